"""What the API and the MCP tools return, for one caller: each function calls the selectors and services
the pages call (never a query of its own beyond composing the ``ClaimQuerySet`` read path) and shapes
the result as a schema of :mod:`api.schemas`.

Every function takes the caller's ``viewer`` (``core.viewer.Viewer``) and
applies its permissions in SQL before anything is read (DESIGN.md invariant
2). Lanes are recalled one at a time and returned apart (invariant 1).
Errors: :class:`NotFound` (404: no such thing, or the caller may not see
it — the same answer, so hidden things do not show) and :class:`BadRequest`
(400: the input is wrong; nothing was read or changed).
"""

from __future__ import annotations

import datetime as dt

from django.db.models import Exists, OuterRef, Q
from django.http import Http404
from django.template.loader import render_to_string
from django.utils import timezone

from claims.models import Claim, ClaimStatus, ClaimType, Conflict, Entity, Lane, Source, Supersession, day_end
from claims.selectors import (claim_for_viewer, claim_supersessions, claims_recall, entities_with_lane_counts,
                              evidence_dates, source_claims_by_lane, source_documents, source_for_viewer,
                              sources_all, sources_visible_to)
from claims.shortcuts import entity_visible_or_404
from core.viewer import Viewer

from . import schemas as s

API = "/api/v1"
#: Claims on one page of ``/claims`` at most.
MAX_PAGE = 200


class NotFound(Exception):
    """404: there is no such thing, or the caller may not see it."""


class BadRequest(Exception):
    """400: the input is wrong (the message says how); nothing was read or changed."""


def _check_choice(name: str, value: str | None, choices) -> None:
    """Raise BadRequest unless ``value`` is None (not asked) or one of ``choices``."""
    if value is not None and value not in choices:
        raise BadRequest(f"{name} must be one of {', '.join(choices)}.")


def _check_limit(limit: int) -> None:
    """Raise BadRequest unless 1 ≤ ``limit`` ≤ ``MAX_PAGE``."""
    if not 1 <= limit <= MAX_PAGE:
        raise BadRequest(f"limit must be between 1 and {MAX_PAGE}.")


# ---------------------------------------------------------------- shaping


def _today() -> dt.date:
    return timezone.localdate()


def entity_urls(slug: str) -> dict:
    return {"url": f"{API}/entities/{slug}", "article_url": f"{API}/entities/{slug}/article",
            "talk_url": f"{API}/entities/{slug}/talk", "page": f"/wiki/{slug}/"}


def entity_out(entity: Entity) -> s.EntityOut:
    counts = s.LaneCounts(canonical=getattr(entity, "canonical_count", 0), bull=getattr(entity, "bull_count", 0),
                          bear=getattr(entity, "bear_count", 0))
    return s.EntityOut(slug=entity.slug, name=entity.name, kind=entity.kind, aliases=list(entity.aliases),
                       description=entity.description, lane_counts=counts, **entity_urls(entity.slug))


def source_brief(source: Source) -> s.SourceBrief:
    return s.SourceBrief(
        key=source.key, name=source.name, source_class=source.source_class.key,
        source_class_name=source.source_class.name, owner=source.owner, authority_tier=source.authority_tier,
        lifecycle=source.lifecycle, audience=list(source.audience or []),
        freshness=s.Freshness(sla_days=source.freshness_sla_days, last_reviewed_at=source.last_reviewed_at,
                              stale=source.is_stale, stale_since=source.stale_since),
        url=f"{API}/sources/{source.key}", page=f"/sources/{source.key}/",
    )


def document_out(document) -> s.DocumentOut:
    return s.DocumentOut(id=document.pk, title=document.title, url=document.url, published_at=document.published_at,
                         version=document.version, outlet=document.outlet, author=document.author)


def claim_brief(claim: Claim) -> s.ClaimBrief:
    return s.ClaimBrief(id=claim.pk, lane=claim.lane, claim_type=claim.claim_type, statement=claim.statement,
                        subject=claim.subject.slug, known_at=claim.known_at, status=claim.status,
                        url=f"{API}/claims/{claim.pk}", page=f"/claims/{claim.pk}/")


