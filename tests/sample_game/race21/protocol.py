"""Race to 21 behind the game protocol (:mod:`similarium.core.protocol`): ``RULES``."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

from similarium.core.errors import BadInput
from similarium.core.protocol import (
    Chance,
    Checked,
    GameFacts,
    GameLog,
    Information,
    Option,
    Outcome,
    RandomBot,
    Rules,
    Turn,
)
from similarium.core.refusals import illegal

from . import messages  # noqa: F401 - registers the texts

MOST = 3  # a player adds 1 to MOST


@dataclass(frozen=True)
class Add:
    """Add ``add`` to the total."""

    add: int


@dataclass(frozen=True)
class RaceObservation:
    """Race to 21 hides nothing: the total, the target and whose turn it is."""

    seat: int
    total: int
    target: int
    to_move: int | None

    def to_json(self) -> dict:
        return {"seat": self.seat, "total": self.total, "target": self.target, "to_move": self.to_move}


@dataclass(frozen=True)
class RaceState(Checked):
    target: int
    players: tuple[str, ...]
    seed: int | None = None
    total: int = 0
    to_move: int = 0
    played: tuple[tuple[int, Add], ...] = ()

    GAME: ClassVar[str] = "race21"
    MOVES: ClassVar[type] = Add

    @property
    def over(self) -> bool:
        return self.total == self.target

    def turn(self) -> Turn:
        return Turn((), "over") if self.over else Turn((self.to_move,), "add")

    def legal_moves(self, seat: int) -> list[Add]:
        if self.over or seat != self.to_move:
            return []
        return [Add(n) for n in range(1, MOST + 1) if self.total + n <= self.target]

    def play(self, seat: int, move: Add) -> tuple[RaceState, Add]:
        """The rule: add 1, 2 or 3, never past the target (the shared checks come first)."""
        if not isinstance(move.add, int) or isinstance(move.add, bool) or not 1 <= move.add <= MOST:
            raise illegal("race21.add_range", add=move.add)
        if self.total + move.add > self.target:
            raise illegal("race21.past_target", add=move.add, target=self.target, total=self.total)
        return replace(self, total=self.total + move.add, to_move=(seat + 1) % len(self.players)), move

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        last = self.played[-1][0]
        return Outcome(tuple(int(s == last) for s in range(len(self.players))), (last,))

    def observation(self, seat: int) -> RaceObservation:
        return RaceObservation(seat, self.total, self.target, None if self.over else self.to_move)

    def log(self) -> GameLog:
        return GameLog("race21", {"target": self.target}, self.seed, self.players,
                       tuple((s, move_to_json(m)) for s, m in self.played))


class CountingBot:
    """Leaves a total the target minus a multiple of 4 when it can (the winning strategy), else adds 1."""

    name = "counting"

    def choose(self, observation: RaceObservation, legal: list[Add]) -> Add:
        for move in legal:
            if (observation.target - observation.total - move.add) % (MOST + 1) == 0:
                return move
        return legal[0]


def new_state(options: dict, seed: int | None, players: tuple[str, ...]) -> RaceState:
    return RaceState(int(options["target"]), tuple(players), seed)


def move_to_json(move: Add) -> int:
    return move.add


def move_from_json(data: Any) -> Add:
    if isinstance(data, int) and not isinstance(data, bool):
        return Add(data)
    raise BadInput(f"a Race to 21 move is a number, not {data!r}")


def notation(move: Add) -> str:
    return f"+{move.add}"


def resample(state: RaceState, seat: int, seed: int) -> RaceState:
    """Race to 21 hides nothing (its seed decides nothing): the same state."""
    return state


# Open, no chance, a log replays without its seed; no daily challenge.
FACTS = GameFacts(Information.PERFECT, Chance.NONE, team=False, min_players=2, max_players=4,
                  replays_without_seed=True, daily=False)

RULES = Rules(game="race21", options=(Option("target", (21, 31)),), facts=FACTS,
              new_state=new_state, move_to_json=move_to_json, move_from_json=move_from_json,
              notation=notation, bots={"counting": CountingBot, "random": RandomBot}, resample=resample)
