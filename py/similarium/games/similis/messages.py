"""English texts of Similis's rules: the reason of every refused move (keyed by its rule code
``similis.<rule>``), registered on the catalogue by :mod:`.protocol`."""

from __future__ import annotations

from typing import Any

from similarium.core.errors import IllegalMove

EN: dict[str, str] = {
    "similis.game_over": "The game is over: nothing more can be played.",
    "similis.not_a_seat": "There is no seat {seat} at this table.",
    "similis.not_your_turn": "It is seat {to_move}'s turn, not seat {seat}'s.",
    "similis.give_first": "Seat {seat} still gives {due} card(s) after the series before anything else.",
    "similis.no_gift_due": "A card is given only right after a series of 3 (1 card) or of 2 (2 cards).",
    "similis.series_size": "A series is 4, 3 or 2 cards (a market card included), not {size}.",
    "similis.not_a_series": ("These {size} cards share {common} attribute(s): a series of {size} needs "
                             "{needed} shared by all of its cards."),
    "similis.not_in_hand": "The card {card} is not in seat {seat}'s hand.",
    "similis.not_in_market": "The card {card} is not in the market.",
    "similis.banned_in_series": "The card {card} is banned (its symbol and colour): it never enters a series.",
    "similis.gift_to_self": "A card is given to an opponent, not to oneself.",
    "similis.gift_count": "After a series of {size}, {due} card(s) are given (as far as the hand allows), not {count}.",
    "similis.draw_while_series": "A card is drawn only when no series is possible, the market included: {series} is.",
    "similis.turned_mismatch": "The market's refill turns up {expected}, not {turned}.",
    "similis.drawn_mismatch": "The card drawn is the top of the pile, {expected}, not {drawn}.",
}


def illegal(code: str, **params: Any) -> IllegalMove:
    """An :class:`IllegalMove` whose reason is the English text of ``code``."""
    return IllegalMove(code, EN[code].format(**params), **params)
