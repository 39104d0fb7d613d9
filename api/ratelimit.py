"""Rate limits: requests a minute per API token, and per client address without one.

Fixed one-minute windows counted in Redis with INCR (atomic, shared by every
web process): key ``<QUEUE_NAMESPACE>:ratelimit:<who>:<minute>``. Limits come from
``API_RATE_LIMIT_TOKEN`` and ``API_RATE_LIMIT_ANONYMOUS`` (0: no limit). The
address is ``REMOTE_ADDR``: a forwarded-for header is not trusted, since any
client can write one. When Redis cannot be reached requests are let through
and a warning is logged, so the API does not go down with the counter store.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass

from django.conf import settings

logger = logging.getLogger(__name__)

WINDOW_SECONDS = 60

_clients: dict[str, object] = {}


@dataclass(frozen=True)
class RateLimited(Exception):
    """Over the limit: ``limit`` requests a minute; ``retry_after`` seconds until the window ends."""

    limit: int
    retry_after: int

    def __str__(self) -> str:
        return f"Rate limit of {self.limit} requests a minute reached; retry in {self.retry_after} s."


def key_prefix() -> str:
    """Where this deployment's counters live on Redis (its ``QUEUE_NAMESPACE``, as for its queues)."""
    return f"{getattr(settings, 'QUEUE_NAMESPACE', None) or 'polyphony'}:ratelimit:"


def _redis():
    import redis

    url = settings.API_RATE_LIMIT_REDIS_URL or settings.REDIS_URL
    client = _clients.get(url)
    if client is None:
        client = _clients[url] = redis.Redis.from_url(url, socket_connect_timeout=0.5, socket_timeout=0.5)
    return client


def rate_limit_check(*, who: str, limit: int, now: float | None = None) -> int:
    """Count one request of ``who`` (``token:<id>`` or ``addr:<ip>``) in the current minute.

    Returns the requests left in this minute (``limit`` − count; −1 when
    unlimited or the store is down). Raises RateLimited when the count exceeds
    ``limit``; ``limit`` 0 means no limit.
    """
    if limit <= 0:
        return -1
    import redis

    now = time.time() if now is None else now
    window = int(now // WINDOW_SECONDS)
    key = f"{key_prefix()}{who}:{window}"
    try:
        pipe = _redis().pipeline()
        pipe.incr(key)
        pipe.expire(key, WINDOW_SECONDS * 2)
        count = int(pipe.execute()[0])
    except (redis.RedisError, OSError) as exc:
        logger.warning("rate limit store unreachable (%s); request not counted", exc)
        return -1
    if count > limit:
        raise RateLimited(limit, max(1, int((window + 1) * WINDOW_SECONDS - now) + 1))
    return limit - count


def request_rate_limit(request, rate_key: str | None) -> int:
    """Apply the token's limit (``rate_key`` set) or the address's limit to one request; see :func:`rate_limit_check`."""
    if rate_key:
        return rate_limit_check(who=rate_key, limit=settings.API_RATE_LIMIT_TOKEN)
    address = request.META.get("REMOTE_ADDR") or "unknown"
    return rate_limit_check(who=f"addr:{address}", limit=settings.API_RATE_LIMIT_ANONYMOUS)
