"""Reads of the knowledge base. Every selector filters by what the viewer may see, in SQL,
before any ranking (DESIGN.md invariants 1–3)."""

from __future__ import annotations

import datetime as dt
import hashlib
import threading
from collections.abc import Iterable
from dataclasses import fields

from django.db.models import Case, Count, FloatField, IntegerField, Q, QuerySet, Value, When
from django.db.models.functions import TruncDate
from pgvector.django import CosineDistance

from core.timezones import day_end, site_zone
from core.vectors import iterative_vector_scan
from core.viewer import PUBLIC_AUDIENCE, Viewer, memoized

from .models import (
    LIVE_STATUSES,
    Claim,
    ClaimStatus,
    Entity,
    Lane,
    Lifecycle,
    Source,
    SourceLifecycleEvent,
    Supersession,
)

__all__ = [
    "claim_for_viewer", "claim_supersessions", "claims_recall", "day_end", "entities_with_lane_counts",
    "entity_visible", "evidence_dates", "scope_key", "source_claims_by_lane", "source_documents",
    "source_for_viewer", "source_visible", "sources_all", "sources_visible_to", "supersessions_for",
]


def _lifecycle_on(events: list[SourceLifecycleEvent], current: str, when: dt.datetime | None) -> str:
    if when is None:
        return current
    before = [e for e in events if e.changed_at < when]
    if before:
        return before[-1].lifecycle
    # Nothing recorded before that date: the source did not exist for us yet,
    # unless its first recorded state is all we know.
    return events[0].lifecycle if events else current


def source_visible(source: Source, viewer: Viewer, *, group_names: set[str], when: dt.datetime | None,
                   events: list[SourceLifecycleEvent]) -> bool:
    """Whether ``viewer`` may read ``source`` now (``when`` None), or as of a past date.

    ``when`` is the end of the ``as_of`` day (:func:`day_end`), computed once
    by the caller for all sources.

    Rules (issue 3): ACL groups empty = public, else the viewer needs one of
    them (staff see all); an audience other than ``public`` needs a matching
    viewer audience; drafts only for the owner's group and staff; current
    views use active sources only; ``as_of`` views use the sources that were
    active on that date (from the lifecycle log).
    """
    lifecycle = _lifecycle_on(events, source.lifecycle, when)
    if lifecycle == Lifecycle.DRAFT:
        if not (viewer.is_staff or source.owner in viewer.groups):
            return False
    elif lifecycle != Lifecycle.ACTIVE:
        return False
    if viewer.is_staff:
        return True
    if group_names and not (group_names & viewer.groups):
        return False
    audience = set(source.audience or [])
    if audience and PUBLIC_AUDIENCE not in audience and not (audience & viewer.audiences):
        return False
    return True


def sources_visible_to(viewer: Viewer, *, as_of: dt.date | None = None) -> frozenset[int]:
    """The ids of the sources ``viewer`` may see (now, or as of a past date).

    One query (the sources' version) per read-only request
    (``core.viewer.request_memo``) while nothing about sources changed, three
    more when something did; the result is the permission filter every other
    selector applies in SQL.
    """
    # A plain copy: ``request.viewer`` is a lazy object, whose every attribute read
    # goes through a proxy — three reads for each of ~200 sources, twice a slider step.
    viewer = Viewer(**{f.name: getattr(viewer, f.name) for f in fields(Viewer)})
    when = day_end(as_of)
    return frozenset(source.id for source, groups, events in _sources_of_request()
                     if source_visible(source, viewer, group_names=groups, when=when, events=events))


def sources_all() -> list[Source]:
    """Every source, by id: the rows :func:`sources_visible_to` decides on.

    Read once per version of the sources (:func:`_sources_version`, one
    query) and kept in the process; inside a read-only request
    (``core.viewer.request_memo``) no query once read. Treat them as read-only.
    """
    return [source for source, _, _ in _sources_of_request()]


_SOURCES: dict[str, object] = {"version": None, "rows": []}
_SOURCES_LOCK = threading.Lock()


