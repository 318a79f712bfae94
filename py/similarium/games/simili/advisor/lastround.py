"""Exact analysis of one round played as the last: every plan of books, every roll.

The idea: a plan (which rows get which scoring option, regular and free books
included) does not depend on the roll; only whether the bank can pay for it
does. A plan's *deficit* is the multiset of digits it needs beyond the bank;
it is affordable after a roll exactly when the deficit is a sub-multiset of the
roll. So the plans are enumerated once (deficit of at most 3 digits), the best
gain is kept per deficit, and each of the 220 unordered rolls looks up its at
most 8 sub-multisets. Rows score independently; only scoring options are
considered (a digit that raises no row's points earns nothing in the last
round), and identical rows are combined once.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Sequence as Seq
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, combinations_with_replacement, permutations
from operator import mul

from similarium.games.simili.combos import CATEGORIES, SEQUENCE, Row
from similarium.games.simili.game import Book
from similarium.games.simili.sheet import MODERN, WIN_SCORE

from .position import Position
from .rows import (
    Option,
    bonus_iii_applies,
    earned,
    is_full,
    max_free_books,
    place,
    points,
    scoring_options,
)

Part = tuple[int, int, Option]  # (category index, row index, option)
Plan = tuple[Part, ...]
Step = tuple[int, int, int, int, bool]  # (category index, row, space, digit, free)
CatPlan = tuple[tuple[int, ...], float, Plan, int, int]  # (sorted digits, value, plan, threes, fours)


def _roll_table() -> tuple[tuple[tuple[int, ...], int, tuple[tuple[int, ...], ...]], ...]:
    out = []
    for roll in combinations_with_replacement(range(10), 3):
        distinct = len(set(roll))
        weight = 1 if distinct == 1 else 3 if distinct == 2 else 6
        subs = {tuple(roll[i] for i in idx) for k in range(4) for idx in combinations(range(3), k)}
        out.append((roll, weight, tuple(sorted(subs))))
    return tuple(out)


# The 220 unordered rolls of three digits, their weight among the 1000 ordered ones,
# and their distinct sub-multisets (the deficits they can pay for).
ROLLS = _roll_table()
BIG_WIN = WIN_SCORE + 5
ROLL_WEIGHTS = tuple(w for _, w, _ in ROLLS)


def expectation(gains: list[float]) -> float:
    """Mean over the 1000 ordered rolls of per-roll values given in ROLLS order."""
    return sum(map(mul, ROLL_WEIGHTS, gains)) / 1000


def deficit(digits: Seq[int], bank: Seq[int]) -> tuple[int, ...]:
    """The digits of sorted ``digits`` beyond what ``bank`` holds (sorted)."""
    used = [0] * 10
    out = []
    for d in digits:
        used[d] += 1
        if used[d] > bank[d]:
            out.append(d)
    return tuple(out)


@dataclass(frozen=True)
class Valuation:
    """What a plan is worth: row options (with their values) and the bonus-track terms.

    The last round values points only (:data:`POINTS`); the bot adds the future
    worth of rows, of Bonus I and of free books (see :mod:`.policy`).
    """

    options: Callable[[str, Row], tuple[Option, ...]] = scoring_options
    bonus_iii: float = 5
    free_cost: float = 0  # per free book spent
    free_value: float = 0  # per free book earned
    bonus_i_value: float = 0  # for a first Sequence of 3


POINTS = Valuation()


def category_plans(ci: int, rows: tuple[Row, ...], bank: Seq[int], budget: int, max_deficit: int,
                   variant: str, valuation: Valuation = POINTS, *,
                   by_deficit: dict[tuple[int, ...], tuple[float, Plan]] | None = None,
                   track: Callable[[int, int], float] | None = None) -> list[CatPlan]:
    """Options on distinct rows of one category: (sorted digits, value, plan, threes, fours).

    At most ``budget`` digits, at most ``max_deficit`` of them missing from the bank;
    the value includes Bonus III when the plan fills the category; ``threes`` and
    ``fours`` count the rows scoring and full after the plan (the Bonus II track).

    With ``by_deficit``, the plans are not listed: that dict receives the best (value, plan) of
    each deficit, the first found on a tie (what :func:`round_plans` keeps of the list), each
    value plus ``track(threes, fours)`` when given.
    """
    category = CATEGORIES[ci]
    order, same, not_full, threes, scored = _rows_facts(category, rows)
    by_row: dict[Row, list[Option]] = {}
    stop = budget  # a full budget ends a branch, when every option books a digit (scoring ones do)
    for i in order:
        row = rows[i]
        if row not in by_row:
            here = by_row[row] = []
            for o in valuation.options(category, row):  # those within budget and deficit
                n = o.size
                if n > budget:
                    continue
                if n > max_deficit:  # else it cannot miss more (Option.missing, inline)
                    lacking = 0
                    for d, c in o.need:
                        if c > bank[d]:
                            lacking += c - bank[d]
                    if lacking > max_deficit:
                        continue
                if not n:
                    stop = -1
                here.append(o)
    # rows with no option here only ever skip: leaving them out lists the same plans in the same
    # order (identical rows have the same options, so they go or stay together)
    kept = [k for k in range(len(order)) if by_row[rows[order[k]]]]
    if len(kept) < len(order):
        order = tuple(order[k] for k in kept)
        same = tuple(same[k] for k in kept)
        scored = tuple(scored[k] for k in kept)
    opts = [by_row[rows[i]] for i in order]
    bonus = valuation.bonus_iii if bonus_iii_applies(category, variant) and not_full else 0
    fours = len(rows) - not_full
    out: list[CatPlan] = []
    need = [0] * 10
    picked: list[Part] = []
    lack: list[int] = []  # the picked digits beyond the bank (the deficit, unsorted)
    best = by_deficit
    end = len(order)

    def rec(k: int, size: int, missing: int, value: float, filled: int, new3: int, prev: int) -> None:
        if k == end or size == stop:  # at ``stop``, every row left can only skip
            if best is None:
                digits = tuple(sorted(d for _, _, o in picked for d in o.digits))
                out.append((digits, value + (bonus if filled == not_full else 0), tuple(picked),
                            threes + new3, fours + filled))
                return
            total = value + (bonus if filled == not_full else 0)
            if track is not None:
                total += track(threes + new3, fours + filled)
            key = tuple(sorted(lack)) if lack else ()
            found = best.get(key)
            if found is None or total > found[0]:
                best[key] = (total, tuple(picked))
            return
        rec(k + 1, size, missing, value, filled, new3, -1)
        here = opts[k]
        last = len(here) - 1
        limit = prev if same[k] else last
        old_scores = scored[k]
        row = order[k]
        for j in range(limit if limit < last else last, -1, -1):
            o = here[j]
            n = o.size
            if size + n > budget:
                continue
            extra = 0
            digits = o.digits
            for d in digits:
                need[d] += 1
                if need[d] > bank[d]:
                    extra += 1
                    lack.append(d)
            if missing + extra <= max_deficit:
                picked.append((ci, row, o))
                rec(k + 1, size + n, missing + extra, value + o.gain, filled + o.full,
                    new3 + (not old_scores and o.scores), j)
                picked.pop()
            for d in digits:
                need[d] -= 1
            if extra:
                del lack[-extra:]

    rec(0, 0, 0, 0, 0, 0, 10**9)
    return out


@lru_cache(maxsize=4096)  # a game's sheets, many times each; bounded for a long session of bots
def _rows_facts(category: str, rows: tuple[Row, ...]) -> tuple[tuple[int, ...], tuple[bool, ...], int, int,
                                                                tuple[bool, ...]]:
    """What the plans' search needs of a category's rows alone: their order (identical rows
    side by side), whether each is the same as the one before it, how many are not full, how
    many score, and whether each (in that order) scores."""
    order = tuple(sorted(range(len(rows)), key=lambda i: tuple(-1 if d is None else d for d in rows[i])))
    same = tuple(k > 0 and rows[order[k]] == rows[order[k - 1]] for k in range(len(order)))
    not_full = sum(not is_full(r) for r in rows)
    threes = sum(points(category, r) > 0 for r in rows)
    return order, same, not_full, threes, tuple(points(category, rows[i]) > 0 for i in order)


def _best_per_digits(plans: list[CatPlan]) -> list[CatPlan]:
    best: dict[tuple[int, ...], CatPlan] = {}
    for p in plans:
        if p[0] not in best or p[1] > best[p[0]][1]:
            best[p[0]] = p
    return list(best.values())


def free_potential(pos: Position, category: str) -> int:
    """How many free books this round could possibly use (held now or earnable)."""
    cap = max_free_books(pos.variant) - pos.free_used
    if cap <= 0 or (pos.free_books <= 0 and (category != SEQUENCE or not _earnable(pos.rows[0], pos.variant))):
        return 0
    return cap


@lru_cache(maxsize=4096)
def _earnable(seq: tuple[Row, ...], variant: str) -> bool:
    """Whether a Bonus II threshold not reached yet could be reached this round (a necessary
    check: the first free book of a round must come from at most 4 regular Sequence books)."""
    filled = [sum(d is not None for d in r) for r in seq]
    scoring = [points(SEQUENCE, r) > 0 for r in seq]
    need3 = 5 - sum(scoring)
    to_three = sorted(max(1, 3 - n) for n, sc in zip(filled, scoring, strict=True) if not sc)
    if need3 > 0 and sum(to_three[:need3]) <= 4:
        return True
    if variant == MODERN:
        need4 = 4 - sum(n == 4 for n in filled)
        if need4 > 0 and sum(sorted(4 - n for n in filled if n < 4)[:need4]) <= 4:
            return True
    return False


def order_books(pos: Position, ci: int, regular_left: int, plan: Plan) -> list[Step] | None:
    """A legal order for the plan's books (regular first, then free), or None if there is none."""
    mine = [(r, s, d) for c, r, o in plan if c == ci for s, d in o.placements]
    others = [(c, r, s, d) for c, r, o in plan if c != ci for s, d in o.placements]
    n_free = max(0, len(mine) - regular_left)
    if not others and n_free == 0:
        return [(ci, r, s, d, False) for r, s, d in mine]
    for free_idx in combinations(range(len(mine)), n_free):
        regular = [(ci, r, s, d, False) for i, (r, s, d) in enumerate(mine) if i not in free_idx]
        free = [(ci, *mine[i]) for i in free_idx] + others
        seq = list(pos.rows[0])
        if ci == 0:
            for _, r, s, d, _ in regular:
                seq[r] = place(seq[r], ((s, d),))
        for perm in permutations(free):
            if _free_ok(pos, tuple(seq), perm):
                return regular + [(c, r, s, d, True) for c, r, s, d in perm]
    return None


