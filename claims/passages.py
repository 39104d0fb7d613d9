"""Split a document's text into passages (the text tier, P3) on sentence boundaries."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

#: Target passage size in characters; a passage never splits a sentence.
PASSAGE_CHARS = 600


@dataclass(frozen=True)
class PassageSpan:
    index: int
    start: int
    end: int
    text: str


@lru_cache(maxsize=1)
def _sentencizer():
    import spacy

    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    nlp.max_length = 10_000_000
    return nlp


def split_passages(text: str, *, size: int = PASSAGE_CHARS) -> list[PassageSpan]:
    """Group consecutive sentences into passages of about ``size`` characters.

    Returns spans with exact character offsets into ``text``
    (``text[start:end] == passage.text``); an empty text gives no passage.
    """
    if not text.strip():
        return []
    doc = _sentencizer()(text)
    spans: list[PassageSpan] = []
    start = end = None
    for sent in doc.sents:
        s, e = sent.start_char, sent.end_char
        if start is None:
            start, end = s, e
            continue
        if e - start > size:
            spans.append(PassageSpan(len(spans), start, end, text[start:end]))
            start = s
        end = e
    if start is not None:
        spans.append(PassageSpan(len(spans), start, end, text[start:end]))
    return [p for p in spans if p.text.strip()]
