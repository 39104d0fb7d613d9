"""extract → route → embed for one document, as plain functions (DESIGN.md data flow).

Runs before the storing transaction opens, so slow model calls hold no locks.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from core.embeddings import embed_texts, get_embedding_backend

from .cleaning import CleanedText, clean_document_text
from .extraction.schema import EntityRef, ExtractedClaim
from .models import Source
from .passages import PassageSpan, split_passages
from .routing import ROUTER, RoutingDecision, SourceManifest, route_claim


@dataclass
class PreparedClaims:
    """Claims of one document with their routing decisions and embeddings (384 floats each)."""

    pipeline: str
    router: str
    embedding_model: str
    items: list[tuple[ExtractedClaim, RoutingDecision]]
    embeddings: list[list[float]]
    passages: list[PassageSpan]
    passage_embeddings: list[list[float]]
    proposed_entities: list[str] = field(default_factory=list)


def manifest_of(source: Source) -> SourceManifest:
    return SourceManifest(
        source_class=source.source_class.key,
        authority_tier=source.authority_tier,
        lifecycle=source.lifecycle,
    )


def prepare_text(raw: str) -> CleanedText:
    """A document's text as it is stored and read: page debris removed (``claims.cleaning``)."""
    return clean_document_text(raw)


def extract_and_route(*, text: str, published_at: dt.datetime, entities: list[EntityRef],
                      source: Source | None = None, manifest: SourceManifest | None = None,
                      title: str = "", embed: bool = True, date_precision: str = "day") -> PreparedClaims:
    """Extract claims from ``text``, route each by (claim, manifest), split passages, and embed both.

    ``text`` is the stored text (:func:`prepare_text`); the manifest is
    ``source``'s, or ``manifest`` when given. ``embed=False`` leaves the
    embeddings empty (evaluation in memory). ``date_precision``: how much of
    ``published_at`` the source gave ("day", "month", "year").
    """
    # extract.llm.v1 when LLM_BACKEND=openai, falling back to extract.rules.v1 (logged).
    from .extraction.llm import extract_with_fallback

    if manifest is None:
        if source is None:
            raise TypeError("extract_and_route needs a source or a manifest")
        manifest = manifest_of(source)
    result = extract_with_fallback(text, published_at=published_at, entities=entities, title=title,
                                   date_precision=date_precision)
    items = [(claim, route_claim(claim, manifest)) for claim in result.claims]
    passages = split_passages(text)
    texts = [claim.statement for claim, _ in items] + [p.text for p in passages]
    vectors = embed_texts(texts) if texts and embed else []
    return PreparedClaims(
        pipeline=result.pipeline,
        router=ROUTER,
        embedding_model=get_embedding_backend().name if embed else "",
        items=items,
        embeddings=vectors[: len(items)],
        passages=passages,
        passage_embeddings=vectors[len(items):],
        proposed_entities=[p.name for p in result.proposed_entities],
    )
