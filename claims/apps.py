from django.apps import AppConfig


class ClaimsConfig(AppConfig):
    name = "claims"
    verbose_name = "Claims and sources"

    def ready(self):
        from django.db.models.signals import post_save

        from . import schedules

        # Every source with a feed or a page gets its own editable schedule (issue 7).
        post_save.connect(schedules.on_source_saved, sender="claims.Source",
                          dispatch_uid="claims.source_schedule_sync")
