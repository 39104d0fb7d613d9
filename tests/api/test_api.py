"""The read API as a client meets it: tokens, viewers, errors, rate limits, CORS, Memento, the changes feed."""

from __future__ import annotations

import datetime as dt
import json

import pytest
from django.contrib.auth.models import User
from django.test import override_settings

from api.models import ApiToken, token_hash
from claims.models import Claim

from .conftest import ApiClient, token_for

ANALYST_WORD = "Quillfeather"


@pytest.fixture
def acme(ingest, analyst):
    """Public claims about Acme, a restricted analyst note, and a later round that supersedes the first."""
    ingest("Acme Robotics raised $120 million in a Series B round.", published_at="2024-06-01",
           title="Acme closes Series B")
    ingest("Critics doubt that Acme Robotics can make Walker X safe around people.", source="doubters",
           published_at="2024-10-01", title="Doubts")
    ingest(f"Acme Robotics deployed Walker X robots at the {ANALYST_WORD} plant in Dayton.", source="analyst-desk",
           published_at="2024-11-01", title=f"Analyst note: {ANALYST_WORD}")
    return {"analyst": analyst}


def test_a_token_reads_as_its_user_and_no_token_as_the_public(acme):
    """The analyst's token sees the analyst desk; no token sees the public sources only."""
    public = ApiClient()
    analyst = ApiClient(token_for(acme["analyst"]))
    assert public.get("/api/v1/sources/analyst-desk").status_code == 404
    assert analyst.json("/api/v1/sources/analyst-desk")["name"] == "Internal analyst notes"
    public_keys = {s["key"] for s in public.json("/api/v1/sources")["items"]}
    assert "analyst-desk" not in public_keys and "acme-newsroom" in public_keys


def test_only_the_hash_of_a_token_is_stored_and_a_revoked_token_is_refused(acme):
    """The raw token is nowhere in the database; revoked, it gets a 401 with a message, not the public view."""
    row, raw = ApiToken.issue(user=acme["analyst"], name="notebook")
    assert row.key_hash == token_hash(raw) and raw not in json.dumps(list(ApiToken.objects.values()), default=str)
    client = ApiClient(raw)
    assert client.get("/api/v1/entities").status_code == 200
    row.revoked_at = dt.datetime.now(dt.UTC)
    row.save()
    response = client.get("/api/v1/entities")
    assert response.status_code == 401 and "revoked" in response.json()["detail"]
    assert response["WWW-Authenticate"].startswith("Bearer")
    bad = ApiClient().get("/api/v1/entities", Authorization="Basic abc")
    assert bad.status_code == 401 and "Bearer" in bad.json()["detail"]


def test_a_token_is_made_in_the_admin_and_shown_once(acme, staff, client):
    """Adding a token in the admin shows the raw token once; the row keeps its hash and prefix."""
    client.force_login(staff)
    response = client.post("/admin/api/apitoken/add/", {"user": acme["analyst"].pk, "name": "agent"}, follow=True)
    assert response.status_code == 200
    row = ApiToken.objects.get(name="agent")
    shown = [str(m) for m in response.context["messages"]]
    raw = next(m.split("The new token is ")[1].split(" ")[0] for m in shown if "The new token is" in m)
    assert token_hash(raw) == row.key_hash and raw.startswith(row.prefix)
    assert ApiClient(raw).json("/api/v1/sources/analyst-desk")["key"] == "analyst-desk"


def test_bad_input_gets_a_400_with_a_message_and_changes_nothing(acme):
    """Unknown lane, bad date, bad cursor, from after to: 400 with the field named; nothing is written."""
    client = ApiClient()
    before = Claim.objects.count()
    cases = [
        ("/api/v1/claims", {"lane": "sideways"}, "lane"),
        ("/api/v1/claims", {"lane": "canonical", "as_of": "2024-13-01"}, "as_of"),
        ("/api/v1/changes", {"before": "yesterday"}, "cursor"),
        ("/api/v1/entities/acme-robotics/diff", {"from": "2024-12-01", "to": "2024-01-01"}, "from"),
        ("/api/v1/claims", {"lane": "canonical", "limit": "0"}, "limit"),
    ]
    for path, query, word in cases:
        response = client.get(path, query)
        assert response.status_code == 400, (path, query, response.content)
        assert word in response.json()["detail"], response.json()
    bad_date = client.get("/api/v1/entities/acme-robotics/article", None, **{"Accept-Datetime": "last week"})
    assert bad_date.status_code == 400 and "HTTP-date" in bad_date.json()["detail"]
    assert client.get("/api/v1/claims/999999").status_code == 404
    assert Claim.objects.count() == before