def _sources_version() -> tuple:
    """Everything source visibility depends on, summarised in one query (~1 ms).

    Sources (count, last edit: every save sets ``updated_at``), lifecycle
    events (append-only: count, last id), ACL links (count, last and sum of
    ids: an added link always has a new, higher id) and group names.
    """
    from django.contrib.auth.models import Group
    from django.db import connections, router

    acl = Source.acl_groups.through._meta.db_table
    # From the database the rows are read from (a replica may be behind the primary), so a
    # version is never paired with rows older than it.
    with connections[router.db_for_read(Source)].cursor() as cursor:
        cursor.execute(
            f"SELECT (SELECT concat(count(*), '/', max(updated_at)) FROM {Source._meta.db_table}), "
            f"(SELECT concat(count(*), '/', max(id)) FROM {SourceLifecycleEvent._meta.db_table}), "
            f"(SELECT concat(count(*), '/', max(id), '/', sum(id)) FROM {acl}), "
            f"(SELECT md5(string_agg(id || ':' || name, ',' ORDER BY id)) FROM {Group._meta.db_table})"
        )
        return tuple(cursor.fetchone())


def _sources_of_request() -> list[tuple[Source, set[str], list]]:
    """:func:`_sources_cached`, read once per request (``core.viewer.request_memo``)."""
    return memoized("sources_with_acl_and_lifecycle", _sources_cached)


def _sources_cached() -> list[tuple[Source, set[str], list]]:
    """:func:`_sources_with_acl_and_lifecycle`, kept in the process until :func:`_sources_version` changes."""
    version = _sources_version()
    with _SOURCES_LOCK:
        if _SOURCES["version"] != version:
            _SOURCES["rows"], _SOURCES["version"] = _sources_with_acl_and_lifecycle(), version
        return _SOURCES["rows"]


def _sources_with_acl_and_lifecycle() -> list[tuple[Source, set[str], list]]:
    """Every source with its ACL group names and lifecycle events in time order. Three queries.

    Grouped here rather than with ``prefetch_related``, whose per-instance
    bookkeeping cost ~100 ms a page with 200 sources (benchmarks at 1M claims).
    """
    groups: dict[int, set[str]] = {}
    for source_id, name in Source.acl_groups.through.objects.values_list("source_id", "group__name"):
        groups.setdefault(source_id, set()).add(name)
    events: dict[int, list] = {}
    for event in SourceLifecycleEvent.objects.order_by("changed_at", "id"):
        events.setdefault(event.source_id, []).append(event)
    return [(source, groups.get(source.id, set()), events.get(source.id, []))
            for source in Source.objects.order_by("id")]


def scope_key(source_ids: Iterable[int]) -> str:
    """A short stable key for a set of visible sources (cache and revision keys)."""
    return hashlib.sha256(",".join(map(str, sorted(source_ids))).encode()).hexdigest()[:32]


#: Up to this many claims passing a recall's filters are ranked by exact distance; more go through the lane's
#: HNSW index with an iterative scan. One entity's claims in one lane are a few thousand at most, found
#: through the (subject, lane, known_at) index: ranking them exactly reads their vectors by primary key,
#: where an index scan filtered down to one entity may walk most of the lane's graph to find ``k``.
RECALL_EXACT_MAX = 5000


def claims_recall(
    *,
    entity: Entity | int,
    lane: str,
    viewer: Viewer,
    as_of: dt.date | None = None,
    query: str | None = None,
    query_embedding: list[float] | None = None,
    k: int | None = None,
    claim_types: Iterable[str] | None = None,
    visible: frozenset[int] | None = None,
) -> QuerySet[Claim]:
    """Live claims of one entity in exactly one lane, as the viewer may see them.

    Args:
        entity: the subject Entity (or its pk).
        lane: one of ``canonical``, ``bull``, ``bear`` — never several (invariant 1).
        viewer: whose permissions apply (invariant 2).
        as_of: a day (site's TIME_ZONE); claims known after it are absent and supersession is
            judged as of that day (invariant 3). None = now.
        query / query_embedding: rank by cosine distance to this text (embedded
            with the configured backend; 384 floats) instead of by known-at.
        k: keep the first ``k`` (at least 1).
        claim_types: restrict to these claim types.
        visible: precomputed ``sources_visible_to(viewer, as_of=as_of)``.

    Returns a QuerySet of Claim with source and document joined and the
    embedding deferred; with a query each row has ``distance`` (cosine, 0–2;
    None for a claim stored without an embedding). With a query and ``k``
    it holds exactly ``min(k, matching claims)`` rows, nearest first, then
    claims without an embedding, newest first: the filters apply before
    ranking, so adding one never adds a row. Up to :data:`RECALL_EXACT_MAX`
    matching claims are ranked exactly; more through the lane's HNSW index
    with pgvector's iterative scan (``core.vectors.iterative_vector_scan``),
    and exactly after all if that scan stopped short of ``k``.
    Raises ValueError for an unknown lane or a ``k`` below 1.
    """
    if lane not in Lane.values:
        raise ValueError(f"unknown lane {lane!r}")
    if k is not None and k < 1:
        raise ValueError(f"k must be at least 1, not {k}")
    if visible is None:
        visible = sources_visible_to(viewer, as_of=as_of)
    entity_id = entity.pk if isinstance(entity, Entity) else entity
    qs = (
        Claim.objects.about(entity_id).filter(lane=lane).current(visible=visible, as_of=as_of)
        .select_related("source", "document", "source__source_class")
        .defer("embedding", "document__text")
    )
    if claim_types is not None:
        qs = qs.filter(claim_type__in=list(claim_types))
    if query is not None and query_embedding is None:
        from core.embeddings import embed_texts

        query_embedding = embed_texts([query])[0]
    if query_embedding is not None and k is not None:
        return _nearest(qs, query_embedding, k)
    if query_embedding is not None:
        qs = qs.annotate(distance=CosineDistance("embedding", query_embedding)).order_by("distance", "id")
    else:
        qs = qs.order_by("known_at", "id")
    if k is not None:
        qs = qs[:k]
    return qs


