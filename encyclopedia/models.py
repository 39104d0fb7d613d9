"""Article revisions: each synthesis of an entity's article, stored with what made it."""

from django.contrib.postgres.fields import ArrayField
from django.db import models

from claims.models import Entity


class ArticleRevision(models.Model):
    """One synthesized article: entity, as-of date, sections, claim ids used, pipeline.

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
    sections = models.JSONField(help_text="[{title, sentences: [{text, claim_ids, unverified}]}]")
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
