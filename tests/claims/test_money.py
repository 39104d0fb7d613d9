"""Money amounts in text (claims/extraction/money.py)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from claims.extraction.money import find_money


@pytest.mark.parametrize(
    ("text", "amount", "currency"),
    [
        ("$675 million", "675000000", "USD"),
        ("US$1.5 billion", "1500000000", "USD"),
        ("USD 350M", "350000000", "USD"),
        ("€70 million", "70000000", "EUR"),
        ("EUR 70m", "70000000", "EUR"),
        ("£10 million", "10000000", "GBP"),
        ("¥99,000", "99000", "CNY"),
        ("¥ 99,000", "99000", "CNY"),
        ("99,000 yuan", "99000", "CNY"),
        ("RMB 5 billion", "5000000000", "CNY"),
        ("1.2 billion dollars", "1200000000", "USD"),
        ("$2.6B", "2600000000", "USD"),
        ("C$30 million", "30000000", "CAD"),
        ("$90,000", "90000", "USD"),
        ("$20k", "20000", "USD"),
    ],
)
def test_money_form(text, amount, currency):
    """Each written form gives the amount in units of its ISO 4217 currency."""
    found = find_money(f"The figure was {text} in total.")
    assert len(found) == 1
    money = found[0]
    assert money.text == text
    assert money.amount == Decimal(amount)
    assert money.currency == currency


def test_offsets_index_the_text():
    """start/end are offsets into the text, in text order."""
    text = "Figure raised $675 million at a $2.6 billion valuation."
    found = find_money(text)
    assert [text[m.start:m.end] for m in found] == ["$675 million", "$2.6 billion"]
    assert [m.amount for m in found] == [Decimal("675000000"), Decimal("2600000000")]


def test_yen_sign_near_japan_is_jpy():
    """A bare ¥ is yen when Japan or yen is mentioned nearby."""
    assert find_money("In Tokyo the robot costs ¥1,000,000.")[0].currency == "JPY"


def test_amount_is_exact_decimal():
    """Amounts are exact Decimals, not floats (1.5 billion is 1500000000 exactly)."""
    amount = find_money("US$1.5 billion")[0].amount
    assert isinstance(amount, Decimal) and amount == Decimal("1500000000")


def test_word_starting_with_m_is_not_a_multiplier():
    """'$5 more' is five dollars, not five million."""
    found = find_money("It costs $5 more.")
    assert [(m.text, m.amount) for m in found] == [("$5", Decimal("5"))]


def test_numbers_without_currency_are_not_money():
    """Plain numbers, weights and years are not money."""
    assert find_money("Digit carries 16 kg, runs 2 hours and shipped 100 units in 2024.") == []
    assert find_money("") == []


def test_a_range_with_its_multiplier_written_once():
    """"$30-50 billion" is one amount valued at its lower end; "$30 to $50 billion" two, both in billions."""
    (one,) = find_money("The market could reach $30-50 billion by 2035.")
    assert (one.text, one.amount) == ("$30-50 billion", Decimal(30_000_000_000))
    low, high = find_money("The market could reach $30 to $50 billion by 2035.")
    assert (low.amount, high.amount) == (Decimal(30_000_000_000), Decimal(50_000_000_000))
    assert [m.amount for m in find_money("A fee of $20-30 a month.")] == [Decimal(20)]
