"""Random legal Similo games (hypothesis): they end within 5 rounds, a won game leaves exactly
the secret, the log replays exactly, refused moves change nothing, and no guesser's
observation depends on the secret."""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from similarium.core.errors import BadInput, IllegalMove
from similarium.core.protocol import GameLog
from similarium.core.replay import replay
from similarium.games.similo.protocol import RULES, deck_ids, resample
from similarium.games.similo.rules import Clue, Remove

OPTIONS = st.fixed_dictionaries({
    "rules": st.sampled_from(("classic", "remove", "remove-advanced")),
    "characters": st.sampled_from(deck_ids()),
    "clues": st.sampled_from(("same", *deck_ids())),
})


def random_game(options: dict, seed: int, seats: int, check=None):
    rng = random.Random(seed)
    state = RULES.new(options, seed, tuple(f"P{i}" for i in range(seats)))
    states = [state]
    while not state.turn().over:
        seat = rng.choice(state.turn().seats)
        if check:
            check(state, seat, rng)
        state = state.apply(seat, rng.choice(state.legal_moves(seat)))
        states.append(state)
    return state, states


@settings(max_examples=120, deadline=None)
@given(options=OPTIONS, seed=st.integers(0, 2**32 - 1), seats=st.integers(2, 7))
def test_random_games_end_within_five_rounds_and_replay_exactly(options, seed, seats):
    end, states = random_game(options, seed, seats)
    g = end.game
    assert g.result in ("won", "lost") and len(g.clues) <= 5
    assert all(s.game.round <= 5 for s in states)
    if g.result == "won":
        assert g.remaining == (g.secret,) and len(g.clues) == 5
        assert [len(r) for r in g.removed] == [1, 2, 3, 4, 1]
    else:
        assert g.removed[-1][-1] == g.secret and g.secret not in g.remaining
    again = replay(RULES, GameLog.from_json(json.loads(end.log().dumps())))
    assert again == end
    assert end.outcome().winners == (tuple(range(seats)) if g.result == "won" else ())


def test_clue_orientations_follow_the_rule_family():
    for rules, allowed in (("classic", {"vertical", "horizontal"}), ("remove", {"horizontal"}),
                           ("remove-advanced", {"vertical", "horizontal"})):
        end, _ = random_game({"rules": rules}, 5, 3)
        assert {c.orientation for c in end.game.clues} <= allowed
        assert {c.orientation for c in RULES.new({"rules": rules}, 5, ("A", "B")).legal_moves(0)} == allowed


def refuse_and_compare(state, seat, rng):
    """Moves no rule allows now are refused (an illegal move accepted fails here) and leave the
    state as it was (deep-compared: a refusal that changed a list inside it would show)."""
    before = copy.deepcopy(state)
    g = state.game
    never = [(seat, Clue("nobody", "vertical")), (seat, Clue(g.hand[0], "sideways")),
             (0, Remove(g.remaining[0])), (len(state.players), Remove(g.remaining[0])),
             (1, Clue(g.hand[0], "horizontal")), (seat, Clue(g.hand[0], "vertical", drawn="nobody")),
             (seat, "remove"), (seat, Remove(next((c for r in g.removed for c in r), "nobody")))]
    maybe = [(seat, Remove(g.grid[0])), (seat, Clue(g.hand[0], "vertical")), (seat, Remove(g.secret))]
    for who, move in never + maybe:
        allowed = 0 <= who < len(state.players) and move in state.legal_moves(who)
        if (who, move) in never:
            assert not allowed, (who, move)
        if allowed:
            continue
        with pytest.raises((IllegalMove, BadInput)):
            state.apply(who, move)
        assert state == before


@settings(max_examples=40, deadline=None)
@given(options=OPTIONS, seed=st.integers(0, 2**32 - 1), seats=st.integers(2, 5))
def test_illegal_moves_are_refused_and_leave_the_state_unchanged(options, seed, seats):
    random_game(options, seed, seats, check=refuse_and_compare)


