"""The trust layer's freshness and authority: sources past their SLA, and authority-aware ranking.

Who may see what is applied by the querysets in :mod:`claims.models`
(``visible_to``) before anything here ranks; what replaces and what
contradicts what is :mod:`claims.relations`.
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Sequence

from django.db import transaction
from django.db.models import DateTimeField, ExpressionWrapper, F, FloatField, Func, Q, QuerySet, Value
from django.db.models.functions import Coalesce, Greatest
from django.utils import timezone
from pgvector.django import CosineDistance

from core.timezones import site_date

from .models import Claim, Conflict, FreshnessAudit, Source
from .relations.conflicts import conflicts_among

logger = logging.getLogger(__name__)


# ---------------------------------------------------------------- freshness


def stale_since_expression() -> ExpressionWrapper:
    """SQL for the moment a source goes past its SLA: ``coalesce(last_reviewed_at, created_at) + sla days``."""
    interval = Func(F("freshness_sla_days"), template="make_interval(days => %(expressions)s)")
    return ExpressionWrapper(Coalesce("last_reviewed_at", "created_at") + interval, output_field=DateTimeField())


def stale_sources_q(now: dt.datetime | None = None) -> Q:
    """A Q on Source for sources past their freshness SLA at ``now`` (needs the ``stale_at`` annotation)."""
    return Q(freshness_sla_days__isnull=False, stale_at__lte=now or timezone.now())


def sources_with_stale_at(qs: QuerySet[Source] | None = None) -> QuerySet[Source]:
    """Sources annotated with ``stale_at`` (None when they have no SLA), computed in SQL."""
    return (qs if qs is not None else Source.objects.all()).annotate(stale_at=stale_since_expression())


def sources_stale(*, now: dt.datetime | None = None) -> QuerySet[Source]:
    """Sources past their freshness SLA at ``now`` (default: now), oldest lapse first. One query."""
    return sources_with_stale_at().filter(stale_sources_q(now)).order_by("stale_at", "key")


@transaction.atomic
def freshness_audit(*, now: dt.datetime | None = None) -> FreshnessAudit:
    """Find the sources past their freshness SLA, log each, and record the audit.

    Returns the FreshnessAudit row: ``ran_at``, ``checked`` (sources with an
    SLA), ``stale_keys`` (keys of the stale sources, oldest lapse first).
    """
    now = now or timezone.now()
    stale = list(sources_stale(now=now).values_list("key", "stale_at"))
    checked = Source.objects.filter(freshness_sla_days__isnull=False).count()
    for key, since in stale:
        logger.warning("source %s is past its freshness SLA since %s: needs review", key, site_date(since))
    return FreshnessAudit.objects.create(ran_at=now, checked=checked, stale_keys=[k for k, _ in stale])


# ---------------------------------------------------------------- authority-aware ranking

#: How much one authority tier lowers a relevance score (tier 1 × 1.0 … tier 5 × 0.6).
AUTHORITY_STEP = 0.1


def authority_weight(tier: int) -> float:
    """``1 − AUTHORITY_STEP × (tier − 1)``: 1.0 for tier 1, 0.6 for tier 5."""
    return 1.0 - AUTHORITY_STEP * (tier - 1)


def rank_by_authority(qs: QuerySet[Claim], query_embedding: Sequence[float]) -> QuerySet[Claim]:
    """Order an already permission-filtered claim QuerySet by relevance and authority, in SQL.

    ``score = max(0, 1 − cosine_distance(embedding, query)) × (1 − 0.1 × (authority_tier − 1))``

    Relevance is the cosine similarity clipped at 0 (384-d vectors); authority
    scales it down by 10 % per tier below tier 1, so a tier-5 claim needs a
    similarity 1/0.6 ≈ 1.67× higher than a tier-1 claim's to rank above it.
    Annotates ``distance`` and ``score``; ties break on id. Claims without an
    embedding rank last. The viewer's source filter must already be applied
    (invariant 2: permissions before ranking).
    """
    relevance = Greatest(Value(0.0), Value(1.0) - CosineDistance("embedding", list(query_embedding)),
                         output_field=FloatField())
    weight = ExpressionWrapper(Value(1.0) - Value(AUTHORITY_STEP) * (F("source__authority_tier") - Value(1)),
                               output_field=FloatField())
    return (
        qs.annotate(distance=CosineDistance("embedding", list(query_embedding)))
        .annotate(score=ExpressionWrapper(relevance * weight, output_field=FloatField()))
        .order_by(F("score").desc(nulls_last=True), "id")
    )


def claims_ranked(*, entity, lane: str, viewer, query: str | None = None,
                  query_embedding: Sequence[float] | None = None, as_of: dt.date | None = None,
                  k: int = 10, visible: frozenset[int] | None = None) -> list[Claim]:
    """Recall one lane of one entity for a query, ranked by :func:`rank_by_authority`, top ``k``.

    Permissions and ``as_of`` are applied in SQL first (``claims_recall``).
    One hard rule on top of the score: when two returned claims are in a
    conflict decided by authority tier, the higher-tier claim is placed above
    the lower-tier one, whatever their similarity. Returns a list of Claims
    with ``score`` and ``distance`` set.
    """
    from .selectors import claims_recall

    if query_embedding is None:
        if query is None:
            raise ValueError("claims_ranked needs a query or a query_embedding")
        from core.embeddings import embed_texts

        query_embedding = embed_texts([query])[0]
    qs = claims_recall(entity=entity, lane=lane, viewer=viewer, as_of=as_of, visible=visible)
    ranked = list(rank_by_authority(qs, query_embedding)[:k])
    for view in conflicts_among(ranked):
        if view.rule != Conflict.Rule.AUTHORITY or view.winner is None:
            continue
        winner, loser = view.winner, view.loser
        wi = next(i for i, c in enumerate(ranked) if c.pk == winner.pk)
        li = next(i for i, c in enumerate(ranked) if c.pk == loser.pk)
        if li < wi:
            ranked.insert(li, ranked.pop(wi))
    return ranked
