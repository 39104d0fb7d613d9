"""synth.prose.v1: articles written from claims in the article's own voice, dated and cited."""

import datetime as dt
import re

import pytest

from claims.models import Claim, Entity
from core.timezones import site_date
from core.viewer import Viewer
from encyclopedia.article import Article, Kind
from encyclopedia.states import state_dates
from encyclopedia.synthesis import article_synthesize
from tests.conftest import day

PUBLIC = Viewer.anonymous()


def article(as_of=None, slug="acme-robotics") -> Article:
    entity = Entity.objects.get(slug=slug)
    return Article.from_revision(article_synthesize(entity=entity, viewer=PUBLIC, as_of=as_of))


def texts(art: Article, *kinds) -> list[str]:
    return [s.text for _, s in art.sentences() if not kinds or s.kind in kinds]


def test_a_round_reads_as_one_dated_sentence_in_the_articles_voice(ingest):
    """A round, its size and its valuation become one dated sentence citing both claims, not the source's words."""
    ingest("Acme Robotics has raised $675 million in a Series B round at a valuation of $2.6 billion.",
           published_at="2024-02-29")
    ids = set(Claim.objects.filter(subject__slug="acme-robotics").values_list("id", flat=True))
    art = article()
    funding = art.section("funding")
    assert [s.text for s in funding.sentences] == [
        "As reported in February 2024, Acme Robotics raised $675 million in a Series B round at a $2.6 billion "
        "valuation."]
    assert set(funding.sentences[0].claim_ids) == ids


def test_a_round_the_text_dates_reads_at_its_date_and_an_undated_one_at_its_report(ingest):
    """A profile of 2025 recalling rounds: the one it dates is told at its month; the one it does not date is
    told as reported in 2025, never as raised in 2025."""
    ingest("In March 2023 Acme Robotics raised $70 million in a Series A round. Acme Robotics has also raised "
           "$675 million in a Series B round.", published_at="2025-06-10")
    texts = [s.text for s in article().section("funding").sentences]
    assert texts == ["In March 2023 Acme Robotics raised $70 million in a Series A round.",
                     "As reported in June 2025, Acme Robotics raised $675 million in a Series B round."]


def test_the_same_fact_from_two_sources_is_stated_once_citing_both(ingest):
    """Two reports of one round are one sentence with both citations."""
    ingest("Acme Robotics raised $120 million in a Series B round.", published_at="2024-06-01")
    ingest("Acme Robotics raised $120 million in a Series B round.", published_at="2024-06-03", source="robot-weekly")
    claims = list(Claim.objects.filter(predicate="raised_funding"))
    assert len(claims) == 2
    stated = [s for _, s in article().sentences() if "120 million" in s.text and s.kind == Kind.FACT]
    assert len(stated) == 1 and set(stated[0].claim_ids) >= {c.id for c in claims}


def test_a_company_bought_reads_as_acquired_by_its_buyer_once_for_every_report(ingest):
    """"Boltworks acquired Acme Robotics in 2021" and, later, "Acme Robotics, majority-owned by Boltworks": one
    fact of Acme Robotics (bought by Boltworks), one sentence citing both, never "Acme Robotics acquired …"."""
    ingest("Boltworks acquired Acme Robotics in 2021.", published_at="2024-06-01")
    ingest("Acme Robotics, majority-owned by Boltworks, showed a new robot at the fair.", published_at="2025-02-03",
           source="robot-weekly")
    claims = list(Claim.objects.filter(predicate="acquisition"))
    assert {(c.subject.slug, c.object_text, c.object_entity.slug) for c in claims} == {
        ("acme-robotics", "by Boltworks", "boltworks")}
    stated = [s for s in article().section("funding").sentences if "Boltworks" in s.text]
    assert [s.text for s in stated] == ["In 2021 Acme Robotics was acquired by Boltworks."]
    assert set(stated[0].claim_ids) == {c.id for c in claims}


def test_two_reports_of_one_unnamed_round_are_stated_once(ingest):
    """"Acme Robotics has raised $70 million" in a profile and, a year later, "less than a year after Acme Robotics
    raised $70 million": neither names the round, both give its amount; one sentence cites both, not two."""
    ingest("Acme Robotics has raised $70 million from investors.", published_at="2023-04-06")
    ingest("The deal comes less than a year after Acme Robotics raised $70 million.", published_at="2024-01-18",
           source="robot-weekly")
    claims = list(Claim.objects.filter(predicate="raised_funding"))
    assert len(claims) == 2 and not any(c.qualifier for c in claims)
    stated = [s for _, s in article().sentences() if "70 million" in s.text]
    assert len(stated) == 1 and set(stated[0].claim_ids) >= {c.id for c in claims}, [s.text for s in stated]


def test_an_unresolved_conflict_is_stated_once_with_both_figures_and_sources(ingest):
    """Two reports of one day that disagree read as one sentence naming both figures, each cited."""
    ingest("Acme Robotics is valued at $1 billion.", published_at="2024-06-01", url="https://example.test/a")
    ingest("Acme Robotics is valued at $2 billion.", published_at="2024-06-01", url="https://example.test/b")
    art = article()
    disputes = [s for _, s in art.sentences() if s.kind == Kind.CONFLICT]
    assert len(disputes) == 1
    sentence = disputes[0]
    assert "$1 billion" in sentence.text and "$2 billion" in sentence.text and "disagree" in sentence.text
    cited = [p.claim_ids for p in sentence.parts if p.claim_ids]
    assert len(cited) == 2 and all(len(ids) == 1 for ids in cited)
    assert sum("billion" in t for t in texts(art, Kind.FACT, Kind.REPORT)) == 0
    field = next(f for f in art.infobox if f.key == "valuation")
    assert "$1 billion" in field.value and "$2 billion" in field.value and "disagree" in field.value


def test_a_projection_past_its_date_is_said_to_be_due_with_what_the_evidence_shows(ingest):
    """Live as of a day before its date, a projection is labelled and attributed; after it, it was due, and the
    later evidence on the same measure is cited with it."""
    ingest("Acme Robotics plans to deploy 1,000 humanoid robots in factories by 2025.", published_at="2023-03-01")
    ingest("Acme Robotics has 40 humanoid robots deployed.", published_at="2026-02-01", source="robot-weekly")
    projection = Claim.objects.get(lane="bull")
    then = article(as_of=day("2024-01-01")).section("outlook")
    assert [s.kind for s in then.sentences] == [Kind.PROJECTION]
    assert then.sentences[0].text.startswith("According to the Acme Robotics newsroom (March 2023), ")
    now = article().section("outlook")
    assert [s.kind for s in now.sentences] == [Kind.PAST_DUE]
    due = now.sentences[0]
    assert due.text.startswith("Was due by the end of 2025:") and "What the evidence shows" in due.text
    assert projection.id in due.parts[0].claim_ids
    fleet = Claim.objects.get(predicate="units_deployed")
    assert any(fleet.id in p.claim_ids for p in due.parts[1:])


def test_a_projection_of_a_period_over_before_it_was_reported_is_history_with_what_was_counted(ingest):
    """A forecast for 2025 first reported in February 2026 ("shipments are expected to reach 800 robots in 2025") is
    no live projection: it was due, and the count for 2025 reported before it is what the evidence shows."""
    ingest("Acme Robotics shipped 300 humanoid robots in 2025.", published_at="2026-01-05", source="robot-weekly")
    ingest("Acme Robotics' shipments are expected to reach around 800 humanoid robots in 2025.",
           published_at="2026-02-10")
    outlook = article().section("outlook")
    assert [s.kind for s in outlook.sentences] == [Kind.PAST_DUE], [s.text for s in outlook.sentences]
    due = outlook.sentences[0]
    assert due.text.startswith("Was due by the end of 2025:") and "300" in due.text, due.text
    count = Claim.objects.get(lane="canonical", object_text__contains="300")
    assert any(count.id in p.claim_ids for p in due.parts[1:])


def test_the_infobox_follows_the_day_and_leaves_out_what_no_claim_states(ingest):
    """The infobox shows the current key facts with dates and citations as of the article's day; a field with no
    fact is absent, never a placeholder."""
    ingest("Acme Robotics raised $20 million in a Series A round.", published_at="2023-02-01")
    ingest("Acme Robotics raised $120 million in a Series B round.", published_at="2024-06-01")
    then = {f.key: f for f in article(as_of=day("2023-06-01")).infobox}
    now = {f.key: f for f in article().infobox}
    assert then["latest_round"].value == "Series A, $20 million" and then["latest_round"].date == "February 2023"
    assert now["latest_round"].value == "Series B, $120 million" and now["latest_round"].claim_ids
    assert "valuation" not in now and "founded" not in now
    lead = " ".join(s.text for s in article().section("lead").sentences)
    assert "$120 million" in lead and "Series B" in lead


