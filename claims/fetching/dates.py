"""Choosing an item's known-at date from what the feed and the page say.

Rules (issue 7): the feed's published date, else its updated date, else the
page's metadata. A date in the future (beyond ``FUTURE_TOLERANCE`` of the
fetch) or before 1990 is rejected. A timestamp without a zone takes the
source's configured zone (else UTC) and is flagged ``naive_timezone``; a
bare date is flagged ``date_only``. With no usable date the item gets the
fetch time and the flag ``date_unknown``: never a past date nothing supports.

Parsing: RFC 822/1123 (email.utils), ISO 8601, then dateparser with
languages (non-English month and day names: ``Seg, 24 Set 2018``) and all
of day, month and year required, so a bare year or "Q3 2025" never becomes
an invented day. RFC 822 with a two-digit year and a time without a colon
(``03 Apr 02 1500 GMT``) is read by a small rule of our own, since neither
feedparser nor dateparser read it.
"""

from __future__ import annotations

import datetime as dt
import email.utils
import re
from dataclasses import dataclass, field
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError
from core.timezones import day_start

MIN_YEAR = 1990
FUTURE_TOLERANCE = dt.timedelta(minutes=10)
DEFAULT_LANGUAGES = ["en", "pt", "es", "fr", "de", "it", "nl", "pl", "zh"]

DATE_UNKNOWN = "date_unknown"
NAIVE = "naive_timezone"
DATE_ONLY = "date_only"
FROM_PAGE = "date_from_page"
REJECTED_FUTURE = "date_rejected_future"
REJECTED_OLD = "date_rejected_pre1990"

_RFC822_COMPACT = re.compile(
    r"^(?:[A-Za-z]{3},\s*)?(\d{1,2})\s+([A-Za-z]{3})\s+(\d{2}|\d{4})\s+(\d{2})(\d{2})(?:(\d{2}))?\s*([A-Za-z]{1,5}|[+-]\d{4})?$"
)
_MONTHS = {m: i for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct",
                                       "nov", "dec"], start=1)}
_HAS_TIME = re.compile(r"\d{1,2}:\d{2}|T\d{2}|\b\d{4}\s*(?:GMT|UTC|Z|[+-]\d{4})\b")


@dataclass
class ParsedDate:
    """A parsed timestamp: ``value`` aware UTC, ``flags`` (naive_timezone, date_only)."""

    value: dt.datetime
    flags: list[str] = field(default_factory=list)


@dataclass
class ChosenDate:
    """The known-at chosen for an item: aware UTC ``value``, ``flags`` and the ``notes`` on rejected candidates."""

    value: dt.datetime
    flags: list[str]
    notes: list[str]


def zone(name: str | None) -> dt.tzinfo:
    """The ZoneInfo for ``name``; UTC when blank or unknown."""
    if name:
        try:
            return ZoneInfo(name)
        except (ZoneInfoNotFoundError, ValueError):
            pass
    return dt.timezone.utc


def _two_digit_year(year: int) -> int:
    # RFC 2822 §4.3: 00-49 → 2000-2049, 50-99 → 1950-1999.
    return year + (2000 if year < 50 else 1900)


def _compact_rfc822(text: str) -> dt.datetime | None:
    match = _RFC822_COMPACT.match(text)
    if not match or match.group(2).lower() not in _MONTHS:
        return None
    day, month, year, hour, minute, second, tz = match.groups()
    year_n = int(year) if len(year) == 4 else _two_digit_year(int(year))
    value = dt.datetime(year_n, _MONTHS[month.lower()], int(day), int(hour), int(minute), int(second or 0))
    if tz is None:
        return value
    if tz.upper() in {"GMT", "UTC", "UT", "Z"}:
        return value.replace(tzinfo=dt.timezone.utc)
    if tz[0] in "+-":
        offset = dt.timedelta(hours=int(tz[1:3]), minutes=int(tz[3:5]))
        return value.replace(tzinfo=dt.timezone(offset if tz[0] == "+" else -offset))
    return None