def _supersession_ref(row: Supersession, *, other_id: int) -> s.SupersessionRef:
    return s.SupersessionRef(supersession_id=row.pk, claim_id=other_id, effective_at=row.effective_at,
                             reason=row.reason, rule=row.rule, reverted=row.reverted_at is not None)


def _relations(claim_ids: list[int], visible: frozenset[int]) -> tuple[dict, dict, dict]:
    """``(superseded_by, supersedes, conflicts)`` by claim id, both claims of each row visible. Three queries."""
    by, of, conflicts = {}, {}, {}
    rows = Supersession.objects.visible_to(visible).filter(Q(old_claim_id__in=claim_ids) | Q(new_claim_id__in=claim_ids))
    for row in rows.order_by("effective_at", "id"):
        by.setdefault(row.old_claim_id, []).append(_supersession_ref(row, other_id=row.new_claim_id))
        of.setdefault(row.new_claim_id, []).append(_supersession_ref(row, other_id=row.old_claim_id))
    pairs = Conflict.objects.visible_to(visible).filter(Q(claim_a_id__in=claim_ids) | Q(claim_b_id__in=claim_ids))
    for row in pairs.order_by("id"):
        for mine, other in ((row.claim_a_id, row.claim_b_id), (row.claim_b_id, row.claim_a_id)):
            conflicts.setdefault(mine, []).append(s.ConflictRef(conflict_id=row.pk, other_claim_id=other,
                                                                rule=row.rule, winner_claim_id=row.winner_id))
    return by, of, conflicts


def claim_out(claim: Claim, *, superseded_by=(), supersedes=(), conflicts=()) -> s.ClaimOut:
    return s.ClaimOut(
        id=claim.pk, url=f"{API}/claims/{claim.pk}", page=f"/claims/{claim.pk}/", lane=claim.lane,
        claim_type=claim.claim_type, status=claim.status, subject=claim.subject.slug, subject_name=claim.subject.name,
        predicate=claim.predicate, object_text=claim.object_text,
        object_value=None if claim.object_value is None else format(claim.object_value.normalize(), "f"),
        object_unit=claim.object_unit, qualifier=claim.qualifier, context=claim.context, statement=claim.statement,
        confidence=claim.confidence, stance=claim.stance, hedged=claim.hedged, forward_looking=claim.forward_looking,
        known_at=claim.known_at, valid_from=claim.valid_from, valid_until=claim.valid_until,
        retracted_at=claim.retracted_at, route_reason=claim.route_reason, router=claim.router,
        extractor=claim.extractor,
        evidence=s.Evidence(text=claim.evidence_text, start=claim.evidence_start, end=claim.evidence_end),
        source=source_brief(claim.source), document=document_out(claim.document),
        superseded_by=list(superseded_by), supersedes=list(supersedes), conflicts=list(conflicts),
    )


def _entity(slug: str, viewer: Viewer) -> Entity:
    try:
        return entity_visible_or_404(slug=slug, viewer=viewer)
    except Http404:
        raise NotFound(f"No entity {slug!r} (or none you may see).") from None


# ---------------------------------------------------------------- entities


def entities_list(*, viewer: Viewer, kind: str = "", lane: str = "") -> s.EntityList:
    """Registry entities with a claim the viewer may see, with lane counts; ``kind`` and ``lane`` filter
    (``lane``: canonical, bull, bear, contested, canonical-only). Raises BadRequest for an unknown ``lane``."""
    from encyclopedia.search import LANE_FILTERS, entity_index

    _check_choice("lane", lane or None, LANE_FILTERS)
    entities, kinds = entity_index(viewer=viewer, kind=kind, lane=lane)
    items = [entity_out(e) for e in entities]
    return s.EntityList(count=len(items), kinds=kinds, items=items)


def entity_read(*, viewer: Viewer, slug: str) -> s.EntityOut:
    """One registry entity (name, kind, aliases, description, lane counts). Raises NotFound."""
    _entity(slug, viewer)
    entity = entities_with_lane_counts(viewer).filter(slug=slug).first()
    if entity is None:
        raise NotFound(f"No entity {slug!r} (or none you may see).")
    return entity_out(entity)


