"""The real-news evaluation set: documents read from ../shared, labels and registry from tests/data/realnews.

The documents' text is third-party and never copied into the project
(../shared/data/realnews/SOURCES.md); everything here points at it.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from functools import cache
from pathlib import Path

import yaml

HERE = Path(__file__).parent
DATA = HERE / "data" / "realnews"
SHARED = HERE.parent.parent / "shared" / "data" / "realnews"
DOCUMENTS = SHARED / "real_news.jsonl"

#: Known-at of a document the page gives no date for and our notes date no better
#: (the day the excerpts were collected): a document is known when we first read it.
COLLECTED_ON = dt.datetime(2026, 11, 29, tzinfo=dt.timezone.utc)
_URL_DATE = re.compile(r"/(20[12]\d)[/-]([01]\d)(?:[/-]([0-3]\d))?(?:/|-|$)")


def available() -> bool:
    return DOCUMENTS.exists()


@cache
def rows() -> list[dict]:
    """Every document row of ../shared/data/realnews/real_news.jsonl, in file order."""
    return [json.loads(line) for line in DOCUMENTS.read_text(encoding="utf-8").splitlines() if line.strip()]


@cache
def estimated_dates() -> dict[str, dict]:
    """Our estimates of undated documents' dates, from what their text says (``dates.json``)."""
    path = DATA / "dates.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def published_at(row: dict) -> tuple[dt.datetime, str]:
    """The known-at the evaluation gives a document, and on what basis.

    The page's date when it shows one; else a date in its URL; else our
    estimate from its text (``dates.json``); else :data:`COLLECTED_ON`.
    """
    if row.get("published_at"):
        day = dt.date.fromisoformat(row["published_at"][:10])
        return dt.datetime.combine(day, dt.time(12), tzinfo=dt.timezone.utc), row.get("date_basis") or "page"
    m = _URL_DATE.search(row["url"])
    if m:
        day = dt.date(int(m.group(1)), int(m.group(2)), int(m.group(3) or 1))
        return dt.datetime.combine(day, dt.time(12), tzinfo=dt.timezone.utc), "url"
    estimate = estimated_dates().get(row["id"])
    if estimate:
        # ("2025" or "2025-07" when the text implies no more: its first day)
        year, month, day_of_month = ([int(part) for part in estimate["date"].split("-")] + [1, 1])[:3]
        day = dt.date(year, month, day_of_month)
        return dt.datetime.combine(day, dt.time(12), tzinfo=dt.timezone.utc), "estimated"
    return COLLECTED_ON, "collected"


def document_records(ids: set[str] | None = None) -> list[dict]:
    """The documents as records of the documents format (DESIGN.md), ``published_at`` filled in: an estimate
    of the year or the month only (``dates.json``) as ISO 8601 of that precision ("2025", "2025-07")."""
    out = []
    for row in rows():
        if ids is not None and row["id"] not in ids:
            continue
        when, basis = published_at(row)
        given = when.isoformat()
        if basis == "estimated" and len(estimated_dates()[row["id"]]["date"]) < 10:
            given = estimated_dates()[row["id"]]["date"]
        out.append({"source": row["source"], "title": row["title"], "url": row["url"],
                    "published_at": given, "text": row["text"], "outlet": row.get("outlet", "")})
    return out


def urls_by_id() -> dict[str, str]:
    return {row["id"]: row["url"] for row in rows()}


def received_texts() -> dict[str, str]:
    return {row["url"]: row["text"] for row in rows()}


@cache
def split() -> dict[str, list[str]]:
    return json.loads((DATA / "split.json").read_text(encoding="utf-8"))


def gold_rows(part: str | None = None) -> list[dict]:
    """The gold claims (``gold_claims.jsonl``), of the ``dev`` or ``test`` documents when ``part`` is given."""
    from claims.evaluation.extraction import read_gold

    found = read_gold(DATA / "gold_claims.jsonl")
    if part is None:
        return found
    ids = set(split()[part])
    return [row for row in found if row["document_id"] in ids]


def entity_refs():
    from claims.extraction.schema import EntityRef

    records = yaml.safe_load((DATA / "entities.yaml").read_text(encoding="utf-8"))
    return [EntityRef(slug=r["slug"], name=r["name"], aliases=r.get("aliases") or [], kind=r.get("kind", "company"),
                      description=r.get("description", ""))
            for r in records]


def manifests():
    from claims.routing import SourceManifest

    records = yaml.safe_load((DATA / "sources.yaml").read_text(encoding="utf-8"))
    return {r["key"]: SourceManifest(r["source_class"], r["authority_tier"], r["lifecycle"]) for r in records}


def offline_documents(part: str | None = None):
    from claims.evaluation.extraction import OfflineDocument

    ids = set(split()[part]) if part else None
    return [OfflineDocument(row["url"], row["source"], row["text"], published_at(row)[0], row["title"])
            for row in rows() if ids is None or row["id"] in ids]


def evaluate(part: str | None = None):
    """The configured extractor on the real news, in memory: an EvaluationReport."""
    from claims.evaluation.extraction import evaluate_offline

    return evaluate_offline(gold_rows(part), offline_documents(part), entities=entity_refs(),
                            manifests=manifests(), urls_by_id=urls_by_id())


if __name__ == "__main__":  # python -m tests.realnews [dev|test|all]: the figures, in memory
    import os
    import sys

    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.test")
    django.setup()
    part = sys.argv[1] if len(sys.argv) > 1 else "test"
    print("\n".join(evaluate(None if part == "all" else part).lines()))
