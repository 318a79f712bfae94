"""The SB turn solver: optimal play of one turn for a utility of the turn score.

State between two rolls = the set-aside Base dice as counts per face + the
set-aside Keys. The roll value of a state is the expectation, over the
outcomes of the dice left, of the best set-aside; the value of a state is
the roll value, or the larger of stop and roll once both Keys are aside.

Tricks that make the full table cheap (0.26 s CPython for all states by the recursion; 0.06 s
by :meth:`TurnSolver.solve_all`'s one pass over the states found once, :class:`_Turn`):

* A roll is Base dice and Keys thrown independently, and the player takes
  either Keys or groups, so ``best = max(X(keys rolled), Y(base rolled))``
  and ``E[max(X, Y)]`` is computed from the two distributions (Y sorted,
  prefix sums) instead of over the product of outcomes.
* Only values rolled twice or more can form groups: Base outcomes are
  folded into *patterns* (counts of 1 set to 0) with summed probabilities.
* A bust is "no option": counted as the utility of a 0-point turn, which is
  never more than any option (utilities are non-decreasing in the score).
* Counts are packed in one int (base 9), so adding a group is one addition.
"""

from __future__ import annotations

import array
import bisect
import functools
import itertools
from collections import defaultdict
from collections.abc import Iterable, Sequence
from math import factorial

from .rules import BASE_DICE, MAX_TURN_SCORE, score_points

POW9 = tuple(9**i for i in range(6))


def pack(counts: Sequence[int]) -> int:
    return sum(c * p for c, p in zip(counts, POW9, strict=True))


