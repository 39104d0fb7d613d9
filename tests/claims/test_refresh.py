"""Refreshing sources end to end: fetch from a local server, ingest, record the run, follow changed pages."""

from __future__ import annotations

import datetime as dt
import json
import re

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django_celery_beat.models import IntervalSchedule, PeriodicTask

from claims.models import Claim, ClaimStatus, Document, Entity, IngestionRun, Source, Supersession
from claims.refresh import REVISED, source_refresh
from claims.services import sources_load
from claims.signals import claims_changed
from core.viewer import Viewer
from encyclopedia.synthesis import article_synthesize
from tests.claims.localserver import FEEDS, Route

UTC = dt.timezone.utc


def add_source(key: str, *, feed_url: str = "", url: str = "", time_zone: str = "", lifecycle: str = "active"):
    """Register a source through the sources loader, as an operator would."""
    sources_load(records=[{
        "key": key, "name": key.replace("-", " ").title(), "source_class": "press_release", "owner": "Acme",
        "authority_tier": 2, "lifecycle": lifecycle, "audience": ["public"], "acl_groups": [],
        "freshness_sla_days": None, "last_reviewed_at": "2026-10-01", "feed_url": feed_url, "url": url,
        "time_zone": time_zone,
    }])
    return Source.objects.get(key=key)


def test_refresh_sources_command_ingests_a_feed_and_records_the_run(world, server, capsys):
    """``refresh_sources KEY --sync`` stores the feed's items, and the run shows 2 new documents."""
    add_source("nhs", feed_url=server.serve_feed("rssparser__nhs-feed.rss"))
    call_command("refresh_sources", "nhs", "--sync")
    out = capsys.readouterr().out
    assert "nhs: ingested; documents 2 new, 0 unchanged, 0 failed" in out
    docs = Document.objects.filter(source__key="nhs").order_by("published_at")
    assert [(d.title, d.published_at) for d in docs] == [
        ("As measles cases continue to rise, NHS North West invites thousands of school children to catch up "
         "with life-saving MMR", dt.datetime(2024, 3, 18, 10, 0, tzinfo=UTC)),
        ("Second item title", dt.datetime(2024, 3, 19, 10, 0, tzinfo=UTC)),
    ]
    run = IngestionRun.objects.get(source__key="nhs")
    assert (run.trigger, run.documents_new, run.documents_unchanged, run.documents_failed) == ("command", 2, 0, 0)
    assert run.finished_at is not None and run.errors == []


def test_second_refresh_uses_conditional_get_and_changes_nothing(world, server):
    """With an ETag the second fetch is a 304; without one, the same items count as unchanged."""
    source = add_source("nhs", feed_url=server.serve_feed("rssparser__nhs-feed.rss", etag='"abc"'))
    assert source_refresh(source=source).new == 2
    source.refresh_from_db()
    assert source.fetch_etag == '"abc"' and source.last_fetched_at is not None
    second = source_refresh(source=source)
    assert second.outcome == "not_modified" and server.requests[-1][1]["If-None-Match"] == '"abc"'
    server.serve_feed("rssparser__nhs-feed.rss")  # the server forgets its ETag
    Source.objects.filter(pk=source.pk).update(fetch_etag="")
    source.refresh_from_db()
    third = source_refresh(source=source)
    assert (third.outcome, third.new, third.unchanged) == ("ingested", 0, 2)
    assert Document.objects.filter(source=source).count() == 2


def test_portuguese_latin1_feed_is_stored_as_correct_text_with_its_dates(world, server):
    """The undeclared Latin-1 UOL feed is stored with its accents and its Portuguese dates (24 Sep 2018)."""
    source = add_source("uol", feed_url=server.serve_feed("rssparser__uolNoticias.rss"))
    result = source_refresh(source=source)
    assert (result.new, result.failed) == (15, 0)
    docs = Document.objects.filter(source=source)
    assert {d.published_at.date() for d in docs} == {dt.date(2018, 9, 24)}
    assert docs.filter(title="Ibope: Bolsonaro perde de Haddad, Ciro e Alckmin em simulações de 2º turno").exists()
    assert not docs.filter(text__contains="Ã").exists()


def test_gb2312_feed_with_naive_dates_is_flagged_and_takes_the_source_zone(world, server):
    """gb2312 items are stored as Chinese text; their zone-less dates use the source's zone and are flagged."""
    source = add_source("qq", feed_url=server.serve_feed("rssparser__encoding-gb2312.xml"), time_zone="Asia/Shanghai")
    assert source_refresh(source=source).new == 20
    doc = Document.objects.get(source=source, title="习近平为何如此强调崇尚英雄？")
    assert doc.published_at == dt.datetime(2018, 9, 18, 6, 38, 10, tzinfo=UTC)
    assert "naive_timezone" in doc.date_flags


def test_items_without_dates_get_the_fetch_time_and_a_date_unknown_flag(world, server):
    """Undated items are known from the fetch, flagged date_unknown, never given an unsupported past date."""
    source = add_source("herald", feed_url=server.serve_feed("rssparser__heraldsun.rss"))
    source_refresh(source=source)
    source.refresh_from_db()
    docs = list(Document.objects.filter(source=source))
    assert len(docs) == 2
    assert all(d.published_at == source.last_fetched_at and d.date_flags == ["date_unknown"] for d in docs)


