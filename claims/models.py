"""Sources and their manifests, documents, entities, claims and their history."""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth.models import Group
from django.contrib.postgres.fields import ArrayField
from django.contrib.postgres.indexes import GinIndex
from django.contrib.postgres.search import SearchVector
from django.core.exceptions import ValidationError
from django.core.validators import MaxValueValidator, MinValueValidator
import datetime as dt

from django.db import models
from django.db.models import Exists, OuterRef, Q
from django.db.models.functions import Lower
from django.utils import timezone
from pgvector.django import HnswIndex, IvfflatIndex, VectorField

from core.models import TimeStampedModel
from core.timezones import day_end

EMBEDDING_DIMENSIONS = 384


class Lifecycle(models.TextChoices):
    ACTIVE = "active", "Active"
    DEPRECATED = "deprecated", "Deprecated"
    ARCHIVED = "archived", "Archived"
    DRAFT = "draft", "Draft"


class Lane(models.TextChoices):
    CANONICAL = "canonical", "Canonical"
    BULL = "bull", "Bull"
    BEAR = "bear", "Bear"


class ClaimType(models.TextChoices):
    DEPLOYMENT = "deployment", "Deployment"
    FUNDING = "funding", "Funding"
    CAPABILITY = "capability", "Capability"
    TIMELINE = "timeline", "Timeline"
    STATISTIC = "statistic", "Statistic"
    OPINION = "opinion", "Opinion"


class ClaimStatus(models.TextChoices):
    """``auto`` and ``approved`` claims are live; the others never reach prose."""

    AUTO = "auto", "Unreviewed"
    APPROVED = "approved", "Approved"
    REJECTED = "rejected", "Rejected"
    RETRACTED = "retracted", "Retracted"


LIVE_STATUSES = (ClaimStatus.AUTO, ClaimStatus.APPROVED)


# ----------------------------------------------------------------------------- read paths
#
# "Visible to" is the permission filter every read applies in SQL (DESIGN.md
# invariant 2): ``visible`` is the frozenset of source ids from
# ``claims.selectors.sources_visible_to``, sent as one array parameter. A claim
# is **active** while its status is ``auto`` or ``approved`` (moderation), and
# **current** for a reader as of a day when it is active then and no claim the
# reader may see had superseded it by then (``ClaimQuerySet.current``).


class SourceQuerySet(models.QuerySet):
    def public(self) -> "SourceQuerySet":
        """Sources any reader may see: no ACL groups, not a draft, a public (or no) audience."""
        from core.viewer import PUBLIC_AUDIENCE

        return self.filter(Q(audience=[]) | Q(audience__contains=[PUBLIC_AUDIENCE]), acl_groups__isnull=True) \
            .exclude(lifecycle=Lifecycle.DRAFT)


