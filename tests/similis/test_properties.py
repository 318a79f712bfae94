"""Property tests over random play and random hands: games end, replay exactly, every card is
accounted for, observations never show another hand, bots play legal moves, and the series
enumeration agrees with brute force."""

from __future__ import annotations

import json
import random
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from similarium.core.protocol import GameLog
from similarium.core.replay import replay
from similarium.games.similis.bots import BOTS, greedy_turn
from similarium.games.similis.cards import DECK
from similarium.games.similis.protocol import RULES, resample
from similarium.games.similis.rules import Draw, Gift, Lay
from similarium.games.similis.series import (
    Banned,
    can_lay,
    is_banned,
    is_series,
    series_options,
)

from .helpers import accounted

seeds = st.integers(0, 2**32 - 1)
tables = st.integers(3, 6)


def play_random(seed: int, players: int, banned: bool, bot_names=("random",), check=None):
    state = RULES.new({"banned": "on" if banned else "off"}, seed, tuple(f"P{i}" for i in range(players)))
    bots = [BOTS[bot_names[s % len(bot_names)]]() for s in range(players)]
    for _ in range(5000):
        if state.turn().over:
            return state
        seat = state.turn().seats[0]
        legal = state.legal_moves(seat)
        move = bots[seat].choose(state.observation(seat), legal)
        assert move in legal, f"{bots[seat].name} played an unlisted move {move!r}"
        state = state.apply(seat, move)
        if check:
            check(state)
    raise AssertionError("no end")


@settings(max_examples=60, deadline=None)
@given(seed=seeds, players=tables, banned=st.booleans())
def test_random_legal_games_end_and_replay_exactly_from_the_log(seed, players, banned):
    state = play_random(seed, players, banned, ("random", "greedy"))
    outcome = state.outcome()
    assert outcome is not None and len(outcome.winners) >= 1
    assert all(outcome.scores[w] == 0 for w in outcome.winners)
    again = replay(RULES, GameLog.from_json(json.loads(state.log().dumps())))
    assert again.game == state.game and again.outcome() == outcome


@settings(max_examples=40, deadline=None)
@given(seed=seeds, players=tables, banned=st.booleans())
def test_every_card_is_always_in_exactly_one_place(seed, players, banned):
    def check(state):
        g = state.game
        assert accounted(g)
        assert len(g.market) <= 3
        if g.banned:
            assert not any(is_banned(c, g.banned) for c in g.market)
            assert not any(is_banned(c, g.banned) for c in g.laid)
    play_random(seed, players, banned, check=check)


@settings(max_examples=30, deadline=None)
@given(seed=seeds, players=tables, banned=st.booleans(), salt=seeds)
def test_no_observation_shows_another_seats_hand(seed, players, banned, salt):
    rng = random.Random(salt)

    def check(state):
        g = state.game
        seat = rng.randrange(players)
        obs = state.observation(seat)
        assert obs.hand == g.hands[seat] and obs.hand_sizes == g.hand_sizes and obs.pile_size == len(g.pile)
        other = resample(state, seat, rng.randrange(2**32))
        assert other.observation(seat) == obs  # other hands dealt again: nothing in the view changes
        assert other.game.hand_sizes == g.hand_sizes and accounted(other.game)
        text = json.dumps(obs.to_json())
        assert "seed" not in json.loads(text)
    play_random(seed, players, banned, ("greedy", "random"), check=check)


@settings(max_examples=30, deadline=None)
@given(seed=seeds, players=tables, banned=st.booleans())
def test_greedy_and_random_bots_only_play_legal_moves(seed, players, banned):
    play_random(seed, players, banned, ("greedy", "random", "greedy"))  # play_random asserts it


def hands(max_size: int = 14):
    return st.lists(st.sampled_from(DECK), min_size=0, max_size=max_size, unique=True)


@settings(max_examples=200, deadline=None)
@given(hand=hands(), market=st.lists(st.sampled_from(DECK), max_size=3, unique=True),
       pair=st.none() | st.builds(Banned, st.sampled_from(("ankh", "eye")), st.sampled_from(("blue", "red"))))
def test_series_options_is_every_legal_series_once(hand, market, pair):
    market = [c for c in market if c not in hand]
    got = series_options(hand, market, pair)
    want = set()
    for size in (2, 3, 4):
        for own in range(size - 1, size + 1):
            for cards in combinations(hand, own):
                for extra in ([None] if own == size else market):
                    full = cards + (() if extra is None else (extra,))
                    if is_series(full) and not any(is_banned(c, pair) for c in full):
                        want.add((frozenset(cards), extra))
    assert len(got) == len(want) == len({(frozenset(s.cards), s.market) for s in got})
    assert {(frozenset(s.cards), s.market) for s in got} == want
    assert can_lay(hand, market, pair) == bool(want)
    assert all(list(s.cards) == sorted(s.cards, key=hand.index) for s in got)


@settings(max_examples=100, deadline=None)
@given(seed=seeds, players=tables, size=st.integers(1, 30), banned=st.booleans())
def test_the_greedy_turn_is_legal_for_any_view(seed, players, size, banned):
    """advise's turn, played on a position with that view, is accepted by the rules."""
    from dataclasses import replace

    from similarium.games.similis.protocol import observe
    from similarium.games.similis.rules import Game

    rng = random.Random(seed)
    cards = list(DECK)
    rng.shuffle(cards)
    seat = rng.randrange(players)
    hand_list = [cards[:size]] + [cards[size + 5 * i: size + 5 * i + rng.randrange(1, 6)] for i in range(players - 1)]
    hand_list = hand_list[1:seat + 1] + [hand_list[0]] + hand_list[seat + 1:]
    pair = Banned(cards[0].symbol, cards[1].colour) if banned else None
    market = [c for c in cards[200:203] if not is_banned(c, pair)]
    g = replace(Game.start(hand_list, market, cards[203:203 + rng.randrange(0, 10)], pair), to_move=seat)
    turn = greedy_turn(observe(g, seat))
    if "draw" in turn:
        g.apply(seat, Draw())
        return
    from similarium.games.similis.cards import Card

    g = g.apply(seat, Lay(tuple(Card(*x) for x in turn["series"]),
                          None if turn["market"] is None else Card(*turn["market"])))
    assert len(turn["gifts"]) == g.gifts_due
    for gift in turn["gifts"]:
        g = g.apply(seat, Gift(Card(*gift["card"]), gift["to"]))
    assert g.over or g.to_move != seat
