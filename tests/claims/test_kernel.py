"""The claims kernel: one vocabulary, one claim identity with its SQL twin, relations behind one service,
and the one write path that documents and structured facts share."""

from __future__ import annotations

import datetime as dt
import itertools
from decimal import Decimal
from types import SimpleNamespace

import pytest
from django.db import connection

from claims.facts import facts_load
from claims.identity import QUALIFIER_KEY_SQL, comparable, objects_differ, same_fact, scopes
from claims.models import Claim, Conflict, Lane, Supersession
from claims.relations.pool import relation_pool
from claims.selectors import sources_visible_to
from claims.vocabulary import (
    PREDICATES,
    _norm,
    predicate,
    predicate_key,
    qualifier_canonical,
    qualifier_from_context,
    qualifier_key,
)
from core.viewer import Viewer

from .test_trust import make_claim, trust_world  # noqa: F401 (a fixture)

PUBLIC = Viewer.anonymous()


def fact(predicate="valuation", qualifier="", subject=1, text="$1 billion", value=None, unit=""):
    """An unsaved claim as identity reads it."""
    return SimpleNamespace(subject_id=subject, predicate=predicate, qualifier=qualifier, object_text=text,
                           object_value=value, object_unit=unit)


# ----------------------------------------------------------------------------- the vocabulary


def test_every_spelling_means_one_predicate():
    """No spelling is listed under two predicates: which one it means would depend on the table's order."""
    owners: dict[str, set[str]] = {}
    for p in PREDICATES:
        for spelling in (p.key, p.label, *p.spellings):
            owners.setdefault(_norm(spelling), set()).add(p.key)
    assert {s: keys for s, keys in owners.items() if len(keys) > 1} == {}
    assert len({p.key for p in PREDICATES}) == len(PREDICATES)


def test_spellings_collapse_to_keys_and_unknown_ones_become_their_own():
    assert predicate_key("Closed a round of") == predicate_key("raised") == "raised_funding"
    assert predicate_key("minutes-per-game") == predicate_key("Minutes per game") == "avg_minutes"
    assert predicate_key("based_in") == "headquarters" and predicate_key("acquired") == "acquisition"
    assert predicate_key("Shoe sponsor") == "shoe_sponsor"
    assert predicate("shoe_sponsor").cardinality == "many" and not predicate("shoe_sponsor").relates
    with pytest.raises(ValueError):
        predicate_key("  ")


@pytest.mark.parametrize("key, obj, statement", [
    ("weight", "47-kilogram", "H1 weighs 47 kilograms"),
    ("height", "6-foot", "H1 is 6 feet tall"),
    ("height", "1.8-meter", "H1 is 1.8 meters tall"),
    ("weight", "70 kg", "H1 weighs 70 kg"),
])
def test_a_measure_written_as_an_adjective_is_stated_as_a_noun(key, obj, statement):
    """"a 47-kilogram humanoid" gives the weight "47-kilogram"; the statement says "weighs 47 kilograms"."""
    assert predicate(key).statement("H1", obj) == statement


@pytest.mark.parametrize("written, canonical", [
    ("Chief Executive Officer", "CEO"), ("chief executive", "CEO"), ("ceo", "CEO"), ("Interim Chief Executive", "interim CEO"),
    ("chief technology officer", "CTO"), ("Co-Founder", "co-founder"), ("chief commercial officer", "chief commercial officer"),
])
def test_a_leader_s_role_is_spelled_one_way(written, canonical):
    """A leadership claim's role from a filing, a fact sheet or a news sentence is one qualifier however written, so
    "chief executive officer" and "CEO" are one post, not two leaders side by side."""
    assert qualifier_canonical("leadership", written) == canonical


