"""The trust layer: predicate meaning, precedence, conflicts, freshness and authority-aware ranking.

How supersession and conflicts divide the work (rule ``supersede.v2`` and
``conflict.v1``, issue 3):

* **Supersession** retires a claim. A later claim supersedes an earlier one on
  the same subject when the predicates mean the same (``predicate_key``), the
  qualifiers are compatible, the objects differ, the later claim is known on a
  **later UTC day**, and its source's authority tier is **the same or higher**
  (tier number the same or lower). A lower tier never supersedes a higher one.
* **A conflict** is recorded between two live canonical claims on the same
  subject and predicate (compatible qualifiers, different objects) that
  supersession did not link: the later claim comes from a lower authority tier,
  or both became known on the same UTC day (two sources of one tier on the
  same day disagree rather than replace each other). A pair that has a
  supersession row, even a reverted one, is never a conflict: a moderator who
  reverted it has judged that pair.
* **Precedence** decides a conflict, first rule that separates the two wins:
  1. ``authority_tier``: the lower tier number (1 = canonical policy) wins;
  2. ``recency``: the later known-at timestamp wins (in practice two reports of
     the same day published at different hours);
  3. ``corroboration``: the object asserted by more distinct sources wins
     (live canonical claims of the same subject, predicate and qualifier that
     state the same object, counted once per source);
  4. otherwise ``unresolved``: the article states both, with both citations.
  A moderator's decision (``moderator``) overrides all four.

Stored Conflict rows carry the decision over all sources (for moderators). What
a reader sees is decided again from the claims that reader may see
(:func:`conflicts_among`): a conflict whose other claim the reader may not see
does not exist for them, and corroboration counts only visible sources, so a
restricted source can neither change nor reveal itself through a decision.
"""

from __future__ import annotations

import datetime as dt
import logging
import operator
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from functools import reduce

from django.db import connection, transaction
from django.db.models import (
    BooleanField, DateTimeField, ExpressionWrapper, F, FloatField, Func, Q, QuerySet, Value,
)
from django.db.models.functions import Coalesce, Greatest
from django.utils import timezone
from pgvector.django import CosineDistance

from core.viewer import PUBLIC_AUDIENCE

from .extraction.predicates import PREDICATE_LABELS, PREDICATE_SYNONYMS
from .models import (
    LIVE_STATUSES,
    Claim,
    Conflict,
    FreshnessAudit,
    Lane,
    Lifecycle,
    ModerationAction,
    Source,
    Supersession,
)
from .signals import claims_changed

logger = logging.getLogger(__name__)

CONFLICT_RULE = "conflict.v1"

# ---------------------------------------------------------------- predicate meaning

#: Exact phrase → predicate key, from the extractor's synonym map. Only exact
#: phrases count: a substring match would merge "total_funding" into
#: "raised_funding", which are different facts.
_EXACT_PREDICATES: dict[str, str] = {}
for _key, _phrases in PREDICATE_SYNONYMS.items():
    _EXACT_PREDICATES.setdefault(_key, _key)
    _EXACT_PREDICATES.setdefault(PREDICATE_LABELS[_key], _key)
    for _phrase in _phrases:
        _EXACT_PREDICATES.setdefault(_phrase, _key)

#: Predicates with one value at a time: a later different value replaces an
#: earlier one even when a qualifier is missing.
SINGLE_VALUED = frozenset({
    "valuation", "units_deployed", "production_capacity", "price", "payload", "runtime", "speed",
    "production_target", "deployment_target", "launch_date", "total_funding", "headquarters",
    "degrees_of_freedom",
})
#: Predicates that never supersede (opinions are voices, not values).
NEVER_SUPERSEDE = frozenset({"opinion"})
#: Predicates that never form a conflict: voices, and lists where two objects
#: are usually two true facts (a robot can walk and lift; two unrelated figures).
NEVER_CONFLICT = frozenset({"opinion", "capability", "metric"})
#: (new predicate key, old predicate key) pairs that supersede across predicates
#: (a deployment paused at a site retires "deployed at" that site, and back).
CROSS_PREDICATE = frozenset({("deployment_paused", "deployed_at"), ("deployed_at", "deployment_paused")})


