"""Celery tasks of the encyclopedia: background re-synthesis after claims change."""

from celery import shared_task

from claims.models import Entity
from core.queue import coalesced_started
from core.viewer import Viewer

from .states import article_states_prepare, prepared_scopes
from .synthesis import article_synthesize


@shared_task(name="encyclopedia.resynthesize_article", acks_late=True, max_retries=3,
             autoretry_for=(ConnectionError,), retry_backoff=True)
def article_resynthesize_task(entity_id: int) -> int | None:
    """Synthesize the current public article of one entity, then prepare every past state the slider can show,
    for the public and for each group that sees more of it (``encyclopedia.states.prepared_scopes``).

    Idempotent and incremental (revisions are keyed by evidence; rendered
    bodies by revision): see ``encyclopedia.states.article_states_prepare``.
    Dispatched through ``core.queue.dispatch_coalesced``: one pending run per
    entity, so a burst of documents costs one run. Returns the current revision's id.
    """
    coalesced_started(f"resynthesize:{entity_id}")
    entity = Entity.objects.filter(pk=entity_id).first()
    if entity is None:
        return None
    current = article_synthesize(entity=entity, viewer=Viewer.anonymous()).pk  # the page most readers open, first
    for viewer in prepared_scopes(entity):  # the public scope first, then each group's
        article_states_prepare(entity=entity, viewer=viewer)
    return current
