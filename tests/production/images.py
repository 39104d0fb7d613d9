"""Read the Dockerfile and docker-compose.yml as a container runtime would, so tests can replay them here.

Containers cannot run on the machines the suite runs on, so the tests repeat
the image's own steps (read from the Dockerfile, not copied into the tests) in
a clean directory holding the build context, and start the processes with the
environment compose would give them.
"""

from __future__ import annotations

import fnmatch
import json
import os
import re
import shlex
import shutil
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parents[2]
VENV_BIN = Path(sys.executable).parent


@dataclass
class Dockerfile:
    """The instructions of a single-stage Dockerfile, continuation lines joined."""

    env: dict[str, str] = field(default_factory=dict)
    runs: list[str] = field(default_factory=list)
    user: str | None = None
    cmd: list[str] = field(default_factory=list)
    workdir: str = "/"

    @classmethod
    def read(cls, path: Path = REPO / "Dockerfile") -> Dockerfile:
        text = re.sub(r"\\\n", " ", path.read_text())
        parsed = cls()
        for line in text.splitlines():
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            keyword, _, rest = line.partition(" ")
            keyword = keyword.upper()
            if keyword == "ENV":
                parsed.env.update(dict(item.split("=", 1) for item in shlex.split(rest)))
            elif keyword == "RUN":
                parsed.runs.append(rest.strip())
            elif keyword == "USER":
                parsed.user = rest.strip()
            elif keyword == "CMD":
                parsed.cmd = json.loads(rest)
            elif keyword == "WORKDIR":
                parsed.workdir = rest.strip()
        return parsed

    def app_steps(self) -> list[str]:
        """The RUN steps that work on the application (not installing packages or adding users)."""
        return [run for run in self.runs if "manage.py" in run]


def build_context(target: Path, source: Path = REPO) -> Path:
    """Copy what ``COPY . .`` would copy (the tree minus ``.dockerignore``) into ``target``."""
    patterns = [line.strip() for line in (source / ".dockerignore").read_text().splitlines()
                if line.strip() and not line.startswith("#")]

    def ignored(relative: str) -> bool:
        for pattern in patterns:
            bare = pattern.removeprefix("**/")
            if fnmatch.fnmatch(relative, pattern) or fnmatch.fnmatch(Path(relative).name, bare):
                return True
        return False

    def ignore(directory: str, names: list[str]) -> set[str]:
        base = Path(directory).relative_to(source)
        return {n for n in names if ignored(str(base / n) if str(base) != "." else n)}

    shutil.copytree(source, target, ignore=ignore, symlinks=True)
    return target


_VARIABLE = re.compile(r"\$\{(?P<name>\w+)(?:(?P<op>:-|:\?|-|\?)(?P<arg>[^${}]*))?\}")


class MissingVariable(ValueError):
    pass


def interpolate(value: str, env: dict[str, str]) -> str:
    """Compose's ``${VAR}``, ``${VAR:-default}`` and ``${VAR:?error}``, innermost first (nested defaults)."""
    while True:
        match = _VARIABLE.search(value)
        if not match:
            return value
        name, op, arg = match["name"], match["op"], match["arg"] or ""
        current = env.get(name)
        if op == ":?" and not current:
            raise MissingVariable(f"{name}: {arg}")
        if op == ":-" and not current:
            current = arg
        value = value[:match.start()] + (current or "") + value[match.end():]


def _resolve(node, env):
    if isinstance(node, str):
        return interpolate(node, env)
    if isinstance(node, list):
        return [_resolve(item, env) for item in node]
    if isinstance(node, dict):
        return {key: _resolve(item, env) for key, item in node.items()}
    return node


def compose_services(env: dict[str, str], path: Path = REPO / "docker-compose.yml") -> dict[str, dict]:
    """The services of the compose file with variables resolved from ``env``.

    Raises :class:`MissingVariable` naming the first required variable (``${VAR:?…}``) that is unset.
    """
    document = yaml.safe_load(path.read_text())
    return _resolve(document["services"], env)


