"""Which registry entities a document's sentences speak of: named, or named indirectly.

Named mentions come from a spaCy ``PhraseMatcher`` over the registry's names
and aliases (case-insensitive, built once per registry), with the guards real
text needs:

* an alias that is one plain word ("Figure", "Digit", "Atlas", "Spot") counts
  only when written with a capital, and never as a figure reference
  ("Figure 4 plots …", "see Figure 3", "(Figure 2)");
* a robot whose name ends in a zero-padded number ("Figure 03") is also
  found without the zero ("Figure 3");
* a name used as a modifier ("Nvidia-backed", "Tesla-like") is marked
  ``attributive``: it is not what the sentence is about.

Indirect mentions are resolved against the discourse so far (:func:`resolve`):
"the company", "the firm", "the startup", "the automaker" … take the last
company named, else the document's own subject; "the robot", "the humanoid",
"the droid" … the last robot, else the subject's robot, else its company;
"it"/"its" the last entity that was a sentence's subject; "he"/"she"/"his"
the last person; "we"/"our" the company speaking (the last company named, or
the document's subject). The document's subject is the entity its title names
(a robot's maker when the title names only the robot), else the entity its
first sentences name most.
"""

from __future__ import annotations

import hashlib
import re
import threading
from collections import Counter, OrderedDict
from collections.abc import Iterator
from dataclasses import dataclass, field, replace

import spacy
from spacy.lang.en.stop_words import STOP_WORDS
from spacy.matcher import PhraseMatcher

from .schema import EntityRef
from .text import Sentence

__all__ = ["Mention", "Registry", "SentenceEntities", "Topic", "document_topic", "find_mentions", "is_speaker", "plural_name",
           "registry_for", "resolve", "whole_word"]

_CACHE_SIZE = 16

# "Figure 4 plots …", "(Figure 2)", "see Figure 3": a reference to an illustration.
_FIGURE_REF_AFTER = re.compile(
    r"\s*[:.)]|\s+(?:shows?|plots?|illustrates?|depicts?|compares?|presents?|summari[sz]es?|lists?|displays?"
    r"|gives|charts?|maps?|breaks? down)\b",
    re.I,
)
_FIGURE_REF_BEFORE = re.compile(r"(?:\bsee|\bin|\bof|\(|\bcf\.?)\s*$", re.I)
_ATTRIBUTIVE_AFTER = re.compile(
    r"-(?:backed|based|owned|led|funded|made|built|like|style|rival|affiliated|linked|supported|developed|designed"
    r"|powered|branded|sized|inspired|era|related)\b",
    re.I,
)
#: Whose a robot is, named right before it: "Ant Group's R1".
_OWNER_NAMED_BEFORE = re.compile(r"(?<![\w.&-])([A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,2})['’]s?\s+$")
#: Another brand's product of the same model code, named brand first: "the Humane AI Pin and Rabbit R1", "a Xiaomi G1".
_BRAND_BEFORE_CODE = re.compile(r"(?<=[a-z,;:(] )([A-Z][a-z]+)\s+$")
#: A model code: "R1", "H1", "G1", "GR-2".
MODEL_CODE = re.compile(r"[A-Z]{1,3}-?\d{1,3}")
#: Capitalised words before "'s" that own no robot: places, pronouns, shows ("China's G1", "CES's …").
NOT_AN_OWNER = frozenset({"China", "America", "Japan", "Korea", "South Korea", "Germany", "Europe", "Canada", "Norway", "Britain",
                     "US", "U.S.", "USA", "UK", "Silicon Valley", "Shenzhen", "Shanghai", "Beijing", "Hangzhou", "Texas",
                     "California", "Hong Kong", "Taiwan", "India", "France", "World", "CES", "The", "It", "This", "That"})


def brand_before_code(text: str, start: int) -> re.Match | None:
    """The brand named right before a model code that begins at ``start``, as a match whose group 1 is it ("Rabbit"
    in "… and Rabbit R1", "Booster" in "like the Booster H1"), or None: no capitalised word there, or one that owns
    no robot ("China", "The")."""
    brand = _BRAND_BEFORE_CODE.search(text, max(0, start - 30), start)
    return brand if brand and brand.group(1) not in NOT_AN_OWNER else None


#: A name used as a noun modifier of another name: "Tesla rival Apptronik", "Tesla robotics development rival
#: Apptronik", "Optimus competitor Apollo", "Tesla's rival Figure AI": the sentence is about the second name.
_MODIFIER_NOUN_AFTER = re.compile(r"(?:['’]s?)?(?:\s+(?:robotics?|humanoid|robot|AI|development|longtime|main|chief|key|closest|\w+-based)){0,2}"
                                  r"\s+(?:rivals?|competitors?|challengers?|contractors?|suppliers?)\s+(?=[A-Z0-9])")
#: A name something is measured against: "robots that rival those of Elon Musk's Tesla Optimus", "competing with
#: Tesla": not what the sentence is about.
#: ("Tesla rival Figure AI" is the noun: Figure AI is what the sentence is about.)
_RIVALLED_BEFORE = re.compile(r"(?:\b(?:that|which|to|could|can|will|would|may|might)\s+rival|\brival(?:s|l?ed|l?ing)?\s+th(?:ose|at)\s+of"
                              r"|\brival(?:l?ed|l?ing)|\bcompet(?:es?|ed|ing)\s+(?:with|against))\s+"
                              r"(?:(?:[A-Z][\w.&-]*|the)(?:['’]s)?\s+){0,3}$")

#: Where people came from: "recruiting leadership from Waymo and Boston Dynamics", "hired engineers from Tesla",
#: "previously worked at Figure": their past employer, not what the sentence is about.
_HIRED_FROM_BEFORE = re.compile(r"\b(?:recruit\w*|hir(?:e|es|ed|ing)|poach\w*|lur(?:e|es|ed|ing)|veterans?|alumni|talent"
                                r"|executives|engineers|leadership|leaders)\s+(?:\w+\s+){0,3}?from\s+(?:(?:[A-Z][\w.&-]*|and|,)\s*){0,6}$"
                                r"|\bpreviously\s+(?:worked|served|led|managed|ran|built)\b[^.;]{0,80}?\b(?:at|for)\s+"
                                r"(?:(?:[A-Z][\w.&-]*|and|,)\s*){0,6}$")
#: Where a company's former people came from: "founded by former Tesla and Google engineers", "ex-Boston Dynamics
#: staff": who they were, not what the sentence is about.
_FORMER_BEFORE = re.compile(r"(?:\b(?:former|ex)\s+|\bex-)(?:(?:[A-Z][\w.&-]*|and|,)\s*){0,6}$")
_STAFF_AFTER = re.compile(r"(?:\s*(?:,|and|,\s+and)\s+[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*)?){0,3}\s+(?:engineers?|employees?|executives?"
                          r"|staff(?:ers)?|researchers?|scientists?|designers?|managers?|leaders?|workers?|veterans?)\b")

COMPANY_NOUNS = (
    "company", "firm", "startup", "start-up", "maker", "robotmaker", "manufacturer", "automaker", "carmaker",
    "developer", "unicorn", "group", "business", "outfit", "venture", "lab", "brand", "bank", "brokerage",
)
ROBOT_NOUNS = ("robot", "humanoid", "bot", "droid", "android", "machine", "device", "prototype", "unit", "model")
#: Words that end a noun phrase: "the demand for robots" is no "the … robot".
_NOT_MODIFIER = r"(?:to|of|for|in|on|at|by|from|with|into|about|and|or|but|as|than|that|which|who|a|an|the|is|are|was|were|be|been|has|have|had|will|would|could|can|may|might|should|must|do|does|did)\b"
_MODIFIER = (rf"(?:[A-Za-z]+-based\s+|\d[\w.'’-]*-[a-z][\w-]*\s+|(?!{_NOT_MODIFIER})[A-Z][\w.&'’-]*\s+|(?:new|latest|young|humanoid|robotics?|ai|tech|chinese|american|us|u\.s\.|german|norwegian|canadian|korean|south\s+korean|japanese|electric|two-legged|bipedal|general-purpose|second-generation|third-generation|next-generation|\w+-legged)\s+"
              # a describing word ("the lanky, futuristic robot", "the nimble robot"): a list's comma, an adjective's ending
              rf"|(?!{_NOT_MODIFIER})[a-z][a-z-]+,\s+|(?!{_NOT_MODIFIER})[a-z][a-z-]*(?:y|ic|ful|ish|ous|ive|less|est)\s+){{0,3}}")
_COMPANY_ANAPHOR = re.compile(rf"\b(?:the|this|that)\s+{_MODIFIER}(?:{'|'.join(COMPANY_NOUNS)})\b(?!\s+of\b)(?!\s+(?:case|model|plan|side|end|logic|sense|world|press|leaders?|school|day|hours|units?)\b)", re.I)
#: A company saying something of itself, up to the pronoun: "AgiBot says its …", "Unitree said that it …".
_TELLS_OWN = re.compile(r"\s+(?:says|said|reports|reported|announced|claims|claimed|confirmed)\s+(?:that\s+)?")
#: The same with the pronoun: the company tells its own news, so it is no mere speaker of it.
SAYS_ITS = re.compile(_TELLS_OWN.pattern + r"(?:its|it|it['’]s)\b")
#: Capitalised words that say where a company is from, not what it makes ("the Chinese startup", "the Austin firm").
_PLACE_OR_NATION = frozenset(word for place in NOT_AN_OWNER for word in place.split()) | {
    "Chinese", "American", "German", "Norwegian", "Canadian", "Korean", "Japanese", "British", "European", "Swiss", "French",
    "Israeli", "Indian", "Danish", "Dutch", "Swedish", "Taiwanese", "Austin", "Californian", "Oregon", "Vancouver", "Bay",
    "Area", "Boston", "Waltham", "Sunnyvale", "Palo", "Alto", "Munich", "Seoul", "Tokyo", "Guangdong", "Zhejiang"}
#: A forecaster's verb after "the firm": "The firm estimates that …", "the bank forecasts".
_FORECAST_AFTER = re.compile(r"\s+(?:also\s+|now\s+)?(?:estimates|estimated|forecasts|forecast|projects|projected|predicts"
                             r"|predicted|calculates|calculated)\b")
#: A person's company: "Musk's Texas-based company", "Adcock's startup" (after the person's name).
_PERSONS_COMPANY = re.compile(rf"['’]s\s+{_MODIFIER}(?:{'|'.join(COMPANY_NOUNS)})\b(?!\s+of\b)", re.I)
#: A name in apposition after "Musk's company": "xAI", ", SpaceX," (a word with a capital in it).
_NAME_AFTER = re.compile(r",?\s+([\w.&-]*[A-Z][\w.&-]*)")
#: "this robotics AI model", "the foundation model": software, not a robot.
_SOFTWARE_MODEL = r"(?<!\bAI\s)(?<!\bfoundation\s)(?<!\blanguage\s)(?<!\bvision\s)(?<!\bworld\s)(?<!\bsoftware\s)(?<!\bVLA\s)"
#: After robot words, what makes them the field's: "the humanoid robot sector", "the robotics industry".
_NOT_THE_FIELD = (r"(?![\s-]+(?:robot(?:ic)?s?\s+)?(?:market|industry|sector|space|field|makers?|startups?|firms?|business|compan(?:y|ies)"
                  r"|frenzy|boom|craze|hype|gold\s+rush|bubble|mania|narrative|story|dream|vision|revolution|wave|era)\b)")