def test_claims_come_one_lane_at_a_time_with_provenance(acme):
    """The claims list needs a lane; each claim carries its source manifest, document, evidence and reason."""
    client = ApiClient()
    assert client.get("/api/v1/claims", {"entity": "acme-robotics"}).status_code == 400
    page = client.json("/api/v1/claims", {"lane": "canonical", "entity": "acme-robotics"})
    assert page["lane"] == "canonical" and page["items"]
    assert {c["lane"] for c in page["items"]} == {"canonical"}
    claim = page["items"][0]
    assert claim["source"]["key"] == "acme-newsroom" and claim["source"]["authority_tier"] == 2
    assert claim["document"]["title"] == "Acme closes Series B" and claim["document"]["version"] == 1
    assert claim["evidence"]["text"] in claim["statement"] or claim["evidence"]["text"]
    assert claim["route_reason"] and claim["router"]
    assert client.json(claim["url"])["id"] == claim["id"]


def test_claims_page_by_cursor_without_repeats(acme, ingest):
    """Paging with ``next`` visits every claim once."""
    for n in range(5):
        ingest(f"Acme Robotics deployed Walker X robots at warehouse {n + 10} in Ohio.", published_at=f"2024-0{n + 1}-15")
    client = ApiClient()
    seen, url = [], "/api/v1/claims?lane=canonical&current=false&limit=2"
    while url:
        page = client.json(url)
        seen += [c["id"] for c in page["items"]]
        url = page["next_url"]
    everything = client.json("/api/v1/claims", {"lane": "canonical", "current": "false", "limit": 200})["items"]
    assert seen == [c["id"] for c in everything] and len(seen) == len(set(seen)) >= 5


def test_memento_accept_datetime_selects_an_evidence_state(acme):
    """Accept-Datetime gives the state of that day's latest evidence: Memento-Datetime, Link and Vary."""
    client = ApiClient()
    ticks = client.json("/api/v1/entities/acme-robotics/article/dates")["dates"]
    assert ticks == ["2024-06-01", "2024-10-01"]
    response = client.get("/api/v1/entities/acme-robotics/article", None,
                          **{"Accept-Datetime": "Tue, 20 Aug 2024 12:00:00 GMT"})
    assert response.status_code == 200
    assert response["Memento-Datetime"] == "Sat, 01 Jun 2024 00:00:00 GMT"
    assert response["Content-Location"] == "/api/v1/entities/acme-robotics/article?as_of=2024-06-01"
    assert 'rel="original timegate"' in response["Link"] and 'rel="timemap"' in response["Link"]
    assert "accept-datetime" in response["Vary"]
    assert response.json()["as_of"] == "2024-06-01"
    memento = client.json("/api/v1/entities/acme-robotics/article", {"as_of": "2024-06-01"})
    assert memento["claim_ids"] == response.json()["claim_ids"]
    early = client.get("/api/v1/entities/acme-robotics/article", None,
                       **{"Accept-Datetime": "Mon, 01 Jan 2001 00:00:00 GMT"})
    assert early["Memento-Datetime"] == "Sat, 01 Jun 2024 00:00:00 GMT"  # before the first: the first
    timemap = client.get("/api/v1/entities/acme-robotics/article/timemap")
    assert timemap["Content-Type"] == "application/link-format"
    body = timemap.content.decode()
    assert '<api/v1/entities/acme-robotics/article>; rel="original"'.replace("<", "</") in body
    assert 'article?as_of=2024-06-01>; rel="first memento"; datetime="Sat, 01 Jun 2024 00:00:00 GMT"' in body
    assert 'article?as_of=2024-10-01>; rel="last memento"; datetime="Tue, 01 Oct 2024 00:00:00 GMT"' in body


