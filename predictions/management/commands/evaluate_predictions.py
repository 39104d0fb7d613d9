import json

from django.core.management.base import BaseCommand, CommandError

from claims.records import InputError
from predictions.evaluation import evaluate_predictions, read_gold


class Command(BaseCommand):
    help = ("Compare the stored prediction verdicts with a hand-labelled gold file (JSON Lines: document_url, "
            "subject, evidence, expected): accuracy on the predictions the resolver decided, agreement per label, "
            "how many it left unresolved, and decided verdicts without a cited claim (definitions in "
            "predictions/evaluation.py). Resolve first (the demo does, after ingestion).")

    def add_arguments(self, parser):
        parser.add_argument("gold")
        parser.add_argument("--json", action="store_true")

    def handle(self, *args, gold, **options):
        try:
            rows = read_gold(gold)
        except (InputError, OSError) as exc:
            raise CommandError(str(exc)) from exc
        report = evaluate_predictions(rows)
        if report.matched == 0:
            raise CommandError("no gold line matches a stored prediction; ingest the documents and resolve first")
        if options["json"]:
            self.stdout.write(json.dumps(report.as_dict(), indent=2))
            return
        for line in report.lines():
            self.stdout.write(line)
