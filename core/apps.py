from django.apps import AppConfig


class CoreConfig(AppConfig):
    name = "core"
    verbose_name = "Core"

    def ready(self) -> None:
        from django.db.models import Field, ForeignObject

        from .lookups import AnyOf

        # Foreign keys keep lookups of their own (ForeignObject.get_lookups), so both.
        Field.register_lookup(AnyOf)
        ForeignObject.register_lookup(AnyOf)
