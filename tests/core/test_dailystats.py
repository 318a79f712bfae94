"""Issue 29: statistics, streaks and the distribution of a game's dailies, computed from the
stored results over a year of generated days (gaps, losses, midnight, a time-zone change), each
checked against a plain day-by-day count written here independently of the code."""

from __future__ import annotations

import datetime as dt
import random

import pytest

from similarium.core.daily import DailyRecord, DailyResult
from similarium.core.dailystats import BANDS, band_of, game_stats
from similarium.core.kv import MemoryStore
from similarium.core.storage import Repository

START = dt.date(2026, 1, 1)
DAY = dt.timedelta(days=1)


def generated_year(seed: int, game: str = "simili") -> dict[dt.date, DailyResult]:
    """A year of days: about one in five skipped, wins and losses mixed, runs of both."""
    rng = random.Random(seed)
    out = {}
    for k in range(365):
        if rng.random() < 0.2:
            continue
        won = rng.random() < 0.6
        score = {"simili": rng.randint(100, 140) if won else rng.randint(40, 99),
                 "sb": rng.randint(40, 60) if won else rng.randint(5, 39),
                 "similo": 5 if won else rng.randint(0, 4),
                 "similis": rng.randint(6, 16) if won else rng.randint(1, 9)}[game]
        out[START + k * DAY] = DailyResult(score, won)
    return out


def walk_back(results, start: dt.date, wins_only: bool) -> int:
    n, day = 0, start
    while day in results and (results[day].won or not wins_only):
        n, day = n + 1, day - DAY
    return n


def reference(results, today: dt.date):
    """Played, wins, current play/win streak, best play/win streak, by walking the days."""
    days = sorted(results)
    later = [d for d in days if d > today]
    anchor = later[-1] if later else today if today in results else today - DAY
    best = best_win = 0
    for d in days:
        best = max(best, walk_back(results, d, False))
        best_win = max(best_win, walk_back(results, d, True))
    return (len(days), sum(r.won for r in results.values()), walk_back(results, anchor, False),
            walk_back(results, anchor, True), best, best_win)


def summary(stats):
    return (stats.played, stats.wins, stats.current_streak, stats.current_win_streak, stats.max_streak,
            stats.max_win_streak)


@pytest.mark.parametrize("seed", range(6))
def test_a_year_of_days_every_evening_and_morning(seed):
    results = generated_year(seed)
    record = DailyRecord("simili", {})
    for k in range(366):
        today = START + k * DAY
        # the morning: today not played yet (yesterday's run still counts)
        assert summary(record.stats(today)) == reference(record.results, today), today
        if today in results:
            record = record.with_result(today, results[today])
        # the evening: today's result in
        assert summary(record.stats(today)) == reference(record.results, today), today
    assert record.stats(START + 365 * DAY).played == len(results) > 250


def test_a_loss_ends_the_win_streak_not_the_play_streak():
    days = {START + k * DAY: DailyResult(110, True) for k in range(4)}
    days[START + 4 * DAY] = DailyResult(80, False)
    s = DailyRecord("simili", days).stats(START + 4 * DAY)
    assert (s.current_win_streak, s.max_win_streak, s.current_streak) == (0, 4, 5)


def test_a_missed_day_ends_both_streaks_the_morning_after():
    days = {START + k * DAY: DailyResult(110, True) for k in range(3)}
    record = DailyRecord("simili", days)
    assert record.stats(START + 3 * DAY).current_win_streak == 3  # the morning after: still alive
    assert (record.stats(START + 4 * DAY).current_win_streak, record.stats(START + 4 * DAY).current_streak) == (0, 0)


def test_midnight_moves_today_and_the_streak_with_it():
    record = DailyRecord("simili", {START: DailyResult(110, True), START + DAY: DailyResult(120, True)})
    before, after = START + DAY, START + 2 * DAY  # 23:59 on day 2, 00:00 on day 3
    assert record.stats(before).current_win_streak == 2
    assert record.stats(after).current_win_streak == 2  # day 3 not played yet: not broken at midnight
    assert record.stats(after + DAY).current_win_streak == 0


def test_a_time_zone_change_west_never_breaks_the_streak():
    """Played the 10th in Paris just after midnight, then in New York it is the 9th again: the
    run ending on the 10th is the current one (it was shown 0 before issue 29)."""
    days = {dt.date(2026, 3, d): DailyResult(110, True) for d in (8, 9, 10)}
    record = DailyRecord("simili", days)
    s = record.stats(dt.date(2026, 3, 9))
    assert (s.current_streak, s.current_win_streak) == (3, 3)
    lost = DailyRecord("simili", {**days, dt.date(2026, 3, 10): DailyResult(80, False)})
    assert lost.stats(dt.date(2026, 3, 9)).current_win_streak == 0  # the latest day played was lost


def test_statistics_come_from_what_is_stored():
    repo = Repository(MemoryStore())
    for day, res in generated_year(3).items():
        repo.record_daily("simili", day, res)
    today = START + 365 * DAY
    assert summary(game_stats(repo.load_daily("simili"), today).stats) == reference(generated_year(3), today)


@pytest.mark.parametrize("game", sorted(BANDS))
def test_every_possible_result_falls_in_exactly_one_band(game):
    results = generated_year(11, game)
    for res in results.values():
        assert sum(b.holds(res) for b in BANDS[game]) == 1, (game, res)
    gs = game_stats(DailyRecord(game, results), START + 400 * DAY)
    assert sum(gs.counts) == len(results) and gs.marked is None


@pytest.mark.parametrize(("game", "result", "label"), [
    ("simili", DailyResult(105, True), ("stats.band.points.range", 100, 119)),
    ("simili", DailyResult(59, False), ("stats.band.points.under", None, 59)),
    ("simili", DailyResult(120, True), ("stats.band.points.over", 120, None)),
    ("sb", DailyResult(40, True), ("stats.band.points.range", 40, 49)),
    ("similo", DailyResult(3, False), ("stats.band.rounds", 3, 3)),
    ("similo", DailyResult(5, True), ("stats.band.similo_won", 5, 5)),
    ("similis", DailyResult(9, True), ("stats.band.turns.range", 9, 10)),
    ("similis", DailyResult(9, False), ("stats.band.left.over", 6, None)),
])
def test_a_result_s_band(game, result, label):
    band = BANDS[game][band_of(game, result)]
    assert (band.key, band.lo, band.hi) == label


def test_the_day_asked_for_is_marked():
    results = {START: DailyResult(105, True), START + DAY: DailyResult(70, False)}
    gs = game_stats(DailyRecord("simili", results), START + DAY)
    assert gs.counts == (0, 1, 0, 1, 0) and gs.marked == 1
    assert game_stats(DailyRecord("simili", results), START + DAY, mark=START).marked == 3
    assert game_stats(DailyRecord("simili", results), START + 2 * DAY).marked is None  # today not played
