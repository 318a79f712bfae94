"""A test of strength for the SIMILI bot on fixed seeds (``scripts/research/simili_bot_strength.py``).

The bot plays rounds 1-9 of 600 seeded deals (seeds 600001..600600, both variants; without round
9's exact category search, which ``test_round_nine.py`` covers), and each game is scored by its
exact chance of 100+ before the tenth roll (the last roll's luck taken out: the greedy mutation's
paired interval is 2.9 points wide each side instead of 3.4 with whole games' wins). Figures, the
bar's derivation, and what to do when a change fails it: docs/simili-bot.md, "Test of strength".
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "research"))

import simili_bot_strength as strength  # noqa: E402

# Measured on these deals: the bot 0.5316; choosing rounds 1-8's category greedily 0.4826 (paired
# difference -0.049 +- 0.029, z -3.3). The bar sits halfway.
BAR = 0.507


def mean_chance(name: str) -> float:
    bot = strength.make(name)
    values = [strength.round_ten_chance(bot, s, v) for s, v in strength.deals()]
    return sum(values) / len(values)


def test_the_bot_reaches_the_bar():
    got = mean_chance("bot")
    assert got >= BAR, f"the bot's mean round-10 chance {got:.4f} is below {BAR} (see docs/simili-bot.md)"


def test_choosing_greedily_in_rounds_1_to_8_falls_below_the_bar():
    """The test can fail: the mutation the issue names (54.4% -> 48.8% of 2,000 games) fails it."""
    assert mean_chance("greedy-early") < BAR
