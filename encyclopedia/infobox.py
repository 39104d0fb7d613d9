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

from claims.identity import states_value
from claims.models import Claim, Entity

from .article import InfoField
from .facts import Fact
from .wording import best_moment, figure, source_text

__all__ = ["INFOBOX", "Robot", "deployment_sites", "infobox_fields", "place_name", "registry_named"]

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


def registry_named(entity: Entity, claims: Sequence[Claim]) -> tuple[list[Robot], Robot | None]:
    """The registry's robots of ``entity`` and, for a robot, its maker, each with the first current canonical
    claim that names it (one registry read for both).

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
    robots = [robot for robot in (_first_naming(ref, ordered) for ref in refs if ref.slug in own) if robot]
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

    Sites are shown by place: a site whose name's distinctive words another's contain is that place
    ("GXO site", "GXO facility" and "GXO Logistics site" are GXO; "Spartanburg" pauses "BMW Spartanburg").
    The kernel keys deployments by their site as written; this only decides what the infobox and the
    lead list, and each listed place cites every fact folded into it.
    """
    paused = _by_place([f for f in facts if f.key == "deployment_paused" and states_value(f.lead) and not f.disputed])
    stops = [_words(f.qualifier or f.lead.object_text) for f in paused]
    deployed = []
    for f in facts:
        if f.key != "deployed_at" or not states_value(f.lead) or f.disputed:
            continue
        words = _words(f.qualifier or f.lead.object_text)
        if any(stop and stop <= words for stop in stops):
            continue
        deployed.append(f)
    return _by_place(deployed), paused


def _by_place(facts: list[Fact]) -> list[Fact]:
    """Facts of one place folded into one (the shortest name stands for it; every claim is kept)."""
    groups: list[list[Fact]] = []
    for fact in facts:
        words = _words(fact.qualifier or fact.lead.object_text)
        home = next((g for g in groups if any((w := _words(x.qualifier or x.lead.object_text)) and words
                                               and (w <= words or words <= w) for x in g)), None)
        if home is None:
            groups.append([fact])
        else:
            home.append(fact)
    out = []
    for group in groups:
        folded = Fact(group[0].key, [c for f in group for c in f.claims], support=[c for f in group for c in f.support])
        folded.__dict__["moment"] = min(f.moment for f in group)  # the place's first report dates it
        out.append(folded)
    return out


def place_name(fact: Fact) -> str:
    """The name a place is listed by: the shortest its claims give ("GXO" for "GXO site", "GXO facility")."""
    return min((figure(c) for c in fact.claims if states_value(c)), key=lambda name: (len(name), name),
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
            parts = [place_name(f) for f in deployed] + [f"{place_name(f)}, paused {_date(f)}" for f in paused]
            if parts:
                ids = tuple(dict.fromkeys(i for f in [*deployed, *paused] for i in f.claim_ids))
                fields.append(InfoField(key, label, "; ".join(dict.fromkeys(parts)), "", ids))
            continue
        candidates = [f for p in predicates for f in by_key.get(p, []) if f.restatable or f.disputed]
        fact = _newest(candidates)
        if fact is not None:
            fields.append(_value_field(key, label, fact))
    return fields
