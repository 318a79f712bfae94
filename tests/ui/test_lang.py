"""The language of the page (ui/lang.py and the app): chosen from the remembered choice or the
browser, an EN/FR toggle on every view, ``<html lang>``, dates in the person's language.

The app itself (ui/app.py) is driven here over a small stand-in for ``js`` and ``pyodide``:
just what it touches (an ``#app`` element, ``localStorage``, ``navigator.languages``...)."""

from __future__ import annotations

import datetime as dt
import importlib
import sys
import types
from pathlib import Path

import pytest

from similarium.core import i18n
from similarium.core.daily import DailyRecord, DailyResult
from similarium.core.i18n import CATALOGUE, format_date
from similarium.core.messages import EN as CORE_EN
from similarium.core.messages import FR as CORE_FR
from similarium.core.share import share_text
from similarium.core.storage import SETTINGS_KEY, MemoryStore, Repository
from similarium.games import registry
from similarium.ui import pieces
from similarium.ui.home import render_home
from similarium.ui.lang import choose_language, framed, lang_toggle

DAY = dt.date(2026, 11, 22)
ONE = dt.timedelta(days=1)
DOM_MODULES = ("similarium.ui.app", "similarium.ui.browser", "similarium.ui.focus")  # the modules that import js


def forget_dom() -> None:
    """Drop the modules imported over a stand-in ``js``: the next test imports them afresh."""
    for name in DOM_MODULES:
        sys.modules.pop(name, None)

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def test_the_toggle_has_both_languages_and_presses_the_current_one():
    for current in ("en", "fr"):
        html = lang_toggle(current)
        assert html.startswith('<nav class="lang"') and 'data-testid="lang"' in html
        for code in ("en", "fr"):
            assert f'data-action="lang" data-arg="{code}" data-testid="lang-{code}" lang="{code}"' in html
            pressed = "true" if code == current else "false"
            assert f'aria-pressed="{pressed}">{code.upper()}</button>' in html


def test_choose_language_prefers_the_remembered_choice_then_the_browser():
    assert choose_language("en", ["fr-FR", "fr"]) == "en"
    assert choose_language("fr", ["en-US"]) == "fr"
    assert choose_language(None, ["fr-FR", "en"]) == "fr"
    assert choose_language(None, ["de-DE", "en-GB"]) == "en"
    assert choose_language(None, []) == "en"
    assert choose_language("de", ["fr-CA"]) == "fr"  # not a language we have: the browser's


def _game_menus() -> dict[str, str]:
    from similarium.ui.games import game_pages

    repo = Repository(MemoryStore())
    views = {}
    for gid, spec in game_pages().items():
        module_name, _, cls = spec.partition(":")
        controller = getattr(importlib.import_module(module_name), cls)(repo, lambda: DAY)
        controller.open("", {})
        views[gid] = controller.render()
    return views


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_view_the_app_writes_has_the_toggle(lang):
    i18n.set_language(lang)
    views = {"home": render_home(), **_game_menus()}
    assert {"home", *(g.id for g in registry.with_page())} <= set(views)
    for name, html in views.items():
        page = framed(html, lang)
        assert page.count('data-testid="lang"') == 1, name
        assert f'data-testid="lang-{lang}" lang="{lang}" title' in page and page.endswith(html), name
    # the app frames whatever view it writes, in one place
    source = (ROOT / "py/similarium/ui/app.py").read_text(encoding="utf-8")
    assert source.count("self.root.innerHTML =") == 1 and "framed(html, language())" in source


def test_the_static_shell_has_the_toggle_as_the_app_draws_it():
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    assert lang_toggle("en") in page and '<html lang="en"' in page


def test_home_in_french_has_every_text():
    assert {k for k in CORE_FR if k.startswith("home.")} == {k for k in CORE_EN if k.startswith("home.")}
    i18n.set_language("en")
    render_home()  # each game's texts loaded, from wherever they live
    english = {g.id: i18n.t(g.tagline) for g in registry.with_page()}
    CATALOGUE.reset_tracking()
    i18n.set_language("fr")
    html = render_home()
    assert "Choisissez un jeu" in html and "Défi du jour" in html and "Reprendre" not in html
    for g in registry.with_page():  # each game's own French pitch
        pitch = i18n.t(g.tagline)
        assert pitch != english[g.id] and pitch in html.replace("&#x27;", "'"), g.id
    assert not CATALOGUE.missing_keys() and not CATALOGUE.format_errors()


