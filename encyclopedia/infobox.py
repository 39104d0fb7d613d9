"""The infobox: an entity's current key facts, each with its date and citations.

Built from the article's facts (:func:`encyclopedia.facts.facts_of`) as of the
article's day, so it follows the slider. A field no current fact fills is
left out (never a placeholder); a field whose sources disagree with no
precedence rule to decide shows both values, each cited.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from claims.identity import part_of, states_value
from claims.models import Claim, Entity

from .article import InfoField
from .facts import Fact
from .wording import best_moment, figure, names_site, retires_fleet, source_text, stop_word, tells_agreement

__all__ = ["INFOBOX", "SITE_KEYS", "Robot", "deployment_sites", "fold_places", "infobox_fields", "place_name",
           "registry_named"]

#: The fields in the order shown: (key, label, predicate keys). ``robots``, ``latest_round`` and
#: ``deployments`` are gathered specially; the others show the newest fact of their predicate.
INFOBOX: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("founded", "Founded", ("founded",)),
    ("headquarters", "Headquarters", ("headquarters",)),
    ("ceo", "Chief executive", ("ceo",)),
    ("robots", "Robots", ()),
    ("total_funding", "Total funding", ("total_funding",)),
    ("latest_round", "Latest round", ("raised_funding",)),
    ("valuation", "Valuation", ("valuation",)),
    ("deployments", "Deployments", ("deployed_at", "deployment_paused")),
    ("units_deployed", "Robots deployed", ("units_deployed",)),
    ("factory", "Factory", ("factory_location",)),
    ("production_capacity", "Production capacity", ("production_capacity",)),
    ("price", "Price", ("price",)),
    ("payload", "Payload", ("payload",)),
    ("height", "Height", ("height",)),
    ("weight", "Weight", ("weight",)),
    ("runtime", "Runtime", ("runtime",)),
    ("speed", "Speed", ("speed",)),
    ("degrees_of_freedom", "Degrees of freedom", ("degrees_of_freedom",)),
)
#: Fields whose value is a date or a name that holds until changed: shown without a date.
UNDATED = frozenset({"founded", "headquarters", "ceo", "robots"})


@dataclass(frozen=True)
class Robot:
    """A registry entity (a robot of the entity's, or a robot's maker) and the first current claim that names it."""

    slug: str
    name: str
    claim: Claim


def registry_named(entity: Entity, claims: Sequence[Claim], *,
                   also: Sequence[Claim] = ()) -> tuple[list[Robot], Robot | None]:
    """The registry's robots of ``entity`` and, for a robot, its maker, each with the first current canonical
    claim that names it (one registry read for both); a robot none of ``claims`` names takes the first of
    ``also`` (claims about the robot that name ``entity``) that names it.

    The maker relation is the extractor's registry (``claims.extraction.mentions``:
    a robot whose name starts with its maker's, or whose description names it).
    The robots come in order of first mention; a robot, or a maker, no current claim names is left out, so
    both follow the slider.
    """
    from claims.extraction.mentions import registry_for
    from claims.services import registry_refs

    refs = registry_refs()
    registry = registry_for(refs)
    ordered = sorted(claims, key=lambda c: (c.known_at, c.id))
    own = set(registry.robots_of(entity.slug))
    others = sorted(also, key=lambda c: (c.known_at, c.id))
    robots = [robot for robot in (_first_naming(ref, ordered) or _first_naming(ref, others) for ref in refs
                                  if ref.slug in own) if robot]
    robots.sort(key=lambda r: (r.claim.known_at, r.claim.id))
    maker = registry.makers.get(entity.slug) if entity.kind == "robot" else None
    maker_ref = next((ref for ref in refs if ref.slug == maker), None)
    return robots, (_first_naming(maker_ref, ordered) if maker_ref else None)


def _first_naming(ref, ordered: Sequence[Claim]) -> Robot | None:
    """The registry entity ``ref`` with the first of ``ordered`` claims whose evidence names it, or None."""
    names = [re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])") for name in [ref.name, *ref.aliases]]
    claim = next((c for c in ordered if any(n.search(source_text(c)) for n in names)), None)
    return Robot(ref.slug, ref.name, claim) if claim else None


def _newest(facts: Sequence[Fact]) -> Fact | None:
    return max(facts, key=lambda f: (f.moment.start, f.latest_known), default=None)


def _date(fact: Fact) -> str:
    """When the fact was so: its valid time where the evidence gives one, else its first report's month."""
    return best_moment(fact.claims, event=True).short


