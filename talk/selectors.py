"""Reads for talk pages: the bull and bear lanes, each recalled on its own, and the logs."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass, field

from django.core.paginator import Page, Paginator

from claims.models import Claim, Entity, Lane
from claims.selectors import claims_recall, day_end, sources_visible_to, supersessions_for
from claims.trust import conflicts_decide, conflicts_for_talk
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
    conflicts = Paginator(conflicts_for_talk(entity_id=entity.pk, live=canonical, visible=visible,
                                             cutoff=day_end(as_of)), TALK_PAGE_SIZE).get_page(pages.get("conflicts"))
    conflicts.object_list = conflicts_decide(conflicts.object_list, canonical)
    return Debate(
        bull=Paginator(newest[Lane.BULL], TALK_PAGE_SIZE).get_page(pages.get("bull")),
        bear=Paginator(newest[Lane.BEAR], TALK_PAGE_SIZE).get_page(pages.get("bear")),
        supersessions=Paginator(log, TALK_PAGE_SIZE).get_page(pages.get("log")),
        conflicts=conflicts,
        bull_recent=list(newest[Lane.BULL][:SUMMARY_CLAIMS]),
        bear_recent=list(newest[Lane.BEAR][:SUMMARY_CLAIMS]),
    )
