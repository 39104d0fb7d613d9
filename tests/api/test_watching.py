"""Watching: watches through the API, the per-user Atom feed, and signed webhooks sent by a real Celery worker
to receivers on loopback — one that checks signatures, one that is down and comes back."""

from __future__ import annotations

import json
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from django.test import Client, override_settings

from api.models import Watch, WatchNotice, WebhookDelivery
from api.watching import SIGNATURE_HEADER, TIMESTAMP_HEADER, watch_scan, webhook_signature, webhook_verify

from .conftest import ApiClient, token_for


def test_a_signature_verifies_and_a_tampered_or_stale_one_does_not():
    """HMAC-SHA256 over timestamp and body: the right secret passes; another body, secret or an old time fails."""
    body, now = b'{"event":"new_claim"}', time.time()
    ts = str(int(now))
    signature = webhook_signature("s3cret", ts, body)
    assert signature.startswith("sha256=") and len(signature) == 71
    assert webhook_verify(secret="s3cret", timestamp=ts, body=body, signature=signature, now=now)
    assert not webhook_verify(secret="s3cret", timestamp=ts, body=body + b" ", signature=signature, now=now)
    assert not webhook_verify(secret="other", timestamp=ts, body=body, signature=signature, now=now)
    assert not webhook_verify(secret="s3cret", timestamp=ts, body=body, signature=signature, now=now + 3600)


def test_watches_are_made_through_the_api_and_refuse_what_is_wrong(ingest, analyst):
    """A token's user watches an entity; no token is a 401; an unknown event, a second watch of the same thing or
    an entity the user may not see are 400s with a message, and nothing is written."""
    ingest("Acme Robotics raised $120 million in a Series B round.", published_at="2024-06-01")
    client = ApiClient(token_for(analyst))
    made = client.post("/api/v1/watches", {"entity": "acme-robotics", "events": ["new_claim"], "lanes": ["bear"]})
    assert made.status_code == 201, made.content
    assert made.json()["target"] == "entity:acme-robotics" and made.json()["lanes"] == ["bear"]
    assert ApiClient().post("/api/v1/watches", {"entity": "acme-robotics", "events": ["new_claim"]}).status_code == 401
    for payload, word in [({"entity": "acme-robotics", "events": ["gossip"]}, "events"),
                          ({"entity": "acme-robotics", "events": ["conflict"]}, "already"),
                          ({"entity": "boltworks", "events": ["conflict"]}, "No entity"),
                          ({"source": "acme-newsroom", "entity": "acme-robotics", "events": ["conflict"]}, "exactly one"),
                          ({"source": "acme-newsroom", "events": ["conflict"], "webhook_url": "ftp://x"}, "http")]:
        response = client.post("/api/v1/watches", payload)
        assert response.status_code == 400 and word in response.json()["detail"], (payload, response.content)
    assert Watch.objects.count() == 1
    listed = client.json("/api/v1/watches")
    assert [w["target"] for w in listed] == ["entity:acme-robotics"]
    assert client.delete(f"/api/v1/watches/{listed[0]['id']}").status_code == 204
    assert client.delete(f"/api/v1/watches/{listed[0]['id']}").status_code == 404


def test_a_watch_records_what_its_user_may_see_once_and_the_feed_shows_it(ingest, analyst):
    """A public reader's watch hears of public claims only; a scan twice records once; the Atom feed (signed in,
    or with ?token=) lists the notices; the analyst hears of the restricted note too."""
    from django.contrib.auth.models import User

    reader = User.objects.create_user("watcher", password="pw")
    ingest("Acme Robotics deployed Walker X robots at its Texas warehouse.", published_at="2024-01-01")
    for user in (reader, analyst):
        ApiClient(token_for(user)).post("/api/v1/watches", {"entity": "walker-x", "events": ["new_claim"]})
    ingest("Acme Robotics deployed Walker X robots at its Ohio warehouse.", source="robot-weekly", published_at="2024-08-01")
    ingest("Acme Robotics deployed Walker X robots at the Quillfeather plant in Dayton.", source="analyst-desk",
           published_at="2024-11-01")
    for watch in Watch.objects.all():
        watch_scan(watch_id=watch.pk)
        watch_scan(watch_id=watch.pk)
    public = WatchNotice.objects.filter(watch__user=reader)
    assert public.count() == 1 and "Quillfeather" not in json.dumps(list(public.values("title", "payload")))
    assert WatchNotice.objects.filter(watch__user=analyst).count() == 2
    page = Client()
    page.force_login(reader)
    feed = page.get("/watching/feed/").content.decode()
    assert "Ohio warehouse" in feed and "Quillfeather" not in feed
    by_token = Client().get("/watching/feed/", {"token": token_for(analyst)}).content.decode()
    assert "Quillfeather" in by_token
    assert Client().get("/watching/feed/").status_code == 404
    watching = page.get("/watching/")
    assert watching.status_code == 200 and "Walker X" in watching.content.decode()


