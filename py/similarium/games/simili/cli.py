"""``python -m similarium replay simili FILE`` (and the SIMILI advisor commands)."""

from __future__ import annotations

import json
import sys

from similarium.core.cli_input import answer
from similarium.games.simili.log import ReplayError, replay_log, summary


def replay(path: str) -> int:
    return answer(path, lambda data: summary(replay_log(data)), what="the log", illegal=(ReplayError,))


def advise(path: str) -> int:
    """``python -m similarium advise simili FILE``: odds of each category for a position."""
    from similarium.games.simili.advisor.report import advise as report

    return answer(path, report, what="the position")


def simulate(args) -> int:
    """``python -m similarium simulate simili --games N --seed S --variant V``: bot vs greedy baseline."""
    from similarium.games.simili.advisor.report import simulate_report
    from similarium.games.simili.sheet import VARIANTS

    if args.variant not in VARIANTS or args.games < 1:
        print(f"variant must be one of {', '.join(VARIANTS)} and --games at least 1", file=sys.stderr)
        return 2
    print(json.dumps(simulate_report(args.games, args.seed, args.variant)))
    return 0
