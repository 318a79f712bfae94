"""``python -m similarium replay simili FILE`` (and the SIMILI advisor commands)."""

from __future__ import annotations

import json
import sys

from similarium.core.cli_input import read_json
from similarium.core.errors import BadInput
from similarium.games.simili.log import ReplayError, replay_log, summary


def replay(path: str) -> int:
    try:
        game = replay_log(read_json(path))
    except ReplayError as err:
        print(f"illegal action: {err}", file=sys.stderr)
        return 2
    except (BadInput, ValueError, OSError) as err:
        print(f"cannot read the log: {err}", file=sys.stderr)
        return 2
    print(json.dumps(summary(game)))
    return 0


def advise(path: str) -> int:
    """``python -m similarium advise simili FILE``: odds of each category for a position."""
    from similarium.games.simili.advisor.report import advise as report

    try:
        out = report(read_json(path))
    except (BadInput, ValueError, OSError) as err:
        print(f"cannot read the position: {err}", file=sys.stderr)
        return 2
    print(json.dumps(out))
    return 0


def simulate(args) -> int:
    """``python -m similarium simulate simili --games N --seed S --variant V``: bot vs greedy baseline."""
    from similarium.games.simili.advisor.report import simulate_report
    from similarium.games.simili.sheet import VARIANTS

    if args.variant not in VARIANTS or args.games < 1:
        print(f"variant must be one of {', '.join(VARIANTS)} and --games at least 1", file=sys.stderr)
        return 2
    print(json.dumps(simulate_report(args.games, args.seed, args.variant)))
    return 0
