"""API tokens: who a request reads as.

A request with ``Authorization: Bearer <token>`` reads as the token's user
(``core.viewer.Viewer.for_user``: their groups, audiences and staff flag); a
request without one reads as the public. A token that is unknown, revoked or
whose user is inactive is refused (401), never quietly downgraded to public,
so a client notices. Session cookies are ignored by the API.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.utils import timezone

from core.viewer import Viewer

from .models import ApiToken, token_hash


class InvalidToken(Exception):
    """The token given is unknown, revoked, or belongs to an inactive user."""


@dataclass(frozen=True)
class Caller:
    """Who is calling: the ``viewer`` whose permissions apply and the ``token`` (None: public)."""

    viewer: Viewer
    token: ApiToken | None = None

    @property
    def user(self):
        return self.token.user if self.token else None

    @property
    def rate_key(self) -> str | None:
        """``token:<id>`` for a token; None for the public (limited by address instead)."""
        return f"token:{self.token.pk}" if self.token else None


PUBLIC = Caller(Viewer.anonymous())


def caller_for_token(raw: str | None) -> Caller:
    """The Caller a raw token stands for; :data:`PUBLIC` for None or "".

    Raises InvalidToken when the token is not usable. Marks the token's
    ``last_used_at`` at most once a minute (one UPDATE).
    """
    if not raw:
        return PUBLIC
    token = (ApiToken.objects.usable().select_related("user").filter(key_hash=token_hash(raw.strip())).first())
    if token is None:
        raise InvalidToken("The API token is unknown or revoked.")
    now = timezone.now()
    if token.last_used_at is None or (now - token.last_used_at).total_seconds() > 60:
        ApiToken.objects.filter(pk=token.pk).update(last_used_at=now)
    return Caller(Viewer.for_user(token.user), token)


def bearer_token(authorization: str | None) -> str | None:
    """The token of an ``Authorization: Bearer <token>`` header; None when there is no header.

    Raises InvalidToken for a header of another scheme or an empty token.
    """
    if authorization is None or not authorization.strip():
        return None
    scheme, _, value = authorization.strip().partition(" ")
    if scheme.lower() != "bearer" or not value.strip():
        raise InvalidToken("The Authorization header must be 'Bearer <token>'.")
    return value.strip()
