"""Similis cards: four attributes — number, symbol, colour, background — and the deck.

A card is a value with a notation: ``2-ankh-blue-stone`` (its id, and its art's file name
``static/img/similis/<id>.svg``); on the command line it is ``[number, symbol, colour,
background]`` (any values: the replay checks the rules, not the deck).

The rule text names the attributes and shows two cards (``2 - Ankh - Bleu - fond pierre``,
``5 - Scarabée - Vert - fond sable``); the deck's values and size are ours, chosen by
simulation (``docs/rules.md``, Similis). Every colour has its own pattern mark on the card, so
colours can be told apart without seeing colour.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import product

ATTRIBUTES = ("number", "symbol", "colour", "background")
NUMBERS = (1, 2, 3, 4, 5)
SYMBOLS = ("ankh", "scarab", "eye", "lotus", "feather")
COLOURS = ("blue", "green", "red", "yellow")
BACKGROUNDS = ("stone", "sand", "papyrus")


@dataclass(frozen=True, order=True)
class Card:
    number: int | str
    symbol: str
    colour: str
    background: str
    # the four values as a tuple and its hash, kept (the bots' rollouts ask for them millions of
    # times): the same hash the dataclass would compute, so sets and dicts behave as before
    values: tuple = field(init=False, repr=False, compare=False)
    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        values = (self.number, self.symbol, self.colour, self.background)
        object.__setattr__(self, "values", values)
        object.__setattr__(self, "_hash", hash(values))

    def __hash__(self) -> int:
        return self._hash

    @property
    def id(self) -> str:
        return "-".join(str(v) for v in self.values)

    def to_json(self) -> list:
        return list(self.values)

    @classmethod
    def from_json(cls, data: object) -> Card:
        """``[number, symbol, colour, background]``: any four scalar values (ValueError otherwise)."""
        if not isinstance(data, list) or len(data) != 4 or not all(
                isinstance(v, str | int) and not isinstance(v, bool) for v in data):
            raise ValueError(f"a card is [number, symbol, colour, background], not {data!r}"[:200])
        return cls(*data)


def deck(numbers=NUMBERS, symbols=SYMBOLS, colours=COLOURS, backgrounds=BACKGROUNDS) -> tuple[Card, ...]:
    """One card of every combination of the values given (the default deck: all of them)."""
    return tuple(Card(*v) for v in product(numbers, symbols, colours, backgrounds))


DECK = deck()
