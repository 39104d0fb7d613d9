"""Time expressions resolved against a document's published_at (claims/extraction/dates.py)."""

from __future__ import annotations

import datetime as dt

import pytest

from claims.extraction.dates import TimeExpression, resolve_time_expressions

PUBLISHED = dt.datetime(2024, 5, 10, 14, 0, tzinfo=dt.timezone.utc)
D = dt.date


def only(sentence: str, published_at: dt.datetime = PUBLISHED) -> TimeExpression:
    found = resolve_time_expressions(sentence, published_at=published_at)
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize(
    ("sentence", "text", "valid_from", "valid_until", "forward", "granularity"),
    [
        ("Tesla will deploy robots by 2026.", "by 2026", None, D(2026, 12, 31), True, "year"),
        ("Figure raised its round in 2024.", "in 2024", D(2024, 1, 1), D(2024, 12, 31), False, "year"),
        ("Deliveries start in Q3 2025.", "in Q3 2025", D(2025, 7, 1), D(2025, 9, 30), True, "quarter"),
        ("Output doubles in H2 2025.", "in H2 2025", D(2025, 7, 1), D(2025, 12, 31), True, "half"),
        ("We expect thousands next year.", "next year", D(2025, 1, 1), D(2025, 12, 31), True, "year"),
        ("We will ship 500 robots this year.", "this year", D(2024, 1, 1), D(2024, 12, 31), True, "year"),
        ("Agility deployed Digit last year.", "last year", D(2023, 1, 1), D(2023, 12, 31), False, "year"),
        ("Figure will ship by the end of the year.", "by the end of the year", None, D(2024, 12, 31), True, "year"),
        ("Tesla will sell Optimus by end of next year.", "by end of next year", None, D(2025, 12, 31), True, "year"),
        ("Atlas will work in plants later this decade.", "later this decade", D(2024, 5, 10), D(2029, 12, 31), True, "decade"),
        ("Apptronik expects profits within two years.", "within two years", D(2024, 5, 10), D(2026, 5, 10), True, "year"),
        ("1X will sell NEO in three years.", "in three years", D(2024, 5, 10), D(2027, 5, 10), True, "year"),
        ("The robot was unveiled in March 2024.", "in March 2024", D(2024, 3, 1), D(2024, 3, 31), False, "month"),
        ("On April 16, 2024, Boston Dynamics retired Atlas.", "On April 16, 2024", D(2024, 4, 16), D(2024, 4, 16), False, "day"),
        ("Production starts next quarter.", "next quarter", D(2024, 7, 1), D(2024, 9, 30), True, "quarter"),
        ("The pilot begins next month.", "next month", D(2024, 6, 1), D(2024, 6, 30), True, "month"),
    ],
)
def test_expression_resolves_to_period(sentence, text, valid_from, valid_until, forward, granularity):
    """Each supported expression resolves to its text, span, period, direction and granularity."""
    found = only(sentence)
    assert found.text == text
    assert sentence[found.start:found.end] == text
    assert (found.valid_from, found.valid_until) == (valid_from, valid_until)
    assert found.forward_looking is forward
    assert found.granularity == granularity


def test_q3_is_a_whole_quarter_not_a_mid_month_day():
    """'Q3 2025' is July 1 to September 30, not dateparser's 2025-07-15."""
    found = only("Unitree plans an IPO in Q3 2025.")
    assert (found.valid_from, found.valid_until) == (D(2025, 7, 1), D(2025, 9, 30))
    assert found.granularity == "quarter"


def test_quarter_spelled_out_and_without_year():
    """'the third quarter of 2025' is Q3 2025; a bare 'Q4' is in the publication year."""
    assert (only("Sales grow in the third quarter of 2025.").valid_from) == D(2025, 7, 1)
    q4 = only("Shipments start in Q4.")
    assert (q4.valid_from, q4.valid_until) == (D(2024, 10, 1), D(2024, 12, 31))


def test_h2_is_the_second_half_year():
    """'H2 2025' is July 1 to December 31, 2025."""
    found = only("Tesla targets useful work in H2 2025.")
    assert (found.valid_from, found.valid_until, found.granularity) == (D(2025, 7, 1), D(2025, 12, 31), "half")


def test_by_end_of_next_year_is_a_deadline():
    """'by end of next year' has no start and ends on December 31 of the next year."""
    found = only("Tesla will sell Optimus to customers by end of next year.")
    assert found.valid_from is None
    assert found.valid_until == D(2025, 12, 31)
    assert found.forward_looking


def test_relative_expressions_follow_published_at():
    """'next year' means the year after the document's own publication year."""
    later = dt.datetime(2026, 1, 20, tzinfo=dt.timezone.utc)
    found = only("We expect thousands of robots next year.", published_at=later)
    assert (found.valid_from, found.valid_until) == (D(2027, 1, 1), D(2027, 12, 31))