def test_a_negated_report_is_attributed_not_restated(ingest):
    """A claim its evidence negates ("no robots were working") is given with its source, word for word."""
    ingest("A spokesperson said no Acme Robotics robots were working at the Ohio plant.", published_at="2025-04-08")
    sentences = [s for _, s in article().sentences() if "Ohio" in s.text]
    assert sentences and all(s.kind == Kind.REPORT for s in sentences)
    assert sentences[0].text.startswith("According to the Acme Robotics newsroom (April 2025), ")


def test_a_report_of_an_earlier_forecast_is_history_not_a_projection(ingest):
    """"Acme said in 2023 that … in 2025, and it fell far short" reports a forecast: it never reads as a
    live projection in the outlook, while the company's own plan does."""
    ingest("Acme Robotics said in 2023 that it would deploy 1,000 humanoid robots in factories in 2025, "
           "and it fell far short.", published_at="2026-02-01", source="robot-weekly")
    ingest("Acme Robotics plans to deploy 5,000 humanoid robots in factories by 2028.", published_at="2026-03-01")
    outlook = " ".join(s.text for s in article().section("outlook").sentences)
    assert "5,000" in outlook and "fell far short" not in outlook


def test_two_projections_of_one_sentence_are_one_outlook_item_citing_both(ingest):
    """"… 5,000 robots in 2026 and one million a year within five years": two projections, one sentence; the outlook
    tells it once, citing both, not twice with a horizon tacked on to the second."""
    ingest("Acme Robotics said Walker X would be working in its factories by the end of 2026, with 5,000 units produced "
           "in 2027 and eventually 1 million per year within five years.", published_at="2026-01-20", source="robot-weekly")
    ids = {c.id for c in Claim.objects.filter(predicate="production_target")}
    assert len(ids) == 2
    items = [s for s in article().section("outlook").sentences if "5,000" in s.text]
    assert len(items) == 1 and set(items[0].claim_ids) == ids, [s.text for s in items]


def test_two_undecided_projections_of_one_sentence_that_went_by_are_told_once(ingest):
    """"… will be testing its prototype in 2022; with two robots per site, …": two projections of one sentence whose
    date went by (one of them undated), neither decided, are one past-due item citing both, not the sentence
    twice."""
    ingest("Three of Acme Robotics' customers will be testing its current prototype in 2022; with two robots per "
           "site, they will have the chance to suggest improvements for further development.",
           published_at="2022-03-01", source="robot-weekly")
    ids = {c.id for c in Claim.objects.filter(claim_type="timeline", subject__slug="acme-robotics")}
    assert len(ids) == 2
    items = [s for s in article().section("outlook").sentences if "will be testing" in s.text]
    assert len(items) == 1 and set(items[0].claim_ids) >= ids, [s.text for s in items]
    assert "two robots per site" in items[0].text and items[0].text.startswith("Was due by the end of 2022")


def test_a_deployment_named_by_its_customer_and_by_its_site_is_stated_once(ingest):
    """The agreement reported once by its customer and once by customer and site is one deployment, citing
    both; a fact sheet recalling it later does not undo a pause reported in between."""
    ingest("Acme Robotics has signed a commercial agreement with Foundry Motors to deploy humanoid robots.",
           published_at="2024-01-18")
    ingest("Foundry Motors said the Acme pilot at its Dunmore plant is paused between test phases.",
           published_at="2025-04-08", source="robot-weekly", url="https://example.test/pause")
    ingest("Acme Robotics signed an agreement with Foundry Motors in January 2024 to deploy robots at the "
           "Dunmore plant.", published_at="2026-03-01", url="https://example.test/sheet")
    deployments = list(Claim.objects.filter(subject__slug="acme-robotics", predicate="deployed_at").order_by("known_at"))
    assert [(c.object_text, c.qualifier) for c in deployments] == [
        ("Foundry Motors", "Foundry Motors"), ("Foundry Motors", "Dunmore")]
    pause = Claim.objects.get(subject__slug="acme-robotics", predicate="deployment_paused")
    assert pause.qualifier == "Dunmore"
    art = article()
    agreements = [s for s in art.section("deployment").sentences if "agreement" in s.text]
    assert len(agreements) == 1 and set(agreements[0].claim_ids) >= {c.id for c in deployments}
    field = next(f for f in art.infobox if f.key == "deployments")
    assert "paused" in field.value and pause.id in field.claim_ids


def test_one_pause_reported_in_three_wordings_is_stated_once(ingest):
    """Rewordings of one statement without a value (a production pause) are one sentence citing all three."""
    ingest("Acme Robotics has paused Walker X production while engineers redesign the hands and forearms of the "
           "robot, according to reports.", published_at="2025-07-10", source="robot-weekly")
    ingest("Acme Robotics paused Walker X production in mid-2025 to redesign the hands, according to reports.",
           published_at="2026-02-10", source="robot-weekly", url="https://example.test/scorecard")
    ingest("Acme Robotics paused Walker X production in mid-2025 for a redesign, according to reports.",
           published_at="2026-03-01", url="https://example.test/sheet")
    pauses = list(Claim.objects.filter(predicate="deployment_paused", lane="canonical"))
    assert len(pauses) == 3
    entity = Entity.objects.get(slug=pauses[0].subject.slug)
    art = Article.from_revision(article_synthesize(entity=entity, viewer=PUBLIC))
    stated = [s for _, s in art.sentences() if "paused" in s.text and s.kind != Kind.LEAD]
    assert len(stated) == 1 and set(stated[0].claim_ids) == {c.id for c in pauses}


def test_who_leads_the_company_is_its_own_section_not_a_figure(ingest):
    ingest("Jane Roe, who leads Acme's software team, took over the Walker X program, Acme Robotics said.",
           published_at="2025-07-10")
    ingest("Acme Robotics appointed Jane Roe as its new chief executive.", published_at="2025-08-10",
           url="https://example.test/ceo")
    # Who took over the robot's programme is the programme's leadership; the company's chief executive the company's.
    assert set(Claim.objects.filter(predicate__in=["leadership", "ceo"]).values_list("subject__slug", flat=True)) == {
        "acme-robotics", "walker-x"}
    art = article()
    assert art.section("statistic") is None
    leadership = art.section("leadership")
    assert leadership.title == "Leadership" and any("Jane Roe" in s.text for s in leadership.sentences)


def test_a_fact_sheet_that_tells_an_agreement_and_its_later_pause_retires_the_deployment(ingest):
    """One document's dated events follow one another: its own "paused in April 2025" retires its
    "agreed in January 2024"; a higher-tier sheet is not left stating both as current."""
    from claims.models import Supersession

    ingest("Acme Robotics signed an agreement with Foundry Motors in January 2024 to deploy robots at the Dunmore "
           "plant. Foundry Motors said in April 2025 that the Acme pilot at Dunmore was paused between test phases.",
           published_at="2026-03-01")
    deployed = Claim.objects.get(predicate="deployed_at")
    paused = Claim.objects.get(predicate="deployment_paused")
    assert (deployed.valid_from, paused.valid_from) == (day("2024-01-01"), day("2025-04-01"))
    assert Supersession.objects.filter(old_claim=deployed, new_claim=paused).exists()
    assert not Supersession.objects.filter(old_claim=paused).exists()
    field = next(f for f in article().infobox if f.key == "deployments")
    assert "paused" in field.value


def test_a_paused_deployment_told_by_its_customer_and_by_its_site_is_history_once(ingest):
    """When the pause retires the site-named agreement, the customer-named report of it is history too:
    one dated sentence citing both, and the infobox lists the site as paused, not the customer as live."""
    ingest("Acme Robotics has signed a commercial agreement with Foundry Motors to deploy humanoid robots.",
           published_at="2024-01-18")
    ingest("Acme Robotics signed an agreement with Foundry Motors in January 2024 to deploy robots at the "
           "Dunmore plant.", published_at="2025-03-01", url="https://example.test/sheet")
    ingest("Foundry Motors said the Acme pilot at its Dunmore plant is paused between test phases.",
           published_at="2025-04-08", url="https://example.test/pause")
    deployments = list(Claim.objects.filter(predicate="deployed_at"))
    art = article()
    agreements = [s for _, s in art.sentences() if "agreement" in s.text]
    assert len(agreements) == 1 and set(agreements[0].claim_ids) == {c.id for c in deployments}
    assert agreements[0].kind == Kind.HISTORY
    field = next(f for f in art.infobox if f.key == "deployments")
    assert "paused" in field.value and "Foundry Motors" not in field.value


