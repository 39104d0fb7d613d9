"""Claims for ledger tests, stored through the one write path (``claims.write.claims_store``)."""

from __future__ import annotations

import datetime as dt
import hashlib
import itertools
from decimal import Decimal

import pytest

from claims.models import Claim, Document, Entity, Source
from claims.write import claims_store

_n = itertools.count(1)


def at(day: str) -> dt.datetime:
    return dt.datetime.combine(dt.date.fromisoformat(day), dt.time(12), tzinfo=dt.timezone.utc)


def day(text: str) -> dt.date:
    return dt.date.fromisoformat(text)


def store(sentence: str, *, known: str, predicate: str, lane: str = "canonical", entity: str = "walker-x",
          source: str = "acme-newsroom", object_text: str | None = None, value: str | None = None,
          unit: str = "", qualifier: str = "", valid_from: str | None = None, valid_until: str | None = None,
          forward_looking: bool = False, claim_type: str = "statistic", confidence: float = 0.8,
          relate: bool = True) -> Claim:
    """One claim with its own document of ``source``, known at noon UTC of ``known``."""
    n = next(_n)
    src = Source.objects.get(key=source)
    doc = Document.objects.create(
        source=src, url=f"https://example.test/ledger/{n}", title=f"Document {n}", outlet=src.name,
        published_at=at(known), text=sentence, content_hash=hashlib.sha256(f"{n}{sentence}".encode()).hexdigest(),
        extractor="test.v1")
    row = Claim(
        document=doc, source=src, subject=Entity.objects.get(slug=entity), predicate=predicate,
        object_text=object_text or sentence, object_value=Decimal(value) if value else None, object_unit=unit,
        qualifier=qualifier, statement=sentence, claim_type=claim_type, confidence=confidence, lane=lane,
        route_reason="test", router="test.v1", extractor="test.v1", evidence_text=sentence, evidence_start=0,
        evidence_end=len(sentence), known_at=at(known), forward_looking=forward_looking,
        valid_from=day(valid_from) if valid_from else None, valid_until=day(valid_until) if valid_until else None)
    return claims_store(rows=[row], relate=relate).claims[0]


def forecast(sentence: str, *, known: str, predicate: str = "production_target", lane: str = "bull", **kw) -> Claim:
    """A forward-looking claim (a projection)."""
    return store(sentence, known=known, predicate=predicate, lane=lane, forward_looking=True,
                 claim_type=kw.pop("claim_type", "timeline"), **kw)


@pytest.fixture
def ledger(world):
    """The test registry (tests/data), ready for predictions."""
    return world
