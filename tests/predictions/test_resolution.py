"""The resolver on stored claims: one test per rule, time travel, permissions and idempotent re-resolution."""

from __future__ import annotations

import pytest
import time_machine

from claims.models import ClaimStatus, Entity
from claims.selectors import sources_visible_to
from core.viewer import Viewer
from predictions.models import Prediction, PredictionVerdict, Status
from predictions.resolution import GRACE_DAYS
from predictions.selectors import prediction_status_of, predictions_for
from predictions.services import predictions_resolve, predictions_sync

from .conftest import day, forecast, store

PUBLIC = Viewer.anonymous()
ANALYST = Viewer.for_groups(["analysts"])
pytestmark = pytest.mark.django_db


def status_of(claim, *, as_of, viewer=PUBLIC):
    """The status the viewer sees for the prediction made from ``claim``, as of a day."""
    states = prediction_status_of([claim.pk], as_of=day(as_of), viewer=viewer)
    return states[claim.pk].status if claim.pk in states else None


def built(count: str, year: str, *, known: str, **kw):
    return store(f"Acme built {count} Walker X robots in {year}.", known=known, predicate="units_produced",
                 object_text=f"{count} Walker X robots", qualifier=year, valid_from=f"{year}-01-01",
                 valid_until=f"{year}-12-31", **kw)


def test_a_production_target_met(ledger):
    """'1,000 in 2025' against 1,200 built in 2025 is fulfilled, citing the count; open until the year ends."""
    plan = forecast("Acme plans to build 1,000 Walker X robots in 2025.", known="2024-06-01")
    count = built("1,200", "2025", known="2026-02-01")
    predictions_sync()
    assert status_of(plan, as_of="2025-12-31") == Status.OPEN
    assert status_of(plan, as_of="2026-01-15") == Status.PAST_DUE  # the count is not known yet
    state = prediction_status_of([plan.pk], as_of=day("2026-03-01"), viewer=PUBLIC)[plan.pk]
    assert (state.status, state.cited_claim_ids, state.live) == (Status.FULFILLED, (count.pk,), False)


@pytest.mark.parametrize("count, expected", [("300", Status.FALSIFIED), ("600", Status.PARTLY_FULFILLED)])
def test_a_production_target_missed(ledger, count, expected):
    """Below half the target is falsified; between half and the target partly fulfilled."""
    plan = forecast("Acme plans to build 1,000 Walker X robots in 2025.", known="2024-06-01")
    built(count, "2025", known="2026-02-01")
    predictions_sync()
    assert status_of(plan, as_of="2026-03-01") == expected


def test_a_count_told_without_its_noun_decides_the_target(ledger):
    """"had manufactured close to 1,000 before production halted" (the extractor's count: 1,000 units) is at most
    1,000 by a day after the deadline: far below 5,000, the target is missed."""
    plan = forecast("Acme aims to build 5,000 Walker X robots before the end of the year.", known="2025-03-13",
                    valid_until="2025-12-31")
    count = store("Two suppliers say Acme had manufactured close to 1,000 before production halted.",
                  known="2026-01-24", predicate="units_produced", object_text="close to 1,000", value="1000",
                  unit="units")
    predictions_sync()
    state = prediction_status_of([plan.pk], as_of=day("2026-03-01"), viewer=PUBLIC)[plan.pk]
    assert (state.status, state.cited_claim_ids) == (Status.FALSIFIED, (count.pk,))


def test_without_evidence_past_due_then_unresolved(ledger):
    """No count: past due for the grace period after the interval, then unresolved, never guessed."""
    plan = forecast("Acme plans to build 1,000 Walker X robots in 2025.", known="2024-06-01")
    predictions_sync()
    assert status_of(plan, as_of="2026-01-10") == Status.PAST_DUE
    late = day("2025-12-31").toordinal() + GRACE_DAYS + 1
    assert status_of(plan, as_of=type(day("2025-01-01")).fromordinal(late).isoformat()) == Status.UNRESOLVED


