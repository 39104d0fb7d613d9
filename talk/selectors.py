"""Reads for talk pages: the bull and bear lanes, each recalled on its own, and the logs."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from claims.models import Claim, Entity, Lane, Supersession
from claims.selectors import claims_recall, sources_visible_to, supersessions_for
from claims.trust import ConflictView, conflicts_for_talk
from core.viewer import Viewer


@dataclass
class Debate:
    """The talk page's content: ``bull`` and ``bear`` claims (never merged), the supersession log
    and the conflicts between canonical claims with how each was decided for this viewer."""

    bull: list[Claim]
    bear: list[Claim]
    supersessions: list[Supersession]
    conflicts: list[ConflictView] = field(default_factory=list)


def debate_for(*, entity: Entity, viewer: Viewer, as_of: dt.date | None = None) -> Debate:
    """Recall the bull lane and the bear lane separately, newest first, plus the supersession log
    and the conflicts (both claims visible to the viewer; decided from what the viewer may see)."""
    visible = sources_visible_to(viewer, as_of=as_of)
    lanes = {
        lane: sorted(
            claims_recall(entity=entity, lane=lane, viewer=viewer, as_of=as_of, visible=visible),
            key=lambda c: (c.known_at, c.id),
            reverse=True,
        )
        for lane in (Lane.BULL, Lane.BEAR)
    }
    canonical = list(claims_recall(entity=entity, lane=Lane.CANONICAL, viewer=viewer, as_of=as_of,
                                   visible=visible))
    return Debate(
        bull=lanes[Lane.BULL],
        bear=lanes[Lane.BEAR],
        supersessions=list(supersessions_for(entity=entity, viewer=viewer)),
        conflicts=conflicts_for_talk(entity_id=entity.pk, claims=canonical, visible=visible),
    )
