"""Reads of the prediction ledger, for one viewer as of one day.

Every read starts from the sources the viewer may see as of the day
(``claims.selectors.sources_visible_to``), in SQL, before anything else: a
prediction whose claim they may not see does not exist for them, and a
verdict is computed from the evidence they may see, known by the day
(:func:`predictions.resolution.resolve`). So as of a day before a
prediction's interval ends it is ``open`` on every page, and a restricted
claim never decides a verdict a public reader sees.

Moderators' decisions (``PredictionVerdict`` rows with action ``confirm`` or
``override``), and verdicts a model proposed that the validator accepted
(:mod:`predictions.llm`, only with an LLM backend), count from the moment
they were recorded, while every claim they cite is visible to the reader and
no evidence was stored after them (new evidence reopens a verdict).

For the article's outlook and ``/ask``: :func:`prediction_status_of` says,
for any claim ids, which are predictions and whether each may still be
presented as live.
"""

from __future__ import annotations

import datetime as dt
import math
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal

from django.db.models import Q
from django.db.models.expressions import RawSQL

from claims.models import Claim, ClaimStatus, Entity, Lane, Source, day_end
from claims.selectors import sources_visible_to
from core.viewer import Viewer, memoized

from .models import DECIDED, LIVE, Prediction, PredictionVerdict, Status
from .llm import LLM_RESOLVER
from .resolution import OUTCOME_PREDICATES, Verdict, resolve
from .wording import outcome_text

__all__ = [
    "CALIBRATION_BINS", "MIN_RESOLVED", "Ledger", "PredictionState", "PredictionView", "TrackRecord", "TrackRecords",
    "all_sources", "ledger_for", "prediction_changes", "prediction_for", "prediction_for_claim", "prediction_history", "prediction_status_of",
    "predictions_for", "subject_families", "track_records", "verdicts_for",
]

#: Resolved predictions below which a track record carries a small-sample warning. With fewer than 10, the
#: 95% Wilson interval around a share of one half is wider than ±0.26 (Wilson 1927), too wide to rank by.
MIN_RESOLVED = 10
#: Upper edges of the calibration table's probability bins (0–0.5, 0.5–0.6, … 0.9–1.0).
CALIBRATION_BINS = (0.5, 0.6, 0.7, 0.8, 0.9, 1.0)
_CLAIM_FIELDS = ("id", "subject_id", "source_id", "document_id", "predicate", "object_text", "object_value",
                 "object_unit", "qualifier", "evidence_text", "statement", "known_at", "valid_from", "valid_until",
                 "lane", "status", "retracted_at", "confidence", "forward_looking", "created_at")


def all_sources() -> frozenset[int]:
    """Every source id: the moderator's view, from which stored verdicts are resolved."""
    return frozenset(Source.objects.values_list("id", flat=True))


def subject_families(entity_ids: Iterable[int]) -> dict[int, frozenset[int]]:
    """Each entity with the entities whose claims can decide its predictions: itself, its robots, its maker.

    Makers come from the registry as the extractor reads it
    (``claims.extraction.mentions.Registry.makers``). Returns ``{entity id: ids}``.
    """
    from claims.extraction.mentions import registry_for
    from claims.services import registry_refs

    ids = set(entity_ids)
    if not ids:
        return {}
    makers = memoized("prediction_makers", lambda: registry_for(registry_refs()).makers)
    slugs = dict(Entity.objects.filter(Q(id__in=ids) | Q(slug__in=set(makers) | set(makers.values())))
                 .values_list("slug", "id"))
    by_id = {v: k for k, v in slugs.items()}
    out = {}
    for entity_id in ids:
        slug = by_id.get(entity_id)
        family = {entity_id}
        if slug is not None:
            family |= {slugs[r] for r, m in makers.items() if m == slug and r in slugs}
            if slug in makers and makers[slug] in slugs:
                family.add(slugs[makers[slug]])
        out[entity_id] = frozenset(family)
    return out


def _claims_known(visible: frozenset[int], as_of: dt.date | None):
    """Claims of visible sources known by the end of ``as_of``, not rejected (retracted ones stay: withdrawn)."""
    qs = Claim.objects.visible_to(visible).exclude(status=ClaimStatus.REJECTED)
    cutoff = day_end(as_of)
    return qs.filter(known_at__lt=cutoff) if cutoff is not None else qs


