"""Article states prepared before readers ask: every date the slider can land on.

A slider step must answer in a few tens of milliseconds (issue 6: p95 ≤ 50 ms
for an entity with 2,000 claims at 1M claims). Synthesizing a new evidence
state (three lane recalls, conflicts, sections) and rendering its ~400
citations takes a few hundred; looking up a stored revision and a rendered
body takes a few. So the work is done ahead, in the background, whenever an
entity's claims change:

* :func:`state_dates` — the dates on which the article can differ: the days
  its visible evidence changed (the slider's ticks), the day after each
  projection's date and each prediction's interval (a projection whose date
  has passed is shown as such; ``encyclopedia.synthesis.evidence_state``) and the days
  around source lifecycle changes (which sources count as of a date).
  Between two such dates the evidence state and scope are the same, so
  every ``as_of`` lands on a prepared state.
* :func:`article_states_prepare` — for each date, the revision for its
  evidence state (stored once, keyed by evidence; existing ones are reused)
  and its rendered body in the shared ``articles`` cache (a database cache:
  shared by web processes and workers, and present whenever the database
  is).

The body cache key is the revision, :func:`body_version` (the sources'
last edit and which of them are past their freshness SLA) and
:func:`render_version` (the template and presenter the body was rendered
with), not the day, so bodies stay valid from one day to the next until a
source changes or goes stale or a release renders them differently.
"""

from __future__ import annotations

import datetime as dt
import functools
import hashlib
import time
from dataclasses import dataclass
from pathlib import Path

from django.contrib.postgres.aggregates import ArrayAgg
from django.template.loader import render_to_string
from django.utils.functional import SimpleLazyObject

from claims.models import Claim, Entity, Lane, Source, SourceLifecycleEvent
from claims.selectors import evidence_dates, sources_all, sources_visible_to
from core.timezones import site_date, site_today
from core.viewer import PUBLIC_AUDIENCE, Viewer, request_memo
from predictions.models import Prediction

from .models import ArticleRevision
from .presenters import SECTION_SENTENCES, present_revision
from .synthesis import article_synthesize, robots_named_with_maker

#: The template partial whose body is cached (``{% cache … using="articles" %}``).
BODY_TEMPLATE = "encyclopedia/article.html#article-body"


def body_version() -> str:
    """What a rendered body depends on besides its revision, as a short hash.

    The last edit of any source (names and links appear in footnotes) and the
    ids of the sources past their freshness SLA now (stale marks,
    ``Source.is_stale``). From the sources the request has read already
    (``claims.selectors.sources_all``): no query of its own inside a request.
    """
    sources = sources_all()
    changed = max((source.updated_at for source in sources), default=None)
    stale = [source.id for source in sources if source.is_stale]  # sources_all is by id
    raw = f"{changed.isoformat() if changed else ''}|{stale}"
    return hashlib.sha256(raw.encode()).hexdigest()[:16]


@functools.cache
def render_version() -> str:
    """The code a body is rendered with, as a short hash: the article template and the presenter's source.

    A release that changes how bodies render must not serve the bodies the old code rendered (they are kept for
    a week in the shared cache).
    """
    from django.template.loader import get_template

    from . import presenters

    template = Path(get_template("encyclopedia/article.html").origin.name).read_bytes()
    presenter = Path(presenters.__file__).read_bytes()
    return hashlib.sha256(template + b"\0" + presenter).hexdigest()[:12]


def body_cache_key(revision: ArticleRevision, version: str, *, full: bool = False) -> str:
    """What the body's ``{% cache %}`` varies on (the template's only vary-on value): one definition for both."""
    shown = "all" if full else SECTION_SENTENCES  # a new limit is a new body
    return f"{revision.pk}:{revision.created_at.timestamp()}:{version}:{shown}:{render_version()}"


def article_body_context(*, entity: Entity, revision: ArticleRevision, as_of: dt.date | None,
                         version: str | None = None, full: bool = False) -> dict:
    """The context the article body partial needs; the presenter runs only when the body is not cached.

    ``full``: every sentence of every section (``?full=1``), not only the
    newest (``encyclopedia.presenters.shown_sentences``).
    """
    return {
        "entity": entity,
        "revision": revision,
        "article": SimpleLazyObject(lambda: present_revision(revision, full=full)),
        "as_of": as_of,
        "full": full,
        "body_key": body_cache_key(revision, version if version is not None else body_version(), full=full),
    }


