"""A game of SIMILI on one scoresheet: state, legal moves, and what a move leads to.

Round flow: ``Choose`` a category, ``Roll`` three digits (drawn from the seed,
or typed in from physical dice), ``Book`` digits from the bank (0-3 into the
round's category, 4 with Bonus I when it is Sequence; Bonus II free books into
any category), then ``Confirm``. A game is a value: ``apply`` returns a new
game and leaves this one untouched, raising :class:`IllegalMove` with the
reason when the move breaks a rule. ``(options, moves)`` rebuilds any game.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from functools import cache

from similarium.core.errors import IllegalMove, allows
from similarium.core.refusals import chance_mismatch, not_a_move, over
from similarium.games.simili.combos import CATEGORIES, ROWS, SEQUENCE, SPACES, describe_space
from similarium.games.simili.messages import EN, category_name, dice_text, illegal
from similarium.games.simili.sheet import CLASSIC, MODERN, VARIANTS, WIN_SCORE, Score, Sheet

ROUNDS = 10
CHOOSE, ROLL, BOOK, OVER = "choose", "roll", "book", "over"
SEEDED, TYPED = "seeded", "typed"

Digits = tuple[int, int, int]


@dataclass(frozen=True)
class Choose:
    category: str


@dataclass(frozen=True)
class Roll:
    digits: Digits | None = None


@dataclass(frozen=True)
class Book:
    digit: int
    category: str
    row: int
    space: int
    free: bool = False


@dataclass(frozen=True)
class Confirm:
    pass


Move = Choose | Roll | Book | Confirm


def move_to_json(move: Move) -> dict:
    if isinstance(move, Choose):
        return {"type": "choose", "category": move.category}
    if isinstance(move, Roll):
        return {"type": "roll", "digits": None if move.digits is None else list(move.digits)}
    if isinstance(move, Book):
        return {"type": "book", "digit": move.digit, "category": move.category,
                "row": move.row, "space": move.space, "free": move.free}
    return {"type": "confirm"}


def move_from_json(data: dict) -> Move:
    kind = data.get("type") if isinstance(data, dict) else None
    if kind == "choose":
        return Choose(str(data["category"]))
    if kind == "roll":
        digits = data.get("digits")
        return Roll(None if digits is None else tuple(digits))  # type: ignore[arg-type]
    if kind == "book":
        return Book(int(data["digit"]), str(data["category"]), int(data["row"]),
                    int(data["space"]), bool(data.get("free", False)))
    if kind == "confirm":
        return Confirm()
    raise ValueError(f"not a SIMILI move: {data!r}")


@cache
def draw_rolls(seed: int) -> tuple[Digits, ...]:
    """The ten rolls of a seeded game, drawn up front so they never depend on the player's choices."""
    rng = random.Random(seed)
    return tuple(
        (rng.randrange(10), rng.randrange(10), rng.randrange(10)) for _ in range(ROUNDS)
    )


@dataclass(frozen=True)
class Options:
    variant: str = CLASSIC
    dice: str = SEEDED
    seed: int | None = None

    def __post_init__(self) -> None:
        if self.variant not in VARIANTS:
            raise ValueError(f"unknown variant {self.variant!r}")
        if self.dice not in (SEEDED, TYPED):
            raise ValueError(f"unknown dice mode {self.dice!r}")
        if self.dice == SEEDED and self.seed is None:
            raise ValueError("a seeded game needs a seed")

    def to_json(self) -> dict:
        return {"variant": self.variant, "dice": self.dice, "seed": self.seed}

    @classmethod
    def from_json(cls, data: dict) -> Options:
        return cls(str(data.get("variant", CLASSIC)), str(data.get("dice", SEEDED)), data.get("seed"))


@dataclass(frozen=True)
class RoundRecord:
    """One played round, for the turn log and the sheet's left-hand column."""

    number: int
    category: str
    roll: Digits
    books: tuple[Book, ...]
    score_after: int


def _bank_add(bank: tuple[int, ...], digits: tuple[int, ...]) -> tuple[int, ...]:
    counts = list(bank)
    for d in digits:
        counts[d] += 1
    return tuple(counts)


