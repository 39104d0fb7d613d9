"""core.lookups.AnyOf (``field__any``) against the real PostgreSQL: the rows ``__in`` gives, one parameter."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from claims.models import Claim, Source, Supersession

TEXTS = ("Acme Robotics raised $20 million in a Series A. Acme Robotics deployed 40 robots at a Zürich warehouse. "
         "Acme Robotics is valued at $1 billion.")


@pytest.fixture
def stored(ingest):
    ingest(TEXTS, published_at="2024-03-01", source="robot-weekly")
    ingest(TEXTS.replace("40 robots", "90 robots").replace("$1 billion", "$3 billion"), published_at="2024-09-01")
    assert Claim.objects.count() > 2 and Supersession.objects.exists()


def test_any_gives_the_rows_in_gives_on_keys_text_and_joins(stored):
    sources = list(Source.objects.values_list("id", flat=True))
    acme = Source.objects.get(key="acme-newsroom").id
    some = [i for i in sources if i != acme] + [10_000]  # every source but one, and an id no row has
    predicates = list(Claim.objects.values_list("predicate", flat=True).distinct())[:1]
    values = list(Claim.objects.exclude(object_value=None).values_list("object_value", flat=True)[:1])
    cases = [
        ({"source_id__any": frozenset(some)}, {"source_id__in": some}),  # a foreign key's column, any iterable
        ({"source__any": some}, {"source__in": some}),  # the foreign key itself
        ({"predicate__any": predicates}, {"predicate__in": predicates}),  # text
        ({"object_value__any": values}, {"object_value__in": values}),  # numeric
    ]
    for any_filter, in_filter in cases:
        expected = set(Claim.objects.filter(**in_filter).values_list("id", flat=True))
        assert expected and expected != set(Claim.objects.values_list("id", flat=True)), in_filter
        assert set(Claim.objects.filter(**any_filter).values_list("id", flat=True)) == expected, any_filter
        assert set(Claim.objects.exclude(**any_filter).values_list("id", flat=True)) == set(
            Claim.objects.exclude(**in_filter).values_list("id", flat=True)), any_filter
    # Across a join, as live_claims_q filters the superseding claim's source.
    for ids, found in ((some, False), ([acme], True)):
        rows = set(Supersession.objects.filter(new_claim__source_id__any=ids).values_list("id", flat=True))
        assert rows == set(Supersession.objects.filter(new_claim__source_id__in=ids).values_list("id", flat=True))
        assert bool(rows) is found


def test_an_empty_list_matches_nothing_and_its_negation_everything(stored):
    assert not Claim.objects.filter(source_id__any=[]).exists()
    assert Claim.objects.exclude(source_id__any=[]).count() == Claim.objects.count()


def test_the_list_is_one_array_parameter(stored):
    ids = list(Source.objects.values_list("id", flat=True)) + list(range(10_000, 10_150))
    with CaptureQueriesContext(connection) as queries:
        list(Claim.objects.filter(source_id__any=ids).values_list("id", flat=True))
    sql = queries.captured_queries[0]["sql"]
    assert '"source_id" = ANY(' in sql and "10149" in sql and " IN (" not in sql
    sql, params = Claim.objects.filter(source_id__any=ids).values("id").query.sql_with_params()
    assert sql.count("%s") == 1 and params == (ids,)
