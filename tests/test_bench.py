"""The pure helpers of scripts/bench.py, and its Similo and Similis measuring code run on the host (no
browser; no time is asserted: the machine is shared)."""

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import bench  # noqa: E402


def test_similo_deals_cycle_through_the_setups():
    deals = bench.similo_deals(6)
    assert [d["seed"] for d in deals] == list(range(1000, 1006))
    assert {d["options"]["rules"] for d in deals} == {"classic", "remove-advanced"}
    assert {d["options"]["clues"] for d in deals} == {"same", "myths"}
    assert deals[4]["options"] == deals[0]["options"]
    assert all(d["players"] == list(bench.SIMILO_PLAYERS) for d in deals)


def test_decision_stats_in_ms():
    assert bench.decision_stats([]) == {"n": 0, "median": None, "p95": None, "max": None}
    stats = bench.decision_stats([i / 1000 for i in range(1, 21)])
    assert stats == {"n": 20, "median": 10.5, "p95": 19.0, "max": 20.0}


def test_similo_report_keeps_an_error_and_converts_cold():
    assert bench.similo_report({"error": "boom"}) == {"error": "boom"}
    raw = {"python": "3.x", "ai_py_sha256": "abc", "giver": [0.002], "guesser": [0.001, 0.003], "won": 1,
           "cold": {"import": 0.05, "deck_json": 0.001, "first_deal": 0.0001, "first_decision": 0.004,
                    "first_decision_role": "giver"}}
    out = bench.similo_report(raw)
    assert out["giver"]["n"] == 1 and out["guesser"]["median"] == 2.0
    assert out["cold"] == {"import_ms": 50.0, "deck_json_ms": 1.0, "first_deal_ms": 0.1,
                           "first_decision_ms": 4.0, "first_decision_role": "giver"}


def test_similo_code_plays_the_deals_to_the_end_on_the_host():
    code = f"DEALS_JSON = {json.dumps(json.dumps(bench.similo_deals(2)))}\n" + bench.SIMILO_CODE
    proc = subprocess.run([sys.executable, "-c", code + "print(json.dumps(out))\n"], capture_output=True,
                          text=True, env={**os.environ, "PYTHONPATH": str(ROOT / "py")}, timeout=300)
    assert proc.returncode == 0, proc.stderr
    out = bench.similo_report(json.loads(proc.stdout))
    assert out["cold"]["first_decision_role"] == "giver"
    assert out["giver"]["n"] == 2 * 5 - 1  # five clues a game, the first one counted as cold
    assert out["guesser"]["n"] >= 2
    assert 0 <= out["won"] <= 2


def test_similis_games_cycle_through_the_setups():
    games = bench.similis_games(7)
    assert [g["seed"] for g in games] == list(range(2000, 2007))
    assert [len(g["players"]) for g in games] == [3, 4, 6, 3, 4, 6, 3]
    assert {g["options"]["banned"] for g in games} == {"off", "on"}
    assert games[6]["options"] == games[0]["options"] and len(set(games[5]["players"])) == 6


def test_ratios_skip_what_is_missing_and_a_median_under_the_clock_grain():
    res = {"pyodide": {"a": {"median": 3.0}, "b": {"median": 0.0}, "c": {"median": 1.0}},
           "host": {"a": {"median": 1.5}, "b": {"median": 0.01}, "c": {"median": None}}}
    assert bench.ratios(res, ("a", "b", "c", "d")) == {"a": 2.0, "b": None}
    assert bench.ratios({"pyodide": {"error": "boom"}, "host": {}}, ("a",)) == {}


def test_similis_report_keeps_an_error_and_splits_the_phases():
    assert bench.similis_report({"error": "boom"}) == {"error": "boom"}
    raw = {"python": "3.x", "levels": ["greedy", "strong"], "source_sha256": {"greedy": "a", "strong": "b"},
           "decisions": {"greedy": {"play": [0.001, 0.003], "gift": [0.002]}, "strong": {"play": [0.25]}},
           "first_decision": {"greedy": 0.004, "strong": 0.05}, "seats": {"greedy": 2, "strong": 1},
           "wins": {"greedy": 1, "strong": 0}, "cold": {"import": 0.08, "first_deal": 0.0002}}
    out = bench.similis_report(raw)
    assert out["greedy"]["n"] == 3 and out["greedy"]["median"] == 2.0 and out["greedy"]["over_budget"] == 0
    assert out["greedy"]["by_phase"]["play"] == {"n": 2, "median": 2.0, "p95": 3.0, "max": 3.0}
    assert out["strong"]["over_budget"] == 1 and out["strong"]["max"] == 250.0
    assert out["cold"] == {"import_ms": 80.0, "first_deal_ms": 0.2,
                           "first_decision_ms": {"greedy": 4.0, "strong": 50.0}}
    assert out["seats"] == {"greedy": 2, "strong": 1} and out["wins"] == {"greedy": 1, "strong": 0}


def test_similis_code_plays_a_game_to_the_end_on_the_host():
    code = bench.similis_code(1, ["greedy"])
    proc = subprocess.run([sys.executable, "-c", code + "print(json.dumps(out))\n"], capture_output=True,
                          text=True, env={**os.environ, "PYTHONPATH": str(ROOT / "py")}, timeout=300)
    assert proc.returncode == 0, proc.stderr
    out = bench.similis_report(json.loads(proc.stdout))
    assert set(out["source_sha256"]) == {"greedy"} and "random" not in out
    assert set(out["cold"]["first_decision_ms"]) == {"greedy"}
    assert out["greedy"]["n"] >= 3 and out["greedy"]["by_phase"]["play"]["n"] >= 2
    assert out["seats"] == {"greedy": 3} and 1 <= out["wins"]["greedy"] <= 3
