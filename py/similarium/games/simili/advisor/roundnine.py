"""Round 9's category by the exact chance of winning after round 10.

For each category, each of the 220 rolls is booked as the bot would book it
(the policy's best plan, or booking nothing, whichever gives the best
round-10 odds) and the round-10 position is scored by its exact
chance of 100+ (then 105+) with the best round-10 category. The category with
the best expected chance wins; exact ties (e.g. a lost or a won game) are left
to the policy's value.

How it stays affordable (about 660 round-10 positions per decision):

- a round-10 category is skipped when even an unlimited bank could not bring
  the points needed (a bound that depends on the rows only, cached);
- a round-10 chance is a weighted count of the rolls that contain a winning
  deficit: each deficit's rolls are a precomputed bit mask, so a chance is a few
  ORs and popcounts instead of a pass over the 220 rolls;
- a sheet's round-10 plans are searched once whatever the bank (:func:`_winning`:
  the least digit multisets reaching 100, then 105); a bank's winning deficits
  are what it lacks of them. Booking nothing in round 9 leaves the same sheet
  with 220 banks, so this is one search where there were 220 (3.3 times faster
  on 12 round-9 positions, the same chances: a test checks them against
  ``category_odds`` bank by bank);
- round-10 positions are cached per decision (booking nothing gives the same
  position in every category).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache

from similarium.games.simili.combos import CATEGORIES
from similarium.games.simili.game import Book
from similarium.games.simili.sheet import WIN_SCORE

from .lastround import ROLLS, Plan, Valuation, deficit, order_books, round_plans, steps_to_books
from .position import Position


def _masks() -> tuple[dict[tuple[int, ...], int], tuple[int, int, int]]:
    masks: dict[tuple[int, ...], int] = {}
    by_weight = {1: 0, 3: 0, 6: 0}
    for i, (_, weight, subs) in enumerate(ROLLS):
        by_weight[weight] |= 1 << i
        for s in subs:
            masks[s] = masks.get(s, 0) | 1 << i
    return masks, (by_weight[1], by_weight[3], by_weight[6])


MASKS, (W1, W3, W6) = _masks()
NO_BANK = (0,) * 10


def _chance(mask: int) -> float:
    return ((mask & W1).bit_count() + 3 * (mask & W3).bit_count() + 6 * (mask & W6).bit_count()) / 1000


def _within(small: tuple[int, ...], big: tuple[int, ...]) -> bool:
    """Whether sorted ``small`` is a sub-multiset of sorted ``big``."""
    i = 0
    for d in big:
        if i < len(small) and small[i] == d:
            i += 1
    return i == len(small)


def _least(digits: list[tuple[int, ...]]) -> tuple[tuple[int, ...], ...]:
    """The digit multisets of ``digits`` that hold no other one (any bank and roll paying for
    a larger one pays for one of these)."""
    kept: list[tuple[int, ...]] = []
    for d in sorted(set(digits), key=len):
        if not any(_within(k, d) for k in kept):
            kept.append(d)
    return tuple(kept)


@lru_cache(maxsize=4096)
def _winning(empty: Position, category: str) -> tuple[float, tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """The last round's plans of ``category`` whatever the bank (``empty``: the position with an
    empty bank, so every digit of a plan counts as missing; at most 6 digits are booked, so no
    plan is left out): the most points any could bring, and the least digit multisets of the
    plans reaching 100, then 105. A bank and roll reach 100 exactly when the roll holds what
    the bank lacks of one of those multisets (the plans are the same whatever the bank; only
    what they lack of it changes), so the chance of every bank is found from this one search."""
    best = round_plans(empty, category, empty.book_limit(category), 6)
    score = empty.score
    ceiling = max((v for v, _ in best.values()), default=0.0)
    return (ceiling, _least([d for d, (v, _) in best.items() if score + v >= WIN_SCORE]),
            _least([d for d, (v, _) in best.items() if score + v >= WIN_SCORE + 5]))


def _mask(digits: tuple[tuple[int, ...], ...], bank: tuple[int, ...]) -> int:
    """The rolls (bit mask over ROLLS) that hold what ``bank`` lacks of one of ``digits``."""
    out = 0
    for d in digits:
        out |= MASKS.get(deficit(d, bank), 0)
    return out


def last_round_chances(pos: Position) -> tuple[float, float]:
    """Before the tenth roll: the best category's exact (chance of 100+, chance of 105+)."""
    score = pos.score
    if score >= WIN_SCORE + 5:
        return (1.0, 1.0)
    empty = replace(pos, bank=NO_BANK)
    best = (0.0, 0.0)
    for category in CATEGORIES:
        ceiling, wins, bigs = _winning(empty, category)
        if score + ceiling < WIN_SCORE:
            continue
        odds = (1.0 if score >= WIN_SCORE else _chance(_mask(wins, pos.bank)), _chance(_mask(bigs, pos.bank)))
        if odds > best:
            best = odds
    return best


