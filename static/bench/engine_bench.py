"""Rules-engine timings inside Pyodide (run by static/bench/engine.html for scripts/bench_engine.py).

Prints (returns) JSON: SIMILI exact last-round analysis over positions reached by
bot games, the SIMILI hint before the roll in every round (fixed work), SIMILI page render, SB table
build, SB advisor queries and SB bot decisions; and the review of a whole finished game (issue 27)
for every game that declares one (``Rules.review``: what ``python -m similarium review`` runs and
the end screen's "Review" waits for), over seeded bot games. Figures only; nothing is asserted.
"""

import json
import os
import statistics
import sys
import time

sys.path.insert(0, "/home/pyodide")
# a smoke run (tests/test_bench.py on the host): every step once, so a change that breaks the
# script fails a test rather than a later ``make bench``; figures only in the full run
QUICK = os.environ.get("SIMILARIUM_ENGINE_BENCH_QUICK") == "1"


def ms(seconds: float) -> float:
    return round(seconds * 1000, 2)


def stats(values: list[float]) -> dict:
    values = sorted(values)
    return {"n": len(values), "median_ms": ms(statistics.median(values)),
            "p95_ms": ms(values[min(len(values) - 1, int(0.95 * len(values)))]), "max_ms": ms(values[-1])}


out: dict = {"python": sys.version.split()[0]}

# --- SIMILI -------------------------------------------------------------------------
from similarium.games.simili.advisor import Greedy, hint, last_round  # noqa: E402
from similarium.games.simili.advisor.position import Position  # noqa: E402
from similarium.games.simili.game import Book, Choose, Confirm, Game, Options, Roll  # noqa: E402

started = time.perf_counter()
last_round(Game.new(Options(seed=0)))
out["simili_first_call_ms"] = ms(time.perf_counter() - started)


def play_to(seed: int, round_no: int, variant: str) -> Game:
    """A greedy bot's game, stopped before the roll of ``round_no``."""
    bot = Greedy()
    g = Game.new(Options(variant=variant, seed=seed))
    while g.round < round_no and not g.finished:
        pos = Position.from_game(g)
        g = g.apply(Choose(bot.choose(pos))).apply(Roll())
        for b in bot.books(Position.from_game(g)):
            g = g.apply(Book(*b) if isinstance(b, tuple) else b)
        g = g.apply(Confirm())
    return g


last = []
for seed in range(2 if QUICK else 40):
    g = play_to(seed, 10, "modern" if seed % 2 else "classic")
    started = time.perf_counter()
    last_round(g)
    last.append(time.perf_counter() - started)
out["simili_last_round"] = stats(last)

# The hint before the roll, every round: a fixed amount of work (no time budget), the same answer
# on every device; the page also pays a paint between steps, not counted here.
hint_rounds = {}
for round_no in (1, 10) if QUICK else range(1, 11):
    g = play_to(7, round_no, "classic")
    started = time.perf_counter()
    h = hint(g)
    hint_rounds[str(round_no)] = {"ms": ms(time.perf_counter() - started),
                                  "playouts": min(h[c].get("playouts", 0) for c in ("sequence", "matching", "ladder")),
                                  "recommended": h["decision"]["leader"] if h["decision"]["confident"] else None}
out["simili_hint_rounds"] = hint_rounds
out["simili_hint_max_ms"] = max(v["ms"] for v in hint_rounds.values())

from similarium.ui.simili.render import render_session  # noqa: E402
from similarium.ui.simili.session import Session  # noqa: E402

s = Session.start("solo", Options(seed=12345))
s.act("choose", "ladder")
s.act("roll")
renders = []
for _ in range(2 if QUICK else 30):
    started = time.perf_counter()
    render_session(*s.shown())
    renders.append(time.perf_counter() - started)
out["simili_render"] = stats(renders)

# --- SB ---------------------------------------------------------------------------------
from similarium.games.sb.advisor import expected_advisor, warm_up  # noqa: E402
from similarium.games.sb.bots import BaselineBot, ExpectationBot, PlayToWinBot  # noqa: E402
from similarium.games.sb.game import Game as SBGame  # noqa: E402
from similarium.games.sb.rules import Dice  # noqa: E402

started = time.perf_counter()
warm_up()
out["sb_warm_up_ms"] = ms(time.perf_counter() - started)
advisor = expected_advisor()
queries = []
for aside in [Dice(), Dice.parse("3,3 K6"), Dice.parse("3,3,3,3,3,3,5,5 K6"), Dice.parse("1,1,1 K2")]:
    started = time.perf_counter()
    advisor.evaluate(aside)
    queries.append(time.perf_counter() - started)
roll = Dice.parse("1,1,2,3,3,4,5,5 K2,K6")
for _ in range(10):
    started = time.perf_counter()
    advisor.options(Dice(), roll)
    queries.append(time.perf_counter() - started)
out["sb_advisor_query"] = stats(queries)
out["sb_expected_turn_score"] = round(advisor.evaluate(Dice()).value, 4)

decisions = []
bots = [ExpectationBot(), PlayToWinBot(), BaselineBot()]
for seed in range(1 if QUICK else 6):
    game = SBGame.new(["a", "b"], seed=seed)
    lineup = [bots[seed % 3], bots[(seed + 1) % 3]]
    while not game.finished:
        started = time.perf_counter()
        action = lineup[game.current_player].choose(game)
        decisions.append(time.perf_counter() - started)
        game = game.apply(action)
out["sb_bot_decision"] = stats(decisions)

# --- Reviews (issue 27) --------------------------------------------------------------------
import importlib  # noqa: E402

from similarium.core.protocol import play as play_out  # noqa: E402
from similarium.games import registry  # noqa: E402

REVIEW_SEEDS = (11,) if QUICK else (11, 12)
reviews = {}
for entry in registry.playable():
    rules = entry.load_rules()
    if not rules.review:
        continue
    module = importlib.import_module(rules.review)
    bot = sorted(rules.bots)[0]
    seats = 1 if rules.game == "simili" else max(2, rules.min_players)  # SIMILI solo; SB: the race of 2
    times = []
    for seed in REVIEW_SEEDS:
        state = rules.new({}, seed, [f"P{i + 1}" for i in range(seats)])
        end = play_out(state, {i: rules.bots[bot]() for i in range(seats)})
        data = end.log().to_json()
        started = time.perf_counter()
        module.review(data, 0)
        times.append(time.perf_counter() - started)
    reviews[rules.game] = {**stats(times), "seeds": list(REVIEW_SEEDS), "seats": seats, "bot": bot}
out["review"] = reviews

json.dumps(out)
