"""Extraction evaluation against hand-labelled gold claims.

Gold file (JSON Lines), one claim a line: ``subject`` (entity slug),
``claim_type``, ``lane``, optionally ``predicate`` and ``object``, and the
evidence either as

* ``document_url`` + ``evidence``: an exact substring of the document's text
  (the demo's gold, ``demo/gold_claims.jsonl``), or
* ``document_url`` (or ``document_id``) + ``evidence_start``/``evidence_end``:
  character offsets into the document's text as it was received — for text the
  project may not copy (``tests/data/realnews/``). Offsets need that text:
  :func:`resolve_gold` takes it.

The stored text of a document has its page debris removed
(:mod:`claims.cleaning`), so gold evidence is located in it in this order: the
evidence as given; the evidence cleaned as the document was; the evidence with
white space collapsed. Offsets into the received text are mapped through the
cleaning's offset map.

Matching: a predicted claim matches a gold claim when both are in the same
document, have the same subject and claim type, and their evidence spans
overlap; each claim matches at most once (greedy, gold in text order).
Precision and recall are computed per claim type over the gold-labelled
documents only; lane accuracy is the share of matched pairs whose lanes agree;
bear recall is the share of gold bear claims matched by a bear claim.
"""

from __future__ import annotations

import datetime as dt
import re
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from ..cleaning import clean_document_text, clean_fragment
from ..records import InputError, read_json_lines

CLAIM_TYPES = ("deployment", "funding", "capability", "timeline", "statistic", "opinion")
LANES = ("canonical", "bull", "bear")


@dataclass(frozen=True)
class EvidenceSpan:
    """One claim, gold or predicted, as matching sees it: where, about whom, what type, which lane.

    ``document`` is the document's URL; ``start``/``end`` are offsets into its
    stored (cleaned) text.
    """

    document: str
    subject: str
    claim_type: str
    lane: str
    start: int
    end: int
    predicate: str = ""
    label: str = ""  # the object text or statement, for error reports


@dataclass
class TypeScore:
    gold: int = 0
    predicted: int = 0
    matched: int = 0

    @property
    def precision(self) -> float:
        return self.matched / self.predicted if self.predicted else 0.0

    @property
    def recall(self) -> float:
        return self.matched / self.gold if self.gold else 0.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0


@dataclass
class EvaluationReport:
    """Scores of one evaluation; ``misses`` and ``false_positives`` list the unmatched claims."""

    documents: int
    by_type: dict[str, TypeScore] = field(default_factory=dict)
    lane_pairs: int = 0
    lane_agree: int = 0
    bear_gold: int = 0
    bear_found: int = 0
    missing_documents: list[str] = field(default_factory=list)
    misses: list[EvidenceSpan] = field(default_factory=list)
    false_positives: list[EvidenceSpan] = field(default_factory=list)
    lane_errors: list[tuple[EvidenceSpan, EvidenceSpan]] = field(default_factory=list)

    @property
    def overall(self) -> TypeScore:
        total = TypeScore()
        for score in self.by_type.values():
            total.gold += score.gold
            total.predicted += score.predicted
            total.matched += score.matched
        return total

    @property
    def lane_accuracy(self) -> float:
        return self.lane_agree / self.lane_pairs if self.lane_pairs else 0.0

    @property
    def bear_recall(self) -> float:
        return self.bear_found / self.bear_gold if self.bear_gold else 0.0

    def as_dict(self) -> dict:
        overall = self.overall
        return {
            "documents": self.documents,
            "by_type": {
                t: {"gold": s.gold, "predicted": s.predicted, "matched": s.matched,
                    "precision": round(s.precision, 3), "recall": round(s.recall, 3)}
                for t, s in self.by_type.items()
            },
            "overall": {"gold": overall.gold, "predicted": overall.predicted, "matched": overall.matched,
                        "precision": round(overall.precision, 3), "recall": round(overall.recall, 3),
                        "f1": round(overall.f1, 3)},
            "lane_accuracy": round(self.lane_accuracy, 3),
            "lane_pairs": self.lane_pairs,
            "bear_recall": round(self.bear_recall, 3),
            "bear_gold": self.bear_gold,
            "missing_documents": self.missing_documents,
        }

    def lines(self) -> list[str]:
        """The report as the command prints it."""
        out = [f"documents evaluated: {self.documents}"]
        if self.missing_documents:
            out.append(f"not ingested: {', '.join(self.missing_documents)}")
        out.append(f"{'claim type':<12} {'gold':>5} {'pred':>5} {'match':>5} {'precision':>9} {'recall':>7}")
        for name, s in self.by_type.items():
            out.append(f"{name:<12} {s.gold:>5} {s.predicted:>5} {s.matched:>5} {s.precision:>9.2f} {s.recall:>7.2f}")
        o = self.overall
        out.append(f"{'all':<12} {o.gold:>5} {o.predicted:>5} {o.matched:>5} {o.precision:>9.2f} {o.recall:>7.2f}")
        out.append(f"lane accuracy: {self.lane_accuracy:.2f} over {self.lane_pairs} matched claims")
        out.append(f"bear recall: {self.bear_recall:.2f} ({self.bear_found} of {self.bear_gold} gold bear claims "
                   "found as bear claims)")
        return out


