"""``python -m similarium replay GAME FILE`` with the common game log of the protocol."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from sample_game import CLI as SIMILARIUM
from similarium.core.protocol import play
from similarium.games import registry

ROOT = Path(__file__).resolve().parents[2]


def cli(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    """``python -m similarium ARGS`` in a process of its own, every registered game in it."""
    return subprocess.run([*SIMILARIUM, *args], input=stdin, capture_output=True,
                          text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT / "py")})


@pytest.mark.parametrize("game_id", [g.id for g in registry.playable()])
def test_a_whole_bot_game_replays_from_its_log_on_the_command_line(game_id, tmp_path):
    rules = registry.get(game_id).load_rules()
    bot = next(iter(rules.bots.values()))
    table = ("Anna", "Barry", "Chloe")[: max(2, rules.min_players)]  # Similis seats 3 to 6
    end = play(rules.new({}, 11, table), {s: bot() for s in range(len(table))})
    path = tmp_path / "log.json"
    path.write_text(end.log().dumps())
    out = cli("replay", game_id, str(path))
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["finished"] and data["outcome"] == end.outcome().to_json()
    assert data["moves"] == len(end.log().moves) and data["to_move"] == []
    # the same log, unfinished, from standard input
    half = end.log().to_json()
    half["moves"] = half["moves"][: len(half["moves"]) // 2]
    out = cli("replay", game_id, "-", stdin=json.dumps(half))
    assert out.returncode == 0 and not json.loads(out.stdout)["finished"]


@pytest.mark.parametrize("log, reason", [
    ({"log": 1, "game": "sb", "seed": 5, "players": ["Anna", "Barry"], "moves": [[0, "roll"], [1, "roll"]]},
     "move 2 (seat 1"),
    ({"log": 1, "game": "sb", "seed": 5, "players": ["Anna", "anna"], "moves": []}, "same name"),
    ({"log": 1, "game": "simili", "seed": 5, "players": ["A"], "moves": []}, "not 'sb'"),
    ({"log": 1, "game": "sb", "seed": 5, "players": ["A"], "moves": [[0, "jump"]]}, "move 1"),
    ({"log": 1, "game": "sb", "seed": 5, "players": ["A"], "moves": "roll"}, "moves must be a list"),
])
def test_a_malformed_or_illegal_log_exits_2_with_the_reason(log, reason):
    out = cli("replay", "sb", "-", stdin=json.dumps(log))
    assert out.returncode == 2 and out.stdout == ""
    assert reason in out.stderr


def test_the_rule_broken_is_named():
    log = {"log": 1, "game": "sb", "seed": 5, "players": ["Anna", "Barry"], "moves": [[0, "stop"]]}
    out = cli("replay", "sb", "-", stdin=json.dumps(log))
    assert out.returncode == 2 and "[rule sb.stop_needs_keys]" in out.stderr
