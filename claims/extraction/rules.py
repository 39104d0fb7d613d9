"""The offline claim extractor, ``extract.rules.v2``: spaCy's tokenizer and matchers, rules, no model.

``extract_claims`` reads a cleaned document text (:mod:`claims.cleaning`) in five steps:

1. **Sentences** (:mod:`.text`): one line at a time, lead-ins (speaker labels,
   datelines, rubrics) left out of the span.
2. **Entities** (:mod:`.mentions`): registry names and aliases, with the
   document's discourse: "the company", "the robot", "it", "its robots",
   "the humanoid market" resolve to the entity meant; speakers and modifiers
   ("Nvidia-backed") are marked.
3. **Clauses and kinds**: a sentence is cut at "; ", ", but ", ", and …" where
   both sides say something; each clause's cue words (:mod:`.lexicon`), money
   (:mod:`.money`), quantities (:mod:`.quantities`) and time expressions
   (:mod:`.dates`) decide which claim types it makes (rules below).
4. **Claims**: one per fact a clause states — a round and its valuation, each
   measured quantity, each customer or site, each dated target — with its
   predicate (:mod:`claims.vocabulary`), object, qualifier and valid time.
5. **Subject**: funding is about the company that gets the money; everything
   else about the robot when one is meant, else its maker, else the company
   named, else the market; never a speaker, a modifier or an investor.

Stance, hedging and forward-looking are read from cue words; the router
(:mod:`claims.routing`) turns them into a lane. Untrusted text stays text
(DESIGN.md invariant 7): an instruction inside a document is only words.
"""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter
from dataclasses import dataclass, field
from decimal import Decimal
from functools import lru_cache
from itertools import islice

from ..identity import duplicate_key
from ..vocabulary import predicate as predicate_of
from ..vocabulary import role_canonical
from .dates import PERFECT, TimeExpression, names_occasion, names_weekday, resolve_time_expressions
from .lexicon import NO_DOUBT_AFTER_CANT, cue_spans, is_region
from .mentions import (
    COMPANY_NOUNS, INVESTOR_AFTER, NOT_AN_OWNER, SAID_OPENS_BEFORE, SAYS_ITS, SHARE_VERB, Mention, Registry, SentenceEntities, document_topic, find_mentions,
    is_affiliation, is_speaker, named_as_field_example, registry_for, resolve, whole_word,
)
from .money import MoneyAmount, find_money
from .quantities import COUNT_UNITS, PART_COUNTS, VAGUE, Quantity, count_value, find_quantities, number_words_value
from .schema import EntityRef, ExtractedClaim, ExtractionResult, ProposedEntity
from .text import Sentence, sentences, sources_named_alone

__all__ = ["PIPELINE", "extract_claims"]

PIPELINE = "extract.rules.v2"

_MAX_OBJECT_WORDS = 12
#: Claim types a sentence that names no one cannot make about the document's subject.
_NOT_FROM_TOPIC: frozenset[str] = frozenset()
#: What a robot company does (builds, plans, ships), rather than what its robot is or does.
_PRODUCTION = frozenset({"production_capacity", "production_target", "units_produced", "floor_area"})
_COMPANY_ACTIVITY = _PRODUCTION | {"shipments"}
#: Measured properties of a product: told in the future tense they stay statistics (lane bull).
_SPEC_PREDICATES = frozenset({"price", "subscription_price", "payload", "runtime", "speed", "degrees_of_freedom", "height", "weight"})
#: A modal that makes a deployment a possibility: "may never be deployed", "could be used at".
_HEDGE_MODAL = re.compile(r"\b(?:may|might|could|would)\s+(?:\w+\s+)?(?:be|have)\b", re.I)
#: A fact held in doubt or question: "critics doubt Figure 02 ever worked at BMW", "question whether", "unlikely to".
_DOUBTED = re.compile(r"\b(?:doubts?|doubted|doubting|question(?:s|ed|ing)?\s+(?:whether|if|that)|whether|unlikely|if\s+ever"
                      r"|ever\s+(?:worked|been)|(?:may|might|will|would)\s+never)\b", re.I)
#: A negation just before a figure: "without selling a single", "never built more than".
_NEGATED_BEFORE = re.compile(r"(?:\b(?:without|not|never|no)\b|\w+n['’]t\b)[^,;]{0,30}$", re.I)
#: Counts of robots told as done: facts that stay beside any judgement of them ("only a few hundred were built").
_COUNT_PREDICATES = frozenset({"units_produced", "units_deployed", "shipments"})

# ----------------------------------------------------------------------------- patterns

_MARKET_WORD = re.compile(r"\b(?:market|TAM|addressable)\b", re.I)
#: Words that open a concession, whose main clause is the point: "Although …, …", "Despite …, …", "Until …, …".
_CONCESSIVE = r"(?:although|though|even\s+though|even\s+if|while|whereas|despite|in\s+spite\s+of|for\s+all|until|unless)"
#: A leading concessive clause, up to its comma, its first word capitalised: "Although the terms were not disclosed, …".
_CONCESSION = re.compile(rf"\s*(?-i:(?=[A-Z])){_CONCESSIVE}\b[^,;]{{3,200}}?,", re.I)
#: A target told as missed: "missed its target of delivering 1,000 robots", "fell short of its goal of 5,000 units".
#: The plan a count done falls short of: output made misses a production target, robots shipped a shipments one.
_PLAN_OF_COUNT = {"units_produced": "production_target", "shipments": "shipments", "units_deployed": "deployment_target"}
_MISSED_TARGET = re.compile(r"\b(?:missed|miss(?:es|ing)?|f(?:e|a)ll(?:s|ing)?\s+short\s+of|failed\s+to\s+(?:meet|reach|hit|achieve)"
                            r"|(?:well\s+|far\s+)?short\s+of|below)\s+(?:its|their|the|a|his|her)\s+(?:[\w-]+\s+){0,2}"
                            r"(?:target|goal|forecast|guidance|plan|promise|projection)s?\b"
                            # a figure short of what someone had talked up: "well short of the thousands Musk had
                            # promised"; a target left out of reach
                            r"|\b(?:well\s+|far\s+)?short\s+of\s+(?:the\s+)?[^.;]{1,40}?\b(?:had|has|have)\s+(?:\w+\s+)?"
                            r"(?:talked\s+up|promised|touted|pledged|predicted|forecast|projected|targeted)\b"
                            r"|\b(?:target|goal|promise|deadline)s?\b[^.;]{0,20}?\b(?:far|well|still)?\s*out\s+of\s+reach\b", re.I)
#: A count told as what was promised or predicted ("has long promised a robot army of 1 million humanoids",
#: "predicted 10,000 robots a year"): the count is the promise, a projection however old the promise is.
_PROMISED_BEFORE = re.compile(r"\b(?:promis(?:e|es|ed|ing)|predict(?:s|ed|ing)?|pledg(?:e|es|ed|ing)|vow(?:s|ed|ing)?"
                              r"|envision(?:s|ed|ing)?|touted)\b[^.;:!?]{0,80}$", re.I)
#: Targets told as met: "had met its productivity targets", "met every performance target BMW set".
_TARGET_MET = re.compile(r"\b(?:met|hit|exceeded|surpassed|beat)\s+(?:(?:all|every|each|most)\s+(?:of\s+)?)?(?:its|their|the|his|her"
                         r"|our)?\s*(?:[\w-]+\s+){0,2}?(?:targets?|goals?|benchmarks?|expectations?|requirements?|KPIs?)\b",
                         re.I)
#: What little came of a promise, told after it: "…, but only a few hundred were built", "but just 12 shipped".
_ONLY_AFTER_PROMISE = re.compile(r",?\s+(?:but|yet)\s+(?:so\s+far\s+)?(?:only|just|barely|fewer\s+than|less\s+than)\s+"
                                 r"(?:about\s+|around\s+|some\s+)?(?:an?\s+)?(?:few|handful|dozen|\d|one|two|three|four|five|six"
                                 r"|seven|eight|nine|ten|twenty|fifty|hundred)", re.I)


def _promise_cut_short(text: str, clause: _Clause) -> int | None:
    """Where what little came of a promise made in ``clause`` is told, in this clause or as the next one begins
    ("Tesla had promised thousands by the end of 2025, but only a few hundred were built"): an offset, or None."""
    short = _ONLY_AFTER_PROMISE.search(text, clause.start, min(len(text), clause.end + 60))
    if short is None or not _PROMISED_BEFORE.search(text, clause.start, short.start()):
        return None
    return short.start()


#: A figure told as what someone pictures: "envisions humanoids serving millions of tasks", "dreams of a billion robots".
_ENVISIONED_BEFORE = re.compile(r"\b(?:envision(?:s|ed|ing)?|envisag(?:e|es|ed|ing)|imagin(?:e|es|ed|ing)|dream(?:s|ed|ing)?\s+of"
                                r"|fantasi[sz](?:e|es|ed|ing))\b[^.;:!?]{0,80}$", re.I)
#: A line or plant still being built, before the count it is for: "We are building a production line to enable
#: 1000/month production", "is setting up a factory that can make 10,000 robots a year", "we're building another four".
_BEING_BUILT_BEFORE = re.compile(r"\b(?:is|are|am|['’]re|['’]s)\s+(?:now\s+|currently\s+|still\s+)?(?:building|constructing"
                                 r"|setting\s+up|preparing|readying)\s+(?:(?:a|an|its|their|our|the|new|first|second|third"
                                 r"|dedicated|\w+-generation|(?-i:[A-Z][\w-]*))\s+)*(?:production\s+|manufacturing\s+|assembly\s+)?"
                                 r"(?:lines?|factory|factories|plants?|facility|facilities|gigafactory)\b"
                                 # (what the plant has done already is no plan: "…, produced 2,000 units in 2025")
                                 r"(?:(?!\b(?:already|produced|made|built|manufactured|delivered|shipped)\b)[^.;:!?]){0,60}$"
                                 r"|\b(?:is|are|am|['’]re)\s+building\s+another\s+$", re.I)
#: A clause going on with what the clause before it sized: "and by 2050 it will reach …".
_SIZE_CONTINUED = re.compile(r"\W*(?:and\s+|while\s+)?(?:(?:by|in)\s+\d{4},?\s+)?(?:it|that|this)\s+(?:will|could|would|may|might"
                             r"|is\s+(?:expected|forecast|projected|set)\s+to)\b", re.I)
#: What several companies did each: "Unitree and AgiBot each shipped about 5,000 units".
_EACH = re.compile(r"\beach\s+(?:(?:have|has|had|also|reportedly)\s+)?[a-z]+ed\b[^,;]*", re.I)


#: "each" right after a figure: "with more than 5,000 shipments each" (not "each year", "each other").
_EACH_AFTER_FIGURE = re.compile(r"[\d,.]*[^,;.]{0,40}?\beach\b(?!\s+(?:year|month|week|day|quarter|shift|hour|other|of)\b)", re.I)


def _each_of(text: str, clause: _Clause, drafts: list[_Draft], entities: SentenceEntities) -> list[_Draft]:
    """The clause's figures told of several companies "each": one draft per company named before "each"
    ("Unitree and AgiBot each shipped about 5,000 units", "… led the field with more than 5,000 shipments each")."""
    each = _EACH.search(text, clause.start, clause.end)
    if each:
        lo, hi = each.start(), each.end()
    else:
        told = next((m for d in drafts if d.anchor is not None and d.claim_type == "statistic"
                     and (m := _EACH_AFTER_FIGURE.match(text, d.anchor, clause.end))), None)
        if told is None:
            return drafts
        lo, hi = told.start(), told.end()
    named = list(dict.fromkeys(m.slug for m in entities.mentions if not m.implicit and not m.attributive
                               and m.kind == "company" and clause.start <= m.start < lo))
    if len(named) < 2:
        return drafts
    out = []
    for d in drafts:
        if d.anchor is not None and lo <= d.anchor < hi and d.claim_type in ("statistic", "funding"):
            out += [_Draft(**{**d.__dict__, "subject_slug": slug}) for slug in named]
        elif d.anchor is not None and d.anchor >= hi \
                and re.search(r"\b(?:together|combined|jointly|between\s+them)\b", text[hi:d.anchor], re.I):
            continue  # "…, together contributing nearly 10,000 units": the companies' sum, no one company's figure
        else:
            out.append(d)
    return out


def _makers_listed(doc: _Doc, clause: _Clause, drafts: list[_Draft], entities: SentenceEntities) -> list[_Draft]:
    """A customer's deployment of robots told by their makers ("GXO is testing humanoid robots from Agility,
    Apptronik and Reflex Robotics"): one deployment per maker listed so (:data:`_MAKERS_LISTED_BEFORE`), each the maker's
    (the customer is the site). Drafts are returned unchanged when the clause names no maker that way."""
    registry = doc.registry
    makers = list(dict.fromkeys(
        m.slug for m in entities.mentions if not m.implicit and m.kind == "company" and clause.start <= m.start < clause.end
        and _MAKERS_LISTED_BEFORE.search(doc.text, max(clause.start, m.start - 120), m.start)
        and (registry.robots_of(m.slug) or m.slug in registry.robot_companies)))
    if not makers:
        return drafts
    # a robot of the maker's named in the clause is what was tested ("tested Digit, the robot from Agility, at …")
    named = {registry.makers.get(m.slug): m.slug for m in entities.mentions if m.kind == "robot" and not m.implicit
             and clause.start <= m.start < clause.end and doc.text[m.start:m.start + 1].isupper()}
    makers = list(dict.fromkeys(named.get(slug, slug) for slug in makers))
    out = []
    for d in drafts:
        if d.predicate == "deployed_at" and not d.subject_slug:
            out += [_Draft(**{**d.__dict__, "subject_slug": slug}) for slug in makers]
        else:
            out.append(d)
    return out


#: A list's item before its last one: "…, offices" (one or two words after a comma).
_LIST_ITEM_BEFORE = re.compile(r",\s+(?:[\w'’-]+\s+)?[\w'’-]+$")
#: A verb before the next comma: what follows "and" is a clause, not a list's last item ("…, and plans to bring them").
_VERB_AHEAD = re.compile(r"[^,;]*?\b(?:is|are|was|were|has|have|had|will|would|can|could|may|might|should|must|does|did"
                         r"|plans?|aims?|expects?|hopes?|wants?|said|says|told|\w+ed)\b", re.I)
_SHORT_DESPITE = re.compile(r"\s*(?:Despite|In\s+spite\s+of)\s+(?:[\w'’-]+\s+){0,3}[\w'’-]+,")
#: Who states a headline, and its verb in Title Case (a headline's): "Musk Says", "Goldman Sachs Estimates".
_HEADLINE_SPEAKER = (r"[A-Z][\w.'’&-]*(?:\s+[A-Z][\w.'’&-]*){0,3}\s+(?:Says?|Said|Warns?|Claims?|Admits|Confirms|Reveals"
                     r"|Insists|Argues?|Predicts?|Finds?|Reports?|Estimates?)")
#: Who acts in a headline's second clause, and its verb in Title Case: "Hyundai Plans", "Xpeng Eyes".
_HEADLINE_ACTOR = (r"[A-Z][\w.'’&-]*(?:\s+[A-Z][\w.'’&-]*){0,3}\s+(?-i:Plans?|Eyes|Sets|Targets|Aims|Expects|Wants|Unveils"
                   r"|Debuts|Launches|Raises|Signs|Deploys|Tests|Pilots|Orders|Buys|Invests)")
#: A clause opening on a headline's actor (:data:`_HEADLINE_ACTOR`).
_HEADLINE_ACTOR_OPENS = re.compile(r"\s*" + _HEADLINE_ACTOR)
_CLAUSE_SPLIT = re.compile(
    r";\s+"
    r"|,\s+(?:and|but|while|whereas|although|though|yet)\s+"
    r"|,\s+which\s+(?=(?:is|was|are|were|would\s+be|could\s+be|raises|poses|marks|means|will|may\s+seem|might\s+seem|seems)\b)"
    r"|\s+but\s+"
    r"|\s+[—–]\s+(?=[a-z])"
    # a plan told after a comma in an infinitive: "XPeng unveils IRON, to begin mass production by end of 2026"
    r"|,\s+(?=to\s+(?:begin|start|enter|go\s+on\s+sale|ship|hit\s+(?:the\s+)?market)\b)"
    # a second aim after a first: "plans to begin mass production by the end of 2026, aiming to sell millions of units"
    r"|,\s+(?=(?:aiming|hoping|seeking|looking)\s+to\s+(?:sell|ship|deliver|produce|build|make|deploy|reach|hit|have|put)\b)"
    r"|\s+and\s+(?=(?:now\s+|also\s+|then\s+)?(?:will|plans|aims|intends|expects|hopes|wants"
    r"|(?:is\s+(?:reportedly\s+|also\s+|now\s+)?)?(?:set|looking|planning|preparing|getting\s+ready|gearing\s+up)(?=\s+to\b)"
    r"|is\s+(?:set|looking|planning))\b)"
    # "Figure raised $1 billion … and said it will start home trials": what it said is a claim of its own
    r"|\s+and\s+(?=(?:also\s+)?(?:said|says|announced|added|confirmed|revealed)\s+(?:that\s+)?(?:it|they|the\s+company)\b)"
    # "costs $20,000 and ships to customers next year": the price, and when it goes on sale
    r"|\s+and\s+(?=(?:ships|goes\s+on\s+sale|arrives|hits\s+(?:stores|shelves))\b)"
    # "… on track to reach 10,000 units in 2026, Zhou announced, after the company produced 1,000 robots": what was
    # done before the plan is a fact of its own
    r"|,\s+(?=after\s+(?:the\s+(?:company|firm|startup|maker)|it|they|we)\s+(?:had\s+)?(?:produced|built|made|shipped"
    r"|delivered|sold|deployed|raised|secured|reached|completed)\b)"
    # a headline's second claim, told by someone: "Tesla Outlines Optimus Production Goals, Musk Says Current Robot
    # 'Far From Final Form'"
    r"|,\s+(?=" + _HEADLINE_SPEAKER + r"\s)"
    # a headline's second claim, of someone else: "Boston Dynamics Debuts Atlas, Hyundai Plans 2028 Factory Rollout"
    r"|,\s+(?=" + _HEADLINE_ACTOR + r"\s)"
)
#: Where a headline's second claim starts, told by someone or of someone else (above): the two sides are never one
#: clause.
_HEADLINE_SAYS = re.compile(r",\s+(?:" + _HEADLINE_SPEAKER + r"|" + _HEADLINE_ACTOR + r")\s")
#: An epithet in apposition: ", the world's largest contract logistics provider", ", one of the biggest carmakers".
_EPITHET = re.compile(r",\s+(?:the|a|an|one\s+of\s+the)\s+(?:[\w-]+['’]s\s+)?(?:[\w-]+\s+)?(?:largest|biggest|leading|top|oldest"
                      r"|best-known|most\s+[\w-]+|first)\b[^,;.]*", re.I)
#: An appositive describing a company, to the clause's end: "…, a Vancouver-based robotics company looking to build
#: the world's first …" (what it aims at, not what the clause tells of it).
_COMPANY_APPOSITIVE = re.compile(
    r",\s+(?:a|an|the)\s+(?:[\w.&-]+,?\s+){0,6}(?:company|startup|start-up|firm|maker|developer|manufacturer)"
    r"\s+(?:that|which|looking|aiming|seeking|building|developing|working|whose|with|focused)\b.*$", re.I | re.S)
_EDGE = "\"'“”‘’«» \t\r\n"
#: Words tying a sentence to the one before ("so" only as a conjunction: "So far, 300 were built" keeps it).
_COORDINATORS = r"and|but|so(?!\s+(?:far|much|many|long|that)\b)|also|yet"
_LEADING_CONJ = re.compile(rf"^(?:(?:{_COORDINATORS}|while|whereas|although|though)\s+)+", re.I)
_LEADING_COORDINATOR = re.compile(rf"^(?:(?:{_COORDINATORS})\s+)+", re.I)
_SUBORDINATOR = re.compile(r"^(?:while|whereas|although|though|even\s+though)\s+(?=[^,]+,\s*\S)", re.I)
_SERIES = re.compile(r"\b(?:(Series)\s+([A-H])\d?\+?|(pre-seed|seed|angel|bridge|pre-IPO|strategic)\s+(?:round|funding|financing))\b", re.I)
_VALUATION_NEAR = re.compile(r"valuation|valued|valuing|values?\b|worth|market\s+cap", re.I)
_VALUATION_AFTER = re.compile(r"\s*(?:-\s*)?(?:post-money\s+|pre-money\s+)?(?:(?:Series\s+[A-H]\d?\+?|seed|pre-IPO)\s+)?"
                              r"(?:valuation|market\s+cap)", re.I)
#: A measure told as the robot's adjective, right before its name or noun: "The 5-foot, 9-inch Digit", "a 60 kg robot".
_SPEC_ADJECTIVE = re.compile(r"[\d.,]+[\w\s,'’\"-]{0,14}?\s*(?:(?-i:[A-Z])[\w-]+|(?:humanoid\s+)?(?:robot|humanoid|android|machine)s?)\b"
                             r"(?=\s+(?:is|was|has|can|will|stands|weighs|walks|works|aims|carries|looks|comes|[a-z]+s)\b)", re.I)
#: A backer's share of a round, before its amount: "Microsoft might provide about $95 million".
_BACKER_SHARE = re.compile(r"(?-i:[A-Z])[\w&.'’-]*\s+(?:(?:might|may|could|would|will|is\s+set\s+to|plans\s+to)\s+)?"
                           rf"{SHARE_VERB}s?\s+(?:about\s+|around\s+|some\s+|up\s+to\s+)?$", re.I)
#: Who gives a share: the last capitalised name before the verb ("OpenAI is considering a $5 million investment").
_SHARE_GIVER = re.compile(r"(?-i:[A-Z])[\w&.'’-]*(?:\s+(?-i:[A-Z])[\w&.'’-]*){0,2}(?=\s+(?:(?:might|may|could|would|will|is)\s+)?"
                          rf"(?:{SHARE_VERB}|considering))")
#: Words of money raised, without which "led by" heads a ranking, not a round.
_FUNDING_CONTEXT = re.compile(r"\b(?:round|funding|financing|raise[sd]?|raising|invest\w*|series\s+[a-h]|seed|capital|stake"
                              r"|valuation|backers?|investors?|money)\b", re.I)
_INVESTORS = re.compile(
    r"\b(?:led\s+by|co-led\s+by|spearheaded\s+by|(?:investors?|backers?)\s+(?:list\s+|roster\s+|line-?up\s+)?"
    r"(?:in\s+(?:the|this|that)\s+(?:round|financing|raise|deal)\s+)?"
    r"(?:include[sd]?|including|such\s+as|like)|(?:with\s+)?participation\s+(?:from|by)"
    r"|backed\s+by(?!\s+(?:[\w-]+\s+){0,2}(?:developments?|technolog\w+|research|data|evidence|science|experience))"
    r"|investments?\s+from|funding\s+from|joined\s+by|alongside|(?:new|existing)\s+investors|(?:-|\s)led\b"
    # backers named after the money: "raised $675 million from Nvidia, Microsoft and Jeff Bezos"
    r"|\b(?:raised|raises|raising|secured|secures|received|receives|closed|landed)\s+[^.;]{0,60}?\bfrom\s+(?:the\s+)?(?=(?-i:[A-Z]))"
    r"|(?:(?:took|take|takes|taking)\s+part|participated)\s+in\s+(?:the|this|that|its|[\w&.-]+['’]s?)\s+(?:[\w-]+\s+){0,2}"
    r"(?:round|financing|raise|funding)"
    r"|(?:are|were|is|was)\s+(?:also\s+)?among\s+(?:the\s+)?(?:[\w&.-]+['’]s?\s+|its\s+|their\s+)?(?:investors|backers|shareholders)"
    # "Investors in Figure include …", "counts Microsoft and Nvidia among its investors"
    r"|(?:investors?|backers?)\s+in\s+(?:[\w&.-]+\s+){1,3}(?:include[sd]?|including)"
    r"|\bcounts?\s+[^.;]{3,80}?\s+among\s+(?:its|their)\s+(?:investors|backers|shareholders))",
    re.I,
)
#: A company bought, told in an aside on it: "Boston Dynamics, which Hyundai acquired in 2021, …".
_ACQUIRED_ASIDE = (r",\s+which\s+(?-i:[A-Z])[\w&.-]*(?:\s+(?-i:[A-Z])[\w&.-]*){0,3}\s+(?:acquired|bought|purchased)"
                   r"(?=\s+(?:in\s+\d{4}|for\b|last\b|earlier\b)|\s*,)")
#: The sale aside and the comma that closes it, before the clause's own news.
_SALE_ASIDE = re.compile(_ACQUIRED_ASIDE + r"[^,;]{0,40},", re.I)
#: Who owns a company: "majority-owned by Hyundai", "a subsidiary of SoftBank", "a controlling stake in Kia".
_OWNED = re.compile(r"\b(?:(?:majority|wholly|fully|partly|partially)[- ])?owned\s+by\s+(?!(?:its|their|his|her)\b)(?:the\s+)?"
                    r"(?:[a-z-]+\s+)?(?=[A-Z])|\bsubsidiary\s+of\b"
                    r"|\b(?:controlling|majority)\s+(?:stake|interest|shareholding)\s+in\b"
                    r"|\b(?:took|takes?|taken)\s+over\s+(?!as\b)(?:the\s+)?(?:[\w-]+\s+){0,3}(?:firm|company|startup|maker|business)\b"
                    r"|" + _ACQUIRED_ASIDE, re.I)
#: A stake bought, its verb in group 1: "took a controlling stake in", "acquired a 63.75% stake in".
_STAKE_BOUGHT = re.compile(r"\b(takes?|took|taken|taking|buys?|bought|buying|acquires?|acquired|acquiring|purchased)\s+"
                           r"(?:an?\s+)?(?:(?:[\w.%-]+\s+){0,2}?stake\s+in|control\s+of(?=\s+(?-i:[A-Z])|\s+an?\s+(?:[\w-]+\s+){0,2}?[\w-]+-listed)"
                           r"|(?:a\s+)?controlling\s+interest\s+in)\b\s*", re.I)
#: Money put into a company without a round's words: "takes a stake in Apptronik", "has invested a sum in X".
_STAKE_TAKEN = re.compile(_STAKE_BOUGHT.pattern +
                          r"|\binvest(?:s|ed|ing)?\b(?![^.;]{0,60}?\b(?:plans?|opportunit\w+|thesis)\b)[^.;]{0,60}?\bin\s+(?:the\s+)?(?=[A-Z])"
                          r"|\bstake\s+in\s+(?:[\w-]+\s+){0,3}(?=[A-Z])", re.I)
#: A stake sold or only weighed: "sold its stake in", "is weighing a stake in".
_STAKE_NOT_TAKEN = re.compile(r"\b(?:sold|sells?|selling|sale\s+of|divest\w*|offload\w*|dump\w*|exit\w*|weigh\w*"
                              r"|consider\w*|mull\w*|explor\w*)\b[^.;]{0,30}\bstakes?\b", re.I)
#: A holding in a company given up: "sold its controlling stake in", "divested its holding in", "selling its shares to".
_STAKE_SOLD = re.compile(r"\b(?:sold|sells?|selling|sale\s+of|divest\w*|offload\w*|dump\w*|exit\w*)\s+(?:[^.;]{0,30}?\s)?"
                         r"(?:stakes?|holdings?|shareholdings?|interests?|shares)\s+(?:in|to)\b", re.I)
#: Who bought what was sold, by name: "… to SoftBank", "… to the Japanese group SoftBank".
_SOLD_TO = re.compile(r"\bto\s+(?:the\s+|an?\s+)?(?:[a-z-]+\s+){0,3}[A-Z]")
_INVEST_VERB = re.compile(r"\binvest(?:s|ed|ing)?\b", re.I)
_INVEST_IN_KIND = re.compile(r"\b(?:companies|firms|startups|businesses|start-ups)\s+(?:like|such\s+as|including)\s+$", re.I)
_INVESTOR_IN = re.compile(r"\b(?:an?\s+|the\s+|existing\s+|new\s+|early\s+|lead\s+)?(?:investors?|backers?|shareholders?)\s+in\s+", re.I)
#: What a doubt raised is: "raised concerns", "raises questions", "raised eyebrows".
_DOUBT_NOUNS = r"(?:doubts?|questions?|concerns?|eyebrows|fears?|alarm)"
_RAISES_DOUBT = re.compile(r"\brais(?:e|es|ed|ing)\s+(?:\w+\s+){0,2}(?:" + _DOUBT_NOUNS + r"|the\s+bar)\b"
                           # "whether any of them will turn a profit remains an open question", "it remains to be seen
                           # whether …": what will happen told as open is a doubt, not a plan
                           r"|\b(?:remains?|remained)\s+(?:an\s+)?(?:open\s+question|unclear|uncertain|unproven|to\s+be\s+seen"
                           r"|anyone['’]s\s+guess)\b"
                           r"|\b(?:there\s+is\s+|there['’]s\s+)?no\s+guarantee\b"
                           # a figure told as falling short: "lasts barely two hours, far short of a full shift"
                           r"|,\s+(?:well\s+|far\s+|still\s+)short\s+of\b|\bbarely\s+(?=\d|an?\b|one\b|two\b|three\b|half\b)"
                           # a trial that changed nothing: "the pilot showed no measurable gain in output"
                           r"|\bno\s+(?:measurable|meaningful|clear|noticeable|significant)\s+(?:gains?|improvements?|benefits?"
                           r"|difference|effect|impact)\b", re.I)


def _doubt_raised(text: str) -> bool:
    """Whether :data:`_RAISES_DOUBT` finds a doubt in ``text``, not a bar raised (praise: "raised the bar")."""
    return any(not m.group(0).lower().endswith("bar") for m in _RAISES_DOUBT.finditer(text))


_ROUND_WORDS = re.compile(r"\b(?:funding\s+round|rounds?\s+of\s+(?:funding|financing)|(?:lead|led|leads|leading)\s+(?:the\s+)?(?:\w+\s+){0,2}round"
                          r"|(?:new|latest|next|the)\s+round\s+(?:would|will|could|values?|valued)|raise[sd]?\s+(?:new\s+)?(?:money|capital|funds|funding))\b", re.I)
#: A market's value forecast: "projecting a market value of $7 trillion by 2050" (the market's size, no company's
#: valuation).
_MARKET_VALUE_FORECAST = re.compile(r"\b(?:project|forecast|predict|estimat|expect|see|anticipat)\w*\s+(?:an?\s+|the\s+)?(?:total\s+|global\s+)?"
                                    r"market\s+(?:value|worth)\s+of\b", re.I)
#: A market told as what it may be ("could offer a $5 trillion opportunity"): a projection whatever the tense.
_MARKET_MAY_BE = re.compile(r"\b(?:could|(?-i:may)|might|would|estimat\w*|project\w*|forecast\w*|expect\w*|potential|opportunity)\b", re.I)
#: A concern about money to come, no round: "its ability to raise funds", "struggled to raise".
_RAISE_CONCERN = re.compile(r"\b(?:ability|need|struggl\w+|trouble|difficult\w*|failed|failure)\s+(?:to\s+|in\s+)?rais(?:e|ing)\b", re.I)
_NOT_A_RAISE = re.compile(r"\binvestment\s+(?:plans?|opportunit\w+|case|thesis|strateg\w+|programs?|programmes?)\b"
                          # (an investment bank advises, but "the European Investment Bank" is a backer's name)
                          r"|(?-i:\b[Ii]nvestment\s+banks?\b)"
                          # money a company spends: "plans to spend $20 billion in capital expenditure"
                          r"|\bcapital\s+expenditures?\b|\bcapex\b|\b(?:to\s+)?spend(?:s|ing)?\s+(?:about\s+|some\s+|nearly\s+)?\$", re.I)
#: An estimate raised or cut, no money: "we raise our 2035 market forecast to $38 billion from $6 billion".
#: What a forecaster revises: "its forecast", "their estimates", "our price target".
_FORECAST_NOUNS = r"(?:forecasts?|estimates?|targets?|guidance|outlook|projections?|expectations?|predictions?)\b"
_ESTIMATE_RAISED = re.compile(r"\b(?:rais\w*|lift\w*|cut\w*|lower\w*)\s+(?:(?:our|its|their|the|his|her)\s+(?:[\w-]+\s+){0,5}?"
                              # a headline's, no determiner: "Goldman Raises Humanoid Market Forecast to $38 Billion"
                              r"|(?:(?!to\b|funding\b|money\b|capital\b|cash\b)[\w-]+\s+){0,3}?)"
                              + _FORECAST_NOUNS, re.I)
#: Something lifted, no money: "Apollo can raise a 55-pound (25 kilograms) load", "raising its arms".
_LOAD_RAISED = re.compile(r"\brais(?:e|es|ed|ing)\s+(?:(?:a|an|its|their|the|his|her|both|one|up\s+to)\s+)?[^.;$€£¥]{0,40}?"
                          r"\b(?:loads?|weights?|box(?:es)?|boxes|totes?|crates?|arms?|hands?|legs?|heads?|payloads?|objects?)\b", re.I)
_INVEST_IN = re.compile(r"\b(?:(?:invest(?:s|ed|ing|ment)?)\s+(?:[^,.;]{0,50}?\s+)?|(?:stake|shares?)\s+(?:of\s+[^,.;]{0,40}?\s+)?)in\s+(?:the\s+)?$",
                        re.I)
#: An investment told without its sum: "made a minority investment in Agility", "a strategic investment from
#: Schaeffler", "took an undisclosed stake".
_UNPRICED_INVESTMENT = re.compile(r"\b(?:minority|majority|strategic|equity|undisclosed|significant|new)\s+(?:investment|stake)"
                                  r"\s+(?:in|into|from|by)\s+(?-i:[A-Z])", re.I)
#: Money put into a company the registry knows: "will invest $30 million in Acme" (Acme's funding, not money spent).
_MONEY_INVESTED_IN = re.compile(r"\binvest(?:s|ed|ing)?\s+(?:(?:about|around|up\s+to|nearly|more\s+than|over|another)\s+)?"
                                r"(?:[$€£¥]|(?:US|C|CA|A|HK)\$|USD\s*|EUR\s*|RMB\s*)\S+(?:\s+(?:million|billion|bn|m))?\s+in\s+", re.I)
_RAISE = re.compile(r"\b(?:rais(?:e|es|ed|ing)|secur(?:e|es|ed|ing)|clos(?:e|es|ed|ing)|land(?:s|ed)?|bag(?:s|ged)?|nets|netted|snag(?:s|ged)"
                    r"|gets?|got|received?|completed?|announced?|(?:pull(?:s|ed)?|t(?:akes?|ook)|br(?:ings?|ought))\s+in)\b", re.I)
_ACQUIRE = re.compile(r"\b(?:acqui(?:re|res|red|ring|sition)|takeover|buy(?:s|ing)?\s+(?:a\s+)?(?:stake|shares)|bought|purchase\s+(?:of\s+)?(?:a\s+)?(?:stake|shares|\d))\b", re.I)
_LISTING = re.compile(r"\b(?:IPO|initial\s+public\s+offering|listing|listed|go(?:es|ing)?\s+public|went\s+public|"
                      # (a prospectus cited for a figure is a source, no listing: "according to the prospectus, …")
                      r"(?<!according to the )(?<!according to its )prospectus|to\s+list"
                      r"|stock\s+exchange|back-door\s+listing|debut(?:ed)?\s+on)\b", re.I)
#: A listed company's disclosure: "the company said in a filing to the Hong Kong stock exchange" (no listing).
_EXCHANGE_FILING = re.compile(r"\bfilings?\s+(?:to|with)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:stock\s+)?exchange"
                              r"|\b(?:stock\s+)?exchange\s+filings?\b", re.I)
#: Stock exchanges, as a listing's qualifier (the key plans and listings meet on) and its object.
#: A listing told by its city: "an initial public offering in Shanghai", "to list in Shenzhen".
_LISTED_IN = r"(?i:\b(?:IPO|offering|listing|list|public)\s+(?:[\w-]+\s+){0,2}?in\s+)"
_EXCHANGES = (
    (re.compile(r"\bHong\s+Kong\b|\bHKEX\b|\bHKG\b|\bSEHK\b"), "Hong Kong", "the Hong Kong Stock Exchange"),
    (re.compile(r"\bNasdaq\b|\bNASDAQ\b"), "Nasdaq", "Nasdaq"),
    (re.compile(r"\bNYSE\b|\bNew\s+York\s+Stock\s+Exchange\b"), "New York", "the New York Stock Exchange"),
    (re.compile(r"\bSTAR\s+Market\b|\bShanghai\s+Stock\s+Exchange\b|\bSSE\b|" + _LISTED_IN + r"Shanghai\b"), "Shanghai",
     "the Shanghai Stock Exchange"),
    (re.compile(r"\bShenzhen\s+Stock\s+Exchange\b|\bSZSE\b|\bChiNext\b|" + _LISTED_IN + r"Shenzhen\b"), "Shenzhen",
     "the Shenzhen Stock Exchange"),
    (re.compile(r"\bKorea\s+Exchange\b|\bKRX\b|\bKOSPI\b|\bKOSDAQ\b"), "Korea", "the Korea Exchange"),
    (re.compile(r"\bTokyo\s+Stock\s+Exchange\b|\bTYO\b"), "Tokyo", "the Tokyo Stock Exchange"),
)
#: A ticker as wire copy writes it: "[HKG: 9880]", "(NASDAQ: XYZ)".
_TICKER = re.compile(r"[\[(](?:HKG|HKEX|SEHK|NYSE|NASDAQ|Nasdaq|SHA|SSE|SHE|SZSE|KRX|KOSDAQ|TYO|TSE)\s*:\s*([A-Z0-9.]{1,10})[\])]")
#: A share price moving: the company's stock trades, whatever the money in the clause is.
_SHARE_MOVE = re.compile(r"\b(?:shares?|stock)\b[^.;]{0,60}?\b(?:closed|opened|ended|rose|fell|jumped|surged|slumped|dropped"
                         r"|gained|lost|climbed|tumbled|soared|rebounded|rallied|plunged|slid|sank)\b|\b(?:closed|ended|finished)\s+[\d.]+\s*(?:percent|%)\s+"
                         r"(?:higher|lower|up|down)\b", re.I)
#: An amount charged by the month ("$499 a month", "$499 per month", "a $499 monthly subscription").
_PER_MONTH = re.compile(r"\s*(?:(?:a|per|each)\s+month|/\s*mo(?:nth)?|monthly)\b", re.I)
#: A share price quoted at the close ("closed at 27.89 yuan per share").
_SHARE_CLOSE = re.compile(r"\bclosed\s+at\b[^.;]{0,30}\bper\s+share\b", re.I)
#: What makes a purchase an acquisition rather than a listing: a share of the company bought.
_STAKE = re.compile(r"%|per\s*cent|stake|controlling", re.I)
_LISTING_NOUN = re.compile(r"\b(?:to\s+list|IPO|listing|initial\s+public\s+offering|go(?:ing)?\s+public)\b", re.I)
#: A listing that happened, whatever else the clause plans ("on the first anniversary of its listing, … will …").
_LISTED = re.compile(r"\b(?:went\s+public|debut(?:ed|s)|began\s+trading|anniversary\s+of\s+(?:(?:its|the|[\w.&-]+)\s+){0,2}?(?:[\w.&-]+['’]s?\s+)?(?:listing|IPO)"
                     r"|since\s+(?:its|the)\s+(?:listing|IPO)|stock\s+code"
                     # the company told as listed: "the Hong Kong-listed company said", "XPeng's Hong Kong-listed shares"
                     r"|['’]s\s+(?:[\w-]+\s+)?[\w-]+-listed\s+(?:shares|stock)"
                     r"|\bthe\s+(?:[\w-]+\s+)?[\w-]+-listed\s+(?:company|firm|group|maker|unicorn|carmaker|automaker|robot\s+maker"
                     r"|robotics\s+(?:company|firm|maker))\s+(?:said|says|announced|reported|disclosed|told))\b", re.I)
_LISTING_PLAN = re.compile(r"\b(?:seek\w*|plan\w*|prepar\w*|eye(?:s|d|ing)?|aim\w*|consider\w*|intend\w*|fil(?:e|es|ed|ing)\b"
                           r"|prospectus|appl(?:y|ies|ied|ication)|limbers?\s+up|gears?\s+up|read(?:y|ies|ying)|mulls?"
                           r"|explor\w*|could|(?-i:may)|might|would|will|proposed|upcoming|pending|planned"
                           # a listing under way: "its listing process", "a listing green channel", "IPO tutoring"
                           r"|process|procedure|channel|tutoring|rumou?rs?)\b|\bfor\s+(?:an?\s+)?(?:IPO|listing)\b"
                           r"|\bto\s+(?:list|go\s+public)\b|\b(?:before|ahead\s+of)\s+(?:its\s+|an?\s+|the\s+)?(?:\w+\s+)?(?:IPO|listing)\b", re.I)
_PRICE_WORDS = re.compile(r"\b(?:pric\w*|cost\w*|on\s+sale\b[^.;$€£¥]{0,30}?\bfor|(?:starts?|starting)\s+at(?=\s+(?:[$€£¥\d]|US|USD|RMB|CNY|EUR|HK))|sell(?:s|ing)?\b[^.;]{0,80}?\bfor|sold\b[^.;]{0,40}?\bfor|retail\w*|per\s+(?:unit|robot)"
                          r"|pre-?orders?|subscription|a\s+month|monthly|one-time\s+purchase|goes\s+for|at\s+a\s+price"
                          # "can be purchased for $20,000", "can be ordered for $150,000 a unit"
                          r"|(?:purchased|bought|ordered|pre-?ordered|rented|leased|had)\s+for(?=\s+(?:about\s+|around\s+|just\s+|only\s+)?[$€£¥\d]))\b",
                          re.I)
_MARKET_WORDS = re.compile(r"\b(?:market|revenues?|tam|total\s+addressable|opportunity|industry|business)\b", re.I)
#: A contest a robot won or placed in: "won a 1,500-metre race", "took first and third places in the opening race",
#: "claimed victory in the half marathon".
_WON_CONTEST = re.compile(
    r"\b(?:won|wins|winning|claimed\s+(?:the\s+)?(?:victory|title|gold)|took|secured|finished|came|placed)\s+(?:[\w,-]+\s+){0,6}?"
    r"(?:in|at)?\s*(?:the\s+|a\s+|an\s+|its\s+)?(?:[\w-]+\s+){0,3}?(?<!arms\s)(?<!AI\s)(?:race|marathon|half[- ]marathon|sprint"
    r"|contest|competition|tournament|match|games|championship|olympics)\b(?!\s+(?:to|for|among|between)\b)"
    r"|\b(?:first|second|third|top)\s+(?:and\s+(?:first|second|third)\s+)?places?\s+(?:in|at)\b", re.I)
#: Which way a price goes, told without the price: "prices of humanoid robots could fall sharply", "parts may become
#: cheaper next year", "it is far cheaper than its predecessor". Someone else's costs (labour, wages, energy, borrowing)
#: price no robot.
_PRICE_DIRECTION = re.compile(
    r"(?<!labour\s)(?<!labor\s)(?<!wage\s)(?<!energy\s)(?<!borrowing\s)(?<!operating\s)(?<!shipping\s)"
    r"\b(?:prices?|costs?|price\s+tags?)\b(?!\s+(?:targets?|savings?|advantages?|of\s+(?:labou?r|living|capital|wages?)))"
    r"[^.;$€£¥]{0,50}?\b(?:fall|falls|fell|falling|drop|drops|dropped|dropping|declin\w*|decreas\w*|plummet\w*|plung\w*"
    r"|halv\w*|(?:come|comes|came|coming|go|goes|went|going)\s+down|shrink\w*|tumbl\w*)\b"
    r"|\b(?:become|becomes|became|becoming|get|gets|getting|grow|grows|be|is|are|was|were|remain|remains)\s+(?:\w+\s+){0,2}?"
    r"(?:cheaper|more\s+affordable|less\s+expensive|less\s+costly)\b",
    re.I)
#: What such a price is of: a robot, its parts, or the robot the clause calls "it".
_ROBOT_PRICED = re.compile(r"\b(?:robot\w*|humanoid\w*|bots?|androids?|parts|components|hardware|actuators?|units?|it|its)\b"
                           r"|\bit['’]s\b", re.I)
_FOUNDED = re.compile(r"(?:\b(?:founded|established|incorporated|set\s+up|started(?!\s+(?:to\b|\w+ing\b))|launched|co-founded)\b"
                      r"(?:[^.;]|(?<=Corp)\.|(?<=Inc)\.|(?<=Ltd)\.|(?<=Co)\.){0,40}?"
                      # "was spun out of the … Lab at the University of Texas at Austin in 2016"
                      r"|\bspun\s+(?:out|off)\s+(?:of|from)\b[^.;]{0,90}?"
                      r"|\bsince\s+its\s+(?:founding|inception|establishment)\s+in\s+(?:[A-Z][a-z]+\s+)?)"
                      r"\b(?:in\s+)?((?:19|20)\d\d)\b|\bsince\s+its\s+(?:founding|inception)\b", re.I)
#: How long ago, right after "since its inception": "two years ago", "5 years ago".
_YEARS_AGO = re.compile(r"\s+(?:some\s+|about\s+|nearly\s+|just\s+)?([\w-]+)\s+years?\s+ago\b", re.I)


def _years_before(doc: _Doc, after: str) -> str:
    """The year "since its inception two years ago" names, counted back from the publication day; "" if none."""
    m = _YEARS_AGO.match(after)
    if not m:
        return ""
    n = number_words_value(m.group(1)) if not m.group(1).isdigit() else Decimal(m.group(1))
    return str(doc.published_at.year - int(n)) if n is not None and 0 < n < 200 else ""


#: What precedes a robot named as a programme someone runs.
_PROGRAM_OF = re.compile(r"\b(?:(?:head|leader|chief|lead|director|responsibility|charge)\s+(?:of\s+\w+\s+)?(?:for|of|over)"
                         r"|(?:took|take|takes|taking|will\s+take)\s+over|(?:runs?|ran|leads?|led|heads?|headed))\s+"
                         r"(?:the\s+|its\s+|(?:[A-Z][\w.]*\s+){0,2}[\w.]+['’]s\s+)?$", re.I)


def _line_of(text: str, clause: _Clause) -> str:
    """The clause with what its line holds before it (a label the sentence splitter set apart: "Founded: ")."""
    return text[text.rfind("\n", 0, clause.start) + 1:clause.end]


#: A wiki infobox's lines, as page text keeps them ("HeadquartersSeoul, South Korea", "Founded: 1998").
_INFOBOX_PLACE = re.compile(r"\s*(?:Headquarters|Location\s+city)\s*:?\s*([A-Z][\w.'’-]+(?:,?\s+[A-Z][\w.'’-]+){0,3})\s*$", re.I)
_INFOBOX_PEOPLE = re.compile(r"\s*Key\s+people\s*:?\s*(\S.{2,200}?)\s*$", re.I)
#: A role alone on its line, in brackets, under a name: "(Chairman & CEO)", "(Honorary Chairman)".
_INFOBOX_ROLE_LINE = re.compile(r"\s*\(\s*((?:[\w&.,'’-]+\s+){0,4}?(?:[\w&.,'’-]+\s+)?(?:chair\w*|ceo|cto|cfo|coo|president|founder"
                                r"|co-founder|chief\s+\w+(?:\s+officer)?|director|executive|head)(?:\s*(?:&|and|,)\s*[\w ]{2,30})?)\s*\)\s*", re.I)
#: The name on the line right before it: "Chung Eui-sun".
_INFOBOX_NAME_LINE = re.compile(r"(?:^|\n)[ \t]*((?-i:[A-Z])[\w'’.-]+(?:[ \t]+(?-i:[A-Z])[\w'’.-]+){1,3})[ \t]*\n$")
_INFOBOX_STAFF = re.compile(r"\s*(?:Number\s+of\s+|Num\.?\s+)?employees\s*:?\s*(?:about\s+|c\.\s*|~\s*)?(\d[\d,]*)\b", re.I)
_SPEC_LINE_DOF = re.compile(r"\s*(?:[-•*·]\s*)?(?:(?:total\s+)?degrees\s+of\s+freedom|DoF)\s*(?:\(\s*DoF\s*\))?\s*[:：]\s*(\d{1,3})\s*$",
                            re.I)
_INFOBOX_FOUNDED = re.compile(r"\s*Founded\s*:?\s*(?:(?:[A-Z][a-z]+\s+)?(?:\d{1,2},?\s+)?)?((?:18|19|20)\d\d)\b")
#: Founding verbs that also launch products, and a robot just before them.
_PRODUCT_LAUNCH = re.compile(r"(?:launched|started|set\s+up|established)\b", re.I)
_ROBOT_BEFORE = re.compile(r"\b(?:robots?|humanoids?|bots?)(?:\s+[A-Z][\w-]*){0,2},?\s*$"
                           # a model named by its maker and code: "The Unitree R1 launched in July 2025"
                           r"|\b(?-i:[A-Z][\w-]*)\s+(?-i:[A-Z]{1,3}-?\d{1,3}[A-Za-z]?)\s*,?\s*(?:(?:that|which)\s+(?:was|were)\s+)?$", re.I)
_HEADQUARTERS = re.compile(r"\b(?i:headquartered|based|located|headquarters(?:\s+(?:is|are|was))?)\s+in\s+([A-Z][\w.'’-]+(?:,?\s+[A-Z][\w.'’-]+){0,3})")
#: A company that moved: "moved operations to Salem", "relocated its headquarters to Austin".
_MOVED_TO = re.compile(r"\b(?:moved|moves|relocated|relocates)\s+(?:(?:its|their|the\s+company['’]s)\s+)?(?:operations|headquarters|"
                       r"base|HQ|offices?)?\s*to\s+([A-Z][\w.'’-]+(?:,?\s+[A-Z][\w.'’-]+){0,2})")
#: A role someone takes over "as": "as chief executive", "as the company's new head of AI" (not "as the top seller",
#: "as the largest maker", "as the leader in sales": a ranking, not a change of leader).
_ROLE = (r"(?:[\w.’'-]+\s+){0,4}?(?:ceo|chief|cto|cfo|coo|president|chair\w*|head|director|leader\s+of|lead\b|manager"
         r"|boss|executive|officer|vp|vice[\s-]president|captain|principal|co-?founder|founder)")
#: A role as news names it before or after a person: "new CEO Peggy Johnson", "Brett Adcock, the company's founder".
_ROLE_NAMED = (r"(?:co-?founder\s+and\s+|founder\s+and\s+)?(?:ceo|chief\s+executive(?:\s+officer)?|cto|chief\s+technology\s+officer"
               r"|cfo|chief\s+financial\s+officer|coo|chief\s+operating\s+officer|chief\s+commercial\s+officer|president"
               r"|chair(?:man|woman)?|co-?founder|founder)")
_PERSON = r"(?-i:[A-Z][a-z][\w'’-]*(?:\s+[A-Z][a-z][\w'’-]*){1,2})"
_WHOSE_ROLE = r"(?:(?:the|its|their)\s+)?(?:company['’]s\s+)?(?:(?:new|next|current)\s+)?"
_LEADER_AFTER_ROLE = re.compile(rf"\b{_WHOSE_ROLE}(?:(?:interim|acting)\s+)?(?P<role>{_ROLE_NAMED})\s+(?P<name>{_PERSON})\b", re.I)
_LEADER_BEFORE_ROLE = re.compile(rf"\b(?P<name>{_PERSON}),\s+{_WHOSE_ROLE}(?:(?:interim|acting)\s+)?(?P<role>{_ROLE_NAMED})\b",
                                 re.I)
_LEADER_APPOINTED = re.compile(rf"\b(?:nam|appoint|hir|tapp|promot)(?:ed|es|s)?\s+(?P<name>{_PERSON})\s+(?:as\s+|to\s+be\s+)?"
                               rf"{_WHOSE_ROLE}(?:(?:interim|acting)\s+)?(?P<role>{_ROLE_NAMED})\b", re.I)
#: The role taken or kept, told after the name: "… to step in as interim CEO", "… remains chief executive".
_ROLE_TAKEN_AFTER = re.compile(rf"[^.;]{{0,40}}?\b(?:as|remains|is|becomes|became|will\s+be)\s+{_WHOSE_ROLE}"
                               rf"(?P<interim>(?:interim|acting)\s+)?(?P<role>{_ROLE_NAMED})\b", re.I)
#: Who takes over from a leader leaving, told after the departure: ", with James Wells, its chief commercial officer,
#: taking over on an interim basis".
_SUCCESSOR = re.compile(rf",?\s+with\s+(?P<name>{_PERSON}),\s+(?:its|the\s+company['’]s|their)\s+[^,;]{{2,50}},\s+"
                        r"(?:taking\s+over|stepping\s+in|stepping\s+up|succeeding\s+(?:him|her)|replacing\s+(?:him|her))"
                        r"(?P<interim>\s+(?:on\s+an\s+interim\s+basis|as\s+interim\b|in\s+the\s+interim))?")
#: The role a leader leaves: "stepped down as chief executive".
_ROLE_LEFT = re.compile(rf"\b(?:as|from\s+(?:his|her|the)\s+(?:role|post|job)\s+(?:as|of))\s+(?:its\s+)?(?P<role>{_ROLE_NAMED})\b",
                        re.I)
#: Who leaves or is pushed out: then the clause, not the name, is the fact ("Kovac, head of Optimus, is leaving").
_LEADER_GONE = re.compile(r"\b(?:step(?:s|ped|ping)?\s+down|left|leav(?:e|es|ing)|quit|depart\w*|resign\w*|exit\w*|fired"
                          r"|ousted|replac\w*|succeed\w*|former)\b", re.I)


def _leader_named(ctext: str) -> tuple[str, str] | None:
    """The person a clause names as holding a role, and the role: "new CEO Peggy Johnson sat down …" →
    ("Peggy Johnson", "CEO"); "named Jane Roe as its new chief executive" → ("Jane Roe", "CEO"); "Brett Adcock, the
    company's founder, …" → ("Brett Adcock", "founder"). None when the
    clause names no one beside a role, or tells of someone leaving (the clause itself is then the fact)."""
    if _LEADER_GONE.search(ctext):
        return None
    found = _LEADER_APPOINTED.search(ctext) or _LEADER_AFTER_ROLE.search(ctext) or _LEADER_BEFORE_ROLE.search(ctext)
    if found is None:
        return None
    # the role taken or kept, told after the name, is the one held now: "tapped chief commercial officer James Wells
    # to step in as interim CEO", "Co-founder Jeff Cardenas remains chief executive"
    taken = _ROLE_TAKEN_AFTER.match(ctext, found.end("name"))
    interim = taken.group("interim") if taken and taken.group("interim") else ""
    return " ".join(found.group("name").split()), role_canonical(f"{interim}{(taken or found).group('role')}")


_LEADERSHIP = re.compile(
    r"\b(?:appoint(?:s|ed)|nam(?:es|ed)\s+(?:[\w.’'-]+\s+){1,3}(?:as\s+)?(?:its\s+)?(?:new\s+)?(?:chief|ceo|cto|cfo|president|head)"
    r"|(?:steps?|stepped|stepping)\s+down|(?:left|leaves|leaving|quit)\s+(?:the|his|her)\s+(?:[\w-]+\s+){0,2}(?:role|job|position)\b|is\s+leaving(?!\s+(?:its|the|a)\s+(?:\w+\s+)?(?:collaboration|partnership|agreement|deal|alliance|contract|joint))|has\s+left|left\s+the\s+company|departs?|departed\s+(?:(?:his|her|the)\s+(?:company|post|role|job)|as\b)|exiting|exits?"
    # (a design that breaks with the past: "a significant departure from the prototype-focused designs")
    r"|(?<!\ba\s)(?<!\bsharp\s)(?<!\bmarked\s)(?<!\bsignificant\s)(?<!\bradical\s)(?<!\bmajor\s)(?<!\bclear\s)departure"
    r"|resign(?:s|ed)?|tapped\s+(?:to\s+(?:lead|head|run|be)|as)\b|(?:takes?|took|taking|taken)\s+over(?=\s+(?:(?:from\s+(?:[\w.’'-]+\s+){1,4}?)?as\s+" + _ROLE
    + r"|(?:the|its|his|her)\s+(?:[\w.’'-]+\s+){0,2}"
    r"(?:role|job|post|position|helm|reins|program|programme|project|team|division|unit|company|business|effort)"
    r"|leadership|responsibility|from\b(?![^.;]{0,40}?\bas\b)))|succeed(?:s|ed)|replac(?:es|ed)"
    r"|departing|(?:new|interim|acting)\s+(?:ceo|chief\s+executive|cto|head)"
    r"|(?:is|was)\s+(?:the\s+|its\s+)?(?:co-?founder\s+and\s+|founder\s+and\s+)?(?:ceo|chief\s+executive(?:\s+officer)?|cto"
    r"|chief\s+technology\s+officer|chairman|president)\s+(?:of|at)\b"
    # who leads it now: "has led the company since March", "remains chief executive", "hired a Tesla veteran as COO"
    r"|(?:has|have)\s+led\s+(?:(?-i:[A-Z])[\w&.’'-]*(?:\s+(?-i:[A-Z])[\w&.’'-]*){0,3}|the\s+(?:company|firm|startup|start-up|team|group))"
    r"\s+since\b|remains?\s+(?:its\s+|the\s+company['’]s\s+)?(?:ceo|chief\s+executive"
    r"|cto|chairman|president)|(?:hired|hires|has\s+hired|recruited|poached)\s+(?:[\w.’'-]+\s+){1,6}?as\s+(?:its\s+)?(?:new\s+)?"
    r"(?:ceo|cto|cfo|coo|chief\s+\w+\s+officer|chief\s+executive|president|head\s+of)"
    # a newcomer: "Jerry Pratt joined Figure as chief technology officer", "joins Agility as its new CEO"
    r"|(?:joined|joins|joining|rejoined|rejoins)\s+(?:(?-i:[A-Z])[\w&.’'-]*(?:\s+(?-i:[A-Z])[\w&.’'-]*){0,3}|the\s+(?:company|firm|startup|start-up))"
    r"\s+as\s+(?:its\s+|the\s+company['’]s\s+)?(?:new\s+|first\s+)?(?:ceo|cto|cfo|coo|chief\s+\w+(?:\s+\w+)?\s+officer"
    r"|chief\s+executive|president|chair\w*|head\s+of|vice[\s-]president|vp))\b",
    re.I,
)
_SITE = re.compile(
    r"\b((?:[A-Z][\w&.'’-]*\s+){1,3}(?i:plant|factory|facility|warehouse|site|center|centre|hub|campus|"
    r"fulfil?ment\s+center|distribution\s+center|gigafactory|assembly\s+line|production\s+line|store|stores))\b"
)
#: Another site after one, named by its place: "…, and in Kecskemet, Hungary".
_ALSO_AT_PLACE = re.compile(r",?\s+and\s+(?:in|at)\s+((?:[A-Z][\w'’.-]+\s?){1,3}(?:,\s+[A-Z][\w'’.-]+){0,1})")
# (a one-letter first word only before another capitalised one: "B Capital", "A Star Capital")
_NAME = r"(?:[A-Z][\w&'’.-]*[A-Za-z0-9]|[A-Z](?=\s+[A-Z]))(?:\s+(?:of\s+|&\s+|de\s+)?[A-Z][\w&'’.-]*[A-Za-z0-9]){0,3}"
#: One change of owner in a company's history: "acquired by Google in 2013", "sold to SoftBank Group in 2017".
_OWNERSHIP_EVENT = re.compile(rf"\b(?:(?:acquired|bought|purchased|taken\s+over)\s+by|sold\s+to)\s+{_NAME}\s+in\s+(?:19|20)\d\d\b")
#: A purchase that valued what was bought: "in a deal that valued it at about $1.1 billion".
_DEAL_VALUED = re.compile(r"\b(?:deal|transaction|purchase|acquisition|sale)\s+(?:that\s+)?(?:valued|valuing)\s+(?:it|the\s+company)\s+at\b",
                          re.I)
#: What a company is, told before its name: "carmaker BYD", "logistics firm GXO", "Apple contractor Foxconn".
_DESCRIBED = (r"(?:(?:[A-Z][\w-]*\s+)?(?:logistics\s+|electronics\s+|e-?commerce\s+|tech\s+|auto\s+|Chinese\s+|German\s+"
              r"|investment\s+|venture\s+(?:capital\s+)?|private\s+equity\s+)?"
              r"(?:carmaker|automaker|retailer|firm|provider|contractor|manufacturer|chipmaker|giant|conglomerate)\s+(?=[A-Z]))?")
_NAMES_AFTER_PREP = re.compile(
    # ("included existing investors Skagerak Capital and the Nistad group": a list after its noun)
    rf"\b(?P<prep>at|with|from|by|for|including|to|include|includes|like|as|investors?|backers?)\s+(?:the\s+)?{_DESCRIBED}"
    # (a name that opens a clause of its own is no list member: "to Dongfeng and Xiaomi is relocating its arm")
    rf"({_NAME}(?:(?:,\s+|,?\s+and\s+|\s+&\s+){_DESCRIBED}{_NAME}(?![\w&'’-]|\.\w|\s+(?-i:[A-Z]))(?!\s+(?:is|are|was|were|has|have|had|will|would|plans?)\b))*)"
)
#: An investor named before the round or company: "an EQT Ventures-led round", "Nvidia-backed Figure AI".
_LED_BY_BEFORE = re.compile(rf"({_NAME})-(?:led|backed)\b")
#: The backers named before "led the round": "B Capital and Capital Factory led the Series A".
_LEADS_BEFORE = re.compile(rf"({_NAME}(?:(?:,\s+|,?\s+and\s+){_NAME})*)\s+(?:co-?)?led\s+(?:the|its|a|this)\b")
#: Who founded a company: "founded by Marc Raibert", "Wang Xingxing, …, who founded Unitree".
_FOUNDER = re.compile(rf"\b(?i:(?:co-)?founded\s+(?:in\s+\d{{4}}\s+)?(?:and\s+(?:self-)?(?:bootstrapped|funded|financed|led|run)\s+)?"
                      rf"by\s+(?:the\s+)?)({_NAME})"
                      rf"|^\W*({_NAME}),\s+(?:[^,;]{{0,60}}(?:,\s+|\s+))?who\s+(?:co-)?founded\b")
_NAMED_INVESTOR = re.compile(rf"(?<![\w-])({_NAME}(?:(?:,\s+|,?\s+and\s+){_NAME})*)\s+(?:(?:has|have|had|also|now|then|recently|will)\s+){{0,2}}"
                             r"(?:invest(?:s|ed)?|(?:takes?|took|has\s+taken|owns?|holds?|held)\s+(?:an?\s+)?(?:\w+\s+)?stake"
                             r"|(?:took|take|takes|taking)\s+part\s+in|participated\s+in"
                             r"|(?:are|were|is|was)\s+(?:also\s+)?among\s+(?:the\s+)?(?:[\w&.-]+['’]s?\s+|its\s+|their\s+)?"
                             r"(?:investors|backers|shareholders)"
                             # "Mercedes-Benz is also an investor in Apptronik"
                             r"|(?:are|were|is|was)\s+(?:also\s+|now\s+|already\s+)?(?:an?\s+)?(?:(?:early|existing|new|strategic|major|minority)\s+)?"
                             r"(?:investors?|backers?|shareholders?)\s+in)\b")
#: The backers a company counts among its own: "counts Microsoft and Nvidia among its investors".
_COUNTED_AMONG = re.compile(rf"\bcounts?\s+({_NAME}(?:(?:,\s+|,?\s+and\s+){_NAME})*)\s+among\b")
_GENERIC_FOUNDER = re.compile(r"(?:former|engineers?|researchers?|scientists?|veterans?|alumni|a\s+group)\b", re.I)
_INFOBOX_FOUNDER = re.compile(rf"\s*Founders?\s*:?\s*({_NAME}(?:(?:,\s+|,?\s+and\s+|\s*&\s*){_NAME})*)\s*$")
_LIST_SEP = re.compile(r",\s+(?:and\s+)?|\s+and\s+|\s+&\s+")
_NAME_STOP = {
    # nationalities describe a backer ("Norwegian investment firm the Nistad group"), they name none
    "norwegian", "american", "chinese", "german", "japanese", "korean", "canadian", "british", "french", "swedish",
    "the", "our", "a", "an", "in", "on", "at", "its", "this", "that", "last", "next", "we", "they", "their",
    "it", "series", "ceo", "cto", "cfo", "q1", "q2", "q3", "q4", "h1", "h2", "january", "february", "march",
    "april", "may", "june", "july", "august", "september", "october", "november", "december", "monday",
    "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "but", "and", "by", "as", "if",
    "after", "before", "for", "with", "from", "to", "ai", "us", "u.s.", "inc", "inc.", "ltd", "corp", "co",
    "a:", "q:", "he", "she", "i", "mr", "ms", "dr", "following", "company", "news", "according", "however",
    "today", "yesterday", "now", "also", "while", "when", "both", "all", "his", "her", "shares", "stock", "of",
}
_PROPOSED_NAME = re.compile(
    r"(?<![\w'’])(?:[A-Z][a-z][\w&'’.-]*[A-Za-z0-9]|[A-Z]{2,}[a-z]?)(?:\s+(?:of\s+|&\s+)?(?:[A-Z][\w&'’.-]*[A-Za-z0-9]))+"
)
_COMPANY_SUFFIX = re.compile(r"\b(?:Inc|Ltd|Corp|Corporation|Company|Co|GmbH|AG|SA|LLC|Group|Robotics|Technologies"
                             r"|Technology|Systems|Motors|Capital|Ventures|Partners|Labs?|Dynamics|Industries|AI)\.?$")
_STANCE_VERB = re.compile(
    r"\b(?:I|we|he|she|they|analysts?|critics?|sceptics?|skeptics?|experts?|investors?)\s+(?:\w+\s+){0,2}"
    r"(?:believes?|think|thinks|doubts?|fears?|worr(?:y|ies)|argues?|argued|warns?|warned|suspects?|question(?:s|ed)?)\b"
    r"|\bin\s+(?:my|our|his|her|their)\s+(?:view|opinion)\b|\bi\s+do\s+not\s+believe\b|\bi\s+don['’]t\s+believe\b"
    r"|\b(?:my|our|his|her)\s+bet\b|\b(?:we|i|analysts?)\s+see\s+(?:a\s+|the\s+)?(?:risk|danger|chance|threat)\b|\brisk\s+that\b"
    r"|\b(?:described|billed|bills|marketed|touted|touts|branded|pitched|pitches)\s+(?:[\w\s]{0,40}?\s)?as\b"
    r"(?!\s+(?:early|well|soon|part|of|much|many|long|far|recently)\b)|\bcalled\s+it\b"
    # "Investors see Unitree as China's answer to Boston Dynamics", "the company touts Apollo as safe"
    r"|\b(?:sees?|saw|regards?|regarded|views?|viewed|touts?|hails?|hailed)\s+(?-i:[A-Z][\w.-]*)(?:\s+[\w.-]+){0,2}?\s+as\b",
    re.I,
)
#: A robot run by a person: "teleoperated", "remotely controlled", "controlled by humans".
_TELEOPERATION = (r"\b(?:teleoperat\w*|remote(?:ly)?[- ](?:operated|controlled|guided|piloted|assist(?:ed|ing))"
                  r"|(?:controll?(?:ed|ing)|operat(?:ed|ing)|pilot(?:ed|ing)|steer(?:ed|ing)|guid(?:ed|ing)|puppeteer(?:ed|ing))"
                  r"\s+(?:[\w'’-]+\s+){0,3}?remotely"
                  r"|controlled\s+by\s+(?:a\s+)?(?:humans?|people|operators?)"
                  # people at the controls, told by what they do: "humans were remotely controlling them", "a remote
                  # operator in another room was guiding NEO"
                  r"|remotely\s+(?:controll?ing|operating|guiding|piloting|steering)"
                  # "a person wearing a motion-capture suit had been steering it"
                  r"|(?:person|human|operator|engineer|someone|somebody|staffer)\s+(?:[\w-]+\s+){0,5}?(?:had\s+been|has\s+been|was|were|is)"
                  r"\s+(?:(?:steering|controlling|puppeteering)|remotely\s+(?:steering|controlling|driving|operating))\s+"
                  r"(?:it|them|the\s+(?:\w+\s+)?robots?|(?-i:[A-Z])[\w-]+(?=\s*[.,;]|\s*$|\s+(?:for|during|through|on|at|from|remotely)\b))"
                  r"|(?:remote|human)\s+(?:operators?|pilots?)\s+(?:[\w'’-]+\s+){0,4}?(?:was|were|is|are)\s+(?:guiding|controlling"
                  r"|steering|driving|operating|piloting))")
_REVELATION = re.compile(
    r"\b(?:(?:still\s+)?needs?\s+(?:a\s+)?(?:remote\s+)?human|human\s+babysitter"
    # a person standing by at the controls: "an expert operator can take over remotely"
    r"|(?:operators?|pilots?|humans?|people|staff|someone)\s+(?:\w+\s+){0,2}?(?:can|could|will|may|must)\s+(?:\w+\s+)?"
    r"(?:take\s+over|step\s+in|intervene)\s+remotely"
    r"|rel(?:y|ies|ying|ied)\s+on\s+(?:a\s+)?(?:remote|human)\s+(?:operators?|pilots?|help|control)|secretly\s+(?:teleoperated|remote(?:ly)?[- ]controlled)"
    r"|not\s+(?:fully\s+|yet\s+)?autonomous\w*|(?:n['’]t|not|nothing|never)\s+(?:\w+\s+){0,3}autonom(?:ous\w*|y)"
    r"|(?:couldn['’]?t|could\s+not|cannot|can['’]t|unable\s+to|failed\s+to|fails\s+to)\s+(?!have\s)"
    rf"(?!{NO_DOUBT_AFTER_CANT.pattern})\w+"
    r"|(?:has|have|had)n['’]?t\s+(?:revealed|disclosed|said|published|shown)|(?:has|have|had|did)\s+not\s+(?:revealed?|disclose[sd]?|say|said|publish(?:ed)?|show(?:n|ed)?)"
    r"|not\s+(?:yet\s+)?(?:known|disclosed|clear)|undisclosed|yet\s+to\s+be\s+(?:set|decided|disclosed)"
    r"|a\s+person\s+inside|guy\s+in\s+a\s+(?:robot\s+)?suit|mock-?up|motionless"
    r"|(?:sped|speeded)\s+up\s+(?:\w+\s+){0,2}(?:times|x|fold)?|(?:played|shown)\s+at\s+\d+(?:x|\s+times)\s+(?:speed|normal)"
    r"|(?:a|another|the)\s+(?:remote\s+)?(?:human|person|operator)\s+(?:is|was|are|were)\s+(?:\w+\s+)?(?:driving|controlling|steering|puppeteering)\s+(?:it|them|the\s+robots?)"
    # a show made by people at the controls: "the video was created almost entirely through teleoperation", "people
    # in suits operating the robots remotely"
    r"|(?:created|made|filmed|shot|done|performed|produced|achieved)\s+(?:\w+\s+){0,2}(?:through|via|using|with|by)\s+"
    r"(?:remote\s+control|" + _TELEOPERATION + r"|operating\s+(?:it|them|the\s+(?:\w+\s+)?robots?)\s+remotely)"
    r"|(?:people|humans|operators|staff|employees)\s+(?:\w+\s+){0,3}operating\s+(?:it|them|the\s+(?:\w+\s+)?robots?)\s+remotely"
    # a person at the controls: "an engineer controlled Atlas remotely", "was operated by an engineer"
    r"|(?:engineers?|operators?|persons?|humans?|employees?|workers?|someone|somebody|staff(?:ers)?)\s+(?:\w+\s+){0,2}"
    r"(?:controlled|operated|piloted|steered|drove|guided|puppeteered)\s+(?:[\w'’-]+\s+){0,3}?remotely"
    # ("an engineer remotely operated the robot")
    r"|(?:engineers?|operators?|persons?|humans?|employees?|workers?|someone|somebody|staff(?:ers)?)\s+(?:\w+\s+)?remotely\s+"
    r"(?:controlled|operated|piloted|steered|drove|guided|puppeteered)\b"
    r"|(?:was|were)\s+(?:being\s+)?(?:remotely\s+)?(?:controlled|operated|piloted|steered)\s+(?:remotely\s+)?by\s+(?:an?\s+|the\s+)?"
    r"(?:engineers?|operators?|(?<=\ban\s)human|(?<=\ba\s)(?:human|person)|employees?|staff)\b"
    # "every movement the robot makes is being controlled by someone behind the scenes"
    r"|(?:is|are|was|were)\s+(?:being\s+)?(?:remotely\s+)?(?:controlled|operated|piloted|steered)\s+(?:remotely\s+)?by\s+"
    r"(?:someone|somebody)\b"
    # "it was operated by a Norwegian technician in the basement"
    r"|(?:was|were)\s+(?:being\s+)?(?:remotely\s+)?(?:controlled|operated|piloted|steered)\s+(?:remotely\s+)?by\s+(?:an?|the|one|two)\s+"
    r"(?:[\w-]+\s+){0,2}?(?:technicians?|teleoperators?|pilots?|engineers?|operators?|employees?|workers?)\b"
    # teleoperation found out: "reports later confirmed they were remotely controlled"
    # needing people at the controls: "requires partial remote control by a human"
    r"|requir(?:es|ed|ing)\s+(?:\w+\s+){0,2}(?:remote\s+control|teleoperation|human\s+(?:help|intervention|operators?))"
    r"|(?:confirm(?:s|ed)?|reveal(?:s|ed)?|admit(?:s|ted)?|acknowledge[sd]?|concede[sd]?|turned\s+out|emerged|disclose[sd]?"
    r"|discovered|noticed|learned|found"
    r"|(?:reported|found|said|shown)\s+to\s+have\s+been)\b"
    # (not a denial: "confirms Figure 02 is fully autonomous and not teleoperated", "without any teleoperation")
    r"(?:(?!\b(?:not|without|no|never|nor)\b|n['’]t\b)[^.;]){0,50}?" + _TELEOPERATION
    + r")\b",
    re.I,
)
#: A show run by people: "the robots at Tesla's event were remotely controlled", "the demo was teleoperated".
_SHOW_RUN_BY_PEOPLE = re.compile(
    r"\b(?:event|demo(?:s|nstrations?)?|video|clip|show|party|performance|stage|livestream|keynote)\b[^.;]{0,80}?\b(?:was|were"
    r"|had\s+been|have\s+been|is|are)\s+(?:being\s+)?(?:(?!not\b|never\b|n['’]t\b)\w+\s+)?(?:teleoperated|remotely\s+(?:controlled|operated|guided|piloted)"
    r"|remote[- ]controlled|guided\s+by\s+(?:human|remote)\s+operators?|controlled\s+by\s+(?:humans?|people|operators?|staff))"
    # the show told after: "Optimus was teleoperated during the demo"; shown so: "the video showed the robot being
    # teleoperated"
    r"|\b(?:was|were|had\s+been|have\s+been)\s+(?:(?!not\b|never\b)\w+\s+)?(?:teleoperated|remotely\s+(?:controlled|operated|piloted)"
    r"|remote[- ]controlled)\s+(?:[\w-]+\s+){0,3}?(?:during|at|in|for|throughout)\s+(?:the\s+|a\s+|its\s+|their\s+|that\s+)?"
    r"(?:[\w-]+\s+){0,2}?(?:event|demo(?:s|nstrations?)?|video|show|performance|presentation|keynote|livestream)\b"
    r"|\b(?:video|clip|footage|demo)\b[^.;]{0,60}?\b(?:showed|shows|showing|revealed|reveals)\b[^.;]{0,40}?\bbeing\s+"
    r"(?:teleoperated|remotely\s+(?:controlled|operated|piloted)|remote[- ]controlled|controlled\s+by\s+(?:humans?|people|operators?))"
    # people at the controls of what was shown: "relied on humans to remotely control several functions", "many of
    # their interactions were reportedly guided by human operators", "it was 'assisted by a human'"
    r"|\brel(?:y|ies|ying|ied)\s+on\s+(?:humans?|people|staff|employees|operators|workers)\s+to\s+(?:remotely\s+)?"
    r"(?:control|operate|guide|steer|pilot|run|voice)"
    r"|\b(?:was|were|being|been)\s+(?:(?!not\b|never\b)\w+\s+)?[“\"']?(?:guided|controlled|operated|steered|piloted"
    r"|voiced|puppeteered|assisted)\s+(?:remotely\s+)?by\s+(?:(?:a|an|the)\s+)?(?:humans?|people|(?:human|remote|off-?stage)\s+"
    r"(?:operators?|pilots?|staff|workers|employees|handlers?|teleoperators?))\b",
    re.I)
#: Teleoperation set against the show before it, in the clause or just before it ("…, but it was teleoperated").
_UNDERCUT = re.compile(r"\b(?:but|however|though|although|yet)\b[^.;]{0,50}?" + _TELEOPERATION + r"\b", re.I)


def _undercut(text: str, clause: "_Clause") -> bool:
    """The clause sets teleoperation against what came before it: "Optimus served drinks, but it was teleoperated"
    (the clause may begin after the "but" that cut the sentence)."""
    return bool(_UNDERCUT.search(text, max(0, clause.start - 12), clause.end))

_VAGUE_FUTURE = re.compile(
    r"\b(?:whole\s+new\s+level|next\s+level|biggest\s+product|change\s+everything|transform\w*|revolution\w*"
    r"|most\s+important\s+product|(?:\d+\s*%|most|the\s+majority|the\s+bulk)\s+of\s+(?:[\w'’]+\s+){0,2}(?:value|valuation|worth)\b"
    r"|reshap(?:e|es|ing)\s+(?:the\s+|our\s+|how\s+)?(?:\w+\s+){0,2}(?:workforce|work|economy|industr\w*|world|society|labou?r)"
    r"|bigger\s+than|more\s+valuable|most\s+valuable|no\s+meaningful\s+limit|sky['’]s\s+the\s+limit|new\s+species"
    r"|billions\s+of\s+(?:humanoids|robots)|worth\s+(?:more|\$)|more\s+humanoid\s+robots\s+than)\b",
    re.I,
)
_BOAST = re.compile(
    r"\b(?:the\s+best|world['’]s\s+(?:first|best|most|leading|largest)|world[- ]first|on\s+the\s+planet|the\s+most\s+(?:advanced|capable|valuable"
    r"|important|ambitious|sophisticated|powerful|human-like|humanlike)|most\s+valuable|first-of-its-kind|one\s+of\s+the\s+(?:most|best|largest|leading)"
    r"|game[- ]changer|like\s+a\s+young\s+child|new\s+species|next\s+frontier|holy\s+grail|moonshot|unprecedented"
    r"|no\s+one\s+has\s+ever\s+seen|never\s+been\s+done|the\s+first\s+(?:company|factory|humanoid|robot|firm|startup|maker|to)"
    r"|(?:start|birth|dawn)\s+of\s+a\s+new\s+(?:industry|era)|new\s+industry(?!\s+(?:report|data|figures|survey|study|analysis|standard)s?\b)|(?:biggest|largest|hardest|main)\s+(?:risk|problem|challenge|hurdle))\b",
    re.I,
)
_JUDGEMENT = re.compile(
    # an outcome judged: "the trial was a resounding success"
    r"\b(?:clear|huge|great|big|resounding|unqualified|runaway)\s+success\b|"
    # a robot's virtues as its maker designed them: "designed from the ground up to be scalable, affordable, and modular"
    # (a robot told with it: not "Tesla's Gigafactory was designed to be scalable")
    r"\b(?:robot\w*|humanoid\w*|platform)\b[^.;]{0,80}?\bdesigned\s+(?:from\s+the\s+ground\s+up\s+)?to\s+be\s+(?:[\w-]+,?\s+){0,3}?"
    r"(?:scalable|affordable|safe|versatile|reliable|efficient|robust|intuitive|modular|friendly|flexible|approachable)\b|"
    # growth judged: "Unitree Robotics has achieved unimaginable growth" (not "Tesla's EV business has seen explosive growth")
    r"\b(?:robot\w*|humanoid\w*)\b[^.;]{0,80}?\b(?:unimaginable|meteoric)\s+(?:growth|rise|ascent)\b"
    r"|\b(?:unimaginable|meteoric)\s+(?:growth|rise|ascent)\b(?=[^.;]{0,120}\b(?:robot|humanoid)\w*)|"
    # a deal or a robot hailed: "was widely seen as a landmark moment for general-purpose humanoids"
    r"\b(?:seen|regarded|viewed|hailed|described)\s+as\s+(?:a|an)\s+(?:\w+\s+)?(?:landmark|milestone|breakthrough|turning\s+point"
    r"|watershed|game[- ]changer)\b|"
    # demand told as booming: "demand for its Walker S2 humanoid robot has surged"
    r"\bdemand\s+for\s+[^.;]{0,50}?\b(?:robot|humanoid|bot)\w*\s+(?:has\s+|have\s+|had\s+)?(?:surged|soared|boomed|exploded"
    r"|outstripped|outpaced)\b|"
    r"\b(?:unrealistic|ambitious|remarkable|impressive|astonishing|stunning|spectacular|disappointing|embarrassing|farce"
    # praise of a record: "has pushed the limits of what a humanoid can do"
    r"|push(?:ed|es|ing)?\s+the\s+(?:limits|boundaries|envelope)"
    r"|anecdote|admission|admitted|grand\s+promises|hype|hyped|overhyped|bubble|gimmick|brutal|ironic|awkward|derailed"
    r"|crumbling|flailing|blown\s+away|excited|proud|thrilled|amazing|incredible|huge\s+(?:validator|milestone|step)"
    r"|validation|validator|significant\s+progress"
    # a leap judged, not a robot's step: "a leap forward for electric humanoids" (not "Atlas can step forward")
    r"|(?:a|an)\s+(?:\w+\s+)?(?:leap|step)\s+forward"
    # progress judged from what is shown: "it certainly shows the progress that has been made" (not "the display
    # shows the progress of each task")
    r"|(?:shows?|showed|showing|marks?|marked|represents?|demonstrates?)\s+(?:the\s+|real\s+|clear\s+|great\s+|how\s+much\s+)?"
    r"progress(?:\s+(?:that|made|since|over|(?:it|they|we|the\s+team|the\s+company)\s+(?:has|have|had)))"
    r"|rapidly\s+evolving|faster\s+than\s+(?:expected|anticipated)"
    r"|slower\s+than|lower\s+than\s+(?:market\s+)?expectations|cold\s+water|overheated|long\s+way\s+to\s+go|far\s+from)\b",
    re.I,
)
#: A judgement of importance beside a clause's facts: "…, and sees the acquisition as key to …", "regards Atlas as
#: a crucial test".
_SEEN_AS_KEY = re.compile(
    r"\b(?:sees?|saw|views?|viewed|regards?|regarded|considers?|considered)\s+(?:[^.;]{1,60}?\s)?as\s+(?:a\s+|an\s+|the\s+)?"
    r"(?:[\w’']+\s+)?(?:most\s+)?(?:key|crucial|critical|vital|essential|central|pivotal|important|cornerstone|linchpin"
    r"|game[- ]changer|strategic\s+priority|top\s+priority)\b", re.I)
#: A judgement told on a fact beside it: "…, injecting uncertainty into the effort", "the figures seem like a mistake".
_FACT_JUDGED = re.compile(r"\b(?:inject\w*|add(?:s|ed|ing)?|introduc\w+)\s+(?:\w+\s+)?uncertainty\b|\bcast(?:s|ing)?\s+(?:\w+\s+)?doubts?\b"
                          r"|\b(?:seems?|looks?)\s+like\s+a\s+(?:mistake|joke|bargain|steal)\b|\b(?:a\s+)?(?:major\s+|serious\s+)?(?:blow|setback)\s+(?:to|for)\b"
                          r"|\bprices?\s+in\s+(?:a\s+)?(?:future|perfection|everything)\b",
                          re.I)
_RATING = re.compile(r"\b(?:underweight|overweight|outperform|underperform|equal[- ]weight|(?:buy|sell|hold|neutral)\s+rating"
                     r"|rating\s+(?:on|of)\s+[^.]{0,40}?:\s*\w+|price\s+target|downgrade[sd]?|upgrade[sd]?)\b", re.I)
_FORECAST_VOICE = re.compile(r"\b(?:we|our|analysts?)\s+(?:now\s+)?(?:model|estimate|forecast|project|expect|see|cut|raise|lower)\w*\b"
                             r"|\bour\s+(?:model|estimate|forecast|base\s+case)\b"
                             # a forecast's figure, whoever's: "the bank's forecast for humanoid shipments was raised to
                             # 250,000 units", "their estimate for robot shipments rose fourfold"
                             r"|\b(?:forecasts?|estimates?|projections?|predictions?|outlook)\s+(?:for|of)\s+(?:[\w-]+\s+){0,3}?"
                             r"(?:shipments?|sales|deliveries|markets?|revenues?|demand|installations|production|output"
                             r"|adoption|volumes?)\b", re.I)
_REPORTED_FUTURE = re.compile(r"\b(?:said|says|told|wrote|added|claimed|promised|predicted|announced|stated|states|insisted"
                              r"|declared|tweeted|posted)\b[^.;]{0,80}?"
                              r"\b(?:would|might|could|expected|expects|planned|plans|aimed|aims|intended|hoped|hopes|wanted|wants)\b", re.I)
_STRONG_STANCE = re.compile(
    r"\b(?:my|our)\s+bet\b|\bI\s+(?:\w+\s+)?(?:doubt|bet|suspect|fear)\b|\bI\s+(?:do\s+not|don['’]t)\s+(?:believe|think|expect)\b"
    r"|\b(?:we|i)\s+see\s+(?:a\s+|the\s+)?(?:risk|danger|threat)\b|\bin\s+(?:my|our)\s+(?:view|opinion)\b"
    r"|\b(?:sceptical|skeptical|doubtful|unconvinced|wary|cautious)\s+(?:that|about|of|whether)\b"
    # the critics' own clause: "Critics have compared the project to earlier demonstrations that …"
    r"|^\W*(?:(?:some|many|other)\s+)?(?:critics|sceptics|skeptics|detractors|naysayers|doubters)\s+(?:\w+\s+)?"
    r"(?:say|said|argue|argued|point|pointed|note|noted|compare|compared|question|questioned|call|called|contend|contended"
    r"|claim|claimed|warn|warned|worry|worried|dismiss|dismissed|mock|mocked)\b", re.I)
#: What makes a capability sentence a hope, a claim, a warning or a doubt rather than a demonstrated skill.
_ASPIRATION = re.compile(
    r"\b(?:striv(?:es?|ing)|warn(?:s|ed|ing)|alleg(?:es|ed|ing|ations?)|(?:its|their|his|her|['’]s)\s+vision|(?<!degree\s)(?<!degree-)(?<!stereo\s)(?<!machine\s)(?<!computer\s)(?<!depth\s)(?<!night\s)vision\s+(?:is|reaches|of|for)|aspir\w+|dreams?|envisions?|imagines?|believes?|claims?|frames?|touts?|promis\w+"
    r"|will\s+(?:one\s+day\s+|soon\s+|eventually\s+)?be\s+able|could\s+one\s+day|in\s+the\s+(?:near\s+)?future"
    r"|had\s+it\s+(?:only\s+)?(?:shown|been)|did(?:n['’]t|\s+not)\s+see|is\s+not\s+a\s+novel|are\s+not\s+(?:a\s+)?novel"
    r"|yet\s+to\s+see|(?:no|little|any)\s+evidence\s+(?:that|of)"
    # a skill doubted: "faces skepticism that it can show advances", "doubts that the robot can"
    r"|(?:scepticism|skepticism|doubts?|questions?)\s+(?:(?:about|over)\s+)?(?:that|whether)"
    # what robots would need: "general-purpose robots need to have our form so they can use the same tools"
    r"|robots?\s+(?:would\s+)?(?:needs?|has|have|must)\s+to\s+(?:have|be|get|become)|robots?\s+must\s+(?:have|be))\b",
    re.I)
#: A claim held at arm's length: someone's earlier wording of it, or a state that has not moved on.
_DISTANCING = re.compile(
    r"\b(?:had|has|have)\s+(?:been\s+)?(?:described|billed|marketed|touted|branded|hyped|pitched)\b|\bin\s+its\s+marketing\b"
    r"|\bstill\s+(?:be\s+)?(?:just\s+|only\s+)?(?:a|an|in)\s+(?:pilot|prototype|trial|test|experiment|early|demo)"
    # "merely part of a pilot to explore applications, not a real delivery"
    r"|\b(?:merely|only|just|simply)\s+(?:part\s+of\s+)?(?:a|an)\s+(?:small\s+)?(?:pilot|trial|test|experiment|demo)\b"
    r"|\bnot\s+(?:a\s+)?(?:real|genuine|actual|true)\s+(?:deliver\w*|deployment|rollout|roll-out|sales?|orders?|customers?)\b"
    # a word held at arm's length ('have been "deployed" at BMW'), or the customer's own word for it ("describes the
    # project as a test")
    r"|[\"“‘']\s*(?:deploy\w*|autonomous\w*|production|commercial|customers?|working|work|orders?|sold)\s*[\"”’']"
    r"|\b(?:describ|call|characteri[sz])\w*\s+(?:it|them|the\s+(?:project|work|deployment|pilot|program(?:me)?))\s+as\s+(?:a|an|only\s+a|just\s+a)\s+"
    r"(?:test|trial|pilot|experiment|demo|proof\s+of\s+concept)\b", re.I)
#: Doubters answered: "The sceptics said humanoids would never work in a car plant, and Figure 02 is doing that
#: today". A boast, not a doubt.
_REBUTTAL = re.compile(
    r"\b(?:sceptics|skeptics|critics|naysayers|doubters|cynics)\s+(?:\w+\s+){0,3}(?:said|say|claimed|thought|predicted"
    r"|argued|insisted)\b[^.;]{0,200}?\b(?:and|but|yet)\b[^.;]{0,200}?\b(?:today|now|already)\b"
    # the doubters judged wrong: "the sceptics have been wrong before", "investors who dismiss it are making a mistake"
    r"|\b(?:sceptics|skeptics|critics|naysayers|doubters|cynics)\s+(?:have\s+been|were|are|had\s+been)\s+(?:\w+\s+)?wrong\b"
    r"|\bwho\s+(?:dismiss|doubt|write\s+off|bet\s+against)\w*\b[^.;]{0,80}?\b(?:are|is)\s+(?:making\s+a\s+(?:\w+\s+)?mistake"
    r"|(?:\w+\s+)?wrong|mistaken)\b", re.I)
#: Words that judge (for a sentence no rule reads): praise, blame, comparison, hope and doubt.
_EVALUATIVE = re.compile(
    r"\b(?:pioneer\w*|hottest|leading|leader|best|worst|breakthrough|milestone|impressive|remarkable|advance[sd]?"
    r"|pinnacle|frenzy|hype\w*|race|racing|rival\w*|compet\w+|behind|ahead|lag\w*|struggl\w+|doubt\w*|risk\w*"
    r"|promis\w+|ambitio\w+|bold|threat\w*|challeng\w+|fear\w*|hope\w*|excit\w+|concern\w*|critic\w*|praise\w*"
    r"|key\s+people|game[- ]changer|revolution\w*|transform\w*|disrupt\w*|unproven|overhyped|bubble|skeptic\w*|sceptic\w*)\b"
    # what someone calls the robot or the effort: "executives called the robot 'the future of our factories'", "I would
    # call it a long pilot" (not a name given: "a robot called Atlas")
    r"|\b(?:call(?:s|ed|ing)?|describ(?:es|ed|ing)|hail(?:s|ed|ing)?|brand(?:s|ed|ing)|label(?:s|led|ed|ling|ing))\s+"
    r"(?:it|them|the\s+(?:robots?|humanoids?|machines?|project|pilot|trial|show|demo\w*|event|deal|program(?:me)?|effort"
    r"|launch|product|unveiling)|(?-i:[A-Z])[\w-]+(?:\s+\d+)?)\s+(?:as\s+)?[\"“‘']?(?:a|an|the|proof|nothing|more|less)\b",
    re.I)
#: A capitalised word inside a name ("Defense Advanced Research Projects Agency", "the Leading Edge Fund"), at its
#: start: a word of the name, no judgement (the name's next word is capitalised too).
_TITLED_NAME_WORD = re.compile(r"(?-i:[A-Z][a-z]+)(?=\s+(?-i:[A-Z][a-z]))")
#: A clause framed by someone's doubt: its stance is the doubt's, whatever it doubts.
_DOUBT_FRAME = re.compile(
    r"\W*(?:and\s+|but\s+|yet\s+)?(?:I|we|critics|sceptics|skeptics|analysts?|experts?|investors?|many|some)\s+"
    r"(?:\w+\s+)?(?:doubt|question|do\s+not\s+(?:really\s+)?(?:believe|think|expect)|don['’]t\s+(?:really\s+)?(?:believe|think|expect)"
    r"|am\s+not\s+convinced|are\s+not\s+convinced|remain\s+(?:sceptical|skeptical|unconvinced))\b", re.I)
_NEGATED_BELIEF = re.compile(r"\b(?:do(?:es)?\s+not|don['’]t|doesn['’]t|never)\s+(?:really\s+)?(?:believe|think|expect)\b|\bdoubts?\b|\bsceptic\w*|\bskeptic\w*", re.I)
#: A round told as past with a bare "to" of what the money was for: "after Figure raised $70 million to build
#: autonomous humanoid robots" (what the company does, no plan told).
_PAST_RAISE_FOR = re.compile(r"\b(?:raised|secured|closed|received|landed|pulled\s+in)\s+"
                             r"(?:(?!\b(?:will|would|that|which|help|intended|aims?)\b)[^.;,]){0,60}?\s+to\s+\w+", re.I)
_PURPOSE = re.compile(
    r"\b(?:to|will\s+(?:be\s+used\s+(?:to|for)|support|fund|help|go\s+(?:to|toward)"
    r"|see\s+(?:the\s+(?:company|firm|startup)|it|them|(?-i:[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*)?)))"
    r"|(?:is|are)\s+intended\s+to|aims?\s+to|in\s+order\s+to|for)\s+(?:help\s+)?(?:scal\w+|accelerat\w+|expand\w*|build\w*|develop\w*|commerciali[sz]\w+|deploy\w*"
    r"|ramp\w*|grow\w*|hire|hiring|bring\w*|advanc\w+|mass[- ]produc\w+|manufactur\w+|produc\w+|launch\w*|train\w*)\b",
    re.I,
)
_HEADLINE_FUTURE = re.compile(r"^(?:[A-Z][\w.&'’-]*\s+){1,4}to\s+(?i:launch|scale|deploy|build|start|begin|ship|release|expand|open"
                              r"|unveil|mass[- ]produce|produce|raise|acquire|buy|list|go\s+public|debut|bring|test|use|sell)\b")  # (Title Case too)
#: The work robots are put to, after a deployment: "using Spot robots to conduct inspections", "for tasks such as moving
#: parts". The deployment and the skill are two claims.
_TASK_VERBS = (r"(?:conduct\w*|perform\w*|carry\w*|mov(?:e|es|ed|ing)|lift\w*|sort\w*|pick\w*|load\w*|unload\w*|inspect\w*"
               r"|handl\w*|assembl\w*|transport\w*|clean\w*|fold\w*|pack(?:s|ed|ing)?|stack\w*|weld\w*|tote\w*|fetch\w*|restock\w*"
               r"|replenish\w*|recycl\w*|stock(?:s|ed|ing)\b|insert\w*|sequenc(?:e|es|ed|ing)|kitting|patroll(?:ed|ing)|patrols(?=\s+(?:an?|the|its|their)\s)|guard(?:ed|ing))")
#: Robots to be put to work, told in the passive: "will initially be assigned to tasks such as …", "will be put to work
#: on kitting", "will first be used for …".
_PUT_TO_WORK_AHEAD = re.compile(r"\bwill\s+(?:[a-z]+ly\s+|first\s+|then\s+|also\s+)?be\s+(?:assigned|put\s+to\s+work|tasked"
                                r"|used|employed|deployed)\s+(?:to|on|for|in|at|with)\b"
                                # "will be put to work doing paid labour", "will be put to work moving totes"
                                r"|\bwill\s+(?:[a-z]+ly\s+|first\s+|then\s+|also\s+)?be\s+put\s+to\s+work\s+[a-z]+ing\b", re.I)
#: Where robots at work are: a site, by its kind.
_SITE_NOUN = (r"(?:plant|factory|factories|facility|facilities|warehouse|site|(?:fulfill?ment|distribution|logistics|data)\s+"
              r"cent(?:er|re)|logistics\s+hub|hub|campus|(?:shopping\s+)?mall|hospital|(?:assembly|production)\s+line"
              r"|depot|airport|showroom|supermarket|(?:retail\s+)?stores?|workshop|(?:body|paint|press|machine)\s+shop"
              r"|(?:factory|shop|production)\s+floor|(?:assembly|work|production)\s+cell)s?")
#: Robots doing their work at a site: "Two Digit robots move totes at a Schaeffler plant", "have been handling
#: returns at an Amazon fulfillment center", "At the GXO site near Atlanta, Digit unloads boxes". Not what it is
#: built for or may do ("designed to move totes in warehouses", "could sort parcels at a depot").
_TASK_AT_SITE = (r"(?<!\bto\s)(?<!\bcan\s)(?<!\bcould\s)(?<!\bwill\s)(?<!\bwould\s)(?<!\bmay\s)(?<!\bmight\s)(?<!\bbe\s)"
                 r"(?<!\bfor\s)(?:" + _TASK_VERBS + r"|greet(?:s|ed|ing)|hand(?:s|ed|ing)\s+out|deliver(?:s|ing)|restock\w*)"
                 r"\s+(?:[\w'’-]+\s+){0,6}?(?:at|in|on|inside)\s+(?:[\w'’&.-]+\s+){0,4}?"
                 # (or a customer's line: "moving totes on a GXO line")
                 r"(?:" + _SITE_NOUN + r"|(?-i:[A-Z])[\w'’&.-]*\s+lines?)\b"
                 # the site itself worked: "Spot has been patrolling a Kia plant"
                 r"|(?<!\bto\s)(?<!\bcan\s)(?<!\bcould\s)(?<!\bwill\s)(?<!\bwould\s)(?<!\bbe\s)(?<!\bguards\s)(?<!\bofficers\s)"
                 r"(?<!\bstaff\s)(?<!\bworkers\s)(?:patroll(?:ed|ing)|patrols|guard(?:ed|ing))"
                 r"\s+(?:an?|the|its|their)\s+(?:[\w'’&.-]+\s+){0,4}?" + _SITE_NOUN + r"\b"
                 r"|^\W*(?:at|in|inside)\s+(?:[\w'’&.-]+\s+){0,4}?" + _SITE_NOUN + r"\b[^.;]{0,40}?,\s+(?:[\w'’-]+\s+){1,4}?"
                 r"(?:" + _TASK_VERBS + r"|work(?:s|ed|ing)?|operat(?:es|ed|ing))\b")
#: A site built for a demonstration: "a mock factory", "a simulated warehouse environment", "a replica of a line".
_MOCK_SITE = re.compile(r"\b(?:mock|simulated|replica|mocked-up|mock-up|staged|demo|demonstration|showroom-style)\s+"
                        r"(?:(?!at\b|in\b|on\b|of\b|for\b)[\w-]+\s+)?"
                        r"(?:" + _SITE_NOUN + r"|environments?|settings?)\b|\breplicas?\s+of\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}?"
                        + _SITE_NOUN + r"\b", re.I)
#: Robots doing their work at a site or for a customer, whatever the lexicon's words (a cue of its own).
_AT_WORK_TASK = re.compile(_TASK_AT_SITE, re.I)
#: Robots handed over to customers: "UBTech delivers Walker S robots to carmakers", "shipping NEO robots to customers"
#: (not "sold no robots to outside customers": a count of none).
_DELIVERED_TO = re.compile(r"\b(?:deliver(?:s|ed|ing)?|ship(?:s|ped|ping)?|sells|sold|selling)\s+(?!(?:no|none|zero|only)\b)"
                           r"(?:[\w'’-]+\s+){0,4}?(?:robots?|humanoids?|units)\s+to\b(?!\s+date\b)", re.I)
#: A deal told as made, before what it opens: "announced a deal with GXO", "signed a contract with BMW".
_DEAL_MADE = re.compile(r"\b(?:announced|signed|inked|struck|sealed|clinched|closed|landed|secured)\s+(?:a\s+|an\s+|its\s+)?"
                        r"(?:[\w-]+\s+){0,2}?(?:deal|agreement|contract)\s+with\b", re.I)
#: A deal signed for robots or with a customer: "GXO signs a multi-year deal for Agility's Digit robots".
_DEAL_SIGNED = re.compile(r"\b(?:signs?|signed|inks?|inked|strikes?|struck)\s+(?:a\s+|an\s+)?"
                          # (a collaboration or licensing agreement is a partnership, no robots bought)
                          r"(?:(?!(?:collaboration|partnership|research|licensing|cooperation|strategic|supply|joint)\b)[\w-]+\s+){0,2}?"
                          r"(?:agreement|deal|contract)"
                          r"(?:\s+(?:in|on|last|this|earlier)\s+\w+(?:\s+\w+)?)?"
                          r"\s+(?:with|for|to\s+(?:use|deploy|lease|buy|rent|purchase|test|bring))\b"
                          # (a deal to build the robots is a maker's supplier, no site: "signed a deal with Jabil to build Apollo")
                          r"(?![^.;]{0,60}\bto\s+(?:build|make|manufacture|develop|produce|assemble|supply)\b)", re.I)
_DEPLOY_VERB = re.compile(
    r"\b(?:deploy(?:s|ed|ing|ment)?\b(?!\s+(?:demonstrate|efforts?))|piloting|"
    # pilots under way somewhere: "Pilots are already under way with Schaeffler and at the Pilatus plant"
    r"(?<!\bhuman\s)(?<!\bremote\s)pilots?\s+(?:(?:are|is|were|was)\s+)?(?:already\s+|now\s+)?(?:under\s*way|running|ongoing)\s+"
    r"(?:with|at|in)\b|piloted\s+(?:at|by|in|with)|(?<!\bhuman\s)(?<!\bremote\s)(?<!\bskilled\s)pilots?\s+(?:at|with|in|for)\b"
    r"|pilot\s+(?:program|project|trial|deployment|test)s?\s+(?:with|at|in|for|integrating|using)|trial(?:s|l?ed|l?ing)?\b|(?:is|are|was|were|been|began|begun|begins|started|starts)\s+(?:\w+\s+)?test(?:ing|ed)"
    r"|(?:test(?:s|ed|ing)|(?<=\bto\s)test)\s+(?:[\w'’-]+\s+){0,3}(?:at|in|with|on)\b"
    # the robot tested told in an aside first: "has tested Digit, the two-legged robot from Agility, at a warehouse"
    r"|(?:test(?:s|ed|ing)|pilot(?:s|ed|ing))\s+(?:[\w'’-]+\s+){0,2}?(?-i:[A-Z])[\w'’-]*,\s+(?:the|a|an|its)\s+[^,;.]{3,60},\s+(?:at|in|inside)\b"
    # "by test-driving a robotic helper at its assembly lines", "became the testing ground for this robotic recruit"
    # (a robot named with it: not "test-driving the new BMW at the track")
    r"|test-dri(?:v(?:e|es|ing|en)|ove)(?=[^.;]{0,40}\b(?:robot|humanoid|bot)\w*)\s+(?:[\w'’-]+\s+){0,4}(?:at|in|with|on)\b"
    r"|(?:testing|proving)\s+ground\s+for\b(?=[^.;]{0,40}\b(?:robot|humanoid|bot)\w*)"
    # a customer won: "Digit lands its first paying customer", "signed its first commercial customer"
    r"|(?:land|sign|win|won|secur|gain|add)(?:s|ed|ing)?\s+(?:(?:its|their|a|the)\s+)?(?:first|second|third|latest|newest|biggest"
    r"|largest)\s+(?:paying\s+|commercial\s+|external\s+|major\s+)?(?:customers?|clients?)\b"
    # robots taken to where they work: "brought two Figure 02 units onto the line in Spartanburg"
    r"|(?:brought|brings|bringing|moved|took|taken|sent)\s+(?=(?:[\w'’-]+\s+){0,4}?(?:robots?|humanoids?|units|bots|fleet)\b)"
    r"(?:[\w'’-]+\s+){0,5}?(?:on|onto|into|to)\s+(?:the|its|their|a|an)\s+"
    r"(?:[\w'’-]+\s+){0,2}?(?:lines?|floors?|" + _SITE_NOUN + r")\b"
    # robots at work for customers: "hundreds of Digit robots working with customers, including Amazon"
    r"|work(?:s|ed|ing)\s+(?:with|for)\s+(?:(?:paying|commercial|real|several|many|its|their)\s+)*(?:customers|clients)\b"
    # "worked 10-hour shifts at BMW's plant"; "spent several weeks at its Spartanburg plant"
    r"|work(?:s|ed|ing)?\s+(?:[\w-]+\s+){0,2}?(?:shifts?|hours|days|weeks)\s+(?:(?:a|per|each)\s+(?:day|week)\s+)?(?:at|in|inside)\b"
    r"|sp(?:ent|ends|ending)\s+(?:[\w-]+\s+){0,2}?(?:days|weeks|months|years)\s+(?:working\s+)?(?:at|in|inside|on)\b"
    # a customer piloting robots: "BMW pilots Figure robots in Spartanburg", "GXO pilots humanoids from Agility" (not
    # a robot's human pilots)
    r"|(?<!\bthe\s)(?<!\bhuman\s)(?<!\bremote\s)(?<!\bskilled\s)(?<!\bits\s)(?<!\btheir\s)pilot(?:s|ed)?\s+(?:[\w'’-]+\s+){0,3}?"
    r"(?:robots?|humanoids?|bots|units|(?-i:[A-Z][\w'’-]*(?:\s+\d+)?))\s+(?:at|in|with|on|from|for)\b|work(?:s|ed|ing)?[\"”’']?\s+(?:at|in|inside|for|alongside)(?!\s+scale\b)"
    r"(?!\s+(?-i:[a-z\d-]+\s+){0,5}(?:speed|pace|rate)\b)"  # "works at half the speed of a person": how fast, not where
    r"|operat(?:es|ed|ing)\s+(?:\w+\s+){0,2}(?:at|in|for)\b(?!\s+(?:the\s+)?(?:space|industry|sector|market|field|business)\b)|(?:began|begun|started)\s+[\"“‘']?(?:shipping|delivering|working)\b"
    # robots supplied to a customer: "UBTech is supplying Walker S robots to Dongfeng"
    r"|suppl(?:y|ies|ied|ying)\s+(?:[\w-]+\s+){0,4}?(?:robots?|humanoids?|units)\s+to\b"
    # "UBTech delivers Walker S robots to carmakers", "starts shipping NEO robots to customers"
    r"|" + _DELIVERED_TO.pattern +
    r"|(?:begins|starts)\s+[\"“‘']?(?:shipping|delivering|working)\b"
    r"|" + _DEAL_SIGNED.pattern +
    r"|in\s+(?:use|service|production)\s+at|stationed\s+at|put\s+to\s+work|experiment(?:s|ed|ing)?\s+with"
    # robots learning on a customer's floor: "Walker S robots are now training at factories including BYD"
    r"|(?:are|is|were|was|been)\s+(?:now\s+|already\s+|currently\s+)?(?:training|being\s+trained)\s+(?:at|in|inside)\b"
    r"|put\s+(?:[\w'’-]+\s+){0,3}?(?:to\s+work|into\s+(?:service|operation|use))"
    r"|(?<!\bbeing\s)(?<!\bbe\s)(?:sent|shipped|dispatched|delivered)\s+to\s+(?:[\w'’&.-]+\s+){0,4}?" + _SITE_NOUN + r"\b"
    r"|roll(?:s|ed|ing)?\s+out(?!\s+(?:the\s+|a\s+|an\s+|its\s+|their\s+)?(?:[\w-]+\s+)?(?:prototype|model|version|update"
    r"|feature|software|generation|edition)s?\b)|rollout|install\w*"
    r"|(?:signed|inked|struck|entered)\s+(?:a\s+|an\s+|into\s+a\s+)?(?:commercial\s+)?(?:agreement|deal|partnership|contract)"
    r"|commercial\s+(?:agreement|deal|customer)|customers?\s+(?:include|including|such\s+as)|(?:is|are|was|were)\s+using"
    # "Hyundai has ordered tens of thousands of robots", "placed an order for 100 Walker S units": a customer's robots
    r"|(?<!\bbe\s)(?:ordered|bought|purchased)\s+(?:[\w,-]+\s+){0,5}?(?:robots?|humanoids?|units)\b|placed\s+(?:an?\s+)?orders?\s+for"
    # robots a customer rents or pays for: "GXO leased a fleet of Digit robots", "is paying to use Digit robots at …"
    r"|(?<!\bbe\s)(?:leas|rent|hir)(?:es|ed|ing|e|s)?\s+(?:[\w,-]+\s+){0,6}?(?:robots?|humanoids?|units)\b"
    r"|pa(?:ys|id|ying)\s+(?:\w+\s+)?(?:to\s+use|for)\s+(?:[\w,-]+\s+){0,4}?(?:robots?|humanoids?|units)\b"
    r"|on\s+the\s+job\s+(?:at|in|for)\b"
    # "The Digit robots at GXO's warehouse move totes": robots named by their name, told where they are
    r"|(?<!\bbuild\s)(?<!\bbuilds\s)(?<!\bbuilt\s)(?<!\bmake\s)(?<!\bmakes\s)(?<!\bmade\s)(?<!\bproduce\s)(?<!\bproduces\s)"
    r"(?<!\bproduced\s)(?<!\bassemble\s)(?<!\bassembles\s)(?<!\bassembled\s)"  # ("can build Digit robots at its factory")
    r"(?-i:[A-Z][\w-]*(?:\s+\d{1,2})?)\s+(?:robots|humanoids|units|bots)\s+(?:now\s+)?(?:at|in|inside)\s+(?:[\w'’&.-]+\s+){0,3}?"
    + _SITE_NOUN + r"\b"
    # "counts GXO as a customer", "GXO is an Apptronik customer", "its first customers were …", "signed GXO up as a customer"
    r"|(?:counts?|counted|counting|signed(?:\s+up)?)\s+(?:[\w'’&.-]+\s+){1,5}?(?:up\s+)?as\s+(?:a\s+|an\s+|its\s+|their\s+)?(?:[\w-]+\s+)?customers?"
    r"|(?:is|are|was|were|became|become|becomes)\s+(?:an?\s+|its\s+|their\s+)(?:[\w'’&.-]+\s+){0,2}?customers?\b(?!\s+(?:service|support|experience))"
    r"|(?:first|early|launch|anchor|paying)\s+customers?\s+(?:were|are|is|was|include|included)\b"
    r"|(?:is|are|was|were|been)\s+(?:already\s+|now\s+|currently\s+)?(?:being\s+)?used\s+(?:(?:internally|commercially|daily|regularly|routinely)\s+)?(?:in|at|by)\b"
    r"|us(?:es|ing)\s+(?:\w+\s+){0,3}(?:robots?|humanoids?)|(?:bring(?:s|ing)?|brought)\s+(?:[\w'’-]+\s+){0,4}to\s+(?:its|the|their)|introduc\w+\s+(?:\w+\s+){0,4}at"
    r"|deliver(?:ed|s)?\s+(?:\w+\s+){0,3}to|(?:scored|won|landed)\s+a\s+(?:win|deal|contract|customer)|experiment\w*\s+with"
    r"|br(?:ought|ing|ings|inging)\s+(?:\w+\s+){0,5}to\s+(?:its|the|a|their)|doing\s+(?:\w+\s+)?tasks\s+(?:in|at)\b|(?<!\bto\s)living\s+in|(?:in|at)\s+(?:a\s+few\s+)?test\s+homes"
    r"|(?:working|work|worked)\s+(?:\w+\s+){0,3}(?:line|plant|factory|site|warehouse)s?|ma(?:k(?:es|ing|e)|de)\s+use\s+of\s+(?:(?!to\s|for\s)[\w'’-]+\s+){0,5}?(?:robots?|humanoids?|bots?|androids?)"
    r"|(?:enter(?:s|ed)?|undergo(?:es|ing)?|underwent)\s+(?:[\w-]+\s+){0,2}(?:testing|tests|trials?|training)"
    r"(?!\s+(?:of|on)\s+(?:an?|the|its|their|new)\s+(?![\w-]*\s*(?:robots?|humanoids?)\b))"
    # "has entered the factory of Zeekr for training", "entered Zeekr's plant"
    r"|(?<!\bto\s)enter(?:s|ed)\s+(?:the\s+|a\s+)?(?:[\w'’&.-]+\s+){0,2}?" + _SITE_NOUN + r"\b(?!\s+(?:market|business))"
    # "Apollo is in a Mercedes assembly cell doing torque-tool handoff": a robot at a site, at its task
    r"|(?:is|are)\s+(?:now\s+|already\s+|currently\s+)?(?:in|at|inside)\s+(?:an?\s+|the\s+)?(?:[\w'’&.-]+\s+){0,3}?" + _SITE_NOUN
    + r"\s+(?:doing|handling|performing|moving|carrying|sorting|picking|loading|working)"
    r"|" + _TASK_AT_SITE + r")\b",
    re.I,
)
_GENERIC_CAN = re.compile(r"(?<!\bits\s)(?<!\btheir\s)(?<!\bthe\s)(?<!\bthese\s)\b(?:humanoid\s+)?(?:robots|humanoids)\s+"
                          r"(?:can|could|will|would|(?-i:may)|are\s+able\s+to)\b", re.I)
#: An analyst's target for a share price: "a HK$150 price target", "target price of HK$150 for the shares".
_SHARE_TARGET = re.compile(r"\b(?:price\s+target|target\s+price)\b(?=[^.;]{0,80}\b(?:rating|shares?|stock|coverage|overweight"
                           r"|underweight|outperform|underperform|buy|sell|hold|neutral)\b)|\b(?:rat(?:e|es|ed|ing)|coverage|overweight|underweight"
                           r"|outperform|underperform|neutral|equal[- ]weight|market[- ]perform)\b[^.;]{0,80}\b(?:price\s+target|target\s+price)\b", re.I)
#: A product to come: "its next robot", "a new version", "the next generation", "a prototype".
_NEW_PRODUCT = re.compile(r"\b(?:(?:its|their|the|a)\s+(?:next|new|newest|latest|second|third|updated|upgraded)\s+(?:[\w-]+\s+)?"
                          r"(?:robots?|humanoids?|versions?|models?|generations?|prototypes?|products?)|prototypes?)\b", re.I)
#: A company's mission or striving: what it is for, not a plan with a date or a figure ("its mission is to …").
_MISSION = re.compile(
    r"\bstriv(?:es?|ing)\s+to\b|\b(?:its|their|our|['’]s)\s+(?:mission|vision|purpose)\s+(?:is|was|has\s+been)\s+to\b"
    r"|\bdescribed\s+its\s+mission\b|\bon\s+a\s+mission\s+to\b"
    # an end in view, no step dated: "the end goal will be for 01 to assemble products", "our goal is to deliver a truly
    # general-purpose robot"
    r"|\b(?:end|ultimate|long-term|overall)\s+(?:goal|aim|vision|ambition)\s+(?:is|was|will\s+be)\s+(?:for|to|that)\b"
    r"|\b(?:our|its|their)\s+(?:goal|ambition)\s+is\s+to\s+(?:deliver|build|create|make|develop)\s+(?:an?\s+|the\s+)?(?:truly\s+)?"
    r"(?:general[- ]purpose|humanlike|human-like|useful|autonomous)\b"
    # an aim that is a purpose, no product or date: "aims to create versatile robots that will help humans"
    r"|\baims?\s+to\s+(?:create|build|develop|make)\s+(?:[\w-]+\s+){0,3}?(?:robots?|humanoids?|machines?)\s+(?:that|which|capable)\b",
    re.I)
_OFF_TOPIC = re.compile(r"\b(?:cars?|vehicles?|EVs?|deliveries|earnings|revenue|profits?|sales|robotaxis?|Cybercab|Cybertruck"
                        r"|automobiles?|sedans?|SUVs?|trucks?|dealers?|chaebol|shares|shareholders?|stock(?:\s+price)?"
                        r"|trading\s+days?|lock-up|intraday)\b", re.I)
_ROBOT_WORD = re.compile(r"\b(?:robot\w*|humanoid\w*|bots?|androids?|droids?|automation|units)\b", re.I)
_COUNT_CONTEXT = re.compile(
    r"\b(?:produc\w*|manufactur\w*|buil[dt]\w*|ship\w*|deliver\w*|sold|sell\w*|order\w*|deploy\w*|working"
    # "made a big splash", "made its debut": an appearance, not an output
    r"|(?:made|make)(?!\s+(?:(?:a|an|its|their|his|her)\s+)?(?:(?:big|huge|major|real|bold)\s+)?(?:splash|debut|appearance"
    r"|headlines|waves|history|news|mark|name|stir)\b)"
    r"|in\s+(?:daily\s+|active\s+|commercial\s+|regular\s+)?(?:use|service|operation)|in\s+pilots?|pilot(?:ed|ing)|on\s+trial|fleet|capacity|output|purchase\w*|buy\w*|procur\w*|fulfil\w*|operat\w*|install\w*|expects?|plans?|aims?"
    r"|targets?|goal|will|reach|hit|number\s+of|total\s+of|have|has|had|there\s+(?:are|were|will\s+be)|estimat\w*|forecasts?|roll(?:s|ed|ing)?\s+(?:off|out)|led\s+the\s+market|followed\s+by)\b",
    re.I,
)
_PROJECTION_PAST = re.compile(
    r"\b(?:target(?:ed|s)?|goal|goals|promis(?:e|ed|es)|predict(?:ed|ion)|deadline|delay(?:ed|s)?|postponed|pushed\s+back"
    r"|(?:said|says|told|announced)\s+(?:[\w\s,]{0,30}?)(?:it|they|tesla|the\s+company)?\s*(?:expected|planned|aimed|intended|hoped|would|might|could)"
    r"|behind\s+(?:schedule|on)|falling\s+behind|fell\s+short|falls\s+short|missed|not\s+met|on\s+track|slipped)\b",
    re.I,
)
_PRODUCTION_WORDS = re.compile(r"(?<!\bhead\sof\s)(?<!\bchief\sof\s)"  # who runs a carmaker's production makes no robots
                               r"\b(?:produc\w*(?!\s+(?:chief|head|boss|director|manager|executive|costs?|models?|versions?|variants?|prototypes?"
                               r"|assets?|design)\b)"  # ("the Atlas production model will be deployed at …": which model)
                               r"|manufactur(?!ers?\b)\w*(?!\s+(?:Co|Company|Inc|Corp|LLC|Ltd|GmbH)\b)|build|builds|building|built|output|capacity|(?:make|makes)(?!\s+(?:its|their|a|the|his|her)\s+(?:[\w-]+\s+)?(?:debut|appearance|entrance|bow)\b)"
                               # (no output: "make deliveries faster", "makes sense", "make progress")
                               r"(?!\s+(?:[\w-]+\s+){0,3}?(?:faster|cheaper|easier|safer|better|possible|sense|money|progress"
                               r"|deliveries|decisions?|mistakes?|moves?|history|headway|inroads)\b)|"
                               r"making|mass[- ]produc\w*|ramp\w*|production\s+line|roll(?:s|ed|ing)?\s+off"
                               r"|assembl\w*(?!\s+(?:plants?|lines?|shops?|halls?|facilit\w+|sites?)\b))\b"
                               # (making cars: "deploying robots … to build 300,000 electric vehicles a year"; a chore:
                               # "home robots making coffee or folding laundry")
                               r"(?!(?:\s+[\w,-]+){0,4}?\s+(?:vehicles|cars|EVs)\b)"
                               r"(?!\s+(?:the\s+|a\s+|some\s+)?(?:coffee|tea|breakfast|lunch|dinner|meals?|food|beds?|sandwich\w*"
                               r"|drinks?|cocktails?|popcorn|pancakes|toast|salads?|pizzas?|the\s+bed)\b)", re.I)
_SHIP_WORDS = re.compile(r"\b(?:ship\w*|deliver\w*|sell|sells|selling|sold|sales|orders?|pre-?orders?)\b", re.I)
#: The start of sales: when a product goes on sale, a launch date ("start selling", "begin sales", "go on sale").
_SALE_START = re.compile(r"\b(?:start|begin|began|begins|starts|starting|beginning|commence\w*)\s+(?:selling|sales|to\s+sell)\b"
                         # "public sales targeted for late 2027", "sales are slated to begin next year"
                         r"|\bsales\s+(?:are\s+|is\s+)?(?:targeted|slated|scheduled|planned|set|expected)\s+(?:for|to\s+(?:begin|start))\b"
                         r"|\bgo(?:es)?\s+on\s+sale\b|\bopen(?:s|ing)?\s+pre-?orders\b|\b(?:start|begin)\s+(?:taking|accepting)\s+(?:pre-?)?orders\b"
                         # "will be available for pre-order later this year", "available to buy in 2026"
                         r"|\bavailable\s+(?:for\s+(?:pre-?orders?|purchase|sale|order)|to\s+(?:buy|order|pre-?order|purchase))\b", re.I)
#: Series production ahead: "mass production is scheduled to begin by the end of 2026", "to start volume production".
_MASS_PRODUCTION_START = re.compile(r"\b(?:mass|volume|series|serial|large-scale)\s+production\b[^.;]{0,60}?\b(?:begin|start|commenc"
                                    r"|kick\s+off|scheduled|slated|planned|set|targeted|expected)\w*"
                                    r"|\b(?:begin|start|commenc)\w*\s+(?:mass|volume|series)\s+produc\w*", re.I)
_DEPLOY_WORDS = re.compile(r"\b(?:deploy\w*|adopt(?:ion|ed|ing|s)?|work(?:ing)?\s+(?:in|at|alongside|for)|in\s+use|use[ds]?|install\w*|roll(?:ed|ing)?\s+out"
                           r"|pilot\w*|test\w*|trial\w*|customers?|homes?|factor(?:y|ies)|plants?|warehouses?|sites?|facilit(?:y|ies)"
                           r"|bring\s+(?:them|it|the\s+robots?)\s+to)\b", re.I)
_LAUNCH_WORDS = re.compile(r"\b(?:launch\w*|releas\w*|unveil\w*|introduc\w*|debut\w*|(?:first|public)\s+appearance|show\w*|reveal\w*|available|on\s+sale"
                           r"|(?:was|were)\s+(?:first\s+)?announced"
                           r"|pre-?orders?|commerciali[sz]\w*|go\s+on\s+sale)\b", re.I)
#: A launch that has happened: told in the past, in a headline's present, or by its maker as it happens ("today we
#: launch X", "pre-orders go live", "became its first commercially available robot").
_LAUNCH_DONE = re.compile(r"\b(?:launched|unveiled|unveils|rolled\s+out\s+(?:its|their|a|the)\s+(?:new\s+)?(?-i:[A-Z])[\w-]*|revealed(?!\s*(?:[.,;:!?]|$)|\s+(?:that|how|what|why|whether|plans?|details|about)\b)"
                          # ("revealed that demand has surged", "reveals about the industry": what it said or showed to be so, no product)
                          r"|reveals(?!\s+(?:that|how|what|why|whether|plans?|details|about)\b)|introduced|introduces|released|debuted|debuts|showcased"
                          # a robot shown to the public for the first time: "held the first public demonstration of Atlas"
                          r"|(?:first|inaugural|maiden)\s+public\s+(?:demonstration|demo|appearance|showing)\s+of"
                          # a product announced by its name: "today announced Helix, a model for humanoid robots"
                          r"|announce[sd]\s+(?:its\s+|the\s+)?(?:new\s+)?(?-i:(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday"
                          r"|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|The|That|It)\b)"
                          r"[A-Z][\w-]*(?!\s+as\b|\s+and\b))(?=[^.;]{0,60}\b(?:robots?|humanoids?|model|platform|system|hands?|AI)\b)"
                          r"|(?:was|were)\s+(?:first\s+)?announced"
                          # "the Unitree G1 humanoid robot makes its debut as the sole contestant model"
                          r"|(?:makes|made|making)\s+(?:its|their|a)\s+(?:\w+\s+)?debut"
                          r"|showed\s+off|open(?:ed|s|ing)\s+(?:(?-i:[A-Z])[\w-]*\s+)?(?:pre-?)?orders|(?:has|have)\s+(?:started|begun)\s+selling|(?:began|begun|begins|started|starts)\s+(?:taking|accepting)\s+(?:pre-?)?orders"
                          r"|pre-?orders\s+(?:for\s+(?:the\s+)?(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z0-9])[\w-]*)?\s+)?(?:are\s+)?(?:now\s+)?(?:open|live|go\s+live|went\s+live)"
                          r"|is\s+now\s+available|went\s+on\s+sale|goes\s+on\s+sale|(?:now\s+)?open\s+for\s+pre-?orders?"
                          # a launch under way on the day: "today, Sanctuary is unveiling Phoenix"
                          r"|(?<=\btoday,\s)(?:[\w&.'’-]+\s+){1,3}(?:is|are)\s+(?:officially\s+)?(?:unveiling|launching|introducing|releasing|debuting)"
                          r"|(?:we|I)(?:\s+are\s+|['’]re\s+|\s+am\s+|['’]m\s+|\s+)(?:(?:(?:very|so)\s+)?"
                          r"(?:proud(?:ly)?|excited|thrilled|delighted|happy|pleased)\s+(?:to\s+)?)?"
                          r"(?:launch(?:ing)?|introduc(?:e|ing)|unveil(?:ing)?|releas(?:e|ing)|present(?:ing)?)|bec(?:ame|omes)\s+(?:\w+\s+){0,3}?(?:commercially\s+)?available)\b",
                          re.I)
_PAST_LAUNCH = re.compile(_LAUNCH_DONE.pattern + r"|\bannounced\b", re.I)
#: A trial cut down, no plan slipping: "BMW scaled back the pilot", "the trial was wound down" (a pause, told by
#: :data:`_PAUSE_WORDS`; not "Tesla scaled back its production target").
_TRIAL_CUT = re.compile(r"\b(?:pilot|trial|test|deployment)s?\b[^.;]{0,40}?\b(?:scal(?:ed|es|ing)\s+back|(?:wound|winds|winding)\s+down)"
                        r"|\b(?:scal(?:ed|es|ing)\s+back|(?:wound|winds|winding)\s+down)\s+(?:the\s+|its\s+|their\s+|a\s+)?"
                        r"(?:[\w-]+\s+){0,2}?(?:pilots?|trials?|tests?|deployments?)\b", re.I)
_PAUSE_WORDS = re.compile(r"\b(?:paus(?:e|ed|es|ing)|halt(?:ed|s)?|suspend(?:ed|s)?|stopp?(?:ed|s)?|end(?:ed|s)\s+(?:its|the)"
                          r"|end(?:ed|s|ing)\s+(?:(?:a|an)\s+)?(?:[\w-]+\s+){0,3}?(?:trial|pilot|test|deployment|programme|program|contract)|retir(?:e|es|ed|ing|ement)\b"
                          # "will no longer be used in production": a retirement told
                          r"|no\s+longer\s+(?:be\s+)?(?:us(?:e|es|ed|ing)|deploy(?:s|ed|ing)?|in\s+(?:use|service)|work(?:s|ing)?"
                          r"|operat(?:e|es|ed|ing))\b"
                          r"|pull(?:ed|s)?\s+out|withdr\w*|scrapp?ed|cancel+ed|leaving\s+its(?!\s+(?:[\w-]+\s+)?(?:goals?|targets?|plans?|promises?|deadlines?|forecasts?)\b)|exit(?:s|ed)?\s+(?:its|the)"
                          # a trial cut down: "scaled back the pilot", "the trial was wound down"
                          r"|" + _TRIAL_CUT.pattern +
                          # a partnership dropped: "ditching its partnership with OpenAI", "cut ties with"
                          r"|ditch(?:ed|es|ing)?|cut(?:s|ting)?\s+ties|walk(?:ed|s|ing)?\s+away\s+from\s+(?:(?:its|the|their|a|an)\s+)?(?:[\w-]+\s+){0,3}?"
                          r"(?:partnership|deal|agreement|collaboration|contract|talks|pilot|trial|program(?:me)?|project)"
                          # work done and over: "its Figure 02 robots have finished their deployment at Spartanburg"
                          r"|(?:finish|complet|conclud)(?:ed|es|ing)?\s+(?:(?:their|its|the)\s+)?(?:[\w-]+\s+)?"
                          r"(?:deployment|pilot|trial|stint|assignment)"
                          # "the Digit pilot at the warehouse ended after six months"
                          r"|(?:pilot|trial|deployment|test)s?\s+(?:[\w'’-]+\s+){0,4}?(?:ended|has\s+ended|was\s+ended|wrapped\s+up"
                          r"|came\s+to\s+an\s+end))\b", re.I)
#: Work done together: "will jointly develop", "are co-developing".
_JOINT_WORK = r"(?:jointly\s+(?:develop|build|design|train)|co-develop)"
_PARTNER_WORDS = re.compile(r"\b(?:(?<!\bmanaging\s)(?<!\bgeneral\s)(?<!\bfounding\s)(?<!\bsenior\s)(?:partner(?:s|ed|ing|ships?)\b|partner\b(?!\s+(?:at|of)\s))|collaborat\w*(?!\s+(?:with|among|between)\s+(?:\w+\s+)?(?:human|people|person|worker|staff|employee|operator)s?\b)"
                            r"|alliance|team(?:s|ed)?\s+up|joint\s+venture|" + _JOINT_WORK + r"\w*)\b", re.I)
#: Words a deployment cue takes in other senses: a court's trial, a pause denied ("they did not stop").
_NOT_DEPLOYMENT = re.compile(r"\b(?:jury|court|clinical|criminal)\s+trials?\b|\b(?:stand|on)\s+trial\b"
                             # a unit off the line: "a line that rolled out its 5,000th humanoid this month"
                             r"|\brolled\s+(?:out|off)\s+(?:its|the|their)\s+[\d,]+(?:st|nd|rd|th)\b"
                             # a person's career, no robots: "he worked at Boston Dynamics", "worked at Disney as a
                             # principal imagineer", "turned down an offer to work at Figure AI"
                             r"|\b(?:he|she|I|who)\s+(?:also\s+|later\s+|previously\s+|once\s+|had\s+|has\s+|then\s+)?work(?:s|ed)?\s+(?:at|for)\b"
                             r"|\bwork(?:s|ed|ing)?\s+(?:at|for)\s+[^,.;]{1,40}?\s+as\s+(?:an?|the|its|their)\s+(?:[\w-]+\s+){0,2}?"
                             r"(?:engineer|imagineer|lead|head|director|manager|scientist|researcher|intern|executive|officer|designer"
                             r"|developer|vp|president|consultant|adviser|advisor)\b"
                             r"|\b(?:offer|(?<!\bon\sthe\s)job|position|career|stint)\s+(?:to\s+work\s+)?(?:at|with)\b"
                             # figures withheld, no site: "though exact deployment numbers aren't public"
                             r"|\b(?:numbers|figures|counts|details|terms)\s+(?:(?:are|were|have)\s*n['’]t|(?:are|were|have)\s+not"
                             r"|remain)\s+(?:been\s+)?(?:public|disclosed|known|available|released|undisclosed|private|confidential)\b"
                             # a future pictured, no site: "envisions a future where robots assemble themselves in factories"
                             r"|\benvision\w*\s+(?:a\s+)?(?:future|world|day|time)\b|\bimagine\s+(?:a\s+)?(?:future|world|day)\b"
                             # how easily it deploys, a quality, no site: "to be flexible and easy to deploy"
                             r"|\b(?:easy|easier|quick|quicker|simple|simpler|fast|faster|cheap|cheaper|hard|harder|difficult)\s+to"
                             r"\s+deploy\b"
                             # a listing's process halted, not robots: "its listing green channel has been halted"
                             r"|\b(?:listing|IPO|green\s+channel|trading|review|application|approval)\b[^.;]{0,40}?\b(?:halt|paus|suspend)\w*"
                             r"|\b(?:halt|paus|suspend)\w*\s+(?:\w+\s+){0,3}?(?:listing|IPO|trading|review|application)\b", re.I)
_PAUSE_DENIED = re.compile(r"\b(?:(?:did|does|do|has|have|had|was|were|is|are)\s*n[o']t|never|without)\s+(?:\w+\s+)?(?:stop\w*|paus\w*|halt\w*)"
                          # a change of state, no work stopped: "stopped being a lab project", "ceased to be a toy"
                          r"|\bstopp?(?:ed|s|ing)?\s+being\b|\bceas(?:ed|es|ing)\s+to\s+be\b"
                          # a pause told as the time of something else: "revealed in 2024 following the previous model's
                          # retirement", "after the pilot ended"
                          r"|\b(?:following|after|since)\s+(?:the\s+|its\s+|their\s+)?(?:[\w'’-]+\s+){0,3}"
                          r"(?:retirement|pause|halt|suspension|end|exit|withdrawal)\b"
                          # a pause told only to date what came before it, in a retrospective: "had loaded 90,000 parts
                          # at Spartanburg before Figure retired the Figure 02 fleet" (when it was retired, it does not say)
                          r"|\b(?:had|have|has)\s+[^.;]{3,80}?\bbefore\s+(?:[\w'’-]+\s+){1,3}retired\b"
                          # a duty or a possibility, not an event: "the number of times a human must pause the robot",
                          # "the operator can halt it at any time"
                          r"|\b(?:must|should|shall|may|might|can|could|need(?:s|ed)?\s+to|ha(?:s|ve)\s+to)\s+(?:\w+\s+)?"
                          r"(?:paus|stop|halt|reset)\w*"
                          # a safety stop, not a site given up: "sensors pause the robots when a person comes near"
                          r"|\b(?:paus|stop|halt|freez)\w*\s+(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,2}?(?:robots?|humanoids?"
                          r"|machines?|it|them)\s+(?:automatically\s+)?(?:when|whenever|if|once|as\s+soon\s+as)\b", re.I)
_CAPABILITY_VERB = re.compile(
    r"\b(?:(?:can|could)(?!\s+(?:also\s+)?be\s+(?:purchased|bought|ordered|pre-?ordered|rented|leased|had|financed)\b)"
    r"|able\s+to|capable\s+of|walk\w*|lift\w*|carr(?:y|ies|ying|ied)|perform\w*|handl\w*|sort\w*|pick\w*"
    r"|grasp\w*|manipulat\w*|fold\w*|climb\w*|(?<!\bwho\s)run(?:s|ning)?(?!\s+(?:in|at)\s+(?:our|the|its|their|a|an)\s)|jump\w*|backflip\w*|somersault\w*|danc\w*|navigat\w*"
    r"|demonstrat(?:e[sd]?|ing)|(?<!\bthe\s)(?<!\ba\s)(?<!\bthis\s)(?<!\bits\s)(?<!\btrade\s)(?<!\bauto\s)shows?|showed|shown"
    r"|wav\w*|serv(?:es|ed|ing)(?!\s+as\b)|mov(?:es|ed|ing)(?!\s+(?:into|towards?|beyond|away|ahead|forward|(?:its\s+|their\s+)?(?:operations|headquarters|offices?|HQ)|to)\b)"
    r"|load\w*|unload\w*|charg\w*|learn\w*|train\w*"
    # what a robot is filmed doing: "flips in mid-air", "propels itself upwards", "kicks a ball", "stacks boxes"
    r"|flip(?:s|ped|ping)?|propel\w*|leap(?:s|t|ed|ing)?|sprint(?:s|ed|ing)?|hop(?:s|ped|ping)?|crawl(?:s|ed|ing)?"
    r"|squat(?:s|ted|ting)?|cartwheel\w*|kick(?:s|ed|ing)?|punch(?:es|ed|ing)?|stack(?:s|ed|ing)?|pack(?:s|ed|ing)"
    r"|cook(?:s|ed|ing)?|clean(?:s|ed|ing)|pour(?:s|ed|ing)?|weld(?:s|ed|ing)?|inspect(?:s|ed|ing)?|patrol(?:s|led|ling)?"
    r"|autonom\w*|teleoperat\w*|speech|convers\w*|recogni[sz]\w*|respond\w*|assembl\w*|install\w*|transport\w*"
    r"|showcas\w*|utili[sz](?:e|es|ed|ing)|(?:got|gets|get|getting)\s+(?:back\s+)?up\b"
    # "places them on conveyors", "docks itself to recharge" (not "placed an order")
    r"|plac(?:es|ed|ing)(?!\s+(?:an?\s+|its\s+|their\s+)?(?:\w+\s+)?orders?\b)|dock(?:s|ed|ing)\s+(?:itself|themselves|to|at|with|on)"
    r"|glid\w*|stand\w*|balanc\w*|(?:kept|keeps?|keeping)\s+(?:its|their|his|her)\s+footing|stay(?:s|ed)?\s+upright|recover\w*|equipped|features?|powered\s+by|driven\s+by|runs?\s+on|uses?|integrat\w*"
    r"|teleoperat\w*|remote(?:ly)?[- ](?:operated|controlled|guided)|(?:guide[sd]?|operated|controlled|piloted)\s+(?:\w+\s+)?remotely"
    r"|piloted\s+by\s+(?:a\s+)?human"
    r"|design(?:ed|s)?\s+(?:to|for)|built\s+(?:to|for)|made\s+(?:to|for)|intended\s+(?:to|for)|fitted\s+with|comes?\s+with|boasts?"
    # (work told with its kind between, "do household chores", "do all the mundane household work"; not work denied,
    # "is not yet doing these chores", read as what the robot lacks)
    r"|do(?:es|ing)?\s+(?:some\s+|many\s+)?(?:tasks|chores|work)"
    r"|(?<!\bnot\s)(?<!\byet\s)(?<!\bnever\s)do(?:es|ing)?\s+(?:[\w-]+\s+){1,4}?(?:tasks|chores|work|jobs)"
    r"|fold(?:s|ed)?\s+up|certifi\w*"
    # finding its way: "maps the room", "plans its path", "avoids obstacles" (not "plans to", "mapped out a strategy")
    r"|map(?:s|ped|ping)?\s+(?:the|its|their|a)\s+(?:room|surroundings|environment|space|area|floor|warehouse|site|home)"
    r"|plan(?:s|ned|ning)?\s+(?:its|their|a)\s+(?:path|route|steps|footsteps|motion|moves|grasp|trajector(?:y|ies))"
    r"|avoid(?:s|ed|ing)?\s+obstacles|tid(?:y|ies|ied|ying)\b|put(?:s|ting)?\s+(?:[\w-]+\s+){0,2}?away"
    # "had it hand a box to the host", "handed the part over to a worker"
    r"|hand(?:s|ed|ing)?\s+(?:(?:a|an|the|it|them)\s+(?:[\w-]+\s+){0,2}?(?:over\s+)?to|over\s+(?:a|an|the)\s+[\w-]+\s+to)\b"
    # what it takes from people: "understands spoken commands", "follows verbal instructions", "obeys voice prompts"
    r"|(?:understand|follow|obey|interpret)(?:s|ed|ing)?\s+(?:[\w-]+\s+){0,2}?(?:commands|instructions|prompts|requests))\b",
    re.I,
)
#: A product described by what it is built to do or with: "designed to", "powered by", "equipped with",
#: "is a prototype humanoid with …". What makes a clause a capability without a verb of doing.
_DESCRIPTION = re.compile(
    r"\b(?:(?:design|engineer)(?:ed|s)?\s+(?:\w+\s+|from\s+the\s+(?:start|outset|ground[\s-]+up)\s+)?(?:to|for)|intended\s+(?:to|for)|built\s+(?:to|for)|(?:fitted|equipped|loaded|packed)\s+with|-equipped"
    r"|powered\s+by|driven\s+by|comes?\s+with|debuts?\s+with|ships\s+with|(?<!-)integrat(?:es|ed)|relies\s+on|built\s+(?:on|around)"
    r"|(?:runs|operates)\s+on\s+[^.;,]{0,60}?\b(?:models?|AI|software|chips?|computers?|platform|system|OS|batter(?:y|ies)"
    r"|processors?|brain)\b"
    r"|(?:is|was)\s+(?:an?|the)\s+(?:[\w-]+\s+|\([\w-]+\)\s+){0,4}(?:humanoid|robot|model|machine)\s+(?:with|named|that|for|capable"
    r"|under\s+development|(?:developed|made|built|designed|produced)\s+by)\b"
    # what it is and what it has: "is fully electric", "has a wider range of motion", "has five-fingered hands"
    r"|(?:is|are)\s+(?:now\s+)?(?:fully\s+|all[- ])?(?:electric|autonomous|bipedal|battery[- ]powered|hydraulic|wheeled"
    r"|open[- ]source|waterproof)\b"
    r"|\b(?:has|have|features?|featured|sports?)\s+(?:an?\s+|two\s+|its\s+)?(?:(?!been\b|had\b|the\b)[\w'’-]+\s+){0,2}?"
    r"(?:range\s+of\s+motion|hands|fingers|grippers|arms|legs|cameras|sensors|battery|batteries|torso|screen|display"
    r"|components|actuators|motors|electronics|lidar)\b"
    # what kind of robot it is: "This is a multi-purpose humanoid."
    r"|\b(?:is|was)\s+(?:an?|the)\s+(?:[\w-]+\s+){1,3}(?:humanoid|robot)\s*[.!]?\s*$"
    # its insides shown on stage: "cut open IRON's leg covering to expose the motors", "peeled back the skin"
    r"|\bcut(?:s|ting)?\s+open\b|\bpeel(?:s|ed|ing)?\s+back\b|\bunzip(?:s|ped|ping)?\b)",
    re.I)
#: Money raised as a clause's subject, with what it is for: "The new capital will be used to …".
_MONEY_PURPOSE = re.compile(
    r"\W*(?:[^,;]{0,40},\s*)?(?:the|this|these|that|its|their|our|new|fresh)\s+(?:[\w-]+\s+){0,2}"
    r"(?:capital|funding|funds|investment|money|proceeds|financing|cash)\s+"
    r"(?:will|would|(?:is|are)\s+(?:intended|meant|earmarked|set|going|to\b))", re.I)
#: A task verb in its -ing form ("lifting", "restocking"): read with fullmatch on one word.
_TASK_ING = re.compile(_TASK_VERBS + r"(?<=ing)", re.I)
#: Work done at a site that no skill verb names, with what it is done to: "reading gauges", "tending machines",
#: "delivers kits" (not "serving as a test", "delivering on a promise", "checking whether").
_SITE_WORK = (r"(?:read(?:s|ing)|listen(?:s|ing)|check(?:s|ing)|monitor(?:s|ing)|scan(?:s|ning)|measur(?:es|ing)"
              r"|deliver(?:s|ing)|guid(?:es|ing)|greet(?:s|ing)|answer(?:s|ing)|serv(?:es|ing)|tend(?:s|ing)"
              r"|feed(?:s|ing)|paint(?:s|ing)|polish(?:es|ing)|plac(?:es|ing)|carr(?:ies|ying)|kit(?:s|ting)"
              r"|fasten(?:s|ing)|screw(?:s|ing))\s+(?:for\s+)?(?:[\w-]+\s+){0,3}?"
              r"(?:gauges|dials|meters|leaks|defects|machines|machinery|parts|blanks|kits|components|boxes|totes|items|bins"
              r"|trays|cells|parcels|shelves|goods|materials|equipment|guests|visitors|shoppers|drinks|food|meals|screws"
              r"|bolts|panels|sheets|crates|pallets)\b")
#: The tasks a deployment is for, told with it: "to move totes", "for tasks such as sorting", "…, lifting containers
#: and restocking shelves", "the bot performed 110 retail tasks", "…, where it delivers kits of parts", "are now
#: unloading trucks in warehouses", "has moved more than 100,000 totes".
_TASK_PURPOSE = re.compile(r"\b(?:to|for\s+(?:\w+\s+)?tasks?\s+(?:such\s+as|like|including))\s+(?:\w+ly\s+)?" + _TASK_VERBS + r"\b"
                           r"|,\s+(?:\w+ly\s+)?(?:(?=\w+ing\b)" + _TASK_VERBS + r"\s+\w+|(?=\w+ing\b)" + _SITE_WORK + ")"
                           r"|,\s+where\s+(?:it|they|the\s+(?:\w+\s+)?(?:robots?|humanoids?|machines?|units?))\s+"
                           r"(?:now\s+|already\s+)?(?:" + _TASK_VERBS + r"\s+\w+|" + _SITE_WORK + ")"
                           r"|\b(?:is|are|was|were|been)\s+(?:now\s+|already\s+|currently\s+|also\s+)?(?:(?=\w+ing\b)"
                           + _TASK_VERBS + r"\s+(?!(?:at|in|on|with|for|to)\b)\w+|(?=\w+ing\b)" + _SITE_WORK + ")"
                           r"|\bput\s+to\s+work\s+(?:\w+ly\s+)?(?=\w+ing\b)" + _TASK_VERBS +
                           r"|\bperform(?:ed|s)?\s+(?:\d[\d,]*|\w+)\s+(?:[\w-]+\s+){0,2}tasks\b"
                           r"|\b" + _TASK_VERBS + r"\s+(?:up\s+)?(?:[\w,.-]+\s+){0,3}(?:totes?|box(?:es)?|parts?|containers?|bins?"
                           r"|packages?|shelves|items?|components?|cases?|pallets?|materials|goods|products?|objects?|laundry"
                           r"|dish(?:es)?|trays?|crates?|carts?|panels?|sheets?|tires?|batter(?:y|ies)|trucks?|trailers?|kits?"
                           r"|cells)\b", re.I)
#: A deployment told as under way beside a plan: "Already undergoing tests in factories, X is expected to …",
#: "X has entered factory training and is targeting mass production".
_DEPLOYED_ALREADY = re.compile(r"\b(?:already|currently)\s+(?:\w+\s+){0,2}?(?:undergo\w*|test\w*|work\w*|deploy\w*|pilot\w*"
                               r"|trial\w*|operat\w*|in\s+use)|\b(?:has|have)\s+(?:already\s+)?(?:entered|begun|started|been)\s+"
                               r"(?:[\w-]+\s+){0,2}(?:testing|tests|trials?|training|working|deployed|piloted)\b", re.I)
#: A partnership already made, told with a plan: "will be trained using Gemini models under a partnership announced
#: at CES", "as part of its alliance with Nvidia".
_PARTNERSHIP_MADE = re.compile(
    r"\b(?:under|through|as\s+part\s+of|via)\s+(?:a|an|the|its|their)\s+(?:[\w-]+\s+){0,2}"
    r"(?:partnership|collaboration|alliance|agreement)\b"
    r"|\b(?:partnership|collaboration|alliance|agreement)\s+(?:(?:was|were|it)\s+)?(?:announced|signed|agreed|struck|unveiled"
    r"|formed|reached)\b"
    r"|\b(?:announced|signed|formed|struck|sealed|entered\s+into|scored|landed|secured|inked|won|clinched)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}"
    r"(?:partnership|collaboration|alliance|agreement)\b"
    # two companies that will develop something together have agreed to (not a date for it: "will jointly develop
    # AI for Apollo")
    r"|\b(?:will|to)\s+" + _JOINT_WORK + r"\b", re.I)
#: A plan given a date: "deliveries set for 2026", "sales in the sector are planned for this year".
_DATED_PLAN = re.compile(r"\b(deliver(?:y|ies)|shipments?|shipping|sales|launch|release|production|availability|rollout"
                         r"|pre-?orders?|deployments?|commerciali[sz]ation)\s+(?:[\w-]+\s+){0,4}?(?:(?:is|are)\s+)?"
                         r"(?:(?:set|planned|scheduled|slated|due|expected)\s+(?:for|in)"
                         r"|(?:beginning|starting|begins?|starts?|will\s+(?:begin|start)|(?:is|are)\s+(?:set\s+|due\s+|expected\s+)?to"
                         r"\s+(?:begin|start))\s+(?:by|in|from))\b"
                         # "a $20,000 robot, shipping in 2026": the product's arrival told in a participle
                         r"|\b(shipping|arriving|available)\s+(?:from|in|by)\s+(?:early\s+|late\s+|mid-?)?(?:20\d\d|next\s+year)\b", re.I)
#: How far off a plan still is: "still many months away", "just weeks away", "a date has yet to be set for the launch".
_TIME_AWAY = re.compile(r"\b(?:still|just|only|is|are|was|'s|’s|remains?|remained)\s+(?:a\s+few\s+|many\s+|several\s+|some\s+|a\s+couple\s+of\s+)?"
                        r"(?:\w+\s+)?(?:days?|weeks?|months?|years?|decades?|quarters?)\s+away\b"
                        r"|\b(?:date|launch|timeline|schedule|start)\s+(?:\w+\s+){0,3}?(?:has|have)\s+(?:yet\s+to|not\s+(?:yet\s+)?)"
                        r"\s*(?:been\s+|be\s+)?(?:set|decided|announced|fixed|given)\b"
                        r"|\b(?:has|have)\s+yet\s+to\s+be\s+(?:set|decided|announced|fixed)\s+for\s+(?:the|its)\s+"
                        r"(?:launch|release|debut|rollout|start)\b", re.I)
#: A report named by who made it ("according to a report by the market research agency Omdia"): a source, no rumour.
_NAMED_REPORT = re.compile(r"\baccording\s+to\s+a\s+(?:new\s+|recent\s+|\w+\s+)?report\s+(?:by|from|of)\s+(?:the\s+)?"
                           r"(?:[\w-]+\s+){0,5}?[A-Z][\w&-]+")
_NEGATORS = re.compile(r"\b(?:not|never|no|n['’]t|hardly|without)\s+(?:\w+\s+){0,2}$", re.I)
_QUESTION = re.compile(r"\?\s*[\"'”’)]*\s*$")
#: A heading that asks without its question mark: "Who's Actually Deployed (Not Just Demoed)", "Is Optimus Ready".
_UNMARKED_QUESTION = re.compile(r"^\s*(?:Who|What|Which|Where|When|Why|How)(?:['’]s|\s+(?:is|are|was|were|has|have|will|can|does|do)\b)"
                                r"|^\s*(?:Is|Are|Can|Will|Does|Do|Should|Could)\s+(?!not\b)[^.!:;]*$")
#: A row of a table of three or more cells ("| Weight | 35 kg | 47 kg |"): which value is whose is told by its columns.
_COMPARISON_ROW = re.compile(r"^\s*\|(?:[^|\n]*\|){3,}\s*$")
#: A line that opens a list on the lines below it: "… taking on tasks such as:", "Its customers include:".
_LIST_OPENER = re.compile(r"(?:\bsuch\s+as|\blike|\bincluding|\binclude[sd]?|\bamong\s+them|\bfor\s+(?:example|instance)|\bnamely)\s*:\s*$",
                          re.I)


#: A picture's caption kept in the page text ("Illustration of Tesla Optimus dancing ballet"): no claim.
_CAPTION = re.compile(r"^\s*(?:(?:Illustration|Image|Photo(?:graph)?|Picture|Screenshot|Rendering)s?\s*(?:of\b|:|—|–|-\s)"
                      # a page's links to other pieces: "Related: Tesla shows off Optimus …", "Read more: …"
                      r"|(?:Related|Read\s+more|Read\s+also|Also\s+read|See\s+also|More\s+from|Recommended|Watch|Listen)"
                      r"(?:\s+\w+){0,2}\s*:)", re.I)


#: A page's list of tags or topics, no sentence: "Humanoid robots, Robotics, Sanctuary, Teleoperation".
_TAG_LINE = re.compile(r"(?:[A-Z][\w&.'’-]*(?:\s+[A-Za-z][\w&.'’-]*){0,2},\s+){2,}[A-Z][\w&.'’-]*(?:\s+[A-Za-z][\w&.'’-]*){0,2}")


def _section_heading(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is a section heading: a line of its own, in title case, without a sentence's stop.

    A headline in sentence case ("Humanoids didn't make it: the debut was derailed") states something and is
    not one; nor is one in title case that says who states it ("Humanoid Robots Are Still Years Away From Homes,
    Experts Warn").
    """
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line = text[line_start:len(text) if line_end < 0 else line_end].strip()
    if _HEADLINE_TOLD_BY.search(line):
        return False
    # (a heading may close on a quotation: 'The Human Element: "A Natural Part of Everyday Work"')
    bare = line.rstrip("\"”’'")
    if not bare or bare[-1] in ".!?)" or len(line.split()) > 14:
        return False
    words = [w for w in re.findall(r"[A-Za-z][\w'’-]*", line) if len(w) > 3]
    return bool(words) and all(w[0].isupper() for w in words)


def _line_alone(text: str, sentence) -> bool:
    """Whether ``sentence`` is a line of its own (a heading, a bullet), not one sentence of a paragraph."""
    return sentence.first_in_line and not text[sentence.end:].split("\n", 1)[0].strip()


def _title_line(text: str, sentence, title: str) -> bool:
    """Whether ``sentence`` is the document's title repeated as its first line: a headline states something
    ("Humanoid Robots Are Still Years Away From Homes"), however it is cased; a section heading does not."""
    return bool(title) and not text[:sentence.start].strip() \
        and " ".join(text[sentence.start:sentence.end].split()).rstrip(".") == " ".join(title.split()).rstrip(".")


#: A factory opened: "opened its Digit factory in Salem", "the RoboFab facility opened in late 2023".
_FACTORY_OPENED = re.compile(r"\b(?:opened|opens|inaugurated|inaugurates)\s+(?:[\w'’-]+,?\s+){0,5}?(?:factory|plant|facility"
                             r"|production\s+line|gigafactory|manufacturing\s+(?:site|hub|plant|facility))\b"
                             r"|\b(?:factory|plant|facility|production\s+line|gigafactory)\s+(?:[\w'’-]+\s+){0,3}?"
                             r"(?:opened|has\s+opened|was\s+opened|began\s+operations)\b", re.I)
#: Production under way, told as done: "has started mass production of its humanoid robots", "began producing Walker S".
_PRODUCTION_STARTED = re.compile(r"\b(?:started|begun|began|commenced|entered|kicked\s+off)\s+"
                                 r"(?:(?:mass|series|volume|full-scale|commercial)\s+)?(?:production|producing|manufacturing)\b", re.I)
#: A headline that ends on who states it: "…, Experts Warn", "…, Goldman Sachs Says".
_HEADLINE_TOLD_BY = re.compile(r",\s+" + _HEADLINE_SPEAKER + r"[\s\"”’']*$")
#: A sentence that reports no answer asserts nothing: "declined to comment", "did not respond".
_NO_COMMENT = re.compile(r"\b(?:declined\s+to\s+comment|(?:did\s+not|didn['’]t|would\s+not|wouldn['’]t)\s+(?:immediately\s+)?comment"
                         r"|(?:did\s+not|didn['’]t|has\s+not|hasn['’]t|have\s+not|haven['’]t)\s+(?:yet\s+)?(?:immediately\s+)?"
                         r"(?:respond(?:ed)?|repl(?:y|ied)|answer(?:ed)?|return(?:ed)?)\s+(?:to\s+)?(?:a\s+|an\s+|our\s+|multiple\s+|several\s+)?"
                         r"(?:requests?|emails?|e-mails?|calls?|messages?|inquir\w+)"
                         r"|did\s+not\s+(?:immediately\s+)?respond|didn['’]t\s+(?:immediately\s+)?respond"
                         r"|could\s+not\s+be\s+reached|did\s+not\s+return\s+(?:a\s+)?requests?|no\s+comment"
                         r"|(?:replied|responded)\s+to\s+(?:a\s+)?requests?\s+for\s+comment)\b", re.I)
_AFTER_PREP = re.compile(r"\b(?:at|with|from|for|to|by|than|like|on|against|over|including|include)\s+(?:the\s+)?$", re.I)
#: An aside set between commas: ", which didn't respond to questions,".
_COMMA_ASIDE = re.compile(r",\s+(?:which|who)\s[^,;]{3,80},")


def _no_comment(stext: str) -> bool:
    """The sentence reports no answer and asserts nothing ("Tesla did not respond to a request for comment"); one that
    tells it in an aside still asserts what its main clause says ("Unitree, which didn't respond to questions, sells
    the G1 for $16,000")."""
    found = _NO_COMMENT.search(stext)
    return bool(found) and not any(a.start() < found.start() < a.end() for a in _COMMA_ASIDE.finditer(stext))


# ----------------------------------------------------------------------------- shapes


@dataclass
class _Clause:
    start: int
    end: int
    cues: Counter = field(default_factory=Counter)
    spans: list[tuple[str, int, int]] = field(default_factory=list)
    money: list[MoneyAmount] = field(default_factory=list)
    quantities: list[Quantity] = field(default_factory=list)
    times: list[TimeExpression] = field(default_factory=list)
    plan_at: int | None = None  # where a plan told in a "with" phrase begins (:func:`_plan_draft`)


@dataclass
class _Draft:
    """One claim of a clause before its subject and shared fields are set."""

    claim_type: str
    predicate: str
    object_text: str
    value: Decimal | None = None
    unit: str = ""
    qualifier: str = ""
    object_entity: str | None = None
    anchor: int | None = None  # where in the text the fact is stated (for choosing the subject)
    phrase: bool = False  # the object is what the clause says of its subject, filled in once the subject is known
    subject_kind: str = ""  # "company" when the fact is about the organisation (founded, leadership …)
    stance: str = ""  # set when the claim's stance is its own, not the clause's
    subject_slug: str | None = None  # who the claim is about, when the clause decides it (a customer trying robots)
    done: bool = False  # told as already done in a clause that otherwise looks ahead ("had produced its 1,000th")


@dataclass
class _Doc:
    text: str
    published_at: dt.datetime
    registry: Registry
    proposed: Counter
    topic_robot: str | None = None  # the robot the document is about (its title, its opening)
    named: frozenset[str] = frozenset()  # every entity the document names
    robot_names: frozenset[tuple[int, int]] = frozenset()  # where a robot is named by its name
    paper: bool = False  # a research paper: it speaks of its own work ("we present …", "our method") more than once
    topic_company: str | None = None  # the company the document is about
    weekdays: bool = True  # the publication day is known, so "on Tuesday" can be counted from it
    topic_product: bool = False  # the title names a product of the topic company (a paper presenting its model)


def _robot_named(doc: _Doc, start: int, end: int) -> bool:
    """Whether a robot is named by its name in ``doc.text[start:end]``."""
    return any(start <= a < end for a, _ in doc.robot_names)


# ----------------------------------------------------------------------------- clauses


def _clauses(doc: _Doc, sentence: Sentence, names: list[tuple[int, int]]) -> list[_Clause]:
    """The sentence cut where each side makes a claim of its own; cues, money, quantities and times per clause."""
    text = doc.text
    pieces, pos = [], sentence.start
    # (not the last item of a list: "deployed in its stores, offices, and factories by 2026")
    cuts = [(m.start(), m.end()) for m in _CLAUSE_SPLIT.finditer(text, sentence.start, sentence.end)
            if not (text[m.start():m.end()].strip(", ").lower() == "and"
                    and _LIST_ITEM_BEFORE.search(text, sentence.start, m.start())
                    and not _VERB_AHEAD.match(text, m.end(), sentence.end))
            # (a dash that opens an aside closed by another: "the GR-1 – said to walk at 5 km/h – reminded people …"
            # tells of the name before it)
            and not (text[m.start():m.end()].strip() in "—–" and _DASH_CLOSES.search(text, m.end(), sentence.end))]
    for aside in (*_RELATIVE_ASIDE.finditer(text, sentence.start, sentence.end),
                  *_PLAN_ASIDE.finditer(text, sentence.start, sentence.end)):
        # "Agility, which already has Digit robots working at GXO, plans to build 10,000 a year": the aside tells a fact
        # of its own beside the plan. Not when the robot is what the aside is about ("Apollo, which Apptronik unveiled
        # in 2023, is expected to ship …", "The robot, which …"): the sentence is one claim about it.
        head = text[sentence.start:aside.start()]
        if _ROBOT_WORD.search(head) or _robot_named(doc, sentence.start, aside.start()):
            continue
        inner = [(aside.start(), aside.start("body")), (aside.end("body"), aside.end())]
        if not any(a < e and s < b for a, b in cuts for s, e in inner):
            cuts = sorted([*cuts, *inner])
    concession = _CONCESSION.match(text, sentence.start, sentence.end)
    if concession and _SHORT_DESPITE.fullmatch(concession.group(0)):
        concession = None  # "Despite the hype, humanoids remain a niche product": a phrase, not a clause of its own
    if concession and not any(a <= concession.end() - 1 < b for a, b in cuts):
        cuts = sorted([*cuts, (concession.end() - 1, concession.end())])  # "Although X, Y": X and Y apart
    for a, b in cuts:
        pieces.append((pos, a))
        pos = b
    pieces.append((pos, sentence.end))
    clauses = [_analyse(doc, a, b, names) for a, b in pieces if text[a:b].strip()]
    merged: list[_Clause] = []
    for clause in clauses:
        # a plan told after a fact is a claim of its own: "…, and preparing to make its public debut", "which was
        # founded in 2016 and is preparing to list"
        plan_after = merged and _PLAN_OPENING.match(text, clause.start) and (
            _says_something(merged[-1]) or _FOUNDED.search(text, merged[-1].start, merged[-1].end))
        if merged and not (_says_something(clause) and _says_something(merged[-1])) and not plan_after \
                and not _turns(text, merged[-1], clause) and not _HEADLINE_SAYS.match(text, merged[-1].end):
            merged[-1] = _analyse(doc, merged[-1].start, clause.end, names)
        else:
            merged.append(clause)
    return merged or [_analyse(doc, sentence.start, sentence.end, names)]


#: A clause that opens on a step being readied: "is reportedly preparing to …", "getting ready to …".
_PLAN_OPENING = re.compile(r"\s*(?:(?:is|are)\s+)?(?:reportedly\s+|also\s+|now\s+)?(?:preparing|getting\s+ready|gearing\s+up)\s+to\b",
                           re.I)
#: The dash that closes an aside, later in the sentence.
_DASH_CLOSES = re.compile(r"\s[—–]\s")
#: A relative clause set between a subject and a plan or a saying: "Figure, whose robots have worked at BMW's plant,
#: has said it wants to ship 100,000 units".
_RELATIVE_ASIDE = re.compile(r",\s+(?=(?:which|whose|who)\s)(?P<body>[^,;()]{8,160}?),\s+"
                             r"(?=(?:also\s+|now\s+|still\s+)?(?:plans|aims|expects|wants|intends|hopes|says|said|has\s+said"
                             r"|told|will|is\s+(?:set|planning|targeting|aiming|expected)|targets)\b)")
#: The reverse: a plan told in the aside, a fact in the main clause: "Tesla, which hopes to sell Optimus in 2026,
#: showed the robot sorting battery cells".
_PLAN_ASIDE = re.compile(r",\s+(?=(?:which|who)\s)(?P<body>(?=[^,;()]{0,60}?\b(?:plans?|hopes?|aims?|expects?|wants?|intends?"
                         r"|will|targets?|is\s+(?:set|planning|targeting|aiming|expected))\b)[^,;()]{8,160}?),\s+"
                         r"(?=(?:has\s+|have\s+)?(?:showed|shown|unveiled|demonstrated|released|revealed|launched|opened|began"
                         r"|begun|started|signed|announced|delivered|shipped)\b|(?:shows|unveils|demonstrates|releases|reveals"
                         r"|launches|opens|begins|starts|signs|announces)\b)")
#: An amount restated in another currency right after it: "USD 1 billion (approximately RMB 7.1 billion)".
_CONVERSION = re.compile(r"\s*[(\[]\s*(?:approximately|approx\.|about|around|roughly|some|c\.|~|or|equivalent\s+to|worth)?\s*"
                         r"|\s*,?\s*(?:or\s+(?:roughly\s+|about\s+|approximately\s+|around\s+|some\s+|nearly\s+)?"
                         r"|(?:roughly|about|approximately)\s+)", re.I)


#: What a robot does a task with, after "using"/"uses": "using its arms", "uses two cameras".
_OWN_MEANS_AFTER = re.compile(r"\s+(?:its|their|his|her|both)\s+(?:own\s+|two\s+|robotic\s+|articulated\s+)?(?:arms?|hands?|fingers?"
                              r"|legs?|feet|eyes|cameras?|sensors?|body|torso|grippers?)\b", re.I)


#: Vehicles counted in a clause: its bare "units" after them are vehicles too ("300,000 electric and hybrid cars a
#: year, eventually 500,000 units"), not robots.
_VEHICLES_COUNTED = re.compile(r"\b(?:vehicles|cars|EVs|SUVs|trucks|automobiles)\b", re.I)


#: A word in quotation marks: 'the gap between "demo" and "deployment"', 'the word "pilot"'.
_QUOTED_WORD = re.compile(r"[\"“‘'][\w-]+(?:\s[\w-]+)?[\"”’']")
#: What tells that a quoted word is spoken of as a word: a pair of them, or a noun for words before it.
_AS_A_WORD_BEFORE = re.compile(r"(?:\b(?:between|word|words|term|terms|label|phrase)|[\"”’']\s+(?:and|or|vs\.?|versus))\s+$", re.I)
_AS_A_WORD_AFTER = re.compile(r"\s+(?:and|or|vs\.?|versus)\s+[\"“‘']", re.I)


def _word_mentioned(text: str, start: int, end: int) -> bool:
    """Whether the cue word ``text[start:end]`` is spoken of as a word, not used: 'the gap between "demo" and
    "deployment"', 'the term "pilot"' (not 'Digit was "deployed" at GXO': a use, at a distance)."""
    quoted = _QUOTED_WORD.fullmatch(text, max(0, start - 1), min(len(text), end + 1))
    return bool(quoted) and bool(_AS_A_WORD_BEFORE.search(text, max(0, start - 20), start - 1)
                                 or _AS_A_WORD_AFTER.match(text, end + 1))


def _analyse(doc: _Doc, start: int, end: int, names: list[tuple[int, int]]) -> _Clause:
    text = doc.text
    lead = len(text[start:end]) - len(text[start:end].lstrip())
    start += lead
    end = start + len(text[start:end].rstrip())
    clause = _Clause(start, end)
    ctext = text[start:end]
    # "removing its battery using its arms": the robot's own limbs and senses, no customer using robots
    # ("the US may have 8 million robots": the country, no "us" speaking)
    clause.spans = [(kind, s, e) for kind, s, e in cue_spans(text, start, end)
                    if not (kind == "DEPLOYMENT" and _OWN_MEANS_AFTER.match(text, e))
                    and not (kind == "FIRST_PERSON" and text[s:e] == "US")
                    and not _word_mentioned(text, s, e)]
    clause.cues = Counter(kind for kind, _, _ in clause.spans)
    for kind, s, _ in clause.spans:
        if kind == "POSITIVE" and _NEGATORS.search(text[max(start, s - 20):s]):
            clause.cues["POSITIVE"] -= 1
            clause.cues["NEGATIVE"] += 1
    _settle_polarity(text, clause)
    found = [MoneyAmount(m.text, start + m.start, start + m.end, m.amount, m.currency) for m in find_money(ctext)]
    # (an amount in the same currency after "or" is another amount: "$20,000 or $499 a month")
    clause.money = [m for i, m in enumerate(found) if not (
        i and _CONVERSION.fullmatch(text, found[i - 1].end, m.start)
        and (found[i - 1].currency != m.currency or re.search(r"[(\[]", text[found[i - 1].end:m.start])))]
    clause.quantities = [q for q in find_quantities(text, start, end, exclude=[(m.start, m.end) for m in found] + names,
                                                    robots=[span for span in names if span in doc.robot_names])
                         if not (q.base == "units" and _VEHICLES_COUNTED.search(text, start, q.start)
                                 and not _ROBOT_NOUN_HERE.search(text, start, q.end)
                                 and not any(start <= s < q.end for s, _ in doc.robot_names))]
    clause.times = [TimeExpression(t.text, start + t.start, start + t.end, t.valid_from, t.valid_until,
                                   t.forward_looking, t.granularity)
                    for t in resolve_time_expressions(ctext, published_at=doc.published_at, weekdays=doc.weekdays)]
    return clause


#: A size word takes the polarity of what it sizes: "enormous risks" is one doubt, not praise and doubt.
_INTENSIFIER = re.compile(r"(?:huge|massive|gigantic|enormous|tremendous|significant|major|remarkable|stunning|striking)\s+(?:[\w&'’-]+\s+(?:and\s+|or\s+)?){0,3}$", re.I)
#: The hard work a robot is for ("dull, dirty and dangerous jobs", "unsafe or tedious tasks"): its purpose, no doubt.
_HARD_WORK = re.compile(
    r"\b(?:(?:dull|dirty|dangerous|difficult|unsafe|hazardous|tedious|repetitive|boring|strenuous|monotonous|back-?breaking"
    r"|physically\s+demanding|undesirable)\b[,\s\"“”‘’]*(?:and\s+|or\s+)?)+(?:work|tasks?|jobs?|chores|labou?r|duties)\b"
    # the jobs nobody can be hired for: "jobs that are hard to staff", "hard-to-fill roles"
    r"|\b(?:that\s+are\s+|which\s+are\s+)?(?:hard|difficult)(?:\s+|-)to(?:\s+|-)(?:staff|fill|hire\s+for)\b", re.I)
#: A harm made smaller ("reduce the risk", "lower costs and risk"): a benefit, no doubt.
_HARM_REDUCED = re.compile(r"\b(?:reduc\w*|lower(?:s|ed|ing)?|mitigat\w*|minimi[sz]\w*|eliminat\w*|lessen\w*|de-?risk\w*"
                           r"|avoid\w*)\s+(?:[\w-]+\s+){0,5}?(?:risks?|danger\w*|injur\w*|problems?|failures?)\b"
                           # a problem solved: "use innovative technologies to solve major social problems"
                           r"|\b(?:solv\w*|tackl\w*|address\w*|fix\w*|overcom\w*)\s+(?:[\w-]+\s+){0,4}?(?:problems?|challenges?"
                           r"|shortages?|bottlenecks?)\b", re.I)


#: A paper speaking of its own work: "we present …", "our method", "this paper proposes", "in this work".
_OWN_WORK = re.compile(
    r"\b(?:we|We)\s+(?:(?:also|further|then|first|additionally)\s+)?(?:present|introduce|propose|train|evaluate|show|demonstrate"
    r"|develop|design|build|release|conduct\w*|deploy|overcome|validate|find|observe|achieve)\b"
    r"|\b(?:our|Our)\s+(?:\w+\s+){0,2}?(?:method|approach|framework|policy|policies|system|dataset|benchmark|model|results?|experiments?"
    r"|pipeline|controller|strategy|strategies|technique|analysis|work|key\s+idea)\b"
    r"|\b(?:[Tt]his|[Tt]he)\s+(?:paper|work|study|article|thesis)\s+(?:\w+\s+)?(?:presents?|introduces?|proposes?|addresses|tackles"
    r"|describes|shows|demonstrates|investigates|explores|reports)\b|\b[Ii]n\s+this\s+(?:paper|work|study)\b"
    r"|\b(?:[Ee]xtensive\s+)?[Ee]xperiments\s+(?:\w+\s+){0,6}?(?:show|demonstrate|validate|confirm)\b")


#: An ordinal naming one of a series after "the first": "the first Atlas robot", "the first production unit", "the
#: first generation" (which one, no boast).
_SERIES_AFTER = re.compile(r"\s+(?:[A-Z][\w.-]*\s+){0,2}(?:[\w-]+\s+)?(?:robots?|models?|versions?|generations?|iterations?"
                           r"|prototypes?|units?|batch|edition|release|round)\b")


def _settle_polarity(text: str, clause: _Clause) -> None:
    """Cue words that read the other way in context: a size word before a harm, the hard work robots are
    for, a harm reduced, an ordinal naming one of a series."""
    for kind, s, e in clause.spans:
        if kind in ("POSITIVE", "OPINION") and text[s:e].lower() == "the first" and _SERIES_AFTER.match(text, e):
            clause.cues[kind] -= 1
    negatives = [(s, e) for kind, s, e in clause.spans if kind == "NEGATIVE"]
    for kind, s, e in clause.spans:
        if kind == "POSITIVE" and any(_INTENSIFIER.fullmatch(text, s, ns) for ns, _ in negatives if e < ns <= e + 60):
            clause.cues["POSITIVE"] -= 1
    for kind, s, e in clause.spans:
        # "Yet, amid this optimism, forums buzz with scepticism": the mood conceded is not the clause's judgement
        if kind == "POSITIVE" and re.search(r"\b(?:amid|despite|for\s+all)\s+(?:[\w-]+\s+){0,3}$", text[max(clause.start, s - 30):s], re.I):
            clause.cues["POSITIVE"] -= 1
        # "Behind Apollo stands Apptronik", "the startup behind Digit": who made it, no lag
        elif kind == "NEGATIVE" and text[s:e].lower() == "behind" and (
                _BEHIND_MAKER.search(text, max(clause.start, s - 20), s) or s == clause.start
                or re.match(r"\s+the\s+scenes\b", text[e:e + 12]) or _MADE_AFTER_BEHIND.match(text, e)):
            clause.cues["NEGATIVE"] -= 1
    for pattern, turn in ((_HARD_WORK, False), (_LEFT_BEHIND, False), (_HARM_REDUCED, True), (_NEED_DENIED, True), (_DOUBT_DENIED, True),
                          (_TELEOPERATION_DENIED, True)):
        for m in pattern.finditer(text, clause.start, clause.end):
            inside = sum(1 for s, e in negatives if m.start() <= s and e <= m.end())
            clause.cues["NEGATIVE"] -= inside
            if turn and inside:
                clause.cues["POSITIVE"] += 1


#: What a product breaks with: "a departure from the time-consuming, expensive designs of the past", "unlike
#: its slow predecessor". The faults named are the old way's, not the product's.
_LEFT_BEHIND = re.compile(r"\b(?:(?:a|an)\s+(?:[\w-]+\s+)?(?:departure|break|shift|step|move)\s+(?:away\s+)?from|unlike"
                          r"|in\s+contrast\s+(?:to|with))\s+[^.;]{0,120}", re.I)
#: Who stands behind a product: "the startup behind Digit" ("Behind Apollo stands Apptronik" opens the clause).
_BEHIND_MAKER = re.compile(r"\b(?:company|companies|startup|start-up|firm|team|maker|makers|developer|group|lab|people|engineers"
                           r"|founders?|investors|money|minds|brains|forces?|stands|ones?)\s+$", re.I)
#: Robots after "behind": who makes them ("Apptronik is behind some of the first mass-produced robots").
_MADE_AFTER_BEHIND = re.compile(r"\s+(?:(?:some|one|many|several)\s+of\s+)?(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,3}"
                                r"(?:robots?|humanoids?|androids?|machines?)\b", re.I)
#: Teleoperation denied: "nothing in this film is teleoperated", "the demo was not sped up". A boast.
_SHOW_FAKED = r"(?:teleoperat\w*|remote(?:ly)?[- ]controlled|sped\s+up|staged|scripted)\b"
_TELEOPERATION_DENIED = re.compile(r"\b(?:nothing|none|no\s+part|not\s+one)\b[^.;]{0,40}?\b(?:is|was|were|are)\s+(?:\w+\s+)?" + _SHOW_FAKED
                                   + r"|\b(?:is|was|were|are)\s*(?:not|n['’]t)\s+(?:\w+\s+)?" + _SHOW_FAKED
                                   + r"|\bno\s+teleoperation\b", re.I)
#: A doubt denied: "it is not a publicity stunt", "isn't just market hype", "no gimmick". A defence, not a doubt.
_DOUBT_DENIED = re.compile(r"\b(?:not|n['’]t|no)\s+(?:just\s+|merely\s+|simply\s+|only\s+)?(?:a\s+|an\s+)?(?:[\w-]+\s+)?"
                           r"(?:publicity\s+stunt|marketing\s+stunt|pr\s+stunt|stunt|gimmick|hype|toys?|party\s+tricks?"
                           r"|vaporware|bubble|fantasy|pipe\s+dream|novelty"
                           # "paid pilots in real production, not staged demos"
                           r"|(?:staged|scripted|canned|choreographed|rigged)\s+(?:demo(?:s|nstrations?)?|videos?|shows?)"
                           r"|proofs?\s+of\s+concept)\b", re.I)
#: A need for people denied: "Digit never needs a human babysitter", "no longer requires a remote operator". A boast.
_NEED_DENIED = re.compile(r"\b(?:never|no\s+longer|doesn['’]t|does\s+not|won['’]t|will\s+not)\s+(?:need|needs|require|requires)"
                          r"\b[^.;]{0,30}?\b(?:human\s+babysitter|babysitter|remote\s+(?:human|operator)|human|operator|teleoperat\w*)",
                          re.I)


#: A clause that opens on a subject of its own: a determiner, a pronoun or a name.
_OWN_SUBJECT = re.compile(r"(?:(?:the|a|an|its|their|his|her|it|they|there|this|that|these|those|several|many|most|some"
                          r"|few|we|i|you|no|none|other|others)\b|(?-i:[A-Z]))", re.I)


def _turns(text: str, before: _Clause, after: _Clause) -> bool:
    """Whether ``after`` turns ``before``'s judgement round: "X has been a pioneer, but giants have stepped in"
    (praise, then its "but" in a doubt of its own, or the other way): two opinions, not one."""
    if not re.match(r"\s*(?:,\s*)?but\b", text[before.end:after.start + 4], re.I) and \
            not re.match(r"but\b", text[after.start:after.start + 4], re.I):
        return False
    if len(text[before.start:before.end].split()) < 4 or len(text[after.start:after.end].split()) < 4:
        return False
    if not _OWN_SUBJECT.match(_LEADING_CONJ.sub("", text[after.start:after.end].lstrip(_EDGE))):
        return False  # "…, but eventually end up being fast": the same subject goes on
    b, a = before.cues, after.cues
    return (b["POSITIVE"] > 0 == b["NEGATIVE"] and a["NEGATIVE"] > 0 == a["POSITIVE"]) or \
        (b["NEGATIVE"] > 0 == b["POSITIVE"] and a["POSITIVE"] > 0 == a["NEGATIVE"])


def _says_something(clause: _Clause) -> bool:
    c = clause.cues
    return bool(clause.money or clause.quantities or c["FUNDING"] or c["DEPLOYMENT"] or c["CAPABILITY"]
                or c["OPINION"] or (c["PROJECTION"] and clause.times))


# ----------------------------------------------------------------------------- kinds of claim


def _only_past_times(doc: _Doc, clause: _Clause) -> bool:
    """Whether the clause tells times, all of them ended before the publication day ("in 2024", told in 2025)."""
    return bool(clause.times) and all(t.valid_until is not None and t.valid_until < doc.published_at.date()
                                      for t in clause.times)


#: A plan that describes the people named before it, a participle right after a plural common noun: "the VC firms
#: planning to fund Figure", "investors hoping to back it".
_OTHERS_PLAN = re.compile(r"\b(?!(?:is|was|has|does|its|this|his|hers|ours|theirs)\b)(?-i:[a-z]{2,})s\s+"
                          r"(?:planning|hoping|seeking|looking|aiming|wanting|intending)\s+to\b")


def _forward(doc: _Doc, clause: _Clause) -> bool:
    """A projection: a future cue, a headline's "X to launch …", or a time expression after the publication day.

    A plan told in a "with" phrase (``clause.plan_at``) is its own projection: the clause's fact before it is
    read without it ("opened a factory, with production starting next year" opened the factory).
    """
    end = clause.plan_at if clause.plan_at is not None else clause.end
    aim = _AIM_AFTER.search(doc.text, clause.start, end)
    if aim:
        end = aim.start()  # "robots have been trained for tasks, with the goal of eventually …": trained, done
    aside = _ASIDE_RELATIVE.search(doc.text, clause.start, end)
    if aside and _DONE_VERB.search(doc.text, clause.start, aside.start()) and not any(
            words.search(doc.text, aside.end(), end) for words in (_DEPLOY_WORDS, _PRODUCTION_WORDS, _LAUNCH_WORDS, _SHIP_WORDS,
                                                                    _PLAN)):
        # (a plan of its own in the aside stays one: "signed BMW, which will deploy robots next year")
        end = aside.start()  # "We've delivered the first units to a customer, which we'll name later this year": done
    ctext = doc.text[clause.start:end]
    if _SURVEY_SHARE.search(ctext):
        return False  # "37 percent of respondents welcome robots within the next decade": what people say now
    if any(t.forward_looking for t in clause.times if t.start < end):
        return True
    if _HEADLINE_FUTURE.match(ctext) or _REPORTED_FUTURE.search(ctext):
        return True
    if _FORECAST_VOICE.search(ctext) and (clause.times or clause.quantities) and not _only_past_times(doc, clause):
        return True  # (not "we estimate the market at $2 billion in 2024 revenue": a past year measured)
    cue = _FUTURE_CUE.search(ctext)
    if cue is not None and _OTHERS_PLAN.search(ctext, max(0, cue.start() - 40), cue.end() + 3) \
            and not _FUTURE_CUE.search(ctext, cue.end()):
        return False  # "The VC firms planning to fund Figure aren't well-known": their plan describes them; the clause says what is
    if cue is not None:
        # "BMW is testing humanoid robots that could one day work on its lines": the robots' future is told in a
        # relative clause; the test is under way.
        rel = _ROBOTS_WHICH.search(ctext, 0, cue.start())
        if rel is not None and _IN_USE_NOW.search(ctext, 0, rel.start()) \
                and not any(q.start >= clause.start + rel.start() for q in clause.quantities):
            return False  # (unless the relative clause tells a count ahead: "… that will soon be joined by thousands more")
    return cue is not None


#: A customer's verb of putting unnamed robots to use, right after its name: "will test humanoid robots",
#: "plans to deploy humanoids", "is trialling robots".
_PUTS_ROBOTS_TO_USE = re.compile(r"\s+(?:(?:will|would|plans?\s+to|aims?\s+to|intends?\s+to|wants?\s+to|is|are|has|have"
                                 r"|(?:is|are)\s+(?:set|going|expected)\s+to|also|now|already|(?:begun|started)"
                                 r"|(?:preparing|getting\s+ready|gearing\s+up|looking|readying)\s+to)\s+)*"
                                 r"(?:test|tests|testing|try\s+out|trying\s+out|tries\s+out"
                                 r"|trial|trials|trialling|trialing|pilot|pilots|piloting|deploy|deploys"
                                 r"|deploying|use|uses|using|expand\s+(?:the|its)\s+(?:tests|trials|pilots?))\b"
                                 r"(?:\s+(?:[\w-]+\s+){0,2}(?:robots?|humanoids?|bots)\b|\s+(?:the|its)\s)", re.I)
#: A verb of saying, judging or foreseeing right after a name: what it tells of robots, not what it does with them.
_VERB_OF_VIEW = re.compile(r"(?:\s+(?:has|have|had|also|now|still|recently|previously|once|again|further))*\s+"
                           r"(?:says?|said|tells?|told|expects?|expected|predicts?|predicted|forecasts?|forecasted|projects?"
                           r"|projected|estimates?|estimated|believes?|believed|thinks?|thought|sees?|saw|warns?|warned"
                           r"|argues?|argued|reckons?|reckoned|notes?|noted|writes?|wrote|adds?|added|cautions?|cautioned"
                           r"|calls?|called|describes?|described|views?|viewed|rates?|rated|raised|raises|cut|cuts|lowered"
                           r"|lowers|lifted|lifts|upgraded|downgraded|doubts?|doubted|claims?|claimed|reports?|reported"
                           r"|found|finds|suggests?|suggested|questions?|questioned|is\s+(?:sceptical|skeptical|bullish|bearish"
                           r"|optimistic|pessimistic|confident|convinced))\b", re.I)
#: A site or vehicle owned by the name right before it: "'s electric vans", "'s plants", "'s warehouse floor".
_OWN_SITE_AFTER = re.compile(r"['’]s?\s+(?:[\w-]+\s+){0,2}?(?:vans?|trucks?|vehicles?|fleets?|stores?|warehouses?|plants?"
                             r"|factor(?:y|ies)|(?:assembly\s+|production\s+)?lines?|sites?|facilit(?:y|ies)|depots?"
                             r"|(?:fulfil?ment|distribution|logistics)\s+(?:centers?|centres?|hubs?))\b", re.I)
#: Robots set to work: "the robots work", "humanoids to carry", "for the humanoids to ride along".
_ROBOTS_TO_WORK = (r"(?:(?:the|its|some|more)\s+)?(?:[\w-]+\s+){0,2}?(?:robots?|humanoids?|bots|machines)\s+(?:to\s+)?"
                   r"(?:work|carry|move|sort|handle|fetch|deliver|stock|unload|load|pick|fit|assemble|inspect|join|ride|help"
                   r"|take\s+over|do)\b")
#: A customer's plan to have robots work for it: "plans to let the robots work …", "wants humanoids to carry …".
_HAS_ROBOTS_WORK = re.compile(r"\s+(?:(?:also|now|still)\s+)?(?:plans?|wants?|aims?|intends?|hopes?|is\s+(?:preparing|planning|hoping))"
                              r"\s+(?:to\s+(?:let|have|get|put|bring|send)\s+)?" + _ROBOTS_TO_WORK, re.I)
#: Robots' work as what a plan is for: "the idea is for the humanoids to ride along in its vans".
_PLAN_FOR_ROBOTS = re.compile(r"\b(?:idea|plan|goal|aim|vision|hope)\s+(?:is|was)\s+for\s+" + _ROBOTS_TO_WORK, re.I)
#: Robots described by a relative clause: "humanoid robots that …", "machines which …".
_ROBOTS_WHICH = re.compile(r"\b(?:robots?|humanoids?|machines?|units|bots|androids)\s+(?:that|which)\s", re.I)
#: Robots put to use now or already: "is testing", "has begun piloting", "have deployed".
_IN_USE_NOW = re.compile(r"\b(?:is|are|was|were|has|have|had)\s+(?:been\s+|now\s+|already\s+|(?:begun|started)\s+)*"
                         r"(?:testing|trialling|trialing|piloting|deploying|using|running|operating|deployed|tested|piloted"
                         r"|trialled|trialed|used)\b", re.I)
#: A share of the people a survey asked: "37 percent of respondents", "half of those polled".
_SURVEY_SHARE = re.compile(r"\b(?:\d[\d.,]*\s*(?:%|percent|per\s+cent)|half|a\s+third|a\s+quarter|most|a\s+majority)\s+of\s+(?:the\s+)?"
                           r"(?:[\w-]+\s+)?(?:respondents|those\s+(?:surveyed|polled|asked)|people\s+(?:surveyed|polled|asked)"
                           r"|(?:consumers|adults|households|executives|managers)\s+(?:surveyed|polled|asked))\b", re.I)
#: A relative clause set off by a comma, an aside on what came before it: ", which we'll name later this year".
_ASIDE_RELATIVE = re.compile(r",\s+(?:which|who|whom|whose)\s", re.I)
#: A thing done, in the perfect or a past verb of the news: "we've delivered", "has signed", "shipped", "unveiled".
_DONE_VERB = re.compile(PERFECT.pattern + r"|\b(?:delivered|shipped|signed|deployed|launched|unveiled|raised"
                        r"|closed|opened|sold|completed|began|started|introduced|released|acquired|hired|appointed)\b", re.I)
#: A listed company bought into, right after the stake: "a Shanghai-listed materials company".
_LISTED_TARGET = re.compile(r"(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}?[\w-]+-listed\s+(?:[\w-]+\s+){0,2}?(?:company|firm|manufacturer|maker"
                            r"|group|supplier|business)\b", re.I)
#: A count already made, right before it: "had produced its 1,000th", "has delivered more than".
_DONE_COUNT_BEFORE = re.compile(r"\b(?:had|has|have)\s+(?:already\s+|now\s+|so\s+far\s+)?(?:produced|built|manufactured|made|assembled"
                                r"|shipped|delivered|sold|deployed|rolled\s+out)\s+(?:its\s+|their\s+|a\s+total\s+of\s+|more\s+than\s+"
                                r"|over\s+|about\s+|some\s+|nearly\s+|around\s+|roughly\s+)*$", re.I)
#: A count told as made so far: "with roughly 100 units produced across hardware revisions to date".
_DONE_COUNT_AFTER = re.compile(r"[^,;]{0,25}?\b(?:produced|built|manufactured|made|assembled|shipped|delivered|sold|deployed)"
                               r"\b[^,;]{0,50}?\b(?:to\s+date|so\s+far|until\s+now|thus\s+far)\b", re.I)
#: An aim told after the clause's fact: "…, with the goal of eventually doing them alone", "…, hoping to …".
_AIM_AFTER = re.compile(r",\s+(?:with\s+the\s+(?:goal|aim|hope|intention|ambition)\s+of|in\s+the\s+hope\s+of|aiming\s+to"
                        r"|hoping\s+to)\b", re.I)
_FUTURE_CUE = re.compile(
    # (what someone will not say is withheld now, no plan: "the company will not say what they do there")
    r"\b(?:(?:will|won['’]t)(?!\s+(?:not\s+)?(?:say|disclose|comment|reveal|confirm|give|provide|share|discuss|name|specify)\b)"
    r"|shall|['’]ll"
    # (where a robot is about to move is no plan: "turning the head to show where it plans to go")
    r"|(?<!\bwhere\sit\s)(?<!\bwhere\sthey\s)(?<!\bwhat\sit\s)(?<!\bwhere\sthe\srobot\s)plans?\s+(?:to|on)|planning\s+(?:to|on)|planned\s+to|aims?\s+to|aiming\s+to|intends?\s+to"
    r"|(?:may|might|could)\s+(?:later\s+|eventually\s+|soon\s+|one\s+day\s+|also\s+)?be\s+(?:deployed|rolled\s+out|introduced"
    r"|put\s+to\s+work)\b"
    r"|(?:intent|intention|ambition)\s+to|\b(?:plan|goal|aim|target|ambition|intention|idea|vision|hope)\s+(?:is|was)\s+(?:to|for)"
    r"|expects?\s+to|expected\s+to|(?:is|are|['’]s|['’]re|am|['’]m)\s+(?:set|slated|scheduled|due|poised|going)\s+to|hop(?:es|ed|e|ing)\s+to|targets?\s+to"
    # "the robots are scheduled for deployment at the automaker's plant in the coming months"
    r"|(?:is|are|['’]s|['’]re)\s+(?:set|slated|scheduled|due)\s+for\s+(?:[\w-]+\s+){0,2}?(?:deployment|deliver(?:y|ies)|launch"
    r"|release|production|shipments?|roll-?out|sale)"
    r"|wants?\s+to|wanted\s+to|one\s+day|some\s*day|eventually|seek(?:s|ing)?\s+to|looking\s+to\s+raise"
    # a step being readied: "is preparing to test humanoid robots", "is getting ready to try out", "gears up to"
    r"|(?:(?:is|are|['’]s|['’]re)\s+)?(?:preparing|getting\s+ready|gearing\s+up|readying)\s+to|prepares?\s+to|gears?\s+up\s+to"
    r"|(?:is|are)\s+targeting|targeting\s+(?:mass\s+)?(?:production|launch|deliver\w*|sales|shipments?|deployments?)"
    r"|forecasts?\s+(?:that|to)|projected\s+to|on\s+track\s+to|upcoming|(?:is|are)\s+to\s+be"
    r"|(?:is|are|was|were)\s+bringing\s+(?:[\w'’-]+\s+){0,4}to"
    # a plant turned over to robots: "repurposing the Fremont factories … to build humanoid robots instead"
    r"|(?:repurpos|convert|retool)\w*\s+[^;]{0,100}?\bto\s+(?:build|make|produce|manufacture|assemble)\b"
    # "we're about two years from having robots in homes"; "we can get the cost of the robot below $20,000"
    r"|(?:years?|months?|weeks?)\s+(?:away\s+)?from\s+(?:\w+\s+)?\w+ing"
    r"|(?:get|bring|drive|push|reduce|lower)\s+(?:the\s+|its\s+|our\s+|their\s+)?(?:unit\s+)?(?:cost|price)s?"
    r"\s+(?:of\s+(?:the\s+|a\s+|our\s+|its\s+)?[\w-]+\s+)?(?:down\s+)?(?:to|below|under)\b)\b",
    re.I,
)


#: What makes a projection concrete enough to be a timeline claim rather than an opinion.
_PLAN = re.compile(r"\b(?:plans?|planning|planned|aims?|aiming|intends?|expects?|expected|targets?|targeting|goal|scheduled"
                   r"|slated|set\s+to|due\s+to|on\s+track|forecasts?|projected|estimates?|roadmap|launch\w*|ship\w*|deliver\w*"
                   r"|produc(?!tiv|ts?\b)\w*|manufactur(?!ers?\b)\w*|build\w*|deploy\w*|sell|sales|release\w*|unveil\w*|start(?!-?ups?\b)\w*|begin\w*|ramp\w*"
                   r"|mass[- ]produc\w*|scale\w*|commerciali[sz]\w*|available|pre-?orders?|rollout|roll\s+out|open\w*|hire"
                   r"|bringing|commenc\w*|pursu\w*|(?:years?|months?)\s+(?:away\s+)?from|prioriti[sz]e"
                   r"|prepar(?:es|ing)\s+to|getting\s+ready\s+to|gear(?:s|ing)\s+up\s+to|readying|(?:idea|vision)\s+(?:is|was)\s+(?:to|for)"
                   # robots at work somewhere ahead: "the robots would soon work in homes"
                   r"|work(?:ing)?\s+(?:in|at|inside)\s+(?:[\w'’-]+\s+){0,2}?(?:homes?|households?|factor(?:y|ies)|plants?|warehouses?"
                   r"|stores?|hospitals?|sites?|offices?|facilit(?:y|ies))\b"
                   # "would show Optimus at the event": a showing planned (a launch date), not a skill
                   r"|show(?:case)?\s+(?:off\s+)?(?:its\s+|the\s+|a\s+)?(?:new\s+|latest\s+)?(?-i:[A-Z][\w-]*)(?!['’]s))\b", re.I)
_EVALUATIVE_FUTURE = re.compile(r"\b(?:enable|help|let|allow|meet\s+demand|transform|improve|increase\s+productivity|reduce\s+costs?|safer|better|revolutioni[sz]e"
                                r"|change|solve|augment|empower|save|make\s+\w+\s+(?:safer|easier|better)"
                                # ("this could be a breakthrough for factories, cutting downtime": a hope, no skill)
                                r"|breakthrough|game[- ]changer)\b", re.I)
_ORG_CHANGE = re.compile(r"\b(?:take\s+over\s+responsibility|will\s+(?:lead|head|take\s+over)|(?:is|was)\s+(?:leaving|departing|stepping\s+down))\b", re.I)


def _hedged(clause: _Clause, text: str) -> bool:
    """Whether the clause hedges what it tells; a modal in a relative clause describes a noun ("tasks that could be
    dangerous") and hedges nothing."""
    def describes(start: int) -> bool:
        return bool(_RELATIVE_BEFORE.search(text, max(clause.start, start - 20), start))

    ctext = text[clause.start:clause.end]
    told = [(clause.start + m.start(), clause.start + m.end())
            for m in [*_NAMED_REPORT.finditer(ctext), *_FACT_JUDGED.finditer(ctext)]]
    hedges = [s for kind, s, _ in clause.spans
              if kind == "HEDGE" and not describes(s) and not any(a <= s < b for a, b in told)]
    modals = [m for m in re.finditer(r"\b(?:may|might|could|would)\b", text[clause.start:clause.end])
              if not describes(clause.start + m.start())]
    return bool(hedges or modals)


#: A relative pronoun just before a point, a word at most between: "tasks that could …", "its robot, dubbed Phoenix,
#: which is powered by …".
_RELATIVE_BEFORE = re.compile(r"\b(?:that|which|who)\s+(?:\w+\s+)?$", re.I)

#: A claim told as no one's record: estimated ("a source estimated its value to exceed $400 million", "analysts
#: estimate it will ship 10,000 robots") or told by people no one names ("is raising $400 million, according to people
#: familiar with the matter"). It hedges every claim but a statistic: a market or a fleet is counted by estimating
#: it, and a count or a leader's departure reported that way is the figure or event of record.
_OFF_RECORD = re.compile(r"\bestimat(?:e|es|ed|ing)\b|\b(?:people|persons?|sources?)\s+(?:\w+\s+)?(?:familiar|close|briefed)\b"
                         r"|\bfamiliar\s+with\s+the\s+(?:matter|plans?|talks|deal|negotiations)\b|\bsources\s+(?:say|said)\b", re.I)


def _figures(clause: _Clause) -> list:
    return [q for q in clause.quantities] + list(clause.money)


#: A target withheld: "Tesla has given no revenue target for Optimus", "has set no date for the launch". No plan.
_NO_TARGET = re.compile(r"\b(?:has|have|had|gave|give|gives|set|sets)\s+(?:given\s+|set\s+)?no\s+(?:[\w-]+\s+)?"
                        r"(?:target|date|timeline|guidance|forecast)s?\b"
                        # a plan denied: "Tesla has no plans to sell Optimus", "is not planning to", "never said it would"
                        r"|\b(?:has|have|had)\s+no\s+(?:immediate\s+|current\s+|near-term\s+|such\s+)?plans?\s+to\b"
                        r"|\b(?:is|are|was|were)\s+not\s+(?:currently\s+)?planning\s+to\b"
                        r"|\b(?:does|do|did)(?:\s+not|n['’]t)\s+plan\s+to\b"
                        r"|\bnever\s+(?:said|promised|planned)\s+(?:that\s+)?(?:it|they|he|she|we|the\s+company)\s+would\b", re.I)
#: Something withheld ("did not explain why", "won't name its customers", "without giving a timeframe"): a doubt.
_WITHHELD = re.compile(
    r"\b(?:(?:did|does|do|has|have|had|would|will|wo|could)(?:\s+not|n['’]t)\s+(?:yet\s+|immediately\s+|publicly\s+)?"
    r"|(?:declin|refus)\w*\s+to\s+|without\s+|never\s+(?=(?:said|explained|disclosed|revealed|gave)\s+(?:why|how|what|when|whether)\b))"
    r"(?:explain\w*|disclos\w*|reveal\w*|nam(?:e|ed|ing)|say|said|saying|specif\w*|giv(?:e|en|ing)|provid\w*|shar(?:e|ed|ing)"
    r"|detail\w*|identif\w*|elaborat\w*)\b|" + _NO_TARGET.pattern, re.I)


#: A problem given as the reason an end came: "citing slower-than-expected picking speeds", "after the robots struggled
#: with the cold", "because the hands kept failing".
_PROBLEM_REASON = re.compile(
    r"\b(?:citing|because(?:\s+of)?|due\s+to|owing\s+to|over|amid|after)\s+(?:[\w'’-]+\s+){0,6}?"
    r"(?:slow\w*|lower|poor\w*|struggl\w*|fail\w*|broke|breakdowns?|problems?|issues?|concerns?|unreliab\w*|reliability"
    r"|disappoint\w*|underperform\w*|glitch\w*|faults?|too\s+(?:slow|costly|expensive|unreliable|heavy|weak)"
    r"|could\s+not|couldn['’]t|kept\s+(?:failing|breaking|falling|dropping))", re.I)
#: Demand told as thinner than it looks: buyers or orders from labs and showrooms "rather than factories", a customer
#: who "made no commitment to buy".
_DEMAND_DOUBTED = re.compile(
    r"\b(?:buyers|customers|orders|demand|sales)\b[^.;]{0,120}?\b(?:rather\s+than|instead\s+of|not)\s+"
    r"(?:from\s+)?(?:the\s+)?(?:paying\s+|real\s+|commercial\s+|industrial\s+)?(?:factor(?:y|ies)|manufacturers"
    r"|(?:factory|industrial|commercial|paying)\s+(?:customers|buyers|clients))\b", re.I)
_NO_COMMITMENT = re.compile(
    r"\b(?:made|makes|making|gave|given|with)\s+no\s+(?:firm\s+)?commitments?\s+to\s+(?:buy|order|purchase|deploy|use)"
    r"|\b(?:has|have|had)\s*(?:not|n['’]t)\s+(?:yet\s+)?committed\s+to\s+(?:buy|order|purchas|deploy)\w*", re.I)


#: What a slip is told of: a plan, target or schedule ("dial back its production plans", "scaled down targets").
_PLAN_WORDS_SLIPPED = re.compile(r"\b(?:plans?|targets?|goals?|forecasts?|guidance|outlook|timelines?|schedules?|roadmaps?"
                                 r"|deadlines?|production|launch|deliver(?:y|ies)|shipments?)\b", re.I)
#: A schedule that slips: postponed, delayed, slipped or scaled back, a date yet to be set, months away, not ready in
#: time, gradual, slow or slower than promised, behind, a target cut or missed.
_SCHEDULE_SLIP = re.compile(
    r"\b(?:postpon\w+|delay(?:s|ed|ing)?|push(?:ed|es|ing)?\s+back(?!\s+(?:at|against|on)\b)|yet\s+to\s+be\s+(?:set|scheduled|fixed|decided)"
    # "pushed NEO deliveries to 2026", "moved the launch to next year": a date moved later
    r"|(?:pushed|moved|shifted|slipped)\s+(?:[\w’'-]+\s+){0,3}?(?:deliver\w*|launch\w*|shipments?|production|release|sales|debut)"
    r"\s+(?:in)?to\s+(?:20\d\d|next\s+year|the\s+(?:first|second|third|fourth)|late|early)"
    # in the passive: "the launch of the second-generation NEO has been pushed to next spring"
    r"|(?:deliver\w*|launch\w*|shipments?|production|release|sales|debut)\b[^.;]{0,60}?\b(?:has|have|had|was|were|is|are)"
    r"\s+(?:been\s+)?(?:pushed|moved|shifted)\s+(?:back\s+|out\s+)?(?:in)?to\s+(?:20\d\d|next|the|late|early|later)"
    r"|(?:still\s+(?:[\w-]+\s+){0,3}?(?:months|years)|(?:many|several|some)\s+(?:months|years)"
    r"|(?:is|are|remains?|be)\s+(?:months|years))\s+(?:away|off)|(?:did\s+not|didn['’]t)\s+have\s+(?:the\s+)?time"
    r"|not\s+(?:be\s+)?(?:ready|finished|done)\s+in\s+time|behind\s+schedule|(?:would|will)\s+(?:remain|stay|be)\s+[“\"‘']?(?:\w+\s+)?(?:gradual|slow)"
    r"|slipp(?:ed|ing)\s+(?:to|into|back|by|past)|(?:scal|push)(?:ed|ing|es)\s+back|f(?:e|a)ll(?:ing|s|en)?\s+behind"
    # "scaled down targets", "had to dial back its production plans", "a more cautious production outlook"
    r"|(?:scal|dial|pare|ratchet)(?:ed|ing|es|s)?\s+(?:back|down)\s+(?:its\s+|their\s+|the\s+|his\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:targets?|goals?|plans?|forecasts?|guidance|outlook|ambitions?|expectations?)"
    r"|more\s+(?:cautious|conservative|modest)\s+(?:[\w-]+\s+)?(?:outlook|forecast|targets?|guidance|timeline)"
    # late, and a promise not kept: "is years late", "running far behind the timeline Musk set",
    # "production never reached the promised volume"
    r"|(?:years|months|weeks|way|long)\s+(?:late|overdue)|\boverdue|behind\s+(?:the\s+|its\s+|their\s+|his\s+|her\s+)?"
    r"(?:[\w-]+\s+){0,2}?(?:timelines?|timetables?|roadmaps?|plans?|targets?|deadlines?)"
    r"|never\s+(?:\w+\s+)?(?:reached|hit|met|achieved|materiali[sz]ed|arrived|came|happened|shipped)\b"
    r"|(?:slower|later)\s+than\s+(?:[\w’'-]+\s+){0,4}?(?:expected|planned|promised|hoped|forecast|scheduled|targeted)"
    # a date later than the one given: "several months later than the company had originally indicated"
    r"|later\s+than\s+(?:[\w’'-]+\s+){0,4}?(?:said|indicated|announced|stated|signall?ed)"
    # a date passed and nothing begun: "production, planned for 2025, has yet to begin", "has not yet started
    # deliveries, despite saying it would by 2024"
    r"|(?:planned|scheduled|slated|promised|due|expected|pencilled\s+in)\s+for\s+[^.;]{1,40}?,?\s+(?:has|have|had)\s+"
    r"(?:yet\s+to|still\s+not|not\s+yet)\s+(?:begin|begun|start|started|arrive|arrived|happen|happened|materiali[sz]ed?"
    r"|ship|shipped|launch|launched)"
    r"|(?:has|have|had)\s+(?:still\s+)?not\s+(?:yet\s+)?(?:started|begun|launched)\s+[^.;]{0,40}?,?\s+(?:despite|although|though)"
    r"\s+(?:\w+\s+)?(?:saying|promising|pledging|vowing|claiming|announcing|having\s+(?:said|promised|pledged))"
    r"|(?:cut|cuts|cutting|lowered|lowers|lowering|trimmed|trims|reduced|reduces|slashed|slashes|missed|misses)\s+"
    r"(?:its|their|his|her|our|the|a|this\s+year['’]s)\s+(?:\w+\s+){0,2}?(?:targets?|goals?|forecasts?|guidance|outlook|deadlines?))\b",
    re.I)
#: An audience's reaction ("the crowd's reaction was muted", "netizens insisted it was a person in disguise"): a judgement.
_PERCEIVERS = r"(?:crowds?|audiences?|spectators|onlookers|observers|viewers|netizens|commenters|fans|(?:internet|social\s+media)\s+users|people\s+online)"
_REACTION = re.compile(
    rf"\b{_PERCEIVERS}(?:['’]s?)?\s+(?:\w+\s+){{0,2}}?(?:reactions?|responses?|insisted|speculated|suspected|wondered|joked|mocked"
    rf"|questioned|cheered|gasped|applauded|laughed|reacted|(?:were|was)\s+(?:\w+\s+){{0,2}}?(?:restrained|muted|unimpressed|impressed"
    rf"|stunned|amazed|sceptical|skeptical|divided))\b"
    rf"|\b(?:crowd|audience|public)\s+reactions?\b|\b(?:enthrall|wow|stun|amaz|impress|disappoint)\w*\s+(?:the\s+)?{_PERCEIVERS}\b", re.I)

_COOL_REACTION = re.compile(r"\b(?:insisted|speculated|suspected|mocked|questioned|restrained|muted|unimpressed|sceptical|skeptical"
                            r"|divided|disappoint\w*)\b", re.I)
_WARM_REACTION = re.compile(r"\b(?:cheered|gasped|applauded|impress\w*|stun\w*|amaz\w*|enthrall\w*|wow\w*)\b", re.I)


#: Talk of a plan dismissed: "pushed back on talk of near-term home robots", "dismissed predictions that …".
_TALK_DISMISSED = re.compile(r"\b(?:push(?:ed|es|ing)?\s+back\s+(?:on|against)|dismiss(?:ed|es|ing)?|reject(?:ed|s|ing)?"
                             r"|scoff(?:ed|s|ing)?\s+at|play(?:ed|s|ing)?\s+down|downplay(?:ed|s|ing)?)\s+(?:the\s+)?"
                             r"(?:talk|claims?|predictions?|promises?|hype|idea|notion|suggestions?)\s+(?:of|that|about)\b", re.I)
#: A plan judged out of reach: "looks heroic", "is unrealistic", "wildly optimistic", "a stretch".
_PLAN_DOUBTED = re.compile(r"(?<!\bnot\s)(?<!n['’]t\s)(?<!\bnever\s)"
                           r"\b(?:unrealistic|implausible|far-fetched|fanciful|a\s+(?:big\s+|real\s+)?stretch|pie\s+in\s+the\s+sky"
                           r"|hard\s+to\s+believe|(?:looks?|seems?|sounds?)\s+(?:\w+\s+)?(?:heroic|unlikely)"
                           # a plan judged optimistic is doubted: "the timeline seems optimistic, given …"
                           r"|(?:timelines?|targets?|goals?|forecasts?|plans?|projections?|schedules?|estimates?|promises?)"
                           r"\s+(?:\w+\s+){0,2}?(?:looks?|seems?|sounds?|appears?)\s+(?:\w+\s+)?(?:optimistic|ambitious|aggressive|bullish|rosy)"
                           r"|(?:wildly|overly|too|hopelessly|far\s+too|unrealistically)\s+(?:optimistic|ambitious|bullish|rosy|aggressive))\b",
                           re.I)
#: A figure counting jobs or people, not robots: "7 million open positions", "a million unfilled jobs".
_PEOPLE_COUNTED = re.compile(r"(?:\d|\b(?:million|thousand|hundred|dozen))\s+(?:[\w-]+\s+)?(?:jobs|positions|vacancies|openings|workers"
                             r"|employees|people|roles)\b", re.I)


#: A deployment still being readied or planned: "working on deploying", "preparing to deploy", "designed for initial
#: deployment", "the plan involves deploying".
_DEPLOYMENT_UNDER_WAY = re.compile(
    r"\b(?:working\s+(?:on|towards?)\s+(?:deploying|rolling\s+out|putting)|prepar(?:es|ing)\s+to\s+deploy|gearing\s+up\s+to\s+deploy"
    r"|getting\s+ready\s+to\s+deploy|design(?:s|ed|ing)?\s+[^.;]{0,60}?\bfor\s+(?:initial|commercial|eventual|future|first)\s+"
    r"deployments?"
    # a plan that holds the deployment: "the more ambitious plan involves deploying Atlas across its plants"
    r"|(?:plans?|strategy|roadmap|goal|ambition)\s+(?:involves?|includes?|calls\s+for|envisions?|foresees?|is\s+to)\s+"
    r"(?:\w+\s+)?(?:deploying|rolling\s+out|putting|bringing|using|deploy|roll\s+out|put|bring|use))\b", re.I)
#: Who made or shipped a count, right after it: "5,200 of them were shipped by the Shanghai-based ", "4,200 shipped from ".
_MADE_BY = re.compile(r"\s+(?:units\s+|robots\s+|humanoids\s+)?(?:of\s+(?:them|these|those)\s+)?(?:(?:were|was|have\s+been|had\s+been)\s+)?"
                      r"(?:shipped|delivered|sold|built|produced|manufactured|made)\s+(?:by|from)\s+(?:the\s+)?(?:[\w-]+-based\s+)?",
                      re.I)
#: A count of robots put to work across a country, a region or the world: "almost 13,000 were deployed in China",
#: "16,000 humanoid robots were installed globally".
_COUNT_PLACED = re.compile(
    r"(?<![\w$€£¥.,])(?P<num>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![,.]?\d)(?P<mult>\s+(?:thousand|million))?\s+(?:[\w-]+\s+){0,3}?"
    r"(?:were|was|have\s+been|had\s+been|are|is)\s+(?:now\s+)?(?:installed|deployed|put\s+to\s+work|in\s+(?:use|service|operation))\s+"
    r"(?:(?:in|across)\s+(?:the\s+)?(?:world|globe|China|Japan|(?:South\s+)?Korea|US|U\.S\.|United\s+States|America|Europe|EU"
    r"|Germany|India|Asia|North\s+America|mainland\s+China)\b|globally\b|worldwide\b)",
    re.I)
#: The last version before volume output: "the final pre-production version before mass manufacturing", "its last
#: prototype ahead of series production".
_LAST_BEFORE_VOLUME = re.compile(
    r"\b(?:final|last|latest)\s+(?:[\w-]+\s+){0,2}?(?:version|prototype|model|iteration|generation|design|build|sample)s?\s+"
    r"(?:before|ahead\s+of|prior\s+to)\s+(?:the\s+start\s+of\s+)?(?:mass|volume|series|serial|large-scale|full-scale)"
    r"[\s-]+(?:production|manufacturing|deliveries)\b", re.I)
#: A research method run on a robot, as papers tell it: "we deploy our policy on the Unitree G1 humanoid", "the controller
#: was evaluated zero-shot on a real Atlas", "we validate the framework on two Digit robots".
_METHOD = r"(?:models?|polic(?:y|ies)|controllers?|framework|method|approach|system|pipeline|algorithm|agent)"
_ONTO_ROBOT = r"(?:on|onto|to)\s+(?:(?:a|an|the|two|both|our)\s+)?(?:real(?:-world)?\s+|physical\s+|full-size\s+)?"
_TRIED_ON_ROBOT = re.compile(
    r"\b(?:deploy|deployed|deploying|evaluat\w*|validat\w*|test|tested|testing|demonstrat\w*|implement\w*|transferr?\w*)\s+"
    r"(?:(?:it|them|our|the|this|these|a|an|its|their|each|both|all)\s+)?(?:[\w-]+\s+){0,3}?"
    rf"(?:{_METHOD}|skills?)\s+(?:\w+\s+){{0,2}}?{_ONTO_ROBOT}"
    rf"|\b{_METHOD}\s+(?:is|was|are|were)\s+(?:[\w-]+\s+){{0,2}}?(?:deployed|evaluated|validated|tested|demonstrated"
    rf"|transferred)\s+(?:[\w-]+\s+){{0,2}}?{_ONTO_ROBOT}",
    re.I)


def _drafts(doc: _Doc, clause: _Clause, entities: SentenceEntities, sentence_text: str) -> list[_Draft]:
    """The claims one clause makes (module docstring, step 4), before subjects.

    A schedule that slips is a timeline claim rather than an opinion; something withheld ("How many was
    not disclosed") and an audience's reaction are opinions of their own beside the clause's facts; who
    founded a company is a leadership fact besides.
    """
    drafts = _clause_drafts(doc, clause, entities, sentence_text)
    ctext = doc.text[clause.start:clause.end]
    if _DEPLOYMENT_UNDER_WAY.search(ctext) and any(d.predicate == "deployed_at" for d in drafts):
        # "is currently working on deploying Apollo for industrial work", "designing Figure 01 for initial deployment in
        # supply chains": robots at work ahead, a plan, not a deployment made
        drafts = [_Draft("timeline", "deployment_target", d.object_text, stance="positive", anchor=d.anchor)
                  if d.predicate == "deployed_at" else d for d in drafts]
    for i, d in enumerate(drafts):
        told_at = d.anchor is not None and doc.text.startswith(d.object_text, d.anchor) and d.object_text
        made_by = _MADE_BY.match(doc.text, d.anchor + len(d.object_text)) if d.claim_type == "statistic" and told_at else None
        maker = next((m for m in entities.mentions if made_by and m.kind == "company" and not m.implicit
                      and m.start == made_by.end()), None)
        if maker is not None and not d.subject_slug:
            # "5,200 of them were shipped by Agibot, with a further 4,200 shipped from Unitree": each count its maker's
            drafts[i] = _Draft(**{**d.__dict__, "subject_slug": maker.slug})
    placed = list(_COUNT_PLACED.finditer(ctext))
    if placed:
        # "almost 13,000 were deployed in China", "16,000 humanoids were installed worldwide": robots at work counted
        # across a country or the world, no customer's site
        drafts = [d for d in drafts if not (d.claim_type == "deployment" and d.predicate == "deployed_at")]
        drafts += [_Draft("statistic", "units_deployed", ctext[m.start("num"):m.end("mult") if m.group("mult") else m.end("num")],
                          count_value(m), "units", anchor=clause.start + m.start())
                   for m in placed if not any(d.value == count_value(m) for d in drafts)]
    if _LAST_BEFORE_VOLUME.search(ctext) and not any(d.claim_type in ("timeline", "opinion") for d in drafts):
        # "the new IRON is the final pre-production version before mass manufacturing": volume output is next, a
        # production plan (what the version is stays a launch, when the clause tells one)
        drafts.append(_Draft("timeline", "production_target", _object_phrase(ctext)))
    if _TRIED_ON_ROBOT.search(ctext):
        # "We deploy our policy on the Unitree G1 humanoid for whole-body tasks", "the controller was evaluated on a real
        # Atlas": a research method run on the robot shows what the robot can do; no site puts it to work
        drafts = [d for d in drafts if d.claim_type != "deployment"]
        if not any(d.claim_type == "capability" for d in drafts):
            drafts.append(_Draft("capability", "capability", _object_phrase(ctext)))
    if _PEOPLE_COUNTED.search(ctext) and not _ROBOT_WORD.search(ctext):
        # "By 2030 that number could rise to about 7 million open positions": jobs foreseen, no robot's plan
        drafts = [_Draft("opinion", "opinion", d.object_text, stance=d.stance, anchor=d.anchor)
                  if d.claim_type == "timeline" and d.predicate in ("launch_date", "deployment_target") else d for d in drafts]
    timelines = [d for d in drafts if d.claim_type == "timeline"]
    if timelines and all(d.value is None for d in timelines) and _TARGET_MET.search(ctext) \
            and not _FUTURE_CUE.search(ctext):
        # "GXO said Digit had met its productivity targets": a result judged, no plan (a count met stays a count)
        drafts = [d for d in drafts if d.claim_type != "timeline"] + [
            _Draft("opinion", "opinion", _object_phrase(ctext), stance="positive")]
    slip = _SCHEDULE_SLIP.search(ctext) and not _TRIAL_CUT.search(ctext)
    if any(d.claim_type == "timeline" for d in drafts) and _promise_cut_short(doc.text, clause) is not None:
        # "Tesla had promised thousands by the end of 2025, but only a few hundred were built": the promise, missed
        drafts = [_Draft(**{**d.__dict__, "stance": "negative"}) if d.claim_type == "timeline" else d for d in drafts]
    elif slip and any(d.claim_type == "timeline" for d in drafts):
        drafts = [_Draft(**{**d.__dict__, "stance": d.stance or "negative"}) if d.claim_type == "timeline" else d
                  for d in drafts]  # "still many months away": the plan is told as slipping
    elif slip:
        # "the launch date has yet to be set", "that is still many months away": a schedule that slips is a
        # timeline claim, a bear one; a judgement beside it ("a remarkable admission") stays an opinion.
        # A skill read in the words of the slip ("production is running behind the timeline") is the slip.
        slipping = "opinion" if any(d.claim_type == "opinion" for d in drafts) else "capability"
        slips = [_Draft("timeline", _timeline_predicate(ctext, clause), d.object_text, stance="negative")
                 for d in drafts if d.claim_type == slipping]
        drafts = [d for d in drafts if d.claim_type != slipping or slipping == "opinion" and _JUDGEMENT.search(ctext)] \
            + slips
        if not drafts and _PLAN_WORDS_SLIPPED.search(ctext) and _robotic(doc, clause, entities):
            # "Tesla had to dial back its production plans for Optimus": a plan told only as cut back
            drafts = [_Draft("timeline", _timeline_predicate(ctext, clause), _object_phrase(ctext), stance="negative")]
    judged = _FACT_JUDGED.search(ctext)
    facts = [d for d in drafts if d.claim_type in ("statistic", "capability", "deployment")
             or judged and d.claim_type == "funding"]  # ("a $39 billion valuation, which prices in a future …")
    if facts and not any(d.claim_type in ("opinion", "timeline") for d in drafts) \
            and (_JUDGEMENT.search(ctext) or _RAISES_DOUBT.search(ctext) or judged):
        # "The head of Optimus is leaving, injecting uncertainty into the effort": the fact stays a checkable
        # fact (canonical), the judgement on it is an opinion of its own.
        drafts = [_Draft(**{**d.__dict__, "stance": d.stance or "neutral"}) if d in facts else d for d in drafts]
        drafts.append(_Draft("opinion", "opinion", _object_phrase(ctext),
                             stance="negative" if _doubt_raised(ctext) else ""))
    if _SHOW_RUN_BY_PEOPLE.search(ctext):
        # "the robots at Tesla's event were remotely controlled": what they did stays a fact of the robot, and the show
        # is undercut, a doubt of its own (a judgement the clause already makes is that doubt)
        if not any(d.claim_type == "opinion" for d in drafts):
            drafts.append(_Draft("opinion", "opinion", _object_phrase(ctext), stance="negative"))
        else:
            drafts = [_Draft(**{**d.__dict__, "stance": "negative"}) if d.claim_type == "opinion" and not d.stance else d
                      for d in drafts]
    if not any(d.claim_type == "opinion" for d in drafts):
        if _WITHHELD.search(ctext):
            # "The company declined to say how many robots are in use": what is withheld is no skill shown
            drafts = [d for d in drafts if not (d.claim_type == "capability" and d.predicate == "capability"
                                                and _WITHHELD.search(d.object_text))]
            drafts.append(_Draft("opinion", "opinion", _object_phrase(ctext), stance="negative"))
        elif (reason := _PROBLEM_REASON.search(ctext)) and any(d.predicate in ("deployment_paused", "partnership_ended")
                                                                for d in drafts):
            # "ended its pilot of Digit after four months, citing slow picking": the end is a fact of record, the
            # problem given as its reason a doubt of its own
            drafts.append(_Draft("opinion", "opinion", _object_phrase(ctext), stance="negative",
                                 anchor=clause.start + reason.start()))
        elif _DEMAND_DOUBTED.search(ctext) or _NO_COMMITMENT.search(ctext):
            # "most buyers are universities rather than factories", "called the pilot a success but made no
            # commitment to buy": demand told as thinner than it looks, a doubt
            drafts.append(_Draft("opinion", "opinion", _object_phrase(ctext), stance="negative"))
        elif (reaction := _REACTION.search(ctext)):
            said = ctext[reaction.start():reaction.end() + 40]  # the reaction and how it is told
            stance = "negative" if _COOL_REACTION.search(said) else "positive" if _WARM_REACTION.search(said) else ""
            drafts.append(_Draft("opinion", "opinion", _object_phrase(ctext), stance=stance))
    founder = _FOUNDER.search(ctext) or _INFOBOX_FOUNDER.match(_line_of(doc.text, clause))
    if founder and not any(d.predicate == "leadership" for d in drafts):
        group = next(i for i, g in enumerate(founder.groups(), 1) if g)
        start = clause.start + founder.start(group) if founder.re is _FOUNDER else -1
        name = _clean_name(founder.group(group))
        company = any(m.kind == "company" and not m.implicit and m.start == start for m in entities.mentions)
        if name and not company and not _GENERIC_FOUNDER.match(name) \
                and not (founder.re is _FOUNDER and _founds_unknown(doc.text, clause, founder, entities)):
            drafts.append(_Draft("statistic", "leadership", f"founded by {name}", qualifier="founder",
                                 subject_kind="company", anchor=clause.start))
    if any(d.claim_type == "timeline" for d in drafts) and not any(d.claim_type == "opinion" for d in drafts) \
            and _PLAN_DOUBTED.search(ctext) and not (_SCHEDULE_SLIP.search(ctext) or _MISSED_TARGET.search(ctext)):
        # "the company's forecast of 10,000 units a year by 2027 looks heroic": the plan is the company's (bull), the
        # judgement on it a doubt of its own
        drafts = [_Draft(**{**d.__dict__, "stance": "positive"}) if d.claim_type == "timeline" else d for d in drafts]
        drafts.append(_Draft("opinion", "opinion", _object_phrase(ctext), stance="negative"))
    denied = _TALK_DISMISSED.search(ctext) or _NO_TARGET.search(ctext)
    if denied and any(d.claim_type == "timeline" or d.predicate == "listing_planned" for d in drafts):
        # "She pushed back on talk of near-term home robots making coffee, calling it hype": the plan is others' talk
        # she dismisses, no projection of anyone's; the dismissal is a doubt. "Tesla has no plans to sell Optimus, but
        # will deploy 1,000 units next year": the plan told after the "but" stands.
        turn = _TURN.search(ctext, denied.end())
        kept_from = clause.start + turn.start() if turn else clause.end
        drafts = [d for d in drafts if not (d.claim_type == "timeline" or d.predicate == "listing_planned")
                  or d.anchor is not None and d.anchor >= kept_from]
        if not any(d.claim_type == "opinion" for d in drafts):
            drafts.append(_Draft("opinion", "opinion", _object_phrase(ctext[:turn.start()] if turn else ctext),
                                 stance="negative"))
    return drafts


#: A turn to another thing told in the same clause: ", but", "; instead", ", though".
_TURN = re.compile(r",?\s+(?:but|while|though|although|yet|instead)\s", re.I)


#: What may stand between a word that introduces an amount and the amount, to the end of the text searched:
#: "worth more than ", "of about RMB ", "at ".
_AMOUNT_LEAD = (r"\s+(?:more\s+than\s+|over\s+|about\s+|around\s+|nearly\s+|almost\s+|some\s+|roughly\s+|just\s+"
                r"|up\s+to\s+)?(?:US|USD|RMB|CNY|HK|HKD|EUR)?\s*$")
#: A word that tells a figure changed: "rose", "fell", "grew", "cut", "revised", "up", "down".
_CHANGE_WORDS = (r"\b(?:up|down|increase[sd]?|rising|rose|jump(?:ed|s)?|climb(?:ed|s)?|fell|fall(?:ing|s)?|grew|grow(?:s|ing)?"
                 r"|drop(?:ped|s)?|declin(?:ed|es|ing)|cut|lower(?:s|ed)?|rais(?:e|es|ed|ing)|revis(?:e|es|ed|ing)"
                 r"|slash(?:ed|es)?|reduc(?:e|es|ed)|expand(?:s|ed)?|soar(?:s|ed)?|surg(?:e|es|ed))\b")
#: A change told from one figure to the next ("fell from $30,000 to $16,000", "raised the price of the G1 from $16,000
#: to $20,000"): two states, no range.
_CHANGED_FROM = re.compile(_CHANGE_WORDS + r"\s+(?:[\w’'-]+\s+){0,6}?from\s+(?:about\s+|around\s+)?$", re.I)
#: What a company earns or loses: "reported revenue of more than 1 billion yuan", "sales reached $20 million", "a net
#: loss of $50 million".
_EARNINGS = re.compile(r"\b(?P<what>(?:annual\s+|quarterly\s+|net\s+|operating\s+)?(?:revenues?|sales|turnover|profits?|loss(?:es)?"
                       r"|income|earnings))\s+(?:\w+\s+){0,3}?(?:of|reached|hit|totall?ed|totall?ing|was|were|topped|exceeded"
                       r"|amounted\s+to|(?:rose|fell|grew|jumped|climbed|increased|decreased|dropped|soared|slipped)"
                       # ("grew from $100 million in 2022 to $250 million": the new figure)
                       r"(?:\s+(?:by\s+)?[\d.]+\s*(?:%|percent|per\s+cent))?(?:\s+from\s+[^;]{1,60}?)?\s+to)" + _AMOUNT_LEAD, re.I)
#: An amount customers pay: "a contract worth 250 million yuan", "orders totalling $50 million", "a deal valued at".
_ORDER_VALUE = re.compile(r"\b(?:orders?|contracts?|deals?|purchase\s+agreements?|procurement|tenders?)\s+(?:[\w-]+\s+){0,4}?"
                          r"(?:worth|valued\s+at|totall?ing|amounting\s+to"
                          # "its humanoid orders this year have exceeded 1.3 billion yuan"
                          r"|(?:have\s+|has\s+)?(?:now\s+)?(?:exceed(?:s|ed)?|top(?:s|ped)?|surpass(?:es|ed)?|pass(?:es|ed)?))" + _AMOUNT_LEAD
                          # "landed a huge contract (US$37 million) with a province"
                          + r"|\b(?:orders?|contracts?|deals?|tenders?)\s*\(\s*(?:US|USD|RMB|CNY|HK|HKD|EUR)?\s*$"
                          # "brings the value of Walker S contracts signed this year to more than 600 million yuan"
                          r"|\b(?:orders?|contracts?|deals?)\s+(?:signed|won|received|secured|booked|placed)\b[^$€£¥.;]{0,30}?\bto"
                          + _AMOUNT_LEAD, re.I)

#: The same told after the amount: "secured 800 million yuan (around $113 million) in orders", "$50 million of sales".
_ORDERS_AFTER = re.compile(r"\s*(?:\([^)]{0,40}\)\s*)?(?:(?:in|of|worth\s+of)\s+(?:new\s+|humanoid\s+|robot\s+|total\s+|existing\s+"
                           r"|customer\s+|firm\s+|confirmed\s+|signed\s+|pending\s+|binding\s+)*"
                           r"(?P<what>orders?|contracts?|sales|bookings)\b"
                           # "a lease deal that produced ~$7M revenue in 2022": earned, not raised
                           r"|(?P<earned>revenues?|in\s+revenues?|in\s+sales|of\s+revenues?)\b(?!\s+(?:multiple|growth))"
                           # "a $37 million contract", "a 250 million yuan humanoid robot order"
                           r"|(?:humanoid\s+|robot\s+|procurement\s+|supply\s+|purchase\s+|sales\s+)*(?P<noun>contract|order|tender)s?\b)", re.I)


#: A promise's verdict told in a short clause after it: "…, and Tesla fell far short", "…, but it missed".
_VERDICT = re.compile(r"\W*(?:and|but|yet)?\s*(?:[\w.’'-]+\s+){0,3}?(?:(?:fell|falls|fall|came|comes)\s+(?:far\s+|well\s+)?(?:up\s+)?short"
                      r"|(?:missed|failed|did\s+not|didn['’]t)\b(?:\s+(?:it|that|them|the\s+\w+))?\W*$)", re.I)
#: A round told aside, in a relative clause between commas: "Sanctuary, which has raised $140 million, has …".
_FUNDING_ASIDE = re.compile(r",\s+(?:which|who)\s+(?:has|have|had)\s+(?:\w+\s+){0,3}?(?:raised|secured|closed|received)"
                            r"[^,;]{0,80},\s+(?:has|have|had|is|are|was|were)\b", re.I)
#: Thanks told as a negative: "we couldn't have done this without our partners at GXO".
_THANKS = re.compile(r"\b(?:could\s*n['’]t|could\s+not|would\s*n['’]t|would\s+not)\s+have\s+(?:\w+\s+){0,2}?"
                     r"(?:done|achieved|built|made|reached|accomplished|got(?:ten)?)\s+(?:\w+\s+){0,3}?without\b"
                     r"|\bnone\s+of\s+(?:this|it|that)\s+would\s+have\s+(?:happened|been\s+possible)\s+without\b", re.I)
#: Opinion cues that by themselves tell of no judgement: "the first test case", "industry-leading", "a
#: massive investment plan", "labour-related challenges".
_WEAK_OPINION_CUES = frozenset({"the first", "leading", "leader", "challenge", "challenges", "massive"})


#: A speaker's past told in the first person singular: "I began at …", "I saw firsthand …", "shaped my belief".
_MY_PAST = re.compile(r"\b(?-i:I)\s+(?:\w+ly\s+|had\s+|then\s+|first\s+)?(?:began|saw|spent|went|took|left|joined|learned|learnt|studied"
                      r"|grew|became|knew|felt|met|moved|worked|started|realized|realised|decided|discovered)\b"
                      r"|\b(?:shaped|changed|formed|convinced|taught)\s+(?-i:my|me)\b", re.I)


def _personal_story(ctext: str, clause: _Clause, entities: SentenceEntities) -> bool:
    """Whether the clause is a speaker's own story, told in the first person singular, naming no entity of the
    registry and no robot: "I began at a consultancy, where I learned …", "This shaped my belief that …"."""
    return bool(_MY_PAST.search(ctext)) and not re.search(r"\b(?:robot\w*|humanoid\w*)\b", ctext, re.I) \
        and not any(not m.implicit and clause.start <= m.start < clause.end for m in entities.mentions)


def _strong_opinion_cue(text: str, clause: _Clause) -> bool:
    """Whether the clause has an opinion cue that judges by itself (not only :data:`_WEAK_OPINION_CUES`)."""
    return any(kind == "OPINION" and " ".join(text[s:e].lower().split()) not in _WEAK_OPINION_CUES
               for kind, s, e in clause.spans)


#: Chances told as a number: "pegged our odds of success at less than 5%", "a 70% chance that …".
_ODDS = re.compile(r"\b(?:odds|chances?|probability|likelihood)\b[^.;]{0,40}?\d+(?:\.\d+)?\s*(?:%|percent|per\s+cent|in\s+\d+)"
                   r"|\d+(?:\.\d+)?\s*(?:%|percent|per\s+cent)\s+(?:chance|probability|likelihood)\b", re.I)
_LOW_ODDS = re.compile(r"\b(?:less\s+than|under|below|slim|low|only|just|at\s+most)\b", re.I)


def _clause_drafts(doc: _Doc, clause: _Clause, entities: SentenceEntities, sentence_text: str) -> list[_Draft]:
    text = doc.text
    ctext = text[clause.start:clause.end]
    cues = clause.cues
    _plan_draft(clause, ctext)  # where a plan told in a "with" phrase begins, before the clause is judged forward
    forward = _forward(doc, clause)
    concrete = bool(_figures(clause)) or any(t.forward_looking for t in clause.times)
    drafts: list[_Draft] = []

    if _TIME_AWAY.search(ctext):
        # "That is still many months away", "a date has yet to be set for the launch": how far off a plan is.
        return [_Draft("timeline", _timeline_predicate(sentence_text, clause), _object_phrase(ctext))]

    if _THANKS.search(ctext):
        # "we couldn't have done this without our partners at GXO": thanks, praise of the work done together
        return [_Draft("opinion", "opinion", _object_phrase(ctext), stance="positive")]
    odds = _ODDS.search(ctext)
    if odds:
        # "pegged our odds of success at less than 5%": a judgement of chances, no measured figure
        return [_Draft("opinion", "opinion", _object_phrase(ctext),
                       stance="negative" if _LOW_ODDS.search(odds.group(0)) else "")]
    if _SHARE_TARGET.search(ctext):
        # "We rate UBTech Neutral with a HK$95 target price": an analyst's view of the shares, no plan and no price
        return [_Draft("opinion", "opinion", _object_phrase(ctext))]
    if _WON_CONTEST.search(ctext) and not _STANCE_VERB.search(ctext) and not _STRONG_STANCE.search(ctext):
        # "Unitree's H1 took first and third places in the opening race", "the G1 won a 1,500-metre race": a result
        # the robot achieved, what it did (a judgement of the win is another clause's)
        return [_Draft("capability", "capability", _object_phrase(ctext), stance="neutral")]
    if _PRICE_DIRECTION.search(ctext) and not clause.money and not _STANCE_VERB.search(ctext) \
            and not _STRONG_STANCE.search(ctext) and _ROBOT_PRICED.search(ctext):
        # "Prices of humanoid robots could fall sharply", "humanoid parts may become cheaper next year": where the price
        # is going, a price claim without a figure (a forecast when told ahead)
        return [_Draft("statistic", "price", _object_phrase(ctext))]

    # Opinions that frame the whole clause (a boast in an appositive on a company frames only the appositive).
    believes = bool(_STANCE_VERB.search(ctext))
    appositive = _COMPANY_APPOSITIVE.search(ctext) if clause.money else None
    boast = _BOAST.search(ctext)
    if boast and appositive and boast.start() > appositive.start():
        boast = None
    epithet = _EPITHET.search(ctext) if boast else None
    if epithet and epithet.start() <= boast.start() < epithet.end() and not _ROBOT_WORD.search(epithet.group(0)) \
            and any(m.kind == "company" and not m.implicit and 0 <= clause.start + epithet.start() - m.end <= 1
                    and not doc.registry.robots_of(m.slug) for m in entities.mentions):
        # "Digit works for GXO Logistics, the world's largest contract logistics provider": an epithet of a company's
        # business outside robots, in passing, judges neither the robot nor the company's robots
        boast = None
    if (believes and (not concrete or _NEGATED_BELIEF.search(ctext))) or _STRONG_STANCE.search(ctext) or _REVELATION.search(ctext) \
            or _undercut(text, clause) \
            or (_VAGUE_FUTURE.search(ctext) and (forward or re.search(r"\b(?:could|would|might)\b", ctext))
                and not clause.quantities and not (clause.money and clause.times and _MARKET_WORDS.search(ctext))) \
            or boast:  # ("the market could be worth $5 trillion by 2050": a dated forecast, not a vague one)
        return _launch_kept(doc, clause, ctext, entities, forward)
    if _JUDGEMENT.search(ctext) and not concrete or _RATING.search(ctext) \
            or _RAISES_DOUBT.search(ctext) and not (clause.quantities and _MISSED_TARGET.search(ctext)):
        # (a count "well short of" what was promised is read with its figures: what was done, and the target missed)
        return _launch_kept(doc, clause, ctext, entities, forward)

    # Funding.
    share_move = _SHARE_MOVE.search(ctext)
    if _TICKER.search(ctext) and (share_move or _SHARE_CLOSE.search(ctext)) \
            or share_move and _names_own_shares(text, clause, entities):
        # Its shares trade ("Ubtech [HKG: 9880] closed 10.6 percent higher at HKD51.2"): listed; the price is no round.
        # A ticker tagging a name in a sentence about something else ("unveiled Atlas, a rival to Tesla Inc.'s
        # (NASDAQ:TSLA) Optimus, at CES") is the wire's annotation, no claim.
        return [_listing_draft(ctext, clause, listed=True)]
    if share_move or _SHARE_CLOSE.search(ctext):
        return []  # another company's share price ("Swancor's shares surged 20 per cent"): nothing about ours
    # "a $21 billion investment plan", "investment opportunities", "the investment case": money spent or a
    # thesis, not money raised.
    funding_cue = cues["FUNDING"] > 0 and not _ESTIMATE_RAISED.search(ctext) and not _MARKET_VALUE_FORECAST.search(ctext) \
        and not (_LOAD_RAISED.search(ctext) and not clause.money) \
        and not (_RAISE_CONCERN.search(ctext) and not clause.money) and not (_NOT_A_RAISE.search(ctext) and not (
        _ROUND_WORDS.search(ctext) or _SERIES.search(ctext) or _RAISE.search(ctext)))
    earned = [(m, _ORDER_VALUE.search(text, max(clause.start, m.start - 50), m.start)
               or _EARNINGS.search(text, max(clause.start, m.start - 50), m.start)
               or _ORDERS_AFTER.match(text, m.end, clause.end)) for m in clause.money]
    foreseen = forward or re.search(r"\b(?:could|would|may|might|potential\w*|generat\w*|forecast\w*|project\w*|expect\w*)\b",
                                    ctext, re.I)
    named_company = any(n.kind == "company" and not n.implicit and clause.start <= n.start < clause.end for n in entities.mentions)
    earned = [(m, found) for m, found in earned if found and not (
        found.re is _ORDERS_AFTER and found.groupdict().get("earned") and foreseen
        # ("robotics manufacturers could reach revenues of $300 billion by 2035": the field's revenue foreseen, its size)
        or found.re is _EARNINGS and foreseen and not named_company)]  # ("could generate $154 billion in revenue": a market foreseen)
    if earned and not (_ROUND_WORDS.search(ctext) or _SERIES.search(ctext)):
        # "won a contract worth 250 million yuan", "secured orders worth more than 1.3 billion yuan", "reported
        # revenue of more than 1 billion yuan": what customers pay, no money raised and no valuation.
        funding_cue = False
        drafts += [_Draft("statistic", "metric", ("orders worth " if found.re is _ORDER_VALUE or found.groupdict().get("noun")
                                                  else "revenue of " if found.groupdict().get("earned")
                                                  else f"{' '.join(found.group('what').lower().split())} of ") + m.text,
                          m.amount, m.currency, subject_kind="company", anchor=m.start)
                   for m, found in earned]
    stake_taken = _stake_taken(text, clause, entities)
    purposes: list[_Draft] = []  # what a round is for, told with it
    # A stake sold is money to the seller, not a round of the company; it is an acquisition only by a buyer named.
    sold = _STAKE_SOLD.search(ctext)
    order = _ORDER_FROM.search(ctext)
    if sold or order and not (_ROUND_WORDS.search(ctext) or _SERIES.search(ctext)) and all(
            order.start() <= m.start - clause.start < order.end() for m in clause.money):
        funding_cue = False  # (an order received from a buyer is no money raised: "received an order … from GXO")
    invested_in = next((m for m in _MONEY_INVESTED_IN.finditer(ctext)
                        if _names_company_at(entities, clause.start + m.end())), None)
    if funding_cue and _INVEST_VERB.search(ctext) and not (
            _ROUND_WORDS.search(ctext) or _SERIES.search(ctext) or _RAISE.search(ctext) or _INVESTORS.search(ctext)
            or _INVESTOR_IN.search(ctext) or _VALUATION_NEAR.search(ctext) or stake_taken or invested_in):
        funding_cue = False  # "Tesla will invest $2 billion in the US": money spent, not money raised
    acquired, stake = _ACQUIRE.search(ctext), _STAKE.search(ctext)
    owned = _OWNED.search(ctext)
    if sold:
        acquired = owned = _SOLD_TO.search(ctext, sold.start())
    sold_company = _SOLD_COMPANY.search(ctext)
    sold_outright = bool(sold_company) and _names_company_at(entities, clause.start + sold_company.end())
    listed = bool(_LISTED.search(ctext))
    investor_in = _INVESTOR_IN.search(ctext)
    plan_only = forward and not clause.money and not _INVESTORS.search(ctext) and not _ROUND_WORDS.search(ctext)
    bought_whole = acquired and not stake and not (_RAISE.search(ctext) or _SERIES.search(ctext) or _ROUND_WORDS.search(ctext)
                                                    or _INVESTORS.search(ctext) or investor_in)
    bought = _STAKE_BOUGHT.search(ctext)
    listed_target = bool(bought and _LISTED_TARGET.match(ctext, bought.end()))
    if bought and (clause.money or listed_target) \
            and not _names_company_at(entities, clause.start + bought.end()):
        # "AgiBot took a controlling stake in Swancor for 2.1 billion yuan": a purchase by the company named, in a
        # company the registry does not know, not money it raised.
        drafts.append(_Draft("funding", "acquisition", _object_phrase(ctext[bought.start() + len(bought.group(1)):]),
                             clause.money[0].amount if clause.money else None,
                             clause.money[0].currency if clause.money else "", anchor=clause.start))
        if (listed_target or _LISTING_NOUN.search(ctext, bought.end())) \
                and re.search(r"control|majority|\b(?:[5-9]\d|100)(?:\.\d+)?\s*(?:%|percent)", bought.group(0), re.I):
            # control of a listed company is a way to a listing of one's own (a back-door listing): a plan to list
            drafts.append(_listing_draft(ctext, clause, listed=False))
    elif funding_cue and not plan_only and not bought_whole and (clause.money and not _RAISES_DOUBT.search(ctext) or _INVESTORS.search(ctext)
                                          or _SERIES.search(ctext) or investor_in or _ROUND_WORDS.search(ctext)
                                          or _UNPRICED_INVESTMENT.search(ctext)):
        drafts += _funding_drafts(doc, clause, ctext)
        if drafts and appositive and _BOAST.search(ctext, appositive.start()) and any(
                m.kind == "company" and not m.implicit and 0 <= clause.start + appositive.start() - m.end <= 60
                and not re.search(r"[,.;]", text[m.end:clause.start + appositive.start()]) for m in entities.mentions):
            # "… in Acme, a company looking to build the world's first …": the company's aim, a judgement of its own
            # (an investor's epithet, "led by Tether, the company that operates the world's most used stablecoin",
            # judges no one the registry knows)
            purposes = [_Draft("opinion", "opinion", _object_phrase(ctext[appositive.start() + 1:]),
                               anchor=clause.start + appositive.start())]
            drafts += purposes
        elif drafts and _PURPOSE.search(ctext) and not _PAST_RAISE_FOR.search(ctext):
            # what the round is for is its plan, told with it ("a round that will see the company scale production")
            purposes = _plan_drafts(ctext[_PURPOSE.search(ctext).start():], clause, clause.start)
            drafts += purposes
    elif _LISTING.search(ctext) and not (acquired and stake) and not (
            _EXCHANGE_FILING.search(ctext) and not _LISTING_NOUN.search(ctext) and "prospectus" not in ctext.lower()) and (
            funding_cue or clause.money or listed or _LISTING_NOUN.search(ctext)
            and any(pattern.search(ctext) for pattern, _, _ in _EXCHANGES)):
        drafts.append(_listing_draft(ctext, clause, listed=listed or not (_LISTING_PLAN.search(ctext) or forward)))
    elif acquired and (clause.money or stake or _names_company_at(entities, clause.start + acquired.end())
                       or _OWNERSHIP_EVENT.search(ctext)) \
            or owned and not forward or sold_outright:
        # "Hyundai acquired Boston Dynamics", "SoftBank sold Boston Dynamics to Hyundai": a company bought outright.
        owners = list(_OWNERSHIP_EVENT.finditer(ctext))
        if len(owners) >= 2:
            # "was acquired by Google in 2013, sold to SoftBank in 2017, and bought by Hyundai in 2021": one purchase
            # each, dated by its own year
            drafts += [_Draft("funding", "acquisition", " ".join(m.group(0).split()), anchor=clause.start + m.start())
                       for m in owners]
        else:
            drafts.append(_Draft("funding", "acquisition", _object_phrase(ctext), anchor=clause.start))
        deal = _DEAL_VALUED.search(ctext)
        if deal and clause.money:
            # "… in a deal that valued it at about $1.1 billion": what the purchase valued the company at
            amount = next((m for m in clause.money if m.start >= clause.start + deal.start()), None)
            if amount is not None:
                drafts.append(_Draft("funding", "valuation", amount.text, amount.amount, amount.currency, anchor=amount.start))
    elif stake_taken:
        drafts += _funding_drafts(doc, clause, ctext)

    if not any(d.predicate == "investors" for d in drafts):
        backers = [_clean_name(m.group(1)) for m in _LED_BY_BEFORE.finditer(ctext)
                   if (not m.group(0).endswith("backed") or _backs_company(text, clause, m, entities))
                   and not (order and order.start() <= m.start() < order.end())]  # (a buyer of orders is no backer)
        backers = [name for name in backers if name]
        if backers:
            drafts.append(_Draft("funding", "investors", ", ".join(backers[:8]), anchor=clause.start))

    if not drafts and _MONEY_PURPOSE.match(ctext):
        # "The investment will support the development of NEO", "the capital is intended to help bring robots into
        # serial production": what money raised is for is a plan, not a fact about the robot.
        return _plan_drafts(ctext, clause, clause.start)

    # Organisation facts (a change of leader stays a fact when told in the future tense).
    leading = _LEADERSHIP.search(ctext)
    if leading and leading.group(0).lower().startswith(("replac", "succeed")) and any(
            m.kind == "robot" and not m.implicit and 0 <= m.start - (clause.start + leading.end()) <= 12
            for m in entities.mentions):
        leading = None  # "Figure 02, which replaced Figure 01, …": one robot after another, no leader
    if not drafts and leading and (not forward or _ORG_CHANGE.search(ctext)):
        leader = _leader_named(ctext)
        drafts.append(_Draft("statistic", "leadership", leader[0] if leader else _object_phrase(ctext),
                             qualifier=leader[1] if leader else "", subject_kind="company", anchor=clause.start))
        successor = _SUCCESSOR.search(ctext) if leader is None else None
        if successor:
            # "… has stepped down as chief executive, with James Wells, its chief commercial officer, taking over on an
            # interim basis": the one leaving, and the one who leads now
            held = _ROLE_LEFT.search(ctext, 0, successor.start())
            role = role_canonical(held.group("role")) if held else ""
            drafts.append(_Draft("statistic", "leadership", " ".join(successor.group("name").split()),
                                 qualifier=f"interim {role}".strip() if successor.group("interim") else role,
                                 subject_kind="company", anchor=clause.start + successor.start("name")))
    if not forward and all(d.claim_type == "funding" and d.predicate != "acquisition" for d in drafts):
        drafts += _founding_drafts(doc, clause, ctext, entities)
        m = _INFOBOX_FOUNDED.match(_line_of(text, clause))
        if m:  # a wiki infobox's line: "Founded 1998; 24 years ago"
            drafts.append(_Draft("statistic", "founded", m.group(1), subject_kind="company", anchor=clause.start))
        line = _line_of(text, clause)
        if (m := _INFOBOX_PEOPLE.match(line)) and not drafts:  # "Key people: Peggy Johnson (CEO), Jonathan Hurst (CTO)"
            return [_Draft("statistic", "leadership", " ".join(m.group(1).split()).rstrip(" ."), subject_kind="company",
                           anchor=clause.start)]
        role = _INFOBOX_ROLE_LINE.fullmatch(line)
        named = _INFOBOX_NAME_LINE.search(text, 0, text.rfind("\n", 0, clause.start) + 1) if role else None
        if role and named and not drafts:
            # an infobox's "Key people" kept one line per name and role: "Chung Eui-sun\n(Chairman & CEO)"
            return [_Draft("statistic", "leadership", f"{named.group(1)} ({role.group(1).strip()})", subject_kind="company",
                           anchor=clause.start)]
        if (m := _SPEC_LINE_DOF.match(line)) and not drafts:  # a spec sheet's row: "- Degrees of freedom: 52"
            return [_Draft("statistic", "degrees_of_freedom", f"{m.group(1)} degrees of freedom", Decimal(m.group(1)), "DoF",
                           anchor=clause.start)]
        if (m := _INFOBOX_STAFF.match(line)) and not drafts:  # "Number of employees: 200 (2024)"
            return [_Draft("statistic", "metric", f"{m.group(1)} employees", Decimal(m.group(1).replace(",", "")),
                           "employees", subject_kind="company", anchor=clause.start)]
    if not forward and not any(d.predicate == "headquarters" for d in drafts):
        m = _HEADQUARTERS.search(ctext)
        if m and re.search(r"\b(?:is|are|was)\s+(?:an?\s+|the\s+)?[\w\s,-]{0,60}(?:headquartered|based|located)"
                           r"|^[\w\s,-]{0,40}(?:is\s+)?headquartered|\b(?:has|have|had)\s+(?:its|their)\s+headquarters\s+in\b"
                           r"|\bwith\s+(?:its\s+)?headquarters\s+in\b|\bheadquarters\s+(?:is|are|was)\s+in\b", ctext, re.I):
            # The place ends where a name the registry knows begins ("in Waltham, Massachusetts, Boston Dynamics …").
            end = min([n.start - clause.start for n in entities.named if clause.start + m.start(1) < n.start]
                      + [m.end(1)])
            drafts.append(_Draft("statistic", "headquarters", ctext[m.start(1):end].strip(" ,."), subject_kind="company",
                                 anchor=clause.start + m.start()))
        elif (m := _MOVED_TO.search(ctext)):  # "It moved operations to Salem": where the company is now
            drafts.append(_Draft("statistic", "headquarters", m.group(1).strip(" ,."), subject_kind="company",
                                 anchor=clause.start + m.start()))
        elif (m := _INFOBOX_PLACE.match(_line_of(text, clause))):  # "Headquarters: Seoul", "Location City: Waltham"
            drafts.append(_Draft("statistic", "headquarters", m.group(1).strip(), subject_kind="company",
                                 anchor=clause.start))
    if (drafts or sold) and all(d.claim_type in ("funding", "statistic") and d.subject_kind == "company"
                                or d.claim_type == "funding" or any(d is p for p in purposes) for d in drafts) \
            and not (clause.quantities and not (acquired and all(q.base == "%" for q in clause.quantities))) \
            and not (stake_taken and not forward):  # (a share of a company bought is the deal, no figure of its own)
        # (a stake taken often comes with the robots' trial: "takes stake in Apptronik, tests robots"; the price of
        # a stake sold is no robot's price)
        plan = _plan_draft(clause, ctext)
        if plan is not None and clause.plan_at is not None:
            drafts.append(plan)  # "raised $1 billion, with production of its robot starting in 2026"
        drafts += _seen_as_key(clause, ctext, drafts)
        if drafts and all(d.claim_type == "statistic" for d in drafts) and cues["CAPABILITY"] \
                and _robotic(doc, clause, entities):
            # "Founded in 2022 by Jane Roe, Acme builds robots that can fold laundry": the company's facts and
            # what its robots do.
            capability = _capability_draft(ctext, clause, [])
            if capability is not None and capability.predicate == "capability":
                drafts.append(capability)
        if order:
            drafts += _won_bid_drafts(doc, clause, ctext, entities)  # the order's worth and where the robots go
        sale_aside = None if _FUNDING_ASIDE.search(ctext) else _SALE_ASIDE.search(ctext)
        if sale_aside is None and not clause.money and any(d.predicate == "investors" for d in drafts):
            # "Hyundai-backed Boston Dynamics unveiled its Atlas humanoid at CES": the backer told as a modifier, the
            # clause's own news after it
            sale_aside = next((m for m in _LED_BY_BEFORE.finditer(ctext) if m.group(0).endswith("backed")), None)
        if sale_aside or _FUNDING_ASIDE.search(ctext):
            # "Sanctuary, which has raised $140 million, has been piloting the robot with GXO", "Boston Dynamics, which
            # Hyundai acquired in 2021, showed Atlas": the round or sale told aside, the clause's own news besides
            drafts += _deployment_drafts(doc, clause, ctext, entities)
            rest = ctext[sale_aside.end():] if sale_aside else ""
            if rest and (cues["CAPABILITY"] or _LAUNCH_DONE.search(rest)) and _robotic(doc, clause, entities):
                shown = _capability_draft(rest, clause, [])
                if shown is not None:
                    drafts.append(_Draft(**{**shown.__dict__, "anchor": clause.start + sale_aside.end()}))
        return drafts

    # Measured quantities and prices; deployments.
    stats = _statistic_drafts(doc, clause, ctext, skip_money={d.value for d in drafts if d.value})
    deploys = _deployment_drafts(doc, clause, ctext, entities)
    if deploys and _MOCK_SITE.search(ctext) and not any(d.object_entity for d in deploys):
        # "shown sorting engine covers in a mock factory": a demonstration staged for it, no customer's site
        deploys = []
    not_at_work = _not_at_work(ctext) if deploys else None
    if not_at_work:
        # "Tesla has not deployed Optimus at any factory": no deployment, a doubt
        deploys = []
        drafts.append(_Draft("opinion", "opinion", _object_phrase(ctext), stance="negative"))
    none_yet = _NONE_YET.search(ctext)
    if none_yet:
        # "…, though none has yet deployed them at scale": no deployment, a doubt about all of them.
        # (a deployment kept is one told before it, at a customer or site it names, or a customer's own trial)
        deploys = [d for d in deploys if d.anchor is not None and d.anchor < clause.start + none_yet.start()
                   and (d.object_entity or d.qualifier or d.subject_slug)]
        drafts.append(_Draft("opinion", "opinion", _object_phrase(ctext[none_yet.start():]), stance="negative",
                             anchor=clause.start + none_yet.start(),
                             subject_slug=doc.registry.market if _robots_in_general_here(doc, None, entities) else None))
    if forward and deploys and _DEAL_MADE.search(ctext):
        # "Agility announced a deal with GXO, marking the first time Digit will be put to work": the deal is made,
        # whatever the work ahead it opens
        drafts += deploys
    if forward:
        # A projected spec (weight, payload, runtime, price …) stays a statistic (lane bull); a projected count,
        # capacity or market is a timeline claim; a projection with nothing concrete is an opinion.
        specs = [d for d in stats if d.predicate in _SPEC_PREDICATES]
        figured = bool(clause.quantities or clause.money or clause.times)
        if specs:
            drafts += specs
            counts = [d for d in stats if d.predicate in _COUNT_PREDICATES]
            if counts:
                # "annual shipments could hit 1 million by 2030, with a production cost of $17,000 per unit": the
                # count ahead is a plan or forecast of its own beside the price
                drafts += [d for d in _timeline_drafts(doc, clause, ctext, counts) if d.claim_type == "timeline"
                           and d.value in {c.value for c in counts}]
            if clause.times and _MASS_PRODUCTION_START.search(ctext):
                # "mass production is scheduled to begin by the end of 2026, with sales … at a price between …": the
                # production plan is a claim of its own beside the price
                drafts.append(_Draft("timeline", "production_target", _object_phrase(ctext)))
            if clause.times and _SALE_START.search(ctext) and any(d.predicate in ("price", "subscription_price") for d in specs):
                # "will go on sale next year for less than $50,000": its price, and when it goes on sale
                drafts.append(_Draft("timeline", "launch_date", _object_phrase(ctext)))
        elif not figured and not _PLAN.search(ctext):
            if _LAUNCH_WORDS.search(ctext) and _NEW_PRODUCT.search(ctext) and not _EVALUATIVE_FUTURE.search(ctext):
                # "Figure will show its next robot in the coming months": a launch ahead, not a skill
                drafts.append(_Draft("timeline", "launch_date", _object_phrase(ctext)))
            elif (_TASK_AHEAD.search(ctext) or _PUT_TO_WORK_AHEAD.search(ctext) and _robotic(doc, clause, entities)) \
                    and not _EVALUATIVE_FUTURE.search(ctext):
                # "Apollo robots will sort parts at Mercedes-Benz factories", "will initially be assigned to parts
                # sequencing": robots at work ahead, a plan
                drafts.append(_Draft("timeline", "deployment_target", _object_phrase(ctext)))
            elif _CAPABILITY_VERB.search(ctext) and _robotic(doc, clause, entities) and not _EVALUATIVE_FUTURE.search(ctext):
                drafts.append(_Draft("capability", "capability", _object_phrase(ctext)))
            elif _EVALUATIVE_FUTURE.search(ctext) or cues["POSITIVE"] or cues["NEGATIVE"] or cues["OPINION"]:
                drafts.append(_Draft("opinion", "opinion", _object_phrase(ctext)))
        else:
            # "had produced its 1,000th robot in January and expected output to reach 5,000 units": a count already
            # made, told before the future, stays a fact; the rest of the clause is the plan
            done = [d for d in stats if d.predicate in _COUNT_PREDICATES and d.anchor is not None
                    and (_DONE_COUNT_BEFORE.search(text, max(clause.start, d.anchor - 40), d.anchor)
                         and not _FUTURE_CUE.search(text, clause.start, d.anchor)
                         or _DONE_COUNT_AFTER.match(text, d.anchor, clause.end))]
            plan_text = ctext
            if done:
                drafts += [_Draft(**{**d.__dict__, "done": True, "stance": "neutral"}) for d in done]
                kept = {d.anchor for d in done}
                clause = _Clause(**{**clause.__dict__, "quantities": [q for q in clause.quantities if q.start not in kept]})
                if min(kept) > clause.start:  # "targeting a launch by end of 2025, with 100 units produced to date"
                    plan_text = re.sub(r",?\s+(?:with|and|after|having)\s+(?:[\w-]+\s+){0,2}$", "",
                                       text[clause.start:min(kept)]) or ctext
            drafts += _timeline_drafts(doc, clause, plan_text, [d for d in stats if d not in done])
        drafts += [d for d in deploys if d.predicate in ("deployment_paused", "partnership_ended")
                   or d.predicate == "deployed_at" and _DEPLOYED_ALREADY.search(ctext)
                   or d.predicate == "partnership" and _PARTNERSHIP_MADE.search(ctext)]
        if re.search(r"\bno\s+longer\b", ctext, re.I) and any(d.predicate == "deployment_paused" for d in drafts):
            # "the robots will no longer be used in production": a retirement told ahead, no plan for output
            drafts = [d for d in drafts if d.claim_type != "timeline"]
    else:
        if _MARKET_MAY_BE.search(ctext) and not _only_past_times(doc, clause):
            # "the market could offer a $5 trillion opportunity by mid-century": a market told as what it may be
            # is a projection, whatever the tense ("we estimate the market at $2 billion in 2024 revenue" measures a
            # year gone by).
            stats = [_Draft(**{**d.__dict__, "claim_type": "timeline"}) if d.predicate == "market_size" else d
                     for d in stats]
        promised = [d for d in stats if d.predicate in _COUNT_PREDICATES
                    and d.anchor is not None and _PROMISED_BEFORE.search(doc.text, clause.start, d.anchor)]
        promised += [d for d in stats if d.predicate in ("units_produced", "production_capacity") and d not in promised
                     and d.anchor is not None and _BEING_BUILT_BEFORE.search(doc.text, clause.start, d.anchor)]
        if promised:
            stats = [_Draft(**{**d.__dict__, "claim_type": "timeline", "predicate": _timeline_predicate(ctext, clause)})
                     if d in promised else d for d in stats]
        envisioned = [d for d in stats if d.anchor is not None and _ENVISIONED_BEFORE.search(doc.text, clause.start, d.anchor)]
        if envisioned:
            # "Shelton envisions RoboFab with the capacity to make 10,000 robots a year": a count pictured is a plan;
            # "Adcock envisions humanoids serving millions of tasks": any other figure pictured is a vision, no measure
            counts = [d for d in envisioned if d.predicate in ("units_produced", "shipments", "units_deployed",
                                                                "production_capacity")]
            stats = [_Draft(**{**d.__dict__, "claim_type": "timeline", "predicate": _timeline_predicate(ctext, clause)})
                     if d in counts else d for d in stats if d in counts or d not in envisioned]
            if len(counts) < len(envisioned):
                drafts.append(_Draft("opinion", "opinion", _object_phrase(ctext)))
        missed = _MISSED_TARGET.search(ctext)
        if missed:
            # "missed its target of delivering 1,000 robots last year": the count was the plan, and it slipped; a
            # count told before the miss is what was done ("built a few hundred, well short of the thousands
            # promised")
            counts = [d for d in stats if d.predicate in _COUNT_PREDICATES]
            planned = [d for d in counts if d.anchor is not None and d.anchor >= clause.start + missed.start()]
            stats = [_Draft(**{**d.__dict__, "claim_type": "timeline", "stance": "negative",
                               "predicate": _timeline_predicate(ctext, clause)})
                     if d in planned else d for d in stats]
            if counts and not planned:
                # "had assembled only a few hundred, leaving the target far out of reach": the count stays what was
                # done, and the target it misses is a projection of its own, a slipped one
                stats.append(_Draft("timeline", _PLAN_OF_COUNT.get(counts[0].predicate) or _timeline_predicate(ctext, clause),
                                    _object_phrase(ctext), stance="negative"))
        drafts += stats + deploys
        if not stats and (_FACTORY_OPENED.search(ctext) or _PRODUCTION_STARTED.search(ctext)) and (_ROBOT_WORD.search(ctext) or any(
                not m.implicit and (m.kind == "robot" or m.slug in doc.registry.robot_companies)
                and clause.start <= m.start < clause.end for m in entities.mentions)):
            # "Agility opened its Digit factory in Salem", "AgiBot has started mass production of its humanoids": where and
            # that the robots are made, a fact of the maker's output (not "Tesla opened a battery plant")
            drafts.append(_Draft("statistic", "production_capacity", _object_phrase(ctext), subject_kind="company",
                                 anchor=clause.start))
        aim = _AIM_AFTER.search(ctext)
        if _PROJECTION_PAST.search(ctext, 0, aim.start() if aim else len(ctext)) \
                and (cues["PROJECTION"] or clause.quantities) and not stats:
            drafts.append(_Draft("timeline", _timeline_predicate(ctext, clause), _object_phrase(ctext)))
        task = _TASK_PURPOSE.search(ctext) if deploys else None
        part = _PART_DOES.match(ctext) if not (stats or deploys or drafts) and _product_piece(doc) else None
        shown = _SHOWN_DOING.search(ctext)
        if (cues["CAPABILITY"] or _DESCRIPTION.search(ctext) or _LAUNCH_DONE.search(ctext) or task or part or shown) \
                and not none_yet and not not_at_work \
                and (not deploys or task) and (part or _robotic(doc, clause, entities)) \
                and not any(d.predicate == "market_size" for d in stats):  # ("the market could offer $5 trillion")
            capability = _capability_draft(ctext, clause, stats)
            if capability is None and part:
                # "The vision module interprets camera images": what a part of the product does, in its own verb
                capability = _Draft("capability", "capability", _object_phrase(ctext))
            if capability is None and shown:
                # "posted a video on X showing the humanoid robot learning Kung Fu": what it is shown doing
                capability = _Draft("capability", "capability", _object_phrase(ctext[shown.start("doing"):]))
            if capability is None and task:
                # "Spot has been patrolling a Kia plant, reading gauges", "Digit has moved 100,000 totes at customer
                # sites": the work done at the site is a skill shown, whatever its figures
                capability = _Draft("capability", "capability", _object_phrase(ctext[task.start():].lstrip(", ")))
            made = _MAKES_ROBOTS.search(ctext) if capability is not None and capability.predicate == "capability" else None
            if made:
                # "Tesla is capable of manually producing Optimus robots a dozen at a time": the maker's output, no
                # skill of the robot
                capability = None if any(d.predicate == "production_capacity" for d in stats) else _Draft(
                    "statistic", "production_capacity", _object_phrase(ctext[made.start():]), subject_kind="company",
                    anchor=clause.start)
            customer = next((d.object_entity for d in deploys if d.object_entity), None)
            if capability is not None and customer and not capability.object_entity:
                capability = _Draft(**{**capability.__dict__, "object_entity": customer})  # the customer is not who can
            if capability is not None and capability.predicate == "capability" and _NONE_CAN.search(ctext):
                # "no robot has been able to match the human hand": what none can do is a doubt about all of them
                capability = _Draft("opinion", "opinion", _object_phrase(ctext), stance="negative",
                                    subject_slug=doc.registry.market)
            if capability is not None:
                drafts.append(capability)
            skill = _LAUNCH_SKILL.search(ctext) if capability is not None and capability.predicate == "launched" else None
            if skill:
                # "Unitree has launched the R1, a humanoid that can cartwheel and spar": the launch and what it can do
                at = next(skill.start(g) for g in ("skill", "part", "made_for", "described", "moving") if skill.group(g))
                told = ctext[at:]
                if skill.group("moving"):  # (the participle's phrase, not the clause told after it)
                    told = told.split(",")[0]
                drafts.append(_Draft("capability", "capability", _object_phrase(told), anchor=clause.start + at))
    plan = _plan_draft(clause, ctext)
    if plan and (clause.plan_at is not None or not any(d.claim_type == "timeline" for d in drafts)):
        drafts.append(plan)
    drafts += _seen_as_key(clause, ctext, drafts)
    if not drafts and len(ctext.split()) >= 5 and (_strong_opinion_cue(text, clause) or _JUDGEMENT.search(ctext)
                                                   or _sceptical(ctext)
                                                   or cues["POSITIVE"] >= 2 or cues["NEGATIVE"] >= 1
                       or cues["POSITIVE"] and (cues["FIRST_PERSON"] or "“" in ctext or '"' in ctext)
                       or _QUOTE_SAID.search(ctext)):
        if not _personal_story(ctext, clause, entities):
            drafts.append(_Draft("opinion", "opinion", _object_phrase(ctext),
                             stance="negative" if _PLAN_DOUBTED.search(ctext) else ""))
        if _robotic(doc, clause, entities):
            drafts = _ability_judged(ctext, drafts) + drafts
    if any(d.claim_type == "capability" for d in drafts) and (
            _ASPIRATION.search(ctext) or _READING.search(ctext) or _speculation_only(text, clause)):
        # "It strives to create robots capable of …", "Musk believes machines will be able to …",
        # "I didn't see Neo do anything autonomously": a hope, a claim or a doubt, not a demonstrated skill; "the
        # order signals that demand is moving to volume", "this opportunity could be tapped by Tesla": a reading of
        # events, what might be.
        aspiration = _ASPIRATION.search(ctext)
        launch = _LAUNCH_DONE.search(ctext)
        # "1X unveiled NEO, promising AI-powered chores": the launch is done, what it promises is the hope
        launched = [d for d in drafts if d.predicate == "launched"] \
            if aspiration and launch and launch.end() <= aspiration.start() and re.search(r",\s*$", ctext[:aspiration.start()]) \
            else []
        hope = ctext[aspiration.start():] if launched else ctext
        launched_robot = next((m.slug for m in reversed(entities.mentions) if launched and m.kind == "robot"
                               and not m.implicit and clause.start <= m.start < clause.start + aspiration.start()),
                              None)  # (what it promises is the robot's)
        drafts = [d for d in drafts if d.claim_type != "capability"] \
            + [_Draft(**{**d.__dict__, "stance": "neutral"}) for d in launched] \
            + [_Draft("opinion", "opinion", _object_phrase(hope), subject_slug=launched_robot)]
    if any(d.claim_type in ("deployment", "timeline") for d in drafts) and _MISSION.search(ctext) \
            and not clause.times and not any(d.value is not None for d in drafts):
        # "It strives to ease labour shortages by deploying a fleet of humanoids": an aim with no date
        # or figure is the company's view of itself, not a deployment or a plan.
        # (the aim is praise of itself, whatever ills it names: "labor shortages", "the lacking workforce")
        drafts = [d for d in drafts if d.claim_type not in ("deployment", "timeline")] + [
            _Draft("opinion", "opinion", _object_phrase(ctext), stance="positive")]
    if any(d.claim_type in ("capability", "deployment") for d in drafts) and _GENERIC_CAN.search(ctext) \
            and not any(m.kind == "robot" and not m.implicit for m in entities.mentions):
        # "Humanoid robots can fill jobs that are hard to staff": a judgement of the field, not a product fact.
        drafts = [d for d in drafts if d.claim_type not in ("capability", "deployment")] + [
            _Draft("opinion", "opinion", _object_phrase(ctext))]
    if any(d.predicate == "units_deployed" and d.value == 0 for d in drafts):
        drafts = [d for d in drafts if d.predicate != "deployed_at"]  # "no robots were working there"
    if drafts and _OFF_TOPIC.search(ctext) and not _ROBOT_WORD.search(ctext) \
            and not any(m.kind == "robot" and not m.implicit for m in entities.mentions) \
            and not (all(w.lower() in ("deliveries", "sales") for w in _OFF_TOPIC.findall(ctext))
                     and any((m.kind == "company" and (not m.implicit or m.cue in ("company", "we", "they", "topic"))
                              and m.slug in doc.registry.robot_companies
                              or m.kind == "robot" and m.cue == "topic"
                              and doc.registry.makers.get(m.slug) in doc.registry.robot_companies)
                             and clause.start <= m.start < clause.end for m in entities.mentions)
                     and not any(m.kind == "company" and not m.implicit and m.slug not in doc.registry.robot_companies
                                 and clause.start <= m.start < clause.end and _OWN_BUSINESS.match(doc.text, m.end)
                                 for m in entities.mentions)):
        # (a robot company's deliveries and sales are of its robots, named or referred to: "Figure AI plans to
        # begin deliveries", "the company plans to begin deliveries", "we plan to begin deliveries", and in a piece
        # about one, "Deliveries to Mercedes-Benz are scheduled to start early next year")
        drafts = [d for d in drafts if d.claim_type == "funding" or d.subject_kind == "company"]
    return drafts


#: Who bought or owns the company named before it: "Hyundai acquired …", "Hyundai Motor Company has a controlling
#: stake in Kia", "Hyundai, which completed the acquisition".
_OWNER_AFTER = re.compile(r"(?:['’]s?)?,?\s+(?:(?:which|that|has|had|have|also|then|later|first|finally)\s+){0,2}"
                          r"(?:acquired|acquires|bought|buys|purchased|took\s+over|takes\s+over|owns|completed\s+(?:the|its)"
                          r"\s+(?:acquisition|purchase|takeover)|(?:holds|held|has|had|took|owns)\s+(?:a\s+)?(?:\d[\d.]*\s*%\s+|"
                          r"controlling\s+|majority\s+)stake\s+in)\b", re.I)


def _owner_named(text: str, clause: _Clause, subject: Mention, entities: SentenceEntities) -> Mention | None:
    """The registry company told as having bought or owning ``subject`` in the clause ("Hyundai acquired Boston
    Dynamics", "majority-owned by Hyundai Motor Group"), or None: the company bought is the subject of an
    acquisition, its buyer the object."""
    for m in entities.mentions:
        if m.kind != "company" or m.slug == subject.slug or m.attributive or not clause.start <= m.start < clause.end:
            continue
        if _BUYER_BEFORE.search(text, max(clause.start, m.start - 60), m.start) or _OWNER_AFTER.match(text, m.end):
            return m
    return None


#: A company's own business right after its name: "Tesla's sales", "BMW deliveries".
_OWN_BUSINESS = re.compile(r"(?:['’]s?)?\s+(?:[\w-]+\s+)?(?:sales|deliveries|revenue|earnings|profits?|shares|stock)\b", re.I)
#: A plan told in a "with" phrase after the clause's own fact: "…, with US deliveries set for 2026".
_WITH_BEFORE = re.compile(r",\s+with\s+(?:[\w-]+\s+){0,3}$", re.I)


def _seen_as_key(clause: _Clause, ctext: str, drafts: list[_Draft]) -> list[_Draft]:
    """An opinion of importance beside the clause's facts ("…, and sees the acquisition as key to …"), when the
    clause has no opinion yet: at most one draft."""
    seen = _SEEN_AS_KEY.search(ctext)
    if seen is None or any(d.claim_type == "opinion" for d in drafts):
        return []
    return [_Draft("opinion", "opinion", _object_phrase(ctext[seen.start():] if drafts else ctext),
                   anchor=clause.start + seen.start(), stance="positive")]


def _plan_draft(clause: _Clause, ctext: str) -> _Draft | None:
    """A dated plan beside the clause's facts ("…, with US deliveries set for 2026", "sales are planned for this
    year", "with commercialization beginning by mid-2026"), or None. When it follows the clause's own fact in a
    "with" phrase, ``clause.plan_at`` records where it starts: it is a fact of its own, and its time is not the
    other facts' time. When a product reaches buyers is its launch date; a count shipped would be a shipments target.
    """
    plan = _DATED_PLAN.search(ctext)
    if plan is None:
        return None
    with_phrase = _WITH_BEFORE.search(ctext, 0, plan.start())
    if with_phrase:
        clause.plan_at = clause.start + with_phrase.start()
    noun = (plan.group(1) or plan.group(2)).lower()
    predicate = ("production_target" if noun == "production" else "deployment_target"
                 if noun.startswith(("deploy", "rollout")) else "launch_date")
    return _Draft("timeline", predicate, _object_phrase(ctext[plan.start():]), anchor=clause.start + plan.start())


#: A company sold outright: "sold" right before a name (the name is checked against the registry).
_SOLD_COMPANY = re.compile(r"\b(?:sold|sells|selling)\s+(?=[A-Z][^.;]{0,60}?\s+to\s+(?:the\s+|an?\s+)?(?:[a-z-]+\s+){0,3}[A-Z])")


def _names_company_at(entities: SentenceEntities, position: int) -> bool:
    """Whether a registry company is named (not meant, not as a modifier) at ``position``, or just after "of "
    or "the " there: what an acquisition verb acquired ("acquired Boston Dynamics", "acquisition of Figure AI")."""
    return any(m.kind == "company" and not m.implicit and not m.attributive and 0 <= m.start - position <= 5
               for m in entities.mentions)


def _founding_drafts(doc: _Doc, clause: _Clause, ctext: str, entities: SentenceEntities) -> list[_Draft]:
    """The company's founding the clause tells ("founded Figure AI in 2022", "established in 2016"): a ``founded``
    statistic with the year, or nothing (a robot's launch told with "launched in", a founding with no year)."""
    m = _FOUNDED.search(ctext)
    if m and _PRODUCT_LAUNCH.match(m.group(0)) and (
            _ROBOT_BEFORE.search(ctext, 0, m.start())
            or any(n.kind == "robot" and n.end <= clause.start + m.start() and re.fullmatch(
                r",?\s*(?:(?:that|which)\s+(?:was|were|had\s+been)\s+)?", doc.text[n.end:clause.start + m.start()])
                   for n in entities.named)):
        # "its warehouse robot Stretch, launched in 2023", "model G1 that was launched in 2024": the robot's launch,
        # not the company's founding
        return []
    year = (m.group(1) or _years_before(doc, ctext[m.end():])) if m else ""
    # ("grown fast since its inception" dates nothing)
    return [_Draft("statistic", "founded", year, subject_kind="company", anchor=clause.start + m.start())] if year else []


def _launch_kept(doc: _Doc, clause: _Clause, ctext: str, entities: SentenceEntities, forward: bool) -> list[_Draft]:
    """A clause an opinion frames; the facts it tells as done stay facts beside the judgement: a launch ("1X opened
    pre-orders for NEO, the world's first consumer humanoid (I doubt it)"), the robot's measured specs and what it
    is built with ("Standing 1.7 m tall, it is the first robot powered by …"), a skill it lacks told of the robot
    itself ("a $20,000 robot that can't fold laundry": a capability, not a doubt, when nothing else judges)."""
    drafts = [_Draft("opinion", "opinion", _object_phrase(ctext), stance="negative" if _doubt_raised(ctext) else "")]
    # "Adcock founded Figure AI in 2022 and said he plans to 'revolutionize the field'": the founding stays a fact
    drafts = [_Draft(**{**d.__dict__, "stance": "neutral", "done": True}) for d in _founding_drafts(doc, clause, ctext, entities)
              if d.object_text.isdigit() and int(d.object_text) <= doc.published_at.year] + drafts
    if not forward and clause.money and (_RAISE.search(ctext) or _SERIES.search(ctext) or _ROUND_WORDS.search(ctext)
                                         or re.search(r"\binvestment\s+in\b", ctext, re.I)) \
            and not re.search(r"\bthe\s+$", doc.text[max(clause.start, clause.money[0].start - 5):clause.money[0].start]):
        # "EQT's EUR 95m investment in 1X marks one of the clearest signals yet …": the round stays a fact (not "the
        # $403 million Series A is one of the largest rounds": a round already told, judged)
        drafts = _funding_drafts(doc, clause, ctext) + drafts
    if clause.money and _PRICE_WORDS.search(ctext) and any(
            m.kind == "robot" and clause.start <= m.start < clause.end for m in entities.mentions):
        # "Musk described Optimus as Tesla's 'biggest product ever', predicting it could be sold for $20,000 to
        # $30,000": the price stays a price beside the boast
        drafts = [d for d in _statistic_drafts(doc, clause, ctext, skip_money=set())
                  if d.predicate in ("price", "subscription_price")] + drafts
    if forward or not _robotic(doc, clause, entities):
        return drafts
    launch = _LAUNCH_DONE.search(ctext)
    if launch and _media_released(ctext, launch):
        # "unveiled a video featuring a humanoid robot performing a backflip": what the robot was shown doing
        drafts.insert(0, _Draft("capability", "capability", _object_phrase(ctext), stance="neutral"))
    elif launch and not _OTHER_PRODUCT.match(ctext, launch.end()):
        drafts.insert(0, _Draft("capability", "launched", _object_phrase(ctext)))
    elif (built := _EQUIPMENT.search(ctext)) and not _NOT_ROBOT_BEFORE.search(ctext, 0, built.start()):
        drafts.insert(0, _Draft("capability", "capability", _object_phrase(ctext[built.start():]), stance="neutral"))
    lacks = _ABLE_RELATIVE.search(ctext)
    if lacks and lacks.group(1) and not any(d.predicate == "capability" for d in drafts):
        drafts.insert(0, _Draft("capability", "capability", _object_phrase(ctext[lacks.start("skill"):]), stance="negative"))
        if not (_JUDGEMENT.search(ctext) or _STRONG_STANCE.search(ctext) or _BOAST.search(ctext)
                or _STANCE_VERB.search(ctext) or _REVELATION.search(ctext, lacks.end())
                or _REVELATION.search(ctext, 0, lacks.start())):
            drafts = [d for d in drafts if d.claim_type != "opinion"]
    drafts = _ability_judged(ctext, drafts) + drafts
    if not any(m.kind == "robot" and clause.start <= m.start < clause.end for m in entities.mentions):
        return drafts  # "you have a $20,000 humanoid that still needs a human": no product's price
    if (at_work := _AT_WORK_NAMED.search(ctext)) and any(
            m.kind == "robot" and not m.implicit and clause.start + at_work.start() <= m.start < clause.start + at_work.end()
            for m in entities.mentions) or (clause.cues["DEPLOYMENT"] or _AT_WORK_TASK.search(ctext)):
        # "GXO became the first to formally deploy humanoids, with Digit working at its Flowery Branch site": the
        # robot at work there is a fact beside the boast.
        # So is a deployment told beside a doubt ("Mercedes is testing Apollo at its Berlin plant but has not said how
        # many"), unless the doubt is that it is not at work.
        if not (_not_at_work(ctext) or _DOUBTED.search(ctext) or _HEDGE_MODAL.search(ctext)):
            drafts = [_Draft(**{**d.__dict__, "stance": "neutral"}) for d in _deployment_drafts(doc, clause, ctext, entities)
                      if d.predicate == "deployed_at"] + drafts
    specs = [_Draft(**{**d.__dict__, "stance": "neutral"})
             for d in _statistic_drafts(doc, clause, ctext, skip_money=set()) if d.predicate in _SPEC_PREDICATES
             or d.predicate in _COUNT_PREDICATES and d.anchor is not None  # (not "without selling a single humanoid")
             and not _NEGATED_BEFORE.search(doc.text, max(clause.start, d.anchor - 40), d.anchor)
             and not _DOUBTED.search(ctext)]  # (nor "critics doubt that Tesla has built 1,000 robots")
    return specs + drafts


def _ability_judged(ctext: str, drafts: list[_Draft]) -> list[_Draft]:
    """What the robot can do, told inside a clause that judges it ("Atlas, with its ability to climb stairs, is a big
    step forward", "impressive because it can fold shirts on its own"): a capability beside the judgement, which
    rests on it; none when ``drafts`` already hold one or the ability is told to be doubted."""
    ability = _ABILITY_TOLD.search(ctext)
    if not ability or any(d.claim_type == "capability" for d in drafts):
        return []
    at = ability.start("skill") if ability.group("skill") else ability.start("skill2")
    if _ABILITY_DOUBTED.search(ctext, max(0, ability.start() - 40), at):
        return []
    told = re.split(r",\s|\s+(?:is|are|was|were|marks?|marked|makes?|made|represents?|impress\w*)\s", ctext[at:])[0]
    return [_Draft("capability", "capability", _object_phrase(told), stance="neutral")]


#: What a robot can do, told inside a judgement of it: "with its ability to climb stairs", "Digit's capacity to
#: move totes", "because it can fold shirts on its own" (not a capacity to make robots, nor a raise of money).
_ABILITY_TOLD = re.compile(
    r"(?:\b(?:its|their)|['’]s?)\s+(?:\w+\s+)?(?:ability|capacity|capability)\s+to\s+(?P<skill>(?!(?:make|produce|build|manufacture"
    r"|raise|attract|scale|sell|deliver|compete|survive|pay)\b)[a-z]+)"
    r"|\b(?:because|since|as|now\s+that)\s+(?:it|they|the\s+(?:robot|humanoid)s?)\s+(?:can|is\s+able\s+to|are\s+able\s+to)\s+"
    r"(?P<skill2>(?!not\b|be\b|have\b)[a-z]+)", re.I)
#: An ability told only to be doubted: "questions about its ability to walk", "whether it can", "its limited ability".
_ABILITY_DOUBTED = re.compile(r"\b(?:question\w*|doubt\w*|lack\w*|limited|no|without|unproven|sceptic\w*|skeptic\w*"
                              r"|whether|if|not|never)\b", re.I)


#: A robot named at work at a site, told as done: "with Digit working at its Flowery Branch site".
_AT_WORK_NAMED = re.compile(r"(?-i:[A-Z][\w.-]*)(?:\s+[\w.-]+){0,2}?\s+(?:robots?\s+|units?\s+)?(?:(?:is|are|has\s+been|have\s+been|was|were|now|already)\s+)*"
                            r"(?:working|operating|deployed|stationed|in\s+service)\s+(?:at|in|inside)\s+(?:[\w'’&.-]+\s+){0,4}?"
                            + _SITE_NOUN + r"\b", re.I)
#: What a robot is built with ("powered by", "fitted with"): a fact even inside a boast, unlike what it is built
#: for ("the first humanoid built to take on unsafe work" is the boast itself).
_EQUIPMENT = re.compile(r"\b(?:(?:fitted|equipped)\s+with|powered\s+by|comes?\s+with|runs\s+on|debuts?\s+with|ships\s+with)\b",
                        re.I)
#: What a robot is or will be built with, in any words: "will be using AI tech similar to …", "features will be
#: implemented".
_BUILT_WITH = re.compile(_EQUIPMENT.pattern + r"|\b(?:us(?:e|es|ing)|feature[sd]?|featuring|equipped|implement(?:s|ed|ing)?"
                         r"|runs?\s+on|integrat(?:e|es|ed|ing)|built\s+(?:with|on)|based\s+on)\b", re.I)
#: What a robot can or cannot do, told in a relative clause on the robot: "a 47-kilogram humanoid that can move at
#: 1.5 m/s", "a prototype that can't walk on its own". Group 1 is set when the skill is denied.
_ABLE_RELATIVE = re.compile(
    r"\b(?:humanoids?|robots?|prototypes?|machines?|bots?|androids?)\s+(?:that|which)\s+(?:still\s+|also\s+|even\s+|already\s+)?(?P<skill>(?:is\s+able\s+to\s+|can\s+"
    r"|could\s+|(can['’]t\s+|cannot\s+|can\s+not\s+|couldn['’]t\s+|could\s+not\s+|(?:is|was)\s+(?:unable|not\s+able)\s+to\s+))"
    r"(?:yet\s+|even\s+|still\s+|\w+ly\s+)?(?!be\b|have\b)[a-z]+)", re.I)


#: What a robot just launched can do, told in a relative clause on it: "the R1, a humanoid that can cartwheel",
#: "Atlas, which the company says can rotate its torso 360 degrees".
_LAUNCH_SKILL = re.compile(
    r"(?:,\s*|\b(?:humanoids?|robots?|prototypes?|machines?|models?|versions?|bots?|androids?)\s+"
    # (what its maker says it can do, whatever noun comes before: "priced from 99,000 yuan that the company says can …")
    r"|\s(?=(?:that|which)\s+(?:the\s+(?:[\w-]+\s+)?(?:company|firm|startup|maker)|it|they)\s+(?:says?|said|claims?|claimed)\s))"
    r"(?:that|which)\s+"
    r"(?:(?:the\s+(?:[\w-]+\s+)?(?:company|firm|startup|maker)|it|they|(?-i:[A-Z])[\w-]+(?:\s+(?-i:[A-Z])[\w-]+)?)\s+"
    r"(?:says?|said|claims?|claimed)\s+)?"
    r"(?:also\s+|now\s+|already\s+)?(?:can|is\s+able\s+to|are\s+able\s+to)\s+(?!be\b|have\b|not\b)(?P<skill>[a-z]+)"
    # what a part of it can do: "Figure 03, our third-generation humanoid, whose fingertips can sense a paper clip"
    r"|,\s+whose\s+(?P<part>(?:[\w-]+\s+){1,2}?)can\s+(?!be\b|have\b|not\b)[a-z]+"
    # what it was made for: "AEON, a humanoid built to inspect parts", "a robot designed for machine tending"
    r"|\b(?:humanoids?|robots?|machines?|models?|androids?)\s+(?:built|designed|made|engineered)\s+(?:to|for)\s+"
    r"(?P<made_for>[a-z]+)"
    # what it is: "unveiled Aug. 23, is an all-electric model named Apollo"
    r"|\b(?:is|was)\s+(?P<described>an?\s+(?:[\w-]+\s+){0,3}?(?:model|humanoid|robot|machine)\s+(?:named|called|with|that|built|made))"
    # what it did as it was shown: "unveiled IRON, a humanoid robot, striding down the stage"
    r"|,\s+(?P<moving>(?:striding|walking|strutting|running|dancing|jumping|sprinting|marching|doing|performing)\b)", re.I)


#: A clause whose subject is a part of a product, doing something in its own verb: "The vision module (System 2)
#: interprets …", "This motor mimics …", "Both modules are tightly coupled …" (not "The model is expensive").
_PART_DOES = re.compile(
    r"\W*(?:The|This|These|Its|Their|Both|Each|Our)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:modules?|models?|motors?|actuators?|grippers?|sensors?|cameras?|software|architecture|polic(?:y|ies)"
    r"|controllers?|networks?|algorithms?|framework|transformer|encoder|decoder|backbone)"
    r"(?:\s+\([^)]{1,40}\))?\s+(?:(?:also|then|now|are|is)\s+)?(?:[a-z]+ly\s+)?"
    r"(?!(?:is|are|was|were|has|have|had|needs|needed|costs?|costed|seems|seemed|remains|remained)\b)[a-z]{3,}(?:es|s|ed)\b")


#: A clause conceded before the main one: "While …", "Although …", "Even though …".
_CONCEDED = re.compile(r"[\s\"“‘']*(?:While|Whilst|Although|Though|Even\s+though|Even\s+if)\b")


def _product_piece(doc: _Doc) -> bool:
    """The piece is about a product: its title or opening names a robot, or it is a research paper presenting its
    own model, so that the parts it describes are that product's."""
    return bool(doc.topic_robot or doc.paper)


def _robotic(doc: _Doc, clause: _Clause, entities: SentenceEntities) -> bool:
    """The clause speaks of a robot: one named or meant, a robot word, or a product its maker's description names
    ("GR00T N1 is a Vision-Language-Action model …" of the maker of the GR00T models)."""
    if any((m.kind == "robot" or m.cue == "product") and not (m.implicit and m.cue == "topic")
           and clause.start <= m.start < clause.end for m in entities.mentions) \
            or _ROBOT_WORD.search(doc.text[clause.start:clause.end]):
        return True
    # A relative clause speaks of what it follows: "its robot, dubbed Phoenix, which is powered by …".
    before = doc.text[max(0, clause.start - 12):clause.start]
    rel = _RELATIVE_BEFORE.search(before)
    return rel is not None and any(m.kind == "robot" and not m.implicit and 0 <= clause.start - len(before) + rel.start() - m.end <= 2
                                   for m in entities.mentions)


#: A product other than a robot, just after a launch verb: "showcased its cars", "unveiled its new electric trucks".
_OTHER_PRODUCT = re.compile(r"\s+(?:its|their|the|a|an|his|her)\s+(?:[\w-]+\s+){0,2}?(?:cars?|vehicles?|EVs?|trucks?|SUVs?|sedans?"
                            r"|phones?|smartphones?|chips?|laptops?|tablets?|drones?|vacuums?|batter(?:y|ies)"
                            # a trial launched is no product: "launched a pilot project integrating humanoid robots"
                            r"|pilots?|trials?|tests?|projects?|programmes?|programs?|stud(?:y|ies)|initiatives?|campaigns?)\b", re.I)
#: Moving pictures: what a release of media or a count shown on film names.
_FILM = r"videos?|clips?|footage|film"
#: Media whose release is told, not a product's: "in a video released on Tuesday", "a paper published".
_MEDIA_BEFORE = re.compile(r"\b(?:" + _FILM + r"|paper|report|statement|blog\s+post|post|update|data|results"
                           r"|figures|filing|prospectus|teaser|trailer)\s+(?:(?:was|were|it|they|\w+ly)\s+)*$", re.I)
_MEDIA_AFTER = re.compile(r"\s+(?:(?:a|an|the|its|their|new|another)\s+(?:[\w-]+\s+){0,2}?|(?:new\s+)?)(?:" + _FILM + r"|paper"
                          r"|report|teaser|trailer)\b", re.I)


def _media_released(ctext: str, launch: re.Match) -> bool:
    """The launch word tells of media released ("in a video released on Tuesday", "released a video of Figure 02
    making coffee"), not of a product."""
    return bool(_MEDIA_BEFORE.search(ctext, max(0, launch.start() - 30), launch.start())
                or _MEDIA_AFTER.match(ctext, launch.end()))


#: A place or vehicle a design or fitting describes: "BMW's factory, designed to build SUVs".
_NOT_ROBOT_BEFORE = re.compile(r"\b(?:factor(?:y|ies)|plants?|facilit(?:y|ies)|sites?|buildings?|warehouses?|campus(?:es)?"
                               r"|cars?|vehicles?|trucks?|lines?|offices?|headquarters|stores?)\s*,?\s*(?:(?:is|was|are|were|which|that)\s+)*$", re.I)


#: Words quoted and attributed: “Apollo is the culmination of a decade of work,” said Jeff Cardenas. What someone
#: says in their own words, no fact a rule reads, is their view.
_QUOTE_SAID = re.compile(r"[“\"][^“”\"]{25,}[,.!?]?[”\"]\s*,?\s*(?:(?:said|says|added|adds|told|wrote|writes)\b"
                         r"|(?:[A-Z][\w.'’-]*\s+){1,4}(?:said|says|added|adds|told|wrote|writes)\b)")


#: A bound told before a count: "fewer than ten robots", "more than 100 units", "up to 50 kg".
_BOUNDS = (r"fewer\s+than|less\s+than|more\s+than|over|under|at\s+least|at\s+most|up\s+to|nearly|almost|no\s+more\s+than"
           r"|close\s+to|as\s+many\s+as")
_BOUND_BEFORE = re.compile(rf"\b({_BOUNDS})\s+$", re.I)


#: Verbs whose length is the robot's runtime, not a task's: "operates for four hours", "can run for five hours".
_DURATION_VERB = re.compile(r"\b(?:run|runs|ran|running|operat\w*|work\w*|last\w*|go|goes|went|going|function\w*|stay\w*)\b",
                            re.I)


#: What something might turn out to be: "this could be a breakthrough", "may prove a game changer".
_HOPED_BREAKTHROUGH = re.compile(r"\b(?:could|might|may|would)\s+(?:well\s+|prove\s+(?:to\s+be\s+)?|be\s+)(?:an?\s+)?(?:\w+\s+)?"
                                 r"(?:breakthrough|game[- ]changer|turning\s+point|revolution)\b", re.I)


def _capability_draft(ctext: str, clause: _Clause, stats: list[_Draft]) -> _Draft | None:
    """What a robot does or did, when a capability verb stands apart from the clause's measured quantities."""
    if _HOPED_BREAKTHROUGH.search(ctext):
        return None  # "this could be a breakthrough, cutting downtime": what it might mean, a hope, no skill shown
    if re.search(r"\b(?:(?:able\s+to|capable\s+of|designed\s+to)\s*[:;,.]?|can\s*:|could\s*:)\s*$", ctext, re.I):
        return None  # "The robot is able to:" opens a list; it says nothing it does by itself
    launch = _PAST_LAUNCH.search(ctext)
    if launch and _media_released(ctext, launch):
        # "shown folding shirts in a video released on Tuesday", "released a video of Figure 02 placing parts": the
        # video's release; what the robot was shown doing is its skill
        return _Draft("capability", "capability", _object_phrase(ctext))
    if launch:
        return None if _OTHER_PRODUCT.match(ctext, launch.end()) else _Draft("capability", "launched", _object_phrase(ctext))
    silent = [(m.start(), m.end()) for m in _NO_COMMENT.finditer(ctext)]  # ("which didn't respond to questions")
    verb = next((v for v in (*_CAPABILITY_VERB.finditer(ctext), *_DESCRIPTION.finditer(ctext))
                 if (not _NOT_ROBOT_BEFORE.search(ctext[max(0, v.start() - 30):v.start()])
                     or _TASK_ING.fullmatch(v.group(0)))  # "deployed at a warehouse, lifting totes": the robots lift
                 and not any(a <= v.start() < b for a, b in silent)), None)
    if verb is None:
        return None
    if re.match(r"(?:cut|peel|unzip)", verb.group(0), re.I):
        # what was shown of its insides, told from the verb: "cut open IRON's leg covering to expose the motors"
        return _Draft("capability", "capability", _object_phrase(ctext[verb.start():]))
    near = [q for q in clause.quantities if 0 <= q.start - (clause.start + verb.start()) < 40
            and not _COMPARED_AFTER.match(ctext, q.end - clause.start)]  # "walks 30% faster": the skill, and a figure
    able = _ABLE_RELATIVE.search(ctext)
    described = able is not None and any(d.anchor is not None and d.anchor < clause.start + able.start() for d in stats)
    if described:
        # "a 1.8 m, 47 kg humanoid that can move at 1.5 m/s": the specs describe the robot, the relative clause
        # what it does
        return _Draft("capability", "capability", _MODAL_LEAD.sub("", _object_phrase(ctext[able.start("skill"):])))
    if stats and near and all(q.base in ("hours", "minutes") for q in near) \
            and not any(_DURATION_VERB.search(ctext, verb.start(), q.start - clause.start) for q in near):
        # "sorted packages for eight hours without help": the task is a skill shown, its length a figure beside it
        # (not "can operate for four hours": the runtime itself); a task told after a comma is told from its verb
        # ("have worked at the plant for months, loading parts during ten-hour shifts")
        if re.search(r",\s*$", ctext[:verb.start()]):
            return _Draft("capability", "capability", _object_phrase(ctext[verb.start():]))
        return _Draft("capability", "capability", _object_phrase(ctext), phrase=True)
    if stats and near:
        # "can run at 2 m/s and perform a standing backflip": the speed is a figure, the backflip a skill of its own
        other = next((v for v in _CAPABILITY_VERB.finditer(ctext, verb.end())
                      if re.search(r"(?:,\s*|\s)and\s+$", ctext[max(0, v.start() - 6):v.start()])
                      and not any(0 <= q.start - (clause.start + v.start()) < 40 for q in clause.quantities)
                      and not _MODAL_LEAD.match(ctext[v.start():])), None)
        if other is not None:
            return _Draft("capability", "capability", _object_phrase(ctext[other.start():]))
        return None  # "can carry totes of up to 16 kg" is its payload; "a robot 1.7 m tall, fitted with …" is not
    if re.search(r"(?:,|\s[—–-])\s*$", ctext[:verb.start()]) and _DEPLOY_VERB.search(ctext, 0, verb.start()):
        # "has been deployed at Amazon since 2023, handling tote movement": the task, told from its verb (where the
        # robots work is the deployment's)
        return _Draft("capability", "capability", _object_phrase(ctext[verb.start():]))
    return _Draft("capability", "capability", _object_phrase(ctext), phrase=True)


_ATTRIBUTION_LEAD = re.compile(
    r"^(?:(?:(?:[A-Z][\w.'’-]*\s+){0,4}|(?:[A-Z][\w.'’-]*\s*){1,4},\s+[^,\"“”]{1,80},\s+)(?:said|says|told\s+\w+|wrote|writes|added|argued|claimed|noted|believes|thinks)"
    r"(?:\s+(?:on|in|at)\s+[^,]{1,40})?(?:\s+that)?\s+|according\s+to\s+[^,]{1,60},\s+)", re.I)
_ATTRIBUTION_TAIL = re.compile(r",?\s*(?:[\"”’']\s*)?(?:(?:he|she|they|it|[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,3})\s+"
                               r"(?:said|says|added|wrote|told\s+\w+)|according\s+to\s+[^,.;]{1,60}|the\s+people\s+said)[^,.;]{0,80}$",
                               re.I)
_MODAL_LEAD = re.compile(r"^(?:(?:is|are|was|were)\s+)?(?:can|could|(?:is|are|was|were)\s+able\s+to|will\s+be\s+able\s+to)\s+", re.I)
_MAX_OBJECT_CHARS = 200


def _object_phrase(ctext: str) -> str:
    """What a clause asserts, as a phrase: the attribution ("X said that …", "…, analysts said") left out.

    Never cut inside a word; a phrase longer than 200 characters ends at the last clause boundary before it.
    """
    phrase = " ".join(ctext.split()).strip(_EDGE)
    phrase = _LEADING_CONJ.sub("", phrase)
    phrase = _ATTRIBUTION_LEAD.sub("", phrase)
    phrase = _ATTRIBUTION_TAIL.sub("", phrase).strip(_EDGE + ",;:.—–-")
    phrase = _closing_kept(phrase, " ".join(ctext.split()))  # "… is still 'far from finished'"
    if len(phrase) > _MAX_OBJECT_CHARS:
        cut = max(phrase.rfind(", ", 0, _MAX_OBJECT_CHARS), phrase.rfind("; ", 0, _MAX_OBJECT_CHARS))
        if cut < 40:
            cut = phrase.rfind(" ", 0, _MAX_OBJECT_CHARS)
        phrase = phrase[:cut].rstrip(" ,;:")
    return phrase


#: The noun a robot's name stands before ("the NEO robot", "Digit humanoids", "the Optimus humanoid robot").
_HEAD_NOUN = re.compile(r"^(?:humanoid\s+)?(?:robots?|humanoids?|bots?|droids?)\b\s*", re.I)


def _predicate_phrase(text: str, clause: _Clause, subject: Mention) -> str:
    """The words a clause says of its subject: what follows the subject's name, its modal left out ("can")."""
    start = clause.start
    if not subject.implicit and clause.start <= subject.start < clause.end:
        tail = text[subject.end:clause.end]
        if re.match(r"['’]s?\s+(?!(?-i:[A-Z])|[\w-]+\s+(?:robots?|humanoids?)\b)", tail):
            return _object_phrase(text[start:clause.end])  # "questions about Digit's autonomy surfaced": no phrase of Digit
        tail = re.sub(r"^(?:['’]s?\s+[\w-]+\s+(?:robots?|humanoids?)?|,\s+[^,]{1,80},)?\s*", "", tail)
        tail = _HEAD_NOUN.sub("", tail)  # "The NEO robot uses …": the name's head noun is no part of what it does
        tail = re.sub(r"^,?\s*(?:which|that|who)\s+", "", tail)  # "Digit, which is designed to …"
        if len(tail.split()) >= 2:
            return _MODAL_LEAD.sub("", _object_phrase(tail))
    return _object_phrase(text[start:clause.end])


#: An amount that is a round's extension ("the extension added $53 million", "a $53 million top-up").
_EXTENSION = re.compile(r"\b(?:extension|extended|top-?up|added|adds|adding)\b", re.I)
#: A round extended to a new size: the amount is the whole round ("has extended its Series A round to $403 million").
_EXTENDED_TO = re.compile(r"\b(?:extend(?:s|ed|ing)?|expand(?:s|ed|ing)?|upsiz(?:es|ed|ing))\b[^.;$€£¥]{0,40}?\bto\s+"
                          r"(?:about\s+|roughly\s+|nearly\s+|over\s+)?$", re.I)
#: An amount named as the size a round had ("… to the $350 million Series A announced in February").
_REFERENCED_ROUND = re.compile(r"\b(?:to|of|on\s+top\s+of)\s+(?:the|its|their)\s+(?:earlier\s+|original\s+|initial\s+)?$", re.I)


#: "values the Sunnyvale, California-based startup at $39 billion": the amount a valuation verb puts the company at,
#: however long the company's description between them.
#: A holding's worth before its amount: "a 33.88% stake valued at just over", "shares worth about".
_HOLDING_VALUED = re.compile(r"\b(?:stakes?|holdings?|shareholdings?|shares)\b[^.;$€£¥]{0,30}?\b(?:valued|worth)\b[^.;$€£¥]{0,20}$",
                             re.I)
_VALUED_AT = re.compile(r"\b(?:valu(?:es|ed|ing)|(?:(?<=\bcould\s)|(?<=\bwould\s)|(?<=\bto\s))value|valuation)\b[^$€£¥.;]{0,80}?\bat" + _AMOUNT_LEAD, re.I)


#: A person's company named apart from their entry's: "Musk's company, SpaceX, …", "Musk's AI startup xAI".
_PERSONS_OTHER_COMPANY = re.compile(rf"['’]s?\s+(?:[\w-]+\s+){{0,2}}(?:{'|'.join(COMPANY_NOUNS)})\b")
#: Public money for a sector: subsidies, state funds, government guidance funds.
_PUBLIC_MONEY = re.compile(r"\b(?:subsid(?:y|ies)|state\s+(?:cash|money|funds?|funding)|government\s+(?:funds?|money|cash|funding)"
                           r"|(?:innovation|industrial|guidance|industry)\s+funds?|public\s+(?:money|funds))\b", re.I)
#: A company left unnamed raises the money: "a quieter competitor just secured $520 million" (whoever the sentence
#: names besides, the round is not theirs).
_UNNAMED_RAISER = re.compile(r"(?<![\w,])(?:a|an|another|one)\s+(?:[\w-]+\s+){0,3}?(?:competitor|rival|startup|start-up|company"
                             r"|firm|maker|robotmaker|player|developer|challenger|newcomer)\s+(?:(?:has|have|had|just|also"
                             r"|recently|now)\s+){0,2}(?:raised|secured|closed|landed|bagged|won|pulled\s+in|attracted)\b", re.I)


#: A bound or an approximation told before an amount of money: "a round exceeding $1 billion", "valued at over $39
#: billion", "raised about $100 million" (kept in the object: "$1 billion" alone says more than the source did).
_MONEY_BOUND = re.compile(rf"\b((?:just\s+|well\s+)?(?:{_BOUNDS})|exceeding|in\s+excess\s+of|above|upwards\s+of|about|around"
                          r"|roughly|approximately|some)\s+$", re.I)


def _bounded(text: str, lo: int, amount) -> str:
    """The amount's words with the bound told before it, if any (:data:`_MONEY_BOUND`): "more than $1 billion" (for
    "exceeding", "in excess of", "above" too, so that prose can say it raised the amount)."""
    bound = _MONEY_BOUND.search(text, max(lo, amount.start - 24), amount.start)
    if bound is None:
        return amount.text
    words = " ".join(bound.group(1).lower().split())
    return f"{'more than' if words in ('exceeding', 'in excess of', 'above', 'upwards of') else words} {amount.text}"


def _funding_drafts(doc: _Doc, clause: _Clause, ctext: str) -> list[_Draft]:
    if _UNNAMED_RAISER.search(ctext):
        return []
    text = doc.text
    series = _SERIES.search(ctext)
    qualifier = ""
    if series:
        qualifier = f"Series {series.group(2).upper()}" if series.group(1) else series.group(3).lower()
    out = []
    backers: list[str] = []
    for amount in clause.money:
        before = text[max(clause.start, amount.start - 30):amount.start]
        share = _BACKER_SHARE.search(text, max(clause.start, amount.start - 70), amount.start) \
            or re.search(r"\bconsider\w*\s+(?:a|an)\s+$", before, re.I) and re.match(r"\s+investment\b", text[amount.end:])
        if share:
            # "Microsoft might provide about $95 million", "OpenAI is considering a $5 million investment": a backer's
            # share of the round, not money the company raised
            backers += [name for name in (_clean_name(m.group(0)) for m in _SHARE_GIVER.finditer(
                text, max(clause.start, amount.start - 70), amount.start)) if name][-1:]
            continue
        if _HOLDING_VALUED.search(text, max(clause.start, amount.start - 60), amount.start):
            # "Hyundai holds a 33.88% stake valued at just over US$6 billion": a stake held in the company, no valuation
            if not any(d.predicate == "acquisition" for d in out):
                out.append(_Draft("funding", "acquisition", _object_phrase(ctext), anchor=amount.start))
            continue
        if _VALUATION_NEAR.search(before) or _VALUATION_AFTER.match(text, amount.end) \
                or _VALUED_AT.search(text, clause.start, amount.start):
            round_of = qualifier
            if series and len(clause.money) >= 2 and _VALUATION_AFTER.match(ctext, series.end()):
                # A round's own valuation named beside another amount is that amount's only ("valued at
                # $39 billion, up from its $2.6 billion Series B valuation").
                where = clause.start + series.start()
                nearest = min(clause.money, key=lambda m: min(abs(m.start - where), abs(m.end - where)))
                round_of = qualifier if nearest is amount else ""
            out.append(_Draft("funding", "valuation", _bounded(text, clause.start, amount), amount.amount, amount.currency,
                              round_of, anchor=amount.start))
        elif _PRICE_WORDS.search(before) or re.match(r"\s*(?:per\s+share|a\s+share)", text[amount.end:amount.end + 12]):
            continue
        else:
            # ("1X's total funding has now reached to approximately $125m", "the overall backing … is $125 million")
            predicate = "total_funding" if re.search(r"\b(?:total|in\s+all|to\s+date|so\s+far|altogether|cumulative|overall\s+(?:funding|backing|financing|investment|capital)"
                                                    r"|since\s+(?:its|their|the\s+company['’]s)\s+(?:founding|inception|creation|start))\b",
                                                    # ("a further $53 million, taking the company's total past $400
                                                    # million": the total is the next amount's)
                                                    re.split(r",?\s+(?:taking|bringing|lifting|pushing|raising)\b",
                                                             text[amount.end:min(clause.end, amount.end + 40)])[0] + " "
                                                    + text[max(clause.start, amount.start - 80):amount.start], re.I) else "raised_funding"
            if predicate == "raised_funding" and _REFERENCED_ROUND.search(before):
                continue  # "added $53 million to the $350 million Series A": the round as it stood, not a claim now
            # (the words after the amount in its own clause: not "… to $403 million. The extension added $53 million")
            # ("extended its Series A to $403 million": the round's new size, not what the extension added)
            extension = qualifier and predicate == "raised_funding" \
                and _EXTENSION.search(before + text[amount.end:min(clause.end, amount.end + 25)]) \
                and not _EXTENDED_TO.search(text, max(clause.start, amount.start - 60), amount.start)
            out.append(_Draft("funding", predicate, _bounded(text, clause.start, amount), amount.amount, amount.currency,
                              f"{qualifier} extension" if extension else qualifier, anchor=amount.start))
    if backers:
        out.append(_Draft("funding", "investors", ", ".join(dict.fromkeys(backers)), qualifier=qualifier,
                          anchor=clause.start))
    investors = _INVESTORS.search(ctext)
    if investors and re.match(r"led\b", investors.group(0).strip(" -"), re.I) and not out \
            and not _FUNDING_CONTEXT.search(ctext):
        investors = None  # "the top makers by shipments were led by Agibot and Unitree": a ranking, no round
    names = _names_after(ctext[investors.start():]) if investors else []
    if investors and not names:
        names = [name for name in (_clean_name(m.group(1)) for m in _LED_BY_BEFORE.finditer(ctext)) if name]
    if investors and not names and (counted := _COUNTED_AMONG.search(ctext)):
        names = [name for name in map(_clean_name, _LIST_SEP.split(counted.group(1))) if name]
    if investors and not names and _NAMED_INVESTOR.search(ctext):
        # "Nvidia and Microsoft also took part in the financing": the backers named before the verb
        names = [name for name in map(_clean_name, _LIST_SEP.split(_NAMED_INVESTOR.search(ctext).group(1))) if name]
    leads = _LEADS_BEFORE.search(ctext) if investors else None
    if leads:
        # "B Capital and Capital Factory led the Series A, with participation from Google": the leads, then the others
        led = [name for name in map(_clean_name, _LIST_SEP.split(leads.group(1))) if name]
        names = led + [name for name in names if name not in led]
    if investors and (names or not out):
        obj = ", ".join(names[:8]) if names else _object_phrase(ctext)
        out.append(_Draft("funding", "investors", obj, qualifier=qualifier, anchor=clause.start + investors.start()))
    if not out and clause.money:
        return []
    investor = _NAMED_INVESTOR.search(ctext) if not out else None
    if investor and _clean_name(investor.group(1)):
        # "Samsung NEXT also invested in the round", "Mercedes-Benz has invested in Apptronik": who, not how much.
        backers = [name for name in (_clean_name(part) for part in _LIST_SEP.split(investor.group(1))) if name]
        out.append(_Draft("funding", "investors", ", ".join(backers[:8]), qualifier=qualifier,
                          anchor=clause.start + investor.start(1)))
    unnamed = _UNNAMED_INVESTOR.match(ctext) if not out else None
    if unnamed:
        # "The ChatGPT parent company is also an investor in the robotics company": a backer described, no round
        out.append(_Draft("funding", "investors", "the " + " ".join(unnamed.group("who").split()), qualifier=qualifier,
                          anchor=clause.start + unnamed.start("who")))
    if not out and _DEAL_IN_DOUBT.search(ctext):
        # "the entire deal may not materialize": a doubt about a round, no round
        return [_Draft("opinion", "opinion", _object_phrase(ctext), stance="negative")]
    if not out and (qualifier or _FUNDING_CONTEXT.search(ctext) or not re.search(r"\bled\s+by\b", ctext, re.I)):
        out.append(_Draft("funding", "raised_funding", qualifier or _object_phrase(ctext), qualifier=qualifier,
                          anchor=clause.start))
    return out


#: A round told as not settled: "the entire deal may not materialize", "talks could fall through", "not yet finalized".
_DEAL_IN_DOUBT = re.compile(r"\b(?:may|might|could)\s+(?:still\s+)?(?:not\s+(?:materiali[sz]e|close|happen|go\s+through)"
                            r"|fall\s+(?:through|apart)|collapse|be\s+called\s+off)|\bnot\s+(?:yet\s+)?finali[sz]ed\b", re.I)


#: A backer described, not named, as the clause's subject: "The chipmaker is also an investor in the startup".
_UNNAMED_INVESTOR = re.compile(r"[\s\"“‘']*(?:and\s+|but\s+)?the\s+(?P<who>(?:[\w’'-]+\s+){0,4}?[\w’'-]+)\s+(?:is|was|has\s+been|had\s+been)"
                               r"\s+(?:also\s+|already\s+|now\s+)?(?:an?\s+|one\s+of\s+the\s+)(?:early\s+|major\s+|key\s+)?"
                               r"(?:investors?|backers?|shareholders?)\s+in\b", re.I)


#: The company named just before "founded by" ("SpaceX, founded by …", "Unitree was founded by …").
_FOUNDED_BEFORE = re.compile(rf"({_NAME})\s*(?:,\s*|\s+(?:was|is|has\s+been|had\s+been)\s+)(?:co-)?$")


def _founds_unknown(text: str, clause: _Clause, founder: re.Match, entities: SentenceEntities) -> bool:
    """The company a founder founded is named and the registry does not know it ("who founded Covariant",
    "SpaceX, founded by …")."""
    ctext = text[clause.start:clause.end]
    if founder.group(1):
        named = _FOUNDED_BEFORE.search(ctext[:founder.start() + ctext[founder.start():].lower().find("founded")])
        at = clause.start + named.start(1) if named else None
    else:  # what follows up to the next comma: "who founded China's leading Unitree Robotics, …"
        end = founder.end() + len(re.split(r"[,;:.(—–]", ctext[founder.end():], maxsplit=1)[0])
        return bool(re.search(r"[A-Z]", ctext[founder.end():end])) and not any(
            m.kind == "company" and not m.implicit and founder.end() <= m.start - clause.start < end
            for m in entities.mentions)
    return at is not None and not any(m.kind == "company" and not m.implicit and m.start <= at < m.end
                                      for m in entities.mentions)


def _backs_company(text: str, clause: _Clause, backed: re.Match, entities: SentenceEntities) -> bool:
    """"X-backed" stands before the company it backs ("Nvidia-backed Chinese robot maker Figure AI", not
    "Nvidia-backed chip rivals are racing to supply Figure AI")."""
    return any(m.kind == "company" and not m.implicit and m.start >= clause.start + backed.end()
               and re.fullmatch(r"\s+(?:(?!(?:are|is|was|were|to|has|have|had|will|and|or|but)\s)[\w'’-]+\s+){0,4}",
                               text[clause.start + backed.end():m.start])
               for m in entities.mentions)


def _stake_taken(text: str, clause: _Clause, entities: SentenceEntities) -> bool:
    """Money put into a company the registry knows: "takes a stake in Apptronik", "has invested a sum in Figure"
    (not "$21 billion invested in the US")."""
    return any(not m.implicit and m.kind == "company" and clause.start <= m.start < clause.end
               and _STAKE_TAKEN.search(text[max(clause.start, m.start - 90):m.start + 1])
               and not _STAKE_NOT_TAKEN.search(text[max(clause.start, m.start - 90):m.start])
               and not _INVEST_IN_KIND.search(text[max(clause.start, m.start - 40):m.start]) for m in entities.mentions)


def _names_own_shares(text: str, clause: _Clause, entities: SentenceEntities) -> bool:
    """The clause names a registry entity's own shares: "XPeng's Hong Kong-listed shares", "shares of Ubtech"."""
    return any(not m.implicit and clause.start <= m.start < clause.end and (
        re.match(r"(?:['’]s?\s+(?:[\w-]+\s+){0,2}|\s+)(?:shares?|stock)\b", text[m.end:m.end + 40])
        or re.search(r"\b(?:shares?|stock)\s+(?:of|in)\s+$", text[max(clause.start, m.start - 20):m.start], re.I))
        for m in entities.mentions)


def _listing_draft(ctext: str, clause: _Clause, *, listed: bool) -> _Draft:
    """A company's stock listing (``listed``) or its plan to list: the exchange as qualifier, named in the object.

    "Ubtech [HKG: 9880] closed higher" → ``listing``, "the Hong Kong Stock Exchange (9880)", qualifier
    "Hong Kong"; "Ubtech limbers up for IPO" → ``listing_planned``, "a stock exchange", no qualifier.
    A listing retires a plan to list (:data:`claims.vocabulary.CROSS_PREDICATES`).
    """
    short, name = next(((short, name) for pattern, short, name in _EXCHANGES if pattern.search(ctext)),
                       ("", "a stock exchange"))
    ticker = _TICKER.search(ctext)
    code = f" ({ticker.group(1)})" if ticker and listed else ""
    return _Draft("funding", "listing" if listed else "listing_planned", name + code, qualifier=short,
                  anchor=clause.start)


#: A count told as what someone aims at: "its mission as building “billions of robots", "a goal of a million".
_AIM_BEFORE = re.compile(r"\b(?:mission|goal|vision|ambition|dream|aim|aspiration)s?\b[^.;]{0,40}$", re.I)


#: A necessity before a figure: "has to work for thousands of hours", "must carry 20 kg", "would need to cost under
#: $20,000".
_REQUIRED_BEFORE = re.compile(r"\b(?:has\s+to|have\s+to|had\s+to|must|needs?\s+to|would\s+need\s+to|(?:is|are)\s+required\s+to"
                              r"|ought\s+to)\s+(?:[\w'’-]+\s+){0,5}?(?:[\w'’-]+)?\s*$"
                              # "should" asks for a price only below a bound ("should cost less than $20,000"); "Optimus
                              # should eventually sell for $20,000" foretells one
                              r"|\bshould\s+(?:[\w'’-]+\s+){0,4}?(?:less\s+than|under|below|no\s+more\s+than|at\s+most)\s*$", re.I)


#: Units of one dimension: a figure restated in another unit is the same figure.
_DIMENSIONS = ({"in", "ft", "cm", "m", "mm"}, {"kg", "lb", "t", "g"}, {"km/h", "mph", "m/s"})


#: People as what a clause measures: "The average human jogging pace is …", "while humans walk at …", "A typical
#: worker lifts …" (the robot's figure is told beside it).
_PEOPLE_MEASURED = re.compile(r"\W*(?:(?:while|whereas|but|and|by\s+comparison|in\s+comparison|for\s+comparison)\b,?\s*)?"
                              r"(?:(?:the|a|an|most)\s+)?(?:(?:average|typical|normal|ordinary|healthy|adult|skilled)\s+)*"
                              r"(?:humans?|persons?|people|adults?|workers?|employees?|joggers?|runners?|athletes?|men|women"
                              r"|man|woman)\b(?!\s+(?:operators?|pilots?)\b)", re.I)


def _restated(doc: _Doc, previous, q) -> bool:
    """``q`` restates ``previous`` in another unit, in brackets: "about 50 inches (127 cm)", "77 lbs (35 kg)"."""
    return previous is not None and any(previous.base in d and q.base in d for d in _DIMENSIONS) \
        and bool(re.fullmatch(r"\s*[(\[]\s*(?:about|approximately|approx\.|roughly|around|~|or)?\s*",
                              doc.text[previous.end:q.start]))


#: Robots a film or picture shows, before their count: "a video showing hundreds of …", "footage of dozens of …".
_SHOWN_IN_MEDIA = re.compile(r"\b(?:" + _FILM + r"|images?|photos?|pictures?)\s+(?:that\s+)?(?:show(?:s|ed|ing)?|of"
                             r"|featur(?:es|ed|ing)|depict(?:s|ed|ing))\s+$", re.I)


def _statistic_drafts(doc: _Doc, clause: _Clause, ctext: str, skip_money: set) -> list[_Draft]:
    out = []
    previous = None
    for q in clause.quantities:
        if _restated(doc, previous, q):
            continue
        previous = q
        predicate = _statistic_predicate(q, ctext, doc.text[max(clause.start, q.start - 40):q.start],
                                         doc.text[q.end:min(clause.end, q.end + 40)])
        if predicate is None:
            continue
        if predicate in _SPEC_PREDICATES and _REQUIRED_BEFORE.search(doc.text, max(clause.start, q.start - 60), q.start):
            continue  # "the robot has to work for thousands of hours": what it would need, not what it does
        if predicate in _SPEC_PREDICATES and _PEOPLE_MEASURED.match(doc.text, clause.start, q.start):
            continue  # "the average person walks at about 1.4 m/s": people's figure, set beside the robot's
        if predicate in ("units_produced", "units_deployed", "shipments", "production_capacity") \
                and (not _COUNT_CONTEXT.search(ctext) or _AIM_BEFORE.search(doc.text[max(clause.start, q.start - 60):q.start])):
            continue  # "even 5,000 robots, that's a Roman legion", "its mission is building billions": a count that states nothing
        if predicate in ("units_produced", "units_deployed", "shipments", "production_capacity") \
                and _SHOWN_IN_MEDIA.search(doc.text, max(clause.start, q.start - 40), q.start):
            continue  # "a viral video showing hundreds of Walker S2 robots": what a film shows, no count of output
        before = doc.text[max(clause.start, q.start - 30):q.start]
        after = doc.text[q.end:min(clause.end, q.end + 30)]
        told = _ADJECTIVE_HYPHEN.sub(" ", q.text) if q.base in PART_COUNTS else q.text  # ("11-DoF" → "11 DoF")
        if re.search(r"\s+of$", told):
            told = told[:-3].rstrip().lower()  # "Hundreds of Walker S2 have been delivered": hundreds, not "Hundreds of"
        part = _PART_BEFORE.search(before) or _PART_AFTER.match(after) or (
            _PART_NOUN_AFTER.match(after) if "-" in q.text and q.base in PART_COUNTS else None) or (
            _PART_WITH_BEFORE.search(before) if re.match(r"\s+each\b", after, re.I) else None)
        if part is None and predicate == "degrees_of_freedom":
            # "its highly dexterous hands, featuring a 1:1 human-like structure with 22 degrees of freedom", "has hands
            # with 16 degrees of freedom": the hands'
            part = _PART_OWNED_BEFORE.search(doc.text, max(clause.start, q.start - 100), q.start) \
                or _PART_WITH_BEFORE.search(before)
        if part:
            # "each leg has five degrees of freedom": a part's figure, told with its part and compared with no total
            out.append(_Draft("statistic", predicate, f"{told} per {_singular(part.group('part').split()[-1])}", None, "",
                              anchor=q.start))
            continue
        compared = _COMPARED_AFTER.match(after) if predicate == "metric" else None
        # "9% lighter than Figure 02": the difference told with what it measures
        label = told + (" " + " ".join(compared.group(0).split()) if compared else "")
        bound = _BOUND_BEFORE.search(doc.text, max(clause.start, q.start - 16), q.start)
        if bound:
            label = f"{bound.group(1).lower()} {label}"  # "fewer than ten working robots", not "ten working robots"
        # a headcount is the employer's ("Apptronik employs 300 people and has hired a former Tesla executive")
        staff = predicate == "metric" and (q.base in ("employees", "staff") or q.base in ("people", "engineers") and _EMPLOYS.search(ctext))
        out.append(_Draft("statistic", predicate, label, q.value, q.unit, anchor=q.start,
                          subject_kind="company" if staff else ""))
    priced = bool(_PRICE_WORDS.search(ctext)) and not clause.cues["FUNDING"]
    amounts = [a for a in clause.money if a.amount not in skip_money]
    i = 0
    while i < len(amounts):
        amount = amounts[i]
        upper = None
        before = doc.text[max(clause.start, amount.start - 40):amount.start]
        if i + 1 < len(amounts) and re.fullmatch(r"\s*(?:and|to|-|–|—)\s*(?:about\s+|around\s+)?",
                                                  doc.text[amount.end:amounts[i + 1].start]) \
                and amounts[i + 1].amount > amount.amount and not _CHANGED_FROM.search(before):
            upper = amounts[i + 1]  # "between $30,000 and $150,000": one range (not "fell from $30,000 to $16,000")
        after = doc.text[(upper or amount).end:min(clause.end, (upper or amount).end + 40)]
        # ("less than $50,000": the bound stays with the price, as with money raised)
        label = _bounded(doc.text, clause.start, amount) + (f"–{upper.text}" if upper else "")
        if _REQUIRED_BEFORE.search(doc.text, max(clause.start, amount.start - 60), amount.start):
            i += 2 if upper else 1
            continue  # "humanoids must cost less than $20,000 to sell": a price needed, not one asked
        if _SHARE_TARGET.search(ctext):
            i += 2 if upper else 1
            continue  # "an Overweight rating and a HK$150 price target": where the shares should trade, no robot's price
        if _COST_TO_OTHERS.search(doc.text, max(clause.start, amount.start - 60), amount.start):
            i += 2 if upper else 1
            continue  # "a labour shortage that could cost the economy $1 trillion": a loss, no robot's price
        part_cost = _PART_OR_UPKEEP_COST.search(doc.text, max(clause.start, amount.start - 80), amount.start)
        if part_cost:
            # "each hand costs as much as $6,000", "the annual maintenance cost approaches $100,000": a cost of the
            # robot's, not what it sells for
            out.append(_Draft("statistic", "metric", f"{' '.join(part_cost.group('what').lower().split())} cost of {label}",
                              amount.amount, amount.currency, anchor=amount.start))
            i += 2 if upper else 1
            continue
        if _PER_MONTH.match(after) and not _MARKET_WORDS.search(before):
            # "$499 a month as a subscription": what renting it costs, another fact than its price.
            out.append(_Draft("statistic", "subscription_price", f"{label} a month", amount.amount, amount.currency,
                              anchor=amount.start))
        elif priced or _PRICE_WORDS.search(before + " " + after) or amount.amount is not None and amount.amount < 1_000_000 and (
                _PRICED_THING_AFTER.match(after) or any(0 < s - amount.end <= 2 for s, _ in doc.robot_names)):
            # ("the $16,000 G1", "billed as a $20,000 out-of-the-box home helper": what the robot costs)
            out.append(_Draft("statistic", "price", label, amount.amount, amount.currency, anchor=amount.start))
        elif _MARKET_WORDS.search(before + " " + after) and not clause.cues["FUNDING"]:
            out.append(_Draft("statistic", "market_size", label, amount.amount, amount.currency, anchor=amount.start))
        i += 2 if upper else 1
    return out


#: A cost borne by others than a buyer: "could cost the economy as much as $1 trillion".
_COST_TO_OTHERS = re.compile(r"\bcost(?:s|ing)?\s+(?:the\s+)?(?:[\w.-]+\s+)?(?:economy|economies|industry|country|nation|world"
                             r"|companies|businesses|employers|taxpayers|workers|jobs|lives)\b", re.I)
#: What an amount before it prices: "a $20,000 out-of-the-box home helper" (another kind of robot's price compares:
#: "anything a $500 robot arm can't already do"; "a $90 million robot factory" is no robot's price).
_PRICED_THING_AFTER = re.compile(r"\s*(?:-\s*)?(?:(?!(?:for|to|of|in|on|at|by|with|from|its|their|the|a|an|and|or|per)\b)[\w-]+\s+){0,2}?"
                                 r"(?:humanoids?|robots?|bots?|helpers?|androids?|butlers?|companions?|housekeepers?)\b"
                                 r"(?!\s+(?:arms?|vacuums?|dogs?|mowers?|kits?|toys?|cleaners?|factor(?:y|ies)|plants?|startups?"
                                 r"|compan(?:y|ies)|makers?|markets?|industry|funds?|programs?)\b)", re.I)


#: A figure of one part of a robot, not of the whole: "each leg has five degrees of freedom", "seven joints per arm".
_PARTS = r"(?:legs?|arms?|hands?|fingers?|feet|foot|wrists?|knees?|ankles?|hips?|shoulders?|elbows?|thumbs?|joints?|sides?)"
#: A part's cost or the cost of keeping a robot running, before its amount.
_PART_OR_UPKEEP_COST = re.compile(
    rf"\b(?:each|every|one|a|the|its|their)\s+(?P<what>{_PARTS}|batter(?:y|ies)|actuators?|motors?|sensors?|(?:annual\s+|yearly\s+)?"
    r"(?:maintenance|upkeep|repair|operating|running|ownership|replacement))\s+(?:[\w-]+\s+){0,6}?cost",
    re.I)
_PART_BEFORE = re.compile(rf"\b(?P<part>(?:each|every|per|a\s+single|one)\s+{_PARTS})\s+(?:has|have|had|with|of|offers?|gets?)\s+"
                          r"(?:only\s+|about\s+|up\s+to\s+)?$", re.I)
#: A part's figure told "each" after it: "hands with 16 degrees of freedom each".
_PART_WITH_BEFORE = re.compile(rf"\b(?P<part>{_PARTS})\s+(?:with|featuring|having|of)\s+(?:up\s+to\s+|about\s+|around\s+)?$", re.I)
_PART_AFTER = re.compile(rf"\s+(?:of\s+freedom\s+)?(?P<part>(?:per|in\s+each|on\s+each|for\s+each|in\s+every|each)\s+{_PARTS})\b", re.I)
#: The part a figure told as an adjective describes: "11-DoF hands", "seven-joint arms" (not "a 40-DoF humanoid").
_PART_NOUN_AFTER = re.compile(rf"\s+(?:(?:robotic|dexterous|bionic|humanoid|mechanical)\s+)?(?P<part>{_PARTS})\b", re.I)
#: The hyphen of a figure told as an adjective, between the number and its unit ("11-DoF", "28-degree-of-freedom").
_ADJECTIVE_HYPHEN = re.compile(r"(?<=\d)-(?=[A-Za-z])")


def _singular(part: str) -> str:
    """A body part's word, singular: "hands" → "hand", "feet" → "foot"."""
    return "foot" if part.lower() == "feet" else part[:-1] if part.lower().endswith("s") else part


#: A part named as what has the figure after it: "its hands, featuring … 22 degrees of freedom" (no robot named between).
_PART_OWNED_BEFORE = re.compile(rf"\b(?:its|their|the|his|her)\s+(?:[\w:-]+\s+){{0,3}}?(?P<part>{_PARTS})\b(?!,\s+(?:has|have|had)\b),?\s+"
                                r"(?:(?!robots?\b|humanoids?\b|bodies\b|body\b)[\w:,'’-]+\s+){0,10}?"
                                r"(?:with|has|have|featuring|features|offering|offers|boasting|boasts|totalling|of)\s+"
                                r"(?:(?!robots?\b|humanoids?\b)[\w:,'’-]+\s+){0,8}?$", re.I)


#: Counted robots said to be at work: "no Figure robots were working on the line", "a single robot had worked there".
_AT_WORK_AFTER = re.compile(r"\s+(?:(?:were|was|are|is|had|have|has)\s+)?(?:been\s+)?(?:(?:still|already|now)\s+)?"
                            r"(?:working|worked|deployed|operating|in\s+use|stationed|on\s+the\s+line"
                            # "fewer than a hundred of the robots are on the Fremont floor"
                            r"|on\s+(?:the|its|their)\s+(?:[\w-]+\s+){0,2}?(?:floor|line|lines)\b"
                            r"|remain(?:s|ed)?\s+in\s+(?:daily\s+|active\s+|commercial\s+|regular\s+)?(?:use|service|operation)"
                            # at a task somewhere: "two Digit robots have been moving totes at a Spanx warehouse"
                            r"|(?:moving|sorting|picking|carrying|loading|unloading|handling|lifting|stacking|packing)\s+"
                            r"(?:[\w-]+\s+){0,3}?(?:at|in|inside)\s)", re.I)
#: None of them at work: "no Figure robots were working on the line" (a count of none, not a deployment).
_NONE_AT_WORK = re.compile(r"\b(?:no|none\s+of\s+(?:the|its))\s+(?:[A-Z][\w-]*\s+){0,3}(?:robots?|humanoids?|units)"
                           + _AT_WORK_AFTER.pattern, re.I)


_ROBOT_NOUN_AFTER = re.compile(r"(?:,?\s+[\w-]+){0,3}?\s+(?:robots?|humanoids?|androids?|bots?|machines?)\b", re.I)


#: Robots put to work in someone's production, a place: "within Mercedes-Benz's production process", "on the assembly line".
_AT_PRODUCTION_SITE = re.compile(r"\b(?:within|in|on|at|into|along)\s+(?:the\s+|its\s+|their\s+)?(?:[\w-]+['’]s?\s+){0,3}"
                                 r"(?:production|assembly|manufacturing)\s+(?:process(?:es)?|lines?|floors?|halls?)\b", re.I)
#: What makes a percentage a figure about robots or their business.
_PERCENT_OF_ROBOTS = re.compile(r"\b(?:robot|humanoid|efficien|productiv|throughput|uptime|success|accura|cost|price|share|market)\w*"
                                # "9% lighter", "90 percent cheaper": a product's measure told as a difference
                                r"|(?:%|percent|per\s+cent)\s+(?:lighter|heavier|cheaper|faster|slower|stronger|quieter"
                                r"|smaller|more\s+(?:efficient|dexterous|powerful))\b", re.I)
#: An interview's title, a list of topics: "QA8: Peggy Johnson, CEO of Agility Robotics, on Robots-as-a-Service, how AI
#: is changing …". No claim.
_INTERVIEW_TITLE = re.compile(
    r"^\W*(?:[\w-]+:\s*)?(?-i:[A-Z][\w.'’-]+(?:\s+[A-Z][\w.'’-]+){0,3}),\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?"
    r"(?:CEO|CTO|COO|founder|co-founder|chief\s+\w+(?:\s+officer)?|president|head\s+of\s+\w+)(?:\s+(?:of|at)\s+[^,]{1,60})?"
    r",\s+on\s+", re.I)
#: A measure told as a difference: "10 kg lighter", "30% faster", "20 cm taller than".
#: A physical measure compared, right after a share: "60% wider", "30% lighter" (not "70% more cars than …").
_MEASURE_COMPARED = re.compile(r"\s*(?:lighter|heavier|taller|shorter|faster|slower|longer|cheaper|smaller|bigger|larger"
                               r"|wider|narrower|stronger|quieter)\b", re.I)
_COMPARED_AFTER = re.compile(r"\s*(?:lighter|heavier|taller|shorter|faster|slower|longer|cheaper|smaller|bigger|larger"
                             r"|wider|narrower|stronger|quieter"
                             r"|more\s+(?:\w+\s+)?than|less\s+(?:\w+\s+)?than)\b", re.I)


#: What a count of none counts: robots built, sold, shipped or at work ("no robots were working on the line", "no
#: Optimus has been sold"), not what none of them can do.
_NONE_COUNTED_AFTER = re.compile(r"\s+(?:[\w'’-]+\s+){0,4}?(?:built|produced|made|manufactured|assembled|deployed|working|work"
                                 r"|sold|shipped|delivered|installed|operating|in\s+(?:use|operation|service|production)"
                                 r"|at\s+work|on\s+(?:the\s+)?(?:line|floor|site))\b", re.I)
#: None of the robots able: "no robot has been able to match …", "no humanoid can yet …".
_NONE_CAN = re.compile(r"\bno\s+(?:[\w-]+\s+)?(?:robots?|humanoids?|machines?|androids?)\s+(?:yet\s+)?(?:has|have|had|can|could"
                       r"|is|are|was|were)\b", re.I)
#: Money told by a vague word: "the billions being spent today", "millions of dollars", "billions in funding".
_MONEY_WORDS_AFTER = re.compile(r"\s+(?:of\s+(?:dollars|yuan|euros|pounds|won|yen)|(?:being\s+|already\s+|now\s+)?(?:spent|invested"
                                r"|poured|raised|pumped)|in\s+(?:funding|investments?|capital|capex|spending|subsidies|revenue|sales))\b",
                                re.I)
#: A plural noun right after a vague count: what it counts ("hundreds of products"), when no robot word.
_OTHER_THINGS_AFTER = re.compile(r"\s+(?!(?:to|for|in|at|on|of|by|with|from|across|since|this|these|those|last|per|each|so"
                                 r"|already|more|units?|robots?|humanoids?|bots?|machines|androids?|droids?|is|was|has"
                                 r"|as|us|its|thus|plus|yes|less|unless)\b)[a-z][a-z-]*s\b"
                                 # after an adjective: "a dozen specialized tools", "hundreds of industrial suppliers"
                                 r"|\s+[a-z-]+(?:ed|al|ic|ive|ous|ful)\s+(?!(?:units?|robots?|humanoids?|bots?|machines|androids?"
                                 r"|droids?|arms?)\b)[a-z][a-z-]*s\b")


#: A share of a company's stock after a percentage: "… of its total share capital", "… of the shares".
_OF_SHARES_AFTER = re.compile(r"\s+of\s+(?:(?:its|their|the|the\s+company['’]s|[A-Z][\w-]*['’]s?)\s+)?(?:total\s+|issued\s+"
                              r"|outstanding\s+)?(?:share\s+capital|shares|stock|equity|voting\s+rights)\b")


#: A drive or a finger just before a weight: "an actuator lift power of 1000 lbs", "each finger holds 2 kg".
_DRIVE_BEFORE = re.compile(r"\b(?:actuators?|motors?|servos?|joints?|fingers?|fingertips?)\b(?:\s+[\w-]+){0,4}\s*$", re.I)


def _statistic_predicate(q: Quantity, ctext: str, before: str = "", after: str = "") -> str | None:
    """The predicate a quantity states; ``before`` is the text just before it (what it measures), ``after``
    the text just after it (what the counted things do)."""
    base, unit = q.base, q.unit
    if base == "%" and _OF_SHARES_AFTER.match(after):
        return None  # "0.6 percent of its total share capital": who owns the company, no measure of it or its robots
    if base not in COUNT_UNITS and _COMPARED_AFTER.match(after):
        # "10 kg lighter and 30% faster than the previous version": a difference, not the robot's spec (a share of
        # something else, "70% more cars than in 2024", says nothing of robots)
        # ("a 60% wider field of view": a part measured against its predecessor)
        return "metric" if base != "%" or _PERCENT_OF_ROBOTS.search(ctext) or _MEASURE_COMPARED.match(after) else None
    if base in ("kg", "lb", "t"):
        if _DRIVE_BEFORE.search(before):
            return "metric"  # "an actuator lift power of 1000 lbs": one part's strength, not what the robot carries
        if re.search(r"\b(?:weigh(?:s|ed)?|weight(?!s\s+of\b)|mass)\s+(?:\S+\s+){0,2}$", before, re.I):
            # "can carry 20 kg and weighs 70 kg": the verb next to the figure tells what it is (not "lifts totes
            # weighing up to 35 pounds": the load's weight)
            return "weight"
        if re.search(r"\b(?:lift\w*|carr\w*|payload|load\w*|handle\w*|hold\w*|grip\w*|grasp\w*|pick\w*|rais(?:e|es|ed|ing))\b"
                     r"(?:\s+\S+){0,4}\s*$", before, re.I) \
                or re.match(r"\s*(?:\([^)]{0,30}\)\s*)?(?:loads?|payloads?)\b", after, re.I):
            return "payload"  # ("can raise a 55-pound (25 kilograms) load")
        if re.search(r"\bweights\s+(?:of\s+)?(?:up\s+to\s+|as\s+much\s+as\s+)?$", before, re.I) \
                and re.search(r"\b(?:lift\w*|carr\w*)\b", ctext, re.I):
            return "payload"  # "lifting tasks involving weights of up to 50 kilograms": what it lifts
        if re.search(r"\b(?:weigh\w*|weight|mass)\b(?:\s+\S+){0,3}\s*$|,\s*$|^\s*$", before, re.I) or \
                not re.search(r"\b(?:lift\w*|carr\w*|payload)\b", ctext, re.I):
            return "weight"
        return "payload"
    if base in ("in", "ft", "cm", "m", "mm") and (
            re.search(r"\b(?:tall|height|stands?|standing)\b|\d\s*(?:'|’)", ctext + " " + q.text, re.I)
            # "a 5-feet 8-inch robot", "The 5-foot, 9-inch Digit"
            or re.search(r"[\s-](?:foot|feet|inch|inches)$|\d-(?:foot|feet)-\d{1,2}$", q.text, re.I)
            and (_ROBOT_NOUN_AFTER.match(after) or re.match(r"\s*(?:new\s+)?(?-i:[A-Z])", after))
            # "Digit is 5 ft 9 in": feet and inches after a copula
            or base in ("in", "ft") and re.search(r"\b(?:is|was|are|were|measures|measuring)\s+(?:about\s+|around\s+"
                                                  r"|roughly\s+|nearly\s+|almost\s+|just\s+(?:over|under)\s+)?$", before, re.I)
            # "The 1.8-meter Atlas", "a 1.7-metre humanoid": a height as the robot's adjective
            or re.search(r"\d-(?:met(?:er|re)|centimet(?:er|re))$", q.text, re.I)
            and (_ROBOT_NOUN_AFTER.match(after) or re.match(r"\s+(?:new\s+)?(?-i:[A-Z])", after))):
        return "height"  # "a 5-feet 8-inch robot", "a six-foot, human-shaped robot": a height as the robot's adjective
    if base in ("hours", "minutes"):
        if re.search(r"\b(?:in|within|under)\s+(?:just\s+|only\s+|about\s+|around\s+|roughly\s+|approximately\s+|less\s+than\s+"
                     r"|fewer\s+than\s+|no\s+more\s+than\s+|as\s+little\s+as\s+|under\s+)?$", before, re.I) \
                or re.search(r"\b(?:took|takes|take|taking|spent)\b[^.;]{0,60}$", before, re.I) \
                or re.match(r"\s+to\s+(?!(?:charge|recharge)\b)[a-z]+", after) \
                or re.search(r"\b(?:roll\w*\s+off|produc\w*|made|mak(?:es|ing)|buil[dt]\w*|assembl\w*|turn(?:s|ing)?\s+out"
                             r"|com(?:es|ing)\s+off)\b[^.;]{0,40}\bevery\s+(?:\w+\s+)?$", before, re.I):
            # ("one robot rolls off the line every 30 minutes": a rate of output; not "a battery swap every 2-3 hours")
            # "swaps its own battery in three minutes", "took over a minute to grab a bottle, five minutes to load
            # three dishes": how long a task takes, not how long it runs
            return None
        if re.match(r"\s+(?:of\s+(?:\w+\s+)?(?:video|footage|data|demonstrations?|teleoperation|training|recordings?)"
                    r"|(?:\w+\s+)?(?:videos?|footage|recordings?)\b)", after, re.I):
            return None  # "after watching ten hours of video": what it learned from, not how long it runs
        if re.match(r"[\s-]+(?:long\s+)?(?:showcase|demo\w*|event|presentation|keynote|livestream|talk|interview|meeting|session"
                    r"|show|drive|flight|documentary|film|tour|wait|delay)s?\b", after, re.I):
            return None  # "not for a one hour showcase": how long an event lasts
        if re.search(r"\b(?:short\s+of|than|compared\s+(?:with|to)|versus|vs\.?|against)\s+(?:the\s+|a\s+|an\s+)?(?:standard\s+"
                     r"|typical\s+|full\s+|usual\s+|normal\s+|human\s+)?$", before, re.I) \
                and re.match(r"[\s-]+(?:work\s+)?(?:shifts?|workdays?|work\s*days?)\b", after, re.I):
            return None  # "lasts 3 hours per charge, far short of the standard 8-hour shift": the yardstick, not its runtime
        if re.search(r"\bcharg(?:es|ed|ing)\s+(?:for\s+)?(?:about\s+|around\s+|roughly\s+|up\s+to\s+)?$", before, re.I):
            return "metric"  # "charges for one hour", "toiled and charged for 26 hours": charging counted in, no runtime
        if re.search(r"\b(?:have|has|had)\s+(?:now\s+|already\s+)?(?:worked|logged|clocked|accumulated|completed)\s+(?:more\s+than\s+|over\s+"
                     r"|about\s+|nearly\s+|some\s+)?$|\b(?:logged|clocked|accumulated)\s+(?:more\s+than\s+|over\s+|about\s+)?$", before, re.I):
            return "metric"  # "its robots have worked 1,250 hours on the line": hours of work summed, no runtime
        if re.match(r"[\s-]+(?:work\s+)?shifts?\b", after, re.I) and not re.search(r"\b(?:charges?|battery|batteries)\b", ctext, re.I) \
                or q.value is not None and q.value > 24 and re.match(
                r"\s+of\s+(?:total\s+|cumulative\s+|combined\s+)?(?:runtime|run\s+time|operation|operating\s+time|uptime"
                r"|work|service)\b", after, re.I):
            # "ran 10-hour shifts": a shift, not a charge (unless "on one charge"); "1,250+ hours of runtime": more
            # than a day, hours summed ("4 hours of runtime" is a charge's)
            return "metric"
        if q.value is not None and q.value > 24 and base == "hours" \
                and not re.search(r"\b(?:charges?|battery|batteries)\b", ctext, re.I):
            return "metric"  # "worked over 1,250 hours": more than a day, hours of work summed, no runtime of a charge
        return "runtime"
    if base in ("km/h", "mph", "m/s"):
        return "speed"
    if base in PART_COUNTS:
        # "produced over 9,000 actuators": parts made, not one robot's joints
        return "degrees_of_freedom" if q.value is None or q.value <= 200 else "metric"
    if base in ("sq ft", "m2"):
        return "floor_area"  # a factory's size, not how many robots it can build
    if base == "" and q.value is None and (_OTHER_THINGS_AFTER.match(after) or _MONEY_WORDS_AFTER.match(after)):
        return None  # "hundreds of products", "thousands of suppliers": other things than robots counted
    if re.match(r"no\s", q.text, re.I) and not _NONE_COUNTED_AFTER.match(after) \
            and not re.search(r"\b(?:built|produced|made|manufactured|sold|shipped|delivered|deployed|installed|had|has|have"
                              r"|with|(?:there|it)\s+(?:are|were|is|was))\s+$", before, re.I):
        return None  # "no robot has been able to match this complexity": a judgement of what none can do, no count
    if base in COUNT_UNITS or base == "" and q.value is None:
        if re.search(r"\b(?:produced|built|manufactured|made|assembled|rolled\s+(?:out|off))\s+(?:its\s+|their\s+)?"
                     r"(?:(?:close\s+to|nearly|almost|about|around|some|over|more\s+than|a\s+mere|just|only|fewer\s+than|less\s+than"
                     r"|under|roughly)\s+)?$", before, re.I) and "/" not in unit:
            return "units_produced"  # "had manufactured close to 1,000", "has produced a mere 100", whatever else it counts
        if "/" in unit or re.search(r"\bcapacity\b|\b(?:can|capable\s+of)\s+(?:\w+\s+)?(?:build|produc|mak)\w*\b|\bper\s+(?:year|month)\b"
                                   r"|\bat\s+a\s+time\b", ctext, re.I):
            return "production_capacity"
        if _AT_WORK_AFTER.match(after):
            # "no Figure robots were working on the production line", "Hundreds of Digit robots are already operating
            # in warehouses, … sorting orders": robots at work, whatever else the clause counts or ships
            return "units_deployed"
        if _SHIP_WORDS.search(ctext):
            return "shipments"
        if re.search(r"\b(?:enough\s+)?(?:parts|components)\s+(?:to\s+(?:produce|build|make)|for)\b", ctext, re.I):
            return "metric"  # parts on hand for N robots: not N robots built
        if _AT_PRODUCTION_SITE.search(ctext):
            return "units_deployed"  # "a handful of Apollo robots were trained for tasks within Mercedes' production process"
        if _PRODUCTION_WORDS.search(ctext):
            return "units_produced"
        if re.search(r"\b(?:deploy\w*|work\w*|in\s+use|fleet|operat\w*|install\w*|pilot\w*|trial\w*|running)\b", ctext, re.I):
            return "units_deployed"  # "most pilots have involved fewer than ten robots": robots at work
        return "units_produced" if q.value is not None else None
    if base == "%":
        return "metric" if _PERCENT_OF_ROBOTS.search(ctext) else None
    if base == "N·m":
        return "capability"
    if base in ("customers", "employees", "staff", "workers", "jobs", "patents", "tasks", "countries", "homes",
                "sites", "plants", "factories", "boxes", "parts", "steps", "miles", "totes", "cases", "packages", "parcels",
                "containers"):
        return "metric"
    if base in ("people", "engineers") and _EMPLOYS.search(ctext):
        return "metric"  # "the startup employs about 400 people": its headcount
    return None


_EMPLOYS = re.compile(r"\b(?:employ(?:s|ed|ing)?|headcount|workforce|staff(?:ed)?|hired|hiring|payroll)\b", re.I)
#: A name used as the host of an event: "the Hyundai press conference", "Nvidia's keynote".
_EVENT_AFTER = re.compile(r"(?:['’]s)?\s+(?:press\s+(?:conference|event|briefing)|keynote|booth|stand|showcase|livestream"
                          r"|earnings\s+call|(?:annual\s+)?(?:event|conference|summit|expo))\b", re.I)


#: Deploying told as what may be, what is written about or what a policy promotes: "robots can be deployed in
#: care", "the practicalities of building, training and deploying humanoids", "promoting the deployment of robots".
_DEPLOY_NOT_DONE = re.compile(
    r"\b(?:can|could|may|might|would)\s+(?:also\s+|eventually\s+|one\s+day\s+|soon\s+)?be\s+deployed\b"
    r"|\b(?:[a-z]+ing,?\s+){1,3}(?:and|or)\s+deploying\b"
    r"|\b(?:promot|encourag|support|accelerat|advanc|facilitat)\w*\s+(?:the\s+)?(?:[\w-]+\s+){0,2}deployment\b"
    # what deploying would take: "underlining the challenges in deploying them"
    r"|\b(?:challenges?|difficult(?:y|ies)|obstacles?|hurdles?|barriers?|costs?|risks?|problems?|urgency|need|importance"
    r"|priority|goal|aim|plans?)\s+(?:of|in|to|with|for)\s+"
    r"(?:deploying|deployment)\b"
    # what it is built for, however many tasks it lists: "designed to carry boxes and move cases on the factory floor"
    r"|\b(?:designed|built|made|meant|intended|engineered|developed|trained)\s+to\s+[^.;]*"
    # a rollout still to come: "offered no timeline for their eventual rollout"
    r"|\b(?:eventual|future|possible|potential|planned|wider|broader)\s+(?:roll-?outs?|deployments?)\b"
    # a deployment prepared for: "preparing a new model for a larger-scale deployment"
    r"|\b(?:prepar|ready|readi)\w*\s+[^.;]{0,60}?\bfor\s+(?:a\s+|the\s+|its\s+)?(?:[\w-]+\s+){0,2}?(?:roll-?outs?|deployments?)\b"
    r"|\bno\s+(?:timeline|timeframe|date|schedule)\s+for\b[^.;]*", re.I)


#: Making robots stopped: "Production of Optimus was halted", "paused production of its robots".
_PRODUCTION_HALTED = re.compile(
    r"\b(?:production|manufacturing|output|assembly)\s+(?:of\s+(?:the\s+|its\s+)?[\w-]+(?:\s+[\w-]+)?\s+)?(?:was|were|has\s+been"
    r"|had\s+been|is|is\s+being)\s+(?:\w+\s+)?(?:paused|halted|suspended|stopped)"
    r"|\b(?:paus|halt|suspend|stopp?)(?:ed|s|ing)?\s+(?:the\s+|its\s+|their\s+)?(?:mass\s+|volume\s+|series\s+)?"
    r"(?:production|manufacturing|output)\b", re.I)


#: Robots' work told ahead at a site or for a company named: "will sort parts at Mercedes-Benz factories", "will start
#: moving totes for GXO later this year" (the deployment planned; the task told as done is ``_TASK_AT_SITE``).
_TASK_AHEAD = re.compile(r"\b" + _TASK_VERBS + r"\s+(?:[\w'’-]+\s+){0,6}?(?:at|in|inside|for)\s+(?:(?:[\w'’&.-]+\s+){0,4}?"
                         + _SITE_NOUN + r"\b|(?:the\s+)?(?-i:[A-Z])[\w&.-]+(?!\s+(?:years?|months?|weeks?|days?)\b))", re.I)


#: A robot shown doing something on film: "a video on X showing the humanoid robot learning Kung Fu", "footage of
#: two robots sparring" (what it does is in group ``doing``).
_SHOWN_DOING = re.compile(r"\b(?:videos?|clips?|footage|film)\b[^.;]{0,60}?\b(?:showing|shows|showed|featuring|depicting|of)\s+"
                          r"(?:the\s+|a\s+|an\s+|its\s+|two\s+|several\s+)?(?:[\w-]+\s+){0,3}?"
                          r"(?:robots?|humanoids?|bots?|[A-Z][\w-]*)\s+(?P<doing>(?!being\b)[a-z]+ing\b)", re.I)


#: A task done for a customer named right after it: "Digit is already moving totes at GXO", "sorts parts for BMW".
_TASK_FOR = re.compile(r"(?<!\bto\s)(?<!\bcan\s)(?<!\bcould\s)(?<!\bwill\s)(?<!\bwould\s)" + _TASK_VERBS
                       + r"\s+(?:[\w'’-]+\s+){0,5}?(?:at|for)\s+(?:the\s+)?$", re.I)


def _task_for_customer(doc: _Doc, clause: _Clause, entities: SentenceEntities) -> bool:
    """Whether the clause tells robots doing a task at or for a company named (a customer, not a robot maker)."""
    return any(not m.implicit and m.kind == "company" and not doc.registry.robots_of(m.slug)
               and clause.start <= m.start < clause.end
               and _TASK_FOR.search(doc.text, max(clause.start, m.start - 70), m.start)
               for m in entities.mentions)


#: An order won in a tender: "had successfully won the bidding for China Mobile's robot procurement project".
_WON_BID = re.compile(r"\bw[oi]ns?\s+(?:the\s+|a\s+)?(?:bid(?:ding)?|tender|contract|procurement)\s+(?P<prep>for|from|of|with)\s+",
                      re.I)


#: An order for robots won from a buyer: "has won an order worth 310 million yuan for its Walker S2 robots from a
#: Chinese carmaker" (the buyer in group ``buyer``).
_ORDER_FROM = re.compile(r"\b(?:won|wins|secured|secures|received|receives|landed|lands|bagged|booked)\s+(?:an?\s+|its\s+)?"
                         r"(?:[\w-]+\s+){0,2}?orders?\b[^.;,]{0,100}?(?<!\bup\s)(?<!\bdown\s)(?<!\brose\s)(?<!\bincreased\s)"
                         r"\bfrom\s+(?P<buyer>(?:an?\s+|the\s+)?[^,.;()]{3,60}?)"
                         r"(?=\s*(?:[,.;(]|$|\s+(?:for|worth|valued|in|on|to|that|which|the\s+company|it\s+said)\b))", re.I)


def _won_bid_drafts(doc: _Doc, clause: _Clause, ctext: str, entities: SentenceEntities) -> list[_Draft]:
    """Each maker named before "won the bidding for X": a deployment at the buyer X, the maker's; an order won
    from a buyer ("won an order … for its Walker S2 robots from a Chinese carmaker"): a deployment there."""
    won = _WON_BID.search(ctext)
    if won is None:
        order = _ORDER_FROM.search(ctext)
        if order is None or not _robotic(doc, clause, entities):
            return []
        out, at = [], clause.start + order.start("buyer")
        for buyer in _LIST_SEP.split(order.group("buyer"))[:4]:  # "orders from GXO and Schaeffler": one site each
            start = doc.text.find(buyer, at)
            named = next((m for m in entities.mentions if not m.implicit and m.kind == "company"
                          and start <= m.start < start + len(buyer)), None)
            if buyer.strip():
                out.append(_Draft("deployment", "deployed_at", doc.registry.names.get(named.slug, buyer.strip()) if named
                                  else buyer.strip(), object_entity=named.slug if named else None, anchor=start))
            at = start + len(buyer)
        return out
    buyers = _prep_names(ctext[won.start("prep"):], clause.start + won.start("prep"), entities, preps=(won.group("prep"),))
    winners = [m for m in entities.mentions if not m.implicit and not m.attributive and m.kind == "company"
               and clause.start <= m.start < clause.start + won.start() and not is_speaker(doc.text, m)]
    if not buyers or not winners:
        return []
    name, start = buyers[0]
    return [_Draft("deployment", "deployed_at", name, qualifier=name, anchor=start, subject_slug=m.slug, stance="neutral")
            for m in winners[:4]]


def _deployment_drafts(doc: _Doc, clause: _Clause, ctext: str, entities: SentenceEntities) -> list[_Draft]:
    won = _won_bid_drafts(doc, clause, ctext, entities)
    if won:
        return won
    cues = clause.cues
    for_customer = _task_for_customer(doc, clause, entities)
    if not cues["DEPLOYMENT"] and not _PAUSE_WORDS.search(ctext) and not _AT_WORK_TASK.search(ctext) \
            and not for_customer and not _DELIVERED_TO.search(ctext) and not _DEAL_SIGNED.search(ctext) \
            or _NOT_DEPLOYMENT.search(ctext):
        return []
    paused = bool(_PAUSE_WORDS.search(ctext)) and not _PAUSE_DENIED.search(ctext)
    if paused and _PRODUCTION_HALTED.search(ctext) and not _DEPLOY_VERB.search(ctext):
        # "Production of Optimus was halted in June": a schedule that slipped, not robots taken off a site
        return [_Draft("timeline", "production_target", _object_phrase(ctext), stance="negative")]
    partner = bool(_PARTNER_WORDS.search(ctext)) and not _DEPLOY_VERB.search(ctext)
    partnership = bool(_PARTNER_WORDS.search(ctext))
    predicate = ("partnership_ended" if paused and partnership and not _DEPLOY_VERB.search(ctext)
                 else "deployment_paused" if paused else "partnership" if partner else "deployed_at")
    if not (paused or partner or _DEPLOY_VERB.search(ctext) or for_customer):
        return []
    if not (paused or partner):
        told = [(m.start(), m.end()) for m in _DEPLOY_NOT_DONE.finditer(ctext)]
        if told and all(any(s <= d.start() < e for s, e in told) for d in _DEPLOY_VERB.finditer(ctext)):
            return []  # deploying as a possibility, a topic or a policy, not robots at work anywhere
    if _NONE_AT_WORK.search(ctext) and not paused:
        return []  # "no robots were working there": a count of none (units_deployed), not a deployment
    targets: list[tuple[str, str | None, int]] = []
    registry = doc.registry
    for m in entities.mentions:
        if m.implicit or m.attributive or m.kind != "company" or registry.robots_of(m.slug) or m.cue == "product":
            continue  # (a product tested is no customer: "its engineers have been testing GR00T N1")
        if m.start < clause.start or m.start >= clause.end or is_speaker(doc.text, m) or _EVENT_AFTER.match(doc.text, m.end):
            continue  # (who hosts an event is no partner: "at the Hyundai press conference")
        if _named_as_maker(doc.text, m):
            continue  # "piloting robots from Agility Robotics, Apptronik, and Reflex Robotics": who makes them, no site
        if _SUPPLIER_BEFORE.search(doc.text, max(clause.start, m.start - 40), m.start):
            continue  # "backed by AI developments from Google's DeepMind": who supplies the software, not a site
        targets.append((registry.names.get(m.slug, m.slug), m.slug, m.start))
    if targets:
        # "partnered with NASA and NVIDIA", "facilities run by Mercedes-Benz, GXO Logistics, and Jabil": each one
        # of a list that names a registry company, in the registry or not
        lists = [(clause.start + m.start(2), clause.start + m.end(2)) for m in _NAMES_AFTER_PREP.finditer(ctext)
                 if any(clause.start + m.start(2) <= start < clause.start + m.end(2) for _, _, start in targets)]
        targets = sorted(targets + [(name, None, start) for name, start in _prep_names(
            ctext, clause.start, entities, preps=("at", "with", "by", "including"))
            if any(s <= start < e for s, e in lists)], key=lambda t: t[2])
    site_spans = [(clause.start + m.start(1), clause.start + m.end(1)) for m in _SITE.finditer(ctext)]
    if not targets and site_spans:
        # "an agreement with BMW Manufacturing to deploy robots at the Spartanburg plant": the customer is
        # the one the agreement is with; the site is where it works (the qualifier), not another customer.
        targets = [(name, None, start) for name, start in _prep_names(ctext, clause.start, entities, preps=("with", "by"))
                   if not any(s <= start < e for s, e in site_spans)][:1]
    places: list[str] = []  # sites named by their place only ("…, and in Kecskemet, Hungary")
    if not targets:  # with a customer named, a site is where it works (the qualifier), not another customer
        for site in _SITE.finditer(ctext):
            targets.append((" ".join(site.group(1).split()), None, clause.start + site.start()))
        if targets:
            # "at its campus in Marienfelde, Berlin, and in Kecskemet, Hungary": another site, named by its place
            for place in _ALSO_AT_PLACE.finditer(ctext, targets[-1][2] - clause.start):
                places.append(place.group(1).rstrip(" .,"))
                targets.append((places[-1], None, clause.start + place.start(1)))
    if not targets:
        # "at car factories of BYD, Geely and Dongfeng Liuzhou": each owner of the sites
        for sites_of in _SITES_OF.finditer(ctext):
            for part in _LIST_SEP.split(sites_of.group(1)):
                if _clean_name(part):
                    targets.append((_clean_name(part), None, clause.start + sites_of.start(1) + sites_of.group(1).find(part)))
    if not targets:
        for name, start in _prep_names(ctext, clause.start, entities):
            targets.append((name, None, start))
    if targets and all(_EVENT_NAME.search(name) for name, _, _ in targets):
        return []  # "deployed a fleet of Digits to MODEX", "brought its robots to the World Robot Conference": a show
    targets = [t for t in targets if not _EVENT_NAME.search(t[0])]
    pause = _PAUSE_WORDS.search(ctext) if paused else None
    customers = [(slug, start) for _, slug, start in targets if slug]
    verb = _DEPLOY_VERB.search(ctext) if predicate == "deployed_at" else None
    if customers and verb and all(start < clause.start + verb.start() for _, start in customers) \
            and _robots_in_general_here(doc, clause, entities):
        # "Carmakers including Hyundai and BMW have experimented with humanoid robots": no maker's robot, so each
        # customer's own trial.
        return [_Draft("deployment", predicate, _object_phrase(ctext[verb.start():]), anchor=start, subject_slug=slug,
                       stance="neutral") for slug, start in customers[:4]]
    if not targets:
        if not cues["DEPLOYMENT"] and not pause and not _DELIVERED_TO.search(ctext) \
                and not (_AT_WORK_TASK.search(ctext) and _OWNERS_SITES.search(ctext)):
            # robots at their tasks somewhere unnamed ("performing simple tasks in one of its factories"); sites told
            # by their owner are somewhere ("moving battery cells at two of Tesla's factories")
            return []
        unnamed = _UNNAMED_CUSTOMER.search(ctext)
        return [_Draft("deployment", predicate, " ".join(unnamed.group(1).split()) if unnamed else _object_phrase(ctext),
                       anchor=clause.start + pause.start() if pause else clause.start)]
    sites = [" ".join(m.group(1).split()) for m in _SITE.finditer(ctext)] + places

    def site_of(name: str) -> str:
        return next((site for site in sites if name.lower() in site.lower()), sites[0] if len(sites) == 1 else name)

    return [_Draft("deployment", predicate, name, qualifier=site_of(name), object_entity=slug,
                   anchor=clause.start + pause.start() if pause else start)
            for name, slug, start in targets[:4]]


#: A customer the text leaves unnamed, where the robots work: "part of a pilot with an unnamed logistics customer",
#: "piloted by a major US carmaker".
_UNNAMED_CUSTOMER = re.compile(r"\b(?:with|by|for|at)\s+((?:an?|one|two|three|several|some)\s+(?:[\w.-]+\s+){0,3}?"
                               r"(?:customers?|clients?|carmakers?|automakers?|retailers?|manufacturers?|companies"
                               r"|company|firms?|logistics\s+providers?)\b)", re.I)
#: Robots made, told as what a maker can do: "capable of manually producing Optimus robots", "can build Digit robots".
_MAKES_ROBOTS = re.compile(r"\b(?:can|could|capable\s+of|able\s+to)\s+(?:\w+ly\s+)?(?:produc|build|manufactur|mak|assembl)\w*\s+"
                           r"(?:(?-i:[A-Z])[\w-]*\s+|humanoid\s+|\d[\d,]*\s+)?(?:robots?|humanoids?|units)\b", re.I)
#: Sites told by their owner's name: "two of Tesla's factories" ("one of its factories" names no site).
_OWNERS_SITES = re.compile(r"\b(?:one|two|three|four|five|several|some|many|all|both|a\s+few|a\s+handful)\s+of\s+"
                           r"(?-i:[A-Z])[\w&.-]*['’]s?\s+(?:[\w-]+\s+)?" + _SITE_NOUN + r"\b", re.I)
#: A trade show, conference or contest: robots shown there are not at work there.
_EVENT_NAME = re.compile(r"\b(?:MODEX|ProMat|CES|IFA|WAIC|WRC|Automatica|Hannover\s+Messe|Dreamforce|GTC)\b"
                         r"|\b(?i:expo|conference|congress|summit|trade\s+show|show|fair|festival|gala|forum|games|marathon"
                         r"|exhibition|convention|keynote)\b")
#: Sites named by their owners: "car factories of BYD, Geely and Dongfeng Liuzhou".
_SITES_OF = re.compile(rf"\b(?i:factor(?:y|ies)|plants?|sites?|warehouses?|facilit(?:y|ies)|stores?|(?:assembly|production)\s+lines?)"
                       rf"\s+of\s+({_NAME}(?:(?:,\s+|,?\s+and\s+){_NAME})*)")
#: Robots said not to be at work: "has not deployed Optimus", "is not yet working at", "never worked at", "has yet to
#: be deployed" (not a pause: "no longer works at" is one; not a forecast: "would never work in a car plant").
_NOT_AT_WORK = re.compile(r"(?<!\bwould\s)(?<!\bwill\s)(?<!\bcould\s)(?<!\bcan\s)(?<!\bmay\s)(?<!\bmight\s)"
                          r"\b(?:not|never|(?:has|have|is|are|was|were|did|does|do)n['’]t|yet\s+to)\s+(?:yet\s+|been\s+|be\s+|actually\s+)*"
                          r"(?:deploy(?:ed)?|work(?:ed|ing)?|operat(?:ed|ing)|put\s+(?:\w+\s+){0,3}to\s+work|in\s+(?:use|service)"
                          # "has not yet shipped a robot to a home"
                          r"|shipped|delivered|sold"
                          # "have not been tested outside its own lab"
                          r"|test(?:ed|ing)?|trial(?:l?ed|l?ing)?|pilot(?:ed|ing)?)"
                          r"\s+(?:\w+\s+){0,3}?(?:at|in|on|inside|outside|for|with|beyond|to)\b", re.I)


def _not_at_work(ctext: str) -> re.Match | None:
    """Where a clause says its robots are not at work ("Tesla has not deployed Optimus at any factory"), or None,
    also when a deployment is told elsewhere in it ("which had not worked in a factory before, were deployed at
    BMW's plant in March")."""
    denied = _NOT_AT_WORK.search(ctext)
    if denied and any(not denied.start() <= m.start() < denied.end()
                      for found in (_DEPLOY_VERB, _AT_WORK_NAMED) for m in found.finditer(ctext)):
        return None
    return denied


#: No one has done it yet: "none has yet deployed them at scale", "no carmaker has integrated them so far".
_NONE_YET = re.compile(r"\b(?:none|no\s+one|nobody|neither|no\s+(?:[\w-]+\s+)?(?:company|carmaker|automaker|maker|firm|one))"
                       r"\s+(?:of\s+(?:them|these|those)\s+)?(?:has|have|had)\s+(?:yet\s+|so\s+far\s+)?(?:\w+\s+)?"
                       r"(?:deployed|integrated|used|put|rolled|adopted|installed|shown|demonstrated|proven|proved|managed)\b"
                       # "there is no sign yet that any customer has moved beyond a trial"
                       r"|\bno\s+(?:sign|evidence|indication)\s+(?:yet\s+|so\s+far\s+)?that\s+(?:any|a\s+single)\b",
                       re.I)


#: Robots told by who makes them: "robots from Agility Robotics, Apptronik, and …", "humanoids built by".
_MAKERS_LISTED_BEFORE = re.compile(r"\b(?:robots?|humanoids?|machines?|units)\s+(?:made\s+|built\s+|supplied\s+)?(?:from|by)\s+"
                                   # (a full stop only inside a name or before a comma: the list ends with its sentence)
                                   r"(?:[\w&'’-]+(?:\.[\w&'’-]+)*(?:\.(?=,))?,?\s+(?:and\s+)?){0,8}$", re.I)


def _named_as_maker(text: str, m: Mention) -> bool:
    """The company is named as where robots come from: "piloting robots from Agility Robotics, Apptronik, and Reflex
    Robotics", "a humanoid from Reflex Robotics", "Reflex Robotics' wheeled humanoids"."""
    return not m.implicit and m.kind == "company" and bool(
        _MAKERS_LISTED_BEFORE.search(text, max(0, m.start - 120), m.start) or _OWNS_ROBOTS_AFTER.match(text, m.end))


#: A company's name owning the robots right after it: "Reflex Robotics' wheeled humanoids", "Agility's robots".
_OWNS_ROBOTS_AFTER = re.compile(r"['’]s?\s+(?:[\w-]+\s+){0,2}?(?:robots?|humanoids?|androids?|machines|bots)\b", re.I)

#: A company named as a supplier of what the robots run, not as where they work.
_SUPPLIER_BEFORE = re.compile(r"\b(?:backed\s+by|powered\s+by|developments?\s+from|technology\s+from|models?\s+from"
                              r"|software\s+from|supplied\s+by|provided\s+by)\s+(?:[\w'’-]+\s+){0,3}$"
                              # "said Gene Munster, managing partner at Deepwater": where a speaker works, no site
                              r"|\b(?:partner|analyst|director|head|chief|officer|CEO|CTO|founder|professor|researcher"
                              r"|strategist|economist|president|manager|fellow|chair(?:man|woman)?|spokes\w+|executive"
                              r"|editor|reporter|investor)\s+(?:at|of|with)\s+(?:the\s+)?$", re.I)


def _robots_in_general_here(doc: _Doc, clause: _Clause | None, entities: SentenceEntities) -> bool:
    """The clause's (or, with ``clause`` None, the sentence's) robots are robots in general ("humanoid robots"):
    no robot or robot maker named or meant in it."""
    here = [m for m in entities.mentions if m.cue != "topic" and (clause is None or clause.start <= m.start < clause.end)]
    return any(m.cue == "market" for m in here) and not any(
        m.kind == "robot" or m.kind == "company" and doc.registry.robots_of(m.slug) for m in here)


def _prep_names(ctext: str, offset: int, entities: SentenceEntities,
                preps: tuple[str, ...] = ("at", "with", "for", "by", "to", "including")) -> list[tuple[str, int]]:
    """Names a preposition in ``preps`` introduces ("with BMW Manufacturing"), with their offsets in the
    document, leaving out registry mentions."""
    taken = [(m.start - offset, m.end - offset) for m in entities.mentions if not m.implicit]
    out = []
    for match in _NAMES_AFTER_PREP.finditer(ctext):
        before = ctext[max(0, match.start() - 12):match.start()]
        if match.group("prep") not in preps or re.search(r"\baccording\s+$", before, re.I) or match.group("prep") == "by" \
                and re.search(r"\b(?:seen|reported|obtained|reviewed|viewed|cited|told)\s+$", before, re.I):
            continue  # "according to Peng", "a presentation seen by Reuters": who tells it, not where the robots work
        for i, part in enumerate(_LIST_SEP.split(match.group(2))):
            cleaned = _clean_name(part)
            start = ctext.find(part, match.start(2))
            if i and ctext[max(0, start - 2):start] == ", " and is_region(cleaned):
                continue  # "at BMW's Spartanburg, South Carolina plant": where the site is, no second customer
            if cleaned and not any(s < start + len(part) and start < e for s, e in taken):
                out.append((cleaned, offset + start))
    return out


#: A name a verb of saying follows: who tells of the list, not one of it ("… from Google, CEO Jeff Cardenas said").
_SAYS_AFTER = re.compile(r"\s+(?:said|says|told|added|explained|noted|wrote|confirmed)\b")


def _names_after(ctext: str) -> list[str]:
    out = []
    for match in _NAMES_AFTER_PREP.finditer(ctext):
        at = match.start(2)
        for part in _LIST_SEP.split(match.group(2)):
            at = ctext.find(part, at) + len(part)
            cleaned = _clean_name(part)
            if cleaned and cleaned not in out and not _SAYS_AFTER.match(ctext, at):
                out.append(cleaned)
    return out


#: What a name is backed, led or owned by, before it: "Nvidia-backed Figure" names Figure; after it: "EQT Ventures-led".
_BACKED_BY = re.compile(r"^[\w.&'-]+-(?:backed|led|owned|funded|based|supported)\s+", re.I)
_LED_BY = re.compile(r"-(?:led|backed)$", re.I)


def _clean_name(name: str) -> str:
    name = re.sub("^" + _DESCRIBED, "", name.strip())  # "Apple contractor Foxconn": Foxconn
    name = _LED_BY.sub("", _BACKED_BY.sub("", name))
    words = name.replace("’", "'").split()
    while words and words[0].lower().strip(".") in _NAME_STOP:
        words = words[1:]
    if words and words[-1].endswith("'s"):
        words[-1] = words[-1][:-2]
    while words and words[-1].lower() in _NAME_STOP:
        words = words[:-1]
    cleaned = " ".join(words).strip(".-'")
    if re.search(r"-(?:based|born|listed|owned|backed|made)$", cleaned, re.I):
        return ""  # "the US-based company": a description, not a name
    return "" if len(cleaned) < 2 or cleaned.lower() in _NAME_STOP else cleaned


def _timeline_predicate(ctext: str, clause: _Clause) -> str:
    if clause.money and _MARKET_WORDS.search(ctext):
        return "market_size"
    # ("plans to deploy the unit at its Georgia manufacturing facility": where it will work, no output)
    at_site = re.search(r"\b(?:deploy\w*|station\w*|test\w*|pilot\w*|put\s+to\s+work)\b", ctext, re.I) \
        and not re.search(r"\b(?:expand|build|open|construct|tour)\w*\s+(?:[\w-]+\s+){0,3}(?:manufacturing|production)", ctext, re.I)
    # A production site named as a place ("tours of its manufacturing facilities") plans no output and no deployment;
    # one to be built, opened or grown ("to expand its manufacturing facility") is the maker's output ahead.
    unsited = _PRODUCTION_SITE.sub(" ", ctext)
    if _INTEGRATED_INTO.search(ctext):
        return "deployment_target"  # "to integrate production models of Atlas into its manufacturing operations"
    if _SPENDING.search(ctext) and re.search(r"\b(?:produc\w*|manufactur\w*|factor(?:y|ies))\b", ctext, re.I):
        return "production_target"  # "plans to spend $20 billion in capex, much of it on Optimus production lines"
    if _PRODUCTION_WORDS.search(unsited if at_site or not _SITE_GROWN.search(ctext) else ctext):
        return "production_target"
    if _TASK_AHEAD.search(unsited) or _TRIAL_AHEAD.search(ctext) or _PLAN_FOR_ROBOTS.search(ctext) \
            or _PUT_TO_WORK_AHEAD.search(ctext) and _ROBOT_WORD.search(ctext):
        # "will start moving totes for GXO later this year", "is preparing to test humanoid robots for deliveries":
        # robots at work ahead
        return "deployment_target"
    if _SALE_START.search(ctext):
        return "launch_date"  # "plans to start selling Optimus to customers in 2026": when it goes on sale
    if _SHIP_WORDS.search(ctext) and re.search(r"\bship\w*|deliver\w*", ctext, re.I):
        if re.search(r"\b(?:start|begin|starts|begins|commence)\s+(?:deliver|ship)\w*\b(?![^.;]{0,40}\b\d[\d,.]*\s)", ctext, re.I):
            return "launch_date"  # "plans to start delivering NEO to customers in the US in 2026": when it reaches buyers
        if re.search(r"\b(?:customers?|homes?)\b", ctext, re.I):
            return "deployment_target"
        # a count shipped, or deliveries in volume ("start mass deliveries in H2 2025"), is a shipments target;
        # "NEO deliveries will begin in 2026" is when it reaches buyers
        return "shipments" if any(q.base in COUNT_UNITS or q.value is None for q in clause.quantities) or re.search(
            r"\b(?:mass|volume|large-scale|bulk|high-volume|batch)\s+(?:deliver|ship)", ctext, re.I) else "launch_date"
    if re.search(r"\b(?:sales|sold|sells?)\b", ctext, re.I) and not _DEPLOY_WORDS.search(unsited) \
            and not re.search(r"\bin\s+(?:operation|service)\b", ctext, re.I) \
            and any(q.base in COUNT_UNITS or q.value is None for q in clause.quantities):
        return "shipments"  # "annual sales reaching 1 million units by 2030": units sold ahead, not robots at work
    if _DEPLOY_WORDS.search(unsited) or _SHIP_WORDS.search(ctext) or _TAKE_UP.search(ctext):
        return "deployment_target"
    if _LAUNCH_WORDS.search(ctext):
        return "launch_date"
    if any(q.base in COUNT_UNITS or q.value is None for q in clause.quantities):
        return "deployment_target"
    return "launch_date"


#: Money to be spent: "plans to spend $20 billion in capital expenditure", "will invest $1 billion in its plant".
_SPENDING = re.compile(r"\b(?:spend\w*|invest(?:s|ing)?|capital\s+expenditures?|capex)\b", re.I)
#: Robots taken up by their users, told as a whole: "the shift to humanoids will be gradual", "robots taking over".
_TAKE_UP = re.compile(r"\b(?:shift|switch|transition)\s+to\b|\btak(?:e|es|ing|en)\s+over\b|\buptake\b", re.I)
#: Robots taken into a customer's work: "integrate production models of Atlas into its manufacturing operations".
_INTEGRATED_INTO = re.compile(r"\bintegrat\w*\s+(?:[\w.'’-]+\s+){0,8}?into\s+(?:its|their|the|a|an|our)\s+(?:[\w.'’-]+\s+){0,5}?"
                              r"(?:operations|(?:production|assembly)\s+lines?|lines|plants?|factor(?:y|ies)|facilit(?:y|ies)"
                              r"|workforce|processes|warehouses?)\b", re.I)
#: A trial ahead: "to test humanoid robots", "to try out the robots", "to pilot Digit".
_TRIAL_AHEAD = re.compile(r"\bto\s+(?:(?:begin|start)\s+)?(?:test|try\s+out|trial|pilot)(?:ing)?\s+(?:[\w'’-]+\s+){0,3}?"
                          r"(?:robots?|humanoids?|bots|(?-i:[A-Z])[\w'’-]*)\b", re.I)
#: A production site to be built, opened or grown: "to open a production plant", "expand its manufacturing facility".
_SITE_GROWN = re.compile(r"(?<![\w-])(?:expand|build|open|construct|add|set\s+up|scal|grow|enlarg|launch)\w*\s+(?:[\w-]+\s+){0,3}"
                         r"(?:manufacturing|production|assembly)\s+(?:facilit|plant|site|hub|campus|line|floor|cent)", re.I)
#: A site named by what is made there: "its Georgia manufacturing facility", "a production plant".
_PRODUCTION_SITE = re.compile(r"\b(?:manufacturing|production|assembly)\s+(?:facilit(?:y|ies)|plants?|sites?|hubs?|campus"
                              r"|lines?|floors?|centers?|centres?)\b", re.I)
_SAID_THAT = re.compile(r"\b(?:said|says|told\s+\w+|wrote|claimed|promised|predicted|insisted)\s+(?:that\s+)?", re.I)


#: A deployment told as an aim beside production: "scale production and deployment", "commercial deployment efforts".
_DEPLOYMENT_AIM = re.compile(r"\b(?:(?:commercial\s+)?deployments?|deploy(?:ing)?|commerciali[sz]\w+|roll(?:ing)?[- ]outs?)\b", re.I)


def _plan_drafts(ctext: str, clause: _Clause, anchor: int) -> list[_Draft]:
    """What money is for, as plans: one production target and one deployment target when it names both.

    "… will see the company scale production and deployment of its robots" is two plans
    (``production_target`` and ``deployment_target``); any other aim is one, typed by
    ``_timeline_predicate``.
    """
    predicate = _timeline_predicate(ctext, clause)
    out = [_Draft("timeline", predicate, _object_phrase(ctext), anchor=anchor)]
    aim = _DEPLOYMENT_AIM.search(ctext) if predicate == "production_target" else None
    if aim:
        out.append(_Draft("timeline", "deployment_target", _object_phrase(ctext[aim.start():]), anchor=anchor))
    return out


def _timeline_drafts(doc: _Doc, clause: _Clause, ctext: str, stats: list[_Draft]) -> list[_Draft]:
    """One projection per dated or counted target in the clause; at least one when it plans anything."""
    cues = clause.cues
    targets = [q for q in clause.quantities if (q.base in COUNT_UNITS or q.value is None or "/" in q.unit)
               and not (q.value is None and _MONEY_WORDS_AFTER.match(doc.text, q.end))]
    # a count and a market told together ("1 billion humanoid robots and $5 trillion in annual revenue by 2050"): both
    figures = sorted(targets + [m for m in clause.money if _MARKET_WORDS.search(ctext)], key=lambda f: f.start)
    if not (figures or clause.times or cues["PROJECTION"] or cues["DEPLOYMENT"] or cues["CAPABILITY"]
            or _PRODUCTION_WORDS.search(ctext) or _SHIP_WORDS.search(ctext) or _LAUNCH_WORDS.search(ctext)):
        return []
    if not figures and _VEHICLES_COUNTED.search(ctext) and _PRODUCTION_WORDS.search(ctext) \
            and not _ROBOT_NOUN_HERE.search(ctext) and not _robot_named(doc, clause.start, clause.end):
        return []  # "plans to produce up to 300,000 electric and hybrid cars annually": a carmaker's cars, no robots
    predicate = _timeline_predicate(ctext, clause)
    out = []
    first = min((f.start for f in figures), default=None)
    if first is not None and predicate != "deployment_target":
        # "Optimus would be working in Tesla factories by the end of 2025, with 5,000 units produced in 2026": the
        # robots at work by a date, told before the count, are a plan of their own.
        head = doc.text[clause.start:first]
        cut = re.search(r",?\s+(?:with|and|while)\s+(?:[\w-]+\s+){0,2}$|,\s*$", head)
        head = head[:cut.start()] if cut else head
        if _DEPLOY_VERB.search(head) and any(t.end <= clause.start + len(head) for t in clause.times):
            said = list(_SAID_THAT.finditer(head))  # "It's the same Musk who said Optimus would be …": what he said
            out.append(_Draft("timeline", "deployment_target", _object_phrase(head[said[-1].end():] if said else head),
                              anchor=clause.start))
        elif cut and (_LAUNCH_WORDS.search(head) or _SHIP_WORDS.search(head) or _SALE_START.search(head)) \
                and any(t.end <= clause.start + len(head) for t in clause.times):
            # "Deliveries will begin in the fourth quarter, and UBTech aims to ship 500 to 1,000 this year": when the
            # robot reaches buyers is a plan of its own, before the count
            out.append(_Draft("timeline", "launch_date", _object_phrase(head), anchor=clause.start))
    for figure in figures[:3]:
        value = figure.value if isinstance(figure, Quantity) else figure.amount
        unit = figure.unit if isinstance(figure, Quantity) else figure.currency
        # a count of robots is no market size, whatever revenue the clause tells beside it ("produce 10,000 robots this
        # year, pulling in 8 billion yuan in sales")
        own = _timeline_predicate(ctext, _Clause(**{**clause.__dict__, "money": []})) \
            if predicate == "market_size" and isinstance(figure, Quantity) else predicate
        if own == "launch_date" and isinstance(figure, Quantity) and figure.base in COUNT_UNITS:
            own = "deployment_target"  # "projecting 1 billion humanoid robots by 2050": robots in use, not a launch
        out.append(_Draft("timeline", own, figure.text, value, unit, anchor=figure.start))
    if not out:
        # Two plans told with a date each: "plans to begin delivering the 4NE1 later this year and to open a second
        # factory in 2026", "scheduled to start in 2026, with other markets following in 2027".
        dated = sorted({(t.valid_from, t.valid_until): t for t in clause.times
                        if t.valid_from or t.valid_until}.values(), key=lambda t: t.start)
        joins = [_PLANS_JOINED.search(doc.text, a.end, b.start) for a, b in zip(dated, dated[1:])]
        if len(dated) >= 2 and all(joins) and clause.plan_at is None:  # (a plan in a "with" phrase is drafted apart)
            starts, ends = [clause.start, *(j.end() for j in joins)], [*(j.start() for j in joins), clause.end]
            for lo, hi, time in zip(starts, ends, dated):
                part = doc.text[lo:hi]  # (dated by its own time: the draft is anchored there)
                if _FACTORY_PLANNED.search(part) and (_ROBOT_WORD.search(ctext) or _robot_named(doc, clause.start, clause.end)):
                    # "to open a second factory in 2026": the maker's output ahead (not "a new Gigafactory" for cars)
                    out.append(_Draft("timeline", "production_target", _object_phrase(part), subject_kind="company",
                                      anchor=time.start))
                else:  # (a part with no verb of its own plans what the clause plans: "… and then 10 legions next year")
                    has_verb = any(p.search(part) for p in (_PRODUCTION_WORDS, _SHIP_WORDS, _DEPLOY_WORDS, _LAUNCH_WORDS))
                    out.append(_Draft("timeline", _timeline_predicate(part, clause) if has_verb else predicate,
                                      _object_phrase(part), anchor=time.start))
    if not out:
        out.append(_Draft("timeline", predicate, _object_phrase(ctext), anchor=clause.start))
    ahead = _DEPLOYMENT_AHEAD.search(ctext) if all(d.predicate == "production_target" for d in out) else None
    if ahead:
        # "will begin production of the robot immediately, and the robots are scheduled for deployment at the
        # automaker's plant in the coming months": the robots' work ahead is a plan of its own
        out.append(_Draft("timeline", "deployment_target", _object_phrase(ctext[ahead.start():]),
                          anchor=clause.start + ahead.start()))
    return out


#: Robots' deployment told as a plan beside their production: "the robots are scheduled for deployment at …", "will
#: then be deployed", "and deploy them in its plants".
_DEPLOYMENT_AHEAD = re.compile(r"\b(?:scheduled|slated|set|due|expected|planned)\s+(?:for|to\s+be)\s+(?:deploy\w*|put\s+to\s+work)"
                               r"|\bwill\s+(?:then\s+|also\s+|later\s+)?be\s+deployed\b"
                               r"|\b(?:and|then)\s+(?:to\s+)?deploy\s+(?:them|it|the\s+robots?)\b", re.I)


#: A factory to come: "to open a second factory", "will build a plant".
_FACTORY_PLANNED = re.compile(r"\b(?:open|build|construct|set\s+up|launch)\w*\s+(?:an?\s+|its\s+|their\s+|the\s+)?(?:[\w-]+\s+){0,2}?"
                              r"(?:factory|factories|plant|gigafactory|production\s+(?:line|facility|site|base))\b", re.I)
#: Where one dated plan ends and the next begins: "… later this year and to open …", "…, with other markets …".
_PLANS_JOINED = re.compile(r"(?:,\s*|\s+)(?:and|while|with|then|followed\s+by)\s+(?=(?:\w+\s+){0,6}?\w)|;\s+", re.I)


# ----------------------------------------------------------------------------- subjects


#: A company's own verb right before an amount: "Agility raised $150 million", "X has also closed a $5 million".
_RAISER_BEFORE = re.compile(r"\s+(?:(?:has|have|had|also|just|now|then|recently)\s+){0,2}(?:rais|secur|clos|land|bagg?|receiv)"
                            r"(?:es|ed|e|s)?\s+(?:an?\s+|about\s+|nearly\s+|over\s+|more\s+than\s+|around\s+|almost\s+|some\s+)?$")


#: A maker told as who made the robot: "Built by the Vancouver company Sanctuary AI, Phoenix …".
_MADE_BY_BEFORE = re.compile(r"\b(?:built|made|developed|designed|created|manufactured|produced|engineered)\s+by\s+"
                             r"(?:the\s+|a\s+)?(?:[\w-]+\s+){0,3}$", re.I)
#: A firm named as who analyses: "Morgan Stanley's Adam Jonas", "Goldman Sachs analysts", "Citi Research".
_ANALYST_AFTER = re.compile(r"(?:['’]s\s+(?-i:[A-Z])[\w'’-]+\s+(?-i:[A-Z])|\s+(?:analysts?|research|economists?|strategists?"
                            r"|report|note)\b)", re.I)
#: A name set against the clause's subject: "unlike Optimus", "compared with Atlas", "rather than Digit".
_CONTRAST_BEFORE = re.compile(r"\b(?:unlike|compared\s+(?:with|to)|rather\s+than|instead\s+of|versus|vs\.?)\s+(?:the\s+)?$", re.I)
#: The next name in a ranking: "…, followed by Unitree with 4,200".
_RANKED_NEXT = re.compile(r"\b(?:followed\s+by|then|and)\s+$", re.I)


#: The field named as a whole: "the industry", "the sector", "the humanoid market".
_FIELD_WORDS = re.compile(r"\b(?:industry|industries|sector|field|market)\b", re.I)


def _subject(doc: _Doc, draft: _Draft, clause: _Clause, entities: SentenceEntities) -> Mention | None:
    """Who a claim is about (module docstring, step 5), or None when the sentence names no one it could be.

    Ranks, best first: a robot named; a robot meant ("its robots", "the robot");
    a maker (a company with robots in the registry) named or meant; the
    humanoid market; the document's own subject; another company (a customer,
    an investor, an analyst); a person. Speakers and modifiers never; the
    customer of a deployment is its object, not its subject.
    """
    text, registry = doc.text, doc.registry
    if draft.subject_slug:
        named = next((m for m in sorted(entities.mentions, key=lambda m: m.implicit) if m.slug == draft.subject_slug), None)
        if named is None and draft.subject_slug == registry.market:  # (the field, meant by "no robot has …")
            return Mention(registry.market, "market", clause.start, clause.start, implicit=True, cue="market")
        return named
    candidates = [m for m in entities.mentions if not m.attributive]
    if not candidates:
        return None
    in_clause = [m for m in candidates if clause.start <= m.start < clause.end or m.implicit and m.cue == "topic"]
    if not [m for m in in_clause if not m.implicit]:
        # A clause that names no one continues its sentence: "Digit works there, and we expect thousands more";
        # not through an aside just before it ("Agility, which has Digit robots at GXO, plans to …": Agility plans).
        aside = next((a for a in _RELATIVE_ASIDE.finditer(text, max(0, clause.start - 200), clause.end)
                      if a.end() == clause.start), None)
        added = [m for m in candidates if not m.implicit and m not in in_clause
                 and not (aside and aside.start("body") <= m.start < aside.end("body"))]
        if added and all(named_as_field_example(text, entities.sentence.start, entities.sentence.end, m) for m in added):
            # "Companies like Tesla and Figure AI pour billions into humanoids, yet the case is unproven": the field
            # the sentence speaks of goes on, not its examples
            added += [m for m in candidates if m.implicit and m.cue == "market" and m not in in_clause]
        in_clause += added
    if not [m for m in in_clause if m.cue != "topic"]:
        in_clause = candidates
    # Who speaks is not what is spoken of, unless a maker speaks of itself ("Agility says RoboFab can …").
    speakers = {m.slug for m in in_clause if not m.implicit and is_speaker(text, m)
                and not (m.kind == "company" and (registry.robots_of(m.slug) or m.slug in registry.robot_companies))
                # "AgiBot says its 5,000th unit rolled off the line": a company telling its own figure
                and not (m.kind == "company" and SAYS_ITS.match(text, m.end))} \
        | {m.slug for m in in_clause if not m.implicit and is_affiliation(text, m)  # ("…,” said Musk, CEO of Tesla)
           and not any(n.slug == m.slug and n.cue == "we" for n in in_clause)}  # (but "we" in the quote is Tesla)
    pool = ([m for m in in_clause if m.slug not in speakers]
            or [m for m in candidates if m.slug not in speakers and not is_speaker(text, m)] or in_clause)
    # What the clause is set against is not what it is about: "unlike Optimus, the R1 is enjoying its time".
    pool = [m for m in pool if m.implicit or not _CONTRAST_BEFORE.search(text, max(0, m.start - 20), m.start)] or pool
    if draft.predicate == "market_size" and registry.market and _MARKET_WORD.search(text[clause.start:clause.end]):
        # A market's size is the market's, whoever forecasts it ("we estimate a market of $6bn, wrote Goldman"), unless
        # a maker or robot is named in the clause (the document's own robot is not: "Morgan Stanley projects a $5
        # trillion market by 2050" in a piece on Digit).
        market = next((m for m in candidates if m.slug == registry.market), None)
        if market is not None or not any((m.kind == "robot" or registry.robots_of(m.slug)) and m.cue != "topic"
                                         for m in pool):
            return market or Mention(registry.market, "market", clause.start, clause.start, implicit=True, cue="market")

    if registry.market and draft.claim_type in ("statistic", "timeline") and _WORLD_FIGURE.search(text, clause.start, clause.end) \
            and not any(not m.implicit and m.cue != "topic" and (m.kind == "robot" or registry.robots_of(m.slug))
                        and clause.start <= m.start < clause.end for m in entities.mentions):
        # "The firm expects worldwide humanoid shipments to exceed 60,000 units": the world's figure, whoever "the
        # firm" was taken for
        return next((m for m in candidates if m.slug == registry.market), None) or Mention(
            registry.market, "market", clause.start, clause.start, implicit=True, cue="market")

    # Robots in general named in another clause of the sentence count when this one names only who says it
    # ("Humanoid robots are moving closer to adoption, according to an analysis that forecasts 13 million units").
    market_meant = next((m for m in (in_clause if any(m.slug not in speakers for m in in_clause) else pool)
                         if m.slug == registry.market and m.cue == "market"), None)
    if market_meant is not None and draft.claim_type != "funding" and draft.subject_kind != "company" and all(
            m.slug == registry.market or m.implicit and (m.cue == "topic" or m.cue in ("robot", "robots") and m.start < market_meant.end
                                                         and market_meant.start < m.end
                                                         or m.cue == "we" and market_meant.start < m.start)
            for m in in_clause if (not is_speaker(text, m) or m.kind == "company" and registry.robots_of(m.slug)
                                   # (a maker telling of the whole field: "UBTech said the industry faces a long road",
                                   # "Unitree concedes that humanoids are not yet useful in homes")
                                   and not _FIELD_WORDS.search(text, market_meant.start, market_meant.end)
                                   and not (m.end <= market_meant.start
                                            and SAID_OPENS_BEFORE.search(text, max(0, market_meant.start - 40), market_meant.start)))
            and not (not m.implicit and is_affiliation(text, m))
            and not (m.kind == "company" and not registry.robots_of(m.slug) and _ANALYST_AFTER.match(text, m.end))):
        # Robots in general are the clause's subject ("by 2030 humanoid robots could replace 40,000 jobs":
        # a bare plural, read as the field and, by the discourse, as the document's robot) and no maker or
        # robot is named or referred to in it: the field's claim, not the document subject's.
        return market_meant

    def _program(m: Mention, pool: list[Mention]) -> Mention:
        return _program_of(registry, m, pool)

    def maker(m: Mention) -> Mention:
        if m.kind == "robot" and m.slug in registry.makers:
            return Mention(registry.makers[m.slug], "company", m.start, m.end, implicit=True, cue="maker")
        return m

    if draft.predicate == "leadership":
        # Who runs a programme is the programme's ("the head of engineering for Optimus", "responsibility for Optimus").
        program = next((m for m in entities.mentions if m.kind == "robot" and not m.implicit
                        and clause.start <= m.start < clause.end
                        and _PROGRAM_OF.search(text[max(clause.start, m.start - 40):m.start])), None)
        if program is not None:
            return program
    if draft.claim_type == "funding":
        def buyer(m: Mention) -> bool:
            # who bought it is not what was bought: "was acquired by Google in 2013, sold to SoftBank", nor what the
            # deal valued ("bought by Hyundai in a deal that valued it at $1.1 billion")
            return (draft.predicate == "acquisition" or draft.predicate == "valuation" and bool(_DEAL_VALUED.search(text, clause.start, clause.end))) \
                and not m.implicit and bool(_BUYER_BEFORE.search(text, max(0, m.start - 30), m.start))

        receivers = [m for m in pool if m.kind == "company" and not _investor_position(text, m, clause) and not buyer(m)]
        if not receivers and any(buyer(m) for m in pool):
            # "…, and bought by Hyundai in 2021": what was bought is named earlier in the sentence ("The company was …")
            receivers = [m for m in candidates if m.kind == "company" and not buyer(m) and m.start < clause.start
                         and not _investor_position(text, m, clause)][-1:]
        backed = [m for m in receivers if draft.predicate == "investors"
                  and re.search(r"-backed\s+(?:the\s+)?$", text[max(clause.start, m.start - 20):m.start])]
        invested_in = backed or [m for m in receivers if _INVEST_IN.search(text[max(clause.start, m.start - 60):m.start])
                       or _INVESTOR_IN.search(text[max(clause.start, m.start - 30):m.start])]
        named = [m for m in receivers if m.cue != "topic"]
        makers = [m for m in named if registry.robots_of(m.slug)]
        raiser = [m for m in named if draft.anchor is not None and not m.implicit and m.end <= draft.anchor
                  and _RAISER_BEFORE.match(text[m.end:draft.anchor])] if len(named) > 1 else []
        bought = [m for m in named if draft.predicate == "acquisition" and not m.implicit
                  and _BOUGHT_BEFORE.search(text[max(clause.start, m.start - 30):m.start])]
        field = next((m for m in pool if m.slug == registry.market and m.cue == "market"
                      and clause.start <= m.start < clause.end), None)
        if field is not None and not named and not any(m.kind == "robot" and m.cue != "topic" for m in pool):
            return field  # "the humanoid robot sector has attracted more than $5 billion since 2020": the field's money
        for group in (bought, raiser[-1:], invested_in, makers, named, receivers):
            if group:
                return group[0]
        robots = [m for m in pool if m.kind == "robot"]
        if not robots and draft.predicate == "investors" and doc.topic_company and len(draft.object_text) < 80 \
                and draft.object_text[:30] != text[clause.start:clause.start + 30]:
            # "Other companies to take part in this round included existing investors …": the round the piece is about
            return Mention(doc.topic_company, "company", clause.start, clause.start, implicit=True, cue="topic")
        return maker(robots[0]) if robots else None
    listed = [m for m in pool if not m.implicit and m.kind in ("company", "robot") and m.slug != draft.object_entity
              and not is_speaker(text, m)]
    # (a robot and its maker are one of the list: "Agility has hundreds of its Digit robots working with customers,
    # including Amazon" lists no three figures' owners)
    owners = {registry.makers.get(m.slug) if m.kind == "robot" and registry.makers.get(m.slug) in {o.slug for o in listed}
              else m.slug for m in listed}
    if draft.anchor is not None and draft.claim_type in ("statistic", "timeline") and len(owners) >= 3:
        # "AgiBot delivered 5,168 units, Unitree 4,200 and UBTech about 1,000": each figure its own subject.
        before = [m for m in listed if m.end <= draft.anchor and draft.anchor - m.end < 60]
        lead = text[max(0, before[-1].start - 16):before[-1].start] if before else ""
        if len({m.slug for m in before}) >= 2 or before and (not _AFTER_PREP.search(lead) or _RANKED_NEXT.search(lead)) \
                and draft.anchor - before[-1].end < 40:
            return max(before, key=lambda m: m.end)
    if draft.anchor is not None and draft.claim_type == "statistic":
        counted = next((m for m in pool if m.kind == "robot" and not m.implicit and 0 < m.start - draft.anchor <= 40
                        and _COUNT_OF_NAME.fullmatch(text, draft.anchor, m.start)
                        and not _COUNT_NOUN_AFTER.match(text, m.end)), None)
        if counted is not None:
            return counted  # "two Apollos are built" counts the robot by its name ("100 Digit robots" are output)
    if (draft.predicate in _COMPANY_ACTIVITY or draft.claim_type == "timeline") and draft.claim_type != "funding" \
            and not any(m.kind == "robot" and m.cue != "topic" for m in pool):
        carmaker = next((m for m in pool if m.kind == "company" and m.cue != "topic" and registry.robots_of(m.slug)
                         and m.slug not in registry.robot_companies), None)
        if carmaker is not None and doc.topic_robot in registry.robots_of(carmaker.slug):
            # "Tesla cut its production target", "the company halted mass production", "Musk scaled down targets" in a
            # piece about Optimus: a carmaker's humanoid output and plans are its robot's (the piece's), not the carmaker's
            return Mention(doc.topic_robot, "robot", carmaker.start, carmaker.end, implicit=True, cue="topic")
    if draft.predicate in _COMPANY_ACTIVITY and draft.claim_type != "funding":
        # A robot company's production and plans are the company's; a carmaker's humanoid is its robot's.
        robot = next((m for m in pool if m.kind == "robot" and m.cue != "topic"), None)
        company = next((m for m in pool if m.kind == "company" and m.cue != "topic" and (
            registry.robots_of(m.slug) or m.slug in registry.robot_companies)), None)  # (a maker the registry knows no robot of)
        if robot is not None and registry.makers.get(robot.slug) and (company is None or company.implicit and not robot.implicit
                                                                      and registry.makers[robot.slug] != company.slug):
            company = maker(robot)  # ("The company has delivered 1,000 Walker S units": Walker S's maker, whoever came before)
        if company is not None and company.slug in registry.robot_companies:
            if robot is None or draft.predicate in _PRODUCTION or company.start <= robot.start or company.implicit:
                return company
    if draft.predicate == "partnership":
        # A partnership for a robot named in the clause is the robot's ("… to bring its models to Atlas").
        robot = next((m for m in pool if m.kind == "robot" and not m.implicit and m.slug != draft.object_entity), None)
        if robot is not None:
            return robot
    if draft.subject_kind == "company" or draft.predicate == "partnership":
        companies = [m for m in pool if m.kind == "company" and m.cue != "topic"]
        makers = [m for m in companies if registry.robots_of(m.slug)]
        robots = [maker(r) for r in pool if r.kind == "robot" and r.cue != "topic"]
        topical = [m for m in pool if m.cue == "topic" and m.kind == "company"] or [
            maker(m) for m in pool if m.cue == "topic" and m.kind == "robot" and m.slug in registry.makers]
        partners = [m for m in companies if draft.predicate == "partnership" and not registry.robots_of(m.slug)]
        if partners and len(partners) == len(companies) and any(registry.robots_of(m.slug) for m in topical):
            # "With Amazon, Nvidia and Qualcomm, US players are in the partner circle" in a piece about a robot
            # maker: its partners, not a partnership of Amazon's.
            return topical[0]
        best = (makers or robots or companies or topical or [None])[0]
        return best

    if draft.claim_type == "opinion":
        # A judgement is about the first maker, robot or person the clause names (its grammatical subject).
        named = [m for m in pool if not m.implicit and m.kind in ("robot", "company", "person")
                 and (m.kind != "company" or registry.robots_of(m.slug) or m.slug in registry.robot_companies)
                 and not is_speaker(text, m)
                 # ("Companies like Tesla and Figure AI pour billions into humanoids, yet the case is unproven": the
                 # field's, its companies named as examples)
                 and not named_as_field_example(text, entities.sentence.start, entities.sentence.end, m)
                 and not _AFTER_PREP.search(text[max(0, m.start - 16):m.start])]
        # "Agility's Digit is arguably the most mature humanoid", "Fourier's sleek humanoid robot GR-1 captivates …":
        # the maker only owns the robot judged.
        # "Built by the Vancouver company Sanctuary AI, Phoenix is racing to …": the maker told as who built it.
        named = [m for m in named if not (m.kind == "company" and any(
            r.kind == "robot" and registry.makers.get(r.slug) == m.slug and (
                re.fullmatch(r"['’]s?\s+(?:(?-i:[a-z])[\w-]*,?\s+){0,4}", text[m.end:r.start])
                or _MADE_BY_BEFORE.search(text, max(0, m.start - 60), m.start) and r.start > m.end)
            for r in named))]
        # A person named is who the judgement is about only when no robot or maker is ("Musk's timelines for the
        # robot have slipped": the robot's, the person only owning the timelines).
        meant = next((m for m in pool if m.implicit and m.kind == "robot" and m.cue == "robot"
                      and clause.start <= m.start < clause.end), None)
        if meant is not None and named and all(m.kind == "person" and re.match(r"['’]s?\s", text[m.end:m.end + 3])
                                               for m in named):
            named = [meant]
        first = next((m for m in named if m.kind != "person"), None) or next(iter(named), None)
        shown = next((m for m in named if m.kind == "robot"), None)
        if shown is not None and first is not None and first.kind == "company" and _REVELATION.search(text, shown.start, clause.end):
            # "When a reporter visited 1X's offices, she found everything NEO did was remotely controlled": what the
            # robot was found to be is the robot's, whoever's premises were visited
            return shown
        if first is not None:
            return _program(first, pool)
    if draft.claim_type == "capability":
        # "its successor, Figure 02, which is designed to handle …": what the relative clause says is its head's.
        heads = [m for m in pool if m.kind == "robot" and not m.implicit and _RELATIVE_HEAD.match(text, m.end)
                 and clause.start <= m.start < clause.end]
        if heads:
            return heads[-1]
    if draft.predicate == "deployment_paused" and draft.anchor is not None:
        retired = [m for m in pool if not m.implicit and m.kind == "robot" and 0 < m.start - draft.anchor <= 45
                   and m.slug != draft.object_entity]
        if retired:
            return retired[0]  # "Figure AI is retiring its Figure 02 humanoids": the robot taken off the site
        near = [m for m in pool if not m.implicit and m.end <= draft.anchor and draft.anchor - m.end <= 30
                and m.kind in ("robot", "company") and m.slug != draft.object_entity]
        if near:
            return _program(max(near, key=lambda m: m.end), pool)  # "a Figure 02 worked there before the Figure pilot was paused"

    if draft.predicate in ("deployed_at", "deployment_target") and _HEADLINE_ACTOR_OPENS.match(text, clause.start, clause.end) \
            and not any(m.kind == "robot" and clause.start <= m.start < clause.end for m in pool):
        # "Boston Dynamics Debuts Atlas, Hyundai Plans 2028 Factory Rollout": the customer's plan is for the robot the
        # headline's first clause named
        named_before = {m.slug: m for m in entities.mentions if m.kind == "robot" and not m.implicit and m.start < clause.start}
        if len(named_before) == 1:
            return next(iter(named_before.values()))
    topical = _topic_robots_at_work(doc, draft, clause, entities, pool)
    if topical is not None:
        return topical

    def rank(m: Mention) -> tuple:
        is_maker = m.kind == "company" and bool(registry.robots_of(m.slug))
        if m.cue == "topic":
            group = 4
        elif m.kind == "robot" and m.implicit and m.cue == "robots" and draft.claim_type == "opinion":
            group = 2.5  # a judgement of a company named in the sentence is about the company
        elif m.kind == "robot" or m.cue == "product" and draft.claim_type in ("capability", "opinion") and not any(
                o is not m and not o.implicit and clause.start <= o.start < m.start for o in entities.mentions):
            # (a product the registry knows only from its maker, named first, for what it is and does: "GR00T N1 is
            # …", not "Fourier, an early adopter of GR00T N1, said …", nor "its engineers have been testing GR00T")
            group = 0 if not m.implicit else 1
        elif is_maker or m.implicit and m.cue == "we" and m.slug in registry.robot_companies and draft.claim_type == "opinion" \
                or _named_as_maker(text, m):
            # (a robot company speaking of itself, "our robots …", is what its judgement is about; "a humanoid from
            # Reflex Robotics is operating at …" is the maker's)
            group = 2
        elif m.kind == "market":
            group = 3
        elif m.kind == "person" and not m.implicit:
            group = 3.5
        elif m.kind == "company" and m.implicit and m.cue == "company" and draft.claim_type == "opinion" \
                and clause.start <= m.start < clause.start + 8:
            group = 3.95  # "The company's drive to automate …": the customer referred to, before the document's field
        elif m.kind == "company":
            group = 5
        else:
            group = 6
        if m.slug == draft.object_entity:
            group = 7
        elif draft.claim_type == "opinion" and named_as_field_example(text, entities.sentence.start, entities.sentence.end, m):
            group = 6  # the field's companies named as examples: the judgement is the field's ("companies like …")
        elif draft.claim_type == "capability" and m.kind == "company" and _clause_subject(text, clause, m, pool):
            group = 1.5  # "Google DeepMind released its Gemini Robotics models": the lab's, not the document robot's
        elif draft.claim_type in ("timeline", "deployment") and m.kind == "company" and not registry.robots_of(m.slug) \
                and (not m.implicit or m.cue == "company") and not m.attributive \
                and _CLAUSE_OPENER.match(text[clause.start:m.start]) \
                and (_PUTS_ROBOTS_TO_USE.match(text, m.end) or _HAS_ROBOTS_WORK.match(text, m.end)) \
                or draft.claim_type in ("timeline", "deployment") and m.kind == "company" and not registry.robots_of(m.slug) \
                and (not m.implicit or m.cue == "company") and _OWN_SITE_AFTER.match(text, m.end) \
                and _robots_in_general_here(doc, clause, entities):
            # "BMW will test humanoid robots at its plants", "the carmaker plans to let the robots work on two lines",
            # "the idea is for the humanoids to ride in the company's vans": the customer's plan, not the field's
            group = 2.9
        elif m.kind == "company" and not registry.robots_of(m.slug) and m.slug not in registry.forecasters \
                and _clause_subject(text, clause, m, pool) \
                and not _VERB_OF_VIEW.match(text, m.end) and _robots_in_general_here(doc, clause, entities):
            # "Amazon already runs a million robots in its warehouses", "Nvidia is building a simulator in which
            # humanoid robots practise": what a company does with robots of no named maker is its own, not the field's
            # (not what it says or foresees of them: "Goldman expects humanoid shipments to …")
            group = 2.95
        elif draft.claim_type == "statistic" and m.kind == "company" and _clause_subject(text, clause, m, pool):
            group = 3.9  # "AgiBot rolled its 5,000th robot off the line" in a piece on another robot: AgiBot's count
        after_prep = bool(_AFTER_PREP.search(text[max(0, m.start - 16):m.start])) if not m.implicit else False
        distance = abs((draft.anchor or clause.start) - m.start)
        return (group, after_prep, distance)

    return min(pool, key=rank)


def _topic_robots_at_work(doc: _Doc, draft: _Draft, clause: _Clause, entities: SentenceEntities,
                          pool: list[Mention]) -> Mention | None:
    """The document's robot, for unnamed "humanoid robots" a customer puts to work ("BMW plans to use humanoid
    robots at its plant", "the German automaker has launched a pilot integrating humanoid robots") in a piece
    about that robot: its maker's when the maker makes several robots. None when a robot or maker is named."""
    registry = doc.registry
    robot = doc.topic_robot
    maker = registry.makers.get(robot) if robot in doc.named else doc.topic_company
    if maker is None or not registry.robots_of(maker) or draft.predicate not in ("deployed_at", "deployment_target"):
        return None
    here = [m for m in entities.mentions if clause.start <= m.start < clause.end or m.implicit and m.cue != "topic"]
    if not any(not m.implicit for m in here):
        # a clause that names no one goes on with its sentence: "Hyundai, which bought …, says it intends to buy
        # tens of thousands of robots"
        here += [m for m in entities.mentions if not m.implicit]
    if not any(m.slug == registry.market and m.cue == "market" for m in pool) \
            or any(m.kind == "robot" or m.kind == "company" and registry.robots_of(m.slug) or _named_as_maker(doc.text, m)
                   for m in here if m.cue != "topic" and not (m.implicit and m.slug == maker)) \
            or not any(m.kind == "company" and not registry.robots_of(m.slug) for m in here):
        return None
    if robot not in doc.named or len(registry.robots_of(maker)) > 1:
        return Mention(maker, "company", clause.start, clause.start, implicit=True, cue="topic")
    return Mention(robot, "robot", clause.start, clause.start, implicit=True, cue="robots")


#: What may open a clause before its grammatical subject: "In that timeframe, ", "Last year, ".
_CLAUSE_OPENER = re.compile(r"^[\s\"'“‘(]*(?:(?:and|but|so|yet|then|also)\s+)?(?:[^,;:]{1,40},\s*)?$", re.I)
_VERB_AFTER_NAME = re.compile(r"(?:\s+(?:has|have|had|also|then|now|later|recently|first|quickly|already|still|reportedly"
                              r"|currently|again|just|since|has\s+also))?\s+[a-z]+(?:ed|s)\b")


#: A number and the robot's name right after it: "two Apollos", "another 4 new Digits".
_COUNT_NOUN_AFTER = re.compile(r"[\s-]+(?:robots?|humanoids?|units?|bots?|machines)\b", re.I)
_COUNT_OF_NAME = re.compile(r"[\w,.-]+(?:\s+[\w-]+)?\s+(?:(?:more|new|other|additional)\s+)?", re.I)


#: A relative clause on the name just before it: "Digit, which is designed to …", "Atlas, which can …".
_RELATIVE_HEAD = re.compile(r",?\s+(?:which|that)\s+(?:is|was|are|were|can|could|has|have|will)\b", re.I)


def _clause_subject(text: str, clause: _Clause, m: Mention, pool: list[Mention]) -> bool:
    """Whether a named mention is its clause's grammatical subject: named first, then a finite verb.

    "In that timeframe, Google DeepMind released …": yes; "… with Google DeepMind" or
    "Google DeepMind's model" (attributive): no.
    """
    if m.implicit or m.attributive:
        return False
    if any(o is not m and not o.implicit and clause.start <= o.start < m.start for o in pool):
        return False
    return bool(_CLAUSE_OPENER.match(text[clause.start:m.start]) and _VERB_AFTER_NAME.match(text, m.end))


_OTHER_ROBOTS = re.compile(r"\b(?:other|some|several|many|older|simpler|existing|various|earlier)\b[^.;]{0,25}$", re.I)
_ROBOT_NOUN_HERE = re.compile(r"\b(?:robots?|humanoids?|bots?|androids?)\b", re.I)
#: What a maker's robot does, not the maker: where it works, when it comes out, what it can do.
_ROBOT_FACTS = frozenset({"deployed_at", "launch_date", "launched", "capability"})


def _robot_meant(doc: _Doc, draft: _Draft, clause: _Clause, entities: SentenceEntities, subject: Mention) -> Mention:
    """The document's robot, for a fact its maker's unnamed robots state ("Mercedes is trialling robots made by
    Apptronik" in a piece on Apollo; "Fourier to launch humanoid robot in July" in one on the GR-1).

    The labels' convention: a claim is the robot's when a registry robot is named or clearly meant.
    """
    robot = doc.topic_robot
    if (robot is None or robot not in doc.named or subject.kind != "company" or draft.predicate not in _ROBOT_FACTS
            or doc.registry.makers.get(robot) != subject.slug):
        return subject
    if draft.subject_slug and len({m.slug for m in entities.mentions if not m.implicit and m.kind == "company"
                                   and doc.registry.robots_of(m.slug) and clause.start <= m.start < clause.end}) > 1:
        return subject  # "testing humanoid robots from Agility, Apptronik and Reflex": each maker's, as listed
    ctext = doc.text[clause.start:clause.end]
    noun = _ROBOT_NOUN_HERE.search(ctext)
    if not noun or _OTHER_ROBOTS.search(ctext, max(0, noun.start() - 30), noun.start()) or any(m.kind == "robot" and not m.implicit and m.slug != robot
                                                for m in entities.mentions):
        return subject
    return Mention(robot, "robot", subject.start, subject.end, implicit=True, cue="robots")


def _customer_robot(doc: _Doc, draft: _Draft, clause: _Clause, entities: SentenceEntities, subject: Mention) -> Mention:
    """The one robot a piece about a customer names, with its maker, for the customer's robots at work ("BMW is placing
    humanoid robots on its Leipzig line" in a piece that names Hexagon's AEON as the robot): a deployment is the robot's,
    a customer being the subject only of claims about itself (not a robot named in passing, its maker unnamed)."""
    registry = doc.registry
    if draft.predicate not in ("deployed_at", "deployment_target") or subject.kind != "company" \
            or registry.robots_of(subject.slug) or subject.slug in registry.robot_companies or subject.slug != doc.topic_company:
        return subject
    robots = [slug for slug in doc.named if registry.kinds.get(slug) == "robot"]
    if len(robots) != 1 or registry.makers.get(robots[0]) not in doc.named:
        return subject
    if any(m.kind == "robot" or m.kind == "company" and registry.robots_of(m.slug)
           for m in entities.mentions if not m.implicit and m.slug != robots[0]):
        return subject  # another robot or maker named here: the deployment is told of it
    return Mention(robots[0], "robot", subject.start, subject.end, implicit=True, cue="robots")


def _program_of(registry: Registry, company: Mention, pool: list[Mention]) -> Mention:
    """A carmaker's humanoid business is its robot: Tesla's pause of production is Optimus's."""
    if company.kind != "company" or company.slug not in registry.diversified:
        return company
    robots = registry.robots_of(company.slug)
    named = next((m for m in pool if m.kind == "robot" and m.slug in robots), None)
    if named is not None:
        return named
    if len(robots) == 1:
        return Mention(robots[0], "robot", company.start, company.end, implicit=True, cue="robots")
    return company


#: A figure of the whole world's robots: "worldwide humanoid shipments", "global sales of humanoid robots".
_WORLD_FIGURE = re.compile(r"\b(?:global|worldwide|world['’]s|industry-wide|total)\s+(?:humanoid|robot)s?\s+(?:robot\s+)?(?:shipments"
                           r"|sales|deliveries|output|installations|installed\s+base)\b|\b(?:global|worldwide)\s+(?:shipments|sales|deliveries)\s+of\s+"
                           r"(?:humanoid\s+)?(?:robots|humanoids)\b|\b(?:humanoids?|humanoid\s+robots?|robots?)\s+(?:\w+\s+)?"
                           r"(?:shipped|sold|delivered|installed)\s+(?:worldwide|globally|around\s+the\s+world)\b", re.I)
#: What comes right before the company that bought or owns: "acquired by Google", "sold to SoftBank Group",
#: "majority-owned by Hyundai Motor Group", "sold Boston Dynamics to Hyundai".
_BUYER_BEFORE = re.compile(r"(?:\b(?:(?:majority|wholly|fully|jointly)[- ])?(?:owned|acquired|bought|purchased|taken\s+over"
                           r"|snapped\s+up|controlled)\s+by|\bsold\s+(?:[\w'’.-]+\s+){0,4}?to)\s+(?:the\s+)?$", re.I)
#: What comes right before the company an acquisition is of: "acquired Figure AI", "sold Figure AI to …".
_BOUGHT_BEFORE = re.compile(r"\b(?:acqui(?:res?|red|ring)|acquisition\s+of|takeover\s+of|purchase\s+of|bought|buys?|buying"
                            r"|sold|sells?|selling)\s+(?:the\s+)?$", re.I)


def _investor_position(text: str, m: Mention, clause: _Clause) -> bool:
    """An investor, not the company funded: "led by X", "from X", "X-led", "investors include X"."""
    if m.implicit and m.cue == "company":
        return False  # "Backed by Nvidia and Microsoft, the firm …": the company funded, after its backers
    before = text[max(clause.start, m.start - 45):m.start]
    if re.search(r"(?:led\s+by|from|by|including|include|includes|with|alongside|investors?|backers?|joined\s+by|and|like|such\s+as"
                 r"|,)\s*(?:the\s+)?$", before, re.I) \
            and _INVESTORS.search(text[clause.start:m.start] + " "):
        return True
    return bool(INVESTOR_AFTER.match(text[m.end:m.end + 90]))


# ----------------------------------------------------------------------------- stance and confidence


#: Scepticism told without a doubt word of its own: "raised serious questions about", "won't achieve significant
#: sales in 2026", "not everyone is convinced", "without the engineering record to sustain it", "the gap between
#: demonstrations and products remains substantial".
_SCEPTICISM = re.compile(
    r"\brais(?:e|es|ed|ing)\s+(?:\w+\s+){0,2}(?:" + _DOUBT_NOUNS + r"|scepticism|skepticism)\b"
    # a market warned of overheating, whatever growth words it is told with: "issued a warning about the potential for a
    # bubble in the fast-growing industry", "risk of a bubble"
    r"|\bwarn(?:s|ed|ing)?\s+(?:\w+\s+){0,8}?(?:bubble|overheating|overcapacity|over-capacity|saturation)\b"
    r"|\b(?:bubble|overheating)\s+risks?\b|\brisks?\s+of\s+(?:an?\s+)?(?:\w+\s+)?(?:bubble|overheating|saturation)\b"
    # the writer's doubt set beside a claim: "the world's first “consumer-ready” (even if I doubted it) humanoid"
    r"|\((?:even\s+)?(?:if|though)\s+I\s+(?:doubt|doubted|don['’]t\s+buy|didn['’]t\s+buy)\b"
    r"|\b(?:won['’]t|will\s+not|will\s+never|(?:is|are)\s+unlikely\s+to)\s+(?:\w+ly\s+)?(?:achieve|reach|hit|meet|ship|sell"
    r"|deliver|arrive|materiali[sz]e|happen|be\s+ready)\b"
    r"|\bnot\s+(?:everyone|everybody|all\s+(?:analysts|experts|investors|observers))\b[^.;]{0,40}?\b(?:convinced|sold\s+on|impressed|buying\s+it)\b"
    r"|\bwithout\s+(?:the|any|a)\s+(?:[\w-]+\s+){0,2}(?:record|evidence|data|proof|results)\s+to\s+(?:back|sustain|support|justify)\b"
    r"|\b(?:gap|gulf)\s+between\s+[^.;]{3,80}?\s+(?:remains|is\s+still|is)\s+(?:\w+\s+)?(?:substantial|wide|large|vast|huge|enormous)\b"
    r"|\b(?:huge|big|wide|vast|large|significant|yawning|massive|growing|widening)\s+(?:gap|gulf|disconnect)\s+between\b"
    # a video cut to look like more: "the way the launch video was edited suggests it was autonomous"
    r"|\b(?:was|were|been|is|are)\s+(?:\w+\s+)?edited\b[^.;]{0,30}?\b(?:suggests?|to\s+suggest|implies|to\s+imply|to\s+make\s+it"
    r"\s+(?:look|seem|appear)|to\s+give\s+the\s+impression)\b"
    # claims judged by their size: "Tesla has been characteristically bold with its claims", "lofty promises"
    r"|\b(?:bold|big|grand|grandiose|lofty|sweeping|outlandish|wild|extravagant)\s+(?:with\s+(?:its|their|his|her)\s+)?"
    r"(?:claims|promises)\b|\bover-?promis\w*"
    # nothing at work yet: "1X has consumer preorders but no commercial pilot at this stage"
    r"|\b(?:no|zero)\s+(?:(?:major|significant|meaningful|large-scale|commercial|paying|real|external|actual)\s+){0,2}"
    r"(?:pilots?|customers?|deployments?)\b"
    r"(?!\s+(?:need|needed|required|was|were|is|are|has|have|had)\b)"
    # hope judged too high: "wildly optimistic", "too ambitious"
    r"|\b(?:wildly|overly|too|hopelessly|far\s+too|unrealistically)\s+(?:optimistic|ambitious|bullish|rosy)\b"
    # what is still missing: "I have yet to see a humanoid that pays for itself", "many were still waiting for their hands"
    r"|\b(?:has|have|had)\s+yet\s+to\s+(?:see|prove|show|demonstrate|deliver|break\s+even|turn\s+a\s+profit|make\s+money"
    r"|generate|earn)\b|\bstill\s+waiting\s+(?:for|on)\b|\bno\s+(?:\w+\s+)?track\s+record\b"
    # a claim called a dream: "fanciful", "selling a dream", "speculation, not analysis"
    r"|\bfanciful\b(?=\s*(?:[.,;:!?\"”]|$|at\s+best\b|and\b))|\bwishful\s+thinking\b|\bsell(?:s|ing)?\s+(?:a\s+)?dreams?\b|\b(?:pure|mere|just)\s+speculation\b"
    r"|\bspeculation,?\s+not\s+analysis\b|\bcontribut(?:es|ed)\s+nothing\b|\bexpensive\s+puppet\b"
    # evidence withheld: "has released no benchmark data", "has been coy about when"
    r"|\b(?:released|published|shared|offered|provided)\s+no\s+(?:\w+\s+)?(?:benchmarks?|data|evidence|results|figures|numbers)\b"
    r"|\bcoy\s+about\b|\bheard\s+(?:(?:this|that|it|all\s+this)\b|versions?\s+of\s+(?:this|that)\b)[^.;]{0,30}?\bbefore\b|\btells?\s+(?:another|a\s+different)\s+story\b"
    r"|\buntil\s+you\s+(?:look|read|dig|check)\b|\bsounds?\s+(?:impressive|good|great)\s+until\b"
    r"|\b(?:looks?|seems?)\s+heroic\b|\bheroic\s+assumptions?\b"
    # a warning, a form judged wrong, work kept in the lab, a long wait: "Gu cautions it will take years before …",
    # "argues that the humanoid form may not be optimal", "have confined most projects to labs"
    r"|\b(?:cautions?|cautioned)\b|\b(?:may|might)\s+not\s+be\s+(?:\w+\s+)?(?:optimal|ideal|the\s+best|the\s+right|practical"
    r"|suited)\b|(?<!\blonger\s)(?<!\bnot\s)(?<!n['’]t\s)\b(?:confined|kept|stuck)\s+(?:\w+\s+){0,3}?(?:to|in)\s+(?:the\s+)?"
    r"lab(?:s|oratories|oratory)?\b"
    r"|\b(?:will|would)\s+take\s+(?:many\s+|several\s+|a\s+few\s+)?(?:years|decades)\s+before\b",
    re.I)
_NEGATIVE_SUPERLATIVE = re.compile(r"\b(?:biggest|largest|greatest|hardest|main|major|key|real|chief|primary|critical)\s+(?:risk|problem|challenge"
                                   r"|hurdle|obstacle|weakness|concern|question|worry|bottleneck|barrier|drawback)s?\b", re.I)


#: Being the one of its kind: "remains the only humanoid we know of that …", "its only rival".
_ONLY_ONE = re.compile(r"\b(?:the|its|their)\s+only\s+(?:[\w-]+\s+){0,2}(?:humanoids?|robots?|company|companies|maker|firm"
                       r"|startup|ones?|player|rival|competitor|product)\b(?!\s+(?:to\s+)?(?:fail|lag|miss|fall)\w*)"
                       # "we are the only one out there getting paid"
                       r"|\bthe\s+only\s+(?:ones?\s+)?out\s+there\b", re.I)
#: A person described in passing before what they say: "Johnson, who has only been CEO for four months, said".
_WHO_ASIDE = re.compile(r"(?<=[a-z]),\s+who\s+[^,;]{3,100},(?=\s+(?:said|says|told|added|noted|argued|explained|wrote"
                        r"|believes|thinks|insisted|stressed)\b)")
_BUT = re.compile(r",\s+but\s+|\s+but\s+(?=(?:it|its|they|there|the|this|that|these|several|many|most|few|some)\b)"
                  # "Despite the impressive display, an engineer controlled it remotely": the concession, then the point
                  rf"|^\s*{_CONCESSIVE}\s+[^,;]{{3,120}},\s+", re.I)


#: A revelation denied before it: "it's certainly not a guy in a robot suit any more".
_DENIED_BEFORE = re.compile(r"\b(?:not|no\s+longer|never|isn['’]t|wasn['’]t)\s+(?:\w+\s+){0,2}$", re.I)
#: Work only people can do, told as what frees them: "skills and processes that cannot be automated".
_HUMAN_WORK = re.compile(r"\b(?:that|which)\s+(?:cannot|can['’]t|can\s+not)\s+be\s+automated\b", re.I)


#: A later date someone expects instead of the one promised: "I would bet on 2027", "which means 2028 at the earliest",
#: "2028 is more realistic", "more like 2029".
_LATER_GUESS = re.compile(
    r"\bbet\s+on\s+(?:it\s+being\s+)?(?:late\s+|early\s+|mid-?)?(?:20\d\d|next\s+year)\b"
    r"|\b(?:20\d\d|next\s+year|later)\b[^.;,]{0,20}?\bat\s+the\s+(?:very\s+)?earliest\b"
    r"|\b20\d\d\s+(?:is|looks|seems|sounds)\s+(?:far\s+|much\s+)?more\s+(?:realistic|likely|plausible)\b"
    r"|\bmore\s+like(?:ly)?\s+(?:late\s+|early\s+|mid-?)?20\d\d\b", re.I)


#: A clause telling what came after the one before it: "…, and BMW later said the pilot was paused".
_LATER_CLAUSE = re.compile(r"\b(?:later|since|subsequently|afterwards|then)\b", re.I)


def _undone_later(text: str, work: list[tuple[_Clause, list[_Draft]]]) -> list[tuple[_Clause, list[_Draft]]]:
    """A sentence's drafts without a deployment that a later clause of it tells paused or ended: "Figure AI said its
    robots were working at Spartanburg, and BMW later said the pilot was paused" tells the pause, and the work before
    it as history, not robots at work now."""
    stopped = [i for i, (clause, drafts) in enumerate(work) if any(d.predicate == "deployment_paused" for d in drafts)
               and _LATER_CLAUSE.search(text, clause.start, clause.end)]
    if not stopped:
        return work
    return [(clause, [d for d in drafts if not (d.predicate == "deployed_at" and i < stopped[-1])])
            for i, (clause, drafts) in enumerate(work)]


def _later_guessed(text: str, work: list[tuple[_Clause, list[_Draft]]]) -> list[tuple[_Clause, list[_Draft]]]:
    """A sentence's drafts with the later date a sceptic expects told as a projection of its own, a bear one.

    "NEO deliveries are promised for 2026; I would bet on 2027" and "will reach homes in 2026, which, judging by its
    record, means 2028 at the earliest" each make two projections: the promise, and the doubter's later date. A
    guess in a clause of its own turns its judgement into that projection; one in the promise's clause is added
    beside it (when the clause dates the promise first: "not before 2028 at the earliest" is one doubt).
    """
    promise = None
    out = []
    for clause, drafts in work:
        plans = [d for d in drafts if d.claim_type == "timeline" and d.stance != "negative"]
        guess = _LATER_GUESS.search(text, clause.start, clause.end)
        if guess and plans and len(clause.times) > 1 and clause.times[0].start < guess.start():
            drafts = drafts + [_Draft(**{**plans[0].__dict__, "object_text": _object_phrase(text[guess.start():clause.end]),
                                         "stance": "negative", "anchor": guess.start()})]
        elif guess and promise is not None and not plans:
            drafts = [_Draft(**{**promise.__dict__, "object_text": d.object_text, "stance": "negative", "anchor": guess.start()})
                      if d.claim_type == "opinion" else d for d in drafts]
        promise = plans[0] if plans else promise
        out.append((clause, drafts))
    return out


@lru_cache(maxsize=256)
def _sceptical(ctext: str) -> bool:
    """Whether a clause's text doubts what it tells (:data:`_SCEPTICISM`); a clause is read for it once."""
    return bool(_SCEPTICISM.search(ctext))


def _revealed(text: str, start: int = 0, end: int | None = None) -> bool:
    """Whether ``text[start:end]`` reveals what undercuts a claim (:data:`_REVELATION`), not denied before it and not
    work only people can do."""
    end = len(text) if end is None else end
    return any(not _DENIED_BEFORE.search(text, max(start, m.start() - 30), m.start())
               and not _HUMAN_WORK.search(text, max(start, m.start() - 10), min(end, m.end() + 16))
               for m in _REVELATION.finditer(text, start, end))


def _stance(clause: _Clause, claim_type: str, forward: bool, text: str, *, sentence_start: int,
            self_praise: bool = False) -> str:
    """The clause's stance from its cue words: positive, negative or neutral.

    ``sentence_start``: where the clause's sentence begins (doubters answered in an earlier clause of it).

    ``self_praise``: a maker speaks of itself or its robot; then only strong
    negatives (a risk, a delay, a failure) make it negative ("our robots take
    on unsafe work" praises the robot, it does not doubt it).
    """
    ctext = text[clause.start:clause.end]
    if _DOUBT_FRAME.match(ctext):
        return "negative"  # "I doubt Tesla can build a safe humanoid": what is doubted is praised, the clause doubts it
    if _REBUTTAL.search(text, sentence_start, clause.end):
        return "positive"  # "the sceptics said they would never work in a car plant, and Figure 02 is doing that today"
    if _DISTANCING.search(ctext):
        return "negative"  # "Figure had described the work as a deployment in its marketing", "will still be a pilot"
    if _sceptical(ctext) and not _BUT.search(ctext):
        return "negative"  # "there is a huge gap between what we see and what the company is promising"
    neg, pos = clause.cues["NEGATIVE"], clause.cues["POSITIVE"]
    # "Johnson, who has only been in the role for four months, said …": words describing who speaks judge nothing
    described = [(clause.start + m.start(), clause.start + m.end()) for m in _WHO_ASIDE.finditer(ctext)]
    if described:
        neg -= sum(1 for kind, s, _ in clause.spans if kind == "NEGATIVE" and any(a <= s < b for a, b in described))
        pos -= sum(1 for kind, s, _ in clause.spans if kind == "POSITIVE" and any(a <= s < b for a, b in described))
    turn = _BUT.search(ctext)
    if turn:
        # "X has been a pioneer, but giants have stepped in": what follows "but" is the point.
        after = clause.start + turn.end()
        late_neg = sum(1 for kind, s, _ in clause.spans if kind == "NEGATIVE" and s >= after) \
            + _revealed(text, after, clause.end)
        late_pos = sum(1 for kind, s, _ in clause.spans if kind == "POSITIVE" and s >= after)
        if late_neg and not late_pos:
            return "negative"
        if late_pos and not late_neg and neg <= late_neg:
            return "positive"
        if not turn.group(0).lstrip().startswith(","):
            # "Despite the delays, Figure raised $1 billion": what is conceded judges nothing
            neg, pos = late_neg, late_pos
            ctext = text[after:clause.end]
    revealed = bool(_revealed(ctext) or _undercut(text, clause)) and not _NEED_DENIED.search(ctext)
    if revealed:
        neg += 1
    if _NEGATIVE_SUPERLATIVE.search(ctext):
        neg += 2
    if _sceptical(ctext):
        neg += 2  # it outweighs the size words it carries ("the gap … is still enormous")
    if _ONLY_ONE.search(ctext):
        neg, pos = neg - 1, pos + 1  # "the only humanoid paid for by the hour": a boast of being first, not "only a few"
    if self_praise and not revealed and not re.search(r"\b(?:risks?|delay\w*|fail\w*|behind|missed|paused|halted|not\s+yet|problems?"
                                                     r"|unlikely\s+to|won['’]t|will\s+not|(?:can|could)\s*(?:not|n['’]t)"
                                                     r"|at\s+most\s+half|half\s+as\s+(?:efficient|productive|fast)"
                                                     r"|long\s+(?:road|way)|work\s+to\s+be\s+done|years\s+away"
                                                     r"|(?:underlin|highlight|show)\w*\s+the\s+challenges)\b", ctext, re.I):
        return "positive" if claim_type in ("opinion", "timeline") or forward else "neutral"
    if neg > pos:
        return "negative"
    if pos > neg:
        return "positive"
    if claim_type in ("timeline", "opinion") or forward:
        return "positive"
    return "neutral"


#: Words that tell what a robot cannot do yet, and nothing else: its limits, a fact like its abilities.
_LIMITS = frozenset({"cannot", "can't", "can not", "couldn't", "could not", "unable", "not yet", "without", "hasn't",
                     "has not", "didn't", "did not", "isn't", "aren't", "wasn't", "only", "none", "not fully"})
#: What makes a limit a doubt of what was claimed: not shown, not proven, unverified, operated by people, conceded.
_LIMIT_DOUBTED = re.compile(r"\b(?:show|shown|showed|demonstrat\w*|prove[dn]?|verif\w*|teleoperat\w*|remote(?:ly)?[- ]?"
                            r"(?:controlled|operated|guided)|conced\w*|admit\w*|staged|edited|fake\w*|claimed|labell?ed\s+as|billed\s+as"
                            r"|marketed\s+as)\b", re.I)


#: What might come of something: "could be tapped by Tesla", "could give XPeng an edge", "where they could be used".
_SPECULATION = re.compile(r"\bcould\s+(?:also\s+|one\s+day\s+|eventually\s+|potentially\s+)?(?:be\s+(?:used|tapped|applied|put)"
                          r"|give|help|become|transform|make|bring|open|mean)\b", re.I)
#: What someone reads into events: "the order signals that …", "suggests that", "means that".
_READING = re.compile(r"\b(?:signals?|signall?ed|suggests?|suggested|indicates?\s+that|indicated\s+that|means?\s+that)\b", re.I)


def _speculation_only(text: str, clause: _Clause) -> bool:
    """Whether the clause tells only what might come of something ("could be tapped by Tesla"), no skill words but
    "could", "use" or "capable"."""
    return bool(_SPECULATION.search(text, clause.start, clause.end)) and not any(
        kind == "CAPABILITY" and text[a:b].lower() not in ("could", "use", "used", "uses", "capable")
        for kind, a, b in clause.spans)


def _limitation_only(text: str, clause: _Clause) -> bool:
    """Whether a clause's negative words only tell a product's limits ("can't walk on its own", "hasn't yet learned
    to"), with no doubt of what was claimed ("has not shown it working a full shift", "was teleoperated")."""
    negatives = [" ".join(text[s:e].lower().replace("’", "'").split()) for kind, s, e in clause.spans if kind == "NEGATIVE"]
    return bool(negatives) and all(n in _LIMITS for n in negatives) \
        and not _LIMIT_DOUBTED.search(text, clause.start, clause.end)


def _confidence(*, named: bool, implicit_cue: str, number: bool, date: bool, hedged: bool, words: int) -> float:
    """How sure the rules are of a claim, 0..1: its subject named (0.75) or meant (0.7; 0.65 from the
    document's subject alone), +0.1 for a number, +0.05 for a date, −0.2 when hedged, −0.05 over 45 words."""
    score = 0.75 if named else (0.65 if implicit_cue == "topic" else 0.7)
    score += 0.1 if number else 0.0
    score += 0.05 if date else 0.0
    score -= 0.2 if hedged else 0.0
    score -= 0.05 if words > 45 else 0.0
    return round(min(0.95, max(0.05, score)), 2)


# ----------------------------------------------------------------------------- the extractor


#: A product named right before its price: "the Kestrel K3, which sells for about", "the Vela V2, priced at".
_PRODUCT_PRICED = re.compile(r"(?-i:[A-Z][\w-]*)(?:\s+(?-i:[A-Z0-9][\w-]*))*"
                             # (what it is told between: "Nvidia's Jetson Orin, a computer often used in AI projects which …")
                             r"(?:,\s+(?:an?|the)\s+[^.;,]{3,90}?)?"
                             r",?\s+(?:(?:which|that)\s+(?:retails|sells|goes"
                             r"|costs|lists|is\s+(?:priced|sold|listed|offered|available))|priced|selling|retailing)\b"
                             r"[^.;,]{0,30}$")


#: A time told right after its own verb ("launched in 2022"), and after it a comma and another verb ("…, quickly
#: raised"): the time dates the first event, not what the second tells.
_VERB_DATED = re.compile(r"\b[a-z]{3,}ed\s+(?:(?:in|on|during|back\s+in)\s+)?$")
_NEXT_EVENT = re.compile(r"\s*,\s+(?:and\s+)?(?:[a-z]+ly\s+)?(?:has\s+|had\s+|have\s+)?[a-z]{3,}ed\b")


def _without_leading_conjunction(s: str) -> str:
    """``s`` without the conjunction that tied it to the sentence before ("But …", "And …"), keeping one that
    opens a clause of its own before the main one: without its "Although", "Although the number is undisclosed,
    the CEO said …" would read as two sentences run together."""
    bare = _LEADING_COORDINATOR.sub("", s)
    return bare if _SUBORDINATOR.match(bare) else _LEADING_CONJ.sub("", s)


def _paired_quotes(phrase: str) -> str:
    """A short object without the one quote mark its cut left unpaired: 'producing "several thousand" Optimus
    units' gives 'several thousand Optimus units', not 'several thousand" Optimus units'. Objects longer than a
    phrase (statements) and marks of measure (5'9") are kept as they are."""
    marks = [c for c in phrase if c in '"“”']
    if len(marks) != 1 or len(phrase.split()) > 8 or re.search(r"\d" + marks[0], phrase):
        return phrase
    return " ".join(phrase.replace(marks[0], " ").split())


def _closing_kept(s: str, source: str) -> str:
    """``s``, cut from ``source`` with its edge quotation marks stripped, with the closing mark that followed it there
    put back when a quotation opened inside it ("… could 'fracture a human skull'", "… is ‘far from final form’")
    would be left open, or when it is the inches of a height ("stands 5'9\"")."""
    at = source.rfind(s) if s else -1
    tail = source[at + len(s):at + len(s) + 3] if at >= 0 else ""
    if re.search(r"\d['’]\s?\d{1,2}$", s) and ('"' in tail or "”" in tail):
        return s + ("”" if "”" in tail else '"')  # a height in feet and inches: 5'9"
    for opening, closing in (("‘", "’"), ("“", "”")):
        if closing in tail and s.count(opening) > s.count(closing):
            return s + closing
    for mark in ("'", '"'):
        opened = len(re.findall(rf"(?:^|[\s(]){mark}\w", s))
        closed = len(re.findall(rf"\w[.,!?]?{mark}(?=\W|$)", s))
        if mark in tail and opened > closed:
            return s + mark
    return s


def _statement(text: str) -> str:
    """The evidence as a standalone sentence: one line, capitalised, one final stop, naming no source by pointing
    back at its page ("according to the same reports" → "according to reports", "the same person" → "a person")."""
    s = sources_named_alone(" ".join(text.split()))
    quote = re.match(r"[\"“‘']+", s)
    if quote:  # '"But before that, …"': the conjunction inside the quote goes too
        s = quote.group(0) + _without_leading_conjunction(s[quote.end():])
    told = _without_leading_conjunction(s)
    s = told.strip(_EDGE).rstrip(" ,;:-–—").strip(_EDGE)
    if not s:
        return ""
    s = _closing_kept(s, told)
    if s.count("”") > s.count("“") or quote and '"' in quote.group(0) and s.count('"') % 2:
        # '“Hundreds” of the bots have been built': the opening quote stripped with the edge is closed inside
        s = ("“" if s.count("”") > s.count("“") else '"') + s
    elif s[0].islower():
        s = s[0].upper() + s[1:]
    return s if re.search(r"[.!?…][\"”’']*$", s) else s + "."  # ('… of all time.”' has its stop)


#: A name and its verb inside a noun phrase, the phrase then the clause's subject: "the orders Agility announced are
#: letters of intent" (Agility speaks of nothing here; what it announced is judged).
_TOLD_OF = re.compile(r"\s+(?:has\s+|had\s+)?\w+ed\s+(?:(?:so\s+far|last\s+\w+|this\s+\w+|in\s+\d{4})\s+)?"
                      r"(?:are|were|is|was|have|has|had|remain|remains)\b", re.I)


#: What robots do or how many there are: the claims other machines than humanoids can be the topic of.
_ROBOT_WORK = frozenset({"deployed_at", "capability", "units_deployed", "units_produced", "shipments", "launched"})
#: Robots that are not humanoids: "industrial robots", "robotic arms", "robots designed for specific jobs".
_NON_HUMANOID_ROBOTS = re.compile(r"\b(?:industrial|traditional|factory|collaborative|speciali[sz]ed|single-purpose|quadruped"
                                  r"|surgical|warehouse|delivery|vacuum)\s+robots?\b|\brobot(?:ic)?\s+arms?\b"
                                  r"|\brobots\s+(?:designed|built|made)\s+for\s+(?:specific|single|one|particular)\b", re.I)
#: A sentence going on about the company before without naming it: "The funding will …", "It …", "The company …".
_STRANGER_FOLLOW = re.compile(r"\W*(?:(?:By|In|From|Since|Until)\s+[^,]{1,24},\s+)?(?:The\s+(?:funding|money|capital|round|investment"
                              r"|proceeds|company|firm|startup|start-up)|(?i:the|these)\s+(?:robots|humanoids)|It|Its|They|Their)\b")
#: A company's own robots, spoken of by the company that opens the sentence ("Midea, based in Foshan, said it planned
#: to put some self-developed humanoid robots to work"): the registry's makers are not meant.
_OWN_MADE_ROBOTS = re.compile(r"\b(?:self-developed|in-house|home-?grown|its\s+own)\s+(?:[\w-]+\s+){0,2}?(?:humanoids?|robots?)\b",
                              re.I)
#: A sentence opening on whose its figures are, a name the registry does not know: "Schaeffler's big: 120,000
#: employees, …".
_UNKNOWN_POSSESSIVE = re.compile(r"\W*(?:(?:The|One|Another)\s+(?:[a-z]+\s+)?[a-z]+:\s+)?"  # ("The problem: Agile's data …")
                                 r"(?!(?:It|Its|Their|The|This|That|Our|His|Her|Today|Yesterday|Last|Next|There|Here|What"
                                 r"|Who|Where|As|In|At|For|With|When|While|If|Since|After|Before|By|On|From|And|But|So"
                                 # (contractions: "Let's be honest", "How's it going", "Everyone's robot")
                                 r"|Let|How|Why|Everyone|Everybody|Nobody|Someone|Somebody|Nothing|Everything|Something)\b)"
                                 r"[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3}['’]s?\s")


#: A time or turn told before a sentence's subject: "Recently, ", "Last week, ", "On Monday, ".
_OPENING_ADVERBIAL = (r"(?:(?:Recently|Meanwhile|Separately|Earlier|Last\s+\w+|This\s+\w+|On\s+\w+(?:\s+\d{1,2})?"
                      r"|(?:As\s+of|On|In|At|By|After|Before|Since|During|Following)\s+[^,]{1,40}"
                      # "Just one day earlier, DJI launched …", "Two years later, …"
                      r"|(?:Just\s+|Only\s+)?(?:[\w-]+\s+){1,3}(?:earlier|later|ago|before)),\s+)?")
#: A sentence opening on a name shaped like a company's and its verb: "Leju Robotics has drawn …", "Recently, Galaxy
#: General Robot Technology completed …".
_COMPANY_LIKE_OPENING = re.compile(r"\W*" + _OPENING_ADVERBIAL
                                   + r"(?-i:[A-Z][\w&.-]*)(?:\s+(?-i:[A-Z][\w&.-]*)){0,2}\s+(?-i:Robotics|Robot\s+Technology"
                                   r"|Technologies|Intelligence|Inc\.?|Ltd\.?|Co\.)(?:\s+(?-i:Co\.|Ltd\.?|Inc\.?))?,?"
                                   r"\s+(?-i:[a-z]+)\b")


def _names_unknown_company(stext: str, start: int, entities: SentenceEntities) -> bool:
    """The sentence opens on a company the registry does not know ("Leju Robotics has drawn investor attention after
    raising $200 million"): what it tells is that company's."""
    opening = _COMPANY_LIKE_OPENING.match(stext)
    return bool(opening) and not any(m.start < start + opening.end() for m in entities.mentions if not m.implicit)


def _owner_unknown(stext: str, start: int, entities: SentenceEntities) -> bool:
    """The sentence opens on whose its figures are, and the registry does not know the owner ("Schaeffler's big:
    120,000 employees"), nor is it a known person's company ("Musk's Texas-based company")."""
    owner = _UNKNOWN_POSSESSIVE.match(stext)
    if owner and re.sub(r"['’]s?\s$", "", owner.group(0)).strip(" \t\n\"“‘'(") in NOT_AN_OWNER:
        return False  # "China's humanoid makers shipped …": a country's, told of the field, not an unknown company's
    return bool(owner) and not any(m.cue != "topic" and m.start < start + owner.end() for m in entities.mentions)


#: A sentence opening on a capitalised name, not a pronoun or a preposition: "Midea, based in Foshan, said …".
_NAME_OPENING = re.compile(r"\W*(?!(?:It|They|We|He|She|This|That|These|Those|Its|Their|Our|The|A|An|In|On|By|At|For)\s)"
                           r"[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3},?\s")
#: A sentence opening on an organisation's name and its verb: "Leju Robotics completed …", "The Beijing Humanoid Robot
#: Innovation Center released …" (when the registry does not know the name, the claim is no one's here).
_UNKNOWN_ACTOR = re.compile(r"\W*" + _OPENING_ADVERBIAL
                            + r"(?!(?:It|They|We|He|She|This|That|These|Those|Its|Their|Our)\s)(?:The\s+)?"
                            r"(?:[A-Z][\w&.'’-]*\s+){0,4}[A-Z][\w&.'’-]*,?\s+"
                            # "Leju Robotics Technology Co., a Chinese company, has raised …"
                            r"(?:(?:a|an|the)\s+[^,]{1,60},\s+)?(?:has\s+|have\s+|had\s+)?(?:completed|raised|closed|secured"
                            r"|released|unveiled|launched|announced|introduced|debuted|shipped|delivered|opened|signed|won(?!['’]t)"
                            r"|issued\s+an?\s+(?:announcement|statement|filing|notice))\b"
                            # ("Goldman raised its estimate for robot shipments": a forecaster revising, no news of its own;
                            # "Regulators have raised concerns about …": a doubt voiced, no money)
                            r"(?!\s+(?:its|their|the|our)\s+(?:[\w-]+\s+){0,2}?" + _FORECAST_NOUNS + ")"
                            r"(?!\s+(?:[\w-]+\s+){0,2}?" + _DOUBT_NOUNS + r"\b)")
#: An unnamed company in a clause: "a robotics company you've never heard of raised …".
_A_COMPANY = re.compile(r"\b(?:a|an|another)\s+(?:[\w-]+\s+){0,3}?(?:company|firm|startup|start-up|maker"
                        r"|robotmaker)\b(?!\s+(?:that|which|who)\s+(?:has|had)\s+(?:raised|secured|closed))", re.I)
#: An unnamed company opening a sentence: "A small company worth only 2 billion yuan has …".
_INDEFINITE_COMPANY_OPENING = re.compile(r"\W*(?:A|An|Another|One)\s+(?:[\w-]+\s+){0,3}?(?:company|firm|startup|start-up"
                                         r"|maker|developer|manufacturer|rival|competitor)\b")


#: A venture a person founded, sold or took public, named by a capitalised word ("founded … Archer and taken it public").
_VENTURE = re.compile(r"\b(?:founded|co-founded|sold(?!\s+(?:to|by)\b)|started|built)\s+(?:[a-zA-Z-]+\s+){0,4}?([A-Z][\w-]+)")


def _another_venture(ctext: str, text: str, entities: SentenceEntities) -> bool:
    """The clause tells of a venture the registry does not know (a founder's earlier company)."""
    named = {text[m.start:m.end].lower() for m in entities.named}
    return any(m.group(1).lower() not in named and not any(m.group(1).lower() in n.split() for n in named)
               for m in _VENTURE.finditer(ctext))


#: The last word of an organisation's name, beyond the company suffixes: "… Innovation Fund", "… Stock Exchange".
_ORGANISATION_HEAD = re.compile(r"\b(?:Fund|Bank|Exchange|Foundation|Institute|University|Agency|Council|Ministry"
                                r"|Commission|Association|Cent(?:er|re)|Authority|Holdings|Investments?|Partnership"
                                r"|Global|Materials|Group|Automotive|Electronics|Logistics)$")


#: A heading's words, not a name's: a count opening it ("Three Vendors") or a page part closing it ("Deployment Overview").
_PAGE_WORDS = re.compile(r"^(?:Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Several|Many|Some|Top|Key)\s"
                         r"|\s(?:Overview|Highlights?|Summary|Updates?|Timeline|Background|Results|Takeaways?|News"
                         r"|Details|Facts|Figures|Trials?|Pilots?|Deployments?)$")


def _known_or_heading(doc: _Doc, name: str) -> bool:
    """Whether a candidate name is the registry's, or a registry name with page words after it ("BMW Deployment
    Highlights"), or a heading's common words ("Warehouse Trials": each word is written in lower case elsewhere in
    the document); an organisation's own last word ("… Innovation Fund") keeps it."""
    if _COMPANY_SUFFIX.search(name) or _ORGANISATION_HEAD.search(name):
        return any(m.start == 0 and m.end == len(name) for m in find_mentions(name, doc.registry))
    if any(m.start == 0 for m in find_mentions(name, doc.registry)) or _PAGE_WORDS.search(name):
        return True
    return all(re.search(rf"(?<![\w-]){re.escape(word.lower())}(?![\w-])", doc.text) for word in name.split())


def _propose(doc: _Doc, ctext: str, entities: SentenceEntities) -> None:
    """Names in a funding or deployment clause that look like organisations and are not in the registry."""
    named = {doc.text[m.start:m.end].lower() for m in entities.named}
    for m in _PROPOSED_NAME.finditer(ctext):
        name = _clean_name(m.group(0))
        owned = re.split(r"['’]s\s+", name)
        if len(owned) > 1 and not (_COMPANY_SUFFIX.search(name) or _ORGANISATION_HEAD.search(name)):
            name = owned[-1]  # "Geely's Zeekr", "Apptronik's Apollo": what is owned is named (not "Amazon's … Fund")
        if not name or name.lower() in named or len(name.split()) > 4 or _known_or_heading(doc, name):
            continue
        if _COMPANY_SUFFIX.search(name) or len(name.split()) >= 2 and all(w[:1].isupper() for w in name.split()):
            if not re.search(r"\d", name):
                doc.proposed[name] += 1


#: A sentence opening a list of a maker's customers, the list set as lines after its colon: "Much of the demand comes
#: from carmakers, with major players lining up, including:", "Its customers include:".
_CUSTOMERS_LISTED = re.compile(r"\b(?:customers?|clients?|buyers?|orders?|demand|lining\s+up|signed\s+up|users?)\b"
                               r"[^:]{0,120}\b(?:include|includes|including|such\s+as|among\s+them|are|like)\s*:\s*$", re.I)
#: One line of such a list: a name, perhaps with what it uses the robots for in brackets ("Foxconn (for logistics)").
_LISTED_CUSTOMER = re.compile(r"[-•*–]?\s*(?P<name>(?-i:[A-Z0-9])[\w&.'’-]*(?:[\s-]+(?-i:[A-Z0-9])[\w&.'’-]*){0,4})"
                              r"(?:\s*\([^()]{1,60}\))?[.;,]?", re.I)


def _listed_customer(doc: _Doc, sentence, stext: str, name: str, owner: str, opening: str) -> ExtractedClaim:
    """A customer given as one line of a list a sentence opened ("including:" then "BYD"): the owner's robots are
    deployed there (its deployment claim, the line its evidence)."""
    return ExtractedClaim(
        subject=owner, predicate="deployed_at", object_text=name, qualifier=name[:200], claim_type="deployment",
        confidence=_confidence(named=False, implicit_cue="topic", number=False, date=False, hedged=False, words=len(opening.split())),
        stance="neutral", statement=f"{opening}: {name}.", evidence_text=stext, evidence_start=sentence.start,
        evidence_end=sentence.end,
        object_entity=next((m.slug for m in find_mentions(name, doc.registry) if (m.start, m.end) == (0, len(name))), None))


def _claims(text: str, *, published_at: dt.datetime, entities: list[EntityRef], title: str,
            date_precision: str = "day") -> tuple[list[ExtractedClaim], _Doc]:
    """Every claim the rules find in ``text`` (see :func:`extract_claims`), and the document's state."""
    registry = registry_for(entities)
    sents = sentences(text)
    mentions = find_mentions(text, registry)
    topic = document_topic(title, text, sents, registry)
    doc = _Doc(text, published_at, registry, Counter(), topic.robot,
               frozenset(m.slug for m in mentions) | frozenset(m.slug for m in find_mentions(title, registry)),
               frozenset((m.start, m.end) for m in mentions if m.kind == "robot"),
               paper=len(list(islice(_OWN_WORK.finditer(text), 2))) == 2, topic_company=topic.company,
               topic_product=topic.product,
               weekdays=date_precision == "day")
    out: list[ExtractedClaim] = []
    seen_sentences: set[str] = set()
    stranger = False  # the sentence before opened on a company the registry does not know
    customers_of: tuple[str, str] | None = None  # (whose robots, the line opening a list of their customers)
    for entities_here in resolve(text, sents, mentions, registry, topic=topic):
        sentence = entities_here.sentence
        stext = text[sentence.start:sentence.end]
        if customers_of is not None:
            if stext.strip() in ("-", "•", "*", "–"):
                continue  # a list's mark set on its own line
            item = _LISTED_CUSTOMER.fullmatch(stext.strip())
            if item and text[sentence.end:sentence.end + 1] in ("\n", ""):
                out.append(_listed_customer(doc, sentence, stext, item.group("name"), *customers_of))
                continue
            customers_of = None
        listing = _CUSTOMERS_LISTED.search(stext)
        if listing and text[sentence.end:sentence.end + 2].lstrip(" ")[:1] in ("\n", "-", "•"):
            owner = next((m.slug for m in entities_here.mentions if m.kind == "robot"), None) or topic.robot \
                or next((m.slug for m in entities_here.mentions if m.kind == "company" and registry.robots_of(m.slug)), None) \
                or topic.company
            customers_of = (owner, _statement(stext).rstrip(":")) if owner else None
        unnamed = not any(not m.implicit and m.start - sentence.start < 60 for m in entities_here.mentions)
        # "Leju Robotics Technology Co., a Chinese company, has raised $200 million. The funding will support …": the
        # stranger's round, and what its next sentence tells of "the funding" or "it", are no registry entity's
        follows_stranger = stranger and unnamed and bool(_STRANGER_FOLLOW.match(stext))
        stranger = unnamed and bool(_UNKNOWN_ACTOR.match(stext) or _NAME_OPENING.match(stext) and _OWN_MADE_ROBOTS.search(stext)
                                    or _owner_unknown(stext, sentence.start, entities_here)
                                    or _names_unknown_company(stext, sentence.start, entities_here)) or follows_stranger
        # "A small company worth only 2 billion yuan has a market value of 10 billion": another company's money (not a
        # lede's "A Chinese company has unveiled a video of …", which opens on the piece's own subject)
        unnamed_company = unnamed and bool(_INDEFINITE_COMPANY_OPENING.match(stext))
        unnamed_raiser = _UNNAMED_RAISER.search(stext)
        key = " ".join(stext.lower().split())
        if key in seen_sentences or _QUESTION.search(stext) or _no_comment(stext) or _CAPTION.match(stext) \
                or _CAPTION.match(text[text.rfind("\n", 0, sentence.start) + 1:sentence.end]) \
                or _INTERVIEW_TITLE.match(stext) or _TAG_LINE.fullmatch(stext.strip()) or not entities_here.mentions \
                or _LIST_OPENER.search(stext) or _COMPARISON_ROW.match(stext) \
                or _line_alone(text, sentence) and _UNMARKED_QUESTION.match(stext) \
                and not stext.rstrip().endswith((".", "!")):
            continue
        seen_sentences.add(key)
        words = stext.count(" ") + 1
        statement = _statement(stext)
        identities: set[tuple] = set()
        first_of_sentence = len(out)
        names = [(m.start, m.end) for m in entities_here.mentions if not m.implicit]
        work = []
        clauses = _clauses(doc, sentence, names)
        for clause in clauses:
            left = _left_behind(text, clause)
            drafts = [d for d in _drafts(doc, clause, entities_here, stext) if not _prior_value(text, clause, d, left)]
            if drafts and clause is clauses[0] and len(clauses) > 1 and _CONCEDED.match(text, clause.start) \
                    and not (clause.money or clause.quantities or clause.times) \
                    and clause.cues["NEGATIVE"] == 0 and clauses[1].cues["NEGATIVE"] > 0:
                # "While the general-purpose robot remains the goal, the technology is not yet mature": the good
                # conceded is the ground of the doubt that follows, no claim of its own; a skill conceded is still
                # shown ("While the robot can walk and pick up boxes, it falls short of a full shift")
                drafts = [d for d in drafts if d.claim_type == "capability" and d.predicate == "capability"]
            if drafts and work and clause.money and _SIZE_CONTINUED.match(text, clause.start, clause.end) \
                    and any(d.predicate == "market_size" for d in work[-1][1]) \
                    and not any(d.predicate == "market_size" for d in drafts):
                # "by 2035 the market will reach $30-50 billion, and by 2050 it will reach $1.4-1.7 trillion": "it" is
                # the size just told
                drafts = [_Draft("timeline", "market_size", m.text, m.amount, m.currency, anchor=m.start)
                          for m in clause.money]
            if drafts:
                work.append((clause, drafts))
            elif work and _VERDICT.match(text, clause.start, clause.end) \
                    and any(d.claim_type == "timeline" for d in work[-1][1]):
                # "Tesla said a thousand robots would work in its factories in 2025, and Tesla fell far short": the
                # promise is told as broken
                before, plans = work[-1]
                work[-1] = (before, [_Draft(**{**d.__dict__, "stance": "negative"}) if d.claim_type == "timeline" else d
                                     for d in plans])
        work = _later_guessed(text, work)
        work = _undone_later(text, work)
        if not work and names and any(not _TITLED_NAME_WORD.match(stext, m.start()) for m in _EVALUATIVE.finditer(stext)):
            # A judgement no rule above reads ("X has become one of China's hottest entrepreneurs",
            # "X was a pioneer, but giants have stepped in"): an opinion about whom the sentence names.
            whole = _analyse(doc, sentence.start, sentence.end, names)
            judged = [_Draft("opinion", "opinion", _object_phrase(stext))]
            work.append((whole, (_ability_judged(stext, judged) if _robotic(doc, whole, entities_here) else []) + judged))
        # Judgements told in clauses of their own ("X has been a pioneer, but giants have stepped in") are each
        # told in their own words, not both in the whole sentence.
        judged_apart = sum(1 for _, drafts in work if any(d.claim_type == "opinion" for d in drafts)) > 1
        for clause, drafts in work:
            ctext = text[clause.start:clause.end]
            if any(d.claim_type in ("funding", "deployment") for d in drafts):
                _propose(doc, ctext, entities_here)
            forward = _forward(doc, clause)
            hedged = _hedged(clause, text)
            off_record = bool(_OFF_RECORD.search(text, clause.start, clause.end))
            # the time of a state left behind dates only it ("from $50,000 last year, to $30,000 now")
            left = _left_behind(text, clause)
            old_times = {t.start for t in clause.times if any(start <= t.start < end for start, end in left)}
            drafts = _each_of(text, clause, drafts, entities_here)
            drafts = _makers_listed(doc, clause, drafts, entities_here)
            for draft in drafts:
                subject = _subject(doc, draft, clause, entities_here)
                if subject is None:
                    continue
                if subject.kind == "person" and draft.claim_type != "opinion" and subject.slug in doc.registry.affiliations \
                        and not _PERSONS_OTHER_COMPANY.match(text, subject.end):
                    # "Elon Musk promises robot armies": a plan or fact is his company's, not the person's (who is
                    # the subject only of judgements of himself)
                    subject = Mention(doc.registry.affiliations[subject.slug], "company", subject.start, subject.end,
                                      implicit=True, cue="maker")
                subject = _robot_meant(doc, draft, clause, entities_here, subject)
                subject = _customer_robot(doc, draft, clause, entities_here, subject)
                if subject.implicit and draft.claim_type in ("opinion", "capability", "timeline", "deployment") \
                        and _section_heading(text, sentence.start, sentence.end) and not _title_line(text, sentence, title) \
                        and not any(not m.implicit and m.slug == subject.slug and sentence.start <= m.start < sentence.end
                                    for m in entities_here.mentions):  # (a headline that names it: "Musk Says the Robot …")
                    continue  # a section heading naming no one ("Hype Versus Reality", "Built for the Real World",
                    # "Deployment Overview") frames the piece: it judges no one and tells nothing anyone can do or did
                    # (an infobox row still states a figure)
                if draft.claim_type == "opinion" and stext.rstrip(" \"'”’").endswith(":"):
                    continue  # "Musk went through the hardest problems left:": the lines after it say what they are
                if draft.claim_type == "opinion" and _OWN_STAFF.search(ctext) and not _BUSINESS.search(stext):
                    continue  # "Their contributions have been pivotal to our success", "a payout to our dedicated
                    # team": a company thanking its people judges neither its robots nor its business
                if subject.implicit and stranger:
                    continue  # "Leju Robotics completed a round of 1.5 billion yuan": a company the registry does not know
                if unnamed_raiser and (subject.implicit or subject.start < sentence.start + unnamed_raiser.start()) \
                        and sentence.start + unnamed_raiser.start() < (draft.anchor or clause.start):
                    continue  # "While Optimus is stuck in the lab, a quieter competitor secured $520 million—and their
                    # robots work at …": the unnamed company's robots
                if draft.predicate in _ROBOT_WORK and _NON_HUMANOID_ROBOTS.search(ctext) \
                        and not re.search(r"\bhumanoids?\b", ctext, re.I) \
                        and not any(m.kind == "robot" and not m.implicit and clause.start <= m.start < clause.end
                                    for m in entities_here.mentions):
                    continue  # "Tesla already employs hundreds of robots designed for specific jobs": no humanoid's
                if draft.claim_type == "funding" and subject.implicit and (unnamed_company or subject.cue not in ("company", "we", "they") and any(
                        a.start() < (draft.anchor or clause.end) - clause.start for a in _A_COMPANY.finditer(ctext))):
                    continue  # "a robotics company you've probably never heard of just made a €1 billion raise"
                if draft.claim_type == "funding" and subject.implicit and subject.cue == "topic" and _PUBLIC_MONEY.search(ctext):
                    continue  # "greased by state cash: $20 billion in subsidies, a $137 billion innovation fund": the
                    # state's money for the sector, no round of the piece's company
                if (draft.claim_type == "funding" or draft.predicate == "price") and subject.implicit \
                        and _another_venture(ctext, text, entities_here):
                    continue  # "founded Archer and taken it public at a valuation of $2.7 billion": Archer's, not the topic's
                if doc.paper and (subject.implicit and not (doc.topic_product and subject.slug == doc.topic_company
                                                            and draft.claim_type == "capability"
                                                            and _PART_DOES.match(stext))
                                  or subject.kind == "robot" and _OWN_WORK.search(stext)):
                    # "we deploy our model on the Fourier GR-1": the paper's work on a platform, no claim of the robot;
                    # a paper's "we", "it" and unnamed subjects are its authors and its method, no registry entity
                    # (but what the parts of a maker's model do, in a paper titled by the model, are its capabilities).
                    continue
                if subject.kind == "market" and (doc.paper or _OWN_WORK.search(stext)):
                    # "We present Labimus, a benchmark for humanoid manipulation": the paper's own work; "Humanoid
                    # robots have shown impressive motor skills" opening a paper: its background, no market claim.
                    continue
                if subject.kind == "market" and draft.predicate in ("height", "weight", "payload", "degrees_of_freedom",
                                                                     "speed", "runtime"):
                    continue  # "a 1.7-metre humanoid walked on stage", "the robot can walk at 5 km/h": one robot's
                    # build and pace, no figure of the field
                if draft.predicate in ("price", "subscription_price") and draft.anchor is not None \
                        and (named_product := _PRODUCT_PRICED.search(text, max(clause.start, draft.anchor - 180),
                                                                     draft.anchor)) \
                        and not any(named_product.start() <= m.start < named_product.end() and not m.implicit
                                    and m.kind == "robot" for m in entities_here.mentions):
                    continue  # "rivals like the Kestrel K3, which sells for $90,000" ("the Agility D9, which …"): a
                    # product the registry does not know, no price of the field's or of the robot compared with it
                if draft.predicate == "deployed_at" and draft.object_entity == subject.slug \
                        and (registry.robots_of(subject.slug) or subject.slug in registry.robot_companies):
                    continue  # "inside AgiBot's warehouse, around 100 robots work": a maker's robots at its own site,
                    # no customer's deployment of the maker (a customer's test at its own plant is one: "BMW is testing
                    # humanoid robots on its assembly lines")
                if subject.kind == "company" and draft.predicate in ("price", "subscription_price"):
                    continue  # "launched the R1 humanoid at 39,900 yuan": a product the registry does not know, no price of
                    # the company (a price reads "Unitree Robotics is priced at …")
                if draft.claim_type == "opinion" and subject.kind == "person" and registry.affiliations.get(subject.slug) \
                        and _WITHHELD.search(ctext):
                    # "Peng did not say how many of those robots had paying customers": what his company withholds
                    subject = Mention(registry.affiliations[subject.slug], "company", subject.start, subject.end,
                                      implicit=True, cue="maker")
                if subject.kind == "market" and draft.claim_type == "capability":
                    # What "humanoid robots" in general can do is a judgement about the field, not a product's spec.
                    draft = _Draft("opinion", "opinion", draft.object_text, anchor=draft.anchor)
                if draft.phrase:
                    draft = _Draft(**{**draft.__dict__, "object_text": _predicate_phrase(text, clause, subject)
                                      or draft.object_text})
                if draft.predicate == "acquisition" and draft.value is None and subject.kind == "company":
                    owner = _owner_named(text, clause, subject, entities_here)
                    if owner is not None:  # "Hyundai acquired Boston Dynamics in 2021": bought by Hyundai
                        draft = _Draft(**{**draft.__dict__, "object_text": f"by {registry.names.get(owner.slug, owner.slug)}",
                                          "object_entity": owner.slug})
                occasions = {t.start for t in clause.times if names_occasion(text, t, doc.published_at)
                             or _speech_occasion(text, t, clause.end)} \
                    if _draft_forward(draft, ctext, forward) or draft.claim_type == "opinion" else set()
                times = _times_for(clause, draft, skip=occasions | old_times,
                                   respectively=bool(_RESPECTIVELY.search(ctext)))
                if draft.anchor is not None:
                    # "Figure, which launched in 2022, quickly raised $70 million": the year dates the launch, a
                    # verb of its own, and the next verb after the comma tells another event
                    times = [t for t in times if not (t.end <= draft.anchor and _NEXT_EVENT.match(text, t.end, draft.anchor)
                                                      and _VERB_DATED.search(text, max(clause.start, t.start - 25), t.start))]
                if draft.claim_type in ("timeline", "opinion"):
                    # "said on Tuesday that it plans to …": the day it was said, not when the plan is for
                    times = [t for t in times if not names_weekday(t)]
                if draft.predicate == "acquisition" and draft.object_entity:
                    # "As of 2015, Kia is owned by Hyundai": the day an ownership is told of, not when it was bought
                    times = [t for t in times if not t.text.lower().startswith("as of")]
                founded = _FOUNDED.search(ctext) if draft.claim_type == "capability" or draft.qualifier == "founder" else None
                if founded:  # "Founded in 2022 by Y, Acme builds robots that …": the year is the founding's, no
                    # period the capability or the founder holds for
                    times = [t for t in times if not clause.start + founded.start() <= t.start < clause.start + founded.end()]
                valid_from = next((t.valid_from for t in times if t.valid_from), None)
                valid_until = next((t.valid_until for t in times if t.valid_until), None)
                if draft.predicate == "leadership":
                    # a role is held from then on: "new CEO Jane Roe spoke at the meeting in May" does not end in May
                    valid_until = None
                qualifier = draft.qualifier or _period(draft.predicate, valid_from, valid_until,
                                                       forecast=subject.kind == "market")
                # A maker praising itself or its robot, in this clause ("Tesla says …, and I doubt it": the doubt is not Tesla's).
                self_praise = any(not m.implicit and m.kind == "company" and is_speaker(text, m)
                                  and clause.start <= m.start < clause.end and not _TOLD_OF.match(text, m.end)
                                  and (m.slug == subject.slug or registry.makers.get(subject.slug) == m.slug)
                                  for m in entities_here.mentions)
                forward_here = _draft_forward(draft, ctext, forward)
                if forward_here and draft.predicate in ("height", "weight") and draft.anchor is not None \
                        and _SPEC_ADJECTIVE.match(text, draft.anchor) and not _FUTURE_CUE.search(text, clause.start, draft.anchor):
                    forward_here = False  # "The 5-foot, 9-inch Digit … aims to …": the robot's build, told as it is
                stance = draft.stance or _stance(clause, draft.claim_type, forward_here, text,
                                                 sentence_start=sentence.start, self_praise=self_praise)
                if draft.claim_type == "capability" and stance == "negative" and _limitation_only(text, clause):
                    stance = "neutral"  # "a prototype that can't walk on its own": what it cannot do is its spec
                if draft.predicate in ("listing", "listing_planned", "leadership"):
                    # a listing, a founder, who leads or leaves are facts of record: the share price's moves and what
                    # a departure is said to mean are not about them
                    stance = "neutral"
                if draft.predicate == "capability" and not draft.stance and (forward_here or stance == "negative") \
                        and not _BUILT_WITH.search(ctext):
                    # A skill told ahead and undated ("whatever you can think of, it will do", "could someday unload
                    # trucks") is a hope, and a skill doubted ("it says nothing about whether Optimus can think") a
                    # doubt: opinions, not what the robot is shown to do; one already told is not told twice. What it
                    # will be built with stays a fact ahead ("will be using AI similar to the cars'", like a spec told
                    # in the future tense), and a skill lacking told as its spec (a stance of its own) stays a skill.
                    judged = any(c.claim_type == "opinion" and c.subject == subject.slug for c in out[first_of_sentence:]) \
                        or any(d.claim_type == "opinion" for d in drafts)
                    if judged and stance == "negative":
                        continue
                    if not judged:
                        draft = _Draft(**{**draft.__dict__, "claim_type": "opinion", "predicate": "opinion"})
                hedged_here = hedged or (off_record and draft.claim_type != "statistic")
                claim = ExtractedClaim(
                    subject=subject.slug,
                    predicate=draft.predicate,
                    object_text=_paired_quotes(draft.object_text[:500]) or draft.predicate,
                    object_value=draft.value,
                    object_unit=draft.unit,
                    qualifier=qualifier[:200],
                    claim_type=draft.claim_type,
                    confidence=_confidence(named=not subject.implicit, implicit_cue=subject.cue,
                                           number=draft.value is not None, date=bool(times), hedged=hedged_here,
                                           words=words),
                    stance=stance,
                    hedged=hedged_here,
                    forward_looking=forward_here or draft.claim_type == "timeline",
                    statement=_statement(ctext) if judged_apart and draft.claim_type == "opinion" else statement,
                    evidence_text=stext,
                    evidence_start=sentence.start,
                    evidence_end=sentence.end,
                    valid_from=valid_from,
                    valid_until=valid_until if not (valid_from and valid_until and valid_until < valid_from) else None,
                    time_expression=times[0].text if times else "",
                    object_entity=draft.object_entity if draft.object_entity != subject.slug else None,
                )
                identity = duplicate_key(claim)
                if identity in identities:
                    continue
                identities.add(identity)
                out.append(claim)
        _own_statements(out[first_of_sentence:], registry)
    return out, doc


#: A company speaking of its own people or its story, not of its robots or business: "our dedicated team", "our
#: employees", "as we embark on this exciting new chapter", "their contributions have been pivotal to our success".
_OWN_STAFF = re.compile(r"\b(?:our|its|their)\s+(?:(?:dedicated|whole|entire|talented|amazing|incredible|hard-working)\s+)?"
                        r"(?:team|teams|employees|staff|people|colleagues|team\s+members)\b(?!\s+(?:of|at)\s)"
                        r"|\b(?:new|next|exciting)\s+chapter\b|\bcontributions\s+have\s+been\b", re.I)
#: What a company's business is: a sentence naming it speaks of more than its people ("… for our team, and how our
#: approach opens us up to the largest market").
_BUSINESS = re.compile(r"\b(?:robots?|humanoids?|androids?|markets?|customers?|products?|deploy\w*|revenue|sales"
                       r"|teleoperat\w*|autonom\w*)\b", re.I)
#: A round told as done: its own future ("… a round that will see the company scale") is the round's purpose.
_RAISE_DONE = re.compile(r"\b(?:raised|closed|completed|completion|secured|announced|confirmed|landed|won)\b", re.I)
_RAISE_PLANNED = re.compile(r"\b(?:in\s+talks|seek\w*|plans?\s+to|aims?\s+to|looking\s+to|hopes?\s+to|would|could|(?-i:may)|might"
                            r"|is\s+set\s+to|expects?\s+to)\b", re.I)
#: Filed for a listing: a step taken, not only a plan.
_LISTING_FILED = re.compile(r"\b(?:filed|submitted)\b", re.I)
_TARGET_PRICE = re.compile(r"\btarget(?:ed|s)?\s+(?:\w+\s+){0,2}(?:cost|price)|\b(?:cost|price)\s+target\b", re.I)


def _draft_forward(draft: _Draft, ctext: str, forward: bool) -> bool:
    """Whether one claim of a clause is a projection: the clause's verdict, but for what a predicate settles.

    A plan to list is a projection until a prospectus is filed; a round told as raised is a fact whatever
    its purpose will bring; a target price is a projection however it is told; a change of leader told in
    the future tense ("will take over") is decided, a fact.
    """
    if draft.done:
        return False
    if draft.predicate == "listing_planned":
        return not _LISTING_FILED.search(ctext)
    if draft.predicate == "listing":
        return False  # a listing that happened is a fact, whatever the clause says of next year ("pledged … for a year")
    if draft.predicate == "investors" and re.search(r"\w-backed\b", ctext):
        return False  # "Tencent-backed AgiBot is seeking to acquire …": who backs it already, whatever it plans
    if draft.predicate in ("acquisition", "investors") and _RAISE_PLANNED.search(ctext):
        return True  # "in talks to buy a stake": a deal not done
    if draft.predicate in ("raised_funding", "valuation") and draft.value is not None and forward \
            or draft.predicate == "investors" and forward:
        return not (_RAISE_DONE.search(ctext) and not _RAISE_PLANNED.search(ctext))
    if draft.predicate == "price" and _TARGET_PRICE.search(ctext):
        return True
    if draft.predicate == "deployed_at" and _DEPLOYED_ALREADY.search(ctext):
        return False
    if draft.predicate == "partnership" and _PARTNERSHIP_MADE.search(ctext):
        return False  # "… under a partnership announced at CES": the partnership is made, whatever is planned
    if draft.predicate == "leadership" and _ORG_CHANGE.search(ctext):
        return False  # "X will take over responsibility for Optimus": a change of leader decided, told ahead
    return forward


#: Claim types whose claims read as facts of the vocabulary ("Figure AI is valued at $39 billion").
_STRUCTURED = frozenset({"funding", "statistic", "deployment"})


def _own_statements(claims: list[ExtractedClaim], registry) -> None:
    """When one sentence states several facts, each structured claim gets a statement of its own.

    "Figure AI raised $675 million in a Series B round at a $2.6 billion valuation" is
    two claims; shown as the same sentence twice (in lists, search, diffs) they read as
    a repeat. A funding, statistic or deployment claim with a value then reads as its
    predicate's template ("Figure AI raised $675 million (Series B).", "Figure AI is
    valued at $2.6 billion."); opinions and projections keep the sentence, whose
    attribution and hedges they need. The evidence is always the sentence.
    """
    if len({(c.predicate, c.object_text, c.subject) for c in claims}) < 2:
        return
    for claim in claims:
        meaning = predicate_of(claim.predicate)
        if claim.claim_type not in _STRUCTURED or claim.forward_looking or not meaning.extracted \
                or claim.predicate in ("metric", "capability") or len(claim.object_text.split()) > 8 \
                or meaning.qualifier == "site" and not (claim.object_text[:1].isupper() and claim.qualifier):
            # (a site the sentence did not name — "the pilot was paused", "Figure AI has retired the Figure 02 fleet" —
            # reads wrong in a template: "Figure 02 paused its deployment at Figure AI has retired …")
            continue
        subject = registry.names.get(claim.subject, claim.subject)
        if whole_word(subject).search(claim.object_text):
            # An object that names its own subject is a clause, not a value ("Hyundai acquired Boston Dynamics in
            # 2021"): a template would name the subject twice ("Boston Dynamics acquired Hyundai acquired …").
            claim.statement = _statement(claim.object_text)
            continue
        text = meaning.statement(subject, claim.object_text)
        stem = re.sub(r"(?:ers?|ed|ing)$", "", claim.qualifier.lower()) if claim.qualifier else ""
        if stem and stem not in text.lower():  # ("founded by Brett Adcock" says "founder" already)
            text += f" ({claim.qualifier})"
        claim.statement = _statement(text)


#: What precedes a value the sentence has since replaced: "from 200 units to 20", "up sixfold from a previous
#: projection of $6 billion", "down from".
_FROM_BEFORE = re.compile(r"\bfrom\s+(?:an?\s+|the\s+|its\s+|their\s+|our\s+|his\s+|her\s+|this\s+|that\s+)?(?:(?:previous|prior|earlier|initial|original"
                          r"|last)\s+)?(?:[\w-]+\s+){0,2}?(?:of\s+)?(?:about\s+|around\s+|roughly\s+)?$", re.I)
_CHANGE_BEFORE = re.compile(_CHANGE_WORDS, re.I)
_BY_BEFORE = re.compile(rf"(?:{_CHANGE_WORDS}|\b(?:gain(?:ed|s)?|lost)\b)\s+by\s+(?:about\s+|around\s+|roughly\s+)?$", re.I)
_VAGUE_COUNT = re.compile(VAGUE, re.I)
#: The new figure told before the old: "… to $38 billion from $6 billion".
_NEW_THEN_OLD = re.compile(r"\bto\s+(?:about\s+|around\s+)?(?:[$€£¥]|US\$|\d)\S*(?:\s+(?:million|billion|trillion|bn|units|robots))?"
                           r"\s+from\s+(?:[\w-]+\s+){0,3}$", re.I)
_TO_AFTER = re.compile(rf"\s*(?:[\w-]+\s+){{0,3}}?to\s+(?:about\s+|around\s+|roughly\s+|just\s+)?(?:[$€£¥]|US\$|\d|(?:{VAGUE})\b)",
                       re.I)


#: A state left behind, told whole between "from" and "to" and its new figure: "has dropped — from a range that ran
#: between an estimated $50,000 and $250,000 per unit last year, to between $30,000 and $150,000 now". No clause
#: set off by a comma lies inside it ("from $2.6 billion in 2024, when it raised $675 million, to $39 billion": the
#: round is a claim of its own).
_FROM_TO = re.compile(r"\bfrom\b(?P<old>(?:(?!,\s)[^;]){1,160}?),?\s+to\s+(?:a\s+(?:range|level|total|high|low)\s+of\s+)?"
                      r"(?:between\s+)?(?:about\s+|around\s+|roughly\s+|just\s+)?(?:[$€£¥]|US\$|\d)", re.I)


def _left_behind(text: str, clause: "_Clause") -> list[tuple[int, int]]:
    """The spans of ``text`` (``(start, end)`` offsets into it) that tell the state a change left behind
    (:data:`_FROM_TO`), after a verb of change ("dropped", "rose", "cut"): each holds a figure of the clause ("a range
    that ran between an estimated $50,000 (…) and $250,000 (…) per unit last year" in the example there). Its
    figures are no claim of their own, and its time dates only them ("last year" is the old price's, not the new
    one's). A period told "from 2023 to 2025" holds no figure and is none."""
    spans = []
    figures = [q.start for q in clause.quantities] + [m.start for m in clause.money]
    for m in _FROM_TO.finditer(text, clause.start, clause.end):
        start, end = m.span("old")
        if _CHANGE_BEFORE.search(text, max(clause.start, m.start() - 40), m.start()) \
                and any(start <= f < end for f in figures):
            spans.append((start, end))
    return spans


def _prior_value(text: str, clause: "_Clause", draft: "_Draft", left: list[tuple[int, int]]) -> bool:
    """Whether a draft's figure is the value the clause says was replaced ("from 200 units to 20 units",
    "up more than sixfold from a previous projection of $6 billion", or inside one of ``left``, the clause's
    :func:`_left_behind` spans) or the size of a change ("rose by 8 billion yuan to 11 billion"): not a claim of its
    own."""
    if draft.anchor is None or draft.value is None and not _VAGUE_COUNT.fullmatch(draft.object_text):
        return False  # (a vague count may be left behind too: "ramping up from hundreds to thousands of units")
    if any(start <= draft.anchor < end for start, end in left):
        return True
    before = text[max(clause.start, draft.anchor - 60):draft.anchor]
    end = draft.anchor + len(draft.object_text)
    if _BY_BEFORE.search(before):
        return bool(_TO_AFTER.match(text, end, clause.end))  # "soared by 8 billion yuan to 11 billion": a change
    if not _FROM_BEFORE.search(before):
        return False
    return bool(_TO_AFTER.match(text, end, clause.end) or _CHANGE_BEFORE.search(before) or _NEW_THEN_OLD.search(before))


#: Capitalised words closing on a year make a name with it ("AI Day 2023", "CES 2024", "WRC 2023"); prepositions,
#: articles and fiscal labels do not ("In 2023", "FY 2025").
def _speech_occasion(text: str, time: TimeExpression, end: int) -> bool:
    """Whether ``time`` dates the saying of what follows, not what is said: "Musk predicted in March that robots will
    one day outnumber people", "Tesla said in April 2024 that it might sell Optimus by the end of 2025" (not when
    what is said refers back to it before ``end``: "said in 2025 that … by the end of that year")."""
    return bool(_SPEECH_BEFORE.search(text, max(0, time.start - 60), time.start)) and bool(_THAT_AFTER.match(text, time.end)) \
        and not _THAT_TIME.search(text, time.end, end)


#: A verb of saying before a time, nothing but its setting between ("predicted at the company's AI Day in March").
_SPEECH_BEFORE = re.compile(r"\b(?:said|says|predicted|predicts|told|announced|claimed|wrote|stated|promised|pledged"
                            r"|forecast|projected|vowed|declared|insisted|argued|suggested)\b(?:\s+(?!that\b)[^\s.;:!?]+){0,8}"
                            r"\s+(?:in|on|at|during|last|this|back\s+in)?\s*$", re.I)
_THAT_AFTER = re.compile(r",?\s+that\b")
_THAT_TIME = re.compile(r"\b(?:that|the\s+same)\s+(?:year|month|quarter|week|day)\b", re.I)


#: A preposition of a deadline or period before the name: "by Christmas 2024", "in Fiscal 2024" are horizons.


#: Figures paired with what was listed before them, in order: "by 2027 and 2032, … 76,000 units and 502,000 units,
#: respectively".
_RESPECTIVELY = re.compile(r"\brespectively\b", re.I)


def _times_for(clause: _Clause, draft: _Draft, *, skip: set[int] = frozenset(),
               respectively: bool = False) -> list[TimeExpression]:
    """The time expressions that date ``draft``: the clause's, or for a figure among several, its own alone.

    A figure is dated by the nearest expression, one after it preferred ("5,000 units produced in 2026"
    after "working by the end of 2025"; "one legion this year and 10 legions next year"): an expression
    before the figure counts at four times its distance. Its valid time is never half of one expression
    and half of another. ``skip``: the starts of expressions that date no claim here (a forecast's occasion).
    ``respectively``: the clause pairs as many figures with as many expressions, in order ("by 2027 and 2032,
    shipments will reach 76,000 and 502,000 units, respectively": 76,000 is 2027's).
    """
    times = [t for t in clause.times if t.start not in skip and not (draft.done and t.forward_looking)]
    figures = sorted({q.start for q in clause.quantities} | {m.start for m in clause.money})
    if respectively and draft.anchor in figures and len(figures) == len(times) >= 2:
        return [sorted(times, key=lambda t: t.start)[figures.index(draft.anchor)]]
    if clause.plan_at is not None:  # a plan told in a "with" phrase has its own time, and only it has it
        own = (draft.anchor or 0) >= clause.plan_at
        times = [t for t in times if (t.start >= clause.plan_at) == own]
    if draft.anchor is not None and times and len(clause.money) >= 2:
        # Among several amounts, an expression dates the amount nearest it ("valued at $39 billion, up from its
        # $2.6 billion Series B valuation last year": last year is the $2.6 billion's).
        def nearest_amount(t: TimeExpression) -> int:
            return min(clause.money, key=lambda m: abs(m.start - t.start)).start
        nearest = [t for t in times if nearest_amount(t) == draft.anchor]
        if any(m.start == draft.anchor for m in clause.money):
            return nearest
    if draft.anchor is None or len(times) < 2 or draft.claim_type not in ("timeline", "statistic") \
            and draft.predicate != "acquisition":  # (owners in turn: "acquired by Google in 2013, sold to SoftBank in 2017")
        return times

    if draft.predicate == "acquisition":
        # each change of owner told with its own year after it: "sold to SoftBank in 2017"
        after = [t for t in times if t.start >= draft.anchor]
        return after[:1] or times

    def distance(t: TimeExpression) -> int:
        return t.start - draft.anchor if t.start >= draft.anchor else 4 * (draft.anchor - t.end)

    return [min(times, key=distance)]


def _period(predicate: str, valid_from: dt.date | None, valid_until: dt.date | None, *, forecast: bool = False) -> str:
    """The year a claim of a period-keyed predicate is for (:mod:`claims.vocabulary`), or ``""``.

    "5,000 robots in 2025" and "50,000 in 2026" are two yearly figures, not one
    revised; a market "by 2035" is the 2035 market. A plan's deadline ("1,000
    by 2025", no start) is part of the plan: a later plan with another deadline
    revises it, so a ``plan_period`` needs a period that starts and ends in one year. A ``forecast``
    (of a market, by an analyst) is for its horizon year, deadline or not: "13 million by 2035".
    """
    kind = predicate_of(predicate).qualifier
    if (kind == "period" or kind == "plan_period" and forecast) and (valid_until or valid_from):
        return str((valid_until or valid_from).year)
    if kind == "plan_period" and valid_from and valid_until and valid_from.year == valid_until.year:
        return str(valid_from.year)
    return ""


def extract_claims(text: str, *, published_at: dt.datetime, entities: list[EntityRef], title: str = "",
                   date_precision: str = "day") -> ExtractionResult:
    """Extract typed atomic claims about registry entities from one cleaned document text.

    Args:
        text: the document's stored text (``claims.cleaning`` applied; any length).
        published_at: the document's known-at (timezone-aware; naive is taken as UTC).
            Relative time expressions resolve against it, and it decides what is
            forward-looking.
        entities: the registry. Matching is compiled once per distinct registry and cached.
        title: the document's title: the first thing that says what it is about.
        date_precision: how much of ``published_at`` the source gave ("day", "month", "year";
            :attr:`claims.models.Document.date_precision`): weekdays are read only from a known day.

    Returns:
        An :class:`ExtractionResult` with ``pipeline == PIPELINE``: claims in text order,
        each with ``text[evidence_start:evidence_end] == evidence_text`` (the whole
        sentence, lead-in excluded), and the organisation-like names seen in funding and
        deployment sentences that the registry lacks, with counts.

    Rules (module docstring for the steps):
        - A question asserts nothing; a sentence repeated word for word (a headline
          restated) is read once.
        - A clause is an **opinion** when someone's belief or doubt frames it ("I do not
          believe …", "analysts warn …"), when it is a vague or evaluative prediction
          ("will be the biggest product of all time"), or when it reveals what undercuts
          a claim (teleoperation, "could not finish a task", a number not disclosed).
        - **Funding**: money with funding words (one claim per amount: the round, the
          valuation, a total), the investors, a listing or an acquisition.
        - **Statistic**: each measured quantity (weight, height, payload, runtime, speed,
          degrees of freedom, units built, shipped or at work, capacity), each price, a
          market size; and an organisation's founding, headquarters or change of leader.
        - **Deployment**: deployment, pilot, test or partnership words, one claim per
          customer or site named; a pause or an end retires one.
        - **Timeline**: any of these stated as a plan, target or forecast (future cue or
          future date), one per target figure; a target, promise or delay told in the
          past ("fell short of the goal").
        - **Capability**: what a robot does or did, or its launch, when nothing above applies.
        - Claims of one sentence with the same subject, predicate, object and qualifier
          are one claim.
    """
    if published_at.tzinfo is None:
        published_at = published_at.replace(tzinfo=dt.timezone.utc)
    if not text or not text.strip() or not entities:
        return ExtractionResult(pipeline=PIPELINE, claims=[])
    claims, doc = _claims(text, published_at=published_at, entities=entities, title=title,
                          date_precision=date_precision)
    proposed = [ProposedEntity(name=name, count=count)
                for name, count in sorted(doc.proposed.items(), key=lambda kv: (-kv[1], kv[0]))]
    return ExtractionResult(pipeline=PIPELINE, claims=claims, proposed_entities=proposed)