def predicate_key(predicate: str) -> str:
    """The vocabulary key a predicate means (``"closed a round of"`` → ``"raised_funding"``).

    Exact matches only (key, label or listed synonym, case and spacing
    ignored); an unknown predicate is its own key. Source of the synonyms:
    ``claims/extraction/predicates.py``.
    """
    raw = predicate.strip()
    if raw in PREDICATE_LABELS:
        return raw
    phrase = " ".join(raw.lower().replace("_", " ").split())
    return _EXACT_PREDICATES.get(phrase, raw.lower())


def same_meaning_predicates(predicate: str) -> list[str]:
    """Every stored spelling that means the same as ``predicate`` (for SQL ``IN`` filters)."""
    key = predicate_key(predicate)
    spellings = {key, predicate}
    spellings |= {phrase for phrase, k in _EXACT_PREDICATES.items() if k == key}
    spellings |= {phrase.replace(" ", "_") for phrase in list(spellings)}
    return sorted(spellings)


def qualifiers_compatible(a: Claim, b: Claim) -> bool:
    """Same qualifier (site, round …), or — for a single-valued predicate — either one missing."""
    qa, qb = normalized_qualifier(a.qualifier), normalized_qualifier(b.qualifier)
    if qa and qb:
        return qa == qb
    return predicate_key(a.predicate) in SINGLE_VALUED


def object_key(claim: Claim) -> str:
    """What a claim asserts, normalised: ``"120000000 USD"`` or the lower-cased object text."""
    if claim.object_value is not None:
        return f"{Decimal(claim.object_value).normalize()} {claim.object_unit}".strip()
    return " ".join(claim.object_text.lower().split())


def objects_differ(a: Claim, b: Claim) -> bool:
    """True when the two claims state different objects (values compared when units agree)."""
    if a.object_value is not None and b.object_value is not None and a.object_unit == b.object_unit:
        return Decimal(a.object_value) != Decimal(b.object_value)
    return " ".join(a.object_text.lower().split()) != " ".join(b.object_text.lower().split())


def comparable(a: Claim, b: Claim) -> bool:
    """False when both objects are measured in different units (square feet against robots a year):
    then they are two facts, neither a replacement nor a disagreement."""
    if a.object_value is not None and b.object_value is not None and a.object_unit and b.object_unit:
        return a.object_unit.lower() == b.object_unit.lower()
    return True


def utc_day(moment: dt.datetime) -> dt.date:
    return moment.astimezone(dt.timezone.utc).date()


# ---------------------------------------------------------------- precedence


@dataclass(frozen=True)
class Decision:
    """The outcome of precedence: ``rule`` (a Conflict.Rule value), ``winner`` (a Claim or None), why."""

    rule: str
    winner: Claim | None
    explanation: str


def corroboration(claim: Claim, pool: Iterable[Claim]) -> int:
    """Distinct sources in ``pool`` asserting ``claim``'s object (same subject, predicate meaning, qualifier).

    ``claim``'s own source counts. ``pool`` should hold only claims the reader
    may see and that are live for them (a canonical recall).
    """
    key, obj = predicate_key(claim.predicate), object_key(claim)
    sources = {claim.source_id}
    for other in pool:
        if (other.subject_id == claim.subject_id and predicate_key(other.predicate) == key
                and other.lane == Lane.CANONICAL and other.status in LIVE_STATUSES
                and qualifiers_compatible(other, claim) and object_key(other) == obj):
            sources.add(other.source_id)
    return len(sources)


def precedence_decide(*, a: Claim, b: Claim, pool: Iterable[Claim]) -> Decision:
    """Decide a conflict between ``a`` and ``b`` by the precedence rules (module docstring).

    Args:
        a, b: the two claims, with ``source`` loaded (authority tier).
        pool: the claims that may corroborate (what the reader may see).

    Returns a Decision; ``winner`` is None when the rule is ``unresolved``.
    """
    ta, tb = a.source.authority_tier, b.source.authority_tier
    if ta != tb:
        winner, loser = (a, b) if ta < tb else (b, a)
        return Decision(Conflict.Rule.AUTHORITY, winner,
                        f"{winner.source.name} has authority tier {winner.source.authority_tier}, "
                        f"{loser.source.name} tier {loser.source.authority_tier}")
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


