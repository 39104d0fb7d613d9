"""Pages a reader may see when something is missing or broken: styled, and never Django's debug pages."""

from __future__ import annotations

import os
import subprocess
import sys

from django.test import RequestFactory
from django.views.defaults import server_error

from tests.production.images import REPO


def test_an_unknown_page_is_the_styled_404_without_the_reason(client):
    """With DEBUG off an unknown URL shows the site's 404 page, naming the path, not the exception's message."""
    response = client.get("/wiki/<no-such-entity>/")
    assert response.status_code == 404
    body = response.content.decode()
    assert "Page not found" in body and 'class="site-header"' in body
    assert "/wiki/%3Cno-such-entity%3E/" in body and "<no-such-entity>" not in body
    assert "No Entity matches" not in body and "Using the URLconf" not in body


def test_a_server_error_is_the_styled_500_page_that_needs_nothing(db):
    """The 500 page renders with no context, no request and no database: the site's look and a way back."""
    response = server_error(RequestFactory().get("/"))
    body = response.content.decode()
    assert response.status_code == 500
    assert "Something went wrong" in body and "polyphony/site.css" in body and 'href="/"' in body


def test_the_demo_serves_with_debug_off_and_a_developer_can_turn_it_on():
    """scripts/demo.sh leaves DEBUG off unless DJANGO_DEBUG=1; the local settings honour either."""
    assert 'export DJANGO_DEBUG="${DJANGO_DEBUG:-0}"' in (REPO / "scripts" / "demo.sh").read_text()
    for value, expected in (("0", "False"), ("1", "True")):
        env = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings.local", "DJANGO_DEBUG": value}
        out = subprocess.run([sys.executable, "-c", "import django; django.setup(); from django.conf import "
                              "settings; print(settings.DEBUG)"], cwd=REPO, env=env, capture_output=True, text=True)
        assert out.stdout.strip().splitlines()[-1] == expected, out.stderr[-2000:]
