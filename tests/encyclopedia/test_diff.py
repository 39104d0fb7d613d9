"""What changed between two days: claims added, superseded and retracted, and the prose diff."""

import datetime as dt

import pytest

from claims.models import ClaimStatus
from core.viewer import Viewer
from encyclopedia.diff import ProseLine, article_diff, fold_unchanged, prose_diff
from tests.corpus import make_claim, retract, supersede

PUBLIC = Viewer.anonymous()


@pytest.fixture
def history(world):
    """Series A (2023), Series B superseding a valuation (2024), a bull projection, a retraction, a secret."""
    a = make_claim("Acme Robotics raised $20 million in a Series A round.", known="2023-02-01",
                   object_text="$20 million", qualifier="Series A")
    v1 = make_claim("Acme Robotics was valued at $100 million.", known="2023-02-01", predicate="valuation",
                    object_text="$100 million")
    v2 = make_claim("Acme Robotics was valued at $900 million.", known="2024-06-01", predicate="valuation",
                    object_text="$900 million")
    supersede(v1, v2)
    b = make_claim("Acme Robotics raised $120 million in a Series B round.", known="2024-06-01",
                   object_text="$120 million", qualifier="Series B")
    bull = make_claim("Acme Robotics expects to ship 5,000 robots by 2030.", known="2024-07-01", lane="bull",
                      claim_type="timeline", predicate="production_target")
    gone = make_claim("Acme Robotics deployed robots at a Texas plant.", known="2023-05-01",
                      claim_type="deployment", predicate="deployed_at", qualifier="Texas")
    retract(gone, "2024-08-01")
    secret = make_claim("Acme Robotics signed a secret pilot with Boltworks.", known="2024-06-15",
                        source="analyst-desk", claim_type="deployment", predicate="deployed_at")
    return {"a": a, "v1": v1, "v2": v2, "b": b, "bull": bull, "gone": gone, "secret": secret}


def test_diff_lists_added_superseded_and_retracted_claims(history):
    """Between 2024-01-01 and 2024-12-31 the Series B, the new valuation and the projection are added,
    the old valuation is superseded and the Texas deployment retracted."""
    diff = article_diff(entity=history["a"].subject, viewer=PUBLIC, start=dt.date(2024, 1, 1),
                        end=dt.date(2024, 12, 31), today=dt.date(2026, 1, 1))
    assert {c.id for c in diff.added} == {history["v2"].id, history["b"].id, history["bull"].id}
    assert [(s.old_claim_id, s.new_claim_id) for s in diff.superseded] == [(history["v1"].id, history["v2"].id)]
    assert [c.id for c in diff.retracted] == [history["gone"].id]


def test_diff_window_excludes_the_from_day_and_includes_the_to_day(history):
    """A claim known on the ``from`` day is not 'added'; one known on the ``to`` day is."""
    diff = article_diff(entity=history["a"].subject, viewer=PUBLIC, start=dt.date(2023, 2, 1),
                        end=dt.date(2024, 6, 1), today=dt.date(2026, 1, 1))
    added = {c.id for c in diff.added}
    assert history["a"].id not in added
    assert {history["v2"].id, history["b"].id} <= added


def test_diff_prose_shows_the_old_valuation_removed_and_the_new_one_added(history):
    """The prose diff deletes the superseded valuation and inserts its replacement."""
    diff = article_diff(entity=history["a"].subject, viewer=PUBLIC, start=dt.date(2023, 12, 31),
                        end=dt.date(2024, 12, 31), today=dt.date(2026, 1, 1))
    removed = " ".join(t for r in diff.rows for op, t in r.segments if op == "delete")
    added = " ".join(t for r in diff.rows for op, t in r.segments if op == "insert")
    assert "$100" in removed and "$900" in added
    assert "Series B" in added
    assert diff.prose_changed


def test_diff_hides_claims_of_sources_the_reader_may_not_see(history, analyst):
    """The analyst note is listed for an analyst and never for an anonymous reader."""
    args = dict(entity=history["a"].subject, start=dt.date(2024, 1, 1), end=dt.date(2024, 12, 31),
                today=dt.date(2026, 1, 1))
    public = article_diff(viewer=PUBLIC, **args)
    assert history["secret"].id not in {c.id for c in public.added}
    assert "secret pilot" not in " ".join(t for r in public.rows for _, t in r.segments)
    analysts = article_diff(viewer=Viewer.for_user(analyst), **args)
    assert history["secret"].id in {c.id for c in analysts.added}


def test_rejected_claims_are_not_listed_as_added(history):
    """A claim a moderator rejected is never listed."""
    history["b"].status = ClaimStatus.REJECTED
    history["b"].save(update_fields=["status"])
    diff = article_diff(entity=history["a"].subject, viewer=PUBLIC, start=dt.date(2024, 1, 1),
                        end=dt.date(2024, 12, 31), today=dt.date(2026, 1, 1))
    assert history["b"].id not in {c.id for c in diff.added}


def test_from_after_to_is_a_clear_error():
    """A start after the end raises ValueError with a message a reader understands."""
    with pytest.raises(ValueError, match="on or before"):
        article_diff(entity=None, viewer=PUBLIC, start=dt.date(2024, 2, 1), end=dt.date(2024, 1, 1))


