"""The grounding validator for model-written prose (DESIGN.md invariants 4 and 7).

A prompt is never the guard. Whatever a model writes passes through :func:`check_prose`:

1. :func:`neutralise` strips markup: ``<script>``/``<style>`` blocks with their content,
   every other HTML tag, Markdown links and images (the label stays, the URL goes),
   ``javascript:``/``vbscript:``/``data:`` URLs, emphasis markers and control characters.
   Templates escape the result again when they render it.
2. :func:`split_sentences` splits the prose into sentences (newlines, then ``.!?``
   followed by space and a capital, a digit or a quote — not after common abbreviations
   or initials). A citation written after the full stop (``… robots. [12]``) belongs to
   the sentence before it.
3. Each sentence must cite at least one id of the given evidence set (``[12]``,
   ``[12, 14]``, ``[#12]``, ``[claim 12]``, ``[p7]`` for a passage), and every number in
   it must occur in the text of a claim it cites (statement, object, evidence, qualifier,
   value in units, thousands, millions, billions, dates). Citations of ids outside the set
   are removed and reported.
4. A sentence that fails is marked ``unverified`` (it keeps its text, loses its
   citations, and templates show ``[unverified]``) or dropped — never shown as grounded.

Numbers are compared as decimals after removing thousands separators and trailing zeros
(``1,000`` = ``1000``, ``1.50`` = ``1.5``, ``03`` = ``3``); the words two … twelve,
twenty … ninety and dozen count as numbers, on both sides.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Any, Iterable, Literal, Mapping

__all__ = [
    "CheckedProse",
    "CheckedSentence",
    "Evidence",
    "as_sentence_dicts",
    "check_prose",
    "evidence_of",
    "neutralise",
    "numbers_in",
    "split_sentences",
    "value_forms",
]

# --------------------------------------------------------------------------- markup

_BLOCK_TAGS = re.compile(r"<\s*(script|style|iframe|object|embed|template)\b.*?(?:<\s*/\s*\1\s*>|\Z)", re.I | re.S)
_TAG = re.compile(r"</?\s*[a-zA-Z!/?][^<>]*>|<!--.*?-->", re.S)
_MD_LINK = re.compile(r"!?\[([^\[\]]*)\]\(\s*([^()\s]*(?:\([^()]*\)[^()\s]*)*)(?:\s+\"[^\"]*\")?\s*\)")
_MD_AUTOLINK = re.compile(r"<((?:https?|ftp|mailto|javascript|data|vbscript):[^<>\s]*)>", re.I)


def _scheme(word: str) -> str:
    # Browsers ignore tabs/newlines and accept entity-encoded letters inside a scheme.
    return r"\s*".join(re.escape(ch) for ch in word) + r"\s*(?::|&#0*58;?|&#x0*3a;?|&colon;)"


_DANGEROUS_URL = re.compile(
    r"(?:" + "|".join(_scheme(w) for w in ("javascript", "vbscript", "data", "livescript")) + r")[^\s\"'<>\[]*",
    re.I,
)
_EMPHASIS = re.compile(r"(\*\*|__|\*|`+|~~)")
_BULLET = re.compile(r"^\s*(?:[-*+•]|\d+[.)]|#{1,6})\s+")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\u200b-\u200f\u202a-\u202e\u2066-\u2069]")


def neutralise(text: str) -> str:
    """Model output as plain text: no tags, no active links, no emphasis, no control characters.

    ``<script>alert(1)</script>Hi`` → ``Hi``; ``[site](javascript:alert(1))`` → ``site``;
    ``<b>bold</b>`` → ``bold``. Newlines are kept (they separate sentences); other runs of
    whitespace become one space. The result still goes through template auto-escaping.
    """
    text = unicodedata.normalize("NFC", text or "")
    text = _CONTROL.sub("", text)
    text = _BLOCK_TAGS.sub(" ", text)
    text = _TAG.sub("", text)
    text = text.replace("<", "‹").replace(">", "›")  # a stray bracket never forms a tag later
    text = _MD_AUTOLINK.sub(lambda m: "" if _DANGEROUS_URL.match(m.group(1)) else m.group(1), text)
    text = _MD_LINK.sub(lambda m: m.group(1), text)
    text = _DANGEROUS_URL.sub("", text)
    text = _EMPHASIS.sub("", text)
    lines = [_BULLET.sub("", line) for line in text.split("\n")]
    return "\n".join(re.sub(r"[ \t\r\f\v]+", " ", line).strip() for line in lines).strip()


# --------------------------------------------------------------------------- citations

_REF = r"(?:#|claim\s*|c\s*)?\d+|[pP]\d+"
CITATION = re.compile(rf"\[\s*((?:{_REF})(?:\s*[,;]\s*(?:{_REF}))*)\s*\]")
_MODEL_UNVERIFIED = re.compile(r"\[\s*unverified\s*\]", re.I)


def _norm_ref(raw: str) -> str:
    raw = raw.strip()
    if raw[:1] in "pP":
        return "p" + str(int(raw[1:]))
    return str(int(re.sub(r"^(?:#|claim\s*|c\s*)", "", raw, flags=re.I)))


def _refs_in(text: str) -> list[str]:
    refs: list[str] = []
    for match in CITATION.finditer(text):
        for part in re.split(r"[,;]", match.group(1)):
            ref = _norm_ref(part)
            if ref not in refs:
                refs.append(ref)
    return refs


# --------------------------------------------------------------------------- sentences

_ABBREVIATIONS = {
    "inc", "corp", "co", "ltd", "llc", "plc", "mr", "mrs", "ms", "dr", "prof", "st", "vs", "etc",
    "e.g", "i.e", "u.s", "u.k", "jr", "sr", "no", "approx", "est", "dept", "gen", "jan", "feb",
    "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "fig", "ca",
}
_BOUNDARY = re.compile(r"([.!?…]+[\"”’')\]]*)\s+(?=[A-Z0-9\"“‘'(\[])")
_CITE_AFTER_STOP = re.compile(rf"([.!?…]+)((?:\s*\[\s*(?:{_REF})(?:\s*[,;]\s*(?:{_REF}))*\s*\])+)")


def split_sentences(text: str) -> list[str]:
    """Split prose into sentences; citations after a full stop stay with their sentence.

    Returns the sentences in order, stripped, without empty ones. Example:
    ``"Acme raised $5 million. [3] It hired staff [4]."`` →
    ``["Acme raised $5 million [3].", "It hired staff [4]."]``.
    """
    sentences: list[str] = []
    for block in (text or "").split("\n"):
        block = _CITE_AFTER_STOP.sub(lambda m: m.group(2) + m.group(1), block).strip()
        if not block:
            continue
        start = 0
        for match in _BOUNDARY.finditer(block):
            head = block[start : match.start()].rstrip()
            last_word = re.split(r"\s+", head)[-1].lower().lstrip("(\"“'") if head else ""
            if last_word in _ABBREVIATIONS or re.fullmatch(r"[a-z]", last_word) or re.fullmatch(r"(?:[a-z]\.)+[a-z]", last_word):
                continue
            sentences.append(block[start : match.end(1)].strip())
            start = match.end()
        tail = block[start:].strip()
        if tail:
            sentences.append(tail)
    return [s for s in sentences if re.search(r"\w", CITATION.sub("", s))]


# --------------------------------------------------------------------------- numbers

_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
_THOUSANDS = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?")
_WORD_NUMBERS = {
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "dozen": 12, "twenty": 20, "thirty": 30, "forty": 40,
    "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}
_WORD_NUMBER = re.compile(r"\b(" + "|".join(_WORD_NUMBERS) + r")\b", re.I)


def _canonical(number: str) -> str | None:
    try:
        value = Decimal(number)
    except InvalidOperation:
        return None
    return format(value.normalize(), "f")


def numbers_in(text: str) -> set[str]:
    """The numbers written in ``text``, canonicalised (``"1,000.50 and 03 robots"`` → ``{"1000.5", "3"}``).

    Thousands separators are removed; other commas separate numbers (``1,2`` → 1 and 2);
    number words two … ninety count (``three`` → ``"3"``).
    """
    found: set[str] = set()
    for match in _NUMBER.finditer(text or ""):
        raw = match.group(0)
        if _THOUSANDS.fullmatch(raw):
            parts = [raw.replace(",", "")]
        elif raw.count(".") > 1:
            parts = re.split(r"[.,]", raw)
        else:
            parts = raw.split(",")
        for part in parts:
            canonical = _canonical(part)
            if canonical is not None:
                found.add(canonical)
    for match in _WORD_NUMBER.finditer(text or ""):
        found.add(str(_WORD_NUMBERS[match.group(1).lower()]))
    return found


# --------------------------------------------------------------------------- evidence


@dataclass(frozen=True)
class Evidence:
    """What one citable item asserts: ``text`` (all of it) and the ``numbers`` a citing sentence may use."""

    text: str
    numbers: frozenset[str]


def value_forms(value: Any) -> set[str]:
    try:
        value = Decimal(str(value))
    except InvalidOperation:
        return set()
    forms = set()
    for scale in (1, 10**3, 10**6, 10**9, 10**12):
        scaled = value / scale
        if scaled == scaled.quantize(Decimal("0.001")) and scaled != 0:
            forms.add(format(scaled.normalize(), "f"))
    if value == 0:
        forms.add("0")
    return forms


def evidence_of(item: Any) -> Evidence:
    """Evidence from a Claim (or anything with its fields), an :class:`Evidence`, or plain text.

    For a claim the text is its statement, object, evidence span, qualifier and context;
    the numbers add its value (in units, thousands, millions, billions, trillions), its
    valid-from/until dates and its known-at date (sentences may say when a claim was made).
    """
    if isinstance(item, Evidence):
        return item
    if isinstance(item, str):
        return Evidence(item, frozenset(numbers_in(item)))
    parts = [
        str(getattr(item, name, "") or "")
        for name in ("statement", "object_text", "evidence_text", "qualifier", "context", "text")
    ]
    text = " ".join(p for p in parts if p)
    numbers = numbers_in(text)
    if getattr(item, "object_value", None) is not None:
        numbers |= value_forms(item.object_value)
    for name in ("valid_from", "valid_until", "known_at"):
        when = getattr(item, name, None)
        if when is not None:
            numbers |= {str(when.year), str(when.month), str(when.day)}
    return Evidence(text, frozenset(numbers))


# --------------------------------------------------------------------------- checking


@dataclass
class CheckedSentence:
    """One sentence after checking: ``text`` without citation markers, the ``refs`` it validly
    cites (empty when unverified), whether it is ``unverified``, and why (``reasons``)."""

    text: str
    refs: list = field(default_factory=list)
    unverified: bool = False
    reasons: list[str] = field(default_factory=list)


@dataclass
class CheckedProse:
    """``sentences`` to show (grounded, or marked unverified) and those ``dropped``."""

    sentences: list[CheckedSentence]
    dropped: list[CheckedSentence]

    @property
    def grounded(self) -> list[CheckedSentence]:
        return [s for s in self.sentences if not s.unverified]


def _clean_sentence(text: str) -> str:
    text = _MODEL_UNVERIFIED.sub("", CITATION.sub("", text))
    text = re.sub(r"\s+([.,;:!?…])", r"\1", text)
    return re.sub(r"\s{2,}", " ", text).strip()


def check_prose(
    text: str,
    evidence: Mapping[Any, Any],
    *,
    on_failure: Literal["mark", "drop"] = "mark",
) -> CheckedProse:
    """Check model-written prose sentence by sentence against the items it may cite.

    Args:
        text: the model's prose, untrusted (markup is neutralised first).
        evidence: citable id → Claim, :class:`Evidence` or text. Integer keys are claim ids
            (cited as ``[12]``); string keys such as ``"p7"`` are passages (``[p7]``).
            Only these ids count; any other cited id is removed and reported.
        on_failure: ``"mark"`` keeps a failing sentence as unverified (no citations);
            ``"drop"`` moves it to ``dropped``.

    Returns a :class:`CheckedProse`. A sentence is grounded when it cites at least one id
    of ``evidence`` and every number in it occurs in the evidence of a claim it cites.
    """
    if on_failure not in ("mark", "drop"):
        raise ValueError(f"on_failure must be 'mark' or 'drop', not {on_failure!r}")
    by_ref: dict[str, tuple[Any, Evidence]] = {}
    for key, item in evidence.items():
        by_ref[_norm_ref(str(key))] = (key, evidence_of(item))
    kept: list[CheckedSentence] = []
    dropped: list[CheckedSentence] = []
    for raw in split_sentences(neutralise(text)):
        refs = _refs_in(raw)
        sentence_text = _clean_sentence(raw)
        if not re.search(r"\w", sentence_text):
            continue
        reasons: list[str] = []
        known = [r for r in refs if r in by_ref]
        unknown = [r for r in refs if r not in by_ref]
        if unknown:
            reasons.append("cites unknown id " + ", ".join(unknown))
        if not refs:
            reasons.append("cites nothing")
        elif not known:
            reasons.append("cites no id of the recalled set")
        if known:
            allowed = set().union(*(by_ref[r][1].numbers for r in known))
            missing = sorted(numbers_in(sentence_text) - allowed, key=lambda n: (len(n), n))
            if missing:
                reasons.append(
                    "number " + ", ".join(missing) + " not in cited claim " + ", ".join(known)
                )
        grounded = bool(known) and not any(r.startswith("number") for r in reasons)
        checked = CheckedSentence(
            text=sentence_text,
            refs=[by_ref[r][0] for r in known] if grounded else [],
            unverified=not grounded,
            reasons=reasons,
        )
        if grounded or on_failure == "mark":
            kept.append(checked)
        else:
            dropped.append(checked)
    return CheckedProse(kept, dropped)


def as_sentence_dicts(sentences: Iterable[CheckedSentence], *, kind: str = "claim", lane: str = "canonical") -> list[dict]:
    """Checked sentences in the stored article shape: ``{text, claim_ids, unverified, kind, lane}``.

    An unverified sentence gets ``claim_ids=[]``, ``kind="gap"`` and no lane, as the
    extractive synthesizer's gaps do, so templates show it with ``[unverified]``.
    """
    out = []
    for s in sentences:
        if s.unverified:
            out.append({"text": s.text, "claim_ids": [], "unverified": True, "kind": "gap", "lane": ""})
        else:
            out.append({"text": s.text, "claim_ids": list(s.refs), "unverified": False, "kind": kind, "lane": lane})
    return out
