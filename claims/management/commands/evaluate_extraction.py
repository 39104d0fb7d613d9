import json

from django.core.management.base import BaseCommand, CommandError

from claims.evaluation import evaluate_extraction, read_gold
from claims.records import InputError


class Command(BaseCommand):
    help = ("Compare the stored claims of ingested documents with hand-labelled gold claims: precision and "
            "recall by claim type, and lane accuracy (definitions in claims/evaluation.py).")

    def add_arguments(self, parser):
        parser.add_argument("gold")
        parser.add_argument("--json", action="store_true")

    def handle(self, *args, gold, **options):
        try:
            report = evaluate_extraction(read_gold(gold))
        except (InputError, OSError) as exc:
            raise CommandError(str(exc)) from exc
        if report.documents == 0:
            raise CommandError("none of the gold documents is ingested; ingest them first")
        if options["json"]:
            self.stdout.write(_json.dumps(report.as_dict(), indent=2))
            return
        self.stdout.write(f"documents evaluated: {report.documents}")
        if report.missing_documents:
            self.stdout.write(f"not ingested: {', '.join(report.missing_documents)}")
        self.stdout.write(f"{'claim type':<12} {'gold':>5} {'pred':>5} {'match':>5} {'precision':>9} {'recall':>7}")
        for name, s in report.by_type.items():
            self.stdout.write(f"{name:<12} {s.gold:>5} {s.predicted:>5} {s.matched:>5} {s.precision:>9.2f} {s.recall:>7.2f}")
        o = report.overall
        self.stdout.write(f"{'all':<12} {o.gold:>5} {o.predicted:>5} {o.matched:>5} {o.precision:>9.2f} {o.recall:>7.2f}")
        self.stdout.write(f"lane accuracy: {report.lane_accuracy:.2f} over {report.lane_pairs} matched claims")


_json = json
