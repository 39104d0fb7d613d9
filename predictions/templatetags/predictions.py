"""``{% source_track_record source %}``: a source's track record on its page, for the viewer of the request.

An inclusion tag, so that the source page (``encyclopedia``) shows the
ledger without its view knowing the app: the tag reads the request's viewer
and ``?as_of=`` and calls one selector (:func:`predictions.selectors.track_records`).
"""

from django import template

from core.forms import AsOfForm

from ..selectors import track_records

register = template.Library()


@register.inclusion_tag("predictions/_track_records.html", takes_context=True)
def source_track_record(context, source):
    request = context["request"]
    form = AsOfForm(request.GET or None)
    as_of = form.cleaned_data["as_of"] if form.is_valid() else None
    return {"records": track_records(viewer=request.viewer, as_of=as_of, source=source),
            "heading": "Predictions of this source"}
