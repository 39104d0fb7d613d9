"""The talk page stays bounded for large entities: one page of each lane and of the log, newest first."""

import datetime as dt
import re

import pytest

from talk.plot import MAX_DAYS, plot_build
from talk.selectors import TALK_PAGE_SIZE
from tests.corpus import make_claim, supersede


def _claim_ids(html: str, section: str) -> list[int]:
    """Claim ids cited in one lane column of the talk page, in page order."""
    part = html.split(f'id="{section}"', 1)[1].split("</section>", 1)[0]
    arguments = part.split('<ol class="arguments"', 1)[1].split("</ol>", 1)[0]  # not the summary above it
    return [int(n) for n in re.findall(r"\[claim (\d+)\]", arguments)]


@pytest.fixture
def busy(world):
    """60 bull claims on 60 days and 3 bear claims; two supersessions, one in 2024 and one in 2025."""
    start = dt.date(2024, 1, 1)
    bull = [make_claim(f"Acme will ship robot batch {i} soon.", lane="bull", known=str(start + dt.timedelta(days=i)),
                       claim_type="timeline", predicate=f"batch_{i}") for i in range(60)]
    bear = [make_claim(f"Critics doubt batch {i}.", lane="bear", source="doubters", known="2024-02-01",
                       claim_type="opinion", predicate="opinion") for i in range(3)]
    old = make_claim("Acme Robotics raised $20 million.", known="2024-01-05")
    mid = make_claim("Acme Robotics raised $30 million.", known="2024-06-05")
    new = make_claim("Acme Robotics raised $45 million.", known="2025-03-05")
    supersede(old, mid)
    supersede(mid, new)
    return bull, bear


def test_each_lane_shows_its_newest_page_and_links_to_older(client, busy):
    """Page 1 holds the 50 newest bull claims; "Older" keeps the other lane's page and reaches the rest."""
    bull, bear = busy
    html = client.get("/wiki/acme-robotics/talk/?bear=1").content.decode()
    newest_first = [c.pk for c in reversed(bull)]
    assert _claim_ids(html, "bull") == newest_first[:TALK_PAGE_SIZE]
    assert sorted(_claim_ids(html, "bear")) == sorted(c.pk for c in bear)
    assert f"1–{TALK_PAGE_SIZE} of 60 bull claims" in html
    older = re.search(r'<a href="([^"]+)#bull" rel="next">', html).group(1).replace("&amp;", "&")
    assert "bear=1" in older and "bull=2" in older
    page2 = client.get("/wiki/acme-robotics/talk/" + older).content.decode()
    assert _claim_ids(page2, "bull") == newest_first[TALK_PAGE_SIZE:]
    assert f'<ol class="arguments" start="{TALK_PAGE_SIZE + 1}">' in page2  # numbered on from page 1
    assert 'rel="prev"' in page2 and "bear claims, newest first" not in page2  # one page of bear: no pager


def test_a_bad_page_number_gives_a_page_not_an_error(client, busy):
    """Non-numbers give the first page, numbers past the end the last one (Paginator.get_page)."""
    bull, _ = busy
    first = client.get("/wiki/acme-robotics/talk/?bull=x")
    last = client.get("/wiki/acme-robotics/talk/?bull=999")
    assert first.status_code == last.status_code == 200
    assert _claim_ids(first.content.decode(), "bull")[0] == bull[-1].pk
    assert _claim_ids(last.content.decode(), "bull") == [c.pk for c in reversed(bull)][TALK_PAGE_SIZE:]


def test_the_log_as_of_a_day_leaves_out_later_supersessions(client, busy):
    """As of 2024-12-31 only the 2024 supersession is in the log; now both are."""
    def log(url):
        part = client.get(url).content.decode().split('id="log"', 1)[1].split("</section>", 1)[0]
        return re.findall(r'<a href="/claims/\d+/">Acme Robotics (raised \$\d+ million)', part)

    assert log("/wiki/acme-robotics/talk/") == ["raised $30 million", "raised $45 million",
                                               "raised $20 million", "raised $30 million"]
    assert log("/wiki/acme-robotics/talk/?as_of=2024-12-31") == ["raised $20 million", "raised $30 million"]
    before = client.get("/wiki/acme-robotics/talk/?as_of=2024-03-01").content.decode()
    assert "has been superseded by 1 Mar 2024" in before


