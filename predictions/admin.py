"""Moderation of the prediction ledger: verdicts listed by status, confirmed or overridden with a reason.

Every decision goes through :func:`predictions.services.prediction_review`,
which writes the audit row (who, when, why) in the same transaction; the
history itself is read-only here.
"""

from django import forms
from django.contrib import admin, messages
from django.core.exceptions import ValidationError
from django.urls import reverse
from django.utils.html import format_html_join

from .models import Prediction, PredictionVerdict
from .services import prediction_review


def _claim_links(ids):
    return format_html_join(", ", '<a href="{}">{}</a>', ((reverse("admin:claims_claim_change", args=[i]), i)
                                                          for i in ids)) or "—"


class VerdictInline(admin.TabularInline):
    model = PredictionVerdict
    extra = 0
    can_delete = False
    fields = ("recorded_at", "action", "previous_status", "status", "rule", "cited", "decided_by", "reason")
    readonly_fields = fields
    ordering = ("-recorded_at", "-id")

    def has_add_permission(self, request, obj=None):
        return False

    @admin.display(description="cited claims")
    def cited(self, obj):
        return _claim_links(obj.cited_claim_ids)


@admin.action(description="Confirm the selected verdicts (reason: confirmed in the admin list)")
def confirm_verdicts(modeladmin, request, queryset):
    done = 0
    for prediction in queryset:
        try:
            prediction_review(prediction=prediction, user=request.user, action="confirm",
                              reason="confirmed in the admin list")
            done += 1
        except ValueError as exc:
            modeladmin.message_user(request, f"prediction {prediction.pk}: {exc}", messages.ERROR)
    modeladmin.message_user(request, f"{done} verdict(s) confirmed.")


@admin.register(Prediction)
class PredictionAdmin(admin.ModelAdmin):
    list_display = ("id", "subject", "statement", "speaker", "target_until", "status", "rule", "cited")
    list_filter = ("status", "family", "target_kind", "claim__lane")
    search_fields = ("claim__statement", "speaker", "subject__name")
    list_select_related = ("subject", "claim")
    actions = [confirm_verdicts]
    inlines = [VerdictInline]
    readonly_fields = [f.name for f in Prediction._meta.fields if f.name != "cited_claim_ids"] + ["cited"]
    fields = readonly_fields

    def has_add_permission(self, request):
        return False

    def has_delete_permission(self, request, obj=None):
        return False

    @admin.display(description="statement")
    def statement(self, obj):
        return obj.claim.statement[:120]

    @admin.display(description="cited claims")
    def cited(self, obj):
        return _claim_links(obj.cited_claim_ids)


class ReviewForm(forms.ModelForm):
    """A moderator's decision: confirm the stored verdict, or override it with a status and the claims it rests on."""

    cited = forms.CharField(required=False, help_text="Claim ids the verdict rests on, separated by commas.")

    class Meta:
        model = PredictionVerdict
        fields = ("prediction", "action", "status", "cited", "reason")

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["action"].choices = [(a.value, a.label) for a in PredictionVerdict.Action
                                         if a != PredictionVerdict.Action.RESOLVE]
        self.fields["status"].required = False
        self.fields["status"].help_text = "For an override: the verdict. A confirm keeps the stored one."
        self.fields["reason"].required = True

    def clean_cited(self):
        raw = self.cleaned_data.get("cited", "")
        try:
            return [int(part) for part in raw.replace(" ", "").split(",") if part]
        except ValueError:
            raise ValidationError("claim ids are numbers separated by commas")

    def clean(self):
        """Record the decision through the service; its refusal becomes the form's error and writes nothing."""
        data = super().clean()
        if data.get("action") == PredictionVerdict.Action.OVERRIDE and not data.get("status"):
            self.add_error("status", "an override needs a status")
        if self.errors or not data.get("prediction"):
            return data
        try:
            self.review = prediction_review(
                prediction=data["prediction"], user=self.user, action=data["action"], reason=data.get("reason", ""),
                status=data.get("status") or None, cited_claim_ids=data.get("cited") or ())
        except ValueError as exc:
            raise ValidationError(str(exc)) from exc
        return data


@admin.register(PredictionVerdict)
class PredictionVerdictAdmin(admin.ModelAdmin):
    """The verdict history, read-only; "Add" records a moderator's decision through the service."""

    form = ReviewForm
    list_display = ("recorded_at", "prediction", "action", "previous_status", "status", "decided_by", "reason")
    list_filter = ("action", "status")
    list_select_related = ("prediction", "decided_by")
    search_fields = ("reason", "prediction__claim__statement")
    raw_id_fields = ("prediction",)

    def has_change_permission(self, request, obj=None):
        return obj is None and super().has_change_permission(request, obj)

    def has_delete_permission(self, request, obj=None):
        return False

    def get_readonly_fields(self, request, obj=None):
        return [f.name for f in PredictionVerdict._meta.fields] if obj is not None else []

    def get_form(self, request, obj=None, change=False, **kwargs):
        form = super().get_form(request, obj, change=change, **kwargs)
        return type(form.__name__, (form,), {"user": request.user})

    def save_model(self, request, obj, form, change):
        obj.pk = form.review.pk  # the service wrote the row (ReviewForm.clean); the redirect needs its id

    def save_related(self, request, form, formsets, change):
        pass
