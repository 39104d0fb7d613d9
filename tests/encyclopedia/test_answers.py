"""Answers to questions on a fictional league: tiers, fusion, capability, permissions, time.

Scenario (tests/data/answers/): P1 facts of the Vellmar Kestrels and their star
Orrin Valdane (league registry, tier 1; front office, tier 2); a P2 statistics
feed of 305 rows (tier 3) with Valdane under the abbreviation PEK and other
minutes; P3 news passages on an injury and the win record; a restricted
scouting desk (group ``scouts``), a stale gazette and a deprecated almanac.
Every name is invented.
"""

from __future__ import annotations

import datetime as dt
import io
import json
import re
from pathlib import Path

import pytest
from django.contrib.auth.models import Group, User
from django.core.management import CommandError, call_command

from claims.facts import facts_load_file, facts_lookup
from claims.models import Claim, Document, Entity, Passage, Source, Supersession
from claims.services import entities_load_file, sources_load_file
from claims.vocabulary import predicate_key
from core.viewer import Viewer
from encyclopedia.answers import INSUFFICIENT, question_answer
from encyclopedia.answers.entities import entities_find
from encyclopedia.answers.evaluation import routing_log_replay
from encyclopedia.answers.intent import routing_rules_load_file
from encyclopedia.models import RoutingLog
from tests.core.fake_openai import fake_openai, llm_on  # noqa: F401
from tests.encyclopedia.news import news_store


pytestmark = pytest.mark.usefixtures("demo_calendar")


ANSWERS = Path(__file__).resolve().parent.parent / "data" / "answers"
PUBLIC = Viewer.anonymous()


def _load_league():
    Group.objects.get_or_create(name="scouts")
    sources_load_file(ANSWERS / "sources.yaml")
    entities_load_file(ANSWERS / "entities.yaml")
    entities_load_file(ANSWERS / "players.yaml")
    routing_rules_load_file(ANSWERS / "routing_rules.yaml")
    facts_load_file(ANSWERS / "facts.jsonl")
    # The 305 statistic statements' own embeddings play no part in answers (P2 is read by SQL).
    facts_load_file(ANSWERS / "stats.jsonl", embed=False)
    news_store(ANSWERS / "news.jsonl")


@pytest.fixture
def league(db, vacuumed_vectors):
    _load_league()


@pytest.fixture
def scout(db):
    user = User.objects.create_user("sam", password="pw")
    user.groups.add(Group.objects.get_or_create(name="scouts")[0])
    return user


def ask(question, viewer=PUBLIC, as_of=None):
    return question_answer(question=question, viewer=viewer, as_of=as_of)


def cited(answer):
    """(tier, source key, kind) of each citation."""
    return [(c.tier, c.source_key, c.kind) for c in answer.citations]


# ---------------------------------------------------------------- the scenario's questions


def test_team_comes_from_p1_and_the_abbreviation_is_only_other_sources_say(league):
    """P1's team is the answer; P2's 'PEK' is listed as "other sources say" with its citation, never the answer."""
    answer = ask("Which team does Orrin Valdane play for?")
    assert answer.answer == "Orrin Valdane plays for Vellmar Kestrels."
    assert cited(answer) == [("P1", "hoop-league-registry", "claim")]
    assert Claim.objects.get(pk=answer.citations[0].id).object_text == "Vellmar Kestrels"
    assert [(c.source_key, c.value) for c in answer.other_sources_say] == [("hoopstat-feed", "PEK")]
    assert "PEK" not in answer.answer and "Drossfield" not in answer.answer
    assert answer.tiers_used == ["P1"] and not answer.insufficient


def test_minutes_come_from_p1_which_replaced_the_earlier_p2_figure(league):
    """P1's 34.5 minutes answer. P2's 31.2 (spelled minutes_per_game), known five days earlier from a lower
    tier, is the same fact: the registry's later figure replaced it (a supersession), so it is not another
    current figure; as of the day in between it is the answer (see the as-of test)."""
    answer = ask("How many minutes per game does Orrin Valdane average?")
    assert answer.answer == "Orrin Valdane averages 34.5 minutes per game (2025-26 season)."
    assert cited(answer) == [("P1", "hoop-league-registry", "claim")]
    assert answer.other_sources_say == [] and "31.2" not in answer.answer
    event = Supersession.objects.get(old_claim__source__key="hoopstat-feed", old_claim__predicate="avg_minutes",
                                     old_claim__subject__name="Orrin Valdane")
    assert (event.old_claim.object_text, event.new_claim.object_text) == ("31.2", "34.5")


def test_a_stat_only_p2_holds_is_answered_from_p2(league):
    """P1 is silent on rebounds, so the P2 feed answers, attributed; the deprecated almanac's 4.0 is never used."""
    answer = ask("How many rebounds per game does Valdane get?")
    assert answer.answer == ("According to Hoopstat box-score feed (2026-04-10), Orrin Valdane averages 9.1 rebounds per game "
                             "(2025-26 season).")
    assert cited(answer) == [("P2", "hoopstat-feed", "claim")]
    assert answer.tiers_used == ["P2"]
    assert "old-almanac" not in json.dumps(answer.as_json())


def test_where_the_team_is_based(league):
    """The base comes from the league registry (P1)."""
    answer = ask("Where are the Vellmar Kestrels based?")
    assert answer.answer == "Vellmar Kestrels is based in Port Ellery."
    assert cited(answer) == [("P1", "hoop-league-registry", "claim")]


def test_how_the_team_got_the_player_matches_the_entity_as_object(league):
    """The acquisition is stored with the player as object entity and still found from either side."""
    answer = ask("How did the Kestrels get Orrin Valdane?")
    assert answer.answer == ("Vellmar Kestrels acquired Orrin Valdane (trade with the Drossfield Otters, "
                             "January 2025).")
    assert cited(answer) == [("P1", "kestrels-front-office", "claim")]


def test_injury_of_the_teams_star_player_resolves_through_p1_then_p3(league):
    """"The team's star player" is resolved in P1 (Valdane), then the injury passage about him answers (P3)."""
    answer = ask("What injury does the team's star player have?")
    assert answer.answer.startswith("Orrin Valdane is the star player of Vellmar Kestrels. Courtside Daily "
                                    "reported on 2026-03-12: “Orrin Valdane suffered a sprained left ankle injury")
    assert cited(answer) == [("P1", "kestrels-front-office", "claim"), ("P3", "courtside-daily", "passage")]
    assert answer.tiers_used == ["P1", "P3"]
    assert answer.routing["decision"]["chain"] == "Orrin Valdane"
    named = ask("What is the injury of the Vellmar Kestrels' star player?")
    assert cited(named) == cited(answer)


def test_the_win_record_only_text_holds_comes_from_a_passage(league):
    """Wins are only in a news passage: P3 answers with the sentence, quoted and cited; the stale gazette is not used."""
    answer = ask("How many games have the Kestrels won this season?")
    assert answer.answer == ("Courtside Daily reported on 2026-04-20: “The Vellmar Kestrels won 52 games this "
                             "season and lost 30, their best record in eleven years.”")
    assert cited(answer) == [("P3", "courtside-daily", "passage")]
    assert "stale-gazette" in answer.routing["decision"]["excluded"]["stale"]


def test_a_question_none_of_it_answers_is_insufficient(league):
    """Nothing relevant: exactly "I do not have enough information." with insufficient true and no citation."""
    answer = ask("What is Orrin Valdane's shoe size?")
    assert answer.answer == INSUFFICIENT == "I do not have enough information."
    assert answer.insufficient and answer.citations == [] and answer.tiers_used == []


def test_the_star_player_itself_is_a_p1_answer(league):
    """Asking only for the relation answers it from P1, without a chain."""
    answer = ask("Who is the Kestrels' star player?")
    assert answer.answer == "Orrin Valdane is the star player of Vellmar Kestrels."
    assert cited(answer) == [("P1", "kestrels-front-office", "claim")]


# ---------------------------------------------------------------- entities


def test_entities_match_any_case_possessives_and_small_typos(league):
    """Names and aliases match in any case, in the possessive, and with a small typo."""
    assert [m.slug for m in entities_find("where are the vellmar kestrels' fans?")] == ["vellmar-kestrels"]
    assert [m.slug for m in entities_find("VALDANE's minutes")] == ["orrin-valdane"]
    typo = entities_find("Where are the Vellmar Kestrals based?")
    assert [(m.slug, m.method) for m in typo] == [("vellmar-kestrels", "fuzzy")]
    assert ask("Where are the Vellmar Kestrals based?").answer == "Vellmar Kestrels is based in Port Ellery."
    assert entities_find("What happened in the league this week?") == []


# ---------------------------------------------------------------- capability


@pytest.mark.parametrize("question, capability, words", [
    ("What is the Kestrels' share price right now?", "live_data", "live data"),
    ("Can you reset my password for the Kestrels fan site?", "user_account", "your own account"),
    ("I want to talk to a human about Orrin Valdane.", "human_request", "request for a person"),
])
def test_questions_not_for_the_encyclopedia_get_an_honest_answer(league, question, capability, words):
    """Live data, the user's account and a request for a person are not retrieved; the answer says what is needed."""
    answer = ask(question)
    assert answer.capability == capability
    assert words in answer.answer and "Polyphony" in answer.answer
    assert answer.insufficient and answer.citations == [] and answer.tiers_used == []
    assert answer.routing["decision"]["retrieval"] is False


# ---------------------------------------------------------------- permissions


def test_a_restricted_fact_never_shapes_a_public_answer(league, client):
    """The scouting desk's unannounced trade is invisible to the public: not the answer, not listed, not logged."""
    answer = ask("Which team does Orrin Valdane play for?")
    dumped = json.dumps(answer.as_json())
    assert "Brackwater" not in dumped and "scouting-desk" not in dumped
    log = RoutingLog.objects.get(pk=answer.log_id)
    assert "Brackwater" not in log.answer + log.reason + json.dumps(log.decision)
    page = client.get("/ask", {"q": "Which team does Orrin Valdane play for?"}).content.decode()
    assert "Vellmar Kestrels" in page and "Brackwater" not in page


def test_a_viewer_with_access_gets_the_restricted_fact(league, scout):
    """A scout sees the newer tier-1 note as the answer: for them it replaced the public team. For the public
    the restricted note neither exists nor retires anything."""
    answer = ask("Which team does Orrin Valdane play for?", viewer=Viewer.for_user(scout))
    assert answer.answer == "Orrin Valdane plays for Brackwater Herons (agreed trade, not yet announced)."
    assert cited(answer) == [("P1", "scouting-desk", "claim")]
    assert answer.conflicts == []
    public = ask("Which team does Orrin Valdane play for?")
    assert public.answer == "Orrin Valdane plays for Vellmar Kestrels."
    assert "Brackwater" not in json.dumps(public.as_json())


# ---------------------------------------------------------------- time


def test_as_of_answers_with_the_evidence_of_that_day(league):
    """As of mid-2024 the registry said the Otters; the later Kestrels fact and the 2026 passages do not exist yet."""
    then = ask("Which team does Orrin Valdane play for?", as_of=dt.date(2024, 6, 1))
    assert then.answer == "Orrin Valdane plays for Drossfield Otters."
    assert cited(then) == [("P1", "hoop-league-registry", "claim")]
    assert then.other_sources_say == []
    early = ask("What injury does the team's star player have?", as_of=dt.date(2026, 1, 1))
    assert early.answer == INSUFFICIENT
    minutes = ask("How many minutes per game does Orrin Valdane average?", as_of=dt.date(2026, 4, 12))
    assert minutes.answer.startswith("According to Hoopstat box-score feed (2026-04-10), Orrin Valdane averages 31.2")


def test_a_question_about_a_past_year_asks_about_valid_time(league):
    """"In 2024" selects valid time, not known-at: the undated team fact as it stood at the end of 2024 (later
    replaced) answers, the passage published that year answers the wins, and the stale gazette is eligible."""
    team = ask("Which team did Orrin Valdane play for in 2024?")
    assert team.answer == "Orrin Valdane plays for Drossfield Otters."
    decision = team.routing["decision"]
    assert decision["as_of"] is None and decision["historical"]
    assert decision["valid_time"] == {"label": "2024", "from": "2024-01-01", "until": "2024-12-31"}
    wins = ask("How many games had the Kestrels won in 2024?")
    assert "won 9 games this season so far" in wins.answer
    assert cited(wins) == [("P3", "stale-gazette", "passage")]


def test_an_expired_fact_is_used_only_while_it_holds(league, tmp_path):
    """A fact whose valid_until has passed answers questions dated before then, never current ones."""
    extra = tmp_path / "coach.jsonl"
    extra.write_text(json.dumps({"subject": "Vellmar Kestrels", "predicate": "coach", "object": "Aldous Pennick",
                                 "source": "hoop-league-registry", "as_of": "2024-01-01",
                                 "valid_until": "2025-06-30"}) + "\n")
    facts_load_file(extra, embed=False)
    then = ask("Who is the coach of the Vellmar Kestrels?", as_of=dt.date(2025, 1, 1))
    assert then.answer == "Vellmar Kestrels coach: Aldous Pennick." and cited(then)[0][0] == "P1"
    now = ask("Who is the coach of the Vellmar Kestrels?")
    assert "Aldous Pennick" not in now.answer and all(c.tier != "P1" for c in now.citations)


