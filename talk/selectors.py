"""Reads for talk pages: the bull and bear lanes, each recalled on its own, and the logs."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from django.core.paginator import Page, Paginator
from django.db.models import BooleanField, ExpressionWrapper, Q, QuerySet

from claims.models import Claim, Conflict, Entity, Lane
from claims.selectors import claims_recall, sources_visible_to, supersessions_for
from claims.relations.conflicts import ConflictView, precedence_decide
from claims.relations.pool import RELATION_FIELDS
from core.timezones import day_end
from core.viewer import Viewer

#: Claims per lane, supersessions and conflicts on one talk page: a large entity
#: has thousands (at 1M claims the largest held 1,200 bull and bear claims,
#: 2,751 supersessions and thousands of conflicts: pages of 1.8–2.5 MB taking
#: 1.3–1.7 s; docs/benchmarks.md).
TALK_PAGE_SIZE = 50
#: Newest claims of a lane its summary is written from (the offline summary
#: quotes the newest five; a model gets this many lines at most).
SUMMARY_CLAIMS = 100
#: Query-string parameter of each paged section.
SECTIONS = ("bull", "bear", "log", "conflicts")


@dataclass(frozen=True)
class Argument:
    """One sentence of a lane as the talk page lists it: its statement and every claim it makes.

    A sentence that states several facts ("… working in its factories by 2025, with 5,000 units in 2026 and
    1 million a year later") is one argument citing each of its claims, not the same line three times.
    """

    statement: str
    claims: tuple[Claim, ...]

    @property
    def first(self) -> Claim:
        return self.claims[0]

    @property
    def kinds(self) -> str:
        """The claims' types, each once, in order ("Timeline", "Timeline, Statistic")."""
        return ", ".join(dict.fromkeys(c.get_claim_type_display() for c in self.claims))


def arguments(claims: Iterable[Claim]) -> list[Argument]:
    """``claims`` (one lane, in display order) with consecutive claims of one sentence of one document merged."""
    out: list[Argument] = []
    for claim in claims:
        last = out[-1] if out else None
        if last is not None and last.statement == claim.statement and last.first.document_id == claim.document_id:
            out[-1] = Argument(last.statement, (*last.claims, claim))
        else:
            out.append(Argument(claim.statement, (claim,)))
    return out


@dataclass
class Debate:
    """The talk page's content, for one viewer and ``as_of``.

    ``bull`` and ``bear``: one page each (``django.core.paginator.Page`` of
    :data:`TALK_PAGE_SIZE` claims, newest first), recalled separately, never
    merged. ``bull_recent`` / ``bear_recent``: the newest
    :data:`SUMMARY_CLAIMS` of each lane, for the lane summaries.
    ``supersessions``: one page of the log, newest first. ``conflicts``: one
    page of ConflictViews between canonical claims, open ones first, decided
    from what the viewer may see.
    """

    bull: Page
    bear: Page
    supersessions: Page
    conflicts: Page
    bull_recent: list[Claim] = field(default_factory=list)
    bear_recent: list[Claim] = field(default_factory=list)

    @property
    def bull_arguments(self) -> list[Argument]:
        """The bull page's claims, one item per sentence (:func:`arguments`)."""
        return arguments(self.bull)

    @property
    def bear_arguments(self) -> list[Argument]:
        """The bear page's claims, one item per sentence (:func:`arguments`)."""
        return arguments(self.bear)


def debate_for(*, entity: Entity, viewer: Viewer, as_of: dt.date | None = None,
               pages: Mapping[str, object] | None = None) -> Debate:
    """Recall the bull lane and the bear lane separately, plus the supersession log and the conflicts.

    ``pages``: page numbers by section (:data:`SECTIONS`), as the query string
    gives them; missing or invalid numbers give the first page, numbers past
    the end the last (``Paginator.get_page``). Queries: a count and a page per
    section, the newest claims per lane, and the live claims that corroborate
    the conflicts shown — a constant number, whatever the entity's size.
    """
    pages = pages or {}
    visible = sources_visible_to(viewer, as_of=as_of)
    newest = {
        lane: claims_recall(entity=entity, lane=lane, viewer=viewer, as_of=as_of, visible=visible)
        .order_by("-known_at", "-id")
        for lane in (Lane.BULL, Lane.BEAR)
    }
    log = supersessions_for(entity=entity, viewer=viewer, as_of=as_of, visible=visible)
    canonical = claims_recall(entity=entity, lane=Lane.CANONICAL, viewer=viewer, as_of=as_of, visible=visible)
    conflicts = Paginator(_conflicts_for_talk(entity_id=entity.pk, live=canonical, visible=visible,
                                             cutoff=day_end(as_of)), TALK_PAGE_SIZE).get_page(pages.get("conflicts"))
    conflicts.object_list = _conflicts_decide(conflicts.object_list, canonical)
    return Debate(
        bull=Paginator(newest[Lane.BULL], TALK_PAGE_SIZE).get_page(pages.get("bull")),
        bear=Paginator(newest[Lane.BEAR], TALK_PAGE_SIZE).get_page(pages.get("bear")),
        supersessions=Paginator(log, TALK_PAGE_SIZE).get_page(pages.get("log")),
        conflicts=conflicts,
        bull_recent=list(newest[Lane.BULL][:SUMMARY_CLAIMS]),
        bear_recent=list(newest[Lane.BEAR][:SUMMARY_CLAIMS]),
    )


def _conflicts_for_talk(*, entity_id: int, live: QuerySet, visible: frozenset[int],
                       cutoff: dt.datetime | None = None) -> QuerySet:
    """Every conflict of an entity whose two claims the viewer may see: open ones first, then newest first.

    Args:
        entity_id: the subject.
        live: the viewer's current canonical claims of the entity (``claims_recall``,
            a queryset; used as a subquery). A conflict between two of them is
            open, annotated ``current=True``; the others (a claim superseded or
            retracted since) are listed as past.
        visible: the sources the viewer may see.
        cutoff: the end of the ``as_of`` day, or None for now: conflicts with a
            claim known later are left out.

    Returns an unevaluated queryset (both claims and their sources joined):
    page it, then decide the page with :func:`_conflicts_decide`. At 1M claims
    the largest entity has thousands of conflicts; a talk page shows 50.
    """
    rows = (
        Conflict.objects.visible_to(visible).filter(subject_id=entity_id)
        .exclude(claim_a__status="rejected").exclude(claim_b__status="rejected")
    )
    if cutoff is not None:
        rows = rows.filter(claim_a__known_at__lt=cutoff, claim_b__known_at__lt=cutoff)
    live_ids = live.order_by().values("pk")
    return (
        rows.annotate(current=ExpressionWrapper(Q(claim_a_id__in=live_ids) & Q(claim_b_id__in=live_ids),
                                                output_field=BooleanField()))
        .select_related("claim_a__source", "claim_b__source", "decided_by")
        .defer("claim_a__embedding", "claim_b__embedding", "claim_a__evidence_text", "claim_b__evidence_text")
        .order_by("-current", "-detected_at", "-pk")
    )


def _conflicts_decide(rows: Iterable[Conflict], live: QuerySet) -> list[ConflictView]:
    """Decide ``rows`` (annotated by :func:`_conflicts_for_talk`) for the viewer whose current canonical claims are ``live``.

    A moderator's decision stands (both claims of an open conflict are current,
    so its winner is, as :func:`conflicts_among` requires). Otherwise
    precedence: for an open conflict with corroboration counted among the
    viewer's current claims of the same predicates (one query, for all rows);
    for a past one from the pair alone.
    """
    rows = list(rows)
    predicates = {row.predicate for row in rows if row.current}
    pool = (list(live.select_related(None).select_related("source").filter(predicate__in=sorted(predicates))
                 .only(*RELATION_FIELDS)) if predicates else [])
    views = []
    for row in rows:
        a, b = row.claim_a, row.claim_b
        if row.rule == Conflict.Rule.MODERATOR and row.winner_id in (a.pk, b.pk):
            winner = a if row.winner_id == a.pk else b
            views.append(ConflictView(row, a, b, row.rule, winner, row.explanation, row.current))
            continue
        decision = precedence_decide(a=a, b=b, pool=pool if row.current else [])
        views.append(ConflictView(row, a, b, decision.rule, decision.winner, decision.explanation, row.current))
    return views