# ---------------------------------------------------------------- conflict detection


def _in_conflict(a: Claim, b: Claim) -> bool:
    if a.pk == b.pk or a.document_id == b.document_id or a.subject_id != b.subject_id:
        return False
    if a.lane != Lane.CANONICAL or b.lane != Lane.CANONICAL:
        return False
    key = predicate_key(a.predicate)
    if key in NEVER_CONFLICT or key != predicate_key(b.predicate):
        return False
    return qualifiers_compatible(a, b) and comparable(a, b) and objects_differ(a, b)


#: The columns relation detection reads: no statement, evidence text or embedding.
RELATION_FIELDS = (
    "id", "subject_id", "document_id", "source_id", "predicate", "object_text", "object_value", "object_unit",
    "qualifier", "lane", "status", "known_at", "source__id", "source__name", "source__authority_tier",
)


@dataclass(frozen=True, slots=True)
class RelationSource:
    """What relation detection reads of a source: its id, name (explanations) and authority tier (1 highest)."""

    id: int
    name: str
    authority_tier: int


@dataclass(frozen=True, slots=True, eq=False)
class RelationClaim:
    """A stored claim as :func:`relation_pool` returns it: the :data:`RELATION_FIELDS`, read-only.

    It answers the same attributes as a :class:`Claim` loaded with
    ``.only(*RELATION_FIELDS)`` and its source (``pk`` included), so
    :func:`can_supersede <claims.supersession.can_supersede>`, conflict
    detection and corroboration take either. Built straight from the pool's
    rows: a Django instance with its source cost ≈ 45 µs a row at 1M claims,
    ≈ 8 ms a document. Compare them by ``pk`` (``==`` is identity).
    """

    id: int
    subject_id: int
    document_id: int
    source_id: int
    predicate: str
    object_text: str
    object_value: Decimal | None
    object_unit: str
    qualifier: str
    lane: str
    status: str
    known_at: dt.datetime
    source: RelationSource

    @property
    def pk(self) -> int:
        return self.id


def relation_predicates(predicate: str) -> set[str]:
    """Every stored spelling a claim with ``predicate`` may supersede, be superseded by or conflict with."""
    key = predicate_key(predicate)
    predicates = set(same_meaning_predicates(predicate))
    for new, old in CROSS_PREDICATE:
        if key in (new, old):
            predicates |= set(same_meaning_predicates(old if key == new else new))
    return predicates


def normalized_qualifier(qualifier: str) -> str:
    """A qualifier as :func:`qualifiers_compatible` compares it: lower case, single spaces."""
    return " ".join(qualifier.lower().split())


#: The live claims in given (subject id, predicate spelling, qualifier or NULL for
#: any) scopes, as one join against three parallel arrays, with their sources'
#: names and tiers (for :func:`relation_pool`; columns in :class:`RelationClaim`'s
#: order). The qualifier is normalised as :func:`normalized_qualifier` does: white
#: space collapsed, trimmed, lower case. One probe of ``claim_entity_pred_known``
#: per scope. The same condition as an OR of ``IN`` lists took ≈ 6 ms to plan at
#: 1M claims, and Django and psycopg ≈ 5 ms more to compile and bind its ≈ 300
#: parameters. ``{retired}`` is empty or :data:`NOT_RETIRED_SQL`.
SCOPED_LIVE_CLAIMS_SQL = f"""
    SELECT c.id, c.subject_id, c.document_id, c.source_id, c.predicate, c.object_text, c.object_value,
           c.object_unit, c.qualifier, c.lane, c.status, c.known_at, s.name, s.authority_tier
    FROM unnest(%s::integer[], %s::text[], %s::text[]) AS scope(subject_id, predicate, qualifier)
    JOIN {Claim._meta.db_table} c ON c.subject_id = scope.subject_id AND c.predicate = scope.predicate
    JOIN {Source._meta.db_table} s ON s.id = c.source_id
    WHERE (scope.qualifier IS NULL
           OR scope.qualifier = lower(btrim(regexp_replace(c.qualifier, '\\s+', ' ', 'g'))))
      AND c.status = ANY(%s) {{retired}}
    ORDER BY c.known_at, c.id
"""