# ---------------------------------------------------------------- articles


def article_read(*, viewer: Viewer, slug: str, as_of: dt.date | None = None, html: bool = False) -> s.ArticleOut:
    """The article of ``slug`` as of the end of ``as_of`` (None: now), as the page shows it with ``?full=1``.

    Calls ``encyclopedia.synthesis.article_synthesize`` (the stored revision of
    that evidence state, or a new one) and reads it back as an
    ``encyclopedia.article.Article``. ``html``: also render the page's article
    body. Raises NotFound.
    """
    from encyclopedia.article import Article
    from encyclopedia.states import BODY_TEMPLATE, article_body_context
    from encyclopedia.synthesis import article_synthesize

    entity = _entity(slug, viewer)
    revision = article_synthesize(entity=entity, viewer=viewer, as_of=as_of)
    article = Article.from_revision(revision)
    body = None
    if html:
        body = render_to_string(BODY_TEMPLATE, article_body_context(entity=entity, revision=revision, as_of=as_of,
                                                                    full=True))
    return s.ArticleOut(
        entity=entity.slug, name=entity.name, as_of=as_of, revision_id=revision.pk, pipeline=revision.pipeline,
        claim_ids=article.claim_ids(),
        infobox=[s.InfoFieldOut(key=f.key, label=f.label, value=f.value, date=f.date, claim_ids=list(f.claim_ids))
                 for f in article.infobox],
        sections=[s.SectionOut(key=sec.key, title=sec.title, note=sec.note, sentences=[
            s.SentenceOut(text=t.text, kind=t.kind, lane=t.lane, unverified=t.unverified, claim_ids=list(t.claim_ids),
                          parts=[s.PartOut(text=p.text, claim_ids=list(p.claim_ids)) for p in t.parts])
            for t in sec.sentences]) for sec in article.sections],
        html=body,
        url=f"{API}/entities/{entity.slug}/article" + (f"?as_of={as_of.isoformat()}" if as_of else ""),
        page=f"/wiki/{entity.slug}/" + (f"?as_of={as_of.isoformat()}" if as_of else ""),
        timemap=f"{API}/entities/{entity.slug}/article/timemap",
    )


def article_dates(*, viewer: Viewer, slug: str) -> s.EvidenceDates:
    """The slider's ticks: the days the entity's visible evidence changed (``claims.selectors.evidence_dates``)."""
    entity = _entity(slug, viewer)
    return s.EvidenceDates(entity=entity.slug, dates=evidence_dates(entity=entity, viewer=viewer))


def supersession_out(row: Supersession) -> s.SupersessionOut:
    return s.SupersessionOut(id=row.pk, old_claim_id=row.old_claim_id, new_claim_id=row.new_claim_id,
                             old_statement=row.old_claim.statement, new_statement=row.new_claim.statement,
                             predicate=row.predicate, effective_at=row.effective_at, reason=row.reason, rule=row.rule,
                             reverted_at=row.reverted_at)


def article_diff_read(*, viewer: Viewer, slug: str, start: dt.date, end: dt.date | None = None,
                      full: bool = False) -> s.DiffOut:
    """``encyclopedia.diff.article_diff`` between the ends of ``start`` and ``end`` (default today); ``full``:
    every line, else changes with two sentences of context. Raises NotFound, BadRequest (start after end)."""
    from encyclopedia.diff import CONTEXT_LINES, article_diff

    entity = _entity(slug, viewer)
    end = end or _today()
    try:
        diff = article_diff(entity=entity, viewer=viewer, start=start, end=end, today=_today(),
                            context=None if full else CONTEXT_LINES)
    except ValueError as exc:
        raise BadRequest(str(exc).replace("“From”", "from").replace("“To”", "to")) from None
    claims_by_id = {c.pk: c for c in [*diff.added, *diff.retracted]}
    for c in claims_by_id.values():
        c.subject = entity  # the diff is one entity's
    return s.DiffOut(
        entity=entity.slug, start=diff.start, end=diff.end,
        added=[claim_brief(c) for c in diff.added], superseded=[supersession_out(r) for r in diff.superseded],
        retracted=[claim_brief(c) for c in diff.retracted],
        rows=[s.DiffRowOut(op=r.op, heading=r.heading, segments=[s.DiffSegment(op=o, text=t) for o, t in r.segments],
                           claim_ids=list(r.claim_ids), skipped=r.skipped) for r in diff.rows],
        old_revision_id=diff.old_revision.pk if diff.old_revision else None,
        new_revision_id=diff.new_revision.pk if diff.new_revision else None,
    )


