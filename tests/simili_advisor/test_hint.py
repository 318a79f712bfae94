"""The UI's API: ``hint`` before and after the roll, ``last_round``; speed."""

from __future__ import annotations

import random

from similarium.games.simili.advisor import hint, last_round
from similarium.games.simili.advisor.hints import Estimate
from similarium.games.simili.advisor.lastround import category_odds
from similarium.games.simili.advisor.position import Position
from similarium.games.simili.combos import CATEGORIES
from similarium.games.simili.game import Book, Choose, Game, Options, Roll

from .support import random_small_position
from .test_last_round import FIRST, SECOND


def test_hint_in_round_10_is_exact():
    h = hint(FIRST)
    assert h["exact"] and h["recommended"] == "sequence"
    assert h["matching"]["p_win"] == 0.892


def test_hint_before_round_10_estimates_with_intervals():
    game = Game.new(Options(variant="classic", seed=3))
    h = hint(game, playouts=20)
    assert not h["exact"] and h["recommended"] in CATEGORIES and h["bot_choice"] in CATEGORIES
    for c in CATEGORIES:
        odds = h[c]
        assert odds["playouts"] == 20
        lo, hi = odds["p_win_ci95"]
        assert 0 <= lo <= odds["p_win"] <= hi <= 1 and odds["p_win_se"] >= 0
        assert odds["p_105"] <= odds["p_win"] and odds["expected"] > 0
    est = Estimate(Position.from_game(game), 20)  # the page's figures: the chance over the tenth roll
    est.step(20)
    assert {c: h[c] for c in CATEGORIES} == est.chance_odds() != est.odds()


def test_hint_is_reproducible_with_a_fixed_seed():
    game = Game.new(Options(variant="modern", seed=11))
    assert hint(game, playouts=8) == hint(game, playouts=8)


def test_hint_after_the_roll_recommends_books():
    game = SECOND.apply(Choose("ladder")).apply(Roll((8, 8, 1)))
    h = hint(game)
    assert h["books"] == [Book(8, "ladder", 1, 2), Book(8, "ladder", 1, 3)] or h["points_after"] == 100
    assert h["points_after"] == 100


def test_hint_playouts_follow_the_requested_count():
    """Speed is the benchmark's job (``make bench``); here: the budget in playouts is honoured."""
    game = Game.new(Options(variant="classic", seed=5))
    h = hint(game, playouts=12)
    assert all(h[c]["playouts"] == 12 for c in CATEGORIES)


def test_last_round_odds_are_consistent_on_random_positions():
    rng = random.Random(3)
    for i in range(60):
        game = random_small_position(rng, "modern" if i % 2 else "classic", empty=0.7)
        pos = Position.from_game(game)
        for c in CATEGORIES:
            odds = category_odds(pos, c)
            assert 0.0 <= odds["p_105"] <= odds["p_win"] <= 1.0
            assert odds["expected"] >= pos.score  # booking nothing is always possible


def test_last_round_recommends_by_win_then_points():
    out = last_round(SECOND)
    assert out["recommended"] == "ladder"
