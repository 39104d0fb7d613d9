"""Enqueue Celery tasks after commit, or run them in-process when there is no broker.

``TASKS_IN_PROCESS=1`` (the demo sets it when it finds no Redis) runs every
dispatched task in the calling process. Otherwise a task is sent to the
broker; if the broker cannot be reached the task runs in-process and the log
says so, so an edit in the admin is never lost for want of a queue.
"""

from __future__ import annotations

import logging

from django.conf import settings
from kombu.exceptions import OperationalError as BrokerError

logger = logging.getLogger(__name__)


def broker_reachable(url: str | None = None, timeout: float = 0.5) -> bool:
    """True when the Redis broker at ``url`` (default ``REDIS_URL``) answers PING."""
    import redis

    try:
        return bool(redis.Redis.from_url(url or settings.REDIS_URL, socket_connect_timeout=timeout,
                                         socket_timeout=timeout).ping())
    except (redis.RedisError, OSError):
        return False


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


PENDING_PREFIX = "polyphony:pending:"
#: Seconds a pending marker lives if its task is lost; longer than any queue wait we expect.
PENDING_TTL = 600


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
        if not _marker_client().set(PENDING_PREFIX + key, "1", nx=True, ex=PENDING_TTL):
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
        _marker_client().delete(PENDING_PREFIX + key)
    except (redis.RedisError, OSError):
        pass
