"""Exact last-round analysis: the rule text's two strategy examples, and a brute-force cross-check.

Reconstructing the text's positions (its plain-text rendering lost layout):

First example ("Basic Guidelines"). Bank 7 8 0 / 7 2 9 / 0 8 9. Matching
0000, 111_, 222_; Ladder 3344, 5566; Sequence empty (no Bonus). The text says
Ladder leaves you "stuck at 90": the score before round 10 is 90 (20+15+15
+20+20), not the 95 the crossed-out track might suggest; the "lose at 95" is
90 plus the bank's 2 booked into 222_. Sequence books 789 (or 890) for exactly
100 whatever the roll; Matching wins on any 7/8/9/0, double 2, any triple
(105) or any 1 (111+1, 222+2: 100): 892/1000, 805 of them with 105.

Second example. Bank (rounds 7-9) 4 1 / 1 3 7 / 2 1 4 = 1 1 1 2 3 4 4 7.
Visible sheet: Sequence 678_ (Bonus I, as the text uses it), Matching 0000,
Ladder 2233. The text's claims fix the rest: the score is 80 ("stuck on 80");
Sequence (1234 with Bonus I: +15) and Matching (111: +15) reach at most 95; a
Ladder row holding 7 7 completes with double 6 or double 8 (the text names
"6677" and "7788": we take 77__, completed as 7766 or 7788). The missing 30
points come from rows the rendering dropped; we pick ones that give no other
way to 100: Sequence 901_ (10) and Matching 5555 (20).
"""

from __future__ import annotations

import random

import pytest

from similarium.games.simili.advisor import last_round
from similarium.games.simili.advisor.lastround import best_steps, category_odds, steps_to_books
from similarium.games.simili.advisor.position import Position
from similarium.games.simili.combos import CATEGORIES
from similarium.games.simili.game import Choose, Confirm, Roll

from .support import brute_best, brute_odds, position, random_small_position, rows

FIRST = position({"sequence": rows(), "matching": rows("0000", "111_", "222_"),
                  "ladder": rows("3344", "5566")}, [7, 8, 0, 7, 2, 9, 0, 8, 9])
SECOND = position({"sequence": rows("678_", "901_"), "matching": rows("0000", "5555"),
                   "ladder": rows("2233", "77__")}, [4, 1, 1, 3, 7, 2, 1, 4])


def test_first_example_scores_90_before_the_last_round():
    assert FIRST.total == 90 and not FIRST.bonus_i


def test_first_example_sequence_guarantees_the_win():
    odds = last_round(FIRST)
    assert odds["sequence"] == {"p_win": 1.0, "p_105": 0.0, "expected": 100.0}
    assert odds["recommended"] == "sequence"


def test_first_example_matching_89_2_and_80_5():
    odds = last_round(FIRST)["matching"]
    assert odds["p_win"] == pytest.approx(0.892) and odds["p_105"] == pytest.approx(0.805)


def test_first_example_ladder_is_futile():
    assert last_round(FIRST)["ladder"] == {"p_win": 0.0, "p_105": 0.0, "expected": 90.0}


def test_second_example():
    assert SECOND.total == 80 and SECOND.bonus_i
    odds = last_round(SECOND)
    assert odds["sequence"]["p_win"] == 0 and odds["sequence"]["expected"] == 95
    assert odds["matching"]["p_win"] == 0 and odds["matching"]["expected"] == 95
    assert odds["ladder"]["p_win"] == pytest.approx(0.056)  # 56/1000: double 6 or double 8
    assert odds["recommended"] == "ladder"


def test_second_example_after_a_double_six_books_the_ladder():
    game = SECOND.apply(Choose("ladder")).apply(Roll((6, 3, 6)))
    gain, steps = best_steps(Position.from_game(game))
    assert gain == 20
    for book in steps_to_books(steps):
        game = game.apply(book)
    assert game.apply(Confirm()).total == 100


