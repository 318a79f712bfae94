"""JSON reports for the command line: ``advise`` (one position) and ``simulate`` (bot games)."""

from __future__ import annotations

from similarium.games.simili.combos import CATEGORIES
from similarium.games.simili.game import ROUNDS

from .hints import PLAYOUTS, TIME_BUDGET, hint
from .position import Position, game_from_json
from .simulate import simulate


def advise(data: object, playouts: int = PLAYOUTS, time_budget: float | None = TIME_BUDGET) -> dict:
    """Odds of each category for a position in the ``advise`` file format (exact in round 10)."""
    game = game_from_json(data)
    pos = Position.from_game(game)
    h = hint(game, playouts=playouts, time_budget=time_budget)
    out: dict = {"variant": game.variant, "round": game.round, "score": pos.score,
                 "free_books": pos.free_books, "bonus_i": pos.bonus_i, "exact": h["exact"]}
    for c in CATEGORIES:
        out[c] = h[c]
    out["recommended"] = h["recommended"]
    if game.round < ROUNDS:
        out["bot_choice"] = h["bot_choice"]
        out["method"] = ("Monte Carlo: this round's category, then the fast policy to the end, "
                         "same rolls for every category (fixed seed); the win chance values round 10 "
                         "over its roll (95% interval of the mean; Wilson's when every playout's chance is alike)")
    else:
        out["method"] = "exact: all 1000 rolls, best booking of each"
    return out


def simulate_report(games: int, seed: int, variant: str) -> dict:
    return simulate(games, seed, variant)
