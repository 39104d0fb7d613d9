"""Reads from a PostgreSQL streaming replica; writes, moderation and a writer's next reads on the primary.

With ``REPLICA_DATABASE_URL`` set, the settings add the ``replica`` alias,
:class:`ReplicaRouter` and :class:`ReplicaMiddleware`. A query goes to the
replica only when every rule holds; otherwise it goes to the primary:

1. The request is a reader page (its URL name is in ``REPLICA_READ_VIEWS``:
   articles, talk pages, diffs, search, answers, claims, sources, recent
   changes and the read API) asked with GET or HEAD. The admin, sign-in and
   every form post are not.
2. The client has not written lately: a request that is not GET, HEAD or
   OPTIONS pins its client to the primary for ``REPLICA_PIN_SECONDS`` with a
   cookie, so a moderator who rejects a claim sees it rejected on their next
   page even while the replica catches up.
3. Nothing earlier in the request wrote: the first write pins the rest of it
   to the primary, so a request reads what it has just written.
4. The model is not one whose reads must follow their writes at once:
   sessions, users, groups and permissions (``PRIMARY_ONLY_APPS``).
5. The replica was at most ``REPLICA_MAX_LAG_SECONDS`` behind the primary when
   last measured (at most every ``REPLICA_LAG_CHECK_SECONDS`` in a process),
   and answered. Background workers and management commands have no request
   and always use the primary.

The decision for rules 1, 2 and 5 is taken once, when the view is resolved,
so one page reads one database (a vector search's ``SET LOCAL`` and its query
meet on the same connection: :func:`read_alias`).
"""

from __future__ import annotations

import contextvars
import logging
import threading
import time
from dataclasses import dataclass

from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, DatabaseError, connections

logger = logging.getLogger(__name__)

REPLICA = "replica"
#: Apps whose rows are read right after they are written (sign-in, sessions, permissions).
PRIMARY_ONLY_APPS = frozenset({"auth", "sessions", "admin", "contenttypes"})
#: The cookie that pins a client that has just written to the primary; its value is the epoch second it ends.
PIN_COOKIE = "polyphony_primary_until"
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})


@dataclass
class _Reads:
    alias: str = DEFAULT_DB_ALIAS  # where this request's reads go
    wrote: bool = False


_reads: contextvars.ContextVar[_Reads | None] = contextvars.ContextVar("polyphony_reads", default=None)


def read_alias() -> str:
    """The database the current request's reads go to (the primary outside a request, or after a write)."""
    reads = _reads.get()
    if reads is None or reads.wrote:
        return DEFAULT_DB_ALIAS
    return reads.alias


class ReplicaRouter:
    """Django database router for the rules in this module's docstring."""

    def db_for_read(self, model, **hints):
        reads = _reads.get()
        if reads is None or reads.wrote or reads.alias == DEFAULT_DB_ALIAS:
            return DEFAULT_DB_ALIAS
        if model._meta.app_label in PRIMARY_ONLY_APPS:
            return DEFAULT_DB_ALIAS
        instance = hints.get("instance")
        if instance is not None and instance._state.db:
            return instance._state.db  # related rows come from where their instance came from
        return reads.alias

    def db_for_write(self, model, **hints):
        reads = _reads.get()
        if reads is not None:
            reads.wrote = True
        return DEFAULT_DB_ALIAS

    def allow_relation(self, obj1, obj2, **hints):
        return True  # one database, two copies

    def allow_migrate(self, db, app_label, **hints):
        return db == DEFAULT_DB_ALIAS


# ------------------------------------------------------------------ replication lag


@dataclass(frozen=True)
class Lag:
    """How far the replica was behind when measured: ``seconds`` (0 when caught up; None when unknown)."""

    seconds: float | None
    measured_at: float
    error: str = ""

    @property
    def fresh(self) -> bool:
        return self.seconds is not None and self.seconds <= settings.REPLICA_MAX_LAG_SECONDS


_lag: Lag | None = None
_lag_lock = threading.Lock()


