"""Bot pace (issue 21): one remembered setting, quick by default, each quick step at most
~0.6 s of pause, relaxed slower, instant none; a page's own 0 (``fast=1``) stays 0."""

from __future__ import annotations

from similarium.core.i18n import set_language
from similarium.ui import pace


def test_quick_is_the_default_and_unknown_values_fall_back_to_it():
    assert pace.read({}) == "quick" == pace.DEFAULT
    assert pace.read({"bot.pace": "warp"}) == "quick" and pace.read({"bot.pace": 3}) == "quick"
    assert pace.read({"bot.pace": "relaxed"}) == "relaxed"


def test_each_pace_bounds_the_pause_of_a_bot_step():
    for base in (300, 600, 700, 1500):
        quick, relaxed = pace.step_delay("quick", base), pace.step_delay("relaxed", base)
        assert 0 < quick <= 600 and quick <= base
        assert relaxed >= base and relaxed > quick
        assert pace.step_delay("instant", base) == 0
    assert all(pace.step_delay(p, 0) == 0 for p in pace.PACES)


def test_the_control_says_which_pace_is_on():
    set_language("en")
    html = pace.control("relaxed")
    assert 'data-testid="pace-relaxed" aria-pressed="true"' in html
    assert html.count('aria-pressed="false"') == 2 and "Bot pace" in html
    assert 'data-action="skip-bots"' in pace.skip_button()
