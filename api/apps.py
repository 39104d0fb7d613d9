from django.apps import AppConfig


class ApiConfig(AppConfig):
    name = "api"
    verbose_name = "API, MCP and watching"

    def ready(self) -> None:
        from . import receivers  # noqa: F401  (subscribes to claims_changed)
