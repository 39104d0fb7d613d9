"""The read API, version 1 (``/api/v1/``), on django-ninja: OpenAPI 3.1 at ``/api/v1/openapi.json``, docs
at ``/api/v1/docs`` (Swagger UI from the package's own static files, no CDN).

Each operation is thin: who is calling (:mod:`api.auth`, then the rate limit),
parse the input (ninja validates types; a bad value is a 400 with the field
named), one call into :mod:`api.readers`, which calls the selectors and
services the pages call. Errors are JSON ``{"detail": …}``: 400 bad input, 401
a bad token, 404 no such thing (or none the caller may see), 429 over the
rate limit (``Retry-After`` says when to come back).
"""

from __future__ import annotations

import datetime as dt
from typing import Literal

from django.http import HttpRequest, HttpResponse
from ninja import Header, NinjaAPI, Path, Query, Status
from ninja.errors import AuthenticationError, ValidationError
from ninja.security import HttpBearer

from . import readers, schemas as s
from .auth import Caller, InvalidToken, bearer_token, caller_for_token
from .memento import LINK_FORMAT, BadDatetime, http_date, memento_datetime, memento_links, parse_accept_datetime, \
    select_memento, timemap_body
from .ratelimit import RateLimited, request_rate_limit
from .watching import WatchError, notices_for, watch_create, watch_delete


class TokenOrPublic(HttpBearer):
    """``Authorization: Bearer <token>`` reads as the token's user; no header reads as the public."""

    def __call__(self, request: HttpRequest) -> Caller:
        caller = caller_for_token(bearer_token(request.headers.get("Authorization")))
        request_rate_limit(request, caller.rate_key)
        request.viewer = caller.viewer  # what every reader below is given
        return caller

    def authenticate(self, request, token):  # pragma: no cover - __call__ does it all
        return caller_for_token(token)


DESCRIPTION = """What Polyphony knew, when, and from where.

Every response is computed for the caller: with `Authorization: Bearer <token>`
(tokens are made in the admin) as that user, with their groups; without one as
the public. Sources the caller may not see are filtered out in SQL before
anything is read, so no text, title, URL, count or id of theirs appears.

**Lanes are never merged.** Claims come in three lanes — `canonical`, `bull`,
`bear` — and every list of claims is one lane's, recalled on its own.

Time travel: `as_of=YYYY-MM-DD` reads the evidence as it stood at the end of
that day; the article resource also speaks Memento (RFC 7089): send
`Accept-Datetime`, read `Memento-Datetime` and `Link`, list the states at
`…/article/timemap`.
"""

api = NinjaAPI(
    title="Polyphony API", version="1.0.0", description=DESCRIPTION, urls_namespace="api",
    auth=TokenOrPublic(), docs_url="/docs",
)

ERRORS = {400: s.Error, 401: s.Error, 404: s.Error, 429: s.Error}


def _error(request, status: int, detail: str, *, errors=None, headers=None) -> HttpResponse:
    response = api.create_response(request, {"detail": detail, "errors": errors}, status=status)
    for key, value in (headers or {}).items():
        response[key] = value
    return response


@api.exception_handler(readers.NotFound)
def _not_found(request, exc):
    return _error(request, 404, str(exc))


@api.exception_handler(readers.BadRequest)
def _bad_request(request, exc):
    return _error(request, 400, str(exc))


@api.exception_handler(BadDatetime)
def _bad_datetime(request, exc):
    return _error(request, 400, str(exc))


@api.exception_handler(ValidationError)
def _invalid(request, exc: ValidationError):
    errors = [{"loc": [str(p) for p in e.get("loc", ())], "msg": e.get("msg", "")} for e in exc.errors]
    where = "; ".join(f"{'.'.join(e['loc'][1:] or e['loc'])}: {e['msg']}" for e in errors)
    return _error(request, 400, f"Invalid input — {where}" if where else "Invalid input.", errors=errors)


@api.exception_handler(InvalidToken)
def _bad_token(request, exc):
    return _error(request, 401, str(exc), headers={"WWW-Authenticate": 'Bearer realm="polyphony"'})


@api.exception_handler(AuthenticationError)
def _unauthenticated(request, exc):
    return _error(request, 401, "Authentication failed.", headers={"WWW-Authenticate": 'Bearer realm="polyphony"'})


@api.exception_handler(RateLimited)
def _limited(request, exc: RateLimited):
    return _error(request, 429, str(exc), headers={"Retry-After": str(exc.retry_after)})


def _viewer(request):
    return request.auth.viewer


# ---------------------------------------------------------------- entities and articles


