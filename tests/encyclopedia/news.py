"""Test helper: store news documents as passages only (the answers' P3 tier), without extracting claims."""

from __future__ import annotations

import json
from pathlib import Path

from claims.models import Document, Passage, Source
from claims.passages import split_passages
from claims.records import parse_timestamp
from claims.services import content_hash


def news_store(path: Path) -> None:
    """Store each JSON Lines document of ``path`` (documents format) and its embedded passages; no claims."""
    from core.embeddings import embed_texts, get_embedding_backend

    for line in path.read_text().splitlines():
        record = json.loads(line)
        source = Source.objects.get(key=record["source"])
        published_at, flags = parse_timestamp(record["published_at"])
        document = Document.objects.create(
            source=source, url=record["url"], title=record["title"], outlet=source.name, published_at=published_at,
            date_flags=flags, text=record["text"], content_hash=content_hash(record["text"]), extractor="news-only",
        )
        spans = split_passages(record["text"])
        vectors = embed_texts([p.text for p in spans])
        Passage.objects.bulk_create(
            Passage(document=document, source=source, index=p.index, text=p.text, start=p.start, end=p.end,
                    known_at=published_at, embedding=v, embedding_model=get_embedding_backend().name)
            for p, v in zip(spans, vectors)
        )
