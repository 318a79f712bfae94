"""``python -m similarium replay simili FILE`` (and the SIMILI advisor commands)."""

from __future__ import annotations

import json
import sys

from similarium.core.cli_input import answer, shown
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

    variant = getattr(args, "variant", None) or "classic"
    if args.games < 1:
        print(f"simulate simili: --games must be at least 1, not {shown(str(args.games), 12)}", file=sys.stderr)
        return 2
    if variant not in VARIANTS:
        print(f"simulate simili: --variant must be {' or '.join(VARIANTS)}, not {shown(variant)!r}", file=sys.stderr)
        return 2
    print(json.dumps(simulate_report(args.games, args.seed, variant)))
    return 0
