import json

from django.core.management.base import BaseCommand, CommandError

from claims.records import InputError
from encyclopedia.answers.evaluation import METRICS, evaluate_routing_file


class Command(BaseCommand):
    help = ("Replay routing cases (DESIGN.md 'routing cases' JSON Lines) and print source-class recall and "
            "precision, forbidden-source, freshness-violation, authority-violation and capability-misroute "
            "rates, with the failing cases. Definitions: encyclopedia/answers/evaluation.py.")

    def add_arguments(self, parser):
        parser.add_argument("path")
        parser.add_argument("--json", action="store_true", dest="as_json")

    def handle(self, *args, path, as_json=False, **options):
        try:
            report = evaluate_routing_file(path)
        except InputError as exc:
            raise CommandError(str(exc)) from exc
        if as_json:
            self.stdout.write(json.dumps(report.as_json(), indent=2, ensure_ascii=False))
            return
        self.stdout.write(f"{len(report.cases)} cases")
        for name in METRICS:
            self.stdout.write(f"  {name.replace('_', ' ')}: {report.metrics[name]:.3f}")
        failing = report.failing
        self.stdout.write(f"{len(failing)} failing cases")
        for case in failing:
            self.stdout.write(f"  #{case.index} {case.query!r}: " + "; ".join(case.failures))
