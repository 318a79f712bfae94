"""The home page invites play (issue 21): each game's picture drawn from its own art, found
through its registry entry, and today's daily of every game with its state and streak."""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

from similarium.core.daily import DailyResult
from similarium.core.i18n import set_language
from similarium.core.storage import MemoryStore, Repository
from similarium.games import registry
from similarium.ui.home import DailyState, daily_states, home_picture, render_home

ROOT = Path(__file__).resolve().parents[2]
TODAY = dt.date(2026, 11, 24)


def test_every_game_the_site_serves_has_a_picture_and_its_files_exist():
    for game in registry.served():
        pic = home_picture(game)
        assert 'class="home-pic' in pic and 'aria-hidden="true"' in pic, game.id
        for src in re.findall(r'src="([^"]+)"', pic):
            assert (ROOT / src).is_file(), src
        assert pic in render_home(), game.id


def test_a_game_without_a_picture_module_still_has_a_card():
    entry = registry.GameEntry("nopic", "NoPic", "home.coming_soon", page="similarium.ui.nowhere.controller:C")
    assert home_picture(entry) == ""


def test_todays_daily_of_every_game_with_its_state_and_streak():
    """Every game that declares a daily (``GameFacts.daily``) has today's on the home page; no
    game named: the first three such games of the registry play won, lost and not yet."""
    set_language("en")
    declared = [g.id for g in registry.playable() if g.load_rules().facts.daily]
    assert len(declared) >= 3
    won, lost, fresh = declared[:3]
    repo = Repository(MemoryStore())
    for gid in (won, lost):
        repo.record_daily(gid, TODAY - dt.timedelta(days=1), DailyResult(40, True))
    repo.record_daily(won, TODAY, DailyResult(62, True))
    repo.record_daily(lost, TODAY, DailyResult(3, False))
    states = daily_states(repo, TODAY)
    assert set(states) == set(declared)
    assert states[won] == DailyState(True, True, 62, 2) and states[fresh] == DailyState(False)
    html = render_home(dailies=states)
    for g in registry.with_page():
        shown = f'data-testid="{g.id}-daily"' in html or f'data-testid="{g.id}-daily-state"' in html
        assert shown == (g.id in declared), g.id  # a game without a daily has none on its card
    assert "Today’s daily: won (62) · win streak: 2 days" in html  # named (issue 29)
    assert "Today’s daily: lost (3)" in html and "Today’s daily: to play" in html
    assert "Today’s daily: lost (3) ·" not in html  # a loss ends the win streak (issue 29)


def test_an_unreadable_daily_record_leaves_the_home_page_standing():
    class Broken:
        def load_daily(self, gid):
            raise ValueError("corrupt")

    assert daily_states(Broken(), TODAY) == {}
    assert 'data-testid="simili-solo"' in render_home(dailies={})
