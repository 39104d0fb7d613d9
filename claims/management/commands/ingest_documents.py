import time
from collections import Counter
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError
from kombu.exceptions import OperationalError as BrokerError
from redis.exceptions import RedisError
from tqdm import tqdm

from claims.models import Document, IngestionError
from claims.services import content_hash, document_ingest, ingestion_error_record, iter_document_lines
from core.queue import INGEST, broker_holds_messages, broker_reachable


class Command(BaseCommand):
    help = (
        "Ingest documents from a JSON Lines file (DESIGN.md 'documents' format): one Celery task per "
        "document, or in-process with --sync. A repeat of stored content is reported as unchanged. "
        "With --wait, documents the broker lost (Redis dying as a worker took them) are sent again."
    )

    def add_arguments(self, parser):
        parser.add_argument("path")
        parser.add_argument("--sync", action="store_true", help="run each document in this process")
        parser.add_argument("--wait", action="store_true", help="after enqueuing, wait until the workers are done")
        parser.add_argument("--timeout", type=float, default=900.0, help="seconds --wait waits at most")
        parser.add_argument(
            "--resend-after", type=float, default=10.0,
            help="seconds --wait lets the broker hold none of the pending documents (nothing waiting in the "
                 "ingest queue, nothing unacknowledged) before it sends them again",
        )

    def handle(self, *args, path, sync, wait, timeout, resend_after, **options):
        if not Path(path).is_file():
            raise CommandError(f"{path}: no such file")
        if timeout <= 0 or resend_after < 0:
            raise CommandError("--timeout must be above 0 seconds and --resend-after at least 0")
        if sync:
            return self._run_sync(path)
        if not broker_reachable():
            raise CommandError(
                "the Celery broker (REDIS_URL) is unreachable: nothing was enqueued and nothing is lost. "
                "Start Redis, or run again with --sync to ingest in this process."
            )
        from claims.tasks import ingest_document_task

        started = time.time()
        expected = []
        failed = 0
        for number, data, error in tqdm(list(iter_document_lines(path)), desc="enqueue", unit="doc",
                                        disable=None):
            if error:
                ingestion_error_record(reason=error, line_number=number)
                failed += 1
                continue
            ingest_document_task.apply_async(args=[data, number], retry=True)
            expected.append((number, data))
        self.stdout.write(f"enqueued {len(expected)} document(s); {failed} unreadable line(s) recorded")
        if wait:
            self._wait(expected, started, timeout, resend_after)

    def _run_sync(self, path):
        counts = Counter()
        lines = list(iter_document_lines(path))
        for number, data, error in tqdm(lines, desc="ingest", unit="doc", disable=None):
            if error:
                ingestion_error_record(reason=error, line_number=number)
                counts["failed"] += 1
                self.stderr.write(f"line {number}: {error}")
                continue
            result = document_ingest(data=data, line_number=number)
            counts[result.status] += 1
            counts["claims"] += result.claims_created
            if result.status == "failed":
                self.stderr.write(f"line {number}: {result.error}")
            elif result.status == "duplicate":
                self.stdout.write(f"line {number}: unchanged (already ingested)")
        summary = (
            f"documents: {counts['created']} new, {counts['new_version']} new versions, "
            f"{counts['duplicate']} unchanged, {counts['failed']} failed; claims: {counts['claims']} created"
        )
        if counts["failed"]:
            # The good documents are stored; the exit status tells scripts that some were not.
            self.stdout.write(summary)
            raise CommandError(f"{counts['failed']} document(s) failed; reasons above and in the admin "
                               "(Ingestion errors)")
        self.stdout.write(self.style.SUCCESS(summary))

    def _wait(self, expected, started, timeout, resend_after):
        """Wait until every expected document is stored or its failure recorded; send again what the broker lost.

        Redis pops a task before the worker that asked for it has recorded it as
        unacknowledged; if Redis dies in between, the task is gone (kombu's Redis
        transport cannot move it atomically). Ingestion is idempotent, so the
        documents still pending once the broker has held nothing of this
        deployment's ingest queue for ``resend_after`` seconds are sent again.
        """
        from claims.tasks import ingest_document_task

        deadline = time.time() + timeout
        pending = {(str(d.get("source")), content_hash(str(d.get("text", "")))): (n, d) for n, d in expected}
        drained_since = None
        with tqdm(total=len(pending), desc="ingest", unit="doc", disable=None) as bar:
            while pending and time.time() < deadline:
                done = _processed(pending, since=_aware(started))
                for key in done:
                    pending.pop(key)
                bar.update(len(done))
                if not pending:
                    break
                drained_since = (drained_since or time.time()) if _ingest_drained() else None
                if drained_since and time.time() - drained_since >= resend_after:
                    try:
                        for number, data in pending.values():
                            ingest_document_task.apply_async(args=[data, number], retry=True)
                    except BrokerError as exc:
                        self.stderr.write(f"could not send the pending documents again ({exc}); still waiting")
                    else:
                        self.stderr.write(f"sent {len(pending)} pending document(s) again: the broker no longer "
                                          "held them (lost in a broker restart)")
                    drained_since = None
                time.sleep(0.5)
        if pending:
            raise CommandError(f"{len(pending)} document(s) still pending after {timeout:.0f} s")
        self.stdout.write(self.style.SUCCESS("all enqueued documents are processed"))


def _processed(pending: dict, *, since) -> set:
    """The keys of ``pending`` (source key, content hash) stored, or whose document's failure was recorded since
    ``since``: two queries, whatever the number pending."""
    stored = set(Document.objects.filter(content_hash__in={digest for _, digest in pending})
                 .values_list("source__key", "content_hash"))
    by_url: dict[str, set] = {}
    for key, (_, data) in pending.items():
        by_url.setdefault(str(data.get("url", ""))[:1000], set()).add(key)
    failed = set(IngestionError.objects.filter(url__in=by_url, created_at__gte=since).values_list("url", flat=True))
    return (stored & pending.keys()).union(*(by_url[url] for url in failed))


def _ingest_drained() -> bool:
    """True when the broker answers and holds nothing of this deployment's ingest queue."""
    try:
        return not broker_holds_messages(INGEST)
    except (RedisError, OSError):
        return False


def _aware(ts):
    import datetime as dt

    return dt.datetime.fromtimestamp(ts, tz=dt.timezone.utc)
