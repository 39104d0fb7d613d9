"""Time expressions in a sentence, resolved against the document's ``published_at``.

Offline and deterministic: one precompiled regular expression finds the expressions
(absolute dates, quarters, halves, relative years/quarters/months, decades, "within N
years"), and plain calendar arithmetic resolves them. dateparser is not used on the hot
path: its 1.x releases turn "Q3 2025" into 2025-07-15, "H2 2025" into a wrong date and
"by end of next year" into nothing (ENVIRONMENT.md, "Known library gaps"), and it costs
milliseconds per call where a regex scan costs microseconds.

Semantics of the preposition in front of an expression:

- ``by``/``before``/``until``/``through``/``no later than`` make a deadline:
  ``valid_from`` is None and ``valid_until`` is the end of the period (``before`` → the
  day before its start);
- ``since``/``from``/``starting``/``after`` make an open start: ``valid_until`` is None;
- anything else (``in``, ``during``, ``on``, no preposition) gives the period itself.
"""

from __future__ import annotations

import calendar
import datetime as dt
import re
from dataclasses import dataclass
from typing import Literal
from core.timezones import site_date

Granularity = Literal["day", "month", "quarter", "half", "year", "decade"]

__all__ = ["PERFECT", "TimeExpression", "looks_ahead", "names_occasion", "names_weekday", "resolve_time_expressions",
           "told_ahead"]


@dataclass(frozen=True, slots=True)
class TimeExpression:
    """One time expression found in a sentence.

    ``start``/``end`` are character offsets into the sentence given to
    :func:`resolve_time_expressions` (``sentence[start:end] == text``). ``valid_from`` and
    ``valid_until`` are inclusive calendar days; either may be None for open ranges
    ("by 2026" has no start, "since 2020" no end).
    """

    text: str
    start: int
    end: int
    valid_from: dt.date | None
    valid_until: dt.date | None
    forward_looking: bool
    granularity: Granularity


_MONTHS = {
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4,
    "apr": 4, "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8,
    "september": 9, "sept": 9, "sep": 9, "october": 10, "oct": 10, "november": 11,
    "nov": 11, "december": 12, "dec": 12,
}
_NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "eighteen": 18, "a couple of": 2, "a few": 3,
}
_ORDINALS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}

# The pattern runs on an ASCII-lower-cased copy of the sentence (same length, so offsets
# hold): case-insensitive matching of a large alternation is several times slower in
# Python's re. Month names must be capitalised in the original ("may" is a modal,
# "march" a verb); _resolve checks that.
_MONTH_RE = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november"
    r"|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?"
)
_FULL_MONTH_RE = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november"
    r"|december)"
)
_MONTH_GROUPS = ("fd1_m", "fd2_m", "my_m", "md_m", "mo_m", "mrel1_m", "mrel2_m", "wd_w")
_WEEKDAYS = {name: i for i, name in enumerate(("monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
                                               "sunday"))}
_WEEKDAY_RE = "|".join(_WEEKDAYS)
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
_YEAR = r"(?:19[5-9]\d|20\d\d)"
_NUM_WORD = r"\d{1,2}|a\s+couple\s+of|a\s+few|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen"
# A bare year followed by one of these is a count ("2050 robots"), not a date.
_COUNT_NOUN_AFTER = re.compile(
    r"\s*(?:robots?|humanoids?|units?|people|workers|employees|machines|kg|km|lbs?|hours?|"
    r"dollars|euros|yuan|shares|customers|%|percent)\b",
    re.IGNORECASE,
)

_PREP = (
    r"(?P<prep>no\s+later\s+than|by|before|until|till|through|throughout|in|during|"
    r"from|since|after|as\s+of|starting(?:\s+in)?|beginning(?:\s+in)?|on|for|around|at)"
)