# ---------------------------------------------------------------- claims


def claim_read(*, viewer: Viewer, pk: int) -> s.ClaimOut:
    """One claim with its full provenance (``claims.selectors.claim_for_viewer``). Raises NotFound."""
    visible = sources_visible_to(viewer)
    claim = claim_for_viewer(pk=pk, viewer=viewer, visible=visible)
    if claim is None:
        raise NotFound(f"No claim {pk} (or none you may see).")
    superseded_by, supersedes = claim_supersessions(claim=claim, visible=visible)
    conflicts = _relations([claim.pk], visible)[2].get(claim.pk, [])
    return claim_out(claim, superseded_by=[_supersession_ref(r, other_id=r.new_claim_id) for r in superseded_by],
                     supersedes=[_supersession_ref(r, other_id=r.old_claim_id) for r in supersedes],
                     conflicts=conflicts)


def claims_list(*, viewer: Viewer, lane: str, entity: str | None = None, claim_type: str | None = None,
                status: str | None = None, as_of: dt.date | None = None, source: str | None = None,
                conflict: bool | None = None, current: bool = True, after: int | None = None,
                limit: int = 50) -> s.ClaimList:
    """One lane's claims, by id ascending, ``limit`` (1–200) after the claim id ``after``.

    Args:
        lane: canonical, bull or bear — one lane per call (lanes are never merged).
        entity: a subject's slug; source: a source key (each must be visible, else NotFound).
        claim_type, status: ClaimType / ClaimStatus values (rejected claims only for staff).
        as_of: the evidence as it stood at the end of that day.
        conflict: True keeps claims in a stored conflict (both sides visible), False the others.
        current: True (default) keeps the claims current as of ``as_of`` (``ClaimQuerySet.current``:
            not superseded, retracted or rejected then; ``claims_recall`` for an entity); False every
            claim known by then.

    Raises BadRequest for an unknown lane, claim type or status, or a limit out of range.
    """
    _check_choice("lane", lane, Lane.values)
    _check_choice("claim_type", claim_type, ClaimType.values)
    _check_choice("status", status, ClaimStatus.values)
    _check_limit(limit)
    visible = sources_visible_to(viewer, as_of=as_of)
    subject = _entity(entity, viewer) if entity else None
    if current and subject is not None:
        qs = claims_recall(entity=subject, lane=lane, viewer=viewer, as_of=as_of, visible=visible)
    elif current:
        qs = Claim.objects.current(visible=visible, as_of=as_of).filter(lane=lane)
    else:
        qs = Claim.objects.visible_to(visible).filter(lane=lane)
        if subject is not None:
            qs = qs.about(subject)
        if as_of is not None:
            qs = qs.filter(known_at__lt=day_end(as_of))
        if not viewer.is_staff:
            qs = qs.exclude(status=ClaimStatus.REJECTED)
    if source:
        found = source_for_viewer(key=source, viewer=viewer)
        if found is None or found.id not in visible:
            raise NotFound(f"No source {source!r} (or none you may see).")
        qs = qs.filter(source=found)
    if claim_type:
        qs = qs.filter(claim_type=claim_type)
    if status:
        qs = qs.filter(status=status)
    if conflict is not None:
        in_conflict = Exists(Conflict.objects.visible_to(visible).filter(Q(claim_a=OuterRef("pk")) | Q(claim_b=OuterRef("pk"))))
        qs = qs.filter(in_conflict if conflict else ~in_conflict)
    if after is not None:
        qs = qs.filter(pk__gt=after)
    rows = list(qs.select_related("source", "document", "subject", "source__source_class")
                .defer("embedding", "document__text").order_by("id")[:limit + 1])
    more, rows = len(rows) > limit, rows[:limit]
    by, of, conflicts = _relations([c.pk for c in rows], visible)
    items = [claim_out(c, superseded_by=by.get(c.pk, ()), supersedes=of.get(c.pk, ()), conflicts=conflicts.get(c.pk, ()))
             for c in rows]
    nxt = str(rows[-1].pk) if more else None
    next_url = None
    if nxt:
        from django.utils.http import urlencode

        query = {k: v for k, v in {"lane": lane, "entity": entity, "claim_type": claim_type, "status": status,
                                    "as_of": as_of.isoformat() if as_of else None, "source": source,
                                    "conflict": None if conflict is None else str(conflict).lower(),
                                    "current": None if current else "false", "limit": limit, "after": nxt}.items()
                 if v is not None}
        next_url = f"{API}/claims?{urlencode(query)}"
    return s.ClaimList(lane=lane, as_of=as_of, items=items, next=nxt, next_url=next_url)


