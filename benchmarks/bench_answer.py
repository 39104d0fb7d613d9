"""Answers to questions with the offline backends: latency per question over the bench corpus.

Asks ``--questions`` questions about registry entities of the corpus (funding,
valuation, deployments, timelines, opinions), as an anonymous reader, through
``encyclopedia.answers.question_answer`` (route, retrieve P1 > P2 > P3, fuse,
write), without writing routing logs. Reports p50/p95/max, how many answers
were "not enough information" and which tiers were used.

Usage: ``python benchmarks/bench_answer.py 10k [--questions 60]``. Target: p95 ≤ 300 ms.
If ``encyclopedia.answers`` does not exist, says so and exits 0.
"""

from __future__ import annotations

import importlib.util
import random
import sys

from common import django_setup, parse_args, percentiles, report, require_corpus, stopwatch

QUESTIONS = (
    "How much funding has {e} raised?",
    "What is {e} valued at?",
    "Where has {e} deployed its robots?",
    "When will {e} launch its robot commercially?",
    "How many robots a year can {e} produce?",
    "What do critics say about {e}?",
    "What payload can the robot from {e} carry?",
)


def main() -> None:
    args = parse_args(__doc__.splitlines()[0], lambda p: p.add_argument("--questions", type=int, default=60))
    django_setup(args.db)
    if importlib.util.find_spec("encyclopedia.answers") is None:
        print("bench_answer: encyclopedia.answers does not exist yet; nothing to measure")
        sys.exit(0)
    from claims.models import Entity
    from core.viewer import Viewer
    from encyclopedia.answers import question_answer

    total = require_corpus(args)
    names = list(Entity.objects.filter(in_registry=True).order_by("id").values_list("name", flat=True)[:50])
    rng = random.Random(3)
    questions = [QUESTIONS[i % len(QUESTIONS)].format(e=names[rng.randrange(len(names))])
                 for i in range(args.questions)]
    viewer = Viewer.anonymous()
    question_answer(question=questions[0], viewer=viewer, log=False)  # load models and caches
    times, insufficient, tiers = [], 0, {}
    for question in questions:
        with stopwatch(times):
            answer = question_answer(question=question, viewer=viewer, log=False)
        insufficient += bool(answer.insufficient)
        for tier in answer.tiers_used:
            tiers[tier] = tiers.get(tier, 0) + 1
    report("answer", args, {
        "claims_total": total,
        "questions": len(questions),
        "latency_ms": percentiles(times),
        "insufficient": insufficient,
        "tiers_used": tiers,
        "target": "p95 <= 300 ms",
    })


if __name__ == "__main__":
    main()
