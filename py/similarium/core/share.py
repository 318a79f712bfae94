"""Spoiler-free share text for a daily result.

``share_text("SIMILI", date(2026, 11, 22), 105, True)`` -> ``"SIMILI 2026-11-22 105 ✓"``
(``✗`` for a loss). Only title, date, score and outcome: no rolls, no bookings,
nothing that tells another player how to play that day's deal.

A game may add a small grid of squares under that line, in the Wordle manner: one row of
:data:`SQUARES` (e.g. a square a round, how well it went), never the dice or the cards.
:func:`squares` turns levels (0-3) into a row.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Sequence

__all__ = ["LOSS_MARK", "SQUARES", "WIN_MARK", "share_text", "squares"]

WIN_MARK = "\u2713"  # ✓
LOSS_MARK = "\u2717"  # ✗
# Levels 0-3: nothing, a little, well, best. Blue and orange, not red and green (colour-blind
# safe), and told apart by brightness too.
SQUARES = ("\u2b1c", "\U0001f7e7", "\U0001f7e6", "\U0001f7ea")  # ⬜ 🟧 🟦 🟪
MAX_GRID_ROWS, MAX_ROW = 6, 12


def squares(levels: Sequence[int]) -> str:
    """``[0, 3, 2]`` -> ``"⬜🟪🟦"``; a level outside 0-3 raises ``ValueError``."""
    if len(levels) > MAX_ROW:
        raise ValueError(f"a share row has at most {MAX_ROW} squares, got {len(levels)}.")
    out = []
    for level in levels:
        if isinstance(level, bool) or not isinstance(level, int) or not 0 <= level < len(SQUARES):
            raise ValueError(f"a share square is a level 0-{len(SQUARES) - 1}, got {level!r}.")
        out.append(SQUARES[level])
    return "".join(out)


def share_text(game_title: str, day: _dt.date, score: int, won: bool, note: str = "",
               grid: Sequence[Sequence[int]] = ()) -> str:
    """One line: ``"<TITLE> <YYYY-MM-DD> <score> ✓|✗"``, then `` · <note>`` if a note is given
    (e.g. the help used during a daily: ``SIMILI 2026-11-22 105 ✓ · 2 hints``); then, if
    ``grid`` has rows of levels, one line of :func:`squares` each.

    Whitespace in the title and the note is collapsed so the line stays one line.
    """
    title = " ".join(str(game_title).split())
    if not title:
        raise ValueError("share_text needs a game title.")
    if isinstance(day, _dt.datetime) or not isinstance(day, _dt.date):
        raise ValueError(f"share_text needs a calendar date, got {day!r}.")
    if isinstance(score, bool) or not isinstance(score, int):
        raise ValueError(f"share_text needs a whole-number score, got {score!r}.")
    line = f"{title} {day.isoformat()} {score} {WIN_MARK if won else LOSS_MARK}"
    note = " ".join(str(note).split())
    line = f"{line} · {note}" if note else line
    if len(grid) > MAX_GRID_ROWS:
        raise ValueError(f"a share grid has at most {MAX_GRID_ROWS} rows, got {len(grid)}.")
    rows = [squares(row) for row in grid if len(row)]
    return "\n".join([line, *rows])
