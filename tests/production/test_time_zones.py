"""The site's TIME_ZONE defines a day: "as of D" ends at the end of D there, and "today" is the site's today."""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
import time_machine
from django.test import override_settings

from claims.models import Claim, Document
from claims.records import parse_timestamp
from claims.selectors import evidence_dates, sources_visible_to
from core.timezones import day_end, day_start, site_date, site_today
from core.viewer import Viewer
from encyclopedia.synthesis import article_synthesize

REPO = Path(__file__).resolve().parents[2]
PUBLIC = Viewer.anonymous()
UTC = dt.timezone.utc
HONG_KONG = "Asia/Hong_Kong"
D = dt.date.fromisoformat


def utc(text: str) -> dt.datetime:
    return dt.datetime.fromisoformat(text).astimezone(UTC)


def test_utc_is_the_default_day():
    """With the default TIME_ZONE (UTC) a day runs from 00:00 to 24:00 UTC."""
    assert day_end(D("2025-02-13")) == utc("2025-02-14T00:00:00+00:00")
    assert site_date(utc("2025-02-13T23:59:59+00:00")) == D("2025-02-13")
    assert day_end(None) is None
    assert day_end(dt.date.max) == dt.datetime.max.replace(tzinfo=UTC)


@override_settings(TIME_ZONE=HONG_KONG)
def test_today_is_the_sites_today_around_local_midnight():
    """At 06:46 on 13 February in Hong Kong (22:46 UTC on the 12th) the site's today is the 13th."""
    local = dt.datetime(2025, 2, 13, 6, 46, tzinfo=ZoneInfo(HONG_KONG))
    with time_machine.travel(local, tick=False):
        assert site_today() == D("2025-02-13")
    with time_machine.travel(dt.datetime(2025, 2, 13, 23, 59, tzinfo=ZoneInfo(HONG_KONG)), tick=False):
        assert site_today() == D("2025-02-13")
    with time_machine.travel(dt.datetime(2025, 2, 14, 0, 0, tzinfo=ZoneInfo(HONG_KONG)), tick=False):
        assert site_today() == D("2025-02-14")


@override_settings(TIME_ZONE=HONG_KONG)
def test_as_of_a_day_ends_at_local_midnight(ingest):
    """As of 2025-02-13 in Hong Kong: a claim published at 23:30 local on the 13th is in, one at 02:00 on the 14th is out."""
    inside = ingest("Acme Robotics raised $20 million in a Series A round.",
                    published_at="2025-02-13T23:30:00+08:00")
    outside = ingest("Boltworks raised $55 million in a Series B round.",
                     published_at="2025-02-14T02:00:00+08:00")  # 18:00 UTC on the 13th
    visible = sources_visible_to(PUBLIC)
    current = set(Claim.objects.current(visible=visible, as_of=D("2025-02-13")).values_list("document_id", flat=True))
    assert inside.document_id in current
    assert outside.document_id not in current
    nextday = set(Claim.objects.current(visible=visible, as_of=D("2025-02-14")).values_list("document_id", flat=True))
    assert {inside.document_id, outside.document_id} <= nextday
    boltworks = Claim.objects.get(document_id=outside.document_id).subject
    assert "55 million" not in article_synthesize(entity=boltworks, viewer=PUBLIC, as_of=D("2025-02-13")).rendered_text
    assert "55 million" in article_synthesize(entity=boltworks, viewer=PUBLIC, as_of=D("2025-02-14")).rendered_text
    # The slider's ticks are local days too: 18:00 UTC on the 13th is the 14th in Hong Kong.
    assert D("2025-02-14") in evidence_dates(entity=boltworks, viewer=PUBLIC)
    assert D("2025-02-13") not in evidence_dates(entity=boltworks, viewer=PUBLIC)


