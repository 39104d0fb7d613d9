"""Production: behind a TLS-terminating proxy (docker-compose.yml's Caddy), secrets with no default.

``DJANGO_SECRET_KEY`` and ``DJANGO_ALLOWED_HOSTS`` must be set; a missing one
stops the process at start with a message naming it. ``manage.py check
--deploy`` is clean with the defaults below; each can be turned down from the
environment (for instance ``DJANGO_SECURE_HSTS_SECONDS=0`` while trying the
stack on localhost, whose HSTS a browser would remember).
"""

import os

from django.core.exceptions import ImproperlyConfigured

from .base import *  # noqa: F401,F403
from .base import env, env_bool, env_int


def required(name: str) -> str:
    value = os.environ.get(name, "").strip()
    if not value:
        raise ImproperlyConfigured(
            f"{name} is not set: production settings have no default for it (see .env.example and the README's "
            "Deployment section)")
    return value


DEBUG = False
SECRET_KEY = required("DJANGO_SECRET_KEY")
ALLOWED_HOSTS = [h.strip() for h in required("DJANGO_ALLOWED_HOSTS").split(",") if h.strip()]
FETCH_ALLOW_PRIVATE_ADDRESSES = False

# The proxy terminates TLS and says so in X-Forwarded-Proto; the web port is never published.
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = env_bool("DJANGO_SECURE_SSL_REDIRECT", True)
SECURE_HSTS_SECONDS = env_int("DJANGO_SECURE_HSTS_SECONDS", 31_536_000)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("DJANGO_SECURE_HSTS_INCLUDE_SUBDOMAINS", True)
SECURE_HSTS_PRELOAD = env_bool("DJANGO_SECURE_HSTS_PRELOAD", True)
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True

# Static files are collected with these settings when the image is built (Dockerfile):
# hashed names and a manifest, served by WhiteNoise with far-future caching.
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}

# Machines of one deployment find each other's queues: one namespace by default, not one per checkout.
QUEUE_NAMESPACE = env("QUEUE_NAMESPACE") or "polyphony"
CELERY_BROKER_TRANSPORT_OPTIONS = {**CELERY_BROKER_TRANSPORT_OPTIONS, "global_keyprefix": f"{QUEUE_NAMESPACE}:"}  # noqa: F405
