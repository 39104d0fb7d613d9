"""Insert model rows with one binary ``COPY``: ``bulk_create`` without the text round trip.

``QuerySet.bulk_create`` formats every value as SQL text on the client (a
384-dimension ``VectorField`` becomes ≈ 4 kB of decimal digits, which the
server then parses back), and psycopg's client-side binding scans the whole
statement again. For a document's claims and passages that was ≈ 25 ms of client CPU per
document at 1M claims (docs/benchmarks.md, "Ingestion"). :func:`copy_insert`
sends the same rows in PostgreSQL's binary ``COPY`` format instead (vectors as
pgvector's binary ``vector`` representation, via pgvector-python's dumper), in
the caller's transaction, and sets each instance's primary key from the
table's sequence as ``bulk_create`` does.

PostgreSQL only (``COPY … FROM STDIN WITH (FORMAT BINARY)``).
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Sequence
from typing import TypeVar

from django.db import connections, router
from django.db.models import Model
from django.db.models.expressions import DatabaseDefault
from pgvector.django import VectorField

M = TypeVar("M", bound=Model)

_MODIFIERS = re.compile(r"\([^)]*\)")
#: pgvector's ``vector`` type per psycopg connection (its OID is the database's; read once per connection).
_VECTOR_TYPES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _vector_type(connection):
    """The ``TypeInfo`` of ``vector`` in ``connection``'s database (psycopg), fetched on first use."""
    from psycopg.types import TypeInfo

    if connection not in _VECTOR_TYPES:
        _VECTOR_TYPES[connection] = TypeInfo.fetch(connection, "vector")
    return _VECTOR_TYPES[connection]


def _copy_type(field, connection) -> str:
    """The type name ``Copy.set_types`` takes for ``field``: its column type without modifiers."""
    return _MODIFIERS.sub("", field.db_type(connection)).strip()


def copy_insert(objs: Sequence[M], *, using: str | None = None) -> list[M]:
    """Insert unsaved instances of one model with one binary COPY; return them with primary keys set.

    Args:
        objs: unsaved instances of a single concrete model with an
            auto-incrementing primary key. Values go through each field's
            ``pre_save`` (``auto_now`` stamps) and ``get_db_prep_save``, as in
            ``bulk_create``; a ``VectorField`` value (a sequence of floats or a
            numpy array) is sent as binary ``vector``.
        using: database alias (default: the model's write database).

    Returns ``objs``, each with ``pk`` set and ``_state.adding`` False. Sends
    no signals (nor does ``bulk_create``). Runs in the caller's transaction:
    the caller's ``transaction.atomic`` decides whether the rows stay.

    Raises:
        TypeError: mixed models, or a field left to its database default
            (``db_default`` without a Python ``default``), which binary COPY
            cannot express.
        ValueError: an instance that already has a primary key.
        django.db.IntegrityError (and the other Django database errors): as
            ``bulk_create`` would raise them; nothing is inserted then.
    """
    if not objs:
        return list(objs)
    model = type(objs[0])
    if any(type(obj) is not model for obj in objs):
        raise TypeError("copy_insert: every instance must be of one model")
    opts = model._meta
    pk = opts.pk
    if any(obj.pk is not None for obj in objs):
        raise ValueError("copy_insert: instances must not have a primary key yet")
    alias = using or router.db_for_write(model)
    connection = connections[alias]
    fields = [f for f in opts.concrete_fields if f is not pk]
    columns = ", ".join(connection.ops.quote_name(f.column) for f in [pk, *fields])
    table = connection.ops.quote_name(opts.db_table)

    rows = []
    for obj in objs:
        row = []
        for field in fields:
            value = field.pre_save(obj, add=True)
            if isinstance(value, DatabaseDefault):
                raise TypeError(f"copy_insert: {opts.label}.{field.name} has only a database default")
            if isinstance(field, VectorField) or value is None:
                row.append(value)
            else:
                row.append(field.get_db_prep_save(value, connection))
        rows.append(row)

    from pgvector.psycopg.vector import register_vector_info

    with connection.wrap_database_errors, connection.cursor() as wrapper:
        cursor = wrapper.cursor  # the psycopg cursor: its adapters are its own copy
        if any(isinstance(f, VectorField) for f in fields):
            # Binary dumper for numpy arrays on this cursor only: Django's own
            # cursors keep loading vectors as text for VectorField.from_db_value.
            register_vector_info(cursor, _vector_type(cursor.connection))
        cursor.execute(
            "SELECT nextval(pg_get_serial_sequence(%s, %s)) FROM generate_series(1, %s)",
            [opts.db_table, pk.column, len(rows)],
        )
        ids = [r[0] for r in cursor.fetchall()]
        with cursor.copy(f"COPY {table} ({columns}) FROM STDIN WITH (FORMAT BINARY)") as copy:
            copy.set_types([_copy_type(pk, connection), *(_copy_type(f, connection) for f in fields)])
            for pk_value, row in zip(ids, rows):
                copy.write_row([pk_value, *row])
    for obj, pk_value in zip(objs, ids):
        obj.pk = pk_value
        obj._state.adding = False
        obj._state.db = alias
    return list(objs)
