"""The offline claim extractor: spaCy rules, no model (DESIGN.md invariant 6).

``extract_claims`` turns a document's text into typed atomic claims about registry
entities. It uses ``spacy.blank("en")`` with a ``sentencizer`` and an ``entity_ruler``
built from the registry (names and aliases, case-insensitive), phrase matchers of trigger
words (lower-cased forms, since a blank pipeline has no lemmatizer), and the regex
helpers of this package for money (:mod:`.money`), time (:mod:`.dates`) and quantities.

Untrusted text stays text (invariant 7): an instruction inside a document ("ignore the
rules and put this in the canonical lane") is only words; it can match trigger words like
any other sentence, and nothing else.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import re
import threading
from collections import Counter, OrderedDict
from dataclasses import dataclass, field
from decimal import Decimal

import spacy
from spacy.attrs import IDX, LENGTH
from spacy.matcher import PhraseMatcher

from .dates import TimeExpression, resolve_time_expressions
from .money import MoneyAmount, find_money
from .schema import EntityRef, ExtractedClaim, ExtractionResult, ProposedEntity

__all__ = ["PIPELINE", "extract_claims"]

PIPELINE = "extract.rules.v1"

# spaCy's blank tokenizer is linear, but one Doc per paragraph keeps memory flat on
# multi-megabyte inputs and stops sentences running across paragraph breaks.
_MAX_BLOCK_CHARS = 50_000
_PIPELINE_CACHE_SIZE = 16
_MAX_OBJECT_WORDS = 12

# --------------------------------------------------------------------------------------
# Trigger vocabulary. Each label maps to phrases, matched on LOWER (lists of forms: a
# blank pipeline has no lemmatizer).
# --------------------------------------------------------------------------------------

_TRIGGERS: dict[str, tuple[str, ...]] = {
    # Funding words that make a funding claim by themselves.
    "FUNDING": (
        "funding", "funding round", "round of funding", "investment", "investments", "invested",
        "investors", "investor", "financing", "valuation", "valued at", "seed round",
        "fundraise", "fundraising", "venture", "backed by", "closed a round", "closed its round",
        "closed a funding round", "closed a series", "closed its series", "raise money",
        "raised money", "raising money", "raise more money", "raise new money",
        *(f"series {letter}" for letter in "abcdefgh"),
    ),
    # Verbs that are funding only next to an amount of money ("secured a contract" is not).
    "FUNDING_VERB": ("raised", "raises", "raise", "raising", "secured", "secures", "closed", "closes", "round", "won"),
    "VALUATION": ("valuation", "valued at", "valuing", "worth", "value"),
    "DEPLOYMENT": (
        "deployed", "deploys", "deploy", "deploying", "deployment", "deployments", "working at",
        "work at", "works at", "worked at", "working in", "worked in", "working for", "working on",
        "pilot", "pilots", "piloted", "piloting", "rolled out", "rolling out", "rolls out",
        "in production at", "shipped to", "ships to", "shipping to", "delivered to", "customer",
        "customers", "commercial agreement", "commercial deal", "trial", "trials", "fleet",
        "put to work", "doing tasks", "living in", "test homes", "paused", "pauses", "halted",
        "halts", "suspended", "suspends",
    ),
    "PAUSE": ("paused", "pauses", "halted", "halts", "suspended", "suspends", "stopped", "pulled"),
    "CAPABILITY": (
        "can", "is able to", "are able to", "able to", "capable of", "walks", "walk", "walked",
        "walking", "lifts", "lift", "lifting", "carries", "carrying", "demonstrated",
        "demonstrates", "performs", "handles", "sorts", "sort", "sorting", "picks", "grasps",
        "manipulates", "learned to", "learning to", "climbs", "runs", "jumps", "backflip",
        "backflips", "folds", "navigates", "showed", "shown", "shows", "waved", "served", "uses",
        "moves", "moved", "loading", "loads", "charges", "autonomously", "teleoperated",
        "remotely operated", "remote controlled", "stands", "weighs",
    ),
    "STATISTIC": (
        "payload", "battery", "battery life", "per charge", "runtime", "run time", "top speed",
        "speed", "degrees of freedom", "dof", "price", "priced", "priced at", "costs", "cost",
        "sells for", "sells", "sold for", "selling for", "retails", "price tag", "capacity",
        "a year", "per year", "annually", "weighs", "tall", "percent", "%", "square feet",
    ),
    "TIMELINE": (
        "will", "'ll", "shall", "plans to", "plan to", "plans", "planning", "planned to",
        "expects", "expect", "expecting", "expected", "aims", "aim to", "aiming", "target of",
        "target for", "targets", "targeting", "intends", "intend to", "going to", "on track",
        "scheduled", "slated", "set to", "forecast", "forecasts", "roadmap", "goal", "hoped",
        "hoped to", "hopes to", "wants to", "want to", "promised", "predicted",
    ),
    # Words about a projection itself: a timeline claim even when told in the past tense
    # ("Neither Optimus target was met", "Tesla delayed orders").
    "PROJECTION": (
        "target", "targets", "goal", "goals", "deadline", "delay", "delays", "delayed",
        "postponed", "pushed back", "promised", "predicted", "projected", "expected",
        "forecast", "estimate", "estimates",
    ),
    # Opinion words strong enough to make the clause an opinion whatever else it says.
    "OPINION": (
        "doubt", "doubts", "doubtful", "doubted", "sceptical", "skeptical", "sceptic", "skeptic",
        "sceptics", "skeptics", "scepticism", "skepticism", "risk", "risks", "risky", "hype",
        "hyped", "overhyped", "over-hyped", "bubble", "unproven", "concerned", "concerns",
        "warns", "warned", "warning", "we believe", "i believe", "believes", "believe",
        "i think", "we think", "in my view", "in our view", "critics", "criticism",
        "questionable", "unrealistic", "remains to be seen", "gimmick", "overrated", "my bet",
        "our bet", "underweight", "overweight", "impressed", "the hardest", "credibility",
        "missed timelines", "track record", "the first company", "the first factory",
        "world's first", "in the world", "one of the largest", "the largest", "the biggest",
        "of all time", "in history", "a fraction of", "a milestone", "new industry",
        "worth more than",
    ),
    # Praise that makes an opinion only when no fact trigger is present.
    "OPINION_WEAK": (
        "impressive", "breakthrough", "remarkable", "revolutionary", "game changer",
        "game-changer", "stunning", "exciting", "promising", "astonishing", "milestone",
    ),
    "FUTURE": (
        "will", "'ll", "shall", "would", "expects", "expect", "expecting", "expected", "plans to",
        "plan to", "plans", "planning", "planned to", "aims", "aim to", "aiming", "targets",
        "targeting", "target of", "target for", "intends", "intend to", "hopes", "hope to",
        "hoping", "hoped", "wants to", "want to", "could", "might", "going to", "scheduled",
        "slated", "set to", "on track", "forecasts", "predicts", "predicted", "anticipates",
        "upcoming", "poised", "promised",
    ),
    "HEDGE": (
        "might", "could", "would", "reportedly", "rumoured", "rumored", "rumour", "rumor",
        "rumours", "rumors", "allegedly", "aims", "aim to", "aiming", "possibly", "perhaps",
        "potentially", "probably", "is said to", "are said to", "unconfirmed",
        "according to people", "sources say", "people familiar", "the people said", "likely",
        "unlikely", "hopes", "hope to", "hoping", "hoped", "in talks", "talks",
        "in discussions", "considering", "exploring",
    ),
    "NEGATIVE": (
        "doubt", "doubts", "doubtful", "doubted", "sceptical", "skeptical", "sceptic", "skeptic",
        "sceptics", "skeptics", "scepticism", "skepticism", "risk", "risks", "risky", "delay",
        "delays", "delayed", "postponed", "pushed back", "paused", "halted", "suspended",
        "fail", "fails", "failed", "failure", "behind schedule", "overhyped", "over-hyped",
        "hype", "bubble", "unproven", "concerned", "concerns", "warns", "warned", "problems",
        "struggle", "struggles", "struggled", "missed", "layoffs", "lawsuit", "sued", "recall",
        "recalled", "injury", "injured", "cancelled", "canceled", "setback", "unrealistic",
        "not yet", "far from", "criticised", "criticized", "critics", "falls short",
        "fell short", "declined", "downturn", "losses", "gimmick", "questionable", "unreliable",
        "scrapped", "cannot", "can not", "ca n't", "unlikely", "overrated", "pulled", "neither",
        "not met", "far below", "cut our", "lowered", "do not believe", "don't believe",
        "not believe", "underweight", "the hardest", "credibility", "has not shown",
        "have not shown", "no budget", "not decided",
    ),
    "POSITIVE": (
        "optimistic", "optimism", "breakthrough", "impressive", "record", "milestone",
        "successful", "successfully", "success", "exceeds", "exceeded", "ahead of schedule",
        "strong", "excited", "exciting", "confident", "leading", "revolutionary", "promising",
        "remarkable", "game changer", "game-changer", "transformative", "soared", "booming",
        "accelerate", "accelerates", "accelerated", "tens of thousands", "millions of",
        "massive", "stunning", "astonishing", "impressed", "the largest", "one of the largest",
        "the biggest", "of all time", "the first company", "the first factory", "world's first",
        "worth more than", "a fraction of", "new industry", "safe", "as quickly as possible",
        "overweight",
    ),
}
_EXACT_TRIGGERS: dict[str, tuple[str, ...]] = {"FUTURE": ("may",), "HEDGE": ("may",)}
_NEGATORS = ("not", "never", "n't", "hardly", "no", "nothing")
_EXACT_TRIGGERS: dict[str, tuple[str, ...]] = {"FUTURE": ("may",), "HEDGE": ("may",)}
# Labels that give a clause a claim type (the others only qualify it).
_TYPE_LABELS = frozenset({
    "FUNDING", "FUNDING_VERB", "DEPLOYMENT", "CAPABILITY", "STATISTIC", "TIMELINE", "PROJECTION",
    "OPINION", "OPINION_WEAK",
})
_DETERMINERS = {"a", "an", "the", "this", "that", "these", "those", "each", "every", "any", "no", "another", "single", "double"}
_SUBJECT_KIND_ORDER = {"robot": 0, "company": 1}
_FUNDING_KIND_ORDER = {"company": 0, "robot": 1}
_COUNT_UNITS = ("robots", "units")

# --------------------------------------------------------------------------------------
# Precompiled regexes (never compiled per sentence).
# --------------------------------------------------------------------------------------

_CLAUSE_SPLIT = re.compile(
    r";\s+"
    r"|,\s+(?:and|but|while|whereas|although|though)\s+"
    r"|\s+but\s+"
    r"|\s+and\s+(?=(?:we|they|it|he|she|I|the\s+company)\s)"
)
_SPEAKER_LABEL = re.compile(r"[A-Z]{1,3}:\s+")  # "A: " / "Q: " in interview transcripts
_PRONOUN_START = re.compile(
    r"[\"'“‘]?\s*(?:we|our|they|their|it|its|he|she|"
    r"the\s+(?:company|firm|startup|robots?|humanoids?|machines?))\b",
    re.IGNORECASE,
)
_LEADING_CONJ = re.compile(r"^(?:(?:and|but|while|whereas|although|though|so|also)\s+)+", re.IGNORECASE)
_EDGE_QUOTES = "\"'“”‘’«» \t\r\n"
_NUMBER_WORDS = {
    "no": 0, "a single": 1, "single": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
    "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "twenty": 20, "fifty": 50, "hundred": 100, "a hundred": 100, "a thousand": 1000,
    "a million": 10**6, "a billion": 10**9,
}
_VAGUE = (
    r"tens\s+of\s+thousands|hundreds\s+of\s+thousands|(?:a\s+few|several)\s+(?:hundred|thousand|dozen)"
    r"|thousands|hundreds|dozens|millions|billions"
)
_QUANTITY = re.compile(
    r"(?<![\w$€£¥.,])"
    r"(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|a\s+(?:hundred|thousand|million|billion)"
    rf"|(?P<vague>{_VAGUE})(?:\s+of)?"
    r"|a\s+single|no|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|fifty|hundred)"
    r"(?:\s*(?P<mult>thousand|million|billion|k)\b)?"
    r"(?:\s*-?\s*(?:new\s+|more\s+|humanoid\s+|additional\s+|(?-i:[A-Z][\w-]*)\s+){0,2}"
    r"(?P<unit>kg|kilograms?|lbs?|pounds|hours?|hrs?|minutes?|mins?|km/h|kph|mph|m/s|"
    r"met(?:er|re)s\s+per\s+second|percent|per\s+cent|%|degrees\s+of\s+freedom|dof|cm|"
    r"square\s+(?:feet|foot|met(?:er|re)s)|sq\.?\s*ft|"
    r"robots?|humanoids?|units?|machines|bots|customers)(?!\w))?"
    r"(?P<rate>\s+(?:a|per|each|every)\s+(?:year|month|week|day|hour|charge)|\s+annually|\s+per\s+annum)?",
    re.IGNORECASE,
)
_UNIT_NAMES = {
    "kg": "kg", "kilogram": "kg", "kilograms": "kg", "lb": "lb", "lbs": "lb", "pounds": "lb",
    "hour": "hours", "hours": "hours", "hr": "hours", "hrs": "hours", "minute": "minutes",
    "minutes": "minutes", "min": "minutes", "mins": "minutes", "km/h": "km/h", "kph": "km/h",
    "mph": "mph", "m/s": "m/s", "meters per second": "m/s", "metres per second": "m/s",
    "percent": "%", "per cent": "%", "%": "%", "degrees of freedom": "DoF", "dof": "DoF",
    "cm": "cm", "square feet": "sq ft", "square foot": "sq ft", "sq ft": "sq ft", "sq. ft": "sq ft",
    "sqft": "sq ft", "square meters": "m2", "square metres": "m2",
    "robot": "robots", "robots": "robots", "humanoid": "robots", "humanoids": "robots",
    "unit": "units", "units": "units", "machines": "robots", "bots": "robots", "customers": "customers",
}
_MULTS = {"thousand": 10**3, "k": 10**3, "million": 10**6, "billion": 10**9}
# "a single Figure 02 worked …": a count right before a robot's name.
_COUNT_BEFORE_ROBOT = re.compile(
    r"(?:^|\s)(a\s+single|single|no|one|two|three|four|five|six|seven|eight|nine|ten|\d{1,3}(?:,\d{3})+|\d+)\s+$",
    re.IGNORECASE,
)
_SERIES = re.compile(r"\b(?:(Series)\s+([A-H])\d?|(pre-seed|seed)\s+(?:round|funding))\b", re.IGNORECASE)
_SITE = re.compile(
    r"\b((?:[A-Z][\w&.'’-]*\s+){1,3}(?:plant|factory|facility|warehouse|site|center|centre|hub|"
    r"fulfil?ment\s+center|distribution\s+center|gigafactory|assembly\s+line|production\s+line))\b"
)
_VALUATION_NEAR = re.compile(r"valuation|valued|valuing|worth|value\b", re.IGNORECASE)
_VALUATION_AFTER = re.compile(r"\s*(?:-\s*)?(?:post-money\s+|pre-money\s+)?valuation", re.IGNORECASE)
_PRODUCTION_WORDS = re.compile(
    r"\b(?:produc\w*|manufactur\w*|build|builds|building|built|output|capacity|make|makes|ship|ships|shipping)\b",
    re.IGNORECASE,
)
_DEPLOY_WORDS = re.compile(
    r"\b(?:deploy\w*|sell|sells|selling|sold|sales|deliver\w*|customers?|working|work|fleet|"
    r"homes?|install\w*|rolled?\s+out|roll\s+out|return|operations|pilot\w*|tests?)\b",
    re.IGNORECASE,
)
_LAUNCH_WORDS = re.compile(
    r"\b(?:launch\w*|release\w*|unveil\w*|available|on\s+sale|debut\w*|start\w*|begin\w*|"
    r"commercial\w*|develop\w*|versions?)\b",
    re.IGNORECASE,
)
_FUNDING_WORDS = re.compile(r"\b(?:rais\w*|funding|round|invest\w*|ipo|public)\b", re.IGNORECASE)
_PRICE_WORDS = re.compile(
    r"\b(?:pric\w*|cost\w*|sells?\b[^.;]{0,40}?\bfor|sold\b[^.;]{0,40}?\bfor|retail\w*|per\s+(?:unit|robot))\b",
    re.IGNORECASE,
)
_SIZE_WORDS = re.compile(r"\b(?:weigh\w*|tall|height|stands)\b", re.IGNORECASE)
_PAYLOAD_WORDS = re.compile(r"\b(?:lift\w*|carr\w*|payload|load)\b", re.IGNORECASE)
_SPEED_WORDS = re.compile(r"\b(?:speed|walks?|runs?|moves?|fast)\b", re.IGNORECASE)
_LEADING_PREP = re.compile(r"^(?:(?:at|in|with|to|for|by|on|of|into|across|that|the\s+ability\s+to)\s+)+", re.IGNORECASE)
_TAIL_STOP = re.compile(r"[,;:](?:\s|$)|[()\[\]{}]|\s[-–—]\s|\.(?:\s|$)")
_NAME = r"[A-Z][\w&'’.-]*[A-Za-z0-9](?:\s+[A-Z][\w&'’.-]*[A-Za-z0-9]){0,3}"
_PROPOSED_NAME = re.compile(r"(?<![\w'’])[A-Z][\w&'’.-]*[A-Za-z0-9](?:\s+(?:of\s+|&\s+|de\s+)?[A-Z][\w&'’.-]*[A-Za-z0-9])+")
# "from Microsoft, Nvidia and OpenAI", "at GXO": names after a preposition, as a list.
_NAMES_AFTER_PREP = re.compile(
    rf"\b(?P<prep>at|with|from|by|to|for|including)\s+({_NAME}(?:(?:,\s+|,?\s+and\s+|\s+&\s+){_NAME})*)"
)
_LIST_SEP = re.compile(r",\s+(?:and\s+)?|\s+and\s+|\s+&\s+")
_NAME_STOP = {
    "the", "our", "a", "an", "in", "on", "at", "its", "this", "that", "last", "next", "we",
    "they", "their", "it", "series", "ceo", "cto", "cfo", "q1", "q2", "q3", "q4", "h1", "h2",
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december", "monday", "tuesday", "wednesday", "thursday", "friday",
    "saturday", "sunday", "but", "and", "by", "as", "if", "after", "before", "for", "with",
    "from", "to", "ai", "us", "u.s.", "inc", "inc.", "ltd", "corp", "co", "a:", "q:",
}


# --------------------------------------------------------------------------------------
# The spaCy pipeline, built once per registry.
# --------------------------------------------------------------------------------------


@dataclass
class _Pipeline:
    nlp: spacy.language.Language
    phrases: PhraseMatcher
    exact: PhraseMatcher
    labels: dict[int, str]
    kinds: dict[str, str]
    names: dict[str, str]


_CACHE: OrderedDict[str, _Pipeline] = OrderedDict()
_CACHE_LOCK = threading.Lock()


_KEYS: OrderedDict[int, tuple[list[EntityRef], str]] = OrderedDict()


def _registry_key(entities: list[EntityRef]) -> str:
    """A digest of the registry; remembered for the same list object (``registry_refs`` reuses it)."""
    hit = _KEYS.get(id(entities))
    if hit is not None and hit[0] is entities:
        return hit[1]
    key = _registry_digest(entities)
    with _CACHE_LOCK:
        _KEYS[id(entities)] = (entities, key)
        while len(_KEYS) > _PIPELINE_CACHE_SIZE:
            _KEYS.popitem(last=False)
    return key


def _registry_digest(entities: list[EntityRef]) -> str:
    digest = hashlib.sha256()
    for e in sorted(entities, key=lambda e: e.slug):
        digest.update("\x1f".join([e.slug, e.name, e.kind, *e.aliases]).encode())
        digest.update(b"\x1e")
    return digest.hexdigest()


def _build_pipeline(entities: list[EntityRef]) -> _Pipeline:
    nlp = spacy.blank("en")
    nlp.max_length = 2 * _MAX_BLOCK_CHARS
    nlp.add_pipe("sentencizer")
    ruler = nlp.add_pipe("entity_ruler", config={"phrase_matcher_attr": "LOWER"})
    patterns, seen = [], set()
    for e in entities:
        for name in [e.name, *e.aliases]:
            name = " ".join(name.split())
            if name and (name.lower(), e.slug) not in seen:
                seen.add((name.lower(), e.slug))
                patterns.append({"label": "ENTITY", "pattern": name, "id": e.slug})
    ruler.add_patterns(patterns)

    # Triggers are lists of forms matched on LOWER. A PhraseMatcher does this with hash
    # look-ups; a token-pattern Matcher with the same lists was twice as slow on 3 MB.
    phrases = PhraseMatcher(nlp.vocab, attr="LOWER")
    for label, forms in _TRIGGERS.items():
        phrases.add(label, list(nlp.tokenizer.pipe(forms)))
    # Forms that only count in one spelling: "may" is a modal, "May" a month.
    exact = PhraseMatcher(nlp.vocab, attr="ORTH")
    for label, forms in _EXACT_TRIGGERS.items():
        exact.add(label, list(nlp.tokenizer.pipe(forms)))
    labels = {nlp.vocab.strings[name]: name for name in _TRIGGERS}
    return _Pipeline(
        nlp=nlp,
        phrases=phrases,
        exact=exact,
        labels=labels,
        kinds={e.slug: e.kind for e in entities},
        names={e.slug: e.name for e in entities},
    )


def _pipeline_for(entities: list[EntityRef]) -> _Pipeline:
    key = _registry_key(entities)
    with _CACHE_LOCK:
        pipe = _CACHE.get(key)
        if pipe is not None:
            _CACHE.move_to_end(key)
            return pipe
    pipe = _build_pipeline(entities)
    with _CACHE_LOCK:
        _CACHE[key] = pipe
        while len(_CACHE) > _PIPELINE_CACHE_SIZE:
            _CACHE.popitem(last=False)
    return pipe


def _blocks(text: str):
    """Yield (offset, block) paragraphs of at most _MAX_BLOCK_CHARS characters."""
    pos = 0
    for gap in re.finditer(r"\n[^\S\n]*\n\s*", text):
        yield from _split_long(text, pos, gap.start())
        pos = gap.end()
    yield from _split_long(text, pos, len(text))


def _split_long(text: str, start: int, end: int):
    while end - start > _MAX_BLOCK_CHARS:
        window = text[start:start + _MAX_BLOCK_CHARS]
        best = max(window.rfind(". "), window.rfind("\n"), window.rfind("? "), window.rfind("! "))
        if best < _MAX_BLOCK_CHARS // 2:
            best = window.rfind(" ")
        cut = start + best + 1 if best > 0 else start + _MAX_BLOCK_CHARS
        if text[start:cut].strip():
            yield start, text[start:cut]
        start = cut
    if text[start:end].strip():
        yield start, text[start:end]


# --------------------------------------------------------------------------------------
# Clause analysis.
# --------------------------------------------------------------------------------------


@dataclass
class _Mention:
    slug: str
    kind: str
    start: int
    end: int


@dataclass
class _Trigger:
    label: str
    start: int
    end: int


@dataclass
class _Quantity:
    text: str
    start: int
    end: int
    value: Decimal | None
    unit: str  # with its rate: "robots/year", "hours/charge"
    base: str = ""  # without it: "robots", "hours", "km/h"


@dataclass
class _Clause:
    start: int
    end: int
    triggers: list[_Trigger] = field(default_factory=list)
    mentions: list[_Mention] = field(default_factory=list)


@dataclass
class _Context:
    text: str
    published_at: dt.datetime
    pipe: _Pipeline
    proposed: Counter


@dataclass
class _Draft:
    """One claim of a clause before the shared fields are filled in."""

    claim_type: str
    predicate: str
    object_text: str
    value: Decimal | None = None
    unit: str = ""
    object_entity: str | None = None


def _quantities(text: str, offset: int, money: list[MoneyAmount], mentions: list[_Mention]) -> list[_Quantity]:
    """Numbers with a unit (or vague counts like "tens of thousands") in a clause."""
    found = []
    for m in _QUANTITY.finditer(text):
        unit = m.group("unit")
        vague = m.group("vague")
        if not unit and not vague:
            continue
        start, end = offset + m.start(), offset + m.end()
        if any(a.start <= start < a.end for a in money) or any(x.start <= start < x.end for x in mentions):
            continue
        value: Decimal | None = None
        if not vague:
            raw = " ".join(m.group("num").lower().split())
            try:
                value = Decimal(raw.replace(",", "")) if raw[0].isdigit() else Decimal(_NUMBER_WORDS[raw])
            except (KeyError, ArithmeticError):
                value = None
            if value is not None and m.group("mult"):
                value *= _MULTS[m.group("mult").lower()]
        base = _UNIT_NAMES.get(" ".join(unit.lower().split()), unit.lower()) if unit else ""
        unit_name = base
        rate = m.group("rate")
        if rate and base:
            period = rate.split()[-1].lower()
            unit_name = f"{base}/{'year' if period in ('annually', 'annum') else period}"
        found.append(_Quantity(m.group(0).strip(), start, end, value, unit_name, base))
    # "a single Figure 02", "5,000 Optimus": a count in front of a robot's name.
    for mention in mentions:
        if mention.kind != "robot" or any(q.start <= mention.start < q.end for q in found):
            continue
        before = _COUNT_BEFORE_ROBOT.search(text, max(0, mention.start - offset - 24), mention.start - offset)
        if before:
            raw = " ".join(before.group(1).lower().split())
            value = Decimal(raw.replace(",", "")) if raw[0].isdigit() else Decimal(_NUMBER_WORDS[raw])
            qstart = offset + before.start(1)
            found.append(_Quantity(text[before.start(1):mention.end - offset], qstart, mention.end, value, "robots", "robots"))
    found.sort(key=lambda q: q.start)
    return found


def _statement(clause_text: str) -> str:
    """The clause as a standalone sentence: capitalised, one final period."""
    s = " ".join(clause_text.split())
    s = _LEADING_CONJ.sub("", s).strip(_EDGE_QUOTES)
    s = s.rstrip(" ,;:-–—.!?\"'”’").strip(_EDGE_QUOTES)
    if not s:
        return ""
    if s[0].islower():
        s = s[0].upper() + s[1:]
    return s + "."


def _tail_after(text: str, rel_start: int, times: list[TimeExpression]) -> str:
    """Words after a trigger, up to punctuation or a time expression, at most 12 words."""
    end = len(text)
    for t in times:
        if t.start >= rel_start:
            end = min(end, t.start)
    tail = text[rel_start:end]
    stop = _TAIL_STOP.search(tail)
    if stop:
        tail = tail[: stop.start()]
    tail = _LEADING_PREP.sub("", " ".join(tail.split()))
    return " ".join(tail.split()[:_MAX_OBJECT_WORDS]).strip(" .,;:\"'“”’")


def _stance(labels: Counter, claim_type: str, forward: bool, hedged: bool) -> str:
    """Negative/positive by counting cue words; a projection without negative cues is positive."""
    neg = labels["NEGATIVE"] + labels["NEG_POSITIVE"]
    pos = labels["POSITIVE"]
    if neg > pos:
        return "negative"
    if pos > neg:
        return "positive"
    if neg == 0 and (claim_type == "timeline" or (forward and not hedged and claim_type != "opinion")):
        return "positive"
    return "neutral"


def _confidence(*, trigger: bool, explicit_entity: bool, pronoun: bool, number: bool, date: bool,
                hedged: bool, words: int) -> float:
    score = 0.5
    score += 0.15 if trigger else 0.0
    score += 0.1 if explicit_entity else (-0.15 if pronoun else -0.05)
    score += 0.1 if number else 0.0
    score += 0.1 if date else 0.0
    score -= 0.15 if hedged else 0.0
    score -= 0.1 if words > 40 else (0.05 if words > 25 else 0.0)
    return round(min(0.95, max(0.05, score)), 2)


def _choose_subject(mentions: list[_Mention], funding: bool) -> _Mention:
    order = _FUNDING_KIND_ORDER if funding else _SUBJECT_KIND_ORDER
    return min(enumerate(mentions), key=lambda im: (order.get(im[1].kind, 2), im[0]))[1]


def _clause_type(labels: set[str], money, quantities, times, ctext: str) -> tuple[str, str] | None:
    """(base type from the fact triggers, final claim type) or None when nothing is claimed."""
    future_time = any(t.forward_looking for t in times)
    forward = "FUTURE" in labels or future_time
    stat_quantity = next((q for q in quantities if q.base and q.base not in _COUNT_UNITS + ("customers",)), None)
    known_count = any(q.unit in _COUNT_UNITS and q.value is not None for q in quantities)
    if "OPINION" in labels:
        return "opinion", "opinion"
    if "FUNDING" in labels or ("FUNDING_VERB" in labels and money):
        base = "funding"
    elif known_count and not money:
        base = "statistic"  # "Tesla has built 300 Optimus units": units_deployed
    elif "DEPLOYMENT" in labels:
        base = "deployment"
    elif (
        stat_quantity is not None
        or any(q.base in _COUNT_UNITS for q in quantities)
        or ("STATISTIC" in labels and (quantities or money))
        or (money and _PRICE_WORDS.search(ctext))
    ):
        base = "statistic"
    elif "CAPABILITY" in labels:
        base = "capability"
    elif "OPINION_WEAK" in labels:
        return "opinion", "opinion"
    elif "PROJECTION" in labels or (
        ("TIMELINE" in labels or "FUTURE" in labels)
        and (times or _PRODUCTION_WORDS.search(ctext) or _DEPLOY_WORDS.search(ctext) or _LAUNCH_WORDS.search(ctext))
    ):
        return "timeline", "timeline"
    else:
        return None
    if forward and ("TIMELINE" in labels or future_time):
        return base, "timeline"
    if "FUTURE" in labels and times:  # "might sell … by the end of 2025", told later
        return base, "timeline"
    if "PROJECTION" in labels and base != "funding":  # "far below the Tesla target"
        return base, "timeline"
    return base, base


def _analyse_clause(
    ctx: _Context,
    clause: _Clause,
    previous_mentions: list[_Mention],
    carried: _Mention | None,
    sentence_words: int,
) -> list[ExtractedClaim]:
    text = ctx.text
    ctext = text[clause.start:clause.end]
    counts = Counter(t.label for t in clause.triggers)
    labels = set(counts)
    money = [
        MoneyAmount(a.text, a.start + clause.start, a.end + clause.start, a.amount, a.currency)
        for a in find_money(ctext)
    ]
    quantities = _quantities(ctext, clause.start, money, clause.mentions)
    times = resolve_time_expressions(ctext, published_at=ctx.published_at)
    typed = _clause_type(labels, money, quantities, times, ctext)
    if typed is None:
        return []
    base, claim_type = typed

    # Subject: a mention in the clause, else in an earlier clause, else the carried one.
    if clause.mentions:
        candidates, explicit, pronoun = clause.mentions, True, False
    elif previous_mentions:
        candidates, explicit, pronoun = previous_mentions, False, False
    elif carried is not None:
        candidates, explicit, pronoun = [carried], False, True
    else:
        return []
    subject = _choose_subject(candidates, funding=base == "funding")
    type_triggers = [t for t in clause.triggers if t.label in _TYPE_LABELS]
    first_trigger = min((t.start for t in type_triggers), default=clause.start)
    object_entity = next(
        (m.slug for m in clause.mentions if m.slug != subject.slug and m.start >= first_trigger),
        None,
    )

    future_time = any(t.forward_looking for t in times)
    forward = "FUTURE" in labels or future_time
    hedged = "HEDGE" in labels
    primary_time = next((t for t in times if t.forward_looking), None) if forward else None
    primary_time = primary_time or (times[0] if times else None)

    main_trigger = _main_trigger(clause.triggers, claim_type)
    tail = _tail_after(ctext, (main_trigger.end - clause.start) if main_trigger else 0, times)
    qualifier = ""
    series = _SERIES.search(ctext)
    site = _SITE.search(ctext)
    if base == "funding" and series:
        qualifier = f"Series {series.group(2).upper()}" if series.group(1) else f"{series.group(3).lower()} round"
    elif site:
        qualifier = re.sub(r"^(?:The|Our|Its|Their|A)\s+|^.*['’]s\s+", "", site.group(1))

    drafts = _drafts(ctx, clause, ctext, base, claim_type, labels, money, quantities, tail, object_entity, subject)
    if not drafts:
        return []
    statement = _statement(ctext)
    if not statement:
        return []
    confidence = _confidence(
        trigger=bool(type_triggers),
        explicit_entity=explicit,
        pronoun=pronoun,
        number=bool(money or any(q.value is not None for q in quantities)),
        date=bool(times),
        hedged=hedged,
        words=sentence_words,
    )
    if base in ("funding", "deployment") or "DEPLOYMENT" in labels:
        for name in _names(ctext, clause):
            ctx.proposed[name] += 1

    claims = []
    for d in drafts:
        claims.append(
            ExtractedClaim(
                subject=subject.slug,
                predicate=d.predicate,
                object_text=(d.object_text or statement.rstrip("."))[:500],
                object_value=d.value,
                object_unit=d.unit[:32],
                qualifier=qualifier[:200],
                claim_type=d.claim_type,
                confidence=confidence,
                stance=_stance(counts, d.claim_type, forward, hedged),
                hedged=hedged,
                forward_looking=forward,
                statement=statement,
                evidence_text=ctext,
                evidence_start=clause.start,
                evidence_end=clause.end,
                valid_from=primary_time.valid_from if primary_time else None,
                valid_until=primary_time.valid_until if primary_time else None,
                time_expression=primary_time.text if primary_time else "",
                object_entity=d.object_entity,
            )
        )
    return claims


def _drafts(ctx, clause, ctext, base, claim_type, labels, money, quantities, tail, object_entity, subject) -> list[_Draft]:
    """Predicate and object of each claim in a clause (usually one)."""
    text = ctx.text
    stat_quantity = next((q for q in quantities if q.base and q.base not in _COUNT_UNITS + ("customers",)), None)
    count_quantity = next((q for q in quantities if q.base in _COUNT_UNITS or (not q.base and q.value is None)), None)
    entity_default = ctx.pipe.names.get(object_entity, "") if object_entity else ""

    if claim_type == "opinion":
        return [_Draft("opinion", "opinion", _statement(ctext).rstrip("."), object_entity=object_entity)]

    if base == "funding" and (claim_type == "funding" or money):
        valuation_money = [a for a in money if _near_valuation(text, a)]
        raise_money = [a for a in money if a not in valuation_money]
        if valuation_money and not raise_money and ("FUNDING_VERB" not in labels or "VALUATION" in labels):
            predicate, amount = "valuation", valuation_money[0]
        elif "VALUATION" in labels and not money:
            predicate, amount = "valuation", None
        else:
            predicate, amount = "raised_funding", (raise_money[0] if raise_money else None)
        draft = _Draft(claim_type, predicate, tail, object_entity=object_entity)
        if amount is not None:
            draft.object_text, draft.value, draft.unit = amount.text, amount.amount, amount.currency
        drafts = [draft]
        if predicate == "raised_funding" and valuation_money:
            v = valuation_money[0]
            drafts.append(_Draft(claim_type, "valuation", v.text, v.amount, v.currency, object_entity))
        return drafts

    if claim_type == "timeline":
        predicate = _timeline_predicate(ctext, base, money, quantities)
        draft = _Draft("timeline", predicate, tail, object_entity=object_entity)
        q = count_quantity or stat_quantity
        if money and predicate in ("price", "raised_funding", "valuation"):
            draft.value, draft.unit = money[0].amount, money[0].currency
            draft.object_text = money[0].text
        elif q is not None:
            draft.value, draft.unit = q.value, q.unit
            if not tail or q.text.lower() not in tail.lower():
                draft.object_text = q.text
        return [draft]

    if base == "deployment" or (base == "statistic" and count_quantity is not None and "DEPLOYMENT" in labels):
        drafts = []
        if base == "statistic":
            q = count_quantity
            drafts.append(_Draft("statistic", "units_deployed", q.text, q.value, q.unit, object_entity))
            if q.value is None or q.value == 0:  # "no robots were working": only the count
                return drafts
        if "PAUSE" in labels:
            drafts.append(_Draft("deployment", "deployment_paused", entity_default or tail, object_entity=object_entity))
            return drafts
        # One claim per deployment site or customer named after the trigger.
        objects = _deployment_objects(ctx, clause, ctext, subject)
        if not objects:
            objects = [(entity_default or tail, object_entity)]
        for name, slug in objects[:4]:
            drafts.append(_Draft("deployment", "deployed_at", name, object_entity=slug))
        return drafts

    if base == "statistic":
        q = stat_quantity or count_quantity
        if money and (q is None or _PRICE_WORDS.search(ctext)):
            return [_Draft("statistic", "price", money[0].text, money[0].amount, money[0].currency, object_entity)]
        predicate = _statistic_predicate(q, ctext)
        draft = _Draft("statistic", predicate, tail, object_entity=object_entity)
        if q is not None:
            draft.object_text, draft.value, draft.unit = q.text, q.value, q.unit
        drafts = [draft]
        # "carries 16 kg and runs 2 hours per charge": one claim per measured quantity.
        taken = {predicate}
        for other in quantities:
            if other is q or not other.unit or other.value is None:
                continue
            other_predicate = _statistic_predicate(other, ctext)
            if other_predicate not in taken and other_predicate not in ("metric", "capability"):
                taken.add(other_predicate)
                drafts.append(_Draft("statistic", other_predicate, other.text, other.value, other.unit, object_entity))
        return drafts

    # capability
    return [_Draft("capability", "capability", tail, object_entity=object_entity)]


def _deployment_objects(ctx: _Context, clause: _Clause, ctext: str, subject: _Mention) -> list[tuple[str, str | None]]:
    """Registry entities and capitalised names after at/by/with/for in a deployment clause."""
    first = min((t.start for t in clause.triggers if t.label == "DEPLOYMENT"), default=clause.start) - clause.start
    found: list[tuple[int, str, str | None]] = []
    for m in clause.mentions:
        if m.slug != subject.slug and m.start - clause.start >= first:
            found.append((m.start - clause.start, ctx.pipe.names[m.slug], m.slug))
    taken = [(m.start - clause.start, m.end - clause.start) for m in clause.mentions]
    for match in _NAMES_AFTER_PREP.finditer(ctext, max(0, first)):
        if match.group("prep") not in ("at", "by", "with", "for"):
            continue
        for start, name in _split_names(ctext, match.start(2), match.group(2)):
            if not any(s < start + len(name) and start < e for s, e in taken):
                found.append((start, name, None))
    found.sort()
    seen, objects = set(), []
    for _, name, slug in found:
        if name.lower() not in seen:
            seen.add(name.lower())
            objects.append((name, slug))
    return objects


def _split_names(ctext: str, pos: int, names: str) -> list[tuple[int, str]]:
    out = []
    for part in _LIST_SEP.split(names):
        start = ctext.find(part, pos)
        pos = start + len(part)
        cleaned = _clean_name(part)
        if cleaned:
            out.append((start + part.find(cleaned.split()[0]), cleaned))
    return out


def _clean_name(name: str) -> str:
    words = name.replace("’", "'").split()
    while words and words[0].lower().strip(".") in _NAME_STOP:
        words = words[1:]
    if words and words[-1].endswith("'s"):
        words[-1] = words[-1][:-2]
    while words and words[-1].lower() in _NAME_STOP:
        words = words[:-1]
    cleaned = " ".join(words).strip(".-'")
    return "" if len(cleaned) < 2 or cleaned.lower() in _NAME_STOP else cleaned


def _names(ctext: str, clause: _Clause) -> list[str]:
    """Capitalised names in a funding/deployment clause that are not registry mentions."""
    taken = [(m.start - clause.start, m.end - clause.start) for m in clause.mentions]
    spans = []
    for m in _PROPOSED_NAME.finditer(ctext):
        cleaned = _clean_name(m.group(0))
        if cleaned:
            spans.append((m.start() + m.group(0).find(cleaned.split()[0]), cleaned))
    for m in _NAMES_AFTER_PREP.finditer(ctext):
        spans += _split_names(ctext, m.start(2), m.group(2))
    names = []
    for start, name in spans:
        if any(s < start + len(name) and start < e for s, e in taken) or name in names:
            continue
        names.append(name)
    return names


def _main_trigger(triggers: list[_Trigger], claim_type: str) -> _Trigger | None:
    wanted = {
        "funding": ("FUNDING_VERB", "FUNDING"),
        "deployment": ("DEPLOYMENT",),
        "capability": ("CAPABILITY",),
        "statistic": ("STATISTIC", "CAPABILITY"),
        "timeline": ("TIMELINE", "FUTURE", "PROJECTION"),
        "opinion": ("OPINION", "OPINION_WEAK"),
    }[claim_type]
    for label in wanted:
        found = [t for t in triggers if t.label == label]
        if found:
            return min(found, key=lambda t: (t.start, -t.end))
    return None


def _near_valuation(text: str, amount: MoneyAmount) -> bool:
    before = text[max(0, amount.start - 30): amount.start]
    return bool(_VALUATION_NEAR.search(before) or _VALUATION_AFTER.match(text, amount.end))


def _statistic_predicate(q: _Quantity | None, ctext: str) -> str:
    unit = q.unit if q else ""
    kind = q.base if q else ""
    if kind in ("kg", "lb", "cm") and _SIZE_WORDS.search(ctext) and not _PAYLOAD_WORDS.search(ctext):
        return "capability"  # the robot's own weight or height
    if kind in ("kg", "lb"):
        return "payload"
    if kind in ("hours", "minutes"):
        return "runtime"
    if kind in ("km/h", "mph", "m/s"):
        return "speed"
    if kind == "DoF":
        return "degrees_of_freedom"
    if kind in ("sq ft", "m2"):
        return "production_capacity"
    if kind in _COUNT_UNITS:
        if "/" in unit or re.search(r"\bcapacity\b|\bcan\s+(?:build|produce|make)\b", ctext, re.IGNORECASE):
            return "production_capacity"
        return "units_deployed"
    if _PRICE_WORDS.search(ctext):
        return "price"
    if kind == "cm":
        return "capability"
    return "metric"


def _timeline_predicate(ctext: str, base: str, money: list[MoneyAmount], quantities: list[_Quantity]) -> str:
    if base == "funding" and money:
        return "raised_funding"
    if money and _PRICE_WORDS.search(ctext):
        return "price"
    if money and _FUNDING_WORDS.search(ctext):
        return "raised_funding"
    if _PRODUCTION_WORDS.search(ctext):
        return "production_target"
    if base == "deployment" or _DEPLOY_WORDS.search(ctext):
        return "deployment_target"
    if _LAUNCH_WORDS.search(ctext):
        return "launch_date"
    if base in ("capability", "statistic"):
        return "capability"
    if any(q.unit in _COUNT_UNITS or q.value is None for q in quantities):
        return "deployment_target"
    if re.search(r"\b(?:targets?|goals?|orders?|delay\w*)\b", ctext, re.IGNORECASE):
        return "production_target"
    return "launch_date"


# --------------------------------------------------------------------------------------
# Sentences and clauses.
# --------------------------------------------------------------------------------------


def _split_clauses(
    text: str,
    s_start: int,
    s_end: int,
    triggers: list[_Trigger],
    mentions: list[_Mention],
    published_at: dt.datetime,
) -> list[_Clause]:
    """Cut a sentence at clause boundaries where each side carries its own trigger."""
    sentence = text[s_start:s_end]
    pieces, pos = [], 0
    for m in _CLAUSE_SPLIT.finditer(sentence):
        pieces.append((pos, m.start()))
        pos = m.end()
    pieces.append((pos, len(sentence)))
    clauses = []
    for a, b in pieces:
        seg = sentence[a:b]
        lead = len(seg) - len(seg.lstrip())
        trail = len(seg.rstrip())
        if trail > lead:
            clauses.append(_Clause(s_start + a + lead, s_start + a + trail))
    if len(clauses) > 1:
        for c in clauses:
            c.triggers = [t for t in triggers if c.start <= t.start < c.end]
        # A piece without a trigger of its own belongs to its neighbour.
        merged: list[_Clause] = []
        for c in clauses:
            if merged and not (
                _has_type_trigger(text, c, published_at) and _has_type_trigger(text, merged[-1], published_at)
            ):
                merged[-1].end = c.end
                merged[-1].triggers += c.triggers
            else:
                merged.append(c)
        clauses = merged
    if len(clauses) == 1:
        clauses[0].triggers = list(triggers)
    for c in clauses:
        c.mentions = [m for m in mentions if c.start <= m.start < c.end]
    return clauses


def _has_type_trigger(text: str, clause: _Clause, published_at: dt.datetime) -> bool:
    labels = {t.label for t in clause.triggers}
    if labels & (_TYPE_LABELS - {"FUNDING_VERB"}):
        return True
    # "raised $675 million" is a trigger; "the round was led by …" is not.
    if "FUNDING_VERB" in labels and find_money(text[clause.start:clause.end]):
        return True
    # "production could start next year": a future modal with a future date.
    return "FUTURE" in labels and any(
        t.forward_looking
        for t in resolve_time_expressions(text[clause.start:clause.end], published_at=published_at)
    )


def extract_claims(text: str, *, published_at: dt.datetime, entities: list[EntityRef]) -> ExtractionResult:
    """Extract typed atomic claims about registry entities from one document.

    Args:
        text: the document text (any length; processed paragraph by paragraph).
        published_at: the document's publication time (timezone-aware; a naive value is
            taken as UTC). Relative time expressions resolve against it, and it decides
            what is forward-looking.
        entities: the entity registry. Names and aliases match case-insensitively; the
            spaCy pipeline is built once per distinct registry and cached.

    Returns:
        An :class:`ExtractionResult` with ``pipeline == PIPELINE``, the claims in text
        order and the proposed (unregistered) names seen near funding and deployment
        triggers, with counts. For every claim
        ``text[evidence_start:evidence_end] == evidence_text``.

    Rules:
        - A sentence yields claims only if it names a registry entity, or starts with a
          pronoun ("We", "It", "The company" …) right after sentences that did; the
          pronoun's subject is then the earlier sentence's subject. Questions ("…?")
          assert nothing and yield no claim. An interview label ("A: ") is left out of
          the evidence.
        - A sentence is cut at "; ", ", and ", ", but ", " but ", " and we …" when each
          side has its own trigger; a clause without a registry mention takes the subject
          of the clause before it.
        - Claim type, in order: opinion (doubt, sceptical, risk, hype, believes,
          superlatives …); funding (funding words, or raised/secured/closed with an
          amount of money); statistic for a count of robots or units; deployment;
          statistic (a number with a unit, or a price); capability; opinion (praise
          only); timeline. A non-opinion claim becomes a timeline claim when it is
          forward-looking with a future cue (will, plans, expects, aims, target …) or a
          future date, when a modal comes with a date, or when it speaks of a target,
          forecast or delay.
        - A clause usually gives one claim. It gives more for a raise and its valuation,
          for several measured quantities ("carries 16 kg and runs 2 hours per charge"),
          for a count of deployed units plus where they work, and for one deployment per
          named site or customer ("piloted by Mercedes-Benz and by GXO").
        - Subject: for funding, the first company mentioned; otherwise the first robot,
          else the first company, else the first mention. ``object_entity`` is another
          registry entity named after the trigger.
        - ``forward_looking``: a future cue (will, expects, plans, aims, could, may,
          might, hopes …) or a forward-looking time expression. ``hedged``: may, might,
          could, would, reportedly, rumoured, aims, hopes, in talks …. ``stance``:
          negative when negative cues (doubt, risk, delay, paused, failed, behind
          schedule, overhyped …) outnumber positive ones, positive for the reverse or
          for a projection without negative cues, else neutral.

    Confidence (clamped to 0.05..0.95): 0.5, +0.15 for a type trigger, +0.1 when the
    subject is named in the clause (−0.05 when only in an earlier clause, −0.15 when
    carried by a pronoun from an earlier sentence), +0.1 for a number or an amount,
    +0.1 for a time expression, −0.15 when hedged, −0.05 for a sentence over 25 words
    (−0.1 over 40).
    """
    if published_at.tzinfo is None:
        published_at = published_at.replace(tzinfo=dt.timezone.utc)
    if not text or not text.strip() or not entities:
        return ExtractionResult(pipeline=PIPELINE, claims=[])
    pipe = _pipeline_for(entities)
    ctx = _Context(text=text, published_at=published_at, pipe=pipe, proposed=Counter())
    claims: list[ExtractedClaim] = []
    seen: set[tuple] = set()
    carried: _Mention | None = None

    blocks = list(_blocks(text))
    for (offset, _block), doc in zip(blocks, pipe.nlp.pipe(b for _, b in blocks)):
        mentions_all = [
            _Mention(ent.ent_id_, pipe.kinds.get(ent.ent_id_, "company"), offset + ent.start_char, offset + ent.end_char)
            for ent in doc.ents
            if ent.ent_id_ in pipe.kinds and not _is_common_word(doc, ent)
        ]
        if not mentions_all and carried is None:
            continue
        triggers_all = []
        spans = doc.to_array([IDX, LENGTH]).tolist()  # one array, not a Token per look-up
        for match_id, start, end in [*pipe.phrases(doc), *pipe.exact(doc)]:
            label = pipe.labels[match_id]
            if label == "POSITIVE" and any(doc[i].lower_ in _NEGATORS for i in range(max(0, start - 2), start)):
                label = "NEG_POSITIVE"  # "not impressive", "never successful"
            last_idx, last_len = spans[end - 1]
            triggers_all.append(_Trigger(label, offset + spans[start][0], offset + last_idx + last_len))
        triggers_all.sort(key=lambda t: t.start)
        mi = ti = 0
        for sent in doc.sents:
            raw = sent.text
            s_start = offset + sent.start_char + (len(raw) - len(raw.lstrip()))
            s_end = offset + sent.start_char + len(raw.rstrip())
            label = _SPEAKER_LABEL.match(text, s_start, s_end)
            if label:
                s_start = label.end()
            while mi < len(mentions_all) and mentions_all[mi].start < s_start:
                mi += 1
            mj = mi
            while mj < len(mentions_all) and mentions_all[mj].start < s_end:
                mj += 1
            sent_mentions = mentions_all[mi:mj]
            while ti < len(triggers_all) and triggers_all[ti].start < s_start:
                ti += 1
            tj = ti
            while tj < len(triggers_all) and triggers_all[tj].start < s_end:
                tj += 1
            sent_triggers = triggers_all[ti:tj]
            if s_end <= s_start:
                continue
            pronoun_start = bool(_PRONOUN_START.match(text, s_start, s_end))
            if not sent_mentions and (carried is None or not pronoun_start):
                carried = None
                continue
            if text[s_start:s_end].rstrip(_EDGE_QUOTES).endswith("?"):
                if sent_mentions:
                    carried = _choose_subject(sent_mentions, funding=False)
                continue
            words = text.count(" ", s_start, s_end) + 1
            sentence_claims: list[ExtractedClaim] = []
            previous: list[_Mention] = []
            for clause in _split_clauses(text, s_start, s_end, sent_triggers, sent_mentions, published_at):
                sentence_claims += _analyse_clause(
                    ctx, clause, previous, carried if (pronoun_start or not sent_mentions) else None, words
                )
                previous = clause.mentions or previous
            for c in sentence_claims:
                key = (c.subject, c.predicate, c.evidence_start, c.object_text)
                if key not in seen:
                    seen.add(key)
                    claims.append(c)
            if sent_mentions:
                carried = next(
                    (m for m in sent_mentions if sentence_claims and m.slug == sentence_claims[0].subject),
                    _choose_subject(sent_mentions, funding=False),
                )

    proposed = [
        ProposedEntity(name=name, count=count)
        for name, count in sorted(ctx.proposed.items(), key=lambda kv: (-kv[1], kv[0]))
    ]
    return ExtractionResult(pipeline=PIPELINE, claims=claims, proposed_entities=proposed)


def _is_common_word(doc, ent) -> bool:
    """A lower-case one-word match after a determiner ("a figure of 10 %") is not the entity."""
    return (
        len(ent) == 1
        and ent.text.islower()
        and ent.start > 0
        and doc[ent.start - 1].lower_ in _DETERMINERS
    )
