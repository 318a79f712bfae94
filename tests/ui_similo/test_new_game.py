""""New game" from anywhere (issue 30): from a game in progress and from the end, it opens the
mode's setup with that game's options filled in (rules, decks, seed; at the table the names),
the game in progress stays in its slot, and starting another one asks first (resume or
abandon). A link carries every option and the header says which it uses; a bad value is refused
with a message and nothing is started."""

from __future__ import annotations

import datetime as dt
import re

from similarium.core.storage import MemoryStore, Repository
from similarium.ui.similo.controller import Controller

TODAY = dt.date(2026, 11, 23)
OPTIONS = {"rules": "remove", "characters": "animals", "clues": "myths"}


def make(store: MemoryStore) -> Controller:
    return Controller(Repository(store), lambda: TODAY, lambda: 4242)


def selected(html: str, field: str) -> str:
    m = re.search(rf'<select data-field="{field}"[^>]*>.*?<option value="([^"]+)" selected>', html, re.S)
    return m.group(1) if m else ""


def one_round(c: Controller) -> None:
    s = c.session
    while s.ai_turn:
        c.act("ai-step")
    for card in [x for x in s.game.remaining if x != s.game.secret][: s.game.due]:
        c.act("pick", card)
    c.act("confirm")


def check_filled(html: str, seed: int) -> None:
    assert 'data-testid="setup"' in html
    for k, v in OPTIONS.items():
        assert selected(html, k) == v, (k, html[:200])
    assert f'value="{seed}"' in html


def test_new_game_in_progress_opens_the_filled_setup_and_never_loses_the_game_without_asking():
    store = MemoryStore()
    c = make(store)
    c.open("guess", {"seed": "31", **OPTIONS})
    one_round(c)
    game = c.session.game
    html = c.render()
    assert 'data-testid="new-game"' in html
    route = c.act("setup")
    assert route == "#/similo/guess?setup=1" and c.view == "setup"
    check_filled(c.render(), 31)
    assert make(store).restore_slot("guess").game == game  # kept in its slot
    again = make(store)  # a reload of that route: the same filled setup
    again.open("guess", {"setup": "1"})
    check_filled(again.render(), 31)
    c.act("start", "", {**OPTIONS, "seed": "32"})  # another game: asked first
    assert c.view == "link" and 'data-choice="progress"' in c.render()
    c.act("link-resume")
    assert c.view == "game" and c.session.game == game
    c.act("setup")
    c.act("start", "", {**OPTIONS, "rules": "classic", "seed": "32"})
    c.act("link-replace")
    assert c.view == "game" and c.session.seed == 32 and c.session.options["rules"] == "classic"
    assert c.session.options["characters"] == "animals" and not c.session.game.clues


def test_new_game_from_the_end_and_from_a_table_keeps_the_names():
    store = MemoryStore()
    c = make(store)
    c.open("guess", {"seed": "31", **OPTIONS})
    while not c.session.finished:
        one_round(c)
    html = c.render()
    assert 'data-testid="setup"' in html and 'data-testid="new-game"' not in html
    c.act("setup")
    check_filled(c.render(), 31)
    c.act("start", "", {**OPTIONS, "seed": "33"})  # nothing in progress: started at once
    assert c.view == "game" and c.session.seed == 33
    t = make(MemoryStore())
    t.open("table", {"seed": "5", "giver": "Ann", "guessers": "Bob,Cy", **OPTIONS})
    t.act("setup")
    html = t.render()
    assert 'value="Ann"' in html and "Bob\nCy" in html
    check_filled(html, 5)


def test_a_link_carries_every_option_and_bad_values_are_refused():
    c = make(MemoryStore())
    c.open("give", {"seed": "8", **OPTIONS})
    html = c.render()
    href = re.search(r'data-testid="share-link"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*data-testid="share-link"', html)
    link = next(g for g in href.groups() if g).replace("&amp;", "&")
    assert link == "#/similo/give?seed=8&rules=remove&characters=animals&clues=myths"
    assert "Animals" in html and "Myths" in html  # the header says which decks
    d = make(MemoryStore())
    d.open("guess", {"seed": "8", "characters": "robots"})
    assert d.view == "setup" and d.session is None
    assert "robots" in d.setup_error and "robots" in d.render()
