from django.core.management.base import BaseCommand, CommandError

from claims.records import InputError
from claims.services import sources_load_file


class Command(BaseCommand):
    help = "Load sources and their manifests from a JSON or YAML list (DESIGN.md 'sources' format)."

    def add_arguments(self, parser):
        parser.add_argument("path")
        parser.add_argument("--create-groups", action="store_true",
                            help="create the Django groups named in acl_groups that do not exist yet "
                                 "(without it such a source is refused, and nothing is loaded)")

    def handle(self, *args, path, create_groups=False, **options):
        try:
            counts = sources_load_file(path, create_groups=create_groups)
        except InputError as exc:
            raise CommandError(f"nothing loaded: {exc}") from exc
        groups = counts["groups_created"]
        made = f"; groups created: {', '.join(groups)} (add users to them in the admin)" if groups else ""
        self.stdout.write(self.style.SUCCESS(
            f"sources: {counts['created']} created, {counts['updated']} updated{made}"))
