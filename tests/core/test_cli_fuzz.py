"""Mangled logs and positions on the command line: always a clear refusal (exit 2 and the
reason on stderr) or an answer (exit 0), never a traceback."""

from __future__ import annotations

import contextlib
import io
import json
import random
import sys

import pytest

from similarium.cli import main

VALUES = [None, 0, -1, 3.5, "x", "", [], {}, [1, 2], {"a": 1}, True, "roll", [[]], [["roll"]], 10**30,
          "K7", [1, 2, 3]]
BASES = {
    "simili": {"game": "simili", "variant": "classic", "rounds": [
        {"category": "sequence", "roll": [1, 2, 3],
         "books": [{"digit": 1, "category": "sequence", "row": 0, "space": 0}]}]},
    "sb": {"players": ["A", "B"], "seed": 3, "turns": [["roll", {"set_aside": "K1"}]]},
}


def mutate(x, rng: random.Random):
    """``x`` with one value somewhere inside replaced by an odd one."""
    if isinstance(x, dict | list) and x and rng.random() < 0.7:
        y = dict(x) if isinstance(x, dict) else list(x)
        k = rng.choice(list(y)) if isinstance(y, dict) else rng.randrange(len(y))
        y[k] = mutate(x[k], rng) if rng.random() < 0.6 else rng.choice(VALUES)
        return y
    return rng.choice(VALUES)


def run(args: list[str], stdin: str, monkeypatch) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = main(args)
    return rc, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("game", sorted(BASES))
@pytest.mark.parametrize("command", ["replay", "advise"])
def test_mangled_input_is_refused_with_a_reason(game, command, monkeypatch):
    rng = random.Random(f"{game}/{command}")
    refused = 0
    for _ in range(250):
        rc, out, err = run([command, game, "-"], json.dumps(mutate(BASES[game], rng)), monkeypatch)
        assert rc in (0, 2)
        if rc == 2:
            refused += 1
            assert err.strip() and out == ""
    assert refused > 50  # the mutations do reach the checks
    rc, _, err = run([command, game, "-"], "{not json", monkeypatch)
    assert rc == 2 and err.strip()


@pytest.mark.parametrize("log, reason", [
    ({"players": ["A"], "turns": 3}, "list of lists"),
    ({"players": ["A"], "actions": "roll"}, "list of lists"),
    ({"players": ["Anna", "anna"], "turns": []}, "same name"),
    ({"players": ["A" * 41], "turns": []}, "40"),
    ({"players": ["A"], "target": "60", "turns": []}, "target"),
])
def test_sb_replay_refuses_a_malformed_log(log, reason, monkeypatch):
    rc, out, err = run(["replay", "sb", "-"], json.dumps(log), monkeypatch)
    assert rc == 2 and out == "" and reason in err
