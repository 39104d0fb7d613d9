"""Relations between claims — supersession, conflicts, duplicates — behind one service.

:func:`claims_relate` is what every writer calls after storing claims
(``claims.write``): one relation pool for the batch, then supersessions, then
conflicts (a pair linked by supersession is never a conflict), in a constant
number of queries per batch. Every rule asks :func:`claims.identity.same_fact`.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field

from ..models import Claim, Conflict, Supersession
from .conflicts import conflicts_detect_many
from .pool import relation_pool
from .supersession import supersession_detect_many

__all__ = ["Relations", "claims_relate"]


@dataclass
class Relations:
    """What relating a batch recorded: its supersessions and its conflicts (new or existing rows)."""

    supersessions: list[Supersession] = field(default_factory=list)
    conflicts: list[Conflict] = field(default_factory=list)


def claims_relate(*, claims: Sequence[Claim], stored_now: bool = False,
                  public: Collection[int] | None = None) -> Relations:
    """Record the supersessions and conflicts newly stored ``claims`` cause.

    Args:
        claims: stored claims with their sources set.
        stored_now: the caller inserted them in this transaction (they are not read again).
        public: the public source ids when the caller has them.

    Returns a :class:`Relations`. Runs in the caller's transaction.
    """
    if not claims:
        return Relations()
    batch, pool = relation_pool(claims, stored_now=stored_now, public=public)
    supersessions = supersession_detect_many(claims=batch, pool=pool, public=public)
    conflicts = conflicts_detect_many(claims=batch, pool=pool)
    return Relations(supersessions, conflicts)