def replica_lag() -> Lag:
    """The replica's lag behind the primary, measured now.

    Caught up (0 s) when the replica has replayed the WAL up to where the
    primary was a moment earlier; otherwise the time since the last
    transaction it replayed was committed — an upper bound, since the primary
    may have committed nothing since. Unreachable or not a standby: unknown
    (None), so reads stay on the primary.
    """
    try:
        with connections[DEFAULT_DB_ALIAS].cursor() as cursor:
            cursor.execute("SELECT pg_current_wal_lsn()")
            primary_lsn = cursor.fetchone()[0]
        with connections[REPLICA].cursor() as cursor:
            cursor.execute(
                "SELECT pg_is_in_recovery(), pg_last_wal_replay_lsn() >= %s::pg_lsn, "
                "extract(epoch FROM now() - pg_last_xact_replay_timestamp())", [primary_lsn])
            standby, caught_up, since_replay = cursor.fetchone()
    except DatabaseError as exc:
        for alias in (DEFAULT_DB_ALIAS, REPLICA):
            connections[alias].close_if_unusable_or_obsolete()
        return Lag(None, time.monotonic(), error=str(exc).strip())
    if not standby:
        return Lag(None, time.monotonic(), error="the replica is not in recovery (not a standby)")
    if caught_up:
        return Lag(0.0, time.monotonic())
    return Lag(float(since_replay) if since_replay is not None else None, time.monotonic())


def replica_fresh() -> bool:
    """True when the replica's last measured lag is within ``REPLICA_MAX_LAG_SECONDS`` (measured again when older
    than ``REPLICA_LAG_CHECK_SECONDS``). A failed measurement is logged once until the replica answers again."""
    global _lag
    lag = _lag
    if lag is None or time.monotonic() - lag.measured_at >= settings.REPLICA_LAG_CHECK_SECONDS:
        with _lag_lock:
            previous = _lag
            lag = replica_lag()
            _lag = lag
        if lag.error and not (previous and previous.error):
            logger.warning("replica unusable, reading from the primary: %s", lag.error)
        elif not lag.fresh and lag.seconds is not None and (previous is None or previous.fresh):
            logger.warning("replica %.1f s behind (more than %s s): reading from the primary",
                           lag.seconds, settings.REPLICA_MAX_LAG_SECONDS)
    return lag.fresh


def forget_lag() -> None:
    """Measure again at the next request (tests, and after changing the replica)."""
    global _lag
    _lag = None


# ------------------------------------------------------------------ requests


def _pinned(request) -> bool:
    try:
        until = float(request.COOKIES.get(PIN_COOKIE, "0"))
    except ValueError:
        return False
    now = time.time()
    return now < until <= now + pin_seconds() + 1  # a value further out was not set here


def pin_seconds() -> float:
    """How long a client reads from the primary after it wrote: never shorter than the lag reads accept."""
    return max(settings.REPLICA_PIN_SECONDS, settings.REPLICA_MAX_LAG_SECONDS)


class ReplicaMiddleware:
    """Decides, per request, where reads go (rules 1, 2 and 5), and pins a client that writes (rule 2)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        token = _reads.set(_Reads())
        try:
            response = self.get_response(request)
        finally:
            _reads.reset(token)
        if request.method not in SAFE_METHODS:
            until = int(time.time() + pin_seconds())
            response.set_cookie(PIN_COOKIE, str(until), max_age=int(pin_seconds()) + 1, httponly=True,
                                samesite="Lax", secure=settings.SESSION_COOKIE_SECURE)
        return response

    def process_view(self, request, view_func, view_args, view_kwargs):
        match = request.resolver_match
        if (request.method in ("GET", "HEAD") and match is not None
                and (match.view_name in settings.REPLICA_READ_VIEWS
                     or any(ns in settings.REPLICA_READ_NAMESPACES for ns in match.namespaces))
                and not _pinned(request) and replica_fresh()):
            _reads.get().alias = REPLICA
        return None