def test_a_round_is_named_one_way_and_context_prose_gives_only_the_key():
    assert qualifier_canonical("raised_funding", "series b round") == "Series B"
    assert qualifier_canonical("raised_funding", "Seed round") == "Seed"
    assert qualifier_canonical("deployed_at", "  Plant \n 1 ") == "Plant 1"
    # A site is named by its distinctive words, not by the words saying it is a site or whose it is.
    assert qualifier_canonical("deployed_at", "the Spartanburg plant") == "Spartanburg"
    assert qualifier_canonical("deployed_at", "BMW Spartanburg production line", "BMW") == "Spartanburg"
    assert qualifier_canonical("deployment_paused", "Spartanburg") == "Spartanburg"
    # An object that is the site itself names no customer whose words the site would lose.
    assert qualifier_canonical("deployment_paused", "Spartanburg plant", "Spartanburg plant") == "Spartanburg"
    assert qualifier_canonical("deployed_at", "the plant") == "the plant"  # nothing else left: as written
    assert qualifier_canonical("raised_funding", "series a extension round") == "Series A extension"
    # What the predicate is keyed by, and nothing else, becomes the qualifier.
    assert qualifier_from_context("total_funding", "Series A and B") == ""
    assert qualifier_from_context("raised_funding", "Series A, with the March 2025 extension") == "Series A"
    assert qualifier_from_context("production_target", "by the end of FY2026") == "2026"
    assert qualifier_from_context("avg_minutes", "2025-26 season") == "2025-26 season"
    assert qualifier_from_context("price", "at launch, May 2024") == ""


# ----------------------------------------------------------------------------- identity


@pytest.mark.parametrize("a, b, same", [
    # single: one value at a time; a missing qualifier does not split the fact
    (fact("valuation"), fact("valuation", "post-money"), True),
    (fact("valuation", "post-money"), fact("valuation", "pre-money"), False),
    (fact("valuation"), fact("valuation", subject=2), False),
    # keyed: one value per round, site or period
    (fact("raised_funding", "Series B"), fact("raised_funding", " series  b "), True),
    (fact("raised_funding", "Series B"), fact("raised_funding", "Series C"), False),
    (fact("raised_funding", "Series B"), fact("raised_funding"), False),
    (fact("raised_funding"), fact("raised_funding"), False),  # two rounds nobody named are two rounds
    (fact("raised_funding", "Series A"), fact("raised_funding", "Series A extension"), False),
    (fact("production_target", "2025"), fact("production_target", "2026"), False),
    (fact("production_target", "2025"), fact("production_target", "2025"), True),
    # a round's size and a total are two facts; so are a round and its investors
    (fact("raised_funding", "Series B"), fact("total_funding"), False),
    (fact("raised_funding", "Series B"), fact("investors", "Series B"), False),
    # many: every claim a fact of its own
    (fact("capability", text="walks"), fact("capability", text="walks"), False),
    # a pause and a deployment at one site
    (fact("deployed_at", "Plant 1"), fact("deployment_paused", "plant 1"), True),
    (fact("deployed_at"), fact("deployment_paused"), False),
    (fact("partnership", "OpenAI"), fact("partnership_ended", "openai"), True),
    # a listing and a plan to list: one fact when either leaves the exchange out
    (fact("listing", "Hong Kong"), fact("listing_planned", "hong kong"), True),
    (fact("listing", "Hong Kong"), fact("listing_planned"), True),
    (fact("listing"), fact("listing_planned"), True),
    (fact("listing", "Hong Kong"), fact("listing_planned", "Nasdaq"), False),
    (fact("listing", "Hong Kong"), fact("listing"), True),  # single: one listing an exchange
    (fact("listing", "Hong Kong"), fact("listing", "Nasdaq"), False),
])
def test_same_fact(a, b, same):
    assert same_fact(a, b) is same and same_fact(b, a) is same


def test_only_values_replace_values():
    """A clause is not a value: "to build autonomous humanoid robots" never replaces "5,000 robots"."""
    target = fact("production_target", text="5,000 robots", value=Decimal(5000), unit="robots")
    assert not comparable(target, fact("production_target", text="to build autonomous humanoid robots at scale"))
    assert comparable(target, fact("production_target", text="10,000 units", value=Decimal(10000), unit="units"))
    assert not comparable(fact("headquarters", text="Austin"),
                          fact("headquarters", text="the company moved much of its work to a new campus"))


