"""Turn a stored ArticleRevision into what templates show: numbered citations and footnotes."""

from __future__ import annotations

from dataclasses import dataclass, field

from claims.models import Claim

from .models import ArticleRevision


@dataclass
class Footnote:
    number: int
    claim: Claim


@dataclass
class ArticleView:
    revision: ArticleRevision
    sections: list[dict]
    footnotes: list[Footnote] = field(default_factory=list)
    stale_sources: list = field(default_factory=list)
    unverified_count: int = 0


#: Statements a section shows before "earlier statements not shown" (``full`` shows all). The
#: largest entities of the 1M benchmark corpus (≈ 7,000 claims) had ≈ 900 sentences and
#: 1,076 citations in one 730 kB page.
SECTION_SENTENCES = 50
#: Kinds always shown, however long the section: disputes and points no claim grounds.
ALWAYS_SHOWN = ("conflict", "gap")


def shown_sentences(sentences: list[dict], *, full: bool = False) -> tuple[list[dict], int]:
    """``(shown, hidden)``: the section's sentences a reader sees first, in order, and how many are left out.

    Sentences are stored oldest first within each lane (the outlook lists the
    bull lane's projections, then the bear lane's); unless ``full``, a section
    keeps each lane's :data:`SECTION_SENTENCES` newest statements, so one lane
    never crowds out the other, and every sentence of a kind in
    :data:`ALWAYS_SHOWN`. The stored revision is unchanged (diffs and search read all of it).
    """
    by_lane: dict[str, list[int]] = {}
    for i, sentence in enumerate(sentences):
        if sentence.get("kind") not in ALWAYS_SHOWN:
            by_lane.setdefault(sentence.get("lane", ""), []).append(i)
    dropped = set() if full else {i for ids in by_lane.values() for i in ids[:-SECTION_SENTENCES]}
    return [sentence for i, sentence in enumerate(sentences) if i not in dropped], len(dropped)


def present_revision(revision: ArticleRevision, *, full: bool = False) -> ArticleView:
    """Number the citations in order of first appearance and load their claims (one query).

    Each section shows :func:`shown_sentences` (``full``: every sentence) and
    carries ``hidden``, the number left out; only shown sentences are cited,
    numbered and loaded.
    """
    shown = [(section, *shown_sentences(section["sentences"], full=full)) for section in revision.sections]
    wanted = {cid for _, sentences, _ in shown for sentence in sentences
              for cid in [*sentence["claim_ids"], *(i for part in sentence.get("parts", ()) for i in part["claim_ids"])]}
    claims = {
        c.id: c
        for c in Claim.objects.filter(id__in=sorted(wanted))
        .select_related("source", "document")
        .defer("embedding", "document__text")
    }
    numbers: dict[int, int] = {}
    sections = []
    unverified = 0
    for section, section_sentences, hidden in shown:
        sentences = []
        for sentence in section_sentences:
            def cite(ids):
                out = []
                for cid in ids:
                    if cid not in claims:
                        continue
                    numbers.setdefault(cid, len(numbers) + 1)
                    out.append({"number": numbers[cid], "claim": claims[cid]})
                return out

            # An unresolved conflict (kind "conflict") cites each side where it is stated.
            parts = [{**part, "citations": cite(part["claim_ids"])} for part in sentence.get("parts", [])]
            cites = cite(sentence["claim_ids"])
            stale = any(c["claim"].source.is_stale for c in cites)
            if sentence["unverified"]:
                unverified += 1
            sentences.append({**sentence, "citations": cites, "parts": parts, "stale": stale})
        sections.append({**section, "sentences": sentences, "hidden": hidden})
    footnotes = [Footnote(n, claims[cid]) for cid, n in sorted(numbers.items(), key=lambda kv: kv[1])]
    stale_sources = sorted({f.claim.source for f in footnotes if f.claim.source.is_stale}, key=lambda s: s.key)
    return ArticleView(revision, sections, footnotes, stale_sources, unverified)
