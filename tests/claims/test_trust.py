"""The trust layer: authority beats similarity, conflicts and their precedence, freshness, manifests."""

from __future__ import annotations

import datetime as dt
import hashlib
import itertools
import math
import re
from decimal import Decimal

import pytest
from django_celery_beat.models import PeriodicTask

from claims.models import Claim, Conflict, Document, Entity, FreshnessAudit, ModerationAction, Source, Supersession
from claims.relations.conflicts import conflicts_detect, precedence_decide
from claims.relations.supersession import supersession_detect
from claims.services import sources_load
from claims.write import claims_store
from claims.tasks import audit_freshness_task
from claims.trust import authority_weight, claims_ranked, sources_stale
from core.viewer import Viewer

_counter = itertools.count(1)

#: Extra sources for precedence: a tier-1 registry and two tier-3 wires (public, no SLA).
EXTRA_SOURCES = [
    {"key": "registry", "name": "Curated Registry", "source_class": "curated_facts", "owner": "Editors",
     "authority_tier": 1, "lifecycle": "active", "audience": ["public"], "acl_groups": [],
     "freshness_sla_days": None, "last_reviewed_at": "2026-10-01"},
    {"key": "wire-a", "name": "Wire A", "source_class": "trade_press", "owner": "Wire A Ltd",
     "authority_tier": 3, "lifecycle": "active", "audience": ["public"], "acl_groups": [],
     "freshness_sla_days": None, "last_reviewed_at": "2026-10-01"},
    {"key": "wire-b", "name": "Wire B", "source_class": "trade_press", "owner": "Wire B Ltd",
     "authority_tier": 3, "lifecycle": "active", "audience": ["public"], "acl_groups": [],
     "freshness_sla_days": None, "last_reviewed_at": "2026-10-01"},
    {"key": "wire-c", "name": "Wire C", "source_class": "trade_press", "owner": "Wire C Ltd",
     "authority_tier": 3, "lifecycle": "active", "audience": ["public"], "acl_groups": [],
     "freshness_sla_days": None, "last_reviewed_at": "2026-10-01"},
]


def moment(text: str) -> dt.datetime:
    """``2024-03-01`` or ``2024-03-01T09:00`` as an aware UTC datetime."""
    value = dt.datetime.fromisoformat(text)
    return value if value.tzinfo else value.replace(tzinfo=dt.timezone.utc)


def make_claim(*, entity: Entity, source: str, known_at: str, predicate: str, object_text: str,
               value=None, unit: str = "", qualifier: str = "", lane: str = "canonical",
               claim_type: str = "statistic", statement: str | None = None, detect: bool = True,
               valid_from: str | None = None, valid_until: str | None = None) -> Claim:
    """Store one document with one claim through the one write path (``claims_store``), related unless ``detect`` is False."""
    n = next(_counter)
    src = Source.objects.get(key=source)
    statement = statement or f"{entity.name} {predicate.replace('_', ' ')}: {object_text}."
    document = Document.objects.create(
        source=src, url=f"https://example.test/trust/{n}", title=f"Trust test document {n}",
        published_at=moment(known_at), text=statement,
        content_hash=hashlib.sha256(f"{n}:{statement}".encode()).hexdigest(), extractor="test",
    )
    row = Claim(
        document=document, source=src, subject=entity, predicate=predicate, object_text=object_text,
        object_value=value, object_unit=unit, qualifier=qualifier, statement=statement, claim_type=claim_type,
        confidence=0.9, lane=lane, route_reason="test", router="test", extractor="test",
        evidence_text=statement, evidence_start=0, evidence_end=len(statement), known_at=moment(known_at),
        valid_from=dt.date.fromisoformat(valid_from) if valid_from else None,
        valid_until=dt.date.fromisoformat(valid_until) if valid_until else None,
    )
    (claim,) = claims_store(rows=[row], relate=detect).claims
    return claim


@pytest.fixture
def trust_world(world):
    sources_load(records=EXTRA_SOURCES)
    return Entity.objects.get(slug="acme-robotics")


def units(entity, source, known_at, n, **kw):
    return make_claim(entity=entity, source=source, known_at=known_at, predicate="units_deployed",
                      object_text=f"{n} units", value=n, unit="units",
                      statement=kw.pop("statement", f"Acme Robotics has {n} units deployed."), **kw)


