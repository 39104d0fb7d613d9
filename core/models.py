"""Base models shared by every app."""

from django.db import models


class TimeStampedModel(models.Model):
    """Adds ``created_at`` / ``updated_at`` (timezone-aware, set by the database layer)."""

    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        abstract = True


class LLMCall(models.Model):
    """One call to a model server: what it cost, and its response, cached by a hash of model and prompt."""

    pipeline = models.CharField(max_length=40)
    model = models.CharField(max_length=120)
    cache_key = models.CharField(max_length=64, unique=True)
    prompt_tokens = models.PositiveIntegerField(default=0)
    completion_tokens = models.PositiveIntegerField(default=0)
    cost_usd = models.DecimalField(max_digits=12, decimal_places=6, default=0)
    response = models.TextField()
    rejections = models.JSONField(
        default=list, blank=True,
        help_text="What validation dropped from this response: [{index, reason, item}] (extract.llm.v1).",
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]
        verbose_name = "LLM call"

    def __str__(self) -> str:
        return f"{self.pipeline} {self.model} {self.created_at:%Y-%m-%d %H:%M}"