#: For :data:`SCOPED_LIVE_CLAIMS_SQL`: not retired by a supersession that is not
#: reverted, took effect by a moment, and whose new claim is live and from one of
#: given sources.
NOT_RETIRED_SQL = f"""
      AND NOT EXISTS (
        SELECT 1 FROM {Supersession._meta.db_table} r
        JOIN {Claim._meta.db_table} n ON n.id = r.new_claim_id
        WHERE r.old_claim_id = c.id AND r.reverted_at IS NULL AND r.effective_at <= %s
          AND n.status = ANY(%s) AND n.source_id = ANY(%s))
"""


def relation_scope(claim: Claim) -> tuple[int, str, str | None] | None:
    """``(subject id, predicate key, qualifier or None)``: which claims ``claim`` can relate to, or None for none.

    Single-valued predicates relate across qualifiers (None: any); others
    only within the same qualifier (``qualifiers_compatible``), and not at all
    without one; opinions never (they neither supersede nor conflict).
    """
    key = predicate_key(claim.predicate)
    if key in NEVER_SUPERSEDE and key in NEVER_CONFLICT:
        return None
    if key in SINGLE_VALUED:
        return claim.subject_id, key, None
    qualifier = normalized_qualifier(claim.qualifier)
    return (claim.subject_id, key, qualifier) if qualifier else None


def relation_pool(claims: Sequence[Claim], *, skip_retired: bool = True, stored_now: bool = False,
                  public: Collection[int] | None = None) -> tuple[list[Claim], list[RelationClaim]]:
    """``(batch, pool)`` for relation detection: two queries, whatever the number of claims.

    ``batch``: ``claims`` read again (current lane and status, source loaded,
    :data:`RELATION_FIELDS` only), in known-at order. ``pool``: as
    :class:`RelationClaim` rows (one SQL statement), every live
    claim, any lane and source, that a batch claim can relate to — same
    subject, a predicate of :func:`relation_predicates`, and the qualifier
    :func:`relation_scope` allows — the batch included, in known-at order.
    Narrowing by qualifier in SQL keeps the pool to what can matter: an
    entity's live claims of one predicate grow with the corpus (supersession
    and conflict detection were linear in them at 1M claims). Claims publicly
    retired by the batch's earliest known-at are left out too (below), unless
    ``skip_retired`` is False (the tests check both pools decide alike).

    ``stored_now``: the caller has just inserted ``claims`` in this
    transaction, with their sources set (ingestion), so they are current
    and are not read again — one query fewer.

    ``public``: the ids of :func:`public_sources` when the caller has read
    them already (ingestion shares them with supersession detection);
    otherwise they are read here.
    """
    if stored_now:
        batch = sorted(claims, key=lambda c: (c.known_at, c.pk))
    else:
        batch = list(Claim.objects.filter(pk__in=[c.pk for c in claims]).select_related("source")
                     .only(*RELATION_FIELDS).order_by("known_at", "id"))
    scopes: set[tuple[int, str, str | None]] = set()
    for claim in batch:
        scope = relation_scope(claim)
        if scope is not None:
            scopes.update((claim.subject_id, predicate, scope[2]) for predicate in relation_predicates(claim.predicate))
    if not scopes:
        return batch, []
    subject_ids, predicates, qualifiers = (list(column) for column in zip(*scopes))
    # A claim a public, live, unreverted supersession retired by the batch's
    # earliest known-at can relate to none of it: supersession skips publicly
    # retired claims, and it cannot retire a later claim (it was retired by one
    # known before); conflict detection skips a claim retired by the time both
    # are known; a retired claim corroborates nothing. Left out in SQL, an
    # entity's long chains of replaced values (most of a big entity's claims of
    # a single-valued predicate) are never loaded.
    # (The public source ids are read first: as a subquery the planner guessed one
    # source and anti-joined from every public claim — 1.7 s at 1M claims.)
    live = [str(status) for status in LIVE_STATUSES]
    params = [subject_ids, predicates, qualifiers, live]
    retired = ""
    if skip_retired:
        retired = NOT_RETIRED_SQL
        params += [min(c.known_at for c in batch), live, list(public_sources() if public is None else public)]
    with connection.cursor() as cursor:
        cursor.execute(SCOPED_LIVE_CLAIMS_SQL.format(retired=retired), params)
        rows = cursor.fetchall()
    sources: dict[int, RelationSource] = {}
    pool: dict[int, RelationClaim] = {}  # a claim two scopes reach is listed once
    for *fields, source_name, tier in rows:
        claim_id, source_id = fields[0], fields[3]
        if source_id not in sources:
            sources[source_id] = RelationSource(source_id, source_name, tier)
        if claim_id not in pool:
            pool[claim_id] = RelationClaim(*fields, source=sources[source_id])
    return batch, list(pool.values())


