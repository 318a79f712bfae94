"""Issue 26, item 2: the device's date goes BACK across midnight (a time zone west, a clock
corrected) while today's daily is in progress. That game is kept (a backup, the player told),
the day the clock now says gets its own daily, and when the daily's day comes again the kept
game resumes where it was: a day's daily is never dealt twice, in every game.

Every registered game page whose rules declare a daily (``GameFacts.daily``), through the page
protocol (no game named but in the move helper)."""

from __future__ import annotations

import datetime as dt
import importlib

import pytest
from tests.core.test_nothing_lost_pages import Clock

from similarium.core.i18n import set_language
from similarium.core.storage import MemoryStore, Repository, save_key
from similarium.games import registry
from similarium.ui.games import game_pages

GAME_PAGES = game_pages()
DAILY_PAGES = sorted(g for g in GAME_PAGES if registry.get(g).load_rules().facts.daily)

DAY = dt.date(2026, 11, 28)  # Paris, 00:30
BEFORE = DAY - dt.timedelta(days=1)  # New York, 18:30 the day before


@pytest.fixture(autouse=True)
def _english():
    set_language("en")


def page(gid: str, store: MemoryStore, clock: Clock):
    module, _, cls = GAME_PAGES[gid].partition(":")
    seeds = iter(range(500, 600))
    return getattr(importlib.import_module(module), cls)(Repository(store), clock, lambda: next(seeds))


def play(c, n: int) -> None:
    """``n`` moves of the game shown (the first legal move of whoever is to move), saved as the
    page saves them after every move."""
    s = c.session
    for _ in range(n):
        turn = s.state.turn()
        seat = turn.seats[0]
        s.state = s.state.apply(seat, s.state.legal_moves(seat)[0])
    c.save()


def codes(c) -> list[str]:
    return [p.code for p in c.repo.problems()]


@pytest.mark.parametrize("gid", DAILY_PAGES)
def test_a_daily_in_progress_survives_the_clock_going_back_and_resumes_on_its_day(gid):
    store, clock = MemoryStore(), Clock(DAY)
    c = page(gid, store, clock)
    c.open("daily", {})
    play(c, 3)
    played = c.session.moves_json()
    text = store.get(save_key(gid, "daily"))
    clock.day = BEFORE  # the time zone or the clock went back; the page reloads
    c2 = page(gid, store, clock)
    c2.open("daily", {})
    assert c2.view == "game" and c2.session.day == BEFORE and not any(c2.session.moves_json())
    assert text in [store.get(k) for k in c2.repo.backups()]  # kept, byte for byte
    assert "daily.kept_future" in codes(c2)
    told = c2.repo.problems()[-1].message()
    assert "earlier" in told and "Nothing was lost" in told
    clock.day = DAY  # the day comes back: the same attempt, where it was
    c3 = page(gid, store, clock)
    c3.open("daily", {})
    assert c3.session.day == DAY and c3.session.moves_json() == played
    assert "daily.brought_back" in codes(c3)
    assert not [k for k in c3.repo.backups() if k.endswith(save_key(gid, "daily"))]


@pytest.mark.parametrize("gid", DAILY_PAGES)
def test_a_daily_finished_before_the_clock_went_back_is_recorded_for_its_day(gid):
    store, clock = MemoryStore(), Clock(DAY)
    c = page(gid, store, clock)
    c.open("daily", {})
    while not c.session.finished:
        play(c, 1)
    c.save()  # finished but not recorded yet (the tab closed before)
    clock.day = BEFORE
    c2 = page(gid, store, clock)
    c2.open("daily", {})
    assert c2.session is not None and c2.session.day == BEFORE
    assert Repository(store).load_daily(gid).has_played(DAY)
    clock.day = DAY
    c3 = page(gid, store, clock)
    c3.open("daily", {})
    assert c3.view == "daily-done"  # one attempt: never dealt again


@pytest.mark.parametrize("gid", DAILY_PAGES)
def test_a_future_daily_with_no_move_gives_way_without_a_copy(gid):
    store, clock = MemoryStore(), Clock(DAY)
    page(gid, store, clock).open("daily", {})
    clock.day = BEFORE
    c2 = page(gid, store, clock)
    c2.open("daily", {})
    assert c2.session.day == BEFORE and not c2.repo.backups() and "daily.kept_future" not in codes(c2)
