"""What a day is: a day in the site's ``TIME_ZONE`` (DESIGN.md invariant 3).

Moments are stored aware (UTC in PostgreSQL). Days are not stored as moments:
"as of 2025-02-13" means "up to the end of 13 February where the site is", and
"today" is the site's today. Every conversion between the two goes through
this module, so ``TIME_ZONE`` (UTC by default) decides it everywhere — in
Python and, through :func:`site_zone`, in SQL (``TruncDate(..., tzinfo=site_zone())``).

A day that starts or ends at a daylight-saving change has 23 or 25 hours; a
zone whose clocks skip midnight starts the day at the first instant after the
gap (zoneinfo maps the missing 00:00 to the instant of the change).
"""

from __future__ import annotations

import datetime as dt
from zoneinfo import ZoneInfo

from django.utils import timezone

UTC = dt.timezone.utc


def site_zone() -> ZoneInfo | dt.tzinfo:
    """The zone of ``settings.TIME_ZONE`` (not the zone a request may have activated)."""
    return timezone.get_default_timezone()


def site_today(now: dt.datetime | None = None) -> dt.date:
    """The site's today: the date, in ``TIME_ZONE``, of ``now`` (an aware moment; default: now)."""
    return site_date(now or timezone.now())


def site_date(moment: dt.datetime) -> dt.date:
    """The date in ``TIME_ZONE`` on which the aware ``moment`` falls.

    Raises ``ValueError`` for a naive datetime: its day would depend on a guess.
    """
    if timezone.is_naive(moment):
        raise ValueError(f"naive datetime {moment!r}: a day needs an aware moment")
    return moment.astimezone(site_zone()).date()


def day_start(day: dt.date) -> dt.datetime:
    """The first instant of ``day`` in ``TIME_ZONE``, as an aware UTC datetime."""
    return dt.datetime.combine(day, dt.time.min, tzinfo=site_zone()).astimezone(UTC)


def day_end(as_of: dt.date | None) -> dt.datetime | None:
    """The first instant after ``as_of`` (a day in ``TIME_ZONE``), as an aware UTC datetime; None for "now".

    "As of D" reads everything known before this instant: ``known_at < day_end(D)``.
    """
    if as_of is None:
        return None
    if as_of >= dt.date.max:  # 9999-12-31 has no next day; its end is the last instant
        return dt.datetime.max.replace(tzinfo=UTC)
    return day_start(as_of + dt.timedelta(days=1))


def site_aware(value: dt.datetime) -> dt.datetime:
    """``value`` as an aware UTC datetime; a naive one is read as wall time in ``TIME_ZONE``."""
    if timezone.is_naive(value):
        value = value.replace(tzinfo=site_zone())
    return value.astimezone(UTC)
