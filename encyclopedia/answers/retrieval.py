"""Eligible sources and the three tiers (issue 4, steps 3–4).

* **Eligible sources**: the sources the viewer may see (as of the question's
  date; ``claims.selectors.sources_visible_to``), of the intent's source
  classes, and — when the rule requires current sources and the question
  does not ask about the past — not stale (past their freshness SLA at the
  question's date).
* **P1**: live canonical claims from eligible sources of authority tiers 1–2
  about the entities (as subject or as object entity), opinions excluded.
* **P2**: live canonical ``statistic`` claims from eligible sources of tiers 3–5.
* Both only of the predicates the question can be asking for
  (``fusion.question_predicates`` over :func:`entity_predicates`): fusion
  reads nothing else, and the newest-first limits then apply to the asked
  attribute's claims, not to whatever the entity said most recently.
* **P3**: passages of eligible sources known by the question's date, by
  pgvector cosine distance to the whole question; and the passages holding
  the evidence of the newest live canonical claims of the asked predicates
  that P1 and P2 do not hold (a valuation reported by the press): the
  current value's passage is a candidate even when an older report of a
  replaced value lies nearer the question.

A deployment named only by its customer that a pause has ended through the
customer's named site (:func:`deployments_ended`) is history too: the
answer path leaves it out and lets the pause answer.

Claims must also hold at the question's date: superseded, retracted (both in
``ClaimQuerySet.current``), expired (``valid_until`` before the date, except for event
predicates, :data:`EVENT_PREDICATES`, and counts measured over a period that has ended, :data:`PERIOD_COUNTS`:
"4,200 units shipped in 2025" answers "How many robots did Unitree ship?"), not yet valid (``valid_from`` after
it) and past-due projections (``timeline`` claims whose ``valid_until`` has
passed, events included: a plan's date that went by is no longer a plan) are
left out — in SQL, before ranking.

**A valid period asked about** (``period``, :mod:`.periods`: "in the 2023
regular season") selects valid time, not known-at: claims dated to that
period (by their valid dates, qualifier or context), as current at the
known-at day (now, or ``as_of``); and undated claims as they stood at the
end of the period (known by then and not yet replaced: what held then),
never a claim retracted since. Claims dated to another period are left out.
For passages: those published during the period, or after its start when
they name its year; for a period not over yet (at the known-at day), also
those published before it that name its year — the forecasts of it.

The tiers are queried concurrently on a process-wide pool of threads, one
database connection per task (closed when the task ends). Inside an open transaction (tests with ``db``) other
connections cannot see its rows, so the tiers then run one after another on
the caller's connection.
"""

from __future__ import annotations

import datetime as dt
import operator
import re
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import reduce
from typing import Callable, Collection, Sequence

from django.contrib.postgres.search import SearchQuery, SearchVector
from django.db import connection, connections
from django.db.models import Q, QuerySet
from pgvector.django import CosineDistance

from claims.identity import names_customer_only, object_key
from claims.models import PASSAGE_EMBEDDING_INDEX, Claim, ClaimStatus, ClaimType, Lane, Passage, Source, Supersession
from claims.selectors import sources_visible_to
from claims.vocabulary import ENDING_PREDICATES, PREDICATES, event_predicates
from claims.vocabulary import predicate as predicate_of
from core.timezones import day_end, site_today
from core.vectors import iterative_vector_scan
from core.viewer import Viewer
from predictions.selectors import PredictionState, prediction_status_of

from .periods import Period, claim_period, period_matches

P1_MAX_TIER = 2
#: Passages nearest the question that P3 reads: a round's sentence in a page about the company is often not among the
#: first six (the others name the company as often).
P3_K = 10
#: Threads of the tier pool: P1, P2, P3 and a chain lookup at once.
TIER_THREADS = 4


@dataclass
class Eligibility:
    """The sources a question may use, and the visible ones left out (with why)."""

    visible: frozenset[int]
    eligible: frozenset[int]
    sources: dict[int, Source]
    excluded: dict[str, list[str]] = field(default_factory=dict)

    def keys(self, ids) -> list[str]:
        return sorted(self.sources[i].key for i in ids if i in self.sources)


