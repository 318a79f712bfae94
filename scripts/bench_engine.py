"""In-Pyodide timings of the rules engine and of the bots' decisions, each beside the same code on
the host CPython (run by ``scripts/bench.py``).

* ``engine`` (unless ``--no-engine``): ``static/bench/engine.html`` runs
  ``static/bench/engine_bench.py`` (SIMILI analysis, hints and render, SB table, advisor and bots, and
  ``review``: the review of whole seeded bot games, per game that declares one)
  in Chromium's Pyodide, and the same script runs on the host CPython beside it (``pyodide`` /
  ``host_cpython``);
* ``similo_decision_ms`` (``--similo-games N``, 20; 0 skips): N seeded Similo deals (classic and
  remove-advanced; the fables deck alone and with the myths clue deck; 3 seats) played to the end
  through the game protocol (``similarium.games.similo.protocol.RULES``: ``new_state``,
  ``observation``, ``legal_moves``) with the ``traits`` bot in every seat, each
  ``bot.choose(observation, legal)`` timed: ``giver`` (seat 0, the clues) and ``guesser`` (the
  removals), ``n``, ``median``, ``p95`` and ``max`` in ms, the run's first decision left out. The
  same code (SIMILO_CODE on PLAY_CODE, on the app zip's own files) runs in a fresh Pyodide in
  Chromium (``pyodide``) and in a host CPython subprocess (``host``), one after the other.
  ``cold``, apart from those figures: the import of the protocol (which reads the deck JSON),
  reading the deck JSON again (``deck_json_ms``), the first deal and the first decision of the
  first game (its ``first_decision_role``). ``won``: games the bots won (a check that they played
  to the end); ``ai_py_sha256``: the ai.py measured; ``ratio_pyodide_over_host``: of the medians.
* ``similis_decision_ms`` (``--similis-games N``, 12; 0 skips): N seeded Similis games (3, 4 and 6
  players, the banned-card variant off and on: SIMILIS_SETUPS) played to the end through
  ``similarium.games.similis.protocol.RULES`` by its bots: every level in ``RULES.bots``
  (``random``, ``greedy``, ``strong``), seats rotated (game i: seat s plays level
  ``(s + i) % levels``). Per level, of every ``bot.choose``
  but the level's first: ``n``, ``median``, ``p95``, ``max`` in ms, ``over_budget`` (decisions
  over ``budget_ms``, the issue's 200 ms in Pyodide: a figure, not asserted) and ``by_phase``
  (``play``: a series or a draw; ``gift``); ``cold``: the import of the protocol, the first deal,
  each level's first decision; ``seats`` and ``wins`` per level; ``source_sha256``: each level's
  module. Same shared loop (PLAY_CODE) as Similo's, same Pyodide / host runs;
  ``ratio_pyodide_over_host`` per level (null when Pyodide's median is 0, under the clock's grain).

How to read them: the medians and p95 are what a player waits for a bot; the ratio is Pyodide's
cost over CPython's on the same machine, steadier between runs than either. Chromium's clock has a
0.1 ms grain, so Pyodide's small figures are steps of 0.1 ms. Figures only: nothing is asserted.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import zipfile

import build_app
from bench_boot import BARE_PATH, ROOT, TIMEOUT_MS, Session, p95

ENGINE_PATH = "static/bench/engine.html"


def engine_timings(pw, executable: str | None, base_url: str) -> dict:
    """The rules engine's timings in Chromium's Pyodide, next to the same script on host CPython."""
    s = Session(pw, executable, base_url)
    try:
        s.page.goto(ENGINE_PATH, wait_until="commit", timeout=TIMEOUT_MS)
        # 15 min: the reviews of whole games (issue 27) take minutes in Pyodide on a loaded machine
        s.page.wait_for_function("() => window.__engine !== undefined", timeout=900_000, polling=500)
        browser = s.page.evaluate("() => window.__engine")
    finally:
        s.close()
    script = ROOT / ENGINE_PATH.replace("engine.html", "engine_bench.py")
    code = script.read_text(encoding="utf-8").rsplit("\njson.dumps(out)", 1)[0] + "\nprint(json.dumps(out))\n"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(ROOT / "py")}, timeout=900)
    host = json.loads(proc.stdout) if proc.returncode == 0 else {"error": proc.stderr[-2000:]}
    return {"pyodide": browser, "host_cpython": host}


# AI decision times: the same source on host CPython and in Pyodide. PLAY_CODE, shared by the
# games' snippets, defines ``play``: seeded games to the end through the game protocol, each
# ``bot.choose(observation, legal)`` timed (seconds).
PLAY_CODE = """
import hashlib
import json
import sys
import time