def round_nine_scores(pos: Position, val: Valuation) -> dict[str, tuple[float, float]]:
    """For each category (``pos`` before the ninth roll): the expected round-10 chances."""
    cache: dict[tuple, tuple[float, float]] = {}
    out = {}
    for category in CATEGORIES:
        ci = CATEGORIES.index(category)
        plans = round_plans(pos, category, pos.book_limit(category), 3, val)
        win = big = 0.0
        for roll, weight, subs in ROLLS:
            rolled = pos.rolled(category, roll)
            best = (-1.0, -1.0)
            for plan in (_policy_plan(plans, subs), ()):
                steps = order_books(rolled, ci, rolled.regular_left, plan)
                if steps is None:
                    continue
                best = max(best, _odds_after(cache, rolled.after_books(steps_to_books(steps))))
            win += weight * best[0]
            big += weight * best[1]
        out[category] = (win / 1000, big / 1000)
    return out


def _odds_after(cache: dict[tuple, tuple[float, float]], after: Position) -> tuple[float, float]:
    """:func:`last_round_chances` of the round-10 position ``after``, kept in ``cache`` for the
    decision (booking nothing gives the same position in every category)."""
    key = (after.rows, after.bank, after.free_used, after.must_sequence)
    odds = cache.get(key)
    if odds is None:
        odds = cache[key] = last_round_chances(after)
    return odds


def _policy_plan(plans: dict[tuple[int, ...], tuple[float, Plan]], subs: tuple[tuple[int, ...], ...]) -> Plan:
    """The policy's booking after a roll: its best plan whose deficit the roll pays for."""
    value, plan = 0.0, ()
    for s in subs:
        got = plans.get(s)
        if got is not None and got[0] > value:
            value, plan = got
    return plan


def policy_round_nine(pos: Position, val: Valuation, books: Callable[[Position], list[Book]]) -> dict[str, float]:
    """For each category (``pos`` before the ninth roll): the exact chance of 100+ when it is
    played, each of the 220 rolls booked by ``books`` (the playouts' fast policy, without
    lookahead: its plan of the most value ``val`` gives) and round 10 played with its best
    category. The review values round 9 by it, where playouts would only estimate it.

    ``books`` is asked only when two plans the roll pays for tie on value: it keeps the first
    its own search finds, which the plans searched once before the roll cannot tell. Else its
    plan is the one plan of the most value (:func:`_only_best`), booked in its order."""
    cache: dict[tuple, tuple[float, float]] = {}
    out = {}
    for category in CATEGORIES:
        ci = CATEGORIES.index(category)
        plans = round_plans(pos, category, pos.book_limit(category), 3, val)
        win = 0.0
        for roll, weight, subs in ROLLS:
            rolled = pos.rolled(category, roll)
            plan = _only_best(plans, subs)
            steps = None if plan is None else order_books(rolled, ci, rolled.regular_left, plan)
            after = rolled.after_books(books(rolled) if steps is None else steps_to_books(steps))
            win += weight * _odds_after(cache, after)[0]
        out[category] = win / 1000
    return out


def _only_best(plans: dict[tuple[int, ...], tuple[float, Plan]], subs: tuple[tuple[int, ...], ...]) -> Plan | None:
    """The plan of the most value among those whose deficit the roll pays for (booking nothing
    among them); None when two deficits tie on it."""
    best: Plan | None = None
    value = float("-inf")
    tie = False
    for s in subs:
        got = plans.get(s)
        if got is None:
            continue
        if got[0] > value:
            value, best, tie = got[0], got[1], False
        elif got[0] == value:
            tie = True
    return None if tie else best
