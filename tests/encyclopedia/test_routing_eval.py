"""Routing evaluation on the development set (tests/data/routing_cases.jsonl) over the demo registry.

The demo's sources, entities, curated facts and routing rules are loaded
(no documents: the cases measure routing, eligibility and the fact tiers).
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from django.contrib.auth.models import Group
from django.core.management import CommandError, call_command

from encyclopedia.answers.evaluation import read_cases


pytestmark = pytest.mark.usefixtures("demo_calendar")


REPO = Path(__file__).resolve().parent.parent.parent
CASES = REPO / "tests" / "data" / "routing_cases.jsonl"


@pytest.fixture
def demo_registry(db):
    Group.objects.get_or_create(name="analysts")
    call_command("load_sources", str(REPO / "demo" / "sources.yaml"), stdout=io.StringIO())
    call_command("load_entities", str(REPO / "demo" / "entities.yaml"), stdout=io.StringIO())
    call_command("load_routing_rules", str(REPO / "demo" / "routing_rules.yaml"), stdout=io.StringIO())
    call_command("load_facts", str(REPO / "demo" / "facts.jsonl"), stdout=io.StringIO())


def test_development_set_covers_every_capability_intent_and_viewer_kind():
    """The development set has at least 60 cases: all capabilities, all intents, restricted viewers, past dates."""
    cases = read_cases(CASES)
    assert len(cases) >= 60
    assert {c.expected_capability for c in cases} == {"static", "live_data", "user_account", "human_request"}
    assert any(c.viewer.groups for c in cases) and any(c.as_of for c in cases)
    assert sum(1 for c in cases if "authority" in c.note) >= 6


def test_evaluate_routing_prints_the_metrics_on_the_development_set(demo_registry):
    """Every intent routes to its classes; nothing forbidden, stale, superseded or lower-tier is used; no misroute."""
    out = io.StringIO()
    call_command("evaluate_routing", str(CASES), "--json", stdout=out)
    report = json.loads(out.getvalue())
    metrics = report["metrics"]
    assert report["cases"] >= 60
    assert report["failing"] == []
    assert metrics["source_class_recall"] == 1.0 and metrics["source_class_precision"] == 1.0
    assert metrics["forbidden_source_rate"] == 0.0
    assert metrics["freshness_violation_rate"] == 0.0
    assert metrics["authority_violation_rate"] == 0.0
    assert metrics["capability_misroute_rate"] == 0.0
    text = io.StringIO()
    call_command("evaluate_routing", str(CASES), stdout=text)
    assert "capability misroute rate: 0.000" in text.getvalue() and "0 failing cases" in text.getvalue()


def test_evaluate_routing_lists_failing_cases_with_their_reasons(demo_registry, tmp_path):
    """A wrong expectation shows up in the metrics and in the failing list, with the reason."""
    cases = tmp_path / "cases.jsonl"
    cases.write_text("\n".join(json.dumps(c) for c in [
        {"query": "What is Tesla's share price right now?", "viewer": {"groups": [], "audience": []},
         "expected_capability": "static"},
        {"query": "How much has Figure raised?", "viewer": {"groups": [], "audience": []},
         "expected_capability": "static", "expected_source_classes": ["sceptic_blog"],
         "forbidden_sources": ["humanoid-fact-sheets"]},
    ]) + "\n")
    out = io.StringIO()
    call_command("evaluate_routing", str(cases), "--json", stdout=out)
    report = json.loads(out.getvalue())
    assert report["metrics"]["capability_misroute_rate"] == 0.5
    assert report["metrics"]["source_class_recall"] == 0.0
    assert report["metrics"]["forbidden_source_rate"] == 0.5
    reasons = {f["case"]: " ".join(f["failures"]) for f in report["failing"]}
    assert "capability live_data, expected static" in reasons[1]
    assert "missed source classes ['sceptic_blog']" in reasons[2] and "humanoid-fact-sheets" in reasons[2]


def test_a_bad_cases_file_is_refused_with_the_line(demo_registry, tmp_path):
    """A malformed line is reported with its number."""
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"query": "x"}\n{not json}\n')
    with pytest.raises(CommandError, match="line 2: not valid JSON"):
        call_command("evaluate_routing", str(bad))
