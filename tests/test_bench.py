"""The pure helpers of scripts/bench.py, and its Similo measuring code run on the host (no
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
