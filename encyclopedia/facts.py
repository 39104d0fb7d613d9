"""The facts an article states, gathered from one canonical recall with the kernel's claim identity.

A :class:`Fact` is one thing the article says: every current claim that
restates it (``claims.identity.restates``; the article cites them all), the
claims that name it without its value (a round named without its size), the
values earlier reports gave it (superseded, or outdated by a later report the
kernel did not link), and — for an unresolved conflict — each side's claims.
Whether two claims are the same fact is never decided here: :func:`facts_of`
asks ``claims.identity`` (and only files a claim that lacks its key — a round
without its name, a deployment without its site — under the one keyed fact it
fits), and takes the conflicts as ``claims.relations.conflicts``
decided them for the reader.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter, OrderedDict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property

from claims.identity import (comparable, content_words, names_customer_only, object_key, objects_differ, restates,
                             rewords, same_fact, states_value, wording)
from claims.models import Claim, Lane
from claims.relations.conflicts import ConflictView
from claims.relations.supersession import valid_day
from claims.vocabulary import PREDICATES, Predicate, predicate, qualifier_key

from .wording import Moment, best_moment, counts_ended_period, figure, is_line_fragment, restatable

__all__ = ["ACTIONS", "LEADERSHIP", "Fact", "facts_of", "settle_conflicts"]


@dataclass
class Fact:
    """One fact of the article (module docstring). ``claims`` oldest first; ``sides`` only for a dispute;
    ``place`` the distinctive words of the place a site fact is at, once places are folded
    (:func:`encyclopedia.infobox.fold_places`), else empty."""

    key: str
    claims: list[Claim]
    support: list[Claim] = field(default_factory=list)
    earlier: list[Claim] = field(default_factory=list)
    sides: list[list[Claim]] = field(default_factory=list)
    place: frozenset[str] = frozenset()

    @property
    def predicate(self) -> Predicate:
        return predicate(self.key)

    @property
    def disputed(self) -> bool:
        return bool(self.sides)

    @property
    def lead(self) -> Claim:
        """The claim the fact is worded from: one prose may restate, a sentence of running text, from the most
        authoritative source, newest."""
        # (running text before a headline or a bullet saying the same)
        return min(self.claims, key=lambda c: (not restatable(c), is_line_fragment(c), c.source.authority_tier,
                                               -c.known_at.timestamp(), -c.id))

    @property
    def qualifier(self) -> str:
        return next((c.qualifier for c in [self.lead, *self.claims] if c.qualifier), "")

    @cached_property
    def moment(self) -> Moment:
        # (a count over a period that has ended is told as done then: "In 2025 Acme shipped 4,200 units")
        return best_moment(self.claims, event=self.key in ACTIONS or counts_ended_period(self.lead))

    @property
    def latest_known(self):
        return max(c.known_at for c in self.claims)

    @property
    def claim_ids(self) -> tuple[int, ...]:
        return tuple(dict.fromkeys(c.id for c in sorted([*self.claims, *self.support], key=lambda c: c.id)))

    @property
    def section(self) -> str:
        """The section that states it: ``"leadership"`` for who leads the subject, else the claim type's
        (the predicate's own, for a predicate the vocabulary knows)."""
        if self.key in LEADERSHIP:
            return "leadership"
        return self.predicate.claim_type if self.key in _KNOWN else self.lead.claim_type

    @property
    def restatable(self) -> bool:
        return restatable(self.lead)


_KNOWN = frozenset(p.key for p in PREDICATES)
#: Predicates of who leads the subject: stated in their own section, not among its figures.
LEADERSHIP = frozenset({"leadership", "ceo"})
#: Predicates whose facts are things done at a time (dated by their valid time, "In February 2024"):
#: the vocabulary's events, and deployments, partnerships and launches, which start at one.
ACTIONS = frozenset({p.key for p in PREDICATES if p.event} | {"deployed_at", "partnership", "launched", "founded"})


def settle_conflicts(canonical: Sequence[Claim], conflicts: Iterable[ConflictView]) -> tuple[list[Claim], list[list[Claim]]]:
    """Apply the reader's conflict decisions to the canonical claims (``claims.relations.conflicts``).

    Returns ``(body, disputes)``: ``body`` without the losers of decided
    conflicts and without the claims of unresolved ones; ``disputes`` the
    unresolved conflicts as groups of claims (connected components, so three
    sources that all disagree form one group), oldest first.
    """
    conflicts = list(conflicts)
    losers = {v.loser.pk for v in conflicts if v.winner is not None}
    parent: dict[int, int] = {}

    def find(x: int) -> int:
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for v in conflicts:
        if v.winner is None and v.a.pk not in losers and v.b.pk not in losers:
            parent[find(v.a.pk)] = find(v.b.pk)
    groups: dict[int, list[Claim]] = {}
    for claim in canonical:
        if claim.pk in parent and claim.pk not in losers:
            groups.setdefault(find(claim.pk), []).append(claim)
    disputes = [sorted(g, key=lambda c: (c.known_at, c.id)) for g in groups.values() if len(g) > 1]
    disputed = {c.pk for g in disputes for c in g}
    body = [c for c in canonical if c.pk not in losers and c.pk not in disputed]
    return body, disputes


#: Words that set what a sentence says before the time it reports from ("a single robot had worked there
#: during the earlier test phase"): the past perfect, "earlier", "previously".
_ANTERIOR = re.compile(r"\bhad\s+(?:been\s+)?\w+(?:ed|en|wn|ne|lt|ught|ood)\b|\b(?:earlier|previously|formerly)\b", re.I)


def _recency(fact: Fact) -> tuple:
    """Which of two values of one fact is the newer: the later valid time or report, then the one more
    sources state, then one not told as before the time of its report (:data:`_ANTERIOR`), then the one
    stated later in its document ("… extended the round to $403 million")."""
    return (max(valid_day(c) for c in fact.claims), fact.latest_known, len({c.source_id for c in fact.claims}),
            not all(_ANTERIOR.search(c.evidence_text or c.statement) for c in fact.claims),
            max(c.evidence_start for c in fact.claims))


class _Rewordings:
    """Facts that value-less claims joined, found again through the content words their claims hold.

    A rewording (``claims.identity.rewords``) shares at least half of a claim's content words, so among
    the claim's rarest ``len // 2 + 1`` words one is a word of the fact's claims (pigeonhole): only facts
    indexed under those are compared. Words more than :data:`COMMON` claims of the article hold are not
    looked up (a rewording sharing nothing rarer is left a fact of its own), which keeps grouping
    near-linear on an entity with thousands of claims.
    """

    COMMON = 200

    def __init__(self, claims: Iterable[Claim]):
        self.frequency = Counter(w for c in claims if not states_value(c) for w in content_words(wording(c)))
        self.index: dict[tuple[str, str], list[Fact]] = {}

    def home(self, claim: Claim, key: str) -> Fact | None:
        if states_value(claim):
            return None
        words = sorted(content_words(wording(claim)), key=lambda w: (self.frequency[w], w))
        seen: set[int] = set()
        for word in words[:len(words) // 2 + 1]:
            if self.frequency[word] > self.COMMON:
                break
            for fact in self.index.get((key, word), ()):
                if id(fact) not in seen:
                    seen.add(id(fact))
                    if any(rewords(x, claim) for x in fact.claims):
                        return fact
        return None

    def add(self, fact: Fact, claim: Claim) -> None:
        if not states_value(claim):
            for word in content_words(wording(claim)):
                if self.frequency[word] <= self.COMMON:
                    self.index.setdefault((fact.key, word), []).append(fact)


def _customer_only_facts(facts: Sequence[Fact]) -> list[Fact]:
    """The site-keyed facts all of whose claims name a customer and no site (``names_customer_only``)."""
    return [f for f in facts if f.predicate.qualifier == "site" and f.claims and all(map(names_customer_only, f.claims))]


def facts_of(canonical: Sequence[Claim], *, conflicts: Iterable[ConflictView] = (),
             replaced: Mapping[int, Sequence[Claim]] | None = None) -> list[Fact]:
    """The facts of one canonical recall, in time order.

    Args:
        canonical: current canonical claims the reader may see, with ``source`` (and ``document``) loaded.
        conflicts: the conflicts among them as decided for the reader (``conflicts_among``).
        replaced: claim id → the claims it superseded (as the reader may see them, as of the article's
            day), for the history of each fact.

    Claims are grouped by ``claims.identity``: a claim joins a fact it restates;
    a claim naming a fact without its value (``states_value`` false) supports a
    fact it is ``same_fact`` with; an unnamed claim of a keyed predicate joins
    the one named fact whose value it restates (an unnamed report of a named
    round), else the one unnamed fact of the same value (one round reported twice); a claim stating no value
    joins a fact it rewords (``claims.identity.rewords``: one pause reported in three wordings is stated once);
    a deployment named only by its customer joins the one fact at a named site whose customer it names, or,
    once a pause ended that one, its history.
    Two current facts that are the same fact with different values and
    no recorded conflict read as history: the newer (:func:`_recency`) states
    the value, the older becomes an earlier report. Returns the
    facts sorted by :attr:`Fact.moment`.
    """
    body, disputes = settle_conflicts(canonical, conflicts)
    body = [c for c in body if c.lane == Lane.CANONICAL]
    facts: list[Fact] = []
    many: OrderedDict[tuple, Fact] = OrderedDict()

    def named(c: Claim) -> bool:
        return states_value(c) and (predicate(c.predicate).cardinality == "single" or bool(qualifier_key(c.qualifier)))

    ordered = sorted(body, key=lambda c: (not named(c), valid_day(c), c.source.authority_tier, c.id))
    rewordings = _Rewordings(body)
    worded: dict[str, Fact] = {}  # a statement, as written, → the fact of a "many" predicate that holds it
    for claim in ordered:
        p = predicate(claim.predicate)
        if p.cardinality == "many":
            key = (p.key, object_key(claim), qualifier_key(claim.qualifier))
            text = " ".join(claim.statement.lower().split())
            fact = many.get(key) or worded.get(text) or rewordings.home(claim, p.key)
            if fact is None:
                many[key] = fact = Fact(p.key, [])
                facts.append(fact)
            fact.claims.append(claim)
            worded.setdefault(text, fact)
            rewordings.add(fact, claim)
            continue
        same = [f for f in facts if f.key == p.key and f.predicate.cardinality != "many"]
        home = next((f for f in same if any(restates(x, claim) for x in f.claims)), None)
        if home is None:
            home = rewordings.home(claim, p.key)
        if home is None and not states_value(claim) and qualifier_key(claim.qualifier):
            home = next((f for f in same if any(same_fact(x, claim) for x in f.claims)), None)
            if home is not None:
                home.support.append(claim)
                continue
        if home is None and p.cardinality == "keyed" and not qualifier_key(claim.qualifier) and states_value(claim):
            candidates = [f for f in same if qualifier_key(f.qualifier)
                          and any(comparable(x, claim) and not objects_differ(x, claim) for x in f.claims)]
            if not candidates:
                # two unnamed reports of one amount ("raised $70 million" a year apart) are one round told twice
                candidates = [f for f in same if not qualifier_key(f.qualifier)
                              and all(comparable(x, claim) and not objects_differ(x, claim) for x in f.claims)]
            home = candidates[0] if len(candidates) == 1 else None
        if home is None:
            facts.append(home := Fact(p.key, [claim]))
        else:
            home.claims.append(claim)
        rewordings.add(home, claim)

    # A deployment named only by its customer ("deployed at BMW Manufacturing") is the one deployment
    # of that customer the article knows at a named site ("BMW Manufacturing, at Spartanburg").
    customer_only = _customer_only_facts(facts)
    for fact in customer_only:
        customer = object_key(fact.claims[0])
        at_sites = [f for f in facts if f.key == fact.key and not f.disputed and f not in customer_only
                    and any(object_key(x) == customer for x in f.claims)]
        if len(at_sites) == 1:
            at_sites[0].claims.extend(fact.claims)
            at_sites[0].support.extend(fact.support)
            facts.remove(fact)

    # Same fact, different values, neither superseded nor in a recorded conflict (one document giving two
    # values, a report the kernel did not link): the newer is current, the older is history.
    groups: dict[str, list[Fact]] = {}
    for fact in facts:
        if fact.predicate.relates and not fact.disputed:
            groups.setdefault(fact.key, []).append(fact)
    for group in groups.values():  # facts of one predicate only: what may be history of what
        merged = True
        while merged:
            merged = False
            for a, b in itertools.permutations(group, 2):
                if any(same_fact(x, y) and comparable(x, y) and objects_differ(x, y) for x in a.claims for y in b.claims):
                    old, new = sorted((a, b), key=_recency)
                    new.earlier.extend([*old.earlier, *old.claims])
                    new.support.extend(old.support)
                    facts.remove(old)
                    group.remove(old)
                    merged = True
                    break

    for group in disputes:
        sides: OrderedDict[str, list[Claim]] = OrderedDict()
        for claim in group:
            sides.setdefault(object_key(claim), []).append(claim)
        shown = {" ".join(figure(side[0]).lower().split()) for side in sides.values()}
        # Sides a reader cannot tell apart ("10,000 robots a year" said "more than 10,000" in its sentence)
        # are one value: the fact is stated once, citing both.
        facts.append(Fact(predicate(group[0].predicate).key, list(group),
                          sides=list(sides.values()) if len(shown) > 1 else []))

    if replaced:
        for fact in facts:
            seen = {c.id for c in [*fact.claims, *fact.earlier]}
            for claim in fact.claims:
                for old in replaced.get(claim.id, ()):
                    if old.id in seen or old.lane != Lane.CANONICAL:
                        continue
                    cross = predicate(old.predicate).key != fact.key
                    if not cross and fact.predicate.cardinality == "keyed" \
                            and qualifier_key(old.qualifier) != qualifier_key(fact.qualifier):
                        continue  # another round's, site's or period's value: not this fact's history
                    if cross or (comparable(old, claim) and objects_differ(old, claim)):
                        fact.earlier.append(old)
                        seen.add(old.id)
        # A deployment named only by its customer ended with the site a pause ended it at: the pause
        # retired the customer's deployment there ("BMW Manufacturing, at Spartanburg"), so it is history too.
        for fact in [f for f in _customer_only_facts(facts) if f.key != "deployment_paused"]:
            customer = object_key(fact.claims[0])
            ended = [f for f in facts if f.key == "deployment_paused" and any(
                predicate(x.predicate).key == fact.key and object_key(x) == customer for x in f.earlier)]
            if len(ended) == 1:
                ended[0].earlier.extend(fact.claims)
                facts.remove(fact)
    for fact in facts:
        fact.claims.sort(key=lambda c: (c.known_at, c.id))
        fact.earlier.sort(key=lambda c: (valid_day(c), c.id))
    return sorted(facts, key=lambda f: (f.moment.start, min(c.id for c in f.claims)))
