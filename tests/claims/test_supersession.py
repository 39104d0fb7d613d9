"""Supersession ``supersede.v3``: precision and recall on labelled claim chains, and the real pipeline."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from claims.models import Claim, Entity, Supersession
from claims.services import sources_load
from claims.vocabulary import predicate_key

from .test_trust import EXTRA_SOURCES, make_claim, trust_world  # noqa: F401 (a fixture)

CHAINS = Path(__file__).resolve().parent.parent / "data" / "supersession_chains.jsonl"


def load_chains() -> list[dict]:
    return [json.loads(line) for line in CHAINS.read_text().splitlines() if line.strip()]


def test_fixture_has_at_least_thirty_labelled_pairs_in_every_category():
    """The fixture labels ≥ 30 claim pairs across revisions, pauses, projections and unrelated claims."""
    chains = load_chains()
    pairs = sum(len(c["claims"]) * (len(c["claims"]) - 1) // 2 for c in chains)
    assert pairs >= 30
    categories = {c["category"] for c in chains}
    assert {"funding_revised", "deployment_paused", "projection_revised", "unrelated"} <= categories


def test_supersession_precision_and_recall_on_labelled_chains(world):
    """Each chain is stored claim by claim; predicted retirements match the labels with precision ≥ 0.95."""
    sources_load(records=EXTRA_SOURCES)
    predicted, gold, wrong, missed = set(), set(), [], []
    for chain in load_chains():
        entity = Entity.objects.create(name=f"Chain {chain['id']}", slug=f"chain-{chain['id']}")
        claims = [
            make_claim(entity=entity, source=c["source"], known_at=c["known_at"], predicate=c["predicate"],
                       object_text=c["object_text"], value=c.get("value"), unit=c.get("unit", ""),
                       qualifier=c.get("qualifier", ""), lane=c.get("lane", "canonical"),
                       claim_type=c["claim_type"])
            for c in chain["claims"]
        ]
        index = {claim.pk: i for i, claim in enumerate(claims)}
        got = {
            (chain["id"], index[old], index[new])
            for old, new in Supersession.objects.filter(subject=entity, reverted_at__isnull=True)
            .values_list("old_claim_id", "new_claim_id")
        }
        want = {(chain["id"], old, new) for old, new in chain["supersedes"]}
        predicted |= got
        gold |= want
        wrong += [f"{chain['id']} ({chain['note']}): {p[1]}→{p[2]}" for p in got - want]
        missed += [f"{chain['id']} ({chain['note']}): {p[1]}→{p[2]}" for p in want - got]
    true_positives = len(predicted & gold)
    precision = true_positives / len(predicted) if predicted else 0.0
    recall = true_positives / len(gold)
    print(f"\nsupersede.v3 on {CHAINS.name}: precision {precision:.3f} ({true_positives}/{len(predicted)}), "
          f"recall {recall:.3f} ({true_positives}/{len(gold)})")
    print("false retirements:", wrong or "none")
    print("missed:", missed or "none")
    assert precision >= 0.95, wrong
    assert recall >= 0.85, missed


def test_predicate_synonyms_collapse_to_one_key_but_different_facts_do_not():
    """"closed a round of" and "raised" mean raised_funding; "total_funding" stays a fact of its own."""
    assert predicate_key("closed a round of") == predicate_key("raised") == "raised_funding"
    assert predicate_key("Valued at") == "valuation"
    assert predicate_key("total_funding") == "total_funding"


def test_nothing_is_deleted_and_the_old_claim_stays_on_record(world):
    """A superseded claim keeps its row and its status; it is only absent from current views."""
    entity = Entity.objects.get(slug="acme-robotics")
    old = make_claim(entity=entity, source="acme-newsroom", known_at="2024-01-10", predicate="raised_funding",
                     object_text="$100 million", value=100_000_000, unit="USD", qualifier="Series B")
    make_claim(entity=entity, source="acme-newsroom", known_at="2024-02-10", predicate="raised",
               object_text="$120 million", value=120_000_000, unit="USD", qualifier="Series B")
    old.refresh_from_db()
    assert old.status == "auto" and Claim.objects.count() == 2
    assert Supersession.objects.get().reason == "raised_funding: '$100 million' → '$120 million'"


def test_a_change_of_state_reads_as_one_in_the_log():
    """A partnership ended is logged as the change it is, not as "partnership_ended: 'X' → 'X'"."""
    from types import SimpleNamespace
    from claims.relations.supersession import supersession_reason
    began = SimpleNamespace(predicate="partnership", object_text="OpenAI")
    ended = SimpleNamespace(predicate="partnership_ended", object_text="OpenAI")
    assert supersession_reason(began, ended) == "partnership 'OpenAI' → partnership_ended"
    paused = SimpleNamespace(predicate="deployment_paused", object_text="the Spartanburg plant")
    deployed = SimpleNamespace(predicate="deployed_at", object_text="BMW Spartanburg")
    assert supersession_reason(deployed, paused) == "deployed_at 'BMW Spartanburg' → deployment_paused 'the Spartanburg plant'"


@pytest.mark.slow
def test_revised_round_through_the_real_pipeline_retires_the_earlier_figure(client, ingest):
    """Two press releases about one Series B, the second revising the amount: the article shows the revision."""
    ingest("Acme Robotics raised $100 million in a Series B round.", published_at="2024-01-10",
           title="Acme closes Series B")
    ingest("Acme Robotics raised $120 million in a Series B round, more than first announced.",
           published_at="2024-02-10", title="Acme Series B grows")
    event = Supersession.objects.get()
    assert (event.old_claim.object_value, event.new_claim.object_value) == (100_000_000, 120_000_000)
    page = re.sub(r"<[^>]+>", "", client.get("/wiki/acme-robotics/").content.decode().split('class="footnotes"', 1)[0])
    assert "raised $120 million" in page
    assert "$100 million" not in page.replace("Earlier reports put", "\n").split("\n", 1)[0]  # history only
    assert "$100 million" in client.get("/wiki/acme-robotics/?as_of=2024-01-20").content.decode()


def test_evaluate_supersession_judges_labelled_pairs_and_lists_every_supersession(ingest, tmp_path):
    """A true update linked, a non-update not linked, every recorded supersession printed; bad files refused."""
    import io

    from django.core.management import CommandError, call_command

    ingest("Acme Robotics is valued at $1 billion.", url="https://example.test/a", published_at="2024-01-10")
    ingest("Acme Robotics raised $50 million in a Series A round.", url="https://example.test/b",
           published_at="2024-02-10")
    ingest("Acme Robotics is now valued at $3 billion.", url="https://example.test/c", published_at="2024-06-10")
    pairs = tmp_path / "pairs.jsonl"
    side = lambda url, words: {"document_url": url, "evidence": words}  # noqa: E731
    pairs.write_text("\n".join(json.dumps(p) for p in [
        {"entity": "acme-robotics", "earlier": side("https://example.test/a", "valued at $1 billion"),
         "later": side("https://example.test/c", "valued at $3 billion"), "expected": True},
        {"entity": "acme-robotics", "earlier": side("https://example.test/b", "raised $50 million"),
         "later": side("https://example.test/c", "valued at $3 billion"), "expected": False},
    ]) + "\n")
    out = io.StringIO()
    call_command("evaluate_supersession", str(pairs), stdout=out)
    text = out.getvalue()
    assert "expected pairs linked: 1 of 1 directly" in text
    assert "negatives wrongly linked: 0 of 1 directly" in text
    assert "recorded supersessions (1):" in text and "$1 billion" in text and "$3 billion" in text
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"entity": "acme-robotics", "earlier": {}, "expected": "yes"}\n')
    with pytest.raises(CommandError, match=r"line 1: missing later; expected must be true or false"):
        call_command("evaluate_supersession", str(bad))


def test_a_target_for_no_period_does_not_revise_one_set_for_a_period(trust_world):
    """"13 million robots in use by 2035" (a forecast for 2035) is not retired by a later "billions of robots within
    our lifetime" (a target for no period); a later target for 2035 does revise it."""
    dated = make_claim(entity=trust_world, source="wire-a", known_at="2025-04-30", predicate="deployment_target",
                       object_text="13 million humanoid robots", value=13_000_000, unit="robots", qualifier="2035",
                       lane="bull", claim_type="timeline", valid_until="2035-12-31")
    make_claim(entity=trust_world, source="wire-b", known_at="2025-11-24", predicate="deployment_target",
               object_text="billions of humanoid robots", qualifier="", lane="bull", claim_type="timeline")
    assert not Supersession.objects.filter(old_claim=dated).exists()
    make_claim(entity=trust_world, source="wire-b", known_at="2026-01-10", predicate="deployment_target",
               object_text="20 million humanoid robots", value=20_000_000, unit="robots", qualifier="2035",
               lane="bull", claim_type="timeline", valid_until="2035-12-31")
    assert Supersession.objects.get(old_claim=dated).new_claim.object_text == "20 million humanoid robots"
