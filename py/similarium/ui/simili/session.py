"""A SIMILI session on one device: one sheet (solo, daily) or several sharing the rolls (table).

Plain Python, no DOM: the page calls :meth:`Session.act` with an action name and
argument (taken from the clicked element's ``data-action``), and re-renders.
Every refused action leaves a :class:`Feedback` with the reason; nothing is lost.

Table play follows :class:`~similarium.games.simili.table.Table`: every player circles a
category, then one roll is shared by all sheets, then each player books and confirms;
the device takes the seats to move in seat order. Saved moves are ``[seat, move]`` in
the order played, the form of the game log.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field, replace

from similarium.core.errors import IllegalMove
from similarium.core.i18n import t, tn
from similarium.core.replay import replay
from similarium.games.simili import game as simili
from similarium.games.simili import messages
from similarium.games.simili.combos import CATEGORIES
from similarium.games.simili.messages import illegal
from similarium.games.simili.protocol import RULES, SimiliObservation, SimiliState
from similarium.ui.page import Feedback
from similarium.ui.pieces import refusal, refused
from similarium.ui.session import PlayedSession, is_move_pair


@dataclass(frozen=True)
class Ui:
    """What the page draws beside the observation (every sheet is public; the seed is not in
    it), and never the game state: the mode, the seed the header shows (never today's daily's),
    the day, the digit selected, the free-book toggle, the last answer, the hint shown and the
    hints counted, the live region's words, the sheet peeked at."""

    mode: str
    seed: int | None
    day: _dt.date | None
    selected: int | None
    free_mode: bool
    feedback: Feedback | None
    hint: dict | None
    hints: int
    said: str
    peek: int | None


