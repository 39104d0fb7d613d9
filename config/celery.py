"""The Celery application. Broker: ``REDIS_URL``; settings under ``CELERY_`` in Django settings."""

import os

from celery import Celery
from celery.app.amqp import AMQP
from kombu import Connection

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.local")


class BrokerConnection(Connection):
    """kombu's broker connection, safe to close after ``collect()`` released its transport.

    When a worker loses Redis, Celery's consumer first ``collect()``s the broken
    connection, which releases its transport, and then ``close()``s it. If the
    collect could not finish closing the default channel (Redis going down or
    coming back mid-close), kombu's ``close()`` closes that channel again, and
    with the transport released, building a Redis client for it raises
    ``AttributeError`` ("'NoneType' object has no attribute 'hostname'"). That
    is no connection error, so the worker stops instead of reconnecting.

    Here the channel is closed with the transport it was opened on, as kombu
    would have: its unacknowledged tasks go back to their queue, or, with Redis
    still down, stay in Redis's ``unacked`` index and are delivered again once
    ``CELERY_VISIBILITY_TIMEOUT`` has passed (DESIGN.md invariant 5).
    """

    def _do_close_self(self) -> None:
        channel = self._default_channel
        transport = getattr(channel, "connection", None)
        released = self._transport is None and transport is not None and transport.client is None
        if released:
            transport.client = self
        try:
            super()._do_close_self()
        finally:
            if released:
                transport.client = None


class BrokerAMQP(AMQP):
    """Celery's AMQP helpers, opening :class:`BrokerConnection` for the worker and producers."""

    Connection = BrokerConnection
    BrokerConnection = BrokerConnection


app = Celery("polyphony", amqp=BrokerAMQP)
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
