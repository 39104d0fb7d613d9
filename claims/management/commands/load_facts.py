from django.core.management.base import BaseCommand, CommandError

from claims.facts import facts_load_file
from claims.records import InputError


class Command(BaseCommand):
    help = ("Load structured facts (DESIGN.md 'facts' JSON Lines) as claims of their sources: "
            "one document per (source, known-at day); known-at = as_of, else valid_from, else today.")

    def add_arguments(self, parser):
        parser.add_argument("path")
        parser.add_argument("--no-embed", action="store_true", help="store the claims without embeddings")

    def handle(self, *args, path, no_embed=False, **options):
        try:
            counts = facts_load_file(path, embed=not no_embed)
        except InputError as exc:
            raise CommandError(f"nothing loaded: {exc}") from exc
        self.stdout.write(self.style.SUCCESS(
            f"facts: {counts['claims']} claims in {counts['documents']} documents, "
            f"{counts['unchanged']} groups already loaded, {counts['superseded']} supersessions"
        ))
