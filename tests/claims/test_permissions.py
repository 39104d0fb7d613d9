"""Permission matrix: every page, for every kind of viewer, and a crawl of every link the site shows them."""

from __future__ import annotations

import re
from collections import deque
from html import unescape
from urllib.parse import urldefrag, urlsplit

import pytest
from django.contrib.auth.models import User
from django.test import Client

from claims.models import Claim, Document, Lane
from claims.services import sources_load

#: Unique words that appear only in restricted or out-of-date documents.
ANALYST_MARKER = "Quillfeather"
DRAFT_MARKER = "Nightjarwell"
RETIRED_MARKER = "Bramblecott"
MAX_PAGES = 120

DRAFT_SOURCE = {
    "key": "draft-brief", "name": "Draft analyst brief", "source_class": "analyst_note", "owner": "analysts",
    "authority_tier": 2, "lifecycle": "draft", "audience": ["public"], "acl_groups": [],
    "freshness_sla_days": None, "last_reviewed_at": "2026-10-01",
}


@pytest.fixture
def site(ingest, analyst, staff):
    """Public, restricted (analysts), draft (owned by analysts) and deprecated documents about Acme."""
    sources_load(records=[DRAFT_SOURCE])
    ingest("Acme Robotics raised $120 million in a Series B round.", published_at="2024-06-01",
           title="Acme closes Series B")
    ingest("Acme Robotics deployed Walker X robots at its Ohio warehouse.", source="robot-weekly",
           published_at="2024-08-01", title="Walker X at work")
    ingest("Critics doubt that Acme Robotics can make Walker X safe around people.", source="doubters",
           published_at="2024-10-01", title="Doubts")
    ingest(f"Acme Robotics deployed Walker X robots at the {ANALYST_MARKER} plant in Dayton.",
           source="analyst-desk", published_at="2024-11-01", title=f"Analyst note: {ANALYST_MARKER} pilot",
           url="https://restricted.example.test/analyst-note")
    ingest(f"Acme Robotics deployed Walker X robots at the {DRAFT_MARKER} depot.", source="draft-brief",
           published_at="2024-11-02", title=f"Draft: {DRAFT_MARKER} depot",
           url="https://draft.example.test/brief")
    ingest(f"Acme Robotics deployed Walker X robots at the {RETIRED_MARKER} yard.", source="old-blog",
           published_at="2024-05-01", title=f"Old post: {RETIRED_MARKER}",
           url="https://old.example.test/post")
    reader = User.objects.create_user("reader", password="pw")
    return {"anonymous": None, "reader": reader, "analyst": analyst, "staff": staff}


def restricted_needles(source_key: str) -> list[str]:
    """What must never reach a viewer who may not see the source: words, title, name, URLs, claim links."""
    documents = list(Document.objects.filter(source__key=source_key).select_related("source"))
    needles = {f"/sources/{source_key}/", documents[0].source.name}
    for document in documents:
        needles |= {document.title, document.url}
    needles |= {f'href="/claims/{pk}/"' for pk in Claim.objects.filter(source__key=source_key)
                .values_list("pk", flat=True)}
    return sorted(needles)


LINK = re.compile(r'href="([^"]*)"')


def crawl(client: Client, starts: list[str]) -> dict[str, str]:
    """Breadth-first over same-site links (GET only, no admin, no static), at most MAX_PAGES pages."""
    seen, pages, queue = set(starts), {}, deque(starts)
    while queue and len(pages) < MAX_PAGES:
        url = queue.popleft()
        response = client.get(url)
        assert response.status_code in (200, 302, 404), (url, response.status_code)
        if response.status_code != 200:
            continue
        content = b"".join(response.streaming_content) if response.streaming else response.content
        text = content.decode("utf-8", "replace")
        pages[url] = text
        for href in LINK.findall(text):
            href = urldefrag(unescape(href))[0]
            parts = urlsplit(href)
            if parts.scheme or parts.netloc or not href.startswith("/"):
                continue  # another site
            if href.startswith(("/static/", "/admin/")) or href in seen:
                continue
            seen.add(href)
            queue.append(href)
    return pages


def client_for(user) -> Client:
    client = Client()
    if user is not None:
        client.force_login(user)
    return client


