"""Lane- and time-filtered nearest neighbours: three index designs side by side, one run.

Query (one lane, ``as_of``, the anonymous reader's permitted sources, k = 10)::

    SELECT id FROM claims_claim
    WHERE lane = '<lane>' AND known_at < %(cutoff)s AND source_id = ANY(%(visible)s)
    ORDER BY embedding <=> %(q)s LIMIT 10

Designs: ``exact`` (index scans off: the ground truth); ``hnsw`` (one HNSW index
over every lane, m 16, ef_construction 64 — built inside the benchmark's
rolled-back transaction, since the schema has no such index — iterative scan
off) and ``hnsw_iterative`` (the same with ``hnsw.iterative_scan =
relaxed_order``); ``partial_iterative`` (the schema's per-lane partial HNSW
indexes, relaxed_order, at the application's ``core.vectors.EF_SEARCH``),
``partial_iterative_ef<n>`` (the same at other ``ef_search`` values),
``partial_strict`` (strict_order) and ``partial_iterative_overfetch``
(relaxed_order, 40 candidates re-sorted exactly in a materialized CTE, as
pgvector's README advises). Each design runs in a transaction that drops the
other design's indexes and is rolled back, so the planner can only use the
design under test and nothing changes. Query vectors are fresh sentences about
a company the corpus does not hold, embedded with the real model. The measured
set asks each lane for the kind of claim it holds (queries drawn from the
data's distribution, as ann-benchmarks does); a second, ``cross_lane``, set
asks each lane for a kind it never holds (an opinion in the canonical lane),
whose exact neighbours are unrelated claims — reported beside each design. Statements are never prepared
(``prepare_threshold=None``), so every ``SET`` applies.

``passages``: answers' P3 query over the passages (the same reader's sources and
cut-off, no lane) with the measured set's vectors, through the passages'
IVFFlat index at the application's probes (``core.vectors.ivfflat_probes_for``
of its lists) and at sqrt(lists), and through an HNSW index (m 16,
ef_construction 64, the former design, built in a rolled-back transaction),
against exact search.

Usage: ``python benchmarks/bench_knn.py 10k [--queries 100] [--ef-search 400]``.
Target at 1M: recall@10 ≥ 0.99 and p95 ≤ 10 ms.
"""

from __future__ import annotations

import datetime as dt
import random

import numpy as np

from common import django_setup, parse_args, percentiles, raw_connection, report, require_corpus

SQL = ("SELECT id FROM claims_claim WHERE lane = '{lane}' AND known_at < %s AND source_id = ANY(%s) "
       "ORDER BY embedding <=> %s LIMIT 10")
#: relaxed_order may return rows slightly out of order: fetch more, then sort exactly (pgvector README).
SQL_OVERFETCH = ("WITH relaxed AS MATERIALIZED (SELECT id, embedding <=> %s AS distance FROM claims_claim "
                 "WHERE lane = '{lane}' AND known_at < %s AND source_id = ANY(%s) ORDER BY distance LIMIT 40) "
                 "SELECT id FROM relaxed ORDER BY distance LIMIT 10")
GLOBAL = "bench_claim_embedding_hnsw"
GLOBAL_DDL = (f"CREATE INDEX {GLOBAL} ON claims_claim USING hnsw (embedding vector_cosine_ops) "
              "WITH (m = 16, ef_construction = 64)")


def _lane_indexes(conn) -> list[str]:
    rows = conn.execute("SELECT indexname FROM pg_indexes WHERE tablename = 'claims_claim' "
                        "AND indexdef ILIKE '%%USING hnsw%%' AND indexdef ILIKE '%%WHERE%%lane%%'").fetchall()
    return [r[0] for r in rows]