def test_one_site_told_by_its_customer_and_by_its_line_is_one_place_that_its_pause_ended(ingest):
    """"the Foundry Motors plant" and "the Dunmore production line" are the plant the pause names ("Foundry Motors
    Dunmore plant"): the deployment is told once, as history, and the infobox lists the place as ended only."""
    ingest("Walker X robots are working at the Foundry Motors plant in Dunmore today.", published_at="2025-02-10")
    ingest("Walker X is loading parts into fixtures on the Dunmore production line.", published_at="2025-02-12",
           source="robot-weekly", url="https://example.test/line")
    ingest("Acme Robotics said its Walker X robots have finished their deployment at the Foundry Motors Dunmore "
           "plant.", published_at="2025-11-19", url="https://example.test/done")
    deployments = list(Claim.objects.filter(subject__slug="walker-x", predicate="deployed_at"))
    assert len({(c.object_text, c.qualifier) for c in deployments}) == 2, [(c.object_text, c.qualifier) for c in deployments]
    entity = Entity.objects.get(slug="walker-x")
    art = Article.from_revision(article_synthesize(entity=entity, viewer=PUBLIC))
    told = [s for s in art.section("deployment").sentences if "deployed" in s.text]
    assert len(told) == 1 and set(told[0].claim_ids) >= {c.id for c in deployments}, [s.text for s in told]
    # A deployment its maker says finished has ended; it was not paused.
    field = next(f for f in art.infobox if f.key == "deployments")
    assert field.value.count(";") == 0 and "ended" in field.value and "paused" not in field.value, field.value
    lead = " ".join(s.text for s in art.section("lead").sentences)
    assert "has been deployed" not in lead and "Dunmore plant ended in November 2025" in lead, lead


def test_folding_places_changes_no_fact_and_lists_the_same_places_each_time(ingest):
    """The infobox and the lead each ask for the sites; neither may change the facts the body then writes, and a
    name two plants share ("the Foundry Motors plant" beside Dunmore and Leeds) stays a place of its own."""
    from claims.models import Lane
    from encyclopedia.facts import facts_of
    from encyclopedia.infobox import deployment_sites, fold_places, place_name

    ingest("Walker X robots are working at the Foundry Motors Dunmore plant.", published_at="2025-01-10")
    ingest("Walker X robots are working at the Foundry Motors Leeds plant.", published_at="2025-01-12",
           url="https://example.test/leeds")
    ingest("Walker X robots are working at the Foundry Motors plant.", published_at="2025-02-10",
           source="robot-weekly", url="https://example.test/plant")
    ingest("Foundry Motors said the Walker X pilot at Leeds is paused between test phases.", published_at="2025-03-01",
           source="robot-weekly", url="https://example.test/leeds-pause")
    ingest("Acme Robotics said its Walker X robots have finished their deployment at the Foundry Motors Dunmore "
           "plant.", published_at="2025-03-19", url="https://example.test/done")
    claims = list(Claim.objects.filter(subject__slug="walker-x", lane=Lane.CANONICAL).select_related("source", "document"))
    facts = fold_places(facts_of(claims, conflicts=[]))
    before = [(f.key, [c.id for c in f.claims], [c.id for c in f.earlier]) for f in facts]
    first = deployment_sites(facts)
    second = deployment_sites(facts)
    assert [(f.key, [c.id for c in f.claims], [c.id for c in f.earlier]) for f in facts] == before
    listed = [[place_name(f) for f in part] for part in first]
    assert listed == [[place_name(f) for f in part] for part in second]
    assert listed == [["Foundry Motors plant"], ["Leeds", "Foundry Motors Dunmore plant"]], listed


def test_a_stop_reads_ended_only_when_the_deployment_itself_is_over():
    from types import SimpleNamespace
    from encyclopedia.wording import stop_word

    def word(text):
        return stop_word(SimpleNamespace(evidence_text=text, statement=text))
    assert word("Acme said its Walker X robots have finished their deployment at Dunmore.") == "ended"
    assert word("Acme has retired the Walker X fleet.") == "ended"
    assert word("The Dunmore pilot has ended.") == "ended"
    assert word("The pilot was paused until a safety review is completed.") == "paused"
    assert word("The pilot was paused after it completed the first phase; a second starts in May.") == "paused"
    assert word("The line was paused ahead of the retirement of the old conveyor system.") == "paused"
    assert word("Work on the paint finishing line was paused.") == "paused"
    # robots retired as a whole
    assert word("We're officially starting the retirement of Walker X, our first humanoid robot.") == "ended"
    assert word("Specs of the now-retired Walker X fleet were never the point.") == "ended"
    assert word("Acme retired its Walker X robots in May.") == "ended"
    assert word("A retired engineer said the robots were paused in May.") == "paused"
    assert word('After a year at Dunmore, Acme officially "retired" the series of humanoid robots Walker X.') == "ended"
    assert word('Humanoid Robots Walker X "Retire" After a Year of Work at Dunmore') == "ended"


def test_who_founded_the_company_reads_in_its_leadership_section(ingest):
    """"Acme Robotics was founded by Jane Roe" is told under Leadership, attributed to its source and undated
    (the report's day is not the founding's), cited; an infobox's "Founder: Jane Roe" reads the same."""
    ingest("Acme Robotics was founded by Jane Roe in a garage in Austin.", published_at="2024-05-02")
    claim = Claim.objects.get(predicate="leadership", qualifier="founder")
    leadership = article().section("leadership")
    assert [(s.text, tuple(s.claim_ids)) for s in leadership.sentences] == [
        ("According to the Acme Robotics newsroom (May 2024), Acme Robotics was founded by Jane Roe.", (claim.id,))]


def _said(text, outlet="Robot Weekly"):
    import datetime as dt
    from types import SimpleNamespace
    return SimpleNamespace(evidence_text=text, statement=text, object_text="", document=SimpleNamespace(outlet=outlet),
                           source=SimpleNamespace(name=outlet), known_at=dt.datetime(2024, 5, 2, tzinfo=dt.timezone.utc))


def test_a_title_ends_no_sentence_and_a_quotation_keeps_both_its_marks():
    """"Mr. Lee" stays one name; a quotation begun in the sentence before is reopened; no second full stop."""
    from encyclopedia.wording import reported
    assert reported(_said("Acme said on Friday that Mr. Lee is stepping down “for personal reasons.”")) == (
        "According to Robot Weekly (May 2024), Acme said on Friday that Mr. Lee is stepping down “for personal reasons.”")
    assert reported(_said('We now have 300 orders from carmakers," Lee said.')) == (
        'According to Robot Weekly (May 2024), "We now have 300 orders from carmakers," Lee said.')


def test_a_quotation_cut_by_the_sentence_split_is_closed_and_a_writers_aside_is_left_out():
    """'…, stating, "Not correct.' ends its quotation; "(more on this later)" speaks to the page's reader, not ours."""
    from encyclopedia.wording import reported
    assert reported(_said('Lee denied the report on Friday, stating, "Not correct.')) == (
        'According to Robot Weekly (May 2024), Lee denied the report on Friday, stating, "Not correct."')
    assert reported(_said("Two suppliers claim that “Acme had built close to 1,000 before the line stopped (more on "
                          "this later).")) == ("According to Robot Weekly (May 2024), two suppliers claim that “Acme had "
                                               "built close to 1,000 before the line stopped.”")


def test_an_opinion_quoted_whole_makes_its_own_quotation_marks_single():
    """"Critics call Walker X “a demo machine”" quoted as an opinion reads '“Critics call Walker X ‘a demo machine’.”',
    never two double marks opening inside each other."""
    from encyclopedia.wording import quoted
    assert quoted(_said("Critics call Walker X “a demo machine” at heart.")) == (
        "In May 2024 Robot Weekly wrote: “Critics call Walker X ‘a demo machine’ at heart.”")


def test_a_measure_written_as_a_modifier_reads_as_a_noun():
    from types import SimpleNamespace
    from encyclopedia.wording import figure

    def fig(obj, text):
        return figure(SimpleNamespace(object_text=obj, evidence_text=text, statement=text))
    assert fig("52-kilogram", "Walker X is a 52-kilogram robot.") == "52 kilograms"
    assert fig("1.7-meter", "It is about 1.7-meter tall.") == "about 1.7 meters"
    assert fig("1-foot", "A 1-foot step.") == "1 foot"


