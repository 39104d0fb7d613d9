"""The resolver against hand labels: how often its verdicts agree with a person's, and how many it left open.

A gold file (JSON Lines) has one line per dated prediction whose date has
passed: ``document_url``, ``subject`` (an entity slug), ``evidence`` (the
sentence, as in the document), ``expected`` (a status value: ``fulfilled``,
``partly_fulfilled``, ``falsified`` or ``unresolved``) and an optional
``note``. :func:`evaluate_predictions` matches each line to the stored
prediction made from that sentence and compares its stored verdict:

* **accuracy on resolved**: of the predictions the resolver decided
  (fulfilled, partly fulfilled, falsified), the share whose verdict is the
  label;
* **per status**: for each label, how many the resolver gave that verdict,
  another verdict, or left undecided;
* **left unresolved**: gold lines the resolver did not decide;
* **uncited**: decided verdicts without a cited claim (must be none).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from claims.records import InputError, read_json_lines

from .models import DECIDED, Prediction, Status

__all__ = ["GoldReport", "evaluate_predictions", "read_gold"]

_LABELS = {Status.FULFILLED, Status.PARTLY_FULFILLED, Status.FALSIFIED, Status.UNRESOLVED}


def read_gold(path: str | Path) -> list[dict]:
    """The gold lines of ``path``, validated. Raises InputError naming the first bad line."""
    rows = []
    for number, row in read_json_lines(path):
        missing = [k for k in ("document_url", "subject", "evidence", "expected") if not row.get(k)]
        if missing:
            raise InputError(f"{path}: line {number}: missing {', '.join(missing)}")
        if row["expected"] not in _LABELS:
            raise InputError(f"{path}: line {number}: expected must be one of "
                             f"{', '.join(sorted(_LABELS))}, not {row['expected']!r}")
        rows.append({**row, "_line": number})
    if not rows:
        raise InputError(f"{path}: no gold lines")
    return rows


@dataclass
class GoldReport:
    """What :func:`evaluate_predictions` found (module docstring)."""

    total: int = 0
    matched: int = 0
    missing: list[dict] = field(default_factory=list)
    resolved: int = 0
    correct: int = 0
    left_unresolved: int = 0
    uncited: list[int] = field(default_factory=list)
    by_label: dict[str, Counter] = field(default_factory=dict)
    disagreements: list[tuple[dict, Prediction]] = field(default_factory=list)

    @property
    def accuracy(self) -> float | None:
        return self.correct / self.resolved if self.resolved else None

    def as_dict(self) -> dict:
        return {
            "gold": self.total, "matched": self.matched, "missing": [g["_line"] for g in self.missing],
            "resolved": self.resolved, "correct": self.correct, "accuracy_on_resolved": self.accuracy,
            "left_unresolved": self.left_unresolved, "uncited_verdicts": self.uncited,
            "by_label": {k: dict(v) for k, v in self.by_label.items()},
            "disagreements": [{"line": g["_line"], "expected": g["expected"], "got": p.status, "prediction": p.pk}
                              for g, p in self.disagreements],
        }

    def lines(self) -> list[str]:
        out = [f"gold predictions: {self.total}, matched to a stored prediction: {self.matched}"]
        accuracy = "n/a" if self.accuracy is None else f"{self.accuracy:.2f}"
        out.append(f"resolved by the rules: {self.resolved}, agreeing with the label: {self.correct} "
                   f"(accuracy on resolved: {accuracy})")
        out.append(f"left unresolved (open, past due or unresolved): {self.left_unresolved}")
        out.append(f"decided verdicts without a cited claim: {len(self.uncited)}")
        out.append("per label: label  n  agreed  other verdict  undecided")
        for label in (Status.FULFILLED, Status.PARTLY_FULFILLED, Status.FALSIFIED, Status.UNRESOLVED):
            c = self.by_label.get(label, Counter())
            n = sum(c.values())
            if n:
                out.append(f"  {label:<17} {n:>3} {c['agreed']:>7} {c['other']:>14} {c['undecided']:>10}")
        for g, p in self.disagreements:
            out.append(f"  line {g['_line']}: expected {g['expected']}, got {p.status} ({p.rule}, cites "
                       f"{p.cited_claim_ids}): {g['evidence'][:90]}")
        for g in self.missing:
            out.append(f"  line {g['_line']}: no stored prediction for: {g['evidence'][:90]}")
        return out


def evaluate_predictions(gold: list[dict]) -> GoldReport:
    """Compare stored verdicts with ``gold`` (from :func:`read_gold`). One query. Returns a GoldReport."""
    report = GoldReport(total=len(gold))
    urls = {g["document_url"] for g in gold}
    stored = list(Prediction.objects.filter(claim__document__url__in=urls)
                  .select_related("claim__document", "subject").defer("claim__embedding", "claim__document__text"))
    for g in gold:
        match = next((p for p in stored if p.claim.document.url == g["document_url"]
                      and p.subject.slug == g["subject"] and g["evidence"] in p.claim.evidence_text), None)
        if match is None:
            report.missing.append(g)
            continue
        report.matched += 1
        counts = report.by_label.setdefault(g["expected"], Counter())
        decided = match.status in DECIDED
        if decided and not match.cited_claim_ids:
            report.uncited.append(match.pk)
        if decided:
            report.resolved += 1
            report.correct += match.status == g["expected"]
        else:
            report.left_unresolved += 1
        if match.status == g["expected"] or (not decided and g["expected"] == Status.UNRESOLVED):
            counts["agreed"] += 1
        elif decided:
            counts["other"] += 1
            report.disagreements.append((g, match))
        else:
            counts["undecided"] += 1
    return report
