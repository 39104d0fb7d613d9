"""Extraction evaluation against hand-labelled gold claims.

Gold file (JSON Lines): ``document_url``, ``subject`` (entity slug), ``predicate``,
``object``, ``claim_type``, ``lane``, ``evidence`` (an exact substring of the
document text).

Matching: a predicted claim matches a gold claim when both are in the same
document, have the same subject and claim type, and their evidence spans
overlap; each claim matches at most once (greedy, in text order). Precision
and recall are computed per claim type over the gold-labelled documents only;
lane accuracy is the share of matched pairs whose lanes agree.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from .models import Claim, ClaimType, Document
from .records import InputError


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
    documents: int
    by_type: dict[str, TypeScore] = field(default_factory=dict)
    lane_pairs: int = 0
    lane_agree: int = 0
    missing_documents: list[str] = field(default_factory=list)

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

    def as_dict(self) -> dict:
        return {
            "documents": self.documents,
            "by_type": {
                t: {"gold": s.gold, "predicted": s.predicted, "matched": s.matched,
                    "precision": round(s.precision, 3), "recall": round(s.recall, 3)}
                for t, s in self.by_type.items()
            },
            "overall": {"precision": round(self.overall.precision, 3), "recall": round(self.overall.recall, 3),
                        "f1": round(self.overall.f1, 3)},
            "lane_accuracy": round(self.lane_accuracy, 3),
            "lane_pairs": self.lane_pairs,
            "missing_documents": self.missing_documents,
        }


def read_gold(path: str | Path) -> list[dict]:
    rows = []
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise InputError(f"{path}: line {number}: not valid JSON ({exc.msg})") from exc
        missing = {"document_url", "subject", "claim_type", "lane", "evidence"} - row.keys()
        if missing:
            raise InputError(f"{path}: line {number}: missing {', '.join(sorted(missing))}")
        rows.append(row)
    return rows


def evaluate_extraction(gold_rows: list[dict]) -> EvaluationReport:
    """Compare the stored claims of the gold documents with the gold claims."""
    urls = sorted({row["document_url"] for row in gold_rows})
    documents = {}
    for doc in Document.objects.filter(url__in=urls).order_by("url", "-version"):
        documents.setdefault(doc.url, doc)
    report = EvaluationReport(documents=len(documents))
    report.missing_documents = [u for u in urls if u not in documents]
    for t in ClaimType.values:
        report.by_type[t] = TypeScore()

    gold_by_doc = defaultdict(list)
    for row in gold_rows:
        doc = documents.get(row["document_url"])
        if doc is None:
            continue
        start = doc.text.find(row["evidence"])
        if start < 0:
            raise InputError(f"gold evidence not found in {row['document_url']}: {row['evidence'][:60]!r}")
        gold_by_doc[doc.id].append({**row, "start": start, "end": start + len(row["evidence"])})
        report.by_type.setdefault(row["claim_type"], TypeScore()).gold += 1

    predicted = (
        Claim.objects.filter(document_id__in=[d.id for d in documents.values()])
        .select_related("subject")
        .defer("embedding")
        .order_by("evidence_start", "id")
    )
    pred_by_doc = defaultdict(list)
    for claim in predicted:
        pred_by_doc[claim.document_id].append(claim)
        report.by_type.setdefault(claim.claim_type, TypeScore()).predicted += 1

    for doc_id, golds in gold_by_doc.items():
        used: set[int] = set()
        for gold in sorted(golds, key=lambda g: g["start"]):
            for claim in pred_by_doc.get(doc_id, []):
                if claim.id in used:
                    continue
                if (claim.subject.slug == gold["subject"] and claim.claim_type == gold["claim_type"]
                        and claim.evidence_start < gold["end"] and gold["start"] < claim.evidence_end):
                    used.add(claim.id)
                    report.by_type[gold["claim_type"]].matched += 1
                    report.lane_pairs += 1
                    report.lane_agree += int(claim.lane == gold["lane"])
                    break
    return report