def _free_ok(pos: Position, seq: tuple[Row, ...], steps: Seq[tuple[int, int, int, int]]) -> bool:
    used = pos.free_used
    must = pos.must_sequence
    rows = list(seq)
    for c, r, s, d in steps:
        if earned(tuple(rows), pos.variant) - used < 1:
            return False
        if must and c != 0:
            return False
        if pos.variant == MODERN and used == 0:
            must = c != 0
        else:
            must = False
        if c == 0:
            rows[r] = place(rows[r], ((s, d),))
        used += 1
    return True


@lru_cache(maxsize=4096)
def _track_now(seq: tuple[Row, ...]) -> tuple[int, int]:
    """The Bonus II track of Sequence rows: how many score, how many are full."""
    return sum(points(SEQUENCE, r) > 0 for r in seq), sum(is_full(r) for r in seq)


def _earned(threes: int, fours: int, variant: str) -> int:
    return (threes >= 5) + (variant == MODERN and fours >= 4)


def round_plans(pos: Position, category: str, regular_left: int, max_deficit: int = 3,
                valuation: Valuation = POINTS) -> dict[tuple[int, ...], tuple[float, Plan]]:
    """Best (value, plan) for each deficit of at most ``max_deficit`` digits."""
    ci = CATEGORIES.index(category)
    potential = free_potential(pos, category)
    bank = pos.bank
    v = pos.variant
    threes0, fours0 = _track_now(pos.rows[0])
    now = _earned(threes0, fours0, v)
    track = ci == 0 and (valuation.free_value or valuation.bonus_i_value)

    def track_value(threes: int, fours: int) -> float:
        out = valuation.free_value * (min(_earned(threes, fours, v), max_free_books(v)) - now)
        if threes0 == 0 and threes > 0:
            out += valuation.bonus_i_value
        return out

    best: dict[tuple[int, ...], tuple[float, Plan]] = {}
    if not potential:
        category_plans(ci, pos.rows[ci], bank, regular_left, max_deficit, v, valuation, by_deficit=best,
                       track=track_value if track else None)
        return best
    mine = category_plans(ci, pos.rows[ci], bank, regular_left + potential, max_deficit, v, valuation)
    # free books outside the round's category: each category's plans, then pairs
    parts = [
        (_best_per_digits(category_plans(k, pos.rows[k], bank, potential, max_deficit, v, valuation))
         if k else category_plans(k, pos.rows[k], bank, potential, max_deficit, v, valuation))
        for k in range(3) if k != ci
    ]
    outside = []
    for a in parts[0]:
        for b in parts[1]:
            if len(a[0]) + len(b[0]) <= potential:
                in_seq = ci != 0 and bool(a[2])
                outside.append((tuple(sorted(a[0] + b[0])), a[1] + b[1], a[2] + b[2],
                                a[3] if in_seq else threes0, a[4] if in_seq else fours0, in_seq))
    held = pos.free_books
    modern = v == MODERN
    for digits, value, plan, threes, fours in mine:
        n_free_mine = max(0, len(digits) - regular_left)
        for o_digits, o_value, o_plan, o_threes, o_fours, o_seq in outside:
            n_free = n_free_mine + len(o_digits)
            if n_free > potential:
                continue
            total = value + o_value - valuation.free_cost * n_free
            t3, t4 = (threes, fours) if ci == 0 else (o_threes, o_fours)
            if valuation.free_value or valuation.bonus_i_value:
                total += track_value(t3, t4)
            key = deficit(tuple(sorted(digits + o_digits)), bank) if o_digits else deficit(digits, bank)
            if len(key) > max_deficit or (key in best and total <= best[key][0]):
                continue
            if n_free:
                if _earned(t3, t4, v) - pos.free_used < n_free:
                    continue  # cannot earn that many free books
                seq_free = (ci == 0 and n_free_mine > 0) or o_seq
                simple = held >= n_free and (seq_free or not (pos.must_sequence or (
                    modern and n_free == 2)))
                if not simple and order_books(pos, ci, regular_left, plan + o_plan) is None:
                    continue
            best[key] = (total, plan + o_plan)
    return best