def test_past_tense_is_not_forward_looking():
    """A period that contains the publication day is not forward-looking in a past-tense sentence."""
    assert only("Agility raised $150 million this year.").forward_looking is False
    assert only("Apptronik closed its round this quarter.").forward_looking is False
    assert only("We will close the round this quarter.").forward_looking is True


def test_period_before_publication_is_never_forward_looking():
    """'by 2023' in a 2024 document is a past deadline, not a projection."""
    assert only("Musk said the robot would be ready by 2023.").forward_looking is False


def test_period_after_publication_is_forward_looking_even_in_reported_speech():
    """'in 2026' told in 2024 is in the future, whatever the tense of 'said'."""
    assert only("Tesla said production starts in 2026.").forward_looking is True


def test_since_and_before_are_open_ranges():
    """'since 2020' has no end; 'before 2027' ends on December 31, 2026."""
    since = only("Agility has built robots since 2020.")
    assert (since.valid_from, since.valid_until) == (D(2020, 1, 1), None)
    before = only("Figure will ship before 2027.")
    assert (before.valid_from, before.valid_until) == (None, D(2026, 12, 31))


def test_may_the_modal_is_not_a_month():
    """The modal 'may' is not a date; the month 'May' after a preposition is."""
    assert resolve_time_expressions("Figure may raise more money.", published_at=PUBLISHED) == []
    assert only("Figure may launch in May.").text == "in May"


def test_counts_and_money_are_not_years():
    """'2050 robots' and '$2024' are not years."""
    assert resolve_time_expressions("Tesla sold 2050 robots for $2024 each.", published_at=PUBLISHED) == []


def test_several_expressions_in_text_order():
    """Two expressions in one sentence come back in order with exact offsets."""
    sentence = "After a pilot in March 2024, Agility expects hundreds of robots by next year."
    found = resolve_time_expressions(sentence, published_at=PUBLISHED)
    assert [f.text for f in found] == ["in March 2024", "by next year"]
    assert all(sentence[f.start:f.end] == f.text for f in found)


def test_naive_date_is_accepted_as_published_at():
    """A plain date works as published_at."""
    found = resolve_time_expressions("Robots arrive next year.", published_at=D(2024, 5, 10))
    assert found[0].valid_from == D(2025, 1, 1)


def test_sentence_without_time_gives_nothing():
    """A sentence with no time expression gives an empty list."""
    assert resolve_time_expressions("Digit carries totes for GXO.", published_at=PUBLISHED) == []
    assert resolve_time_expressions("", published_at=PUBLISHED) == []


def test_a_month_without_a_year_told_in_the_past_tense_is_last_year_s():
    """Told in May 2024: "left the company in September" is September 2023, "will launch in September" 2024;
    "in December of 2020" is one month."""
    (left,) = resolve_time_expressions("The co-founder also left the company in September.", published_at=PUBLISHED)
    assert (left.valid_from, left.forward_looking) == (dt.date(2023, 9, 1), False)
    (launch,) = resolve_time_expressions("Figure will launch the robot in September.", published_at=PUBLISHED)
    assert (launch.valid_from, launch.forward_looking) == (dt.date(2024, 9, 1), True)
    (december,) = resolve_time_expressions("You were last on the show in December of 2020.", published_at=PUBLISHED)
    assert (december.valid_from, december.valid_until) == (dt.date(2020, 12, 1), dt.date(2020, 12, 31))


@pytest.mark.parametrize("sentence", [
    "The carmaker ended its trial of the robot in October.",
    "The startup scrapped the pilot in November.",
    "Investors bought into the round in August.",
])
def test_an_end_or_a_deal_told_as_done_with_a_month_is_last_year_s(sentence):
    """Told in May 2024, a month after a verb of ending, buying or changing in the past tense is last year's month,
    no plan for this year's."""
    (when,) = resolve_time_expressions(sentence, published_at=PUBLISHED)
    assert (when.valid_from.year, when.forward_looking) == (2023, False)


def test_a_month_told_relative_to_the_year_or_to_today_is_one_month():
    """"In February last year" is one month of last year, not this February plus last year; "last March" the
    latest March before today, "next January" the first January after it."""
    said = dt.datetime(2025, 2, 5, tzinfo=dt.timezone.utc)

    def spans(text):
        return [(t.text, t.valid_from, t.valid_until) for t in resolve_time_expressions(text, published_at=said)]

    assert spans("They announced a partnership in February last year.") == [
        ("in February last year", dt.date(2024, 2, 1), dt.date(2024, 2, 29))]
    assert spans("It shipped last March.") == [("last March", dt.date(2024, 3, 1), dt.date(2024, 3, 31))]
    assert spans("It shipped last January.") == [("last January", dt.date(2025, 1, 1), dt.date(2025, 1, 31))]
    (ship,) = resolve_time_expressions("It will ship next January.", published_at=said)
    assert (ship.valid_from, ship.forward_looking) == (dt.date(2026, 1, 1), True)