def test_partnerships_are_titled_as_such_beside_deployments(ingest):
    """A section holding only a partnership is "Partnerships", not "Deployments"; with robots at work too it is
    "Deployments and partnerships"."""
    ingest("Acme Robotics announced a partnership with Boltworks.", published_at="2024-02-01")
    assert article().section("deployment").title == "Partnerships"
    ingest("Acme Robotics has signed a commercial agreement with Foundry Motors to deploy humanoid robots.",
           published_at="2024-05-01", source="robot-weekly")
    assert Claim.objects.filter(subject__slug="acme-robotics", predicate="deployed_at").exists()
    assert article().section("deployment").title == "Deployments and partnerships"


def test_a_robots_partnership_is_announced_for_it_and_a_market_lists_no_sites_of_its_own(ingest):
    """A robot announces nothing ("Walker X announced a partnership" read wrong); a market has no robots at work."""
    from encyclopedia.prose import _phrase
    from types import SimpleNamespace
    claim = SimpleNamespace(object_text="Boltworks", evidence_text="", statement="")
    robot = SimpleNamespace(name="Walker X", kind="robot")
    assert _phrase("partnership", robot, claim, "") == "a partnership with Boltworks was announced for Walker X"
    market = Entity.objects.create(name="Humanoid market", slug="humanoid-market", kind="market",
                                   aliases=["humanoid market"])
    ingest("The humanoid market grew as Foundry Motors deployed humanoid robots at its Dunmore plant.")
    Claim.objects.filter(claim_type="deployment").update(subject=market)
    art = Article.from_revision(article_synthesize(entity=market, viewer=PUBLIC))
    assert Claim.objects.filter(subject=market, claim_type="deployment").exists()
    assert not [s for s in texts(art) if s.startswith("Its robots have been deployed")]
    assert "deployments" not in {f.key for f in art.infobox}


def test_a_page_speaking_in_its_own_voice_is_quoted_not_reported():
    """"We put our robots on the line" cannot follow "According to Acme Robotics, …" in the article's voice, nor
    can a sentence whose opening pronoun pointed at something earlier on its page: both are quoted, with a
    quotation inside turned to single marks. A sentence about others stays reported, its first word lower-cased
    when it is no name."""
    from encyclopedia.wording import reported
    assert reported(_said("Within ten months, we put our robots on the line at the plant.", outlet="Acme Robotics")) == (
        "In May 2024 Acme Robotics wrote: “Within ten months, we put our robots on the line at the plant.”")
    assert reported(_said("it has signed a deal with Acme to “test robots in real plants.”")) == (
        "In May 2024 Robot Weekly wrote: “It has signed a deal with Acme to ‘test robots in real plants.’”")
    assert reported(_said("Unlike older arms, Acme's robots walk between stations.")) == (
        "According to Robot Weekly (May 2024), unlike older arms, Acme's robots walk between stations.")
    assert reported(_said("Inside Acme's Dunmore warehouse, about 100 robots fold shirts.")) == (
        "According to Robot Weekly (May 2024), inside Acme's Dunmore warehouse, about 100 robots fold shirts.")


def test_a_sentence_pointing_back_with_this_or_these_is_quoted_and_a_time_of_its_own_is_not():
    """"This lets Walker X …", "These are funded by …", "This investment will …", "After a short pause, it …"
    point at something earlier on their page the article does not have: quoted, never "According to X, this lets
    …". "This year, …" is a time."""
    from encyclopedia.wording import reported
    assert reported(_said("This lets Walker X grip soft fruit without bruising it.")) == (
        "In May 2024 Robot Weekly wrote: “This lets Walker X grip soft fruit without bruising it.”")
    assert reported(_said("These are funded by Boltworks and include a pilot of Walker X robots.")).startswith(
        "In May 2024 Robot Weekly wrote: “These are funded")
    assert reported(_said("This investment will pay for Acme's second plant.")).startswith(
        "In May 2024 Robot Weekly wrote: “This investment")
    assert reported(_said("This year, Acme shipped 20 robots.")) == (
        "According to Robot Weekly (May 2024), this year, Acme shipped 20 robots.")
    assert reported(_said("According to him, Walker X robots now train at three plants.")).startswith(
        "In May 2024 Robot Weekly wrote: “According to him,")
    # a pronoun after an opening phrase that names no one points back too; one the phrase names does not
    assert reported(_said("After a short pause, it stands up again.")) == (
        "In May 2024 Robot Weekly wrote: “After a short pause, it stands up again.”")
    assert reported(_said("Although Acme is small, it ships robots.")) == (
        "According to Robot Weekly (May 2024), although Acme is small, it ships robots.")
    assert reported(_said("Acme, it seems, ships robots.")) == (
        "According to Robot Weekly (May 2024), Acme, it seems, ships robots.")


def test_a_role_or_a_common_word_opening_a_reported_sentence_is_lower_cased_and_a_name_is_not():
    """"Co-founder Jo Park also left", "Existing investors Boltworks and …", "Analysts expect …" go on from
    "According to X," in lower case; "New Haven …", "Early Light Capital …", "Founders Fund" are names and keep
    their capitals;
    a picture pointed at (", visible here,", "(pictured above)") is left out."""
    from encyclopedia.wording import reported
    assert reported(_said("Co-founder Jo Park also left the company in April.")) == (
        "According to Robot Weekly (May 2024), co-founder Jo Park also left the company in April.")
    assert reported(_said("Existing investors Boltworks and Early Light Capital joined the round.")) == (
        "According to Robot Weekly (May 2024), existing investors Boltworks and Early Light Capital joined the round.")
    assert reported(_said("Analysts expect Acme to ship 500 robots.")) == (
        "According to Robot Weekly (May 2024), analysts expect Acme to ship 500 robots.")
    assert reported(_said("New Haven Robotics bought 20 Walker X robots.")) == (
        "According to Robot Weekly (May 2024), New Haven Robotics bought 20 Walker X robots.")
    assert reported(_said("Early Light Capital led the round.")) == (
        "According to Robot Weekly (May 2024), Early Light Capital led the round.")
    assert reported(_said("Founders Fund joined the round.")) == (
        "According to Robot Weekly (May 2024), Founders Fund joined the round.")
    assert reported(_said("Acme's padded shell, visible here, is meant to make Walker X safer.")) == (
        "According to Robot Weekly (May 2024), Acme's padded shell is meant to make Walker X safer.")
    assert reported(_said("Walker X (pictured above) folds shirts.")) == (
        "According to Robot Weekly (May 2024), Walker X folds shirts.")
    # a word no name is made of: a trade in the plural, an adverb, an abstract noun before a preposition
    assert reported(_said("Carmakers including Foundry Motors have tested Walker X.")) == (
        "According to Robot Weekly (May 2024), carmakers including Foundry Motors have tested Walker X.")
    assert reported(_said("Visibly moved, Jo Park thanked the team.")) == (
        "According to Robot Weekly (May 2024), visibly moved, Jo Park thanked the team.")
    assert reported(_said("Cooperation between Acme and Boltworks began in 2024.")) == (
        "According to Robot Weekly (May 2024), cooperation between Acme and Boltworks began in 2024.")
    assert reported(_said("Foundation said it would ship in 2027.")) == (
        "According to Robot Weekly (May 2024), Foundation said it would ship in 2027.")


def test_a_headline_or_a_bullet_is_quoted_whole_not_continued():
    """A line with no full stop (a headline, a bullet, a caption) is no sentence to go on from "According to X,":
    it is quoted whole, a headline as one; the outlook quotes it too. Running text saying the same leads its fact."""
    from types import SimpleNamespace
    from encyclopedia.facts import Fact
    from encyclopedia.outlook import _said as outlook_said
    from encyclopedia.wording import reported
    bullet = _said("Ran 10-hour shifts Monday to Friday", outlet="Acme Robotics")
    assert reported(bullet) == "In May 2024 Acme Robotics wrote: “Ran 10-hour shifts Monday to Friday.”"
    headline = _said("Acme Robotics Clears 1,000 Hours as Orders Open")
    headline.document.title = "Acme Robotics Clears 1,000 Hours as Orders Open"
    assert reported(headline) == "In May 2024 Robot Weekly headlined: “Acme Robotics Clears 1,000 Hours as Orders Open.”"
    assert outlook_said(_said("Acme to Ship Walker X in July")) == (
        "as Robot Weekly wrote (May 2024), “Acme to Ship Walker X in July”")
    assert reported(_said("Acme shipped 20 robots.")) == "According to Robot Weekly (May 2024), Acme shipped 20 robots."
    # a line that holds less than was read from it (an infobox's role under the name it goes with): the claim read
    role = _said("(Chairman & CEO)")
    role.object_text, role.predicate, role.subject = "Jo Park (Chairman & CEO)", "leadership", SimpleNamespace(name="Acme")
    assert reported(role) == "According to Robot Weekly (May 2024), Acme: Jo Park (Chairman & CEO)."

    def claim(text, pk):
        c = _said(text)
        c.id, c._restatable, c.source.authority_tier = pk, False, 3
        return c
    fact = Fact("metric", [claim("1,000+ hours of runtime", 1), claim("The robots ran for more than 1,000 hours.", 2)])
    assert fact.lead.id == 2