_ROBOT_ANAPHOR = re.compile(rf"\b(?:the|this|that|these|those|each|every)\s+{_MODIFIER}(?:{'|'.join(ROBOT_NOUNS[:-1])}|{_SOFTWARE_MODEL}model)s?\b"
                            + _NOT_THE_FIELD, re.I)
#: Verbs of saying or thinking.
_SAYING_VERBS = (r"(?:said|says|say|predict(?:s|ed)?|believe[sd]?|expect(?:s|ed)?|think(?:s)?|thought|noted?"
                 r"|notes|argue[sd]?|warn(?:s|ed)?|estimate[sd]?|show(?:s|ed|n)?|suggest(?:s|ed)?"
                 r"|report(?:s|ed)?|claim(?:s|ed)?|hope[sd]?|found|forecast(?:s)?|project(?:s|ed)|anticipate[sd]?"
                 r"|announce[sd]?|confirm(?:s|ed)?|insist(?:s|ed)?|stress(?:es|ed)?|added|wrote|writes|told\s+\w+"
                 r"|notic(?:e|es|ed)|reali[sz](?:e|es|ed)|knows?|knew|seen|saw|agree[sd]?|learn(?:s|ed|t)|means"
                 r"|concede[sd]?|acknowledge[sd]?|admit(?:s|ted)?|maintain(?:s|ed)?|contend(?:s|ed)?)")
#: A verb of saying or thinking right before "that": what follows is a clause, not "that robot".
_COMPLEMENTIZER_BEFORE = re.compile(rf"\b{_SAYING_VERBS},?\s+$", re.I)
#: What is said opening right before: "concedes that humanoids …", "says humanoid robots will …".
SAID_OPENS_BEFORE = re.compile(rf"(?:\bthat|\b{_SAYING_VERBS},?)\s+(?:the\s+|most\s+|many\s+|all\s+)?$", re.I)
_IT = re.compile(r"(?:(?<=^)|(?<=[\s“\"(]))(?:(?:it|its|It|Its)\b(?!['’]s\s)"
                 # "it's" when it describes the thing ("it's a humanoid robot priced at …", "it's loaded with sensors"),
                 # not an expletive ("it's hard to say")
                 r"|[Ii]t(?=['’]s\s+(?:(?:a|an)\s+(?:[\w-]+\s+){0,3}?(?:robots?|humanoids?|machines?|bots?|androids?)\b"
                 r"|(?:loaded|equipped|fitted|packed|designed|built|powered|driven|capable|able|priced|sold)\b)))")
_IT_EXPLETIVE = re.compile(r"\b[Ii]t\s+(?:is|was|has been|will be|would be|seems|remains)\s+(?:not\s+)?(?:clear|unclear|likely|unlikely|possible|hard|difficult|easy|time|worth|important|true|said|reported|expected|believed|known|estimated|too early)\b"
                           r"|[Ii]t\s+(?:(?:much|far|even)\s+)?(?:difficult|hard|harder|easy|easier|possible|impossible|clear)\s+(?:to|for|that)\b"
                           r"|(?<=\bas\s)it\s+may\b|[Ii]t\s+(?:still\s+)?(?:takes?|took|will\s+take)\s+(?:a\s+)?(?:\w+\s+)?(?:time|while|years|months)\b")
#: "It" as a figure that moves: "expect it to decline to $17,000", "see it rising" (what the sentence measured).
_IT_FIGURE = re.compile(r"[Ii]t\s+(?:to\s+)?(?:decline|fall|drop|rise|grow|climb|halve|double|shrink|reach|hit|exceed|top)\w*\b")
_FIGURE_NOUN = re.compile(r"\b(?:cost|costs|price|prices|market|value|valuation|figure|number|revenue|sales|share)\b", re.I)
#: "It said …", "it did not explain …": a robot does not speak or disclose; the "it" that does is the company.
_IT_SPEAKS = re.compile(r"[Ii]t\s+(?:also\s+)?(?:(?:did|does|has|had|would|will)\s+not\s+|(?:did|does|has|had|would)n['’]t\s+|won['’]t\s+"
                        r"|(?:has|had)\s+(?:also\s+)?|(?:declined|refused)\s+to\s+)?(?:said|says?|announc\w+|explain\w*|disclos\w+"
                        r"|declin\w+|confirm\w*|told|tell|comment\w*|respond\w*|nam(?:e|ed)|stated?|added)\b")
_HE = re.compile(r"\b(?:he|she|his|her|He|She|His|Her)\b")
_WE = re.compile(r"\b(?:we|our|us|We|Our|Us)\b")
#: Robots already spoken of, before "they" or "their" in one sentence: "the robots", "its prototypes".
_ROBOTS_SPOKEN_OF = re.compile(r"\b(?:the|its|these|those)\s+(?:[\w-]+\s+)?(?:robots|humanoids|bots|androids|machines"
                               r"|prototypes|units)\b", re.I)
_THEY = re.compile(r"(?:(?<=^)|(?<=[\s“\"(]))(?:they|their|They|Their)\b")
#: "they" as what is put to use, not who uses it: "where they could be used", "they will be deployed at …".
_THEY_USED = re.compile(r"\s+(?:(?:could|can|will|would|may|might|should)\s+(?:first\s+|also\s+|then\s+)?be|are|were|have\s+been"
                        r"|had\s+been)\s+(?:\w+ly\s+)?(?:used|deployed|put\s+to\s+work|trained|tested|programmed|installed)\b")


@dataclass(frozen=True, slots=True)
class Mention:
    """An entity named (or meant) at ``start:end`` of the document text.

    ``implicit`` is True for an indirect mention ("the company", "it");
    ``attributive`` for a name used as a modifier ("Nvidia-backed").
    """

    slug: str
    kind: str
    start: int
    end: int
    implicit: bool = False
    attributive: bool = False
    cue: str = ""  # the words of an indirect mention; "product" for a product named only in its maker's description


@dataclass
class Registry:
    """A registry compiled for matching: the matcher and each slug's kind, name and maker."""

    nlp: spacy.language.Language
    matcher: PhraseMatcher
    kinds: dict[str, str]
    names: dict[str, str]
    case_sensitive: dict[str, set[str]]  # lower-cased one-word alias → the spellings that count
    makers: dict[str, str] = field(default_factory=dict)  # robot slug → its company's slug
    affiliations: dict[str, str] = field(default_factory=dict)  # person slug → the company they lead or work for
    market: str | None = None  # the registry's market entity, if it has one
    diversified: frozenset[str] = frozenset()  # makers whose robots are a side business (a carmaker's humanoid)
    robot_companies: frozenset[str] = frozenset()  # makers described as robot companies (robots are their business)
    forecasters: frozenset[str] = frozenset()  # companies described as banks, analysts or research firms
    products: frozenset[str] = frozenset()  # lower-cased names of unregistered products a company's description names

    def robots_of(self, company: str) -> list[str]:
        return [robot for robot, maker in self.makers.items() if maker == company]


_CACHE: OrderedDict[str, Registry] = OrderedDict()
_LOCK = threading.Lock()


def _digest(entities: list[EntityRef]) -> str:
    h = hashlib.sha256()
    for e in sorted(entities, key=lambda e: e.slug):
        h.update("\x1f".join([e.slug, e.name, e.kind, e.description, *e.aliases]).encode())
        h.update(b"\x1e")
    return h.hexdigest()


#: A company description that says its main business is something other than robots.
_DIVERSIFIED = re.compile(r"\b(?:electric[- ]vehicles?|EV\s+maker|cars|car\s+company|carmakers?|automakers?|energy\s+company"
                          r"|banks?|retailers?|chipmakers?|conglomerate|chaebol)\b", re.I)


#: A company description that says it studies or finances the field rather than works in it.
_FORECASTER = re.compile(r"\b(?:(?:investment\s+)?banks?|brokerage|research\s+(?:firm|house|company)|analysts?|consultancy"
                         r"|market\s+(?:research|intelligence)|forecasts?)\b", re.I)


def _variants(name: str) -> list[str]:
    """A name and its zero-less form: "Figure 03" → ["Figure 03", "Figure 3"]."""
    out = [name]
    m = re.fullmatch(r"(.*\S)\s+0(\d)", name)
    if m:
        out.append(f"{m.group(1)} {m.group(2)}")
    return out


def _makers(entities: list[EntityRef]) -> dict[str, str]:
    """Robot → the company that makes it: a company named at the start of one of the robot's names
    ("Unitree G1", "Tesla Optimus"), else the first company named in the robot's description."""
    companies = [e for e in entities if e.kind == "company"]
    out: dict[str, str] = {}
    for robot in (e for e in entities if e.kind == "robot"):
        for alias in [robot.name, *robot.aliases]:
            for company in companies:
                if robot.slug not in out and any(alias.lower().startswith(n.lower() + " ")
                                                 for n in [company.name, *company.aliases]):
                    out[robot.slug] = company.slug
        if robot.slug not in out:
            maker = _first_company_named(robot.description, companies)
            if maker:
                out[robot.slug] = maker
    return out


#: A name in a description: capitalised words or a word with a digit ("GR00T", "Walker S", "H1").
_NAME_WORD = r"(?:[A-Z][A-Za-z0-9-]*|[A-Za-z]{0,12}\d[A-Za-z0-9-]{0,12})"
_NAME = rf"{_NAME_WORD}(?:\s+{_NAME_WORD}){{0,3}}"
#: What a company's description says it makes, right after the verb: "maker of the GR00T models", "that builds the
#: EVE and NEO robots", "develops the Phoenix general-purpose robot" — the names, then a product noun.
_MAKES = re.compile(rf"\b(?i:makers?\s+of|developers?\s+of|makes|builds|develops|is\s+developing|produces)\s+"
                    rf"(?i:the\s+|its\s+)?(?P<names>{_NAME}(?:(?:,\s*|\s+and\s+|\s*&\s*){_NAME}){{0,5}})"
                    rf"\s+(?:[a-z][\w-]*\s+){{0,2}}(?:models?|humanoids?|robots?|series|platforms?)\b")
_LIST_SEPARATOR = re.compile(r",\s*|\s+and\s+|\s*&\s*")
#: Abbreviations a description uses that are no product: "US", "AI", "EV".
_NOT_A_PRODUCT = frozenset({"US", "USA", "UK", "EU", "AI", "EV", "EVS", "CEO", "CTO", "3D", "5G", "GPU", "GPUS", "IT", "VR", "AR"})
#: A model number after a robot's name: "H1-2", "G1-3" name a variant of the registry's robot, not the robot itself.
_VARIANT_AFTER = re.compile(r"-\d{1,2}[A-Za-z]?(?![\w%-])")
#: A product's version just after its name: "GR00T N1", "Gemini 2.0", "Walker S2" (not "GR00T AI models", "GR00T
#: 2025 edition").
_VERSION_AFTER = re.compile(r"[ -](?:[A-Z]\d{1,2}(?:\.\d)?(?![\w-]|\.\d)|\d{1,2}(?:\.\d)?(?![\w,-]|\.\d))")


