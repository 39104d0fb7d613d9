"""``manage.py reembed`` after switching EMBEDDING_BACKEND from local to openai (a real fake server)."""

from __future__ import annotations

import numpy as np
import pytest
from django.core.management import CommandError, call_command

from claims.models import Claim, Passage
from core.embeddings import get_embedding_backend
from tests.core.fake_openai import EMBEDDINGS, fake_openai, fake_vector, llm_on  # noqa: F401

OPENAI_NAME = "text-embedding-3-small@384"
DOCS = [
    ("Acme Robotics raised $120 million in a Series B round.", "2024-06-01"),
    ("Acme Robotics deployed Walker X robots at its Ohio warehouse.", "2024-08-01"),
    ("Acme Robotics expects to ship 5,000 Walker X robots by 2027.", "2024-09-01"),
    ("Boltworks raised $40 million from investors.", "2024-10-01"),
]


@pytest.fixture
def switched(ingest, settings, llm_on):
    """Claims and passages embedded locally, then EMBEDDING_BACKEND switched to openai."""
    get_embedding_backend.cache_clear()
    for text, day in DOCS:
        ingest(text, published_at=day)
    local = get_embedding_backend().name
    settings.EMBEDDING_BACKEND = "openai"
    get_embedding_backend.cache_clear()
    yield local
    get_embedding_backend.cache_clear()


def _texts_sent(server) -> list[str]:
    return [t for path, body in server.requests if path == EMBEDDINGS for t in body["input"]]


def test_reembed_switches_every_row_to_the_new_model(switched, llm_on, capsys):
    """After a switch, reembed gives every claim and passage an openai vector and names the model."""
    assert Claim.objects.exclude(embedding_model=switched).count() == 0
    call_command("reembed", batch_size=2)
    assert Claim.objects.exclude(embedding_model=OPENAI_NAME).count() == 0
    assert Passage.objects.exclude(embedding_model=OPENAI_NAME).count() == 0
    claim = Claim.objects.order_by("id").first()
    expected = np.array(fake_vector(claim.statement), dtype=np.float32)
    assert np.allclose(np.array(claim.embedding), expected / np.linalg.norm(expected), atol=1e-5)
    out = capsys.readouterr().out
    assert f"claims: {Claim.objects.count()} re-embedded with {OPENAI_NAME}" in out
    # The passages' IVFFlat centroids were the old model's: the index is rebuilt on the new vectors.
    assert "passages: index passage_embedding_ivfflat rebuilt on the new vectors (lists: 1)" in out


def test_reembed_resumes_after_an_interruption(switched, llm_on):
    """A run cut off by a failing server keeps its finished batches; the next run does only the rest."""
    claims_total = Claim.objects.count()
    assert claims_total >= 3
    llm_on.fail_embeddings_after = 1  # the first batch succeeds, then the server answers 503
    with pytest.raises(CommandError, match="stopped after 2 of .*run the command again to resume"):
        call_command("reembed", batch_size=2, only="claims")
    assert Claim.objects.filter(embedding_model=OPENAI_NAME).count() == 2
    assert Claim.objects.filter(embedding_model=switched).count() == claims_total - 2
    first_batch = _texts_sent(llm_on)[:2]

    llm_on.fail_embeddings_after = None
    llm_on.requests.clear()
    call_command("reembed", batch_size=2, only="claims")
    assert Claim.objects.exclude(embedding_model=OPENAI_NAME).count() == 0
    resent = _texts_sent(llm_on)
    assert len(resent) == claims_total - 2 and not set(first_batch) & set(resent)


def test_reembed_dry_run_changes_nothing(switched, llm_on, capsys):
    """--dry-run reports the counts and sends no request."""
    call_command("reembed", dry_run=True)
    assert f"claims: {Claim.objects.count()} to re-embed (dry run)" in capsys.readouterr().out
    assert llm_on.count(EMBEDDINGS) == 0
    assert Claim.objects.filter(embedding_model=switched).count() == Claim.objects.count()