def moment_of(as_of: dt.date | None) -> dt.datetime:
    """The instant a question is judged at: the end of ``as_of`` (site's TIME_ZONE), or now."""
    return day_end(as_of) if as_of is not None else dt.datetime.now(dt.timezone.utc)


def stale_at(source: Source, when: dt.datetime) -> bool:
    """Whether ``source`` was past its freshness SLA at ``when``."""
    since = source.stale_since
    return since is not None and since <= when


def sources_eligible(*, viewer: Viewer, as_of: dt.date | None, source_classes: tuple[str, ...] | None,
                     require_current: bool) -> Eligibility:
    """The eligible sources (see module docstring). Only visible sources are ever named."""
    visible = sources_visible_to(viewer, as_of=as_of)
    sources = {s.id: s for s in Source.objects.filter(id__in=visible).select_related("source_class")}
    when = moment_of(as_of)
    eligible, excluded = set(), {"source_class": [], "stale": []}
    for sid, source in sources.items():
        if source_classes is not None and source.source_class.key not in source_classes:
            excluded["source_class"].append(source.key)
        elif require_current and stale_at(source, when):
            excluded["stale"].append(source.key)
        else:
            eligible.add(sid)
    return Eligibility(visible, frozenset(eligible), sources, {k: sorted(v) for k, v in excluded.items() if v})


#: Predicates that record an event: once it happened it stays true, so their
#: ``valid_until`` dates the event (the extractor's "in April 2022") rather than an expiry.
EVENT_PREDICATES = event_predicates()


#: Predicates counting over a period (shipments in 2025, units built to date): a count measured over a period that
#: has ended stays true of that period, so its ``valid_until`` ends the period rather than the claim.
PERIOD_COUNTS = tuple(p.key for p in PREDICATES if p.qualifier == "period")


def expired_q(day: dt.date) -> Q:
    """Claims expired on ``day``: ``valid_until`` before it, event predicates and measured counts over a period
    (:data:`PERIOD_COUNTS`, not forward-looking: a forecast of 2025's shipments is past due, not history) excepted."""
    return (Q(valid_until__lt=day) & ~Q(predicate__in=EVENT_PREDICATES)
            & ~Q(predicate__in=PERIOD_COUNTS, forward_looking=False))


def expired(claim: Claim, day: dt.date) -> bool:
    """:func:`expired_q` for one loaded claim."""
    return bool(claim.valid_until and claim.valid_until < day and claim.predicate not in EVENT_PREDICATES
                and not (claim.predicate in PERIOD_COUNTS and not claim.forward_looking))


def _valid_at(as_of: dt.date | None) -> Q:
    day = as_of or site_today()
    past_due = Q(claim_type=ClaimType.TIMELINE, valid_until__lt=day)
    return ~expired_q(day) & ~past_due & (Q(valid_from__isnull=True) | Q(valid_from__lte=day))


def _overlapping(period: Period) -> Q:
    """Claims whose valid dates, where set, overlap the period (event predicates never expire)."""
    return ~(Q(valid_until__lt=period.start) & ~Q(predicate__in=EVENT_PREDICATES)) & (
        Q(valid_from__isnull=True) | Q(valid_from__lte=period.end))


def _claims(*, elig: Eligibility, as_of: dt.date | None) -> "QuerySet[Claim]":
    return (
        Claim.objects.current(visible=elig.visible, as_of=as_of).visible_to(elig.eligible)
        .filter(lane=Lane.CANONICAL)
        .select_related("source", "subject", "object_entity", "document")
        .defer("embedding", "document__text")
    )


