from django.core.management.base import BaseCommand, CommandError
from django.db.models import Q
from tqdm import tqdm

from claims.models import Lifecycle, Source
from claims.refresh import source_refresh
from core.queue import broker_reachable


class Command(BaseCommand):
    help = (
        "Fetch sources with a feed_url or url now, outside their schedule: the given KEYs, or every active "
        "fetchable source. One Celery task per source, or in this process with --sync."
    )

    def add_arguments(self, parser):
        parser.add_argument("keys", nargs="*", metavar="KEY")
        parser.add_argument("--sync", action="store_true", help="fetch and ingest in this process")

    def handle(self, *args, keys, sync, **options):
        fetchable = Q(feed_url__gt="") | Q(url__gt="")
        if keys:
            found = {s.key: s for s in Source.objects.filter(key__in=keys)}
            unknown = [k for k in keys if k not in found]
            if unknown:
                raise CommandError(f"unknown source key(s): {', '.join(unknown)}; nothing was fetched")
            nothing = [k for k in keys if not (found[k].feed_url or found[k].url)]
            if nothing:
                raise CommandError(f"source(s) with no feed_url or url: {', '.join(nothing)}; nothing was fetched")
            sources = [found[k] for k in dict.fromkeys(keys)]
        else:
            sources = list(Source.objects.filter(fetchable, lifecycle=Lifecycle.ACTIVE).order_by("key"))
            if not sources:
                self.stdout.write("no active source has a feed_url or url")
                return
        if not sync:
            if not broker_reachable():
                raise CommandError(
                    "the Celery broker (REDIS_URL) is unreachable: nothing was enqueued and nothing is lost. "
                    "Start Redis, or run again with --sync to fetch in this process."
                )
            from claims.tasks import refresh_source_task

            for source in sources:
                refresh_source_task.apply_async(args=[source.pk], kwargs={"trigger": "command"}, retry=True)
            self.stdout.write(f"enqueued {len(sources)} source refresh(es); see Ingestion runs in the admin")
            return
        failed = 0
        for source in tqdm(sources, desc="refresh", unit="source", disable=None):
            result = source_refresh(source=source, trigger="command")
            line = (f"{source.key}: {result.outcome}; documents {result.new} new, {result.unchanged} unchanged, "
                    f"{result.failed} failed (run #{result.run_id})")
            self.stdout.write(self.style.SUCCESS(line) if result.outcome != "failed" else line)
            for error in result.errors:
                self.stderr.write(f"  {error['url']}: {error['reason']}")
            failed += result.outcome == "failed"
        if failed:
            raise CommandError(f"{failed} of {len(sources)} source(s) could not be fetched (reasons above)")
