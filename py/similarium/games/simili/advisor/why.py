"""SIMILI's hint, said with a reason (issue 27, item 3): the recommendation, its value, and one
catalogue sentence on what the choice keeps open and what it risks.

The values come from ONE function, :func:`category_values` (today the page's playouts or round
10's exact odds; a better value model plugs in there and nothing else changes). The reason and
the consistency rule depend only on the position and on those values:

* the choices are shown best first, by win chance (then 105+, then the expected score: the
  stated tie-break), at the precision they have (exact: 0.1 point; estimated: whole points,
  with the 95% interval);
* when the first two are equal within the noise (the paired interval of their difference
  contains 0), a note says so and names the tie-break; the recommendation is still the first
  one shown, never another category.

The reason is computed from the position, exactly: over the 1000 rolls, how many let the
category score this round (with the best booking of each), which single digits open a
scoring booking, and in round 10 how many rolls reach 100.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from similarium.core.advice import Advice, Choice, Reason
from similarium.games.simili.combos import CATEGORIES
from similarium.games.simili.game import ROUNDS, Book
from similarium.games.simili.sheet import WIN_SCORE

from .hints import Z95
from .lastround import ROLL_WEIGHTS, gains_by_roll, round_plans
from .position import Position

TEXTS = "similarium.games.simili.advice_texts"  # the reasons' texts (``advice.simili.*``)


@dataclass(frozen=True)
class CategoryValue:
    """One category's value as this round's choice: P(final >= 100), P(final >= 105), the
    expected final score, whether exact, and the half-width of P(final >= 100)'s 95% interval."""

    p_win: float
    p_105: float
    expected: float
    exact: bool
    half_width: float = 0.0
    expected_half_width: float = 0.0


def category_values(hint: Mapping) -> dict[str, CategoryValue]:
    """THE value function of the hint: each category's value, from the advisor's hint (the
    playouts' or round 10's exact figures). Swap a better model in here."""
    out = {}
    for c in CATEGORIES:
        o = hint[c]
        ci = o.get("p_win_ci95")
        half = (ci[1] - ci[0]) / 2 if ci and not o.get("exact") else 0.0
        out[c] = CategoryValue(o["p_win"], o.get("p_105", 0.0), o.get("expected", 0.0), bool(o.get("exact")),
                               half, Z95 * o.get("expected_se", 0.0))
    return out


@dataclass(frozen=True)
class Open:
    """What a category keeps open this round, exactly, over the 1000 rolls."""

    rolls: int  # rolls in 1000 that let it score this round
    digits: tuple[int, ...]  # single digits that open a scoring booking (the bank alone does not)
    from_bank: bool  # the bank already pays for points, whatever the roll
    reach: int  # rolls in 1000 that reach 100 this round


def what_is_open(pos: Position, category: str) -> Open:
    best = round_plans(pos, category, pos.book_limit(category))
    gains = gains_by_roll(best)
    rolls = sum(w for w, g in zip(ROLL_WEIGHTS, gains, strict=True) if g > 0)
    reach = sum(w for w, g in zip(ROLL_WEIGHTS, gains, strict=True) if pos.score + g >= WIN_SCORE)
    now = best.get((), (0.0, ()))[0]
    digits = tuple(sorted(k[0] for k, (v, _) in best.items() if len(k) == 1 and v > max(now, 0.0)))
    return Open(rolls, digits, now > 0, reach)


def per_100(rolls_in_1000: int) -> int:
    return round(rolls_in_1000 / 10)


