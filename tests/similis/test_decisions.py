"""Where the Similis text is silent: our decisions S1-S15 (docs/rules.md, Similis)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from similarium.core.errors import IllegalMove
from similarium.games.similis.bots import GreedyBot, advise_move, closest_to_winning, least_useful
from similarium.games.similis.cards import DECK, Card, deck
from similarium.games.similis.protocol import RULES, observe, resample
from similarium.games.similis.rules import Draw, Game, Gift, Lay, Match
from similarium.games.similis.series import Banned

from .helpers import accounted, c, cs, game

NO_SERIES = "1-ankh-blue-stone 2-scarab-green-sand 3-eye-red-papyrus"


def test_s1_a_market_card_counts_in_the_series_size_and_the_gifts():
    g = game(["1-ankh-blue-stone 5-feather-yellow-papyrus 4-lotus-green-sand", "", ""], "1-ankh-blue-sand")
    g = g.apply(0, Lay(cs("1-ankh-blue-stone"), c("1-ankh-blue-sand")))  # a series of 2: 2 gifts
    assert g.gifts_due == 2 and g.laid == cs("1-ankh-blue-stone 1-ankh-blue-sand")


def test_s2_the_deck_is_every_combination_of_the_value_lists():
    assert DECK == deck() and len(DECK) == 300 and len(set(DECK)) == 300


def test_s3_the_banned_pairs_two_cards_go_back_and_every_card_is_dealt():
    for seed in range(10):
        g = Game.deal(5, seed, banned=True)
        assert accounted(g) and g.banned is not None
    assert Game.deal(4, 3, banned=True) == Game.deal(4, 3, banned=True)  # the seed decides everything


def test_s4_a_banned_card_turned_up_goes_under_the_pile_and_only_banned_cards_leave_the_slot_empty():
    g = Game.start([cs("1-eye-red-sand")] * 3, (), cs("1-ankh-green-stone 2-eye-red-sand 2-ankh-green-sand"),
                   Banned("ankh", "green"), fill_market=True)
    assert g.market == cs("2-eye-red-sand") and g.pile == cs("2-ankh-green-sand 1-ankh-green-stone")
    assert g.bottom_known == 1 and [e.kind for e in g.history] == ["bottom", "turned"]


def test_s5_the_market_is_refilled_after_the_gifts_and_stays_short_once_the_pile_is_empty():
    g = game(["1-ankh-blue-stone 5-feather-yellow-papyrus 4-lotus-green-sand 3-eye-red-stone", "", ""],
             "1-ankh-blue-sand 2-eye-red-sand", "5-lotus-red-papyrus")
    g = g.apply(0, Lay(cs("1-ankh-blue-stone"), c("1-ankh-blue-sand")))
    assert g.market == cs("2-eye-red-sand")  # not yet: the gifts come first
    g = g.apply(0, Gift(c("5-feather-yellow-papyrus"), 1))
    assert g.market == cs("2-eye-red-sand")
    g = g.apply(0, Gift(c("4-lotus-green-sand"), 2))
    assert g.market == cs("2-eye-red-sand 5-lotus-red-papyrus") and g.pile == ()


def test_s6_an_empty_pile_when_a_player_must_draw_is_a_pass():
    g = game([NO_SERIES, "5-feather-yellow-papyrus", "4-lotus-green-sand"])
    g2 = g.apply(0, Draw())
    assert g2.hands == g.hands and g2.to_move == 1 and g2.passes == 1 and g2.history[-1].kind == "pass"


def test_s7_a_full_round_of_passes_ends_the_game_the_fewest_cards_win_shared_on_a_tie():
    g = game([NO_SERIES, "5-feather-yellow-papyrus", "4-lotus-green-sand"])
    g = g.apply(0, Draw()).apply(1, Draw())
    assert not g.over
    g = g.apply(2, Draw())
    assert g.stalled and g.over and g.winners() == (1, 2) and g.scores() == (3, 0, 0)
    state = replace(RULES.new({}, 1, ("A", "B", "C")), game=g)
    assert state.outcome().winners == (1, 2) and state.turn().over


def test_s8_a_match_tie_is_broken_by_games_won_then_shared():
    m = Match.new(3).add((0, 26, 30), (0,)).add((26, 0, 30), (1,)).add((0, 0, 0), (0,))
    assert m.over and m.totals == (26, 26, 60) and m.leaders() == (0,)  # 2 games won to 1
    tied = Match.new(3).add((0, 26, 60), (0,)).add((26, 0, 0), (1,))
    assert tied.leaders() == (0, 1)


def test_s9_a_gifts_card_is_seen_by_its_giver_and_receiver_only():
    g = game(["1-ankh-blue-stone 1-ankh-blue-sand 5-feather-yellow-papyrus 4-lotus-green-sand", NO_SERIES, NO_SERIES])
    g = g.apply(0, Lay(cs("1-ankh-blue-stone 1-ankh-blue-sand"))).apply(0, Gift(c("5-feather-yellow-papyrus"), 1))
    gift = [observe(g, s).history[-1] for s in range(3)]
    assert gift[0].cards == gift[1].cards == cs("5-feather-yellow-papyrus") and gift[2].cards == ()
    assert all(x.kind == "gift" and x.seat == 0 and x.to == 1 for x in gift)
    drawn = game([NO_SERIES, "", ""], pile="5-eye-green-sand").apply(0, Draw())
    assert observe(drawn, 0).history[-1].cards == cs("5-eye-green-sand") and observe(drawn, 1).history[-1].cards == ()


def test_s10_gifts_come_before_anything_else_and_the_log_keeps_the_completed_moves():
    state = replace(RULES.new({}, 1, ("A", "B", "C")),
                    game=game(["1-ankh-blue-stone 2-eye-red-sand 1-ankh-blue-sand", NO_SERIES, NO_SERIES],
                              "1-feather-yellow-papyrus", "2-feather-yellow-papyrus"))
    state = state.apply(0, Lay(cs("1-ankh-blue-sand 1-ankh-blue-stone")))  # any order: kept in hand order
    assert state.turn().phase == "gift" and state.legal_moves(0) == [Gift(c("2-eye-red-sand"), 1),
                                                                     Gift(c("2-eye-red-sand"), 2)]
    with pytest.raises(IllegalMove) as err:
        state.apply(0, Draw())
    assert err.value.code == "similis.give_first"
    # what a page asks before a selection is a whole move: the same answer as the move gets
    assert state.game.out_of_step(Lay).code == state.game.out_of_step(Draw).code == "similis.give_first"
    assert state.game.out_of_step(Gift) is None
    before = RULES.new({}, 1, ("A", "B", "C"))
    assert before.game.out_of_step(Lay) is None and before.game.out_of_step(Gift).code == "similis.no_gift_due"
    with pytest.raises(IllegalMove) as err:
        before.apply(0, Gift(before.game.hands[0][0], 1))
    assert err.value.code == "similis.no_gift_due"
    assert state.log().moves[-1] == (0, {"series": [[1, "ankh", "blue", "stone"], [1, "ankh", "blue", "sand"]],
                                         "market": None, "turned": None})
    json.dumps(state.log().to_json())


def test_s10_the_log_names_the_card_drawn_and_the_card_the_refill_turned_up():
    state = RULES.new({}, 5, ("A", "B", "C"))
    while not state.turn().over:
        seat = state.turn().seats[0]
        state = state.apply(seat, GreedyBot().choose(state.observation(seat), state.legal_moves(seat)))
    moves = [m for _, m in state.log().moves]
    assert all(m["card"] is not None for m in moves if "draw" in m)  # the pile never ran out here
    assert any(m.get("market") for m in moves) and any(m.get("turned") for m in moves)
    assert all("turned" in m for m in moves if "series" in m or "gift" in m)


def test_s11_seats_are_youngest_first_and_3_to_6_players():
    assert (RULES.min_players, RULES.max_players) == (3, 6)
    assert [o.name for o in RULES.options] == ["banned"] and RULES.options[0].choices == ("off", "on")


def test_s13_advise_is_the_best_bots_turn_through_one_function():
    from similarium.games.similis import bots
    from similarium.games.similis.rules import Lay

    view = observe(game(["1-ankh-blue-stone 1-ankh-blue-sand 5-feather-yellow-papyrus 4-lotus-green-sand",
                         NO_SERIES, "2-eye-red-sand"]), 0)
    assert bots.ADVISOR == "strong" and bots.ADVISOR in bots.BOTS
    turn = advise_move(view)
    assert turn == bots.TURN_PLANNERS[bots.ADVISOR](view)
    laid = tuple(Card.from_json(c) for c in turn["series"])
    assert Lay(laid, None) in game(["1-ankh-blue-stone 1-ankh-blue-sand 5-feather-yellow-papyrus 4-lotus-green-sand",
                                    NO_SERIES, "2-eye-red-sand"]).legal_moves()
    assert all(g["to"] in (1, 2) for g in turn["gifts"]) and len(turn["gifts"]) == 4 - len(laid)


def test_s14_greedy_sheds_the_most_and_gives_useless_cards_to_the_leader():
    hand = cs("1-ankh-blue-stone 1-ankh-blue-sand 1-ankh-blue-papyrus 5-feather-yellow-papyrus 3-ankh-green-sand")
    assert least_useful(hand, banned=Banned("ankh", "green")) == c("3-ankh-green-sand")  # banned first
    assert closest_to_winning(0, (5, 4, 4)) == 1 and closest_to_winning(2, (3, 4, 5)) == 0
    g = game([" ".join(x.id for x in hand), NO_SERIES, NO_SERIES], "1-ankh-blue-sand")
    move = GreedyBot().choose(observe(g, 0), g.legal_moves())
    assert isinstance(move, Lay) and move.market is None and len(move.series) == 2  # 4 cards out, 2 gifts


def test_s15_resample_keeps_the_cards_a_seat_gave_where_it_knows_they_are():
    state = RULES.new({}, 9, ("A", "B", "C"))
    g = game(["1-ankh-blue-stone 1-ankh-blue-sand 5-feather-yellow-papyrus 4-lotus-green-sand", NO_SERIES,
              "2-eye-red-sand 3-lotus-red-sand"], pile="5-eye-green-papyrus 4-eye-green-papyrus 3-eye-green-papyrus")
    g = g.apply(0, Lay(cs("1-ankh-blue-stone 1-ankh-blue-sand")))
    g = g.apply(0, Gift(c("5-feather-yellow-papyrus"), 1)).apply(0, Gift(c("4-lotus-green-sand"), 2))
    state = replace(state, game=g)
    for seed in range(20):
        other = resample(state, 0, seed).game
        assert c("5-feather-yellow-papyrus") in other.hands[1] and c("4-lotus-green-sand") in other.hands[2]
        assert other.hand_sizes == g.hand_sizes and accounted(other, g.hands[0] + g.hands[1] + g.hands[2] + g.pile
                                                              + g.laid + g.market)
