"""The task queues, and enqueueing after commit (or in-process when there is no broker).

Tasks go to a queue by kind (DESIGN.md, Services): :data:`INGEST` (documents
in), :data:`SYNTHESIS` (articles out), :data:`FETCH` (sources fetched) and
:data:`MAINTENANCE` (audits, index upkeep; also any task without a queue of
its own). A worker serves the queues it is given (``celery -A config worker
-Q ingest,fetch``), every queue without ``-Q``.

Every key a deployment writes on Redis — the queues, kombu's unacked
messages, the coalescing markers below — starts with ``QUEUE_NAMESPACE:``,
so deployments sharing one Redis (the demo, the tests, a second checkout)
never take each other's tasks.

``TASKS_IN_PROCESS=1`` (the demo sets it when it finds no Redis) runs every
dispatched task in the calling process. Otherwise a task is sent to the
broker; if the broker cannot be reached the task runs in-process and the log
says so, so an edit in the admin is never lost for want of a queue.
"""

from __future__ import annotations

import hashlib
import logging
from pathlib import Path

from django.conf import settings
from kombu.exceptions import OperationalError as BrokerError

logger = logging.getLogger(__name__)

INGEST = "ingest"
SYNTHESIS = "synthesis"
FETCH = "fetch"
MAINTENANCE = "maintenance"
#: Every queue, in the order a worker without ``-Q`` consumes them.
QUEUES = (INGEST, SYNTHESIS, FETCH, MAINTENANCE)
#: The queue of each task, by task name (``CELERY_TASK_ROUTES``); any other task goes to MAINTENANCE.
TASK_QUEUES = {
    "claims.ingest_document": INGEST,
    "encyclopedia.resynthesize_article": SYNTHESIS,
    "claims.refresh_source": FETCH,
    "claims.audit_freshness": MAINTENANCE,
    "claims.refresh_vector_indexes": MAINTENANCE,
}


def default_namespace(base_dir: Path) -> str:
    """``polyphony-`` and a short hash of the checkout's path: two checkouts on one machine never share keys."""
    return "polyphony-" + hashlib.sha256(str(Path(base_dir).resolve()).encode()).hexdigest()[:8]


def namespaced(key: str) -> str:
    """The Redis key ``key`` of this deployment (``QUEUE_NAMESPACE:key``)."""
    return f"{settings.QUEUE_NAMESPACE}:{key}"


def broker_reachable(url: str | None = None, timeout: float = 0.5) -> bool:
    """True when the Redis broker at ``url`` (default ``REDIS_URL``) answers PING."""
    import redis

    try:
        return bool(redis.Redis.from_url(url or settings.REDIS_URL, socket_connect_timeout=timeout,
                                         socket_timeout=timeout).ping())
    except (redis.RedisError, OSError):
        return False


def broker_holds_messages(queue: str) -> bool:
    """True while the broker holds a message of this deployment waiting in ``queue`` or unacknowledged.

    Waiting: in ``queue`` at any of kombu's Redis priority steps. Unacknowledged:
    taken by a worker that has not acknowledged it, from any queue (kombu keeps one
    ``unacked`` hash per deployment): running, prefetched, waiting for its ETA, or
    held by a dead worker until its visibility timeout. False means that nothing of
    this deployment is on its way through ``queue``: a task still expected was lost.
    Raises ``redis.RedisError`` or ``OSError`` when the broker cannot be reached.
    """
    import redis
    from kombu.transport.redis import PRIORITY_STEPS, Channel

    client = redis.Redis.from_url(settings.CELERY_BROKER_URL, socket_connect_timeout=1, socket_timeout=2)
    with client.pipeline(transaction=False) as pipe:
        for step in PRIORITY_STEPS:
            pipe.llen(namespaced(f"{queue}{Channel.sep}{step}" if step else queue))
        pipe.hlen(namespaced("unacked"))
        return any(pipe.execute())


def dispatch(task, *args, countdown: float | None = None) -> None:
    """Send ``task`` to the broker now, or run it here if configured or if the broker is down."""
    if getattr(settings, "TASKS_IN_PROCESS", False):
        task.apply(args=args, throw=True)
        return
    try:
        task.apply_async(args=args, countdown=countdown, retry=False)
    except (BrokerError, OSError) as exc:
        logger.warning("broker unreachable (%s); running %s in-process", exc, task.name)
        task.apply(args=args, throw=True)


#: Seconds a pending marker lives if its task is lost; longer than any queue wait we expect.
PENDING_TTL = 600


def pending_key(key: str) -> str:
    """The Redis key of the pending marker of ``key`` (``QUEUE_NAMESPACE:pending:key``)."""
    return namespaced(f"pending:{key}")


def _marker_client():
    import redis

    return redis.Redis.from_url(settings.CELERY_BROKER_URL, socket_connect_timeout=0.5, socket_timeout=0.5)


def dispatch_coalesced(task, *args, key: str, countdown: float = 2.0) -> bool:
    """Dispatch ``task`` unless a run for ``key`` is already waiting in the queue.

    A burst of changes (fifty documents about one company) then costs one
    re-synthesis, not fifty. The task calls :func:`coalesced_started` first
    thing, so a change that arrives while it runs queues one more run.
    Returns False when a pending run made this one unnecessary.
    """
    import redis

    if getattr(settings, "TASKS_IN_PROCESS", False):
        task.apply(args=args, throw=True)
        return True
    try:
        if not _marker_client().set(pending_key(key), "1", nx=True, ex=PENDING_TTL):
            return False
    except (redis.RedisError, OSError) as exc:  # the markers live on the broker: it is down
        logger.warning("broker unreachable (%s); running %s in-process", exc, task.name)
        task.apply(args=args, throw=True)
        return True
    dispatch(task, *args, countdown=countdown)
    return True


def coalesced_started(key: str) -> None:
    """Clear the pending marker of ``key`` (called by the task as it starts)."""
    import redis

    try:
        _marker_client().delete(pending_key(key))
    except (redis.RedisError, OSError):
        pass
