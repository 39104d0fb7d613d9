"""Answers to questions: capability → entities → intent → tiers (concurrent) → fusion → wording.

The path of a question (issue 4; DESIGN.md words "tier" and "routing decision"):

1. :mod:`.capability` decides whether the question is for the encyclopedia
   (``static``); the others get an honest answer and no retrieval.
2. :mod:`.entities` finds registry entities (EntityRuler + fuzzy fallback).
3. :mod:`.intent` picks source classes from the routing rules (data) and the
   time scope; :mod:`.retrieval` keeps the eligible sources.
4. :mod:`.retrieval` queries P1, P2 and P3 concurrently.
5. :mod:`.fusion` applies the rules in code; a chain resolves through P1 first.
   The prediction ledger says which retrieved projections are still live, for
   the reader and day (one read per round of tiers); one that is not answers
   only as history, citing the claims that decide it.
6. :mod:`.writer` words the answer.

Every question's decision and reason is stored in a RoutingLog row.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field, replace

from django.db import transaction

from claims.extraction.mentions import plural_name
from claims.models import Claim, Entity
from core.timezones import site_date
from core.viewer import Viewer

from ..models import RoutingLog
from ..wording import retires_fleet, source_text
from .capability import NEEDS, STATIC, capability_classify
from .entities import EntityMention, entities_find, entity_matcher, rival_names
from .fusion import (Cited, Fused, asked_lane, chain_detect, choose_single, cite_claim, fuse, question_predicates,
                     worded_predicates,
                     strip_chain, strip_mentions)
from .intent import intent_detect, time_scope
from .periods import Period
from .retrieval import (P1_MAX_TIER, Eligibility, deployments_ended, entity_predicates, p1_claims, p2_claims,
                        p3_passages, run_concurrently, sources_eligible, tier_predictions)
from .writer import INSUFFICIENT, Written, answer_write

__all__ = ["Answer", "INSUFFICIENT", "question_answer", "question_route"]

MAX_QUESTION_CHARS = 500


@dataclass
class Route:
    """The routing decision for one question (before retrieval)."""

    capability: str
    decision: dict
    reasons: list[str]
    mentions: list[EntityMention] = field(default_factory=list)
    eligibility: Eligibility | None = None
    as_of: dt.date | None = None
    intent: str = ""
    period: Period | None = None
    rest: str = ""  # the question with its time phrases blanked out (same offsets)


@dataclass
class Answer:
    """An answer as the page and ``ask --json`` show it."""

    question: str
    answer: str
    insufficient: bool
    capability: str
    citations: list[Cited]
    tiers_used: list[str]
    routing: dict
    other_sources_say: list[Cited] = field(default_factory=list)
    conflicts: list[Cited] = field(default_factory=list)
    context: list[Cited] = field(default_factory=list)
    writer: str = ""
    log_id: int | None = None
    retrieved_source_keys: set[str] = field(default_factory=set)

    def as_json(self) -> dict:
        """The DESIGN.md ``ask --json`` shape (plus the lists shown beside the answer)."""
        return {
            "answer": self.answer,
            "insufficient": self.insufficient,
            "citations": [c.as_citation() for c in self.citations],
            "tiers_used": self.tiers_used,
            "capability": self.capability,
            "routing": self.routing,
            "other_sources_say": [{**c.as_citation(), "text": c.text} for c in self.other_sources_say],
            "conflicts": [{**c.as_citation(), "text": c.text} for c in self.conflicts],
            "context": [{**c.as_citation(), "text": c.text} for c in self.context],
        }


def question_route(*, question: str, viewer: Viewer, as_of: dt.date | None = None) -> Route:
    """Steps 1–3: capability, entities, intent and eligible sources, with reasons.

    Returns a Route whose ``decision`` is the machine-readable routing
    decision (capability, intent, source classes, eligible source keys,
    excluded visible sources by reason, require_current, historical, as_of
    (the known-at day), valid_time (the period asked about, or None), entity
    slugs). Only sources the viewer may see are ever named.
    """
    cap = capability_classify(question)
    reasons = [cap.reason]
    decision: dict = {"capability": cap.capability}
    if cap.capability != STATIC:
        decision.update({"intent": "", "source_classes": [], "eligible_sources": [], "retrieval": False})
        return Route(cap.capability, decision, reasons, as_of=as_of)
    mentions = entities_find(question)
    scope = time_scope(question, as_of=as_of)
    intent = intent_detect(question)
    require_current = intent.require_current and not scope.historical
    elig = sources_eligible(viewer=viewer, as_of=scope.as_of, source_classes=intent.source_classes,
                            require_current=require_current)
    reasons += [scope.reason, intent.reason,
                f"{len(elig.eligible)} of {len(elig.visible)} visible sources eligible"
                + "".join(f"; {reason} excluded: {', '.join(keys)}" for reason, keys in elig.excluded.items())]
    if mentions:
        reasons.append("entities: " + ", ".join(f"{m.slug} ({m.method})" for m in mentions))
    else:
        reasons.append("no entity named: passage search only")
    decision.update({
        "intent": intent.intent,
        "source_classes": list(intent.source_classes) if intent.source_classes is not None else "all",
        "eligible_sources": elig.keys(elig.eligible),
        "excluded": elig.excluded,
        "require_current": require_current,
        "historical": scope.historical,
        "as_of": scope.as_of.isoformat() if scope.as_of else None,
        "valid_time": scope.period.as_json() if scope.period else None,
        "entities": [m.slug for m in mentions],
        "retrieval": True,
    })
    return Route(STATIC, decision, reasons, mentions, elig, scope.as_of, intent.intent, scope.period,
                 scope.rest or question)


def _names(entities: list[Entity]) -> list[str]:
    """Names and aliases of ``entities``, a one-word robot name's plural ("a fleet of Digits" names Digit), and what
    a market named "X market" trades in ("humanoid robots" names the humanoid robot market: a forecast of
    "1 billion humanoid robots by 2050" is the market's, as the extractor reads it)."""
    out = []
    for e in entities:
        for n in (e.name, *e.aliases):
            if not n.strip():
                continue
            out.append(n)
            if e.kind == "robot" and n.isalpha():
                out.append(plural_name(n))
            traded = re.fullmatch(r"(?i)(.+?)\s+market", n.strip())
            if e.kind == "market" and traded:
                out += [traded.group(1), plural_name(traded.group(1))]
    return list(dict.fromkeys(out))


def _tiers(*, question: str, asked: str, entity_ids: list[int], elig: Eligibility, as_of,
           period: Period | None = None, chain_key: str | None = None,
           must_mention: list[str] | None = None) -> dict:
    """Run P1, P2 and P3 (and the chain lookup) concurrently; rows by tier name.

    ``asked``: the question as fusion matches attributes in it (entity names,
    time phrases and the chain phrase cut out); P1 and P2 load only the
    predicates it can ask for, and the chain's predicate. ``period``: the
    valid period asked about (:mod:`.retrieval`).
    """
    predicates = question_predicates(asked, entity_predicates(entity_ids)) | ({chain_key} if chain_key else set())
    tasks = {
        "p1": lambda: p1_claims(entity_ids=entity_ids, elig=elig, as_of=as_of, predicates=predicates,
                                period=period),
        "p2": lambda: p2_claims(entity_ids=entity_ids, elig=elig, as_of=as_of, predicates=predicates,
                                period=period),
        "p3": lambda: p3_passages(question=question, elig=elig, as_of=as_of, must_mention=must_mention,
                                  entity_ids=entity_ids, predicates=worded_predicates(asked, predicates),
                                  period=period, lane=asked_lane(asked)),
    }
    if chain_key and not entity_ids:
        tasks["chain"] = lambda: p1_claims(entity_ids=[], elig=elig, as_of=as_of, predicates=[chain_key],
                                           period=period)
    return run_concurrently(tasks)


def _ledger(rows: dict, *, elig: Eligibility, as_of: dt.date | None) -> dict:
    """The tiers with the prediction ledger applied: P1/P2 claims it no longer holds live are dropped (they are
    history, never an answer as if live), and ``predictions`` says which P3 projections are not live."""
    claims = [*rows["p1"], *rows["p2"]]
    by_passage, by_claim = tier_predictions(passages=rows["p3"], claims=claims, visible=elig.visible, as_of=as_of)
    live = lambda c: c.id not in by_claim or by_claim[c.id].live  # noqa: E731
    return {**rows, "p1": [c for c in rows["p1"] if live(c)], "p2": [c for c in rows["p2"] if live(c)],
            "predictions": by_passage}


def _when(claim: Claim) -> dt.date:
    """The day a claim's fact held from: its valid time, else the day it was known (the site's TIME_ZONE)."""
    return claim.valid_from or site_date(claim.known_at)


def _ended(rows: dict, *, elig: Eligibility, as_of: dt.date | None) -> dict:
    """The tiers without the deployments a pause has ended (:func:`.retrieval.deployments_ended`): they are
    history, never an answer as if live. The pauses that ended them join P1 when P1 may hold them (authority
    tiers 1–2), to answer in their place."""
    ended = deployments_ended([*rows["p1"], *rows["p2"]], elig=elig, as_of=as_of)
    # The robots retired as a whole ("we're officially starting the retirement of Figure 02"), at no site: every
    # deployment of theirs reported by then ended with it (as the infobox tells it), and the retirement answers.
    claims = [*rows["p1"], *rows["p2"]]
    retirements = [c for c in claims if c.predicate == "deployment_paused" and retires_fleet(c)]
    for claim in (c for c in claims if c.predicate == "deployed_at"):
        for end in retirements:
            if end.subject_id == claim.subject_id and _when(claim) <= _when(end) and end not in ended.get(claim.id, []):
                ended.setdefault(claim.id, []).append(end)
    if not ended:
        return rows
    held = {c.id for c in rows["p1"]}
    endings = {e.id: e for es in ended.values() for e in es if e.source.authority_tier <= P1_MAX_TIER and e.id not in held}
    return {**rows, "p1": [c for c in rows["p1"] if c.id not in ended] + list(endings.values()),
            "p2": [c for c in rows["p2"] if c.id not in ended]}


def _verdict_cited(fused: Fused, *, elig: Eligibility) -> None:
    """Load the claims deciding the answer's projection (the ledger's, visible to the reader) as citations."""
    if fused.prediction is None or not fused.prediction.cited_claim_ids:
        return
    claims = (Claim.objects.visible_to(elig.visible).filter(pk__in=fused.prediction.cited_claim_ids)
              .select_related("source", "document").defer("embedding", "document__text").order_by("known_at", "id"))
    fused.verdict = [replace(cite_claim(c, "P3"), text=source_text(c)) for c in claims]


def _asked_names(entities: list[Entity], question: str) -> list[str]:
    """:func:`_names` of ``entities``, except that one asked about by a product's name its registry row lacks
    ("GR00T", a product its maker's description names) is named by that product only: a passage on the maker's
    other business does not answer "What is GR00T N1?" nor "What is NVIDIA's GR00T N1?"."""
    spellings = entity_matcher().spellings
    products = [(e.id, name) for e in entities for name in spellings.get(e.id, ())
                if name.lower() not in {n.lower() for n in (e.name, *e.aliases)}
                and re.search(rf"(?<!\w){re.escape(name)}(?!\w)", question, re.I)]
    if not products:
        return _names(entities)
    asked = {eid for eid, _ in products}
    return list(dict.fromkeys([text for _, text in products] + _names([e for e in entities if e.id not in asked])))


def _with_their_robot(entities: list[Entity]) -> list[Entity]:
    """``entities`` and, for each company among them whose registry lists exactly one robot not asked about as
    well, that robot: "How many robots did Tesla build in 2025?" is answered by what is told of Optimus (the
    extractor files a maker's robot's facts under the robot). One query, none when no company makes one robot."""
    from ..synthesis import sole_robots

    robots = sole_robots(e.slug for e in entities if e.kind == "company")
    wanted = set(robots.values()) - {e.slug for e in entities}
    return entities + list(Entity.objects.filter(slug__in=sorted(wanted))) if wanted else entities


def _retrieve_and_fuse(question: str, route: Route) -> tuple[Fused, set[str], list[str]]:
    elig, as_of, mentions, period = route.eligibility, route.as_of, route.mentions, route.period
    rest = route.rest or question  # attributes and chains are read without the time phrases
    entities = _with_their_robot(list(Entity.objects.filter(id__in=[m.entity_id for m in mentions])))
    ids = [e.id for e in entities]
    chain_key, chain_phrase = chain_detect(rest, mentions)
    # A question naming entities reads only passages that name one of them.
    rows = _tiers(question=question, asked=strip_mentions(rest, mentions), entity_ids=ids, elig=elig,
                  as_of=as_of, period=period, chain_key=chain_key, must_mention=_asked_names(entities, rest) or None)
    rows = _ended(_ledger(rows, elig=elig, as_of=as_of), elig=elig, as_of=as_of)
    retrieved = [*rows["p1"], *rows["p2"], *rows["p3"], *rows.get("chain", [])]
    keys = {r.source.key for r in retrieved}
    notes = []
    if chain_key:
        candidates = [c for c in (rows.get("chain") or rows["p1"])
                      if c.predicate == chain_key and c.object_entity_id and (not ids or c.subject_id in ids)]
        targets = {c.object_entity_id for c in candidates}
        if candidates and (ids or len({c.subject_id for c in candidates}) == 1):
            via = choose_single(candidates, period=period)[0][0]
            target = via.object_entity
            notes.append(f"chain {chain_key} resolved through P1 claim {via.id} → {target.slug}")
            sub = _tiers(question=f"{question} {target.name}",
                         asked=strip_chain(strip_mentions(rest, mentions), chain_phrase),
                         entity_ids=[target.id], elig=elig, as_of=as_of, period=period,
                         must_mention=_names([target]))
            keys |= {r.source.key for r in (*sub["p1"], *sub["p2"], *sub["p3"])}
            sub = _ended(_ledger(sub, elig=elig, as_of=as_of), elig=elig, as_of=as_of)
            fused = fuse(question=rest, mentions=mentions, p1=sub["p1"], p2=sub["p2"], p3=sub["p3"],
                         entity_names=_names([target, *entities]), chain_phrase=chain_phrase,
                         period=period, today=as_of, predictions=sub["predictions"])
            _verdict_cited(fused, elig=elig)
            if not fused.insufficient:
                fused.chain = [cite_claim(via, "P1")]
                fused.chain_target = target.name
            return fused, keys, notes
        notes.append(f"chain {chain_key} not resolved through P1 ({len(targets)} candidate targets)")
    fused = fuse(question=rest, mentions=mentions, p1=rows["p1"], p2=rows["p2"], p3=rows["p3"],
                 entity_names=_asked_names(entities, rest), period=period, today=as_of, predictions=rows["predictions"],
                 rivals=rival_names(mentions))
    _verdict_cited(fused, elig=elig)
    return fused, keys, notes


@transaction.atomic
def routing_log_record(*, question: str, viewer: Viewer, as_of: dt.date | None, route: Route,
                       answer: str, insufficient: bool, reason: str) -> RoutingLog:
    """Store one routing decision with its reason (append-only, replayable by ``evaluate_routing``)."""
    return RoutingLog.objects.create(
        question=question, user_id=viewer.user_id, viewer_groups=sorted(viewer.groups), as_of=as_of,
        capability=route.capability, intent=route.intent, decision=route.decision, reason=reason,
        answer=answer, insufficient=insufficient,
    )


def question_answer(*, question: str, viewer: Viewer, as_of: dt.date | None = None, log: bool = True) -> Answer:
    """Answer a question from the evidence the viewer may see, as of a day in the site's TIME_ZONE (None = now).

    Args:
        question: the reader's question (1–500 characters).
        viewer: whose permissions apply (invariant 2).
        as_of: judge the evidence as it stood at the end of that day.
        log: store the routing decision in RoutingLog.

    Returns an Answer. Raises ValueError for an empty or too long question.
    """
    question = " ".join((question or "").split())
    if not question:
        raise ValueError("the question is empty")
    if len(question) > MAX_QUESTION_CHARS:
        raise ValueError(f"the question is longer than {MAX_QUESTION_CHARS} characters")
    route = question_route(question=question, viewer=viewer, as_of=as_of)
    if route.capability != STATIC:
        text = NEEDS[route.capability]
        routing = {"decision": route.decision, "reason": "; ".join(route.reasons)}
        result = Answer(question, text, True, route.capability, [], [], routing, writer="capability.v1")
    else:
        fused, keys, notes = _retrieve_and_fuse(question, route)
        written: Written = answer_write(question, fused)
        decision = {**route.decision, "attribute": fused.attribute, "tier": fused.tier,
                    "chain": fused.chain_target or None, "tiers_used": fused.tiers_used,
                    "citations": [c.as_citation() for c in written.cited]}
        reasons = [*route.reasons, *notes, fused.reason]
        if written.rejected:
            reasons.append("LLM answer rejected: " + "; ".join(written.rejected))
        routing = {"decision": decision, "reason": "; ".join(r for r in reasons if r)}
        result = Answer(question, written.text, fused.insufficient, STATIC, written.cited, fused.tiers_used,
                        routing, fused.other_sources_say, fused.conflicts, fused.context, written.writer,
                        retrieved_source_keys=keys)
        route.decision = decision
    if log:
        entry = routing_log_record(question=question, viewer=viewer, as_of=as_of, route=route,
                                   answer=result.answer, insufficient=result.insufficient,
                                   reason=result.routing["reason"])
        result.log_id = entry.id
    return result
