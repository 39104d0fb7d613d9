"""Forms every reader page shares."""

from django import forms


class AsOfForm(forms.Form):
    """The time-travel date (``?as_of=YYYY-MM-DD``, a day in the site's TIME_ZONE). Blank means "now".

    ``cleaned_data["as_of"]`` is a ``datetime.date`` or None; a value in any
    other format makes the form invalid (the pages then show "now").
    """

    as_of = forms.DateField(required=False, input_formats=["%Y-%m-%d"], label="As of",
                            widget=forms.DateInput(attrs={"type": "date"}))
