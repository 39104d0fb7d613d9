"""The recent-changes page and its Atom feed: what changed, for whom, and nothing a reader may not see."""

from __future__ import annotations

import re

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
    assert "replaces “Acme Robotics is valued at $2 billion.” (reported 2024-03-01), effective 2024-06-01" in html
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


def _older_link(html: str) -> str | None:
    """The href of the page's "Older changes" link (None when there is none)."""
    import html as htmllib
    import re

    match = re.search(r'<a id="changes-older" href="([^"]+)"', html)
    return htmllib.unescape(match[1]) if match else None


@pytest.fixture
def many_changes(history, staff):
    """120 more moderation decisions, recorded at three instants: many changes share one time,
    and one instant is also when the moderated claim was created (a tie across kinds)."""
    import datetime as dt

    instants = [history.created_at, history.created_at - dt.timedelta(days=1),
                history.created_at - dt.timedelta(days=2, microseconds=1)]
    ModerationAction.objects.bulk_create([
        ModerationAction(claim=history, user=staff, action=ModerationAction.Action.APPROVE,
                         from_value="approved", to_value="approved", reason=f"recheck {i}",
                         created_at=instants[i % 3])
        for i in range(120)
    ])
    return history


def test_changes_page_back_through_every_change_exactly_once(many_changes, client):
    """Following "Older changes" from the first page shows each change once, newest first, 50 a page."""
    from core.viewer import Viewer
    from encyclopedia.changes import DEFAULT_LIMIT, changes_recent

    everything = changes_recent(viewer=Viewer.anonymous(), limit=10_000)
    assert len(everything) > 2 * DEFAULT_LIMIT
    seen, pages, url = [], [], "/changes/"
    while url:
        html = client.get(url).content.decode()
        keys = re.findall(r'<li id="([a-z]+-\d+)" class="change', html)
        pages.append(len(keys))
        seen += keys
        url = _older_link(html)
    assert seen == [c.key for c in everything]
    assert pages[:-1] == [DEFAULT_LIMIT] * (len(pages) - 1) and 0 < pages[-1] <= DEFAULT_LIMIT
    times = [c.at for c in everything]
    assert times == sorted(times, reverse=True)


def test_older_page_keeps_the_kind_and_links_back_to_the_newest(many_changes, client):
    """An older page of one kind stays that kind and offers "Newest changes" for that kind."""
    first = client.get("/changes/?kind=moderation").content.decode()
    older = _older_link(first)
    assert older.startswith("/changes/?kind=moderation&before=")
    html = client.get(older).content.decode()
    assert '<strong class="change-kind">New claim</strong>' not in html
    assert 'href="/changes/?kind=moderation" hx-get="/changes/?kind=moderation"' in html
    assert "← Newest changes" in html and "Older than " in html
    assert "← Newest changes" not in first


def test_older_changes_link_is_htmx_friendly(many_changes, client):
    """The link works without JavaScript (href) and swaps only the list with htmx, pushing the URL."""
    first = client.get("/changes/").content.decode()
    older = _older_link(first)
    assert re.search(r'<a id="changes-older" href="([^"]+)" hx-get="\1" hx-target="#changes-list" '
                     r'hx-swap="outerHTML[^"]*" hx-push-url="true"', first)
    partial = client.get(older, headers={"HX-Request": "true", "HX-Trigger": "changes-older"}).content.decode()
    assert partial.lstrip().startswith('<section id="changes-list"') and "<html" not in partial
    assert 'id="changes-newest"' in partial
    assert 'id="changes-status" tabindex="-1" autofocus' in partial  # focus follows the page step
    assert "autofocus" not in client.get(older).content.decode()  # but not on a plain page load
    filtered = client.get("/changes/?kind=new", headers={"HX-Request": "true", "HX-Trigger": "kind-new"})
    assert "autofocus" not in filtered.content.decode()  # a filter keeps focus on its link


def test_few_changes_show_no_pager(history, client):
    """Under one page of changes there is no "Older changes" link."""
    html = client.get("/changes/").content.decode()
    assert _older_link(html) is None and 'class="pager"' not in html


def test_malformed_cursor_starts_from_the_newest(many_changes, client):
    """A ``before`` that is not a cursor shows the first page rather than an error."""
    newest = client.get("/changes/").content.decode()
    for bogus in ("yesterday", "20240601T101500.123456Z_bogus_1", "20241399T101500.000000Z_new_1"):
        response = client.get("/changes/", {"before": bogus})
        assert response.status_code == 200
        assert _older_link(response.content.decode()) == _older_link(newest)


def test_cursor_token_round_trips():
    """A cursor's URL token reads back as the same position, in UTC to the microsecond."""
    import datetime as dt

    from encyclopedia.changes import ChangeCursor

    at = dt.datetime(2024, 6, 1, 12, 15, 0, 7, tzinfo=dt.timezone(dt.timedelta(hours=2)))
    cursor = ChangeCursor(at, "superseded", 42)
    assert str(cursor) == "20240601T101500.000007Z_superseded_42"
    assert ChangeCursor.parse(str(cursor)) == cursor
    with pytest.raises(ValueError):
        ChangeCursor.parse("20240601T101500.000007Z_gone_42")


@pytest.mark.parametrize("size", [1, 7])
def test_every_page_boundary_keeps_the_order(many_changes, size):
    """Pages of any size, however their edges fall among changes of one instant, join into the full list."""
    from core.viewer import Viewer
    from encyclopedia.changes import changes_page, changes_recent

    viewer = Viewer.anonymous()
    everything = [c.key for c in changes_recent(viewer=viewer, limit=10_000)]
    seen, before = [], None
    while True:
        page = changes_page(viewer=viewer, before=before, size=size)
        seen += [c.key for c in page.changes]
        if page.older is None:
            break
        before = page.older
    assert seen == everything
