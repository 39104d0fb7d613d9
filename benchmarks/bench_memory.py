"""Worker memory: peak RSS of a real Celery worker process ingesting documents.

Starts ``celery -A config worker`` (prefork, concurrency 1) on the bench
database and a Redis database of its own (``BENCH_REDIS_URL``, default
``redis://127.0.0.1:6379/6``, flushed first), enqueues ``--docs`` ingestion
tasks of ~3,000-character documents (plus whatever re-synthesis the
``claims_changed`` signal triggers), waits until they are stored, and reads
each worker process's peak RSS (``VmHWM`` in ``/proc/<pid>/status``). The
documents are deleted afterwards, so the corpus is unchanged.

Usage: ``python benchmarks/bench_memory.py 10k [--docs 10]``. Target: ≤ 1 GB per worker process.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from common import REPO, django_setup, parse_args, report, require_corpus

REDIS = os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/6")
URL_PREFIX = "https://bench-memory.example/"


def _tree(pid: int) -> list[int]:
    children = Path(f"/proc/{pid}/task/{pid}/children")
    kids = [int(x) for x in children.read_text().split()] if children.exists() else []
    return [pid] + [p for k in kids for p in _tree(k)]


def _hwm_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return round(int(line.split()[1]) / 1024.0, 1)
    except FileNotFoundError:
        pass
    return 0.0


def main() -> None:
    args = parse_args(__doc__.splitlines()[0], lambda p: p.add_argument("--docs", type=int, default=10))
    os.environ["REDIS_URL"] = REDIS
    django_setup(args.db)
    import redis

    from bench_ingest import make_documents
    from claims.models import Claim, Document, Entity, Lifecycle, Source
    from claims.tasks import ingest_document_task

    total = require_corpus(args)
    redis.Redis.from_url(REDIS).flushdb()
    source = Source.objects.filter(lifecycle=Lifecycle.ACTIVE, acl_groups__isnull=True).order_by("id").first()
    names = list(Entity.objects.filter(in_registry=True).order_by("id").values_list("name", flat=True)[:200])
    docs = make_documents(args.docs, names, seed=args.claims + 1)
    env = {**os.environ, "POLYPHONY_DB_NAME": args.db, "REDIS_URL": REDIS,
           "DJANGO_SETTINGS_MODULE": os.environ["DJANGO_SETTINGS_MODULE"], "DJANGO_DEBUG": "0"}
    worker = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "config", "worker", "--loglevel=warning", "--concurrency=1",
         "--pool=prefork", "--without-gossip", "--without-mingle", "--without-heartbeat",
         "-n", f"bench-memory-{os.getpid()}@%h"],
        cwd=REPO, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
    )
    peaks: dict[int, float] = {}
    started = time.perf_counter()
    try:
        nonce = time.time_ns()
        for i, (text, published) in enumerate(docs):
            ingest_document_task.delay({"source": source.key, "title": f"Bench memory {i}", "text": text,
                                        "published_at": published.isoformat(), "url": f"{URL_PREFIX}{nonce}/{i}"})
        deadline = time.time() + 60 + 30 * len(docs)
        done = 0
        while time.time() < deadline:
            for pid in _tree(worker.pid):
                peaks[pid] = max(peaks.get(pid, 0.0), _hwm_mb(pid))
            done = Document.objects.filter(url__startswith=f"{URL_PREFIX}{nonce}/").count()
            if done >= len(docs) or worker.poll() is not None:
                break
            time.sleep(0.5)
        time.sleep(2)  # let the re-synthesis the signal queued run too
        for pid in _tree(worker.pid):
            peaks[pid] = max(peaks.get(pid, 0.0), _hwm_mb(pid))
        elapsed = time.perf_counter() - started
    finally:
        if worker.poll() is None:
            os.killpg(worker.pid, signal.SIGTERM)
            try:
                worker.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(worker.pid, signal.SIGKILL)
                worker.wait(timeout=10)
        mine = Document.objects.filter(url__startswith=URL_PREFIX)
        Claim.objects.filter(document__in=mine).delete()
        mine.delete()
    report("memory", args, {
        "claims_total": total,
        "documents": len(docs),
        "documents_stored": done,
        "seconds": round(elapsed, 1),
        "worker_processes": len(peaks),
        "worker_peak_rss_mb": max(peaks.values(), default=0.0),
        "worker_peak_rss_by_process_mb": sorted(peaks.values(), reverse=True),
        "target": "worker peak RSS <= 1024 MB per process",
    })


if __name__ == "__main__":
    main()
