"""``{{ claim|known_date }}``: when a claim became known, to the precision its page gave.

A page that gave only its year or month (ISO 8601 reduced precision,
:func:`claims.records.parse_timestamp`) is stored at the first day of it;
shown as "3 Jul 2025" it would claim a day nobody gave. This filter shows
"2025" or "Jul 2025" for those, the day otherwise. Django's ``date`` formats
do the rest, in the site's time zone.
"""

from django import template
from django.template.defaultfilters import date as date_filter
from django.utils import timezone

register = template.Library()

#: For each precision, the format of the day one, the month one and the year one ("j M Y": "3 Jul 2025").
_FORMATS = {"j M Y": ("j M Y", "M Y", "Y"), "j F Y": ("j F Y", "F Y", "Y")}


@register.filter
def known_date(claim, style: str = "j M Y") -> str:
    """``claim.known_at`` as "3 Jul 2025", "Jul 2025" or "2025" by its document's ``date_precision``.

    ``style``: "j M Y" (default) or "j F Y" (month spelled out). Anything
    without a ``known_at`` renders empty.
    """
    known_at = getattr(claim, "known_at", None)
    if known_at is None:
        return ""
    day, month, year = _FORMATS.get(style, _FORMATS["j M Y"])
    precision = getattr(getattr(claim, "document", None), "date_precision", "day")
    fmt = year if precision == "year" else month if precision == "month" else day
    return date_filter(timezone.localtime(known_at) if timezone.is_aware(known_at) else known_at, fmt)
