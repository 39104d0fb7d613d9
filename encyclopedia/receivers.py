"""React to ``claims_changed``: re-synthesize, in the background, the articles whose claims changed."""

from django.dispatch import receiver

from claims.signals import claims_changed
from core.queue import dispatch_coalesced


@receiver(claims_changed)
def resynthesize_changed_entities(sender, entity_ids, **kwargs):
    from .tasks import article_resynthesize_task

    # The signal is sent after commit, so the task sees the new claims.
    for entity_id in sorted(entity_ids):
        dispatch_coalesced(article_resynthesize_task, entity_id, key=f"resynthesize:{entity_id}")
