"""``simulate`` and ``advise`` refusals on the command line (issue 26, item 9): each is exit 2 and
one short line on stderr naming the option at fault, never "internal error", never the whole of
an unbounded input; ``simulate similis`` works with its own defaults."""

from __future__ import annotations

import contextlib
import io
import json
import sys

import pytest

from similarium.cli import build_parser, main

BIG = "9" * 5000


def run(args: list[str], stdin: str = "", monkeypatch=None) -> tuple[int, str, str]:
    if monkeypatch is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            rc = main(args)
        except SystemExit as stop:  # argparse's own refusals
            rc = int(stop.code or 0)
    return rc, out.getvalue(), err.getvalue()


def refused(rc: int, out: str, err: str, option: str) -> None:
    assert rc == 2, (rc, out, err)
    assert out == ""
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert "internal error" not in err and "Traceback" not in err, err
    assert option in err, err
    assert len(err.rstrip("\n")) <= 200, len(err)


@pytest.mark.parametrize(("args", "option"), [
    (["simulate", "sb", "--games", "1", "--seed", "-1"], "--seed must be between 0 and 4294967295"),
    (["simulate", "sb", "--games", "1", "--seed", "4294967296"], "--seed must be between 0 and 4294967295"),
    (["simulate", "similo", "--games", "1", "--seed", "-5"], "--seed must be between 0 and 4294967295"),
    (["simulate", "similo", "--games", "1", "--seed", BIG], "--seed must be between 0 and 4294967295"),
    (["simulate", "simili", "--games", "1", "--seed", BIG], "--seed must be between 0 and 4294967295"),
    (["simulate", "similis", "--games", "1", "--seed", "-" + BIG], "--seed must be between 0 and 4294967295"),
    (["simulate", "similo", "--games", "2", "--seed", "4294967295"], "--seed plus --games"),
    (["simulate", "simili", "--games", "0"], "--games must be between 1 and"),
    (["simulate", "sb", "--games", BIG], "--games must be between 1 and"),
    (["simulate", "sb", "--games", "٣"], "--games"),
    (["simulate", "sb", "--games", "1", "--players", "0"], "--players must be between 1 and 8"),
    (["simulate", "sb", "--games", "1", "--players", BIG], "--players must be between 1 and 8"),
    (["simulate", "similis", "--games", "1", "--players", "2"], "--players must be between 3 and 6"),
    (["simulate", "similis", "--games", "1", "--players", "7"], "--players must be between 3 and 6"),
    (["simulate", "simili", "--games", "1", "--variant", "x" * 5000], "--variant must be classic or modern"),
    (["simulate", "similo", "--games", "1", "--rules", "x" * 5000], "--rules must be classic or remove"),
    (["simulate", "similo", "--games", "1", "--characters", "x" * 5000], "--characters must name a deck"),
    (["simulate", "similo", "--games", "1", "--clues", "nope"], "--clues must name a deck"),
])
def test_simulate_refusals_name_the_option_in_one_short_line(args, option):
    refused(*run(args), option)


def test_simulate_similis_works_with_its_own_defaults():
    rc, out, err = run(["simulate", "similis", "--games", "2"])
    assert rc == 0, err
    assert json.loads(out)["players"] == 4


def test_the_players_option_says_what_each_game_takes():
    helps = build_parser()._subparsers._group_actions[0].choices["simulate"].format_help()  # noqa: SLF001
    text = " ".join(helps.split())
    assert "SB: number of players, 1 to 8 (default 2)" in text
    assert "Similis: number of players, 3 to 6 (default 4)" in text


@pytest.mark.parametrize(("stdin", "words"), [
    (json.dumps({"base": [1] * 1000}), "Only 8 Base dice"),
    (json.dumps({"roll": "1," * 1000}), "does not match"),
    (json.dumps({"base": ["x" * 5000]}), ""),
])
def test_advise_sb_never_repeats_a_long_input(stdin, words, monkeypatch):
    rc, out, err = run(["advise", "sb", "-"], stdin, monkeypatch)
    refused(rc, out, err, words)


def test_replay_sb_never_repeats_a_long_action(monkeypatch):
    log = {"players": ["Ann"], "turns": [["roll " + "1," * 1000]]}
    rc, out, err = run(["replay", "sb", "-"], json.dumps(log), monkeypatch)
    refused(rc, out, err, "[sb.roll_all_left]")  # the rule is still said, at the end


def test_the_usual_simulate_output_is_unchanged():
    rc, out, _ = run(["simulate", "sb", "--games", "2", "--seed", "1"])
    assert rc == 0 and json.loads(out)["players"] == 2
