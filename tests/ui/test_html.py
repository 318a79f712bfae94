"""Buttons escape their labels; trusted markup is opt-in; no view escapes a text twice."""

from __future__ import annotations

import datetime as dt
import re

import pytest

from similarium.core.i18n import CATALOGUE
from similarium.core.storage import MemoryStore, Repository
from similarium.games.simili.game import Options
from similarium.ui.home import render_home
from similarium.ui.hooks import TABLE
from similarium.ui.html import Markup, button
from similarium.ui.sb.controller import Controller as SBController
from similarium.ui.sb.render import render_session as render_sb
from similarium.ui.sb.session import HUMAN, warm_up
from similarium.ui.sb.session import Session as SBSession
from similarium.ui.simili.controller import SimiliController
from similarium.ui.simili.render import render_session as render_simili
from similarium.ui.simili.session import Session as SimiliSession

DAY = dt.date(2026, 11, 22)
DOUBLE = re.compile(r"&amp;(?:amp|lt|gt|quot|#x27);")


def test_a_button_label_is_text_and_escaped():
    html = button("<script>alert('x')</script> & co", "go", testid="go")
    assert "<script>" not in html
    assert ">&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; &amp; co</button>" in html


def test_markup_labels_are_inserted_as_given():
    assert button(Markup("<b>S</b> Sequence"), "choose", "sequence").endswith("><b>S</b> Sequence</button>")
    assert isinstance(Markup("x"), str) and Markup("a") + "b" == "ab"


@pytest.fixture
def tricky_language(monkeypatch: pytest.MonkeyPatch):
    """Every text of the catalogue with ``& <i>'"`` in it: a text escaped twice would show ``&amp;amp;``."""
    table = {k: v + " & <i>'\"" for k, v in CATALOGUE._messages["en"].items()}
    monkeypatch.setitem(CATALOGUE._messages, "xx", table)
    CATALOGUE.set_language("xx")
    yield
    CATALOGUE.set_language("en")


def _views() -> dict[str, str]:
    views = {"home": render_home()}
    simili = SimiliSession.start("table", Options(variant="modern", seed=11), ["Tom & Jerry", "<Ann>"])
    views["simili choose"] = render_simili(*simili.shown())
    for action, arg in [("choose", "sequence"), ("choose", "ladder"), ("roll", "")]:
        simili.act(action, arg)
    simili.act("book", "matching:0:0")  # refused: the feedback line too
    views["simili book"] = render_simili(*simili.shown())
    sb = SBSession.start(TABLE, ["Tom & Jerry", "<Ann>"], [HUMAN, "steady"], 5)
    sb.act("roll")
    sb.act("toggle", "1")
    sb.act("set-aside")  # most likely refused (a single die): the reason
    warm_up()
    sb.advice = True  # the advice table, with its buttons
    views["sb table"] = render_sb(*sb.shown())
    repo = Repository(MemoryStore())
    for name, ctl in (("simili", SimiliController(repo, lambda: DAY, lambda: 777)),
                      ("sb", SBController(repo, lambda: DAY, lambda: 777))):
        ctl.open("", {})
        views[f"{name} menu"] = ctl.render()
        ctl.open("table", {})
        views[f"{name} setup"] = ctl.render()
    return views


def test_no_view_escapes_a_text_twice(tricky_language):
    views = _views()
    for name, html in views.items():
        assert "&amp; &lt;i&gt;" in html, name  # the tricky texts are there, escaped once
        assert not DOUBLE.findall(html), (name, DOUBLE.findall(html)[:3])
    assert "Tom &amp; Jerry" in views["sb table"] and "&lt;Ann&gt;" in views["simili book"]