def test_rate_limits_apply_per_token_and_per_address(acme, reader_token):
    """Over the per-address limit a client gets 429 with Retry-After; a token has its own budget."""
    import redis
    from django.conf import settings

    from api.ratelimit import key_prefix

    store = redis.Redis.from_url(settings.REDIS_URL)
    store.delete(*(store.keys(f"{key_prefix()}*") or ["-"]))
    with override_settings(API_RATE_LIMIT_ANONYMOUS=3, API_RATE_LIMIT_TOKEN=5):
        public = ApiClient()
        codes = [public.get("/api/v1/sources", REMOTE_ADDR="10.9.8.7").status_code for _ in range(4)]
        assert codes == [200, 200, 200, 429]
        limited = public.get("/api/v1/sources", REMOTE_ADDR="10.9.8.7")
        assert limited.status_code == 429 and int(limited["Retry-After"]) >= 1
        assert "Rate limit of 3" in limited.json()["detail"]
        assert public.get("/api/v1/sources", REMOTE_ADDR="10.9.8.6").status_code == 200  # another address
        token = ApiClient(reader_token)
        assert [token.get("/api/v1/sources", REMOTE_ADDR="10.9.8.7").status_code for _ in range(6)] == [200] * 5 + [429]


@pytest.fixture
def reader_token(db):
    return token_for(User.objects.create_user("reader2", password="pw"))


def test_cors_is_off_unless_origins_are_configured(acme):
    """No Access-Control-Allow-Origin by default; a configured origin gets it (GET only), others do not."""
    client = ApiClient()
    plain = client.get("/api/v1/entities", HTTP_ORIGIN="https://notebook.example.org")
    assert "Access-Control-Allow-Origin" not in plain
    with override_settings(CORS_ALLOWED_ORIGINS=["https://notebook.example.org"]):
        allowed = client.get("/api/v1/entities", HTTP_ORIGIN="https://notebook.example.org")
        assert allowed["Access-Control-Allow-Origin"] == "https://notebook.example.org"
        other = client.get("/api/v1/entities", HTTP_ORIGIN="https://evil.example.net")
        assert "Access-Control-Allow-Origin" not in other
        page = client.client.get("/wiki/acme-robotics/", HTTP_ORIGIN="https://notebook.example.org")
        assert "Access-Control-Allow-Origin" not in page  # the pages never


def test_the_changes_feed_can_be_polled_without_missing_or_repeating(acme, ingest):
    """A poller that keeps ``next`` gets every change once, oldest first, including ones recorded between polls."""
    client = ApiClient()
    newest = client.json("/api/v1/changes", {"limit": 200})
    assert newest["order"] == "newest_first"
    all_keys = [c["key"] for c in newest["items"]]
    assert len(all_keys) == len(set(all_keys)) >= 2
    # Start from the oldest change and poll forward, two at a time.
    cursor = newest["items"][-1]["cursor"]
    polled = [newest["items"][-1]["key"]]

    def poll():
        nonlocal cursor
        while True:
            page = client.json("/api/v1/changes", {"after": cursor, "limit": 2})
            assert page["order"] == "oldest_first"
            polled.extend(c["key"] for c in page["items"])
            if page["next"] == cursor:
                return
            cursor = page["next"]

    from api import feed

    with override_settings():
        feed.DRIFT_SECONDS, drift = 0.0, feed.DRIFT_SECONDS
        try:
            poll()
            assert polled == list(reversed(all_keys))
            ingest("Acme Robotics raised $300 million in a Series C round.", published_at="2025-02-01")
            poll()
        finally:
            feed.DRIFT_SECONDS = drift
    latest = client.json("/api/v1/changes", {"limit": 200})["items"]
    assert polled == [c["key"] for c in reversed(latest)] and len(polled) == len(set(polled))


def test_a_change_still_being_written_is_held_back_until_it_commits(acme):
    """The settled horizon stops at the start of the oldest open transaction elsewhere."""
    import psycopg
    from django.db import connection

    from api.feed import settled_horizon

    params = connection.get_connection_params()
    params.pop("cursor_factory", None)
    params.pop("context", None)
    before = settled_horizon()
    with psycopg.connect(**params) as other:  # a transaction left open on another connection
        other.execute("SELECT 1")
        opened = other.execute("SELECT now()").fetchone()[0]
        later = settled_horizon()
        assert later <= opened
    assert settled_horizon() >= before


def test_the_api_docs_page_is_served_from_local_files(client):
    """Swagger UI comes from our static files; the page names no CDN."""
    page = client.get("/api/v1/docs")
    assert page.status_code == 200
    html = page.content.decode()
    assert "/static/ninja/swagger-ui-bundle.js" in html
    assert "cdn" not in html.lower() and "https://" not in html
