"""Accessibility audit of every page of every game (issue 11): axe-core finds no violation of
the serious or critical levels, and no page is wider than its screen.

Each page is checked in both languages (a French and an English browser), at 390 px (a phone)
and 1280 px (a laptop), in the light and the dark theme (``prefers-color-scheme``): one test
a (page, language, width, theme), named so, e.g. ``test_page[similo-play-fr-390px-dark]``.

Pages: the home page, the "How to play" page of each game, each game's menu and setup form,
a game in progress of each game (started from a seeded link, one move played by clicking, as
``e2e/test_<game>.py`` do; SIMILI's hint and SB's advice table open on it too), and "Your
data" (``#/data``).

To be quick, one guarded browser context (the ``e2e/conftest.py`` guard: no request may leave
the local server, no console error, no unused preload) is booted once per (language, width,
theme) and every page is then opened in it by its ``#/`` route, as a player would; pytest
groups the tests by that context. axe-core comes from ``static/vendor/axe-core`` (vendored by
``scripts/vendor.py``) and is injected from the file (``e2e/a11y.py``).
"""

from __future__ import annotations

import datetime as dt
import re

import pytest
from e2e_harness import Guard, boot

from a11y import axe_violations, too_wide
from similarium.games import registry
from similarium.games.simili.game import Book, Choose, Game, Options, Roll
from test_sb import human_step, state, wait_human_or_over
from test_simili import click_move
from test_similis import host_session, step, wait_host
from test_similo import host_game, remove_by_clicking, safe_picks, wait_remove

LEVELS = ("serious", "critical")
LANGS = {"en": "en-US", "fr": "fr-FR"}
WIDTHS = {390: {"width": 390, "height": 844}, 1280: {"width": 1280, "height": 800}}
THEMES = ("light", "dark")
SCREENS = [(lang, width, theme) for theme in THEMES for lang in LANGS for width in WIDTHS]


# --- opening a page -----------------------------------------------------------------------------

def show(page, route: str) -> None:
    """Open ``#/...`` *route* in the booted page (the app renders on hashchange) and let it paint."""
    page.evaluate("""async (route) => {
        if (location.hash === route) { location.hash = '#/__a11y__'; await new Promise(r => setTimeout(r, 50)); }
        await new Promise((resolve) => {
            window.addEventListener('hashchange', () => resolve(), {once: true});
            location.hash = route;
        });
        await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
    }""", route)
    settle(page)


def settle(page) -> None:
    """Until no bot or AI step is pending and nothing says it is working."""
    page.wait_for_function("() => !document.querySelector('[data-autostep], [aria-busy=\"true\"]')",
                           timeout=30_000)


def simili_play(page) -> None:
    seed = 4242
    g = Game.new(Options(seed=seed))
    moves = [Choose("matching"), Roll()]
    for m in moves:
        g = g.apply(m)
    digit = next(d for d in range(10) if g.bank[d] and g.targets(d))
    moves.append(Book(digit, *g.targets(digit)[0]))  # one digit booked on the sheet
    show(page, f"#/simili/solo?seed={seed}")
    for move in moves:
        click_move(page, move)
    page.wait_for_function("() => [...document.querySelectorAll('[data-testid=space]')]"
                           ".some(b => b.textContent.trim() !== '')")


def sb_play(page) -> None:
    show(page, "#/sb/solo?seed=31&fast=1")
    wait_human_or_over(page)
    human_step(page, state(page))  # a set-aside or a stop
    wait_human_or_over(page)


def simili_hint(page) -> None:
    """The game of ``simili_play`` (resumed) with the advisor's hint open."""
    show(page, "#/simili/solo?seed=4242")
    page.click('[data-testid="hint"]')
    page.wait_for_selector('[data-testid="hint-panel"]:not([aria-busy="true"])', timeout=30_000)


def sb_advice(page) -> None:
    """The game of ``sb_play`` (resumed) with the advice table open on a roll."""
    show(page, "#/sb/solo?seed=31&fast=1")
    wait_human_or_over(page)
    if state(page)["phase"] != "set_aside" and page.locator('[data-testid="roll"]').count():
        page.click('[data-testid="roll"]')
    page.click('[data-testid="advice"]')
    page.wait_for_selector('[data-testid="advice-panel"]:not([aria-busy="true"])', timeout=30_000)


def similo_play(page) -> None:
    seed = 4242
    secret = host_game(seed).secret
    show(page, f"#/similo/guess?seed={seed}&fast=1")
    wait_remove(page, 1)
    remove_by_clicking(page, safe_picks(page, secret, 1))
    wait_remove(page, 2)