def body(page: str) -> str:
    """The article body of a rendered page, without the footnotes."""
    return page.split('id="article-body"', 1)[1].split('class="footnotes"', 1)[0]


# ---------------------------------------------------------------- authority beats similarity


def test_lower_tier_never_supersedes_a_higher_tier_and_the_article_keeps_the_higher(client, trust_world):
    """A later trade-press figure does not retire the press release's; a conflict decided by tier keeps it."""
    high = units(trust_world, "acme-newsroom", "2024-03-01", 30)
    low = units(trust_world, "wire-a", "2024-05-01", 45)
    assert not Supersession.objects.filter(old_claim=high).exists()
    conflict = Conflict.objects.get()
    assert (conflict.rule, conflict.winner) == ("authority_tier", high)
    page = client.get("/wiki/acme-robotics/").content.decode()
    assert "30 units deployed" in body(page) and "45 units deployed" not in body(page)
    talk = client.get("/wiki/acme-robotics/talk/").content.decode()
    conflicts = talk.split('id="conflicts"', 1)[1]
    assert "Higher authority tier" in conflicts and f'href="/claims/{low.pk}/"' in conflicts


def test_higher_tier_later_claim_supersedes_a_lower_tier(client, trust_world):
    """A later claim from a higher tier replaces the lower tier's figure: supersession, no conflict."""
    low = units(trust_world, "wire-a", "2024-03-01", 45)
    high = units(trust_world, "acme-newsroom", "2024-05-01", 30)
    event = Supersession.objects.get(old_claim=low)
    assert (event.new_claim, event.rule) == (high, "supersede.v3")
    assert not Conflict.objects.exists()
    page = body(client.get("/wiki/acme-robotics/").content.decode())
    assert "30 units deployed" in page and "45 units deployed" not in page


# ---------------------------------------------------------------- precedence rules


def test_recency_decides_two_same_tier_reports_of_the_same_day(client, trust_world):
    """Same tier, same day: no supersession; the conflict goes to the later publication time."""
    morning = units(trust_world, "wire-a", "2024-06-01T09:00", 30)
    evening = units(trust_world, "wire-b", "2024-06-01T17:00", 45)
    assert not Supersession.objects.exists()
    conflict = Conflict.objects.get()
    assert (conflict.rule, conflict.winner) == ("recency", evening)
    page = body(client.get("/wiki/acme-robotics/").content.decode())
    assert "45 units deployed" in page and "30 units deployed" not in page
    assert morning.pk not in [int(x) for x in re.findall(r'href="/claims/(\d+)/"', page)]


def test_corroboration_decides_when_tier_and_time_are_equal(client, trust_world):
    """Two independent sources saying 30 outweigh one saying 45 at the same tier and time."""
    a = units(trust_world, "wire-a", "2024-06-01", 30)
    b = units(trust_world, "wire-b", "2024-06-01", 30, statement="Wire B counts 30 units deployed at Acme.")
    c = units(trust_world, "wire-c", "2024-06-01", 45)
    decided = {(x.claim_a_id, x.claim_b_id): (x.rule, x.winner_id) for x in Conflict.objects.all()}
    assert decided == {(a.pk, c.pk): ("corroboration", a.pk), (b.pk, c.pk): ("corroboration", b.pk)}
    page = body(client.get("/wiki/acme-robotics/").content.decode())
    assert "45 units" not in page and f'href="/claims/{a.pk}/"' in page and f'href="/claims/{b.pk}/"' in page


def test_precedence_leaves_a_tie_unresolved():
    """Equal tier, equal known-at and equal corroboration decide nothing."""
    first, second = Source(pk=1, key="s1", name="S1", authority_tier=3), Source(pk=2, key="s2", name="S2",
                                                                                 authority_tier=3)
    a = Claim(pk=1, subject_id=1, source=first, predicate="units_deployed", object_text="30",
              known_at=moment("2024-01-01"), lane="canonical", status="auto")
    b = Claim(pk=2, subject_id=1, source=second, predicate="units_deployed", object_text="45",
              known_at=moment("2024-01-01"), lane="canonical", status="auto")
    decision = precedence_decide(a=a, b=b, pool=[a, b])
    assert (decision.rule, decision.winner) == ("unresolved", None)


