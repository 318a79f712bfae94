"""The SB session without a browser: selection, illegal reasons, undo, bots, daily dice."""

from __future__ import annotations

import datetime as dt

import pytest

from similarium.core.i18n import CATALOGUE
from similarium.games.sb.daily import daily_dice
from similarium.games.sb.game import Game
from similarium.games.sb.rules import Dice, Roll, SetAside
from similarium.ui.hooks import TABLE
from similarium.ui.sb.render import render_session
from similarium.ui.sb.session import (
    DAILY,
    DAILY_TURNS,
    HUMAN,
    SOLO,
    Session,
    roll_dice,
)

from .helpers import human_choice


def solo(seed: int = 7) -> Session:
    return Session.start(SOLO, ["You", "Steady"], [HUMAN, "steady"], seed)


def rolled(s: Session, dice: str) -> Session:
    """Put a known roll on the table (the human's first roll)."""
    s.game = s.game.apply(Roll(Dice.parse(dice)))
    return s


def test_toggle_selects_and_unselects_and_the_live_line_shows_the_score():
    s = rolled(solo(), "1,1,3,3,3,4,5,6 K2,K6")
    assert s.dice()[8] == ("key", 2)
    s.act("toggle", "9")
    s.act("toggle", "0")  # the 10th die
    assert s.selection == [8, 9] and s.selection_problem() is None
    html = render_session(*s.shown())
    assert 'data-legal="true"' in html and "Split Keys: 0 between" in html
    s.act("toggle", "9")
    assert s.selection == [9]


def test_illegal_selections_give_the_rule_reason_and_change_nothing():
    s = rolled(solo(), "1,1,3,3,3,4,5,6 K2,K6")
    before = s.game
    s.act("toggle", "1")
    s.act("set-aside")
    assert s.feedback.code == "sb.group_of_two" and "single 1" in s.feedback.text
    s.act("toggle", "2")
    s.act("toggle", "9")  # a Key with a group
    s.act("set-aside")
    assert s.feedback.code == "sb.keys_or_groups"
    assert s.game == before
    s.selection = []
    s.act("set-aside")
    assert s.feedback.code == "sb.set_aside_something"
    s.act("roll")
    assert s.feedback.code == "sb.set_aside_first" and "1,1,3,3,3,4,5,6 K2,K6" in s.feedback.text
    s.act("stop")
    assert s.feedback.code == "sb.set_aside_first" and "before stopping" in s.feedback.text
    s.act("toggle", "11")
    assert s.feedback.code == "sb.ui.no_die" and "10 dice" in s.feedback.text


def test_between_rolls_the_reasons_are_roll_first_and_both_keys_to_stop():
    s = solo()
    s.act("toggle", "1")
    assert s.feedback.code == "sb.ui.no_roll"
    s.act("set-aside")
    assert s.feedback.code == "sb.roll_first"
    s.act("stop")
    assert s.feedback.code == "sb.stop_needs_keys" and "both Keys" in s.feedback.text


def test_undo_takes_back_the_last_die_selected_then_says_there_is_nothing_left():
    s = rolled(solo(), "1,1,3,3,3,4,5,6 K2,K6")
    for p in ("3", "4", "5"):
        s.act("toggle", p)
    s.act("undo")
    assert s.selection == [2, 3] and s.feedback.kind == "info" and "Base die 3" in s.feedback.text
    s.act("clear")
    assert s.selection == []
    s.act("undo")
    assert s.feedback.code == "sb.ui.nothing_to_undo"


def test_set_aside_applies_the_selection_and_pick_selects_an_offered_option():
    s = rolled(solo(), "1,1,3,3,3,4,5,6 K2,K6")
    s.act("pick", "3,3,3")
    assert s.selected_action() == SetAside(base=(3, 3, 3))
    assert s.act("set-aside")
    assert s.game.turn.set_aside == Dice((3, 3, 3)) and s.selection == []
    s.act("pick", "9,9")
    assert s.feedback.code == "sb.ui.no_roll"


