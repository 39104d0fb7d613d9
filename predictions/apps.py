from django.apps import AppConfig


class PredictionsConfig(AppConfig):
    name = "predictions"
    verbose_name = "Prediction ledger"

    def ready(self):
        from . import receivers  # noqa: F401  (subscribes to claims_changed)