def _predictions(qs, *, visible: frozenset[int], as_of: dt.date | None, documents: bool = True):
    """Predictions of ``qs`` whose claim ``visible`` sources made, known by ``as_of``; with ``documents``
    the claims' documents are joined (pages link them), without it only the sources (the rules need the
    document id alone)."""
    known = _claims_known(visible, as_of).values("id")
    if not documents:
        return qs.filter(claim_id__in=known).select_related("claim__source", "subject").defer("claim__embedding")
    return (qs.filter(claim_id__in=known)
            .select_related("claim__source", "claim__document", "subject")
            .defer("claim__embedding", "claim__document__text"))


@dataclass
class PredictionView:
    """One prediction as a reader sees it: the prediction, its ``verdict`` (computed for them), the
    ``status`` in force (a moderator's decision may stand over the rules'), the ``cited`` claims and the
    ``decision`` that stands, if any."""

    prediction: Prediction
    verdict: Verdict
    status: str
    cited: list[Claim] = field(default_factory=list)
    decision: PredictionVerdict | None = None
    evidence: list[Claim] = field(default_factory=list)

    @property
    def claim(self) -> Claim:
        return self.prediction.claim

    @property
    def status_label(self) -> str:
        return Status(self.status).label

    @property
    def live(self) -> bool:
        """Whether the projection may be presented as live (open, or undated): never past due or decided."""
        return self.status in LIVE

    @property
    def explanation(self) -> str:
        if self.decision is not None and self.decision.action != PredictionVerdict.Action.CONFIRM:
            return self.decision.reason or self.decision.explanation
        return self.verdict.explanation

    @property
    def confirmed(self) -> bool:
        return self.decision is not None and self.decision.action == PredictionVerdict.Action.CONFIRM

    @property
    def outcome(self) -> str:
        """What became of it in a reader's words (:func:`predictions.wording.outcome_text`)."""
        return outcome_text(self.status, self.explanation, negated=self.prediction.negated)


def verdicts_for(predictions: Sequence[Prediction], *, visible: frozenset[int],
                 as_of: dt.date | None = None) -> list[PredictionView]:
    """Resolve ``predictions`` for a reader who sees ``visible`` (source ids), as of ``as_of`` (None: today).

    The predictions must already be filtered to what the reader may see
    (:func:`predictions_for` does). Queries: outcomes, projections and
    moderator decisions of the predictions' subject families, and the cited
    claims — four, whatever the number of predictions. Returns one
    PredictionView per prediction, in the given order.
    """
    if not predictions:
        return []
    today = as_of or dt.datetime.now(dt.timezone.utc).date()
    families = subject_families({p.subject_id for p in predictions})
    members = set().union(*families.values())
    scope = Q(subject_id__in=members, lane=Lane.CANONICAL, forward_looking=False, predicate__in=OUTCOME_PREDICATES)
    # Events stay true once they happened, so a deployment later superseded by its pause still counts;
    # counts are read as current (a revised figure replaces the old one).
    current = set(Claim.objects.current(visible=list(visible), as_of=as_of).filter(scope).values_list("id", flat=True))
    cutoff = day_end(as_of)
    outcomes = _claims_known(visible, as_of).filter(scope).only(*_CLAIM_FIELDS)
    by_subject: dict[int, list[Claim]] = defaultdict(list)
    for c in outcomes:
        if c.status == ClaimStatus.RETRACTED and (cutoff is None or c.retracted_at is None or c.retracted_at < cutoff):
            continue
        c.is_current = c.pk in current
        by_subject[c.subject_id].append(c)
    projections = list(_predictions(Prediction.objects.filter(subject_id__in=members).exclude(target_from=None),
                                    visible=visible, as_of=as_of, documents=False))
    proj_by_subject: dict[int, list[Prediction]] = defaultdict(list)
    for q in projections:
        proj_by_subject[q.subject_id].append(q)
    # Moderators' decisions, and verdicts a model proposed that the validator accepted (predictions.llm).
    decisions = PredictionVerdict.objects.filter(prediction__in=[p.pk for p in predictions]).filter(
        ~Q(action=PredictionVerdict.Action.RESOLVE) | Q(resolver=LLM_RESOLVER))
    if cutoff is not None:
        decisions = decisions.filter(recorded_at__lt=cutoff)
    latest: dict[int, PredictionVerdict] = {}
    for d in decisions.order_by("recorded_at", "id"):
        latest[d.prediction_id] = d
    views = []
    for p in predictions:
        family = families[p.subject_id]
        verdict = resolve(p, outcomes=[c for s in family for c in by_subject[s]],
                          projections=[q for s in family for q in proj_by_subject[s]], as_of=today)
        views.append(PredictionView(p, verdict, verdict.status))
    wanted = {i for v in views for i in v.verdict.cited} | {i for d in latest.values() for i in d.cited_claim_ids}
    cited = {c.pk: c for c in _claims_known(visible, as_of).filter(pk__in=wanted)
             .select_related("source").defer("embedding")} if wanted else {}
    # Evidence stored after a decision reopens it: a later claim, not a later reading.
    stored_at = {c.pk: c.created_at for claims in by_subject.values() for c in claims}
    for view in views:
        d = latest.get(view.prediction.pk)
        if d is not None and all(i in cited for i in d.cited_claim_ids) and not any(
                stored_at.get(i) and stored_at[i] > d.recorded_at for i in view.verdict.considered):
            if d.action == PredictionVerdict.Action.OVERRIDE or d.resolver == LLM_RESOLVER:
                view.status, view.decision = d.status, d
            elif d.status == view.verdict.status:
                view.decision = d
        ids = view.decision.cited_claim_ids if view.decision and view.decision.action != "confirm" \
            else view.verdict.cited
        view.cited = [cited[i] for i in ids if i in cited]
        view.evidence = [c for s in families[view.prediction.subject_id] for c in by_subject[s]
                         if c.pk in set(view.verdict.considered)]
    return views