def test_a_long_timeline_is_plotted_by_month():
    """More than MAX_DAYS days with claims: one row and one point per month; totals and dates unchanged."""
    start = dt.date(2022, 1, 1)
    timeline = [(start + dt.timedelta(days=3 * i), "bull" if i % 3 else "bear") for i in range(MAX_DAYS + 10)]
    plot = plot_build(timeline)
    assert plot.period == "month"
    months = {(d.year, d.month) for d, _ in timeline}
    assert [(r.day.year, r.day.month) for r in plot.rows] == sorted(months)
    assert all(r.day.day == 1 for r in plot.rows)
    assert plot.rows[-1].total == {"bull": sum(1 for _, lane in timeline if lane == "bull"),
                                   "bear": sum(1 for _, lane in timeline if lane == "bear")}
    assert plot.summary.startswith("From 1 January 2022 to ") and "counted by month" in plot.summary
    assert len(plot_build(timeline[:MAX_DAYS]).rows) == MAX_DAYS  # up to MAX_DAYS days: by day


def test_conflicts_are_paged_open_ones_first_and_as_of_leaves_out_later_claims(client, world):
    """55 open conflicts and a past one detected last: page 1 holds 50 open ones, page 2 the other 5 and then the
    past one; as of a day before the later claims, only the conflicts between claims known by then are listed."""
    from django.utils import timezone

    from claims.models import ClaimStatus, Conflict

    base = make_claim("Acme Robotics employs 100 people.", known="2024-01-02", predicate="employees",
                      object_text="100")
    others = [make_claim(f"Acme Robotics employs {200 + i} people.", known="2024-03-01" if i < 5 else "2025-03-01",
                         source="robot-weekly", predicate="employees", object_text=str(200 + i)) for i in range(55)]
    gone = make_claim("Acme Robotics employs 999 people.", known="2024-02-01", source="robot-weekly",
                      predicate="employees", object_text="999", status=ClaimStatus.RETRACTED)
    now = timezone.now()
    Conflict.objects.bulk_create(
        [Conflict(subject=base.subject, predicate="employees", claim_a=base, claim_b=o,
                  detected_at=now - dt.timedelta(minutes=i)) for i, o in enumerate(others)]
        + [Conflict(subject=base.subject, predicate="employees", claim_a=base, claim_b=gone,
                    detected_at=now + dt.timedelta(minutes=5))])

    def rows(url):
        html = client.get(url).content.decode()
        part = html.split('id="conflicts"', 1)[1].split("</section>", 1)[0]
        return html, re.findall(r'<tr class="conflict rule-[\w]+( past)?">', part)

    html, first = rows("/wiki/acme-robotics/talk/")
    assert len(first) == TALK_PAGE_SIZE and not any(first)  # open ones only
    assert f"1–{TALK_PAGE_SIZE} of 56 conflicts" in html
    _, second = rows("/wiki/acme-robotics/talk/?conflicts=2")
    assert second == [""] * 5 + [" past"]
    html, then = rows("/wiki/acme-robotics/talk/?as_of=2024-12-31")
    assert len(then) == 6 and "conflicts, newest first" not in html  # 5 open and the past one; one page


