"""How a Similo game went, a round at a time, for the daily's share squares (issue 29, item 4):
after each round's clue, how many of the cards left were still in doubt as the guessers read
the clues, or whether the secret had become certain. Nothing of the deal: a count a round.

"In doubt" uses the review's belief (:func:`similarium.games.similo.review.belief`, the AI
guessers' reading of the clues at the calibrated temperature): the fewest cards left whose
belief adds up to :data:`COVER`. The secret is *certain* when it alone covers that much.
"""

from __future__ import annotations

from typing import Any

from similarium.games.similo.review import MODEL, belief, family, walk
from similarium.games.similo.rules import Clue, Game

COVER = 0.95  # the share of belief the cards "in doubt" hold between them
ROUNDS = 5

# the share grid's levels (core.share.SQUARES: ⬜ 🟧 🟦 🟪)
GONE, MANY, FEW, CERTAIN = 0, 1, 2, 3
FEW_MAX = 3  # 2 or 3 cards in doubt: few


def in_doubt(game: Game) -> int:
    """The fewest cards left whose belief adds up to :data:`COVER` (1: one card stands out)."""
    b = belief(game, MODEL[family(game)]["tau"])
    total, n = 0.0, 0
    for p in sorted(b.values(), reverse=True):
        total += p
        n += 1
        if total >= COVER:
            break
    return n


def certain(game: Game) -> bool:
    """The secret alone holds :data:`COVER` of the belief."""
    if game.secret not in game.remaining:
        return False
    return belief(game, MODEL[family(game)]["tau"])[game.secret] >= COVER


def level(game: Game) -> int:
    """The square of the round whose clue was just played (``game``: after the clue)."""
    if certain(game):
        return CERTAIN
    return FEW if in_doubt(game) <= FEW_MAX else MANY


def round_doubts(data: Any) -> list[int]:
    """A level a round of the game ``data`` (a log, as :func:`review.walk` reads it): after each
    round's clue, :data:`CERTAIN`, :data:`FEW` or :data:`MANY`; :data:`GONE` for the round the
    secret was removed in and the rounds not reached."""
    w = walk(data)
    levels = [level(st.after) for st in w.steps if isinstance(st.move, Clue)]
    end = w.steps[-1].after if w.steps else w.first
    lost = next((r for r, removed in enumerate(end.removed) if end.secret in removed), None)
    if lost is not None:
        levels = levels[:lost] + [GONE]
    return (levels + [GONE] * ROUNDS)[:ROUNDS]
