"""What the Today view and a daily's panel show of one game's dailies, computed from the stored
results only (:class:`similarium.core.daily.DailyRecord`): nothing here is stored, so nothing
can disagree with the results it summarises.

- :func:`game_stats`: played, win %, current and best WIN streak (a loss ends it, and so does a
  day without a played daily), the PLAY streak (days played in a row, won or lost; always
  labelled as such), and the distribution of results in the game's bands (:data:`BANDS`) with
  the band of the day asked for marked.
- Bands, per game (each a catalogue key and its bounds, so a band reads "100–119 points",
  "won in 9–10 turns"):

  ========  ==============================================================
  simili    final score: under 60, 60–79, 80–99, 100–119, 120 or more
  sb        five turns' total: under 20, 20–29, 30–39, 40–49, 50 or more
  similo    rounds the secret survived: 0, 1, 2, 3, 4, won (5 of 5)
  similis   won in ≤8, 9–10, 11–12, 13+ turns; lost with 1–2, 3–5, 6+ cards left
  ========  ==============================================================
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass

from .daily import DailyRecord, DailyResult, DailyStats

__all__ = ["BANDS", "Band", "GameStats", "band_of", "game_stats"]


@dataclass(frozen=True)
class Band:
    """Results with ``won`` (None: either) and a score in ``lo..hi`` (None: unbounded)."""

    key: str  # catalogue key of its label; params ``lo`` and ``hi``
    lo: int | None
    hi: int | None
    won: bool | None = None

    def holds(self, result: DailyResult) -> bool:
        if self.won is not None and result.won != self.won:
            return False
        return (self.lo is None or result.score >= self.lo) and (self.hi is None or result.score <= self.hi)


def _points(key: str, cuts: tuple[int, ...]) -> tuple[Band, ...]:
    out = [Band(f"{key}.under", None, cuts[0] - 1)]
    out += [Band(f"{key}.range", a, b - 1) for a, b in zip(cuts, cuts[1:], strict=False)]
    return (*out, Band(f"{key}.over", cuts[-1], None))


BANDS: dict[str, tuple[Band, ...]] = {
    "simili": _points("stats.band.points", (60, 80, 100, 120)),
    "sb": _points("stats.band.points", (20, 30, 40, 50)),
    "similo": (*(Band("stats.band.rounds", n, n, False) for n in range(5)), Band("stats.band.similo_won", 5, 5, True)),
    "similis": (Band("stats.band.turns.under", None, 8, True), Band("stats.band.turns.range", 9, 10, True),
                Band("stats.band.turns.range", 11, 12, True), Band("stats.band.turns.over", 13, None, True),
                Band("stats.band.left.range", 1, 2, False), Band("stats.band.left.range", 3, 5, False),
                Band("stats.band.left.over", 6, None, False)),
}


def band_of(game: str, result: DailyResult) -> int | None:
    """The index of ``result``'s band in ``BANDS[game]`` (None: the game has no bands, or no
    band holds it, e.g. a hand-edited result; it is then counted in none)."""
    for i, band in enumerate(BANDS.get(game, ())):
        if band.holds(result):
            return i
    return None


@dataclass(frozen=True)
class GameStats:
    game: str
    stats: DailyStats
    counts: tuple[int, ...]  # how many results fall in each band of BANDS[game]
    marked: int | None  # the band of the day asked for (None: not played, or no band)

    @property
    def bands(self) -> tuple[Band, ...]:
        return BANDS.get(self.game, ())


def game_stats(record: DailyRecord, today: _dt.date, mark: _dt.date | None = None) -> GameStats:
    """``record``'s statistics on the player's local ``today``, the day ``mark`` (default:
    today) marked in the distribution."""
    bands = BANDS.get(record.game, ())
    counts = [0] * len(bands)
    for result in record.results.values():
        i = band_of(record.game, result)
        if i is not None:
            counts[i] += 1
    marked_result = record.result_for(today if mark is None else mark)
    marked = band_of(record.game, marked_result) if marked_result is not None else None
    return GameStats(record.game, record.stats(today), tuple(counts), marked)
