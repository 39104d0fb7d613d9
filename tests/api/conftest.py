"""Fixtures for the API tests: tokens for each kind of viewer, and a client that sends them."""

from __future__ import annotations

import json

import pytest
from django.test import Client


class ApiClient:
    """A Django test client that sends ``Authorization: Bearer <token>`` when it has a token."""

    def __init__(self, token: str | None = None):
        self.token = token
        self.client = Client()

    def get(self, path: str, data=None, **headers):
        """GET ``path``; keyword arguments are headers, except upper-case WSGI keys (``REMOTE_ADDR``, ``HTTP_…``)."""
        extra = {k: headers.pop(k) for k in list(headers) if k.isupper()}
        if self.token:
            headers.setdefault("Authorization", f"Bearer {self.token}")
        return self.client.get(path, data, headers=headers, **extra)

    def json(self, path: str, data=None, *, status: int = 200, **headers):
        response = self.get(path, data, **headers)
        assert response.status_code == status, (path, response.status_code, response.content[:500])
        return json.loads(response.content)

    def post(self, path: str, payload, **headers):
        if self.token:
            headers.setdefault("Authorization", f"Bearer {self.token}")
        return self.client.post(path, json.dumps(payload), content_type="application/json", headers=headers)

    def delete(self, path: str, **headers):
        if self.token:
            headers.setdefault("Authorization", f"Bearer {self.token}")
        return self.client.delete(path, headers=headers)


def token_for(user) -> str:
    from api.models import ApiToken

    return ApiToken.issue(user=user, name="tests")[1]


@pytest.fixture
def api_clients():
    """``api_clients(site)`` → {"anonymous": ApiClient(), "reader": ApiClient(token) …} for the site's users."""

    def make(users: dict) -> dict[str, ApiClient]:
        return {name: ApiClient(token_for(user) if user is not None else None) for name, user in users.items()}

    return make
