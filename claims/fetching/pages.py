"""Web pages → one item: main text, title and date with trafilatura.

The page's own timestamp metadata (``article:published_time``,
``og:updated_time``, ``<time datetime>``, JSON-LD ``datePublished``) is read
first because it keeps the time and zone; trafilatura's date (htmldate,
a day only) comes after it.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from .encodings import decode_bytes
from .errors import FetchError

_META_DATE_KEYS = ("article:published_time", "og:published_time", "datepublished", "pubdate",
                   "dc.date", "dc.date.issued", "date", "article:modified_time", "og:updated_time",
                   "datemodified")


@dataclass
class PageItem:
    """The page as one item: ``url``, ``title``, main ``text``, raw ``date_candidates`` (best first)."""

    url: str
    title: str
    text: str
    author: str = ""
    date_candidates: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def _metadata_dates(html: str) -> list[str]:
    import lxml.html

    try:
        root = lxml.html.document_fromstring(html)
    except Exception:  # unparseable markup: trafilatura may still cope
        return []
    found: dict[str, str] = {}
    for meta in root.xpath("//meta[@content]"):
        key = (meta.get("property") or meta.get("name") or meta.get("itemprop") or "").strip().lower()
        if key in _META_DATE_KEYS and key not in found:
            found[key] = meta.get("content").strip()
    for script in root.xpath("//script[@type='application/ld+json']"):
        try:
            data = json.loads(script.text_content())
        except (json.JSONDecodeError, TypeError):
            continue
        for node in data if isinstance(data, list) else [data]:
            if isinstance(node, dict):
                for key in ("datePublished", "dateModified"):
                    if isinstance(node.get(key), str):
                        found.setdefault(key.lower(), node[key])
    ordered = [found[k] for k in _META_DATE_KEYS if k in found]
    ordered += [t.get("datetime") for t in root.xpath("//time[@datetime]")[:1]]
    return [d for d in ordered if d]


def page_parse(content: bytes, *, url: str, charset: str | None = None) -> PageItem:
    """Extract one page's main text, title and date candidates.

    Args:
        content: the HTML bytes.
        url: the page's URL (becomes the document URL).
        charset: the Content-Type charset, if any.

    Raises FetchError when no main text can be found, EncodingError when the
    bytes cannot be decoded with confidence.
    """
    import trafilatura

    decoded = decode_bytes(content, header_charset=charset)
    html = decoded.text
    extracted = trafilatura.bare_extraction(html, url=url, with_metadata=True, favor_recall=True,
                                            include_comments=False, include_tables=True,
                                            date_extraction_params={"extensive_search": False, "original_date": True})
    text = (getattr(extracted, "text", None) or "").strip() if extracted else ""
    if not text:
        raise FetchError(f"{url}: no main text found on the page")
    title = (getattr(extracted, "title", None) or "").strip()
    lines = text.split("\n", 1)
    if title and len(lines) == 2 and lines[0].strip() == title:
        text = lines[1].lstrip("\n")  # trafilatura repeats the heading as the first line
    text = re.sub(r"\n{3,}", "\n\n", text) or title
    dates = _metadata_dates(html)
    if getattr(extracted, "date", None):
        dates.append(extracted.date)
    return PageItem(url=url, title=title[:500], text=text, author=(getattr(extracted, "author", None) or "")[:200],
                    date_candidates=list(dict.fromkeys(dates)), notes=decoded.notes)
