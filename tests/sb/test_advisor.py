"""The advisor against brute force, the shipped threshold table, and query speed."""

import itertools
from fractions import Fraction

import pytest

from similarium.core.errors import IllegalMove
from similarium.games.sb.advisor import expected_advisor, expected_turn_score, threshold_advisor
from similarium.games.sb.build_table import SCALE, TABLE_PATH, load
from similarium.games.sb.rules import BASE_DICE, KEY_DICE, Dice, score_points, set_aside_options
from similarium.games.sb.solver import TurnSolver, threshold_utility


def brute(aside: Dice, u) -> Fraction:
    """Plain recursion over every ordered roll, using the rules' own option list (no memo, no tricks)."""
    stop = score_points(aside.base, aside.keys)
    nb, nk = BASE_DICE - len(aside.base), KEY_DICE - len(aside.keys)
    if nb == 0 and nk == 0:
        return Fraction(u(stop))
    total = Fraction(0)
    for faces in itertools.product(range(1, 7), repeat=nb + nk):
        roll = Dice(faces[:nb], faces[nb:])
        opts = [brute(aside + o.dice, u) for o in set_aside_options(roll)]
        total += max(opts, default=Fraction(u(0)))
    roll_value = total / 6 ** (nb + nk)
    return roll_value if stop is None else max(Fraction(u(stop)), roll_value)


POSITIONS = [
    "3,3,3,4,4 K2,K5",  # split, 3 Base dice left
    "1,1,1,1,1,6,6 K2,K5",  # 1 Base die left: rolling busts for sure
    "4,4,4,4,4 K4,K4",  # sandwich, full sandwich still possible
    "3,3,3,3,3,3 K2",  # one Key aside, 2 Base dice + 1 Key to roll
    "5,5,5,5,5,2,2",  # no Key aside, 1 Base die + 2 Keys
    "2,2,2,2,2,2,2,2",  # only the Keys to roll
    "3,3,4,4,5,5,5 K1",
]


@pytest.mark.parametrize("text", POSITIONS)
def test_expected_value_matches_brute_force(text):
    aside = Dice.parse(text)
    assert float(brute(aside, lambda s: s)) == pytest.approx(expected_advisor().evaluate(aside).value, abs=1e-9)


@pytest.mark.parametrize("text", POSITIONS[:4])
@pytest.mark.parametrize("t", [4, 9, 20])
def test_threshold_value_matches_brute_force(text, t):
    aside = Dice.parse(text)
    exact = float(brute(aside, lambda s: 1 if s >= t else 0))
    solver = TurnSolver(threshold_utility(t))
    from similarium.games.sb.advisor import Advisor

    assert Advisor(solver).evaluate(aside).value == pytest.approx(exact, abs=1e-12)
    assert threshold_advisor(t).evaluate(aside).value == pytest.approx(exact, abs=1 / SCALE)


def test_whole_turn_expected_score():
    assert expected_turn_score() == pytest.approx(8.3177, abs=1e-4)
    v = expected_advisor().evaluate(Dice())
    assert v.stop is None and v.roll == v.value and v.best == "roll"


def test_state_values_stop_and_roll():
    a = expected_advisor()
    full = a.evaluate(Dice.parse("3,3,3,3,3,3,5,5 K2,K6"))
    assert (full.stop, full.roll, full.value, full.best) == (20, None, 20, "stop")
    one_left = a.evaluate(Dice.parse("1,1,1,1,1,6,6 K2,K5"))
    assert one_left.stop == 7 and one_left.roll == 0 and one_left.best == "stop"
    assert a.evaluate(Dice.parse("K3")).stop is None
    with pytest.raises(IllegalMove):
        a.evaluate(Dice.parse("3 K2"))  # a single Base die cannot be aside
    with pytest.raises(IllegalMove):
        a.evaluate(Dice.parse("1,1,1,1,1,1,1,1,1"))


def test_options_ranked_and_consistent():
    a = expected_advisor()
    aside, roll = Dice(), Dice.parse("1,1,2,3,3,4,5,5 K2,K6")
    opts = a.options(aside, roll)
    assert len(opts) == len(set_aside_options(roll)) == 10
    assert [o.value for o in opts] == sorted((o.value for o in opts), reverse=True)
    assert a.best_set_aside(aside, roll) == opts[0].action
    # the roll value is the probability-weighted best option over all outcomes
    assert a.option_value(aside, roll, opts[0].action) == opts[0].value


def test_shipped_threshold_table_is_current():
    keys, tables = load(TABLE_PATH.read_bytes())
    assert len(tables) == 40
    for t in (1, 13, 27, 40):
        solver = TurnSolver(threshold_utility(t))
        solver.solve_all()
        assert sorted(solver._roll) == keys
        assert max(abs(solver._roll[k] - v / SCALE) for k, v in zip(keys, tables[t], strict=True)) <= 0.5 / SCALE + 1e-12


def test_options_rank_every_legal_set_aside_of_a_full_roll():
    """All legal set-asides of the example's first roll are valued, best first (speed is the
    benchmark's job, not a test's)."""
    a = expected_advisor()
    roll = Dice.parse("1,1,2,3,3,4,5,5 K2,K6")
    options = a.options(Dice(), roll)
    assert len(options) == len(set_aside_options(roll))
    values = [o.value for o in options]
    assert values == sorted(values, reverse=True)
    assert threshold_advisor(17).options(Dice(), roll)


@pytest.mark.parametrize("utility", [
    list(range(41)),  # the expected points
    threshold_utility(17),
    [min(1.0, (k / 37) ** 0.5) for k in range(41)],  # concave: a safe score first
    [0.0] * 30 + [0.5] * 5 + [1.0] * 6,  # a race's last turn: a tie, then a win
])
def test_the_compiled_turn_gives_the_recursion_s_values_to_the_bit(utility):
    """solve_all's one pass over the states found once (what the review and the hint use) equals
    the memoised recursion on every state: the same arithmetic in the same order."""
    lazy, compiled = TurnSolver(utility), TurnSolver(utility)
    lazy.roll(0, BASE_DICE, 0)
    compiled.solve_all()
    assert compiled._roll == lazy._roll  # every key, every float exactly
    assert len(compiled._roll) == 8988


@pytest.mark.parametrize("text", POSITIONS[:4])
def test_the_compiled_turn_matches_brute_force(text):
    aside = Dice.parse(text)
    exact = float(brute(aside, lambda s: 1 if s >= 9 else 0))
    solver = TurnSolver(threshold_utility(9))
    solver.solve_all()
    from similarium.games.sb.advisor import Advisor

    assert Advisor(solver).evaluate(aside).value == pytest.approx(exact, abs=1e-12)
