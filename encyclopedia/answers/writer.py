"""Wording the answer (issue 4, step 6).

The offline writer ``answer.offline.v1`` composes the answer from the chosen
evidence only: a chain's resolving claim, then the answer's claim statements
(P1 as stated; P2 attributed to its source, since it is background data), or
the best sentence of the chosen passage, quoted and attributed — and, when
that sentence is a projection that is not live (past its date, or decided by
the prediction ledger), said to have been due then and what became of it,
quoting the claims that decide it; never stated as live.

An LLM writer (``answer.llm.v1``, encyclopedia/answer_llm.py) runs when
``LLM_BACKEND=openai``. It gets the tiers as labelled data blocks and the
fusion rules; its output is checked in code: only ids it was given may be
cited and every number must appear in a cited item. When the check fails or
the server does not answer, the offline answer stands (see :func:`answer_write`).
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field

from claims.vocabulary import predicate as predicate_of
from predictions.models import Status

from ..wording import full_stop, in_own_voice, lower_first, quotable, quotable_sentence
from .fusion import Cited, Fused

logger = logging.getLogger(__name__)

INSUFFICIENT = "I do not have enough information."
OFFLINE = "answer.offline.v1"


@dataclass
class Written:
    """An answer's text, the evidence it cites, and the writer that made it."""

    text: str
    cited: list[Cited] = field(default_factory=list)
    writer: str = OFFLINE
    rejected: list[str] = field(default_factory=list)


#: A time told relative to the day of writing: "today", "this week", "last month".
_RELATIVE_DAY = re.compile(
    r"\b(?:today|yesterday|tomorrow|tonight|(?:this|last|next)\s+(?:week|month|year)|this\s+morning)\b", re.IGNORECASE)


#: A statement that is a label, not a sentence: a template's reading of a claim ("Optimus: close to 1,000 built.",
#: "Acme Robotics: founded by Jane Okafor.").
_LABEL = re.compile(r"^[^:.!?“”\"]{1,80}:\s")
#: A label whose value is a past participle with its agent: read as the passive it stands for ("Acme Robotics was
#: founded by Jane Okafor.").
_PASSIVE_LABEL = re.compile(r"^(?P<subject>[^:.!?“”\"]{1,80}):\s+(?=(?:co-?)?founded\s+by\b|led\s+by\b|run\s+by\b"
                            r"|owned\s+by\b|backed\s+by\b)", re.IGNORECASE)


def _sentence_of(item: Cited) -> tuple[str, bool]:
    """The claim's statement as a sentence of the answer, and whether it is told in its source's words already.

    A label of a figure is told in the words of the sentence it was read from, quoted with who reported it (True); a
    label of a passive reads as that passive; any other statement as it is (False: attributed as the tier wants).
    """
    sentence = full_stop(item.text.strip())
    if not _LABEL.match(sentence):
        return sentence, False
    passive = _PASSIVE_LABEL.match(sentence)
    if passive:
        return f"{passive.group('subject')} was {sentence[passive.end():]}", False
    if item.evidence and predicate_of(item.predicate).value == "quantity":
        return f"{item.reported}: “{full_stop(quotable_sentence(item.evidence))}”", True
    return sentence, False


