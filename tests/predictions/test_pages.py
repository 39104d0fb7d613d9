"""The ledger as readers meet it: the talk page's filter, the source page's track record, recent changes."""

from __future__ import annotations

import re

import pytest
import time_machine

from predictions.services import predictions_resolve, predictions_sync

from .conftest import forecast, store

pytestmark = pytest.mark.django_db


def built(count, *, known="2026-02-01", source="acme-newsroom"):
    return store(f"Acme built {count} Walker X robots in 2025.", known=known, predicate="units_produced",
                 object_text=f"{count} Walker X robots", qualifier="2025", valid_from="2025-01-01",
                 valid_until="2025-12-31", source=source)


@pytest.fixture
def resolved(ledger):
    """Two 2025 targets (one met, one missed), one undated projection, resolved on 2026-03-01."""
    met = forecast("Acme plans to build 200 Walker X robots in 2025.", known="2024-06-01")
    missed = forecast("Acme plans to build 5,000 Walker X robots in 2025.", known="2024-07-01", source="robot-weekly")
    forecast("Acme could one day build millions of Walker X robots.", known="2024-06-01", predicate="opinion",
             claim_type="opinion")
    count = built("300")
    predictions_sync()
    with time_machine.travel("2026-03-01T12:00:00Z", tick=True):
        predictions_resolve()
        yield {"met": met, "missed": missed, "count": count}


def rows(html: str) -> list[str]:
    return re.findall(r'<tr class="prediction status-(\w+)"', html)


def test_talk_page_filters_predictions_by_status(resolved, client):
    """?status= keeps one status; each verdict links the claim that decides it."""
    html = client.get("/wiki/walker-x/talk/").content.decode()
    assert sorted(rows(html)) == ["falsified", "fulfilled", "undated"]
    falsified = client.get("/wiki/walker-x/talk/?status=falsified").content.decode()
    assert rows(falsified) == ["falsified"]
    assert f'href="/claims/{resolved["count"].pk}/"' in falsified
    assert "5,000" in falsified and "200 Walker X" not in falsified.split('id="predictions"')[1].split("</table>")[0]


def test_source_page_shows_its_track_record_with_a_small_sample_warning(resolved, client):
    """The source page counts its predictions by status, with the share fulfilled and a small-sample warning."""
    html = client.get("/sources/acme-newsroom/").content.decode()
    record = html.split('id="track-record"')[1]
    assert "Fulfilled 1" in record and "Undated 1" in record
    assert "small sample" in record and "1.00" in record  # one resolved, fulfilled
    weekly = client.get("/sources/robot-weekly/").content.decode().split('id="track-record"')[1]
    assert "Falsified 1" in weekly and "0.00" in weekly


def test_source_track_record_follows_time_travel(resolved, client):
    """As of a day before the interval ended, nothing is resolved on the source page."""
    record = client.get("/sources/acme-newsroom/?as_of=2025-06-30").content.decode().split('id="track-record"')[1]
    assert "Open 1" in record and "Fulfilled" not in record


def test_recent_changes_show_a_resolution(resolved, client):
    """Recent changes list each resolution with the claim it cites."""
    html = client.get("/changes/?kind=verdict").content.decode()
    assert html.count('class="change change-verdict"') == 2
    assert "prediction open → falsified, citing claim" in html


def test_recent_changes_hide_a_resolution_resting_on_restricted_evidence(ledger, client):
    """A verdict citing an analyst note never shows to the public, in the list or the feed."""
    forecast("Acme plans to build 5,000 Walker X robots in 2025.", known="2024-07-01")
    note = built("100", source="analyst-desk")
    predictions_sync()
    with time_machine.travel("2026-03-01T12:00:00Z", tick=True):
        predictions_resolve()
        page = client.get("/changes/?kind=verdict").content.decode()
        feed = client.get("/changes/feed/?kind=verdict").content.decode()
    assert "change-verdict" not in page and f"claim {note.pk}" not in feed


@pytest.mark.parametrize("n", [2, 20])
def test_source_page_queries_do_not_grow_with_its_predictions(ledger, client, django_assert_max_num_queries, n):
    """The track record costs a constant number of queries, whatever the number of predictions."""
    for i in range(n):
        forecast(f"Acme plans to build {100 + i} Walker X robots in {2020 + i % 5}.", known=f"{2019 + i % 5}-06-01")
    store("Acme built 300 Walker X robots in 2021.", known="2022-02-01", predicate="units_produced",
          object_text="300 Walker X robots", qualifier="2021", valid_from="2021-01-01", valid_until="2021-12-31")
    predictions_sync()
    client.get("/sources/acme-newsroom/")  # warm the registry of makers
    with django_assert_max_num_queries(17):
        assert client.get("/sources/acme-newsroom/").status_code == 200
