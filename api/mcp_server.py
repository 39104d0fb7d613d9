"""The MCP server (official ``mcp`` SDK): Polyphony's read API as tools for agents, over stdio or
streamable HTTP (``manage.py mcp_server``).

The tools mirror the API (:mod:`api.api`) and return the same shapes, because
they call the same readers (:mod:`api.readers`) with the same viewer rules:

* over **streamable HTTP**, each request's ``Authorization: Bearer <token>``
  selects the viewer (no header: the public);
* over **stdio**, the server's token (``--token`` or ``POLYPHONY_API_TOKEN``)
  does, for every call of the session (none: the public).

A bad token makes a tool call fail with a message; a rate limit applies as it
does to the API (per token; per client address over HTTP).
Every tool's description says what it returns, and that lanes are never
merged. Database work runs in a worker thread (Django's ORM is synchronous),
one read-only "request" per call.
"""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Callable
from typing import Annotated, Literal

import anyio
from django.db import close_old_connections
from mcp.server import MCPServer
from mcp.server.mcpserver import Context
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import Field

from core.viewer import request_memo

from . import readers, schemas as s
from .auth import InvalidToken, bearer_token, caller_for_token
from .ratelimit import RateLimited, request_rate_limit, rate_limit_check

LANES = ("Lanes are never merged: canonical (established), bull (optimistic) and bear (sceptical) claims are "
         "recalled and returned apart, each list one lane's.")
PERMISSIONS = "Only what the caller's token may see is read (no token: the public); hidden things read as missing."

INSTRUCTIONS = f"""Polyphony is an encyclopedia of humanoid robotics that keeps what was known, when, and from where.
Find an entity with search_entities or list_entities, then read get_article (as of any day), get_talk (the
bull and bear lanes, the supersession log, conflicts) and get_claims (one lane's claims with provenance);
get_predictions, get_prediction and get_track_records read the prediction ledger (what was forecast, what
became of it, who forecasts well); ask answers questions with citations; recent_changes follows what changed. {LANES} {PERMISSIONS}"""

Day = Annotated[dt.date | None, Field(description="YYYY-MM-DD: the evidence as it stood at the end of that day; "
                                                  "omit for now")]


