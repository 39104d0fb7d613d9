"""Claim identity: the one definition of "the same fact", and its SQL twin.

Supersession, conflicts, restatements (corroboration) and duplicates all ask
whether two claims are about the same fact; they all ask :func:`same_fact`.
Two claims are about the same fact when they have the same subject, the same
predicate key (:mod:`claims.vocabulary`; or a cross pair: a pause and a
deployment at one named site, a listing and a plan to list), and compatible
qualifiers by the predicate's cardinality:

* ``single``: the qualifiers agree, or either is missing;
* ``keyed``: both agree (both missing counts as agreeing, except for rounds:
  two rounds nobody named are two rounds);
* ``many``: never — each claim is a fact of its own.

Qualifiers are compared by :func:`claims.vocabulary.qualifier_key`; in SQL by
:data:`QUALIFIER_KEY_SQL`. :func:`scopes` says, for the relation pool's query,
which (subject, predicate, qualifier key) a claim can relate to; a test checks
that the SQL scopes select exactly the claims :func:`same_fact` accepts.

The functions take any object with ``subject_id`` (or ``subject`` as a slug),
``predicate``, ``qualifier``, ``object_text``, ``object_value`` and
``object_unit``: a stored ``Claim``, a relation pool row or an extracted claim.
"""

from __future__ import annotations

import functools
import re
from decimal import Decimal
from typing import Any, Protocol

from .vocabulary import CROSS_PREDICATES, CROSS_UNQUALIFIED, predicate, qualifier_canonical, qualifier_key

__all__ = [
    "QUALIFIER_KEY_SQL", "comparable", "content_words", "duplicate_key", "names_customer_only", "object_key",
    "objects_differ", "part_of", "restates", "rewords", "same_fact", "scopes", "stated_number", "states_value",
    "unit_key", "wording",
]

#: SQL for :func:`claims.vocabulary.qualifier_key` of a column (``{column}``): collapse white space, trim, lower.
QUALIFIER_KEY_SQL = "lower(btrim(regexp_replace({column}, '\\s+', ' ', 'g')))"


class _ClaimLike(Protocol):
    predicate: str
    qualifier: str
    object_text: str
    object_value: Any
    object_unit: str


def _subject(claim: Any) -> Any:
    return getattr(claim, "subject_id", None) or getattr(claim, "subject", None)


def same_fact(a: _ClaimLike, b: _ClaimLike) -> bool:
    """Whether ``a`` and ``b`` are claims about the same fact (module docstring). Pure; symmetric."""
    if _subject(a) != _subject(b):
        return False
    pa, pb = predicate(a.predicate), predicate(b.predicate)
    qa, qb = qualifier_key(a.qualifier), qualifier_key(b.qualifier)
    if pa.key != pb.key:
        pair = _cross(pa.key, pb.key)
        if pair is None:
            return False
        return qa == qb and bool(qa) or pair in CROSS_UNQUALIFIED and (not qa or not qb)
    if pa.cardinality == "many":
        return False
    if pa.cardinality == "single":
        return not qa or not qb or qa == qb
    if pa.qualifier == "round" and not qa:
        return False  # two rounds nobody named are two rounds (a rumour is settled by supersession's own rule)
    return qa == qb


def _cross(a: str, b: str) -> tuple[str, str] | None:
    """The cross pair (later, earlier) the predicate keys ``a`` and ``b`` form, in either order, or None."""
    return (a, b) if (a, b) in CROSS_PREDICATES else (b, a) if (b, a) in CROSS_PREDICATES else None


def object_key(claim: _ClaimLike) -> str:
    """What a claim asserts, normalised: ``"120000000 usd"``, ``"5000 count"`` or the lower-cased object text."""
    if claim.object_value is not None:
        return f"{Decimal(claim.object_value).normalize()} {unit_key(claim.object_unit)}".strip()
    return " ".join(claim.object_text.lower().split())


#: A quantity said in words ("several thousand", "a few hundred", "dozens"): an amount without digits.
_QUANTITY_WORDS = re.compile(r"\d|\b(?:several|few|dozens?|hundreds?|thousands?|millions?|billions?|trillions?|"
                             r"none|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty)\b", re.I)