def test_unresolved_conflict_is_stated_in_the_article_with_both_citations(client, trust_world):
    """"Wire A puts it at 30 units; Wire B at 45 units": one sentence carrying both claim ids, both linked."""
    a = units(trust_world, "wire-a", "2024-06-01", 30)
    b = units(trust_world, "wire-b", "2024-06-01", 45)
    assert Conflict.objects.get().rule == "unresolved"
    page = client.get("/wiki/acme-robotics/").content.decode()
    sentence = re.search(r'<span class="sentence[^"]*is-conflict[^"]*" data-claim-ids="([\d,]+)">(.*?)</span>\s*</p>',
                         page, re.S)
    assert sentence, "no conflict sentence in the article"
    assert sorted(map(int, sentence.group(1).split(","))) == sorted([a.pk, b.pk])
    text = re.sub(r"<[^>]+>", "", sentence.group(2))
    assert "Wire A puts it at 30 units" in text and "Wire B at 45 units" in text
    assert f'href="/claims/{a.pk}/"' in sentence.group(2) and f'href="/claims/{b.pk}/"' in sentence.group(2)
    talk = client.get("/wiki/acme-robotics/talk/").content.decode().split('id="conflicts"', 1)[1]
    assert "Unresolved" in talk and "Both, with both citations" in talk


def test_conflict_with_a_restricted_claim_is_invisible_to_the_public(client, trust_world, analyst):
    """The analyst sees both figures stated; the public reader sees only the public one, no conflict."""
    public = units(trust_world, "acme-newsroom", "2024-06-01", 30)
    secret = units(trust_world, "analyst-desk", "2024-06-01", 45)
    assert Conflict.objects.get().rule == "unresolved"
    page = client.get("/wiki/acme-robotics/").content.decode()
    talk = client.get("/wiki/acme-robotics/talk/").content.decode()
    assert "45 units" not in page + talk and "is-conflict" not in page
    assert "30 units deployed" in body(page)
    assert "No two canonical claims about Acme Robotics disagree" in talk
    client.force_login(analyst)
    page = client.get("/wiki/acme-robotics/").content.decode()
    assert "is-conflict" in page and f'href="/claims/{secret.pk}/"' in page and f'href="/claims/{public.pk}/"' in page


def test_moderator_decides_a_conflict_in_the_admin(client, trust_world, staff):
    """Choosing a winner in the admin records who, when and which; the article then states the winner only."""
    a = units(trust_world, "wire-a", "2024-06-01", 30)
    b = units(trust_world, "wire-b", "2024-06-01", 45)
    conflict = Conflict.objects.get()
    client.force_login(staff)
    response = client.post(f"/admin/claims/conflict/{conflict.pk}/change/",
                           {"decide_for": "b", "decision_reason": "Wire B counted on site"})
    assert response.status_code == 302, response.content.decode()[:2000]
    conflict.refresh_from_db()
    assert (conflict.rule, conflict.winner, conflict.decided_by) == ("moderator", b, staff)
    assert conflict.decided_at is not None
    action = ModerationAction.objects.get(action="decide_conflict")
    assert (action.claim, action.user, action.reason) == (b, staff, "Wire B counted on site")
    client.logout()
    page = body(client.get("/wiki/acme-robotics/").content.decode())
    assert "45 units deployed" in page and "30 units" not in page and "is-conflict" not in page
    talk = client.get("/wiki/acme-robotics/talk/").content.decode().split('id="conflicts"', 1)[1]
    assert "Moderator decision" in talk and f'href="/claims/{a.pk}/"' in talk


def test_admin_list_action_decides_and_rejects_a_foreign_winner(client, trust_world, staff):
    """The changelist action decides for claim A; a claim outside the conflict is refused by the service."""
    from claims.relations.conflicts import conflict_decide

    a = units(trust_world, "wire-a", "2024-06-01", 30)
    units(trust_world, "wire-b", "2024-06-01", 45)
    other = units(trust_world, "acme-newsroom", "2023-01-01", 10, detect=False)
    conflict = Conflict.objects.get()
    with pytest.raises(ValueError, match="not part of conflict"):
        conflict_decide(conflict=conflict, winner=other, user=staff)
    assert Conflict.objects.get().rule == "unresolved"
    client.force_login(staff)
    client.post("/admin/claims/conflict/", {"action": "decide_for_a", "_selected_action": [conflict.pk],
                                             "reason": "checked"})
    assert Conflict.objects.get().winner == a


