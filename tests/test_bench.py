"""The pure helpers of ``make bench`` (scripts/bench_engine.py: the Similo and Similis measuring code, run
on the host; scripts/bench_network.py: the Pages-like server and the network rows), without a browser; no
time is asserted: the machine is shared."""

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import bench  # noqa: E402
import bench_engine  # noqa: E402
import bench_network  # noqa: E402


def test_similo_deals_cycle_through_the_setups():
    deals = bench_engine.similo_deals(6)
    assert [d["seed"] for d in deals] == list(range(1000, 1006))
    assert {d["options"]["rules"] for d in deals} == {"classic", "remove-advanced"}
    assert {d["options"]["clues"] for d in deals} == {"same", "myths"}
    assert deals[4]["options"] == deals[0]["options"]
    assert all(d["players"] == list(bench_engine.SIMILO_PLAYERS) for d in deals)


def test_decision_stats_in_ms():
    assert bench_engine.decision_stats([]) == {"n": 0, "median": None, "p95": None, "max": None}
    stats = bench_engine.decision_stats([i / 1000 for i in range(1, 21)])
    assert stats == {"n": 20, "median": 10.5, "p95": 19.0, "max": 20.0}


def test_similo_report_keeps_an_error_and_converts_cold():
    assert bench_engine.similo_report({"error": "boom"}) == {"error": "boom"}
    raw = {"python": "3.x", "ai_py_sha256": "abc", "giver": [0.002], "guesser": [0.001, 0.003], "won": 1,
           "cold": {"import": 0.05, "deck_json": 0.001, "first_deal": 0.0001, "first_decision": 0.004,
                    "first_decision_role": "giver"}}
    out = bench_engine.similo_report(raw)
    assert out["giver"]["n"] == 1 and out["guesser"]["median"] == 2.0
    assert out["cold"] == {"import_ms": 50.0, "deck_json_ms": 1.0, "first_deal_ms": 0.1,
                           "first_decision_ms": 4.0, "first_decision_role": "giver"}


def test_similo_code_plays_the_deals_to_the_end_on_the_host():
    code = f"DEALS_JSON = {json.dumps(json.dumps(bench_engine.similo_deals(2)))}\n" + bench_engine.SIMILO_CODE
    proc = subprocess.run([sys.executable, "-c", code + "print(json.dumps(out))\n"], capture_output=True,
                          text=True, env={**os.environ, "PYTHONPATH": str(ROOT / "py")}, timeout=300)
    assert proc.returncode == 0, proc.stderr
    out = bench_engine.similo_report(json.loads(proc.stdout))
    assert out["cold"]["first_decision_role"] == "giver"
    assert out["giver"]["n"] == 2 * 5 - 1  # five clues a game, the first one counted as cold
    assert out["guesser"]["n"] >= 2
    assert 0 <= out["won"] <= 2


def test_similis_games_cycle_through_the_setups():
    games = bench_engine.similis_games(7)
    assert [g["seed"] for g in games] == list(range(2000, 2007))
    assert [len(g["players"]) for g in games] == [3, 4, 6, 3, 4, 6, 3]
    assert {g["options"]["banned"] for g in games} == {"off", "on"}
    assert games[6]["options"] == games[0]["options"] and len(set(games[5]["players"])) == 6


def test_ratios_skip_what_is_missing_and_a_median_under_the_clock_grain():
    res = {"pyodide": {"a": {"median": 3.0}, "b": {"median": 0.0}, "c": {"median": 1.0}},
           "host": {"a": {"median": 1.5}, "b": {"median": 0.01}, "c": {"median": None}}}
    assert bench_engine.ratios(res, ("a", "b", "c", "d")) == {"a": 2.0, "b": None}
    assert bench_engine.ratios({"pyodide": {"error": "boom"}, "host": {}}, ("a",)) == {}


def test_similis_report_keeps_an_error_and_splits_the_phases():
    assert bench_engine.similis_report({"error": "boom"}) == {"error": "boom"}
    raw = {"python": "3.x", "levels": ["greedy", "strong"], "source_sha256": {"greedy": "a", "strong": "b"},
           "decisions": {"greedy": {"play": [0.001, 0.003], "gift": [0.002]}, "strong": {"play": [0.25]}},
           "first_decision": {"greedy": 0.004, "strong": 0.05}, "seats": {"greedy": 2, "strong": 1},
           "wins": {"greedy": 1, "strong": 0}, "cold": {"import": 0.08, "first_deal": 0.0002}}
    out = bench_engine.similis_report(raw)
    assert out["greedy"]["n"] == 3 and out["greedy"]["median"] == 2.0 and out["greedy"]["over_budget"] == 0
    assert out["greedy"]["by_phase"]["play"] == {"n": 2, "median": 2.0, "p95": 3.0, "max": 3.0}
    assert out["strong"]["over_budget"] == 1 and out["strong"]["max"] == 250.0
    assert out["cold"] == {"import_ms": 80.0, "first_deal_ms": 0.2,
                           "first_decision_ms": {"greedy": 4.0, "strong": 50.0}}
    assert out["seats"] == {"greedy": 2, "strong": 1} and out["wins"] == {"greedy": 1, "strong": 0}