def products_named(entities) -> list[tuple[str, str]]:
    """(product name, company slug) for each product a company's description names that the registry does not.

    "US chipmaker; … and maker of the GR00T models." gives ("GR00T", "nvidia"): a claim about the GR00T models is
    a claim about the company that makes them. Only names right after the verb and before a product noun count
    ("models", "humanoid", "robots", "series", "platform"); names the registry has, or begins ("GR" of "GR-1"), are
    left to it, and a name two companies' descriptions give is no one's.
    ``entities``: EntityRef or registry Entity rows (``slug``, ``name``, ``aliases``, ``kind``, ``description``).
    """
    known = [n.lower() for e in entities for n in [e.name, *e.aliases]]
    found: dict[str, set[str]] = {}
    for company in (e for e in entities if e.kind == "company"):
        for made in _MAKES.finditer((company.description or "")[:1000]):
            for name in _LIST_SEPARATOR.split(made.group("names")):
                name = name.strip()
                if len(name) > 1 and re.search(r"[A-Za-z]", name) and name.upper() not in _NOT_A_PRODUCT \
                        and not any(k.startswith(name.lower()) for k in known):
                    found.setdefault(name, set()).add(company.slug)
    return [(name, next(iter(slugs))) for name, slugs in found.items() if len(slugs) == 1]


def _first_company_named(description: str, companies: list[EntityRef]) -> str | None:
    """The slug of the company whose name or alias comes first in ``description``, if any does."""
    best = _first_company_at(description, companies)
    return best[1] if best else None


def _first_company_at(description: str, companies: list[EntityRef]) -> tuple[int, str] | None:
    """Where the first company named in ``description`` starts, and its slug."""
    best = None
    for company in companies:
        for n in [company.name, *company.aliases]:
            m = re.search(rf"(?<!\w){re.escape(n)}(?!\w)", description or "")
            if m and (best is None or m.start() < best[0]):
                best = (m.start(), company.slug)
    return best


def _affiliations(entities: list[EntityRef]) -> dict[str, str]:
    """Person → the company their description names first ("Chief executive of Tesla." → tesla).

    A company they only held a former role at ("Former head of engineering for Tesla's Optimus.") is no longer
    theirs; one they co-founded stays theirs ("Co-founder and former chief executive of Sanctuary AI.").
    """
    companies = [e for e in entities if e.kind == "company"]
    out = {}
    for person in (e for e in entities if e.kind == "person"):
        found = _first_company_at(person.description, companies)
        if found:
            roles = [r for r in re.split(r",|;|\band\b", person.description[:found[0]]) if r.strip()]
            if roles and all(re.search(r"\b(?:former|ex-)", r, re.I) for r in roles):
                continue
            out[person.slug] = found[1]
    return out


def plural_name(name: str) -> str:
    """A one-word robot name in the plural: "Digit" → "Digits", "Optimus" → "Optimuses" ("a fleet of Digits")."""
    return name + ("es" if name.endswith(("s", "x")) else "s")


def registry_for(entities: list[EntityRef]) -> Registry:
    """The compiled registry for ``entities`` (cached by its content, at most 16 kept)."""
    key = _digest(entities)
    with _LOCK:
        hit = _CACHE.get(key)
        if hit is not None:
            _CACHE.move_to_end(key)
            return hit
    nlp = spacy.blank("en")
    nlp.max_length = 10**8  # the tokenizer only: no parser's memory to guard
    matcher = PhraseMatcher(nlp.vocab, attr="LOWER")
    case_sensitive: dict[str, set[str]] = {}
    seen = set()
    named = [(e, name) for e in entities for name in [e.name, *e.aliases]]
    slugs = {e.slug: e for e in entities}
    products = products_named(entities)
    named += [(slugs[slug], product) for product, slug in products]
    for e, name in named:
        variants = _variants(" ".join(name.split()))
        if e.kind == "robot" and variants[0].isalpha() and " " not in variants[0]:
            variants.append(plural_name(variants[0]))  # "Digits"
        for variant in variants:
            if not variant or (variant.lower(), e.slug) in seen:
                continue
            seen.add((variant.lower(), e.slug))
            matcher.add(e.slug, [nlp.make_doc(variant)])
            if variant.isalpha() and " " not in variant and len(nlp.make_doc(variant)) == 1:
                forms = {variant, variant.capitalize(), variant.upper()}
                case_sensitive.setdefault(variant.lower(), set()).update(forms)
    registry = Registry(nlp=nlp, matcher=matcher, kinds={e.slug: e.kind for e in entities},
                        names={e.slug: e.name for e in entities}, case_sensitive=case_sensitive,
                        makers=_makers(entities),
                        affiliations=_affiliations(entities),
                        market=next((e.slug for e in entities if e.kind == "market"), None),
                        diversified=frozenset(e.slug for e in entities if e.kind == "company"
                                              and _DIVERSIFIED.search(e.description or "")),
                        robot_companies=frozenset(e.slug for e in entities if e.kind == "company"
                                                  and re.search(r"\b(?:robot\w*|humanoid\w*)", e.description or "", re.I)
                                                  and not _DIVERSIFIED.search(e.description or "")),
                        forecasters=frozenset(e.slug for e in entities if e.kind == "company"
                                              and _FORECASTER.search(e.description or "")),
                        products=frozenset(product.lower() for product, _ in products))
    with _LOCK:
        _CACHE[key] = registry
        while len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    return registry


#: A capitalised word after a robot's name that is part of the robot's own name or model ("Optimus Gen 2", "NEO Beta",
#: "Apollo Robot"), not of another name.
_MODEL_WORDS = frozenset({"gen", "generation", "robot", "robots", "humanoid", "humanoids", "bot", "bots", "beta", "alpha",
                          "pro", "max", "mini", "plus", "ultra", "prototype", "prototypes", "v1", "v2", "v3", "mk", "series",
                          "units", "unit", "fleet", "program", "programme", "project", "team", "line"})
_CAPITAL_WORD_AFTER = re.compile(r"[ \t]+([A-Z][a-z]+)\b")
_LOWER_WORD = re.compile(r"(?<![\w'’-])[a-z][a-z]{3,}\b")


def _other_name_after(text: str, end: int) -> bool:
    """Whether a capitalised word runs on from a robot's name into another name in a sentence-case line: "Optimus
    Prime delivery?" (the film robot), "Atlas Copco said" (a company), not a title-case headline ("Optimus Will Ship
    Next Year") nor a model's words ("Optimus Gen 2")."""
    word = _CAPITAL_WORD_AFTER.match(text, end)
    if word is None or word.group(1).lower() in _MODEL_WORDS:
        return False
    line_end = text.find("\n", end)
    rest = text[word.end():len(text) if line_end < 0 else line_end]
    return bool(_LOWER_WORD.search(rest[:80]))


def find_mentions(text: str, registry: Registry) -> list[Mention]:
    """Every named mention of a registry entity in ``text``, longest match first, in text order."""
    doc = registry.nlp.make_doc(text)
    found = []
    for match_id, start, end in registry.matcher(doc):
        span = doc[start:end]
        found.append((span.start_char, span.end_char, registry.nlp.vocab.strings[match_id]))
    # Longest first, then earliest: a robot's full name beats its maker's alias inside it.
    found.sort(key=lambda f: (-(f[1] - f[0]), f[0]))
    taken: list[tuple[int, int]] = []
    mentions = []
    for start, end, slug in found:
        if any(s < end and start < e for s, e in taken):
            continue
        surface = text[start:end]
        forms = registry.case_sensitive.get(surface.lower())
        if forms is not None and " " not in surface and surface not in forms:
            continue  # "digit", "figure", "atlas" as ordinary words
        if forms is not None and surface[:1].islower():
            continue
        if registry.kinds.get(slug) != "robot" and re.match(r"\s+\d", text[end:end + 3]):
            if _FIGURE_REF_AFTER.match(text, end + len(re.match(r"\s+\d+[a-z]?", text[end:]).group(0))) or \
                    _FIGURE_REF_BEFORE.search(text[max(0, start - 6):start]):
                continue  # "Figure 4 plots …": an illustration, not the company
        if re.fullmatch(r"(?:Figure|Fig\.?|Table|Chart|Exhibit)\s+[1-9]\d*", surface) and (
                _FIGURE_REF_AFTER.match(text, end) and not re.match(r"\s*[.:]", text[end:end + 2])
                or _FIGURE_REF_BEFORE.search(text[max(0, start - 6):start])):
            continue  # "Figure 3 shows the gripper …": an illustration, not the robot "Figure 03" called "Figure 3"
        robot = registry.kinds.get(slug) == "robot"
        if robot:
            if _other_name_after(text, end):
                continue  # "Optimus Prime delivery?", "Atlas Copco said": another name that opens with the robot's
            owner = _OWNER_NAMED_BEFORE.search(text, max(0, start - 60), start)
            if owner and owner.group(1) not in NOT_AN_OWNER and not any(
                    f[0] < owner.end(1) and owner.start(1) < f[1] for f in found):
                continue  # "Ant Group's R1": another company's robot of the same name, not the registry's
            brand = brand_before_code(text, start) if MODEL_CODE.fullmatch(surface) else None
            if brand and not any(f[0] < brand.end(1) and brand.start(1) < f[1] for f in found):
                continue  # "Rabbit R1": another brand's gadget of the same code
        variant = _VARIANT_AFTER.match(text, end) if robot else None
        if variant and surface[-1:].isalnum():
            # "Unitree H1-2 weighs 52 kg": a variant the registry does not list is its maker's (the model is told in
            # the evidence), not the robot "H1" whose figures differ
            taken.append((start, variant.end()))
            maker = registry.makers.get(slug)
            if maker:
                mentions.append(Mention(maker, registry.kinds.get(maker, "company"), start, variant.end(), cue="variant"))
            continue
        product = surface.lower() in registry.products
        if product:
            version = _VERSION_AFTER.match(text, end)
            end = version.end() if version else end  # "GR00T N1": the product, with its version
        taken.append((start, end))
        company = registry.affiliations.get(slug)
        owned = _PERSONS_COMPANY.match(text, end) if company else None
        named = _NAME_AFTER.match(text, owned.end()) if owned else None
        if named and not any(f[0] == named.start(1) and f[2] == company for f in found):
            owned = None  # "Musk's AI startup xAI", "Musk's company, SpaceX,": another company, named
        if owned:  # "Musk's Texas-based company": the company, not the person
            mentions.append(Mention(company, "company", start, owned.end(), implicit=True, cue="company"))
            continue
        attributive = bool(_ATTRIBUTIVE_AFTER.match(text, end) or _MODIFIER_NOUN_AFTER.match(text, end)
                           or _RIVALLED_BEFORE.search(text, max(0, start - 80), start)
                           or _HIRED_FROM_BEFORE.search(text, max(0, start - 120), start)
                           or _FORMER_BEFORE.search(text, max(0, start - 80), start) and _STAFF_AFTER.match(text, end))
        mentions.append(Mention(slug, registry.kinds.get(slug, "company"), start, end, attributive=attributive,
                                cue="product" if product else ""))
    # A person the text has named in full, later called by the first name alone ("Geordie Rose … Geordie is a
    # pioneer"), as company posts and interviews do.
    for slug in {m.slug for m in mentions if m.kind == "person"}:
        parts = registry.names.get(slug, "").split()
        if len(parts) < 2 or len(parts[0]) < 3 or not parts[0].isalpha() or not parts[0][0].isupper():
            continue
        for hit in re.finditer(rf"\b{re.escape(parts[0])}\b(?!\s+{re.escape(parts[1])}\b)(?!\s+[A-Z])", text):
            if not any(s < hit.end() and hit.start() < e for s, e in taken):
                taken.append((hit.start(), hit.end()))
                mentions.append(Mention(slug, "person", hit.start(), hit.end()))
    mentions.sort(key=lambda m: m.start)
    return mentions