def _nearest(qs: QuerySet[Claim], vector, k: int) -> QuerySet[Claim]:
    """The ``k`` claims of ``qs`` nearest to ``vector``, then unembedded ones (see :func:`claims_recall`)."""
    def exact(ids=None) -> list[tuple[int, float]]:
        # Sorted here, not by ORDER BY: a sort in SQL could be planned as an HNSW index scan again.
        rows = qs.filter(id__in=ids) if ids is not None else qs
        scored = rows.filter(embedding__isnull=False).order_by().annotate(
            distance=CosineDistance("embedding", vector)).values_list("id", "distance")
        return sorted(scored, key=lambda row: (row[1], row[0]))[:k]

    ids = list(qs.order_by().values_list("id", flat=True)[:RECALL_EXACT_MAX + 1])
    if len(ids) <= RECALL_EXACT_MAX:
        ranked = exact(ids)
    else:
        with iterative_vector_scan():
            ranked = list(qs.filter(embedding__isnull=False)
                          .annotate(distance=CosineDistance("embedding", vector))
                          .order_by("distance", "id").values_list("id", "distance")[:k])
        if len(ranked) < k:  # the scan gave up (hnsw.max_scan_tuples) before k rows passed the filters
            ranked = exact()
        ranked.sort(key=lambda row: (row[1], row[0]))  # relaxed_order may return rows slightly out of order
    chosen = [pk for pk, _ in ranked]
    if len(chosen) < k:
        chosen += list(qs.filter(embedding__isnull=True).order_by("-known_at", "-id")
                       .values_list("id", flat=True)[:k - len(chosen)])
    if not chosen:
        return qs.none()
    distances = dict(ranked)
    return (qs.filter(id__in=chosen)
            .annotate(distance=Case(*(When(id=pk, then=Value(d)) for pk, d in distances.items()),
                                    default=None, output_field=FloatField()),
                      recall_rank=Case(*(When(id=pk, then=Value(i)) for i, pk in enumerate(chosen)),
                                       output_field=IntegerField()))
            .order_by("recall_rank"))


def evidence_dates(*, entity: Entity, viewer: Viewer, visible: frozenset[int] | None = None) -> list[dt.date]:
    """Days (in the site's zone) on which the entity's visible evidence changed (claims known, superseded,
    retracted), ascending: the slider's ticks. ``visible``: the sources to count
    (default: those ``viewer`` may see now)."""
    visible = sources_visible_to(viewer) if visible is None else visible
    zone = site_zone()
    claims = Claim.objects.about(entity).visible_to(visible)
    known = (
        claims.exclude(status=ClaimStatus.REJECTED)
        .annotate(day=TruncDate("known_at", tzinfo=zone)).values_list("day", flat=True).distinct()
    )
    retracted = (
        claims.filter(status=ClaimStatus.RETRACTED, retracted_at__isnull=False)
        .annotate(day=TruncDate("retracted_at", tzinfo=zone)).values_list("day", flat=True).distinct()
    )
    return sorted(set(known.order_by()) | set(retracted.order_by()))


