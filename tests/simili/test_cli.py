"""`python -m similarium replay simili FILE`."""

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(*args, stdin=None):
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    return subprocess.run([sys.executable, "-m", "similarium", *args], input=stdin, capture_output=True,
                          text=True, env=env, cwd=ROOT)


def log(rounds, variant="classic"):
    return json.dumps({"game": "simili", "variant": variant, "rounds": rounds})


def book(d, c, r, s, free=False):
    return {"digit": d, "category": c, "row": r, "space": s, "free": free}


def test_help_works_with_nothing_installed():
    out = run("--help")
    assert out.returncode == 0 and "replay" in out.stdout


def test_replay_in_progress_game(tmp_path):
    f = tmp_path / "g.json"
    f.write_text(log([{"category": "matching", "roll": [4, 4, 4],
                       "books": [book(4, "matching", 0, 0), book(4, "matching", 0, 1), book(4, "matching", 0, 2)]}]))
    out = run("replay", "simili", str(f))
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["score"] == 15 and data["finished"] is False and data["won"] is None


def test_replay_finished_game_from_stdin():
    rounds = [{"category": "matching", "roll": [d, d, d],
               "books": [book(d, "matching", d % 5, s) for s in range(3)] if d < 5 else []}
              for d in range(10)]
    # rounds 0..4 give 15 each = 75; rounds 5-9 book nothing
    out = run("replay", "simili", "-", stdin=log(rounds))
    data = json.loads(out.stdout)
    assert data["score"] == 75 and data["finished"] is True and data["won"] is False


def test_illegal_action_exits_2_with_round_action_and_rule(tmp_path):
    f = tmp_path / "bad.json"
    f.write_text(log([{"category": "ladder", "roll": [8, 8, 9],
                       "books": [book(8, "ladder", 0, 0), book(8, "ladder", 0, 1), book(9, "ladder", 0, 3)]},
                      {"category": "ladder", "roll": [9, 1, 2], "books": [book(9, "ladder", 0, 0)]}]))
    out = run("replay", "simili", str(f))
    assert out.returncode == 2
    assert "round 2" in out.stderr and "book 1" in out.stderr and "simili.space_taken" in out.stderr


def test_malformed_log_exits_2(tmp_path):
    f = tmp_path / "bad.json"
    f.write_text('{"game": "simili", "rounds": [{"category": "sequence", "roll": "123"}]}')
    out = run("replay", "simili", str(f))
    assert out.returncode == 2 and "roll" in out.stderr
    f.write_text("not json")
    assert run("replay", "simili", str(f)).returncode == 2
