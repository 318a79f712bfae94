"""SIMILI's win chance before round 10: a model computed on the host, shipped as data.

The value of a position (before its category is chosen, rounds 1-9) for a category ``c`` is
P(final score >= 100) when ``c`` is played this round and :data:`.playouts.FAST` (the playout
policy) plays the rounds after it up to round 9, and round 10 is played exactly (the category
with the best chance, then the most points: :mod:`.lastround`). It is a logistic regression,
one per round, on features of the sheet, the bank and the category's round (:func:`features`):
the exact expectation over the 220 rolls of this round's points, of the points capped at what
the game still needs, and of reaching 100 at once, the rows still open, the bank's pairs and
runs. Coefficients: ``value.json`` beside this file, rebuilt and validated by
``scripts/research/simili_value.py`` (``docs/simili-value.md``). Round 10 is exact (``category_odds``).

The answer is rounded to 1e-6 (a last-bit difference of ``math.exp`` between two devices cannot
change it, but at a rounding boundary), and involves no playout: the same on every device.
"""

from __future__ import annotations

import json
import math
from functools import cache, lru_cache
from pathlib import Path

from similarium.games.simili.combos import CATEGORIES, LADDER, MATCHING, SEQUENCE
from similarium.games.simili.game import ROUNDS
from similarium.games.simili.sheet import WIN_SCORE

from . import first_round
from .lastround import ROLL_WEIGHTS, category_odds, gains_by_roll, round_plans
from .playouts import fast_round_nine
from .policy import expected_value, valuation
from .position import Position
from .rows import is_full, points

DATA_PATH = Path(__file__).with_name("value.json")
MAX_ROW = {SEQUENCE: 15, MATCHING: 20, LADDER: 20}
FEATURES = (
    "bias", "gap", "gap2", "expected", "expected_capped", "reach", "policy_value", "gap_x_expected",
    "room", "slack", "open_s", "open_m", "open_l", "ext_s", "ext_m", "part_l",
    "bank", "pairs", "triples", "distinct", "runs", "bonus_i", "free_books",
    "reach_any", "sure_any", "bank_points", "expected_any",
)


def _bank_features(bank: tuple[int, ...]) -> list[float]:
    pairs = sum(n >= 2 for n in bank)
    triples = sum(n >= 3 for n in bank)
    distinct = sum(n >= 1 for n in bank)
    runs = sum(bank[d] and bank[(d + 1) % 10] and bank[(d + 2) % 10] for d in range(10))
    return [min(sum(bank), 15) / 10, pairs / 5, triples / 3, distinct / 10, runs / 10]


def _sheet_features(pos: Position) -> tuple[list[float], float]:
    """(open rows, extendable rows, partial Ladders; the points the sheet can still earn)."""
    seq, mat, lad = pos.rows
    room = 0.0
    for cat, rows in zip(CATEGORIES, pos.rows, strict=True):
        room += sum(MAX_ROW[cat] - points(cat, r) for r in rows)
    if not all(is_full(r) for r in seq):
        room += 5
    empty = lambda rows: sum(all(d is None for d in r) for r in rows)  # noqa: E731
    ext = lambda cat, rows: sum(points(cat, r) > 0 and not is_full(r) for r in rows)  # noqa: E731
    part_l = sum(any(d is not None for d in r) and not is_full(r) for r in lad)
    return [empty(seq) / 5, empty(mat) / 5, empty(lad) / 5, ext(SEQUENCE, seq) / 5,
            ext(MATCHING, mat) / 5, part_l / 5], room


@lru_cache(maxsize=64)
def _gains(pos: Position) -> dict[str, list[float]]:
    """This round's best points for each roll (ROLLS order), per category (cached: the three
    categories of one position share them)."""
    return {c: gains_by_roll(round_plans(pos, c, pos.book_limit(c))) for c in CATEGORIES}


def _one_round(pos: Position, need: int) -> list[float]:
    """What one round could do, whatever this round's category: the best category's chance to
    reach 100, whether some category reaches it on every roll, the points the bank pays for
    on every roll (the best category's worst roll), and the best expected points."""
    reach, sure, sure_points, expected = 0.0, 0.0, 0.0, 0.0
    for gains in _gains(pos).values():
        reach = max(reach, sum(w for w, g in zip(ROLL_WEIGHTS, gains, strict=True) if g >= need) / 1000)
        worst = min(gains)
        sure = max(sure, float(worst >= need))
        sure_points = max(sure_points, worst)
        expected = max(expected, sum(w * g for w, g in zip(ROLL_WEIGHTS, gains, strict=True)) / 1000)
    return [reach, sure, sure_points / 20, expected / 20]


def features(pos: Position, category: str) -> list[float]:
    """The model's inputs for ``category`` played this round from ``pos`` (round 1-9, before
    the choice), in :data:`FEATURES` order."""
    need = WIN_SCORE - pos.score
    gains = _gains(pos)[category]
    expected = capped = reach = 0.0
    for w, g in zip(ROLL_WEIGHTS, gains, strict=True):
        expected += w * g
        capped += w * min(g, max(need, 0))
        reach += w * (g >= need)
    expected, capped, reach = expected / 1000, capped / 1000, reach / 1000
    policy = expected_value(pos, category, valuation(ROUNDS - pos.round))
    sheet, room = _sheet_features(pos)
    gap = max(need, -20) / 100
    return [1.0, gap, gap * gap, expected / 20, capped / 20, reach, policy / 20, gap * expected / 20,
            room / 100, (room - need) / 100, *sheet, *_bank_features(pos.bank),
            float(pos.bonus_i), float(pos.free_books), *_one_round(pos, need)]


@cache
def model() -> dict:
    """The shipped coefficients: ``{"rounds": {"1": [coef per feature], ...}, ...}``."""
    data = json.loads(DATA_PATH.read_text(encoding="utf-8"))
    if data.get("features") != list(FEATURES):
        raise ValueError(f"{DATA_PATH.name} was built for other features")
    return data


def logistic(coefs: list[float], x: list[float]) -> float:
    z = sum(c * v for c, v in zip(coefs, x, strict=True))
    z = max(-30.0, min(30.0, z))
    return round(1.0 / (1.0 + math.exp(-z)), 6)


def category_chances(pos: Position) -> dict[str, float]:
    """P(final >= 100) of each category as this round's choice (``pos`` before the choice).
    Round 10: exact; a game already at 100: 1; a game's first position: the 20,000 playouts a
    category shipped (:mod:`.first_round`, within 0.7 points; the model was 2.0-2.5 points off
    there); round 9: exact for the playout policy (:func:`.playouts.fast_round_nine`: each of the
    220 rolls booked as it books them, then round 10 exact); rounds 1-8: the shipped model."""
    if pos.round >= ROUNDS:
        return {c: category_odds(pos, c)["p_win"] for c in CATEGORIES}
    if pos.score >= WIN_SCORE:
        return dict.fromkeys(CATEGORIES, 1.0)
    first = first_round.chances(pos)
    if first is not None:
        return first
    if pos.round == ROUNDS - 1:  # round 9: exact over its 220 rolls for the playout policy
        return {c: round(v, 6) for c, v in fast_round_nine(pos).items()}
    coefs = model()["rounds"][str(pos.round)]
    return {c: logistic(coefs, features(pos, c)) for c in CATEGORIES}


def win_chance(pos: Position) -> float:
    """P(final >= 100) of the position before its category is chosen: its best category's."""
    return max(category_chances(pos).values())


__all__ = ["DATA_PATH", "FEATURES", "category_chances", "features", "model", "win_chance"]