def test_many_newer_facts_of_other_attributes_do_not_crowd_out_the_asked_one(league, tmp_path):
    """P1 loads only the predicates the question can ask for, so 300 newer facts of others change nothing."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    extra = tmp_path / "trivia.jsonl"
    extra.write_text("".join(json.dumps({
        "subject": "Orrin Valdane", "predicate": f"shoe_sponsor_{i % 3}", "object": f"Brand {i}",
        "source": "hoop-league-registry", "as_of": f"2026-0{1 + i % 9}-{1 + i % 28:02d}"}) + "\n"
        for i in range(300)))
    facts_load_file(extra, embed=False)
    from claims.selectors import sources_visible_to

    trivia = Claim.objects.current(visible=sources_visible_to(PUBLIC)).filter(predicate__startswith="shoe_sponsor_")
    assert trivia.count() > 200 and trivia.earliest("known_at").known_at.year == 2026
    with CaptureQueriesContext(connection) as queries:
        answer = ask("Which team does Orrin Valdane play for?")
    assert answer.answer == "Orrin Valdane plays for Vellmar Kestrels."
    assert cited(answer) == [("P1", "hoop-league-registry", "claim")]
    claim_reads = [q["sql"] for q in queries.captured_queries
                   if 'FROM "claims_claim"' in q["sql"] and "ORDER BY" in q["sql"] and "LIMIT" in q["sql"]]
    assert claim_reads and all("shoe_sponsor" not in sql and "plays_for" in sql for sql in claim_reads)


# ---------------------------------------------------------------- interfaces


def test_ask_page_shows_answer_citations_tiers_and_other_sources(league, client):
    """/ask renders the answer, citation links to /claims/<id>/, the tiers and "Other sources say"; /ask/ too."""
    response = client.get("/ask", {"q": "Which team does Orrin Valdane play for?"})
    page = response.content.decode()
    assert response.status_code == 200
    assert "Orrin Valdane plays for Vellmar Kestrels" in page
    ids = re.findall(r'href="/claims/(\d+)/"', page)
    assert len(ids) == 2 and all(client.get(f"/claims/{i}/").status_code == 200 for i in ids)
    assert "Other sources say" in page and "PEK" in page and 'class="tier tier-P1"' in page
    assert client.get("/ask/", {"q": "Where are the Vellmar Kestrels based?"}).status_code == 200
    assert 'href="/ask"' in client.get("/").content.decode()


def test_ask_page_htmx_gets_the_answer_partial_and_bad_input_a_clear_error(league, client):
    """An htmx request gets only the answer section; an over-long question gets a 400 with the reason."""
    partial = client.get("/ask", {"q": "Where are the Vellmar Kestrels based?"}, HTTP_HX_REQUEST="true")
    body = partial.content.decode()
    assert body.lstrip().startswith('<section id="answer"') and "Port Ellery" in body and "<html" not in body
    count = RoutingLog.objects.count()
    bad = client.get("/ask", {"q": "x" * 501})
    assert bad.status_code == 400 and "at most 500 characters" in bad.content.decode()
    assert RoutingLog.objects.count() == count
    assert "I do not have enough information." not in client.get("/ask").content.decode()


def test_ask_command_prints_the_design_json_shape(league, scout):
    """`ask --json` prints answer, insufficient, citations, tiers_used, capability and routing; --as-user applies."""
    out = io.StringIO()
    call_command("ask", "Which team does Orrin Valdane play for?", "--json", stdout=out)
    data = json.loads(out.getvalue())
    assert {"answer", "insufficient", "citations", "tiers_used", "capability", "routing"} <= set(data)
    assert data["answer"] == "Orrin Valdane plays for Vellmar Kestrels." and data["insufficient"] is False
    assert data["citations"][0]["source"] == "hoop-league-registry" and "claim_id" in data["citations"][0]
    assert {"decision", "reason"} == set(data["routing"]) and data["routing"]["decision"]["intent"] == "roster"
    out = io.StringIO()
    call_command("ask", "Which team does Orrin Valdane play for?", "--as-user", "sam", "--as-of", "2026-11-28",
                 stdout=out)
    assert out.getvalue().startswith("Orrin Valdane plays for Brackwater Herons")
    with pytest.raises(CommandError, match="YYYY-MM-DD"):
        call_command("ask", "Where?", "--as-of", "yesterday")


def test_each_question_is_logged_and_replays_to_the_same_decision(league):
    """The routing decision and its reason are stored, and replaying the log gives the same decision."""
    answer = ask("How many games have the Kestrels won this season?")
    log = RoutingLog.objects.get(pk=answer.log_id)
    assert log.capability == "static" and log.intent == "results"
    assert "intent results" in log.reason and log.decision["tier"] == "P3"
    assert routing_log_replay(log)["same"] is True


# ---------------------------------------------------------------- facts


def test_predicate_synonyms_collapse_and_lookups_run_both_ways(league):
    """minutes_per_game, avg_minutes and "Minutes per game" are one attribute; entity as subject or object, any case."""
    assert {predicate_key(p) for p in ("avg_minutes", "minutes_per_game", "Minutes per game")} == {"avg_minutes"}
    values = {c.object_text for c in facts_lookup(viewer=PUBLIC, entity="orrin VALDANE", predicate="minutes per game")}
    assert values == {"34.5"}  # the feed's earlier 31.2 was replaced on 2026-04-15
    then = facts_lookup(viewer=PUBLIC, entity="orrin VALDANE", predicate="minutes per game", as_of=dt.date(2026, 4, 12))
    assert {c.object_text for c in then} == {"31.2"}
    as_object = facts_lookup(viewer=PUBLIC, entity="valdane", predicate="acquired")
    assert [c.subject.name for c in as_object] == ["Vellmar Kestrels"]
    by_object = facts_lookup(viewer=PUBLIC, predicate="team", object="pek")
    assert "Orrin Valdane" in {c.subject.name for c in by_object} and {c.object_text for c in by_object} == {"PEK"}
    assert Claim.objects.filter(source__key="hoopstat-feed").count() == 305


def test_load_facts_is_idempotent_and_bad_files_change_nothing(league, tmp_path):
    """Loading the same file again adds nothing; an unknown source is refused and nothing is written (an
    unregistered subject alone is no error: test_seed_answers.py)."""
    before = Claim.objects.count()
    out = io.StringIO()
    call_command("load_facts", str(ANSWERS / "facts.jsonl"), stdout=out)
    assert Claim.objects.count() == before and "groups already loaded" in out.getvalue()
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps({"subject": "Vellmar Kestrels", "predicate": "based_in", "object": "Nowhere",
                               "source": "hoop-league-registry"}) + "\n"
                   + json.dumps({"subject": "Nobody Atall", "predicate": "x", "object": "y", "source": "nope"}) + "\n")
    with pytest.raises(CommandError, match=r"nothing loaded: line 2: unknown source key 'nope'$"):
        call_command("load_facts", str(bad))
    assert Claim.objects.count() == before
    assert not Entity.objects.filter(name="Nobody Atall").exists()


def test_each_fact_is_a_claim_whose_evidence_is_its_line(league):
    """A fact's document lists the facts one per line and the claim's evidence span is its line."""
    claim = facts_lookup(viewer=PUBLIC, entity="Vellmar Kestrels", predicate="based_in").get()
    line = claim.document.text[claim.evidence_start:claim.evidence_end]
    assert line == "Vellmar Kestrels is based in Port Ellery." == claim.statement
    assert claim.known_at == dt.datetime(2022, 1, 1, tzinfo=dt.timezone.utc)
    assert claim.lane == "canonical" and claim.source.key == "hoop-league-registry"


# ---------------------------------------------------------------- concurrency and the LLM writer


@pytest.mark.django_db(transaction=True)
def test_tiers_are_queried_concurrently_on_their_own_connections():
    """Outside a transaction the tiers run in threads with their own connections and give the same answer."""
    _load_league()
    answer = ask("Which team does Orrin Valdane play for?")
    assert answer.answer == "Orrin Valdane plays for Vellmar Kestrels."
    assert [(c.source_key, c.value) for c in answer.other_sources_say] == [("hoopstat-feed", "PEK")]


def test_a_grounded_model_answer_is_used(league, llm_on):
    """With an LLM configured, a model answer citing the P1 claim it was given, with its number, is shown."""
    p1 = facts_lookup(viewer=PUBLIC, entity="Orrin Valdane", predicate="avg_minutes").get(source__key="hoop-league-registry")
    llm_on.chat(json.dumps({"answer": f"Orrin Valdane plays 34.5 minutes a game [c{p1.id}]."}))
    answer = ask("How many minutes per game does Orrin Valdane average?")
    assert answer.answer == "Orrin Valdane plays 34.5 minutes a game."
    assert answer.writer == "answer.llm.v1" and [c.id for c in answer.citations] == [p1.id]


@pytest.mark.parametrize("source, number", [("hoop-league-registry", "31.2"), ("hoopstat-feed", "31.2")])
def test_a_model_answer_failing_the_check_leaves_the_offline_answer(league, llm_on, source, number):
    """A number no cited claim holds, or citing a claim the answer was not given (a replaced figure), fails the
    check: the offline answer stands."""
    claim = Claim.objects.get(subject__name="Orrin Valdane", predicate="avg_minutes", source__key=source)
    llm_on.chat(json.dumps({"answer": f"Orrin Valdane plays {number} minutes a game [c{claim.id}]."}))
    answer = ask("How many minutes per game does Orrin Valdane average?")
    assert answer.answer == "Orrin Valdane averages 34.5 minutes per game (2025-26 season)."
    assert answer.writer == "answer.offline.v1"
    assert "LLM answer rejected" in RoutingLog.objects.get(pk=answer.log_id).reason


@pytest.mark.parametrize("reply, problem", [
    ('{{"team": "Vellmar Kestrels", "minutes": 34.5}} [c{id}]', "JSON"),
    ("```json\n{{\"minutes\": 34.5}}\n```", "code"),
    ("**Orrin Valdane** plays 34.5 minutes a game [c{id}].", "markup"),
    ("- Orrin Valdane: 34.5 minutes [c{id}]\n- Source: the registry [c{id}]", "a list"),
    ("Sure! As instructed, Orrin Valdane plays 34.5 minutes a game [c{id}].", "follows or mentions instructions"),
])
def test_a_model_answer_of_the_wrong_form_is_refused_whatever_it_cites(league, llm_on, reply, problem):
    """A model that obeys an instruction injected in a document (JSON, markup, "as instructed") is refused
    even when it cites the right claim with the right number: the offline answer stands, and the log says why."""
    p1 = Claim.objects.get(subject__name="Orrin Valdane", predicate="avg_minutes", source__key="hoop-league-registry")
    llm_on.chat(json.dumps({"answer": reply.format(id=p1.id)}))
    answer = ask("How many minutes per game does Orrin Valdane average?")
    assert answer.answer == "Orrin Valdane averages 34.5 minutes per game (2025-26 season)."
    assert answer.writer == "answer.offline.v1"
    reason = RoutingLog.objects.get(pk=answer.log_id).reason
    assert "the answer is not plain sentences" in reason and problem in reason


def test_a_passage_saying_the_asked_attribute_beats_one_sharing_only_the_topic():
    """"What do humanoid robots cost?": the sentence with a price answers, not the nearer one about robots."""
    from encyclopedia.answers.fusion import fuse, vocabulary_cues

    source = Source(key="wire", name="Wire", authority_tier=3)
    document = Document(source=source, url="https://example.test/wire")

    def passage(pk, text, distance):
        p = Passage(id=pk, document=document, source=source, index=0, text=text, start=0, end=len(text),
                    known_at=dt.datetime(2026, 1, 5, tzinfo=dt.timezone.utc))
        p.distance = distance  # as P3 retrieval annotates it
        return p

    near = passage(1, "Figure unveiled Figure 03, a humanoid robot for homes. It walks.", 0.30)
    priced = passage(2, "Unitree said its G1 humanoid is priced at $16,000. Shipping starts soon.", 0.45)
    unrelated = passage(3, "The weather was mild in Sunnyvale this week.", 0.40)
    assert "priced at" in vocabulary_cues("What do humanoid robots cost?")
    fused = fuse(question="What do humanoid robots cost?", mentions=[], p1=[], p2=[],
                 p3=[near, priced, unrelated], entity_names=[])
    assert fused.tier == "P3"
    assert fused.best_sentence == "Unitree said its G1 humanoid is priced at $16,000."
    assert [c.id for c in fused.answer] == [2]
    assert [c.id for c in fused.context] == [1]  # still relevant: it shares "humanoid" and "robot"
    # With no attribute named, sharing words decides as before.
    plain = fuse(question="Which humanoid robots were unveiled?", mentions=[], p1=[], p2=[],
                 p3=[near, priced, unrelated], entity_names=[])
    assert plain.best_sentence == "Figure unveiled Figure 03, a humanoid robot for homes."


def test_a_round_asked_is_answered_by_the_sentence_telling_that_round():
    """"How much did Acme raise in its Series B?": the older sentence saying Acme "raised" its Series B answers
    (the cue "raise" said as "raised"), not a newer one about the Series C, nor one naming the Series B only for
    its valuation."""
    from encyclopedia.answers.fusion import fuse

    source = Source(key="wire", name="Wire", authority_tier=3)
    document = Document(source=source, url="https://example.test/wire")

    def passage(pk, text, day):
        p = Passage(id=pk, document=document, source=source, index=0, text=text, start=0, end=len(text),
                    known_at=dt.datetime.fromisoformat(day).replace(tzinfo=dt.timezone.utc))
        p.distance = 0.3
        return p

    series_b = passage(1, "Acme, a maker of warehouse robots, has raised $90 million in Series B funding.", "2024-02-01")
    series_c = passage(2, "Acme closed a Series C funding round of $300 million.", "2025-06-01")
    valuation = passage(3, "The round of financing values Acme at $2 billion, up from its $400 million Series B "
                           "valuation.", "2025-06-02")
    fused = fuse(question="How much did raise in its Series B?", mentions=[], p1=[], p2=[],
                 p3=[series_c, valuation, series_b], entity_names=["Acme"])
    assert fused.best_sentence == "Acme, a maker of warehouse robots, has raised $90 million in Series B funding."


def test_how_many_is_answered_by_a_count_and_how_much_by_any_amount():
    """"How many Walker X robots did Acme build?" is not answered by "a 5-feet 8-inch robot" (a measure, no count);
    "How much does Walker X weigh?" is answered by "57 kg"."""
    from encyclopedia.answers.fusion import fuse

    source = Source(key="wire", name="Wire", authority_tier=3)
    document = Document(source=source, url="https://example.test/wire")

    def passage(pk, text):
        p = Passage(id=pk, document=document, source=source, index=0, text=text, start=0, end=len(text),
                    known_at=dt.datetime(2026, 1, 5, tzinfo=dt.timezone.utc))
        p.distance = 0.3
        return p

    tall = passage(1, "Walker X is a 5-feet 8-inch robot that Acme says will be built to do household work.")
    heavy = passage(2, "Walker X weighs 57 kg, Acme said.")
    counted = fuse(question="How many robots did build?", mentions=[], p1=[], p2=[], p3=[tall],
                   entity_names=["Acme", "Walker X"])
    assert counted.insufficient, counted.best_sentence
    weighed = fuse(question="How much does weigh?", mentions=[], p1=[], p2=[], p3=[tall, heavy],
                   entity_names=["Walker X"])
    assert weighed.best_sentence == "Walker X weighs 57 kg, Acme said."


def test_a_rate_asked_is_answered_by_a_figure_at_that_rate_and_not_by_one_denied():
    """"How many robots a month …" is answered by a monthly figure, not by a newer yearly one, nor by a monthly
    figure the sentence itself reports as denied."""
    from encyclopedia.answers.fusion import fuse

    yearly, denied, monthly = _passages(
        ("Acme says it will build 50,000 robots a year by 2030.", "2026-03-01", 0.3),
        ("A report said the Acme line could already build 2,000 robots per month, but Acme denied it.", "2026-02-01", 0.3),
        ("Acme is building a line to make 1,000 robots per month.", "2026-01-05", 0.3),
    )
    fused = fuse(question="How many robots per month will build?", mentions=[], p1=[], p2=[],
                 p3=[yearly, denied, monthly], entity_names=["Acme"])
    assert fused.best_sentence == "Acme is building a line to make 1,000 robots per month."
    (then,) = _passages(("Acme had built 300 robots a year ago.", "2026-01-05", 0.3))
    ago = fuse(question="How many robots did build a year ago?", mentions=[], p1=[], p2=[], p3=[then],
               entity_names=["Acme"])
    assert ago.best_sentence == then.text  # "a year ago" asks a time, not a yearly rate
    (daily,) = _passages(("Digit can move 2,000 boxes daily, Acme said.", "2026-01-05", 0.3))
    moved = fuse(question="How many boxes a day can move?", mentions=[], p1=[], p2=[], p3=[yearly, daily],
                 entity_names=["Acme", "Digit"])
    assert moved.best_sentence == daily.text  # a rate written as an adverb
    (recall,) = _passages(("Acme has built 2,500 robots per month since March and denied reports of a recall.",
                           "2026-02-15", 0.3))
    newer = fuse(question="How many robots per month will build?", mentions=[], p1=[], p2=[],
                 p3=[monthly, recall], entity_names=["Acme"])
    assert newer.best_sentence == recall.text  # a denial of something else leaves its figure standing


def test_a_projection_whose_date_passed_is_never_answered_as_live():
    """A 2024 sentence saying "by the end of next year" is past due in 2026: a live sentence answers first, and
    alone it answers only as a projection that was due, with the date."""
    from encyclopedia.answers.fusion import fuse
    from encyclopedia.answers.writer import answer_write_offline

    source = Source(key="ir", name="Tesla investor relations", authority_tier=2)
    document = Document(source=source, url="https://example.test/ir")

    def passage(pk, text, day, distance):
        p = Passage(id=pk, document=document, source=source, index=0, text=text, start=0, end=len(text),
                    known_at=dt.datetime.fromisoformat(day).replace(tzinfo=dt.timezone.utc))
        p.distance = distance
        return p

    old = passage(1, "Tesla may begin selling Optimus to outside customers by the end of next year.", "2024-04-23",
                  0.2)
    new = passage(2, "Tesla plans to start selling Optimus to outside customers in 2027.", "2026-01-29", 0.3)
    question = "When will Tesla start selling Optimus to outside customers?"
    both = fuse(question=question, mentions=[], p1=[], p2=[], p3=[old, new], entity_names=[],
                today=dt.date(2026, 11, 29))
    assert [c.id for c in both.answer] == [2] and not both.past_due
    alone = fuse(question=question, mentions=[], p1=[], p2=[], p3=[old], entity_names=[], today=dt.date(2026, 11, 29))
    assert alone.past_due == "2025-12-31"
    assert answer_write_offline(alone).text == (
        "Tesla investor relations reported on 2024-04-23: “Tesla may begin selling Optimus to outside customers by "
        "the end of next year.” That was a projection, due by 2025-12-31; the date has passed.")
    live = fuse(question=question, mentions=[], p1=[], p2=[], p3=[old], entity_names=[], today=dt.date(2025, 6, 1))
    assert live.past_due == "" and [c.id for c in live.answer] == [1]  # as of mid-2025 it was still open


def test_who_leads_lists_the_leader_in_office_before_a_founder_and_a_clause_naming_no_one():
    """"Who leads Acme Robotics?": the CEO named ("Jane Roe", CEO) first, then a co-founder, then a newer leadership
    clause that names no one ("Now you've taken on a new CEO role again"), whatever their dates."""
    from types import SimpleNamespace

    from encyclopedia.answers.fusion import _distinct_values

    def leader(pk, text, role, day):
        return SimpleNamespace(id=pk, predicate="leadership", qualifier=role, object_text=text, object_entity_id=None,
                               object_value=None, source=SimpleNamespace(authority_tier=3),
                               known_at=dt.datetime.fromisoformat(day).replace(tzinfo=dt.timezone.utc))

    nameless = leader(1, "Now you've taken on a new CEO role again at Acme", "", "2026-11-29")
    founder = leader(2, "founded by John Doe", "founder", "2024-09-03")
    chief = leader(3, "Jane Roe", "CEO", "2024-06-27")
    assert [c.id for c in _distinct_values([nameless, founder, chief])] == [3, 2, 1]


def test_a_figure_said_in_words_around_it_is_the_same_value_not_a_conflict():
    """"more than 10,000 robots a year" (a fact sheet's text) and 10,000 robots a year (a press release's
    value) are one value to an answer, as to claims.identity: never listed as conflicting."""
    from types import SimpleNamespace

    from encyclopedia.answers.fusion import value_key

    def claim(text, value=None):
        return SimpleNamespace(object_entity_id=None, object_text=text, object_value=value)

    assert value_key(claim("more than 10,000 robots a year")) == value_key(claim("10,000 robots a year", 10000))
    assert value_key(claim("16 kg")) == value_key(claim("16 kg", 16))
    assert value_key(claim("about 12,000 robots a year")) != value_key(claim("10,000 robots a year", 10000))
    assert value_key(claim("from 5,000 to 10,000 robots")) != value_key(claim("10,000 robots", 10000))


def _passages(*rows):
    """Unsaved passages of one wire source, each with its text, day and distance to the question."""
    source = Source(key="wire", name="A wire", authority_tier=3)
    document = Document(source=source, url="https://example.test/wire")
    out = []
    for pk, (text, day, distance) in enumerate(rows, start=1):
        p = Passage(id=pk, document=document, source=source, index=0, text=text, start=0, end=len(text),
                    known_at=dt.datetime.fromisoformat(day).replace(tzinfo=dt.timezone.utc))
        p.distance = distance
        out.append(p)
    return out


def test_an_irregular_past_says_the_verb_asked():
    """"When will Acme sell Walker X to other companies?": "Walker X will be sold to rival companies from 2027" says
    it, though it writes "sold", not "sell"."""
    from encyclopedia.answers.fusion import fuse

    (sold,) = _passages(("Acme said Walker X will be sold to rival companies from 2027.", "2026-03-01", 0.3))
    fused = fuse(question="When will sell to other companies?", mentions=[], p1=[], p2=[], p3=[sold],
                 entity_names=["Acme", "Walker X"])
    assert fused.best_sentence == sold.text, fused.reason


def test_a_sentence_about_a_rival_company_does_not_answer_for_the_one_asked():
    """A passage that names Acme elsewhere but gives Zenith's chief executive does not say who leads Acme."""
    from encyclopedia.answers.fusion import fuse

    [passage] = _passages(("Acme Robotics and others showed robots at the fair. Jo Park, founder and CEO of Zenith "
                           "Machines, said the idea was years old.", "2025-01-10", 0.4))
    kwargs = dict(question="Who is the CEO of Acme Robotics?", mentions=[], p1=[], p2=[], p3=[passage],
                  entity_names=["Acme Robotics"])
    assert fuse(**kwargs, rivals=["Zenith Machines"]).insufficient
    assert not fuse(**kwargs).insufficient  # the rule, not the wording, keeps it out


