"""``manage.py reembed``: re-embed claims and passages after a switch of embedding backend."""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError
from django.db import transaction
from django.db.models import Q
from tqdm import tqdm

from claims.models import PASSAGE_EMBEDDING_INDEX, Claim, Passage
from core.embeddings import EmbeddingError, get_embedding_backend
from core.llm import LLMError
from core.vectors import ivfflat_refresh

#: (label, model, the text that is embedded — as ingestion embeds it)
TARGETS = (("claims", Claim, "statement"), ("passages", Passage, "text"))


def pending(model, backend_name: str):
    """Rows whose vector is missing or was made by another model than ``backend_name``."""
    return model.objects.filter(~Q(embedding_model=backend_name) | Q(embedding__isnull=True))


class Command(BaseCommand):
    help = (
        "Re-embed every claim and passage whose embedding_model differs from the configured "
        "EMBEDDING_BACKEND (after switching local <-> openai). Works in batches with a progress bar; "
        "each batch commits on its own, so an interrupted run resumes where it stopped when run again."
    )

    def add_arguments(self, parser):
        parser.add_argument("--batch-size", type=int, default=128, help="texts per embedding call (default 128)")
        parser.add_argument("--only", choices=[t[0] for t in TARGETS], help="re-embed only claims or only passages")
        parser.add_argument("--limit", type=int, default=None, help="stop after this many rows (per kind)")
        parser.add_argument("--dry-run", action="store_true", help="count what would be re-embedded, change nothing")

    def handle(self, *args, batch_size, only, limit, dry_run, **options):
        if batch_size < 1:
            raise CommandError("--batch-size must be at least 1")
        try:
            backend = get_embedding_backend()
        except (EmbeddingError, LLMError) as exc:
            raise CommandError(f"cannot load the embedding backend: {exc}") from exc
        name = backend.name
        self.stdout.write(f"embedding backend: {name}")
        for label, model, text_field in TARGETS:
            if only and label != only:
                continue
            todo = pending(model, name)
            total = todo.count()
            if limit is not None:
                total = min(total, limit)
            if dry_run or total == 0:
                self.stdout.write(f"{label}: {total} to re-embed" + (" (dry run)" if dry_run else ""))
                continue
            done = self._run(label, model, text_field, todo, backend, total, batch_size)
            self.stdout.write(self.style.SUCCESS(f"{label}: {done} re-embedded with {name}"))
            if model is Passage and done:
                # The IVFFlat index's lists are centroids of the old model's vectors.
                refresh = ivfflat_refresh(PASSAGE_EMBEDDING_INDEX, force=True)
                self.stdout.write(f"passages: index {refresh.index} rebuilt on the new vectors (lists: {refresh.lists_after})")

    def _run(self, label, model, text_field, todo, backend, total, batch_size) -> int:
        done = 0
        last_id = 0
        with tqdm(total=total, desc=label, unit="row", file=self.stderr, disable=None) as bar:
            while done < total:
                size = min(batch_size, total - done)
                rows = list(todo.filter(id__gt=last_id).order_by("id").values_list("id", text_field)[:size])
                if not rows:
                    break
                try:
                    vectors = backend.embed([text for _, text in rows])
                except (EmbeddingError, LLMError) as exc:
                    raise CommandError(
                        f"{label}: stopped after {done} of {total}: {exc}. "
                        "What was re-embedded is kept; run the command again to resume."
                    ) from exc
                objects = [
                    model(id=pk, embedding=vector.tolist(), embedding_model=backend.name)
                    for (pk, _), vector in zip(rows, vectors)
                ]
                # One transaction per batch: an interruption loses at most the batch in flight.
                with transaction.atomic():
                    model.objects.bulk_update(objects, ["embedding", "embedding_model"])
                done += len(rows)
                last_id = rows[-1][0]
                bar.update(len(rows))
        return done
