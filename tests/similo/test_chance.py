"""The giver's win chance says something: low for a clue that gives the secret away, high for
a good one, and, with guessers the AI was not built with (the picture-only reader of
scripts/research/similo_readers.py), the decisions it rates low are lost more often than those it rates
high. A constant win chance fails every test here."""

from __future__ import annotations

import sys
from pathlib import Path

from similarium.games.similo import ai, chance, decks
from similarium.games.similo.rules import Deal

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "research"))

import similo_calibration  # noqa: E402


def test_a_clue_that_points_at_the_secret_to_remove_it_is_rated_below_the_ai_clue():
    cards = decks.cards()
    low, high = [], []
    for seed in range(6):
        deal = Deal.from_seed(decks.load()["myths"], None, seed)
        table = [cards[c] for c in deal.grid]
        hand = [cards[c] for c in deal.hand]
        secret = cards[deal.secret]
        good = ai.choose_clue(secret, table, [], hand, 1)
        # The secret itself, played horizontally ("unlike the secret"): every reader removes it.
        bad = ai.GiverChoice(secret, ai.HORIZONTAL, (), 0.0)
        low.append(chance.win_chance(secret, table, [], [secret, *hand[1:]], bad, (ai.VERTICAL, ai.HORIZONTAL)))
        high.append(chance.win_chance(secret, table, [], hand, good, (ai.VERTICAL, ai.HORIZONTAL)))
    assert all(0 <= p <= 1 for p in low + high)
    assert max(low) < 0.5 < min(high), (low, high)


def test_decisions_rated_low_are_lost_more_often_with_independent_guessers():
    out = similo_calibration.calibration(30, 300000, "picture")
    bins = out["bins"]
    low = [b for b in bins if b["bin"][1] <= 0.8]
    high = [b for b in bins if b["bin"][0] >= 0.95]
    assert low and high, bins  # a constant puts every decision in one bin
    lost_low = sum(b["decisions"] * (1 - b["realised"]) for b in low) / sum(b["decisions"] for b in low)
    lost_high = sum(b["decisions"] * (1 - b["realised"]) for b in high) / sum(b["decisions"] for b in high)
    assert lost_low > lost_high, bins
    assert out["all"]["brier"] < out["all"]["brier_constant"]  # better than the best constant, known afterwards
    assert abs(out["all"]["mean_predicted"] - out["all"]["realised"]) < 0.05  # neither hopeful nor gloomy on average
