"""Every sentence of the Similis rule text (``/work/shared/rules/similis.fr.txt``), one test each,
paraphrased in the comment above it (in order: setup, turn, end, variant, score)."""

from __future__ import annotations

import random

import pytest

from similarium.core.errors import IllegalMove
from similarium.games.similis.cards import DECK
from similarium.games.similis.protocol import RULES
from similarium.games.similis.rules import GIFT, HAND_SIZE, PLAY, Draw, Game, Gift, Lay, Match
from similarium.games.similis.series import Banned, is_series, series_options

from .helpers import accounted, c, cs, game

NO_SERIES = "1-ankh-blue-stone 2-scarab-green-sand 3-eye-red-papyrus"  # share nothing pairwise
QUIET_MARKET = "4-lotus-yellow-stone 5-feather-blue-sand 2-lotus-red-stone"  # completes nothing with it


# -- Préparation ------------------------------------------------------------------------------

# "Each player receives ten cards."
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_each_player_is_dealt_ten_cards(players):
    g = Game.deal(players, 7)
    assert g.hand_sizes == (HAND_SIZE,) * players


# "Three cards are put in the middle of the table: the market."
def test_three_cards_face_up_make_the_market():
    assert len(Game.deal(4, 7).market) == 3
    state = RULES.new({}, 7, ("A", "B", "C"))
    assert all(state.observation(s).market == state.game.market for s in range(3))  # face up: all see them


# "The remaining cards are put beside it: the pile."
def test_the_remaining_cards_are_the_pile():
    g = Game.deal(6, 7)
    assert len(g.pile) == len(DECK) - 6 * HAND_SIZE - 3
    assert accounted(g)


# "The youngest player starts." (seats are listed youngest first: seat 0)
def test_the_youngest_player_seat_0_starts():
    state = RULES.new({}, 3, ("Youngest", "B", "C"))
    assert state.turn().seats == (0,) and state.turn().phase == PLAY


# -- Déroulement ------------------------------------------------------------------------------

# "In turn, each player may do one action among the following."
def test_players_act_in_turn_one_action_each():
    g = game([NO_SERIES, NO_SERIES.replace("1-ankh", "4-ankh"), NO_SERIES.replace("1-ankh", "5-ankh")],
             QUIET_MARKET, "1-feather-yellow-papyrus 2-feather-yellow-papyrus 3-feather-yellow-papyrus")
    with pytest.raises(IllegalMove) as err:
        g.apply(1, Draw())
    assert err.value.code == "game.not_your_turn"
    for seat in (0, 1, 2):
        assert g.to_move == seat
        g = g.apply(seat, Draw())  # one action, and the turn passes on
    assert g.to_move == 0


# "Lay a series of cards" — "a series is made of 4 cards with one point in common"
def test_a_series_of_four_shares_one_attribute():
    four = cs("1-ankh-blue-stone 2-scarab-green-stone 3-eye-red-stone 4-lotus-yellow-stone")
    assert is_series(four) and not is_series(four[:3] + cs("5-feather-blue-sand"))
    g = game([" ".join(c.id for c in four) + " 5-feather-blue-sand", "", ""], QUIET_MARKET)
    assert g.apply(0, Lay(four)).hands[0] == cs("5-feather-blue-sand")


# "... or of 3 cards with two points in common" (the same two for all three)
def test_a_series_of_three_shares_two_attributes():
    assert is_series(cs("1-ankh-blue-stone 1-ankh-green-sand 1-ankh-red-papyrus"))
    # pairwise two in common, but not the same two: all three share only the number
    assert not is_series(cs("1-ankh-blue-stone 1-ankh-green-sand 1-scarab-blue-sand"))
    g = game(["1-ankh-blue-stone 1-scarab-green-sand 1-eye-red-papyrus 5-feather-yellow-papyrus", "", ""])
    with pytest.raises(IllegalMove) as err:
        g.apply(0, Lay(cs("1-ankh-blue-stone 1-scarab-green-sand 1-eye-red-papyrus")))
    assert err.value.code == "similis.not_a_series"


# "... or of 2 cards with three points in common"
def test_a_series_of_two_shares_three_attributes():
    assert is_series(cs("1-ankh-blue-stone 1-ankh-blue-sand"))
    assert not is_series(cs("1-ankh-blue-stone 1-ankh-green-sand"))


# "... or of 1 card with four... no ;)" — a single card is never a series
def test_one_card_is_not_a_series():
    assert not is_series(cs("1-ankh-blue-stone"))
    g = game(["1-ankh-blue-stone 2-eye-red-sand", "", ""])
    with pytest.raises(IllegalMove) as err:
        g.apply(0, Lay(cs("1-ankh-blue-stone")))
    assert err.value.code == "similis.series_size"


