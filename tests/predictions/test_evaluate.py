"""evaluate_predictions: accuracy on resolved predictions, per label, and how many were left unresolved."""

from __future__ import annotations

import json

import pytest
import time_machine
from django.core.management import CommandError, call_command

from predictions.services import predictions_resolve, predictions_sync

from .conftest import forecast, store

pytestmark = pytest.mark.django_db


def test_evaluate_predictions_reports_accuracy_and_unresolved(ledger, tmp_path, capsys):
    """One prediction resolved as labelled, one left unresolved: accuracy 1.0, one unresolved."""
    met = forecast("Acme plans to build 200 Walker X robots in 2025.", known="2024-06-01")
    vague = forecast("Acme expects Walker X robots to work in homes by 2025.", known="2024-06-02",
                     predicate="deployment_target")
    store("Acme built 300 Walker X robots in 2025.", known="2026-02-01", predicate="units_produced",
          object_text="300 Walker X robots", qualifier="2025", valid_from="2025-01-01", valid_until="2025-12-31")
    predictions_sync()
    with time_machine.travel("2026-06-01T12:00:00Z", tick=True):
        predictions_resolve()
    gold = tmp_path / "gold.jsonl"
    gold.write_text("\n".join(json.dumps({"document_url": c.document.url, "subject": "walker-x",
                                          "evidence": c.evidence_text, "expected": e})
                              for c, e in ((met, "fulfilled"), (vague, "falsified"))))
    call_command("evaluate_predictions", str(gold), "--json")
    report = json.loads(capsys.readouterr().out)
    assert (report["resolved"], report["accuracy_on_resolved"], report["left_unresolved"]) == (1, 1.0, 1)
    assert report["uncited_verdicts"] == [] and report["by_label"]["falsified"] == {"undecided": 1}


@pytest.mark.parametrize("content, message", [
    ('{"document_url": "x", "subject": "walker-x", "evidence": "e", "expected": "probably"}', "expected must be"),
    ('{"document_url": "x", "subject": "walker-x"}', "missing evidence, expected"),
    ("not json", "not valid JSON"),
])
def test_a_bad_gold_file_is_a_clear_error(ledger, tmp_path, content, message):
    """A malformed gold line names the file, the line and what is wrong."""
    gold = tmp_path / "gold.jsonl"
    gold.write_text(content)
    with pytest.raises(CommandError, match=message):
        call_command("evaluate_predictions", str(gold))
