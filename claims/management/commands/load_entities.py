from django.core.management.base import BaseCommand, CommandError

from claims.records import InputError
from claims.services import entities_load_file


class Command(BaseCommand):
    help = "Load registry entities and their aliases from a JSON or YAML list (DESIGN.md 'entities' format)."

    def add_arguments(self, parser):
        parser.add_argument("path")

    def handle(self, *args, path, **options):
        try:
            counts = entities_load_file(path)
        except InputError as exc:
            raise CommandError(f"nothing loaded: {exc}") from exc
        self.stdout.write(self.style.SUCCESS(f"entities: {counts['created']} created, {counts['updated']} updated"))
