"""Similo's share squares say how the game went (issue 29, item 4): after each round's clue, the
secret certain, few cards in doubt or many; the round the secret was removed in and the rounds
not reached blank. The share text's first line is unchanged."""

from __future__ import annotations

import pytest
from tests.ui_similo.test_controller import TODAY, make, play_round

from similarium.core.share import SQUARES
from similarium.games.similo import doubt
from similarium.games.similo.review import walk
from similarium.games.similo.rules import Clue


def played(lose_in: int = 0):
    c = make()
    c.open("daily", {})
    r = 1
    while not c.session.finished:
        play_round(c, secret=(r == lose_in))
        r += 1
    return c


def fake_belief(values: dict[str, float]):
    return lambda game, tau: {c: values.get(c, 0.0) for c in game.remaining}


def after_first_clue(c):
    w = walk(c.session.state.log().to_json())
    return next(st.after for st in w.steps if isinstance(st.move, Clue))


def test_a_level_says_certain_few_or_many(monkeypatch):
    game = after_first_clue(played())
    others = [x for x in game.remaining if x != game.secret]
    monkeypatch.setattr(doubt, "belief", fake_belief({game.secret: 0.96, others[0]: 0.04}))
    assert doubt.level(game) == doubt.CERTAIN and doubt.in_doubt(game) == 1
    monkeypatch.setattr(doubt, "belief", fake_belief({others[0]: 0.96, game.secret: 0.04}))
    assert doubt.in_doubt(game) == 1 and doubt.level(game) == doubt.FEW  # one card stands out: not the secret
    monkeypatch.setattr(doubt, "belief", fake_belief({game.secret: 0.5, others[0]: 0.3, others[1]: 0.2}))
    assert doubt.in_doubt(game) == 3 and doubt.level(game) == doubt.FEW
    even = {x: 1 / len(game.remaining) for x in game.remaining}
    monkeypatch.setattr(doubt, "belief", fake_belief(even))
    assert doubt.in_doubt(game) == len(game.remaining) and doubt.level(game) == doubt.MANY


def test_the_squares_follow_the_doubt_of_each_round(monkeypatch):
    c = played()
    data = c.session.state.log().to_json()
    real = doubt.round_doubts(data)
    assert len(real) == 5 and set(real) <= {doubt.MANY, doubt.FEW, doubt.CERTAIN}  # won: every round reached
    secret = c.session.game.secret
    monkeypatch.setattr(doubt, "belief", lambda game, tau: {x: 1.0 if x == secret else 0.0 for x in game.remaining})
    assert doubt.round_doubts(data) == [doubt.CERTAIN] * 5
    monkeypatch.setattr(doubt, "belief", lambda game, tau: {x: 1 / len(game.remaining) for x in game.remaining})
    many = doubt.round_doubts(data)
    assert many == [doubt.MANY] * 4 + [doubt.FEW]  # 12, 11, 9, 6 then 2 cards left, all even


@pytest.mark.parametrize("lose_in", [1, 2, 4])
def test_the_round_the_secret_left_and_after_are_blank(lose_in):
    levels = doubt.round_doubts(played(lose_in).session.state.log().to_json())
    assert levels[lose_in - 1:] == [doubt.GONE] * (6 - lose_in) and doubt.GONE not in levels[:lose_in - 1]


def test_the_first_line_is_unchanged_and_the_squares_are_the_levels():
    c = played(lose_in=3)
    res = c.repo.load_daily("similo").result_for(TODAY)
    share = c.daily_share(TODAY, res)
    first, squares = share.split("\n")
    assert first.encode() == "Similo 2026-11-23 ✗ 2/5".encode()
    assert squares == "".join(SQUARES[k] for k in res.summary["rounds"])
    assert squares.endswith(SQUARES[0] * 3)