class ClaimQuerySet(models.QuerySet):
    """The read path for claims. Two words, two meanings:

    * **active** — a stored claim nobody has rejected or retracted (status
      ``auto`` or ``approved``), whoever looks and whenever: what relation
      detection and counts read;
    * **current** — what one reader sees as true on a day: from a source they
      may see, known by then, not retracted by then, and not replaced by then
      by a claim they may also see (:meth:`current`).
    """

    def visible_to(self, visible) -> ClaimQuerySet:
        """Claims of the sources in ``visible`` (source ids), in SQL."""
        return self.filter(source_id__any=list(visible))

    def active(self) -> ClaimQuerySet:
        """Claims not rejected or retracted by a moderator or a new version of their document."""
        return self.filter(status__in=LIVE_STATUSES)

    def about(self, entity) -> ClaimQuerySet:
        """Claims whose subject is ``entity`` (an Entity, its id or an expression)."""
        return self.filter(subject_id=getattr(entity, "pk", entity))

    def current(self, *, visible, as_of: dt.date | None = None) -> ClaimQuerySet:
        """Claims a reader who may see the sources ``visible`` sees as current at the end of ``as_of`` (None: now).

        Current: from a visible source; known before the end of ``as_of``; not
        rejected; not retracted by then; not superseded by then by a claim the
        reader may also see (a restricted claim never retires a public one for
        a public reader, which would leak its existence). One anti-join.
        """
        ids = list(visible)
        cutoff = day_end(as_of)
        superseding = Supersession.objects.filter(
            old_claim=OuterRef("pk"), reverted_at__isnull=True, new_claim__source_id__any=ids,
            new_claim__status__in=[*LIVE_STATUSES, ClaimStatus.RETRACTED],
        )
        retracted_now = Q(status=ClaimStatus.RETRACTED)
        if cutoff is not None:
            superseding = superseding.filter(effective_at__lt=cutoff, new_claim__known_at__lt=cutoff).exclude(
                new_claim__status=ClaimStatus.RETRACTED, new_claim__retracted_at__lt=cutoff
            )
            retracted_now = Q(status=ClaimStatus.RETRACTED, retracted_at__lt=cutoff)
        else:
            superseding = superseding.filter(new_claim__status__in=LIVE_STATUSES)
        qs = self.filter(source_id__any=ids).exclude(status=ClaimStatus.REJECTED).exclude(retracted_now)
        if cutoff is not None:
            qs = qs.filter(known_at__lt=cutoff)
        return qs.filter(~Exists(superseding))


class SupersessionQuerySet(models.QuerySet):
    def visible_to(self, visible) -> "SupersessionQuerySet":
        """Supersessions whose two claims both come from sources in ``visible``."""
        ids = list(visible)
        return self.filter(old_claim__source_id__any=ids, new_claim__source_id__any=ids)

    def standing(self) -> "SupersessionQuerySet":
        """Supersessions a moderator has not reverted."""
        return self.filter(reverted_at__isnull=True)


class ConflictQuerySet(models.QuerySet):
    def visible_to(self, visible) -> "ConflictQuerySet":
        ids = list(visible)
        return self.filter(claim_a__source_id__any=ids, claim_b__source_id__any=ids)


class SourceScopedQuerySet(models.QuerySet):
    """For rows with a ``source`` (passages) or a ``claim`` (moderation actions): visible to a reader."""

    source_path = "source_id"

    def visible_to(self, visible):
        return self.filter(**{f"{self.source_path}__any": list(visible)})


class ActionQuerySet(SourceScopedQuerySet):
    source_path = "claim__source_id"


class SourceClass(TimeStampedModel):
    """A kind of source (press release, trade press, analyst note …); data, not code."""

    key = models.SlugField(max_length=64, unique=True)
    name = models.CharField(max_length=120)
    description = models.TextField(blank=True)

    class Meta:
        ordering = ["key"]
        verbose_name_plural = "source classes"

    def __str__(self) -> str:
        return self.name


