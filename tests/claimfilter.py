"""Could a learned filter raise the rules' precision? A measurement, not part of the product.

Trains a logistic regression that keeps or drops each claim ``extract.rules.v2``
predicts, on the real-news development split and the press-forms passages
(a predicted claim is a positive when it matches a gold claim under
``evaluate_extraction``'s rule), and scores it on the real-news test split.
Features per claim: the MiniLM embeddings (``core.embeddings``, 384-d each) of
its evidence and of its statement, one-hot claim type, lane and subject kind,
its confidence, ``hedged`` and ``forward_looking``, and whether the subject's
name begins in the evidence.

Prints the ROC AUC on the test split and, for each threshold on the kept
probability, matched / predicted claims, precision, recall and F1 against the
test split's gold claims. Needs scikit-learn, which the product does not
depend on (``pip install scikit-learn==1.9.1``)::

    python -m tests.claimfilter
"""

from __future__ import annotations

import datetime as dt
from collections import Counter

THRESHOLDS = (0.3, 0.4, 0.5, 0.6, 0.7)


def predicted_claims(part: str) -> tuple[list[dict], int]:
    """The rules' claims on ``part`` (``dev``, ``test`` or ``press``), each a dict with ``matched`` (0/1).

    Returns the claims and the number of gold claims of the part.
    """
    from claims.evaluation.extraction import EvidenceSpan, resolve_gold, score_extraction
    from claims.pipeline import extract_and_route, prepare_text
    from claims.routing import SourceManifest
    from tests import pressforms, realnews

    entities = realnews.entity_refs()
    kinds = {entity.slug: (entity.kind, entity.name) for entity in entities}
    if part == "press":
        news = SourceManifest("news", 2, "active")
        docs = [(row["id"], row["text"], dt.datetime.fromisoformat(row["published_at"]), row.get("title", ""), news)
                for row in pressforms.rows()]
    else:
        ids, manifests = set(realnews.split()[part]), realnews.manifests()
        docs = [(row["url"], row["text"], realnews.published_at(row)[0], row["title"], manifests[row["source"]])
                for row in realnews.rows() if row["id"] in ids]
    stored, claims, spans = {}, [], []
    for key, text, when, title, manifest in docs:
        stored[key] = prepare_text(text).text
        prepared = extract_and_route(text=stored[key], published_at=when, entities=entities, manifest=manifest,
                                     title=title, embed=False)
        for claim, decision in prepared.items:
            kind, name = kinds.get(claim.subject, ("", claim.subject))
            claims.append({"claim_type": claim.claim_type, "lane": decision.lane, "kind": kind,
                           "confidence": claim.confidence, "hedged": claim.hedged,
                           "forward_looking": claim.forward_looking, "evidence": claim.evidence_text,
                           "statement": claim.statement,
                           "named": name.split()[0].lower() in claim.evidence_text.lower()})
            spans.append(EvidenceSpan(key, claim.subject, claim.claim_type, decision.lane, claim.evidence_start,
                                      claim.evidence_end))
    if part == "press":
        gold = [EvidenceSpan(row["id"], label["subject"], label["claim_type"], label["lane"],
                             stored[row["id"]].find(label["evidence"]),
                             stored[row["id"]].find(label["evidence"]) + len(label["evidence"]))
                for row in pressforms.rows() for label in row["claims"]]
    else:
        gold, _ = resolve_gold(realnews.gold_rows(part), stored_texts=stored, received_texts=realnews.received_texts(),
                               urls_by_id=realnews.urls_by_id())
    unmatched = Counter(score_extraction(gold, spans, documents=list(stored)).false_positives)
    for claim, span in zip(claims, spans):
        claim["matched"] = 0 if unmatched[span] > 0 else 1
        unmatched[span] -= claim["matched"] == 0
    return claims, len(gold)


def features(claims: list[dict]):
    """An (n, 781) array: evidence and statement embeddings, then the claim's own fields."""
    import numpy as np

    from claims.evaluation.extraction import CLAIM_TYPES, LANES
    from core.embeddings import get_embedding_backend

    backend = get_embedding_backend()
    evidence = backend.embed([claim["evidence"] for claim in claims])
    statement = backend.embed([claim["statement"] for claim in claims])
    own = np.array([[claim["claim_type"] == t for t in CLAIM_TYPES] + [claim["lane"] == lane for lane in LANES]
                    + [claim["kind"] == k for k in ("company", "robot", "market", "person")]
                    + [claim["confidence"], claim["hedged"], claim["forward_looking"], claim["named"]]
                    for claim in claims], dtype=float)
    return np.hstack([evidence, statement, own])


def main() -> None:
    import numpy as np
    from sklearn.linear_model import LogisticRegression
    from sklearn.metrics import roc_auc_score

    train = predicted_claims("dev")[0] + predicted_claims("press")[0]
    test, gold = predicted_claims("test")
    truth = np.array([claim["matched"] for claim in test])
    print(f"train: {len(train)} predicted claims; test split: {len(test)} predicted, {int(truth.sum())} matched, "
          f"{gold} gold")
    for c in (0.1, 1.0):
        model = LogisticRegression(C=c, max_iter=5000).fit(features(train), [claim["matched"] for claim in train])
        kept = model.predict_proba(features(test))[:, 1]
        print(f"C={c}: ROC AUC {roc_auc_score(truth, kept):.3f}")
        for threshold in (0.0, *THRESHOLDS):
            keep = kept >= threshold
            matched, predicted = int(truth[keep].sum()), int(keep.sum())
            print(f"  keep p >= {threshold:.1f}: {matched} of {predicted}  P {matched / predicted:.2f}  "
                  f"R {matched / gold:.2f}  F1 {2 * matched / (predicted + gold):.3f}")


if __name__ == "__main__":
    import os

    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.test")
    django.setup()
    main()
