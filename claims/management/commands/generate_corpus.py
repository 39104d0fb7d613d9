"""``manage.py generate_corpus --claims N --entities M --seed S``: a synthetic corpus for benchmarks."""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError
from django.db import connection

from claims.corpus_gen import SLIDER_SLUG, corpus_generate


class Command(BaseCommand):
    help = (
        "Write a deterministic synthetic corpus (sources, entities, documents, claims with clustered "
        "embeddings, supersession chains) into the current database. Refuses databases whose name does "
        "not contain 'bench' or start with 'test' unless --force: run it with "
        "POLYPHONY_DB_NAME=polyphony_bench_<scale> after migrate."
    )

    def add_arguments(self, parser):
        parser.add_argument("--claims", type=int, required=True, help="number of claims (e.g. 10000)")
        parser.add_argument("--entities", type=int, required=True, help="number of entities (e.g. 100)")
        parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
        parser.add_argument("--sources", type=int, default=None, help="number of sources (default by size)")
        parser.add_argument("--reset", action="store_true", help="delete the existing knowledge base first")
        parser.add_argument("--force", action="store_true", help="allow any database name")

    def handle(self, *args, **opts):
        name = connection.settings_dict["NAME"]
        if not opts["force"] and "bench" not in name and not name.startswith("test"):
            raise CommandError(
                f"refusing to write a synthetic corpus into database {name!r}; set "
                "POLYPHONY_DB_NAME=polyphony_bench_<scale> (or pass --force)"
            )
        try:
            stats = corpus_generate(claims=opts["claims"], entities=opts["entities"], seed=opts["seed"],
                                    reset=opts["reset"], sources=opts["sources"])
        except ValueError as exc:
            raise CommandError(str(exc)) from exc
        phases = ", ".join(f"{k} {v:.1f}s" for k, v in stats.seconds.items())
        self.stdout.write(
            f"database {name}: {stats.sources} sources, {stats.entities} entities, {stats.documents} documents, "
            f"{stats.claims} claims, {stats.passages} passages, {stats.supersessions} supersessions, {stats.conflicts} conflicts "
            f"(slider target: /wiki/{SLIDER_SLUG}/); {phases}"
        )
