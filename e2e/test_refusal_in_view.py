"""The refusal line next to where the player acted (issue 21): on a phone (390x844), after a
refused tap on a card of the bottom row (Similo) or a refused series (Similis), the feedback line
is in the viewport, not above the grid out of view."""

from __future__ import annotations

PHONE = {"width": 390, "height": 844}

BOX = """s => { const e = document.querySelector(s); if (!e) return null;
                const b = e.getBoundingClientRect(); return [b.top, b.bottom, innerHeight]; }"""


def assert_in_view(page, selector: str) -> None:
    top, bottom, height = page.evaluate(BOX, selector)
    assert top >= 0 and bottom <= height, (selector, top, bottom, height)


def test_similo_a_refused_tap_on_the_bottom_row_is_answered_in_view(new_page, boot):
    page = new_page(viewport=PHONE)
    boot(page, "/#/similo/guess?seed=4711&fast=1")
    page.wait_for_function("""() => { const e = document.querySelector('[data-testid=similo]');
                                      return e && e.dataset.phase === 'remove' && !document.querySelector('[data-autostep]'); }""",
                           timeout=60_000)
    cards = page.evaluate("""() => [...document.querySelectorAll('[data-testid=grid-card]')]
                              .filter(b => b.dataset.state === 'in').map(b => b.dataset.card)""")
    page.click(f'[data-testid="grid-card"][data-card="{cards[0]}"]')  # round 1 removes one card
    last = f'[data-testid="grid-card"][data-card="{cards[-1]}"]'  # a card of the bottom row
    page.evaluate("window.scrollBy(0, 400)")  # as far down as the page goes: the bottom row at the bottom
    page.click(last)  # a second pick is refused
    page.wait_for_selector('[data-testid="feedback"][data-code="similo.pick.full"]')
    assert_in_view(page, '[data-testid="feedback"]')
    assert_in_view(page, last)


def test_similis_a_refused_series_is_answered_in_view(new_page, boot):
    """Similis's line already sits between the market and the controls, above the hand: a guard."""
    page = new_page(viewport=PHONE)
    boot(page, "/#/similis/solo?seed=9&bots=2&level=random&fast=1")
    page.wait_for_selector('[data-testid="hand-card"]')
    page.locator('[data-testid="hand-card"]').last.click()  # one card is never a series
    page.evaluate("window.scrollBy(0, 400)")
    page.click('[data-testid="lay"]')
    page.wait_for_selector('[data-testid="feedback"].error')
    assert_in_view(page, '[data-testid="feedback"]')
    assert_in_view(page, '[data-testid="lay"]')
