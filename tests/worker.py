"""Start and stop a real Celery worker process for tests (real Redis, the test database)."""

from __future__ import annotations

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


def flush_test_broker() -> None:
    redis.Redis.from_url(settings.CELERY_BROKER_URL).flushdb()


def start_worker(*, concurrency: int = 1, log: Path | None = None) -> subprocess.Popen:
    """A ``celery worker`` subprocess on the test broker and the current test database."""
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings.test",
        "POLYPHONY_DB_NAME": connection.settings_dict["NAME"],
        "TEST_REDIS_URL": settings.CELERY_BROKER_URL,
    }
    out = open(log, "wb") if log else subprocess.DEVNULL
    return subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "config", "worker", "--loglevel=info",
         f"--concurrency={concurrency}", "--pool=prefork", "--without-gossip", "--without-mingle",
         "--without-heartbeat", "-n", f"test-{os.getpid()}-{time.time_ns()}@%h"],
        cwd=REPO, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True,
    )


def stop_worker(proc: subprocess.Popen, *, kill: bool = False) -> None:
    if proc.poll() is not None:
        return
    os.killpg(proc.pid, signal.SIGKILL if kill else signal.SIGTERM)
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)


def wait_until(predicate, *, timeout: float = 90.0, interval: float = 0.3) -> bool:
    deadline = time.time() + timeout
    while time.time() < deadline:
        if predicate():
            return True
        time.sleep(interval)
    return predicate()
