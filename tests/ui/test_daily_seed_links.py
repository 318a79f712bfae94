"""Similo's and Similis's dailies are one honest attempt: the day's seed is refused in a share
link and in the seed field of every mode until its day is over, as SB's and SIMILI's are
(tests/ui_sb/test_daily_rules.py, tests/ui/test_simili_daily.py). Another game's daily seed is an
ordinary seed."""

from __future__ import annotations

import datetime as dt

import pytest

from similarium.core.rng import daily_seed
from similarium.core.storage import MemoryStore, Repository
from similarium.ui.similis.controller import Controller as SimilisController
from similarium.ui.similo.controller import Controller as SimiloController

DAY = dt.date(2026, 11, 22)
ONE = dt.timedelta(days=1)
GAMES = {  # game: (controller, modes with a seed, setup fields besides the seed, another game)
    "similo": (SimiloController, ("guess", "give", "table"),
               {"rules": "classic", "characters": "fables", "clues": "same"}, "similis"),
    "similis": (SimilisController, ("solo", "table"), {}, "similo"),
}
CASES = [(game, mode) for game, (_, modes, _, _) in GAMES.items() for mode in modes]


def make(game: str, day: dt.date = DAY):
    return GAMES[game][0](Repository(MemoryStore()), lambda: day, lambda: 4242)


@pytest.mark.parametrize("game, mode", CASES)
def test_todays_daily_seed_is_refused_in_a_share_link_until_the_day_is_over(game, mode):
    today = daily_seed(game, DAY)
    c = make(game)
    c.open(mode, {"seed": str(today)})
    assert c.session is None and c.view == "setup"
    assert "daily challenge of 2026-11-22" in c.setup_error and 'role="alert"' in c.render()
    c.open(mode, {"seed": str(daily_seed(game, DAY + ONE))})  # tomorrow's too
    assert c.session is None and "2026-11-23" in c.setup_error
    later = make(game, DAY + ONE)  # once the day is over, it is an ordinary seed
    later.open(mode, {"seed": str(today)})
    assert later.session is not None and later.session.seed == today


@pytest.mark.parametrize("game, mode", CASES)
def test_todays_daily_seed_is_refused_in_the_seed_field(game, mode):
    fields = GAMES[game][2]
    c = make(game)
    c.open(mode, {})
    c.act("start", "", {**fields, "seed": f"#{daily_seed(game, DAY)}"})
    assert c.session is None and c.view == "setup" and "2026-11-22" in c.setup_error
    assert 'role="alert"' in c.render()
    c.act("start", "", {**fields, "seed": str(daily_seed(game, DAY - ONE))})
    assert c.session is not None and c.session.seed == daily_seed(game, DAY - ONE)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_another_games_daily_seed_is_an_ordinary_seed_here(game):
    other = daily_seed(GAMES[game][3], DAY)
    c = make(game)
    c.open(GAMES[game][1][0], {"seed": str(other)})
    assert c.session is not None and c.session.seed == other
