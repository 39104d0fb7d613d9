"""Filtered nearest-neighbour search with pgvector's HNSW and IVFFlat indexes.

An HNSW index scan returns ``hnsw.ef_search`` candidates and PostgreSQL then
applies the other filters (lane, permitted sources, known-at). With selective
filters — or with many dead tuples, as after rolled-back inserts — fewer than
``k`` rows survive. pgvector 0.8's iterative index scans keep scanning until
enough rows pass the filters (pgvector README, "Iterative Index Scans").
``relaxed_order`` may return rows slightly out of distance order, so callers
re-sort what they fetched.

Claims (one HNSW index per lane) need recall@10 ≥ 0.99; passages, the
lowest tier of answers, use an IVFFlat index, which costs a stored passage
one distance per list instead of an HNSW graph insert: at 1M claims ≈ 0.2 ms
of server CPU a passage against ≈ 3.3, recall@10 0.996 against 0.987, at a
query p95 of 30 ms against 12 (docs/benchmarks.md).
An IVFFlat index's lists are k-means centroids of the rows it was built on,
so it is rebuilt as its table grows: :func:`ivfflat_refresh`, daily.
"""

from __future__ import annotations

import math
from contextlib import contextmanager
from dataclasses import dataclass

from django.db import DatabaseError, connections, transaction

#: Candidates per index scan step (pgvector default 40). 300, measured on the slowest VM so far (fourth, 1M
#: claims): recall@10 0.999 / 1.000 / 0.999 under lane, time and source filters at 10k / 100k / 1M, p95 7.2 /
#: 6.2 / 9.0 ms. 400 took p95 up to 18.6 ms at 10k and 9.6–12.7 ms at 1M there, past the 10 ms target; 200
#: was faster (p95 ≤ 7.6 ms) but one earlier build of the same lane graphs gave 0.989 at 1M with it
#: (docs/benchmarks.md, "Filtered nearest neighbours").
EF_SEARCH = 300


#: An IVFFlat index is rebuilt when its table's rows call for at least this many times more
#: (or fewer) lists than it has.
IVFFLAT_REBUILD_FACTOR = 2
#: Probes per query, as a multiple of sqrt(lists): at 1M claims 2 × sqrt(lists) gave passage recall@10
#: 0.996 (p95 30 ms) and 1 × sqrt(lists) 0.972 (17 ms), against 0.987 for the former HNSW index
#: (docs/benchmarks.md).
IVFFLAT_PROBES_PER_SQRT_LIST = 2


