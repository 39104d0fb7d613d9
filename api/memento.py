"""Time travel by Memento (RFC 7089) on the article resource.

* **Original resource and TimeGate** (URI-R = URI-G, 200-style negotiation,
  RFC 7089 §4.1.2): ``/api/v1/entities/<slug>/article``. With an
  ``Accept-Datetime`` header it answers with the memento selected for that
  moment: ``Memento-Datetime``, ``Content-Location`` (the memento's URI),
  ``Vary: accept-datetime`` and ``Link`` (``original timegate``, ``timemap``,
  ``memento``).
* **Mementos** (URI-M): ``…/article?as_of=YYYY-MM-DD``, one per evidence state:
  the days on which the entity's visible evidence changed (the slider's
  ticks). The memento of day D is the article as the evidence stood at the end
  of D; its Memento-Datetime is the start of D (days in the site's
  ``TIME_ZONE``), so a memento never claims a time after the one asked for.
* **TimeMap** (URI-T): ``…/article/timemap`` in ``application/link-format``
  (RFC 6690), listing every memento with its datetime.

Selection: the latest evidence day on or before the requested moment's day;
a moment before the first evidence gives the first memento (§4.1.1 allows the
nearest). An ``Accept-Datetime`` that is not an HTTP-date is a 400.
"""

from __future__ import annotations

import bisect
import datetime as dt
from email.utils import format_datetime, parsedate_to_datetime

from django.utils import timezone

LINK_FORMAT = "application/link-format"


class BadDatetime(ValueError):
    """The Accept-Datetime header is not an RFC 1123 HTTP-date."""


def parse_accept_datetime(value: str) -> dt.datetime:
    """An ``Accept-Datetime`` value (RFC 1123, e.g. ``Tue, 01 Oct 2024 12:00:00 GMT``) as an aware datetime.

    Raises BadDatetime for anything else (RFC 7089 §4.1.1: the TimeGate answers 400).
    """
    try:
        moment = parsedate_to_datetime(value.strip())
    except (TypeError, ValueError, IndexError):
        moment = None
    if moment is None:
        raise BadDatetime(f"Accept-Datetime must be an HTTP-date such as 'Tue, 01 Oct 2024 12:00:00 GMT', "
                          f"not {value[:60]!r}.")
    if timezone.is_naive(moment):
        moment = moment.replace(tzinfo=dt.timezone.utc)
    return moment


def memento_datetime(day: dt.date) -> dt.datetime:
    """The Memento-Datetime of the memento of ``day``: the day's first instant in the site's zone, in UTC."""
    zone = timezone.get_default_timezone()
    return dt.datetime.combine(day, dt.time.min, tzinfo=zone).astimezone(dt.timezone.utc)


def http_date(moment: dt.datetime) -> str:
    """RFC 1123 form, in GMT: ``Tue, 01 Oct 2024 00:00:00 GMT``."""
    return format_datetime(moment.astimezone(dt.timezone.utc), usegmt=True)


def select_memento(ticks: list[dt.date], moment: dt.datetime) -> dt.date | None:
    """The evidence day whose memento answers for ``moment``; None when there are no ticks."""
    if not ticks:
        return None
    day = timezone.localtime(moment, timezone.get_default_timezone()).date()
    i = bisect.bisect_right(ticks, day) - 1
    return ticks[max(i, 0)]


def memento_links(*, original: str, timemap: str, memento: tuple[str, dt.date] | None = None) -> str:
    """The ``Link`` header of the original resource or of a memento."""
    links = [f'<{original}>; rel="original timegate"', f'<{timemap}>; rel="timemap"; type="{LINK_FORMAT}"']
    if memento is not None:
        uri, day = memento
        links.append(f'<{uri}>; rel="memento"; datetime="{http_date(memento_datetime(day))}"')
    return ", ".join(links)


def timemap_body(*, original: str, timemap: str, ticks: list[dt.date], memento_uri) -> str:
    """A TimeMap (RFC 7089 §5.1.1) in link-format: the original, the timegate, itself, then each memento
    (``first``/``last`` marked), one link per line. ``memento_uri(day)`` gives a memento's URI."""
    lines = [f'<{original}>; rel="original"', f'<{original}>; rel="timegate"']
    if ticks:
        lines.append(f'<{timemap}>; rel="self"; type="{LINK_FORMAT}"; '
                     f'from="{http_date(memento_datetime(ticks[0]))}"; until="{http_date(memento_datetime(ticks[-1]))}"')
    else:
        lines.append(f'<{timemap}>; rel="self"; type="{LINK_FORMAT}"')
    for i, day in enumerate(ticks):
        rel = "memento"
        if i == 0:
            rel = "first " + rel
        if i == len(ticks) - 1:
            rel = "last " + rel if i else "first last memento"
        lines.append(f'<{memento_uri(day)}>; rel="{rel}"; datetime="{http_date(memento_datetime(day))}"')
    return ",\n".join(lines) + "\n"
