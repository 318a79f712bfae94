"""Bot games and their figures, for ``simulate similis`` and ``scripts/research/similis_deck_sim.py``:
who wins (seats rotated between the bot levels), how long a game lasts in turns, the share of
turns that are forced draws, how often the pile runs out and how often a game stalls."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .bots import BOTS
from .cards import DECK, Card
from .rules import Game


def play_game(game: Game, bots: Sequence[Any], max_moves: int = 100_000) -> tuple[Game, bool]:
    """Play ``game`` to its end, ``bots[seat]`` choosing from its observation; also say whether
    the pile ever ran out."""
    from .protocol import observe

    emptied = not game.pile
    for _ in range(max_moves):
        if game.over:
            return game, emptied
        seat = game.to_move
        move = bots[seat].choose(observe(game, seat), game.legal_moves())
        game = game.apply(seat, move)
        emptied = emptied or not game.pile
    raise RuntimeError(f"no end after {max_moves} moves")


def interval(successes: float, n: int) -> list[float]:
    """Wilson's 95% interval of a proportion."""
    if n == 0:
        return [0.0, 1.0]
    z, p = 1.96, successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return [round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4)]


@dataclass
class Figures:
    """What a run of games measured."""

    games: int = 0
    turns: list[int] = field(default_factory=list)
    draws: int = 0
    passes: int = 0
    stalls: int = 0
    emptied: int = 0
    seats: dict[str, int] = field(default_factory=dict)
    wins: dict[str, float] = field(default_factory=dict)

    def add(self, end: Game, emptied: bool, lineup: Sequence[str]) -> None:
        self.games += 1
        self.turns.append(end.turns)
        self.draws += sum(e.kind == "draw" for e in end.history)
        self.passes += sum(e.kind == "pass" for e in end.history)
        self.stalls += end.stalled
        self.emptied += emptied
        winners = end.winners()
        for seat, name in enumerate(lineup):
            self.seats[name] = self.seats.get(name, 0) + 1
            self.wins[name] = self.wins.get(name, 0.0) + (1 / len(winners) if seat in winners else 0.0)

    def to_json(self) -> dict:
        total = sum(self.turns)
        ordered = sorted(self.turns)
        mean = total / max(1, self.games)
        sd = math.sqrt(sum((t - mean) ** 2 for t in self.turns) / max(1, self.games - 1))
        return {
            "bots": {n: {"seats": self.seats[n], "win_rate": round(self.wins[n] / self.seats[n], 4),
                         "ci95": interval(self.wins[n], self.seats[n])} for n in self.seats},
            "turns": {"mean": round(mean, 2), "ci95": [round(mean - 1.96 * sd / math.sqrt(max(1, self.games)), 2),
                                                       round(mean + 1.96 * sd / math.sqrt(max(1, self.games)), 2)],
                      "median": ordered[len(ordered) // 2] if ordered else 0,
                      "min": ordered[0] if ordered else 0, "max": ordered[-1] if ordered else 0},
            "forced_draw_share": round(self.draws / max(1, total), 4),
            "pass_share": round(self.passes / max(1, total), 4),
            "stall_rate": round(self.stalls / max(1, self.games), 4),
            "pile_emptied_rate": round(self.emptied / max(1, self.games), 4),
        }


def run(games: int, seed: int, players: int, banned: bool = False, deck: Sequence[Card] = DECK,
        levels: Sequence[str] | None = None, make: Callable[[str], Any] | None = None) -> Figures:
    """``games`` seeded games (seeds ``seed``..), seat ``s`` of game ``g`` played by level
    ``levels[(g + s) % len(levels)]`` (every level in every seat in turn)."""
    levels = list(levels or BOTS)
    make = make or (lambda name: BOTS[name]())
    bots = {name: make(name) for name in levels}
    figures = Figures()
    for g in range(games):
        lineup = [levels[(g + s) % len(levels)] for s in range(players)]
        end, emptied = play_game(Game.deal(players, seed + g, banned, deck), [bots[n] for n in lineup])
        figures.add(end, emptied, lineup)
    return figures

