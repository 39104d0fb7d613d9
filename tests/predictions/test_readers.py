"""The ledger as readers meet it elsewhere: the article's outlook, answers and the claim page."""

from __future__ import annotations

import datetime as dt
import re

import pytest

from claims.models import Claim, Entity
from core.viewer import Viewer
from encyclopedia.answers import question_answer
from encyclopedia.article import Article, Kind
from encyclopedia.synthesis import article_synthesize
from predictions.services import predictions_resolve, predictions_sync

from .conftest import forecast, store

pytestmark = pytest.mark.django_db

PUBLIC = Viewer.anonymous()
ANALYST = Viewer.for_groups({"analysts"})


def plan(count: str, *, known: str, source: str = "acme-newsroom") -> Claim:
    return forecast(f"Acme plans to build {count} Walker X robots in 2025.", known=known, value=count.replace(",", ""),
                    object_text=f"{count} Walker X robots", qualifier="2025", valid_from="2025-01-01",
                    valid_until="2025-12-31", source=source)


def built(count: str, *, known: str = "2026-02-01", source: str = "acme-newsroom") -> Claim:
    return store(f"Acme built {count} Walker X robots in 2025.", known=known, predicate="units_produced",
                 object_text=f"{count} Walker X robots", value=count, qualifier="2025", valid_from="2025-01-01",
                 valid_until="2025-12-31", source=source)


def outlook(viewer=PUBLIC, as_of=None):
    entity = Entity.objects.get(slug="walker-x")
    art = Article.from_revision(article_synthesize(entity=entity, viewer=viewer, as_of=as_of))
    section = art.section("outlook")
    return art, (section.sentences if section else [])


def about(sentences, claim):
    return next(s for s in sentences if claim.pk in s.parts[0].claim_ids)


@pytest.fixture
def two_plans(ledger):
    """A 2025 target that was met (200) and one that was missed (5,000); 300 were built, reported in 2026."""
    met = plan("200", known="2024-06-01")
    missed = plan("5,000", known="2024-07-01", source="robot-weekly")
    count = built("300")
    predictions_sync()
    return {"met": met, "missed": missed, "count": count}


def test_outlook_is_live_before_the_date_and_history_after_it(two_plans):
    """As of mid-2025 both targets are live projections; now one came true and one did not, each citing the
    count that decides it where its outcome is stated."""
    _, then = outlook(as_of=dt.date(2025, 6, 30))
    for key in ("met", "missed"):
        sentence = about(then, two_plans[key])
        assert sentence.kind == Kind.PROJECTION and "came true" not in sentence.text
    _, now = outlook()
    count = two_plans["count"].pk
    missed = about(now, two_plans["missed"])
    assert missed.kind == Kind.VERDICT
    assert missed.text.startswith("Was due by the end of 2025: according to Robot Weekly (July 2024), ")
    assert "It did not come true (at most 300 against a target of 5,000): according to" in missed.text
    assert any(count in p.claim_ids for p in missed.parts[1:]) and count not in missed.parts[0].claim_ids
    met = about(now, two_plans["met"])
    assert met.kind == Kind.VERDICT and "It came true" in met.text and "did not" not in met.text
    assert any(count in p.claim_ids for p in met.parts[1:])
    assert not any(re.search(r"\b(?:falsified|fulfilled|past_due)\b", s.text) for s in now)


def test_the_article_page_shows_the_verdict_with_a_link_to_the_deciding_claim(two_plans, client):
    """The rendered outlook labels the decided projection and links the count's claim page."""
    html = client.get("/wiki/walker-x/").content.decode()
    outlook_html = html.split('id="sec-outlook"')[1]
    assert "Resolved ·" in outlook_html and "did not come true" in outlook_html
    assert f'href="/claims/{two_plans["count"].pk}/"' in outlook_html


