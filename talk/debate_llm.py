"""``debate.llm.v1``: the talk page's bull and bear summaries, each from its own lane only.

Each lane is one model call that sees only that lane's claims (DESIGN.md invariant 1:
nothing merges lanes), inside a data block (claim text is untrusted, invariant 7). The
summary is checked by :func:`core.validation.check_prose` against that lane's claim ids
only: a bull sentence citing a bear claim cites an unknown id and is shown
``[unverified]`` without citations, as is any sentence with a number its cited claims
lack (invariant 4).

The offline default, ``debate.extractive.v1``, states the lane's newest claims that read
on their own, each citing itself. :func:`debate_summarize` falls back to it per lane when the model fails,
and says so in the log.

Use from a view: ``summaries = debate_summarize(entity=entity, bull=debate.bull, bear=debate.bear)``,
then render ``summaries["bull"].sentences`` inside ``id="bull"`` (escaped, as every
template does) and link each id in ``claim_ids`` to ``/claims/<id>/``.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field

from claims.extraction.text import LINKING_OPENER, points_back, speaks_as_its_page
from claims.models import Claim, Entity, Lane
from claims.routing import BY_DEFAULT
from core.llm import DATA_RULE, LLMError, LLMResponseError, chat, data_block, llm_enabled, parse_json_object
from core.timezones import site_date
from core.validation import as_sentence_dicts, check_prose

__all__ = ["OFFLINE", "PIPELINE", "LaneSummary", "debate_summarize", "lane_summary_llm", "lane_summary_offline",
           "stands_alone"]

logger = logging.getLogger(__name__)

PIPELINE = "debate.llm.v1"
OFFLINE = "debate.extractive.v1"
OFFLINE_SENTENCES = 5

_CASE = {
    Lane.BULL: "the optimistic (bull) case: projections, targets, enthusiasm",
    Lane.BEAR: "the sceptical (bear) case: doubts, risks, setbacks",
}

SYSTEM_PROMPT = f"""You summarise one side of a debate about a humanoid-robotics entity from numbered claims.
{DATA_RULE}

Rules:
- Use only the claims given; they all belong to the side you summarise. Attribute views
  ("analysts expect", "critics doubt") rather than stating them as facts.
- End every sentence with the ids of the claims it rests on, in square brackets, before the
  full stop: "Critics doubt the robot is safe around people [31]."
- Every number you write must appear in a claim you cite.
- At most five sentences. No links, no markup.
- Return JSON: {{"summary": "<prose>"}}"""

RESPONSE_SCHEMA = {"type": "object", "properties": {"summary": {"type": "string"}}, "required": ["summary"]}


@dataclass
class LaneSummary:
    """One lane's summary: ``lane``, the ``pipeline`` that wrote it and its ``sentences``
    (``[{text, claim_ids, unverified, kind, lane}]``, the article sentence shape)."""

    lane: str
    pipeline: str
    sentences: list[dict] = field(default_factory=list)


#: A statement that opens on a link to the sentence before it on its page ("As previously reported, …", "However,
#: …", :data:`claims.extraction.text.LINKING_OPENER`); with a pronoun pointing back
#: (:func:`claims.extraction.text.points_back`) or the page's own first person, it leans on its page.
_LINKED_TO_ITS_PAGE = re.compile(rf"^[\"“‘'\s]*{LINKING_OPENER}(?=\s)")


def stands_alone(statement: str) -> bool:
    """Whether a claim's statement reads as a sentence on its own: it ends as a sentence (not a headline or a
    cut-off fragment), its quotation marks pair up, and it leans on nothing before it: no link, no pronoun pointing
    back, not the page's own voice (:func:`claims.extraction.text.points_back`, ``speaks_as_its_page``)."""
    text = " ".join((statement or "").split())
    return (bool(re.search(r"[.!?][\"”’']?$", text)) and not _LINKED_TO_ITS_PAGE.search(text) and not points_back(text)
            and not speaks_as_its_page(text)
            and text.count('"') % 2 == 0 and text.count("“") == text.count("”"))


