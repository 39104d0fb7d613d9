"""What every benchmark script shares: arguments, Django setup on a bench database,
timing, percentiles, peak memory and the report format.

Each script takes the scale (``10k``, ``100k``, ``1m`` or a number of claims)
and reads the corpus from ``polyphony_bench_<scale>`` (``--db`` overrides),
which ``benchmarks/run_all.sh`` fills with ``manage.py generate_corpus``.
The last line a script prints is ``RESULT {json}``: its figures, machine-readable.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import sys
import time
from contextlib import contextmanager
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
#: scale name → (claims, entities)
SCALES = {"10k": (10_000, 100), "100k": (100_000, 1_000), "1m": (1_000_000, 10_000)}


def scale_claims(scale: str) -> int:
    """Claims for a scale name or a plain number (``"10k"`` → 10000). Raises SystemExit when unknown."""
    key = scale.lower()
    if key in SCALES:
        return SCALES[key][0]
    try:
        return int(key.replace("_", ""))
    except ValueError:
        raise SystemExit(f"unknown scale {scale!r}: use 10k, 100k, 1m or a number of claims") from None


def parse_args(description: str, add=None) -> argparse.Namespace:
    """Parse ``SCALE [--db NAME]`` plus script options added by ``add(parser)``."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("scale", help="10k, 100k, 1m or a number of claims")
    parser.add_argument("--db", default=None, help="database name (default polyphony_bench_<scale>)")
    if add:
        add(parser)
    args = parser.parse_args()
    args.claims = scale_claims(args.scale)
    args.db = args.db or f"polyphony_bench_{args.scale.lower()}"
    return args


def django_setup(db: str) -> None:
    """Point Django at the bench database ``db`` (never the development or test one) and set it up."""
    sys.path.insert(0, str(REPO))
    os.environ["POLYPHONY_DB_NAME"] = db
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.local")
    os.environ["DJANGO_DEBUG"] = "0"  # DEBUG would keep every query in memory
    import django

    django.setup()
    from django.conf import settings

    if "testserver" not in settings.ALLOWED_HOSTS:
        settings.ALLOWED_HOSTS.append("testserver")


def raw_connection():
    """A psycopg connection to Django's database with automatic prepared statements off.

    psycopg 3 prepares a statement after 5 executions and the prepared plan
    ignores later ``SET``s (ENVIRONMENT.md), so benchmarks that change
    settings between runs must not prepare.
    """
    import psycopg
    from django.db import connection
    from pgvector.psycopg import register_vector

    s = connection.settings_dict
    conn = psycopg.connect(dbname=s["NAME"], user=s["USER"], host=s["HOST"], port=s["PORT"] or None,
                           password=s["PASSWORD"] or None, autocommit=True, prepare_threshold=None)
    register_vector(conn)
    return conn


def claim_count() -> int:
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM claims_claim")
        return cursor.fetchone()[0]


def require_corpus(args) -> int:
    """Exit with a clear message when the bench database holds no corpus; returns its claim count."""
    n = claim_count()
    if n == 0:
        raise SystemExit(
            f"database {args.db} holds no claims: run `POLYPHONY_DB_NAME={args.db} .venv/bin/python manage.py "
            f"migrate && POLYPHONY_DB_NAME={args.db} .venv/bin/python manage.py generate_corpus --claims "
            f"{args.claims} --entities {max(2, args.claims // 100)}` first"
        )
    return n


@contextmanager
def stopwatch(samples: list[float]):
    """Append the block's wall time in milliseconds to ``samples``."""
    start = time.perf_counter()
    try:
        yield
    finally:
        samples.append((time.perf_counter() - start) * 1000.0)


def percentiles(samples_ms: list[float]) -> dict[str, float]:
    """``{"n", "p50", "p95", "max", "mean"}`` of samples in ms (nearest-rank percentiles)."""
    if not samples_ms:
        return {"n": 0, "p50": 0.0, "p95": 0.0, "max": 0.0, "mean": 0.0}
    ordered = sorted(samples_ms)

    def rank(p: float) -> float:
        index = max(0, min(len(ordered) - 1, int(round(p / 100.0 * len(ordered) + 0.5)) - 1))
        return round(ordered[index], 3)

    return {"n": len(ordered), "p50": rank(50), "p95": rank(95), "max": round(ordered[-1], 3),
            "mean": round(sum(ordered) / len(ordered), 3)}


def peak_rss_mb() -> float:
    """This process's peak resident set size in MiB (``getrusage``; Linux reports KiB)."""
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0, 1)


def machine() -> dict:
    return {"cpus": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform()}


def report(name: str, args, figures: dict) -> dict:
    """Print the figures readably, then ``RESULT {json}`` with scale, db, peak RSS and machine."""
    result = {"benchmark": name, "scale": args.scale, "db": args.db, **figures,
              "peak_rss_mb": peak_rss_mb(), "machine": machine()}
    print(f"== {name} at {args.scale} ({args.db})")
    for key, value in figures.items():
        print(f"  {key}: {json.dumps(value) if isinstance(value, (dict, list)) else value}")
    print(f"  peak_rss_mb: {result['peak_rss_mb']}")
    print("RESULT " + json.dumps(result, default=str))
    sys.stdout.flush()
    return result