def build_server(*, token: str | None = None, inline: bool = False) -> MCPServer:
    """An MCPServer whose tools read as ``token``'s user when a request carries no token of its own.

    ``inline``: run database work on the event loop's own thread, on the
    database connection of the code that built the server, instead of a
    worker thread (for tests that hold their data in one uncommitted
    transaction; needs ``DJANGO_ALLOW_ASYNC_UNSAFE``).
    """
    from django.db import connections

    builder_connection = connections["default"] if inline else None
    server = MCPServer("polyphony", title="Polyphony", instructions=INSTRUCTIONS, version="1.0.0")

    def caller_of(ctx: Context | None):
        headers = None
        if ctx is not None:
            try:
                headers = ctx.headers
            except ValueError:  # no request (in-process calls outside a request)
                headers = None
        raw = None
        if headers is not None:
            raw = bearer_token(headers.get("authorization"))
        caller = caller_for_token(raw or token)
        request = getattr(ctx.request_context, "request", None) if ctx is not None else None
        if caller.rate_key:
            request_rate_limit(None, caller.rate_key)
        elif request is not None and getattr(request, "client", None) is not None:
            from django.conf import settings

            rate_limit_check(who=f"addr:{request.client.host}", limit=settings.API_RATE_LIMIT_ANONYMOUS)
        return caller

    def work(ctx: Context | None, fn: Callable) -> dict:
        try:
            with request_memo():
                caller = caller_of(ctx)
                return fn(caller.viewer).model_dump(mode="json")
        except (readers.NotFound, readers.BadRequest, InvalidToken, RateLimited) as exc:
            raise ToolError(str(exc)) from None

    async def run(ctx: Context | None, fn: Callable):
        if inline:
            # Django keeps connections per async context: hand this one the builder's connection.
            connections["default"] = builder_connection
            return work(ctx, fn)

        def in_thread():
            close_old_connections()
            try:
                return work(ctx, fn)
            finally:
                close_old_connections()

        return await anyio.to_thread.run_sync(in_thread)

    @server.tool(description=f"""Search entities and claims by words and meaning. Returns the matching registry
entities (slug, name, kind) and, for each lane, that lane's matching current claims ranked within the lane
(id, statement, subject, known_at). {LANES} {PERMISSIONS}""")
    async def search_entities(query: Annotated[str, Field(min_length=1, max_length=200)],
                              ctx: Context) -> s.SearchOut:
        return await run(ctx, lambda viewer: readers.search_read(viewer=viewer, q=query))

    @server.tool(description=f"""List registry entities, optionally of one kind (company, robot, person …) or with
activity in a lane (canonical, bull, bear, contested = bull and bear, canonical-only). Returns each entity's
slug, name, kind, aliases, description and live claim counts per lane (the counts kept apart). {LANES}
{PERMISSIONS}""")
    async def list_entities(ctx: Context, kind: str = "",
                            lane: Literal["", "canonical", "bull", "bear", "contested", "canonical-only"] = ""
                            ) -> s.EntityList:
        return await run(ctx, lambda viewer: readers.entities_list(viewer=viewer, kind=kind, lane=lane))

    @server.tool(description=f"""Get an entity's article (by slug), now or as of a day. Returns the infobox and
the sections of sentences, each sentence with the ids of the claims it cites ([unverified] where no claim
grounds it), and every cited claim id. The body is written from the canonical lane; bull and bear projections
stand apart in a labelled outlook section. {LANES} {PERMISSIONS}""")
    async def get_article(entity: str, ctx: Context, as_of: Day = None) -> s.ArticleOut:
        return await run(ctx, lambda viewer: readers.article_read(viewer=viewer, slug=entity, as_of=as_of))

    @server.tool(description=f"""Get claims of ONE lane (required: canonical, bull or bear), optionally about an
entity (slug), from a source (key), of a claim type, with a status, in a conflict or not, as of a day, current
only (default) or every claim known then. Returns up to `limit` claims by id, each with full provenance
(source manifest, document title/URL/published_at/version, evidence span, routing reason, supersession both
ways, conflicts) and `next`, the `after` of the next page. {LANES} {PERMISSIONS}""")
    async def get_claims(lane: Literal["canonical", "bull", "bear"], ctx: Context, entity: str | None = None,
                         source: str | None = None,
                         claim_type: Literal["deployment", "funding", "capability", "timeline", "statistic",
                                             "opinion"] | None = None,
                         status: Literal["auto", "approved", "rejected", "retracted"] | None = None,
                         conflict: bool | None = None, current: bool = True, as_of: Day = None,
                         after: Annotated[int | None, Field(ge=0)] = None,
                         limit: Annotated[int, Field(ge=1, le=readers.MAX_PAGE)] = 50) -> s.ClaimList:
        return await run(ctx, lambda viewer: readers.claims_list(
            viewer=viewer, lane=lane, entity=entity, claim_type=claim_type, status=status, as_of=as_of,
            source=source, conflict=conflict, current=current, after=after, limit=limit))

    @server.tool(description=f"""Get one claim by id. Returns it with its full provenance: source manifest, document, evidence
span, routing reason (why it is in its lane), the claims it supersedes and that supersede it, its conflicts.
{LANES} {PERMISSIONS}""")
    async def get_claim(claim_id: Annotated[int, Field(ge=1)], ctx: Context) -> s.ClaimOut:
        return await run(ctx, lambda viewer: readers.claim_read(viewer=viewer, pk=claim_id))

    @server.tool(description=f"""Get an entity's talk page, now or as of a day. Returns the bull lane and the bear
lane as two separate lists (newest first, 50 a page: bull_page, bear_page), the supersession log (which claim
replaced which, from when) and the conflicts between canonical claims with the rule that decides each (or
open). {LANES} {PERMISSIONS}""")
    async def get_talk(entity: str, ctx: Context, as_of: Day = None, bull_page: Annotated[int, Field(ge=1)] = 1,
                       bear_page: Annotated[int, Field(ge=1)] = 1) -> s.TalkOut:
        return await run(ctx, lambda viewer: readers.talk_read(viewer=viewer, slug=entity, as_of=as_of,
                                                               bull_page=bull_page, bear_page=bear_page))

    @server.tool(description=f"""Ask a question in plain words, optionally as the evidence stood on a day.
Returns the answer, `insufficient` (true: the evidence does not answer it — say so, do not guess), the
citations (claim or passage ids with their sources and tiers P1 facts / P2 statistics / P3 passages), the
tiers used, the capability and the routing decision with its reason. {LANES} {PERMISSIONS}""")
    async def ask(question: Annotated[str, Field(min_length=1, max_length=500)], ctx: Context,
                  as_of: Day = None) -> s.AnswerOut:
        return await run(ctx, lambda viewer: readers.ask_read(viewer=viewer, q=question, as_of=as_of))

    @server.tool(description=f"""Get recent changes. Returns new claims, supersessions, retractions, moderation actions.
Without `after`: newest first, and `next` pages to older ones (pass it as `before`). With `after` (a cursor
from an earlier call's `next`): only what was recorded since, oldest first, and `next` is the cursor to pass
next time — nothing is missed or repeated. Each change names its claim (id, lane, statement, subject).
{LANES} {PERMISSIONS}""")
    async def recent_changes(ctx: Context,
                             kind: Literal["new", "superseded", "retracted", "moderation"] | None = None,
                             before: str | None = None, after: str | None = None,
                             limit: Annotated[int, Field(ge=1, le=readers.MAX_PAGE)] = 50) -> s.ChangesOut:
        return await run(ctx, lambda viewer: readers.changes_read(viewer=viewer, kind=kind, before=before,
                                                                  after=after, limit=limit))

    @server.tool(description=f"""Get a source (by key). Returns its manifest (class, owner, authority tier 1–5, lifecycle,
audience), its freshness (SLA, stale or not, since when), its newest documents and its newest claims, lane by
lane. {LANES} {PERMISSIONS}""")
    async def get_source(key: str, ctx: Context) -> s.SourceOut:
        return await run(ctx, lambda viewer: readers.source_read(viewer=viewer, key=key))

    @server.tool(description=f"""Get an entity's predictions (by slug): every forward-looking claim with a target
(an amount or an event, by a date), now or as of a day, optionally of one status (open, past_due, fulfilled,
partly_fulfilled, falsified, unresolved, undated, revised, withdrawn), one lane or one source (key). Returns up
to `limit` predictions by id, each with its claim, who made it (source, speaker), the target, the verdict
computed for the caller as of the day (status, `live`: may it be presented as a live projection, `outcome` in
words, the ids of the claims that decide it), counts by status, and `next`, the `after` of the next page. A
verdict rests only on evidence the caller may see; before its date a prediction is open. {LANES}
{PERMISSIONS}""")
    async def get_predictions(entity: str, ctx: Context,
                              status: Literal["open", "past_due", "fulfilled", "partly_fulfilled", "falsified",
                                              "unresolved", "undated", "revised", "withdrawn"] | None = None,
                              lane: Literal["canonical", "bull", "bear"] | None = None, source: str | None = None,
                              as_of: Day = None, after: Annotated[int | None, Field(ge=0)] = None,
                              limit: Annotated[int, Field(ge=1, le=readers.MAX_PAGE)] = 50) -> s.PredictionList:
        return await run(ctx, lambda viewer: readers.predictions_list(
            viewer=viewer, slug=entity, status=status, lane=lane, source=source, as_of=as_of, after=after,
            limit=limit))

    @server.tool(description=f"""Get one prediction by id, now or as of a day. Returns its claim, who made it, the
target, the verdict for the caller (status, `live`, `outcome` in words, explanation), the claims that decide it
(id, lane, statement) and its recorded verdicts — the rules' and moderators' — whose evidence the caller may
see, oldest first. {LANES} {PERMISSIONS}""")
    async def get_prediction(prediction_id: Annotated[int, Field(ge=1)], ctx: Context,
                             as_of: Day = None) -> s.PredictionDetail:
        return await run(ctx, lambda viewer: readers.prediction_read(viewer=viewer, pk=prediction_id, as_of=as_of))

    @server.tool(description=f"""Get forecasters' track records, now or as of a day, of the predictions about an
entity (slug) and/or made by a source (key), else all. Returns one record per source, per named speaker and per
lane (lanes kept apart): counts by status, how many were resolved and fulfilled, the share fulfilled with its
95% Wilson interval, the Brier score and calibration, and `small_sample` (fewer than 10 resolved: do not rank
by it). {LANES} {PERMISSIONS}""")
    async def get_track_records(ctx: Context, entity: str | None = None, source: str | None = None,
                                as_of: Day = None) -> s.TrackRecordsOut:
        return await run(ctx, lambda viewer: readers.track_records_read(viewer=viewer, entity=entity, source=source,
                                                                        as_of=as_of))

    return server


def server_from_environment() -> MCPServer:
    """The server for ``manage.py mcp_server``: the token from ``POLYPHONY_API_TOKEN`` (blank: the public)."""
    return build_server(token=os.environ.get("POLYPHONY_API_TOKEN") or None)