def test_a_target_revised_before_its_date(ledger):
    """A later target of the same source for the same year revises the first, which is then never scored."""
    first = forecast("Acme plans to build 1,000 Walker X robots in 2025.", known="2024-06-01")
    second = forecast("Acme now plans to build 400 Walker X robots in 2025.", known="2025-03-01")
    built("450", "2025", known="2026-02-01")
    predictions_sync()
    assert status_of(first, as_of="2025-02-01") == Status.OPEN
    states = prediction_status_of([first.pk, second.pk], as_of=day("2026-03-01"), viewer=PUBLIC)
    assert states[first.pk].status == Status.REVISED and states[first.pk].cited_claim_ids == (second.pk,)
    assert states[second.pk].status == Status.FULFILLED


def test_a_deployment_that_happened_then_was_paused(ledger):
    """A deployment within the interval fulfils; paused at its site before the interval ended, partly."""
    plan = forecast("Acme expects Walker X robots to be working at the Boltworks plant by the end of 2025.",
                    known="2024-11-01", predicate="deployment_target")
    started = store("Walker X robots are working at the Boltworks plant today.", known="2025-03-01",
                    predicate="deployed_at", object_text="Boltworks plant", qualifier="Boltworks plant",
                    claim_type="deployment")
    predictions_sync()
    assert status_of(plan, as_of="2026-01-05") == Status.FULFILLED
    paused = store("Acme paused the Walker X deployment at the Boltworks plant.", known="2025-06-01",
                   predicate="deployment_paused", object_text="Boltworks plant", qualifier="Boltworks plant",
                   claim_type="deployment")
    state = prediction_status_of([plan.pk], as_of=day("2026-01-05"), viewer=PUBLIC)[plan.pk]
    assert state.status == Status.PARTLY_FULFILLED
    assert set(state.cited_claim_ids) == {started.pk, paused.pk}


def test_a_vague_projection_stays_undated(ledger):
    """A projection with no date is kept as undated and never resolved, however late the day."""
    vague = forecast("Acme could one day build millions of Walker X robots.", known="2024-06-01",
                     predicate="opinion", claim_type="opinion")
    predictions_sync()
    assert Prediction.objects.get(claim=vague).target_until is None
    assert status_of(vague, as_of="2030-01-01") == Status.UNDATED


def test_a_retraction_withdraws_the_prediction(ledger):
    """A retracted projection is withdrawn from then on; before, it was open."""
    plan = forecast("Acme plans to build 1,000 Walker X robots in 2025.", known="2024-06-01")
    predictions_sync()
    plan.status, plan.retracted_at = ClaimStatus.RETRACTED, plan.known_at.replace(month=9)
    plan.save(update_fields=["status", "retracted_at"])
    assert status_of(plan, as_of="2024-08-01") == Status.OPEN
    assert status_of(plan, as_of="2024-10-01") == Status.WITHDRAWN


def test_a_postponed_start_falsifies(ledger):
    """'On sale to customers by the end of 2025' is falsified by the maker's later plan to start selling in 2026."""
    plan = forecast("Acme expects to start selling Walker X to customers by the end of 2025.", known="2024-06-01",
                    predicate="deployment_target")
    later = forecast("Acme plans to start selling Walker X to customers in 2026.", known="2025-09-01",
                     predicate="deployment_target")
    predictions_sync()
    assert status_of(plan, as_of="2025-12-31") == Status.OPEN
    state = prediction_status_of([plan.pk], as_of=day("2026-01-02"), viewer=PUBLIC)[plan.pk]
    assert (state.status, state.cited_claim_ids) == (Status.FALSIFIED, (later.pk,))


def test_a_later_commercial_start_does_not_decide_a_prototype_shown(ledger):
    """'A functioning Walker X by September' is not falsified by a later plan to start commercialization in 2026: a
    commercial start says nothing of whether a prototype was shown (a start of sales is still decided by it:
    test_a_postponed_start_falsifies)."""
    shown = forecast("Acme will have a functioning Walker X humanoid as early as September 2024.", known="2024-06-01",
                     predicate="launch_date")
    later = forecast("Acme hopes to start commercialization of Walker X in 2026.", known="2025-01-10",
                     predicate="launch_date")
    predictions_sync()
    state = prediction_status_of([shown.pk], as_of=day("2025-02-01"), viewer=PUBLIC)[shown.pk]
    assert state.status == Status.UNRESOLVED and later.pk not in state.cited_claim_ids


