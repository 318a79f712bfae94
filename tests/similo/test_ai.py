"""Similo's AI read clues by shared, telling traits, the way a person does."""

from __future__ import annotations

import pytest

from similarium.games.similo import ai
from similarium.games.similo.decks import Card


def card(cid: str, *traits: str) -> Card:
    return Card(cid, cid, frozenset(traits), "", "test")


KING = card("king", "human", "man", "royalty", "crown", "gold", "beard", "medieval", "europe", "city")
QUEEN = card("queen", "human", "woman", "royalty", "crown", "purple", "long-hair", "medieval", "europe", "city")
FOX = card("fox", "animal", "trickster", "red", "fur", "tail", "four-legs", "modern", "europe", "forest")
OWL = card("owl", "animal", "elder", "brown", "feathers", "beak", "wings", "modern", "europe", "forest")
TABLE = (KING, QUEEN, FOX, OWL)


def test_a_vertical_clue_raises_the_cards_sharing_its_telling_traits():
    prince = card("prince", "human", "man", "royalty", "crown", "blue", "sword", "medieval", "europe", "city")
    b = ai.belief(TABLE, [ai.PlayedClue(prince, ai.VERTICAL, TABLE)])
    assert b["king"] > b["fox"] and b["queen"] > b["owl"]
    assert sum(b.values()) == pytest.approx(1.0)


def test_a_horizontal_clue_lowers_them_and_a_trait_everyone_has_says_nothing():
    wolf = card("wolf", "animal", "villain", "grey", "fur", "tail", "four-legs", "medieval", "europe", "forest")
    played = ai.PlayedClue(wolf, ai.HORIZONTAL, TABLE)
    b = ai.belief(TABLE, [played])
    assert b["fox"] < b["owl"] < b["king"]
    assert "europe" not in ai.reason(FOX, played)  # all four are European: not a reason
    assert ai.reason(FOX, played)[:1] in (["fur"], ["tail"], ["four-legs"])


def test_guessers_remove_the_least_likely_cards():
    prince = card("prince", "human", "royalty", "crown", "medieval", "city")
    clue = ai.PlayedClue(prince, ai.VERTICAL, TABLE)
    assert set(ai.removals(TABLE, [clue], 2)) == {"fox", "owl"}
    assert ai.removals(TABLE, [clue], 0) == []


def test_the_giver_keeps_the_secret_out_of_the_removals_and_says_what_it_meant():
    hand = [card("lion", "animal", "royalty", "gold", "fur", "tail", "four-legs", "ancient", "africa", "desert"),
            card("bat", "animal", "black", "wings", "small", "modern", "americas", "underground")]
    choice = ai.choose_clue(OWL, TABLE, [], hand, 1)
    clue = ai.PlayedClue(choice.card, choice.orientation, TABLE)
    assert "owl" not in ai.removals(TABLE, [clue], 1)
    assert choice.margin > 0 and choice.traits
    assert ai.meaning(choice).startswith(choice.orientation)


def test_remove_rules_without_the_advanced_variant_give_horizontal_clues_only():
    hand = [QUEEN, FOX]
    choice = ai.choose_clue(KING, (KING, OWL, FOX), [], hand, 1, orientations=(ai.HORIZONTAL,))
    assert choice.orientation == ai.HORIZONTAL
