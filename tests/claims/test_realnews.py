"""The extractor on real news nobody here wrote (../shared/data/realnews), against our hand labels.

The figures these tests hold the extractor to are floors under what it
measures today (README, "Extraction and supersession, measured"): they catch a change that
makes it worse on real text, and they fail loudly if the labels or the split
go wrong. The documents are read from ../shared, never copied here.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest
import yaml

from claims.evaluation.extraction import read_gold, resolve_gold, score_extraction
from claims.pipeline import prepare_text
from tests import realnews

pytestmark = pytest.mark.skipif(not realnews.available(), reason="needs ../shared/data/realnews")

TYPES = {"deployment", "funding", "capability", "timeline", "statistic", "opinion"}
#: Floors per split (precision, recall, lane accuracy), under today's figures.
FLOORS = {"dev": (0.70, 0.65, 0.91), "test": (0.60, 0.42, 0.88)}


def test_gold_lines_are_well_formed_and_point_into_the_documents():
    """Every label names a registry subject, a known type and lane, and evidence inside its document."""
    slugs = {e["slug"] for e in yaml.safe_load((realnews.DATA / "entities.yaml").read_text())}
    texts = {r["id"]: r["text"] for r in realnews.rows()}
    rows = realnews.gold_rows()
    assert len(rows) >= 400 and len({r["document_id"] for r in rows}) >= 50
    for row in rows:
        assert row["subject"] in slugs, row
        assert row["claim_type"] in TYPES and row["lane"] in {"canonical", "bull", "bear"}, row
        assert not (row["lane"] == "canonical" and row["claim_type"] in ("opinion", "timeline")), row
        text = texts[row["document_id"]]
        assert 0 <= row["evidence_start"] < row["evidence_end"] <= len(text), row


def test_labels_state_claims_in_our_own_words():
    """No label copies the publisher's text: an object never repeats eight words of its document in a row."""
    texts = {r["id"]: " ".join(r["text"].lower().split()) for r in realnews.rows()}
    for row in realnews.gold_rows():
        words = re.findall(r"\S+", row["object"].lower())
        for i in range(len(words) - 7):
            assert " ".join(words[i:i + 8]) not in texts[row["document_id"]], row


def test_split_is_fixed_disjoint_and_covers_every_labelled_document():
    """Dev and test documents never overlap, and every labelled document is in one of them."""
    split = realnews.split()
    assert not set(split["dev"]) & set(split["test"])
    assert {r["document_id"] for r in realnews.gold_rows()} <= set(split["dev"]) | set(split["test"])
    assert len(split["test"]) == 25


def test_two_labellers_agree_on_the_documents_both_labelled():
    """Independent labels of the same documents match each other closely (the labels' own ceiling)."""
    stored = {r["url"]: prepare_text(r["text"]).text for r in realnews.rows()}
    kw = dict(stored_texts=stored, received_texts=realnews.received_texts(), urls_by_id=realnews.urls_by_id())
    first, second = [], []
    for path in sorted((realnews.DATA / "labels").glob("*-agreement.jsonl")):
        extra = read_gold(path)
        docs = {row["document_id"] for row in extra}
        second += resolve_gold(extra, **kw)[0]
        first += resolve_gold([r for r in realnews.gold_rows() if r["document_id"] in docs], **kw)[0]
    report = score_extraction(first, second)
    assert report.overall.precision >= 0.8 and report.overall.recall >= 0.8


@pytest.mark.parametrize("part", ["dev", "test"])
def test_extractor_on_real_news_stays_above_its_floors(part):
    """extract.rules.v2 on the real news, in memory, scores at or above its floors on each split."""
    report = realnews.evaluate(part)
    precision, recall, lanes = FLOORS[part]
    assert report.overall.precision >= precision, report.lines()
    assert report.overall.recall >= recall, report.lines()
    assert report.lane_accuracy >= lanes, report.lines()
    found = Counter(p.claim_type for p in report.false_positives)
    assert set(report.by_type) == TYPES and sum(found.values()) < report.overall.predicted


@pytest.mark.slow
def test_ingested_real_news_scores_as_in_memory(db):
    """Ingesting the test split through the real pipeline stores cleaned text and the same claims as in memory."""
    from claims.evaluation.extraction import evaluate_extraction
    from claims.models import Document
    from claims.services import document_ingest, entities_load_file, sources_load_file

    sources_load_file(realnews.DATA / "sources.yaml")
    entities_load_file(realnews.DATA / "entities.yaml")
    ids = set(realnews.split()["test"])
    for record in realnews.document_records(ids):
        assert document_ingest(data=record).status == "created"
    stored = Document.objects.get(url=realnews.urls_by_id()["rn-022"]) if "rn-022" in ids else None
    if stored is not None:
        assert "---" not in stored.text
    rows = realnews.gold_rows("test")
    from_db = evaluate_extraction(rows, received_texts=realnews.received_texts(), urls_by_id=realnews.urls_by_id())
    in_memory = realnews.evaluate("test")
    assert from_db.as_dict() == in_memory.as_dict()


#: Floors for supersession on the real news (expected pairs linked through a chain, of the positives;
#: negatives linked, at most), under today's figures.
SUPERSESSION_FLOORS = {"linked": 0.55, "negatives_linked": 0.05}


@pytest.mark.slow
def test_supersession_on_real_news(db):
    """All 75 documents ingested in file order; the labelled pairs judged by ``evaluate_supersession``."""
    import io
    import json

    from django.core.management import call_command

    from claims.services import document_ingest, entities_load_file, sources_load_file

    sources_load_file(realnews.DATA / "sources.yaml")
    entities_load_file(realnews.DATA / "entities.yaml")
    for record in realnews.document_records():
        assert document_ingest(data=record).status == "created"
    out = io.StringIO()
    call_command("evaluate_supersession", str(realnews.DATA / "supersession_pairs.jsonl"),
                 "--documents", str(realnews.DOCUMENTS), stdout=out)
    print(out.getvalue())
    out = io.StringIO()
    call_command("evaluate_supersession", str(realnews.DATA / "supersession_pairs.jsonl"),
                 "--documents", str(realnews.DOCUMENTS), "--json", stdout=out)
    figures = json.loads(out.getvalue())
    assert figures["expected_pairs"] >= 20 and figures["negative_pairs"] >= 15
    assert figures["missing_documents"] == []
    linked = figures["expected_linked_through_a_chain"] / figures["expected_pairs"]
    wrong = figures["negatives_linked_through_a_chain"] / figures["negative_pairs"]
    assert linked >= SUPERSESSION_FLOORS["linked"] and wrong <= SUPERSESSION_FLOORS["negatives_linked"], figures
