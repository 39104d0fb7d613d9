"""Time travel: the article as the evidence stood on a past day."""

from claims.models import Claim, Entity, Supersession
from claims.selectors import claims_recall
from core.viewer import Viewer
from encyclopedia.models import ArticleRevision
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
    """A revised amount for the same round supersedes the first report from its known-at day on: after it,
    the first figure is only history ("Earlier reports put … at $350 million")."""
    from encyclopedia.article import Article, Kind

    first = ingest("Acme Robotics raised $350 million in a Series A round.", published_at="2025-02-13")
    ingest("Acme Robotics raised $403 million in a Series A round after an extension.", published_at="2025-03-20")
    old = Claim.objects.get(document_id=first.document_id)
    entity = old.subject
    then = article_synthesize(entity=entity, viewer=PUBLIC, as_of=day("2025-03-01"))
    now = article_synthesize(entity=entity, viewer=PUBLIC)
    assert "350 million" in then.rendered_text and "403 million" not in then.rendered_text
    article = Article.from_revision(now)
    stated = [s for _, s in article.sentences() if "350 million" in s.text]
    assert [s.kind for s in stated] == [Kind.HISTORY] and "Earlier reports put" in stated[0].text
    assert all("350 million" not in f.value for f in article.infobox)
    assert "403 million" in now.rendered_text


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


def test_a_release_that_changes_how_articles_are_written_writes_them_again(ingest, monkeypatch):
    """A revision written by other code matches no evidence state: the article is written again, the old row kept."""
    from encyclopedia import synthesis

    ingest("Acme Robotics raised $20 million in a Series A round.", published_at="2023-02-01")
    entity = Claim.objects.first().subject
    before = article_synthesize(entity=entity, viewer=PUBLIC)
    assert article_synthesize(entity=entity, viewer=PUBLIC).pk == before.pk
    assert len(synthesis.writer_version()) == 16
    monkeypatch.setattr(synthesis, "writer_version", lambda: "0" * 16)
    after = article_synthesize(entity=entity, viewer=PUBLIC)
    assert after.pk != before.pk and after.evidence_key != before.evidence_key
    assert ArticleRevision.objects.filter(pk=before.pk).exists()


def test_deprecated_source_counts_only_while_it_was_active(ingest):
    """A deprecated source's claims are out of today's article but in one as of a day it was active."""
    result = ingest("Acme Robotics raised $9 million in a seed round.", source="old-blog", published_at="2022-05-01")
    claim = Claim.objects.get(document_id=result.document_id)
    assert claim.id not in {c.id for c in claims_recall(entity=claim.subject, lane=claim.lane, viewer=PUBLIC)}
    assert claim.id in {c.id for c in claims_recall(entity=claim.subject, lane=claim.lane, viewer=PUBLIC,
                                                    as_of=day("2023-01-01"))}


# ---------------------------------------------------------------- states prepared ahead (issue 6)


def _prepared_world(ingest):
    """One entity with funding facts (2023, 2024) and a bull projection for 2025, so a state begins on 2026-01-01."""
    projection = ingest("Acme Robotics plans to deploy 1,000 humanoid robots in factories by 2025.",
                        published_at="2023-03-01")
    assert Claim.objects.filter(document_id=projection.document_id, lane="bull").exists()
    entity = Entity.objects.get(slug="acme-robotics")
    ingest(f"{entity.name} raised $20 million in a Series A round.", published_at="2023-02-01")
    ingest(f"{entity.name} raised $120 million in a Series B round.", published_at="2024-06-01")
    return entity


def test_prepared_states_cover_every_date_and_a_step_renders_nothing(client, ingest, django_assert_max_num_queries):
    """After preparation every as-of date lands on a stored revision whose body is in the shared cache:
    a slider step synthesizes nothing and presents no citation."""
    from django.core.cache import caches
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from encyclopedia.models import ArticleRevision
    from encyclopedia.states import article_states_prepare, state_dates

    entity = _prepared_world(ingest)
    caches["articles"].clear()
    dates = state_dates(entity=entity, viewer=PUBLIC)
    assert day("2023-02-01") in dates and day("2024-06-01") in dates
    assert day("2026-01-01") in dates, "the day after the 2025 projection passed is a state of its own"
    result = article_states_prepare(entity=entity)
    assert result.bodies_rendered == result.revisions >= 4
    again = article_states_prepare(entity=entity)
    assert again.bodies_rendered == 0 and again.new_revisions == 0

    revisions = ArticleRevision.objects.count()
    for as_of in ("2023-02-15", "2023-12-31", "2024-06-01", "2025-07-01", "2026-02-01"):
        with CaptureQueriesContext(connection) as queries:
            response = client.get(f"/wiki/{entity.slug}/", {"as_of": as_of}, HTTP_HX_REQUEST="true")
        assert response.status_code == 200
        sql = " ".join(q["sql"] for q in queries.captured_queries)
        assert "claims_document" not in sql, f"{as_of}: the body was presented again instead of read from cache"
    assert ArticleRevision.objects.count() == revisions, "a prepared date synthesized a new revision"
    body = client.get(f"/wiki/{entity.slug}/", {"as_of": "2024-07-01"}, HTTP_HX_REQUEST="true").content.decode()
    assert "120 million" in body and 'class="cite"' in body


