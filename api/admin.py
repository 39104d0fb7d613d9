"""Admin: API tokens (made and revoked here; the raw token is shown once), watches, notices and the webhook
delivery log."""

from __future__ import annotations

from django.contrib import admin, messages
from django.utils import timezone

from .models import ApiToken, Watch, WatchNotice, WebhookDelivery


@admin.register(ApiToken)
class ApiTokenAdmin(admin.ModelAdmin):
    list_display = ("prefix", "name", "user", "created_at", "last_used_at", "revoked_at")
    list_filter = ("revoked_at",)
    search_fields = ("name", "prefix", "user__username")
    readonly_fields = ("prefix", "created_at", "last_used_at")
    fields = ("user", "name", "prefix", "created_at", "last_used_at", "revoked_at")
    actions = ["revoke"]
    autocomplete_fields = ("user",)

    def save_model(self, request, obj, form, change):
        if change:
            return super().save_model(request, obj, form, change)
        row, raw = ApiToken.issue(user=obj.user, name=obj.name)
        obj.pk, obj.key_hash, obj.prefix, obj.created_at = row.pk, row.key_hash, row.prefix, row.created_at
        obj._state.adding = False
        messages.warning(request, f"The new token is {raw} — copy it now: only its hash is stored.")

    @admin.action(description="Revoke the selected tokens")
    def revoke(self, request, queryset):
        count = queryset.filter(revoked_at__isnull=True).update(revoked_at=timezone.now())
        self.message_user(request, f"{count} token(s) revoked.")


class DeliveryInline(admin.StackedInline):
    model = WebhookDelivery
    extra = 0
    can_delete = False
    readonly_fields = ("url", "status", "attempts", "last_status_code", "last_error", "last_attempt_at",
                       "delivered_at", "created_at")


@admin.register(Watch)
class WatchAdmin(admin.ModelAdmin):
    list_display = ("user", "entity", "source", "events", "webhook_url", "created_at")
    search_fields = ("user__username", "entity__name", "source__key")
    readonly_fields = ("webhook_secret", "scanned_until", "created_at")
    raw_id_fields = ("entity", "source")


@admin.register(WatchNotice)
class WatchNoticeAdmin(admin.ModelAdmin):
    list_display = ("title", "kind", "watch", "happened_at", "created_at")
    list_filter = ("kind",)
    readonly_fields = ("watch", "kind", "object_key", "claim", "happened_at", "title", "payload", "created_at")
    inlines = [DeliveryInline]

    def has_add_permission(self, request):
        return False


@admin.register(WebhookDelivery)
class WebhookDeliveryAdmin(admin.ModelAdmin):
    """The delivery log: every attempt's outcome, newest first."""

    list_display = ("notice", "url", "status", "attempts", "last_status_code", "last_attempt_at", "delivered_at")
    list_filter = ("status",)
    readonly_fields = ("notice", "url", "status", "attempts", "last_status_code", "last_error", "last_attempt_at",
                       "delivered_at", "created_at")

    def has_add_permission(self, request):
        return False
