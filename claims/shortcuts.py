"""Lookups the reader pages share, in the manner of ``django.shortcuts``."""

from __future__ import annotations

from django.http import Http404
from django.shortcuts import get_object_or_404

from core.viewer import Viewer

from .models import Entity
from .selectors import entity_visible


def entity_visible_or_404(*, slug: str, viewer: Viewer) -> Entity:
    """The registry entity with this slug, if the viewer may see it.

    Args:
        slug: the entity's slug (as in ``/wiki/<slug>/``).
        viewer: whose visible sources apply.

    Returns the Entity. Raises Http404 when no registry entity has the slug or
    when none of its claims comes from a source the viewer may see — the same
    answer in both cases, so a restricted entity's existence does not show.
    """
    entity = get_object_or_404(Entity, slug=slug, in_registry=True)
    if not entity_visible(entity, viewer):
        raise Http404("No such article")
    return entity
