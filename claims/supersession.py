"""Supersession, second version (rule ``supersede.v2``, issue 3).

A later claim replaces an earlier one from the later one's known-at on, when:

* both are about the same subject entity;
* their predicates mean the same (``claims.trust.predicate_key`` collapses the
  extractor's synonyms: "raised", "closed a round of" → ``raised_funding``), or
  form a cross pair (``deployment_paused`` ↔ ``deployed_at`` at the same site);
* their qualifiers are compatible (the same round or site; for a single-valued
  predicate such as a valuation, either may be missing);
* their objects differ (a restatement corroborates, it does not replace);
* the later claim is known on a **later UTC day**, and
* its source's authority tier is the **same or higher** (tier number ≤).

Two claims that fail only the last two tests are not linked here: if both
are canonical they form a Conflict (``claims.trust.conflicts_detect``). Nothing
is ever deleted; a moderator can revert a supersession (the row stays).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from django.db import transaction
from django.utils import timezone

from .models import Claim, ModerationAction, Supersession
from .signals import claims_changed
from .trust import (
    CROSS_PREDICATE,
    NEVER_SUPERSEDE,
    RelationClaim,
    comparable,
    objects_differ,
    predicate_key,
    public_sources,
    qualifiers_compatible,
    relation_pool,
    relation_predicates,
    utc_day,
)

RULE = "supersede.v2"


def _tier(claim: Claim | RelationClaim) -> int:
    return claim.source.authority_tier


def can_supersede(*, old: Claim | RelationClaim, new: Claim | RelationClaim) -> bool:
    """Whether ``new`` may replace ``old`` under ``supersede.v2`` (module docstring). Pure.

    Each is a Claim with ``source`` loaded (authority tier) or a
    ``claims.trust.RelationClaim`` (a relation pool's row).
    """
    if old.pk == new.pk or old.subject_id != new.subject_id or old.document_id == new.document_id:
        return False
    old_key, new_key = predicate_key(old.predicate), predicate_key(new.predicate)
    if old_key in NEVER_SUPERSEDE or new_key in NEVER_SUPERSEDE:
        return False
    if utc_day(new.known_at) <= utc_day(old.known_at):
        return False  # same day: a conflict, not a replacement
    if _tier(new) > _tier(old):
        return False  # authority beats similarity: a lower tier never retires a higher one
    if old_key == new_key:
        return qualifiers_compatible(old, new) and comparable(old, new) and objects_differ(old, new)
    if (new_key, old_key) in CROSS_PREDICATE:
        # A pause (or a resumption) needs the same site on both sides.
        qa, qb = " ".join(old.qualifier.lower().split()), " ".join(new.qualifier.lower().split())
        return bool(qa) and qa == qb
    return False


def supersession_detect(*, claim: Claim) -> list[Supersession]:
    """Record the supersessions one stored claim causes: :func:`supersession_detect_many` of ``[claim]``."""
    return supersession_detect_many(claims=[claim])


def supersession_detect_many(*, claims: Sequence[Claim], pool: Sequence[RelationClaim] | None = None,
                             public: Collection[int] | None = None) -> list[Supersession]:
    """Record the supersessions newly stored claims cause (rule ``supersede.v2``), in a constant number of queries.

    Each claim retires every earlier live claim it may supersede
    (:func:`can_supersede`) that no public claim retired by then; if claims
    known later than it are stored already (out-of-order ingestion), the
    earliest of them that may supersede it retires it (and, when that one is
    restricted, also the earliest public one). Claims are decided in
    known-at order, each seeing the retirements decided before it, exactly
    as if they were stored one by one.

    Args:
        claims: the claims to decide for.
        pool: ``claims.trust.relation_pool(claims)`` when the caller has it
            (ingestion shares it with conflict detection); then ``claims``
            must be its batch. Otherwise it is loaded here (two queries).
        public: the ids of ``claims.trust.public_sources()`` when the caller
            has them (ingestion reads them once for the pool and this).

    Queries: the public sources, the existing public retirements, one insert
    and one read-back — whatever the number of claims (ingestion stores a
    document's claims in one call). Returns the new or existing Supersession
    rows, by id. Nothing is deleted.
    """
    if pool is None:
        claims, pool = relation_pool(claims)
    batch = [c for c in claims if predicate_key(c.predicate) not in NEVER_SUPERSEDE]
    if not batch:
        return []
    by_subject: dict[int, list[Claim]] = {}
    for other in pool:
        by_subject.setdefault(other.subject_id, []).append(other)
    public = set(public_sources() if public is None else public)
    # Only a retirement every reader can see makes another one redundant: a claim
    # retired by a restricted note must still be retired, for the public, by the
    # next public claim (recall ignores supersessions by claims a viewer cannot see).
    retired_publicly: dict[int, list] = {}
    for old_id, effective_at in Supersession.objects.filter(
        old_claim_id__any=[c.pk for c in pool], reverted_at__isnull=True,
        new_claim__source_id__any=public,
    ).values_list("old_claim_id", "effective_at"):
        retired_publicly.setdefault(old_id, []).append(effective_at)

    pairs: list[tuple[Claim, Claim]] = []
    for claim in batch:
        predicates = relation_predicates(claim.predicate)
        candidates = [c for c in by_subject.get(claim.subject_id, ()) if c.predicate in predicates
                      and c.pk != claim.pk and c.document_id != claim.document_id]
        for old in candidates:
            if not can_supersede(old=old, new=claim):
                continue
            if any(when <= claim.known_at for when in retired_publicly.get(old.pk, ())):
                continue
            pairs.append((old, claim))
            if claim.source_id in public:
                retired_publicly.setdefault(old.pk, []).append(claim.known_at)
        later = [c for c in candidates if can_supersede(old=claim, new=c)]
        if later:
            retirers = [later[0]]
            if later[0].source_id not in public:
                retirers += [c for c in later if c.source_id in public][:1]
            for new in retirers:
                pairs.append((claim, new))
                if new.source_id in public:
                    retired_publicly.setdefault(claim.pk, []).append(new.known_at)
    return _supersede_all(pairs)


def _supersede_all(pairs: list[tuple[Claim | RelationClaim, Claim | RelationClaim]]) -> list[Supersession]:
    """Record ``(old, new)`` supersessions, idempotently, in one insert; returns their rows."""
    if not pairs:
        return []
    Supersession.objects.bulk_create(
        [
            Supersession(
                old_claim_id=old.pk, new_claim_id=new.pk, subject_id=old.subject_id,
                predicate=predicate_key(old.predicate), effective_at=new.known_at, rule=RULE,
                reason=f"{predicate_key(new.predicate)}: {old.object_text!r} → {new.object_text!r}"[:200],
            )
            for old, new in pairs
        ],
        ignore_conflicts=True,  # the pair is unique: a repeat keeps the first row
    )
    wanted = {(old.pk, new.pk) for old, new in pairs}
    rows = Supersession.objects.filter(old_claim_id__any={o for o, _ in wanted}, new_claim_id__any={n for _, n in wanted})
    return sorted((row for row in rows if (row.old_claim_id, row.new_claim_id) in wanted), key=lambda row: row.pk)


def supersession_revert(*, supersession: Supersession, user, reason: str = "") -> Supersession:
    """Revert a supersession: the old claim is live again; the log row stays, marked reverted.

    Records who and when on the row and a ModerationAction, in one
    transaction; the old claim's conflicts with other live claims are then
    detected (the reverted pair itself is never a conflict: the moderator has
    judged it). Reverting twice changes nothing.
    """
    from .trust import conflicts_detect

    with transaction.atomic():
        event = Supersession.objects.select_for_update().get(pk=supersession.pk)
        if event.reverted_at is None:
            event.reverted_at = timezone.now()
            event.reverted_by = user
            event.save(update_fields=["reverted_at", "reverted_by"])
            ModerationAction.objects.create(
                claim_id=event.old_claim_id, user=user, action=ModerationAction.Action.REVERT_SUPERSESSION,
                from_value=str(event.new_claim_id), to_value="", reason=reason,
            )
            conflicts_detect(claim=event.old_claim)
        entity_ids = {event.subject_id}
        transaction.on_commit(lambda: claims_changed.send(sender=Supersession, entity_ids=entity_ids))
    return event
