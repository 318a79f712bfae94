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


def test_a_rare_shared_trait_counts_more_than_a_common_one():
    # Not a raw count: a trait most cards have says less than one that singles a card out.
    clue = card("clue", "human", "crown", "gold", "beard")
    rare = card("a", "human", "crown")
    common = card("b", "human", "gold")
    table = (rare, common, card("c", "human", "gold"), card("d", "human", "gold", "sword"))
    s = ai.literal(table, [ai.PlayedClue(clue, ai.VERTICAL, table)])
    assert s["a"] > s["b"]


def test_the_giver_keeps_the_secret_for_readers_it_was_not_built_with():
    """Round 1 on real deals: after the giver's clue, a reader counting shared traits, a
    reader taking the share of traits in common and one seeing only the pictures (drawn
    traits and the scene) keep the secret off the one removal."""
    from similarium.games.similo import decks
    from similarium.games.similo.protocol import deck_ids
    from similarium.games.similo.reading import seen
    from similarium.games.similo.rules import Deal

    cards = decks.cards()
    kept = {"count": 0, "share": 0, "pictures": 0}
    for seed in range(40):
        deal = Deal.from_seed(decks.load()[deck_ids()[seed % 4]], None, seed)
        table = tuple(cards[c] for c in deal.grid)
        choice = ai.choose_clue(cards[deal.secret], table, [], [cards[c] for c in deal.hand], 1)
        s = ai.sign(choice.orientation)
        for name, similar in (("count", lambda a, b: len(a.traits & b.traits)),
                              ("share", lambda a, b: len(a.traits & b.traits) / len(a.traits | b.traits)),
                              ("pictures", lambda a, b: len(seen(a) & seen(b)))):
            v = {c.id: s * similar(c, choice.card) for c in table}
            kept[name] += sum(x < v[deal.secret] for x in v.values()) >= 1
    assert kept["count"] >= 36 and kept["share"] >= 36 and kept["pictures"] >= 38, kept


def test_guessers_read_why_the_giver_chose_a_clue_from_the_deck_they_know():
    """On a real deal the giver's choice is read for every card on the table, under every reading
    of the family; it never turns the literal reading of a vertical clue upside down (most shared
    traits above fewest)."""
    from similarium.games.similo import decks, inverse

    deck = decks.load()["animals"]
    table = deck.cards[:12]
    for clue_card in deck.cards[12:]:
        clue = ai.PlayedClue(clue_card, ai.VERTICAL, table)
        family = inverse.likelihoods([clue], (ai.VERTICAL, ai.HORIZONTAL))
        assert family is not None and len(family) == len(inverse.FAMILY)
        for why in family:
            assert set(why) == {c.id for c in table} and all(abs(v) < 100 for v in why.values())
        lit = ai.literal(table, [clue])
        b = ai.belief(table, [clue])
        most, least = max(table, key=lambda c: lit[c.id]), min(table, key=lambda c: lit[c.id])
        assert b[most.id] > b[least.id], clue_card.id
    assert inverse.likelihoods([ai.PlayedClue(KING, ai.VERTICAL, TABLE)], (ai.VERTICAL,)) is None  # unknown deck


def test_a_horizontal_clue_means_traits_of_the_clue_the_secret_lacks():
    from similarium.games.similo import ai, decks

    cards = list(decks.load()["fables"].cards)
    table, hand = cards[:12], cards[12:17]
    for o in ("vertical", "horizontal"):
        choice = ai.choose_clue(table[0], table, [], hand, 1, (o,))
        assert choice.traits, "a clue always points at something"
        if o == "horizontal":
            assert not set(choice.traits) & table[0].traits and set(choice.traits) <= choice.card.traits
        else:
            assert set(choice.traits) <= table[0].traits & choice.card.traits
