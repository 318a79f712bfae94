"""Reading a log back: :func:`replay` rebuilds the game of a log move for move,
:func:`replayed` walks its states one by one (a review reads them), :func:`replay_moves` gives
a review each move with the states around it; :class:`ReplayError` names the first illegal
move. Every move goes through the game's own ``apply`` (the core step of
:func:`similarium.core.protocol.checked_apply`), so a log is held to the same rules as a
player.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Iterator
from typing import Any

from similarium.core.errors import BadInput, IllegalMove
from similarium.core.protocol import GameLog, Rules, State

__all__ = ["ReplayError", "replay", "replay_moves", "replayed"]


class ReplayError(ValueError):
    """A log whose move ``index`` (1-based) is illegal: ``error`` says which rule."""

    def __init__(self, index: int, seat: int, move: Any, error: IllegalMove | BadInput) -> None:
        code = f" [rule {error.code}]" if isinstance(error, IllegalMove) else ""
        reason = error.reason if isinstance(error, IllegalMove) else str(error)
        super().__init__(f"move {index} (seat {seat}, {json.dumps(move)}): {reason}{code}")
        self.index, self.seat, self.move, self.error = index, seat, move, error


def replay(rules: Rules, log: GameLog) -> State:
    """Rebuild the game of ``log``; BadInput for a malformed log, ReplayError at the first
    illegal move (with its number, seat and rule)."""
    last = deque(replayed(rules, log), maxlen=1)  # the states are walked, the last one kept
    return last[0][1]


def replay_moves(rules: Rules, data: Any) -> tuple[GameLog, State, list[tuple[int, Any, State, State]]]:
    """What a review reads in a log: ``data`` as a log of ``rules``'s game (BadInput otherwise),
    its first state and each move as ``(seat, move as completed, state before, state after)``;
    ReplayError at the first illegal move, as :func:`replay`."""
    log = GameLog.from_json(data)
    if log.game != rules.game:
        raise BadInput(f"this is a {log.game!r} log, not {rules.game!r}")
    states = list(replayed(rules, log))
    moves = [(seat, after.played[-1][1], before, after)
             for (_, before), (seat, after) in zip(states, states[1:], strict=False)]
    return log, states[0][1], moves


def replayed(rules: Rules, log: GameLog) -> Iterator[tuple[int, State]]:
    """The states of the game of ``log`` as :func:`replay` rebuilds it, one by one: the first
    (seat -1), then the state after each move with the seat that made it (a review walks
    them); the same errors, when the walk reaches them."""
    if log.game != rules.game:
        raise BadInput(f"a {log.game!r} log given to {rules.game!r}")
    state = rules.new(log.options, log.seed, log.players)
    yield -1, state
    for i, (seat, raw) in enumerate(log.moves, start=1):
        try:
            if not 0 <= seat < len(state.players):
                raise BadInput(f"no seat {seat} in a game of {len(state.players)}")
            state = state.apply(seat, rules.move_from_json(raw))
        except (IllegalMove, BadInput) as err:
            raise ReplayError(i, seat, raw, err) from err
        except (ValueError, TypeError, KeyError) as err:
            raise ReplayError(i, seat, raw, BadInput(f"not a {rules.game} move: {err}")) from err
        yield seat, state
