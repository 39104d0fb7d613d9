"""A real HTTP server on 127.0.0.1 for fetching tests: serves chosen bytes with chosen headers."""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from tests.conftest import SHARED

FEEDS = SHARED / "data" / "feeds"


@dataclass
class Route:
    body: bytes
    content_type: str = "application/xml"
    status: int = 200
    etag: str = ""
    last_modified: str = ""
    delay: float = 0.0
    headers: dict[str, str] = field(default_factory=dict)


class LocalServer:
    """``server.route(path, Route(...))``; ``server.url(path)``; ``server.requests`` lists (path, headers, time)."""

    def __init__(self):
        self.routes: dict[str, Route] = {}
        self.requests: list[tuple[str, dict[str, str], float]] = []
        owner = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):  # noqa: N802 (http.server's naming)
                owner.requests.append((self.path, dict(self.headers), time.monotonic()))
                route = owner.routes.get(self.path)
                if route is None:
                    self.send_response(404)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                if route.delay:
                    time.sleep(route.delay)
                if route.etag and self.headers.get("If-None-Match") == route.etag:
                    self.send_response(304)
                    self.send_header("ETag", route.etag)
                    self.end_headers()
                    return
                self.send_response(route.status)
                if route.content_type:
                    self.send_header("Content-Type", route.content_type)
                if route.etag:
                    self.send_header("ETag", route.etag)
                if route.last_modified:
                    self.send_header("Last-Modified", route.last_modified)
                for name, value in route.headers.items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(route.body)))
                self.end_headers()
                try:
                    self.wfile.write(route.body)
                except (BrokenPipeError, ConnectionResetError):
                    pass

            def log_message(self, *args):
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def start(self) -> "LocalServer":
        self.thread.start()
        return self

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

    def route(self, path: str, route: Route) -> str:
        self.routes[path] = route
        return self.url(path)

    def serve_feed(self, name: str, *, content_type: str = "application/xml", **kwargs) -> str:
        """Serve ``shared/data/feeds/<name>`` at ``/<name>`` exactly as stored."""
        return self.route(f"/{name}", Route((FEEDS / name).read_bytes(), content_type=content_type, **kwargs))

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}{path}"