def hidden_check(state, seat, rng):
    """Every guesser sees the same thing whatever the secret among the cards on the table,
    the hand and the draw order; the giver whatever the draw order."""
    for guesser in range(1, len(state.players)):
        obs = state.observation(guesser)
        assert obs.secret is None and obs.hand is None
        secrets = set()
        for _ in range(12):
            other = resample(state, guesser, rng.randrange(2**32))
            secrets.add(other.game.secret)
            assert other.game.secret in state.game.remaining
            assert other.observation(guesser) == obs
            assert json.dumps(other.observation(guesser).to_json()) == json.dumps(obs.to_json())
        if len(state.game.remaining) >= 4:
            assert len(secrets) > 1  # the secret did change, and the observation did not
    giver = resample(state, 0, rng.randrange(2**32))
    assert giver.game.secret == state.game.secret and giver.game.hand == state.game.hand
    assert giver.observation(0) == state.observation(0)


@settings(max_examples=30, deadline=None)
@given(options=OPTIONS, seed=st.integers(0, 2**32 - 1), seats=st.integers(2, 4))
def test_the_guessers_observation_never_contains_the_secret(options, seed, seats):
    random_game(options, seed, seats, check=hidden_check)


def test_resampled_secrets_do_vary_and_the_giver_sees_the_secret_and_the_hand():
    state = RULES.new({}, 11, ("Giver", "Guesser"))
    secrets = {resample(state, 1, s).game.secret for s in range(40)}
    assert len(secrets) > 5
    giver = state.observation(0)
    assert giver.secret == state.game.secret and giver.hand == state.game.hand
    assert giver.draw_pile_size == len(state.game.draw_pile)
    assert "draw_pile" not in giver.to_json()


def test_every_guesser_seat_may_remove_and_the_giver_plays_the_clues():
    state = RULES.new({}, 2, ("G", "A", "B", "C"))
    assert state.turn().seats == (0,) and state.turn().phase == "clue"
    state = state.apply(0, state.legal_moves(0)[0])
    assert state.turn().seats == (1, 2, 3) and state.turn().phase == "remove"
    assert state.legal_moves(0) == [] and state.legal_moves(2) == state.legal_moves(3)
    with pytest.raises(IllegalMove) as err:
        state.apply(0, state.legal_moves(1)[0])
    assert err.value.code == "game.not_your_turn"


def test_the_log_records_the_card_each_clue_drew():
    state = RULES.new({}, 4, ("G", "A"))
    top = state.game.draw_pile[0]
    state = state.apply(0, state.legal_moves(0)[0])
    assert state.log().moves[0][1]["drawn"] == top
    with pytest.raises(BadInput):
        RULES.new({}, None, ("G", "A"))


def test_the_secret_is_shown_to_everybody_once_the_game_is_over():
    end, _ = random_game({}, 9, 3)
    assert all(end.observation(s).secret == end.game.secret for s in range(3))


@settings(max_examples=40, deadline=None)
@given(options=OPTIONS, seed=st.integers(0, 2**32 - 1))
def test_a_played_game_written_as_a_replay_file_gives_the_same_result(options, seed):
    from similarium.games.similo.cli import play, read_game, summary

    start = RULES.new(options, seed, ("G", "A"))
    end, _ = random_game(options, seed, 2)
    g, s = end.game, start.game
    data = {"game": "similo", "rules": g.variant.rules, "advanced": g.variant.advanced, "characters": g.characters,
            "clues": g.clue_deck, "grid": list(g.grid), "secret": g.secret, "hand": list(s.hand),
            "draws": list(s.draw_pile),
            "rounds": [{"clue": c.card, "orientation": c.orientation, "remove": list(r)}
                       for c, r in zip(g.clues, g.removed, strict=True)]}
    assert summary(play(*read_game(json.loads(json.dumps(data))))) == {"result": g.result,
                                                                      "remaining": list(g.remaining)}
