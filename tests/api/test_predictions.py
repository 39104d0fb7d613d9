"""The prediction ledger through the read API: an entity's predictions, one prediction, track records."""

from __future__ import annotations

import pytest
import time_machine

from claims.models import Entity
from predictions.services import predictions_resolve, predictions_sync
from tests.predictions.conftest import forecast, store

from .conftest import ApiClient, token_for

pytestmark = pytest.mark.django_db

API = "/api/v1"


def built(count: str, *, source: str = "acme-newsroom"):
    return store(f"Acme built {count} Walker X robots in 2025.", known="2026-02-01", predicate="units_produced",
                 object_text=f"{count} Walker X robots", value=count, qualifier="2025", valid_from="2025-01-01",
                 valid_until="2025-12-31", source=source)


@pytest.fixture
def ledger_api(world, analyst):
    """Two 2025 targets of two sources (one met, one missed), an undated one, a restricted analyst forecast,
    and the count deciding them, resolved on 2026-03-01."""
    met = forecast("Acme plans to build 200 Walker X robots in 2025.", known="2024-06-01")
    missed = forecast("Acme plans to build 5,000 Walker X robots in 2025.", known="2024-07-01", source="robot-weekly")
    forecast("Acme could one day build millions of Walker X robots.", known="2024-06-01", predicate="opinion",
             claim_type="opinion")
    secret = forecast("Acme plans to build 250 Walker X robots in 2025, a Quillfeather note says.", known="2024-08-01",
                      source="analyst-desk")
    count = built("300")
    predictions_sync()
    with time_machine.travel("2026-03-01T12:00:00Z", tick=True):
        predictions_resolve()
    return {"met": met, "missed": missed, "secret": secret, "count": count,
            "analyst": ApiClient(token_for(analyst)), "public": ApiClient()}


def test_an_entitys_predictions_come_with_their_verdicts_and_filters(ledger_api):
    """The list gives each prediction's status, outcome in words and deciding claims; status, lane and source
    filter; counts are by status."""
    api = ledger_api["public"]
    body = api.json(f"{API}/entities/walker-x/predictions")
    by_claim = {p["claim"]["id"]: p for p in body["items"]}
    missed = by_claim[ledger_api["missed"].pk]
    assert missed["status"] == "falsified" and missed["live"] is False
    assert missed["outcome"] == "it did not come true (at most 300 against a target of 5,000)"
    assert missed["cited_claim_ids"] == [ledger_api["count"].pk] and missed["source"] == "robot-weekly"
    assert by_claim[ledger_api["met"].pk]["status"] == "fulfilled"
    assert body["counts"] == {"fulfilled": 1, "falsified": 1, "undated": 1}
    assert ledger_api["secret"].pk not in by_claim
    falsified = api.json(f"{API}/entities/walker-x/predictions", {"status": "falsified"})["items"]
    assert [p["claim"]["id"] for p in falsified] == [ledger_api["missed"].pk]
    weekly = api.json(f"{API}/entities/walker-x/predictions", {"source": "robot-weekly"})["items"]
    assert [p["source"] for p in weekly] == ["robot-weekly"]
    assert api.json(f"{API}/entities/walker-x/predictions", {"lane": "bear"})["items"] == []
    then = api.json(f"{API}/entities/walker-x/predictions", {"as_of": "2025-06-30"})
    assert then["counts"] == {"open": 2, "undated": 1}


def test_predictions_page_by_cursor(ledger_api):
    """``limit`` and ``after`` page through by id without repeats; ``next_url`` is the next page."""
    api = ledger_api["public"]
    first = api.json(f"{API}/entities/walker-x/predictions", {"limit": 2})
    assert len(first["items"]) == 2 and first["next"]
    second = api.json(first["next_url"])
    ids = [p["id"] for p in first["items"] + second["items"]]
    assert len(ids) == len(set(ids)) == 3 and second["next"] is None


def test_one_prediction_with_its_cited_claims_and_history(ledger_api):
    """One prediction: the verdict, the claims it cites and its recorded verdicts; as of a day before the
    interval ended it is open, with no history yet."""
    api = ledger_api["public"]
    pid = ledger_api["missed"].prediction.pk
    body = api.json(f"{API}/predictions/{pid}")
    assert body["status"] == "falsified" and [c["id"] for c in body["cited"]] == [ledger_api["count"].pk]
    assert [(h["action"], h["previous_status"], h["status"]) for h in body["history"]] == [
        ("resolve", "open", "falsified")]
    then = api.json(f"{API}/predictions/{pid}", {"as_of": "2025-06-30"})
    assert then["status"] == "open" and then["live"] is True and then["cited"] == [] and then["history"] == []


def test_a_restricted_prediction_and_an_invisible_entity_are_404s(ledger_api):
    """The public gets a 404 for an analyst's prediction and for an entity they cannot see; the analyst reads
    the prediction."""
    pid = ledger_api["secret"].prediction.pk
    assert ledger_api["public"].get(f"{API}/predictions/{pid}").status_code == 404
    assert ledger_api["analyst"].json(f"{API}/predictions/{pid}")["claim"]["id"] == ledger_api["secret"].pk
    Entity.objects.create(name="Hidden Bot", slug="hidden-bot", kind="robot")
    assert ledger_api["public"].get(f"{API}/entities/hidden-bot/predictions").status_code == 404
    assert ledger_api["public"].get(f"{API}/entities/walker-x/predictions", {"source": "analyst-desk"}).status_code == 404
    assert ledger_api["public"].get(f"{API}/entities/walker-x/predictions", {"status": "nope"}).status_code == 400


def test_track_records_by_source_and_lane(ledger_api):
    """Track records count per source and per lane, the caller's predictions only."""
    public = ledger_api["public"].json(f"{API}/track-records", {"entity": "walker-x"})
    sources = {r["key"]: r for r in public["by_source"]}
    assert set(sources) == {"acme-newsroom", "robot-weekly"}
    assert sources["acme-newsroom"]["fulfilled"] == 1 and sources["robot-weekly"]["share_fulfilled"] == 0.0
    assert sources["robot-weekly"]["small_sample"] is True
    assert {r["key"] for r in public["by_lane"]} == {"bull"}
    weekly = ledger_api["public"].json(f"{API}/track-records", {"source": "robot-weekly"})
    assert [r["key"] for r in weekly["by_source"]] == ["robot-weekly"]
    analyst = ledger_api["analyst"].json(f"{API}/track-records", {"entity": "walker-x"})
    assert "analyst-desk" in {r["key"] for r in analyst["by_source"]}
    assert ledger_api["public"].get(f"{API}/track-records", {"source": "analyst-desk"}).status_code == 404


def test_the_schema_lists_the_prediction_endpoints(client):
    """The OpenAPI schema names the three prediction operations."""
    import json

    paths = set(json.loads(client.get(f"{API}/openapi.json").content)["paths"])
    assert {f"{API}/entities/{{slug}}/predictions", f"{API}/predictions/{{prediction_id}}",
            f"{API}/track-records"} <= paths
