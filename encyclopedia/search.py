"""Finding things: search over entities and claims, and the entity index with filters.

Search combines PostgreSQL full-text search (``websearch_to_tsquery`` over an
expression GIN index on the claim statement) with pgvector cosine similarity
over claim embeddings, fused by reciprocal rank fusion (Cormack, Clarke and
Büttcher, "Reciprocal rank fusion outperforms Condorcet and individual rank
learning methods", SIGIR 2009: score = Σ 1 / (k + rank), k = 60).

Claims are ranked lane by lane — three lists, never one merged ranking
(DESIGN.md invariant 1) — and every query filters by the sources the viewer
may see, in SQL, before ranking (invariant 2).
"""

from __future__ import annotations

import logging
import re
from collections import defaultdict
from dataclasses import dataclass, field

from django.contrib.postgres.search import SearchQuery, SearchRank, SearchVector
from django.db.models import Exists, F, Func, OuterRef, Q, QuerySet, TextField, Value
from pgvector.django import CosineDistance

from claims.models import Claim, Entity, Lane
from claims.selectors import entities_with_lane_counts, sources_visible_to
from core.vectors import iterative_vector_scan
from core.viewer import Viewer

logger = logging.getLogger(__name__)

RRF_K = 60
#: Cosine distance above which a vector neighbour is not shown. Measured with
#: all-MiniLM-L6-v2: a short query and a related claim sit at 0.55–0.70
#: ("funding" vs a Series B claim: 0.67), unrelated ones at 0.85 and beyond.
VECTOR_MAX_DISTANCE = 0.75
PER_LIST = 20
SHOWN = 10
FTS_CONFIG = "english"
#: The indexed expression (claims.Claim.Meta.indexes "claim_statement_fts"); the
#: query must use the same expression for PostgreSQL to use the GIN index.
CLAIM_VECTOR = SearchVector("statement", config=FTS_CONFIG)


def _entity_vector():
    aliases = Func(F("aliases"), Value(" "), function="array_to_string", output_field=TextField())
    return (SearchVector("name", weight="A", config=FTS_CONFIG)
            + SearchVector(aliases, weight="A", config=FTS_CONFIG)
            + SearchVector("description", weight="B", config=FTS_CONFIG))


@dataclass
class Hit:
    """One search result: ``item`` (an Entity or a Claim), its fused ``score`` and the rank in each list."""

    item: object
    score: float
    ranks: dict[str, int] = field(default_factory=dict)
    segments: list[tuple[bool, str]] = field(default_factory=list)

    @property
    def matched_by(self) -> str:
        names = {"text": "words", "vector": "meaning", "name": "name", "claims": "its matching claims"}
        return " and ".join(names[k] for k in sorted(self.ranks))


@dataclass
class SearchResults:
    """``entities``: Hits over entities; ``lanes``: lane → Hits over that lane's claims."""

    query: str
    entities: list[Hit]
    lanes: dict[str, list[Hit]]
    vector_used: bool

    @property
    def empty(self) -> bool:
        return not self.entities and not any(self.lanes.values())


def rrf(rankings: dict[str, list], *, k: int = RRF_K) -> list[tuple[object, float, dict[str, int]]]:
    """Reciprocal rank fusion of named rankings (lists of hashable keys, best first).

    Returns ``[(key, score, {ranking name: 1-based rank})]``, best first; ties
    keep the order of first appearance. Score is Σ 1 / (k + rank).
    """
    scores: dict[object, float] = defaultdict(float)
    ranks: dict[object, dict[str, int]] = defaultdict(dict)
    order: dict[object, int] = {}
    for name, keys in rankings.items():
        for rank, key in enumerate(keys, start=1):
            scores[key] += 1.0 / (k + rank)
            ranks[key][name] = rank
            order.setdefault(key, len(order))
    fused = sorted(scores, key=lambda key: (-scores[key], order[key]))
    return [(key, scores[key], ranks[key]) for key in fused]


def highlight(text: str, query: str) -> list[tuple[bool, str]]:
    """Split ``text`` into ``(is_match, piece)`` pairs, marking words that start with a query word."""
    words = sorted({w for w in re.findall(r"\w+", query.lower()) if len(w) >= 3}, key=len, reverse=True)
    if not words:
        return [(False, text)]
    pattern = re.compile(r"\b(?:" + "|".join(map(re.escape, words)) + r")\w*", re.IGNORECASE)
    pieces, last = [], 0
    for m in pattern.finditer(text):
        if m.start() > last:
            pieces.append((False, text[last:m.start()]))
        pieces.append((True, m.group(0)))
        last = m.end()
    if last < len(text):
        pieces.append((False, text[last:]))
    return pieces


def _query_embedding(query: str) -> list[float] | None:
    from core.embeddings import embed_texts

    try:
        return embed_texts([query])[0]
    except Exception as exc:  # a missing model must not take search down: full text still answers
        logger.warning("search: no query embedding (%s); full-text only", exc)
        return None


