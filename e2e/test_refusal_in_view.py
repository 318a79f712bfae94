"""The refusal line next to where the player acted (issue 21): on a phone (390x844), after a
refused tap on a card of the bottom row (Similo), a refused series (Similis) or a refused set-aside
(SB), the feedback line is in the viewport, not above the grid nor below the buttons out of view, and
its reason is shown once (not again in the line on the selection)."""

from __future__ import annotations

import pytest

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


@pytest.mark.parametrize("width, height", [(390, 844), (1280, 800)], ids=str)
def test_similis_a_refused_series_says_why_once_right_above_the_buttons(new_page, boot, width, height):
    """The refusal takes the place of the line on the selection (which said the same thing): the
    reason shows once, right above "Lay the series", and the buttons do not move."""
    page = new_page(viewport={"width": width, "height": height})
    boot(page, "/#/similis/solo?seed=8&bots=2&level=greedy&fast=1")
    page.wait_for_selector('[data-testid="hand-card"]')
    page.locator('[data-testid="hand-card"]').first.click()  # one card is never a series
    page.wait_for_selector('[data-testid="selection"].bad')
    why = page.text_content('[data-testid="selection"]').strip()
    lay = page.evaluate(BOX, '[data-testid="lay"]')
    page.click('[data-testid="lay"]')
    page.wait_for_selector('[data-testid="feedback"][data-code="similis.series_size"]')
    assert page.text_content('[data-testid="feedback"]').strip() == why
    shown = page.evaluate("() => document.querySelector('[data-testid=similis]').innerText")
    assert shown.count(why) == 1, shown  # not twice (the refusal and the line on the selection)
    assert_in_view(page, '[data-testid="feedback"]')
    fb = page.evaluate(BOX, '[data-testid="feedback"]')
    assert page.evaluate(BOX, '[data-testid="lay"]') == lay  # the button stayed under the finger
    assert fb[1] <= lay[0] <= fb[1] + 16  # the reason right above the button
    page.locator('[data-testid="hand-card"]').nth(1).click()  # a new selection: its own line again
    page.wait_for_selector('[data-testid="selection"]')
    assert page.text_content('[data-testid="feedback"]').strip() == ""
    assert page.text_content('[data-testid="selection"]').strip() not in ("", why)


@pytest.mark.parametrize("width, height", [(390, 844), (1280, 800)], ids=str)
def test_sb_a_refused_set_aside_says_why_once(new_page, boot, width, height):
    """The line on the selection gives the reason before the click; once the refusal above the
    buttons says it, the selection's line names the dice only: the reason shows once, and "Set
    aside" stays where it was."""
    page = new_page(viewport={"width": width, "height": height})
    boot(page, "/#/sb/solo?seed=58&fast=1")
    page.click('[data-testid="roll"]')
    page.wait_for_selector('[data-testid="die"]')
    faces = page.evaluate("() => [...document.querySelectorAll('[data-testid=die]')].map(e => e.dataset.kind + e.dataset.face)")
    single = next(i for i, f in enumerate(faces) if f.startswith("base") and faces.count(f) == 1)
    page.locator('[data-testid="die"]').nth(single).click()
    page.wait_for_selector('[data-testid="selection"][data-legal="false"]')
    before = page.evaluate(BOX, '[data-testid="set-aside"]')
    page.click('[data-testid="set-aside"]', force=True)  # aria-disabled: the click says why
    page.wait_for_selector('[data-testid="feedback"][data-code="sb.group_of_two"]')
    why = page.text_content('[data-testid="feedback"]').strip()
    shown = page.evaluate("() => document.querySelector('[data-testid=sb]').innerText")
    assert shown.count(why) == 1, shown
    assert page.get_attribute('[data-testid="selection"]', "data-legal") == "false"  # still marked not allowed
    assert page.evaluate(BOX, '[data-testid="set-aside"]')[0] == before[0]  # the button did not move
    assert_in_view(page, '[data-testid="feedback"]')
    page.locator('[data-testid="die"]').nth(single).click()  # a new selection: the line speaks again
    page.wait_for_selector('[data-testid="selection"]:not([data-legal])')
    assert page.text_content('[data-testid="feedback"]').strip() == ""
