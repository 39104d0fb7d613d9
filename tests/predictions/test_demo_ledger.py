"""The ledger on the demo: the hand-labelled gold of every dated prediction whose date has passed, and time travel.

The demo is loaded as scripts/demo.sh loads it (tests/test_demo.py does the same).
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from claims.models import Entity
from core.viewer import Viewer
from predictions.evaluation import evaluate_predictions, read_gold
from predictions.models import DECIDED, Prediction, Status
from predictions.selectors import predictions_for

DEMO = Path(__file__).resolve().parents[2] / "demo"
pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("demo_calendar")]


@pytest.fixture
def demo_ledger(demo):
    """The demo ingested, its predictions kept and resolved (the shared fixture does both)."""



def test_demo_gold_accuracy_and_citations(demo_ledger):
    """On the demo gold the resolver is right on at least 0.9 of what it decides, and every verdict cites."""
    report = evaluate_predictions(read_gold(DEMO / "gold_predictions.jsonl"))
    assert report.matched == report.total == 35
    assert report.accuracy is not None and report.accuracy >= 0.9
    assert report.uncited == []
    assert not Prediction.objects.filter(status__in=DECIDED, cited_claim_ids=[]).exists()
    assert report.resolved >= 12  # the falsified Optimus and NEO projections among them


def test_demo_projection_is_open_before_its_date(demo_ledger):
    """'More than a thousand Optimus robots in 2025' is open as of mid-2025 and falsified after, for the public."""
    optimus = Entity.objects.get(slug="optimus")
    claim_text = "Tesla expects to have more than a thousand Optimus robots working in its factories in 2025."

    def status(as_of):
        return next(v.status for v in predictions_for(entity=optimus, viewer=Viewer.anonymous(), as_of=as_of)
                    if v.claim.evidence_text == claim_text)

    assert status(dt.date(2025, 6, 30)) == Status.OPEN
    assert status(None) == Status.FALSIFIED
