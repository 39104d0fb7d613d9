"""The prediction ledger: forward-looking claims with a target, and their verdicts.

A :class:`Prediction` is made from a forward-looking claim by
:func:`predictions.services.predictions_sync` (rules in
:mod:`predictions.targets`); it never copies what the claim already holds
(source, lane, known-at, confidence are read through ``claim``). Its
``status`` is the verdict as of now over every stored source (the
moderator's view, :func:`predictions.services.predictions_resolve`); readers
get verdicts computed for what they may see, as of the day they ask
(:mod:`predictions.selectors`).

History is append-only: every change of a stored verdict is a
:class:`PredictionVerdict` row, and a moderator's decision is one too, with
who, when and why.
"""

from __future__ import annotations

from django.conf import settings
from django.contrib.postgres.fields import ArrayField
from django.contrib.postgres.indexes import GinIndex
from django.db import models
from django.db.models import Q
from django.utils import timezone

from core.models import TimeStampedModel


class Status(models.TextChoices):
    """What became of a prediction (DESIGN.md "prediction"), plus the three states that are not verdicts.

    ``undated``: its target cannot be dated, so it is never resolved;
    ``revised``: its source replaced the target before its date (the revision is resolved instead);
    ``withdrawn``: its claim was retracted (a new version of the document no longer makes it).
    """

    OPEN = "open", "Open"
    PAST_DUE = "past_due", "Past due"
    FULFILLED = "fulfilled", "Fulfilled"
    PARTLY_FULFILLED = "partly_fulfilled", "Partly fulfilled"
    FALSIFIED = "falsified", "Falsified"
    UNRESOLVED = "unresolved", "Unresolved"
    UNDATED = "undated", "Undated"
    REVISED = "revised", "Revised"
    WITHDRAWN = "withdrawn", "Withdrawn"


#: Verdicts that decide a prediction; each must cite at least one claim.
DECIDED = (Status.FULFILLED, Status.PARTLY_FULFILLED, Status.FALSIFIED)
#: Statuses in which a projection may be presented as live (the others say what happened).
LIVE = (Status.OPEN, Status.UNDATED)


class TargetKind(models.TextChoices):
    QUANTITY = "quantity", "Quantity"
    EVENT = "event", "Event"


