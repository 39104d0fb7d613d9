"""Defects found by trying to break Polyphony: each test is a user-visible failure that was fixed."""

from __future__ import annotations

import xml.etree.ElementTree as ET

ATOM = "{http://www.w3.org/2005/Atom}"


def test_changes_feed_summary_keeps_source_markup_as_text(ingest, client):
    """A document's HTML reaches Atom readers as visible text, never as markup they would render (type="html")."""
    ingest('Acme Robotics raised $5 million <svg onload="javascript:alert(1)">now</svg> in a seed round.')
    root = ET.fromstring(client.get("/changes/feed/").content)
    summaries = [(e.find(f"{ATOM}summary").get("type"), e.find(f"{ATOM}summary").text)
                 for e in root.iter(f"{ATOM}entry")]
    ours = [(kind, text) for kind, text in summaries if "javascript:alert(1)" in text]
    assert ours, summaries
    for kind, text in ours:
        assert kind == "html"
        assert "<svg " not in text and "&lt;svg onload=&quot;javascript:alert(1)&quot;&gt;" in text


def test_the_last_representable_day_is_a_valid_as_of(ingest, client):
    """``as_of=9999-12-31`` on the article, talk, diff and ask pages answers without a server error."""
    ingest("Acme Robotics raised $5 million in a seed round.")
    for url in ("/wiki/acme-robotics/?as_of=9999-12-31", "/wiki/acme-robotics/talk/?as_of=9999-12-31",
                "/wiki/acme-robotics/diff/?from=0001-01-01&to=9999-12-31",
                "/ask?q=How+much+has+Acme+Robotics+raised%3F&as_of=9999-12-31"):
        response = client.get(url)
        assert response.status_code == 200, url
    assert "Acme Robotics raised $5 million" in client.get("/wiki/acme-robotics/?as_of=9999-12-31").content.decode()


def test_nul_characters_in_search_and_filters_are_not_server_errors(ingest, client):
    """A NUL byte in ``/search/?q=`` or the home page's ``?kind=`` gives a normal page, not a 500."""
    ingest("Acme Robotics raised $5 million in a seed round.")
    search = client.get("/search/?q=Acme%00Robotics")
    assert search.status_code == 200
    assert "Acme Robotics" in search.content.decode()
    assert client.get("/?kind=company%00").status_code == 200
