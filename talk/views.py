"""The talk page: bull and bear lanes side by side, and the supersession log."""

from django.shortcuts import render
from django.views.decorators.http import require_GET

from encyclopedia.forms import AsOfForm
from encyclopedia.views import visible_entity_or_404

from .plot import plot_for
from .selectors import debate_for


@require_GET
def talk(request, slug: str):
    entity = visible_entity_or_404(request, slug)
    form = AsOfForm(request.GET or None)
    as_of = form.cleaned_data["as_of"] if form.is_valid() else None
    debate = debate_for(entity=entity, viewer=request.viewer, as_of=as_of)
    plot = plot_for(entity=entity, viewer=request.viewer, as_of=as_of)
    return render(request, "talk/talk.html", {"entity": entity, "debate": debate, "as_of": as_of, "plot": plot})
