"""``python -m similarium simulate race21 --games N --seed S --target T``: the counting bot
against the random bot (``replay race21`` reads the common game log without this module)."""

from __future__ import annotations

import json
from typing import Any

from similarium.core.protocol import play

from .protocol import RULES


def simulate(args: Any) -> int:
    target = int(getattr(args, "target", None) or 21)
    wins = 0
    for seed in range(args.seed, args.seed + args.games):
        state = RULES.new({"target": target}, seed, ("counting", "random"))
        end = play(state, {0: RULES.bots["counting"](), 1: RULES.bots["random"](seed)})
        wins += end.outcome().winners == (0,)
    print(json.dumps({"game": "race21", "target": target, "games": args.games, "counting_wins": wins}))
    return 0