_RATE_WORDS = re.compile(r"/|\bper\b|\ba\s+(?:year|month|week|day)\b|\bannual\w*|\bmonthly\b|\byearly\b", re.I)
#: The most words a name, place or date (a text value) has; a longer object is a phrase, not a value.
TEXT_VALUE_WORDS = 6


def names_customer_only(claim: _ClaimLike) -> bool:
    """A site-keyed claim that names its customer and no site: its qualifier is its object.

    "Figure AI signed an agreement with BMW Manufacturing" (qualifier "BMW") is the deployment at
    whichever site other claims name for that customer; :func:`same_fact` cannot tell which, so the
    article (``encyclopedia.facts``) and answers join the two through the customer.
    """
    return predicate(claim.predicate).qualifier == "site" and claim.object_value is None and qualifier_key(
        claim.qualifier) == qualifier_key(qualifier_canonical(claim.predicate, claim.object_text, claim.object_text))


def states_value(claim: _ClaimLike) -> bool:
    """Whether a claim's object is a value of its predicate: an amount for a quantity predicate (a number,
    or one said in words), a short name, place or date for the others — not a clause ("to build autonomous
    robots", "none has yet deployed them at scale"). Only values replace or contradict one another."""
    if claim.object_value is not None:
        return True
    words = len(claim.object_text.split())
    if not 0 < words <= TEXT_VALUE_WORDS:
        return False
    return predicate(claim.predicate).value != "quantity" or bool(_QUANTITY_WORDS.search(claim.object_text))


#: Units that all count things (a fleet of 20 robots, 20 units, 20 humanoids): one unit for comparison.
_COUNTS = frozenset({"robots", "robot", "units", "unit", "humanoids", "humanoid", "machines", "androids", "bots"})


def unit_key(unit: str) -> str:
    """A unit as values compare in it: lower case, counts of things as ``count`` (``robots/year`` → ``count/year``)."""
    return "/".join("count" if part.strip() in _COUNTS else part.strip() for part in unit.lower().split("/"))


def comparable(a: _ClaimLike, b: _ClaimLike) -> bool:
    """Whether the two objects are values of one measure, so that they can replace or contradict each other.

    Both must state a value (:func:`states_value`) of the same whole or part ("five degrees of freedom per
    leg" is not the robot's total); two amounts must share a
    unit when both have one (square feet against robots a year are two
    facts); and an amount never meets a phrase that states none ("$675
    million" against "Series B", a round named without its size).
    """
    if not (states_value(a) and states_value(b)):
        return False
    if part_of(a.object_text) != part_of(b.object_text):
        return False  # "five degrees of freedom per leg" is no total: a part's figure meets only that part's
    if a.object_value is not None and b.object_value is not None:
        return not (a.object_unit and b.object_unit) or unit_key(a.object_unit) == unit_key(b.object_unit)
    if (a.object_value is None) != (b.object_value is None):
        valued, valueless = (b, a) if a.object_value is None else (a, b)
        if "/" in valued.object_unit and not _RATE_WORDS.search(valueless.object_text):
            return False  # "10,000 units per month" is a rate; "several thousand units" a count
        return bool(_QUANTITY_WORDS.search(valueless.object_text))
    return True


#: The part a figure is told of ("… per leg", "… in each hand"), for :func:`comparable` and :func:`part_of`.
_PER_PART = re.compile(r"\b(?:per|each|every)\s+(leg|arm|hand|finger|foot|feet|wrist|knee|ankle|hip|shoulder|elbow|thumb"
                       r"|joint|side)s?\b", re.I)


def part_of(text: str) -> str:
    """The part a figure is told of, from its object's words ("16 degrees of freedom per hand" → "hand"), else ""."""
    m = _PER_PART.search(text or "")
    return m.group(1).lower() if m else ""


