"""Row-level tables for the advisor: points, scoring options, the Sequence bonus track.

A row is the core's ``Row`` (four spaces, digit or ``None``). Everything here is
derived from :mod:`similarium.games.simili.combos` and cached per row state, so
the search code never re-derives which digits a space can take.
"""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import combinations

from similarium.games.simili.combos import (
    CATEGORIES,
    LADDER,
    MATCHING,
    SEQUENCE,
    SPACES,
    Row,
    completions,
    row_score,
)
from similarium.games.simili.sheet import BONUS_III_POINTS, MODERN

Placement = tuple[int, int]  # (space, digit)


class Option:
    """A way to raise a row's points: the digits added, where, and the row it leads to."""

    __slots__ = ("digits", "full", "gain", "need", "new_row", "placements", "scores", "size")

    def __init__(self, digits: tuple[int, ...], gain: int, new_row: Row,
                 placements: tuple[Placement, ...], category: str) -> None:
        self.digits = digits
        self.gain = gain
        self.new_row = new_row
        self.placements = placements
        self.need = tuple((d, digits.count(d)) for d in sorted(set(digits)))  # (digit, count)
        # what the plans' search asks of every option it tries, found once
        self.size = len(digits)
        self.full = is_full(new_row)  # the row is full after it
        self.scores = points(category, new_row) > 0  # the row scores after it

    def missing(self, bank: tuple[int, ...] | list[int]) -> int:
        """How many of the option's digits the bank lacks."""
        out = 0
        for d, n in self.need:
            if n > bank[d]:
                out += n - bank[d]
        return out

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return f"Option({self.digits}, +{self.gain}, {self.new_row})"


@cache
def points(category: str, row: Row) -> int:
    return row_score(category, row)


def is_full(row: Row) -> bool:
    return None not in row


@cache
def extensions(category: str, row: Row) -> tuple[Row, ...]:
    """Every completable row reachable from ``row`` by filling more spaces (``row`` excluded)."""
    empty = [i for i in range(SPACES) if row[i] is None]
    out: set[Row] = set()
    for pattern in completions(category, row):
        for k in range(1, len(empty) + 1):
            for spaces in combinations(empty, k):
                cells = list(row)
                for s in spaces:
                    cells[s] = pattern[s]
                out.add(tuple(cells))  # type: ignore[arg-type]
    return tuple(sorted(out, key=lambda r: tuple(-1 if d is None else d for d in r)))


def _added(row: Row, new_row: Row) -> tuple[Placement, ...]:
    return tuple((s, d) for s, d in enumerate(new_row) if row[s] is None and d is not None)


@cache
def scoring_options(category: str, row: Row) -> tuple[Option, ...]:
    """Minimal ways to raise the row's points, one per (digits added, points reached).

    Minimal: no smaller filling of the same row reaches as many points. In the
    last round nothing else is worth booking: a digit that raises no row's
    points earns nothing (points, Bonus II and Bonus III all follow the points).
    """
    base = points(category, row)
    best: dict[tuple[tuple[int, ...], int], Option] = {}
    ext = extensions(category, row)
    for new in ext:
        p = points(category, new)
        if p <= base:
            continue
        placed = _added(row, new)
        # minimal: no strict sub-filling reaches p
        if any(points(category, mid) >= p for mid in ext if mid != new and _within(mid, new)):
            continue
        digits = tuple(sorted(d for _, d in placed))
        key = (digits, p)
        if key not in best:
            best[key] = Option(digits, p - base, new, placed, category)
    return tuple(sorted(best.values(), key=lambda o: (len(o.digits), -o.gain, o.digits)))


def _within(small: Row, big: Row) -> bool:
    return all(a is None or a == b for a, b in zip(small, big, strict=True))


def place(row: Row, placements: tuple[Placement, ...]) -> Row:
    cells = list(row)
    for s, d in placements:
        cells[s] = d
    return tuple(cells)  # type: ignore[return-value]


# --- category and sheet level --------------------------------------------------
def category_points(category: str, rows: tuple[Row, ...], variant: str) -> int:
    total = sum(points(category, r) for r in rows)
    if all(is_full(r) for r in rows) and (category == SEQUENCE or variant == MODERN):
        total += BONUS_III_POINTS
    return total


def bonus_iii_applies(category: str, variant: str) -> bool:
    return category == SEQUENCE or variant == MODERN


@lru_cache(maxsize=4096)  # asked of the same rows many times a round (free books held and earnable)
def earned(sequence_rows: tuple[Row, ...], variant: str) -> int:
    """Bonus II free books earned by these Sequence rows (same rule as ``Sheet.free_books_earned``)."""
    threes = sum(points(SEQUENCE, r) > 0 for r in sequence_rows)
    fours = sum(is_full(r) for r in sequence_rows)
    return (threes >= 5) + (variant == MODERN and fours >= 4)


def max_free_books(variant: str) -> int:
    return 2 if variant == MODERN else 1


__all__ = [
    "CATEGORIES", "LADDER", "MATCHING", "SEQUENCE", "Option", "bonus_iii_applies", "category_points",
    "earned", "extensions", "is_full", "max_free_books", "place", "points", "scoring_options",
]