# ----------------------------------------------------------------------------- discourse

#: A robot spoken of without its name: "robots", "its humanoid", "a new humanoid robot".
_ROBOT_NOUN = re.compile(r"(?<!\bindustrial\s)(?<!\btraditional\s)(?<!\bfactory\s)(?<!\bcollaborative\s)(?<!\bspeciali[sz]ed\s)"
                         r"(?<!\bsingle-purpose\s)(?<!\bquadruped\s)(?<!\bvacuum\s)(?<!\bsurgical\s)(?<!\bwarehouse\s)"
                         r"\b(?:robots?|humanoids?(?!\s+robotics)|bots?|droids?|androids?|units)\b(?!-)" + _NOT_THE_FIELD +
                         # ("the robot maker", "humanoid start-ups": a company of the field, no robot)
                         # "hundreds of robots designed for specific jobs": other machines than the maker's humanoid
                         r"(?!\s+(?:designed|built|made)\s+for\s+(?:specific|single|one|particular)\b)", re.I)
_OWN_ROBOT_NOUN = re.compile(r"\b(?:its|their|the|these|those|our|his|her)\s+(?:[\w-]+\s+){0,2}"
                             r"(?:robots?|humanoids?|bots?|droids?|androids?|units)\b" + _NOT_THE_FIELD, re.I)
#: The humanoid market in general: only meant when no maker or robot is the sentence's topic.
_MARKET_PHRASE = re.compile(
    r"\b(?:humanoid(?:\s+robot(?:ic)?s?)?|humanoids|general[- ]purpose\s+robot(?:s|ics)?\b|robot\s+shipments|shipments"
    # the field by its Chinese name: "610 embodied-intelligence deals", "the embodied AI sector"
    r"|embodied[- ](?:intelligence|AI)\s+(?:deals|sector|industry|market|field|investments?|financing|funding)"
    r"|(?:the\s+|this\s+|our\s+|an\s+)(?:humanoid\s+|robot(?:ics?)?\s+)?(?:industry|sector|market|category)(?!\s+(?:veteran|insider|source|analyst|observer)s?\b))\b"
    # (not robots counted: "around 100 robots work 17-hour shifts" are some company's, not the field's)
    r"|(?<!\bits\s)(?<!\btheir\s)(?<!\bthe\s)(?<!\bthese\s)(?<!\bthose\s)(?<!['’]s\s)(?<!\d\s)\b(?:robots|androids)\b"
    # the field's shows, judged as a whole: "most demos are polished snippets", "many robot videos are sped up"
    r"|\b(?:most|many|all|these\s+days['’]?)\s+(?:humanoid\s+|robot\s+)?(?:demos|demonstrations|videos)\b"
    # the field's work as a whole: "have confined most projects to labs", "many such efforts stall"
    r"|\b(?:most|many)\s+(?:such\s+|of\s+these\s+|of\s+the\s+)?(?:projects|efforts|programs|programmes)\b"
    # robots of the present day, not of an owner: "today's machines are still too unreliable"
    r"|\b(?:today|tomorrow)['’]s\s+(?:[\w-]+\s+)?(?:robots|machines|humanoids|androids)\b"
    # any one robot: "it takes a long time to make a robot useful"; not one robot ("unveiled a robot", _ONE_BEFORE)
    # nor what one is ("what you get is a robot that …", "sold as a robot for homes")
    r"|(?<=\b[Aa]\s)(?<!\b(?:is|as|be)\s[Aa]\s)(?<!\b(?:was|get|got)\s[Aa]\s)(?<!\bgets\s[Aa]\s)robot\b"
    r"(?![\s-]+(?:called|named|dubbed|known)\b)",
    re.I,
)
#: Robots already spoken of, with modifiers between: "these 5'9", 140-pound robots", "its two new robots".
_DEFINITE_BEFORE = re.compile(
    r"\b(?:its|their|the|these|those|our|his|her|[\w-]+['’]s|[\w-]+s['’])\s+"  # (a plural's: "Reflex Robotics' new robots")
    r"(?:(?!(?:to|of|for|in|on|at|by|from|with|into|and|or|that|which|who|is|are|was|were|will|would|could|can|may"
    r"|years?|months?|weeks?|days?|decades?|quarters?|time|end)\s)"
    r"(?:\d{1,3}(?:,\d{3})+\w*|[^\s,.;:!?]+|[^\s,.;:!?]*\d[^\s,.;:!?]*,)\s+){1,3}$", re.I)
#: Robots just spoken of, pointed at: "These humanoid robots were set up to work …" after "a fleet of Digits".
_DEMONSTRATIVE_BEFORE = re.compile(r"\b(?:these|those)\s+$", re.I)
_THIS_BEFORE = re.compile(r"\bthis\s+(?:[\w-]+\s+)?$", re.I)
#: One robot, not robots in general: "this humanoid robot", "unveiled a new humanoid" (but not "if you've got a
#: humanoid robot that …": any robot).
_ONE_ROBOT = re.compile(r"humanoid(?:\s+robot)?|robot", re.I)
_ONE_BEFORE = re.compile(r"(?:\b(?:this|that)|\b(?:featur|unveil|reveal|show|showcas|demonstrat|introduc|launch|present|debut|film)\w*"
                         r"\s+(?:a|an))\s+(?:[\w-]+\s+){0,3}$", re.I)
#: No one has done it with any robot: "No one has shown a robot emptying pockets …" (the field's, not the piece's robot).
_NO_ONE_BEFORE = re.compile(r"\b(?:no\s+one|nobody|no\s+company|no\s+maker|none\s+of\s+them)\s+(?:has|have|had|can|could)?\s*"
                            r"(?:yet\s+|ever\s+|so\s+far\s+)?(?:\w+\s+){0,2}$", re.I)
_FIELD_AFTER = re.compile(r"(?:\s*\((?-i:[A-Z]{1,5})s?\))?"  # (an abbreviation given first: "humanoid robot (HR) development")
                          r"[\s-]+(?:market|industry|sector|space|field|race|boom|makers?|compan(?:y|ies)|startups?"
                          r"|firms?|developers?|manufacturers?|technology|strategy|development|adoption|penetration"
                          r"|sales|shipments|innovation)\b", re.I)


#: "Humanoid" as an adjective of something else than a robot: "the humanoid form", "this humanoid thing".
_FORM_AFTER = re.compile(r"[\s-]+(?:form|shape|thing|body|design|figure|approach|concept|idea|factor|look|frame"
                         r"|platform|format|dream|vision|revolution|era|wave|trend|push|bet|hype)s?\b", re.I)


def _robots_in_general(text: str, start: int, end: int) -> Iterator[re.Match]:
    """The field's words between ``start`` and ``end`` ("humanoid robots", "the industry"), but for robots
    already spoken of ("these 5'9", 140-pound robots")."""
    return (h for h in _MARKET_PHRASE.finditer(text, start, end)
            # (a phrase with its own article, "the industry", is not a noun modified by what comes before it:
            # "AgiBot's chairman said the industry …")
            if (_OWN_ARTICLE.match(h.group(0)) or not _DEFINITE_BEFORE.search(text, max(start, h.start() - 40), h.start()))
            and not _DEMONSTRATIVE_BEFORE.search(text, max(start, h.start() - 8), h.start())
            and not _OWNER_BEFORE.search(text, max(start, h.start() - 12), h.start()))


_OWN_ARTICLE = re.compile(r"(?:the|this|our|an)\s", re.I)
_THE_BEFORE = re.compile(r"\b(?:the|these|those)\s+$", re.I)
_ROBOT_PLURAL = re.compile(r"\b(?:robots|humanoids|machines|androids)\b", re.I)


def _customer_topic(topic: "Topic", registry: Registry) -> bool:
    """The piece is about a company that puts robots to use and makes none the registry knows (a retailer's trial)."""
    return bool(topic.company) and not topic.robot and not registry.robots_of(topic.company) \
        and topic.company not in registry.robot_companies and topic.company not in registry.forecasters \
        and registry.kinds.get(topic.company) == "company"


#: Right before the field's words, a preposition: "others in the industry", "across the sector" (not its subject).
_PREPOSITION_BEFORE = re.compile(r"\b(?:in|of|across|for|to|on|at|from|with|about|within|throughout|than|like|among)\s+$",
                                 re.I)
#: Right before a noun, whose it is: "its humanoid orders", "their humanoid business".
_OWNER_BEFORE = re.compile(r"\b(?:its|their|our|his|her)\s+$", re.I)


#: A title about the field, not one product: plural robots, the industry, its technology or strategy.
_FIELD_TITLE = re.compile(
    r"\b(?:humanoid\s+robots|humanoids|humanoid(?:\s+robot(?:ic)?s?)?\s+(?:technology|industry|sector|market|strategy"
    r"|mkt|supply\s+chain|demand|shipments|sales|adoption|forecasts?|boom|race|research|bubble|hype|startups|makers|companies"
    r"|investment|investors|revolution|era)|robot(?:ics)?\s+(?:industry|sector|market|supply\s+chain))\b", re.I)
#: The colon after a name that begins a line of a transcript: "Johnson: A little over a hundred."
_TRANSCRIPT_LABEL = re.compile(r":\s+(?=\S)")
_SPEAKER_AFTER = re.compile(
    r"(?:['’]s?)?(?:\s+(?:Research|analysts?|team|researchers|spokes(?:person|man|woman)|executives?"
    r"|CEO|CTO|chief\s+executive|founder|co-founder|president|chairman|boss)"
    # (the officer named after the title: "Figure CEO Brett Adcock says")
    r"(?:\s+(?-i:[A-Z])[\w.'’-]+(?:\s+(?-i:[A-Z])[\w.'’-]+){0,2})?)?\s*"
    r"(?:,\s*[^,]{1,80},\s*)?(?:\s+(?:also|further|even|has|have|had|now|then|later|recently|previously))?\s*"
    r"(?:said|says|told|tells|wrote|writes|added|adds|explained|noted|notes|argued|argues|claimed|claims|believes"
    r"|thinks|predicted|predicts|stated|recalls|commented|asserts|insisted|points?\s+out|pointed\s+out|suggests?"
    r"|suggested|estimates?|estimated|expects|expected|projects|projected|forecasts?|forecasted|reports?|reported"
    r"|finds|found|indicates|indicated|warns?|warned|believed|admits|admitted|emphasi[sz]ed|outlined|announced"
    r"|revealed|confirmed|insists|cautioned|concluded|noticed|observed|sees|saw|calls|called|described|describes"
    r"|concedes|conceded|acknowledges|acknowledged|maintains|maintained|contends|contended"
    r"|praised|praises|lauded|hailed|critici[sz]ed|criticises|criticizes|slammed|slams|blasted|mocked"
    r"|Says|Said|Warns|Claims|Admits|Insists)\b"  # (a headline's, in Title Case: "…, Musk Says Current Robot …")
    # "has revealed a new robot", "announced its first humanoid": a thing shown, not words spoken.
    r"(?:(?<!revealed)(?<!announced)(?<!outlined)(?<!reported)(?<!described)(?<!confirmed)"
    r"|(?!\s+(?:a|an|its|their)\s))")
