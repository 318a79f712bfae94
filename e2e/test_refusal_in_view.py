"""The refusal line next to where the player acted (issue 21): on a phone (390x844), after a
refused tap on a card of the bottom row (Similo), a refused series (Similis) or a refused set-aside
(SB), the feedback line is in the viewport, not above the grid nor below the buttons out of view."""

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


def test_sb_a_refused_set_aside_is_answered_above_the_button(new_page, boot):
    """SB's line sits right above the buttons: a person who scrolled just far enough to reach
    "Set aside" (at the bottom of the screen) reads why it was refused (it was below, off screen)."""
    page = new_page(viewport=PHONE)
    boot(page, "/#/sb/solo?seed=58&fast=1")
    page.click('[data-testid="roll"]')
    page.wait_for_selector('[data-testid="die"]')
    faces = page.evaluate("() => [...document.querySelectorAll('[data-testid=die]')].map(e => e.dataset.kind + e.dataset.face)")
    single = next(i for i, f in enumerate(faces) if f.startswith("base") and faces.count(f) == 1)
    page.locator('[data-testid="die"]').nth(single).click()  # a single Base die is not a group
    page.evaluate("""() => { const b = document.querySelector('[data-testid=set-aside]').getBoundingClientRect();
                             window.scrollBy(0, b.bottom - innerHeight + 2); }""")  # the button just in view
    assert_in_view(page, '[data-testid="set-aside"]')
    page.click('[data-testid="set-aside"]', force=True)  # aria-disabled: the click says why
    page.wait_for_selector('[data-testid="feedback"][data-code="sb.group_of_two"]')
    assert_in_view(page, '[data-testid="feedback"]')
    fb_bottom, (top, _, height) = page.evaluate(BOX, '[data-testid="feedback"]')[1], page.evaluate(BOX, '[data-testid="set-aside"]')
    assert fb_bottom <= top < height  # the line right above the button, the button still on screen under it
