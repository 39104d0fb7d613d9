"""Task dispatch: coalescing bursts of re-synthesis, and running in-process without a broker."""

import pytest
import redis
from django.conf import settings

from claims.signals import claims_changed
from core.queue import SYNTHESIS, pending_key
from tests.worker import flush_test_broker, queued


def test_a_burst_of_changes_queues_one_resynthesis_per_entity(db):
    """Fifty change signals for one entity put one re-synthesis task on the real broker."""
    flush_test_broker()
    broker = redis.Redis.from_url(settings.CELERY_BROKER_URL)
    for _ in range(50):
        claims_changed.send(sender=None, entity_ids={424242})
    claims_changed.send(sender=None, entity_ids={424243})
    assert broker.exists(pending_key("resynthesize:424242"))
    # countdown tasks sit in the synthesis queue until a worker takes them
    assert queued(SYNTHESIS) == 2
    flush_test_broker()


def test_without_a_broker_the_task_runs_in_process(db, settings, ingest):
    """With Redis unreachable, re-synthesis runs in the calling process and the article exists."""
    from claims.models import Claim
    from encyclopedia.models import ArticleRevision

    ingest("Acme Robotics raised $120 million in a Series B round.")
    entity = Claim.objects.first().subject
    settings.CELERY_BROKER_URL = "redis://127.0.0.1:1/0"
    ArticleRevision.objects.all().delete()
    claims_changed.send(sender=None, entity_ids={entity.id})
    assert ArticleRevision.objects.filter(entity=entity).exists()


def test_a_worker_connection_whose_transport_was_released_closes_and_keeps_its_unacked_task(db):
    """Closing after ``collect()`` released the transport raises nothing and puts the unacked task back in its queue.

    This is the state a worker reaches when Redis restarts while the consumer tears
    down its connection: plain kombu raises AttributeError there and the worker stops.
    """
    from kombu import Connection, Exchange, Queue

    from config.celery import BrokerConnection, app
    from tests.worker import unacked

    def waiting() -> int:
        return redis.Redis.from_url(settings.CELERY_BROKER_URL).llen(f"{settings.QUEUE_NAMESPACE}:released-transport")

    flush_test_broker()
    queue = Queue("released-transport", Exchange("released-transport"), routing_key="released-transport")

    def connection_holding_one_unacked_task(cls):
        conn = cls(settings.CELERY_BROKER_URL, transport_options=settings.CELERY_BROKER_TRANSPORT_OPTIONS)
        conn.Producer().publish({"n": 1}, exchange=queue.exchange, routing_key=queue.routing_key, declare=[queue])
        received = []
        conn.Consumer([queue], callbacks=[lambda body, message: received.append(body)], accept=["json"]).consume()
        conn.drain_events(timeout=5)
        assert received == [{"n": 1}]
        conn._do_close_transport()  # what collect() leaves when it could not close the channel
        return conn

    try:
        assert isinstance(app.connection_for_read(), BrokerConnection)
        plain = connection_holding_one_unacked_task(Connection)
        with pytest.raises(AttributeError):
            plain.close()  # kombu's own close, the failure the worker is guarded from
        flush_test_broker()

        guarded = connection_holding_one_unacked_task(BrokerConnection)
        guarded.close()
        assert (waiting(), unacked()) == (1, 0)  # back in its queue, as kombu restores on close
    finally:
        flush_test_broker()