def public_sources() -> QuerySet:
    """The ids of the sources any reader may see (no ACL groups, not a draft, a public or no audience): a queryset."""
    return Source.objects.filter(
        Q(audience=[]) | Q(audience__contains=[PUBLIC_AUDIENCE]), acl_groups__isnull=True,
    ).exclude(lifecycle=Lifecycle.DRAFT).values_list("id", flat=True)


def _retirements(claim_ids: Iterable[int]) -> dict[int, list[dt.datetime]]:
    """claim id → effective moments of its live retirements (not reverted, by a live claim). One query."""
    retirements: dict[int, list[dt.datetime]] = {}
    for old_id, effective_at in Supersession.objects.filter(
        old_claim_id__any=claim_ids, reverted_at__isnull=True, new_claim__status__in=LIVE_STATUSES,
    ).values_list("old_claim_id", "effective_at"):
        retirements.setdefault(old_id, []).append(effective_at)
    return retirements


def _redecide(scopes: Iterable[tuple[int, str, str | None]], pool: Sequence[RelationClaim],
              retirements: dict[int, list[dt.datetime]]) -> None:
    """Refresh the stored decisions within these :func:`relation_scope` scopes (corroboration may have changed).

    A scope is (subject id, predicate key, qualifier or None for any): only
    conflicts about that qualifier can see their corroboration change.
    ``pool`` holds at least every live canonical claim of those scopes and
    ``retirements`` their live retirements: a retired claim corroborates nothing.
    One query when no pair has a stored conflict (most ingests), then one
    bulk update of the rows whose decision changed.
    """
    scopes = set(scopes)
    if not scopes:
        return
    groups = {(subject, key) for subject, key, _ in scopes}
    rows = list(
        Conflict.objects.select_for_update(of=("self",))  # never lock the joined claims and sources
        .filter(reduce(operator.or_, (Q(subject_id=s, predicate=p) for s, p in groups)))
        .exclude(rule=Conflict.Rule.MODERATOR)
        .select_related("claim_a__source", "claim_b__source")
        .only("subject_id", "predicate", "rule", "winner_id", "explanation", "claim_a_id", "claim_b_id",
              *(f"claim_a__{f}" for f in RELATION_FIELDS), *(f"claim_b__{f}" for f in RELATION_FIELDS))
    )
    live: dict[tuple[int, str], list[Claim]] = {}
    for claim in pool:
        if claim.pk not in retirements and claim.lane == Lane.CANONICAL and claim.status in LIVE_STATUSES:
            live.setdefault((claim.subject_id, predicate_key(claim.predicate)), []).append(claim)
    changed = []
    for row in rows:
        if ((row.subject_id, row.predicate, None) not in scopes
                and (row.subject_id, row.predicate, normalized_qualifier(row.claim_a.qualifier)) not in scopes):
            continue  # another qualifier of a multi-valued predicate: nothing stored here bears on it
        decision = precedence_decide(a=row.claim_a, b=row.claim_b, pool=live.get((row.subject_id, row.predicate), []))
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
def conflicts_detect_many(*, claims: Sequence[Claim],
                          pool: Sequence[RelationClaim] | None = None) -> list[Conflict]:
    """Record the conflicts live canonical claims form with other live canonical claims (``conflict.v1``).

    A conflict needs the same subject, the same predicate meaning, compatible
    qualifiers and different objects, no supersession between the two (module
    docstring), and neither claim retired by the time both are known.
    Existing undecided-by-moderator conflicts of the same subjects and
    predicates are decided again (corroboration may have changed). Idempotent:
    a pair is stored once, lower claim id as ``claim_a``. Run it after
    :func:`claims.supersession.supersession_detect_many` for the same claims.

    Args:
        claims: the claims to decide for.
        pool: ``relation_pool(claims)`` when the caller has it (ingestion
            shares it with supersession detection); then ``claims`` must be
            its batch. Otherwise it is loaded here (two queries).

    Queries: their supersession links, their retirements, one insert, the
    stored conflicts to re-decide and the read-back — a constant number per
    document at ingestion. Returns the conflicts of ``claims``, by id.
    """
    if pool is None:
        claims, pool = relation_pool(claims)
    batch = [c for c in claims if c.lane == Lane.CANONICAL and c.status in LIVE_STATUSES
             and predicate_key(c.predicate) not in NEVER_CONFLICT]
    if not batch:
        return []
    canonical: dict[tuple[int, str], list[Claim]] = {}
    for other in pool:
        if other.lane == Lane.CANONICAL and other.status in LIVE_STATUSES:
            canonical.setdefault((other.subject_id, predicate_key(other.predicate)), []).append(other)
    batch_ids = [c.pk for c in batch]
    linked = set(
        Supersession.objects.filter(Q(old_claim_id__in=batch_ids) | Q(new_claim_id__in=batch_ids))
        .values_list("old_claim_id", "new_claim_id")
    )
    retirements = _retirements({c.pk for group in canonical.values() for c in group} | set(batch_ids))

    def retired_by(c: Claim, moment: dt.datetime) -> bool:
        return any(when <= moment for when in retirements.get(c.pk, ()))

    pairs: dict[tuple[int, int], Conflict] = {}
    for claim in batch:
        key = predicate_key(claim.predicate)
        for other in canonical.get((claim.subject_id, key), ()):
            if (claim.pk, other.pk) in linked or (other.pk, claim.pk) in linked or not _in_conflict(claim, other):
                continue
            both_known = max(claim.known_at, other.known_at)
            if retired_by(other, both_known) or retired_by(claim, both_known):
                continue
            a, b = (claim, other) if claim.pk < other.pk else (other, claim)
            pairs.setdefault((a.pk, b.pk), Conflict(
                claim_a_id=a.pk, claim_b_id=b.pk, subject_id=claim.subject_id, predicate=key,
                rule=Conflict.Rule.UNRESOLVED,
            ))
    if pairs:
        Conflict.objects.bulk_create(pairs.values(), ignore_conflicts=True)  # an existing pair keeps its row
    _redecide({scope for c in batch if (scope := relation_scope(c)) is not None}, pool, retirements)
    if not pairs:
        return []
    rows = Conflict.objects.filter(claim_a_id__in={a for a, _ in pairs}, claim_b_id__in={b for _, b in pairs})
    return sorted((row for row in rows if (row.claim_a_id, row.claim_b_id) in pairs), key=lambda row: row.pk)


