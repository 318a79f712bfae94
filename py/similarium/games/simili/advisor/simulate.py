"""Bot games through the core rules (every move checked by ``Game.apply``), and their statistics."""

from __future__ import annotations

import math
from collections.abc import Iterable

from similarium.games.simili.game import SEEDED, Choose, Confirm, Game, Options, Roll
from similarium.games.simili.sheet import WIN_SCORE

from .policy import Bot, Greedy, Policy
from .position import Position


def play_round(game: Game, bot: Bot, roll: tuple[int, int, int] | None = None) -> Game:
    """One round of ``bot`` on ``game`` (the seeded roll unless ``roll`` is given)."""
    game = game.apply(Choose(bot.choose(Position.from_game(game))))
    game = game.apply(Roll(roll))
    for book in bot.books(Position.from_game(game)):
        game = game.apply(book)
    return game.apply(Confirm())


def play_game(bot: Bot, seed: int, variant: str) -> Game:
    game = Game.new(Options(variant=variant, dice=SEEDED, seed=seed))
    while not game.finished:
        game = play_round(game, bot)
    return game


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def summarise(scores: Iterable[int]) -> dict:
    scores = list(scores)
    n = len(scores)
    wins = sum(s >= WIN_SCORE for s in scores)
    mean = sum(scores) / n if n else 0.0
    sd = math.sqrt(sum((s - mean) ** 2 for s in scores) / (n - 1)) if n > 1 else 0.0
    lo, hi = wilson(wins, n)
    return {
        "games": n,
        "win_rate": wins / n if n else 0.0,
        "win_rate_ci95": [round(lo, 4), round(hi, 4)],
        "p_105": sum(s >= WIN_SCORE + 5 for s in scores) / n if n else 0.0,
        "mean_score": round(mean, 2),
        "mean_score_ci95": [round(mean - 1.96 * sd / math.sqrt(n), 2),
                            round(mean + 1.96 * sd / math.sqrt(n), 2)] if n > 1 else [mean, mean],
    }


def simulate(games: int, seed: int, variant: str, bots: dict[str, Bot] | None = None) -> dict:
    """Play ``games`` seeded games (seeds ``seed``, ``seed+1``...) with each bot on the same rolls."""
    bots = bots or {"bot": Policy(), "baseline": Greedy()}
    out: dict = {"games": games, "seed": seed, "variant": variant}
    for name, bot in bots.items():
        out[name] = summarise(play_game(bot, seed + i, variant).total for i in range(games))
    main = next(iter(bots))
    out["win_rate"] = out[main]["win_rate"]
    out["mean_score"] = out[main]["mean_score"]
    return out
