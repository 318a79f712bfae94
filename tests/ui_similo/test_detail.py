"""A card's detail (issue 20): opened from a card of the table, the hand, the secret or a clue, it
shows the card's traits in words and where the card is for the viewer, changes nothing of the
game, closes with Escape or its button, and never shows a seat what its observation does not hold."""

from __future__ import annotations

import re
from html import escape

from tests.ui_similo.test_controller import make, safe

from similarium.core.i18n import language, set_language, t
from similarium.games.similo import decks
from similarium.ui.similo.session import card_name

DIALOG = re.compile(r'<section class="card-detail".*?</section>', re.S)


def dialog(html: str) -> str:
    m = DIALOG.search(html)
    return m.group(0) if m else ""


def trait_words(card: str) -> list[str]:
    return [t(f"similo.trait.{x}") for x in decks.cards()[card].traits]


def guessing():
    """A guessers' page, the AI giver's first clue played."""
    c = make()
    c.open("guess", {"seed": "77"})
    while c.session.ai_turn:
        c.act("ai-step")
    return c


def test_a_guessers_card_detail_shows_its_traits_and_changes_nothing():
    c = guessing()
    s = c.session
    card = safe(c, 1)[0]
    c.act("pick", card)  # selected, not confirmed
    before = (s.moves_json(), list(s.selection))
    html = c.render()
    assert f'data-action="detail" data-arg="{card}"' in html  # the "i" on the card
    c.act("detail", card)
    html = c.render()
    d = dialog(html)
    assert d and f'data-card="{card}"' in d and escape(card_name(card)) in d
    assert all(escape(w) in d for w in trait_words(card))
    assert escape(t("similo.detail.selected")) in d
    assert ' inert' in html.split('<section class="card-detail"')[0]  # the table behind waits
    assert c.key("a") is None and c.key("enter") is None  # no game key acts under the dialog
    assert c.key("escape") == ("detail-close", "")
    c.act("undo")  # Ctrl+Z comes without a key mapping: it waits too
    assert list(s.selection) == [card]
    c.act(*c.key("escape"))
    html = c.render()
    assert not dialog(html) and " inert" not in html
    assert (s.moves_json(), list(s.selection)) == before
    assert c.key("escape") == ("clear", "")  # Escape clears the selection again once closed


def test_a_guesser_never_gets_the_givers_hand_nor_the_secret_in_a_detail():
    c = guessing()
    s = c.session
    for card in s.game.hand:  # the AI giver's hand: not the guessers' to see
        c.act("detail", card)
        assert not dialog(c.render()) and c.detail is None
    c.act("detail", s.game.secret)  # on the table, like any other card
    d = dialog(c.render())
    assert d and escape(t("similo.detail.table")) in d and escape(t("similo.detail.secret")) not in d
    c.act("detail-close", "")
    clue = s.game.clues[0]
    c.act("detail", clue.card)
    d = dialog(c.render())
    assert escape(t("similo.detail.clue", n=1, meaning=t(f"similo.meaning.{clue.orientation}.classic"))) in d
    assert 'data-testid="meaning"' not in c.render()  # the meaning is not told before it is asked for
    c.act("detail-close", "")
    c.act("pick", safe(c, 1)[0])
    c.act("confirm")  # the round's removal done, its meaning may be asked for (learning mode)
    c.act("learning", "on")
    c.act("meaning", "1")  # asked for: the clue row tells it, and so does the detail
    c.act("detail", clue.card)
    html = c.render()
    told = re.search(r'data-testid="meaning">([^<]+)<', html).group(1)
    assert told in dialog(html)


def test_the_giver_opens_a_detail_by_a_tap_on_the_table_and_the_i_of_a_hand_card():
    c = make()
    c.open("give", {"seed": "12"})
    s = c.session
    html = c.render()
    cell = re.search(rf'<button [^>]*data-action="detail" data-arg="{s.game.grid[0]}"[^>]*data-testid="grid-card"', html)
    assert cell, "the giver's table opens the detail on a tap"
    c.act("detail", s.game.secret)
    d = dialog(c.render())
    assert escape(t("similo.detail.secret")) in d
    hand = s.game.hand[0]
    c.act("detail", hand)
    d = dialog(c.render())
    assert escape(t("similo.detail.hand")) in d and all(escape(w) in d for w in trait_words(hand))
    assert s.pick is None and s.moves_json() == []


def test_at_the_table_a_detail_closes_when_the_device_passes():
    c = make()
    c.open("table", {"seed": "79", "giver": "Ann", "guessers": "Bob"})
    s = c.session
    c.act("detail", s.game.grid[0])
    assert c.detail is None  # covered: nothing opens
    c.act("reveal", "0")
    c.act("detail", s.game.hand[0])
    assert dialog(c.render())
    c.act("detail-close", "")
    c.act("hand", "1")
    c.act("orient", "vertical")
    c.act("confirm")
    c.act("reveal", "1")
    c.act("detail", s.game.hand[0])  # the guessers' view has no hand
    assert not dialog(c.render())


def test_the_detail_speaks_french():
    before = language()
    set_language("fr")
    try:
        c = make()
        c.open("give", {"seed": "12"})
        card = c.session.game.grid[0]
        c.act("detail", card)
        d = dialog(c.render())
        assert "Dans l’image" in d and "Fermer" in d and all(escape(w) in d for w in trait_words(card))
    finally:
        set_language(before)