def test_a_price_told_of_another_product_ranks_below_one_naming_the_product_asked():
    """"How much will Kestrel cost?": a newer, nearer passage gives the price of the maker's van; the sentence naming
    Kestrel answers, the van's price does not come first."""
    from encyclopedia.answers.fusion import fuse

    van, kestrel = _passages(
        ("Its chief once promised that the van would go on sale at a price under $30,000.", "2026-01-24", 0.2),
        ("The target cost of one Kestrel unit is put at $20,000.", "2025-01-10", 0.4))
    found = fuse(question="How much will Kestrel cost?", mentions=[], p1=[], p2=[], p3=[van, kestrel],
                 entity_names=["Kestrel"])
    assert found.best_sentence == kestrel.text, found.best_sentence


@pytest.mark.parametrize("question", ["How tall is Kestrel?", "How much does Kestrel weigh?", "How heavy is Kestrel?"])
def test_a_measure_asked_is_answered_by_a_sentence_giving_it_in_its_own_words(question):
    """A sentence says a height with "tall" and a weight with "weighing": asked "how tall" or "how much does it
    weigh", it answers though it never says "height" or "weight"."""
    from encyclopedia.answers.fusion import fuse

    [passage] = _passages(("Orbital Labs was founded in 2022. In August it unveiled Kestrel, weighing 70 kg and "
                           "5'6 tall.", "2025-02-05", 0.4))
    found = fuse(question=question, mentions=[], p1=[], p2=[], p3=[passage], entity_names=["Kestrel"])
    assert found.best_sentence == "In August it unveiled Kestrel, weighing 70 kg and 5'6 tall.", found.reason


def test_a_word_of_the_question_is_shared_in_another_inflection():
    """"How many Kestrel robots does Orbital plan to build?": a sentence telling "plans … aiming to build 5,000"
    shares "plan" with it; stems, not five-letter prefixes, meet ("plans" and "plan")."""
    from encyclopedia.answers.fusion import fuse

    [passage] = _passages(("Orbital has revealed plans to ramp up output of Kestrel, aiming to build 5,000 units "
                           "before the end of the year.", "2026-03-13", 0.4))
    found = fuse(question="How many Kestrel robots does Orbital plan to build?", mentions=[], p1=[], p2=[],
                 p3=[passage], entity_names=["Kestrel", "Orbital"])
    assert found.best_sentence == passage.text, found.reason


@pytest.mark.parametrize("question, attribute", [
    ("Who is in charge of ?", "leadership"),
    ("Who is currently running ?", "leadership"),
    ("Who heads ?", "leadership"),
    ("Who led 's Series C round?", "investors"),
    ("Who backs ?", "investors"),
    ("Who is backing ?", "investors"),
    ("Where is  deploying  robots?", "deployed_at"),
    ("What is  paying for ?", "acquisition"),
    ("How much did  pay for ?", "acquisition"),
])
def test_who_runs_a_company_and_who_led_a_round_are_asked_in_many_ways(question, attribute):
    from encyclopedia.answers.fusion import asked_attribute

    assert asked_attribute(question, {"leadership", "investors", "raised_funding", "deployed_at", "acquisition"})[0] \
        == attribute


