"""Signals ``claims`` sends so that its readers can react without being imported here.

``claims_changed`` carries ``entity_ids`` (a set of Entity primary keys) and is
sent after commit, once per ingested document or moderation action.
"""

from django.dispatch import Signal

claims_changed = Signal()
