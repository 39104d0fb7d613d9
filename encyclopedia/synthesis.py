"""Article synthesis: the service that stores an entity's article for one reader and day.

:func:`article_synthesize` recalls the canonical lane (body, lead and
infobox) and the bull and bear lanes (outlook), each on its own with the
reader's permissions applied in SQL, and runs the configured pipeline:

* ``synth.prose.v1`` (:mod:`encyclopedia.prose`), offline, the default;
* ``synth.llm.v1`` (:mod:`encyclopedia.synthesis_llm`) when a model is
  configured (``LLM_BACKEND=openai``); on any model failure the offline
  pipeline writes the article and the revision records that it did.

Whether a projection is still live is the prediction ledger's word for the
reader and day (:func:`encyclopedia.outlook.outlook_verdicts`, read once per
article); its states are part of the evidence state.

Each synthesis is stored as an ArticleRevision keyed by its evidence state
(:func:`evidence_state`, which includes a fingerprint of the code that writes
articles), its scope (the sources the reader may see) and the pipeline, so a
slider step that lands on a known state reuses it.
"""

from __future__ import annotations

import datetime as dt
import functools
import hashlib
import importlib
import json
import logging
import re
from collections.abc import Mapping, Sequence
from pathlib import Path

from django.db import IntegrityError, transaction
from django.db.models import Q

from claims.models import Claim, ClaimStatus, Conflict, Entity, Lane, Supersession
from claims.relations.conflicts import ConflictView, conflicts_among
from claims.selectors import claims_recall, scope_key, sources_visible_to, supersessions_for
from core.llm import LLMError, llm_enabled
from core.timezones import day_end, site_today
from core.viewer import Viewer

from . import prose, synthesis_llm
from .article import Article
from .models import ArticleRevision
from .outlook import Verdicts, outlook_verdicts

__all__ = ["OFFLINE", "PIPELINES", "WRITER_MODULES", "article_compose", "article_pipeline", "article_synthesize",
           "evidence_state", "replaced_claims", "serving_pipelines", "writer_version"]

logger = logging.getLogger(__name__)

#: The offline pipeline: the default, and what runs when a model fails.
OFFLINE = prose.PIPELINE
#: Every pipeline that writes articles, by name.
PIPELINES: tuple[str, ...] = (prose.PIPELINE, synthesis_llm.PIPELINE)


#: The modules whose code decides what an article says from its evidence.
WRITER_MODULES = ("encyclopedia.prose", "encyclopedia.facts", "encyclopedia.wording", "encyclopedia.infobox",
                  "encyclopedia.outlook", "encyclopedia.article", "encyclopedia.synthesis_llm", "claims.identity",
                  "claims.vocabulary")


@functools.cache
def writer_version() -> str:
    """A fingerprint (16 hex digits) of the source of :data:`WRITER_MODULES`.

    Part of every evidence state: after a release that changes how articles are written, a stored
    revision of the old code matches no state, so the article is written again on its next view
    (``warm_articles`` writes them ahead) instead of serving the old prose.
    """
    digest = hashlib.sha256()
    for name in WRITER_MODULES:
        digest.update(Path(importlib.import_module(name).__file__).read_bytes())
    return digest.hexdigest()[:16]


def article_pipeline() -> str:
    """The pipeline configured: ``synth.llm.v1`` when ``LLM_BACKEND=openai``, else ``synth.prose.v1``."""
    return synthesis_llm.PIPELINE if llm_enabled() else OFFLINE


def serving_pipelines() -> tuple[str, ...]:
    """The pipelines whose revisions serve readers now: the configured one and, behind it, the offline one."""
    return tuple(dict.fromkeys((article_pipeline(), OFFLINE)))


def article_compose(*, pipeline: str, entity: Entity, canonical: Sequence[Claim], bull: Sequence[Claim],
                    bear: Sequence[Claim], as_of: dt.date | None, conflicts: Sequence[ConflictView] | None = None,
                    replaced: Mapping[int, Sequence[Claim]] | None = None,
                    verdicts: Verdicts | None = None, robots: Sequence[Claim] = ()) -> tuple[str, Article]:
    """Run ``pipeline`` (one of :data:`PIPELINES`); returns ``(the pipeline that ran, the article)``.

    A model failure (``core.llm.LLMError``) is logged as a warning and the
    offline pipeline writes the article instead. Raises ValueError for an
    unknown pipeline name.
    """
    if pipeline not in PIPELINES:
        raise ValueError(f"unknown synthesis pipeline {pipeline!r}")
    args = {"entity": entity, "canonical": canonical, "bull": bull, "bear": bear, "as_of": as_of,
            "conflicts": conflicts, "replaced": replaced, "verdicts": verdicts, "robots": robots}
    if pipeline == synthesis_llm.PIPELINE:
        try:
            return pipeline, synthesis_llm.llm_article(**args)
        except LLMError as exc:
            logger.warning("%s failed for %s, falling back to %s: %s", pipeline, entity.slug, OFFLINE, exc)
    return OFFLINE, prose.prose_article(**args)