def test_a_quantity_and_a_phrase_without_one_are_not_two_values_of_one_fact():
    size = fact("raised_funding", "Series B", text="$675 million", value=Decimal(675_000_000), unit="USD")
    assert not comparable(size, fact("raised_funding", "Series B", text="Series B"))
    assert comparable(fact("production_target", text="several thousand robots"),
                      fact("production_target", text="5,000 robots", value=Decimal(5000), unit="robots"))
    assert not comparable(fact("payload", text="20 kg", value=Decimal(20), unit="kg"),
                          fact("payload", text="44 lb", value=Decimal(44), unit="lb"))


def test_a_place_worded_two_ways_is_one_object():
    """Two deployments at one site or two listings, however the object names the place, restate each other."""
    assert not objects_differ(fact("deployed_at", "Spartanburg", text="BMW"),
                              fact("deployed_at", "Spartanburg", text="BMW Manufacturing"))
    assert not objects_differ(fact("listing", "Hong Kong", text="the Hong Kong Stock Exchange (9880)"),
                              fact("listing", text="a stock exchange"))
    assert objects_differ(fact("listing", "Hong Kong", text="the Hong Kong Stock Exchange"),
                          fact("listing", "Nasdaq", text="Nasdaq"))


def test_a_measure_rounded_by_one_outlet_is_the_same_measure():
    """"weighs 143 lb" and "140-pound robots" are one weight, rounded; 150 lb is another; counts are never rounded."""
    precise = fact("weight", text="143lb", value=Decimal(143), unit="lb")
    assert not objects_differ(precise, fact("weight", text="140-pound", value=Decimal(140), unit="lb"))
    assert objects_differ(precise, fact("weight", text="150 lb", value=Decimal(150), unit="lb"))
    assert objects_differ(fact("weight", text="141 lb", value=Decimal(141), unit="lb"), precise)  # neither is round
    assert objects_differ(fact("units_produced", text="980 robots", value=Decimal(980), unit="robots"),
                          fact("units_produced", text="1,000 robots", value=Decimal(1000), unit="robots"))


def test_a_number_written_in_a_phrase_is_that_number():
    """"more than 10,000 robots a year" restates 10,000 robots; a phrase with two numbers is compared as words."""
    capacity = fact("production_capacity", text="10,000 robots", value=Decimal(10000), unit="robots")
    assert not objects_differ(capacity, fact("production_capacity", text="more than 10,000 robots a year"))
    assert objects_differ(capacity, fact("production_capacity", text="about 12,000 robots a year"))
    assert objects_differ(capacity, fact("production_capacity", text="from 5,000 to 10,000 robots"))


@pytest.mark.parametrize("raw", [" Series\tB ", "SERIES  b", "Plant\n1", "", "   ", "north\r\n  wing", "a\u00a0b", "SÉRIE  B"])
def test_qualifier_key_has_an_sql_twin(db, raw):
    """``QUALIFIER_KEY_SQL`` computes exactly what ``qualifier_key`` does (the relation pool filters with it)."""
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT {QUALIFIER_KEY_SQL.format(column='%s::text')}", [raw])
        (in_sql,) = cursor.fetchone()
    assert in_sql == qualifier_key(raw)


def test_the_relation_pool_selects_in_sql_what_same_fact_accepts(trust_world):
    """For every claim of a grid of predicates, qualifiers and subjects, the pool read by SQL is the claim
    (unless its predicate relates only across a cross pair), the claims ``same_fact`` accepts, and (for a keyed claim with a qualifier) the unnamed rumours it may settle."""
    from claims.models import Entity

    other = Entity.objects.create(name="Other Robotics", slug="other-robotics")
    grid = itertools.product(
        [trust_world, other],
        ["valuation", "raised_funding", "deployed_at", "deployment_paused", "capability", "production_target",
         "listing", "listing_planned"],
        ["", "Series B", " series  b ", "Plant 1", "2025", "Hong Kong"],
    )
    stored = [make_claim(entity=e, source="wire-a", known_at="2025-01-05", predicate=p, object_text=f"{p} {q}",
                         qualifier=q, detect=False) for e, p, q in grid]
    for claim in stored:
        _, pool = relation_pool([claim], skip_retired=False)
        rumours = predicate(claim.predicate).cardinality == "keyed" and qualifier_key(claim.qualifier)
        own = predicate(claim.predicate).cardinality != "many"  # a listing reaches only the plans it may retire
        expected = {o.pk for o in stored if o.pk == claim.pk and own or same_fact(claim, o)
                    or (rumours and o.subject_id == claim.subject_id and o.predicate == claim.predicate
                        and not qualifier_key(o.qualifier))}
        if not scopes(claim):
            expected = set()
        assert {c.pk for c in pool} == expected, (claim.predicate, claim.qualifier)


