"""SIMILI's playouts: a category this round, then the fast policy (:data:`FAST`) to round 10,
on given rolls. Round 10 ends a playout in one of three ways: on its own roll (:func:`playout`,
the final score), valued over the roll (:func:`playout_chance`, the review's: P(final >= 100)
with the tenth roll's noise removed), or both at once (:func:`playout_both`, the page's hint).
:mod:`.hints` makes them by the hundred (``Estimate``) and states their figures."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from similarium.games.simili.combos import CATEGORIES
from similarium.games.simili.game import ROUNDS, Book
from similarium.games.simili.sheet import WIN_SCORE

from .lastround import (
    BIG_WIN,
    ROLLS,
    Plan,
    best_steps,
    expectation,
    gains_by_roll,
    round_plans,
)
from .policy import Bot, Policy, valuation
from .position import Position
from .roundnine import MASKS, W1, W3, W6, policy_round_nine

ROLL_INDEX = {roll: i for i, (roll, _, _) in enumerate(ROLLS)}
Plans = dict[tuple[int, ...], tuple[float, Plan]]  # the best (value, plan) of each deficit
LAST_DEFICIT = 2  # playouts' round 10: ignore the rare plans needing all three rolled digits
FAST = Policy(lookahead=0, max_deficit=1)


class Memo:
    """What the playouts from one position worked out, kept for the next ones (``Estimate``'s):
    a round's step (the position, the category if given, the roll as a multiset: the next
    position) and round 10 (the position, and its roll for the final: its pick and its value).
    Rolls repeat (220 multisets), so about one step in ten and one round 10 in six are found
    here rather than worked out again (a review's estimates): the same work gives the same
    answer, so every figure is unchanged. One memo serves one bot (``FAST``)."""

    def __init__(self) -> None:
        self.steps: dict[tuple, Position] = {}
        self.picks: dict[Position, tuple[str, Plans, int]] = {}
        self.last: dict[tuple, tuple[int, float] | float] = {}


def book_into(pos: Position, books: list[Book]) -> Position:
    """The position after ``books`` and the end of the round."""
    return pos.after_books(books)


def _count(mask: int) -> int:
    """The ordered rolls (of 1,000) in a bit mask over ROLLS."""
    return (mask & W1).bit_count() + 3 * (mask & W3).bit_count() + 6 * (mask & W6).bit_count()


def _reach(plans: Plans, base: int) -> tuple[int, int]:
    """The ordered rolls (of 1,000) on which ``plans`` bring ``base`` to 100, then to 105: those
    holding the deficit of a plan worth enough (every roll when ``base`` is there already); one
    pass over the plans for both."""
    win = big = 0
    for key, (value, _) in plans.items():
        if base + value >= WIN_SCORE:
            win |= MASKS[key]
            if base + value >= BIG_WIN:
                big |= MASKS[key]
    return (1000 if base >= WIN_SCORE else _count(win)), (1000 if base >= BIG_WIN else _count(big))


def _gain(plans: Plans, roll: tuple[int, ...]) -> float:
    """The most points ``plans`` bring on ``roll`` (:func:`.lastround.gains_by_roll`'s, for one roll)."""
    got = 0.0
    for key in ROLLS[ROLL_INDEX[tuple(sorted(roll))]][2]:
        found = plans.get(key)
        if found is not None and found[0] > got:
            got = found[0]
    return got


def _last_round_pick(pos: Position, max_deficit: int = LAST_DEFICIT) -> tuple[str, Plans, int]:
    """Round 10 in a playout: the category with the best odds (plans missing at most
    ``max_deficit`` roll digits: 3 is exact; then 105+, then the expected points), with its
    plans by deficit and the weight of its rolls reaching 100 (of 1,000). The odds are counted
    by bit masks; the expected points, a pass over the 220 rolls, only break a tie."""
    base = pos.score
    best: tuple[str, Plans, int, int] | None = None
    best_expected: float | None = None
    for c in CATEGORIES:
        plans = round_plans(pos, c, pos.book_limit(c), max_deficit)
        win, big = _reach(plans, base)
        if best is not None and (win, big) < best[2:]:
            continue
        if best is not None and (win, big) == best[2:]:
            if best_expected is None:
                best_expected = expectation(gains_by_roll(best[1]))
            expected = expectation(gains_by_roll(plans))
            if expected <= best_expected:
                continue
            best_expected = expected
        else:
            best_expected = None
        best = (c, plans, win, big)
    assert best is not None
    return best[0], best[1], best[2]


def _last_round_final(pos: Position, roll: tuple[int, ...], max_deficit: int = LAST_DEFICIT) -> int:
    """Round 10 in a playout: :func:`_last_round_pick`'s category, then the most points for ``roll``."""
    return pos.score + int(best_steps(pos.rolled(_last_round_pick(pos, max_deficit)[0], roll))[0])


def _last_round_chance(pos: Position, roll: tuple[int, ...], memo: Memo | None = None) -> float:
    """Round 10 in a playout, valued over its roll rather than by one: an unbiased estimate of
    P(:func:`_last_round_final` >= 100) with almost none of the roll's noise. With the category
    chosen, ``share`` is the exact share of the 1,000 rolls whose plans missing at most two
    digits reach 100; a roll reaching 100 only with a plan of all three rolled digits (rare) is
    counted by ``roll`` itself: 1 when it is such a roll. Its expectation over the roll is the
    exact chance (Rao-Blackwell, without the cost of the three-digit plans). One playout's value
    may exceed 1 on such a roll; the review clamps a mean of them to 1."""
    base = pos.score
    if base >= WIN_SCORE:
        return 1.0
    c, plans, win = _pick(pos, memo)
    share = win / 1000
    if base + _gain(plans, roll) >= WIN_SCORE:
        return share  # counted in the share already
    return share + float(base + best_steps(pos.rolled(c, roll))[0] >= WIN_SCORE)


def _last_round_both(pos: Position, roll: tuple[int, ...], memo: Memo | None = None) -> tuple[int, float]:
    """Round 10 in a playout, both ways at once (the work of one): :func:`_last_round_final`'s
    final score and :func:`_last_round_chance`'s chance over the roll."""
    c, plans, win = _pick(pos, memo)
    base = pos.score
    final = base + int(best_steps(pos.rolled(c, roll))[0])
    if base >= WIN_SCORE:
        return final, 1.0
    two_digits = base + _gain(plans, roll) >= WIN_SCORE  # counted in the share already
    return final, win / 1000 + float(final >= WIN_SCORE and not two_digits)


def _kept(table: dict | None, key: Hashable, make: Callable[..., Any], *args: Any) -> Any:
    """``make(*args)``, or what ``table`` (a :class:`Memo`'s; None: no memo) kept of it under ``key``."""
    if table is None:
        return make(*args)
    got = table.get(key)
    if got is None:
        got = table[key] = make(*args)
    return got


def _step(pos: Position, category: str, roll: tuple[int, int, int], bot: Bot) -> Position:
    """One round of a playout: ``category`` (else ``bot``'s), ``roll``, ``bot``'s books."""
    after = pos.rolled(category if category else bot.choose(pos), roll)
    return book_into(after, bot.books(after))


def _to_last_round(pos: Position, category: str, rolls: list[tuple[int, int, int]], bot: Bot,
                   memo: Memo | None = None) -> Position:
    """``category`` this round, then ``bot`` up to round 10, on the given rolls: the position
    before round 10's choice (or the end, should the rolls run out first)."""
    steps = None if memo is None else memo.steps
    for roll in rolls:
        if pos.round >= ROUNDS:
            break
        pos = _kept(steps, (pos, category, tuple(sorted(roll))), _step, pos, category, roll, bot)
        category = ""
    return pos


def _pick(pos: Position, memo: Memo | None) -> tuple[str, Plans, int]:
    """:func:`_last_round_pick` of ``pos``, from ``memo`` when it has it."""
    return _kept(None if memo is None else memo.picks, pos, _last_round_pick, pos)


def playout(pos: Position, category: str, rolls: list[tuple[int, int, int]], bot: Bot = FAST) -> int:
    """Final score: ``category`` this round, then ``bot`` to the end, on the given rolls."""
    last = _to_last_round(pos, category, rolls, bot)
    if last.round >= ROUNDS:
        return _last_round_final(last, rolls[ROUNDS - pos.round])
    return last.score


def playout_chance(pos: Position, category: str, rolls: list[tuple[int, int, int]], bot: Bot = FAST,
                   memo: Memo | None = None) -> float:
    """P(final >= 100) given the rolls before round 10: :func:`playout` to round 10, then its
    chance over the tenth roll (:func:`_last_round_chance`); its mean over playouts estimates
    the same chance as ``playout(...) >= 100``'s, with a smaller variance (docs/review.md)."""
    last = _to_last_round(pos, category, rolls, bot, memo)
    if last.round >= ROUNDS:
        roll = rolls[ROUNDS - pos.round]
        return _kept(None if memo is None else memo.last, (last, tuple(sorted(roll))),
                     _last_round_chance, last, roll, memo)
    return float(last.score >= WIN_SCORE)


def playout_both(pos: Position, category: str, rolls: list[tuple[int, int, int]],
                 bot: Bot = FAST, memo: Memo | None = None) -> tuple[int, float]:
    """(:func:`playout`, :func:`playout_chance`) of the same rolls, for the cost of one: the
    page's hint shows the final scores' figures (105+, the expected score) and the chance."""
    last = _to_last_round(pos, category, rolls, bot, memo)
    if last.round >= ROUNDS:
        roll = rolls[ROUNDS - pos.round]
        return _kept(None if memo is None else memo.last, (last, tuple(sorted(roll)), "both"),
                     _last_round_both, last, roll, memo)
    return last.score, float(last.score >= WIN_SCORE)


def fast_round_nine(pos: Position) -> dict[str, float]:
    """Round 9 of these playouts, exact (``pos`` before the ninth roll): each category's chance
    of 100+ with :data:`FAST` booking each of the 220 rolls (:func:`.roundnine.policy_round_nine`)."""
    return policy_round_nine(pos, valuation(ROUNDS - pos.round, FAST.weights), FAST.books)
