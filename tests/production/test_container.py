"""The container path, replayed: the image's own steps (read from the Dockerfile) in a clean copy of the
build context, the processes compose would start (read from docker-compose.yml) with the environment it
would give them, and a crawl of the demo through gunicorn under the production settings."""

from __future__ import annotations

import re
import secrets
from pathlib import Path
from urllib.parse import quote, urlencode

import pytest
import yaml
from django.conf import settings as django_settings
from django.db import connection

from core.queue import QUEUES
from tests.production.images import (
    REPO,
    Browser,
    Dockerfile,
    compose_errors,
    compose_services,
    free_port,
    process_env,
    run,
    start,
    stop,
    wait_for_port,
    with_bind,
)

SECRETS = {"DJANGO_SECRET_KEY": secrets.token_urlsafe(50), "POSTGRES_PASSWORD": secrets.token_hex(16),
           "POLYPHONY_DEMO_PASSWORD": "a-demo-password-for-this-test"}
APP_SERVICES = ("init", "web", "worker-ingest", "worker-synthesis", "beat")


def service_env(service: str, **overrides: str) -> dict[str, str]:
    """The environment compose gives ``service``, the image's ENV first."""
    services = compose_services(SECRETS)
    return {**Dockerfile.read().env, **services[service]["environment"], **overrides}


def test_the_build_context_leaves_out_history_environments_data_and_secrets(image):
    """.dockerignore keeps .git, .venv, .data, .env and collected files out of the image."""
    for name in (".git", ".venv", ".data", ".env"):
        assert not (image / name).exists(), name
    assert (image / "manage.py").exists() and (image / "demo" / "documents.jsonl").exists()


def test_static_files_are_collected_with_the_settings_that_serve_them(image):
    """The image's collectstatic runs under the production settings and writes the hashed-name manifest."""
    dockerfile = Dockerfile.read()
    assert dockerfile.env["DJANGO_SETTINGS_MODULE"] == "config.settings.production"
    assert any("collectstatic" in step for step in dockerfile.app_steps())
    manifest = image / "staticfiles" / "staticfiles.json"
    assert manifest.exists()
    paths = yaml.safe_load(manifest.read_text())["paths"]
    for name in ("polyphony/favicon.svg", "polyphony/site.css", "vendor/htmx.min.js"):
        assert (image / "staticfiles" / paths[name]).exists(), name


def test_the_image_runs_as_a_user_without_privileges():
    """The Dockerfile switches to a created, unprivileged user before CMD."""
    dockerfile = Dockerfile.read()
    assert dockerfile.user and dockerfile.user not in ("root", "0")
    assert any("useradd" in step and dockerfile.user in step for step in dockerfile.runs)
    assert dockerfile.cmd[0] == "gunicorn"


def test_compose_needs_only_the_secrets_and_says_which_are_missing():
    """With no .env, compose stops on exactly the two secrets, each message pointing at the README."""
    assert compose_errors({}) == {"DJANGO_SECRET_KEY", "POSTGRES_PASSWORD"}
    services = compose_services(SECRETS)
    with pytest.raises(ValueError, match="DJANGO_SECRET_KEY: set DJANGO_SECRET_KEY in .env"):
        compose_services({"POSTGRES_PASSWORD": "x"})
    for name in APP_SERVICES:
        service = services[name]
        assert service["environment"]["DJANGO_SETTINGS_MODULE"] == "config.settings.production", name
        assert service["env_file"] == [{"path": ".env", "required": False}], name
    for name in ("web", "worker-ingest", "worker-synthesis", "beat"):
        assert services[name]["depends_on"]["init"] == {"condition": "service_completed_successfully"}, name
    assert "ports" not in services["web"], "the web port is reached through the proxy only"
    assert (REPO / services["init"]["command"][0]).exists()
    assert (REPO / services["proxy"]["volumes"][0].split(":")[0]).exists()


def test_compose_workers_serve_every_queue_between_them():
    """The ingest and synthesis workers' -Q lists together cover every queue, and no queue twice."""
    services = compose_services(SECRETS)
    served = []
    for name in ("worker-ingest", "worker-synthesis"):
        command = services[name]["command"]
        served += command[command.index("-Q") + 1].split(",")
    assert sorted(served) == sorted(QUEUES)


def test_check_deploy_is_clean_with_the_production_settings(image):
    """`manage.py check --deploy` finds nothing, with the environment compose gives the web service."""
    output = run(["python", "manage.py", "check", "--deploy", "--fail-level", "WARNING"], cwd=image,
                 env=process_env(service_env("web"), {"HOME": image.parent / "home"}))
    assert "System check identified no issues (0 silenced)." in output, output


