"""The talk page's plot: bull and bear claims on record over time, as server-rendered SVG.

The SVG needs no JavaScript; its text alternative is the ``<title>``/``<desc>``
pair and a data table with the same numbers (WCAG 2.2, technique G92/H51).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from claims.models import Claim, ClaimStatus, Entity, Lane
from claims.selectors import sources_visible_to
from core.timezones import day_end, site_date
from core.viewer import Viewer

WIDTH, HEIGHT = 640, 260
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 44, 16, 16, 36
LANES = (Lane.BULL, Lane.BEAR)
#: Above this many days with claims, the plot and its table count by calendar
#: month: an entity heard from on 1,000 days drew 2,000 points and a
#: 1,000-row table (216 kB of a talk page at 1M claims, docs/benchmarks.md).
MAX_DAYS = 90


@dataclass
class PlotRow:
    """Claims per lane known in one period (a day in the site's TIME_ZONE, or a month from its first day): new then, and running totals."""

    day: dt.date
    new: dict[str, int]
    total: dict[str, int]


@dataclass
class Series:
    lane: str
    label: str
    path: str
    points: list[tuple[float, float, dt.date, int]]
    total: int


@dataclass
class LanePlot:
    """Everything the template draws: series paths, axis ticks, rows for the data table, and the summary."""

    rows: list[PlotRow]
    series: list[Series] = field(default_factory=list)
    x_ticks: list[tuple[float, str]] = field(default_factory=list)
    y_ticks: list[tuple[float, int]] = field(default_factory=list)
    summary: str = ""
    period: str = "day"  # "day" or "month": what one row and one point count
    width: int = WIDTH
    height: int = HEIGHT
    plot_left: int = MARGIN_LEFT
    plot_right: int = WIDTH - MARGIN_RIGHT
    plot_top: int = MARGIN_TOP
    plot_bottom: int = HEIGHT - MARGIN_BOTTOM

    @property
    def empty(self) -> bool:
        return not self.rows


def lane_timeline(*, entity: Entity, viewer: Viewer, as_of: dt.date | None = None) -> list[tuple[dt.date, str]]:
    """``(day known, lane)`` (days in the site's TIME_ZONE) for each bull or bear claim on record, oldest first.

    Every claim the viewer may see that was not rejected, including those
    later superseded or retracted: the plot shows when each voice was heard.
    One query after the permission filter (two with it), whatever the number of claims.
    """
    visible = sources_visible_to(viewer, as_of=as_of)
    claims = (Claim.objects.about(entity).visible_to(visible).filter(lane__in=LANES)
              .exclude(status=ClaimStatus.REJECTED))
    if as_of is not None:
        claims = claims.filter(known_at__lt=day_end(as_of))
    return [(site_date(known), lane)
            for known, lane in claims.order_by("known_at", "id").values_list("known_at", "lane")]


def _date_ticks(first: dt.date, last: dt.date, count: int = 5) -> list[dt.date]:
    """First days of months spread over [first, last], at most ``count`` of them."""
    months = (last.year - first.year) * 12 + last.month - first.month
    step = max(1, -(-months // (count - 1))) if months else 1
    ticks, y, m = [], first.year, first.month
    while (y, m) <= (last.year, last.month):
        d = dt.date(y, m, 1)
        if first <= d <= last:
            ticks.append(d)
        m += step
        y, m = y + (m - 1) // 12, (m - 1) % 12 + 1
    return ticks or [first]


def plot_build(timeline: list[tuple[dt.date, str]], *, width: int = WIDTH, height: int = HEIGHT) -> LanePlot:
    """Lay out the cumulative step lines of bull and bear claims over time.

    ``timeline`` is ``lane_timeline``'s output. Coordinates are SVG user units
    in a ``width`` × ``height`` viewBox; y grows downwards. One row and one
    point per day with claims, or per month when there are more than
    :data:`MAX_DAYS` such days (``period``).
    """
    per_day: dict[dt.date, dict[str, int]] = {}
    days = {day for day, _ in timeline}
    period = "month" if len(days) > MAX_DAYS else "day"
    for day, lane in timeline:
        key = day.replace(day=1) if period == "month" else day
        per_day.setdefault(key, {lane: 0 for lane in LANES})[lane] += 1
    running = {lane: 0 for lane in LANES}
    rows = []
    for day in sorted(per_day):
        for lane in LANES:
            running[lane] += per_day[day][lane]
        rows.append(PlotRow(day, dict(per_day[day]), dict(running)))
    plot = LanePlot(rows, period=period, width=width, height=height, plot_right=width - MARGIN_RIGHT,
                    plot_bottom=height - MARGIN_BOTTOM)
    if not rows:
        plot.summary = "No bull or bear claims on record."
        return plot
    earliest, latest = min(days), max(days)  # a month's row starts on its first day, before its claims
    first, last = rows[0].day - dt.timedelta(days=15), latest + dt.timedelta(days=15)
    span = (last - first).days
    top = max(max(r.total.values()) for r in rows)
    step = max(1, -(-top // 4))
    y_max = step * max(1, -(-top // step))  # the top gridline is at or above the highest total

    def x(day: dt.date) -> float:
        return round(plot.plot_left + (day - first).days / span * (plot.plot_right - plot.plot_left), 1)

    def y(value: int) -> float:
        return round(plot.plot_bottom - value / y_max * (plot.plot_bottom - plot.plot_top), 1)

    labels = {Lane.BULL: "Bull", Lane.BEAR: "Bear"}
    for lane in LANES:
        parts = [f"M{x(first)},{y(0)}"]
        points = []
        for row in rows:
            parts.append(f"H{x(row.day)}V{y(row.total[lane])}")
            if row.new[lane]:
                points.append((x(row.day), y(row.total[lane]), row.day, row.total[lane]))
        parts.append(f"H{x(last)}")
        plot.series.append(Series(lane, labels[lane], "".join(parts), points, rows[-1].total[lane]))
    plot.x_ticks = [(x(d), d.strftime("%b %Y")) for d in _date_ticks(first, last)]
    plot.y_ticks = [(y(v), v) for v in range(0, y_max + 1, step)]
    bull, bear = rows[-1].total[Lane.BULL], rows[-1].total[Lane.BEAR]
    plot.summary = (
        f"From {earliest:%-d %B %Y} to {latest:%-d %B %Y}: {bull} bull claim{'s' * (bull != 1)} "
        f"and {bear} bear claim{'s' * (bear != 1)} on record{', counted by month' * (period == 'month')}."
    )
    return plot


def plot_for(*, entity: Entity, viewer: Viewer, as_of: dt.date | None = None) -> LanePlot:
    """The talk page's plot for ``entity`` as ``viewer`` may see it (now or as of a day in the site's TIME_ZONE)."""
    return plot_build(lane_timeline(entity=entity, viewer=viewer, as_of=as_of))