def compose_errors(env: dict[str, str], path: Path = REPO / "docker-compose.yml") -> set[str]:
    """The names of every required variable ``env`` leaves unset."""
    missing = set()
    env = dict(env)
    while True:
        try:
            compose_services(env, path)
            return missing
        except MissingVariable as exc:
            name = str(exc).split(":")[0]
            missing.add(name)
            env[name] = "set"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def process_env(*layers: dict[str, str]) -> dict[str, str]:
    """A clean environment (the venv's commands first on PATH, as the image's are), then ``layers`` in order."""
    env = {"PATH": f"{VENV_BIN}:/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8"}
    for layer in layers:
        env.update({k: str(v) for k, v in layer.items()})
    return env


def run(command: str | list[str], *, cwd: Path, env: dict[str, str], timeout: float = 900) -> str:
    """Run a step as the image would (``sh -c`` for a RUN string); its output, or an AssertionError with it."""
    argv = ["sh", "-c", command] if isinstance(command, str) else command
    done = subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    output = done.stdout + done.stderr
    assert done.returncode == 0, f"{command!r} failed ({done.returncode}):\n{output[-6000:]}"
    return output


def with_bind(command: list[str], address: str) -> list[str]:
    """``command`` with its ``--bind`` value replaced by ``address``."""
    out = list(command)
    out[out.index("--bind") + 1] = address
    return out


def start(command: list[str], *, cwd: Path, env: dict[str, str], log: Path) -> subprocess.Popen:
    return subprocess.Popen(command, cwd=cwd, env=env, stdout=open(log, "wb"), stderr=subprocess.STDOUT,
                            start_new_session=True)


def stop(proc: subprocess.Popen) -> None:
    import signal

    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)


def wait_for_port(port: int, proc: subprocess.Popen, log: Path, timeout: float = 60) -> None:
    deadline = time.time() + timeout
    while time.time() < deadline:
        assert proc.poll() is None, log.read_text(errors="replace")[-4000:]
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.2)
    raise AssertionError(f"nothing listening on {port}:\n{log.read_text(errors='replace')[-4000:]}")


@dataclass
class Response:
    status: int
    headers: dict[str, str]
    body: str


class Browser:
    """A client of a gunicorn on loopback as the proxy would forward it: ``X-Forwarded-Proto: https``.

    It keeps cookies itself (Secure ones too: the TLS leg is the proxy's) and follows no redirects.
    """

    def __init__(self, port: int, *, https: bool = True, host: str = "localhost"):
        self.port, self.https, self.host = port, https, host
        self.cookies: dict[str, str] = {}

    def request(self, method: str, path: str, body: str | None = None, headers: dict | None = None) -> Response:
        import http.client

        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=120)
        sent = {"Host": self.host, **({"X-Forwarded-Proto": "https"} if self.https else {}), **(headers or {})}
        if self.cookies:
            sent["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        try:
            conn.request(method, path, body=body, headers=sent)
            raw = conn.getresponse()
            data = raw.read().decode("utf-8", errors="replace")
            for name, value in raw.getheaders():
                if name.lower() == "set-cookie":
                    key, _, rest = value.partition("=")
                    self.cookies[key.strip()] = rest.split(";", 1)[0]
            return Response(raw.status, {k.lower(): v for k, v in raw.getheaders()}, data)
        finally:
            conn.close()

    def get(self, path: str, **kwargs) -> Response:
        return self.request("GET", path, **kwargs)

    def post_form(self, path: str, fields: dict | list, *, referer: str | None = None) -> Response:
        from urllib.parse import urlencode

        origin = f"https://{self.host}"
        return self.request("POST", path, body=urlencode(fields, doseq=True), headers={
            "Content-Type": "application/x-www-form-urlencoded", "Origin": origin,
            "Referer": origin + (referer or path), "X-CSRFToken": self.cookies.get("csrftoken", "")})

    def csrf_token(self, page_path: str) -> str:
        page = self.get(page_path)
        match = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page.body)
        assert match, f"no CSRF token on {page_path} ({page.status})"
        return match.group(1)

    def sign_in(self, username: str, password: str, *, admin: bool = False) -> None:
        path = "/admin/login/" if admin else "/accounts/login/"
        token = self.csrf_token(path)
        done = self.post_form(path, {"csrfmiddlewaretoken": token, "username": username, "password": password,
                                     "next": "/admin/" if admin else "/"})
        assert done.status == 302, f"sign-in as {username} failed ({done.status}): {done.body[:2000]}"
