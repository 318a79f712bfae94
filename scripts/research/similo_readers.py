"""Independent Similo players, the yardstick for :mod:`similarium.games.similo.ai`.

Written apart from the AI and sharing none of its code (only the decks, the rules and the
seat's observation): each reads a clue the way a person might, from what it has in common with
each card. In every rule family a vertical clue says the secret is LIKE the clue and a
horizontal one that it is UNLIKE it (classic vertical/horizontal; remove rules: horizontal =
like the cards to remove; advanced, vertical = unlike the cards to remove).

What each reader knows of a card (its ``features``):

- ``plain``: every trait of the card (what it looks like and what its story says);
- ``jaccard``: the same traits, compared by the share in common (shared / either has);
- ``picture``: ONLY what the card's picture shows: the groups ``class="trait-<id>"`` in the
  card's SVG (``static/img/similo/...``, read from the file, not from the trait list) and
  its habitat, the scene behind the figure (a ``class="habitat-<id>"`` group when the SVG
  has one, else the habitat the scene is drawn from: the card's first habitat in the
  vocabulary's order, as ``scripts/art/similo_art.py`` draws it). A player who never reads the
  stories nor the trait lists.

Each family is a guessers + giver pair. The guessers score every card by the number of
features it shares with each clue (``jaccard``: the share), + for a vertical clue, - for a
horizontal one, summed over the clues, and remove the lowest score, ties at random (as people
would). The giver plays the clue (and orientation) that keeps the secret out of this round's
removals under its own reading (its chance with random ties), then the widest margin over the
cut: a greedy, one-round giver. Every player decides from its seat's observation: the giver
never sees the draw order, the guessers never see the secret.
"""

from __future__ import annotations

import math
import random
import re
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from similarium.games.similo import decks
from similarium.games.similo.rules import REMOVALS, VERTICAL, Clue, Remove
from similarium.games.similo.vocabulary import HABITAT

ROOT = Path(__file__).resolve().parents[2]
TRAIT_GROUP = re.compile(r'class="trait-([a-z-]+)"')
HABITAT_GROUP = re.compile(r'class="habitat-([a-z-]+)"')

Card = decks.Card


@cache
def picture(card_id: str) -> frozenset[str]:
    """What the card's picture shows: its drawn traits (``trait-*`` groups) and its scene."""
    card = decks.cards()[card_id]
    svg = (ROOT / card.art).read_text(encoding="utf-8")
    drawn = set(TRAIT_GROUP.findall(svg))
    scenes = HABITAT_GROUP.findall(svg)
    scene = scenes[0] if scenes else next((h for h in HABITAT if h in card.traits), None)
    if scene:
        drawn.add(f"scene:{scene}")  # the background, apart from a drawn sea monster's "sea"
    return frozenset(drawn)


def _plain(card: Card, clue: Card) -> float:
    return float(len(card.traits & clue.traits))


def _jaccard(card: Card, clue: Card) -> float:
    return len(card.traits & clue.traits) / len(card.traits | clue.traits)


def _picture(card: Card, clue: Card) -> float:
    return float(len(picture(card.id) & picture(clue.id)))


SIMILARITY: dict[str, Callable[[Card, Card], float]] = {"plain": _plain, "jaccard": _jaccard, "picture": _picture}
READERS = tuple(SIMILARITY)


def scores(reader: str, candidates: Sequence[Card], clues: Sequence[tuple[Card, str]]) -> dict[str, float]:
    """Each candidate's signed similarity to the clues, summed: high = like the secret."""
    similar = SIMILARITY[reader]
    return {c.id: sum((1 if o == VERTICAL else -1) * similar(c, k) for k, o in clues) for c in candidates}


def survival(values: dict[str, float], secret: str, count: int) -> tuple[float, float]:
    """The secret's chance to survive ``count`` removals of the lowest values (random ties),
    and its margin over the cut."""
    mine = values[secret]
    others = sorted(s for c, s in values.items() if c != secret)
    below = sum(s < mine - 1e-9 for s in others)
    tied = sum(abs(s - mine) <= 1e-9 for s in others)
    need = count - below  # removals that must come from the secret's tie group
    survive = 1.0 if need <= 0 else max(0.0, 1 - need / (tied + 1))
    cut = others[count - 1] if count <= len(others) else -math.inf
    return survive, mine - cut


def observed_clues(observation: Any) -> list[tuple[Card, str]]:
    cards = decks.cards()
    return [(cards[c.card], c.orientation) for c in observation.clues]


class IndependentBot:
    """One independent family, giver or guessers (see the module's text)."""

    def __init__(self, reader: str, seed: int) -> None:
        if reader not in SIMILARITY:
            raise ValueError(f"unknown reader {reader!r}: one of {', '.join(READERS)}")
        self.reader = self.name = reader
        self.rng = random.Random(seed)

    def choose(self, observation: Any, legal: Sequence[Any]) -> Any:
        cards = decks.cards()
        candidates = [cards[c] for c in observation.remaining]
        clues = observed_clues(observation)
        if isinstance(legal[0], Remove):
            s = scores(self.reader, candidates, clues)
            low = min(s.values())
            tied = sorted(c for c, v in s.items() if v <= low + 1e-9)
            return Remove(tied[self.rng.randrange(len(tied))])
        secret = observation.secret
        count = REMOVALS[len(observation.clues)]
        best: tuple[float, float] | None = None
        pick = legal[0]
        for move in legal:
            key = survival(scores(self.reader, candidates, [*clues, (cards[move.card], move.orientation)]),
                           secret, count)
            if best is None or key > best:
                best, pick = key, move
        return Clue(pick.card, pick.orientation)
