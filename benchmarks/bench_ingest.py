"""Offline ingestion end to end (extract, route, embed, store) against the embedding backend alone.

Generates ``--docs`` documents of about 3,000 characters about registry entities
of the bench corpus, then, in the same run:
  * ``embed``: the embedding backend's own throughput on exactly the texts the
    pipeline embeds for those documents (claim statements + passages, each
    distinct text once, as ``core.embeddings.embed_texts`` sends them), one call
    per document as the pipeline makes it;
  * ``ingest``: ``document_ingest`` per document (validate, extract, route,
    embed, store, detect supersession), inside a transaction rolled back at
    the end so the corpus is unchanged.
The two are interleaved document by document (embed then ingest, ingest then
embed, alternately), so machine drift during the run touches both alike.
Reports documents/s for both and their ratio (target ≥ 0.8).

  * ``parallel``: the same documents through ``--workers`` processes (default
    2, one per core), each with one embedding thread (``EMBEDDING_THREADS=1``),
    as a Celery worker of that concurrency runs them; each document in its own
    rolled-back transaction (a whole-run transaction per process would hold
    conflict row locks the other process waits for). Its ratio is against
    the backend alone in the same configuration (``--workers`` processes of
    one thread, which embed faster than one process of two threads), run just
    before and just after the ingestion (``embed_docs_per_s``).

Usage: ``python benchmarks/bench_ingest.py 10k [--docs 60] [--workers 2]``.
"""

from __future__ import annotations

import datetime as dt
import random
import time

import numpy as np

from common import django_setup, parse_args, percentiles, report, require_corpus

FILLER = ("The company did not comment on pricing. Industry observers noted the pace of announcements this "
          "quarter. The report was compiled from public filings and interviews with employees. ")


def make_documents(n: int, names: list[str], seed: int) -> list[tuple[str, dt.datetime]]:
    """``n`` (text, published_at) pairs of ~3,000 characters built from the corpus templates."""
    from claims.corpus_gen import TEMPLATES, _fill

    rng = random.Random(seed)
    nprng = np.random.default_rng(seed)
    nonce = time.time_ns()
    docs = []
    for i in range(n):
        subject = names[rng.randrange(len(names))]
        parts = [f"Report {nonce}-{i} on {subject}."]
        while sum(len(p) + 1 for p in parts) < 3000:
            t = TEMPLATES[rng.randrange(len(TEMPLATES))]
            parts.append(_fill(t, nprng, subject if rng.random() < 0.7 else names[rng.randrange(len(names))])[0])
            if rng.random() < 0.3:
                parts.append(FILLER)
        published = dt.datetime(2026, 1, 1, tzinfo=dt.timezone.utc) + dt.timedelta(days=rng.randrange(300))
        docs.append((" ".join(parts)[:3200], published))
    return docs


def _ingest(source_key: str, i: int, text: str, published: dt.datetime):
    """``document_ingest`` of benchmark document ``i`` (a fresh URL each time); its IngestResult."""
    from claims.services import document_ingest

    return document_ingest(data={
        "source": source_key, "title": f"Bench ingest {i}", "published_at": published.isoformat(),
        "text": text, "url": f"https://bench-ingest.example/{time.time_ns()}/{i}",
    })


def _worker_backend(db: str):
    """Set up Django in a spawned process and return its embedding backend, one thread, loaded."""
    django_setup(db)
    from django.conf import settings

    settings.EMBEDDING_THREADS = 1  # before the backend is made
    from core.embeddings import get_embedding_backend

    backend = get_embedding_backend()
    backend.embed(["Warm the model before the clock starts."])
    return backend


def _timed(items, run_one, start_together, results) -> None:
    """Wait for the other processes, run ``run_one(i, item)`` over ``items``; put (start, end, ms each)."""
    start_together.wait()
    began, times = time.time(), []
    for i, item in enumerate(items):
        t0 = time.perf_counter()
        run_one(i, item)
        times.append((time.perf_counter() - t0) * 1000.0)
    results.put((began, time.time(), times))


def _embed_share(db: str, texts: list[list[str]], start_together, results) -> None:
    """One process of the backend-alone run: embed each document's texts (one call each)."""
    backend = _worker_backend(db)
    _timed(texts, lambda i, batch: backend.embed(batch), start_together, results)


def _ingest_share(db: str, docs: list[tuple[str, dt.datetime]], start_together, results, source_key: str) -> None:
    """One worker process of the parallel ingestion: ``document_ingest`` each document, each rolled back."""
    _worker_backend(db)
    from django.db import transaction

    from claims.extraction.llm import extract_with_fallback
    from claims.services import registry_refs

    # Build the extraction pipeline before the clock starts, as the single-process run does.
    extract_with_fallback(docs[0][0], published_at=docs[0][1], entities=registry_refs())

    def ingest(i, doc):
        with transaction.atomic():
            _ingest(source_key, i, *doc)
            transaction.set_rollback(True)

    _timed(docs, ingest, start_together, results)


