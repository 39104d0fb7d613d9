"""The viewer context: who is reading, and for which audience.

Every read path turns a :class:`Viewer` into the set of sources it may see
(``claims.selectors.sources_visible_to``) before anything is retrieved
(DESIGN.md invariant 2).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import TypeVar

PUBLIC_AUDIENCE = "public"


@dataclass(frozen=True)
class Viewer:
    """A reader: user id (None when anonymous), group names, audiences, staff flag."""

    user_id: int | None = None
    username: str = ""
    groups: frozenset[str] = field(default_factory=frozenset)
    audiences: frozenset[str] = frozenset({PUBLIC_AUDIENCE})
    is_staff: bool = False

    @classmethod
    def anonymous(cls) -> "Viewer":
        return cls()

    @classmethod
    def for_user(cls, user) -> "Viewer":
        """Build the context of a Django user (anonymous users get the public audience).

        A user's audiences are ``public`` plus the names of their groups, so a
        source whose audience is ``analysts`` reaches members of the group
        ``analysts``.
        """
        if user is None or not getattr(user, "is_authenticated", False):
            return cls.anonymous()
        return cls.for_groups(user.groups.values_list("name", flat=True), user_id=user.pk,
                              username=user.get_username(), is_staff=bool(user.is_staff))

    @classmethod
    def for_groups(cls, groups, **identity) -> "Viewer":
        """A reader in ``groups`` (names): audiences ``public`` plus those names; ``identity`` sets
        ``user_id``, ``username`` and ``is_staff`` (none: a reader who is only a group member)."""
        groups = frozenset(groups)
        return cls(groups=groups, audiences=frozenset({PUBLIC_AUDIENCE}) | groups, **identity)


# ---------------------------------------------------------------- per-request memo

T = TypeVar("T")
_request_memo: ContextVar[dict | None] = ContextVar("polyphony_request_memo", default=None)


@contextmanager
def request_memo() -> Iterator[None]:
    """Inside, :func:`memoized` remembers values until the block ends (one read-only request).

    ``core.middleware.ViewerMiddleware`` opens one per GET or HEAD request, so
    the sources a viewer may see are computed once per page, not once per
    selector; writes never see a remembered value.
    """
    token = _request_memo.set({})
    try:
        yield
    finally:
        _request_memo.reset(token)


def memoized(key: Hashable, compute: Callable[[], T]) -> T:
    """``compute()``, remembered under ``key`` inside :func:`request_memo`; computed every time outside."""
    memo = _request_memo.get()
    if memo is None:
        return compute()
    if key not in memo:
        memo[key] = compute()
    return memo[key]
