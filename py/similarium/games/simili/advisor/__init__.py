"""SIMILI advisor: exact last-round odds, the bot, and hints for the UI.

``last_round(game)`` is exact; ``hint(game)`` estimates earlier rounds by playouts;
``win_chance(position)`` / ``category_chances(position)`` give the shipped value model's
P(final >= 100) before round 10 (exact in round 10; :mod:`.value`, docs/simili-value.md).
"""

from __future__ import annotations

from similarium.games.simili.combos import CATEGORIES
from similarium.games.simili.game import Game

from .hints import hint
from .lastround import category_odds
from .policy import Greedy, Policy
from .position import Position, game_from_json
from .value import category_chances, win_chance

__all__ = ["Greedy", "Policy", "Position", "category_chances", "game_from_json", "hint", "last_round",
           "win_chance"]


def last_round(game: Game) -> dict:
    """Exact odds of each category as the last round's choice, for a game before its roll.

    ``{"sequence": {"p_win", "p_105", "expected"}, "matching": ..., "ladder": ...,
    "recommended": category}``; the recommendation maximises p_win, then p_105,
    then the expected score.
    """
    pos = Position.from_game(game)
    out: dict = {c: category_odds(pos, c) for c in CATEGORIES}
    out["recommended"] = max(
        CATEGORIES, key=lambda c: (out[c]["p_win"], out[c]["p_105"], out[c]["expected"])
    )
    return out
