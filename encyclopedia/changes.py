"""Recent changes: new claims, supersessions, retractions and moderation actions,
as a page (``/changes/``) and an Atom feed (``/changes/feed/``).

Every query filters by the viewer's visible sources in SQL (DESIGN.md
invariant 2) before it is ordered and cut; a supersession needs both of its
claims visible, so a restricted claim never shows through a public one.
"""

from __future__ import annotations

import datetime as dt
import heapq
from dataclasses import dataclass

from django.contrib.syndication.views import Feed
from django.shortcuts import render
from django.urls import reverse
from django.utils.html import escape
from django.utils.feedgenerator import Atom1Feed
from django.views.decorators.http import require_GET

from claims.models import Claim, ClaimStatus, ModerationAction, Supersession
from claims.selectors import sources_visible_to
from core.viewer import Viewer

KINDS = {
    "new": "New claim",
    "superseded": "Supersession",
    "retracted": "Retraction",
    "moderation": "Moderation",
}
DEFAULT_LIMIT = 50


@dataclass
class Change:
    """One change: ``kind`` (a KINDS key), ``at`` (aware, when it was recorded), the ``claim``
    it is about, the ``other`` claim of a supersession, ``detail`` (plain text) and ``key``
    (stable and unique, for anchors and feed ids)."""

    kind: str
    at: dt.datetime
    claim: Claim
    detail: str
    key: str
    other: Claim | None = None

    @property
    def label(self) -> str:
        return KINDS[self.kind]

    @property
    def date_unknown(self) -> bool:
        return "date_unknown" in (self.claim.document.date_flags or [])


def _claims(visible: frozenset[int]):
    return (
        Claim.objects.visible_to(visible)
        .select_related("subject", "source", "document")
        .only("id", "statement", "lane", "status", "known_at", "retracted_at", "created_at", "updated_at",
              "subject__name", "subject__slug", "source__name", "source__key", "document__date_flags",
              "document__url", "document__title", "document__version")
    )


def changes_recent(*, viewer: Viewer, kinds: set[str] | None = None, limit: int = DEFAULT_LIMIT) -> list[Change]:
    """The latest changes the viewer may see, newest first.

    Args:
        viewer: whose visible sources apply.
        kinds: a subset of KINDS' keys (None = all).
        limit: how many at most (each kind is cut to ``limit`` in SQL first).

    Returns a list of Change. Raises ValueError for an unknown kind.
    """
    kinds = set(KINDS) if kinds is None else set(kinds)
    if kinds - set(KINDS):
        raise ValueError(f"unknown change kind(s): {', '.join(sorted(kinds - set(KINDS)))}")
    visible = sources_visible_to(viewer)
    streams = []
    if "new" in kinds:
        rows = _claims(visible).exclude(status=ClaimStatus.REJECTED).order_by("-created_at", "-id")[:limit]
        streams.append([
            Change("new", c.created_at, c, f"from {c.source.name}, known at {c.known_at:%Y-%m-%d}", f"new-{c.id}")
            for c in rows
        ])
    if "retracted" in kinds:
        rows = _claims(visible).filter(status=ClaimStatus.RETRACTED).order_by("-updated_at", "-id")[:limit]
        streams.append([
            Change("retracted", c.updated_at, c,
                   f"no longer made by {c.document.title or c.document.url} (version {c.document.version} "
                   f"was replaced); retracted as of {c.retracted_at:%Y-%m-%d}" if c.retracted_at else
                   "retracted", f"retracted-{c.id}")
            for c in rows
        ])
    if "superseded" in kinds:
        rows = (
            Supersession.objects.visible_to(visible)
            .select_related("old_claim__subject", "old_claim__source", "old_claim__document",
                            "new_claim__subject", "new_claim__source", "new_claim__document")
            .defer("old_claim__embedding", "new_claim__embedding", "old_claim__document__text",
                   "new_claim__document__text")
            .order_by("-created_at", "-id")[:limit]
        )
        streams.append([
            Change("superseded", s.created_at, s.new_claim,
                   f"replaces “{s.old_claim.statement}” from {s.effective_at:%Y-%m-%d}"
                   + (" (reverted)" if s.reverted_at else ""), f"superseded-{s.id}", other=s.old_claim)
            for s in rows
        ])
    if "moderation" in kinds:
        rows = (
            ModerationAction.objects.visible_to(visible)
            .select_related("claim__subject", "claim__source", "claim__document")
            .defer("claim__embedding", "claim__document__text")
            .order_by("-created_at", "-id")[:limit]
        )
        streams.append([
            Change("moderation", m.created_at, m.claim,
                   f"{m.get_action_display()}" + (f": {m.from_value} → {m.to_value}" if m.to_value else "")
                   + (f" — {m.reason}" if m.reason else ""), f"moderation-{m.id}")
            for m in rows
        ])
    merged = heapq.merge(*streams, key=lambda c: (c.at, c.key), reverse=True)
    return [change for _, change in zip(range(limit), merged)]


def _kinds_from(request) -> tuple[str, set[str] | None]:
    kind = request.GET.get("kind", "")
    return (kind, {kind}) if kind in KINDS else ("", None)


@require_GET
def changes(request):
    """The recent-changes page; ``?kind=`` narrows it (htmx swaps only the list)."""
    kind, kinds = _kinds_from(request)
    context = {"changes": changes_recent(viewer=request.viewer, kinds=kinds), "kind": kind,
               "kinds": KINDS.items()}
    template = "encyclopedia/changes.html"
    if request.htmx and not request.htmx.history_restore_request:
        template += "#changes-list"
    return render(request, template, context)


class ChangesFeed(Feed):
    """Atom feed of the recent changes the requesting viewer may see."""

    feed_type = Atom1Feed
    title = "Polyphony — recent changes"
    subtitle = "New claims, supersessions, retractions and moderation actions."

    def get_object(self, request, *args, **kwargs):
        return request.viewer, _kinds_from(request)[1]

    def link(self):
        return reverse("encyclopedia:changes")

    def items(self, obj):
        viewer, kinds = obj
        return changes_recent(viewer=viewer, kinds=kinds)

    def item_title(self, item: Change) -> str:
        return f"{item.label}: {item.claim.subject.name} — {item.claim.statement[:120]}"

    def item_description(self, item: Change) -> str:
        """The entry's summary, HTML-escaped: Atom1Feed declares it ``type="html"``, so source text must stay text."""
        flag = " [date unknown]" if item.date_unknown else ""
        return escape(f"{item.claim.statement}\n{item.detail}{flag}").replace("\n", "<br>")

    def item_link(self, item: Change) -> str:
        return f"{reverse('encyclopedia:claim', args=[item.claim.pk])}#{item.key}"

    def item_guid(self, item: Change) -> str:
        return f"polyphony:change:{item.key}"

    item_guid_is_permalink = False

    def item_pubdate(self, item: Change) -> dt.datetime:
        return item.at

    def item_updateddate(self, item: Change) -> dt.datetime:
        return item.at