def test_human_actions_on_a_bot_turn_say_whose_turn_it_is():
    s = Session.start(TABLE, ["Steady", "Ann"], ["steady", HUMAN], 3)
    assert s.bot_turn
    s.act("roll")
    assert s.feedback.code == "sb.ui.bot_turn" and "Steady" in s.feedback.text
    assert 'data-autostep="bot-step"' in render_session(*s.shown())


def test_bot_steps_show_the_chosen_dice_before_setting_them_aside():
    s = Session.start(TABLE, ["Steady", "Ann"], ["steady", HUMAN], 3)
    assert s.act("bot-step")  # roll
    assert s.game.phase == "set_aside"
    assert not s.act("bot-step")  # shows the choice
    assert s.selection and s.bot_choice is not None
    choice = s.bot_choice
    assert s.act("bot-step")
    assert s.game.history or s.game.turn.set_aside == choice.dice
    while s.bot_turn:
        s.act("bot-step")
    assert s.game.current_player == 1 and s.game.history[-1].player == 0
    assert not s.act("bot-step")  # a stale automatic step on a human turn does nothing


def test_restore_replays_the_moves_bots_included():
    s = Session.start(TABLE, ["A", "Racer", "Rookie"], [HUMAN, "racer", "rookie"], 99)
    for _ in range(60):
        if s.finished:
            break
        if s.bot_turn:
            s.act("bot-step")
            continue
        what, pos = human_choice(s.dice(), s.game.can_stop, s.game.phase)
        for p in pos:
            s.act("toggle", str(p))
        assert s.act(what), s.feedback
    again = Session.restore(TABLE, s.players, s.kinds, s.seed, s.moves_json())
    assert again.game == s.game


def play_daily(s: Session, policy) -> Session:
    while not s.finished:
        what, pos = policy(s)
        for p in pos:
            s.act("toggle", str(p))
        assert s.act(what), s.feedback
    return s


def greedy(s: Session):
    return human_choice(s.dice(), s.game.can_stop, s.game.phase)


def keys_first(s: Session):
    g = s.game
    if g.phase != "set_aside":
        return ("stop", []) if g.can_stop and g.turn.base_left < 4 else ("roll", [])
    dice = s.dice()
    keys = [i + 1 for i, (k, _) in enumerate(dice) if k == "key"]
    if keys:
        return "set-aside", keys
    return human_choice(dice, False, "set_aside")


def test_daily_turns_start_from_the_same_dice_whatever_was_played_before():
    day_seed = 1234
    a = play_daily(Session.start(DAILY, ["You"], [HUMAN], day_seed), greedy)
    b = play_daily(Session.start(DAILY, ["You"], [HUMAN], day_seed), keys_first)
    assert len(a.game.history) == len(b.game.history) == DAILY_TURNS
    firsts_a = [r.events[0].dice for r in a.game.history]
    firsts_b = [r.events[0].dice for r in b.game.history]
    assert firsts_a == firsts_b
    assert [daily_dice(day_seed, n, 0, 8, 2) for n in range(1, DAILY_TURNS + 1)] == firsts_a
    assert a.moves_json() != b.moves_json()
    # a roll depends only on (day, turn, roll number, dice left): fewer dice = a prefix of the same draw
    full = daily_dice(day_seed, 2, 1, 8, 2)
    part = daily_dice(day_seed, 2, 1, 5, 1)
    assert full.contains(part) and len(part.base) == 5 and len(part.keys) == 1
    assert daily_dice(day_seed + 1, 2, 1, 8, 2) != full


def test_daily_ends_after_five_turns_with_a_reason_for_any_further_action():
    s = play_daily(Session.start(DAILY, ["You"], [HUMAN], 5), greedy)
    assert s.finished and s.total == sum(r.points for r in s.game.history)
    s.act("roll")
    assert s.feedback.code == "sb.ui.daily_over"
    again = Session.restore(DAILY, ["You"], [HUMAN], 5, s.moves_json(), dt.date(2026, 1, 1))
    assert again.game == s.game