def predictions_for(*, entity: Entity | int, viewer: Viewer, as_of: dt.date | None = None,
                    status: str | None = None, visible: frozenset[int] | None = None) -> list[PredictionView]:
    """The predictions about one entity that ``viewer`` may see as of ``as_of``, with their verdicts.

    ``status``: keep only those in force with this status (a :class:`~predictions.models.Status` value;
    ValueError for another). Ordered by target date (undated last), then known-at.
    """
    if status is not None and status not in Status.values:
        raise ValueError(f"unknown prediction status {status!r}")
    visible = sources_visible_to(viewer, as_of=as_of) if visible is None else visible
    rows = list(_predictions(Prediction.objects.filter(subject_id=getattr(entity, "pk", entity)),
                             visible=visible, as_of=as_of))
    rows.sort(key=lambda p: (p.target_until is None, p.target_until or dt.date.max, p.claim.known_at, p.pk))
    views = verdicts_for(rows, visible=visible, as_of=as_of)
    return [v for v in views if status is None or v.status == status]


def prediction_for(*, pk: int, viewer: Viewer, as_of: dt.date | None = None,
                   visible: frozenset[int] | None = None) -> PredictionView | None:
    """One prediction with its verdict for ``viewer`` as of ``as_of``, or None when there is none they may see
    (its claim's source is hidden from them, or the claim was not known by then). Five queries."""
    visible = sources_visible_to(viewer, as_of=as_of) if visible is None else visible
    rows = list(_predictions(Prediction.objects.filter(pk=pk), visible=visible, as_of=as_of))
    return verdicts_for(rows, visible=visible, as_of=as_of)[0] if rows else None


def prediction_for_claim(*, claim: Claim | int, visible: frozenset[int],
                         as_of: dt.date | None = None) -> PredictionView | None:
    """The prediction a claim states (it is the prediction's claim, or one of its ``claim_ids``), with its
    verdict for a reader who sees ``visible`` as of ``as_of``; None when it states none they may see. One
    query when it states none, five when it does."""
    pk = getattr(claim, "pk", claim)
    rows = list(_predictions(Prediction.objects.filter(claim_ids__contains=[pk]), visible=visible, as_of=as_of))
    return verdicts_for(rows[:1], visible=visible, as_of=as_of)[0] if rows else None


