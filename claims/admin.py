"""Moderation in the Django admin: sources and manifests, documents, entities, claims."""

from django import forms
from django.contrib import admin, messages
from django.utils.html import format_html

from .models import (
    Claim,
    Document,
    Entity,
    IngestionError,
    IngestionRun,
    Lane,
    ModerationAction,
    Source,
    SourceClass,
    SourceLifecycleEvent,
    Supersession,
)
from .services import claim_moderate, source_set_lifecycle, supersession_revert


@admin.register(SourceClass)
class SourceClassAdmin(admin.ModelAdmin):
    list_display = ("key", "name")
    search_fields = ("key", "name")


class LifecycleEventInline(admin.TabularInline):
    model = SourceLifecycleEvent
    extra = 0
    can_delete = False
    readonly_fields = ("lifecycle", "changed_at", "note")

    def has_add_permission(self, request, obj=None):
        return False


class StaleFilter(admin.SimpleListFilter):
    title = "freshness"
    parameter_name = "stale"

    def lookups(self, request, model_admin):
        return (("yes", "Needs review (stale)"), ("no", "Fresh or no SLA"))

    def queryset(self, request, queryset):
        if self.value() is None:
            return queryset
        stale_ids = [s.id for s in queryset if s.is_stale]
        return queryset.filter(id__in=stale_ids) if self.value() == "yes" else queryset.exclude(id__in=stale_ids)


@admin.register(Source)
class SourceAdmin(admin.ModelAdmin):
    list_display = ("key", "name", "source_class", "authority_tier", "lifecycle", "freshness", "last_reviewed_at")
    list_filter = ("source_class", "authority_tier", "lifecycle", StaleFilter)
    search_fields = ("key", "name", "owner")
    filter_horizontal = ("acl_groups",)
    inlines = [LifecycleEventInline]

    @admin.display(description="Freshness")
    def freshness(self, obj):
        if obj.freshness_sla_days is None:
            return "no SLA"
        return "stale" if obj.is_stale else "fresh"

    def save_model(self, request, obj, form, change):
        if change and "lifecycle" in form.changed_data:
            new = obj.lifecycle
            obj.lifecycle = form.initial.get("lifecycle", new)
            super().save_model(request, obj, form, change)
            source_set_lifecycle(source=obj, lifecycle=new, note=f"changed in admin by {request.user}")
        else:
            super().save_model(request, obj, form, change)
            if not change:
                SourceLifecycleEvent.objects.create(source=obj, lifecycle=obj.lifecycle, note="created in admin")


@admin.register(Document)
class DocumentAdmin(admin.ModelAdmin):
    list_display = ("title", "source", "published_at", "date_flags", "version", "extractor")
    list_filter = ("source",)
    search_fields = ("title", "url")
    date_hierarchy = "published_at"
    readonly_fields = ("content_hash", "previous_version", "extractor")


@admin.register(Entity)
class EntityAdmin(admin.ModelAdmin):
    list_display = ("name", "slug", "kind", "in_registry")
    list_filter = ("kind", "in_registry")
    search_fields = ("name", "slug", "aliases")
    prepopulated_fields = {"slug": ("name",)}


class ModerationInline(admin.TabularInline):
    model = ModerationAction
    extra = 0
    can_delete = False
    readonly_fields = ("created_at", "user", "action", "from_value", "to_value", "reason")

    def has_add_permission(self, request, obj=None):
        return False


class MoveLaneForm(admin.helpers.ActionForm):
    lane = forms.ChoiceField(choices=[("", "—")] + list(Lane.choices), required=False)
    reason = forms.CharField(required=False, max_length=300)