def replaced_claims(*, entity: Entity, viewer: Viewer, as_of: dt.date | None,
                    visible: frozenset[int]) -> dict[int, list[Claim]]:
    """Claim id → the claims it had superseded by the end of ``as_of`` (standing, both visible), for history.

    Rejected claims are left out: they never reach prose. One query.
    """
    cutoff = day_end(as_of)
    out: dict[int, list[Claim]] = {}
    for row in supersessions_for(entity=entity, viewer=viewer, as_of=as_of, visible=visible):
        if row.reverted_at is not None and (cutoff is None or row.reverted_at < cutoff):
            continue
        if row.old_claim.status == ClaimStatus.REJECTED:
            continue
        out.setdefault(row.new_claim_id, []).append(row.old_claim)
    return out


def _name_pattern(names: Sequence[str]) -> str:
    """A PostgreSQL regular expression (ARE) matching any of ``names`` as a whole word, case as written."""
    return r"(^|[^[:alnum:]_-])(" + "|".join(re.escape(n) for n in names if n) + r")([^[:alnum:]_-]|$)"


#: (the registry list it was built from, maker slug → its robots' EntityRefs): rebuilt only when the registry changes.
_MAKERS: tuple[list | None, dict] = (None, {})


def _robots_by_maker() -> dict:
    """Maker slug → the registry's robots it makes (``EntityRef`` s), from the extractor's registry; one
    aggregate query a call, the registry compiled again only when it changed (:func:`claims.services.registry_refs`)."""
    global _MAKERS
    from claims.extraction.mentions import registry_for
    from claims.services import registry_refs

    refs = registry_refs()
    built_from, by_maker = _MAKERS
    if built_from is not refs:
        by_slug = {ref.slug: ref for ref in refs}
        by_maker = {}
        for robot, maker in registry_for(refs).makers.items():
            by_maker.setdefault(maker, []).append(by_slug[robot])
        _MAKERS = (refs, by_maker)
    return by_maker


def sole_robots(makers: Iterable[str]) -> dict[str, str]:
    """Maker slug → the slug of its one registry robot, for the makers among ``makers`` that make exactly one
    (a carmaker's humanoid programme: Tesla → Optimus). No query when the registry is unchanged."""
    by_maker = _robots_by_maker()
    return {maker: by_maker[maker][0].slug for maker in makers if len(by_maker.get(maker, ())) == 1}


def robots_named_with_maker(*, entity: Entity, visible: frozenset[int], as_of: dt.date | None) -> list[int]:
    """Ids of claims telling that ``entity`` makes its registry robots: per robot, the first (by known-at, id)
    current canonical claim about the robot whose evidence names both the robot and ``entity``.

    The maker relation is the extractor's registry (:func:`encyclopedia.infobox.registry_named`). A company
    whose own claims never name its robot ("its head of the programme left") still lists it, cited to what the
    robot's sources say of it ("Tesla's Optimus walked on stage"); the claims follow the viewer's sources and
    the day like every other claim of the article. Empty for a robot, a market, or a company with no registry
    robots. One query (``DISTINCT ON`` the robot).
    """
    if entity.kind != "company":
        return []
    own = _robots_by_maker().get(entity.slug)
    if not own:
        return []
    maker = _name_pattern([entity.name, *entity.aliases])
    named = Q()
    for ref in own:
        named |= Q(subject__slug=ref.slug, evidence_text__regex=_name_pattern([ref.name, *ref.aliases]))
    return list(
        Claim.objects.current(visible=visible, as_of=as_of)
        .filter(named, lane=Lane.CANONICAL, evidence_text__regex=maker)
        .order_by("subject_id", "known_at", "id").distinct("subject_id")
        .values_list("id", flat=True)
    )


