"""React to ``claims_changed``: scan the watches of the entities whose claims changed (in the background)."""

from django.dispatch import receiver

from claims.signals import claims_changed


@receiver(claims_changed)
def scan_watches_of_changed_entities(sender, entity_ids, **kwargs):
    from .watching import watches_scan_dispatch

    # Sent after commit, so the scan sees the new claims.
    watches_scan_dispatch(entity_ids=set(entity_ids))
