"""Round 9's exact category choice (:mod:`...advisor.roundnine`)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from similarium.games.simili.advisor.lastround import category_odds
from similarium.games.simili.advisor.policy import Policy, valuation
from similarium.games.simili.advisor.position import Position
from similarium.games.simili.advisor.roundnine import (
    NO_BANK,
    _ceiling,
    last_round_chances,
    round_nine_scores,
)
from similarium.games.simili.combos import CATEGORIES
from similarium.games.simili.game import Game, Options, draw_rolls

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
            assert pos.score + _ceiling(replace(pos, bank=NO_BANK), c) >= category_odds(pos, c)["expected"]


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