def _tier_rows(shape: Callable[["QuerySet[Claim]"], "QuerySet[Claim]"], *, elig: Eligibility,
               as_of: dt.date | None, period: Period | None, limit: int) -> list[Claim]:
    """The claims ``shape`` selects, at the question's time (module docstring), newest first.

    ``shape`` adds the tier's own filters to a base queryset. Without a
    period: current at ``as_of`` and valid then. With one: the claims dated to
    it, as current at ``as_of``, and the undated ones as they stood at its end.
    """
    if period is None:
        return list(shape(_claims(elig=elig, as_of=as_of).filter(_valid_at(as_of)))
                    .order_by("-known_at", "-id")[:limit])
    today = site_today()
    dated = [c for c in shape(_claims(elig=elig, as_of=as_of).filter(_overlapping(period)))
             .order_by("-known_at", "-id")[:limit]
             if (stated := claim_period(c)) is not None and period_matches(stated, period)]
    then = min(period.end, as_of or today)
    undated = [c for c in shape(_claims(elig=elig, as_of=then).filter(valid_from__isnull=True,
                                                                       valid_until__isnull=True))
               .exclude(status=ClaimStatus.RETRACTED).order_by("-known_at", "-id")[:limit]
               if claim_period(c) is None]
    rows = {c.id: c for c in (*dated, *undated)}
    return sorted(rows.values(), key=lambda c: (c.known_at, c.id), reverse=True)[:limit]


def entity_predicates(entity_ids: list[int]) -> set[str]:
    """Every predicate of any claim with one of ``entity_ids`` as subject or object entity.

    A superset of what P1 and P2 can hold (no lane, source or time filter),
    read from the (subject, predicate, known_at) and (object_entity, predicate,
    known_at) indexes alone: a few milliseconds for an entity with 20,000 claims.
    """
    if not entity_ids:
        return set()
    subject = Claim.objects.filter(subject_id__in=entity_ids).values_list("predicate", flat=True).distinct()
    obj = Claim.objects.filter(object_entity_id__in=entity_ids).values_list("predicate", flat=True).distinct()
    return set(subject.union(obj))


def p1_claims(*, entity_ids: list[int], elig: Eligibility, as_of: dt.date | None,
              predicates: Collection[str] | None = None, period: Period | None = None) -> list[Claim]:
    """P1: canonical claims of tiers 1–2 about the entities (subject or object), newest first, at most 200.

    ``predicates``: only claims of these (fusion reads only the asked
    attribute's claims; loading every claim of an entity with thousands cost
    up to 270 ms at 1M claims, docs/benchmarks.md); empty → none; None → all.
    With no entity ids and ``predicates``, every P1 claim of those predicates
    (used to resolve "the team's star player" when no team is named).
    ``period``: the valid period asked about (module docstring).
    """
    if predicates is not None and not predicates:
        return []
    if not entity_ids and predicates is None:
        return []

    def shape(qs):
        qs = qs.filter(source__authority_tier__lte=P1_MAX_TIER).exclude(claim_type=ClaimType.OPINION)
        if entity_ids:
            qs = qs.filter(Q(subject_id__in=entity_ids) | Q(object_entity_id__in=entity_ids))
        if predicates is not None:
            qs = qs.filter(predicate__in=sorted(predicates))
        return qs

    return _tier_rows(shape, elig=elig, as_of=as_of, period=period, limit=200)


def p2_claims(*, entity_ids: list[int], elig: Eligibility, as_of: dt.date | None,
              predicates: Collection[str] | None = None, period: Period | None = None) -> list[Claim]:
    """P2: canonical statistic claims of tiers 3–5 about the entities, newest first, at most 500.

    ``predicates`` and ``period`` as for :func:`p1_claims`.
    """
    if not entity_ids or (predicates is not None and not predicates):
        return []

    def shape(qs):
        qs = qs.filter(source__authority_tier__gt=P1_MAX_TIER, claim_type=ClaimType.STATISTIC).filter(
            Q(subject_id__in=entity_ids) | Q(object_entity_id__in=entity_ids))
        if predicates is not None:
            qs = qs.filter(predicate__in=sorted(predicates))
        return qs

    return _tier_rows(shape, elig=elig, as_of=as_of, period=period, limit=500)