def objects_differ(a: _ClaimLike, b: _ClaimLike) -> bool:
    """Whether the two claims state different objects (values compared when both have one in one unit).

    Where the object names the place its qualifier keys (a deployment's site, a listing's exchange), two
    claims of one predicate whose qualifiers agree, or one of which names none, state one object however
    worded ("deployed at BMW" and "at BMW Manufacturing", both at Spartanburg; "listed" and "listed on the
    Hong Kong Stock Exchange"): rewordings corroborate, they never revise.
    """
    pa = predicate(a.predicate)
    if pa.qualifier in _PLACE_QUALIFIERS and a.object_value is None and b.object_value is None \
            and pa.key == predicate(b.predicate).key:
        qa, qb = qualifier_key(a.qualifier), qualifier_key(b.qualifier)
        return bool(qa and qb and qa != qb)
    if a.object_value is not None and b.object_value is not None and unit_key(a.object_unit) == unit_key(b.object_unit):
        x, y = Decimal(a.object_value), Decimal(b.object_value)
        return x != y and not (pa.key in _MEASURES and _rounded_alike(x, y))
    if (a.object_value is None) != (b.object_value is None):
        valued, valueless = (b, a) if a.object_value is None else (a, b)
        stated = stated_number(valueless.object_text)
        if stated is not None:
            return stated != Decimal(valued.object_value)  # "more than 10,000 robots a year" states 10,000
    if a.object_value is None and b.object_value is None and pa.value == "quantity":
        # Two amounts said in words compare by those words: "several thousand Optimus units" restates
        # "several thousand units".
        return _amount_words(a.object_text) != _amount_words(b.object_text)
    return " ".join(a.object_text.lower().split()) != " ".join(b.object_text.lower().split())


#: A product's measures, which outlets round ("weighs 143lb", "140-pound robots"): :func:`_rounded_alike`.
_MEASURES = frozenset({"height", "weight", "speed", "payload", "runtime"})
#: How far a round figure may be from a precise one and still be that figure rounded (a share of the larger).
ROUNDING_TOLERANCE = Decimal("0.03")


def _rounded_alike(x: Decimal, y: Decimal) -> bool:
    """One of two measures is a round figure (a multiple of 5, or of 0.5 below 10) within
    :data:`ROUNDING_TOLERANCE` of the other: the same measure rounded, not a new one."""
    def round_figure(v: Decimal) -> bool:
        return v % (Decimal(5) if abs(v) >= 10 else Decimal("0.5")) == 0
    largest = max(abs(x), abs(y))
    return bool(largest) and (round_figure(x) or round_figure(y)) and abs(x - y) / largest <= ROUNDING_TOLERANCE


#: Qualifier kinds that name the place a claim's object names too (:func:`objects_differ`).
_PLACE_QUALIFIERS = frozenset({"site", "exchange"})

_NUMBER = re.compile(r"(?<![\w.])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![\w.])")


def stated_number(text: str) -> Decimal | None:
    """The one plain number a text states ("more than 10,000 robots a year" → 10000), or None for none or several."""
    found = _NUMBER.findall(text)
    return Decimal(found[0].replace(",", "")) if len(found) == 1 else None


def _amount_words(text: str) -> tuple[str, ...]:
    return tuple(m.group(0).lower() for m in _QUANTITY_WORDS.finditer(text))


def restates(a: _ClaimLike, b: _ClaimLike) -> bool:
    """``b`` states the same fact with the same object as ``a`` (a corroboration, not a change).

    Both must have one predicate: a pause at a site is the same fact as the deployment there
    (it retires it), never a restatement of it.
    """
    return (predicate(a.predicate).key == predicate(b.predicate).key and same_fact(a, b) and comparable(a, b)
            and not objects_differ(a, b))


_WORD = re.compile(r"[a-z0-9][a-z0-9'’-]*[a-z0-9]", re.I)
#: Words that carry no content of a statement: articles, auxiliaries, prepositions, attribution.
_FUNCTION_WORDS = frozenset(
    "the a an and or of to in on at for by with from its it is are was were be been has have had this that these "
    "those while as into than then there their our his her said says say according reports reported".split())
#: Two wordings of one statement: the shorter's content words the longer holds at least this share of
#: (overlap coefficient), of both together at least :data:`REWORDING_JACCARD`, each with at least
#: :data:`REWORDING_MIN_WORDS` content words.
REWORDING_OVERLAP = 0.8
REWORDING_JACCARD = 0.5
REWORDING_MIN_WORDS = 5


@functools.lru_cache(maxsize=65536)
def content_words(text: str) -> frozenset[str]:
    """The lower-cased words of a statement that carry content (not :data:`_FUNCTION_WORDS`)."""
    return frozenset(w for w in (m.group(0).lower().replace("’", "'") for m in _WORD.finditer(text))
                     if w not in _FUNCTION_WORDS)


