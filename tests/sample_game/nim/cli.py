"""``python -m similarium simulate nim --games N --seed S --heaps H``: the nim-sum bot against
the random bot (``replay nim`` reads the common game log without this module)."""

from __future__ import annotations

import json
from typing import Any

from similarium.core.protocol import play

from .protocol import RULES


def simulate(args: Any) -> int:
    heaps = getattr(args, "heaps", None) or "3-4-5"
    wins = 0
    for seed in range(args.seed, args.seed + args.games):
        state = RULES.new({"heaps": heaps}, seed, ("nim-sum", "random"))
        end = play(state, {0: RULES.bots["nim-sum"](), 1: RULES.bots["random"](seed)})
        wins += end.outcome().winners == (0,)
    print(json.dumps({"game": "nim", "heaps": heaps, "games": args.games, "nim_sum_wins": wins}))
    return 0