# ----------------------------------------------------------------------------- relations through the write path


def relations_of(*claims):
    ids = [c.pk for c in claims]
    return (set(Supersession.objects.filter(old_claim_id__in=ids, new_claim_id__in=ids)
                .values_list("old_claim_id", "new_claim_id")),
            Conflict.objects.filter(claim_a_id__in=ids, claim_b_id__in=ids).count())


def money(trust_world, source, day, predicate, amount, qualifier="", lane="canonical"):
    return make_claim(entity=trust_world, source=source, known_at=day, predicate=predicate,
                      object_text=f"${amount} million", value=amount * 10**6, unit="USD", qualifier=qualifier,
                      lane=lane, claim_type="funding")


def test_a_total_never_replaces_a_round_nor_investors_its_size(trust_world):
    round_b = money(trust_world, "wire-a", "2024-01-10", "raised_funding", 100, "Series B")
    total = money(trust_world, "wire-a", "2024-06-10", "total_funding", 350)
    investors = make_claim(entity=trust_world, source="wire-b", known_at="2024-07-01", predicate="investors",
                           object_text="Parkway Ventures", qualifier="Series B", claim_type="funding")
    assert relations_of(round_b, total, investors) == (set(), 0)


def test_a_rumoured_raise_is_retired_when_the_round_is_reported_closed(trust_world):
    rumour = money(trust_world, "wire-a", "2024-01-05", "raised_funding", 500, lane=Lane.BULL)
    closed = money(trust_world, "wire-b", "2024-02-29", "closed a round of", 675, "Series B round")
    assert closed.predicate == "raised_funding" and closed.qualifier == "Series B"
    assert relations_of(rumour, closed) == ({(rumour.pk, closed.pk)}, 0)


def test_targets_for_two_years_are_two_facts_and_a_revised_target_replaces_its_year(trust_world):
    def target(day, n, year):
        return make_claim(entity=trust_world, source="wire-a", known_at=day, predicate="production_target",
                          object_text=f"{n:,} robots", value=n, unit="robots", qualifier=year, claim_type="timeline")

    first = target("2024-01-10", 5000, "2025")
    next_year = target("2024-06-10", 50000, "2026")
    revised = target("2024-09-10", 2000, "2025")
    assert relations_of(first, next_year, revised) == ({(first.pk, revised.pk)}, 0)


def test_a_listing_retires_the_plan_to_list_and_a_plan_recounted_later_retires_nothing(trust_world):
    def claim(day, predicate, text, qualifier=""):
        return make_claim(entity=trust_world, source="wire-a", known_at=day, predicate=predicate,
                          object_text=text, qualifier=qualifier, claim_type="funding")

    plan = claim("2023-02-01", "listing_planned", "the Hong Kong Stock Exchange", "Hong Kong")
    listed = claim("2024-01-05", "listing", "a stock exchange")
    recounted = claim("2025-03-01", "listing_planned", "a stock exchange")
    assert relations_of(plan, listed, recounted) == ({(plan.pk, listed.pk)}, 0)


def test_a_lower_tier_later_figure_is_a_conflict_not_a_replacement(trust_world):
    high = money(trust_world, "registry", "2024-01-10", "valuation", 2600)
    low = money(trust_world, "wire-a", "2024-03-10", "valued at", 3000)
    assert relations_of(high, low) == (set(), 1)


