"""Page debris out of document text, before anything reads it (ingestion's first step).

Real documents arrive with the marks of the page they came from: Markdown
(``**bold**``, ``### Heading``, YAML front matter), wiki markup (``{{templates}}``,
``[[links]]``, ``'''bold'''``, ``= Heading =``), footnote marks (``[16]``,
``[citation needed]``), ellipsis marks (``[...]``), truncation notes
("Continue reading", "[truncated]"), bare URLs, embedded social posts
("pic.twitter.com/…"), navigation lines ("Also read: …", "Advertisement",
"Share this article"), bylines giving a reading time ("· 6 min read ·") and
Markdown tables' rules (a row of two cells, "| Height | 1.75 m |", reads
"Height: 1.75 m"). None of it is an assertion; left in, it ends up in
claims' evidence, in prose and in the sentences the extractor splits.

:func:`clean_document_text` removes it and keeps, for every character of the
cleaned text, the offset of the character of the raw text it came from, so a
span of the raw text (a gold label, a highlight) maps onto the stored text
and back. The stored text is the cleaned one: every claim's evidence offsets
are valid against it.

The rules are conservative: editorial brackets inside quotes ("[Our] robots …"),
tickers ("[HKG: 9880]") and ordinary square brackets stay.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Iterator
from dataclasses import dataclass

__all__ = ["CleanedText", "clean_document_text", "clean_fragment"]

# ----------------------------------------------------------------------------- rules
# Each rule yields (start, end, replacement) edits on the current text, in order
# and not overlapping. Rules run one after another.

_FRONT_MATTER = re.compile(r"\A\s*---[ \t]*\n(?:.*\n){0,60}?---[ \t]*(?:\n|\Z)")
_HTML_COMMENT = re.compile(r"<!--.*?-->", re.S)
_HTML_TAG = re.compile(r"</?(?:p|br|div|span|em|strong|b|i|a|li|ul|ol|h[1-6]|figure|figcaption|img)\b[^<>]{0,300}>",
                       re.I)
_WIKI_TEMPLATE = re.compile(r"\{\{[^{}]{0,2000}\}\}")
_WIKI_LINK = re.compile(r"\[\[(?:[^\]|\n]{1,200}\|)?([^\]\n]{1,200})\]\]")
_WIKI_QUOTES = re.compile(r"'{2,5}")
_TEX_QUOTE = re.compile(r"``(?=\S)[^`'\n]{1,400}?''")
_WIKI_HEADING = re.compile(r"^(={1,6})[ \t]*(\S[^\n]*?)[ \t]*\1[ \t]*$", re.M)
_MD_IMAGE = re.compile(r"!\[[^\]\n]{0,300}\]\([^)\n]{0,500}\)")
_MD_LINK = re.compile(r"\[([^\]\n]{1,300})\]\((?:https?://|/|#)[^)\s]{0,500}\)")
_MD_HEADING = re.compile(r"^[ \t]{0,3}#{1,6}[ \t]+", re.M)
_MD_EMPHASIS = re.compile(r"(\*\*|__)(?=\S)([^\n]{0,400}?\S)\1")
_MD_RULE = re.compile(r"^[ \t]*(?:-{3,}|\*{3,}|_{3,})[ \t]*$", re.M)
_BULLET = re.compile(r"^[ \t]*(?:[•●▪◦‣∙·]|[-*+](?=[ \t]))[ \t]*", re.M)
_FOOTNOTE = re.compile(
    r"[ \t]?\[(?:\d{1,3}(?:[,–-]\d{1,3})*|[a-z]|note \d{1,3}|nb \d{1,3}|citation needed|clarification needed"
    r"|when\?|who\?|according to whom\?|dubious[^\]\n]{0,30}|failed verification|better source needed)\]",
    re.I,
)
_ELLIPSIS_MARK = re.compile(r"[ \t]?[\[(](?:\.\s?\.\s?\.|…)[\])]")
_TRUNCATION = re.compile(
    r"[ \t]*(?:\[(?:truncated|continued|more)\]|\((?:truncated|continued)\)"
    r"|(?:Continue reading|Read more|Read the full (?:story|article)|Click here to read more)\b[^\n]{0,80}?(?:\.{3}|…|»|→)?[ \t]*$)",
    re.I | re.M,
)
_TWEET = re.compile(r"[^\n]{0,300}pic\.twitter\.com/\w+[^\n]{0,200}")
_URL = re.compile(r"[ \t]?\(?https?://[^\s)<>\]]{1,500}\)?")
# Whole lines that are page furniture, not text.
_NAV_LINE = re.compile(
    r"^[ \t]*(?:Advertisement|ADVERTISEMENT|Sponsored(?: content)?|Share(?: this)?(?: article| story)?:?|Share Article:?"
    r"|Skip to (?:main )?content|Jump to navigation(?: Jump to search)?|From Wikipedia, the free encyclopedia"
    r"|Prefer us on Google|Subscribe(?: now| to our newsletter)?[^\n]{0,60}|Sign up for[^\n]{0,80}"
    r"|Follow us on[^\n]{0,60}|(?:Also|Related|Recommended|More) (?:Read|reading|stories|articles)\b[^\n]{0,200}"
    r"|(?:Photo|Image|Video|Source|Credit)s?(?: courtesy| credit)?:[^\n]{0,150}|Caption:?[ \t]*"
    r"|Last Updated:[^\n]{0,80}|Updated:[^\n]{0,60}|Posted[^\n]{0,20}\d{4}[^\n]{0,40})[ \t]*$",
    re.M,
)
# A byline or meta line that gives the reading time: "By Ann Lee · March 3, 2025 · 6 min read · robots".
_READING_TIME_LINE = re.compile(r"^[^\n]{0,120}\b\d{1,3}[ \t-]*(?:min|mins|minutes?)\.?[ \t]+read\b[^\n]{0,120}$", re.I | re.M)
# A Markdown table's rule under its header: "|---|---|", "| :--- | ---: |".
_MD_TABLE_RULE = re.compile(r"^[ \t]*\|?(?:[ \t]*:?-{3,}:?[ \t]*\|)+(?:[ \t]*:?-{3,}:?[ \t]*)?$", re.M)
# A Markdown table row of two cells, a name and its value: "| Height | 1.75 m |" reads "Height: 1.75 m". Rows of more
# cells (a comparison of several robots) stay as they are: which value is whose is the extractor's question.
_MD_PAIR_ROW = re.compile(r"^([ \t]*\|[ \t]*)([^|\n]*?\S)([ \t]*\|[ \t]*)([^|\n]*?\S)([ \t]*\|[ \t]*)$", re.M)
# "…the audience. Also Read - Elon Musk warns …": a related-story teaser run into a paragraph.
_INLINE_ALSO_READ = re.compile(r"[ \t]*\b(?:Also Read|ALSO READ|Read also|See also)\s*[-–:|]\s*[^\n]{0,200}$", re.M)


_FRONT_MATTER_SUMMARY = re.compile(r"^(?:description|summary|excerpt)[ \t]*:[ \t]*(\"?)(.+?)\1[ \t]*$", re.M)


def _front_matter(text: str) -> Iterator[tuple[int, int, str]]:
    """Drop a YAML front matter block, keeping only its summary line's words (they are text)."""
    m = _FRONT_MATTER.match(text)
    if not m or ":" not in m.group(0):
        return
    summary = _FRONT_MATTER_SUMMARY.search(text, m.start(), m.end())
    if summary is None:
        yield m.start(), m.end(), ""
        return
    start, end = summary.span(2)
    yield m.start(), start, ""
    for escape in re.finditer(r"\\(?=[\"'\\])", text[start:end]):
        yield start + escape.start(), start + escape.end(), ""
    yield end, m.end(), "\n\n"


