from django.core.management.base import BaseCommand, CommandError

from claims.records import InputError
from encyclopedia.answers.intent import routing_rules_load_file


class Command(BaseCommand):
    help = "Load intent → source-class routing rules from a JSON or YAML list (DESIGN.md 'routing rules')."

    def add_arguments(self, parser):
        parser.add_argument("path")

    def handle(self, *args, path, **options):
        try:
            counts = routing_rules_load_file(path)
        except InputError as exc:
            raise CommandError(f"nothing loaded: {exc}") from exc
        self.stdout.write(self.style.SUCCESS(f"routing rules: {counts['created']} created, {counts['updated']} updated"))