def _value_field(key: str, label: str, fact: Fact) -> InfoField:
    if fact.disputed:
        value = " or ".join(dict.fromkeys(figure(side[0]) for side in fact.sides)) + " (sources disagree)"
        return InfoField(key, label, value, "", fact.claim_ids)
    return InfoField(key, label, figure(fact.lead), "" if key in UNDATED else _date(fact), fact.claim_ids)


#: Words that say what kind of place a site is, not which one ("GXO site", "GXO facility" are GXO).
_PLACE_WORDS = frozenset({"site", "sites", "facility", "plant", "factory", "production", "line", "warehouse",
                          "logistics", "manufacturing", "its", "the"})


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9]+", text.lower()) if len(w) > 2} - _PLACE_WORDS


def deployment_sites(facts: Sequence[Fact]) -> tuple[list[Fact], list[Fact]]:
    """``(deployed, paused)``: current site facts whose object names a site, one per place, the paused apart.

    Sites are shown by place (:func:`fold_places`, whose ``Fact.place`` they keep when they come from it): a
    deployment at a place later paused is listed as paused ("Spartanburg" pauses "BMW Spartanburg", and "the
    BMW plant" when BMW's one named plant is Spartanburg); an agreement and robots at work there are one place.
    The kernel keys deployments by their site as written; this only decides what the infobox and the lead
    list, and each listed place cites every fact folded into it. ``facts`` are not changed.
    """
    current = [f for f in facts if f.key in SITE_KEYS and states_value(f.lead) and names_site(f.lead) and not f.disputed]
    names = _site_names(facts)
    groups: dict[tuple[str, frozenset[str]], list[Fact]] = {}
    for fact in current:
        groups.setdefault((fact.key, fact.place or _place_key(fact, names)), []).append(fact)
    paused = [_folded(group, place) for (key, place), group in groups.items() if key == "deployment_paused"]
    stops = {place for key, place in groups if key == "deployment_paused"}
    deployed = [_folded(group, place) for (key, place), group in groups.items()
                if key == "deployed_at" and place not in stops]
    # The robots retired as a whole ("we're officially starting the retirement of Figure 02", "the now-retired
    # fleet"), at no site: every deployment reported before it ended with it.
    retired = min((f for f in facts if f.key == "deployment_paused" and not states_value(f.lead) and not f.disputed
                   and any(retires_fleet(c) for c in f.claims)), key=lambda f: f.moment.start, default=None)
    if retired is not None:
        told = [c for c in retired.claims if retires_fleet(c)]
        ended = [x for x in deployed if x.moment.start <= retired.moment.start]
        deployed = [x for x in deployed if x not in ended]
        # the same robots' end at a site told only after the retirement ("… stopped the pilot at the Dunmore plant"
        # a month later): the retirement ended it; one end, citing both
        again = [p for p in paused if p.moment.start > retired.moment.start
                 and p.lead.subject_id == retired.lead.subject_id]
        paused = [p for p in paused if p not in again]
        for x in [*ended, *again]:
            stop = Fact("deployment_paused", told, support=x.claims, place=x.place)
            stop.__dict__["moment"] = retired.moment  # (a cached_property's value)
            paused.append(stop)
    return deployed, paused


#: Predicates of a site: deployments and their pauses.
SITE_KEYS = frozenset({"deployed_at", "deployment_paused"})


def _site_words(fact: Fact) -> frozenset[str]:
    return frozenset(_words(fact.qualifier or fact.lead.object_text))


def _site_names(facts: Sequence[Fact]) -> set[frozenset[str]]:
    """The distinctive words of every site name ``facts`` give."""
    return {_site_words(f) for f in facts if f.key in SITE_KEYS} - {frozenset()}


def _place_key(fact: Fact, names: set[frozenset[str]]) -> frozenset[str]:
    """The place ``fact``'s site is: the one widest of the site ``names`` whose distinctive words hold its own
    ("GXO" and "GXO site" are "GXO Logistics"; "BMW plant" and "Spartanburg line" are "BMW Spartanburg plant").
    A name two wider ones hold ("BMW plant" beside "BMW Spartanburg" and "BMW Leipzig") stays a place of its own."""
    words = _site_words(fact)
    if not words:
        return words
    widest = [n for n in names if words <= n and not any(n < m for m in names)]
    return widest[0] if len(widest) == 1 else words


