"""Passages written in the press's forms, labelled by hand: a development set for the extractor.

``tests/data/press_forms/passages.jsonl`` holds 145 short passages (684 claims)
written in our own words by labellers who did not see the extractor: wire
leads, trade-press pieces, company blog posts and founder letters, interview
transcripts, sceptical newsletters, analyst notes, feature stories. Their
details are invented; they are not facts about the companies they name. Each
line is ``{"id", "title", "published_at", "text", "claims": [{"subject",
"claim_type", "lane", "predicate", "evidence"}]}`` with ``evidence`` a
substring of ``text``; labels follow ``tests/data/realnews/README.md``.

They were read while rules were written, so they measure breadth, not held-out
quality: the real-news test split does that.

    python -m tests.pressforms        # the figures, in memory
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

PASSAGES = Path(__file__).parent / "data" / "press_forms" / "passages.jsonl"


def rows() -> list[dict]:
    """The passages, one dict per line of :data:`PASSAGES`."""
    return [json.loads(line) for line in PASSAGES.read_text(encoding="utf-8").splitlines() if line.strip()]


def evaluate():
    """The configured extractor on the passages, routed as a news source (tier 2): an ``EvaluationReport``.

    A passage is its own document (its ``id``); a claim's evidence is found in its
    cleaned text. Raises ``ValueError`` when a label's evidence is not in its passage.
    """
    from claims.evaluation.extraction import EvidenceSpan, score_extraction
    from claims.pipeline import extract_and_route, prepare_text
    from claims.routing import SourceManifest
    from tests import realnews

    entities, manifest = realnews.entity_refs(), SourceManifest("news", 2, "active")
    gold, predicted = [], []
    for row in rows():
        text = prepare_text(row["text"]).text
        prepared = extract_and_route(text=text, published_at=dt.datetime.fromisoformat(row["published_at"]),
                                     entities=entities, manifest=manifest, title=row.get("title", ""), embed=False)
        predicted += [EvidenceSpan(row["id"], claim.subject, claim.claim_type, decision.lane, claim.evidence_start,
                                   claim.evidence_end, claim.predicate, claim.object_text)
                      for claim, decision in prepared.items]
        for label in row["claims"]:
            start = text.find(label["evidence"])
            if start < 0:
                raise ValueError(f"{row['id']}: evidence not in the passage: {label['evidence'][:60]!r}")
            gold.append(EvidenceSpan(row["id"], label["subject"], label["claim_type"], label["lane"], start,
                                     start + len(label["evidence"]), label["predicate"]))
    return score_extraction(gold, predicted, documents=[row["id"] for row in rows()])


if __name__ == "__main__":
    import os

    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.test")
    django.setup()
    print("\n".join(evaluate().lines()))
