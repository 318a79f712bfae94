"""SIMILI behind the game protocol (:mod:`similarium.core.protocol`): ``RULES``.

A state is a :class:`~similarium.games.simili.table.Table` (one sheet per player,
shared rolls), the seed, and the moves as played. Options: ``variant`` (classic,
modern) and ``dice`` (seeded: the seed rolls; typed: the players type what
physical dice showed). Every sheet is public; the seed (every future roll) is
hidden. A player wins with 100 points or more after round 10, whatever the others
score.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import ClassVar

from similarium.core import protocol as core
from similarium.core.errors import BadInput
from similarium.core.i18n import CATALOGUE
from similarium.games.simili import messages
from similarium.games.simili.game import (
    BOOK,
    SEEDED,
    TYPED,
    Book,
    Choose,
    Confirm,
    Game,
    Move,
    Options,
    Roll,
    move_from_json,
    move_to_json,
)
from similarium.games.simili.sheet import CLASSIC, MODERN, WIN_SCORE
from similarium.games.simili.table import Table

CATALOGUE.register("en", messages.EN)  # the rule codes' texts
CATALOGUE.register("fr", messages.FR)

LETTERS = {"sequence": "S", "matching": "M", "ladder": "L"}


@dataclass(frozen=True)
class SheetView:
    """One sheet as everybody at the table sees it."""

    player: str
    game: Game  # a typed-dice game: it holds no seed

    def to_json(self) -> dict:
        g = self.game
        return {"player": self.player, "round": g.round, "phase": g.phase, "category": g.category,
                "roll": None if g.roll is None else list(g.roll), "bank": g.bank_digits(),
                "sheet": g.sheet.to_json(), "free_books": g.free_books,
                "free_used": list(g.free_used), "bonus_i": g.bonus_i,
                "books": [move_to_json(b) for b in g.books], "score": g.total}


@dataclass(frozen=True)
class SimiliObservation:
    """What a seat sees: every sheet (the table is open), whose move it is; not the seed."""

    seat: int
    variant: str
    dice: str
    round: int
    stage: str
    to_move: tuple[int, ...]
    sheets: tuple[SheetView, ...]

    @property
    def game(self) -> Game:
        """This seat's own sheet (what the SIMILI advisor and bot read)."""
        return self.sheets[self.seat].game

    def to_json(self) -> dict:
        return {"seat": self.seat, "variant": self.variant, "dice": self.dice, "round": self.round,
                "stage": self.stage, "to_move": list(self.to_move),
                "sheets": [s.to_json() for s in self.sheets]}


@dataclass(frozen=True)
class SimiliState(core.Checked):
    table: Table
    seed: int | None
    played: tuple[tuple[int, Move], ...] = ()

    @property
    def players(self) -> tuple[str, ...]:
        return self.table.players

    def turn(self) -> core.Turn:
        return core.Turn(self.table.seats_to_move(), self.table.stage)

    def legal_moves(self, seat: int) -> list[Move]:
        return self.table.legal_moves(seat)

    GAME: ClassVar[str] = "simili"
    MOVES: ClassVar[tuple[type, ...]] = (Choose, Roll, Book, Confirm)

    def refuse_waiting(self, seat: int, move: Move) -> None:
        self.table.refuse_waiting(seat, move)

    def play(self, seat: int, move: Move) -> tuple[SimiliState, Move]:
        """SIMILI's rules (the shared checks are made by :func:`~similarium.core.protocol.checked_apply`)."""
        table = self.table.play(seat, move)
        if isinstance(move, Roll):
            move = Roll(table.sheets[seat].roll)  # what came up, for the log
        return replace(self, table=table), move

    def outcome(self) -> core.Outcome | None:
        if not self.table.finished:
            return None
        scores = tuple(g.total for g in self.table.sheets)
        return core.Outcome(scores, tuple(i for i, s in enumerate(scores) if s >= WIN_SCORE))

    def observation(self, seat: int) -> SimiliObservation:
        t = self.table
        return SimiliObservation(seat, t.options.variant, t.options.dice, t.round, t.stage, t.seats_to_move(),
                                 tuple(SheetView(p, g) for p, g in zip(t.players, t.sheets, strict=True)))

    def log(self) -> core.GameLog:
        o = self.table.options
        return core.played_log("simili", {"variant": o.variant, "dice": o.dice}, self, move_to_json)