def play(RULES, games, key):
    \"\"\"Each of ``games`` ({seed, players, options, bots: a bot name per seat}) to the end;
    returns the decisions in order as (key(game, seat, observation), seconds, phase), each
    game's deal time (seconds) and its final state.\"\"\"
    decisions, deals, ends = [], [], []
    for game in games:
        options = RULES.check_options(game["options"])
        started = time.perf_counter()
        state = RULES.new_state(options, game["seed"], tuple(game["players"]))
        deals.append(time.perf_counter() - started)
        bots = [RULES.bots[name]() for name in game["bots"]]
        step = 0
        while state.outcome() is None:
            turn = state.turn()
            seat = turn.seats[step % len(turn.seats)]  # several seats (Similo's guessers) take turns
            observation, legal = state.observation(seat), state.legal_moves(seat)
            started = time.perf_counter()
            move = bots[seat].choose(observation, legal)
            took = time.perf_counter() - started
            decisions.append((key(game, seat, observation), took, turn.phase))
            state = state.apply(seat, move)
            step += 1
        ends.append(state)
    return decisions, deals, ends
"""

# Similo: DEALS_JSON (a JSON string, from similo_deals) is set before it; it leaves ``out``.
SIMILO_CODE = PLAY_CODE + """
started = time.perf_counter()
from similarium.games.similo import ai, decks, protocol
imported = time.perf_counter() - started
decks.load.cache_clear()
decks.cards.cache_clear()
started = time.perf_counter()
decks.load()
deck_json = time.perf_counter() - started
RULES = protocol.RULES
out = {"python": sys.version.split()[0], "giver": [], "guesser": [], "won": 0,
       "ai_py_sha256": hashlib.sha256(open(ai.__file__, "rb").read()).hexdigest()[:12]}
games = [{**deal, "bots": ["traits"] * len(deal["players"])} for deal in json.loads(DEALS_JSON)]
decisions, deals, ends = play(RULES, games, lambda game, seat, observation: observation.role)
cold = None
if decisions:
    (role, took, _), decisions = decisions[0], decisions[1:]
    cold = {"import": imported, "deck_json": deck_json, "first_deal": deals[0],
            "first_decision": took, "first_decision_role": role}
for role, took, _ in decisions:
    out[role].append(took)
out["won"] = sum(state.game.result == "won" for state in ends)
out["cold"] = cold
json.dumps(out)
"""

# Similis: GAMES_JSON (a JSON string, from similis_games) and LEVELS (bot names, or None: all of
# RULES.bots) are set before it (similis_code); it leaves ``out``. The levels are seated in turn
# (game i: seat s plays level (s + i) % len(levels)).
SIMILIS_CODE = PLAY_CODE + """
started = time.perf_counter()
from similarium.games.similis import protocol
imported = time.perf_counter() - started
RULES = protocol.RULES
levels = [level for level in RULES.bots if LEVELS is None or level in LEVELS]
games = [{**game, "bots": [levels[(s + i) % len(levels)] for s in range(len(game["players"]))]}
         for i, game in enumerate(json.loads(GAMES_JSON))]
decisions, deals, ends = play(RULES, games, lambda game, seat, observation: game["bots"][seat])
out = {"python": sys.version.split()[0], "levels": levels,
       "source_sha256": {level: hashlib.sha256(open(sys.modules[RULES.bots[level].__module__].__file__,
                                                     "rb").read()).hexdigest()[:12] for level in levels},
       "decisions": {level: {} for level in levels}, "first_decision": {}, "seats": dict.fromkeys(levels, 0),
       "wins": dict.fromkeys(levels, 0), "cold": {"import": imported, "first_deal": deals[0] if deals else None}}
