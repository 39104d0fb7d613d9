"""One django-celery-beat PeriodicTask per fetchable source, kept in step with the source.

Created with ``FETCH_DEFAULT_INTERVAL_MINUTES`` when a source gets a
``feed_url`` or ``url``; after that its schedule and its enabled flag belong
to the admin (a later save or ``load_sources`` never overwrites them). A
source that loses its URLs or stops being active has its task disabled.
"""

from __future__ import annotations

import json

from django.conf import settings

from .models import Lifecycle, Source

TASK_NAME = "claims.refresh_source"
PAUSED = "Paused automatically:"


def source_schedule_sync(*, source: Source):
    """Create or update the PeriodicTask that refreshes ``source``.

    Returns the PeriodicTask, or None when the source has nothing to fetch
    and never had a task. Matched by the task's args (the source's pk), so a
    renamed key keeps its schedule.
    """
    from django_celery_beat.models import IntervalSchedule, PeriodicTask

    fetchable = bool(source.feed_url or source.url)
    args = json.dumps([source.pk])
    task = PeriodicTask.objects.filter(task=TASK_NAME, args=args).first()
    if task is None and not fetchable:
        return None
    name = f"Refresh source {source.key}"
    description = f"Fetch {source.feed_url or source.url or '(no URL)'} and ingest new items."
    if task is None:
        interval, _ = IntervalSchedule.objects.get_or_create(
            every=settings.FETCH_DEFAULT_INTERVAL_MINUTES, period=IntervalSchedule.MINUTES
        )
        return PeriodicTask.objects.create(
            name=name, task=TASK_NAME, args=args, kwargs=json.dumps({"trigger": "schedule"}),
            interval=interval, enabled=source.lifecycle == Lifecycle.ACTIVE, description=description,
        )
    before = (task.name, task.description, task.enabled)
    task.name = name
    if not fetchable or source.lifecycle != Lifecycle.ACTIVE:
        if task.enabled or task.description.startswith(PAUSED):
            task.enabled = False
            task.description = f"{PAUSED} the source is {source.lifecycle}" + ("" if fetchable else " with no URL")
    else:
        if task.description.startswith(PAUSED):
            task.enabled = True  # we paused it, so we resume it; a moderator's pause stays
        task.description = description
    if (task.name, task.description, task.enabled) != before:
        task.save()
    return task


def on_source_saved(sender, instance: Source, **kwargs) -> None:
    """post_save receiver for Source (connected in ClaimsConfig.ready)."""
    if kwargs.get("raw"):
        return  # fixtures loading
    source_schedule_sync(source=instance)
