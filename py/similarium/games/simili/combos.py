"""SIMILI combinations: which rows can still be completed, and what a row scores.

A row is four positional spaces. It must always stay completable to one full
combination of four (Guide, "Rule decisions"):

- Sequence: four consecutive digits, ascending or descending; 9 and 0 are
  consecutive (``8 9 0 1`` is valid). A Sequence of three is three filled
  ADJACENT spaces (spaces 0-2 or 1-3): 10 points; a full row: 15.
- Matching: four equal digits. Three filled: 15; four: 20.
- Ladder: ``X X Y Y`` with ``Y = X ± 1`` (mod 10). Only a full row scores: 20.
"""

from __future__ import annotations

from collections.abc import Sequence as Seq
from functools import cache

SEQUENCE = "sequence"
MATCHING = "matching"
LADDER = "ladder"
CATEGORIES: tuple[str, ...] = (SEQUENCE, MATCHING, LADDER)
ROWS = 5
SPACES = 4

Row = tuple[int | None, int | None, int | None, int | None]
EMPTY_ROW: Row = (None, None, None, None)


def _patterns(category: str) -> tuple[tuple[int, int, int, int], ...]:
    if category == SEQUENCE:
        up = [tuple((s + i) % 10 for i in range(4)) for s in range(10)]
        down = [tuple((s - i) % 10 for i in range(4)) for s in range(10)]
        return tuple(up + down)  # type: ignore[arg-type]
    if category == MATCHING:
        return tuple((d, d, d, d) for d in range(10))
    if category == LADDER:
        out = []
        for x in range(10):
            for y in ((x + 1) % 10, (x - 1) % 10):
                out.append((x, x, y, y))
        return tuple(out)
    raise ValueError(f"unknown category {category!r}")


PATTERNS: dict[str, tuple[tuple[int, int, int, int], ...]] = {
    c: _patterns(c) for c in CATEGORIES
}


@cache
def completions(category: str, row: Row) -> tuple[tuple[int, int, int, int], ...]:
    """The full combinations of ``category`` that agree with every filled space of ``row``."""
    return tuple(
        p for p in PATTERNS[category] if all(d is None or d == p[i] for i, d in enumerate(row))
    )


def is_completable(category: str, row: Seq[int | None]) -> bool:
    """True when the row can still become a full combination of four."""
    return bool(completions(category, tuple(row)))  # type: ignore[arg-type]


@cache
def allowed_digits(category: str, row: Row) -> tuple[frozenset[int], ...]:
    """For each space: the digits it can still take (empty set for a filled space)."""
    comps = completions(category, row)
    return tuple(
        frozenset() if row[i] is not None else frozenset(p[i] for p in comps) for i in range(SPACES)
    )


def can_place(category: str, row: Row, space: int, digit: int) -> bool:
    return row[space] is None and digit in allowed_digits(category, row)[space]


def filled(row: Seq[int | None]) -> int:
    return sum(d is not None for d in row)


def is_sequence_of_three(row: Seq[int | None]) -> bool:
    """Three ADJACENT filled spaces (0-2 or 1-3) in a valid Sequence row."""
    f = [d is not None for d in row]
    return (f[0] and f[1] and f[2]) or (f[1] and f[2] and f[3])


def row_score(category: str, row: Seq[int | None]) -> int:
    """Points a (valid) row scores now."""
    n = filled(row)
    if category == SEQUENCE:
        if n == 4:
            return 15
        return 10 if is_sequence_of_three(row) else 0
    if category == MATCHING:
        return 20 if n == 4 else 15 if n == 3 else 0
    if category == LADDER:
        return 20 if n == 4 else 0
    raise ValueError(f"unknown category {category!r}")


def describe_space(allowed: frozenset[int]) -> str:
    """The text's notation for what an empty space can take, e.g. ``6/8``."""
    return "/".join(str(d) for d in sorted(allowed))
