"""Issue 26, item 3: a slow action (SIMILI's hint, SB's advice and a bot's first step, Similo's
suggestion) is bound to the game and position that started it. When the page has moved on to
another game meanwhile (today's daily, another mode), its result is dropped, never applied to
the game shown now: the daily is not charged a hint it never asked for, no bot moves in it.

The page's own protocol (``slow`` / ``current`` / ``complete``, what the app runs) is used here;
the e2e half is in ``e2e/test_slow_bound.py``."""

from __future__ import annotations

import datetime as dt

import pytest

from similarium.core.i18n import set_language
from similarium.core.storage import MemoryStore, Repository, save_key
from similarium.ui.sb import controller as sb_controller
from similarium.ui.sb.controller import Controller as SbController
from similarium.ui.simili.controller import SimiliController
from similarium.ui.similo.controller import Controller as SimiloController

DAY = dt.date(2026, 11, 27)


@pytest.fixture(autouse=True)
def _english():
    set_language("en")


def make(cls, store):
    seeds = iter(range(900, 999))
    return cls(Repository(store), lambda: DAY, lambda: next(seeds))


def run(c, work) -> bool:
    """What the app does with a slow action: its steps while it is current, then complete."""
    for _ in (c.steps(work.action) if c.current(work) else None) or ():
        if not c.current(work):
            break
    return c.complete(work)


def test_a_solo_hint_finishing_after_the_page_opened_the_daily_is_dropped():
    store = MemoryStore()
    c = make(SimiliController, store)
    c.open("daily", {})  # the daily started, no hint
    daily = store.get(save_key("simili", "daily"))
    c.open("solo", {"seed": "77"})
    work = c.slow("hint")
    assert work is not None and c.current(work)
    c.open("daily", {})  # the player goes to the daily while the hint works
    assert not c.current(work)
    assert not run(c, work)
    assert c.session.mode == "daily" and c.session.hints == 0 and c.session.hint is None
    assert store.get(save_key("simili", "daily")) == daily  # not "hints": 1
    assert "Hints used" not in c.render()


def test_a_hint_still_on_its_game_finishes():
    c = make(SimiliController, MemoryStore())
    c.open("solo", {"seed": "77"})
    work = c.slow("hint")
    assert run(c, work) and c.session.hint and not c.session.hint.get("pending")


def test_a_hint_for_a_position_the_player_moved_on_from_is_dropped():
    c = make(SimiliController, MemoryStore())
    c.open("solo", {"seed": "77"})
    work = c.slow("hint")
    c.act("choose", "ladder")  # a move while the hint works
    assert not c.current(work) and not c.complete(work)


@pytest.fixture
def sb_slow(monkeypatch):
    monkeypatch.setattr(sb_controller, "advisor_ready", lambda: False)  # the tables not built yet: slow
    monkeypatch.setattr(sb_controller, "warm_up", lambda: None)


@pytest.mark.usefixtures("sb_slow")
def test_sb_advice_and_a_bot_step_never_land_in_the_daily():
    store = MemoryStore()
    c = make(SbController, store)
    c.open("solo", {"seed": "4242"})
    advice = c.slow("advice")
    assert advice is not None
    c.open("daily", {})
    daily = store.get(save_key("sb", "daily"))
    assert not c.complete(advice)
    assert not getattr(c.session, "advice", False) and not c.session.pending
    assert store.get(save_key("sb", "daily")) == daily
    # a bot's first step in a table game, the page gone to the daily meanwhile: no move there
    c.open("table", {"seed": "4242", "seats": "steady,racer"})
    step = c.slow("bot-step")
    assert step is not None
    c.open("daily", {})
    moves = c.session.moves_json()
    assert not c.complete(step)
    assert c.session.moves_json() == moves and store.get(save_key("sb", "daily")) == daily


@pytest.mark.usefixtures("sb_slow")
def test_sb_advice_on_its_own_game_is_shown():
    c = make(SbController, MemoryStore())
    c.open("solo", {"seed": "4242"})
    work = c.slow("advice")
    assert c.complete(work) and c.session.advice


def test_a_similo_suggestion_finishing_in_another_mode_is_dropped():
    store = MemoryStore()
    c = make(SimiloController, store)
    c.open("give", {"seed": "78"})
    work = c.slow("suggest")
    assert work is not None
    c.open("daily", {})
    assert not c.complete(work)
    assert getattr(c.session, "suggestion", None) is None and not c.session.pending
    c.open("give", {})  # back to the giver's game: nothing pending is left on it
    assert not c.session.pending and c.session.suggestion is None
