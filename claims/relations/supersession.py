"""Supersession (rule ``supersede.v3``): a later claim replaces an earlier one about the same fact.

A later claim replaces an earlier one from when both are known on, when:

* both are about the same fact (:func:`claims.identity.same_fact`: subject,
  predicate, compatible qualifiers; or a cross pair in its direction: a pause
  and a deployment at one site, a listing retiring a plan to list),
  or the earlier is an unnamed round rumoured (a non-canonical funding claim
  without a round) and the later a round that was reported as closed;
* their objects differ (a restatement corroborates, it does not replace;
  a pause retires a deployment whatever their objects say);
* they are not one bull and one bear claim (two voices, not one value revised), and a bull or bear claim
  does not replace a canonical one (a forecast or a rumour revises no measured fact);
* a target set for no period does not revise one set for a period ("billions of robots within our
  lifetime" says nothing of "13 million by 2035");
* the later claim is known on a **later day** and, for a measured state (a
  quantity predicate), states no earlier valid time than the earlier claim
  (a 2026 report of the 2024 valuation is history, it does not revise the 2025
  one); for a cross pair "later" is the order of the events — valid time, else
  the day known: a pause of April 2025 retires the deployment agreed in 2024
  even when a fact sheet of 2026 is the one reporting the agreement (from when
  both are known on) — and one document's dated events follow one another too
  (the fact sheet's own "paused in April 2025" retires its "agreed in January
  2024"; a report of an end, undated, retires the partnership it dates "in
  February last year"); a report giving no valid time of its own comes after an event only
  when it is also reported later; otherwise two claims of one document never relate, and
* its source's authority tier is the **same or higher** (tier number ≤).

Two canonical claims that fail only the last two tests are not linked here:
they form a Conflict (:mod:`claims.relations.conflicts`) — a lower-tier source
never retires a higher-tier claim, it disagrees with it in the open. A new
version of a document replaces its previous version's claims about the same
facts whatever the day (rule ``supersede.version.v1``,
:func:`supersession_by_version`). Nothing is ever deleted; a moderator can
revert a supersession (the row stays).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Collection, Iterable, Sequence

from django.db import transaction
from django.utils import timezone

from core.timezones import site_date

from ..identity import comparable, objects_differ, same_fact
from ..models import Claim, Lane, ModerationAction, Supersession
from ..signals import claims_changed
from ..vocabulary import CROSS_PREDICATES, predicate, qualifier_key
from .pool import RelationClaim, public_source_ids, relation_pool

__all__ = ["RULE", "VERSION_RULE", "can_supersede", "known_day", "supersession_by_version", "supersession_detect",
           "supersession_detect_many", "supersession_reason", "supersession_revert", "valid_day"]

RULE = "supersede.v3"
VERSION_RULE = "supersede.version.v1"


def known_day(moment: dt.datetime) -> dt.date:
    """The day (in the site's zone) a claim became known on: two claims known on one day disagree rather than replace."""
    return site_date(moment)


def valid_day(claim) -> dt.date:
    """The day a claim's state holds from: its valid time, else the day it became known."""
    return claim.valid_from or known_day(claim.known_at)


def _rumour_settled(old, new) -> bool:
    """An unnamed round rumoured earlier ("in talks to raise …"), and a round reported later."""
    return (predicate(old.predicate).key == predicate(new.predicate).key == "raised_funding"
            and old.subject_id == new.subject_id and old.lane != Lane.CANONICAL and new.lane == Lane.CANONICAL
            and not qualifier_key(old.qualifier))


def _may_relate(key: str, other: str) -> bool:
    """Whether claims of predicates ``key`` and ``other`` may replace one another, either way."""
    return key == other or (key, other) in CROSS_PREDICATES or (other, key) in CROSS_PREDICATES


def can_supersede(*, old: Claim | RelationClaim, new: Claim | RelationClaim) -> bool:
    """Whether ``new`` may replace ``old`` under ``supersede.v3`` (module docstring). Pure.

    Each is a Claim with ``source`` loaded (authority tier) or a relation pool row.
    """
    if old.pk == new.pk or old.subject_id != new.subject_id:
        return False
    cross = predicate(old.predicate).key != predicate(new.predicate).key
    if old.document_id == new.document_id and not (cross and (
            old.valid_from and new.valid_from and new.valid_from > old.valid_from
            or new.valid_from is None and old.valid_until and old.valid_until < known_day(new.known_at))):
        # One document's claims are known at once; only its dated events follow one another, and an end it
        # reports undated follows what it dates wholly before its day ("announced in February last year").
        return False
    if cross:
        # Events in the order they happened: a pause of April 2025 retires the deployment agreed in 2024
        # even when a fact sheet of 2026 is the one that reports the agreement.
        if (valid_day(new), known_day(new.known_at)) <= (valid_day(old), known_day(old.known_at)):
            return False
        if new.valid_from is None and known_day(new.known_at) <= known_day(old.known_at) \
                and not (old.valid_until and old.valid_until < known_day(new.known_at)):
            # An undated report ("a robot had worked there") is not after an event reported later, unless that
            # event is dated wholly before the report (a partnership of February 2024, left in February 2025).
            return False
    elif known_day(new.known_at) <= known_day(old.known_at):
        return False  # same day: a conflict, not a replacement
    if old.valid_from and new.valid_from and new.valid_from < old.valid_from and predicate(new.predicate).value == "quantity":
        return False  # a later report of an earlier measured state (a valuation in 2024, told in 2026) is history
    if new.source.authority_tier > old.source.authority_tier:
        return False  # authority beats recency: a lower tier never retires a higher one
    if {old.lane, new.lane} == {Lane.BULL, Lane.BEAR}:
        return False  # a sceptic's estimate does not replace a company's target, nor the reverse: two voices
    if old.lane == Lane.CANONICAL and new.lane != Lane.CANONICAL and not cross:
        return False  # a forecast or a rumour does not revise a measured fact ("13,317 shipped in 2025", later "expected
        # to be 15,000 to 20,000 units by 2025" in another house's note)
    if cross:
        # A pause retires the deployment at its site, and back; a listing retires the plan to list, never back.
        return (predicate(new.predicate).key, predicate(old.predicate).key) in CROSS_PREDICATES and same_fact(old, new)
    if not (same_fact(old, new) or _rumour_settled(old, new)):
        return False
    if predicate(new.predicate).qualifier == "plan_period" and qualifier_key(old.qualifier) \
            and not qualifier_key(new.qualifier) and old.valid_until and new.valid_until is None:
        # "billions of humanoid robots within our lifetime" does not revise "13 million by 2035": a target for no
        # period says nothing of the one set for a period.
        return False
    return comparable(old, new) and objects_differ(old, new)


def supersession_detect(*, claim: Claim) -> list[Supersession]:
    """Record the supersessions one stored claim causes: :func:`supersession_detect_many` of ``[claim]``."""
    return supersession_detect_many(claims=[claim])


def supersession_detect_many(*, claims: Sequence[Claim], pool: Sequence[RelationClaim] | None = None,
                             public: Collection[int] | None = None) -> list[Supersession]:
    """Record the supersessions newly stored claims cause, in a constant number of queries.

    Each claim retires every earlier active claim it may supersede
    (:func:`can_supersede`) that no public claim retired by then; if claims
    known later than it are stored already (out-of-order ingestion), the
    earliest of them that may supersede it retires it (and, when that one is
    restricted, also the earliest public one). Claims are decided in known-at
    order, each seeing the retirements decided before it, exactly as if they
    were stored one by one.

    Args:
        claims: the claims to decide for.
        pool: their relation pool when the caller has it (then ``claims`` must be its batch).
        public: the public source ids when the caller has them.

    Returns the new or existing Supersession rows, by id. Nothing is deleted.
    """
    if pool is None:
        claims, pool = relation_pool(claims)
    batch = [c for c in claims if predicate(c.predicate).relates]
    if not batch:
        return []
    by_subject: dict[int, list] = {}
    key_of: dict[int, str] = {}  # pool row id → its predicate's key, read once
    for other in pool:
        by_subject.setdefault(other.subject_id, []).append(other)
        key_of[other.pk] = predicate(other.predicate).key
    public = set(public_source_ids() if public is None else public)
    # Only a retirement every reader can see makes another one redundant: a claim
    # retired by a restricted note must still be retired, for the public, by the
    # next public claim (recall ignores supersessions by claims a viewer cannot see).
    # old claim id → moments of its public retirements: a claim retired publicly by then is not
    # retired again (one retirement a claim, even when the retiring document states the figure twice).
    retired_publicly: dict[int, list] = {}
    for old_id, effective_at in Supersession.objects.standing().filter(
        old_claim_id__any=[c.pk for c in pool], new_claim__source_id__any=list(public),
    ).values_list("old_claim_id", "effective_at"):
        retired_publicly.setdefault(old_id, []).append(effective_at)

    def retired_before(old, new) -> bool:
        return any(when <= new.known_at for when in retired_publicly.get(old.pk, ()))

    pairs: list[tuple] = []
    for claim in batch:
        # Only claims of the same predicate, or of one its event may end or be ended by (CROSS_PREDICATES), can
        # replace it or be replaced by it: the others are not read (can_supersede would refuse each).
        key = predicate(claim.predicate).key
        candidates = [c for c in by_subject.get(claim.subject_id, ()) if c.pk != claim.pk
                      and _may_relate(key, key_of[c.pk])]
        for old in candidates:
            if not can_supersede(old=old, new=claim) or retired_before(old, claim):
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
    return supersede_pairs(pairs, rule=RULE)


def supersession_by_version(*, previous: Iterable[Claim], current: Sequence[Claim]) -> tuple[list[Supersession], list[Claim]]:
    """A new version of a document replaces its previous version's claims (rule ``supersede.version.v1``).

    Args:
        previous: the previous version's active claims.
        current: the new version's claims, stored.

    Each previous claim the new version states about the same fact with a
    different object is superseded by that claim from the new version's
    known-at on, whatever the day; a previous claim the new version restates
    exactly is left for the caller to carry over; one it no longer makes is
    returned for the caller to retract. Returns ``(supersessions, claims to
    retract)``.
    """
    pairs, dropped = [], []
    for old in previous:
        match = next((new for new in current if same_fact(old, new)), None)
        if match is None:
            dropped.append(old)
        elif comparable(old, match) and objects_differ(old, match):
            pairs.append((old, match))
    return supersede_pairs(pairs, rule=VERSION_RULE), dropped


def supersession_reason(old, new) -> str:
    """Why ``new`` replaces ``old``, for the log: "valuation: '$2.65 billion' → '$39 billion'"; across predicates
    the change of state, "partnership 'OpenAI' → partnership_ended", the object again only when it differs."""
    was, now = predicate(old.predicate).key, predicate(new.predicate).key
    if was == now:
        return f"{now}: {old.object_text!r} → {new.object_text!r}"
    same = " ".join(old.object_text.split()).lower() == " ".join(new.object_text.split()).lower()
    return f"{was} {old.object_text!r} → {now}" + ("" if same else f" {new.object_text!r}")


def supersede_pairs(pairs: list[tuple], *, rule: str) -> list[Supersession]:
    """Record ``(old, new)`` supersessions, idempotently, in one insert; returns their rows."""
    if not pairs:
        return []
    Supersession.objects.bulk_create(
        [
            Supersession(
                old_claim_id=old.pk, new_claim_id=new.pk, subject_id=old.subject_id,
                predicate=predicate(old.predicate).key, effective_at=max(old.known_at, new.known_at), rule=rule,
                reason=supersession_reason(old, new)[:200],
            )
            for old, new in pairs
        ],
        ignore_conflicts=True,  # the pair is unique: a repeat keeps the first row
    )
    wanted = {(old.pk, new.pk) for old, new in pairs}
    rows = Supersession.objects.filter(old_claim_id__any=list({o for o, _ in wanted}),
                                       new_claim_id__any=list({n for _, n in wanted}))
    return sorted((row for row in rows if (row.old_claim_id, row.new_claim_id) in wanted), key=lambda row: row.pk)


def supersession_revert(*, supersession: Supersession, user, reason: str = "") -> Supersession:
    """Revert a supersession: the old claim is live again; the log row stays, marked reverted.

    Records who and when on the row and a ModerationAction, in one
    transaction; the old claim's conflicts with other live claims are then
    detected (the reverted pair itself is never a conflict: the moderator has
    judged it). Reverting twice changes nothing.
    """
    from .conflicts import conflicts_detect

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