def test_moderator_reverts_a_supersession_from_the_admin(client, trust_world, staff):
    """The admin action marks the supersession reverted (who, when) and the earlier figure is back."""
    old = units(trust_world, "acme-newsroom", "2024-03-01", 30)
    units(trust_world, "acme-newsroom", "2024-05-01", 45)
    event = Supersession.objects.get(old_claim=old)
    replaced = body(client.get("/wiki/acme-robotics/").content.decode())
    assert "had 45 units deployed" in replaced and "Earlier reports put" in replaced  # 30 only as history
    client.force_login(staff)
    response = client.post("/admin/claims/supersession/", {"action": "revert", "_selected_action": [event.pk]})
    assert response.status_code == 302
    event.refresh_from_db()
    assert event.reverted_by == staff and event.reverted_at is not None
    assert ModerationAction.objects.filter(claim=old, action="revert_supersession").exists()
    assert not Conflict.objects.exists()  # the moderator judged that pair: not a conflict
    restored = re.sub(r"<[^>]+>", "", body(client.get("/wiki/acme-robotics/").content.decode()))
    assert "30 units" in restored and "45 units" in restored  # the earlier figure is back in the article


# ---------------------------------------------------------------- ranking


def _unit(cos: float) -> list[float]:
    vector = [0.0] * 384
    vector[0], vector[1] = cos, math.sqrt(1 - cos * cos)
    return vector


def test_ranking_combines_similarity_with_authority(trust_world):
    """score = similarity × (1 − 0.1 × (tier − 1)): a tier-1 claim at 0.8 outranks a tier-3 one at 0.95."""
    query = _unit(1.0)
    near_low = make_claim(entity=trust_world, source="wire-a", known_at="2024-01-01", predicate="price",
                          object_text="$90,000", detect=False)
    mid_high = make_claim(entity=trust_world, source="registry", known_at="2024-01-02", predicate="payload",
                          object_text="25 kg", detect=False)
    far_high = make_claim(entity=trust_world, source="registry", known_at="2024-01-03", predicate="runtime",
                          object_text="2 hours", detect=False)
    for claim, cos in ((near_low, 0.95), (mid_high, 0.8), (far_high, 0.5)):
        Claim.objects.filter(pk=claim.pk).update(embedding=_unit(cos))
    ranked = claims_ranked(entity=trust_world, lane="canonical", viewer=Viewer.anonymous(),
                           query_embedding=query, k=3)
    assert [c.pk for c in ranked] == [mid_high.pk, near_low.pk, far_high.pk]
    assert ranked[0].score == pytest.approx(0.8 * authority_weight(1), abs=1e-3)
    assert ranked[1].score == pytest.approx(0.95 * authority_weight(3), abs=1e-3)


def test_ranking_never_puts_a_conflict_loser_by_tier_above_its_winner(trust_world):
    """However similar, the lower-tier side of a conflict ranks below the higher-tier side."""
    high = units(trust_world, "acme-newsroom", "2024-03-01", 30)
    low = units(trust_world, "wire-a", "2024-05-01", 45)
    Claim.objects.filter(pk=low.pk).update(embedding=_unit(1.0))
    Claim.objects.filter(pk=high.pk).update(embedding=_unit(0.3))
    ranked = claims_ranked(entity=trust_world, lane="canonical", viewer=Viewer.anonymous(),
                           query_embedding=_unit(1.0), k=5)
    assert [c.pk for c in ranked] == [high.pk, low.pk]


# ---------------------------------------------------------------- freshness


def test_freshness_audit_task_records_the_stale_sources_and_is_scheduled_daily(world):
    """The beat task finds robot-weekly past its 30-day SLA; the migration scheduled it once a day."""
    result = audit_freshness_task.apply().get()
    assert result["stale"] == ["robot-weekly"]
    audit = FreshnessAudit.objects.get(pk=result["audit_id"])
    assert audit.stale_keys == ["robot-weekly"] and audit.checked == 2
    task = PeriodicTask.objects.get(task="claims.audit_freshness")
    assert task.enabled and (task.interval.every, task.interval.period) == (1, "days")
    assert list(sources_stale(now=moment("2025-01-15")).values_list("key", flat=True)) == []


