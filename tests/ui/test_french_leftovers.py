"""French leftovers (issue 30, item 7): a name nobody typed is said in the page's language
("You" of a game begun in English is "Vous" in French: the SB daily, Similo's record and log);
no line made in English stays on screen after the switch; take back is not "Annuler" (Cancel);
Keys-matching dice are not "assortis"; SIMILI's category keys have French letters (S, I, E)
that work; a sentence after a colon in a tooltip starts in lower case."""

from __future__ import annotations

import datetime as dt
import re

import pytest

from similarium.core.i18n import set_language
from similarium.core.storage import MemoryStore, Repository
from similarium.ui.sb.controller import Controller as SBController
from similarium.ui.sb.render import after_colon
from similarium.ui.simili.controller import SimiliController
from similarium.ui.similo.controller import Controller as SimiloController

DAY = dt.date(2026, 11, 22)


@pytest.fixture
def back_to_english():
    yield
    set_language("en")


def text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def similo(store: MemoryStore) -> SimiloController:
    return SimiloController(Repository(store), lambda: DAY, lambda: 4242)


def one_round(c: SimiloController) -> None:
    s = c.session
    while s.ai_turn:
        c.act("ai-step")
    for card in [x for x in s.game.remaining if x != s.game.secret][: s.game.due]:
        c.act("pick", card)
    c.act("confirm")


def test_the_sb_daily_begun_in_english_says_vous_in_french(back_to_english):
    store = MemoryStore()
    c = SBController(Repository(store), lambda: DAY, lambda: 777)
    c.open("daily", {})
    assert c.session.players == ["You"]
    set_language("fr")
    again = SBController(Repository(store), lambda: DAY, lambda: 777)
    again.open("daily", {})
    words = text(again.render())
    assert "Vous" in words and not re.search(r"\bYou\b", words), words[:400]


def test_similo_names_the_log_and_the_record_in_french(back_to_english):
    store = MemoryStore()
    c = similo(store)
    c.open("guess", {"seed": "31"})
    one_round(c)
    assert "You removed" in text(c.render())
    set_language("fr")
    c.language_changed()
    words = text(c.render())
    assert not re.search(r"\bYou\b|AI clue giver|removed", words), re.findall(r".{30}\bYou\b.{30}", words)
    while not c.session.finished:
        one_round(c)
    set_language("en")
    c.act("next-game")
    while not c.session.finished:
        one_round(c)
    set_language("fr")
    c.language_changed()
    words = text(c.render())
    assert "Vous et l’IA" in words and "You" not in words and "AI clue giver" not in words


def test_no_english_line_is_left_on_an_end_screen_after_the_switch(back_to_english):
    c = similo(MemoryStore())
    c.open("guess", {"seed": "31"})
    while not c.session.finished:
        one_round(c)
    before = text(c.render())
    assert "The secret was" in before or "removed" in before  # the last moves, said in English
    set_language("fr")
    c.language_changed()
    words = text(c.render())
    for english in ("removed", "The secret", "You ", "won", "lost"):
        assert english not in words, (english, words[:600])


def test_take_back_sandwich_and_the_keys_in_french(back_to_english):
    set_language("fr")
    c = similo(MemoryStore())
    c.open("guess", {"seed": "31"})
    while c.session.ai_turn:
        c.act("ai-step")
    html = c.render()
    assert "Revenir en arrière" in html and ">Annuler<" not in html
    from similarium.core.i18n import tn
    from similarium.games.sb import messages as _sb  # noqa: F401 - registers SB's texts

    assert "assortis" not in tn("sb.score.sandwich", 12, matching=3, points=12)
    assert "valeur des Clés" in tn("sb.score.sandwich", 12, matching=3, points=12)
    s = SimiliController(Repository(MemoryStore()), lambda: DAY, lambda: 777)
    s.open("solo", {})
    s.act("start", "", {"seed": "777"})
    assert s.key("i") == ("choose", "matching") and s.key("e") == ("choose", "ladder")
    assert s.key("m") == ("choose", "matching") and s.key("l") == ("choose", "ladder")
    html = s.render()
    assert "Identiques (I)" in html and "Échelle (E)" in html and "(M)" not in html
    assert "<kbd>I</kbd>" in html or "S, I, E" in html or "<kbd>I</kbd>" in text(html)


def test_a_sentence_after_a_colon_starts_in_lower_case():
    assert after_colon("Vous devez d’abord lancer.") == "vous devez d’abord lancer."
    assert after_colon("Clés déjà posées.") == "Clés déjà posées."
    assert after_colon("SB is over.") == "SB is over."
