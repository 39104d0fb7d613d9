"""``synth.prose.v1``: the offline article, written from claims in the article's own voice.

From one canonical recall (and the bull and bear lanes, each on its own, for
the outlook only) it writes:

* an **infobox** of current key facts (:mod:`encyclopedia.infobox`);
* a **lead** that summarises them ("Figure AI is a company founded in 2022
  and based in Sunnyvale, California.[1][2]");
* **sections** by topic — funding, deployments, products and capabilities,
  figures — each fact once, in time order, dated and citing every claim that
  states it: "In February 2024 Figure AI raised $675 million in a Series B
  round at a $2.6 billion valuation.[3][4]". A round's valuation and lead
  investors join its sentence. A value earlier reports gave a fact is stated
  as history ("Earlier reports put its total funding at $745 million (March
  2024)."); an unresolved conflict is stated once, each side with its
  sources and citations;
* an **outlook** of labelled, attributed projections (:mod:`encyclopedia.outlook`).

A sentence is written from the claim's predicate, object, qualifier and
valid time (:mod:`encyclopedia.wording`). A claim prose may not restate
(no value, negated, hedged, first person, reported speech) is given as an
attributed paraphrase; an opinion is quoted and attributed. Every sentence
cites the claims it rests on, so nothing here needs ``[unverified]``.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from types import SimpleNamespace

from claims.models import Claim, ClaimType, Entity, Lane
from claims.relations.conflicts import ConflictView, conflicts_among
from claims.vocabulary import predicate

from core.timezones import site_date, site_today

from .article import Article, InfoField, Kind, Part, Section, Sentence
from .facts import ACTIONS, Fact, facts_of
from .infobox import SITE_KEYS, deployment_sites, fold_places, infobox_fields, place_name, registry_named
from .outlook import Verdicts, is_projection, outlook_section
from .wording import (attribution, best_moment, counts_ended_period, figure, names_site, quoted, reported,
                      reported_when, round_phrase, source_text, stop_word, tells_agreement, tells_trial)

__all__ = ["PIPELINE", "SECTIONS", "describe", "prose_article"]

PIPELINE = "synth.prose.v1"

#: Body sections in reading order: (claim type, title). A fact goes to its predicate's type.
SECTIONS: tuple[tuple[str, str], ...] = (
    (ClaimType.FUNDING, "Funding"),
    (ClaimType.DEPLOYMENT, "Deployments"),
    (ClaimType.CAPABILITY, "Products and capabilities"),
    (ClaimType.STATISTIC, "Figures"),
    ("leadership", "Leadership"),
    (ClaimType.OPINION, "Views"),
)
#: Deployment-type facts that are agreements between companies, no robots at work: the section says so in its title.
_PARTNERSHIPS = frozenset({"partnership", "partnership_ended"})


def _section_title(key: str, title: str, keys: set[str]) -> str:
    """A body section's title for the facts it states: "Deployments" holding only partnerships is "Partnerships",
    holding both "Deployments and partnerships"."""
    if key == ClaimType.DEPLOYMENT and keys & _PARTNERSHIPS:
        return "Partnerships" if keys <= _PARTNERSHIPS else "Deployments and partnerships"
    return title


#: Facts the lead and infobox state and the body does not repeat (their earlier values are history there).
LEAD_ONLY = frozenset({"founded", "headquarters", "ceo", "total_funding"})
_ATTRIBUTED = re.compile(r"\b(?:said|says|told|according to|reported|claimed|claims)\b", re.I)


def _count(fig: str, noun: str = "robots") -> str:
    """A count with its noun: "fewer than 20" → "fewer than 20 robots"; "a single Figure robot" stays."""
    return fig if re.search(r"[A-Za-z]{3,}$", fig) and not re.search(r"\b(?:than|about|over|some)\s+[\d,.]+$", fig) \
        else f"{fig} {noun}"


#: A count told in words, lower-cased inside a sentence: "Hundreds", "A few", "Dozens".
_COUNT_WORD = re.compile(r"(?:Hundreds|Thousands|Dozens|Tens|Millions|A\s+(?:few|handful|dozen|hundred|thousand)|Several|Some|About"
                         r"|Around|Nearly|Close|More|Fewer|Over|Under|Roughly|Almost|Only|Just)\b")
_PLURAL_COUNT = re.compile(r"(?i:hundreds|thousands|dozens|tens\s+of\s+thousands|millions)")


def _counted(fig: str, robot: str = "") -> str:
    """A count of robots inside a sentence, of ``robot`` when given: "Hundreds" → "hundreds of Optimus robots",
    "close to 1,000" → "close to 1,000 Optimus robots", "5,000 units" → "5,000 Optimus units"."""
    noun = f"{robot} robots" if robot else "robots"
    fig = fig[:1].lower() + fig[1:] if _COUNT_WORD.match(fig) else fig
    if _PLURAL_COUNT.fullmatch(fig):
        return f"{fig} of {noun}"
    if robot and re.search(r"\b(?:units|robots|humanoids)$", fig) and robot not in fig \
            and not re.search(r"[A-Z][\w-]*\s+(?:units|robots|humanoids)$", fig):  # ("500 Walker S robots" named already)
        return re.sub(r"\b(units|robots|humanoids)$", rf"{robot} \1", fig)
    return _count(fig, noun)


def _place(name: str) -> str:
    """A site as prose names it: "Spartanburg plant" → "the Spartanburg plant"; "BMW Spartanburg" and a place
    that has its own determiner ("an unnamed technology customer", "two of its factories") stay."""
    words = name.split()
    return f"the {name}" if len(words) > 1 and words[-1].islower() and words[0].lower() not in _DETERMINERS else name


#: Words that open a noun phrase already determined: "the …", "an unnamed customer", "two of its plants".
_DETERMINERS = frozenset({"the", "a", "an", "one", "two", "three", "several", "some", "its", "their", "his", "her",
                          "this", "that", "these", "those", "each", "every", "all", "many", "most"})


def possessive(name: str) -> str:
    """"Figure AI" → "Figure AI's"; "Acme Robotics" → "Acme Robotics'"."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def _site(claim: Claim, qualifier: str) -> tuple[str, str]:
    """``(site, partner)`` of a deployment: the site is the qualifier where it names one the object does not."""
    obj = figure(claim)
    if qualifier and qualifier.lower() not in obj.lower() and obj.lower() not in qualifier.lower():
        return _place(qualifier), obj
    return _place(obj), ""