#: "said Peter Welinder, VP …", "according to Unitree": the name is the speaker when the clause ends with it.
_SPEAKER_BEFORE = re.compile(r"(?:said|says|told|wrote|added|according\s+to|explained|noted|argued|stated|admits|adds|claims|claimed)\s+$")
#: Who speaks, with their title: "According to Apptronik CEO Jeff Cardenas, …", "said Figure founder Brett Adcock".
_TITLED_SPEAKER_BEFORE = re.compile(r"(?:said|says|told|wrote|added|according\s+to|explained|noted|argued|stated)\s+"
                                    r"(?:(?-i:[A-Z])[\w&.'’-]*\s+){0,3}(?:CEO|CTO|COO|CFO|founder|co-founder|chief\s+executive"
                                    r"|president|chairman|chairwoman|spokes(?:person|man|woman)|head|director)\s+$", re.I)
#: Who speaks through a document of theirs: "according to a new Morgan Stanley analysis", "according to Goldman's report".
_SOURCE_BEFORE = re.compile(r"\baccording\s+to\s+(?:an?\s+|the\s+)?(?:new\s+|recent\s+|latest\s+|fresh\s+)?$", re.I)
_SOURCE_AFTER = re.compile(r"(?:['’]s?)?(?:\s+(?:own|latest|new|official|[A-Z][\w.'’-]*)){0,2}\s+(?:analysis|report|study|survey"
                           r"|note|research|forecast|estimates?|data|figures|projections?|model|demos?|demonstrations?|videos?"
                           r"|footage|website|statements?|filings?|spec(?:ification)?s?|tests?)\b")
_SPEAKER_BEFORE_END = re.compile(r"[\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,3}"
                                 r"(?:\s+in\s+(?:its|a|the|their|his|her)\s+(?:\w+\s+)?(?:report|note|letter|statement|post|blog))?"
                                 r"\s*(?:[,.;:]|$)")


@dataclass
class SentenceEntities:
    """The entities one sentence speaks of (named, indirect, inferred), in text order."""

    sentence: Sentence
    mentions: list[Mention]

    @property
    def named(self) -> list[Mention]:
        return [m for m in self.mentions if not m.implicit]


@dataclass
class Topic:
    """What a document is about: its company and its robot, either may be None."""

    company: str | None = None
    robot: str | None = None
    market: str | None = None
    #: The one registry robot the whole document names, when it names exactly one (wherever it is named).
    only_robot: str | None = None
    #: The company is the maker of a product the title names ("GR00T N1: An Open Foundation Model …").
    product: bool = False
    #: A piece about the field that goes through several makers in turn: a sentence naming no one goes on about
    #: the robot the sentence before it spoke of.
    survey: bool = False

    @property
    def principal(self) -> str | None:
        return self.robot or self.company or self.market


#: Verbs of a backer's share of a round: "Microsoft might provide about $95 million", "will contribute $50 million".
SHARE_VERB = r"(?:provide|contribute|put\s+in|chip\s+in)"
#: After a backer's name: "X-led", "X led the round", "X and Y also took part", "X has invested".
INVESTOR_AFTER = re.compile(
    r"-led\b|\s+led\b|(?:(?:,\s*|,?\s+and\s+)[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3})*"
    r"(?:\s+(?:has|have|had|also|now|then|recently|will|might|may|could|would|is|are|was)){0,2}\s+"
    r"(?:invested|invests|invest|backed|participated|participating|joined|joining|took\s+part|take\s+part|takes\s+part"
    r"|taking\s+part|chipping\s+in|chipped\s+in"
    # a backer's share of a round in talks: "Microsoft might provide about $95 million", "OpenAI is considering a
    # $5 million investment"
    rf"|{SHARE_VERB}(?:s|d|ed)?\s+(?:about\s+|around\s+|some\s+|up\s+to\s+)?\$"
    r"|considering\s+(?:a|an)\s+\$[\d.,]+\s*(?:million|billion)?\s+investment)")
#: Before a backer's name, in its sentence: "led by", "investors in the round include", "with participation from".
_INVESTOR_BEFORE = re.compile(
    r"\b(?:led\s+by|participation\s+(?:from|by)|joined\s+by|(?:investors?|backers?)\s+(?:list\s+|roster\s+|line-?up\s+)?"
    r"(?:in\s+the\s+(?:round|financing)\s+)?(?:include[sd]?|including|such\s+as|were|are)"
    # "backed by heavyweights like Nvidia", "its investor list includes major names such as Nvidia"
    r"|backed\s+by\s+(?:[\w-]+\s+){1,2}(?:like|such\s+as|including)|(?:include[sd]?|includ\w+)\s+(?:[\w-]+\s+){0,2}"
    r"(?:names|investors|backers)\s+(?:such\s+as|like|including))\s+(?:the\s+)?(?:[^.;]*?(?:,\s*|\s+and\s+)(?:the\s+)?)?$", re.I)


def is_investor(text: str, mention: Mention, sentence: Sentence) -> bool:
    """The mention names a backer of a round ("led by Nvidia", "Nvidia and Microsoft also took part"), not the
    company a later "the company" means."""
    before = text[max(sentence.start, mention.start - 120):mention.start]
    return bool(INVESTOR_AFTER.match(text, mention.end, min(sentence.end, mention.end + 90))
                or _INVESTOR_BEFORE.search(before))


#: A company named as the owner of a site: "a BMW plant", "Mercedes-Benz's factory in Berlin".
_SITE_AFTER = re.compile(r"(?:['’]s?)?\s+(?:[A-Z][\w-]*\s+)?(?:plants?|factor(?:y|ies)|facilit(?:y|ies)|warehouses?|sites?|stores?"
                         r"|(?:assembly|production)\s+lines?|(?:fulfil?ment|distribution)\s+cent(?:er|re)s?)\b")


#: After a quotation, who said it and whom they work for: "…,” claims Brett Adcock, founder and CEO of ",
#: "…,” said Elon Musk, the chief executive of ", "…,” Peggy Johnson, CEO of ".
_QUOTE_AFFILIATION_BEFORE = re.compile(
    r"[”\"]\s*,?\s*(?:(?:said|says|claims|claimed|added|adds|wrote|writes|explained|noted|stated|told\s+\w+)\s+)?"
    r"(?-i:[A-Z])[\w.'’-]*(?:\s+(?-i:[A-Z])[\w.'’-]*){0,3},\s+(?:the\s+|a\s+|its\s+)?[^,“”\"]{0,60}?\b(?:of|at)\s+(?:the\s+)?$",
    re.I)


def is_affiliation(text: str, mention: Mention) -> bool:
    """The company is named only as the employer of who is quoted ("…,” said Elon Musk, the chief executive of
    Tesla): what the quotation says is not thereby about it."""
    return mention.kind == "company" and bool(_QUOTE_AFFILIATION_BEFORE.search(text, max(0, mention.start - 160),
                                                                              mention.start))


#: A quote's speaker named by what they are, not by name: "…," wrote the bank; "…," the analysts said.
_SOURCE_SPEAKS = re.compile(r"[”\"]\s*,?\s*(?:(?:wrote|said|says|added|noted|argued|explained|concluded)\s+(?:the\s+)?"
                            r"(?:bank|analysts?|brokerage|researchers?|authors?|report|note|economists?|strategists?)"
                            r"|(?:the\s+)?(?:bank|analysts?|brokerage|researchers?|authors?|economists?|strategists?)\s+"
                            r"(?:wrote|said|say|says|added|noted|argued|explained|concluded))\b", re.I)


def is_speaker(text: str, mention: Mention) -> bool:
    """The mention names who is speaking ("Musk said", "said Peter Welinder,", "according to Unitree,").

    A name after "said" is the speaker only when the clause ends with it: in
    "Musk said Optimus would …" Optimus is what is spoken of. A robot is never
    the speaker: "Neo said hello" is a thing it did.
    """
    if mention.kind == "robot":
        return False
    if _SPEAKER_AFTER.match(text, mention.end) or _TRANSCRIPT_LABEL.match(text, mention.end) and (
            mention.start == 0 or text[mention.start - 1] == "\n"):
        return True  # (a transcript's speaker label: "Børnich: It is slower than a person, yes.")
    if _SOURCE_BEFORE.search(text[max(0, mention.start - 30):mention.start]) and _SOURCE_AFTER.match(text, mention.end):
        return True
    return bool((_SPEAKER_BEFORE.search(text[max(0, mention.start - 20):mention.start])
                 or _TITLED_SPEAKER_BEFORE.search(text[max(0, mention.start - 60):mention.start]))
                and _SPEAKER_BEFORE_END.match(text, mention.end))


#: Names given as examples of the field, not as what a piece is about: "From Tesla's Optimus to Figure AI's Figure 02,
#: these machines …", "rivals such as Digit", "players like Apptronik".
_EXAMPLES = re.compile(r"\bfrom\s+[^,.;:]{2,60}?\s+to\s+[^,.;:]{2,60}?(?=,)|\b(?:such\s+as|like|including)\s+[^.;:]{2,80}", re.I)


#: Names given as examples of the field's companies: "companies like Tesla and Figure AI", "start-ups such as …".
_FIELD_EXAMPLES = re.compile(r"\b(?:companies|makers|manufacturers|firms|start-?ups|players|rivals|developers|competitors"
                             r"|giants|carmakers|automakers|names)\s+(?:like|such\s+as|including)\s+[^.;:]{2,80}", re.I)


def named_as_field_example(text: str, start: int, end: int, mention: Mention) -> bool:
    """Whether ``mention`` is one of the field's companies named as examples between ``start`` and ``end`` (a
    sentence): "Companies like Tesla and Figure AI are pouring billions into humanoids"."""
    return not mention.implicit and any(e.start() <= mention.start < e.end() for e in _FIELD_EXAMPLES.finditer(text, start, end))


def _named_as_example(sentence: str, mention: Mention) -> bool:
    """Whether ``mention`` (offsets into ``sentence``) is one of a list of examples (:data:`_EXAMPLES`)."""
    return any(e.start() <= mention.start < e.end() for e in _EXAMPLES.finditer(sentence))


