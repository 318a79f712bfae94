"""Daily-challenge results of one game, and the statistics shown to the player.

Streak decisions (pinned by tests):

- **streak** counts consecutive calendar days with a played daily, won or
  lost: a loss does not break it, a day without a played daily does.
- **win streak** counts consecutive calendar days with a *won* daily: a loss
  or a missed day breaks it.
- A *current* streak is the run ending today, or ending yesterday when today
  has not been played yet (so the morning does not show a broken streak);
  once today is played, only a run that includes today counts.
  Without a ``today`` it is the run ending at the last played day. A day played AFTER
  ``today`` (in a time zone further east, then the device moved west, or before the clock
  was set back) is the end of the current streak: it is never shown broken by a move west.

Statistics are always computed from the results, never stored, so edited
or stale numbers cannot disagree with the results they summarise.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from . import validate as v

__all__ = ["DailyRecord", "DailyResult", "DailyStats", "UPCOMING_DAYS", "compute_stats", "upcoming_daily_day"]

ONE_DAY = _dt.timedelta(days=1)
UPCOMING_DAYS = 366  # today and the next 365 days: their dailies' seeds are not accepted elsewhere


def _upcoming_seeds(game: str, today: _dt.date, days: int) -> dict[int, _dt.date]:
    from .rng import daily_seed

    out: dict[int, _dt.date] = {}
    for k in range(days - 1, -1, -1):  # the nearest day wins a (very unlikely) collision
        day = today + k * ONE_DAY
        out[daily_seed(game, day)] = day
    return out


_UPCOMING_CACHE: dict[tuple[str, _dt.date, int], dict[int, _dt.date]] = {}


def upcoming_daily_day(game: str, seed: int, today: _dt.date, days: int = UPCOMING_DAYS) -> _dt.date | None:
    """The day, from ``today`` on (``days`` days), whose daily of ``game`` uses ``seed``; else None.

    A daily is one honest attempt: its seed must not be playable elsewhere (a solo game,
    a share link) before its day is over, or the day could be practised in advance.
    Past days' seeds are fine (None). ``today`` is the player's local date.
    """
    key = (game, today, days)
    if key not in _UPCOMING_CACHE:
        if len(_UPCOMING_CACHE) >= 8:
            _UPCOMING_CACHE.clear()  # only today's tables (one a game) are ever needed
        _UPCOMING_CACHE[key] = _upcoming_seeds(game, today, days)
    return _UPCOMING_CACHE[key].get(seed)


@dataclass(frozen=True)
class DailyResult:
    """One day's result: ``score``, ``won``, and an optional spoiler-free or replay ``summary``
    (any JSON value, e.g. the moves list; validated by the game's ``summary`` validator)."""

    score: int
    won: bool
    summary: Any = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"score": self.score, "won": self.won}
        if self.summary is not None:
            out["summary"] = self.summary
        return out

    @classmethod
    def from_dict(cls, data: Any, path: str = "result") -> DailyResult:
        d = v.obj(data, path, required=("score", "won"), optional=("summary",))
        return cls(
            score=v.integer(d["score"], f"{path}.score", -(10**9), 10**9),
            won=v.boolean(d["won"], f"{path}.won"),
            summary=v.json_value(d.get("summary"), f"{path}.summary"),
        )


@dataclass(frozen=True)
class DailyStats:
    played: int
    wins: int
    current_streak: int
    max_streak: int
    current_win_streak: int
    max_win_streak: int
    last_played: _dt.date | None

    @property
    def win_rate(self) -> int:
        """Whole percentage of played dailies won (0 when none played)."""
        return round(100 * self.wins / self.played) if self.played else 0


def _runs(days: list[_dt.date]) -> list[tuple[_dt.date, _dt.date]]:
    """Maximal runs of consecutive dates as (first, last), from sorted unique dates."""
    runs: list[tuple[_dt.date, _dt.date]] = []
    for day in days:
        if runs and day - runs[-1][1] == ONE_DAY:
            runs[-1] = (runs[-1][0], day)
        else:
            runs.append((day, day))
    return runs


def _current(runs: list[tuple[_dt.date, _dt.date]], anchor: _dt.date | None) -> int:
    """The length of the run ending on ``anchor`` (0: none does, e.g. a loss for a win streak)."""
    for first, last in runs:
        if last == anchor:
            return (last - first).days + 1
    return 0


def _anchor(played: list[_dt.date], today: _dt.date | None) -> _dt.date | None:
    """The day a current streak must end on: the last played day when it is after ``today``
    (played in another time zone, or before the clock went back), else today once played, else
    yesterday; without a ``today``, the last played day."""
    if not played:
        return None
    if today is None or played[-1] > today:
        return played[-1]
    return today if played[-1] == today else today - ONE_DAY


def _longest(runs: list[tuple[_dt.date, _dt.date]]) -> int:
    return max(((last - first).days + 1 for first, last in runs), default=0)


def compute_stats(results: Mapping[_dt.date, DailyResult], today: _dt.date | None = None) -> DailyStats:
    """Statistics over ``results`` keyed by date; ``today`` is the player's local date."""
    played = sorted(results)
    won = [d for d in played if results[d].won]
    runs, win_runs = _runs(played), _runs(won)
    anchor = _anchor(played, today)
    return DailyStats(
        played=len(played),
        wins=len(won),
        current_streak=_current(runs, anchor),
        max_streak=_longest(runs),
        current_win_streak=_current(win_runs, anchor),
        max_win_streak=_longest(win_runs),
        last_played=played[-1] if played else None,
    )


@dataclass(frozen=True)
class DailyRecord:
    """All daily results of one game, keyed by the local calendar date."""

    game: str
    results: Mapping[_dt.date, DailyResult] = field(default_factory=dict)

    def result_for(self, day: _dt.date) -> DailyResult | None:
        return self.results.get(day)

    def has_played(self, day: _dt.date) -> bool:
        return day in self.results

    def with_result(self, day: _dt.date, result: DailyResult, *, replace: bool = False) -> DailyRecord:
        """A new record with ``day``'s result. A day's first result stands: recording a
        second one raises ``ValueError`` unless ``replace=True``."""
        if day in self.results and not replace:
            raise ValueError(f"The daily challenge of {day.isoformat()} was already played.")
        return DailyRecord(self.game, {**self.results, day: result})

    def stats(self, today: _dt.date | None = None) -> DailyStats:
        return compute_stats(self.results, today)

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "results": {d.isoformat(): r.to_dict() for d, r in sorted(self.results.items())},
        }

    @classmethod
    def from_dict(cls, data: Any, path: str = "data") -> DailyRecord:
        d = v.obj(data, path, required=("game", "results"))
        game = v.ident(d["game"], f"{path}.game")
        raw = v.mapping(d["results"], f"{path}.results")
        results = {
            v.iso_date(day, f"{path}.results"): DailyResult.from_dict(r, f"{path}.results.{day}")
            for day, r in raw.items()
        }
        return cls(game, results)