def test_broken_items_and_mojibake_are_recorded_errors_and_store_nothing(world, server):
    """Entries without links and double-encoded text end as run errors with reasons; no document is stored."""
    missing = add_source("missing", feed_url=server.serve_feed("rssparser__missing-fields.atom"))
    result = source_refresh(source=missing)
    assert (result.outcome, result.new, result.failed) == ("ingested", 0, 1)
    assert "no http(s) link" in IngestionRun.objects.get(source=missing).errors[0]["reason"]

    text = (FEEDS / "rssparser__encoding.rss").read_bytes().decode("latin-1")
    mangled = text.replace('encoding="ISO-8859-1"', 'encoding="UTF-8"').encode("utf-8").decode("latin-1")
    url = server.route("/mangled.rss", Route(mangled.encode("utf-8"), content_type="text/xml; charset=utf-8"))
    bad = add_source("mangled", feed_url=url)
    result = source_refresh(source=bad)
    assert result.outcome == "failed"
    run = IngestionRun.objects.get(source=bad)
    assert "double-encoded" in run.errors[0]["reason"] and run.finished_at is not None
    assert not Document.objects.filter(source__in=[missing, bad]).exists()
    bad.refresh_from_db()
    assert bad.last_fetched_at is None  # a failed run keeps no validators, so the next one fetches in full


def test_arxiv_json_capture_and_html_feeds_are_ingested(world, server):
    """The arXiv JSON capture (52 items) and a feed with escaped HTML descriptions are ingested as plain text."""
    arxiv = add_source("arxiv", feed_url=server.serve_feed("yansongw__arxiv_cs_RO_rss_20260701.json",
                                                           content_type="application/json"))
    assert source_refresh(source=arxiv).new == 52
    doc = Document.objects.get(url="https://arxiv.org/abs/2606.30686")
    assert doc.published_at == dt.datetime(2026, 7, 1, 4, 0, tzinfo=UTC) and doc.date_flags == []
    narro = add_source("narro", feed_url=server.serve_feed("rssparser__narro.rss"))
    assert source_refresh(source=narro).new == 1
    doc = Document.objects.get(source=narro)
    assert doc.text.startswith("Listen to your reading list anywhere.") and "<" not in doc.text


PAGE = """<html><head><title>Acme news</title>
<meta property="article:published_time" content="2024-05-01T10:00:00+00:00"></head>
<body><nav>Home · About</nav><article><h1>Acme update</h1>{body}</article><footer>© Acme</footer></body></html>"""


def test_a_changed_page_retracts_supersedes_and_rewrites_the_prose(world, server,
                                                                  django_capture_on_commit_callbacks):
    """A page that drops a fact and changes a value: the dropped claim is retracted, the changed one
    superseded, and the regenerated articles no longer state the retracted fact."""
    v1 = ("<p>Acme Robotics raised $120 million in a Series B round.</p>"
          "<p>Acme Robotics deployed Walker X at the BMW plant in Spartanburg.</p>"
          "<p>Acme Robotics is valued at $2 billion.</p>")
    v2 = ("<p>Acme Robotics raised $120 million in a Series B round.</p>"
          "<p>Acme Robotics is valued at $3 billion.</p>")
    url = server.route("/acme/update", Route(PAGE.format(body=v1).encode(), content_type="text/html; charset=utf-8"))
    source = add_source("acme-site", url=url)
    acme, walker = Entity.objects.get(slug="acme-robotics"), Entity.objects.get(slug="walker-x")
    public = Viewer.anonymous()

    assert source_refresh(source=source).new == 1
    first = Document.objects.get(url=url)
    assert first.published_at == dt.datetime(2024, 5, 1, 10, 0, tzinfo=UTC)
    deployment = Claim.objects.get(document=first, predicate="deployed_at")
    valuation = Claim.objects.get(document=first, predicate="valuation")
    assert "BMW" in article_synthesize(entity=walker, viewer=public).rendered_text

    changed: list[set[int]] = []

    def record(sender, entity_ids, **kwargs):
        changed.append(set(entity_ids))

    claims_changed.connect(record)
    try:
        server.route("/acme/update", Route(PAGE.format(body=v2).encode(), content_type="text/html; charset=utf-8"))
        source.refresh_from_db()
        with django_capture_on_commit_callbacks(execute=True):
            result = source_refresh(source=source)
    finally:
        claims_changed.disconnect(record)
    assert result.new == 1
    second = Document.objects.get(url=url, version=2)
    assert second.previous_version == first and REVISED in second.date_flags
    assert second.published_at > first.published_at  # known from the fetch that saw the change

    deployment.refresh_from_db()
    assert deployment.status == ClaimStatus.RETRACTED and deployment.retracted_at == second.published_at
    new_valuation = Claim.objects.get(document=second, predicate="valuation")
    assert Supersession.objects.filter(old_claim=valuation, new_claim=new_valuation).exists()
    funding = Claim.objects.filter(document__url=url, predicate="raised_funding")
    assert funding.count() == 1 and funding.get().document == first  # carried over, not duplicated
    assert changed == [{acme.id, walker.id}]  # only the entities whose claims changed

    walker_text = article_synthesize(entity=walker, viewer=public).rendered_text
    acme_text = article_synthesize(entity=acme, viewer=public).rendered_text
    assert "BMW" not in walker_text and "Spartanburg" not in walker_text
    assert "$3 billion" in acme_text
    # The page's earlier figure is history only: never stated as the valuation.
    (history,) = [line for line in acme_text.splitlines() if "$2 billion" in line]
    assert re.fullmatch(r"Earlier reports put Acme Robotics' valuation at \$2 billion \(May 2024\) \[\d+\]\.", history)
    assert "$120 million" in acme_text


