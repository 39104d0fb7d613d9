"""Money amounts in text: "$675 million", "EUR 70m", "99,000 yuan" → Decimal + ISO 4217 code."""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

__all__ = ["MoneyAmount", "find_money"]


@dataclass(frozen=True, slots=True)
class MoneyAmount:
    """One amount of money found in a text.

    ``start``/``end`` are character offsets into the text given to :func:`find_money`
    (``text[start:end] == self.text``). ``amount`` is in units of ``currency`` (an ISO 4217
    code): "$675 million" → ``Decimal('675000000')``, ``"USD"``.
    """

    text: str
    start: int
    end: int
    amount: Decimal
    currency: str


# Symbol or code written before the number. Longer prefixes come first so that "US$" is
# not read as "$" and "HK$" not as "$".
_PREFIX_CURRENCY = {
    "us$": "USD", "usd": "USD", "$": "USD", "c$": "CAD", "ca$": "CAD", "cad": "CAD",
    "a$": "AUD", "au$": "AUD", "aud": "AUD", "hk$": "HKD", "hkd": "HKD", "s$": "SGD",
    "sgd": "SGD", "€": "EUR", "eur": "EUR", "£": "GBP", "gbp": "GBP", "cn¥": "CNY",
    "rmb": "CNY", "cny": "CNY", "jp¥": "JPY", "jpy": "JPY", "₩": "KRW", "krw": "KRW",
    "₹": "INR", "inr": "INR", "chf": "CHF",
}
# Words or codes written after the number.
_SUFFIX_CURRENCY = {
    "dollars": "USD", "dollar": "USD", "us dollars": "USD", "usd": "USD", "euros": "EUR",
    "euro": "EUR", "eur": "EUR", "pounds sterling": "GBP", "sterling": "GBP", "gbp": "GBP",
    "yuan": "CNY", "renminbi": "CNY", "rmb": "CNY", "cny": "CNY", "yen": "JPY", "jpy": "JPY",
    "krw": "KRW", "rupees": "INR", "inr": "INR", "swiss francs": "CHF",
    "chf": "CHF", "canadian dollars": "CAD", "cad": "CAD", "hong kong dollars": "HKD",
}
_MULTIPLIERS = {
    "thousand": Decimal(10) ** 3, "k": Decimal(10) ** 3,
    "million": Decimal(10) ** 6, "mn": Decimal(10) ** 6, "mln": Decimal(10) ** 6, "m": Decimal(10) ** 6,
    "billion": Decimal(10) ** 9, "bn": Decimal(10) ** 9, "b": Decimal(10) ** 9,
    "trillion": Decimal(10) ** 12, "tn": Decimal(10) ** 12, "t": Decimal(10) ** 12,
}

_NUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_MULT = r"trillion|billion|million|thousand|bn|mln|mn|tn|[kmbt]"
_PREFIX = r"US\$|CA\$|AU\$|HK\$|CN¥|JP¥|C\$|A\$|S\$|\$|€|£|¥|₩|₹|\b(?:USD|EUR|GBP|RMB|CNY|JPY|CAD|AUD|HKD|SGD|KRW|INR|CHF)"
_SUFFIX = (
    r"US\s+dollars|Canadian\s+dollars|Hong\s+Kong\s+dollars|dollars?|euros?|pounds\s+sterling|"
    r"sterling|yuan|renminbi|yen|rupees|Swiss\s+francs|USD|EUR|GBP|RMB|CNY|JPY|CAD|CHF|INR|KRW"
)
_PATTERN = re.compile(
    rf"""
    (?P<pre>{_PREFIX})\s?(?P<pnum>{_NUM})(?:\s?(?P<pmult>{_MULT})\b)?
    |
    \b(?P<snum>{_NUM})(?:\s?(?P<smult>{_MULT})\b)?\s+(?P<suf>{_SUFFIX})\b
    """,
    re.IGNORECASE | re.VERBOSE,
)
# The rest of a range whose multiplier is written once, at its end: "$30-50 billion", "$30 to $50 billion".
_RANGE_REST = re.compile(rf"\s*(?:-|–|—|to)\s*(?P<pre>{_PREFIX})?\s?(?P<num>{_NUM})\s?(?P<mult>{_MULT})\b", re.IGNORECASE)
# Cheap test on the lower-cased text: no symbol, code or currency word means no money.
_HINT = re.compile(
    r"[$€£¥₩₹]|usd|eur|gbp|rmb|cny|jpy|cad|aud|hkd|sgd|krw|inr|chf|dollar|euro|yuan|renminbi|"
    r"yen|sterling|rupee|franc"
)
# Words near a bare "¥" that make it Japanese yen rather than Chinese yuan.
_YEN_CONTEXT = re.compile(r"\b(?:yen|Japan|Japanese|Tokyo|Osaka|JPY)\b", re.IGNORECASE)


def _yen_currency(text: str, start: int, end: int) -> str:
    window = text[max(0, start - 200): end + 200]
    return "JPY" if _YEN_CONTEXT.search(window) else "CNY"


def _to_amount(number: str, multiplier: str | None) -> Decimal:
    amount = Decimal(number.replace(",", ""))
    if multiplier:
        amount *= _MULTIPLIERS[multiplier.lower()]
    if amount == amount.to_integral_value():
        amount = amount.quantize(Decimal(1))
    return amount


def find_money(text: str) -> list[MoneyAmount]:
    """Find the money amounts in ``text``.

    Args:
        text: any text.

    Returns:
        The amounts in text order. ``$`` is US dollars (``C$``, ``A$``, ``HK$``, ``S$``
        are not); ``RMB``/``yuan``/``CN¥`` are CNY; a bare ``¥`` is CNY unless yen, Japan
        or Tokyo is mentioned within 200 characters (humanoid price lists quote yuan far
        more often than yen). Multipliers: k/thousand, m/mn/mln/million, b/bn/billion,
        t/tn/trillion, any case. A number followed by "dollars" is USD. A range with its multiplier
        written once gives both ends in that multiplier: "$30 to $50 billion" is two amounts, "$30-50
        billion" one, valued at its lower end.
    """
    found: list[MoneyAmount] = []
    if not text or not _HINT.search(text.lower()):
        return found
    for m in _PATTERN.finditer(text):
        if m.group("pre"):
            symbol = m.group("pre")
            if symbol == "¥":
                currency = _yen_currency(text, m.start(), m.end())
            else:
                currency = _PREFIX_CURRENCY[symbol.lower()]
            rest = None if m.group("pmult") else _RANGE_REST.match(text, m.end())
            amount = _to_amount(m.group("pnum"), rest.group("mult") if rest else m.group("pmult"))
            if rest and not rest.group("pre"):
                # "$30-50 billion": one amount told as a range, the lower end its value
                found.append(MoneyAmount(text[m.start():rest.end()], m.start(), rest.end(), amount, currency))
                continue
        else:
            suffix = " ".join(m.group("suf").lower().split())
            currency = _SUFFIX_CURRENCY[suffix]
            amount = _to_amount(m.group("snum"), m.group("smult"))
        found.append(MoneyAmount(m.group(0), m.start(), m.end(), amount, currency))
    return found