def test_the_offline_summary_takes_sentences_that_read_on_their_own():
    """The extractive summary of a lane skips statements that lean on their page ("He has made a bold bet",
    "This round is only the start", "we are building …"), headlines and broken quotations, and states each
    statement once; a lane of nothing else still says something."""
    import datetime as dt
    from types import SimpleNamespace

    from talk.debate_llm import lane_summary_offline, stands_alone

    def claim(n, text):
        return SimpleNamespace(id=n, statement=text, known_at=dt.datetime(2025, 1, n, tzinfo=dt.timezone.utc))

    texts = ["Analysts expect Acme Robotics to ship 5,000 robots next year.",
             "He has made a bold bet on the robot revolution.",
             "This round is only the start, with more deals to come.",
             "We are building a new species of machine.",
             "Acme Robotics Bets Big On Humanoids",
             "It is 90 percent cheaper,” the founder added.",
             "Acme Robotics expects Walker X to work in homes by 2027.",
             "Acme Robotics expects Walker X to work in homes by 2027."]
    summary = lane_summary_offline(lane="bull", claims=[claim(n, t) for n, t in enumerate(texts, start=1)])
    assert [s["text"] for s in summary.sentences] == [texts[7], texts[0]]
    assert [stands_alone(t) for t in texts[1:6]] == [False] * 5
    fallback = lane_summary_offline(lane="bull", claims=[claim(1, texts[1])])
    assert [s["text"] for s in fallback.sentences] == [texts[1]]


def test_the_offline_summary_argues_the_lanes_case_before_what_sits_in_it_by_default():
    """A rumour with no stance ("bull.hedged_unconfirmed") is bull only because it is not yet a fact: the bull
    summary states the lane's projections and praise first, however new the rumour is."""
    import datetime as dt
    from types import SimpleNamespace

    from claims.routing import BY_DEFAULT, REASONS
    from talk.debate_llm import lane_summary_offline

    def claim(n, text, reason):
        return SimpleNamespace(id=n, statement=text, route_reason=reason,
                               known_at=dt.datetime(2025, 1, n, tzinfo=dt.timezone.utc))

    claims = [claim(1, "Analysts expect Acme Robotics to ship 5,000 robots next year.", "bull.forward_looking"),
              claim(2, "Acme Robotics' chief said the robot is the best in its class.", "bull.opinion_positive"),
              claim(3, "The head of Acme Robotics' robot programme is leaving, people familiar with it said.",
                    "bull.hedged_unconfirmed")]
    summary = lane_summary_offline(lane="bull", claims=claims)
    assert [s["claim_ids"] for s in summary.sentences] == [[2], [1], [3]]
    assert BY_DEFAULT <= set(REASONS)


def test_a_quotation_or_a_numeral_is_not_the_pages_first_person():
    """A first person inside a closed quotation is its named speaker's ("“We will ship next year,” Lee said."),
    and "Phase I" is a numeral: both statements read on their own."""
    from talk.debate_llm import stands_alone

    assert stands_alone("“We will ship 500 robots next year,” Acme Robotics chief Lee said.")
    assert stands_alone("Acme Robotics' robot passed Phase I safety trials in March.")
    assert not stands_alone("We will ship 500 robots next year, Lee said.")


def test_a_statement_linked_to_the_sentence_before_does_not_stand_alone():
    """"As previously reported, …", "However, …" answer a sentence the talk page does not show; a "however" inside
    the sentence, or "In addition to walking, …", links it to nothing before."""
    from talk.debate_llm import stands_alone

    assert not stands_alone("As previously reported, Acme Robotics is moving from research to a product.")
    assert not stands_alone("However, Walker X still needs a remote operator for most chores.")
    assert stands_alone("Acme Robotics, however, still needs a remote operator for most chores.")
    assert stands_alone("In addition to walking, Walker X can crouch.")
    assert not stands_alone("Before that, there is still a market for Walker X.")
    assert stands_alone("Before the launch, Acme Robotics built 40 prototypes.")


def test_a_sentence_that_makes_several_claims_is_listed_once_citing_each(client, world):
    """"… working in its factories by 2025, with 5,000 units in 2026": two claims of one sentence are one item of
    the lane, citing both, not the same line twice; the same words from another document stay an item of their own."""
    text = "Acme said its robots would be working in its factories by 2025, with 5,000 units built in 2026."
    first = make_claim(text, lane="bull", claim_type="timeline", predicate="deployment_target",
                       object_text="working in its factories by 2025", known="2024-03-01")
    second = make_claim(text, lane="bull", claim_type="timeline", predicate="production_target",
                        object_text="5,000 units", known="2024-03-01")
    second.document = first.document
    second.save(update_fields=["document"])
    elsewhere = make_claim(text, lane="bull", claim_type="timeline", predicate="production_target",
                           object_text="5,000 units", known="2024-03-01")
    html = client.get("/wiki/acme-robotics/talk/").content.decode()
    part = html.split('id="bull"', 1)[1].split("</section>", 1)[0].split('<ol class="arguments"', 1)[1]
    assert part.count(text) == 2, part
    assert sorted(_claim_ids(html, "bull")) == sorted([first.pk, second.pk, elsewhere.pk])
    items = part.split("<li>")[1:]
    assert sorted(len(re.findall(r"\[claim \d+\]", item)) for item in items) == [1, 2]