def test_two_unnamed_rounds_are_two_facts(trust_world):
    """Two raises nobody named a round for are neither a revision nor a contradiction of each other."""
    first = money(trust_world, "wire-a", "2024-01-10", "raised_funding", 100)
    second = money(trust_world, "wire-a", "2024-06-10", "raised_funding", 250)
    assert relations_of(first, second) == (set(), 0)
    assert set(Claim.objects.current(visible=sources_visible_to(PUBLIC)).filter(
        predicate="raised_funding").values_list("pk", flat=True)) == {first.pk, second.pk}


def test_a_bear_estimate_never_replaces_a_bull_target(trust_world):
    """A sceptic's later, lower figure for the same year is a second voice, not the company's target revised."""
    def target(day, n, lane):
        return make_claim(entity=trust_world, source="wire-a", known_at=day, predicate="production_target",
                          object_text=f"{n:,} robots", value=n, unit="robots", qualifier="2025", lane=lane,
                          claim_type="timeline")

    bull = target("2024-01-10", 5000, Lane.BULL)
    bear = target("2024-06-10", 500, Lane.BEAR)
    assert not Supersession.objects.filter(old_claim__in=[bull, bear]).exists()
    revised = target("2024-09-10", 2000, Lane.BULL)
    assert relations_of(bull, revised)[0] == {(bull.pk, revised.pk)}


def test_a_forecast_never_replaces_a_measured_count(trust_world):
    """"13,317 humanoids shipped in 2025", then another house's "expected to be about 20,000 units by 2025": a
    forecast (bull) beside a count (canonical), no revision of it; a later count does revise it."""
    def shipments(day, n, lane, claim_type):
        return make_claim(entity=trust_world, source="wire-a", known_at=day, predicate="shipments",
                          object_text=f"{n:,} units", value=n, unit="robots", qualifier="2025", lane=lane,
                          claim_type=claim_type)

    counted = shipments("2026-01-10", 13317, Lane.CANONICAL, "statistic")
    forecast = shipments("2026-01-22", 20000, Lane.BULL, "timeline")
    assert relations_of(counted, forecast)[0] == set()
    recounted = shipments("2026-03-10", 14000, Lane.CANONICAL, "statistic")
    assert relations_of(counted, recounted)[0] == {(counted.pk, recounted.pk)}


def test_structured_facts_share_the_write_path(trust_world):
    """Two totals from two sources, context prose aside, are one fact: the tier-1 sheet's later figure
    replaces the wire's; the values are read as money, the context stays as written."""
    lines = [
        (1, {"subject": "Acme Robotics", "predicate": "total funding", "object": "$745 million",
             "context": "Series A and B", "source": "wire-a", "as_of": "2024-03-01"}, ""),
        (2, {"subject": "Acme Robotics", "predicate": "total_funding", "object": "more than $1.7 billion",
             "context": "Series A, B and C", "source": "registry", "as_of": "2026-03-01"}, ""),
    ]
    counts = facts_load(lines=lines, embed=False)
    assert counts["superseded"] == 1
    old, new = Claim.objects.filter(predicate="total_funding").order_by("known_at")
    assert (old.object_value, old.object_unit, old.qualifier, old.context) == (
        Decimal(745_000_000), "USD", "", "Series A and B")
    assert new.object_value == Decimal(1_700_000_000)
    current = Claim.objects.current(visible=sources_visible_to(PUBLIC)).filter(predicate="total_funding")
    assert list(current) == [new]


