"""Similo's bots play from observations: the random bot's guessers win about 1 game in 12 (the
secret is any of the 12 cards left last); the traits giver and guessers win most games."""

from __future__ import annotations

from similarium.core.protocol import play
from similarium.games.similo.protocol import RULES


def wins(bot: str, options: dict, games: int = 60) -> int:
    won = 0
    for seed in range(games):
        state = RULES.new(options, seed, ("Giver", "Guesser", "Other"))
        end = play(state, {s: RULES.bots[bot]() for s in range(3)})
        won += end.game.result == "won"
    return won


def test_random_guessers_rarely_win():
    assert wins("random", {}, 120) <= 25


def test_traits_giver_and_guessers_win_most_games_in_every_rule_family():
    for options in ({}, {"rules": "remove-advanced"}, {"rules": "remove"}):
        assert wins("traits", options) >= 30, options
