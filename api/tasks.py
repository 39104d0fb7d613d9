"""Celery tasks of watching: scan a watch, deliver a webhook. Each takes a primary key and calls one service."""

from __future__ import annotations

from celery import shared_task
from django.conf import settings
from django.db import InterfaceError, OperationalError

from core.queue import FETCH, MAINTENANCE


@shared_task(name="api.scan_watch", queue=MAINTENANCE, acks_late=True, reject_on_worker_lost=True,
             autoretry_for=(OperationalError, InterfaceError), max_retries=3, retry_backoff=True)
def watch_scan_task(watch_id: int) -> dict:
    """Record a watch's new events and queue their webhook deliveries (idempotent)."""
    from .watching import watch_scan_and_send

    result = watch_scan_and_send(watch_id=watch_id)
    return {"notices": len(result.notices), "deliveries": len(result.deliveries)}


@shared_task(name="api.scan_all_watches", queue=MAINTENANCE, acks_late=True, autoretry_for=(OperationalError, InterfaceError),
             max_retries=3, retry_backoff=True)
def watches_scan_all_task() -> dict:
    """Scan every watch (scheduled: freshness lapses happen without a claim changing)."""
    from .models import Watch
    from .watching import watch_scan_and_send

    ids = list(Watch.objects.order_by("id").values_list("id", flat=True))
    for watch_id in ids:
        watch_scan_and_send(watch_id=watch_id)
    return {"watches": len(ids)}


# Deliveries are outbound HTTP, like fetching sources: the fetch queue unless WEBHOOK_QUEUE names another.
@shared_task(name="api.deliver_webhook", queue=FETCH, bind=True, acks_late=True, reject_on_worker_lost=True,
             autoretry_for=(OperationalError, InterfaceError), max_retries=None)
def deliver_webhook_task(self, delivery_id: int) -> str:
    """One attempt at a webhook delivery; on failure, retry after the service's backoff until it gives up."""
    from .watching import webhook_deliver

    outcome = webhook_deliver(delivery_id=delivery_id)
    if outcome.retry_in is not None:
        options = {"queue": settings.WEBHOOK_QUEUE} if settings.WEBHOOK_QUEUE else {}
        raise self.retry(countdown=outcome.retry_in, max_retries=None, **options)
    return outcome.status
