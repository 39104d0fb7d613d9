"""The shapes every extractor fills (the rules extractor and, later, the LLM one)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Literal

from pydantic import BaseModel, Field, model_validator

ClaimTypeName = Literal["deployment", "funding", "capability", "timeline", "statistic", "opinion"]
StanceName = Literal["positive", "negative", "neutral"]


class EntityRef(BaseModel):
    """A registry entity as the extractor sees it: slug, name, aliases, kind and description.

    The description is read for one thing: which company makes a robot
    (a company's name or alias in a robot's description).
    """

    slug: str
    name: str
    aliases: list[str] = Field(default_factory=list)
    kind: str = "company"
    description: str = ""


class ExtractedClaim(BaseModel):
    """One atomic claim found in a document, before routing.

    Offsets are character offsets into the document text (``text[evidence_start:evidence_end]
    == evidence_text``). ``object_value`` is in ``object_unit`` (ISO 4217 code for money,
    e.g. ``USD``; ``robots``, ``kg``, ``hours`` … otherwise).
    """

    subject: str = Field(description="entity slug")
    predicate: str
    object_text: str
    object_value: Decimal | None = None
    object_unit: str = ""
    qualifier: str = ""
    claim_type: ClaimTypeName
    confidence: float = Field(ge=0.0, le=1.0)
    stance: StanceName = "neutral"
    hedged: bool = False
    forward_looking: bool = False
    statement: str
    evidence_text: str
    evidence_start: int = Field(ge=0)
    evidence_end: int = Field(ge=0)
    valid_from: dt.date | None = None
    valid_until: dt.date | None = None
    time_expression: str = ""
    object_entity: str | None = Field(default=None, description="slug, when the object is an entity")

    @model_validator(mode="after")
    def _span_ordered(self):
        if self.evidence_end < self.evidence_start:
            raise ValueError("evidence_end precedes evidence_start")
        return self


class ProposedEntity(BaseModel):
    """A name the extractor saw that is not in the registry (never gets an article by itself)."""

    name: str
    count: int = 1


class ExtractionResult(BaseModel):
    pipeline: str
    claims: list[ExtractedClaim]
    proposed_entities: list[ProposedEntity] = Field(default_factory=list)
