"""Game flow: the rule text's worked example, illegal actions, the end of the game."""

import json
from dataclasses import replace
from pathlib import Path

import pytest

from similarium.core.errors import BadInput, IllegalMove
from similarium.games.sb.cli import replay_log
from similarium.games.sb.game import Game
from similarium.games.sb.messages import event_text
from similarium.games.sb.rules import Dice, Roll, SetAside, Stop, action_from_json

EXAMPLE = json.loads((Path(__file__).with_name("anna_barry.json")).read_text())


def test_worked_example_golden():
    game = replay_log(EXAMPLE)
    assert [r.points for r in game.history] == [20, 7, 5, 0, 4, 20]
    running = {0: [], 1: []}
    total = [0, 0]
    for r in game.history:
        total[r.player] += r.points
        running[r.player].append(total[r.player])
    assert running == {0: [20, 25, 29], 1: [7, 7, 27]}
    assert game.scores == (29, 27) and not game.finished
    first, barry = game.history[0], game.history[1]
    assert first.set_aside == Dice.parse("3,3,3,3,3,3,5,5 K2,K6")  # six 3s (the text's count typo fixed)
    assert "Full Split" in event_text(first.events[-1], game.players)
    assert barry.events[-1].kind == "stop" and "7 points" in event_text(barry.events[-1], game.players)
    assert game.history[3].set_aside.keys == (1, 1)  # Key Sandwich of 1s: nothing scores


def _at(actions: list[str], game: Game | None = None) -> Game:
    game = game or Game.new(["A", "B"])
    return game.apply_all([action_from_json(a) for a in actions])


def test_phases_live_score_and_stop():
    g = Game.new(["A", "B"])
    assert g.phase == "roll" and g.legal_actions() == [Roll()] and not g.can_stop
    g = _at(["roll 1,1,2,3,3,4,5,5 K2,K6"], g)
    assert g.phase == "set_aside" and g.turn.roll == Dice.parse("1,1,2,3,3,4,5,5 K2,K6")
    g = _at(["set aside K2,K6"], g)
    assert g.turn.live_score.points == 0 and g.can_stop and Stop() in g.legal_actions()
    g = _at(["roll 1,1,3,3,4,4,4,6", "set aside 3,3,4,4,4"], g)
    assert g.turn.live_score.points == 10 and g.turn.base_left == 3
    g = g.apply(Stop())
    assert g.scores == (10, 0) and g.current_player == 1 and g.turn.set_aside == Dice()
    assert [e.kind for e in g.history[0].events] == ["roll", "set_aside", "roll", "set_aside", "stop"]


BUST = ["roll 1,1,2,3,4,5,6,6 K1,K6", "set aside K1,K6", "roll 1,1,2,3,4,5,6,6", "set aside 1,1",
        "roll 1,2,3,4,5,6"]


def test_bust_scores_zero_even_with_dice_aside():
    g = _at(BUST)
    assert g.scores == (0, 0) and g.history[0].bust and g.history[0].points == 0
    assert g.history[0].events[-1].kind == "bust" and g.current_player == 1


@pytest.mark.parametrize(
    ("before", "action", "code"),
    [
        ([], SetAside(keys=(2,)), "sb.roll_first"),
        ([], Stop(), "sb.stop_needs_keys"),
        (["roll 1,1,2,3,3,4,5,5 K2,K6"], Roll(), "sb.set_aside_first"),
        (["roll 1,1,2,3,3,4,5,5 K2,K6"], Stop(), "sb.set_aside_first"),
        (["roll 1,1,2,3,3,4,5,5 K2,K6"], SetAside(base=(1, 1), keys=(2,)), "sb.keys_or_groups"),
        (["roll 1,1,2,3,3,4,5,5 K2,K6"], SetAside(base=(2,)), "sb.group_of_two"),
        (["roll 1,1,2,3,3,4,5,5 K2,K6", "set aside K6"], Stop(), "sb.stop_needs_keys"),
        (["roll 1,1,2,3,3,4,5,5 K2,K6", "set aside K6", "roll 2,2,2,3,3,4,5,6 K5"],
         SetAside(keys=(6,)), "sb.not_in_roll"),  # re-setting aside the K6
        (["roll 1,1,2,3,3,4,5,5 K2,K6", "set aside 1,1", "roll 2,3,3,4,4,6 K2,K6"],
         SetAside(base=(1, 1)), "sb.not_in_roll"),  # the 1s are already aside
        (["roll 1,1,2,3,3,4,5,5 K2,K6", "set aside 1,1"], Roll(Dice.parse("1,2,3,4,5,6,1,1 K1,K2")),
         "sb.roll_all_left"),
    ],
)
def test_illegal_actions_leave_state_untouched(before, action, code):
    g = _at(before)
    snapshot = repr(g)
    with pytest.raises(IllegalMove) as err:
        g.apply(action)
    assert err.value.code == code and err.value.reason
    assert repr(g) == snapshot
    assert not g.is_legal(action)