def test_a_new_version_of_a_page_replaces_its_old_figure_whatever_the_day(ingest):
    """Version 2 of the same URL says "$935 million in total": version 1's "$350 million" is replaced,
    from version 2's known-at, even on the same day; what both versions state is carried over."""
    url = "https://example.test/acme-funding"
    ingest("Acme Robotics has raised $350 million in total. Acme Robotics is based in Austin.",
           url=url, published_at="2024-03-01")
    first = Claim.objects.get(predicate="total_funding")
    based = Claim.objects.get(predicate="headquarters")
    result = ingest("Acme Robotics has now raised $935 million in total. Acme Robotics is based in Austin.",
                    url=url, published_at="2024-03-01T18:00")
    assert result.status == "new_version"
    event = Supersession.objects.get(old_claim=first)
    assert event.new_claim.object_value == Decimal(935_000_000) and event.rule == "supersede.version.v1"
    current = Claim.objects.current(visible=sources_visible_to(PUBLIC)).about(first.subject)
    assert {c.object_text for c in current.filter(predicate="total_funding")} == {"$935 million"}
    assert list(current.filter(predicate="headquarters")) == [based]  # carried over, not restated
    as_of_day = Claim.objects.current(visible=sources_visible_to(PUBLIC), as_of=dt.date(2024, 3, 1))
    assert as_of_day.filter(predicate="total_funding").count() == 1


def test_a_bulk_load_refreshes_the_planner_statistics_before_relating(trust_world):
    """After a batch of ANALYZE_AFTER_ROWS claims or more, the claims table's statistics count them (the
    relation queries would otherwise be planned for the nearly empty table an autovacuum last saw)."""
    from claims.write import ANALYZE_AFTER_ROWS

    with connection.cursor() as cursor:
        cursor.execute("ANALYZE claims_claim")  # what an autovacuum of the emptied table leaves
    lines = [(n, {"subject": "Acme Robotics", "predicate": "reported figure", "object": f"{n} units",
                  "context": f"batch {n}", "source": "wire-a", "as_of": "2024-03-01"}, "")
             for n in range(1, ANALYZE_AFTER_ROWS + 1)]
    assert facts_load(lines=lines, embed=False)["claims"] == ANALYZE_AFTER_ROWS
    with connection.cursor() as cursor:
        cursor.execute("SELECT reltuples FROM pg_class WHERE relname = 'claims_claim'")
        assert cursor.fetchone()[0] >= ANALYZE_AFTER_ROWS


def test_rewordings_of_one_statement_without_a_value_are_one_repeat_and_a_changed_verb_is_not():
    from types import SimpleNamespace

    from claims.identity import rewords

    def claim(statement, predicate="deployment_paused", subject="optimus"):
        return SimpleNamespace(subject=subject, predicate=predicate, qualifier="", object_text=statement,
                               object_value=None, object_unit="", statement=statement)

    first = claim("Tesla has paused Optimus production while engineers redesign the hands and forearms of the robot.")
    second = claim("Tesla paused Optimus production in mid-2025 to redesign the hands, according to reports.")
    assert rewords(first, second) and rewords(second, first)
    assert not rewords(second, claim("Tesla paused Optimus production in mid-2025 to redesign the hands.", subject="tesla"))
    assert not rewords(second, claim("Tesla paused Optimus production in mid-2025 to redesign the hands.",
                                     predicate="deployed_at"))
    assert not rewords(claim("Tesla paused Optimus production in Fremont today."),
                       claim("Tesla resumed Optimus production in Austin today."))
    assert not rewords(claim("Acme deployed humanoid robots at its Plant 054 warehouse."),
                       claim("Acme deployed humanoid robots at its Plant 055 warehouse."))
    assert not rewords(claim("Tesla paused Optimus production at the Fremont line for repairs."),
                       claim("Tesla paused Optimus production at the Austin line for repairs."))
    assert not rewords(claim("Tesla paused production."), claim("Tesla paused production."))  # too few words to judge