def _spawned(target, db: str, items: list, workers: int, *extra) -> tuple[float, list[float]]:
    """Run ``target`` over ``items`` split across ``workers`` spawned processes started together.

    Returns (seconds from the first start to the last end, ms per item).
    Raises RuntimeError, after stopping the others, when a process dies
    (its traceback is printed above by the process itself).
    """
    import multiprocessing
    import queue

    ctx = multiprocessing.get_context("spawn")
    start_together, results = ctx.Barrier(workers), ctx.Queue()
    procs = [ctx.Process(target=target, args=(db, items[w::workers], start_together, results, *extra))
             for w in range(workers)]
    for proc in procs:
        proc.start()
    outcomes = []
    while len(outcomes) < workers:
        try:
            outcomes.append(results.get(timeout=1.0))
        except queue.Empty:
            dead = [proc for proc in procs if proc.exitcode not in (None, 0)]
            if dead:
                for proc in procs:
                    proc.terminate()
                raise RuntimeError(f"a benchmark process exited with code {dead[0].exitcode}; "
                                   "its traceback is above") from None
    for proc in procs:
        proc.join()
    seconds = max(end for _, end, _ in outcomes) - min(began for began, _, _ in outcomes)
    return seconds, [ms for _, _, times in outcomes for ms in times]


def _parallel(db: str, source_key: str, docs, texts, workers: int) -> dict:
    """Ingestion through ``workers`` processes against the backend alone in the same processes.

    The backend alone runs just before and just after the ingestion (the
    run's ratio is against their mean), so drift of the machine's speed
    during the run touches both sides alike.
    """
    before, _ = _spawned(_embed_share, db, texts, workers)
    seconds, ms = _spawned(_ingest_share, db, docs, workers, source_key)
    after, _ = _spawned(_embed_share, db, texts, workers)
    embed_dps = [len(texts) / before, len(texts) / after]
    return {"workers": workers, "embedding_threads_each": 1, "seconds": round(seconds, 2),
            "docs_per_s": round(len(docs) / seconds, 2), "ms_per_doc": percentiles(ms),
            "embed_docs_per_s": {"before": round(embed_dps[0], 2), "after": round(embed_dps[1], 2)},
            "ratio": round((len(docs) / seconds) / (sum(embed_dps) / 2), 3)}


def main() -> None:
    def add(p):
        p.add_argument("--docs", type=int, default=60)
        p.add_argument("--workers", type=int, default=2, help="processes of the parallel run (0: skip it)")

    args = parse_args(__doc__.splitlines()[0], add)
    django_setup(args.db)
    from django.db import transaction

    from claims.extraction.llm import extract_with_fallback
    from claims.models import Entity, Lifecycle, Source
    from claims.passages import split_passages
    from claims.services import registry_refs
    from core.embeddings import get_embedding_backend

    total = require_corpus(args)
    source = Source.objects.filter(lifecycle=Lifecycle.ACTIVE, acl_groups__isnull=True).order_by("id").first()
    names = list(Entity.objects.filter(in_registry=True).order_by("id").values_list("name", flat=True)[:200])
    docs = make_documents(args.docs, names, seed=args.claims)
    backend = get_embedding_backend()
    refs = registry_refs()

    # The texts the pipeline will embed, document by document (not timed).
    texts = []
    for text, published in docs:
        result = extract_with_fallback(text, published_at=published, entities=refs)
        texts.append(list(dict.fromkeys([c.statement for c in result.claims] + [p.text for p in split_passages(text)])))
    backend.embed(texts[0])  # load and warm the model

    # Interleaved, document by document: the backend alone on the document's texts and
    # document_ingest of it, in alternating order, so both figures see the same machine — on
    # this 2-core VM throughput drifted by ±20 % within minutes, which moved a ratio of
    # figures taken a minute apart by as much. One transaction, rolled back.
    embed_ms, ingest_ms, statuses, claims_created = [], [], {}, 0

    def embed_one(batch):
        t0 = time.perf_counter()
        backend.embed(batch)
        embed_ms.append((time.perf_counter() - t0) * 1000.0)

    def ingest_one(i, text, published):
        nonlocal claims_created
        t0 = time.perf_counter()
        result = _ingest(source.key, i, text, published)
        ingest_ms.append((time.perf_counter() - t0) * 1000.0)
        statuses[result.status] = statuses.get(result.status, 0) + 1
        claims_created += result.claims_created

    with transaction.atomic():
        for i, ((text, published), batch) in enumerate(zip(docs, texts)):
            if i % 2 == 0:
                embed_one(batch)
                ingest_one(i, text, published)
            else:
                ingest_one(i, text, published)
                embed_one(batch)
        transaction.set_rollback(True)

    embed_dps = len(docs) / (sum(embed_ms) / 1000.0)
    ingest_dps = len(docs) / (sum(ingest_ms) / 1000.0)
    parallel = _parallel(args.db, source.key, docs, texts, args.workers) if args.workers > 0 else None
    report("ingest", args, {
        "claims_total": total,
        "documents": len(docs),
        "mean_chars": round(sum(len(t) for t, _ in docs) / len(docs)),
        "texts_embedded_per_doc": round(sum(map(len, texts)) / len(texts), 1),
        "claims_per_doc": round(claims_created / len(docs), 1),
        "statuses": statuses,
        "embed_docs_per_s": round(embed_dps, 2),
        "ingest_docs_per_s": round(ingest_dps, 2),
        "ratio": round(ingest_dps / embed_dps, 3),
        "embed_ms_per_doc": percentiles(embed_ms),
        "ingest_ms_per_doc": percentiles(ingest_ms),
        "parallel": parallel,
        "target": "ratio >= 0.8",
    })


if __name__ == "__main__":
    main()
