"""Loading a seed-sized statistics file: ``load_facts`` of 16,398 facts for 573 players the registry lacks.

The file is the seed-shaped league's feed (tests/data/answers/seed/make_stats.py:
four known-at days, so four documents), loaded with ``--subject-kind person``
(572 new registry entities) into the bench database of the scale, on top of
its corpus, through ``claims.facts.facts_load`` (one write path:
``claims.write.claims_store``, binary COPY, then supersession and conflicts).
Each run is one transaction, rolled back afterwards, so the database is left
as it was. Reports the wall time of each run, facts a second, and where the
time went (parsing and entities, COPY, relating) in the last run.

Usage: ``python benchmarks/bench_facts.py 10k [--repeat 3]``. Target: a few
seconds a load (the seed's file "loads in a few seconds").
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

from common import REPO, claim_count, django_setup, parse_args, percentiles, report

SEED = REPO / "tests" / "data" / "answers" / "seed"


class _Rollback(Exception):
    pass


def main() -> None:
    args = parse_args(__doc__.splitlines()[0], lambda p: p.add_argument("--repeat", type=int, default=3))
    django_setup(args.db)
    sys.path.insert(0, str(SEED))
    import make_stats
    from django.db import transaction

    import claims.facts as facts
    import claims.write as write
    from claims.services import entities_load_file, sources_load_file

    path = Path(tempfile.mkdtemp()) / "stats.jsonl"
    records = make_stats.write(path)
    phases: dict[str, float] = {}

    def timed(name, fn):
        def wrapper(*a, **kw):
            start = time.perf_counter()
            try:
                return fn(*a, **kw)
            finally:
                phases[name] = phases.get(name, 0.0) + (time.perf_counter() - start) * 1000.0
        return wrapper

    facts.claims_store = timed("store (COPY + relate)", write.claims_store)
    write.claims_relate = timed("relate (supersession + conflicts)", write.claims_relate)
    write.copy_insert = timed("COPY", write.copy_insert)
    facts.facts_parse = timed("parse", facts.facts_parse)
    facts._subjects_create = timed("entities", facts._subjects_create)

    before = claim_count()
    times, counts = [], {}
    for _ in range(max(1, args.repeat)):
        phases.clear()
        try:
            with transaction.atomic():
                sources_load_file(SEED / "sources.yaml")
                entities_load_file(SEED / "entities.yaml")
                start = time.perf_counter()
                counts = facts.facts_load_file(path, subject_kind="person")
                times.append((time.perf_counter() - start) * 1000.0)
                raise _Rollback
        except _Rollback:
            pass
    latency = percentiles(times)
    report("facts", args, {
        "claims_before": before,
        "records": records,
        "claims_loaded": counts.get("claims", 0),
        "documents": counts.get("documents", 0),
        "entities_created": counts.get("entities", 0),
        "load_ms": latency,
        "facts_per_second": round(records / (latency["p50"] / 1000.0)) if latency["p50"] else 0,
        "last_run_phases_ms": {k: round(v, 1) for k, v in phases.items()},
        "target": "a few seconds a load",
    })


if __name__ == "__main__":
    main()
