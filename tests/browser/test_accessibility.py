"""axe-core (vendored from the npm registry) finds no serious or critical violations on the reader pages."""

from pathlib import Path

import pytest
from django.urls import Resolver404, resolve

from tests.corpus import make_claim, supersede

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

AXE = Path(__file__).parent / "vendor" / "axe.min.js"


@pytest.fixture
def corpus(world):
    v1 = make_claim("Acme Robotics was valued at $100 million.", known="2023-02-01", predicate="valuation")
    v2 = make_claim("Acme Robotics was valued at $900 million.", known="2024-06-01", predicate="valuation")
    supersede(v1, v2)
    make_claim("Acme Robotics raised $120 million in a Series B round.", known="2024-06-01", qualifier="Series B")
    make_claim("Acme Robotics expects to ship 5,000 robots by 2030.", known="2023-09-01", lane="bull",
               claim_type="timeline", predicate="production_target")
    make_claim("Critics doubt Walker X is safe around people.", known="2024-02-01", lane="bear",
               source="doubters", claim_type="opinion", predicate="opinion")


def serious_violations(page) -> list[str]:
    page.add_script_tag(path=str(AXE))
    result = page.evaluate("() => axe.run(document, {resultTypes: ['violations']})")
    return [f"{v['id']} ({v['impact']}): {v['help']} — {[n['target'] for n in v['nodes']][:3]}"
            for v in result["violations"] if v["impact"] in ("serious", "critical")]


@pytest.mark.parametrize("path", [
    "/wiki/acme-robotics/", "/wiki/acme-robotics/?as_of=2023-06-01", "/wiki/acme-robotics/talk/",
    "/search/?q=valued+robots", "/wiki/acme-robotics/diff/?from=2024-01-01&to=2024-12-31", "/",
])
def test_reader_pages_have_no_serious_accessibility_violations(live_server, page, corpus, path):
    """axe-core reports no serious or critical violation on the article, talk, search, diff and home pages."""
    page.goto(f"{live_server.url}{path}")
    assert serious_violations(page) == []


def test_ask_page_has_no_serious_accessibility_violations(live_server, page, corpus):
    """axe-core reports no serious or critical violation on the ask page (skipped only while /ask is missing)."""
    try:
        resolve("/ask")
    except Resolver404:
        pytest.skip("/ask is not routed yet")
    page.goto(f"{live_server.url}/ask?q=How+much+did+Acme+raise")
    assert serious_violations(page) == []
