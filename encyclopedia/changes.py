"""Recent changes: new claims, supersessions, retractions, moderation actions and prediction verdicts,
as a page (``/changes/``, paged newest first) and an Atom feed (``/changes/feed/``).

Every query filters by the viewer's visible sources in SQL (DESIGN.md
invariant 2) before it is ordered and cut; a supersession needs both of its
claims visible, so a restricted claim never shows through a public one.

Pages are keyset pages: a page ends at a :class:`ChangeCursor` (the last
change's time, kind and row id), and the next older page starts strictly
after it in the order (time, kind, id), newest first. Changes recorded while a
reader pages back therefore neither shift nor repeat the older pages.
"""

from __future__ import annotations

import datetime as dt
import heapq
import re
from dataclasses import dataclass

from django.contrib.syndication.views import Feed
from django.db.models import Q
from django.shortcuts import render
from django.urls import reverse
from django.utils.feedgenerator import Atom1Feed
from django.utils.html import escape
from django.utils.http import urlencode
from django.views.decorators.http import require_GET

from claims.models import Claim, ClaimStatus, ModerationAction, Supersession
from claims.selectors import sources_visible_to
from core.timezones import site_date
from core.viewer import Viewer
from predictions.selectors import prediction_changes

KINDS = {
    "new": "New claim",
    "superseded": "Supersession",
    "retracted": "Retraction",
    "moderation": "Moderation",
    "verdict": "Prediction verdict",
}
#: Changes on one page, and in the feed.
DEFAULT_LIMIT = 50
#: Element ids of the page's "Newest" and "Older" links (htmx sends the clicked one's id).
PAGER_LINKS = ("changes-newest", "changes-older")


@dataclass(frozen=True)
class ChangeCursor:
    """A position in the changes' order: ``at`` (aware), ``kind`` (a KINDS key) and ``row_id``.

    ``str()`` gives the URL token (``20240601T101500.123456Z_new_123``, UTC to
    the microsecond); :meth:`parse` reads it back.
    """

    at: dt.datetime
    kind: str
    row_id: int

    _TOKEN = re.compile(r"(\d{8}T\d{6}\.\d{6})Z_([a-z]+)_(\d{1,18})")

    def __str__(self) -> str:
        return f"{self.at.astimezone(dt.UTC):%Y%m%dT%H%M%S.%f}Z_{self.kind}_{self.row_id}"

    @classmethod
    def parse(cls, token: str) -> ChangeCursor:
        """The cursor a token names. Raises ValueError for anything else (bad form, date or kind)."""
        match = cls._TOKEN.fullmatch(token)
        if not match or match[2] not in KINDS:
            raise ValueError(f"not a changes cursor: {token[:80]!r}")
        at = dt.datetime.strptime(match[1], "%Y%m%dT%H%M%S.%f").replace(tzinfo=dt.UTC)
        return cls(at, match[2], int(match[3]))


@dataclass
class Change:
    """One change: ``kind`` (a KINDS key), ``at`` (aware, when it was recorded), the ``claim``
    it is about, ``detail`` (plain text), ``row_id`` (the id of the row that records it: the
    claim, supersession or moderation action) and the ``other`` claim of a supersession."""

    kind: str
    at: dt.datetime
    claim: Claim
    detail: str
    row_id: int
    other: Claim | None = None

    @property
    def key(self) -> str:
        """Stable and unique, for anchors and feed ids: ``new-12``, ``superseded-3`` …"""
        return f"{self.kind}-{self.row_id}"

    @property
    def cursor(self) -> ChangeCursor:
        return ChangeCursor(self.at, self.kind, self.row_id)

    @property
    def label(self) -> str:
        return KINDS[self.kind]

    @property
    def date_unknown(self) -> bool:
        return self.claim.document.date_unknown


@dataclass
class ChangesPage:
    """One page of changes, newest first, and where the next older page starts (None: this is the last)."""

    changes: list[Change]
    older: ChangeCursor | None


def _claims(visible: frozenset[int]):
    return (
        Claim.objects.visible_to(visible)
        .select_related("subject", "source", "document")
        .only("id", "statement", "predicate", "object_text", "object_value", "lane", "status", "known_at", "retracted_at",
              "created_at", "updated_at", "subject__name", "subject__slug", "source__name", "source__key", "document__date_flags",
              "document__url", "document__title", "document__version")
    )


def _older_than(before: ChangeCursor | None, kind: str, field: str) -> Q:
    """Rows of one kind's stream that come after ``before`` in the order (time, kind, id), descending."""
    if before is None:
        return Q()
    if kind > before.kind:  # sorts above the cursor at the same instant: already shown
        return Q(**{f"{field}__lt": before.at})
    if kind < before.kind:
        return Q(**{f"{field}__lte": before.at})
    return Q(**{f"{field}__lt": before.at}) | Q(**{field: before.at, "id__lt": before.row_id})