@dataclass(frozen=True)
class Game:
    options: Options
    round: int = 1
    phase: str = CHOOSE
    category: str | None = None
    roll: Digits | None = None
    bank: tuple[int, ...] = (0,) * 10
    sheet: Sheet = field(default_factory=Sheet)
    books: tuple[Book, ...] = ()
    free_used: tuple[str, ...] = ()
    bonus_i: bool = False
    history: tuple[RoundRecord, ...] = ()
    moves: tuple[Move, ...] = ()

    # --- building ------------------------------------------------------------
    @classmethod
    def new(cls, options: Options) -> Game:
        return cls(options=options)

    @classmethod
    def replay(cls, options: Options, moves: list[Move] | tuple[Move, ...]) -> Game:
        game = cls.new(options)
        for move in moves:
            game = game.apply(move)
        return game

    @property
    def variant(self) -> str:
        return self.options.variant

    # --- derived facts ---------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.phase == OVER

    @property
    def score(self) -> Score:
        return self.sheet.score(self.variant)

    @property
    def total(self) -> int:
        return self.score.total

    @property
    def won(self) -> bool | None:
        return self.total >= WIN_SCORE if self.finished else None

    def bank_digits(self) -> list[int]:
        return [d for d in range(10) for _ in range(self.bank[d])]

    def seeded_roll(self, round_number: int | None = None) -> Digits | None:
        if self.options.dice != SEEDED:
            return None
        return draw_rolls(self.options.seed or 0)[(round_number or self.round) - 1]

    @property
    def book_limit(self) -> int:
        """Digits bookable into the round's category this round (Bonus I: 4 for Sequence)."""
        return 4 if self.bonus_i and self.category == SEQUENCE else 3

    @property
    def regular_books(self) -> int:
        return sum(not b.free for b in self.books)

    @property
    def regular_books_left(self) -> int:
        return max(0, self.book_limit - self.regular_books) if self.phase == BOOK else 0

    @property
    def free_books(self) -> int:
        """Unused Bonus II free books (usable from the moment earned, or saved)."""
        return self.sheet.free_books_earned(self.variant) - len(self.free_used)

    @property
    def free_book_must_be_sequence(self) -> bool:
        """Modern: if the first free book went outside Sequence, the second must go into Sequence."""
        return self.variant == MODERN and len(self.free_used) == 1 and self.free_used[0] != SEQUENCE

    def can_undo(self) -> bool:
        return bool(self.moves) and (
            (self.phase == BOOK and isinstance(self.moves[-1], Book))
            or (self.phase == ROLL and isinstance(self.moves[-1], Choose))
        )

    # --- moves -------------------------------------------------------------------
    def apply(self, move: Move) -> Game:
        if self.phase == OVER:
            raise over()
        if isinstance(move, Choose):
            return self._choose(move)
        if isinstance(move, Roll):
            return self._roll(move)
        if isinstance(move, Book):
            return self._book(move)
        if isinstance(move, Confirm):
            return self._confirm(move)
        raise not_a_move("simili", move)

    def undo(self) -> Game:
        """Take back the last booking of this round (or the category, before the roll)."""
        if not self.can_undo():
            raise illegal("simili.nothing_to_undo")
        return Game.replay(self.options, self.moves[:-1])

    def _choose(self, move: Choose) -> Game:
        if self.phase != CHOOSE:
            raise illegal("simili.already_chosen", category=category_name(self.category or ""))
        if move.category not in CATEGORIES:
            raise illegal("simili.bad_category", category=move.category)
        return replace(self, phase=ROLL, category=move.category, moves=self.moves + (move,))

    def _roll(self, move: Roll) -> Game:
        if self.phase == CHOOSE:
            raise illegal("simili.choose_first")
        if self.phase != ROLL:
            raise illegal("simili.already_rolled")
        expected = self.seeded_roll()
        digits = move.digits if move.digits is not None else expected
        if digits is None:
            raise illegal("simili.bad_roll", roll="nothing")
        if (
            not isinstance(digits, tuple | list)
            or len(digits) != 3
            or not all(isinstance(d, int) and not isinstance(d, bool) and 0 <= d <= 9 for d in digits)
        ):
            raise illegal("simili.bad_roll", roll=list(digits) if isinstance(digits, tuple | list) else digits)
        digits = tuple(digits)  # type: ignore[assignment]
        if expected is not None and digits != expected:
            raise chance_mismatch("simili", dice_text(expected), dice_text(digits), round=self.round)
        return replace(self, phase=BOOK, roll=digits, bank=_bank_add(self.bank, digits),
                       moves=self.moves + (Roll(digits),))

    def check_book(self, move: Book) -> None:
        """Raise :class:`IllegalMove` with the reason when ``move`` cannot be booked now."""
        if self.phase in (CHOOSE, ROLL):
            raise illegal("simili.roll_first" if self.phase == ROLL else "simili.choose_first")
        if self.phase != BOOK:
            raise illegal("simili.not_booking")
        if move.category not in CATEGORIES:
            raise illegal("simili.bad_category", category=move.category)
        if not (isinstance(move.digit, int) and 0 <= move.digit <= 9):
            raise illegal("simili.bad_digit", digit=move.digit)
        if not (0 <= move.row < ROWS and 0 <= move.space < SPACES):
            raise illegal("simili.bad_space", row=move.row + 1, space=move.space + 1)
        if self.bank[move.digit] == 0:
            raise illegal("simili.not_in_bank", digit=move.digit)
        if move.free:
            if self.free_books <= 0:
                raise self.no_free_book()
            if self.free_book_must_be_sequence and move.category != SEQUENCE:
                raise illegal("simili.free_must_be_sequence", first=category_name(self.free_used[0]))
        else:
            if move.category != self.category:
                raise illegal("simili.wrong_category", category=category_name(self.category or ""),
                              target=category_name(move.category))
            if self.regular_books >= self.book_limit:
                why = EN["simili.why.bonus_i"] if self.book_limit == 4 else (
                    EN["simili.why.bonus_i_sequence"] if self.bonus_i else "")
                raise illegal("simili.limit_reached", limit=self.book_limit, why=why)
        current = self.sheet.rows(move.category)[move.row][move.space]
        if current is not None:
            raise illegal("simili.space_taken", digit=current)
        if not self.sheet.can_place(move.category, move.row, move.space, move.digit):
            allowed = self.sheet.allowed(move.category, move.row)[move.space]
            raise illegal("simili.breaks_row", digit=move.digit, category=category_name(move.category),
                          row=move.row + 1, allowed=describe_space(allowed) or "nothing")

    def no_free_book(self) -> IllegalMove:
        """The reason a free book cannot be spent now (none earned, or all spent)."""
        modern = EN["simili.free_needs.modern"] if self.variant == MODERN else EN["simili.free_needs.classic"]
        return illegal("simili.no_free_book", modern=modern)

    def is_legal(self, move: Book) -> bool:
        return allows(self.check_book, move)

    def _book(self, move: Book) -> Game:
        self.check_book(move)
        bank = list(self.bank)
        bank[move.digit] -= 1
        free_used = self.free_used + ((move.category,) if move.free else ())
        return replace(self, bank=tuple(bank), sheet=self.sheet.place(move.category, move.row, move.space, move.digit),
                       books=self.books + (move,), free_used=free_used, moves=self.moves + (move,))

    def _confirm(self, move: Confirm) -> Game:
        if self.phase != BOOK:
            raise illegal("simili.not_confirmable")
        assert self.category is not None and self.roll is not None
        record = RoundRecord(self.round, self.category, self.roll, self.books, self.total)
        last = self.round >= ROUNDS
        return replace(
            self,
            round=self.round if last else self.round + 1,
            phase=OVER if last else CHOOSE,
            category=None,
            roll=None,
            books=(),
            bonus_i=self.sheet.sequences_of_three >= 1,
            history=self.history + (record,),
            moves=self.moves + (move,),
        )

    # --- help for the player -------------------------------------------------
    def targets(self, digit: int, free: bool = False) -> list[tuple[str, int, int]]:
        """Every (category, row, space) where ``digit`` may be booked now (regular or free book)."""
        if self.phase != BOOK or not 0 <= digit <= 9 or self.bank[digit] == 0:
            return []
        if free:
            if self.free_books <= 0:
                return []
            cats: tuple[str, ...] = (SEQUENCE,) if self.free_book_must_be_sequence else CATEGORIES
        else:
            if self.regular_books >= self.book_limit or self.category is None:
                return []
            cats = (self.category,)
        return [(c, r, s) for c in cats for r, s in self.sheet.targets(c, digit)]

    def legal_books(self) -> list[Book]:
        """Every single booking allowed now."""
        if self.phase != BOOK:
            return []
        out = []
        for d in range(10):
            if self.bank[d] == 0:
                continue
            for free in (False, True):
                out.extend(Book(d, c, r, s, free) for c, r, s in self.targets(d, free))
        return out