def answer_write_offline(fused: Fused) -> Written:
    """Compose the answer from the fused evidence alone; ``INSUFFICIENT`` when there is none."""
    if fused.insufficient:
        return Written(INSUFFICIENT, [])
    parts: list[str] = [full_stop(c.text.strip()) for c in fused.chain[:1]]
    if fused.tier == "P3":
        passage = fused.answer[0]
        parts.append(f"{passage.reported}: “{full_stop(quotable_sentence(fused.best_sentence))}”")
        for more, sentence in zip(fused.answer[1:], fused.more_sentences):
            parts.append(f"{more.reported}: “{full_stop(quotable_sentence(sentence))}”")
        if fused.past_due and fused.prediction is not None:
            parts.append(_verdict(fused))
        elif fused.past_due:
            parts.append(f"That was a projection, due by {fused.past_due}; the date has passed.")
    else:
        shown: set[str] = set()
        # One value of a single-valued attribute: state it once, cite every claim that says it.
        for item in (fused.answer[:1] if fused.single else fused.answer):
            sentence, told = _sentence_of(item)
            if sentence in shown:
                continue
            shown.add(sentence)
            if told:  # already in its source's words, with who reported it
                parts.append(sentence)
                continue
            if in_own_voice(sentence) or item.tier == "P1" and _RELATIVE_DAY.search(sentence):
                # "Now you've taken on a new CEO role": the page's own voice is quoted, never reported as ours; and
                # "Today is the day that we launch Apollo" says when only with the day it was written.
                sentence = f"{item.reported}: “{quotable(sentence)}”"
            elif item.tier == "P2":
                # Dated by its report, as the article dates what it attributes: two counts from two days read as
                # two moments ("hundreds" in July 2025, "close to 1,000" in January 2026), not as a contradiction.
                sentence = f"According to {item.reporter} ({item.when}), {lower_first(sentence)}"
            parts.append(sentence)
    return Written(" ".join(parts), [*fused.chain[:1], *fused.answer, *fused.verdict])


def _verdict(fused: Fused) -> str:
    """"That was a projection, due by 2025-12-31; the date has passed: it did not come true (…). The Skeptical
    Roboticist reported on 2026-02-02: “…”" — the ledger's outcome, then each claim deciding it, quoted."""
    state = fused.prediction
    surname = state.speaker.split()[-1] if state.speaker.split() else ""
    whose = f"{state.speaker}'s projection" if surname and surname not in fused.best_sentence else "a projection"
    due = f", due by {state.target_until.isoformat()}" if state.target_until else ""
    if state.status in (Status.REVISED, Status.WITHDRAWN):
        text = f"That was {whose}{due}; it no longer stands: {state.outcome}."
    else:
        text = f"That was {whose}{due}; the date has passed: {state.outcome}."
    quoted = [f"{c.reported}: “{full_stop(c.text.strip())}”" for c in fused.verdict]
    return " ".join([text, *quoted])


def answer_write(question: str, fused: Fused) -> Written:
    """The answer's wording: the LLM writer when configured and its output passes the
    check, else the offline writer.

    The LLM writer is ``encyclopedia.answer_llm.answer_llm_write`` (tier blocks as
    hash-fenced data; sentences checked by ``core.validation.check_prose``). Here the
    check is strict: only the answer's own evidence (chain, P1/P2 answer, P3) may be
    cited — "other sources say" and conflicts are shown to the model but cannot
    ground — and if any sentence was dropped, the model says "insufficient" while
    the fusion found evidence, or the call fails, the offline answer stands.
    """
    offline = answer_write_offline(fused)
    if fused.insufficient or fused.prediction is not None:
        return offline  # a projection that is no longer live is worded by the ledger, never by a model
    from core.llm import LLMError, llm_enabled

    try:
        if not llm_enabled():
            return offline
        from encyclopedia.answer_llm import answer_llm_write, ref_of

        grounding = [*fused.chain, *fused.answer, *fused.verdict, *fused.context]
        blocks = [
            ("P1 facts", [c for c in grounding if c.tier == "P1"]),
            ("P2 statistics", [c for c in grounding if c.tier == "P2"]),
            ("P2 other sources say (never the answer)", [*fused.other_sources_say, *fused.conflicts]),
            ("P3 passages", [c for c in grounding if c.tier == "P3"]),
        ]
        allowed = {ref_of(c) for c in grounding}
        checked = answer_llm_write(question=question, blocks=[b for b in blocks if b[1]], allowed_ids=allowed)
    except LLMError as exc:
        offline.rejected = [str(exc)]
        logger.warning("answer writer: keeping the offline answer: %s", exc)
        return offline
    if checked.insufficient:
        offline.rejected = ["the model found no answer in evidence the fusion chose"]
        return offline
    if checked.dropped:
        offline.rejected = [f"{s.text!r}: {'; '.join(s.reasons)}" for s in checked.dropped]
        return offline
    by_ref = {ref_of(c): c for c in (*fused.chain, *fused.answer, *fused.verdict, *fused.context)}
    return Written(checked.text, [by_ref[r] for r in checked.citations if r in by_ref], checked.pipeline)
