"""How Similo's AI reads what a clue has in common with a card, the way a person does.

- **Seen before told**: a trait the picture draws (colour, headwear, hair, held, body, shape,
  gender, the kind of figure and every habitat) counts fully; a trait only written under the
  card's name (role, era, region) counts ``STORY`` (a person may read it, or not).
- **What it singles out**: a shared trait counts more the fewer cards on the table have it
  (its rarity, log(cards / cards having it)); a trait every card has says nothing.
- **Near-synonyms**: a clue's trait speaks ``NEAR`` for a card with a related one
  (``vocabulary.RELATED``: gold and yellow, sea and river, ...).

The readers below are the ensemble the giver checks its clues against (:mod:`.ai`), each a
kind of person: one counting shared traits, one taking the share in common, one going by the
rare traits, one that sees only the pictures (drawn traits and the scene), and the AI
guessers' own reading. Pure functions over :class:`~.decks.Card` values.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import cache, lru_cache

from .decks import Card
from .vocabulary import DRAWN, HABITAT, RELATED_TO

STORY = 0.8  # a story-only trait next to one the picture shows
NEAR = 0.3  # a near-synonym next to the same trait
SINGLE = 0.3  # how much a shared trait's rarity adds to it (1 + SINGLE x rarity)


def rarity(table: Sequence[Card]) -> dict[str, float]:
    """How telling each trait is among the cards ``table``: log(n / cards having it)."""
    return _rarity(tuple(table))


@lru_cache(maxsize=512)
def _rarity(table: tuple[Card, ...]) -> dict[str, float]:
    n = len(table)
    counts: dict[str, int] = {}
    for c in table:
        for t in c.traits:
            counts[t] = counts.get(t, 0) + 1
    return {t: math.log(n / k) for t, k in counts.items()}


@cache
def scene(card: Card) -> str | None:
    """The habitat the card's background shows (its first in the vocabulary's order)."""
    return next((h for h in HABITAT if h in card.traits), None)


@cache
def seen(card: Card) -> frozenset[str]:
    """What the card's picture shows: every trait the art draws as a ``trait-<id>`` group (the
    figure's traits, its kind, every habitat; ``vocabulary.DRAWN``)."""
    return frozenset(card.traits & DRAWN)


@cache
def weights(card: Card) -> dict[str, float]:
    """Each trait's weight for a person looking at ``card``: 1 seen, STORY told."""
    shown = seen(card)
    return {t: 1.0 if t in shown else STORY for t in card.traits}


@cache
def near(card: Card) -> frozenset[str]:
    """Traits related to the card's own that it does not have."""
    return frozenset(u for t in card.traits for u in RELATED_TO.get(t, ())) - card.traits


def person(card: Card, clue: Card, w: dict[str, float]) -> float:
    """The AI guessers' reading: the shared traits, each by how plainly it is seen and what
    it singles out on the table; a near-synonym of a clue trait counts NEAR."""
    a, b = weights(card), weights(clue)
    total = 0.0
    for t in card.traits & clue.traits:
        total += min(a[t], b[t]) * (1 + SINGLE * w.get(t, 0.0))
    for u in near(card) & clue.traits:
        total += NEAR * b[u] * (1 + SINGLE * w.get(u, 0.0))
    return total


@cache
def near_seen(card: Card) -> frozenset[str]:
    """Drawn traits related to what the card's picture shows, that it does not have."""
    return frozenset(u for t in seen(card) for u in RELATED_TO.get(t, ()) if u in DRAWN) - card.traits


def looking(card: Card, clue: Card, w: dict[str, float]) -> float:
    """:func:`person` over the pictures alone: how a giver who never reads the stories means
    its clue (the drawn traits the two share, by what they single out; near-synonyms NEAR)."""
    shown = seen(clue)
    total = sum(1 + SINGLE * w.get(t, 0.0) for t in seen(card) & shown)
    return total + sum(NEAR * (1 + SINGLE * w.get(u, 0.0)) for u in near_seen(card) & shown)


def count(card: Card, clue: Card, w: dict[str, float]) -> float:
    return float(len(card.traits & clue.traits))


def share(card: Card, clue: Card, w: dict[str, float]) -> float:
    return 10 * len(card.traits & clue.traits) / len(card.traits | clue.traits)


def telling(card: Card, clue: Card, w: dict[str, float]) -> float:
    return sum(w.get(t, 0.0) for t in card.traits & clue.traits)


def pictures(card: Card, clue: Card, w: dict[str, float]) -> float:
    """A reader of the pictures alone: drawn traits and scenes in common."""
    return float(len(seen(card) & seen(clue)))


Reader = Callable[[Card, Card, dict[str, float]], float]


def _backdrop(weight: float) -> Reader:
    def backdrop(card: Card, clue: Card, w: dict[str, float]) -> float:
        here = scene(card)
        return pictures(card, clue, w) + (weight if here is not None and here == scene(clue) else 0.0)
    backdrop.__doc__ = f"""A reader of the pictures who looks at the background first: the drawn traits in
    common, and {weight:g} more when the two scenes behind the figures are the same."""
    return backdrop


backdrop = _backdrop(1.0)
background = _backdrop(2.0)

