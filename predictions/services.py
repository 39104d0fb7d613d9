"""Writes to the prediction ledger: predictions from claims, stored verdicts, moderators' decisions.

Each service is keyword-only, validates before it saves and runs in one
transaction; Celery tasks only call these (STYLE.md "Where logic lives").
Claims themselves are never written here: ``claims.write.claims_store`` is
their one write path, and this app reads what it stored.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from claims.models import Claim, ClaimType, Entity, LIVE_STATUSES

from .models import DECIDED, Prediction, PredictionVerdict, Status, TargetKind
from .llm import LLM_RESOLVER, verdict_propose
from .resolution import RESOLVER
from .selectors import all_sources, subject_families, verdicts_for
from .targets import TARGETER, Target, target_of

__all__ = ["Resolved", "Synced", "prediction_review", "predictions_resolve", "predictions_sync"]

_TARGET_FIELDS = ("claim_ids", "subject_id", "speaker", "family", "channel", "negated", "target_kind", "target_low",
                  "target_high", "target_unit", "target_text", "time_text", "target_from", "target_until", "deadline",
                  "probability", "probability_stated", "targeter")


@dataclass
class Synced:
    """What :func:`predictions_sync` did: predictions ``created`` and ``updated``, claims ``skipped`` (reports
    of an earlier projection, or a second claim of one already kept), and the ``entity_ids`` touched."""

    created: int = 0
    updated: int = 0
    skipped: int = 0
    entity_ids: frozenset[int] = frozenset()


def _fields(target: Target) -> dict:
    return {
        "speaker": target.speaker, "family": target.family, "channel": target.channel, "negated": target.negated,
        "target_kind": TargetKind.QUANTITY if target.kind == "quantity" else TargetKind.EVENT,
        "target_low": target.low, "target_high": target.high, "target_unit": target.unit,
        "target_text": target.amount_text, "time_text": target.time_text, "target_from": target.target_from,
        "target_until": target.target_until, "deadline": target.deadline, "probability": target.probability,
        "probability_stated": target.probability_stated, "targeter": TARGETER,
    }


def predictions_sync(*, entity_ids: Iterable[int] | None = None, claim_ids: Iterable[int] | None = None) -> Synced:
    """Make a Prediction of every forward-looking claim (or timeline claim) of these entities or claims.

    Args:
        entity_ids: subjects whose claims to read (None with ``claim_ids`` None: every claim).
        claim_ids: these claims only.

    Rules of :mod:`predictions.targets`; two claims of one sentence with the
    same target (a range said once) are one prediction. Idempotent: the same
    claims give the same rows, and a prediction is updated only when the rules
    read its claim differently. Returns a :class:`Synced`. One transaction.
    """
    qs = Claim.objects.filter(Q(forward_looking=True) | Q(claim_type=ClaimType.TIMELINE))
    if entity_ids is not None:
        qs = qs.filter(subject_id__in=list(entity_ids))
    if claim_ids is not None:
        qs = qs.filter(pk__in=list(claim_ids))
    claims = list(qs.select_related("document").only(
        "id", "subject_id", "document_id", "document__text", "predicate", "object_text", "object_value",
        "object_unit", "qualifier", "evidence_text", "evidence_start", "known_at", "confidence", "statement")
        .order_by("id"))
    people = [(e.name, e.aliases) for e in Entity.objects.filter(kind="person", in_registry=True)]
    groups: dict[tuple, list[tuple[Claim, Target]]] = {}
    skipped = 0
    for claim in claims:
        target = target_of(claim, people=people, document_text=claim.document.text)
        if target is None:
            skipped += 1
            continue
        key = (claim.document_id, claim.evidence_start, claim.subject_id, target.family, target.kind, target.low,
               target.high, target.target_until)
        groups.setdefault(key, []).append((claim, target))
    result = Synced(skipped=skipped)
    with transaction.atomic():
        all_ids = [c.pk for members in groups.values() for c, _ in members]
        known = {i: p for p in Prediction.objects.filter(claim_ids__overlap=all_ids) for i in p.claim_ids} \
            if all_ids else {}
        touched = set()
        for members in groups.values():
            first, target = members[0]
            row = known.get(first.pk)
            if row is not None and row.claim_id != first.pk:
                result.skipped += len(members)  # already a second claim of another prediction
                continue
            values = {**_fields(target), "claim_ids": [c.pk for c, _ in members], "subject_id": first.subject_id}
            result.skipped += len(members) - 1
            if row is None:
                Prediction.objects.create(claim_id=first.pk, **values)
                result.created += 1
                touched.add(first.subject_id)
            elif any(getattr(row, f) != values[f] for f in _TARGET_FIELDS):
                for f, v in values.items():
                    setattr(row, f, v)
                row.save()
                result.updated += 1
                touched.add(first.subject_id)
    result.entity_ids = frozenset(touched)
    return result


@dataclass
class Resolved:
    """What :func:`predictions_resolve` did: predictions ``checked`` and verdicts ``changed`` (one
    PredictionVerdict row each)."""

    checked: int = 0
    changed: int = 0


def predictions_resolve(*, entity_ids: Iterable[int] | None = None, prediction_ids: Iterable[int] | None = None,
                        due_only: bool = False, today: dt.date | None = None) -> Resolved:
    """Resolve stored verdicts as of ``today`` (None: the current UTC day) over every source.

    Args:
        entity_ids: predictions whose subject family contains one of these entities (None: all).
        prediction_ids: these predictions only.
        due_only: only those whose verdict the date alone can change (open or past due, interval over):
            what the daily run needs.

    Idempotent: a verdict is written only when status, rule or citations
    change, with a ``resolve`` row in the history; running it twice changes
    nothing. With an LLM backend, a prediction the rules leave past due or
    unresolved gets a model's proposal when the validator accepts it
    (:mod:`predictions.llm`: a decided status citing evidence claims only).
    One transaction. Returns a :class:`Resolved`.
    """
    today = today or timezone.now().date()
    qs = Prediction.objects.all()
    if entity_ids is not None:
        ids = set(entity_ids)
        families = subject_families(set(Prediction.objects.values_list("subject_id", flat=True).distinct()))
        qs = qs.filter(subject_id__in=[s for s, fam in families.items() if fam & ids])
    if prediction_ids is not None:
        qs = qs.filter(pk__in=list(prediction_ids))
    if due_only:
        qs = qs.filter(status__in=[Status.OPEN, Status.PAST_DUE], target_until__lt=today)
    visible = all_sources()
    result = Resolved()
    with transaction.atomic():
        rows = list(qs.select_for_update(of=("self",)).select_related("claim").defer("claim__embedding")
                    .order_by("id"))
        result.checked = len(rows)
        for view in verdicts_for(rows, visible=visible, as_of=today):
            p = view.prediction
            if view.decision is None and view.status in (Status.PAST_DUE, Status.UNRESOLVED):
                proposed = verdict_propose(p, evidence=view.evidence)  # None offline, or when the validator refuses
                if proposed is not None:
                    PredictionVerdict.objects.create(
                        prediction=p, action=PredictionVerdict.Action.RESOLVE, status=proposed.status,
                        previous_status=p.status, rule=proposed.rule, explanation=proposed.explanation,
                        cited_claim_ids=list(proposed.cited), resolver=LLM_RESOLVER)
                    p.status, p.rule, p.explanation = proposed.status, proposed.rule, proposed.explanation
                    p.cited_claim_ids, p.resolved_at = list(proposed.cited), timezone.now()
                    p.save(update_fields=["status", "rule", "explanation", "cited_claim_ids", "resolved_at",
                                          "updated_at"])
                    result.changed += 1
                    continue
            cited = [c.pk for c in view.cited] if view.decision is not None else list(view.verdict.cited)
            if view.decision is None:
                rule = view.verdict.rule
            elif view.decision.resolver == LLM_RESOLVER:
                rule = view.decision.rule
            else:
                rule = f"moderator.{view.decision.action}"
            if (p.status, p.rule, list(p.cited_claim_ids)) == (view.status, rule, cited):
                continue
            PredictionVerdict.objects.create(
                prediction=p, action=PredictionVerdict.Action.RESOLVE, status=view.status,
                previous_status=p.status, rule=rule, explanation=view.explanation[:500], cited_claim_ids=cited,
                resolver=RESOLVER)
            p.status, p.rule, p.explanation, p.cited_claim_ids = view.status, rule, view.explanation[:500], cited
            p.resolved_at = timezone.now()
            p.save(update_fields=["status", "rule", "explanation", "cited_claim_ids", "resolved_at", "updated_at"])
            result.changed += 1
    return result


def prediction_review(*, prediction: Prediction, user, action: str, reason: str, status: str | None = None,
                      cited_claim_ids: Sequence[int] = ()) -> PredictionVerdict:
    """A moderator confirms the stored verdict or overrides it, with an audit row (who, when, why).

    Args:
        prediction: the prediction.
        user: the moderator (a staff user).
        action: ``confirm`` (the stored verdict, as it stands) or ``override``.
        reason: why; required.
        status: for ``override``, the verdict (a :class:`~predictions.models.Status` value).
        cited_claim_ids: for ``override``, the claims it rests on; ``fulfilled``, ``partly fulfilled`` and
            ``falsified`` need at least one active claim other than the prediction's own.

    Returns the PredictionVerdict row. Raises ValueError with the reason for
    anything else (unknown action or status, no reason, a decided verdict
    without a citation or before the target interval ended, a claim that
    does not exist or is not active); nothing is written then.
    """
    if action not in (PredictionVerdict.Action.CONFIRM, PredictionVerdict.Action.OVERRIDE):
        raise ValueError(f"unknown review action {action!r}: use confirm or override")
    if user is None or not getattr(user, "is_staff", False):
        raise ValueError("only a moderator (a staff user) may review a verdict")
    reason = (reason or "").strip()
    if not reason:
        raise ValueError("say why: a review needs a reason")
    with transaction.atomic():
        p = Prediction.objects.select_for_update().select_related("claim").get(pk=prediction.pk)
        if action == PredictionVerdict.Action.CONFIRM:
            status, cited = p.status, list(p.cited_claim_ids)
        else:
            if status not in Status.values:
                raise ValueError(f"unknown prediction status {status!r}")
            cited = sorted({int(i) for i in cited_claim_ids})
            found = set(Claim.objects.filter(pk__in=cited, status__in=LIVE_STATUSES).values_list("pk", flat=True))
            if set(cited) - found:
                raise ValueError(f"no active claim {', '.join(map(str, sorted(set(cited) - found)))}")
            if status in DECIDED:
                if not set(cited) - set(p.claim_ids):
                    raise ValueError(f"a {Status(status).label.lower()} verdict must cite a claim that decides it")
                if p.target_until is None or p.target_until >= timezone.now().date():
                    raise ValueError("its target interval has not ended: it is open until then")
        row = PredictionVerdict.objects.create(
            prediction=p, action=action, status=status, previous_status=p.status, rule=f"moderator.{action}",
            explanation=reason[:500], cited_claim_ids=cited, resolver="moderator", decided_by=user, reason=reason)
        p.status, p.cited_claim_ids, p.rule, p.explanation = status, cited, f"moderator.{action}", reason[:500]
        p.resolved_at = row.recorded_at
        p.save(update_fields=["status", "cited_claim_ids", "rule", "explanation", "resolved_at", "updated_at"])
    return row