def prediction_history(prediction: Prediction | int, *, visible: frozenset[int],
                       as_of: dt.date | None = None) -> list[PredictionVerdict]:
    """The recorded verdicts of one prediction a reader who sees ``visible`` may see, oldest first.

    A row shows when every claim it cites comes from a visible source (tested
    in SQL) and it was recorded by the end of ``as_of`` (None: all). The
    prediction itself must already be one the reader may see
    (:func:`prediction_for`). One query.
    """
    hidden = RawSQL(
        "EXISTS (SELECT 1 FROM claims_claim c WHERE c.id = ANY(predictions_predictionverdict.cited_claim_ids)"
        " AND NOT (c.source_id = ANY(%s)))", (list(visible),))
    qs = (PredictionVerdict.objects.filter(prediction=prediction).annotate(hidden=hidden).filter(hidden=False))
    cutoff = day_end(as_of)
    if cutoff is not None:
        qs = qs.filter(recorded_at__lt=cutoff)
    return list(qs.order_by("recorded_at", "id"))


@dataclass(frozen=True)
class PredictionState:
    """What :func:`prediction_status_of` says of one claim: the prediction it states and what became of it.

    ``live``: it may be presented as a live projection (``open`` or ``undated``);
    otherwise say what was predicted, by whom (``source_name``, ``speaker``) and
    what happened (:attr:`outcome` in a reader's words; ``status_label``,
    ``explanation``), citing ``cited_claim_ids`` (claims the reader may see;
    links are ``/claims/<id>/``). ``negated``: the prediction is a doubt.
    """

    claim_id: int
    prediction_id: int
    status: str
    status_label: str
    live: bool
    explanation: str
    cited_claim_ids: tuple[int, ...]
    source_name: str
    speaker: str
    target_until: dt.date | None
    negated: bool = False

    @property
    def outcome(self) -> str:
        """What became of it, one clause without a full stop (:func:`predictions.wording.outcome_text`)."""
        return outcome_text(self.status, self.explanation, negated=self.negated)


def prediction_status_of(claim_ids: Iterable[int], *, as_of: dt.date | None = None,
                         viewer: Viewer | None = None,
                         visible: frozenset[int] | None = None) -> dict[int, PredictionState]:
    """For claims an article or an answer is about to state, which are projections, and may they read as live?

    Args:
        claim_ids: any claim ids (those that are not predictions are left out of the result).
        as_of: the day the page shows (None: today); a projection is ``open`` until its interval ends.
        viewer: whose permissions apply; or ``visible``, the source ids they may see as of ``as_of``,
            when already computed (one of the two is required: TypeError otherwise).

    Returns ``{claim id: PredictionState}``. Present a claim as a live
    projection only when its state's ``live`` is True; a past-due,
    unresolved, revised, withdrawn, fulfilled or falsified one is history:
    say what was predicted, by whom, and what happened, citing its
    ``cited_claim_ids``. Queries: one for the predictions, then those of
    :func:`verdicts_for`.
    """
    if viewer is None and visible is None:
        raise TypeError("prediction_status_of needs a viewer or the sources they may see")
    ids = sorted({int(i) for i in claim_ids})
    if not ids:
        return {}
    visible = sources_visible_to(viewer, as_of=as_of) if visible is None else visible
    rows = list(_predictions(Prediction.objects.filter(claim_ids__overlap=ids), visible=visible, as_of=as_of,
                             documents=False))
    out = {}
    wanted = set(ids)
    for view in verdicts_for(rows, visible=visible, as_of=as_of):
        p = view.prediction
        state = PredictionState(
            claim_id=p.claim_id, prediction_id=p.pk, status=view.status, status_label=view.status_label,
            live=view.live, explanation=view.explanation, cited_claim_ids=tuple(c.pk for c in view.cited),
            source_name=p.claim.source.name, speaker=p.speaker, target_until=p.target_until, negated=p.negated)
        for claim_id in p.claim_ids:
            if claim_id in wanted:
                out[claim_id] = PredictionState(**{**state.__dict__, "claim_id": claim_id})
    return out


# ----------------------------------------------------------------------------- track records


@dataclass
class CalibrationRow:
    """One bin of the calibration table: forecasts with a probability in (``low``, ``high``]."""

    low: float
    high: float
    count: int
    mean_forecast: float
    observed: float


