"""Amounts as ranges: "a few hundred" is 200–400, "more than 1,000" is 1,000 or more, "no robots" is 0.

Predictions and the counts that decide them are often said in words, with a
bound in front. :func:`amount_in` reads the amount of a phrase as an
:class:`Amount` (``low``/``high``, either None when open), so that the
resolver compares ranges, never a guessed point. The lexicon (data, below):

* a digit amount, with ``million``/``billion`` scales: "10,000", "1.5 million";
* a number word: "a thousand", "one million", "ten";
* vague words: *a few* N = 2–4 N, *several* N = 3–9 N, *Ns* ("hundreds",
  "thousands") = 2–9 N, *tens of Ns* = 20–99 N, *dozens* = 24–99, *a handful* = 2–5;
* a range: "between 300 and 500", "50,000 to 100,000", "hundreds to thousands";
* a bound: *more than, over, at least, above* give a low; *fewer than, less
  than, under, up to, at most, below* a high (0 the low); *about, around,
  roughly, nearly, almost, approximately* keep the point; *no* / *none* is 0.

A bare number (no scale word) counts only when a counted noun follows within
three words ("10,000 Optimus robots", "100 GR-1 units"), and not a short one
right after a name: "GR-1", "Figure 02" and "28 January" count nothing. Money and measures are not amounts of things.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

__all__ = ["Amount", "amount_in", "amounts_in"]


@dataclass(frozen=True)
class Amount:
    """A count as a closed range ``low``–``high`` (None: unbounded on that side); ``text`` as written."""

    low: Decimal | None
    high: Decimal | None
    text: str
    start: int = 0
    end: int = 0

    @property
    def point(self) -> bool:
        return self.low is not None and self.low == self.high


_SCALES = {"hundred": 100, "thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000}
_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
          "eight": 8, "nine": 9, "ten": 10, "twelve": 12, "twenty": 20, "fifty": 50, "a single": 1, "single": 1}
_LOW_BOUNDS = ("more than", "over", "at least", "above", "upwards of", "in excess of")
_HIGH_BOUNDS = ("fewer than", "less than", "under", "up to", "at most", "below", "no more than")
_ABOUT = ("about", "around", "roughly", "nearly", "almost", "approximately", "some", "close to")

_SCALE = r"(?:hundred|thousand|million|billion)"
_DIGITS = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_WORD = r"(?:a single|single|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|fifty)"
_VAGUE = (r"(?:a\s+few|several|a\s+handful\s+of)\s+(?:hundred|thousand|million)"
          r"|tens\s+of\s+(?:thousands|millions)|hundreds\s+of\s+(?:thousands|millions)"
          r"|hundreds|thousands|millions|dozens|a\s+handful")
_COUNTED = r"(?=\s+(?:[A-Z][\w-]*\s+){0,2}(?:robots?|units?|homes?|humanoids?|machines?)\b)"
_BARE_WORD = r"(?:a single|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|fifty)"
_ONE = rf"(?:{_VAGUE}|(?:{_DIGITS})(?![\w.])(?:\s*{_SCALE})?|{_WORD}\s+{_SCALE}|{_BARE_WORD}{_COUNTED})"
_BOUND = "|".join(re.escape(b) for b in (*_LOW_BOUNDS, *_HIGH_BOUNDS, *_ABOUT))
_PATTERN = re.compile(
    rf"(?<![\w$€£¥.-])(?:(?P<bound>{_BOUND})\s+)?(?:(?P<between>between)\s+)?(?P<a>{_ONE})"
    rf"(?:\s*(?:to|and|-|–|or)\s*(?P<b>{_ONE}))?"
    rf"|(?<![\w])(?P<none>no|none)\s+(?=[A-Za-z])",
    re.I,
)
_COUNTED_AFTER = re.compile(r"\s+(?:[\w-]+\s+){0,3}?(?:robots?|units?|homes?|humanoids?|machines?|androids?|bots?)\b",
                            re.I)
#: A short number right after a name is a model's ("Figure 02", "Optimus 3").
_MODEL_NUMBER = re.compile(r"[A-Z][\w-]*\s\d{1,2}$")
_MONEY_BEFORE = re.compile(r"(?:[$€£¥]|US\$|C\$)\s*$")
_MONEY_AFTER = re.compile(r"\s*(?:yuan|dollars|euros|percent|per\s*cent|%|kg|cm|km|hours?|minutes?|days?|months?|"
                          r"years?|weeks?|square|sq|kwh|degrees)\b", re.I)
_YEAR = re.compile(r"(?:19|20)\d\d$")


def _vague(text: str) -> tuple[Decimal, Decimal]:
    t = " ".join(text.lower().split())
    if t in ("dozens",):
        return Decimal(24), Decimal(99)
    if t == "a handful":
        return Decimal(2), Decimal(5)
    m = re.fullmatch(r"(a few|several|a handful of) (hundred|thousand|million)", t)
    if m:
        scale = _SCALES[m.group(2)]
        lo, hi = {"a few": (2, 4), "several": (3, 9), "a handful of": (2, 5)}[m.group(1)]
        return Decimal(lo * scale), Decimal(hi * scale)
    m = re.fullmatch(r"(tens|hundreds) of (thousands|millions)", t)
    if m:
        scale = _SCALES[m.group(2)[:-1]] * (10 if m.group(1) == "tens" else 100)
        return Decimal(2 * scale), Decimal(10 * scale - 1)
    scale = _SCALES[t[:-1]]
    return Decimal(2 * scale), Decimal(10 * scale - 1)


def _one(text: str) -> tuple[Decimal, Decimal] | None:
    t = " ".join(text.lower().split())
    if re.fullmatch(_VAGUE, t, re.I):
        return _vague(t)
    m = re.fullmatch(rf"({_DIGITS})\s*({_SCALE})?", t)
    if m:
        value = Decimal(m.group(1).replace(",", "")) * _SCALES.get(m.group(2) or "", 1)
        return value, value
    m = re.fullmatch(rf"({_WORD})(?:\s+({_SCALE}))?", t)
    if m:
        value = Decimal(_WORDS[m.group(1)]) * _SCALES.get(m.group(2) or "", 1)
        return value, value
    return None


def amounts_in(text: str) -> list[Amount]:
    """Every amount of things in ``text``, in order (money, measures and years left out)."""
    out = []
    for m in _PATTERN.finditer(text):
        if m.group("none"):
            out.append(Amount(Decimal(0), Decimal(0), m.group(0).strip(), m.start(), m.end()))
            continue
        a, b = m.group("a"), m.group("b")
        if _MONEY_BEFORE.search(text[:m.start("a")]) or _MONEY_AFTER.match(text, m.end()):
            continue
        if b is None and _YEAR.fullmatch(a.strip()):
            continue
        first = _one(a)
        second = _one(b) if b else None
        if first is None or (b and second is None):
            continue
        bare = not re.search(rf"{_SCALE}|{_VAGUE}", m.group(0), re.I) and re.search(r"\d", m.group(0))
        if bare and (not _COUNTED_AFTER.match(text, m.end()) or _MODEL_NUMBER.search(text[:m.start()] + m.group(0))):
            continue  # "GR-1", "Figure 02", "28 January": a number that counts nothing
        low, high = first[0], (second or first)[1]
        bound = (m.group("bound") or "").lower()
        if bound in _LOW_BOUNDS:
            high = None
        elif bound in _HIGH_BOUNDS:
            low, high = Decimal(0), high
        out.append(Amount(low, high, m.group(0).strip(), m.start(), m.end()))
    return out


def amount_in(text: str, *, near: str = "") -> Amount | None:
    """The amount of ``text`` that overlaps the phrase ``near`` when it is given and found in ``text`` (None
    when no amount overlaps it: "GR-2 humanoid robot" holds no count), else the first amount of ``text``."""
    found = amounts_in(text)
    if near:
        at = text.lower().find(near.lower())
        if at >= 0:
            return next((a for a in found if a.start < at + len(near) and at < a.end), None)
    return found[0] if found else None