# ---------------------------------------------------------------- talk


def _page_numbers(page) -> dict:
    return {"count": page.paginator.count, "page": page.number, "pages": page.paginator.num_pages}


def talk_read(*, viewer: Viewer, slug: str, as_of: dt.date | None = None, bull_page: int = 1, bear_page: int = 1,
              log_page: int = 1, conflicts_page: int = 1) -> s.TalkOut:
    """The talk page (``talk.selectors.debate_for``): bull and bear lanes recalled apart, newest first, 50 a
    page; the supersession log; the conflicts, open ones first, with their decisions. Pages past the end give
    the last page. Raises NotFound."""
    from talk.selectors import debate_for

    entity = _entity(slug, viewer)
    debate = debate_for(entity=entity, viewer=viewer, as_of=as_of,
                        pages={"bull": bull_page, "bear": bear_page, "log": log_page, "conflicts": conflicts_page})

    def lane_page(lane: str, page) -> s.LanePage:
        for claim in page.object_list:
            claim.subject = entity
        return s.LanePage(lane=lane, items=[claim_brief(c) for c in page.object_list], **_page_numbers(page))

    conflicts = []
    for view in debate.conflicts.object_list:
        view.a.subject = view.b.subject = entity
        conflicts.append(s.ConflictOut(id=view.conflict.pk, predicate=view.conflict.predicate,
                                       claim_a=claim_brief(view.a), claim_b=claim_brief(view.b), rule=view.rule,
                                       winner_claim_id=view.winner.pk if view.winner else None,
                                       explanation=view.explanation, current=view.current))
    return s.TalkOut(
        entity=entity.slug, as_of=as_of, bull=lane_page(Lane.BULL, debate.bull), bear=lane_page(Lane.BEAR, debate.bear),
        supersessions=s.PagedSupersessions(items=[supersession_out(r) for r in debate.supersessions.object_list],
                                           **_page_numbers(debate.supersessions)),
        conflicts=s.PagedConflicts(items=conflicts, **_page_numbers(debate.conflicts)),
        page=f"/wiki/{entity.slug}/talk/" + (f"?as_of={as_of.isoformat()}" if as_of else ""),
    )


# ---------------------------------------------------------------- search, ask


def search_read(*, viewer: Viewer, q: str) -> s.SearchOut:
    """``encyclopedia.search.search``: entities, and each lane's claims ranked within that lane. Raises
    BadRequest for an empty query or one over 200 characters."""
    from encyclopedia.search import search

    query = (q or "").replace("\x00", " ").strip()
    if not query:
        raise BadRequest("q is empty.")
    if len(query) > 200:
        raise BadRequest("q is longer than 200 characters.")
    results = search(query=query, viewer=viewer)
    return s.SearchOut(
        query=query, vector_used=results.vector_used,
        entities=[s.EntityHit(score=h.score, matched_by=h.matched_by,
                              entity=s.EntityRef(slug=h.item.slug, name=h.item.name, kind=h.item.kind,
                                                 url=f"{API}/entities/{h.item.slug}")) for h in results.entities],
        lanes={lane: [s.ClaimHit(score=h.score, matched_by=h.matched_by, claim=claim_brief(h.item)) for h in hits]
               for lane, hits in results.lanes.items()},
    )


