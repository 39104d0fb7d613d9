"""Moderators confirm or override a verdict, with an audit row; bad reviews change nothing."""

from __future__ import annotations

import datetime as dt

import pytest
import time_machine

from core.viewer import Viewer
from predictions.models import Prediction, PredictionVerdict, Status
from predictions.selectors import prediction_status_of
from predictions.services import prediction_review, predictions_resolve, predictions_sync

from .conftest import forecast, store

pytestmark = pytest.mark.django_db
NOW = "2026-03-01T12:00:00Z"


@pytest.fixture
def falsified(ledger):
    with time_machine.travel("2026-02-02T12:00:00Z", tick=True):  # the claims are stored before the reviews
        plan = forecast("Acme plans to build 1,000 Walker X robots in 2025.", known="2024-06-01")
        count = store("Acme built 300 Walker X robots in 2025.", known="2026-02-01", predicate="units_produced",
                      object_text="300 Walker X robots", qualifier="2025", valid_from="2025-01-01",
                      valid_until="2025-12-31")
        predictions_sync()
    with time_machine.travel(NOW, tick=True):
        predictions_resolve()
        yield Prediction.objects.get(claim=plan), count


@pytest.mark.parametrize("kwargs, message", [
    ({"action": "override", "status": "fulfilled", "reason": ""}, "needs a reason"),
    ({"action": "override", "status": "fulfilled", "reason": "met"}, "must cite a claim"),
    ({"action": "override", "status": "maybe", "reason": "x"}, "unknown prediction status"),
    ({"action": "delete", "reason": "x"}, "unknown review action"),
    ({"action": "override", "status": "falsified", "reason": "x", "cited_claim_ids": [999999]}, "no active claim"),
])
def test_a_bad_review_is_refused_and_changes_nothing(falsified, staff, kwargs, message):
    """Each refusal says why; no row is written and the verdict stands."""
    prediction, _ = falsified
    before = PredictionVerdict.objects.count()
    with pytest.raises(ValueError, match=message):
        prediction_review(prediction=prediction, user=staff, **kwargs)
    prediction.refresh_from_db()
    assert (PredictionVerdict.objects.count(), prediction.status) == (before, Status.FALSIFIED)


def test_an_open_prediction_cannot_be_decided(ledger, staff):
    """Before its interval ends a prediction is open: a moderator cannot decide it early."""
    plan = forecast("Acme plans to build 1,000 Walker X robots in 2030.", known="2024-06-01")
    other = store("Acme built 50 Walker X robots.", known="2025-01-01", predicate="units_produced")
    predictions_sync()
    with pytest.raises(ValueError, match="has not ended"):
        prediction_review(prediction=Prediction.objects.get(claim=plan), user=staff, action="override",
                          status="falsified", reason="hopeless", cited_claim_ids=[other.pk])


def test_an_override_stands_with_an_audit_row_until_new_evidence(falsified, staff):
    """An override records who, when and why; readers see it from then on; a later claim reopens it."""
    prediction, count = falsified
    with time_machine.travel(NOW, tick=True):
        row = prediction_review(prediction=prediction, user=staff, action="override", status="partly_fulfilled",
                                reason="300 is the first batch; the count excludes prototypes",
                                cited_claim_ids=[count.pk])
        assert (row.decided_by, row.previous_status, row.status) == (staff, "falsified", "partly_fulfilled")
        state = prediction_status_of([prediction.claim_id], viewer=Viewer.anonymous())[prediction.claim_id]
        assert state.status == Status.PARTLY_FULFILLED and "first batch" in state.explanation
        assert predictions_resolve().changed == 0  # idempotent: the override stands
    before = prediction_status_of([prediction.claim_id], as_of=dt.date(2026, 2, 15), viewer=Viewer.anonymous())
    assert before[prediction.claim_id].status == Status.FALSIFIED  # not yet made then
    with time_machine.travel("2026-03-10T12:00:00Z", tick=True):
        store("Acme built 1,100 Walker X robots in 2025.", known="2026-03-05", predicate="units_produced",
              object_text="1,100 Walker X robots", qualifier="2025", valid_from="2025-01-01",
              valid_until="2025-12-31")
        predictions_resolve()
    prediction.refresh_from_db()
    assert prediction.status == Status.FULFILLED


def test_a_confirmation_is_recorded(falsified, staff):
    """Confirming keeps the verdict and records the moderator."""
    prediction, count = falsified
    with time_machine.travel(NOW, tick=True):
        row = prediction_review(prediction=prediction, user=staff, action="confirm", reason="checked the count")
        assert (row.status, row.cited_claim_ids) == (Status.FALSIFIED, [count.pk])
        assert predictions_resolve().changed == 0


def test_admin_records_a_review_and_shows_a_refusal(falsified, staff, client):
    """The admin's 'add verdict' form goes through the service: a refusal is a form error, not a row."""
    prediction, count = falsified
    client.force_login(staff)
    url = "/admin/predictions/predictionverdict/add/"
    before = PredictionVerdict.objects.count()
    bad = client.post(url, {"prediction": prediction.pk, "action": "override", "status": "fulfilled",
                            "cited": "", "reason": "looks met"})
    assert bad.status_code == 200 and "must cite a claim" in bad.content.decode()
    assert PredictionVerdict.objects.count() == before
    with time_machine.travel(NOW, tick=True):
        good = client.post(url, {"prediction": prediction.pk, "action": "override", "status": "partly_fulfilled",
                                 "cited": str(count.pk), "reason": "first batch"})
    assert good.status_code == 302
    assert PredictionVerdict.objects.filter(action="override", decided_by=staff).count() == 1
    assert client.get(f"/admin/predictions/prediction/{prediction.pk}/change/").status_code == 200