class Source(TimeStampedModel):
    """A publisher, feed or collection, with its manifest (DESIGN.md "manifest")."""

    objects = SourceQuerySet.as_manager()

    key = models.SlugField(max_length=100, unique=True)
    name = models.CharField(max_length=200)
    source_class = models.ForeignKey(SourceClass, on_delete=models.PROTECT, related_name="sources")
    owner = models.CharField(max_length=200)
    authority_tier = models.PositiveSmallIntegerField(
        validators=[MinValueValidator(1), MaxValueValidator(5)],
        help_text="1 = canonical policy / curated facts … 5 = archived or generated.",
    )
    lifecycle = models.CharField(max_length=16, choices=Lifecycle.choices, default=Lifecycle.ACTIVE)
    audience = ArrayField(models.CharField(max_length=64), default=list, blank=True)
    acl_groups = models.ManyToManyField(
        Group, blank=True, related_name="sources", help_text="Empty means public."
    )
    freshness_sla_days = models.PositiveIntegerField(null=True, blank=True)
    last_reviewed_at = models.DateTimeField(null=True, blank=True)
    url = models.URLField(max_length=500, blank=True)
    feed_url = models.URLField(max_length=500, blank=True)
    time_zone = models.CharField(max_length=64, blank=True, help_text="For naive timestamps; UTC if blank.")
    fetch_etag = models.CharField(max_length=300, blank=True)
    fetch_last_modified = models.CharField(max_length=100, blank=True)
    last_fetched_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["key"]
        constraints = [
            models.CheckConstraint(
                condition=Q(authority_tier__gte=1, authority_tier__lte=5), name="source_tier_1_to_5"
            ),
            models.CheckConstraint(
                condition=Q(lifecycle__in=Lifecycle.values), name="source_lifecycle_known"
            ),
        ]

    def __str__(self) -> str:
        return self.name

    def clean(self) -> None:
        if self.lifecycle not in Lifecycle.values:
            raise ValidationError({"lifecycle": f"unknown lifecycle {self.lifecycle!r}"})

    @property
    def stale_since(self):
        """The moment the source went past its freshness SLA, or ``None``."""
        if self.freshness_sla_days is None:
            return None
        reviewed = self.last_reviewed_at or self.created_at
        if reviewed is None:
            return None
        return reviewed + timezone.timedelta(days=self.freshness_sla_days)

    @property
    def is_stale(self) -> bool:
        since = self.stale_since
        return since is not None and since <= timezone.now()


class SourceLifecycleEvent(models.Model):
    """Append-only record of a source's lifecycle changes, for ``as_of`` eligibility."""

    source = models.ForeignKey(Source, on_delete=models.CASCADE, related_name="lifecycle_events")
    lifecycle = models.CharField(max_length=16, choices=Lifecycle.choices)
    changed_at = models.DateTimeField(default=timezone.now)
    note = models.CharField(max_length=300, blank=True)

    class Meta:
        ordering = ["source_id", "changed_at", "id"]
        indexes = [models.Index(fields=["source", "changed_at"])]

    def __str__(self) -> str:
        return f"{self.source.key} → {self.lifecycle} at {self.changed_at:%Y-%m-%d}"


class Entity(TimeStampedModel):
    """What an article is about. Only registry entities get an article."""

    name = models.CharField(max_length=200)
    slug = models.SlugField(max_length=200, unique=True)
    kind = models.CharField(max_length=40, default="company")
    aliases = ArrayField(models.CharField(max_length=200), default=list, blank=True)
    description = models.TextField(blank=True)
    in_registry = models.BooleanField(
        default=True, help_text="False for entities proposed from the corpus, awaiting review."
    )

    class Meta:
        ordering = ["name"]
        verbose_name_plural = "entities"
        indexes = [
            GinIndex(fields=["aliases"], name="entity_aliases_gin"),
            # Ingestion looks up each document's proposed names by lower(name): a sequential
            # scan of every entity otherwise (4.7 ms a document at 10,000 entities).
            models.Index(Lower("name"), name="entity_lower_name"),
            # claims.services.registry_refs checks the registry's size and last edit before
            # every document: an index-only scan (1.0 ms at 10,000 entities) instead of
            # reading the table (2–3 ms).
            models.Index(fields=["updated_at", "id"], condition=Q(in_registry=True), name="entity_registry_version"),
        ]

    def __str__(self) -> str:
        return self.name

    @property
    def names(self) -> list[str]:
        return [self.name, *self.aliases]


class DocumentStatus(models.TextChoices):
    INGESTED = "ingested", "Ingested"
    FAILED = "failed", "Failed"