# The leading look-around lets the engine skip every position that is not a word start
# before trying the alternatives (3x faster on news text).
_PATTERN = re.compile(
    rf"""
    (?=[a-z0-9])(?<![a-z0-9])(?:{_PREP}\s+(?:the\s+)?)?
    (?:
      (?P<today>today)\b
    | (?P<endof>(?:the\s+)?end\s+of\s+(?:(?P<endof_rel>this|next|last|the)\s+)?
                (?P<endof_unit>year|decade|quarter|month)\b)
    | (?P<endofy>(?:the\s+)?end\s+of\s+(?P<endofy_y>{_YEAR})\b)
    | (?P<yearend>year(?:[- ]|['’]s\s+)end(?:\s+(?P<yearend_y>{_YEAR}))?\b)
    | (?P<later>(?P<later_w>later|early|earlier|late)\s+(?:in\s+)?this\s+decade\b)
    | (?P<decrel>(?P<decrel_w>this|next|last|the\s+current|the\s+next)\s+decade\b)
    | (?P<decabs>(?P<decabs_y>(?:19|20)\d0)s\b)
    | (?P<quarter>(?:q(?P<quarter_n>[1-4])|(?P<quarter_w>first|second|third|fourth|1st|2nd|3rd|4th)
                   [-\s]quarter)(?:\s*(?:of\s+)?(?:fy\s*)?(?P<quarter_y>{_YEAR}|'\d\d)\b)?(?!\w))
    | (?P<quarter2>(?P<quarter2_y>{_YEAR})\s*q(?P<quarter2_n>[1-4])\b)
    | (?P<half>(?:h(?P<half_n>[12])|(?P<half_w>first|second|1st|2nd)\s+half)
                (?:\s*(?:of\s+)?(?P<half_y>{_YEAR}|'\d\d)\b)?(?!\w))
    | (?P<season>(?:(?P<season_rel>this|next|last|coming|early|late|mid)[-\s]+)?(?P<season_w>spring|summer|autumn|fall|winter)
                  (?:\s+(?:of\s+)?(?P<season_y>{_YEAR}|'\d\d))?\b(?!-))
    | (?P<rel>(?P<rel_w>next|this|last|past|coming|current|previous|following)\s+
              (?P<rel_u>year|quarter|month)\b)
    | (?P<within>(?P<within_p>(?:(?:within|in|over|during)\s+)?(?:the\s+)?(?:next|coming|following)
                 |within|over|in)\s+(?P<within_n>{_NUM_WORD})\s+(?P<within_u>years?|months?)\b
                 (?:'?\s*time)?)
    | (?P<fd1>(?P<fd1_m>{_MONTH_RE})\s+(?P<fd1_d>[0-3]?\d)(?:st|nd|rd|th)?,?\s+(?P<fd1_y>{_YEAR})\b)
    | (?P<fd2>(?P<fd2_d>[0-3]?\d)(?:st|nd|rd|th)?\s+(?P<fd2_m>{_MONTH_RE}),?\s+(?P<fd2_y>{_YEAR})\b)
    | (?P<iso>(?P<iso_y>{_YEAR})-(?P<iso_m>0[1-9]|1[0-2])-(?P<iso_d>[0-3]\d)\b)
    | (?P<my>(?P<my_m>{_MONTH_RE}),?\s+(?:of\s+)?(?P<my_y>{_YEAR})\b)
    | (?P<md>(?P<md_m>{_MONTH_RE})\s+(?P<md_d>[0-3]?\d)(?:st|nd|rd|th)?\b(?!,?\s*\d))
    | (?P<yp>(?P<yp_w>early|mid|late)[-\s]?(?P<yp_y>{_YEAR})\b)
    | (?P<fy>fy\s?(?P<fy_y>{_YEAR}|\d\d)\b)
    | (?P<mrel1>(?P<mrel1_w>last|next|this)\s+(?P<mrel1_m>{_FULL_MONTH_RE})\b)
    | (?P<mrel2>(?P<mrel2_m>{_FULL_MONTH_RE})\s+(?:of\s+)?(?P<mrel2_w>last|next|this)\s+year\b)
    | (?P<mo>(?P<mo_m>{_FULL_MONTH_RE})\b)
    | (?P<wd>(?<![-–])(?P<wd_w>{_WEEKDAY_RE})\b(?!['’]s|\s*[-–]|\s+(?:to|through|and)\s))
    | (?P<year>(?<![$€£¥.,\d])(?P<year_y>{_YEAR})\b(?![.,]\d))
    )
    """,
    re.VERBOSE,
)

