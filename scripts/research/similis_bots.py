"""Similis's bot levels against each other: ``PYTHONPATH=py python3 scripts/research/similis_bots.py
--games 2000 --players 3 [--seed 1] [--levels strong,greedy,random] [--banned]``.

Game ``g`` (seed ``seed + g``) seats level ``levels[(g + s) % len(levels)]`` at seat ``s``, so
over a multiple of ``len(levels)`` games every level sits in every seat equally often. Prints
one JSON line: per level its seats, win share (a shared stall counts a fraction) with Wilson's
95% interval, mean final score (cards left, 0 for the winner) with a 95% interval, and the
host time of the strong bot's decisions (median, p95, max in ms); ``--markdown`` prints the
table rows of ``docs/similis-bots.md`` instead.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from similarium.games.similis.bots import BOTS, RandomBot  # noqa: E402
from similarium.games.similis.protocol import observe  # noqa: E402
from similarium.games.similis.rules import Game  # noqa: E402
from similarium.games.similis.sim import interval  # noqa: E402


def run(games: int, seed: int, players: int, levels: list[str], banned: bool = False) -> dict:
    bots = {name: (RandomBot(seed) if name == "random" else BOTS[name]()) for name in levels}
    seats = dict.fromkeys(levels, 0)
    wins = dict.fromkeys(levels, 0.0)
    scores: dict[str, list[int]] = {name: [] for name in levels}
    timing: dict[str, list[float]] = {name: [] for name in levels}
    turns = 0
    for g in range(games):
        lineup = [levels[(g + s) % len(levels)] for s in range(players)]
        game = Game.deal(players, seed + g, banned)
        while not game.over:
            seat = game.to_move
            name = lineup[seat]
            obs, legal = observe(game, seat), game.legal_moves()
            start = time.perf_counter()
            move = bots[name].choose(obs, legal)
            timing[name].append(time.perf_counter() - start)
            game = game.apply(seat, move)
        turns += game.turns
        won = game.winners()
        for seat, name in enumerate(lineup):
            seats[name] += 1
            wins[name] += 1 / len(won) if seat in won else 0.0
            scores[name].append(game.scores()[seat])
    out: dict = {"games": games, "seed": seed, "players": players, "banned": banned,
                 "turns_mean": round(turns / games, 2), "levels": {}}
    for name in levels:
        s = scores[name]
        mean = sum(s) / len(s)
        sd = math.sqrt(sum((x - mean) ** 2 for x in s) / max(1, len(s) - 1))
        half = 1.96 * sd / math.sqrt(len(s))
        t = sorted(timing[name])
        out["levels"][name] = {
            "seats": seats[name], "win_share": round(wins[name] / seats[name], 4),
            "ci95": interval(wins[name], seats[name]),
            "score_mean": round(mean, 2), "score_ci95": [round(mean - half, 2), round(mean + half, 2)],
            "decision_ms": {"median": round(1000 * t[len(t) // 2], 2), "p95": round(1000 * t[int(0.95 * len(t))], 2),
                            "max": round(1000 * t[-1], 2), "decisions": len(t)}}
    return out


def markdown(result: dict) -> str:
    rows = []
    for name, f in result["levels"].items():
        lo, hi = f["ci95"]
        rows.append(f"| {result['players']} | {name} | {result['games']} | {f['seats']} | "
                    f"{100 * f['win_share']:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}] | "
                    f"{f['score_mean']:.2f} [{f['score_ci95'][0]:.2f}, {f['score_ci95'][1]:.2f}] | "
                    f"{f['decision_ms']['median']:.1f} / {f['decision_ms']['p95']:.1f} / {f['decision_ms']['max']:.1f} |")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--levels", default="strong,greedy,random")
    parser.add_argument("--banned", action="store_true")
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args(argv)
    levels = args.levels.split(",")
    unknown = [n for n in levels if n not in BOTS]
    if unknown or args.games < 1 or not 3 <= args.players <= 6:
        print(f"similis_bots: levels among {', '.join(BOTS)}; --games >= 1; --players 3 to 6", file=sys.stderr)
        return 2
    result = run(args.games, args.seed, args.players, levels, args.banned)
    print(markdown(result) if args.markdown else json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