def ask_read(*, viewer: Viewer, q: str, as_of: dt.date | None = None) -> s.AnswerOut:
    """``encyclopedia.answers.question_answer``: the answer, whether it is insufficient, citations, tiers used,
    capability and the routing decision with its reason (logged, as the page logs it). Raises BadRequest for
    an empty question or one over 500 characters."""
    from encyclopedia.answers import question_answer

    try:
        answer = question_answer(question=q, viewer=viewer, as_of=as_of)
    except ValueError as exc:
        raise BadRequest(f"{exc}.") from None
    data = answer.as_json()
    return s.AnswerOut(question=answer.question, **data)


# ---------------------------------------------------------------- sources


def sources_list(*, viewer: Viewer) -> s.SourceList:
    """The sources the viewer may see now, by key, with their manifests and freshness."""
    visible = sources_visible_to(viewer)
    rows = [src for src in sources_all() if src.id in visible]
    classes = {c.pk: c for c in _source_classes({src.source_class_id for src in rows})}
    for src in rows:
        src.source_class = classes[src.source_class_id]
    items = [source_brief(src) for src in sorted(rows, key=lambda x: x.key)]
    return s.SourceList(count=len(items), items=items)


def _source_classes(ids):
    from claims.models import SourceClass

    return SourceClass.objects.filter(pk__in=sorted(ids))


def source_read(*, viewer: Viewer, key: str) -> s.SourceOut:
    """One source: manifest, freshness, newest documents and newest claims lane by lane (as its page).
    Raises NotFound."""
    source = source_for_viewer(key=key, viewer=viewer)
    if source is None:
        raise NotFound(f"No source {key!r} (or none you may see).")
    groups = sorted(source.acl_groups.values_list("name", flat=True))
    if not viewer.is_staff:
        groups = [g for g in groups if g in viewer.groups]
    lanes = {lane: [claim_brief(c) for c in claims] for lane, claims in source_claims_by_lane(source).items()}
    return s.SourceOut(**source_brief(source).model_dump(), acl_groups=groups, site_url=source.url,
                       feed_url=source.feed_url, documents=[document_out(d) for d in source_documents(source)],
                       lanes=lanes)


# ---------------------------------------------------------------- changes


def _change_claim(claim: Claim) -> s.ChangeClaim:
    return s.ChangeClaim(id=claim.pk, lane=claim.lane, statement=claim.statement, subject=claim.subject.slug,
                         known_at=claim.known_at, status=claim.status, url=f"{API}/claims/{claim.pk}",
                         page=f"/claims/{claim.pk}/")


def _change_out(change) -> s.ChangeOut:
    return s.ChangeOut(key=change.key, kind=change.kind, at=change.at, cursor=str(change.cursor),
                       claim=_change_claim(change.claim),
                       other_claim=_change_claim(change.other) if change.other else None, detail=change.detail)


