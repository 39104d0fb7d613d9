"""The viewer context: who is reading, and for which audience.

Every read path turns a :class:`Viewer` into the set of sources it may see
(``claims.selectors.sources_visible_to``) before anything is retrieved
(DESIGN.md invariant 2).
"""

from __future__ import annotations

from dataclasses import dataclass, field

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
        groups = frozenset(user.groups.values_list("name", flat=True))
        return cls(
            user_id=user.pk,
            username=user.get_username(),
            groups=groups,
            audiences=frozenset({PUBLIC_AUDIENCE}) | groups,
            is_staff=bool(user.is_staff),
        )
