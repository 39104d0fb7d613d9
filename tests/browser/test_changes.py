"""In a real browser: recent changes page back with htmx, keep their URL, and come back."""

import datetime as dt

import pytest

from claims.models import ModerationAction
from tests.corpus import make_claim

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def long_history(world):
    """One claim and 70 later moderation decisions on it, a minute apart: two pages of changes."""
    claim = make_claim("Acme Robotics raised $20 million in a Series A round.", known="2023-02-01")
    start = claim.created_at + dt.timedelta(minutes=1)
    ModerationAction.objects.bulk_create([
        ModerationAction(claim=claim, action=ModerationAction.Action.APPROVE, from_value="auto",
                         to_value="approved", reason=f"review {i}", created_at=start + dt.timedelta(minutes=i))
        for i in range(70)
    ])
    return claim


def test_older_changes_swap_the_list_push_the_url_and_back_restores(live_server, page, long_history,
                                                                    console_errors):
    """"Older changes" replaces the list in place (one list, no nesting), the URL can be shared, Back returns."""
    page.goto(f"{live_server.url}/changes/")
    changes = page.locator("#changes-list ol.changes > li")
    assert changes.count() == 50
    assert "review 69" in changes.first.inner_text()
    page.get_by_role("link", name="Older changes →").click()
    page.wait_for_url("**/changes/?before=*")
    page.get_by_role("link", name="← Newest changes").wait_for()
    assert page.evaluate("document.activeElement.id") == "changes-status"  # focus moved up with the view
    assert page.evaluate("window.scrollY") == 0
    assert page.locator("#changes-list").count() == 1
    assert changes.count() == 21  # the 20 oldest decisions and the claim itself
    assert "review 19" in changes.first.inner_text() and "New claim" in changes.last.inner_text()
    assert page.get_by_role("link", name="Older changes →").count() == 0
    shared = page.url
    page.go_back()
    page.wait_for_url(f"{live_server.url}/changes/")
    page.get_by_role("link", name="Older changes →").wait_for()
    assert "review 69" in changes.first.inner_text()
    page.goto(shared)  # the pushed URL is a page of its own, without htmx
    assert changes.count() == 21
    assert console_errors == []


def test_kind_filter_swaps_the_list_and_marks_the_current_kind(live_server, page, long_history, console_errors):
    """Choosing a kind swaps the list once and marks that kind as the current one."""
    page.goto(f"{live_server.url}/changes/")
    page.get_by_role("link", name="New claims").click()
    page.wait_for_url("**/changes/?kind=new")
    page.locator('a#kind-new[aria-current="page"]').wait_for()
    assert page.locator("#changes-list").count() == 1
    assert page.locator("#changes-list ol.changes > li").count() == 1
    assert page.locator('a#kind-all[aria-current="page"]').count() == 0
    assert console_errors == []
