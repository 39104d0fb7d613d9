"""Capability first: is a question for this encyclopedia at all? (issue 4, step 1)

Four capabilities: ``static`` knowledge (what the evidence can answer),
``live_data`` (prices, current status, real-time metrics), ``user_account``
(the asking user's own account) and ``human_request`` (a person is wanted).
Only ``static`` questions go to retrieval; the others get an honest answer
naming what would be needed.

The signals are data (:data:`CAPABILITY_TERMS`), checked in the order of
:data:`PRECEDENCE`: a request for a human wins over everything, the user's
own account over live data, live data over static knowledge.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

STATIC = "static"
LIVE_DATA = "live_data"
USER_ACCOUNT = "user_account"
HUMAN_REQUEST = "human_request"
CAPABILITIES = (STATIC, LIVE_DATA, USER_ACCOUNT, HUMAN_REQUEST)

#: Phrases that signal each non-static capability (lower case, matched on word boundaries).
CAPABILITY_TERMS: dict[str, tuple[str, ...]] = {
    HUMAN_REQUEST: (
        "talk to a human", "speak to a human", "talk to a person", "speak to a person", "real person",
        "human agent", "talk to an editor", "speak to an editor", "speak to someone", "talk to someone",
        "contact support", "customer service", "customer support", "a human representative", "call me",
        "email me", "get in touch with", "connect me", "put me through",
    ),
    USER_ACCOUNT: (
        "my account", "my subscription", "my password", "my login", "my profile", "my order", "my orders",
        "my invoice", "my billing", "my saved", "my watchlist", "my settings", "my email address",
        "my username", "reset my", "delete my", "cancel my", "my plan", "my notifications", "my history",
        "my data",
    ),
    LIVE_DATA: (
        "right now", "share price", "stock price", "price of the stock", "trading at", "market cap",
        "market capitalization", "real-time", "real time", "live feed", "live score", "live stream",
        "at the moment", "at this moment", "this minute", "today's price", "current price", "currently online",
        "is it online", "is it down", "uptime", "stock quote", "ticker price", "weather", "exchange rate",
        "latest quote", "currently trading", "how is the stock", "happening now",
    ),
}
PRECEDENCE = (HUMAN_REQUEST, USER_ACCOUNT, LIVE_DATA)

_PATTERNS = {
    capability: re.compile(r"(?<![\w])(" + "|".join(re.escape(t) for t in sorted(terms, key=len, reverse=True))
                           + r")(?![\w])", re.IGNORECASE)
    for capability, terms in CAPABILITY_TERMS.items()
}

#: What each non-static capability would need, for the honest answer.
NEEDS: dict[str, str] = {
    LIVE_DATA: ("This question needs live data (a market feed, a status page or real-time metrics). "
                "Polyphony holds only published evidence from its sources, not live data, so it cannot "
                "answer it."),
    USER_ACCOUNT: ("This question is about your own account. Answering it would need access to your account "
                   "records; Polyphony does not hold them, so it cannot answer it."),
    HUMAN_REQUEST: ("This is a request for a person. Polyphony is an encyclopedia that answers from its "
                    "evidence; it has no staff on call and does not hold a way to reach one."),
}


@dataclass(frozen=True)
class CapabilityDecision:
    """The capability of a question and the phrase that decided it (empty for ``static``)."""

    capability: str
    matched: str = ""

    @property
    def reason(self) -> str:
        if self.capability == STATIC:
            return "capability static: no live-data, account or human-request phrase"
        return f"capability {self.capability}: phrase {self.matched!r}"


def capability_classify(question: str) -> CapabilityDecision:
    """Classify a question into one of :data:`CAPABILITIES`.

    Args:
        question: the reader's question (any case).

    Returns a CapabilityDecision; the first capability of :data:`PRECEDENCE`
    with a matching phrase wins, else ``static``.
    """
    for capability in PRECEDENCE:
        match = _PATTERNS[capability].search(question)
        if match:
            return CapabilityDecision(capability, match.group(1).lower())
    return CapabilityDecision(STATIC)
