"""Every benchmark script runs at 10k claims and reports its figures (not how fast they were)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.slow
# A bench database of its own per test database name, so parallel runs never share one.
DB = "polyphony_bench_" + os.environ.get("POLYPHONY_TEST_DB", "test_polyphony").replace("-", "_")


def _env() -> dict:
    env = {**os.environ, "POLYPHONY_DB_NAME": DB, "DJANGO_SETTINGS_MODULE": "config.settings.local"}
    env["BENCH_REDIS_URL"] = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/15")
    return env


def _run(*argv: str, timeout: int = 300) -> subprocess.CompletedProcess:
    proc = subprocess.run([sys.executable, *argv], cwd=REPO, env=_env(), capture_output=True, text=True,
                          timeout=timeout)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-4000:]
    return proc


def _result(proc: subprocess.CompletedProcess) -> dict:
    lines = [line for line in proc.stdout.splitlines() if line.startswith("RESULT ")]
    assert lines, proc.stdout[-2000:]
    return json.loads(lines[-1][len("RESULT "):])


@pytest.fixture(scope="module")
def corpus():
    """A 10k-claim corpus in its own bench database (rebuilt each run)."""
    _run("manage.py", "migrate", "-v0")
    out = _run("manage.py", "generate_corpus", "--claims", "10000", "--entities", "100", "--seed", "1", "--reset")
    return out.stdout


def _assert_latency(figures: dict) -> None:
    assert figures["n"] > 0
    assert 0 < figures["p50"] <= figures["p95"] <= figures["max"]


def test_generate_corpus_reports_what_it_wrote(corpus):
    """generate_corpus writes the requested 10,000 claims with documents, passages and supersession chains."""
    assert "10000 claims" in corpus and "100 entities" in corpus
    assert "supersessions" in corpus and "0 supersessions" not in corpus


def test_generate_corpus_refuses_a_non_bench_database():
    """generate_corpus will not write into a database whose name does not say bench."""
    env = {**_env(), "POLYPHONY_DB_NAME": "polyphony"}
    proc = subprocess.run([sys.executable, "manage.py", "generate_corpus", "--claims", "100", "--entities", "5"],
                          cwd=REPO, env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode != 0
    assert "refusing to write a synthetic corpus" in proc.stderr


def test_bench_slider_reports_step_latencies(corpus):
    """bench_slider reports unprepared and prepared page steps, the preparation cost, and peak memory."""
    # Preparing every state the slider reaches (≈ 180 ticks, two scopes) writes the prose of each: minutes.
    result = _result(_run("benchmarks/bench_slider.py", "10k", "--db", DB, "--steps", "8", timeout=900))
    assert result["entity_claims"] == 2000 and result["claims_total"] == 10000
    assert result["prepare"]["revisions"] > 0 and result["prepare"]["seconds"] >= 0
    for key in ("page_unprepared_ms", "warm_ms", "page_ms", "page_tick_ms"):
        _assert_latency(result[key])
    assert result["page_status"] == [200] and result["page_citations"] > 0 and result["page_queries"] > 0
    group = result["group"]
    assert group["name"] in [scope[0] for scope in group["prepared_scopes"] if scope]
    _assert_latency(group["page_unprepared_ms"])
    _assert_latency(group["page_ms"])
    assert group["prepare"]["revisions"] > 0
    assert result["peak_rss_mb"] > 0


def test_bench_knn_compares_designs_against_exact_search(corpus):
    """bench_knn reports recall@10 and latency for exact search, one HNSW and the per-lane partial indexes."""
    result = _result(_run("benchmarks/bench_knn.py", "10k", "--db", DB, "--queries", "15"))
    assert result["exact"]["recall_at_10"] == 1.0
    assert len(result["partial_indexes"]) == 3
    for design in ("hnsw", "hnsw_iterative", "partial_iterative", "partial_strict"):
        assert 0.0 <= result[design]["recall_at_10"] <= 1.0
        _assert_latency(result[design]["latency_ms"])
        assert result[design]["plan_uses"]  # which index the plan used (at 10k the planner may prefer a btree)
        assert 0.0 <= result[design]["cross_lane"]["recall_at_10"] <= 1.0
        _assert_latency(result[design]["cross_lane"]["latency_ms"])
    assert result["queries"] == 15 and result["cross_lane_queries"] == 15
    assert result["exact"]["cross_lane"]["recall_at_10"] == 1.0
    assert result["hnsw"]["index_build_s"] >= 0 and "partial_iterative_ef100" in result
    passages = result["passages"]  # answers' P3 query on the passages' IVFFlat index
    assert passages["rows"] > 0 and passages["lists"] >= 1 and passages["exact"]["recall_at_10"] == 1.0
    for design in ("ivfflat", "ivfflat_sqrt_lists", "hnsw"):
        assert 0.0 <= passages[design]["recall_at_10"] <= 1.0 and passages[design]["settings"]
        _assert_latency(passages[design]["latency_ms"])
    assert passages["hnsw"]["index_build_s"] >= 0


def test_bench_ingest_reports_throughput_and_ratio(corpus):
    """bench_ingest reports documents/s for ingestion and for the embedding backend, and their ratio."""
    result = _result(_run("benchmarks/bench_ingest.py", "10k", "--db", DB, "--docs", "3"))
    assert result["statuses"] == {"created": 3}
    assert result["mean_chars"] > 2500
    assert result["ingest_docs_per_s"] > 0 and result["embed_docs_per_s"] > 0 and result["ratio"] > 0
    parallel = result["parallel"]  # two worker processes, one embedding thread each
    assert parallel["workers"] == 2 and parallel["docs_per_s"] > 0 and parallel["ratio"] > 0
    assert parallel["embed_docs_per_s"]["before"] > 0 and parallel["embed_docs_per_s"]["after"] > 0
    _assert_latency(parallel["ms_per_doc"])


def test_bench_answer_reports_latency_or_says_it_cannot(corpus):
    """bench_answer reports answer latency, or says the answers package is missing and exits 0."""
    proc = _run("benchmarks/bench_answer.py", "10k", "--db", DB, "--questions", "8")
    if "does not exist yet" in proc.stdout:
        return
    result = _result(proc)
    _assert_latency(result["latency_ms"])
    assert result["questions"] == 8


def test_bench_memory_reports_worker_peak_rss(corpus):
    """bench_memory runs a real Celery worker over ingestion tasks and reports its peak RSS."""
    result = _result(_run("benchmarks/bench_memory.py", "10k", "--db", DB, "--docs", "2"))
    assert result["documents_stored"] == 2
    assert result["worker_peak_rss_mb"] > 50


def test_bench_talk_reports_latency_queries_and_page_size(corpus):
    """bench_talk requests the largest entities' talk pages now and as of two days, and reports what they hold."""
    result = _result(_run("benchmarks/bench_talk.py", "10k", "--db", DB, "--entities", "2", "--repeat", "2"))
    # The slider's 2,000-claim entity comes first; at 10k it is also one of the two largest.
    assert result["entities"][0] == "bench-slider-target" and 2 <= len(result["entities"]) <= 3
    assert result["requests"] == len(result["entities"]) * 3 * 2 and result["statuses"] == [200]
    _assert_latency(result["latency_ms"])
    assert result["queries_max"] > 0 and result["page_kb_max"] > 0
    largest = result["largest_entity"]
    assert largest["bull_claims"] + largest["bear_claims"] > 0 and largest["plot_rows"] > 0
    assert largest["shown_per_section"] <= 50


def test_bench_facts_reports_the_load_of_a_seed_sized_statistics_file(corpus):
    """bench_facts loads 16,398 facts for 573 players the registry lacks, rolls back, and reports where the time went."""
    result = _result(_run("benchmarks/bench_facts.py", "10k", "--db", DB, "--repeat", "1"))
    assert result["records"] == result["claims_loaded"] == 16398
    assert result["entities_created"] == 572 and result["documents"] == 4
    _assert_latency(result["load_ms"])
    assert result["facts_per_second"] > 0 and result["claims_before"] == 10000
    assert {"parse", "entities", "COPY", "relate (supersession + conflicts)"} <= set(result["last_run_phases_ms"])
