"""What a forward-looking claim predicts: its target, its interval, its speaker (``predict.targets.v1``).

:func:`target_of` is a pure function of a claim (and, for interview
answers, its document's text). Its rules, one per step:

1. **Reported, not made.** A sentence that reports an earlier statement
   ("In July 2024, Tesla said …", "Earlier this year 1X said …", "Tesla set
   a goal in early 2025 …") is evidence about that projection, not a
   projection of its source: no prediction (None). So is a claim whose every
   time expression had ended when it became known.
2. **Interval.** The sentence's time expressions are resolved against the
   claim's known-at (:func:`claims.extraction.dates.resolve_time_expressions`),
   and the target is the last forward-looking one ("said on the first-quarter
   call that … by the end of the year" → the end of the year), or the one in
   the claim's period qualifier when it names a year. "by …" is a deadline
   (from known-at to its end); "in Q3 2025", "next year" and "later this
   decade" are periods, never one made-up day. No expression: undated.
3. **Quantity or event.** A target with an amount of things (:mod:`.amounts`:
   "thousands", "more than a thousand", "50,000 to 100,000") is a quantity
   in its unit (:func:`claims.identity.unit_key`; homes count robots, one a
   home); otherwise an event ("start selling to outside customers").
4. **Family.** What the target is about, from the predicate
   (:data:`FAMILIES`), or for opinions and other predicates from the verb
   (:data:`VERB_FAMILIES`): production, deployment, shipments, capacity,
   launch, funding, listing; "" when no rule knows it (never resolved by
   the rules).
5. **Channel.** ``external`` when the target reaches customers or homes
   (sell, deliver, customers, homes), ``internal`` for a maker's own use
   ("in its factories", "for its own use"), else "".
6. **Negation.** A doubt ("I doubt …", "I do not believe …", "will not …")
   or a goal said to be behind ("well behind its goal for 5,000 this
   year", "short of its target") predicts that the target is *not* met.
7. **Speaker.** A registry person the sentence names as saying it ("Musk
   said", "said Elon Musk", "according to Brett Adcock", "Elon Musk now
   says"), else a name in "<First Last>, <role>, said", else for an
   interview answer (a line after ``A:``) the guest its document names
   ("Guest: Peggy Johnson, …"); else "" (the source speaks for itself).
8. **Probability.** A stated probability ("a 70 percent chance") when the
   text gives one, else the claim's confidence (the pipeline's: firm
   statements ≈ 0.8–0.9, hedged ones ≈ 0.55–0.65).
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Iterable

from claims.extraction.dates import names_occasion, names_weekday, resolve_time_expressions, told_ahead
from claims.identity import unit_key
from claims.vocabulary import predicate

from .amounts import Amount, amount_in

__all__ = ["FAMILIES", "TARGETER", "TRIAL", "Target", "VERB_FAMILIES", "channel_of", "period_over", "speaker_of",
           "target_of"]

TARGETER = "predict.targets.v1"

#: Predicate → what its target is about.
FAMILIES: dict[str, str] = {
    "production_target": "production", "units_produced": "production",
    "deployment_target": "deployment", "units_deployed": "deployment", "deployed_at": "deployment",
    "shipments": "shipments", "production_capacity": "capacity",
    "launch_date": "launch", "launched": "launch",
    "raised_funding": "funding", "listing": "listing", "valuation": "listing",
}
#: For predicates that say nothing of it (opinions, capabilities): verbs that name the family, first match wins.
VERB_FAMILIES: tuple[tuple[str, re.Pattern], ...] = (
    ("capacity", re.compile(r"\bcapacity\b|\b(?:robots|units) (?:a|per) year\b", re.I)),
    ("shipments", re.compile(r"\b(?:ship|shipping|shipped|deliver|delivering|delivered|deliveries)\b", re.I)),
    # (a production site named as a place plans no output: "tours of its manufacturing facilities")
    ("production", re.compile(r"\b(?:build|building|built|produce|producing|(?:production|manufactur\w*)(?!\s+(?:facilit"
                              r"|plants?\b|sites?\b|hubs?\b|campus|floors?\b|cent(?:er|re)s?\b))|make)\b", re.I)),
    ("deployment", re.compile(r"\b(?:deploy\w*|working|work in|work at|work alongside|in (?:\w+ )?homes|sell\w*|"
                              r"sold|customers?|useful (?:work|tasks))\b", re.I)),
    ("launch", re.compile(r"\b(?:launch\w*|unveil\w*|release\w*|show (?:a|the) prototype|introduce\w*)\b", re.I)),
    ("listing", re.compile(r"\b(?:list on|listing|IPO)\b", re.I)),
)
_EXTERNAL = re.compile(r"\b(?:sell\w*|sold|outside customers|customers?|homes?|buyers?|deliver\w*|ship\w*|"
                       r"on sale|commercial(?:ly)?|commerciali[sz]\w*)\b", re.I)
_INTERNAL = re.compile(r"\b(?:its own (?:use|factories|plants)|in (?:one of )?(?:its|Tesla'?s?) (?:own )?factor(?:y|ies)|"
                       r"own use|in-house)\b", re.I)
#: A test deployment (rule 5): a later start of commercial deliveries does not decide it.
TRIAL = re.compile(r"\b(?:test\w*|trial(?:s|led|ling|ed|ing)?|pilots?|piloting|alpha|beta|proof[- ]of[- ]concept)\b", re.I)
_LAUNCH_VERB = re.compile(r"\b(?:launch\w*|unveil\w*|release\w*|on sale|available|show\w*|introduc\w*)\b", re.I)
_CLAUSE_BREAK = re.compile(r",? (?:and|but|while|whereas) |; |, which ")
_DOUBT = re.compile(r"\b(?:I|we) (?:doubt|do not believe|don't believe|do not expect|don't expect)\b|"
                    r"\bsceptical that\b|\bskeptical that\b|\bwill not\b|\bwon't\b|\bwill never\b|"
                    # "well behind Musk's goal for 5,000 this year", "short of its target of 1,000": the goal missed
                    r"\b(?:behind|short\s+of)\s+(?:on\s+)?(?:(?:its|their|the|[A-Z]\w+['’]s?)\s+)?"
                    r"(?:own\s+)?(?:goals?|targets?|promises?|plans?|timeline|schedule)\b", re.I)
#: A report of an earlier statement (rule 1).
_REPORTED = re.compile(
    r"\b(?:earlier this year|last year|[Ii]n (?:early |late |mid-)?(?:January|February|March|April|May|June|July|"
    r"August|September|October|November|December|\d{4})(?: \d{4})?,? (?:\w+ ){0,3}(?:said|set|promised|predicted)"
    r"|(?:said|told \w+|promised|predicted|claimed) in (?:early |late |mid-)?(?:January|February|March|April|May|"
    r"June|July|August|September|October|November|December|\d{4})|set a goal|had (?:said|promised|predicted|"
    r"described|expected)|fell (?:far )?short|did not happen|missed that goal|was not met"
    # "When Elon Musk predicted at Tesla AI Day 2023 in March that …", "promised at its 2024 event that …"
    r"|\b[Ww]hen (?:[\w.'’-]+ ){1,4}(?:said|predicted|promised|claimed)\b"
    r"|\b(?:said|predicted|promised|claimed) (?:at|during) (?:[\w'’-]+ ){0,5}(?:19|20)\d\d\b)",
)
#: When it was said, not what it is about: "said this month that …", "on the fourth-quarter call".
_SPEECH_TIME_BEFORE = re.compile(r"\b(?:said|says|told(?: \w+)?|wrote|announced)\s+(?:on\s+|in\s+|at\s+)?(?:the\s+|its\s+)?$",
                                 re.I)
_SPEECH_TIME_AFTER = re.compile(r"\s*(?:earnings\s+)?(?:call|results|report|update|meeting|conference)\b", re.I)
_FIRST_PERSON = re.compile(r"^(?:I|We|Our|This blog|My)\b|\b(?:I|we) (?:doubt|expect|think|believe|model|see)\b")
_SPEECH = r"(?:said|says|say|told|tells|has said|now says|expects|predicted|promised|wrote)"
_PROBABILITY = re.compile(r"\b(\d{1,3}) ?(?:percent|per cent|%) (?:chance|probability|likely)\b", re.I)
_GUEST = re.compile(r"\bGuest: ([A-Z][\w'’.-]+(?: [A-Z][\w'’.-]+){0,3})")
_NAMED = re.compile(r"\b([A-Z][a-zø'’-]+ [A-Z][a-zø'’-]+), (?:the |a )?[a-z][^,]{2,80}, (?:said|says|told)\b")


@dataclass(frozen=True)
class Target:
    """What one claim predicts (module docstring); ``target_until`` None: undated."""

    kind: str  # "quantity" | "event"
    family: str
    low: Decimal | None
    high: Decimal | None
    unit: str
    amount_text: str
    time_text: str
    target_from: dt.date | None
    target_until: dt.date | None
    deadline: bool
    negated: bool
    channel: str
    speaker: str
    probability: float | None
    probability_stated: bool

    @property
    def dated(self) -> bool:
        return self.target_until is not None


def _day(value: dt.datetime | dt.date) -> dt.date:
    if isinstance(value, dt.datetime):
        return value.astimezone(dt.timezone.utc).date()
    return value


def _target_times(text: str, known: dt.date) -> list:
    """The time expressions of ``text`` that may be a target's, resolved against ``known``: not when it was said."""
    return [e for e in resolve_time_expressions(text, published_at=known)
            if not _SPEECH_TIME_BEFORE.search(text[:e.start]) and not _SPEECH_TIME_AFTER.match(text, e.end)
            and not names_occasion(text, e, known)  # ("Speaking at Dreamforce 2025, …": when it was said)
            and not names_weekday(e)]  # ("at its all-hands meeting on Thursday, … said": the day it was said)


