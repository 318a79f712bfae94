"""Smoke tests in Firefox ESR and WebKitGTK: every game's page boots, one move is played by
clicking, and nothing goes wrong on the way (no console error, no uncaught error, no failed or
external request). The rules themselves are tested elsewhere (tests/, and e2e/ in Chromium).

Each test runs once per browser (``browser_session``, see conftest.py); a browser's tests share
one session, so they also share its localStorage, as a visitor going from game to game would.
"""

from __future__ import annotations

import time
from itertools import combinations

from similarium.games import registry
from similarium.games.similis.series import COMMON


def q(testid: str, extra: str = "") -> str:
    return f'[data-testid="{testid}"]{extra}'


def count(b, css: str) -> int:
    return int(b.js("return document.querySelectorAll(arguments[0]).length;", css))


def start_from_menu(b, path: str, menu_link: str | None) -> None:
    """Boot *path*, follow the menu's link to a mode if any, then Start its setup."""
    b.boot(path)
    if menu_link:
        b.wait(f"document.querySelector('{q(menu_link)}')", f"the {menu_link} link")
        b.click(q(menu_link))
    b.wait(f"document.querySelector('{q('start')}')", "the setup's Start button")
    b.click(q("start"))


def test_home_boots_and_the_guard_sees_errors(browser_session):
    b = browser_session
    b.boot("/#/")
    for game in (f"{g.id}-play" if g.menu else f"{g.id}-{g.modes[0]}" for g in registry.served()):
        assert count(b, q(game)) == 1, game
    b.check()
    # The guard itself: a console error, an uncaught error and a missing file are all seen
    # (the next test's boot starts afresh).
    b.js("""const own = document.createElement('script');  // runs as the page's own code
            own.src = 'smoke/self_test.js';  // a file: the page's CSP refuses inline scripts
            document.head.append(own);
            const missing = document.createElement('script');
            missing.src = 'smoke-self-test-missing.js';
            document.head.append(missing);""")
    for _ in range(200):
        seen = b.errors()
        text = "\n".join(seen)
        if all(k in text for k in ("console.error: smoke self-test", "smoke self-test uncaught",
                                    "smoke-self-test-missing.js", "HTTP 404")):
            print(f"{b.name}: the guard saw the planted errors:", *seen, sep="\n  ")
            break
        time.sleep(0.05)
    else:
        raise AssertionError(f"{b.name}: the guard missed some of the planted errors: {seen}")


# nothing of the page's motion still running (as e2e/a11y.SETTLED; getAnimations: Firefox, WebKit)
SETTLED = ("document.getAnimations().every(a => a.playState !== 'running' || !(a.effect && a.effect.target"
           " && a.effect.target.closest && a.effect.target.closest('[data-motion]')))")


def test_simili_books_a_digit(browser_session):
    b = browser_session
    start_from_menu(b, "/#/simili/solo", None)
    b.wait(f"document.querySelector('{q('choose-matching')}')", "SIMILI's sheet")
    b.dismiss_walkthrough()
    b.click(q("choose-matching"))
    b.wait(f"document.querySelector('{q('roll')}')", "the Roll button")
    b.click(q("roll"))
    b.wait(f"document.querySelectorAll('{q('bank-digit')}').length === 3", "three digits in the bank")
    # a WebDriver click aims at the box it measured: wait until the dice have stopped rolling
    # (issue 30's motion; a WebKit click taken mid-roll missed the digit, 1 CI run in 2)
    b.wait(SETTLED, "the roll's motion over")
    digit = b.js(f"return document.querySelector('{q('bank-digit')}').dataset.digit;")
    b.click(q("bank-digit", f'[data-digit="{digit}"]'))
    b.wait(f"document.querySelector('{q('space', '.target')}')", "a highlighted space")
    b.wait(SETTLED, "the sheet's motion over")
    b.click(q("space", ".target"))
    booked = b.wait(f"[...document.querySelectorAll('{q('space', '.filled')}')]"
                    ".map(s => s.textContent.trim()).join(',')", "the digit booked on the sheet")
    assert booked == digit, booked
    b.check()


