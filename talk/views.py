"""The talk page: bull and bear lanes side by side, and the supersession log."""

from django.shortcuts import render
from django.views.decorators.http import require_GET

from encyclopedia.forms import AsOfForm
from encyclopedia.views import visible_entity_or_404

from .debate_llm import debate_summarize
from .plot import plot_for
from .selectors import debate_for


@require_GET
def talk(request, slug: str):
    entity = visible_entity_or_404(request, slug)
    form = AsOfForm(request.GET or None)
    as_of = form.cleaned_data["as_of"] if form.is_valid() else None
    debate = debate_for(entity=entity, viewer=request.viewer, as_of=as_of)
    plot = plot_for(entity=entity, viewer=request.viewer, as_of=as_of)
    summaries = debate_summarize(entity=entity, bull=debate.bull, bear=debate.bear)
    return render(request, "talk/talk.html", {
        "entity": entity, "debate": debate, "as_of": as_of, "plot": plot,
        "bull_summary": summaries["bull"], "bear_summary": summaries["bear"],
    })