def deployments_ended(claims: Sequence[Claim], *, elig: Eligibility, as_of: dt.date | None) -> dict[int, list[Claim]]:
    """Which of ``claims`` name a deployment only by its customer that a pause the reader sees has ended.

    "Figure AI signed an agreement with BMW Manufacturing" names no site
    (``claims.identity.names_customer_only``), so no pause can retire it. When a
    claim the reader may see puts that customer at a site ("… with BMW
    Manufacturing … at the Spartanburg plant") and a pause there retired it
    (a standing supersession, effective by ``as_of``), the customer's
    deployment ended with it: ``encyclopedia.facts`` tells it as history the
    same way. Returns claim id → the ending claims (canonical, current for the
    reader at ``as_of``, from eligible sources); two queries, none when no
    claim names only a customer.
    """
    named = [c for c in claims if names_customer_only(c)]
    ended_by = {ending for ending, ended in ENDING_PREDICATES if ended in {c.predicate for c in named}}
    if not ended_by:
        return {}
    events = (Supersession.objects.standing().visible_to(elig.visible)
              .filter(subject_id__in={c.subject_id for c in named}, new_claim__predicate__in=sorted(ended_by),
                      old_claim__predicate__in=sorted({c.predicate for c in named}))
              .select_related("old_claim").only("new_claim_id", "effective_at", "old_claim__subject_id",
                                                "old_claim__predicate", "old_claim__object_text",
                                                "old_claim__object_value", "old_claim__object_unit",
                                                "old_claim__object_entity_id", "old_claim__qualifier"))
    cutoff = day_end(as_of)
    if cutoff is not None:
        events = events.filter(effective_at__lt=cutoff)
    events = [e for e in events if not names_customer_only(e.old_claim)]
    if not events:
        return {}
    ending = {c.id: c for c in _claims(elig=elig, as_of=as_of).filter(pk__in={e.new_claim_id for e in events})}
    out: dict[int, list[Claim]] = {}
    for claim in named:
        for event in events:
            end = ending.get(event.new_claim_id)
            if end is not None and (end.predicate, claim.predicate) in ENDING_PREDICATES \
                    and event.old_claim.subject_id == claim.subject_id and object_key(event.old_claim) == object_key(claim) \
                    and end not in out.get(claim.id, []):
                out.setdefault(claim.id, []).append(end)
    return out


#: The words of a passage as its full-text index holds them (claims.Passage: passage_text_simple_fts).
PASSAGE_WORDS = SearchVector("text", config="simple")
#: Up to this many passages naming the entities are ranked exactly; more go through the HNSW index.
P3_EXACT_MAX = 5000


#: Live claims of the asked predicates outside P1 and P2 whose passages join P3 (newest first).
P3_ANCHORED = 5


def _anchored_passages(*, vector, entity_ids: Sequence[int], predicates: Collection[str], elig: Eligibility,
                       as_of: dt.date | None, period: Period | None, lane: str | None = None) -> list[Passage]:
    """The passages holding the evidence of the :data:`P3_ANCHORED` newest live canonical claims of ``predicates``
    about the entities that neither P1 (tiers 1–2) nor P2 (tier 3–5 statistics) holds, each with ``.distance``.

    Each passage's ``anchored`` lists the claims' evidence spans in it (offsets into its text) with the number of
    values each claim's object lists (:func:`values_listed`): those
    sentences say what is asked whatever words they use ("with investments from Microsoft, Nvidia …"
    answers who invested). Not projections or opinions: the ledger and the sentences' own dates decide those;
    but when the question asks one side (``lane``: "What do critics say about NEO?" asks the bear lane), the
    :data:`P3_ANCHORED` newest opinions of that lane about the entities are anchored too.
    """
    predicates = [p for p in predicates if predicate_of(p).claim_type not in (ClaimType.TIMELINE, ClaimType.OPINION)]
    if not entity_ids or not (predicates or lane):
        return []

    def shape(qs):
        return qs.filter(Q(subject_id__in=entity_ids) | Q(object_entity_id__in=entity_ids),
                         predicate__in=sorted(predicates), source__authority_tier__gt=P1_MAX_TIER) \
            .exclude(claim_type=ClaimType.STATISTIC)

    claims = _tier_rows(shape, elig=elig, as_of=as_of, period=period, limit=P3_ANCHORED) if predicates else []
    if lane:
        claims += list(Claim.objects.current(visible=elig.visible, as_of=as_of).visible_to(elig.eligible)
                       .filter(subject_id__in=entity_ids, claim_type=ClaimType.OPINION, lane=lane)
                       .defer("embedding").order_by("-known_at", "-id")[:P3_ANCHORED])
    if not claims:
        return []
    holding = reduce(operator.or_, (Q(document_id=c.document_id, start__lt=c.evidence_end, end__gt=c.evidence_start)
                                    for c in claims))
    passages = list(Passage.objects.visible_to(elig.eligible).filter(holding, embedding__isnull=False)
                    .select_related("source", "document").defer("embedding", "document__text")
                    .annotate(distance=CosineDistance("embedding", vector)))
    for passage in passages:
        passage.anchored = [(max(0, c.evidence_start - passage.start), min(passage.end, c.evidence_end) - passage.start,
                             values_listed(c.object_text))
                            for c in claims if c.document_id == passage.document_id
                            and c.evidence_start < passage.end and passage.start < c.evidence_end]
    return passages