def period_over(claim: Any) -> dt.date | None:
    """The last day of the period a projection is about when that period had ended before the claim became known
    ("shipments are expected to reach about 20,000 units in 2025", read in January 2026 → 2025-12-31), else None.

    Such a claim states no prediction (rule 1), yet it is history from the start: what was expected of a period
    already over. ``claim``: as for :func:`target_of`. Pure.
    """
    if reports_earlier_forecast(claim.evidence_text):
        return None
    known = _day(claim.known_at)
    text = claim.evidence_text
    found = _target_times(text, known)
    if not found or any(e.valid_until is None or e.valid_until >= known for e in found):
        return None
    # the period a forecast is about, told after its forward word ("expected to reach … by 2025"), not the time of
    # an event told beside it ("opened in late 2023 and will serve as …")
    aimed = [e for e in found if told_ahead(text[_clause_start(text, e.start):e.start])]
    return max(e.valid_until for e in aimed) if aimed else None


def _clause_start(text: str, at: int) -> int:
    """Where the clause holding ``text[at]`` begins (:data:`_CLAUSE_BREAK`)."""
    return max((m.end() for m in _CLAUSE_BREAK.finditer(text, 0, at)), default=0)


def _interval(claim: Any, known: dt.date) -> tuple[dt.date | None, dt.date | None, bool, str] | None:
    """(from, until, deadline, text) of the target; (None, None, False, "") undated; None when all in the past."""
    found = _target_times(claim.evidence_text, known)
    if not found:
        return None, None, False, ""
    ahead = [e for e in found if e.valid_until is None or e.valid_until >= known]
    forward = [e for e in ahead if e.forward_looking] or ahead
    if not forward:
        return None
    chosen = forward[-1]
    year = re.fullmatch(r"(?:19|20)\d\d", (claim.qualifier or "").strip())
    own = getattr(claim, "valid_until", None)
    if year:
        in_year = [e for e in forward if e.valid_until and e.valid_until.year == int(year.group(0))]
        chosen = in_year[-1] if in_year else chosen
    elif own is not None and len(forward) > 1:
        # A sentence of several projections ("tours by the fourth quarter of 2025, with commercialization by
        # mid-2026"): each claim's own horizon, as the extractor read it, not the sentence's last.
        chosen = next((e for e in reversed(forward) if e.valid_until == own), chosen)
    if chosen.valid_until is None:  # "from 2028": a start with no end is not a date a target can pass
        return None, None, False, chosen.text
    deadline = chosen.valid_from is None or chosen.valid_from == chosen.valid_until
    start = known if deadline else chosen.valid_from
    return min(start, chosen.valid_until), chosen.valid_until, deadline, chosen.text


