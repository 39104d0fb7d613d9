"""Refresh a source: fetch its feed or page, turn items into documents, ingest each.

``source_refresh`` is what the scheduled task, ``refresh_sources`` and the
admin call. Each document is its own transaction (DESIGN.md invariant 5), so
the run is not one big transaction: the IngestionRun row is written first
and finished last, and a run killed half-way is re-run by its task; the
content hash makes the documents already stored no-ops.
"""

from __future__ import annotations

import datetime as dt
import logging
from dataclasses import dataclass, field

from django.db import transaction
from django.utils import timezone

from .fetching.dates import date_choose
from .fetching.errors import FetchError
from .fetching.feeds import FeedItem, feed_parse
from .fetching.http import fetch_url
from .fetching.pages import PageItem, page_parse
from .models import Document, IngestionRun, Source
from .services import content_hash, document_ingest, ingestion_error_record

logger = logging.getLogger(__name__)

#: Flag for a new version whose stated date is not later than the version it replaces:
#: its content changed after that date, so it is known from the fetch that saw the change.
REVISED = "revised_after_date"


@dataclass
class RefreshResult:
    """Outcome of one refresh: ``outcome`` is ``ingested``, ``not_modified`` or ``failed``;
    document counts; ``errors`` as ``{"url", "reason"}`` dicts; the IngestionRun id."""

    source_key: str
    run_id: int
    outcome: str
    new: int = 0
    unchanged: int = 0
    failed: int = 0
    errors: list[dict[str, str]] = field(default_factory=list)


def _finish(run: IngestionRun, result: RefreshResult) -> RefreshResult:
    run.finished_at = timezone.now()
    run.documents_new, run.documents_unchanged, run.documents_failed = result.new, result.unchanged, result.failed
    run.errors = result.errors
    run.save(update_fields=["finished_at", "documents_new", "documents_unchanged", "documents_failed", "errors"])
    return result


def source_refresh(*, source: Source, trigger: str = "command") -> RefreshResult:
    """Fetch ``source`` now (its ``feed_url``, else its ``url``) and ingest what is new.

    Args:
        source: a Source with a feed_url or url.
        trigger: recorded on the run (``schedule``, ``command``, ``admin``).

    Returns a RefreshResult; the same numbers are on the IngestionRun. A
    fetch or parse failure is recorded on the run (outcome ``failed``) and
    not raised; database and broker errors are raised so the task retries.
    The conditional-GET validators are stored only after a complete run.
    Raises ValueError for a source with nothing to fetch.
    """
    target = source.feed_url or source.url
    if not target:
        raise ValueError(f"source {source.key} has no feed_url or url to fetch")
    run = IngestionRun.objects.create(source=source, trigger=trigger)
    result = RefreshResult(source_key=source.key, run_id=run.id, outcome="ingested")
    try:
        fetched = fetch_url(target, etag=source.fetch_etag, last_modified=source.fetch_last_modified)
        if fetched.not_modified:
            result.outcome = "not_modified"
        else:
            if source.feed_url:
                parsed = feed_parse(fetched.content, content_type=fetched.content_type, charset=fetched.charset)
                items: list[FeedItem | PageItem] = parsed.items
                languages = [parsed.language] if parsed.language else None
                for problem in parsed.problems:
                    result.failed += 1
                    result.errors.append({"url": target, "reason": problem})
            else:
                items = [page_parse(fetched.content, url=fetched.url, charset=fetched.charset)]
                languages = None
            for item in items:
                status, error = _item_ingest(source=source, item=item, fetched_at=fetched.fetched_at,
                                             languages=languages, page=not source.feed_url)
                if status in {"created", "new_version"}:
                    result.new += 1
                elif status == "duplicate":
                    result.unchanged += 1
                else:
                    result.failed += 1
                    result.errors.append({"url": item.url, "reason": error})
        Source.objects.filter(pk=source.pk).update(
            fetch_etag=fetched.etag[:300], fetch_last_modified=fetched.last_modified[:100],
            last_fetched_at=fetched.fetched_at,
        )
    except FetchError as exc:
        result.outcome = "failed"
        result.errors.append({"url": target, "reason": str(exc)})
        ingestion_error_record(reason=f"fetch: {exc}", data={"source": source.key, "url": target})
    except Exception as exc:
        result.errors.append({"url": target, "reason": f"interrupted: {type(exc).__name__}: {exc}"})
        try:
            _finish(run, result)
        except Exception:  # the database itself may be what failed
            logger.warning("could not record the interrupted run %s", run.id)
        raise
    return _finish(run, result)


def _item_ingest(*, source: Source, item: FeedItem | PageItem, fetched_at: dt.datetime,
                 languages: list[str] | None, page: bool) -> tuple[str, str]:
    """Ingest one item; returns (status, error) with document_ingest's statuses."""
    if page:
        chosen = date_choose(feed_dates=[], page_dates=item.date_candidates, fetched_at=fetched_at,
                             time_zone=source.time_zone, languages=languages)
    else:
        chosen = date_choose(feed_dates=item.date_candidates, fetched_at=fetched_at,
                             time_zone=source.time_zone, languages=languages)
    if Document.objects.filter(source=source, content_hash=content_hash(item.text)).exists():
        return "duplicate", ""
    published, flags = chosen.value, list(chosen.flags)
    previous = Document.objects.filter(url=item.url).order_by("-version").only("published_at").first()
    if previous is not None and published <= previous.published_at:
        published, flags = fetched_at, [*flags, REVISED]
    if getattr(item, "title_derived", False):
        flags.append("title_derived")
    data = {"source": source.key, "url": item.url, "title": item.title[:500], "text": item.text,
            "published_at": published.isoformat(), "author": item.author}
    if not flags:
        ingested = document_ingest(data=data)
        return ingested.status, ingested.error
    # The flags are written in the document's own transaction, so no document is ever stored without them.
    with transaction.atomic():
        ingested = document_ingest(data=data)
        if ingested.status in {"created", "new_version"}:
            document = Document.objects.select_for_update().get(pk=ingested.document_id)
            document.date_flags = list(dict.fromkeys([*document.date_flags, *flags]))
            document.save(update_fields=["date_flags", "updated_at"])
    return ingested.status, ingested.error
