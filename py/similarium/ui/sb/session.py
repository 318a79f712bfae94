"""An SB session on one device: the game, who plays each seat, the dice selected, the feedback.

Plain Python, no DOM: the page calls :meth:`Session.act` with an action name and
argument (from the clicked element's ``data-action``/``data-arg``) and re-renders.
Every refused action leaves a :class:`Feedback` with the reason (a catalogue text
keyed by the rule code); nothing is silently ignored.

Modes: ``solo`` (you and one bot), ``table`` (2-6 seats, any of them bots), and
``daily`` (today's) and ``archive`` (a past day's, not counted): the rules of
:mod:`similarium.games.sb.daily` (one player, :data:`DAILY_TURNS` turns, won at
:data:`DAILY_PAR` points, the day's dice).
"""

from __future__ import annotations

import datetime as _dt
import time
from dataclasses import dataclass, field, replace

from similarium.core.errors import IllegalMove
from similarium.core.i18n import CATALOGUE, t, tn
from similarium.core.refusals import over, refusal_text
from similarium.games.sb import daily as sb_daily
from similarium.games.sb.game import Game
from similarium.games.sb.messages import illegal
from similarium.games.sb.protocol import PAGE_NAMES, RULES, SBObservation, SBState
from similarium.games.sb.rules import (
    Action,
    Dice,
    Roll,
    SetAside,
    Stop,
    action_from_json,
    check_set_aside,
    set_aside_options,
)
from similarium.ui.page import ARCHIVE, DAILY, SOLO, Feedback
from similarium.ui.pieces import refusal
from similarium.ui.session import PlayedSession, SeatsUi, is_move_pair

HUMAN = "human"
BOT_KINDS = tuple(PAGE_NAMES)  # the page's names of the bots (games/sb/protocol.PAGE_NAMES)
KINDS = (HUMAN, *BOT_KINDS)
DAILY_TURNS = sb_daily.TURNS
DAILY_PAR = sb_daily.PAR
DAILY_TARGET = sb_daily.TARGET

_BOTS: dict[str, object] = {}
_READY = False


def advisor_ready() -> bool:
    return _READY


def warm_up() -> None:
    """Build the advisor's tables (and freeze the GC) once; later decisions take ~1 ms."""
    global _READY
    if not _READY:
        from similarium.games.sb.advisor import warm_up as core_warm_up

        core_warm_up()
        _READY = True


BOT_OF_KIND = PAGE_NAMES


def bot(kind: str):
    """The protocol bot behind a seat kind: it decides from that seat's observation only."""
    if kind not in _BOTS:
        _BOTS[kind] = RULES.bots[BOT_OF_KIND[kind]]()
    return _BOTS[kind]


def roll_dice(roll: Dice | None) -> list[tuple[str, int]]:
    """The dice of a roll in display order: Base dice, then Keys (``("base"|"key", value)``)."""
    if roll is None:
        return []
    return [("base", v) for v in roll.base] + [("key", v) for v in roll.keys]


def dice_words(d: Dice) -> str:
    """Dice as a screen reader says them: ``"Base 1 1 4, Keys 2 5"`` (catalogue words)."""
    parts = []
    if d.base:
        parts.append(tn("sb.say.base", len(d.base), values=" ".join(map(str, d.base))))
    if d.keys:
        parts.append(tn("sb.say.keys", len(d.keys), values=" ".join(map(str, d.keys))))
    return ", ".join(parts)


def you_at(mode: str) -> int | None:
    """The seat of the one person at the device, addressed as "you" (solo, the daily and its
    archive: seat 0); None at a table of several people."""
    return 0 if mode in (SOLO, DAILY, ARCHIVE) else None


def seat_text(players, you: int | None, key: str, seat: int, **params: object) -> str:
    """``key`` about ``seat``: its second-person variant ``key.you`` for the person at the device
    (``you``), else ``key`` with ``player`` = the seat's name."""
    if seat == you and CATALOGUE.has(f"{key}.you"):
        return t(f"{key}.you", **params)
    return t(key, player=players[seat], **params)


@dataclass(frozen=True)
class Ui(SeatsUi):
    """What the page draws beside the observation, and never the game state: the seats
    (:class:`~similarium.ui.session.SeatsUi`), the dice selected (positions in the roll), what
    they make and why not, the last answer, the advice shown or under way, the live region's
    words, the slowest bot's time."""

    selection: tuple[int, ...]
    selected: SetAside  # :meth:`Session.selected_action`
    problem: str | None  # :meth:`Session.selection_problem`
    feedback: Feedback | None
    advice: bool
    pending: str
    said: str
    bot_ms_max: float

    @property
    def you(self) -> int | None:
        return you_at(self.mode)

    def text(self, key: str, seat: int, **params: object) -> str:
        return seat_text(self.players, self.you, key, seat, **params)

    def bot_turn(self, view: SBObservation) -> bool:
        """A bot plays the seat to move (the game not over)."""
        return not view.over and self.kinds[view.game.current_player] != HUMAN


