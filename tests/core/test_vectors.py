"""IVFFlat lists and probes, and the refresh that rebuilds the passages' index as they grow (real PostgreSQL)."""

import datetime as dt

import numpy as np
import pytest
from django.db import connection

from claims.models import PASSAGE_EMBEDDING_INDEX, Document, Passage, Source
from core.vectors import (
    iterative_vector_scan,
    ivfflat_lists,
    ivfflat_lists_for,
    ivfflat_probes_for,
    ivfflat_refresh,
)

DIMENSIONS = 384


def test_lists_follow_the_pgvector_readme_and_probes_twice_their_square_root():
    assert [ivfflat_lists_for(n) for n in (0, 999, 1_999, 2_000, 130_000, 1_000_000)] == [1, 1, 1, 2, 130, 1000]
    assert ivfflat_lists_for(4_000_000) == 2000  # sqrt(rows) above 1M
    assert [ivfflat_probes_for(n) for n in (1, 2, 130, 1000)] == [1, 2, 23, 63]


def _store_passages(n: int, seed: int = 0) -> np.ndarray:
    """``n`` passages with unit vectors in 20 clusters, in one document of a public source; their vectors."""
    rng = np.random.default_rng(seed)
    centres = rng.normal(size=(20, DIMENSIONS))
    vectors = centres[rng.integers(0, 20, n)] + rng.normal(scale=0.3, size=(n, DIMENSIONS))
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    source = Source.objects.get(key="acme-newsroom")
    when = dt.datetime(2024, 3, 1, tzinfo=dt.timezone.utc)
    document = Document.objects.create(source=source, url="https://example.test/many", published_at=when,
                                       text="many passages", content_hash=f"many-{seed}", extractor="test")
    Passage.objects.bulk_create(
        Passage(document=document, source=source, index=i, text=f"passage {i}", start=0, end=1, known_at=when,
                embedding=v.tolist())
        for i, v in enumerate(vectors)
    )
    return vectors


def _nearest(vector, k=10) -> tuple[int, list[int], str]:
    """(probes set, passage indexes found through the IVFFlat index, the plan) for the ``k`` nearest."""
    with iterative_vector_scan(ivfflat_index=PASSAGE_EMBEDDING_INDEX), connection.cursor() as cursor:
        cursor.execute("SHOW ivfflat.probes")
        probes = int(cursor.fetchone()[0])
        cursor.execute("SET LOCAL enable_seqscan = off")  # a few thousand rows: the planner would scan them
        sql = "SELECT \"index\" FROM claims_passage ORDER BY embedding <=> %s::vector LIMIT %s"
        params = [str(list(map(float, vector))), k]
        cursor.execute("EXPLAIN " + sql, params)
        plan = " ".join(row[0] for row in cursor.fetchall())
        cursor.execute(sql, params)
        return probes, [row[0] for row in cursor.fetchall()], plan


def test_an_index_on_few_passages_keeps_one_list_and_is_not_rebuilt(world):
    _store_passages(300)
    result = ivfflat_refresh(PASSAGE_EMBEDDING_INDEX)
    assert (result.rows, result.lists_before, result.lists_after, result.rebuilt) == (300, 1, 1, False)


def test_grown_passages_get_more_lists_and_queries_probe_for_them(world):
    vectors = _store_passages(4_500)
    assert ivfflat_lists(PASSAGE_EMBEDDING_INDEX) == 1
    result = ivfflat_refresh(PASSAGE_EMBEDDING_INDEX)
    assert (result.rows, result.lists_before, result.lists_after, result.rebuilt) == (4_500, 1, 4, True)
    assert ivfflat_lists(PASSAGE_EMBEDDING_INDEX) == 4
    # Lists right: a second run changes nothing, unless forced.
    assert ivfflat_refresh(PASSAGE_EMBEDDING_INDEX).rebuilt is False
    assert ivfflat_refresh(PASSAGE_EMBEDDING_INDEX, force=True).rebuilt is True

    # 4 lists, 4 probes: every list is read, so the index returns the exact neighbours.
    query = vectors[17]
    probes, found, plan = _nearest(query)
    exact = list(np.argsort(-(vectors @ query), kind="stable")[:10])
    assert probes == 4 and PASSAGE_EMBEDDING_INDEX in plan
    assert found[0] == 17 and found == exact


