"""The one vocabulary of predicates and qualifiers: data every part of the claims kernel reads.

Each :class:`Predicate` says what a claim asserts (``raised_funding``,
``production_target`` …), how it is spelled in facts files, extractors' output
and questions, what its qualifier means (the round, the site, the period, the
product), and how many values it has at a time, which decides whether two
claims about it are the same fact (:mod:`claims.identity`):

* ``single`` — one value at a time (a valuation, a price, a headquarters):
  two claims are the same fact when their qualifiers agree or either is missing;
* ``keyed`` — one value per qualifier (a round's size per round, a target per
  period, a fleet per site): the same fact only when both qualifiers agree, or
  both are missing;
* ``many`` — a list, every claim a fact of its own (capabilities, opinions,
  launches, reported figures): never the same fact as another.

A ``period`` qualifier is the year a figure is for, a horizon included (a market
"by 2035" is the 2035 market); a ``plan_period`` is the year a plan is for only
when the plan names one ("5,000 in 2025"): a deadline ("1,000 by 2025") is part
of the plan, and a later plan with another deadline revises it.

Predicates are stored as their keys: every writer passes what it has through
:func:`predicate_key`. A spelling this vocabulary does not know becomes its own
key in ``lower_snake_case``, with the ``many`` cardinality.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

__all__ = [
    "CROSS_PREDICATES", "CROSS_UNQUALIFIED", "ENDING_PREDICATES", "PREDICATES", "Predicate", "event_predicates", "predicate", "predicate_key",
    "qualifier_canonical", "qualifier_from_context", "qualifier_key", "rounds_named",
]

Cardinality = Literal["single", "keyed", "many"]
QualifierKind = Literal["round", "site", "period", "plan_period", "product", "role", "context", "partner", "exchange", ""]
ValueKind = Literal["quantity", "text"]


@dataclass(frozen=True)
class Predicate:
    """One predicate of the vocabulary.

    ``spellings``: other ways writers spell it (facts files, extractors, models);
    ``asked_as``: phrases that ask for it in a question; ``template``: the
    statement a structured fact of it reads as (``{subject}``, ``{object}``);
    ``claim_type``: the type a structured fact of it has by default.
    """

    key: str
    label: str
    claim_type: str
    cardinality: Cardinality = "single"
    qualifier: QualifierKind = ""
    spellings: tuple[str, ...] = ()
    asked_as: tuple[str, ...] = ()
    template: str = "{subject} {label}: {object}"
    unit: str = ""
    conflicts: bool = True  # two live canonical claims of this fact with different objects disagree
    event: bool = False  # an event stays true once it happened: ``valid_until`` dates it, it never expires
    extracted: bool = True  # extractors may emit it (False: structured facts only)
    value: ValueKind = "text"  # what its object is: an amount ("quantity") or a short name, place or date
    passive: str = ""  # the statement when the object is who acted on the subject ("by Hyundai Motor Group")

    @property
    def relates(self) -> bool:
        """Whether claims of this predicate can replace or contradict one another (or one of a cross pair) at all."""
        return self.cardinality != "many" or any(self.key in pair for pair in CROSS_PREDICATES)

    @property
    def single_valued(self) -> bool:
        """One value at a time: a second, different value replaces or contradicts the first."""
        return self.cardinality == "single"

    def acted_on(self, obj: str) -> bool:
        """Whether ``obj`` names who acted on the subject ("by Hyundai Motor Group"), so the claim reads passive."""
        return bool(self.passive) and obj.startswith("by ")

    def statement(self, subject: str, obj: str) -> str:
        """The claim as a plain sentence; a count that names what it counts is not counted again
        ("a single Figure robot deployed", not "a single Figure robot robots deployed")."""
        template = self.passive if self.acted_on(obj) else self.template
        text = template.format(subject=subject, object=_MEASURE_ADJECTIVE.sub(_measure_noun, obj), label=self.label)
        return re.sub(r"\b(robots?|units?|humanoids?)\s+(?:robots|units)\b", r"\1", text)


#: A measure written as an adjective ("a 47-kilogram robot"), which a statement says as a noun ("weighs 47 kilograms").
_MEASURE_ADJECTIVE = re.compile(r"\b(\d[\d.,]*)-(kilogram|pound|meter|metre|centimeter|centimetre|foot|inch|hour|minute"
                                r"|mile|kilometer|kilometre)\b(?!-)", re.IGNORECASE)
_IRREGULAR_PLURAL = {"foot": "feet", "inch": "inches"}


def _measure_noun(m: re.Match) -> str:
    amount, unit = m.group(1), m.group(2)
    if amount != "1":
        unit = _IRREGULAR_PLURAL.get(unit.lower(), unit + "s")
    return f"{amount} {unit}"


def _p(key: str, label: str, claim_type: str, cardinality: Cardinality = "single", qualifier: QualifierKind = "",
       spellings: tuple[str, ...] = (), asked_as: tuple[str, ...] = (), template: str = "", unit: str = "",
       conflicts: bool = True, event: bool = False, extracted: bool = True, passive: str = "") -> Predicate:
    return Predicate(key, label, claim_type, cardinality, qualifier, spellings, asked_as,
                     template or "{subject} {label}: {object}", unit, conflicts, event, extracted,
                     "quantity" if key in _QUANTITIES else "text", passive)


#: Predicates whose objects are amounts (money, counts, measures): their values compare as numbers.
_QUANTITIES = frozenset({
    "raised_funding", "valuation", "total_funding", "units_deployed", "price", "subscription_price", "payload", "runtime", "speed",
    "degrees_of_freedom", "height", "weight", "units_produced", "shipments", "production_capacity", "floor_area", "market_size",
    "metric", "production_target", "deployment_target", "avg_minutes", "rebounds_per_game", "points_per_game",
    "assists_per_game", "games_played", "wins", "steals_per_game", "blocks_per_game", "turnovers_per_game",
})


def _fact(*args, **kwargs) -> Predicate:
    """A predicate only structured facts state (no extractor emits it)."""
    return _p(*args, **kwargs, extracted=False)


#: The vocabulary (data, not code). Order breaks ties between equally good matches in questions.
PREDICATES: tuple[Predicate, ...] = (
    # --- funding
    _p("raised_funding", "funding round", "funding", "keyed", "round",
       ("raised funding", "raised", "raises", "raise", "raising", "closed a round of", "closed a round", "secured", "funding round", "round",
        "investment", "invested", "financing", "series a", "series b", "series c", "series d", "seed round"),
       ("funding round", "round", "raise"), "{subject} raised {object}", event=True),
    _p("investors", "investors", "funding", "many", "round", ("investor", "led by", "backed by", "backers"),
       ("investors", "who invested", "backed by", "led by", "backers", "who led", "lead investor", "who backed", "who backs",
        "who is backing", "who invests",
        "who funded", "who funds", "funded by", "who financed", "funders"),
       "{subject} is backed by {object}",
       conflicts=False),
    _p("valuation", "valuation", "funding", "single", "",
       ("valued at", "valued", "valuing", "worth", "market cap", "market capitalization"),
       ("valuation", "valued", "values", "worth"), "{subject} is valued at {object}"),
    _p("total_funding", "total funding", "funding", "single", "",
       ("raised in total", "total raised", "funding to date"),
       ("total funding", "raised in total", "how much has", "funding", "raised"), "{subject} has raised {object} in total"),
    _p("acquisition", "acquisition", "funding", "many", "",
       ("acquired", "acquired_via", "acquire", "acquires", "bought", "stake", "traded for", "got", "get",
        "signed", "obtained"),
       ("acquired", "acquisition", "acquire", "got", "get", "signed", "obtained", "traded for", "pay for", "paid for",
        "paying for", "buy", "bought", "purchase", "purchased", "takeover", "owns", "owner",
        "owned"),
       "{subject} acquired {object}", conflicts=False, event=True, passive="{subject} was acquired {object}"),
    _p("listing", "stock listing", "funding", "single", "exchange", ("ipo", "listed", "listing", "shares trade"),
       ("listed", "ipo", "listing", "stock exchange", "ticker"), "{subject} is listed on {object}", conflicts=False),
    _p("listing_planned", "planned stock listing", "funding", "many", "exchange",
       ("plans to list", "seeking a listing", "prospectus filed", "ipo plan", "planned ipo"),
       ("plan to list", "planning an ipo", "ipo plans"), "{subject} is preparing a stock listing on {object}",
       conflicts=False),
    # --- deployments
    _p("deployed_at", "deployed at", "deployment", "keyed", "site",
       ("deployed", "deploys", "deploy", "deployment", "working at", "works at", "pilot", "piloted", "piloting",
        "in production at", "customer", "customers", "commercial agreement", "trial", "trials"),
       ("deployed", "deploying", "deploy", "working at", "customers", "where", "companies use", "companies using",
        "who uses", "who is using", "tested", "testing", "piloting",
        "piloted", "trialling"), "{subject} is deployed at {object}",
       conflicts=False),
    _p("deployment_paused", "deployment paused", "deployment", "keyed", "site",
       ("paused", "halted", "suspended", "stopped", "ended", "retired"), ("paused", "stopped"),
       "{subject} paused its deployment at {object}", conflicts=False, event=True),
    _p("partnership", "partnership", "deployment", "many", "partner", ("partner", "collaboration", "partnered"),
       ("partner", "partnership", "working with", "work with", "works with", "collaboration", "collaborating",
        "teaming up", "team up", "teamed up"),
       "{subject} partners with {object}", conflicts=False),
    _p("partnership_ended", "partnership ended", "deployment", "keyed", "partner",
       ("left the partnership", "ended the partnership", "ended its collaboration"),
       ("ended", "end its collaboration", "end its partnership", "end the partnership", "left", "leaving", "leaves",
        "exited", "exits", "pulled out", "stop working with"),
       "{subject} ended its partnership with {object}", conflicts=False, event=True),
    _p("units_deployed", "units deployed", "statistic", "keyed", "site",
       ("robots deployed", "fleet", "fleet size", "fleet of"), ("units deployed", "robots deployed", "fleet size",
                                                                "how many robots"),
       "{subject} has {object} robots deployed"),
    _p("factory_location", "factory location", "deployment", "single", "",
       ("factory", "plant", "manufacturing site", "production site"), ("factory", "plant"),
       "{subject} has its factory in {object}"),
    # --- capabilities and products
    _p("capability", "capability", "capability", "many", "product", ("can", "is able to", "capable of"),
       ("can", "able to", "capable"), "{subject} can {object}", conflicts=False),
    _p("launched", "launched", "capability", "many", "product", ("unveiled", "released", "introduced"),
       ("launched", "unveiled"), "{subject} launched {object}", conflicts=False),
    # --- statistics
    _p("price", "price", "statistic", "single", "product", ("priced at", "costs", "cost", "sells for", "price tag"),
       ("price", "cost", "costs", "priced at", "sells for", "sell for", "pay for"), "{subject} costs {object}"),
    _p("subscription_price", "subscription price", "statistic", "single", "product",
       ("a month", "per month", "monthly", "subscription"),
       ("subscription", "a month", "per month", "monthly", "rent", "lease"), "{subject} can be rented for {object}"),
    _p("payload", "payload", "statistic", "single", "product", ("carry", "carries", "lift", "lifts"),
       ("payload", "carry", "carries", "lift", "lifts", "how much weight"), "{subject} can carry {object}"),
    _p("runtime", "runtime", "statistic", "single", "product", ("battery life", "per charge", "run time"),
       ("runtime", "battery life"), "{subject} runs for {object}"),
    _p("speed", "speed", "statistic", "single", "product", ("top speed",), ("speed", "how fast"),
       "{subject} moves at {object}"),
    _p("degrees_of_freedom", "degrees of freedom", "statistic", "single", "product", ("dof", "joints"),
       ("degrees of freedom", "joints"), "{subject} has {object}"),
    _p("height", "height", "statistic", "single", "product", ("tall",), ("height", "how tall", "tall"),
       "{subject} is {object} tall"),
    _p("weight", "weight", "statistic", "single", "product", ("weighs",), ("weight", "how heavy", "heavy", "weigh", "weighs"),
       "{subject} weighs {object}"),
    _p("units_produced", "units built", "statistic", "keyed", "period", ("built", "produced", "manufactured"),
       ("units built", "how many built", "produced", "built", "manufactured"), "{subject}: {object} built"),
    _p("shipments", "shipments", "statistic", "keyed", "period", ("shipped", "delivered", "deliveries", "sold"),
       ("shipments", "deliveries", "shipped", "delivered", "ship", "deliver"), "{subject}: {object} shipped"),
    _p("production_capacity", "production capacity", "statistic", "single", "site",
       ("capacity", "robots a year", "robots per year", "units a year"), ("production capacity", "capacity",
                                                                         "robots a year", "build a year"),
       "{subject} can build {object}"),
    _p("floor_area", "floor area", "statistic", "single", "site", ("floor space", "square feet", "covers"),
       ("floor area", "how big", "square feet", "how large"), "{subject} covers {object}"),
    _p("market_size", "market size", "statistic", "keyed", "period", ("market", "tam", "revenue"),
       ("market size", "market", "how big", "how large", "worth", "size", "addressable"), "{subject}: a market of {object}"),
    _p("metric", "reported figure", "statistic", "many", "", ("percent",), (), conflicts=False),
    _p("founded", "founding year", "statistic", "single", "", ("founded_in", "established", "founded in"),
       ("founded", "founding year", "established"), "{subject} was founded in {object}", event=True),
    _p("headquarters", "headquarters", "statistic", "single", "",
       ("based_in", "based in", "based", "base", "home city", "home_city", "located", "location", "headquartered",
        "hq", "home arena"),
       ("headquarters", "based", "base", "home city", "located", "location", "headquartered", "hq", "home arena"),
       "{subject} is based in {object}"),
    _p("leadership", "leadership", "statistic", "many", "role", ("appointed", "named", "stepped down", "hired"),
       ("who leads", "who runs", "leadership", "who founded", "founder", "co-founder", "co-founded", "in charge",
        "who heads", "who is running", "who's running", "currently running", "who is leading", "took over",
        "take over", "successor", "replaced", "cto", "chief technology officer", "chief technical officer", "cfo",
        "chief financial officer", "coo", "chief operating officer", "chief commercial officer", "chairman",
        "chairwoman"), "{subject}: {object}",
       conflicts=False),
    _p("ceo", "chief executive", "statistic", "single", "", ("chief_executive", "chief executive", "boss"),
       ("ceo", "chief executive", "boss"), "{object} is the chief executive of {subject}", extracted=False),
    # --- projections
    _p("production_target", "production target", "timeline", "single", "plan_period",
       ("production", "produce", "manufacture", "build", "output", "mass production"),
       ("production target", "produce", "build", "make"), "{subject} plans to build {object}"),
    _p("deployment_target", "deployment target", "timeline", "single", "plan_period",
       ("will deploy", "plans to deploy", "expects to deploy", "sell", "sales", "deliver"),
       ("deployment target", "deploy", "sell", "sold to customers", "sell to customers", "sold to outside customers"),
       "{subject} plans to deploy {object}"),
    _p("launch_date", "launch date", "timeline", "keyed", "product",
       ("launch", "release", "on sale", "available", "start selling", "begin selling", "starts selling", "begins selling"),
       ("launch", "release", "when will", "on sale", "available", "start selling", "begin selling", "be sold", "ship",
        "start shipping", "begin shipping", "start delivering", "begin delivering", "commercialization",
        "commercialisation", "commercially available", "commercial launch"),
       "{subject} plans to launch {object}", event=True),
    # --- opinions
    _p("opinion", "opinion", "opinion", "many", "", (),
       ("critics", "criticism", "sceptics", "skeptics", "doubters", "doubts", "concerns", "supporters", "optimists"),
       "{subject}: {object}", conflicts=False),
    # --- structured facts of other domains (the seed's sports statistics)
    _fact("plays_for", "team", "statistic", "single", "context",
       ("team", "plays for", "play for", "played for", "playing for", "club"),
       ("plays for", "play for", "played for", "playing for", "which team", "what team", "current team", "team",
        "club"), "{subject} plays for {object}"),
    _fact("avg_minutes", "minutes per game", "statistic", "single", "context",
       ("minutes_per_game", "minutes per game", "average minutes", "avg minutes", "minutes a game", "mpg", "minutes"),
       ("minutes per game", "average minutes", "minutes a game", "mpg", "minutes"),
       "{subject} averages {object} minutes per game", "minutes"),
    _fact("rebounds_per_game", "rebounds per game", "statistic", "single", "context",
       ("rpg", "avg_rebounds", "rebounds"), ("rebounds per game", "rpg", "rebounds"),
       "{subject} averages {object} rebounds per game", "rebounds"),
    _fact("points_per_game", "points per game", "statistic", "single", "context",
       ("ppg", "avg_points", "points", "scoring average"), ("points per game", "ppg", "points", "scoring average"),
       "{subject} averages {object} points per game", "points"),
    _fact("assists_per_game", "assists per game", "statistic", "single", "context",
       ("apg", "avg_assists", "assists"), ("assists per game", "apg", "assists"),
       "{subject} averages {object} assists per game", "assists"),
    _fact("steals_per_game", "steals per game", "statistic", "single", "context",
       ("spg", "avg_steals", "steals"), ("steals per game", "spg", "steals"),
       "{subject} averages {object} steals per game", "steals"),
    _fact("blocks_per_game", "blocks per game", "statistic", "single", "context",
       ("bpg", "avg_blocks", "blocks", "blocked shots"), ("blocks per game", "bpg", "blocks", "blocked shots"),
       "{subject} averages {object} blocks per game", "blocks"),
    _fact("turnovers_per_game", "turnovers per game", "statistic", "single", "context",
       ("tov", "avg_turnovers", "turnovers"), ("turnovers per game", "turnovers"),
       "{subject} averages {object} turnovers per game", "turnovers"),
    _fact("games_played", "games played", "statistic", "single", "context", ("appearances", "gp"),
       ("games played", "appearances", "gp"), "{subject} has played {object} games", "games"),
    _fact("star_player", "star player", "statistic", "single", "context", ("best player", "franchise player"),
       ("star player", "best player", "franchise player"), "{object} is the star player of {subject}"),
    _fact("wins", "wins", "statistic", "single", "context", ("won", "victories", "win total"),
       ("wins", "how many games", "won", "victories"), "{subject} won {object} games", "games"),
)

#: Pairs (later, earlier) where the later retires the earlier across predicates: a deployment paused
#: at a site retires "deployed at" that site, and a deployment resumed there retires the pause; so for a
#: partnership ended with a partner, and one taken up again; a company's stock listing retires its
#: plan to list (never the reverse: a plan recounted later does not undo a listing).
CROSS_PREDICATES: frozenset[tuple[str, str]] = frozenset({
    ("deployment_paused", "deployed_at"), ("deployed_at", "deployment_paused"),
    ("partnership_ended", "partnership"), ("partnership", "partnership_ended"),
    ("listing", "listing_planned"),
})

#: The cross pairs (ending, ended) whose later event ends the state the earlier states: a pause ends a
#: deployment, an ended partnership the partnership.
ENDING_PREDICATES: frozenset[tuple[str, str]] = frozenset({
    ("deployment_paused", "deployed_at"), ("partnership_ended", "partnership"),
})

#: Cross pairs whose claims meet when either names no qualifier (a listing and a plan to list, one of
#: them without its exchange); the others meet only at one named site or partner.
CROSS_UNQUALIFIED: frozenset[tuple[str, str]] = frozenset({("listing", "listing_planned")})

_BY_KEY: dict[str, Predicate] = {p.key: p for p in PREDICATES}


def _norm(text: str) -> str:
    return " ".join(re.sub(r"[-_\s]+", " ", text.strip().lower()).split())


_SPELLINGS: dict[str, str] = {}
for _pred in PREDICATES:
    for _spelling in (_pred.key, _pred.label, *_pred.spellings):
        _SPELLINGS.setdefault(_norm(_spelling), _pred.key)


def predicate_key(spelling: str) -> str:
    """The key a predicate spelling stands for (``"closed a round of"`` → ``"raised_funding"``).

    Exact spellings only (key, label or a listed spelling; case, hyphens,
    underscores and spacing ignored); an unknown spelling is normalised to its
    own ``lower_snake_case`` key (at most 64 characters). Raises ValueError for
    an empty spelling.
    """
    norm = _norm(spelling)
    if not norm:
        raise ValueError("empty predicate")
    return _SPELLINGS.get(norm, norm.replace(" ", "_"))[:64]


@lru_cache(maxsize=4096)
def predicate(spelling: str) -> Predicate:
    """The :class:`Predicate` of a spelling or key; an unknown one gets a generic ``many`` predicate."""
    key = predicate_key(spelling)
    known = _BY_KEY.get(key)
    if known is not None:
        return known
    return Predicate(key, key.replace("_", " "), "statistic", "many", "", conflicts=False,
                     template="{subject} " + key.replace("_", " ") + ": {object}")


# ----------------------------------------------------------------------------- qualifiers

_ROUND = re.compile(r"\b(?:(series)\s+([a-h])\d?\+?|(pre-seed|seed|angel|bridge|pre-ipo|strategic|ipo))\b", re.I)
#: Words at the edges of a site's name that only say it is a site: "the Spartanburg plant", "Leipzig production line".
_SITE_LEAD = frozenset({"the", "its", "their", "our", "a", "at", "in"})
_SITE_TAIL = frozenset({"plant", "plants", "factory", "facility", "site", "sites", "campus", "line", "lines", "works",
                        "production", "assembly", "manufacturing", "operations", "flagship"})
_ROUND_WORDS = re.compile(r"\s+(?:round|funding|financing|extension)$", re.I)


def _round_name(m: re.Match) -> str:
    return f"Series {m.group(2).upper()}" if m.group(1) else m.group(3).capitalize()


def rounds_named(text: str) -> list[tuple[str, int]]:
    """The funding rounds ``text`` names, each as its qualifier spells it ("series b" → "Series B", "seed" → "Seed"),
    with where its name ends in ``text``."""
    return [(_round_name(m), m.end()) for m in _ROUND.finditer(text)]


_SQL_SPACE = re.compile(r"[ \t\n\r\f\v]+")


@lru_cache(maxsize=65536)
def qualifier_key(qualifier: str) -> str:
    """A qualifier as claim identity compares it: white space collapsed, trimmed, lower case.

    White space is what PostgreSQL's ``\\s`` matches (ASCII space, tab, line breaks, form feed, vertical
    tab): its SQL twin is :data:`claims.identity.QUALIFIER_KEY_SQL`, and a test pins the two together.
    Writers store qualifiers with every Unicode space collapsed (:func:`qualifier_canonical`).
    """
    return _SQL_SPACE.sub(" ", qualifier).strip(" ").lower()


def qualifier_canonical(predicate_key_: str, qualifier: str, object_text: str = "") -> str:
    """The qualifier a writer stores, so that one round, site or period is spelled one way.

    White space collapsed, at most 200 characters; a round named one way
    ("Series B round", "series b" → "Series B"; an extension keeps the word:
    "Series A extension"); a site without the words that only say it is a
    site ("Spartanburg plant", "the Spartanburg production line" → "Spartanburg")
    nor the customer's own name (``object_text``: "BMW Spartanburg" at BMW →
    "Spartanburg"; an object that is the site itself names no customer: "Spartanburg plant" at
    "Spartanburg plant" → "Spartanburg"), unless nothing else is left.
    """
    text = " ".join((qualifier or "").split())
    kind = predicate(predicate_key_).qualifier
    if kind == "round" and text:
        m = _ROUND.search(text)
        if m:
            text = _round_name(m) + (" extension" if re.search(r"\bextension\b", text, re.I) else "")
        else:
            text = _ROUND_WORDS.sub("", text)
    elif kind == "site" and text:
        # The customer's own words are no part of its site ("BMW Spartanburg" at BMW), but an object that
        # is the site itself ("Spartanburg plant" at "Spartanburg plant") names no customer to strip.
        same = " ".join((object_text or "").split()).lower() == text.lower()
        owner = set() if same else {w.lower() for w in re.findall(r"[\w'’&.-]+", object_text or "")}
        words = text.split()
        while words and (words[0].lower() in _SITE_LEAD or words[0].lower().strip(",.") in owner):
            words = words[1:]
        while words and words[-1].lower().strip(",.") in _SITE_TAIL:
            words = words[:-1]
        core = " ".join(words).strip(" ,.-")
        text = core if core and not core.isdigit() else text
    elif kind == "role" and text:
        text = role_canonical(text)
    return text[:200]


#: A role's long name and its usual short one, as news and filings use both.
_ROLE_SHORT = re.compile(r"\bchief\s+(?:(executive)|(technology)|(financial)|(operating))(?:\s+officer)?\b|\b(ceo|cto|cfo|coo)\b",
                         re.IGNORECASE)


def role_canonical(role: str) -> str:
    """A role spelled one way, in lower case but for its short names: "Chief Executive Officer", "chief executive"
    and "ceo" → "CEO" (also CTO, CFO, COO), kept inside what else it says ("Interim Chief Executive" → "interim CEO",
    "Co-Founder" → "co-founder")."""
    def short(m: re.Match) -> str:
        if m.group(5):
            return m.group(5).upper()
        return "C" + next(g for g in m.groups()[:4] if g)[0].upper() + "O"

    return _ROLE_SHORT.sub(short, " ".join(role.split()).lower())


_PERIOD = re.compile(r"\b(?:(Q[1-4]|H[12])\s*|FY\s*)?((?:19|20)\d\d)\b", re.I)


def qualifier_from_context(predicate_key_: str, context: str) -> str:
    """The qualifier a free-text context gives a claim of this predicate, or ``""``.

    Structured facts and extractors carry context prose ("Series A and B",
    "post-money, September 2025", "totes"); only the part that names what the
    predicate is keyed by becomes the qualifier, so that prose never splits one
    fact into two: a round's name for ``round`` predicates, a period ("2026",
    "Q3 2025") for ``period`` ones, the whole context for ``context`` ones
    (a season of a sports statistic); nothing for the other kinds.
    """
    kind = predicate(predicate_key_).qualifier
    text = " ".join((context or "").split())
    if not text:
        return ""
    if kind == "round":
        m = _ROUND.search(text)
        return qualifier_canonical(predicate_key_, m.group(0)) if m else ""
    if kind in ("period", "plan_period"):
        m = _PERIOD.search(text)
        if not m:
            return ""
        return m.group(2)
    if kind == "context":
        return text[:200]
    return ""


def event_predicates() -> tuple[str, ...]:
    """Keys of the predicates that record events (their ``valid_until`` dates the event, never an expiry)."""
    return tuple(p.key for p in PREDICATES if p.event)
