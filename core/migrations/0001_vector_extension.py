from django.db import migrations
from pgvector.django import VectorExtension


class Migration(migrations.Migration):
    """Create the pgvector extension before any vector column exists."""

    initial = True
    dependencies = []
    operations = [VectorExtension()]
