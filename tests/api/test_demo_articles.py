"""For the demo entities, the API's article as of every tick date carries the same claim ids as the page."""

from __future__ import annotations

import re

import pytest
from django.test import Client


from .conftest import ApiClient

CITATION = re.compile(r'href="/claims/(\d+)/"')

pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("demo_calendar")]


def test_the_api_article_cites_what_the_page_cites_at_every_tick(demo):  # noqa: F811
    """Every demo entity, every evidence date (and now): the claim ids of the API article (all sentences)
    are the claim links of the page showing every sentence (``full=1``)."""
    api, page = ApiClient(), Client()
    entities = api.json("/api/v1/entities")["items"]
    assert len(entities) >= 5
    checked = 0
    for entity in entities:
        slug = entity["slug"]
        ticks = api.json(f"/api/v1/entities/{slug}/article/dates")["dates"]
        assert ticks, slug
        for as_of in [*ticks, None]:
            query = {"as_of": as_of} if as_of else {}
            article = api.json(f"/api/v1/entities/{slug}/article", query)
            html = page.get(f"/wiki/{slug}/", {**query, "full": "1"}).content.decode()
            body = html[html.index('id="article-body"'):]
            assert set(article["claim_ids"]) == {int(i) for i in CITATION.findall(body)}, (slug, as_of)
            checked += 1
    assert checked >= 20
