"""How the AI reads a clue: what the picture shows before what the story tells, what the clue
singles out on the table, near-synonyms as related (py/similarium/games/similo/reading.py)."""

from __future__ import annotations

from similarium.games.similo import ai, reading
from similarium.games.similo.decks import Card
from similarium.games.similo.vocabulary import RELATED, RELATED_TO, TRAITS


def card(cid: str, *traits: str) -> Card:
    return Card(cid, cid, frozenset(traits), "", "test")


def test_a_shared_trait_every_card_has_says_less_than_one_that_singles_a_card_out():
    clue = card("clue", "human", "crown", "fur")
    a = card("a", "human", "crown")  # crown: only a
    b = card("b", "human", "fur")  # fur: b, c, d
    table = (a, b, card("c", "human", "fur"), card("d", "human", "fur"))
    w = reading.rarity(table)
    assert w["human"] == 0.0
    assert reading.person(a, clue, w) > reading.person(b, clue, w) > reading.person(card("e", "human"), clue, w)


def test_what_the_picture_shows_counts_more_than_what_only_the_story_tells():
    clue = card("clue", "crown", "europe")
    shown, told = card("a", "crown"), card("b", "europe")
    table = (shown, told, card("c"), card("d"))
    w = reading.rarity(table)
    assert w["crown"] == w["europe"]
    assert reading.person(shown, clue, w) > reading.person(told, clue, w) > 0
    assert reading.pictures(shown, clue, w) == 1 and reading.pictures(told, clue, w) == 0


def test_the_scene_is_the_first_habitat_and_every_drawn_trait_is_seen():
    c = card("a", "river", "sea", "blue", "human", "europe")
    assert reading.scene(c) == "sea"  # the background (sea comes first in the vocabulary)
    # the art draws every habitat and the kind as trait groups; the region is only told
    assert reading.seen(c) == {"sea", "river", "blue", "human"}


def test_near_synonyms_read_as_related():
    assert all(a in TRAITS and b in TRAITS for a, b in RELATED)
    assert "yellow" in RELATED_TO["gold"] and "river" in RELATED_TO["sea"]
    clue = card("clue", "gold", "sea")
    yellow, other = card("a", "yellow", "river"), card("b", "green", "desert")
    table = (yellow, other, card("c", "red"), card("d", "blue"))
    w = reading.rarity(table)
    assert reading.person(yellow, clue, w) > reading.person(other, clue, w) == 0
    s = ai.literal(table, [ai.PlayedClue(clue, ai.VERTICAL, table)])
    assert s["a"] > s["b"]


def test_a_giver_who_sees_only_the_pictures_means_no_trait_written_under_the_name():
    from similarium.games.similo.vocabulary import TOLD

    told = sorted(TOLD)[:2]
    clue = card("clue", "crown", *told)
    w = {"crown": 0.0, told[0]: 1.0, told[1]: 1.0}
    only_told = card("a", *told)
    assert reading.person(only_told, clue, w) > 0 == reading.looking(only_told, clue, w)
    assert reading.looking(card("b", "crown"), clue, w) == 1.0
    assert reading.looking(card("c", "wreath"), clue, w) == reading.NEAR  # a near-synonym the picture shows
