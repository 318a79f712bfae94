"""The Similo page controller (no DOM): routes and setup, saving after every move and
resuming, the table's privacy screen, match and daily records, every text from the catalogue."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from similarium.core.i18n import CATALOGUE, placeholder_problems
from similarium.core.rng import daily_seed
from similarium.core.storage import MemoryStore, Repository
from similarium.ui.similo.controller import Controller

TODAY = dt.date(2026, 11, 23)


def make(store: MemoryStore | None = None) -> Controller:
    return Controller(Repository(store or MemoryStore()), lambda: TODAY, lambda: 4242)


def safe(c: Controller, n: int) -> list[str]:
    s = c.session
    return [x for x in s.game.remaining if x != s.game.secret][:n]


def play_round(c: Controller, secret: bool = False) -> None:
    s = c.session
    while s.ai_turn:
        c.act("ai-step")
    picks = ([s.game.secret] if secret else []) + safe(c, s.game.due)
    for card in picks[: s.game.due]:
        c.act("pick", card)
    c.act("confirm")


def test_menu_and_setup_start_a_two_deck_game_with_the_chosen_rules():
    c = make()
    c.open("", {})
    assert 'data-testid="similo-guess"' in c.render() and 'data-testid="similo-daily"' in c.render()
    c.open("give", {})
    assert c.view == "setup" and 'data-testid="opt-clues"' in c.render()
    c.act("start", "", {"rules": "remove-advanced", "characters": "history", "clues": "animals", "seed": "12"})
    s = c.session
    assert s.options == {"rules": "remove-advanced", "characters": "history", "clues": "animals"}
    assert all(x.startswith("history-") for x in s.game.grid)
    assert all(x.startswith("animals-") for x in s.game.hand)


def test_a_bad_option_or_seed_in_the_setup_is_refused_with_a_reason():
    c = make()
    c.open("guess", {})
    c.act("start", "", {"rules": "chaos", "characters": "fables", "clues": "same", "seed": ""})
    assert c.session is None and "chaos" in c.render() and 'role="alert"' in c.render()
    c.act("start", "", {"rules": "classic", "characters": "fables", "clues": "same", "seed": "x!"})
    assert c.session is None and c.setup_error


def test_every_move_is_saved_and_a_new_page_resumes_the_same_position():
    store = MemoryStore()
    c = make(store)
    c.open("guess", {"seed": "77"})
    play_round(c)
    c.act("ai-step")
    c.act("pick", safe(c, 1)[0])  # selected, not confirmed
    again = make(store)
    again.open("guess", {})
    assert again.session.game == c.session.game
    assert again.session.selection == c.session.selection != []  # the choice survives a reload (issue 20)
    again.act("clear")
    third = make(store)
    third.open("guess", {})
    assert third.session.selection == []


def test_the_givers_card_and_side_survive_a_reload():
    store = MemoryStore()
    c = make(store)
    c.open("give", {"seed": "78"})
    card = c.session.game.hand[0]
    c.act("hand", card)
    c.act("orient", "horizontal")
    again = make(store)
    again.open("give", {})
    assert (again.session.pick, again.session.orientation) == (card, "horizontal")
    saved = json.loads(store.get(next(k for k in store.keys() if "similo" in k)))
    assert saved["data"]["options"]["held"]["round"] == 1


def test_by_default_the_table_is_pictures_and_names_and_learning_is_a_remembered_setting():
    """Issue 30: a new game shows no trait words (no told line, no hover) and tells the AI giver's
    meanings at the end; the learning setting brings both back and is remembered; a stored value
    that cannot be read counts as the default."""
    store = MemoryStore()
    c = make(store)
    c.open("guess", {"seed": "77"})
    play_round(c)
    html = c.render()
    assert 'data-testid="told"' not in html and 'data-testid="peek"' not in html
    assert 'data-testid="ask-meaning"' not in html and 'data-testid="learning"' in html
    c.act("meaning", "1")
    assert c.session.feedback and c.session.feedback.code == "similo.meaning.end" and not c.session.meanings
    c.act("learning", "on")
    html = c.render()
    assert 'data-testid="told"' in html and 'data-testid="peek"' in html and 'data-testid="ask-meaning"' in html
    again = make(store)
    again.open("guess", {})
    assert again.reveal == "round" and again.session.learning is False  # not yet rendered
    assert 'data-testid="told"' in again.render() and again.session.learning
    again.act("learning", "off")
    third = make(store)
    third.open("guess", {})
    assert third.reveal == "end" and 'data-testid="told"' not in third.render()
    give = make(store)
    give.open("give", {"seed": "5"})
    assert 'data-testid="told"' not in give.render() and 'data-testid="learning"' in give.render()


@pytest.mark.parametrize("stored", ['"sometimes"', "42", "null"])
def test_an_unreadable_learning_setting_is_the_default(stored):
    store = MemoryStore()
    c = make(store)
    c.open("guess", {"seed": "77"})
    c.act("learning", "on")
    key = next(k for k in store.keys() if k.endswith("settings"))
    store.set(key, store.get(key).replace('"round"', stored))
    again = make(store)
    again.open("guess", {})
    assert again.reveal == "end" and 'data-testid="told"' not in again.render()
    store.set(key, "{not json")
    third = make(store)
    third.open("guess", {})
    assert third.reveal == "end" and 'data-testid="told"' not in third.render()


def test_a_link_to_another_game_asks_before_replacing_one_in_progress():
    store = MemoryStore()
    c = make(store)
    c.open("guess", {"seed": "77"})
    play_round(c)
    c.open("guess", {"seed": "78"})
    assert c.view == "link"
    c.act("link-resume")
    assert c.session.seed == 77


def test_table_mode_covers_the_view_when_the_device_passes_and_never_shows_the_secret_to_guessers():
    c = make()
    c.open("table", {"seed": "79", "giver": "Ann", "guessers": "Bob,Cy"})
    s = c.session
    html = c.render()
    assert 'data-testid="privacy-screen"' in html and "Ann" in html and s.game.secret not in html
    c.act("reveal", "0")
    html = c.render()
    assert 'data-testid="secret"' in html and 'data-testid="hand"' in html
    c.act("hand", "1")
    c.act("orient", "vertical")
    c.act("confirm")
    html = c.render()
    assert 'data-testid="privacy-screen"' in html and "Bob and Cy" in html and 'data-testid="secret"' not in html
    c.act("reveal", "1")
    html = c.render()
    assert 'data-testid="grid"' in html and 'data-testid="secret"' not in html and "secret-mark" not in html
    assert 'data-testid="hand"' not in html
    c.act("pick", safe(c, 1)[0])
    c.act("confirm")
    assert 'data-testid="privacy-screen"' in c.render()  # back to the giver: covered again
    c.open("table", {})  # a reload covers too
    assert 'data-testid="privacy-screen"' in c.render()


def test_table_names_are_checked():
    c = make()
    c.open("table", {"seed": "79", "giver": "Ann", "guessers": "Ann"})
    assert c.session is None and c.setup_error


def test_a_finished_game_goes_into_the_match_once_and_its_save_is_cleared():
    c = make()
    c.open("guess", {"seed": "77"})
    play_round(c, secret=True)
    assert c.session.finished and c.repo.load_game("similo", "guess") is None
    m = c.repo.load_match("similo-guess").match
    assert len(m.games) == 1 and list(m.games[0].scores) == [0, 0]
    html = c.render()
    assert 'data-result="lost"' in html and 'data-testid="match"' in html


def test_the_daily_is_the_days_deal_one_attempt_with_the_share_text():
    c = make()
    c.open("daily", {})
    s = c.session
    assert s.seed == daily_seed("similo", TODAY) and 'data-testid="seed"' not in c.render()
    while not s.finished:
        play_round(c)
    assert s.won
    html = c.render()
    assert "Similo 2026-11-23 ✓ 5/5" in html and html.count('data-testid="meaning"') == 5
    c.open("daily", {})
    assert c.view == "daily-done" and "Similo 2026-11-23 ✓ 5/5" in c.render()


def test_the_daily_share_text_counts_hints_and_a_loss_shows_the_rounds_survived():
    c = make()
    c.open("daily", {})
    while c.session.ai_turn:
        c.act("ai-step")
    c.act("hint")
    c.act("hint")
    assert c.session.hints == 1
    play_round(c)
    play_round(c, secret=True)
    assert "Similo 2026-11-23 ✗ 1/5 · 1 hint" in c.render()


def test_the_giver_gets_a_suggestion_with_its_win_chance():
    c = make()
    c.open("give", {"seed": "78"})
    assert c.begin("suggest")
    assert 'data-testid="progress"' in c.render()
    c.finish("suggest")
    sg = c.session.suggestion
    assert sg["clue"] in c.session.game.hand and 0 <= sg["win_chance"] <= 1
    assert 'data-testid="suggestion"' in c.render()


def test_the_keyboard_maps_to_the_viewers_actions():
    c = make()
    c.open("guess", {"seed": "77"})
    assert c.key("c") == ("pick", "c") and c.key("enter") == ("confirm", "") and c.key("?") == ("hint", "")
    c.open("give", {"seed": "78"})
    assert c.key("2") == ("hand", "2") and c.key("h") == ("orient", "horizontal") and c.key("?") == ("suggest", "")


def test_a_tampered_save_is_set_aside_and_the_page_still_opens():
    store = MemoryStore()
    c = make(store)
    c.open("guess", {"seed": "77"})
    play_round(c)
    key = next(k for k in store.keys() if "similo" in k and "guess" in k)
    data = json.loads(store.get(key))
    data["data"]["moves"][1][1] = {"remove": "myths-nobody"}
    store.set(key, json.dumps(data))
    again = make(store)
    again.open("guess", {})
    assert again.view == "setup" and again.repo.problems()


def test_rendering_whole_games_uses_no_missing_key():
    CATALOGUE.reset_tracking()
    for mode, query in (("guess", {"seed": "7"}), ("give", {"seed": "8", "rules": "remove-advanced"}),
                        ("table", {"seed": "9"})):
        c = make()
        c.open(mode, query)
        c.act("learning", "on")
        c.render()
        c.act("meaning", "1")
        c.act("pick", "zzz")
        while not c.session.finished:
            s = c.session
            if mode == "table":
                c.act("reveal", str(s.to_act))
            if s.ai_turn:
                c.act("ai-step")
            elif s.to_act == 0:
                c.act("hand", "1")
                c.act("orient", "horizontal")
                c.act("confirm")
            else:
                play_round(c)
            c.render()
            c.act("meaning", str(len(s.game.clues)))
        c.render()
    make().render()
    assert CATALOGUE.missing_keys() == set()
    assert CATALOGUE.format_errors() == set()
    assert placeholder_problems(CATALOGUE) == []


def test_the_first_move_panel_fits_the_role_and_rules():
    from similarium.ui import walkthrough

    c = make()
    c.open("give", {"seed": "78"})
    assert c.walkthrough_variant() == "give.classic"
    panel = walkthrough.render("similo", c.walkthrough_variant())
    assert "You know the secret" in panel and "Select as many characters" not in panel
    r = make()
    r.open("give", {"seed": "79", "rules": "remove"})
    assert r.walkthrough_variant() == "give.remove"
    assert "horizontally" in walkthrough.render("similo", "give.remove")
    g = make()
    g.open("guess", {"seed": "77", "rules": "remove"})
    assert g.walkthrough_variant() == "guess.remove"
    plain = make()
    plain.open("guess", {"seed": "77"})
    assert plain.walkthrough_variant() == ""
    t = make()
    t.open("table", {"seed": "77"})
    assert t.walkthrough_variant() is None  # the privacy screen covers the table: no panel above it
    assert 'data-testid="walkthrough"' in walkthrough.render("similo", "")
    assert walkthrough.SLOT in c.render()
