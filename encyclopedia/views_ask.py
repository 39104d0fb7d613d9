"""The /ask page: a question answered from the evidence the reader may see (issue 4)."""

from __future__ import annotations

from django import forms
from django.shortcuts import render
from django.views.decorators.http import require_GET

from .answers import question_answer


class AskForm(forms.Form):
    """A question (1–500 characters) and an optional as-of day (the site's TIME_ZONE)."""

    q = forms.CharField(max_length=500, label="Question", strip=True)
    as_of = forms.DateField(required=False, input_formats=["%Y-%m-%d"], label="Evidence as of",
                            widget=forms.DateInput(attrs={"type": "date"}))


@require_GET
def ask(request):
    """``/ask?q=…[&as_of=YYYY-MM-DD]``: the answer, its citations, tiers used and conflicts."""
    form = AskForm(request.GET or None)
    answer = None
    status = 200
    if form.is_bound:
        if form.is_valid():
            answer = question_answer(question=form.cleaned_data["q"], viewer=request.viewer,
                                     as_of=form.cleaned_data["as_of"])
        else:
            status = 400
    template = "encyclopedia/ask.html"
    if request.htmx and not request.htmx.history_restore_request:
        template += "#answer"
    return render(request, template, {"form": form, "answer": answer}, status=status)