def test_loading_a_fetchable_source_creates_an_editable_schedule(world, server, settings):
    """A source with a feed gets a periodic task; an admin's schedule survives reloads; pausing follows lifecycle."""
    settings.FETCH_DEFAULT_INTERVAL_MINUTES = 30
    url = server.serve_feed("rssparser__nhs-feed.rss")
    source = add_source("nhs", feed_url=url)
    task = PeriodicTask.objects.get(task="claims.refresh_source", args=json.dumps([source.pk]))
    assert (task.enabled, task.interval.every, task.interval.period) == (True, 30, "minutes")
    assert task.name == "Refresh source nhs"
    daily, _ = IntervalSchedule.objects.get_or_create(every=1, period=IntervalSchedule.DAYS)
    task.interval = daily
    task.save()
    add_source("nhs", feed_url=url)  # reloading the sources file keeps the moderator's schedule
    task.refresh_from_db()
    assert task.interval == daily and task.enabled
    add_source("nhs", feed_url=url, lifecycle="deprecated")
    task.refresh_from_db()
    assert not task.enabled and "deprecated" in task.description
    add_source("nhs", feed_url=url, lifecycle="active")
    task.refresh_from_db()
    assert task.enabled and task.interval == daily
    assert not PeriodicTask.objects.filter(name="Refresh source acme-newsroom").exists()  # no URL, no task

    # What beat sends is a valid call: run it here with the stored arguments.
    from claims.tasks import refresh_source_task

    outcome = refresh_source_task.apply(args=json.loads(task.args), kwargs=json.loads(task.kwargs)).get()
    assert outcome["outcome"] == "ingested" and outcome["new"] == 2
    assert IngestionRun.objects.get(source=source).trigger == "schedule"


def test_ingestion_runs_are_shown_in_the_admin(world, server, staff, client):
    """The admin lists runs with started/finished times, new/unchanged/failed counts and error reasons."""
    source = add_source("missing", feed_url=server.serve_feed("rssparser__missing-fields.atom"))
    run_id = source_refresh(source=source).run_id
    client.force_login(staff)
    listing = client.get("/admin/claims/ingestionrun/").content.decode()
    assert "Missing" in listing and "no http(s) link" in listing
    detail = client.get(f"/admin/claims/ingestionrun/{run_id}/change/").content.decode()
    assert "Documents failed" in detail and "item 1: no http(s) link, so it cannot be stored as a document" in detail


def test_refresh_sources_refuses_unknown_keys_and_sources_without_urls(world):
    """Unknown keys and sources with nothing to fetch are clear errors, and nothing runs."""
    with pytest.raises(CommandError, match="unknown source key\\(s\\): nope"):
        call_command("refresh_sources", "nope", "--sync")
    with pytest.raises(CommandError, match="no feed_url or url: acme-newsroom"):
        call_command("refresh_sources", "acme-newsroom", "--sync")
    assert not IngestionRun.objects.exists()


def test_refresh_sources_says_so_when_the_broker_is_down(world, server, settings):
    """Without --sync and with Redis unreachable the command says so and enqueues nothing."""
    add_source("nhs", feed_url=server.serve_feed("rssparser__nhs-feed.rss"))
    settings.REDIS_URL = settings.CELERY_BROKER_URL = "redis://127.0.0.1:1/0"
    with pytest.raises(CommandError, match="broker \\(REDIS_URL\\) is unreachable: nothing was enqueued"):
        call_command("refresh_sources", "nhs")
    assert not IngestionRun.objects.exists() and not Document.objects.filter(source__key="nhs").exists()


def test_refresh_is_refused_for_private_addresses_when_not_allowed(world, server, settings):
    """With FETCH_ALLOW_PRIVATE_ADDRESSES off, a loopback feed is refused and the run says why."""
    source = add_source("nhs", feed_url=server.serve_feed("rssparser__nhs-feed.rss"))
    settings.FETCH_ALLOW_PRIVATE_ADDRESSES = False
    result = source_refresh(source=source)
    assert result.outcome == "failed" and "FETCH_ALLOW_PRIVATE_ADDRESSES" in result.errors[0]["reason"]
    assert server.requests == [] and not Document.objects.filter(source=source).exists()
