from django.core.management.base import BaseCommand, CommandError

from claims.facts import facts_load_file
from claims.records import InputError


class Command(BaseCommand):
    help = ("Load structured facts (DESIGN.md 'facts' JSON Lines) as claims of their sources: "
            "one document per (source, known-at day); known-at = as_of, else valid_from, else today. "
            "Subjects the registry lacks become proposed entities, or registry entities with --subject-kind.")

    def add_arguments(self, parser):
        parser.add_argument("path")
        parser.add_argument("--subject-kind", metavar="KIND", default=None,
                            help="make subjects the registry lacks registry entities of this kind (e.g. person); "
                                 "without it they become proposed entities, awaiting review in the admin")
        parser.add_argument("--no-embed", action="store_true", help="store the claims without embeddings")
        parser.add_argument("--embed-statistics", action="store_true",
                            help="embed background statistics (tier 3-5 statistic facts) too; "
                                 "by default they are read by SQL only and stored without embeddings")

    def handle(self, *args, path, subject_kind=None, no_embed=False, embed_statistics=False, **options):
        try:
            counts = facts_load_file(path, embed=not no_embed, embed_statistics=embed_statistics,
                                     subject_kind=subject_kind)
        except InputError as exc:
            raise CommandError(f"nothing loaded: {exc}") from exc
        entities = ""
        if counts["entities"]:
            entities = (f", {counts['entities']} new {subject_kind} entities" if subject_kind else
                        f", {counts['entities']} proposed entities for subjects the registry lacks "
                        f"(review them in the admin, or load again with --subject-kind KIND)")
        self.stdout.write(self.style.SUCCESS(
            f"facts: {counts['claims']} claims in {counts['documents']} documents, "
            f"{counts['unchanged']} groups already loaded, {counts['superseded']} supersessions{entities}"
        ))
