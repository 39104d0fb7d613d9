"""Admin for what core stores: model calls, for moderators watching cost and dropped claims."""

from django.contrib import admin

from .models import LLMCall


@admin.register(LLMCall)
class LLMCallAdmin(admin.ModelAdmin):
    """Read-only: each row is an accounting record and a cache entry (core/llm.py)."""

    list_display = ("created_at", "pipeline", "model", "prompt_tokens", "completion_tokens", "cost_usd", "dropped")
    list_filter = ("pipeline", "model")
    search_fields = ("cache_key", "response")
    date_hierarchy = "created_at"

    @admin.display(description="dropped")
    def dropped(self, obj: LLMCall) -> int:
        return len(obj.rejections or [])

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False
