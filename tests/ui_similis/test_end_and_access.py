"""Similis for everyone (issue 11): the share grid and the daily's record (old records still
load), the finished daily revisited (its final table, read-only, and the way back), the end
screen spoken to "you", the live region, cards named in words with their banned state, the
arrow keys' zones, Enter in the setup."""

from __future__ import annotations

import re

import pytest
from tests.ui_similis.test_page import TODAY, make, play_to_end

from similarium.core.daily import DailyResult
from similarium.core.i18n import t
from similarium.core.share import SQUARES
from similarium.core.storage import MemoryStore, Repository
from similarium.ui.similis.controller import Controller, _check_summary, turn_levels
from similarium.ui.similis.render import over_texts, render_session
from similarium.ui.similis.session import Session


def finish_daily(c: Controller) -> None:
    c.open("daily", {"fast": "1"})
    play_to_end(c)


def test_the_daily_shares_a_square_a_turn_by_cards_shed_and_keeps_its_moves():
    c = make()
    finish_daily(c)
    res = c.repo.load_daily("similis").result_for(TODAY)
    turns = res.summary["turns"]
    assert turns == turn_levels(c.session) and turns and all(0 <= x <= 3 for x in turns)
    assert len(turns) == c.session.human_turns(0)
    lines = c.daily_share(TODAY, res).split("\n")
    assert re.fullmatch(r"Similis 2026-11-23 (✓ \d+ turns?|✗ \d+ cards? left)", lines[0])
    assert "".join(lines[1:]) == "".join(SQUARES[x] for x in turns)
    assert all(len(line) <= 10 for line in lines[1:])  # rows of 10
    assert "lotus" not in "".join(lines) and res.summary["moves"] == c.session.moves_json()


def test_a_turn_level_counts_the_cards_that_left_the_hand():
    c = make()
    c.open("solo", {"seed": "8", "bots": "2", "level": "random", "fast": "1"})
    play_to_end(c)
    s = c.session
    levels = turn_levels(s)
    draws = sum(e.kind in ("draw", "pass") and e.seat == 0 for e in s.game.history)
    assert levels.count(0) == draws and len(levels) == s.human_turns(0)


def test_old_daily_records_without_the_grid_still_load_and_share_their_one_line():
    store = MemoryStore()
    repo = Repository(store)
    Controller(repo, lambda: TODAY)
    repo.record_daily("similis", TODAY, DailyResult(9, True, None))
    again = Controller(Repository(store), lambda: TODAY)
    assert not again.repo.problems()
    again.open("daily", {})
    html = again.render()
    assert again.view == "daily-done" and "Similis 2026-11-23 ✓ 9 turns</pre>" in html
    assert 'data-testid="final-table"' not in html and 'data-testid="back-home"' in html


@pytest.mark.parametrize("bad", [{}, {"turns": [4]}, {"turns": [1] * 61}, {"moves": {}}, {"x": 1}, "s",
                                 {"moves": [[0, {"lay": "nope"}]]}])
def test_a_bad_summary_is_refused(bad):
    with pytest.raises((ValueError, KeyError, TypeError)):
        _check_summary(bad)


def test_the_finished_daily_revisited_shows_its_final_table_read_only_and_the_way_back():
    store = MemoryStore()
    c = make(store)
    finish_daily(c)
    again = make(store)
    again.open("daily", {})
    html = again.render()
    assert again.view == "daily-done" and 'data-testid="final-table"' in html and 'data-testid="over"' in html
    assert 'data-testid="next-game"' not in html and 'data-testid="lay"' not in html
    assert 'href="#/similis"' in html and 'href="#/"' in html
    assert again.act("lay") is None and again.view == "daily-done"


def test_the_one_person_at_the_device_is_you_at_the_end():
    s = Session.start("solo", ["Ann", "Bot", "Bot 2"], ["human", "random", "random"], 5, {})
    while not s.finished:
        if s.bot_turn:
            s.bot_step()
        else:
            s._apply(s.state.legal_moves(0)[0])  # the person's first legal move
    head, result = over_texts(s.view(), s.ui())
    html = render_session(s.view(), s.ui())
    for text in (head, result):
        assert "Ann wins" not in text and "You wins" not in text and "You has" not in text
    if 0 in s.game.winners():
        assert 'class="celebrate"' in html and head == "You win!"
    else:
        assert 'class="celebrate"' not in html and head == "Game over"
    assert "<th scope=\"col\">Player</th><th scope=\"col\">Points (cards left)</th>" in html


def test_the_live_region_says_the_bots_moves():
    c = make()
    c.open("solo", {"seed": "8", "bots": "2", "level": "random", "fast": "1"})
    s = c.session
    assert re.search(r'data-testid="announce"[^>]*></p>', c.render())
    while s.my_turn():
        s._apply(s.state.legal_moves(0)[0])
    c.act("bot-step")
    live = re.search(r'data-testid="announce"[^>]*>([^<]*)<', c.render()).group(1)
    assert live and s.players[1] in live


def test_cards_are_named_in_words_pressed_and_the_hand_and_market_are_arrow_zones():
    c = make()
    c.open("solo", {"seed": "8", "fast": "1"})
    c.act("pick", "1")
    html = c.render()
    card = c.session.selection[0]
    label = re.search(rf'data-card="{card.id}" aria-pressed="true"[^>]*><span class="sr-only">([^<]*)</span>', html).group(1)
    colour = t(f"similis.colour.{card.colour}")
    assert str(card.number) in label and colour in label
    assert 'class="shand" data-testid="hand" data-arrows' in html and 'data-testid="market" data-arrows' in html


def test_a_banned_card_has_a_sign_and_says_so():
    c = make()
    c.open("solo", {"seed": "8", "banned": "on", "fast": "1"})
    s = c.session
    banned = s.game.banned
    html = c.render()
    for card in s.hand(0):
        if card in banned:
            assert re.search(rf'data-card="{card.id}"[^>]*><span class="sr-only">[^<]*, banned</span>', html)
    assert html.count('class="ban-mark"') == sum(card in banned for card in [*s.hand(0), *s.game.market])


def test_enter_in_the_setup_boxes_starts_the_game():
    c = make()
    c.open("solo", {})
    html = c.render()
    assert re.search(r'<input data-field="seed"[^>]*data-enter="start"', html) and 'data-testid="name-0" data-enter="start"' in html
    c.open("table", {})
    assert 'data-testid="name-2" data-enter="start"' in c.render()


def test_headers_never_end_in_a_dot():
    c = make()
    for mode in ("", "solo", "daily"):
        c.open(mode, {"seed": "8"} if mode == "solo" else {})
        for h in re.findall(r"<header.*?</header>", c.render(), re.S):
            assert not re.sub(r"<[^>]+>", "", h).strip().endswith("·")
