"""SIMILI in the review (issue 27): the sheet as the seat saw it, moves and reasons in words."""

from __future__ import annotations

from typing import Any

from similarium.core.i18n import t
from similarium.games.simili.combos import CATEGORIES
from similarium.games.simili.protocol import SimiliObservation
from similarium.ui.simili.render import cat_name, render_sheet


def position_html(obs: SimiliObservation) -> str:
    return f'<div class="simili-position">{render_sheet(obs.sheets[obs.seat].game, readonly=True)}</div>'


def move_text(move: Any) -> str:
    """A category (``choose``) by its name; a booking as its books, ``7 S2.3`` each."""
    if isinstance(move, list):
        return ", ".join(move_text(m) for m in move) or t("review.nothing")
    if isinstance(move, str):
        return cat_name(move)  # the rounds format writes a category alone
    if isinstance(move, dict) and move.get("type") == "choose":
        return cat_name(str(move.get("category")))
    if isinstance(move, dict) and move.get("type") == "book":
        category = str(move.get("category"))
        letter = t(f"simili.key.{category}") if category in CATEGORIES else "?"  # S, I, E in French
        where = f'{letter}{int(move.get("row", 0)) + 1}.{int(move.get("space", 0)) + 1}'
        return f'{move.get("digit")} {where}' + ("*" if move.get("free") else "")
    return str(move)


def why_params(params: dict) -> dict:
    return {k: cat_name(v) if k in ("category", "best", "played") and isinstance(v, str) else v
            for k, v in params.items()}