@api.get("/entities", response={200: s.EntityList, **ERRORS}, tags=["entities"], summary="List entities")
def entities(request, kind: str = Query("", max_length=40, pattern=r"^[^\x00]*$"),
             lane: Literal["", "canonical", "bull", "bear", "contested", "canonical-only"] = ""):
    """Registry entities with a claim you may see, by name, with live claim counts per lane (your sources
    only). ``kind`` keeps one kind; ``lane`` keeps entities with activity in a lane (``contested``: bull and
    bear; ``canonical-only``: no debate)."""
    return readers.entities_list(viewer=_viewer(request), kind=kind, lane=lane)


@api.get("/entities/{slug}", response={200: s.EntityOut, **ERRORS}, tags=["entities"], summary="One entity")
def entity(request, slug: str):
    """The registry entry: name, kind, aliases, description, live claim counts per lane."""
    return readers.entity_read(viewer=_viewer(request), slug=slug)


@api.get("/entities/{slug}/article", response={200: s.ArticleOut, **ERRORS}, tags=["articles"],
         summary="An entity's article, now or as of a day (Memento TimeGate)")
def article(request, response: HttpResponse, slug: str, as_of: dt.date | None = None, html: bool = False,
            accept_datetime: str | None = Header(None, alias="Accept-Datetime")):
    """The article as sections of sentences, each with the claim ids it cites, and the infobox; the body as
    the page renders it when ``html=true``. ``as_of`` (YYYY-MM-DD): the evidence at the end of that day.

    Memento (RFC 7089): without ``as_of`` this is the original resource and its own TimeGate. An
    ``Accept-Datetime`` header selects the evidence state of that moment (the latest evidence day on or
    before it): the response carries ``Memento-Datetime``, ``Content-Location`` and ``Link``."""
    viewer = _viewer(request)
    original = f"{readers.API}/entities/{slug}/article"
    timemap = f"{original}/timemap"
    memento_day = as_of
    if as_of is None and accept_datetime is not None:
        moment = parse_accept_datetime(accept_datetime)
        ticks = readers.article_dates(viewer=viewer, slug=slug).dates
        memento_day = select_memento(ticks, moment)
        as_of = memento_day
    out = readers.article_read(viewer=viewer, slug=slug, as_of=as_of, html=html)
    if memento_day is not None:
        uri = f"{original}?as_of={memento_day.isoformat()}"
        response["Memento-Datetime"] = http_date(memento_datetime(memento_day))
        response["Link"] = memento_links(original=original, timemap=timemap, memento=(uri, memento_day))
        if accept_datetime is not None and request.GET.get("as_of") is None:
            response["Content-Location"] = uri
    else:
        response["Link"] = memento_links(original=original, timemap=timemap)
    response["Vary"] = "accept-datetime"
    return out


@api.get("/entities/{slug}/article/timemap", tags=["articles"], summary="The article's TimeMap (RFC 7089)",
         response={200: str, **ERRORS},
         openapi_extra={"responses": {"200": {"description": "A TimeMap in link-format (RFC 6690)",
                                              "content": {LINK_FORMAT: {"schema": {"type": "string"}}}}}})
def article_timemap(request, slug: str):
    """Every memento of the article — one per day its visible evidence changed — in
    ``application/link-format``, with the original resource and the TimeGate."""
    ticks = readers.article_dates(viewer=_viewer(request), slug=slug).dates
    original = f"{readers.API}/entities/{slug}/article"
    body = timemap_body(original=original, timemap=f"{original}/timemap", ticks=ticks,
                        memento_uri=lambda day: f"{original}?as_of={day.isoformat()}")
    return HttpResponse(body, content_type=LINK_FORMAT)


@api.get("/entities/{slug}/article/dates", response={200: s.EvidenceDates, **ERRORS}, tags=["articles"],
         summary="The evidence dates (the slider's ticks)")
def article_dates(request, slug: str):
    """The days on which the entity's evidence you may see changed (claims known, retracted), ascending."""
    return readers.article_dates(viewer=_viewer(request), slug=slug)


@api.get("/entities/{slug}/diff", response={200: s.DiffOut, **ERRORS}, tags=["articles"],
         summary="What changed between two days")
def article_diff(request, slug: str, start: dt.date = Query(..., alias="from"),
                 end: dt.date | None = Query(None, alias="to"), full: bool = False):
    """Claims known, supersessions that took effect and claims retracted between the ends of ``from`` and
    ``to`` (default today), by lane, and the prose diff of the two articles (``full``: every line)."""
    return readers.article_diff_read(viewer=_viewer(request), slug=slug, start=start, end=end, full=full)


