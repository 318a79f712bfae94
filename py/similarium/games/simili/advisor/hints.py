"""Hints for the UI: per-category odds before the roll, recommended books after it.

Round 10 is exact (:mod:`.lastround`). Before that, each category is tried as
this round's choice and the game is played out to the end with the fast
policy (:class:`.policy.Policy` with ``max_deficit=1``: the category is chosen by
the plans missing at most one digit; round 10 by plans missing at most two).
Every category is played out on the same rolls (common random numbers, fixed
seed), so the comparison is fairer than the intervals suggest.

The page's hint does a fixed amount of work (:func:`playouts_for`: fewer playouts
when more rounds are left to play), never a time budget, so the same position
gives the same answer on every device. A category is recommended only when the
paired 95% interval of its lead over every other category excludes zero
(:func:`decide`); otherwise the hint says the figures are too close to call and
names the bot's own choice instead.
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

from . import first_round
from .lastround import BIG_WIN, best_steps, category_odds, steps_to_books
from .playouts import Memo, book_into, playout_both, playout_chance
from .policy import Policy
from .position import Position
from .simulate import wilson

PLAYOUTS = 200  # per category, at most
TIME_BUDGET = 0.45  # seconds on the host for all playouts: the command line's ``advise`` only
WORK = 300  # the page's hint: playout rounds per category (the same on every device; ~1.2 s in Pyodide)
MIN_PLAYOUTS = 24
Z95 = 1.96
STRONG = Policy()


def _estimate(finals: list[int]) -> dict:
    n = len(finals)
    mean = sum(finals) / n
    sd = math.sqrt(sum((f - mean) ** 2 for f in finals) / (n - 1)) if n > 1 else 0.0
    return _odds(n, sum(f >= WIN_SCORE for f in finals), sum(f >= BIG_WIN for f in finals), sum(finals), sd)


def _chance_odds(finals: list[int], chances: list[float]) -> dict:
    """A category's figures from playouts that also valued round 10 over its roll: the win
    chance is the chances' mean (an unbiased estimate with less noise than the wins counted),
    its interval the normal one of that mean; 105+ (at most the win chance) and the expected
    score from the final scores.
    When every chance is the same (all 0: no playout could reach 100 on any tenth roll; all 1)
    the mean has no spread to measure, and the interval is the wins' Wilson interval instead,
    so a few hopeless playouts never claim a chance of exactly 0."""
    out = _estimate(finals)
    n = len(chances)
    p = min(1.0, sum(chances) / n)
    sd = math.sqrt(sum((x - p) ** 2 for x in chances) / (n - 1)) if n > 1 else 0.0
    if sd > 0:
        se = sd / math.sqrt(n)
        lo, hi = max(0.0, p - Z95 * se), min(1.0, p + Z95 * se)
    else:
        se = math.sqrt(p * (1 - p) / n)
        lo, hi = wilson(sum(f >= WIN_SCORE for f in finals), n)
    # 105+ counts the final scores and can come out above the chance's mean by noise alone; it is
    # never more likely than 100+, so it is shown at most at the win chance
    return {**out, "p_win": round(p, 4), "p_105": min(out["p_105"], round(p, 4)), "p_win_se": round(se, 4),
            "p_win_ci95": [round(lo, 4), round(hi, 4)]}


def _odds(n: int, wins: int, big: int, total: int, sd: float) -> dict:
    """A category's figures from ``n`` playouts: ``wins`` reached 100, ``big`` 105, their final
    scores add up to ``total`` with standard deviation ``sd``."""
    p = wins / n
    lo, hi = wilson(wins, n)
    return {"p_win": round(p, 4), "p_105": round(big / n, 4),
            "expected": round(total / n, 2), "p_win_se": round(math.sqrt(p * (1 - p) / n), 4),
            "p_win_ci95": [round(lo, 4), round(hi, 4)], "expected_se": round(sd / math.sqrt(n), 2),
            "playouts": n, "exact": False}


def shipped(pos: Position) -> tuple[dict, dict] | None:
    """A game's first position (:mod:`.first_round`): the hint's odds and decision from the
    playouts made once on the host (20,000 a category), as :func:`estimate` and :func:`decide`
    would give them from those playouts; None elsewhere."""
    table = first_round.summary(pos)
    if table is None:
        return None
    n = table["playouts"]
    wins, big, total = table["wins"], table["big"], table["total"]
    odds = {c: _odds(n, wins[c], big[c], total[c], table["sd"][c]) for c in CATEGORIES}
    leader = max(CATEGORIES, key=lambda c: (wins[c], big[c], total[c]))
    rivals = {c: ((wins[leader] - wins[c]) / n, shipped_half(pos, leader, c)) for c in CATEGORIES if c != leader}
    return odds, _decision("p_win", leader, rivals, n > 1)


def shipped_half(pos: Position, a: str, b: str) -> float:
    """The half-width of the 95% interval of P(win | a) - P(win | b) at a game's first position
    (the shipped playouts, paired)."""
    got = first_round.margin(pos, a, b, Z95)
    assert got is not None, "not a game's first position"
    return got


def playouts_for(round_no: int, work: int = WORK) -> int:
    """The page's fixed amount of work: ``work`` playout rounds per category, so a round-1
    hint (ten rounds to play out) makes fewer playouts than a round-8 one (three)."""
    left = max(1, ROUNDS - round_no + 1)
    return max(MIN_PLAYOUTS, min(PLAYOUTS, work // left))


class Estimate:
    """Playouts of every category on the same rolls, made a few at a time (:meth:`step`), so
    the page can show its progress between steps; the result depends only on the position,
    ``playouts`` and ``seed``, never on how the work was cut into steps."""

    def __init__(self, pos: Position, playouts: int, seed: int = 0, chance: bool = False) -> None:
        self.pos, self.playouts = pos, playouts
        self.rng = random.Random(seed)
        # each playout's final score and its P(final >= 100) over the tenth roll (:func:`playout_both`);
        # with ``chance`` (the review), the chance alone (:func:`playout_chance`): the same rolls either way
        self.finals: dict[str, list[int]] = {c: [] for c in CATEGORIES}
        self.chances: dict[str, list[float]] = {c: [] for c in CATEGORIES}
        self.chance = chance
        self.memo = Memo()  # steps and round 10s already worked out by earlier playouts

    @property
    def done(self) -> int:
        return len(self.chances[CATEGORIES[0]])

    @property
    def finished(self) -> bool:
        return self.done >= self.playouts

    def step(self, n: int = 1) -> float:
        """Make up to ``n`` more playouts of each category; the share of the work done."""
        for _ in range(min(n, self.playouts - self.done)):
            rolls = [(self.rng.randrange(10), self.rng.randrange(10), self.rng.randrange(10))
                     for _ in range(ROUNDS - self.pos.round + 1)]
            for c in CATEGORIES:
                if self.chance:
                    self.chances[c].append(playout_chance(self.pos, c, rolls, memo=self.memo))
                else:
                    final, chance = playout_both(self.pos, c, rolls, memo=self.memo)
                    self.finals[c].append(final)
                    self.chances[c].append(chance)
        return self.done / self.playouts if self.playouts else 1.0

    def odds(self) -> dict[str, dict]:
        """The figures of the final scores alone (wins counted), as a game's first position
        shows them from its shipped playouts (:func:`shipped`); the hint shows :meth:`chance_odds`."""
        return {c: _estimate(f) for c, f in self.finals.items()}

    def chance_odds(self) -> dict[str, dict]:
        """The page's figures: the win chance from round 10 valued over its roll
        (:func:`_chance_odds`), 105+ and the expected score from the final scores."""
        return {c: _chance_odds(self.finals[c], self.chances[c]) for c in CATEGORIES}


def estimate(pos: Position, playouts: int = PLAYOUTS, seed: int = 0,
             time_budget: float | None = TIME_BUDGET) -> dict[str, dict]:
    """Monte Carlo odds of each category as this round's choice (rounds 1-9)."""
    return _estimate_finals(pos, playouts, seed, time_budget).odds()


