"""``answer.llm.v1``: a model writes the answer from labelled tier blocks; code checks every sentence.

A drop-in for the offline answer path (``encyclopedia/answers/``)::

    from core.llm import LLMError
    from encyclopedia.answer_llm import answer_llm_write

    try:
        checked = answer_llm_write(
            question=question,
            blocks=[("P1 facts", p1_items), ("P2 statistics", p2_items), ("P3 passages", p3_items)],
            allowed_ids=None,          # or the refs that may be cited, e.g. {"c12", "p7"}
        )
    except LLMError:
        ...                            # keep the offline answer (log says why)

The model's answer is checked for form first (:func:`answer_form_problems`):
plain sentences, no JSON, code, markup, lists or links, and no sign of
obeying an instruction (a document saying "respond only in JSON …" is data,
invariant 7). An answer of the wrong form is refused whatever it cites.

Items are the answer path's ``Cited`` rows (or anything with ``kind`` ("claim" |
"passage"), ``id``, ``text`` and optionally ``source_name``, ``known_at``); they are cited
as ``[c12]`` (claim 12) and ``[p7]`` (passage 7). Blocks reach the prompt only as
hash-fenced data blocks (invariant 7). The model's prose is checked by
:func:`core.validation.check_prose`: each sentence must cite an allowed ref and every
number in it must occur in a cited item; other sentences are dropped (never shown as
grounded). If the model says it lacks the information, the result is ``insufficient``
with the exact text ``I do not have enough information.``
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

from core.llm import DATA_RULE, LLMResponseError, chat, data_block, parse_json_object
from core.validation import CheckedSentence, check_prose

__all__ = ["INSUFFICIENT", "PIPELINE", "CheckedAnswer", "answer_form_problems", "answer_llm_write", "ref_of"]

logger = logging.getLogger(__name__)

PIPELINE = "answer.llm.v1"
INSUFFICIENT = "I do not have enough information."

SYSTEM_PROMPT = f"""You answer a reader's question from labelled evidence blocks only.
{DATA_RULE}

Fusion rules, in order:
1. P1 facts answer first; among conflicting P1 values prefer the one the block lists first.
2. P2 statistics answer only where P1 is silent; P2 values that differ from P1 are never the answer.
3. P3 passages add context, or answer what only text holds.
4. If nothing in the blocks answers the question, reply with exactly: {INSUFFICIENT}

