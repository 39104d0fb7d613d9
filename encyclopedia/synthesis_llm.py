"""``synth.llm.v1``: the article written by a model from the canonical claims, checked in code.

The model sees the entity's canonical claims with their ids (inside a data block: claim
text comes from documents and is untrusted) and writes prose per section, citing ids as
``[12]``. :func:`core.validation.check_prose` then splits the prose into sentences; a
sentence that cites no id of the recalled canonical set, or states a number its cited
claims do not contain, is kept as ``[unverified]`` without citations (DESIGN.md invariant 4).
Section titles and order are ours, not the model's; a section the model skipped keeps its
extractive sentences. The required-point gaps and the
attributed "Outlook" of bull and bear projections come from ``synth.extractive.v1``
unchanged, so lanes stay apart (invariant 1): the model never sees bull or bear claims.

:func:`article_sections` is the hook ``article_synthesize`` calls; it falls back to
``synth.extractive.v1`` on any model failure and says so in the log.
"""

from __future__ import annotations

import datetime as dt
import logging

from claims.models import Claim, Entity
from core.llm import DATA_RULE, LLMError, LLMResponseError, chat, data_block, llm_enabled, parse_json_object
from core.timezones import site_date
from core.validation import as_sentence_dicts, check_prose

__all__ = ["PIPELINE", "article_pipeline", "article_sections", "synthesize_sections_llm"]

logger = logging.getLogger(__name__)

PIPELINE = "synth.llm.v1"

SYSTEM_PROMPT = f"""You write an encyclopedia article about one entity from numbered claims.
{DATA_RULE}

Rules:
- Use only the claims given. Every sentence ends with the ids of the claims it rests on, in
  square brackets, before the full stop: "Acme raised $5 million in 2024 [12][14]."
- Every number you write must appear in a claim you cite. Do not estimate, convert or add numbers.
- Neutral, encyclopedic tone. No opinions, no predictions, no links, no markup, no headings.
- Return JSON: {{"lead": "<2-3 sentence summary>", "sections": [{{"key": "<section key>", "text": "<prose>"}}]}}
  using only these section keys: deployment, funding, capability, statistic."""

RESPONSE_SCHEMA = {
    "type": "object",
    "properties": {
        "lead": {"type": "string"},
        "sections": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {"key": {"type": "string"}, "text": {"type": "string"}},
                "required": ["key", "text"],
            },
        },
    },
    "required": ["lead", "sections"],
}


def _claims_block(claims: list[Claim]) -> str:
    lines = []
    for c in sorted(claims, key=lambda c: (c.claim_type, c.known_at, c.id)):
        known = site_date(c.known_at).isoformat()
        lines.append(f"[{c.id}] ({c.claim_type}; {c.predicate}; reported {known}) {c.statement}")
    return data_block("CLAIMS", "\n".join(lines))


def synthesize_sections_llm(*, entity: Entity, canonical: list[Claim], bull: list[Claim], bear: list[Claim],
                            as_of: dt.date | None) -> list[dict]:
    """Sections in the stored shape ``[{title, key, sentences: [{text, claim_ids, unverified, kind, lane}]}]``.

    Args are those of ``encyclopedia.synthesis.synthesize_sections`` (each list recalled
    from one lane, for the viewer). Only ``canonical`` reaches the model.

    Raises :class:`core.llm.LLMError` when the call fails, the response is not the JSON
    asked for, or no sentence of it is grounded in the canonical claims.
    """
    from . import synthesis as offline

    extractive = offline.synthesize_sections(entity=entity, canonical=canonical, bull=bull, bear=bear, as_of=as_of)
    if not canonical:
        return extractive  # nothing for a model to write from: gaps and outlook only
    by_key = {s["key"]: s["sentences"] for s in extractive}
    gaps = {key: [x for x in sentences if x["unverified"]] for key, sentences in by_key.items()}
    when = f"as the evidence stood on {as_of.isoformat()}" if as_of else "as the evidence stands today"
    messages = [
        {"role": "system", "content": SYSTEM_PROMPT},
        {"role": "user", "content": f"Entity: {entity.name} ({entity.kind}), {when}.\nClaims:\n{_claims_block(canonical)}"},
    ]
    result = chat(pipeline=PIPELINE, messages=messages, json_schema=RESPONSE_SCHEMA, schema_name="article")
    data = parse_json_object(result, pipeline=PIPELINE)
    lead, written = data.get("lead"), data.get("sections")
    if not isinstance(lead, str) or not isinstance(written, list):
        raise LLMResponseError(f"{PIPELINE}: schema violation: expected a 'lead' string and a 'sections' list")
    evidence = {c.id: c for c in canonical}
    present = {c.claim_type for c in canonical}
    texts: dict[str, list[str]] = {}
    for item in written:
        if not isinstance(item, dict) or not isinstance(item.get("text"), str):
            raise LLMResponseError(f"{PIPELINE}: schema violation: each section needs a 'key' and a 'text'")
        key = str(item.get("key", "")).strip().lower()
        if key in present:
            texts.setdefault(key, []).append(item["text"])
        else:
            logger.info("%s: ignored a section with key %r (no canonical claim of that type)", PIPELINE, key)

    sections = []
    lead_checked = check_prose(lead, evidence)
    grounded = len(lead_checked.grounded)
    lead_sentences = as_sentence_dicts(lead_checked.sentences, kind="lead")
    lead_sentences += gaps.get("lead", [])
    if lead_sentences:
        sections.append({"title": "", "key": "lead", "sentences": lead_sentences})
    for spec in offline.SECTIONS:
        if spec.claim_type not in present:
            continue
        if spec.claim_type not in texts:
            # The model skipped a section the evidence has: keep the extractive one (grounded by construction).
            sections.append({"title": spec.title, "key": spec.claim_type, "sentences": by_key.get(spec.claim_type, [])})
            continue
        checked = check_prose("\n".join(texts[spec.claim_type]), evidence)
        grounded += len(checked.grounded)
        sentences = as_sentence_dicts(checked.sentences) + gaps.get(spec.claim_type, [])
        if sentences:
            sections.append({"title": spec.title, "key": spec.claim_type, "sentences": sentences})
    if not grounded:
        raise LLMResponseError(f"{PIPELINE}: no sentence of the response cites a recalled claim")
    sections.extend(s for s in extractive if s["key"] == "outlook")
    return sections


def article_pipeline() -> str:
    """The synthesis pipeline configured: ``synth.llm.v1`` when ``LLM_BACKEND=openai``, else the extractive one."""
    from .synthesis import PIPELINE as OFFLINE

    return PIPELINE if llm_enabled() else OFFLINE


def article_sections(*, pipeline: str, entity: Entity, canonical: list[Claim], bull: list[Claim],
                     bear: list[Claim], as_of: dt.date | None) -> tuple[str, list[dict]]:
    """Run ``pipeline`` (from :func:`article_pipeline`); returns ``(pipeline that ran, sections)``.

    On a model failure logs a warning and returns the ``synth.extractive.v1`` sections, so
    the stored revision records the pipeline that actually produced it.
    """
    from .synthesis import PIPELINE as OFFLINE
    from .synthesis import synthesize_sections

    if pipeline == PIPELINE:
        try:
            return PIPELINE, synthesize_sections_llm(entity=entity, canonical=canonical, bull=bull, bear=bear,
                                                     as_of=as_of)
        except LLMError as exc:
            logger.warning("%s failed for %s, falling back to %s: %s", PIPELINE, entity.slug, OFFLINE, exc)
    return OFFLINE, synthesize_sections(entity=entity, canonical=canonical, bull=bull, bear=bear, as_of=as_of)