def document_topic(title: str, text: str, sentences: list[Sentence], registry: Registry) -> Topic:
    """The company and robot a document is about (for indirect mentions and sentences that name no one).

    A product named in the title (its maker), a maker or robot named in the title, else in the first sentence, else the
    one named most in the first eight sentences (unless the title is about the
    field, or names a company, and that one is named only once); else the humanoid market when the
    title speaks of it; else the company the title names (a customer or an
    investor). A robot brings its maker; a maker with one robot brings it.
    """
    def pick(mentions: list[Mention], source: str = "") -> Topic | None:
        names = [m for m in mentions if not m.attributive and m.kind in ("company", "robot")]
        if not names:
            return None
        robots = [m.slug for m in names if m.kind == "robot"]
        companies = [m.slug for m in names if m.kind == "company"]
        makers = [c for c in companies if registry.robots_of(c)]
        robot = robots[0] if robots else None
        company = (registry.makers.get(robot) if robot else None) or (makers or companies or [None])[0]
        if robot is None and company and len(registry.robots_of(company)) == 1 \
                and not _other_model_named(source, [m for m in names if m.slug == company], registry):
            # (not "About GR-3 (Fourier GR-3 introduction)": a model the registry does not know is the maker's)
            robot = registry.robots_of(company)[0]
        return Topic(company, robot)

    first = text[sentences[0].start:sentences[0].end] if sentences else ""
    fallback = None
    for source in (title, first):
        found = find_mentions(source, registry)
        product = next((m for m in found if m.cue == "product" and not m.attributive), None)
        if product is not None and source is title:
            # "GR00T N1: An Open Foundation Model for …": a piece titled by a product is about it, its maker's
            return Topic(product.slug, None, product=True)
        topic = pick(found, source)
        if topic and (topic.robot or topic.company and (registry.robots_of(topic.company)
                                                        or topic.company in registry.robot_companies)):
            return topic  # (a robot company whose robots the registry does not list: "Start-up Agibot starts mass production")
        fallback = fallback or topic
    # (each name counted once a sentence: "Tesla, Nvidia and Meta …, with Tesla's Optimus" names Tesla in passing once;
    # a robot company whose robots the registry does not list counts too, but not under a title about the field)
    field_title = bool(registry.market and _FIELD_TITLE.search(title))
    counts = Counter(slug for s in sentences[:8] for slug in {m.slug for m in find_mentions(text[s.start:s.end], registry)
                                                              if not m.attributive and (m.kind == "robot" or registry.robots_of(m.slug)
                                                                                        or m.slug in registry.robot_companies
                                                                                        and not field_title)
                                                              and not _named_as_example(text[s.start:s.end], m)})
    # A title about the field ("… for humanoid robot technology …") or naming a company ("Amazon Is Training Humanoid
    # Delivery Robots") outweighs a robot named once in passing ("Optimus Prime delivery?").
    if field_title and fallback is not None and fallback.company in registry.forecasters and fallback.robot is None:
        # "Morgan Stanley Forecasts $5 Trillion Humanoid Robot Mkt by 2050": a forecaster's piece about the field is the
        # field's, whichever maker it goes on to single out
        return Topic(market=registry.market)
    makers_named = {registry.makers.get(slug, slug) for slug in counts}
    if field_title and fallback is None and len(makers_named) >= 3:
        # "Humanoid Robots Are in Real Warehouses Now": a piece about the field that goes through several makers in
        # turn is the field's; each maker's sentences name it
        return Topic(market=registry.market, survey=True)
    if counts and not ((field_title or fallback is not None)
                       and counts.most_common(1)[0][1] < 2):
        # The one named most, with its own robot or maker among the others: "AgiBot … AgiBot's warehouse … Tesla's
        # Optimus project" is AgiBot's piece, not Optimus's because Optimus is the only registry robot it names.
        top = counts.most_common(1)[0][0]
        own = [slug for slug, _ in counts.most_common()
               if slug == top or registry.makers.get(slug) == top or registry.makers.get(top) == slug]
        return pick([Mention(slug, registry.kinds[slug], 0, 0) for slug in own]) or Topic()
    opening = _TITLE_OPENS_WITH.match(title).end() if title else -1
    if fallback is not None and fallback.company and fallback.company not in registry.forecasters and title \
            and any(m.slug == fallback.company and m.start == opening for m in find_mentions(title, registry)):
        # "Amazon readies humanoid robots for delivery trials": a title that opens on a company doing something with
        # robots is about that company, whoever makes the robots (not "Goldman Sachs raises its humanoid forecast":
        # a forecaster's piece is about the field)
        return fallback
    if registry.market and next(_robots_in_general(title or first, 0, len(title or first)), None):
        return Topic(market=registry.market)  # (not "its 1,000th general-purpose robot": the company's own)
    return fallback or Topic()


#: A model's code: "GR-3", "Walker S2", "H1" (letters, then a number).
_MODEL_CODE = re.compile(r"\b(?-i:[A-Z][A-Za-z]{0,6})[- ]?\d{1,3}[A-Za-z]?\b(?!-\d)")
#: Between a maker's name and what it names: "Fourier GR-3", "Fourier's GR-3".
_POSSESSIVE_GAP = re.compile(r"(?:['’]s)?\s+")


def _other_model_named(source: str, makers: list[Mention], registry: Registry) -> bool:
    """Whether ``source`` names, right after a maker's name, a model by a code the registry does not know ("Fourier
    GR-3" beside a registry that knows GR-1 only), not a year or a known name."""
    for maker in makers:
        gap = _POSSESSIVE_GAP.match(source, maker.end)
        code = _MODEL_CODE.match(source, gap.end()) if gap else None
        if code and not re.fullmatch(r"(?:19|20)\d\d", code.group(0)) and not find_mentions(code.group(0), registry):
            return True
    return False


#: What may stand before a title's subject: "Exclusive: ", "Report: ", "Analysis - ".
_TITLE_OPENS_WITH = re.compile(r"\s*(?:(?:exclusive|report|analysis|update|breaking|watch)\s*[:|-]\s*)?", re.I)


def resolve(text: str, sentences: list[Sentence], mentions: list[Mention], registry: Registry, *,
            topic: Topic) -> list[SentenceEntities]:
    """Attach named mentions to sentences and add indirect and inferred ones (module docstring).

    Returns one :class:`SentenceEntities` per sentence, in order.
    """
    out: list[SentenceEntities] = []
    robots_named = {m.slug for m in mentions if m.kind == "robot" and not m.attributive}
    if len(robots_named) == 1 and topic.robot is None:
        topic = replace(topic, only_robot=next(iter(robots_named)))
    last: dict[str, str] = {}
    if topic.company:
        last["company"] = topic.company
    if topic.robot:
        last["robot"] = topic.robot
    last_subject: str | None = topic.principal
    previous: str | None = None  # the principal entity the previous sentence named
    source_age = 0  # sentences since the last forecaster (a company with no robots, quoted or cited) was named
    # Robots and products the registry does not know, by name, and their makers if named
    strangers: dict[str, str | None] = dict.fromkeys(_sibling_products(text, mentions, registry), "")
    stranger_before = False  # the previous sentence introduced or named one of them
    people: dict[str, str] = {}  # people the document introduced by employer: surname → company slug
    mi = 0
    for i, sentence in enumerate(sentences):
        before = sentences[i - 1] if i else None
        if before is not None and not before.closed and before.first_in_line and sentence.first_in_line \
                and len(text[before.start:before.end].split()) <= 10 and topic.robot:
            # A heading ("Robots to reduce errors and improve efficiency") opens a new section: "these robots"
            # after it are the piece's robot again, not the last one named in passing in the section before.
            last["robot"] = topic.robot
        while mi < len(mentions) and mentions[mi].start < sentence.start:
            mi += 1
        named = []
        while mi < len(mentions) and mentions[mi].start < sentence.end:
            named.append(mentions[mi])
            mi += 1
        introduced = _stranger_introduced(text, sentence, named)
        if introduced:
            strangers[introduced[0]] = introduced[1]
        stranger = (introduced[1] or "") if introduced else \
            _stranger_in_focus(text, sentence, named, strangers, stranger_before)
        people.update(_introduced_people(text, sentence, named))
        extra = _indirect(text, sentence, named, registry, last, last_subject, topic, previous, stranger, people)
        found = sorted(named + extra, key=lambda m: (m.start, m.implicit))
        out.append(SentenceEntities(sentence, found))
        sources = [m.slug for m in named if m.kind == "company" and not registry.robots_of(m.slug)
                   and (m.attributive or is_speaker(text, m) or _FORECAST_AFTER.match(text, m.end))]
        if sources:
            last["source"], source_age = sources[-1], 0
        elif "source" in last:
            source_age += 1
            if source_age > 1:
                del last["source"]  # a forecaster named two sentences ago is no longer "the firm"
        for m in named:
            if not m.attributive and not is_speaker(text, m) and not (m.kind == "company" and is_investor(text, m, sentence)) \
                    and not (m.kind == "company" and _SITE_AFTER.match(text, m.end)
                             and not (m.slug in registry.robot_companies or registry.robots_of(m.slug))) \
                    and not _COMPARED_BEFORE.search(text, max(0, m.start - 30), m.start) \
                    and not ((_PARTNER_BEFORE.search(text, max(0, m.start - 40), m.start)
                              or m.kind == "company" and not registry.robots_of(m.slug)
                              and _FOR_BEFORE.search(text, max(0, m.start - 10), m.start)) and any(
                        o.start < m.start and not o.attributive and o.kind in ("company", "robot") for o in named)):
                # ("at a BMW plant": a customer's site, though a robot maker's own site is its own; "lighter than
                # Figure 02": what it is measured against;
                # "Apptronik has partnered with Google DeepMind": the partner, not the company "the startup" is next;
                # "our Digits move totes for GXO": the customer served, not who "we" and "the company" are next)
                last[m.kind] = m.slug
                if m.kind == "robot" and m.slug in registry.makers and not any(
                        o.kind == "company" and o.start < m.start and not o.attributive and not is_speaker(text, o)
                        and o.slug != registry.makers[m.slug] and not registry.robots_of(o.slug) for o in found):
                    # (a customer that tries the robot stays the company spoken of: "It has started testing Digit")
                    last["company"] = registry.makers[m.slug]
                if m.kind == "company" and last.get("robot") and registry.makers.get(last["robot"]) != m.slug:
                    robots = registry.robots_of(m.slug)
                    if robots:
                        last["robot"] = robots[0] if len(robots) == 1 else last["robot"]
                    elif m.slug in registry.robot_companies:
                        # "Inside AgiBot's warehouse, about 100 robots work …. The robots learn …": a maker whose
                        # robots the registry does not list; "the robots" next are its own, not the rival's named before
                        del last["robot"]
        principal = next((m for m in found if not m.attributive and m.kind == "robot"), None) or next(
            (m for m in found if not m.attributive and m.kind == "company" and not is_speaker(text, m)
             and not (not m.implicit and is_investor(text, m, sentence))), None)
        if principal is not None:
            last_subject = principal.slug
        previous = principal.slug if principal is not None and not principal.implicit else None
        stranger_before = stranger is not None
    return out


#: A robot introduced by a name: "its first humanoid, called “Strider S2”", "a robot dubbed Kestrel".
_NAMED_ROBOT_INTRO = re.compile(
    r"\b(?:humanoids?|robots?|androids?|prototypes?|models?)(?:\s+robot)?,?\s+(?:called|named|dubbed|known\s+as|christened)"
    r"\s+[\"“‘']?(?P<name>[A-Z][\w-]*(?:[ -](?:[A-Z][\w-]*|\d[\w-]*)){0,2})")