def channel_of(text: str) -> str:
    """``internal`` (a maker's own use), ``external`` (customers, homes, sales) or "" (rule 5)."""
    return "internal" if _INTERNAL.search(text) else ("external" if _EXTERNAL.search(text) else "")


def _clause_of(text: str, phrase: str) -> str:
    """The clause of ``text`` that holds ``phrase`` (the whole text when the phrase is not in it)."""
    at = text.find(phrase[:60]) if phrase else -1
    if at < 0:
        return text
    start = max((m.end() for m in _CLAUSE_BREAK.finditer(text, 0, at)), default=0)
    after = _CLAUSE_BREAK.search(text, at + len(phrase[:60]))
    return text[start:after.start() if after else len(text)]


def speaker_of(claim: Any, *, people: Iterable[tuple[str, Iterable[str]]] = (), document_text: str = "") -> str:
    """The person who says ``claim`` (rule 7), by the registry name; "" when the text names none.

    ``people``: ``(name, aliases)`` of the registry's persons; ``document_text``:
    the claim's document (``evidence_start`` indexes into it), for interview answers.
    """
    text = claim.evidence_text
    if _FIRST_PERSON.search(text):
        return ""  # the source speaks for itself
    for name, aliases in people:
        for spelling in sorted({name, *aliases}, key=len, reverse=True):
            s = re.escape(spelling)
            if re.search(rf"\b{s}(?:'s)?\b(?:,[^,]{{2,80}},)? (?:\w+ )?{_SPEECH}\b|\b(?:said|according to|told by) {s}\b",
                         text):
                return name
    m = _NAMED.search(text)
    if m:
        return m.group(1)
    if document_text:
        line_start = document_text.rfind("\n", 0, claim.evidence_start) + 1
        if document_text[line_start:line_start + 3] == "A: ":
            g = _GUEST.search(document_text)
            if g:
                return g.group(1)
    return ""


