"""Nim behind the game protocol (:mod:`similarium.core.protocol`): ``RULES``."""

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

HEAPS = {"3-4-5": (3, 4, 5), "1-3-5-7": (1, 3, 5, 7)}


@dataclass(frozen=True)
class Take:
    """Take ``count`` counters from heap ``heap``."""

    heap: int
    count: int


@dataclass(frozen=True)
class NimObservation:
    """Nim hides nothing: the heaps and whose turn it is."""

    seat: int
    heaps: tuple[int, ...]
    to_move: int | None

    def to_json(self) -> dict:
        return {"seat": self.seat, "heaps": list(self.heaps), "to_move": self.to_move}


@dataclass(frozen=True)
class NimState(Checked):
    heaps: tuple[int, ...]
    players: tuple[str, ...]
    options: tuple[tuple[str, Any], ...]
    seed: int | None = None
    to_move: int = 0
    played: tuple[tuple[int, Take], ...] = ()

    @property
    def over(self) -> bool:
        return not any(self.heaps)

    def turn(self) -> Turn:
        return Turn((), "over") if self.over else Turn((self.to_move,), "take")

    def legal_moves(self, seat: int) -> list[Take]:
        if self.over or seat != self.to_move:
            return []
        return [Take(h, c) for h, n in enumerate(self.heaps) for c in range(1, n + 1)]

    GAME: ClassVar[str] = "nim"
    MOVES: ClassVar[type] = Take

    def play(self, seat: int, move: Take) -> tuple[NimState, Take]:
        """Nim's rule: take 1 or more counters from one heap (the shared checks come first)."""
        if not isinstance(move.heap, int) or not 0 <= move.heap < len(self.heaps):
            raise illegal("nim.no_such_heap", heap=move.heap)
        if not isinstance(move.count, int) or not 1 <= move.count <= self.heaps[move.heap]:
            raise illegal("nim.take_count", heap=move.heap + 1, count=move.count, left=self.heaps[move.heap])
        heaps = tuple(n - move.count if i == move.heap else n for i, n in enumerate(self.heaps))
        return replace(self, heaps=heaps, to_move=(seat + 1) % len(self.players)), move

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        last = self.played[-1][0]
        return Outcome(tuple(int(s == last) for s in range(len(self.players))), (last,))

    def observation(self, seat: int) -> NimObservation:
        return NimObservation(seat, self.heaps, None if self.over else self.to_move)

    def log(self) -> GameLog:
        return GameLog("nim", dict(self.options), self.seed, self.players,
                       tuple((s, move_to_json(m)) for s, m in self.played))


class NimSumBot:
    """Leaves a nim-sum of 0 when it can (the winning strategy), else takes one counter."""

    name = "nim-sum"

    def choose(self, observation: NimObservation, legal: list[Take]) -> Take:
        total = 0
        for n in observation.heaps:
            total ^= n
        for move in legal:
            if observation.heaps[move.heap] - move.count == observation.heaps[move.heap] ^ total:
                return move
        return legal[0]


def new_state(options: dict, seed: int | None, players: tuple[str, ...]) -> NimState:
    return NimState(HEAPS[options["heaps"]], tuple(players), tuple(sorted(options.items())), seed)


def move_to_json(move: Take) -> list[int]:
    return [move.heap, move.count]


def move_from_json(data: object) -> Take:
    if (isinstance(data, list) and len(data) == 2
            and all(isinstance(x, int) and not isinstance(x, bool) for x in data)):
        return Take(data[0], data[1])
    raise BadInput(f"a Nim move is [heap, count], not {data!r}")


def notation(move: Take) -> str:
    return f"{move.count}@{move.heap + 1}"


def resample(state: NimState, seat: int, seed: int) -> NimState:
    """Nim hides nothing (its seed decides nothing): the same state."""
    return state


# Open, no chance, a log replays without its seed; no daily challenge.
FACTS = GameFacts(Information.PERFECT, Chance.NONE, team=False, min_players=2, max_players=4,
                  replays_without_seed=True, daily=False)

RULES = Rules(game="nim", options=(Option("heaps", tuple(HEAPS)),), facts=FACTS,
              new_state=new_state, move_to_json=move_to_json, move_from_json=move_from_json,
              notation=notation, bots={"random": RandomBot, "nim-sum": NimSumBot}, resample=resample)
