"""The reader pages of the page contract, as anonymous readers and analysts see them."""

import datetime as dt
import re

import pytest
from django.urls import reverse

from claims.models import Claim, ModerationAction
from claims.services import claim_moderate

PUBLIC_FACT = "Acme Robotics raised $120 million in a Series B round."
SECRET_FACT = "Acme Robotics quietly signed a pilot with Boltworks at the Dayton plant."


@pytest.fixture
def corpus(ingest):
    ingest(PUBLIC_FACT, published_at="2024-06-01", title="Acme closes Series B")
    ingest("Acme Robotics deployed Walker X robots at its Ohio warehouse.", published_at="2024-08-01",
           source="robot-weekly", title="Walker X at work")
    ingest("Acme Robotics expects to ship 5,000 Walker X robots by 2027.", published_at="2024-09-01")
    ingest("Critics doubt that Acme Robotics can deliver its robots safely and on time.", source="doubters",
           published_at="2024-10-01", title="Doubts")
    ingest(SECRET_FACT, source="analyst-desk", published_at="2024-11-01", title="Analyst note: Acme pilot")


def test_home_lists_entities_with_lane_counts(client, corpus):
    """The home page lists each entity with live claim counts per lane."""
    page = client.get("/").content.decode()
    assert 'href="/wiki/acme-robotics/"' in page
    assert "Recent changes" in page


def test_article_cites_every_sentence_and_footnotes_resolve(client, corpus):
    """Every sentence links to /claims/<id>/ and its footnote names source, date and URL; the registry's
    description, which is not evidence, is not stated as prose."""
    response = client.get("/wiki/acme-robotics/")
    assert response.status_code == 200
    page = response.content.decode()
    ids = set(re.findall(r'href="/claims/(\d+)/"', page))
    assert ids
    for cid in ids:
        assert client.get(f"/claims/{cid}/").status_code == 200
    assert "Acme Robotics newsroom" in page and "https://example.test/" in page
    assert "[unverified]" not in page and "fictional, for tests" not in page
    assert "120 million" in page


def test_article_leaves_out_talk_lanes_from_the_body(client, corpus):
    """The sceptical claim lives on the talk page, not in the article body."""
    page = client.get("/wiki/acme-robotics/").content.decode()
    assert "Critics doubt" not in page
    talk = client.get("/wiki/acme-robotics/talk/").content.decode()
    assert 'id="bull"' in talk and 'id="bear"' in talk
    bear = talk.split('id="bear"', 1)[1]
    assert "Critics doubt" in bear


def test_htmx_request_gets_only_the_article_body(client, corpus):
    """A slider step through htmx returns the article-body partial with the as-of banner."""
    response = client.get("/wiki/acme-robotics/?as_of=2024-07-01", HTTP_HX_REQUEST="true")
    page = response.content.decode()
    assert page.lstrip().startswith('<div id="article-body"')
    assert "As of" in page and "1 July 2024" in page
    assert "<html" not in page


def test_bad_as_of_falls_back_to_now_with_a_message(client, corpus):
    """A malformed date shows the current article and says how dates are written."""
    response = client.get("/wiki/acme-robotics/?as_of=31/12/2024")
    assert response.status_code == 200
    assert "YYYY-MM-DD" in response.content.decode()


def test_restricted_source_reaches_analysts_only(client, corpus, analyst):
    """An analyst note never reaches an anonymous reader, on any page; an analyst sees it."""
    secret_claim = Claim.objects.get(source__key="analyst-desk")
    for url in ["/", "/wiki/acme-robotics/", "/wiki/acme-robotics/talk/"]:
        page = client.get(url).content.decode()
        assert "Dayton" not in page and "Internal analyst notes" not in page, url
    assert client.get(f"/claims/{secret_claim.pk}/").status_code == 404
    assert client.get("/sources/analyst-desk/").status_code == 404
    client.force_login(analyst)
    assert client.get(f"/claims/{secret_claim.pk}/").status_code == 200
    pages = client.get("/wiki/acme-robotics/").content.decode() + client.get("/wiki/acme-robotics/talk/").content.decode()
    assert "Dayton" in pages


def test_rejected_claim_never_appears_in_prose(client, corpus, staff):
    """After a moderator rejects a claim, the article no longer shows it, and the action is recorded."""
    claim = Claim.objects.get(statement__contains="120 million")
    assert "120 million" in client.get("/wiki/acme-robotics/").content.decode()
    claim_moderate(claim=claim, user=staff, action="reject", reason="wrong round")
    assert "120 million" not in client.get("/wiki/acme-robotics/").content.decode()
    action = ModerationAction.objects.get(claim=claim)
    assert (action.user, action.action, action.reason) == (staff, "reject", "wrong round")


def test_unknown_pages_are_404(client, corpus):
    """Unknown entities, claims and sources are 404s."""
    assert client.get("/wiki/nobody/").status_code == 404
    assert client.get("/claims/999999/").status_code == 404
    assert client.get("/sources/nothing/").status_code == 404