def choose_advice(pos: Position, values: Mapping[str, CategoryValue],
                  paired_half: Mapping[str, float] | None = None) -> Advice:
    """The hint before the roll. ``paired_half[c]``: half-width of the 95% interval of
    (first shown - ``c``) measured on the same playouts; without it the two intervals add up."""
    exact = all(v.exact for v in values.values())
    same_wins = not exact and len({v.p_win for v in values.values()}) == 1 and \
        all(v.p_win in (0.0, 1.0) for v in values.values())
    unit = "points" if same_wins else "p_win"
    order = sorted(CATEGORIES, key=lambda c: (values[c].p_win, values[c].p_105, values[c].expected), reverse=True)
    if unit == "points":
        order = sorted(CATEGORIES, key=lambda c: values[c].expected, reverse=True)

    def choice(c: str) -> Choice:
        v = values[c]
        if unit == "points":
            return Choice(c, v.expected, round(v.expected, 1), v.expected_half_width,
                          {"p_105": v.p_105, "expected": v.expected, "exact": v.exact})
        digits = 3 if v.exact else 2
        return Choice(c, v.p_win, round(v.p_win, digits), v.half_width,
                      {"p_105": v.p_105, "expected": v.expected, "exact": v.exact})

    choices = tuple(choice(c) for c in order)
    top, second = choices[0], choices[1]
    note = None
    if not exact:
        half = (paired_half or {}).get(second.id)
        if half is None or math.isnan(half):
            half = top.half_width + second.half_width
        gap = top.value - second.value
        if gap <= half:
            scale = 100 if unit == "p_win" else 1
            note = Reason(f"advice.simili.close.{unit}", {"category": top.id, "rival": second.id,
                                                          "gap": round(scale * gap, 1), "half": round(scale * half, 1)})
    return Advice(top.id, unit, choices, _choose_reason(pos, top.id, second.id, unit, values, note is not None), note)


def _choose_reason(pos: Position, best: str, rival: str, unit: str, values: Mapping[str, CategoryValue],
                   close: bool) -> Reason:
    if unit == "points":
        code = "advice.simili.won" if values[best].p_win >= 1.0 else "advice.simili.lost"
        return Reason(code, {"category": best, "expected": round(values[best].expected, 1)})
    mine, theirs = what_is_open(pos, best), what_is_open(pos, rival)
    common = {"category": best, "rival": rival}
    if pos.round >= ROUNDS:
        return Reason("advice.simili.reach", {**common, "rolls": per_100(mine.reach), "rival_rolls": per_100(theirs.reach)})
    if mine.rolls < theirs.rolls:
        return Reason("advice.simili.even" if close else "advice.simili.later", {**common, "rolls": per_100(mine.rolls),
                                              "rival_rolls": per_100(theirs.rolls), "left": ROUNDS - pos.round})
    if mine.from_bank:
        return Reason("advice.simili.bank", {**common, "rival_rolls": per_100(theirs.rolls)})
    if mine.digits:
        return Reason("advice.simili.open", {**common, "digits": list(mine.digits), "rolls": per_100(mine.rolls),
                                             "rival_rolls": per_100(theirs.rolls)})
    return Reason("advice.simili.nothing", {**common, "left": ROUNDS - pos.round})


def book_reason(pos: Position, books: Sequence[Book], gain: int, best: int,
                nine: tuple[float, float] | None = None) -> Reason:
    """Why the advisor books ``books`` after the roll (``gain`` points now, ``best`` the most the
    roll allows): the last round takes every point; before, the bot may keep rows open. In round
    8, ``nine``: round 9's chance to reach 100 after this booking and after the one worth the
    most points (the bot's round-9 search, which chose it)."""
    if pos.round >= ROUNDS:
        final = pos.score + gain
        return Reason("advice.simili.book.last" if final >= WIN_SCORE else "advice.simili.book.last_short",
                      {"gain": gain, "score": final})
    if not books:
        return Reason("advice.simili.book.none", {"left": ROUNDS - pos.round})
    if gain >= best:
        return Reason("advice.simili.book.most", {"gain": gain})
    if nine is not None and nine[0] > nine[1]:
        return Reason("advice.simili.book.round_nine", {"gain": gain, "best": best, "chance": round(100 * nine[0]),
                                                        "rival": round(100 * nine[1])})
    return Reason("advice.simili.book.keep", {"gain": gain, "best": best, "left": ROUNDS - pos.round})
