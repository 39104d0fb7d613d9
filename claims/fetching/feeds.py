"""Feeds → items: RSS 0.9x/2.0, RSS 1.0 (RDF) and Atom with feedparser; JSON Feed
(https://jsonfeed.org/version/1.1) and our JSON captures with json + pydantic,
since feedparser does not read JSON.

The bytes are decoded by ``encodings.decode_bytes`` first and handed to
feedparser as UTF-8, so feedparser never guesses a charset on its own.
Dates are kept as the raw strings the feed gave; ``dates.date_choose``
reads them (feedparser's own parsed dates miss Portuguese day names and
``03 Apr 02 1500 GMT``, and hide whether a zone was given).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator

from .encodings import decode_bytes
from .errors import FetchError

TITLE_FROM_TEXT_CHARS = 120
_BLOCK_TAGS = {"p", "div", "br", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table",
               "blockquote", "pre", "section", "article", "figure", "figcaption", "hr", "dd", "dt"}


@dataclass
class FeedItem:
    """One item: ``url`` (http/https), ``title``, plain ``text``, ``author``, raw
    ``date_candidates`` (published first, then updated) and ``title_derived``."""

    url: str
    title: str
    text: str
    author: str = ""
    date_candidates: list[str] = field(default_factory=list)
    title_derived: bool = False


@dataclass
class ParsedFeed:
    """A parsed feed: ``format`` (rss20, atom10, rss10, jsonfeed, json-capture …), ``title``,
    ``language`` (e.g. ``pt``), ``items``, ``problems`` (items skipped, with reasons)
    and ``notes`` (encoding and parser remarks)."""

    format: str
    title: str
    language: str
    items: list[FeedItem]
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def html_to_text(html: str) -> str:
    """Plain text of an HTML fragment: tags dropped, scripts and styles removed,
    entities decoded, one line per block, whitespace collapsed."""
    if not html or not html.strip():
        return ""
    if "<" not in html and "&" not in html:
        return "\n".join(" ".join(line.split()) for line in html.splitlines() if line.strip())
    import lxml.html

    try:
        root = lxml.html.fragment_fromstring(html, create_parent="div")
    except Exception:  # lxml raises several types for hopeless markup
        return " ".join(re.sub(r"<[^>]+>", " ", html).split())
    for bad in root.xpath("//script|//style|//iframe|//noscript"):
        bad.drop_tree()
    for element in root.iter():
        if isinstance(element.tag, str) and element.tag.lower() in _BLOCK_TAGS:
            element.tail = "\n" + (element.tail or "")
    lines = (" ".join(line.split()) for line in root.text_content().splitlines())
    return "\n".join(line for line in lines if line)


def _title_from(text: str) -> str:
    first = text.strip().splitlines()[0] if text.strip() else ""
    if len(first) <= TITLE_FROM_TEXT_CHARS:
        return first
    return first[: TITLE_FROM_TEXT_CHARS - 1].rsplit(" ", 1)[0] + "…"


def _http(url: Any) -> str:
    url = str(url or "").strip()
    return url if url.startswith(("http://", "https://")) else ""


def _language(value: str | None) -> str:
    return (value or "").strip().lower().split("-")[0].split("_")[0]


def _make_item(*, index: int, url: str, title: str, html: str, author: str, dates: list[str],
               problems: list[str]) -> FeedItem | None:
    text = html_to_text(html)
    title = " ".join(html_to_text(title).split()) if title else ""
    label = f"item {index}" + (f" ({title[:60]!r})" if title else "")
    if not url:
        problems.append(f"{label}: no http(s) link, so it cannot be stored as a document")
        return None
    if not text:
        text = title
    if not text:
        problems.append(f"{label} {url}: no title and no text")
        return None
    derived = not title
    return FeedItem(url=url, title=title or _title_from(text), text=text, author=author.strip()[:200],
                    date_candidates=[d for d in dates if d], title_derived=derived)


def _as_utf8_xml(text: str) -> bytes:
    # The text is already decoded: make the XML declaration agree, so feedparser does not re-decode.
    text = re.sub(r"""^(\s*<\?xml[^>]*?)\sencoding\s*=\s*["'][^"']*["']""", r"\1", text, count=1)
    return text.encode("utf-8")


def feed_parse(content: bytes, *, content_type: str = "", charset: str | None = None) -> ParsedFeed:
    """Parse a feed's bytes into items.

    Args:
        content: the response body.
        content_type: the response's media type (``application/json`` selects JSON).
        charset: the Content-Type charset, if the server sent one.

    Returns a ParsedFeed; items without a link or without any text are listed
    in ``problems``. Raises FetchError when the body is not a feed at all,
    EncodingError when its text cannot be recovered.
    """
    decoded = decode_bytes(content, header_charset=charset)
    text = decoded.text.lstrip("\ufeff")
    if "json" in content_type or text.lstrip().startswith("{"):
        parsed = _parse_json(text)
    else:
        parsed = _parse_xml(text)
    parsed.notes[:0] = decoded.notes
    return parsed


def _parse_xml(text: str) -> ParsedFeed:
    import feedparser

    result = feedparser.parse(_as_utf8_xml(text),
                              response_headers={"content-type": "application/xml; charset=utf-8"})
    if not result.version and not result.entries:
        reason = getattr(result, "bozo_exception", None)
        raise FetchError(f"not an RSS, Atom or RDF feed ({reason or 'no feed elements found'})")
    feed = result.feed
    notes = []
    if result.bozo:
        notes.append(f"feed is not well-formed ({result.bozo_exception}); read leniently")
    problems: list[str] = []
    items = []
    for index, entry in enumerate(result.entries, start=1):
        link = _http(entry.get("link")) or (_http(entry.get("id")) if entry.get("guidislink", True) else "")
        if not link:
            link = _http(entry.get("id"))
        html = ""
        if entry.get("content"):
            html = max((c.get("value", "") for c in entry.content), key=len)
        if not html:
            html = entry.get("summary", "") or entry.get("description", "")
        items.append(_make_item(
            index=index, url=link, title=entry.get("title", ""), html=html,
            author=entry.get("author", "") or "",
            # read the keys themselves: feedparser's .get("published") silently falls back to "updated"
            dates=[dict.get(entry, key) for key in ("published", "created", "updated")], problems=problems,
        ))
    return ParsedFeed(format=result.version or "unknown", title=feed.get("title", ""),
                      language=_language(feed.get("language")), items=[i for i in items if i],
                      problems=problems, notes=notes)


class _Loose(BaseModel):
    model_config = ConfigDict(extra="ignore")


class JsonFeedAuthor(_Loose):
    name: str = ""


class JsonFeedItem(_Loose):
    """An item of JSON Feed 1.0/1.1."""

    id: str
    url: str | None = None
    external_url: str | None = None
    title: str | None = None
    content_html: str | None = None
    content_text: str | None = None
    summary: str | None = None
    date_published: str | None = None
    date_modified: str | None = None
    authors: list[JsonFeedAuthor] = []
    author: JsonFeedAuthor | None = None
    language: str | None = None

    @field_validator("id", mode="before")
    @classmethod
    def _id_text(cls, value):
        return str(value) if isinstance(value, (int, float)) else value


class JsonFeed(_Loose):
    version: str
    title: str = ""
    language: str | None = None
    items: list[dict[str, Any]]

    @field_validator("version")
    @classmethod
    def _known(cls, value: str) -> str:
        if not value.startswith("https://jsonfeed.org/version/"):
            raise ValueError(f"unknown JSON Feed version {value!r}")
        return value


class CaptureItem(_Loose):
    """An item of our JSON captures of RSS feeds (e.g. the arXiv cs.RO capture)."""

    title: str = ""
    link: str
    description: str = ""
    pub_date: str | None = None


class Capture(_Loose):
    source: str = ""
    fetched_at: str | None = None
    items: list[dict[str, Any]]


def _describe(exc: ValidationError) -> str:
    return "; ".join(f"{'.'.join(map(str, e['loc'])) or 'item'}: {e['msg']}" for e in exc.errors())


def _parse_json(text: str) -> ParsedFeed:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise FetchError(f"not valid JSON ({exc.msg} at line {exc.lineno})") from exc
    if not isinstance(data, dict):
        raise FetchError("not a JSON Feed: expected an object")
    problems: list[str] = []
    items: list[FeedItem | None] = []
    if "version" in data:
        try:
            feed = JsonFeed.model_validate(data)
        except ValidationError as exc:
            raise FetchError(f"not a JSON Feed: {_describe(exc)}") from exc
        for index, raw in enumerate(feed.items, start=1):
            try:
                item = JsonFeedItem.model_validate(raw)
            except ValidationError as exc:
                problems.append(f"item {index}: {_describe(exc)}")
                continue
            names = [a.name for a in item.authors] or ([item.author.name] if item.author else [])
            html = item.content_html or (item.content_text or "").replace("<", "&lt;") or item.summary or ""
            items.append(_make_item(
                index=index, url=_http(item.url) or _http(item.external_url) or _http(item.id),
                title=item.title or "", html=html, author=", ".join(n for n in names if n),
                dates=[item.date_published, item.date_modified], problems=problems,
            ))
        return ParsedFeed(format="jsonfeed", title=feed.title, language=_language(feed.language),
                          items=[i for i in items if i], problems=problems)
    try:
        capture = Capture.model_validate(data)
    except ValidationError as exc:
        raise FetchError(f"not a JSON Feed (no 'version') nor a feed capture: {_describe(exc)}") from exc
    for index, raw in enumerate(capture.items, start=1):
        try:
            item = CaptureItem.model_validate(raw)
        except ValidationError as exc:
            problems.append(f"item {index}: {_describe(exc)}")
            continue
        items.append(_make_item(index=index, url=_http(item.link), title=item.title, html=item.description,
                                author="", dates=[item.pub_date], problems=problems))
    return ParsedFeed(format="json-capture", title=capture.source, language="",
                      items=[i for i in items if i], problems=problems)
