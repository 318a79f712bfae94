"""SIMILI's first round, valued once on the host (``games/simili/advisor/first_round.json``).

    PYTHONPATH=py python3 scripts/research/simili_first_round.py --playouts 20000

Every game of a variant starts from the same position (empty sheet, empty bank), so its value is
one figure per category, the same for every player. The review values a position by the advisor's
playouts (``hints.Estimate``: the category this round, then the fast policy to the end, the review's
seed); in round 1 it can afford 30 of them a category, whose 95% interval on a win chance is about
+-18 points. This script makes the same playouts, on the same seed, ``--playouts`` of them (the
review's 30 are their first 30), and writes their summary: wins per category, the standard
deviation of each pair's paired difference (for the review's margins), and the first playouts'
final scores (``prefix``: a test makes them again, so a change of the policy that would change
the figures fails it until the file is rebuilt). Deterministic: the same file on every run.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from similarium.games.simili.advisor.first_round import PATH, start, summarize
from similarium.games.simili.advisor.hints import Estimate
from similarium.games.simili.combos import CATEGORIES
from similarium.games.simili.review import SEED
from similarium.games.simili.sheet import VARIANTS


def summary(variant: str, playouts: int) -> dict:
    est = Estimate(start(variant), playouts, SEED)
    began = time.perf_counter()
    while not est.finished:
        est.step(50)
    out = summarize(est.finals, SEED)
    print(f"{variant}: {playouts} playouts a category in {time.perf_counter() - began:.0f} s: "
          + ", ".join(f"{c} {out['wins'][c] / playouts:.4f}" for c in CATEGORIES))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--playouts", type=int, default=20000)
    parser.add_argument("--out", type=Path, default=PATH)
    args = parser.parse_args()
    data = {"note": "scripts/research/simili_first_round.py; docs/review.md",
            "variants": {v: summary(v, args.playouts) for v in VARIANTS}}
    args.out.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