def test_a_headlines_verb_phrase_is_no_site(ingest):
    """"Acme Logistics Is Testing Humanoid Delivery Robots": the deployment's object is what the headline says, no
    site — neither stated as where robots were tested nor listed among deployments."""
    from types import SimpleNamespace
    from encyclopedia.wording import names_site

    def deployment(obj):
        return SimpleNamespace(object_text=obj, evidence_text=obj, statement=obj)
    assert not names_site(deployment("Is Testing Humanoid Delivery Robots"))
    assert names_site(deployment("Spartanburg plant")) and names_site(deployment("GXO Logistics"))
    from encyclopedia.facts import Fact
    from encyclopedia.infobox import deployment_sites
    from encyclopedia.prose import _worded
    headline = _said("Report: Acme Logistics Is Testing Humanoid Delivery Robots")
    headline.object_text, headline.id, headline._restatable = "Is Testing Humanoid Delivery Robots", 1, True
    headline.source.authority_tier, headline.extractor, headline.predicate = 3, "extract.rules.v1", "deployed_at"
    headline.object_value, headline.qualifier, headline.valid_from, headline.valid_until = None, "", None, None
    fact = Fact("deployed_at", [headline])
    assert not _worded(fact) and deployment_sites([fact]) == ([], [])


def test_a_bare_figure_left_of_a_table_is_no_sentence(ingest):
    """A line that is only a figure ("1,000", an employee count whose label stayed in the table) tells a reader
    nothing: it is not quoted as the article's sentence."""
    ingest("Acme Robotics builds Walker X.\n\nEmployees\n\n1,000\n\nAcme Robotics raised $20 million in a Series A "
           "round.", title="Acme Robotics")
    body = texts(article())
    assert body and not [t for t in body if re.search(r"[“ ]1,000\.?”?$", t)], body


def test_a_day_takes_on_and_a_month_takes_in():
    from encyclopedia.prose import _on_or_in
    assert (_on_or_in("16 September 2025"), _on_or_in("September 2025"), _on_or_in("2025")) == (
        "on 16 September 2025", "in September 2025", "in 2025")


def test_in_addition_to_is_no_connective():
    """"In addition to walking, Walker X can crouch": the phrase belongs to the sentence and stays."""
    from encyclopedia.wording import reported
    assert reported(_said("In addition to walking, Walker X can crouch and stand up again.")) == (
        "According to Robot Weekly (May 2024), in addition to walking, Walker X can crouch and stand up again.")
    assert reported(_said("In addition, Walker X can crouch.")) == (
        "According to Robot Weekly (May 2024), Walker X can crouch.")


def test_a_though_that_concedes_nothing_is_no_concession():
    """"Though the real work happens on factory floors, and Acme leads it." has no main clause: the "Though" is a
    connective and goes; "Although Acme is small, it ships robots" concedes, and stays."""
    from encyclopedia.wording import reported
    assert reported(_said("Though the real work happens on factory floors, and Acme leads it.")) == (
        "According to Robot Weekly (May 2024), the real work happens on factory floors, and Acme leads it.")
    assert reported(_said("Although Acme is small, it ships robots.")) == (
        "According to Robot Weekly (May 2024), although Acme is small, it ships robots.")


def test_an_outlet_whose_name_has_small_words_is_named_as_it_is():
    """"Masters of Scale" is a name, said without "the"; "Acme Robotics newsroom" is a description, with it."""
    from types import SimpleNamespace
    from encyclopedia.wording import attribution

    def named(outlet):
        return attribution(SimpleNamespace(document=SimpleNamespace(outlet=outlet), source=SimpleNamespace(name=outlet)))
    assert named("Masters of Scale") == "Masters of Scale"
    assert named("Acme Robotics newsroom") == "the Acme Robotics newsroom"
    assert named("Acme investor relations") == "Acme investor relations"


def test_a_function_word_opening_a_reported_sentence_is_lower_cased_and_a_name_is_not():
    from encyclopedia.wording import reported
    assert reported(_said("Even in 2040, most robots will still work in plants.")) == (
        "According to Robot Weekly (May 2024), even in 2040, most robots will still work in plants.")
    assert reported(_said("May 2024 brought Acme its first order.")).startswith("According to Robot Weekly (May 2024), May 2024")
    assert reported(_said("Acme shipped 20 robots.")) == "According to Robot Weekly (May 2024), Acme shipped 20 robots."
    # A participle opening its phrase is no name either.
    assert reported(_said("Founded in 2022 by Jo Park, Acme builds robots.")) == (
        "According to Robot Weekly (May 2024), founded in 2022 by Jo Park, Acme builds robots.")


def test_a_deadline_reads_at_the_precision_it_has():
    """A horizon counted in years ("within the next 15 years" from 1 January 2022) falls on 1 January: "by the start
    of 2037", not a day nobody named; 31 December reads "the end of"; any other day is the day."""
    import datetime as dt
    from encyclopedia.outlook import _by
    assert [_by(dt.date(2037, 1, 1)), _by(dt.date(2026, 12, 31)), _by(dt.date(2026, 3, 3))] == [
        "the start of 2037", "the end of 2026", "3 March 2026"]


def test_a_name_opening_on_a_stop_word_keeps_its_capital_and_a_numeral_is_no_first_person():
    """"Whole Foods", "First Solar": a stop word opening a run of capitalised words is part of a name; "Phase I"
    is a numeral, not the page speaking in the first person."""
    from encyclopedia.wording import reported
    assert reported(_said("Whole Foods will test Acme robots in two stores.")) == (
        "According to Robot Weekly (May 2024), Whole Foods will test Acme robots in two stores.")
    assert reported(_said("First Solar will put humanoids to work at its plant.")).startswith(
        "According to Robot Weekly (May 2024), First Solar will")
    assert reported(_said("Even so, Acme raised $10 million.")) == (
        "According to Robot Weekly (May 2024), even so, Acme raised $10 million.")
    assert reported(_said("Acme's robot passed Phase I safety trials.")) == (
        "According to Robot Weekly (May 2024), Acme's robot passed Phase I safety trials.")


def test_a_projection_in_its_pages_own_voice_is_quoted_in_the_outlook():
    """"Acme says Walker X will cost $20,000, and I doubt it": the sceptic's "I" is not the article's; the outlook
    quotes it and names who wrote it. A projection in the third person stays reported."""
    from encyclopedia.outlook import _said as outlook_said
    assert outlook_said(_said("Acme says Walker X will cost $20,000, and I doubt it can be done this decade.")) == (
        "as Robot Weekly wrote (May 2024), “Acme says Walker X will cost $20,000, and I doubt it can be done this decade”")
    assert outlook_said(_said("Acme plans to ship 500 robots next year.")) == (
        "according to Robot Weekly (May 2024), Acme plans to ship 500 robots next year")


def test_a_live_projection_gives_its_due_date_first(ingest):
    """The date a live projection is due by opens its sentence, as a past-due one's does, instead of trailing after
    a closing quotation mark ("…that quickly”, by the end of 2024") or a long attribution; a sceptic's own-voice
    sentence is still quoted whole."""
    ingest("Acme says Walker X will ship to customers next year, and I doubt Acme can build a safe humanoid that "
           "quickly.", published_at="2023-11-02", source="robot-weekly")
    ingest("Acme Robotics plans to open a second factory next year, its chief executive told staff on Thursday.",
           published_at="2023-11-03", url="https://example.test/factory")
    entity = Entity.objects.get(slug="walker-x")
    outlook = Article.from_revision(article_synthesize(entity=entity, viewer=PUBLIC, as_of=day("2024-06-01"))
                                    ).section("outlook")
    quoted = [s.text for s in outlook.sentences if "“" in s.text]
    assert quoted and all(t.startswith("Due by the end of 2024: as Robot Weekly wrote") and t.endswith("”.")
                          for t in quoted), quoted
    company = article(as_of=day("2024-06-01")).section("outlook")
    plans = [s.text for s in company.sentences if "second factory" in s.text]
    assert plans and all(t.startswith("Due by the end of 2024: according to the Acme Robotics newsroom") and
                         not t.endswith("2024.") for t in plans), plans


