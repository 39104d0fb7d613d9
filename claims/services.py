"""Writes to the knowledge base: loaders, document ingestion, supersession, moderation.

Each service is keyword-only, validates before it saves and runs in one
transaction (STYLE.md "Where logic lives"). Celery tasks only call these.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import logging
import unicodedata
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

from django.conf import settings
from django.contrib.auth.models import Group
from django.db import IntegrityError, transaction
from django.db.models import Count, Max, Q
from django.db.models.functions import Lower
from django.utils import timezone
from django.utils.text import slugify
from pydantic import ValidationError

from core.bulk import copy_insert
from core.timezones import day_start, site_aware

from .extraction.schema import EntityRef
from .identity import duplicate_key
from .models import (
    LIVE_STATUSES,
    Claim,
    ClaimStatus,
    Document,
    Entity,
    IngestionError,
    Lane,
    ModerationAction,
    Passage,
    Source,
    SourceClass,
    SourceLifecycleEvent,
)
from .records import (
    DocumentRecord,
    EntityRecord,
    InputError,
    SourceRecord,
    describe_validation_error,
    parse_timestamp,
    precision_of,
    read_list_file,
    validate_records,
)
from .relations import claims_relate
from .relations.conflicts import conflicts_detect
from .relations.pool import public_source_ids
from .relations.supersession import supersession_by_version
from .signals import claims_changed
from .write import claims_store

logger = logging.getLogger(__name__)


# ---------------------------------------------------------------- sources, entities


def _aware(value) -> dt.datetime | None:
    if value is None:
        return None
    if isinstance(value, dt.datetime):
        return site_aware(value)
    return day_start(value)


@transaction.atomic
def sources_load(*, records: list[dict[str, Any]], create_groups: bool = False) -> dict[str, int]:
    """Create or update Sources and their manifests from records of the sources format.

    ``acl_groups`` name Django groups (DESIGN.md). A group that does not exist
    is an error that says how to create it, unless ``create_groups``: then it
    is created (empty: add users to it in the admin).

    Returns ``{"created": n, "updated": m, "groups_created": [names]}``.
    Raises InputError naming the bad record (tier out of range, unknown
    lifecycle, unknown ACL group …); then nothing is written. Lifecycle
    changes are appended to the lifecycle log.
    """
    parsed, errors = validate_records(records, SourceRecord, label="source", name_field="key")
    known_groups = {g.name: g for g in Group.objects.all()}
    missing_groups: list[str] = []
    for rec in parsed:
        missing = [g for g in rec.acl_groups if g not in known_groups]
        bad = [g for g in missing if not g.strip() or len(g) > 150]
        if bad:
            errors.append(f"source {rec.key}: ACL group name(s) {', '.join(repr(g) for g in bad)} "
                          f"must be 1-150 characters")
            missing = [g for g in missing if g not in bad]
        missing_groups += [g for g in missing if g not in missing_groups]
        if missing and not create_groups:
            errors.append(f"source {rec.key}: unknown ACL group(s) {', '.join(missing)}")
    if errors:
        if missing_groups and not create_groups:
            errors.append(f"create the group(s) {', '.join(missing_groups)} first (admin → Groups), "
                          f"or load with --create-groups (load_sources PATH --create-groups) to create them")
        raise InputError("; ".join(errors))
    for name in missing_groups:
        known_groups[name] = Group.objects.create(name=name)

    created = updated = 0
    for rec in parsed:
        source_class, _ = SourceClass.objects.get_or_create(
            key=rec.source_class, defaults={"name": rec.source_class.replace("_", " ").capitalize()}
        )
        values = {
            "name": rec.name,
            "source_class": source_class,
            "owner": rec.owner,
            "authority_tier": rec.authority_tier,
            "lifecycle": rec.lifecycle.value,
            "audience": rec.audience,
            "freshness_sla_days": rec.freshness_sla_days,
            "last_reviewed_at": _aware(rec.last_reviewed_at),
            "url": rec.url,
            "feed_url": rec.feed_url,
            "time_zone": rec.time_zone,
        }
        source = Source.objects.filter(key=rec.key).first()
        previous_lifecycle = source.lifecycle if source else None
        if source is None:
            source = Source(key=rec.key, **values)
            source.full_clean(exclude=["acl_groups"])
            source.save()
            created += 1
        else:
            for name, value in values.items():
                setattr(source, name, value)
            source.full_clean()
            source.save()
            updated += 1
        source.acl_groups.set([known_groups[g] for g in rec.acl_groups])
        for event in rec.lifecycle_history:
            when, _ = parse_timestamp(event.get("changed_at"))
            SourceLifecycleEvent.objects.get_or_create(
                source=source, lifecycle=event["lifecycle"], changed_at=when,
                defaults={"note": "from sources file"},
            )
        if previous_lifecycle != source.lifecycle and not rec.lifecycle_history:
            SourceLifecycleEvent.objects.create(source=source, lifecycle=source.lifecycle, note="loaded")
    return {"created": created, "updated": updated, "groups_created": missing_groups}


def source_set_lifecycle(*, source: Source, lifecycle: str, note: str = "") -> Source:
    """Change a source's lifecycle and append the change to its log (same transaction)."""
    with transaction.atomic():
        source.lifecycle = lifecycle
        source.full_clean()
        source.save(update_fields=["lifecycle", "updated_at"])
        SourceLifecycleEvent.objects.create(source=source, lifecycle=lifecycle, note=note)
    return source