def test_similis_code_plays_a_game_to_the_end_on_the_host():
    code = bench_engine.similis_code(1, ["greedy"])
    proc = subprocess.run([sys.executable, "-c", code + "print(json.dumps(out))\n"], capture_output=True,
                          text=True, env={**os.environ, "PYTHONPATH": str(ROOT / "py")}, timeout=300)
    assert proc.returncode == 0, proc.stderr
    out = bench_engine.similis_report(json.loads(proc.stdout))
    assert set(out["source_sha256"]) == {"greedy"} and "random" not in out
    assert set(out["cold"]["first_decision_ms"]) == {"greedy"}
    assert out["greedy"]["n"] >= 3 and out["greedy"]["by_phase"]["play"]["n"] >= 2
    assert out["seats"] == {"greedy": 3} and 1 <= out["wins"]["greedy"] <= 3


# ---------------------------------------------------------------- the network profile's server

PAGES_HOST_GZIPS = {".html", ".js", ".mjs", ".css", ".json", ".wasm", ".svg"}  # what GitHub Pages compresses


def _get(url: str, gzip_ok: bool = True):
    import urllib.request

    req = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"} if gzip_ok else {})
    with urllib.request.urlopen(req, timeout=30) as resp:
        return resp.headers, resp.read()


def test_the_pages_like_server_gzips_what_a_pages_host_gzips_and_nothing_else(tmp_path):
    import gzip

    body = b"similarium " * 200
    names = [f"f{ext}" for ext in sorted(PAGES_HOST_GZIPS)] + [
        "bundle.zip", "snap.snapshot.gz", "font.woff2", "icon.png", "notes.txt", "app.webmanifest", "x.py"]
    for name in names:
        (tmp_path / name).write_bytes(body)
    (tmp_path / "index.html").write_bytes(body)
    server = bench_network.pages_server(tmp_path)
    try:
        for name in names + [""]:
            headers, data = _get(server.url + name)
            ext = Path(name or "index.html").suffix
            if ext in PAGES_HOST_GZIPS:
                assert headers["Content-Encoding"] == "gzip", name
                assert gzip.decompress(data) == body and len(data) < len(body), name
            else:
                assert headers["Content-Encoding"] is None and data == body, name
            assert headers["Cache-Control"] == "max-age=600", name
            assert headers["Last-Modified"], name
            plain_headers, plain = _get(server.url + name, gzip_ok=False)  # a client without gzip
            assert plain_headers["Content-Encoding"] is None and plain == body, name
    finally:
        server.shutdown()
        server.server_close()
    assert bench_network.PAGES_GZIP == PAGES_HOST_GZIPS


def test_network_rows_ratios_over_the_bare_runtime():
    def raw(first, returning):
        return {"first": first, "returning": returning, "paint_first": [100.0] * len(first),
                "paint_returning": [50.0] * len(first), "bytes_first": [6_000_000] * len(first),
                "bytes_returning": [1000] * len(first), "mode": []}
    rows = bench_network.network_rows({"bare": raw([10000.0, 12000.0], [3000.0, 3000.0]),
                               "home": raw([8800.0, 8800.0], [1500.0, 1500.0])},
                              {"home": ("", None), "sb": ("#/sb", None)}, {"sb": "boom"})
    assert rows["pages"]["home"]["ratio_over_bare"] == {"first": 0.8, "returning": 0.5}
    assert rows["pages"]["home"]["first_visit"]["bytes"] == 6_000_000
    assert rows["pages"]["sb"] == {"error": "boom"}
    assert "| home | 8800 ms | **0.80** | 6.0 MB |" in bench_network.network_table(rows)


class _Page:
    """A page that answers CLICKS with the media it was last given, to see the blocks alternate."""

    def __init__(self):
        self.media, self.calls = "no-preference", []

    def emulate_media(self, reduced_motion):
        self.media = reduced_motion

    def evaluate(self, script, args):
        self.calls.append((self.media, args[1]))
        return [1.0 if self.media == "reduce" else 2.0] * args[1]


def test_clicks_with_and_without_motion_alternate_on_one_page():
    page = _Page()
    on, off = bench.click_runs(page, 25, block=10)
    assert on == [2.0] * 25 and off == [1.0] * 25
    assert page.calls == [("no-preference", 10), ("reduce", 10), ("no-preference", 10), ("reduce", 10),
                          ("no-preference", 5), ("reduce", 5)]
    assert page.media == "no-preference"  # the page is left as a visitor has it


def test_click_summary_counts_the_unanswered_clicks():
    got = bench.click_summary([3.0, None, 1.0, 2.0])
    assert got["n"] == 4 and got["no_mutation"] == 1 and got["median"] == 2.0 and got["max"] == 3.0
    assert bench.click_summary([None])["median"] is None



def test_the_engine_bench_script_runs_every_step_on_the_host():
    """static/bench/engine_bench.py (make bench's engine part, also run in Pyodide) in its quick
    form, as bench_engine runs it on the host: every step reports, and a review is timed for every
    game that has one. Its SIMILI render step once broke unnoticed (an API change): make bench then
    measured no engine figure."""
    script = ROOT / "static" / "bench" / "engine_bench.py"
    code = script.read_text(encoding="utf-8").rsplit("\njson.dumps(out)", 1)[0] + "\nprint(json.dumps(out))\n"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600,
                          env={**os.environ, "PYTHONPATH": str(ROOT / "py"), "SIMILARIUM_ENGINE_BENCH_QUICK": "1"})
    assert proc.returncode == 0, proc.stderr[-2000:]
    out = json.loads(proc.stdout)
    for key in ("simili_first_call_ms", "simili_last_round", "simili_hint_rounds", "simili_render",
                "sb_warm_up_ms", "sb_advisor_query", "sb_bot_decision"):
        assert key in out
    assert out["sb_expected_turn_score"] == 8.3177
    assert set(out["review"]) == {"simili", "sb", "similo", "similis"}
    assert all(r["n"] == 1 for r in out["review"].values())