def _deletions(pattern: re.Pattern) -> Callable[[str], Iterator[tuple[int, int, str]]]:
    def rule(text: str) -> Iterator[tuple[int, int, str]]:
        for m in pattern.finditer(text):
            if m.end() > m.start():
                yield m.start(), m.end(), ""
    return rule


def _keep_group(pattern: re.Pattern, group: int) -> Callable[[str], Iterator[tuple[int, int, str]]]:
    """Replace each match by one of its groups (markup around kept words)."""
    def rule(text: str) -> Iterator[tuple[int, int, str]]:
        for m in pattern.finditer(text):
            kept_start, kept_end = m.span(group)
            if m.start() < kept_start:
                yield m.start(), kept_start, ""
            if kept_end < m.end():
                yield kept_end, m.end(), ""
    return rule


def _emphasis(text: str) -> Iterator[tuple[int, int, str]]:
    for m in _MD_EMPHASIS.finditer(text):
        marker = len(m.group(1))
        yield m.start(), m.start() + marker, ""
        yield m.end() - marker, m.end(), ""


def _tex_quotes(text: str) -> Iterator[tuple[int, int, str]]:
    """Typewriter quotes of TeX's kind (``an egg'') become curly ones: their closing pair is no wiki markup."""
    for m in _TEX_QUOTE.finditer(text):
        yield m.start(), m.start() + 2, "\u201c"
        yield m.end() - 2, m.end(), "\u201d"


def _wiki_quotes(text: str) -> Iterator[tuple[int, int, str]]:
    # ''italic'' and '''bold''' only: a lone apostrophe (don't) is never touched.
    for m in _WIKI_QUOTES.finditer(text):
        yield m.start(), m.end(), ""


def _pair_rows(text: str) -> Iterator[tuple[int, int, str]]:
    for m in _MD_PAIR_ROW.finditer(text):
        yield m.start(1), m.end(1), ""
        yield m.start(3), m.end(3), ": "
        yield m.start(5), m.end(5), ""