@functools.lru_cache(maxsize=65536)
def _names_and_numbers(text: str) -> frozenset[str]:
    """The words of a statement that single out what it is about: numbers, and names (capitalised
    after its first word)."""
    words = [m.group(0).replace("’", "'") for m in _WORD.finditer(text)]
    return frozenset(w.lower() for i, w in enumerate(words) if any(ch.isdigit() for ch in w) or i and w[0].isupper())


def wording(claim: Any) -> str:
    """What a claim says in words: its ``statement``, else its object text."""
    return getattr(claim, "statement", "") or claim.object_text


def rewords(a: Any, b: Any) -> bool:
    """Whether two claims that state no value (:func:`states_value`) say one thing in other words.

    Same subject, predicate key and qualifier key (the predicate carries what is said: a pause is no
    resumption), and statements (``statement``, else ``object_text``) whose content words overlap by
    :data:`REWORDING_OVERLAP` of the shorter's and :data:`REWORDING_JACCARD` of both, each having
    :data:`REWORDING_MIN_WORDS` or more ("Tesla paused Optimus production in mid-2025 to redesign the
    hands" and "Tesla has paused Optimus production while engineers redesign the hands and forearms"),
    the names and numbers of one all in the other (not "Plant 054" against "Plant 055").
    Lexical only: a reader's repeat, never a relation — supersession and conflicts compare values.
    """
    if states_value(a) or states_value(b) or _subject(a) != _subject(b):
        return False
    if predicate(a.predicate).key != predicate(b.predicate).key or qualifier_key(a.qualifier) != qualifier_key(b.qualifier):
        return False
    ta, tb = wording(a), wording(b)
    wa, wb = content_words(ta), content_words(tb)
    if min(len(wa), len(wb)) < REWORDING_MIN_WORDS:
        return False
    na, nb = _names_and_numbers(ta), _names_and_numbers(tb)
    if not (na <= nb or nb <= na):
        return False  # "at its Plant 054 warehouse" and "at its Plant 055 warehouse" are two sites
    shared = len(wa & wb)
    return shared / min(len(wa), len(wb)) >= REWORDING_OVERLAP and shared / len(wa | wb) >= REWORDING_JACCARD


def duplicate_key(claim: _ClaimLike) -> tuple:
    """Two claims with this key in one sentence are one claim: subject, predicate, object, qualifier."""
    return (_subject(claim), predicate(claim.predicate).key, object_key(claim), qualifier_key(claim.qualifier))


def scopes(claim: _ClaimLike) -> list[tuple[Any, str, str | None]]:
    """``(subject, predicate key, qualifier key or None for any)`` the claims :func:`same_fact` with ``claim`` lie in.

    Empty for a ``many`` predicate. The relation pool's SQL selects claims by
    these scopes with :data:`QUALIFIER_KEY_SQL`. A ``single`` claim with a
    qualifier reaches its own qualifier and claims with none; one without a
    qualifier reaches any. A ``keyed`` claim reaches its own qualifier (and,
    when it has one, claims with none: a rumour it may settle).
    Cross pairs add the paired predicate at the same (non-empty) qualifier; an unqualified
    cross pair (:data:`claims.vocabulary.CROSS_UNQUALIFIED`) as a ``single`` predicate would.
    """
    p = predicate(claim.predicate)
    subject = _subject(claim)
    q = qualifier_key(claim.qualifier)
    out: list[tuple[Any, str, str | None]] = []
    if p.cardinality == "single":
        out += [(subject, p.key, None)] if not q else [(subject, p.key, q), (subject, p.key, "")]
    elif p.cardinality == "keyed" and (q or p.qualifier != "round"):
        out.append((subject, p.key, q))
        if q:
            out.append((subject, p.key, ""))  # an unnamed rumoured round the named one settles (supersession)
    for pair in CROSS_PREDICATES:
        if p.key not in pair:
            continue
        other = pair[1] if pair[0] == p.key else pair[0]
        if pair in CROSS_UNQUALIFIED:
            out += [(subject, other, q), (subject, other, "")] if q else [(subject, other, None)]
        elif q:
            out.append((subject, other, q))
    return list(dict.fromkeys(out))
