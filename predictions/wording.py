"""What became of a prediction, in a reader's words.

The article's outlook, answers, the claim page and the read API say a
verdict the same way: :func:`outcome_text` gives one clause ("it did not come
true (at most 400 against a target of 1,000)"), never a status key or a rule
name. The clause ends without a full stop, so a caller can go on with the
claims that decide it.
"""

from __future__ import annotations

import datetime as dt
import re

from .models import Status

__all__ = ["outcome_text", "reader_day"]

_ISO_DAY = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
#: Explanations of the rules that read better in other words.
_REWORDED = {
    "a count of none for the period": "none were reported for the period",
}
_LEADS = {
    Status.OPEN: "it is still open",
    Status.UNDATED: "it gives no date by which to judge it",
    Status.FULFILLED: "it came true",
    Status.PARTLY_FULFILLED: "it came true only in part",
    Status.FALSIFIED: "it did not come true",
    Status.PAST_DUE: "its date has passed and no report says yet whether it came true",
    Status.UNRESOLVED: "its date has passed and no report on record says whether it came true",
    Status.REVISED: "its source later set a new target",
    Status.WITHDRAWN: "the report that made it was withdrawn",
}
#: A doubt ("I doubt Tesla will build 1,000") is right when what it doubts does not happen.
_DOUBT_LEADS = {
    Status.FULFILLED: "the doubt proved right",
    Status.PARTLY_FULFILLED: "the doubt proved partly right",
    Status.FALSIFIED: "the doubt proved wrong",
}


def reader_day(day: dt.date) -> str:
    """A day as prose writes it: 2024-07-23 → "23 July 2024"."""
    return f"{day.day} {day:%B %Y}"


def _days(text: str) -> str:
    def day(match: re.Match) -> str:
        try:
            return reader_day(dt.date(int(match[1]), int(match[2]), int(match[3])))
        except ValueError:
            return match[0]
    return _ISO_DAY.sub(day, text)


def outcome_text(status: str, explanation: str = "", *, negated: bool = False) -> str:
    """What became of a prediction, as one lower-case clause without a full stop.

    Args:
        status: a :class:`~predictions.models.Status` value (ValueError for another).
        explanation: the verdict's explanation (the rules', or a moderator's reason); added in
            parentheses to a decided verdict, with its days written out ("23 July 2024").
        negated: the prediction is a doubt, so a fulfilled verdict means the doubt proved right.

    Returns e.g. "it did not come true (at most 400 against a target of 1,000)",
    "the doubt proved right (at most 400 against a target of 1,000)" or "its
    source later set a new target (on 29 January 2025)".
    """
    if status not in Status.values:
        raise ValueError(f"unknown prediction status {status!r}")
    lead = (_DOUBT_LEADS.get(status) if negated else None) or _LEADS[status]
    why = " ".join((explanation or "").split())
    why = re.sub(r"^doubted, and\s+", "", why)
    why = _REWORDED.get(why, why)
    if status == Status.REVISED:
        on = re.search(r"\bon (\d{4}-\d{2}-\d{2})", why)
        return f"{lead} (on {_days(on[1])})" if on else lead
    if status == Status.FULFILLED and why.startswith("it happened on "):
        return lead  # the claims cited with it say when; a period's first day is no date of the event
    if status in (Status.FULFILLED, Status.PARTLY_FULFILLED, Status.FALSIFIED) and why:
        return f"{lead} ({_days(why)})"
    return lead
