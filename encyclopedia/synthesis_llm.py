"""``synth.llm.v1``: the article written by a model from the canonical claims, checked in code.

The model sees the entity's canonical claims with their ids (inside a data block: claim
text comes from documents and is untrusted) and writes prose per section, citing ids as
``[12]``. :func:`core.validation.check_prose` then splits the prose into sentences; a
sentence that cites no id of the recalled canonical set, or states a number its cited
claims do not contain, is kept as ``[unverified]`` without citations (DESIGN.md invariant 4).
Section titles and order are ours, not the model's; a section the model skipped, and a
lead with no grounded sentence, keep the sentences of ``synth.prose.v1``. The infobox
and the outlook of labelled projections come from ``synth.prose.v1`` unchanged, so lanes
stay apart (invariant 1): the model never sees bull or bear claims.

``encyclopedia.synthesis`` runs :func:`llm_article` when a model is configured and falls
back to ``synth.prose.v1`` on any model failure.
"""

from __future__ import annotations

import datetime as dt
import logging

from collections.abc import Mapping, Sequence

from claims.models import Claim, Entity
from claims.relations.conflicts import ConflictView
from core.llm import DATA_RULE, LLMResponseError, chat, data_block, parse_json_object
from core.timezones import site_date
from core.validation import CheckedSentence, check_prose

from .article import Article, Kind, Section, Sentence
from .outlook import Verdicts
from .prose import SECTIONS, prose_article

__all__ = ["PIPELINE", "llm_article"]

logger = logging.getLogger(__name__)

PIPELINE = "synth.llm.v1"

SYSTEM_PROMPT = f"""You write an encyclopedia article about one entity from numbered claims.
{DATA_RULE}

Rules:
- Use only the claims given. Every sentence ends with the ids of the claims it rests on, in
  square brackets, before the full stop: "Acme raised $5 million in 2024 [12][14]."
- Every number you write must appear in a claim you cite. Do not estimate, convert or add numbers.
- Neutral, encyclopedic tone. No opinions, no predictions, no links, no markup, no headings.
- Return JSON: {{"lead": "<2-3 sentence summary>", "sections": [{{"key": "<section key>", "text": "<prose>"}}]}}
  using only these section keys: deployment, funding, capability, statistic, and leadership for
  claims of predicate leadership or ceo (who leads the entity; not under statistic)."""

RESPONSE_SCHEMA = {
    "type": "object",
    "properties": {
        "lead": {"type": "string"},
        "sections": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {"key": {"type": "string"}, "text": {"type": "string"}},
                "required": ["key", "text"],
            },
        },
    },
    "required": ["lead", "sections"],
}


def _claims_block(claims: list[Claim]) -> str:
    lines = []
    for c in sorted(claims, key=lambda c: (c.claim_type, c.known_at, c.id)):
        known = site_date(c.known_at).isoformat()
        lines.append(f"[{c.id}] ({c.claim_type}; {c.predicate}; reported {known}) {c.statement}")
    return data_block("CLAIMS", "\n".join(lines))


def _sentences(checked: Sequence[CheckedSentence], *, kind: str) -> list[Sentence]:
    """Checked sentences as article sentences: grounded ones cite their claims, the rest are gaps."""
    return [Sentence.gap(s.text) if s.unverified else Sentence(s.text, tuple(int(r) for r in s.refs), kind)
            for s in checked]


def llm_article(*, entity: Entity, canonical: Sequence[Claim], bull: Sequence[Claim], bear: Sequence[Claim],
                as_of: dt.date | None, conflicts: Sequence[ConflictView] | None = None,
                replaced: Mapping[int, Sequence[Claim]] | None = None, verdicts: Verdicts | None = None,
                robots: Sequence[Claim] = ()) -> Article:
    """The article with model-written lead and sections, checked by ``core.validation.check_prose``.

    Args are those of :func:`encyclopedia.prose.prose_article` (each list recalled from one
    lane, for the viewer). Only ``canonical`` reaches the model.

    Raises :class:`core.llm.LLMError` when the call fails, the response is not the JSON
    asked for, or no sentence of it is grounded in the canonical claims.
    """
    offline = prose_article(entity=entity, canonical=canonical, bull=bull, bear=bear, as_of=as_of,
                            conflicts=conflicts, replaced=replaced, verdicts=verdicts, robots=robots)
    if not canonical:
        return offline  # nothing for a model to write from
    when = f"as the evidence stood on {as_of.isoformat()}" if as_of else "as the evidence stands today"
    messages = [
        {"role": "system", "content": SYSTEM_PROMPT},
        {"role": "user", "content": f"Entity: {entity.name} ({entity.kind}), {when}.\nClaims:\n{_claims_block(list(canonical))}"},
    ]
    result = chat(pipeline=PIPELINE, messages=messages, json_schema=RESPONSE_SCHEMA, schema_name="article")
    data = parse_json_object(result, pipeline=PIPELINE)
    lead, written = data.get("lead"), data.get("sections")
    if not isinstance(lead, str) or not isinstance(written, list):
        raise LLMResponseError(f"{PIPELINE}: schema violation: expected a 'lead' string and a 'sections' list")
    evidence = {c.id: c for c in canonical}
    present = {s.key for s in offline.sections}
    texts: dict[str, list[str]] = {}
    for item in written:
        if not isinstance(item, dict) or not isinstance(item.get("text"), str):
            raise LLMResponseError(f"{PIPELINE}: schema violation: each section needs a 'key' and a 'text'")
        key = str(item.get("key", "")).strip().lower()
        if key in present:
            texts.setdefault(key, []).append(item["text"])
        else:
            logger.info("%s: ignored a section with key %r (no canonical fact of that kind)", PIPELINE, key)

    sections: list[Section] = []
    lead_checked = check_prose(lead, evidence)
    grounded = len(lead_checked.grounded)
    if lead_checked.grounded:
        sections.append(Section("lead", "", _sentences(lead_checked.sentences, kind=Kind.LEAD)))
    elif offline.section("lead") is not None:
        sections.append(offline.section("lead"))
    for key, title in SECTIONS:
        fallback = offline.section(key)
        if fallback is None:
            continue
        if key not in texts:
            sections.append(fallback)  # the model skipped a section the evidence has: keep the offline one
            continue
        checked = check_prose("\n".join(texts[key]), evidence)
        grounded += len(checked.grounded)
        sentences = _sentences(checked.sentences, kind=Kind.FACT)
        sections.append(Section(key, title, sentences) if sentences else fallback)
    if not grounded:
        raise LLMResponseError(f"{PIPELINE}: no sentence of the response cites a recalled claim")
    done = {s.key for s in sections}
    sections += [s for s in offline.sections if s.key not in done]  # the outlook, and any other kind
    return Article(sections, offline.infobox)
