"""Tests: the real PostgreSQL + pgvector and the real Redis; fast password hashing."""

import os

from .base import *  # noqa: F401,F403
from .base import env

DEBUG = False
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
FETCH_ALLOW_PRIVATE_ADDRESSES = True
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}

# A Redis database of its own, so tests never consume or leave tasks in the development queue.
REDIS_URL = env("TEST_REDIS_URL", "redis://127.0.0.1:6379/15")  # noqa: F405
CELERY_BROKER_URL = REDIS_URL

# Parallel test runs on one machine each take their own test database name.
DATABASES["default"]["TEST"] = {"NAME": env("POLYPHONY_TEST_DB", "test_polyphony")}  # noqa: F405

# ... and their own queue namespace: the checkout's, the test database's name and the test process's id, so that a
# worker an interrupted run left behind never takes the next run's tasks. Worker processes a test starts are given
# the parent's (TEST_QUEUE_NAMESPACE), whatever their environment.
QUEUE_NAMESPACE = env("TEST_QUEUE_NAMESPACE") or \
    f"{QUEUE_NAMESPACE}-{DATABASES['default']['TEST']['NAME']}-{os.getpid()}"  # noqa: F405
CELERY_BROKER_TRANSPORT_OPTIONS = {**CELERY_BROKER_TRANSPORT_OPTIONS, "global_keyprefix": f"{QUEUE_NAMESPACE}:"}  # noqa: F405

# No rate limits unless a test sets them: a test run sends many requests from one address.
API_RATE_LIMIT_ANONYMOUS = 0
API_RATE_LIMIT_TOKEN = 0
