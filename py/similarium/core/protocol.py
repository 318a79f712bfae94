"""The protocol every Similarium game implements, and its one log format.

::

    rules = registry.get("sb").load_rules()           # a Rules value (one per game)
    state = rules.new(options, seed, players)         # a State value
    state.turn()            -> Turn(seats, phase)     # who may move: one seat, several at
                                                      # once (simultaneous), none (over)
    state.legal_moves(seat) -> [Move, ...]            # complete; moves are values
    state.apply(seat, move) -> State                  # a new state; IllegalMove(code)
                                                      # otherwise, this one unchanged
    state.outcome()         -> Outcome | None         # scores and winners, once over
    state.observation(seat) -> Observation            # exactly what that seat may see
    state.log()             -> GameLog                # (game, options, seed, players, moves)
    replay(rules, log)      -> State                  # rebuilds it, move for move (core.replay)
    bot.choose(observation, legal_moves) -> Move      # bots never see the state

Ideas taken from OpenSpiel (a state with legal actions, apply, returns and an
observer per player; the rules never own randomness: chance is drawn from the
seed kept in the state), boardgame.io (setup, moves, turn order and end declared
in one place; a player's view strips secrets) and python-chess (small value
moves with a notation, one precise error family).

Chance: a move that rolls or draws without saying what came up is completed
from the seed by the rules, and the log records the completed move (``Roll(3,
0, 7)``); a move that names its outcome must name the one the seed gives
(``game.chance_mismatch`` otherwise). The seed is needed to replay a log all the
same: it deals the game (Similo's grid, Similis's hands) and the rules check
every named outcome against it, so a log of a seeded game does not replay
without its seed (``BadInput``). Each game declares which it is
(:class:`GameFacts`, ``replays_without_seed``), and the conformance suite holds
it to that. The seed itself is hidden information: it decides every future roll
and draw, so no observation shows it.
"""

from __future__ import annotations

import enum
import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar, Protocol, runtime_checkable

from similarium.core.errors import BadInput

LOG_VERSION = 1


@dataclass(frozen=True)
class Turn:
    """Who may move now. Several seats: they choose simultaneously, in any order. No
    seat: the game is over (``phase == "over"``)."""

    seats: tuple[int, ...]
    phase: str

    @property
    def over(self) -> bool:
        return not self.seats


@dataclass(frozen=True)
class Outcome:
    """A finished game: every seat's score and the winning seats (several = shared win;
    none = nobody reached the goal, as in a lost solo SIMILI game)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]

    def to_json(self) -> dict:
        return {"scores": list(self.scores), "winners": list(self.winners)}


@runtime_checkable
class Observation(Protocol):
    """What one seat may see, as a value; ``to_json()`` is its complete content."""

    seat: int

    def to_json(self) -> dict: ...


@runtime_checkable
class State(Protocol):
    players: tuple[str, ...]

    def turn(self) -> Turn: ...
    def legal_moves(self, seat: int) -> list[Any]: ...
    def apply(self, seat: int, move: Any) -> State: ...
    def outcome(self) -> Outcome | None: ...
    def observation(self, seat: int) -> Observation: ...
    def log(self) -> GameLog: ...


@runtime_checkable
class Bot(Protocol):
    """A player program. It decides from its seat's observation and the legal moves only."""

    name: str

    def choose(self, observation: Any, legal: Sequence[Any]) -> Any: ...


