"""The API's response and request shapes (pydantic, through django-ninja): the OpenAPI schema is made from these.

Conventions: every id of a claim is named ``id`` on a claim object and
``claim_id`` / ``claim_ids`` / ``*_claim_id`` elsewhere; every ``url`` is a
path on this site (the API resource) and ``page`` the reader page; moments
are ISO 8601 with a zone, days ``YYYY-MM-DD`` in the site's ``TIME_ZONE``.
Lanes are never merged: every list of claims is one lane's.
"""

from __future__ import annotations

import datetime as dt
from typing import Literal

from ninja import Schema
from pydantic import Field

LaneName = Literal["canonical", "bull", "bear"]


class Error(Schema):
    """A refused request: ``detail`` says why in words; ``errors`` lists bad fields, when there are any."""

    detail: str
    errors: list[dict] | None = None


class LaneCounts(Schema):
    """Live claims per lane, counting only sources the caller may see."""

    canonical: int
    bull: int
    bear: int


class EntityOut(Schema):
    slug: str
    name: str
    kind: str
    aliases: list[str]
    description: str = ""
    lane_counts: LaneCounts
    url: str = Field(description="This entity in the API")
    article_url: str
    talk_url: str
    page: str = Field(description="The reader page /wiki/<slug>/")


class EntityList(Schema):
    """Registry entities with a claim the caller may see, by name; ``kinds``: the kinds present."""

    count: int
    kinds: list[str]
    items: list[EntityOut]


class Freshness(Schema):
    """``sla_days`` null = no freshness SLA; ``stale``: past it now; ``stale_since``: when it lapsed."""

    sla_days: int | None
    last_reviewed_at: dt.datetime | None
    stale: bool
    stale_since: dt.datetime | None


class SourceBrief(Schema):
    """A source's manifest (DESIGN.md "manifest")."""

    key: str
    name: str
    source_class: str
    source_class_name: str
    owner: str
    authority_tier: int = Field(description="1 = canonical policy … 5 = archived or generated")
    lifecycle: str
    audience: list[str]
    freshness: Freshness
    url: str = Field(description="This source in the API")
    page: str


class SourceOut(SourceBrief):
    """A source: its manifest, the ACL groups the caller belongs to (all of them for staff; empty = public
    or none of the caller's), its site and feed, its newest documents and its newest claims, lane by lane."""

    acl_groups: list[str]
    site_url: str
    feed_url: str
    documents: list[DocumentOut]
    lanes: dict[str, list[ClaimBrief]] = Field(description="lane → newest claims of that lane, each lane on its own")


class SourceList(Schema):
    count: int
    items: list[SourceBrief]


class DocumentOut(Schema):
    """The document a claim was read from; ``published_at`` is the claim's known-at."""

    id: int
    title: str
    url: str
    published_at: dt.datetime
    version: int
    outlet: str = ""
    author: str = ""


class Evidence(Schema):
    """The evidence span: ``text`` and its character offsets ``[start, end)`` in the document's stored text."""

    text: str
    start: int
    end: int


class SupersessionRef(Schema):
    """One supersession seen from a claim: the ``claim_id`` on the other side, from ``effective_at`` on."""

    supersession_id: int
    claim_id: int
    effective_at: dt.datetime
    reason: str
    rule: str
    reverted: bool


class ConflictRef(Schema):
    """A stored conflict a claim is in: the other claim, the deciding rule and its winner (null: open)."""

    conflict_id: int
    other_claim_id: int
    rule: str
    winner_claim_id: int | None


class ClaimBrief(Schema):
    id: int
    lane: LaneName
    claim_type: str
    statement: str
    subject: str = Field(description="The subject entity's slug")
    known_at: dt.datetime
    status: str
    url: str
    page: str


