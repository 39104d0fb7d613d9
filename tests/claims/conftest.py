"""Fixtures of the claims tests: a real HTTP server on 127.0.0.1 serving the shared feed files."""

import pytest

from tests.claims.localserver import LocalServer


@pytest.fixture
def server(settings):
    """A local HTTP server (``.url(path)``, ``.add(route)``); fetching private addresses allowed."""
    settings.FETCH_MIN_INTERVAL_SECONDS = 0
    settings.FETCH_ALLOW_PRIVATE_ADDRESSES = True
    srv = LocalServer().start()
    yield srv
    srv.stop()