def test_a_later_report_of_an_earlier_valuation_is_history_not_a_revision(trust_world):
    """A 2026 article recalling the 2024 valuation neither retires the 2025 valuation nor wins against it;
    a founding year told differently later is still a correction by the later report."""
    current = make_claim(entity=trust_world, source="wire-a", known_at="2025-09-16", predicate="valuation",
                         object_text="$39 billion", value=39 * 10**9, unit="USD", valid_from="2025-09-01",
                         claim_type="funding")
    recalled = make_claim(entity=trust_world, source="wire-b", known_at="2026-01-10", predicate="valuation",
                          object_text="$2.65 billion", value=Decimal("2.65") * 10**9, unit="USD",
                          valid_from="2024-03-01", claim_type="funding")
    assert not Supersession.objects.filter(old_claim=current).exists()
    conflict = Conflict.objects.get(claim_a=current, claim_b=recalled)
    assert conflict.winner_id == current.pk and conflict.rule == Conflict.Rule.RECENCY
    wrong = make_claim(entity=trust_world, source="wire-a", known_at="2025-01-06", predicate="founded",
                       object_text="2023", valid_from="2023-01-01")
    right = make_claim(entity=trust_world, source="wire-b", known_at="2025-11-29", predicate="founded",
                       object_text="1992", valid_from="1992-01-01")
    assert relations_of(wrong, right) == ({(wrong.pk, right.pk)}, 0)


def test_an_undated_deployment_reported_before_a_pause_does_not_resume_it(trust_world):
    """April: "a robot had worked at Plant 1"; September: "Plant 1 was paused in April". The pause stands;
    a deployment told later ("working again at Plant 1") still resumes it."""
    def claim(day, predicate, valid_from=None):
        return make_claim(entity=trust_world, source="wire-a", known_at=day, predicate=predicate,
                          object_text="Plant 1", qualifier="Plant 1", claim_type="deployment", valid_from=valid_from)

    worked = claim("2025-04-08", "deployed_at")
    paused = claim("2025-09-22", "deployment_paused", valid_from="2025-04-01")
    assert relations_of(worked, paused) == (set(), 0)
    resumed = claim("2025-10-01", "deployed_at")
    assert (paused.pk, resumed.pk) in relations_of(worked, paused, resumed)[0]


def test_an_undated_end_retires_a_partnership_dated_wholly_before_it_even_when_told_the_same_day(trust_world):
    """Two reports of one day: "they partnered in February last year" and "it is leaving the partnership". The
    partnership of a year ago is what the leaving ends; an event of the same month as the undated report is not."""
    def claim(predicate, valid_from=None, valid_until=None):
        return make_claim(entity=trust_world, source="wire-a", known_at="2025-02-05", predicate=predicate,
                          object_text="OpenAI", qualifier="OpenAI", claim_type="deployment",
                          valid_from=valid_from, valid_until=valid_until)

    ended = claim("partnership_ended")
    partnered = claim("partnership", valid_from="2024-02-01", valid_until="2024-02-29")
    assert (partnered.pk, ended.pk) in relations_of(ended, partnered)[0]
    this_month = claim("partnership", valid_from="2025-02-01", valid_until="2025-02-28")
    assert not [pair for pair in relations_of(ended, this_month)[0] if pair[0] == this_month.pk]


def test_one_report_of_an_end_retires_the_partnership_it_dates_before_its_day(ingest):
    """A single report says the partnership began "in March last year" and that it is ending now: the dated
    partnership is what the end retires, though both are told in one document (its claims are otherwise
    known at once and never relate)."""
    ingest("Acme Robotics is leaving its collaboration agreement with Boltworks, its chief executive said on "
           "Monday. Boltworks and Acme Robotics had announced the collaboration in March last year to build "
           "software for robots.", source="robot-weekly", published_at="2025-02-10")
    partnered = Claim.objects.get(predicate="partnership", valid_from__isnull=False)
    assert Supersession.objects.filter(old_claim=partnered).exists()


def test_a_figure_of_one_part_is_not_comparable_with_the_whole():
    """"Five degrees of freedom per leg" and "19 degrees of freedom" are two measures: neither replaces the other."""
    def fact(text, value=None):
        return SimpleNamespace(predicate="degrees_of_freedom", qualifier="", object_text=text,
                               object_value=Decimal(value) if value is not None else None, object_unit="")
    assert not comparable(fact("five degrees of freedom per leg"), fact("19 degrees of freedom", 19))
    assert comparable(fact("six degrees of freedom per arm"), fact("seven degrees of freedom per arm"))
    assert comparable(fact("19 degrees of freedom", 19), fact("23 degrees of freedom", 23))