def _estimate_finals(pos: Position, playouts: int, seed: int, time_budget: float | None) -> Estimate:
    est = Estimate(pos, playouts, seed)
    start = time.perf_counter()
    while not est.finished:
        est.step()
        if time_budget is not None and est.done >= 3 and time.perf_counter() - start > time_budget:
            break
    return est


def _paired(a: list[float], b: list[float]) -> tuple[float, float]:
    """Mean of ``a - b`` (paired: the same rolls) and the half-width of its 95% interval."""
    n = len(a)
    d = [x - y for x, y in zip(a, b, strict=True)]
    mean = sum(d) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in d) / (n - 1)) if n > 1 else math.inf
    return mean, Z95 * sd / math.sqrt(n)


def decide(finals: dict[str, list[int]], chances: dict[str, list[float]] | None = None) -> dict:
    """Which category the playouts single out, and whether they may: the leader by win chance
    (each playout's win, or with ``chances`` its chance over the tenth roll; then 105+, then
    expected score) is ``recommended`` only when, against every other category,
    the paired 95% interval of its lead is narrower than the lead itself (``margin`` > 0).

    When the wins are the same in every playout (a game already won or lost whatever is chosen),
    the expected final score decides instead, by the same rule. ``{"figure": "p_win" |
    "expected", "leader", "gap", "half_width", "confident"}``: ``gap`` and ``half_width`` are
    those of the closest rival.
    """
    n = min(len(f) for f in finals.values())
    wins = chances or {c: [1.0 if x >= WIN_SCORE else 0.0 for x in f] for c, f in finals.items()}
    scores = {c: [float(x) for x in f] for c, f in finals.items()}
    figure = "p_win" if any(wins[c] != wins[CATEGORIES[0]] for c in CATEGORIES) else "expected"
    sample = wins if figure == "p_win" else scores

    def key(c: str) -> tuple:
        big = sum(x >= BIG_WIN for x in finals[c])
        # the figure shown (a chance's mean to 4 places), so the leader is the table's first
        win = round(min(1.0, sum(wins[c]) / n), 4) if chances else sum(wins[c])
        return (win, big, sum(scores[c]))

    leader = max(CATEGORIES, key=key)
    rivals = {c: _paired(sample[leader], sample[c]) if n > 1 else (0.0, math.inf) for c in CATEGORIES if c != leader}
    return _decision(figure, leader, rivals, n > 1)


