from django.core.management.base import BaseCommand

from claims.models import Entity
from core.viewer import Viewer
from encyclopedia.states import article_states_prepare


class Command(BaseCommand):
    help = ("Prepare the public article of every registry entity: the current one and every past state "
            "the time-travel slider can show (revisions stored, bodies rendered into the articles cache).")

    def add_arguments(self, parser):
        parser.add_argument("--entity", action="append", default=[], metavar="SLUG",
                            help="only this entity (repeatable)")

    def handle(self, *args, entity, **options):
        viewer = Viewer.anonymous()
        entities = Entity.objects.filter(in_registry=True).order_by("slug")
        if entity:
            entities = entities.filter(slug__in=entity)
        count = dates = rendered = 0
        for item in entities:
            result = article_states_prepare(entity=item, viewer=viewer)
            count += 1
            dates += result.dates
            rendered += result.bodies_rendered
        self.stdout.write(self.style.SUCCESS(
            f"articles prepared: {count} entities, {dates} dates, {rendered} bodies rendered"))
