"""Polite, safe HTTP GET for sources.

- Only ``http`` and ``https``; at most 5 redirects, each hop checked again.
- SSRF guard: the host is resolved first and every address it resolves to
  must be public (not loopback, private, link-local, multicast, reserved or
  unspecified, IPv4-mapped forms included); the connection then goes to the
  checked address (Host header and TLS SNI keep the name), so a second DNS
  answer cannot swap in a private one. ``FETCH_ALLOW_PRIVATE_ADDRESSES``
  (local development and tests only) lifts the address rule.
- A clear User-Agent, conditional GET (If-None-Match / If-Modified-Since,
  RFC 9110 §13), a per-host minimum interval shared by all processes
  through Redis (in-process when Redis is down), a timeout per operation and
  for the whole download, and a size limit enforced while streaming.
"""

from __future__ import annotations

import datetime as dt
import ipaddress
import socket
import threading
import time
from dataclasses import dataclass, field
from email.message import Message
from urllib.parse import urljoin, urlsplit, urlunsplit

import httpx
from django.conf import settings

from .errors import FetchError, FetchRefused

MAX_REDIRECTS = 5


@dataclass
class FetchResult:
    """One fetched URL.

    ``status`` is 200 or 304 (``not_modified``); ``content`` is empty on 304.
    ``url`` is the final URL after redirects; ``etag``/``last_modified`` are
    the validators to send next time; ``fetched_at`` is aware UTC.
    """

    url: str
    status: int
    content: bytes
    content_type: str
    charset: str | None
    etag: str
    last_modified: str
    fetched_at: dt.datetime
    headers: dict[str, str] = field(default_factory=dict)

    @property
    def not_modified(self) -> bool:
        return self.status == 304


def _address_allowed(ip: ipaddress._BaseAddress) -> bool:
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return not (ip.is_private or ip.is_loopback or ip.is_link_local or ip.is_multicast
                or ip.is_reserved or ip.is_unspecified)


def resolve_checked(host: str, port: int, *, allow_private: bool) -> str:
    """Resolve ``host`` and return an address we may connect to.

    Raises FetchRefused when any resolved address is non-public (and private
    addresses are not allowed), FetchError when the name does not resolve.
    """
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except socket.gaierror as exc:
        raise FetchError(f"cannot resolve {host}: {exc.strerror}") from exc
    addresses = [ipaddress.ip_address(info[4][0].split("%")[0]) for info in infos]
    if not addresses:
        raise FetchError(f"cannot resolve {host}: no addresses")
    if not allow_private:
        refused = [str(a) for a in addresses if not _address_allowed(a)]
        if refused:
            raise FetchRefused(
                f"refused to fetch {host}: it resolves to a loopback, private or link-local address "
                f"({', '.join(refused)}); set FETCH_ALLOW_PRIVATE_ADDRESSES=1 only for local development"
            )
    return str(addresses[0])


class _HostPacer:
    """Keep at least ``interval`` seconds between requests to one host, across processes."""

    def __init__(self):
        self._lock = threading.Lock()
        self._last: dict[str, float] = {}

    def wait(self, host: str, interval: float) -> None:
        if interval <= 0:
            return
        try:
            self._wait_redis(host, interval)
        except Exception:  # Redis down: pace this process at least
            self._wait_local(host, interval)

    def _wait_redis(self, host: str, interval: float) -> None:
        import redis

        client = redis.Redis.from_url(settings.REDIS_URL, socket_connect_timeout=0.5, socket_timeout=0.5)
        key = f"polyphony:fetch:pace:{host}"
        deadline = time.monotonic() + 10 * interval + 5
        while not client.set(key, "1", nx=True, px=max(1, int(interval * 1000))):
            if time.monotonic() > deadline:
                return
            remaining = client.pttl(key)
            time.sleep(max(remaining, 10) / 1000)

    def _wait_local(self, host: str, interval: float) -> None:
        with self._lock:
            delay = self._last.get(host, 0.0) + interval - time.monotonic()
            if delay > 0:
                time.sleep(delay)
            self._last[host] = time.monotonic()


PACER = _HostPacer()


def _check_scheme(url: str):
    parts = urlsplit(url)
    if parts.scheme not in {"http", "https"}:
        raise FetchRefused(f"refused to fetch {url!r}: only http and https URLs are fetched")
    if not parts.hostname:
        raise FetchRefused(f"refused to fetch {url!r}: no host")
    return parts


def _charset(content_type: str) -> str | None:
    message = Message()
    message["content-type"] = content_type
    return message.get_param("charset")


