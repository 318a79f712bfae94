"""How Similo's AI guessers read a giver they do not know: the Bayesian inverse of a family of
plausible givers.

A giver holds a hand of clue cards and plays the one (and the orientation) that best keeps the
secret out of the round's removals as it reads the cards: how many guessers reading as it does
would keep the secret, then by how far. What "reading as it does" means differs between people
(:data:`FAMILY`): counting every shared trait, taking the share in common, going by the rare
traits, looking at the pictures only (with or without the background first), weighing the drawn
over the told. The guessers do not know which of these their giver is, nor its hand.

For each reading ``r`` and each card ``s`` on the table, the chance that a giver reading ``r``
with secret ``s`` plays the clue it played is the chance that the clue was the best of its hand:
its other ``HAND - 1`` cards all worse for ``s`` under ``r`` (cards drawn from what the giver may
hold: its deck less the grid and the clues played), and the orientation played the better one.
A giver is not always so sure (``SLIP``: it plays some other clue). A card's score is
log P(the clues | it is the secret), summed over the rounds within each reading and mixed over
the readings (equally likely at first): the readings that explain the clues take over as they
come. Pure functions, cached per round; no secret, no hand, no draw order.
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from . import reading
from .decks import load
from .reading import rarity
from .rules import REMOVALS

if TYPE_CHECKING:  # pragma: no cover
    from .ai import PlayedClue

HAND = 5  # the cards a giver holds
SLIP = 0.1  # how often a giver plays a clue that is not the best of its hand for its reading
TIE = 1e-9

# The readings a giver may have, each a way to compare a card with a clue (reading.Reader).
FAMILY: tuple[reading.Reader, ...] = (
    reading.count, reading.share, reading.telling, reading.pictures, reading.backdrop, reading.background,
    reading.looking, reading.person)


def _sign(orientation: str) -> int:
    return 1 if orientation == "vertical" else -1


def _pool_ids(clues: Sequence[PlayedClue], t: int) -> list | None:
    deck = load().get(clues[t].card.deck)
    if deck is None:
        return None
    seen = {c.id for c in clues[0].table} | {k.card.id for k in clues[:t]}
    return [c for c in deck.cards if c.id not in seen]


def _keys(values: list[float], count: int) -> list[float]:
    """Each card's key for a giver whose secret it is: its chance to survive ``count`` removals
    of the lowest values (random ties), then its margin over the cut (survival first)."""
    order = sorted(values)
    lo, hi = order[count - 1], order[count]  # the highest value removed, the lowest kept
    out = []
    for v in values:
        if v > lo + TIE:  # kept whatever the ties
            out.append(1000.0 + v - lo)
        elif v < lo - TIE:  # removed whatever the ties
            out.append(v - hi)
        else:  # at the cut: its chance with random ties
            below = bisect_left(order, v - TIE)
            need = count - below
            survive = max(0.0, 1 - need / (bisect_right(order, v + TIE) - below)) if need > 0 else 1.0
            out.append(1000.0 * survive + v - (hi if bisect_left(order, v) <= count - 1 else lo))
    return out


@lru_cache(maxsize=1024)
def _round(clues: tuple[PlayedClue, ...], orientations: tuple[str, ...],
           reader: reading.Reader) -> tuple[tuple[str, float], ...]:
    """log P(the giver plays the last clue | each card on the table is its secret) for a giver
    reading ``reader`` (up to a constant shared by every card)."""
    t = len(clues) - 1
    last = clues[t]
    pool = _pool_ids(clues, t)
    if pool is None or t >= len(REMOVALS):
        return ()
    table = last.table
    count = REMOVALS[t]
    w_now = rarity(table)
    base = [0.0] * len(table)
    for k in clues[:t]:
        w, s = rarity(k.table), _sign(k.orientation)
        for i, c in enumerate(table):
            base[i] += s * reader(c, k.card, w)

    def best(card: object) -> tuple[list[float], dict[str, list[float]]]:
        sims = [reader(c, card, w_now) for c in table]
        per = {o: _keys([b + x for b, x in zip(base, sims, strict=True)] if o == "vertical" else
                        [b - x for b, x in zip(base, sims, strict=True)], count) for o in orientations}
        if len(per) == 1:
            return per[orientations[0]], per
        a, b = per.values()
        return [x if x > y else y for x, y in zip(a, b, strict=True)], per

    others = [best(k)[0] for k in pool if k.id != last.card.id]
    _, played = best(last.card)
    mine = played[last.orientation]
    n, options = len(others), len(pool) * len(orientations)
    floor = SLIP / options
    out = []
    for i, c in enumerate(table):
        key = mine[i]
        if any(played[o][i] > key + TIE for o in orientations):
            greedy = 0.0  # the other orientation was better for this secret
        else:
            below = sum(1.0 if k[i] < key - TIE else 0.5 if k[i] <= key + TIE else 0.0 for k in others)
            greedy = (below / n) ** (HAND - 1) if n else 1.0
        out.append((c.id, math.log(floor + (1 - SLIP) * HAND / len(pool) * greedy)))
    return tuple(out)


def likelihoods(clues: Sequence[PlayedClue], orientations: Sequence[str]) -> list[dict[str, float]] | None:
    """Per reading of :data:`FAMILY`: log P(the clues | each card is the secret), summed over the
    rounds (None when the clue deck is not known)."""
    clues = tuple(clues)
    out = []
    for r in FAMILY:
        total: dict[str, float] = {}
        for t in range(len(clues)):
            rows = _round(clues[:t + 1], tuple(orientations), r)
            if not rows:
                return None
            for c, v in rows:
                total[c] = total.get(c, 0.0) + v
        out.append(total)
    return out
