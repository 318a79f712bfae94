"""The SIMILI bots: a greedy baseline and the advisor's policy.

Both reuse the last-round machinery (:mod:`.lastround`): a round's plans are
enumerated once with their *deficit* (digits the bank lacks), so choosing the
category is an exact expectation over the 220 rolls, and booking after the
roll is the best plan with no deficit.

- Greedy baseline: every round is played as if it were the last: the category
  with the best expected points this round, then the books worth the most points.
- Policy: the same search, but a plan is valued by its points plus the future
  worth of what it leaves (a Sequence of 3 or Matching triple waiting for its
  fourth digit, a Ladder under construction, Bonus I, free books), minus an
  opportunity cost for every digit taken out of the bank. Ladders may be
  booked before they score (the rule text's one exception). Round 10 is exact:
  the category with the best chance of 100+, then the most points; in round 9
  the category is chosen by its exact expected round-10 winning chance
  (:mod:`.roundnine`) and the best few bookings are compared by their exact
  round-10 winning chance; in round 8 the best few bookings are compared by the
  round-9 position's value, the same exact search (its best category's expected
  round-10 chance).
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass
from functools import cache

from similarium.games.simili.combos import CATEGORIES, LADDER, MATCHING, SEQUENCE, Row
from similarium.games.simili.game import ROUNDS, Book
from similarium.games.simili.sheet import WIN_SCORE

from .lastround import (
    Plan,
    Valuation,
    best_steps,
    category_odds,
    expectation,
    gains_by_roll,
    order_books,
    round_plans,
    steps_to_books,
)
from .position import Position
from .roundnine import round_nine_scores
from .rows import Option, extensions, is_full, points, scoring_options


@dataclass(frozen=True)
class Weights:
    """The policy's value function (points; tuned by self-play on the host, see docs/simili-bot.md)."""

    extension: float = 0.45  # share of the +5 a Sequence of 3 may still get
    ladder: tuple[float, float, float, float] = (0.0, 0.0, 0.2, 0.4)  # share of 20, by digits filled
    digit: float = 1.2  # opportunity cost of a digit leaving the bank (5 rounds left)
    bonus_i: float = 6.0
    free_book: float = 4.0
    horizon: float = 3  # rounds left from which the future is worth its full value
    extension_m: float = 0.45  # share of the +5 a Matching triple may still get
    digit_slope: float = 0.0  # change of the digit cost per round left (more left: costlier)
    matching2: float = 0.0  # share of 20 a Matching pair (``XX__``) may still get (0: never booked)
    ladder_horizon: float = 3  # as ``horizon``, for Ladder rows

    def digit_cost(self, left: int) -> float:
        return max(0.0, self.digit + self.digit_slope * (left - 5)) if left > 0 else 0.0


WEIGHTS = Weights()


def _future(category: str, row: Row, left: int, w: Weights) -> float:
    """What a row may still bring in the ``left`` rounds after this one."""
    if left <= 0 or is_full(row):
        return 0.0
    n = sum(d is not None for d in row)
    if category == LADDER:
        return 20 * w.ladder[n] * min(1.0, left / w.ladder_horizon)
    scale = min(1.0, left / w.horizon)
    if category == MATCHING and n == 2:
        return 20 * w.matching2 * scale
    if points(category, row) > 0:
        return 5 * (w.extension if category == SEQUENCE else w.extension_m) * scale
    return 0.0


def _setup(category: str, row: Row, new: Row, w: Weights) -> bool:
    """Rows worth building before they score: Ladder pairs (``XX__``/``__YY``) and rows
    one short; Matching pairs (``XX__``, from an empty row) when ``w.matching2`` is set."""
    n = sum(d is not None for d in new)
    if category == LADDER:
        return n == 3 or (n == 2 and ((new[0] is not None and new[1] is not None)
                                      or (new[2] is not None and new[3] is not None)))
    return (category == MATCHING and w.matching2 > 0 and n == 2 and row[0] is None
            and row[1] is None and new[0] is not None and new[1] is not None)