class ClaimOut(Schema):
    """A claim with its full provenance: source manifest, document, evidence span, routing reason and
    supersession in both directions (``superseded_by``: later claims replacing it; ``supersedes``: earlier
    claims it replaces), among claims the caller may see."""

    id: int
    url: str
    page: str
    lane: LaneName
    claim_type: str
    status: str
    subject: str
    subject_name: str
    predicate: str
    object_text: str
    object_value: str | None = Field(description="The object's number as a decimal string, when it has one")
    object_unit: str
    qualifier: str
    context: str
    statement: str
    confidence: float = Field(description="0–1, from extraction")
    stance: str
    hedged: bool
    forward_looking: bool
    known_at: dt.datetime
    valid_from: dt.date | None
    valid_until: dt.date | None
    retracted_at: dt.datetime | None
    route_reason: str = Field(description="The router's machine-readable reason for the lane")
    router: str
    extractor: str
    evidence: Evidence
    source: SourceBrief
    document: DocumentOut
    superseded_by: list[SupersessionRef]
    supersedes: list[SupersessionRef]
    conflicts: list[ConflictRef]


class ClaimList(Schema):
    """One lane's claims, by id ascending; ``next`` is the cursor of the following page (null: last page)."""

    lane: LaneName
    as_of: dt.date | None
    items: list[ClaimOut]
    next: str | None
    next_url: str | None


class PartOut(Schema):
    text: str
    claim_ids: list[int]


class SentenceOut(Schema):
    """A sentence: plain ``text`` and the ``claim_ids`` it cites; ``unverified`` = no claim grounds it (shown
    as [unverified]); ``parts``: the stretches of a sentence whose parts cite different claims."""

    text: str
    kind: str
    lane: str
    unverified: bool
    claim_ids: list[int]
    parts: list[PartOut]


class SectionOut(Schema):
    key: str
    title: str
    note: str
    sentences: list[SentenceOut]


class InfoFieldOut(Schema):
    key: str
    label: str
    value: str
    date: str
    claim_ids: list[int]


class ArticleOut(Schema):
    """An entity's article as the evidence stood at the end of ``as_of`` (null: now), written from the
    canonical lane (projections of the bull and bear lanes in their own, labelled section).
    ``claim_ids``: every claim the article cites. ``html``: the rendered body, when asked for."""

    entity: str
    name: str
    as_of: dt.date | None
    revision_id: int
    pipeline: str
    claim_ids: list[int]
    infobox: list[InfoFieldOut]
    sections: list[SectionOut]
    html: str | None = None
    url: str
    page: str
    timemap: str


class EvidenceDates(Schema):
    """The days on which the entity's visible evidence changed, ascending (the slider's ticks)."""

    entity: str
    dates: list[dt.date]


class DiffSegment(Schema):
    op: Literal["equal", "delete", "insert"]
    text: str


class DiffRowOut(Schema):
    """One row of the prose diff; ``skip`` rows stand for ``skipped`` unchanged sentences."""

    op: Literal["equal", "delete", "insert", "change", "skip"]
    heading: bool
    segments: list[DiffSegment]
    claim_ids: list[int]
    skipped: int


class SupersessionOut(Schema):
    """A supersession: ``new_claim_id`` replaces ``old_claim_id`` from ``effective_at`` on."""

    id: int
    old_claim_id: int
    new_claim_id: int
    old_statement: str
    new_statement: str
    predicate: str
    effective_at: dt.datetime
    reason: str
    rule: str
    reverted_at: dt.datetime | None


class DiffOut(Schema):
    """What changed between the ends of two days: claims known (by lane), supersessions that took effect,
    claims retracted, and the prose diff of the two articles."""

    entity: str
    start: dt.date
    end: dt.date
    added: list[ClaimBrief]
    superseded: list[SupersessionOut]
    retracted: list[ClaimBrief]
    rows: list[DiffRowOut]
    old_revision_id: int | None
    new_revision_id: int | None


class LanePage(Schema):
    """One lane's claims, newest first, one page of ``page_size``; recalled on its own (never merged)."""

    lane: LaneName
    count: int
    page: int
    pages: int
    items: list[ClaimBrief]


class ConflictOut(Schema):
    """A conflict between two canonical claims, decided from what the caller may see: ``rule`` and
    ``winner_claim_id`` (null: open); ``current``: both claims are still current."""

    id: int
    predicate: str
    claim_a: ClaimBrief
    claim_b: ClaimBrief
    rule: str
    winner_claim_id: int | None
    explanation: str
    current: bool


