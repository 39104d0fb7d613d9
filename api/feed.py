"""Polling the changes feed forward without missing or repeating a change.

``encyclopedia.changes`` pages newest first (``before``). A poller wants the
opposite: everything recorded after the last change it saw. Two things stand
in the way, and this module handles both:

* A change's time is stamped when its row is written, not when its
  transaction commits, so a row stamped 10:00:00 can become visible after one
  stamped 10:00:01 was already served. Polling past it would skip it for
  good. So a forward page stops at the **settled horizon**: the start of the
  oldest transaction still open on this database (from ``pg_stat_activity``),
  less a small margin for clock drift. Rows stamped before it are all
  committed or never will be. (The database role must see the other sessions'
  ``xact_start``: the same role, or ``pg_read_all_stats``.)
* The changes selector only pages backwards, so the page after a cursor is
  found by paging back from the horizon until the cursor is reached — the same
  selector the page and the Atom feed use, so the three never disagree. A
  poller that is more than :data:`MAX_BEHIND` changes behind is told to start
  again from the newest-first listing.
"""

from __future__ import annotations

import datetime as dt

from django.db import connection
from django.utils import timezone

from core.viewer import Viewer

#: Seconds subtracted from the settled horizon for clock drift between web processes and the database.
DRIFT_SECONDS = 2.0
#: Changes a forward poll may be behind before it is asked to start again.
MAX_BEHIND = 10_000
_WALK_PAGE = 500


class CursorTooOld(Exception):
    """More than :data:`MAX_BEHIND` changes were recorded after the cursor."""


def settled_horizon(now: dt.datetime | None = None) -> dt.datetime:
    """The moment before which every change row is committed: the oldest open transaction's start on this
    database (other sessions), or now, less :data:`DRIFT_SECONDS`. One query."""
    now = now or timezone.now()
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT min(xact_start) FROM pg_stat_activity "
            "WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL"
        )
        oldest = cursor.fetchone()[0]
    horizon = min(now, oldest) if oldest is not None else now
    return horizon - dt.timedelta(seconds=DRIFT_SECONDS)


def _key(change) -> tuple:
    return (change.at, change.kind, change.row_id)


def changes_after(*, viewer: Viewer, kinds: set[str] | None, after, limit: int) -> tuple[list, object]:
    """The changes ``viewer`` may see recorded after the cursor ``after`` and before the settled horizon.

    Returns ``(changes oldest first, at most limit; the cursor to poll from
    next)`` — the last change returned, or ``after`` itself when none is new.
    Raises CursorTooOld when more than :data:`MAX_BEHIND` changes follow it.
    """
    from encyclopedia.changes import ChangeCursor, changes_page

    start = _key(after)
    # kind "" sorts before every kind: the page starts strictly before the horizon instant.
    before = ChangeCursor(settled_horizon(), "", 0)
    newer: list = []
    while True:
        page = changes_page(viewer=viewer, kinds=kinds, before=before, size=_WALK_PAGE)
        for change in page.changes:
            if _key(change) <= start:
                page.older = None
                break
            newer.append(change)
        if len(newer) > MAX_BEHIND:
            raise CursorTooOld(f"more than {MAX_BEHIND} changes follow this cursor; start again without after=")
        if page.older is None:
            break
        before = page.older
    newer.reverse()
    shown = newer[:limit]
    return shown, (shown[-1].cursor if shown else after)
