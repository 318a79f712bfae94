"""The language end to end: a French browser gets the page in French (``<html lang="fr">``),
one click on the toggle switches every view to English, and the choice outlives a reload.
The guard of every page fails the test on a console error or a request leaving the machine."""

from __future__ import annotations

import datetime as dt
import json

import pytest

SETTINGS_KEY = "similarium/settings"


def html_lang(page) -> str:
    return page.evaluate("() => document.documentElement.lang")


def test_a_french_browser_gets_french_and_a_switch_to_english_is_remembered(new_page, boot):
    page = new_page(locale="fr-FR")
    assert page.evaluate("() => navigator.language").startswith("fr")
    boot(page, "/#/")
    assert html_lang(page) == "fr"
    home = page.locator("#home")
    assert "Choisissez un jeu" in home.inner_text() and "Défi du jour" in home.inner_text()
    assert page.get_attribute('[data-testid="lang-fr"]', "aria-pressed") == "true"
    assert page.evaluate(f"() => localStorage.getItem('{SETTINGS_KEY}')") is None  # nothing chosen yet

    page.click('[data-testid="lang-en"]')
    page.wait_for_function("() => document.documentElement.lang === 'en'")
    assert "Choose a game" in page.locator("#home").inner_text()
    assert page.get_attribute('[data-testid="lang-en"]', "aria-pressed") == "true"
    assert json.loads(page.evaluate(f"() => localStorage.getItem('{SETTINGS_KEY}')"))["data"]["language"] == "en"

    page.reload()
    boot(page, "/#/")
    assert html_lang(page) == "en" and "Choose a game" in page.locator("#home").inner_text()


def test_the_toggle_is_on_a_game_page_and_switches_it_in_place(new_page, boot):
    page = new_page(locale="en-US")
    boot(page, "/#/simili")
    assert html_lang(page) == "en"
    page.locator('[data-testid="lang-fr"]').wait_for(state="visible")
    page.click('[data-testid="lang-fr"]')
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    assert page.evaluate("() => location.hash") == "#/simili"  # the same page, now in French
    assert page.get_attribute('[data-testid="lang-fr"]', "aria-pressed") == "true"
    # the archive shows days the French way; its links keep YYYY-MM-DD
    boot(page, "/#/sb/archive")
    day = page.locator('[data-testid="archive-day"]').first
    iso = day.get_attribute("data-day")
    shown = dt.date.fromisoformat(iso).strftime("%d/%m/%Y")
    assert day.get_attribute("aria-label").startswith(shown) and iso in day.get_attribute("href")
    assert page.locator("thead th").all_inner_texts() == ["lu", "ma", "me", "je", "ve", "sa", "di"]


def test_a_french_browser_sees_french_before_python_has_started(new_page, boot):
    """The static shell: the boot script swaps in the French template while the page is parsed."""
    from english import english_on_screen

    page = new_page(locale="fr-FR")
    page.goto("/#/", wait_until="domcontentloaded")
    assert page.evaluate("() => document.documentElement.dataset.boot") == "loading"  # Python not there yet
    assert html_lang(page) == "fr"
    assert "Démarrage du moteur de jeu" in page.inner_text('[data-testid="boot-status"]')
    assert "Choisissez un jeu" in page.inner_text("#home")
    assert "Fonctionne hors ligne" in page.inner_text("footer")
    assert english_on_screen(page) == []
    boot(page, "/#/")
    assert html_lang(page) == "fr" and english_on_screen(page) == []


# Installed before the page: what a frame could paint when the English shell first exists.
SHELL_PARSED = """
new MutationObserver((records, observer) => {
  if (!document.getElementById("app") || !document.body) return;
  window.__atShell = {lang: document.documentElement.lang,
                      visibility: getComputedStyle(document.body).visibility};
  observer.disconnect();
}).observe(document, {childList: true, subtree: true});
"""


@pytest.mark.parametrize("locale, lang, shown", [("fr-FR", "fr", "hidden"), ("en-GB", "en", "visible")])
def test_no_frame_shows_the_english_shell_to_a_french_browser(new_page, locale, lang, shown):
    """The language is decided in <head>: while the English shell is parsed, a French page is
    hidden (a slow device may paint mid-parse), and shown once the French shell is in."""
    page = new_page(locale=locale)
    page.add_init_script(SHELL_PARSED)
    page.goto("/#/", wait_until="domcontentloaded")
    assert page.evaluate("() => window.__atShell") == {"lang": lang, "visibility": shown}
    assert page.evaluate("() => getComputedStyle(document.body).visibility") == "visible"
    assert page.evaluate("() => document.documentElement.dataset.shell") is None
    assert html_lang(page) == lang


def test_a_remembered_english_choice_wins_over_a_french_browser_before_boot(new_page, boot):
    page = new_page(locale="fr-FR")
    boot(page, "/#/")
    page.click('[data-testid="lang-en"]')
    page.wait_for_function("() => document.documentElement.lang === 'en'")
    page.reload(wait_until="domcontentloaded")
    assert page.evaluate("() => document.documentElement.dataset.boot") == "loading"
    assert html_lang(page) == "en" and "Choose a game" in page.inner_text("#home")
