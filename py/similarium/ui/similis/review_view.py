"""Similis in the review (issue 27): the table as the reviewed seat saw it, moves in words.

Drawn from that seat's observation alone: its own hand, the market, the pile, and of the other
seats only how many cards they hold (never their hands). Static: no control."""

from __future__ import annotations

from typing import Any

from similarium.core.i18n import t, tn
from similarium.games.similis.cards import Card
from similarium.games.similis.protocol import SimilisObservation
from similarium.ui.html import esc, spoken
from similarium.ui.similis.render import card_img
from similarium.ui.similis.session import card_text, cards_text, sort_key

SEATS = ("to", "best_to", "played_to")
ME = ' class="active"'


def _card(card: Card, testid: str) -> str:
    return f'<li><span class="scard" data-testid="{testid}" data-card="{esc(card.id)}">' \
           f'{spoken(card_text(card), card_img(card))}</span></li>'


def position_html(obs: SimilisObservation) -> str:
    seats = "".join(f'<li{ME if i == obs.seat else ""} data-testid="position-seat" data-cards="{n}">'
                    f'<b>{esc(t("review.similis.seat", n=i + 1))}</b> '
                    f'<span class="count">{esc(tn("similis.cards", n))}</span></li>'
                    for i, n in enumerate(obs.hand_sizes))
    market = "".join(_card(c, "position-market") for c in obs.market)
    hand = "".join(_card(c, "position-hand") for c in sorted(obs.hand, key=sort_key))
    return (f'<div class="simili-game similis-game similis-position" data-testid="similis-position">'
            f'<ul class="players similis-players">{seats}</ul>'
            f'<section class="market-box"><h4>{esc(t("similis.market"))} '
            f'<small>{esc(t("similis.pile", n=obs.pile_size))}</small></h4><ol class="market">{market}</ol></section>'
            f'<section class="hand-box"><h4>{esc(t("similis.hand"))}</h4><ol class="shand">{hand}</ol></section></div>')


def _cards(data: Any) -> list[Card]:
    return [Card.from_json(c) for c in data]


def move_text(move: Any) -> str:
    """A series laid (its cards, the market's card), a gift (the card, to whom), a draw: the
    common log's form or the turns format's."""
    if isinstance(move, list):
        return ", ".join(move_text(m) for m in move) or t("review.nothing")
    try:
        if isinstance(move, dict) and "series" in move:
            market = move.get("market")
            if market is None:
                return t("review.similis.move.lay", cards=cards_text(_cards(move["series"])))
            return t("review.similis.move.lay_market", cards=cards_text(_cards(move["series"])),
                     market=card_text(Card.from_json(market)))
        if isinstance(move, dict) and ("gift" in move or "card" in move) and "to" in move:
            card = Card.from_json(move.get("gift", move.get("card")))
            return t("review.similis.move.gift", card=card_text(card), n=int(move["to"]) + 1)
        if isinstance(move, dict) and move.get("draw") is True:
            return t("review.similis.move.draw")
    except (ValueError, TypeError):
        pass
    return str(move)


def why_params(params: dict) -> dict:
    """Seats counted from 1, as the position names them."""
    return {k: v + 1 if k in SEATS and isinstance(v, int) else v for k, v in params.items()}
