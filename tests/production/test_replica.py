"""Reads from a real streaming replica: a second embedded PostgreSQL replaying the test server's WAL, and
gunicorn under the production settings with ``REPLICA_DATABASE_URL`` pointing at it."""

from __future__ import annotations

import re
import secrets
import time
from urllib.parse import quote, urlencode

import pytest
from django.conf import settings as django_settings
from django.contrib.auth.models import User
from django.db import connection
from django.test import override_settings

from claims.models import Claim, ClaimStatus
from core.embedded_db import embedded_server
from tests.production.images import Browser, free_port, process_env, start, stop, wait_for_port
from tests.production.replica import standby_start

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]

MAX_LAG = 4  # seconds a replica may be behind before reads fall back to the primary
LAG_CHECK = 0.2


@pytest.fixture
def standby():
    if django_settings.DATABASE_URL:
        pytest.skip("the replica test copies the embedded server; DATABASE_URL selects another")
    server = embedded_server(django_settings.DATA_DIR)
    replica = standby_start(primary_pgdata=server.pgdata,
                            pgdata=django_settings.DATA_DIR / f"replica-{secrets.token_hex(4)}", port=free_port())
    try:
        yield replica
    finally:
        replica.stop()


@pytest.fixture
def site(image, standby, tmp_path):
    """gunicorn (one worker) from the image, with the production settings, the primary for writes and the
    standby for reads."""
    db = connection.settings_dict
    port = free_port()
    env = process_env({
        "DJANGO_SETTINGS_MODULE": "config.settings.production",
        "DJANGO_SECRET_KEY": secrets.token_urlsafe(50), "DJANGO_ALLOWED_HOSTS": "localhost",
        "DATABASE_URL": f"postgres://{db['USER']}@{quote(db['HOST'], safe='')}:{db['PORT']}/{db['NAME']}",
        "REPLICA_DATABASE_URL": f"postgres://postgres@127.0.0.1:{standby.port}/{db['NAME']}",
        "REPLICA_MAX_LAG_SECONDS": MAX_LAG, "REPLICA_PIN_SECONDS": 30, "REPLICA_LAG_CHECK_SECONDS": LAG_CHECK,
        "REDIS_URL": django_settings.CELERY_BROKER_URL, "QUEUE_NAMESPACE": django_settings.QUEUE_NAMESPACE,
        "HOME": str(tmp_path),
    })
    log = tmp_path / "gunicorn.log"
    server = start(["gunicorn", "config.wsgi", "--bind", f"127.0.0.1:{port}", "--workers", "1",
                    "--no-control-socket", "--access-logfile", "-"], cwd=image, env=env, log=log)
    try:
        wait_for_port(port, server, log)
        yield port, log
    finally:
        stop(server)


def served_by_standby(standby, since: int, table: str) -> bool:
    """Whether the standby's statement log, after byte ``since``, shows a read of ``table``."""
    return f'FROM "{table}"' in standby.log.read_text(errors="replace")[since:]


def test_reads_go_to_the_replica_and_a_moderator_sees_their_own_change_at_once(world, ingest, standby, site):
    """A claim rejected on the primary while the replica's replay is paused: the moderator sees it rejected at
    once (pinned to the primary), a reader still sees it (replica) until the replica is too far behind, then
    the primary answers; once replay resumes, the replica agrees."""
    port, log = site
    claim = Claim.objects.get(document_id=ingest("Acme Robotics raised $120 million in a Series B round.").document_id)
    with override_settings(PASSWORD_HASHERS=["django.contrib.auth.hashers.PBKDF2PasswordHasher"]):
        User.objects.create_user("moderator", password="moderator-pw", is_staff=True, is_superuser=True)
    page = f"/claims/{claim.pk}/"
    moderator, reader = Browser(port), Browser(port)
    moderator.sign_in("moderator", "moderator-pw", admin=True)

    # Caught up: the reader's pages come from the standby.
    standby.wait_for_replay()
    time.sleep(LAG_CHECK * 2)
    mark = standby.log.stat().st_size
    assert reader.get(page).status == 200
    assert served_by_standby(standby, mark, "claims_claim"), standby.log_tail()
    for path in ("/wiki/acme-robotics/", "/wiki/acme-robotics/talk/", "/search/?q=Series+B",
                 "/ask?" + urlencode({"q": "How much has Acme Robotics raised?"}), "/changes/"):
        assert reader.get(path).status == 200, path

    # Replay paused just after a commit: the replica is current but will not see what comes next.
    User.objects.filter(pk=User.objects.get(username="moderator").pk).update(first_name="Mo")
    standby.wait_for_replay()
    standby.pause_replay()
    paused_at = time.monotonic()
    try:
        done = moderator.post_form("/admin/claims/claim/", {
            "action": "reject", "_selected_action": [claim.pk], "select_across": "0", "index": "0",
            "csrfmiddlewaretoken": moderator.cookies["csrftoken"]}, referer="/admin/claims/claim/")
        assert done.status == 302, done.body[:2000]
        assert Claim.objects.get(pk=claim.pk).status == ClaimStatus.REJECTED  # on the primary

        own = moderator.get(page)
        stale = reader.get(page)
        assert time.monotonic() - paused_at < MAX_LAG, "too slow to observe the replica within its lag"
        assert own.status == 200 and re.search(r"<dt>Status</dt><dd>Rejected", own.body), own.body[:3000]
        assert stale.status == 200, "the reader was not served by the (paused) replica"
        assert "Rejected" not in stale.body

        # Once the replica is further behind than REPLICA_MAX_LAG_SECONDS, reads fall back to the primary.
        time.sleep(max(0.0, MAX_LAG + 2 * LAG_CHECK - (time.monotonic() - paused_at)))
        assert reader.get(page).status == 404
        assert "more than 4" in log.read_text(errors="replace")  # the fallback is logged
    finally:
        standby.resume_replay()

    standby.wait_for_replay()
    time.sleep(LAG_CHECK * 2)
    mark = standby.log.stat().st_size
    assert reader.get(page).status == 404
    assert served_by_standby(standby, mark, "claims_claim"), standby.log_tail()


def test_writes_and_the_admin_never_read_from_the_replica(world, standby, site):
    """The admin (reads and writes) and sign-in use the primary only: the standby's log shows none of them."""
    port, _ = site
    with override_settings(PASSWORD_HASHERS=["django.contrib.auth.hashers.PBKDF2PasswordHasher"]):
        User.objects.create_user("moderator", password="moderator-pw", is_staff=True, is_superuser=True)
    standby.wait_for_replay()
    mark = standby.log.stat().st_size
    moderator = Browser(port)
    moderator.sign_in("moderator", "moderator-pw", admin=True)
    for path in ("/admin/", "/admin/claims/claim/", "/admin/claims/source/"):
        assert moderator.get(path).status == 200, path
    after = standby.log.read_text(errors="replace")[mark:]
    for table in ("auth_user", "django_session", "claims_claim", "claims_source"):
        assert f'"{table}"' not in after, table