def test_page_matrix_status_codes(site):
    """Each viewer gets each page of the contract; restricted claim and source pages are 404s to outsiders."""
    secret = Claim.objects.filter(source__key="analyst-desk").first()
    draft = Claim.objects.filter(source__key="draft-brief").first()
    assert secret is not None and draft is not None, "the extractor found no claim in the restricted documents"
    public = Claim.objects.filter(source__key="acme-newsroom").first()
    expected = {
        #          anonymous reader analyst staff
        "/": (200, 200, 200, 200),
        "/wiki/acme-robotics/": (200, 200, 200, 200),
        "/wiki/acme-robotics/?as_of=2024-07-01": (200, 200, 200, 200),
        "/wiki/acme-robotics/talk/": (200, 200, 200, 200),
        f"/claims/{public.pk}/": (200, 200, 200, 200),
        "/sources/acme-newsroom/": (200, 200, 200, 200),
        f"/claims/{secret.pk}/": (404, 404, 200, 200),
        "/sources/analyst-desk/": (404, 404, 200, 200),
        f"/claims/{draft.pk}/": (404, 404, 200, 200),
        "/sources/draft-brief/": (404, 404, 200, 200),
        "/sources/old-blog/": (404, 404, 404, 404),
        "/search/?q=Walker": (200, 200, 200, 200),
        "/admin/": (302, 302, 302, 200),
    }
    for column, name in enumerate(["anonymous", "reader", "analyst", "staff"]):
        client = client_for(site[name])
        for url, codes in expected.items():
            assert client.get(url).status_code == codes[column], (name, url)


def test_crawl_never_shows_a_viewer_what_they_may_not_see(site):
    """From "/" and the time-travel and search pages, no response to an outsider holds restricted text."""
    forbidden = {
        "anonymous": ["analyst-desk", "draft-brief", "old-blog"],
        "reader": ["analyst-desk", "draft-brief", "old-blog"],
        "analyst": ["old-blog"],
        "staff": ["old-blog"],
    }
    markers = {"analyst-desk": ANALYST_MARKER, "draft-brief": DRAFT_MARKER, "old-blog": RETIRED_MARKER}
    starts = ["/", "/wiki/acme-robotics/?as_of=2024-12-31", "/wiki/acme-robotics/talk/?as_of=2024-12-31",
              f"/search/?q={ANALYST_MARKER}", f"/search/?q={DRAFT_MARKER}", "/search/?q=Walker",
              "/search/?q=Dayton", "/search/?q=deployed", "/changes/", "/changes/feed/",
              "/ask?q=Where+is+Walker+X+deployed", f"/ask?q=Where+is+Walker+X+deployed+{ANALYST_MARKER}"]
    seen_by = {}
    for name, user in site.items():
        pages = crawl(client_for(user), starts)
        print(f"{name}: crawled {len(pages)} pages")
        assert len(pages) >= 5, (name, sorted(pages))
        seen_by[name] = pages
        for key in forbidden[name]:
            needles = [markers[key], *restricted_needles(key)]
            for url, text in pages.items():
                if key == "old-blog" and ("as_of=" in url or "/diff/" in url):
                    continue  # public and active before 2025-06-01: time travel and diffs may show it
                # A search or question echoes what the viewer typed: the bare word there is theirs.
                echoed = markers[key] in url
                leaked = [n for n in needles if n in text and not (echoed and n == markers[key])]
                assert not leaked, f"{name} saw {leaked} from {key} at {url}"
    for name in ("analyst", "staff"):
        everything = "\n".join(seen_by[name].values())
        assert ANALYST_MARKER in everything and "/sources/analyst-desk/" in everything, name
        assert DRAFT_MARKER in everything, name


def test_time_travel_shows_a_deprecated_source_only_when_it_was_active(site):
    """old-blog (deprecated 2025-06-01) is in the article as of 2024-12-31, and in no current page."""
    client = client_for(None)
    claim = Claim.objects.select_related("subject").get(source__key="old-blog")
    lane_page = "talk/" if claim.lane != "canonical" else ""

    def page(as_of: str = "") -> str:
        query = f"?as_of={as_of}" if as_of else ""
        return client.get(f"/wiki/{claim.subject.slug}/{lane_page}{query}").content.decode()

    assert RETIRED_MARKER in page("2024-12-31")
    assert RETIRED_MARKER not in page("2025-07-01")
    assert RETIRED_MARKER not in page()


