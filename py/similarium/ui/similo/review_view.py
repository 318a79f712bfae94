"""Similo in the review (issue 27): the table as the seat saw it, moves and reasons in words.

Drawn from the reviewed seat's observation alone: the clues played, the twelve places (the
removed ones marked with their round, the secret only if that seat saw it), the giver's hand
for the giver. Static: no control."""

from __future__ import annotations

from typing import Any

from similarium.core.i18n import t
from similarium.games.similo.protocol import SimiloObservation
from similarium.ui.html import esc
from similarium.ui.similo.render import (
    card_face,
    card_traits,
    clue_frame,
    not_like,
    orientation_text,
)
from similarium.ui.similo.session import card_name

CARDS = ("card", "best", "played", "clue")
ORIENTATIONS = ("orientation", "best_orientation", "played_orientation")


def _clues(obs: SimiloObservation) -> str:
    items = "".join(f'<li class="clue {esc(c.orientation)}" data-testid="position-clue" data-card="{esc(c.card)}">'
                    f'<span class="n">{n}</span>{clue_frame(c.card, True)}{not_like(c.orientation)}'
                    f'<span class="name">{esc(card_name(c.card))}</span></li>'
                    for n, c in enumerate(obs.clues, 1))
    body = items or f'<li class="none">{esc(t("similo.clues.none"))}</li>'
    return f'<section class="clues"><h4>{esc(t("similo.clues"))}</h4><ol class="clue-row" data-arrows>{body}</ol></section>'


def _grid(obs: SimiloObservation) -> str:
    out = {c: r for r, cards in enumerate(obs.removed, 1) for c in cards}
    cells = []
    for cid in obs.grid:
        state = "out" if cid in out else "in"
        secret = cid == obs.secret
        mark = f'<span class="out-mark">✗ {out[cid]}</span>' if state == "out" else ""
        if secret:
            mark += f'<span class="secret-mark">{esc(t("similo.secret"))}</span>'
        classes = f'card {state}{" secret" if secret else ""}'
        cells.append(f'<li><span class="{classes}" data-testid="position-card" data-card="{esc(cid)}" '
                     f'data-state="{state}">{card_face(cid, card_traits(cid), told=False)}{mark}</span></li>')
    return (f'<section class="table"><h4>{esc(t("similo.grid"))}</h4>'
            f'<ol class="grid" data-testid="position-grid" data-arrows>{"".join(cells)}</ol></section>')


def _hand(obs: SimiloObservation) -> str:
    if not obs.hand:
        return ""
    cards = "".join(f'<li><span class="card in" data-testid="position-hand-card" data-card="{esc(c)}">'
                    f'{card_face(c, card_traits(c), told=False)}</span></li>' for c in obs.hand)
    return f'<section class="giver"><h4>{esc(t("similo.hand"))}</h4><ol class="hand" data-arrows>{cards}</ol></section>'


def position_html(obs: SimiloObservation) -> str:
    return (f'<div class="simili-game similo-game similo-position" data-testid="similo-position">'
            f'{_clues(obs)}{_grid(obs)}{_hand(obs)}</div>')


def move_text(move: Any) -> str:
    """A clue as its card and orientation, a removal as the card removed (the log's or the
    replay format's form)."""
    if isinstance(move, list):
        return ", ".join(move_text(m) for m in move) or t("review.nothing")
    if isinstance(move, str):
        return t("review.similo.move.remove", name=card_name(move))  # the rounds format: a card removed
    if isinstance(move, dict) and "remove" in move:
        return t("review.similo.move.remove", name=card_name(str(move["remove"])))
    if isinstance(move, dict) and "clue" in move:
        return t("review.similo.move.clue", name=card_name(str(move["clue"])),
                 orientation=orientation_text(str(move.get("orientation"))))
    return str(move)


def why_params(params: dict) -> dict:
    """Card ids as their names, orientations in words."""
    out = {}
    for k, v in params.items():
        if k in CARDS and isinstance(v, str):
            v = card_name(v)
        elif k in ORIENTATIONS and isinstance(v, str):
            v = orientation_text(v)
        out[k] = v
    return out