def test_admin_needs_review_filter_lists_stale_sources(client, world, staff):
    """The admin's "Needs review" filter shows the stale source only (filtered in SQL)."""
    client.force_login(staff)
    page = client.get("/admin/claims/source/?stale=yes").content.decode()
    assert "/admin/claims/source/%d/change/" % Source.objects.get(key="robot-weekly").pk in page
    assert "/admin/claims/source/%d/change/" % Source.objects.get(key="acme-newsroom").pk not in page
    fresh = client.get("/admin/claims/source/?stale=no").content.decode()
    assert "/admin/claims/source/%d/change/" % Source.objects.get(key="robot-weekly").pk not in fresh
    from claims.admin import StaleFilter  # the filter's query carries the SLA arithmetic
    from claims.admin import SourceAdmin
    from django.contrib.admin.sites import site

    request = client.get("/admin/claims/source/?stale=yes").wsgi_request
    f = StaleFilter(request, {"stale": ["yes"]}, Source, SourceAdmin(Source, site))
    assert "make_interval" in str(f.queryset(request, Source.objects.all()).query)


def test_claims_and_articles_on_a_stale_source_carry_the_mark(client, trust_world):
    """A claim from a stale source shows "stale source" on the article, the claim page and the source page."""
    stale = units(trust_world, "robot-weekly", "2024-03-01", 12, statement="Robot Weekly counts 12 units.")
    fresh = make_claim(entity=trust_world, source="registry", known_at="2024-03-02", predicate="price",
                       object_text="$90,000", statement="Acme Robotics prices Walker X at $90,000.")
    page = client.get("/wiki/acme-robotics/").content.decode()
    sentence = re.search(r'<span class="sentence[^"]*" data-claim-ids="[\d,]+">[^<]*Robot Weekly counts 12 units\.(.*?)</span>\s*</span>',
                         page, re.S)
    assert sentence and "badge-stale" in sentence.group(1)
    assert "Rests on a stale source" in page
    assert "stale source" in client.get(f"/claims/{stale.pk}/").content.decode()
    assert "stale source" not in client.get(f"/claims/{fresh.pk}/").content.decode()
    assert "badge-stale" in client.get("/sources/robot-weekly/").content.decode()


# ---------------------------------------------------------------- lifecycle as of past dates


def test_deprecated_source_counts_only_on_dates_it_was_active(client, world):
    """old-blog (active 2020, deprecated 2025-06-01) is in the 2025-01-01 article but not today's."""
    entity = Entity.objects.get(slug="acme-robotics")
    make_claim(entity=entity, source="old-blog", known_at="2024-05-01", predicate="price",
               object_text="$70,000", statement="Acme Robotics sells Walker X for $70,000.")
    make_claim(entity=entity, source="acme-newsroom", known_at="2024-05-02", predicate="payload",
               object_text="20 kg", statement="Walker X carries 20 kg.")
    then = client.get("/wiki/acme-robotics/?as_of=2025-01-01").content.decode()
    assert "$70,000" in then
    for url in ["/wiki/acme-robotics/", "/wiki/acme-robotics/?as_of=2025-07-01"]:
        page = client.get(url).content.decode()
        assert "$70,000" not in page and "Old Robot Blog" not in page, url


# ---------------------------------------------------------------- manifests in the admin


@pytest.mark.parametrize("change, message", [
    ({"authority_tier": "7"}, "Authority tier must be between 1"),
    ({"lifecycle": "retired"}, "Unknown lifecycle retired"),
    ({"acl_groups": ["999999"]}, "Unknown group 999999"),
])
def test_admin_refuses_a_bad_manifest_and_changes_nothing(client, world, staff, change, message):
    """Saving a source in the admin with a bad tier, lifecycle or group shows the error and writes nothing."""
    source = Source.objects.get(key="robot-weekly")
    client.force_login(staff)
    data = {
        "key": source.key, "name": "Renamed", "source_class": source.source_class_id, "owner": source.owner,
        "authority_tier": "3", "lifecycle": "active", "audience": "public", "acl_groups": [],
        "freshness_sla_days": "30", "last_reviewed_at_0": "2025-01-01", "last_reviewed_at_1": "00:00:00",
        "url": "", "feed_url": "", "time_zone": "", "fetch_etag": "", "fetch_last_modified": "",
        "lifecycle_events-TOTAL_FORMS": "0", "lifecycle_events-INITIAL_FORMS": "0",
        **change,
    }
    response = client.post(f"/admin/claims/source/{source.pk}/change/", data)
    assert response.status_code == 200
    assert message in response.content.decode()
    source.refresh_from_db()
    assert (source.name, source.authority_tier, source.lifecycle) == ("Robot Weekly", 3, "active")
    assert list(source.acl_groups.all()) == []


