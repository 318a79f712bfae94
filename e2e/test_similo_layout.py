"""Similo's table fits the screen (issue 20): at 1280x800 and at 390x844, in every round of a
whole game, the grid, the clues played and the round's controls are on screen together without
scrolling; the end banner and New game are in view when the game ends; a horizontal clue's
picture is at least 120 px on its long side at 1280 px; a card's detail opens whole in view."""

from __future__ import annotations

import pytest

from similarium.ui.similo.session import Session

SEED = 4711  # the AI giver plays horizontal clues in this deal (rounds 2 to 5)
SIZES = [(1280, 800), (390, 844)]

BOX = """s => { const e = document.querySelector(s); if (!e) return null;
                const b = e.getBoundingClientRect();
                return {top: b.top, bottom: b.bottom, left: b.left, right: b.right, w: b.width, h: b.height}; }"""


def box(page, selector: str) -> dict | None:
    return page.evaluate(BOX, selector)


def in_view(page, selector: str) -> None:
    """The element is wholly inside the viewport (nothing of it needs a scroll)."""
    b = box(page, selector)
    vw, vh = page.evaluate("() => [innerWidth, innerHeight]")
    assert b is not None, f"{selector} is not on the page"
    assert b["top"] >= 0 and b["bottom"] <= vh and b["left"] >= 0 and b["right"] <= vw, (selector, b, vw, vh)


def wait_remove(page, rnd: int) -> None:
    page.wait_for_function(
        """r => { const e = document.querySelector('[data-testid=similo]');
                  return e && !document.querySelector('[data-autostep]')
                    && ((e.dataset.phase === 'remove' && e.dataset.round === String(r)) || e.dataset.phase === 'over'); }""",
        arg=rnd, timeout=60_000)


@pytest.mark.parametrize("width, height", SIZES, ids=lambda v: str(v))
def test_every_round_shows_grid_clues_and_controls_then_the_end_in_view(new_page, boot, width, height):
    page = new_page(viewport={"width": width, "height": height})
    secret = Session.start("guess", ["AI", "You"], ["ai", "human"], SEED, {}).game.secret
    boot(page, f"/#/similo/guess?seed={SEED}&fast=1")
    horizontal_seen = False
    for rnd, due in enumerate((1, 2, 3, 4, 1), 1):
        wait_remove(page, rnd)
        assert page.get_attribute('[data-testid="similo"]', "data-phase") == "remove"
        for selector in ('[data-testid="grid"]', ".clue-row", '[data-testid="confirm"]', '[data-testid="prompt"]'):
            in_view(page, selector)
        for i in range(rnd):  # every clue played so far, its picture whole on screen
            in_view(page, f'[data-testid="clue"]:nth-child({i + 1}) .frame img')
        if width == 1280:
            for b in page.evaluate("""() => [...document.querySelectorAll('[data-testid=clue][data-orientation=horizontal] .frame img')]
                                       .map(i => { const r = i.getBoundingClientRect(); return [r.width, r.height]; })"""):
                horizontal_seen = True
                assert max(b) >= 120 and b[0] > b[1], b  # lying on its side, long side across
        cards = page.evaluate("""() => [...document.querySelectorAll('[data-testid=grid-card]')]
                                  .filter(b => b.dataset.state === 'in').map(b => b.dataset.card)""")
        # a card's detail (its "i") opens whole in view, over the table, and closes (issue 20)
        page.click(f'[data-testid="grid-card"][data-card="{cards[-1]}"] ~ [data-testid="card-info"]')
        for selector in ('[data-testid="card-detail"]', '[data-testid="detail-traits"]', '[data-testid="detail-close"]'):
            in_view(page, selector)
        page.click('[data-testid="detail-close"]')
        page.wait_for_selector('[data-testid="card-detail"]', state="detached")
        for card in [c for c in cards if c != secret][:due]:
            page.click(f'[data-testid="grid-card"][data-card="{card}"]')
        page.click('[data-testid="confirm"]')
    page.wait_for_selector('[data-testid="over"][data-result="won"]')
    in_view(page, '[data-testid="over-title"]')
    in_view(page, '[data-testid="result"]')
    in_view(page, '[data-testid="next-game"]')
    if width == 1280:
        assert horizontal_seen, "the deal was meant to have a horizontal clue"


def test_an_unconfirmed_selection_survives_a_reload(page, boot):
    boot(page, f"/#/similo/guess?seed={SEED}&fast=1")
    wait_remove(page, 1)
    secret = Session.start("guess", ["AI", "You"], ["ai", "human"], SEED, {}).game.secret
    card = next(c for c in page.evaluate(
        "() => [...document.querySelectorAll('[data-testid=grid-card]')].map(b => b.dataset.card)") if c != secret)
    page.click(f'[data-testid="grid-card"][data-card="{card}"]')
    page.reload()
    page.wait_for_function("document.documentElement.dataset.boot === 'ready'", timeout=60_000)
    wait_remove(page, 1)
    assert page.get_attribute(f'[data-testid="grid-card"][data-card="{card}"]', "aria-pressed") == "true"