def new_state(options: dict, seed: int | None, players: tuple[str, ...]) -> SimiliState:
    if options["dice"] == SEEDED and seed is None:
        raise BadInput("a SIMILI game with seeded dice needs a seed")
    opts = Options(options["variant"], options["dice"], seed if options["dice"] == SEEDED else None)
    return SimiliState(Table.new(opts, players), seed if options["dice"] == SEEDED else None)


def notation(move: Move) -> str:
    """``S`` (circle Sequence), ``roll 3 0 7`` (``roll`` when the seed rolls), ``7>S2.3`` (book a
    7 into Sequence row 2 space 3; ``*`` for a free book), ``ok`` (confirm)."""
    if isinstance(move, Choose):
        return LETTERS.get(move.category, move.category)
    if isinstance(move, Roll):
        return "roll" if move.digits is None else "roll " + " ".join(map(str, move.digits))
    if isinstance(move, Book):
        return (f"{move.digit}>{LETTERS.get(move.category, move.category)}{move.row + 1}.{move.space + 1}"
                + ("*" if move.free else ""))
    return "ok"


def _move_from_json(data: object) -> Move:
    if not isinstance(data, dict):
        raise BadInput(f"a SIMILI move is an object, not {data!r}")
    return move_from_json(data)


class SimiliBot:
    """The advisor's policy (or the greedy baseline) on this seat's own sheet."""

    def __init__(self, kind: str = "policy") -> None:
        from similarium.games.simili.advisor import Greedy, Policy

        self.name = kind
        self.policy = Policy() if kind == "policy" else Greedy()
        # a seat's booking is planned once a round and played a book at a time: the sheet it
        # expects next and the books left (round 8's and 9's searches are the slow part)
        self._pending: dict[int, tuple[Game, list[Book]]] = {}

    def choose(self, observation: SimiliObservation, legal: Sequence[Move]) -> Move:
        from similarium.games.simili.advisor import Position

        game = observation.game
        if observation.stage == "roll":
            return legal[0]
        if game.phase != BOOK:
            return Choose(self.policy.choose(Position.from_game(game)))
        expected, books = self._pending.pop(observation.seat, (None, []))
        if expected != game or (books and books[0] not in legal):
            books = self.policy.books(Position.from_game(game))
        if not books:
            return Confirm()
        self._pending[observation.seat] = (game.apply(books[0]), books[1:])
        return books[0]


def resample(state: SimiliState, seat: int, seed: int) -> SimiliState:
    """The same table with another seed: every future roll differs, nothing seen does."""
    if state.table.options.dice != SEEDED:
        return state
    t = state.table
    return replace(state, table=replace(t, options=replace(t.options, seed=seed)), seed=seed)


# Every sheet is open; seeded dice need the seed to replay (the rolls a log names are checked
# against it), typed dice are whatever the players typed (no seed at all).
FACTS = core.GameFacts(core.Information.PERFECT, core.Chance.SEEDED, team=False, min_players=1, max_players=8,
                  replays_without_seed=False, daily=True)


def facts_for(options: dict) -> core.GameFacts:
    """With typed dice the players name every roll: nothing comes from a seed."""
    if options["dice"] == TYPED:
        return replace(FACTS, chance=core.Chance.TYPED, replays_without_seed=True)
    return FACTS


RULES = core.Rules(
    game="simili",
    options=(core.Option("variant", (CLASSIC, MODERN)), core.Option("dice", (SEEDED, TYPED))),
    facts=FACTS,
    option_facts=facts_for,
    new_state=new_state,
    move_to_json=move_to_json,
    move_from_json=_move_from_json,
    notation=notation,
    bots={"policy": lambda: SimiliBot("policy"), "greedy": lambda: SimiliBot("greedy")},
    resample=resample,
    review="similarium.games.simili.review",
)