# Cheap test (on the lower-cased copy) that a sentence may hold a time expression at all.
_PREFILTER = re.compile(
    r"\d|\b(?:years?|months?|quarters?|decades?|half|today|january|february|march|april|may|"
    r"june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|"
    rf"oct|nov|dec|spring|summer|autumn|fall|winter|{_WEEKDAY_RE})\b"
)

_FUTURE_CUES = re.compile(
    # ("I would argue", "I'd say": a hedge on what holds now, no future)
    r"\b(?:will|won't|shall|would(?!\s+(?:argue|say|suggest|call|describe|guess|agree|disagree|add|note|contend|submit)\b)|'ll|expects?|expected\s+to|expecting|plans?\s+to|planning|"
    r"planned\s+to|aims?|aiming|targets?|targeting|intends?|intending|hopes?|hoping|going\s+to|"
    r"forecasts?|predicts?|anticipates?|could|might|should|scheduled|slated|set\s+to|"
    r"on\s+track|poised|upcoming|projected|projects\s+that)\b",
    re.IGNORECASE,
)
_FUTURE_MAY = re.compile(r"\bmay\b")  # lower-case only: "May" is a month
_PAST_CUES = re.compile(
    r"\b(?:was|were|had|did|raised|closed|deployed|shipped|announced|said|reported|launched|"
    r"completed|delivered|sold|began|started|unveiled|demonstrated|introduced|reached|secured|"
    r"acquired|piloted|paused|halted|suspended|rolled\s+out|ago|previously|already|"
    r"has\s+been|have\s+been|showed|showcased|revealed|debuted|released|built|produced|"
    r"signed|agreed|valued|led|left|joined|hired|named|appointed|resigned|stepped|departed|filed|won|"
    r"fired|sued|ordered|opened|took|held|met|moved|told|wrote|added|noted|"
    # an end or a change told as done: "ended its trial in December", told in June, is last December's
    r"ended|finished|concluded|wrapped\s+up|stopped|ceased|cancell?ed|scrapped|abandoned|dropped|withdrew|exited|"
    r"terminated|retired|replaced|expanded|extended|doubled|tripled|grew|rose|fell|cut|posted|lost|bought|paid|"
    r"purchased|invested|tested|trialled|trialed|presented|displayed|performed|received|partnered|teamed\s+up|"
    r"went|came|got|gave|sent|made|fallen|risen|grown|declined|increased|decreased|surged|soared|jumped|climbed|"
    r"plunged|slumped|tumbled|"
    # a milestone passed: "rolled its 5,000th robot off the line in December", "surpassed 1,000 units in March"
    r"rolled|manufactured|assembled|surpassed|exceeded|crossed|topped)\b",
    re.IGNORECASE,
)
#: A statement about what is still to come, in the present tense ("will begin", "plans to", "is set to", "expects
#: to"); "was expected to", "had planned to" and the reported "would" tell of a plan made in the past, "could" of
#: what was possible then ("could only build ten in March"), and "targets" may be a noun ("missed its targets").
_FORWARD_VERB = re.compile(
    r"\b(?i:will|won't|shall|'ll|plans?\s+to|planning\s+to|expects?\s+to|(?:is|are)\s+expected\s+to|aims?\s+to"
    r"|aiming\s+to|intends?\s+to|hopes?\s+to|targeting|going\s+to|might"
    r"|(?:is|are|'s|'re)\s+(?:set|scheduled|slated|poised|due|on\s+track)\s+to)\b|\bmay\b"
)

#: Where one statement ends and another may begin.
_BREAK = re.compile(r"[.!?;:\n”\"]|\s{2,}")
_DEADLINE_PREPS = {"by", "before", "until", "till", "through", "no later than"}
_OPEN_START_PREPS = {"since", "from", "starting", "starting in", "beginning", "beginning in", "after"}