@dataclass
class TrackRecord:
    """One forecaster's record (a source, a named speaker or a lane).

    ``counts``: predictions by status in force; ``resolved``: fulfilled,
    partly fulfilled and falsified ones; ``share_fulfilled`` (None when none
    is resolved) with its 95% Wilson interval ``share_low``–``share_high``;
    ``brier``: the mean of (p − o)² over fulfilled (o = 1) and falsified
    (o = 0) predictions with a probability (Brier 1950; lower is better, 0.25
    is what always saying one half scores), None when there are none;
    ``calibration``: per probability bin, how often such forecasts came true;
    ``small_sample``: fewer than :data:`MIN_RESOLVED` resolved.
    """

    kind: str
    key: str
    label: str
    counts: dict[str, int] = field(default_factory=dict)
    resolved: int = 0
    fulfilled: int = 0
    share_fulfilled: float | None = None
    share_low: float | None = None
    share_high: float | None = None
    brier: float | None = None
    brier_n: int = 0
    calibration: list[CalibrationRow] = field(default_factory=list)
    small_sample: bool = True

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    @property
    def rows(self) -> list[tuple[str, str, int]]:
        """(status value, label, count) in the order of :class:`Status`, nonzero ones only."""
        return [(s.value, s.label, self.counts[s.value]) for s in Status if self.counts.get(s.value)]


@dataclass
class TrackRecords:
    """Track records by source, by named speaker and by lane, as of ``as_of``, from ``views``."""

    as_of: dt.date | None
    by_source: list[TrackRecord]
    by_speaker: list[TrackRecord]
    by_lane: list[TrackRecord]
    min_resolved: int = MIN_RESOLVED

    @property
    def groups(self) -> list[tuple[str, list[TrackRecord]]]:
        """(group name, records) for the non-empty groups: lanes, sources, named speakers."""
        return [(name, rows) for name, rows in (("Lane", self.by_lane), ("Source", self.by_source),
                                                ("Speaker", self.by_speaker)) if rows]