def test_dates_shown_to_a_person_follow_the_language_but_links_and_shares_do_not():
    record = DailyRecord("sb", {DAY - 2 * ONE: DailyResult(44, True)})
    i18n.set_language("fr")
    html = pieces.archive_view("sb", "SB", record, DAY, resume=DAY - 5 * ONE)
    assert "20/11/2026 · votre résultat\u00a0: 44 ✓" in html and "21/11/2026 · pas joué" in html
    assert "Reprendre · 17/11/2026" in html
    assert 'href="#/sb/archive?day=2026-11-21"' in html and 'data-day="2026-11-21"' in html
    assert 'max="2026-11-21" value="2026-11-21"' in html  # the date field speaks ISO
    over = pieces.archive_over("sb", DAY - ONE, 1)
    assert "Partie d’archive du 21/11/2026\u00a0: 1 point." in over
    assert "0 point." in pieces.archive_over("sb", DAY - ONE, 0)
    with pytest.raises(ValueError, match="Le défi du 22/11/2026 n’est pas encore passé"):
        pieces.parse_archive_day("2026-11-22", DAY)
    assert share_text("SB", DAY, 44, True).startswith("SB 2026-11-22")  # shared: always ISO
    assert format_date(DAY) == "22/11/2026"
    i18n.set_language("en")
    assert "2026-11-20 · your result: 44 ✓" in pieces.archive_view("sb", "SB", record, DAY)
    assert "Archive game of 2026-11-21: 33 points." in pieces.archive_over("sb", DAY - ONE, 33)


# --- the app over a stand-in browser -------------------------------------------------------------


class Element:
    def __init__(self) -> None:
        self.innerHTML = ""
        self.lang = "en"
        self.dataset = types.SimpleNamespace()

    def addEventListener(self, *_):  # noqa: N802 - the DOM's name
        pass

    def querySelector(self, _):  # noqa: N802
        return None


class Storage:
    def __init__(self, items: dict[str, str]) -> None:
        self.items = items

    def getItem(self, key):  # noqa: N802
        return self.items.get(key)

    def setItem(self, key, value):  # noqa: N802
        self.items[key] = value

    def removeItem(self, key):  # noqa: N802
        self.items.pop(key, None)

    def key(self, i):
        return list(self.items)[i]

    @property
    def length(self):
        return len(self.items)


class StorageEvents:
    """static/js/storage.mjs as the page has it: storage events filtered in JS, keys in one call."""

    def __init__(self, items: dict[str, str]) -> None:
        self.items = items

    def listen(self, *_):
        pass

    def watch(self, *_):
        pass

    def keys(self, prefix):
        return types.SimpleNamespace(to_py=lambda: [k for k in self.items if k.startswith(prefix)])


def _fake_browser(monkeypatch, languages, items, hash_="#/"):
    root, html = Element(), Element()
    footer = Element()
    document = types.SimpleNamespace(getElementById=lambda _id: root, documentElement=html, title="",
                                     addEventListener=lambda *_: None, footer=footer, activeElement=None,
                                     querySelector=lambda sel: footer if sel == "footer.bottom p" else None)
    window = types.SimpleNamespace(
        localStorage=Storage(items), addEventListener=lambda *_: None,
        navigator=types.SimpleNamespace(languages=list(languages), language=(languages or [None])[0]),
        location=types.SimpleNamespace(hash=hash_), history=types.SimpleNamespace(replaceState=lambda *a: None),
        similariumStorage=StorageEvents(items),
        # static/js/motion.mjs as the page has it (what moves is the browser's business)
        similariumMotion=types.SimpleNamespace(reset=lambda: None, mark=lambda root, on: 0, finish=lambda: None))
    js = types.ModuleType("js")
    js.document, js.window = document, window
    js.console = types.SimpleNamespace(error=lambda *a: None)
    js.Date = types.SimpleNamespace(new=lambda: types.SimpleNamespace(getFullYear=lambda: 2026,
                                                                       getMonth=lambda: 10, getDate=lambda: 22))
    ffi = types.ModuleType("pyodide.ffi")
    ffi.create_proxy, ffi.to_js, ffi.jsnull = (lambda f: f), (lambda x, **_: x), object()
    monkeypatch.setitem(sys.modules, "js", js)
    monkeypatch.setitem(sys.modules, "pyodide", types.ModuleType("pyodide"))
    monkeypatch.setitem(sys.modules, "pyodide.ffi", ffi)
    for name in DOM_MODULES:  # imported again over this stand-in
        monkeypatch.delitem(sys.modules, name, raising=False)
    app_module = importlib.import_module("similarium.ui.app")
    monkeypatch.setattr(app_module.asyncio, "ensure_future", lambda coro: coro.close())
    return app_module, root, html, document


