"""SIMILI's hint for the page: the advisor's odds or bookings, turned into plain data to render."""

from __future__ import annotations

from similarium.core.i18n import t
from similarium.ui.simili.session import Session

LETTER = {"sequence": "S", "matching": "M", "ladder": "L"}

HINT_TIME_BUDGET = 1.1  # seconds of playouts in rounds 1-9 (the hint must answer within 2 s in the browser)


def compute_hint(session: Session, time_budget: float = HINT_TIME_BUDGET) -> dict:
    """The advisor's odds (before the roll) or bookings (after it) for the active sheet.

    Bookings (in an order the game accepts: the advisor's ``playable_order``) are turned into
    plain tuples ``(digit, category, row, space, free)`` and a short text, so the renderer can
    mark them on the sheet.
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


def place(category: str, row: int, space: int) -> str:
    """``S2 space 3``: a space in the sheet's notation (letter, row), in words."""
    return t("simili.place", letter=LETTER[category], row=row + 1, space=space + 1)


def books_text(books: list[tuple]) -> str:
    """``1. 7 → S2 space 3, 2. 4 → M1 space 1 ★ with a free book``: the steps, numbered."""
    if not books:
        return t("simili.hint.book_nothing")
    return ", ".join(t("simili.hint.step.free" if free else "simili.hint.step", n=i, digit=d, place=place(c, r, s))
                     for i, (d, c, r, s, free) in enumerate(books, 1))