def test_prose_diff_word_level_change():
    """A changed sentence shows the removed and added words, the rest unchanged."""
    rows = prose_diff([ProseLine("Acme raised $20 million.", (1,))], [ProseLine("Acme raised $120 million.", (2,))])
    assert [r.op for r in rows] == ["change"]
    assert ("delete", "$20") in rows[0].segments and ("insert", "$120") in rows[0].segments
    assert ("equal", "Acme raised ") in rows[0].segments


def test_diff_page_escapes_source_text_and_shows_the_superseded_claim(client, history):
    """The page lists the superseded claim, and markup in source text stays text."""
    make_claim("Acme Robotics raised <script>alert(1)</script> money.", known="2024-09-01",
               object_text="<script>", qualifier="Series C")
    page = client.get("/wiki/acme-robotics/diff/?from=2024-01-01&to=2024-12-31").content.decode()
    superseded = page.split('id="superseded-heading"', 1)[1].split("</section>", 1)[0]
    assert "valued at $100 million" in superseded and "valued at $900 million" in superseded
    assert "<script>alert(1)</script>" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page


def test_diff_page_rejects_bad_dates_with_a_message(client, history):
    """Malformed or reversed dates give a 400 with a message and the form to try again."""
    bad = client.get("/wiki/acme-robotics/diff/?from=yesterday&to=2024-12-31")
    assert bad.status_code == 400 and "YYYY-MM-DD" in bad.content.decode()
    reversed_ = client.get("/wiki/acme-robotics/diff/?from=2024-12-31&to=2024-01-01")
    assert reversed_.status_code == 400 and "on or before" in reversed_.content.decode()


def test_diff_page_without_dates_compares_the_last_change_with_today(client, history):
    """Without parameters the page compares the day before the last evidence change with today."""
    response = client.get("/wiki/acme-robotics/diff/")
    assert response.status_code == 200
    page = response.content.decode()
    assert 'value="2024-07-01"' in page  # the tick before the last change (2024-08-01)
    assert "Claims retracted (1)" in page


def _lines(n, prefix="Sentence"):
    return [ProseLine(f"{prefix} {i}.", (i,)) for i in range(n)]


def test_fold_unchanged_keeps_changes_with_their_context_and_counts_the_rest():
    """Forty unchanged sentences around one change: two on each side stay, the rest fold into counted rows."""
    old = [ProseLine("Funding", heading=True), *_lines(40)]
    new = [ProseLine("Funding", heading=True), *_lines(20), ProseLine("A new sentence.", (99,)), *_lines(40)[20:]]
    rows = fold_unchanged(prose_diff(old, new))
    assert [r.op for r in rows] == ["equal", "skip", "equal", "equal", "insert", "equal", "equal", "skip"]
    assert rows[0].heading and rows[1].skipped == 18 and rows[-1].skipped == 18
    assert rows[0].segments == [("equal", "Funding")]  # a heading reads as its title, not as "## Funding"
    assert [r.new.text for r in rows[2:4]] == ["Sentence 18.", "Sentence 19."]
    assert [r.new.text for r in rows[5:7]] == ["Sentence 20.", "Sentence 21."]
    # Nothing changed is lost from the count: shown and folded sentences add up to the article.
    assert sum(r.skipped for r in rows) + sum(1 for r in rows if r.op == "equal") == 41


def test_fold_unchanged_shows_a_single_unchanged_sentence_and_every_heading():
    """A gap of one sentence is shown rather than folded; headings inside long runs stay as bearings."""
    old = [*_lines(6), ProseLine("Outlook", heading=True), *_lines(30, "Projection")]
    new = [ProseLine("First.", (1,)), *_lines(6)[1:], ProseLine("Outlook", heading=True),
           *_lines(30, "Projection")]
    rows = fold_unchanged(prose_diff(old, new), context=2)
    assert [r.op for r in rows] == ["change", "equal", "equal", "skip", "equal", "skip"]
    assert [r.skipped for r in rows if r.op == "skip"] == [3, 30]  # sentences 3–5, then every projection
    assert rows[4].heading and rows[4].segments == [("equal", "Outlook")]
    one_gap = fold_unchanged(prose_diff(_lines(6), [ProseLine("X.", (0,)), *_lines(5)[1:], ProseLine("Y.", (9,))]))
    assert "skip" not in [r.op for r in one_gap]  # sentences 1–4: two kept after X, two before Y


def test_diff_page_folds_unchanged_prose_and_links_to_every_line(client, history):
    """The page folds a long unchanged stretch into a counted row and ``full=1`` shows every sentence."""
    for i in range(12):
        make_claim(f"Acme Robotics deployed robots at plant {i}.", known="2023-03-01",
                   claim_type="deployment", predicate="deployed_at", qualifier=f"Plant {i}")
    url = "/wiki/acme-robotics/diff/?from=2024-05-31&to=2024-06-01"
    folded = client.get(url).content.decode()
    assert "unchanged sentences" in folded and "full=1" in folded
    assert "valued at $900 million" in folded  # the change itself is always shown
    full = client.get(url + "&full=1").content.decode()
    assert "unchanged sentences" not in full and "Show every line" not in full
    assert all(f"plant {i}" in full for i in range(12))
    assert sum(f"plant {i}." in folded for i in range(12)) < 12
