"""Similo decks: original cards from public-domain material, each with a name, a picture made
for this project and traits from :mod:`.vocabulary`.

A deck is one JSON file in ``decks/``::

    {"id": "fables", "name": "Fables and Fairy Tales",
     "cards": [{"id": "fables-red-hood", "name": "The Girl in the Red Hood",
                "traits": ["human", "child", "woman", "red", "hood", "basket", ...],
                "art": "static/img/similo/fables/fables-red-hood.svg"}, ...]}

Card ids are unique across decks; ``art`` is a path from the repository (and site) root.
:func:`load` checks all of it and raises ``ValueError`` with the reason.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from .vocabulary import MAX_TRAITS, MIN_TRAITS, TRAITS

DECK_DIR = Path(__file__).resolve().parent / "decks"
DECK_SIZE = 30


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    traits: frozenset[str]
    art: str
    deck: str

    def to_json(self) -> dict:
        return {"id": self.id, "name": self.name, "traits": sorted(self.traits), "art": self.art}


@dataclass(frozen=True)
class Deck:
    id: str
    name: str
    cards: tuple[Card, ...]

    def to_json(self) -> dict:
        return {"id": self.id, "name": self.name, "cards": [c.to_json() for c in self.cards]}

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(c.id for c in self.cards)


def parse_deck(data: object, where: str = "deck") -> Deck:
    """One deck from its JSON value (ValueError with the reason)."""
    if not isinstance(data, dict) or not isinstance(data.get("id"), str) or not isinstance(data.get("name"), str):
        raise ValueError(f"{where}: a deck is an object with an 'id', a 'name' and 'cards'")
    deck_id, cards = data["id"], data.get("cards")
    if not isinstance(cards, list) or len(cards) != DECK_SIZE:
        raise ValueError(f"{where}: a deck has {DECK_SIZE} cards")
    out = []
    for i, c in enumerate(cards):
        at = f"{where} card {i + 1}"
        if not isinstance(c, dict) or not all(isinstance(c.get(k), str) for k in ("id", "name", "art")):
            raise ValueError(f"{at}: a card has an 'id', a 'name', 'traits' and 'art'")
        traits = c.get("traits")
        if not isinstance(traits, list) or not all(isinstance(t, str) for t in traits):
            raise ValueError(f"{at}: traits are a list of words")
        unknown = sorted(set(traits) - TRAITS)
        if unknown:
            raise ValueError(f"{at} ({c['id']}): traits not in the vocabulary: {', '.join(unknown)}")
        if len(set(traits)) != len(traits) or not MIN_TRAITS <= len(traits) <= MAX_TRAITS:
            raise ValueError(f"{at} ({c['id']}): {MIN_TRAITS}-{MAX_TRAITS} different traits, not {len(traits)}")
        out.append(Card(c["id"], c["name"], frozenset(traits), c["art"], deck_id))
    return Deck(deck_id, data["name"], tuple(out))


@cache
def load() -> dict[str, Deck]:
    """Every deck of ``decks/``, by id, in file-name order; card ids unique across decks."""
    decks: dict[str, Deck] = {}
    seen: dict[str, str] = {}
    for path in sorted(DECK_DIR.glob("*.json")):
        deck = parse_deck(json.loads(path.read_text(encoding="utf-8")), path.name)
        if deck.id in decks:
            raise ValueError(f"{path.name}: deck id {deck.id!r} is used twice")
        for c in deck.cards:
            if c.id in seen:
                raise ValueError(f"{path.name}: card id {c.id!r} is also in deck {seen[c.id]!r}")
            seen[c.id] = deck.id
        decks[deck.id] = deck
    return decks


@cache
def cards() -> dict[str, Card]:
    """Every card of every deck, by id."""
    return {c.id: c for d in load().values() for c in d.cards}


def to_json() -> dict:
    """What ``python -m similarium decks`` prints."""
    return {"decks": [d.to_json() for d in load().values()]}