def _end_of_month(year: int, month: int) -> dt.date:
    return dt.date(year, month, calendar.monthrange(year, month)[1])


def _add_months(day: dt.date, months: int) -> dt.date:
    total = day.year * 12 + (day.month - 1) + months
    year, month = divmod(total, 12)
    month += 1
    return dt.date(year, month, min(day.day, calendar.monthrange(year, month)[1]))


def _year_value(raw: str | None, default: int) -> int:
    if not raw:
        return default
    raw = raw.strip()
    if raw.startswith("'"):
        return 2000 + int(raw[1:])
    if len(raw) == 2:
        return 2000 + int(raw)
    return int(raw)


def _quarter(year: int, n: int) -> tuple[dt.date, dt.date]:
    first = 3 * (n - 1) + 1
    return dt.date(year, first, 1), _end_of_month(year, first + 2)


def _month_number(raw: str) -> int:
    return _MONTHS[raw.lower().rstrip(".")]


def _number(raw: str) -> int:
    raw = " ".join(raw.lower().split())
    return int(raw) if raw.isdigit() else _NUMBER_WORDS[raw]


def _resolve(m: re.Match, today: dt.date) -> tuple[dt.date, dt.date, Granularity, bool] | None:
    """Return (first day, last day, granularity, explicitly future-relative) or None."""
    kind = m.lastgroup
    g = m.group
    year = today.year
    if kind == "today":
        return today, today, "day", False
    if kind == "wd":  # "on Tuesday" in a dated report: the last such day up to it (a future one is moved on after)
        day = today - dt.timedelta(days=(today.weekday() - _WEEKDAYS[g("wd_w")]) % 7)
        return day, day, "day", False
    if kind == "endof":
        rel = (g("endof_rel") or "this").lower()
        unit = g("endof_unit").lower()
        shift = {"next": 1, "last": -1}.get(rel, 0)
        if unit == "year":
            return dt.date(year + shift, 12, 31), dt.date(year + shift, 12, 31), "year", shift > 0
        if unit == "decade":
            end = (year // 10) * 10 + 9 + 10 * shift
            return dt.date(end, 12, 31), dt.date(end, 12, 31), "decade", shift > 0
        if unit == "quarter":
            q = (today.month - 1) // 3 + shift
            qy, qn = year + q // 4, q % 4 + 1
            last = _quarter(qy, qn)[1]
            return last, last, "quarter", shift > 0
        month = _add_months(today.replace(day=1), shift)
        last = _end_of_month(month.year, month.month)
        return last, last, "month", shift > 0
    if kind == "endofy":
        y = int(g("endofy_y"))
        return dt.date(y, 12, 31), dt.date(y, 12, 31), "year", False
    if kind == "yearend":
        y = _year_value(g("yearend_y"), year)
        return dt.date(y, 12, 31), dt.date(y, 12, 31), "year", False
    if kind == "later":
        word = g("later_w").lower()
        decade = (year // 10) * 10
        if word in ("later", "late"):
            return today, dt.date(decade + 9, 12, 31), "decade", True
        return dt.date(decade, 1, 1), dt.date(decade + 9, 12, 31), "decade", False
    if kind == "decrel":
        word = " ".join(g("decrel_w").lower().split())
        shift = {"next": 1, "the next": 1, "last": -1}.get(word, 0)
        decade = (year // 10) * 10 + 10 * shift
        return dt.date(decade, 1, 1), dt.date(decade + 9, 12, 31), "decade", shift > 0
    if kind == "decabs":
        decade = int(g("decabs_y"))
        return dt.date(decade, 1, 1), dt.date(decade + 9, 12, 31), "decade", False
    if kind in ("quarter", "quarter2"):
        if kind == "quarter":
            n = int(g("quarter_n")) if g("quarter_n") else _ORDINALS[g("quarter_w").lower()]
            y = _year_value(g("quarter_y"), year)
        else:
            n, y = int(g("quarter2_n")), int(g("quarter2_y"))
        first, last = _quarter(y, n)
        return first, last, "quarter", False
    if kind == "half":
        n = int(g("half_n")) if g("half_n") else _ORDINALS[g("half_w").lower()]
        y = _year_value(g("half_y"), year)
        if n == 1:
            return dt.date(y, 1, 1), dt.date(y, 6, 30), "half", False
        return dt.date(y, 7, 1), dt.date(y, 12, 31), "half", False
    if kind == "season":
        return _season(m, today)
    if kind == "rel":
        word = g("rel_w").lower()
        unit = g("rel_u").lower()
        shift = {"next": 1, "coming": 1, "following": 1, "last": -1, "past": -1, "previous": -1}.get(word, 0)
        if unit == "year":
            return dt.date(year + shift, 1, 1), dt.date(year + shift, 12, 31), "year", shift > 0
        if unit == "quarter":
            q = (today.month - 1) // 3 + shift
            first, last = _quarter(year + q // 4, q % 4 + 1)
            return first, last, "quarter", shift > 0
        month = _add_months(today.replace(day=1), shift)
        return month, _end_of_month(month.year, month.month), "month", shift > 0
    if kind == "within":
        n = _number(g("within_n"))
        unit = g("within_u").lower()
        if unit.startswith("year"):
            return today, _add_months(today, 12 * n), "year", True
        return today, _add_months(today, n), "month", True
    if kind in ("fd1", "fd2"):
        day = dt.date(int(g(f"{kind}_y")), _month_number(g(f"{kind}_m")), int(g(f"{kind}_d")))
        return day, day, "day", False
    if kind == "iso":
        day = dt.date(int(g("iso_y")), int(g("iso_m")), int(g("iso_d")))
        return day, day, "day", False
    if kind == "my":
        y, mo = int(g("my_y")), _month_number(g("my_m"))
        return dt.date(y, mo, 1), _end_of_month(y, mo), "month", False
    if kind == "md":
        day = dt.date(year, _month_number(g("md_m")), int(g("md_d")))
        return day, day, "day", False
    if kind == "yp":
        y = int(g("yp_y"))
        first_month = {"early": 1, "mid": 5, "late": 9}[g("yp_w").lower()]
        return dt.date(y, first_month, 1), _end_of_month(y, first_month + 3), "month", False
    if kind == "fy":
        y = _year_value(g("fy_y"), year)
        return dt.date(y, 1, 1), dt.date(y, 12, 31), "year", False
    if kind == "mrel2":  # "in February last year": that year's month
        mo = _month_number(g("mrel2_m"))
        y = year + {"last": -1, "next": 1}.get(g("mrel2_w").lower(), 0)
        return dt.date(y, mo, 1), _end_of_month(y, mo), "month", g("mrel2_w").lower() == "next"
    if kind == "mrel1":  # "last March": the latest one before this month; "next March": the first one after it
        mo, word = _month_number(g("mrel1_m")), g("mrel1_w").lower()
        y = year if word == "this" else (year if mo < today.month else year - 1) if word == "last" else (
            year if mo > today.month else year + 1)
        return dt.date(y, mo, 1), _end_of_month(y, mo), "month", word == "next"
    if kind == "mo":
        if not g("prep"):  # "May" alone is too ambiguous
            return None
        mo = _month_number(g("mo_m"))
        return dt.date(year, mo, 1), _end_of_month(year, mo), "month", False
    if kind == "year":
        if _COUNT_NOUN_AFTER.match(m.string, m.end()):  # m.string is the lower-cased copy
            return None
        y = int(g("year_y"))
        return dt.date(y, 1, 1), dt.date(y, 12, 31), "year", False
    return None


#: The months of each season (meteorological, northern hemisphere): winter runs from December into the next year.
_SEASON_MONTHS = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}
#: What follows "fall" when it is a drop, not autumn: "a fall in prices", "the fall of the old model".
_FALL_AS_DROP = re.compile(r"\s+(?:in|of|to|from|below|behind|short|back|off|by)\b")


def _season(m: re.Match, today: dt.date) -> tuple[dt.date, dt.date, Granularity, bool] | None:
    """A season ("this autumn", "next spring", "summer 2025", "in the winter"): its three months, or one of them
    ("early summer"). This season's when only a preposition names it (the caller moves it a year for the tense), the
    nearest one still to come for "next"/"coming", the latest one gone by for "last". None for a season word named by
    nothing of time ("summer interns", "a fall in prices")."""
    word, rel, year_raw = m.group("season_w"), (m.group("season_rel") or ""), m.group("season_y")
    if not (rel or year_raw or m.group("prep")):
        return None
    if word == "fall" and not year_raw and _FALL_AS_DROP.match(m.string, m.end()):
        return None
    first_month = _SEASON_MONTHS[word]

    def span(y: int) -> tuple[dt.date, dt.date]:
        first = dt.date(y, first_month, 1)
        last_month = _add_months(first, 2)
        return first, _end_of_month(last_month.year, last_month.month)

    if year_raw:
        y = _year_value(year_raw, today.year)
    elif first_month == 12 and today.month <= 2:
        y = today.year - 1  # "this winter", told in January: the one under way
    else:
        y = today.year
    first, last = span(y)
    if rel in ("next", "coming") and not year_raw:
        while first <= today:
            y += 1
            first, last = span(y)
    elif rel == "last" and not year_raw:
        while last >= today:
            y -= 1
            first, last = span(y)
    if rel in ("early", "mid", "late"):
        month = _add_months(first, {"early": 0, "mid": 1, "late": 2}[rel])
        return month, _end_of_month(month.year, month.month), "month", False
    return first, last, "quarter", rel in ("next", "coming")


def _a_year_earlier(day: dt.date) -> dt.date:
    return day.replace(year=day.year - 1) if not (day.month == 2 and day.day == 29) else dt.date(day.year - 1, 2, 28)


def _a_year_later(day: dt.date) -> dt.date:
    return day.replace(year=day.year + 1) if not (day.month == 2 and day.day == 29) else dt.date(day.year + 1, 2, 28)


def _told_as_still_to_come(sentence: str, start: int) -> bool:
    """A forward-looking verb governs the expression at ``start``: it comes before it in the same stretch of text,
    with no past-tense verb, sentence end, closing quotation mark or line break between ("will begin production in
    March", not "in March it said it will", "will sell what it built in March" or "“… will not change.” He
    posted on June 2")."""
    cues = list(_FORWARD_VERB.finditer(sentence, 0, start))
    return bool(cues) and not _PAST_CUES.search(sentence, cues[-1].end(), start) \
        and not _BREAK.search(sentence, cues[-1].end(), start)


#: A modal in a relative clause, to its end: "for those who would rather subscribe".
_RELATIVE_MODAL = re.compile(r"(?:\b(?:those|people|anyone|customers|buyers|users|families)\s+who|,\s*(?:who|which))\s+(?:\w+\s+)?"
                             r"(?:would|could|might|may)\b[^,.;]*", re.I)
#: A perfect tense: "have worked", "has been operating", "had built", "we've also delivered".
PERFECT = re.compile(r"\b(?:has|have|had|['’]ve)\s+(?:\w+\s+){0,2}?(?:been|[a-z]+(?:ed|en|wn|lt|ld|nt|ne|ght|un))\b", re.I)


def told_ahead(text: str) -> bool:
    """Whether ``text`` holds a word of the future: "will", "expected to", "plans to", "could", a lower-case "may"."""
    return bool(_FUTURE_CUES.search(text) or _FUTURE_MAY.search(text))


def _tense(sentence: str) -> str:
    """'future', 'past' or 'present' from cue words; a future cue wins over a past one, but not one in a relative
    clause ("opened orders in October … for those who would rather subscribe" is told in the past)."""
    sentence = _RELATIVE_MODAL.sub(" ", sentence)
    if told_ahead(sentence):
        return "future"
    if _PAST_CUES.search(sentence):
        return "past"
    return "present"


#: A record set over a span looked back on: "the worst earnings in three years", "for the first time in a decade".
_RECORD_BEFORE = re.compile(
    r"\b(?:worst|best|highest|lowest|biggest|largest|smallest|strongest|weakest|fastest|slowest|cheapest|sharpest"
    r"|steepest|deepest|first\s+time|most|least)\b[^,;.]{0,40}$", re.I)


def resolve_time_expressions(sentence: str, *, published_at: dt.datetime | dt.date,
                             weekdays: bool = True) -> list[TimeExpression]:
    """Find and resolve the time expressions of one sentence.

    Args:
        sentence: the sentence (or clause) text; offsets in the result index into it.
        published_at: the document's publication time (aware datetime, or a date). Relative
            expressions ("next year", "within two years", "Q3" without a year) are resolved
            against its UTC calendar day.
        weekdays: resolve days of the week ("on Tuesday": the last one up to the publication
            day, or the next one when told as still to come); False when the publication date
            is known to the month or year only, which no weekday can be counted from.

    Returns:
        The expressions in text order, each a :class:`TimeExpression` with inclusive
        ``valid_from``/``valid_until`` days. An expression is ``forward_looking`` when its
        period starts after the publication day; or, unless the sentence is in the past
        tense, when it is a deadline ("by …") or an explicitly future-relative phrase
        ("next year", "within two years", "later this decade") ending on or after that
        day; or when its period contains the publication day and the sentence has a
        future cue (will, expects, plans …). Periods that ended before publication are
        never forward-looking. A month named without a year ("in April", "on April 2")
        is this year's, or last year's when it is still to come and the sentence is in
        the past tense, or next year's when it has gone by and a forward-looking verb
        before it tells of it as still to come ("will begin production in March", told
        in June, is next March).
    """
    lowered = sentence.translate(_ASCII_LOWER) if sentence else ""
    if not lowered or not _PREFILTER.search(lowered):
        return []
    if isinstance(published_at, dt.datetime):
        today = site_date(published_at) if published_at.tzinfo is not None else published_at.date()
    else:
        today = published_at
    tense: str | None = None
    found: list[TimeExpression] = []
    for m in _PATTERN.finditer(lowered):
        if any(m.group(g) and not sentence[m.start(g)].isupper() for g in _MONTH_GROUPS):
            continue
        if m.lastgroup == "wd" and not weekdays:
            continue
        if m.lastgroup == "season" and re.match(r"\s+[A-Z]", sentence[m.end("season_w"):]) and not m.group("season_y"):
            continue  # "the Spring Festival gala", "the Winter Olympics": a name, not a season
        if m.group("half_n") and not m.group("half_y") and not m.group("prep"):
            continue  # "Unitree's H1 robot": a name, not a half-year (which takes a year, or "in", "by" …)
        try:
            resolved = _resolve(m, today)
        except (ValueError, KeyError):  # "February 30, 2024", unknown word
            resolved = None
        if resolved is None:
            continue
        first, last, granularity, future_relative = resolved
        if m.lastgroup == "within" and (m.group("within_p") or "").split()[0].lower() in ("over", "in") \
                and _RECORD_BEFORE.search(sentence, max(0, m.start() - 60), m.start()):
            continue  # "its worst quarter in three years", "the first time in five years": a record, no time of it
        if m.lastgroup == "within" and (m.group("within_p") or "").split()[0].lower() in ("over", "in") \
                and ((m.group("prep") or "").lower() == "for" or re.search(r"\bfor\s+$", sentence[max(0, m.start() - 5):m.start()], re.I)) \
                and PERFECT.search(re.split(r"[,;]", sentence[:m.start()])[-1]) and not _FUTURE_CUES.search(sentence[:m.start()]):
            # "have now worked ten-hour shifts there for over five months": how long it has gone on, up to the
            # publication day, not a window ahead
            n_months = (last.year - first.year) * 12 + last.month - first.month
            first, last, future_relative = _add_months(today, -n_months), today, False
        unnamed_year = m.lastgroup == "season" and not m.group("season_y") and not m.group("season_rel")
        if (m.lastgroup in ("mo", "md") or unnamed_year) and first > today:
            if tense is None:
                tense = _tense(sentence)
            if tense == "past":  # "left the company in April", told in January: last April
                first, last = _a_year_earlier(first), _a_year_earlier(last)
        elif (m.lastgroup in ("mo", "md") or unnamed_year) and last < today and (m.group("prep") or "").lower() != "since" \
                and _told_as_still_to_come(sentence, m.start()):
            # "will begin production in March", told in June: next March, not the one gone by
            first, last = _a_year_later(first), _a_year_later(last)
        elif m.lastgroup == "wd" and _told_as_still_to_come(sentence, m.start()):
            # "will unveil it on Friday", told on a Wednesday: the coming Friday
            first = last = first + dt.timedelta(days=7 if first < today else 0)
        prep = " ".join((m.group("prep") or "").lower().split())
        if prep in _DEADLINE_PREPS:
            valid_from = None
            valid_until = first - dt.timedelta(days=1) if prep == "before" else last
            deadline = True
        elif prep in _OPEN_START_PREPS:
            valid_from = last + dt.timedelta(days=1) if prep == "after" else first
            valid_until = None
            deadline = False
        else:
            valid_from, valid_until, deadline = first, last, False
        if granularity == "day" and m.lastgroup == "today" and not prep:
            # "working at the plant today" states a condition that holds from that day on.
            valid_until = None
        if tense is None:
            tense = _tense(sentence)
        if first > today:
            forward = True
        elif last < today:
            forward = False
        elif tense == "past":
            forward = False
        elif deadline or future_relative:
            forward = True
        else:
            forward = tense == "future"
        found.append(
            TimeExpression(
                text=sentence[m.start():m.end()],
                start=m.start(),
                end=m.end(),
                valid_from=valid_from,
                valid_until=valid_until,
                forward_looking=forward,
                granularity=granularity,
            )
        )
    return found


def looks_ahead(sentence: str, *, published_at: dt.datetime | dt.date) -> bool:
    """Whether ``sentence`` tells of what is still to come as of ``published_at``: a future cue ("will", "could",
    "is projected to", "expects") outside a relative clause, or a forward-looking time expression ("by 2050"); "just
    13,317 were delivered in 2025", told in 2026, does not."""
    return _tense(sentence) == "future" or any(
        t.forward_looking for t in resolve_time_expressions(sentence, published_at=published_at))


def names_weekday(time: TimeExpression) -> bool:
    """Whether ``time`` is a day of the week ("on Tuesday"): in news, most often the day something was said."""
    return time.text.split()[-1].lower() in _WEEKDAYS


#: A capitalised word closing right before a year: the name of an event ("AI Day 2023", "CES 2024", "Dreamforce 2025").
_NAME_BEFORE_YEAR = re.compile(r"(?<![\w&.'’-])(?!(?:In|By|Since|Until|Till|Before|After|During|From|Through|For|Of|At|On"
                               r"|The|And|Or|Early|Late|Mid|End|FY|Q[1-4]|H[12])\s)[A-Z][\w&.'’-]*\s+$")
#: What makes a year a horizon even after a name: "by CES 2026", "until Computex 2027".
_HORIZON_BEFORE = re.compile(r"\b(?:by|until|till|before|in|from|through|for)\s+(?:the\s+)?$", re.I)


def names_occasion(text: str, time: TimeExpression, published_at: dt.date | dt.datetime) -> bool:
    """Whether ``time`` (found in ``text``) is a year naming the occasion of a statement, not its horizon.

    A year that closes a name ("Musk said at AI Day 2023 that robots will one day …", "Speaking at Dreamforce
    2025, …") and is not after the year of ``published_at`` dates when something was said; a forecast keeps its
    own horizon or none. "by CES 2026" is a horizon.
    """
    name = _NAME_BEFORE_YEAR.search(text, max(0, time.start - 40), time.start)
    return (re.fullmatch(r"\d{4}", time.text.strip()) is not None and time.valid_until is not None
            and time.valid_until.year <= published_at.year and name is not None
            and not _HORIZON_BEFORE.search(text, max(0, name.start() - 20), name.start()))
