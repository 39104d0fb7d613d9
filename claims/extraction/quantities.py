"""Quantities in text: a number (in digits or in words) with a unit, or a vague count.

"16 kg", "5’9”", "143 lb", "2 hours per charge", "10,000 robots a year",
"forty-two joints", "tens of thousands of robots", "1.2 million units". Numbers
written in words are read whole by the text2num library ("forty-two" is 42,
never "two"). Money is not a quantity here (:mod:`.money` finds it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from text_to_num import text2num

__all__ = ["VAGUE", "Quantity", "count_value", "find_quantities", "number_words_value"]

_WORD_UNITS = (
    "zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen"
    "|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million"
    "|billion"
)
_NUMBER_WORDS = rf"(?:{_WORD_UNITS})(?:(?:[\s-]+|\s+and\s+)(?:{_WORD_UNITS}))*\b"
#: A count told in words, with no number: "hundreds", "tens of thousands", "a few dozen" (a regular expression).
VAGUE = (
    r"tens\s+of\s+thousands|hundreds\s+of\s+thousands|tens\s+of\s+millions|hundreds\s+of\s+millions"
    r"|(?:a\s+few|several|a\s+couple\s+of)\s+(?:hundred|thousand|dozen|million)|thousands|hundreds|dozens|millions"
    r"|billions|a\s+handful|a\s+dozen"
)
_UNIT = (
    r"kg|kilograms?|kilos?|lbs?|pounds?|tonnes?|tons?|miles\s+(?:per|an)\s+hour|kilomet(?:er|re)s\s+(?:per|an)\s+hour"
    r"|km\s+(?:per|an)\s+hour"
    r"|km/hr?|hours?|hrs?|h|minutes?|mins?|seconds?|kph|mph|m/s"
    r"|met(?:er|re)s\s+per\s+second|percent|per\s+cent|%|degrees?[\s-]+of[\s-]+freedom|dof|joints|motors|actuators"
    # ("5,000 in 2026" is a count and its year, not 5,000 inches)
    r"|cm|centimet(?:er|re)s?|millimet(?:er|re)s?|mm|met(?:er|re)s?|m|feet|foot|ft|inches|inch"
    r"|in(?!\s+(?:\d|the\b|a\b|an\b|its\b|their\b|next\b|this\b|that\b|(?-i:[A-Z])))"
    r"|square\s+(?:feet|foot|met(?:er|re)s)|sq\.?\s*ft|newton[- ]met(?:er|re)s|nm"
)
#: Units that count things (robots, customers, totes): only these can be a modifier of what is measured instead
#: ("1.2 million robot steps"); a measure's unit cannot ("11-DoF hands" are hands with 11 degrees of freedom).
_COUNT_UNIT = (
    r"robots?|humanoids?|units?|machines|bots|androids|customers|employees|staff|workers|people|engineers|jobs|patents"
    r"|vehicles|cars|parts|steps|miles|boxes|shares|tasks|countries|homes|sites|plants|factories"
    r"|totes|cases|packages|parcels|containers|shipments|deliveries"
)
#: What a count's robot word may modify instead of being counted: "50 humanoid start-ups", "12 robot makers".
_FIRM_NOUNS = (r"(?:firms?|compan(?:y|ies)|makers?|start-?ups?|developers?|manufacturers?|industry|market|sector|suppliers?"
               r"|enterprises?|businesses|players|brands|models|ventures|projects|teams)")
#: A rate after a figure: "a month", "per year", "annually", "per annum", "daily", "/month", "/yr" (not "a year ago").
#: What a count's robot word may modify when something else is counted: "1.2 million robot steps", "robot hours".
_MEASURED_NOUNS = (r"(?:steps|hours|miles|kilomet(?:er|re)s|trips|arms|hands|vacuums|dogs|lawnmowers|mowers|toys|kits"
                   r"|parts|components|sensors|motors|actuators)")
_RATE = (r"(?:\s+(?:a|an|per|each|every)\s+(?:year|month|week|day|hour|charge|shift)(?!\s+(?:ago|earlier|later|from)\b)"
         r"|\s+(?:annually|yearly|monthly|weekly|daily|hourly)|\s+per\s+annum|\s*/\s*(?:year|yr|month|mo|week|day)\b)")
_PERIOD_WORDS = {"annually": "year", "annum": "year", "yearly": "year", "yr": "year", "mo": "month", "monthly": "month",
                 "weekly": "week", "daily": "day", "hourly": "hour"}
_QUANTITY = re.compile(
    r"(?<![\w$€£¥.,])(?<![A-Za-z]-)"  # (not the number of a model's name: "GR-2 humanoid robot", "H-1 robots")
    rf"(?P<num>\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?\+?|\d+(?:\.\d+)?\+?|(?P<vague>{VAGUE})(?:\s+of)?|(?P<words>(?:an?\s+(?=(?:hundred|thousand|million|billion)\b))?{_NUMBER_WORDS}))"
    r"(?:\s*(?P<mult>thousand|million|billion|k)\b)?"
    # (a model named with its generation: "1 million Optimus 3 units")
    r"(?:[\"”’']?\s*-?\s*(?:new\s+|more\s+|humanoid\s+|additional\s+|other\s+|(?<=of\s)(?:its|their)\s+|(?!(?i:dof)\b)(?-i:[A-Z][\w-]*)(?:\s+\d{1,2})?\s+"
    r"|(?:industrial|commercial|general-purpose|production|mass-produced|bipedal|full-size[d]?|service|home"
    r"|factory|warehouse|delivery|prototype|test|joint|drive|servo|working|active|operational|deployed|functional"
    r"|total|combined|overall)\s+){0,2}"
    rf"(?P<unit>(?:{_UNIT})(?!\w)|(?:{_COUNT_UNIT})(?!\w)(?![\s-]+{_MEASURED_NOUNS}\b))"
    rf"(?![\s-]+(?:robot(?:ic)?s?\s+)?{_FIRM_NOUNS}\b))?"
    r"(?P<rate>" + _RATE + r")?",
    re.IGNORECASE,
)
#: A height in words, as an adjective: "a six-foot robot", "a five-foot-nine humanoid".
_WORD_HEIGHT = re.compile(r"\b(?P<ft>four|five|six|seven)[\s-](?:foot|feet)(?:[\s-](?P<inch>one|two|three|four|five|six|seven|eight"
                          r"|nine|ten|eleven)(?:[\s-]inch(?:es)?)?)?\b", re.I)
_HEIGHT = re.compile(r"(?<![\d.,])(?P<ft>\d)\s*(?:'|’|ft|feet|foot|-feet|-foot)\s*(?:,\s*|-(?=\d))?(?P<inch>\d{1,2})?(?:\s*(?:\"|”|''|in\b|inches|-inch))?")
_UNIT_NAMES = {
    "kg": "kg", "kilogram": "kg", "kilograms": "kg", "kilo": "kg", "kilos": "kg", "lb": "lb", "lbs": "lb",
    "pounds": "lb", "pound": "lb", "tonne": "t", "tonnes": "t", "ton": "t", "tons": "t",
    "hour": "hours", "hours": "hours", "hr": "hours", "hrs": "hours", "h": "hours", "minute": "minutes",
    "minutes": "minutes", "min": "minutes", "mins": "minutes", "second": "seconds", "seconds": "seconds",
    "km/h": "km/h", "km/hr": "km/h", "kph": "km/h", "mph": "mph", "m/s": "m/s", "meters per second": "m/s",
    "metres per second": "m/s", "miles per hour": "mph", "miles an hour": "mph", "kilometers per hour": "km/h",
    "kilometres per hour": "km/h", "kilometers an hour": "km/h", "kilometres an hour": "km/h", "percent": "%",
    "km per hour": "km/h", "km an hour": "km/h",
    "per cent": "%", "%": "%", "degrees of freedom": "DoF",
    "dof": "DoF", "joints": "joints", "motors": "motors", "actuators": "actuators", "cm": "cm",
    "centimeters": "cm", "centimetres": "cm", "millimeters": "mm", "millimetres": "mm", "mm": "mm",
    "meters": "m", "metres": "m", "meter": "m", "metre": "m", "m": "m", "centimeter": "cm", "centimetre": "cm", "feet": "ft", "foot": "ft", "ft": "ft", "inches": "in", "inch": "in",
    "in": "in", "square feet": "sq ft", "square foot": "sq ft", "sq ft": "sq ft", "sq. ft": "sq ft",
    "sqft": "sq ft", "square meters": "m2", "square metres": "m2", "newton meters": "N·m", "newton-meters": "N·m",
    "newton metres": "N·m", "nm": "N·m",
    "robot": "robots", "robots": "robots", "humanoid": "robots", "humanoids": "robots", "unit": "units",
    "units": "units", "machines": "robots", "bots": "robots", "androids": "robots", "customers": "customers",
    "shipments": "units", "deliveries": "units",
}
_MULTS = {"thousand": 10**3, "k": 10**3, "million": 10**6, "billion": 10**9}
#: Units that count robots (a fleet, an output, a target).
COUNT_UNITS = ("robots", "units")


@dataclass(frozen=True, slots=True)
class Quantity:
    """A quantity at ``start:end`` of the document text.

    ``value`` is None for a vague count ("thousands"); ``unit`` includes a rate
    ("robots/year", "hours/charge"); ``base`` is the unit without it.
    """

    text: str
    start: int
    end: int
    value: Decimal | None
    unit: str
    base: str = ""


def number_words_value(words: str) -> Decimal | None:
    """"forty-two" → 42, "one hundred and fifty" → 150, "a hundred" → 100; None when the words are not one number."""
    try:
        spoken = words.lower().replace("-", " ").split()
        if spoken[:1] in (["a"], ["an"]):
            spoken[0] = "one"  # "a hundred"
        return Decimal(text2num(" ".join(spoken), "en"))
    except (ValueError, InvalidOperation):
        return None


#: A bare number that counts robots because of the verb before it: "manufactured close to 1,000", "build 5,000 before".
_BARE_COUNT = re.compile(
    r"\b(?:produc\w*|manufactur\w*|buil[dt]\w*|made|make|ship\w*|deliver\w*|sold|sell\w*|order\w*|deploy\w*|procur\w*"
    # a target restated after the count it replaces: "initially aimed for 5,000 units, it now expects roughly 2,000"
    r"|now\s+(?:expects|targets|aims\s+for|plans\s+for|sees))"
    r"(?:\s+(?:about|around|roughly|nearly|close\s+to|some|up\s+to|more\s+than|over|at\s+least|only|just|another|between))*"
    r"\s+(?P<num>\d{1,3}(?:,\d{3})+|\d{2,7})(?!,?\d)(?P<mult>\s*(?:thousand|million|k)\b)?(?!\s*(?:%|percent|per\s*cent|[.,]\d|times\b|x\b|-?fold\b"
    r"|/\s*(?:year|yr|month|mo|week|day)\b))"  # ("make 1000/month": a rate, read as one)
    # ... of something else: "to build 300,000 electric and hybrid vehicles a year" counts cars, not robots
    r"(?!(?:\s+[\w-]+){0,3}?\s+(?:vehicles|cars|EVs|trucks|batteries|chips|parts|components)\b)",
    re.I,
)
#: A bare number a company targets for a year, or the next of a list of such: "targets 5,000 in 2026 and 10,000 in
#: 2027" (a count of units).
_TARGET_COUNT = re.compile(
    r"(?:\b(?:targets?|targeting|aims?\s+(?:for|at)|expects?|forecasts?)\s+(?:about\s+|around\s+|roughly\s+|some\s+)?"
    r"|\b(?:20\d\d|next\s+year)\s*,?\s+and\s+)"
    r"(?P<num>\d{1,3}(?:,\d{3})+|\d{3,7})(?!,?\d)(?P<mult>\s*(?:thousand|million|k)\b)?"
    r"(?=\s+(?:in|by)\s+(?:20\d\d|next\s+year)\b)",
    re.I,
)
#: A milestone told by its ordinal: "delivered its 5,000th humanoid robot", "the 1,000th unit rolled off the line":
#: that many so far (from a hundred up: "its 2nd robot" is a generation, not a count).
_MILESTONE = re.compile(
    r"(?<![\w$€£¥.,])(?P<num>\d{1,3}(?:,\d{3})+|[1-9]\d{2,6})(?:st|nd|rd|th)\s+"
    r"(?:(?:humanoid|mass-produced|production|commercial|general-purpose)\s+|(?-i:[A-Z][\w-]*)\s+){0,3}"
    r"(?P<unit>robots?|humanoids?|units?|machines?)\b",
    re.I)
#: A milestone's ordinal right before a robot's name: "its 500th Walker S2" (from a hundred up, as above).
_MILESTONE_BEFORE_NAME = re.compile(r"(?<![\w$€£¥.,])(?P<num>\d{1,3}(?:,\d{3})+|[1-9]\d{2,6})(?:st|nd|rd|th)\s+$")
#: "no Figure robots", "a single Figure robot", "zero units": a count of none or one ("one of the robots" is none).
_NONE_OR_ONE = re.compile(r"\b(?P<num>no|zero|a\s+single|single|one)\s+(?:(?-i:[A-Z][\w-]*)\s+){0,2}(?P<unit>robots?|humanoids?|units?)\b",
                          re.I)
#: A count right before a robot's name: "two Apollos", "another 4 Digits" (not a year or a model number).
_BEFORE_NAME = re.compile(rf"(?<![\w$€£¥.,])(?P<num>\d{{1,3}}(?:,\d{{3}})+|\d{{1,4}}|{_NUMBER_WORDS})\s+(?:(?:more|new|other|additional)\s+)?$",
                          re.I)
#: "1 million per year", "10,000 units a month": a count with a rate and no noun.
_RATE_COUNT = re.compile(
    r"(?<![\w$€£¥.,])(?P<num>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?P<mult>\s*(?:thousand|million|billion|k))?"
    r"(?P<rate>" + _RATE + r")",
    re.I,
)


def _period(rate: str) -> str:
    """The period of a rate: " a month" → "month", "/yr" → "year", " annually" → "year", " daily" → "day"."""
    word = re.findall(r"[a-z]+", rate.lower())[-1]
    return _PERIOD_WORDS.get(word, word)


#: A count of a maker's own robots told with "of": "over 350 of our third generation humanoid robots".
_COUNT_OF_OURS = re.compile(
    r"(?<![\w$€£¥.,])(?P<num>\d{1,3}(?:,\d{3})+|\d+)(?P<mult>\s*(?:thousand|million)\b)?\s+of\s+(?:our|its|their|his|her|these|those)"
    r"\s+(?:[\w-]+\s+){0,3}?(?:humanoid\s+)?(?:robots|humanoids|androids|units|machines)\b", re.I)
#: A count of robots told through "the number of": "the number of humanoids in the US to reach 63 million by 2050".
_NUMBER_OF = re.compile(
    r"(?:\bnumber\s+of\s+(?:[\w-]+\s+){0,2}(?:humanoids?|robots?|units|androids)\b"
    # a count told by what is counted: "annual shipments could hit 1 million by 2030", "sales will top 50,000"
    r"|\b(?:shipments|deliveries|unit\s+sales|installations)\b)[^.;$€£¥]{0,60}?\b(?:reach(?:es|ed|ing)?|hit|top"
    r"|exceed\w*|surpass\w*|grow\s+to|rise\s+to|climb\s+to)\s+(?:about\s+|around\s+|some\s+|nearly\s+|more\s+than\s+)?"
    r"(?P<num>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?P<mult>\s*(?:thousand|million|billion)\b)?(?!\s*(?:%|percent|per\s*cent))",
    re.I,
)
#: A count told before its verb, its noun left out or given as "of them": "around 5,200 of them were shipped by
#: Agibot", "with a further 4,200 shipped from Unitree".
_PASSIVE_COUNT = re.compile(
    r"(?<![\w$€£¥.,])(?P<num>\d{1,3}(?:,\d{3})+|\d{2,7})(?![,.]?\d)(?P<mult>\s*(?:thousand|million)\b)?"
    r"(?=\s+(?:of\s+(?:them|these|those)\s+)?(?:(?:were|was|have\s+been|had\s+been)\s+)?(?:shipped|delivered|sold|built|produced"
    r"|manufactured)\s+(?:by|from|in|to|last|this|during)\b)", re.I)
#: Money after a vague count: "hundreds of thousands of dollars" counts no robots.
_CURRENCY_AFTER = re.compile(r"\s*(?:of\s+)?(?:(?:US|U\.S\.|Hong\s+Kong|Canadian|Australian)\s+)?(?:dollars|euros|yuan|renminbi"
                             r"|pounds\s+sterling|yen|won|rupees|francs|bucks)\b", re.I)
#: A number that reads as a year ("2026 humanoid shipments").
_YEAR = re.compile(r"(?:19[89]\d|20[0-4]\d)")
#: Nouns a year before them dates rather than counts: "our 2026 humanoid forecast", "2024 shipments".
_YEAR_NOUNS = frozenset({"robot", "humanoid", "unit", "machine", "bot", "android", "shipments", "deliveries"})
_FIRMS_AFTER = re.compile(r"\s+(?:[\w-]+\s+)?" + _FIRM_NOUNS + r"\b", re.I)


#: A count of robots already spoken of: "a hundred of the robots", "about 50 of its humanoids" (not "one of the robots").
_SOME_OF_THE_ROBOTS = re.compile(
    rf"(?<![\w$€£¥.,])(?P<num>\d{{1,3}}(?:,\d{{3}})+|\d{{2,6}}|(?:an?\s+)?(?:hundred|thousand)|(?!one\b){_NUMBER_WORDS})"
    r"\s+of\s+(?:the|its|their|these|those|our)\s+(?:[\w-]+\s+)?(?:robots|humanoids|units|machines|bots)\b", re.I)
#: Things counted right before a rate: "60 picks ", "1,000 totes ".
_COUNTED_BEFORE = re.compile(r"\d[\d,.]*\s+(?:[\w-]+\s+){0,2}$|\b(?:one|once|twice|two|three|four|five|every)\s+$", re.I)
#: One hour, or half of one, told in words: "about an hour", "half an hour" (not "an hour's drive", "an hour ago").
_AN_HOUR = re.compile(r"\b(?:(?P<half>half)\s+)?an\s+hour\b(?!['’]s\b|\s+ago\b|\s+(?:away|later|before|after|earlier)\b)", re.I)


def find_quantities(text: str, start: int, end: int, *, exclude: list[tuple[int, int]] = (),
                    robots: list[tuple[int, int]] = ()) -> list[Quantity]:
    """The quantities in ``text[start:end]`` with a unit or a vague count, in document offsets.

    Also a bare number after a verb of making or shipping ("manufactured close
    to 1,000"), counted in units; a milestone's ordinal ("its 5,000th robot"),
    counted in robots or units; and a number with a rate ("1 million per
    year"), in units per that period. ``exclude``: spans (money, entity names)
    a quantity may not start in. ``robots``: spans of robots' names, so that a
    number right before one counts robots ("two Apollos", "another four Digits").
    """
    found: list[Quantity] = []
    for m in _HEIGHT.finditer(text, start, end):
        if m.group("inch") or re.search(r"ft|feet|foot", m.group(0)):
            feet = Decimal(m.group("ft"))
            inches = Decimal(m.group("inch") or 0)
            found.append(Quantity(m.group(0).strip(), m.start(), m.end(), feet * 12 + inches, "in", "in"))
    for m in _WORD_HEIGHT.finditer(text, start, end):
        if any(q.start < m.end() and m.start() < q.end for q in found):
            continue
        feet = number_words_value(m.group("ft"))
        inches = number_words_value(m.group("inch")) if m.group("inch") else Decimal(0)
        found.append(Quantity(m.group(0), m.start(), m.end(), feet * 12 + inches, "in", "in"))
    for m in _QUANTITY.finditer(text, start, end):
        unit, vague, words = m.group("unit"), m.group("vague"), m.group("words")
        if not unit and not vague:
            continue
        if any(a <= m.start() < b for a, b in exclude) or any(q.start <= m.start() < q.end for q in found):
            continue
        if vague and not unit and _CURRENCY_AFTER.match(text, m.end()):
            continue  # "hundreds of thousands of dollars": an amount of money, no count
        if unit and unit.lower() in ("m", "in", "h", "ft") and not re.match(r"\d", m.group("num")):
            continue  # "one in", "two m": words, not units
        if unit and _YEAR.fullmatch(m.group("num")) and unit.lower() in _YEAR_NOUNS:
            continue  # "our 2026 humanoid shipment forecast", "2024 shipments": a year before a noun, not 2,026 humanoids
        if vague and not unit and _FIRMS_AFTER.match(text, m.end()):
            continue  # "among the dozens of companies planning to sell humanoids": companies counted, not robots
        value: Decimal | None = None
        if words:
            value = number_words_value(words)
            if value is None:
                continue
        elif not vague:
            try:
                value = Decimal(m.group("num").rstrip("+").replace(",", ""))
            except InvalidOperation:
                value = None
        if value is not None and m.group("mult"):
            value *= _MULTS[m.group("mult").lower()]
        base = _unit_name(unit) if unit else ""
        unit_name = base
        rate = m.group("rate")
        if rate and base:
            unit_name = f"{base}/{_period(rate)}"
        found.append(Quantity(m.group(0).strip(), m.start(), m.start() + len(m.group(0).rstrip()), value, unit_name, base))
    for pattern, unit in ((_BARE_COUNT, "units"), (_TARGET_COUNT, "units"), (_NUMBER_OF, "robots"), (_COUNT_OF_OURS, "robots"),
                          (_PASSIVE_COUNT, "units")):
        for m in pattern.finditer(text, start, end):
            if any(a <= m.start("num") < b for a, b in exclude) or any(q.start <= m.start("num") < q.end for q in found):
                continue
            if re.fullmatch(r"(?:19|20)\d\d", m.group("num")):
                continue  # a year
            found.append(Quantity(text[m.start("num"):m.end()].strip(), m.start("num"), m.end(), count_value(m), unit, unit))
    for m in _SOME_OF_THE_ROBOTS.finditer(text, start, end):
        if any(a <= m.start() < b for a, b in exclude) or any(q.start < m.end() and m.start() < q.end for q in found):
            continue
        num = m.group("num")
        value = Decimal(num.replace(",", "")) if num[0].isdigit() else number_words_value(num)
        if value is None or _YEAR.fullmatch(num):
            continue
        # "fewer than a hundred of the robots are on the floor": that many of the robots spoken of
        found.append(Quantity(m.group(0), m.start(), m.end(), value, "robots", "robots"))
    for m in _AN_HOUR.finditer(text, start, end):
        if any(q.start < m.end() and m.start() < q.end for q in found) \
                or _COUNTED_BEFORE.search(text, max(start, m.start() - 40), m.start()):
            continue  # ("60 picks an hour": a rate of what is counted, no length)
        # "lasts about an hour", "half an hour on a charge": a length with no digit
        found.append(Quantity(m.group(0), m.start(), m.end(), Decimal("0.5") if m.group("half") else Decimal(1),
                              "hours", "hours"))
    for m in _MILESTONE.finditer(text, start, end):
        if any(a <= m.start() < b for a, b in exclude) or any(q.start <= m.start() < q.end for q in found):
            continue
        unit = _UNIT_NAMES.get(m.group("unit").lower(), "robots")  # ("machine" is not a unit name: robots)
        found.append(Quantity(m.group(0), m.start(), m.end(), Decimal(m.group("num").replace(",", "")), unit, unit))
    for m in _NONE_OR_ONE.finditer(text, start, end):
        if any(q.start <= m.start() < q.end for q in found):  # the count may include a name: "no Figure robots"
            continue
        value = Decimal(0) if m.group("num").lower() in ("no", "zero") else Decimal(1)
        found.append(Quantity(m.group(0), m.start(), m.end(), value, _UNIT_NAMES[m.group("unit").lower()],
                              _UNIT_NAMES[m.group("unit").lower()]))
    for m in _RATE_COUNT.finditer(text, start, end):
        if any(a <= m.start() < b for a, b in exclude) or any(q.start <= m.start() < q.end for q in found):
            continue
        found.append(Quantity(m.group(0).strip(), m.start(), m.end(), count_value(m), f"units/{_period(m.group('rate'))}", "units"))
    for a, b in robots:
        m = _MILESTONE_BEFORE_NAME.search(text, max(start, a - 20), a) if start <= a < end else None
        if m is not None and not any(q.start < b and m.start("num") < q.end for q in found):
            # "delivered its 500th Walker S2": that many of the robot so far
            found.append(Quantity(text[m.start("num"):b], m.start("num"), b, Decimal(m.group("num").replace(",", "")),
                                  "units", "units"))
            continue
        m = _BEFORE_NAME.search(text, max(start, a - 40), a) if start <= a < end else None
        if m is None or any(q.start < b and m.start("num") < q.end for q in found):
            continue  # "5,000 Optimus robots" is counted already
        value = number_words_value(m.group("num")) if not m.group("num")[0].isdigit() \
            else Decimal(m.group("num").replace(",", ""))
        if value is not None and value > 1:
            found.append(Quantity(text[m.start("num"):b], m.start("num"), b, value, "robots", "robots"))
    for q in [q for q in found if q.base in COUNT_UNITS and q.value]:
        # "13 million units in service by 2035 and as many as 1 billion by 2050": the second count's noun is left out
        m = _ELIDED_COUNT.match(text, q.end, end)
        if m is None or any(a <= m.start("num") < b for a, b in exclude) \
                or any(o.start <= m.start("num") < o.end for o in found) \
                or re.fullmatch(r"(?:19|20)\d\d", m.group("num")) and not m.group("mult"):
            continue
        found.append(Quantity(text[m.start("num"):m.end()].strip(), m.start("num"), m.end(), count_value(m), q.unit, q.base))
    found.sort(key=lambda q: q.start)
    return _ranges(text, found)


#: A count after a count, its noun left out: "… by 2035 and as many as 1 billion by 2050", "5,000 this year and
#: 50,000 next year". It ends before a time ("by", "in", "next", "this") or the clause's end.
_ELIDED_COUNT = re.compile(
    r"(?:[^.;:!?\d$€£¥]|\b(?:19|20)\d\d\b){0,50}?\b(?:and|then|rising\s+to|growing\s+to|climbing\s+to)\s+"
    r"(?:(?:as\s+many\s+as|about|around|roughly|nearly|almost|more\s+than|over|up\s+to|some|perhaps|potentially)\s+)?"
    r"(?P<num>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![,.]?\d)(?P<mult>\s+(?:thousand|million|billion))?"
    r"(?=\s+(?:by|in|next|this|the\s+following|a\s+year|per\s+year|each\s+year|annually|a\s+month|per\s+month)\b|\s*[,.;]|\s*$)")


_RANGE_JOIN = re.compile(r"\s*(?:to|-|–|—)\s*|\s+and\s+")


def _unit_name(unit: str) -> str:
    """A unit as matched ("kilograms", "degree-of-freedom") → its short name ("kg", "DoF")."""
    key = " ".join(unit.lower().split())
    if "freedom" in key:
        return "DoF"
    return _UNIT_NAMES.get(key, key)


def count_value(m: re.Match) -> Decimal:
    """A match's ``num`` group ("1,200", "63") times its ``mult`` group ("million"), when it has one."""
    value = Decimal(m.group("num").replace(",", ""))
    return value * _MULTS[m.group("mult").strip().lower()] if m.group("mult") else value


#: Units that count a robot's parts: a range of them is one figure too ("23 to 43 joint motors").
PART_COUNTS = ("DoF", "joints", "motors", "actuators")
#: Units whose bare lower end makes one range ("30 to 50 percent as productive", "every 2-3 hours").
_SPAN_UNITS = ("%", "hours", "minutes")


def _ranges(text: str, found: list[Quantity]) -> list[Quantity]:
    """A count and the count it runs to as one range: "500 to 1,000 Walker S robots", "between 500 and 1,000 units"
    (valued at its lower end, like a price range)."""
    out: list[Quantity] = []
    for q in found:
        prev = out[-1] if out else None
        join = _RANGE_JOIN.fullmatch(text, prev.end, q.start) if prev is not None else None
        if prev is not None and join and (q.base in COUNT_UNITS and prev.base in ("", *COUNT_UNITS)
                                          or q.base in PART_COUNTS and prev.base in ("", q.base)) \
                and prev.value is not None and q.value is not None and prev.value < q.value \
                and ("and" not in join.group(0) or re.search(r"\bbetween\s+$", text[max(0, prev.start - 12):prev.start])):
            out[-1] = Quantity(text[prev.start:q.end], prev.start, q.end, prev.value, q.unit, q.base)
            continue
        low = _LOW_END.search(text, max(0, q.start - 16), q.start) if q.base in (*PART_COUNTS, *_SPAN_UNITS) else None
        if low and q.value is not None and Decimal(low.group(1).replace(",", "")) < q.value \
                and not (prev is not None and prev.end > low.start()):
            # "23 to 43 joint motors": the bare lower end belongs to the parts counted after it
            q = Quantity(text[low.start(1):q.end], low.start(1), q.end, Decimal(low.group(1).replace(",", "")), q.unit, q.base)
        out.append(q)
    return out


#: A bare number and "to" right before a count: the count's lower end ("23 to 43 joint motors").
_LOW_END = re.compile(r"(?<![\w$€£¥.,])(\d{1,3}(?:,\d{3})+|\d{1,4})\s*(?:to|-|–|—)\s*$")
