"""SB's daily is one honest attempt: no advice during it, its seed refused elsewhere until the
day is over; past days are played in the archive (advice allowed), which never counts."""

from __future__ import annotations

import datetime as dt

import pytest

from similarium.core.daily import DailyResult
from similarium.core.rng import daily_seed
from similarium.core.storage import MemoryStore, save_key
from similarium.games.sb import daily as sb_daily

from .test_controller import controller, play_out

DAY = dt.date(2026, 11, 22)
ONE = dt.timedelta(days=1)
TODAY_SEED = daily_seed("sb", DAY)


def test_advice_is_refused_during_todays_daily_with_a_reason():
    c = controller()
    c.open("daily", {})
    assert not c.begin("advice")
    assert c.act("advice") is None
    s = c.session
    assert not s.advice and s.feedback.code == "daily.help.refused" and "one honest attempt" in s.feedback.text
    html = c.render()
    assert 'data-action="advice"' in html and 'aria-disabled="true"' in html.split('data-action="advice"')[1][:120]
    assert 'data-testid="advice-panel"' not in html
    c.act("roll")
    c.act("pick", "1,1")
    assert s.feedback.code == "daily.help.refused" and s.selection == []
    assert c.key("a") == ("advice", "")  # the key is refused the same way (it dispatches "advice")


def test_the_daily_share_text_has_no_help_note():
    c = controller()
    c.open("daily", {})
    play_out(c)
    res = c.repo.load_daily("sb").result_for(DAY)
    line, grid = c.share.split("\n")
    assert line == f"SB 2026-11-22 {res.score} {'✓' if res.won else '✗'}"  # no help note
    assert res.summary == {"turns": [r.points for r in c.session.game.history],
                           "moves": c.session.moves_json()} and len(grid) == 5  # moves: the link's replay


@pytest.mark.parametrize("mode", ["solo", "table"])
def test_todays_daily_seed_is_refused_in_links_and_the_seed_field(mode):
    c = controller()
    c.open(mode, {"seed": str(TODAY_SEED)})
    assert c.session is None and "daily challenge of 2026-11-22" in c.setup_error
    c.open(mode, {})
    c.act("start", "", {"seed": str(TODAY_SEED)})
    assert c.session is None and c.view == "setup" and "2026-11-22" in c.setup_error
    assert 'role="alert"' in c.render()
    c.act("start", "", {"seed": str(daily_seed("sb", DAY - ONE))})
    assert c.view == "game" and c.session.seed == daily_seed("sb", DAY - ONE)


def test_an_archive_day_plays_that_days_dice_with_advice_and_never_counts():
    store = MemoryStore()
    c = controller(store)
    c.repo.record_daily("sb", DAY - 3 * ONE, DailyResult(41, True))
    c.open("archive", {})
    html = c.render()
    assert c.view == "archive" and "2026-11-19 · your result: 41 ✓" in html and "never count" in html
    c.open("archive", {"day": "2026-11-21"})
    s = c.session
    assert s.mode == "archive" and s.daily and s.seed == daily_seed("sb", DAY - ONE)
    c.act("roll")
    first = sb_daily.daily_dice(daily_seed("sb", DAY - ONE), 1, 0, 8, 2)
    assert s.game.turn.roll == first
    c.act("advice")
    if c.session.pending:
        c.finish("advice")
    assert s.advice and s.feedback is None  # help is free in the archive
    before = store.get("similarium/daily/sb")
    play_out(c)
    assert len(s.game.history) == sb_daily.TURNS
    assert store.get("similarium/daily/sb") == before and c.repo.load_match("sb-solo") is None
    assert store.get(save_key("sb", "archive")) is None
    html = c.render()
    assert 'data-testid="archive-over"' in html and 'data-testid="share-text"' not in html
    # the day can be played again, still for nothing
    c.open("archive", {"day": "2026-11-21"})
    assert c.session is not None and not c.session.finished


def test_the_archive_refuses_today_and_the_daily_slot_is_kept_apart():
    store = MemoryStore()
    c = controller(store)
    c.open("daily", {})
    c.act("roll")
    c.open("archive", {"day": "2026-11-22"})
    assert c.session is None and "not over yet" in c.render()
    assert c.act("archive-open", "", {"archive-day": "2026-11-20"}) == "#/sb/archive?day=2026-11-20"
    c.open("archive", {"day": "2026-11-20"})
    c.act("roll")
    again = controller(store)
    again.open("daily", {})
    assert again.session.mode == "daily" and again.session.game.turn.roll is not None
    assert again.session.seed == TODAY_SEED
