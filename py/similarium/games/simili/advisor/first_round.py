"""SIMILI's first round, valued once on the host and shipped as data (``first_round.json``).

Every game of a variant starts from the same position (an empty sheet and an empty bank), so the
review's value of its first decision is one figure per category, the same for every player. It is
the advisor's playout estimate (:class:`.hints.Estimate`: the category this round, then the fast
policy to the end, the review's seed) with 20,000 playouts a category instead of the 30 the
review can afford in the browser: a 95% interval of about +-0.7 points instead of +-18, and no
wait. ``scripts/research/simili_first_round.py`` writes the file; the figures are the first
playouts of the same stream the review would draw, and a test makes the first :data:`PREFIX`
of them again (docs/review.md).
"""

from __future__ import annotations

import json
import math
from functools import cache
from pathlib import Path

from similarium.games.simili.combos import CATEGORIES
from similarium.games.simili.game import Game, Options
from similarium.games.simili.sheet import WIN_SCORE

from .lastround import BIG_WIN
from .position import Position

PATH = Path(__file__).with_name("first_round.json")
PREFIX = 24  # the first playouts' final scores kept in the file, for the test to make again


@cache
def start(variant: str) -> Position:
    """The position every game of ``variant`` starts from."""
    return Position.from_game(Game.new(Options(variant=variant, seed=0)))


@cache
def _table() -> dict:
    return json.loads(PATH.read_text(encoding="utf-8"))["variants"]


def summarize(finals: dict[str, list[int]], seed: int) -> dict:
    """What the file keeps of playouts' final scores (the same rolls for every category): per
    category the wins (100+), the big wins (105+), the sum and the standard deviation of the
    final scores; the standard deviation of each pair's paired difference of wins; the first
    :data:`PREFIX` final scores."""
    n = min(len(f) for f in finals.values())
    wins = {c: [int(f >= WIN_SCORE) for f in finals[c]] for c in CATEGORIES}
    paired = {}
    for i, a in enumerate(CATEGORIES):
        for b in CATEGORIES[i + 1:]:
            d = [x - y for x, y in zip(wins[a], wins[b], strict=True)]
            mean = sum(d) / n
            paired[f"{a}|{b}"] = round(math.sqrt(sum((x - mean) ** 2 for x in d) / (n - 1)), 6)
    mean = {c: sum(finals[c]) / n for c in CATEGORIES}
    return {"playouts": n, "seed": seed, "wins": {c: sum(w) for c, w in wins.items()},
            "big": {c: sum(f >= BIG_WIN for f in finals[c]) for c in CATEGORIES},
            "total": {c: sum(finals[c]) for c in CATEGORIES},
            "sd": {c: round(math.sqrt(sum((f - mean[c]) ** 2 for f in finals[c]) / (n - 1)), 6) for c in CATEGORIES},
            "paired_sd": paired, "prefix": {c: finals[c][:PREFIX] for c in CATEGORIES}}


def summary(pos: Position) -> dict | None:
    """The shipped playouts' summary when ``pos`` is a game's first position, else None."""
    if pos.round != 1 or pos != start(pos.variant):
        return None
    return _table().get(pos.variant)


def chances(pos: Position) -> dict[str, float] | None:
    """P(final >= 100) per category at a game's first position (None elsewhere)."""
    got = summary(pos)
    if got is None:
        return None
    return {c: got["wins"][c] / got["playouts"] for c in CATEGORIES}


def margin(pos: Position, a: str, b: str, z: float) -> float | None:
    """Half-width of the ``z`` interval of value(a) - value(b) at a game's first position, from
    the standard deviation of the two categories' paired difference of wins over the shipped
    playouts (None when ``pos`` is not a first position)."""
    got = summary(pos)
    if got is None:
        return None
    if a == b:
        return 0.0
    key = f"{a}|{b}" if f"{a}|{b}" in got["paired_sd"] else f"{b}|{a}"
    return z * got["paired_sd"][key] / math.sqrt(got["playouts"])
