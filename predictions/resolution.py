"""The resolver (``resolve.rules.v1``): what became of a prediction, as of a day, from the evidence given.

:func:`resolve` is a pure function, like :func:`claims.routing.route_claim`:
one numbered rule per branch, each verdict with its rule and the claims it
cites. The caller gives it only what the reader may see and what was known by
the day (:mod:`predictions.selectors`), so time travel and permissions hold
by construction. Evidence is canonical claims (not forward-looking) about the
prediction's subject, its robots or its maker, from a later document than the
prediction's own; projections are the other predictions about them.

1. **Withdrawn** — the prediction's claim was retracted by then.
2. **Undated** — no target interval: never resolved.
3. **Revised** — before its interval ended, its source made a later
   prediction of the same kind about the same target year: the revision is
   resolved instead (cited).
4. **Open** — the day is on or before the interval's end.
5. **Quantity** — counts for the target period bound the outcome
   (:func:`measure`); the outcome's low at or above the target's low is
   ``fulfilled``; its high below :data:`PARTLY_SHARE` of the target's low
   ``falsified``; in between ``partly fulfilled``; overlapping ranges decide
   nothing.
6. **Event** — an event of the target's family within the interval
   (a deployment, a positive count, a launch, a listing, a round) is
   ``fulfilled``; a deployment paused at its site before the interval ended,
   or only a test or pilot where the prediction was not one, ``partly
   fulfilled``; a count of zero for the period (of the family's own counts:
   robots sold say nothing of robots built) ``falsified``; and so is a
   **postponement**: a later projection, by then, that the same thing will
   *start* only after the interval ended ("plans to start delivering NEO to
   customers in 2026" against "in hundreds of homes by the end of 2025").
   An agreement to deploy, or a sentence that says none are working, is not
   a deployment; robots in homes are not robots in a factory; a test is not
   decided by a postponed commercial start, nor a first one by a postponed
   start of scale ("large-scale production in 2026"). Counts stated as
   plans, goals or milestones are never outcomes.
7. **Negation** — a doubt ("I doubt Tesla will build even 1,000") is
   fulfilled when the target is missed and falsified when it is met.
8. **No evidence** — ``past due`` for :data:`GRACE_DAYS` after the
   interval, while reports of it may still come, then ``unresolved``;
   never guessed.

Every ``fulfilled``, ``partly fulfilled`` and ``falsified`` verdict cites at
least one claim (a database constraint holds the stored ones to it).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from claims.identity import unit_key
from claims.vocabulary import qualifier_key

from .amounts import Amount, amount_in
from .models import Status
from .targets import TRIAL, channel_of

__all__ = ["EVENT_PREDICATES", "GRACE_DAYS", "MEASURES", "OUTCOME_PREDICATES", "PARTLY_SHARE", "RESOLVER",
           "Verdict", "measure", "resolve"]

RESOLVER = "resolve.rules.v1"
#: Days after a target interval during which a prediction without evidence is ``past due``, not ``unresolved``:
#: yearly production and delivery figures come with the fourth-quarter and annual reports, within about a quarter.
GRACE_DAYS = 90
#: Share of the target's low end that an outcome must reach to be ``partly fulfilled`` rather than ``falsified``.
PARTLY_SHARE = Decimal("0.5")

#: Family → (outcome predicate, role) for quantity targets. ``exact`` counts measure the target; ``lower``
#: counts can only show it met (shipped robots were built); ``upper`` only show it missed (working robots
#: were built first, so a production count caps a deployment).
MEASURES: dict[str, tuple[tuple[str, str], ...]] = {
    "production": (("units_produced", "exact"), ("shipments", "lower")),
    "deployment": (("units_deployed", "exact"), ("shipments", "exact"), ("units_produced", "upper")),
    "shipments": (("shipments", "exact"), ("units_deployed", "lower"), ("units_produced", "upper")),
    "capacity": (("production_capacity", "exact"),),
}
#: Family → predicates whose claims are events that fulfil an event target.
EVENT_PREDICATES: dict[str, tuple[str, ...]] = {
    "deployment": ("deployed_at", "units_deployed", "shipments"),
    "production": ("units_produced", "shipments"),
    "shipments": ("shipments", "units_deployed"),
    "launch": ("launched",),
    "funding": ("raised_funding",),
    "listing": ("listing",),
}
OUTCOME_PREDICATES: frozenset[str] = frozenset(
    {p for rows in MEASURES.values() for p, _ in rows} | {p for ps in EVENT_PREDICATES.values() for p in ps}
    | {"deployment_paused"}
)
#: A count stated as a plan, a goal or a milestone is no outcome ("a milestone … is the delivery of one million").
_NOT_OUTCOME = re.compile(r"\b(?:milestones?|targets?|goals?|aims?|plans?|planned|expects?|expected|would|could|"
                         r"will|forecasts?|estimates? that)\b", re.I)
#: A start of scale ("large-scale production", "first large batch") says nothing of whether a first one came.
_SCALE = re.compile(r"\b(?:large[- ]scale|mass|high[- ]volume|volume|larger numbers|large batch|ramp\w*|at scale)\b",
                    re.I)
_HOMES = re.compile(r"\bhomes?\b|\bhousehold", re.I)
_NEGATIVE = re.compile(r"\b(?:no|not|never|none)\b", re.I)
#: Family → count predicates whose zero for the period says the event did not happen.
ZERO_FALSIFIES: dict[str, tuple[str, ...]] = {
    "production": ("units_produced",),
    "deployment": ("units_deployed", "shipments"),
    "shipments": ("shipments",),
}
_AGREEMENT = re.compile(r"\b(?:signed|agreement|agreed|deal|contract|to deploy|will deploy|plans? to)\b", re.I)
#: A prototype shown or working ("will have a functioning humanoid by September", "will unveil a prototype"): a later
#: start for customers (the external channel: "commercialization beginning in 2026") says nothing of whether it came.
_SHOWING = re.compile(r"\b(?:prototypes?|functioning|working\s+(?:model|version|robot|humanoid)|unveil\w*|reveal\w*"
                      r"|show\w*|demonstrat\w*|debut\w*)\b", re.I)
_START = re.compile(r"\b(?:start\w*|begin\w*|first)\b", re.I)
_COUNT_UNITS = {"", "count", "homes", "home"}


@dataclass(frozen=True)
class Verdict:
    """The resolver's answer: ``status`` (a :class:`~predictions.models.Status` value), ``rule``, the ``cited``
    claim ids, a plain-text ``explanation``, and ``considered``: every evidence id the rules read."""

    status: str
    rule: str
    cited: tuple[int, ...] = ()
    explanation: str = ""
    considered: tuple[int, ...] = field(default=(), compare=False)


@dataclass(frozen=True)
class Bounds:
    """What the evidence says of the outcome: ``low``/``high`` (None: unknown) and the claims behind each."""

    low: Decimal | None = None
    high: Decimal | None = None
    low_by: tuple[int, ...] = ()
    high_by: tuple[int, ...] = ()


def _day(value: dt.datetime | dt.date) -> dt.date:
    return value.astimezone(dt.timezone.utc).date() if isinstance(value, dt.datetime) else value


def _year(q: str) -> int | None:
    m = re.fullmatch(r"(?:19|20)\d\d", (q or "").strip())
    return int(m.group(0)) if m else None


def _period(claim: Any) -> tuple[dt.date | None, dt.date, str]:
    """(from, until, kind) of an outcome count: ``period`` (a count within from–until) or ``to_date``
    (everything up to ``until``: "so far", "by mid-2025")."""
    if claim.valid_from and claim.valid_until:
        return claim.valid_from, claim.valid_until, "period"
    if claim.valid_until:
        return None, claim.valid_until, "to_date"
    year = _year(claim.qualifier)
    if year:
        return dt.date(year, 1, 1), dt.date(year, 12, 31), "period"
    return None, _day(claim.known_at), "to_date"


def _amount(claim: Any) -> Amount | None:
    """The count a claim states, or None (also for counts that are plans or milestones, not outcomes)."""
    if _NOT_OUTCOME.search(claim.evidence_text):
        return None
    quoted = claim.object_text[:60] in claim.evidence_text
    found = amount_in(claim.evidence_text, near=claim.object_text[:60]) if quoted else amount_in(claim.object_text)
    if found is None and claim.object_value is not None and (
            not quoted or unit_key(claim.object_unit or "") in _COUNT_UNITS):
        # The count its extractor read, also where no counted noun follows it in the sentence ("had manufactured
        # close to 1,000 before manufacturing halted"); not a number inside a name ("GR-2 humanoid robot").
        value = Decimal(claim.object_value)
        return Amount(value, value, claim.object_text)
    return found


def _unit_fits(claim: Any, unit: str) -> bool:
    got = unit_key(claim.object_unit or "")
    if unit == "count/year":
        return "/" in got and got.split("/")[0] in _COUNT_UNITS
    return got in _COUNT_UNITS


def measure(target: Any, outcomes: Iterable[Any]) -> Bounds:
    """Bounds on a quantity target's outcome from count claims (rule 5). Pure.

    Period target (``in 2025``): a count for the same period is exact; one
    for a part of it a lower bound; a count to a date on or after its end an
    upper bound. Deadline target (``by the end of 2025``): a count to a date
    before the deadline, or for a period ending before it, is a lower bound;
    to a date on or after it an upper bound; and a count to a date within the
    deadline's year plus the count for that whole year is an upper bound too
    (nothing built after the first count is missing from the second).
    """
    roles = dict(MEASURES.get(target.family, ()))
    tf, tu = target.target_from, target.target_until
    lows: list[tuple[Decimal, int]] = []
    highs: list[tuple[Decimal, tuple[int, ...]]] = []
    year_counts: list[tuple[Decimal, int]] = []
    to_dates_in_year: list[tuple[Decimal, int]] = []
    for c in outcomes:
        role = roles.get(c.predicate)
        if role is None or not _unit_fits(c, target.target_unit) or not _channels_meet(target.channel, _channel_of(c)):
            continue
        if c.predicate == "shipments" and target.family == "deployment" and target.channel != "external":
            continue  # robots sold measure deployments at customers only
        a = _amount(c)
        if a is None:
            continue
        start, end, kind = _period(c)
        low_ok, high_ok = role in ("exact", "lower"), role in ("exact", "upper")
        if not target.deadline:
            if kind == "period" and start == tf and end == tu:
                if low_ok and a.low is not None:
                    lows.append((a.low, c.id))
                if high_ok and a.high is not None:
                    highs.append((a.high, (c.id,)))
            elif kind == "period" and start >= tf and end <= tu:
                if low_ok and a.low is not None:
                    lows.append((a.low, c.id))
            elif kind == "to_date" and end >= tu and high_ok and a.high is not None:
                highs.append((a.high, (c.id,)))
            continue
        if kind == "to_date" and end >= tu:
            if high_ok and a.high is not None:
                highs.append((a.high, (c.id,)))
        elif end <= tu:
            if low_ok and a.low is not None:
                lows.append((a.low, c.id))
        if kind == "to_date" and end <= tu and end.year == tu.year and high_ok and a.high is not None:
            to_dates_in_year.append((a.high, c.id))
        if kind == "period" and start == dt.date(tu.year, 1, 1) and end == dt.date(tu.year, 12, 31) \
                and high_ok and a.high is not None:
            year_counts.append((a.high, c.id))
    for before, first in to_dates_in_year:
        for year_count, second in year_counts:
            highs.append((before + year_count, (first, second)))
    low = max(lows, key=lambda x: x[0], default=None)
    high = min(highs, key=lambda x: x[0], default=None)
    return Bounds(low[0] if low else None, high[0] if high else None,
                  (low[1],) if low else (), high[1] if high else ())


def _compare(target: Any, b: Bounds) -> tuple[str, tuple[int, ...], str] | None:
    """(status, cited, why) of a quantity target against bounds, before negation; None: undecided."""
    t_low = target.target_low if target.target_low is not None else Decimal(0)
    if b.low is not None and t_low > 0 and b.low >= t_low:
        return Status.FULFILLED, b.low_by, f"at least {b.low:,.0f} against a target of {t_low:,.0f}"
    if b.high is not None and b.high < PARTLY_SHARE * t_low:
        return Status.FALSIFIED, b.high_by, f"at most {b.high:,.0f} against a target of {t_low:,.0f}"
    if b.low is not None and b.high is not None and b.low >= PARTLY_SHARE * t_low and b.high < t_low:
        return (Status.PARTLY_FULFILLED, tuple(dict.fromkeys(b.low_by + b.high_by)),
                f"between {b.low:,.0f} and {b.high:,.0f} against a target of {t_low:,.0f}")
    return None


def _event_day(claim: Any) -> dt.date:
    return claim.valid_from or claim.valid_until or _day(claim.known_at)


def _same_site(a: str, b: str) -> bool:
    a, b = qualifier_key(a), qualifier_key(b)
    return bool(a and b) and (a in b or b in a)


def _channels_meet(a: str, b: str) -> bool:
    return not a or not b or a == b


def _events(target: Any, outcomes: Sequence[Any], start: dt.date) -> tuple[str, tuple[int, ...], str] | None:
    """(status, cited, why) of an event target from outcome claims (rule 6), before negation."""
    wanted = EVENT_PREDICATES.get(target.family, ())
    zeros = ZERO_FALSIFIES.get(target.family, ())
    tu = target.target_until
    homes = bool(_HOMES.search(target.claim.evidence_text))
    happened = []
    for c in outcomes:
        if c.predicate not in wanted:
            continue
        if c.predicate == "deployed_at" and (_AGREEMENT.search(c.evidence_text) or _NEGATIVE.search(c.evidence_text)):
            continue  # an agreement to deploy is no deployment; "no Figure robots were working" neither
        if homes != bool(_HOMES.search(c.evidence_text)):
            continue  # robots in homes are not robots in a factory
        if c.predicate in ("shipments", "units_produced", "units_deployed"):
            a = _amount(c)
            if a is None:
                continue
            p_start, p_end, kind = _period(c)
            covers = kind == "period" and p_start >= start and p_end <= tu
            # A count of none so far says none ever were, for what accumulates (built, shipped); robots at
            # work are a stock, and "no robots are working there now" says nothing of the year before.
            cumulative = c.predicate != "units_deployed"
            if a.high == 0 and c.predicate in zeros and (covers or (kind == "period" and p_start <= start and p_end >= tu)
                                or (kind == "to_date" and p_end >= tu and cumulative)):
                if _channels_meet(target.channel, _channel_of(c)):
                    return Status.FALSIFIED, (c.id,), "a count of none for the period"
                continue
            if a.low and a.low > 0 and (covers or (kind == "to_date" and start <= p_end <= tu)):
                happened.append(c)
            continue
        if start <= _event_day(c) <= tu and _channels_meet(target.channel, _channel_of(c)):
            happened.append(c)
    if not happened:
        return None
    first = min(happened, key=_event_day)
    for c in outcomes:
        if (c.predicate == "deployment_paused" and first.predicate == "deployed_at"
                and _same_site(c.qualifier, first.qualifier) and _event_day(first) <= _event_day(c) <= tu):
            return (Status.PARTLY_FULFILLED, (first.id, c.id),
                    f"it happened on {_event_day(first):%Y-%m-%d} and was paused on {_event_day(c):%Y-%m-%d}")
    if TRIAL.search(first.evidence_text) and not TRIAL.search(target.claim.evidence_text) \
            and not any(not TRIAL.search(c.evidence_text) for c in happened):
        return (Status.PARTLY_FULFILLED, (first.id,),
                f"only a test or pilot, from {_event_day(first):%Y-%m-%d}")
    return Status.FULFILLED, (first.id,), f"it happened on {_event_day(first):%Y-%m-%d}"


def _channel_of(claim: Any) -> str:
    return channel_of(claim.evidence_text)


def _postponed(p: Any, projections: Sequence[Any]) -> Any | None:
    """A later projection that the same thing starts only after ``p``'s interval (rule 6), or None."""
    trial = bool(TRIAL.search(p.claim.evidence_text))
    scale = bool(_SCALE.search(p.claim.evidence_text))
    showing = bool(_SHOWING.search(p.claim.evidence_text)) and not p.channel
    for q in projections:
        if q.pk == p.pk or q.target_from is None or q.family != p.family:
            continue
        if not (_day(q.claim.known_at) >= _day(p.claim.known_at) and q.claim.document_id != p.claim.document_id):
            continue
        if q.target_from > p.target_until and _START.search(q.claim.evidence_text) and not q.negated \
                and _channels_meet(p.channel, q.channel) and bool(TRIAL.search(q.claim.evidence_text)) == trial \
                and (not _SCALE.search(q.claim.evidence_text) or scale) \
                and not (showing and q.channel == "external"):
            return q
    return None


