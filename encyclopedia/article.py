"""What a synthesized article is made of: typed sections, sentences, citations and infobox fields.

Every synthesis pipeline returns an :class:`Article`; the revision stores it as
JSON (:meth:`Article.to_json`, ``ArticleRevision.sections`` and
``ArticleRevision.infobox``) and every reader — the presenter, the diff,
plain-text rendering, the admin — reads it back with :meth:`Article.from_revision`.

A sentence is plain text with the claim ids it rests on. A sentence whose
parts rest on different claims (a conflict stating both sides, a past-due
projection and what became of it) is a sequence of :class:`Part` s,
each cited where it is stated; its ``text`` is the parts joined.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

__all__ = ["Article", "InfoField", "Kind", "Part", "Section", "Sentence", "UNVERIFIED"]

UNVERIFIED = "[unverified]"


class Kind:
    """What a sentence is, for the reader and for the checks on it (stored as its string)."""

    FACT = "fact"  # a fact in the article's own voice
    LEAD = "lead"  # the lead's summary of current key facts
    HISTORY = "history"  # a value as earlier reports gave it, or one that held until a later change
    REPORT = "report"  # an attributed paraphrase of a claim with no structured object
    QUOTE = "quote"  # an opinion, quoted and attributed
    CONFLICT = "conflict"  # sources disagree and no precedence rule decides: both sides, each cited
    PROJECTION = "projection"  # a bull or bear projection whose date has not passed, labelled and attributed
    PAST_DUE = "past_due"  # a projection whose date has passed: that it was due, and what the evidence shows
    VERDICT = "verdict"  # a projection the ledger decided (or saw revised, withdrawn): what became of it, cited
    GAP = "gap"  # a point no claim grounds: shown with [unverified]


@dataclass(frozen=True)
class Part:
    """A stretch of a sentence and the claim ids it rests on (cited right after it)."""

    text: str
    claim_ids: tuple[int, ...] = ()


@dataclass
class Sentence:
    """One sentence: ``text`` (plain; escaped on render), the ``claim_ids`` it cites, its ``kind``.

    ``lane`` is the lane its claims come from (``canonical`` for the body;
    ``bull``/``bear`` for projections). ``unverified``: no claim grounds it
    (shown with ``[unverified]``, no citation). ``parts``: when set, the
    sentence is these parts in order, each cited where it stands, and
    ``claim_ids`` is their union.
    """

    text: str
    claim_ids: tuple[int, ...] = ()
    kind: str = Kind.FACT
    lane: str = "canonical"
    unverified: bool = False
    parts: tuple[Part, ...] = ()

    @classmethod
    def of_parts(cls, parts: Iterable[Part], *, kind: str, lane: str = "canonical") -> Sentence:
        parts = tuple(p for p in parts if p.text)
        ids = tuple(dict.fromkeys(cid for p in parts for cid in p.claim_ids))
        return cls("".join(p.text for p in parts), ids, kind, lane, False, parts)

    @classmethod
    def gap(cls, text: str) -> Sentence:
        return cls(text, (), Kind.GAP, "", True)

    @property
    def cited(self) -> bool:
        return bool(self.claim_ids) and not self.unverified

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"text": self.text, "claim_ids": list(self.claim_ids), "unverified": self.unverified,
                               "kind": self.kind, "lane": self.lane}
        if self.parts:
            out["parts"] = [{"text": p.text, "claim_ids": list(p.claim_ids)} for p in self.parts]
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Sentence:
        parts = tuple(Part(p.get("text", ""), tuple(p.get("claim_ids") or ())) for p in data.get("parts") or ())
        if parts and data.get("prefix"):  # the shape older revisions stored conflicts in
            parts = (Part(data["prefix"]), *(Part(("; " if i else "") + p.text, p.claim_ids)
                                             for i, p in enumerate(parts)), Part("."))
        return cls(data.get("text", ""), tuple(data.get("claim_ids") or ()), data.get("kind") or Kind.FACT,
                   data.get("lane", "canonical"), bool(data.get("unverified")), parts)


@dataclass
class Section:
    """A section: ``key`` (an anchor: ``lead``, ``funding`` …), ``title`` ("" for the lead), its sentences.

    ``note``: a line after the sentences that is not prose (a pointer to the talk page), or "".
    """

    key: str
    title: str
    sentences: list[Sentence] = field(default_factory=list)
    note: str = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"key": self.key, "title": self.title,
                               "sentences": [s.to_json() for s in self.sentences]}
        if self.note:
            out["note"] = self.note
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Section:
        return cls(data.get("key", ""), data.get("title", ""),
                   [Sentence.from_json(s) for s in data.get("sentences") or ()], data.get("note", ""))


@dataclass(frozen=True)
class InfoField:
    """One infobox row: ``label`` ("Total funding"), ``value`` ("more than $1.7 billion"), ``date``
    (when it held or was reported, as shown: "March 2026"; may be ""), and the ``claim_ids`` citing it.
    ``key`` names the field (``total_funding``); ``links`` are (entity slug, name) pairs the value names."""

    key: str
    label: str
    value: str
    date: str = ""
    claim_ids: tuple[int, ...] = ()
    links: tuple[tuple[str, str], ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "label": self.label, "value": self.value, "date": self.date,
                "claim_ids": list(self.claim_ids), "links": [list(link) for link in self.links]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> InfoField:
        return cls(data.get("key", ""), data.get("label", ""), data.get("value", ""), data.get("date", ""),
                   tuple(data.get("claim_ids") or ()), tuple(tuple(link) for link in data.get("links") or ()))


@dataclass
class Article:
    """A whole article: ``sections`` in reading order (the lead first) and ``infobox`` fields."""

    sections: list[Section] = field(default_factory=list)
    infobox: list[InfoField] = field(default_factory=list)

    def sentences(self) -> Iterator[tuple[Section, Sentence]]:
        for section in self.sections:
            for sentence in section.sentences:
                yield section, sentence

    def claim_ids(self) -> list[int]:
        """Every claim id the article cites, prose and infobox, ascending."""
        ids = {cid for _, s in self.sentences() for cid in s.claim_ids}
        ids |= {cid for f in self.infobox for cid in f.claim_ids}
        return sorted(ids)

    def section(self, key: str) -> Section | None:
        return next((s for s in self.sections if s.key == key), None)

    def to_json(self) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        """``(sections, infobox)`` as the revision stores them."""
        return [s.to_json() for s in self.sections], [f.to_json() for f in self.infobox]

    @classmethod
    def from_json(cls, sections: list[dict[str, Any]] | None, infobox: list[dict[str, Any]] | None = None) -> Article:
        return cls([Section.from_json(s) for s in sections or ()], [InfoField.from_json(f) for f in infobox or ()])

    @classmethod
    def from_revision(cls, revision) -> Article:
        """The article an ``ArticleRevision`` stores."""
        return cls.from_json(revision.sections, getattr(revision, "infobox", None))

    def render_text(self, title: str) -> str:
        """Plain text with ``[claim ids]`` after each cited stretch, for diffs, search and tests."""
        lines = [title]
        if self.infobox:
            lines.append("")
            for f in self.infobox:
                when = f" ({f.date})" if f.date else ""
                lines.append(f"{f.label}: {f.value}{when} [{', '.join(map(str, f.claim_ids))}]")
        for section in self.sections:
            if section.title:
                lines.append("")
                lines.append(section.title)
            for s in section.sentences:
                if s.unverified:
                    lines.append(f"{s.text} {UNVERIFIED}")
                elif s.parts:
                    lines.append("".join(p.text + (f" [{', '.join(map(str, p.claim_ids))}]" if p.claim_ids else "")
                                         for p in s.parts))
                else:
                    lines.append(f"{s.text} [{', '.join(map(str, s.claim_ids))}]")
            if section.note:
                lines.append(section.note)
        return "\n".join(lines)
