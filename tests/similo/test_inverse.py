"""The guessers read a giver they were not built with better than a plain count of shared
traits does (:mod:`similarium.games.similo.inverse`), on seeded whole games against the
independent givers of ``scripts/research/similo_readers.py``."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from similarium.games.similo import ai, inverse, reading

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "research"))

import similo_crossplay  # noqa: E402

SEEDS = range(7000, 7030)  # not the seeds the weights were chosen on (120000..), nor the tables'


def _wins(rules: str, pairings: list[tuple[str, str]]) -> list[int]:
    rows = [similo_crossplay.play_deal(rules, seed, i, pairings) for i, seed in enumerate(SEEDS)]
    return [sum(row[j] for row in rows) for j in range(len(pairings))]


@pytest.mark.parametrize("giver", ["picture", "plain"])
def test_the_guessers_read_an_independent_giver_better_than_a_plain_count(giver):
    """With a giver they were not built with, the AI guessers win more of the same deals than
    guessers removing the card sharing the fewest traits (``plain``) and than the giver's own
    partner. Fails when the guessers go back to counting."""
    ours, counting, partner = _wins("classic", [(giver, "ours"), (giver, "plain"), (giver, giver)])
    assert ours > counting and ours > partner, (ours, counting, partner)


def test_a_giver_reading_outside_the_family_is_still_read(monkeypatch):
    """Without the count of shared traits in the family of givers, the plain (count) giver's
    clues are still read better than its own partner reads them: the inverse does not need the
    giver's exact reading, the readings near it explain its clues."""
    monkeypatch.setattr(inverse, "FAMILY", tuple(r for r in inverse.FAMILY if r is not reading.count))
    inverse._round.cache_clear()
    try:
        ours, partner = _wins("classic", [("plain", "ours"), ("plain", "plain")])
    finally:
        inverse._round.cache_clear()
    assert ours > partner, (ours, partner)


def test_remove_rules_are_read_through_the_one_orientation_they_allow():
    ours, partner = _wins("remove", [("picture", "ours"), ("picture", "picture")])
    assert ours > partner, (ours, partner)


def test_the_readings_that_explain_the_clues_take_over():
    """After a picture giver's clues, the pictures' readings explain them better than a count of
    every trait (their likelihood summed over the cards left is higher)."""
    from similarium.core.protocol import play
    from similarium.games.similo.bots import played_clues
    from similarium.games.similo.protocol import RULES

    ahead = 0
    for seed in SEEDS[:10]:
        state = RULES.new(similo_crossplay._options("classic", seed, None, None), seed, ("Giver", "Guesser"))
        end = play(state, {0: similo_crossplay._bot("picture", seed), 1: similo_crossplay._bot("picture", seed + 1)})
        clues = played_clues(end.game)
        family = inverse.likelihoods(clues, (ai.VERTICAL, ai.HORIZONTAL))
        assert family is not None
        secret = end.game.secret
        by = dict(zip(inverse.FAMILY, family, strict=True))
        ahead += by[reading.backdrop][secret] > by[reading.count][secret]
    assert ahead >= 8, ahead
