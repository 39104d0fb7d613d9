"""core.bulk.copy_insert against the real PostgreSQL: the rows bulk_create would write, sent by binary COPY."""

import datetime as dt
from decimal import Decimal

import numpy as np
import pytest
from django.db import IntegrityError, connection, transaction

from claims.models import Claim, Document, Entity, Passage, Source
from core.bulk import copy_insert

WHEN = dt.datetime(2024, 3, 1, 12, 30, tzinfo=dt.timezone.utc)


@pytest.fixture
def document(world):
    source = Source.objects.get(key="acme-newsroom")
    return Document.objects.create(source=source, url="https://example.test/bulk", published_at=WHEN,
                                   text="Acme deployed 40 robots. Acme raised $5 million.", content_hash="bulk",
                                   extractor="test")


def _claim(document, subject, i: int, vector) -> Claim:
    return Claim(
        document=document, source=document.source, subject=subject, predicate="deployed_at",
        object_text=f"site «{i}» — Zürich", object_value=Decimal("40.1250") + i, object_unit="robots",
        qualifier="" if i % 2 else "Series B", statement=f"Acme deployed {40 + i} robots.",
        claim_type="deployment", confidence=0.75, lane="canonical", route_reason="R1", router="router.v1",
        extractor="test", evidence_text="Acme deployed 40 robots.", evidence_start=i, evidence_end=i + 5,
        known_at=WHEN, valid_from=dt.date(2024, 1, 1) if i == 0 else None, embedding=vector,
        embedding_model="test-model",
    )


def test_rows_read_back_as_written_and_primary_keys_come_from_the_sequence(document):
    subject = Entity.objects.get(slug="acme-robotics")
    rng = np.random.default_rng(1)
    vectors = rng.standard_normal((3, 384)).astype(np.float32)
    # A numpy array, a list of floats and no embedding at all.
    claims = [_claim(document, subject, 0, vectors[0]), _claim(document, subject, 1, vectors[1].tolist()),
              _claim(document, subject, 2, None)]

    returned = copy_insert(claims)

    assert returned == claims
    ids = [c.pk for c in claims]
    assert all(isinstance(i, int) for i in ids) and len(set(ids)) == 3
    assert all(not c._state.adding for c in claims)
    stored = {c.pk: c for c in Claim.objects.filter(pk__in=ids)}
    for i, claim in enumerate(claims):
        row = stored[claim.pk]
        assert row.object_text == f"site «{i}» — Zürich"
        assert row.object_value == Decimal("40.1250") + i
        assert row.qualifier == ("" if i % 2 else "Series B")
        assert row.known_at == WHEN and row.valid_from == (dt.date(2024, 1, 1) if i == 0 else None)
        assert row.confidence == 0.75 and row.hedged is False and row.status == "auto"
        assert row.created_at is not None and row.updated_at is not None  # auto_now stamps
    # Vectors arrive bit for bit (float32), and Django's own cursors still load them as before.
    assert np.array_equal(np.asarray(stored[ids[0]].embedding, dtype=np.float32), vectors[0])
    assert np.array_equal(np.asarray(stored[ids[1]].embedding, dtype=np.float32), vectors[1])
    assert stored[ids[2]].embedding is None
    # The sequence moved past the copied ids: the ORM's next insert does not collide.
    later = Claim.objects.create(**{f.attname: getattr(claims[2], f.attname) for f in Claim._meta.concrete_fields
                                    if f.attname != "id"} | {"evidence_start": 9, "evidence_end": 9})
    assert later.pk > max(ids)


def test_nearest_neighbour_search_finds_copied_vectors(document):
    rng = np.random.default_rng(2)
    vectors = rng.standard_normal((5, 384)).astype(np.float32)
    passages = copy_insert([
        Passage(document=document, source=document.source, index=i, text=f"passage {i}", start=0, end=1,
                known_at=WHEN, embedding=v, embedding_model="test-model")
        for i, v in enumerate(vectors)
    ])
    from pgvector.django import CosineDistance

    nearest = Passage.objects.filter(document=document).order_by(CosineDistance("embedding", vectors[3].tolist()))
    assert nearest.first().pk == passages[3].pk


def test_a_constraint_violation_is_djangos_integrity_error_and_inserts_nothing(document):
    subject = Entity.objects.get(slug="acme-robotics")
    vector = np.ones(384, dtype=np.float32)
    first, same = _claim(document, subject, 0, vector), _claim(document, subject, 0, vector)  # claim_unique_in_document
    with pytest.raises(IntegrityError), transaction.atomic():
        copy_insert([first, same])
    assert not Claim.objects.filter(document=document).exists()


def test_bad_calls_are_refused_before_anything_is_sent(document):
    subject = Entity.objects.get(slug="acme-robotics")
    claim = _claim(document, subject, 0, None)
    passage = Passage(document=document, source=document.source, index=0, text="p", start=0, end=1, known_at=WHEN)
    with pytest.raises(TypeError, match="one model"):
        copy_insert([claim, passage])
    saved = Claim.objects.create(**{f.attname: getattr(claim, f.attname) for f in Claim._meta.concrete_fields
                                    if f.attname != "id"})
    with pytest.raises(ValueError, match="primary key"):
        copy_insert([saved])
    assert copy_insert([]) == []
    assert Claim.objects.count() == 1
    # Nothing of the COPY leaked into Django's connection: it still answers queries.
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        assert cursor.fetchone() == (1,)


@pytest.mark.django_db
def test_values_are_rounded_in_memory_as_the_numeric_column_rounds_them():
    """Ingestion relates the claims it has just stored without reading them back: same values as their rows."""
    from claims.write import value_as_stored

    values = ["2.00005", "-2.00005", "2.00004999", "0.12345", "123456789.99995", "7", "-0.00005"]
    with connection.cursor() as cursor:
        for text in values:
            cursor.execute("SELECT %s::numeric(24, 4)", [text])
            assert value_as_stored(Decimal(text)) == cursor.fetchone()[0], text
    assert value_as_stored(None) is None
    too_big = Decimal("1e30")
    assert value_as_stored(too_big) is too_big  # left for the insert to refuse