@api.get("/entities/{slug}/talk", response={200: s.TalkOut, **ERRORS}, tags=["talk"], summary="The talk page")
def talk(request, slug: str, as_of: dt.date | None = None, bull_page: int = Query(1, ge=1, le=100_000),
         bear_page: int = Query(1, ge=1, le=100_000), log_page: int = Query(1, ge=1, le=100_000),
         conflicts_page: int = Query(1, ge=1, le=100_000)):
    """The bull lane and the bear lane, each recalled on its own (never merged), newest first, 50 a page;
    the supersession log; the conflicts between canonical claims with the rule that decides each."""
    return readers.talk_read(viewer=_viewer(request), slug=slug, as_of=as_of, bull_page=bull_page,
                             bear_page=bear_page, log_page=log_page, conflicts_page=conflicts_page)


# ---------------------------------------------------------------- predictions


@api.get("/entities/{slug}/predictions", response={200: s.PredictionList, **ERRORS}, tags=["predictions"],
         summary="An entity's predictions and their verdicts")
def predictions(request, slug: str, status: s.PredictionStatus | None = None, lane: s.LaneName | None = None,
                source: str | None = Query(None, max_length=100), as_of: dt.date | None = None,
                after: int | None = Query(None, ge=0, le=2**62), limit: int = Query(50, ge=1, le=readers.MAX_PAGE)):
    """The prediction ledger of one entity: every forward-looking claim with a target that you may see, with
    its verdict computed for you as of ``as_of`` (before its interval ends it is ``open``; a verdict rests
    only on evidence you may see). ``status``, ``lane`` and ``source`` filter; by id, ``next`` is the cursor
    (``after``) of the next page; ``counts`` are by status."""
    return readers.predictions_list(viewer=_viewer(request), slug=slug, status=status, lane=lane, source=source,
                                    as_of=as_of, after=after, limit=limit)


@api.get("/predictions/{prediction_id}", response={200: s.PredictionDetail, **ERRORS}, tags=["predictions"],
         summary="One prediction: its verdict, cited claims and history")
def prediction(request, prediction_id: int = Path(..., ge=1, le=2**62), as_of: dt.date | None = None):
    """A prediction with its target, its verdict for you as of ``as_of`` in words and as a status, the claims
    that decide it, and its recorded verdicts (the rules' and moderators') whose evidence you may see."""
    return readers.prediction_read(viewer=_viewer(request), pk=prediction_id, as_of=as_of)


@api.get("/track-records", response={200: s.TrackRecordsOut, **ERRORS}, tags=["predictions"],
         summary="Track records by source, speaker and lane")
def track_records(request, entity: str | None = Query(None, max_length=200),
                  source: str | None = Query(None, max_length=100), as_of: dt.date | None = None):
    """How the forecasts you may see turned out, as of ``as_of``: per source, per named speaker and per lane
    (each its own record), with the share fulfilled and its 95% interval, the Brier score and calibration.
    ``entity`` (slug) and ``source`` (key) narrow the predictions counted."""
    return readers.track_records_read(viewer=_viewer(request), entity=entity, source=source, as_of=as_of)


# ---------------------------------------------------------------- claims


@api.get("/claims", response={200: s.ClaimList, **ERRORS}, tags=["claims"], summary="One lane's claims")
def claims(request, lane: Literal["canonical", "bull", "bear"], entity: str | None = None,
           claim_type: Literal["deployment", "funding", "capability", "timeline", "statistic", "opinion"] | None = None,
           status: Literal["auto", "approved", "rejected", "retracted"] | None = None, as_of: dt.date | None = None,
           source: str | None = None, conflict: bool | None = None, current: bool = True,
           after: int | None = Query(None, ge=0, le=2**62), limit: int = Query(50, ge=1, le=readers.MAX_PAGE)):
    """Claims of one lane (required: lanes are never merged), with full provenance, by id; ``next`` is the
    cursor (``after``) of the next page. ``current`` (default): only claims current as of ``as_of`` (not
    superseded, retracted or rejected then); ``current=false``: every claim known by then."""
    return readers.claims_list(viewer=_viewer(request), lane=lane, entity=entity, claim_type=claim_type,
                               status=status, as_of=as_of, source=source, conflict=conflict, current=current,
                               after=after, limit=limit)


@api.get("/claims/{claim_id}", response={200: s.ClaimOut, **ERRORS}, tags=["claims"], summary="One claim")
def claim(request, claim_id: int = Path(..., ge=1, le=2**62)):
    """A claim with its source manifest, document, evidence span, routing reason, supersessions both ways
    and conflicts."""
    return readers.claim_read(viewer=_viewer(request), pk=claim_id)


# ---------------------------------------------------------------- search, ask, changes, sources


@api.get("/search", response={200: s.SearchOut, **ERRORS}, tags=["search"], summary="Search")
def search(request, q: str = Query(..., min_length=1, max_length=200)):
    """The search page's results: entities, and each lane's claims ranked within that lane only."""
    return readers.search_read(viewer=_viewer(request), q=q)


