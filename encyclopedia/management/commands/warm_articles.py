from django.core.management.base import BaseCommand

from claims.models import Entity
from core.viewer import Viewer
from encyclopedia.synthesis import article_synthesize


class Command(BaseCommand):
    help = "Synthesize the current public article of every registry entity (stored as revisions)."

    def handle(self, *args, **options):
        viewer = Viewer.anonymous()
        count = 0
        for entity in Entity.objects.filter(in_registry=True):
            article_synthesize(entity=entity, viewer=viewer)
            count += 1
        self.stdout.write(self.style.SUCCESS(f"articles synthesized: {count}"))
