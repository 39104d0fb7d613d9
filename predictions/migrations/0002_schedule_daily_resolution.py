"""Schedule the daily resolution of predictions whose date has passed (``predictions.resolve_due``) in beat."""

from django.db import migrations

TASK_NAME = "Resolve predictions whose date has passed (daily)"


def schedule(apps, schema_editor):
    IntervalSchedule = apps.get_model("django_celery_beat", "IntervalSchedule")
    PeriodicTask = apps.get_model("django_celery_beat", "PeriodicTask")
    every_day, _ = IntervalSchedule.objects.get_or_create(every=1, period="days")
    PeriodicTask.objects.get_or_create(
        name=TASK_NAME,
        defaults={"task": "predictions.resolve_due", "interval": every_day, "enabled": True,
                  "description": "Resolves open and past-due predictions whose target interval has ended."},
    )


def unschedule(apps, schema_editor):
    apps.get_model("django_celery_beat", "PeriodicTask").objects.filter(name=TASK_NAME).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("predictions", "0001_initial"),
        ("django_celery_beat", "0019_alter_periodictasks_options"),
    ]

    operations = [migrations.RunPython(schedule, unschedule)]
