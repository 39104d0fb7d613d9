"""Supersession evaluation against hand-labelled pairs of claims.

Pairs file (JSON Lines), one pair a line::

    {"entity": slug, "earlier": SIDE, "later": SIDE, "expected": true|false,
     "predicate": key (optional), "note": "..." (optional)}

A SIDE names a claim by its document and evidence, as extraction gold does
(:mod:`claims.evaluation.extraction`): ``document_url`` (or ``document_id``
with the documents file) and either ``evidence`` (the exact words) or
``evidence_start``/``evidence_end`` (offsets into the text as received).

The stored claims of a side are the claims of the latest stored version of its
document whose subject is the pair's entity and whose evidence overlaps the
side's; with ``predicate`` given, the later side keeps only claims of that
predicate, or of one that replaces it (:data:`claims.vocabulary.CROSS_PREDICATES`:
a partnership ended retires the partnership), since a labelled span may state several facts. A pair is **linked**
when a standing (not reverted) supersession retires one of the earlier side's
claims in favour of one of the later side's, or of a claim of the same
document restating it (a document may state a figure twice, and a claim is
retired once): **directly**, or **through a chain** of supersessions via
other claims (A → B → C links A and C).

The report counts expected pairs linked (directly, through a chain), expected
pairs not linked (and why: a side has no stored claim, or no link), negatives
linked (wrongly), and lists every recorded supersession of the pairs'
entities for a person to judge.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from ..records import InputError, read_json_lines
from ..identity import restates
from ..vocabulary import CROSS_PREDICATES, predicate_key
from .extraction import resolve_gold

__all__ = ["PairResult", "SupersessionReport", "evaluate_supersession", "read_pairs"]


def read_pairs(path: str | Path) -> list[dict]:
    """The labelled pairs of a JSON Lines file; raises InputError naming a bad line."""
    pairs = []
    for number, row in read_json_lines(path):
        problems = [f"missing {key}" for key in ("entity", "earlier", "later", "expected") if key not in row]
        if not isinstance(row.get("expected", False), bool):
            problems.append("expected must be true or false")
        for side in ("earlier", "later"):
            value = row.get(side)
            if side in row and not isinstance(value, dict):
                problems.append(f"{side} must be an object")
            elif isinstance(value, dict):
                if "document_url" not in value and "document_id" not in value:
                    problems.append(f"{side}: missing document_url")
                if "evidence" not in value and not {"evidence_start", "evidence_end"} <= value.keys():
                    problems.append(f"{side}: missing evidence (or evidence_start and evidence_end)")
        if problems:
            raise InputError(f"{path}: line {number}: {'; '.join(problems)}")
        pairs.append({**row, "_line": number})
    return pairs


@dataclass
class PairResult:
    """One labelled pair as the stored claims and supersessions judge it.

    ``earlier`` / ``later``: the stored claim ids found at each side;
    ``direct``: a supersession links them; ``chain``: a chain of them does
    (direct links count as chains too).
    """

    pair: dict
    earlier: list[int]
    later: list[int]
    direct: bool
    chain: bool

    @property
    def expected(self) -> bool:
        return bool(self.pair["expected"])

    def why_not(self) -> str:
        if not self.earlier:
            return "no stored claim at the earlier evidence"
        if not self.later:
            return "no stored claim at the later evidence"
        return "claims found on both sides, not linked"


@dataclass
class SupersessionReport:
    """Figures over the labelled pairs, and the recorded supersessions to judge (``recorded``: dicts)."""

    results: list[PairResult] = field(default_factory=list)
    recorded: list[dict] = field(default_factory=list)
    missing_documents: list[str] = field(default_factory=list)

    @property
    def positives(self) -> list[PairResult]:
        return [r for r in self.results if r.expected]

    @property
    def negatives(self) -> list[PairResult]:
        return [r for r in self.results if not r.expected]

    def as_dict(self) -> dict:
        pos, neg = self.positives, self.negatives
        return {
            "expected_pairs": len(pos),
            "expected_linked_directly": sum(r.direct for r in pos),
            "expected_linked_through_a_chain": sum(r.chain for r in pos),
            "negative_pairs": len(neg),
            "negatives_linked_directly": sum(r.direct for r in neg),
            "negatives_linked_through_a_chain": sum(r.chain for r in neg),
            "recorded_supersessions": len(self.recorded),
            "missing_documents": self.missing_documents,
        }

    def lines(self, *, details: bool = True) -> list[str]:
        d = self.as_dict()
        out = [
            f"expected pairs linked: {d['expected_linked_directly']} of {d['expected_pairs']} directly, "
            f"{d['expected_linked_through_a_chain']} of {d['expected_pairs']} directly or through a chain",
            f"negatives wrongly linked: {d['negatives_linked_directly']} of {d['negative_pairs']} directly, "
            f"{d['negatives_linked_through_a_chain']} of {d['negative_pairs']} directly or through a chain",
        ]
        if self.missing_documents:
            out.append(f"documents not ingested ({len(self.missing_documents)}): " + ", ".join(self.missing_documents))
        if not details:
            return out
        out.append("")
        out.append("expected pairs not linked:")
        out += [f"  line {r.pair['_line']} {r.pair['entity']}: {r.why_not()}"
                + (f" — {r.pair['note']}" if r.pair.get("note") else "") for r in self.positives if not r.chain]
        out.append("negatives linked:")
        out += [f"  line {r.pair['_line']} {r.pair['entity']} ({'directly' if r.direct else 'through a chain'})"
                + (f" — {r.pair['note']}" if r.pair.get("note") else "") for r in self.negatives if r.chain]
        out.append("")
        out.append(f"recorded supersessions ({len(self.recorded)}):")
        for row in self.recorded:
            out.append(f"  [{row['rule']}] {row['entity']} {row['predicate']}, effective {row['effective_at'][:10]}"
                       + (" (reverted)" if row["reverted"] else ""))
            out.append(f"      was: {row['old_object']} — {row['old_statement'][:200]}  "
                       f"({row['old_source']}, known {row['old_known_at'][:10]})")
            out.append(f"      now: {row['new_object']} — {row['new_statement'][:200]}  "
                       f"({row['new_source']}, known {row['new_known_at'][:10]})")
        return out


def _reachable(edges: Mapping[int, set[int]], start: Iterable[int]) -> set[int]:
    """Claim ids reachable from ``start`` along supersession edges (old → new), ``start`` excluded."""
    seen: set[int] = set()
    todo = list(start)
    while todo:
        for nxt in edges.get(todo.pop(), ()):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def evaluate_supersession(pairs: list[dict], *, received_texts: Mapping[str, str] | None = None,
                          urls_by_id: Mapping[str, str] | None = None) -> SupersessionReport:
    """Judge the labelled ``pairs`` (from :func:`read_pairs`) against the stored claims and supersessions.

    Args:
        pairs: the labelled pairs.
        received_texts: document URL → its text as received, for sides given by offsets.
        urls_by_id: document id → URL, for sides that name a ``document_id``.

    Returns a :class:`SupersessionReport`. Raises InputError for evidence
    found in no stored text. Reads: the documents, their claims of the pairs'
    entities, and those entities' supersessions (a few queries).
    """
    from ..models import Claim, Document, Supersession

    def url_of(side: dict) -> str | None:
        return side.get("document_url") or (urls_by_id or {}).get(str(side.get("document_id", "")))

    urls = {url_of(p[side]) for p in pairs for side in ("earlier", "later")} - {None}
    documents: dict[str, Document] = {}
    for doc in Document.objects.filter(url__in=urls).order_by("url", "-version").only("id", "url", "text"):
        documents.setdefault(doc.url, doc)
    sides = [{**p[side], "document_url": url_of(p[side]), "subject": p["entity"], "claim_type": "", "lane": "",
              "_line": p["_line"]} for p in pairs for side in ("earlier", "later")]
    spans, missing = resolve_gold([s for s in sides if s["document_url"] in documents],
                                  stored_texts={u: d.text for u, d in documents.items()},
                                  received_texts=received_texts)
    missing = sorted(set(missing) | {s["document_url"] or "?" for s in sides if s["document_url"] not in documents})
    span_of = iter(spans)
    located = [next(span_of) if s["document_url"] in documents else None for s in sides]

    entities = {p["entity"] for p in pairs}
    claims_by_doc: dict[int, list] = defaultdict(list)
    for claim in (Claim.objects.filter(document_id__in=[d.id for d in documents.values()], subject__slug__in=entities)
                  .only("id", "document_id", "subject_id", "subject__slug", "predicate", "qualifier", "object_text",
                        "object_value", "object_unit", "evidence_start", "evidence_end")
                  .select_related("subject")):
        claims_by_doc[claim.document_id].append(claim)

    def stored_at(span, entity: str, predicate: str = "") -> list[int]:
        if span is None:
            return []
        doc = documents[span.document]
        return [c.id for c in claims_by_doc[doc.id]
                if c.subject.slug == entity and c.evidence_start < span.end and span.start < c.evidence_end
                and (not predicate or c.predicate == predicate or (c.predicate, predicate) in CROSS_PREDICATES)]

    # A later side's claim is met by any claim of its document that restates it: a document may state
    # a figure twice ("5,000" and "around 5,000 robots"), and one retirement names one of them.
    restating: dict[int, set[int]] = defaultdict(set)
    for claims in claims_by_doc.values():
        for a in claims:
            restating[a.id] = {b.id for b in claims if b.id == a.id or restates(a, b)}
    edges: dict[int, set[int]] = defaultdict(set)
    events = list(Supersession.objects.filter(subject__slug__in=entities)
                  .select_related("old_claim__source", "new_claim__source", "subject")
                  .order_by("subject__slug", "effective_at", "id"))
    for event in events:
        if event.reverted_at is None:
            edges[event.old_claim_id].add(event.new_claim_id)

    report = SupersessionReport(missing_documents=missing)
    for index, pair in enumerate(pairs):
        earlier = stored_at(located[2 * index], pair["entity"])
        wanted = predicate_key(pair["predicate"]) if pair.get("predicate") else ""
        later = stored_at(located[2 * index + 1], pair["entity"], wanted)
        met = {c for claim_id in later for c in restating.get(claim_id, {claim_id})}
        direct = any(new in edges.get(old, ()) for old in earlier for new in met)
        chain = direct or bool(_reachable(edges, earlier) & met)
        report.results.append(PairResult(pair, earlier, later, direct, chain))
    report.recorded = [{
        "entity": e.subject.slug, "predicate": e.predicate, "rule": e.rule, "effective_at": e.effective_at.isoformat(),
        "reverted": e.reverted_at is not None, "old_claim": e.old_claim_id, "new_claim": e.new_claim_id,
        "old_object": e.old_claim.object_text, "new_object": e.new_claim.object_text,
        "old_statement": e.old_claim.statement, "old_source": e.old_claim.source.key,
        "old_known_at": e.old_claim.known_at.isoformat(), "new_statement": e.new_claim.statement,
        "new_source": e.new_claim.source.key, "new_known_at": e.new_claim.known_at.isoformat(),
    } for e in events]
    return report
