"""Duplicates: two claims of one document that are one claim (claims.identity.duplicate_key)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TypeVar

from ..identity import duplicate_key

__all__ = ["distinct_claims"]

T = TypeVar("T")


def distinct_claims(claims: Iterable[T]) -> Iterator[T]:
    """``claims`` without repeats: the first of each evidence sentence and :func:`duplicate_key`.

    Two claims are one when they come from the same evidence start and share
    subject, predicate, object and qualifier (the database's unique key is
    narrower: document, subject, predicate, evidence start, object text).
    Order is kept. Works on unsaved Claims and extracted claims alike.
    """
    seen: set[tuple] = set()
    for claim in claims:
        key = (claim.evidence_start, *duplicate_key(claim))
        unique = (claim.evidence_start, getattr(claim, "subject_id", None) or getattr(claim, "subject", None),
                  claim.predicate, claim.object_text)
        if key in seen or unique in seen:
            continue
        seen.update((key, unique))
        yield claim
