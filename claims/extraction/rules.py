"""The offline claim extractor: spaCy rules, no model (DESIGN.md invariant 6).

``extract_claims`` turns a document's text into typed atomic claims about registry
entities. It uses ``spacy.blank("en")`` with a ``sentencizer`` and an ``entity_ruler``
built from the registry (names and aliases, case-insensitive), a ``Matcher`` of trigger
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
from spacy.matcher import Matcher

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
# Trigger vocabulary. Each label maps to phrases; the Matcher matches them on LOWER.
# --------------------------------------------------------------------------------------

_TRIGGERS: dict[str, tuple[str, ...]] = {
    # Funding words that make a funding claim by themselves.
    "FUNDING": (
        "funding", "funding round", "round of funding", "investment", "investments", "invested",
        "investors", "investor", "financing", "valuation", "valued at", "seed round",
        "fundraise", "fundraising", "venture", "backed by", "closed a round", "closed its round",
        "closed a funding round", "closed a series", "closed its series",
    ),
    # Verbs that are funding only next to an amount of money ("secured a contract" is not).
    "FUNDING_VERB": ("raised", "raises", "raise", "raising", "secured", "secures", "closed", "closes", "round"),
    "VALUATION": ("valuation", "valued at", "valuing", "worth"),
    "DEPLOYMENT": (
        "deployed", "deploys", "deploy", "deploying", "deployment", "deployments", "working at",
        "work at", "works at", "working in", "working for", "pilot", "pilots", "piloted",
        "piloting", "rolled out", "rolling out", "rolls out", "in production at", "shipped to",
        "ships to", "shipping to", "delivered to", "customer", "customers", "commercial agreement",
        "commercial deal", "trial", "trials", "fleet", "put to work", "paused", "pauses", "halted",
        "halts", "suspended", "suspends",
    ),
    "PAUSE": ("paused", "pauses", "halted", "halts", "suspended", "suspends", "stopped", "pulled"),
    "CAPABILITY": (
        "can", "is able to", "are able to", "able to", "capable of", "walks", "walk", "lifts",
        "carries", "demonstrated", "demonstrates", "performs", "handles", "sorts", "picks",
        "grasps", "manipulates", "learned to", "climbs", "runs", "jumps", "backflip", "backflips",
        "folds", "navigates",
    ),
    "STATISTIC": (
        "payload", "battery", "battery life", "per charge", "runtime", "run time", "top speed",
        "speed", "degrees of freedom", "dof", "price", "priced", "priced at", "costs", "cost",
        "sells for", "retails", "price tag", "capacity", "a year", "per year", "annually",
        "weighs", "tall", "percent", "%",
    ),
    "TIMELINE": (
        "will", "'ll", "shall", "plans to", "plan to", "plans", "planning", "planned to",
        "expects", "expect", "expecting", "expected to", "aims", "aim to", "aiming", "target of",
        "target for", "targets", "targeting", "intends", "intend to", "going to", "on track",
        "scheduled", "slated", "set to", "forecast", "forecasts", "roadmap", "goal", "by next year",
    ),
    # Opinion words strong enough to make the clause an opinion whatever else it says.
    "OPINION": (
        "doubt", "doubts", "doubtful", "doubted", "sceptical", "skeptical", "sceptic", "skeptic",
        "sceptics", "skeptics", "scepticism", "skepticism", "risk", "risks", "risky", "hype",
        "hyped", "overhyped", "over-hyped", "bubble", "unproven", "concerned", "concerns",
        "warns", "warned", "warning", "we believe", "i believe", "i think", "we think",
        "in my view", "in our view", "critics", "criticism", "questionable", "unrealistic",
        "remains to be seen", "gimmick", "overrated",
    ),
    # Praise that makes an opinion only when no fact trigger is present.
    "OPINION_WEAK": (
        "impressive", "breakthrough", "remarkable", "revolutionary", "game changer",
        "game-changer", "stunning", "exciting", "promising", "astonishing",
    ),
    "FUTURE": (
        "will", "'ll", "shall", "would", "expects", "expect", "expecting", "expected to", "plans to",
        "plan to", "plans", "planning", "planned to", "aims", "aim to", "aiming", "targets",
        "targeting", "target of", "target for", "intends", "intend to", "hopes", "hope to",
        "hoping", "could", "might", "going to", "scheduled", "slated", "set to", "on track",
        "forecasts", "predicts", "anticipates", "upcoming", "poised",
    ),
    "HEDGE": (
        "might", "could", "would", "reportedly", "rumoured", "rumored", "rumour", "rumor",
        "rumours", "rumors", "allegedly", "aims", "aim to", "aiming", "possibly", "perhaps",
        "potentially", "is said to", "are said to", "unconfirmed", "according to people",
        "sources say", "people familiar", "likely", "unlikely", "hopes", "hope to", "hoping",
        "in talks", "in discussions", "considering", "exploring",
    ),
    "NEGATIVE": (
        "doubt", "doubts", "doubtful", "doubted", "sceptical", "skeptical", "sceptic", "skeptic",
        "sceptics", "skeptics", "scepticism", "skepticism", "risk", "risks", "risky", "delay",
        "delays", "delayed", "paused", "halted", "suspended", "fail", "fails", "failed",
        "failure", "behind schedule", "overhyped", "over-hyped", "hype", "bubble", "unproven",
        "concerned", "concerns", "warns", "warned", "problems", "struggle", "struggles",
        "struggled", "missed", "layoffs", "lawsuit", "sued", "recall", "recalled", "injury",
        "injured", "cancelled", "canceled", "setback", "unrealistic", "not yet", "far from",
        "criticised", "criticized", "critics", "falls short", "fell short", "declined",
        "downturn", "losses", "gimmick", "questionable", "unreliable", "scrapped", "cannot",
        "can not", "ca n't", "unlikely", "overrated", "pulled",
    ),
    "POSITIVE": (
        "optimistic", "optimism", "breakthrough", "impressive", "record", "milestone",
        "successful", "successfully", "success", "exceeds", "exceeded", "ahead of schedule",
        "strong", "excited", "exciting", "confident", "leading", "revolutionary", "promising",
        "remarkable", "game changer", "game-changer", "transformative", "soared", "booming",
        "accelerate", "accelerates", "accelerated", "tens of thousands", "millions of",
        "massive", "stunning", "astonishing",
    ),
}
_NEGATORS = ("not", "never", "n't", "hardly", "no", "nothing")
_TYPE_LABELS = ("FUNDING", "FUNDING_VERB", "DEPLOYMENT", "CAPABILITY", "STATISTIC", "TIMELINE", "OPINION", "OPINION_WEAK")
_PRONOUN_STARTS = {
    ("we",), ("our",), ("they",), ("their",), ("it",), ("its",), ("he",), ("she",),
    ("the", "company"), ("the", "firm"), ("the", "startup"), ("the", "robot"), ("the", "robots"),
    ("the", "humanoid"), ("the", "humanoids"), ("the", "machine"), ("the", "machines"),
}
_DETERMINERS = {"a", "an", "the", "this", "that", "these", "those", "each", "every", "any", "no", "another", "single", "double"}
_SUBJECT_KIND_ORDER = {"robot": 0, "company": 1}
_FUNDING_KIND_ORDER = {"company": 0, "robot": 1}

# --------------------------------------------------------------------------------------
# Precompiled regexes (never compiled per sentence).
# --------------------------------------------------------------------------------------

_CLAUSE_SPLIT = re.compile(
    r";\s+"
    r"|,\s+(?:and|but|while|whereas|although|though)\s+"
    r"|\s+but\s+"
    r"|\s+and\s+(?=(?:we|they|it|he|she|I|the\s+company)\s)"
)
_LEADING_CONJ = re.compile(r"^(?:(?:and|but|while|whereas|although|though|so|also)\s+)+", re.IGNORECASE)
_EDGE_QUOTES = "\"'“”‘’«» \t\r\n"
_NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "twenty": 20, "fifty": 50,
    "hundred": 100, "a hundred": 100, "a thousand": 1000, "a million": 10**6, "a billion": 10**9,
}
_VAGUE = r"tens\s+of\s+thousands|hundreds\s+of\s+thousands|thousands|hundreds|dozens|millions|billions"
_QUANTITY = re.compile(
    r"(?<![\w$€£¥.,])"
    r"(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|a\s+(?:hundred|thousand|million|billion)"
    rf"|(?P<vague>{_VAGUE})(?:\s+of)?"
    r"|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|fifty|hundred)"
    r"(?:\s*(?P<mult>thousand|million|billion|k)\b)?"
    r"(?:\s*-?\s*(?:new\s+|more\s+|humanoid\s+|additional\s+)?"
    r"(?P<unit>kg|kilograms?|lbs?|pounds|hours?|hrs?|minutes?|mins?|km/h|kph|mph|m/s|"
    r"met(?:er|re)s\s+per\s+second|percent|per\s+cent|%|degrees\s+of\s+freedom|dof|"
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
    "robot": "robots", "robots": "robots", "humanoid": "robots", "humanoids": "robots",
    "unit": "units", "units": "units", "machines": "robots", "bots": "robots", "customers": "customers",
}
_MULTS = {"thousand": 10**3, "k": 10**3, "million": 10**6, "billion": 10**9}
_SERIES = re.compile(r"\b(?:(Series)\s+([A-H])\d?|(pre-seed|seed)\s+(?:round|funding))\b", re.IGNORECASE)
_SITE = re.compile(
    r"\b((?:[A-Z][\w&.'’-]*\s+){1,3}(?:plant|factory|facility|warehouse|site|center|centre|hub|"
    r"fulfil?ment\s+center|distribution\s+center|gigafactory|assembly\s+line))\b"
)
_VALUATION_NEAR = re.compile(r"valuation|valued|valuing|worth", re.IGNORECASE)
_PRODUCTION_WORDS = re.compile(r"\b(?:produc\w*|manufactur\w*|build|builds|building|output|factory|make|makes)\b", re.IGNORECASE)
_DEPLOY_WORDS = re.compile(
    r"\b(?:deploy\w*|sell|sells|selling|sold|sales|ship|ships|shipping|deliver\w*|customers?|"
    r"working|work|fleet|install\w*|rolled?\s+out|roll\s+out)\b",
    re.IGNORECASE,
)
_LAUNCH_WORDS = re.compile(r"\b(?:launch\w*|release\w*|unveil\w*|available|on\s+sale|debut\w*|start\w*|begin\w*|commercial\w*)\b", re.IGNORECASE)
_FUNDING_WORDS = re.compile(r"\b(?:rais\w*|funding|round|invest\w*|ipo|public)\b", re.IGNORECASE)
_PRICE_WORDS = re.compile(r"\b(?:pric\w*|cost\w*|sells?\s+for|retail\w*|per\s+(?:unit|robot))\b", re.IGNORECASE)
_PAYLOAD_WORDS = re.compile(r"\b(?:lift\w*|carr\w*|payload|load)\b", re.IGNORECASE)
_SPEED_WORDS = re.compile(r"\b(?:speed|walks?|runs?|moves?|fast)\b", re.IGNORECASE)
_LEADING_PREP = re.compile(r"^(?:(?:at|in|with|to|for|by|on|of|into|across|that|the\s+ability\s+to)\s+)+", re.IGNORECASE)
_TAIL_STOP = re.compile(r"[,;:()\[\]{}]|\s[-–—]\s|\.(?:\s|$)")
_PROPOSED_NAME = re.compile(r"(?<![\w'’])[A-Z][\w&'’.-]*[A-Za-z0-9](?:\s+(?:of\s+|&\s+|and\s+|de\s+)?[A-Z][\w&'’.-]*[A-Za-z0-9])+")
_PROPOSED_AFTER_PREP = re.compile(r"\b(?:at|with|from|by|led\s+by|to|for)\s+([A-Z][\w&'’.-]*[A-Za-z0-9](?:\s+[A-Z][\w&'’.-]*[A-Za-z0-9]){0,3})")
_PROPOSED_STOP = {
    "the", "our", "a", "an", "in", "on", "at", "its", "this", "that", "last", "next", "we",
    "they", "their", "it", "series", "ceo", "cto", "cfo", "q1", "q2", "q3", "q4", "h1", "h2",
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december", "monday", "tuesday", "wednesday", "thursday", "friday",
    "saturday", "sunday", "but", "and", "by", "as", "if", "after", "before", "for", "with",
    "from", "to", "ai", "us", "u.s.", "inc", "inc.", "ltd", "corp", "co",
}


# --------------------------------------------------------------------------------------
# The spaCy pipeline, built once per registry.
# --------------------------------------------------------------------------------------


@dataclass
class _Pipeline:
    nlp: spacy.language.Language
    matcher: Matcher
    labels: dict[int, str]
    kinds: dict[str, str]
    names: dict[str, str]


_CACHE: OrderedDict[str, _Pipeline] = OrderedDict()
_CACHE_LOCK = threading.Lock()


def _registry_key(entities: list[EntityRef]) -> str:
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

    matcher = Matcher(nlp.vocab)
    for label, phrases in _TRIGGERS.items():
        singles, sequences = set(), []
        for phrase in phrases:
            tokens = [t.lower_ for t in nlp.make_doc(phrase)]
            if len(tokens) == 1:
                singles.add(tokens[0])
            else:
                sequences.append([{"LOWER": t} for t in tokens])
        pats = sequences
        if singles:
            pats = [[{"LOWER": {"IN": sorted(singles)}}], *sequences]
        matcher.add(label, pats)
    # "may" is a modal only in lower case ("May" is a month).
    matcher.add("FUTURE", [[{"ORTH": "may"}]])
    matcher.add("HEDGE", [[{"ORTH": "may"}]])
    matcher.add("FUNDING", [[{"LOWER": "series"}, {"LOWER": {"IN": list("abcdefgh")}}]])
    matcher.add("NEG_POSITIVE", [[{"LOWER": {"IN": list(_NEGATORS)}}, {"OP": "?"}, {"LOWER": {"IN": sorted({t for p in _TRIGGERS["POSITIVE"] for t in p.split()[:1]})}}]])
    labels = {nlp.vocab.strings[name]: name for name in [*_TRIGGERS, "NEG_POSITIVE"]}
    return _Pipeline(
        nlp=nlp,
        matcher=matcher,
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
        cut = start + _MAX_BLOCK_CHARS
        window = text[start:cut]
        best = max(window.rfind(". "), window.rfind("\n"), window.rfind("? "), window.rfind("! "))
        if best < _MAX_BLOCK_CHARS // 2:
            best = window.rfind(" ")
        cut = start + best + 1 if best > 0 else cut
        if text[start:cut].strip():
            yield start, text[start:cut]
        start = cut
    if text[start:end].strip():
        yield start, text[start:end]


# --------------------------------------------------------------------------------------
# Per-clause analysis.
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
    unit: str


@dataclass
class _Clause:
    start: int
    end: int
    triggers: list[_Trigger] = field(default_factory=list)
    mentions: list[_Mention] = field(default_factory=list)

    def labels(self) -> set[str]:
        return {t.label for t in self.triggers}


def _quantities(text: str, offset: int, money: list[MoneyAmount]) -> list[_Quantity]:
    found = []
    for m in _QUANTITY.finditer(text):
        unit = m.group("unit")
        vague = m.group("vague")
        if not unit and not vague:
            continue
        start, end = offset + m.start(), offset + m.end()
        if any(a.start <= start < a.end for a in money):
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
        unit_name = _UNIT_NAMES.get(" ".join(unit.lower().split()), unit.lower()) if unit else ""
        rate = m.group("rate")
        if rate and unit_name:
            unit_name = f"{unit_name}/{rate.split()[-1].lower()}"
            if rate.strip().lower() in ("annually", "per annum"):
                unit_name = unit_name.rsplit("/", 1)[0] + "/year"
        found.append(_Quantity(m.group(0).strip(), start, end, value, unit_name))
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
    words = tail.split()[:_MAX_OBJECT_WORDS]
    return " ".join(words).strip(" .,;:\"'“”’")


def _stance(labels: Counter, claim_type: str, forward: bool, hedged: bool) -> str:
    neg = labels["NEGATIVE"] + labels["NEG_POSITIVE"]
    pos = max(0, labels["POSITIVE"] - labels["NEG_POSITIVE"])
    if neg > pos:
        return "negative"
    if pos > neg:
        return "positive"
    if claim_type == "timeline" or (forward and not hedged and claim_type != "opinion"):
        return "positive"
    return "neutral"


def _confidence(*, trigger: bool, explicit_entity: bool, pronoun: bool, number: bool, date: bool,
                hedged: bool, words: int, question: bool) -> float:
    score = 0.5
    score += 0.15 if trigger else 0.0
    score += 0.1 if explicit_entity else (-0.15 if pronoun else -0.05)
    score += 0.1 if number else 0.0
    score += 0.1 if date else 0.0
    score -= 0.15 if hedged else 0.0
    score -= 0.1 if words > 40 else (0.05 if words > 25 else 0.0)
    score -= 0.1 if question else 0.0
    return round(min(0.95, max(0.05, score)), 2)


def _choose_subject(mentions: list[_Mention], funding: bool) -> _Mention:
    order = _FUNDING_KIND_ORDER if funding else _SUBJECT_KIND_ORDER
    return min(enumerate(mentions), key=lambda im: (order.get(im[1].kind, 2), im[0]))[1]


@dataclass
class _Context:
    text: str
    published_at: dt.datetime
    pipe: _Pipeline
    proposed: Counter


def _analyse_clause(
    ctx: _Context,
    clause: _Clause,
    sentence_mentions: list[_Mention],
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
    quantities = _quantities(ctext, clause.start, money)
    times = resolve_time_expressions(ctext, published_at=ctx.published_at)

    future_time = any(t.forward_looking for t in times)
    forward = "FUTURE" in labels or future_time
    hedged = "HEDGE" in labels
    stat_quantity = next((q for q in quantities if q.unit and q.unit not in ("robots", "units", "customers")), None)
    count_quantity = next((q for q in quantities if q.unit in ("robots", "units", "customers") or (not q.unit and q.value is None)), None)

    # Claim type: one per clause (two claims only for a raise with its valuation).
    if "OPINION" in labels:
        base = "opinion"
    elif "FUNDING" in labels or ("FUNDING_VERB" in labels and money):
        base = "funding"
    elif "DEPLOYMENT" in labels:
        base = "deployment"
    elif stat_quantity is not None or ("STATISTIC" in labels and (quantities or money)) or (
        money and _PRICE_WORDS.search(ctext)
    ):
        base = "statistic"
    elif "CAPABILITY" in labels:
        base = "capability"
    elif "OPINION_WEAK" in labels:
        base = "opinion"
    elif "TIMELINE" in labels and forward:
        base = "timeline"
    else:
        return []
    claim_type = base
    if base != "opinion" and forward and ("TIMELINE" in labels or future_time) and not (
        hedged and "TIMELINE" not in labels and not future_time
    ):
        claim_type = "timeline"

    # Subject: explicit mention in the clause, else the sentence's, else the carried one.
    if clause.mentions:
        candidates, explicit, pronoun = clause.mentions, True, False
    elif sentence_mentions:
        candidates, explicit, pronoun = sentence_mentions, False, False
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

    # Time.
    primary_time = next((t for t in times if t.forward_looking), None) if forward else None
    primary_time = primary_time or (times[0] if times else None)

    # Predicate and object.
    main_trigger = _main_trigger(clause.triggers, claim_type, base)
    rel_tail_start = (main_trigger.end - clause.start) if main_trigger else 0
    tail = _tail_after(ctext, rel_tail_start, times)
    object_text, value, unit, qualifier = tail, None, "", ""
    extra: list[tuple[str, str, Decimal | None, str]] = []

    if claim_type == "funding" or (claim_type == "timeline" and base == "funding"):
        valuation_money = [a for a in money if _near_valuation(text, a)]
        raise_money = [a for a in money if a not in valuation_money]
        only_valuation = "VALUATION" in labels and not raise_money and not (
            labels & {"FUNDING_VERB"}
        )
        if only_valuation or (valuation_money and not raise_money and "FUNDING_VERB" not in labels):
            predicate = "valuation"
            amount = (valuation_money or money or [None])[0]
        else:
            predicate = "raised_funding"
            amount = (raise_money or [None])[0]
            if valuation_money:
                v = valuation_money[0]
                extra.append(("valuation", v.text, v.amount, v.currency))
        if amount is not None:
            object_text, value, unit = amount.text, amount.amount, amount.currency
        series = _SERIES.search(ctext)
        if series:
            qualifier = f"Series {series.group(2).upper()}" if series.group(1) else f"{series.group(3).lower()} round"
    elif claim_type == "deployment":
        if "PAUSE" in labels:
            predicate = "deployment_paused"
        elif count_quantity is not None and count_quantity.value is not None:
            predicate = "units_deployed"
            object_text, value, unit = count_quantity.text, count_quantity.value, count_quantity.unit
        else:
            predicate = "deployed_at"
        site = _SITE.search(ctext)
        if site:
            qualifier = re.sub(r"^(?:The|Our|Its|Their|A)\s+", "", site.group(1))
        if object_entity and predicate != "units_deployed":
            object_text = ctx.pipe.names[object_entity]
    elif claim_type == "statistic":
        q = stat_quantity or count_quantity
        if money and (q is None or _PRICE_WORDS.search(ctext)):
            predicate = "price"
            object_text, value, unit = money[0].text, money[0].amount, money[0].currency
        else:
            predicate = _statistic_predicate(q, ctext)
            if q is not None:
                object_text, value, unit = q.text, q.value, q.unit
    elif claim_type == "capability":
        predicate = "capability"
    elif claim_type == "timeline":
        predicate = _timeline_predicate(ctext, base, money, quantities)
        amount = money[0] if money else None
        q = count_quantity or stat_quantity
        if predicate in ("price", "raised_funding", "valuation") and amount is not None:
            value, unit = amount.amount, amount.currency
        elif q is not None:
            value, unit = q.value, q.unit
            if not tail or q.text.lower() not in tail.lower():
                object_text = q.text
    else:  # opinion
        predicate = "opinion"
        object_text = _statement(ctext).rstrip(".")

    if not object_text:
        object_text = _statement(ctext).rstrip(".")

    statement = _statement(ctext)
    if not statement:
        return []
    number = bool(money or any(q.value is not None for q in quantities))
    confidence = _confidence(
        trigger=bool(type_triggers),
        explicit_entity=explicit,
        pronoun=pronoun,
        number=number,
        date=bool(times),
        hedged=hedged,
        words=sentence_words,
        question=ctext.rstrip().endswith("?"),
    )
    stance = _stance(counts, claim_type, forward, hedged)

    if base in ("funding", "deployment"):
        _propose_entities(ctx, ctext, clause)

    def make(pred: str, obj: str, val: Decimal | None, u: str) -> ExtractedClaim:
        return ExtractedClaim(
            subject=subject.slug,
            predicate=pred,
            object_text=obj[:500],
            object_value=val,
            object_unit=u[:32],
            qualifier=qualifier[:200],
            claim_type=claim_type,
            confidence=confidence,
            stance=stance,
            hedged=hedged,
            forward_looking=forward,
            statement=statement,
            evidence_text=ctext,
            evidence_start=clause.start,
            evidence_end=clause.end,
            valid_from=primary_time.valid_from if primary_time else None,
            valid_until=primary_time.valid_until if primary_time else None,
            time_expression=primary_time.text if primary_time else "",
            object_entity=object_entity,
        )

    claims = [make(predicate, object_text, value, unit)]
    for pred, obj, val, u in extra:
        claims.append(make(pred, obj, val, u))
    return claims


def _main_trigger(triggers: list[_Trigger], claim_type: str, base: str) -> _Trigger | None:
    wanted = {
        "funding": ("FUNDING_VERB", "FUNDING"),
        "deployment": ("DEPLOYMENT",),
        "capability": ("CAPABILITY",),
        "statistic": ("STATISTIC", "CAPABILITY"),
        "timeline": ("TIMELINE", "FUTURE"),
        "opinion": ("OPINION", "OPINION_WEAK"),
    }[claim_type]
    for label in wanted:
        found = [t for t in triggers if t.label == label]
        if found:
            return min(found, key=lambda t: (t.start, -t.end))
    return None


def _near_valuation(text: str, amount: MoneyAmount) -> bool:
    before = text[max(0, amount.start - 20): amount.start]
    after = text[amount.end: amount.end + 15]
    return bool(_VALUATION_NEAR.search(before) or re.match(r"\s*(?:-\s*)?valuation", after, re.IGNORECASE))


def _statistic_predicate(q: _Quantity | None, ctext: str) -> str:
    unit = q.unit if q else ""
    if unit in ("kg", "lb"):
        return "payload"
    if unit in ("hours", "minutes") or unit.startswith(("hours/", "minutes/")):
        return "runtime"
    if unit in ("km/h", "mph", "m/s"):
        return "speed"
    if unit == "DoF":
        return "degrees_of_freedom"
    if "/" in unit and unit.split("/")[0] in ("robots", "units"):
        return "production_capacity"
    if unit in ("robots", "units"):
        return "production_capacity" if _PRODUCTION_WORDS.search(ctext) else "units_deployed"
    if _PRICE_WORDS.search(ctext):
        return "price"
    if _PAYLOAD_WORDS.search(ctext):
        return "payload"
    if _SPEED_WORDS.search(ctext) and unit:
        return "speed"
    return "metric"


def _timeline_predicate(ctext: str, base: str, money: list[MoneyAmount], quantities: list[_Quantity]) -> str:
    if base == "funding":
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
    if any(q.unit in ("robots", "units") or q.value is None for q in quantities):
        return "deployment_target"
    return "launch_date"


def _propose_entities(ctx: _Context, ctext: str, clause: _Clause) -> None:
    """Count capitalised names near funding/deployment triggers that are not in the registry."""
    taken = [(m.start - clause.start, m.end - clause.start) for m in clause.mentions]
    spans = [(m.start(), m.group(0)) for m in _PROPOSED_NAME.finditer(ctext)]
    spans += [(m.start(1), m.group(1)) for m in _PROPOSED_AFTER_PREP.finditer(ctext)]
    seen = set()
    for start, name in spans:
        words = name.replace("’", "'").split()
        while words and words[0].lower().strip(".") in _PROPOSED_STOP:
            start += ctext[start:].find(words[0]) + len(words[0])
            words = words[1:]
        if words and words[-1].endswith("'s"):
            words[-1] = words[-1][:-2]
        while words and words[-1].lower() in _PROPOSED_STOP:
            words = words[:-1]
        cleaned = " ".join(words).strip(".-'")
        if len(cleaned) < 2 or cleaned.lower() in _PROPOSED_STOP:
            continue
        end = start + len(cleaned)
        if any(s < end and start < e for s, e in taken):
            continue
        if cleaned not in seen:
            seen.add(cleaned)
            ctx.proposed[cleaned] += 1


# --------------------------------------------------------------------------------------
# Sentences and clauses.
# --------------------------------------------------------------------------------------


def _split_clauses(text: str, s_start: int, s_end: int, triggers: list[_Trigger], mentions: list[_Mention]) -> list[_Clause]:
    """Cut a sentence at clause boundaries where each side carries its own trigger."""
    sentence = text[s_start:s_end]
    cuts = [(m.start(), m.end()) for m in _CLAUSE_SPLIT.finditer(sentence)]
    pieces, pos = [], 0
    for a, b in cuts:
        pieces.append((pos, a))
        pos = b
    pieces.append((pos, len(sentence)))
    clauses = []
    for a, b in pieces:
        seg = sentence[a:b]
        lead = len(seg) - len(seg.lstrip())
        trail = len(seg.rstrip())
        if trail <= lead:
            continue
        clauses.append(_Clause(s_start + a + lead, s_start + trail + a))
    if len(clauses) > 1:
        for c in clauses:
            c.triggers = [t for t in triggers if c.start <= t.start < c.end]
        # A piece without a trigger of its own is part of its neighbour.
        merged: list[_Clause] = []
        for c in clauses:
            if merged and (not _has_type_trigger(text, c) or not _has_type_trigger(text, merged[-1])):
                merged[-1].end = c.end
                merged[-1].triggers += c.triggers
            else:
                merged.append(c)
        clauses = merged
    if len(clauses) == 1:
        clauses = [_Clause(clauses[0].start, clauses[0].end, list(triggers))] if clauses else []
    for c in clauses:
        c.mentions = [m for m in mentions if c.start <= m.start < c.end]
    return clauses


def _has_type_trigger(text: str, clause: _Clause) -> bool:
    labels = {t.label for t in clause.triggers}
    if labels & (set(_TYPE_LABELS) - {"FUNDING_VERB"}):
        return True
    # "raised $675 million" is a trigger; "the round was led by …" is not.
    return "FUNDING_VERB" in labels and bool(find_money(text[clause.start:clause.end]))


def _starts_with_pronoun(sent) -> bool:
    words = [t.lower_ for t in sent[:4] if not (t.is_punct or t.is_space or t.is_quote)][:2]
    return bool(words) and (tuple(words[:1]) in _PRONOUN_STARTS or tuple(words[:2]) in _PRONOUN_STARTS)


def extract_claims(text: str, *, published_at: dt.datetime, entities: list[EntityRef]) -> ExtractionResult:
    """Extract typed atomic claims about registry entities from one document.

    Args:
        text: the document text (any length; processed paragraph by paragraph).
        published_at: the document's publication time (timezone-aware); relative time
            expressions resolve against it and it decides what is forward-looking.
        entities: the entity registry. Names and aliases match case-insensitively; the
            spaCy pipeline is built once per distinct registry and cached.

    Returns:
        An :class:`ExtractionResult` with ``pipeline == PIPELINE``, the claims in text
        order and the proposed (unknown) entity names with their counts. Every claim's
        ``text[evidence_start:evidence_end] == evidence_text``.

    Rules:
        - A sentence yields claims only if it names a registry entity, or starts with a
          pronoun ("We", "It", "The company" …) right after sentences that did; its
          subject is then the earlier sentence's subject.
        - A sentence is cut at "; ", ", and ", ", but ", " but ", " and we …" when each side
          has its own trigger; each clause gives at most one claim (a raise plus its
          valuation gives two).
        - Claim type, in order: opinion (doubt, sceptical, risk, hype …); funding (funding
          words, or raised/secured/closed with an amount of money); deployment; statistic
          (a number with a unit, or a price); capability; opinion (praise only); then
          timeline. A claim that is forward-looking and has a future cue (will, plans,
          expects, aims, target …) or a future date becomes timeline.
        - Subject: for funding the first company mentioned, else the first robot, else the
          first mention; ``object_entity`` is another registry entity after the trigger.

    Confidence (clamped to 0.05..0.95): 0.5, +0.15 for a type trigger, +0.1 when the
    subject is named in the clause (−0.05 when only elsewhere in the sentence, −0.15 when
    carried by a pronoun from an earlier sentence), +0.1 for a number or amount, +0.1 for a
    time expression, −0.15 when hedged, −0.05 for a sentence over 25 words (−0.1 over 40),
    −0.1 for a question.
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
        triggers_all = sorted(
            (
                _Trigger(pipe.labels[mid], offset + doc[s].idx, offset + doc[e - 1].idx + len(doc[e - 1]))
                for mid, s, e in pipe.matcher(doc)
            ),
            key=lambda t: t.start,
        )
        mi = ti = 0
        for sent in doc.sents:
            s_start = offset + sent.start_char
            s_end = offset + sent.end_char
            raw = text[s_start:s_end]
            s_start += len(raw) - len(raw.lstrip())
            s_end = s_start + len(raw.strip())
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
            if not sent_mentions:
                if carried is None or not _starts_with_pronoun(sent):
                    carried = None
                    continue
            elif not sent_triggers:
                carried = _choose_subject(sent_mentions, funding=False)
                continue
            words = sum(1 for t in sent if not (t.is_punct or t.is_space))
            sentence_claims = []
            for clause in _split_clauses(text, s_start, s_end, sent_triggers, sent_mentions):
                sentence_claims += _analyse_clause(
                    ctx, clause, sent_mentions, carried if not sent_mentions else None, words
                )
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