def test_moving_a_claim_into_the_canonical_lane_detects_its_conflicts(trust_world, staff):
    """A bull claim moved to canonical by a moderator meets the canonical figure it disagrees with."""
    from claims.services import claim_moderate

    canonical = units(trust_world, "wire-a", "2024-06-01", 30)
    bull = units(trust_world, "wire-b", "2024-06-01", 45, lane="bull")
    assert not Conflict.objects.exists()
    claim_moderate(claim=bull, user=staff, action="move_lane", lane="canonical")
    conflict = Conflict.objects.get()
    assert {conflict.claim_a, conflict.claim_b} == {canonical, bull} and conflict.rule == "unresolved"


def test_figures_in_different_units_are_not_a_conflict(trust_world):
    """Floor area in square feet and capacity in robots a year are two facts, not a disagreement."""
    make_claim(entity=trust_world, source="acme-newsroom", known_at="2024-06-01", predicate="production_capacity",
               object_text="70,000 square feet", value=70_000, unit="sq ft")
    make_claim(entity=trust_world, source="wire-a", known_at="2024-06-01", predicate="production_capacity",
               object_text="10,000 robots a year", value=10_000, unit="robots")
    assert not Conflict.objects.exists() and not Supersession.objects.exists()


def _relations() -> tuple[set, set]:
    supersessions = set(Supersession.objects.values_list("old_claim_id", "new_claim_id", "effective_at"))
    conflicts = set(Conflict.objects.values_list("claim_a_id", "claim_b_id", "rule", "winner_id"))
    return supersessions, conflicts


def _scenario(entity, n: int) -> list[Claim]:
    """``n`` undetected claims over a few days, tiers and predicates: supersessions, conflicts, corroboration."""
    claims = []
    for i in range(n):
        source = ("registry", "wire-a", "wire-b", "wire-c")[i % 4]
        day = f"2025-0{1 + i % 6}-{10 + i % 3}"
        if i % 3 == 2:
            claims.append(make_claim(entity=entity, source=source, known_at=day, predicate="valuation",
                                     object_text=f"${i} billion", value=i * 10**9, unit="USD", detect=False))
        else:
            claims.append(units(entity, source, day, 100 + (i % 5) * 10, detect=False))
    return claims


def test_batch_detection_decides_like_one_claim_at_a_time(trust_world):
    from claims.relations.conflicts import conflicts_detect_many
    from claims.relations.supersession import supersession_detect_many

    claims = _scenario(trust_world, 16)
    supersession_detect_many(claims=claims)
    conflicts_detect_many(claims=claims)
    batched = _relations()
    assert batched[0] and batched[1], "the scenario forms both supersessions and conflicts"

    Conflict.objects.all().delete()
    Supersession.objects.all().delete()
    for claim in sorted(claims, key=lambda c: (c.known_at, c.pk)):
        supersession_detect(claim=claim)
    for claim in claims:
        conflicts_detect(claim=claim)
    assert _relations() == batched


def test_batch_detection_costs_the_same_queries_for_5_or_20_claims(trust_world):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from claims.relations.conflicts import conflicts_detect_many
    from claims.relations.supersession import supersession_detect_many

    counts = []
    for n in (5, 20):
        claims = _scenario(trust_world, n)
        with CaptureQueriesContext(connection) as queries:
            supersession_detect_many(claims=claims)
            conflicts_detect_many(claims=claims)
        counts.append(len(queries))
    assert counts[0] == counts[1], counts
    assert counts[1] <= 18  # each call reads its pool: the public sources, the pool, the retirements…


