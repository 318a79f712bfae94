"""What a clue meant and why a card was removed, as trait lists a person can check in the
pictures. Plain functions over cards; the page turns them into catalogue texts.

- :func:`clue_meaning` (the giver's side, told after the round or at the end): a vertical
  clue points at the telling traits the secret shares with it; a horizontal one at the
  clue's telling traits the secret lacks (in both rule families the secret is like a
  vertical clue and unlike a horizontal one, see :mod:`.ai`).
- :func:`removal_reason` (the guessers' side): what the clue just played says against the
  card, in traits both pictures really show (issue 30).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .ai import PlayedClue, rarity
from .decks import Card
from .vocabulary import DRAWN

VERTICAL = "vertical"
LIMIT = 3


def _telling(traits: set[str] | frozenset[str], table: Sequence[Card]) -> list[str]:
    """``traits`` that some card on ``table`` lacks, the rarest first (then by name): the ones the
    pictures draw (``vocabulary.DRAWN``: what a player can check by looking, issue 30) when there
    are any; else what only the story tells (role, era, region)."""
    w = rarity(table)
    telling = [t for t in sorted(traits, key=lambda t: (-w.get(t, 0.0), t)) if w.get(t, 0.0) > 0]
    return [t for t in telling if t in DRAWN] or telling


def clue_meaning(secret: Card, clue: PlayedClue, limit: int = LIMIT) -> tuple[str, list[str]]:
    """``("shared", traits)`` for a vertical clue (what the secret has like it), ``("unlike",
    traits)`` for a horizontal one (what the clue has and the secret lacks); empty traits:
    it meant nothing in particular."""
    if clue.orientation == VERTICAL:
        return "shared", _telling(secret.traits & clue.card.traits, clue.table)[:limit]
    return "unlike", _telling(clue.card.traits - secret.traits, clue.table)[:limit]


@dataclass(frozen=True)
class Reason:
    """Why a guesser removed a card: ``kind`` "shares" (with a horizontal clue), "lacks" (a
    vertical clue's traits it does not have), "unlike" (nothing in common with a vertical
    clue) or "weak" (no clue says much either way); ``clue`` its index among the clues."""

    kind: str
    clue: int
    traits: tuple[str, ...]


def removal_reason(card: Card, clues: Sequence[PlayedClue], limit: int = LIMIT) -> Reason:
    """Why ``card`` went this round, read from the clue just played (the last of ``clues``), in
    traits a person can check in both pictures: what it shares with a horizontal clue, what a
    vertical clue has and it lacks, or nothing at all in common with a vertical clue (no trait
    shared, telling or not); "weak" when that clue says nothing plain against it."""
    if not clues:
        return Reason("weak", -1, ())
    i = len(clues) - 1
    clue = clues[i]
    common = card.traits & clue.card.traits
    if clue.orientation != VERTICAL:
        shared = _telling(common, clue.table)[:limit]
        return Reason("shares", i, tuple(shared)) if shared else Reason("weak", i, ())
    if not common:
        return Reason("unlike", i, ())
    missing = _telling(clue.card.traits - card.traits, clue.table)[:limit]
    return Reason("lacks", i, tuple(missing)) if missing else Reason("weak", i, ())