def test_a_restricted_retirement_does_not_hide_the_public_one(ingest, client):
    """A claim retired first by an analyst note is still retired, for the public, by the next public claim."""
    from claims.models import Claim

    first = ingest("Acme Robotics plans to build 1,000 Walker X robots a year by 2026.", published_at="2023-01-10")
    ingest("Acme Robotics plans to build 400 Walker X robots a year by 2026.", source="analyst-desk",
           published_at="2023-06-01")
    ingest("Acme Robotics plans to build 600 Walker X robots a year by 2026.", published_at="2024-02-01")
    old = Claim.objects.get(document_id=first.document_id)
    from claims.selectors import claims_recall
    from core.viewer import Viewer

    live = {c.id for c in claims_recall(entity=old.subject, lane=old.lane, viewer=Viewer.anonymous())}
    assert old.id not in live
    page = client.get(f"/wiki/{old.subject.slug}/").content.decode()
    assert "1,000 Walker X" not in page and "400 Walker X" not in page


def test_an_analyst_signs_in_as_a_reader_and_sees_the_analyst_notes(site):
    """The reader's sign-in page (the admin's takes staff only): signed in, the analyst sees the analysts' desk;
    a wrong password changes nothing; signing out brings back the public view."""
    client = Client()
    page = client.get("/wiki/acme-robotics/").content.decode()
    assert 'href="/accounts/login/?next=/wiki/acme-robotics/"' in page and "Public reader" in page
    assert client.get("/sources/analyst-desk/").status_code == 404

    wrong = client.post("/accounts/login/", {"username": "ana", "password": "nope", "next": "/wiki/acme-robotics/"})
    assert wrong.status_code == 200 and "did not match" in wrong.content.decode()
    assert client.get("/sources/analyst-desk/").status_code == 404

    signed = client.post("/accounts/login/", {"username": "ana", "password": "pw", "next": "/wiki/acme-robotics/"},
                         follow=True)
    assert signed.redirect_chain == [("/wiki/acme-robotics/", 302)]
    assert "Signed in as ana" in signed.content.decode()
    desk = client.get("/sources/analyst-desk/")
    assert desk.status_code == 200 and ANALYST_MARKER in desk.content.decode()

    out = client.post("/accounts/logout/", follow=True)
    assert out.redirect_chain[-1][0] == "/" and "Public reader" in out.content.decode()
    assert client.get("/sources/analyst-desk/").status_code == 404


# ---------------------------------------------------------------- the API and the MCP tools

API = "/api/v1"
#: Keys whose values name claims in API responses (api.schemas' conventions).
CLAIM_ID_KEYS = ("claim_id", "claim_ids", "old_claim_id", "new_claim_id", "other_claim_id", "winner_claim_id",
                 "cited_claim_ids")


def claim_ids_in(data) -> set[int]:
    """Every claim id a JSON value names: ``id`` of a claim object (one with a ``lane`` and a ``statement``)
    and the values of the claim-id keys."""
    found: set[int] = set()
    if isinstance(data, dict):
        if "lane" in data and "statement" in data and isinstance(data.get("id"), int):
            found.add(data["id"])
        for key, value in data.items():
            if key in CLAIM_ID_KEYS:
                found |= {v for v in (value if isinstance(value, list) else [value]) if isinstance(v, int)}
            found |= claim_ids_in(value)
    elif isinstance(data, list):
        for value in data:
            found |= claim_ids_in(value)
    return found


def api_links(data) -> set[str]:
    """Every API path a JSON value holds (``url``, ``next_url``, ``article_url`` …)."""
    if isinstance(data, dict):
        return set().union(*(api_links(v) for v in data.values())) if data else set()
    if isinstance(data, list):
        return set().union(*(api_links(v) for v in data)) if data else set()
    return {data} if isinstance(data, str) and data.startswith(f"{API}/") else set()


def api_crawl(client: Client, starts: list[str], headers: dict) -> dict[str, object]:
    """Breadth-first over the API paths responses name, at most MAX_PAGES; JSON bodies by path."""
    import json

    seen, bodies, queue = set(starts), {}, deque(starts)
    while queue and len(bodies) < MAX_PAGES:
        url = queue.popleft()
        response = client.get(url, headers=headers)
        assert response.status_code in (200, 404), (url, response.status_code, response.content[:300])
        if response.status_code != 200:
            continue
        if not response["Content-Type"].startswith("application/json"):
            bodies[url] = response.content.decode()
            continue
        bodies[url] = data = json.loads(response.content)
        for link in sorted(api_links(data) - seen):
            seen.add(link)
            queue.append(link)
    return bodies