def test_backers_named_after_led_by_are_no_rival_and_latest_asks_for_no_word():
    """"Who led Acme's latest funding round?": "… in a round led by Parkway and Zenith Capital" answers, though it
    names Zenith (a company like Acme) after "led by", and never says "latest"."""
    from encyclopedia.answers.fusion import fuse

    [passage] = _passages(("Acme Robotics was sued on Monday. The suit came two months after the firm was valued at "
                           "$9 billion in a round led by Parkway and Zenith Capital.", "2025-11-24", 0.4))
    found = fuse(question="Who led Acme Robotics' latest funding round?", mentions=[], p1=[], p2=[], p3=[passage],
                 entity_names=["Acme Robotics"], rivals=["Zenith Capital"])
    assert found.best_sentence.endswith("led by Parkway and Zenith Capital."), found.reason


def test_backers_listed_as_its_investors_are_no_rival():
    """"Who invested in Acme Robotics?": "Its investors include Zenith Capital, Nvidia and Bosch", after a sentence on
    Acme's round, answers, though it names Zenith (a company like Acme) in the list of backers."""
    from encyclopedia.answers.fusion import fuse

    [passage] = _passages(("Acme Robotics has announced a Series C round of up to $400 million. Its investors include "
                           "Zenith Capital, Nvidia and Bosch.", "2026-06-18", 0.4))
    found = fuse(question="Who invested in Acme Robotics?", mentions=[], p1=[], p2=[], p3=[passage],
                 entity_names=["Acme Robotics"], rivals=["Zenith Capital"])
    assert "Its investors include Zenith Capital" in found.best_sentence, found.reason


def test_a_phrase_inside_a_longer_phrase_names_no_attribute_and_a_bare_can_asks_nothing_beside_a_worded_one():
    """"how much weight can it carry" names the payload ("how much weight", "carry"), not the weight inside it; its
    "can" names a capability only when nothing else is named with a content word."""
    from encyclopedia.answers.fusion import question_predicates, shadowed_attributes, vocabulary_cues, worded_predicates

    question = "how much weight can  carry"
    assert "weight" in shadowed_attributes(question) and "payload" not in shadowed_attributes(question)
    assert question_predicates(question, {"weight", "payload", "capability"}) == {"payload", "capability"}
    assert "weigh" not in vocabulary_cues(question)
    assert worded_predicates(question, {"payload", "capability"}) == {"payload"}
    assert worded_predicates("What can  do?", {"capability"}) == {"capability"}


def test_a_passage_naming_none_of_the_entities_asked_does_not_answer_for_them():
    """Asked what Kestrel costs, a near passage on another maker's robots that never names Kestrel ("The cost will be
    decisive once it falls to $20,000") says nothing of Kestrel: not enough information, not that sentence."""
    from encyclopedia.answers.fusion import fuse

    [passage] = _passages(("The carmaker is testing the robots in Berlin. The cost will be decisive once it falls to "
                           "$20,000, its production chief said.", "2025-03-18", 0.3))
    ask = dict(question="How much does Kestrel cost?", mentions=[], p1=[], p2=[], p3=[passage], entity_names=["Kestrel"])
    assert fuse(**ask).insufficient
    passage.text = passage.text.replace("the robots", "Kestrel robots")
    assert not fuse(**ask).insufficient
    [costs] = _passages(("The cost will be decisive once it reaches a two-digit thousand-dollar sum, he said.",
                         "2025-03-18", 0.3))
    assert fuse(**{**ask, "question": "How much does Digit cost?", "p3": [costs], "entity_names": ["Digit"]}).insufficient


def test_what_was_paid_for_a_company_is_its_acquisition_and_a_year_before_a_comma_is_no_amount():
    """"How much did Zenith pay for Acme?" asks the acquisition's price: "… since December 2020, which completed the
    acquisition in June 2021" states no amount (a year, though a comma follows it); "$880 million" does."""
    from encyclopedia.answers.fusion import fuse

    owned, bought = _passages(
        ("Acme Robotics has been owned by Zenith since December 2020, which completed the acquisition in June 2021.",
         "2026-11-29", 0.2),
        ("Zenith acquired Acme Robotics from Softco in 2021 for approximately $880 million.", "2025-01-01", 0.4))
    found = fuse(question="How much did Zenith pay for Acme Robotics?", mentions=[], p1=[], p2=[], p3=[owned, bought],
                 entity_names=["Acme Robotics", "Zenith"])
    assert found.best_sentence == bought.text, found.reason


@pytest.mark.parametrize("question, rows, expected", [
    # a leader named by role answers who runs or heads a company
    ("Who runs Acme Robotics?", [("Acme Robotics shipped a new arm. \"We lead,\" said Acme Robotics CEO Jo Park.", 0.3)],
     "said Acme Robotics CEO Jo Park"),
    ("Who heads Acme Robotics?", [("Jo Park, head of startup Acme Robotics, promised the best robot on the planet.", 0.3)],
     "Jo Park, head of startup"),
    # "what year" asks a year: "last month" does not answer it
    ("What year was Acme Robotics founded?",
     [("Last month a robot built by a lab co-founded by Acme Robotics won a race.", 0.2),
      ("Founded in 2012, Acme Robotics sells humanoid robots.", 0.4)], "Founded in 2012"),
    # the noun after "which" is the kind of answer, not a word the sentence must share
    ("Which AI company is Acme Robotics teaming up with?",
     [("Acme Robotics announced a strategic partnership with Zenith Labs at CES.", 0.3)], "strategic partnership"),
    # what was paid is an amount, asked "what did … pay" as "how much"
    ("What did Zenith pay to acquire Acme Robotics?",
     [("Acme Robotics has been owned by Zenith since December 2020, which completed the acquisition in June 2021.", 0.2),
      ("Zenith acquired Acme Robotics from Softco in 2021 for approximately $880 million.", 0.4)], "$880 million"),
    # a figure naming a thing ("a 5G factory") counts nothing
    ("How many potential orders does Acme Robotics have for its Walker robots?",
     [("Acme Robotics' Walker robots work at a 5G smart factory in Ningbo.", 0.2),
      ("\"We now have over 500 units in potential orders,\" Acme Robotics' founder said of Walker.", 0.4)],
     "over 500 units"),
    # a measure in words is an amount
    ("What's the battery runtime of Acme Robotics' Walker?",
     [("Acme Robotics said Walker will have a five-hour runtime and speak with people.", 0.3)], "five-hour runtime"),
    # a sum after its currency's code is an amount, not a name with a number ("Walker 2")
    ("How much did Acme Robotics raise in its Series C?",
     [("On May 2, Acme Robotics announced the close of a Series C round of more than USD 1 billion.", 0.2)],
     "USD 1 billion"),
    # "which companies" asks for a name: a sentence naming none but the robot says how it is used, not by whom
    ("Which companies use Acme Robotics' Walker?",
     [("Walker is first being used to shift empty storage boxes.", 0.2),
      ("Acme Robotics' Walker is deployed at a Zenith warehouse in Leeds.", 0.4)], "Zenith warehouse"),
    ("Which companies use Acme Robotics' Walker?", [("Walker is first being used to shift empty storage boxes.", 0.2)],
     None),
    # a price asked without "how much" is still an amount: a sentence with none does not answer
    ("What's the price of Acme Robotics' Walker?",
     [("Acme Robotics says it has significantly reduced the development costs of its Walker robot.", 0.2)], None),
])
def test_how_a_question_is_worded_does_not_hide_the_sentence_that_answers(question, rows, expected):
    from encyclopedia.answers.fusion import fuse

    passages = _passages(*[(text, "2025-05-08", distance) for text, distance in rows])
    found = fuse(question=question, mentions=[], p1=[], p2=[], p3=passages, entity_names=["Acme Robotics"])
    if expected is None:
        assert found.insufficient, found.best_sentence
    else:
        assert expected in (found.best_sentence or ""), found.reason


def test_asked_what_critics_say_a_missed_forecast_is_their_point_not_a_stale_projection():
    """"What do critics say about Walker?": "Acme said in 2024 that a thousand Walkers would work in 2025, and fell far
    short" (the doubt the bear lane holds) answers, not the passage's opening line."""
    from encyclopedia.answers.fusion import fuse

    [passage] = _passages(("Two years ago the robot makers made bold promises, and we checked them. Acme Robotics said "
                           "in 2024 that a thousand Walker robots would work in its plants in 2025, and it fell far "
                           "short.", "2026-11-20", 0.3))
    passage.anchored = [(0, len(passage.text))]  # (an opinion whose evidence spans both sentences)
    found = fuse(question="What do critics say about Walker?", mentions=[], p1=[], p2=[], p3=[passage],
                 entity_names=["Walker"], today=dt.date(2026, 12, 1))
    assert found.best_sentence.startswith("Acme Robotics said in 2024"), found.best_sentence
    assert not found.past_due


def test_how_much_is_answered_only_by_a_sentence_stating_an_amount():
    """"The merger raised a question" says "raised" but no sum: no answer to how much a company raised."""
    from encyclopedia.answers.fusion import fuse

    vague, stated = _passages(("Acme Robotics watched as the merger raised a hard question for Europe.",
                               "2025-02-01", 0.3),
                              ("Acme Robotics has raised $80 million so far.", "2024-02-01", 0.45))
    asked = dict(question="How much has Acme Robotics raised?", mentions=[], p1=[], p2=[],
                 entity_names=["Acme Robotics"])
    assert fuse(**asked, p3=[vague]).insufficient
    assert [c.id for c in fuse(**asked, p3=[vague, stated]).answer] == [2]
    # "how much money" asks the same: the sentence need not say "money"
    assert [c.id for c in fuse(**{**asked, "question": "How much money has Acme Robotics raised?"},
                               p3=[vague, stated]).answer] == [2]


def test_a_line_of_its_own_is_a_sentence_of_its_own():
    """A byline above the text is not quoted as the start of the answering sentence."""
    from encyclopedia.answers.fusion import fuse

    [passage] = _passages(("By Sam Writer Updated: Monday, 3 March 2025\n\nJo Park, CEO of Acme Robotics, expects "
                           "growth.", "2025-03-03", 0.3))
    fused = fuse(question="Who is the CEO of Acme Robotics?", mentions=[], p1=[], p2=[], p3=[passage],
                 entity_names=["Acme Robotics"])
    assert fused.best_sentence == "Jo Park, CEO of Acme Robotics, expects growth."


def test_of_two_sentences_saying_the_attribute_asked_the_newer_answers():
    """An older round that repeats the question's verb does not outrank a later round said in other words."""
    from encyclopedia.answers.fusion import fuse

    old, new = _passages(("Acme Robotics has raised $50 million in a Series A round.", "2024-03-01", 0.2),
                         ("Acme Robotics closed a Series B funding round of $300 million.", "2025-09-01", 0.3))
    fused = fuse(question="How much has Acme Robotics raised?", mentions=[], p1=[], p2=[], p3=[old, new],
                 entity_names=["Acme Robotics"])
    assert [c.id for c in fused.answer] == [2]


def test_rivals_are_registry_entities_of_the_asked_kinds(db):
    from encyclopedia.answers.entities import rival_names

    for name, kind, aliases in (("Acme Robotics", "company", ["Acme"]), ("Zenith Machines", "company", ["Zenith"]),
                                ("Walker", "robot", [])):
        Entity.objects.create(name=name, slug=name.lower().replace(" ", "-"), kind=kind, aliases=aliases)
    [acme] = entities_find("Who leads Acme Robotics?")
    assert rival_names([acme]) == ["Zenith", "Zenith Machines"]


def test_a_market_is_named_by_what_it_trades_in(ingest, vacuumed_vectors):
    """"What is the walking robot market worth by 2040?": an analyst's "walking robots could be a $2 trillion
    market by 2040" answers, though it never writes the market's name."""
    Entity.objects.create(name="Walking robot market", slug="walking-robot-market", kind="market", aliases=[])
    ingest("Analysts at Harbor Bank estimate that walking robots could be a $2 trillion market by 2040.",
           source="doubters", published_at="2025-05-02")
    answer = ask("What is the walking robot market worth by 2040?")
    assert not answer.insufficient and "$2 trillion" in answer.answer, answer.routing["reason"]


def test_a_size_asked_of_the_future_is_answered_by_a_forecast_not_a_past_count(ingest, vacuumed_vectors):
    """"How big will the walking robot market be?": a newer trade report that 9,000 walking robots were sold last
    year states an amount and says "market", but tells what was; the analysts' "could be a $2 trillion market by
    2040" answers."""
    Entity.objects.create(name="Walking robot market", slug="walking-robot-market", kind="market", aliases=[])
    ingest("Analysts at Harbor Bank estimate that walking robots could be a $2 trillion market by 2040.",
           source="doubters", published_at="2025-05-02")
    ingest("Just 9,000 walking robots were sold worldwide in 2025, a market research firm counted.",
           published_at="2026-02-10")
    answer = ask("How big will the walking robot market be?")
    assert not answer.insufficient and "$2 trillion" in answer.answer, (answer.answer, answer.routing["reason"])


def test_a_stop_asked_in_one_verb_is_answered_in_another(ingest, vacuumed_vectors):
    """"Has Acme stopped making Walker X?": a critic's "had manufactured close to 800 before manufacturing halted"
    says it, though it writes neither "stopped" nor "making"; quoted with its own quotation marks made single and
    without its aside to the reader."""
    ingest("Two suppliers claim that “Acme had manufactured close to 800 Walker X units before manufacturing halted "
           "(more on this later).", source="doubters", published_at="2026-01-20")
    answer = ask("Has Acme stopped making Walker X?")
    assert not answer.insufficient and "halted" in answer.answer, answer.routing["reason"]
    assert "more on this" not in answer.answer and "‘Acme had manufactured" in answer.answer, answer.answer
    assert answer.answer.endswith("halted.’”"), answer.answer


