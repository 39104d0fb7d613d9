"""Several workers on named queues: ingestion on two nodes, synthesis on a third; one ingest node SIGKILLed
mid-run. Real worker processes, real Redis (this run's queue namespace), the real test database."""

from __future__ import annotations

import datetime as dt
import re
import time
from pathlib import Path

import pytest
from django.db.models import Count

from claims.models import Claim, Document, IngestionError
from claims.tasks import ingest_document_task
from core.queue import FETCH, INGEST, MAINTENANCE, SYNTHESIS, TASK_QUEUES
from core.viewer import Viewer
from encyclopedia.models import ArticleRevision
from encyclopedia.synthesis import article_synthesize
from tests.worker import flush_test_broker, kill_while, queued, start_worker, stop_worker, unacked, wait_until

pytestmark = [pytest.mark.worker, pytest.mark.slow, pytest.mark.django_db(transaction=True)]

DOCUMENTS = 200
PREFIX = "https://example.test/fleet/"
VISIBILITY_TIMEOUT = 8  # seconds; each task here takes well under one
SUBJECTS = (("Acme Robotics", "seed round"), ("Boltworks", "Series A round"))
SUCCEEDED = re.compile(r"Task (?P<task>[\w.]+)\[(?P<id>[^\]]+)\] succeeded in [\d.]+s: (?P<result>.*)")
RECEIVED = re.compile(r"Task [\w.]+\[(?P<id>[^\]]+)\] received")


def documents() -> list[dict]:
    """Distinct documents, one funding claim each, about two companies over ten days."""
    start = dt.date(2024, 5, 1)
    return [{"source": "acme-newsroom", "title": f"Round {i}", "url": f"{PREFIX}{i}",
             "published_at": (start + dt.timedelta(days=i % 10)).isoformat(),
             "text": f"{SUBJECTS[i % 2][0]} raised ${i + 1} million in a {SUBJECTS[i % 2][1]}."}
            for i in range(DOCUMENTS)]


def log_tail(path: Path) -> str:
    return path.read_text(errors="replace")[-4000:] if path.exists() else "(no log)"


def ready(path: Path) -> bool:
    return path.exists() and " ready." in path.read_text(errors="replace")


def succeeded(path: Path) -> list[tuple[str, str]]:
    """(task name, result) of every task the worker logging to ``path`` finished."""
    return [(m["task"], m["result"]) for m in SUCCEEDED.finditer(path.read_text(errors="replace"))]


def task_ids(path: Path, pattern: re.Pattern) -> set[str]:
    return {m["id"] for m in pattern.finditer(path.read_text(errors="replace"))}


def stored() -> int:
    return Document.objects.filter(url__startswith=PREFIX).count()


def test_three_workers_on_named_queues_one_killed_lose_nothing_double_nothing_and_synthesize_once(
        world, tmp_path, monkeypatch):
    """200 documents through two ingest nodes, one SIGKILLed mid-run: every document stored once, and a third
    node on the synthesis queue re-synthesizes each affected article exactly once."""
    monkeypatch.setenv("CELERY_VISIBILITY_TIMEOUT", str(VISIBILITY_TIMEOUT))
    monkeypatch.setenv("EMBEDDING_THREADS", "1")
    flush_test_broker()
    logs = {name: tmp_path / f"{name}.log" for name in ("ingest-a", "ingest-b", "synthesis")}
    ingest_a = start_worker(name="ingest-a", queues=[INGEST], log=logs["ingest-a"])
    ingest_b = start_worker(name="ingest-b", queues=[INGEST, FETCH], log=logs["ingest-b"])
    synthesis = None
    docs = documents()
    try:
        assert wait_until(lambda: ready(logs["ingest-a"]) and ready(logs["ingest-b"]), timeout=120), \
            log_tail(logs["ingest-a"]) + log_tail(logs["ingest-b"])
        for number, data in enumerate(docs, start=1):
            ingest_document_task.apply_async(args=[data, number])
        # Killed mid-run and mid-task: once 40 are stored and while its log shows a task taken, not finished,
        # read with the node frozen, so that the task cannot finish between the look and the SIGKILL (to its
        # whole process group: no goodbye, no acks).
        assert kill_while(ingest_a, lambda: stored() >= 40 and bool(task_ids(logs["ingest-a"], RECEIVED)
                                                                    - task_ids(logs["ingest-a"], SUCCEEDED))), \
            log_tail(logs["ingest-a"])
        killed_at = stored()
        assert killed_at < DOCUMENTS, "ingestion finished before a node could be killed"
        assert succeeded(logs["ingest-a"]), "the killed node had ingested nothing"

        # The survivor takes over what the dead node held once its visibility timeout passes.
        assert wait_until(lambda: stored() == DOCUMENTS and queued(INGEST) == 0 and unacked() == 0,
                          timeout=300), log_tail(logs["ingest-b"])
        affected = set(Claim.objects.filter(document__url__startswith=PREFIX).values_list("subject_id", flat=True))
        assert len(affected) == len(SUBJECTS)
        # No synthesis node yet: the burst waits as one coalesced run per affected article.
        assert queued(SYNTHESIS) == len(affected)

        synthesis = start_worker(name="synthesis", queues=[SYNTHESIS, MAINTENANCE], log=logs["synthesis"])
        assert wait_until(lambda: queued(SYNTHESIS) == 0 and unacked() == 0
                          and len(succeeded(logs["synthesis"])) >= len(affected), timeout=300), \
            log_tail(logs["synthesis"])
        time.sleep(1)  # a duplicate run, if any, would show in the log now
    finally:
        for proc in (ingest_a, ingest_b, synthesis):
            if proc is not None:
                stop_worker(proc)

    # 0 lost, 0 duplicated.
    per_url = dict(Document.objects.filter(url__startswith=PREFIX).values_list("url").annotate(n=Count("id")))
    assert per_url == {d["url"]: 1 for d in docs}
    assert Claim.objects.filter(document__url__startswith=PREFIX).values("document_id").distinct().count() == DOCUMENTS
    assert not IngestionError.objects.filter(url__startswith=PREFIX).exists()

    # The killed node died holding tasks it had taken; the survivor ran each of them.
    held = task_ids(logs["ingest-a"], RECEIVED) - task_ids(logs["ingest-a"], SUCCEEDED)
    assert held, "the node was killed between tasks"
    assert held <= task_ids(logs["ingest-b"], SUCCEEDED)

    # Each node ran only its own queues' tasks (the synthesis node also serves maintenance, where any
    # task without a queue of its own goes).
    ran = {name: {task for task, _ in succeeded(path)} for name, path in logs.items()}
    assert ran["ingest-a"] == {"claims.ingest_document"}
    assert ran["ingest-b"] == {"claims.ingest_document"}
    assert "encyclopedia.resynthesize_article" in ran["synthesis"]
    assert not {task for task, queue in TASK_QUEUES.items() if queue in (INGEST, FETCH)} & ran["synthesis"]

    # Every affected article re-synthesized once, and what it made is the current article.
    revisions = [int(result) for task, result in succeeded(logs["synthesis"])
                 if task == "encyclopedia.resynthesize_article"]
    entity_of = dict(ArticleRevision.objects.filter(pk__in=revisions).values_list("pk", "entity_id"))
    assert sorted(entity_of[r] for r in revisions) == sorted(affected)
    for revision in revisions:
        entity = ArticleRevision.objects.get(pk=revision).entity
        assert article_synthesize(entity=entity, viewer=Viewer.anonymous()).pk == revision
