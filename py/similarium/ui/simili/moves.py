"""What moves on a SIMILI sheet (ui.motion): the points a category gained from this round's books,
for its flourish. Pure functions of the game."""

from __future__ import annotations

from similarium.games.simili.combos import row_score
from similarium.games.simili.game import Game


def category_gain(game: Game, category: str) -> int:
    """Points the rows of ``category`` gained from the digits booked this round (0 if none)."""
    rows = game.sheet.rows(category)
    touched: dict[int, set[int]] = {}
    for b in game.books:
        if b.category == category:
            touched.setdefault(b.row, set()).add(b.space)
    gain = 0
    for r, spaces in touched.items():
        before = [None if s in spaces else d for s, d in enumerate(rows[r])]
        gain += row_score(category, rows[r]) - row_score(category, before)
    return gain
