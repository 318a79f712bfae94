"""Helpers to set up SIMILI positions in tests."""

from __future__ import annotations

from similarium.games.simili.game import TYPED, Book, Choose, Confirm, Game, Options, Roll
from similarium.games.simili.sheet import Sheet


def position(sheet: dict | None = None, bank: list[int] | None = None, *, variant: str = "classic",
             round_no: int = 1, free_used: tuple[str, ...] = (), bonus_i: bool | None = None) -> Game:
    """A game standing at the start of ``round_no`` with the given sheet and bank."""
    from dataclasses import replace

    s = Sheet.from_json(sheet or {})
    counts = [0] * 10
    for d in bank or []:
        counts[d] += 1
    g = Game.new(Options(variant=variant, dice=TYPED))
    return replace(g, sheet=s, bank=tuple(counts), round=round_no, free_used=free_used,
                   bonus_i=s.sequences_of_three >= 1 if bonus_i is None else bonus_i)


def rows(*rs: str) -> list[list[int | None]]:
    """``rows("654_", "8901")`` -> 5 rows of 4 spaces, ``_`` for empty, padded with empty rows."""
    out = [[None if ch == "_" else int(ch) for ch in r] for r in rs]
    return out + [[None] * 4 for _ in range(5 - len(out))]


def play_round(game: Game, category: str, roll: tuple[int, int, int], books: list[tuple]) -> Game:
    game = game.apply(Choose(category)).apply(Roll(roll))
    for b in books:
        game = game.apply(Book(*b))
    return game.apply(Confirm())
