"""The "How to play" pages: one a game at ``#/how/<game>``, linked from the home page."""

from __future__ import annotations

import pytest

from similarium.core.i18n import CATALOGUE
from similarium.games import registry
from similarium.ui.home import render_home
from similarium.ui.howto import page_module, render_howto


def test_every_playable_game_is_linked_from_home_to_its_page():
    html = render_home()
    for g in registry.with_page():
        assert f'href="#/how/{g.id}"' in html and f'data-testid="{g.id}-how"' in html


@pytest.mark.parametrize("gid", [g.id for g in registry.GAMES])
def test_each_page_renders_in_both_languages_with_no_missing_key(gid):
    CATALOGUE.reset_tracking()
    try:
        for lang in ("en", "fr"):
            CATALOGUE.set_language(lang)
            html = render_howto(gid)
            assert 'data-testid="howto"' in html and 'data-testid="howto-back"' in html
    finally:
        CATALOGUE.set_language("en")
    assert CATALOGUE.missing_keys() == set() and CATALOGUE.format_errors() == set()


def test_an_unknown_game_has_no_module_and_still_a_page():
    assert page_module("chess") is None
    assert 'data-testid="howto"' in render_howto("chess")