class Document(TimeStampedModel):
    """One ingested item of a source. ``published_at`` is the known-at of its claims."""

    source = models.ForeignKey(Source, on_delete=models.PROTECT, related_name="documents")
    url = models.URLField(max_length=1000)
    title = models.CharField(max_length=500, blank=True)
    author = models.CharField(max_length=200, blank=True)
    outlet = models.CharField(max_length=200, blank=True)
    published_at = models.DateTimeField(db_index=True)
    date_flags = ArrayField(models.CharField(max_length=32), default=list, blank=True)
    text = models.TextField()
    content_hash = models.CharField(max_length=64)
    version = models.PositiveIntegerField(default=1)
    previous_version = models.OneToOneField(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="next_version"
    )
    extractor = models.CharField(max_length=40)

    class Meta:
        ordering = ["-published_at", "id"]
        constraints = [
            models.UniqueConstraint(fields=["source", "content_hash"], name="document_unique_content"),
            models.UniqueConstraint(fields=["url", "version"], name="document_unique_url_version"),
        ]

    def __str__(self) -> str:
        return self.title or self.url

    @property
    def date_unknown(self) -> bool:
        """Whether the page gave no date, so ``published_at`` is when it was fetched (:mod:`claims.fetching.dates`)."""
        from .fetching.dates import DATE_UNKNOWN

        return DATE_UNKNOWN in (self.date_flags or ())

    @property
    def date_precision(self) -> str:
        """How much of ``published_at`` the source gave: "year", "month" or "day" (ISO 8601 reduced precision,
        :func:`claims.records.parse_timestamp`); a page with no date is dated to the day it was fetched."""
        from .records import precision_of

        return precision_of(self.date_flags or [])


class IngestionError(models.Model):
    """A document that could not be ingested, with the reason; nothing else was written."""

    source_key = models.CharField(max_length=100, blank=True)
    url = models.CharField(max_length=1000, blank=True)
    line_number = models.PositiveIntegerField(null=True, blank=True)
    reason = models.TextField()
    created_at = models.DateTimeField(default=timezone.now, db_index=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.source_key or '?'} {self.url or ''}: {self.reason[:80]}"


