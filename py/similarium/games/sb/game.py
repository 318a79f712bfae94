"""SB game flow: whose turn, what phase, which actions are legal, what state an action leads to.

A :class:`Game` is an immutable value; :meth:`Game.apply` returns a new one and
raises :class:`~similarium.core.errors.IllegalMove` (leaving the old value
untouched, as it is never changed) for an illegal action.

Chance: ``Roll()`` without dice draws the dice from ``random.Random`` seeded
with ``(seed << 32) | rolls_made`` -- a pure function of the state, so
(players, seed, actions) always rebuilds the same game, and undoing then
re-rolling gives the same dice. ``Roll(Dice(...))`` uses the dice given
(replay of a logged game, or physical dice).

Phases: ``"roll"`` (between rolls: Roll, or Stop once both Keys are aside),
``"set_aside"`` (a roll lies on the table: choose a set-aside), ``"over"``.
A bust (nothing can be set aside) and a turn with all 10 dice aside end by
themselves; the finished turn is then in :attr:`Game.history`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from similarium.core.cli_input import shown
from similarium.core.errors import allows
from similarium.core.refusals import over

from .messages import bad_input, illegal
from .rules import (
    BASE_DICE,
    KEY_DICE,
    TARGET,
    Action,
    Dice,
    Roll,
    Score,
    SetAside,
    Stop,
    can_set_aside,
    check_set_aside,
    score,
    set_aside_options,
)


@dataclass(frozen=True)
class Event:
    """One step of a turn, as data (no text): the page writes it with ``t()``, the command line
    with :func:`.messages.event_text`.

    ``kind``: ``roll`` (``dice`` rolled), ``bust`` (``dice``: the roll with nothing to set aside,
    0 points), ``set_aside`` (``dice`` set aside, ``aside``: every die aside after it), ``stop``
    and ``score`` (all 10 dice aside) with ``dice``: the dice scored and their ``score``.
    """

    kind: str
    player: int  # the seat playing the turn
    dice: Dice | None = None
    aside: Dice | None = None
    score: Score | None = None

    @property
    def points(self) -> int | None:
        """Points the event scores (stop, score, bust), None for a roll or a set-aside."""
        if self.kind == "bust":
            return 0
        return None if self.score is None else self.score.points


@dataclass(frozen=True)
class Turn:
    """The turn being played: dice set aside so far and the roll awaiting a set-aside (if any)."""

    player: int
    number: int  # 1-based count of turns in the game
    set_aside: Dice = field(default_factory=Dice)
    roll: Dice | None = None
    events: tuple[Event, ...] = ()

    @property
    def base_left(self) -> int:
        return BASE_DICE - len(self.set_aside.base)

    @property
    def keys_left(self) -> int:
        return KEY_DICE - len(self.set_aside.keys)

    @property
    def can_stop(self) -> bool:
        return self.roll is None and self.keys_left == 0

    @property
    def live_score(self) -> Score | None:
        """Score of the dice set aside now (None until both Keys are aside)."""
        return score(self.set_aside.base, self.set_aside.keys)


@dataclass(frozen=True)
class TurnResult:
    player: int
    number: int
    points: int
    bust: bool
    set_aside: Dice
    events: tuple[Event, ...]


@dataclass(frozen=True)
class Game:
    players: tuple[str, ...]
    scores: tuple[int, ...]
    turn: Turn
    seed: int | None = None
    target: int = TARGET
    rolls_made: int = 0
    leader: int | None = None  # the original leader, once someone reached the target
    last_turns: tuple[int, ...] = ()  # end game: players still to play, the current one first
    leader_extra: bool = False  # the leader's extra turn has been granted
    finished: bool = False
    history: tuple[TurnResult, ...] = ()

    @classmethod
    def new(cls, players: int | list[str] | tuple[str, ...] = 2, seed: int | None = None,
            target: int = TARGET) -> Game:
        names = tuple(f"Player {i + 1}" for i in range(players)) if isinstance(players, int) else tuple(players)
        if not names:
            raise bad_input("sb.input.no_players")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int) or seed < 0):
            raise bad_input("sb.input.seed", seed=repr(seed))
        return cls(names, (0,) * len(names), Turn(0, 1), seed=seed, target=target)

    # --- questions -----------------------------------------------------------

    @property
    def phase(self) -> str:
        if self.finished:
            return "over"
        return "roll" if self.turn.roll is None else "set_aside"

    @property
    def current_player(self) -> int:
        return self.turn.player

    @property
    def can_stop(self) -> bool:
        return not self.finished and self.turn.can_stop

    @property
    def is_last_turn(self) -> bool:
        """True during an end-game turn (a final turn, or the leader's extra turn)."""
        return bool(self.last_turns)

    def winners(self) -> tuple[int, ...]:
        """Seats with the highest score (several = shared win). Meaningful once finished."""
        best = max(self.scores)
        return tuple(i for i, s in enumerate(self.scores) if s == best)

    def legal_actions(self) -> list[Action]:
        if self.finished:
            return []
        if self.turn.roll is not None:
            return list(set_aside_options(self.turn.roll))
        return [Roll(), Stop()] if self.turn.can_stop else [Roll()]

    def is_legal(self, action: Action) -> bool:
        return allows(self.apply, action)

    # --- actions -------------------------------------------------------------

    def apply(self, action: Action) -> Game:
        """The state after ``action``; raises IllegalMove (self unchanged) if it is not allowed."""
        if self.finished:
            raise over()
        if isinstance(action, Roll):
            return self._roll(action)
        if isinstance(action, SetAside):
            return self._set_aside(action)
        if isinstance(action, Stop):
            return self._stop()
        raise bad_input("sb.input.not_action", action=repr(action))

    def seeded_roll(self, seed: int) -> Dice:
        """The dice the next roll shows with ``seed``: a pure function of the seed, the number of
        rolls made and the dice left (see the module doc)."""
        rng = random.Random((seed << 32) | self.rolls_made)
        return Dice(tuple(rng.randint(1, 6) for _ in range(self.turn.base_left)),
                    tuple(rng.randint(1, 6) for _ in range(self.turn.keys_left)))

    def _roll(self, action: Roll) -> Game:
        turn = self.turn
        if turn.roll is not None:
            raise illegal("sb.set_aside_first", roll=str(turn.roll))
        if action.dice is None:
            if self.seed is None:
                raise bad_input("sb.input.no_seed")
            dice = self.seeded_roll(self.seed)
        else:
            dice = action.dice
            if len(dice.base) != turn.base_left or len(dice.keys) != turn.keys_left:
                raise illegal("sb.roll_all_left", base_left=turn.base_left, keys_left=turn.keys_left,
                              dice=shown(str(dice)))
        event = Event("roll", turn.player, dice)
        game = replace(self, rolls_made=self.rolls_made + 1)
        if not can_set_aside(dice):
            bust = Event("bust", turn.player, dice)
            return game._end_turn(0, turn.events + (event, bust), bust=True)
        return replace(game, turn=replace(turn, roll=dice, events=turn.events + (event,)))

    def _set_aside(self, action: SetAside) -> Game:
        turn = self.turn
        if turn.roll is None:
            raise illegal("sb.roll_first")
        check_set_aside(turn.roll, action)
        aside = turn.set_aside + action.dice
        event = Event("set_aside", turn.player, action.dice, aside)
        events = turn.events + (event,)
        if len(aside) == BASE_DICE + KEY_DICE:
            s = score(aside.base, aside.keys)
            assert s is not None
            done = Event("score", turn.player, aside, score=s)
            return self._end_turn(s.points, events + (done,), aside=aside)
        return replace(self, turn=replace(turn, set_aside=aside, roll=None, events=events))

    def _stop(self) -> Game:
        turn = self.turn
        if turn.roll is not None:
            raise illegal("sb.set_aside_first", roll=str(turn.roll), variant="stop")
        s = turn.live_score
        if s is None:
            raise illegal("sb.stop_needs_keys", keys_left=turn.keys_left)
        done = Event("stop", turn.player, turn.set_aside, score=s)
        return self._end_turn(s.points, turn.events + (done,))

    def _end_turn(self, points: int, events: tuple[Event, ...], bust: bool = False,
                  aside: Dice | None = None) -> Game:
        turn = self.turn
        p = turn.player
        scores = tuple(s + points if i == p else s for i, s in enumerate(self.scores))
        result = TurnResult(p, turn.number, points, bust, aside or turn.set_aside, events)
        n = len(self.players)
        leader, last, extra = self.leader, self.last_turns, self.leader_extra
        if leader is None:
            if scores[p] >= self.target:
                leader = p
                last = tuple((p + i) % n for i in range(1, n))
        else:
            last = last[1:]
        finished = False
        if leader is not None and not last:
            ahead = all(scores[leader] > s for i, s in enumerate(scores) if i != leader)
            if not extra and not ahead:
                last, extra = (leader,), True
            else:
                finished = True
        nxt = p if finished else (last[0] if last else (p + 1) % n)
        return replace(self, scores=scores, turn=Turn(nxt, turn.number + 1), leader=leader, last_turns=last,
                       leader_extra=extra, finished=finished, history=self.history + (result,))

    # --- convenience ---------------------------------------------------------

    def apply_all(self, actions: list[Action]) -> Game:
        game = self
        for a in actions:
            game = game.apply(a)
        return game

    def summary(self) -> dict:
        return {
            "players": list(self.players),
            "scores": list(self.scores),
            "turn_scores": [[r.player, r.points] for r in self.history],
            "finished": self.finished,
            "winners": [self.players[i] for i in self.winners()] if self.finished else [],
            "leader": None if self.leader is None else self.players[self.leader],
        }
