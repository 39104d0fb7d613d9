"""Recall with a query: ``claims_recall(..., query=…, k=10)`` holds min(k, matching claims) in every lane.

The corpus is built straight into the real database (binary COPY, as the
write path stores claims): one entity with a few hundred claims in each lane
among several thousand claims of other entities, so that the lane's HNSW
index, filtered down to one entity, finds few of them in its first
candidates; some from a restricted source, some known late, of two types.
"""

from __future__ import annotations

import datetime as dt
import hashlib

import numpy as np
import pytest

from django.db import connection
from pgvector.django import CosineDistance

import claims.selectors as selectors
from claims.models import Claim, Document, Entity, Source
from claims.selectors import claims_recall, sources_visible_to
from core.bulk import copy_insert
from core.viewer import Viewer

PUBLIC = Viewer.anonymous()
ANALYST = Viewer(user_id=None, groups=frozenset({"analysts"}), audiences=frozenset({"public", "analysts"}))
LANES = ("canonical", "bull", "bear")


def _unit(rng, n):
    vectors = rng.normal(size=(n, 384)).astype(np.float32)
    return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)


@pytest.fixture
def crowd(world, vacuumed_vectors):
    """acme-robotics: 240 claims a lane (a third restricted, a quarter known in 2026); 4,500 of others."""
    rng = np.random.default_rng(7)
    others = [Entity.objects.create(name=f"Other {i}", slug=f"other-{i}", kind="company") for i in range(15)]
    target = Entity.objects.get(slug="acme-robotics")
    sources = {key: Source.objects.get(key=key) for key in ("acme-newsroom", "analyst-desk")}
    documents = {key: Document.objects.create(
        source=source, url=f"https://example.test/{key}", title=key, outlet=source.name,
        published_at=dt.datetime(2024, 1, 1, tzinfo=dt.timezone.utc), text="x",
        content_hash=hashlib.sha256(key.encode()).hexdigest(), extractor="test.v1") for key, source in sources.items()}
    rows = []
    plan = [(target, 240)] + [(entity, 100) for entity in others]
    for entity, per_lane in plan:
        for lane in LANES:
            vectors = _unit(rng, per_lane)
            for i in range(per_lane):
                key = "analyst-desk" if i % 3 == 0 else "acme-newsroom"
                known = dt.datetime(2026 if i % 4 == 0 else 2024, 1 + i % 12, 1 + i % 27, tzinfo=dt.timezone.utc)
                statement = f"{entity.name} {lane} claim {i}."
                rows.append(Claim(
                    document=documents[key], source=sources[key], subject=entity, predicate=f"metric_{lane}_{i}",
                    object_text=str(i), statement=statement, claim_type="capability" if i % 2 else "statistic",
                    confidence=0.9, lane=lane, route_reason="test", router="test.v1", extractor="test.v1",
                    evidence_text=statement, evidence_start=0, evidence_end=1, known_at=known,
                    embedding=vectors[i], embedding_model="test"))
    copy_insert(rows)
    return target, rng


def _matching(target, lane, viewer, **filters) -> int:
    return claims_recall(entity=target, lane=lane, viewer=viewer, **filters).count()


def _walk_the_index():
    """Plan ORDER BY distance as a walk of the lane's HNSW index, as PostgreSQL does at scale
    (on a few thousand rows it would sort them instead)."""
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_sort = off")


@pytest.mark.parametrize("through_index", [False, True], ids=["exact", "hnsw-iterative"])
def test_recall_with_a_query_holds_min_k_matching_and_filters_never_add_rows(crowd, monkeypatch, through_index):
    """Every lane returns min(k, matching) rows, nearest first; each added filter (type, date, a viewer who
    sees less) keeps that true and never raises the count. Both rankings: exact and through the HNSW index,
    where a plain filtered index scan (no iterative scan) comes back short."""
    target, rng = crowd
    query = _unit(rng, 1)[0].tolist()
    if through_index:
        monkeypatch.setattr(selectors, "RECALL_EXACT_MAX", 0)
        _walk_the_index()
        plain = (Claim.objects.about(target).filter(lane="bull").current(visible=sources_visible_to(PUBLIC))
                 .annotate(distance=CosineDistance("embedding", query)).order_by("distance", "id")[:10])
        assert "claim_hnsw_bull" in plain.explain() and len(list(plain)) < 10
    steps = [
        ("analyst, no filter", ANALYST, {}),
        ("public", PUBLIC, {}),
        ("public, one type", PUBLIC, {"claim_types": ["capability"]}),
        ("public, one type, as of 2025", PUBLIC, {"claim_types": ["capability"], "as_of": dt.date(2025, 6, 1)}),
    ]
    for lane in LANES:
        for k in (10, 500):
            counts = []
            for label, viewer, filters in steps:
                got = list(claims_recall(entity=target, lane=lane, viewer=viewer, query_embedding=query, k=k,
                                         **filters))
                matching = _matching(target, lane, viewer, **filters)
                assert len(got) == min(k, matching), (lane, k, label)
                assert len({c.id for c in got}) == len(got)
                distances = [c.distance for c in got]
                assert distances == sorted(distances), (lane, k, label)
                counts.append(len(got))
            assert counts == sorted(counts, reverse=True), (lane, k, counts)
        assert counts[-1] < 500  # the narrowest filter holds fewer than k: all of them come back


def test_recall_ranks_exactly_the_nearest_and_lists_unembedded_claims_last(crowd):
    """The rows are the exact nearest neighbours; claims without an embedding follow, newest first."""
    target, rng = crowd
    query = _unit(rng, 1)[0]
    bare = Claim.objects.filter(subject=target, lane="bear", source__key="acme-newsroom").order_by("id")[:3]
    Claim.objects.filter(id__in=[c.id for c in bare]).update(embedding=None)
    everything = claims_recall(entity=target, lane="bear", viewer=PUBLIC)
    vectors = {c.id: np.array(c.embedding) for c in Claim.objects.filter(id__in=everything.values("id"),
                                                                         embedding__isnull=False)}
    truth = sorted(vectors, key=lambda pk: (1 - float(vectors[pk] @ query), pk))
    total = everything.count()
    got = list(claims_recall(entity=target, lane="bear", viewer=PUBLIC, query_embedding=query.tolist(), k=total))
    assert [c.id for c in got[:len(truth)]] == truth
    assert [c.distance for c in got[len(truth):]] == [None, None, None]
    assert len(got) == total
    with pytest.raises(ValueError, match="k must be at least 1"):
        claims_recall(entity=target, lane="bear", viewer=PUBLIC, query_embedding=query.tolist(), k=0)