def ivfflat_lists_for(rows: int) -> int:
    """Lists for an IVFFlat index over ``rows`` rows: rows / 1000 up to 1M rows, sqrt(rows) above, at least 1.

    Source: the pgvector README, "IVFFlat": "Choose an appropriate number of
    lists - a good place to start is rows / 1000 for up to 1M rows and
    sqrt(rows) for over 1M rows".
    """
    rows = max(0, int(rows))
    return max(1, rows // 1000 if rows <= 1_000_000 else math.isqrt(rows))


def ivfflat_probes_for(lists: int) -> int:
    """Lists probed per query: :data:`IVFFLAT_PROBES_PER_SQRT_LIST` × sqrt(lists), within [1, lists].

    The pgvector README suggests sqrt(lists) as "a good place to start".
    """
    lists = max(1, int(lists))
    return min(lists, max(1, round(IVFFLAT_PROBES_PER_SQRT_LIST * math.sqrt(lists))))


@contextmanager
def iterative_vector_scan(*, using: str | None = None, ef_search: int = EF_SEARCH, ivfflat_index: str | None = None):
    """Run the queries inside with iterative HNSW (and IVFFlat) scans, in a transaction of their own.

    ``using``: the database; default, the one the current request reads from
    (``core.replica.read_alias``: a replica serving a reader page), so the
    settings and the queries meet on one connection.

    ``ivfflat_index``: the IVFFlat index the queries read; probes are set for
    the lists it has now (:func:`ivfflat_probes_for`), read from the catalog.
    ``SET LOCAL`` keeps the settings to this transaction, so pooled or
    reused connections are unaffected.
    """
    if using is None:
        from .replica import read_alias

        using = read_alias()
    with transaction.atomic(using=using):
        with connections[using].cursor() as cursor:
            cursor.execute(
                f"SET LOCAL hnsw.iterative_scan = relaxed_order; SET LOCAL hnsw.ef_search = {int(ef_search)}"
            )
            if ivfflat_index:
                lists = ivfflat_lists(ivfflat_index, using=using)
                cursor.execute(f"SET LOCAL ivfflat.iterative_scan = relaxed_order; "
                               f"SET LOCAL ivfflat.probes = {ivfflat_probes_for(lists)}")
        yield


def ivfflat_lists(index: str, *, using: str = "default") -> int:
    """The ``lists`` an IVFFlat index was built with (pgvector's default, 100, when not set).

    Raises LookupError when there is no such index.
    """
    with connections[using].cursor() as cursor:
        cursor.execute(
            "SELECT (SELECT option_value FROM pg_options_to_table(c.reloptions) WHERE option_name = 'lists') "
            "FROM pg_class c JOIN pg_am am ON am.oid = c.relam WHERE c.relname = %s AND am.amname = 'ivfflat'",
            [index],
        )
        row = cursor.fetchone()
    if row is None:
        raise LookupError(f"no IVFFlat index named {index!r}")
    return int(row[0] or 100)


@dataclass(frozen=True)
class IvfflatRefresh:
    """What :func:`ivfflat_refresh` found and did: rows of the table, lists before and after, rebuilt or not."""

    index: str
    rows: int
    lists_before: int
    lists_after: int
    rebuilt: bool


def ivfflat_refresh(index: str, *, using: str = "default", force: bool = False) -> IvfflatRefresh:
    """Rebuild an IVFFlat index with lists for its table's current rows, when they have drifted.

    Rebuilds when :func:`ivfflat_lists_for` of the table's row count differs
    from the index's lists by :data:`IVFFLAT_REBUILD_FACTOR` or more (an index
    built on an empty or small table has one list: every query reads every
    row, which is exact), or always with ``force``. The new ``lists`` is set
    with ``ALTER INDEX … SET`` and the index rebuilt on the current rows
    (k-means afresh) with ``REINDEX INDEX CONCURRENTLY``, which does not block
    reads or writes; inside a transaction (tests) with a plain ``REINDEX``.
    An invalid copy an interrupted rebuild left (``<index>_ccnew…``) is
    dropped first. Raises LookupError when there is no such index, and the
    database's error when the rebuild fails (the index keeps its lists).
    """
    before = ivfflat_lists(index, using=using)
    conn = connections[using]
    with conn.cursor() as cursor:
        cursor.execute(
            "SELECT t.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid "
            "JOIN pg_class t ON t.oid = i.indrelid WHERE c.relname = %s", [index]
        )
        table = cursor.fetchone()[0]
        cursor.execute(f'SELECT count(*) FROM "{table}"')
        rows = cursor.fetchone()[0]
        after = ivfflat_lists_for(rows)
        drifted = max(after, before) >= IVFFLAT_REBUILD_FACTOR * min(after, before)
        if not (force or drifted):
            return IvfflatRefresh(index=index, rows=rows, lists_before=before, lists_after=before, rebuilt=False)
        concurrently = "" if conn.in_atomic_block else " CONCURRENTLY"
        # An interrupted REINDEX CONCURRENTLY leaves an invalid copy behind, still updated on every write.
        cursor.execute(
            "SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid "
            "WHERE c.relname LIKE %s AND NOT i.indisvalid", [index + "_ccnew%"]
        )
        for (leftover,) in cursor.fetchall():
            cursor.execute(f'DROP INDEX{concurrently} "{leftover}"')
        cursor.execute(f'ALTER INDEX "{index}" SET (lists = {int(after)})')
        try:
            cursor.execute(f'REINDEX INDEX{concurrently} "{index}"')
        except DatabaseError:
            # Outside a transaction the ALTER has been committed: put the lists
            # back, or the setting would claim lists the built index does not
            # have and the next refresh would see no drift. (Inside one, the
            # error rolls both back.)
            if not conn.in_atomic_block:
                cursor.execute(f'ALTER INDEX "{index}" SET (lists = {int(before)})')
            raise
    return IvfflatRefresh(index=index, rows=rows, lists_before=before, lists_after=after, rebuilt=True)
