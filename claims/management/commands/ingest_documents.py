import time
from collections import Counter
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError
from tqdm import tqdm

from claims.models import Document, IngestionError
from claims.services import content_hash, document_ingest, ingestion_error_record, iter_document_lines
from core.queue import broker_reachable


class Command(BaseCommand):
    help = (
        "Ingest documents from a JSON Lines file (DESIGN.md 'documents' format): one Celery task per "
        "document, or in-process with --sync. A repeat of stored content is reported as unchanged."
    )

    def add_arguments(self, parser):
        parser.add_argument("path")
        parser.add_argument("--sync", action="store_true", help="run each document in this process")
        parser.add_argument("--wait", action="store_true", help="after enqueuing, wait until the workers are done")
        parser.add_argument("--timeout", type=float, default=900.0, help="seconds --wait waits at most")

    def handle(self, *args, path, sync, wait, timeout, **options):
        if not Path(path).is_file():
            raise CommandError(f"{path}: no such file")
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
            expected.append(data)
        self.stdout.write(f"enqueued {len(expected)} document(s); {failed} unreadable line(s) recorded")
        if wait:
            self._wait(expected, started, timeout)

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

    def _wait(self, expected, started, timeout):
        deadline = time.time() + timeout
        pending = {(str(d.get("source")), content_hash(str(d.get("text", "")))): d for d in expected}
        with tqdm(total=len(pending), desc="ingest", unit="doc", disable=None) as bar:
            while pending and time.time() < deadline:
                done = set()
                for key, data in pending.items():
                    source_key, digest = key
                    if Document.objects.filter(source__key=source_key, content_hash=digest).exists():
                        done.add(key)
                    elif IngestionError.objects.filter(url=str(data.get("url", ""))[:1000],
                                                       created_at__gte=_aware(started)).exists():
                        done.add(key)
                for key in done:
                    pending.pop(key)
                bar.update(len(done))
                if pending:
                    time.sleep(0.5)
        if pending:
            raise CommandError(f"{len(pending)} document(s) still pending after {timeout:.0f} s")
        self.stdout.write(self.style.SUCCESS("all enqueued documents are processed"))


def _aware(ts):
    import datetime as dt

    return dt.datetime.fromtimestamp(ts, tz=dt.timezone.utc)