def _unique_slug(base: str, taken: set[str]) -> str:
    slug = base or "entity"
    n = 2
    while slug in taken:
        slug = f"{base}-{n}"
        n += 1
    return slug


@transaction.atomic
def entities_load(*, records: list[dict[str, Any]]) -> dict[str, int]:
    """Create or update registry Entities (matched by slug) from the entities format.

    Returns ``{"created": n, "updated": m}``; raises InputError, writing nothing.
    """
    parsed, errors = validate_records(records, EntityRecord, label="entity", name_field="name")
    if errors:
        raise InputError("; ".join(errors))
    created = updated = 0
    taken = set(Entity.objects.values_list("slug", flat=True))
    for rec in parsed:
        slug = rec.slug or slugify(rec.name)
        entity = Entity.objects.filter(slug=slug).first()
        aliases = [a for a in dict.fromkeys(a.strip() for a in rec.aliases) if a and a != rec.name]
        if entity is None:
            Entity.objects.create(
                name=rec.name, slug=_unique_slug(slug, taken), kind=rec.kind, aliases=aliases,
                description=rec.description, in_registry=True,
            )
            taken.add(slug)
            created += 1
        else:
            entity.name, entity.kind, entity.aliases = rec.name, rec.kind, aliases
            entity.description, entity.in_registry = rec.description, True
            entity.save()
            updated += 1
    return {"created": created, "updated": updated}


_REGISTRY: dict[str, Any] = {"version": None, "refs": []}
_REGISTRY_LOCK = threading.Lock()


def registry_refs() -> list[EntityRef]:
    """The entity registry as the extractor sees it, read again only when it changed.

    One aggregate query (registry size and last edit) per call; the list is
    reloaded when either differs, else the same list object is returned (the
    extractor keys its compiled pipeline on it). At 10,000 entities, loading
    the registry for every document cost more than extracting it.
    """
    version = tuple(Entity.objects.filter(in_registry=True)
                    .aggregate(n=Count("id"), changed=Max("updated_at")).values())
    with _REGISTRY_LOCK:
        if _REGISTRY["version"] != version:
            _REGISTRY["refs"] = [
                EntityRef(slug=e.slug, name=e.name, aliases=list(e.aliases), kind=e.kind, description=e.description)
                for e in Entity.objects.filter(in_registry=True).only("slug", "name", "aliases", "kind", "description")
            ]
            _REGISTRY["version"] = version
        return _REGISTRY["refs"]