def lane_summary_offline(*, lane: str, claims: list[Claim]) -> LaneSummary:
    """``debate.extractive.v1``: the lane's newest claims (at most 5), each citing itself, one per statement.

    Statements that read on their own (:func:`stands_alone`) are taken first; the rest only when none does, so
    that a lane with claims always says something. Among them, the claims that argue the lane's case come before
    those in it by default (:data:`claims.routing.BY_DEFAULT`: a rumour with no stance, a fact of low confidence),
    newest first within each.
    """
    newest, seen = [], set()
    for c in sorted(claims, key=lambda c: (c.known_at, c.id), reverse=True):
        key = " ".join(c.statement.lower().split())
        if key not in seen:
            seen.add(key)
            newest.append(c)
    newest = sorted([c for c in newest if stands_alone(c.statement)] or newest,
                    key=lambda c: getattr(c, "route_reason", "") in BY_DEFAULT)[:OFFLINE_SENTENCES]
    sentences = [
        {"text": c.statement, "claim_ids": [c.id], "unverified": False, "kind": "claim", "lane": lane}
        for c in newest
    ]
    return LaneSummary(lane=lane, pipeline=OFFLINE, sentences=sentences)


def lane_summary_llm(*, entity: Entity, lane: str, claims: list[Claim]) -> LaneSummary:
    """``debate.llm.v1`` for one lane; only ``claims`` (that lane's) reach the model or the check.

    Raises :class:`core.llm.LLMError` on a failed call, a response that is not
    ``{"summary": str}``, or a summary with no grounded sentence.
    """
    if lane not in _CASE:
        raise ValueError(f"lane must be bull or bear, not {lane!r}")
    if not claims:
        return LaneSummary(lane=lane, pipeline=PIPELINE, sentences=[])
    lines = [
        f"[{c.id}] (reported {site_date(c.known_at).isoformat()} by {c.source.name}) "
        f"{c.statement}"
        for c in sorted(claims, key=lambda c: (c.known_at, c.id))
    ]
    messages = [
        {"role": "system", "content": SYSTEM_PROMPT},
        {"role": "user", "content": f"Entity: {entity.name}. Summarise {_CASE[lane]}.\nClaims:\n"
                                    f"{data_block('CLAIMS', chr(10).join(lines))}"},
    ]
    result = chat(pipeline=PIPELINE, messages=messages, json_schema=RESPONSE_SCHEMA, schema_name=f"{lane}_summary")
    summary = parse_json_object(result, pipeline=PIPELINE).get("summary")
    if not isinstance(summary, str):
        raise LLMResponseError(f"{PIPELINE}: schema violation: 'summary' must be a string")
    checked = check_prose(summary, {c.id: c for c in claims})
    if not checked.grounded:
        raise LLMResponseError(f"{PIPELINE}: no sentence of the {lane} summary cites a {lane} claim")
    return LaneSummary(lane=lane, pipeline=PIPELINE, sentences=as_sentence_dicts(checked.sentences, lane=lane))


def debate_summarize(*, entity: Entity, bull: list[Claim], bear: list[Claim]) -> dict[str, LaneSummary]:
    """Summaries of both lanes, ``{"bull": LaneSummary, "bear": LaneSummary}``, each from its own claims.

    ``bull`` and ``bear`` are what ``talk.selectors.debate_for`` recalled for the viewer
    (permissions already applied). ``debate.llm.v1`` when ``LLM_BACKEND=openai``, per lane
    falling back to ``debate.extractive.v1`` on failure (logged); else the extractive one.
    Model responses are cached (core.llm), so an unchanged lane costs nothing.
    """
    out = {}
    for lane, claims in ((Lane.BULL, bull), (Lane.BEAR, bear)):
        if llm_enabled():
            try:
                out[str(lane)] = lane_summary_llm(entity=entity, lane=lane, claims=claims)
                continue
            except LLMError as exc:
                logger.warning("%s failed for %s (%s lane), falling back to %s: %s", PIPELINE, entity.slug, lane,
                               OFFLINE, exc)
        out[str(lane)] = lane_summary_offline(lane=lane, claims=claims)
    return out