def reports_earlier_forecast(text: str) -> bool:
    """Whether ``text`` reports a forecast made earlier ("Tesla said in 2024 that …", "… and fell far short")
    rather than making one: such a sentence is history, not a projection of its source (rule 1)."""
    return bool(_REPORTED.search(text))


def target_of(claim: Any, *, people: Iterable[tuple[str, Iterable[str]]] = (), document_text: str = "") -> Target | None:
    """The :class:`Target` a forward-looking claim predicts, or None when it is a report of one (rule 1).

    ``claim``: a stored Claim or any object with its fields (``predicate``,
    ``object_text``, ``object_value``, ``object_unit``, ``qualifier``,
    ``evidence_text``, ``evidence_start``, ``known_at``, ``confidence``).
    ``people`` and ``document_text``: see :func:`speaker_of`. Pure.
    """
    text = claim.evidence_text
    if reports_earlier_forecast(text):
        return None
    known = _day(claim.known_at)
    interval = _interval(claim, known)
    if interval is None:
        return None
    target_from, target_until, deadline, time_text = interval
    pred = predicate(claim.predicate)
    family = FAMILIES.get(pred.key, "")
    if family == "launch" and not _LAUNCH_VERB.search(claim.object_text):
        family = ""  # "plans to have its robot doing real work by next year" is no launch
    if not family:
        family = next((name for name, cue in VERB_FAMILIES if cue.search(claim.object_text)), "")
    amount: Amount | None = None
    if family in ("production", "deployment", "shipments", "capacity"):
        # The sentence first: "a few hundred to a few thousand homes" is one range, though two claims.
        # An object that is the statement itself ("A report … says production is behind the goal for 5,000")
        # holds its amount anywhere in it, not only in its first words.
        near = claim.object_text if claim.object_text in text else claim.object_text[:60]
        amount = amount_in(text, near=near) if near in text else amount_in(claim.object_text)
        if amount is None and claim.object_value is not None:
            amount = Amount(Decimal(claim.object_value), Decimal(claim.object_value), claim.object_text)
    unit = unit_key(claim.object_unit or "")
    if amount is not None:
        if "/" in unit or re.search(r"\b(?:a|per) year\b", text[amount.end:amount.end + 40] if amount.end else "", re.I):
            family, unit = "capacity", "count/year"
        elif unit in ("", "homes", "home", "count"):
            unit = "count"
    negated = bool(_DOUBT.search(_clause_of(text, claim.object_text)))
    channel = channel_of(text)
    stated = _PROBABILITY.search(text)
    probability = min(int(stated.group(1)), 100) / 100 if stated else float(claim.confidence)
    return Target(
        kind="quantity" if amount is not None else "event", family=family,
        low=amount.low if amount else None, high=amount.high if amount else None, unit=unit if amount else "",
        amount_text=amount.text[:200] if amount else "", time_text=time_text[:100],
        target_from=target_from, target_until=target_until, deadline=deadline, negated=negated, channel=channel,
        speaker=speaker_of(claim, people=people, document_text=document_text)[:200],
        probability=probability, probability_stated=bool(stated),
    )