def test_when_is_answered_only_by_a_time_stated_for_the_entity_asked(ingest, vacuumed_vectors):
    """"When will Walker X go on sale?": not by a dateless promise, nor by another product's sale date; a sentence
    dating Walker X's sale answers."""
    ingest("Acme Robotics says Walker X will be available to buy soon. The company showed it sorting parcels.",
           published_at="2026-10-02")
    ingest("Walker X folded towels on stage at a trade fair. Elsewhere at the fair, the Dunmore Hauler, a delivery "
           "cart from a small workshop, will go on sale in 2027.", source="doubters", published_at="2026-10-05")
    question = "When will Walker X go on sale?"
    assert ask(question).answer == INSUFFICIENT
    ingest("Acme Robotics will put Walker X on sale in the second half of 2027, the company said.",
           source="doubters", published_at="2026-10-20")
    answer = ask(question)
    assert not answer.insufficient and "second half of 2027" in answer.answer
    assert "Dunmore" not in answer.answer


def test_who_founded_is_answered_by_the_founder_not_the_founding_year_or_other_leaders(ingest, vacuumed_vectors):
    """"Who founded Acme Robotics?" asks for the founder: a blog's "Founded in 2019 by Jane Okafor, Acme
    Robotics builds …" answers (a founder claim holds past its founding year), not the founding year, nor the
    chief executive another report names."""
    ingest("Founded in 2019 by Jane Okafor, Acme Robotics builds two-legged robots for warehouses.",
           source="doubters", published_at="2025-05-02")
    ingest("Acme Robotics appointed Tom Reyes as its chief executive.", source="doubters",
           published_at="2025-09-01")
    answer = ask("Who founded Acme Robotics?")
    assert not answer.insufficient and "Jane Okafor" in answer.answer, answer.answer
    assert "Tom Reyes" not in answer.answer and "(founder)" not in answer.answer, answer.answer
    assert "2019" not in answer.answer, answer.answer  # the founding year answers "when", not "who"


@pytest.mark.parametrize("question", ["When did Boltworks buy Acme Robotics?", "Who owns Acme Robotics?",
                                      "Who bought Acme Robotics?"])
def test_who_bought_a_company_is_asked_as_buying_or_owning(ingest, vacuumed_vectors, question):
    """A purchase is asked as buying, owning or taking over, not only as an "acquisition"."""
    ingest("Boltworks acquired Acme Robotics in 2021, the companies said.", source="doubters", published_at="2023-02-01")
    ingest("Acme Robotics showed its new Walker X at a trade fair.", source="doubters", published_at="2023-03-01")
    answer = ask(question)
    assert not answer.insufficient and "Boltworks" in answer.answer, answer.answer


def test_a_founding_year_long_past_still_answers_when_a_company_was_founded(ingest, vacuumed_vectors):
    """"When was Acme Robotics founded?": a founding is an event; the year it happened, long gone, never expires, so
    the claim answers (P2), not only a passage that happens to say it."""
    ingest("Acme Robotics was founded in 2012 and builds humanoid robots for warehouses.", source="doubters",
           published_at="2023-02-01")
    answer = ask("When was Acme Robotics founded?")
    assert not answer.insufficient and "2012" in answer.answer, answer.answer
    assert answer.tiers_used[0] == "P2", answer.tiers_used


def test_an_officer_asked_by_title_is_answered_by_that_officer_only(ingest, vacuumed_vectors):
    """"Who is the CTO of Acme Robotics?" asks for the chief technology officer, however the sentence writes the
    title, not the chief executive another report names."""
    ingest("Acme Robotics appointed Tom Reyes as its chief executive.", source="doubters", published_at="2025-09-01")
    ingest("Lena Marsh, a former rocket engineer, is the chief technology officer of Acme Robotics.",
           source="doubters", published_at="2025-10-01")
    answer = ask("Who is the CTO of Acme Robotics?")
    assert not answer.insufficient and "Lena Marsh" in answer.answer, answer.answer
    assert "Tom Reyes" not in answer.answer, answer.answer


def test_a_passive_question_asks_as_its_verb_does():
    """"When will Walker X be mass produced?" names the production target as "mass produce" does, and "be sold"
    names the launch; "Who funded …?" asks for the investors, as "Who invested …?" does."""
    from encyclopedia.answers.fusion import asked_attribute

    assert asked_attribute("When will Walker X be mass produced?", {"production_target", "capability"})[0] == \
        "production_target"
    assert asked_attribute("When will Walker X be sold?", {"launch_date", "capability"})[0] == "launch_date"
    assert asked_attribute("Who funded Acme Robotics?", {"investors", "raised_funding"})[0] == "investors"


def test_still_working_with_asks_about_the_partnership_as_it_stands(ingest, vacuumed_vectors):
    """"Is Acme Robotics still working with Boltworks?" asks about the partnership ("working with" names it;
    "still" asks nothing a sentence must repeat): the newer report that Acme is leaving the collaboration answers,
    not the older one that announced it."""
    ingest("Acme Robotics and Boltworks announced a collaboration to build robot hands together.",
           source="doubters", published_at="2025-03-02")
    ingest("Acme Robotics is leaving its collaboration agreement with Boltworks, its chief executive said on Monday.",
           source="doubters", published_at="2026-02-09")
    answer = ask("Is Acme Robotics still working with Boltworks?")
    assert not answer.insufficient and "is leaving its collaboration" in answer.answer, answer.answer


def test_a_p2_statement_in_its_page_s_own_voice_is_quoted_not_reported():
    """An interview's "Now you've taken on a new CEO role again at Acme." cannot follow "According to …," as ours:
    it is quoted with its day; a plain statement after "According to …," starts lower-case."""
    from encyclopedia.answers.fusion import Cited, Fused
    from encyclopedia.answers.writer import answer_write_offline

    def cited(pk, text):
        return Cited("claim", pk, "P2", "talks", "Robot Talks", 3, text, "2026-05-04", "https://example.test/talks")

    fused = Fused(tier="P2", answer=[cited(1, "Now you've taken on a new CEO role again at Acme."),
                                     cited(2, "The company was co-founded by Jane Okafor.")])
    assert answer_write_offline(fused).text == (
        "Robot Talks reported on 2026-05-04: “Now you've taken on a new CEO role again at Acme.” "
        "According to Robot Talks (2026-05-04), the company was co-founded by Jane Okafor.")


def test_a_round_asked_is_answered_by_that_round_s_claims_only(ingest):
    """"How much did Acme Robotics raise in its Series B?" is answered by the Series B, not by every round on
    record; asked about no round, every round is listed."""
    ingest("Acme Robotics raised $50 million in a Series A round.", published_at="2024-02-01")
    ingest("Acme Robotics raised $120 million in a Series B round.", published_at="2025-03-01")
    answer = ask("How much did Acme Robotics raise in its Series B?")
    assert "$120 million" in answer.answer and "$50 million" not in answer.answer, answer.answer
    every = ask("How much did Acme Robotics raise?")
    assert "$120 million" in every.answer and "$50 million" in every.answer, every.answer


def test_a_robot_s_total_is_answered_before_a_newer_figure_for_one_of_its_parts(ingest):
    """"How many degrees of freedom does Walker X have?" is answered by the robot's total, not by a newer report of
    a hand's; asked about a hand, the hand's figure answers."""
    ingest("Walker X has 41 degrees of freedom in total.", published_at="2024-05-01")
    ingest("Walker X has hands with 16 degrees of freedom each.", published_at="2025-05-01")
    whole = ask("How many degrees of freedom does Walker X have?")
    assert "41" in whole.answer and "16" not in whole.answer, whole.answer
    hand = ask("How many degrees of freedom does each Walker X hand have?")
    assert "16" in hand.answer, hand.answer


def test_a_count_asked_takes_the_verb_that_says_what_is_counted():
    """"How many robots has Acme produced?" asks for units built: "robots" is only what the count is in. A count
    asked never takes a predicate that is no amount ("how many robots are deployed at BMW" is no site)."""
    from encyclopedia.answers.fusion import asked_attribute

    assert asked_attribute("How many robots has Acme produced?", {"units_produced", "units_deployed"})[0] == \
        "units_produced"
    assert asked_attribute("How many robots are deployed at BMW?", {"deployed_at", "units_deployed"})[0] == \
        "units_deployed"
    assert asked_attribute("Where are its robots deployed?", {"deployed_at", "units_deployed"})[0] == "deployed_at"
    assert asked_attribute("How many Walker X robots has Acme built?", {"units_produced", "production_target"})[0] == \
        "units_produced"
    # "make" is a verb of output too: a count of robots Acme will make is its production plan, not a fleet deployed
    assert asked_attribute("How many robots will Acme make in 2027?", {"units_deployed", "production_target"})[0] == \
        "production_target"


def test_only_a_question_asking_when_needs_a_time_in_its_answer():
    from encyclopedia.answers.fusion import _WHEN_QUESTION

    asks = ["When will Walker X go on sale?", "And when did Acme raise its Series B?", "when is the launch?"]
    does_not = ["What did Acme say when Walker X fell?", "How did the crowd react when the robot danced?"]
    assert [bool(_WHEN_QUESTION.search(q)) for q in asks + does_not] == [True] * 3 + [False] * 2


def test_a_number_opening_a_name_is_no_amount():
    """"… from a 6 River Systems robot" states no count; "5 Walker X robots" and "a few hundred" do."""
    from encyclopedia.answers.fusion import _STATED_COUNT

    assert [bool(_STATED_COUNT.search(t)) for t in (
        "Walker X moves totes from a 6 River Systems cart to a belt.", "Acme has 5 Walker X robots at the site.",
        "Acme built a few hundred robots.", "Acme was founded in 2019.")] == [False, True, True, False]


def test_an_ending_asked_is_answered_by_the_ending_not_by_the_partnership():
    """"Has Acme ended its partnership with Zenith?": a sentence that only names the partnership ("models built in
    partnership with Zenith") does not answer; one saying Acme is leaving the agreement does."""
    from encyclopedia.answers.fusion import fuse, vocabulary_cues

    named, left = _passages(("Acme Robotics showed a robot that speaks, with models built in partnership with Zenith.",
                             "2025-02-01", 0.2),
                            ("Acme Robotics is leaving its collaboration agreement with Zenith after a breakthrough.",
                             "2025-02-04", 0.35))
    question = "Has Acme Robotics ended its partnership with Zenith?"
    assert "partnership" not in vocabulary_cues(question)
    asked = dict(question=question, mentions=[], p1=[], p2=[], entity_names=["Acme Robotics"])
    assert fuse(**asked, p3=[named]).insufficient
    assert [c.id for c in fuse(**asked, p3=[named, left]).answer] == [2]


def test_a_valuation_asked_is_answered_by_what_the_round_values_the_company_at():
    """"What is Acme Robotics valued at?": "The new round values Acme at $2.65 billion" says it ("values" asks for
    the valuation as "valued" does), though it shares no other word with the question."""
    from encyclopedia.answers.fusion import fuse

    [passage] = _passages(("Acme Robotics builds warehouse robots. The new round values Acme at $2.65 billion.",
                           "2024-03-08", 0.4))
    for question in ("What is Acme Robotics valued at?", "What is the valuation of Acme Robotics?"):
        fused = fuse(question=question, mentions=[], p1=[], p2=[], p3=[passage],
                     entity_names=["Acme Robotics", "Acme"])
        assert fused.best_sentence == "The new round values Acme at $2.65 billion.", question


def test_a_one_word_robot_name_is_also_looked_for_in_the_plural():
    """Passages must name the entity asked about; "a fleet of Digits" names Digit, so its plural is among the names
    P3 looks for (full-text search matches whole words: "Digits" is not "Digit"). Companies and names of several
    words are looked for as written."""
    from encyclopedia.answers import _names

    robot = Entity(name="Digit", slug="digit", kind="robot", aliases=["Atlas"])
    company = Entity(name="Acme Robotics", slug="acme-robotics", kind="company", aliases=["Acme"])
    assert _names([robot, company]) == ["Digit", "Digits", "Atlas", "Atlases", "Acme Robotics", "Acme"]


def test_when_will_it_ship_is_answered_by_when_deliveries_to_customers_start():
    """"When will Walker X ship?" asks when it reaches buyers: a sentence saying deliveries to customers start in a
    year answers, though it never says "ship" (the vocabulary's launch phrases cue it)."""
    from encyclopedia.answers.fusion import fuse, vocabulary_cues

    other, plan = _passages(("Walker X costs $20,000 and can fold towels.", "2025-10-28", 0.2),
                            ("Acme Robotics plans to start delivering Walker X to customers in 2026.", "2025-10-28", 0.3))
    question = "When will Walker X ship?"
    assert "start delivering" in vocabulary_cues(question)
    fused = fuse(question=question, mentions=[], p1=[], p2=[], p3=[other, plan], entity_names=["Walker X"],
                 today=dt.date(2025, 11, 1))
    assert fused.best_sentence == "Acme Robotics plans to start delivering Walker X to customers in 2026."