def _wilson(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a binomial share (Wilson 1927), as (low, high)."""
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def _record(kind: str, key: str, label: str, views: list[PredictionView]) -> TrackRecord:
    record = TrackRecord(kind, key, label)
    for v in views:
        record.counts[v.status] = record.counts.get(v.status, 0) + 1
    decided = [v for v in views if v.status in DECIDED]
    record.resolved = len(decided)
    record.fulfilled = sum(v.status == Status.FULFILLED for v in decided)
    record.small_sample = record.resolved < MIN_RESOLVED
    if decided:
        record.share_fulfilled = record.fulfilled / record.resolved
        record.share_low, record.share_high = _wilson(record.fulfilled, record.resolved)
    scored = [(v.prediction.probability, 1.0 if v.status == Status.FULFILLED else 0.0) for v in decided
              if v.status != Status.PARTLY_FULFILLED and v.prediction.probability is not None]
    if scored:
        record.brier_n = len(scored)
        record.brier = sum((p - o) ** 2 for p, o in scored) / len(scored)
        low = 0.0
        for high in CALIBRATION_BINS:
            in_bin = [(p, o) for p, o in scored if low < p <= high or (low == 0.0 and p == 0.0)]
            if in_bin:
                record.calibration.append(CalibrationRow(low, high, len(in_bin),
                                                         sum(p for p, _ in in_bin) / len(in_bin),
                                                         sum(o for _, o in in_bin) / len(in_bin)))
            low = high
    return record


def track_records(*, viewer: Viewer, as_of: dt.date | None = None, source: Source | None = None,
                  entity: Entity | None = None, views: list[PredictionView] | None = None) -> TrackRecords:
    """Track records of the predictions ``viewer`` may see as of ``as_of``: by source, speaker and lane.

    Scope: ``views`` when given (already resolved, e.g. a talk page's), else
    the predictions of ``source``, or about ``entity``, or all of them. Only
    verdicts that could be known by ``as_of`` count: each is resolved from
    evidence known by then. Undated, revised and withdrawn predictions are
    counted by status but never resolved, so never scored.
    """
    if views is None:
        visible = sources_visible_to(viewer, as_of=as_of)
        qs = Prediction.objects.all()
        if source is not None:
            qs = qs.filter(claim__source=source)
        if entity is not None:
            qs = qs.filter(subject=entity)
        views = verdicts_for(list(_predictions(qs, visible=visible, as_of=as_of)), visible=visible, as_of=as_of)
    by_source: dict[str, list[PredictionView]] = defaultdict(list)
    by_speaker: dict[str, list[PredictionView]] = defaultdict(list)
    by_lane: dict[str, list[PredictionView]] = defaultdict(list)
    names: dict[str, str] = {}
    for v in views:
        by_source[v.claim.source.key].append(v)
        names[v.claim.source.key] = v.claim.source.name
        if v.prediction.speaker:
            by_speaker[v.prediction.speaker].append(v)
        by_lane[v.claim.lane].append(v)
    order = lambda r: (-r.resolved, -r.total, r.label)  # noqa: E731
    return TrackRecords(
        as_of=as_of,
        by_source=sorted((_record("source", k, names[k], vs) for k, vs in by_source.items()), key=order),
        by_speaker=sorted((_record("speaker", k, k, vs) for k, vs in by_speaker.items()), key=order),
        by_lane=[_record("lane", lane, Lane(lane).label, by_lane[lane]) for lane in Lane.values if lane in by_lane],
    )


# ----------------------------------------------------------------------------- recent changes

#: Verdict changes that are news: something happened to the prediction.
CHANGE_STATUSES = (Status.PAST_DUE, Status.FULFILLED, Status.PARTLY_FULFILLED, Status.FALSIFIED,
                   Status.UNRESOLVED, Status.REVISED, Status.WITHDRAWN)


def prediction_changes(*, visible: frozenset[int], limit: int, older: Q | None = None) -> list[PredictionVerdict]:
    """Recorded verdicts that are news (resolutions, moderator decisions), newest first, for recent changes.

    A verdict shows only when its prediction's claim and every claim it cites
    come from ``visible`` sources, tested in SQL before the cut. ``older``: a
    filter on the rows' own fields (``recorded_at``, ``id``) that keeps those
    after a page's end. Rows have ``prediction__claim`` (with subject, source
    and document) joined.
    """
    hidden = RawSQL(
        "EXISTS (SELECT 1 FROM claims_claim c WHERE c.id = ANY(predictions_predictionverdict.cited_claim_ids)"
        " AND NOT (c.source_id = ANY(%s)))", (list(visible),))
    qs = (PredictionVerdict.objects.filter(prediction__claim__source_id__any=list(visible))
          .filter(Q(status__in=CHANGE_STATUSES) | ~Q(action=PredictionVerdict.Action.RESOLVE))
          .annotate(hidden=hidden).filter(hidden=False)
          .select_related("prediction__claim__subject", "prediction__claim__source", "prediction__claim__document")
          .defer("prediction__claim__embedding", "prediction__claim__document__text"))
    if older is not None:
        qs = qs.filter(older)
    return list(qs.order_by("-recorded_at", "-id")[:limit])


# ----------------------------------------------------------------------------- pages


@dataclass
class Ledger:
    """An entity's predictions for its talk page: ``shown`` (filtered by ``status`` when set), ``counts`` by
    status in force over all of them, and the ``records`` (by lane, source and speaker) they give."""

    shown: list[PredictionView]
    counts: list[tuple[str, str, int]]
    status: str
    total: int
    records: TrackRecords


def ledger_for(*, entity: Entity, viewer: Viewer, as_of: dt.date | None = None, status: str = "",
               visible: frozenset[int] | None = None) -> Ledger:
    """The talk page's prediction ledger for ``entity`` (see :class:`Ledger`). An unknown ``status`` shows all."""
    views = predictions_for(entity=entity, viewer=viewer, as_of=as_of, visible=visible)
    status = status if status in Status.values else ""
    counts: dict[str, int] = defaultdict(int)
    for v in views:
        counts[v.status] += 1
    return Ledger(
        shown=[v for v in views if not status or v.status == status],
        counts=[(s.value, s.label, counts[s.value]) for s in Status if counts.get(s.value)],
        status=status, total=len(views),
        records=track_records(viewer=viewer, as_of=as_of, views=views),
    )
