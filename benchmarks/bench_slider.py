"""Slider step: the article body of the ~2,000-claim entity at many ``as_of`` dates.

Figures, server-side, anonymous reader, through Django's full request cycle
(``GET /wiki/<slug>/?as_of=…`` with ``HX-Request``, what the slider sends):
  * ``page_unprepared_ms``: random dates with nothing prepared — each step
    synthesizes its evidence state (three lane recalls, conflicts, sections),
    stores the revision and renders ~400 citations: what a reader would wait
    for without background preparation (and still does for a scope, e.g. an
    analyst's, that was not prepared);
  * ``prepare``: ``encyclopedia.states.article_states_prepare`` from nothing —
    every state the slider can reach, synthesized and rendered into the
    articles cache (the background task after claims change); seconds, states;
  * ``warm_ms``: ``article_synthesize`` at the random dates once prepared
    (evidence-state lookup);
  * ``page_ms``: random dates once prepared — **the target figure**;
  * ``page_tick_ms``: the slider's own tick dates once prepared;
  * ``group``: the same steps for a reader in one restricted group (the
    corpus's ``analysts``), who sees more sources: unprepared, then after
    ``article_states_prepare`` for that group's scope (what the background
    task does for each of ``encyclopedia.states.prepared_scopes``).
Also the number of SQL queries per page step (a constant, or N+1 shows up here).

Usage: ``python benchmarks/bench_slider.py 10k [--steps 60]``. Target at 1M: page p95 ≤ 50 ms.
"""

from __future__ import annotations

import datetime as dt
import random
import time

from common import django_setup, parse_args, percentiles, report, require_corpus, stopwatch


def main() -> None:
    args = parse_args(__doc__.splitlines()[0], lambda p: p.add_argument("--steps", type=int, default=60))
    django_setup(args.db)
    from django.contrib.auth import get_user_model
    from django.contrib.auth.models import Group
    from django.core.cache import caches
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    from claims.corpus_gen import RESTRICTED_GROUPS, SLIDER_SLUG
    from claims.models import Claim, Entity
    from claims.selectors import evidence_dates
    from core.viewer import Viewer
    from encyclopedia.models import ArticleRevision
    from encyclopedia.states import article_states_prepare, prepared_scopes
    from encyclopedia.synthesis import article_synthesize

    total = require_corpus(args)
    entity = Entity.objects.get(slug=SLIDER_SLUG)
    viewer = Viewer.anonymous()
    ticks = evidence_dates(entity=entity, viewer=viewer)
    rng = random.Random(6)
    first, last = ticks[0], ticks[-1]
    dates = sorted({first + dt.timedelta(days=rng.randrange((last - first).days + 1)) for _ in range(args.steps)})

    articles_cache = caches["articles"]
    client = Client()
    url = f"/wiki/{SLIDER_SLUG}/"

    def step(day: dt.date) -> int:
        return client.get(url, {"as_of": day.isoformat()}, HTTP_HX_REQUEST="true").status_code

    def forget() -> None:  # the bench database only: no revision, no rendered body
        ArticleRevision.objects.filter(entity=entity).delete()
        articles_cache.clear()

    forget()
    step(dates[0])  # load templates, the embedding-free code path, connections
    forget()
    statuses = set()
    unprepared, warm, page, page_tick = [], [], [], []
    for day in dates:
        with stopwatch(unprepared):
            statuses.add(step(day))
    forget()
    started = time.perf_counter()
    prepared = article_states_prepare(entity=entity, viewer=viewer)
    prepare_seconds = time.perf_counter() - started
    for day in dates:
        with stopwatch(warm):
            article_synthesize(entity=entity, viewer=viewer, as_of=day)
    for day in dates:
        with stopwatch(page):
            statuses.add(step(day))
    tick_sample = rng.sample(ticks, min(len(ticks), args.steps))
    for day in tick_sample:
        with stopwatch(page_tick):
            statuses.add(step(day))
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url, {"as_of": dates[len(dates) // 2].isoformat()}, HTTP_HX_REQUEST="true")
    body = response.content.decode()
    page_queries = len(queries.captured_queries)  # now: the connection's query log is a bounded deque

    # A reader of a restricted group: their own scope, prepared by the task like the public one.
    group = Group.objects.get_or_create(name=RESTRICTED_GROUPS[0])[0]
    reader = get_user_model().objects.get_or_create(username=f"bench-reader-{group.name}")[0]
    reader.groups.add(group)
    group_viewer = Viewer.for_user(reader)
    client.force_login(reader)
    group_unprepared, group_page = [], []
    for day in dates:
        with stopwatch(group_unprepared):
            statuses.add(step(day))
    started = time.perf_counter()
    group_prepared = article_states_prepare(entity=entity, viewer=group_viewer)
    group_seconds = time.perf_counter() - started
    for day in dates:
        with stopwatch(group_page):
            statuses.add(step(day))
    report("slider", args, {
        "claims_total": total,
        "entity_claims": Claim.objects.filter(subject=entity).count(),
        "steps": len(dates),
        "ticks": len(ticks),
        "page_unprepared_ms": percentiles(unprepared),
        "prepare": {"seconds": round(prepare_seconds, 1), "dates": prepared.dates,
                    "revisions": prepared.revisions, "bodies_rendered": prepared.bodies_rendered,
                    "ms_per_state": round(prepare_seconds * 1000 / max(1, prepared.revisions), 1)},
        "warm_ms": percentiles(warm),
        "page_ms": percentiles(page),
        "page_tick_ms": percentiles(page_tick),
        "page_status": sorted(statuses),
        "page_queries": page_queries,
        "page_citations": body.count('class="cite"'),
        "group": {"name": group.name, "prepared_scopes": [sorted(v.groups) for v in prepared_scopes(entity)],
                  "page_unprepared_ms": percentiles(group_unprepared),
                  "prepare": {"seconds": round(group_seconds, 1), "dates": group_prepared.dates,
                              "revisions": group_prepared.revisions,
                              "bodies_rendered": group_prepared.bodies_rendered},
                  "page_ms": percentiles(group_page)},
        "target": "page p95 <= 50 ms at 1M claims",
    })


if __name__ == "__main__":
    main()