def test_when_will_it_go_on_sale_is_answered_by_when_its_commercialization_begins():
    """"When will Acme start selling Walker X?": a report that its commercialization begins by mid-2027 answers,
    though it never says "sell" (commercialization is one of the launch's phrases)."""
    from encyclopedia.answers.fusion import fuse

    other, plan = _passages(("Walker X folded towels on stage in Dunmore.", "2025-10-28", 0.2),
                            ("Acme Robotics hopes to begin commercialization of Walker X by mid-2027.", "2025-10-28", 0.3))
    fused = fuse(question="When will Acme Robotics start selling Walker X?", mentions=[], p1=[], p2=[],
                 p3=[other, plan], entity_names=["Walker X", "Acme Robotics"], today=dt.date(2025, 11, 1))
    assert fused.best_sentence == "Acme Robotics hopes to begin commercialization of Walker X by mid-2027."


def test_a_sentence_holding_a_claim_of_the_attribute_asked_outranks_a_newer_one_sharing_its_words():
    """"Who invested in Acme Robotics?": the older headline an investors claim was read from ("Foundry Motors takes
    stake in Acme Robotics") answers, not a newer sentence that only says "backed by" of something else."""
    from encyclopedia.answers.fusion import fuse

    stake, backed = _passages(("Foundry Motors takes stake in robotics maker Acme Robotics.", "2025-03-18", 0.3),
                              ("The plans are backed by AI models and include robots from Acme Robotics.", "2026-11-29",
                               0.2))
    stake.anchored = [(0, len(stake.text))]
    backed.anchored = []
    fused = fuse(question="Who invested in Acme Robotics?", mentions=[], p1=[], p2=[], p3=[backed, stake],
                 entity_names=["Acme Robotics"], today=dt.date(2026, 12, 1))
    assert fused.best_sentence == stake.text


def test_asked_for_many_values_the_sentence_listing_more_of_them_answers_before_a_newer_one():
    """"Who invested in Acme Robotics?" asks for every backer: a round "led by Foundry Capital with investment from
    Harbor Ventures and Quill Partners" answers before a newer sentence that names only the lead in passing (a
    lawsuit's, "… valued in a round led by Foundry Capital"). A single value asked still takes the newest."""
    from encyclopedia.answers.fusion import fuse

    listed, passing = _passages(
        ("The round was led by Foundry Capital with investment from Harbor Ventures and Quill Partners.", "2025-09-16",
         0.3),
        ("The suit came two months after Acme Robotics was valued in a round led by Foundry Capital.", "2025-11-24", 0.2))
    listed.anchored = [(0, len(listed.text), 3)]
    passing.anchored = [(0, len(passing.text), 1)]
    fused = fuse(question="Who invested in Acme Robotics?", mentions=[], p1=[], p2=[], p3=[passing, listed],
                 entity_names=["Acme Robotics"], today=dt.date(2026, 12, 1))
    assert fused.best_sentence == listed.text
    older, newer = _passages(("Acme Robotics was valued at $2 billion and $3 billion in two rounds.", "2024-01-10", 0.3),
                             ("Acme Robotics is now valued at $9 billion.", "2025-11-24", 0.3))
    older.anchored = [(0, len(older.text), 1), (0, len(older.text), 1)]
    newer.anchored = [(0, len(newer.text), 1)]
    fused = fuse(question="What is Acme Robotics valued at?", mentions=[], p1=[], p2=[], p3=[older, newer],
                 entity_names=["Acme Robotics"], today=dt.date(2026, 12, 1))
    assert fused.best_sentence == newer.text


def _mention(question: str, pk: int, slug: str, name: str, kind: str):
    """The entity ``name`` as the question names it (an unsaved mention, found by the ruler)."""
    from encyclopedia.answers.entities import EntityMention

    start = question.index(name)
    return EntityMention(pk, slug, name, kind, name, start, start + len(name), "ruler")


def test_a_forecast_asked_is_answered_by_the_newest_sentence_stating_its_figures(db):
    """"What does Vantage Bank expect for the humanoid robot market?": the bank's newest forecast with figures ("…
    predicts shipments of 76,000 units by 2027") answers, not an older estimate nor a sentence about the report that
    only shares the word ("may pour cold water on the overheated expectations")."""
    from encyclopedia.answers.fusion import fuse

    question = "What does Vantage Bank expect for the humanoid robot market?"
    mentions = [_mention(question, 1, "vantage-bank", "Vantage Bank", "company"),
                _mention(question, 2, "humanoid-robot-market", "humanoid robot market", "market")]
    cold, old, new = _passages(
        ("A report from Vantage Bank may pour cold water on the overheated expectations for humanoid robots.",
         "2025-02-27", 0.2),
        ("Vantage Bank estimates humanoid robots could be a $6 billion market in 10 to 15 years.", "2022-01-01", 0.2),
        ("Vantage Bank predicts that global shipments of humanoid robots will reach 76,000 units by 2027.", "2025-02-27",
         0.3))
    fused = fuse(question=question, mentions=mentions, p1=[], p2=[], p3=[cold, old, new],
                 entity_names=["Vantage Bank", "humanoid robot market", "humanoid robots"], today=dt.date(2025, 6, 1))
    assert fused.best_sentence == new.text


def test_the_outlook_of_a_market_asked_is_answered_by_a_forecast_in_other_words(db):
    """"What is the outlook for the humanoid robot market?": a sentence forecasting it ("analysts have estimated that
    the market could be worth $5 trillion by 2050") answers, though it never says "outlook"."""
    from encyclopedia.answers.fusion import fuse

    question = "What is the outlook for the humanoid robot market?"
    mentions = [_mention(question, 2, "humanoid-robot-market", "humanoid robot market", "market")]
    [forecast] = _passages(("Bank analysts have estimated that the humanoid robot market could be worth $5 trillion "
                            "by 2050.", "2025-04-30", 0.2))
    fused = fuse(question=question, mentions=mentions, p1=[], p2=[],
                 p3=[forecast], entity_names=["humanoid robot market"], today=dt.date(2025, 6, 1))
    assert fused.best_sentence == forecast.text


@pytest.mark.parametrize("obj, count", [("Parkway, Brookfield and NVIDIA", 3), ("Microsoft, OpenAI Startup Fund, NVIDIA, "
                                         "Jeff Bezos", 4), ("GXO Logistics", 1), ("", 1),
                                        ("It began trials of Kestrel, a robot that can lift boxes, at depots this week", 1)])
def test_values_listed_counts_the_values_a_claim_object_lists(obj, count):
    from encyclopedia.answers.retrieval import values_listed

    assert values_listed(obj) == count


def test_a_sentence_whose_projections_met_different_fates_has_no_one_verdict():
    """"Tours by the fourth quarter, commercialization by mid-2026": when the ledger says one came true and the
    other is past due, the answer may not say the sentence came true."""
    from types import SimpleNamespace
    from encyclopedia.answers.fusion import ledger_state

    [passage] = _passages(("Acme hopes to offer tours by the fourth quarter, with commercialization by mid-2026.",
                           "2025-01-10", 0.2))
    true, due, live = (SimpleNamespace(status=status, live=status == "open") for status in ("true", "past_due", "open"))
    sentence = passage.text
    assert ledger_state(passage, sentence, {passage.id: [(sentence, true), (sentence, due)]}) is None
    assert ledger_state(passage, sentence, {passage.id: [(sentence, live), (sentence, due)]}) is due
    assert ledger_state(passage, sentence, {passage.id: [(sentence, true), (sentence, true)]}) is true


def test_still_working_at_a_site_is_answered_by_the_deployment_ending_there(ingest, vacuumed_vectors):
    """"Is Walker X still working at Boltworks?" asks for the deployment; the newer press release saying the robots
    have finished their deployment there answers (retrieval loads what ends the state asked for, not only the state)."""
    ingest("Walker X robots are working at the Boltworks plant in Ohio.", published_at="2025-03-02")
    ingest("Acme Robotics said its Walker X robots have finished their deployment at the Boltworks plant.",
           published_at="2026-02-09")
    answer = ask("Is Walker X still working at Boltworks?")
    assert not answer.insufficient and "finished their deployment" in answer.answer, answer.answer


def test_a_fleet_retired_ends_every_deployment_reported_before_it(ingest, vacuumed_vectors):
    """"we are officially starting the retirement of Walker X" names no site: the deployment at Boltworks reported
    before it ended with it, so the answer gives the retirement, not the deployment as current."""
    ingest("Walker X robots are working at the Boltworks plant in Ohio.", published_at="2025-03-02")
    ingest("Following the release of Walker Y, Acme Robotics is officially starting the retirement of Walker X, its "
           "first humanoid robot.", published_at="2026-02-09")
    answer = ask("Is Walker X still working at Boltworks?")
    assert "retirement of Walker X" in answer.answer and "working at the Boltworks" not in answer.answer, answer.answer


def test_who_runs_a_company_is_answered_by_who_stepped_in_not_by_who_left(ingest, vacuumed_vectors):
    """"Who is running Acme Robotics?": its chief executive leaving tells who no longer runs it; the interim chief
    the board named answers. Asked who left, the departure answers."""
    ingest("Jo Park, co-founder of Acme Robotics, is leaving her role as chief executive officer. The board of Acme "
           "Robotics tapped chief commercial officer Sam Lee to step in as interim CEO.", published_at="2026-01-08")
    answer = ask("Who is currently running Acme Robotics?")
    assert "Sam Lee" in answer.answer and "Jo Park" not in answer.answer, answer.answer
    assert "Jo Park" in ask("Who left Acme Robotics?").answer


def test_what_critics_say_is_answered_from_the_bear_lane(ingest, vacuumed_vectors):
    """"What do critics say about Walker X?" asks the bear side: a doubt about it answers, not the maker's praise."""
    from encyclopedia.answers.fusion import asked_lane

    assert [asked_lane(q) for q in ("What do critics say about X?", "What are the concerns about X?",
                                    "What do supporters say about X?", "How tall is X?")] == ["bear", "bear", "bull", None]
    ingest("Acme Robotics says Walker X is the best humanoid robot on the planet.", published_at="2026-01-08")
    ingest("In a week of tests, Walker X could not finish a single task on its own, and every action was guided by a "
           "remote operator.", source="doubters", published_at="2026-02-10")
    answer = ask("What do critics say about Walker X?")
    assert "could not finish a single task" in answer.answer and "best humanoid" not in answer.answer, answer.answer


def test_who_took_over_after_a_departure_is_answered_by_the_successor(ingest, vacuumed_vectors):
    """"Who took over … after Jo Park left?" names a departure as its setting: the successor answers."""
    ingest("Jo Park, the head of Acme Robotics' Walker program, is leaving the company. Sam Lee, who leads Acme "
           "Robotics' software teams, will take over responsibility for Walker.", published_at="2026-01-08")
    answer = ask("Who took over Acme Robotics' Walker program after Jo Park left?")
    assert "Sam Lee" in answer.answer and "is leaving" not in answer.answer, answer.answer


def test_an_abbreviation_inside_a_sentence_does_not_cut_the_answer():
    """"… after the U.S. robotics firm was valued at …" is one sentence: the answer quotes it whole."""
    from encyclopedia.answers.fusion import fuse

    [passage] = _passages(("The suit came two months after the U.S. robotics firm Acme Robotics was valued at $9 billion.",
                           "2025-11-24", 0.3))
    fused = fuse(question="What is the valuation of Acme Robotics?", mentions=[], p1=[], p2=[], p3=[passage],
                 entity_names=["Acme Robotics"])
    assert fused.best_sentence == passage.text


def test_the_passage_of_the_current_value_is_a_candidate_even_when_older_ones_lie_nearer(ingest, vacuumed_vectors):
    """A valuation told by the press is neither P1 (tiers 1–2) nor P2 (statistics): P3 answers it. The passage
    holding the current value joins the candidates however far it lies from the question, so the answer gives the
    $9 billion of 2025, not the replaced $2 billion that only a nearer passage states."""
    from encyclopedia.answers.retrieval import p3_passages, sources_eligible

    ingest("Acme Robotics is valued at $2 billion.", published_at="2024-03-08", source="robot-weekly")
    ingest("A former engineer sued Acme Robotics over safety on Monday, in a filing about the test lab. The suit "
           "came two months after the robotics firm was valued at $9 billion in a round led by Parkway.",
           published_at="2025-11-24", source="robot-weekly")
    acme = Entity.objects.get(slug="acme-robotics")
    elig = sources_eligible(viewer=Viewer.anonymous(), as_of=None, source_classes=None, require_current=False)
    question = "What is the valuation of Acme Robotics?"
    nearest = p3_passages(question=question, elig=elig, as_of=None, k=1, must_mention=["Acme Robotics"])
    assert len(nearest) == 1 and "$2 billion" in nearest[0].text
    found = p3_passages(question=question, elig=elig, as_of=None, k=1, must_mention=["Acme Robotics"],
                        entity_ids=[acme.id], predicates={"valuation"})
    assert any("$9 billion" in p.text for p in found), [p.text for p in found]
    answer = question_answer(question=question, viewer=Viewer.anonymous(), as_of=dt.date(2025, 11, 25), log=False)
    assert "$9 billion" in answer.answer, (answer.answer, answer.routing)


