"""Search: full text and vector similarity over claims, fused per lane, over entities too; permissions first."""

import pytest

from claims.models import ClaimStatus
from core.embeddings import embed_texts
from core.viewer import Viewer
from encyclopedia.search import entity_index, highlight, rrf, search
from tests.corpus import make_claim

PUBLIC = Viewer.anonymous()


def claim(statement, **kw):
    return make_claim(statement, embedding=embed_texts([statement])[0], **kw)


@pytest.fixture
def corpus(world, vacuumed_vectors):
    return {
        "funding": claim("Acme Robotics raised $120 million in a Series B round.", known="2024-06-01"),
        "warehouse": claim("Acme Robotics deployed Walker X robots at its Ohio warehouse.", known="2024-08-01",
                           claim_type="deployment", predicate="deployed_at", entity="walker-x"),
        "bull": claim("Acme Robotics expects to ship 5,000 humanoid robots by 2027.", known="2024-09-01",
                      lane="bull", claim_type="timeline", predicate="production_target"),
        "bear": claim("Critics doubt that Walker X can work safely around warehouse staff.", known="2024-10-01",
                      lane="bear", source="doubters", claim_type="opinion", predicate="opinion",
                      entity="walker-x"),
        "secret": claim("Boltworks signed a warehouse pilot with Acme Robotics at the Dayton plant.",
                        known="2024-11-01", source="analyst-desk", entity="boltworks",
                        claim_type="deployment", predicate="deployed_at"),
    }


def ids(hits):
    return [h.item.id for h in hits]


def test_full_text_finds_claims_by_stemmed_words(corpus):
    """'deployments warehouses' finds the warehouse deployment by its stems, in the canonical lane."""
    results = search(query="deployments warehouses", viewer=PUBLIC)
    assert corpus["warehouse"].id in ids(results.lanes["canonical"])
    hit = next(h for h in results.lanes["canonical"] if h.item.id == corpus["warehouse"].id)
    assert "words" in hit.matched_by


def test_vector_similarity_finds_claims_without_shared_words(corpus):
    """'how much money did they get' shares no word with the funding claim and still finds it, by meaning."""
    results = search(query="how much money did they get", viewer=PUBLIC)
    assert results.vector_used
    hit = next(h for h in results.lanes["canonical"] if h.item.id == corpus["funding"].id)
    assert hit.ranks.get("vector") and "text" not in hit.ranks


def test_lanes_are_ranked_apart(corpus):
    """A query matching claims of every lane returns three lists, each holding only its own lane."""
    results = search(query="warehouse robots", viewer=PUBLIC)
    assert set(results.lanes) == {"canonical", "bull", "bear"}
    for lane, hits in results.lanes.items():
        assert all(h.item.lane == lane for h in hits)
    assert corpus["bear"].id in ids(results.lanes["bear"])


def test_restricted_sources_never_reach_a_public_reader(corpus, analyst):
    """The analyst note (and Boltworks, known only from it) is found by an analyst, never by the public."""
    public = search(query="Dayton pilot Boltworks", viewer=PUBLIC)
    assert corpus["secret"].id not in [i for hits in public.lanes.values() for i in ids(hits)]
    assert "boltworks" not in [h.item.slug for h in public.entities]
    analysts = search(query="Dayton pilot Boltworks", viewer=Viewer.for_user(analyst))
    assert corpus["secret"].id in ids(analysts.lanes["canonical"])
    assert "boltworks" in [h.item.slug for h in analysts.entities]


def test_rejected_claims_are_not_found(corpus):
    """A claim a moderator rejected is not a search result."""
    corpus["funding"].status = ClaimStatus.REJECTED
    corpus["funding"].save(update_fields=["status"])
    results = search(query="Series B round", viewer=PUBLIC)
    assert corpus["funding"].id not in ids(results.lanes["canonical"])


