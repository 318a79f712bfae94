"""The SB review (issue 27 part 5): expected turn scores exact as ``advise sb`` beside the win
chance (race model for 2 players, the daily's chance to reach 40), a planted blunder labelled with
the better move, luck - losses = end - start, the outcome at the end.
(Named test_sb_review.py: tests/sb has no __init__.py, and a bare test_review.py could collide.)"""

from __future__ import annotations

import pytest

from similarium.core.protocol import play
from similarium.core.review import check_identity
from similarium.games.sb.cli import advise_position
from similarium.games.sb.protocol import RULES
from similarium.games.sb.review import race_model, review
from similarium.games.sb.rules import Stop


def _race(seed: int = 11):
    return play(RULES.new({}, seed, ["A", "B"]),
                {0: RULES.bots["expectation"](), 1: RULES.bots["baseline"]()})


def planted_daily_stop(seed: int = 2):
    """The day's dice played by the expectation bot, but in the fifth turn it stops at the first
    chance while short of 40 (seed 2: 36 points in all, rolling on kept 98% to reach 40)."""
    st = RULES.new({"challenge": "daily"}, seed, ["A"])
    bot = RULES.bots["expectation"]()
    planted = None
    while not st.turn().over:
        g = st.game
        if (planted is None and len(g.history) == 4 and g.turn.can_stop
                and g.scores[0] + g.turn.live_score.points < 40):
            planted = len(st.played)
            st = st.apply(0, Stop())
        else:
            st = st.apply(0, bot.choose(st.observation(0), st.legal_moves(0)))
    return st, planted


@pytest.fixture(scope="module")
def race():
    st = _race()
    return st, {seat: review(st.log().to_json(), seat) for seat in (0, 1)}


def _position_at(st, index: int):
    """The SB game just before move ``index`` of the log."""
    partial = RULES.new({"challenge": st.challenge}, st.seed, list(st.players))
    for seat, move in st.log().moves[:index]:
        partial = partial.apply(seat, RULES.move_from_json(move))
    return partial.game


def test_expected_turn_scores_are_advise_sb_s(race):
    st, reviews = race
    checked = 0
    for rv in reviews.values():
        for d in rv.decisions:
            if not d.played.startswith("set aside"):
                continue
            g = _position_at(st, d.index)
            aside, roll = g.turn.set_aside, g.turn.roll
            advice = advise_position({"base": list(aside.base), "keys": list(aside.keys), "roll": str(roll)})
            by_dice = {o["set_aside"]: o["expected"] for o in advice["options"]}
            played = d.played.removeprefix("set aside ")
            best = d.best.removeprefix("set aside ")
            assert d.extra["points_played"] == pytest.approx(by_dice[played], abs=1e-9)
            assert d.extra["points_best"] == pytest.approx(by_dice[best], abs=1e-9)
            checked += 1
    assert checked >= 20


def test_the_race_value_is_the_race_model_s(race):
    st, reviews = race
    assert reviews[0].start == pytest.approx(race_model().race[0][0])
    assert reviews[1].start == pytest.approx(1 - race_model().race[0][0])
    winners = st.outcome().winners
    for seat, rv in reviews.items():
        assert rv.end == (1.0 / len(winners) if seat in winners else 0.0)
        assert rv.value.startswith("P(win)")


def test_luck_minus_losses_is_the_change_in_value(race):
    _, reviews = race
    for rv in reviews.values():
        check_identity(rv)
        assert rv.decisions and rv.chance
        assert {c.kind for c in rv.chance} == {"roll", "turn"}
    st, _ = planted_daily_stop()
    check_identity(review(st.log().to_json(), 0))


def test_a_planted_stop_short_of_the_daily_s_40_is_a_blunder_and_roll_is_shown():
    st, index = planted_daily_stop()
    rv = review(st.log().to_json(), 0)
    d = next(d for d in rv.decisions if d.index == index).to_json()
    assert st.game.scores[0] < 40
    assert (d["played"], d["best"], d["label"]) == ("stop", "roll", "blunder")
    assert d["value_played"] == 0.0 and d["value_best"] > 0.9
    assert d["why"] == "review.sb.stop.better"
    aside = _position_at(st, index).turn.set_aside
    advice = advise_position({"base": list(aside.base), "keys": list(aside.keys)})  # advise sb's figures
    assert (d["points_played"], d["points_best"]) == (advice["stop"], advice["roll"])
    assert rv.end == 0.0 and rv.value.startswith("P(reaching the daily")
    assert rv.par == {"bot": "expectation", "score": play(
        RULES.new({"challenge": "daily"}, 2, ["A"]), {0: RULES.bots["expectation"]()}).outcome().scores[0],
        "won": rv.par["score"] >= 40, "others": None}


def test_the_best_set_aside_is_judged_on_the_win_chance_not_the_points(race):
    """Near the end of a race the best set-aside for the win chance need not be the best for
    points: the review picks by win chance (ties by points)."""
    _, reviews = race
    for rv in reviews.values():
        for d in rv.decisions:
            assert d.value_best >= d.value_played
            if d.best == d.played:
                assert d.loss == 0


def test_the_sb_replay_log_gives_the_same_review_as_the_game_log(race):
    st, reviews = race
    own = {"players": list(st.players), "seed": st.seed, "actions": [m for _, m in st.log().moves]}
    rv = review(own, 1)
    assert [d.to_json() for d in rv.decisions] == [d.to_json() for d in reviews[1].decisions]
    assert (rv.start, rv.end, rv.par) == (reviews[1].start, reviews[1].end, reviews[1].par)


def test_the_page_s_review_comes_a_turn_at_a_time_and_equals_the_review(race):
    """The page paints between steps (ui/reviewing.py): one step for the models, one per turn of
    the seat (its turn solver, the slow part), one for the par; the result is review()'s."""
    from similarium.core import review as core_review
    from similarium.games.sb import review as sb_review

    st, reviews = race
    work = core_review.review_steps(sb_review, st.log().to_json(), 0)
    steps = []
    while True:
        try:
            steps.append(next(work))
        except StopIteration as done:
            result = done.value
            break
    seats = [seat for seat, _ in st.log().moves]
    turns = sum(1 for i, seat in enumerate(seats) if seat == 0 and (i == 0 or seats[i - 1] != 0))
    assert turns >= 5 and len(steps) == turns + 2  # the models, each turn of the seat, the par
    assert [d for d, _ in steps] == sorted(d for d, _ in steps) and all(d < t for d, t in steps)
    assert result == reviews[0]
