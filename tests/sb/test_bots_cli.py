"""Bots play legal, fast and sensibly; the command line via subprocess."""

import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from similarium.games.sb.advisor import warm_up
from similarium.games.sb.bots import (
    BaselineBot,
    ExpectationBot,
    PlayToWinBot,
    needed_points,
    play_game,
)
from similarium.games.sb.cli import simulate_games
from similarium.games.sb.game import Game

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = Path(__file__).with_name("anna_barry.json")


def run(*args, stdin=None):
    env = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
    return subprocess.run([sys.executable, "-m", "similarium", *args], input=stdin, capture_output=True,
                          text=True, env=env, cwd=ROOT, timeout=120)


def test_bots_play_whole_games_legally():
    """Every bot decision is a legal action, through whole games (speed is measured by the
    benchmark, never asserted here: the machine is shared and noisy)."""
    bots = [ExpectationBot(), PlayToWinBot(), BaselineBot()]
    warm_up()
    for seed in range(30):
        lineup = [bots[seed % 3], bots[(seed + 1) % 3]]
        g = Game.new(["a", "b"], seed=seed)
        while not g.finished:
            action = lineup[g.current_player].choose(g)
            assert g.is_legal(action), (seed, action)
            g = g.apply(action)
        assert g.winners()


def test_needed_points():
    g = replace(Game.new(2), scores=(40, 62), leader=1, last_turns=(0,))
    assert needed_points(g) == 23
    g = replace(Game.new(2), scores=(70, 62), leader=1, last_turns=(0,))
    assert needed_points(g) is None
    g = replace(Game.new(2), scores=(10, 100), leader=1, last_turns=(0,))
    assert needed_points(g) is None  # 91 points cannot be made in one turn
    assert needed_points(replace(Game.new(2), scores=(0, 10))) is None


def test_play_game_is_deterministic():
    a = play_game([ExpectationBot(), BaselineBot()], 7)
    b = play_game([ExpectationBot(), BaselineBot()], 7)
    assert a == b and a.finished


def test_simulate_counts():
    out = simulate_games(12, 3, 2)
    assert sum(b["seats"] for b in out["bots"].values()) == 24
    assert abs(sum(b["win_rate"] * b["seats"] for b in out["bots"].values()) - 12) < 1e-6


def test_cli_replay_worked_example():
    r = run("replay", "sb", str(EXAMPLE))
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["scores"] == [29, 27] and [p for _, p in out["turn_scores"]] == [20, 7, 5, 0, 4, 20]


def test_cli_replay_illegal_action_exit_2():
    log = json.loads(EXAMPLE.read_text())
    log["turns"][1][1] = "set aside 1,1,1,K1"
    r = run("replay", "sb", "-", stdin=json.dumps(log))
    assert r.returncode == 2 and not r.stdout
    assert "turn 2 (Barry), roll 1" in r.stderr and "sb.keys_or_groups" in r.stderr
    log["turns"][0] = log["turns"][0][:-1]  # a turn list ending before its turn does
    r = run("replay", "sb", "-", stdin=json.dumps(log))
    assert r.returncode == 2 and "ends before the turn does" in r.stderr
    r = run("replay", "sb", "-", stdin="{not json")
    assert r.returncode == 2 and r.stderr.startswith("cannot read the log: ") and not r.stdout
    r = run("advise", "sb", "-", stdin="[1,")
    assert r.returncode == 2 and r.stderr.startswith("cannot read the position: ") and not r.stdout


def test_cli_replay_seeded_rolls():
    r = run("replay", "sb", "-", stdin=json.dumps({"players": ["A", "B"], "seed": 5, "actions": ["roll"]}))
    assert r.returncode == 0 and json.loads(r.stdout)["scores"] == [0, 0]


def test_cli_advise():
    r = run("advise", "sb", "-", stdin='{"base": [], "keys": []}')
    out = json.loads(r.stdout)
    assert out["stop"] is None and abs(out["roll"] - 8.3177) < 1e-4 and out["value"] == out["roll"]
    r = run("advise", "sb", "-", stdin='{"base": [3,3,3,3,3,3,5,5], "keys": [2,6]}')
    out = json.loads(r.stdout)
    assert (out["stop"], out["roll"], out["value"]) == (20, None, 20)
    r = run("advise", "sb", "-", stdin='{"base": [1,1,1,1,1,6,6], "keys": [2,5], "target": 7}')
    out = json.loads(r.stdout)
    assert out["stop"] == 7 and out["roll"] == 0 and out["target"]["stop"] == 1
    r = run("advise", "sb", "-", stdin='{"base": [], "keys": [], "roll": "1,1,2,3,3,4,5,5 K2,K6"}')
    opts = json.loads(r.stdout)["options"]
    assert len(opts) == 10 and opts[0]["expected"] >= opts[-1]["expected"]
    for bad in ('{"base": [7], "keys": []}', '{"base": [3], "keys": []}', '{"keys": [1, 2, 3]}', "[]"):
        r = run("advise", "sb", "-", stdin=bad)
        assert r.returncode == 2 and r.stderr


def test_cli_simulate():
    r = run("simulate", "sb", "--games", "6", "--seed", "1", "--players", "3")
    out = json.loads(r.stdout)
    assert r.returncode == 0 and set(out["bots"]) == {"expectation", "play-to-win", "baseline"}


def test_an_action_after_the_end_is_refused_under_the_name_the_cli_always_printed():
    """The refusal is the shared ``game.over`` (core.refusals); ``replay sb`` prints it as before."""
    from similarium.games.sb.rules import action_to_json

    g, actions = Game.new(["Anna"], seed=3, target=1), []
    while not g.finished:
        action = g.legal_actions()[-1]
        actions.append(action_to_json(action))
        g = g.apply(action)
    out = run("replay", "sb", "-", stdin=json.dumps({"players": ["Anna"], "seed": 3, "target": 1,
                                                     "actions": [*actions, "roll"]}))
    assert out.returncode == 2 and out.stdout == ""
    assert "The game is over." in out.stderr and "sb.game_over" in out.stderr, out.stderr


def test_simulate_with_fewer_games_than_pairings_does_not_crash(capsys):
    """3 games over 3 pairings in 6 lineups: each pairing's rate is over the games it played
    (was over a rounded share of --games: a rate of 2.0, then a math domain error)."""
    from similarium.cli import main

    assert main(["simulate", "sb", "--games", "3", "--seed", "2"]) == 0
    out = json.loads(capsys.readouterr().out)
    for pair in out.get("head_to_head", {}).values():
        lo, hi = pair["ci95"]
        assert 0.0 <= pair["first_named_win_rate"] <= 1.0 and 0.0 <= lo <= hi <= 1.0