class Claim(TimeStampedModel):
    """One atomic assertion, routed into exactly one lane.

    ``predicate`` is a key of ``claims.vocabulary`` and ``qualifier`` its
    canonical form (the one write path, ``claims.write``, sees to both).
    """

    objects = ClaimQuerySet.as_manager()

    document = models.ForeignKey(Document, on_delete=models.PROTECT, related_name="claims")
    source = models.ForeignKey(Source, on_delete=models.PROTECT, related_name="claims")
    subject = models.ForeignKey(Entity, on_delete=models.PROTECT, related_name="claims")
    object_entity = models.ForeignKey(
        Entity, null=True, blank=True, on_delete=models.SET_NULL, related_name="object_claims"
    )
    predicate = models.CharField(max_length=64, db_index=True)
    object_text = models.CharField(max_length=500)
    object_value = models.DecimalField(max_digits=24, decimal_places=4, null=True, blank=True)
    object_unit = models.CharField(max_length=32, blank=True)
    qualifier = models.CharField(max_length=200, blank=True, help_text="e.g. the round or the site")
    context = models.CharField(max_length=200, blank=True, help_text="structured facts: the context column")
    statement = models.TextField(help_text="The claim as a plain sentence, from the evidence.")
    claim_type = models.CharField(max_length=16, choices=ClaimType.choices)
    confidence = models.FloatField(validators=[MinValueValidator(0.0), MaxValueValidator(1.0)])
    stance = models.CharField(max_length=16, blank=True)
    hedged = models.BooleanField(default=False, db_default=False, help_text="may, might, reportedly … (router input)")
    forward_looking = models.BooleanField(default=False, db_default=False, help_text="a projection or target (router input)")
    lane = models.CharField(max_length=16, choices=Lane.choices)
    route_reason = models.CharField(max_length=64)
    router = models.CharField(max_length=32)
    extractor = models.CharField(max_length=40)
    evidence_text = models.TextField()
    evidence_start = models.PositiveIntegerField()
    evidence_end = models.PositiveIntegerField()
    known_at = models.DateTimeField(help_text="The document's published_at.")
    valid_from = models.DateField(null=True, blank=True)
    valid_until = models.DateField(null=True, blank=True)
    status = models.CharField(max_length=16, choices=ClaimStatus.choices, default=ClaimStatus.AUTO)
    retracted_at = models.DateTimeField(null=True, blank=True)
    embedding = VectorField(dimensions=EMBEDDING_DIMENSIONS, null=True, blank=True)
    embedding_model = models.CharField(max_length=80, blank=True)

    class Meta:
        ordering = ["known_at", "id"]
        constraints = [
            models.CheckConstraint(
                condition=Q(confidence__gte=0.0, confidence__lte=1.0), name="claim_confidence_0_1"
            ),
            models.CheckConstraint(condition=Q(lane__in=Lane.values), name="claim_lane_known"),
            models.CheckConstraint(
                condition=Q(claim_type__in=ClaimType.values), name="claim_type_known"
            ),
            models.CheckConstraint(
                condition=Q(evidence_end__gte=models.F("evidence_start")), name="claim_span_ordered"
            ),
            models.UniqueConstraint(
                fields=["document", "subject", "predicate", "evidence_start", "object_text"],
                name="claim_unique_in_document",
            ),
        ]
        indexes = [
            models.Index(fields=["subject", "lane", "known_at"], name="claim_entity_lane_known"),
            models.Index(fields=["subject", "predicate", "known_at"], name="claim_entity_pred_known"),
            models.Index(fields=["lane", "known_at"], name="claim_lane_known_at"),
            # Structured-fact lookups (issue 4): entity as object, and case-insensitive object text.
            models.Index(fields=["object_entity", "predicate", "known_at"], name="claim_objent_pred_known"),
            models.Index(Lower("object_text"), "predicate", name="claim_object_lower_pred"),
            # Full-text search (encyclopedia.search): the query uses this same expression.
            GinIndex(SearchVector("statement", config="english"), name="claim_statement_fts"),
            # Every nearest-neighbour query reads one lane (lanes are never merged at
            # recall), so there is one partial HNSW index per lane and no shared one:
            # filtered kNN reaches recall@10 ≥ 0.99 where one shared index falls short,
            # and each stored claim updates one graph, not two (docs/benchmarks.md).
            # ef_construction 80: queries of the lane's own kind reach recall@10
            # 0.998–0.999 at 1M claims (ef_search 200–400) against 1.000 at 200, and
            # storing a claim costs ≈ 1.3 ms of server CPU against ≈ 2.4 — the graph
            # search for its neighbours, not the link updates, is most of an insert
            # (docs/benchmarks.md).
            *(
                HnswIndex(
                    name=f"claim_hnsw_{lane}_efc80",
                    fields=["embedding"],
                    m=16,
                    ef_construction=80,
                    opclasses=["vector_cosine_ops"],
                    condition=Q(lane=lane),
                )
                for lane in ("canonical", "bull", "bear")
            ),
        ]

    def __str__(self) -> str:
        return f"[{self.lane}] {self.statement[:80]}"

    @property
    def predicate_label(self) -> str:
        """The predicate in words ("units deployed", "valuation")."""
        from .vocabulary import predicate

        return predicate(self.predicate).label

    @property
    def asserted(self) -> str:
        """What the claim asserts, short: its predicate in words and, when its object is a value of the predicate
        (``claims.identity.states_value``), the object ("units deployed: a few dozen", "deployment target: hundreds",
        "capability"). Told beside the statement wherever claims are listed, since one sentence can make several
        claims that share it."""
        from .identity import states_value

        obj = " ".join((self.object_text or "").split())
        if obj and states_value(self) and obj.lower() != self.predicate_label:
            return f"{self.predicate_label}: {obj}"
        return self.predicate_label