def test_relation_pool_leaves_out_claims_publicly_retired_before_the_batch(trust_world):
    """Long chains of replaced values are not loaded; what a new claim can still relate to is."""
    from claims.relations.supersession import supersession_detect_many
    from claims.relations.pool import relation_pool

    a = units(trust_world, "registry", "2025-01-05", 100)
    b = units(trust_world, "registry", "2025-02-05", 200)  # retires a (public)
    c = units(trust_world, "registry", "2025-03-05", 300)  # retires b (public)
    v1 = make_claim(entity=trust_world, source="wire-a", known_at="2025-01-05", predicate="valuation",
                    object_text="$1 billion", value=10**9, unit="USD")
    v2 = make_claim(entity=trust_world, source="analyst-desk", known_at="2025-02-05", predicate="valuation",
                    object_text="$2 billion", value=2 * 10**9, unit="USD")  # retires v1 for analysts only
    assert Supersession.objects.filter(old_claim=v1, new_claim=v2).exists()
    x = units(trust_world, "registry", "2025-06-05", 600, detect=False)
    y = make_claim(entity=trust_world, source="wire-b", known_at="2025-06-05", predicate="valuation",
                   object_text="$3 billion", value=3 * 10**9, unit="USD", detect=False)

    batch, pool = relation_pool([x, y])
    assert {p.pk for p in pool} == {c.pk, v1.pk, v2.pk, x.pk, y.pk}  # not a, b: retired publicly before
    supersession_detect_many(claims=batch, pool=pool)
    assert Supersession.objects.filter(old_claim=c, new_claim=x).exists()
    assert Supersession.objects.filter(old_claim=v1, new_claim=y).exists()  # the public still sees v1 retired

    # An out-of-order claim known before those retirements sees the chain as it stood then.
    w = units(trust_world, "registry", "2025-01-20", 150, detect=False)
    _, pool = relation_pool([w])
    assert {a.pk, b.pk, c.pk, x.pk} <= {p.pk for p in pool}


def test_relation_pool_scopes_in_sql_as_the_python_rules_do(trust_world, world):
    """The pool's SQL scope: qualifiers normalised as ``normalized_qualifier``, every predicate spelling, one subject."""
    from claims.models import Entity
    from claims.relations.pool import relation_pool
    from claims.vocabulary import qualifier_key as normalized_qualifier

    def round_claim(qualifier, *, predicate="raised_funding", entity=trust_world, day="2025-01-05"):
        return make_claim(entity=entity, source="wire-a", known_at=day, predicate=predicate,
                          object_text="$10 million", value=10**7, unit="USD", qualifier=qualifier, detect=False)

    spaced = round_claim("  Series\tC \n")
    synonym = round_claim("series  c", predicate="closed a round of")
    other_round = round_claim("Series D")
    other_subject = round_claim("Series C", entity=Entity.objects.create(name="Other Robotics", slug="other-robotics"))
    deployment = make_claim(entity=trust_world, source="wire-a", known_at="2025-01-05", predicate="deployed_at",
                            object_text="Plant 1", qualifier="Series C", detect=False)
    new = round_claim("Series C", day="2025-06-05")
    assert normalized_qualifier(spaced.qualifier) == normalized_qualifier(new.qualifier) == "series c"

    _, pool = relation_pool([new])
    assert [c.pk for c in pool] == [spaced.pk, synonym.pk, new.pk]  # known-at, then id order
    assert {other_round.pk, other_subject.pk, deployment.pk}.isdisjoint(c.pk for c in pool)
    # A single-valued predicate relates across qualifiers (scope qualifier NULL).
    v1 = make_claim(entity=trust_world, source="wire-a", known_at="2025-01-05", predicate="valuation",
                    object_text="$1 billion", value=10**9, unit="USD", qualifier="post-money", detect=False)
    v2 = make_claim(entity=trust_world, source="wire-b", known_at="2025-06-05", predicate="valued at",
                    object_text="$2 billion", value=2 * 10**9, unit="USD", detect=False)
    _, pool = relation_pool([v2])
    assert [c.pk for c in pool] == [v1.pk, v2.pk]


