"""French for SIMILI and SB: the same keys and placeholders as English, really translated,
French spacing, and whole games rendered in French with no missing key nor format error."""

from __future__ import annotations

import re

import pytest

from similarium.core.i18n import CATALOGUE, placeholder_problems, placeholders
from similarium.games.sb import messages as sb_messages
from similarium.ui.sb import render as sb_render  # noqa: F401 - registers SB's texts
from similarium.ui.sb.session import HUMAN, TABLE
from similarium.ui.sb.session import Session as SBSession


def human_choice(dice: list[tuple[str, int]], can_stop: bool, phase: str) -> tuple[str, list[int]]:
    """Stop when allowed; else set aside the lowest pair of Base dice, or the first Key."""
    if phase != "set_aside":
        return ("stop", []) if can_stop else ("roll", [])
    base = [v for k, v in dice if k == "base"]
    pairs = sorted(v for v in set(base) if base.count(v) >= 2)
    if pairs:
        return "set-aside", [i + 1 for i, (k, v) in enumerate(dice) if k == "base" and v == pairs[0]][:2]
    return "set-aside", [next(i + 1 for i, (k, _) in enumerate(dice) if k == "key")]

PREFIXES = ("sb.",)

# French texts that are the English text on purpose: names and symbols.
SAME_IN_FRENCH = {
    "sb.title",  # the game's name
}

# A plain space where French wants a no-break one: before : ; ! ? » and after «.
LOOSE_SPACE = re.compile(r" [:;!?»]|« ")


@pytest.fixture
def french():
    CATALOGUE.set_language("fr")
    CATALOGUE.reset_tracking()
    try:
        yield
    finally:
        CATALOGUE.set_language("en")


def _keys(lang: str, prefix: str) -> set[str]:
    return {k for k in CATALOGUE.keys(lang) if k.startswith(prefix)}


@pytest.mark.parametrize("prefix", PREFIXES)
def test_french_has_exactly_the_english_keys(prefix):
    assert _keys("en", prefix) - _keys("fr", prefix) == set(), "untranslated"
    assert _keys("fr", prefix) - _keys("en", prefix) == set(), "no English source"


@pytest.mark.parametrize("prefix", PREFIXES)
def test_french_uses_the_english_placeholders(prefix):
    assert placeholder_problems(CATALOGUE, prefix) == []
    for key in _keys("en", prefix):
        assert placeholders(CATALOGUE.raw(key, "fr")) == placeholders(CATALOGUE.raw(key, "en")), key


@pytest.mark.parametrize("prefix", PREFIXES)
def test_french_is_translated_and_spaced_the_french_way(prefix):
    same = {k for k in _keys("en", prefix) if CATALOGUE.raw(k, "fr") == CATALOGUE.raw(k, "en")}
    assert same <= SAME_IN_FRENCH
    loose = {k for k in _keys("fr", prefix) if LOOSE_SPACE.search(CATALOGUE.raw(k, "fr"))}
    assert loose == set()


def test_plural_forms_come_in_pairs():
    for lang in ("en", "fr"):
        keys = set().union(*(_keys(lang, p) for p in PREFIXES))
        for key in keys:
            if key.endswith(".one"):
                assert key[:-4] + ".other" in keys, key


def test_sb_messages_lists_french():
    assert sb_messages.MESSAGES["fr"] is sb_messages.FR


def test_a_whole_sb_game_renders_in_french(french):
    s = SBSession.start(TABLE, ["Ann", "Prudent", "Fonceur"], [HUMAN, "steady", "racer"], 5)
    s.advice = True
    html = []
    while not s.finished:
        html.append(sb_render.render_session(s))
        if s.bot_turn:
            s.act("bot-step")
            continue
        what, pos = human_choice(s.dice(), s.game.can_stop, s.game.phase)
        s.act("toggle", "1")
        s.act("set-aside")  # often refused: the reason is rendered too
        html.append(sb_render.render_session(s))
        s.selection = []
        for p in pos:
            s.act("toggle", str(p))
        html.append(sb_render.render_session(s))
        s.act(what)
    html.append(sb_render.render_session(s))
    s.act("roll")  # refused: the game is over
    html.append(sb_render.render_session(s))
    page = "".join(html)
    assert CATALOGUE.missing_keys() == set()
    assert CATALOGUE.format_errors() == set()
    assert "Journal des tours" in page and "Mettre de côté" in page and "La partie est terminée." in page
    assert "Turn log" not in page and "Set aside" not in page


def test_sb_plurals_in_french(french):
    from similarium.games.sb.rules import score

    assert sb_render.score_text(score([1], [2, 5])).endswith("= 1 point")
    assert sb_render.score_text(score([1, 6], [2, 5])).endswith("= 2 points")


def test_sb_menu_setup_and_daily_render_in_french(french):
    import datetime as dt

    from similarium.core.storage import MemoryStore, Repository
    from similarium.ui.sb.controller import Controller

    c = Controller(Repository(MemoryStore()), lambda: dt.date(2026, 11, 22), lambda: 777)
    pages = []
    for mode in ("", "solo", "table", "daily"):
        c.open(mode, {})
        pages.append(c.render())
    assert CATALOGUE.missing_keys() == set() and CATALOGUE.format_errors() == set()
    assert "Nouvelle partie de SB" in "".join(pages)
