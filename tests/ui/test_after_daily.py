"""After a daily, "Replay" means what it says (issue 21): the end offers the past days and a
new game of the first play mode through its setup, as links (the daily's page stays in the
history), never a button dealing a random game; the same for the four games."""

from __future__ import annotations

import re

import pytest
from tests.ui.test_end_screens import lang
from tests.ui.test_simili_controller import play_out as simili_play
from tests.ui.test_simili_page import controller as simili_controller
from tests.ui_sb.test_controller import controller as sb_controller
from tests.ui_sb.test_controller import play_out as sb_play
from tests.ui_similis.test_page import make as similis_make
from tests.ui_similis.test_page import play_to_end as similis_play
from tests.ui_similo.test_controller import make as similo_make
from tests.ui_similo.test_controller import play_round

from similarium.core.i18n import t


def simili(store=None):
    c = simili_controller(store)
    c.open("daily", {})
    simili_play(c)
    return c


def sb(store=None):
    c = sb_controller(store)
    c.open("daily", {})
    sb_play(c)
    return c


def similo(store=None):
    c = similo_make(store)
    c.open("daily", {})
    while not c.session.finished:
        play_round(c)
    return c


def similis(store=None):
    c = similis_make(store)
    c.open("daily", {"fast": "1"})
    similis_play(c)
    return c


FIRST_MODE = {"simili": "solo", "sb": "solo", "similo": "guess", "similis": "solo"}


def links(html: str, testid: str) -> list[str]:
    return re.findall(rf'<a [^>]*href="([^"]+)"[^>]*data-testid="{testid}"', html)


@pytest.mark.parametrize("code", ["en", "fr"])
@pytest.mark.parametrize("finish", [simili, sb, similo, similis])
def test_a_finished_daily_offers_the_archive_and_a_new_game_through_its_setup(finish, code):
    with lang(code):
        c = finish()
        game, mode = c.GAME, FIRST_MODE[c.GAME]
        html = c.render()
        assert c.session.finished and c.session.mode == "daily"
        assert 'data-action="next-game"' not in html  # no random game dealt without a setup
        assert links(html, "after-archive") == [f"#/{game}/archive"]
        assert links(html, "after-new") == [f"#/{game}/{mode}"]
        label = t("daily.after.new", mode=t(f"{game}.mode.{mode}"))
        assert label.replace("\u00a0", " ") in html.replace("\u00a0", " ").replace("&#x27;", "'")


@pytest.mark.parametrize("finish", [simili, sb, similo, similis])
def test_the_new_game_link_opens_the_setup(finish):
    c = finish()
    mode = FIRST_MODE[c.GAME]
    c.open(mode, {})
    assert c.view == "setup" and c.session is None


def test_the_new_game_link_says_resume_when_a_game_is_saved_there():
    from similarium.core.storage import MemoryStore

    store = MemoryStore()
    c = simili_controller(store)
    c.open("solo", {"seed": "5"})
    c.act("choose", "matching")  # a solo game in progress, saved in its slot
    c.open("daily", {})
    simili_play(c)
    html = c.render()
    assert t("daily.after.resume", mode=t("simili.mode.solo")) in html


def test_a_past_days_end_offers_a_new_game_and_no_random_replay():
    c = simili_controller()
    c.open("archive", {"day": "2026-11-20"})
    simili_play(c)
    html = c.render()
    assert 'data-action="next-game"' not in html and links(html, "after-new") == ["#/simili/solo"]
    assert 'data-testid="archive-back"' in html