def test_an_argument_from_a_page_with_no_date_says_its_date_is_the_fetch(client, world):
    """An argument whose page gave no date (flag ``date_unknown``) shows its known-at as the fetch, not as when the
    page was written."""
    undated = make_claim("Acme will ship 500 robots next year.", lane="bull", claim_type="timeline",
                         predicate="shipments", object_text="500 robots", known="2024-03-01")
    undated.document.date_flags = ["date_unknown"]
    undated.document.save(update_fields=["date_flags"])
    dated = make_claim("Acme doubts the robots will sell.", lane="bear", claim_type="opinion", predicate="opinion",
                       object_text="will not sell", known="2024-03-02")
    html = client.get("/wiki/acme-robotics/talk/").content.decode()
    bull = html.split('id="bull"', 1)[1].split("</section>", 1)[0]
    bear = html.split('id="bear"', 1)[1].split("</section>", 1)[0]
    assert "1 Mar 2024</time> (fetched; the page gives no date)" in bull, bull
    assert dated.object_text and "the page gives no date" not in bear


def test_an_argument_from_a_page_giving_only_its_year_shows_only_the_year(client, world):
    """A page dated to its year only (ISO 8601 "2024", stored at 1 January) shows "2024", not "1 Jan 2024"."""
    claim = make_claim("Acme will ship 500 robots next year.", lane="bull", claim_type="timeline",
                       predicate="shipments", object_text="500 robots", known="2024-01-01")
    claim.document.date_flags = ["date_only", "date_year_only"]
    claim.document.save(update_fields=["date_flags"])
    html = client.get("/wiki/acme-robotics/talk/").content.decode()
    bull = html.split('id="bull"', 1)[1].split("</section>", 1)[0]
    assert re.search(r'<time datetime="[^"]+">2024</time>', bull) and "1 Jan 2024" not in bull, bull


def test_an_argument_names_the_publication_its_document_names(client, world):
    """An argument from a source that carries several publications shows the publication ("Meridian Daily, via
    <source>"), not only the source's name."""
    claim = make_claim("Acme doubts the robots will sell.", lane="bear", claim_type="opinion", predicate="opinion",
                       object_text="will not sell", known="2024-03-02")
    claim.document.outlet = "Meridian Daily"
    claim.document.save(update_fields=["outlet"])
    html = client.get("/wiki/acme-robotics/talk/").content.decode()
    bear = html.split('id="bear"', 1)[1].split("</section>", 1)[0]
    assert "Meridian Daily, via <a" in bear, bear


def test_a_conflict_names_what_it_is_about_in_words(client, world):
    """The conflicts table says what two claims disagree on as a reader says it ("units built"), not the
    vocabulary's key ("units_produced")."""
    from claims.models import Conflict

    one = make_claim("Acme Robotics has built hundreds of Walker X robots.", known="2025-07-01",
                     predicate="units_produced", object_text="hundreds")
    other = make_claim("Acme Robotics has built close to 1,000 Walker X robots.", known="2026-01-24",
                       source="robot-weekly", predicate="units_produced", object_text="close to 1,000")
    Conflict.objects.create(subject=one.subject, predicate="units_produced", claim_a=one, claim_b=other)
    html = client.get("/wiki/acme-robotics/talk/").content.decode()
    part = html.split('id="conflicts"', 1)[1].split("</section>", 1)[0]
    assert "<td>units built</td>" in part and "units_produced" not in part