def test_how_big_a_market_is_asks_its_size():
    """"How big will the humanoid robot market be by 2035?": the market's name takes the word "market", so "how
    big", "how large" and "worth" ask for its size; a company's worth is still its valuation, a site's size its
    floor area."""
    from encyclopedia.answers.fusion import asked_attribute

    market = {"market_size", "opinion", "price"}
    for question in ("How big will the  be by 2035?", "How large is the ?", "What will the  be worth in 2035?"):
        assert asked_attribute(question, market)[0] == "market_size", question
    assert asked_attribute("What is  worth?", {"valuation", "market_size"})[0] == "valuation"
    assert asked_attribute("How big is the  factory?", {"floor_area", "valuation"})[0] == "floor_area"


def test_a_sentence_holding_a_claim_of_the_attribute_asked_answers_whatever_its_words():
    """"Who invested in Acme Robotics?": "… with investments from Nvidia and Intel" shares no word of the question's
    attribute, but the investors claim extracted from it says it does (retrieval marks the claim's span)."""
    from encyclopedia.answers.fusion import fuse

    [passage] = _passages(("Acme Robotics raised $50 million with investments from Nvidia and Intel.", "2025-03-01",
                           0.3))
    ask = dict(question="Who invested in Acme Robotics?", mentions=[], p1=[], p2=[], p3=[passage],
               entity_names=["Acme Robotics"])
    assert not fuse(**ask).answer
    passage.anchored = [(0, len(passage.text))]
    assert fuse(**ask).best_sentence == passage.text


def test_a_product_its_maker_s_description_names_is_asked_about_by_its_name(db, tmp_path):
    """"What is Kestrel 2?": Kestrel is a product only the maker's registry description names. The question is
    about the maker, answered from a sentence on Kestrel, not from one on the maker's funding."""
    from claims.services import document_ingest

    (tmp_path / "sources.yaml").write_text(
        "- {key: wire, name: A wire, source_class: news, owner: Test, authority_tier: 3, lifecycle: active,\n"
        "   audience: [public], acl_groups: [], freshness_sla_days: null, last_reviewed_at: '2026-11-01'}\n")
    (tmp_path / "entities.yaml").write_text(
        "- {name: Orbital Labs, slug: orbital-labs, kind: company, aliases: [],\n"
        "   description: 'A robot software firm; maker of the Kestrel robot models.'}\n")
    sources_load_file(tmp_path / "sources.yaml", create_groups=True)
    entities_load_file(tmp_path / "entities.yaml")
    for day, url, text in [
        ("2026-10-01", "https://example.test/kestrel", "Kestrel 2 is a vision-language-action model trained on "
                                                        "videos of people doing chores."),
        ("2026-11-20", "https://example.test/round", "Orbital Labs raised $20 million from venture investors."),
    ]:
        assert document_ingest(data={"source": "wire", "title": "News", "url": url, "published_at": day,
                                     "text": text}).status == "created"
    assert [m.slug for m in entities_find("What is Kestrel 2?")] == ["orbital-labs"]
    for question in ("What is Kestrel 2?", "What is Orbital Labs' Kestrel 2?"):
        answer = ask(question)
        assert "Kestrel 2 is a vision-language-action model" in answer.answer, (question, answer.answer)


def test_a_p1_statement_telling_today_or_in_its_own_voice_is_quoted_with_its_day():
    """"Today is the day that we launch Apollo" answers "when" only with the day it was written; a plain P1 fact
    is stated as it is."""
    from encyclopedia.answers.fusion import Cited, Fused
    from encyclopedia.answers.writer import answer_write_offline

    def cited(pk, text):
        return Cited("claim", pk, "P1", "acme-newsroom", "Acme newsroom", 1, text, "2023-08-23",
                     "https://example.test/n")

    launch = Fused(tier="P1", answer=[cited(1, "Today Acme Robotics unveiled Walker X.")])
    assert answer_write_offline(launch).text == (
        "Acme newsroom reported on 2023-08-23: “Today Acme Robotics unveiled Walker X.”")
    ours = Fused(tier="P1", answer=[cited(2, "We launched Walker X in August.")])
    assert answer_write_offline(ours).text == "Acme newsroom reported on 2023-08-23: “We launched Walker X in August.”"
    plain = Fused(tier="P1", answer=[cited(3, "Acme Robotics launched Walker X in August 2023.")])
    assert answer_write_offline(plain).text == "Acme Robotics launched Walker X in August 2023."


def test_an_answering_sentence_that_names_no_one_asked_is_quoted_with_the_next_that_does():
    """"What do critics say about Walker?": the doubt "The safety board has not approved legged robots yet." is
    about Walker only with the sentence after it, "Until it does, every Walker on a shop floor is a trial."; both are
    quoted, and the excerpt starts where they do."""
    from encyclopedia.answers.fusion import fuse

    [passage] = _passages(("The safety board has not approved legged robots yet.  Until it does, every Walker on a "
                           "shop floor is a trial. Other makers wait too.", "2026-09-01", 0.3))
    passage.anchored = [(0, 52)]  # (a doubt the extractor gave Walker, on the first sentence)
    found = fuse(question="What do critics say about Walker?", mentions=[], p1=[], p2=[], p3=[passage],
                 entity_names=["Walker"], today=dt.date(2026, 12, 1))
    assert found.best_sentence == ("The safety board has not approved legged robots yet.  Until it does, every Walker "
                                   "on a shop floor is a trial."), found.best_sentence
    assert found.answer[0].excerpt.startswith("The safety board")


def test_evidence_from_a_page_with_no_date_is_not_said_to_be_reported_on_its_fetch_day():
    """A passage whose page gave no date (flag ``date_unknown``) answers as "reported (date unknown; fetched …)",
    not "reported on <the fetch day>"."""
    from encyclopedia.answers.fusion import fuse
    from encyclopedia.answers.writer import answer_write_offline

    [passage] = _passages(("Acme Robotics has raised $80 million so far.", "2024-02-01", 0.3))
    passage.document.date_flags = ["date_unknown"]
    fused = fuse(question="How much has Acme Robotics raised?", mentions=[], p1=[], p2=[], p3=[passage],
                 entity_names=["Acme Robotics"], today=dt.date(2026, 12, 1))
    text = answer_write_offline(fused).text
    assert "reported (date unknown; fetched 2024-02-01)" in text and "reported on 2024-02-01" not in text, text


@pytest.mark.parametrize("question", ["Who is sceptical about Walker, and why?", "What are the risks for Walker?"])
def test_asked_one_side_only_that_side_s_opinions_answer(question):
    """"Who is sceptical about Walker, and why?": the doubt the bear lane holds ("the pilot keeps stalling") answers
    though it says neither "sceptical" nor "risk"; a nearer passage that merely names Walker ("Walker is designed to
    carry totes") is no one's doubt."""
    from encyclopedia.answers.fusion import fuse

    praise, doubt = _passages(("Walker is designed to carry totes in warehouses and factories.", "2026-05-01", 0.2),
                              ("A year on, the Walker pilot at the depot keeps stalling on simple picks.",
                               "2026-03-01", 0.6))
    doubt.anchored = [(0, len(doubt.text))]  # (a bear opinion of Walker's)
    found = fuse(question=question, mentions=[], p1=[], p2=[], p3=[praise, doubt], entity_names=["Walker"],
                 today=dt.date(2026, 12, 1))
    assert found.best_sentence and found.best_sentence.startswith("A year on, the Walker pilot"), found.best_sentence


def test_a_sentence_saying_the_attribute_as_texts_do_answers_when_it_will_happen():
    """"When will Acme Robotics mass produce Walker?": "… is targeting mass production in 2027" says the production
    plan as texts say it (the predicate's spellings), not in the question's words; it answers."""
    from encyclopedia.answers.fusion import fuse

    passages = _passages(("Acme Robotics showed Walker at a fair in Shenzhen, where it drew crowds.", "2026-03-01", 0.3),
                         ("Acme Robotics said Walker has entered factory training and is targeting mass production "
                          "in 2027.", "2026-03-01", 0.4))
    found = fuse(question="When will Acme Robotics mass produce Walker?", mentions=[], p1=[], p2=[], p3=passages,
                 entity_names=["Acme Robotics", "Walker"], today=dt.date(2026, 12, 1))
    assert "targeting mass production in 2027" in (found.best_sentence or ""), found.reason


def test_evidence_from_a_page_giving_only_its_year_is_reported_in_that_year():
    """A passage whose page gave only its year (ISO 8601 "2024") answers as "reported in 2024", not "reported on
    2024-01-01"."""
    from encyclopedia.answers.fusion import fuse
    from encyclopedia.answers.writer import answer_write_offline

    [passage] = _passages(("Acme Robotics has raised $80 million so far.", "2024-01-01", 0.3))
    passage.document.date_flags = ["date_only", "date_year_only"]
    fused = fuse(question="How much has Acme Robotics raised?", mentions=[], p1=[], p2=[], p3=[passage],
                 entity_names=["Acme Robotics"], today=dt.date(2026, 12, 1))
    text = answer_write_offline(fused).text
    assert "reported in 2024" in text and "2024-01-01" not in text, text


def test_a_company_asked_about_is_answered_by_what_is_told_of_its_one_robot(ingest, vacuumed_vectors):
    """"How tall is Acme Robotics' robot?": the height is filed under Walker X, Acme's one registry robot (the
    extractor's convention); asked about the maker, the robot's claims answer."""
    ingest("Walker X stands 1.7 metres tall.", published_at="2026-01-08")
    answer = ask("How tall is Acme Robotics' robot?")
    assert "1.7" in answer.answer, answer.answer


def test_an_answer_names_the_publication_its_document_names():
    """A source that carries several publications ("A wire" relaying Meridian Daily): the answer says "Meridian Daily
    reported", as the article's attributions do, not the source's name."""
    from encyclopedia.answers.fusion import fuse
    from encyclopedia.answers.writer import answer_write_offline

    [passage] = _passages(("Acme Robotics has raised $80 million so far.", "2024-02-01", 0.3))
    passage.document.outlet = "Meridian Daily"
    fused = fuse(question="How much has Acme Robotics raised?", mentions=[], p1=[], p2=[], p3=[passage],
                 entity_names=["Acme Robotics"], today=dt.date(2026, 12, 1))
    text = answer_write_offline(fused).text
    assert "Meridian Daily reported" in text and "A wire" not in text, text


@pytest.mark.parametrize("question, asked", [
    ("How much does Walker X sell for?", "price"),
    ("How many robots did Acme Robotics deliver in 2025?", "shipments"),
    ("When did Acme Robotics end its collaboration with Zenith?", "partnership_ended"),
])
def test_a_verb_that_asks_for_a_count_only_sometimes_does_not_choose_it(question, asked):
    """"sell for" asks a price, not how many were sold: the shipments' words are the unambiguous ones ("deliver");
    "end its collaboration" asks when a partnership ended."""
    from encyclopedia.answers.fusion import asked_attribute

    assert asked_attribute(question, {"price", "shipments", "partnership_ended", "deployed_at"})[0] == asked


def test_a_past_period_asked_is_not_answered_by_a_forecast_published_in_it():
    """"How many were shipped in 2024?" is not answered by an estimate published in 2024 for a later year ("to 1.2
    million units over the same decade"); a sentence telling the period's count is, and so is the estimate when the
    question asks for the forecast."""
    from encyclopedia.answers.fusion import fuse
    from encyclopedia.answers.periods import Period

    # (the question's words without the period's, as the caller passes them with the period apart)

    in_2024 = Period("in 2024", dt.date(2024, 1, 1), dt.date(2024, 12, 31))
    (estimate,) = _passages(("The bank raised its estimate for humanoid robot shipments to 1.2 million units over "
                             "the same decade.", "2024-03-01", 0.3))
    past = fuse(question="How many humanoid robots were shipped?", mentions=[], p1=[], p2=[], p3=[estimate],
                entity_names=[], period=in_2024, today=dt.date(2026, 1, 5))
    assert past.insufficient, past.best_sentence
    asked = fuse(question="What was the forecast for humanoid robot shipments?", mentions=[], p1=[], p2=[],
                 p3=[estimate], entity_names=[], period=in_2024, today=dt.date(2026, 1, 5))
    assert asked.best_sentence == estimate.text
    (counted,) = _passages(("About 4,000 humanoid robots were shipped worldwide in 2024, a tracker estimated.",
                            "2025-02-01", 0.3))
    told = fuse(question="How many humanoid robots were shipped?", mentions=[], p1=[], p2=[], p3=[counted],
                entity_names=[], period=in_2024, today=dt.date(2026, 1, 5))
    assert told.best_sentence == counted.text


def test_a_forecast_asked_is_answered_by_the_forecaster_s_figures(db):
    """"What did Northbank forecast for the humanoid robot market?": a sentence saying Northbank "projects" or
    "predicts" answers (the verbs of a forecast meet); a rival bank's estimate does not, though it names the market
    too; nor does a question the text asks, nor a sentence whose only number is a day ("on the 27th")."""
    from encyclopedia.answers.entities import EntityMention
    from encyclopedia.answers.fusion import fuse

    rival, asks, dated, figures = _passages(
        ("Southbank analysts have estimated that the humanoid robot market could be worth $2 trillion by 2050.",
         "2025-04-01", 0.2),
        ("Will the humanoid robot market really grow as fast as Northbank expected?", "2025-02-27", 0.2),
        ("A report Northbank published on the 27th may cool expectations for the humanoid robot market.",
         "2025-02-27", 0.25),
        ("Northbank projects that the humanoid robot market will reach $40 billion by 2035.", "2025-02-27", 0.3),
    )
    mentions = [EntityMention(1, "northbank", "Northbank", "company", "Northbank", 9, 18, "ruler"),
                EntityMention(2, "humanoid-robot-market", "Humanoid robot market", "market", "humanoid robot market",
                              36, 57, "ruler")]
    fused = fuse(question="What did Northbank forecast for the humanoid robot market?", mentions=mentions, p1=[], p2=[],
                 p3=[rival, asks, dated, figures], entity_names=["Northbank", "humanoid robot market"],
                 rivals=["Southbank"], today=dt.date(2026, 1, 5))
    assert fused.best_sentence == figures.text, fused.best_sentence