def unpack(code: int) -> tuple[int, ...]:
    return tuple((code // p) % 9 for p in POW9)


def counts_of(base: Sequence[int]) -> tuple[int, ...]:
    return tuple(sum(1 for v in base if v == f) for f in range(1, 7))


def key_code(keys: Sequence[int]) -> int:
    """0 = no Key aside; a = one Key a; 7*a + b (a <= b) = both."""
    ks = sorted(keys)
    if not ks:
        return 0
    if len(ks) == 1:
        return ks[0]
    return 7 * ks[0] + ks[1]


def key_values(code: int) -> tuple[int, ...]:
    if code == 0:
        return ()
    if code < 7:
        return (code,)
    return (code // 7, code % 7)


def _patterns(n: int) -> list[tuple[float, tuple[int, ...], tuple[int, ...]]]:
    """Outcomes of ``n`` Base dice folded into group patterns: (probability, choices, choice sizes)."""
    agg: dict[tuple[int, ...], float] = defaultdict(float)
    for counts in itertools.product(range(n + 1), repeat=6):
        if sum(counts) != n:
            continue
        ways = factorial(n)
        for c in counts:
            ways //= factorial(c)
        agg[tuple(c if c >= 2 else 0 for c in counts)] += ways / 6**n
    out = []
    for pattern, p in sorted(agg.items()):
        choices, sizes = [], []
        for pick in itertools.product(*[[0, *range(2, c + 1)] for c in pattern]):
            if any(pick):
                choices.append(pack(pick))
                sizes.append(sum(pick))
        out.append((p, tuple(choices), tuple(sizes)))
    return out


PATTERNS = [_patterns(n) for n in range(BASE_DICE + 1)]


def _key_outcomes(code: int) -> list[tuple[float, tuple[int, ...]]]:
    """Outcomes of the Keys still to roll: (probability, key codes reachable by a set-aside)."""
    held = key_values(code)
    if len(held) == 2:
        return []
    if len(held) == 1:
        return [(1 / 6, (key_code(held + (v,)),)) for v in range(1, 7)]
    out = []
    for a in range(1, 7):
        for b in range(a, 7):
            codes = {key_code((a,)), key_code((b,)), key_code((a, b))}
            out.append(((1 if a == b else 2) / 36, tuple(sorted(codes))))
    return out


KEY_OUTCOMES = {code: _key_outcomes(code) for code in range(49)}


class TurnSolver:
    """Memoised optimal values for ``utility[points]`` (non-decreasing, indexed 0..40)."""

    def __init__(self, utility: Sequence[float] | None = None) -> None:
        u = list(range(MAX_TURN_SCORE + 1)) if utility is None else list(utility)
        if len(u) != MAX_TURN_SCORE + 1 or any(a > b for a, b in zip(u, u[1:], strict=False)):
            raise ValueError("utility must be 41 non-decreasing numbers (points 0..40)")
        self.utility = u
        self.bust = u[0]
        self._roll: dict[int, float] = {}
        self._score: dict[int, int] = {}

    def points(self, code: int, kcode: int) -> int:
        key = code * 64 + kcode
        s = self._score.get(key)
        if s is None:
            counts = unpack(code)
            base = [f + 1 for f, c in enumerate(counts) for _ in range(c)]
            s = self._score[key] = score_points(base, key_values(kcode))  # type: ignore[assignment]
        return s  # type: ignore[return-value]

    def stop(self, code: int, kcode: int) -> float | None:
        return self.utility[self.points(code, kcode)] if kcode >= 7 else None

    def value(self, code: int, n: int, kcode: int) -> float:
        """Value between rolls (``n`` Base dice left) under optimal play."""
        if kcode >= 7:
            s = self.utility[self.points(code, kcode)]
            if n == 0:
                return s
            r = self.roll(code, n, kcode)
            return s if s >= r else r
        return self.roll(code, n, kcode)

    def roll(self, code: int, n: int, kcode: int) -> float:
        """Expected utility of rolling the dice left, then playing optimally."""
        memo_key = code * 64 + kcode
        r = self._roll.get(memo_key)
        if r is not None:
            return r
        bust, value = self.bust, self.value
        ys: list[tuple[float, float]] = []
        for p, choices, sizes in PATTERNS[n]:
            best = bust
            for c, k in zip(choices, sizes, strict=True):
                v = value(code + c, n - k, kcode)
                if v > best:
                    best = v
            ys.append((best, p))
        ys.sort()
        vals = [y for y, _ in ys]
        cum_p, cum_py = [0.0], [0.0]
        for y, p in ys:
            cum_p.append(cum_p[-1] + p)
            cum_py.append(cum_py[-1] + p * y)
        key_outcomes = KEY_OUTCOMES[kcode] or [(1.0, ())]
        total = 0.0
        for p, codes in key_outcomes:
            x = bust
            for kc in codes:
                v = value(code, n, kc)
                if v > x:
                    x = v
            i = bisect.bisect_right(vals, x)
            total += p * (x * cum_p[i] + cum_py[-1] - cum_py[i])
        self._roll[memo_key] = total
        return total

    def solve_all(self) -> None:
        """Fill the memo from the start of a turn (every reachable state): by the compiled turn
        (:func:`_compiled`), the same arithmetic in the same order as :meth:`roll`'s recursion,
        so the same values to the bit, without a call or a look-up a state."""
        if not self._roll:
            self._roll = _compiled().solve(self.utility)
        else:  # some values given (a shipped table): the recursion reads them
            self.roll(0, BASE_DICE, 0)


class _Turn:
    """Every state a turn can reach, children before parents (the order :meth:`TurnSolver.roll`
    finishes them in). A slot holds a state's value (:meth:`TurnSolver.value`); a rolled state
    also has a roll value. What does not depend on the utility (the states, the patterns'
    children, the points a stop scores) is found once here; :meth:`solve` is one pass."""

    def __init__(self) -> None:
        self.points: list[int] = []  # per slot: the points a stop scores, -1 when it cannot stop
        self.rolled: list[tuple[int, int, tuple, tuple]] = []  # (memo key, slot, patterns, keys)
        slots: dict[tuple[int, int, int], int] = {}
        scores: dict[int, int] = {}

        def slot(code: int, n: int, kcode: int) -> int:
            found = slots.get((code, n, kcode))
            if found is not None:
                return found
            if kcode >= 7 and n == 0:
                return new_slot(code, n, kcode)
            pats = tuple((p, tuple(slot(code + c, n - k, kcode) for c, k in zip(choices, sizes, strict=True)))
                         for p, choices, sizes in PATTERNS[n])
            keys = tuple((p, tuple(slot(code, n, kc) for kc in codes))
                         for p, codes in (KEY_OUTCOMES[kcode] or [(1.0, ())]))
            i = new_slot(code, n, kcode)
            self.rolled.append((code * 64 + kcode, i, pats, keys))
            return i

        def new_slot(code: int, n: int, kcode: int) -> int:
            i = slots[(code, n, kcode)] = len(self.points)
            if kcode >= 7:
                key = code * 64 + kcode
                if key not in scores:
                    base = [f + 1 for f, c in enumerate(unpack(code)) for _ in range(c)]
                    scores[key] = score_points(base, key_values(kcode))
                self.points.append(scores[key])
            else:
                self.points.append(-1)
            return i

        slot(0, BASE_DICE, 0)

    def solve(self, utility: Sequence[float]) -> dict[int, float]:
        """Every rolled state's roll value (memo key -> value) for ``utility``. The loop repeats
        :meth:`TurnSolver.roll`'s arithmetic line for line (so the values are the same to the
        bit): a helper shared by both was measured 50% slower here, 25% in the recursion."""
        bust = utility[0]
        value = [utility[p] if p >= 0 else 0.0 for p in self.points]  # stops; rolls filled below
        points = self.points
        out: dict[int, float] = {}
        right = bisect.bisect_right
        for memo_key, i, pats, keys in self.rolled:
            ys = []
            for p, children in pats:
                best = bust
                for c in children:
                    v = value[c]
                    if v > best:
                        best = v
                ys.append((best, p))
            ys.sort()
            vals = [y for y, _ in ys]
            cum_p, cum_py = [0.0], [0.0]
            for y, p in ys:
                cum_p.append(cum_p[-1] + p)
                cum_py.append(cum_py[-1] + p * y)
            total = 0.0
            for p, children in keys:
                x = bust
                for c in children:
                    v = value[c]
                    if v > x:
                        x = v
                j = right(vals, x)
                total += p * (x * cum_p[j] + cum_py[-1] - cum_py[j])
            out[memo_key] = total
            if points[i] >= 0:
                s = value[i]
                value[i] = s if s >= total else total
            else:
                value[i] = total
        return out


@functools.lru_cache(maxsize=1)
def _compiled() -> _Turn:
    return _Turn()


def compile_turn() -> None:
    """Find the turn's states now (0.3 s on the host, once a process), e.g. while a page shows
    progress, rather than in the first :meth:`TurnSolver.solve_all`."""
    _compiled()


def threshold_utility(t: int) -> list[float]:
    """Utility of "score at least t points this turn"."""
    return [1.0 if s >= t else 0.0 for s in range(MAX_TURN_SCORE + 1)]


def roll_values(policies: Iterable[tuple[Sequence[float], float]], scale: int) -> tuple[list[int], array.array]:
    """The body of a shipped table of turn policies (``thresholds.bin``, ``caps.bin``): the
    sorted state keys, then for each ``(utility, top)`` in turn every key's roll value under the
    play that maximises ``utility``, as a fraction of ``top``, times ``scale`` rounded (uint16)."""
    keys = None
    values = array.array("H")
    for utility, top in policies:
        solver = TurnSolver(utility)
        solver.solve_all()
        if keys is None:
            keys = sorted(solver._roll)
        values.extend(round(solver._roll[k] / top * scale) for k in keys)
    assert keys is not None
    return keys, values
