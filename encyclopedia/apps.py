from django.apps import AppConfig


class EncyclopediaConfig(AppConfig):
    name = "encyclopedia"
    verbose_name = "Encyclopedia"

    def ready(self):
        from . import receivers  # noqa: F401  (subscribes to claims_changed)
