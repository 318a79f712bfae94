"""Head-to-head matches of SB bots, seats rotated, seeded.

    PYTHONPATH=py python -m similarium.games.sb.match --games 4000 --seed 1 play-to-win expectation
    PYTHONPATH=py python -m similarium.games.sb.match --games 3000 --seed 1 play-to-win expectation expectation

Game g uses seed ``seed + g // k`` with the bots' seating rotated by ``g % k`` (k bots): each
seed is played once in every rotation, so the dice are shared between the seatings. Prints
each bot's win rate (a shared win counts as a fraction; a bot named twice has its seats
pooled) with a 95% normal interval, and for
two bots an interval from the per-seed sums (paired seatings, usually narrower).
Bots: ``expectation``, ``play-to-win``, ``baseline``, ``margin`` (the former play-to-win rule).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time

from .advisor import warm_up
from .bots import BOTS, MarginBot, play_game

ALL_BOTS = {**BOTS, "margin": MarginBot}


def match(names: list[str], games: int, seed: int) -> dict:
    warm_up()
    bots = [ALL_BOTS[n]() for n in names]
    k = len(bots)
    wins = [0.0] * k
    per_seed: dict[int, float] = {}
    start = time.perf_counter()
    for g in range(games):
        s, r = seed + g // k, g % k
        lineup = [(r + j) % k for j in range(k)]
        game = play_game([bots[i] for i in lineup], s, [f"{names[i]}#{j}" for j, i in enumerate(lineup)])
        winners = game.winners()
        for w in winners:
            wins[lineup[w]] += 1 / len(winners)
            if lineup[w] == 0:
                per_seed[s] = per_seed.get(s, 0.0) + 1 / len(winners)
        per_seed.setdefault(s, 0.0)
    out: dict = {"games": games, "seed": seed, "seconds": round(time.perf_counter() - start, 1), "bots": {}}
    for name in dict.fromkeys(names):  # the same bot named twice: its seats pooled
        seats = games * names.count(name)
        p = sum(w for n, w in zip(names, wins, strict=True) if n == name) / seats
        half = 1.96 * math.sqrt(p * (1 - p) / seats)
        out["bots"][name] = {"seats": seats, "win_rate": round(p, 4),
                             "ci95": [round(p - half, 4), round(p + half, 4)]}
    if k == 2:
        xs = [v / 2 for v in per_seed.values()]  # the first bot's score over both seatings
        m = sum(xs) / len(xs)
        sd = math.sqrt(sum((x - m) ** 2 for x in xs) / max(1, len(xs) - 1))
        half = 1.96 * sd / math.sqrt(len(xs))
        out["paired_ci95_first"] = [round(m - half, 4), round(m + half, 4)]
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("bots", nargs="+", choices=sorted(ALL_BOTS))
    args = ap.parse_args(argv)
    print(json.dumps(match(args.bots, args.games, args.seed), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