@pytest.fixture
def ledger_site(site):
    """The site with predictions: a public 2025 target whose outcome only an analyst note reports, an analyst's
    own forecast, and the ledger synced and resolved."""
    from predictions.services import predictions_resolve, predictions_sync
    from tests.predictions.conftest import forecast, store

    forecast("Acme plans to build 5,000 Walker X robots in 2025.", known="2024-07-01")
    forecast(f"Acme plans to build 900 Walker X robots at {ANALYST_MARKER} in 2025.", known="2024-08-01",
             source="analyst-desk")
    store(f"Acme built 100 Walker X robots at {ANALYST_MARKER} in 2025.", known="2026-02-01",
          predicate="units_produced", object_text="100 Walker X robots", value="100", qualifier="2025",
          valid_from="2025-01-01", valid_until="2025-12-31", source="analyst-desk")
    predictions_sync()
    predictions_resolve()
    return site


def _api_starts() -> list[str]:
    starts = [f"{API}/entities", f"{API}/sources", f"{API}/changes?limit=200",
              f"{API}/track-records", f"{API}/track-records?entity=walker-x&as_of=2026-03-01",
              f"{API}/search?q={ANALYST_MARKER}", f"{API}/search?q={DRAFT_MARKER}", f"{API}/search?q=Walker",
              f"{API}/search?q=deployed", f"{API}/ask?q=Where+is+Walker+X+deployed",
              f"{API}/ask?q=Where+is+Walker+X+deployed+{ANALYST_MARKER}"]
    for slug in ("acme-robotics", "walker-x"):
        starts += [f"{API}/entities/{slug}/article?as_of=2024-12-31", f"{API}/entities/{slug}/article?html=true",
                   f"{API}/entities/{slug}/talk?as_of=2024-12-31", f"{API}/entities/{slug}/article/timemap",
                   f"{API}/entities/{slug}/article/dates", f"{API}/entities/{slug}/diff?from=2024-01-01&full=true",
                   f"{API}/entities/{slug}/predictions", f"{API}/entities/{slug}/predictions?as_of=2025-06-30"]
        starts += [f"{API}/claims?lane={lane}&entity={slug}&current=false&limit=200" for lane in Lane.values]
    starts += [f"{API}/claims?lane={lane}&current=false&limit=200" for lane in Lane.values]
    starts += [f"{API}/claims?lane=canonical&conflict=true", f"{API}/claims?lane=canonical&as_of=2024-12-31"]
    return starts


def _leaks(name: str, url: str, text: str, ids: set[int], key: str, markers: dict) -> list:
    needles = [markers[key], *restricted_needles(key), f"/sources/{key}", f'"{key}"']
    echoed = markers[key] in url
    leaked = [n for n in needles if n in text and not (echoed and n == markers[key])]
    secret_ids = set(Claim.objects.filter(source__key=key).values_list("pk", flat=True))
    leaked += sorted(ids & secret_ids)
    return leaked


FORBIDDEN = {
    "anonymous": ["analyst-desk", "draft-brief", "old-blog"],
    "reader": ["analyst-desk", "draft-brief", "old-blog"],
    "analyst": ["old-blog"],
    "staff": ["old-blog"],
}
MARKERS = {"analyst-desk": ANALYST_MARKER, "draft-brief": DRAFT_MARKER, "old-blog": RETIRED_MARKER}


def test_api_crawl_never_shows_a_viewer_what_they_may_not_see(ledger_site):
    """The same matrix over the API, with each viewer's token: no restricted text, title, URL, key, or claim id
    in any response (predictions and their verdicts too); lane counts count visible sources only."""
    site = ledger_site
    import json

    from api.models import ApiToken

    seen_by = {}
    for name, user in site.items():
        headers = {"Authorization": f"Bearer {ApiToken.issue(user=user, name='crawl')[1]}"} if user else {}
        bodies = api_crawl(Client(), _api_starts(), headers)
        assert len(bodies) >= 20, (name, sorted(bodies))
        seen_by[name] = bodies
        for key in FORBIDDEN[name]:
            for url, body in bodies.items():
                if key == "old-blog" and ("as_of=" in url or "/diff" in url or "/timemap" in url or "/dates" in url):
                    continue  # public and active before 2025-06-01: time travel may show it
                text = body if isinstance(body, str) else json.dumps(body)
                ids = set() if isinstance(body, str) else claim_ids_in(body)
                leaked = _leaks(name, url, text, ids, key, MARKERS)
                assert not leaked, f"{name} saw {leaked} from {key} at {url}"
    counts = {name: {e["slug"]: e["lane_counts"] for e in bodies[f"{API}/entities"]["items"]}
              for name, bodies in seen_by.items()}
    secret_walker = Claim.objects.filter(source__key__in=["analyst-desk", "draft-brief"], subject__slug="walker-x").count()
    assert counts["anonymous"] == counts["reader"] and secret_walker
    assert sum(counts["analyst"]["walker-x"].values()) == sum(counts["anonymous"]["walker-x"].values()) + secret_walker
    everything = json.dumps(seen_by["analyst"])
    assert ANALYST_MARKER in everything and DRAFT_MARKER in everything
    from predictions.models import Prediction

    secret = list(Prediction.objects.filter(claim__source__key="analyst-desk").values_list("pk", flat=True))
    assert secret
    for name, bodies in seen_by.items():
        crawled = {url for url in bodies if url.startswith(f"{API}/predictions/")}
        assert crawled, name
        if name in ("anonymous", "reader"):
            assert not crawled & {f"{API}/predictions/{pk}" for pk in secret}, name
            for pk in secret:
                response = Client().get(f"{API}/predictions/{pk}", headers=(
                    {"Authorization": f"Bearer {ApiToken.issue(user=site[name], name='probe')[1]}"} if site[name] else {}))
                assert response.status_code == 404 and ANALYST_MARKER not in response.content.decode(), name