# ---------------------------------------------------------------- documents


@dataclass
class IngestResult:
    """Outcome of one document: status ``created`` | ``new_version`` | ``duplicate`` | ``failed``."""

    status: str
    document_id: int | None = None
    claims_created: int = 0
    error: str = ""
    entity_ids: set[int] = field(default_factory=set)


def content_hash(text: str) -> str:
    """sha256 of the NFC-normalised text with line endings unified (hex, 64 chars)."""
    normalised = unicodedata.normalize("NFC", text.replace("\r\n", "\n"))
    return hashlib.sha256(normalised.encode("utf-8")).hexdigest()


def iter_document_lines(path: str | Path) -> Iterator[tuple[int, dict[str, Any] | None, str]]:
    """Yield ``(line_number, record_or_None, error)`` for each non-blank JSON line.

    A line that is not valid UTF-8 or not a JSON object yields an error
    instead of stopping the file.
    """
    import json

    with open(path, "rb") as handle:
        for number, raw in enumerate(handle, start=1):
            if not raw.strip():
                continue
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                yield number, None, f"line {number}: not valid UTF-8 (byte {exc.start})"
                continue
            try:
                data = json.loads(line)
            except json.JSONDecodeError as exc:
                yield number, None, f"line {number}: not valid JSON ({exc.msg})"
                continue
            if not isinstance(data, dict):
                yield number, None, f"line {number}: expected a JSON object"
                continue
            yield number, data, ""


def ingestion_error_record(*, reason: str, data: dict[str, Any] | None = None,
                           line_number: int | None = None) -> IngestionError:
    """Record why a document was refused (outside any failed transaction)."""
    data = data or {}
    return IngestionError.objects.create(
        source_key=str(data.get("source", ""))[:100],
        url=str(data.get("url", ""))[:1000],
        line_number=line_number,
        reason=reason[:5000],
    )


def _validate_document(data: dict[str, Any]) -> tuple[DocumentRecord, Source, dt.datetime, list[str], str]:
    """The validated record, its source, known-at and date flags, and its text with page debris removed."""
    from .pipeline import prepare_text

    try:
        record = DocumentRecord.model_validate(data)
    except ValidationError as exc:
        raise InputError(describe_validation_error(exc)) from exc
    if len(record.text) > settings.DOCUMENT_MAX_CHARS:
        raise InputError(
            f"text is {len(record.text):,} characters; the limit is {settings.DOCUMENT_MAX_CHARS:,} "
            "(DOCUMENT_MAX_CHARS)"
        )
    source = Source.objects.filter(key=record.source).first()
    if source is None:
        raise InputError(f"unknown source key {record.source!r}")
    try:
        published_at, flags = parse_timestamp(record.published_at)
    except ValueError as exc:
        raise InputError(f"published_at: {exc}") from exc
    if published_at > timezone.now() + dt.timedelta(days=1):
        raise InputError(f"published_at {published_at:%Y-%m-%d} is in the future")
    if published_at.year < 1990:
        raise InputError(f"published_at {published_at:%Y-%m-%d} is before 1990")
    text = prepare_text(record.text).text
    if not text:
        raise InputError("text is empty once page furniture (navigation, markup, links) is removed")
    return record, source, published_at, flags, text