# "A series may use one of the three market cards, which is then replaced at the end of the turn."
def test_a_series_may_use_one_market_card_replaced_at_the_end_of_the_turn():
    hand = "1-ankh-blue-stone 2-ankh-blue-stone 3-ankh-blue-stone 5-feather-yellow-papyrus"
    g = game([hand, "", ""], "4-ankh-blue-stone 5-feather-blue-sand 2-lotus-red-stone", "3-eye-red-sand")
    after = g.apply(0, Lay(cs("1-ankh-blue-stone 2-ankh-blue-stone 3-ankh-blue-stone"), c("4-ankh-blue-stone")))
    assert after.market == cs("5-feather-blue-sand 2-lotus-red-stone 3-eye-red-sand") and after.pile == ()
    # one market card at most: never two in a listed series
    both = series_options(cs("1-ankh-blue-stone"), cs("1-ankh-blue-sand 1-ankh-blue-papyrus"))
    assert {s.size for s in both} == {2} and all(s.market is not None for s in both)


# "Laying three cards (two points in common), one gives 1 card to one of one's opponents."
def test_a_series_of_three_gives_one_card_to_an_opponent():
    g = game(["1-ankh-blue-stone 1-ankh-green-sand 1-ankh-red-papyrus 5-feather-yellow-papyrus 4-lotus-green-sand",
              "", ""])
    g = g.apply(0, Lay(cs("1-ankh-blue-stone 1-ankh-green-sand 1-ankh-red-papyrus")))
    assert g.phase == GIFT and g.gifts_due == 1 and g.to_move == 0
    g = g.apply(0, Gift(c("4-lotus-green-sand"), 2))
    assert g.hands[2] == cs("4-lotus-green-sand") and g.to_move == 1 and g.phase == PLAY


# "Likewise, laying two cards (three in common) one gives 2 cards, both to the same opponent or
# one each to two different opponents."
@pytest.mark.parametrize("receivers", [(1, 1), (1, 2), (2, 1), (2, 2)])
def test_a_series_of_two_gives_two_cards_to_one_or_two_opponents(receivers):
    g = game(["1-ankh-blue-stone 1-ankh-blue-sand 5-feather-yellow-papyrus 4-lotus-green-sand 3-eye-red-stone",
              "", ""])
    g = g.apply(0, Lay(cs("1-ankh-blue-stone 1-ankh-blue-sand")))
    assert g.gifts_due == 2
    g = g.apply(0, Gift(c("5-feather-yellow-papyrus"), receivers[0]))
    g = g.apply(0, Gift(c("4-lotus-green-sand"), receivers[1]))
    assert [len(g.hands[q]) for q in (1, 2)] == [receivers.count(1), receivers.count(2)]
    assert g.to_move == 1


# "So, in every case, 4 cards leave one's hand."
@pytest.mark.parametrize("series", ["1-ankh-blue-stone 2-scarab-green-stone 3-eye-red-stone 4-lotus-yellow-stone",
                                    "1-ankh-blue-stone 1-ankh-green-sand 1-ankh-red-papyrus",
                                    "1-ankh-blue-stone 1-ankh-blue-sand"])
def test_in_every_case_four_cards_leave_the_hand(series):
    rest = "5-feather-yellow-papyrus 4-lotus-green-sand 3-eye-red-sand 2-feather-red-sand"
    g = game([series + " " + rest, "", ""])
    before = len(g.hands[0])
    g = g.apply(0, Lay(cs(series)))
    for card in list(g.hands[0])[: g.gifts_due]:
        g = g.apply(0, Gift(card, 1))
    assert len(g.hands[0]) == before - 4 and g.to_move == 1


# "Draw a card: when one cannot lay any cards, even with the help of the market, all that is
# left is to draw a card and put it in one's hand."
def test_drawing_only_when_no_series_is_possible_even_with_the_market():
    g = game([NO_SERIES, "", ""], QUIET_MARKET, "5-eye-green-sand 4-eye-red-sand")
    assert g.legal_moves() == [Draw()]
    g2 = g.apply(0, Draw())
    assert g2.hands[0] == (*cs(NO_SERIES), c("5-eye-green-sand"))
    helped = game([NO_SERIES, "", ""], "1-ankh-blue-sand 5-feather-blue-sand 2-lotus-red-stone", "5-eye-green-sand")
    with pytest.raises(IllegalMove) as err:
        helped.apply(0, Draw())
    assert err.value.code == "similis.draw_while_series"
    assert Draw() not in helped.legal_moves()


