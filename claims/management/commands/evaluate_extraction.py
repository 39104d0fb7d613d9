import json

from django.core.management.base import BaseCommand, CommandError

from claims.evaluation.extraction import documents_as_received, evaluate_extraction, read_gold
from claims.records import InputError


class Command(BaseCommand):
    help = ("Compare the stored claims of ingested documents with hand-labelled gold claims: precision and "
            "recall by claim type, lane accuracy and bear recall (definitions in claims/evaluation/extraction.py). "
            "Gold that points at its evidence by offsets needs the documents file it was labelled on (--documents).")

    def add_arguments(self, parser):
        parser.add_argument("gold")
        parser.add_argument("--documents", help="JSON Lines of the labelled documents as received (for offset gold)")
        parser.add_argument("--only", help="a JSON file with a list of document ids, or {name: [ids]} with --part")
        parser.add_argument("--part", help="which list of --only to use (e.g. test)")
        parser.add_argument("--json", action="store_true")
        parser.add_argument("--errors", action="store_true", help="also list missed and unmatched claims")

    def handle(self, *args, gold, **options):
        try:
            rows = read_gold(gold)
            received, urls_by_id = documents_as_received(options["documents"]) if options["documents"] else ({}, {})
            if options["only"]:
                with open(options["only"], encoding="utf-8") as handle:
                    chosen = json.load(handle)
                ids = set(chosen[options["part"]] if options["part"] else chosen)
                rows = [r for r in rows if r.get("document_id") in ids
                        or r.get("document_url") in {urls_by_id.get(i) for i in ids}]
            report = evaluate_extraction(rows, received_texts=received, urls_by_id=urls_by_id)
        except (InputError, OSError, KeyError, ValueError) as exc:
            raise CommandError(str(exc)) from exc
        if report.documents == 0:
            raise CommandError("none of the gold documents is ingested; ingest them first")
        if options["json"]:
            self.stdout.write(json.dumps(report.as_dict(), indent=2))
            return
        for line in report.lines():
            self.stdout.write(line)
        if options["errors"]:
            for g in report.misses:
                self.stdout.write(f"missed  {g.subject} {g.claim_type} {g.lane} {g.document} @{g.start}: {g.label}")
            for p in report.false_positives:
                self.stdout.write(f"extra   {p.subject} {p.claim_type} {p.lane} {p.document} @{p.start}: {p.label}")
