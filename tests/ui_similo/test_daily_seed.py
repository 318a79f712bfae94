"""Similo's daily is one honest attempt: its seed is refused in a share link and in the seed
field of every setup until its day is over (as SB's and SIMILI's: tests/ui_sb/test_daily_rules.py,
tests/ui/test_simili_daily.py)."""

from __future__ import annotations

import datetime as dt

import pytest

from similarium.core.rng import daily_seed
from similarium.core.storage import MemoryStore, Repository
from similarium.ui.similo.controller import Controller

DAY = dt.date(2026, 11, 22)
ONE = dt.timedelta(days=1)
TODAY_SEED = daily_seed("similo", DAY)
OPTIONS = {"rules": "classic", "characters": "fables", "clues": "same"}


def make(day: dt.date = DAY) -> Controller:
    return Controller(Repository(MemoryStore()), lambda: day, lambda: 4242)


@pytest.mark.parametrize("mode", ["guess", "give", "table"])
def test_todays_daily_seed_is_refused_in_a_share_link_until_the_day_is_over(mode):
    c = make()
    c.open(mode, {"seed": str(TODAY_SEED)})
    assert c.session is None and c.view == "setup"
    assert "daily challenge of 2026-11-22" in c.setup_error and 'role="alert"' in c.render()
    c.open(mode, {"seed": str(daily_seed("similo", DAY + ONE))})  # tomorrow's too
    assert c.session is None and "2026-11-23" in c.setup_error
    later = make(DAY + ONE)  # once the day is over, it is an ordinary seed
    later.open(mode, {"seed": str(TODAY_SEED)})
    assert later.session is not None and later.session.seed == TODAY_SEED


@pytest.mark.parametrize("mode", ["guess", "give", "table"])
def test_todays_daily_seed_is_refused_in_the_seed_field(mode):
    c = make()
    c.open(mode, {})
    c.act("start", "", {**OPTIONS, "seed": f"#{TODAY_SEED}"})
    assert c.session is None and c.view == "setup" and "2026-11-22" in c.setup_error
    assert 'role="alert"' in c.render()
    c.act("start", "", {**OPTIONS, "seed": str(daily_seed("similo", DAY - ONE))})
    assert c.session is not None and c.session.seed == daily_seed("similo", DAY - ONE)


def test_another_games_daily_seed_is_an_ordinary_seed_here():
    c = make()
    c.open("guess", {"seed": str(daily_seed("similis", DAY))})
    assert c.session is not None and c.session.seed == daily_seed("similis", DAY)