# "Draw a card from the pile": the top one, as the seed dealt it; a move naming another card (or a
# card when the pile is empty, or another market refill) is refused with the shared code.
def test_a_card_drawn_or_turned_up_named_otherwise_than_the_pile_gives_is_refused():
    g = game([NO_SERIES, "", ""], QUIET_MARKET, "1-ankh-blue-sand 4-eye-red-sand")
    with pytest.raises(IllegalMove) as err:
        g.apply(0, Draw(c("4-eye-red-sand")))
    assert err.value.code == "game.chance_mismatch"
    assert err.value.params == {"game": "similis", "expected": c("1-ankh-blue-sand"), "named": c("4-eye-red-sand")}
    assert g.apply(0, Draw(c("1-ankh-blue-sand"))).hands[0][-1] == c("1-ankh-blue-sand")
    with pytest.raises(IllegalMove) as err:
        game([NO_SERIES, "", ""], QUIET_MARKET, "").apply(0, Draw(c("4-eye-red-sand")))
    assert err.value.code == "game.chance_mismatch" and err.value.params["expected"] is None
    assert "nothing (the pile is empty)" in err.value.reason
    hand = "1-ankh-blue-stone 2-ankh-blue-stone 3-ankh-blue-stone 5-feather-yellow-papyrus"
    g = game([hand, "", ""], "4-ankh-blue-stone 5-feather-blue-sand 2-lotus-red-stone", "3-eye-red-sand")
    with pytest.raises(IllegalMove) as err:
        g.apply(0, Lay(cs("1-ankh-blue-stone 2-ankh-blue-stone 3-ankh-blue-stone"), c("4-ankh-blue-stone"),
                       c("4-eye-red-sand")))
    assert err.value.code == "game.chance_mismatch" and err.value.params["expected"] == c("3-eye-red-sand")


# "The turn stops at once: it is the next player's turn."
def test_a_draw_ends_the_turn_at_once():
    g = game([NO_SERIES, "", ""], QUIET_MARKET, "1-ankh-blue-sand 4-eye-red-sand").apply(0, Draw())
    assert g.to_move == 1 and g.phase == PLAY
    with pytest.raises(IllegalMove) as err:  # the card just drawn makes a series, but not now
        g.apply(0, Lay(cs("1-ankh-blue-stone 1-ankh-blue-sand")))
    assert err.value.code == "game.not_your_turn"


# "The player who has just drawn may use the new card only on the next turn."
def test_the_drawn_card_is_usable_on_the_next_turn():
    g = game([NO_SERIES, NO_SERIES.replace("1-ankh", "4-ankh"), NO_SERIES.replace("1-ankh", "5-ankh")],
             QUIET_MARKET, "1-ankh-blue-sand 1-feather-yellow-papyrus 2-feather-yellow-papyrus")
    g = g.apply(0, Draw()).apply(1, Draw()).apply(2, Draw())
    assert Lay(cs("1-ankh-blue-stone 1-ankh-blue-sand")) in g.legal_moves()


# -- Fin du jeu -------------------------------------------------------------------------------

# "The first to have laid all their cards has won."
def test_the_first_to_lay_all_their_cards_wins():
    g = game(["1-ankh-blue-stone 2-scarab-green-stone 3-eye-red-stone 4-lotus-yellow-stone", NO_SERIES, NO_SERIES])
    g = g.apply(0, Lay(g.hands[0]))
    assert g.over and g.winner == 0 and g.winners() == (0,) and g.legal_moves() == []
    with pytest.raises(IllegalMove) as err:
        g.apply(1, Draw())
    assert err.value.code == "game.over"


# "It is not necessary to replace the card taken from the market."
def test_the_winner_need_not_replace_the_market_card():
    g = game(["1-ankh-blue-stone 2-ankh-blue-stone 3-ankh-blue-stone", "", ""],
             "4-ankh-blue-stone 5-feather-blue-sand 2-lotus-red-stone", "3-eye-red-sand")
    g = g.apply(0, Lay(g.hands[0], c("4-ankh-blue-stone")))
    assert g.winner == 0 and len(g.market) == 2 and g.pile == cs("3-eye-red-sand")


# "It is not necessary to have enough cards to give to one's opponents."
def test_the_winner_need_not_have_enough_cards_to_give():
    g = game(["1-ankh-blue-stone 1-ankh-blue-sand", "", ""])
    g = g.apply(0, Lay(g.hands[0]))  # a series of 2 asks for 2 gifts: the hand is empty, it wins
    assert g.winner == 0 and g.gifts_due == 0


# "What matters is getting rid of one's last cards." (a gift can be the last card out)
def test_the_last_card_given_away_wins():
    g = game(["1-ankh-blue-stone 1-ankh-blue-sand 5-feather-yellow-papyrus", "", ""])
    g = g.apply(0, Lay(cs("1-ankh-blue-stone 1-ankh-blue-sand")))
    assert g.gifts_due == 1  # two due, one card left: only as far as cards remain
    g = g.apply(0, Gift(c("5-feather-yellow-papyrus"), 1))
    assert g.winner == 0 and g.scores() == (0, 1, 0)


