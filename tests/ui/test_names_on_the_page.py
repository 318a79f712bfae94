"""Issue 26, item 7, on the pages: a names text box splits on every line break and says so; an
invisible, control or look-alike name is refused with its catalogue text, nothing started."""

from __future__ import annotations

import datetime as dt

import pytest

from similarium.core.i18n import set_language
from similarium.core.storage import MemoryStore, Repository
from similarium.games import registry

DAY = dt.date(2026, 11, 24)
NOW = dt.datetime(2026, 11, 24, 10, 0, tzinfo=dt.UTC)


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def page(game: str):
    seeds = iter(range(777, 10_000))
    return registry.get(game).load_page()(Repository(MemoryStore(), now=lambda: NOW), lambda: DAY, lambda: next(seeds))


@pytest.mark.parametrize("sep", ["\n", "\r\n", "\r", "\u2028", "\u2029", "\x85", "\v", "\f"])
def test_simili_table_names_split_on_every_line_break(sep):
    c = page("simili")
    c.open("table", {})
    c.act("start", "", {"players": f"Anna{sep}Bob", "seed": "5", "variant": "classic", "dice": "seeded"})
    assert c.setup_error == "" and c.session is not None
    assert c.session.players == ["Anna", "Bob"]


def test_the_names_boxes_say_that_every_line_break_starts_a_name():
    c = page("simili")
    c.open("table", {})
    assert 'data-testid="players-lines"' in c.render()
    s = page("similo")
    s.open("table", {})
    assert 'data-testid="players-lines"' in s.render()


@pytest.mark.parametrize(("text", "words"), [
    ("Anna\n\u0410nna", "look the same"),
    ("Anna\nAnna\u200b", "look the same"),
    ("\u00e9mile\ne\u0301mile", "same name"),
    ("\u200b\nBob", "nothing visible"),
    ("An\x00na\nBob", "control character (U+0000)"),
])
def test_a_refused_name_is_said_and_nothing_starts(text, words):
    c = page("simili")
    c.open("table", {})
    c.act("start", "", {"players": text, "seed": "5", "variant": "classic", "dice": "seeded"})
    assert c.session is None and words in c.setup_error
    assert c.failure == ""


def test_a_link_with_a_look_alike_name_is_refused():
    c = page("sb")
    c.open("table", {"seed": "5", "seats": "human,human", "names": "Anna,\u0410nna"})
    assert c.session is None and "look the same" in c.setup_error
    c = page("similis")
    c.open("solo", {"seed": "5", "name": "\u200b"})
    assert c.session is None and "nothing visible" in c.setup_error
