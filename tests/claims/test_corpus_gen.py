"""The synthetic corpus records the relations ingestion would record for the same claims."""

from claims.models import LIVE_STATUSES, Claim, Conflict, Lane
from claims.relations.conflicts import conflicts_detect_many


def test_generated_conflicts_are_the_ones_conflict_detection_records(db):
    """Delete the generator's conflict rows, run the real detection (rule conflict.v1) over every live canonical
    claim: the same pairs come back, decided by the same rule for the same winner."""
    from claims.corpus_gen import corpus_generate

    stats = corpus_generate(claims=1_200, entities=6, seed=3, reset=True, sources=12)
    generated = set(Conflict.objects.values_list("claim_a_id", "claim_b_id", "rule", "winner_id"))
    assert stats.conflicts == len(generated) > 20

    Conflict.objects.all().delete()
    canonical = list(Claim.objects.filter(lane=Lane.CANONICAL, status__in=LIVE_STATUSES).order_by("known_at", "id"))
    conflicts_detect_many(claims=canonical)
    detected = set(Conflict.objects.values_list("claim_a_id", "claim_b_id", "rule", "winner_id"))
    assert detected == generated
