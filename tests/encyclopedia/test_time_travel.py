"""Time travel: the article as the evidence stood on a past day."""

from claims.models import Claim, Supersession
from claims.selectors import claims_recall
from core.viewer import Viewer
from encyclopedia.synthesis import article_synthesize
from tests.conftest import day

PUBLIC = Viewer.anonymous()


def cited_ids(revision):
    return {cid for s in revision.sections for sent in s["sentences"] for cid in sent["claim_ids"]}


def test_claim_published_after_as_of_is_absent(ingest):
    """A claim known after the as-of day is not in the article of that day, and is in today's."""
    ingest("Acme Robotics raised $20 million in a Series A round.", published_at="2023-02-01")
    late = ingest("Acme Robotics raised $120 million in a Series B round.", published_at="2024-06-01")
    late_claim = Claim.objects.get(document_id=late.document_id)
    then = article_synthesize(entity=late_claim.subject, viewer=PUBLIC, as_of=day("2023-12-31"))
    now = article_synthesize(entity=late_claim.subject, viewer=PUBLIC)
    assert late_claim.id not in cited_ids(then)
    assert "120 million" not in then.rendered_text
    assert late_claim.id in cited_ids(now)


def test_superseded_projection_is_live_as_of_an_earlier_day(ingest):
    """A projection superseded later is shown, as a live projection, as of a day before it was superseded."""
    first = ingest("Acme Robotics plans to deploy 1,000 Walker X robots in factories by 2025.",
                   published_at="2023-03-01")
    ingest("Acme Robotics now plans to deploy 200 Walker X robots in factories by 2027.",
           published_at="2025-02-01")
    old = Claim.objects.filter(document_id=first.document_id, lane="bull").first()
    assert old is not None, "the projection should route to the bull lane"
    assert Supersession.objects.filter(old_claim=old).exists()
    entity = old.subject
    live_then = claims_recall(entity=entity, lane="bull", viewer=PUBLIC, as_of=day("2024-01-01"))
    live_now = claims_recall(entity=entity, lane="bull", viewer=PUBLIC)
    assert old in list(live_then)
    assert old not in list(live_now)
    then = article_synthesize(entity=entity, viewer=PUBLIC, as_of=day("2024-01-01"))
    assert old.id in cited_ids(then)
    now = article_synthesize(entity=entity, viewer=PUBLIC)
    assert old.id not in cited_ids(now)


def test_revised_funding_supersedes_the_first_figure(ingest):
    """A revised amount for the same round supersedes the first report from its known-at day on."""
    first = ingest("Acme Robotics raised $350 million in a Series A round.", published_at="2025-02-13")
    ingest("Acme Robotics raised $403 million in a Series A round after an extension.", published_at="2025-03-20")
    old = Claim.objects.get(document_id=first.document_id)
    entity = old.subject
    then = article_synthesize(entity=entity, viewer=PUBLIC, as_of=day("2025-03-01"))
    now = article_synthesize(entity=entity, viewer=PUBLIC)
    assert "350 million" in then.rendered_text
    assert "350 million" not in now.rendered_text and "403 million" in now.rendered_text


def test_same_evidence_state_reuses_the_revision(ingest):
    """Two slider steps over the same evidence state are served by one stored revision."""
    ingest("Acme Robotics raised $20 million in a Series A round.", published_at="2023-02-01")
    ingest("Acme Robotics raised $120 million in a Series B round.", published_at="2024-06-01")
    entity = Claim.objects.first().subject
    a = article_synthesize(entity=entity, viewer=PUBLIC, as_of=day("2023-05-01"))
    b = article_synthesize(entity=entity, viewer=PUBLIC, as_of=day("2023-09-01"))
    c = article_synthesize(entity=entity, viewer=PUBLIC, as_of=day("2024-07-01"))
    assert a.pk == b.pk
    assert c.pk != a.pk


def test_deprecated_source_counts_only_while_it_was_active(ingest):
    """A deprecated source's claims are out of today's article but in one as of a day it was active."""
    result = ingest("Acme Robotics raised $9 million in a seed round.", source="old-blog", published_at="2022-05-01")
    claim = Claim.objects.get(document_id=result.document_id)
    assert claim.id not in {c.id for c in claims_recall(entity=claim.subject, lane=claim.lane, viewer=PUBLIC)}
    assert claim.id in {c.id for c in claims_recall(entity=claim.subject, lane=claim.lane, viewer=PUBLIC,
                                                    as_of=day("2023-01-01"))}