def _run(conn, queries, *, drop: list[str], build: str | None,
         variants: dict[str, tuple[dict[str, str], bool]]) -> tuple[dict[str, tuple], float]:
    """Run every query of every variant twice (warm, then timed) inside one rolled-back transaction.

    ``drop``: indexes dropped first; ``build``: DDL of an index created first
    (its build seconds are returned). ``variants``: name → (settings, overfetch);
    every variant of one call sets the same keys. Returns name → (results,
    times in ms, indexes the plan uses), and the build seconds.
    """
    import time

    out = {}
    built = 0.0
    with conn.transaction(force_rollback=True):
        for name in drop:
            conn.execute(f'DROP INDEX "{name}"')
        if build:
            conn.execute("SET LOCAL maintenance_work_mem = '3GB'")
            start = time.perf_counter()
            conn.execute(build)
            built = time.perf_counter() - start
        for variant, (settings, overfetch) in variants.items():
            sql, order = ((SQL_OVERFETCH, lambda c, v, q: (q, c, v)) if overfetch
                          else (SQL, lambda c, v, q: (c, v, q)))
            for key, value in settings.items():
                conn.execute(f"SET LOCAL {key} = {value}")
            lane, cutoff, visible, vec = queries[0]
            plan = conn.execute("EXPLAIN " + sql.format(lane=lane), order(cutoff, visible, vec)).fetchall()
            used = sorted({word.strip('"') for (line,) in plan for word in line.split() if "hnsw" in word
                           or word.startswith("claim_")}) or ["seq/bitmap scan"]
            results, times = _measure(conn, [(sql.format(lane=lane), order(cutoff, visible, vec))
                                             for lane, cutoff, visible, vec in queries])
            out[variant] = (results, times, ",".join(used))
    return out, built


def _measure(conn, statements: list[tuple[str, tuple]]) -> tuple[list[list[int]], list[float]]:
    """Run every (sql, params) twice, warm then timed; (ids returned by each, milliseconds each)."""
    import time

    for sql, params in statements:
        conn.execute(sql, params).fetchall()
    results, times = [], []
    for sql, params in statements:
        start = time.perf_counter()
        rows = conn.execute(sql, params).fetchall()
        times.append((time.perf_counter() - start) * 1000.0)
        results.append([r[0] for r in rows])
    return results, times


PASSAGE_SQL = ("SELECT id FROM claims_passage WHERE known_at < %s AND source_id = ANY(%s) "
               "ORDER BY embedding <=> %s LIMIT 10")


#: The passages' former index, built inside the rolled-back transaction for comparison.
PASSAGE_HNSW_DDL = ("CREATE INDEX bench_passage_embedding_hnsw ON claims_passage USING hnsw "
                    "(embedding vector_cosine_ops) WITH (m = 16, ef_construction = 64)")


def _passages(conn, queries, ef_search: int) -> dict:
    """P3's passage query: the IVFFlat index (application probes, sqrt(lists)) and an HNSW index, against exact."""
    import math
    import time

    from claims.models import PASSAGE_EMBEDDING_INDEX
    from core.vectors import ivfflat_lists, ivfflat_probes_for

    lists = ivfflat_lists(PASSAGE_EMBEDDING_INDEX)
    statements = [(PASSAGE_SQL, (cutoff, visible, vec)) for _, cutoff, visible, vec in queries]
    figures = {"rows": conn.execute("SELECT count(*) FROM claims_passage").fetchone()[0], "lists": lists}
    ivfflat = "ivfflat.iterative_scan = relaxed_order; SET LOCAL ivfflat.probes = {}"
    truth = None
    for name, setting, build in (
        ("exact", "enable_indexscan = off", None),
        ("ivfflat", ivfflat.format(ivfflat_probes_for(lists)), None),
        ("ivfflat_sqrt_lists", ivfflat.format(max(1, round(math.sqrt(lists)))), None),
        ("hnsw", f"hnsw.iterative_scan = relaxed_order; SET LOCAL hnsw.ef_search = {ef_search}", PASSAGE_HNSW_DDL),
    ):
        with conn.transaction(force_rollback=True):
            built = None
            if build:
                conn.execute(f'DROP INDEX "{PASSAGE_EMBEDDING_INDEX}"')
                conn.execute("SET LOCAL maintenance_work_mem = '3GB'")
                start = time.perf_counter()
                conn.execute(build)
                built = round(time.perf_counter() - start, 1)
            conn.execute(f"SET LOCAL {setting}")
            results, times = _measure(conn, statements)
        truth = truth or results
        figures[name] = {**_recall(results, truth), "latency_ms": percentiles(times), "settings": setting}
        if built is not None:
            figures[name]["index_build_s"] = built
    return figures