@pytest.fixture
def browser(monkeypatch):
    yield lambda languages, items=None, hash_="#/": _fake_browser(monkeypatch, languages, {} if items is None else items, hash_)
    forget_dom()


def test_a_first_visit_follows_the_browser_and_a_switch_is_remembered(browser):
    items: dict[str, str] = {}
    app_module, root, html, document = browser(["fr-FR", "fr", "en"], items)
    app = app_module.App()
    app.open("#/")
    assert html.lang == "fr" and i18n.language() == "fr"
    assert "Fonctionne hors ligne" in document.footer.textContent  # the static shell's footer too
    assert "Choisissez un jeu" in root.innerHTML and 'data-testid="lang-fr" lang="fr" title="Afficher Similarium en français" aria-pressed="true"' in root.innerHTML
    assert SETTINGS_KEY not in items  # following the browser is not a choice
    app.dispatch("lang", "en")
    assert html.lang == "en" and "Choose a game" in root.innerHTML and document.title == "Similarium"
    assert "Works offline" in document.footer.textContent
    assert '"language":"en"' in items[SETTINGS_KEY]
    # next visit, same French browser: the choice stands
    app_module, root, html, _ = browser(["fr-FR"], items)
    app_module.App().open("#/")
    assert html.lang == "en" and "Choose a game" in root.innerHTML


def test_switching_renders_the_current_game_page_again(browser):
    app_module, root, html, document = browser(["en-US"], hash_="#/sb")
    app = app_module.App()
    app.open("#/sb")
    before = root.innerHTML
    assert html.lang == "en" and 'data-testid="lang"' in before
    app.dispatch("lang", "fr")
    assert html.lang == "fr" and root.innerHTML != before and 'data-testid="lang"' in root.innerHTML
    assert 'data-testid="lang-fr" lang="fr" title="Afficher Similarium en français" aria-pressed="true"' in root.innerHTML


def test_a_corrupt_remembered_language_is_set_aside_and_the_browser_followed(browser):
    items = {SETTINGS_KEY: "{not json"}
    app_module, root, html, _ = browser(["fr-CA"], items)
    app = app_module.App()
    app.open("#/")
    assert html.lang == "fr" and SETTINGS_KEY not in items
    assert any(k.startswith("similarium/backup/") and items[k] == "{not json" for k in items)
    assert 'data-testid="storage-problems"' in root.innerHTML and "À propos de vos données" in root.innerHTML


def test_an_error_notice_is_in_french_and_its_technical_reason_is_folded_and_marked_english():
    from similarium.ui.data import DataPage

    i18n.set_language("fr")
    page = DataPage(Repository(MemoryStore()), lambda: dt.datetime(2026, 11, 22, tzinfo=dt.UTC))
    page.load("x.json", "{not json")
    html = page.render()
    assert "Ce fichier n’est pas un export de Similarium" in html
    sentence, _, folded = html.partition('<details class="tech-detail"')
    assert "Expecting" not in sentence  # the JSON parser's English stays out of the sentence…
    assert "<summary>Détail technique</summary>" in folded and '<code lang="en"' in folded
    assert "Expecting" in folded  # …and is kept, folded, for a bug report
    page.open()
    assert "tech-detail" not in page.render()