def fetch_url(url: str, *, etag: str = "", last_modified: str = "", max_bytes: int | None = None,
              timeout: float | None = None, allow_private: bool | None = None) -> FetchResult:
    """GET ``url`` politely and safely (see the module docstring).

    Args:
        url: an http or https URL.
        etag / last_modified: validators from the previous fetch (sent as
            If-None-Match / If-Modified-Since).
        max_bytes: body size limit in bytes (default FETCH_MAX_BYTES).
        timeout: seconds per connect/read and for the whole download
            (default FETCH_TIMEOUT_SECONDS).
        allow_private: override FETCH_ALLOW_PRIVATE_ADDRESSES.

    Returns a FetchResult (status 200 or 304). Raises FetchRefused for a
    refused URL (nothing sent), FetchError for network errors, timeouts,
    HTTP errors, too many redirects or a body over the limit.
    """
    max_bytes = settings.FETCH_MAX_BYTES if max_bytes is None else max_bytes
    timeout = settings.FETCH_TIMEOUT_SECONDS if timeout is None else timeout
    allow_private = settings.FETCH_ALLOW_PRIVATE_ADDRESSES if allow_private is None else allow_private
    headers = {"User-Agent": settings.FETCH_USER_AGENT,
               "Accept": "application/atom+xml, application/rss+xml, application/feed+json, "
                         "application/json;q=0.9, application/xml;q=0.9, text/html;q=0.8, */*;q=0.5"}
    if etag:
        headers["If-None-Match"] = etag
    if last_modified:
        headers["If-Modified-Since"] = last_modified
    deadline = time.monotonic() + timeout
    current = url
    with httpx.Client(timeout=httpx.Timeout(timeout), follow_redirects=False, trust_env=False) as client:
        for _hop in range(MAX_REDIRECTS + 1):
            parts = _check_scheme(current)
            port = parts.port or (443 if parts.scheme == "https" else 80)
            address = resolve_checked(parts.hostname, port, allow_private=allow_private)
            netloc = f"[{address}]" if ":" in address else address
            if parts.port:
                netloc = f"{netloc}:{parts.port}"
            target = urlunsplit((parts.scheme, netloc, parts.path or "/", parts.query, ""))
            host_header = parts.netloc.rsplit("@", 1)[-1]
            PACER.wait(parts.hostname, settings.FETCH_MIN_INTERVAL_SECONDS)
            request = client.build_request("GET", target, headers={**headers, "Host": host_header},
                                           extensions={"sni_hostname": parts.hostname})
            try:
                response = client.send(request, stream=True)
            except httpx.TimeoutException as exc:
                raise FetchError(f"{current}: timed out after {timeout:g} s") from exc
            except httpx.HTTPError as exc:
                raise FetchError(f"{current}: {type(exc).__name__}: {exc}") from exc
            try:
                if response.status_code in {301, 302, 303, 307, 308} and "location" in response.headers:
                    current = urljoin(current, response.headers["location"])
                    continue
                return _read(response, current, max_bytes, deadline, timeout)
            finally:
                response.close()
    raise FetchError(f"{url}: more than {MAX_REDIRECTS} redirects")


def _read(response: httpx.Response, url: str, max_bytes: int, deadline: float, timeout: float) -> FetchResult:
    fetched_at = dt.datetime.now(dt.timezone.utc)
    content_type = response.headers.get("content-type", "")
    common = {
        "url": url, "status": response.status_code, "content_type": content_type.split(";")[0].strip().lower(),
        "charset": _charset(content_type) if content_type else None,
        "etag": response.headers.get("etag", ""), "last_modified": response.headers.get("last-modified", ""),
        "fetched_at": fetched_at, "headers": dict(response.headers),
    }
    if response.status_code == 304:
        return FetchResult(content=b"", **common)
    if response.status_code != 200:
        raise FetchError(f"{url}: HTTP {response.status_code} {response.reason_phrase}")
    declared = response.headers.get("content-length")
    if declared and declared.isdigit() and int(declared) > max_bytes:
        raise FetchError(f"{url}: {int(declared):,} bytes is over the limit of {max_bytes:,} (FETCH_MAX_BYTES)")
    chunks, size = [], 0
    try:
        for chunk in response.iter_bytes():
            size += len(chunk)
            if size > max_bytes:
                raise FetchError(f"{url}: more than {max_bytes:,} bytes (FETCH_MAX_BYTES); download stopped")
            if time.monotonic() > deadline:
                raise FetchError(f"{url}: download took longer than {timeout:g} s")
            chunks.append(chunk)
    except httpx.TimeoutException as exc:
        raise FetchError(f"{url}: timed out after {timeout:g} s") from exc
    except httpx.HTTPError as exc:
        raise FetchError(f"{url}: {type(exc).__name__}: {exc}") from exc
    return FetchResult(content=b"".join(chunks), **common)
