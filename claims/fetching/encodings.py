"""Bytes → text without silent mojibake.

Order (after the WHATWG Encoding Standard, https://encoding.spec.whatwg.org/,
and RFC 7303 for XML): a byte-order mark; then the declared charsets (the
HTTP header, then the document's own XML or HTML declaration), each accepted
only if the bytes decode strictly under it; then UTF-8; then detection by
charset-normalizer, where windows-1252 wins any tie because WHATWG makes it
the default for unlabelled legacy Western content. Labels are mapped as
browsers map them (``gb2312`` → gb18030, ``iso-8859-1``/``latin1`` →
windows-1252 when that decodes). Text that still looks double-encoded is an
EncodingError, never stored.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass, field

from .errors import EncodingError

_XML_DECL = re.compile(rb"""^\s*<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']""", re.I)
_HTML_META = re.compile(
    rb"""<meta[^>]+?charset\s*=\s*["']?\s*([A-Za-z0-9._:-]+)""", re.I
)
_BOMS = ((codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))
# WHATWG label mapping for the labels that matter in practice.
_LABELS = {"gb2312": "gb18030", "gbk": "gb18030", "x-gbk": "gb18030", "iso-8859-1": "cp1252",
           "latin1": "cp1252", "latin-1": "cp1252", "iso8859-1": "cp1252", "us-ascii": "cp1252",
           "ascii": "cp1252", "iso-8859-9": "cp1254", "tis-620": "cp874", "ks_c_5601-1987": "euc-kr"}
_SINGLE_BYTE = {"cp1252", "latin_1", "iso8859_15", "cp1250", "cp1251", "cp1253", "cp1254", "cp1257",
                "iso8859_2", "cp874"}
# Signatures of UTF-8 read as windows-1252/Latin-1: "Ã©", "Ã§", "â€™", "Â ".
_MOJIBAKE = re.compile("[ÃÂ][\u0080-\u00bf]|â€[\u0080-\u00bf\u2018-\u201e\u2122\u0153\u02dc]|Ã[¡-¿]")


@dataclass
class DecodedText:
    """Text and how it was obtained: ``encoding`` (Python codec), ``how`` (bom, header,
    declaration, utf-8, detected) and ``notes`` (broken declarations seen on the way)."""

    text: str
    encoding: str
    how: str
    notes: list[str] = field(default_factory=list)


def _codec(label: str) -> str | None:
    label = label.strip().strip("\"'").lower()
    label = _LABELS.get(label, label)
    try:
        return codecs.lookup(label).name
    except LookupError:
        return None


def declared_in_document(content: bytes) -> str | None:
    """The charset named by an XML declaration or an HTML ``<meta charset>`` in the first 2 KB."""
    head = content[:2048]
    match = _XML_DECL.match(head) or _HTML_META.search(head)
    return match.group(1).decode("ascii", "replace") if match else None


def looks_like_mojibake(text: str) -> bool:
    """True when UTF-8 read as a single-byte charset shows (``NotÃ­cias``), at least twice."""
    return len(_MOJIBAKE.findall(text)) >= 2


def _strict(content: bytes, codec: str) -> str | None:
    try:
        return content.decode(codec)
    except (UnicodeDecodeError, LookupError):
        if codec == "cp1252":  # five bytes cp1252 leaves undefined are C1 controls in Latin-1
            try:
                return content.decode("latin-1")
            except UnicodeDecodeError:
                return None
        return None


def _is_ascii(content: bytes) -> bool:
    try:
        content.decode("ascii")
        return True
    except UnicodeDecodeError:
        return False


def decode_bytes(content: bytes, *, header_charset: str | None = None) -> DecodedText:
    """Decode fetched bytes to text.

    Args:
        content: the response body.
        header_charset: the ``charset`` parameter of the Content-Type header, if any.

    Returns a DecodedText. Raises EncodingError when no charset decodes the
    bytes with confidence, or when the result looks double-encoded.
    """
    notes: list[str] = []
    for bom, codec in _BOMS:
        if content.startswith(bom):
            return _checked(DecodedText(content.decode(codec), codec, "bom", notes))
    declared = [(header_charset, "header"), (declared_in_document(content), "declaration")]
    for label, how in declared:
        if not label:
            continue
        codec = _codec(label)
        if codec is None:
            notes.append(f"{how} names an unknown charset {label!r}")
            continue
        text = _strict(content, codec)
        if text is None:
            notes.append(f"{how} says {label} but the bytes are not {label}")
            continue
        if codec in _SINGLE_BYTE and not _is_ascii(content) and _strict(content, "utf-8") is not None:
            # Valid non-ASCII UTF-8 is almost never Latin-1 text by accident.
            notes.append(f"{how} says {label} but the bytes are UTF-8")
            return _checked(DecodedText(content.decode("utf-8"), "utf-8", "utf-8", notes))
        return _checked(DecodedText(text, codec, how, notes))
    text = _strict(content, "utf-8")
    if text is not None:
        return _checked(DecodedText(text, "utf-8", "utf-8", notes))
    return _checked(_detect(content, notes))


def _detect(content: bytes, notes: list[str]) -> DecodedText:
    from charset_normalizer import from_bytes

    results = list(from_bytes(content))
    if not results:
        raise EncodingError("; ".join([*notes, "the bytes match no known charset"]))
    best_chaos = min(r.chaos for r in results)
    tied = [r for r in results if r.chaos <= best_chaos + 0.01]
    western = [r for r in tied if "cp1252" in r.could_be_from_charset or r.encoding == "cp1252"]
    chosen = western[0] if western else tied[0]
    codec = "cp1252" if western else chosen.encoding
    text = _strict(content, codec)
    if text is None:
        raise EncodingError("; ".join([*notes, f"detected {codec} but the bytes do not decode"]))
    notes.append(f"no usable declaration; detected {codec}")
    return DecodedText(text, codec, "detected", notes)


def _checked(decoded: DecodedText) -> DecodedText:
    if "\ufffd" in decoded.text:
        decoded.notes.append("the publisher's text already contains replacement characters (U+FFFD)")
    if looks_like_mojibake(decoded.text):
        raise EncodingError("; ".join([
            *decoded.notes,
            f"decoded as {decoded.encoding}, the text looks double-encoded (UTF-8 read as Latin-1)",
        ]))
    return decoded
