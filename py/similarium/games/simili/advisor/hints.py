"""Hints for the UI: per-category odds before the roll, recommended books after it.

Round 10 is exact (:mod:`.lastround`). Before that, each category is tried as
this round's choice and the game is played out to the end with the fast
policy (:class:`.policy.Policy` with ``max_deficit=1``: the category is chosen by
the plans missing at most one digit; round 10 by plans missing at most two).
Every category is played out on the same rolls (common random numbers, fixed
seed), so the comparison is fairer than the intervals suggest.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from itertools import permutations

from similarium.games.simili.combos import CATEGORIES
from similarium.games.simili.game import BOOK, CHOOSE, ROUNDS, Book, Game
from similarium.games.simili.sheet import WIN_SCORE

from .lastround import (
    BIG_WIN,
    ROLL_WEIGHTS,
    best_steps,
    category_odds,
    expectation,
    gains_by_roll,
    round_plans,
    steps_to_books,
)
from .policy import Bot, Policy
from .position import Position
from .simulate import wilson

PLAYOUTS = 200  # per category, at most
TIME_BUDGET = 0.45  # seconds on the host for all playouts (Pyodide is 2-4x slower)
LAST_DEFICIT = 2  # playouts' round 10: ignore the rare plans needing all three rolled digits
FAST = Policy(lookahead=0, max_deficit=1)
STRONG = Policy()


def book_into(pos: Position, books: list[Book]) -> Position:
    """The position after ``books`` and the end of the round."""
    return pos.after_books(books)


def _last_round_final(pos: Position, roll: tuple[int, ...], max_deficit: int = LAST_DEFICIT) -> int:
    """Round 10 in a playout: the category with the best odds (plans missing at most
    ``max_deficit`` roll digits: 3 is exact), then the most points for ``roll``."""
    best_key, best_c = None, CATEGORIES[0]
    base = pos.score
    for c in CATEGORIES:
        gains = gains_by_roll(round_plans(pos, c, pos.book_limit(c), max_deficit))
        win = big = 0
        for w, g in zip(ROLL_WEIGHTS, gains, strict=True):
            if base + g >= WIN_SCORE:
                win += w
                if base + g >= BIG_WIN:
                    big += w
        key = (win, big, expectation(gains))
        if best_key is None or key > best_key:
            best_key, best_c = key, c
    return base + int(best_steps(pos.rolled(best_c, roll))[0])


def playout(pos: Position, category: str, rolls: list[tuple[int, int, int]], bot: Bot = FAST) -> int:
    """Final score: ``category`` this round, then ``bot`` to the end, on the given rolls."""
    for roll in rolls:
        if pos.round >= ROUNDS:
            return _last_round_final(pos, roll)
        c = category if category else bot.choose(pos)
        category = ""
        after = pos.rolled(c, roll)
        pos = book_into(after, bot.books(after))
    return pos.score


def _estimate(finals: list[int]) -> dict:
    n = len(finals)
    wins = sum(f >= WIN_SCORE for f in finals)
    mean = sum(finals) / n
    sd = math.sqrt(sum((f - mean) ** 2 for f in finals) / (n - 1)) if n > 1 else 0.0
    p = wins / n
    lo, hi = wilson(wins, n)
    return {"p_win": round(p, 4), "p_105": round(sum(f >= BIG_WIN for f in finals) / n, 4),
            "expected": round(mean, 2), "p_win_se": round(math.sqrt(p * (1 - p) / n), 4),
            "p_win_ci95": [round(lo, 4), round(hi, 4)], "expected_se": round(sd / math.sqrt(n), 2),
            "playouts": n, "exact": False}


def estimate(pos: Position, playouts: int = PLAYOUTS, seed: int = 0,
             time_budget: float | None = TIME_BUDGET) -> dict[str, dict]:
    """Monte Carlo odds of each category as this round's choice (rounds 1-9)."""
    rng = random.Random(seed)
    finals: dict[str, list[int]] = {c: [] for c in CATEGORIES}
    start = time.perf_counter()
    for i in range(playouts):
        rolls = [(rng.randrange(10), rng.randrange(10), rng.randrange(10))
                 for _ in range(ROUNDS - pos.round + 1)]
        for c in CATEGORIES:
            finals[c].append(playout(pos, c, rolls))
        if time_budget is not None and i >= 2 and time.perf_counter() - start > time_budget:
            break
    return {c: _estimate(f) for c, f in finals.items()}


def _recommend(odds: dict[str, dict]) -> str:
    return max(CATEGORIES, key=lambda c: (odds[c]["p_win"], odds[c]["p_105"], odds[c]["expected"]))


def playable_order(game: Game, books: Sequence[Book]) -> list[Book]:
    """``books`` in an order ``game`` accepts one after the other (their own order when it plays;
    else the first permutation that does: a free book earned by this round's Sequence is only
    usable after it), so a player following the advice step by step is never refused."""
    def plays(order: Sequence[Book]) -> bool:
        g = game
        try:
            for book in order:
                g = g.apply(book)
        except ValueError:  # IllegalMove included
            return False
        return True

    if len(books) <= 1 or plays(books):
        return list(books)
    if len(books) <= 6:
        for order in permutations(books):
            if plays(order):
                return list(order)
    return list(books)


def hint(game: Game, playouts: int = PLAYOUTS, seed: int = 0,
         time_budget: float | None = TIME_BUDGET) -> dict:
    """What the UI shows. Before the roll: per-category odds and the recommended category.

    ``{"round", "phase": "choose", "exact": bool, "sequence": {...}, "matching": {...},
    "ladder": {...}, "recommended": category, "bot_choice": category}``; each category:
    ``p_win``, ``p_105``, ``expected`` (+ ``p_win_se``, ``p_win_ci95``, ``expected_se``,
    ``playouts`` when estimated). After the roll: ``{"phase": "book", "books": [Book...],
    "max_points_books": [Book...], "points_now", "points_after"}``: ``books`` is the bot's
    booking (in an order the game accepts step by step: :func:`playable_order`); ``max_points_books``
    the booking worth the most points this round (the best one on the last round).
    """
    pos = Position.from_game(game)
    if game.phase == CHOOSE:
        if game.round >= ROUNDS:
            odds: dict = {c: {**category_odds(pos, c), "exact": True} for c in CATEGORIES}
            exact = True
        else:
            start = time.perf_counter()  # the bot's choice first: round 9's takes a share of the budget
            bot = STRONG.choose(pos)
            if time_budget is not None:
                time_budget = max(0.0, time_budget - (time.perf_counter() - start))
            odds = estimate(pos, playouts, seed, time_budget)
            exact = False
        rec = _recommend(odds)
        if exact:
            bot = rec
        return {"round": game.round, "phase": CHOOSE, "exact": exact, **odds, "recommended": rec,
                "bot_choice": bot}
    if game.phase == BOOK:
        gain, steps = best_steps(pos)
        greedy = steps_to_books(steps)
        books = playable_order(game, greedy if game.round >= ROUNDS else STRONG.books(pos))
        after = book_into(pos, books).score
        return {"round": game.round, "phase": BOOK, "books": books, "max_points_books": greedy,
                "points_now": pos.score, "points_after": after, "max_points_after": pos.score + gain}
    return {"round": game.round, "phase": game.phase, "finished": True, "score": game.total}