# -- Variante ---------------------------------------------------------------------------------

# "At the start, two cards are drawn at random from the pack; the first gives a shape (symbol),
# the second a colour."
def test_variant_two_random_cards_give_the_symbol_then_the_colour():
    for seed in range(20):
        first, second = random.Random(seed).sample(list(DECK), 2)
        assert Game.deal(3, seed, banned=True).banned == Banned(first.symbol, second.colour)
    assert Game.deal(3, 1, banned=False).banned is None


# "Example: first card 2 - Ankh - Blue - stone, second 5 - Scarab - Green - sand: Ankh - Green."
def test_variant_worked_example_gives_green_ankhs():
    first, second = c("2-ankh-blue-stone"), c("5-scarab-green-sand")
    pair = Banned(first.symbol, second.colour)
    assert pair == Banned("ankh", "green")
    assert c("3-ankh-green-papyrus") in pair and first not in pair and second not in pair


# "For the whole game green ankhs (whatever the background) are banned from combinations."
@pytest.mark.parametrize("background", ["stone", "sand", "papyrus"])
def test_variant_banned_cards_never_enter_a_series(background):
    banned = f"1-ankh-green-{background}"
    other = "sand" if background == "stone" else "stone"
    g = game([f"{banned} 1-ankh-green-{other} 2-eye-red-sand", "", ""], banned=("ankh", "green"))
    assert g.legal_moves() == [Draw()]  # the pair would share three attributes
    with pytest.raises(IllegalMove) as err:
        g.apply(0, Lay(g.hands[0][:2]))
    assert err.value.code == "similis.banned_in_series"


# "They cannot even be put into the market."
def test_variant_banned_cards_never_go_into_the_market():
    g = game(["1-ankh-blue-stone 2-ankh-blue-stone 3-ankh-blue-stone 5-feather-yellow-papyrus", "", ""],
             "4-ankh-blue-stone 5-feather-blue-sand 2-lotus-red-stone", "3-ankh-green-sand 3-eye-red-sand",
             banned=("ankh", "green"))
    g = g.apply(0, Lay(cs("1-ankh-blue-stone 2-ankh-blue-stone 3-ankh-blue-stone"), c("4-ankh-blue-stone")))
    assert c("3-ankh-green-sand") not in g.market and c("3-eye-red-sand") in g.market
    assert g.pile == cs("3-ankh-green-sand")  # under the pile
    for seed in range(30):
        dealt = Game.deal(4, seed, banned=True)
        assert not any(card in dealt.banned for card in dealt.market)


# "But they may be given to the other players, when playing combinations of three or two."
def test_variant_banned_cards_may_be_given():
    g = game(["1-eye-blue-stone 1-eye-blue-sand 3-ankh-green-sand 4-lotus-yellow-stone", "", ""],
             banned=("ankh", "green"))
    g = g.apply(0, Lay(cs("1-eye-blue-stone 1-eye-blue-sand")))
    g = g.apply(0, Gift(c("3-ankh-green-sand"), 2))
    assert c("3-ankh-green-sand") in g.hands[2]


# -- Score ------------------------------------------------------------------------------------

# "Several rounds may be played. The winner of a game scores zero, the others score one point
# per card left in hand ..."
def test_score_winner_zero_others_their_cards_in_hand():
    g = game(["1-ankh-blue-stone 1-ankh-blue-sand", NO_SERIES, "5-feather-yellow-papyrus"])
    g = g.apply(0, Lay(g.hands[0]))
    assert g.scores() == (0, 3, 1)
    assert RULES.new({}, 1, ("A", "B", "C")).outcome() is None  # not before the end


# "... including those the winner may give them to finish."
def test_score_counts_the_cards_the_winner_gave_to_finish():
    g = game(["1-ankh-blue-stone 1-ankh-blue-sand 5-feather-yellow-papyrus 4-lotus-green-sand", "2-eye-red-sand",
              NO_SERIES])
    g = g.apply(0, Lay(cs("1-ankh-blue-stone 1-ankh-blue-sand")))
    g = g.apply(0, Gift(c("5-feather-yellow-papyrus"), 2)).apply(0, Gift(c("4-lotus-green-sand"), 2))
    assert g.scores() == (0, 1, 5)


# "The match stops when a player has scored more than 50 points."
def test_the_match_stops_above_fifty():
    m = Match.new(3).add((0, 30, 50), (0,))
    assert not m.over  # 50 is not more than 50
    assert m.add((1, 0, 1), (1,)).over


# "The winner is the player with the fewest points at that moment."
def test_the_match_winner_has_the_fewest_points():
    m = Match.new(3).add((0, 30, 50), (0,)).add((12, 0, 4), (1,))
    assert m.over and m.totals == (12, 30, 54) and m.leaders() == (0,)
