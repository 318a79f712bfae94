"""The "is it a series, and why not" check and the number of gifts after a series are the rules'
(``series.check_series``, ``series.gifts_after``); the page asks them instead of restating them."""

from __future__ import annotations

from dataclasses import replace

from similarium.games.similis.cards import Card
from similarium.games.similis.rules import Game
from similarium.games.similis.series import Banned, check_series, gifts_after
from similarium.ui.similis.session import Session

card = Card.from_json


def test_the_check_says_why_cards_are_not_a_series():
    two = [card([1, "ankh", "blue", "stone"]), card([1, "ankh", "blue", "sand"])]
    assert check_series(two).ok and check_series(two).common == (0, 1, 2)
    odd = [card([1, "ankh", "blue", "stone"]), card([2, "ankh", "red", "sand"])]
    assert not check_series(odd).ok and check_series(odd).needed == 3 and check_series(odd).common == (1,)
    five = [card([n, "ankh", "blue", "stone"]) for n in range(1, 6)]
    assert not check_series(five).size_ok and not check_series(five).ok
    banned = check_series(two, Banned("ankh", "blue"))
    assert banned.banned == two[0] and not banned.ok


def test_gifts_are_four_minus_the_series_as_far_as_the_hand_allows():
    assert [gifts_after(size, 10) for size in (2, 3, 4)] == [2, 1, 0]
    assert gifts_after(2, 1) == 1 and gifts_after(2, 0) == 0 and gifts_after(3, 0) == 0


def test_the_page_says_the_gifts_the_rules_will_ask_for():
    s = Session.start("solo", ["You", "A", "B"], ["human", "greedy", "greedy"], 5, {})
    hands = [[card([1, "ankh", "blue", "stone"]), card([1, "ankh", "blue", "sand"]), card([7, "eye", "red", "sand"])],
             [card([3, "lotus", "green", "papyrus"])] * 4, [card([4, "scarab", "yellow", "stone"])] * 4]
    s.state = replace(s.state, game=Game.start(hands, [card([5, "feather", "yellow", "papyrus"])],
                                               [card([1, "lotus", "red", "papyrus"])]))
    s.act("pick", hands[0][0].id)
    s.act("pick", hands[0][1].id)
    ok, why = s.selection_status()
    assert ok and "give 1 card" in why, why  # one card left in hand: one gift, not two
    assert s.act("lay") and s.game.gifts_due == 1
