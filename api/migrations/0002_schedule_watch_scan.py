"""Scan every watch hourly (``api.scan_all_watches``): freshness lapses happen with no claim changing."""

from django.db import migrations

TASK_NAME = "Scan watches (hourly)"


def schedule(apps, schema_editor):
    IntervalSchedule = apps.get_model("django_celery_beat", "IntervalSchedule")
    PeriodicTask = apps.get_model("django_celery_beat", "PeriodicTask")
    every_hour, _ = IntervalSchedule.objects.get_or_create(every=1, period="hours")
    PeriodicTask.objects.get_or_create(
        name=TASK_NAME,
        defaults={"task": "api.scan_all_watches", "interval": every_hour, "enabled": True,
                  "description": "Records watched events (freshness lapses among them) and sends their webhooks."},
    )


def unschedule(apps, schema_editor):
    apps.get_model("django_celery_beat", "PeriodicTask").objects.filter(name=TASK_NAME).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("api", "0001_initial"),
        ("django_celery_beat", "0019_alter_periodictasks_options"),
    ]

    operations = [migrations.RunPython(schedule, unschedule)]