def _decision(figure: str, leader: str, rivals: dict[str, tuple[float, float]], enough: bool) -> dict:
    """:func:`decide`'s answer: the closest rival is the one whose lead's interval comes nearest 0."""
    closest = None
    for c, (gap, half) in rivals.items():
        if closest is None or gap - half < closest[0] - closest[1]:
            closest = (gap, half, c)
    assert closest is not None
    gap, half, rival = closest
    return {"figure": figure, "leader": leader, "rival": rival, "gap": round(gap, 4),
            "half_width": round(half, 4), "confident": enough and gap > half}


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


def hint(game: Game, playouts: int | None = None, seed: int = 0,
         time_budget: float | None = None, estimate_: Estimate | None = None, first: bool = False) -> dict:
    """What the UI shows. Before the roll: per-category odds and the recommended category.

    ``{"round", "phase": "choose", "exact": bool, "sequence": {...}, "matching": {...},
    "ladder": {...}, "recommended": category, "bot_choice": category}``; each category:
    ``p_win``, ``p_105``, ``expected`` (+ ``p_win_se``, ``p_win_ci95``, ``expected_se``,
    ``playouts`` when estimated), and ``decision`` (:func:`decide`; exact: ``confident`` unless
    two categories tie on every figure). ``playouts`` defaults to the fixed amount of
    :func:`playouts_for`; ``estimate_`` is an :class:`Estimate` the page already finished
    (step by step, showing progress); ``first`` (the page): a game's first position reads the
    playouts shipped (:func:`shipped`, ``"shipped": True``) instead of making any.
    After the roll: ``{"phase": "book", "books": [Book...],
    "max_points_books": [Book...], "points_now", "points_after"}``: ``books`` is the bot's
    booking (in an order the game accepts step by step: :func:`playable_order`); ``max_points_books``
    the booking worth the most points this round (the best one on the last round).
    """
    pos = Position.from_game(game)
    if game.phase == CHOOSE:
        if game.round >= ROUNDS:
            odds: dict = {c: {**category_odds(pos, c), "exact": True} for c in CATEGORIES}
            rec = _recommend(odds)
            figures = [(odds[c]["p_win"], odds[c]["p_105"], odds[c]["expected"]) for c in CATEGORIES]
            tied = figures.count(max(figures)) > 1
            decision = {"figure": "p_win", "leader": rec, "rival": None, "gap": None,
                        "half_width": 0.0, "confident": not tied}
            return {"round": game.round, "phase": CHOOSE, "exact": True, **odds, "recommended": rec,
                    "bot_choice": rec, "decision": decision}
        start = time.perf_counter()  # the bot's choice first: round 9's takes a share of the budget
        bot = STRONG.choose(pos)
        if time_budget is not None:
            time_budget = max(0.0, time_budget - (time.perf_counter() - start))
        table = shipped(pos) if first and estimate_ is None else None
        if table is not None:
            return {"round": game.round, "phase": CHOOSE, "exact": False, **table[0],
                    "recommended": _recommend(table[0]), "bot_choice": bot, "decision": table[1], "shipped": True}
        if estimate_ is None:
            n = playouts_for(game.round) if playouts is None else playouts
            estimate_ = _estimate_finals(pos, n, seed, time_budget)
        odds = estimate_.chance_odds()
        return {"round": game.round, "phase": CHOOSE, "exact": False, **odds,
                "recommended": _recommend(odds), "bot_choice": bot,
                "decision": decide(estimate_.finals, estimate_.chances)}
    if game.phase == BOOK:
        gain, steps = best_steps(pos)
        greedy = steps_to_books(steps)
        books = playable_order(game, greedy if game.round >= ROUNDS else STRONG.books(pos))
        after = book_into(pos, books).score
        return {"round": game.round, "phase": BOOK, "books": books, "max_points_books": greedy,
                "points_now": pos.score, "points_after": after, "max_points_after": pos.score + gain}
    return {"round": game.round, "phase": game.phase, "finished": True, "score": game.total}
