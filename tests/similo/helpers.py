"""A fixed Similo deal from a real deck, for the rule tests."""

from __future__ import annotations

from similarium.games.similo import decks
from similarium.games.similo.protocol import deck_ids
from similarium.games.similo.rules import Deal, Game, Variant

DECK = decks.load()[deck_ids()[0]]
OTHER = decks.load()[deck_ids()[1]]
IDS = DECK.ids
GRID = IDS[:12]
SECRET = GRID[5]
HAND = IDS[12:17]
DRAWS = IDS[17:]
OTHERS = tuple(c for c in GRID if c != SECRET)  # the eleven cards to remove to win


def deal(**changes) -> Deal:
    base = {"characters": DECK.id, "clues": DECK.id, "grid": GRID, "secret": SECRET, "hand": HAND,
            "draws": DRAWS}
    return Deal(**{**base, **changes})


def game(rules: str = "classic", advanced: bool = False, **changes) -> Game:
    return Game.new(Variant(rules, advanced), deal(**changes))
