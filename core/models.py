"""Base models shared by every app."""

from django.db import models


class TimeStampedModel(models.Model):
    """Adds ``created_at`` / ``updated_at`` (timezone-aware, set by the database layer)."""

    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        abstract = True