def score_extraction(gold: Iterable[EvidenceSpan], predicted: Iterable[EvidenceSpan],
                     *, documents: Iterable[str] | None = None) -> EvaluationReport:
    """Score predicted claims against gold claims (module docstring). Pure.

    Args:
        gold: the gold claims.
        predicted: the extractor's claims; those of documents without gold are ignored.
        documents: the documents evaluated (default: those of ``gold``).

    Returns an :class:`EvaluationReport` with the unmatched claims listed.
    """
    gold = list(gold)
    docs = set(documents) if documents is not None else {g.document for g in gold}
    report = EvaluationReport(documents=len(docs))
    report.by_type = {t: TypeScore() for t in CLAIM_TYPES}
    gold_by_doc: dict[str, list[EvidenceSpan]] = defaultdict(list)
    for g in gold:
        gold_by_doc[g.document].append(g)
        report.by_type.setdefault(g.claim_type, TypeScore()).gold += 1
        report.bear_gold += g.lane == "bear"
    pred_by_doc: dict[str, list[EvidenceSpan]] = defaultdict(list)
    for p in predicted:
        if p.document in docs:
            pred_by_doc[p.document].append(p)
            report.by_type.setdefault(p.claim_type, TypeScore()).predicted += 1
    for doc in sorted(docs):
        preds = sorted(pred_by_doc.get(doc, []), key=lambda p: (p.start, p.end))
        used: set[int] = set()
        for g in sorted(gold_by_doc.get(doc, []), key=lambda g: (g.start, g.end)):
            match = next(
                (i for i, p in enumerate(preds) if i not in used and p.subject == g.subject
                 and p.claim_type == g.claim_type and p.start < g.end and g.start < p.end),
                None,
            )
            if match is None:
                report.misses.append(g)
                continue
            used.add(match)
            p = preds[match]
            report.by_type[g.claim_type].matched += 1
            report.lane_pairs += 1
            report.lane_agree += p.lane == g.lane
            report.bear_found += g.lane == "bear" and p.lane == "bear"
            if p.lane != g.lane:
                report.lane_errors.append((g, p))
        report.false_positives += [p for i, p in enumerate(preds) if i not in used]
    return report


# ----------------------------------------------------------------------------- gold files


def read_gold(path: str | Path) -> list[dict]:
    """The gold rows of a JSON Lines file; raises InputError naming a bad line."""
    rows = []
    for number, row in read_json_lines(path):
        missing = {"subject", "claim_type", "lane"} - row.keys()
        if "document_url" not in row and "document_id" not in row:
            missing.add("document_url")
        if "evidence" not in row and not {"evidence_start", "evidence_end"} <= row.keys():
            missing.add("evidence (or evidence_start and evidence_end)")
        if missing:
            raise InputError(f"{path}: line {number}: missing {', '.join(sorted(missing))}")
        rows.append({**row, "_line": number})
    return rows


def documents_as_received(path: str | Path) -> tuple[dict[str, str], dict[str, str]]:
    """``(URL → text as received, document id → URL)`` from a documents JSON Lines file (DESIGN.md format).

    Gold that points at evidence by offsets needs the text it was labelled on.
    Raises InputError for a line that is not a JSON object.
    """
    from ..services import iter_document_lines

    received, urls_by_id = {}, {}
    for _, data, error in iter_document_lines(path):
        if error:
            raise InputError(f"{path}: {error}")
        received[data.get("url", "")] = data.get("text", "")
        if data.get("id"):
            urls_by_id[str(data["id"])] = data.get("url", "")
    return received, urls_by_id


def locate_evidence(text: str, evidence: str) -> tuple[int, int] | None:
    """Where ``evidence`` (as labelled, maybe with debris) is in a stored, cleaned ``text``; None if nowhere.

    Tried in order: the evidence as given, the evidence cleaned as a document
    is (:func:`claims.cleaning.clean_fragment`), and the evidence with white
    space collapsed matched against the text's words.
    """
    for candidate in (evidence, clean_fragment(evidence)):
        if candidate:
            start = text.find(candidate)
            if start >= 0:
                return start, start + len(candidate)
    words = clean_fragment(evidence).split()
    if not words:
        return None
    pattern = r"\s+".join(re.escape(w) for w in words)
    m = re.search(pattern, text)
    return (m.start(), m.end()) if m else None