def test_a_robot_named_h1_is_no_half_year():
    """"Unitree's H1 has 19 joints": a product name; "in H1", "by H2", "H1 2025" are halves."""
    assert resolve_time_expressions("Unitree's H1 has 19 degrees of freedom.", published_at=PUBLISHED) == []
    assert [t.text for t in resolve_time_expressions("Sales doubled in H1 and H1 2023 was flat.",
                                                     published_at=PUBLISHED)] == ["in H1", "H1 2023"]


def test_a_record_over_a_span_looked_back_on_is_no_time():
    """"the worst quarterly earnings in three years" looks back; "will sell robots in three years" looks ahead."""
    today = dt.date(2025, 3, 13)
    worst = "Analysts predict the worst quarterly earnings in three years."
    assert resolve_time_expressions(worst, published_at=today) == []
    assert resolve_time_expressions("Shipments rose for the first time in five years.", published_at=today) == []
    (ahead,) = resolve_time_expressions("Tesla expects to sell robots in three years.", published_at=today)
    assert (ahead.valid_from, ahead.valid_until) == (today, dt.date(2028, 3, 13))


@pytest.mark.parametrize("sentence, day", [
    ("Acme said in a blog post on Tuesday that its chief executive is leaving.", dt.date(2025, 2, 4)),
    ("Acme will show the robot on Friday.", dt.date(2025, 2, 7)),
    ("The robots ran ten-hour shifts Monday-Friday.", None),
    ("Wednesday's demo drew crowds.", None),
])
def test_a_day_of_the_week_is_counted_from_the_publication_day(sentence, day):
    """News dates events by weekday ("on Tuesday"): the last such day up to the publication day (a Wednesday here),
    the next when told as still to come; a weekly schedule ("Monday-Friday") and a possessive name no day."""
    found = resolve_time_expressions(sentence, published_at=dt.datetime(2025, 2, 5, 12, tzinfo=dt.timezone.utc))
    assert [t.valid_from for t in found] == ([day] if day else []), found


def test_no_weekday_is_counted_from_a_date_known_to_the_month_only():
    """A page dated "2025-02" (the month only) gives no day to count "on Tuesday" from."""
    assert not resolve_time_expressions("Acme said on Tuesday that it is hiring.",
                                        published_at=dt.date(2025, 2, 1), weekdays=False)


@pytest.mark.parametrize(
    ("sentence", "text", "valid_from", "valid_until", "forward"),
    [
        ("Walker X will reach customers this autumn.", "this autumn", D(2024, 9, 1), D(2024, 11, 30), True),
        ("Acme will open orders next spring.", "next spring", D(2025, 3, 1), D(2025, 5, 31), True),
        ("Acme tested the robot last summer.", "last summer", D(2023, 6, 1), D(2023, 8, 31), False),
        ("Deliveries begin in the fall.", "in the fall", D(2024, 9, 1), D(2024, 11, 30), True),
        ("The robot launches in summer 2025.", "in summer 2025", D(2025, 6, 1), D(2025, 8, 31), True),
        ("The plant has run since spring 2023.", "since spring 2023", D(2023, 3, 1), None, False),
        ("Acme piloted Walker X through the winter of 2023.", "through the winter of 2023", None, D(2024, 2, 29), False),
    ],
)
def test_a_season_is_its_three_months(sentence, text, valid_from, valid_until, forward):
    """"this autumn", "next spring", "summer 2025", "in the fall": a season's months (meteorological, northern
    hemisphere; winter runs into the next year), resolved as a month named without a year is."""
    t = only(sentence)
    assert (t.text, t.valid_from, t.valid_until, t.forward_looking, t.granularity) == (
        text, valid_from, valid_until, forward, "quarter")


@pytest.mark.parametrize("sentence", [
    "Prices could fall in the coming months.",
    "The company reported a fall in orders.",
    "Acme hired summer interns.",
    "The robots danced at the Spring Festival gala.",
    "It marked the fall of the old model.",
])
def test_a_season_word_that_names_no_time_is_none(sentence):
    """"fall" as a drop, "summer interns", the "Spring Festival": no season of any year."""
    assert [t.text for t in resolve_time_expressions(sentence, published_at=PUBLISHED)
            if any(w in t.text.lower() for w in ("spring", "summer", "autumn", "fall", "winter"))] == []
