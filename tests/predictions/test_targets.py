"""What a forward-looking claim predicts: amounts as ranges, target intervals, speakers (pure, no database)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal

import pytest

from predictions.amounts import amounts_in
from predictions.targets import period_over, target_of


@dataclass
class FakeClaim:
    evidence_text: str
    known: str
    predicate: str = "production_target"
    object_text: str = ""
    object_value: Decimal | None = None
    object_unit: str = ""
    qualifier: str = ""
    evidence_start: int = 0
    confidence: float = 0.8

    @property
    def known_at(self):
        return dt.datetime.fromisoformat(self.known + "T12:00:00+00:00")

    def __post_init__(self):
        self.object_text = self.object_text or self.evidence_text


@pytest.mark.parametrize("text, low, high", [
    ("thousands of Optimus robots", 2000, 9999),
    ("more than a thousand Optimus robots", 1000, None),
    ("50,000 to 100,000 Optimus robots", 50000, 100000),
    ("a few hundred to a few thousand homes", 200, 4000),
    ("between 300 and 500 Optimus units", 300, 500),
    ("fewer than 50 Optimus units", 0, 50),
    ("sold no Optimus robots", 0, 0),
    ("about 500 Walker S robots", 500, 500),
])
def test_amounts_are_ranges(text, low, high):
    """Amounts said in words or with a bound become ranges, never a guessed point."""
    (found,) = amounts_in(text)
    assert (found.low, found.high) == (Decimal(low), None if high is None else Decimal(high))


@pytest.mark.parametrize("text", ["the GR-2 humanoid robot", "Figure 02 robots", "on 28 January 2026", "$20,000",
                                  "a robot that pays for itself"])
def test_numbers_that_count_nothing_are_no_amounts(text):
    """Model names, dates, money and a bare 'a' are not amounts of things."""
    assert amounts_in(text) == []


@pytest.mark.parametrize("sentence, known, start, end, deadline", [
    ("Tesla may begin selling Optimus to outside customers by the end of next year.", "2024-04-23",
     "2024-04-23", "2025-12-31", True),
    ("Unitree plans to list in Q3 2025.", "2025-01-10", "2025-07-01", "2025-09-30", False),
    ("Agility will need that capacity later this decade.", "2024-07-02", "2024-07-02", "2029-12-31", False),
    ("Elon Musk said on the first-quarter earnings call that Tesla expects Optimus to do useful tasks in its "
     "factories by the end of the year.", "2024-04-23", "2024-04-23", "2024-12-31", True),
])
def test_target_intervals_come_from_the_sentence(sentence, known, start, end, deadline):
    """'By the end of next year', 'in Q3 2025' and 'later this decade' are intervals; the call's quarter is not."""
    target = target_of(FakeClaim(sentence, known))
    assert (target.target_from, target.target_until, target.deadline) == (
        dt.date.fromisoformat(start), dt.date.fromisoformat(end), deadline)


def test_a_vague_projection_stays_undated():
    """A projection with no date in its sentence is kept, undated."""
    target = target_of(FakeClaim("Musk said Optimus could one day be worth more than Tesla's car business.",
                                 "2022-10-03", predicate="opinion"))
    assert target is not None and not target.dated


@pytest.mark.parametrize("sentence, known", [
    ("In July 2024, Tesla said it expected more than a thousand Optimus robots working in its factories in 2025.",
     "2026-02-10"),
    ("Earlier this year 1X said NEO would be in hundreds to thousands of homes by the end of 2025, and that did "
     "not happen.", "2025-11-05"),
    # the event it was said at dates the saying, not a target: "at its AI Day 2023 in March", "When … predicted"
    ("When Elon Musk predicted at Tesla's investor day 2023 that humanoid robots would one day outnumber people, few "
     "believed him.", "2024-08-01"),
    ("Brett Adcock promised at a 2024 conference that Figure would ship robots to homes within two years.", "2025-06-01"),
])
def test_a_report_of_an_earlier_projection_is_no_prediction(sentence, known):
    """A source reporting someone's earlier forecast does not make that forecast its own."""
    assert target_of(FakeClaim(sentence, known, predicate="deployment_target")) is None


def test_a_projection_of_a_period_over_before_it_was_made_gives_that_period_and_states_no_prediction():
    """"Shipments are expected to reach about 20,000 units in 2025", read in January 2026: no prediction, but a
    period over (2025), so articles tell it as history; a target still ahead, a call's quarter, a report of an
    earlier forecast or the date of a past event told beside a plan ("opened in late 2023 and will …") gives none."""
    late = FakeClaim("Global shipments of humanoid robots are expected to reach about 20,000 units in 2025.",
                     "2026-01-22", predicate="shipments")
    assert target_of(late) is None and period_over(late) == dt.date(2025, 12, 31)
    ahead = FakeClaim("Global shipments are expected to reach about 20,000 units in 2026.", "2026-01-22")
    call = FakeClaim("Elon Musk said on the first-quarter earnings call that Tesla expects Optimus to do useful tasks "
                     "in its factories by the end of the year.", "2024-04-23")
    earlier = FakeClaim("In July 2024, Tesla said it expected more than a thousand Optimus robots working in its "
                        "factories in 2025.", "2026-02-10")
    opened = FakeClaim("Acme's plant opened in late 2023 and will serve as its main factory, which eventually plans "
                       "to mass produce robots.", "2024-09-12")
    assert [period_over(c) for c in (ahead, call, earlier, opened)] == [None, None, None, None]


