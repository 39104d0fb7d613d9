"""Celery tasks of the encyclopedia: background re-synthesis after claims change."""

from celery import shared_task

from claims.models import Entity
from core.queue import coalesced_started
from core.viewer import Viewer

from .synthesis import article_synthesize


@shared_task(name="encyclopedia.resynthesize_article", acks_late=True, max_retries=3,
             autoretry_for=(ConnectionError,), retry_backoff=True)
def article_resynthesize_task(entity_id: int) -> int | None:
    """Synthesize the current public article of one entity; idempotent (revisions are keyed by evidence).

    Dispatched through ``core.queue.dispatch_coalesced``: one pending run per entity.
    """
    coalesced_started(f"resynthesize:{entity_id}")
    entity = Entity.objects.filter(pk=entity_id).first()
    if entity is None:
        return None
    return article_synthesize(entity=entity, viewer=Viewer.anonymous()).pk