class PagedSupersessions(Schema):
    count: int
    page: int
    pages: int
    items: list[SupersessionOut]


class PagedConflicts(Schema):
    count: int
    page: int
    pages: int
    items: list[ConflictOut]


class TalkOut(Schema):
    """The talk page: the bull lane and the bear lane, each recalled on its own, the supersession log and
    the conflicts with their decisions."""

    entity: str
    as_of: dt.date | None
    bull: LanePage
    bear: LanePage
    supersessions: PagedSupersessions
    conflicts: PagedConflicts
    page: str


class SearchHit(Schema):
    score: float = Field(description="Reciprocal-rank fusion score within its own list")
    matched_by: str


class EntityHit(SearchHit):
    entity: EntityRef


class EntityRef(Schema):
    slug: str
    name: str
    kind: str
    url: str


class ClaimHit(SearchHit):
    claim: ClaimBrief


class SearchOut(Schema):
    """Entities, and each lane's claims ranked within that lane only (lanes are never merged)."""

    query: str
    vector_used: bool
    entities: list[EntityHit]
    lanes: dict[str, list[ClaimHit]]


class Citation(Schema):
    claim_id: int | None = None
    passage_id: int | None = None
    source: str
    tier: str


class CitedText(Citation):
    text: str


class Routing(Schema):
    """The routing decision (capability, intent, source classes, eligible sources …) and its reason."""

    decision: dict
    reason: str


class AnswerOut(Schema):
    """The answer to a question: ``insufficient`` when the evidence the caller may see does not answer it."""

    question: str
    answer: str
    insufficient: bool
    citations: list[Citation]
    tiers_used: list[str]
    capability: str
    routing: Routing
    other_sources_say: list[CitedText]
    conflicts: list[CitedText]
    context: list[CitedText]


class ChangeClaim(Schema):
    """The claim a change is about."""

    id: int
    lane: LaneName
    statement: str
    subject: str
    known_at: dt.datetime
    status: str
    url: str
    page: str


class ChangeOut(Schema):
    """One change: ``kind`` (new, superseded, retracted, moderation), when it was recorded, the claim it is
    about (and the replaced claim of a supersession), and ``cursor``, its position in the feed."""

    key: str
    kind: str
    at: dt.datetime
    cursor: str
    claim: ChangeClaim
    other_claim: ChangeClaim | None
    detail: str


class ChangesOut(Schema):
    """A page of changes. Without ``after``: newest first, ``next`` continues to older ones. With ``after``:
    the changes recorded after that cursor, oldest first, and ``next`` is the cursor to poll from."""

    order: Literal["newest_first", "oldest_first"]
    items: list[ChangeOut]
    next: str | None
    next_url: str | None


class WatchIn(Schema):
    """A watch: exactly one of ``entity`` (slug) or ``source`` (key); the ``events`` to hear of; for
    ``new_claim``, the ``lanes`` whose claims count (default: all three); an optional ``webhook_url``."""

    entity: str | None = None
    source: str | None = None
    events: list[Literal["new_claim", "supersession", "conflict", "freshness_lapse"]] = Field(min_length=1)
    lanes: list[LaneName] = Field(default_factory=list)
    webhook_url: str = ""


class WatchOut(Schema):
    """A watch; ``webhook_secret`` signs its deliveries (HMAC-SHA256, header ``X-Polyphony-Signature``)."""

    id: int
    target: str
    entity: str | None
    source: str | None
    events: list[str]
    lanes: list[str]
    webhook_url: str
    webhook_secret: str
    created_at: dt.datetime
    url: str


class NoticeOut(Schema):
    """One event a watch recorded: ``kind``, what it is about, and the payload its webhook carries."""

    id: int
    watch_id: int
    kind: str
    title: str
    happened_at: dt.datetime
    created_at: dt.datetime
    payload: dict


class NoticeList(Schema):
    items: list[NoticeOut]
    next: str | None


SourceOut.model_rebuild()
EntityHit.model_rebuild()


