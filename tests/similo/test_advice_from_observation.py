"""The giver's advice (the page's suggestion) is read from the giver's observation: the same
advice as from the whole game, and none from a guesser's observation (it holds no secret)."""

from __future__ import annotations

import random

import pytest

from similarium.games.similo.advice import giver_advice
from similarium.games.similo.protocol import RULES
from similarium.ui.similo.session import default_options


def clue_positions(count: int):
    found, seed = [], 0
    while len(found) < count:
        rng = random.Random(seed)
        options = {**default_options(), **{o.name: rng.choice(o.choices) for o in RULES.options}}
        state = RULES.new(options, seed, ("Giver", "Guessers"))
        for _ in range(rng.randint(0, 12)):
            if state.turn().over:
                break
            seat = 0 if state.game.phase == "clue" else 1
            state = state.apply(seat, rng.choice(state.legal_moves(seat)))
        if not state.turn().over and state.game.phase == "clue":
            found.append(state)
        seed += 1
    return found


@pytest.mark.parametrize("state", clue_positions(6), ids=lambda s: f"round {s.game.round}")
def test_the_giver_s_observation_gives_the_same_advice_as_the_game(state):
    assert giver_advice(state.observation(0)) == giver_advice(state.game)
    with pytest.raises((KeyError, TypeError)):  # a guesser's observation has no secret to advise on
        giver_advice(state.observation(1))