class Receiver:
    """An HTTP receiver on 127.0.0.1 that checks each delivery's signature and records it."""

    def __init__(self, port: int = 0, secret_of=None):
        self.received: list[dict] = []
        self.bad_signatures = 0
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers["Content-Length"]))
                data = json.loads(body)
                ok = webhook_verify(secret=secret_of(data["watch"]["id"]), timestamp=self.headers[TIMESTAMP_HEADER],
                                    body=body, signature=self.headers[SIGNATURE_HEADER])
                if ok:
                    assert str(data["delivery"]) == self.headers["X-Polyphony-Delivery"]
                    receiver.received.append(data)
                else:
                    receiver.bad_signatures += 1
                self.send_response(204 if ok else 401)
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.worker
@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_webhooks_are_signed_retried_and_delivered_exactly_once(ingest, analyst, tmp_path):
    """A real worker: the up receiver gets a correctly signed event once; the down one sees retries with
    backoff, and when it comes back gets the event exactly once."""
    from tests.worker import flush_test_broker, start_worker, stop_worker, wait_until

    from core.queue import FETCH, MAINTENANCE

    ingest("Acme Robotics raised $50 million in a Series A round.", published_at="2023-01-01")
    ingest("Acme Robotics deployed Walker X robots at its Texas warehouse.", published_at="2024-01-01")
    secrets = {}
    up = Receiver(secret_of=lambda watch_id: secrets[watch_id])
    down_port = free_port()
    client = ApiClient(token_for(analyst))
    for slug, port in (("acme-robotics", up.port), ("walker-x", down_port)):
        made = client.post("/api/v1/watches", {"entity": slug, "events": ["new_claim"],
                                                "webhook_url": f"http://127.0.0.1:{port}/hook"})
        assert made.status_code == 201, made.content
        secrets[made.json()["id"]] = made.json()["webhook_secret"]
    flush_test_broker()
    worker = start_worker(queues=[FETCH, MAINTENANCE], log=tmp_path / "worker.log",
                          env={"WEBHOOK_RETRY_BACKOFF_SECONDS": "0.5", "WEBHOOK_MAX_RETRIES": "20"})
    back = None
    try:
        ingest("Acme Robotics raised $120 million in a Series B round.", published_at="2024-06-01")
        ingest("Acme Robotics deployed Walker X robots at its Ohio warehouse.", source="robot-weekly",
               published_at="2024-08-01")
        up_delivery = lambda: WebhookDelivery.objects.filter(notice__watch__entity__slug="acme-robotics").first()  # noqa: E731
        assert wait_until(lambda: up_delivery() is not None and up_delivery().status == "delivered", timeout=90), \
            (tmp_path / "worker.log").read_text()[-3000:]
        assert [r["event"] for r in up.received] == ["new_claim"] * len(up.received) and len(up.received) >= 1
        assert up.bad_signatures == 0 and "Series B" in json.dumps(up.received)
        down = lambda: list(WebhookDelivery.objects.filter(notice__watch__entity__slug="walker-x"))  # noqa: E731
        assert wait_until(lambda: down() and all(d.attempts >= 3 for d in down()), timeout=90), \
            [(d.attempts, d.last_error) for d in down()]
        assert all(d.status == "pending" and d.last_error for d in down())
        back = Receiver(port=down_port, secret_of=lambda watch_id: secrets[watch_id])
        assert wait_until(lambda: all(d.status == "delivered" for d in down()), timeout=90), \
            [(d.attempts, d.last_error) for d in down()]
        time.sleep(3)  # any duplicate would arrive by now: retries were 0.5–4 s apart
        ids = [str(r["delivery"]) for r in back.received]
        assert sorted(ids) == sorted(str(d.pk) for d in down()) and len(ids) == len(set(ids))
        assert back.bad_signatures == 0
        assert len(up.received) == WebhookDelivery.objects.filter(notice__watch__entity__slug="acme-robotics").count()
    finally:
        stop_worker(worker)
        flush_test_broker()
        up.close()
        if back:
            back.close()
