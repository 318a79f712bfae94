"""Spoiler-free share text for a daily result.

``share_text("SIMILI", date(2026, 11, 22), 105, True)`` -> ``"SIMILI 2026-11-22 105 ✓"``
(``✗`` for a loss). Only title, date, score and outcome: no rolls, no bookings,
nothing that tells another player how to play that day's deal.
"""

from __future__ import annotations

import datetime as _dt

__all__ = ["LOSS_MARK", "WIN_MARK", "share_text"]

WIN_MARK = "\u2713"  # ✓
LOSS_MARK = "\u2717"  # ✗


def share_text(game_title: str, day: _dt.date, score: int, won: bool, note: str = "") -> str:
    """One line: ``"<TITLE> <YYYY-MM-DD> <score> ✓|✗"``, then `` · <note>`` if a note is given
    (e.g. the help used during a daily: ``SIMILI 2026-11-22 105 ✓ · 2 hints``).

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
    return f"{line} · {note}" if note else line
