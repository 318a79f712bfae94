"""The strong bot (``strong.py``): legal in every game and for any view ``advise`` may get (its
own choice, not the fallback to the first legal move), deterministic, decides from the
observation only, and beats the greedy bot."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from similarium.games.similis.bots import ADVISOR, BOTS, GreedyBot, advise_move
from similarium.games.similis.cards import DECK, Card
from similarium.games.similis.cli import read_view
from similarium.games.similis.protocol import RULES, observe, resample
from similarium.games.similis.rules import Draw, Game, Gift, Lay
from similarium.games.similis.series import Banned, is_banned
from similarium.games.similis.sim import run
from similarium.games.similis.strong import StrongBot, choose_gift, choose_lay

from .helpers import c, cs, game


def own_choice(obs, legal):
    """The strong bot's move, without ``choose``'s fallback to the first legal move."""
    if isinstance(legal[0], Draw):
        return legal[0]
    return choose_gift(obs) if isinstance(legal[0], Gift) else choose_lay(obs)[0]


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("banned", [False, True])
def test_the_strong_bot_plays_only_legal_moves(players, banned):
    for seed in range(4):
        g = Game.deal(players, 1000 * players + seed, banned)
        while not g.over:
            seat = g.to_move
            legal = g.legal_moves()
            move = own_choice(observe(g, seat), legal)
            assert move in legal, move
            g = g.apply(seat, move)


def test_the_strong_bot_is_registered_and_advises():
    assert "strong" in BOTS and BOTS["strong"]().name == "strong" and ADVISOR == "strong"


def play_turn(g: Game, seat: int, turn: dict) -> Game:
    """``turn`` (the command line's format) played at ``seat`` of ``g``; IllegalMove if refused."""
    if "draw" in turn:
        assert set(turn) == {"draw"}
        return g.apply(seat, Draw())
    assert set(turn) == {"series", "market", "gifts"}
    g = g.apply(seat, Lay(tuple(Card(*x) for x in turn["series"]),
                          None if turn["market"] is None else Card(*turn["market"])))
    assert len(turn["gifts"]) == g.gifts_due
    for gift in turn["gifts"]:
        assert set(gift) == {"card", "to"}
        g = g.apply(seat, Gift(Card(*gift["card"]), gift["to"]))
    assert g.over or g.to_move != seat
    return g


def view_of(players, seat, hand, market, sizes, pile=5, banned=None) -> dict:
    return {"game": "similis", "players": players, "banned": banned, "seat": seat,
            "hand": [list(x.values) for x in hand], "market": [list(x.values) for x in market],
            "hand_sizes": sizes, "pile_size": pile}


def check_view(data: dict) -> dict:
    """advise's turn for ``data``, played on a deal with that view (other hands: fillers)."""
    obs = read_view(json.loads(json.dumps(data)))
    turn = advise_move(obs)
    json.dumps(turn)
    filler = Card(99, "none", "none", "none")
    hands = [obs.hand if q == obs.seat else (filler,) * max(1, n) for q, n in enumerate(obs.hand_sizes)]
    g = replace(Game.start(hands, obs.market, (filler,) * obs.pile_size, obs.banned), to_move=obs.seat)
    play_turn(g, obs.seat, turn)
    return turn


def test_advise_is_legal_with_an_empty_market():
    check_view(view_of(3, 0, cs("1-ankh-blue-stone 1-ankh-blue-sand 2-eye-red-sand 4-lotus-green-papyrus"),
                       (), [4, 6, 2], pile=0))


def test_advise_is_legal_for_a_huge_hand():
    cards = list(DECK)
    random.Random(5).shuffle(cards)
    turn = check_view(view_of(4, 2, cards[:30], cards[30:33], [3, 9, 30, 1]))
    assert "series" in turn


def test_advise_is_legal_for_card_values_not_in_the_deck():
    hand = [Card(7, "moon", "violet", "glass"), Card(7, "moon", "violet", "wood"), Card(8, "sun", "black", "glass"),
            Card(9, "moon", "white", "glass"), Card(7, "moon", "black", "glass"), Card("x", "y", "z", "w")]
    market = [Card(7, "sun", "violet", "glass"), Card(11, "star", "grey", "wood")]
    turn = check_view(view_of(5, 4, hand, market, [2, 8, 1, 12, 6]))
    assert "series" in turn
    # many values: the unseen cards cannot be listed, the plan works from the hand alone
    hand = [Card(i, f"s{i}", f"c{i % 3}", "bg") for i in range(40)] + [Card(0, "s0", "c0", "other")]
    check_view(view_of(3, 1, hand, [], [5, 41, 5]))


def test_advise_is_legal_with_banned_cards_and_copies():
    pair = {"symbol": "ankh", "colour": "blue"}
    hand = cs("1-ankh-blue-stone 1-ankh-blue-sand 1-ankh-blue-papyrus 2-eye-red-sand 2-eye-red-sand "
              "2-eye-red-stone 3-ankh-green-sand")
    turn = check_view(view_of(3, 1, hand, cs("1-ankh-blue-stone 2-eye-green-sand"), [10, 7, 4], banned=pair))
    laid = [Card(*x) for x in turn["series"]]
    assert not any(is_banned(x, Banned("ankh", "blue")) for x in laid)
    # banned cards are the first given: nobody can ever lay them
    assert all(is_banned(Card(*g["card"]), Banned("ankh", "blue")) for g in turn["gifts"])
    # only banned cards and nothing else to lay: a draw
    assert check_view(view_of(3, 0, cs("1-ankh-blue-stone 2-ankh-blue-sand"), (), [2, 5, 5], banned=pair)) == {
        "draw": True}


@pytest.mark.parametrize("seed", range(30))
def test_advise_is_legal_for_random_views(seed):
    rng = random.Random(seed)
    cards = list(DECK)
    rng.shuffle(cards)
    players = rng.randrange(3, 7)
    seat = rng.randrange(players)
    size = rng.randrange(1, 25)
    sizes = [rng.randrange(1, 12) for _ in range(players)]
    sizes[seat] = size
    pair = {"symbol": cards[0].symbol, "colour": cards[1].colour} if seed % 2 else None
    check_view(view_of(players, seat, cards[:size], cards[100:100 + rng.randrange(0, 4)], sizes,
                       pile=rng.randrange(0, 20), banned=pair))


def test_decisions_are_deterministic_and_from_the_observation_only():
    state = RULES.new({"banned": "off"}, 17, ("A", "B", "C", "D"))
    for _ in range(12):
        seat = state.turn().seats[0]
        obs = state.observation(seat)
        legal = state.legal_moves(seat)
        move = StrongBot().choose(obs, legal)
        assert StrongBot().choose(obs, legal) == move
        # what the seat cannot see dealt again: the same observation, the same move
        other = resample(state, seat, 99)
        assert other.observation(seat) == obs and StrongBot().choose(other.observation(seat), legal) == move
        state = state.apply(seat, move)
    assert advise_move(observe(state.game, state.game.to_move)) == advise_move(observe(state.game, state.game.to_move))


def test_gifts_go_to_the_opponent_about_to_win():
    # seat 0 lays a pair and gives 2 of its 6 cards; seat 2 holds 4 cards and plays before seat 1's 5
    g = game(["1-ankh-blue-stone 1-ankh-blue-sand 5-feather-yellow-papyrus 4-lotus-green-sand "
              "3-eye-red-stone 2-scarab-green-papyrus", "", ""])
    g = replace(g, hands=(g.hands[0], (c("5-eye-red-sand"),) * 5, (c("4-eye-red-sand"),) * 4), to_move=0)
    obs = observe(replace(g, to_move=0), 0)
    turn = advise_move(obs)
    assert "series" in turn and len(turn["gifts"]) == 2
    # the next to play is seat 1 (5 cards) then seat 2 (4 cards, can go out): seat 2 first
    assert turn["gifts"][0]["to"] == 2


def test_strong_beats_greedy():
    """201 seeded 3-player games, one strong bot and two greedy ones, seats rotated: the strong
    bot's win share is above the fair third, and above greedy's by a margin."""
    figures = run(201, 4242, 3, levels=["strong", "greedy", "greedy"],
                  make=lambda name: StrongBot() if name == "strong" else GreedyBot())
    strong = figures.wins["strong"] / figures.seats["strong"]
    greedy = figures.wins["greedy"] / figures.seats["greedy"]
    assert strong > 0.36 and strong > greedy + 0.06, (strong, greedy)


def _completing_plainly(unseen_cards: list[Card], hand: list[Card], banned) -> float:
    """The definition, card by card: the share of ``unseen_cards`` that make a series of 2, 3 or
    4 with the market card and some of ``hand`` (banned cards make none)."""
    from itertools import combinations

    from similarium.games.similis.series import is_series

    kept = [h for h in hand if not is_banned(h, banned)]
    if not unseen_cards or not kept:
        return 0.0
    hit = sum(any(is_series([*combo, u]) for k in (1, 2, 3) for combo in combinations(kept, k))
              for u in unseen_cards if not is_banned(u, banned))
    return hit / len(unseen_cards)


@pytest.mark.parametrize("banned", [False, True])
def test_the_unseen_cards_and_the_completing_share_follow_their_definitions(banned):
    """Unseen (the mask of cards not seen, banned ones out) and its completing share, cached per
    card and counted by projection for speed, against the definition on dealt games' views."""
    from similarium.games.similis.strong import Planner, Unseen

    for seed in range(3):
        g = Game.deal(4, 700 + seed, banned)
        rng = random.Random(seed)
        for _ in range(6):
            if g.over:
                break
            obs = observe(g, g.to_move)
            gave = {e.cards[0] for e in obs.history if e.kind == "gift" and e.seat == obs.seat and e.cards}
            known = {*obs.hand, *obs.market, *obs.laid, *obs.pile_bottom, *gave}
            expected = [d for d in DECK if d not in known and not is_banned(d, obs.banned)]
            unseen = Unseen(obs)
            assert unseen.count == len(expected)
            hand = list(obs.hand)
            plan = Planner(hand, obs.banned, unseen)  # the chance, by masks over the hand
            for _ in range(16):
                mask = rng.randrange(1 << len(hand))
                share = _completing_plainly(expected, plan.cards(mask), obs.banned)
                assert plan.market_chance(mask) == pytest.approx(1 - (1 - share) ** 3)
            g = g.apply(g.to_move, own_choice(obs, g.legal_moves()))


def test_a_card_keeps_the_dataclass_s_hash_and_compares_on_its_four_values():
    card = Card(2, "ankh", "blue", "stone")
    assert hash(card) == hash((2, "ankh", "blue", "stone")) and card.values == (2, "ankh", "blue", "stone")
    assert card == Card(2, "ankh", "blue", "stone") and card < Card(2, "ankh", "blue", "sun")
    assert replace(card, number=3).values == (3, "ankh", "blue", "stone")
