from django.core.management.base import BaseCommand

from claims.models import Entity
from encyclopedia.states import article_states_prepare, prepared_scopes


class Command(BaseCommand):
    help = ("Prepare the article of every registry entity, for the public and for each group that sees more "
            "of it: the current one and every past state the time-travel slider can show (revisions stored, "
            "bodies rendered into the articles cache).")

    def add_arguments(self, parser):
        parser.add_argument("--entity", action="append", default=[], metavar="SLUG",
                            help="only this entity (repeatable)")

    def handle(self, *args, entity, **options):
        entities = Entity.objects.filter(in_registry=True).order_by("slug")
        if entity:
            entities = entities.filter(slug__in=entity)
        count = scopes = dates = rendered = 0
        for item in entities:
            for viewer in prepared_scopes(item):
                result = article_states_prepare(entity=item, viewer=viewer)
                scopes += 1
                dates += result.dates
                rendered += result.bodies_rendered
            count += 1
        self.stdout.write(self.style.SUCCESS(
            f"articles prepared: {count} entities, {scopes} reader scopes, {dates} dates, "
            f"{rendered} bodies rendered"))