@dataclass
class Session(PlayedSession):
    """The game (a protocol state: :class:`~similarium.games.simili.protocol.SimiliState`, whose
    :class:`~similarium.games.simili.table.Table` says the order of play) and what the device
    adds: the digit selected, the free-book toggle, the feedback, the hints."""

    RULES = RULES
    mode: str
    state: SimiliState
    day: _dt.date | None = None
    selected: int | None = None
    free_mode: bool = False
    feedback: Feedback | None = None
    recorded: bool = False  # the finished game was added to the match / daily record
    hint: dict | None = field(default=None, repr=False)
    hints: int = 0  # hints shown during today's daily (counted in its result and share text)
    said: str = ""  # what the last change was, in a few words, for the page's live region
    peek: int | None = None  # at a table: another player's sheet shown under the one in play (open to all)

    # --- building -------------------------------------------------------------
    @classmethod
    def start(cls, mode: str, options: simili.Options, players: list[str] | None = None,
              day: _dt.date | None = None) -> Session:
        players = players or [t("simili.player.default", n=1)]
        return cls(mode, new_state(options, players), day=day)

    @classmethod
    def restore(cls, mode: str, options: simili.Options, players: list[str], moves: list,
                day: _dt.date | None = None, recorded: bool = False) -> Session:
        """Replay saved moves (``[seat, move]`` pairs, or the older one list per player)."""
        state = new_state(options, players)
        for seat, move in saved_moves(moves, len(players)):
            state = state.apply(seat, move)
        return cls(mode, state, day=day, recorded=recorded)

    # --- what the state says ---------------------------------------------------------
    @property
    def options(self) -> simili.Options:
        return self.state.table.options

    @property
    def players(self) -> list[str]:
        return list(self.state.players)

    @property
    def played(self) -> tuple[tuple[int, simili.Move], ...]:
        return self.state.played

    @property
    def games(self) -> list[simili.Game]:
        """Every player's sheet, in seat order."""
        return list(self.state.table.sheets)

    @property
    def round(self) -> int:
        return self.state.table.round

    @property
    def stage(self) -> str:
        """"choose" (someone still circles a category), "roll", "book", or "over"."""
        return self.state.turn().phase

    @property
    def active(self) -> int:
        """The seat whose sheet the device shows and acts on: the first of those to move."""
        turn = self.state.turn()
        return turn.seats[0] if turn.seats and turn.phase != simili.ROLL else 0

    @property
    def game(self) -> simili.Game:
        return self.games[self.active]

    def ui(self) -> Ui:
        """What the page draws beside :meth:`view` (a snapshot: no state in it)."""
        return Ui(self.mode, self.options.seed, self.day, self.selected, self.free_mode, self.feedback, self.hint,
                  self.hints, self.said, self.peek)

    def shown(self) -> tuple[SimiliObservation, Ui]:
        """What the page draws: the observation of the seat the device acts for, the page's own state."""
        return self.view(), self.ui()

    def view(self) -> SimiliObservation:
        """What the device shows: the observation of the seat it acts for (every sheet is public;
        the seed, every future roll, is not in it)."""
        return self.state.observation(self.active)

    @property
    def shared_roll(self) -> tuple[int, int, int] | None:
        for g in self.games:
            if g.roll is not None:
                return g.roll
        return None

    # --- actions -----------------------------------------------------------------
    def act(self, action: str, arg: str = "") -> bool:
        """Do ``action``; return True when the game state changed (so it must be saved)."""
        self.feedback, self.said = None, ""
        try:
            changed = self._act(action, arg)
            if changed:
                self.hint = None  # advice about the previous state would mislead
                self.said = "" if action == "undo" else self.say()
            return changed
        except IllegalMove as err:
            self.feedback = refusal(err)
            if action == "roll" and err.code == "simili.choose_first" and len(self.players) > 1:  # whose category
                self.feedback.text = t("simili.for_player", player=self.players[self.active], reason=self.feedback.text)
            return False
        except ValueError:  # no such category, player or action (a tampered page): said, nothing played
            self.feedback = refused("protocol.not_a_move")
            return False

    def _play(self, move: simili.Move) -> bool:
        """The active seat plays ``move`` (the state's IllegalMove otherwise, nothing changed)."""
        self.state = self.state.apply(self.active, move)
        self.selected = None  # a second digit of the same value is picked again, never left selected
        return True

    def _act(self, action: str, arg: str) -> bool:
        if action == "choose":
            if arg not in CATEGORIES:
                raise ValueError(f"unknown category {arg!r}")
            return self._play(simili.Choose(arg))
        if action == "roll":
            typed = self.options.dice != simili.SEEDED and self.stage == simili.ROLL  # else the state says why not
            return self._play(simili.Roll(parse_typed_roll(arg) if typed else None))  # one roll for every sheet
        if action == "select":
            digit = int(arg)
            if self.game.phase != simili.BOOK:
                raise self._why_not_booking()
            if self.game.bank[digit] == 0:
                self.game.check_book(simili.Book(digit, self.game.category or "sequence", 0, 0))
            self.selected = None if self.selected == digit else digit
            return False
        if action == "free":
            if not self.free_mode and self.game.free_books <= 0:
                raise self.game.no_free_book()
            self.free_mode = not self.free_mode
            return False
        if action == "book":
            cat, row, space = arg.split(":")
            if self.selected is None:
                raise illegal("simili.pick_digit_first")
            self._play(simili.Book(self.selected, cat, int(row), int(space), self.free_mode))
            self.free_mode = False
            return True
        if action == "undo":
            self._undo()
            self.selected = None
            self.feedback = Feedback("info", t("simili.taken_back"))
            return True
        if action == "peek":  # another player's sheet: the sheets are open to everyone (issue 30)
            if not (arg.isdigit() and int(arg) < len(self.players)):
                raise ValueError(f"unknown player {arg!r}")
            self.peek = None if self.peek == int(arg) else int(arg)
            return False
        if action == "confirm":
            self._play(simili.Confirm())
            self.free_mode = False
            return True
        raise ValueError(f"unknown action {action!r}")

    def say(self) -> str:
        """The last move in a few words (the page announces it): the category circled, the roll,
        a booking, a round's points, the final score; at a table, with the player's name."""
        if not self.played:
            return ""
        seat, move = self.played[-1]
        game = self.games[seat]
        if isinstance(move, simili.Choose):
            text = t("simili.say.chosen", category=t(f"simili.category.{move.category}"))
        elif isinstance(move, simili.Roll):
            return t("simili.say.rolled", digits=" ".join(map(str, move.digits or ())))  # shared by all sheets
        elif isinstance(move, simili.Book):
            text = t("simili.say.booked", digit=move.digit, category=t(f"simili.category.{move.category}"),
                     row=move.row + 1)
        else:
            rec = game.history[-1] if game.history else None
            before = game.history[-2].score_after if len(game.history) > 1 else 0
            points = rec.score_after - before if rec else 0
            text = tn("simili.say.round", points, round=rec.number if rec else 0, points=points, score=game.total)
            if game.finished:
                text += " " + t("simili.say.final.won" if game.won else "simili.say.final.lost", score=game.total)
        return t("simili.say.player", player=self.players[seat], text=text) if len(self.players) > 1 else text

    def _why_not_booking(self) -> IllegalMove:
        try:
            self.game.check_book(simili.Book(0, "sequence", 0, 0))
        except IllegalMove as err:
            return err
        return illegal("simili.not_confirmable")

    def _undo(self) -> None:
        """Take back the last move if it is not yet confirmed: a booking, or a category
        circled before the roll (the previous seat's, at a table): the game replayed without it."""
        if not self.played or not isinstance(self.played[-1][1], simili.Book | simili.Choose):
            raise illegal("simili.nothing_to_undo")
        log = self.state.log()
        self.state = replay(RULES, replace(log, moves=log.moves[:-1]))


