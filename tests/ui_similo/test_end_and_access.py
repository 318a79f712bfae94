"""Similo for everyone (issue 11): the share grid and the daily's record (old records still
load), the finished daily revisited (its final table, read-only, and the way back), the end
screen's words and cheer, the live region, cards named with their traits, Enter in the setup."""

from __future__ import annotations

import datetime as dt
import re
from html import escape

import pytest
from tests.ui_similo.test_controller import TODAY, make, play_round

from similarium.core.daily import DailyResult
from similarium.core.i18n import language, set_language
from similarium.core.share import SQUARES
from similarium.core.storage import MemoryStore, Repository
from similarium.games.similo import doubt
from similarium.ui.similo.controller import Controller, _check_summary, round_levels
from similarium.ui.similo.render import card_traits
from similarium.ui.similo.session import card_name


@pytest.fixture
def french():
    before = language()
    set_language("fr")
    yield
    set_language(before)


def finish_daily(c: Controller, lose_in: int = 0) -> None:
    c.open("daily", {})
    r = 1
    while not c.session.finished:
        play_round(c, secret=(r == lose_in))
        r += 1


def headers(html: str) -> list[str]:
    return [re.sub(r"<[^>]+>", "", m).strip() for m in re.findall(r"<header.*?</header>", html, re.S)]


def test_a_won_daily_shares_a_square_a_round_and_nothing_of_the_deal():
    c = make()
    finish_daily(c)
    res = c.repo.load_daily("similo").result_for(TODAY)
    levels = doubt.round_doubts(c.session.state.log().to_json())
    assert res.summary["rounds"] == levels and 0 not in levels and res.summary["moves"]
    share = c.daily_share(TODAY, res)
    assert share == "Similo 2026-11-23 ✓ 5/5\n" + "".join(SQUARES[k] for k in levels)
    assert "fables" not in share and "myths" not in share


def test_a_lost_daily_marks_the_round_lost_and_the_rounds_not_reached():
    c = make()
    finish_daily(c, lose_in=3)
    levels = round_levels(c.session)
    assert levels[2:] == [0, 0, 0] and 0 not in levels[:2]
    assert c.daily_share(TODAY, c.repo.load_daily("similo").result_for(TODAY)).endswith(
        "\n" + "".join(SQUARES[k] for k in levels[:2]) + SQUARES[0] * 3)


def test_old_daily_records_without_the_grid_still_load_and_share_their_one_line():
    store = MemoryStore()
    repo = Repository(store)
    Controller(repo, lambda: TODAY)
    yesterday = TODAY - dt.timedelta(days=1)
    repo.record_daily("similo", yesterday, DailyResult(4, False, {"hints": 1}))
    repo.record_daily("similo", TODAY, DailyResult(5, True, None))
    again = Controller(Repository(store), lambda: TODAY)
    record = again.repo.load_daily("similo")
    assert not again.repo.problems()
    assert record.result_for(yesterday).summary == {"hints": 1}
    assert again.daily_share(yesterday, record.result_for(yesterday)) == "Similo 2026-11-22 ✗ 4/5 · 1 hint"
    again.open("daily", {})
    html = again.render()
    assert again.view == "daily-done" and "Similo 2026-11-23 ✓ 5/5" in html
    assert 'data-testid="final-table"' not in html and 'href="#/"' in html and 'href="#/similo"' in html


@pytest.mark.parametrize("bad", [{}, {"hints": -1}, {"rounds": [4]}, {"rounds": [3] * 6}, {"moves": "x"},
                                 {"moves": [[0, {"nope": 1}]]}, {"colour": 1}, [1]])
def test_a_bad_summary_is_refused(bad):
    with pytest.raises((ValueError, KeyError, TypeError)):
        _check_summary(bad)


def test_the_finished_daily_revisited_shows_its_final_table_read_only_and_the_way_back():
    store = MemoryStore()
    c = make(store)
    finish_daily(c, lose_in=2)
    secret = c.session.game.secret
    again = make(store)
    again.open("daily", {})
    html = again.render()
    assert again.view == "daily-done" and 'data-testid="final-table"' in html
    assert html.count('data-testid="grid-card"') == 12 and f'data-card="{secret}"' in html
    assert 'data-result="lost"' in html and 'data-testid="next-game"' not in html
    assert html.count('aria-disabled="true"') >= 12  # read-only
    assert 'data-testid="back-menu"' in html and 'data-testid="back-home"' in html and 'href="#/"' in html
    assert again.act("pick", "a") is None and again.view == "daily-done"


def test_a_win_is_cheered_and_the_result_said_in_words(french):
    c = make()
    c.open("guess", {"seed": "77"})
    while not c.session.finished:
        play_round(c)
    html = c.render()
    assert 'class="celebrate"' in html and "Bien joué, le secret est sauf\u00a0!" in html
    assert "Manches tenues\u00a0: 5 sur 5." in html
    assert "Vous et l’IA\u00a0: 1 gagnée sur 1 partie." in html  # the one person is "vous"
    for h in headers(html):
        assert not h.endswith("·"), h


def test_a_loss_has_a_heading_and_no_cheer():
    c = make()
    c.open("guess", {"seed": "77"})
    play_round(c, secret=True)
    html = c.render()
    assert 'class="celebrate"' not in html and "The secret is gone" in html and "Rounds survived: 0 of 5." in html
    assert "You and the AI: 0 won of 1 game." in html


def test_the_live_region_says_each_clue_removal_and_the_end():
    c = make()
    c.open("give", {"seed": "78"})
    assert 'data-testid="announce"></p>' in c.render()  # always there, empty before a move
    c.act("hand", "1")
    c.act("orient", "vertical")
    c.act("confirm")
    html = c.render()
    live = re.search(r'data-testid="announce">([^<]*)<', html).group(1)
    assert live.startswith("Round 1: You played")
    c.act("ai-step")
    live = re.search(r'data-testid="announce">([^<]*)<', c.render()).group(1)
    assert live.startswith("AI guessers removed ") and ":" in live  # with their reason


def test_cards_are_named_with_their_traits_and_clue_pictures_have_words():
    c = make()
    c.open("guess", {"seed": "77"})
    while c.session.ai_turn:
        c.act("ai-step")
    html = c.render()
    card = c.session.game.grid[0]
    label = re.search(rf'data-card="{card}"[^>]*><span class="sr-only">([^<]*)</span>', html).group(1)
    assert label == escape(f"{card_name(card)}: {card_traits(card)}")
    assert card_traits(card) and "_" not in card_traits(card)
    # a clue's picture is a button that opens its detail, named with the card's traits
    clue = c.session.game.clues[0].card
    clue_name = re.search(r'<button [^>]*class="frame"[^>]*><span class="sr-only">([^<]+)</span>', html)
    assert clue_name and escape(card_traits(clue)) in clue_name.group(1)


def test_enter_in_the_setup_boxes_starts_the_game():
    c = make()
    c.open("table", {})
    html = c.render()
    assert re.search(r'<input data-field="seed"[^>]*data-enter="start"', html)
    assert 'data-field="giver" data-testid="giver-name" data-enter="start"' in html