# ---------------------------------------------------------------- predictions

PredictionStatus = Literal["open", "past_due", "fulfilled", "partly_fulfilled", "falsified", "unresolved", "undated",
                           "revised", "withdrawn"]


class TargetOut(Schema):
    """What was predicted: an amount (``low``–``high`` in ``unit``, either may be null) or an event, within
    the days ``target_from``–``target_until`` (null ``target_until``: undated)."""

    kind: Literal["quantity", "event"]
    low: str | None
    high: str | None
    unit: str
    text: str = Field(description="The amount as the text says it")
    time_text: str = Field(description="The time expression the target was read from")
    target_from: dt.date | None
    target_until: dt.date | None
    deadline: bool = Field(description="The text says 'by …'")
    negated: bool = Field(description="A doubt: it predicts that the target is not met")
    probability: float | None
    probability_stated: bool


class PredictionOut(Schema):
    """One prediction with its verdict for the caller, as of ``as_of``: computed only from evidence the caller
    may see, known by then (so before its interval ends it is ``open``). ``live``: it may be presented as a
    live projection; ``outcome``: what became of it in words; ``cited_claim_ids``: the claims that decide it."""

    id: int
    url: str
    claim: ClaimBrief
    claim_ids: list[int] = Field(description="Every claim that states it")
    lane: LaneName
    source: str = Field(description="Source key of the claim making it")
    source_name: str
    speaker: str = Field(description="The person the text names as saying it, or ''")
    family: str
    target: TargetOut
    status: PredictionStatus
    status_label: str
    live: bool
    outcome: str
    explanation: str
    cited_claim_ids: list[int]
    decided_by_moderator: bool = Field(description="A moderator's decision stands over the rules' verdict")


class PredictionList(Schema):
    """An entity's predictions the caller may see, by id ascending; ``counts`` by status over all that match
    the other filters; ``next`` is the cursor (``after``) of the following page (null: last page)."""

    entity: str
    as_of: dt.date | None
    counts: dict[str, int]
    items: list[PredictionOut]
    next: str | None
    next_url: str | None


class VerdictOut(Schema):
    """One recorded verdict: the rules' (``resolve``) or a moderator's (``confirm``, ``override``)."""

    recorded_at: dt.datetime
    action: Literal["resolve", "confirm", "override"]
    status: PredictionStatus
    previous_status: str
    explanation: str
    cited_claim_ids: list[int]


class PredictionDetail(PredictionOut):
    """A prediction with the claims its verdict cites and the recorded verdicts the caller may see (those whose
    every cited claim they may see, recorded by ``as_of``), oldest first."""

    as_of: dt.date | None
    cited: list[ClaimBrief]
    history: list[VerdictOut]


class CalibrationRowOut(Schema):
    """Forecasts with a probability in (``low``, ``high``]: how many, their mean, and the share that came true."""

    low: float
    high: float
    count: int
    mean_forecast: float
    observed: float


class TrackRecordOut(Schema):
    """One forecaster's record: ``kind`` source, speaker or lane, and ``key``. ``share_fulfilled`` of the
    resolved (fulfilled, partly fulfilled, falsified) with its 95% Wilson interval; ``brier`` over fulfilled
    and falsified ones with a probability (lower is better; null: none); ``small_sample``: fewer than 10
    resolved."""

    kind: Literal["source", "speaker", "lane"]
    key: str
    label: str
    counts: dict[str, int]
    total: int
    resolved: int
    fulfilled: int
    share_fulfilled: float | None
    share_low: float | None
    share_high: float | None
    brier: float | None
    brier_n: int
    calibration: list[CalibrationRowOut]
    small_sample: bool


class TrackRecordsOut(Schema):
    """Track records of the predictions the caller may see (of ``entity`` or ``source`` when given), by source,
    by named speaker and by lane — each lane its own record, never merged."""

    as_of: dt.date | None
    entity: str | None
    source: str | None
    by_source: list[TrackRecordOut]
    by_speaker: list[TrackRecordOut]
    by_lane: list[TrackRecordOut]
