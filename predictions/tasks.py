"""Celery tasks of the prediction ledger. Each takes plain data and calls the services."""

from celery import shared_task
from django.db import InterfaceError, OperationalError

from core.queue import coalesced_started

from .services import predictions_resolve, predictions_sync


@shared_task(name="predictions.update_entity", acks_late=True, autoretry_for=(OperationalError, InterfaceError),
             max_retries=3, retry_backoff=True)
def predictions_update_task(entity_id: int) -> dict:
    """After an entity's claims changed: make predictions of its new forward-looking claims, then re-resolve
    the predictions its claims could decide (its own, its robots', its maker's).

    Idempotent (both services are). Dispatched through
    ``core.queue.dispatch_coalesced``: one pending run per entity. Returns
    ``{"created", "updated", "checked", "changed"}``.
    """
    coalesced_started(f"predictions:{entity_id}")
    synced = predictions_sync(entity_ids=[entity_id])
    resolved = predictions_resolve(entity_ids=[entity_id])
    return {"created": synced.created, "updated": synced.updated, "checked": resolved.checked,
            "changed": resolved.changed}


@shared_task(name="predictions.resolve_due", acks_late=True, autoretry_for=(OperationalError, InterfaceError),
             max_retries=3, retry_backoff=True)
def predictions_resolve_due_task() -> dict:
    """Resolve the predictions whose date has passed since the last run (scheduled daily by beat).

    Only those the date alone can change (open or past due, interval over);
    new evidence is handled after ingestion (``predictions.update_entity``).
    Idempotent. Returns ``{"checked", "changed"}``.
    """
    resolved = predictions_resolve(due_only=True)
    return {"checked": resolved.checked, "changed": resolved.changed}