def similo_detail(page) -> None:
    """The game of ``similo_play`` (resumed) with a card's detail open over the table."""
    show(page, "#/similo/guess?seed=4242&fast=1")
    wait_remove(page, 2)
    page.click('[data-testid="card-info"] >> nth=0')
    page.wait_for_selector('[data-testid="card-detail"]')


def similis_play(page) -> None:
    seed = 6
    h = host_session("solo", ["You", "Magpie", "Magpie 2"], ["human", "greedy", "greedy"], seed)
    show(page, f"#/similis/solo?seed={seed}&bots=2&level=greedy&fast=1")
    wait_host(page, h)
    step(page, h)  # a series (or the draw)
    wait_host(page, h)


GAMES = [g.id for g in registry.served()]

# name -> route, or a function bringing the booted page there
def today_charts(page) -> None:
    """Today with results stored (the distribution charts drawn): issue 29."""
    from test_today import stored

    page.evaluate("items => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }", stored())
    show(page, "#/today")


def shared_result(page) -> None:
    from similarium.core.resultlink import SharedResult, make_query

    day = dt.date.fromisoformat(page.evaluate("() => { const d = new Date(); return new Date(d - "
                                              "d.getTimezoneOffset() * 60000).toISOString().slice(0, 10); }"))
    show(page, "#/r?" + make_query(SharedResult("simili", day, 105, True, 2, ((2, 3, 1, 0, 2, 2, 3, 1, 2, 2),))))


PAGES: dict[str, object] = {
    "home": "#/",
    **{f"{g}-how": f"#/how/{g}" for g in GAMES},
    "data": "#/data",
    **{f"{g}-menu": f"#/{g}" for g in GAMES},
    "simili-setup": "#/simili/solo",
    "sb-setup": "#/sb/solo",
    "similo-setup": "#/similo/guess",
    "similis-setup": "#/similis/solo",
    "simili-play": simili_play,
    "simili-hint": simili_hint,
    "sb-play": sb_play,
    "sb-advice": sb_advice,
    "similo-play": similo_play,
    "similo-detail": similo_detail,
    "similis-play": similis_play,
    "today": today_charts,
    "result": shared_result,
    "result-refused": "#/r?g=simili&d=2026-11-22&s=105&w=1&c=0000000000",
}


# --- one booted page a (language, width, theme) ----------------------------------------------------

@pytest.fixture(scope="module", params=SCREENS, ids=[f"{lang}-{w}px-{th}" for lang, w, th in SCREENS])
def screen(request, browser, base_url):
    """(page, guard) booted at home in a fresh context with that language, width and theme."""
    lang, width, theme = request.param
    context = browser.new_context(base_url=base_url, locale=LANGS[lang], viewport=WIDTHS[width],
                                  color_scheme=theme)
    guard = Guard()
    guard.attach_context(context)
    page = context.new_page()
    guard.attach_page(page)
    page.similarium_guard = guard
    boot(page, "/#/")
    assert page.evaluate("() => document.documentElement.lang") == lang
    assert page.evaluate(f"() => matchMedia('(prefers-color-scheme: {theme})').matches")
    yield page, guard
    context.close()


@pytest.mark.parametrize("name", list(PAGES))
def test_page(screen, name):
    page, guard = screen
    seen = (len(guard.external), len(guard.console_errors), len(guard.page_errors))
    target = PAGES[name]
    try:
        show(page, target) if isinstance(target, str) else target(page)
    finally:
        new = (guard.external[seen[0]:] + guard.console_errors[seen[1]:] + guard.page_errors[seen[2]:])
        assert not new, "page guard:\n  " + "\n  ".join(new)
    problems = []
    wide = too_wide(page)
    if wide:
        problems.append(wide)
    problems += axe_violations(page, LEVELS)
    where = f"{name} ({page.evaluate('() => location.hash')}) lang={page.evaluate('() => document.documentElement.lang')}"
    assert not problems, f"{where}:\n" + "\n".join(problems)


def test_the_page_never_loads_axe(page, boot, guard):
    """axe-core is for the tests only: the page does not name it and does not fetch it."""
    from a11y import ROOT

    html = (ROOT / "index.html").read_text(encoding="utf-8")
    assert not re.search(r"axe-core|axe\.min", html, flags=re.I)
    boot(page, "/#/")
    assert not [u for u in guard.requests if "axe-core" in u or "axe.min" in u]