@admin.register(Claim)
class ClaimAdmin(admin.ModelAdmin):
    list_display = ("id", "statement_short", "subject", "lane", "claim_type", "status", "confidence", "source", "known_at")
    list_filter = ("lane", "claim_type", "status", "source__authority_tier", "subject")
    search_fields = ("statement", "evidence_text", "object_text")
    list_select_related = ("subject", "source")
    date_hierarchy = "known_at"
    action_form = MoveLaneForm
    actions = ["approve", "reject", "move_lane"]
    inlines = [ModerationInline]
    exclude = ("embedding",)
    readonly_fields = ("evidence_preview", "document", "source", "known_at", "extractor", "router", "route_reason",
                       "evidence_start", "evidence_end", "lane", "status", "retracted_at")

    def get_queryset(self, request):
        return super().get_queryset(request).defer("embedding")

    @admin.display(description="Statement")
    def statement_short(self, obj):
        return obj.statement[:90]

    @admin.display(description="Evidence in its document")
    def evidence_preview(self, obj):
        text = obj.document.text
        return format_html(
            '<div style="max-width:60rem">…{}<mark>{}</mark>{}…</div>',
            text[max(0, obj.evidence_start - 400): obj.evidence_start],
            text[obj.evidence_start: obj.evidence_end],
            text[obj.evidence_end: obj.evidence_end + 400],
        )

    def _moderate(self, request, queryset, action, lane=None):
        reason = request.POST.get("reason", "")
        count = 0
        for claim in queryset:
            claim_moderate(claim=claim, user=request.user, action=action, reason=reason, lane=lane)
            count += 1
        self.message_user(request, f"{count} claim(s): {action}. Articles are re-synthesized in the background; "
                          "each claim's page shows when its article is up to date.",
                          messages.SUCCESS)

    @admin.action(description="Approve selected claims")
    def approve(self, request, queryset):
        self._moderate(request, queryset, ModerationAction.Action.APPROVE)

    @admin.action(description="Reject selected claims (never shown in prose)")
    def reject(self, request, queryset):
        self._moderate(request, queryset, ModerationAction.Action.REJECT)

    @admin.action(description="Move selected claims to the lane chosen above")
    def move_lane(self, request, queryset):
        lane = request.POST.get("lane")
        if lane not in Lane.values:
            self.message_user(request, "Choose a lane to move the claims to.", messages.ERROR)
            return
        self._moderate(request, queryset, ModerationAction.Action.MOVE_LANE, lane=lane)


@admin.register(Supersession)
class SupersessionAdmin(admin.ModelAdmin):
    list_display = ("id", "subject", "predicate", "old_claim", "new_claim", "effective_at", "reverted_at")
    list_filter = ("predicate", "subject")
    actions = ["revert"]
    readonly_fields = [f.name for f in Supersession._meta.fields]

    def has_add_permission(self, request):
        return False

    def has_delete_permission(self, request, obj=None):
        return False

    @admin.action(description="Revert selected supersessions")
    def revert(self, request, queryset):
        for event in queryset:
            supersession_revert(supersession=event, user=request.user, reason="reverted in admin")
        self.message_user(request, "Reverted; the earlier claims are live again.")


@admin.register(ModerationAction)
class ModerationActionAdmin(admin.ModelAdmin):
    list_display = ("created_at", "user", "action", "claim", "from_value", "to_value", "reason")
    list_filter = ("action",)

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


@admin.register(IngestionError)
class IngestionErrorAdmin(admin.ModelAdmin):
    list_display = ("created_at", "source_key", "url", "line_number", "reason")
    search_fields = ("url", "reason")


@admin.register(IngestionRun)
class IngestionRunAdmin(admin.ModelAdmin):
    """Ingestion runs per source (issue 7): when, what triggered it, documents new/unchanged/failed, why."""

    list_display = ("started_at", "source", "trigger", "finished_at", "documents_new", "documents_unchanged",
                    "documents_failed", "error_summary")
    list_filter = ("source", "trigger")
    list_select_related = ("source",)
    date_hierarchy = "started_at"
    readonly_fields = ("source", "trigger", "started_at", "finished_at", "documents_new", "documents_unchanged",
                       "documents_failed", "error_list")
    exclude = ("errors",)

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    @admin.display(description="Errors")
    def error_summary(self, obj):
        if not obj.errors:
            return "—" if obj.finished_at else "running or interrupted"
        first = obj.errors[0].get("reason", "") if isinstance(obj.errors[0], dict) else str(obj.errors[0])
        more = f" (+{len(obj.errors) - 1} more)" if len(obj.errors) > 1 else ""
        return f"{first[:120]}{more}"

    @admin.display(description="Errors with their reasons")
    def error_list(self, obj):
        from django.utils.html import format_html_join

        if not obj.errors:
            return "None."
        rows = [(e.get("url", ""), e.get("reason", "")) if isinstance(e, dict) else ("", str(e)) for e in obj.errors]
        return format_html_join("", "<p><code>{}</code><br>{}</p>", rows)
