"""SB's texts: every rule break is a code with a catalogue text; events are data, put in words
by the catalogue (the command line's English unchanged)."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

import pytest

from similarium.core.errors import BadInput, IllegalMove
from similarium.core.i18n import placeholders
from similarium.games.sb import messages
from similarium.games.sb.cli import replay_log
from similarium.games.sb.game import Event, Game
from similarium.games.sb.messages import EN, MESSAGES, RULE_CODES, event_text, text_key
from similarium.games.sb.rules import Dice, Roll, Score, SetAside, Stop, action_from_json

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = json.loads((Path(__file__).with_name("anna_barry.json")).read_text())
CODE_CALL = re.compile(r'(?:IllegalMove|illegal|bad_input)\(\s*"(sb\.[a-z_.]+)"')


def _raised_codes() -> set[str]:
    files = [*(ROOT / "py/similarium/games/sb").glob("*.py"), *(ROOT / "py/similarium/ui/sb").glob("*.py")]
    return {c for f in files for c in CODE_CALL.findall(f.read_text(encoding="utf-8"))}


@pytest.mark.parametrize("lang", sorted(MESSAGES))
def test_every_rule_code_has_a_text_in_every_language_with_the_same_placeholders(lang):
    table = MESSAGES[lang]
    assert not [c for c in RULE_CODES if c not in table]
    for key, text in table.items():
        assert key in EN, key
        assert placeholders(text) <= placeholders(EN[key]), key


def test_every_code_the_sources_raise_has_a_text():
    codes = _raised_codes()
    assert {"sb.group_of_two", "sb.ui.no_die", "sb.input.die"} <= codes  # the scan sees the three kinds
    assert sorted(c for c in codes if c not in EN) == []
    assert {c for c in codes if not c.startswith("sb.input.")} <= set(RULE_CODES)


def test_no_sb_source_writes_a_reason_inline():
    """Errors are built from codes: no ``IllegalMove(`` / ``BadInput(`` call with a literal text."""
    inline = re.compile(r'(?:IllegalMove|BadInput)\(\s*f?"')
    for folder in ("games/sb", "ui/sb"):
        for f in (ROOT / "py/similarium" / folder).glob("*.py"):
            if f.name == "protocol.py":  # the shared game protocol's codes (``game.*``) live in core
                continue
            assert not inline.findall(f.read_text(encoding="utf-8")), f


def test_a_reason_is_the_english_text_of_its_code_filled_from_its_parameters():
    g = Game.new(["Ann", "Bo"]).apply(Roll(Dice.parse("1,1,2,3,3,4,5,5 K2,K6")))
    for action in (Stop(), Roll(), SetAside(base=(2,)), SetAside(base=(1, 1), keys=(2,)), SetAside(keys=(3,))):
        with pytest.raises(IllegalMove) as err:
            g.apply(action)
        e = err.value
        assert str(e) == e.reason == EN[text_key(e.code, e.params)].format(**e.params)
    with pytest.raises(BadInput) as bad:
        Dice.parse("K9")
    assert bad.value.code == "sb.input.die" and str(bad.value) == EN["sb.input.die"].format(token="'K9'")


def test_command_line_reasons_keep_their_wording():
    """The wording ``replay`` prints (pinned: outputs of the command line must not change)."""
    g = Game.new(["Ann", "Bo"]).apply(Roll(Dice.parse("1,1,2,3,3,4,5,5 K2,K6")))
    cases = {
        Stop(): ("sb.set_aside_first", "Set aside dice from the roll 1,1,2,3,3,4,5,5 K2,K6 before stopping."),
        Roll(): ("sb.set_aside_first", "Set aside dice from the roll 1,1,2,3,3,4,5,5 K2,K6 before rolling again."),
        SetAside(base=(2,)): ("sb.group_of_two",
                              "A group is 2 or more Base dice of the same value; a single 2 cannot be set aside."),
        SetAside(keys=(3,)): ("sb.not_in_roll", "Only dice of the current roll (1,1,2,3,3,4,5,5 K2,K6) can be set"
                              " aside; K3 is not among them (dice set aside earlier stay aside and cannot be set"
                              " aside again)."),
    }
    for action, (code, reason) in cases.items():
        with pytest.raises(IllegalMove) as err:
            g.apply(action)
        assert (err.value.code, str(err.value)) == (code, reason)
    log = dict(EXAMPLE, turns=[["stop"]])
    with pytest.raises(IllegalMove) as err:
        replay_log(log)
    assert str(err.value) == ("turn 1 (Anna), roll 1, action 1 'stop': You may stop only once both Keys are set"
                              " aside; roll again. [sb.stop_needs_keys]")


def test_events_are_data_without_text():
    fields = {f.name: f.type for f in dataclasses.fields(Event)}
    assert fields == {"kind": "str", "player": "int", "dice": "Dice | None", "aside": "Dice | None",
                      "score": "Score | None"}
    game = replay_log(EXAMPLE)
    names = set(game.players)
    for r in game.history:
        for e in r.events:
            assert e.kind in ("roll", "set_aside", "stop", "bust", "score") and e.player == r.player
            for value in dataclasses.astuple(e):
                assert not (isinstance(value, str) and (value in names or " " in value)), e
            assert e.score is None or isinstance(e.score, Score)


def test_event_text_writes_the_worked_example_as_the_command_line_always_did():
    game = replay_log(EXAMPLE)
    lines = [event_text(e, game.players) for e in game.history[0].events]
    assert lines[:2] == ["Anna rolls 1,1,2,3,3,4,5,5 K2,K6.", "Anna sets aside K6 (aside: K6)."]
    assert lines[-1] == "All 10 dice set aside: Full Split: 20 points."
    assert event_text(game.history[1].events[-1], game.players) == (
        "Barry stops: Split Keys, 0 between x 2 + 7 outside x 1 (0 equal to a Key, 0) = 7 points.")
    bust = Game.new(["Cy"]).apply_all([action_from_json(a) for a in [
        "roll 1,1,1,2,2,3,4,5 K3,K3", "set aside 1,1,1,2,2", "roll 3,4,5 K3,K3", "set aside K3,K3", "roll 4,5,6"]])
    assert [event_text(e, ("Cy",)) for e in bust.history[0].events][-2:] == [
        "Cy rolls 4,5,6.", "Bust! No Key and no group in 4,5,6: the turn scores 0."]


def test_bad_input_keeps_its_code_and_parameters():
    err = messages.bad_input("sb.input.seed", seed="-1")
    assert isinstance(err, BadInput) and err.code == "sb.input.seed" and err.params == {"seed": "-1"}
    assert str(err) == "A seed is a non-negative whole number, not -1."
