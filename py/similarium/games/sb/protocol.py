"""SB behind the game protocol (:mod:`similarium.core.protocol`): ``RULES``.

A state is an SB :class:`~similarium.games.sb.game.Game` and the moves as played
(rolls completed with the dice that fell). Everything on the table is public; the
seed (every future roll) is hidden, so an observation is the game without it.
Bots: ``expectation``, ``play-to-win``, ``baseline`` (see :mod:`.bots`).

Option ``challenge``: ``none`` (first to 60, the rule text's game) or ``daily``
(:mod:`.daily`: one player, five turns on the day's dice, won at 40 points or more;
the seed is the day's).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import ClassVar

from similarium.core import protocol as core
from similarium.core.errors import BadInput
from similarium.core.i18n import CATALOGUE
from similarium.core.refusals import chance_mismatch

from . import daily, messages
from .game import Game
from .rules import Action, Dice, Roll, action_from_json, action_to_json

CATALOGUE.register("en", messages.EN)  # the rule codes' texts
CATALOGUE.register("fr", messages.FR)


@dataclass(frozen=True)
class SBObservation:
    """What a seat sees: the whole game but its seed (scores, dice aside, the roll, the log)."""

    seat: int
    game: Game  # seed=None
    over: bool = False  # the game has ended (its target reached and answered, or the daily's turns played)
    challenge: str = "none"  # "daily": the five-turn daily's rules

    def to_json(self) -> dict:
        g, turn = self.game, self.game.turn
        return {"seat": self.seat, "players": list(g.players), "scores": list(g.scores), "target": g.target,
                "to_move": turn.player, "turn": turn.number, "phase": g.phase,
                "set_aside": action_to_json_dice(turn.set_aside), "roll": action_to_json_dice(turn.roll),
                "rolls_made": g.rolls_made, "leader": g.leader, "last_turns": list(g.last_turns),
                "leader_extra": g.leader_extra, "finished": g.finished, "over": self.over, "challenge": self.challenge,
                "history": [[r.player, r.points, r.bust, str(r.set_aside)] for r in g.history]}


def action_to_json_dice(dice) -> str | None:
    return None if dice is None else str(dice)


@dataclass(frozen=True)
class SBState(core.Checked):
    game: Game
    seed: int
    challenge: str = "none"
    played: tuple[tuple[int, Action], ...] = ()

    @property
    def players(self) -> tuple[str, ...]:
        return self.game.players

    @property
    def finished(self) -> bool:
        return self.game.finished or (self.challenge == "daily" and daily.finished(self.game))

    def turn(self) -> core.Turn:
        g = self.game
        return core.Turn(() if self.finished else (g.current_player,), "over" if self.finished else g.phase)

    def legal_moves(self, seat: int) -> list[Action]:
        if self.finished or seat != self.game.current_player:
            return []
        return self.game.legal_actions()

    def next_roll(self) -> Dice:
        """The dice the next roll shows (hidden: only the rules ask)."""
        if self.challenge == "daily":
            return daily.next_roll(self.seed, self.game)
        return self.game.seeded_roll(self.seed)

    GAME: ClassVar[str] = "sb"
    MOVES: ClassVar[type] = Action

    def play(self, seat: int, move: Action) -> tuple[SBState, Action]:
        """SB's rules for ``move`` (the shared checks are made by :func:`~similarium.core.protocol.checked_apply`)."""
        g = self.game
        if isinstance(move, Roll):
            if g.turn.roll is not None:
                g.apply(move)  # its own rule says why (set aside first)
            fell = self.next_roll()
            if move.dice is not None and move.dice != fell:
                raise chance_mismatch("sb", str(fell), str(move.dice))
            move = Roll(fell)
        return replace(self, game=g.apply(move)), move

    def outcome(self) -> core.Outcome | None:
        g = self.game
        if not self.finished:
            return None
        if self.challenge == "daily":
            return core.Outcome(tuple(g.scores), (0,) if daily.won(g.scores[0]) else ())
        return core.Outcome(tuple(g.scores), g.winners())

    def observation(self, seat: int) -> SBObservation:
        return SBObservation(seat, self.game, self.finished, self.challenge)  # the game holds no seed: the state does

    def log(self) -> core.GameLog:
        return core.played_log("sb", {"challenge": self.challenge}, self, action_to_json)


def new_state(options: dict, seed: int | None, players: tuple[str, ...]) -> SBState:
    if seed is None:
        raise BadInput("an SB game needs a seed (it rolls the dice)")
    if options["challenge"] == "daily":
        if len(players) != 1:
            raise BadInput("the SB daily challenge is played alone")
        return SBState(daily.new_game(list(players)), seed, "daily")
    return SBState(Game.new(players, seed=None), seed)


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
    return replace(state, seed=seed)


def _bot(kind: str):
    return lambda: SBBot(kind)


# The one table between the bots' two names: the page's (kept in saves and links: "steady",
# "racer", "rookie") and the protocol's (RULES.bots, what the command line prints).
PAGE_NAMES = {"steady": "expectation", "racer": "play-to-win", "rookie": "baseline"}

# The table is open (the seed only decides future rolls); a log needs its seed: the rolls it
# names are checked against it.
FACTS = core.GameFacts(core.Information.PERFECT, core.Chance.SEEDED, team=False, min_players=1, max_players=6,
                  replays_without_seed=False, daily=True)


def facts_for(options: dict) -> core.GameFacts:
    """The daily challenge is played alone."""
    return replace(FACTS, max_players=1) if options["challenge"] == "daily" else FACTS


RULES = core.Rules(
    game="sb",
    options=(core.Option("challenge", ("none", "daily")),),
    facts=FACTS,
    option_facts=facts_for,
    new_state=new_state,
    move_to_json=action_to_json,
    move_from_json=action_from_json,
    notation=action_to_json,
    bots={k: _bot(k) for k in PAGE_NAMES.values()},
    resample=resample,
    review="similarium.games.sb.review",
)