def conflict_decide(*, conflict: Conflict, winner: Claim, user, reason: str = "") -> Conflict:
    """A moderator decides a conflict: ``winner`` is stated, rule becomes ``moderator``.

    Records who and when on the conflict and an append-only ModerationAction
    (action ``decide_conflict``) on the winning claim, in one transaction;
    the article is re-synthesized after commit. Raises ValueError when
    ``winner`` is neither of the conflict's claims; then nothing changes.
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


# ---------------------------------------------------------------- what a reader sees


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


def conflicts_among(claims: Sequence[Claim]) -> list[ConflictView]:
    """The conflicts between claims of one recall (one viewer, one ``as_of``), decided for that viewer.

    Args:
        claims: live canonical claims the viewer may see (``claims_recall``),
            with ``source`` loaded.

    Returns ConflictViews for every stored conflict whose two claims are both
    in ``claims``. A moderator's decision stands; otherwise precedence is
    applied with corroboration counted inside ``claims`` only. One query.
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


def conflicts_for_talk(*, entity_id: int, live: QuerySet, visible: frozenset[int],
                       cutoff: dt.datetime | None = None) -> QuerySet:
    """Every conflict of an entity whose two claims the viewer may see: open ones first, then newest first.

    Args:
        entity_id: the subject.
        live: the viewer's live canonical claims of the entity (``claims_recall``,
            a queryset; used as a subquery). A conflict between two of them is
            open, annotated ``current=True``; the others (a claim superseded or
            retracted since) are listed as past.
        visible: the sources the viewer may see.
        cutoff: the end of the ``as_of`` day, or None for now: conflicts with a
            claim known later are left out.

    Returns an unevaluated queryset (both claims and their sources joined):
    page it, then decide the page with :func:`conflicts_decide`. At 1M claims
    the largest entity has thousands of conflicts; a talk page shows 50.
    """
    rows = (
        Conflict.objects.filter(subject_id=entity_id, claim_a__source_id__any=visible,
                                claim_b__source_id__any=visible)
        .exclude(claim_a__status="rejected").exclude(claim_b__status="rejected")
    )
    if cutoff is not None:
        rows = rows.filter(claim_a__known_at__lt=cutoff, claim_b__known_at__lt=cutoff)
    live_ids = live.order_by().values("pk")
    return (
        rows.annotate(current=ExpressionWrapper(Q(claim_a_id__in=live_ids) & Q(claim_b_id__in=live_ids),
                                                output_field=BooleanField()))
        .select_related("claim_a__source", "claim_b__source", "decided_by")
        .defer("claim_a__embedding", "claim_b__embedding", "claim_a__evidence_text", "claim_b__evidence_text")
        .order_by("-current", "-detected_at", "-pk")
    )