def _evidence(*, entity: Entity, visible: frozenset[int], as_of: dt.date | None) -> tuple[str, Verdicts, list[int]]:
    """``(evidence state, the ledger's verdicts on the live claims, ids of the claims naming its robots with it)``:
    see :func:`evidence_state` and :func:`robots_named_with_maker`."""
    cutoff = as_of or site_today()
    rows = list(
        Claim.objects.about(entity).current(visible=visible, as_of=as_of)
        .order_by("id")
        .values_list("id", "lane", "status", "valid_until")
    )
    canonical = [r[0] for r in rows if r[1] == Lane.CANONICAL]
    conflicts, history = [], []
    if canonical:
        # By subject (indexed), filtered here: two IN lists of ~1,000 ids cost more than the rows.
        live = set(canonical)
        if len(canonical) > 1:
            conflicts = [
                (pk, rule, winner) for pk, a, b, rule, winner in
                Conflict.objects.filter(subject=entity).order_by("pk")
                .values_list("pk", "claim_a_id", "claim_b_id", "rule", "winner_id")
                if a in live and b in live
            ]
        history = [
            (old, new, status, str(reverted)) for old, new, status, reverted in
            Supersession.objects.filter(subject=entity).order_by("pk")
            .values_list("old_claim_id", "new_claim_id", "old_claim__status", "reverted_at")
            if new in live
        ]
    verdicts = outlook_verdicts([r[0] for r in rows], visible=visible, as_of=as_of)
    robots = robots_named_with_maker(entity=entity, visible=visible, as_of=as_of)
    state = {
        "claims": [(cid, lane, status, bool(until and until < cutoff)) for cid, lane, status, until in rows],
        "conflicts": conflicts,
        "history": history,
        "predictions": verdicts.key(),
        "robots": robots,
        "writer": writer_version(),
    }
    return hashlib.sha256(json.dumps(state, sort_keys=True, default=str).encode()).hexdigest(), verdicts, robots


def evidence_state(*, entity: Entity, visible: frozenset[int], as_of: dt.date | None) -> str:
    """A hash of the evidence an article rests on, from light queries (no claim bodies).

    The state is: the live claims of the three lanes (id, lane, status, and
    whether a projection's date has passed by ``as_of``), the stored conflicts
    among the canonical ones with their moderator decisions, the
    supersessions of canonical claims (which earlier values are history, and
    whether those are still live), and the prediction ledger's states of the
    live claims for these sources and day (status, cited claims, explanation:
    a verdict can change with evidence about another entity, or a moderator's
    decision), the claims that tell which registry robots a company makes (:func:`robots_named_with_maker`),
    and the code that writes articles (:func:`writer_version`). Per-viewer decisions are a function of these, so equal states
    give equal articles; a slider step that lands on a known state needs no
    synthesis.
    """
    return _evidence(entity=entity, visible=visible, as_of=as_of)[0]


def article_synthesize(*, entity: Entity, viewer: Viewer, as_of: dt.date | None = None) -> ArticleRevision:
    """The article of ``entity`` as ``viewer`` may see it, now or as of a day (the site's TIME_ZONE).

    Recalls the canonical lane (body) and the bull and bear lanes (outlook),
    each on its own, with the viewer's permissions applied in SQL, and reads
    the prediction ledger's states of the live claims once. Reuses the
    stored revision when one exists for the same evidence state, scope and
    configured pipeline; otherwise synthesizes and stores a new one. Returns
    the ArticleRevision.
    """
    pipeline = article_pipeline()
    visible = sources_visible_to(viewer, as_of=as_of)
    key, verdicts, robot_ids = _evidence(entity=entity, visible=visible, as_of=as_of)
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
    replaced = replaced_claims(entity=entity, viewer=viewer, as_of=as_of, visible=visible)
    ran, article = article_compose(
        pipeline=pipeline, entity=entity, canonical=recalled[Lane.CANONICAL], bull=recalled[Lane.BULL],
        bear=recalled[Lane.BEAR], as_of=as_of, conflicts=conflicts, replaced=replaced,
        verdicts=verdicts.load_cited(),
        robots=list(Claim.objects.filter(id__in=robot_ids).select_related("source", "document", "source__source_class")
                    .defer("embedding", "document__text").order_by("known_at", "id")),
    )
    sections, infobox = article.to_json()
    try:
        with transaction.atomic():
            return ArticleRevision.objects.create(
                entity=entity, as_of=as_of, evidence_key=key, scope_key=scope, pipeline=ran,
                sections=sections, infobox=infobox, rendered_text=article.render_text(entity.name),
                claim_ids=article.claim_ids(),
            )
    except IntegrityError:  # a concurrent request stored the same state
        return ArticleRevision.objects.get(entity=entity, evidence_key=key, scope_key=scope, pipeline=ran)
