"""Reads for talk pages: the bull and bear lanes, each recalled on its own, and the logs."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass, field

from django.core.paginator import Page, Paginator

from claims.models import Claim, Conflict, Entity, Lane
from claims.selectors import claims_recall, sources_visible_to, supersessions_for
from claims.trust import ConflictView, conflicts_for_talk
from core.viewer import Viewer

#: Claims per lane, and supersessions, on one talk page: a large entity has
#: thousands (at 1M claims the largest held 1,200 bull and bear claims and
#: 2,751 supersessions, a 1.8 MB page taking 1.3 s; docs/benchmarks.md).
TALK_PAGE_SIZE = 50
#: Newest claims of a lane its summary is written from (the offline summary
#: quotes the newest five; a model gets this many lines at most).
SUMMARY_CLAIMS = 100


@dataclass
class Debate:
    """The talk page's content, for one viewer and ``as_of``.

    ``bull`` and ``bear``: one page each (``django.core.paginator.Page`` of
    :data:`TALK_PAGE_SIZE` claims, newest first), recalled separately, never
    merged. ``bull_recent`` / ``bear_recent``: the newest
    :data:`SUMMARY_CLAIMS` of each lane, for the lane summaries.
    ``supersessions``: one page of the log, newest first. ``conflicts``:
    every conflict between canonical claims, decided from what the viewer may see.
    """

    bull: Page
    bear: Page
    supersessions: Page
    bull_recent: list[Claim] = field(default_factory=list)
    bear_recent: list[Claim] = field(default_factory=list)
    conflicts: list[ConflictView] = field(default_factory=list)


def debate_for(*, entity: Entity, viewer: Viewer, as_of: dt.date | None = None,
               pages: Mapping[str, object] | None = None) -> Debate:
    """Recall the bull lane and the bear lane separately, plus the supersession log and the conflicts.

    ``pages``: page numbers by section (``bull``, ``bear``, ``log``), as the
    query string gives them; missing or invalid numbers give the first page,
    numbers past the end the last (``Paginator.get_page``). Queries: a count
    and a page per section, the newest claims per lane, and the conflicts
    (canonical claims are loaded only when the entity has a conflict row).
    """
    pages = pages or {}
    visible = sources_visible_to(viewer, as_of=as_of)
    newest = {
        lane: claims_recall(entity=entity, lane=lane, viewer=viewer, as_of=as_of, visible=visible)
        .order_by("-known_at", "-id")
        for lane in (Lane.BULL, Lane.BEAR)
    }
    log = supersessions_for(entity=entity, viewer=viewer, as_of=as_of, visible=visible)
    conflicts: list[ConflictView] = []
    if Conflict.objects.filter(subject=entity).exists():
        canonical = list(claims_recall(entity=entity, lane=Lane.CANONICAL, viewer=viewer, as_of=as_of,
                                       visible=visible))
        conflicts = conflicts_for_talk(entity_id=entity.pk, claims=canonical, visible=visible)
    return Debate(
        bull=Paginator(newest[Lane.BULL], TALK_PAGE_SIZE).get_page(pages.get("bull")),
        bear=Paginator(newest[Lane.BEAR], TALK_PAGE_SIZE).get_page(pages.get("bear")),
        supersessions=Paginator(log, TALK_PAGE_SIZE).get_page(pages.get("log")),
        bull_recent=list(newest[Lane.BULL][:SUMMARY_CLAIMS]),
        bear_recent=list(newest[Lane.BEAR][:SUMMARY_CLAIMS]),
        conflicts=conflicts,
    )
