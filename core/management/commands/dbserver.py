from django.conf import settings
from django.core.management.base import BaseCommand, CommandError


class Command(BaseCommand):
    help = "Show, or stop, the embedded PostgreSQL server (used when DATABASE_URL is unset)."

    def add_arguments(self, parser):
        parser.add_argument("action", choices=["status", "stop", "uri"])

    def handle(self, *args, action, **options):
        if settings.DATABASE_URL:
            raise CommandError("DATABASE_URL is set: the embedded server is not in use")
        from core.embedded_db import embedded_server

        server = embedded_server(settings.DATA_DIR)
        if action == "stop":
            server.stop()
            self.stdout.write("embedded PostgreSQL stopped")
        elif action == "uri":
            self.stdout.write(server.get_uri())
        else:
            self.stdout.write(f"embedded PostgreSQL running, data in {settings.DATA_DIR / 'pg'}")
