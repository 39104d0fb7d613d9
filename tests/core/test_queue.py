"""Task dispatch: coalescing bursts of re-synthesis, and running in-process without a broker."""

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