def conflicts_decide(rows: Iterable[Conflict], live: QuerySet) -> list[ConflictView]:
    """Decide ``rows`` (annotated by :func:`conflicts_for_talk`) for the viewer whose live canonical claims are ``live``.

    A moderator's decision stands (both claims of an open conflict are live,
    so its winner is, as :func:`conflicts_among` requires). Otherwise
    precedence: for an open conflict with corroboration counted among the
    viewer's live claims of the same predicates (one query, for all rows);
    for a past one from the pair alone.
    """
    rows = list(rows)
    spellings = {p for row in rows if row.current for p in same_meaning_predicates(row.predicate)}
    pool = (list(live.select_related(None).select_related("source").filter(predicate__in=sorted(spellings))
                 .only(*RELATION_FIELDS)) if spellings else [])
    views = []
    for row in rows:
        a, b = row.claim_a, row.claim_b
        if row.rule == Conflict.Rule.MODERATOR and row.winner_id in (a.pk, b.pk):
            winner = a if row.winner_id == a.pk else b
            views.append(ConflictView(row, a, b, row.rule, winner, row.explanation, row.current))
            continue
        decision = precedence_decide(a=a, b=b, pool=pool if row.current else [])
        views.append(ConflictView(row, a, b, decision.rule, decision.winner, decision.explanation, row.current))
    return views


# ---------------------------------------------------------------- freshness


def stale_since_expression() -> ExpressionWrapper:
    """SQL for the moment a source goes past its SLA: ``coalesce(last_reviewed_at, created_at) + sla days``."""
    interval = Func(F("freshness_sla_days"), template="make_interval(days => %(expressions)s)")
    return ExpressionWrapper(Coalesce("last_reviewed_at", "created_at") + interval, output_field=DateTimeField())


def stale_sources_q(now: dt.datetime | None = None) -> Q:
    """A Q on Source for sources past their freshness SLA at ``now`` (needs the ``stale_at`` annotation)."""
    return Q(freshness_sla_days__isnull=False, stale_at__lte=now or timezone.now())


def sources_with_stale_at(qs: QuerySet[Source] | None = None) -> QuerySet[Source]:
    """Sources annotated with ``stale_at`` (None when they have no SLA), computed in SQL."""
    return (qs if qs is not None else Source.objects.all()).annotate(stale_at=stale_since_expression())


def sources_stale(*, now: dt.datetime | None = None) -> QuerySet[Source]:
    """Sources past their freshness SLA at ``now`` (default: now), oldest lapse first. One query."""
    return sources_with_stale_at().filter(stale_sources_q(now)).order_by("stale_at", "key")