for level, took, phase in decisions:
    if level not in out["first_decision"]:  # each level's first decision: cold, apart
        out["first_decision"][level] = took
    else:
        out["decisions"][level].setdefault(phase, []).append(took)
for game, state in zip(games, ends):
    for seat, level in enumerate(game["bots"]):
        out["seats"][level] += 1
        out["wins"][level] += seat in state.outcome().winners
json.dumps(out)
"""

# A Pyodide of its own in the page (bare.html's instance is not reachable), the app zip, a snippet.
DECISIONS_IN_PAGE = """
async ([code]) => {
  const indexURL = new URL("../vendor/pyodide/", location.href).href;
  const { loadPyodide } = await import(indexURL + "pyodide.mjs");
  const pyodide = await loadPyodide({ indexURL });
  const zip = await (await fetch("../vendor/similarium.zip")).arrayBuffer();
  pyodide.unpackArchive(new Uint8Array(zip), "zip", { extractDir: "/home/pyodide" });
  pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide')");
  return await pyodide.runPythonAsync(code);
}
"""
SIMILO_SETUPS = (  # (rules, characters, clues): one deck, then two decks
    ("classic", "fables", "same"), ("remove-advanced", "fables", "same"),
    ("classic", "fables", "myths"), ("remove-advanced", "fables", "myths"),
)
SIMILO_PLAYERS = ("giver", "guesser 1", "guesser 2")


def similo_deals(n: int) -> list[dict]:
    """``n`` seeded deals, cycling through SIMILO_SETUPS."""
    out = []
    for i in range(n):
        rules, characters, clues = SIMILO_SETUPS[i % len(SIMILO_SETUPS)]
        out.append({"seed": 1000 + i, "players": list(SIMILO_PLAYERS),
                    "options": {"rules": rules, "characters": characters, "clues": clues}})
    return out


def decision_stats(seconds: list[float]) -> dict:
    """``n``, ``median``, ``p95`` (nearest rank) and ``max`` in ms, of times in seconds."""
    if not seconds:
        return {"n": 0, "median": None, "p95": None, "max": None}
    ms = [s * 1000 for s in seconds]
    return {"n": len(ms), "median": round(statistics.median(ms), 2), "p95": round(p95(ms), 2),
            "max": round(max(ms), 2)}


def similo_report(raw: dict) -> dict:
    """SIMILO_CODE's ``out`` (seconds) as the report's figures (ms), or its error as is."""
    if "error" in raw:
        return raw
    cold = raw["cold"] or {}
    return {
        "python": raw["python"],
        "ai_py_sha256": raw["ai_py_sha256"],
        "giver": decision_stats(raw["giver"]),
        "guesser": decision_stats(raw["guesser"]),
        "cold": {**{f"{k}_ms": round(v * 1000, 2) for k, v in cold.items() if isinstance(v, float)},
                 **{k: v for k, v in cold.items() if isinstance(v, str)}},
        "won": raw["won"],
    }


def decision_timings(pw, executable: str | None, base_url: str, code: str, report) -> dict:
    """``code`` (a snippet that leaves ``out``) in a fresh Pyodide in Chromium, then in a host
    CPython subprocess on the app zip's files; each ``out`` through ``report``."""
    res: dict = {}
    s = Session(pw, executable, base_url)
    try:
        s.load(BARE_PATH, None)
        res["pyodide"] = report(json.loads(s.page.evaluate(DECISIONS_IN_PAGE, [code])))
    except Exception as exc:  # noqa: BLE001 - reported in the JSON, the rest of the bench stands
        res["pyodide"] = {"error": str(exc)[-2000:]}
    finally:
        s.close()
    with tempfile.TemporaryDirectory(prefix="similarium-bench-") as tmp:
        with zipfile.ZipFile(build_app.OUT) as bundle:  # the very app files Pyodide ran; not the
            bundle.extractall(tmp, [n for n in bundle.namelist() if n.startswith("similarium/")])
            # standard library modules it carries (Pyodide's bytecode: "bad magic number" here)
        proc = subprocess.run([sys.executable, "-c", code + "print(json.dumps(out))\n"],
                              capture_output=True, text=True, cwd=tmp,
                              env={**os.environ, "PYTHONPATH": tmp}, timeout=1800)
    res["host"] = report(json.loads(proc.stdout) if proc.returncode == 0
                         else {"error": proc.stderr[-2000:]})
    return res


