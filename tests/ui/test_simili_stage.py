"""SIMILI's controls before the roll (issue 30): once a category is circled, the roll takes the
choices' room and the choices stay laid out under it, only to keep that room: inert, hidden from
screen readers, out of the tab order, doing nothing (no action, no test id). So the controls are as
tall as before and the sheet under them does not rise (e2e/test_simili_circled.py measures it)."""

from __future__ import annotations

import re

import pytest

from similarium.core.i18n import set_language
from similarium.games.simili.game import TYPED, Options
from similarium.ui.simili import render
from similarium.ui.simili.session import Session


@pytest.fixture(params=["en", "fr"])
def lang(request):
    set_language(request.param)
    yield request.param
    set_language("en")


def slot(controls: str) -> list[str]:
    """The stages of the controls' slot (what comes before the bank), each from its opening tag."""
    body = controls.split('<div class="stage-slot">', 1)[1].split('<div class="bank-line">', 1)[0]
    return re.split(r'(?=<div class="stage)', body)[1:]


def test_choosing_shows_the_live_choices_only(lang):
    s = Session.start("solo", Options(seed=12))
    stages = slot(render.render_controls(s))
    assert len(stages) == 1 and 'aria-hidden' not in stages[0] and "inert" not in stages[0]
    assert len(re.findall(r'data-action="choose"', stages[0])) == 3


@pytest.mark.parametrize("players", [["Ann"], ["Ann", "Bob"]], ids=["solo", "table"])
def test_circled_the_roll_is_live_and_the_choices_only_keep_their_room(lang, players):
    s = Session.start("solo" if len(players) == 1 else "table", Options(seed=12), players)
    for _ in players:
        assert s.act("choose", "ladder"), s.feedback
    assert s.stage == "roll"
    choosing = slot(render.render_controls(Session.start("solo" if len(players) == 1 else "table",
                                                         Options(seed=12), players)))[0]
    live, reserve = slot(render.render_controls(s))
    assert 'data-testid="roll"' in live and "aria-hidden" not in live
    assert reserve.startswith('<div class="stage reserve" aria-hidden="true" inert>')
    assert "data-action" not in reserve and "data-testid" not in reserve
    assert reserve.count('class="choice" tabindex="-1" disabled') == 3
    # the same prompt and buttons as while choosing, so the same room
    strip = lambda h: re.sub(r' (data-action|data-arg|data-testid|title|tabindex|disabled)(="[^"]*")?', "", h)  # noqa: E731
    inner = lambda h: re.sub(r"(</div>)+$", "", strip(h.split(">", 1)[1]))  # noqa: E731
    assert inner(reserve) == inner(choosing)


def test_a_typed_roll_takes_the_room_too(lang):
    s = Session.start("solo", Options(dice=TYPED, seed=12))
    assert s.act("choose", "matching"), s.feedback
    live, reserve = slot(render.render_controls(s))
    assert 'data-testid="typed-roll"' in live and "inert" in reserve