def test_a_whole_table_game_renders_with_no_missing_text():
    CATALOGUE.reset_tracking()
    s = Session.start(TABLE, ["Ann", "Steady", "Racer"], [HUMAN, "steady", "racer"], 5)
    s.advice = True
    while not s.finished:
        render_session(*s.shown())
        if s.bot_turn:
            s.act("bot-step")
            continue
        what, pos = human_choice(s.dice(), s.game.can_stop, s.game.phase)
        s.act("toggle", "1")
        s.act("set-aside")  # often refused: the reason is rendered too
        render_session(*s.shown())
        s.selection = []
        for p in pos:
            s.act("toggle", str(p))
        render_session(*s.shown())
        s.act(what)
    render_session(*s.shown())
    assert s.game.leader is not None
    assert CATALOGUE.missing_keys() == set()
    assert CATALOGUE.format_errors() == set()


@pytest.mark.parametrize("code", ["sb.set_aside_something", "sb.keys_or_groups", "sb.not_in_roll",
                                  "sb.group_of_two", "game.over", "sb.set_aside_first", "sb.roll_first",
                                  "sb.stop_needs_keys", "sb.roll_all_left", "sb.too_many_dice", "sb.bust"])
def test_every_core_rule_code_has_a_catalogue_text(code):
    assert CATALOGUE.has(code)


def test_every_rule_code_raised_by_the_core_is_in_the_catalogue():
    import pathlib
    import re

    root = pathlib.Path(__file__).resolve().parents[2] / "py" / "similarium" / "games" / "sb"
    codes = set()
    for f in root.glob("*.py"):
        codes |= set(re.findall(r'(?:IllegalMove|illegal)\(\s*"(sb\.[a-z_.]+)"', f.read_text()))
    assert codes and all(CATALOGUE.has(c) for c in codes), sorted(c for c in codes if not CATALOGUE.has(c))


def test_roll_dice_lists_base_then_keys():
    assert roll_dice(Dice.parse("3,1 K5")) == [("base", 1), ("base", 3), ("key", 5)]
    assert roll_dice(None) == []
    assert Game.new(2, seed=1).turn.roll is None


def test_clicking_a_bot_s_die_says_whose_turn_it_is():
    s = Session.start(TABLE, ["Steady", "Ann"], ["steady", HUMAN], 3)
    s.act("bot-step")
    html = render_session(*s.shown())
    assert 'data-testid="die"' in html and "disabled" not in html.replace("aria-disabled", "")
    s.act("toggle", "1")
    assert s.feedback.code == "sb.ui.bot_turn" and s.selection == []


def test_saves_are_the_game_log_and_older_saves_still_resume():
    from similarium.core.protocol import GameLog
    from similarium.core.replay import replay
    from similarium.games.sb.protocol import RULES

    s = Session.start("table", ["Anna", "Barry"], ["human", "steady"], 31)
    while len(s.game.history) < 3:
        if s.bot_turn:
            s.act("bot-step")
        elif s.game.phase == "set_aside":
            s.apply(s.legal_set_asides()[0])
        else:
            s.act("stop" if s.game.can_stop else "roll")
    saved = s.moves_json()
    assert all(type(seat) is int and isinstance(m, str) for seat, m in saved)
    assert all(m.startswith("roll ") for _, m in saved if m.startswith("roll"))  # the dice that fell
    log = GameLog("sb", {"challenge": "none"}, 31, ("Anna", "Barry"), tuple(map(tuple, saved)))
    assert replay(RULES, log).game == s.game
    older = [m for _, m in saved]  # before the game log: the actions alone
    assert Session.restore("table", ["Anna", "Barry"], ["human", "steady"], 31, older).game == s.game
    assert Session.restore("table", ["Anna", "Barry"], ["human", "steady"], 31, saved).game == s.game


def test_a_daily_save_of_plain_rolls_resumes_on_the_days_dice():
    s = Session.start("daily", ["You"], ["human"], 4242)
    s.act("roll")
    again = Session.restore("daily", ["You"], ["human"], 4242, ["roll"])
    assert again.game.turn.roll == s.game.turn.roll
