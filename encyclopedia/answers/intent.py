"""Intent → source classes, with the rules kept as data (RoutingRule rows; issue 4, step 3).

``load_routing_rules PATH`` reads the DESIGN.md "routing rules" format
(``intent``, ``terms``, ``source_classes``, ``require_current``; optional
``priority``); moderators edit the same rows in the admin.

Matching: each rule scores the number of words of its terms found in the
question (whole words, any case, a plural ``s``/``es`` allowed); the best
score wins, ties go to the higher ``priority`` and then to the intent name.
No match is the intent ``general``: every eligible source class.

Past questions: a question asks about the past when ``as_of`` is given or
it carries a past marker (:data:`PAST_MARKERS`, or a year before the current
one). A past year with no ``as_of`` sets ``as_of`` to that year's 31 December.
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

GENERAL = "general"

#: Phrases that make a question ask about the past (lower case, whole words).
PAST_MARKERS = (
    "used to", "previously", "formerly", "originally", "at the time", "back then", "in the past",
    "historically", "history of", "last year", "before the", "at first", "initially", "was once",
)
_PAST = re.compile(r"(?<![\w])(" + "|".join(re.escape(m) for m in PAST_MARKERS) + r")(?![\w])", re.IGNORECASE)
_YEAR = re.compile(r"(?<![\w])(?:in|during|by|as of|back in|until|before|for)\s+((?:19|20)\d\d)(?![\w])", re.IGNORECASE)


class RoutingRuleRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")

    intent: str = Field(min_length=1, max_length=64, pattern=r"^[-a-zA-Z0-9_]+$")
    terms: list[str] = Field(min_length=1)
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

    @property
    def reason(self) -> str:
        if self.source_classes is None:
            return "intent general: no routing rule term matched, every source class"
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
    for rule, classes in rules:
        matched = tuple(t for t in rule.terms if t.strip() and _term_pattern(t).search(question))
        if not matched:
            continue
        score = sum(len(t.split()) for t in matched)
        key = (score, rule.priority, [-ord(ch) for ch in rule.intent])
        if best is None or key > best[0]:
            best = (key, rule, classes, matched)
    if best is None:
        return IntentDecision(GENERAL, None, True)
    _, rule, classes, matched = best
    return IntentDecision(rule.intent, classes, rule.require_current, matched)


@dataclass(frozen=True)
class TimeScope:
    """Whether a question asks about the past, the as-of day to use, and why."""

    historical: bool
    as_of: dt.date | None
    reason: str


def time_scope(question: str, *, as_of: dt.date | None, today: dt.date | None = None) -> TimeScope:
    """Decide the question's time scope from ``as_of`` and its wording (see module docstring)."""
    today = today or site_today()
    if as_of is not None:
        return TimeScope(True, as_of, f"as of {as_of.isoformat()} (given)")
    year = _YEAR.search(question)
    if year and int(year.group(1)) < today.year:
        day = dt.date(int(year.group(1)), 12, 31)
        return TimeScope(True, day, f"asks about {year.group(1)}: as of {day.isoformat()}")
    marker = _PAST.search(question)
    if marker:
        return TimeScope(True, None, f"asks about the past ({marker.group(1).lower()!r})")
    return TimeScope(False, None, "asks about the present")
