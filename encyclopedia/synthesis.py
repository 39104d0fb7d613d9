"""Article synthesis, offline default ``synth.extractive.v1``.

Per entity: sections by claim type from the canonical lane; each sentence is
built from one or more claims and cites them; a point a section needs that no
claim grounds is shown with ``[unverified]``; a type with no claims has no
section. Projections on record (timeline claims of the bull and bear lanes,
each lane recalled on its own) form an attributed "Outlook" section, so time
travel brings back projections that were later falsified as live predictions.
Each synthesis is stored as an ArticleRevision keyed by its evidence state.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from collections import OrderedDict
from dataclasses import dataclass

from django.db import IntegrityError, transaction

from claims.identity import object_key
from claims.models import Claim, ClaimType, Conflict, Entity, Lane
from claims.relations.conflicts import ConflictView, conflicts_among
from claims.selectors import claims_recall, scope_key, sources_visible_to
from claims.vocabulary import predicate as predicate_of
from core.timezones import site_today
from core.viewer import Viewer

from .models import ArticleRevision

PIPELINE = "synth.extractive.v1"
UNVERIFIED = "[unverified]"


@dataclass(frozen=True)
class SectionSpec:
    claim_type: str
    title: str
    #: (predicate, the point the section needs) — shown as [unverified] when no claim grounds it.
    required: tuple[tuple[str, str], ...] = ()


SECTIONS = (
    SectionSpec(ClaimType.DEPLOYMENT, "Deployments", (("deployed_at", "Where its robots are deployed"),)),
    SectionSpec(ClaimType.FUNDING, "Funding", (("raised_funding", "Funding raised"), ("valuation", "Valuation"))),
    SectionSpec(ClaimType.CAPABILITY, "Capabilities"),
    SectionSpec(ClaimType.STATISTIC, "Figures"),
)
OUTLOOK_TITLE = "Outlook: projections on record"


def _group_key(claim: Claim) -> tuple:
    if claim.object_value is not None:
        obj = f"{claim.object_value.normalize()} {claim.object_unit}"
    else:
        obj = " ".join(claim.object_text.lower().split())
    return (claim.predicate, obj, claim.qualifier.lower().strip())


def _sentence(text: str, claims: list[Claim], *, kind: str = "claim", lane: str = Lane.CANONICAL) -> dict:
    return {"text": text, "claim_ids": [c.id for c in claims], "unverified": False, "kind": kind, "lane": lane}


def _unverified(text: str) -> dict:
    return {"text": text, "claim_ids": [], "unverified": True, "kind": "gap", "lane": ""}


def _claim_sentences(claims: list[Claim]) -> list[dict]:
    """One sentence per distinct assertion, citing every claim that makes it (corroboration)."""
    groups: OrderedDict[tuple, list[Claim]] = OrderedDict()
    for claim in sorted(claims, key=lambda c: (c.known_at, c.id)):
        groups.setdefault(_group_key(claim), []).append(claim)
    # Several claims from one sentence (or the same sentence in several
    # documents) read as one sentence citing them all.
    by_text: OrderedDict[str, list[Claim]] = OrderedDict()
    for group in groups.values():
        latest = max(group, key=lambda c: (c.known_at, c.id))
        by_text.setdefault(" ".join(latest.statement.lower().split()), []).extend(group)
    sentences = []
    for group in by_text.values():
        latest = max(group, key=lambda c: (c.known_at, c.id))
        sentences.append(_sentence(latest.statement, sorted(group, key=lambda c: c.id)))
    return sentences


def _attributed(claim: Claim) -> str:
    when = claim.known_at.astimezone(dt.timezone.utc).strftime("%-d %B %Y")
    statement = claim.statement.rstrip(".")
    return f"On {when}, {claim.source.name} reported: “{statement}.”"


def settle_conflicts(canonical: list[Claim], conflicts: list[ConflictView]) -> tuple[list[Claim], list[list[Claim]]]:
    """Apply the reader's conflict decisions to the canonical claims (``claims.relations.conflicts``).

    Returns ``(body, disputes)``: ``body`` without the losers of decided
    conflicts and without the claims of unresolved ones; ``disputes`` the
    unresolved conflicts as groups of claims (connected components, so three
    sources that all disagree form one group), each stated with every citation.
    """
    losers = {v.loser.pk for v in conflicts if v.winner is not None}
    parent: dict[int, int] = {}

    def find(x: int) -> int:
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for v in conflicts:
        if v.winner is None and v.a.pk not in losers and v.b.pk not in losers:
            parent[find(v.a.pk)] = find(v.b.pk)
    groups: dict[int, list[Claim]] = {}
    for claim in canonical:
        if claim.pk in parent and claim.pk not in losers:
            groups.setdefault(find(claim.pk), []).append(claim)
    disputes = [sorted(g, key=lambda c: (c.known_at, c.id)) for g in groups.values() if len(g) > 1]
    disputed = {c.pk for g in disputes for c in g}
    body = [c for c in canonical if c.pk not in losers and c.pk not in disputed]
    return body, disputes


def _dispute_sentence(claims: list[Claim]) -> dict:
    """"Sources disagree on the valuation: A says $2 billion; B says $3 billion." — every side cited."""
    first = claims[0]
    topic = predicate_of(first.predicate).label
    qualifier = next((c.qualifier for c in claims if c.qualifier), "")
    prefix = f"Sources disagree on {topic}" + (f" ({qualifier})" if qualifier else "") + ": "
    sides: OrderedDict[str, list[Claim]] = OrderedDict()
    for claim in claims:
        sides.setdefault(object_key(claim), []).append(claim)
    parts = []
    for side in sides.values():
        names = list(dict.fromkeys(c.source.name for c in side))
        verb = "says" if len(names) == 1 else "say"
        parts.append({"text": f"{' and '.join(names)} {verb} {side[0].object_text}", "claim_ids": [c.id for c in side]})
    text = prefix + "; ".join(p["text"] for p in parts) + "."
    sentence = _sentence(text, claims, kind="conflict")
    sentence.update({"prefix": prefix, "parts": parts})
    return sentence


def synthesize_sections(*, entity: Entity, canonical: list[Claim], bull: list[Claim], bear: list[Claim],
                        as_of: dt.date | None, conflicts: list[ConflictView] | None = None) -> list[dict]:
    """Sections of the article: ``[{"title", "sentences": [{text, claim_ids, unverified, kind, lane}]}]``.

    Reads only the claims given (each list recalled from one lane) and the
    conflicts among the canonical ones (``conflicts``; looked up with
    ``claims.relations.conflicts.conflicts_among`` when None). A decided conflict shows its
    winner only; an unresolved one is one sentence of kind ``conflict`` that
    states every side with its citations (``parts``) instead of choosing.
    """
    if conflicts is None:
        conflicts = conflicts_among(canonical)
    canonical, disputes = settle_conflicts(canonical, conflicts)
    sections = []
    by_type: dict[str, list[Claim]] = {}
    for claim in canonical:
        by_type.setdefault(claim.claim_type, []).append(claim)
    disputes_by_type: dict[str, list[list[Claim]]] = {}
    for group in disputes:
        disputes_by_type.setdefault(group[0].claim_type, []).append(group)

    lead = []
    if entity.description:
        lead.append(_unverified(entity.description.strip()))
    for spec in SECTIONS:
        claims = by_type.get(spec.claim_type)
        if claims:
            newest = max(claims, key=lambda c: (c.known_at, c.id))
            lead.append(_sentence(newest.statement, [newest], kind="lead"))
    if lead:
        sections.append({"title": "", "key": "lead", "sentences": lead})

    for spec in SECTIONS:
        claims = by_type.get(spec.claim_type, [])
        groups = disputes_by_type.get(spec.claim_type, [])
        if not claims and not groups:
            continue
        sentences = _claim_sentences(claims) + [_dispute_sentence(g) for g in groups]
        grounded = {c.predicate for c in claims} | {c.predicate for g in groups for c in g}
        for predicate, point in spec.required:
            if predicate not in grounded:
                sentences.append(_unverified(f"{point}: no claim in the evidence establishes this"))
        sections.append({"title": spec.title, "key": spec.claim_type, "sentences": sentences})

    cutoff = as_of or site_today()
    outlook = []
    for lane, claims in ((Lane.BULL, bull), (Lane.BEAR, bear)):
        for claim in claims:
            if claim.claim_type != ClaimType.TIMELINE:
                continue
            if claim.valid_until is not None and claim.valid_until < cutoff:
                continue  # its date has passed: no longer a live projection
            outlook.append(_sentence(_attributed(claim), [claim], kind="projection", lane=lane))
    if outlook:
        sections.append({"title": OUTLOOK_TITLE, "key": "outlook", "sentences": outlook})
    return sections


def render_text(entity: Entity, sections: list[dict]) -> str:
    """Plain-text rendering with ``[claim ids]`` citations, for diffs and search."""
    lines = [entity.name]
    for section in sections:
        if section["title"]:
            lines.append("")
            lines.append(section["title"])
        for s in section["sentences"]:
            if s.get("parts"):  # an unresolved conflict: each side carries its own citations
                sides = "; ".join(f"{p['text']} [{', '.join(map(str, p['claim_ids']))}]" for p in s["parts"])
                lines.append(f"{s['prefix']}{sides}.")
                continue
            cite = f" [{', '.join(map(str, s['claim_ids']))}]" if s["claim_ids"] else f" {UNVERIFIED}"
            lines.append(s["text"] + cite)
    return "\n".join(lines)


def evidence_state(*, entity: Entity, visible: frozenset[int], as_of: dt.date | None) -> str:
    """A hash of the evidence an article rests on, from a light query (no claim bodies).

    The state is: the live claims of the three lanes (id, lane, status, and for
    projections whether their date has passed by ``as_of``) and the stored
    conflicts among the canonical ones with their moderator decisions. Per-viewer
    conflict decisions are a function of these, so equal states give equal
    articles; a slider step that lands on a known state needs no synthesis.
    """
    cutoff = as_of or site_today()
    rows = list(
        Claim.objects.about(entity).current(visible=visible, as_of=as_of)
        .order_by("id")
        .values_list("id", "lane", "status", "valid_until")
    )
    canonical = [r[0] for r in rows if r[1] == Lane.CANONICAL]
    conflicts = []
    if len(canonical) > 1:
        # By subject (indexed), filtered here: two IN lists of ~1,000 ids cost more than the rows.
        live = set(canonical)
        conflicts = [
            (pk, rule, winner) for pk, a, b, rule, winner in
            Conflict.objects.filter(subject=entity).order_by("pk")
            .values_list("pk", "claim_a_id", "claim_b_id", "rule", "winner_id")
            if a in live and b in live
        ]
    state = {
        "claims": [(cid, lane, status, bool(lane != Lane.CANONICAL and until and until < cutoff))
                   for cid, lane, status, until in rows],
        "conflicts": conflicts,
    }
    return hashlib.sha256(json.dumps(state, sort_keys=True, default=str).encode()).hexdigest()


def article_synthesize(*, entity: Entity, viewer: Viewer, as_of: dt.date | None = None) -> ArticleRevision:
    """The article of ``entity`` as ``viewer`` may see it, now or as of a day (the site's TIME_ZONE).

    Recalls the canonical lane (body) and the bull and bear lanes (outlook),
    each on its own, with the viewer's permissions applied in SQL. Reuses the
    stored revision when one exists for the same evidence state and scope;
    otherwise synthesizes and stores a new one. Returns the ArticleRevision.
    """
    from .synthesis_llm import article_pipeline, article_sections  # synth.llm.v1 when configured

    pipeline = article_pipeline()
    visible = sources_visible_to(viewer, as_of=as_of)
    key = evidence_state(entity=entity, visible=visible, as_of=as_of)
    scope = scope_key(visible)
    existing = ArticleRevision.objects.filter(
        entity=entity, evidence_key=key, scope_key=scope, pipeline=pipeline
    ).first()
    if existing is not None:
        return existing
    recalled = {
        lane: list(claims_recall(entity=entity, lane=lane, viewer=viewer, as_of=as_of, visible=visible))
        for lane in (Lane.CANONICAL, Lane.BULL, Lane.BEAR)
    }
    conflicts = conflicts_among(recalled[Lane.CANONICAL])
    # Losers of decided conflicts never reach either pipeline; unresolved ones are
    # stated with both citations by synthesize_sections.
    losers = {v.loser.pk for v in conflicts if v.winner is not None}
    body = [c for c in recalled[Lane.CANONICAL] if c.pk not in losers]
    pipeline, sections = article_sections(
        pipeline=pipeline, entity=entity, canonical=body, bull=recalled[Lane.BULL],
        bear=recalled[Lane.BEAR], as_of=as_of,
    )
    claim_ids = sorted({cid for s in sections for sent in s["sentences"] for cid in sent["claim_ids"]})
    try:
        with transaction.atomic():
            return ArticleRevision.objects.create(
                entity=entity, as_of=as_of, evidence_key=key, scope_key=scope, pipeline=pipeline,
                sections=sections, rendered_text=render_text(entity, sections), claim_ids=claim_ids,
            )
    except IntegrityError:  # a concurrent request stored the same state
        return ArticleRevision.objects.get(entity=entity, evidence_key=key, scope_key=scope, pipeline=pipeline)