def test_a_doubt_is_fulfilled_when_the_target_is_missed(ledger):
    """A bear doubt ('I doubt Acme will build even 1,000') is fulfilled by a count below it."""
    doubt = forecast("I doubt Acme will build even 1,000 Walker X robots in 2025.", known="2025-02-01",
                     predicate="opinion", lane="bear", claim_type="opinion", source="doubters")
    built("300", "2025", known="2026-02-01")
    predictions_sync()
    assert status_of(doubt, as_of="2026-03-01") == Status.FULFILLED


def test_restricted_evidence_decides_only_for_those_who_may_see_it(ledger):
    """A count in an analyst note decides the verdict for analysts; the public sees no verdict from it."""
    plan = forecast("Acme plans to build 1,000 Walker X robots in 2025.", known="2024-06-01")
    note = built("200", "2025", known="2026-02-01", source="analyst-desk")
    predictions_sync()
    assert status_of(plan, as_of="2026-03-01", viewer=ANALYST) == Status.FALSIFIED
    public = prediction_status_of([plan.pk], as_of=day("2026-03-01"), viewer=PUBLIC)[plan.pk]
    assert public.status == Status.PAST_DUE and note.pk not in public.cited_claim_ids
    secret = forecast("We expect Acme to build 5,000 Walker X robots in 2026.", known="2025-06-01",
                      source="analyst-desk")
    predictions_sync()
    assert prediction_status_of([secret.pk], viewer=PUBLIC) == {}
    walker = Entity.objects.get(slug="walker-x")
    assert secret.pk not in {v.claim.pk for v in predictions_for(entity=walker, viewer=PUBLIC)}


def test_re_resolution_is_idempotent_and_a_revised_figure_reopens(ledger):
    """Resolving twice changes nothing; an output figure revised upward reopens a falsified verdict."""
    plan = forecast("Acme plans to build 1,000 Walker X robots in 2025.", known="2024-06-01")
    built("300", "2025", known="2026-02-01")
    predictions_sync()
    with time_machine.travel("2026-03-01T12:00:00Z", tick=False):
        first = predictions_resolve()
        again = predictions_resolve()
        prediction = Prediction.objects.get(claim=plan)
        assert (first.changed, again.changed, prediction.status) == (1, 0, Status.FALSIFIED)
        assert predictions_sync().created == 0
        revised = built("1,100", "2025", known="2026-02-20")  # supersedes the 300 (same fact, new value)
        predictions_resolve()
        prediction.refresh_from_db()
        assert (prediction.status, prediction.cited_claim_ids) == (Status.FULFILLED, [revised.pk])
        assert list(PredictionVerdict.objects.filter(prediction=prediction).order_by("id")
                    .values_list("previous_status", "status")) == [("open", "falsified"), ("falsified", "fulfilled")]


def test_every_page_shows_open_before_the_interval_ends(ledger, client):
    """As of a day before the interval ends, the talk page shows the prediction open, whatever came later."""
    plan = forecast("Acme plans to build 1,000 Walker X robots in 2025.", known="2024-06-01")
    built("300", "2025", known="2026-02-01")
    predictions_sync()
    with time_machine.travel("2026-03-01T12:00:00Z", tick=False):
        predictions_resolve()
        html = client.get("/wiki/walker-x/talk/?as_of=2025-06-30").content.decode()
        assert f'status-open" data-status="open"' in html and "status-falsified" not in html
        now = client.get("/wiki/walker-x/talk/").content.decode()
    assert "status-falsified" in now and f"/claims/{plan.pk}/" in now
    assert sources_visible_to(PUBLIC)  # the page read what the public may see
