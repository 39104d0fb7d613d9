"""The recent-changes page and its Atom feed: what changed, for whom, and nothing a reader may not see."""

from __future__ import annotations

import feedparser
import pytest

from claims.models import Claim, ModerationAction
from claims.services import claim_moderate, sources_load
from tests.claims.localserver import LocalServer, Route

V1 = ("Acme Robotics raised $120 million in a Series B round. "
      "Acme Robotics deployed Walker X at the BMW plant in Spartanburg. Acme Robotics is valued at $2 billion.")
V2 = "Acme Robotics raised $120 million in a Series B round. Acme Robotics is valued at $3 billion."


@pytest.fixture
def history(ingest, staff):
    """A page that changed (retraction + supersession), a moderator's approval, and a restricted note."""
    ingest(V1, url="https://acme.test/update", published_at="2024-03-01")
    ingest(V2, url="https://acme.test/update", published_at="2024-06-01")
    ingest("Boltworks raised $9 million in a seed round.", source="analyst-desk", published_at="2024-04-01")
    funding = Claim.objects.get(predicate="raised_funding", subject__slug="acme-robotics")
    claim_moderate(claim=funding, user=staff, action=ModerationAction.Action.APPROVE, reason="checked filing")
    return funding


def test_changes_page_lists_new_claims_supersessions_retractions_and_moderation(history, client):
    """A public reader sees each kind of change with its claim, linked to the claim page."""
    html = client.get("/changes/").content.decode()
    assert "Recent changes" in html
    for label in ("New claim", "Supersession", "Retraction", "Moderation"):
        assert f'<strong class="change-kind">{label}</strong>' in html
    assert "Acme Robotics deployed Walker X at the BMW plant in Spartanburg." in html
    assert "replaces “Acme Robotics is valued at $2 billion.” from 2024-06-01" in html
    assert "Approve: auto → approved — checked filing" in html
    assert f'href="/claims/{history.pk}/"' in html
    assert 'href="/changes/"' in client.get("/").content.decode()  # the nav link


def test_changes_hide_what_the_viewer_may_not_see(history, client, analyst):
    """A restricted source's claims appear for its group only, never for the public."""
    assert "Boltworks raised $9 million" not in client.get("/changes/").content.decode()
    assert "Boltworks raised $9 million" not in client.get("/changes/feed/").content.decode()
    client.force_login(analyst)
    assert "Boltworks raised $9 million" in client.get("/changes/").content.decode()


def test_changes_can_be_narrowed_to_one_kind_and_swapped_by_htmx(history, client):
    """``?kind=retracted`` shows only retractions; an htmx request gets only the list."""
    html = client.get("/changes/?kind=retracted").content.decode()
    assert "Retraction" in html and '<strong class="change-kind">New claim</strong>' not in html
    partial = client.get("/changes/?kind=retracted", headers={"HX-Request": "true"}).content.decode()
    assert partial.lstrip().startswith('<section id="changes-list"') and "<html" not in partial
    assert "BMW plant in Spartanburg" in partial


def test_changes_feed_is_atom_with_one_entry_per_change(history, client):
    """The Atom feed has an entry for each visible change, with a link to the claim."""
    response = client.get("/changes/feed/")
    assert response["Content-Type"].startswith("application/atom+xml")
    feed = feedparser.parse(response.content)
    assert feed.version == "atom10" and feed.feed.title == "Polyphony — recent changes"
    titles = [e.title for e in feed.entries]
    assert any(t.startswith("Retraction: Walker X — Acme Robotics deployed Walker X") for t in titles)
    assert any(t.startswith("Supersession: Acme Robotics — Acme Robotics is valued at $3 billion.") for t in titles)
    assert any(t.startswith("Moderation: Acme Robotics") for t in titles)
    assert len({e.id for e in feed.entries}) == len(feed.entries)
    assert all("/claims/" in e.link for e in feed.entries)


def test_undated_evidence_shows_a_date_unknown_flag(world, client, settings):
    """A claim from a page without any date is listed with a visible "date unknown" flag."""
    from claims.models import Source
    from claims.refresh import source_refresh

    settings.FETCH_MIN_INTERVAL_SECONDS = 0
    settings.FETCH_ALLOW_PRIVATE_ADDRESSES = True
    server = LocalServer().start()
    try:
        url = server.route("/undated", Route(
            b"<html><head><title>Acme</title></head><body><article><p>Acme Robotics raised $50 million "
            b"in a Series C round.</p></article></body></html>", content_type="text/html"))
        sources_load(records=[{"key": "acme-site", "name": "Acme site", "source_class": "press_release",
                               "owner": "Acme", "authority_tier": 2, "lifecycle": "active", "url": url}])
        source_refresh(source=Source.objects.get(key="acme-site"))
    finally:
        server.stop()
    html = client.get("/changes/").content.decode()
    assert "Acme Robotics raised $50 million in a Series C round." in html
    assert ">date unknown</span>" in html
    assert "[date unknown]" in client.get("/changes/feed/").content.decode()


def test_unknown_change_kind_is_ignored_on_the_page(history, client):
    """An unknown ``kind`` shows all changes rather than an error."""
    html = client.get("/changes/?kind=bogus").content.decode()
    assert '<strong class="change-kind">Retraction</strong>' in html
