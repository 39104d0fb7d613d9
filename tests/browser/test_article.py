"""In a real browser: the article's lead and infobox follow the slider, and the slider follows the Date field."""

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def rounds(ingest):
    ingest("Acme Robotics raised $20 million in a Series A round.", published_at="2023-02-01")
    ingest("Acme Robotics raised $120 million in a Series B round at a valuation of $1 billion.",
           published_at="2024-06-01")
    ingest("Acme Robotics deployed humanoid robots at its Ohio warehouse.", published_at="2025-01-15")


def test_lead_and_infobox_change_when_the_slider_moves(live_server, page, rounds, console_errors):
    """Today's lead and infobox give the Series B and its valuation; at the first tick both give the Series A."""
    page.goto(f"{live_server.url}/wiki/acme-robotics/")
    lead, infobox = page.locator(".section-lead"), page.locator(".infobox")
    assert "$120 million" in lead.inner_text() and "$1 billion" in lead.inner_text()
    assert "Series B, $120 million" in infobox.inner_text() and "Valuation" in infobox.inner_text()
    page.locator("#as-of-slider").focus()
    page.keyboard.press("Home")
    page.wait_for_url("**as_of=2023-02-01**", timeout=10_000)
    page.wait_for_function("!document.querySelector('.infobox').innerText.includes('Series B')")
    assert "$20 million" in lead.inner_text() and "$120 million" not in lead.inner_text()
    assert "Series A, $20 million" in infobox.inner_text() and "Valuation" not in infobox.inner_text()
    assert console_errors == []


def test_the_slider_follows_a_date_typed_in_the_date_field(live_server, page, rounds, console_errors):
    """After the Date field shows an earlier day, the slider stands at that day's tick, not at "now"."""
    page.goto(f"{live_server.url}/wiki/acme-robotics/")
    slider = page.locator("#as-of-slider")
    last = slider.get_attribute("max")
    assert slider.input_value() == last
    page.fill("#id_as_of", "2023-03-01")
    page.click("button[type=submit]")
    page.wait_for_url("**as_of=2023-03-01**", timeout=10_000)
    page.wait_for_function("document.querySelector('#as-of-slider').value === '0'")
    assert slider.get_attribute("aria-valuetext") == "2023-03-01"
    assert "Series A, $20 million" in page.locator(".infobox").inner_text()
    assert console_errors == []
