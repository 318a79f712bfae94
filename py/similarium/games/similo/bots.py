"""Similo's bots. They decide from a seat's observation and the legal moves only.

- ``random``: any legal move, uniformly (giver and guessers alike);
- ``traits``: :mod:`.ai` — the giver plays the clue (and orientation) after which guessers
  reading the pictures, or the pictures and the stories, keep the secret; the guessers
  remove the least likely card, reading what each clue singles out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from similarium.core.protocol import RandomBot  # noqa: F401 - a game's random bot is the shared one

from . import ai, decks
from .rules import REMOVALS, Clue, Remove, Variant


def played_clues(observation: Any) -> list[ai.PlayedClue]:
    """The clues on the table, each with the characters there when it was played."""
    cards = decks.cards()
    gone: set[str] = set()
    out = []
    for clue, removed in zip(observation.clues, observation.removed, strict=True):
        table = tuple(cards[c] for c in observation.grid if c not in gone)
        out.append(ai.PlayedClue(cards[clue.card], clue.orientation, table))
        gone.update(removed)
    return out


class TraitsBot:
    """The :mod:`.ai` reading of clues by shared traits, for whichever seat it plays."""

    name = "traits"

    def choose(self, observation: Any, legal: Sequence[Any]) -> Any:
        cards = decks.cards()
        candidates = [cards[c] for c in observation.remaining]
        clues = played_clues(observation)
        orientations = Variant(observation.rules, observation.advanced).orientations
        if isinstance(legal[0], Remove):
            pick = ai.removals(candidates, clues, 1, orientations)[0]
            move: Any = Remove(pick)
        else:
            choice = ai.choose_clue(cards[observation.secret], candidates, clues,
                                    [cards[c] for c in observation.hand], REMOVALS[len(observation.clues)],
                                    orientations)
            move = Clue(choice.card.id, choice.orientation)
        return move if move in legal else legal[0]