def test_a_market_is_a_common_noun_inside_a_sentence(ingest):
    """Two same-day reports disagreeing on a market's size read "Sources disagree on the walking robot market's
    market size", not "… on Walking robot market's …"."""
    Entity.objects.create(name="Walking robot market", slug="walking-robot-market", kind="market", aliases=[])
    ingest("The walking robot market was worth $2 billion in 2024.", published_at="2025-05-02",
           url="https://example.test/a")
    ingest("The walking robot market was worth $3 billion in 2024.", published_at="2025-05-02",
           url="https://example.test/b")
    entity = Entity.objects.get(slug="walking-robot-market")
    art = Article.from_revision(article_synthesize(entity=entity, viewer=PUBLIC))
    disputes = [s.text for _, s in art.sentences() if s.kind == Kind.CONFLICT]
    assert disputes and all(t.startswith("Sources disagree on the walking robot market's") for t in disputes), [
        s.text for _, s in art.sentences()]


def test_a_section_whose_only_sentence_the_outlook_tells_is_left_out(ingest):
    """A rental price told in the same sentence as a delivery date is worded once, in the outlook: the body's
    section that held only that sentence is not left as an empty heading."""
    ingest("As previously reported, Acme Robotics is offering Walker X for a $499 monthly subscription, with US "
           "deliveries set for 2026.",
           published_at="2025-01-10", source="robot-weekly")
    entity = Entity.objects.get(slug="walker-x")
    art = Article.from_revision(article_synthesize(entity=entity, viewer=PUBLIC, as_of=day("2025-06-01")))
    assert all(section.sentences for section in art.sections if section.key != "outlook"), [
        (section.key, [s.text for s in section.sentences]) for section in art.sections]
    assert any("$499" in s.text for _, s in art.sentences()), [s.text for _, s in art.sentences()]


def test_a_speaker_named_after_the_sentence_is_named_before_it():
    """"According to Robot Weekly, Acme has 50 staff, Lee said" attributes twice and out of order."""
    from encyclopedia.wording import reported
    assert reported(_said("Acme has about 50 employees, Lee said.")) == (
        "According to Robot Weekly (May 2024), Lee said Acme has about 50 employees.")
    assert reported(_said("The robots will ship next year, the company says.")) == (
        "According to Robot Weekly (May 2024), the company says the robots will ship next year.")


def test_a_robots_lead_says_who_makes_it_and_where_it_works(ingest):
    """A robot's article opens with its maker, cited to a claim naming the maker; its sites read "It has been
    deployed at …", not "Its robots have been deployed"."""
    ingest("Acme Robotics has deployed Walker X at a GXO warehouse in Ohio.", published_at="2024-02-29")
    robot = Entity.objects.get(slug="walker-x")
    art = Article.from_revision(article_synthesize(entity=robot, viewer=PUBLIC))
    lead = texts(art, Kind.LEAD)
    assert lead[0] == "Walker X is a robot made by Acme Robotics.", lead
    (cited,) = next(s for _, s in art.sentences() if s.text == lead[0]).claim_ids
    assert "Acme Robotics" in Claim.objects.get(id=cited).evidence_text
    assert not [s for s in lead if s.startswith("Its robots")], lead


def test_a_robot_s_count_reads_as_units_of_it_built_not_as_a_robot_that_builds():
    """"Optimus had built close to 1,000 robots" said the robot builds robots: a robot's count reads "close to 1,000
    Optimus robots had been built"; a count in words is lower-cased and counts robots ("hundreds of …")."""
    from types import SimpleNamespace
    from encyclopedia.prose import _phrase

    def said(obj):
        return SimpleNamespace(object_text=obj, evidence_text="", statement="")
    robot = SimpleNamespace(name="Walker X", kind="robot")
    company = SimpleNamespace(name="Acme Robotics", kind="company")
    assert _phrase("units_produced", robot, said("close to 1,000"), "") == "close to 1,000 Walker X robots had been built"
    assert _phrase("units_deployed", robot, said("Hundreds"), "") == "hundreds of Walker X robots had been deployed"
    assert _phrase("shipments", robot, said("5,000 units"), "2025") == "5,000 Walker X units had been shipped in 2025"
    assert _phrase("units_produced", company, said("Hundreds"), "") == "Acme Robotics had built hundreds of robots"
    assert _phrase("units_deployed", company, said("Dozens"), "") == "Acme Robotics had dozens of robots deployed"


def test_a_round_says_led_by_only_for_the_backers_that_led_it(ingest):
    """"B Capital and Capital Factory led the Series A, with participation from Google": led by the two, with
    Google; a round whose evidence names no lead lists its investors."""
    ingest("Acme Robotics raised $350 million in a Series A round. B Capital and Capital Factory led the Acme "
           "Robotics Series A, with participation from Google.", published_at="2025-02-13")
    funding = texts(article(), Kind.FACT)
    assert any("led by B Capital and Capital Factory, with Google" in t for t in funding), funding
    assert not any("led by Google" in t for t in funding), funding


def test_only_a_robot_s_lead_gives_its_specifications():
    """A robot's lead gives its price and build ("Walker X is priced at $90,000"); a market's price is a robot's
    average cost, never "the humanoid robot market is priced at …"."""
    from types import SimpleNamespace

    from encyclopedia.article import InfoField
    from encyclopedia.prose import _lead

    price = [InfoField("price", "Price", "$90,000", "January 2025", (1,))]
    robot = SimpleNamespace(name="Walker X", kind="robot")
    market = SimpleNamespace(name="Humanoid robot market", kind="market")
    assert [s.text for s in _lead(robot, price, [])] == ["Walker X is priced at $90,000."]
    assert [s.text for s in _lead(market, price, [])] == []


def test_a_participle_opening_a_reported_sentence_is_lower_cased_and_a_place_is_not():
    """"According to X, Standing under 1.7 meters, …" and "…, Robotics company Acme …" read wrong; "Beijing on Monday
    …" is a place and keeps its capital."""
    from encyclopedia.wording import reported
    assert reported(_said("Standing under 1.7 meters tall, Walker X is Acme's smallest robot.")) == (
        "According to Robot Weekly (May 2024), standing under 1.7 meters tall, Walker X is Acme's smallest robot.")
    assert reported(_said("Looking further ahead, Acme plans a second factory.")).startswith(
        "According to Robot Weekly (May 2024), looking further ahead")
    assert reported(_said("Beijing on Monday unveiled a plan to subsidise humanoid makers.")).startswith(
        "According to Robot Weekly (May 2024), Beijing on Monday")
    assert reported(_said("Robotics company Acme Robotics is leaving its deal with Foundry Motors.")).startswith(
        "According to Robot Weekly (May 2024), robotics company Acme Robotics")
    for name in ("Humanoid HMND 01 began trials at a Leeds warehouse.", "Robot Era unveiled a new hand.",
                 "Automotive News reported the deal first."):
        assert reported(_said(name)) == f"According to Robot Weekly (May 2024), {name}"


def test_a_deal_told_in_its_object_is_reported_not_templated(ingest):
    """An acquisition whose object is the whole deal ("Hyundai acquired Acme Robotics in 2021 from SoftBank", Acme
    the one bought) reads as its source tells it, never as "Acme Robotics acquired Hyundai acquired …"."""
    ingest("Hyundai acquired Acme Robotics in 2021 from SoftBank.", published_at="2024-05-02")
    claim = Claim.objects.get(subject__slug="acme-robotics", predicate="acquisition")
    written = [t for t in texts(article()) if "SoftBank" in t]
    assert written and all("Acme Robotics acquired" not in t for t in written), (claim.object_text, written)
    assert any("Hyundai acquired Acme Robotics in 2021 from SoftBank" in t for t in written)


def test_robots_on_trial_read_as_tested_not_as_deployed(ingest):
    """A pilot ("is testing Walker X at a GXO warehouse") reads "tested at", in the lead and in its section;
    robots put to work elsewhere still read "deployed at"."""
    for text, day_, url in (("Acme Robotics is testing Walker X at a GXO warehouse in Ohio.", "2024-02-29", "pilot"),
                            ("Acme Robotics has deployed Walker X at a Boltworks plant in Texas.", "2024-03-05", "work")):
        ingest(text, published_at=day_, url=f"https://example.test/{url}")
    art = article(slug="walker-x")
    lead = " ".join(texts(art, Kind.LEAD))
    assert "deployed at" in lead and "tested at" in lead and lead.index("deployed at") < lead.index("tested at"), lead
    body = [t for t in texts(art) if "GXO" in t and t not in texts(art, Kind.LEAD)]
    assert body and all("deployed" not in t for t in body) and any("tested" in t for t in body), body