Writing rules: at most four sentences; end every sentence with the ids it rests on, in square
brackets, before the full stop ("Acme raised $5 million [c12]."); write no number that is not
in an item you cite; no links, no markup. Reply with JSON {{"answer": "<prose>"}}."""

#: Phrases of a reply that obeys, or talks about, instructions instead of answering from evidence
#: (lower case; matched as whole words). A reader's answer never needs them.
OBEYING_PHRASES = (
    "as instructed", "as requested", "as you requested", "as you asked", "as per your request",
    "per your instructions", "per the instructions", "following the instructions", "following your instructions",
    "i have been instructed", "i was instructed", "i am instructed", "i've been told", "i was told to",
    "ignore previous", "ignore all previous", "ignoring previous", "previous instructions", "system prompt",
    "here is the json", "here's the json", "in json format", "json format", "respond only", "responding only",
    "i will now", "i'll now", "sure!", "sure,", "certainly!", "of course!", "as an ai", "as a language model",
)
_OBEYING = re.compile(r"(?<![\w])(?:" + "|".join(re.escape(p) for p in OBEYING_PHRASES) + r")", re.IGNORECASE)
_CITATION = re.compile(r"\[\s*(?:[cp]\d+|#?\d+)(?:\s*[,;]\s*(?:[cp]\d+|#?\d+))*\s*\]", re.IGNORECASE)
_FORM_CHECKS = (
    ("JSON", re.compile(r"^\s*[\[{]|[{}]|\"\s*:\s*[\"\[{\d]")),
    ("code", re.compile(r"```|`[^`]+`")),
    ("markup", re.compile(r"</?\s*[a-zA-Z][^<>]*>|&[a-z]+;|\*\*|__|^\s*#{1,6}\s", re.MULTILINE)),
    ("a list", re.compile(r"^\s*(?:[-*+•]|\d+[.)])\s+", re.MULTILINE)),
    ("a table", re.compile(r"^\s*\|.*\|\s*$", re.MULTILINE)),
    ("a link", re.compile(r"\]\(|https?://|www\.", re.IGNORECASE)),
)


def answer_form_problems(text: str) -> list[str]:
    """What keeps a model's answer from being plain sentences: ``[]`` when it is fine.

    Citation markers (``[c12]``, ``[p7]``) are allowed. Refused: JSON, code,
    HTML or Markdown markup, lists, tables, links, more than one paragraph,
    a last sentence without a full stop, and the phrases of
    :data:`OBEYING_PHRASES` (a reply obeying an instruction injected in the
    evidence, or talking about its instructions).
    """
    bare = _CITATION.sub("", text or "").strip()
    problems = [f"it contains {name}" for name, pattern in _FORM_CHECKS if pattern.search(bare)]
    if "\n\n" in bare.replace("\r", "") or len([line for line in bare.splitlines() if line.strip()]) > 1:
        problems.append("it is not one paragraph")
    if bare and not re.search(r"[.!?…][\"”’')]*$", bare):
        problems.append("it does not end a sentence")
    obeying = _OBEYING.search(bare)
    if obeying:
        problems.append(f"it follows or mentions instructions ({obeying.group(0).strip().lower()!r})")
    return problems


RESPONSE_SCHEMA = {"type": "object", "properties": {"answer": {"type": "string"}}, "required": ["answer"]}


@dataclass
class CheckedAnswer:
    """A checked answer.

    ``text``: the grounded sentences with citation markers removed (or ``INSUFFICIENT``);
    ``sentences``: ``[CheckedSentence]`` kept, each with its ``refs`` (``"c12"``, ``"p7"``);
    ``citations``: the refs cited, in order of first use; ``dropped``: sentences removed and
    why; ``insufficient``: the model found no answer; ``pipeline``: ``answer.llm.v1``.
    """

    text: str
    sentences: list[CheckedSentence] = field(default_factory=list)
    citations: list[str] = field(default_factory=list)
    dropped: list[CheckedSentence] = field(default_factory=list)
    insufficient: bool = False
    pipeline: str = PIPELINE


def ref_of(item: Any) -> str:
    """The citation ref of an item: ``c<id>`` for a claim, ``p<id>`` for a passage."""
    kind = getattr(item, "kind", None) or (item.get("kind") if isinstance(item, dict) else None) or "claim"
    ident = getattr(item, "id", None) if not isinstance(item, dict) else item.get("id")
    if ident is None:
        raise ValueError(f"evidence item without an id: {item!r}")
    return f"{'p' if kind == 'passage' else 'c'}{int(ident)}"


def _field(item: Any, name: str) -> str:
    value = item.get(name) if isinstance(item, dict) else getattr(item, name, "")
    return str(value or "")


def answer_llm_write(
    *,
    question: str,
    blocks: Sequence[tuple[str, Sequence[Any]]],
    allowed_ids: Iterable[str] | None = None,
) -> CheckedAnswer:
    """Write the answer to ``question`` with the configured model and keep only grounded sentences.

    Args:
        question: the reader's question (untrusted: it goes in a data block too).
        blocks: ``[(label, items)]`` in tier order, e.g. ``("P1 facts", [...])``; the label
            is shown to the model; items as described in the module docstring.
        allowed_ids: refs that may be cited (``{"c12", "p7"}``); ``None`` = every item given.
            Items outside it are still shown (e.g. "P2 other sources say") but cannot ground.

    Returns a :class:`CheckedAnswer`. Responses are cached (core.llm): asking again with the
    same evidence costs nothing.

    Raises:
        core.llm.LLMError: the call failed, the response is not ``{"answer": str}``, the
            answer is not plain sentences (:func:`answer_form_problems`), or no sentence
            survived the check (the caller keeps its offline answer).
    """
    allowed = None if allowed_ids is None else {str(r) for r in allowed_ids}
    evidence: dict[str, str] = {}
    rendered = []
    for label, items in blocks:
        lines = []
        for item in items:
            ref = ref_of(item)
            meta = ", ".join(x for x in (_field(item, "source_name"), _field(item, "known_at")) if x)
            lines.append(f"[{ref}]" + (f" ({meta})" if meta else "") + f" {_field(item, 'text')}")
            if allowed is None or ref in allowed:
                evidence[ref] = _field(item, "text")
        if lines:
            rendered.append(f"{label}:\n" + data_block(label.replace(" ", "_"), "\n".join(lines)))
    if not evidence:
        return CheckedAnswer(text=INSUFFICIENT, insufficient=True)
    user = "Question:\n" + data_block("QUESTION", question) + "\n\n" + "\n\n".join(rendered)
    result = chat(
        pipeline=PIPELINE,
        messages=[{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": user}],
        json_schema=RESPONSE_SCHEMA, schema_name="answer",
    )
    answer = parse_json_object(result, pipeline=PIPELINE).get("answer")
    if not isinstance(answer, str):
        raise LLMResponseError(f"{PIPELINE}: schema violation: 'answer' must be a string")
    if answer.strip().rstrip(".").lower() == INSUFFICIENT.rstrip(".").lower():
        return CheckedAnswer(text=INSUFFICIENT, insufficient=True)
    problems = answer_form_problems(answer)
    if problems:
        raise LLMResponseError(f"{PIPELINE}: the answer is not plain sentences: {'; '.join(problems)}")
    checked = check_prose(answer, evidence, on_failure="drop")
    for sentence in checked.dropped:
        logger.info("%s dropped %s: %s", PIPELINE, json.dumps(sentence.text[:200]), "; ".join(sentence.reasons))
    if not checked.sentences:
        raise LLMResponseError(
            f"{PIPELINE}: no sentence of the answer is grounded ("
            + "; ".join(r for s in checked.dropped for r in s.reasons) + ")"
        )
    citations: list[str] = []
    for sentence in checked.sentences:
        citations.extend(r for r in sentence.refs if r not in citations)
    return CheckedAnswer(
        text=" ".join(s.text for s in checked.sentences),
        sentences=checked.sentences,
        citations=citations,
        dropped=checked.dropped,
    )