def _spaces(text: str) -> Iterator[tuple[int, int, str]]:
    """Tidy what removals leave: runs of spaces, a space before punctuation, blank-line runs, line-end spaces."""
    for m in re.finditer(r"[ \t]{2,}(?=\S)|[ \t]+(?=[.,;:!?)](?:\s|$))|[ \t]+$|\n{3,}", text, re.M):
        s = m.group(0)
        if s.startswith("\n"):
            yield m.start() + 2, m.end(), ""
        elif m.start() > 0 and text[m.start() - 1] == "\n":
            continue  # indentation at the start of a line stays
        elif s.strip(" \t") == "" and m.end() < len(text) and text[m.end()] not in ".,;:!?)\n" and len(s) > 1:
            yield m.start() + 1, m.end(), ""
        else:
            yield m.start(), m.end(), ""


_RULES: tuple[Callable[[str], Iterator[tuple[int, int, str]]], ...] = (
    _front_matter,
    _deletions(_HTML_COMMENT),
    _deletions(_HTML_TAG),
    _deletions(_WIKI_TEMPLATE),
    _keep_group(_WIKI_LINK, 1),
    _keep_group(_WIKI_HEADING, 2),
    _tex_quotes,
    _wiki_quotes,
    _deletions(_MD_IMAGE),
    _keep_group(_MD_LINK, 1),
    _deletions(_MD_RULE),
    _deletions(_MD_HEADING),
    _emphasis,
    _deletions(_BULLET),
    _deletions(_TWEET),
    _deletions(_NAV_LINE),
    _deletions(_READING_TIME_LINE),
    _deletions(_MD_TABLE_RULE),
    _pair_rows,
    _deletions(_INLINE_ALSO_READ),
    _deletions(_TRUNCATION),
    _deletions(_FOOTNOTE),
    _deletions(_ELLIPSIS_MARK),
    _deletions(_URL),
    _spaces,
)


# ----------------------------------------------------------------------------- result


@dataclass(frozen=True)
class CleanedText:
    """A cleaned text and where each of its characters came from.

    ``origin[i]`` is the offset in the raw text of ``text[i]`` (``len(origin) ==
    len(text)``; inserted characters take the offset of what they replaced).
    ``raw_length`` is the raw text's length.
    """

    text: str
    origin: tuple[int, ...]
    raw_length: int

    @property
    def changed(self) -> bool:
        return len(self.text) != self.raw_length or self.origin != tuple(range(self.raw_length))

    def span_from_raw(self, start: int, end: int) -> tuple[int, int] | None:
        """The span of the cleaned text that ``raw[start:end]`` became, or None if all of it was removed.

        Offsets are Python string indices; ``start <= end``.
        """
        lo = bisect_left(self.origin, start)
        hi = bisect_left(self.origin, end)
        return (lo, hi) if hi > lo else None

    def span_to_raw(self, start: int, end: int) -> tuple[int, int]:
        """The span of the raw text that ``text[start:end]`` came from (``start < end``)."""
        if not self.origin:
            return 0, 0
        return self.origin[start], self.origin[end - 1] + 1


def _apply(text: str, origin: list[int], edits: list[tuple[int, int, str]]) -> tuple[str, list[int]]:
    pieces: list[str] = []
    new_origin: list[int] = []
    pos = 0
    for start, end, replacement in sorted(edits):
        if start < pos:
            continue  # overlaps an earlier edit of the same rule: the first wins
        pieces.append(text[pos:start])
        new_origin.extend(origin[pos:start])
        if replacement:
            pieces.append(replacement)
            anchor = origin[start] if start < len(origin) else (origin[-1] + 1 if origin else 0)
            new_origin.extend([anchor] * len(replacement))
        pos = end
    pieces.append(text[pos:])
    new_origin.extend(origin[pos:])
    return "".join(pieces), new_origin


def clean_document_text(raw: str) -> CleanedText:
    """Remove page debris from a document's text (module docstring), keeping the offset map.

    Args:
        raw: the text as received (any length; line endings are unified first,
            ``\\r\\n`` and ``\\r`` becoming ``\\n``, which the map records).

    Returns:
        A :class:`CleanedText`. Leading and trailing white space is removed. The
        result may be empty (a page that was all furniture): the caller decides
        whether that is an error.
    """
    text, origin = raw, list(range(len(raw)))
    if "\r" in text:
        text, origin = _apply(text, origin, [(m.start(), m.end(), "\n") for m in re.finditer(r"\r\n?", text)])
    for rule in _RULES:
        edits = list(rule(text))
        if edits:
            text, origin = _apply(text, origin, edits)
    lead = len(text) - len(text.lstrip())
    trail = len(text.rstrip())
    return CleanedText(text[lead:trail], tuple(origin[lead:trail]), len(raw))


def clean_fragment(fragment: str) -> str:
    """A piece of a document (an evidence sentence) cleaned on its own, as :func:`clean_document_text` would."""
    return clean_document_text(fragment).text
