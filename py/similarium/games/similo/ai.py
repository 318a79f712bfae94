"""Similo's AI: guessers that read clues the way a person does (shared traits), and a clue
giver that plays the clue those guessers read best.

Reading a clue (both rule families point the same way about the secret):
- classic, vertical: the secret shares something with the clue → cards sharing many (rare)
  traits with it gain; horizontal: the secret differs from it → cards sharing traits lose;
- remove rules, horizontal: the clue looks like the cards to remove → the same as a classic
  horizontal clue for the secret; advanced, vertical: the clue differs from the cards to
  remove → the secret looks like it, as a classic vertical clue.
A trait counts by its rarity among the characters on the table when the clue is played (a
trait every card has says nothing), so the evidence is what a person would point at:
"vertical: the secret also wears a crown". Belief = softmax(BETA × evidence).

Pure functions over :class:`~.decks.Card` values: no game state, no secret for guessers.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .decks import Card
from .vocabulary import GROUP_OF

VERTICAL, HORIZONTAL = "vertical", "horizontal"
BETA = 1.0
REMOVALS = (1, 2, 3, 4, 1)


@dataclass(frozen=True)
class PlayedClue:
    """A clue on the table, with the characters that were on the table when it was played."""

    card: Card
    orientation: str
    table: tuple[Card, ...]


def rarity(table: Sequence[Card]) -> dict[str, float]:
    """How telling each trait is among the cards ``table``: log(n / cards having it)."""
    n = len(table)
    counts: dict[str, int] = {}
    for c in table:
        for t in c.traits:
            counts[t] = counts.get(t, 0) + 1
    return {t: math.log(n / k) for t, k in counts.items()}


def sign(orientation: str) -> int:
    """+1 when the secret is like the clue (vertical, in every rule family), -1 otherwise."""
    return 1 if orientation == VERTICAL else -1


def evidence(card: Card, clue: PlayedClue) -> float:
    """How much ``clue`` says for ``card`` being the secret (shared telling traits, signed)."""
    w = rarity(clue.table)
    shared = sum(w.get(t, 0.0) for t in card.traits & clue.card.traits)
    return sign(clue.orientation) * shared


def belief(candidates: Sequence[Card], clues: Iterable[PlayedClue], beta: float = BETA) -> dict[str, float]:
    """Probability of each candidate being the secret, given every clue so far."""
    clues = list(clues)
    scores = {c.id: beta * sum(evidence(c, k) for k in clues) for c in candidates}
    top = max(scores.values(), default=0.0)
    exp = {i: math.exp(s - top) for i, s in scores.items()}
    total = sum(exp.values())
    return {i: e / total for i, e in exp.items()}


def removals(candidates: Sequence[Card], clues: Iterable[PlayedClue], count: int) -> list[str]:
    """The ``count`` least likely candidates (ties: the order on the table)."""
    b = belief(candidates, clues)
    order = sorted(range(len(candidates)), key=lambda i: (b[candidates[i].id], i))
    return [candidates[i].id for i in order[:count]]


def reason(card: Card, clue: PlayedClue, limit: int = 3) -> list[str]:
    """The traits a person would point at: shared with the clue, the most telling first."""
    w = rarity(clue.table)
    shared = sorted(card.traits & clue.card.traits, key=lambda t: (-w.get(t, 0.0), t))
    return [t for t in shared if w.get(t, 0.0) > 0][:limit]


@dataclass(frozen=True)
class GiverChoice:
    card: Card
    orientation: str
    traits: tuple[str, ...]  # what it means: the traits it points at
    margin: float  # the secret's belief minus the highest belief among the cards to be removed


def choose_clue(secret: Card, candidates: Sequence[Card], clues: Sequence[PlayedClue], hand: Sequence[Card],
                count: int, orientations: Sequence[str] = (VERTICAL, HORIZONTAL)) -> GiverChoice:
    """The clue and orientation after which these guessers keep the secret furthest from the
    ``count`` cards they remove (the secret's rank, then its belief, decide)."""
    best: tuple[tuple[int, float], GiverChoice] | None = None
    table = tuple(candidates)
    for card in hand:
        for o in orientations:
            played = PlayedClue(card, o, table)
            b = belief(candidates, [*clues, played])
            ranked = sorted(candidates, key=lambda c: b[c.id])
            position = [c.id for c in ranked].index(secret.id)
            safe = position >= count  # not among the removed
            cut = b[ranked[count - 1].id] if count else 0.0
            key = (int(safe), b[secret.id] - cut)
            choice = GiverChoice(card, o, tuple(reason(secret, played)), b[secret.id] - cut)
            if best is None or key > best[0]:
                best = (key, choice)
    assert best is not None, "the giver has no card"
    return best[1]


def meaning(choice: GiverChoice) -> str:
    """``vertical: the secret also has: crown, royalty`` (English, for the command line)."""
    traits = ", ".join(choice.traits) or "nothing in particular"
    if choice.orientation == VERTICAL:
        return f"vertical: the secret also has: {traits}"
    return f"horizontal: the secret is unlike this card in: {traits}"


def trait_groups(traits: Iterable[str]) -> dict[str, list[str]]:
    """Traits by vocabulary group (for explanations)."""
    out: dict[str, list[str]] = {}
    for t in traits:
        out.setdefault(GROUP_OF.get(t, "other"), []).append(t)
    return out
