import json

from django.core.management.base import BaseCommand, CommandError

from claims.evaluation.extraction import documents_as_received
from claims.evaluation.supersession import evaluate_supersession, read_pairs
from claims.records import InputError


class Command(BaseCommand):
    help = ("Judge the stored supersessions against hand-labelled pairs of claims (JSON Lines: entity, earlier, "
            "later, expected): expected pairs linked, directly or through a chain; negatives wrongly linked; and "
            "every recorded supersession of the pairs' entities, for a person to judge (definitions in "
            "claims/evaluation/supersession.py). Pairs that point at evidence by offsets need the documents file "
            "they were labelled on (--documents).")

    def add_arguments(self, parser):
        parser.add_argument("pairs")
        parser.add_argument("--documents", help="JSON Lines of the labelled documents as received (for offsets)")
        parser.add_argument("--json", action="store_true")
        parser.add_argument("--summary", action="store_true", help="the figures only, no lists")

    def handle(self, *args, pairs, **options):
        try:
            rows = read_pairs(pairs)
            received, urls_by_id = documents_as_received(options["documents"]) if options["documents"] else ({}, {})
            report = evaluate_supersession(rows, received_texts=received, urls_by_id=urls_by_id)
        except (InputError, OSError, ValueError) as exc:
            raise CommandError(str(exc)) from exc
        if len(report.missing_documents) == len({p[s].get("document_url") or p[s].get("document_id")
                                                 for p in rows for s in ("earlier", "later")}):
            raise CommandError("none of the pairs' documents is ingested; ingest them first")
        if options["json"]:
            data = report.as_dict()
            data["pairs"] = [{"line": r.pair["_line"], "entity": r.pair["entity"], "expected": r.expected,
                              "earlier_claims": r.earlier, "later_claims": r.later, "linked_directly": r.direct,
                              "linked": r.chain} for r in report.results]
            data["recorded"] = report.recorded
            self.stdout.write(json.dumps(data, indent=2))
            return
        for line in report.lines(details=not options["summary"]):
            self.stdout.write(line)
