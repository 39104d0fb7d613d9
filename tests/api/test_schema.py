"""The OpenAPI schema validates, and a property-based run against the live server finds no 5xx and no
response that breaks the schema (schemathesis, bounded: a few dozen examples per operation)."""

from __future__ import annotations

import json

import pytest
import requests
from hypothesis import HealthCheck, given, settings as hsettings, strategies as st

from .conftest import token_for

#: Examples per operation and generation mode: enough to hit every parameter, bounded to keep the run short.
MAX_EXAMPLES = 25


def test_the_schema_is_valid_openapi_3_1(client):
    """/api/v1/openapi.json is OpenAPI 3.1 and passes openapi-spec-validator."""
    from openapi_spec_validator import validate

    response = client.get("/api/v1/openapi.json")
    assert response.status_code == 200
    schema = json.loads(response.content)
    assert schema["openapi"].startswith("3.1")
    validate(schema)
    paths = set(schema["paths"])
    for path in ("/api/v1/entities", "/api/v1/entities/{slug}/article", "/api/v1/entities/{slug}/article/timemap",
                 "/api/v1/claims", "/api/v1/changes", "/api/v1/ask", "/api/v1/search", "/api/v1/watches",
                 "/api/v1/entities/{slug}/predictions", "/api/v1/predictions/{prediction_id}", "/api/v1/track-records"):
        assert path in paths, path
    assert "bearerAuth" in json.dumps(schema["components"]["securitySchemes"]) or schema["components"]["securitySchemes"]


@pytest.mark.slow
def test_property_based_run_finds_no_server_error_and_no_schema_break(live_server, ingest, analyst):
    """Every operation, positive and negative examples, anonymous and with a token: no 5xx, status codes,
    content types, headers and bodies as the schema says."""
    import schemathesis
    from schemathesis.checks import not_a_server_error
    from schemathesis.specs.openapi.checks import (content_type_conformance, response_headers_conformance,
                                                   response_schema_conformance, status_code_conformance)

    ingest("Acme Robotics raised $120 million in a Series B round.", published_at="2024-06-01")
    ingest("Critics doubt that Acme Robotics can make Walker X safe around people.", source="doubters",
           published_at="2024-10-01")
    ingest("Acme Robotics plans to ship 1,000 Walker X robots by 2027.", published_at="2024-11-01")
    token = token_for(analyst)
    raw = requests.get(f"{live_server.url}/api/v1/openapi.json", timeout=30).json()
    schema = schemathesis.openapi.from_dict(raw)
    checks = [not_a_server_error, status_code_conformance, content_type_conformance, response_headers_conformance,
              response_schema_conformance]
    session = requests.Session()
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) >= 15
    known = {"slug": "acme-robotics", "key": "acme-newsroom"}
    for operation in operations:
        pinned = {name: known[name] for name in ("slug", "key") if "{" + name + "}" in operation.path}
        strategies = [operation.as_strategy(), operation.as_strategy(
            generation_mode=schemathesis.GenerationMode.NEGATIVE)]
        if pinned:
            strategies.append(operation.as_strategy(path_parameters=pinned))

        @hsettings(max_examples=MAX_EXAMPLES * len(strategies), deadline=None, derandomize=True, database=None,
                   suppress_health_check=list(HealthCheck))
        @given(case=st.one_of(*strategies), with_token=st.booleans())
        def run(case, with_token):
            headers = {"Authorization": f"Bearer {token}"} if with_token else {}
            case.call_and_validate(base_url=live_server.url, session=session, headers=headers, checks=checks)

        run()
