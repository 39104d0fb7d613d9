"""A real Celery worker against real Redis ingests documents into the test database."""

import pytest

from claims.models import Claim, Document
from claims.tasks import ingest_document_task
from tests.worker import broker_idle, flush_test_broker, start_worker, stop_worker, wait_until

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def worker(world, tmp_path):
    flush_test_broker()
    proc = start_worker(log=tmp_path / "worker.log")
    yield proc
    stop_worker(proc)


def test_worker_ingests_an_enqueued_document(worker, tmp_path):
    """A document enqueued on Redis is ingested by the worker: its claims land in their lanes."""
    data = {"source": "acme-newsroom", "title": "Series B", "url": "https://example.test/worker",
            "published_at": "2024-06-01", "text": "Acme Robotics raised $120 million in a Series B round."}
    ingest_document_task.apply_async(args=[data, 1])
    landed = wait_until(lambda: Claim.objects.filter(document__url=data["url"]).exists(), timeout=120)
    assert landed, (tmp_path / "worker.log").read_text()[-3000:]
    claim = Claim.objects.get(document__url=data["url"])
    assert (claim.lane, claim.claim_type, claim.subject.slug) == ("canonical", "funding", "acme-robotics")


def test_duplicate_delivery_does_nothing(worker, tmp_path):
    """Delivering the same document twice stores it once."""
    data = {"source": "acme-newsroom", "title": "t", "url": "https://example.test/dup",
            "published_at": "2024-06-01", "text": "Acme Robotics raised $7 million in a seed round."}
    ingest_document_task.apply_async(args=[data, 1])
    ingest_document_task.apply_async(args=[data, 1])
    assert wait_until(lambda: Document.objects.filter(url=data["url"]).exists(), timeout=120), \
        (tmp_path / "worker.log").read_text()[-3000:]
    assert wait_until(broker_idle, timeout=60)
    assert Document.objects.filter(url=data["url"]).count() == 1
