"""React to ``claims_changed``: keep the ledger in step with the claims, in the background."""

from django.dispatch import receiver

from claims.signals import claims_changed
from core.queue import dispatch_coalesced


@receiver(claims_changed, dispatch_uid="predictions.update_changed_entities")
def update_changed_entities(sender, entity_ids, **kwargs):
    from .tasks import predictions_update_task

    # Sent after commit, so the task sees the new claims.
    for entity_id in sorted(entity_ids):
        dispatch_coalesced(predictions_update_task, entity_id, key=f"predictions:{entity_id}")
