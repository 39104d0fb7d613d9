"""The talk page: bull and bear lanes side by side, and the supersession log."""

from django.core.paginator import Page
from django.shortcuts import render
from django.views.decorators.http import require_GET

from claims.shortcuts import entity_visible_or_404
from core.forms import AsOfForm
from predictions.selectors import ledger_for

from .debate_llm import debate_summarize
from .plot import plot_for
from .selectors import SECTIONS, debate_for


def _pager(request, page: Page, param: str) -> dict:
    """Links to the newer and older page of one section, keeping the rest of the query string."""
    def url(number: int) -> str:
        query = request.GET.copy()
        query[param] = number
        return "?" + query.urlencode()

    return {
        "page": page,
        "label": param,
        "newer": url(page.previous_page_number()) if page.has_previous() else "",
        "older": url(page.next_page_number()) if page.has_next() else "",
    }


@require_GET
def talk(request, slug: str):
    entity = entity_visible_or_404(slug=slug, viewer=request.viewer)
    form = AsOfForm(request.GET or None)
    as_of = form.cleaned_data["as_of"] if form.is_valid() else None
    debate = debate_for(entity=entity, viewer=request.viewer, as_of=as_of,
                        pages={p: request.GET.get(p) for p in SECTIONS})
    plot = plot_for(entity=entity, viewer=request.viewer, as_of=as_of)
    summaries = debate_summarize(entity=entity, bull=debate.bull_recent, bear=debate.bear_recent)
    ledger = ledger_for(entity=entity, viewer=request.viewer, as_of=as_of, status=request.GET.get("status", ""))
    return render(request, "talk/talk.html", {
        "entity": entity, "debate": debate, "as_of": as_of, "plot": plot, "ledger": ledger,
        "bull_summary": summaries["bull"], "bear_summary": summaries["bear"],
        "pagers": {p: _pager(request, page, p) for p, page in
                   zip(SECTIONS, (debate.bull, debate.bear, debate.supersessions, debate.conflicts))},
    })