def test_production_settings_name_a_missing_secret(image):
    """Without DJANGO_SECRET_KEY the production settings stop at start, naming it."""
    env = service_env("web")
    env.pop("DJANGO_SECRET_KEY")
    with pytest.raises(AssertionError, match="DJANGO_SECRET_KEY is not set: production settings have no default"):
        run(["python", "manage.py", "check"], cwd=image, env=process_env(env, {"HOME": image.parent / "home"}))


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_the_image_serves_the_demo_with_debug_off(image, tmp_path):
    """init (with the demo) then gunicorn, as compose runs them: every page a reader reaches and every static
    file answers 200,
    plain http is redirected to https, an unknown page is the styled 404, and no debug page is ever shown."""
    db = connection.settings_dict
    services = {"DATABASE_URL": f"postgres://{db['USER']}@{quote(db['HOST'], safe='')}:{db['PORT']}/{db['NAME']}",
                "REDIS_URL": django_settings.CELERY_BROKER_URL, "QUEUE_NAMESPACE": django_settings.QUEUE_NAMESPACE,
                "HOME": str(image.parent / "home")}
    init = compose_services(SECRETS)["init"]
    run(init["command"], cwd=image, env=process_env(service_env("init", POLYPHONY_LOAD_DEMO="1"), services),
        timeout=1800)

    port = free_port()
    web = compose_services(SECRETS)["web"]
    log = tmp_path / "gunicorn.log"
    server = start(with_bind(web["command"], f"127.0.0.1:{port}"), cwd=image,
                   env=process_env(service_env("web"), services), log=log)
    try:
        wait_for_port(port, server, log)
        crawl(port, log)
        # Signing in works behind the proxy (secure cookies, CSRF by origin): the analyst sees their notes.
        restricted = "/sources/polyphony-analyst-notes/"
        assert Browser(port).get(restricted).status == 404
        analyst = Browser(port)
        analyst.sign_in("analyst", SECRETS["POLYPHONY_DEMO_PASSWORD"])
        assert analyst.get(restricted).status == 200
    finally:
        stop(server)
    assert "Traceback" not in log.read_text(errors="replace")


#: Where a reader starts; the crawl follows the links it finds from here.
START_PAGES = ("/", "/search/?q=humanoid", "/ask?" + urlencode({"q": "How much has Figure raised?"}),
               "/changes/", "/changes/feed/", "/accounts/login/", "/admin/login/")
#: Pages followed per kind (the first path segment); a claim page is much like the next.
FOLLOW = {"wiki": 400, "sources": 50, "claims": 40, "changes": 5, "search": 5, "ask": 5}
LINK = re.compile(r'href="(/[^"#]*)"')


def followed(path: str, seen_per_kind: dict[str, int]) -> bool:
    kind = path.strip("/").split("/")[0].split("?")[0]
    if kind not in FOLLOW or seen_per_kind.get(kind, 0) >= FOLLOW[kind]:
        return False
    seen_per_kind[kind] = seen_per_kind.get(kind, 0) + 1
    return True


def crawl(port: int, log: Path) -> None:
    """Every page a reader reaches by links from the start pages, and every static file they use, answer 200."""
    import html

    browser = Browser(port)
    statics: set[str] = set()
    failures = []
    queue, seen, per_kind = list(START_PAGES), set(START_PAGES), {}
    while queue:
        path = queue.pop(0)
        page = browser.get(path)
        if page.status != 200:
            failures.append(f"{path}: {page.status}")
            continue
        statics |= set(re.findall(r'(?:href|src)="(/static/[^"]+)"', page.body))
        for link in (html.unescape(m) for m in LINK.findall(page.body)):
            if link not in seen and followed(link, per_kind):
                seen.add(link)
                queue.append(link)
    assert not failures, "\n".join(failures) + "\n" + log.read_text(errors="replace")[-3000:]
    assert per_kind.get("wiki", 0) >= 3 * 10 and per_kind.get("claims", 0) >= 10, per_kind
    assert statics, "no static file is referenced"
    for path in sorted(statics):
        asset = browser.get(path)
        assert asset.status == 200, path
        assert re.search(r"\.[0-9a-f]{12}\.", path), f"{path} is not a hashed name"
        assert "max-age=315360000" in asset.headers.get("cache-control", ""), path
    assert browser.get("/favicon.ico").status in (301, 302)

    missing = browser.get("/wiki/no-such-entity/")
    assert missing.status == 404
    assert "Page not found" in missing.body and 'class="site-header"' in missing.body
    for debug in ("Traceback", "Using the URLconf", "DEBUG = True", "technical_404"):
        assert debug not in missing.body

    plain = Browser(port, https=False).get("/")
    assert plain.status == 301 and plain.headers["location"] == "https://localhost/"
    assert "max-age=31536000" in browser.get("/").headers.get("strict-transport-security", "")
