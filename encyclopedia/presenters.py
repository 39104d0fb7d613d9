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


def present_revision(revision: ArticleRevision) -> ArticleView:
    """Number the citations in order of first appearance and load their claims (one query)."""
    claims = {
        c.id: c
        for c in Claim.objects.filter(id__in=revision.claim_ids)
        .select_related("source", "document")
        .defer("embedding", "document__text")
    }
    numbers: dict[int, int] = {}
    sections = []
    unverified = 0
    for section in revision.sections:
        sentences = []
        for sentence in section["sentences"]:
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
        sections.append({**section, "sentences": sentences})
    footnotes = [Footnote(n, claims[cid]) for cid, n in sorted(numbers.items(), key=lambda kv: kv[1])]
    stale_sources = sorted({f.claim.source for f in footnotes if f.claim.source.is_stale}, key=lambda s: s.key)
    return ArticleView(revision, sections, footnotes, stale_sources, unverified)