class RandomBot:
    """Any legal move, uniformly (every game's ``random`` bot: a baseline and a fuzzer)."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: Any, legal: Sequence[Any]) -> Any:
        return legal[self.rng.randrange(len(legal))]


@dataclass(frozen=True)
class Option:
    """One option of a game: its name, allowed values (the first is the default)."""

    name: str
    choices: tuple[Any, ...]

    @property
    def default(self) -> Any:
        return self.choices[0]

    def to_json(self) -> dict:
        return {"name": self.name, "choices": list(self.choices), "default": self.default}


class Information(enum.Enum):
    """What the seats see (OpenSpiel's ``GameType.Information``)."""

    PERFECT = "perfect"      # the whole table is open: every seat sees the same (only the seed is hidden)
    IMPERFECT = "imperfect"  # some seats see what others do not (a hand, a secret)


class Chance(enum.Enum):
    """Where chance comes from (OpenSpiel's ``GameType.ChanceMode``, for rules that never own
    randomness)."""

    NONE = "none"      # no chance at all: the seed decides nothing
    SEEDED = "seeded"  # rolls, deals and draws come from the seed kept in the state; a move that
                       # names its outcome must name the seeded one (``game.chance_mismatch``)
    TYPED = "typed"    # the players say what real dice showed: any outcome is accepted


@dataclass(frozen=True)
class GameFacts:
    """What a game is, declared once by its rules (as OpenSpiel's ``GameType``) and checked
    against the game by the conformance suite:

    - ``information``: perfect (every seat's observation is the same but for the seat) or
      imperfect (seats see different things);
    - ``chance``: none, seeded or typed (:class:`Chance`);
    - ``team``: the seats play as one team (win or lose together, one score), as in Similo;
    - ``min_players``/``max_players``: how many seats a table has;
    - ``replays_without_seed``: a log with ``"seed": null`` rebuilds the game (else the rules
      refuse to build it: ``BadInput``);
    - ``daily``: the game has a daily challenge (its page has a ``daily`` mode).
    """

    information: Information
    chance: Chance
    team: bool
    min_players: int
    max_players: int
    replays_without_seed: bool
    daily: bool


@dataclass(frozen=True)
class Rules:
    """A game's rules behind the protocol. ``new`` builds the first state; ``move_*``
    convert moves to and from JSON; ``notation`` writes a move for people; ``bots``
    maps a bot's name to a factory; ``resample`` (for the conformance tests) returns
    a state that differs from ``state`` only in what ``seat`` may not see. ``facts``
    declares what the game is (:class:`GameFacts`) with its default options;
    ``option_facts``, when an option changes them, gives them for given options
    (:meth:`facts_for`); ``review`` names the module that reviews a finished game
    (``python -m similarium review``), "" if none yet."""

    game: str
    options: tuple[Option, ...]
    facts: GameFacts
    new_state: Callable[[dict, int | None, tuple[str, ...]], State]
    move_to_json: Callable[[Any], Any]
    move_from_json: Callable[[Any], Any]
    notation: Callable[[Any], str]
    bots: dict[str, Callable[[], Bot]] = field(default_factory=dict)
    resample: Callable[[State, int, int], State] | None = None
    review: str = ""  # the module of its review (issue 27): ``review(data, seat) -> core.review.Review``
    option_facts: Callable[[dict], GameFacts] | None = None

    @property
    def min_players(self) -> int:
        return self.facts.min_players

    @property
    def max_players(self) -> int:
        return self.facts.max_players

    def facts_for(self, options: dict | None = None) -> GameFacts:
        """The game's facts with ``options`` (defaults filled in; BadInput for a bad option)."""
        opts = self.check_options(options or {})
        return self.option_facts(opts) if self.option_facts is not None else self.facts

    def check_options(self, options: Any) -> dict:
        """The options with defaults filled in; BadInput for an unknown name or value."""
        if not isinstance(options, dict):
            raise BadInput(f"{self.game}: options must be an object, not {options!r}")
        known = {o.name: o for o in self.options}
        for name in options:
            if name not in known:
                raise BadInput(f"{self.game}: unknown option {name!r}")
        out = {}
        for o in self.options:
            value = options.get(o.name, o.default)
            if value not in o.choices:
                raise BadInput(f"{self.game}: option {o.name} must be one of "
                               f"{', '.join(map(str, o.choices))}, not {value!r}")
            out[o.name] = value
        return out

    def new(self, options: dict | None = None, seed: int | None = None,
            players: Sequence[str] = ("Player 1",)) -> State:
        opts = self.check_options(options or {})
        names = check_players(players, self.min_players, self.max_players)
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)
                                 or not 0 <= seed < 2**32):
            raise BadInput(f"a seed is a whole number from 0 to 2**32-1, not {seed!r}")
        return self.new_state(opts, seed, names)


def check_players(players: Sequence[str], min_n: int, max_n: int) -> tuple[str, ...]:
    """Players' names as the rules accept them (:func:`similarium.core.players.validate_players`:
    1..40 characters after trimming, distinct up to case, ``min_n`` to ``max_n`` of them);
    BadInput (a ``PlayersError`` with its catalogue code) otherwise."""
    from similarium.core.players import validate_players

    if isinstance(players, str) or not isinstance(players, Sequence):
        raise BadInput("players must be a list of names")
    if not all(isinstance(p, str) for p in players):
        raise BadInput("a player's name is a text")
    return tuple(validate_players(players, min_n, max_n))


