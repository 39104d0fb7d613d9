"""API tokens, watches, watch events and webhook deliveries.

A token belongs to a Django user and is stored as its SHA-256 only: the raw
token is shown once, when it is created (in the admin). A watch is one user's
interest in an entity or a source and the events they chose; events are
recorded once per watch and thing that happened (unique), and each event of a
watch with a webhook gets one delivery row, which the delivery task updates.
"""

from __future__ import annotations

import hashlib
import secrets

from django.conf import settings
from django.contrib.postgres.fields import ArrayField
from django.db import models
from django.db.models import Q
from django.utils import timezone

#: Raw tokens look like ``ppy_`` + 43 URL-safe characters (256 bits).
TOKEN_PREFIX = "ppy_"


def token_hash(raw: str) -> str:
    """The stored form of a raw token: its SHA-256, hex (64 characters)."""
    return hashlib.sha256(raw.encode()).hexdigest()


class ApiTokenQuerySet(models.QuerySet):
    def usable(self) -> ApiTokenQuerySet:
        """Tokens not revoked, of active users."""
        return self.filter(revoked_at__isnull=True, user__is_active=True)


class ApiToken(models.Model):
    """A user's API token: ``key_hash`` (SHA-256 of the raw token), a visible ``prefix``, revocation."""

    objects = ApiTokenQuerySet.as_manager()

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="api_tokens")
    name = models.CharField(max_length=100, help_text="What the token is for (a notebook, an agent …).")
    key_hash = models.CharField(max_length=64, unique=True, editable=False)
    prefix = models.CharField(max_length=12, editable=False, help_text="The token's first characters, to tell it apart.")
    created_at = models.DateTimeField(default=timezone.now, editable=False)
    last_used_at = models.DateTimeField(null=True, blank=True, editable=False)
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        verbose_name = "API token"

    def __str__(self) -> str:
        return f"{self.prefix}… ({self.user}, {self.name})"

    @classmethod
    def issue(cls, *, user, name: str) -> tuple[ApiToken, str]:
        """Create a token for ``user``; returns ``(row, raw token)``. The raw token is not stored."""
        raw = TOKEN_PREFIX + secrets.token_urlsafe(32)
        row = cls.objects.create(user=user, name=name, key_hash=token_hash(raw), prefix=raw[:12])
        return row, raw

    @property
    def is_active(self) -> bool:
        return self.revoked_at is None


class WatchEvent(models.TextChoices):
    """What a watcher can choose to hear about."""

    NEW_CLAIM = "new_claim", "A new claim in a chosen lane"
    SUPERSESSION = "supersession", "A supersession"
    CONFLICT = "conflict", "A conflict"
    FRESHNESS_LAPSE = "freshness_lapse", "A freshness lapse"


class Watch(models.Model):
    """One user watching one entity or one source, for the chosen events and lanes.

    ``events``: WatchEvent values; ``lanes``: the lanes whose new claims count
    (for ``new_claim``). ``webhook_url``: optional; deliveries are signed with
    ``webhook_secret`` (HMAC-SHA256). ``scanned_until``: the time up to which
    events have been recorded (the next scan re-reads a margin before it).
    """

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="watches")
    entity = models.ForeignKey("claims.Entity", null=True, blank=True, on_delete=models.CASCADE,
                               related_name="watches")
    source = models.ForeignKey("claims.Source", null=True, blank=True, on_delete=models.CASCADE,
                               related_name="watches")
    events = ArrayField(models.CharField(max_length=32, choices=WatchEvent.choices))
    lanes = ArrayField(models.CharField(max_length=16), default=list, blank=True)
    webhook_url = models.URLField(max_length=500, blank=True)
    webhook_secret = models.CharField(max_length=64, blank=True, editable=False)
    created_at = models.DateTimeField(default=timezone.now)
    scanned_until = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-created_at", "-id"]
        verbose_name_plural = "watches"
        constraints = [
            models.CheckConstraint(
                condition=(Q(entity__isnull=False, source__isnull=True) | Q(entity__isnull=True, source__isnull=False)),
                name="watch_entity_xor_source",
            ),
            models.UniqueConstraint(fields=["user", "entity"], condition=Q(entity__isnull=False),
                                    name="watch_unique_user_entity"),
            models.UniqueConstraint(fields=["user", "source"], condition=Q(source__isnull=False),
                                    name="watch_unique_user_source"),
        ]

    def __str__(self) -> str:
        return f"{self.user} watches {self.entity or self.source}"

    @property
    def target(self) -> str:
        """``entity:<slug>`` or ``source:<key>``."""
        return f"entity:{self.entity.slug}" if self.entity_id else f"source:{self.source.key}"


class WatchNotice(models.Model):
    """One event recorded for one watch: what happened (``kind``, the row that records it) and a payload.

    Unique per (watch, kind, object key): a scan that reads the same row twice
    records nothing new, so a watcher hears of each event once. ``payload`` is
    what the feed and the webhook carry, built from what the watcher may see.
    """

    watch = models.ForeignKey(Watch, on_delete=models.CASCADE, related_name="notices")
    kind = models.CharField(max_length=32, choices=WatchEvent.choices)
    object_key = models.CharField(max_length=100, help_text="claim:12, supersession:3, conflict:7, stale:<key>:<date>")
    claim = models.ForeignKey("claims.Claim", null=True, blank=True, on_delete=models.CASCADE, related_name="+")
    happened_at = models.DateTimeField()
    title = models.CharField(max_length=300)
    payload = models.JSONField(default=dict)
    created_at = models.DateTimeField(default=timezone.now, db_index=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [models.UniqueConstraint(fields=["watch", "kind", "object_key"], name="notice_unique_event")]

    def __str__(self) -> str:
        return self.title


class WebhookDelivery(models.Model):
    """The delivery of one notice to its watch's webhook: attempts, last response, when delivered."""

    class Status(models.TextChoices):
        PENDING = "pending", "Pending"
        DELIVERED = "delivered", "Delivered"
        FAILED = "failed", "Failed (no retries left)"

    notice = models.OneToOneField(WatchNotice, on_delete=models.CASCADE, related_name="delivery")
    url = models.URLField(max_length=500)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    attempts = models.PositiveIntegerField(default=0)
    last_status_code = models.PositiveIntegerField(null=True, blank=True)
    last_error = models.TextField(blank=True)
    last_attempt_at = models.DateTimeField(null=True, blank=True)
    delivered_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-created_at", "-id"]
        verbose_name_plural = "webhook deliveries"

    def __str__(self) -> str:
        return f"{self.notice} → {self.url} ({self.status})"