def changes_read(*, viewer: Viewer, kind: str | None = None, before: str | None = None, after: str | None = None,
                 limit: int = 50) -> s.ChangesOut:
    """The changes feed (``encyclopedia.changes``), keyset-paged so that a client neither misses nor repeats one.

    Without ``after``: newest first from ``before`` (a cursor; None = the
    newest); ``next`` pages to older changes. With ``after``: the changes
    recorded after that cursor, oldest first (see :mod:`api.feed` for how
    changes still being written are held back); ``next`` is where to poll from
    next time (the same cursor when nothing is new). ``kind``: new,
    superseded, retracted or moderation. Raises BadRequest for a bad cursor,
    kind or limit (1–200), or both ``before`` and ``after``.
    """
    from encyclopedia.changes import KINDS, ChangeCursor, changes_page

    from .feed import CursorTooOld, changes_after

    _check_choice("kind", kind, KINDS)
    _check_limit(limit)
    if before and after:
        raise BadRequest("give before or after, not both.")
    try:
        cursor = ChangeCursor.parse(before or after) if (before or after) else None
    except ValueError as exc:
        raise BadRequest(f"{exc}.") from None
    kinds = {kind} if kind else None
    from django.utils.http import urlencode

    def url(**query) -> str:
        return f"{API}/changes?" + urlencode({**({"kind": kind} if kind else {}), "limit": limit, **query})

    if after:
        try:
            rows, head = changes_after(viewer=viewer, kinds=kinds, after=cursor, limit=limit)
        except CursorTooOld as exc:
            raise BadRequest(f"{exc}.") from None
        nxt = str(head)
        return s.ChangesOut(order="oldest_first", items=[_change_out(c) for c in rows], next=nxt,
                            next_url=url(after=nxt))
    page = changes_page(viewer=viewer, kinds=kinds, before=cursor, size=limit)
    nxt = str(page.older) if page.older else None
    return s.ChangesOut(order="newest_first", items=[_change_out(c) for c in page.changes], next=nxt,
                        next_url=url(before=nxt) if nxt else None)


# ---------------------------------------------------------------- predictions


def _target_out(p) -> s.TargetOut:
    def amount(value):
        return None if value is None else format(value.normalize(), "f")

    return s.TargetOut(kind=p.target_kind, low=amount(p.target_low), high=amount(p.target_high), unit=p.target_unit,
                       text=p.target_text, time_text=p.time_text, target_from=p.target_from,
                       target_until=p.target_until, deadline=p.deadline, negated=p.negated,
                       probability=p.probability, probability_stated=p.probability_stated)


def prediction_out(view) -> dict:
    """The fields of :class:`api.schemas.PredictionOut` for a ``predictions.selectors.PredictionView``."""
    p, claim = view.prediction, view.claim
    if claim.subject_id == p.subject_id:
        claim.subject = p.subject  # loaded with the prediction: no query per claim
    return dict(
        id=p.pk, url=f"{API}/predictions/{p.pk}", claim=claim_brief(claim), claim_ids=list(p.claim_ids),
        lane=claim.lane, source=claim.source.key, source_name=claim.source.name, speaker=p.speaker,
        family=p.family, target=_target_out(p), status=view.status, status_label=view.status_label,
        live=view.live, outcome=view.outcome, explanation=view.explanation,
        cited_claim_ids=[c.pk for c in view.cited],
        decided_by_moderator=view.decision is not None and view.decision.decided_by_id is not None,
    )


def predictions_list(*, viewer: Viewer, slug: str, status: str | None = None, lane: str | None = None,
                     source: str | None = None, as_of: dt.date | None = None, after: int | None = None,
                     limit: int = 50) -> s.PredictionList:
    """The predictions about ``slug`` the viewer may see as of ``as_of``, each with its verdict for them.

    Args:
        status: keep those whose status in force is this (a ``predictions.models.Status`` value).
        lane: keep those whose claim is in this lane; source: made by this source (a key it may see).
        after, limit: by prediction id ascending, ``limit`` (1–200) after the id ``after``.

    ``counts`` are by status over every prediction matching ``lane`` and
    ``source``. Calls ``predictions.selectors.predictions_for`` (a constant
    number of queries whatever the count). Raises NotFound for an entity or
    source the viewer may not see, BadRequest for an unknown status or lane.
    """
    from predictions.models import Status
    from predictions.selectors import predictions_for

    _check_choice("status", status, Status.values)
    _check_choice("lane", lane, Lane.values)
    _check_limit(limit)
    entity = _entity(slug, viewer)
    visible = sources_visible_to(viewer, as_of=as_of)
    found = None
    if source:
        found = source_for_viewer(key=source, viewer=viewer)
        if found is None or found.id not in visible:
            raise NotFound(f"No source {source!r} (or none you may see).")
    views = [v for v in predictions_for(entity=entity, viewer=viewer, as_of=as_of, visible=visible)
             if (lane is None or v.claim.lane == lane) and (found is None or v.claim.source_id == found.id)]
    counts: dict[str, int] = {}
    for v in views:
        counts[v.status] = counts.get(v.status, 0) + 1
    rows = sorted((v for v in views if (status is None or v.status == status)
                   and (after is None or v.prediction.pk > after)), key=lambda v: v.prediction.pk)
    more, rows = len(rows) > limit, rows[:limit]
    nxt = str(rows[-1].prediction.pk) if more else None
    next_url = None
    if nxt:
        from django.utils.http import urlencode

        query = {k: v for k, v in {"status": status, "lane": lane, "source": source,
                                    "as_of": as_of.isoformat() if as_of else None, "limit": limit,
                                    "after": nxt}.items() if v is not None}
        next_url = f"{API}/entities/{slug}/predictions?{urlencode(query)}"
    return s.PredictionList(entity=entity.slug, as_of=as_of, counts=counts,
                            items=[s.PredictionOut(**prediction_out(v)) for v in rows], next=nxt, next_url=next_url)