class Supersession(models.Model):
    """Append-only log: ``new_claim`` replaces ``old_claim`` from ``effective_at`` on.

    A moderator may revert one; the row stays and records who and when.
    """

    objects = SupersessionQuerySet.as_manager()

    old_claim = models.ForeignKey(Claim, on_delete=models.CASCADE, related_name="superseded_by_events")
    new_claim = models.ForeignKey(Claim, on_delete=models.CASCADE, related_name="supersedes_events")
    subject = models.ForeignKey(Entity, on_delete=models.CASCADE, related_name="supersessions")
    predicate = models.CharField(max_length=64)
    effective_at = models.DateTimeField()
    reason = models.CharField(max_length=200)
    rule = models.CharField(max_length=40, default="supersede.v1")
    created_at = models.DateTimeField(default=timezone.now)
    reverted_at = models.DateTimeField(null=True, blank=True)
    reverted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    class Meta:
        ordering = ["effective_at", "id"]
        constraints = [
            models.UniqueConstraint(fields=["old_claim", "new_claim"], name="supersession_unique_pair"),
            models.CheckConstraint(condition=~Q(old_claim=models.F("new_claim")), name="supersession_not_self"),
        ]
        indexes = [models.Index(fields=["old_claim", "effective_at"], name="supersession_old_eff")]

    def __str__(self) -> str:
        return f"{self.old_claim_id} → {self.new_claim_id} ({self.predicate})"


class ModerationAction(models.Model):
    """Append-only record of a moderator's decision on a claim: who, when, what, why."""

    objects = ActionQuerySet.as_manager()

    class Action(models.TextChoices):
        APPROVE = "approve", "Approve"
        REJECT = "reject", "Reject"
        MOVE_LANE = "move_lane", "Move lane"
        REVERT_SUPERSESSION = "revert_supersession", "Revert supersession"
        DECIDE_CONFLICT = "decide_conflict", "Decide conflict"

    claim = models.ForeignKey(Claim, on_delete=models.CASCADE, related_name="moderation_actions")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL)
    action = models.CharField(max_length=32, choices=Action.choices)
    from_value = models.CharField(max_length=32, blank=True)
    to_value = models.CharField(max_length=32, blank=True)
    reason = models.TextField(blank=True)
    created_at = models.DateTimeField(default=timezone.now, db_index=True)

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return f"{self.action} claim {self.claim_id}"


#: The passages' IVFFlat index (answers' P3 reads it; core.vectors.ivfflat_refresh keeps its lists).
PASSAGE_EMBEDDING_INDEX = "passage_embedding_ivfflat"


class Passage(models.Model):
    """A chunk of a document's text with its embedding: the text tier (P3) of answers."""

    objects = SourceScopedQuerySet.as_manager()

    document = models.ForeignKey(Document, on_delete=models.CASCADE, related_name="passages")
    source = models.ForeignKey(Source, on_delete=models.PROTECT, related_name="passages")
    index = models.PositiveIntegerField()
    text = models.TextField()
    start = models.PositiveIntegerField()
    end = models.PositiveIntegerField()
    known_at = models.DateTimeField()
    embedding = VectorField(dimensions=EMBEDDING_DIMENSIONS, null=True, blank=True)
    embedding_model = models.CharField(max_length=80, blank=True)

    class Meta:
        ordering = ["document_id", "index"]
        constraints = [models.UniqueConstraint(fields=["document", "index"], name="passage_unique_index")]
        indexes = [
            models.Index(fields=["source", "known_at"], name="passage_source_known"),
            # Which passages name an entity (answers, P3): words as written, no stemming;
            # encyclopedia.answers.retrieval.PASSAGE_WORDS is this same expression.
            GinIndex(SearchVector("text", config="simple"), name="passage_text_simple_fts"),
            # IVFFlat, not HNSW: a stored passage costs one distance per list instead of
            # an HNSW insert (≈ 3.3 ms of server CPU each at 1M claims), at a recall@10 of
            # 0.996 against 0.987 and a query p95 of 30 ms against 12 (docs/benchmarks.md;
            # answers read it only for questions naming no entity, or one named by more
            # than 5,000 passages). Created with one list
            # (exact); core.vectors.ivfflat_refresh sets lists for the rows there are
            # and rebuilds it as they grow (daily task claims.refresh_vector_indexes).
            IvfflatIndex(name=PASSAGE_EMBEDDING_INDEX, fields=["embedding"], lists=1,
                         opclasses=["vector_cosine_ops"]),
        ]

    def __str__(self) -> str:
        return f"{self.document_id}#{self.index}"