def test_sb_rolls_the_dice(browser_session):
    b = browser_session
    start_from_menu(b, "/#/sb", "sb-solo")
    b.wait(f"(document.querySelector('{q('sb')}') || {{dataset: {{}}}}).dataset.phase === 'roll'",
           "SB's first turn")
    b.dismiss_walkthrough()
    b.click(q("roll"))
    b.wait(f"document.querySelector('{q('sb')}').dataset.phase === 'set_aside'"
           f" && document.querySelectorAll('{q('die')}').length === 10", "10 dice rolled")
    faces = b.js(f"return [...document.querySelectorAll('{q('die')}')].map(d => +d.dataset.face);")
    assert all(f >= 1 for f in faces), faces
    b.check()


def test_similo_removes_a_character(browser_session):
    b = browser_session
    start_from_menu(b, "/#/similo", "similo-guess")
    root = f"(document.querySelector('{q('similo')}') || {{dataset: {{}}}}).dataset"
    b.wait(f"{root}.phase === 'remove' && {root}.round === '1'", "Similo's first clue")
    b.dismiss_walkthrough()
    assert count(b, q("clue")) == 1
    due = int(b.js(f"return {root}.due;"))
    cards = b.js(f"return [...document.querySelectorAll('{q('grid-card', '[data-state=in]')}')]"
                 ".map(c => c.dataset.card);")
    for card in cards[:due]:
        b.click(q("grid-card", f'[data-card="{card}"]'))
    b.click(q("confirm"))
    b.wait(f"{root}.round !== '1' || {root}.result !== 'playing'", "the removal played")
    gone = b.js("return document.querySelector(arguments[0]).dataset.state;",
                q("grid-card", f'[data-card="{cards[0]}"]'))
    assert gone != "in", gone
    b.check()


def a_series(hand: list[str], market: list[str]) -> tuple[list[str], str | None] | None:
    """Cards to lay (hand cards, and at most one market card) or None: card ids are
    ``number-symbol-colour-background``; a series is 4 cards sharing 1 attribute, 3 sharing 2,
    or 2 sharing 3 (the rules' ``COMMON``)."""

    def ok(cards: tuple[str, ...]) -> bool:
        values = [c.split("-") for c in cards]
        shared = sum(1 for i in range(4) if len({v[i] for v in values}) == 1)
        return len(cards) in COMMON and shared >= COMMON[len(cards)]

    for size in sorted(COMMON, reverse=True):
        for cards in combinations(hand, size):
            if ok(cards):
                return list(cards), None
        for extra in market:
            for cards in combinations(hand, size - 1):
                if ok((*cards, extra)):
                    return list(cards), extra
    return None


def test_similis_lays_a_series_or_draws(browser_session):
    b = browser_session
    start_from_menu(b, "/#/similis", "similis-solo")
    root = f"(document.querySelector('{q('similis')}') || {{dataset: {{}}}}).dataset"
    b.wait(f"{root}.phase === 'play' && {root}.toMove === '0'", "Similis waiting for your turn")
    b.dismiss_walkthrough()
    ids = "[...document.querySelectorAll(arguments[0])].map(c => c.dataset.card)"
    hand = b.js(f"return {ids};", q("hand-card"))
    market = b.js(f"return {ids};", q("market-card"))
    assert len(hand) == 10 and len(market) == 3, (hand, market)
    found = a_series(hand, market)
    if found is None:  # the page offers Draw only when no series is possible
        b.click(q("draw"))
    else:
        cards, extra = found
        for card in cards:
            b.click(q("hand-card", f'[data-card="{card}"]'))
        if extra:
            b.click(q("market-card", f'[data-card="{extra}"]'))
        b.wait(f"document.querySelector('{q('selection')}').dataset.series === 'true'",
               f"the page to accept {cards + [extra] if extra else cards} as a series")
        b.click(q("lay"))
    b.wait(f"({ids}).join() !== arguments[1]", "the hand to change", q("hand-card"), ",".join(hand))
    b.check()
