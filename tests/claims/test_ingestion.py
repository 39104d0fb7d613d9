"""Ingesting documents through the real pipeline: extract, route, embed, store."""

import json

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from claims.models import Claim, Document, IngestionError
from claims.services import document_ingest

FUNDING = "Acme Robotics raised $120 million in a Series B round led by Big Capital."


def counts():
    return Document.objects.count(), Claim.objects.count()


def test_document_becomes_claims_with_lane_span_and_embedding(ingest):
    """A stored claim keeps its subject, type, lane, reason, exact evidence span and a 384-d embedding."""
    result = ingest(FUNDING)
    assert result.status == "created"
    claim = Claim.objects.get(document_id=result.document_id, object_unit="USD")
    doc = claim.document
    assert claim.subject.slug == "acme-robotics"
    assert claim.claim_type == "funding"
    assert claim.lane == "canonical"
    assert claim.route_reason.startswith("canonical")
    assert doc.text[claim.evidence_start:claim.evidence_end] == claim.evidence_text
    assert claim.object_value == 120_000_000 and claim.object_unit == "USD"
    assert len(claim.embedding) == 384
    assert claim.extractor == "extract.rules.v2" and claim.router == "router.v1"
    assert claim.known_at == doc.published_at


def test_repeat_of_the_same_content_is_a_noop(ingest):
    """The content hash makes a repeat a no-op reported as a duplicate."""
    first = ingest(FUNDING, url="https://example.test/a")
    before = counts()
    again = ingest(FUNDING, url="https://example.test/a")
    assert again.status == "duplicate" and again.document_id == first.document_id
    assert counts() == before


def test_interview_with_fact_and_projection_yields_canonical_and_bull(ingest):
    """One interview stating a deployment and a projection gives one canonical and one bull claim."""
    result = ingest(
        "Acme Robotics says its Walker X robots are working at the Ohio plant today. "
        "Acme Robotics expects tens of thousands of Walker X units deployed by next year.",
        source="acme-newsroom",
    )
    lanes = sorted(Claim.objects.filter(document_id=result.document_id).values_list("lane", "claim_type"))
    assert ("canonical", "deployment") in lanes
    assert any(lane == "bull" for lane, _ in lanes)
    assert not any(lane == "canonical" and t == "timeline" for lane, t in lanes)


@pytest.mark.parametrize(
    "record, reason",
    [
        ({"text": "   "}, "text is empty"),
        ({"published_at": None}, "published_at"),
        ({"published_at": "yesterday-ish"}, "not an ISO 8601"),
        ({"published_at": 20240101}, "not an ISO 8601"),
        ({"published_at": "2999-01-01"}, "in the future"),
        ({"source": "no-such-source"}, "unknown source key"),
        ({"url": "javascript:alert(1)"}, "http or https"),
        ({"text": "Acme Robotics raised $5 million. " * 160_000}, "the limit is"),
    ],
)
def test_bad_document_is_recorded_and_writes_nothing(world, record, reason):
    """A bad record gets a clear recorded reason and the database holds nothing partial."""
    data = {"source": "acme-newsroom", "title": "t", "url": "https://example.test/bad",
            "published_at": "2024-01-01", "text": FUNDING, **record}
    before = counts()
    result = document_ingest(data=data)
    assert result.status == "failed"
    assert reason in result.error
    assert IngestionError.objects.filter(reason__contains=reason).exists()
    assert counts() == before


def test_command_reports_new_unchanged_and_failed_lines(world, tmp_path, capsys):
    """ingest_documents --sync ingests good lines, records invalid UTF-8 and bad JSON, and reports repeats."""
    good = {"source": "acme-newsroom", "title": "t", "url": "https://example.test/c",
            "published_at": "2024-05-01T10:00:00+00:00", "text": FUNDING}
    path = tmp_path / "docs.jsonl"
    path.write_bytes(
        json.dumps(good).encode() + b"\n" + b'{"source": "acme-newsroom", "text": "caf\xe9"}\n' + b"{not json\n"
    )
    with pytest.raises(CommandError, match="2 document"):
        call_command("ingest_documents", str(path), "--sync")
    out = capsys.readouterr()
    assert "1 new" in out.out and "2 failed" in out.out
    assert "not valid UTF-8" in out.err and "not valid JSON" in out.err
    assert Document.objects.count() == 1
    with pytest.raises(CommandError):  # the two bad lines are still bad
        call_command("ingest_documents", str(path), "--sync")
    out = capsys.readouterr()
    assert "unchanged" in out.out and "1 unchanged" in out.out
    assert Document.objects.count() == 1


def test_enqueue_without_broker_says_so_and_loses_nothing(world, tmp_path, settings):
    """With Redis unreachable, ingest_documents refuses clearly and enqueues nothing."""

    settings.REDIS_URL = "redis://127.0.0.1:1/0"
    path = tmp_path / "docs.jsonl"
    path.write_text(json.dumps({"source": "acme-newsroom", "url": "https://example.test/x", "text": FUNDING,
                                "published_at": "2024-01-01"}) + "\n")
    with pytest.raises(CommandError, match="broker .* unreachable"):
        call_command("ingest_documents", str(path))
    assert Document.objects.count() == 0


@pytest.mark.parametrize("option", [["--timeout", "0"], ["--resend-after", "-1"]])
def test_ingest_documents_refuses_waits_that_make_no_sense(world, tmp_path, option):
    """A timeout of no time, or a negative wait before sending again: refused before anything is enqueued."""
    path = tmp_path / "docs.jsonl"
    path.write_text(json.dumps({"source": "acme-newsroom", "url": "https://example.test/x", "text": FUNDING,
                                "published_at": "2024-01-01"}) + "\n")
    with pytest.raises(CommandError, match="--timeout must be above 0 seconds and --resend-after at least 0"):
        call_command("ingest_documents", str(path), "--wait", *option)
    assert Document.objects.count() == 0


def test_names_outside_the_registry_are_proposed_not_published(ingest, client):
    """A company the registry lacks becomes a proposed entity with no article."""
    from claims.models import Entity

    ingest("Acme Robotics raised $30 million in a round led by Zephyr Capital Partners.")
    proposed = Entity.objects.get(name="Zephyr Capital Partners")
    assert proposed.in_registry is False
    assert client.get(f"/wiki/{proposed.slug}/").status_code == 404
    assert f"/wiki/{proposed.slug}/" not in client.get("/").content.decode()


def test_router_inputs_are_stored_with_the_claim(ingest):
    """Hedging and forward-looking flags are kept on the claim, so a moderator sees why it was routed."""
    result = ingest("Acme Robotics expects to ship 5,000 Walker X robots by 2027.")
    claim = Claim.objects.filter(document_id=result.document_id).first()
    assert claim.forward_looking is True and claim.lane == "bull"
