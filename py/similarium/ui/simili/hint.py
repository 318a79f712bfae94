"""SIMILI's hint for the page: the advisor's odds or bookings, turned into plain data to render."""

from __future__ import annotations

from collections.abc import Iterator

from similarium.core.i18n import t
from similarium.games.simili.game import ROLL, Choose, Game
from similarium.ui.simili.session import Session

STEP = 4  # playouts of each category between two paints of the progress line


def hint_steps(session: Session, playouts: int | None = None) -> Iterator[float]:
    """Work out the hint a few playouts at a time: yields the share of the work done (the page
    paints its progress line between steps), then leaves the result in ``session.hint``.

    The amount of work is fixed (``advisor.hints.playouts_for``), never a time budget, so the
    answer is the same on every device; cutting it into steps does not change it. A game's first
    position makes none: its playouts were made on the host (``advisor.first_round``).
    """
    try:
        from similarium.games.simili.advisor.hints import STRONG, Estimate, playouts_for, shipped
        from similarium.games.simili.advisor.position import Position
        from similarium.games.simili.game import BOOK, CHOOSE, ROUNDS
    except ImportError:
        session.hint = {"error": t("simili.hint.not_built")}
        return
    now = session.game
    game = advised_game(now)
    estimate = None
    try:
        pos = Position.from_game(game)
        if game.phase == CHOOSE and game.round < ROUNDS and shipped(pos) is None:
            n = playouts_for(game.round) if playouts is None else playouts
            estimate = Estimate(pos, n)
            while not estimate.finished:
                done = estimate.step(STEP)
                session.hint = {"pending": True, "progress": done}
                yield done
                if session.game is not now:  # the player moved on meanwhile: this hint is moot
                    session.hint = None
                    return
        elif game.phase == BOOK and game.round < ROUNDS:
            # the bot's booking, a candidate at a time where it searches (round 8); kept by the
            # bot, so the hint below reads it without searching again
            steps = STRONG.books_steps(pos)
            for done in steps:
                session.hint = {"pending": True, "progress": done, "work": "simili.hint.progress.book"}
                yield done
                if session.game is not now:
                    session.hint = None
                    return
    except Exception as err:  # noqa: BLE001 - a failing advisor must not break the game
        session.hint = {"error": str(err) or type(err).__name__}
        return
    session.hint = compute_hint(session, playouts, estimate)


def advised_game(game: Game) -> Game:
    """The game the hint is about: once a category is circled and before the roll, the round's
    choice (the game before the circling), so the Hint stays available and shows the odds of
    the three categories, the circled one among them; else the game as it is."""
    if game.phase == ROLL and game.moves and isinstance(game.moves[-1], Choose):
        return game.undo()
    return game


def compute_hint(session: Session, playouts: int | None = None, estimate: object = None) -> dict:
    """The advisor's odds (before the roll) or bookings (after it) for the active sheet.

    Bookings (in an order the game accepts: the advisor's ``playable_order``) are turned into
    plain tuples ``(digit, category, row, space, free)`` and a short text, so the renderer can
    mark them on the sheet.
    """
    try:
        from similarium.games.simili.advisor import hint
    except ImportError:
        return {"error": t("simili.hint.not_built")}
    game = advised_game(session.game)
    try:
        # a game's first position: the playouts shipped (20,000 a category), none made here
        out = dict(hint(game, playouts=playouts, estimate_=estimate, first=True))  # type: ignore[arg-type]
    except Exception as err:  # noqa: BLE001 - a failing advisor must not break the game
        return {"error": str(err) or type(err).__name__}
    if game is not session.game:
        out["circled"] = session.game.category
    try:
        out["advice"] = hint_advice(game, out, estimate)
    except Exception as err:  # noqa: BLE001 - a failing reason must not hide the figures
        out["advice"] = None
        out["advice_error"] = str(err) or type(err).__name__
    if out.get("phase") == "book":
        for key in ("books", "max_points_books"):
            out[key] = [(b.digit, b.category, b.row, b.space, b.free) for b in out.get(key, [])]
        out["books_text"] = books_text(out["books"])
    return out


def place(category: str, row: int, space: int) -> str:
    """``S2 space 3``: a space in the sheet's notation (letter, row), in words."""
    return t("simili.place", letter=t(f"simili.key.{category}"), row=row + 1, space=space + 1)


def books_text(books: list[tuple]) -> str:
    """``1. 7 → S2 space 3, 2. 4 → M1 space 1 ★ with a free book``: the steps, numbered."""
    if not books:
        return t("simili.hint.book_nothing")
    return ", ".join(t("simili.hint.step.free" if free else "simili.hint.step", n=i, digit=d, place=place(c, r, s))
                     for i, (d, c, r, s, free) in enumerate(books, 1))


def hint_advice(game: object, out: dict, estimate: object = None) -> object:
    """The hint's :class:`~similarium.core.advice.Advice` (before the roll) or the booking's reason
    (after it): ``advisor.why``, from the figures the panel shows."""
    import importlib

    from similarium.games.simili.advisor import why
    from similarium.games.simili.advisor.hints import STRONG, _paired, shipped_half
    from similarium.games.simili.advisor.position import Position
    from similarium.games.simili.game import ROUNDS

    importlib.import_module(why.TEXTS)
    pos = Position.from_game(game)  # type: ignore[arg-type]
    if out.get("phase") == "book":
        gain = out["points_after"] - out["points_now"]
        nine = None
        if pos.round == ROUNDS - 2 and STRONG.exact_eight and out["books"]:  # the bot's round-9 search chose it
            nine = (STRONG.round_nine_value(pos.after_books(out["books"])),
                    STRONG.round_nine_value(pos.after_books(out["max_points_books"])))
            nine = (nine[0][0], nine[1][0])
        return why.book_reason(pos, out["books"], gain, out["max_points_after"] - out["points_now"], nine)
    if out.get("phase") != "choose":
        return None
    values = why.category_values(out)
    paired = None
    finals = getattr(estimate, "finals", None)
    if finals:
        if (out.get("decision") or {}).get("figure") == "expected":  # every playout wins (or loses) alike
            first = max(values, key=lambda c: values[c].expected)
            sample = {c: [float(f) for f in fs] for c, fs in finals.items()}
        else:
            first = max(values, key=lambda c: (values[c].p_win, values[c].p_105, values[c].expected))
            sample = estimate.chances  # type: ignore[attr-defined]  # each playout's chance over the tenth roll
        paired = {c: _paired(sample[first], sample[c])[1] for c in sample if c != first}
    elif out.get("shipped"):  # a game's first position: the shipped playouts, paired
        first = max(values, key=lambda c: (values[c].p_win, values[c].p_105, values[c].expected))
        paired = {c: shipped_half(pos, first, c) for c in values if c != first}
    return why.choose_advice(pos, values, paired)
