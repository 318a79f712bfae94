"""SB behind the game protocol: the same dice as the SB game of the same seed, the daily
challenge's rules (five turns on the day's dice, won at 40), and rolls that cannot be chosen."""

from __future__ import annotations

import pytest

from similarium.core.errors import BadInput, IllegalMove
from similarium.core.protocol import play
from similarium.games.sb import daily
from similarium.games.sb.bots import ExpectationBot, play_game
from similarium.games.sb.protocol import RULES
from similarium.games.sb.rules import Dice, Roll


def test_a_seeded_game_rolls_what_the_sb_game_of_that_seed_rolls():
    direct = play_game([ExpectationBot(), ExpectationBot()], 42, ["A", "B"])
    bot = RULES.bots["expectation"]
    through = play(RULES.new({}, 42, ("A", "B")), {0: bot(), 1: bot()})
    assert through.game.scores == direct.scores
    assert [r.points for r in through.game.history] == [r.points for r in direct.history]


def test_the_daily_challenge_is_five_turns_on_the_days_dice_won_at_par():
    seed = 123456
    state = RULES.new({"challenge": "daily"}, seed, ("Solo",))
    first = state.apply(0, Roll())
    assert first.game.turn.roll == daily.daily_dice(seed, 1, 0, 8, 2)
    bot = RULES.bots["expectation"]
    end = play(state, {0: bot()})
    assert len(end.game.history) == daily.TURNS
    outcome = end.outcome()
    assert outcome.winners == ((0,) if end.game.scores[0] >= daily.PAR else ())
    assert end.legal_moves(0) == [] and end.turn().over
    with pytest.raises(IllegalMove):
        end.apply(0, Roll())


def test_the_daily_is_played_alone():
    with pytest.raises(BadInput):
        RULES.new({"challenge": "daily"}, 1, ("A", "B"))


def test_a_roll_cannot_be_chosen():
    state = RULES.new({}, 9, ("A",))
    fell = state.apply(0, Roll()).game.turn.roll
    other = Dice((1,) * 8, (1, 1)) if fell != Dice((1,) * 8, (1, 1)) else Dice((2,) * 8, (2, 2))
    with pytest.raises(IllegalMove) as err:
        state.apply(0, Roll(other))
    assert err.value.code == "game.chance_mismatch"
    assert (err.value.params["expected"], err.value.params["named"]) == (str(fell), str(other))
    assert state.apply(0, Roll(fell)).game.turn.roll == fell  # the right dice, named, are fine
