"""A real HTTP server on 127.0.0.1 speaking the OpenAI API, with scripted responses.

The openai SDK (3.x) has its own HTTP stack, so tests point the real client at this
server instead of patching anything (ENVIRONMENT.md). It serves
``POST /v1/chat/completions`` and ``POST /v1/embeddings``; each request takes the next
scripted :class:`Reply` for its path. Without a script, embeddings are deterministic
vectors derived from each input's sha256, and chat answers HTTP 500.

Import the fixtures into a test module: ``from tests.core.fake_openai import fake_openai, llm_on``.
"""

from __future__ import annotations

import hashlib
import json
import socket
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

CHAT = "/v1/chat/completions"
EMBEDDINGS = "/v1/embeddings"


@dataclass
class Reply:
    """One scripted HTTP response: status, JSON body (or raw bytes), headers, delay in seconds."""

    status: int = 200
    body: Any = None
    raw: bytes | None = None
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0


def chat_body(content: str, *, prompt_tokens: int = 100, completion_tokens: int = 20, model: str = "fake-model") -> dict:
    """A chat.completion object whose single choice says ``content``."""
    return {
        "id": "chatcmpl-fake", "object": "chat.completion", "created": 1_700_000_000, "model": model,
        "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                  "total_tokens": prompt_tokens + completion_tokens},
    }


def fake_vector(text: str, dimensions: int = 384) -> list[float]:
    """A deterministic, not normalised vector for ``text`` (the client normalises)."""
    seed = hashlib.sha256(text.encode("utf-8")).digest()
    return [((seed[i % 32] + i) % 17 - 8) / 8.0 + 0.01 for i in range(dimensions)]


def embeddings_body(inputs: list[str], *, dimensions: int = 384) -> dict:
    return {
        "object": "list", "model": "text-embedding-3-small",
        "data": [{"object": "embedding", "index": i, "embedding": fake_vector(t, dimensions)} for i, t in enumerate(inputs)],
        "usage": {"prompt_tokens": 3 * len(inputs), "total_tokens": 3 * len(inputs)},
    }


class FakeOpenAI:
    """The server: ``url`` is the base URL (``http://127.0.0.1:PORT/v1``); ``requests`` lists
    ``(path, json_body)`` in arrival order; ``script(path, *replies)`` queues replies."""

    def __init__(self):
        self.requests: list[tuple[str, Any]] = []
        self._scripts: dict[str, deque[Reply]] = {CHAT: deque(), EMBEDDINGS: deque()}
        self._lock = threading.Lock()
        self.fail_embeddings_after: int | None = None
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args):  # keep test output clean
                pass

            def do_POST(self):
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length)
                try:
                    payload = json.loads(raw or b"{}")
                except json.JSONDecodeError:
                    payload = None
                reply = server._next(self.path, payload)
                if reply.delay:
                    time.sleep(reply.delay)
                data = reply.raw if reply.raw is not None else json.dumps(reply.body).encode()
                try:
                    self.send_response(reply.status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    for name, value in reply.headers.items():
                        self.send_header(name, value)
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (a timeout test)

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._httpd.server_address[1]}/v1"

    def start(self) -> "FakeOpenAI":
        self._thread.start()
        return self

    def stop(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()

    def script(self, path: str, *replies: Reply) -> None:
        with self._lock:
            self._scripts[path].extend(replies)

    def chat(self, content: str, **kwargs) -> None:
        """Queue one successful chat completion saying ``content``."""
        self.script(CHAT, Reply(body=chat_body(content, **kwargs)))

    def count(self, path: str) -> int:
        return sum(1 for p, _ in self.requests if p == path)

    def _next(self, path: str, payload: Any) -> Reply:
        with self._lock:
            self.requests.append((path, payload))
            script = self._scripts.get(path)
            if script:
                return script.popleft()
        if path == EMBEDDINGS and isinstance(payload, dict):
            if self.fail_embeddings_after is not None and self.count(EMBEDDINGS) > self.fail_embeddings_after:
                return Reply(status=503, body={"error": {"message": "scripted outage", "type": "server_error"}})
            inputs = payload.get("input")
            inputs = [inputs] if isinstance(inputs, str) else list(inputs or [])
            return Reply(body=embeddings_body(inputs, dimensions=int(payload.get("dimensions") or 384)))
        return Reply(status=500, body={"error": {"message": f"nothing scripted for {path}", "type": "server_error"}})


def unused_url() -> str:
    """A base URL on 127.0.0.1 where nothing listens (a server that is down)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}/v1"


@pytest.fixture
def fake_openai():
    """A started FakeOpenAI, stopped after the test."""
    from core.llm import forget_unreachable

    server = FakeOpenAI().start()
    yield server
    server.stop()
    forget_unreachable()


@pytest.fixture
def llm_on(settings, fake_openai):
    """LLM_BACKEND=openai pointed at the fake server, with short timeouts and backoff."""
    settings.LLM_BACKEND = "openai"
    settings.LLM_BASE_URL = fake_openai.url
    settings.LLM_MODEL = "gpt-4o-mini"
    settings.LLM_API_KEY = "test-key"
    settings.LLM_TIMEOUT_SECONDS = 0.5
    settings.LLM_MAX_RETRIES = 2
    settings.LLM_RETRY_BACKOFF_SECONDS = 0.01
    settings.LLM_PRICE_INPUT_PER_MTOK = ""
    settings.LLM_PRICE_OUTPUT_PER_MTOK = ""
    return fake_openai