def test_an_invalid_copy_left_by_an_interrupted_rebuild_is_dropped(world):
    leftover = PASSAGE_EMBEDDING_INDEX + "_ccnew"
    with connection.cursor() as cursor:
        cursor.execute(f'CREATE INDEX "{leftover}" ON claims_passage USING ivfflat (embedding vector_cosine_ops) '
                       "WITH (lists = 1)")
        # What PostgreSQL leaves when REINDEX CONCURRENTLY is cancelled: the copy, marked invalid.
        cursor.execute("UPDATE pg_index SET indisvalid = false WHERE indexrelid = %s::regclass", [leftover])
    assert ivfflat_refresh(PASSAGE_EMBEDDING_INDEX, force=True).rebuilt
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM pg_class WHERE relname = %s", [leftover])
        assert cursor.fetchone()[0] == 0


def test_an_unknown_index_is_a_clear_error(db):
    with pytest.raises(LookupError, match="no IVFFlat index named 'claim_lane_known_at'"):
        ivfflat_refresh("claim_lane_known_at")


@pytest.mark.django_db(transaction=True)
def test_the_daily_task_rebuilds_concurrently_outside_a_transaction(world):
    from claims.tasks import refresh_vector_indexes_task

    _store_passages(2_100, seed=1)
    try:
        assert refresh_vector_indexes_task() == {
            "index": PASSAGE_EMBEDDING_INDEX, "rows": 2_100, "lists_before": 1, "lists_after": 2, "rebuilt": True,
        }
        with connection.cursor() as cursor:  # REINDEX CONCURRENTLY leaves no invalid copy behind
            cursor.execute("SELECT count(*) FROM pg_class WHERE relname LIKE %s", [PASSAGE_EMBEDDING_INDEX + "%"])
            assert cursor.fetchone()[0] == 1
    finally:
        Passage.objects.all().delete()
        ivfflat_refresh(PASSAGE_EMBEDDING_INDEX)  # back to one list for the tests after this one
    assert ivfflat_lists(PASSAGE_EMBEDDING_INDEX) == 1


@pytest.mark.django_db(transaction=True)
def test_a_failed_rebuild_leaves_the_index_with_the_lists_it_has(world):
    """REINDEX CONCURRENTLY failing (here: a lock it cannot get in time) puts the lists setting back."""
    import psycopg
    from django.db import OperationalError

    _store_passages(2_100, seed=2)
    s = connection.settings_dict
    holder = psycopg.connect(dbname=s["NAME"], user=s["USER"], host=s["HOST"], port=s["PORT"] or None)
    try:
        holder.execute("BEGIN")
        holder.execute("LOCK TABLE claims_passage IN SHARE UPDATE EXCLUSIVE MODE")  # as a running VACUUM would
        with connection.cursor() as cursor:
            cursor.execute("SET lock_timeout = '300ms'")
        with pytest.raises(OperationalError, match="lock timeout"):
            ivfflat_refresh(PASSAGE_EMBEDDING_INDEX)
        assert ivfflat_lists(PASSAGE_EMBEDDING_INDEX) == 1  # not the 2 it was about to build
    finally:
        holder.rollback()
        holder.close()
        with connection.cursor() as cursor:
            cursor.execute("RESET lock_timeout")
        Passage.objects.all().delete()
        ivfflat_refresh(PASSAGE_EMBEDDING_INDEX)
    assert ivfflat_lists(PASSAGE_EMBEDDING_INDEX) == 1


def test_the_refresh_is_scheduled_daily(db):
    from django_celery_beat.models import PeriodicTask

    task = PeriodicTask.objects.get(task="claims.refresh_vector_indexes")
    assert task.enabled and (task.interval.every, task.interval.period) == (1, "days")
