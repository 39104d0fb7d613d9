"""Turn a stored ArticleRevision into what templates show: numbered citations and footnotes."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from claims.models import Claim

from .article import Article, InfoField, Kind, Section, Sentence
from .models import ArticleRevision

__all__ = [
    "ALWAYS_SHOWN", "ArticleView", "Citation", "Footnote", "SECTION_SENTENCES", "ShownField", "ShownPart",
    "ShownSection", "ShownSentence", "present_revision", "shown_sentences",
]


@dataclass
class Footnote:
    """A reference: its ``number`` and ``claim`` (source and document loaded). ``same_as``: the number of the
    first reference to the same document, when an earlier one cites it (the list then says so instead of
    repeating the document's title, source, date and address)."""

    number: int
    claim: Claim
    same_as: int | None = None

    @property
    def link(self) -> str:
        """The document's address, or "" when it has none a reader can open (a ``.invalid`` host, RFC 2606:
        structured facts loaded from a file)."""
        url = self.claim.document.url or ""
        host = urlsplit(url).hostname or ""
        return "" if not host or host == "invalid" or host.endswith(".invalid") else url


@dataclass(frozen=True)
class Citation:
    """A citation mark: its footnote ``number`` and the ``claim`` (with source and document loaded)."""

    number: int
    claim: Claim


@dataclass
class ShownPart:
    """A stretch of a sentence as shown: its text, then its citation marks."""

    text: str
    citations: list[Citation] = field(default_factory=list)


@dataclass
class ShownSentence:
    """A sentence as shown: its parts in order (one part for a plainly cited sentence), and whether a cited
    source is past its freshness SLA (``stale``)."""

    sentence: Sentence
    parts: list[ShownPart]
    stale: bool = False

    @property
    def kind(self) -> str:
        return self.sentence.kind

    @property
    def lane(self) -> str:
        return self.sentence.lane

    @property
    def unverified(self) -> bool:
        return self.sentence.unverified

    @property
    def text(self) -> str:
        return self.sentence.text

    @property
    def citations(self) -> list[Citation]:
        return [c for p in self.parts for c in p.citations]


@dataclass
class ShownSection:
    """A section as shown: its sentences (see :func:`shown_sentences`) and ``hidden``, how many are left out."""

    section: Section
    sentences: list[ShownSentence]
    hidden: int = 0

    @property
    def key(self) -> str:
        return self.section.key

    @property
    def title(self) -> str:
        return self.section.title

    @property
    def note(self) -> str:
        return self.section.note


@dataclass
class ShownField:
    """An infobox row as shown, with its citation marks."""

    field: InfoField
    citations: list[Citation]

    @property
    def label(self) -> str:
        return self.field.label

    @property
    def value(self) -> str:
        return self.field.value

    @property
    def date(self) -> str:
        return self.field.date

    @property
    def links(self):
        return self.field.links


@dataclass
class ArticleView:
    revision: ArticleRevision
    sections: list[ShownSection]
    footnotes: list[Footnote] = field(default_factory=list)
    stale_sources: list = field(default_factory=list)
    unverified_count: int = 0
    infobox: list[ShownField] = field(default_factory=list)


#: Statements a section shows before "earlier statements not shown" (``full`` shows all). The
#: largest entities of the 1M benchmark corpus (≈ 7,000 claims) had ≈ 900 sentences and
#: 1,076 citations in one 730 kB page.
SECTION_SENTENCES = 50
#: Kinds always shown, however long the section: disputes, past-due and decided projections, and points no
#: claim grounds.
ALWAYS_SHOWN = (Kind.CONFLICT, Kind.GAP, Kind.PAST_DUE, Kind.VERDICT)


def shown_sentences(sentences: Sequence[Sentence], *, full: bool = False) -> tuple[list[Sentence], int]:
    """``(shown, hidden)``: the section's sentences a reader sees first, in order, and how many are left out.

    Sentences are stored in time order within each lane (the outlook lists
    each lane's projections); unless ``full``, a section keeps each lane's
    :data:`SECTION_SENTENCES` newest statements, so one lane never crowds out
    the other, and every sentence of a kind in :data:`ALWAYS_SHOWN`. The stored
    revision is unchanged (diffs and search read all of it).
    """
    by_lane: dict[str, list[int]] = {}
    for i, sentence in enumerate(sentences):
        if sentence.kind not in ALWAYS_SHOWN:
            by_lane.setdefault(sentence.lane, []).append(i)
    dropped = set() if full else {i for ids in by_lane.values() for i in ids[:-SECTION_SENTENCES]}
    return [sentence for i, sentence in enumerate(sentences) if i not in dropped], len(dropped)


def present_revision(revision: ArticleRevision, *, full: bool = False) -> ArticleView:
    """Number the citations in order of first appearance (infobox, then prose) and load their claims (one query).

    Each section shows :func:`shown_sentences` (``full``: every sentence) and
    carries ``hidden``, the number left out; only shown sentences are cited,
    numbered and loaded.
    """
    article = Article.from_revision(revision)
    shown = [(section, *shown_sentences(section.sentences, full=full)) for section in article.sections]
    wanted = {cid for f in article.infobox for cid in f.claim_ids}
    wanted |= {cid for _, sentences, _ in shown for s in sentences for cid in s.claim_ids}
    claims = {
        c.id: c
        for c in Claim.objects.filter(id__in=sorted(wanted))
        .select_related("source", "document")
        .defer("embedding", "document__text")
    }
    numbers: dict[int, int] = {}

    def cite(ids: Iterable[int]) -> list[Citation]:
        out = []
        for cid in ids:
            if cid not in claims:
                continue
            numbers.setdefault(cid, len(numbers) + 1)
            out.append(Citation(numbers[cid], claims[cid]))
        return out

    infobox = [ShownField(f, cite(f.claim_ids)) for f in article.infobox]
    sections = []
    unverified = 0
    for section, section_sentences, hidden in shown:
        sentences = []
        for sentence in section_sentences:
            if sentence.unverified:
                unverified += 1
                parts = [ShownPart(sentence.text)]
            elif sentence.parts:
                parts = [ShownPart(p.text, cite(p.claim_ids)) for p in sentence.parts]
            else:
                parts = [ShownPart(sentence.text, cite(sentence.claim_ids))]
            stale = any(c.claim.source.is_stale for p in parts for c in p.citations)
            sentences.append(ShownSentence(sentence, parts, stale))
        sections.append(ShownSection(section, sentences, hidden))
    footnotes = [Footnote(n, claims[cid]) for cid, n in sorted(numbers.items(), key=lambda kv: kv[1])]
    first_of: dict[int, int] = {}
    for f in footnotes:
        first = first_of.setdefault(f.claim.document_id, f.number)
        f.same_as = first if first != f.number else None
    stale_sources = sorted({f.claim.source for f in footnotes if f.claim.source.is_stale}, key=lambda s: s.key)
    return ArticleView(revision, sections, footnotes, stale_sources, unverified, infobox)
