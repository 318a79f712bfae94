"""A past day in the archive deals that day's daily, in every game with a daily (issue 28: today's
Similis daily dealt in the archive went unseen; SIMILI and SB pinned their archive's seed, Similo
and Similis did not). Every registered game page, through the page protocol: no game named."""

from __future__ import annotations

import datetime as dt
import importlib

import pytest

from similarium.core.i18n import set_language
from similarium.core.rng import daily_seed
from similarium.core.storage import MemoryStore, Repository
from similarium.games import registry
from similarium.ui.games import game_pages

DAY = dt.date(2026, 11, 28)
DAILY_GAMES = sorted(g.id for g in registry.with_page() if "daily" in g.modes)


@pytest.fixture(autouse=True)
def _english():
    set_language("en")


def page(gid: str, day: dt.date):
    module, _, cls = game_pages()[gid].partition(":")
    seeds = iter(range(500, 600))
    return getattr(importlib.import_module(module), cls)(Repository(MemoryStore()), lambda: day, lambda: next(seeds))


def test_every_game_with_a_daily_is_here():
    assert {"simili", "sb", "similo", "similis"} <= set(DAILY_GAMES)


@pytest.mark.parametrize("gid", DAILY_GAMES)
@pytest.mark.parametrize("back", [1, 2, 30])
def test_a_past_day_in_the_archive_deals_that_days_daily(gid, back):
    past = DAY - dt.timedelta(days=back)
    then = page(gid, past)  # the daily as it was dealt on its own day
    then.open("daily", {})
    now = page(gid, DAY)
    now.open("archive", {"day": past.isoformat()})
    assert now.view == "game" and now.session.day == past
    dealt, was = now.session.state, then.session.state
    assert dealt.log().seed == was.log().seed == daily_seed(gid, past)
    assert dealt.log().options == was.log().options
    assert [dealt.observation(s) for s in range(len(dealt.players))] == \
        [was.observation(s) for s in range(len(was.players))]