def test_resynthesis_task_prepares_the_past_states(ingest):
    """The background task that follows a change prepares every slider state, not only today's article."""
    from django.core.cache import caches

    from encyclopedia.models import ArticleRevision
    from encyclopedia.tasks import article_resynthesize_task

    entity = _prepared_world(ingest)
    caches["articles"].clear()
    ArticleRevision.objects.all().delete()
    article_resynthesize_task(entity.pk)
    as_of_dates = set(ArticleRevision.objects.filter(entity=entity).values_list("as_of", flat=True))
    assert None in as_of_dates and day("2023-02-01") in as_of_dates
    assert len(as_of_dates) >= 4


def test_body_version_changes_when_a_source_is_edited_or_goes_stale(world):
    """A cached body shows source names and stale marks: editing a source or crossing an SLA renders anew."""
    import time_machine

    from claims.models import Source
    from encyclopedia.states import body_version

    first = body_version()
    assert body_version() == first
    source = Source.objects.get(key="acme-newsroom")
    source.name = "Acme Robotics Newsroom (renamed)"
    source.save()
    renamed = body_version()
    assert renamed != first
    with time_machine.travel("2031-01-01"):
        assert body_version() != renamed, "every source with an SLA is stale by 2031"


def test_body_versions_stale_marks_follow_the_freshness_audits_rule(world):
    """``body_version`` decides staleness in Python (``Source.is_stale``), the audit in SQL: the same sources."""
    import datetime as dt

    import time_machine

    from claims.models import Source
    from claims.trust import sources_stale

    source = Source.objects.get(key="acme-newsroom")
    source.freshness_sla_days = 30
    source.last_reviewed_at = dt.datetime(2025, 3, 1, 12, tzinfo=dt.timezone.utc)
    source.save()
    for moment in ("2025-03-31 11:59", "2025-03-31 12:00", "2026-01-01", "2031-01-01"):
        with time_machine.travel(moment):
            python = {s.id for s in Source.objects.all() if s.is_stale}
            assert python == set(sources_stale().values_list("id", flat=True)), moment
    with time_machine.travel("2025-03-31 12:00"):
        assert source.id in {s.id for s in Source.objects.all() if s.is_stale}  # the SLA's last moment counts


def test_a_groups_slider_steps_are_prepared_too(client, ingest, analyst, django_user_model):
    """The analysts' desk writes about the entity: the task prepares the analysts' scope as well, so an analyst's
    step synthesizes nothing; a group whose sources say nothing about the entity gets no scope of its own."""
    from django.contrib.auth.models import Group
    from django.core.cache import caches
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from encyclopedia.models import ArticleRevision
    from encyclopedia.states import prepared_scopes
    from encyclopedia.tasks import article_resynthesize_task

    entity = _prepared_world(ingest)
    ingest(f"{entity.name} raised $150 million in a Series C round.", source="analyst-desk",
           published_at="2024-09-01")
    Group.objects.create(name="partners")  # a group, but no source about this entity names it
    scopes = prepared_scopes(entity)
    assert [(sorted(v.groups), sorted(v.audiences)) for v in scopes] == [
        ([], ["public"]), (["analysts"], ["analysts", "public"])]

    caches["articles"].clear()
    ArticleRevision.objects.all().delete()
    article_resynthesize_task(entity.pk)
    client.force_login(analyst)
    revisions = ArticleRevision.objects.count()
    for as_of in ("2024-08-31", "2024-09-02", "2025-07-01"):
        with CaptureQueriesContext(connection) as queries:
            response = client.get(f"/wiki/{entity.slug}/", {"as_of": as_of}, HTTP_HX_REQUEST="true")
        assert response.status_code == 200
        assert "claims_document" not in " ".join(q["sql"] for q in queries.captured_queries), as_of
    assert ArticleRevision.objects.count() == revisions, "an analyst's step synthesized a new revision"
    body = client.get(f"/wiki/{entity.slug}/", {"as_of": "2024-09-02"}, HTTP_HX_REQUEST="true").content.decode()
    assert "150 million" in body  # the analysts' scope, not the public one