def test_roll_without_seed_or_after_game_over():
    with pytest.raises(BadInput):
        Game.new(2).apply(Roll())
    g = replace(Game.new(2, seed=1), finished=True)
    with pytest.raises(IllegalMove) as err:
        g.apply(Roll())
    assert err.value.code == "game.over" and g.legal_actions() == []


# --- end of game -------------------------------------------------------------

def points_turn(between: int) -> list[str]:
    """A turn scoring 2 x ``between`` (2 <= between <= 7) with Keys 1 and 6, then stop."""
    rest = 8 - between
    return ["roll 1,1,2,3,4,5,6,6 K1,K6", "set aside K1,K6",
            "roll " + ",".join(["3"] * between + ["1", "2", "4", "5", "6", "1"][:rest]),
            "set aside " + ",".join(["3"] * between), "stop"]


FULL_SANDWICH = ["roll 6,6,6,6,6,6,6,6 K1,K2", "set aside 6,6,6,6,6,6,6,6", "roll K6,K6", "set aside K6,K6"]


def start(scores, names=("A", "B")) -> Game:
    return replace(Game.new(list(names)), scores=tuple(scores))


def test_points_turn_helper():
    assert _at(points_turn(2)).scores == (4, 0)
    assert _at(points_turn(7)).scores == (14, 0)
    assert _at(FULL_SANDWICH).scores == (40, 0)


def test_leader_stays_ahead():
    g = _at(points_turn(2), start([56, 30]))
    assert g.leader == 0 and g.is_last_turn and g.current_player == 1 and not g.finished
    g = _at(BUST, g)
    assert g.finished and g.winners() == (0,) and g.scores == (60, 30) and len(g.history) == 2


def test_leader_caught_up_takes_extra_turn_then_tie_shared():
    g = _at(points_turn(2), start([56, 50]))
    g = _at(points_turn(5), g)  # 50 + 10 = 60: a tie, the leader is not strictly ahead
    assert not g.finished and g.current_player == 0 and g.leader_extra
    g = _at(BUST, g)
    assert g.finished and g.scores == (60, 60) and g.winners() == (0, 1)


def test_leader_overtaken_extra_turn_can_win_back_or_not():
    g = _at(points_turn(2), start([56, 50]))
    g = _at(points_turn(7), g)  # 64 > 60
    assert g.current_player == 0 and not g.finished
    won = _at(FULL_SANDWICH, g)
    assert won.finished and won.winners() == (0,) and won.scores == (100, 64)
    lost = _at(BUST, g)
    assert lost.finished and lost.winners() == (1,) and lost.scores == (60, 64)
    tied = _at(points_turn(2), g)
    assert tied.finished and tied.winners() == (0, 1) and tied.scores == (64, 64)


def test_only_one_extra_turn_and_second_seat_leader():
    g = start([30, 58])
    g = _at(BUST, g)  # A plays an ordinary turn
    g = _at(points_turn(2), g)  # B reaches 62: leader
    assert g.leader == 1 and g.current_player == 0
    g = _at(FULL_SANDWICH, g)  # A: 70, B must take an extra turn
    assert g.current_player == 1 and not g.finished
    g = _at(BUST, g)
    assert g.finished and g.winners() == (0,)


def test_three_players_every_other_player_one_more_turn():
    g = start([56, 10, 58], ("A", "B", "C"))
    g = _at(points_turn(2), g)  # A 60: leader
    assert g.last_turns == (1, 2) and g.current_player == 1
    g = _at(points_turn(3), g)  # B 16
    assert g.current_player == 2
    g = _at(points_turn(2), g)  # C 62 passes A, reaching 60 does not make C the leader
    assert g.leader == 0 and g.current_player == 0 and not g.finished
    g = _at(points_turn(2), g)  # A 64 > 62
    assert g.finished and g.winners() == (0,) and g.scores == (64, 16, 62)
    assert [r.player for r in g.history] == [0, 1, 2, 0]


def test_three_players_leader_ahead_ends_after_others():
    g = start([10, 58, 20], ("A", "B", "C"))
    g = _at(points_turn(2), g)  # A 14
    g = _at(points_turn(2), g)  # B 62 leader
    g = _at(BUST, g)  # C
    assert g.current_player == 0 and g.is_last_turn
    g = _at(points_turn(7), g)  # A 28
    assert g.finished and g.winners() == (1,)