class Conflict(models.Model):
    """Two live canonical claims on the same subject and predicate whose objects disagree.

    ``rule`` names the precedence rule that decided it (``authority_tier``,
    ``recency``, ``corroboration``, ``moderator``) or ``unresolved``; ``winner``
    is the claim the article states. An unresolved conflict is stated in the
    article with both citations.
    """

    objects = ConflictQuerySet.as_manager()

    class Rule(models.TextChoices):
        AUTHORITY = "authority_tier", "Higher authority tier"
        RECENCY = "recency", "More recent known-at"
        CORROBORATION = "corroboration", "More independent sources"
        MODERATOR = "moderator", "Moderator decision"
        UNRESOLVED = "unresolved", "Unresolved"

    subject = models.ForeignKey(Entity, on_delete=models.CASCADE, related_name="conflicts")
    predicate = models.CharField(max_length=64)
    claim_a = models.ForeignKey(Claim, on_delete=models.CASCADE, related_name="conflicts_as_a")
    claim_b = models.ForeignKey(Claim, on_delete=models.CASCADE, related_name="conflicts_as_b")
    rule = models.CharField(max_length=32, choices=Rule.choices, default=Rule.UNRESOLVED)
    winner = models.ForeignKey(Claim, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    explanation = models.CharField(max_length=300, blank=True)
    detected_at = models.DateTimeField(default=timezone.now)
    decided_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                                   related_name="+")
    decided_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-detected_at", "-id"]
        constraints = [
            models.UniqueConstraint(fields=["claim_a", "claim_b"], name="conflict_unique_pair"),
            models.CheckConstraint(condition=~Q(claim_a=models.F("claim_b")), name="conflict_not_self"),
        ]

    def __str__(self) -> str:
        return f"{self.subject} {self.predicate}: {self.claim_a_id} vs {self.claim_b_id} ({self.rule})"

    @property
    def is_resolved(self) -> bool:
        return self.rule != self.Rule.UNRESOLVED


class FreshnessAudit(models.Model):
    """One run of the freshness audit (``claims.audit_freshness``): which sources were past their SLA."""

    ran_at = models.DateTimeField(default=timezone.now, db_index=True)
    checked = models.PositiveIntegerField(default=0, help_text="Sources with a freshness SLA.")
    stale_keys = ArrayField(models.CharField(max_length=100), default=list, blank=True)

    class Meta:
        ordering = ["-ran_at", "-id"]

    def __str__(self) -> str:
        return f"{self.ran_at:%Y-%m-%d %H:%M}: {len(self.stale_keys)} of {self.checked} stale"


class IngestionRun(models.Model):
    """One ingestion run (a command, a scheduled fetch or a manual refresh) and its outcome."""

    source = models.ForeignKey(Source, null=True, blank=True, on_delete=models.SET_NULL, related_name="runs")
    trigger = models.CharField(max_length=32, default="command")
    started_at = models.DateTimeField(default=timezone.now)
    finished_at = models.DateTimeField(null=True, blank=True)
    documents_new = models.PositiveIntegerField(default=0)
    documents_unchanged = models.PositiveIntegerField(default=0)
    documents_failed = models.PositiveIntegerField(default=0)
    errors = models.JSONField(default=list, blank=True)

    class Meta:
        ordering = ["-started_at", "-id"]

    def __str__(self) -> str:
        return f"{self.source or 'all sources'} {self.started_at:%Y-%m-%d %H:%M} ({self.trigger})"
