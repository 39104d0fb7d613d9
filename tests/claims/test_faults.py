"""Faults: a worker killed with SIGKILL, duplicate deliveries, Redis going away, PostgreSQL dropping
connections. Real worker processes, real Redis, the real test database; nothing is lost or doubled.

PostgreSQL "restarting" is simulated for the worker only: the embedded server is shared with other
runs on this machine, so instead of stopping it we terminate the worker's backend connections with
``pg_terminate_backend`` for a while — to the worker that is exactly what a restart looks like (its
connections die mid-query and new ones are made afterwards).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import threading
import time
from pathlib import Path

import pytest
import redis
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError
from django.db import connection
from django.db.models import Count

from claims.models import Claim, Document, IngestionError, IngestionRun, Source
from claims.services import sources_load
from claims.tasks import ingest_document_task, refresh_source_task
from core.queue import INGEST, namespaced
from tests.claims.localserver import LocalServer
from tests.worker import (broker_client, broker_idle, flush_test_broker, held_ingest_urls, kill_while, queued,
                          run_command, start_worker, stop_worker, unacked, wait_until)

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]

VISIBILITY_TIMEOUT = 6  # seconds; tasks here take well under one second


def documents(n: int, *, prefix: str) -> list[dict]:
    """Short documents, one funding claim each, distinct content."""
    return [{"source": "acme-newsroom", "title": f"Seed {i}", "url": f"https://example.test/{prefix}/{i}",
             "published_at": "2024-06-01", "text": f"Acme Robotics raised ${i + 1} million in a seed round."}
            for i in range(n)]


def assert_ingested_exactly_once(docs: list[dict]) -> None:
    urls = [d["url"] for d in docs]
    per_url = dict(Document.objects.filter(url__in=urls).values_list("url").annotate(n=Count("id")))
    assert per_url == {url: 1 for url in urls}
    claims = Claim.objects.filter(document__url__in=urls)
    assert claims.count() == len(urls)
    assert claims.values("document_id").distinct().count() == len(urls)
    assert not IngestionError.objects.filter(url__in=urls).exists()


def log_tail(path: Path) -> str:
    return path.read_text(errors="replace")[-4000:] if path.exists() else "(no log)"


@pytest.fixture
def fast_redelivery(monkeypatch):
    """Workers started in this test re-deliver abandoned tasks after a few seconds, not an hour."""
    monkeypatch.setenv("CELERY_VISIBILITY_TIMEOUT", str(VISIBILITY_TIMEOUT))
    monkeypatch.setenv("FETCH_MIN_INTERVAL_SECONDS", "0")


def test_worker_killed_with_sigkill_mid_run_loses_and_doubles_nothing(world, tmp_path, fast_redelivery):
    """50 documents, the worker SIGKILLed part-way, a new worker started: each document ingested exactly once.

    The kill lands while every document is stored, queued or held unacknowledged, none in flight: a task the worker
    has popped from Redis but not yet recorded as unacknowledged is lost by kombu's Redis transport whatever the
    worker does (Redis's loss, which ``ingest_documents --wait`` sends again; tested apart), not the worker's."""
    flush_test_broker()
    docs = documents(50, prefix="kill")
    urls = {d["url"] for d in docs}

    def mid_run_none_in_flight() -> bool:
        stored = set(Document.objects.filter(url__in=urls).values_list("url", flat=True))
        return len(stored) >= 8 and urls <= stored | held_ingest_urls()

    first = start_worker(log=tmp_path / "first.log", concurrency=2)
    try:
        for number, data in enumerate(docs, start=1):
            ingest_document_task.apply_async(args=[data, number])
        killed = kill_while(first, mid_run_none_in_flight, timeout=180, interval=0.1)
        assert killed, log_tail(tmp_path / "first.log")
    finally:
        stop_worker(first, kill=True)  # SIGKILL to the whole process group: no goodbye, no acks
    done_at_kill = Document.objects.filter(url__startswith="https://example.test/kill/").count()
    assert done_at_kill < 50, "the worker finished before it could be killed"
    assert unacked() >= 1  # the killed worker held tasks it never acknowledged
    time.sleep(VISIBILITY_TIMEOUT + 1)  # the abandoned, unacknowledged tasks are now visible again
    second = start_worker(log=tmp_path / "second.log", concurrency=2)
    try:
        finished = wait_until(
            lambda: Document.objects.filter(url__startswith="https://example.test/kill/").count() == 50,
            timeout=240)
        assert finished, log_tail(tmp_path / "second.log")
        assert wait_until(broker_idle, timeout=60)
    finally:
        stop_worker(second)
    assert_ingested_exactly_once(docs)


def test_duplicate_delivery_of_the_same_task_does_nothing(world, tmp_path, fast_redelivery):
    """The same task message delivered twice (ingest and refresh) stores its documents once."""
    flush_test_broker()
    server = LocalServer().start()
    try:
        feed_url = server.serve_feed("rssparser__nhs-feed.rss")
        sources_load(records=[{"key": "nhs", "name": "NHS", "source_class": "press_release", "owner": "NHS",
                               "authority_tier": 3, "lifecycle": "active", "feed_url": feed_url}])
        source = Source.objects.get(key="nhs")
        [data] = documents(1, prefix="dup")
        worker = start_worker(log=tmp_path / "worker.log")
        try:
            for _ in range(2):
                ingest_document_task.apply_async(args=[data, 1], task_id="same-ingest-task")
                refresh_source_task.apply_async(args=[source.pk], kwargs={"trigger": "schedule"},
                                                task_id="same-refresh-task")
            assert wait_until(lambda: IngestionRun.objects.filter(source=source, finished_at__isnull=False).count() == 2
                              and Document.objects.filter(url=data["url"]).exists(), timeout=180), \
                log_tail(tmp_path / "worker.log")
            assert wait_until(broker_idle, timeout=60)
        finally:
            stop_worker(worker)
    finally:
        server.stop()
    assert_ingested_exactly_once([data])
    assert Document.objects.filter(source=source).count() == 2
    runs = sorted(IngestionRun.objects.filter(source=source).values_list("documents_new", "documents_unchanged"))
    assert runs == [(0, 2), (2, 0)]


def test_postgres_dropping_the_workers_connections_makes_tasks_retry_and_complete(world, tmp_path, fast_redelivery):
    """While PostgreSQL kills the worker's connections, the hit tasks retry and every document lands once."""
    flush_test_broker()
    docs = documents(30, prefix="pg")
    worker = start_worker(log=tmp_path / "worker.log")
    stop = threading.Event()
    killed = []

    connection.ensure_connection()
    ours = connection.connection.info.backend_pid  # the test's own connection stays up

    def outage():
        from django.db import connections

        conn = connections["default"]
        try:
            while not stop.is_set():
                with conn.cursor() as cursor:
                    cursor.execute(
                        "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                        "WHERE datname = current_database() AND pid NOT IN (pg_backend_pid(), %s) "
                        "AND backend_type = 'client backend'", [ours]
                    )
                    killed.append(cursor.fetchone()[0])
                time.sleep(0.05)
        finally:
            conn.close()

    try:
        assert wait_until(lambda: _worker_ready(tmp_path / "worker.log"), timeout=120), log_tail(tmp_path / "worker.log")
        for number, data in enumerate(docs, start=1):
            ingest_document_task.apply_async(args=[data, number])
        assert wait_until(lambda: Document.objects.filter(url__startswith="https://example.test/pg/").count() >= 3,
                          timeout=180, interval=0.05), log_tail(tmp_path / "worker.log")
        thread = threading.Thread(target=outage)
        thread.start()
        time.sleep(1.5)
        stop.set()
        thread.join()
        assert wait_until(lambda: Document.objects.filter(url__startswith="https://example.test/pg/").count() == 30,
                          timeout=240), log_tail(tmp_path / "worker.log")
    finally:
        stop.set()
        stop_worker(worker)
    log = (tmp_path / "worker.log").read_text(errors="replace")
    assert sum(killed) > 0
    assert "Retry in" in log, log[-4000:]
    assert_ingested_exactly_once(docs)


def _worker_ready(log: Path) -> bool:
    return log.exists() and "ready." in log.read_text(errors="replace")


def test_ingest_documents_says_clearly_when_redis_is_down_and_loses_nothing(world, tmp_path, settings):
    """With the broker unreachable the command explains, enqueues nothing; --sync then ingests everything."""
    docs = documents(5, prefix="down")
    path = tmp_path / "docs.jsonl"
    path.write_text("\n".join(json.dumps(d) for d in docs))
    working = settings.REDIS_URL
    settings.REDIS_URL = settings.CELERY_BROKER_URL = f"redis://127.0.0.1:{_free_port()}/0"
    with pytest.raises(CommandError, match="broker \\(REDIS_URL\\) is unreachable: nothing was enqueued and "
                                           "nothing is lost"):
        call_command("ingest_documents", str(path))
    assert not Document.objects.filter(url__startswith="https://example.test/down/").exists()
    settings.REDIS_URL = settings.CELERY_BROKER_URL = working  # Redis is back
    call_command("ingest_documents", str(path), "--sync")
    assert_ingested_exactly_once(docs)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.mark.skipif(shutil.which("redis-server") is None, reason="needs the redis-server binary (apt-get install redis-server)")
def test_redis_restarting_while_the_worker_ingests_loses_nothing(world, tmp_path, fast_redelivery):
    """Redis (with its append-only file, as in production) dies and comes back while ``ingest_documents --wait``
    runs: the worker reconnects, a task Redis lost as the worker took it is sent again, all 30 land once."""
    port = _free_port()
    data_dir = tmp_path / "redis"
    data_dir.mkdir()
    url = f"redis://127.0.0.1:{port}/0"

    def start_redis():
        proc = subprocess.Popen(
            ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "yes",
             "--appendfsync", "always", "--dir", str(data_dir)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        assert wait_until(lambda: _pings(url), timeout=20)
        return proc

    docs = documents(30, prefix="redis")
    path = tmp_path / "docs.jsonl"
    path.write_text("\n".join(json.dumps(d) for d in docs))
    redis_proc = start_redis()
    env = {"TEST_REDIS_URL": url}
    worker = start_worker(log=tmp_path / "worker.log", env=env)
    command = run_command(["ingest_documents", str(path), "--wait", "--timeout", "240", "--resend-after", "3"],
                          log=tmp_path / "command.log", env=env)
    try:
        assert wait_until(lambda: Document.objects.filter(url__startswith="https://example.test/redis/").count() >= 5,
                          timeout=180, interval=0.1), log_tail(tmp_path / "worker.log")
        assert Document.objects.filter(url__startswith="https://example.test/redis/").count() < 30
        os.killpg(redis_proc.pid, signal.SIGKILL)
        redis_proc.wait(timeout=10)
        time.sleep(2)
        redis_proc = start_redis()
        assert command.wait(timeout=300) == 0, log_tail(tmp_path / "command.log") + log_tail(tmp_path / "worker.log")
    finally:
        stop_worker(worker)
        stop_worker(command)
        if redis_proc.poll() is None:
            os.killpg(redis_proc.pid, signal.SIGTERM)
            redis_proc.wait(timeout=10)
    assert "all enqueued documents are processed" in (tmp_path / "command.log").read_text()
    assert_ingested_exactly_once(docs)


def test_ingest_documents_sends_again_what_the_broker_lost(world, tmp_path, fast_redelivery):
    """Tasks gone from the broker before any worker recorded them (as when Redis dies mid-delivery) are sent
    again by ``ingest_documents --wait`` once the queue is drained; each document is stored once, and one the
    worker refuses counts as processed (its failure is recorded)."""
    flush_test_broker()
    docs = documents(5, prefix="lost")
    refused = {**documents(1, prefix="lost-refused")[0], "source": "no-such-source"}
    path = tmp_path / "docs.jsonl"
    path.write_text("\n".join(json.dumps(d) for d in [*docs, refused]))
    command = run_command(["ingest_documents", str(path), "--wait", "--timeout", "180", "--resend-after", "2"],
                          log=tmp_path / "command.log")
    worker = None
    try:
        assert wait_until(lambda: queued(INGEST) == 6, timeout=60), log_tail(tmp_path / "command.log")
        broker_client().delete(namespaced(INGEST))  # the six tasks are lost; no worker ever saw them
        worker = start_worker(log=tmp_path / "worker.log")
        assert command.wait(timeout=240) == 0, log_tail(tmp_path / "command.log") + log_tail(tmp_path / "worker.log")
    finally:
        stop_worker(command)
        if worker is not None:
            stop_worker(worker)
    log = (tmp_path / "command.log").read_text()
    assert "sent 6 pending document(s) again: the broker no longer held them" in log
    assert "all enqueued documents are processed" in log
    assert_ingested_exactly_once(docs)
    assert IngestionError.objects.filter(url=refused["url"]).count() == 1
    assert not Document.objects.filter(url=refused["url"]).exists()


def _pings(url: str) -> bool:
    try:
        return bool(redis.Redis.from_url(url, socket_connect_timeout=0.3).ping())
    except (redis.RedisError, OSError):
        return False
