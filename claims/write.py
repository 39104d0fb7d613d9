"""The one write path for claims: documents, feeds and structured facts all store claims here.

:func:`claims_store` takes unsaved :class:`~claims.models.Claim` rows, puts
their predicates and qualifiers in the vocabulary's form
(:mod:`claims.vocabulary`), rounds their values as the column stores them,
drops duplicates (:mod:`claims.relations.dedup`), inserts them with one binary
COPY and relates them (:func:`claims.relations.claims_relate`: supersession,
then conflicts). It runs in the caller's transaction: one document, or one
facts group, is one transaction.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

from django.db import connection

from core.bulk import copy_insert

from .models import Claim, Document, Entity
from .relations import Relations, claims_relate
from .relations.dedup import distinct_claims
from .vocabulary import predicate_key, qualifier_canonical

__all__ = ["ANALYZE_AFTER_ROWS", "Stored", "claims_store", "value_as_stored"]

#: A batch this large refreshes the claims table's planner statistics before relating (a bulk load).
ANALYZE_AFTER_ROWS = 1000


@dataclass
class Stored:
    """What :func:`claims_store` wrote: the claims (with ids), their relations and the entities they touch."""

    claims: list[Claim] = field(default_factory=list)
    relations: Relations = field(default_factory=Relations)

    @property
    def entity_ids(self) -> set[int]:
        return {c.subject_id for c in self.claims} | {c.object_entity_id for c in self.claims if c.object_entity_id}


def value_as_stored(value: Decimal | None) -> Decimal | None:
    """``value`` rounded as ``Claim.object_value``'s ``numeric`` column stores it.

    PostgreSQL rounds a numeric to the column's scale half away from zero
    (Decimal's ``ROUND_HALF_UP``). Relations are decided on the claims just
    inserted without reading them back, so they must hold what their rows
    hold. A value the column cannot hold is returned unchanged: the insert
    then fails, and the caller's transaction stores nothing.
    """
    if value is None:
        return None
    places = Claim._meta.get_field("object_value").decimal_places
    try:
        return Decimal(value).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    except InvalidOperation:
        return value


def claims_store(*, rows: Sequence[Claim], relate: bool = True, public: Collection[int] | None = None) -> Stored:
    """Store unsaved claims and record what they supersede and contradict.

    Args:
        rows: unsaved Claims with ``document``, ``source`` and ``subject`` set;
            their ``predicate`` may be any spelling the vocabulary knows.
        relate: run supersession and conflict detection (the default).
        public: the public source ids when the caller has them (one query less).

    Returns a :class:`Stored`. Raises what the insert raises (a value the
    column cannot hold, a broken constraint); nothing is written then.
    """
    prepared = []
    for row in rows:
        row.predicate = predicate_key(row.predicate)
        row.qualifier = qualifier_canonical(row.predicate, row.qualifier, row.object_text)
        row.object_text = row.object_text[:500]
        row.object_value = value_as_stored(row.object_value)
        prepared.append(row)
    by_document: dict[int, list[Claim]] = {}
    for row in prepared:
        by_document.setdefault(id(row.document), []).append(row)
    unique = [claim for group in by_document.values() for claim in distinct_claims(group)]
    created = copy_insert(unique)  # binary COPY: the vectors never become text
    if len(created) >= ANALYZE_AFTER_ROWS:
        # A bulk load: the planner's statistics may still say the table is nearly empty (an autovacuum
        # ran on it just before), and the relation queries then pick nested loops over thousands of rows.
        # PostgreSQL's advice for populating a database: ANALYZE after a bulk load (it sees this
        # transaction's own rows).
        tables = (Claim, Document, Entity)  # a bulk load writes its documents and new subjects first
        with connection.cursor() as cursor:
            cursor.execute("ANALYZE " + ", ".join(connection.ops.quote_name(m._meta.db_table) for m in tables))
    relations = claims_relate(claims=created, stored_now=True, public=public) if relate and created else Relations()
    return Stored(created, relations)
