"""Build claims straight into the real database, for page tests that need many claims or exact dates.

The ingestion pipeline is tested on its own (tests/claims/); these helpers
write the same rows it writes (Document, Claim, Supersession) without the
extractor, so page tests control each claim's lane, type and known-at.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import itertools

from claims.models import Claim, ClaimStatus, Document, Entity, Source, Supersession

_counter = itertools.count(1)


def at(day: str) -> dt.datetime:
    """Noon UTC of an ISO day."""
    return dt.datetime.combine(dt.date.fromisoformat(day), dt.time(12), tzinfo=dt.timezone.utc)


def make_claim(
    statement: str,
    *,
    entity: str = "acme-robotics",
    lane: str = "canonical",
    known: str = "2024-01-01",
    claim_type: str = "funding",
    predicate: str = "raised_funding",
    object_text: str | None = None,
    qualifier: str = "",
    source: str = "acme-newsroom",
    status: str = ClaimStatus.AUTO,
    embedding: list[float] | None = None,
    valid_until: dt.date | None = None,
    title: str | None = None,
) -> Claim:
    """One claim with its own document of ``source``, known at noon UTC of ``known``."""
    n = next(_counter)
    src = Source.objects.get(key=source)
    doc = Document.objects.create(
        source=src, url=f"https://example.test/{source}/{n}", title=title or f"Document {n}",
        outlet=src.name, published_at=at(known), text=statement,
        content_hash=hashlib.sha256(f"{n}:{statement}".encode()).hexdigest(), extractor="test.v1",
    )
    return Claim.objects.create(
        document=doc, source=src, subject=Entity.objects.get(slug=entity), predicate=predicate,
        object_text=object_text or statement[:200], qualifier=qualifier, statement=statement,
        claim_type=claim_type, confidence=0.9, lane=lane, route_reason="test", router="test.v1",
        extractor="test.v1", evidence_text=statement, evidence_start=0, evidence_end=len(statement),
        known_at=at(known), status=status, embedding=embedding, valid_until=valid_until,
        retracted_at=at(known) if status == ClaimStatus.RETRACTED else None,
    )


def supersede(old: Claim, new: Claim) -> Supersession:
    """Record that ``new`` replaces ``old`` from ``new``'s known-at."""
    return Supersession.objects.create(
        old_claim=old, new_claim=new, subject=old.subject, predicate=old.predicate,
        effective_at=new.known_at, reason=f"{old.predicate}: {old.object_text!r} → {new.object_text!r}"[:200],
    )


def retract(claim: Claim, day: str) -> Claim:
    """Mark ``claim`` retracted on ``day`` (its document's new version no longer makes it)."""
    claim.status = ClaimStatus.RETRACTED
    claim.retracted_at = at(day)
    claim.save(update_fields=["status", "retracted_at"])
    return claim
