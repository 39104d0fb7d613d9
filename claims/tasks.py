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


@shared_task(
    name="claims.refresh_source",
    bind=True,
    acks_late=True,
    reject_on_worker_lost=True,
    autoretry_for=(ConnectionError, OperationalError, InterfaceError),
    max_retries=5,
    retry_backoff=True,
    retry_backoff_max=300,
)
def refresh_source_task(self, source_id: int, trigger: str = "schedule") -> dict:
    """Fetch one source now (by primary key) and ingest what is new.

    Idempotent: a re-delivery fetches again and finds stored content by its
    hash. Sources that are gone, not active, or have nothing to fetch are
    skipped. Fetch failures are recorded on the IngestionRun, not retried
    (the schedule tries again); database errors are retried with backoff.
    """
    from .models import Lifecycle, Source
    from .refresh import source_refresh

    source = Source.objects.filter(pk=source_id).first()
    if source is None or not (source.feed_url or source.url):
        return {"outcome": "skipped", "reason": "no such source or nothing to fetch"}
    if source.lifecycle != Lifecycle.ACTIVE:
        return {"outcome": "skipped", "reason": f"source is {source.lifecycle}"}
    result = source_refresh(source=source, trigger=trigger)
    return {"outcome": result.outcome, "run": result.run_id, "new": result.new,
            "unchanged": result.unchanged, "failed": result.failed}


@shared_task(
    name="claims.audit_freshness",
    acks_late=True,
    autoretry_for=(OperationalError, InterfaceError),
    max_retries=3,
    retry_backoff=True,
)
def audit_freshness_task() -> dict:
    """Find the sources past their freshness SLA, log and record them (scheduled daily by beat).

    Idempotent: each run appends one FreshnessAudit row and changes nothing else.
    Returns ``{"audit_id", "checked", "stale"}`` (stale: source keys).
    """
    from .trust import freshness_audit

    audit = freshness_audit()
    return {"audit_id": audit.pk, "checked": audit.checked, "stale": list(audit.stale_keys)}


@shared_task(
    name="claims.refresh_vector_indexes",
    acks_late=True,
    autoretry_for=(OperationalError, InterfaceError),
    max_retries=3,
    retry_backoff=True,
)
def refresh_vector_indexes_task() -> dict:
    """Rebuild the passages' IVFFlat index when the passages have outgrown its lists (scheduled daily by beat).

    Idempotent: a run that finds the lists right changes nothing. Returns
    ``{"index", "rows", "lists_before", "lists_after", "rebuilt"}``
    (:class:`core.vectors.IvfflatRefresh`).
    """
    from dataclasses import asdict

    from core.vectors import ivfflat_refresh

    from .models import PASSAGE_EMBEDDING_INDEX

    return asdict(ivfflat_refresh(PASSAGE_EMBEDDING_INDEX))
