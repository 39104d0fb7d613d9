"""In a real browser: a talk page's predictions filtered by status, and a verdict's citation followed."""

import pytest
import time_machine

from predictions.services import predictions_resolve, predictions_sync
from tests.predictions.conftest import forecast, store

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def ledger_page(world):
    """Walker X: a 2025 target met, one missed, one undated; the count that decides both, resolved."""
    forecast("Acme plans to build 200 Walker X robots in 2025.", known="2024-06-01")
    forecast("Acme plans to build 5,000 Walker X robots in 2025.", known="2024-07-01", source="robot-weekly")
    forecast("Acme could one day build millions of Walker X robots.", known="2024-06-01", predicate="opinion",
             claim_type="opinion")
    count = store("Acme built 300 Walker X robots in 2025.", known="2026-02-01", predicate="units_produced",
                  object_text="300 Walker X robots", qualifier="2025", valid_from="2025-01-01",
                  valid_until="2025-12-31")
    predictions_sync()
    with time_machine.travel("2026-03-01T12:00:00Z", tick=True):
        predictions_resolve()
    return count


def test_filter_by_status_and_follow_the_verdicts_citation(live_server, page, ledger_page, console_errors):
    """'Falsified' keeps the falsified prediction only; its citation opens the claim that decides it."""
    page.goto(f"{live_server.url}/wiki/walker-x/talk/")
    rows = page.locator("#predictions tr.prediction")
    assert rows.count() == 3
    page.locator('#predictions nav a[data-status="falsified"]').click()
    page.wait_for_url("**/wiki/walker-x/talk/?status=falsified#predictions")
    assert rows.count() == 1 and "5,000" in rows.first.inner_text()
    assert page.locator('#predictions nav a[aria-current="true"]').inner_text().startswith("Falsified")
    rows.first.locator(".verdict-cite a").first.click()
    page.wait_for_url(f"**/claims/{ledger_page.pk}/")
    assert "Acme built 300 Walker X robots in 2025." in page.content()
    assert console_errors == []