def test_a_reader_who_cannot_see_the_deciding_claim_gets_no_citation_to_it(ledger):
    """The count is an analyst note: the analyst reads the projection as falsified, citing it; the public
    reads it as past its date with nothing decided, and no sentence of theirs cites the note."""
    missed = plan("5,000", known="2024-07-01")
    note = built("100", source="analyst-desk")
    predictions_sync()
    _, theirs = outlook(ANALYST)
    sentence = about(theirs, missed)
    assert sentence.kind == Kind.VERDICT and note.pk in sentence.claim_ids
    public, mine = outlook(PUBLIC)
    sentence = about(mine, missed)
    assert sentence.kind == Kind.PAST_DUE and "no report on record says whether it came true" in sentence.text
    assert note.pk not in public.claim_ids()


def test_the_ledger_decides_over_the_projections_own_date(ledger):
    """A projection the ledger holds open (its source's target runs to the end of 2025) is live as of
    mid-2025 even though its valid time names an earlier day; a day after the interval it is history."""
    early = forecast("Acme plans to build 200 Walker X robots in 2025.", known="2024-06-01", value="200",
                     object_text="200 Walker X robots", qualifier="2025", valid_until="2025-03-31")
    predictions_sync()
    _, then = outlook(as_of=dt.date(2025, 6, 30))
    assert about(then, early).kind == Kind.PROJECTION
    _, later = outlook(as_of=dt.date(2026, 1, 2))
    assert about(later, early).kind == Kind.PAST_DUE


def test_claim_page_shows_the_prediction_status_with_its_deciding_claim(two_plans, client):
    """A claim that is a prediction shows its status for the viewer as of the page's day, the verdict's
    claims linked."""
    pk = two_plans["missed"].pk
    html = client.get(f"/claims/{pk}/").content.decode()
    section = html.split('id="prediction"')[1].split("</section>")[0]
    assert "Falsified" in section and "did not come true" in section
    assert f'href="/claims/{two_plans["count"].pk}/"' in section
    then = client.get(f"/claims/{pk}/?as_of=2025-06-30").content.decode().split('id="prediction"')[1]
    assert "Open" in then.split("</section>")[0] and "Decided by" not in then.split("</section>")[0]
    plain = client.get(f"/claims/{two_plans['count'].pk}/").content.decode()
    assert 'id="prediction"' not in plain


def test_ask_never_presents_a_falsified_projection_as_live(ingest):
    """The only sentence answering is a 2024 projection for 2025 that the ledger holds falsified: the answer
    says it was a projection, that it did not come true, and cites the claim deciding it."""
    ingest("Acme Robotics plans to sell Walker X robots to outside customers by the end of next year.",
           published_at="2024-04-23")
    ingest("Acme Robotics sold no Walker X robots to outside customers in 2025.", published_at="2026-02-01",
           source="robot-weekly")
    predictions_sync()
    states = {c.pk: c for c in Claim.objects.filter(prediction__isnull=False)}
    assert states, "the projection is in the ledger"
    answer = question_answer(question="When will Acme Robotics sell Walker X robots to outside customers?",
                             viewer=PUBLIC, log=False)
    assert "outside customers by the end of next year" in answer.answer
    assert "That was a projection, due by 2025-12-31; the date has passed: it did not come true" in answer.answer
    deciding = Claim.objects.get(document__source__key="robot-weekly", forward_looking=False,
                                 predicate="shipments")
    assert deciding.pk in {c.id for c in answer.citations if c.kind == "claim"}
    then = question_answer(question="When will Acme Robotics sell Walker X robots to outside customers?",
                           viewer=PUBLIC, as_of=dt.date(2025, 6, 1), log=False)
    assert "That was a projection" not in then.answer and "end of next year" in then.answer


def test_no_robots_at_work_now_does_not_falsify_last_years_deployment_target(ingest):
    """Robots at work are a stock: "no robots were working on the line at the moment" (2025) says nothing of
    whether they worked there in 2024, so the 2024 target stays undecided; none built to date would decide it."""
    ingest("Acme Robotics expects its robots to start doing useful work at the Dunmore plant this year.",
           published_at="2024-01-18")
    ingest("A spokesperson said no Walker X robots were working on the Dunmore production line at the moment.",
           published_at="2025-04-08", source="robot-weekly")
    predictions_sync()
    predictions_resolve(today=dt.date(2026, 1, 1))
    target = Claim.objects.get(prediction__isnull=False, known_at__year=2024)
    count = Claim.objects.get(predicate="units_deployed")
    assert count.object_value == 0
    assert target.prediction.target_until == dt.date(2024, 12, 31)
    assert target.prediction.status != "falsified", target.prediction.explanation