def search(*, query: str, viewer: Viewer, limit: int = SHOWN) -> SearchResults:
    """Search entities and claims the viewer may see.

    Args:
        query: the reader's words (web-search syntax: quotes, ``or``, ``-word``).
        viewer: whose permissions apply.
        limit: results kept per list (entities, and each lane).

    Returns SearchResults. Claims: live now (not rejected, retracted or
    superseded), from visible sources, ranked per lane by RRF of full-text
    rank and cosine similarity. Entities: registry entities with a visible live
    claim, ranked by RRF of full-text rank, name match and the fused rank of
    their claims. About a dozen queries whatever the number of claims.
    """
    visible = sources_visible_to(viewer)
    ts_query = SearchQuery(query, search_type="websearch", config=FTS_CONFIG)
    embedding = _query_embedding(query)
    base = (Claim.objects.current(visible=visible).select_related("subject", "source", "document")
            .defer("embedding", "document__text"))

    lanes: dict[str, list[Hit]] = {}
    claim_order: list[int] = []
    # Lanes are ranked apart; one transaction holds the iterative-scan settings for all three.
    with iterative_vector_scan():
        for lane in Lane.values:
            in_lane = base.filter(lane=lane)
            by_text = list(
                in_lane.annotate(document_vector=CLAIM_VECTOR, rank=SearchRank(CLAIM_VECTOR, ts_query))
                .filter(document_vector=ts_query).order_by("-rank", "id")[:PER_LIST]
            )
            by_vector = []
            if embedding is not None:
                nearest = list(
                    in_lane.filter(embedding__isnull=False)
                    .annotate(distance=CosineDistance("embedding", embedding))
                    .order_by("distance", "id")[:PER_LIST]
                )
                # The distance cut-off is applied after the index scan, as pgvector advises for
                # iterative scans; relaxed_order may return rows slightly out of order.
                by_vector = sorted((c for c in nearest if c.distance <= VECTOR_MAX_DISTANCE),
                                   key=lambda c: (c.distance, c.id))
            claims = {c.id: c for c in [*by_text, *by_vector]}
            fused = rrf({"text": [c.id for c in by_text], "vector": [c.id for c in by_vector]})[:limit]
            lanes[lane] = [Hit(claims[cid], score, ranks, highlight(claims[cid].statement, query))
                           for cid, score, ranks in fused]
            claim_order += [cid for cid, _, _ in fused]

    has_visible_claim = Exists(Claim.objects.about(OuterRef("pk")).visible_to(visible).active())
    entities = Entity.objects.filter(in_registry=True).filter(has_visible_claim)
    vector = _entity_vector()
    by_text = list(entities.annotate(document_vector=vector, rank=SearchRank(vector, ts_query))
                   .filter(document_vector=ts_query).order_by("-rank", "name")[:PER_LIST])
    words = [w for w in re.findall(r"\w+", query) if len(w) >= 2][:8]
    by_name: list[Entity] = []
    if words:
        name_q = Q()
        for w in words:
            name_q |= Q(name__icontains=w) | Q(aliases__icontains=w) | Q(slug__icontains=w)
        by_name = list(entities.filter(name_q).order_by("name")[:PER_LIST])
    claim_lookup = {h.item.id: h.item for hits in lanes.values() for h in hits}
    by_claims: list[int] = []
    for cid in sorted(claim_order, key=lambda cid: min(
            (i for hits in lanes.values() for i, h in enumerate(hits) if h.item.id == cid))):
        subject_id = claim_lookup[cid].subject_id
        if subject_id not in by_claims:
            by_claims.append(subject_id)
    known = {e.id: e for e in [*by_text, *by_name]}
    known.update({c.subject_id: c.subject for c in claim_lookup.values()})
    fused = rrf({"text": [e.id for e in by_text], "name": [e.id for e in by_name], "claims": by_claims})
    entity_hits = []
    for eid, score, ranks in fused[:limit]:
        entity = known[eid]
        entity_hits.append(Hit(entity, score, ranks, highlight(entity.name, query)))
    return SearchResults(query, entity_hits, lanes, embedding is not None)


#: The entity index's lane-activity filter: value → (label, Q on the lane counts).
LANE_FILTERS = {
    "canonical": ("Has canonical claims", Q(canonical_count__gt=0)),
    "bull": ("Has bull claims", Q(bull_count__gt=0)),
    "bear": ("Has bear claims", Q(bear_count__gt=0)),
    "contested": ("Contested (bull and bear)", Q(bull_count__gt=0, bear_count__gt=0)),
    "canonical-only": ("Canonical only (no debate)", Q(canonical_count__gt=0, bull_count=0, bear_count=0)),
}


def entity_index(*, viewer: Viewer, kind: str = "", lane: str = "") -> tuple[QuerySet[Entity], list[str]]:
    """The entity index: registry entities with visible live claims, with lane counts.

    Args:
        viewer: whose permissions apply (counts include visible sources only).
        kind: keep entities of this kind ("" = all).
        lane: a key of LANE_FILTERS ("" = all); unknown keys are ignored.

    Returns (entities annotated ``canonical_count``, ``bull_count``,
    ``bear_count``, the kinds present for this viewer, sorted).
    """
    entities = entities_with_lane_counts(viewer)
    kinds = sorted(set(entities.values_list("kind", flat=True)))
    if kind:
        entities = entities.filter(kind=kind)
    if lane in LANE_FILTERS:
        entities = entities.filter(LANE_FILTERS[lane][1])
    return entities, kinds
