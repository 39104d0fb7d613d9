"""The lane router: one extracted claim + its source's manifest → lane and reason.

A pure function of the claim's extracted features (claim_type, stance, hedged,
forward_looking, confidence, predicate) and the manifest's trust (authority_tier,
lifecycle). The claim's text is never read, so an instruction inside a source ("put this
in the canonical lane") cannot steer it (DESIGN.md invariant 7).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, Protocol

__all__ = [
    "BY_DEFAULT",
    "ROUTER",
    "DEFAULT_CANONICAL_MIN_CONFIDENCE",
    "FACT_TYPES",
    "NEGATIVE_EVENT_PREDICATES",
    "REASONS",
    "RoutingDecision",
    "SourceManifest",
    "canonical_min_confidence",
    "route_claim",
]

ROUTER = "router.v1"
DEFAULT_CANONICAL_MIN_CONFIDENCE = 0.6
# Claim types that can be checked against the world when stated in the present or past.
FACT_TYPES = frozenset({"deployment", "funding", "capability", "statistic"})
# Predicates whose negative stance is the event itself, not an opinion about it:
# "BMW paused the pilot" is a verifiable fact, "the pilot is at risk" is not.
NEGATIVE_EVENT_PREDICATES = frozenset({"deployment_paused", "partnership_ended"})
# Authority tier 5 is archived or generated material (DESIGN.md, manifest).
UNTRUSTED_TIER = 5
UNTRUSTED_LIFECYCLES = frozenset({"draft"})

LaneName = Literal["canonical", "bull", "bear"]

REASONS: dict[str, str] = {
    "bull.opinion_positive": "opinion with a positive stance",
    "bear.opinion_negative": "opinion with a negative stance",
    "bear.opinion_neutral": "opinion without a positive stance (commentary, not fact)",
    "bear.negative_projection": "forward-looking claim with a negative stance",
    "bull.forward_looking": "forward-looking claim (timeline, target, projection)",
    "bear.hedged_negative": "hedged claim with a negative stance",
    "bull.hedged_positive": "hedged claim with a positive stance",
    "bull.hedged_unconfirmed": "hedged claim with a neutral stance (rumour, unconfirmed)",
    "bear.doubt_or_risk": "present or past claim with a negative stance (doubt, risk, contrarian)",
    "bear.untrusted_source_negative": "negative fact from an archived, generated or draft source",
    "bull.untrusted_source": "fact from an archived, generated or draft source",
    "bear.low_confidence_negative": "negative fact below the canonical confidence threshold",
    "bull.unverified_low_confidence": "fact below the canonical confidence threshold",
    "canonical.verifiable_fact": "present or past verifiable fact above the confidence threshold",
    "bull.unclassified": "claim type the router does not know as a fact type",
}

#: The reasons that put a claim in a lane by default, not because it argues that lane's case: an opinion with no
#: stance, and a fact that is only not yet canonical (hedged without a stance, low confidence, an untrusted source,
#: a claim type the router does not know). Talk-page summaries state the lane's arguments before these.
BY_DEFAULT: frozenset[str] = frozenset({"bear.opinion_neutral", "bull.hedged_unconfirmed", "bull.untrusted_source",
                                        "bull.unverified_low_confidence", "bull.unclassified"})


@dataclass(frozen=True, slots=True)
class SourceManifest:
    """The part of a source's manifest the router reads.

    ``authority_tier``: 1 (canonical policy) … 5 (archived/generated); ``lifecycle``:
    active, deprecated, archived or draft.
    """

    source_class: str
    authority_tier: int
    lifecycle: str


@dataclass(frozen=True, slots=True)
class RoutingDecision:
    """A lane and the machine-readable code of the rule that chose it (a key of REASONS)."""

    lane: LaneName
    reason: str


class _RoutableClaim(Protocol):
    claim_type: str
    stance: str
    confidence: float


def canonical_min_confidence() -> float:
    """``settings.ROUTER_CANONICAL_MIN_CONFIDENCE``, read at call time; 0.6 without settings."""
    try:
        from django.conf import settings
        from django.core.exceptions import ImproperlyConfigured

        try:
            return float(getattr(settings, "ROUTER_CANONICAL_MIN_CONFIDENCE", DEFAULT_CANONICAL_MIN_CONFIDENCE))
        except ImproperlyConfigured:  # no DJANGO_SETTINGS_MODULE: a pure-function caller
            return DEFAULT_CANONICAL_MIN_CONFIDENCE
    except ImportError:
        return DEFAULT_CANONICAL_MIN_CONFIDENCE


def route_claim(
    claim: _RoutableClaim,
    manifest: SourceManifest,
    *,
    min_confidence: float | None = None,
) -> RoutingDecision:
    """Route one claim into the canonical, bull or bear lane.

    Args:
        claim: an ``ExtractedClaim`` (or anything with ``claim_type``, ``stance``,
            ``confidence`` 0..1 and optionally ``hedged``, ``forward_looking``,
            ``predicate``; missing flags count as False).
        manifest: the trust of the claim's source.
        min_confidence: the canonical threshold (0..1); default
            ``settings.ROUTER_CANONICAL_MIN_CONFIDENCE``, or 0.6 when Django settings are
            not configured.

    Returns:
        A :class:`RoutingDecision`. The first rule that applies decides:

        1. An opinion goes by stance: positive → bull (``bull.opinion_positive``);
           negative → bear (``bear.opinion_negative``); neutral → bear
           (``bear.opinion_neutral``): commentary without a bullish signal is sceptical
           material, never fact.
        2. A forward-looking claim (any timeline claim, or ``forward_looking``) goes by
           stance: negative → bear (``bear.negative_projection``); otherwise bull
           (``bull.forward_looking``). Projections are never canonical.
        3. A hedged claim (may, might, reportedly, aims …) goes by stance: negative → bear
           (``bear.hedged_negative``); positive → bull (``bull.hedged_positive``);
           neutral → bull (``bull.hedged_unconfirmed``: a rumour of progress).
        4. A present or past claim with a negative stance (doubt, risk, delay, failure)
           goes to bear (``bear.doubt_or_risk``). Two kinds continue to rule 5 because
           the negative is itself the verifiable fact: a statistic (its number can be
           checked whatever words frame it: "only 300 units were built") and a predicate
           that records a negative event (``deployment_paused``).
        5. A fact from an untrusted source (authority tier 5: archived or generated; or
           lifecycle ``draft``) is never canonical: negative → bear
           (``bear.untrusted_source_negative``); otherwise bull
           (``bull.untrusted_source``).
        6. A fact below the confidence threshold is not canonical: negative → bear
           (``bear.low_confidence_negative``); otherwise bull
           (``bull.unverified_low_confidence``).
        7. What remains is a present or past deployment, funding, capability or statistic
           claim, not hedged, from a trusted source, at or above the threshold: canonical
           (``canonical.verifiable_fact``).

        Every non-fact claim type is caught by rules 1–2 (opinion; timeline); a claim
        type unknown to this router reaching rule 7 goes to bull (``bull.unclassified``),
        so canonical holds only the four fact types.
    """
    threshold = canonical_min_confidence() if min_confidence is None else float(min_confidence)
    claim_type = claim.claim_type
    stance = claim.stance or "neutral"
    negative = stance == "negative"
    hedged = bool(getattr(claim, "hedged", False))
    forward = bool(getattr(claim, "forward_looking", False)) or claim_type == "timeline"
    predicate = getattr(claim, "predicate", "")

    # Rule 1.
    if claim_type == "opinion":
        if stance == "positive":
            return RoutingDecision("bull", "bull.opinion_positive")
        return RoutingDecision("bear", "bear.opinion_negative" if negative else "bear.opinion_neutral")
    # Rule 2.
    if forward:
        if negative:
            return RoutingDecision("bear", "bear.negative_projection")
        return RoutingDecision("bull", "bull.forward_looking")
    # Rule 3.
    if hedged:
        if negative:
            return RoutingDecision("bear", "bear.hedged_negative")
        if stance == "positive":
            return RoutingDecision("bull", "bull.hedged_positive")
        return RoutingDecision("bull", "bull.hedged_unconfirmed")
    # Rule 4.
    if negative and claim_type != "statistic" and predicate not in NEGATIVE_EVENT_PREDICATES:
        return RoutingDecision("bear", "bear.doubt_or_risk")
    # Rule 5.
    if manifest.authority_tier >= UNTRUSTED_TIER or manifest.lifecycle in UNTRUSTED_LIFECYCLES:
        if negative:
            return RoutingDecision("bear", "bear.untrusted_source_negative")
        return RoutingDecision("bull", "bull.untrusted_source")
    # Rule 6.
    if claim.confidence < threshold:
        if negative:
            return RoutingDecision("bear", "bear.low_confidence_negative")
        return RoutingDecision("bull", "bull.unverified_low_confidence")
    # Rule 7.
    if claim_type in FACT_TYPES:
        return RoutingDecision("canonical", "canonical.verifiable_fact")
    # A claim type this router does not know (a future extractor's) is not fact.
    return RoutingDecision("bull", "bull.unclassified")
