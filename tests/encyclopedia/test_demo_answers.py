"""Answers on the demo corpus as a reader asks them: the entity named, current facts before old projections.

The bundled corpus (demo/) is ingested through the real pipeline, then asked
the questions readers asked of it: a figure of the company named (not of
another company in the same sentence's topic), a date Tesla gave for selling
Optimus that has passed, where a company is based.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from claims.extraction.dates import resolve_time_expressions
from claims.models import Claim, Passage
from core.viewer import Viewer
from encyclopedia.answers import question_answer

DEMO = Path(__file__).resolve().parent.parent.parent / "demo"
PUBLIC = Viewer.anonymous()
TODAY = dt.date(2026, 11, 29)  # the corpus's today (tests/conftest.py DATA_WRITTEN_ON)

pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("demo_calendar")]




def _subjects(answer) -> set[str]:
    """Names of the entities the answer's claims are about, and the passages' texts."""
    claims = Claim.objects.filter(id__in=[c.id for c in answer.citations if c.kind == "claim"])
    return {c.subject.name for c in claims.select_related("subject")}


def _live_past_due(answer) -> list[str]:
    """Cited projections whose date had passed, stated without saying so."""
    found = []
    for cited in answer.citations:
        if cited.kind == "claim":
            claim = Claim.objects.get(pk=cited.id)
            if claim.claim_type == "timeline" and claim.valid_until and claim.valid_until < TODAY:
                found.append(claim.statement)
        else:
            passage = Passage.objects.get(pk=cited.id)
            for expression in resolve_time_expressions(passage.text, published_at=passage.known_at):
                due = expression.forward_looking and expression.valid_until and expression.valid_until < TODAY
                if due and expression.text in answer.answer and "the date has passed" not in answer.answer:
                    found.append(passage.text)
    return found


def test_demo_questions_name_their_entity_and_never_answer_with_a_past_due_projection(demo):
    """Agility's own capacity answers for Agility (not Figure's BotQ); Optimus's sale date is not a 2024
    "by the end of next year" stated as live; Figure is based in Sunnyvale (not where it deploys)."""
    agility = question_answer(question="How many humanoid robots does Agility build a year?", viewer=PUBLIC)
    assert "10,000 robots a year" in agility.answer and "Agility" in agility.answer
    assert "BotQ" not in agility.answer and "Figure" not in agility.answer
    assert _subjects(agility) == {"Agility Robotics"}

    for question in ("When will Optimus be sold to customers?", "Is Tesla Optimus working in factories?",
                     "When will Tesla sell Optimus to outside customers?"):
        answer = question_answer(question=question, viewer=PUBLIC)
        assert "by the end of next year" not in answer.answer, question
        assert _live_past_due(answer) == [], question
        assert not _subjects(answer) - {"Optimus", "Tesla"}, question

    # Asked whether it works in factories, a report of the 2024 forecast is not the answer.
    working = question_answer(question="Is Tesla Optimus working in factories?", viewer=PUBLIC)
    assert "expected more than a thousand" not in working.answer, working.answer

    # Asked when it will be sold, the answer is the sales plan, not where Optimus works today.
    sold = question_answer(question="When will Optimus be sold to customers?", viewer=PUBLIC)
    assert "selling Optimus to outside customers in 2026" in sold.answer, sold.answer
    assert "factories" not in sold.answer
    # "go on sale" is asked of the same plan, which says "start selling".
    on_sale = question_answer(question="When will Optimus go on sale?", viewer=PUBLIC)
    assert "selling Optimus to outside customers in 2026" in on_sale.answer, on_sale.answer

    based = question_answer(question="Where is Figure AI based?", viewer=PUBLIC)
    assert based.answer == "Figure AI is based in Sunnyvale, California."


def test_a_count_asked_in_the_past_tense_is_answered_with_what_was_built_not_the_plan(demo):
    """"How many … did Tesla build in 2025?" asks for units built: "a few hundred", not the 2025 target
    nor a sentence that only shares the word "build"."""
    built = question_answer(question="How many Optimus robots did Tesla build in 2025?", viewer=PUBLIC)
    assert "a few hundred" in built.answer, built.answer
    assert "plans to" not in built.answer and "convert" not in built.answer, built.answer


def test_a_passage_is_shown_from_the_sentence_it_is_cited_for(demo, client):
    """The /ask page shows a cited passage from its answering sentence on, not from its first words."""
    page = client.get("/ask", {"q": "How many Optimus robots did Tesla build in 2025?"}).content.decode()
    citations = page.split('<ol class="citations">', 1)[1].split("</ol>", 1)[0]
    assert "“… Tesla built only a few hundred Optimus units in 2025" in citations, citations


def test_an_excerpt_starts_at_its_sentence_and_marks_what_it_leaves_out():
    from encyclopedia.answers.fusion import excerpt

    text = "First sentence here. " + "The answer is 42 robots. " + "word " * 80
    shown = excerpt(text, "The answer is 42 robots.")
    assert shown.startswith("… The answer is 42 robots.") and shown.endswith(" …") and len(shown) <= 246
    assert excerpt("Short passage.", "") == "Short passage."
    assert excerpt("Short passage.", "not in it") == "Short passage."


def test_a_count_asked_of_a_period_not_over_yet_reads_the_forecasts_made_before_it(demo):
    """"How many … will Tesla build in 2026?", asked in 2026: the 2025 statement of the 2026 target answers."""
    planned = question_answer(question="How many Optimus robots will Tesla build in 2026?", viewer=PUBLIC)
    assert "50,000 to 100,000" in planned.answer, planned.answer


def test_a_price_is_not_contradicted_by_a_monthly_subscription(demo):
    """NEO sells for $20,000 or $499 a month: asked what it costs, the price, with no false conflict."""
    cost = question_answer(question="How much does NEO cost?", viewer=PUBLIC)
    assert "$20,000" in cost.answer and not cost.conflicts, (cost.answer, cost.conflicts)
    rent = question_answer(question="How much is the NEO subscription?", viewer=PUBLIC)
    assert "$499 a month" in rent.answer, rent.answer


def test_a_deployment_named_by_its_customer_is_answered_with_the_pause_that_ended_it(demo):
    """The January 2024 agreement "with BMW Manufacturing" names no site; the fact sheet puts BMW at
    Spartanburg, where the pilot was paused in April 2025: a public reader asking whether Figure works
    there is told of the pause, not of the agreement as if live. A question asking where is answered
    with sites, not with a count of units or another company's deployment."""
    answer = question_answer(question="Is Figure AI working at BMW Spartanburg?", viewer=PUBLIC)
    assert "paused" in answer.answer and "signed a commercial agreement" not in answer.answer
    assert [c.tier for c in answer.citations][:1] == ["P1"]
    where = question_answer(question="Where are Figure AI robots deployed?", viewer=PUBLIC)
    assert "Spartanburg" in where.answer and "Agility" not in where.answer and "Digit" not in where.answer
    before = question_answer(question="Is Figure AI working at BMW Spartanburg?", viewer=PUBLIC,
                             as_of=dt.date(2024, 6, 1))
    assert "BMW" in before.answer and "paused" not in before.answer
    based = question_answer(question="Where is Figure AI based?", viewer=PUBLIC)
    assert "Sunnyvale" in based.answer