def values_listed(object_text: str) -> int:
    """How many values a claim's object lists: "Parkway, Brookfield and NVIDIA" → 3, "GXO Logistics" → 1; an object
    told as a phrase ("started testing Digit, a two-legged robot, at facilities") lists one, however many commas."""
    parts = [part.strip() for part in re.split(r",\s*(?:and\s+)?|\s+and\s+|\s*&\s*", object_text) if part.strip()]
    if not all(part[0].isupper() or part[0].isdigit() for part in parts) or any(len(part.split()) > 5 for part in parts):
        return 1
    return max(1, len(parts))


def p3_passages(*, question: str, elig: Eligibility, as_of: dt.date | None, k: int = P3_K,
                must_mention: list[str] | None = None, period: Period | None = None,
                entity_ids: Sequence[int] = (), predicates: Collection[str] = (), lane: str | None = None) -> list[Passage]:
    """P3: the ``k`` passages nearest to the question (cosine distance), each with ``.distance``, nearest first.

    ``must_mention``: names of which a passage must contain one, as a phrase of
    whole words, case-insensitive (PostgreSQL full text, ``simple`` configuration:
    "Acme Robotics" matches "acme robotics'" but not "Acmeville"). Those
    passages are found through the full-text index and, when there are at
    most :data:`P3_EXACT_MAX`, ranked exactly: an HNSW scan with so selective a
    filter walked tens of thousands of passages to find ten (p95 1.1 s at 1M
    claims, docs/benchmarks.md). Without names, or with more passages, the
    IVFFlat index with iterative scans ranks them (probes for its lists:
    core.vectors.ivfflat_probes_for). ``period``: only passages about it
    (module docstring). ``entity_ids``, ``predicates``: the entities and predicates asked about; the passages
    holding their newest live claims outside P1 and P2 are added (module docstring); ``lane``: the side asked
    ("bear" for what critics say), whose opinions' passages are added the same way.
    """
    from core.embeddings import embed_texts

    vector = embed_texts([question])[0]
    anchored = _anchored_passages(vector=vector, entity_ids=entity_ids, predicates=predicates, elig=elig,
                                  as_of=as_of, period=period, lane=lane)
    nearest = _nearest_passages(vector, elig=elig, as_of=as_of, k=k, must_mention=must_mention, period=period)
    found = {p.id: p for p in nearest}
    for passage in anchored:
        if passage.id in found:
            found[passage.id].anchored = passage.anchored
    return sorted([*nearest, *(p for p in anchored if p.id not in found)], key=lambda p: (p.distance, p.id))


