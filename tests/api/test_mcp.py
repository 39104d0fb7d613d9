"""A real MCP client from the SDK talks to ``manage.py mcp_server`` over stdio: it lists the tools, calls each,
and gets what the API gives for the same viewer."""

from __future__ import annotations

import datetime as dt
import json
import os
import re
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import anyio
import pytest
from django.db import connection

from .conftest import ApiClient, token_for

REPO = Path(__file__).resolve().parents[2]
ISO = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}")


def normalized(value):
    """JSON with moments compared to the millisecond (the API's encoder writes milliseconds, pydantic microseconds)."""
    if isinstance(value, dict):
        return {k: normalized(v) for k, v in value.items()}
    if isinstance(value, list):
        return [normalized(v) for v in value]
    if isinstance(value, str) and ISO.match(value):
        moment = dt.datetime.fromisoformat(value.replace("Z", "+00:00"))
        return moment.astimezone(dt.UTC).isoformat(timespec="milliseconds")
    return value


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_an_mcp_client_over_stdio_gets_what_the_api_gives(ingest, analyst):
    """Every tool over stdio, as the analyst's token: the same JSON as the API's matching resource."""
    from mcp import Client, StdioServerParameters

    ingest("Acme Robotics raised $120 million in a Series B round.", published_at="2024-06-01",
           title="Acme closes Series B")
    ingest("Critics doubt that Acme Robotics can make Walker X safe around people.", source="doubters",
           published_at="2024-10-01")
    ingest("Acme Robotics deployed Walker X robots at the Quillfeather plant in Dayton.", source="analyst-desk",
           published_at="2024-11-01")
    from predictions.models import Prediction
    from predictions.services import predictions_sync
    from tests.predictions.conftest import forecast

    forecast("Acme plans to build 5,000 Walker X robots in 2025.", known="2024-07-01")
    predictions_sync()
    prediction_id = Prediction.objects.get().pk
    token = token_for(analyst)
    api = ApiClient(token)
    claim_id = api.json("/api/v1/claims", {"lane": "canonical", "entity": "acme-robotics"})["items"][0]["id"]
    expected = {
        ("list_entities", "{}"): "/api/v1/entities",
        ("search_entities", '{"query": "Walker"}'): "/api/v1/search?q=Walker",
        ("get_article", '{"entity": "acme-robotics"}'): "/api/v1/entities/acme-robotics/article",
        ("get_article", '{"as_of": "2024-07-01", "entity": "acme-robotics"}'):
            "/api/v1/entities/acme-robotics/article?as_of=2024-07-01",
        ("get_claims", '{"entity": "walker-x", "lane": "canonical"}'): "/api/v1/claims?lane=canonical&entity=walker-x",
        ("get_claims", '{"current": false, "lane": "bear"}'): "/api/v1/claims?lane=bear&current=false",
        ("get_claim", json.dumps({"claim_id": claim_id})): f"/api/v1/claims/{claim_id}",
        ("get_talk", '{"entity": "acme-robotics"}'): "/api/v1/entities/acme-robotics/talk",
        ("ask", '{"question": "How much has Acme Robotics raised?"}'): "/api/v1/ask?q=How+much+has+Acme+Robotics+raised%3F",
        ("recent_changes", '{"limit": 10}'): "/api/v1/changes?limit=10",
        ("get_source", '{"key": "analyst-desk"}'): "/api/v1/sources/analyst-desk",
        ("get_predictions", '{"entity": "walker-x"}'): "/api/v1/entities/walker-x/predictions",
        ("get_prediction", json.dumps({"prediction_id": prediction_id})): f"/api/v1/predictions/{prediction_id}",
        ("get_track_records", '{"entity": "walker-x"}'): "/api/v1/track-records?entity=walker-x",
    }
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings.test",
           "POLYPHONY_DB_NAME": connection.settings_dict["NAME"], "POLYPHONY_API_TOKEN": token}
    params = StdioServerParameters(command=sys.executable, args=["manage.py", "mcp_server"], env=env, cwd=str(REPO))

    async def session():
        results = {}
        async with Client(params, read_timeout_seconds=120) as client:
            tools = {t.name: t for t in (await client.list_tools()).tools}
            for (name, args) in expected:
                results[(name, args)] = await client.call_tool(name, json.loads(args))
            missing = await client.call_tool("get_article", {"entity": "no-such-entity"})
        return tools, results, missing

    # In a thread of its own: an event loop another test left running in this one (a browser driver's)
    # must not stop the client's.
    with ThreadPoolExecutor(max_workers=1) as pool:
        tools, results, missing = pool.submit(anyio.run, session).result()
    assert set(tools) == {"search_entities", "list_entities", "get_article", "get_claims", "get_claim", "get_talk",
                          "ask", "recent_changes", "get_source", "get_predictions", "get_prediction",
                          "get_track_records"}
    for tool in tools.values():
        assert "never merged" in tool.description and "Returns" in tool.description, tool.name
    assert {name for name, _ in expected} == set(tools)
    for key, path in expected.items():
        result = results[key]
        assert not result.is_error, (key, result.content)
        assert normalized(result.structured_content) == normalized(api.json(path)), key
    article = results[("get_article", '{"entity": "acme-robotics"}')].structured_content
    assert article["claim_ids"] and "Quillfeather" in json.dumps(results[("get_source", '{"key": "analyst-desk"}')]
                                                                .structured_content)
    assert missing.is_error and "no-such-entity" in missing.content[0].text