def ratios(res: dict, keys) -> dict:
    """Pyodide's median over the host's, per key of ``keys`` (the ones both have); None when
    Pyodide's is 0 (under Chromium's 0.1 ms clock grain)."""
    out = {}
    for key in keys:
        try:
            pyodide = res["pyodide"][key]["median"]
            out[key] = round(pyodide / res["host"][key]["median"], 2) if pyodide else None
        except (KeyError, TypeError, ZeroDivisionError):
            pass
    return out


def similo_timings(pw, executable: str | None, base_url: str, games: int) -> dict:
    """Similo's ``traits`` bot decisions in Chromium's Pyodide and on host CPython, same deals, same code."""
    code = f"DEALS_JSON = {json.dumps(json.dumps(similo_deals(games)))}\n" + SIMILO_CODE
    res: dict = {"games": games, "players": len(SIMILO_PLAYERS),
                 "setups": [" ".join(s) for s in SIMILO_SETUPS]}
    res.update(decision_timings(pw, executable, base_url, code, similo_report))
    ratio = ratios(res, ("giver", "guesser"))
    if len(ratio) == 2:
        res["ratio_pyodide_over_host"] = ratio
    return res


SIMILIS_BUDGET_MS = 200  # the "a bot decision under 200 ms in Pyodide": shown, not asserted
SIMILIS_SETUPS = ((3, "off"), (4, "on"), (6, "off"), (3, "on"), (4, "off"), (6, "on"))  # (players, banned)


def similis_games(n: int) -> list[dict]:
    """``n`` seeded Similis games, cycling through SIMILIS_SETUPS (the bots are seated by SIMILIS_CODE)."""
    out = []
    for i in range(n):
        players, banned = SIMILIS_SETUPS[i % len(SIMILIS_SETUPS)]
        out.append({"seed": 2000 + i, "players": [f"bot {k + 1}" for k in range(players)],
                    "options": {"banned": banned}})
    return out


def similis_code(games: int, levels: list[str] | None = None) -> str:
    """SIMILIS_CODE for ``games`` seeded games (similis_games) between ``levels`` (None: every bot)."""
    return (f"GAMES_JSON = {json.dumps(json.dumps(similis_games(games)))}\n"
            f"LEVELS = {levels!r}\n" + SIMILIS_CODE)


def similis_report(raw: dict) -> dict:
    """SIMILIS_CODE's ``out`` (seconds) as the report's figures (ms), or its error as is: per
    level, every decision but its first (``cold.first_decision_ms``), then ``by_phase``."""
    if "error" in raw:
        return raw
    ms = lambda v: None if v is None else round(v * 1000, 2)  # noqa: E731
    levels = {}
    for level in raw["levels"]:
        phases = raw["decisions"][level]
        every = [t for times in phases.values() for t in times]
        levels[level] = {**decision_stats(every),
                         "over_budget": sum(t * 1000 > SIMILIS_BUDGET_MS for t in every),
                         "by_phase": {phase: decision_stats(times) for phase, times in sorted(phases.items())}}
    return {
        "python": raw["python"],
        "source_sha256": raw["source_sha256"],
        **levels,
        "cold": {"import_ms": ms(raw["cold"]["import"]), "first_deal_ms": ms(raw["cold"]["first_deal"]),
                 "first_decision_ms": {level: ms(t) for level, t in raw["first_decision"].items()}},
        "seats": raw["seats"],
        "wins": raw["wins"],
    }


def similis_timings(pw, executable: str | None, base_url: str, games: int) -> dict:
    """Similis's bots (every level in RULES.bots, seats rotated) in Chromium's Pyodide and on host CPython."""
    code = similis_code(games)
    res: dict = {"games": games, "setups": [f"{p} players, banned {b}" for p, b in SIMILIS_SETUPS],
                 "budget_ms": SIMILIS_BUDGET_MS}
    res.update(decision_timings(pw, executable, base_url, code, similis_report))
    res["ratio_pyodide_over_host"] = ratios(res, res["host"].get("source_sha256", ()))
    return res