def entities_with_lane_counts(viewer: Viewer) -> QuerySet[Entity]:
    """Registry entities with live claim counts per lane, counting visible sources only.

    Entities with no visible claims are left out, so an entity known only
    from restricted sources does not exist for this viewer.
    """
    visible = sources_visible_to(viewer)
    live = Q(claims__source_id__any=list(visible), claims__status__in=LIVE_STATUSES)
    return (
        Entity.objects.filter(in_registry=True)
        .annotate(
            canonical_count=Count("claims", filter=live & Q(claims__lane=Lane.CANONICAL)),
            bull_count=Count("claims", filter=live & Q(claims__lane=Lane.BULL)),
            bear_count=Count("claims", filter=live & Q(claims__lane=Lane.BEAR)),
        )
        .filter(Q(canonical_count__gt=0) | Q(bull_count__gt=0) | Q(bear_count__gt=0))
        .order_by("name")
    )


def entity_visible(entity: Entity, viewer: Viewer) -> bool:
    """An entity exists for a viewer when it is in the registry and has a visible claim."""
    if not entity.in_registry:
        return False
    return Claim.objects.about(entity).visible_to(sources_visible_to(viewer)).exists()


def supersessions_for(*, entity: Entity, viewer: Viewer, as_of: dt.date | None = None,
                      visible: frozenset[int] | None = None) -> QuerySet[Supersession]:
    """The supersession log of an entity, both claims visible to the viewer, newest first.

    ``as_of`` (a day in the site's TIME_ZONE): only what had happened by its end — supersessions
    effective by then, between claims known by then. ``visible``: precomputed
    ``sources_visible_to(viewer, as_of=as_of)``.
    """
    if visible is None:
        visible = sources_visible_to(viewer, as_of=as_of)
    qs = Supersession.objects.filter(subject=entity).visible_to(visible)
    cutoff = day_end(as_of)
    if cutoff is not None:
        qs = qs.filter(effective_at__lt=cutoff, old_claim__known_at__lt=cutoff, new_claim__known_at__lt=cutoff)
    return (
        qs
        .select_related("old_claim__source", "new_claim__source", "old_claim__document", "new_claim__document")
        .defer("old_claim__embedding", "new_claim__embedding", "old_claim__document__text",
               "new_claim__document__text")
        .order_by("-effective_at", "-id")
    )


def claim_for_viewer(*, pk: int, viewer: Viewer, visible: frozenset[int] | None = None) -> Claim | None:
    """The claim ``pk`` with its source, document (and text), subject and source class, if ``viewer`` may see it.

    None when there is no such claim, when its source is not visible (now), or
    when a moderator rejected it and the viewer is not staff: the same answer
    in each case, so a hidden claim's existence does not show. One query.
    """
    visible = sources_visible_to(viewer) if visible is None else visible
    claim = (
        Claim.objects.visible_to(visible)
        .select_related("source", "document", "subject", "source__source_class").defer("embedding")
        .filter(pk=pk).first()
    )
    if claim is None or (claim.status == ClaimStatus.REJECTED and not viewer.is_staff):
        return None
    return claim


def claim_supersessions(*, claim: Claim, visible: frozenset[int]) -> tuple[QuerySet[Supersession], QuerySet[Supersession]]:
    """``(superseded_by, supersedes)``: the supersessions replacing ``claim`` and those it makes, both claims
    visible (``visible``: source ids), each with the other claim joined (no embedding)."""
    superseded_by = (Supersession.objects.visible_to(visible).filter(old_claim=claim)
                     .select_related("new_claim").defer("new_claim__embedding"))
    supersedes = (Supersession.objects.visible_to(visible).filter(new_claim=claim)
                  .select_related("old_claim").defer("old_claim__embedding"))
    return superseded_by, supersedes


def source_for_viewer(*, key: str, viewer: Viewer) -> Source | None:
    """The source with this key (source class joined) if ``viewer`` may see it now, else None (either way)."""
    source = Source.objects.select_related("source_class").filter(key=key).first()
    if source is None or source.id not in sources_visible_to(viewer):
        return None
    return source


def source_documents(source: Source, *, limit: int = 50) -> QuerySet:
    """The source's newest ``limit`` documents, without their text."""
    return source.documents.defer("text").order_by("-published_at")[:limit]


def source_claims_by_lane(source: Source, *, limit: int = 20) -> dict[str, QuerySet[Claim]]:
    """Lane → the source's newest ``limit`` claims in that lane (not rejected; subject joined), each lane read
    on its own (invariant 1)."""
    return {
        lane: source.claims.filter(lane=lane).exclude(status=ClaimStatus.REJECTED)
        .select_related("subject").defer("embedding").order_by("-known_at")[:limit]
        for lane in Lane.values
    }
