"""Moderation in the Django admin: sources and manifests, documents, entities, claims."""

from django import forms
from django.contrib import admin, messages
from django.utils.html import format_html

from django.contrib.auth.models import Group
from django.utils import timezone

from .models import (
    Claim,
    Conflict,
    Document,
    FreshnessAudit,
    Entity,
    IngestionError,
    IngestionRun,
    Lane,
    Lifecycle,
    ModerationAction,
    Source,
    SourceClass,
    SourceLifecycleEvent,
    Supersession,
)
from .relations.conflicts import conflict_decide
from .relations.supersession import supersession_revert
from .services import claim_moderate, source_set_lifecycle
from .trust import sources_with_stale_at, stale_sources_q


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
        # In SQL: coalesce(last_reviewed_at, created_at) + SLA days <= now (claims.trust).
        if self.value() not in ("yes", "no"):
            return queryset
        annotated = sources_with_stale_at(queryset)
        stale = stale_sources_q(timezone.now())
        return annotated.filter(stale) if self.value() == "yes" else annotated.exclude(stale)


class SourceAdminForm(forms.ModelForm):
    """The manifest form: a clear error for a tier out of range, an unknown lifecycle or group."""

    authority_tier = forms.IntegerField(
        min_value=1, max_value=5,
        help_text="1 = canonical policy / curated facts … 5 = archived or generated.",
        error_messages={
            "min_value": "Authority tier must be between 1 (canonical policy) and 5 (archived or generated).",
            "max_value": "Authority tier must be between 1 (canonical policy) and 5 (archived or generated).",
        },
    )
    lifecycle = forms.ChoiceField(
        choices=Lifecycle.choices,
        error_messages={"invalid_choice": "Unknown lifecycle %(value)s: choose active, deprecated, archived or draft."},
    )
    acl_groups = forms.ModelMultipleChoiceField(
        queryset=Group.objects.all(), required=False,
        widget=admin.widgets.FilteredSelectMultiple("ACL groups", is_stacked=False),
        help_text="Django groups that may read this source. Empty means public.",
        error_messages={
            "invalid_choice": "Unknown group %(value)s: ACL groups must be existing Django groups.",
            "invalid_pk_value": "Unknown group %(pk)s: ACL groups must be existing Django groups.",
        },
    )

    class Meta:
        model = Source
        fields = "__all__"


@admin.register(Source)
class SourceAdmin(admin.ModelAdmin):
    form = SourceAdminForm
    list_display = ("key", "name", "source_class", "authority_tier", "lifecycle", "freshness", "last_reviewed_at")
    list_filter = ("source_class", "authority_tier", "lifecycle", StaleFilter)
    search_fields = ("key", "name", "owner")
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


class ConflictDecisionForm(forms.ModelForm):
    """A moderator decides a conflict: which claim the article states, and why."""

    decide_for = forms.ChoiceField(choices=[("a", "Claim A"), ("b", "Claim B")], widget=forms.RadioSelect,
                                   label="Winner", help_text="The claim the article states; the other stays on the talk page.")
    decision_reason = forms.CharField(required=False, max_length=300, label="Reason")

    class Meta:
        model = Conflict
        fields = []

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        conflict = self.instance
        if conflict.pk:
            self.fields["decide_for"].choices = [
                ("a", f"Claim A ({conflict.claim_a_id}): {conflict.claim_a.object_text} — {conflict.claim_a.source}"),
                ("b", f"Claim B ({conflict.claim_b_id}): {conflict.claim_b.object_text} — {conflict.claim_b.source}"),
            ]
            if conflict.winner_id:
                self.initial["decide_for"] = "a" if conflict.winner_id == conflict.claim_a_id else "b"


class DecideConflictActionForm(admin.helpers.ActionForm):
    reason = forms.CharField(required=False, max_length=300)


@admin.register(Conflict)
class ConflictAdmin(admin.ModelAdmin):
    """Conflicts between canonical claims; a moderator decides one (rule ``moderator``), recorded with who and when."""

    form = ConflictDecisionForm
    list_display = ("id", "subject", "predicate", "claim_a", "claim_b", "rule", "winner", "decided_by", "decided_at")
    list_filter = ("rule", "predicate", "subject")
    list_select_related = ("subject", "claim_a", "claim_b", "winner", "decided_by")
    action_form = DecideConflictActionForm
    actions = ["decide_for_a", "decide_for_b"]
    fields = ("subject", "predicate", "claim_a", "claim_b", "rule", "winner", "explanation", "detected_at",
              "decided_by", "decided_at", "decide_for", "decision_reason")
    readonly_fields = ("subject", "predicate", "claim_a", "claim_b", "rule", "winner", "explanation", "detected_at",
                       "decided_by", "decided_at")

    def get_queryset(self, request):
        return super().get_queryset(request).defer("claim_a__embedding", "claim_b__embedding")

    def has_add_permission(self, request):
        return False

    def has_delete_permission(self, request, obj=None):
        return False

    def save_model(self, request, obj, form, change):
        winner = obj.claim_a if form.cleaned_data["decide_for"] == "a" else obj.claim_b
        decided = conflict_decide(conflict=obj, winner=winner, user=request.user,
                                  reason=form.cleaned_data.get("decision_reason", ""))
        obj.refresh_from_db()
        return decided

    def _decide(self, request, queryset, side):
        reason = request.POST.get("reason", "")
        for conflict in queryset:
            winner = conflict.claim_a if side == "a" else conflict.claim_b
            conflict_decide(conflict=conflict, winner=winner, user=request.user, reason=reason)
        self.message_user(request, f"{queryset.count()} conflict(s) decided; articles are re-synthesized.",
                          messages.SUCCESS)

    @admin.action(description="Decide: claim A wins")
    def decide_for_a(self, request, queryset):
        self._decide(request, queryset, "a")

    @admin.action(description="Decide: claim B wins")
    def decide_for_b(self, request, queryset):
        self._decide(request, queryset, "b")


@admin.register(FreshnessAudit)
class FreshnessAuditAdmin(admin.ModelAdmin):
    """Runs of ``claims.audit_freshness``: which sources needed review. Read-only."""

    list_display = ("ran_at", "checked", "stale_count", "stale_list")
    readonly_fields = ("ran_at", "checked", "stale_keys")

    @admin.display(description="Stale")
    def stale_count(self, obj):
        return len(obj.stale_keys)

    @admin.display(description="Sources needing review")
    def stale_list(self, obj):
        return ", ".join(obj.stale_keys) or "—"

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False


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
