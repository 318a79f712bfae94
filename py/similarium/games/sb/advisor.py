"""The exact SB advisor: optimal expected turn score, and the best set-aside for any roll.

* :func:`expected_advisor` -- risk-neutral: maximise the expected turn score.
  Its table (8,988 states) is computed on first use, ~0.45 s on CPython.
* :func:`threshold_advisor` -- maximise P(turn score >= t), t = 1..40, read
  from the shipped ``thresholds.bin`` (see :mod:`.build_table`).

A position is the moment between two rolls: the dice set aside (a
:class:`~.rules.Dice`). Every query is then a few dictionary look-ups.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from similarium.core.cli_input import shown

from .messages import illegal
from .rules import BASE_DICE, KEY_DICE, Dice, SetAside, check_set_aside, set_aside_options
from .solver import TurnSolver, counts_of, key_code, pack


@dataclass(frozen=True)
class StateValue:
    """Values of a position between rolls, in the advisor's unit (points, or probability)."""

    stop: float | None  # None: stopping not allowed (a Key is not set aside)
    roll: float | None  # None: nothing left to roll
    value: float  # the larger of the two

    @property
    def best(self) -> str:
        if self.roll is None:
            return "stop"
        if self.stop is None:
            return "roll"
        return "stop" if self.stop >= self.roll else "roll"


@dataclass(frozen=True)
class OptionValue:
    """A legal set-aside from a roll and the value of the position it leads to."""

    action: SetAside
    value: float
    then: str  # "stop", "roll": what optimal play does next


def check_position(aside: Dice) -> None:
    """Raise IllegalMove unless ``aside`` can be the dice set aside between two rolls."""
    if len(aside.base) > BASE_DICE or len(aside.keys) > KEY_DICE:
        raise illegal("sb.too_many_dice", aside=shown(str(aside)))
    singles = [f + 1 for f, c in enumerate(counts_of(aside.base)) if c == 1]
    if singles:
        raise illegal("sb.aside_in_groups", value=singles[0])


class Advisor:
    """Answers for one utility of the turn score (see :class:`.solver.TurnSolver`)."""

    def __init__(self, solver: TurnSolver, unit: str = "points") -> None:
        self.solver = solver
        self.unit = unit

    def _state(self, aside: Dice) -> tuple[int, int, int]:
        return pack(counts_of(aside.base)), BASE_DICE - len(aside.base), key_code(aside.keys)

    def evaluate(self, aside: Dice) -> StateValue:
        """Stop, roll and optimal value of the position with ``aside`` set aside."""
        check_position(aside)
        code, n, kc = self._state(aside)
        stop = self.solver.stop(code, kc)
        roll = None if n == 0 and kc >= 7 else self.solver.roll(code, n, kc)
        value = max(v for v in (stop, roll) if v is not None)
        return StateValue(stop, roll, value)

    def options(self, aside: Dice, roll: Dice) -> list[OptionValue]:
        """Every legal set-aside from ``roll``, best first (ties: fewer dice set aside first)."""
        check_position(aside)
        if len(roll.base) + len(aside.base) != BASE_DICE or len(roll.keys) + len(aside.keys) != KEY_DICE:
            raise illegal("sb.roll_does_not_fit", roll=shown(str(roll)), aside=shown(str(aside)))
        out = []
        for action in set_aside_options(roll):
            v = self.evaluate(aside + action.dice)
            out.append(OptionValue(action, v.value, v.best))
        out.sort(key=lambda o: (-o.value, len(o.action.dice), o.action.keys, o.action.base))
        return out

    def best_set_aside(self, aside: Dice, roll: Dice) -> SetAside:
        """The optimal set-aside (raises IllegalMove on a bust: there is none)."""
        options = self.options(aside, roll)
        if not options:
            raise illegal("sb.bust", roll=str(roll))
        return options[0].action

    def option_value(self, aside: Dice, roll: Dice, action: SetAside) -> float:
        """Value of one set-aside (raises IllegalMove if it is not legal)."""
        check_set_aside(roll, action)
        return self.evaluate(aside + action.dice).value


@lru_cache(maxsize=1)
def expected_advisor() -> Advisor:
    """Risk-neutral advisor (exact expected points); the table is built on the first call."""
    solver = TurnSolver()
    solver.solve_all()
    return Advisor(solver, "points")


def expected_turn_score() -> float:
    """Expected score of a whole turn under optimal play (8.3177...)."""
    return expected_advisor().evaluate(Dice()).value


@lru_cache(maxsize=1)
def _threshold_table() -> tuple[list[int], dict]:
    from .build_table import TABLE_PATH, load

    return load(TABLE_PATH.read_bytes())


@lru_cache(maxsize=64)
def threshold_advisor(t: int) -> Advisor:
    """Advisor maximising P(turn score >= t) (probabilities to 1/65535, from ``thresholds.bin``)."""
    from .build_table import SCALE
    from .solver import threshold_utility

    solver = TurnSolver(threshold_utility(max(0, min(t, 40))))
    if 1 <= t <= 40:
        keys, tables = _threshold_table()
        solver._roll.update(zip(keys, (v / SCALE for v in tables[t]), strict=True))
    return Advisor(solver, "probability")


def warm_up() -> None:
    """Build/load every table now (page load), then move them out of the garbage collector's
    sight (``gc.freeze``) so that later collections do not pause a decision for ~100 ms."""
    import gc

    expected_advisor()
    _threshold_table()
    gc.collect()
    gc.freeze()
