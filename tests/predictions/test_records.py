"""Track records: counts by status, share fulfilled, Brier score and calibration, small samples, time travel."""

from __future__ import annotations

import datetime as dt

import pytest

from core.viewer import Viewer
from predictions.models import Status
from predictions.selectors import MIN_RESOLVED, track_records

from .conftest import forecast, store

pytestmark = pytest.mark.django_db


def test_brier_score_and_calibration(ledger):
    """Brier = mean (p − o)² over fulfilled and falsified predictions (Brier 1950), binned for calibration."""
    forecast("Acme plans to build 200 Walker X robots in 2025.", known="2024-06-01", confidence=0.9)
    forecast("Acme plans to build 5,000 Walker X robots in 2025.", known="2024-06-02", confidence=0.6,
             source="robot-weekly")
    store("Acme built 300 Walker X robots in 2025.", known="2026-02-01", predicate="units_produced",
          object_text="300 Walker X robots", qualifier="2025", valid_from="2025-01-01", valid_until="2025-12-31")
    from predictions.services import predictions_sync

    predictions_sync()
    records = track_records(viewer=Viewer.anonymous(), as_of=dt.date(2026, 3, 1))
    (lane,) = records.by_lane
    assert [r.key for r in records.by_source] == ["acme-newsroom", "robot-weekly"]
    assert (lane.key, lane.resolved, lane.fulfilled, lane.share_fulfilled) == ("bull", 2, 1, 0.5)
    assert lane.brier == pytest.approx(((0.9 - 1) ** 2 + (0.6 - 0) ** 2) / 2)
    assert [(row.low, row.high, row.count, row.observed) for row in lane.calibration] == [
        (0.5, 0.6, 1, 0.0), (0.8, 0.9, 1, 1.0)]
    assert lane.small_sample and MIN_RESOLVED == 10
    assert 0 < lane.share_low < 0.5 < lane.share_high < 1  # the Wilson interval of 1 in 2
    earlier = track_records(viewer=Viewer.anonymous(), as_of=dt.date(2025, 6, 1))
    assert earlier.by_lane[0].resolved == 0 and earlier.by_lane[0].counts == {Status.OPEN: 2}
