"""Schedule the daily freshness audit (``claims.audit_freshness``) in django-celery-beat."""

from django.db import migrations

TASK_NAME = "Audit source freshness (daily)"


def schedule(apps, schema_editor):
    IntervalSchedule = apps.get_model("django_celery_beat", "IntervalSchedule")
    PeriodicTask = apps.get_model("django_celery_beat", "PeriodicTask")
    every_day, _ = IntervalSchedule.objects.get_or_create(every=1, period="days")
    PeriodicTask.objects.get_or_create(
        name=TASK_NAME,
        defaults={"task": "claims.audit_freshness", "interval": every_day, "enabled": True,
                  "description": "Finds sources past their freshness SLA and records them (issue 3)."},
    )


def unschedule(apps, schema_editor):
    apps.get_model("django_celery_beat", "PeriodicTask").objects.filter(name=TASK_NAME).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("claims", "0005_freshness_audit"),
        ("django_celery_beat", "0019_alter_periodictasks_options"),
    ]

    operations = [migrations.RunPython(schedule, unschedule)]