@dataclass(frozen=True)
class GameLog:
    """One format for saves, share links and the command line::

        {"log": 1, "game": "sb", "options": {...}, "seed": 12 | null,
         "players": ["Anna", "Barry"], "moves": [[seat, move], ...]}

    ``moves`` are the moves as played, each with the seat that made it, in JSON.
    """

    game: str
    options: dict
    seed: int | None
    players: tuple[str, ...]
    moves: tuple[tuple[int, Any], ...] = ()

    def to_json(self) -> dict:
        return {"log": LOG_VERSION, "game": self.game, "options": dict(self.options), "seed": self.seed,
                "players": list(self.players), "moves": [[s, m] for s, m in self.moves]}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))

    @classmethod
    def from_json(cls, data: Any) -> GameLog:
        """Check the log's shape (BadInput with the reason); the rules are checked by replay."""
        if not isinstance(data, dict):
            raise BadInput("a game log is a JSON object")
        if data.get("log") != LOG_VERSION:
            raise BadInput(f"not a game log of version {LOG_VERSION}: log is {data.get('log')!r}")
        extra = set(data) - {"log", "game", "options", "seed", "players", "moves"}
        if extra:
            raise BadInput(f"unknown field(s) in a game log: {', '.join(sorted(extra))}")
        game, options, players, moves = (data.get("game"), data.get("options", {}), data.get("players"),
                                          data.get("moves", []))
        if not isinstance(game, str):
            raise BadInput("game must be a game's id")
        if not isinstance(options, dict):
            raise BadInput("options must be an object")
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise BadInput("players must be a list of names")
        if not isinstance(moves, list):
            raise BadInput("moves must be a list of [seat, move]")
        out = []
        for i, item in enumerate(moves, start=1):
            if (not isinstance(item, list) or len(item) != 2 or isinstance(item[0], bool)
                    or not isinstance(item[0], int)):
                raise BadInput(f"move {i} must be [seat, move], not {item!r}")
            out.append((item[0], item[1]))
        seed = data.get("seed")
        return cls(game, options, seed, tuple(players), tuple(out))




def checked_apply(state: Checked, seat: Any, move: Any) -> State:
    """The one step a move of a :class:`Checked` state goes through: the checks every game
    shares (:func:`similarium.core.refusals.check_move`: a move of this game, ``seat`` at the
    table (``True``/``False`` are not seats), the game not over, ``seat`` awaited, the game's
    own reason first when it has one for a seat it does not wait for), then the game's own
    rules (``state.play``), then the log's bookkeeping: the move as completed (what chance
    gave filled in) appended to ``played`` with its seat."""
    from similarium.core.refusals import check_move

    check_move(state, seat, move, state.MOVES, state.GAME, state.refuse_waiting)
    after, done = state.play(seat, move)
    return replace(after, played=(*state.played, (seat, done)))


class Checked:
    """A protocol state whose ``apply`` is :func:`checked_apply`: the game declares its id
    (``GAME``) and its kinds of moves (``MOVES``), keeps the moves ``played`` (a dataclass field of
    ``(seat, move)`` pairs) and writes ``play(seat, move)`` with its own rules only; the shared
    refusals are made before ``play`` is called, and the move is logged after it."""

    GAME: ClassVar[str]
    MOVES: ClassVar[type | tuple[type, ...]]
    players: tuple[str, ...]
    played: tuple[tuple[int, Any], ...]

    def apply(self, seat: int, move: Any) -> State:
        return checked_apply(self, seat, move)

    def refuse_waiting(self, seat: int, move: Any) -> None:
        """The game's own refusal (raised) of ``move`` by ``seat``, a seat it does not wait
        for, when its rules say more than ``game.not_your_turn``; none by default."""

    def play(self, seat: int, move: Any) -> tuple[Any, Any]:
        """The state after ``move`` by ``seat`` (which the shared checks have let through) and the
        move as the log keeps it (completed with what chance gave); ``played`` is not touched."""
        raise NotImplementedError


@dataclass(frozen=True)
class DealtState(Checked):
    """The fields of a state dealt from a seed that keeps its moves: the rules' ``game`` value,
    the ``seed``, the ``players``, the ``options`` (sorted name/value pairs) and the moves
    ``played`` as ``(seat, move)``. Similo's and Similis's states subclass it (and :class:`Checked`)."""

    game: Any
    seed: int | None
    players: tuple[str, ...]
    options: tuple[tuple[str, str], ...]
    played: tuple[tuple[int, Any], ...] = ()


def played_log(game: str, options: dict, state: Any, move_to_json: Callable[[Any], Any]) -> GameLog:
    """The :class:`GameLog` of ``state`` (which keeps ``seed``, ``players`` and ``played``, the
    ``(seat, move)`` pairs as played) for a game's ``log()``."""
    return GameLog(game, dict(options), state.seed, tuple(state.players),
                   tuple((seat, move_to_json(move)) for seat, move in state.played))


def dealt_from(seed: int | None, name: str) -> int:
    """A game dealt from a seed needs one: ``BadInput`` when ``seed`` is None."""
    if seed is None:
        raise BadInput(f"a {name} game is dealt from a seed")
    return seed

def play(state: State, bots: dict[int, Bot], max_moves: int = 100_000) -> State:
    """Play ``state`` to its end with ``bots[seat]`` deciding for each seat, from its
    observation and legal moves only (simultaneous seats move in seat order)."""
    for _ in range(max_moves):
        turn = state.turn()
        if turn.over:
            return state
        seat = turn.seats[0]
        move = bots[seat].choose(state.observation(seat), state.legal_moves(seat))
        state = state.apply(seat, move)
    raise RuntimeError(f"no end after {max_moves} moves")