@transaction.atomic
def freshness_audit(*, now: dt.datetime | None = None) -> FreshnessAudit:
    """Find the sources past their freshness SLA, log each, and record the audit.

    Returns the FreshnessAudit row: ``ran_at``, ``checked`` (sources with an
    SLA), ``stale_keys`` (keys of the stale sources, oldest lapse first).
    """
    now = now or timezone.now()
    stale = list(sources_stale(now=now).values_list("key", "stale_at"))
    checked = Source.objects.filter(freshness_sla_days__isnull=False).count()
    for key, since in stale:
        logger.warning("source %s is past its freshness SLA since %s: needs review", key, since.date())
    return FreshnessAudit.objects.create(ran_at=now, checked=checked, stale_keys=[k for k, _ in stale])


# ---------------------------------------------------------------- authority-aware ranking

#: How much one authority tier lowers a relevance score (tier 1 × 1.0 … tier 5 × 0.6).
AUTHORITY_STEP = 0.1


def authority_weight(tier: int) -> float:
    """``1 − AUTHORITY_STEP × (tier − 1)``: 1.0 for tier 1, 0.6 for tier 5."""
    return 1.0 - AUTHORITY_STEP * (tier - 1)


def rank_by_authority(qs: QuerySet[Claim], query_embedding: Sequence[float]) -> QuerySet[Claim]:
    """Order an already permission-filtered claim QuerySet by relevance and authority, in SQL.

    ``score = max(0, 1 − cosine_distance(embedding, query)) × (1 − 0.1 × (authority_tier − 1))``

    Relevance is the cosine similarity clipped at 0 (384-d vectors); authority
    scales it down by 10 % per tier below tier 1, so a tier-5 claim needs a
    similarity 1/0.6 ≈ 1.67× higher than a tier-1 claim's to rank above it.
    Annotates ``distance`` and ``score``; ties break on id. Claims without an
    embedding rank last. The viewer's source filter must already be applied
    (invariant 2: permissions before ranking).
    """
    relevance = Greatest(Value(0.0), Value(1.0) - CosineDistance("embedding", list(query_embedding)),
                         output_field=FloatField())
    weight = ExpressionWrapper(Value(1.0) - Value(AUTHORITY_STEP) * (F("source__authority_tier") - Value(1)),
                               output_field=FloatField())
    return (
        qs.annotate(distance=CosineDistance("embedding", list(query_embedding)))
        .annotate(score=ExpressionWrapper(relevance * weight, output_field=FloatField()))
        .order_by(F("score").desc(nulls_last=True), "id")
    )


def claims_ranked(*, entity, lane: str, viewer, query: str | None = None,
                  query_embedding: Sequence[float] | None = None, as_of: dt.date | None = None,
                  k: int = 10, visible: frozenset[int] | None = None) -> list[Claim]:
    """Recall one lane of one entity for a query, ranked by :func:`rank_by_authority`, top ``k``.

    Permissions and ``as_of`` are applied in SQL first (``claims_recall``).
    One hard rule on top of the score: when two returned claims are in a
    conflict decided by authority tier, the higher-tier claim is placed above
    the lower-tier one, whatever their similarity. Returns a list of Claims
    with ``score`` and ``distance`` set.
    """
    from .selectors import claims_recall

    if query_embedding is None:
        if query is None:
            raise ValueError("claims_ranked needs a query or a query_embedding")
        from core.embeddings import embed_texts

        query_embedding = embed_texts([query])[0]
    qs = claims_recall(entity=entity, lane=lane, viewer=viewer, as_of=as_of, visible=visible)
    ranked = list(rank_by_authority(qs, query_embedding)[:k])
    for view in conflicts_among(ranked):
        if view.rule != Conflict.Rule.AUTHORITY or view.winner is None:
            continue
        winner, loser = view.winner, view.loser
        wi = next(i for i, c in enumerate(ranked) if c.pk == winner.pk)
        li = next(i for i, c in enumerate(ranked) if c.pk == loser.pk)
        if li < wi:
            ranked.insert(li, ranked.pop(wi))
    return ranked
