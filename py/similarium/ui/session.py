"""What every game's page session shares: a protocol state played move by move, saved as
``[seat, move]`` pairs (the game log's form), and the questions the page asks of it.

A game's ``Session`` (a dataclass with ``mode`` and ``state`` fields) takes :class:`PlayedSession`
as a base and sets ``RULES``; what differs between games (who plays each seat, what is
selected, the feedback's words) stays in its own module.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from typing import Any, ClassVar

from similarium.core.errors import IllegalMove
from similarium.core.protocol import Rules
from similarium.ui.page import ARCHIVE, DAILY, Feedback
from similarium.ui.pieces import refusal


def is_move_pair(m: object) -> bool:
    """``[seat, move]``, a saved move with its seat (older saves may hold the move alone)."""
    return isinstance(m, list) and len(m) == 2 and type(m[0]) is int


def replay_saved(rules: Rules, state: Any, moves: list, title: str) -> Any:
    """``state`` after the saved ``[seat, move]`` pairs (ValueError for one of another form;
    the rules' IllegalMove or BadInput for a move they refuse)."""
    for m in moves:
        if not is_move_pair(m):
            raise ValueError(f"a saved {title} move is [seat, move], not {m!r}"[:200])
        state = state.apply(m[0], rules.move_from_json(m[1]))
    return state


class PlayedSession:
    """The shared questions of a session whose game is ``self.state`` (a protocol state)."""

    RULES: ClassVar[Rules]
    mode: str
    state: Any
    started = ""  # when the game was first saved (its save's ``created``): part of its identity
    feedback: Feedback | None = None

    def allowed(self, seat: int, move: Any) -> bool:
        """Whether the rules let ``seat`` play ``move`` now (asked, never kept); if not, the feedback
        is their reason. A page composes the move a selection leads to and asks, rather than
        restating a rule."""
        try:
            self.state.apply(seat, move)
        except IllegalMove as err:
            self.feedback = refusal(err)
            return False
        return True

    def moves_json(self) -> list[list]:
        """Persisted moves: ``[seat, move]`` in the order played (the game log's form)."""
        return [[seat, self.RULES.move_to_json(m)] for seat, m in self.state.played]

    @property
    def daily(self) -> bool:
        """Today's daily or an archive game: the daily rules."""
        return self.mode in (DAILY, ARCHIVE)

    @property
    def finished(self) -> bool:
        return self.state.turn().over


@dataclass(frozen=True)
class SeatsUi:
    """What a seated game's page draws beside the observation, first of all (a game's ``Ui``
    adds its selection and the rest): the seats' names and kinds, the mode, the seed, the day."""

    players: tuple[str, ...]
    kinds: tuple[str, ...]
    mode: str
    seed: int
    day: _dt.date | None

    @property
    def daily(self) -> bool:
        """Today's daily or an archive game: the daily rules."""
        return self.mode in (DAILY, ARCHIVE)


@dataclass
class SeatedSession(PlayedSession):
    """A session whose seats are each a person or a bot (``kinds``), its game dealt from
    ``seed`` with ``options`` (the protocol's option names)."""

    mode: str
    players: list[str]
    kinds: list[str]
    seed: int
    options: dict[str, str]
    state: Any
    day: _dt.date | None = None

    @classmethod
    def deal(cls, mode: str, players: list[str], kinds: list[str], seed: int, options: dict,
             day: _dt.date | None = None) -> Any:
        """A new game of ``RULES`` for these seats (``options`` already checked)."""
        return cls(mode, list(players), list(kinds), seed, options, cls.RULES.new(options, seed, tuple(players)), day)
