"""The giver plays clues that readers it was not built with still read right: it weighs the
secret's chance under noise (:func:`similarium.games.similo.ai._noisy`), not a hard rank, and
reads the pictures with and without the scene behind the figure."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from similarium.core.protocol import play
from similarium.games.similo import ai, decks
from similarium.games.similo.bots import TraitsBot
from similarium.games.similo.protocol import RULES, SAME, deck_ids

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "research"))

import similo_readers  # noqa: E402

SEEDS = range(7000, 7080)  # not the tuning seeds (120000..), nor the tables' (100000.., 110000..)
VALUES = {"s": 2.0, "a": 1.0, "b": 2.0, "c": 2.5, "d": 0.0, "e": 3.0, "f": 5.0, "g": 4.0, "h": 1.5, "i": 2.2,
          "j": 2.1, "k": 0.5}


def _sampled(values: dict[str, float], count: int, sd: float, n: int = 20000) -> float:
    rng = random.Random(5)
    kept = 0
    for _ in range(n):
        v = {c: x + rng.gauss(0.0, sd) for c, x in values.items()}
        kept += sum(x < v["s"] for x in v.values()) >= count
    return kept / n


@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_the_chance_under_noise_is_the_sampled_one(count):
    assert ai._noisy(VALUES, "s", count, 0.5) == pytest.approx(_sampled(VALUES, count, 0.5), abs=0.02)
    assert ai._noisy(VALUES, "s", count, 0.8) == pytest.approx(_sampled(VALUES, count, 0.8), abs=0.04)


def test_a_secret_clear_of_the_cut_is_safer_than_one_just_over_it():
    just = {"s": 1.1, "a": 1.0, "b": 0.0, "c": 3.0}
    clear = {"s": 2.5, "a": 1.0, "b": 0.0, "c": 3.0}
    assert ai._survival(just, "s", 2)[0] == ai._survival(clear, "s", 2)[0] == 1.0  # a hard rank: the same
    assert ai._noisy(just, "s", 2, ai.NOISE) < ai._noisy(clear, "s", 2, ai.NOISE) < 1.0
    assert ai._noisy({"s": 9.0, "a": 0.0, "b": 0.0}, "s", 2, ai.NOISE) == 1.0
    assert ai._noisy(VALUES, "s", 0, ai.NOISE) == 1.0


def _scene_twice(card: decks.Card, clue: decks.Card) -> float:
    shared = similo_readers.picture(card.id) & similo_readers.picture(clue.id)
    return float(len(shared) + sum(t.startswith("scene:") for t in shared))


def _wins(reader: str) -> int:
    ids = deck_ids()
    won = 0
    for i, seed in enumerate(SEEDS):
        state = RULES.new({"rules": "classic", "characters": ids[i % len(ids)], "clues": SAME}, seed,
                          ("Giver", "Guesser"))
        end = play(state, {0: TraitsBot(), 1: similo_readers.IndependentBot(reader, seed * 7 + 1)})
        won += end.game.result == "won"
    return won


def test_the_giver_is_read_by_picture_readers_it_was_not_built_with(monkeypatch):
    """Whole classic games, 80 seeded deals: with guessers who see only the pictures (the
    independent ``picture`` reader), and with guessers who also count the scene behind the
    figure twice (the loudest thing in a picture), the giver wins 9 in 10. The giver that
    ranked by a hard rank and read the pictures without the scene won 73 and 66 of these."""
    monkeypatch.setitem(similo_readers.SIMILARITY, "scene-twice", _scene_twice)
    picture, scene_twice = _wins("picture"), _wins("scene-twice")
    assert picture >= 72 and scene_twice >= 72, (picture, scene_twice)
