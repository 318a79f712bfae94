"""The SIMILI scoresheet: three categories of five rows, scoring and the Sequence bonus track."""

from __future__ import annotations

from dataclasses import dataclass, field

from similarium.games.simili.combos import (
    CATEGORIES,
    EMPTY_ROW,
    LADDER,
    MATCHING,
    ROWS,
    SEQUENCE,
    SPACES,
    Row,
    allowed_digits,
    can_place,
    filled,
    row_score,
)

CLASSIC = "classic"
MODERN = "modern"
VARIANTS: tuple[str, ...] = (CLASSIC, MODERN)
WIN_SCORE = 100
BONUS_III_POINTS = 5


def _empty_rows() -> tuple[Row, ...]:
    return tuple(EMPTY_ROW for _ in range(ROWS))


@dataclass(frozen=True)
class Score:
    """A score and its parts: per-category row points and Bonus III points."""

    rows: dict[str, tuple[int, ...]]
    bonus_iii: dict[str, int]

    @property
    def by_category(self) -> dict[str, int]:
        return {c: sum(self.rows[c]) + self.bonus_iii.get(c, 0) for c in CATEGORIES}

    @property
    def total(self) -> int:
        return sum(self.by_category.values())


@dataclass(frozen=True)
class Sheet:
    """Five rows of four spaces in each category. Immutable: ``place`` returns a new sheet."""

    sequence: tuple[Row, ...] = field(default_factory=_empty_rows)
    matching: tuple[Row, ...] = field(default_factory=_empty_rows)
    ladder: tuple[Row, ...] = field(default_factory=_empty_rows)

    def rows(self, category: str) -> tuple[Row, ...]:
        if category == SEQUENCE:
            return self.sequence
        if category == MATCHING:
            return self.matching
        if category == LADDER:
            return self.ladder
        raise ValueError(f"unknown category {category!r}")

    def place(self, category: str, row: int, space: int, digit: int) -> Sheet:
        rows = list(self.rows(category))
        cells = list(rows[row])
        cells[space] = digit
        rows[row] = tuple(cells)  # type: ignore[assignment]
        return Sheet(**{**self.__dict__, category: tuple(rows)})

    def can_place(self, category: str, row: int, space: int, digit: int) -> bool:
        return can_place(category, self.rows(category)[row], space, digit)

    def allowed(self, category: str, row: int) -> tuple[frozenset[int], ...]:
        return allowed_digits(category, self.rows(category)[row])

    def targets(self, category: str, digit: int) -> list[tuple[int, int]]:
        """Every (row, space) of ``category`` where ``digit`` may be booked now."""
        return [
            (r, s)
            for r in range(ROWS)
            for s in range(SPACES)
            if can_place(category, self.rows(category)[r], s, digit)
        ]

    def is_full(self, category: str) -> bool:
        return all(filled(r) == SPACES for r in self.rows(category))

    # --- Sequence bonus track -------------------------------------------------
    @property
    def sequences_of_three(self) -> int:
        """Sequence rows scoring (three adjacent spaces or more): the track's "x3" count."""
        return sum(row_score(SEQUENCE, r) > 0 for r in self.sequence)

    @property
    def sequences_of_four(self) -> int:
        return sum(filled(r) == SPACES for r in self.sequence)

    def free_books_earned(self, variant: str) -> int:
        """Bonus II free books earned so far (Classic: II at 5x3; Modern: II-A at 5x3, II-B at 4x4)."""
        earned = 1 if self.sequences_of_three >= 5 else 0
        if variant == MODERN and self.sequences_of_four >= 4:
            earned += 1
        return earned

    def score(self, variant: str) -> Score:
        rows = {c: tuple(row_score(c, r) for r in self.rows(c)) for c in CATEGORIES}
        bonus = {SEQUENCE: BONUS_III_POINTS if self.is_full(SEQUENCE) else 0}
        if variant == MODERN:
            for c in (MATCHING, LADDER):
                bonus[c] = BONUS_III_POINTS if self.is_full(c) else 0
        return Score(rows=rows, bonus_iii=bonus)

    def to_json(self) -> dict[str, list[list[int | None]]]:
        return {c: [list(r) for r in self.rows(c)] for c in CATEGORIES}

    @classmethod
    def from_json(cls, data: dict) -> Sheet:
        """Build a sheet from ``{"sequence": 5x4, ...}``; rows must be valid (completable)."""
        from similarium.games.simili.combos import is_completable

        if not isinstance(data, dict):
            raise ValueError(f"a sheet is an object of {', '.join(CATEGORIES)}, got {type(data).__name__}")
        out = {}
        for c in CATEGORIES:
            raw = data.get(c, [[None] * SPACES] * ROWS)
            if not isinstance(raw, list) or len(raw) != ROWS:
                raise ValueError(f"{c}: expected {ROWS} rows")
            rows = []
            for i, r in enumerate(raw):
                if not isinstance(r, list) or len(r) != SPACES:
                    raise ValueError(f"{c} row {i}: expected {SPACES} spaces")
                for d in r:
                    if d is not None and (not isinstance(d, int) or isinstance(d, bool) or not 0 <= d <= 9):
                        raise ValueError(f"{c} row {i}: {d!r} is not a digit")
                if not is_completable(c, r):
                    raise ValueError(f"{c} row {i}: {r} can no longer become a full combination")
                rows.append(tuple(r))
            out[c] = tuple(rows)
        return cls(**out)