def test_speaker_negation_and_quantity():
    """A named speaker, a doubt and an amount are read from the sentence."""
    people = [("Elon Musk", ["Musk"])]
    said = target_of(FakeClaim("Musk said Tesla aims to build 50,000 to 100,000 Optimus robots in 2026.",
                               "2025-01-29", object_text="50,000"), people=people)
    assert (said.speaker, said.kind, said.low, said.high) == ("Elon Musk", "quantity", 50000, 100000)
    doubt = target_of(FakeClaim("I doubt Tesla will build even 1,000 useful Optimus units in 2025.", "2025-03-05",
                                predicate="opinion"), people=people)
    assert (doubt.speaker, doubt.negated, doubt.family, doubt.low) == ("", True, "production", 1000)


def test_an_interview_answer_is_the_guests():
    """A line after 'A:' in an interview is said by the guest the document names."""
    text = "Guest: Peggy Johnson, chief executive of Agility Robotics.\n\nA: We expect hundreds of Digit robots by 2026."
    sentence = "We expect hundreds of Digit robots by 2026."
    claim = FakeClaim(sentence.replace("We", "Agility"), "2024-07-02", evidence_start=text.index("We expect"))
    assert target_of(claim, document_text=text).speaker == "Peggy Johnson"


@pytest.mark.parametrize("data, why", [
    ({"status": "falsified", "cited_claim_ids": [], "explanation": "x"}, "must cite"),
    ({"status": "falsified", "cited_claim_ids": [7, 99], "explanation": "x"}, "not in the evidence"),
    ({"status": "true", "cited_claim_ids": [7], "explanation": "x"}, "unknown status"),
    ({"status": "none", "cited_claim_ids": [], "explanation": "x"}, "decided nothing"),
])
def test_a_model_proposal_stands_only_with_a_cited_evidence_claim(data, why):
    """The validator refuses an uncited verdict, a citation outside the evidence and unknown statuses."""
    from predictions.llm import proposal_accept

    verdict, reason = proposal_accept(data, evidence_ids=[7, 8])
    assert verdict is None and why in reason
    accepted, _ = proposal_accept({"status": "falsified", "cited_claim_ids": [8], "explanation": "x"},
                                  evidence_ids=[7, 8])
    assert (accepted.status, accepted.cited) == ("falsified", (8,))


def test_offline_no_model_is_asked(settings):
    """With the offline default no proposal is made and no call happens."""
    from predictions.llm import verdict_propose

    settings.LLM_BACKEND = "offline"
    assert verdict_propose(object(), evidence=[object()]) is None


def test_a_year_naming_the_event_it_was_said_at_is_no_target():
    """"Speaking at Dreamforce 2025, …" dates the talk; "by CES 2027" is a deadline."""
    said = target_of(FakeClaim("Speaking at Robotics Summit 2025, Adcock said humanoids could redefine work.",
                               "2025-11-11", predicate="opinion"))
    assert said is not None and not said.dated
    due = target_of(FakeClaim("Acme will show a walking prototype by CES 2027.", "2025-11-11"))
    assert due.target_until == dt.date(2027, 12, 31)


def test_the_weekday_a_target_was_told_on_is_no_deadline():
    """"At its staff meeting on Thursday, the chief executive said Acme planned to build about 3,000 robots": the
    Thursday is when it was said; the target has no date of its own."""
    told = target_of(FakeClaim("At its staff meeting on Thursday, the chief executive said Acme planned to build about "
                               "3,000 robots.", "2025-03-14"))
    assert told is not None and not told.dated and told.target_until is None


def test_a_visit_to_a_production_site_is_no_production_target():
    """Tours of a plant by a date say nothing of output: no family, so no count of robots built decides them."""
    tours = target_of(FakeClaim("Acme hopes to offer investors tours of its low-volume manufacturing facilities by the "
                                "fourth quarter of 2025.", "2025-01-20", predicate="launch_date",
                                object_text="offer investors tours of its low-volume manufacturing facilities"))
    assert tours is not None and tours.family == ""
    start = target_of(FakeClaim("Acme will start production of Walker X next year.", "2025-01-20",
                                predicate="launch_date", object_text="start production of Walker X"))
    assert start.family == "production"


@pytest.mark.parametrize("sentence", [
    "A filing this week says Atlas output is well behind Hyundai's goal for 2,000 of the robots this year.",
    "Analysts say Tesla is far behind on its promise to build 2,000 Optimus units by year's end.",
])
def test_a_goal_said_to_be_behind_is_a_doubt_of_it(sentence):
    """'Well behind Hyundai's goal for 2,000 this year', 'far behind on its promise to build 2,000 by year's end': the
    source predicts the goal missed: a negated quantity target of 2,000 by the end of the year."""
    target = target_of(FakeClaim(sentence, "2025-07-12", predicate="production_target"))
    assert (target.negated, target.kind, target.low, target.target_until) == (
        True, "quantity", 2000, dt.date(2025, 12, 31))
