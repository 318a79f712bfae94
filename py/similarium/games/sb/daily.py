"""The SB daily challenge, as rules: one player, :data:`TURNS` turns, won at :data:`PAR` points or more.

The day's dice: roll ``r`` (0-based) of turn ``t`` draws all 10 dice from
``Random((day_seed << 40) | (t << 8) | r)`` and uses the first ``base_left`` Base
values and the first ``keys_left`` Key values. So every turn starts from the same
10 dice for everyone, and a roll only depends on the day, the turn, the roll number
and how many dice are left (which the rules make depend on earlier set-asides).

A daily game is an ordinary :class:`~similarium.games.sb.game.Game` whose target is
never reached; :func:`new_game`, :func:`next_roll`, :func:`finished` and :func:`won`
are the whole difference. The page (``ui/sb/session.py``) only calls them.
"""

from __future__ import annotations

import random

from similarium.games.sb.game import Game
from similarium.games.sb.rules import BASE_DICE, KEY_DICE, Dice

__all__ = ["PAR", "TARGET", "TURNS", "daily_dice", "finished", "new_game", "next_roll", "won"]

TURNS = 5
PAR = 40  # optimal expected-score play averages 41.6 over 5 turns and reaches 40 in ~60% of days
TARGET = 10**6  # never reached: a daily ends after TURNS turns


def daily_dice(day_seed: int, turn: int, roll: int, base_left: int, keys_left: int) -> Dice:
    """The dice of roll ``roll`` (0-based) of turn ``turn`` of a daily (see the module doc)."""
    rng = random.Random((day_seed << 40) | (turn << 8) | roll)
    base = [rng.randint(1, 6) for _ in range(BASE_DICE)]
    keys = [rng.randint(1, 6) for _ in range(KEY_DICE)]
    return Dice(tuple(base[:base_left]), tuple(keys[:keys_left]))


def new_game(players: list[str]) -> Game:
    """A daily game: no seeded dice of its own (each roll comes from :func:`next_roll`)."""
    return Game.new(list(players), seed=None, target=TARGET)


def next_roll(day_seed: int, game: Game) -> Dice:
    """The dice of the next roll of ``game``'s current turn."""
    turn = game.turn
    rolls = sum(1 for e in turn.events if e.kind == "roll")
    return daily_dice(day_seed, turn.number, rolls, turn.base_left, turn.keys_left)


def finished(game: Game) -> bool:
    """A daily ends once :data:`TURNS` turns are played."""
    return len(game.history) >= TURNS


def won(total: int) -> bool:
    return total >= PAR
