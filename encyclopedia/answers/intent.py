"""Intent → source classes, with the rules kept as data (RoutingRule rows; issue 4, step 3).

``load_routing_rules PATH`` reads the DESIGN.md "routing rules" format
(``intent``, ``terms``, ``source_classes``, ``require_current``; optional
``priority``); moderators edit the same rows in the admin.

Matching: each rule scores the number of words of its terms found in the
question (whole words, any case, a plural ``s``/``es`` allowed); the best
score wins, ties go to the higher ``priority`` and then to the intent name.
A rule with no terms is the catch-all route: it applies when no rule's term
matched (several: the higher ``priority``, then the intent name). No match
and no catch-all is the intent ``general``: every eligible source class.

Time (DESIGN.md invariant 3; :mod:`.periods`): ``as_of``, or a known-at
phrase in the question ("as known in 2024"), sets the known-at day; a year,
quarter, month or season in the question sets the valid period asked about
and leaves known-at alone. A question asks about the past when it has a
known-at day, a valid period that ended before today, or a past marker
(:data:`PAST_MARKERS`).
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from django.db import transaction
from pydantic import BaseModel, ConfigDict, Field

from claims.models import SourceClass
from claims.records import InputError, read_list_file, validate_records

from core.timezones import site_today

from ..models import RoutingRule
from .periods import Period, question_times

GENERAL = "general"

#: Phrases that make a question ask about the past (lower case, whole words).
PAST_MARKERS = (
    "used to", "previously", "formerly", "originally", "at the time", "back then", "in the past",
    "historically", "history of", "last year", "before the", "at first", "initially", "was once",
)
_PAST = re.compile(r"(?<![\w])(" + "|".join(re.escape(m) for m in PAST_MARKERS) + r")(?![\w])", re.IGNORECASE)


class RoutingRuleRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")

    intent: str = Field(min_length=1, max_length=64, pattern=r"^[-a-zA-Z0-9_]+$")
    terms: list[str]  # [] = the catch-all route
    source_classes: list[str] = Field(min_length=1)
    require_current: bool = True
    priority: int = 0


@transaction.atomic
def routing_rules_load(*, records: list[dict[str, Any]]) -> dict[str, int]:
    """Create or update RoutingRules (matched by intent) from the routing-rules format.

    Returns ``{"created": n, "updated": m}``. Raises InputError naming each bad
    rule (missing terms, unknown source class …); then nothing is written.
    """
    parsed, errors = validate_records(records, RoutingRuleRecord, label="rule", name_field="intent")
    classes = {c.key: c for c in SourceClass.objects.all()}
    for rec in parsed:
        missing = [c for c in rec.source_classes if c not in classes]
        if missing:
            errors.append(f"rule {rec.intent}: unknown source class(es) {', '.join(missing)} (load sources first)")
        blank = [t for t in rec.terms if not t.strip()]
        if blank:
            errors.append(f"rule {rec.intent}: blank term")
    if errors:
        raise InputError("; ".join(errors))
    created = updated = 0
    for rec in parsed:
        rule, made = RoutingRule.objects.update_or_create(
            intent=rec.intent,
            defaults={"terms": [t.strip().lower() for t in rec.terms], "require_current": rec.require_current,
                      "priority": rec.priority},
        )
        rule.source_classes.set([classes[c] for c in rec.source_classes])
        created += int(made)
        updated += int(not made)
    return {"created": created, "updated": updated}


def routing_rules_load_file(path: str | Path) -> dict[str, int]:
    """Load a JSON or YAML routing-rules file (see :func:`routing_rules_load`)."""
    return routing_rules_load(records=read_list_file(path))


@dataclass(frozen=True)
class IntentDecision:
    """The intent of a question, its source classes (None = all), and why."""

    intent: str
    source_classes: tuple[str, ...] | None
    require_current: bool
    matched_terms: tuple[str, ...] = field(default_factory=tuple)
    catch_all: bool = False

    @property
    def reason(self) -> str:
        if self.source_classes is None:
            return "intent general: no routing rule term matched, every source class"
        if self.catch_all:
            return (f"intent {self.intent}: no routing rule term matched, catch-all rule → "
                    f"classes {', '.join(self.source_classes)}")
        return (f"intent {self.intent}: terms {', '.join(repr(t) for t in self.matched_terms)} → "
                f"classes {', '.join(self.source_classes)}")


def _term_pattern(term: str) -> re.Pattern:
    words = [re.escape(w) for w in term.lower().split()]
    return re.compile(r"(?<![\w])" + r"\s+".join(words) + r"(?:s|es)?(?![\w])", re.IGNORECASE)


def load_rules() -> list[tuple[RoutingRule, tuple[str, ...]]]:
    """Every rule with its source-class keys (two queries)."""
    rules = RoutingRule.objects.prefetch_related("source_classes").order_by("-priority", "intent")
    return [(r, tuple(sorted(c.key for c in r.source_classes.all()))) for r in rules]


def intent_detect(question: str, *, rules: list[tuple[RoutingRule, tuple[str, ...]]] | None = None) -> IntentDecision:
    """Pick the routing rule whose terms best match the question (see module docstring)."""
    if rules is None:
        rules = load_rules()
    best: tuple | None = None
    catch_all: tuple | None = None
    for rule, classes in rules:
        if not any(t.strip() for t in rule.terms):
            if catch_all is None:  # rules come by priority, then intent name
                catch_all = (rule, classes)
            continue
        matched = tuple(t for t in rule.terms if t.strip() and _term_pattern(t).search(question))
        if not matched:
            continue
        score = sum(len(t.split()) for t in matched)
        key = (score, rule.priority, [-ord(ch) for ch in rule.intent])
        if best is None or key > best[0]:
            best = (key, rule, classes, matched)
    if best is None:
        if catch_all is not None:
            rule, classes = catch_all
            return IntentDecision(rule.intent, classes, rule.require_current, catch_all=True)
        return IntentDecision(GENERAL, None, True)
    _, rule, classes, matched = best
    return IntentDecision(rule.intent, classes, rule.require_current, matched)


@dataclass(frozen=True)
class TimeScope:
    """A question's times: whether it asks about the past, the known-at day, the valid period, and why.

    ``rest``: the question with its time phrases blanked out (:class:`.periods.QuestionTimes`).
    """

    historical: bool
    as_of: dt.date | None
    reason: str
    period: Period | None = None
    rest: str = ""


def time_scope(question: str, *, as_of: dt.date | None, today: dt.date | None = None) -> TimeScope:
    """Decide the question's time scope from ``as_of`` and its wording (see module docstring).

    A given ``as_of`` wins over a known-at phrase in the question.
    """
    today = today or site_today()
    times = question_times(question, today=today)
    reasons = []
    if as_of is not None:
        reasons.append(f"as of {as_of.isoformat()} (given)")
    elif times.as_of is not None:
        as_of = times.as_of
        reasons.append(f"{times.as_of_label!r}: as of {as_of.isoformat()}")
    period = times.period
    if period is not None:
        reasons.append(f"asks about {period.label!r}: valid time {period.start.isoformat()} to "
                       f"{period.end.isoformat()}")
    marker = _PAST.search(times.rest)
    if marker and as_of is None and (period is None or period.end >= today):
        reasons.append(f"asks about the past ({marker.group(1).lower()!r})")
    historical = as_of is not None or bool(marker) or (period is not None and period.end < today)
    return TimeScope(historical, as_of, "; ".join(reasons) or "asks about the present", period, times.rest)
