"""``extract.llm.v1``: claim extraction by an OpenAI-compatible model, checked in code.

The model is asked for structured output whose JSON schema is that of
:class:`~claims.extraction.schema.ExtractedClaim` (the shape the rules extractor fills),
wrapped as ``{"claims": [...]}``. Nothing it returns is trusted. Each claim is checked:

- the evidence span must occur in the document text (exactly, or up to whitespace and
  case; the stored span and offsets are the document's own characters);
- the subject must be a registry entity; the predicate must map to the vocabulary
  (:mod:`claims.vocabulary`); the claim type must be known;
- the dates must parse (``YYYY-MM-DD``) and ``valid_until`` must not precede ``valid_from``;
- the confidence must lie in 0–1 (a value outside is refused, not clamped);
- every number in the statement, and the object value, must occur in the evidence or
  its dates.

A claim that fails is dropped; the reasons are logged and stored on the response's
``LLMCall.rejections`` (``[{chunk, index, reason, item}]``). A response that is not a JSON
object with a ``claims`` list is a failure of the whole call (:class:`LLMResponseError`),
and :func:`extract_with_fallback` then runs the rules extractor and says so in the log.

Untrusted text (DESIGN.md invariant 7): the document reaches the prompt only inside a
hash-fenced data block (:func:`core.llm.data_block`), and the system prompt says that
instructions inside it are data. Whatever the model does with them, it can only fill the
fields above; the lane is chosen afterwards by ``claims.routing.route_claim`` from the
validated claim and the source manifest, and permissions never pass through a model.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import re
from decimal import Decimal, InvalidOperation
from typing import Any

from pydantic import BaseModel, ValidationError

from core.llm import DATA_RULE, LLMError, chat, data_block, llm_enabled, parse_json_object
from core.llm import LLMResponseError
from core.timezones import site_date
from core.validation import neutralise, numbers_in, value_forms

from ..vocabulary import PREDICATES, predicate
from .schema import EntityRef, ExtractedClaim, ExtractionResult

__all__ = ["PIPELINE", "extract_claims", "extract_with_fallback", "response_schema"]

logger = logging.getLogger(__name__)

PIPELINE = "extract.llm.v1"
#: Characters of document text per model call; each chunk is cached on its own.
CHUNK_CHARS = 12_000
CLAIM_TYPES = ("deployment", "funding", "capability", "timeline", "statistic", "opinion")
#: The predicate keys a model may answer with (claims.vocabulary; facts-only ones left out).
EXTRACTED_PREDICATES = tuple(p.key for p in PREDICATES if p.extracted)


class _Response(BaseModel):
    """What the model must return: ``{"claims": [ExtractedClaim, ...]}``."""

    claims: list[ExtractedClaim]


def response_schema() -> dict:
    """The JSON schema sent as structured output (pydantic's, from ExtractedClaim)."""
    return _Response.model_json_schema()


SYSTEM_PROMPT = f"""You extract atomic claims about humanoid-robotics entities from one document.
{DATA_RULE}

Return one JSON object {{"claims": [...]}} following the given JSON schema. For each claim:
- subject: the slug of an entity from the ENTITIES list (never any other name).
- predicate: one of {", ".join(EXTRACTED_PREDICATES)}.
- claim_type: one of {", ".join(CLAIM_TYPES)}.
- object_text: what the subject is claimed to have/do, in the document's words; object_value and
  object_unit when it is a quantity (ISO 4217 code for money, e.g. USD; robots, kg, hours ...).
- statement: one plain sentence stating the claim, using only facts in the evidence.
- evidence_text: an exact, verbatim quote of the sentence or clause of the document that makes
  the claim; evidence_start / evidence_end: its character offsets in the document.
- stance (positive, negative, neutral), hedged (may, could, reportedly ...), forward_looking
  (plans, targets, projections), confidence between 0 and 1.
- valid_from / valid_until: YYYY-MM-DD when the document says when the claim holds, else null.
Extract only what the document asserts. Return {{"claims": []}} when it asserts nothing about
the listed entities."""


def _mentioned(chunk: str, entities: list[EntityRef]) -> list[EntityRef]:
    lowered = chunk.lower()
    out = []
    for entity in entities:
        names = [entity.name, *entity.aliases, entity.slug.replace("-", " ")]
        if any(n and re.search(rf"(?<!\w){re.escape(n.lower())}(?!\w)", lowered) for n in names):
            out.append(entity)
    return out


def _prompt(chunk: str, *, published_at: dt.datetime, entities: list[EntityRef]) -> list[dict[str, str]]:
    registry = "\n".join(
        f"- {e.slug}: {e.name}" + (f" (also: {', '.join(e.aliases)})" if e.aliases else "") for e in entities
    )
    user = (
        f"Document published: {site_date(published_at).isoformat()}\n"
        f"ENTITIES:\n{registry}\n\n"
        f"The document (offsets count from the first character after the opening line):\n"
        f"{data_block('DOCUMENT', chunk)}"
    )
    return [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": user}]


def _chunks(text: str) -> list[tuple[int, str]]:
    if len(text) <= CHUNK_CHARS:
        return [(0, text)]
    from claims.passages import split_passages

    return [(p.start, p.text) for p in split_passages(text, size=CHUNK_CHARS)]


def _locate(chunk: str, evidence: str, start: Any, end: Any) -> tuple[int, int] | None:
    """Where ``evidence`` occurs in ``chunk``: the model's offsets if right, else a search."""
    if isinstance(start, int) and isinstance(end, int) and 0 <= start <= end <= len(chunk):
        if chunk[start:end] == evidence:
            return start, end
    index = chunk.find(evidence)
    if index >= 0:
        return index, index + len(evidence)
    words = evidence.split()
    if not words:
        return None
    pattern = r"\s+".join(re.escape(w) for w in words)
    match = re.search(pattern, chunk, flags=re.IGNORECASE)
    return (match.start(), match.end()) if match else None


def _parse_date(value: Any, name: str) -> dt.date | None:
    if value in (None, ""):
        return None
    if isinstance(value, str):
        try:
            return dt.date.fromisoformat(value.strip()[:10])
        except ValueError:
            pass
    raise ValueError(f"{name} {value!r} is not a date (YYYY-MM-DD)")


def _resolve_slug(value: Any, by_key: dict[str, str]) -> str | None:
    if not isinstance(value, str):
        return None
    return by_key.get(value.strip().lower())


def _check(item: Any, *, chunk: str, offset: int, by_key: dict[str, str]) -> ExtractedClaim:
    """One model claim → a validated ExtractedClaim (absolute offsets), or ValueError(reason)."""
    if not isinstance(item, dict):
        raise ValueError(f"not a JSON object ({type(item).__name__})")
    evidence = item.get("evidence_text")
    if not isinstance(evidence, str) or not evidence.strip():
        raise ValueError("no evidence_text")
    span = _locate(chunk, evidence, item.get("evidence_start"), item.get("evidence_end"))
    if span is None:
        raise ValueError("evidence span not found in the document text")
    evidence = chunk[span[0] : span[1]]

    subject = _resolve_slug(item.get("subject"), by_key)
    if subject is None:
        raise ValueError(f"unknown subject {item.get('subject')!r} (not a registry entity in this text)")
    claim_type = item.get("claim_type")
    if claim_type not in CLAIM_TYPES:
        raise ValueError(f"unknown claim_type {claim_type!r}")
    spelled = str(item.get("predicate") or "").strip()
    key = predicate(spelled).key if spelled else ""
    if key not in EXTRACTED_PREDICATES:
        raise ValueError(f"unknown predicate {item.get('predicate')!r}")
    confidence = item.get("confidence")
    if isinstance(confidence, bool) or not isinstance(confidence, (int, float)):
        raise ValueError(f"confidence {confidence!r} is not a number")
    if not 0.0 <= float(confidence) <= 1.0:
        raise ValueError(f"confidence {confidence} outside 0–1")
    valid_from = _parse_date(item.get("valid_from"), "valid_from")
    valid_until = _parse_date(item.get("valid_until"), "valid_until")
    if valid_from and valid_until and valid_until < valid_from:
        raise ValueError(f"valid_until {valid_until} precedes valid_from {valid_from}")

    value = item.get("object_value")
    if value in (None, ""):
        value = None
    else:
        try:
            value = Decimal(str(value))
        except InvalidOperation:
            raise ValueError(f"object_value {item.get('object_value')!r} is not a number") from None
    allowed = numbers_in(evidence)
    for when in (valid_from, valid_until):
        if when:
            allowed |= {str(when.year), str(when.month), str(when.day)}
    if value is not None and not (value_forms(value) & allowed):
        raise ValueError(f"object_value {value} not in the evidence")
    statement = neutralise(str(item.get("statement") or "")).replace("\n", " ")
    if not statement:
        raise ValueError("empty statement")
    missing = sorted(numbers_in(statement) - allowed - (value_forms(value) if value is not None else set()))
    if missing:
        raise ValueError(f"statement number {', '.join(missing)} not in the evidence")

    cleaned = {
        **{k: v for k, v in item.items() if k in ExtractedClaim.model_fields},
        "subject": subject,
        "predicate": key,
        "claim_type": claim_type,
        "confidence": float(confidence),
        "object_text": neutralise(str(item.get("object_text") or "")).replace("\n", " ")[:500],
        "object_value": value,
        "object_unit": str(item.get("object_unit") or "")[:32],
        "qualifier": neutralise(str(item.get("qualifier") or "")).replace("\n", " ")[:200],
        "statement": statement,
        "evidence_text": evidence,
        "evidence_start": offset + span[0],
        "evidence_end": offset + span[1],
        "valid_from": valid_from,
        "valid_until": valid_until,
        "object_entity": _resolve_slug(item.get("object_entity"), by_key),
        "time_expression": str(item.get("time_expression") or "")[:100],
    }
    if not cleaned["object_text"]:
        raise ValueError("empty object_text")
    try:
        return ExtractedClaim.model_validate(cleaned)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first.get("loc", ()))
        raise ValueError(f"{where}: {first.get('msg')}") from None


def extract_claims(text: str, *, published_at: dt.datetime, entities: list[EntityRef]) -> ExtractionResult:
    """Extract claims from ``text`` with the configured model and keep only those that check out.

    Args:
        text: the document text (untrusted; it reaches the prompt only in a data block).
        published_at: the document's publication time (timezone-aware).
        entities: the registry; only entities named in a chunk are offered for it.

    Returns an :class:`ExtractionResult` with ``pipeline == "extract.llm.v1"``; offsets are
    into ``text``. Dropped claims are recorded on their LLMCall and logged.

    Raises :class:`core.llm.LLMError` when a call fails or a response is not
    ``{"claims": [...]}`` (the caller falls back to the rules extractor).
    """
    by_key: dict[str, str] = {}
    for e in entities:
        for name in (e.slug, e.name, *e.aliases):
            by_key.setdefault(name.strip().lower(), e.slug)
    claims: list[ExtractedClaim] = []
    seen: set[tuple] = set()
    for offset, chunk in _chunks(text):
        present = _mentioned(chunk, entities)
        if not present:
            continue  # no registry entity is named: nothing the store could keep
        result = chat(
            pipeline=PIPELINE, messages=_prompt(chunk, published_at=published_at, entities=present),
            json_schema=response_schema(), schema_name="extracted_claims",
        )
        data = parse_json_object(result, pipeline=PIPELINE)
        items = data.get("claims")
        if not isinstance(items, list):
            raise LLMResponseError(f"{PIPELINE}: schema violation: 'claims' must be a list, got {type(items).__name__}")
        rejections = []
        for index, item in enumerate(items):
            try:
                claim = _check(item, chunk=chunk, offset=offset, by_key=by_key)
            except ValueError as exc:
                rejections.append({"chunk": offset, "index": index, "reason": str(exc),
                                   "item": json.dumps(item, default=str)[:2000]})
                logger.info("%s dropped claim %d at chunk %d: %s", PIPELINE, index, offset, exc)
                continue
            identity = (claim.subject, claim.predicate, claim.evidence_start, claim.object_text)
            if identity not in seen:
                seen.add(identity)
                claims.append(claim)
        _store_rejections(result.call_id, rejections)
    claims.sort(key=lambda c: (c.evidence_start, c.evidence_end))
    return ExtractionResult(pipeline=PIPELINE, claims=claims)


def _store_rejections(call_id: int, rejections: list[dict]) -> None:
    from core.models import LLMCall

    # The same prompt may recur in another document only with the same chunk text,
    # so the rejections of a cached response are the same list: the write is idempotent.
    LLMCall.objects.filter(id=call_id).update(rejections=rejections)


def extract_with_fallback(text: str, *, published_at: dt.datetime, entities: list[EntityRef],
                          title: str = "", date_precision: str = "day") -> ExtractionResult:
    """The configured extractor: ``extract.llm.v1`` when ``LLM_BACKEND=openai``, else ``extract.rules.v2``.

    When the model path fails (unreachable, malformed JSON, schema violation), logs a
    warning naming the cause and returns the rules extractor's result instead.
    """
    from .rules import PIPELINE as RULES_PIPELINE
    from .rules import extract_claims as rules_extract

    if llm_enabled():
        try:
            return extract_claims(text, published_at=published_at, entities=entities)
        except LLMError as exc:
            logger.warning("%s failed, falling back to %s: %s", PIPELINE, RULES_PIPELINE, exc)
    return rules_extract(text, published_at=published_at, entities=entities, title=title,
                         date_precision=date_precision)