def _revision(p: Any, projections: Sequence[Any]) -> Any | None:
    """A later prediction of ``p``'s source revising the same target before its interval ended (rule 3)."""
    for q in projections:
        if q.pk == p.pk or q.claim.source_id != p.claim.source_id or q.target_kind != p.target_kind:
            continue
        if q.target_kind != "quantity" or q.family != p.family or q.target_until is None or q.negated != p.negated:
            continue
        known = _day(q.claim.known_at)
        if known > _day(p.claim.known_at) and known <= p.target_until and q.target_until.year == p.target_until.year \
                and (q.target_low, q.target_high) != (p.target_low, p.target_high):
            return q
    return None


def resolve(p: Any, *, outcomes: Sequence[Any], projections: Sequence[Any], as_of: dt.date) -> Verdict:
    """What became of prediction ``p`` as of the end of ``as_of`` (a UTC day), from the evidence given.

    Args:
        p: a :class:`~predictions.models.Prediction` (or an object with its fields), ``claim`` loaded.
        outcomes: canonical, non-forward-looking claims about ``p``'s subject family that the reader may
            see, known and not retracted by ``as_of``, each with ``is_current`` (not superseded by then):
            counts are read from current claims only, events from all (a deployment later paused happened).
        projections: the other predictions about the family the reader may see, known by ``as_of``.
        as_of: the day; evidence must already be cut to it.

    Returns a :class:`Verdict` (module docstring for the rules). Pure: no queries.
    """
    claim = p.claim
    if claim.status == "retracted" and (claim.retracted_at is None or _day(claim.retracted_at) <= as_of):
        return Verdict(Status.WITHDRAWN, "withdrawn.retracted", (), "its claim was retracted")
    if p.target_until is None:
        return Verdict(Status.UNDATED, "undated", (), "the text gives no date for it")
    revision = _revision(p, [q for q in projections if _day(q.claim.known_at) <= as_of])
    if revision is not None:
        return Verdict(Status.REVISED, "revised.same_source", (revision.claim_id,),
                       f"its source set a new target on {_day(revision.claim.known_at):%Y-%m-%d}")
    if as_of <= p.target_until:
        return Verdict(Status.OPEN, "open.within_interval", (), f"its interval ends on {p.target_until:%Y-%m-%d}")
    start = p.target_from or _day(claim.known_at)
    later = [c for c in outcomes if c.document_id != claim.document_id and c.known_at >= claim.known_at]
    considered = tuple(c.id for c in later)
    decided = None
    if p.target_kind == "quantity":
        decided = _compare(p, measure(p, [c for c in later if getattr(c, "is_current", True)]))
        rule = "quantity"
    else:
        decided = _events(p, later, start)
        rule = "event"
    if decided is None and p.target_kind == "event" or decided is None and p.family in ("deployment", "shipments"):
        q = _postponed(p, projections)
        if q is not None:
            decided, rule = (Status.FALSIFIED, (q.claim_id,),
                             f"on {_day(q.claim.known_at):%Y-%m-%d} it was still to start after "
                             f"{p.target_until:%Y-%m-%d}"), "postponed"
    if decided is not None:
        status, cited, why = decided
        if p.negated and status in (Status.FULFILLED, Status.FALSIFIED):
            status = Status.FALSIFIED if status == Status.FULFILLED else Status.FULFILLED
            why = f"doubted, and {why}"
            rule += ".negated"
        elif p.negated:
            return _no_evidence(p, as_of, considered)
        return Verdict(status, f"{rule}.{_RULE_NAMES[status]}", tuple(cited), why, considered)
    return _no_evidence(p, as_of, considered)


_RULE_NAMES = {Status.FULFILLED: "met", Status.PARTLY_FULFILLED: "partly", Status.FALSIFIED: "missed"}


def _no_evidence(p: Any, as_of: dt.date, considered: tuple[int, ...]) -> Verdict:
    if as_of <= p.target_until + dt.timedelta(days=GRACE_DAYS):
        return Verdict(Status.PAST_DUE, "past_due.no_evidence", (),
                       f"its interval ended on {p.target_until:%Y-%m-%d}; no report of the outcome yet", considered)
    return Verdict(Status.UNRESOLVED, "unresolved.no_evidence", (),
                   "no claim decides it either way", considered)
