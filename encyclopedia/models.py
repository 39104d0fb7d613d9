"""Article revisions: each synthesis of an entity's article, stored with what made it."""

from django.contrib.postgres.fields import ArrayField
from django.db import models

from claims.models import Entity


class ArticleRevision(models.Model):
    """One synthesized article: entity, as-of date, sections, infobox, claim ids used, pipeline.

    ``sections`` and ``infobox`` hold an ``encyclopedia.article.Article`` as JSON
    (``Article.to_json``; read back with ``Article.from_revision``).

    ``evidence_key`` is a hash of the claim ids (and their lanes and statuses)
    the synthesis read, and ``scope_key`` a hash of the set of sources the
    viewer may see; the pair identifies an evidence state, so a slider step
    that lands on a known state reuses its revision instead of re-synthesizing.
    ``as_of`` is None for the current article.
    """

    entity = models.ForeignKey(Entity, on_delete=models.CASCADE, related_name="revisions")
    as_of = models.DateField(null=True, blank=True)
    evidence_key = models.CharField(max_length=64)
    scope_key = models.CharField(max_length=64)
    pipeline = models.CharField(max_length=40)
    sections = models.JSONField(help_text="[{key, title, sentences: [{text, claim_ids, unverified, kind, lane, parts?}]}]")
    infobox = models.JSONField(default=list, blank=True, help_text="[{key, label, value, date, claim_ids, links}]")
    rendered_text = models.TextField()
    claim_ids = ArrayField(models.BigIntegerField(), default=list)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["entity", "evidence_key", "scope_key", "pipeline"], name="revision_unique_state"
            )
        ]

    def __str__(self) -> str:
        return f"{self.entity} as of {self.as_of or 'now'} ({self.pipeline})"


class RoutingRule(models.Model):
    """Intent → source classes, kept as data (``load_routing_rules``; editable in the admin)."""

    intent = models.SlugField(max_length=64, unique=True)
    terms = ArrayField(models.CharField(max_length=120), default=list,
                       help_text="Words or phrases that signal this intent.")
    source_classes = models.ManyToManyField("claims.SourceClass", related_name="routing_rules")
    require_current = models.BooleanField(default=True)
    priority = models.IntegerField(default=0)

    class Meta:
        ordering = ["-priority", "intent"]

    def __str__(self) -> str:
        return self.intent


class RoutingLog(models.Model):
    """A question's routing decision and its reason, replayable (``evaluate_routing``)."""

    question = models.TextField()
    user = models.ForeignKey("auth.User", null=True, blank=True, on_delete=models.SET_NULL)
    viewer_groups = ArrayField(models.CharField(max_length=150), default=list, blank=True)
    as_of = models.DateField(null=True, blank=True)
    capability = models.CharField(max_length=32)
    intent = models.CharField(max_length=64, blank=True)
    decision = models.JSONField(default=dict)
    reason = models.TextField(blank=True)
    answer = models.TextField(blank=True)
    insufficient = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return f"{self.question[:60]} → {self.capability}"
