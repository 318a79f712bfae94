"""SIMILI's hint for the page: the advisor's odds or bookings, turned into plain data to render."""

from __future__ import annotations

from similarium.core.i18n import t
from similarium.ui.simili.session import Session

HINT_TIME_BUDGET = 1.1  # seconds of playouts in rounds 1-9 (the hint must answer within 2 s in the browser)


def compute_hint(session: Session, time_budget: float = HINT_TIME_BUDGET) -> dict:
    """The advisor's odds (before the roll) or bookings (after it) for the active sheet.

    Bookings are turned into plain tuples ``(digit, category, row, space, free)`` and a
    short text, so the renderer can mark them on the sheet.
    """
    try:
        from similarium.games.simili.advisor import hint
    except ImportError:
        return {"error": t("simili.hint.not_built")}
    try:
        out = dict(hint(session.game, time_budget=time_budget))
    except Exception as err:  # noqa: BLE001 - a failing advisor must not break the game
        return {"error": str(err) or type(err).__name__}
    if out.get("phase") == "book":
        for key in ("books", "max_points_books"):
            out[key] = [(b.digit, b.category, b.row, b.space, b.free) for b in out.get(key, [])]
        out["books_text"] = books_text(out["books"])
    return out


def books_text(books: list[tuple]) -> str:
    if not books:
        return t("simili.hint.book_nothing")
    letters = {"sequence": "S", "matching": "M", "ladder": "L"}
    return ", ".join(f"{d}→{letters[c]}{r + 1}.{s + 1}" + ("★" if free else "") for d, c, r, s, free in books)
