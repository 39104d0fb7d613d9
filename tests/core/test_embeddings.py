"""The local embedding backend: batching by length never changes a vector."""

from __future__ import annotations

import numpy as np
import pytest

from core.embeddings import DIMENSIONS, embed_texts, get_embedding_backend, token_batches


def test_token_batches_sort_by_length_and_keep_each_call_within_the_budget():
    lengths = [120, 18, 20, 256, 19, 118, 22, 300, 21]
    batches = token_batches(lengths, max_texts=3, budget=256)
    assert sorted(i for batch in batches for i in batch) == list(range(len(lengths)))
    flat = [lengths[i] for batch in batches for i in batch]
    assert flat == sorted(lengths)
    for batch in batches:
        assert len(batch) <= 3
        assert len(batch) == 1 or len(batch) * max(lengths[i] for i in batch) <= 256
    assert [len(b) for b in batches] == [3, 2, 2, 1, 1]  # 18 19 20 | 21 22 | 118 120 | 256 | 300
    assert token_batches([]) == []


@pytest.mark.parametrize("budget", [64, 4096])
def test_vectors_do_not_depend_on_what_they_are_embedded_with(budget, monkeypatch):
    """Short claims beside long passages: the same unit vectors as each text embedded alone."""
    import core.embeddings

    monkeypatch.setattr(core.embeddings, "TOKEN_BUDGET", budget)
    backend = get_embedding_backend()
    texts = [
        "Acme Robotics raised $40 million.",
        "The Model A carries payloads of up to 20 kilograms, the company said on Tuesday. " * 6,
        "",
        "Acme plans to build 1,000 robots a year by 2027.",
        "Critics warn that the demos were teleoperated. " * 30,  # truncated at 256 word pieces
    ]
    together = backend.embed(texts)
    assert together.shape == (len(texts), DIMENSIONS) and together.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(together, axis=1), 1.0, atol=1e-5)
    alone = np.vstack([backend.embed([t]) for t in texts])
    assert (together * alone).sum(axis=1).min() > 0.99999
    assert backend.embed([]).shape == (0, DIMENSIONS)


def test_embed_texts_embeds_each_distinct_text_once_and_keeps_the_order(monkeypatch):
    """Two claims of one sentence share a statement: the model sees it once, both get its vector."""
    backend = get_embedding_backend()
    seen: list[list[str]] = []
    real_embed = backend.embed

    def recording(texts):
        seen.append(list(texts))
        return real_embed(texts)

    texts = ["Acme raised $40 million at a $400 million valuation.", "Acme opened a plant in Ohio.",
             "Acme raised $40 million at a $400 million valuation."]
    monkeypatch.setattr(backend, "embed", recording)
    vectors = embed_texts(texts)
    distinct = embed_texts(texts[:2])
    assert seen == [texts[:2], texts[:2]]
    assert len(vectors) == 3 and vectors[0] == vectors[2] and vectors[:2] == distinct
    assert np.dot(vectors[0], vectors[1]) < 0.99  # the two texts kept their own vectors
    assert embed_texts([]) == []