def test_what_happened_asks_about_its_entities_only():
    """"What happened to Walker X at Foundry Motors?" asks about them and nothing else: "happened" is no word an
    answering sentence must share."""
    from encyclopedia.answers.fusion import fuse

    (told,) = _passages(("Walker X loaded 9,000 parts at Foundry Motors before its retirement.", "2025-10-01", 0.3))
    fused = fuse(question="What happened to          at               ?", mentions=[], p1=[], p2=[], p3=[told],
                 entity_names=["Walker X", "Foundry Motors"], today=dt.date(2026, 1, 5))
    assert fused.best_sentence == told.text, fused.reason


def test_a_count_asked_is_not_answered_by_a_model_number_or_by_a_sentence_pointing_back():
    """"How many parts did Walker X load?": a bullet "9,000+ parts loaded" answers though it names no one; "with
    Walker 03 coming" states no count (a model's number); "This would be about double the revenue of the largest
    carmakers" tells the amount of what came before it, not of the entity asked."""
    from encyclopedia.answers.fusion import fuse

    named, bullet = _passages(("Acme will retire Walker X from loading parts, with Walker 03 coming to the Foundry "
                               "plant.", "2025-10-01", 0.2),
                              ("Walker X at the Foundry plant, in figures. 9,000+ parts loaded. 1,200 hours of runtime.",
                               "2025-10-01", 0.3))
    loaded = fuse(question="How many parts did          load?", mentions=[], p1=[], p2=[], p3=[named],
                  entity_names=["Walker X"], today=dt.date(2026, 1, 5))
    assert loaded.insufficient, loaded.best_sentence
    loaded = fuse(question="How many parts did          load?", mentions=[], p1=[], p2=[], p3=[named, bullet],
                  entity_names=["Walker X"], today=dt.date(2026, 1, 5))
    assert loaded.best_sentence == "9,000+ parts loaded.", loaded.best_sentence
    (back,) = _passages(("Analysts expect Acme to sell a million Walker X robots by 2050. This, the analysts noted, "
                         "would be about double the total revenue of the 20 largest carmakers in 2024.", "2025-04-30",
                         0.2))
    earned = fuse(question="How much revenue did      make from          ?", mentions=[], p1=[], p2=[], p3=[back],
                  entity_names=["Acme", "Walker X"], today=dt.date(2026, 1, 5))
    assert earned.insufficient, earned.best_sentence


@pytest.mark.parametrize(("question", "capability"), [
    ("What is the stock ticker of Acme Robotics?", "static"),  # a symbol, published once
    ("What is Acme Robotics' ticker price?", "live_data"),
    ("What is Acme Robotics' share price right now?", "live_data"),
])
def test_a_ticker_symbol_is_published_evidence_and_its_price_is_live(question, capability):
    from encyclopedia.answers.capability import capability_classify

    assert capability_classify(question).capability == capability


def test_a_robot_asked_with_its_maker_is_not_answered_by_another_of_the_maker_s_robots(db):
    """"How much does Acme's Walker X cost?": "Acme Robotics launched the Acme Runner at $5,900" names the maker but
    prices its other robot, so it does not answer; a sentence pricing Walker X does."""
    from encyclopedia.answers.entities import EntityMention
    from encyclopedia.answers.fusion import fuse

    other, own = _passages(("This week Acme Robotics launched the Acme Runner at a price of just $5,900.", "2025-08-01", 0.2),
                           ("Acme prices Walker X at $90,000.", "2025-03-01", 0.4))
    mentions = [EntityMention(1, "acme-robotics", "Acme Robotics", "company", "Acme", 14, 18, "ruler"),
                EntityMention(2, "walker-x", "Walker X", "robot", "Walker X", 21, 29, "ruler")]
    ask = dict(question="How much does Acme's Walker X cost?", mentions=mentions, p1=[], p2=[],
               entity_names=["Walker X", "Acme Robotics", "Acme"], rivals=["Acme Runner"], today=dt.date(2026, 1, 5))
    assert fuse(**ask, p3=[other]).insufficient, fuse(**ask, p3=[other]).best_sentence
    assert fuse(**ask, p3=[other, own]).best_sentence == own.text


def test_a_stock_price_is_no_product_s_price():
    """"How much does Walker X cost?": a supplier's "stock price jumped 62%", in a passage on Acme's robots, is no
    price of Walker X; asked for a share price, it answers."""
    from encyclopedia.answers.fusion import fuse

    (stock,) = _passages(("Acme Robotics builds Walker X in Ningbo. Its bearing supplier's stock price jumped 62% this week.",
                          "2025-02-21", 0.3))
    ask = dict(mentions=[], p1=[], p2=[], p3=[stock], entity_names=["Walker X", "Acme Robotics"], today=dt.date(2026, 1, 5))
    assert fuse(question="How much does          cost?", **ask).insufficient
    assert "stock price jumped" in fuse(question="How much did the supplier's stock price rise?", **ask).best_sentence


def test_a_hyphenated_verb_asked_meets_its_words_apart():
    """"When will Acme mass-produce Walker X?": "… is targeting mass production in 2027" answers; a compound is its
    words ("mass", "produce"), not one word no sentence writes."""
    from encyclopedia.answers.fusion import content_words, fuse

    assert content_words("When will Acme mass-produce it?") >= {"mass", "produce"}
    (told,) = _passages(("Acme Robotics says Walker X has entered factory training and is targeting mass production "
                         "in 2027.", "2026-03-01", 0.3))
    fused = fuse(question="When will                mass-produce          ?", mentions=[], p1=[], p2=[], p3=[told],
                 entity_names=["Acme Robotics", "Walker X"], today=dt.date(2026, 6, 1))
    assert fused.best_sentence == told.text, fused.reason


def test_sites_told_in_several_press_passages_answer_together(ingest, vacuumed_vectors):
    """"Where is Walker X deployed?" with each site told by another press report (no P1 or P2 claim): the answer
    quotes every live passage that tells a site, up to three, each cited, not the first alone."""
    ingest("Foundry Motors has deployed Walker X robots at its Dunmore plant.", published_at="2025-03-04",
           source="robot-weekly")
    ingest("Walker X robots are being piloted at a Boltworks warehouse in Leeds.", published_at="2025-06-10",
           source="robot-weekly")
    ingest("Parkway Grocers is testing Walker X at a distribution centre in Ohio.", published_at="2025-09-22",
           source="robot-weekly")
    answer = question_answer(question="Where is Walker X deployed?", viewer=Viewer.anonymous(),
                             as_of=dt.date(2025, 10, 1), log=False)
    assert answer.tiers_used[-1:] == ["P3"], answer.routing
    for place in ("Dunmore", "Leeds", "Ohio"):
        assert place in answer.answer, answer.answer
    assert [c.tier for c in answer.citations].count("P3") >= 3


def test_a_sentence_of_several_passed_targets_was_due_by_the_last_and_a_month_reads_as_words():
    """"Tours by the fourth quarter of 2025, sales by the end of 2026", asked in 2027: due by the end of 2026, when
    all of it was due (not the first date alone); a page dated to its month is "reported in July 2025"."""
    from encyclopedia.answers.fusion import Cited, past_due

    sentence = "Acme hopes to offer tours by the fourth quarter of 2025, with sales of Walker X by the end of 2026."
    known = dt.datetime(2025, 3, 1, tzinfo=dt.timezone.utc)
    assert past_due(sentence, known, dt.date(2027, 2, 1)) == "2026-12-31"
    assert past_due(sentence, known, dt.date(2026, 2, 1)) == "2025-12-31"
    cited = Cited("passage", 1, "P3", "robot-weekly", "Robot Weekly", 3, "…", "2025-07-01", "https://example.test/a",
                  precision="month")
    assert cited.reported == "Robot Weekly reported in July 2025"


def test_a_count_of_a_year_gone_by_answers_a_question_with_no_time(ingest):
    """"How many robots did Acme Robotics ship?" asked in 2026 is answered by the count for 2025: a count measured
    over a period that has ended stays true of it, where a forecast of that period's count is past due."""
    ingest("Acme Robotics shipped 3,100 humanoid robots in 2025, according to a tally by market researchers.",
           source="doubters", published_at="2026-02-10")
    ingest("Boltworks expects to ship 9,000 robots in 2025.", source="doubters", published_at="2025-01-15")
    answer = ask("How many robots did Acme Robotics ship?", as_of=dt.date(2026, 6, 1))
    assert "3,100" in answer.answer and answer.routing["decision"]["tier"] == "P2", answer.routing
    forecast = ask("How many robots did Boltworks ship?", as_of=dt.date(2026, 6, 1))
    assert "9,000" not in forecast.answer or "projection" in forecast.answer, forecast.answer


def test_a_figure_read_off_a_sentence_is_told_in_that_sentence_s_words(ingest):
    """A count the extractor states as a label ("Walker X: close to 900 built.") is no sentence of an answer:
    the answer quotes the sentence it was read from."""
    ingest("Two suppliers claim that Acme had built close to 900 Walker X units before the line stopped.",
           source="doubters", published_at="2026-01-20")
    answer = ask("How many Walker X robots has Acme built?", as_of=dt.date(2026, 6, 1))
    assert "close to 900" in answer.answer and ": close to 900" not in answer.answer, answer.answer
    assert "“Two suppliers claim that Acme had built close to 900 Walker X units" in answer.answer, answer.answer


def test_a_label_of_a_founder_reads_as_the_passive_it_stands_for(ingest):
    """"Acme Robotics: founded by Jane Okafor." (the leadership label) answers as "Acme Robotics was founded by Jane
    Okafor.", not as a label after "according to"."""
    ingest("Founded in 2019 by Jane Okafor, Acme Robotics builds two-legged robots for warehouses.",
           source="doubters", published_at="2025-05-02")
    answer = ask("Who founded Acme Robotics?")
    assert answer.answer == ("According to The Doubters' Blog (2025-05-02), Acme Robotics was founded by Jane Okafor."), \
        answer.answer


def test_a_passage_is_split_into_sentences_as_the_extractor_splits_text():
    """"On Dec. 29 last year, …" is one sentence: an answer quoting it does not begin at "29 last year"; and a headline
    quoted as the answer's sentence ends with a full stop inside its quotation marks, its own straight quotation
    marks made single."""
    from encyclopedia.answers.fusion import fuse
    from encyclopedia.answers.writer import answer_write_offline

    listed, headline = _passages(
        ("Shares of Acme Robotics rose. On Dec. 29 last year, the first anniversary of Acme's listing, its chairman "
         "pledged to keep his shares.", "2025-01-06", 0.3),
        ('Walker X, the "home helper", can fold laundry on its own', "2025-03-01", 0.3))
    fused = fuse(question="When did list on the stock exchange?", mentions=[], p1=[], p2=[], p3=[listed],
                 entity_names=["Acme Robotics", "Acme"], today=dt.date(2025, 2, 1))
    assert fused.best_sentence.startswith("On Dec. 29 last year"), fused.best_sentence
    fused = fuse(question="What can do?", mentions=[], p1=[], p2=[], p3=[headline], entity_names=["Walker X"],
                 today=dt.date(2025, 4, 1))
    assert answer_write_offline(fused).text == \
        "A wire reported on 2025-03-01: “Walker X, the ‘home helper’, can fold laundry on its own.”"


def test_straight_quotation_marks_become_single_only_in_pairs_and_never_after_a_figure():
    from encyclopedia.wording import quotable

    assert quotable('it is a "home helper" and a "tutor"') == "It is a ‘home helper’ and a ‘tutor’"
    assert quotable('it stands 5\'8" tall') == 'It stands 5\'8" tall'
    assert quotable("these 5’9”, 140-pound robots, “tireless” ones") == "These 5’9”, 140-pound robots, ‘tireless’ ones"
    assert quotable('a quote "left open') == 'A quote "left open'


def test_a_model_code_after_another_brand_names_that_brand_s_product():
    """Asked what Acme's X1 costs, "cheaper than humanoids like the Zenith X1, which costs over $75,000" gives
    another brand's price and does not answer; "the Acme X1" and a bare "X1" do."""
    from encyclopedia.answers.fusion import fuse

    rival, ours, bare = _passages(
        ("It is far cheaper than humanoids like the Zenith X1, which costs over $75,000.", "2025-06-01", 0.3),
        ("The Acme X1 costs $16,000.", "2025-06-01", 0.3),
        ("At launch the X1 cost $16,000.", "2025-06-01", 0.3))
    asked = dict(question="What does cost?", mentions=[], p1=[], p2=[], entity_names=["X1", "Acme X1"],
                 today=dt.date(2025, 7, 1))
    assert fuse(**asked, p3=[rival]).insufficient
    assert fuse(**asked, p3=[ours]).best_sentence == ours.text
    assert fuse(**asked, p3=[bare]).best_sentence == bare.text
