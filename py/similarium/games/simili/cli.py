"""``python -m similarium replay simili FILE`` (and the SIMILI advisor commands)."""

from __future__ import annotations

import json
import sys

from similarium.core.errors import BadInput
from similarium.games.simili.log import ReplayError, replay_log, summary


def read_json(path: str) -> object:
    text = sys.stdin.read() if path == "-" else open(path, encoding="utf-8").read()
    return json.loads(text)


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
