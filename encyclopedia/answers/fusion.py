"""Fusion of the tiers, in code. Pure functions over retrieved rows.

Rules, in order:

1. If P1 holds the asked attribute, P1 is the answer, cited. Among several
   P1 values of a single-valued attribute the lowest tier number wins, then
   the latest known-at; the other P1 values *of the same fact*
   (:func:`claims.identity.same_fact`) are shown as ``conflicts``. Asked about
   no period, a single-valued attribute is answered for the latest period its
   claims state (another season's team is history, not a conflict).
2. P2 answers only when P1 is silent on that attribute (same choice rule).
3. P2 values that differ from P1's (a team abbreviation against P1's team,
   another minutes figure) are never the answer: those about the same fact
   are listed as ``other_sources_say`` with their citations.
4. P3 passages add context (passages relevant to the question) and answer
   what only text holds (no attribute asked, or none held by P1/P2) — only
   with a sentence that says what is asked (below); else nothing answers.
5. A chain ("the team's star player", "the team X played for") is resolved
   through P1 before P3 is searched; the caller re-runs the tiers for the
   resolved entity.
6. Nothing relevant: ``insufficient`` (the writer says exactly
   "I do not have enough information.").

The asked attribute is found among the predicates P1 and P2 actually hold,
by the phrases of ``claims.vocabulary.PREDICATES`` (how each is asked for, its label and key),
with the entity names (and the question's time phrases, :mod:`.periods`) cut out first.
A passage is relevant when its cosine similarity to the question is at least
:data:`P3_MIN_SIMILARITY` and it shares a content word with the question
(stopwords, entity names and the chain phrase do not count; words compare on
their first five letters, so "injury" meets "injured"), or says a phrase of an
attribute the question names (:func:`vocabulary_cues`: "cost" asks for the
price, so "priced at" answers). A sentence with such a phrase ranks first.
A relevant sentence *answers* only when it says every part of what is asked:
a phrase of the attribute the question names, if it names one, and a word of
what else it asks ("Who won the 2023 championship?": "won" and
"championship"), so a passage about the same player or year that says
neither is context at most. A question asking when needs a sentence that
states a date or period (:func:`states_time`) and, when it names entities,
names one of them (it dates that entity's event, not another's); a claim
answers it only when its statement states a time.

A sentence that states a projection the prediction ledger no longer holds
live (``predictions``: the states of the claims read from the passage's
sentences, for the reader and day), or, where the ledger holds none, whose
date has passed (a forward-looking time expression, read by
:func:`claims.extraction.dates.resolve_time_expressions` against the
passage's day, ending before the question's day) is never an answer as if it
were live: other answering sentences rank first, and if it is the only one it
answers as a projection that was due (``past_due``) with what became of it
(``prediction``: its state, whose cited claims the answer cites too).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple
from decimal import Decimal

import snowballstemmer
from spacy.lang.en.stop_words import STOP_WORDS

from claims.extraction.dates import looks_ahead, resolve_time_expressions
from claims.extraction.mentions import MODEL_CODE, brand_before_code
from claims.extraction.money import find_money
from claims.extraction.quantities import find_quantities
from claims.extraction.text import sentence_texts
from claims.identity import part_of, same_fact, stated_number
from claims.models import Claim, Passage
from claims.vocabulary import ENDING_PREDICATES, PREDICATES, Predicate, qualifier_key, rounds_named
from claims.vocabulary import predicate as predicate_of

from core.timezones import site_date, site_today
from predictions.selectors import PredictionState
from predictions.targets import reports_earlier_forecast

from ..wording import UNDATED, source_text
from .entities import EntityMention, entity_matcher
from .periods import Period, claim_period

P3_MIN_SIMILARITY = 0.25
#: At most this many passages answer a question about an attribute of many values from P3 text.
P3_MANY = 3
#: Entity-valued attributes a question may chain through ("the team's star player").
CHAIN_ATTRIBUTES = ("star_player", "ceo", "plays_for")

QUESTION_WORDS = frozenset("""
a an the of in on at to for from by with about and or but is are was were be been being do does did
has have had how what which who whom whose where when why much many this that these those it its his
her their our your my me i you he she they we than then there here as not no can could would should
will may might must any some tell know s say says said get got there any now current currently still yet already ever
latest newest recent recently most happen happens happened happening going
""".split())

_WORD = re.compile(r"[a-z0-9][a-z0-9.\-]*")


@dataclass
class Cited:
    """One piece of evidence as the answer shows it."""

    kind: str  # "claim" | "passage"
    id: int
    tier: str  # "P1" | "P2" | "P3"
    source_key: str
    source_name: str
    authority_tier: int
    text: str
    known_at: str
    url: str
    predicate: str = ""
    value: str = ""
    excerpt: str = ""  # for a passage: the part that says what it is cited for (:func:`excerpt`)
    undated: bool = False  # its page gave no date: ``known_at`` is the day it was fetched (flag ``date_unknown``)
    precision: str = "day"  # how much of its date the page gave: "year", "month" or "day" (Document.date_precision)
    outlet: str = ""  # the publication the document names (Document.outlet), when it names one
    evidence: str = ""  # for a claim: its evidence sentence, when that is not its statement

    @property
    def reporter(self) -> str:
        """Who reported it, as a sentence names them: the document's outlet ("Business Standard"), else its source."""
        return self.outlet or self.source_name

    @property
    def when(self) -> str:
        """When its source wrote it, as an attribution gives it: ``known_at`` ("2025-03-01"; "March 2025" or "2025"
        when the page gave only the month or the year), or "date unknown" (``UNDATED``)."""
        if self.undated:
            return UNDATED
        if self.precision == "month":
            return dt.date.fromisoformat(self.known_at[:7] + "-01").strftime("%B %Y")
        return self.known_at[:4] if self.precision == "year" else self.known_at

    @property
    def reported(self) -> str:
        """Who reported it and when: "Acme Daily reported on 2025-03-01" ("reported in 2025" for a page giving its
        year only), or for a page with no date "Acme Daily reported (date unknown; fetched 2025-03-01)"."""
        if self.undated:
            return f"{self.reporter} reported ({self.when}; fetched {self.known_at})"
        return f"{self.reporter} reported {'on' if self.precision == 'day' else 'in'} {self.when}"

    def as_citation(self) -> dict:
        key = "claim_id" if self.kind == "claim" else "passage_id"
        return {key: self.id, "source": self.source_key, "tier": self.tier}


@dataclass
class Fused:
    """What the fusion decided: the evidence of the answer and what is shown beside it."""

    attribute: str | None = None
    tier: str | None = None
    single: bool = False
    answer: list[Cited] = field(default_factory=list)
    conflicts: list[Cited] = field(default_factory=list)
    other_sources_say: list[Cited] = field(default_factory=list)
    context: list[Cited] = field(default_factory=list)
    chain: list[Cited] = field(default_factory=list)
    chain_target: str = ""
    best_sentence: str = ""
    #: a P3 answer to an attribute of many values (sites, investors): the sentences of the further passages that
    #: answer it, in the order of ``answer[1:]``
    more_sentences: list[str] = field(default_factory=list)
    past_due: str = ""  # the day a P3 answer's projection was due by, when that day has passed
    prediction: PredictionState | None = None  # the ledger's state of a P3 answer's projection that is not live
    verdict: list[Cited] = field(default_factory=list)  # the claims that decide it, as the answer cites them
    reason: str = ""

    @property
    def insufficient(self) -> bool:
        return not self.answer

    @property
    def tiers_used(self) -> list[str]:
        used = {c.tier for c in (*self.chain, *self.answer, *self.context)}
        return [t for t in ("P1", "P2", "P3") if t in used]


def _outlet(document, source) -> str:
    """The publication a document names, when it is not its source's own name ("" otherwise)."""
    outlet = (document.outlet or "").strip()
    return outlet if outlet and outlet != source.name else ""


def cite_claim(claim: Claim, tier: str) -> Cited:
    return Cited("claim", claim.id, tier, claim.source.key, claim.source.name, claim.source.authority_tier,
                 claim.statement, site_date(claim.known_at).isoformat(), claim.document.url, claim.predicate,
                 claim.object_text, undated=claim.document.date_unknown, precision=claim.document.date_precision,
                 outlet=_outlet(claim.document, claim.source),
                 evidence=_evidence_sentence(claim))


def _evidence_sentence(claim: Claim) -> str:
    """The sentence a claim was read from, when its statement is something else (a template's reading)."""
    said = source_text(claim)
    return said if said != " ".join(claim.statement.split()) else ""


