"""Conflicts (rule ``conflict.v1``): two live canonical claims about the same fact that disagree.

A conflict is recorded between two active canonical claims about the same fact
(:func:`claims.identity.same_fact`) whose objects differ, when supersession did
not link them: the later one comes from a lower authority tier, or both became
known on the same day. A pair with a supersession row, even a reverted one, is
never a conflict: a moderator who reverted it has judged that pair.

**Precedence** decides a conflict, the first rule that separates the two wins:

1. ``authority_tier``: the lower tier number (1 = canonical policy) wins;
2. ``recency``: for a measured state (a quantity) whose two claims give valid
   times, the later valid time wins (a 2026 report of a 2024 valuation is
   older than a 2025 report of the 2025 one); otherwise the later known-at
   timestamp wins (two reports of one day);
3. ``corroboration``: the object asserted by more distinct sources wins
   (active canonical claims restating it, counted once per source);
4. otherwise ``unresolved``: the article states both, with both citations.

A moderator's decision (``moderator``) overrides all four. Stored Conflict rows
carry the decision over all sources (for moderators); what a reader sees is
decided again from the claims that reader may see (:func:`conflicts_among`), so
a restricted source can neither change nor reveal itself through a decision.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from ..identity import comparable, object_key, objects_differ, restates, same_fact, scopes
from ..models import LIVE_STATUSES, Claim, Conflict, Lane, ModerationAction, Supersession
from ..signals import claims_changed
from ..vocabulary import predicate
from .pool import RELATION_FIELDS, RelationClaim, relation_pool

__all__ = [
    "ConflictView", "Decision", "conflict_decide", "conflicts_among", "conflicts_detect", "conflicts_detect_many",
    "corroboration", "precedence_decide",
]

RULE = "conflict.v1"


@dataclass(frozen=True)
class Decision:
    """The outcome of precedence: ``rule`` (a Conflict.Rule value), ``winner`` (a Claim or None), why."""

    rule: str
    winner: Claim | None
    explanation: str


def corroboration(claim, pool: Iterable) -> int:
    """Distinct sources in ``pool`` restating ``claim`` (:func:`claims.identity.restates`), its own included.

    ``pool`` should hold only claims the reader may see and that are current
    for them (a canonical recall).
    """
    sources = {claim.source_id}
    for other in pool:
        if other.lane == Lane.CANONICAL and other.status in LIVE_STATUSES and restates(claim, other):
            sources.add(other.source_id)
    return len(sources)


def precedence_decide(*, a, b, pool: Iterable) -> Decision:
    """Decide a conflict between ``a`` and ``b`` by precedence (module docstring).

    ``a``, ``b``: the two claims with ``source`` loaded (authority tier);
    ``pool``: the claims that may corroborate (what the reader may see).
    Returns a Decision; ``winner`` is None when the rule is ``unresolved``.
    """
    ta, tb = a.source.authority_tier, b.source.authority_tier
    if ta != tb:
        winner, loser = (a, b) if ta < tb else (b, a)
        return Decision(Conflict.Rule.AUTHORITY, winner,
                        f"{winner.source.name} has authority tier {winner.source.authority_tier}, "
                        f"{loser.source.name} tier {loser.source.authority_tier}")
    va, vb = getattr(a, "valid_from", None), getattr(b, "valid_from", None)
    if va and vb and va != vb and predicate(a.predicate).value == "quantity":
        winner, loser = (a, b) if va > vb else (b, a)
        return Decision(Conflict.Rule.RECENCY, winner,
                        f"{winner.source.name} states it as of {winner.valid_from:%Y-%m-%d}, "
                        f"{loser.source.name} as of {loser.valid_from:%Y-%m-%d}")
    if a.known_at != b.known_at:
        winner, loser = (a, b) if a.known_at > b.known_at else (b, a)
        return Decision(Conflict.Rule.RECENCY, winner,
                        f"{winner.source.name} reported it later ({winner.known_at:%Y-%m-%d %H:%M} UTC "
                        f"against {loser.known_at:%Y-%m-%d %H:%M} UTC)")
    pool = list(pool)
    ca, cb = corroboration(a, pool), corroboration(b, pool)
    if ca != cb:
        winner, loser, cw, cl = (a, b, ca, cb) if ca > cb else (b, a, cb, ca)
        return Decision(Conflict.Rule.CORROBORATION, winner,
                        f"{cw} independent sources state {winner.object_text}; {cl} state {loser.object_text}")
    return Decision(Conflict.Rule.UNRESOLVED, None,
                    f"same authority tier ({ta}), same known-at, equally corroborated ({ca} each)")


def in_conflict(a, b) -> bool:
    """Two active canonical claims of different documents about one fact whose objects disagree. Pure."""
    if a.pk == b.pk or a.document_id == b.document_id:
        return False
    if a.lane != Lane.CANONICAL or b.lane != Lane.CANONICAL:
        return False
    if not predicate(a.predicate).conflicts or predicate(a.predicate).key != predicate(b.predicate).key:
        return False
    return same_fact(a, b) and comparable(a, b) and objects_differ(a, b)


def _retirements(claim_ids: Iterable[int]) -> dict[int, list[dt.datetime]]:
    """claim id → effective moments of its standing retirements (by an active claim). One query."""
    retirements: dict[int, list[dt.datetime]] = {}
    for old_id, effective_at in Supersession.objects.standing().filter(
        old_claim_id__any=list(claim_ids), new_claim__status__in=LIVE_STATUSES,
    ).values_list("old_claim_id", "effective_at"):
        retirements.setdefault(old_id, []).append(effective_at)
    return retirements


def _redecide(batch: Sequence, pool: Sequence[RelationClaim], retirements: dict[int, list[dt.datetime]]) -> None:
    """Refresh the stored decisions the batch can change (corroboration): conflicts about the same facts.

    One query when no conflict of the batch's subjects and predicates exists
    (most ingests), then one bulk update of the rows whose decision changed.
    """
    groups = {(c.subject_id, predicate(c.predicate).key) for c in batch}
    if not groups:
        return
    rows = list(
        Conflict.objects.select_for_update(of=("self",))  # never lock the joined claims and sources
        # Two arrays, then the exact pairs here: an OR of one term per pair cost Django seconds to
        # compile for a facts file of thousands of subjects.
        .filter(subject_id__any=sorted({s for s, _ in groups}), predicate__in=sorted({p for _, p in groups}))
        .exclude(rule=Conflict.Rule.MODERATOR)
        .select_related("claim_a__source", "claim_b__source")
        .only("subject_id", "predicate", "rule", "winner_id", "explanation", "claim_a_id", "claim_b_id",
              *(f"claim_a__{f}" for f in RELATION_FIELDS), *(f"claim_b__{f}" for f in RELATION_FIELDS))
    )
    live = [c for c in pool if c.pk not in retirements and c.lane == Lane.CANONICAL and c.status in LIVE_STATUSES]
    changed = []
    by_fact: dict[tuple, list] = {}
    for c in batch:
        by_fact.setdefault((c.subject_id, predicate(c.predicate).key), []).append(c)
    for row in rows:
        if (row.subject_id, row.predicate) not in groups:
            continue
        if not any(same_fact(row.claim_a, c) for c in by_fact.get((row.subject_id, row.predicate), ())):
            continue  # another fact of a keyed predicate: nothing stored now bears on it
        decision = precedence_decide(a=row.claim_a, b=row.claim_b, pool=live)
        winner_id = decision.winner.pk if decision.winner else None
        if (row.rule, row.winner_id, row.explanation) != (decision.rule, winner_id, decision.explanation[:300]):
            row.rule, row.winner_id, row.explanation = decision.rule, winner_id, decision.explanation[:300]
            changed.append(row)
    if changed:
        Conflict.objects.bulk_update(changed, ["rule", "winner", "explanation"])


def conflicts_detect(*, claim: Claim) -> list[Conflict]:
    """The conflicts one claim forms: :func:`conflicts_detect_many` of ``[claim]``."""
    return conflicts_detect_many(claims=[claim])


@transaction.atomic
def conflicts_detect_many(*, claims: Sequence[Claim], pool: Sequence[RelationClaim] | None = None) -> list[Conflict]:
    """Record the conflicts active canonical claims form with other active canonical claims (``conflict.v1``).

    Needs the same fact, different objects, no supersession between the two
    (module docstring), and neither claim retired by the time both are known.
    Existing conflicts about the same facts not decided by a moderator are
    decided again. Idempotent: a pair is stored once, the lower claim id as
    ``claim_a``. Run it after supersession detection for the same claims.

    Args:
        claims: the claims to decide for.
        pool: their relation pool when the caller has it (then ``claims`` must be its batch).

    Returns the conflicts of ``claims``, by id, in a constant number of queries.
    """
    if pool is None:
        claims, pool = relation_pool(claims)
    batch = [c for c in claims if c.lane == Lane.CANONICAL and c.status in LIVE_STATUSES
             and predicate(c.predicate).conflicts and scopes(c)]
    if not batch:
        return []
    canonical: dict[int, list] = {}
    for other in pool:
        if other.lane == Lane.CANONICAL and other.status in LIVE_STATUSES:
            canonical.setdefault(other.subject_id, []).append(other)
    batch_ids = [c.pk for c in batch]
    linked = set(Supersession.objects.filter(Q(old_claim_id__in=batch_ids) | Q(new_claim_id__in=batch_ids))
                 .values_list("old_claim_id", "new_claim_id"))
    retirements = _retirements({c.pk for group in canonical.values() for c in group} | set(batch_ids))

    def retired_by(c, moment: dt.datetime) -> bool:
        return any(when <= moment for when in retirements.get(c.pk, ()))

    pairs: dict[tuple[int, int], Conflict] = {}
    for claim in batch:
        for other in canonical.get(claim.subject_id, ()):
            if (claim.pk, other.pk) in linked or (other.pk, claim.pk) in linked or not in_conflict(claim, other):
                continue
            both_known = max(claim.known_at, other.known_at)
            if retired_by(other, both_known) or retired_by(claim, both_known):
                continue
            a, b = (claim, other) if claim.pk < other.pk else (other, claim)
            pairs.setdefault((a.pk, b.pk), Conflict(
                claim_a_id=a.pk, claim_b_id=b.pk, subject_id=claim.subject_id,
                predicate=predicate(claim.predicate).key, rule=Conflict.Rule.UNRESOLVED,
            ))
    if pairs:
        Conflict.objects.bulk_create(pairs.values(), ignore_conflicts=True)  # an existing pair keeps its row
    _redecide(batch, pool, retirements)
    if not pairs:
        return []
    rows = Conflict.objects.filter(claim_a_id__in={a for a, _ in pairs}, claim_b_id__in={b for _, b in pairs})
    return sorted((row for row in rows if (row.claim_a_id, row.claim_b_id) in pairs), key=lambda row: row.pk)


def conflict_decide(*, conflict: Conflict, winner: Claim, user, reason: str = "") -> Conflict:
    """A moderator decides a conflict: ``winner`` is stated, rule becomes ``moderator``.

    Records who and when on the conflict and an append-only ModerationAction
    (action ``decide_conflict``) on the winning claim, in one transaction; the
    article is re-synthesized after commit. Raises ValueError when ``winner``
    is neither of the conflict's claims; then nothing changes.
    """
    with transaction.atomic():
        row = Conflict.objects.select_for_update().get(pk=conflict.pk)
        if winner.pk not in (row.claim_a_id, row.claim_b_id):
            raise ValueError(f"claim {winner.pk} is not part of conflict {row.pk}")
        before = row.rule
        row.rule = Conflict.Rule.MODERATOR
        row.winner_id = winner.pk
        row.decided_by = user
        row.decided_at = timezone.now()
        row.explanation = (f"decided by {user.get_username() if user else 'a moderator'}"
                           + (f": {reason}" if reason else ""))[:300]
        row.save(update_fields=["rule", "winner", "decided_by", "decided_at", "explanation"])
        ModerationAction.objects.create(
            claim_id=winner.pk, user=user, action=ModerationAction.Action.DECIDE_CONFLICT,
            from_value=before, to_value=f"conflict {row.pk}", reason=reason,
        )
        entity_ids = {row.subject_id}
        transaction.on_commit(lambda: claims_changed.send(sender=Conflict, entity_ids=entity_ids))
    return row


# ----------------------------------------------------------------------------- a reader's conflicts


@dataclass
class ConflictView:
    """A conflict as one reader sees it: both claims, and the decision from what they may see."""

    conflict: Conflict
    a: Claim
    b: Claim
    rule: str
    winner: Claim | None
    explanation: str
    current: bool = True

    @property
    def loser(self) -> Claim | None:
        if self.winner is None:
            return None
        return self.b if self.winner.pk == self.a.pk else self.a

    @property
    def is_resolved(self) -> bool:
        return self.rule != Conflict.Rule.UNRESOLVED

    def get_rule_display(self) -> str:
        return Conflict.Rule(self.rule).label

    @property
    def sides(self) -> dict[str, list[Claim]]:
        """The two objects in dispute, each with its claim (by :func:`claims.identity.object_key`)."""
        return {object_key(self.a): [self.a], object_key(self.b): [self.b]}


def conflicts_among(claims: Sequence[Claim]) -> list[ConflictView]:
    """The conflicts between claims of one recall (one viewer, one ``as_of``), decided for that viewer.

    ``claims``: current canonical claims the viewer may see, with ``source``
    loaded. Returns ConflictViews for every stored conflict whose two claims
    are both in ``claims``: a moderator's decision stands; otherwise
    precedence, with corroboration counted inside ``claims`` only. One query.
    """
    by_id = {c.pk: c for c in claims if c.lane == Lane.CANONICAL}
    if len(by_id) < 2:
        return []
    rows = Conflict.objects.filter(claim_a_id__in=by_id, claim_b_id__in=by_id).order_by("pk")
    views = []
    for row in rows:
        a, b = by_id[row.claim_a_id], by_id[row.claim_b_id]
        if row.rule == Conflict.Rule.MODERATOR and row.winner_id in by_id:
            views.append(ConflictView(row, a, b, row.rule, by_id[row.winner_id], row.explanation))
            continue
        decision = precedence_decide(a=a, b=b, pool=by_id.values())
        views.append(ConflictView(row, a, b, decision.rule, decision.winner, decision.explanation))
    return views
