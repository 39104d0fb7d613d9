"""Reads for talk pages: the bull and bear lanes, each recalled on its own, and the logs."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from claims.models import Claim, Entity, Lane, Supersession
from claims.selectors import claims_recall, sources_visible_to, supersessions_for
from core.viewer import Viewer


@dataclass
class Debate:
    """The talk page's content: ``bull`` and ``bear`` claims (never merged) and the supersession log."""

    bull: list[Claim]
    bear: list[Claim]
    supersessions: list[Supersession]


def debate_for(*, entity: Entity, viewer: Viewer, as_of: dt.date | None = None) -> Debate:
    """Recall the bull lane and the bear lane separately, newest first, plus the supersession log."""
    visible = sources_visible_to(viewer, as_of=as_of)
    lanes = {
        lane: sorted(
            claims_recall(entity=entity, lane=lane, viewer=viewer, as_of=as_of, visible=visible),
            key=lambda c: (c.known_at, c.id),
            reverse=True,
        )
        for lane in (Lane.BULL, Lane.BEAR)
    }
    return Debate(
        bull=lanes[Lane.BULL],
        bear=lanes[Lane.BEAR],
        supersessions=list(supersessions_for(entity=entity, viewer=viewer)),
    )
