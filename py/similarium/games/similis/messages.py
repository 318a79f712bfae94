"""Texts of Similis's rules: the reason of every refused move (keyed by its rule code
``similis.<rule>``). English is registered on the catalogue by :mod:`.protocol` (and is the
reason an :class:`IllegalMove` carries); French is registered here, beside it.

A reason's parameters are data, not English: a card is a :class:`~.cards.Card`, an example
series a :class:`~.series.Series`, "no card" is ``None``. The English reason (what the command
line prints) shows a card by its id (:func:`plain`); the page names cards in its own words."""

from __future__ import annotations

from typing import Any

from similarium.core.i18n import register_french
from similarium.core.refusals import CHANCE_MISMATCH, illegal, register  # noqa: F401 - illegal is the games' one

from .cards import Card
from .series import Series

EN: dict[str, str] = {
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
}

# French: counts stand apart from nouns ("à donner : 2") so no plural depends on them.
FR_SOURCE: dict[str, str] = {
    "similis.give_first": ("La place {seat} doit d’abord donner des cartes après sa série (encore à donner : "
                           "{due})."),
    "similis.no_gift_due": "On ne donne de carte que juste après une série de 3 (1 carte) ou de 2 (2 cartes).",
    "similis.series_size": "Une série compte 4, 3 ou 2 cartes (carte du marché comprise), pas {size}.",
    "similis.not_a_series": ("Attributs communs à ces {size} cartes : {common} ; une série de {size} cartes en "
                             "exige {needed}, partagés par toutes."),
    "similis.not_in_hand": "La carte {card} n’est pas dans la main de la place {seat}.",
    "similis.not_in_market": "La carte {card} n’est pas au marché.",
    "similis.banned_in_series": ("La carte {card} est bannie (par son symbole et sa couleur) : elle n’entre "
                                 "jamais dans une série."),
    "similis.gift_to_self": "Une carte se donne à un adversaire, pas à soi-même.",
    "similis.gift_count": ("Après une série de {size}, cartes à donner : {due} (autant que la main le permet), "
                           "pas {count}."),
    "similis.draw_while_series": ("On ne pioche que si aucune série n’est possible, marché compris : en voici "
                                  "une, {series}."),
}


FR: dict[str, str] = register_french(FR_SOURCE)


# "No card" in the English reason, by rule (default: "nothing").
NOTHING = {CHANCE_MISMATCH: "nothing (the pile is empty)"}


def plain(code: str, value: Any) -> Any:
    """A reason's parameter as the English reason shows it: a card by its id, a series by its
    cards' ids (``2-ankh-blue-stone 2-eye-blue-stone + market 2-lotus-blue-sand``), None as
    "nothing"; anything else as it is."""
    if isinstance(value, Card):
        return value.id
    if isinstance(value, Series):
        return " ".join(c.id for c in value.cards) + (f" + market {value.market.id}" if value.market else "")
    if value is None:
        return NOTHING.get(code, "nothing")
    return value


def reason(code: str, params: dict[str, Any], text: Any) -> str:
    """The English reason: the text of ``code``, cards by their ids (:func:`plain`)."""
    return text(code, **{k: plain(code, v) for k, v in params.items()})


# illegal(code, **params): an IllegalMove whose reason is the English text of ``code``; its
# parameters stay data (cards, series) for a page to put in its own words.
register("similis", EN, reason=reason)
