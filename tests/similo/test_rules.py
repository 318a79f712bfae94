"""Every sentence of the two Similo rule texts (similo.en.txt, similo-remove-rules.fr.txt)."""

from __future__ import annotations

import pytest

from similarium.core.errors import IllegalMove
from similarium.games.similo import decks
from similarium.games.similo.rules import (
    CLASSIC,
    HORIZONTAL,
    LOST,
    REMOVE,
    VERTICAL,
    WON,
    Clue,
    Deal,
    Game,
    PlayedClue,
    Remove,
    Variant,
)

from .helpers import DECK, DRAWS, GRID, HAND, OTHER, OTHERS, SECRET, deal, game


def play_round(g: Game, clue: str, removes, orientation: str = HORIZONTAL) -> Game:
    g = g.play_clue(Clue(clue, orientation))
    for c in removes:
        g = g.remove(c)
    return g


def test_five_rounds_remove_1_2_3_4_1_cards_and_the_secret_last_standing_wins():
    g = game()
    assert (g.round, g.phase, len(g.remaining)) == (1, "clue", 12)
    taken = 0
    for n, count in enumerate((1, 2, 3, 4, 1), start=1):
        g = g.play_clue(Clue(g.hand[0], VERTICAL))
        assert (g.round, g.phase, g.due) == (n, "remove", count)
        for i in range(count):
            assert g.due == count - i
            g = g.remove(OTHERS[taken])
            taken += 1
        if n < 5:
            assert (g.round, g.phase, g.result) == (n + 1, "clue", None)
            with pytest.raises(IllegalMove) as err:
                g.remove(OTHERS[taken])
            assert err.value.code == "similo.clue_first"
    assert g.result == WON and g.remaining == (SECRET,)
    assert g.phase == "over"


def test_for_the_fifth_round_only_two_characters_remain():
    g = game()
    for removes in (OTHERS[:1], OTHERS[1:3], OTHERS[3:6], OTHERS[6:10]):
        g = play_round(g, g.hand[0], removes)
    assert len(g.remaining) == 2 and SECRET in g.remaining


@pytest.mark.parametrize("round_no", [1, 2, 3, 4, 5])
def test_removing_the_secret_loses_immediately(round_no):
    g = game()
    plan = (OTHERS[:1], OTHERS[1:3], OTHERS[3:6], OTHERS[6:10])
    for removes in plan[:round_no - 1]:
        g = play_round(g, g.hand[0], removes)
    g = g.play_clue(Clue(g.hand[0], VERTICAL))
    g = g.remove(SECRET)
    assert g.result == LOST and g.phase == "over"  # even with cards still due this round
    for move in (Remove(g.remaining[0]), Clue(g.hand[0], VERTICAL)):
        with pytest.raises(IllegalMove) as err:
            g.apply(move)
        assert err.value.code == "game.over"


def test_the_giver_refills_the_hand_by_one_after_each_clue_while_the_pile_allows():
    g = game(draws=DRAWS[:2])
    first = g.hand[0]
    g = g.play_clue(Clue(first, VERTICAL))
    assert g.hand == (*HAND[1:], DRAWS[0]) and g.draw_pile == DRAWS[1:2]
    g = g.remove(OTHERS[0]).play_clue(Clue(g.hand[0], VERTICAL))
    assert len(g.hand) == 5 and g.draw_pile == ()
    g = g.remove(OTHERS[1]).remove(OTHERS[2]).play_clue(Clue(g.hand[0], HORIZONTAL))
    assert len(g.hand) == 4  # the draw pile is empty: no refill


def test_a_card_drawn_named_otherwise_than_the_pile_gives_is_refused_with_the_shared_code():
    g = game(draws=DRAWS[:1])
    with pytest.raises(IllegalMove) as err:
        g.play_clue(Clue(HAND[0], VERTICAL, HAND[1]))
    assert err.value.code == "game.chance_mismatch"
    assert err.value.params == {"game": "similo", "expected": DRAWS[0], "named": HAND[1]}
    g = g.play_clue(Clue(HAND[0], VERTICAL, DRAWS[0])).remove(OTHERS[0])  # the right card, named, is fine
    with pytest.raises(IllegalMove) as err:  # the pile is empty: nothing is drawn
        g.play_clue(Clue(g.hand[0], VERTICAL, HAND[0]))
    assert err.value.params["expected"] is None and "nothing (the draw pile is empty)" in err.value.reason


def test_a_played_clue_leaves_the_hand_and_every_clue_stays_on_the_table():
    g = game()
    g = play_round(g, HAND[0], OTHERS[:1], VERTICAL)
    g = play_round(g, HAND[1], OTHERS[1:3], HORIZONTAL)
    assert g.clues == (PlayedClue(HAND[0], VERTICAL), PlayedClue(HAND[1], HORIZONTAL))
    with pytest.raises(IllegalMove) as err:
        g.play_clue(Clue(HAND[0], VERTICAL))
    assert err.value.code == "similo.not_in_hand"