@override_settings(TIME_ZONE=HONG_KONG)
def test_a_bare_date_is_the_start_of_that_day_in_the_sites_zone(ingest):
    """A document dated 2025-02-14 (no time) is known from 00:00 on the 14th in Hong Kong (16:00 UTC on the 13th)."""
    assert parse_timestamp("2025-02-14") == (utc("2025-02-13T16:00:00+00:00"), ["date_only"])
    assert parse_timestamp("2025-02-14T09:30:00") == (utc("2025-02-14T01:30:00+00:00"), ["naive_timezone"])
    # ISO 8601 reduced precision: a page that gives its year or month only starts at its first day, so flagged
    assert parse_timestamp("2025") == (utc("2024-12-31T16:00:00+00:00"), ["date_only", "date_year_only"])
    assert parse_timestamp("2025-02") == (utc("2025-01-31T16:00:00+00:00"), ["date_only", "date_month_only"])
    for wrong in ("2025-13", "2025-2", "202"):
        with pytest.raises(ValueError):
            parse_timestamp(wrong)
    result = ingest("Acme Robotics raised $20 million in a Series A round.", published_at="2025-02-14")
    assert Document.objects.get(pk=result.document_id).published_at == utc("2025-02-13T16:00:00+00:00")
    visible = sources_visible_to(PUBLIC)
    assert not Claim.objects.current(visible=visible, as_of=D("2025-02-13")).filter(document_id=result.document_id)
    assert Claim.objects.current(visible=visible, as_of=D("2025-02-14")).filter(document_id=result.document_id)


@override_settings(TIME_ZONE="Europe/London")
def test_days_across_daylight_saving_changes_have_23_and_25_hours():
    """London springs forward on 2025-03-30 (23-hour day) and falls back on 2025-10-26 (25-hour day)."""
    assert day_start(D("2025-03-30")) == utc("2025-03-30T00:00:00+00:00")  # GMT
    assert day_end(D("2025-03-30")) == utc("2025-03-30T23:00:00+00:00")  # midnight BST
    assert day_end(D("2025-03-30")) - day_start(D("2025-03-30")) == dt.timedelta(hours=23)
    assert day_end(D("2025-10-26")) - day_start(D("2025-10-26")) == dt.timedelta(hours=25)
    assert site_date(utc("2025-03-30T23:30:00+00:00")) == D("2025-03-31")  # 00:30 BST
    assert site_date(utc("2025-10-26T23:30:00+00:00")) == D("2025-10-26")  # 23:30 GMT


@override_settings(TIME_ZONE="Europe/London")
def test_as_of_the_day_clocks_go_forward_ends_at_local_midnight(ingest):
    """As of 2025-03-30 in London: 23:30 UTC that day is already the 31st locally and is left out."""
    inside = ingest("Acme Robotics raised $20 million in a Series A round.", published_at="2025-03-30T22:30:00+00:00")
    outside = ingest("Boltworks raised $55 million in a Series B round.", published_at="2025-03-30T23:30:00+00:00")
    visible = sources_visible_to(PUBLIC)
    current = set(Claim.objects.current(visible=visible, as_of=D("2025-03-30")).values_list("document_id", flat=True))
    assert inside.document_id in current and outside.document_id not in current


@override_settings(TIME_ZONE="America/Santiago")
def test_a_day_whose_midnight_does_not_exist_starts_at_the_change():
    """Santiago skipped 00:00–01:00 on 2024-09-08: that day starts at the change (04:00 UTC) and has 23 hours."""
    assert day_start(D("2024-09-08")) == utc("2024-09-08T04:00:00+00:00")
    assert day_end(D("2024-09-07")) == day_start(D("2024-09-08"))
    assert day_end(D("2024-09-08")) - day_start(D("2024-09-08")) == dt.timedelta(hours=23)


def test_naive_datetimes_have_no_day():
    """A naive datetime is refused: its day would be a guess."""
    with pytest.raises(ValueError, match="naive"):
        site_date(dt.datetime(2025, 2, 13, 12, 0))


#: Ways of computing a day by hand in UTC; core.timezones is the one place that knows what a day is.
HAND_MADE_DAYS = re.compile(
    r"datetime\.now\((?:dt\.)?timezone\.utc\)\.date\(\)"
    r"|timezone\.now\(\)(?:\.astimezone\([^)]*\))?\.date\(\)"
    r"|\.astimezone\((?:dt\.)?timezone\.utc\)\.date\(\)"
    r"|known_at\.date\(\)"
    r"|TruncDate\([^)]*tzinfo=(?:dt\.)?(?:timezone\.)?utc"
)


def test_no_code_computes_a_day_in_utc_by_hand():
    """Every "today" and every day of a moment goes through core.timezones (the site's TIME_ZONE)."""
    found = []
    for app in ("core", "claims", "encyclopedia", "talk"):
        for path in sorted((REPO / app).rglob("*.py")):
            if "migrations" in path.parts:
                continue
            for number, line in enumerate(path.read_text().splitlines(), start=1):
                if HAND_MADE_DAYS.search(line):
                    found.append(f"{path.relative_to(REPO)}:{number}: {line.strip()}")
    assert not found, "\n".join(found)
