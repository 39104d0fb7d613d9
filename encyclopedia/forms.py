from django import forms


class AsOfForm(forms.Form):
    """The time-travel date (a UTC day). Blank means "now"."""

    as_of = forms.DateField(required=False, input_formats=["%Y-%m-%d"], label="As of",
                            widget=forms.DateInput(attrs={"type": "date"}))


class DiffForm(forms.Form):
    """Two days to compare (``from`` and ``to`` in the query string)."""

    start = forms.DateField(input_formats=["%Y-%m-%d"], label="From")
    end = forms.DateField(input_formats=["%Y-%m-%d"], label="To")