@dataclass
class Session(PlayedSession):
    """The game (a protocol state: :class:`~similarium.games.sb.protocol.SBState`, which owns
    the dice and, for a daily, its five-turn end) and what the device adds: who plays each
    seat, the dice selected, the feedback, bots' pending choices."""

    RULES = RULES
    mode: str
    players: list[str]
    kinds: list[str]
    seed: int
    state: SBState
    day: _dt.date | None = None
    selection: list[int] = field(default_factory=list)  # 0-based positions in roll_dice(), in click order
    feedback: Feedback | None = None
    advice: bool = False
    pending: str = ""  # "advice" | "bot": slow work under way (the page shows progress)
    bot_choice: Action | None = None  # a bot's set-aside shown as a selection before it is applied
    recorded: bool = False
    said: str = ""  # what the last action changed, in words, for the live region (screen readers)
    bot_ms: list[float] = field(default_factory=list, repr=False)

    # --- building ----------------------------------------------------------------
    @classmethod
    def start(cls, mode: str, players: list[str], kinds: list[str], seed: int,
              day: _dt.date | None = None) -> Session:
        if len(players) != len(kinds) or any(k not in KINDS for k in kinds):
            raise ValueError("one known kind (human or a bot) per player is expected")
        challenge = "daily" if mode in (DAILY, ARCHIVE) else "none"
        return cls(mode, list(players), list(kinds), seed, RULES.new({"challenge": challenge}, seed, players),
                   day=day)

    @classmethod
    def restore(cls, mode: str, players: list[str], kinds: list[str], seed: int, moves: list,
                day: _dt.date | None = None) -> Session:
        """Replay saved moves: ``[seat, action]`` pairs (the game log's form), or the older
        plain list of actions (each by the seat to move)."""
        s = cls.start(mode, players, kinds, seed, day)
        for m in moves:
            seat, raw = (m[0], m[1]) if is_move_pair(m) else (s.game.current_player, m)
            s.apply(action_from_json(raw), seat)
        s.said = ""
        return s

    @property
    def game(self) -> Game:
        return self.state.game

    @game.setter
    def game(self, game: Game) -> None:
        """Set up a position directly (tests)."""
        self.state = replace(self.state, game=game)

    def view(self) -> SBObservation:
        """What the device shows: the observation of the person at it (solo, daily), else of the
        seat to move; the whole game but its seed (every future roll)."""
        return self.state.observation(self.you if self.you is not None else self.game.current_player)

    @property
    def moves(self) -> list[Action]:
        return [m for _, m in self.state.played]

    # --- questions -------------------------------------------------------------------
    @property
    def player(self) -> str:
        return self.players[self.game.current_player]

    @property
    def you(self) -> int | None:
        """The seat of the one person at the device (:func:`you_at`)."""
        return you_at(self.mode)

    def text(self, key: str, seat: int, **params: object) -> str:
        """``key`` about ``seat`` (:func:`seat_text`)."""
        return seat_text(self.players, self.you, key, seat, **params)

    def ui(self) -> Ui:
        """What the page draws beside :meth:`view` (a snapshot: no state in it)."""
        return Ui(tuple(self.players), tuple(self.kinds), self.mode, self.seed, self.day, tuple(self.selection),
                  self.selected_action(), self.selection_problem(), self.feedback,
                  self.advice, self.pending, self.said, max(self.bot_ms, default=0.0))

    def shown(self) -> tuple[SBObservation, Ui]:
        """What the page draws: the observation the device shows and the page's own state."""
        return self.view(), self.ui()

    @property
    def bot_turn(self) -> bool:
        return not self.finished and self.kinds[self.game.current_player] != HUMAN

    @property
    def total(self) -> int:
        return self.game.scores[0]

    def dice(self) -> list[tuple[str, int]]:
        return roll_dice(self.game.turn.roll)

    def selected_action(self) -> SetAside:
        dice = self.dice()
        chosen = [dice[i] for i in self.selection if i < len(dice)]
        return SetAside(base=tuple(v for k, v in chosen if k == "base"),
                        keys=tuple(v for k, v in chosen if k == "key"))

    def selection_problem(self) -> str | None:
        """Why the current selection cannot be set aside (None: it can)."""
        try:
            check_set_aside(self.game.turn.roll or Dice(), self.selected_action())
        except IllegalMove as err:
            return refusal_text(err)
        return None

    def positions_of(self, action: SetAside) -> list[int]:
        """Positions in the roll of the dice of ``action`` (first matching dice)."""
        wanted = [("base", v) for v in action.base] + [("key", v) for v in action.keys]
        out: list[int] = []
        for i, d in enumerate(self.dice()):
            if d in wanted:
                wanted.remove(d)
                out.append(i)
        return out

    # --- playing ---------------------------------------------------------------------
    def apply(self, action: Action, seat: int | None = None) -> None:
        """Apply one action for ``seat`` (default: the seat to move); raises IllegalMove."""
        if self.finished:
            if self.daily:
                raise illegal("sb.ui.daily_over", turns=DAILY_TURNS)
            raise over()
        turns, seen = len(self.game.history), len(self.game.turn.events)
        self.state = self.state.apply(self.game.current_player if seat is None else seat, action)
        self.selection = []
        self.bot_choice = None
        self.said = self._news(turns, seen)

    def _news(self, turns: int, seen: int) -> str:
        """What changed since the game had ``turns`` finished turns and ``seen`` events in the turn
        being played: each new event, then the turn's score and who plays next."""
        g = self.game
        ended = g.history[turns] if len(g.history) > turns else None
        events = (ended.events if ended else g.turn.events)[seen:]
        out = []
        for e in events:
            if e.kind == "roll":
                out.append(self.text("sb.say.roll", e.player, dice=dice_words(e.dice or Dice())))
            elif e.kind == "set_aside":
                out.append(self.text("sb.say.set_aside", e.player, dice=dice_words(e.dice or Dice())))
            elif e.kind == "bust":
                out.append(self.text("sb.say.bust", e.player))
        if ended is not None:
            if not ended.bust:
                out.append(self.text("sb.say.score", ended.player, points=ended.points,
                                     total=g.scores[ended.player]))
            if not self.finished and len(self.players) > 1:
                out.append(self.text("sb.say.next", g.current_player))
        return " ".join(out)

    def act(self, action: str, arg: str = "") -> bool:
        """Do ``action``; True when the game state changed (so it must be saved)."""
        self.feedback = None
        self.said = ""
        try:
            return self._act(action, arg)
        except IllegalMove as err:
            self.feedback = refusal(err)
            return False

    def _human(self) -> None:
        if self.finished:
            self.apply(Stop())  # raises the game-over reason
        if self.bot_turn:
            raise illegal("sb.ui.bot_turn", player=self.player)

    def _act(self, action: str, arg: str) -> bool:
        if action == "bot-step":
            return self.bot_step()
        if action == "advice":
            self.advice = not self.advice
            return False
        self._human()
        if action == "roll":
            self.apply(Roll())
            return True
        if action == "stop":
            self.apply(Stop())
            return True
        if action == "set-aside":
            if self.game.phase == "roll":
                raise illegal("sb.roll_first")
            self.apply(self.selected_action())
            return True
        if action == "toggle":
            return self._toggle(arg)
        if action == "pick":
            if self.game.phase != "set_aside":
                raise illegal("sb.ui.no_roll")
            try:
                chosen = action_from_json(f"set aside {arg}")
                check_set_aside(self.game.turn.roll, chosen)
            except (ValueError, TypeError):
                raise illegal("sb.ui.no_option") from None
            self.selection = self.positions_of(chosen)
            return False
        if action == "undo":
            if not self.selection:
                raise illegal("sb.ui.nothing_to_undo")
            kind, value = self.dice()[self.selection.pop()]
            die = t("sb.die.key" if kind == "key" else "sb.die.base", value=value)
            self.feedback = Feedback("info", t("sb.ui.undone", die=die))
            return False
        if action == "clear":
            if not self.selection:
                raise illegal("sb.ui.nothing_to_undo")
            self.selection = []
            self.feedback = Feedback("info", t("sb.ui.cleared"))
            return False
        raise illegal("sb.ui.no_option", action=action)

    def _toggle(self, arg: str) -> bool:
        if self.game.phase != "set_aside":
            raise illegal("sb.ui.no_roll")
        count = len(self.dice())
        try:
            n = int(arg)
        except ValueError:
            n = -1
        n = 10 if n == 0 else n  # key "0" is the 10th die
        if not 1 <= n <= count:
            raise illegal("sb.ui.no_die", n=arg, count=count)
        i = n - 1
        if i in self.selection:
            self.selection.remove(i)
        else:
            self.selection.append(i)
        return False

    def bot_step(self) -> bool:
        """One step of a bot's turn: a roll, showing its chosen dice, setting them aside, or stopping.
        Returns False (nothing to do) when it is not a bot's turn, e.g. a stale automatic step."""
        if not self.bot_turn:
            return False
        if self.bot_choice is not None:
            self.apply(self.bot_choice)
            return True
        warm_up()
        started = time.perf_counter()
        seat = self.game.current_player
        action = bot(self.kinds[seat]).choose(self.state.observation(seat), self.state.legal_moves(seat))
        self.bot_ms.append((time.perf_counter() - started) * 1000)
        if isinstance(action, SetAside):
            self.selection = self.positions_of(action)
            self.bot_choice = action
            self.said = t("sb.say.bot_choice", player=self.players[seat], dice=dice_words(action.dice))
            return False
        self.apply(action)
        return True

    def legal_set_asides(self) -> list[SetAside]:
        roll = self.game.turn.roll
        return set_aside_options(roll) if roll is not None else []
