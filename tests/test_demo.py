"""The demo as a reader meets it: the bundled corpus ingested through the real pipeline, then read back.

What a reader must never see: the same claim twice from one sentence, a
replaced value stated as current, page debris (Markdown, footnote marks,
wiki templates) in evidence or prose. And the extractor's figures on the
demo's own gold stay where the README says.
"""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path

import pytest

from claims.identity import comparable, duplicate_key, objects_differ, same_fact
from claims.models import Claim, Conflict, Entity, Lane
from claims.selectors import sources_visible_to
from core.viewer import Viewer

DEMO = Path(__file__).resolve().parent.parent / "demo"
PUBLIC = Viewer.anonymous()
#: Page debris: Markdown emphasis and headings, footnote and ellipsis marks, wiki templates and tables, links.
DEBRIS = re.compile(r"\*\*|^#{1,6}\s|\[\d{1,3}\]|\[(?:\.\.\.|…)\]|\{\{|\}\}|^\s*\|.*\||\]\(https?://|<[a-z]+[ >]", re.M)

pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("demo_calendar")]




def test_no_sentence_gives_the_same_claim_twice(demo):
    seen: dict[tuple, int] = {}
    for claim in Claim.objects.all():
        key = (claim.document_id, claim.evidence_start, *duplicate_key(claim))
        assert key not in seen, f"claims {seen[key]} and {claim.pk} are one claim: {claim.statement}"
        seen[key] = claim.pk


def test_no_replaced_value_is_stated_as_current(demo):
    """Two current canonical claims about one fact with different values are a recorded conflict (the article
    states both, cited, and says so), never two silent facts; and the Figure AI article states one total."""
    visible = sources_visible_to(PUBLIC)
    current = list(Claim.objects.current(visible=visible).filter(lane=Lane.CANONICAL).select_related("source"))
    conflicts = {frozenset(pair) for pair in Conflict.objects.values_list("claim_a_id", "claim_b_id")}
    by_subject = defaultdict(list)
    for claim in current:
        by_subject[claim.subject_id].append(claim)
    silent = []
    for claims in by_subject.values():
        for i, a in enumerate(claims):
            for b in claims[i + 1:]:
                if (a.document_id != b.document_id and same_fact(a, b) and comparable(a, b) and objects_differ(a, b)
                        and frozenset((a.pk, b.pk)) not in conflicts):
                    silent.append(f"{a.statement} | {b.statement}")
    assert silent == []
    figure = Entity.objects.get(slug="figure-ai")
    totals = Claim.objects.current(visible=visible).about(figure).filter(predicate="total_funding", lane=Lane.CANONICAL)
    assert [c.object_text for c in totals] == ["more than $1.7 billion"]


def test_no_debris_in_evidence_statements_or_articles(demo):
    from encyclopedia.synthesis import article_synthesize

    for claim in Claim.objects.all():
        assert not DEBRIS.search(claim.evidence_text), claim.evidence_text
        assert not DEBRIS.search(claim.statement), claim.statement
    for entity in Entity.objects.filter(in_registry=True):
        revision = article_synthesize(entity=entity, viewer=PUBLIC)
        assert not DEBRIS.search(revision.rendered_text), (entity.slug, DEBRIS.search(revision.rendered_text))


def test_extraction_on_the_demo_gold_stays_above_its_floors(demo):
    from claims.evaluation.extraction import evaluate_extraction, read_gold

    report = evaluate_extraction(read_gold(DEMO / "gold_claims.jsonl"))
    assert report.overall.precision >= 0.85 and report.overall.recall >= 0.85, report.lines()
    assert report.lane_accuracy >= 0.95, report.lines()
