"""The SB daily challenge as rules (games/sb/daily.py): turns, par, the day's dice."""

from __future__ import annotations

from similarium.games.sb import daily
from similarium.games.sb.game import Game
from similarium.games.sb.rules import Roll, SetAside, Stop


def test_the_numbers_of_the_daily() -> None:
    assert (daily.TURNS, daily.PAR) == (5, 40)
    assert daily.won(40) and not daily.won(39)


def test_the_dice_of_a_roll_depend_on_day_turn_roll_and_dice_left_only() -> None:
    full = daily.daily_dice(123, 2, 1, 8, 2)
    assert len(full.base) == 8 and len(full.keys) == 2
    part = daily.daily_dice(123, 2, 1, 5, 1)
    assert full.contains(part) and len(part.base) == 5 and len(part.keys) == 1
    assert daily.daily_dice(124, 2, 1, 8, 2) != full
    assert daily.daily_dice(123, 3, 1, 8, 2) != full
    # golden: a change here changes every past and future daily
    golden = daily.daily_dice(1572507191, 1, 0, 8, 2)
    assert (golden.base, golden.keys) == ((2, 4, 4, 5, 5, 5, 6, 6), (3, 6))


def test_a_daily_game_ends_after_five_turns_whatever_the_score() -> None:
    g: Game = daily.new_game(["You"])
    seed = 99
    while not daily.finished(g):
        if g.phase == "roll":
            if g.turn.can_stop:
                g = g.apply(Stop())
            else:
                g = g.apply(Roll(daily.next_roll(seed, g)))
        else:
            roll = g.turn.roll
            if roll.keys:
                g = g.apply(SetAside(keys=roll.keys))
            else:
                value = next(v for v in roll.base if roll.base.count(v) >= 2)
                g = g.apply(SetAside(base=tuple(v for v in roll.base if v == value)))
    assert len(g.history) == daily.TURNS and not g.finished
    assert g.target > 10**5
