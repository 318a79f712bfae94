"""Daily results and streak statistics."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given
from hypothesis import strategies as st

from similarium.core.daily import DailyRecord, DailyResult, compute_stats
from similarium.core.validate import SchemaError

D = dt.date(2026, 11, 1)


def day(n: int) -> dt.date:
    return D + dt.timedelta(days=n)


def rec(*entries: tuple[int, bool]) -> dict[dt.date, DailyResult]:
    return {day(n): DailyResult(100 if won else 80, won) for n, won in entries}


def test_empty() -> None:
    s = compute_stats({}, day(0))
    assert (s.played, s.wins, s.current_streak, s.max_streak, s.win_rate, s.last_played) == (0, 0, 0, 0, 0, None)


def test_loss_does_not_break_streak_but_breaks_win_streak() -> None:
    s = compute_stats(rec((0, True), (1, False), (2, True), (3, True)), today=day(3))
    assert (s.played, s.wins) == (4, 3)
    assert (s.current_streak, s.max_streak) == (4, 4)
    assert (s.current_win_streak, s.max_win_streak) == (2, 2)
    assert s.win_rate == 75


def test_missed_day_breaks_streak() -> None:
    s = compute_stats(rec((0, True), (1, True), (2, True), (4, True)), today=day(4))
    assert (s.current_streak, s.max_streak) == (1, 3)
    assert (s.current_win_streak, s.max_win_streak) == (1, 3)


def test_today_not_yet_played_keeps_yesterdays_streak() -> None:
    r = rec((0, True), (1, True))
    assert compute_stats(r, today=day(2)).current_streak == 2
    assert compute_stats(r, today=day(2)).current_win_streak == 2
    assert compute_stats(r, today=day(3)).current_streak == 0
    assert compute_stats(r, today=None).current_streak == 2


def test_today_lost_resets_current_win_streak() -> None:
    s = compute_stats(rec((0, True), (1, False)), today=day(1))
    assert s.current_win_streak == 0 and s.current_streak == 2


def test_streak_across_month_and_year_boundaries() -> None:
    days = [dt.date(2026, 12, 30), dt.date(2026, 12, 31), dt.date(2027, 1, 1)]
    s = compute_stats({d: DailyResult(1, True) for d in days}, today=days[-1])
    assert s.current_streak == 3 and s.max_streak == 3


def test_with_result_first_result_stands() -> None:
    r = DailyRecord("simili").with_result(day(0), DailyResult(105, True))
    with pytest.raises(ValueError):
        r.with_result(day(0), DailyResult(1, False))
    r2 = r.with_result(day(0), DailyResult(1, False), replace=True)
    assert r2.result_for(day(0)) == DailyResult(1, False)
    assert r.result_for(day(0)) == DailyResult(105, True)
    assert r.has_played(day(0)) and not r.has_played(day(1))
    assert r.stats(day(0)).played == 1


def test_round_trip() -> None:
    r = DailyRecord("simili", {day(1): DailyResult(105, True, {"moves": [1, 2]}), day(0): DailyResult(10, False)})
    data = r.to_dict()
    assert list(data["results"]) == ["2026-11-01", "2026-11-02"]
    assert DailyRecord.from_dict(data) == r


@pytest.mark.parametrize(
    "data",
    [
        {"game": "simili"},
        {"game": "Simili!", "results": {}},
        {"game": "simili", "results": []},
        {"game": "simili", "results": {"2026-13-01": {"score": 1, "won": True}}},
        {"game": "simili", "results": {"2026-1-01": {"score": 1, "won": True}}},
        {"game": "simili", "results": {"2026-01-01": {"score": "1", "won": True}}},
        {"game": "simili", "results": {"2026-01-01": {"score": 1, "won": 1}}},
        {"game": "simili", "results": {"2026-01-01": {"score": 1}}},
        {"game": "simili", "results": {"2026-01-01": {"score": 1, "won": True, "x": 0}}},
        {"game": "simili", "results": {"2026-01-01": {"score": 1, "won": True, "summary": float("nan")}}},
    ],
)
def test_from_dict_rejects(data: object) -> None:
    with pytest.raises(SchemaError):
        DailyRecord.from_dict(data)


@given(st.dictionaries(st.dates(dt.date(2020, 1, 1), dt.date(2020, 3, 1)), st.booleans(), max_size=40), st.dates(dt.date(2020, 1, 1), dt.date(2020, 3, 5)))
def test_stats_properties(results: dict[dt.date, bool], today: dt.date) -> None:
    r = {d: DailyResult(1, w) for d, w in results.items()}
    s = compute_stats(r, today)
    assert s.played == len(r) and s.wins == sum(results.values())
    assert 0 <= s.current_streak <= s.max_streak <= s.played
    assert 0 <= s.current_win_streak <= s.max_win_streak <= s.wins
    assert s.max_win_streak <= s.max_streak
    # brute-force max streak
    best = 0
    for d in r:
        n = 0
        while d + dt.timedelta(days=n) in r:
            n += 1
        best = max(best, n)
    assert s.max_streak == best
