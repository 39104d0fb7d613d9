"""Shared fixtures: the real PostgreSQL + pgvector (embedded), real Redis, real services."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
import time_machine
from django.contrib.auth.models import Group, User

DATA = Path(__file__).parent / "data"
REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared"


@pytest.fixture(scope="session", autouse=True)
def broker_namespace_cleared():
    """The run's keys on the test Redis (its own namespace, settings/test.py) are deleted when the run ends."""
    yield
    import redis

    from tests.worker import flush_test_broker

    try:
        flush_test_broker()
    except redis.exceptions.ConnectionError:
        pass  # Redis is down (a fault test's aftermath): nothing of the run's is left to delete


@pytest.fixture
def analysts_group(db):
    return Group.objects.get_or_create(name="analysts")[0]


@pytest.fixture
def world(db, analysts_group):
    """The test registry: five sources (one restricted, one deprecated, one stale) and three entities."""
    from claims.services import entities_load_file, sources_load_file

    sources_load_file(DATA / "sources.yaml")
    entities_load_file(DATA / "entities.yaml")
    return DATA


@pytest.fixture
def ingest(world):
    """Ingest one document through the real pipeline; returns the IngestResult."""
    from claims.services import document_ingest

    counter = {"n": 0}

    def _ingest(text: str, *, source: str = "acme-newsroom", published_at: str = "2024-03-01",
                url: str | None = None, title: str = "Test document"):
        counter["n"] += 1
        result = document_ingest(data={
            "source": source, "title": title, "published_at": published_at, "text": text,
            "url": url or f"https://example.test/doc-{counter['n']}",
        })
        assert result.status in {"created", "new_version", "duplicate"}, result.error
        return result

    return _ingest


@pytest.fixture
def analyst(db, analysts_group):
    user = User.objects.create_user("ana", password="pw")
    user.groups.add(analysts_group)
    return user


@pytest.fixture
def staff(db):
    return User.objects.create_user("mod", password="pw", is_staff=True, is_superuser=True)


def day(text: str) -> dt.date:
    return dt.date.fromisoformat(text)


#: The day the demo's and the answer scenario's freshness SLAs were written for.
DATA_WRITTEN_ON = dt.datetime(2026, 11, 29, 12, tzinfo=dt.timezone.utc)


@pytest.fixture
def demo_calendar():
    """Pin the clock to ``DATA_WRITTEN_ON`` (ticking), so dated freshness SLAs do not expire under the tests."""
    with time_machine.travel(DATA_WRITTEN_ON, tick=True):
        yield


@pytest.fixture
def vacuumed_vectors(django_db_blocker):
    """VACUUM the tables with HNSW indexes before a vector-search test.

    Every test rolls its rows back, and rolled-back rows stay in the HNSW graph
    as dead tuples until a vacuum; after a few hundred tests the graph of a
    near-empty table is mostly dead entries and a filtered scan finds nothing.
    In production autovacuum removes them; a test run is faster than its naptime.
    """
    import psycopg
    from django.db import connection

    params = connection.get_connection_params()
    params.pop("cursor_factory", None)
    params.pop("context", None)
    with django_db_blocker.unblock():
        with psycopg.connect(**params, autocommit=True) as conn:
            conn.execute("VACUUM claims_claim, claims_passage")


@pytest.fixture
def demo(db, vacuumed_vectors, analysts_group):
    """The bundled demo (``demo/``) through the real pipeline, as ``scripts/load_demo.sh`` loads it:
    sources, entities, routing rules, facts, then every document ingested, and the prediction ledger kept
    and resolved."""
    from claims.facts import facts_load_file
    from claims.services import document_ingest, entities_load_file, iter_document_lines, sources_load_file
    from encyclopedia.answers.intent import routing_rules_load_file

    sources_load_file(REPO / "demo" / "sources.yaml")
    entities_load_file(REPO / "demo" / "entities.yaml")
    routing_rules_load_file(REPO / "demo" / "routing_rules.yaml")
    facts_load_file(REPO / "demo" / "facts.jsonl")
    from predictions.services import predictions_resolve, predictions_sync

    for _, record, error in iter_document_lines(REPO / "demo" / "documents.jsonl"):
        assert not error
        assert document_ingest(data=record).status in ("created", "new_version", "duplicate")
    predictions_sync()  # what the workers do after ingestion (their on-commit hooks do not fire in a test)
    predictions_resolve()
    return REPO / "demo"
