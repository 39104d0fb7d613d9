"""Start and stop real Celery worker processes for tests (real Redis, the test database).

Everything here stays inside the test run's queue namespace (``settings.QUEUE_NAMESPACE``),
so runs sharing one Redis — other checkouts, other test databases — never touch each other.
"""

from __future__ import annotations

import base64
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import redis
from django.conf import settings
from django.db import connection

REPO = Path(__file__).resolve().parent.parent


def broker_client() -> redis.Redis:
    return redis.Redis.from_url(settings.CELERY_BROKER_URL)


def flush_test_broker() -> None:
    """Delete this run's keys (its queues, unacked tasks and markers); other namespaces are left alone."""
    broker = broker_client()
    keys = list(broker.scan_iter(match=f"{settings.QUEUE_NAMESPACE}:*", count=1000))
    if keys:
        broker.delete(*keys)


def queued(queue: str | None = None) -> int:
    """Tasks waiting in ``queue`` (default: in every queue of this run)."""
    from core.queue import QUEUES

    broker = broker_client()
    return sum(broker.llen(f"{settings.QUEUE_NAMESPACE}:{name}") for name in ([queue] if queue else QUEUES))


def unacked() -> int:
    """Tasks a worker took and has not acknowledged (running, prefetched, or held by a dead worker)."""
    return broker_client().hlen(f"{settings.QUEUE_NAMESPACE}:unacked")


def held_ingest_urls() -> set[str]:
    """URLs of the documents whose ingest tasks the broker holds: waiting in the ingest queue, or taken by a worker
    and not yet acknowledged (kombu's ``unacked`` hash: ``[message, exchange, routing key]`` per delivery tag)."""
    from core.queue import INGEST

    broker = broker_client()
    messages = [json.loads(raw) for raw in broker.lrange(f"{settings.QUEUE_NAMESPACE}:{INGEST}", 0, -1)]
    messages += [json.loads(raw)[0] for raw in broker.hvals(f"{settings.QUEUE_NAMESPACE}:unacked")]
    urls = set()
    for message in messages:
        if message.get("headers", {}).get("task") == "claims.ingest_document":
            args = json.loads(base64.b64decode(message["body"]))[0]
            urls.add(args[0].get("url", ""))
    return urls


def broker_idle() -> bool:
    """Nothing waiting and nothing unacknowledged in this run's namespace."""
    return queued() == 0 and unacked() == 0


def _environment(env: dict[str, str] | None) -> dict[str, str]:
    """A child process's environment: the test settings, database, broker and queue namespace; then ``env``."""
    return {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings.test",
        "POLYPHONY_DB_NAME": connection.settings_dict["NAME"],
        "TEST_REDIS_URL": settings.CELERY_BROKER_URL,
        "TEST_QUEUE_NAMESPACE": settings.QUEUE_NAMESPACE,
        **(env or {}),
    }


def start_worker(*, concurrency: int = 1, log: Path | None = None, queues: list[str] | None = None,
                 name: str | None = None, env: dict[str, str] | None = None) -> subprocess.Popen:
    """A ``celery worker`` subprocess on the test broker, namespace and database.

    ``queues``: the queues it serves (default: all); ``name``: its node name
    (default: unique); ``env``: extra environment variables.
    """
    out = open(log, "wb") if log else subprocess.DEVNULL
    return subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "config", "worker", "--loglevel=info",
         f"--concurrency={concurrency}", "--pool=prefork", "--without-gossip", "--without-mingle",
         "--without-heartbeat", "-n", f"{name or f'test-{os.getpid()}-{time.time_ns()}'}@%h",
         *(["-Q", ",".join(queues)] if queues else [])],
        cwd=REPO, env=_environment(env), stdout=out, stderr=subprocess.STDOUT, start_new_session=True,
    )


def run_command(args: list[str], *, log: Path, env: dict[str, str] | None = None) -> subprocess.Popen:
    """A ``manage.py`` command in a subprocess on the test broker, namespace and database (output to ``log``)."""
    return subprocess.Popen([sys.executable, "manage.py", *args], cwd=REPO, env=_environment(env),
                            stdout=open(log, "wb"), stderr=subprocess.STDOUT, start_new_session=True)


def stop_worker(proc: subprocess.Popen, *, kill: bool = False) -> None:
    if proc.poll() is not None:
        return
    os.killpg(proc.pid, signal.SIGKILL if kill else signal.SIGTERM)
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)


def kill_while(proc: subprocess.Popen, condition, *, timeout: float = 240.0, interval: float = 0.05) -> bool:
    """SIGKILL the worker's process group at a moment ``condition()`` holds, checked with the group frozen.

    The group is stopped (SIGSTOP) before ``condition`` is read, so what it reads (the worker's log, the
    database) cannot change between the check and the kill; when it does not hold the group resumes
    (SIGCONT) and the check repeats. Returns whether the worker was killed within ``timeout`` seconds.
    """
    deadline = time.time() + timeout
    while time.time() < deadline and proc.poll() is None:
        os.killpg(proc.pid, signal.SIGSTOP)
        if condition():
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=30)
            return True
        os.killpg(proc.pid, signal.SIGCONT)
        time.sleep(interval)
    return False


def wait_until(predicate, *, timeout: float = 90.0, interval: float = 0.3) -> bool:
    deadline = time.time() + timeout
    while time.time() < deadline:
        if predicate():
            return True
        time.sleep(interval)
    return predicate()
