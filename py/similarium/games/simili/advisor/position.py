"""A position as the advisor sees it: the sheet's rows, the bank, and the free-book state.

Built from a core :class:`Game` (any phase) or from the ``advise`` file format::

    {"variant": "classic"|"modern", "round": 1-10, "bank": [digits],
     "sheet": {"sequence": 5x4, "matching": 5x4, "ladder": 5x4},
     "free_books": n, "next_free_book_must_be_sequence": bool}
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from similarium.core.errors import BadInput
from similarium.games.simili.combos import CATEGORIES, MATCHING, SEQUENCE, Row
from similarium.games.simili.game import BOOK, CHOOSE, TYPED, Book, Game, Options
from similarium.games.simili.sheet import MODERN, VARIANTS, Sheet

from .rows import category_points, earned, points

Rows3 = tuple[tuple[Row, ...], tuple[Row, ...], tuple[Row, ...]]


@dataclass(frozen=True)
class Position:
    """What decides the rest of a game (before the roll, or mid-booking after it)."""

    variant: str
    round: int
    bank: tuple[int, ...]  # count of each digit 0-9
    rows: Rows3  # sequence, matching, ladder
    free_used: int = 0
    must_sequence: bool = False  # Modern: the next free book must go into Sequence
    bonus_i: bool = False
    category: str | None = None  # the round's category once chosen
    regular_left: int = 0  # regular books left this round (after the roll)

    @property
    def free_books(self) -> int:
        return earned(self.rows[0], self.variant) - self.free_used

    @property
    def score(self) -> int:
        return sum(category_points(c, r, self.variant) for c, r in zip(CATEGORIES, self.rows, strict=True))

    @classmethod
    def from_game(cls, game: Game) -> Position:
        sheet = game.sheet
        booking = game.phase == BOOK
        return cls(
            variant=game.variant,
            round=game.round,
            bank=tuple(game.bank),
            rows=(sheet.sequence, sheet.matching, sheet.ladder),
            free_used=len(game.free_used),
            must_sequence=game.free_book_must_be_sequence,
            bonus_i=game.bonus_i,
            category=game.category,
            regular_left=game.regular_books_left if booking else 0,
        )

    def book_limit(self, category: str) -> int:
        return 4 if self.bonus_i and category == SEQUENCE else 3

    def rolled(self, category: str, roll: tuple[int, ...]) -> Position:
        """After choosing ``category`` and rolling ``roll`` (booking about to start)."""
        bank = list(self.bank)
        for d in roll:
            bank[d] += 1
        return replace(self, bank=tuple(bank), category=category,
                       regular_left=self.book_limit(category))

    def after_books(self, books: Iterable[Book]) -> Position:
        """The next round's position after ``books`` (bank, sheet, free books, Bonus I)."""
        rows = [list(r) for r in self.rows]
        bank = list(self.bank)
        used, must = self.free_used, self.must_sequence
        for b in books:
            c = CATEGORIES.index(b.category)
            cells = list(rows[c][b.row])
            cells[b.space] = b.digit
            rows[c][b.row] = tuple(cells)  # type: ignore[assignment]
            bank[b.digit] -= 1
            if b.free:
                must = self.variant == MODERN and used == 0 and c != 0
                used += 1
        new_rows = tuple(tuple(r) for r in rows)
        bonus_i = any(points(SEQUENCE, r) > 0 for r in new_rows[0])
        return Position(self.variant, self.round + 1, tuple(bank), new_rows, used, must,  # type: ignore[arg-type]
                        bonus_i, None, 0)


def game_from_json(data: object) -> Game:
    """A core game standing at the start of ``round`` (before choosing), from the advise format."""
    if not isinstance(data, dict):
        raise BadInput("a SIMILI position is a JSON object")
    variant = data.get("variant", "classic")
    if variant not in VARIANTS:
        raise BadInput(f"variant must be one of {', '.join(VARIANTS)}, got {variant!r}")
    rnd = data.get("round", 10)
    if not isinstance(rnd, int) or isinstance(rnd, bool) or not 1 <= rnd <= 10:
        raise BadInput(f"round must be 1-10, got {rnd!r}")
    bank = data.get("bank", [])
    if not isinstance(bank, list) or not all(
        isinstance(d, int) and not isinstance(d, bool) and 0 <= d <= 9 for d in bank
    ):
        raise BadInput("bank must be a list of digits 0-9")
    sheet = Sheet.from_json(data.get("sheet", {}))
    free = data.get("free_books", None)
    got = sheet.free_books_earned(variant)
    if free is None:
        free = got
    if not isinstance(free, int) or isinstance(free, bool) or not 0 <= free <= got:
        raise BadInput(f"free_books must be 0-{got} (the sheet earns {got}), got {free!r}")
    must = bool(data.get("next_free_book_must_be_sequence", False))
    used = got - free
    if must and not (variant == MODERN and used == 1):
        raise BadInput("next_free_book_must_be_sequence needs Modern with exactly one free book used")
    free_used: tuple[str, ...] = ((MATCHING,) if must else (SEQUENCE,)) if used == 1 else (SEQUENCE,) * used
    counts = [0] * 10
    for d in bank:
        counts[d] += 1
    game = Game.new(Options(variant=variant, dice=TYPED))
    return replace(game, round=rnd, phase=CHOOSE, bank=tuple(counts), sheet=sheet,
                   free_used=free_used, bonus_i=sheet.sequences_of_three >= 1)
