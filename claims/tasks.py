"""Celery tasks of the claims app. Each takes plain data, and calls one service."""

from celery import shared_task
from django.db import InterfaceError, OperationalError

from .services import document_ingest


@shared_task(
    name="claims.ingest_document",
    bind=True,
    acks_late=True,
    reject_on_worker_lost=True,
    autoretry_for=(ConnectionError, OSError, OperationalError, InterfaceError),
    max_retries=5,
    retry_backoff=True,
    retry_backoff_max=120,
)
def ingest_document_task(self, data: dict, line_number: int | None = None) -> dict:
    """Ingest one document record. Idempotent: a repeat delivery finds the content hash and does nothing."""
    result = document_ingest(data=data, line_number=line_number)
    return {"status": result.status, "document_id": result.document_id, "claims": result.claims_created,
            "error": result.error}
