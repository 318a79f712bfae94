"""SB behind the game protocol (:mod:`similarium.core.protocol`): ``RULES``.

A state is an SB :class:`~similarium.games.sb.game.Game` and the moves as played
(rolls completed with the dice that fell). Everything on the table is public; the
seed (every future roll) is hidden, so an observation is the game without it.
Bots: ``expectation``, ``play-to-win``, ``baseline`` (see :mod:`.bots`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from similarium.core.errors import BadInput, IllegalMove
from similarium.core.i18n import CATALOGUE
from similarium.core.messages import EN as CORE_EN
from similarium.core.protocol import Outcome, Rules, Turn

from . import messages
from .game import Game
from .rules import Action, Roll, action_from_json, action_to_json

CATALOGUE.register("en", messages.EN)  # the rule codes' texts


@dataclass(frozen=True)
class SBObservation:
    """What a seat sees: the whole game but its seed (scores, dice aside, the roll, the log)."""

    seat: int
    game: Game  # seed=None

    def to_json(self) -> dict:
        g, turn = self.game, self.game.turn
        return {"seat": self.seat, "players": list(g.players), "scores": list(g.scores), "target": g.target,
                "to_move": turn.player, "turn": turn.number, "phase": g.phase,
                "set_aside": action_to_json_dice(turn.set_aside), "roll": action_to_json_dice(turn.roll),
                "rolls_made": g.rolls_made, "leader": g.leader, "last_turns": list(g.last_turns),
                "leader_extra": g.leader_extra, "finished": g.finished,
                "history": [[r.player, r.points, r.bust, str(r.set_aside)] for r in g.history]}


def action_to_json_dice(dice) -> str | None:
    return None if dice is None else str(dice)


@dataclass(frozen=True)
class SBState:
    game: Game
    played: tuple[tuple[int, Action], ...] = ()

    @property
    def players(self) -> tuple[str, ...]:
        return self.game.players

    def turn(self) -> Turn:
        g = self.game
        return Turn(() if g.finished else (g.current_player,), g.phase)

    def legal_moves(self, seat: int) -> list[Action]:
        return self.game.legal_actions() if seat == self.game.current_player else []

    def apply(self, seat: int, move: Action) -> SBState:
        g = self.game
        if seat != g.current_player and not g.finished:
            params = {"player": g.players[seat] if 0 <= seat < len(g.players) else f"seat {seat}",
                      "waiting": g.players[g.current_player]}
            raise IllegalMove("game.not_your_turn", CORE_EN["game.not_your_turn"].format(**params), **params)
        new = g.apply(Roll() if isinstance(move, Roll) and g.seed is not None and not g.finished else move)
        if isinstance(move, Roll):
            events = new.turn.events if new.turn.roll is not None else new.history[-1].events
            fell = next(e.dice for e in reversed(events) if e.kind == "roll")
            if move.dice is not None and move.dice != fell:
                params = {"expected": str(fell), "roll": str(move.dice)}
                raise IllegalMove("game.roll_mismatch", CORE_EN["game.roll_mismatch"].format(**params), **params)
            move = Roll(fell)
        return replace(self, game=new, played=self.played + ((seat, move),))

    def outcome(self) -> Outcome | None:
        g = self.game
        return Outcome(tuple(g.scores), g.winners()) if g.finished else None

    def observation(self, seat: int) -> SBObservation:
        return SBObservation(seat, replace(self.game, seed=None))

    def log(self):
        from similarium.core.protocol import GameLog

        return GameLog("sb", {}, self.game.seed, self.players,
                       tuple((s, action_to_json(m)) for s, m in self.played))


def new_state(options: dict, seed: int | None, players: tuple[str, ...]) -> SBState:
    if seed is None:
        raise BadInput("an SB game needs a seed (it rolls the dice)")
    return SBState(Game.new(players, seed=seed))


class SBBot:
    """One of the SB bots, deciding from the observation (the game without its seed)."""

    def __init__(self, kind: str) -> None:
        from .bots import BOTS

        self.name = kind
        self.bot = BOTS[kind]()

    def choose(self, observation: SBObservation, legal: Sequence[Action]) -> Action:
        return self.bot.choose(observation.game)


def resample(state: SBState, seat: int, seed: int) -> SBState:
    """The same table with another seed: every future roll differs, nothing seen does."""
    return replace(state, game=replace(state.game, seed=seed))


def _bot(kind: str):
    return lambda: SBBot(kind)


RULES = Rules(
    game="sb",
    options=(),
    min_players=1,
    max_players=6,
    new_state=new_state,
    move_to_json=action_to_json,
    move_from_json=action_from_json,
    notation=action_to_json,
    bots={k: _bot(k) for k in ("expectation", "play-to-win", "baseline")},
    resample=resample,
)