#: A product the registry does not know, told beside a registry robot: "its Cybercab robotaxi and Optimus humanoid",
#: "For Cybercab and Optimus, …".
_SIBLING_BEFORE = re.compile(r"(?<![\w.])(?P<name>[A-Z][a-z]+[A-Za-z]*)(?:\s+(?:robotaxi|car|vehicle|truck|van|drone"
                             r"|robot|humanoid|program|project|platform|model))?\s+(?:and|or|&)\s+(?:the\s+|its\s+|his\s+"
                             r"|their\s+)?$")
_SIBLING_AFTER = re.compile(r"^(?:\s+(?:humanoid|robot|robots|humanoids))?\s+(?:and|or|&)\s+(?:the\s+|its\s+|his\s+"
                            r"|their\s+)?(?P<name>[A-Z][a-z]+[A-Za-z]*)\b(?!\s+[A-Z])")


def _sibling_products(text: str, mentions: list[Mention], registry: Registry) -> list[str]:
    """Names of products the registry does not know that the text pairs with a registry robot, and names again.

    "his grand promises about the Cybercab robotaxi and Optimus humanoid … For Cybercab and Optimus, …":
    Cybercab. What is said of such a product ("the Cybercab would launch in 2026") is no registry entity's.
    """
    found: dict[str, None] = {}
    for m in mentions:
        if m.kind != "robot":
            continue
        for hit in (_SIBLING_BEFORE.search(text, max(0, m.start - 40), m.start), _SIBLING_AFTER.match(text[m.end:m.end + 40])):
            if hit is None:
                continue
            name = hit.group("name")
            if name.lower() in STOP_WORDS or find_mentions(name, registry):
                continue
            if len(whole_word(name).findall(text)) >= 2:
                found[name] = None
    return list(found)


def whole_word(name: str) -> re.Pattern:
    """``name`` as a whole word ("Kestrel", not "Kestrel-2")."""
    return re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])")


def _stranger_introduced(text: str, sentence: Sentence, named: list[Mention]) -> tuple[str, str | None] | None:
    """A robot the registry does not know, introduced by name in ``sentence``, and its maker if the sentence names it.

    "Swiftbot launched its first humanoid, called “Strider S2”" → ("Strider S2", maker of Swiftbot when known).
    A name that is (or holds) a registry mention is not a stranger.
    """
    m = _NAMED_ROBOT_INTRO.search(text, sentence.start, sentence.end)
    if m is None or any(o.start < m.end("name") and m.start("name") < o.end for o in named):
        return None
    maker = next((o.slug for o in named if o.kind == "company" and not o.attributive and o.start < m.start()
                  and not is_speaker(text, o)), None)
    return m.group("name"), maker


def _stranger_in_focus(text: str, sentence: Sentence, named: list[Mention], strangers: dict[str, str | None],
                       stranger_before: bool) -> str | None:
    """The maker (or "") of a robot the registry does not know that ``sentence`` speaks of, else None.

    The sentence names that robot before any registry robot, or it names no robot or company of its own
    right after a sentence that spoke of it ("Although the robot limped, it kept its balance"): its
    "the robot", "it" and the document's own subject are not a registry robot then.
    """
    s, e = sentence.start, sentence.end
    first_registry = min((o.start for o in named if not o.attributive and o.kind in ("robot", "company")), default=e)
    for name, maker in strangers.items():
        hit = whole_word(name).search(text, s, e)
        if hit and hit.start() < first_registry:
            return maker or ""
    if stranger_before and first_registry == e and strangers:
        return list(strangers.values())[-1] or ""
    return None


#: Whom robots work for, right before a customer's name: "move totes for GXO".
_FOR_BEFORE = re.compile(r"\bfor\s+(?:the\s+)?$", re.I)
#: A partner named after the company that partners: "has partnered with", "signed a deal with".
_PARTNER_BEFORE = re.compile(r"\b(?:partner(?:ed|ing|ships?)?|collaborat\w+|agreements?|deals?|teamed\s+up|teams?\s+up"
                             r"|work(?:s|ed|ing)?|contracts?|alliance)\s+with\s+(?:the\s+)?$", re.I)
#: What a thing is measured against: "9% lighter than Figure 02", "compared with its predecessor, Figure 02"; a rival
#: it is set against: "a direct collision with Tesla's Optimus", "rivals like Figure AI".
_COMPARED_BEFORE = re.compile(r"(?:\b(?:than|unlike|compared\s+(?:with|to)|versus|vs\.?|successor\s+to|predecessor,?"
                              r"|(?:rivals?|competitors?|collision|showdown|competes?|competing)\s+(?:\w+\s+)?(?:with|like|such\s+as"
                              r"|against)|takes?\s+on)"
                              r"\s+(?:the\s+|its\s+|their\s+)?)(?:(?-i:[A-Z])[\w.&-]*['’]s\s+)?$", re.I)


def _affiliation_before(named: list[Mention], registry: Registry, before: int) -> str | None:
    """The company of the last person the sentence named before ``before`` ("Musk said the company …" → Tesla)."""
    people = [m for m in named if m.kind == "person" and m.end <= before and m.slug in registry.affiliations]
    return registry.affiliations[people[-1].slug] if people else None


_AFTER_PREP = re.compile(r"\b(?:at|with|from|for|to|by|than|like|on|against|over|including|include|and|or)\s+(?:the\s+)?$", re.I)


#: Who speaks for a company: "Agility CEO", "its chief executive", "co-founder and CTO", "a spokeswoman".
_OFFICER = re.compile(
    r"\b(?:CEO|CTO|COO|CFO|chief\s+(?:executive|technology|technical|operating|financial|product|commercial|business|science)"
    r"(?:\s+officer)?|chief\s+\w+ist|co-?founder|founder|president|chairman|chairwoman|chair|spokes(?:person|man|woman)"
    r"|vice\s+president|VP|head\s+of\s+\w+|director\s+of\s+\w+|(?:senior\s+)?executive|general\s+manager"
    r"|(?<=\ba\s)partner|(?<=\bthe\s)partner|(?:senior\s+|chief\s+|lead\s+)?engineer|director|product\s+lead)\b")
_OFFICER_OF = re.compile(r"^(?:['’]s?\s+)?(?:\w+\s+){0,2}$")


#: A person introduced by whom they work for, right before the employer's name: "Jane Roe, head of research at ",
#: "Jane Roe, an analyst with ", "Jane Roe, chief executive of ".
_INTRODUCED_AT = re.compile(r"\b[A-Z][\w’'-]+\s+(?P<surname>[A-Z][\w’'-]+),\s+(?:[^,.;:“”\"]{1,80}?\s)?(?:at|of|with|from)"
                            r"\s+(?:the\s+)?$")
#: Who a quotation is given to, by surname, right after it closes: "…,” Roe said", "…,” said Roe".
_QUOTED_SURNAME = re.compile(
    r"[”\"]\s*(?:(?P<before>[A-Z][\w’'-]+)\s+(?:said|says|added|adds|noted|notes|explained|explains|argued|argues"
    r"|told|tells|wrote|writes)|(?:said|says|added|adds|noted|explained|argued|told|wrote)\s+(?P<after>[A-Z][\w’'-]+))\b")


def _introduced_people(text: str, sentence: Sentence, named: list[Mention]) -> dict[str, str]:
    """People the sentence introduces by employer, surname → company slug ("Jane Roe, an analyst at Acme")."""
    return {hit.group("surname"): m.slug for m in named if m.kind == "company" and not m.implicit
            for hit in [_INTRODUCED_AT.search(text, max(sentence.start, m.start - 140), m.start)] if hit}


def _quoted_employer(text: str, sentence: Sentence, people: dict[str, str]) -> str | None:
    """The employer of who the sentence's quotation is given to by surname ("…,” Roe said"), when the document
    introduced them by it earlier; None otherwise."""
    hit = _QUOTED_SURNAME.search(text, sentence.start, sentence.end)
    return people.get(hit.group("before") or hit.group("after")) if hit else None


def _company_speaking(text: str, sentence: Sentence, subjects: list[Mention], registry: Registry,
                      topic: Topic) -> str | None:
    """The company whose officer speaks in the sentence ("we", "our" in their words), or None.

    "Agility CEO Peggy Johnson", "Peggy Johnson, Agility's chief executive",
    "chief executive of Agility": the company named beside the title. A title
    naming no company ("chief executive Peggy Johnson", "the company's CEO") is
    the document's own company when it makes robots. No title: None (the
    discourse decides).
    """
    s, e = sentence.start, sentence.end
    officers = list(_OFFICER.finditer(text, s, e))
    if not officers:
        return None
    companies = [m for m in subjects if m.kind == "company"]
    for title in officers:
        for m in companies:
            if m.end <= title.start() and _OFFICER_OF.match(text[m.end:title.start()]):
                return m.slug  # "Agility CEO", "Agility's chief executive"
            if title.end() <= m.start and re.fullmatch(r"\s+(?:of|at)\s+(?:the\s+)?", text[title.end():m.start]):
                return m.slug  # "chief executive of Agility"
    if topic.company and registry.robots_of(topic.company):
        return topic.company
    return None


#: "The … business" that refers to no company: a superlative or a trade ("the biggest business", "the car business").
_NO_COMPANY_BUSINESS = re.compile(r"\b(?:the|this)\s+(?:\w+est|most\s+\w+|car|auto|automotive|phone|smartphone|ev|chip"
                                  r"|robot|robotics|humanoid|logistics|retail|energy)\s+business$")
#: A company referred to as a robot maker: "the robot maker", "the humanoid company", "the robotmaker".
_ROBOT_MAKER_WORDS = re.compile(r"\b(?:robot|robotics|humanoid)\b|robotmaker")