def test_projections_of_one_sentence_decided_apart_each_read_with_their_own_part_and_date(ledger):
    """"Acme plans to build 200 Walker X robots by the end of 2025, with sales to outside customers beginning by
    mid-2026": the build target came true (300 built), the sales are past due with nothing decided. Each verdict
    reads against its own part of the sentence and its own date, not the whole sentence twice."""
    import hashlib

    from claims.models import Document, Source
    from claims.write import claims_store

    from .conftest import at

    sentence = ("Acme plans to build 200 Walker X robots by the end of 2025, with sales to outside customers "
                "beginning by mid-2026.")
    source = Source.objects.get(key="acme-newsroom")
    doc = Document.objects.create(source=source, url="https://example.test/ledger/two-plans", title="Plans",
                                  outlet=source.name, published_at=at("2024-06-01"), text=sentence,
                                  content_hash=hashlib.sha256(sentence.encode()).hexdigest(), extractor="test.v1")
    walker = Entity.objects.get(slug="walker-x")

    def row(predicate, object_text, value, until):
        return Claim(document=doc, source=source, subject=walker, predicate=predicate, object_text=object_text,
                     object_value=value, statement=sentence, claim_type="timeline", confidence=0.8, lane="bull",
                     route_reason="test", router="test.v1", extractor="test.v1", evidence_text=sentence,
                     evidence_start=0, evidence_end=len(sentence), known_at=at("2024-06-01"), forward_looking=True,
                     valid_until=dt.date.fromisoformat(until))

    build, sales = claims_store(rows=[
        row("production_target", sentence.rstrip("."), 200, "2025-12-31"),
        row("deployment_target", "sales to outside customers beginning by mid-2026", None, "2026-08-31"),
    ]).claims
    built("300")
    predictions_sync()
    _, now = outlook(as_of=dt.date(2026, 12, 1))
    met = about(now, build)
    assert met.text.startswith("Was due by the end of 2025: according to the Acme Robotics newsroom (June 2024), Acme plans to "
                               "build 200 Walker X robots by the end of 2025. It came true"), met.text
    due = about(now, sales)
    assert due.text.startswith("Was due by 31 August 2026: according to the Acme Robotics newsroom (June 2024), sales to outside "
                               "customers beginning by mid-2026."), due.text


def test_a_verdict_whose_evidence_ends_in_a_quote_takes_no_second_full_stop(ledger):
    """The count that decides a target, quoted to its end ('… told us that “Acme built 300 Walker X robots in
    2025.”'), ends the outlook's sentence: no '.”[3].' after the citation."""
    missed = plan("5,000", known="2024-07-01")
    store("A supplier told us that “Acme built 300 Walker X robots in 2025.”", known="2026-02-01",
          predicate="units_produced", object_text="300 Walker X robots", value="300", qualifier="2025",
          valid_from="2025-01-01", valid_until="2025-12-31", source="robot-weekly")
    predictions_sync()
    _, now = outlook()
    sentence = about(now, missed)
    assert sentence.kind == Kind.VERDICT and "did not come true" in sentence.text, sentence.text
    assert sentence.text.endswith("in 2025.’”"), sentence.text


def test_a_live_projection_ending_in_a_quote_takes_no_second_full_stop(ledger):
    """A projection quoted to its end ('… said it will build “1,000 Walker X robots in 2030.”') reads as one sentence
    ending inside the quotation, as the source wrote it: no '.”.'."""
    claim = forecast("Acme's chief said it will build “1,000 Walker X robots in 2030.”", known="2026-06-01",
                     value="1000", object_text="1,000 Walker X robots", qualifier="2030", valid_from="2030-01-01",
                     valid_until="2030-12-31")
    predictions_sync()
    _, now = outlook()
    sentence = about(now, claim)
    assert sentence.kind == Kind.PROJECTION and sentence.text.endswith("in 2030.”"), sentence.text
