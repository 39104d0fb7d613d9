"""Watching: a user's watches on entities and sources, the events they record, and their webhooks.

Services (writes, ``<noun>_<verb>``): :func:`watch_create`, :func:`watch_delete`,
:func:`watch_scan` (record what happened since the last scan),
:func:`webhook_deliver` (one delivery attempt). Reads: :func:`notices_for`.

Every scan reads as the watcher (``Viewer.for_user``) with the sources they
may see applied in SQL, so a notice — and the webhook payload made from it —
never carries what the watcher may not see. A notice is unique per (watch,
kind, the row that records the event), so scanning twice records once, and
each notice of a watch with a webhook gets exactly one delivery row.

Events:

* ``new_claim`` — a claim in one of the watch's lanes (all three when none
  are chosen) about the entity / from the source was stored;
* ``supersession`` — a supersession between two claims the watcher may see;
* ``conflict`` — a conflict between two such claims was detected;
* ``freshness_lapse`` — the source (or, for an entity, a visible source with
  claims about it) went past its freshness SLA.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import hmac
import json
import logging
import secrets
import time
from dataclasses import dataclass
from urllib.parse import urlsplit

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone

from claims.models import Claim, Conflict, Entity, Lane, Source, Supersession
from claims.selectors import entity_visible, sources_visible_to
from claims.trust import sources_stale
from core.viewer import Viewer

from .models import Watch, WatchEvent, WatchNotice, WebhookDelivery

logger = logging.getLogger(__name__)

#: A scan re-reads this much before the last one ended: rows stamped before a slow transaction committed.
SCAN_MARGIN = dt.timedelta(minutes=15)
SIGNATURE_HEADER = "X-Polyphony-Signature"
TIMESTAMP_HEADER = "X-Polyphony-Timestamp"
#: Most seconds between two attempts.
MAX_BACKOFF_SECONDS = 3600


class WatchError(ValueError):
    """A watch that cannot be made as asked (the message says why); nothing was written."""


# ---------------------------------------------------------------- watches


def _webhook_url_check(url: str) -> str:
    """``url`` if it is an http(s) URL whose host resolves to addresses we may post to, else WatchError.

    Loopback and private addresses are refused unless ``FETCH_ALLOW_PRIVATE_ADDRESSES`` (the rule
    the fetcher applies, ``claims.fetching.http.resolve_checked``).
    """
    from claims.fetching.errors import FetchError

    from claims.fetching.http import resolve_checked

    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise WatchError("webhook_url must be an http:// or https:// URL.")
    try:
        resolve_checked(parts.hostname, parts.port or (443 if parts.scheme == "https" else 80),
                        allow_private=settings.FETCH_ALLOW_PRIVATE_ADDRESSES)
    except FetchError as exc:
        raise WatchError(f"webhook_url refused: {exc}") from None
    return url


@transaction.atomic
def watch_create(*, user, events: list[str], entity: str | None = None, source: str | None = None,
                 lanes: list[str] | None = None, webhook_url: str = "") -> Watch:
    """Start watching an entity (slug) or a source (key) for ``events`` (WatchEvent values).

    The user must be able to see what they watch (else WatchError, worded as
    for a missing one). ``lanes`` narrow ``new_claim`` (default: all).
    ``webhook_url``: optional; a secret for its signatures is generated.
    Raises WatchError for anything wrong, including a second watch of the
    same thing; nothing is written then.
    """
    if (entity is None) == (source is None):
        raise WatchError("Give exactly one of entity or source.")
    unknown = sorted(set(events) - set(WatchEvent.values))
    if not events or unknown:
        raise WatchError(f"events must be a non-empty list of {', '.join(WatchEvent.values)}.")
    lanes = list(dict.fromkeys(lanes or []))
    if set(lanes) - set(Lane.values):
        raise WatchError(f"lanes must be among {', '.join(Lane.values)}.")
    viewer = Viewer.for_user(user)
    watch = Watch(user=user, events=list(dict.fromkeys(events)), lanes=lanes)
    if entity is not None:
        found = Entity.objects.filter(slug=entity, in_registry=True).first()
        if found is None or not entity_visible(found, viewer):
            raise WatchError(f"No entity {entity!r} (or none you may see).")
        watch.entity = found
    else:
        found = Source.objects.filter(key=source).first()
        if found is None or found.id not in sources_visible_to(viewer):
            raise WatchError(f"No source {source!r} (or none you may see).")
        watch.source = found
    if webhook_url:
        watch.webhook_url = _webhook_url_check(webhook_url.strip())
        watch.webhook_secret = secrets.token_hex(32)
    try:
        with transaction.atomic():
            watch.save()
    except IntegrityError:
        raise WatchError(f"You already watch {entity or source!r}.") from None
    return watch


@transaction.atomic
def watch_delete(*, user, watch_id: int) -> None:
    """Stop a watch of ``user`` (its notices and deliveries go with it). Raises WatchError when there is none."""
    deleted, _ = Watch.objects.filter(pk=watch_id, user=user).delete()
    if not deleted:
        raise WatchError(f"No watch {watch_id}.")


# ---------------------------------------------------------------- scans


def _claim_payload(claim: Claim) -> dict:
    return {"id": claim.pk, "lane": claim.lane, "claim_type": claim.claim_type, "statement": claim.statement,
            "subject": claim.subject.slug, "source": claim.source.key, "known_at": claim.known_at.isoformat(),
            "url": f"/api/v1/claims/{claim.pk}", "page": f"/claims/{claim.pk}/"}


@dataclass
class _Event:
    kind: str
    object_key: str
    happened_at: dt.datetime
    title: str
    payload: dict
    claim: Claim | None = None


def _events(watch: Watch, *, visible: frozenset[int], since: dt.datetime, now: dt.datetime) -> list[_Event]:
    """What happened to the watched thing in [since, now), visible to the watcher, of the kinds chosen."""
    out: list[_Event] = []
    name = watch.entity.name if watch.entity_id else watch.source.name
    claim_related = ("subject", "source")
    if WatchEvent.NEW_CLAIM in watch.events:
        claims = Claim.objects.visible_to(visible).active().filter(created_at__gte=since, created_at__lt=now,
                                                                  lane__in=watch.lanes or Lane.values)
        claims = claims.about(watch.entity) if watch.entity_id else claims.filter(source=watch.source)
        for claim in claims.select_related(*claim_related).defer("embedding").order_by("created_at", "id"):
            out.append(_Event(WatchEvent.NEW_CLAIM, f"claim:{claim.pk}", claim.created_at,
                              f"New {claim.lane} claim about {claim.subject.name}: {claim.statement[:200]}",
                              {"claim": _claim_payload(claim)}, claim))
    if WatchEvent.SUPERSESSION in watch.events:
        rows = Supersession.objects.visible_to(visible).filter(created_at__gte=since, created_at__lt=now)
        rows = (rows.filter(subject=watch.entity) if watch.entity_id else
                rows.filter(Q(old_claim__source=watch.source) | Q(new_claim__source=watch.source)))
        for row in (rows.select_related(*(f"{side}__{f}" for side in ("old_claim", "new_claim") for f in claim_related))
                    .defer("old_claim__embedding", "new_claim__embedding").order_by("created_at", "id")):
            out.append(_Event(WatchEvent.SUPERSESSION, f"supersession:{row.pk}", row.created_at,
                              f"{name}: “{row.new_claim.statement[:120]}” replaces “{row.old_claim.statement[:120]}”",
                              {"supersession": {"id": row.pk, "effective_at": row.effective_at.isoformat(),
                                                "reason": row.reason, "old_claim": _claim_payload(row.old_claim),
                                                "new_claim": _claim_payload(row.new_claim)}}, row.new_claim))
    if WatchEvent.CONFLICT in watch.events:
        rows = Conflict.objects.visible_to(visible).filter(detected_at__gte=since, detected_at__lt=now)
        rows = (rows.filter(subject=watch.entity) if watch.entity_id else
                rows.filter(Q(claim_a__source=watch.source) | Q(claim_b__source=watch.source)))
        for row in (rows.select_related(*(f"{side}__{f}" for side in ("claim_a", "claim_b") for f in claim_related))
                    .defer("claim_a__embedding", "claim_b__embedding").order_by("detected_at", "id")):
            out.append(_Event(WatchEvent.CONFLICT, f"conflict:{row.pk}", row.detected_at,
                              f"{name}: sources disagree on {row.predicate}",
                              {"conflict": {"id": row.pk, "predicate": row.predicate, "rule": row.rule,
                                            "winner_claim_id": row.winner_id, "claim_a": _claim_payload(row.claim_a),
                                            "claim_b": _claim_payload(row.claim_b)}}, row.claim_a))
    if WatchEvent.FRESHNESS_LAPSE in watch.events:
        stale = sources_stale(now=now).filter(pk__in=sorted(visible))
        if watch.source_id:
            stale = stale.filter(pk=watch.source_id)
        else:
            stale = stale.filter(pk__in=Claim.objects.about(watch.entity).visible_to(visible).values("source_id"))
        for src in stale.filter(stale_at__gte=watch.created_at - SCAN_MARGIN):
            out.append(_Event(WatchEvent.FRESHNESS_LAPSE, f"stale:{src.key}:{src.stale_at.isoformat()}", src.stale_at,
                              f"{src.name} is past its freshness SLA of {src.freshness_sla_days} days",
                              {"source": {"key": src.key, "name": src.name, "sla_days": src.freshness_sla_days,
                                          "stale_since": src.stale_at.isoformat(),
                                          "url": f"/api/v1/sources/{src.key}"}}))
    return out


@dataclass
class ScanResult:
    """What one scan recorded: new notices and the deliveries to send (ids)."""

    notices: list[int]
    deliveries: list[int]


def watch_scan(*, watch_id: int, now: dt.datetime | None = None) -> ScanResult:
    """Record the events of one watch since its last scan (less :data:`SCAN_MARGIN`), as its user may see them.

    Idempotent: an event already recorded is skipped. Each new notice of a
    watch with a webhook gets a pending WebhookDelivery in the same
    transaction. Returns the new notice and delivery ids (send the deliveries
    after commit: :func:`watch_scan_and_send`). A watch deleted meanwhile gives an empty result.
    """
    now = now or timezone.now()
    with transaction.atomic():
        watch = (Watch.objects.select_for_update(of=("self",)).select_related("user", "entity", "source")
                 .filter(pk=watch_id).first())
        if watch is None:
            return ScanResult([], [])
        since = max(watch.created_at, watch.scanned_until - SCAN_MARGIN)
        visible = sources_visible_to(Viewer.for_user(watch.user))
        notices, deliveries = [], []
        for event in _events(watch, visible=visible, since=since, now=now):
            notice, created = WatchNotice.objects.get_or_create(
                watch=watch, kind=event.kind, object_key=event.object_key,
                defaults={"claim": event.claim, "happened_at": event.happened_at, "title": event.title[:300],
                          "payload": event.payload},
            )
            if not created:
                continue
            notices.append(notice.pk)
            if watch.webhook_url:
                deliveries.append(WebhookDelivery.objects.create(notice=notice, url=watch.webhook_url).pk)
        watch.scanned_until = max(watch.scanned_until, now)
        watch.save(update_fields=["scanned_until"])
    return ScanResult(notices, deliveries)


def watch_scan_and_send(*, watch_id: int) -> ScanResult:
    """:func:`watch_scan`, then queue the new deliveries (after the scan's commit)."""
    result = watch_scan(watch_id=watch_id)
    for delivery_id in result.deliveries:
        delivery_dispatch(delivery_id)
    return result


def watches_for_entities(entity_ids: set[int]) -> list[int]:
    """Ids of the watches a change to these entities' claims may concern: their entity watches, and every
    source watch (a source's claims may be about any entity). One query."""
    return list(Watch.objects.filter(Q(entity_id__in=sorted(entity_ids)) | Q(source__isnull=False))
                .order_by("id").values_list("id", flat=True))


def watches_scan_dispatch(*, entity_ids: set[int]) -> None:
    """Queue a scan of each watch :func:`watches_for_entities` finds (nothing when no one watches)."""
    from core.queue import dispatch

    from .tasks import watch_scan_task

    for watch_id in watches_for_entities(entity_ids):
        dispatch(watch_scan_task, watch_id)


# ---------------------------------------------------------------- reads


def notices_for(*, user, limit: int = 50, before: int | None = None):
    """The user's newest notices (``before``: ids below it), re-checked against what they may see now: a
    notice whose claim's source they no longer see is left out. One query."""
    visible = sources_visible_to(Viewer.for_user(user))
    qs = (WatchNotice.objects.filter(watch__user=user)
          .filter(Q(claim__isnull=True) | Q(claim__source_id__any=list(visible)))
          .select_related("watch").order_by("-id"))
    if before is not None:
        qs = qs.filter(pk__lt=before)
    return list(qs[:limit])


# ---------------------------------------------------------------- webhooks


def webhook_signature(secret: str, timestamp: str, body: bytes) -> str:
    """``sha256=`` + hex HMAC-SHA256 of ``timestamp + "." + body`` keyed with the watch's secret."""
    mac = hmac.new(secret.encode(), timestamp.encode() + b"." + body, hashlib.sha256)
    return "sha256=" + mac.hexdigest()


def webhook_verify(*, secret: str, timestamp: str, body: bytes, signature: str, tolerance: float = 300,
                   now: float | None = None) -> bool:
    """What a receiver checks: the signature matches (constant time) and the timestamp is within
    ``tolerance`` seconds of ``now`` (a replayed old delivery fails)."""
    try:
        age = abs((time.time() if now is None else now) - int(timestamp))
    except ValueError:
        return False
    return age <= tolerance and hmac.compare_digest(webhook_signature(secret, timestamp, body), signature)


def webhook_body(delivery: WebhookDelivery) -> bytes:
    """The JSON a delivery posts: delivery id, event kind, the watch, when it happened, and the notice's payload."""
    notice = delivery.notice
    data = {"delivery": delivery.pk, "event": notice.kind, "watch": {"id": notice.watch_id, "target": notice.watch.target},
            "title": notice.title, "happened_at": notice.happened_at.isoformat(), **notice.payload}
    return json.dumps(data, sort_keys=True, separators=(",", ":")).encode()


@dataclass
class DeliveryOutcome:
    """One attempt: ``status`` of the row afterwards, and ``retry_in`` seconds (None: no retry)."""

    status: str
    retry_in: float | None = None


def backoff_seconds(attempts: int) -> float:
    """Wait before the next attempt after ``attempts`` failed ones: the configured first wait, doubling."""
    return min(MAX_BACKOFF_SECONDS, settings.WEBHOOK_RETRY_BACKOFF_SECONDS * 2 ** max(0, attempts - 1))


def webhook_deliver(*, delivery_id: int) -> DeliveryOutcome:
    """Post one pending delivery, signed, and record the attempt.

    The row is locked for the attempt (another worker holding it skips), so
    two workers never post the same delivery at once; a delivered or failed
    one is not posted again. A 2xx response delivers it; anything else
    (another status, a refused connection, a timeout) counts an attempt and
    asks for a retry after :func:`backoff_seconds`, until
    ``WEBHOOK_MAX_RETRIES`` retries have failed (status ``failed``). Headers:
    ``X-Polyphony-Delivery`` (the id: receivers may de-duplicate on it),
    ``X-Polyphony-Event``, ``X-Polyphony-Timestamp`` and
    ``X-Polyphony-Signature`` (:func:`webhook_signature`).
    """
    import httpx

    with transaction.atomic():
        delivery = (WebhookDelivery.objects.select_for_update(skip_locked=True, of=("self",))
                    .select_related("notice__watch").filter(pk=delivery_id).first())
        if delivery is None:
            return DeliveryOutcome("skipped")
        if delivery.status != WebhookDelivery.Status.PENDING:
            return DeliveryOutcome(delivery.status)
        body = webhook_body(delivery)
        timestamp = str(int(time.time()))
        headers = {"Content-Type": "application/json", "User-Agent": settings.FETCH_USER_AGENT,
                   "X-Polyphony-Delivery": str(delivery.pk), "X-Polyphony-Event": delivery.notice.kind,
                   TIMESTAMP_HEADER: timestamp,
                   SIGNATURE_HEADER: webhook_signature(delivery.notice.watch.webhook_secret, timestamp, body)}
        delivery.attempts += 1
        delivery.last_attempt_at = timezone.now()
        try:
            _webhook_url_check(delivery.url)
            response = httpx.post(delivery.url, content=body, headers=headers,
                                  timeout=settings.WEBHOOK_TIMEOUT_SECONDS, follow_redirects=False)
            delivery.last_status_code = response.status_code
            ok = 200 <= response.status_code < 300
            delivery.last_error = "" if ok else f"HTTP {response.status_code}"
        except (httpx.HTTPError, WatchError, OSError) as exc:
            ok = False
            delivery.last_status_code = None
            delivery.last_error = f"{type(exc).__name__}: {exc}"[:1000]
        retry_in = None
        if ok:
            delivery.status = WebhookDelivery.Status.DELIVERED
            delivery.delivered_at = timezone.now()
        elif delivery.attempts > settings.WEBHOOK_MAX_RETRIES:
            delivery.status = WebhookDelivery.Status.FAILED
            logger.warning("webhook delivery %s failed after %s attempts: %s", delivery.pk, delivery.attempts,
                           delivery.last_error)
        else:
            retry_in = backoff_seconds(delivery.attempts)
        delivery.save()
    return DeliveryOutcome(delivery.status, retry_in)


def delivery_dispatch(delivery_id: int, *, countdown: float | None = None) -> None:
    """Queue the delivery task on ``WEBHOOK_QUEUE`` (blank: its own queue, ``fetch``); without a broker, try now."""
    from kombu.exceptions import OperationalError as BrokerError

    from .tasks import deliver_webhook_task

    if getattr(settings, "TASKS_IN_PROCESS", False):
        webhook_deliver(delivery_id=delivery_id)  # in-process: one attempt; the row keeps its retry state
        return
    options = {"queue": settings.WEBHOOK_QUEUE} if settings.WEBHOOK_QUEUE else {}
    try:
        deliver_webhook_task.apply_async(args=(delivery_id,), countdown=countdown, retry=False, **options)
    except (BrokerError, OSError) as exc:
        logger.warning("broker unreachable (%s); delivering webhook %s in-process", exc, delivery_id)
        webhook_deliver(delivery_id=delivery_id)