def test_a_robot_retired_as_a_whole_ends_its_deployments(ingest):
    """"The retirement of Walker X" names no site: every deployment reported before it ended with it, in the lead
    and the infobox, and none reads as current."""
    ingest("Acme Robotics has deployed Walker X at a Boltworks plant in Texas.", published_at="2024-03-05",
           url="https://example.test/work")
    ingest("Following the release of its successor, Acme Robotics is officially starting the retirement of Walker X, "
           "its first humanoid robot.", published_at="2025-01-20", url="https://example.test/retired")
    art = article(slug="walker-x")
    lead = " ".join(texts(art, Kind.LEAD))
    assert "has been deployed" not in lead and "deployment at Boltworks ended in January 2025" in lead, lead
    (row,) = [f for f in art.infobox if f.key == "deployments"]
    assert row.value == "Boltworks, ended January 2025", row.value



def test_a_company_whose_own_claims_never_name_its_robot_still_says_it_makes_it(ingest, analyst):
    """Acme's only claim is a hire; Walker X's claims say it is Acme's. The company's article names its robot in
    the lead and infobox, citing the robot's claim that names Acme, as of the day and for the reader's sources;
    a claim about the robot that does not name the maker proves nothing of who makes it."""
    ingest("Acme Robotics hired Dana Reyes as chief executive.", published_at="2024-01-10")
    ingest("Walker X lifted a 20 kg tote in a demonstration.", published_at="2024-02-10")
    assert Claim.objects.filter(subject__slug="walker-x").exists()
    assert not [s for s in texts(article()) if "Walker X" in s]  # no claim naming both yet

    ingest("Acme's Walker X walked unaided across a warehouse floor.", source="analyst-desk", published_at="2024-03-05")
    assert not [s for s in texts(article()) if "Walker X" in s]  # only analysts may read that source
    entity = Entity.objects.get(slug="acme-robotics")
    for_analyst = Article.from_revision(article_synthesize(entity=entity, viewer=Viewer.for_user(analyst)))
    assert "Acme Robotics makes the Walker X robot." in texts(for_analyst, Kind.LEAD)

    ingest("Acme shipped its Walker X robot to a parcel depot in Leeds.", source="robot-weekly", published_at="2024-04-02")
    lead = texts(article(), Kind.LEAD)
    assert lead[0] == "Acme Robotics makes the Walker X robot.", lead
    (cited,) = next(s for _, s in article().sentences() if s.text == lead[0]).claim_ids
    cited = Claim.objects.get(id=cited)
    assert cited.subject.slug == "walker-x" and "Acme" in cited.evidence_text
    assert [f.value for f in article().infobox if f.key == "robots"] == ["Walker X"]
    assert not [s for s in texts(article(as_of=day("2024-03-20"))) if "Walker X" in s]  # before that report
    assert day("2024-04-02") in state_dates(entity=entity, viewer=PUBLIC)  # a day the slider's states are prepared for


def test_a_page_with_no_date_is_not_said_to_have_written_in_the_month_it_was_fetched(ingest):
    """A fetched page that shows no date is known from its fetch (flag ``date_unknown``): the article says it wrote
    "(date unknown)" and that an event happened "By" the fetch's month, never "In March 2024 … wrote" nor "As
    reported in March 2024"."""
    from claims.models import Document

    ingest("Acme Robotics hired Dana Reyes as chief executive. Acme Robotics has raised $40 million in a seed round.",
           published_at="2024-03-12")
    Document.objects.update(date_flags=["date_unknown"])  # (as the feed fetcher stores an undated item)
    undated = texts(article())
    assert not [s for s in undated if re.search(r"\bIn March 2024\b|reported in March 2024|\(March 2024\)", s)], undated
    assert any("(date unknown)" in s for s in undated), undated
    assert any(s.startswith("By March 2024, Acme Robotics raised") for s in undated), undated
    assert "Acme Robotics raised $40 million in its Seed round by March 2024." in undated, undated
    assert [f.date for f in article().infobox if f.key == "latest_round"] == ["by March 2024"]


def test_a_page_giving_only_its_year_is_said_to_have_written_in_that_year(ingest):
    """A document dated "2024" (ISO 8601 reduced precision: the page gives only its year) is stored at 1 January;
    the article says it wrote "In 2024" and dates what it reports "In 2024", never "In January 2024"; a page giving
    its month reads that month."""
    from claims.models import Document

    ingest("Acme Robotics has raised $40 million in a seed round.", published_at="2024")
    doc = Document.objects.get()
    assert doc.date_precision == "year" and site_date(doc.published_at) == dt.date(2024, 1, 1)
    written = texts(article())
    assert not [s for s in written if "January 2024" in s], written
    assert "Acme Robotics raised $40 million in its Seed round in 2024." in written, written
    assert [f.date for f in article().infobox if f.key == "latest_round"] == ["2024"]
    ingest("Acme Robotics has raised $90 million in a Series A round.", published_at="2025-06")
    assert Document.objects.get(published_at__year=2025).date_precision == "month"
    assert any("June 2025" in s for s in texts(article())), texts(article())


def test_a_fact_told_in_its_sources_words_stands_at_that_sources_date(ingest):
    """An investor named in 2023 and again, in a sentence about something else, in late 2025: the sentence quoted
    with "According to … (November 2025)" reads among the events of 2025, after the 2024 round, not in 2023."""
    ingest("Acme Robotics raised $70 million. The round was led by Parkway Capital.", published_at="2023-04-06")
    ingest("Acme Robotics raised $675 million in a Series B round.", published_at="2024-03-08")
    ingest("A former engineer is suing Acme Robotics. The suit was filed two months after the robotics firm was valued "
           "at $9 billion in a round led by Parkway Capital.", published_at="2025-11-24")
    told = [s.text for s in article().section("funding").sentences]
    series_b = next(i for i, t in enumerate(told) if "$675 million" in t)
    suit = [i for i, t in enumerate(told) if "suit was filed" in t]
    assert suit and all(i > series_b for i in suit), told


def test_a_narrative_link_to_the_sentence_before_goes_when_the_sentence_is_quoted_alone():
    """"Just then, …" and "As previously reported, …" lean on the page around them; alone in an article they
    mean nothing and go. "Then-CEO" and "just then" inside the sentence stay."""
    from encyclopedia.wording import reported
    assert reported(_said("Just then, Walker X rolled into the hall and waved.")) == (
        "According to Robot Weekly (May 2024), Walker X rolled into the hall and waved.")
    assert reported(_said("As previously reported, Acme Robotics is moving from research to a product.")) == (
        "According to Robot Weekly (May 2024), Acme Robotics is moving from research to a product.")
    assert reported(_said("Subsequently, Acme Robotics will hand its voting rights to the buyer.")) == (
        "According to Robot Weekly (May 2024), Acme Robotics will hand its voting rights to the buyer.")
    assert reported(_said("Acme Robotics waved just then, as the doors opened.")) == (
        "According to Robot Weekly (May 2024), Acme Robotics waved just then, as the doors opened.")


def test_a_sentence_that_attributes_itself_is_not_attributed_twice_in_a_row():
    """"According to a Boltworks survey, six of ten makers …" reported by Robot Weekly: "As Robot Weekly reported
    (May 2024), according to a Boltworks survey, …", never "According to Robot Weekly (May 2024), according to …"."""
    from encyclopedia.wording import reported
    assert reported(_said("According to a Boltworks survey published in April, six of ten makers plan to build "
                          "robots this year.")) == (
        "As Robot Weekly reported (May 2024), according to a Boltworks survey published in April, six of ten makers "
        "plan to build robots this year.")


def test_a_caption_with_no_verb_is_quoted_not_continued():
    """"The Acme Walker X, a 30-kilogram robot built for homes." names a robot and describes it; after "According
    to Robot Weekly (May 2024)," it would read as half a sentence, so it is quoted as the line it is. A sentence
    whose name is followed by its verb ("Acme unveiled Walker X, a robot built for homes.") is reported."""
    from encyclopedia.wording import reported
    assert reported(_said("The Acme Walker X, a 30-kilogram robot built for homes.")) == (
        "In May 2024 Robot Weekly wrote: “The Acme Walker X, a 30-kilogram robot built for homes.”")
    assert reported(_said("Acme unveiled Walker X, a robot built for homes.")) == (
        "According to Robot Weekly (May 2024), Acme unveiled Walker X, a robot built for homes.")
    assert reported(_said("Walker X, the company said, ships in May.")) == (
        "According to Robot Weekly (May 2024), Walker X, the company said, ships in May.")