def document_ingest(*, data: dict[str, Any], line_number: int | None = None) -> IngestResult:
    """Ingest one document record: validate, extract, route, embed, store — one transaction.

    Args:
        data: one record of the documents format (DESIGN.md).
        line_number: where it came from, for error reports.

    Returns an IngestResult. A repeat of stored content (same source and
    content hash) is a no-op with status ``duplicate``. A bad record gets
    status ``failed``, an IngestionError row with the reason, and writes
    nothing else. The same URL with new content becomes a new version.
    """
    try:
        record, source, published_at, flags, text = _validate_document(data)
    except InputError as exc:
        ingestion_error_record(reason=str(exc), data=data, line_number=line_number)
        return IngestResult(status="failed", error=str(exc))

    digest = content_hash(record.text)
    existing = Document.objects.filter(source=source, content_hash=digest).only("id").first()
    if existing is not None:
        return IngestResult(status="duplicate", document_id=existing.id)

    from .pipeline import extract_and_route

    refs = registry_refs()
    prepared = extract_and_route(text=text, published_at=published_at, entities=refs, source=source,
                                 title=record.title, date_precision=precision_of(flags))
    try:
        with transaction.atomic():
            result = _store_document(record=record, text=text, source=source, published_at=published_at,
                                     flags=flags, digest=digest, prepared=prepared)
    except IntegrityError:
        # A concurrent worker stored the same content first (duplicate delivery).
        if Document.objects.filter(source=source, content_hash=digest).exists():
            return IngestResult(status="duplicate")
        raise
    if result.entity_ids:
        ids = set(result.entity_ids)
        transaction.on_commit(lambda: claims_changed.send(sender=Document, entity_ids=ids))
    return result


def _store_document(*, record, text, source, published_at, flags, digest, prepared) -> IngestResult:
    previous = (
        Document.objects.select_for_update().filter(url=record.url).order_by("-version").first()
    )
    document = Document.objects.create(
        source=source,
        url=record.url,
        title=record.title,
        author=record.author,
        outlet=record.outlet or source.name,
        published_at=published_at,
        date_flags=flags,
        text=text,
        content_hash=digest,
        version=(previous.version + 1) if previous else 1,
        previous_version=previous,
        extractor=prepared.pipeline,
    )
    copy_insert([
        Passage(document=document, source=source, index=p.index, text=p.text, start=p.start, end=p.end,
                known_at=published_at, embedding=vector, embedding_model=prepared.embedding_model)
        for p, vector in zip(prepared.passages, prepared.passage_embeddings)
    ])
    _entities_propose(prepared.proposed_entities)
    slugs = {c.subject for c, _ in prepared.items} | {c.object_entity for c, _ in prepared.items if c.object_entity}
    by_slug = {e.slug: e for e in Entity.objects.filter(slug__in=slugs)}
    rows = [
        Claim(
            document=document, source=source, subject=by_slug[claim.subject],
            object_entity=by_slug.get(claim.object_entity) if claim.object_entity else None,
            predicate=claim.predicate, object_text=claim.object_text, object_value=claim.object_value,
            object_unit=claim.object_unit, qualifier=claim.qualifier, statement=claim.statement,
            claim_type=claim.claim_type, confidence=claim.confidence, stance=claim.stance, hedged=claim.hedged,
            forward_looking=claim.forward_looking, lane=decision.lane, route_reason=decision.reason,
            router=prepared.router, extractor=prepared.pipeline, evidence_text=claim.evidence_text,
            evidence_start=claim.evidence_start, evidence_end=claim.evidence_end, known_at=published_at,
            valid_from=claim.valid_from, valid_until=claim.valid_until, embedding=vector,
            embedding_model=prepared.embedding_model,
        )
        for (claim, decision), vector in zip(prepared.items, prepared.embeddings)
        if claim.subject in by_slug
    ]
    entity_ids: set[int] = set()
    earlier: list[Claim] = []
    kept: list[Claim] = []
    if previous is not None:
        # A claim the new version restates word for word keeps its earlier row (and known-at).
        earlier = list(Claim.objects.filter(document__url=previous.url).active().select_related("source")
                       .defer("embedding"))
        new_keys = {duplicate_key(row) for row in rows}
        kept = [old for old in earlier if duplicate_key(old) in new_keys]
        kept_keys = {duplicate_key(old) for old in kept}
        rows = [row for row in rows if duplicate_key(row) not in kept_keys]
    # The public source ids, read once for the relation pool and the supersession decisions.
    public = set(public_source_ids()) if rows else None
    stored = claims_store(rows=rows, relate=previous is None, public=public)
    if previous is not None:
        # Changed facts are replaced by the new version's claims whatever the day; facts it no longer states
        # are retracted (marked, never deleted).
        _, dropped = supersession_by_version(previous=[old for old in earlier if old not in kept],
                                             current=stored.claims)
        for old in dropped:
            old.status = ClaimStatus.RETRACTED
            old.retracted_at = published_at
            old.save(update_fields=["status", "retracted_at", "updated_at"])
            entity_ids.add(old.subject_id)
        if stored.claims:
            claims_relate(claims=stored.claims, stored_now=True, public=public)
    entity_ids.update(stored.entity_ids)
    created = stored.claims
    return IngestResult(
        status="new_version" if previous else "created",
        document_id=document.id,
        claims_created=len(created),
        entity_ids=entity_ids,
    )


