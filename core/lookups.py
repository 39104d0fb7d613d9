"""``field__any=[…]``: a list filter sent as one array parameter.

``source_id__in=visible`` writes one ``%s`` per id: for a reader's ≈ 150
visible sources Django prepares each value and psycopg's client-side binding
scans and fills ≈ 150 placeholders, on every query of every request. ``__any``
writes ``field = ANY(%s)`` with the whole list as one PostgreSQL array, which
PostgreSQL plans exactly as the ``IN`` list (it turns ``IN (…)`` into ``= ANY``
itself; PostgreSQL manual, "Row and Array Comparisons"). The same rows as
``__in``, NULL included (no match); an empty list matches nothing. Registered
on every field and foreign key by :class:`core.apps.CoreConfig`.
"""

from __future__ import annotations

from django.db.models import Lookup


class AnyOf(Lookup):
    """``lhs = ANY(%s)``; the right-hand side is any iterable of values the field accepts."""

    lookup_name = "any"
    prepare_rhs = False

    def get_prep_lookup(self):
        field = self.lhs.output_field
        prep = getattr(field, "target_field", field).get_prep_value
        return [prep(value) for value in self.rhs]

    def as_sql(self, compiler, connection):
        lhs_sql, lhs_params = self.process_lhs(compiler, connection)
        return f"{lhs_sql} = ANY(%s)", [*lhs_params, self.rhs]
