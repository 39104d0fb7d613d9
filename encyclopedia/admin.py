from django.contrib import admin

from .models import ArticleRevision


@admin.register(ArticleRevision)
class ArticleRevisionAdmin(admin.ModelAdmin):
    list_display = ("entity", "as_of", "pipeline", "created_at")
    list_filter = ("pipeline",)
    readonly_fields = [f.name for f in ArticleRevision._meta.fields]


# ---------------------------------------------------------------- answers: routing rules and log (issue 4)

from .models import RoutingLog, RoutingRule  # noqa: E402


@admin.register(RoutingRule)
class RoutingRuleAdmin(admin.ModelAdmin):
    """Intent → source classes, edited as data (the same rows ``load_routing_rules`` writes)."""

    list_display = ("intent", "priority", "require_current", "classes")
    list_editable = ("priority", "require_current")
    search_fields = ("intent", "terms")
    filter_horizontal = ("source_classes",)

    def get_form(self, request, obj=None, **kwargs):
        form = super().get_form(request, obj, **kwargs)
        terms = form.base_fields["terms"]
        terms.required = False  # a rule without terms is the catch-all route (encyclopedia.answers.intent)
        terms.help_text = "Words or phrases that signal this intent, comma-separated. Empty: the catch-all route."
        return form

    @admin.display(description="source classes")
    def classes(self, obj):
        return ", ".join(c.key for c in obj.source_classes.all())

    def get_queryset(self, request):
        return super().get_queryset(request).prefetch_related("source_classes")


@admin.register(RoutingLog)
class RoutingLogAdmin(admin.ModelAdmin):
    """Append-only record of each question's routing decision and reason."""

    list_display = ("created_at", "question", "capability", "intent", "insufficient", "user")
    list_filter = ("capability", "intent", "insufficient")
    search_fields = ("question", "reason")
    readonly_fields = [f.name for f in RoutingLog._meta.fields]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False


# ---------------------------------------------------------------- moderation: is the article re-synthesized yet? (issue 8)
# claims never imports encyclopedia (DESIGN.md "Apps depend one way"), so the
# claim admin gains its "article status" here, by extending claims' ClaimAdmin.

from django.utils import timezone  # noqa: E402
from django.utils.html import format_html  # noqa: E402

from claims.admin import ClaimAdmin  # noqa: E402
from claims.models import Claim  # noqa: E402
from claims.selectors import scope_key, sources_visible_to  # noqa: E402
from core.viewer import Viewer  # noqa: E402

from .synthesis import evidence_state, serving_pipelines  # noqa: E402


def article_resynthesis_state(entity) -> tuple[bool, ArticleRevision | None]:
    """Whether the public article of ``entity`` is stored for its current evidence (re-synthesis done).

    Returns (done, the stored current revision or the latest one). Computes the
    evidence state as the background task does, so "done" means the task's
    revision exists — not merely that some revision is newer. Any pipeline that
    serves readers now counts (``encyclopedia.synthesis.serving_pipelines``: the
    configured one, and the offline one it falls back to).
    """
    visible = sources_visible_to(Viewer.anonymous())
    key = evidence_state(entity=entity, visible=visible, as_of=None)
    current = ArticleRevision.objects.filter(entity=entity, evidence_key=key, scope_key=scope_key(visible),
                                             pipeline__in=serving_pipelines()).order_by("-created_at").first()
    if current is not None:
        return True, current
    return False, ArticleRevision.objects.filter(entity=entity).order_by("-created_at").first()


class ClaimWithArticleStatusAdmin(ClaimAdmin):
    readonly_fields = (*ClaimAdmin.readonly_fields, "article_status")

    @admin.display(description="Public article")
    def article_status(self, obj):
        if obj is None or obj.pk is None:
            return "—"
        last = obj.moderation_actions.order_by("-created_at").first()
        done, revision = article_resynthesis_state(obj.subject)
        moderated = (f" after the last moderation ({timezone.localtime(last.created_at):%Y-%m-%d %H:%M})"
                     if last else "")
        if done:
            return format_html(
                '<span class="readonly-status">✓ Up to date{}: revision {} of <a href="/wiki/{}/">the article</a>, '
                "synthesized {}.</span>", moderated, revision.pk, obj.subject.slug,
                timezone.localtime(revision.created_at).strftime("%Y-%m-%d %H:%M"))
        return format_html(
            '<span class="readonly-status">⏳ Re-synthesis pending{}: the background task has not stored the '
            "article for the current evidence yet. Reload this page to check.</span>", moderated)


admin.site.unregister(Claim)
admin.site.register(Claim, ClaimWithArticleStatusAdmin)