@cache
def policy_options(category: str, row: Row, left: int, w: Weights = WEIGHTS) -> tuple[Option, ...]:
    """Scoring options, plus set-ups (:func:`_setup`), each valued for the bot (``left`` rounds after this)."""
    base = points(category, row) + _future(category, row, left, w)
    options = list(scoring_options(category, row))
    if category != SEQUENCE and left > 0:
        have = {o.new_row for o in options}
        for new in extensions(category, row):
            added = sum(a is None and b is not None for a, b in zip(row, new, strict=True))
            if new in have or is_full(new) or added > 3 or not _setup(category, row, new, w):
                continue
            options.append(Option(tuple(sorted(d for a, d in zip(row, new, strict=True)
                                               if a is None and d is not None)), 0, new,
                                  tuple((s, d) for s, (a, d) in enumerate(zip(row, new, strict=True))
                                        if a is None and d is not None), category))
    out = []
    for o in options:
        value = points(category, o.new_row) + _future(category, o.new_row, left, w) - base
        value -= w.digit_cost(left) * len(o.digits)
        if value > 0 or points(category, o.new_row) > points(category, row):
            out.append(Option(o.digits, value, o.new_row, o.placements, category))  # type: ignore[arg-type]
    out.sort(key=lambda o: (len(o.digits), -o.gain, o.digits))
    return tuple(out)


def valuation(left: int, w: Weights = WEIGHTS) -> Valuation:
    scale = min(1.0, left / w.horizon)
    return Valuation(
        options=lambda c, r: policy_options(c, r, left, w),
        bonus_iii=5,
        free_cost=w.free_book * scale,
        free_value=w.free_book * scale,
        bonus_i_value=w.bonus_i * scale,
    )


def expected_value(pos: Position, category: str, val: Valuation, max_deficit: int = 3) -> float:
    """Expected value of the best plan after the roll (exact over the 220 rolls when
    ``max_deficit`` is 3; fewer plans, and a lower estimate, when smaller)."""
    best = round_plans(pos, category, pos.book_limit(category), max_deficit, val)
    return expectation(gains_by_roll(best))


# --- the two bots ------------------------------------------------------------------
class Bot:
    """A bot chooses a category before the roll and books after it (``Position`` in, moves out)."""

    name = "bot"

    def choose(self, pos: Position) -> str:
        raise NotImplementedError

    def books(self, pos: Position) -> list[Book]:
        raise NotImplementedError


def exact_last_choice(pos: Position) -> str:
    odds = {c: category_odds(pos, c) for c in CATEGORIES}
    return max(CATEGORIES, key=lambda c: (odds[c]["p_win"], odds[c]["p_105"], odds[c]["expected"]))


class Greedy(Bot):
    """Baseline: every round as if it were the last (expected points, then the most points)."""

    name = "greedy"

    def choose(self, pos: Position) -> str:
        return max(CATEGORIES, key=lambda c: category_odds(pos, c)["expected"])

    def books(self, pos: Position) -> list[Book]:
        return steps_to_books(best_steps(pos)[1])