def new_state(options: simili.Options, players: list[str] | tuple[str, ...]) -> SimiliState:
    """The protocol's first state for the page's options (the seed only with seeded dice)."""
    return RULES.new({"variant": options.variant, "dice": options.dice},
                     options.seed if options.dice == simili.SEEDED else None, tuple(players))


def is_move_log(moves: list) -> bool:
    """``[[seat, move], ...]`` (an older save has lists of moves, never a seat number)."""
    return all(is_move_pair(m) for m in moves)


def saved_moves(moves: list, seats: int) -> list[tuple[int, simili.Move]]:
    """Saved moves as ``(seat, move)`` in the order played. Saves before the game log kept one
    list per player; those are put back in a playable order: each round's categories, the
    roll once, then every seat's bookings and confirmation."""
    if is_move_log(moves):
        return [(seat, simili.move_from_json(m)) for seat, m in moves]
    if len(moves) != seats or not all(isinstance(m, list) for m in moves):
        raise ValueError("one list of moves per player is expected")
    rounds: dict[int, list[list[simili.Move]]] = {}
    for seat, raw in enumerate(moves):
        n, current = 1, []
        for item in raw:
            move = simili.move_from_json(item)
            current.append(move)
            if isinstance(move, simili.Confirm):
                rounds.setdefault(n, [[] for _ in moves])[seat] = current
                n, current = n + 1, []
        if current:
            rounds.setdefault(n, [[] for _ in moves])[seat] = current
    out: list[tuple[int, simili.Move]] = []
    for n in sorted(rounds):
        lists = rounds[n]
        out += [(seat, m) for seat, ms in enumerate(lists) for m in ms if isinstance(m, simili.Choose)]
        roll = next((m for ms in lists for m in ms if isinstance(m, simili.Roll)), None)
        if roll is not None:
            out.append((0, roll))
        out += [(seat, m) for seat, ms in enumerate(lists) for m in ms if not isinstance(m, simili.Choose | simili.Roll)]
    return out


def parse_typed_roll(text: str) -> tuple[int, int, int]:
    """Digits rolled on physical dice, typed as ``"3 0 7"``, ``"307"`` or ``"3,0,7"``."""
    digits = [int(c) for c in text if c.isdigit()]
    if len(digits) != 3 or any(not (c.isdigit() or c in " ,-") for c in text):
        raise IllegalMove("simili.bad_roll", messages.EN["simili.bad_roll.typed"].format(typed=repr(text)),
                          roll=text, typed=repr(text), variant="typed")
    return digits[0], digits[1], digits[2]