def _indirect(text: str, sentence: Sentence, named: list[Mention], registry: Registry, last: dict[str, str],
              last_subject: str | None, topic: Topic, previous: str | None = None,
              stranger: str | None = None, people: dict[str, str] | None = None) -> list[Mention]:
    s, e = sentence.start, sentence.end
    if stranger is not None:
        # A robot the registry does not know is spoken of: "the robot", "it" and the document's subject are not a
        # registry robot here; what is said of it is its maker's when the maker was named, else no one's.
        last = {**last, "robot": "", "company": stranger}
        topic = Topic(company=stranger or None, robot=None, market=topic.market)
        last_subject = stranger or None
    found: list[Mention] = []

    def add(slug: str | None, start: int, end: int, cue: str) -> None:
        if not slug or any(m.slug == slug and m.start < end and start < m.end for m in named + found):
            return
        found.append(Mention(slug, registry.kinds.get(slug, "company"), start, end, implicit=True, cue=cue))

    company = last.get("company")
    speaking_of = [m for m in named if not m.attributive and not is_speaker(text, m)]
    # (a company named only as who employs the quoted speaker is no subject, but it is who "we" are)
    subjects = [m for m in speaking_of if not is_affiliation(text, m) and not named_as_field_example(text, s, e, m)]

    def antecedent(kind: str, before: int) -> str | None:
        """The entity of ``kind`` the sentence itself named last before ``before`` ("Sanctuary … the company")."""
        here = [m for m in subjects if m.kind == kind and m.end <= before
                and not (kind == "company" and is_investor(text, m, sentence))]  # ("Backed by Nvidia, the firm …")
        return here[-1].slug if here else None

    def complementizer(m: re.Match) -> bool:
        """"analysts predict that humanoid robot development …": "that" opens what is said, no "that robot"."""
        return m.group(0)[:4].lower() == "that" and bool(_COMPLEMENTIZER_BEFORE.search(text, max(s, m.start() - 30), m.start()))

    for m in _COMPANY_ANAPHOR.finditer(text, s, e):
        if complementizer(m):
            continue
        words = m.group(0).lower()
        if _NO_COMPANY_BUSINESS.search(words):
            continue  # "the biggest business in history", "bigger than the car business": no company referred to
        if ("automaker" in words or "carmaker" in words) and company and registry.robots_of(company):
            continue  # "the automaker" is the customer, not the humanoid maker
        branded = [w for w in re.findall(r"(?<=\s)[A-Z][\w.&'’-]*", m.group(0)) if w not in _PLACE_OR_NATION]
        if branded and not any(o.start < m.end() and m.start() < o.end for o in named):
            continue  # "the Windows maker", "the iPhone maker": a company known by a product the registry does not know
        if words.split()[-1] in ("bank", "brokerage"):
            # "The bank estimates …": the bank or broker just cited, never the robot company spoken of
            bank = antecedent("company", m.start()) or last.get("source")
            add(bank, m.start(), m.end(), "company")
            if bank and registry.market and not any(n.kind == "robot" for n in named):
                # ("The bank says the cost of a robot will fall to $20,000": the field's figure, as the bank sees it)
                add(registry.market, m.start(), m.end(), "market")
            continue
        forecaster = last.get("source") if _FORECAST_AFTER.match(text, m.end()) else None
        named_before = antecedent("company", m.start())
        if _ROBOT_MAKER_WORDS.search(words) and named_before \
                and not (registry.robots_of(named_before) or named_before in registry.robot_companies):
            # "Hyundai, which bought a stake in the robot maker": the robot maker is not the carmaker just named
            maker = next((slug for slug in (company, topic.company) if slug and (registry.robots_of(slug)
                                                                            or slug in registry.robot_companies)), None)
            if maker:
                add(maker, m.start(), m.end(), "company")
                continue
        # ("According to the Morgan Stanley report, …. The firm estimates …": the forecaster just cited)
        add(named_before or _affiliation_before(named, registry, m.start()) or forecaster or company,
            m.start(), m.end(), "company")
    for m in _ROBOT_ANAPHOR.finditer(text, s, e):
        if complementizer(m):
            continue
        maker = antecedent("company", m.start())
        own = registry.robots_of(maker) if maker else []
        robot = antecedent("robot", m.start()) or (own[0] if len(own) == 1 else None)
        add(robot or last.get("robot") or company, m.start(), m.end(), "robot")
    for m in _WE.finditer(text, s, e):
        if _SOURCE_SPEAKS.search(text, m.end(), e):
            break  # ("'We estimate the cost of a humanoid at $35,000,' wrote the bank": the bank's analysts, no maker)
        # ("'We expect to deliver thousands,' Cardenas said": the company of the person speaking, when the registry
        # knows whom they work for)
        voiced = next((registry.affiliations[p.slug] for p in named if p.kind == "person"
                       and p.slug in registry.affiliations and is_speaker(text, p)), None)
        # (and of a speaker the registry does not know, by the employer the document introduced them with: "Jane Roe,
        # an analyst at Acme, …. 'We expect a slow start,' Roe said": Acme's view, not the last robot maker named)
        voiced = voiced or _quoted_employer(text, sentence, people or {})
        add(voiced or _company_speaking(text, sentence, speaking_of, registry, topic) or company, m.start(), m.end(), "we")
        break
    if company and registry.robots_of(company):
        for m in _THEY.finditer(text, s, e):
            if _SPEAKER_AFTER.match(text, m.end()) or re.match(r"\s+all\s+(?:said|say|told|agreed)\b", text[m.end():m.end() + 20]):
                continue  # "they said": who speaks
            if _THEY_USED.match(text, m.end()):
                # "One of the first areas where they could be used is the triage zone": the robots spoken of (the
                # piece's, after a heading), not the company last named
                if last.get("robot"):
                    add(last["robot"], m.start(), m.end(), "robots")
                break
            if next(_robots_in_general(text, s, m.start()), None):
                break  # "don't build humanoids, they are too hard": the robots in general just named
            if _ROBOTS_SPOKEN_OF.search(text, s, m.start()):
                # "While the robots walked on their own, many of their interactions were guided remotely": the robots
                # just spoken of, not the company last named
                if last.get("robot"):
                    add(last["robot"], m.start(), m.end(), "robots")
                break
            add(company, m.start(), m.end(), "they")
            break
    # A maker's robots spoken of without a name: its one robot. Only the maker the
    # sentence is about (not one after a preposition, "take on Tesla", nor one it is set against, "Unlike Tesla,
    # Unitree already sells its robots to universities").
    principal = next((m for m in subjects if m.kind == "company" and registry.robots_of(m.slug)
                      and not _AFTER_PREP.search(text[max(s, m.start - 16):m.start])
                      and not _COMPARED_BEFORE.search(text, max(s, m.start - 30), m.start)), None)
    nouns = _ROBOT_NOUN
    if principal is None:
        principal = next((m for m in found if m.cue in ("company", "we", "they") and registry.robots_of(m.slug)), None)
    if principal is None and not subjects and company and registry.robots_of(company):
        principal = Mention(company, "company", s, s, implicit=True)
        nouns = _OWN_ROBOT_NOUN  # with no company named, only "its robots", "the robots": not "humanoid robots" in general
    if principal is not None and stranger is None:  # (a stranger's maker's robots spoken of are the stranger)
        robots = registry.robots_of(principal.slug)
        if principal.slug in registry.robot_companies and previous not in robots:
            # A robot company's "robots" in general are the company's; "its robots", or robots right after
            # the robot was named, are that robot.
            nouns = _OWN_ROBOT_NOUN
        if len(robots) == 1 and not any(n.kind == "robot" for n in named):
            for m in nouns.finditer(text, s, e):
                add(robots[0], m.start(), m.end(), "robots")
                break
    # A company only named as the owner of something ("at the company's AI Day event") leaves "it" its referent.
    heads = [m for m in found if not (m.cue == "company" and re.match(r"['’]s?\b", text[m.end:m.end + 2]))]
    opening = _IT.match(text, s + len(text[s:e]) - len(text[s:e].lstrip(" \"“‘'(")))
    if subjects and not found and opening and opening.group(0) == "It" and last_subject \
            and registry.kinds.get(last_subject) == "company" and not _IT_EXPLETIVE.match(text, opening.start()) \
            and not any(m.slug == last_subject for m in subjects):
        # "It has started testing Digit": the company spoken of opens the sentence, the robot named is its object
        add(last_subject, opening.start(), opening.end(), "it")
    elif not subjects and not heads:
        for m in _IT.finditer(text, s, e):
            if found and m.group(0).lower() == "its":
                break  # "The company's drive … its workforce": the company's own, already meant
            teller = next((n.slug for n in named if n.kind == "company" and (t := _TELLS_OWN.match(text, n.end))
                           and t.end() == m.start()), None)
            if teller:  # "AgiBot says its 5,000th unit …": the company telling its own news
                add(teller, m.start(), m.end(), "it")
                break
            if _IT_FIGURE.match(text, m.start()) and _FIGURE_NOUN.search(text, s, m.start()):
                break  # "the cost of a humanoid robot … and expect it to decline to $17,000": the figure, no entity
            if not _IT_EXPLETIVE.match(text, m.start()):
                speaker = company if _IT_SPEAKS.match(text, m.start()) and registry.kinds.get(last_subject) == "robot" else None
                add(speaker or last_subject, m.start(), m.end(), "it")
                break
    for m in _HE.finditer(text, s, e):
        add(last.get("person"), m.start(), m.end(), "person")
        break
    field_meant = False  # the field is what the sentence speaks of, and the registry has no entity for it
    if not [m for m in subjects if m.kind == "robot" or registry.robots_of(m.slug)]:
        # "The humanoid recovers on its own": one robot already spoken of, not the field
        one = [m for m in found if m.cue == "robot" and not text[m.start:m.end].lower().endswith("s")
               and not _FIELD_AFTER.match(text, m.end) and not _FORM_AFTER.match(text, m.end)]
        hit = next((h for h in _robots_in_general(text, s, e)
                    if not any(m.start <= h.start() and h.end() <= m.end for m in one)), None)
        one_robot = topic.robot or (topic.only_robot if hit and _THIS_BEFORE.search(text, max(s, hit.start() - 8),
                                                                                      hit.start()) else None)
        if hit and one_robot and _ONE_ROBOT.fullmatch(hit.group(0)) \
                and _ONE_BEFORE.search(text, max(s, hit.start() - 40), hit.start()) \
                and not _NO_ONE_BEFORE.search(text, s, hit.start()) \
                and not _FIELD_AFTER.match(text, hit.end()) and not _FORM_AFTER.match(text, hit.end()):
            # "a video featuring a humanoid robot doing a backflip", "this humanoid robot can go anywhere":
            # one robot, in a piece about one, is that robot, not the field; "this humanoid" is the one robot
            # a piece names even when its title speaks of the field.
            add(one_robot, hit.start(), hit.end(), "robot")
        elif hit and registry.market and _customer_topic(topic, registry) \
                and _THE_BEFORE.search(text, max(s, hit.start() - 5), hit.start()) and _ROBOT_PLURAL.search(hit.group(0)):
            # "The humanoid robots would ride in the company's vans" in a piece about a customer's trial: the robots it
            # tries, not the field
            add(topic.company, hit.start(), hit.end(), "robots")
        elif hit and registry.market:
            add(registry.market, hit.start(), hit.end(), "market")
        elif hit and not _PREPOSITION_BEFORE.search(text, max(s, hit.start() - 16), hit.start()):
            # "Two years ago, the humanoid robot industry made bold promises": no registry entity is meant, so
            # the document's subject is not supplied either (but "others in the industry think …" speak of it).
            field_meant = True
    # A piece about the field that goes through makers in turn: a sentence naming no one after one naming a robot or
    # its maker goes on about that one ("Digit runs on a 4-hour battery. As of 2025, hundreds of units are in pilot").
    if topic.survey and previous and not field_meant \
            and not any(m.kind == "robot" or registry.robots_of(m.slug) or m.cue == "market" for m in subjects + found) \
            and (registry.kinds.get(previous) == "robot" or registry.robots_of(previous)):
        add(previous, s, s, "topic")
        return found
    # The document's own subject, for sentences that continue it without naming it.
    for slug in (topic.robot, topic.company, topic.market):
        if field_meant or any(m.cue == "market" for m in found):
            break
        if slug and not any(m.slug == slug for m in named + found):
            add(slug, s, s, "topic")
            break
    return found
