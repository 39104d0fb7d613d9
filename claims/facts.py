"""Structured facts (DESIGN.md "facts" format): loading them as claims, and looking them up.

Each fact becomes a Claim of its source, so trust (the source's authority
tier), time travel (known-at, valid_from/valid_until, supersession) and
permissions (the source's ACL and audience) apply as to any claim.

Decisions (issue 4):

* **Documents.** Claims need a Document. Facts are grouped by (source,
  known-at day); each group is stored as one Document whose text lists the
  group's facts one per line (the fact as a plain sentence), and each claim's
  evidence span points at its line. The same group loaded twice has the same
  text, hence the same content hash, and is skipped (idempotent).
* **Known-at.** ``as_of`` if given, else ``valid_from``, else the site's day the
  file is loaded (midnight UTC). A fact is never known before the day it
  says it was true, and an undated fact is known from the day we learnt it.
* **Lane.** Facts are assertions, not opinions: they go to the canonical
  lane (``route_reason`` ``facts.structured``, router ``facts.v1``).
* **One write path.** The claims are stored by :func:`claims.write.claims_store`,
  as a document's are: supersession and conflicts follow the same rules
  (:mod:`claims.relations`). A later fact of a source of the same or a higher
  tier replaces an earlier one about the same fact; a lower-tier source's
  different value stands beside it as a conflict, weighed by the answer
  fusion (tiers), never silently replaced.
* **Claim type.** ``claim_type`` if given; else ``statistic`` for a source of
  authority tier 3–5 (its figures are background statistics, the answers'
  P2 tier); else the predicate's type in :mod:`claims.vocabulary`.
* **Subjects not in the registry.** A subject that names no registry entity
  (name, alias or slug) becomes an entity rather than refusing the file: a
  registry entity of the kind the caller gives (``subject_kind``, e.g.
  ``person`` for a statistics feed's players), or else a proposed entity
  (``in_registry`` false, kind ``proposed``) that a moderator may add to the
  registry in the admin, as the extractor proposes the names it meets. An
  entity of that name proposed earlier is reused (and, with a kind given,
  added to the registry with it). Objects resolve to registry entities only.
* **Embeddings.** Statements are embedded, except background statistics (the
  answers' P2 tier: ``statistic`` claims of sources of tier 3–5), which
  answers read by SQL (subject, predicate, context) and never by meaning;
  embedding a feed of 16,000 of them would cost minutes of model time and an
  HNSW insert each. ``embed_statistics`` embeds them too; ``manage.py
  reembed`` fills them in later.
* **Predicates and qualifiers.** Predicate spellings collapse to one key of
  :mod:`claims.vocabulary` (``avg_minutes``, ``minutes_per_game`` and
  "minutes per game" are one predicate); unknown predicates are kept,
  normalised to ``lower_snake_case``. The ``context`` is kept as written;
  the claim's qualifier is only what the context names of the predicate's
  key (:func:`claims.vocabulary.qualifier_from_context`): "Series A and B"
  does not make a total a different fact.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import re
from collections import OrderedDict
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any

from django.db import transaction
from django.db.models import Q, QuerySet
from django.db.models.functions import Lower
from django.utils import timezone
from django.utils.text import slugify
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from core.timezones import day_start, site_today
from core.viewer import Viewer

from .extraction.money import find_money
from .extraction.quantities import find_quantities
from .models import Claim, ClaimType, Document, Entity, Lane, Source
from .records import InputError, describe_validation_error, parse_timestamp
from .relations.pool import public_source_ids
from .selectors import sources_visible_to
from .signals import claims_changed
from .vocabulary import Predicate, predicate, predicate_key, qualifier_from_context
from .write import claims_store

PIPELINE = "facts.v1"
FACTS_HOST = "https://facts.polyphony.invalid"
#: The kind of an entity proposed for review (as the extractor's proposals: claims.services).
PROPOSED_KIND = "proposed"
_KIND = re.compile(r"^[a-z][a-z0-9_-]{0,39}$")


# ---------------------------------------------------------------- loading


class FactRecord(BaseModel):
    """One line of a facts JSON Lines file."""

    model_config = ConfigDict(extra="forbid")

    subject: str = Field(min_length=1, max_length=200)
    predicate: str = Field(min_length=1, max_length=64)
    object: str | int | float = Field()
    context: str = Field(default="", max_length=200)
    source: str = Field(min_length=1, max_length=100)
    as_of: Any = None
    valid_from: dt.date | None = None
    valid_until: dt.date | None = None
    claim_type: ClaimType | None = None

    @field_validator("object")
    @classmethod
    def _object_text(cls, value):
        text = str(value).strip()
        if not text:
            raise ValueError("object is empty")
        if len(text) > 500:
            raise ValueError("object is longer than 500 characters")
        return text


@dataclass
class PreparedFact:
    line: int
    source: Source
    subject: Entity | None  # None: an unregistered subject, created by :func:`facts_load` (``subject_name``)
    object_entity: Entity | None
    predicate: str
    object_text: str
    object_value: Decimal | None
    unit: str
    context: str
    claim_type: str
    known_at: dt.datetime
    valid_from: dt.date | None
    valid_until: dt.date | None
    statement: str
    subject_name: str = ""


def _registry_index() -> dict[str, Entity]:
    index: dict[str, Entity] = {}
    for entity in Entity.objects.filter(in_registry=True).order_by("id"):
        for name in (entity.slug, entity.name, *entity.aliases):
            index.setdefault(name.strip().lower(), entity)
    return index


def _proposed_index(names: set[str]) -> dict[str, Entity]:
    """Entities outside the registry whose name or slug is one of ``names`` (lower case), by lower name/slug."""
    if not names:
        return {}
    slugs = {slugify(n)[:200] for n in names}
    index: dict[str, Entity] = {}
    for entity in (Entity.objects.filter(in_registry=False).annotate(lower_name=Lower("name"))
                   .filter(Q(lower_name__in=list(names)) | Q(slug__in=list(slugs))).order_by("id")):
        index.setdefault(entity.name.strip().lower(), entity)
        index.setdefault(entity.slug, entity)
    return index


def _subjects_create(names: dict[str, str], *, kind: str | None) -> dict[str, Entity]:
    """Entities for unregistered subjects: ``names`` maps lower-cased name → name as first written.

    With ``kind``, registry entities of that kind (a proposed entity of the
    same name or slug joins the registry with it); without, proposed entities.
    Returns lower-cased name → Entity. Slugs are made unique against every
    stored slug.
    """
    existing = _proposed_index(set(names))
    out: dict[str, Entity] = {}
    promote: list[Entity] = []
    new: list[Entity] = []
    taken = set(Entity.objects.values_list("slug", flat=True))
    for low, name in names.items():
        found = existing.get(low) or existing.get(slugify(name)[:200])
        if found is not None:
            if kind and not found.in_registry:
                found.in_registry, found.kind = True, kind
                promote.append(found)
            out[low] = found
            continue
        base = slugify(name)[:190] or "entity"
        slug, n = base, 2
        while slug in taken:
            slug, n = f"{base}-{n}", n + 1
        taken.add(slug)
        entity = Entity(name=name[:200], slug=slug, kind=kind or PROPOSED_KIND, in_registry=bool(kind))
        new.append(entity)
        out[low] = entity
    if promote:
        Entity.objects.bulk_update(promote, ["in_registry", "kind", "updated_at"])
    Entity.objects.bulk_create(new)
    return out


_NUMBER = re.compile(r"^[-+]?\d{1,3}(,\d{3})*(\.\d+)?$|^[-+]?\d+(\.\d+)?$")


def _number(text: str) -> Decimal | None:
    if not _NUMBER.match(text.strip()):
        return None
    try:
        return Decimal(text.replace(",", ""))
    except InvalidOperation:
        return None


def _value(text: str, meaning: Predicate) -> tuple[Decimal | None, str]:
    """``(value, unit)`` of a fact's object, so that facts compare by value with extracted claims: a plain
    number in the predicate's unit, one amount of money ("more than $1.7 billion" → 1700000000, USD), or one
    quantity as the extractor reads it ("more than 10,000 robots a year" → 10000, robots/year)."""
    number = _number(text)
    if number is not None:
        return number, meaning.unit
    amounts = find_money(text)
    if len(amounts) == 1:
        return amounts[0].amount, amounts[0].currency
    if not amounts:
        counted = [q for q in find_quantities(text, 0, len(text)) if q.value is not None]
        if len(counted) == 1:
            return counted[0].value, counted[0].unit
    return None, ""


def _statement(meaning: Predicate, subject: str, obj: str, context: str) -> str:
    text = meaning.statement(subject, obj)
    if context:
        text += f" ({context})"
    return text + "."


def facts_parse(*, lines: list[tuple[int, dict[str, Any] | None, str]],
                load_day: dt.date | None = None) -> list[PreparedFact]:
    """Validate fact records and resolve their source, subject and object entities.

    Args:
        lines: ``(line_number, record or None, parse error)`` triples.
        load_day: the day (site's TIME_ZONE) used as known-at for facts with no date (default: today).

    Returns the prepared facts; a subject that is not a registry entity has
    ``subject`` None and its name in ``subject_name`` (:func:`facts_load`
    creates it). Raises InputError listing every bad line (unknown source,
    bad dates, unknown claim type …).
    """
    load_day = load_day or site_today()
    sources = {s.key: s for s in Source.objects.all()}
    registry = _registry_index()
    errors: list[str] = []
    prepared: list[PreparedFact] = []
    for number, raw, parse_error in lines:
        if parse_error:
            errors.append(parse_error)
            continue
        try:
            rec = FactRecord.model_validate(raw)
        except ValidationError as exc:
            errors.append(f"line {number}: {describe_validation_error(exc)}")
            continue
        source = sources.get(rec.source)
        subject = registry.get(rec.subject.strip().lower())
        problems = []
        if source is None:
            problems.append(f"unknown source key {rec.source!r}")
        if rec.valid_from and rec.valid_until and rec.valid_until < rec.valid_from:
            problems.append("valid_until precedes valid_from")
        known_at = None
        if rec.as_of is not None:
            try:
                known_at, _ = parse_timestamp(rec.as_of)
            except ValueError as exc:
                problems.append(f"as_of: {exc}")
        elif rec.valid_from is not None:
            known_at = day_start(rec.valid_from)
        else:
            known_at = day_start(load_day)
        if known_at is not None and known_at > timezone.now() + dt.timedelta(days=1):
            problems.append(f"known-at {known_at:%Y-%m-%d} is in the future")
        try:
            key = predicate_key(rec.predicate)
        except ValueError as exc:
            problems.append(str(exc))
            key = ""
        if problems:
            errors.append(f"line {number}: " + "; ".join(problems))
            continue
        meaning = predicate(key)
        obj = str(rec.object)
        value, unit = _value(obj, meaning)
        object_entity = registry.get(obj.lower())
        shown_object = object_entity.name if object_entity else obj
        prepared.append(PreparedFact(
            line=number, source=source, subject=subject, object_entity=object_entity, predicate=key,
            object_text=shown_object, object_value=value, unit=unit,
            context=rec.context.strip(),
            claim_type=rec.claim_type or (ClaimType.STATISTIC if source.authority_tier >= 3 else meaning.claim_type),
            known_at=known_at, valid_from=rec.valid_from, valid_until=rec.valid_until,
            statement=_statement(meaning, subject.name, shown_object, rec.context.strip()) if subject else "",
            subject_name="" if subject else " ".join(rec.subject.split()),
        ))
    if errors:
        raise InputError("; ".join(errors[:20]) + (f"; … {len(errors) - 20} more" if len(errors) > 20 else ""))
    return prepared


def _is_background_statistic(fact: PreparedFact) -> bool:
    """A P2 fact: a statistic of a source of tier 3–5 (the answers' background statistics)."""
    return fact.claim_type == ClaimType.STATISTIC and fact.source.authority_tier >= 3


@transaction.atomic
def facts_load(*, lines: list[tuple[int, dict[str, Any] | None, str]], label: str = "facts",
               load_day: dt.date | None = None, embed: bool = True, embed_statistics: bool = False,
               subject_kind: str | None = None) -> dict[str, int]:
    """Load facts as claims of their sources, one Document per (source, known-at day), through ``claims_store``.

    Args:
        lines: ``(line_number, record or None, parse error)`` from the facts file.
        label: a name for the file, used in the documents' titles.
        load_day: known-at day of undated facts (default: today, UTC).
        embed: embed the statements with the configured backend (384 floats),
            background statistics excepted (module docstring).
        embed_statistics: embed background statistics too (with ``embed``).
        subject_kind: the kind of the registry entities made for subjects the
            registry lacks (lower case, ``[a-z][a-z0-9_-]*``, at most 40
            characters); None: they become proposed entities.

    Returns ``{"documents", "claims", "unchanged", "superseded", "entities"}``
    (``unchanged``: groups already stored; ``entities``: entities made for
    unregistered subjects). Raises InputError, writing nothing.
    """
    if subject_kind is not None and not _KIND.match(subject_kind):
        raise InputError(f"subject kind {subject_kind!r}: use lower-case letters, digits, '-' or '_' "
                         f"(at most 40 characters, starting with a letter)")
    prepared = facts_parse(lines=lines, load_day=load_day)
    unregistered = {}
    for fact in prepared:
        if fact.subject is None:
            unregistered.setdefault(fact.subject_name.lower(), fact.subject_name)
    made = _subjects_create(unregistered, kind=subject_kind) if unregistered else {}
    for fact in prepared:
        if fact.subject is None:
            fact.subject = made[fact.subject_name.lower()]
            fact.statement = _statement(predicate(fact.predicate), fact.subject.name, fact.object_text, fact.context)
    groups: OrderedDict[tuple[int, dt.datetime], list[PreparedFact]] = OrderedDict()
    for fact in prepared:
        groups.setdefault((fact.source.id, fact.known_at), []).append(fact)
    counts = {"documents": 0, "claims": 0, "unchanged": 0, "superseded": 0, "entities": len(made)}
    created_claims: list[Claim] = []
    public = public_source_ids()
    for (_, known_at), facts in groups.items():
        unique: OrderedDict[tuple, PreparedFact] = OrderedDict()
        for fact in facts:
            unique.setdefault((fact.subject.id, fact.predicate, fact.object_text.lower(), fact.context.lower()), fact)
        facts = list(unique.values())
        text = "\n".join(f.statement for f in facts) + "\n"
        source = facts[0].source
        digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
        if Document.objects.filter(source=source, content_hash=digest).exists():
            counts["unchanged"] += 1
            continue
        document = Document.objects.create(
            source=source, url=f"{FACTS_HOST}/{source.key}/{known_at:%Y-%m-%d}/{digest[:16]}",
            title=f"Facts from {source.name} ({label}, known {known_at:%Y-%m-%d})"[:500],
            outlet=source.name, published_at=known_at, date_flags=["facts_file"], text=text,
            content_hash=digest, extractor=PIPELINE,
        )
        counts["documents"] += 1
        vectors: list = [None] * len(facts)
        embedding_model = ""
        wanted = [i for i, f in enumerate(facts) if embed and (embed_statistics or not _is_background_statistic(f))]
        if wanted:
            from core.embeddings import embed_texts, get_embedding_backend

            for i, vector in zip(wanted, embed_texts([facts[i].statement for i in wanted])):
                vectors[i] = vector
            embedding_model = get_embedding_backend().name
        offset = 0
        rows = []
        for fact, vector in zip(facts, vectors):
            start, end = offset, offset + len(fact.statement)
            offset = end + 1
            rows.append(Claim(
                document=document, source=source, subject=fact.subject, object_entity=fact.object_entity,
                predicate=fact.predicate, object_text=fact.object_text, object_value=fact.object_value,
                object_unit=fact.unit, qualifier=qualifier_from_context(fact.predicate, fact.context),
                context=fact.context[:200],
                statement=fact.statement, claim_type=fact.claim_type, confidence=1.0, lane=Lane.CANONICAL,
                route_reason="facts.structured", router=PIPELINE, extractor=PIPELINE,
                evidence_text=fact.statement, evidence_start=start, evidence_end=end, known_at=known_at,
                valid_from=fact.valid_from, valid_until=fact.valid_until, embedding=vector,
                embedding_model=embedding_model if vector is not None else "",
            ))
        stored = claims_store(rows=rows, public=public)
        created_claims.extend(stored.claims)
        counts["superseded"] += len(stored.relations.supersessions)
    counts["claims"] = len(created_claims)
    entity_ids = {c.subject_id for c in created_claims} | {c.object_entity_id for c in created_claims if c.object_entity_id}
    if entity_ids:
        transaction.on_commit(lambda: claims_changed.send(sender=Claim, entity_ids=entity_ids))
    return counts


def read_fact_lines(path: str | Path) -> list[tuple[int, dict[str, Any] | None, str]]:
    """Read a facts JSON Lines file into ``(line_number, record or None, error)`` triples.

    Raises InputError when the file cannot be read.
    """
    p = Path(path)
    try:
        raw_lines = p.read_bytes().splitlines()
    except OSError as exc:
        raise InputError(f"{p}: cannot read: {exc.strerror}") from exc
    out = []
    for number, raw in enumerate(raw_lines, start=1):
        if not raw.strip():
            continue
        try:
            data = json.loads(raw.decode("utf-8"))
        except UnicodeDecodeError as exc:
            out.append((number, None, f"line {number}: not valid UTF-8 (byte {exc.start})"))
            continue
        except json.JSONDecodeError as exc:
            out.append((number, None, f"line {number}: not valid JSON ({exc.msg})"))
            continue
        if not isinstance(data, dict):
            out.append((number, None, f"line {number}: expected a JSON object"))
            continue
        out.append((number, data, ""))
    return out


def facts_load_file(path: str | Path, *, embed: bool = True, embed_statistics: bool = False,
                    subject_kind: str | None = None) -> dict[str, int]:
    """Load a facts JSON Lines file (see :func:`facts_load`)."""
    return facts_load(lines=read_fact_lines(path), label=Path(path).name, embed=embed,
                      embed_statistics=embed_statistics, subject_kind=subject_kind)


# ---------------------------------------------------------------- lookups


def entities_named(name: str) -> QuerySet[Entity]:
    """Registry entities whose name, slug or one alias equals ``name``, case-insensitively."""
    value = name.strip()
    alias_match = Entity.objects.extra(  # noqa: S610 — bound parameter, no interpolation
        where=["EXISTS (SELECT 1 FROM unnest(claims_entity.aliases) AS a WHERE lower(a) = lower(%s))"],
        params=[value],
    ).values("id")
    return Entity.objects.filter(in_registry=True).filter(
        Q(name__iexact=value) | Q(slug__iexact=value) | Q(id__in=alias_match)
    )


def facts_lookup(*, viewer: Viewer, entity: str | Entity | None = None, predicate: str | None = None,
                 object: str | None = None, context: str | None = None, as_of: dt.date | None = None,
                 visible: frozenset[int] | None = None) -> QuerySet[Claim]:
    """Live claims by subject–predicate–object–context, as the viewer may see them.

    Args:
        entity: an Entity or a name/alias (any case), matched as the subject
            OR as the object entity (both directions are indexed).
        predicate: any spelling of an attribute (synonyms collapse, see
            :func:`claims.vocabulary.predicate_key`).
        object: the object text or object entity name, case-insensitive.
        context: the context column, case-insensitive.
        as_of: a day in the site's TIME_ZONE (None = now); known-at and supersession are judged then.

    Returns claims with source joined, embeddings deferred, oldest first.
    """
    if visible is None:
        visible = sources_visible_to(viewer, as_of=as_of)
    qs = Claim.objects.current(visible=visible, as_of=as_of)
    if entity is not None:
        ids = [entity.pk] if isinstance(entity, Entity) else list(entities_named(entity).values_list("id", flat=True))
        qs = qs.filter(Q(subject_id__in=ids) | Q(object_entity_id__in=ids))
    if predicate is not None:
        qs = qs.filter(predicate=predicate_key(predicate))
    if object is not None:
        qs = qs.annotate(obj_lower=Lower("object_text")).filter(
            Q(obj_lower=object.strip().lower()) | Q(object_entity__in=entities_named(object))
        )
    if context is not None:
        qs = qs.annotate(ctx_lower=Lower("context")).filter(ctx_lower=context.strip().lower())
    return qs.select_related("source", "subject", "object_entity").defer("embedding").order_by("known_at", "id")