def parse_date(text: str | None, *, time_zone: str | None = None,
               languages: list[str] | None = None) -> ParsedDate | None:
    """Parse one date string to aware UTC, or None when it says no full date.

    Args:
        text: the raw string from a feed or a page.
        time_zone: IANA name applied to a naive timestamp (UTC if blank).
        languages: dateparser language codes to try first (e.g. the feed's).
    """
    if not text or not str(text).strip():
        return None
    text = " ".join(str(text).split())
    value: dt.datetime | None = None
    flags: list[str] = []
    try:
        value = email.utils.parsedate_to_datetime(text)
        if value is not None and email.utils.parsedate_tz(text)[9] is None and "-0000" not in text:
            value = value.replace(tzinfo=None)
    except (TypeError, ValueError, IndexError):
        value = None
    if value is None:
        try:
            iso = text.replace("Z", "+00:00") if text.endswith("Z") else text
            value = dt.datetime.fromisoformat(iso)
            if len(text) == 10:
                flags.append(DATE_ONLY)
        except ValueError:
            value = None
    if value is None:
        value = _compact_rfc822(text)
    if value is None:
        import dateparser

        langs = list(dict.fromkeys([*(languages or []), *DEFAULT_LANGUAGES]))
        value = dateparser.parse(text, languages=langs, settings={
            "REQUIRE_PARTS": ["day", "month", "year"], "PREFER_DAY_OF_MONTH": "first",
            "RETURN_AS_TIMEZONE_AWARE": False, "DATE_ORDER": "DMY",
        }) if len(text) < 80 else None
        if value is not None and not _HAS_TIME.search(text):
            flags.append(DATE_ONLY)
        if value is not None and value.tzinfo is None and re.search(r"(?:GMT|UTC|Z|[+-]\d{2}:?\d{2})\s*$", text):
            aware = dateparser.parse(text, languages=langs, settings={"RETURN_AS_TIMEZONE_AWARE": True,
                                                                      "REQUIRE_PARTS": ["day", "month", "year"]})
            value = aware or value
    if value is None:
        return None
    if DATE_ONLY in flags:
        # A bare date is a day in the site's zone, as everywhere else in Polyphony (DESIGN.md invariant 3).
        return ParsedDate(day_start(value.date()), flags)
    if value.tzinfo is None:
        flags.append(NAIVE)
        value = value.replace(tzinfo=zone(time_zone))
    return ParsedDate(value.astimezone(dt.timezone.utc), flags)


def date_choose(*, feed_dates: list[str | None], page_dates: list[str | None] = (), fetched_at: dt.datetime,
                time_zone: str | None = None, languages: list[str] | None = None) -> ChosenDate:
    """Choose an item's known-at from its candidates, in order (module docstring).

    Args:
        feed_dates: raw strings, published first, then updated.
        page_dates: raw strings from the page's metadata, best first.
        fetched_at: aware time of the fetch (the bound for "future" and the fallback).
        time_zone: the source's IANA zone for naive timestamps.
        languages: language hints for non-English dates.

    Returns a ChosenDate; never raises for bad input (bad candidates become notes).
    """
    notes: list[str] = []
    extra: list[str] = []
    for origin, candidates in (("feed", feed_dates), ("page", page_dates)):
        for raw in candidates:
            if not raw:
                continue
            parsed = parse_date(raw, time_zone=time_zone, languages=languages)
            if parsed is None:
                notes.append(f"unreadable {origin} date {raw!r}")
                continue
            if parsed.value > fetched_at + FUTURE_TOLERANCE:
                notes.append(f"{origin} date {raw!r} is in the future; ignored")
                extra.append(REJECTED_FUTURE)
                continue
            if parsed.value.year < MIN_YEAR:
                notes.append(f"{origin} date {raw!r} is before {MIN_YEAR}; ignored")
                extra.append(REJECTED_OLD)
                continue
            flags = parsed.flags + ([FROM_PAGE] if origin == "page" else []) + extra
            return ChosenDate(parsed.value, list(dict.fromkeys(flags)), notes)
    return ChosenDate(fetched_at.astimezone(dt.timezone.utc), list(dict.fromkeys([DATE_UNKNOWN, *extra])), notes)
