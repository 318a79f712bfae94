"""SIMILI's daily is one honest attempt: its seed is hidden and refused elsewhere until the day
is over; hints during it are counted in its result and share text; past days are played in
the archive, which never counts."""

from __future__ import annotations

import datetime as dt

import pytest

from similarium.core.daily import DailyResult
from similarium.core.rng import daily_seed
from similarium.core.storage import MemoryStore, Repository
from similarium.games.simili.game import draw_rolls
from similarium.ui.simili import controller as simili_controller
from similarium.ui.simili.controller import SimiliController

from .test_simili_controller import play_out

DAY = dt.date(2026, 11, 22)
ONE = dt.timedelta(days=1)
TODAY_SEED = daily_seed("simili", DAY)


def controller(store=None, day=DAY, seeds=(777, 778, 779, 780)):
    it = iter(seeds)
    return SimiliController(Repository(store or MemoryStore()), lambda: day, lambda: next(it))


@pytest.fixture
def quick_hint(monkeypatch):
    calls = []

    def fake(session, time_budget=0.0):
        calls.append(session.game.round)
        return {"phase": "choose", "recommended": "matching", "exact": True}

    monkeypatch.setattr(simili_controller, "compute_hint", fake)
    return calls


def test_the_daily_does_not_show_its_seed():
    c = controller()
    c.open("daily", {})
    html = c.render()
    assert str(TODAY_SEED) not in html and 'data-testid="seed"' not in html and "share-link" not in html


@pytest.mark.parametrize("mode", ["solo", "table"])
def test_todays_daily_seed_is_refused_in_links_until_the_day_is_over(mode):
    c = controller()
    c.open(mode, {"seed": str(TODAY_SEED)})
    assert c.session is None and c.view == "setup"
    assert "daily challenge of 2026-11-22" in c.setup_error and 'role="alert"' in c.render()
    c.open(mode, {"seed": str(daily_seed("simili", DAY + ONE))})  # tomorrow's too
    assert c.session is None and "2026-11-23" in c.setup_error
    later = controller(day=DAY + ONE)  # once the day is over, the seed is an ordinary seed
    later.open(mode, {"seed": str(TODAY_SEED)})
    assert later.session is not None and later.session.options.seed == TODAY_SEED


def test_todays_daily_seed_is_refused_in_the_solo_seed_field():
    c = controller()
    c.open("solo", {})
    c.act("start", fields={"variant": "classic", "dice": "seeded", "seed": f"#{TODAY_SEED}"})
    assert c.session is None and "2026-11-22" in c.setup_error
    c.act("start", fields={"variant": "classic", "dice": "seeded", "seed": str(daily_seed("simili", DAY - ONE))})
    assert c.session is not None and c.session.options.seed == daily_seed("simili", DAY - ONE)


def test_a_hint_in_the_daily_asks_first_then_counts_in_the_result_and_share_text(quick_hint):
    store = MemoryStore()
    c = controller(store)
    c.open("daily", {})
    assert not c.begin("hint")  # the first press only warns
    c.act("hint")
    s = c.session
    assert s.feedback.code == "daily.help.hint_confirm" and s.hint is None and s.hints == 0
    assert c.begin("hint")  # the second press shows it
    c.finish("hint")
    assert s.hint["recommended"] == "matching" and s.hints == 1 and quick_hint == [1]
    assert 'data-testid="hints-used"' in c.render()
    assert c.begin("hint")  # asked once is enough
    c.finish("hint")
    assert s.hints == 2
    again = controller(store)  # the count survives a reload
    again.open("daily", {})
    assert again.session.hints == 2
    play_out(again)
    res = again.repo.load_daily("simili").result_for(DAY)
    assert res.summary["hints"] == 2 and len(res.summary["points"]) == 10
    first = again.share.split("\n")[0]
    assert first.endswith(" · 2 hints") and first.startswith("SIMILI 2026-11-22 ")
    done = controller(store)
    done.open("daily", {})
    assert done.view == "daily-done" and "· 2 hints\n" in done.render()


def test_a_daily_without_help_has_the_plain_share_text():
    c = controller()
    c.open("daily", {})
    play_out(c)
    assert c.repo.load_daily("simili").result_for(DAY).summary["hints"] == 0
    assert "·" not in c.share and c.share.startswith("SIMILI 2026-11-22 ")


def test_an_archive_day_is_the_days_dice_with_free_help_and_never_counts(quick_hint):
    store = MemoryStore()
    c = controller(store)
    c.repo.record_daily("simili", DAY - ONE, DailyResult(70, False))
    c.open("archive", {})
    html = c.render()
    assert c.view == "archive" and 'href="#/simili/archive?day=2026-11-21"' in html
    assert "2026-11-21 · your result: 70 ✗" in html and "never count" in html
    c.open("archive", {"day": "2026-11-21"})
    s = c.session
    assert s.mode == "archive" and s.day == DAY - ONE and s.options.seed == daily_seed("simili", DAY - ONE)
    c.act("choose", "matching")
    c.act("roll")
    assert s.game.roll == draw_rolls(daily_seed("simili", DAY - ONE))[0]
    assert c.begin("hint")  # no question asked, nothing counted
    c.finish("hint")
    assert s.hints == 0
    before = store.get("similarium/daily/simili")
    play_out(c)
    assert store.get("similarium/daily/simili") == before  # statistics and streaks unchanged
    assert c.repo.load_match("simili-solo") is None and store.get("similarium/save/simili/archive") is None
    html = c.render()
    assert 'data-testid="archive-over"' in html and "Not counted" in html and 'data-testid="daily"' not in html
    assert c.act("archive-list") == "#/simili/archive" and c.view == "archive" and c.session is None


def test_the_archive_refuses_today_and_later_and_keeps_todays_daily_apart():
    store = MemoryStore()
    c = controller(store)
    c.open("daily", {})
    c.act("choose", "ladder")
    c.open("archive", {"day": DAY.isoformat()})
    assert c.session is None and c.view == "archive" and "not over yet" in c.render()
    assert c.act("archive-open", fields={"archive-day": "2026-12-01"}) is None and "not over yet" in c.setup_error
    assert c.act("archive-open", fields={"archive-day": "2026-11-02"}) == "#/simili/archive?day=2026-11-02"
    c.open("archive", {"day": "2026-11-02"})
    c.act("choose", "sequence")
    back = controller(store)
    back.open("daily", {})
    assert back.session.mode == "daily" and back.session.game.category == "ladder"
    back.open("archive", {})
    assert 'data-testid="archive-resume" data-day="2026-11-02"' in back.render()