def prediction_read(*, viewer: Viewer, pk: int, as_of: dt.date | None = None) -> s.PredictionDetail:
    """One prediction with its verdict for the viewer as of ``as_of``, the claims it cites and the recorded
    verdicts they may see (``predictions.selectors.prediction_for``, ``prediction_history``). Raises NotFound
    when there is none they may see."""
    from predictions.selectors import prediction_for, prediction_history

    visible = sources_visible_to(viewer, as_of=as_of)
    view = prediction_for(pk=pk, viewer=viewer, as_of=as_of, visible=visible)
    if view is None:
        raise NotFound(f"No prediction {pk} (or none you may see).")
    cited = {c.pk: c for c in Claim.objects.visible_to(visible).filter(pk__in=[c.pk for c in view.cited])
             .select_related("subject").defer("embedding")}
    history = [s.VerdictOut(recorded_at=row.recorded_at, action=row.action, status=row.status,
                            previous_status=row.previous_status,
                            explanation=row.reason if row.action == "override" and row.reason else row.explanation,
                            cited_claim_ids=list(row.cited_claim_ids))
               for row in prediction_history(view.prediction, visible=visible, as_of=as_of)]
    return s.PredictionDetail(**prediction_out(view), as_of=as_of,
                              cited=[claim_brief(cited[c.pk]) for c in view.cited if c.pk in cited], history=history)


def _record_out(record) -> s.TrackRecordOut:
    return s.TrackRecordOut(
        kind=record.kind, key=record.key, label=record.label, counts=dict(record.counts), total=record.total,
        resolved=record.resolved, fulfilled=record.fulfilled, share_fulfilled=record.share_fulfilled,
        share_low=record.share_low, share_high=record.share_high, brier=record.brier, brier_n=record.brier_n,
        calibration=[s.CalibrationRowOut(low=r.low, high=r.high, count=r.count, mean_forecast=r.mean_forecast,
                                         observed=r.observed) for r in record.calibration],
        small_sample=record.small_sample)


def track_records_read(*, viewer: Viewer, entity: str | None = None, source: str | None = None,
                       as_of: dt.date | None = None) -> s.TrackRecordsOut:
    """Track records by source, speaker and lane of the predictions the viewer may see as of ``as_of``: about
    ``entity`` (a slug) and/or made by ``source`` (a key), else all (``predictions.selectors.track_records``).
    Raises NotFound for an entity or source the viewer may not see."""
    from predictions.selectors import track_records

    subject = _entity(entity, viewer) if entity else None
    found = None
    if source:
        found = source_for_viewer(key=source, viewer=viewer)
        if found is None or found.id not in sources_visible_to(viewer, as_of=as_of):
            raise NotFound(f"No source {source!r} (or none you may see).")
    records = track_records(viewer=viewer, as_of=as_of, source=found, entity=subject)
    return s.TrackRecordsOut(as_of=as_of, entity=subject.slug if subject else None, source=found.key if found else None,
                             by_source=[_record_out(r) for r in records.by_source],
                             by_speaker=[_record_out(r) for r in records.by_speaker],
                             by_lane=[_record_out(r) for r in records.by_lane])