def _nearest_passages(vector, *, elig: Eligibility, as_of: dt.date | None, k: int,
                      must_mention: list[str] | None, period: Period | None) -> list[Passage]:
    """The ``k`` passages nearest ``vector`` (:func:`p3_passages`' search)."""
    qs = Passage.objects.visible_to(elig.eligible).filter(embedding__isnull=False)
    cutoff = day_end(as_of)
    if cutoff is not None:
        qs = qs.filter(known_at__lt=cutoff)
    if period is not None and period.end < dt.date.max:
        about = Q(known_at__lt=day_end(period.end))
        if period.start > dt.date.min:
            first = max(period.start.year, period.end.year - 10)
            years = reduce(operator.or_, (SearchQuery(str(y), config="simple")
                                          for y in range(first, period.end.year + 1)))
            named = Q(words=years)
            chosen = Q(known_at__gte=day_end(period.start - dt.timedelta(days=1))) & (about | named)
            if period.end >= (as_of or site_today()):
                chosen |= named  # a period not over yet: a forecast of it, published before it began, is about it
            ids = qs.annotate(words=PASSAGE_WORDS).filter(chosen).values("id")
            qs = qs.filter(id__in=ids)
        else:
            qs = qs.filter(about)
    if must_mention:
        named = reduce(operator.or_, (SearchQuery(name, search_type="phrase", config="simple")
                                      for name in must_mention))
        qs = qs.annotate(words=PASSAGE_WORDS).filter(words=named)
        ids = list(qs.values_list("id", flat=True)[:P3_EXACT_MAX + 1])
        if len(ids) <= P3_EXACT_MAX:
            nearest = sorted(
                Passage.objects.filter(id__in=ids).annotate(distance=CosineDistance("embedding", vector))
                .values_list("distance", "id")
            )[:k]
            rows = {p.id: p for p in Passage.objects.filter(id__in=[pid for _, pid in nearest])
                    .select_related("source", "document").defer("embedding", "document__text")}
            for distance, pid in nearest:
                rows[pid].distance = distance
            return [rows[pid] for _, pid in nearest]
    qs = (qs.select_related("source", "document").defer("embedding", "document__text")
          .annotate(distance=CosineDistance("embedding", vector)).order_by("distance", "id"))
    with iterative_vector_scan(ivfflat_index=PASSAGE_EMBEDDING_INDEX):
        passages = list(qs[:k])
    return sorted(passages, key=lambda p: (p.distance, p.id))


def run_concurrently(tasks: dict[str, Callable[[], object]]) -> dict[str, object]:
    """Run independent tier queries, one thread and one connection each; results by name.

    Each worker closes its connections when done. Inside an atomic block the
    tasks run on the caller's connection, in order (see module docstring).
    """
    if connection.in_atomic_block or len(tasks) < 2:
        return {name: task() for name, task in tasks.items()}

    def wrapped(task):
        try:
            return task()
        finally:
            connections.close_all()

    pool = _pool()
    futures = {name: pool.submit(wrapped, task) for name, task in tasks.items()}
    return {name: future.result() for name, future in futures.items()}


_POOL: ThreadPoolExecutor | None = None
_POOL_LOCK = threading.Lock()


def _pool() -> ThreadPoolExecutor:
    """One process-wide pool (created on first use, so after a server forks): starting
    threads per question cost ~10 ms each on a loaded 2-core machine."""
    global _POOL
    with _POOL_LOCK:
        if _POOL is None:
            _POOL = ThreadPoolExecutor(max_workers=TIER_THREADS, thread_name_prefix="tier")
        return _POOL


def tier_predictions(*, passages: Sequence[Passage], claims: Sequence[Claim], visible: frozenset[int],
                     as_of: dt.date | None) -> tuple[dict[int, list[tuple[str, PredictionState]]],
                                                     dict[int, PredictionState]]:
    """The prediction ledger's word on what the tiers retrieved, for the reader and day: one read.

    Args:
        passages: P3 passages; their projections are the forward-looking (or timeline) claims of their
            documents whose evidence starts inside them, from ``visible`` sources.
        claims: P1/P2 claims.
        visible: the source ids the reader may see as of ``as_of``.

    Returns ``(passage id → [(evidence sentence, state)], claim id → state)``
    (:func:`predictions.selectors.prediction_status_of`); claims stating no
    prediction are absent. Two queries, then those of the ledger when a
    prediction is among them.
    """
    docs = {p.document_id for p in passages}
    rows = list(Claim.objects.visible_to(visible).filter(document_id__in=docs)
                .filter(Q(forward_looking=True) | Q(claim_type=ClaimType.TIMELINE))
                .values_list("id", "document_id", "evidence_start", "evidence_text")) if docs else []
    states = prediction_status_of([r[0] for r in rows] + [c.id for c in claims], as_of=as_of, visible=visible)
    by_passage = {p.id: [(text, states[cid]) for cid, doc, start, text in rows
                         if cid in states and doc == p.document_id and p.start <= start < p.end]
                  for p in passages}
    return {k: v for k, v in by_passage.items() if v}, {c.id: states[c.id] for c in claims if c.id in states}
