"""The talk page's plot of bull and bear claims over time: SVG without JavaScript, with a text alternative."""

import datetime as dt
import re

import pytest

from claims.models import ClaimStatus
from core.viewer import Viewer
from talk.plot import lane_timeline, plot_build, plot_for
from tests.corpus import make_claim

PUBLIC = Viewer.anonymous()


@pytest.fixture
def voices(world):
    make_claim("Acme Robotics will ship 5,000 robots by 2027.", lane="bull", known="2024-01-10",
               claim_type="timeline", predicate="production_target")
    make_claim("Acme Robotics will be profitable by 2026.", lane="bull", known="2024-03-05",
               claim_type="timeline", predicate="profit_target")
    make_claim("Critics doubt Acme's robots are safe.", lane="bear", source="doubters", known="2024-03-05",
               claim_type="opinion", predicate="opinion")
    make_claim("Acme's funding round was cut.", lane="bear", source="doubters", known="2024-06-20",
               claim_type="opinion", predicate="opinion", status=ClaimStatus.REJECTED)
    make_claim("Analysts fear Acme will miss its targets.", lane="bear", source="analyst-desk", known="2024-05-01",
               claim_type="opinion", predicate="opinion")
    make_claim("Acme Robotics raised $20 million.", known="2024-02-01")  # canonical: not plotted


def test_plot_counts_bull_and_bear_claims_cumulatively_by_day(voices):
    """Rows are days with new bull or bear claims; totals run; rejected and canonical claims are left out."""
    plot = plot_for(entity=voices_entity(), viewer=PUBLIC)
    assert [(r.day.isoformat(), r.total["bull"], r.total["bear"]) for r in plot.rows] == [
        ("2024-01-10", 1, 0), ("2024-03-05", 2, 1)]
    assert "2 bull claims and 1 bear claim" in plot.summary


def test_plot_respects_permissions_and_as_of(voices, analyst):
    """The analyst's bear claim counts for analysts only; as of a day, later claims are absent."""
    entity = voices_entity()
    assert plot_for(entity=entity, viewer=Viewer.for_user(analyst)).rows[-1].total["bear"] == 2
    early = plot_for(entity=entity, viewer=PUBLIC, as_of=dt.date(2024, 2, 1))
    assert [r.day for r in early.rows] == [dt.date(2024, 1, 10)]


def test_plot_geometry_stays_inside_the_plot_area():
    """Every point lies within the axes; later days sit further right, larger totals higher up."""
    timeline = [(dt.date(2023, 1, 1), "bull"), (dt.date(2023, 6, 1), "bear"), (dt.date(2024, 1, 1), "bull")]
    plot = plot_build(timeline)
    points = [p for s in plot.series for p in s.points]
    assert all(plot.plot_left <= x <= plot.plot_right and plot.plot_top <= y <= plot.plot_bottom
               for x, y, _, _ in points)
    bull = next(s for s in plot.series if s.lane == "bull").points
    assert bull[0][0] < bull[1][0] and bull[0][1] > bull[1][1]
    assert plot.x_ticks and plot.y_ticks[0][1] == 0


def test_empty_timeline_says_so():
    """An entity with no bull or bear claims gets a sentence, not an empty chart."""
    plot = plot_build([])
    assert plot.empty and plot.summary == "No bull or bear claims on record."


def test_talk_page_renders_svg_with_title_desc_and_data_table(client, voices):
    """The talk page embeds the SVG with <title>, <desc> and a table of the same numbers."""
    page = client.get("/wiki/acme-robotics/talk/").content.decode()
    svg = re.search(r'<svg id="lane-plot".*?</svg>', page, re.S).group(0)
    assert 'role="img"' in svg and "<title" in svg and "<desc" in svg
    assert "2 bull claims and 1 bear claim" in svg
    assert svg.count("<path") == 2
    table = page.split("The numbers behind the chart", 1)[1]
    assert "5 Mar 2024" in table and "<th scope=\"col\">Bull total</th>" in table
    assert "<script" not in svg


def test_lane_timeline_is_oldest_first(voices):
    """The timeline lists (day, lane) oldest first."""
    days = [d for d, _ in lane_timeline(entity=voices_entity(), viewer=PUBLIC)]
    assert days == sorted(days)


def voices_entity():
    from claims.models import Entity

    return Entity.objects.get(slug="acme-robotics")


def test_y_axis_reaches_the_highest_total():
    """The top tick of the y axis is at or above the largest running total (23 claims → ticks up to 24)."""
    timeline = [(dt.date(2024, 1, 1) + dt.timedelta(days=i), "bull") for i in range(23)]
    plot = plot_build(timeline)
    assert [v for _, v in plot.y_ticks] == [0, 6, 12, 18, 24]
    assert min(y for _, y, _, _ in plot.series[0].points) >= plot.plot_top