def fold_places(facts: Sequence[Fact]) -> list[Fact]:
    """``facts`` with each place's undisputed deployments folded into one fact, and its pauses into another.

    One place told under several names (:func:`_place_key`, over the names all of ``facts`` give) is one fact:
    its sentence states it once and cites every claim; the name the most authoritative, newest claim gives
    stands for it. A deployment agreed ("signed a deal to deploy") and robots at work there stay two facts. A
    deployment reported no later than the place's pause is that pause's history. Other facts pass unchanged;
    none of ``facts`` is changed (folded facts are new).
    """
    names = _site_names(facts)
    groups: dict[tuple[str, frozenset[str], bool], list[Fact]] = {}
    out: list[Fact | tuple[str, frozenset[str], bool]] = []
    for fact in facts:
        if fact.key not in SITE_KEYS or fact.disputed or not _site_words(fact):
            out.append(fact)
            continue
        key = (fact.key, _place_key(fact, names), fact.key == "deployed_at" and tells_agreement(fact.lead))
        if key not in groups:
            groups[key] = []
            out.append(key)
        groups[key].append(fact)
    folded = {key: _folded(group, key[1]) for key, group in groups.items()}
    for (key, place, agreed), pause in list(folded.items()):
        if key != "deployment_paused":
            continue
        ended = [k for k in (("deployed_at", place, False), ("deployed_at", place, True))
                 if k in folded and folded[k].moment.start <= pause.moment.start]
        if ended:
            # The place's deployment the pause ended is its history, however it was named ("the BMW plant").
            history = [c for k in ended for c in (*folded[k].claims, *folded[k].earlier)]
            folded[(key, place, agreed)] = _folded([pause], place, earlier=history)
            out = [item for item in out if item not in ended]
    return [item if isinstance(item, Fact) else folded[item] for item in out]


def _unique(claims) -> list[Claim]:
    return list({id(c): c for c in claims}.values())


def _folded(group: list[Fact], place: frozenset[str], earlier: Sequence[Claim] = ()) -> Fact:
    """One new fact of ``group``'s claims at ``place``, dated by the place's first report."""
    claims = sorted(_unique(c for f in group for c in f.claims), key=lambda c: (c.known_at, c.id))
    folded = Fact(group[0].key, claims, support=_unique(c for f in group for c in f.support),
                  earlier=_unique([*(c for f in group for c in f.earlier), *earlier]), place=place)
    folded.__dict__["moment"] = min((f.moment for f in group), key=lambda m: m.start)  # (a cached_property's value)
    return folded


def place_name(fact: Fact) -> str:
    """The name a place is listed by: the shortest its claims give ("GXO" for "GXO site", "GXO facility")."""
    return min((figure(c) for c in [*fact.claims, *fact.support] if states_value(c)), key=lambda name: (len(name), name),
               default=figure(fact.lead))


def infobox_fields(*, facts: Sequence[Fact], robots: Sequence[Robot] = ()) -> list[InfoField]:
    """The infobox rows (:data:`INFOBOX` order) the current facts fill; empty fields are left out."""
    by_key: dict[str, list[Fact]] = {}
    for fact in facts:
        by_key.setdefault(fact.key, []).append(fact)
    fields: list[InfoField] = []
    for key, label, predicates in INFOBOX:
        if key == "robots":
            if robots:
                fields.append(InfoField(key, label, ", ".join(r.name for r in robots), "",
                                        tuple(dict.fromkeys(r.claim.id for r in robots)),
                                        tuple((r.slug, r.name) for r in robots)))
            continue
        if key == "latest_round":
            rounds = [f for f in by_key.get("raised_funding", []) if f.restatable and f.qualifier and not f.disputed]
            latest = _newest(rounds)
            if latest is not None:
                fields.append(InfoField(key, label, f"{latest.qualifier}, {figure(latest.lead)}", _date(latest),
                                        latest.claim_ids))
            continue
        if key == "deployments":
            deployed, paused = deployment_sites(facts)
            parts = [place_name(f) for f in deployed] + [f"{place_name(f)}, {stop_word(f.lead)} {_date(f)}"
                                                        for f in paused]
            if parts:
                ids = tuple(dict.fromkeys(i for f in [*deployed, *paused] for i in f.claim_ids))
                fields.append(InfoField(key, label, "; ".join(dict.fromkeys(parts)), "", ids))
            continue
        candidates = [f for p in predicates for f in by_key.get(p, []) if f.restatable or f.disputed]
        # the whole robot's figure before a part's ("41 degrees of freedom", not the newer "16 per hand")
        fact = _newest([f for f in candidates if not part_of(f.lead.object_text)] or candidates)
        if fact is not None:
            fields.append(_value_field(key, label, fact))
    return fields