#: Clauses that are one template: ``{subject}`` the entity, ``{fig}`` the figure, ``{product}`` the
#: qualifier naming the product where there is one (else the entity).
_PHRASES = {
    "valuation": "{subject} was valued at {fig}",
    "total_funding": "{subject} had raised {fig} in total",
    "acquisition": "{subject} acquired {fig}",
    "partnership": "{subject} announced a partnership with {fig}",
    "partnership_ended": "{subject} ended its partnership with {fig}",
    "listing": "{subject} was listed on {fig}",
    "listing_planned": "{subject} was preparing a stock listing on {fig}",
    "launched": "{subject} launched {fig}",
    "price": "{product} was priced at {fig}",
    "subscription_price": "{product} could be rented for {fig}",
    "payload": "{product} could carry {fig}",
    "speed": "{product} could move at {fig}",
    "weight": "{product} weighed {fig}",
    "founded": "{subject} was founded in {fig}",
    "headquarters": "{subject} was based in {fig}",
    "ceo": "{fig} was the chief executive of {subject}",
}


def _phrase(key: str, entity: Entity, claim: Claim, qualifier: str) -> str | None:
    """The clause a fact of predicate ``key`` reads as (past tense, no date, no full stop), or None."""
    subject = entity.name
    robot = entity.kind == "robot"
    fig = figure(claim)
    q = qualifier
    if key == "partnership" and robot:  # a robot announces nothing: its maker did, for it
        return f"a partnership with {fig} was announced for {subject}"
    if key in _PHRASES:
        if predicate(key).acted_on(fig):  # who bought the subject: "… was acquired by Hyundai Motor Group"
            return predicate(key).statement(subject, fig)
        return _PHRASES[key].format(subject=subject, fig=fig, product=q or subject)
    if key == "raised_funding":
        return f"{subject} raised {fig}" + (f" in {round_phrase(q)}" if q else "")
    if key == "investors":
        return (f"investors in {possessive(subject)} {q} round included {fig}" if q
                else f"{possessive(subject)} investors included {fig}")
    if key == "deployed_at":
        site, partner = _site(claim, q)
        agreed = tells_agreement(claim)
        tried = not agreed and tells_trial(claim)  # robots on trial read as tested, not as put to work
        if robot:
            robots = f"{subject} robots"
            return (f"an agreement was signed to deploy {robots}" if agreed
                    else f"{robots} were {'tested' if tried else 'deployed'}") \
                + (f" for {partner}" if partner else "") + f" at {site}"
        if agreed:
            return f"{subject} signed an agreement" + (f" with {partner}" if partner else "") + f" to deploy robots at {site}"
        return f"{subject} {'tested' if tried else 'deployed'} robots" + (f" for {partner}" if partner else "") + f" at {site}"
    if key == "deployment_paused":
        site, _ = _site(claim, q)
        return f"the deployment of {subject if robot else possessive(subject)} robots at {site} {_stopped(claim)}"
    if key in ("units_produced", "shipments", "units_deployed") and robot:
        # A robot builds, ships and deploys nothing: its units were ("close to 1,000 Optimus robots had been built").
        verb = {"units_produced": "built", "shipments": "shipped", "units_deployed": "deployed"}[key]
        if counts_ended_period(claim):  # (its moment gives the period: "In 2025, 1,000 Walker S robots were shipped")
            return f"{_counted(fig, subject)} were {verb}"
        return f"{_counted(fig, subject)} had been {verb}" + (f" at {_place(q)}" if key == "units_deployed" and q else
                                             f" in {q}" if re.fullmatch(r"\d{4}", q or "") else "")
    if key == "units_deployed":
        return f"{subject} had {_counted(fig)} deployed" + (f" at {_place(q)}" if q else "")
    if key == "factory_location":
        return f"{subject} had a factory {'in' if ',' in fig else 'at'} {fig}"
    if key == "runtime":
        return f"{q or subject} could run for {fig}" + ("" if "charge" in fig else " on a charge")
    if key == "degrees_of_freedom":
        return f"{q or subject} had {fig}" + ("" if re.search(r"degree|dof|joint", fig, re.I) else " degrees of freedom")
    if key == "height":
        return f"{q or subject} stood {fig}" + ("" if "tall" in fig else " tall")
    if key in ("units_produced", "shipments"):
        verb = "built" if key == "units_produced" else "shipped"
        if counts_ended_period(claim):  # "In 2025 Acme shipped 4,200 units"
            return f"{subject} {verb} {_counted(fig)}"
        return f"{subject} had {verb} {_counted(fig)}" + (f" in {q}" if re.fullmatch(r"\d{4}", q or "") else "")
    if key == "production_capacity":
        return f"{subject} could build {fig}" + (f" at {_place(q)}" if q else "")
    return None


