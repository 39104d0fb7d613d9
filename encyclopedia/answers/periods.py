"""The two times of a question: what it asks about (valid time) and as known when (known-at).

DESIGN.md invariant 3: ``as_of`` and "as known in 2024" select known-at; a
date, year, quarter or season *inside a question* ("in 2023", "in the 2023
regular season", "in Q3 2025") selects valid time. :func:`question_times`
reads both from a question:

* **Known-at phrases** (:data:`KNOWN_AT_PHRASES`: "as known in", "as of",
  "as it stood in" …) followed by a time expression set ``as_of`` to the
  expression's last day.
* **Seasons** ("the 2023 regular season", "the 2023-24 season", "the 2024
  playoffs") are periods with a part (``regular season``, ``playoffs``,
  ``preseason``, or none for a plain "season"); their dates are the calendar
  years they touch.
* **Other time expressions** with a start and an end (years, quarters,
  halves, months, "last year") are read by
  :func:`claims.extraction.dates.resolve_time_expressions`, the extractor's
  own reader, against the question's day. A deadline already past ("had
  raised by 2024") is the period up to its end; a deadline to come ("by
  2027") and an open start ("since 2020") set no period.

A claim's own period (:func:`claim_period`) comes from its ``valid_from`` /
``valid_until`` when either is set, else from a season or time expression in
its qualifier, else in its context ("2023 regular season", "post-money,
September 2025"); a claim with none is *undated*. :func:`period_matches`
says whether a dated claim is about the asked period: two seasons match when
they cover the same years and their parts agree (a plain "season" agrees
with any part); otherwise the two stretches of days must overlap.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from functools import lru_cache

from claims.extraction.dates import resolve_time_expressions

__all__ = ["KNOWN_AT_PHRASES", "Period", "QuestionTimes", "claim_period", "period_matches", "question_times"]

#: Phrases that make the time expression after them the known-at day (``as_of``), not valid time.
KNOWN_AT_PHRASES = (
    "as known in", "as known on", "as known at", "as known by", "as it was known in", "as known as of",
    "as of", "as at", "as it stood in", "as it stood on", "as things stood in", "as things stood on",
    "known in", "known by", "according to what was known in", "according to what was known by",
)
_KNOWN_AT = re.compile(
    r"(?<![\w])(?:" + "|".join(re.escape(p).replace(r"\ ", r"\s+")
                              for p in sorted(KNOWN_AT_PHRASES, key=len, reverse=True)) + r")\s+", re.IGNORECASE)
_PARTS = {
    "regular season": "regular season", "season": "", "playoffs": "playoffs", "playoff": "playoffs",
    "postseason": "playoffs", "post-season": "playoffs", "finals": "playoffs", "preseason": "preseason",
    "pre-season": "preseason",
}
_SEASON = re.compile(
    r"(?<![\w])(?:(?:in|during|for|of|over)\s+)?(?:the\s+)?((?:19|20)\d\d)(?:\s*[-–/]\s*((?:19|20)?\d\d))?\s+("
    + "|".join(sorted((re.escape(p) for p in _PARTS), key=len, reverse=True)) + r")(?![\w])",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Period:
    """A stretch of valid time: inclusive days, and for a season its years and part.

    ``label``: the words that named it ("2023 regular season", "in 2024");
    ``season``: ``(first year, last year, part)`` for a season, else None
    (part ``""`` for a plain "season").
    """

    label: str
    start: dt.date
    end: dt.date
    season: tuple[int, int, str] | None = None

    def as_json(self) -> dict:
        return {"label": self.label, "from": None if self.start == dt.date.min else self.start.isoformat(),
                "until": None if self.end == dt.date.max else self.end.isoformat(),
                **({"season": " ".join(str(x) for x in self.season if x)} if self.season else {})}


@dataclass(frozen=True)
class QuestionTimes:
    """What a question's wording says about time: the known-at day, the valid period, and the rest.

    ``rest`` is the question with both phrases blanked out (same length, so
    offsets of entity mentions still hold): attribute and chain matching read it.
    """

    as_of: dt.date | None
    as_of_label: str
    period: Period | None
    rest: str


def _season(m: re.Match) -> Period:
    first = int(m.group(1))
    last = first
    if m.group(2):
        tail = m.group(2)
        last = int(tail) if len(tail) == 4 else (first // 100) * 100 + int(tail)
        if last < first:
            last += 100
    part = _PARTS[" ".join(m.group(3).lower().split())]
    label = " ".join(m.group(0).split())
    label = re.sub(r"^(?:(?:in|during|for|of|over)\s+)?(?:the\s+)?", "", label, flags=re.IGNORECASE)
    return Period(label, dt.date(first, 1, 1), dt.date(last, 12, 31), (first, last, part))


_BACK = re.compile(r"(?<![\w])back\s+$", re.IGNORECASE)


def _blank(text: str, start: int, end: int) -> str:
    """``text`` with ``[start, end)`` blanked, and a "back" just before it ("back in 2023")."""
    before = _BACK.search(text[:start])
    if before:
        start = before.start()
    return text[:start] + " " * (end - start) + text[end:]


def _expressions(text: str, today: dt.date):
    """Time expressions with both ends, or deadlines already past ("had raised by 2024": up to its end)."""
    return [e for e in resolve_time_expressions(text, published_at=today)
            if e.valid_until is not None and (e.valid_from is not None or e.valid_until < today)]


def question_times(question: str, *, today: dt.date) -> QuestionTimes:
    """Read the known-at day and the valid period a question names (module docstring).

    Args:
        question: the question as asked.
        today: the site's day relative expressions ("last year") count from.

    Returns a :class:`QuestionTimes`; the first known-at phrase and the
    first period win.
    """
    rest = question
    as_of, as_of_label = None, ""
    for m in _KNOWN_AT.finditer(question):
        tail = question[m.end():]
        found = [e for e in _expressions(tail, today) if e.start <= 4]
        if found:
            e = found[0]
            as_of, as_of_label = e.valid_until, " ".join(question[m.start(): m.end() + e.end].split())
            rest = _blank(rest, m.start(), m.end() + e.end)
            break
    period = None
    season = _SEASON.search(rest)
    if season:
        period = _season(season)
        rest = _blank(rest, season.start(), season.end())
    else:
        found = _expressions(rest, today)
        if found:
            e = found[0]
            label = re.sub(r"^(?:(?:in|during|for|of|over|on)\s+)?(?:the\s+)?", "", " ".join(e.text.split()),
                           flags=re.IGNORECASE)
            period = Period(label, e.valid_from or dt.date.min, e.valid_until)
            rest = _blank(rest, e.start, e.end)
    return QuestionTimes(as_of, as_of_label, period, rest)


@lru_cache(maxsize=8192)
def _text_period(text: str) -> Period | None:
    if not text or not re.search(r"(?:19|20)\d\d", text):
        return None
    season = _SEASON.search(text)
    if season:
        return _season(season)
    # A reference day far from any date, so that relative words in prose ("next year") date nothing.
    found = [e for e in resolve_time_expressions(text, published_at=dt.date(1900, 1, 1))
             if re.search(r"(?:19|20)\d\d", e.text)]
    if not found:
        return None
    starts = [e.valid_from for e in found if e.valid_from]
    ends = [e.valid_until for e in found if e.valid_until]
    return Period(text, min(starts) if starts else dt.date.min, max(ends) if ends else dt.date.max)


def claim_period(claim) -> Period | None:
    """The valid period a claim states (module docstring), or None when it is undated.

    ``claim``: anything with ``valid_from``, ``valid_until``, ``qualifier`` and ``context``.
    """
    if claim.valid_from or claim.valid_until:
        return Period("", claim.valid_from or dt.date.min, claim.valid_until or dt.date.max)
    return _text_period(" ".join((claim.qualifier or "").split())) or _text_period(
        " ".join((getattr(claim, "context", "") or "").split()))


def period_matches(stated: Period, asked: Period) -> bool:
    """Whether a claim's period ``stated`` is about the asked period (module docstring)."""
    if stated.season and asked.season:
        (a1, a2, ap), (b1, b2, bp) = stated.season, asked.season
        return (a1, a2) == (b1, b2) and (not ap or not bp or ap == bp)
    return stated.start <= asked.end and asked.start <= stated.end