def _entities_propose(names: list[str]) -> None:
    """Record names the extractor saw that the registry lacks, as entities awaiting review.

    They never get an article (``in_registry=False``) until a moderator adds
    them to the registry in the admin.
    """
    wanted = {slugify(name)[:200]: name[:200] for name in names if slugify(name)}
    if not wanted:
        return
    known = Entity.objects.annotate(lower_name=Lower("name")).filter(
        Q(slug__in=wanted) | Q(lower_name__in=[n.lower() for n in wanted.values()])
    ).values_list("slug", "name")
    taken = {value for slug, name in known for value in (slug, slugify(name))}
    Entity.objects.bulk_create(
        [Entity(name=name, slug=slug, kind="proposed", in_registry=False)
         for slug, name in wanted.items() if slug not in taken],
        ignore_conflicts=True,  # a concurrent document may propose the same name
    )


# ---------------------------------------------------------------- moderation


def claim_moderate(*, claim: Claim, user, action: str, reason: str = "", lane: str | None = None) -> ModerationAction:
    """Approve, reject or move a claim to another lane, recording who, when, what and why.

    The record is written in the same transaction as the change; the affected
    article is re-synthesized after commit (``claims_changed``). Raises
    ValueError for an unknown action or lane.
    """
    with transaction.atomic():
        claim = Claim.objects.select_for_update().defer("embedding").get(pk=claim.pk)
        if action == ModerationAction.Action.APPROVE:
            before, claim.status = claim.status, ClaimStatus.APPROVED
            after = claim.status
        elif action == ModerationAction.Action.REJECT:
            before, claim.status = claim.status, ClaimStatus.REJECTED
            after = claim.status
        elif action == ModerationAction.Action.MOVE_LANE:
            if lane not in Lane.values:
                raise ValueError(f"unknown lane {lane!r}")
            before, claim.lane = claim.lane, lane
            claim.route_reason = "moderator.moved"
            after = lane
        else:
            raise ValueError(f"unknown moderation action {action!r}")
        claim.save(update_fields=["status", "lane", "route_reason", "updated_at"])
        if claim.lane == Lane.CANONICAL and claim.status in LIVE_STATUSES:
            conflicts_detect(claim=claim)  # a claim moved into (or approved in) the canonical lane
        record = ModerationAction.objects.create(
            claim=claim, user=user, action=action, from_value=before, to_value=after, reason=reason
        )
        entity_ids = {claim.subject_id}
        transaction.on_commit(lambda: claims_changed.send(sender=Claim, entity_ids=entity_ids))
    return record


def sources_load_file(path: str | Path, *, create_groups: bool = False) -> dict[str, Any]:
    """Load a JSON or YAML sources file (see :func:`sources_load`)."""
    return sources_load(records=read_list_file(path), create_groups=create_groups)


def entities_load_file(path: str | Path) -> dict[str, int]:
    return entities_load(records=read_list_file(path))
