"""The first-move walkthrough: above a game's view on the first visit, gone once dismissed,
remembered on the device; texts in both languages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from tests.ui.test_lang import _fake_browser, forget_dom

from similarium.core import i18n
from similarium.games import registry
from similarium.ui import walkthrough


@pytest.fixture
def browser(monkeypatch):
    yield lambda languages, items, hash_: _fake_browser(monkeypatch, languages, items, hash_)
    forget_dom()
    i18n.set_language("en")


def test_the_walkthrough_shows_until_dismissed_and_is_remembered(browser):
    items: dict[str, str] = {}
    app_module, root, _, _ = browser(["fr-FR"], items, "#/simili/solo?seed=5")
    app = app_module.App()
    app.open("#/simili/solo?seed=5")
    assert 'data-testid="walkthrough"' in root.innerHTML and "Votre premier coup" in root.innerHTML
    app.dispatch("walkthrough-dismiss", "simili")
    assert 'data-testid="walkthrough"' not in root.innerHTML
    app_module, root, html, _ = browser(["fr-FR"], items, "#/simili/solo?seed=5")
    again = app_module.App()
    again.open("#/simili/solo?seed=5")
    assert 'data-testid="walkthrough"' not in root.innerHTML and html.lang == "fr"  # the language kept
    again.open("#/sb/solo?seed=5")
    assert 'data-testid="walkthrough"' in root.innerHTML  # another game: its own first move


def test_not_on_menus_nor_home(browser):
    app_module, root, _, _ = browser(["en"], {}, "#/")
    app = app_module.App()
    app.open("#/")
    assert 'data-testid="walkthrough"' not in root.innerHTML
    app.open("#/similo")
    assert 'data-testid="walkthrough"' not in root.innerHTML


@pytest.mark.parametrize("game", [g.id for g in registry.with_page()])
def test_every_game_has_three_steps_in_both_languages(game):
    try:
        for lang in ("en", "fr"):
            i18n.set_language(lang)
            html = walkthrough.render(game)
            assert html.count("<li>") == 3 and "⟦" not in html
    finally:
        i18n.set_language("en")


def test_simili_keys_are_apart_so_a_touch_screen_can_hide_them():
    """The keys S, M, L (S, I, E in French) are in their own span (hidden under ``hover: none``
    by app.css), not in the step's sentence: a phone shows no keys it cannot press."""
    css = (Path(__file__).resolve().parents[2] / "static" / "css" / "app.css").read_text(encoding="utf-8")
    assert re.search(r"@media \(hover: none\)[^{]*\{[^}]*\.walkthrough \.keys[^}]*display: none", css)
    try:
        for lang, sentence, keys in (("en", "Sequence, Matching or Ladder.", "Keys: S, M, L."),
                                     ("fr", "Séquence, Identiques ou Échelle.", "Touches\u00a0: S, I, E.")):
            i18n.set_language(lang)
            html = walkthrough.render("simili")
            assert f'{sentence} <span class="keys">{keys}</span></li>' in html
    finally:
        i18n.set_language("en")