def changes_recent(*, viewer: Viewer, kinds: set[str] | None = None, limit: int = DEFAULT_LIMIT,
                   before: ChangeCursor | None = None) -> list[Change]:
    """The latest changes the viewer may see, newest first.

    Args:
        viewer: whose visible sources apply.
        kinds: a subset of KINDS' keys (None = all).
        limit: how many at most (each kind is cut to ``limit`` in SQL first).
        before: only changes older than this position (None = from the newest).

    Returns a list of Change ordered by (at, kind, row_id), descending. Raises
    ValueError for an unknown kind.
    """
    kinds = set(KINDS) if kinds is None else set(kinds)
    if kinds - set(KINDS):
        raise ValueError(f"unknown change kind(s): {', '.join(sorted(kinds - set(KINDS)))}")
    visible = sources_visible_to(viewer)
    streams = []
    if "new" in kinds:
        rows = (_claims(visible).exclude(status=ClaimStatus.REJECTED)
                .filter(_older_than(before, "new", "created_at")).order_by("-created_at", "-id")[:limit])
        streams.append([
            Change("new", c.created_at, c, f"from {c.source.name}, known at {c.known_at:%Y-%m-%d}", c.id)
            for c in rows
        ])
    if "retracted" in kinds:
        rows = (_claims(visible).filter(status=ClaimStatus.RETRACTED)
                .filter(_older_than(before, "retracted", "updated_at")).order_by("-updated_at", "-id")[:limit])
        streams.append([
            Change("retracted", c.updated_at, c,
                   f"no longer made by {c.document.title or c.document.url} (version {c.document.version} "
                   f"was replaced); retracted as of {c.retracted_at:%Y-%m-%d}" if c.retracted_at else
                   "retracted", c.id)
            for c in rows
        ])
    if "superseded" in kinds:
        rows = (
            Supersession.objects.visible_to(visible)
            .filter(_older_than(before, "superseded", "created_at"))
            .select_related("old_claim__subject", "old_claim__source", "old_claim__document",
                            "new_claim__subject", "new_claim__source", "new_claim__document")
            .defer("old_claim__embedding", "new_claim__embedding", "old_claim__document__text",
                   "new_claim__document__text")
            .order_by("-created_at", "-id")[:limit]
        )
        streams.append([
            Change("superseded", s.created_at, s.new_claim,
                   f"replaces “{s.old_claim.statement}” (reported {site_date(s.old_claim.known_at):%Y-%m-%d}), "
                   f"effective {site_date(s.effective_at):%Y-%m-%d}"
                   + (" (reverted)" if s.reverted_at else ""), s.id, other=s.old_claim)
            for s in rows
        ])
    if "moderation" in kinds:
        rows = (
            ModerationAction.objects.visible_to(visible)
            .filter(_older_than(before, "moderation", "created_at"))
            .select_related("claim__subject", "claim__source", "claim__document")
            .defer("claim__embedding", "claim__document__text")
            .order_by("-created_at", "-id")[:limit]
        )
        streams.append([
            Change("moderation", m.created_at, m.claim,
                   f"{m.get_action_display()}" + (f": {m.from_value} → {m.to_value}" if m.to_value else "")
                   + (f" — {m.reason}" if m.reason else ""), m.id)
            for m in rows
        ])
    if "verdict" in kinds:
        rows = prediction_changes(visible=visible, limit=limit, older=_older_than(before, "verdict", "recorded_at"))
        streams.append([
            Change("verdict", v.recorded_at, v.prediction.claim,
                   f"prediction {v.get_previous_status_display().lower() or 'new'} → {v.get_status_display().lower()}"
                   + (f", citing claim {', '.join(map(str, v.cited_claim_ids))}" if v.cited_claim_ids else "")
                   + (f" — {v.get_action_display().lower()}: {v.reason}" if v.reason else ""), v.id)
            for v in rows
        ])
    merged = heapq.merge(*streams, key=lambda c: (c.at, c.kind, c.row_id), reverse=True)
    return [change for _, change in zip(range(limit), merged)]


def changes_page(*, viewer: Viewer, kinds: set[str] | None = None, before: ChangeCursor | None = None,
                 size: int = DEFAULT_LIMIT) -> ChangesPage:
    """One page of :func:`changes_recent`: ``size`` changes older than ``before``, and the next page's start.

    Returns a ChangesPage whose ``older`` is the last change's cursor when at
    least one more change follows, else None. Raises ValueError for an unknown kind.
    """
    rows = changes_recent(viewer=viewer, kinds=kinds, limit=size + 1, before=before)
    shown = rows[:size]
    return ChangesPage(shown, shown[-1].cursor if len(rows) > size else None)


def _kinds_from(request) -> tuple[str, set[str] | None]:
    kind = request.GET.get("kind", "")
    return (kind, {kind}) if kind in KINDS else ("", None)


def _cursor_from(request) -> ChangeCursor | None:
    try:
        return ChangeCursor.parse(request.GET.get("before", ""))
    except ValueError:
        return None


@require_GET
def changes(request):
    """The recent-changes page, newest first, :data:`DEFAULT_LIMIT` a page.

    ``?kind=`` narrows it to one kind (an unknown kind shows all);
    ``?before=`` (a ChangeCursor token from the page's "Older changes" link)
    starts after that change (a malformed token starts from the newest).
    htmx requests get only the list (``#changes-list``).
    """
    kind, kinds = _kinds_from(request)
    before = _cursor_from(request)
    page = changes_page(viewer=request.viewer, kinds=kinds, before=before)
    def url(**query) -> str:
        query = {"kind": kind, **query} if kind else query
        return reverse("encyclopedia:changes") + (f"?{urlencode(query)}" if query else "")

    context = {
        "changes": page.changes, "kind": kind, "kinds": KINDS.items(), "before": before,
        "newest_url": url(), "older_url": url(before=str(page.older)) if page.older else "",
    }
    template = "encyclopedia/changes.html"
    if request.htmx and not request.htmx.history_restore_request:
        template += "#changes-list"
        # A pager link scrolls to the top of the new page, so focus follows it there.
        context["focus_status"] = request.htmx.trigger in PAGER_LINKS
    return render(request, template, context)


class ChangesFeed(Feed):
    """Atom feed of the recent changes the requesting viewer may see."""

    feed_type = Atom1Feed
    title = "Polyphony — recent changes"
    subtitle = "New claims, supersessions, retractions, moderation actions and prediction verdicts."

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
