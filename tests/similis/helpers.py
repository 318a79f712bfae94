"""Small Similis positions for the rule tests: cards written as their ids (``1-ankh-blue-stone``)."""

from __future__ import annotations

from collections import Counter

from similarium.games.similis.cards import DECK, Card
from similarium.games.similis.rules import Game
from similarium.games.similis.series import Banned


def c(card_id: str) -> Card:
    """``"2-ankh-blue-stone"`` -> Card(2, "ankh", "blue", "stone")."""
    number, symbol, colour, background = card_id.split("-")
    return Card(int(number), symbol, colour, background)


def cs(ids: str) -> tuple[Card, ...]:
    """Space-separated ids -> cards."""
    return tuple(c(i) for i in ids.split())


# Cards that make no series with each other (no two share 3 attributes, no three share 2...)
FILLER = cs("5-feather-yellow-papyrus 4-lotus-green-sand 3-eye-red-stone")


def game(hands: list[str], market: str = "", pile: str = "", banned: tuple[str, str] | None = None,
         **changes) -> Game:
    """A game from hands, market and pile given as ids (pile top first)."""
    from dataclasses import replace

    g = Game.start([cs(h) if h else () for h in hands], cs(market) if market else (), cs(pile) if pile else (),
                   Banned(*banned) if banned else None)
    return replace(g, **changes) if changes else g


def accounted(g: Game, deck=DECK) -> bool:
    """Every card of ``deck`` is in exactly one place: a hand, the market, the pile or laid."""
    places = Counter(card for h in g.hands for card in h) + Counter(g.market) + Counter(g.pile) + Counter(g.laid)
    return places == Counter(deck)