def test_relation_pool_rows_hold_what_the_claims_hold(trust_world):
    """A pool row answers every relation field as the stored claim does: same values, same types."""
    from claims.relations.pool import RELATION_FIELDS, RelationClaim, relation_pool

    old = make_claim(entity=trust_world, source="acme-newsroom", known_at="2025-01-05", predicate="valuation",
                     object_text="$1.25 billion", value=Decimal("1250000000.5"), unit="USD", qualifier=" Post-money",
                     detect=False)
    new = make_claim(entity=trust_world, source="wire-b", known_at="2025-06-05", predicate="valuation",
                     object_text="$2 billion", value=2 * 10**9, unit="USD", detect=False)
    _, pool = relation_pool([new])
    assert [type(row) for row in pool] == [RelationClaim, RelationClaim]
    for row in pool:
        stored = Claim.objects.select_related("source").get(pk=row.pk)
        for name in RELATION_FIELDS:
            ours, theirs = row, stored
            for part in name.split("__"):
                ours, theirs = getattr(ours, part), getattr(theirs, part)
            assert (ours, type(ours)) == (theirs, type(theirs)), name
    assert pool[0].known_at.utcoffset() == dt.timedelta(0) and pool[0].object_value == Decimal("1250000000.5")
    assert pool[0].pk == old.pk and pool[0].source is not pool[1].source


def test_a_batch_stored_now_is_not_read_again_and_relates_to_the_same_pool(trust_world):
    """Ingestion passes the claims it has just inserted: one query fewer, the same batch order and pool."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from claims.relations.pool import relation_pool

    units(trust_world, "registry", "2025-01-05", 100)
    make_claim(entity=trust_world, source="wire-a", known_at="2025-01-05", predicate="valuation",
               object_text="$1 billion", value=10**9, unit="USD")
    x = units(trust_world, "registry", "2025-06-05", 600, detect=False)
    y = make_claim(entity=trust_world, source="wire-b", known_at="2025-06-05", predicate="valuation",
                   object_text="$3 billion", value=3 * 10**9, unit="USD", detect=False)
    with CaptureQueriesContext(connection) as read_again:
        batch, pool = relation_pool([y, x])
    with CaptureQueriesContext(connection) as stored_now:
        fresh_batch, fresh_pool = relation_pool([y, x], stored_now=True)
    assert [c.pk for c in fresh_batch] == [c.pk for c in batch] == sorted([x.pk, y.pk])
    assert [c.pk for c in fresh_pool] == [c.pk for c in pool] and len(pool) == 4
    assert len(stored_now.captured_queries) == len(read_again.captured_queries) - 1


def test_leaving_out_retired_claims_decides_as_the_whole_pool_would(trust_world):
    """Claims stored in a shuffled order, restricted ones among them: the same supersessions and conflicts."""
    import random

    from claims.relations.conflicts import conflicts_detect_many
    from claims.relations.supersession import supersession_detect_many
    from claims.relations.pool import relation_pool

    rnd = random.Random(5)
    claims = []
    for i in range(40):
        source = rnd.choice(["registry", "wire-a", "wire-b", "analyst-desk"])
        day = f"2025-{1 + rnd.randrange(9):02d}-{1 + rnd.randrange(27):02d}"
        if rnd.random() < 0.5:
            claims.append(units(trust_world, source, day, rnd.choice([100, 200, 300, 400]), detect=False))
        else:
            claims.append(make_claim(entity=trust_world, source=source, known_at=day, predicate="valuation",
                                     object_text=f"${i} billion", value=i * 10**9, unit="USD", detect=False))
    rnd.shuffle(claims)
    outcomes = []
    for skip in (True, False):
        Conflict.objects.all().delete()
        Supersession.objects.all().delete()
        sizes = []
        for claim in claims:
            batch, pool = relation_pool([claim], skip_retired=skip)
            sizes.append(len(pool))
            supersession_detect_many(claims=batch, pool=pool)
            conflicts_detect_many(claims=batch, pool=pool)
        outcomes.append((_relations(), sum(sizes)))
    (skipped, skipped_size), (whole, whole_size) = outcomes
    assert skipped == whole and skipped[0] and skipped[1]
    assert skipped_size < whole_size


def test_an_earlier_count_reads_as_a_number_of_robots(client, trust_world):
    """The history of a replaced count reads "Earlier reports put the number of robots Acme Robotics had deployed at
    30 units", not "put Acme Robotics's units deployed at 30 units"."""
    units(trust_world, "acme-newsroom", "2024-03-01", 30)
    units(trust_world, "acme-newsroom", "2024-05-01", 45)
    page = body(client.get("/wiki/acme-robotics/").content.decode())
    assert "Earlier reports put the number of robots Acme Robotics had deployed at 30 units" in page, page