_ANY = SimpleNamespace(name="x", kind="company")  # any subject: whether a phrase exists does not depend on it


def _stopped(claim: Claim) -> str:
    """"ended" or "was paused" (:func:`~encyclopedia.wording.stop_word`)."""
    word = stop_word(claim)
    return word if word == "ended" else f"was {word}"


def _worded(fact: Fact, entity=None) -> bool:
    """The fact reads in the article's voice: restatable, a phrase for its predicate, no reported speech,
    and its sentence is about the entity (names it outside the object: "One of the milestones … is the
    delivery of one million Optimus robots" is not a delivery by Optimus)."""
    lead = fact.lead
    if not fact.restatable or _phrase(fact.key, _ANY, lead, fact.qualifier) is None:
        return False
    if lead.extractor.startswith("facts"):
        return True
    if fact.key in SITE_KEYS and not names_site(lead):
        return False  # "Is Testing Humanoid Delivery Robots" (a headline's verb phrase) names no site to be deployed at
    if _ATTRIBUTED.search(source_text(lead)):
        return False
    if entity is None:
        return True
    rest = source_text(lead).replace(" ".join(lead.object_text.split()), " ")
    return any(re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", rest) for name in entity.names)


def _on_or_in(date: str) -> str:
    """A date as a time adverbial: "on 16 September 2025" for a day, "in September 2025" for a month or year
    ("by September 2025" stays)."""
    if date.startswith("by "):
        return date
    return f"on {date}" if re.match(r"\d{1,2}\s", date) else f"in {date}"


def _dated(fact: Fact, clause: str) -> str:
    """The clause after its moment: "In February 2024 Figure AI raised …", "As of May 2025, …".

    An event no claim dates is dated by its report, and the report may come long after it (a 2024 profile
    recalling that the company "quickly raised $70 million" in 2022): "As reported in January 2024, Figure AI
    raised $70 million", never "In January 2024 Figure AI raised …". A page with no date tells only that it
    happened by the fetch: "By January 2024, Figure AI raised …".
    """
    moment = fact.moment
    if moment.text.startswith(("As of", "By ")):  # ("By May 2025, …": a page with no date, fetched then)
        return f"{moment.text}, {clause}"
    if moment.reported:
        return f"As reported {_on_or_in(moment.short)}, {clause}"
    return f"{moment.text}{',' if clause[:1].isdigit() else ''} {clause}"  # ("In 2025, 1,000 … were shipped")


def describe(entity: Entity, fact: Fact) -> str:
    """The fact as one clause, dated, without its full stop: "In April 2025 the deployment … was paused"."""
    if _worded(fact, entity):
        return _dated(fact, _phrase(fact.key, entity, fact.lead, fact.qualifier))
    return _reported_fact(entity, fact).rstrip(".")


def _reported_fact(entity: Entity, fact: Fact) -> str:
    """The fact attributed to its source: its evidence sentence, or for who founded the entity (often an
    infobox's "Founder: …" line) "<entity> was founded by …", undated: the report's day is not the founding's."""
    lead = fact.lead
    if fact.key == "leadership" and fact.qualifier == "founder" and lead.object_text.startswith("founded by "):
        return reported(lead, said=f"{entity.name} was {lead.object_text}")
    return reported(lead)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _valuation_phrase(claims: Sequence[Claim]) -> str:
    best = min(claims, key=lambda c: (c.source.authority_tier, -c.known_at.timestamp()))
    fig = figure(best)
    post = "post-money " if any("post-money" in source_text(c) for c in claims) else ""
    if fig.startswith(("$", "€", "£", "US$")) and " " in fig and not fig.lower().startswith(("more", "about")):
        return f" at a {fig} {post}valuation"
    return f" at a {post}valuation of {fig}"


def _investor_phrase(claims: Sequence[Claim]) -> str:
    """", led by A and B, with C" for the backers the evidence says led the round (named after "led by" or before
    "led the"), the others after them; ", from investors including …" when it names no lead."""
    best = min(claims, key=lambda c: (c.source.authority_tier, c.known_at))
    fig, text = figure(best), source_text(best)
    names = [n for n in re.split(r",\s+|\s+and\s+", fig) if n.strip()]
    leads = [n for n in names if re.search(r"\bled\s+by\s+(?:(?!participation|alongside|joined|with\b)[^.;]){0,80}?"
                                           + re.escape(n), text)
             or re.search(re.escape(n) + r"[^.;]{0,80}?\s(?:co-?)?led\s+(?:the|its|a|this)\b", text)]
    if not leads:
        return f", from investors including {fig}"
    others = [n for n in names if n not in leads]
    return f", led by {_and(leads)}" + (f", with {_and(others)}" if others else "")


def _and(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _same_figure(a: str, b: str) -> bool:
    return re.sub(r"[^\w$€£¥]+", " ", a.lower()).split() == re.sub(r"[^\w$€£¥]+", " ", b.lower()).split()


def _within(entity: Entity) -> str:
    """The entity's name inside a sentence: a market is a common noun ("the humanoid robot market"), a company
    or robot its own name."""
    return f"the {entity.name[:1].lower()}{entity.name[1:]}" if entity.kind == "market" else entity.name


def _history(entity: Entity, fact: Fact, skip: set[int], said: Sequence[str] = ()) -> list[tuple[dt.date, Sentence]]:
    """Earlier values of ``fact`` as dated history sentences, citing the claims that gave them.

    A deployment a pause ended (a claim of another predicate) is told at its own
    date; earlier values of the fact itself read "Earlier reports put Figure AI's
    total funding at $745 million (March 2024)." at the fact's date. Values
    equal to the current one, claims stated elsewhere (``skip``) and figures
    the article states elsewhere (``said``: a round's valuation) are left out.
    """
    current = figure(fact.lead)
    earlier = [c for c in fact.earlier if c.id not in skip]
    out: list[tuple[dt.date, Sentence]] = []
    ended: dict[str, list[Claim]] = {}
    for old in [c for c in earlier if predicate(c.predicate).key != fact.key]:  # a deployment the pause ended
        ended.setdefault(predicate(old.predicate).key, []).append(old)
    for key, olds in ended.items():  # the place's deployment, however many reports and names: told once
        told = Fact(key, olds)
        out.append((told.moment.start, Sentence(_cap(describe(entity, told)) + ".", told.claim_ids, Kind.HISTORY)))
    values: dict[str, list[Claim]] = {}
    for old in earlier:
        if predicate(old.predicate).key == fact.key and not _same_figure(figure(old), current) \
                and not any(_same_figure(figure(old), x) for x in said):
            key = next((k for k in values if _same_figure(k, figure(old))), figure(old))
            values.setdefault(key, []).append(old)
    if values:
        if fact.key == "raised_funding":
            topic = f"{possessive(entity.name)} {fact.qualifier} round" if fact.qualifier else "the round"
        elif fact.key == "total_funding":
            topic = f"{possessive(entity.name)} total funding"
        elif fact.key in ("units_deployed", "units_produced"):  # a count reads as one: "the number of robots …"
            counted = "robots" if entity.kind != "robot" else f"{entity.name} units"
            done = "deployed" if fact.key == "units_deployed" else "built"
            topic = f"the number of {counted} {entity.name + ' had ' if entity.kind != 'robot' else ''}{done}" + (
                f" ({fact.qualifier})" if fact.predicate.cardinality == "keyed" and fact.qualifier else "")
        else:
            keyed = fact.predicate.cardinality == "keyed" and fact.qualifier
            topic = f"{possessive(_within(entity))} {fact.predicate.label}" + (f" ({fact.qualifier})" if keyed else "")
        parts = [Part(f"Earlier reports put {topic} at ")]
        for i, (fig, olds) in enumerate(values.items()):
            joint = "" if i == 0 else (" and " if i == len(values) - 1 else ", ")
            when = reported_when(min(olds, key=lambda c: c.known_at))
            parts.append(Part(f"{joint}{fig} ({when})", tuple(c.id for c in olds)))
        parts.append(Part("."))
        out.append((fact.moment.start, Sentence.of_parts(parts, kind=Kind.HISTORY)))
    return out


def _conflict(entity: Entity, fact: Fact) -> Sentence:
    """"Sources disagree on Figure AI's valuation: Meridian Wire puts it at $39.5 billion[1]; …" — each side cited."""
    p = fact.predicate
    q = next((c.qualifier for c in fact.claims if c.qualifier), "")
    if fact.key == "raised_funding":
        topic = f"the size of {possessive(entity.name)} {q} round" if q else f"the size of a {entity.name} round"
    else:
        topic = f"{possessive(_within(entity))} {p.label}" + (f" ({q})" if q else "")
    parts = [Part(f"Sources disagree on {topic}: ")]
    names = [" and ".join(dict.fromkeys(attribution(c) for c in side)) for side in fact.sides]
    if len(set(names)) < len(names):  # one outlet on both sides: the reports, not the outlet, disagree
        names = [f"one report ({names[0]})"] + ["another" for _ in names[1:]]
    for i, (name, side) in enumerate(zip(names, fact.sides)):
        if i == 0:
            verb = "put" if " and " in name else "puts"
            text = f"{_cap(name)} {verb} it at {figure(side[0])}"
        else:
            text = f"; {name} at {figure(side[0])}"
        parts.append(Part(text, tuple(c.id for c in side)))
    parts.append(Part("."))
    return Sentence.of_parts(parts, kind=Kind.CONFLICT)


def _fact_sentences(entity: Entity, fact: Fact, *, valuations: Mapping[str, list[Claim]],
                    investors: Mapping[str, list[Claim]], stated: set[int]) -> list[tuple[dt.date, Sentence]]:
    """The fact's sentence at its date, then its history (:func:`_history`)."""
    day = fact.moment.start
    if fact.disputed:
        return [(day, _conflict(entity, fact))]
    lead = fact.lead
    if lead.claim_type == ClaimType.OPINION or fact.key == "opinion":
        return [(day, Sentence(quoted(lead), fact.claim_ids, Kind.QUOTE))]
    if not _worded(fact, entity):
        # Told in its source's words, it stands where that source's date puts it ("According to VnExpress
        # (November 2025), …" among the events of late 2025, though an earlier report of the fact came in 2024).
        told = best_moment([lead], event=fact.key in ACTIONS).start
        return [(told, Sentence(_reported_fact(entity, fact), fact.claim_ids, Kind.REPORT)),
                *_history(entity, fact, stated)]
    clause = _phrase(fact.key, entity, lead, fact.qualifier)
    ids = list(fact.claim_ids)
    if fact.key == "raised_funding" and fact.qualifier:
        q = fact.qualifier.lower()
        if valuations.get(q):
            clause += _valuation_phrase(valuations[q])
            ids += [c.id for c in valuations[q]]
        if investors.get(q):
            clause += _investor_phrase(investors[q])
            ids += [c.id for c in investors[q]]
    text = _cap(_dated(fact, clause)) + "."
    return [(day, Sentence(text, tuple(dict.fromkeys(ids)), Kind.FACT)), *_history(entity, fact, stated)]


def _round_attachments(facts: Sequence[Fact]) -> tuple[dict[str, list[Claim]], dict[str, list[Claim]], set[int]]:
    """Valuations and investors stated with the round their qualifier names: by round (lower case), and their ids."""
    rounds = {f.qualifier.lower() for f in facts if f.key == "raised_funding" and f.qualifier and _worded(f)}
    valuations: dict[str, list[Claim]] = {}
    investors: dict[str, list[Claim]] = {}
    stated: set[int] = set()
    for fact in facts:
        if fact.disputed or fact.key not in ("valuation", "investors"):
            continue
        pool = [*fact.claims, *fact.earlier] if fact.key == "valuation" else fact.claims
        target = valuations if fact.key == "valuation" else investors
        for claim in pool:
            q = claim.qualifier.lower()
            if q in rounds and (fact.key == "valuation" or _worded(Fact("investors", [claim]))):
                # A fact's unnamed claims restating the same value go with it (one fact, one sentence).
                group = [claim] if claim not in fact.claims else [c for c in fact.claims if not c.qualifier or c.qualifier.lower() == q]
                target.setdefault(q, [])
                target[q] += [c for c in group if c not in target[q]]
                stated |= {c.id for c in group}
    return valuations, investors, stated


#: Specifications the lead gives for a robot, as it words them (robots only).
_SPECS = (("payload", "can carry {}"), ("price", "is priced at {}"), ("height", "stands {}"), ("weight", "weighs {}"),
          ("runtime", "runs for {}"), ("speed", "moves at {}"))


def _lead(entity: Entity, fields: Sequence[InfoField], facts: Sequence[Fact], *, maker=None) -> list[Sentence]:
    """The lead: the infobox's current key facts as a few sentences, each part cited; a robot's opens with who
    makes it ("Optimus is a robot made by Tesla."), citing the first claim that names the maker."""
    f = {x.key: x for x in fields}
    name = entity.name
    out: list[Sentence] = []
    if maker is not None:
        out.append(Sentence(f"{name} is a robot made by {maker.name}.", (maker.claim.id,), Kind.LEAD))
    kind = entity.kind if entity.kind in ("company", "robot", "team") else ""
    bits = [(f"founded in {f['founded'].value}", f["founded"].claim_ids)] if "founded" in f else []
    if "headquarters" in f:
        bits.append((f"based in {f['headquarters'].value}", f["headquarters"].claim_ids))
    if bits:
        parts = [Part(f"{name} is a {kind} " if kind else f"{name} was ")]
        for i, (text, ids) in enumerate(bits):
            if not kind and text.startswith("based"):
                text = ("and is " if i else "is ") + text
            elif i:
                text = "and " + text
            parts.append(Part(("" if i == 0 else " ") + text, ids))
        parts.append(Part("."))
        out.append(Sentence.of_parts(parts, kind=Kind.LEAD))
    if "ceo" in f:
        out.append(Sentence(f"Its chief executive is {f['ceo'].value}.", f["ceo"].claim_ids, Kind.LEAD))
    money = []
    if "total_funding" in f:
        money.append(Part(f"has raised {f['total_funding'].value} in total", f["total_funding"].claim_ids))
    if "valuation" in f:
        when = f" {_on_or_in(f['valuation'].date)}" if f["valuation"].date else ""
        money.append(Part(f"was valued at {f['valuation'].value}{when}", f["valuation"].claim_ids))
    if "latest_round" in f and "total_funding" not in f:
        rnd = f["latest_round"]
        money.insert(0, Part(f"raised {rnd.value.split(', ', 1)[1]} in its {rnd.value.split(', ', 1)[0]} round"
                             + (f" {_on_or_in(rnd.date)}" if rnd.date else ""), rnd.claim_ids))
    if money:
        parts = [Part("It ")]
        for i, part in enumerate(money):
            joint = "" if i == 0 else (" and " if i == len(money) - 1 else ", ")
            parts.append(Part(joint + part.text, part.claim_ids))
        parts.append(Part("."))
        out.append(Sentence.of_parts(parts, kind=Kind.LEAD))
    if "robots" in f:
        robots = f["robots"].value.split(", ")
        listed = _and(robots)
        out.append(Sentence(f"Its robots include {listed}." if len(robots) > 1 else f"It makes the {listed} robot.",
                            f["robots"].claim_ids, Kind.LEAD))
    deployed, paused = deployment_sites(facts)
    if deployed or paused:
        parts = []
        # Robots at work and robots on trial are told apart: "deployed at GXO and tested at Amazon".
        tried = [x for x in deployed if all(tells_trial(c) for c in x.claims)]
        working = [x for x in deployed if x not in tried]
        for verb, group in (("deployed", working), ("tested", tried)):
            if group:
                where = (" and" if parts else "It has been" if entity.kind == "robot" else "Its robots have been")
                parts.append(Part(f"{where} {verb} at {_and([_place(place_name(x)) for x in group])}",
                                  tuple(i for x in group for i in x.claim_ids)))
        for x in paused:
            joint = "; its" if parts else "Its"
            parts.append(Part(f"{joint} deployment at {_place(place_name(x))} {_stopped(x.lead)} in {x.moment.short}",
                              x.claim_ids))
        parts.append(Part("."))
        out.append(Sentence.of_parts(parts, kind=Kind.LEAD))
    # A robot's specifications ("Digit can carry 16 kg"); a market's price is no product's ("the humanoid robot market
    # is priced at …" misreads a robot's average cost).
    specs = [(k, v) for k, v in _SPECS if k in f] if entity.kind == "robot" else []
    if specs:
        parts = [Part(f"{name} ")]
        for i, (k, v) in enumerate(specs):
            joint = "" if i == 0 else (" and " if i == len(specs) - 1 else ", ")
            parts.append(Part(joint + v.format(f[k].value), f[k].claim_ids))
        parts.append(Part("."))
        out.append(Sentence.of_parts(parts, kind=Kind.LEAD))
    if out:
        out[0] = _named_first(out[0], name)
    return out


def _named_first(sentence: Sentence, name: str) -> Sentence:
    """The article's first sentence names its subject: "It makes the Optimus robot." → "Tesla makes …",
    "Its chief executive is …" → "Tesla's chief executive is …"; a sentence that names it already is kept."""
    pronoun = re.match(r"(It|Its)\b", sentence.text)
    if pronoun is None:
        return sentence
    named = name if pronoun.group(1) == "It" else possessive(name)

    def rename(text: str) -> str:
        return named + text[len(pronoun.group(1)):]

    if sentence.parts:
        first, *rest = sentence.parts
        return Sentence.of_parts([Part(rename(first.text), first.claim_ids), *rest], kind=sentence.kind,
                                 lane=sentence.lane)
    return replace(sentence, text=rename(sentence.text))


def _merge_repeats(sections: list[Section]) -> None:
    """One sentence per wording: a sentence whose words another already states adds its citations there.

    Two claims of one sentence (a fact and a forecast, in two lanes) can both be worded from that sentence;
    the outlook keeps it (it says when it was due), the body drops it. A section left empty goes.
    """
    def key(sentence: Sentence) -> str:
        return " ".join(sentence.text.lower().split())

    def said(sentence: Sentence) -> str:  # the attributed statement inside a projection, past due or not
        text = sentence.parts[0].text if sentence.parts else sentence.text
        text = re.sub(r" \([^()]*'s projection\)\.$", ".", re.sub(r"^(?:Was due|Due) by [^:]+: a", "A", text))
        text = re.sub(r", by (?:the end of )?[\w ]+\.$", ".", text)
        return key(Sentence(text))

    outlook = next((s for s in sections if s.key == "outlook"), None)
    projections = {said(s): s for s in outlook.sentences} if outlook else {}
    first: dict[str, Sentence] = {}
    for section in sections:
        if section is outlook:
            continue
        kept = []
        for sentence in section.sentences:
            k = key(sentence)
            twin = projections.get(k.rstrip(".") + ".") or projections.get(k)
            if sentence.kind == Kind.REPORT and twin is not None:
                continue  # worded as the projection it also is
            if k in first and not sentence.parts and not first[k].parts:
                seen = first[k]
                seen.claim_ids = tuple(dict.fromkeys([*seen.claim_ids, *sentence.claim_ids]))
                continue
            first.setdefault(k, sentence)
            kept.append(sentence)
        section.sentences = kept
    sections[:] = [s for s in sections if s.sentences or s is outlook]  # no heading left over an empty section


#: A word of three letters or more: what a line must hold to be told as a sentence.
_WORD = re.compile(r"[^\W\d_]{3}")


def prose_article(*, entity: Entity, canonical: Sequence[Claim], bull: Sequence[Claim], bear: Sequence[Claim],
                  as_of: dt.date | None, conflicts: Sequence[ConflictView] | None = None,
                  replaced: Mapping[int, Sequence[Claim]] | None = None, verdicts: Verdicts | None = None,
                  robots: Sequence[Claim] = ()) -> Article:
    """The article of ``entity`` from claims recalled for one reader as of one day.

    Args:
        entity: the subject.
        canonical, bull, bear: current claims of each lane (each recalled on its own; ``source`` and
            ``document`` loaded). The body, lead and infobox read ``canonical`` only.
        as_of: the article's day (None: the site's today); decides which projections are past due.
        conflicts: the conflicts among ``canonical`` as decided for the reader (looked up when None).
        replaced: claim id → the claims it superseded as of the day (for history), or None.
        verdicts: the prediction ledger's states of the projections for the same reader and day, cited
            claims loaded (:func:`encyclopedia.outlook.outlook_verdicts`); None: each projection by its date.
        robots: for a company, current canonical claims about its registry robots whose evidence names the
            robot and the company (:func:`encyclopedia.synthesis.robots_named_with_maker`): which robots it
            makes, when its own claims name none of them.

    Returns an :class:`~encyclopedia.article.Article` whose every sentence cites claims of the
    given lists (``robots`` cited only for the robots it makes), or (in the outlook) claims the ledger's
    verdicts cite, visible to the same reader.
    """
    if conflicts is None:
        conflicts = conflicts_among(list(canonical))
    day = as_of or site_today()
    plans = [c for c in canonical if is_projection(c)]
    body_claims = [c for c in canonical if not is_projection(c)]
    # One place told under several names is one fact ("the BMW plant", "the Spartanburg line").
    facts = fold_places(facts_of(body_claims, conflicts=conflicts, replaced=replaced))
    # Only a maker or a robot has robots of its own at work: a market's deployments are others' (told in the body).
    own = facts if entity.kind in ("company", "robot") else [f for f in facts if f.key not in SITE_KEYS]
    robots, maker = registry_named(entity, body_claims, also=robots)
    fields = infobox_fields(facts=own, robots=robots)
    sections: list[Section] = []
    lead = _lead(entity, fields, own, maker=maker)
    if lead:
        sections.append(Section("lead", "", lead))

    # What the lead states as a value of its own is not stated again in the body (its history is).
    lead_only = LEAD_ONLY | {k for k, _ in _SPECS if any(f.key == k for f in fields)}
    valuations, investors, stated = _round_attachments(facts)
    valuations_said = [c for claims in valuations.values() for c in claims]
    by_section: dict[str, list[tuple[dt.date, int, Sentence]]] = {}
    keys_by_section: dict[str, set[str]] = {}
    for fact in facts:
        if not any(_WORD.search(source_text(c)) for c in fact.claims) and not _worded(fact, entity):
            continue  # a bare figure left of a page's table ("1,000"): nothing a reader can tell it by
        if fact.disputed:
            dated = _fact_sentences(entity, fact, valuations=valuations, investors=investors, stated=stated)
        elif fact.key in lead_only or (fact.key in ("valuation", "investors") and any(c.id in stated for c in fact.claims)):
            # The value itself is in the lead, or with its round.
            dated = _history(entity, fact, stated, said=[figure(c) for c in valuations_said] if fact.key == "valuation" else ())
        else:
            dated = _fact_sentences(entity, fact, valuations=valuations, investors=investors, stated=stated)
        entries = by_section.setdefault(fact.section, [])
        entries += [(day, len(entries), sentence) for day, sentence in dated]
        if dated:
            keys_by_section.setdefault(fact.section, set()).add(fact.key)
    for key, title in [*SECTIONS, *((k, k.replace("_", " ").capitalize()) for k in by_section)]:
        entries = by_section.pop(key, None)
        if entries:  # in time order; a fact's history right after it
            sections.append(Section(key, _section_title(key, title, keys_by_section.get(key, set())),
                                    [sentence for _, _, sentence in sorted(entries, key=lambda e: e[:2])]))
    outlook = outlook_section(
        lanes=[(Lane.CANONICAL, plans), (Lane.BULL, list(bull)), (Lane.BEAR, list(bear))],
        facts=facts, day=day, describe=lambda fact: describe(entity, fact), names=entity.names, verdicts=verdicts,
    )
    if outlook is not None:
        sections.append(outlook)
    _merge_repeats(sections)
    return Article(sections, fields)
