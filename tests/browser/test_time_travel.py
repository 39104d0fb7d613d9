"""In a real browser: the time-travel slider re-renders the article and updates the URL."""

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def corpus(ingest):
    ingest("Acme Robotics raised $20 million in a Series A round.", published_at="2023-02-01")
    ingest("Acme Robotics raised $120 million in a Series B round.", published_at="2024-06-01")
    ingest("Acme Robotics deployed Walker X robots at its Ohio warehouse.", published_at="2025-01-15")


def test_slider_changes_article_and_url_and_back_restores(live_server, page, corpus, console_errors):
    """Moving the slider to the first tick drops later claims and puts the date in the URL; Back restores."""
    page.goto(f"{live_server.url}/wiki/acme-robotics/")
    body = page.locator("#article-body")
    assert "120 million" in body.inner_text()
    slider = page.locator("#as-of-slider")
    slider.focus()
    page.keyboard.press("Home")
    page.wait_for_url("**as_of=2023-02-01**", timeout=10_000)
    page.wait_for_function("!document.querySelector('#article-body').innerText.includes('120 million')")
    assert "As of" in body.inner_text()
    assert "20 million" in body.inner_text()
    page.go_back()
    page.wait_for_function("document.querySelector('#article-body').innerText.includes('120 million')")
    assert "as_of" not in page.url
    assert console_errors == []
