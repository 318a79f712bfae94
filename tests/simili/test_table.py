"""The SIMILI table in the game (not the page): the order of a round, shared rolls, who wins."""

from __future__ import annotations

import pytest

from similarium.core.errors import IllegalMove
from similarium.games.simili.game import (
    BOOK,
    CHOOSE,
    ROLL,
    Book,
    Choose,
    Confirm,
    Roll,
    draw_rolls,
)
from similarium.games.simili.protocol import RULES, SimiliState


def table(seed: int = 5, players=("Anna", "Barry", "Chloe")) -> SimiliState:
    """A seeded table behind the protocol: its moves go through the shared checks."""
    return RULES.new({}, seed, players)


def test_categories_are_circled_in_any_order_then_one_roll_serves_every_sheet():
    t = table()
    assert t.table.stage == CHOOSE and t.table.seats_to_move() == (0, 1, 2)
    t = t.apply(2, Choose("ladder"))
    assert t.table.seats_to_move() == (0, 1)
    with pytest.raises(IllegalMove) as err:
        t.apply(2, Choose("sequence"))
    assert err.value.code == "simili.already_chosen"
    with pytest.raises(IllegalMove) as err:
        t.apply(2, Roll())
    assert err.value.code == "game.not_your_turn"  # the others still circle
    t = t.apply(0, Choose("sequence")).apply(1, Choose("matching"))
    assert t.table.stage == ROLL and t.table.seats_to_move() == (0, 1, 2)  # anyone may roll
    t = t.apply(1, Roll())
    assert {g.roll for g in t.table.sheets} == {draw_rolls(5)[0]}
    assert t.table.stage == BOOK and all(g.phase == BOOK for g in t.table.sheets)


def test_nobody_circles_the_next_round_before_everyone_has_confirmed():
    t = table(players=("Anna", "Barry"))
    t = t.apply(0, Choose("sequence")).apply(1, Choose("sequence")).apply(0, Roll())
    t = t.apply(1, Confirm())
    assert t.table.seats_to_move() == (0,)
    with pytest.raises(IllegalMove) as err:
        t.apply(1, Choose("ladder"))
    assert err.value.code == "game.not_your_turn" and "Anna" in str(err.value)
    d = t.table.sheets[0].bank_digits()[0]
    c, r, s = t.table.sheets[0].targets(d)[0]
    t = t.apply(0, Book(d, c, r, s)).apply(0, Confirm())
    assert t.table.stage == CHOOSE and t.table.round == 2


def test_a_seeded_roll_cannot_be_chosen_and_typed_dice_can_be_anything():
    t = table(players=("Anna",)).apply(0, Choose("ladder"))
    wrong = tuple((d + 1) % 10 for d in draw_rolls(5)[0])
    with pytest.raises(IllegalMove) as err:
        t.apply(0, Roll(wrong))
    assert err.value.code == "game.chance_mismatch"
    assert err.value.params["named"] == " ".join(map(str, wrong)) and err.value.params["round"] == 1
    typed = RULES.new({"dice": "typed"}, None, ("Anna",)).apply(0, Choose("ladder")).apply(0, Roll((9, 9, 9)))
    assert typed.table.sheets[0].roll == (9, 9, 9)


def test_each_player_with_100_or_more_wins_whatever_the_others_score():
    bot = RULES.bots["policy"]
    from similarium.core.protocol import play

    for seed in range(1, 40):
        end = play(RULES.new({}, seed, ("A", "B")), {0: bot(), 1: bot()})
        scores, winners = end.outcome().scores, end.outcome().winners
        assert winners == tuple(i for i, s in enumerate(scores) if s >= 100)
        if len(winners) == 2 or (winners and min(scores) < 100):
            return
    pytest.fail("no game with a winner in 39 seeds")