class Policy(Bot):
    """The advisor's bot.

    ``lookahead``: how many round-9 bookings to compare by exact round-10 odds (0: none);
    ``max_deficit``: 3 chooses the category by the exact expectation over the rolls,
    1 (the fast playout policy) only counts plans missing at most one digit;
    ``exact_nine``: round 9's category by the exact search (:mod:`.roundnine`);
    ``exact_eight``: round 8's booking by that search's value of the round-9 position
    (as ``exact_nine`` unless given; docs/simili-bot.md measures it).
    """

    name = "policy"

    def __init__(self, weights: Weights = WEIGHTS, lookahead: int = 6, max_deficit: int = 3,
                 exact_nine: bool | None = None, exact_eight: bool | None = None) -> None:
        self.weights = weights
        self.lookahead = lookahead
        self.max_deficit = max_deficit
        self.exact_nine = bool(lookahead) if exact_nine is None else exact_nine
        self.exact_eight = self.exact_nine if exact_eight is None else exact_eight
        self._kept: dict[Position, tuple[Book, ...]] = {}
        self._nine: dict[Position, tuple[float, float]] = {}

    def choose(self, pos: Position) -> str:
        if pos.round >= ROUNDS:
            return exact_last_choice(pos)
        val = valuation(ROUNDS - pos.round, self.weights)
        by_value = max(CATEGORIES, key=lambda c: expected_value(pos, c, val, self.max_deficit))
        if pos.round == ROUNDS - 1 and self.exact_nine:
            return self._round_nine_choice(pos, val, by_value)
        return by_value

    def _round_nine_choice(self, pos: Position, val: Valuation, by_value: str) -> str:
        """Round 9: the category with the best expected round-10 chances (:mod:`.roundnine`);
        on an exact tie (a lost or a won game), the policy's value decides."""
        scores = round_nine_scores(pos, val)
        top = max(scores.values())
        tied = [c for c in CATEGORIES if scores[c] == top]
        return by_value if by_value in tied else tied[0]

    def books(self, pos: Position) -> list[Book]:
        steps = self.books_steps(pos)
        while True:
            try:
                next(steps)
            except StopIteration as done:
                return done.value

    def books_steps(self, pos: Position) -> Generator[float, None, list[Book]]:
        """:meth:`books` a candidate at a time where it searches (round 8: each candidate's
        round-9 search takes up to a second on the host): yields the share done, for a page
        painting its progress. The last few answers are kept, so asking again is free."""
        kept = self._kept.get(pos)
        if kept is not None:
            return list(kept)
        if pos.round >= ROUNDS:
            books = steps_to_books(best_steps(pos)[1])
        else:
            assert pos.category is not None
            ci = CATEGORIES.index(pos.category)
            val = valuation(ROUNDS - pos.round, self.weights)
            plans = round_plans(pos, pos.category, pos.regular_left, 0, val)
            value, plan = plans.get((), (0.0, ()))
            if pos.round == ROUNDS - 1 and self.lookahead:
                plan = yield from self._best_by(pos, plan, val, _last_round_key)
            elif pos.round == ROUNDS - 2 and self.exact_eight and self.lookahead:
                plan = yield from self._best_by(pos, plan, val, self.round_nine_value)
            steps = order_books(pos, ci, pos.regular_left, plan)
            assert steps is not None
            books = steps_to_books(steps)
        if len(self._kept) >= 8:
            self._kept.clear()
        self._kept[pos] = tuple(books)
        return books

    def round_nine_value(self, after: Position) -> tuple[float, float]:
        """A position before round 9's choice: its expected round-10 chances (100+, 105+) with
        its best category, by the exact search (:func:`.roundnine.round_nine_scores`); round 8's
        booking is rated by it. The last answers are kept (the hint's reason reads them again)."""
        got = self._nine.get(after)
        if got is None:
            if after.score >= WIN_SCORE + 5:
                got = (1.0, 1.0)
            else:
                got = max(round_nine_scores(after, valuation(ROUNDS - after.round, self.weights)).values())
            if len(self._nine) >= 64:
                self._nine.clear()
            self._nine[after] = got
        return got

    def _best_by(self, pos: Position, plan: Plan, val: Valuation,
                 key: Callable[[Position], tuple]) -> Generator[float, None, Plan]:
        """Among the best plans by value (the best of each size, the most points, and booking
        nothing), the one whose next position ``key`` rates highest (the policy's plan on a tie);
        yields the share of the candidates rated."""
        category = pos.category or SEQUENCE
        candidates = [plan, ()]
        for n in range(1, pos.regular_left + 1):  # the best plan of each size, from the policy's ranking
            sized = round_plans(pos, category, n, 0, val).get(())
            if sized:
                candidates.append(sized[1])
        points_plan = round_plans(pos, category, pos.regular_left, 0).get(())
        if points_plan:
            candidates.append(points_plan[1])
        seen: set = set()
        best, best_key = plan, None
        candidates = candidates[: self.lookahead]
        for i, cand in enumerate(candidates):
            ident = tuple(sorted((c, r, o.new_row) for c, r, o in cand))
            if ident in seen:
                continue
            seen.add(ident)
            after = apply_plan(pos, cand)
            if after is None:
                continue
            rated = key(after)
            if best_key is None or rated > best_key:
                best, best_key = cand, rated
            yield (i + 1) / len(candidates)
        return best


def _last_round_key(after: Position) -> tuple[float, float, float]:
    """Round 9's booking: the round-10 position's exact odds with its best category."""
    odds = max((category_odds(after, c) for c in CATEGORIES),
               key=lambda o: (o["p_win"], o["p_105"], o["expected"]))
    return (odds["p_win"], odds["p_105"], odds["expected"])


def apply_plan(pos: Position, plan: Plan) -> Position | None:
    """The next round's position after booking ``plan`` (None if it cannot be ordered legally)."""
    assert pos.category is not None
    ci = CATEGORIES.index(pos.category)
    steps = order_books(pos, ci, pos.regular_left, plan)
    if steps is None:
        return None
    return pos.after_books(steps_to_books(steps))


__all__ = ["MATCHING", "WEIGHTS", "Bot", "Greedy", "Policy", "Weights", "apply_plan", "policy_options"]