def _recall(results: list[list[int]], truth: list[list[int]]) -> dict:
    """recall@10 (mean share of the exact top 10 returned) and queries short of the exact row count."""
    hits = [len(set(r) & set(t)) / len(t) for r, t in zip(results, truth) if t]
    return {"recall_at_10": round(float(np.mean(hits)) if hits else 1.0, 4),
            "short_queries": sum(1 for r, t in zip(results, truth) if len(r) < len(t))}


def main() -> None:
    def add(p):
        p.add_argument("--queries", type=int, default=100)
        p.add_argument("--ef-search", type=int, default=None,
                       help="ef_search of the main designs (default: the application's core.vectors.EF_SEARCH)")

    args = parse_args(__doc__.splitlines()[0], add)
    django_setup(args.db)
    from core.vectors import EF_SEARCH

    args.ef_search = args.ef_search or EF_SEARCH
    from claims.corpus_gen import END, START, TEMPLATES, _fill
    from claims.models import Lane
    from claims.selectors import sources_visible_to
    from core.timezones import day_end
    from core.embeddings import get_embedding_backend
    from core.viewer import Viewer

    total = require_corpus(args)
    rng = random.Random(10)
    nprng = np.random.default_rng(10)
    lanes = list(Lane.values)
    # Query i reads lane i % 3. The measured set asks each lane for its own kind of
    # claim (a template that lane holds), as ann-benchmarks draws queries from the
    # data's distribution; the cross-lane set asks a lane for a kind it never holds.
    own = {lane: [t for t in TEMPLATES if lane in t.lanes] for lane in lanes}
    other = {lane: [t for t in TEMPLATES if lane not in t.lanes] for lane in lanes}
    texts = [_fill(rng.choice(kinds[lanes[i % 3]]), nprng, f"Query Robotics {i}")[0]
             for kinds in (own, other) for i in range(args.queries)]
    vectors = get_embedding_backend().embed(texts)
    queries = []
    span = (END - START).days
    for i, vec in enumerate(vectors):
        as_of = (START + dt.timedelta(days=rng.randrange(span // 3, span))).date()
        visible = sorted(sources_visible_to(Viewer.anonymous(), as_of=as_of))
        queries.append((lanes[i % 3], day_end(as_of), visible, np.asarray(vec, dtype=np.float32)))

    conn = raw_connection()
    partial = _lane_indexes(conn)
    def relaxed_at(value: int) -> dict[str, str]:
        return {"hnsw.ef_search": str(value), "hnsw.iterative_scan": "relaxed_order"}

    # (indexes to drop, index to build): {design: (settings, overfetch)}
    groups = [
        ([], None, {"exact": ({"enable_indexscan": "off"}, False)}),
        (partial, GLOBAL_DDL, {
            "hnsw": ({"hnsw.ef_search": str(args.ef_search), "hnsw.iterative_scan": "off"}, False),
            "hnsw_iterative": (relaxed_at(args.ef_search), False),
        }),
        ([], None, {
            "partial_iterative": (relaxed_at(args.ef_search), False),
            "partial_strict": ({"hnsw.ef_search": str(args.ef_search), "hnsw.iterative_scan": "strict_order"},
                               False),
            "partial_iterative_overfetch": (relaxed_at(args.ef_search), True),
            **{f"partial_iterative_ef{other}": (relaxed_at(other), False)
               for other in sorted({100, 200, 400, 800} - {args.ef_search})},
        }),
    ]
    figures = {"claims_total": total, "queries": args.queries, "cross_lane_queries": len(queries) - args.queries,
               "k": 10, "ef_search": args.ef_search,
               "partial_indexes": partial}
    truth = None
    for drop, build, variants in groups:
        measured, built = _run(conn, queries, drop=drop, build=build, variants=variants)
        for name, (results, times, used) in measured.items():
            if truth is None:
                truth = results
            n = args.queries
            figures[name] = {**_recall(results[:n], truth[:n]), "latency_ms": percentiles(times[:n]),
                             "plan_uses": used,
                             "cross_lane": {**_recall(results[n:], truth[n:]), "latency_ms": percentiles(times[n:])}}
            if build:
                figures[name]["index_build_s"] = round(built, 1)
    figures["passages"] = _passages(conn, queries[:args.queries], args.ef_search)
    figures["target"] = "recall@10 >= 0.99 and p95 <= 10 ms at 1M claims"
    conn.close()
    report("knn", args, figures)


if __name__ == "__main__":
    main()
