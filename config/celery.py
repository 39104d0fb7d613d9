"""The Celery application. Broker: ``REDIS_URL``; settings under ``CELERY_`` in Django settings."""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.local")

app = Celery("polyphony")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
