"""Reader pages: home, article with time travel, claim and source pages."""

from __future__ import annotations

from django.http import Http404
from django.shortcuts import render
from django.views.decorators.http import require_GET

from claims.models import Claim, ClaimStatus, ModerationAction
from claims.selectors import (claim_for_viewer, claim_supersessions, evidence_dates, source_claims_by_lane,
                              source_documents, source_for_viewer, sources_visible_to)
from claims.shortcuts import entity_visible_or_404
from core.forms import AsOfForm
from core.timezones import site_today
from predictions.selectors import prediction_for_claim

from .diff import CONTEXT_LINES, article_diff
from .forms import DiffForm
from .search import LANE_FILTERS, entity_index, search
from .states import article_body_context
from .synthesis import article_synthesize


def _partial_requested(request) -> bool:
    return bool(request.htmx) and not request.htmx.history_restore_request


@require_GET
def home(request):
    kind = request.GET.get("kind", "").replace("\x00", "")[:40]  # PostgreSQL text cannot hold NUL
    lane = request.GET.get("lane", "")
    entities, kinds = entity_index(viewer=request.viewer, kind=kind, lane=lane)
    entities = list(entities)
    visible = sources_visible_to(request.viewer)
    recent = (
        Claim.objects.visible_to(visible)
        .exclude(status=ClaimStatus.REJECTED)
        .select_related("subject", "source")
        .defer("embedding")
        .order_by("-created_at", "-id")[:10]
    )
    return render(request, "encyclopedia/home.html", {
        "entities": entities, "recent_claims": recent, "kinds": kinds, "kind": kind,
        "lane": lane if lane in LANE_FILTERS else "", "lane_filters": LANE_FILTERS,
    })


@require_GET
def article(request, slug: str):
    entity = entity_visible_or_404(slug=slug, viewer=request.viewer)
    form = AsOfForm(request.GET or None)
    as_of = form.cleaned_data["as_of"] if form.is_valid() else None
    revision = article_synthesize(entity=entity, viewer=request.viewer, as_of=as_of)
    context = {
        # Lazy presenter: on a cached body (usually prepared by encyclopedia.states) nothing is presented.
        **article_body_context(entity=entity, revision=revision, as_of=as_of, full=request.GET.get("full") == "1"),
        "today": site_today(),
        "form": form,
    }
    if _partial_requested(request):  # a slider step: the body only, the slider stays as it is
        return render(request, "encyclopedia/article.html#article-body", context)
    ticks = evidence_dates(entity=entity, viewer=request.viewer)
    shown = as_of or context["today"]
    tick_index = max([i for i, d in enumerate(ticks) if d <= shown], default=0)
    context.update(ticks=ticks, tick_index=len(ticks) - 1 if as_of is None else tick_index)
    return render(request, "encyclopedia/article.html", context)


@require_GET
def claim_detail(request, pk: int):
    """A claim with its evidence, supersessions and moderation; a prediction's status as of ``?as_of=``."""
    visible = sources_visible_to(request.viewer)
    claim = claim_for_viewer(pk=pk, viewer=request.viewer, visible=visible)
    if claim is None:
        raise Http404("No such claim")
    form = AsOfForm(request.GET or None)
    as_of = form.cleaned_data["as_of"] if form.is_valid() else None
    if as_of is not None and site_today() <= as_of:
        as_of = None
    on_day = sources_visible_to(request.viewer, as_of=as_of) if as_of is not None else visible
    text = claim.document.text
    superseded_by, supersedes = claim_supersessions(claim=claim, visible=visible)
    context = {
        "claim": claim,
        "before": text[max(0, claim.evidence_start - 300): claim.evidence_start],
        "evidence": text[claim.evidence_start: claim.evidence_end],
        "after": text[claim.evidence_end: claim.evidence_end + 300],
        "superseded_by": superseded_by,
        "supersedes": supersedes,
        "moderation": ModerationAction.objects.filter(claim=claim).select_related("user"),
        "prediction": prediction_for_claim(claim=claim, visible=on_day, as_of=as_of),
        "as_of": as_of,
    }
    return render(request, "encyclopedia/claim.html", context)


@require_GET
def source_detail(request, key: str):
    source = source_for_viewer(key=key, viewer=request.viewer)
    if source is None:
        raise Http404("No such source")
    return render(request, "encyclopedia/source.html", {
        "source": source, "documents": source_documents(source), "lanes": source_claims_by_lane(source),
    })


@require_GET
def article_diff_view(request, slug: str):
    """What changed between ``?from=`` and ``?to=`` (YYYY-MM-DD; ``to`` defaults to today).

    The prose diff shows each change with its nearby sentences and folds long
    unchanged runs; ``?full=1`` shows every line.
    """
    entity = entity_visible_or_404(slug=slug, viewer=request.viewer)
    today = site_today()
    ticks = evidence_dates(entity=entity, viewer=request.viewer)
    default_from = ticks[-2] if len(ticks) > 1 else (ticks[0] if ticks else today)
    form = DiffForm({"start": request.GET.get("from") or default_from.isoformat(),
                     "end": request.GET.get("to") or today.isoformat()})
    diff, error = None, None
    if form.is_valid():
        try:
            diff = article_diff(entity=entity, viewer=request.viewer, start=form.cleaned_data["start"],
                                end=form.cleaned_data["end"], today=today,
                                context=None if request.GET.get("full") == "1" else CONTEXT_LINES)
        except ValueError as exc:
            error = str(exc)
    else:
        error = "Dates are written YYYY-MM-DD."
    context = {"entity": entity, "form": form, "diff": diff, "error": error, "ticks": ticks}
    return render(request, "encyclopedia/diff.html", context, status=400 if error else 200)


@require_GET
def search_view(request):
    """Search entities and claims (``?q=``): full text and vector similarity, fused per lane."""
    query = (request.GET.get("q") or "").replace("\x00", " ").strip()[:200]  # PostgreSQL text cannot hold NUL
    results = search(query=query, viewer=request.viewer) if query else None
    return render(request, "encyclopedia/search.html", {"query": query, "results": results})