@pytest.mark.parametrize("seed", range(12))
def test_exact_odds_match_brute_force(seed):
    rng = random.Random(seed)
    variant = "modern" if seed % 2 else "classic"
    game = random_small_position(rng, variant, empty=0.25)
    pos = Position.from_game(game)
    for c in CATEGORIES:
        assert category_odds(pos, c) == pytest.approx(brute_odds(game, c)), (c, game.sheet, game.bank)


@pytest.mark.parametrize("seed", range(40))
def test_best_books_reach_the_brute_force_maximum(seed):
    rng = random.Random(1000 + seed)
    variant = "modern" if seed % 2 else "classic"
    game = random_small_position(rng, variant, empty=0.3)
    for c in CATEGORIES:
        g = game.apply(Choose(c)).apply(Roll((rng.randrange(10), rng.randrange(10), rng.randrange(10))))
        best = brute_best(g, {})
        gain, steps = best_steps(Position.from_game(g))
        for book in steps_to_books(steps):
            g = g.apply(book)  # legal, in this order
        assert g.total == best == game.total + gain


@pytest.mark.parametrize("seed", range(16))
def test_bonus_ii_earned_during_the_round_matches_brute_force(seed):
    """Sequence rows one digit short: free books are earned and used in the very round."""
    rng = random.Random(5000 + seed)
    variant = "modern" if seed % 2 else "classic"
    game = random_small_position(rng, variant, empty=0.3, sequence_empty=0.22)
    pos = Position.from_game(game)
    for c in CATEGORIES:
        assert category_odds(pos, c) == pytest.approx(brute_odds(game, c)), (c, game.sheet, game.bank)


def test_gains_by_roll_gives_each_roll_its_best_affordable_deficit():
    """Each roll's gain is the best value among the deficits it holds as a sub-multiset (0 when
    none): the definition, roll by roll, against the table indexed by deficit."""
    import random
    from itertools import combinations

    from similarium.games.simili.advisor.lastround import ROLLS, gains_by_roll

    rng = random.Random(27)
    for _ in range(30):
        best = {}
        for _ in range(rng.randint(0, 12)):
            key = tuple(sorted(rng.randrange(10) for _ in range(rng.randint(0, 3))))
            best[key] = (rng.choice([0, -1, rng.randint(1, 40) + 0.5]), ())
        got = gains_by_roll(best)
        for (roll, _, _), g in zip(ROLLS, got, strict=True):
            subs = {tuple(sorted(c)) for k in range(4) for c in combinations(roll, k)}
            assert g == max([0.0, *(best[s][0] for s in subs if s in best)])


def test_plans_kept_by_deficit_are_those_the_listed_plans_give():
    """category_plans(by_deficit=...) keeps, for each deficit, the plan the full list's first best
    would be (Bonus III and the Bonus II track included), on the positions of played games."""
    from similarium.core.protocol import play
    from similarium.games.simili.advisor.lastround import category_plans, deficit
    from similarium.games.simili.advisor.policy import valuation
    from similarium.games.simili.protocol import RULES
    from similarium.games.simili.review import walk

    checked = 0
    for seed in (3, 4):
        end = play(RULES.new({}, seed, ["P1"]), {0: RULES.bots["greedy"]()})
        rounds = walk(end.log().to_json(), 0)[0].rounds
        for r in sorted(rounds):
            pos = Position.from_game(rounds[r].before)
            for ci in range(3):
                for max_deficit in (0, 1, 3):
                    val = valuation(max(1, 10 - pos.round))
                    track = (lambda t, f: 0.25 * t - 0.5 * f) if ci == 0 else None
                    listed = category_plans(ci, pos.rows[ci], pos.bank, 3, max_deficit, pos.variant, val)
                    expected: dict = {}
                    for digits, value, plan, threes, fours in listed:
                        if track is not None:
                            value += track(threes, fours)
                        key = deficit(digits, pos.bank)
                        if key not in expected or value > expected[key][0]:
                            expected[key] = (value, plan)
                    got: dict = {}
                    category_plans(ci, pos.rows[ci], pos.bank, 3, max_deficit, pos.variant, val,
                                   by_deficit=got, track=track)
                    assert got == expected
                    checked += 1
    assert checked > 100
