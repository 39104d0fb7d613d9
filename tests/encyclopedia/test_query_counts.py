"""Every page runs a bounded number of queries, the same bound with 5 claims as with 200."""

import datetime as dt
import hashlib
import random

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from claims.models import Claim, ClaimStatus, Document, Entity, ModerationAction, Source, Supersession

LANES = ["canonical", "canonical", "bull", "bear"]
TYPES = ["funding", "deployment", "capability", "statistic", "timeline", "opinion"]
SOURCES = ["acme-newsroom", "robot-weekly", "doubters", "analyst-desk"]


def populate(n: int, moderator) -> Claim:
    """``n`` claims about Acme over three years, across lanes, types and sources, with supersessions,
    retractions, a rejection and moderation records; returns one canonical claim."""
    rng = random.Random(n)
    sources = {s.key: s for s in Source.objects.filter(key__in=SOURCES)}
    entity = Entity.objects.get(slug="acme-robotics")
    start = dt.datetime(2022, 1, 1, 12, tzinfo=dt.timezone.utc)
    docs = Document.objects.bulk_create([
        Document(source=sources[SOURCES[i % 4]], url=f"https://example.test/q/{n}/{i}", title=f"Item {i}",
                 outlet="Outlet", published_at=start + dt.timedelta(days=5 * i), text=f"Acme claim number {i}.",
                 content_hash=hashlib.sha256(f"{n}-{i}".encode()).hexdigest(), extractor="test.v1")
        for i in range(n)
    ])
    vector = [rng.random() for _ in range(384)]
    claims = Claim.objects.bulk_create([
        Claim(document=d, source=d.source, subject=entity, predicate=f"p{i % 7}", object_text=f"value {i}",
              qualifier=f"q{i % 3}", statement=f"Acme Robotics claim number {i} about robots.",
              claim_type=TYPES[i % 6], confidence=0.8, lane=LANES[i % 4], route_reason="test", router="test.v1",
              extractor="test.v1", evidence_text=d.text, evidence_start=0, evidence_end=len(d.text),
              known_at=d.published_at, embedding=vector,
              status=ClaimStatus.RETRACTED if i % 11 == 5 else ClaimStatus.AUTO,
              retracted_at=d.published_at + dt.timedelta(days=30) if i % 11 == 5 else None)
        for i, d in enumerate(docs)
    ])
    Supersession.objects.bulk_create([
        Supersession(old_claim=claims[i], new_claim=claims[i + 7], subject=entity, predicate=claims[i].predicate,
                     effective_at=claims[i + 7].known_at, reason="test")
        for i in range(0, n - 7, 3)
    ])
    ModerationAction.objects.bulk_create([
        ModerationAction(claim=c, user=moderator, action="approve", from_value="auto", to_value="approved")
        for c in claims[::4]
    ])
    Claim.objects.filter(pk=claims[1].pk).update(status=ClaimStatus.REJECTED)
    return claims[0]


PAGES = {
    "home": (lambda c: "/", 10),
    "home filtered": (lambda c: "/?kind=company&lane=bull", 10),
    # The article: the registry's version (and the registry, when it changed) and one query tell which robots the
    # company makes by other claims naming both.
    "article": (lambda c: "/wiki/acme-robotics/", 34),
    "article as of": (lambda c: "/wiki/acme-robotics/?as_of=2023-06-01", 34),
    "talk": (lambda c: "/wiki/acme-robotics/talk/", 26),
    "diff": (lambda c: "/wiki/acme-robotics/diff/?from=2022-06-01&to=2023-06-01", 44),
    "search": (lambda c: "/search/?q=robots+claim", 15),
    # The claim page: one query for the prediction the claim may state (verdicts_for adds a constant few).
    "claim": (lambda c: f"/claims/{c.pk}/", 9),
    # The track record: one query for the source's predictions (none here; with some, verdicts_for adds six
    # whatever their number: tests/predictions/test_pages.py).
    "source": (lambda c: "/sources/acme-newsroom/", 10),
    # Recent changes: each kind of change is one query, whatever the number of claims.
    "changes": (lambda c: "/changes/", 9),
}


@pytest.mark.parametrize("n", [5, 200])
@pytest.mark.parametrize("page", sorted(PAGES))
def test_reader_pages_run_a_bounded_number_of_queries(client, world, staff, django_assert_max_num_queries, page, n):
    """Each reader page stays under its query bound with 5 claims and with 200."""
    claim = populate(n, staff)
    url, bound = PAGES[page]
    with django_assert_max_num_queries(bound):
        response = client.get(url(claim))
    assert response.status_code == 200


ADMIN_PAGES = {
    "claim changelist": (lambda c: "/admin/claims/claim/", 12),
    "claim changelist filtered": (lambda c: "/admin/claims/claim/?lane__exact=bull&status__exact=auto", 12),
    # (the article status reads which robots the subject's maker makes: the registry's version, the registry when it
    # changed, and the claims naming both)
    "claim change page": (lambda c: f"/admin/claims/claim/{c.pk}/change/", 27),
}


@pytest.mark.parametrize("n", [5, 200])
@pytest.mark.parametrize("page", sorted(ADMIN_PAGES))
def test_moderation_pages_run_a_bounded_number_of_queries(client, world, staff, django_assert_max_num_queries,
                                                          page, n):
    """The claim admin's list and change page stay under their bound with 5 claims and with 200."""
    claim = populate(n, staff)
    client.force_login(staff)
    url, bound = ADMIN_PAGES[page]
    with django_assert_max_num_queries(bound):
        response = client.get(url(claim))
    assert response.status_code == 200


@pytest.mark.parametrize("page", sorted(PAGES))
def test_query_count_does_not_grow_with_the_number_of_claims(client, world, staff, page):
    """The same page runs the same number of queries whether the entity has 205 claims or 200 more.

    Both populations fill every section (the 5-claim one shows the anonymous
    reader no supersession, and Django skips the query of an empty page);
    a query per claim would add 200.
    """
    claim = populate(5, staff)
    populate(200, staff)
    url, _ = PAGES[page]
    client.get(url(claim))  # first view stores the article revisions; compare views that reuse them
    with CaptureQueriesContext(connection) as few:
        client.get(url(claim))
    populate(201, staff)
    client.get(url(claim))
    with CaptureQueriesContext(connection) as many:
        client.get(url(claim))
    assert len(many) == len(few), [q["sql"][:120] for q in many.captured_queries]
