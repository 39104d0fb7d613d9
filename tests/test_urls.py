"""Each app names its pages in its own namespace, at the paths of DESIGN.md's page contract."""

from __future__ import annotations

import pytest
from django.urls import NoReverseMatch, resolve, reverse

CONTRACT = [
    ("encyclopedia:home", [], "/"),
    ("encyclopedia:article", ["figure-ai"], "/wiki/figure-ai/"),
    ("talk:page", ["figure-ai"], "/wiki/figure-ai/talk/"),
    ("encyclopedia:article_diff", ["figure-ai"], "/wiki/figure-ai/diff/"),
    ("encyclopedia:claim", [42], "/claims/42/"),
    ("encyclopedia:source", ["acme-newsroom"], "/sources/acme-newsroom/"),
    ("encyclopedia:search", [], "/search/"),
    ("encyclopedia:ask", [], "/ask"),
    ("encyclopedia:changes", [], "/changes/"),
    ("encyclopedia:changes_feed", [], "/changes/feed/"),
]


@pytest.mark.parametrize(("name", "args", "path"), CONTRACT)
def test_namespaced_name_reverses_to_the_contract_path_and_back(name, args, path):
    """Every page keeps its path; the path resolves to the namespaced name."""
    assert reverse(name, args=args) == path
    assert resolve(path).view_name == name


def test_ask_with_a_trailing_slash_still_answers():
    """``/ask/`` reaches the same view as ``/ask``."""
    assert resolve("/ask/").func == resolve("/ask").func


@pytest.mark.parametrize("old", ["home", "article", "talk", "claim", "changes", "changes-feed"])
def test_unnamespaced_page_names_are_gone(old):
    """A leftover un-namespaced name fails loudly instead of reaching the wrong page."""
    with pytest.raises(NoReverseMatch):
        reverse(old, args=["x"] if old in ("article", "talk") else [])
