"""Helpers for the advisor tests: positions, and a brute force through the core's moves."""

from __future__ import annotations

import random
from dataclasses import replace
from itertools import product

from similarium.games.simili.combos import CATEGORIES, PATTERNS, SEQUENCE
from similarium.games.simili.game import TYPED, Choose, Game, Options, Roll
from similarium.games.simili.sheet import MODERN, Sheet


def rows(*rs: str) -> list[list[int | None]]:
    """``rows("678_", "0000")`` -> 5 rows of 4 spaces, ``_`` for empty, padded with empty rows."""
    out = [[None if ch == "_" else int(ch) for ch in r] for r in rs]
    return out + [[None] * 4 for _ in range(5 - len(out))]


def position(sheet: dict, bank: list[int], *, variant: str = "classic", round_no: int = 10,
             free_used: tuple[str, ...] = ()) -> Game:
    s = Sheet.from_json(sheet)
    counts = [0] * 10
    for d in bank:
        counts[d] += 1
    g = Game.new(Options(variant=variant, dice=TYPED))
    return replace(g, sheet=s, bank=tuple(counts), round=round_no, free_used=free_used,
                   bonus_i=s.sequences_of_three >= 1)


def random_small_position(rng: random.Random, variant: str, empty: float = 0.2,
                          sequence_empty: float | None = None) -> Game:
    """A nearly full sheet (few empty spaces) and a small bank: small enough to brute-force."""
    sheet = {}
    for c in CATEGORIES:
        out = []
        for _ in range(5):
            p = rng.choice(PATTERNS[c])
            q = empty if rng.random() < 0.6 else 0.0
            if c == SEQUENCE and sequence_empty is not None:
                q = sequence_empty
            out.append([None if rng.random() < q else d for d in p])
        sheet[c] = out
    bank = [rng.randrange(10) for _ in range(rng.randrange(0, 7))]
    s = Sheet.from_json(sheet)
    earned = s.free_books_earned(variant)
    used = rng.randrange(earned + 1)
    free_used: tuple[str, ...] = tuple(rng.choice(CATEGORIES) for _ in range(used))
    if variant == MODERN and used == 2 and free_used[0] != SEQUENCE:
        free_used = (free_used[0], SEQUENCE)
    return position(sheet, bank, variant=variant, free_used=free_used)


def brute_best(game: Game, memo: dict) -> int:
    """Max final score from a game in its booking phase: every booking sequence via the core."""
    key = (game.sheet, game.bank, game.regular_books, game.free_used)
    if key in memo:
        return memo[key]
    best = game.total
    for b in game.legal_books():
        best = max(best, brute_best(game.apply(b), memo))
    memo[key] = best
    return best


def brute_odds(game: Game, category: str) -> dict[str, float]:
    """All 1000 ordered rolls, all booking sequences: p_win, p_105 and expected final score."""
    memo: dict = {}
    chosen = game.apply(Choose(category))
    win = big = total = 0
    for roll in product(range(10), repeat=3):
        best = brute_best(chosen.apply(Roll(roll)), memo)
        total += best
        win += best >= 100
        big += best >= 105
    return {"p_win": win / 1000, "p_105": big / 1000, "expected": total / 1000}
