"""Slider step: the article body of the ~2,000-claim entity at many ``as_of`` dates.

Three figures, server-side, anonymous reader:
  * ``cold``: ``article_synthesize`` for an evidence state with no stored revision
    (recall three lanes + synthesize + store);
  * ``warm``: the same dates again (a revision for that evidence state exists);
  * ``page``: the htmx request the slider sends (``GET /wiki/<slug>/?as_of=…`` with
    ``HX-Request``), through Django's full request cycle, revision stored but body
    not yet rendered — what a reader waits for on a first visit to that date;
  * ``page_repeat``: the same requests again (the rendered body is cached).
Also the number of SQL queries per page step (a constant, or N+1 shows up here).

Usage: ``python benchmarks/bench_slider.py 10k [--steps 60]``. Target at 1M: page p95 ≤ 50 ms.
"""

from __future__ import annotations

import datetime as dt
import random

from common import django_setup, parse_args, percentiles, report, require_corpus, stopwatch


def main() -> None:
    args = parse_args(__doc__.splitlines()[0], lambda p: p.add_argument("--steps", type=int, default=60))
    django_setup(args.db)
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    from claims.corpus_gen import SLIDER_SLUG
    from claims.models import Claim, Entity
    from claims.selectors import evidence_dates
    from core.viewer import Viewer
    from encyclopedia.models import ArticleRevision
    from encyclopedia.synthesis import article_synthesize

    total = require_corpus(args)
    entity = Entity.objects.get(slug=SLIDER_SLUG)
    viewer = Viewer.anonymous()
    ticks = evidence_dates(entity=entity, viewer=viewer)
    rng = random.Random(6)
    first, last = ticks[0], ticks[-1]
    dates = sorted({first + dt.timedelta(days=rng.randrange((last - first).days + 1)) for _ in range(args.steps)})

    ArticleRevision.objects.filter(entity=entity).delete()
    article_synthesize(entity=entity, viewer=viewer, as_of=None)  # warm caches and the model of the code path
    cold, warm, page = [], [], []
    for day in dates:
        with stopwatch(cold):
            article_synthesize(entity=entity, viewer=viewer, as_of=day)
    for day in dates:
        with stopwatch(warm):
            article_synthesize(entity=entity, viewer=viewer, as_of=day)
    client = Client()
    url = f"/wiki/{SLIDER_SLUG}/"
    statuses = set()
    for day in dates:
        with stopwatch(page):
            response = client.get(url, {"as_of": day.isoformat()}, HTTP_HX_REQUEST="true")
        statuses.add(response.status_code)
    page_repeat = []
    for day in dates:  # the reader drags back over dates already shown
        with stopwatch(page_repeat):
            client.get(url, {"as_of": day.isoformat()}, HTTP_HX_REQUEST="true")
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url, {"as_of": dates[len(dates) // 2].isoformat()}, HTTP_HX_REQUEST="true")
    body = response.content.decode()
    report("slider", args, {
        "claims_total": total,
        "entity_claims": Claim.objects.filter(subject=entity).count(),
        "steps": len(dates),
        "cold_ms": percentiles(cold),
        "warm_ms": percentiles(warm),
        "page_ms": percentiles(page),
        "page_repeat_ms": percentiles(page_repeat),
        "page_status": sorted(statuses),
        "page_queries": len(queries.captured_queries),
        "page_citations": body.count('class="cite"'),
        "target": "page p95 <= 50 ms at 1M claims",
    })


if __name__ == "__main__":
    main()
