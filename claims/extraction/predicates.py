"""The predicate vocabulary: one key per kind of assertion, with the phrases that signal it.

Supersession compares claims on (subject, predicate), so synonyms must collapse to one key
("raised", "closed a round of", "secured" → ``raised_funding``).
"""

from __future__ import annotations

import re

__all__ = ["PREDICATE_LABELS", "PREDICATE_SYNONYMS", "canonical_predicate"]

PREDICATE_LABELS: dict[str, str] = {
    "raised_funding": "raised funding",
    "valuation": "valuation",
    "deployed_at": "deployed at",
    "deployment_paused": "deployment paused",
    "units_deployed": "units deployed",
    "production_capacity": "production capacity",
    "capability": "capability",
    "price": "price",
    "payload": "payload",
    "runtime": "runtime",
    "speed": "speed",
    "degrees_of_freedom": "degrees of freedom",
    "metric": "reported figure",
    "production_target": "production target",
    "deployment_target": "deployment target",
    "launch_date": "launch date",
    "opinion": "opinion",
}

PREDICATE_SYNONYMS: dict[str, tuple[str, ...]] = {
    "raised_funding": (
        "raised", "raises", "raise", "raising", "closed a round of", "closed a round",
        "closed a funding round", "closed its round", "secured", "secures", "funding round",
        "funding", "investment", "invested", "series a", "series b", "series c", "series d",
        "seed round", "financing", "round",
    ),
    "valuation": ("valuation", "valued at", "valuing", "worth"),
    "deployed_at": (
        "deployed at", "deployed", "deploys", "deploy", "deployment", "working at", "works at",
        "pilot", "piloted", "piloting", "rolled out", "rolls out", "in production at",
        "shipped to", "customers", "customer", "commercial agreement", "trial", "trials",
    ),
    "deployment_paused": ("paused", "pauses", "halted", "halts", "suspended", "suspends", "stopped"),
    "units_deployed": ("units deployed", "robots deployed", "fleet of", "fleet"),
    "production_capacity": (
        "production capacity", "capacity", "robots a year", "robots per year", "units a year",
        "units per year", "per year", "a year", "annually", "factory",
    ),
    "capability": (
        "can", "is able to", "able to", "capable of", "walks", "lifts", "carries",
        "demonstrated", "performs", "handles", "sorts", "picks",
    ),
    "price": ("price", "priced at", "costs", "cost", "sells for", "retails for", "price tag"),
    "payload": ("payload", "kg", "kilograms", "lbs", "pounds", "lift", "carry"),
    "runtime": ("runtime", "battery life", "per charge", "hours", "hour", "minutes"),
    "speed": ("speed", "km/h", "mph", "m/s", "meters per second", "top speed"),
    "degrees_of_freedom": ("degrees of freedom", "dof"),
    "metric": ("percent", "%"),
    "production_target": (
        "produce", "production", "manufacture", "build", "builds", "output", "mass production",
    ),
    "deployment_target": (
        "tens of thousands deployed", "will deploy", "plans to deploy", "expects to deploy",
        "sell", "sales", "ship", "deliver", "deliveries",
    ),
    "launch_date": ("launch", "launches", "release", "unveil", "available", "on sale", "debut"),
    "opinion": (
        "doubt", "sceptical", "skeptical", "risk", "hype", "unproven", "concerned",
        "we believe", "impressive", "breakthrough", "overhyped", "bubble", "warns",
    ),
}

# Phrase → key; a phrase listed under two keys keeps the first (the order above).
_PHRASE_TO_KEY: dict[str, str] = {}
for _key, _phrases in PREDICATE_SYNONYMS.items():
    _PHRASE_TO_KEY.setdefault(_key, _key)
    _PHRASE_TO_KEY.setdefault(PREDICATE_LABELS[_key], _key)
    for _phrase in _phrases:
        _PHRASE_TO_KEY.setdefault(_phrase, _key)

# Longest phrases first, so "closed a round of" wins over "round".
_PHRASE_RE = re.compile(
    r"(?<!\w)(?:"
    + "|".join(re.escape(p) for p in sorted(_PHRASE_TO_KEY, key=len, reverse=True))
    + r")(?!\w)"
)


def canonical_predicate(text: str, default: str | None = None) -> str | None:
    """Map a predicate phrase to its vocabulary key.

    Args:
        text: a key ("raised_funding"), a label ("raised funding") or a phrase
            ("closed a round of", "Secured"); case and surrounding whitespace are ignored.
        default: returned when nothing in ``text`` is known.

    Returns:
        A key of :data:`PREDICATE_LABELS`: the exact match if there is one, else the key of
        the longest known phrase found inside ``text``, else ``default``.
    """
    phrase = " ".join(text.lower().replace("_", " ").split())
    if phrase in _PHRASE_TO_KEY:
        return _PHRASE_TO_KEY[phrase]
    if text.strip() in PREDICATE_LABELS:
        return text.strip()
    best = None
    for m in _PHRASE_RE.finditer(phrase):
        if best is None or len(m.group(0)) > len(best):
            best = m.group(0)
    return _PHRASE_TO_KEY[best] if best else default