@api.get("/ask", response={200: s.AnswerOut, **ERRORS}, tags=["search"], summary="Ask a question")
def ask(request, q: str = Query(..., min_length=1, max_length=500), as_of: dt.date | None = None):
    """The answer from the evidence you may see: the answer, ``insufficient``, citations, tiers used
    (P1 facts, P2 statistics, P3 passages), the capability and the routing decision with its reason."""
    return readers.ask_read(viewer=_viewer(request), q=q, as_of=as_of)


@api.get("/changes", response={200: s.ChangesOut, **ERRORS}, tags=["changes"], summary="Recent changes")
def changes(request, kind: Literal["new", "superseded", "retracted", "moderation"] | None = None,
            before: str | None = Query(None, max_length=80), after: str | None = Query(None, max_length=80),
            limit: int = Query(50, ge=1, le=readers.MAX_PAGE)):
    """New claims, supersessions, retractions and moderation actions you may see. Page back with ``before``
    (newest first); poll forward with ``after`` (oldest first; ``next`` is the cursor for the next poll, the
    same one when nothing is new). A poller that keeps ``next`` neither misses nor repeats a change."""
    return readers.changes_read(viewer=_viewer(request), kind=kind, before=before, after=after, limit=limit)


@api.get("/sources", response={200: s.SourceList, **ERRORS}, tags=["sources"], summary="Sources")
def sources(request):
    """The sources you may see, with their manifests and freshness."""
    return readers.sources_list(viewer=_viewer(request))


@api.get("/sources/{key}", response={200: s.SourceOut, **ERRORS}, tags=["sources"], summary="One source")
def source(request, key: str):
    """A source's manifest, freshness, newest documents, and newest claims lane by lane."""
    return readers.source_read(viewer=_viewer(request), key=key)


# ---------------------------------------------------------------- watching (needs a token)


def _user(request):
    user = request.auth.user
    if user is None:
        raise InvalidToken("Watching needs an API token: send Authorization: Bearer <token>.")
    return user


def _watch_out(watch) -> s.WatchOut:
    return s.WatchOut(id=watch.pk, target=watch.target, entity=watch.entity.slug if watch.entity_id else None,
                      source=watch.source.key if watch.source_id else None, events=list(watch.events),
                      lanes=list(watch.lanes), webhook_url=watch.webhook_url, webhook_secret=watch.webhook_secret,
                      created_at=watch.created_at, url=f"{readers.API}/watches/{watch.pk}")


@api.exception_handler(WatchError)
def _watch_error(request, exc):
    return _error(request, 400, str(exc))


@api.get("/watches", response={200: list[s.WatchOut], **ERRORS}, tags=["watching"], summary="Your watches")
def watches(request):
    """The watches of the token's user, newest first."""
    from .models import Watch

    rows = Watch.objects.filter(user=_user(request)).select_related("entity", "source")
    return [_watch_out(w) for w in rows]


@api.post("/watches", response={201: s.WatchOut, **ERRORS}, tags=["watching"], summary="Watch an entity or a source")
def watch_add(request, payload: s.WatchIn):
    """Watch one entity (``entity``: slug) or one source (``source``: key) you may see, for the chosen
    ``events``; ``lanes`` narrow ``new_claim``. With a ``webhook_url`` each event is posted there, signed
    (HMAC-SHA256 with the returned ``webhook_secret``); every event also reaches your Atom feed
    (``/watching/feed/``)."""
    watch = watch_create(user=_user(request), events=list(payload.events), entity=payload.entity,
                         source=payload.source, lanes=list(payload.lanes), webhook_url=payload.webhook_url)
    return Status(201, _watch_out(watch))


# Before /watches/{watch_id}: ninja matches paths in the order they are declared.
@api.get("/watches/notices", response={200: s.NoticeList, **ERRORS}, tags=["watching"],
         summary="What your watches recorded")
def watch_notices(request, before: int | None = Query(None, ge=1, le=2**62),
                  limit: int = Query(50, ge=1, le=readers.MAX_PAGE)):
    """Your watches' events, newest first (``next``: the ``before`` of the next page)."""
    rows = notices_for(user=_user(request), limit=limit + 1, before=before)
    more, rows = len(rows) > limit, rows[:limit]
    return s.NoticeList(items=[s.NoticeOut(id=n.pk, watch_id=n.watch_id, kind=n.kind, title=n.title,
                                           happened_at=n.happened_at, created_at=n.created_at, payload=n.payload)
                               for n in rows], next=str(rows[-1].pk) if more else None)


@api.delete("/watches/{watch_id}", response={204: None, **ERRORS}, tags=["watching"], summary="Stop a watch")
def watch_remove(request, watch_id: int = Path(..., ge=1, le=2**62)):
    """Stop watching (its notices and delivery log go with it)."""
    try:
        watch_delete(user=_user(request), watch_id=watch_id)
    except WatchError as exc:
        raise readers.NotFound(str(exc)) from None
    return Status(204, None)
