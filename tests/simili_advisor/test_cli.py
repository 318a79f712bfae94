"""``python -m similarium advise simili FILE`` and ``simulate simili``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(*args):
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    return subprocess.run([sys.executable, "-m", "similarium", *args], capture_output=True,
                          text=True, env=env, cwd=ROOT)


def grid(*rs):
    out = [[None if ch == "_" else int(ch) for ch in r] for r in rs]
    return out + [[None] * 4 for _ in range(5 - len(out))]


FIRST = {"variant": "classic", "round": 10, "bank": [7, 8, 0, 7, 2, 9, 0, 8, 9],
         "sheet": {"sequence": grid(), "matching": grid("0000", "111_", "222_"),
                   "ladder": grid("3344", "5566")},
         "free_books": 0, "next_free_book_must_be_sequence": False}


def test_advise_last_round_is_exact(tmp_path):
    f = tmp_path / "p.json"
    f.write_text(json.dumps(FIRST))
    out = run("advise", "simili", str(f))
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["recommended"] == "sequence" and data["exact"] is True
    assert data["matching"] == {"p_win": 0.892, "p_105": 0.805, "expected": 103.485, "exact": True}
    assert data["ladder"]["p_win"] == 0.0 and data["sequence"]["p_win"] == 1.0


def test_advise_earlier_round_estimates(tmp_path):
    f = tmp_path / "p.json"
    f.write_text(json.dumps({**FIRST, "round": 8}))
    data = json.loads(run("advise", "simili", str(f)).stdout)
    assert data["exact"] is False and data["recommended"] in ("sequence", "matching", "ladder")
    for c in ("sequence", "matching", "ladder"):
        assert {"p_win", "p_105", "expected", "p_win_ci95", "playouts"} <= set(data[c])


@pytest.mark.parametrize("bad", [
    {"variant": "nope"},
    {"round": 11},
    {"bank": [10]},
    {"free_books": 1},  # the sheet earns none
    {"sheet": {"sequence": grid("13__")}},
])
def test_advise_rejects_bad_positions(tmp_path, bad):
    f = tmp_path / "p.json"
    f.write_text(json.dumps({**FIRST, **bad}))
    out = run("advise", "simili", str(f))
    assert out.returncode == 2 and out.stderr


def test_simulate_prints_rates():
    out = run("simulate", "simili", "--games", "4", "--seed", "2", "--variant", "modern")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["games"] == 4 and 0 <= data["win_rate"] <= 1 and data["mean_score"] > 0
    assert {"win_rate", "win_rate_ci95", "mean_score"} <= set(data["baseline"])