def resolve_gold(rows: Iterable[dict], *, stored_texts: Mapping[str, str],
                 received_texts: Mapping[str, str] | None = None,
                 urls_by_id: Mapping[str, str] | None = None) -> tuple[list[EvidenceSpan], list[str]]:
    """Turn gold rows into :class:`EvidenceSpan` s on the stored texts.

    Args:
        rows: from :func:`read_gold`.
        stored_texts: document URL → its stored (cleaned) text.
        received_texts: document URL → its text as received, for offset rows.
        urls_by_id: document id → URL, for rows that name a ``document_id`` only.

    Returns ``(spans, missing document URLs)``. Raises InputError for evidence
    that is in no stored text, or offsets without the received text.
    """
    spans: list[EvidenceSpan] = []
    missing: set[str] = set()
    cleaned: dict[str, object] = {}
    for row in rows:
        url = row.get("document_url") or (urls_by_id or {}).get(row.get("document_id", ""))
        if not url:
            raise InputError(f"gold line {row.get('_line', '?')}: unknown document id {row.get('document_id')!r}")
        text = stored_texts.get(url)
        if text is None:
            missing.add(url)
            continue
        if "evidence" in row:
            found = locate_evidence(text, row["evidence"])
            if found is None:
                raise InputError(f"gold evidence not found in {url}: {row['evidence'][:60]!r}")
        else:
            raw = (received_texts or {}).get(url)
            if raw is None:
                raise InputError(f"gold line {row.get('_line', '?')} gives offsets into {url}, "
                                 "but its received text is not available (pass the documents file)")
            start, end = int(row["evidence_start"]), int(row["evidence_end"])
            if not 0 <= start < end <= len(raw):
                raise InputError(f"gold line {row.get('_line', '?')}: offsets {start}–{end} outside {url}")
            if url not in cleaned:
                cleaned[url] = clean_document_text(raw)
            mapped = cleaned[url].span_from_raw(start, end) if cleaned[url].text == text else None
            found = mapped or locate_evidence(text, raw[start:end])
            if found is None:
                raise InputError(f"gold evidence of line {row.get('_line', '?')} not found in {url}")
        spans.append(EvidenceSpan(url, row["subject"], row["claim_type"], row["lane"], found[0], found[1],
                                  row.get("predicate", ""), str(row.get("object", ""))))
    return spans, sorted(missing)


# ----------------------------------------------------------------------------- stored claims


def evaluate_extraction(gold_rows: list[dict], *, received_texts: Mapping[str, str] | None = None,
                        urls_by_id: Mapping[str, str] | None = None) -> EvaluationReport:
    """Compare the stored claims of the gold documents (latest version) with the gold claims."""
    from ..models import Claim, Document

    urls = {row.get("document_url") or (urls_by_id or {}).get(row.get("document_id", "")) for row in gold_rows}
    urls.discard(None)
    documents: dict[str, Document] = {}
    for doc in Document.objects.filter(url__in=urls).order_by("url", "-version").only("id", "url", "text"):
        documents.setdefault(doc.url, doc)
    gold, missing = resolve_gold(gold_rows, stored_texts={u: d.text for u, d in documents.items()},
                                 received_texts=received_texts, urls_by_id=urls_by_id)
    url_of = {d.id: u for u, d in documents.items()}
    predicted = [
        EvidenceSpan(url_of[c.document_id], c.subject.slug, c.claim_type, c.lane, c.evidence_start, c.evidence_end,
                     c.predicate, c.object_text)
        for c in Claim.objects.filter(document_id__in=list(url_of)).select_related("subject")
        .only("document_id", "subject__slug", "claim_type", "lane", "evidence_start", "evidence_end", "predicate",
              "object_text")
    ]
    report = score_extraction(gold, predicted, documents=documents.keys())
    report.missing_documents = missing
    return report


# ----------------------------------------------------------------------------- in memory


@dataclass(frozen=True)
class OfflineDocument:
    """A document to extract in memory: as received, with its source's key and its known-at."""

    url: str
    source: str
    text: str
    published_at: dt.datetime
    title: str = ""


def evaluate_offline(gold_rows: list[dict], documents: Iterable[OfflineDocument], *, entities, manifests,
                     urls_by_id: Mapping[str, str] | None = None) -> EvaluationReport:
    """Extract and route ``documents`` in memory, as ingestion would, and score them against the gold.

    Nothing is stored or embedded. ``entities`` is the registry as
    ``EntityRef`` s; ``manifests`` maps a source key to its
    ``claims.routing.SourceManifest``. The extractor is the configured one
    (``claims.pipeline.extract_and_route``).
    """
    from ..pipeline import extract_and_route, prepare_text

    documents = list(documents)
    stored, received, predicted = {}, {}, []
    for doc in documents:
        received[doc.url] = doc.text
        text = prepare_text(doc.text).text
        stored[doc.url] = text
        prepared = extract_and_route(text=text, published_at=doc.published_at, entities=entities,
                                     manifest=manifests[doc.source], title=doc.title, embed=False)
        predicted += [
            EvidenceSpan(doc.url, claim.subject, claim.claim_type, decision.lane, claim.evidence_start,
                         claim.evidence_end, claim.predicate, claim.object_text)
            for claim, decision in prepared.items
        ]
    gold, missing = resolve_gold(gold_rows, stored_texts=stored, received_texts=received, urls_by_id=urls_by_id)
    labelled = {row.get("document_url") or (urls_by_id or {}).get(row.get("document_id", "")) for row in gold_rows}
    report = score_extraction(gold, predicted, documents=[url for url in stored if url in labelled])
    report.missing_documents = missing
    return report