def state_dates(*, entity: Entity, viewer: Viewer) -> list[dt.date]:
    """Every day (in the site's zone) on which ``viewer``'s article of ``entity`` can change, ascending.

    The evidence days (:func:`claims.selectors.evidence_dates`) over every
    source the viewer may see at some date (a source deprecated since counted
    before); for each bull or bear projection with a ``valid_until``, and each
    prediction of the ledger with a ``target_until``, the day after it (from
    then on it is shown as passed); for a company, the days the claims naming
    its robots with it were known (:func:`encyclopedia.synthesis.robots_named_with_maker`); and the days around every
    source lifecycle change (the sources that count as of a date change).
    From the first evidence day to today.
    """
    today = site_today()
    # Sources count by their lifecycle as of each date: a source deprecated since
    # counted before, so its claims' days are states too.
    changes = set()
    for moment in SourceLifecycleEvent.objects.values_list("changed_at", flat=True):
        changed = site_date(moment)
        changes |= {changed - dt.timedelta(days=1), changed, changed + dt.timedelta(days=1)}
    with request_memo():  # the sources are read once for all these dates
        ever = set(sources_visible_to(viewer))
        for day in changes:
            ever |= sources_visible_to(viewer, as_of=day)
    ever = frozenset(ever)
    days = set(evidence_dates(entity=entity, viewer=viewer, visible=ever))
    first = min(days, default=today)
    expiries = (
        Claim.objects.about(entity).visible_to(ever)
        .filter(lane__in=[Lane.BULL, Lane.BEAR], valid_until__isnull=False)
        .values_list("valid_until", flat=True).distinct()
    )
    ends = (Prediction.objects.filter(subject=entity, target_until__isnull=False, claim__source_id__in=list(ever))
            .values_list("target_until", flat=True).distinct())
    days |= {day + dt.timedelta(days=1) for day in [*expiries, *ends] if day < today}
    # A company's article names its robots from claims about them that name it: the day the first of those was known.
    days |= {site_date(known) for known in Claim.objects.filter(
        id__in=robots_named_with_maker(entity=entity, visible=ever, as_of=None)).values_list("known_at", flat=True)}
    # A lifecycle change changes which sources count as of a date, hence the scope.
    days |= changes
    return sorted(d for d in days if first <= d <= today)


def prepared_scopes(entity: Entity) -> list[Viewer]:
    """The readers whose articles of ``entity`` are prepared ahead: the anonymous reader, then one per group.

    A group counts when a source with claims about ``entity`` names it (in
    ``acl_groups``, or as an audience: a user's audiences are their groups'
    names) and it exists as a Django group; its reader is a member of that
    group alone, who sees what the public sees plus that group's sources. A
    user in several such groups has a scope of their own, synthesized on its
    first visit and cached from then on. Two queries.
    """
    from django.contrib.auth.models import Group

    source_ids = Claim.objects.filter(subject=entity).values("source_id").distinct()
    names: set[str] = set()
    sources = (Source.objects.filter(pk__in=source_ids)
               .annotate(acl=ArrayAgg("acl_groups__name", distinct=True, default=[])).order_by())
    for acl, audience in sources.values_list("acl", "audience"):
        names |= {n for n in acl if n} | {a for a in audience or () if a != PUBLIC_AUDIENCE}
    names &= set(Group.objects.filter(name__in=names).values_list("name", flat=True))
    return [Viewer.anonymous(), *(Viewer.for_groups({name}) for name in sorted(names))]


@dataclass
class PrepareResult:
    """What :func:`article_states_prepare` did: dates visited, revisions stored, bodies rendered, seconds."""

    dates: int = 0
    revisions: int = 0
    new_revisions: int = 0
    bodies_rendered: int = 0
    seconds: float = 0.0


def article_states_prepare(*, entity: Entity, viewer: Viewer | None = None) -> PrepareResult:
    """Synthesize and render ``entity``'s article at every date of :func:`state_dates`, and now.

    Idempotent and incremental: a date whose evidence state has a revision
    costs one light query; a revision whose body is cached for the current
    :func:`body_version` is not rendered again. ``viewer`` defaults to the
    anonymous reader (the public scope, which most readers share); the
    background task and ``warm_articles`` also prepare each group's scope
    (:func:`prepared_scopes`). Returns a PrepareResult.
    """
    from django.core.cache import caches
    from django.core.cache.utils import make_template_fragment_key

    viewer = viewer or Viewer.anonymous()
    started = time.perf_counter()
    result = PrepareResult()
    version = body_version()
    cache = caches["articles"]
    before = set(ArticleRevision.objects.filter(entity=entity).values_list("pk", flat=True))
    seen: set[int] = set()
    for as_of in [None, *reversed(state_dates(entity=entity, viewer=viewer))]:  # newest first: most read
        result.dates += 1
        revision = article_synthesize(entity=entity, viewer=viewer, as_of=as_of)
        if revision.pk in seen:
            continue
        seen.add(revision.pk)
        if cache.get(make_template_fragment_key("article_body", [body_cache_key(revision, version)])) is None:
            render_to_string(BODY_TEMPLATE, article_body_context(entity=entity, revision=revision, as_of=as_of,
                                                                 version=version))
            result.bodies_rendered += 1
    result.revisions = len(seen)
    result.new_revisions = len(seen - before)
    result.seconds = time.perf_counter() - started
    return result