def test_mcp_tools_never_show_a_viewer_what_they_may_not_see(ledger_site, monkeypatch):
    """Every MCP tool, called through the SDK's client with each viewer's token: no restricted text, title,
    URL, key or claim id in any result; a restricted claim, prediction or source is an error naming nothing new."""
    from predictions.models import Prediction

    site = ledger_site
    import json

    import anyio
    from mcp import Client as McpClient

    from api.mcp_server import build_server
    from api.models import ApiToken

    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")  # the tools run on this thread: one test transaction
    secret_ids = list(Claim.objects.filter(source__key__in=["analyst-desk", "draft-brief"]).values_list("pk", flat=True))
    public_id = Claim.objects.filter(source__key="acme-newsroom").values_list("pk", flat=True).first()
    calls = [("search_entities", {"query": q}) for q in (ANALYST_MARKER, DRAFT_MARKER, "Walker", "deployed")]
    calls += [("list_entities", {}), ("recent_changes", {"limit": 200}), ("get_source", {"key": "acme-newsroom"}),
              ("ask", {"question": "Where is Walker X deployed?"}), ("get_claim", {"claim_id": public_id}),
              ("get_track_records", {}), ("get_track_records", {"entity": "walker-x"})]
    calls += [("get_prediction", {"prediction_id": pk}) for pk in
              Prediction.objects.filter(claim__source__key="acme-newsroom").values_list("pk", flat=True)]
    for slug in ("acme-robotics", "walker-x"):
        calls += [("get_article", {"entity": slug}), ("get_talk", {"entity": slug}),
                  ("get_predictions", {"entity": slug})]
        calls += [("get_claims", {"lane": lane, "entity": slug, "current": False, "limit": 200}) for lane in Lane.values]
    probes = [("get_claim", {"claim_id": pk}) for pk in secret_ids]
    probes += [("get_source", {"key": key}) for key in ("analyst-desk", "draft-brief", "old-blog")]
    probes += [("get_prediction", {"prediction_id": pk}) for pk in
               Prediction.objects.filter(claim__source__key="analyst-desk").values_list("pk", flat=True)]

    async def session(server):
        results = {}
        async with McpClient(server) as client:
            assert {t.name for t in (await client.list_tools()).tools} >= {c[0] for c in calls}
            for tool, args in [*calls, *probes]:
                result = await client.call_tool(tool, args)
                results[(tool, json.dumps(args, sort_keys=True))] = result
        return results

    everything = {}
    for name, user in site.items():
        token = ApiToken.issue(user=user, name="mcp")[1] if user else None
        results = anyio.run(session, build_server(token=token, inline=True))  # built here: this thread's connection
        everything[name] = results
        for (tool, args), result in results.items():
            probe = (tool, json.loads(args)) in probes
            if probe and (name in ("anonymous", "reader") or "old-blog" in args):
                assert result.is_error, (name, tool, args)
                continue
            assert not result.is_error, (name, tool, args, result.content)
            for key in FORBIDDEN[name]:
                data = result.structured_content
                leaked = _leaks(name, args, json.dumps(data), claim_ids_in(data), key, MARKERS)
                assert not leaked, f"{name} saw {leaked} from {key} through {tool}({args})"
    analyst_text = json.dumps([r.structured_content for r in everything["analyst"].values()])
    assert ANALYST_MARKER in analyst_text
