"""Rule reasons in the reader's language (issue 10): an :class:`IllegalMove` carries data (card
and deck ids, codes), never English words; the page fills them with catalogue texts (card and
deck names, the words of a result, the explanation of a bad grid). The English reason, what the
command line prints, stays as it was."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from tests.similo.helpers import DECK, DRAWS, GRID, HAND, OTHER, deal, game

from similarium.core.errors import IllegalMove
from similarium.core.i18n import CATALOGUE, set_language
from similarium.core.refusals import refusal_text
from similarium.games.similo import decks
from similarium.games.similo.rules import Clue
from similarium.ui.similo.session import (
    AI,
    GUESS,
    HUMAN,
    Session,
    default_options,
)

IDS = re.compile(rf"\b({'|'.join(decks.load())})-")  # a card id such as fables-red-hood


@pytest.fixture
def french():
    set_language("fr")
    yield
    set_language("en")


def refused(fn) -> IllegalMove:
    with pytest.raises(IllegalMove) as err:
        fn()
    return err.value


def bad_grid_size():
    deal(grid=GRID[:11], draws=DRAWS[:-1]).check(decks.load())


def bad_grid_foreign():
    deal(grid=(*GRID[:11], OTHER.ids[0])).check(decks.load())


def test_the_english_reasons_are_unchanged():
    assert str(refused(bad_grid_size)) == (
        f"The grid is 12 different cards of the character deck ({DECK.id}); this one has 11.")
    assert str(refused(bad_grid_foreign)) == (
        f"The grid is 12 different cards of the character deck ({DECK.id}); {OTHER.ids[0]} is not one of them.")
    g = game()
    err = refused(lambda: g.play_clue(Clue(HAND[0], "vertical", drawn=HAND[1])))
    # the shared code of a chance outcome named wrongly (issue 28; the command line says it too)
    chance = "This game's chance comes from its seed: what comes up here is"
    assert err.code == "game.chance_mismatch" and str(err) == f"{chance} {DRAWS[0]}, not {HAND[1]}."
    empty = replace(g, draw_pile=())  # nothing comes up after a clue
    err = refused(lambda: empty.play_clue(Clue(HAND[0], "vertical", drawn=HAND[1])))
    assert str(err) == f"{chance} nothing (the draw pile is empty), not {HAND[1]}."
    assert err.params["expected"] is None


def test_a_bad_grid_is_explained_in_french_with_the_deck_and_card_names(french):
    size = refusal_text(refused(bad_grid_size))
    name = CATALOGUE.t(f"similo.deck.{DECK.id}")
    assert size == f"La grille compte 12 cartes différentes du paquet des personnages ({name})\u00a0; celle-ci en compte 11."
    foreign = refusal_text(refused(bad_grid_foreign))
    assert CATALOGUE.t(f"similo.card.{OTHER.ids[0]}") in foreign and "n’en fait pas partie" in foreign
    assert not IDS.search(size + foreign), (size, foreign)


def test_reasons_with_cards_name_them_never_their_ids(french):
    g = game()
    err = refused(lambda: g.play_clue(Clue(DRAWS[3], "vertical")))
    assert err.code == "similo.not_in_hand"
    assert refusal_text(err) == f"La carte {CATALOGUE.t(f'similo.card.{DRAWS[3]}')} n’est pas dans la main du narrateur."
    empty = replace(g, draw_pile=())
    text = refusal_text(refused(lambda: empty.play_clue(Clue(HAND[0], "vertical", drawn=HAND[1]))))
    assert text.startswith("Le hasard de cette partie vient de sa graine\u00a0: ici sort rien (la pioche est vide), pas ")
    for e in (refused(lambda: g.play_clue(Clue(HAND[0], "vertical", drawn=HAND[1]))),
              refused(lambda: deal(secret=DRAWS[0]).check(decks.load())),
              refused(lambda: deal(grid=(*GRID[:11], GRID[0])).check(decks.load()))):
        assert not IDS.search(refusal_text(e)), refusal_text(e)


def test_page_refusals_in_french_name_cards_and_results(french):
    s = Session.start(GUESS, ["IA", "Vous"], [AI, HUMAN], 77, default_options())
    s.ai_step()
    secret = s.game.secret
    s.act("pick", secret)
    s.act("confirm")
    assert s.finished
    s.act("pick", "a")
    assert s.feedback.code == "game.over"
    assert s.feedback.text == "La partie est terminée (perdue)\u00a0: plus rien ne peut être joué."
    g = Session.start(GUESS, ["IA", "Vous"], [AI, HUMAN], 78, default_options())
    assert g.ai_step()  # the AI giver's first clue: the guessers remove
    other = next(c for c in decks.cards() if c not in g.game.grid)
    g.act("pick", other)
    assert g.feedback.code == "similo.not_on_table"
    assert CATALOGUE.t(f"similo.card.{other}") in g.feedback.text and other not in g.feedback.text
    with pytest.raises(ValueError, match="^Règles\u00a0: 'nope'"):
        Session.start(GUESS, ["IA", "Vous"], [AI, HUMAN], 1, {"rules": "nope"})
