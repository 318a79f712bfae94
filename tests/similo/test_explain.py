"""What the page tells a clue meant (``explain.clue_meaning``): traits a player can check in the
pictures when the two cards share any (issue 30: Similo from its pictures), the story's only
when they share nothing drawn. The share over 2,000 deals: docs/similo-ai.md."""

from similarium.games.similo import decks
from similarium.games.similo.ai import HORIZONTAL, VERTICAL, PlayedClue
from similarium.games.similo.decks import Card
from similarium.games.similo.explain import clue_meaning
from similarium.games.similo.reading import rarity
from similarium.games.similo.vocabulary import DRAWN, TOLD


def card(i: str, *traits: str) -> Card:
    return Card(i, i, frozenset(traits), "", "test")


SECRET = card("secret", "sword", "forest", "royalty", "medieval")
OTHERS = (card("a", "lamp"), card("b", "book", "city"), card("c", "apple", "ancient"))


def test_a_vertical_clue_means_what_both_pictures_show_when_they_share_any():
    clue = card("clue", "sword", "royalty", "medieval", "harp")
    kind, traits = clue_meaning(SECRET, PlayedClue(clue, VERTICAL, (SECRET, clue, *OTHERS)))
    # royalty and medieval are as rare on this table as the sword: the drawn one alone is told
    assert kind == "shared" and traits == ["sword"]


def test_the_story_is_told_when_nothing_drawn_is_shared():
    clue = card("clue", "royalty", "medieval", "harp")
    kind, traits = clue_meaning(SECRET, PlayedClue(clue, VERTICAL, (SECRET, clue, *OTHERS)))
    assert kind == "shared" and traits == ["medieval", "royalty"]


def test_a_horizontal_clue_means_what_its_picture_shows_and_the_secret_lacks():
    clue = card("clue", "harp", "villain", "city")
    kind, traits = clue_meaning(SECRET, PlayedClue(clue, HORIZONTAL, (SECRET, clue, *OTHERS)))
    assert kind == "unlike" and traits == ["harp", "city"]


def test_over_the_real_decks_a_meaning_is_all_drawn_or_all_story_and_story_only_when_it_must():
    seen = {"drawn": 0, "story": 0}
    for deck in ("fables", "myths", "history", "animals"):
        cards = [c for c in decks.cards().values() if c.deck == deck][:12]
        w = rarity(cards)
        for secret in cards[:6]:
            for clue in cards[6:]:
                for o in (VERTICAL, HORIZONTAL):
                    _, traits = clue_meaning(secret, PlayedClue(clue, o, tuple(cards)))
                    pool = secret.traits & clue.traits if o == VERTICAL else clue.traits - secret.traits
                    if any(t in DRAWN for t in traits):
                        assert all(t in DRAWN for t in traits)
                        seen["drawn"] += 1
                    elif traits:  # the story only when the pictures share nothing telling
                        assert all(t in TOLD for t in traits)
                        assert not any(t in DRAWN and w.get(t, 0.0) > 0 for t in pool)
                        seen["story"] += 1
    assert seen["drawn"] > 100 and seen["story"] > 0, seen
