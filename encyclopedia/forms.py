from django import forms


class DiffForm(forms.Form):
    """Two days to compare (``from`` and ``to`` in the query string)."""

    start = forms.DateField(input_formats=["%Y-%m-%d"], label="From")
    end = forms.DateField(input_formats=["%Y-%m-%d"], label="To")
