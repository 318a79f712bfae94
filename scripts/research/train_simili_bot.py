"""Tune the SIMILI bot's value weights by self-play (host only; not shipped to the page).

Paired comparison with common random numbers: the candidate and the incumbent
play the same seeded games (``draw_rolls(seed)``, the rolls of
``python -m similarium simulate simili --seed S``), so only the games where they
differ count. A (1+1) search: each step moves one weight (or two) by a random
step; the move is kept when the candidate wins more games than the incumbent
on the training seeds by ``--z`` standard errors of the paired difference.

    PYTHONPATH=py python3 scripts/research/train_simili_bot.py search --games 800 --minutes 9 \\
        --log /tmp/simili-train.jsonl
    PYTHONPATH=py python3 scripts/research/train_simili_bot.py eval --games 2000 --seed 500001

Training seeds start at 100001 (``--train-seed``); held-out figures use other
seeds (the docs report 500001..502000). Games are played on ``Position`` (the
advisor's bookkeeping, which the tests check against the core rules), which is
faster than going through ``Game.apply`` and gives the same scores.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from dataclasses import asdict, fields, replace
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from similarium.games.simili.advisor.policy import WEIGHTS, Greedy, Policy, Weights  # noqa: E402
from similarium.games.simili.advisor.position import Position  # noqa: E402
from similarium.games.simili.game import Game, Options, draw_rolls  # noqa: E402
from similarium.games.simili.sheet import WIN_SCORE  # noqa: E402

VARIANTS = ("classic", "modern")
# name -> (step, lower bound, upper bound)
STEPS = {
    "extension": (0.15, 0.0, 1.0),
    "extension_m": (0.15, 0.0, 1.0),
    "digit": (0.3, 0.0, 4.0),
    "digit_slope": (0.1, -1.0, 1.0),
    "bonus_i": (2.0, 0.0, 20.0),
    "free_book": (1.5, 0.0, 15.0),
    "horizon": (0.5, 1.0, 6.0),
    "ladder2": (0.08, 0.0, 0.8),
    "ladder3": (0.08, 0.0, 0.9),
    "matching2": (0.08, 0.0, 0.8),
    "ladder_horizon": (0.5, 1.0, 6.0),
}


def to_flat(w: Weights) -> dict[str, float]:
    d = asdict(w)
    ladder = d.pop("ladder")
    d["ladder2"], d["ladder3"] = ladder[2], ladder[3]
    return d


def from_flat(d: dict[str, float]) -> Weights:
    d = dict(d)
    ladder = (0.0, 0.0, d.pop("ladder2"), d.pop("ladder3"))
    names = {f.name for f in fields(Weights)}
    return replace(WEIGHTS, ladder=ladder, **{k: v for k, v in d.items() if k in names})


def play(bot, seed: int, variant: str) -> int:
    pos = Position.from_game(Game.new(Options(variant=variant, seed=seed)))
    for roll in draw_rolls(seed):
        after = pos.rolled(bot.choose(pos), roll)
        pos = after.after_books(bot.books(after))
    return pos.score


def _job(args: tuple) -> list[int]:
    flat, seeds, variant = args
    if flat is None:
        bot = Greedy()
    else:
        flat = dict(flat)
        nine = bool(flat.pop("exact_nine", True))  # round 9's exact category search (slow: off in search)
        bot = Policy(from_flat(flat), exact_nine=nine)
    return [play(bot, s, variant) for s in seeds]


def evaluate(pool: Pool, flat: dict | None, seeds: list[int], chunk: int = 50) -> dict[str, list[int]]:
    jobs = [(flat, seeds[i:i + chunk], v) for v in VARIANTS for i in range(0, len(seeds), chunk)]
    out: dict[str, list[int]] = {v: [] for v in VARIANTS}
    for (_, _, v), scores in zip(jobs, pool.map(_job, jobs), strict=True):
        out[v].extend(scores)
    return out


def wins(scores: dict[str, list[int]]) -> int:
    return sum(s >= WIN_SCORE for v in scores.values() for s in v)


def paired(cand: dict[str, list[int]], inc: dict[str, list[int]]) -> tuple[int, float]:
    """Win difference and its z (paired: only discordant games count)."""
    diff = disc = 0
    for v in VARIANTS:
        for a, b in zip(cand[v], inc[v], strict=True):
            d = (a >= WIN_SCORE) - (b >= WIN_SCORE)
            diff += d
            disc += d != 0
    return diff, diff / math.sqrt(disc) if disc else 0.0


def search(args: argparse.Namespace) -> None:
    rng = random.Random(args.rng)
    seeds = list(range(args.train_seed, args.train_seed + args.games))
    start = json.loads(args.start) if args.start else to_flat(WEIGHTS)
    start["exact_nine"] = args.exact_nine
    log = open(args.log, "a") if args.log else None  # noqa: SIM115
    deadline = time.time() + 60 * args.minutes
    with Pool(args.workers) as pool:
        inc = evaluate(pool, start, seeds)
        print("start", wins(inc), json.dumps(start), flush=True)
        tried = {json.dumps(start, sort_keys=True)}
        while time.time() < deadline:
            cand = dict(start)
            names = rng.sample(sorted(STEPS), 2 if rng.random() < 0.3 else 1)
            for name in names:
                step, lo, hi = STEPS[name]
                cand[name] = round(min(hi, max(lo, cand[name] + rng.choice((-1, 1)) * step
                                               * rng.choice((0.5, 1, 2)))), 4)
            key = json.dumps(cand, sort_keys=True)
            if key in tried:
                continue
            tried.add(key)
            res = evaluate(pool, cand, seeds)
            diff, z = paired(res, inc)
            kept = z >= args.z
            rec = {"names": names, "diff": diff, "z": round(z, 2), "wins": wins(res), "kept": kept,
                   "weights": cand}
            print(json.dumps(rec), flush=True)
            if log:
                log.write(json.dumps(rec) + "\n")
                log.flush()
            if kept:
                start, inc = cand, res
    print("best", json.dumps(start), flush=True)


def compare(args: argparse.Namespace) -> None:
    seeds = list(range(args.seed, args.seed + args.games))
    bots = {"default": to_flat(WEIGHTS), "greedy": None}
    if args.without_nine:
        bots = {"default": bots["default"], "no_nine": {**to_flat(WEIGHTS), "exact_nine": False}, "greedy": None}
    if args.weights:
        bots = {"candidate": json.loads(args.weights), **bots}
    with Pool(args.workers) as pool:
        res = {name: evaluate(pool, flat, seeds) for name, flat in bots.items()}
    for name, r in res.items():
        for v in VARIANTS:
            w = sum(s >= WIN_SCORE for s in r[v])
            print(f"{name:9s} {v:8s} wins {w}/{len(r[v])} = {w / len(r[v]):.4f} "
                  f"mean {sum(r[v]) / len(r[v]):.2f}")
    if "candidate" in res:
        print("candidate vs default (diff, z):", paired(res["candidate"], res["default"]))
    if "no_nine" in res:
        print("default vs no_nine (diff, z):", paired(res["default"], res["no_nine"]))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("search")
    s.add_argument("--games", type=int, default=800, help="training games per variant")
    s.add_argument("--train-seed", type=int, default=100001)
    s.add_argument("--minutes", type=float, default=9)
    s.add_argument("--z", type=float, default=1.0)
    s.add_argument("--rng", type=int, default=1)
    s.add_argument("--start", help="starting weights (flat JSON); default: the shipped ones")
    s.add_argument("--log")
    s.add_argument("--workers", type=int, default=2)
    s.add_argument("--exact-nine", action="store_true",
                   help="play round 9's exact category search (10x slower; it does not depend on the weights much)")
    e = sub.add_parser("eval")
    e.add_argument("--games", type=int, default=2000)
    e.add_argument("--seed", type=int, default=500001)
    e.add_argument("--weights", help="candidate weights (flat JSON; \"exact_nine\": false to turn off round 9's search)")
    e.add_argument("--without-nine", action="store_true",
                   help="also play the shipped bot without round 9's exact search (paired against it)")
    e.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    (search if args.cmd == "search" else compare)(args)


if __name__ == "__main__":
    main()
