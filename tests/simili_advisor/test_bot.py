"""The bots play whole games through the core (every move checked by ``Game.apply``)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from similarium.games.simili.advisor import hint
from similarium.games.simili.advisor.playouts import book_into
from similarium.games.simili.advisor.policy import Greedy, Policy
from similarium.games.simili.advisor.position import Position
from similarium.games.simili.advisor.simulate import play_game, simulate, wilson
from similarium.games.simili.game import TYPED, Choose, Confirm, Game, Options, Roll

rolls = st.lists(st.tuples(*[st.integers(0, 9)] * 3), min_size=10, max_size=10)
variants = st.sampled_from(["classic", "modern"])
POLICY = Policy()
FAST = Policy(lookahead=0, max_deficit=1)


def play_typed(bot, variant, rolls_):
    game = Game.new(Options(variant=variant, dice=TYPED))
    for roll in rolls_:
        pos = Position.from_game(game)
        game = game.apply(Choose(bot.choose(pos))).apply(Roll(roll))
        booking = Position.from_game(game)
        books = bot.books(booking)
        for b in books:
            game = game.apply(b)  # raises IllegalMove on any illegal booking
        predicted = book_into(booking, books)
        game = game.apply(Confirm())
        if not game.finished:
            assert Position.from_game(game) == predicted  # the advisor's bookkeeping agrees with the core
    assert game.finished
    return game


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rolls, variants)
def test_policy_only_makes_legal_books(rolls_, variant):
    play_typed(POLICY, variant, rolls_)


@settings(max_examples=25, deadline=None)
@given(rolls, variants)
def test_fast_policy_and_greedy_only_make_legal_books(rolls_, variant):
    play_typed(FAST, variant, rolls_)
    play_typed(Greedy(), variant, rolls_)


@settings(max_examples=15, deadline=None)
@given(rolls, variants, st.integers(0, 9))
def test_hint_books_are_legal_in_any_round(rolls_, variant, stop):
    game = Game.new(Options(variant=variant, dice=TYPED))
    for roll in rolls_[:stop]:
        game = game.apply(Choose("ladder")).apply(Roll(roll)).apply(Confirm())
    h = hint(game, playouts=2)
    game = game.apply(Choose(h["recommended"])).apply(Roll(rolls_[stop]))
    h = hint(game)
    for b in h["books"]:
        game = game.apply(b)
    assert game.total == h["points_after"] <= h["max_points_after"] or stop < 9


def test_seeded_games_finish_and_score():
    for seed in range(3):
        for bot in (POLICY, Greedy()):
            g = play_game(bot, seed, "modern")
            assert g.finished and g.total == g.history[-1].score_after


def test_simulate_reports_both_bots():
    out = simulate(3, 7, "classic")
    assert out["games"] == 3 and set(out) >= {"bot", "baseline", "win_rate", "mean_score"}
    lo, hi = out["bot"]["win_rate_ci95"]
    assert 0 <= lo <= out["bot"]["win_rate"] <= hi <= 1


def test_wilson_interval():
    lo, hi = wilson(50, 100)
    assert 0.40 < lo < 0.41 and 0.59 < hi < 0.60


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rolls, variants)
def test_policy_with_every_knob_on_only_makes_legal_books(rolls_, variant):
    from similarium.games.simili.advisor.policy import Weights

    w = Weights(extension_m=0.6, digit_slope=0.2, matching2=0.3, ladder_horizon=2.5, horizon=2.5)
    play_typed(Policy(w), variant, rolls_)
