"""Stored predicates become the keys of the one vocabulary (claims.vocabulary).

Structured facts stored two predicates under spellings the vocabulary now
reads as other keys: ``based_in`` is ``headquarters`` and ``acquired`` is
``acquisition``. Claims, supersessions and conflicts are renamed together;
nothing else changes. The mapping is frozen here, as a migration must be.
"""

from django.db import migrations

RENAMED = {"based_in": "headquarters", "acquired": "acquisition"}
TABLES = ("claims_claim", "claims_supersession", "claims_conflict")


def forwards(apps, schema_editor):
    with schema_editor.connection.cursor() as cursor:
        for table in TABLES:
            for old, new in RENAMED.items():
                cursor.execute(f"UPDATE {table} SET predicate = %s WHERE predicate = %s", [new, old])


def backwards(apps, schema_editor):
    with schema_editor.connection.cursor() as cursor:
        for table in TABLES:
            for old, new in RENAMED.items():
                cursor.execute(f"UPDATE {table} SET predicate = %s WHERE predicate = %s AND extractor = 'facts.v1'"
                               if table == "claims_claim" else
                               f"UPDATE {table} SET predicate = %s WHERE predicate = %s", [old, new])


class Migration(migrations.Migration):
    dependencies = [("claims", "0016_entity_registry_version")]

    operations = [migrations.RunPython(forwards, backwards, elidable=True)]