def test_a_count_over_a_year_that_has_ended_reads_as_done_in_that_year(ingest):
    """A page of 2026 saying Acme shipped 4,200 robots in 2025 is told as "In 2025 Acme Robotics shipped 4,200
    units", not "As of 2026, Acme Robotics had shipped 4,200 units in 2025"; a count with no period stays a state
    as of its report."""
    ingest("Acme Robotics shipped 4,200 units in 2025, ahead of its rivals.", published_at="2026-01-15")
    ingest("Boltworks has built 300 robots so far.", published_at="2026-01-15", source="robot-weekly")
    body = texts(article())
    assert "In 2025 Acme Robotics shipped 4,200 units." in body, body
    assert not [t for t in body if "As of" in t and "4,200" in t], body
    assert [t for t in texts(article(slug="boltworks")) if "300" in t] == [
        "As of January 2026, Boltworks had built 300 robots."], texts(article(slug="boltworks"))


def test_a_projection_that_names_its_own_source_is_not_attributed_twice_in_a_row(ingest):
    """The outlook's projections follow the same rule: "as Robot Weekly reported (…), according to a Boltworks
    survey, …"."""
    ingest("According to a Boltworks survey, Acme Robotics plans to build 5,000 robots in 2027.",
           published_at="2025-05-02", source="robot-weekly")
    outlook = [t for t in texts(article()) if "5,000" in t]
    assert outlook and not [t for t in outlook if re.search(r"according to [^,]+, according to", t, re.I)], outlook
    assert [t for t in outlook if "reported (May 2025), according to a Boltworks survey" in t], outlook


def test_a_measure_opening_a_sentence_is_lower_cased_after_the_attribution():
    """"Standing 172 centimeters tall, Walker X sorts parts" reads "According to …, standing 172 centimeters tall,
    …"; a name opening it keeps its capital."""
    from encyclopedia.wording import reported
    assert reported(_said("Standing 172 centimeters tall, Walker X sorts parts on the line.")) == (
        "According to Robot Weekly (May 2024), standing 172 centimeters tall, Walker X sorts parts on the line.")
    assert reported(_said("Walker X stands 172 centimeters tall.")) == (
        "According to Robot Weekly (May 2024), Walker X stands 172 centimeters tall.")


def test_a_word_that_only_might_link_to_the_sentence_before_stays_without_its_comma():
    """"So far, …", "Now available, …" and "However the robot is carried, …" open no link to the sentence before: only
    a linking word followed by its comma goes ("Still, …"), and "But …" or "So …" without one."""
    from encyclopedia.wording import reported
    assert reported(_said("So far, Acme Robotics has shipped 40 robots.")) == (
        "According to Robot Weekly (May 2024), so far, Acme Robotics has shipped 40 robots.")
    assert reported(_said("Now available, Walker X costs $20,000.")) == (
        "According to Robot Weekly (May 2024), now available, Walker X costs $20,000.")
    assert reported(_said("Still, Acme Robotics ships robots.")) == (
        "According to Robot Weekly (May 2024), Acme Robotics ships robots.")
    assert reported(_said("But Acme Robotics ships robots.")) == (
        "According to Robot Weekly (May 2024), Acme Robotics ships robots.")
    assert reported(_said("So wherever people go, Walker X can go too.")) == (
        "According to Robot Weekly (May 2024), wherever people go, Walker X can go too.")


def test_the_infobox_gives_the_whole_robot_s_figure_before_a_newer_part_s(ingest):
    """"41 degrees of freedom in total" stays the robot's in the infobox and the lead, though a newer report gives
    "16 degrees of freedom per hand"; a per-hand figure is no total."""
    ingest("Walker X has 41 degrees of freedom in total.", published_at="2024-05-01")
    ingest("Walker X has hands with 16 degrees of freedom each.", published_at="2025-05-01")
    fields = {f.key: f for f in article(slug="walker-x").infobox}
    assert fields["degrees_of_freedom"].value.startswith("41"), fields["degrees_of_freedom"].value


def test_a_site_s_end_told_again_after_the_fleet_s_retirement_is_one_end(ingest):
    """The fleet retired in October, and a November report that the robots at the Dunmore plant were retired: one
    end at Dunmore, dated by the retirement, citing both reports."""
    ingest("Walker X robots are working at the Boltworks plant in Dunmore.", published_at="2025-03-01")
    ingest("We're officially starting the retirement of Walker X, our first humanoid robot.", published_at="2025-10-01")
    ingest("Acme Robotics has stopped the Walker X pilot at the Boltworks plant in Dunmore.", published_at="2025-11-05",
           source="robot-weekly")
    fields = {f.key: f for f in article(slug="walker-x").infobox}
    ends = [part for part in fields["deployments"].value.split("; ") if "ended" in part or "paused" in part]
    assert len(ends) == 1 and "October 2025" in ends[0], fields["deployments"].value


def test_a_site_with_its_own_determiner_takes_no_the(ingest):
    """"Walker X is part of a pilot with an unnamed logistics customer": the lead says where it works as the source
    does ("… at an unnamed logistics customer"), never "the an unnamed …"."""
    ingest("Acme Robotics' Walker X is part of a pilot with an unnamed logistics customer.", published_at="2025-03-04",
           source="robot-weekly")
    lead = " ".join(s.text for s in article(slug="walker-x").section("lead").sentences)
    assert "at an unnamed logistics customer" in lead and "the an " not in lead, lead


def test_a_statement_of_two_sentences_is_reported_as_one_with_its_attribution_over_both():
    """Evidence that runs over two sentences is joined into one clause, so "according to" covers the second too; a
    title ("Dr. Osei") ends no sentence, and an abbreviation keeps its own full stop ("the U.S.")."""
    from encyclopedia.wording import reported
    assert reported(_said("Acme opened a plant in Ohio. It will build 500 robots a year.")) == (
        "According to Robot Weekly (May 2024), Acme opened a plant in Ohio, and it will build 500 robots a year.")
    assert reported(_said("Acme said Dr. Osei will lead the plant in the U.S. The board agreed.")) == (
        "According to Robot Weekly (May 2024), Acme said Dr. Osei will lead the plant in the U.S., and the board "
        "agreed.")
    assert reported(_said("Acme sold its stake to Carter Holdings, Inc. It did not give a price.")) == (
        "According to Robot Weekly (May 2024), Acme sold its stake to Carter Holdings, Inc., and it did not give a "
        "price.")


def test_a_source_named_by_pointing_back_at_its_page_is_named_as_the_sentence_alone_can():
    """"…, according to the same reports": the reports the page named first are not in the article, so they are
    reports; "the same person" is a person."""
    from encyclopedia.wording import reported
    assert reported(_said("Acme had built only a few hundred robots by mid-2025, according to the same reports.")) == (
        "According to Robot Weekly (May 2024), Acme had built only a few hundred robots by mid-2025, according to "
        "reports.")
    assert reported(_said("Acme will open a second plant, the same person said.")) == (
        "According to Robot Weekly (May 2024), a person said Acme will open a second plant.")


@pytest.mark.parametrize("text, clause", [
    ("“We ship. We grow,” Lee said.", "“We ship. We grow,” Lee said."),  # one quotation, cut inside it
    ("Acme built a plant. Result: 500 robots a year.", "Acme built a plant. Result: 500 robots a year."),  # a label
    ("Can the robot fold laundry? Critics doubt it.", "can the robot fold laundry? Critics doubt it."),  # a question
    ("Who will buy a $20,000 robot?", "who will buy a $20,000 robot?"),  # ends in its own mark, no second one
])
def test_sentences_that_cannot_be_one_clause_are_reported_as_written(text, clause):
    from encyclopedia.wording import reported
    assert reported(_said(text)) == f"According to Robot Weekly (May 2024), {clause}"


def test_a_joined_statement_keeps_every_word_and_a_number_after_no_stays_in_its_sentence():
    """A lead before a dash ("BMW - a customer - bought …") is the sentence's own subject, and "No. 1" ends no
    sentence."""
    from encyclopedia.wording import reported
    assert reported(_said("BMW - a customer - bought 10 robots. It paid $1 million.")) == (
        "According to Robot Weekly (May 2024), BMW - a customer - bought 10 robots, and it paid $1 million.")
    assert reported(_said("Acme is the No. 1 maker of humanoids in Ohio.")) == (
        "According to Robot Weekly (May 2024), Acme is the No. 1 maker of humanoids in Ohio.")
