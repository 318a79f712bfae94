"""SB's table in the review (issue 27): drawn from a seat's observation alone."""

from __future__ import annotations

from typing import Any

from similarium.core.i18n import t
from similarium.games.sb.protocol import SBObservation
from similarium.games.sb.rules import Roll, SetAside, Stop, action_from_json
from similarium.ui.html import esc
from similarium.ui.sb.dice import dice_row
from similarium.ui.sb.session import roll_dice

ME = ' class="me"'


def position_html(obs: SBObservation) -> str:
    g = obs.game
    rows = "".join(f'<tr{ME if i == obs.seat else ""}><th scope="row">{esc(name)}</th>'
                   f'<td data-testid="position-score">{score}</td></tr>'
                   for i, (name, score) in enumerate(zip(g.players, g.scores, strict=True)))
    parts = [f'<table class="review-scores"><caption>{esc(t("review.scores"))}</caption><tbody>{rows}</tbody></table>']
    if g.turn.roll is not None:
        parts.append(f'<h4>{esc(t("sb.roll.title"))}</h4>{dice_row(roll_dice(g.turn.roll), "position-roll")}')
    if len(g.turn.set_aside):
        parts.append(f'<h4>{esc(t("sb.aside.title"))}</h4>{dice_row(roll_dice(g.turn.set_aside), "position-aside")}')
    return f'<div class="sb-position" data-testid="sb-position">{"".join(parts)}</div>'


def move_text(move: Any) -> str:
    """A decision of the review in the page's language: a set-aside (its dice), roll or stop (the
    log's text or JSON form; a roll's dice, when the log keeps them, are not the decision)."""
    if isinstance(move, list):
        return ", ".join(move_text(m) for m in move) or t("review.nothing")
    try:
        action = action_from_json(move)
    except (ValueError, KeyError, TypeError):  # BadInput is a ValueError
        return str(move)
    if isinstance(action, SetAside):
        return t("review.sb.move.aside", dice=str(action.dice))
    if isinstance(action, Roll):
        return t("review.sb.move.roll")
    if isinstance(action, Stop):
        return t("review.sb.move.stop")
    return str(move)
