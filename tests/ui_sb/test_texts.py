"""The SB page puts rule breaks and the turn log in words through ``t()``: they are data until then."""

from __future__ import annotations

import pytest

from similarium.core.i18n import CATALOGUE
from similarium.games.sb.rules import Dice, Roll
from similarium.ui.sb import render
from similarium.ui.sb.session import HUMAN, SOLO, Session


def played() -> Session:
    s = Session.start(SOLO, ["Zoé", "Steady"], [HUMAN, "steady"], 7)
    s.game = s.game.apply(Roll(Dice.parse("1,1,3,3,3,4,5,6 K2,K6")))
    s.act("pick", "1,1")
    s.act("set-aside")
    return s


def test_the_turn_log_is_rendered_from_catalogue_keys(monkeypatch: pytest.MonkeyPatch):
    s = played()
    seen: list[tuple[str, dict]] = []

    def fake_t(key: str, **params) -> str:
        seen.append((key, params))
        return f"[{key}]"

    monkeypatch.setattr(render, "t", fake_t)
    log = render.render_log(*s.shown())
    assert '<li class="roll">[sb.log.roll]</li><li class="set_aside">[sb.log.set_aside]</li>' in log
    assert ("sb.log.set_aside", {"dice": "1,1", "aside": "1,1"}) in seen
    assert "Zoé" not in log  # the player's name comes from the session (the turn's heading), not the events


def test_a_refusal_is_the_catalogue_text_of_its_code_in_the_current_language(monkeypatch: pytest.MonkeyPatch):
    s = played()
    # a made-up language, for this test only (SB's texts are English so far)
    monkeypatch.setitem(CATALOGUE._messages, "xx", {"sb.set_aside_first": "Mettez de côté depuis {roll} d'abord."})
    try:
        CATALOGUE.set_language("xx")
        s.game = s.game.apply(Roll(Dice.parse("2,2,4,5,6,6 K1,K3")))
        s.act("roll")
        assert s.feedback.code == "sb.set_aside_first"
        assert s.feedback.text == "Mettez de côté depuis 2,2,4,5,6,6 K1,K3 d'abord."
        s.act("stop")  # the same rule met by a stop: its own wording, English here (no translation)
        assert s.feedback.text == "Set aside dice from the roll 2,2,4,5,6,6 K1,K3 before stopping."
    finally:
        CATALOGUE.set_language("en")
    s.act("roll")
    assert s.feedback.text == "Set aside dice from the roll 2,2,4,5,6,6 K1,K3 before rolling again."


def test_the_selection_line_gives_the_rule_text_with_its_parameters():
    s = played()
    s.game = s.game.apply(Roll(Dice.parse("2,2,4,5,6,6 K1,K3")))
    s.act("toggle", "3")
    CATALOGUE.reset_tracking()
    html = render.render_session(*s.shown())
    assert "a single 4 cannot be set aside" in html
    assert CATALOGUE.missing_keys() == set() and CATALOGUE.format_errors() == set()


def test_the_advice_writes_its_decimals_as_the_page_language_does():
    """Issue 21: French writes 6,416 (English 6.416); the data attributes keep the plain float."""
    import re

    from similarium.core.i18n import CATALOGUE

    from .test_controller import controller

    c = controller()
    c.open("solo", {"seed": "3"})
    if c.begin("advice"):
        c.finish("advice")
    else:
        c.act("advice")
    c.act("roll")
    for lang, point in (("en", "."), ("fr", ",")):
        CATALOGUE.set_language(lang)
        try:
            html = c.render()
        finally:
            CATALOGUE.set_language("en")
        # a race of 2 (you and a bot): the win chance, then the expected turn score (issue 27)
        rows = re.findall(r'data-testid="advice-option"[^>]*>.*?<td>([^<]*)</td><td>([^<]*)</td>', html)
        assert rows and all(re.fullmatch(rf"\d+\{point}\d{{3}}", x) for _, x in rows), rows
        assert all(re.fullmatch(rf"\d+\{point}\d(%|\u00a0%)", w) for w, _ in rows), rows
