"""A SIMILI session on one device: one sheet (solo, daily) or several sharing the rolls (table).

Plain Python, no DOM: the page calls :meth:`Session.act` with an action name and
argument (taken from the clicked element's ``data-action``), and re-renders.
Every refused action leaves a :class:`Feedback` with the reason; nothing is lost.

Table play: every player circles a category (in seat order), then one roll is
shared by all sheets, then each player books and confirms in turn.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field

from similarium.core.errors import IllegalMove
from similarium.core.i18n import CATALOGUE, t
from similarium.games.simili import messages
from similarium.games.simili.combos import CATEGORIES
from similarium.games.simili.game import (
    BOOK,
    CHOOSE,
    ROLL,
    SEEDED,
    Book,
    Choose,
    Confirm,
    Game,
    Options,
    Roll,
    move_from_json,
    move_to_json,
)
from similarium.ui.page import DAILY, MODES, SOLO, TABLE, Feedback  # noqa: F401 - re-exported

CATALOGUE.register("en", messages.EN)


@dataclass
class Session:
    mode: str
    options: Options
    players: list[str]
    games: list[Game]
    day: _dt.date | None = None
    selected: int | None = None
    free_mode: bool = False
    feedback: Feedback | None = None
    recorded: bool = False  # the finished game was added to the match / daily record
    hint: dict | None = field(default=None, repr=False)

    # --- building -------------------------------------------------------------
    @classmethod
    def start(cls, mode: str, options: Options, players: list[str] | None = None,
              day: _dt.date | None = None) -> Session:
        players = players or ["Player 1"]
        return cls(mode, options, list(players), [Game.new(options) for _ in players], day=day)

    def moves_json(self) -> list:
        """Persisted moves: one list per player."""
        return [[move_to_json(m) for m in g.moves] for g in self.games]

    @classmethod
    def restore(cls, mode: str, options: Options, players: list[str], moves: list,
                day: _dt.date | None = None, recorded: bool = False) -> Session:
        if len(moves) != len(players):
            raise ValueError("one list of moves per player is expected")
        games = [Game.replay(options, [move_from_json(m) for m in ms]) for ms in moves]
        s = cls(mode, options, list(players), games, day=day, recorded=recorded)
        s._check_table_consistency()
        return s

    def _check_table_consistency(self) -> None:
        rounds = {g.round for g in self.games}
        if len(rounds) > 1 and not any(g.finished for g in self.games):
            raise ValueError("the sheets of a table are not in the same round")

    # --- whose turn --------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return all(g.finished for g in self.games)

    @property
    def round(self) -> int:
        return min(g.round for g in self.games)

    @property
    def stage(self) -> str:
        """"choose" (someone still circles a category), "roll", "book", or "over"."""
        if self.finished:
            return "over"
        if any(g.phase == BOOK for g in self.games):
            return BOOK  # someone still books this round's roll
        if any(g.phase == CHOOSE for g in self.games):
            return CHOOSE
        return ROLL

    @property
    def active(self) -> int:
        """The seat whose sheet the device shows and acts on."""
        stage = self.stage
        for i, g in enumerate(self.games):
            if stage == CHOOSE and g.phase == CHOOSE:
                return i
            if stage == BOOK and g.phase == BOOK:
                return i
        return 0

    @property
    def game(self) -> Game:
        return self.games[self.active]

    @property
    def shared_roll(self) -> tuple[int, int, int] | None:
        for g in self.games:
            if g.roll is not None:
                return g.roll
        return None

    # --- actions -----------------------------------------------------------------
    def act(self, action: str, arg: str = "") -> bool:
        """Do ``action``; return True when the game state changed (so it must be saved)."""
        self.feedback = None
        try:
            changed = self._act(action, arg)
            if changed:
                self.hint = None  # advice about the previous state would mislead
            return changed
        except IllegalMove as err:
            self.feedback = Feedback("error", err.reason, err.code)
            return False
        except ValueError as err:
            self.feedback = Feedback("error", str(err), "bad_input")
            return False

    def _act(self, action: str, arg: str) -> bool:
        if action == "choose":
            if arg not in CATEGORIES:
                raise ValueError(f"unknown category {arg!r}")
            i = self.active
            self.games[i] = self.games[i].apply(Choose(arg))
            self.hint = None
            return True
        if action == "roll":
            return self._roll(arg)
        if action == "select":
            digit = int(arg)
            if self.game.phase != BOOK:
                raise self._why_not_booking()
            if self.game.bank[digit] == 0:
                self.game.check_book(Book(digit, self.game.category or "sequence", 0, 0))
            self.selected = None if self.selected == digit else digit
            return False
        if action == "free":
            if not self.free_mode and self.game.free_books <= 0:
                raise self.game.no_free_book()
            self.free_mode = not self.free_mode
            return False
        if action == "book":
            return self._book(arg)
        if action == "undo":
            i = self._undo_seat()
            self.games[i] = self.games[i].undo()
            self.selected = None
            self.feedback = Feedback("info", t("simili.taken_back"))
            return True
        if action == "confirm":
            i = self.active
            game = self.games[i]
            if game.phase != BOOK:
                raise game_error_not_confirmable()
            self.games[i] = game.apply(Confirm())
            self.selected, self.free_mode, self.hint = None, False, None
            return True
        raise ValueError(f"unknown action {action!r}")

    def _why_not_booking(self) -> IllegalMove:
        try:
            self.game.check_book(Book(0, "sequence", 0, 0))
        except IllegalMove as err:
            return err
        return game_error_not_confirmable()

    def _undo_seat(self) -> int:
        """Whose last step an undo takes back: the booking player, or the last to choose."""
        stage = self.stage
        if stage == BOOK:
            return self.active
        if stage == ROLL:
            return len(self.games) - 1
        return max(0, self.active - 1)

    def _roll(self, arg: str) -> bool:
        if self.stage == CHOOSE:
            err = _choose_first()
            if len(self.games) > 1:
                err.reason = f"{self.players[self.active]}: {err.reason}"
                err.args = (err.reason,)
            raise err
        if self.stage != ROLL:
            raise _already_rolled()
        digits = None
        if self.options.dice != SEEDED:
            digits = parse_typed_roll(arg)
        new = [g.apply(Roll(digits)) for g in self.games]  # all or nothing
        self.games = new
        self.selected = None
        return True

    def _book(self, arg: str) -> bool:
        cat, row, space = arg.split(":")
        if self.selected is None:
            raise IllegalMove("simili.pick_digit_first", t("simili.pick_digit_first"))
        game = self.game
        move = Book(self.selected, cat, int(row), int(space), self.free_mode)
        self.games[self.active] = game.apply(move)
        if self.game.bank[self.selected] == 0:
            self.selected = None
        if self.free_mode:
            self.free_mode = False
        return True


def parse_typed_roll(text: str) -> tuple[int, int, int]:
    """Digits rolled on physical dice, typed as ``"3 0 7"``, ``"307"`` or ``"3,0,7"``."""
    digits = [int(c) for c in text if c.isdigit()]
    if len(digits) != 3 or any(not (c.isdigit() or c in " ,-") for c in text):
        raise IllegalMove("simili.bad_roll", f"Type the three digits rolled (0-9), for example 3 0 7; got {text!r}.",
                          roll=text)
    return digits[0], digits[1], digits[2]


def _choose_first() -> IllegalMove:
    from similarium.games.simili.messages import illegal

    return illegal("simili.choose_first")


def _already_rolled() -> IllegalMove:
    from similarium.games.simili.messages import illegal

    return illegal("simili.already_rolled")


def game_error_not_confirmable() -> IllegalMove:
    from similarium.games.simili.messages import illegal

    return illegal("simili.not_confirmable")
