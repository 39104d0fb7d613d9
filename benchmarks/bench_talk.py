"""Talk pages of the largest entities: server time, queries and page size per request.

Requests ``/wiki/<slug>/talk/`` through Django's test client, as an anonymous
reader, for the slider's 2,000-claim entity and the ``--entities`` entities
with the most claims (the corpus's skew puts thousands on a few), each now and
as of two past days, ``--repeat`` times after one warm-up request. Reports
latency p50/p95/max over all requests, the queries per request (largest) and
the page size (largest), and what the largest page holds: bull and bear claims
and supersessions in all (it shows one page of each) and the plot's rows.

Usage: ``python benchmarks/bench_talk.py 10k [--entities 3] [--repeat 5]``.
No target in issue 6; the slider step's 50 ms and the answers' 300 ms frame it.
"""

from __future__ import annotations

import datetime as dt
import time

from common import django_setup, parse_args, percentiles, report, require_corpus


def main() -> None:
    def add(p):
        p.add_argument("--entities", type=int, default=3)
        p.add_argument("--repeat", type=int, default=5)

    args = parse_args(__doc__.splitlines()[0], add)
    django_setup(args.db)
    from django.db import connection
    from django.db.models import Count
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    from claims.corpus_gen import END, START
    from claims.models import Entity
    from core.viewer import Viewer
    from talk.plot import plot_for
    from talk.selectors import debate_for

    total = require_corpus(args)
    largest = list(Entity.objects.filter(in_registry=True).annotate(n=Count("claims")).order_by("-n", "id")
                   .values_list("slug", flat=True)[:args.entities])
    slugs = list(dict.fromkeys(["bench-slider-target", *largest]))
    span = (END - START).days
    days = [None, START + dt.timedelta(days=span // 3), START + dt.timedelta(days=2 * span // 3)]
    client = Client()
    times, queries, sizes, statuses = [], [], [], set()
    for slug in slugs:
        for day in days:
            url = f"/wiki/{slug}/talk/" + (f"?as_of={day:%Y-%m-%d}" if day else "")
            client.get(url)
            for _ in range(args.repeat):
                with CaptureQueriesContext(connection) as captured:
                    start = time.perf_counter()
                    response = client.get(url)
                    times.append((time.perf_counter() - start) * 1000.0)
                queries.append(len(captured.captured_queries))
                sizes.append(len(response.content))
                statuses.add(response.status_code)
    biggest = Entity.objects.get(slug=largest[0]) if largest else Entity.objects.get(slug=slugs[0])
    debate = debate_for(entity=biggest, viewer=Viewer.anonymous())
    plot = plot_for(entity=biggest, viewer=Viewer.anonymous())
    report("talk", args, {
        "claims_total": total,
        "entities": slugs,
        "requests": len(times),
        "latency_ms": percentiles(times),
        "queries_max": max(queries),
        "page_kb_max": round(max(sizes) / 1024, 1),
        "statuses": sorted(statuses),
        "largest_entity": {
            "slug": biggest.slug,
            "bull_claims": debate.bull.paginator.count, "bear_claims": debate.bear.paginator.count,
            "supersessions": debate.supersessions.paginator.count, "shown_per_section": len(debate.bull),
            "plot_rows": len(plot.rows), "plot_period": plot.period,
        },
    })


if __name__ == "__main__":
    main()
