"""Round 9's exact category choice (:mod:`...advisor.roundnine`)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from similarium.games.simili.advisor.lastround import ROLLS, category_odds
from similarium.games.simili.advisor.playouts import FAST
from similarium.games.simili.advisor.policy import Policy, valuation
from similarium.games.simili.advisor.position import Position
from similarium.games.simili.advisor.roundnine import (
    NO_BANK,
    _winning,
    last_round_chances,
    policy_round_nine,
    round_nine_scores,
)
from similarium.games.simili.combos import CATEGORIES
from similarium.games.simili.game import Game, Options, draw_rolls

from .support import random_small_position
from .test_last_round import FIRST, SECOND

FAST_NINE = Policy(exact_nine=False)


def positions_before(round_no: int, seeds: range, variant: str) -> list[Position]:
    """Positions reached by the bot (without the round-9 search) before ``round_no``'s choice."""
    out = []
    for seed in seeds:
        pos = Position.from_game(Game.new(Options(variant=variant, seed=seed)))
        for roll in draw_rolls(seed)[: round_no - 1]:
            after = pos.rolled(FAST_NINE.choose(pos), roll)
            pos = after.after_books(FAST_NINE.books(after))
        out.append(pos)
    return out


def test_last_round_chances_of_the_rule_examples():
    # the sure win first (Sequence: 100 on every roll), not Matching's 89.2% / 80.5%
    assert last_round_chances(Position.from_game(FIRST)) == (1.0, 0.0)
    assert last_round_chances(Position.from_game(SECOND)) == (pytest.approx(0.056), 0.0)


@pytest.mark.parametrize("variant", ["classic", "modern"])
def test_last_round_chances_match_category_odds(variant):
    for pos in positions_before(10, range(1, 13), variant):
        best = max((category_odds(pos, c)["p_win"], category_odds(pos, c)["p_105"]) for c in CATEGORIES)
        assert last_round_chances(pos) == pytest.approx(best)
        for c in CATEGORIES:  # the ceiling bounds the points of every roll
            assert pos.score + _winning(replace(pos, bank=NO_BANK), c)[0] >= category_odds(pos, c)["expected"]


def _best_odds(pos: Position) -> tuple[float, float]:
    return max((category_odds(pos, c)["p_win"], category_odds(pos, c)["p_105"]) for c in CATEGORIES)


@pytest.mark.parametrize("variant", ["classic", "modern"])
def test_one_search_serves_every_bank(variant):
    # last_round_chances searches a sheet's plans once, whatever the bank (_winning), and finds
    # each bank's chances from what the bank lacks; category_odds searches anew for each bank
    rng = random.Random(27)
    sheets = positions_before(10, range(20, 32), variant)
    sheets += [Position.from_game(random_small_position(rng, variant, empty=0.3)) for _ in range(6)]
    checked = 0
    for sheet in sheets:
        for _ in range(8):
            bank = [0] * 10
            for _ in range(rng.randrange(0, 8)):
                bank[rng.randrange(10)] += 1
            pos = replace(sheet, bank=tuple(bank))
            assert last_round_chances(pos) == pytest.approx(_best_odds(pos)), (pos.rows, bank)
            checked += 0 < _best_odds(pos)[0] < 1
    assert checked >= 20  # enough positions that neither surely win nor surely lose


@pytest.mark.parametrize("variant", ["classic", "modern"])
def test_round_nine_choice_is_the_best_expected_chance(variant):
    for pos in positions_before(9, range(1, 6), variant):
        scores = round_nine_scores(pos, valuation(1))
        assert all(0.0 <= w <= 1.0 and 0.0 <= b <= w + 1e-12 for w, b in scores.values())
        assert scores[Policy().choose(pos)] == max(scores.values())


def test_a_won_game_stays_won():
    pos = replace(Position.from_game(FIRST), round=9)  # 90 points and 789 reachable: Sequence wins surely
    scores = round_nine_scores(pos, valuation(1))
    assert scores["sequence"][0] == 1.0
    assert Policy().choose(pos) in [c for c in CATEGORIES if scores[c][0] == 1.0]


def test_free_books_earnable_this_round():
    from similarium.games.simili.advisor.lastround import _earnable

    def seq(*rs):
        return tuple(tuple(None if ch == "_" else int(ch) for ch in r) for r in rs)

    assert _earnable(seq("123_", "234_", "345_", "456_", "56__"), "classic")  # one digit short
    assert not _earnable(seq("123_", "234_", "____", "____", "____"), "classic")  # 3 rows of 3: 9 digits
    assert _earnable(seq("123_", "234_", "345_", "5___", "6___"), "classic")  # 2 + 2 digits
    assert not _earnable(seq("1234", "2345", "3456", "____", "____"), "classic")
    assert _earnable(seq("1234", "2345", "3456", "____", "____"), "modern")  # 4x4: a fourth full row
    assert not _earnable(seq("123_", "234_", "345_", "____", "____"), "modern")


@pytest.mark.parametrize("variant", ["classic", "modern"])
def test_the_fast_policy_s_round_nine_is_its_mean_over_the_rolls(variant):
    # the review's round 9: each roll booked as the fast policy books it, then round 10's exact
    # chance; the plain way asks the policy on every roll, policy_round_nine only on ties
    asked = 0

    def books(rolled):
        nonlocal asked
        asked += 1
        return FAST.books(rolled)

    rng = random.Random(9)
    sheets = positions_before(9, range(40, 44), variant)
    sheets += [replace(Position.from_game(random_small_position(rng, variant, empty=0.4)), round=9) for _ in range(2)]
    for pos in sheets:
        got = policy_round_nine(pos, valuation(1, FAST.weights), books)
        for c in CATEGORIES:
            plain = sum(w * last_round_chances(pos.rolled(c, roll).after_books(FAST.books(pos.rolled(c, roll))))[0]
                        for roll, w, _ in ROLLS) / 1000
            assert got[c] == pytest.approx(plain, abs=1e-12), (c, pos.rows, pos.bank)
    assert 0 < asked < len(sheets) * len(ROLLS) * 3 // 2  # the policy asked on ties only