class Prediction(TimeStampedModel):
    """One projection: who made it, about what, by when, and what became of it.

    ``claim`` is the forward-looking claim it was made from; ``claim_ids``
    every claim that states it (one sentence can give two claims of one
    range: "50,000 to 100,000"). The target is ``target_low``–``target_high``
    (either may be None: "more than 1,000" has no high) in ``target_unit``
    (a :func:`claims.identity.unit_key`), or an event, within
    ``target_from``–``target_until`` (inclusive days; ``deadline`` when the
    text says "by …"). No ``target_until``: undated.
    """

    claim = models.OneToOneField("claims.Claim", on_delete=models.CASCADE, related_name="prediction")
    claim_ids = ArrayField(models.BigIntegerField(), default=list)
    subject = models.ForeignKey("claims.Entity", on_delete=models.CASCADE, related_name="predictions")
    speaker = models.CharField(max_length=200, blank=True, help_text="The person the text names as saying it.")
    family = models.CharField(max_length=20, blank=True, help_text="What it is about: production, deployment …")
    channel = models.CharField(max_length=10, blank=True, help_text="external (customers, homes) or internal use")
    negated = models.BooleanField(default=False, help_text="A doubt: it predicts that the target is not met.")
    target_kind = models.CharField(max_length=10, choices=TargetKind.choices)
    target_low = models.DecimalField(max_digits=24, decimal_places=4, null=True, blank=True)
    target_high = models.DecimalField(max_digits=24, decimal_places=4, null=True, blank=True)
    target_unit = models.CharField(max_length=32, blank=True)
    target_text = models.CharField(max_length=200, blank=True, help_text="The amount as the text says it.")
    time_text = models.CharField(max_length=100, blank=True, help_text="The time expression the target came from.")
    target_from = models.DateField(null=True, blank=True)
    target_until = models.DateField(null=True, blank=True)
    deadline = models.BooleanField(default=False)
    probability = models.FloatField(null=True, blank=True, help_text="Stated probability, else the claim's confidence.")
    probability_stated = models.BooleanField(default=False)
    targeter = models.CharField(max_length=32, help_text="The rules that read the target (predict.targets.v1).")
    # The stored verdict: as of now, over every source (the moderator's view).
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.OPEN, db_index=True)
    rule = models.CharField(max_length=64, blank=True)
    explanation = models.CharField(max_length=500, blank=True)
    cited_claim_ids = ArrayField(models.BigIntegerField(), default=list, blank=True)
    resolved_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["target_until", "id"]
        indexes = [
            GinIndex(fields=["claim_ids"], name="prediction_claim_ids_gin"),
            models.Index(fields=["subject", "target_until"], name="prediction_subject_until"),
        ]
        constraints = [
            models.CheckConstraint(condition=Q(target_from__isnull=True) | Q(target_until__isnull=True)
                                   | Q(target_from__lte=models.F("target_until")), name="prediction_interval_ordered"),
            models.CheckConstraint(condition=Q(target_low__isnull=True) | Q(target_high__isnull=True)
                                   | Q(target_low__lte=models.F("target_high")), name="prediction_target_ordered"),
            models.CheckConstraint(condition=Q(status__in=Status.values), name="prediction_status_known"),
            models.CheckConstraint(condition=~Q(status__in=[s.value for s in DECIDED]) | ~Q(cited_claim_ids=[]),
                                   name="prediction_verdict_cited"),
        ]

    def __str__(self) -> str:
        return f"{self.subject_id}: {self.claim.statement[:80]} ({self.status})"

    @property
    def dated(self) -> bool:
        return self.target_until is not None


class PredictionVerdict(models.Model):
    """Append-only history of verdicts: each change of the stored one, and each moderator decision.

    ``action``: ``resolve`` (the resolver, ``resolver`` names its rules),
    ``confirm`` or ``override`` (a moderator, ``decided_by``, with ``reason``).
    An override stands for readers from ``recorded_at`` on, while its cited
    claims are visible to them and no evidence newer than it reopens the
    prediction (:mod:`predictions.selectors`).
    """

    class Action(models.TextChoices):
        RESOLVE = "resolve", "Resolved by the rules"
        CONFIRM = "confirm", "Confirmed by a moderator"
        OVERRIDE = "override", "Overridden by a moderator"

    prediction = models.ForeignKey(Prediction, on_delete=models.CASCADE, related_name="verdicts")
    action = models.CharField(max_length=10, choices=Action.choices)
    status = models.CharField(max_length=20, choices=Status.choices)
    previous_status = models.CharField(max_length=20, choices=Status.choices, blank=True)
    rule = models.CharField(max_length=64, blank=True)
    explanation = models.CharField(max_length=500, blank=True)
    cited_claim_ids = ArrayField(models.BigIntegerField(), default=list, blank=True)
    resolver = models.CharField(max_length=32, blank=True)
    decided_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                                   related_name="+")
    reason = models.TextField(blank=True)
    recorded_at = models.DateTimeField(default=timezone.now, db_index=True)

    class Meta:
        ordering = ["-recorded_at", "-id"]
        constraints = [
            models.CheckConstraint(condition=~Q(status__in=[s.value for s in DECIDED]) | ~Q(cited_claim_ids=[]),
                                   name="verdict_decided_cited"),
            models.CheckConstraint(condition=Q(action="resolve") | Q(decided_by__isnull=False),
                                   name="verdict_moderator_named"),
        ]
        indexes = [models.Index(fields=["prediction", "-recorded_at"], name="verdict_prediction_recent")]

    def __str__(self) -> str:
        return f"{self.prediction_id}: {self.previous_status or '—'} → {self.status} ({self.action})"