def test_entities_match_by_name_alias_and_description(corpus):
    """'WalkerX' (an alias) and 'humanoid robot' (the description) both find Walker X."""
    assert search(query="WalkerX", viewer=PUBLIC).entities[0].item.slug == "walker-x"
    assert "walker-x" in [h.item.slug for h in search(query="humanoid robot", viewer=PUBLIC).entities]


def test_rrf_rewards_agreement_between_rankings():
    """An item ranked second by both lists beats one ranked first by only one (k = 60)."""
    fused = rrf({"text": ["a", "b"], "vector": ["c", "b"]})
    assert fused[0][0] == "b"
    assert fused[0][1] == pytest.approx(2 / 62)


def test_highlight_marks_words_starting_with_a_query_word():
    """Query words mark the words they begin, whatever the case; the text is kept whole."""
    pieces = highlight("Deployed at the Ohio warehouse.", "warehouse deploy")
    assert "".join(t for _, t in pieces) == "Deployed at the Ohio warehouse."
    assert [t for marked, t in pieces if marked] == ["Deployed", "warehouse"]


def test_search_page_shows_lanes_and_escapes_text(client, corpus):
    """The page lists results under lane headings with highlighted matches; markup in claims stays text."""
    claim("Acme Robotics raised <b>bold</b> money in a warehouse deal.", known="2024-12-01",
          qualifier="Series C", object_text="bold")
    page = client.get("/search/", {"q": "warehouse"}).content.decode()
    assert "Canonical claims" in page and "Bear claims" in page
    assert "<mark>warehouse</mark>" in page
    assert "&lt;b&gt;bold&lt;/b&gt;" in page and "<b>bold</b>" not in page
    assert 'href="/wiki/walker-x/"' in page


def test_two_claims_of_one_sentence_are_told_apart_by_what_they_assert(client, corpus):
    """One sentence making two claims ("A few dozen Walker X robots have been trained for tasks at the Ohio
    warehouse": how many, and what they do) gives two results with one statement; each says what it asserts, with
    its object when that is a short value."""
    text = "A few dozen Walker X robots have been trained for sorting tasks at the Boltworks depot."
    count = claim(text, known="2024-12-01", claim_type="statistic", predicate="units_deployed", entity="walker-x",
                  object_text="a few dozen")
    skill = claim(text, known="2024-12-01", claim_type="capability", predicate="capability", entity="walker-x",
                  object_text="trained for sorting tasks")
    page = client.get("/search/", {"q": "sorting depot"}).content.decode()
    rows = [row for row in page.split("<li>") if "A few dozen Walker X" in row]
    assert len(rows) == 2, rows
    assert any(f"/claims/{count.pk}/" in r and "· units deployed: a few dozen," in r for r in rows), rows
    assert any(f"/claims/{skill.pk}/" in r and "· capability: trained for sorting tasks," in r for r in rows), rows


def test_search_page_says_when_nothing_matches(client, corpus):
    """A query with no match says so; an empty query shows just the form."""
    page = client.get("/search/", {"q": "zeppelin xylophone"}).content.decode()
    assert "Nothing matches" in page
    assert client.get("/search/").status_code == 200


def test_entity_index_filters_by_kind_and_lane_activity(corpus, client):
    """Filtering by kind keeps robots; 'contested' keeps entities with both bull and bear claims."""
    robots, kinds = entity_index(viewer=PUBLIC, kind="robot")
    assert [e.slug for e in robots] == ["walker-x"]
    assert kinds == ["company", "robot"]
    bull, _ = entity_index(viewer=PUBLIC, lane="bull")
    assert [e.slug for e in bull] == ["acme-robotics"]
    contested, _ = entity_index(viewer=PUBLIC, lane="contested")
    assert list(contested) == []
    page = client.get("/", {"kind": "robot"}).content.decode()
    assert 'href="/wiki/walker-x/"' in page and 'href="/wiki/acme-robotics/"' not in page