def test_claim_page_shows_evidence_lane_and_reason(client, corpus):
    """The claim page shows the highlighted evidence, lane, reason, source and document."""
    claim = Claim.objects.get(statement__contains="120 million")
    page = client.get(reverse("encyclopedia:claim", args=[claim.pk])).content.decode()
    assert "<mark>" in page and "120 million" in page
    assert claim.route_reason in page and "Canonical" in page
    assert "Acme closes Series B" in page


def test_a_long_section_shows_its_newest_statements_and_links_to_all(client, ingest):
    """A section with more statements than SECTION_SENTENCES shows the newest, says how many are left
    out and links to the whole article (as of the same day); the stored revision keeps every sentence."""
    from encyclopedia.models import ArticleRevision
    from encyclopedia.presenters import SECTION_SENTENCES

    sites = [f"Plant {n:03d}" for n in range(SECTION_SENTENCES + 5)]
    ingest(" ".join(f"Acme Robotics deployed humanoid robots at its {site} warehouse." for site in sites),
           published_at="2024-06-01", title="Every site")
    ingest("Acme Robotics deployed humanoid robots at its Last Plant warehouse.", published_at="2024-08-01")

    page = client.get("/wiki/acme-robotics/?as_of=2024-07-01").content.decode()
    deployments = page.split('id="sec-deployment"', 1)[1].split("</section>", 1)[0]
    assert all(site in deployments for site in sites[5:])
    assert not any(site in deployments for site in sites[:5])
    assert "5 earlier statements not shown" in deployments
    assert 'href="/wiki/acme-robotics/?as_of=2024-07-01&amp;full=1#sec-deployment"' in deployments
    cited = set(re.findall(r'href="/claims/(\d+)/"', page))  # only shown statements are cited
    assert len(cited) == len(set(re.findall(r'id="fn-(\d+)"', page)))

    full = client.get("/wiki/acme-robotics/?as_of=2024-07-01&full=1").content.decode()
    assert all(site in full for site in sites) and "not shown" not in full
    now = client.get("/wiki/acme-robotics/").content.decode()  # a newer statement pushes one more out
    assert "Last Plant" in now and "6 earlier statements not shown" in now
    stored = ArticleRevision.objects.filter(entity__slug="acme-robotics", as_of=dt.date(2024, 7, 1)).get()
    assert all(site in stored.rendered_text for site in sites)


def test_a_long_outlook_keeps_the_newest_projections_of_both_lanes():
    """The outlook lists the bull lane's projections, then the bear lane's: each lane keeps its newest,
    so a long bear lane never hides every bull projection; disputes and [unverified] points always show."""
    from encyclopedia.presenters import SECTION_SENTENCES, shown_sentences

    from encyclopedia.article import Sentence

    def sentence(lane, n, kind="projection"):
        return Sentence(f"{lane} {n}", (), kind, lane, kind == "gap")

    extra = 7
    outlook = [sentence(lane, n) for lane in ("bull", "bear") for n in range(SECTION_SENTENCES + extra)]
    shown, hidden = shown_sentences(outlook)
    texts = [s.text for s in shown]
    for lane in ("bull", "bear"):
        assert texts.count(f"{lane} {extra - 1}") == 0 and f"{lane} {extra}" in texts
        assert f"{lane} {SECTION_SENTENCES + extra - 1}" in texts
    assert hidden == 2 * extra and len(shown) == 2 * SECTION_SENTENCES
    assert texts == [s.text for s in outlook if int(s.text.split()[1]) >= extra]  # order kept

    section = [sentence("canonical", n, "fact") for n in range(SECTION_SENTENCES + 1)]
    section += [sentence("", 0, "gap"), sentence("canonical", 99, "conflict")]
    shown, hidden = shown_sentences(section)
    assert hidden == 1 and shown[0].text == "canonical 1" and [s.kind for s in shown[-2:]] == ["gap", "conflict"]
    assert shown_sentences(section, full=True) == (section, 0)


def test_references_to_one_document_name_it_once(client, ingest):
    """Two statements from one article are two citations; the second reference points to the first instead
    of repeating the document's title, source, date and address."""
    ingest("Acme Robotics raised $120 million in a Series B round. Acme Robotics deployed Walker X robots at its "
           "Ohio warehouse. Acme Robotics was founded in 2019.", published_at="2024-06-01", source="robot-weekly",
           title="Acme closes Series B")
    page = client.get("/wiki/acme-robotics/").content.decode()
    references = page.split('id="footnotes-heading"', 1)[1].split("</section>", 1)[0]
    assert references.count("Acme closes Series B") == 1, references
    assert re.search(r'the same document as <a href="#fn-(\d+)">\[\1\]</a>', references), references


def test_a_release_that_renders_bodies_differently_is_not_served_old_bodies(db):
    """The body cache key carries the template and presenter the body is rendered with."""
    from encyclopedia.states import body_cache_key, render_version

    class Revision:
        pk = 7
        created_at = dt.datetime(2026, 1, 1, tzinfo=dt.timezone.utc)

    assert body_cache_key(Revision, "v").endswith(":" + render_version())
    assert len(render_version()) == 12
