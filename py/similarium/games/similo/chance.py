"""The giver's chance to win after its clue: how often guessers like the giver's readers
(:data:`.ai.READERS`: counting shared traits, taking their share, going by the rare ones,
looking at the pictures three ways, the AI guessers' reading) keep the secret to the end.

Each playout takes one reader for the guessers (each as often as the giver weighs it), who remove the lowest signed sum
of its reading, read less surely than the rule does (a person hesitates between close cards:
normal noise of NOISE shared traits on each card's score; ties at random), and the AI giver plays
on from the cards it may still draw (its clue deck less what it has seen, in a random order: it
does not know the pile's). The win chance is the share of playouts won, with a prior of PRIOR
wins and losses (two games at the giver's usual rate, about 19 in 20). Without the noise the
playouts were too sure (a person is not one of the readers: a clue all ten playouts won was
lost 4 times in 100, one nine won 17 times in 100). It is measured against guessers it was not
built with (``scripts/research/similo_calibration.py``): predicted against realised win rate in bins.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from . import ai
from .ai import PlayedClue, rarity, sign
from .decks import Card, load
from .rules import REMOVALS

SAMPLES = 10  # playouts, the readers in proportion to their weight in the giver's ensemble
PRIOR = (1.9, 0.1)  # wins, losses a giver expects before any playout: two games at its usual rate, 0.95
NOISE = 0.3  # a person reads less surely than a rule: noise on each card's score (sd, in shared traits)


def _readers() -> list[ai.Reader]:
    """SAMPLES readers, each as often as its weight in :data:`.ai.WEIGHTS`."""
    total = sum(ai.WEIGHTS)
    out: list[ai.Reader] = []
    for r, w in zip(ai.READERS, ai.WEIGHTS, strict=True):
        out += [r] * round(SAMPLES * w / total)
    return (out * SAMPLES)[:SAMPLES]


def _remove(table: list[Card], clues: Sequence[PlayedClue], reader: ai.Reader, count: int,
            rng: random.Random) -> list[Card]:
    """The table after ``reader``'s guessers remove ``count`` cards (lowest first, ties at random)."""
    score = {c.id: 0.0 for c in table}
    for k in clues:
        w, s = rarity(k.table), sign(k.orientation)
        for c in table:
            score[c.id] += s * reader(c, k.card, w)
    if NOISE:
        for c in table:
            score[c.id] += rng.gauss(0.0, NOISE)
    order = sorted(table, key=lambda c: (score[c.id], rng.random()))
    gone = {c.id for c in order[:count]}
    return [c for c in table if c.id not in gone]


def _playout(secret: Card, table: list[Card], clues: list[PlayedClue], hand: list[Card], pile: list[Card],
             orientations: Sequence[str], reader: ai.Reader, rng: random.Random) -> bool:
    """Play the game on from a clue just played; True when the secret is the last card."""
    while True:
        t = len(clues) - 1
        table = _remove(table, clues, reader, REMOVALS[t], rng)
        if all(c.id != secret.id for c in table):
            return False
        if len(table) == 1 or t + 1 >= len(REMOVALS) or not hand:
            return len(table) == 1
        choice = ai.choose_clue(secret, table, clues, hand, REMOVALS[t + 1], orientations)
        clues = [*clues, PlayedClue(choice.card, choice.orientation, tuple(table))]
        hand = [h for h in hand if h is not choice.card] + pile[:1]
        pile = pile[1:]


def win_chance(secret: Card, candidates: Sequence[Card], clues: Sequence[PlayedClue], hand: Sequence[Card],
               choice: ai.GiverChoice, orientations: Sequence[str], seed: int = 0) -> float:
    """The share of :data:`SAMPLES` playouts won after the giver plays ``choice`` (from its
    ``hand``, on ``candidates``, after ``clues``)."""
    played = [*clues, PlayedClue(choice.card, choice.orientation, tuple(candidates))]
    left = [h for h in hand if h is not choice.card]
    deck = load().get(choice.card.deck)
    seen = {c.id for c in candidates} | {k.card.id for k in played} | {h.id for h in hand}
    seen |= {c.id for k in clues for c in k.table}
    unseen = [c for c in deck.cards if c.id not in seen] if deck else []
    rng = random.Random(seed)
    wins = 0
    for reader in _readers():
        pile = unseen[:]
        rng.shuffle(pile)
        wins += _playout(secret, list(candidates), played, left + pile[:1], pile[1:], orientations, reader, rng)
    return (wins + PRIOR[0]) / (SAMPLES + PRIOR[0] + PRIOR[1])