def _rolls_with() -> dict[tuple[int, ...], tuple[int, ...]]:
    """Each sub-multiset a roll can pay for -> the rolls (indices into ROLLS) that hold it."""
    out: dict[tuple[int, ...], list[int]] = {}
    for i, (_, _, subs) in enumerate(ROLLS):
        for sub in subs:
            out.setdefault(sub, []).append(i)
    return {sub: tuple(rolls) for sub, rolls in out.items()}


_ROLLS_WITH = _rolls_with()


def gains_by_roll(best: dict[tuple[int, ...], tuple[float, Plan]]) -> list[float]:
    """For each of the 220 rolls (ROLLS order): the best value the roll can pay for (0: book nothing).
    Each deficit's value goes to the rolls that hold it (a few hundred steps, not every roll's
    every sub-multiset)."""
    empty = best.get(())  # every roll pays for the plans the bank alone pays for
    floor = empty[0] if empty is not None and empty[0] > 0 else 0.0
    out = [floor] * len(ROLLS)
    for key, (value, _) in best.items():
        if value > floor:
            for i in _ROLLS_WITH.get(key, ()):
                if value > out[i]:
                    out[i] = value
    return out


def category_odds(pos: Position, category: str) -> dict[str, float]:
    """Exact odds of ``category`` as the last round's choice (``pos`` before the roll)."""
    best = round_plans(pos, category, pos.book_limit(category))
    base = pos.score
    win = big = 0
    total = 0
    for (_, weight, _), g in zip(ROLLS, gains_by_roll(best), strict=True):
        final = base + g
        total += weight * final
        if final >= WIN_SCORE:
            win += weight
            if final >= BIG_WIN:
                big += weight
    return {"p_win": win / 1000, "p_105": big / 1000, "expected": total / 1000}


def best_steps(pos: Position) -> tuple[int, list[Step]]:
    """After the roll (``pos.category`` set): the books that maximise this round's points."""
    assert pos.category is not None
    ci = CATEGORIES.index(pos.category)
    best = round_plans(pos, pos.category, pos.regular_left, max_deficit=0)
    gain, plan = best.get((), (0, ()))
    steps = order_books(pos, ci, pos.regular_left, plan)
    assert steps is not None
    return gain, steps


def steps_to_books(steps: list[Step]) -> list[Book]:
    return [Book(d, CATEGORIES[c], r, s, free) for c, r, s, d, free in steps]
