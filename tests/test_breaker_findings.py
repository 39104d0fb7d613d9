"""Defects found by trying to break Polyphony: each test is a user-visible failure that was fixed."""

from __future__ import annotations

import xml.etree.ElementTree as ET

ATOM = "{http://www.w3.org/2005/Atom}"


def test_changes_feed_summary_keeps_source_markup_as_text(ingest, client):
    """A document's HTML reaches Atom readers as visible text, never as markup they would render (type="html")."""
    ingest('Acme Robotics raised $5 million <a href="javascript:alert(1)">now</a> in a seed round.')
    root = ET.fromstring(client.get("/changes/feed/").content)
    summaries = [(e.find(f"{ATOM}summary").get("type"), e.find(f"{ATOM}summary").text)
                 for e in root.iter(f"{ATOM}entry")]
    ours = [(kind, text) for kind, text in summaries if "javascript:alert(1)" in text]
    assert ours, summaries
    for kind, text in ours:
        assert kind == "html"
        assert "<a " not in text and "&lt;a href=&quot;javascript:alert(1)&quot;&gt;" in text