def test_both_orientations_and_their_meaning_are_recorded():
    classic, remove, advanced = Variant(CLASSIC), Variant(REMOVE), Variant(REMOVE, True)
    assert classic.orientations == (VERTICAL, HORIZONTAL)
    assert classic.meaning(VERTICAL) == "similar to the secret"
    assert classic.meaning(HORIZONTAL) == "different from the secret"
    assert remove.orientations == (HORIZONTAL,)
    assert remove.meaning(HORIZONTAL) == "similar to one or more cards to remove"
    assert advanced.orientations == (VERTICAL, HORIZONTAL)
    assert advanced.meaning(VERTICAL) == "different from the cards to remove"


def test_remove_rules_play_clues_horizontally_unless_advanced():
    g = game(REMOVE)
    with pytest.raises(IllegalMove) as err:
        g.play_clue(Clue(HAND[0], VERTICAL))
    assert err.value.code == "similo.horizontal_only"
    assert {c.orientation for c in g.legal_clues()} == {HORIZONTAL}
    assert g.play_clue(Clue(HAND[0], HORIZONTAL)).clues[0].orientation == HORIZONTAL
    adv = game(REMOVE, advanced=True)
    assert {c.orientation for c in adv.legal_clues()} == {VERTICAL, HORIZONTAL}
    assert adv.play_clue(Clue(HAND[0], VERTICAL)).clues[0] == PlayedClue(HAND[0], VERTICAL)


def test_remove_rules_keep_the_same_rounds_counts_loss_and_win():
    g = game(REMOVE)
    for removes in (OTHERS[:1], OTHERS[1:3], OTHERS[3:6], OTHERS[6:10], OTHERS[10:]):
        g = play_round(g, g.hand[0], removes)
    assert g.result == WON and g.remaining == (SECRET,)
    assert game(REMOVE, advanced=True).play_clue(Clue(HAND[0], VERTICAL)).remove(SECRET).result == LOST


def test_a_clue_is_played_one_way_or_the_other():
    with pytest.raises(IllegalMove) as err:
        game().play_clue(Clue(HAND[0], "diagonal"))
    assert err.value.code == "similo.bad_orientation"


def test_the_guessers_remove_the_round_count_before_the_next_clue_and_only_cards_on_the_table():
    g = game().play_clue(Clue(HAND[0], VERTICAL))
    with pytest.raises(IllegalMove) as err:
        g.play_clue(Clue(g.hand[0], VERTICAL))
    assert err.value.code == "similo.remove_first"
    g = g.remove(OTHERS[0]).play_clue(Clue(g.hand[0], VERTICAL))
    for card in (OTHERS[0], HAND[1], "no-such-card"):
        with pytest.raises(IllegalMove) as err:
            g.remove(card)
        assert err.value.code == "similo.not_on_table"


def test_a_seeded_deal_one_deck_grid_and_hand_from_the_same_deck():
    d = Deal.from_seed(DECK, None, 42)
    assert d == Deal.from_seed(DECK, None, 42) and d != Deal.from_seed(DECK, None, 43)
    assert len(d.grid) == 12 and d.secret in d.grid and len(d.hand) == 5
    assert sorted((*d.grid, *d.hand, *d.draws)) == sorted(DECK.ids)  # the rest of the deck refills
    d.check(decks.load())


def test_two_deck_play_characters_from_deck_a_clues_and_refills_from_deck_b():
    d = Deal.from_seed(DECK, OTHER, 7)
    assert set(d.grid) <= set(DECK.ids) and d.characters == DECK.id
    assert set(d.hand) | set(d.draws) == set(OTHER.ids) and d.clues == OTHER.id and len(d.draws) == 25
    d.check(decks.load())
    for rules, advanced in ((CLASSIC, False), (REMOVE, False), (REMOVE, True)):
        g = Game.new(Variant(rules, advanced), d).play_clue(Clue(d.hand[0], HORIZONTAL))
        assert g.hand[-1] == d.draws[0] and g.hand[-1] in OTHER.ids
    with pytest.raises(IllegalMove) as err:
        deal(clues=OTHER.id).check(decks.load())  # a hand from deck A in two-deck play
    assert err.value.code == "similo.not_clue_deck"


@pytest.mark.parametrize("changes, code", [
    ({"grid": GRID[:11]}, "similo.bad_grid"),
    ({"grid": (*GRID[:11], OTHER.ids[0])}, "similo.bad_grid"),
    ({"grid": (*GRID[:11], GRID[0])}, "similo.card_twice"),
    ({"hand": (*HAND[:4], GRID[0])}, "similo.card_twice"),
    ({"draws": (*DRAWS, HAND[0])}, "similo.card_twice"),
    ({"secret": HAND[0]}, "similo.secret_off_grid"),
    ({"hand": HAND[:4]}, "similo.bad_hand"),
    ({"hand": (*HAND[:4], "nobody")}, "similo.unknown_card"),
    ({"characters": "nowhere"}, "similo.unknown_deck"),
])
def test_a_deal_the_rules_refuse(changes, code):
    with pytest.raises(IllegalMove) as err:
        deal(**changes).check(decks.load())
    assert err.value.code == code