def excerpt(text: str, sentence: str = "", *, width: int = 240) -> str:
    """The part of ``text`` a reader is shown: from ``sentence`` on (its start when ``sentence`` is empty or
    not in it), at most ``width`` characters cut at a word, "…" where text is left out before or after."""
    start = text.find(sentence) if sentence else 0
    start = max(start, 0)
    piece = text[start:]
    if len(piece) > width:
        cut = piece.rfind(" ", 0, width)
        piece = piece[:cut if cut > width // 2 else width].rstrip(" ,;:") + " …"
    return ("… " if start > 0 else "") + piece


def cite_passage(passage: Passage, sentence: str = "") -> Cited:
    """A passage as evidence; ``sentence``: the one it is cited for, which its excerpt starts at."""
    return Cited("passage", passage.id, "P3", passage.source.key, passage.source.name,
                 passage.source.authority_tier, passage.text, site_date(passage.known_at).isoformat(),
                 passage.document.url, excerpt=excerpt(passage.text, sentence), undated=passage.document.date_unknown,
                 precision=passage.document.date_precision, outlet=_outlet(passage.document, passage.source))


_STEMMER = snowballstemmer.stemmer("english")


#: Stems of the verbs a forecast is told with, as one: "What did Goldman forecast?" is answered by "is projected
#: to reach", "predicts" or "estimates".
_FORECAST_STEMS = {"proje": "forec", "predi": "forec", "estim": "forec", "expec": "forec"}
#: Stems of the verbs output is told with, as one: "Has Tesla stopped making Optimus?" is answered by "had
#: manufactured close to 1,000 before manufacturing halted", "How many did it build?" by "were produced" ("made" is
#: left out: "Who made it?" asks for a maker).
_OUTPUT_STEMS = {"make": "produ", "manuf": "produ", "build": "produ"}
#: Past forms of irregular verbs, which no stemmer brings to their base: "sell" is said by "sold", "build" by
#: "built" (as words shared with a question and as cue phrases' last words).
_IRREGULAR_PAST = {"sell": ("sold",), "build": ("built",), "buy": ("bought",), "pay": ("paid",), "lead": ("led",),
                   "bring": ("brought",), "show": ("shown",), "begin": ("began", "begun"), "grow": ("grew", "grown"),
                   "win": ("won",), "spend": ("spent",), "take": ("took", "taken")}
_BASE_OF_PAST = {past: base for base, pasts in _IRREGULAR_PAST.items() for past in pasts}


def _stem(word: str) -> str:
    """A word's English (Porter2) stem, cut to five letters: "plans", "planned" and "plan" meet, and so do
    "production" and "produce", whose stems differ after their fifth letter, and "sold" and "sell"
    (:data:`_IRREGULAR_PAST`); the verbs of a forecast meet (:data:`_FORECAST_STEMS`), and so do those of output
    (:data:`_OUTPUT_STEMS`)."""
    stem = _STEMMER.stemWord(_BASE_OF_PAST.get(word.lower(), word))[:5]
    return _FORECAST_STEMS.get(stem, _OUTPUT_STEMS.get(stem, stem))


def content_words(text: str, *, drop: set[str] = frozenset()) -> set[str]:
    """Lower-case content words of ``text`` (no stopwords, none of ``drop``), at least 3 letters; a hyphenated
    compound gives its parts ("mass-produce" meets "mass production")."""
    words = set()
    for token in _WORD.findall(text.lower().replace("'", " ")):
        token = token.strip(".-")
        for w in (token.split("-") if "-" in token and token not in drop else [token]):
            if len(w) >= 3 and w not in QUESTION_WORDS and w not in drop:
                words.add(w)
    return words


def strip_mentions(question: str, mentions: list[EntityMention]) -> str:
    """The question with the entity names blanked out (so names never count as attribute words)."""
    out = question
    for m in sorted(mentions, key=lambda m: m.start, reverse=True):
        out = out[: m.start] + " " * (m.end - m.start) + out[m.end:]
    return out


def strip_chain(text: str, phrase: str) -> str:
    """Cut a resolved chain phrase and its possessor ("the team's star player", "star player of X")."""
    if not phrase:
        return text
    words = r"\s+".join(re.escape(w) for w in phrase.lower().split())
    pattern = (r"(?:(?<![\w])(?:the|a|its|their|his|her)\s+)?(?:[\w-]*\s*(?:'s|')\s+)?" + words
               + r"(?:s|es)?(?:\s+of\s+(?:the\s+)?[\w-]*)?")
    return re.sub(pattern, " ", text, flags=re.IGNORECASE)


def _phrase_re(phrase: str) -> re.Pattern:
    words = [re.escape(w) for w in phrase.lower().replace("_", " ").split()]
    # ("When will IRON be mass produced?" asks as "mass produce" does)
    return re.compile(r"(?<![\w])" + r"\s+".join(words) + r"(?:s|es|d|ed)?(?![\w])", re.IGNORECASE)


def _cue_re(phrase: str) -> re.Pattern:
    """A cue phrase as a sentence may inflect its last word: "raise" is said by "raised", "raises", "raising", "sell"
    by "sold" (:data:`_IRREGULAR_PAST`)."""
    words = [re.escape(w) for w in phrase.lower().replace("_", " ").split()]
    last = words[-1]
    if last.endswith("e") and last[:-1].isalpha():
        ending = rf"(?:{last}(?:s|d)?|{last[:-1]}ing)"
    elif last.isalpha():
        ending = rf"{last}(?:s|es|ed|ing)?"
    else:
        ending = last
    if last in _IRREGULAR_PAST:
        ending = "(?:" + "|".join((ending, *_IRREGULAR_PAST[last])) + ")"
    return re.compile(r"(?<![\w])" + r"\s+".join([*words[:-1], ending]) + r"(?![\w])", re.IGNORECASE)


def _attribute_phrases(attr: Predicate) -> set[str]:
    """The phrases that ask for a predicate: its key, label and ``asked_as`` phrases."""
    return {p for p in (attr.key.replace("_", " "), attr.label, *attr.asked_as) if p.strip()}


def _phrase_hits(question: str, stored: str) -> list[str]:
    """The phrases that ask for the stored predicate ``stored`` (key, label, ``asked_as``) found in ``question``."""
    phrases = _attribute_phrases(predicate_of(stored)) | {stored.replace("_", " ")}
    return [p for p in phrases if p.strip() and _phrase_re(p).search(question)]


def shadowed_attributes(question: str) -> set[str]:
    """Keys of the vocabulary whose every phrase found in ``question`` lies inside a longer phrase of another
    predicate found there: "how much weight can it carry" names the payload ("how much weight"), not the weight."""
    spans: dict[str, list[tuple[int, int]]] = {}
    for attr in PREDICATES:
        for phrase in _attribute_phrases(attr) | {attr.key.replace("_", " ")}:
            if phrase.strip():
                spans.setdefault(attr.key, []).extend(m.span() for m in _phrase_re(phrase).finditer(question))
    return {key for key, mine in spans.items() if mine and all(
        any(other != key and a <= s and e <= b and (b - a) > (e - s) for other, theirs in spans.items() for a, b in theirs)
        for s, e in mine)}


#: A leader leaving: "is leaving his role", "his departure", "stepped down", "exiting his position".
_DEPARTURE = re.compile(r"\b(?:leav(?:e|es|ing)|left|depart\w*|exit(?:s|ed|ing)?|step(?:s|ped|ping)?\s+down|resign\w*|quit"
                        r"|ousted|fired|sacked)\b", re.IGNORECASE)
#: Who leads now or who came next, asked beside a departure ("Who is running Sanctuary AI now that Rose has stepped
#: down?", "Who took over after Kovac left?"): the departure is the question's setting, not what it asks.
_SUCCESSION = re.compile(r"\b(?:running|runs|leads|leading|heads|in\s+charge|took\s+over|take\s+over|taking\s+over"
                         r"|replaced?|replacing|succeeded|successor|new\s+(?:ceo|chief|head|leader)|interim)\b", re.IGNORECASE)
#: A founder, asked ("who founded", "the co-founder") or named by a leadership claim ("founded by Brett Adcock").
_FOUNDER_ROLE = re.compile(r"\b(?:co-?)?found(?:er|ers|ed|ing)\b", re.IGNORECASE)
#: Officers a question may ask for by title, each with the ways a sentence names the post ("CTO", "chief technology
#: officer"): "Who is the CTO of AgiBot?" asks for that officer, not every leader on record.
_OFFICER_ROLES = (
    re.compile(r"\bCTO\b|\bchief\s+technolog(?:y|ical)\s+officer\b|\bchief\s+technical\s+officer\b", re.IGNORECASE),
    re.compile(r"\bCFO\b|\bchief\s+financial\s+officer\b", re.IGNORECASE),
    re.compile(r"\bCOO\b|\bchief\s+operating\s+officer\b", re.IGNORECASE),
    re.compile(r"\bCCO\b|\bchief\s+commercial\s+officer\b", re.IGNORECASE),
    re.compile(r"\bchair(?:man|woman|person)?\b", re.IGNORECASE),
)


def _officer_asked(question: str) -> re.Pattern | None:
    """The pattern of the officer's post the question names (:data:`_OFFICER_ROLES`), if any."""
    return next((role for role in _OFFICER_ROLES if role.search(question)), None)


#: A target and the count it is a target for: "how many … did Tesla build" asks what was built, not the plan.
_OUTCOME_OF = {"production_target": "units_produced", "deployment_target": "units_deployed"}
_PAST_COUNT_QUESTION = re.compile(r"\bhow\s+(?:many|much)\b.*\b(?:did|had|were|was)\b", re.IGNORECASE)


#: Nouns a count question counts in ("how many robots"): the count's unit, not its topic.
_COUNTED = frozenset({"robots", "robot", "units", "unit", "humanoids", "humanoid", "machines", "bots"})


def _outcome_asked(question: str, predicate: str) -> str | None:
    """The outcome predicate a past-tense count question asks for instead of the target ``predicate``, or None."""
    outcome = _OUTCOME_OF.get(predicate_of(predicate).key)
    return outcome if outcome and _PAST_COUNT_QUESTION.search(question) else None


def question_predicates(question: str, predicates: set[str]) -> set[str]:
    """The predicates among ``predicates`` that :func:`asked_attribute` could choose for ``question``.

    Retrieval loads only claims of these (``encyclopedia.answers.retrieval``):
    fusion never looks at a claim of any other predicate. What ends a state asked
    for comes with it ("Is Figure 02 still working at BMW?" loads the pause of that
    deployment too: fusion answers with it).
    """
    shadowed = shadowed_attributes(question)
    hits = {predicate for predicate in predicates
            if _phrase_hits(question, predicate) and predicate_of(predicate).key not in shadowed}
    outcomes = {_outcome_asked(question, p) for p in hits} - {None}
    hits |= {p for p in predicates if predicate_of(p).key in outcomes}
    return hits | {ending for ending, ended in ENDING_PREDICATES if ended in hits and ending in predicates}


#: A question asking one side of the argument: what critics, sceptics or doubts say (bear), or what supporters or
#: optimists say (bull).
_BEAR_ASKED = re.compile(r"\b(?:critics?|criticism|criticisms|critiques?|sceptic\w*|skeptic\w*|doubters?|doubts?|naysayers?"
                         r"|concerns?|worries|risks?|downsides?|bear\s+case|bears)\b", re.IGNORECASE)
_BULL_ASKED = re.compile(r"\b(?:supporters?|optimists?|fans|boosters?|bulls|bull\s+case|upsides?|praise)\b", re.IGNORECASE)


def asked_lane(question: str) -> str | None:
    """The lane a question asks for: "bear" ("What do critics say about NEO?"), "bull" ("What do supporters say?"),
    or None (the facts)."""
    bear, bull = bool(_BEAR_ASKED.search(question)), bool(_BULL_ASKED.search(question))
    return "bear" if bear and not bull else "bull" if bull and not bear else None


def worded_predicates(question: str, predicates: set[str]) -> set[str]:
    """Those of ``predicates`` the question names with a content word ("carry", "price"), when it so names any:
    "how much weight can Optimus carry" asks for the payload, not for what Optimus can do ("can")."""
    worded = {p for p in predicates if any(content_words(h) for h in _phrase_hits(question, p))}
    return worded or predicates


_WHERE = re.compile(r"\W*where\b", re.IGNORECASE)


def asked_attribute(question: str, predicates: set[str]) -> tuple[str | None, str]:
    """The predicate among ``predicates`` the question asks for, and the phrase that said so.

    Score: a count asked ("how many", "how much") prefers a predicate whose value is a quantity; a
    question asking where prefers a place predicate keyed by site that one
    of its words asks for ("Where are its robots deployed?" asks the sites, not how
    many units); then the most content words in a matching phrase (so "based" outranks
    a bare question word such as "where"; the noun a count counts in is no such word: "how many robots has
    Tesla produced" asks for units built, not deployed), then the longest matching phrase
    (in words), then the number of matching phrases, then the order of the
    attribute table. (None, "") when no phrase matches. A count asked in the
    past tense of a target ("How many robots did Tesla build in 2025?") asks
    for its outcome (units built) when the entity has claims of it.
    """
    order = {p.key: i for i, p in enumerate(PREDICATES)}
    where = _WHERE.match(question)
    counting = bool(_COUNT_QUESTION.search(question))
    best = None
    for predicate in predicates:
        attr = predicate_of(predicate)
        hits = _phrase_hits(question, predicate)
        if not hits:
            continue
        key = (not counting or attr.value == "quantity",
               bool(where) and attr.qualifier == "site" and attr.value != "quantity" and any(
                   content_words(h) - {"where"} for h in hits),
               max(len(content_words(h.replace("_", " ")) - _COUNTED) for h in hits),
               max(len(h.replace("_", " ").split()) for h in hits), len(hits), -order.get(attr.key, 999))
        if best is None or key > best[0]:
            best = (key, predicate, max(hits, key=lambda h: len(h)))
    if best is None:
        return None, ""
    outcome = _outcome_asked(question, best[1])
    if outcome is not None:
        stored = next((p for p in predicates if predicate_of(p).key == outcome), None)
        if stored is not None:
            return stored, best[2]
    return best[1], best[2]


def chain_detect(question: str, mentions: list[EntityMention]) -> tuple[str | None, str]:
    """A chain relation the question goes through, and its phrase, or (None, "").

    A chain is an entity-valued attribute phrase (:data:`CHAIN_ATTRIBUTES`,
    multi-word synonyms) followed or preceded by something else asked:
    "the injury of the team's star player" chains; "who is the star player"
    and "which team does X play for" do not (the relation itself is asked, in
    one phrase of it or several).
    """
    rest = strip_mentions(question, mentions)
    for key in CHAIN_ATTRIBUTES:
        attr = predicate_of(key)
        for phrase in sorted((s for s in attr.asked_as if " " in s), key=len, reverse=True):
            match = _phrase_re(phrase).search(rest)
            if not match:
                continue
            remainder = rest[: match.start()] + " " + rest[match.end():]
            for other in _attribute_phrases(attr):
                remainder = _phrase_re(other).sub(" ", remainder)
            if content_words(remainder, drop={"team", "company"}):
                return key, phrase
    return None, ""


def value_key(claim: Claim) -> str:
    """What two claims must share to say the same thing: entity, number or normalised text."""
    if claim.object_entity_id:
        return f"entity:{claim.object_entity_id}"
    if claim.object_value is not None:
        return f"value:{Decimal(claim.object_value).normalize()}"
    text = " ".join(claim.object_text.lower().split())
    number = stated_number(text)
    if number is not None:
        # "16 kg" or "more than 10,000 robots a year" as text says what a value of 16 or 10,000 says
        # (claims.identity reads them so: not two values of one fact).
        return f"value:{number.normalize()}"
    return "text:" + text


def _choose(claims: list[Claim]) -> tuple[list[Claim], list[Claim]]:
    """Split claims of one attribute into (winning value's claims, other values' representatives)."""
    groups: dict[str, list[Claim]] = {}
    for claim in claims:
        groups.setdefault(value_key(claim), []).append(claim)

    def rank(group):
        best = min(group, key=lambda c: (c.source.authority_tier, -c.known_at.timestamp(), -c.id))
        return (best.source.authority_tier, -best.known_at.timestamp(), -best.id)

    ordered = sorted(groups.values(), key=rank)
    winner = sorted(ordered[0], key=lambda c: (c.source.authority_tier, -c.known_at.timestamp(), -c.id))
    others = [sorted(g, key=lambda c: (c.source.authority_tier, -c.known_at.timestamp(), -c.id))[0]
              for g in ordered[1:]]
    return winner, others


def latest_fact(claims: list[Claim]) -> list[Claim]:
    """Claims of a single-valued attribute about its latest fact: one qualifier, the latest period it states.

    Claims whose qualifiers differ are different facts (claims.identity): a
    team per season. The qualifier whose period ends last wins (then the
    latest known-at); claims without a qualifier stay, being about any.
    """
    keys = {qualifier_key(c.qualifier) for c in claims} - {""}
    if len(keys) < 2:
        return list(claims)

    def rank(key):
        stated = [claim_period(c) for c in claims if qualifier_key(c.qualifier) == key]
        ends = [p.end for p in stated if p is not None]
        return (max(ends) if ends else dt.date.min,
                max(c.known_at for c in claims if qualifier_key(c.qualifier) == key))

    latest = max(keys, key=rank)
    return [c for c in claims if qualifier_key(c.qualifier) in ("", latest)]


def choose_single(claims: list[Claim], *, period: Period | None) -> tuple[list[Claim], list[Claim]]:
    """(winning value's claims, conflicting values' representatives) of a single-valued attribute.

    Asked about no period, only the latest fact (:func:`latest_fact`) is
    weighed; conflicts are other values of the winner's own fact.
    """
    winner, others = _choose(claims if period is not None else latest_fact(claims))
    return winner, [c for c in others if same_fact(c, winner[0])]


def _distinct_values(claims: list[Claim], limit: int = 5) -> list[Claim]:
    """One claim per value (:func:`value_key`), at most ``limit``: the highest tier first, then the newest. Of leaders,
    one named in the role they hold ("Peggy Johnson", CEO) comes before a founder, and both before a leadership clause
    naming no one ("Now you've taken on a new CEO role again")."""
    def leader_order(claim: Claim) -> tuple[bool, bool]:
        if claim.predicate != "leadership":
            return False, False
        return not claim.qualifier, bool(_FOUNDER_ROLE.search(claim.qualifier))

    seen, out = set(), []
    for claim in sorted(claims, key=lambda c: (*leader_order(c), c.source.authority_tier, -c.known_at.timestamp(),
                                               -c.id)):
        key = value_key(claim)
        if key not in seen:
            seen.add(key)
            out.append(claim)
    return out[:limit]


#: The roles a sentence names a leader by.
_LEADER_ROLES = frozenset({"ceo", "chief executive", "head of", "founder", "co-founder", "president", "chairman",
                           "chairwoman"})
#: Attributes whose answer is an amount, however asked ("What is the price of …?" as "How much …?").
_AMOUNT_KEYS = frozenset({"price", "subscription_price", "valuation", "total_funding", "market_size", "height", "weight",
                          "payload", "runtime", "speed"})


def vocabulary_cues(question: str) -> list[str]:
    """Phrases of every predicate of the vocabulary (:data:`claims.vocabulary.PREDICATES`) the question names.

    "What do humanoid robots cost?" names *price* ("cost"), so a sentence
    saying "priced at" or "sells for" answers it though it shares no word with
    the question. Unlike :func:`asked_attribute`, any attribute of the table
    counts, held by P1/P2 or not — but only when a phrase with a content
    word names it: "when will" or "where" alone asks for no attribute a
    sentence could say. Longest phrase first.

    A count asked in the past tense of a target ("how many … did Tesla build") is cued by its outcome's
    phrases and spellings ("built", "produced"), not the target's ("build"). An ending asked of a state
    ("Has X ended its partnership with Y?") is cued by the ending's phrases only, not the state's, and by
    every spelling of it ("stopped" asked, "halted" told).
    """
    cues: set[str] = set()
    named: set[str] = set()
    shadowed = shadowed_attributes(question)
    for attr in PREDICATES:
        if attr.key in shadowed:
            continue
        phrases = _attribute_phrases(attr)
        if any(content_words(p) and _phrase_re(p).search(question) for p in phrases):
            named.add(attr.key)
            outcome = _outcome_asked(question, attr.key)
            if outcome is None:
                cues |= phrases
                if _WHEN_QUESTION.search(question):
                    # Asked when, how a text says it dates it too: "targeting mass production in 2026" tells when
                    # a robot will be mass produced (a count asked keeps the question's words: "end production of
                    # the Model S" holds no number of robots built).
                    cues |= set(attr.spellings)
            else:
                cues |= _attribute_phrases(predicate_of(outcome)) | set(predicate_of(outcome).spellings)
    if "leadership" in named:
        # "Who runs 1X?", "Who heads Neura?": a sentence naming a leader by role answers ("1X CEO Bernt Børnich").
        cues |= _LEADER_ROLES
    for ending, ended in ENDING_PREDICATES:
        if ending in named:
            # "Has Tesla stopped making Optimus?": an ending is told in many verbs, and any of them says it
            # ("… before manufacturing halted").
            cues |= set(predicate_of(ending).spellings)
        if ending in named and ended in named:
            # "Has Figure ended its partnership with OpenAI?" asks for the ending: a sentence that only names the
            # partnership ("models trained in partnership with OpenAI") does not say it.
            cues -= _attribute_phrases(predicate_of(ended)) - _attribute_phrases(predicate_of(ending))
    return sorted(cues, key=lambda p: (-len(p), p))


def past_due(sentence: str, known_at: dt.datetime, today: dt.date) -> str:
    """The day a projection in ``sentence`` was due by, if that day is before ``today``; else "".

    A projection: a forward-looking time expression as the extractor reads
    it against the passage's day (:func:`claims.extraction.dates.resolve_time_expressions`).
    Of several passed ("tours by the fourth quarter of 2025, commercialization by
    mid-2026"), the last: by then all of them were due.
    """
    passed = [e.valid_until for e in resolve_time_expressions(sentence, published_at=known_at)
              if e.forward_looking and e.valid_until and e.valid_until < today]
    return max(passed).isoformat() if passed else ""


#: Passage id → (evidence sentence, the ledger's state of the claim read from it) for its projections.
PassagePredictions = Mapping[int, Sequence[tuple[str, PredictionState]]]


def _norm(text: str) -> str:
    return " ".join(text.split()).rstrip(".").lower()


def ledger_state(passage: Passage, sentence: str, predictions: PassagePredictions | None) -> PredictionState | None:
    """The ledger's state of a projection ``sentence`` of ``passage`` states, or None when it holds none.

    A claim's evidence sentence states it when one contains the other. Among
    several, one that is not live wins: a sentence is live only when all it
    predicts is. When those not live met different fates ("tours by the fourth
    quarter, commercialization by mid-2026": one came true, one is past due with
    no report), no one verdict is the sentence's: None (its own dates decide).
    """
    found = [state for evidence, state in (predictions or {}).get(passage.id, ())
             if evidence and (_norm(evidence) in _norm(sentence) or _norm(sentence) in _norm(evidence))]
    settled = [s for s in found if not s.live]
    if len({s.status for s in settled}) > 1:
        return None
    return next(iter(settled), found[0] if found else None)


def _due(sentence: str, passage: Passage, today: dt.date, predictions: PassagePredictions | None,
         ) -> tuple[str, PredictionState | None]:
    """``(the day it was due by, or "" while live; the ledger's state, if any)`` of a projection sentence."""
    state = ledger_state(passage, sentence, predictions)
    if state is None:
        return past_due(sentence, passage.known_at, today), None
    if state.live:
        return "", state
    return (state.target_until.isoformat() if state.target_until else "passed"), state


@dataclass(frozen=True)
class Relevant:
    """A passage relevant to the question: its best sentence, whether that answers, and a past due date
    (with the ledger's state of its projection, when the ledger holds one)."""

    passage: Passage
    sentence: str
    answers: bool
    past_due: str = ""
    prediction: PredictionState | None = None


def _cue_words(cues: list[str]) -> set[str]:
    return {_stem(w) for c in cues for w in re.findall(r"[a-z0-9]+", c.lower())}


_YEAR = re.compile(r"(?<![\w])(?:19|20)\d\d(?![\w])")
_YEAR_QUESTION = re.compile(r"\b(?:what|which)\s+year\b", re.IGNORECASE)
#: The kind of answer a "which" or "what" asks for, after an optional short modifier: "Which AI company", "What
#: year", "Which plants" (not a topic: "What injury …" asks about the injury).
_WH_NOUN = re.compile(r"\b(?:which|what)\s+(?:[A-Za-z]{1,3}\s+)?(compan(?:y|ies)|firms?|startups?|makers?|businesses"
                      r"|business|years?|months?|dates?|days?|cit(?:y|ies)|countr(?:y|ies)|places?|sites?|locations?"
                      r"|plants?|factor(?:y|ies)|people|persons?)\b", re.IGNORECASE)
#: The kinds of answer ``_WH_NOUN`` reads that are named things: organisations, places, people.
_NAMED_KIND = re.compile(r"compan(?:y|ies)|firms?|startups?|makers?|business(?:es)?|cit(?:y|ies)|countr(?:y|ies)|places?"
                         r"|sites?|locations?|plants?|factor(?:y|ies)|people|persons?")
#: A capitalised word inside a sentence (not its first word): a name, "Amazon", "GXO", "Atlanta".
_INNER_NAME = re.compile(r"(?<=[\w,;:)’'\"]\s)[A-Z][\w&.-]*")


def _names_other(sentence: str, asked: Sequence[str]) -> bool:
    """Whether the sentence names something besides the ``asked`` names: a capitalised word inside it ("testing
    Digit at GXO's site" names GXO), or one opening it that is no function word ("Amazon is testing Digit"; "The
    device is being used to shift boxes" names nothing)."""
    rest = sentence
    for name in sorted(asked, key=len, reverse=True):
        rest = re.sub(re.escape(name), " ", rest, flags=re.IGNORECASE)
    first = re.match(r"\W*([A-Z][\w&.-]*)", rest)
    return bool(_INNER_NAME.search(rest)) or bool(first and first.group(1).lower() not in STOP_WORDS)


_COUNT_QUESTION = re.compile(r"\bhow\s+(?:many|much)\b", re.IGNORECASE)
#: What was paid asks an amount as "how much" does: "What did Hyundai pay to acquire Boston Dynamics?".
_PAID_QUESTION = re.compile(r"\bwhat\b[^?]*\b(?:pay|paid|paying|spend|spent|spending)\b", re.IGNORECASE)
#: The noun that frames an amount asked: "how much money", "how much cash", "how much capital".
_AMOUNT_FRAME = re.compile(r"\bhow\s+much\s+(money|cash|capital|funding|financing)\b", re.IGNORECASE)
_MANY_QUESTION = re.compile(r"\bhow\s+many\b", re.IGNORECASE)  # a count of things, not a measure
#: A part of a robot named in a question ("… per hand?", "How strong is Optimus's grip in each finger?").
_PART_ASKED = re.compile(r"\b(?:hands?|arms?|legs?|fingers?|feet|foot|wrists?|thumbs?)\b", re.I)
#: A question asking when ("When will …", "… and when did …"): its answer must say when. "When" opening a
#: clause of the question ("What did Musk say when Optimus fell?") asks nothing of the kind.
_WHEN_QUESTION = re.compile(r"^\W*when\b|(?<![\w])when\s+(?:will|did|does|do|is|was|are|were|has|have|had|can|could"
                            r"|should|would|might)\b|\b(?:what|which)\s+year\b", re.IGNORECASE)
#: An amount a sentence states: a figure other than a year or the start of a name after "a" or "(" ("a 6 River
#: Systems cart"), or one said in words ("a few hundred").
#: A measure, not a count: "a 5-feet 8-inch robot", "20 kg", "3 hours" (what "how many" does not ask).
_MEASURE_AFTER = (r"(?![\d,.]*[-\s]?(?:feet|foot|ft|inch(?:es)?|cm|mm|kg|kilo\w*|lbs?|pounds?|miles?|mph|km|hours?|minutes?"
                  r"|seconds?|centimet\w*|millimet\w*|met(?:er|re)s?)\b)")


def _stated(measures: bool) -> re.Pattern:
    """A number a sentence states (a year is none), or a count in words; with ``measures`` False, a number
    followed by a unit of measure is none either; with ``measures`` True, a measure in words counts too."""
    unit = "" if measures else _MEASURE_AFTER
    # a measure in words: "a five-hour runtime", "two meters tall"
    worded = (r"|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)"
              r"[-\s](?:feet|foot|inch(?:es)?|kilo\w*|pounds?|miles?|hours?|minutes?|met(?:er|re)s?)\b") if measures else ""
    # (a figure with a capital letter after it names a thing, "a 5G factory", "3D vision"; $39B and 4M are amounts)
    # (nor is an ordinal day: "a report on the 27th")
    return re.compile(rf"(?<![\w.(])(?<!\ba\s)(?<!\ban\s)(?!(?:19|20)\d\d(?!\d|,\d)){unit}\d[\d,.]*(?![\d,.])"
                      rf"(?!(?:st|nd|rd|th)\b)(?!(?-i:[AC-JLN-SU-Z])\b){worded}"
                      rf"|(?:(?<=\()|(?<=\ba\s)|(?<=\ban\s))(?!(?:19|20)\d\d(?!\d|,\d)){unit}\d[\d,.]*(?![\d,.])"
                      rf"(?!(?:st|nd|rd|th)\b)(?!(?-i:\s+[A-Z]))"
                      rf"(?!(?-i:[AC-JLN-SU-Z])\b)"
                      r"|\b(?:dozens?|hundreds?|thousands?|millions?"
                      r"|several|a\s+few|none|no\s+\w+\s+(?:robots|units))\b", re.IGNORECASE)


#: What answers "how many": a count. What answers "how much": any amount, a measure too ("65 kg").
_STATED_COUNT = _stated(measures=False)
_STATED_AMOUNT = _stated(measures=True)
#: A sentence opening on what was said before it ("This, the analysts noted, would be about double …"): alone, the
#: amount it states is of that, not of an entity it does not name.
_POINTS_BACK = re.compile(r"\W*(?:This|That|These|Those|It|Such|They|Which)\b")
#: A number that is part of a name, right after a capitalised word inside the sentence: "Figure 03" states no
#: amount (nor does a day after its month, "March 15"; "About 4,000 …" opening a sentence does).
_NAME_BEFORE = re.compile(r"(?<=\S\s)[A-Z][\w-]*\s+$")


def _states_amount(sentence: str, many: bool) -> bool:
    """The sentence states a count (``many``) or any amount (:data:`_STATED_COUNT`, :data:`_STATED_AMOUNT`), a
    number naming a model ("Figure 03") not counted; a sum after its currency's code ("USD 1 billion") is one."""
    pattern = _STATED_COUNT if many else _STATED_AMOUNT
    sums = [] if many else [(a.start, a.end) for a in find_money(sentence)]
    return any(not (m.group(0)[:1].isdigit() and _NAME_BEFORE.search(sentence, 0, m.start()))
               or any(start <= m.start() < end for start, end in sums)
               for m in pattern.finditer(sentence))


#: A figure the sentence itself reports as denied: "…, Musk refuted this", "the company denied the report", "Not
#: correct" (not "denied reports of a recall" beside a figure of its own).
_DENIED = re.compile(r"\b(?:refuted|refutes|denied|denies|dismissed|rejected|debunked)\s+(?:this|that|it|the\s+(?:report|claim"
                     r"|figure|number|estimate))\b|\bnot\s+correct\b|\bincorrect\W*$", re.IGNORECASE)
#: A rate asked for ("how many … per month", "… a year"): the period word (not "a year ago", "a year from now",
#: "in a day").
_RATE_ASKED = re.compile(r"(?<!\bin\s)\b(?:per|a|an|each|every)\s+(year|month|week|day|hour|quarter)\b"
                         r"(?!['’]s|\s+(?:ago|earlier|later|before|after|from)\b)", re.IGNORECASE)


def _states_rate(sentence: str, period: str) -> bool:
    """The sentence states a figure per ``period``, as the extractor reads rates ("10,000 units per month",
    "1000/month", "2,000 boxes daily"; not "a month ago")."""
    return any(q.unit.endswith(f"/{period}") for q in find_quantities(sentence, 0, len(sentence)))


#: Who put money in, named after the round ("The round was led by Parkway with investment from Nvidia, …") or listed
#: ("Its investors include Amazon, Nvidia and Bosch"): the companies named there are backers, not the subject of the
#: sentence.
_INVESTORS_NAMED = re.compile(r"\b(?:(?:co-)?led|backed)\s+by\b[^.;]*|\b(?:investments?|participation|backing|funding)"
                              r"\s+(?:\w+\s+)?from\b[^.;]*"
                              r"|\b(?:investors|backers|shareholders)\s+(?:also\s+)?(?:include[sd]?|including|are|were|such\s+as)\b"
                              r"[^.;]*", re.IGNORECASE)


def _names_any(sentence: str, names: Sequence[str], *, fold_phrases: bool = False) -> bool:
    """The sentence names one of ``names`` as a whole word, in the case it is written ("Fourier", not "fourier");
    with ``fold_phrases``, a name of several words in any case ("walking robots"). A model code after another brand
    names that brand's product (:func:`_own_mention`)."""
    return any(_own_mention(sentence, m.start(), names)
               for n in names for m in re.finditer(rf"(?<!\w){re.escape(n)}(?!\w)", sentence,
                                                   re.IGNORECASE if fold_phrases and len(n.split()) > 1 else 0))


def _mentions(sentence: str, names: Sequence[str]) -> bool:
    """The sentence names one of ``names``, in any case, as part of a word or not (:func:`_own_mention`)."""
    low = sentence.lower()
    return any(_own_mention(sentence, m.start(), names) for n in names for m in re.finditer(re.escape(n.lower()), low))


def _own_mention(text: str, start: int, names: Sequence[str]) -> bool:
    """Whether the name found at ``start`` names what is asked: not a model code after another brand ("like the
    Booster H1", asked about Unitree's H1; :func:`claims.extraction.mentions.brand_before_code`), unless that brand is
    part of a name asked ("Unitree H1")."""
    code = MODEL_CODE.match(text, start)
    if code is None or (code.end() < len(text) and text[code.end()].isalnum()):
        return True
    brand = brand_before_code(text, start)
    return brand is None or any(brand.group(1).lower() in n.lower().split() for n in names)


def _about_another_period(sentence: str, period: Period | None) -> bool:
    """The sentence names years, none of them in the asked period ("50,000 in 2026", asked about 2025)."""
    if period is None:
        return False
    years = [int(y) for y in _YEAR.findall(sentence)]
    return bool(years) and not any(period.start.year <= y <= period.end.year for y in years)


#: A sentence that asks: "… will they really be able to occupy factory floors?" ("?" before closing quotes).
_ASKS = re.compile(r"\?[\s\"”’')\]]*$")
#: A price of shares, not of a product: "stock price", "share prices".
_SHARE_PRICE = re.compile(r"\b(?:stock|share)\s+prices?\b", re.IGNORECASE)
#: A question asked of what is still to come: "How big will the market be?", "What is Tesla going to build in 2030?".
_FUTURE_ASKED = re.compile(r"\b(?:will|shall|going\s+to)\b|['’]ll\b|\bin\s+the\s+future\b", re.IGNORECASE)
#: What a forecast says it is: "Their estimate for robot shipments …", "is projected to reach", "analysts expect".
_FORECAST = re.compile(r"\b(?:estimat(?:e|es|ed)|forecasts?|forecasted|projections?|projected|predicts?|predicted"
                       r"|expect(?:s|ed)?\s+to|(?:will|could|would|may|might)\s+(?:reach|hit|grow|rise|exceed|total))\b",
                       re.IGNORECASE)


#: A forecast asked in the words of a question: "What does Goldman Sachs expect for the market?", "What is the
#: outlook for humanoid shipments?".
_FORECAST_ASKED = re.compile(r"\b(?:expects?|expected|expecting|expectations?|outlook|forecast\w*|predict\w*|project(?:s|ed|ions?)"
                             r"|estimat\w*|anticipat\w*)\b", re.IGNORECASE)


def _forecast_of_a_past_period(question: str, sentence: str, period: Period | None, today: dt.date) -> bool:
    """Asked what happened in a period that is over ("How many were shipped in 2024?"), a sentence forecasting
    (an estimate, a projection) names no year of that period and tells what was expected, not what happened;
    unless the question asks for the forecast itself."""
    if period is None or period.end >= today or _FORECAST.search(question):
        return False
    return bool(_FORECAST.search(sentence)) and not any(
        period.start.year <= int(y) <= period.end.year for y in _YEAR.findall(sentence))


def _rounds(text: str) -> set[str]:
    """The funding rounds ``text`` names, spelled as qualifiers are (:func:`claims.vocabulary.rounds_named`)."""
    return {name for name, _ in rounds_named(text)}


#: What follows a round named only for its valuation: "its $2.6 billion Series B valuation".
_ROUND_VALUED = re.compile(r"\s+(?:round\s+)?(?:valuation|valued|price|share)", re.IGNORECASE)


def _tells_round(sentence: str, asked: set[str]) -> bool:
    """The sentence tells of a round the question names, not only of its valuation ("raised $675 million in Series
    B funding" does; "up from its $2.6 billion Series B valuation" does not)."""
    return any(name in asked and not _ROUND_VALUED.match(sentence, end) for name, end in rounds_named(sentence))


def _about_another_round(sentence: str, asked: set[str]) -> bool:
    """The sentence names funding rounds, none of them the one asked ("a Series C of $1 billion", asked about the
    Series B): it tells of another round."""
    named = _rounds(sentence)
    return bool(asked) and bool(named) and not named & asked


def states_time(text: str, known_at: dt.datetime) -> bool:
    """``text`` states a date or period ("in 2026", "by the end of next year", "in October"), as the extractor
    reads time expressions (:func:`claims.extraction.dates.resolve_time_expressions`); "soon" states none."""
    return bool(resolve_time_expressions(text, published_at=known_at))


class _Rank(NamedTuple):
    """How well a sentence answers, compared field by field in this order (:func:`relevant_passages`)."""

    answers: bool
    live: bool
    names: bool  # names an entity asked about, or holds its claim: another sentence may tell of another thing
    cued: bool
    anchored: bool  # the sentence holds an extracted claim of the attribute asked, not only its words
    stated: bool  # a count asked, an amount stated; a time asked ("when"), a time stated
    dated: bool  # a year of the period asked named, the funding round asked told of, or a figure at the rate asked
    ahead: bool  # asked in the future tense, the sentence tells of what is still to come (dates.looks_ahead)
    shared: int  # words shared with the question (when cued, beyond the attribute's own words)
    held: int  # asked for an attribute of many values, how many of them the sentence's claims list ("led by A with B, C")


def _in_period(sentence: str, period: Period | None) -> bool:
    """The sentence names a year of the asked period ("in 2026", asked about 2026)."""
    return period is not None and any(period.start.year <= int(y) <= period.end.year for y in _YEAR.findall(sentence))


def relevant_passages(question: str, passages: list[Passage], *, drop: set[str],
                      must_mention: list[str] | None = None,
                      entity_only: bool = False, cues: list[str] = (),
                      today: dt.date | None = None, period: Period | None = None,
                      predictions: PassagePredictions | None = None,
                      rivals: Sequence[str] = (), named_apart: Sequence[str] = (),
                      many_valued: bool = False, market: bool = False) -> list[Relevant]:
    """Passages relevant to the question with their best sentence (see module docstring).

    ``entity_only``: the question asks about nothing but its entities ("Tell me
    about X"); then a near passage naming one of them is relevant.
    ``cues``: phrases of the attribute asked (:func:`vocabulary_cues`). A
    sentence with one is relevant, and ranks before sentences that only share
    words: it says the thing asked, not just the topic. ``today``: the
    question's day, against which projections are past due (default: today, UTC).
    ``period``: the valid period asked about; a sentence naming only other
    years does not answer. ``predictions``: the ledger's states of the
    passages' projections (:data:`PassagePredictions`); where it holds one, it
    decides whether the sentence is past due, not the sentence's date.
    ``rivals``: names of entities like the ones asked about but not asked
    (:func:`.entities.rival_names`); a sentence naming one of them and none of
    ``named_apart`` (when given: the spellings of the asked entities that are not a market, which any
    forecaster's sentence names: "What did Goldman forecast for the market?") tells of that entity, and does not
    answer; ``many_valued``: the attribute asked has many values (investors, sites), so of sentences otherwise alike the one
    whose claims list more of them answers first; ``market``: a market is asked about, so a sentence forecasting
    answers its outlook asked ("What is the outlook for the humanoid market?") ("led by A with investment from B, C and D" before a sentence naming A
    alone, however much newer); nor does a sentence naming only funding rounds other
    than one the question names ("Series C", asked about the Series B). For a count
    asked ("how much", "how many"), only a sentence stating an amount answers;
    for a time asked ("when"), only one stating a date or period
    (:func:`states_time`) and naming one of ``must_mention``, if any.

    Returns :class:`Relevant` rows: answering ones first, live before past
    due (or reporting an earlier forecast), naming one of ``must_mention``
    before naming none (a price told of another product in a passage about
    the one asked), cued before word-sharing, for a count asked ("how many …")
    or a forecast ("What does Goldman expect for the market?") a sentence stating an amount (for "when …", a time)
    before one that does not, one naming a year of the period asked before
    one naming none, asked in the future tense ("How big will the market be?") one telling of what is still to come
    before one telling what was (:func:`claims.extraction.dates.looks_ahead`), then (for sentences saying the
    attribute asked, or for a forecast asked stating figures) the newest passage, then by similarity.
    """
    today = today or site_today()
    # an amount asked, however worded: "What is the price of …?" as "How much …?"
    counting = (bool(_COUNT_QUESTION.search(question)) or bool(_PAID_QUESTION.search(question))
                or bool(question_predicates(question, set(_AMOUNT_KEYS))))
    many = bool(_MANY_QUESTION.search(question))
    # a forecast asked ("What did Goldman forecast?"): a sentence with the forecast's figures ranks first, though
    # one without may answer
    forecast = bool(_FORECAST.search(question) or _FORECAST_ASKED.search(question)) and not counting
    timing = bool(_WHEN_QUESTION.search(question))
    year_asked = bool(_YEAR_QUESTION.search(question))  # "What year …": a year, not "last month"
    sided = asked_lane(question) is not None  # "What do critics say …": opinions, whatever their dates
    # "How big will the market be?": of sentences otherwise alike, one telling of what is still to come answers
    # before one telling what was ("just 13,317 were delivered in 2025").
    ahead = bool(_FUTURE_ASKED.search(question))
    # a stock's price ("a supplier's stock price jumped 62%") is no product's price, unless a share price is asked
    shares_asked = bool(_SHARE_PRICE.search(question))
    rate = _RATE_ASKED.search(question) if counting else None
    rounds = _rounds(question)
    # "How much money has X raised?": the noun after "how much" frames the amount asked, as "how much" alone does;
    # a sentence saying "raised $675 million" answers it without the word "money".
    frame = _AMOUNT_FRAME.search(question)
    # "Which AI company …", "What year …": the noun after "which" or "what" is the kind of answer asked, a word the
    # answering sentence need not use ("Boston Dynamics announced a partnership with Google DeepMind").
    kinds = {m.group(1).lower() for m in _WH_NOUN.finditer(question)}
    # "Which companies use Digit?": the answer names one; a sentence naming none of its own ("The device is first
    # being used to shift boxes") says how, not who.
    names_asked = bool(kinds) and all(_NAMED_KIND.fullmatch(k) for k in kinds)
    # "Who is sceptical about Optimus, and why?": the side asked is the lane the anchored opinions come from, not a
    # word an answering sentence must use.
    sides = {w for m in (*_BEAR_ASKED.finditer(question), *_BULL_ASKED.finditer(question)) for w in m.group(0).lower().split()}
    wanted = content_words(question, drop=set(drop) | kinds | sides | ({frame.group(1).lower()} if frame else set()))
    stems = {_stem(w) for w in wanted}
    cue_patterns = [_cue_re(c) for c in cues]
    # What else the question asks, beyond the attribute's own words: a sentence that answers shares one.
    focus = stems - _cue_words(cues)
    if forecast and market and not cues:
        # "What is the outlook for the humanoid market?": a sentence forecasting the market says what is asked, whether
        # or not it uses the question's word for a forecast (of a product, its plans are asked, in the vocabulary's words)
        cue_patterns.append(_FORECAST)
        focus -= {_stem(w.lower()) for w in _FORECAST_ASKED.findall(question)}
    # Asked what one side says, when the side's opinions were found (anchored), only they answer: a passage that
    # merely names the company ("Figure AI's humanoids are designed to …") is no critic's point.
    side_found = sided and any(getattr(p, "anchored", ()) for p in passages)
    out = []
    for passage in passages:
        similarity = 1.0 - float(getattr(passage, "distance", 1.0) or 0.0)
        if similarity < P3_MIN_SIMILARITY:
            continue
        sentences = sentence_texts(passage.text)
        if not stems and not cue_patterns and not side_found:
            if not entity_only:
                continue
            # Only entities asked about ("Tell me about Apptronik."): the nearest passage
            # naming one of them, from its first sentence that does.
            naming = [s for s in sentences if must_mention and _mentions(s, must_mention)]
            if naming:
                due, state = _due(naming[0], passage, today, predictions)
                out.append((passage, naming[0], _Rank(True, not due, True, False, False, False, False, False, 1, 0), similarity,
                            due, state))
            continue
        scored = []
        spans = getattr(passage, "anchored", ())
        # A passage that names none of the entities asked, and holds no claim of theirs, is about something else:
        # its sentences tell of that ("the cost will be decisive", near a question on Digit's price, is Apollo's).
        # (A one-word name in the case it is written: "two-digit" does not name Digit; "walking robots" names the
        # walking robot market.)
        elsewhere = bool(must_mention) and not spans and not _names_any(passage.text, must_mention, fold_phrases=True)
        for sentence in sentences:
            # A sentence holding a claim of the attribute asked says it, whatever its words (retrieval, P3).
            at = passage.text.find(sentence) if spans else -1
            # (a span may carry how many values its claim lists: ``retrieval.values_listed``)
            held = sum(rest[0] if rest else 1 for a, b, *rest in spans if a < at + len(sentence) and at < b) if at >= 0 else 0
            anchored = held > 0
            cued = anchored or any(c.search(sentence if shares_asked else _SHARE_PRICE.sub(" ", sentence))
                                   for c in cue_patterns)
            shared = {_stem(w) for w in content_words(sentence)} & stems
            mentions = bool(must_mention) and _mentions(sentence, must_mention)
            own = mentions and (not named_apart or _mentions(sentence, named_apart))
            numbered = (counting or forecast) and _states_amount(sentence, many)
            timed = timing and states_time(sentence, passage.known_at) and not (year_asked and not _YEAR.search(sentence))
            # A "when" question about an entity is answered by a sentence dating an event of that entity: one
            # that names none of the entities asked dates something else ("the other product launches in 2026").
            answers = (not elsewhere and (cued or not cue_patterns) and (bool(shared & focus) or not focus)
                       and not _about_another_period(sentence, period) and not _about_another_round(sentence, rounds)
                       and not _forecast_of_a_past_period(question, sentence, period, today)
                       and not _ASKS.search(sentence)  # a question the text asks answers nothing
                       and (numbered or not counting)
                       and (timed or not timing) and (mentions or not (timing and must_mention))
                       and (mentions or anchored or not (counting and must_mention and _POINTS_BACK.match(sentence)))
                       and (own or not _names_any(_INVESTORS_NAMED.sub(" ", sentence), rivals))
                       and (anchored or not side_found)
                       and (not names_asked or _names_other(sentence, must_mention or ())))
            # Asked what one side says, a forecast told as missed ("Tesla said in 2024 … and fell far short") is
            # that side's point, not a stale projection.
            due, state = _due(sentence, passage, today, predictions) if answers and not sided else ("", None)
            # A report of an earlier forecast ("in 2024 Tesla said it expected …") says what was predicted,
            # not what is: it ranks with the past-due ones, below a sentence saying what happened.
            # A figure the sentence reports as denied ("… was capable of 1,000 units per month, Musk refuted this")
            # is not what holds either.
            live = sided or (not due and not reports_earlier_forecast(sentence)
                             and not (counting and _DENIED.search(sentence)))
            # ("how many a month": a monthly figure first, as a year named or a round asked)
            scored.append((_Rank(answers, live, answers and (mentions or anchored), cued, anchored, numbered or timed,
                                 _in_period(sentence, period) or _tells_round(sentence, rounds)
                                 or bool(rate and numbered and _states_rate(sentence, rate.group(1).lower())),
                                 ahead and looks_ahead(sentence, published_at=passage.known_at),
                                 len(shared & focus) if cued else len(shared), held if many_valued else 0), mentions,
                           sentence, due, state))
        best = max(scored, key=lambda s: (s[0], s[1]), default=None)
        if best is not None and (best[0].cued or best[0].shared):
            out.append((passage, _with_whom(passage.text, best[2], sentences, must_mention) if not best[1] else best[2], best[0],
                        similarity, best[3], best[4]))
    # The best rank first; of equal rank, when they say the attribute asked, the newest passage (a question
    # asks what holds by its day); then the nearest.
    # (a forecast asked, one stating figures is as good as one in the attribute's words: the newest first, as forecasts
    # are revised)
    out.sort(key=lambda p: (p[2], site_date(p[0].known_at) if p[2].cued or forecast and p[2].stated else dt.date.min,
                            p[3]), reverse=True)
    return [Relevant(p, s, rank.answers, due, state) for p, s, rank, _, due, state in out]


def _named_apart(mentions: list[EntityMention]) -> list[str]:
    """Spellings of the asked entities that a sentence must name for a rival it names not to make it another's.

    A market asked with others: the others' ("What did Goldman forecast for the market?": any forecaster names the
    field). A robot asked with a company ("How much does Unitree's G1 cost?"): the robot's, so a sentence on
    another of the maker's robots ("Unitree Robotics launched the Unitree R1 at $5,900") does not answer it.
    [] otherwise.
    """
    kinds = {m.kind for m in mentions}
    if "market" in kinds:
        apart = [m for m in mentions if m.kind != "market"]
    elif "robot" in kinds and "company" in kinds:
        apart = [m for m in mentions if m.kind == "robot"]
    else:
        return []
    spellings = entity_matcher().spellings
    return sorted({name for m in apart for name in (m.name, m.text, *spellings.get(m.entity_id, ()))})


def _with_whom(text: str, sentence: str, sentences: list[str], names: list[str] | None) -> str:
    """An answering sentence of the passage ``text`` that names none of ``names``, with the next sentence when that
    one names one, as the passage writes them: "The committee has not finished its standard." is only about
    Walker X with "Until then, every Walker X near people is an experiment." after it."""
    at = sentences.index(sentence) if sentence in sentences else -1
    if not names or not 0 <= at < len(sentences) - 1 or not _mentions(sentences[at + 1], names):
        return sentence
    start = text.find(sentence)
    end = text.find(sentences[at + 1], start + len(sentence)) if start >= 0 else -1
    return text[start:end + len(sentences[at + 1])] if end >= 0 else f"{sentence} {sentences[at + 1]}"


def fuse(*, question: str, mentions: list[EntityMention], p1: list[Claim], p2: list[Claim],
         p3: list[Passage], entity_names: list[str], chain_phrase: str = "", period: Period | None = None,
         today: dt.date | None = None, predictions: PassagePredictions | None = None,
         rivals: Sequence[str] = ()) -> Fused:
    """Apply the fusion rules (module docstring) to one round of tiers.

    Args:
        question: the question (for a chained question, the part asked about the target), with its
            time phrases blanked out (:class:`.periods.QuestionTimes` ``rest``).
        mentions: entities named in the question (their names never count as attribute words).
        p1, p2: claims of those tiers; p3: passages with ``.distance``.
        entity_names: names and aliases of the entities asked about (dropped from P3 word matching).
        chain_phrase: the chain phrase already resolved, dropped from word matching.
        period: the valid period asked about (the tiers hold only claims about it), or None.
        today: the question's day (its ``as_of``, else today): projections due before it are past due.
        predictions: the ledger's states of the passages' projections (:func:`relevant_passages`).
        rivals: names of entities like the asked ones, not asked (:func:`relevant_passages`).

    Returns a Fused; ``insufficient`` when nothing relevant was found.
    """
    fused = Fused()
    plain = strip_chain(strip_mentions(question, mentions), chain_phrase)
    drop = {w for n in entity_names for w in content_words(n)} | content_words(chain_phrase) | {"team"}
    predicates = {c.predicate for c in (*p1, *p2)}
    predicates |= {ended for ending, ended in ENDING_PREDICATES if ending in predicates}  # a pause tells of a deployment
    attribute, phrase = asked_attribute(plain, predicates)
    # what the question asks for, held by P1 and P2 or not
    asked, _ = asked_attribute(plain, predicates | {p.key for p in PREDICATES})
    if attribute is not None:
        if asked is not None and asked not in predicates:
            # The question asks for something P1 and P2 do not hold ("when will it be sold to customers"
            # asks for a sales plan, not where it is deployed): the passages answer, or nothing does.
            attribute, phrase = None, ""
    if attribute is not None:
        drop |= content_words(phrase)
        fused.attribute = attribute
        single = fused.single = predicate_of(attribute).single_valued
        # What ended the attribute's state answers for it too: "Is Figure working at BMW?" — "it paused".
        ends = {ending for ending, ended in ENDING_PREDICATES if ended == attribute}
        p1_hits = [c for c in p1 if c.predicate == attribute or c.predicate in ends]
        p2_hits = [c for c in p2 if c.predicate == attribute or c.predicate in ends]
        if attribute == "leadership" and _FOUNDER_ROLE.search(phrase):
            # "Who founded Figure AI?" asks for its founders, not every leader the sources name.
            p1_hits, p2_hits = ([c for c in hits if _FOUNDER_ROLE.search(f"{c.qualifier} {c.object_text}")]
                                for hits in (p1_hits, p2_hits))
        officer = _officer_asked(plain) if attribute == "leadership" else None
        if officer:
            p1_hits, p2_hits = ([c for c in hits if officer.search(f"{c.qualifier} {c.object_text} {c.statement}")]
                                for hits in (p1_hits, p2_hits))
        if attribute == "leadership" and not (_DEPARTURE.search(plain) and not _SUCCESSION.search(plain)):
            # "Who is running Sanctuary AI?" asks who leads it: a leader leaving tells who no longer does, so when
            # the evidence names one who stays or steps in ("tapped James Wells to step in as interim CEO"),
            # departures do not answer.
            p1_hits, p2_hits = ([c for c in hits if not _DEPARTURE.search(c.statement)] or hits
                                for hits in (p1_hits, p2_hits))
        if not _PART_ASKED.search(plain):
            # "How many degrees of freedom does Figure 02 have?" asks for the robot's total, not a hand's ("16 per
            # hand"), when a figure for the whole is on record (the infobox's choice too)
            p1_hits, p2_hits = ([c for c in hits if not part_of(c.object_text)] or hits for hits in (p1_hits, p2_hits))
        asked_rounds = _rounds(plain) if predicate_of(attribute).qualifier == "round" else set()
        if asked_rounds and any(c.qualifier in asked_rounds for c in (*p1_hits, *p2_hits)):
            # "How much did Figure AI raise in its Series B?" asks for that round, not every round on record.
            p1_hits, p2_hits = ([c for c in hits if c.qualifier in asked_rounds] for hits in (p1_hits, p2_hits))
        if _WHEN_QUESTION.search(plain):
            # "When …?" asks for a time: a claim whose statement names none says what, not when; the passages
            # may say when, or nothing answers.
            p1_hits = [c for c in p1_hits if states_time(c.statement, c.known_at)]
            p2_hits = [c for c in p2_hits if states_time(c.statement, c.known_at)]
        if p1_hits:
            fused.tier = "P1"
            if single:
                winner, others = choose_single(p1_hits, period=period)
                fused.answer = [cite_claim(c, "P1") for c in winner]
                fused.conflicts = [cite_claim(c, "P1") for c in others]
                p2_hits = [c for c in p2_hits if same_fact(c, winner[0])]
            else:
                fused.answer = [cite_claim(c, "P1") for c in _distinct_values(p1_hits)]
            held = {value_key(c) for c in p1_hits}
            fused.other_sources_say = [cite_claim(c, "P2") for c in _distinct_values(
                [c for c in p2_hits if value_key(c) not in held], limit=10)]
            fused.reason = f"P1 holds {attribute} ({len(p1_hits)} claims); P2 values differing from P1 listed"
        elif p2_hits:
            fused.tier = "P2"
            if single:
                winner, others = choose_single(p2_hits, period=period)
                fused.answer = [cite_claim(c, "P2") for c in winner[:1]]
                fused.conflicts = [cite_claim(c, "P2") for c in others]
            else:
                fused.answer = [cite_claim(c, "P2") for c in _distinct_values(p2_hits)]
            fused.reason = f"P1 silent on {attribute}; P2 holds it ({len(p2_hits)} claims)"
    if _PAST_COUNT_QUESTION.search(plain):
        # "How many Optimus robots did Tesla build?": what is counted and the verb asking for it are the
        # attribute's words, not a topic a sentence must share ("Tesla built a few hundred units" answers).
        drop |= _COUNTED | {w for target in _OUTCOME_OF for hit in _phrase_hits(plain, target) for w in content_words(hit)}
    many_valued = asked is not None and not predicate_of(asked).single_valued and not _COUNT_QUESTION.search(plain)
    relevant = relevant_passages(plain, p3, drop=drop, must_mention=entity_names, many_valued=many_valued,
                                 market=any(m.kind == "market" for m in mentions),
                                 entity_only=attribute is None and not chain_phrase,
                                 cues=vocabulary_cues(plain), today=today, period=period, predictions=predictions,
                                 rivals=rivals, named_apart=_named_apart(mentions))
    if fused.answer:
        fused.context = [cite_passage(r.passage, r.sentence) for r in relevant if not r.past_due][:2]
        return fused
    answering = [r for r in relevant if r.answers]
    if answering:
        best = answering[0]
        fused.tier = "P3"
        fused.answer = [cite_passage(best.passage, best.sentence)]
        fused.best_sentence = best.sentence
        fused.past_due = best.past_due
        fused.prediction = best.prediction if best.past_due else None
        more: list[Relevant] = []
        if many_valued and not best.past_due:
            # "Where is Digit deployed?": each site may be told in another passage; the live ones answer together
            said = {_norm(best.sentence)}
            for r in answering[1:]:
                if not r.past_due and _norm(r.sentence) not in said and len(more) < P3_MANY - 1:
                    more.append(r)
                    said.add(_norm(r.sentence))
            fused.answer += [cite_passage(r.passage, r.sentence) for r in more]
            fused.more_sentences = [r.sentence for r in more]
        fused.context = [cite_passage(r.passage, r.sentence) for r in relevant
                         if r is not best and r not in more and not r.past_due][:2]
        fused.reason = (f"no P1/P2 claim holds the asked attribute ({attribute or 'none found'}); "
                        f"answered from P3 text" + (f" (a projection due by {best.past_due})" if best.past_due
                                                    else ""))
        return fused
    fused.reason = (f"nothing relevant: attribute {attribute or 'none found'}, {len(p3)} passages, "
                    f"{len(relevant)} on the topic, none saying what is asked")
    return fused
