"""Routing evaluation: replay routing cases (DESIGN.md "routing cases") and measure.

Each case runs the whole path (capability, entities, intent, eligible
sources, tiers, fusion) as its viewer (``groups``; audiences = ``public`` +
``audience``) at its ``as_of``, without writing a RoutingLog row.

Metrics (each a number in [0, 1]; "rate" = share of cases that violate):

* **source-class recall**: over static cases with ``expected_source_classes``,
  the mean of |expected ∩ decided| / |expected|. A question that matched no
  rule decides every class of the sources it may see.
* **source-class precision**: over the same cases, the mean of
  |expected ∩ decided| / |decided| (1 when nothing was decided and nothing expected).
* **forbidden-source rate**: share of cases where a forbidden source appears
  anywhere in what was retrieved — the eligible sources, the sources of every
  row P1, P2 and P3 returned, and the citations. Forbidden: the case's
  ``forbidden_sources``, any source the viewer may not see at the question's
  date, and any source deprecated or archived (now, or at ``as_of``).
* **freshness-violation rate**: share of cases where a cited claim was
  superseded (a non-reverted supersession effective by the question's date)
  or expired (``retrieval.expired``: ``valid_until`` before it; event predicates such as a funding
  round and measured counts over a period excepted) as of the question's date, or a
  citation rests on a source past its freshness SLA at that date (questions
  about the past with no date are judged on supersession and expiry only).
* **authority-violation rate**: share of answered cases whose answer rests on
  a lower tier while a higher one held the attribute: a P2 (or P3) answer
  while an eligible P1 claim held the asked attribute, or a P1 answer citing
  tier n while an eligible tier < n claim held it.
* **capability-misroute rate**: share of cases with ``expected_capability``
  whose decided capability differs.

"The question's date" is its ``as_of`` (given, or read from "as known in …"),
else the last day of the valid period it asks about when that has passed
("in 2024": a value replaced since was the value then), else today.

A case also fails when an ``expected_sources`` key is not eligible or its
``require_current`` differs from the decision; those failures are listed with
the others but are not a separate metric.
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from django.db.models import Q
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from claims.models import Claim, Lane, Lifecycle, Source, SourceLifecycleEvent, Supersession
from claims.records import InputError, describe_validation_error
from claims.selectors import _lifecycle_on, sources_visible_to
from core.timezones import day_end, site_today
from core.viewer import PUBLIC_AUDIENCE, Viewer

from . import question_answer, question_route
from .capability import STATIC
from .retrieval import P1_MAX_TIER, expired, expired_q, moment_of, stale_at

METRICS = ("source_class_recall", "source_class_precision", "forbidden_source_rate",
           "freshness_violation_rate", "authority_violation_rate", "capability_misroute_rate")


class CaseViewer(BaseModel):
    model_config = ConfigDict(extra="forbid")
    groups: list[str] = Field(default_factory=list)
    audience: list[str] = Field(default_factory=list)


class RoutingCase(BaseModel):
    """One line of a routing-cases file."""

    model_config = ConfigDict(extra="forbid")
    query: str = Field(min_length=1, max_length=500)
    viewer: CaseViewer = Field(default_factory=CaseViewer)
    as_of: dt.date | None = None
    expected_capability: str | None = None
    expected_source_classes: list[str] | None = None
    expected_sources: list[str] = Field(default_factory=list)
    forbidden_sources: list[str] = Field(default_factory=list)
    require_current: bool | None = None
    note: str = ""


def read_cases(path: str | Path) -> list[RoutingCase]:
    """Parse a routing-cases JSON Lines file. Raises InputError naming every bad line."""
    cases, errors = [], []
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"{path}: cannot read: {exc}") from exc
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            cases.append(RoutingCase.model_validate(json.loads(line)))
        except json.JSONDecodeError as exc:
            errors.append(f"line {number}: not valid JSON ({exc.msg})")
        except ValidationError as exc:
            errors.append(f"line {number}: {describe_validation_error(exc)}")
    if errors:
        raise InputError("; ".join(errors))
    return cases


def case_viewer(case: RoutingCase) -> Viewer:
    return Viewer(username="routing-case", groups=frozenset(case.viewer.groups),
                  audiences=frozenset({PUBLIC_AUDIENCE, *case.viewer.audience}))


@dataclass
class CaseResult:
    index: int
    query: str
    capability: str
    answer: str
    failures: list[str] = field(default_factory=list)
    recall: float | None = None
    precision: float | None = None
    forbidden: bool = False
    freshness: bool = False
    authority: bool = False
    misroute: bool = False


@dataclass
class Report:
    metrics: dict[str, float]
    cases: list[CaseResult]

    @property
    def failing(self) -> list[CaseResult]:
        return [c for c in self.cases if c.failures]

    def as_json(self) -> dict[str, Any]:
        return {
            "cases": len(self.cases),
            "metrics": self.metrics,
            "failing": [{"case": c.index, "query": c.query, "failures": c.failures} for c in self.failing],
        }


def _forbidden_keys(viewer: Viewer, as_of: dt.date | None, extra: list[str]) -> set[str]:
    visible = sources_visible_to(viewer, as_of=as_of)
    events: dict[int, list] = {}
    for e in SourceLifecycleEvent.objects.order_by("changed_at", "id"):
        events.setdefault(e.source_id, []).append(e)
    out = set(extra)
    for source in Source.objects.all():
        lifecycle = _lifecycle_on(events.get(source.id, []), source.lifecycle, day_end(as_of))
        if source.id not in visible or lifecycle in (Lifecycle.DEPRECATED, Lifecycle.ARCHIVED):
            out.add(source.key)
    return out


def _fresh_problems(answer, as_of: dt.date | None, dated: bool) -> list[str]:
    problems = []
    cutoff = day_end(as_of) or dt.datetime.now(dt.timezone.utc)
    day = as_of or site_today()
    claim_ids = [c.id for c in answer.citations if c.kind == "claim"]
    for claim in Claim.objects.filter(id__in=claim_ids).select_related("source").defer("embedding"):
        if Supersession.objects.filter(old_claim=claim, reverted_at__isnull=True, effective_at__lt=cutoff).exists():
            problems.append(f"claim {claim.id} superseded by {day}")
        if expired(claim, day):
            problems.append(f"claim {claim.id} expired {claim.valid_until}")
    if dated:
        keys = {c.source_key for c in answer.citations}
        for source in Source.objects.filter(key__in=keys):
            if stale_at(source, moment_of(as_of)):
                problems.append(f"source {source.key} stale at {day}")
    return problems


def _authority_problem(answer, viewer: Viewer, as_of: dt.date | None) -> str:
    decision = answer.routing["decision"]
    attribute, tier = decision.get("attribute"), decision.get("tier")
    if not attribute or answer.insufficient:
        return ""
    eligible = list(Source.objects.filter(key__in=decision.get("eligible_sources", [])).values_list("id", flat=True))
    cited = Claim.objects.filter(id__in=[c.id for c in answer.citations if c.kind == "claim"])
    subjects = set(cited.values_list("subject_id", flat=True)) | set(
        cited.exclude(object_entity=None).values_list("object_entity_id", flat=True))
    visible = sources_visible_to(viewer, as_of=as_of)
    day = as_of or site_today()
    held = (Claim.objects.current(visible=visible, as_of=as_of).visible_to(eligible)
            .filter(predicate=attribute, lane=Lane.CANONICAL)
            .filter(Q(subject_id__in=subjects) | Q(object_entity_id__in=subjects))
            .exclude(expired_q(day)))
    best = min(held.values_list("source__authority_tier", flat=True), default=None)
    if best is None:
        return ""
    if tier != "P1" and best <= P1_MAX_TIER:
        return f"answered from {tier} while P1 (tier {best}) held {attribute}"
    used = min((c.authority_tier for c in answer.citations if c.predicate == attribute), default=None)
    if used is not None and best < used:
        return f"answer rests on tier {used} while tier {best} held {attribute}"
    return ""


def evaluate_cases(cases: list[RoutingCase]) -> Report:
    """Replay the cases and compute :data:`METRICS` (definitions in the module docstring)."""
    results: list[CaseResult] = []
    all_classes_cache: dict = {}
    for index, case in enumerate(cases, start=1):
        viewer = case_viewer(case)
        answer = question_answer(question=case.query, viewer=viewer, as_of=case.as_of, log=False)
        decision = answer.routing["decision"]
        result = CaseResult(index, case.query, answer.capability, answer.answer)
        if case.expected_capability is not None and case.expected_capability != answer.capability:
            result.misroute = True
            result.failures.append(f"capability {answer.capability}, expected {case.expected_capability}")
        as_of = dt.date.fromisoformat(decision["as_of"]) if decision.get("as_of") else case.as_of
        if answer.capability == STATIC and case.expected_source_classes:
            decided = decision.get("source_classes")
            if decided == "all":
                key = (viewer, as_of)
                if key not in all_classes_cache:
                    visible = sources_visible_to(viewer, as_of=as_of)
                    all_classes_cache[key] = set(Source.objects.filter(id__in=visible)
                                                 .values_list("source_class__key", flat=True))
                decided = all_classes_cache[key]
            decided, expected = set(decided or []), set(case.expected_source_classes)
            result.recall = len(expected & decided) / len(expected)
            result.precision = len(expected & decided) / len(decided) if decided else 0.0
            if expected - decided:
                result.failures.append(f"missed source classes {sorted(expected - decided)}")
            if decided - expected:
                result.failures.append(f"extra source classes {sorted(decided - expected)}")
        retrieved = set(decision.get("eligible_sources") or []) | answer.retrieved_source_keys | {
            c.source_key for c in (*answer.citations, *answer.other_sources_say, *answer.conflicts, *answer.context)}
        bad = retrieved & _forbidden_keys(viewer, as_of, case.forbidden_sources)
        if bad:
            result.forbidden = True
            result.failures.append(f"forbidden sources retrieved: {sorted(bad)}")
        judged = as_of
        until = (decision.get("valid_time") or {}).get("until")
        if judged is None and until and dt.date.fromisoformat(until) < site_today():
            judged = dt.date.fromisoformat(until)
        fresh = _fresh_problems(answer, judged, dated=(as_of is not None or not decision.get("historical")))
        if fresh:
            result.freshness = True
            result.failures.extend(fresh)
        if answer.capability == STATIC:
            problem = _authority_problem(answer, viewer, judged)
            if problem:
                result.authority = True
                result.failures.append(problem)
        eligible = set(decision.get("eligible_sources") or [])
        missing = [k for k in case.expected_sources if k not in eligible]
        if missing:
            result.failures.append(f"expected sources not eligible: {missing}")
        if case.require_current is not None and answer.capability == STATIC \
                and bool(decision.get("require_current")) != case.require_current:
            result.failures.append(f"require_current {decision.get('require_current')}, expected {case.require_current}")
        results.append(result)

    def mean(values):
        values = [v for v in values if v is not None]
        return round(sum(values) / len(values), 4) if values else 1.0

    def rate(flags, pool):
        pool = list(pool)
        return round(sum(1 for r in pool if flags(r)) / len(pool), 4) if pool else 0.0

    with_capability = [r for r, c in zip(results, cases) if c.expected_capability is not None]
    metrics = {
        "source_class_recall": mean(r.recall for r in results),
        "source_class_precision": mean(r.precision for r in results),
        "forbidden_source_rate": rate(lambda r: r.forbidden, results),
        "freshness_violation_rate": rate(lambda r: r.freshness, results),
        "authority_violation_rate": rate(lambda r: r.authority, [r for r in results if r.capability == STATIC]),
        "capability_misroute_rate": rate(lambda r: r.misroute, with_capability),
    }
    return Report(metrics, results)


def evaluate_routing_file(path: str | Path) -> Report:
    """Read and replay a routing-cases file (see :func:`evaluate_cases`). Raises InputError."""
    return evaluate_cases(read_cases(path))


def routing_log_replay(log) -> dict[str, Any]:
    """Re-route a logged question with the logged viewer groups and date.

    Returns ``{"same": bool, "then": {...}, "now": {...}}`` comparing the
    capability, intent, source classes and eligible sources.
    """
    viewer = Viewer(user_id=log.user_id, groups=frozenset(log.viewer_groups),
                    audiences=frozenset({PUBLIC_AUDIENCE, *log.viewer_groups}),
                    is_staff=bool(log.user and log.user.is_staff))
    route = question_route(question=log.question, viewer=viewer, as_of=log.as_of)
    keys = ("capability", "intent", "source_classes", "eligible_sources")
    then = {k: log.decision.get(k) for k in keys}
    now = {k: route.decision.get(k) for k in keys}
    return {"same": then == now, "then": then, "now": now}
