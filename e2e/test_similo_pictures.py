"""Similo as in the box (issue 30), in Chromium: a new game shows pictures and names, no trait
word, and tells the clues' meanings at the end; the "Learning mode" setting brings the trait words
back and is remembered over a reload; "New game" from a game in progress opens the setup filled
in, and a remove-rules game starts from it on a phone (390x844), the game in progress kept until
the player chooses; a horizontal clue on a phone stands upright, marked "≠", and a tap enlarges it; the giver's table cards are reached with Tab and open their detail with Enter
or Space (and have the "i")."""

from __future__ import annotations

from test_similo import wait_remove, wait_settled
from test_similo_layout import in_view

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
TOLD = '[data-testid="told"]'
DIALOG = '[data-testid="card-detail"]'


def test_pictures_and_names_by_default_and_a_remembered_learning_mode(new_page, boot):
    page = new_page(viewport=DESKTOP)
    boot(page, "/#/similo/guess?seed=31&fast=1")
    wait_remove(page, 1)
    assert page.locator('[data-testid="grid-card"]').count() == 12
    assert page.locator(TOLD).count() == 0  # no trait word on any card
    assert page.locator('[data-testid="peek"]').count() == 0  # nor in a hover
    assert page.get_attribute('[data-testid="learning"]', "aria-pressed") == "false"
    page.click('[data-testid="learning"]')
    page.wait_for_selector(TOLD)
    assert page.get_attribute('[data-testid="learning"]', "aria-pressed") == "true"
    page.reload()
    page.wait_for_function("document.documentElement.dataset.boot === 'ready'")
    wait_remove(page, 1)
    assert page.locator(TOLD).count() > 0  # remembered
    page.click('[data-testid="learning"]')
    page.wait_for_function(f"() => !document.querySelector('{TOLD}')")


def test_new_game_in_progress_reaches_the_setup_and_a_remove_game_starts_on_a_phone(new_page, boot):
    page = new_page(viewport=PHONE, has_touch=True, is_mobile=True)
    boot(page, "/#/similo/guess?seed=31&fast=1")
    wait_remove(page, 1)
    first = page.get_attribute('[data-testid="similo"]', "data-round")
    # the horizontal clue (seed 31's first) stands upright on a phone, marked "≠", and a tap enlarges it
    clue = '[data-testid="clue"][data-orientation="horizontal"]'
    assert page.locator(clue).count() == 1
    assert page.is_visible(f'{clue} [data-testid="not-like"]')
    assert page.evaluate(f"() => getComputedStyle(document.querySelector('{clue} .art')).transform") == "none"
    page.tap(f'{clue} [data-testid="clue-info"]')
    page.wait_for_selector('[data-testid="card-detail"]')
    small = page.locator(f'{clue} .frame').bounding_box()["width"]
    assert page.locator('[data-testid="card-detail"] .pic img').bounding_box()["width"] >= 2 * small
    page.tap('[data-testid="detail-close"]')
    page.wait_for_selector('[data-testid="card-detail"]', state="detached")
    in_view(page, '[data-testid="new-game"]')
    page.tap('[data-testid="new-game"]')
    page.wait_for_selector('[data-testid="setup"]')
    assert page.input_value('[data-testid="opt-rules"]') == "classic"  # the last game's options
    assert page.input_value('[data-testid="seed-input"]') == "31"
    page.select_option('[data-testid="opt-rules"]', "remove")
    page.select_option('[data-testid="opt-characters"]', "animals")
    page.tap('[data-testid="start"]')
    # a game in progress is never lost without asking
    page.wait_for_selector('[data-testid="slot-choice"][data-choice="progress"]')
    page.tap('[data-testid="link-resume"]')
    page.wait_for_selector('[data-testid="similo"]')
    assert page.get_attribute('[data-testid="similo"]', "data-rules") == "classic"
    assert page.get_attribute('[data-testid="similo"]', "data-round") == first
    page.tap('[data-testid="new-game"]')
    page.wait_for_selector('[data-testid="setup"]')
    page.select_option('[data-testid="opt-rules"]', "remove")
    page.tap('[data-testid="start"]')
    page.wait_for_selector('[data-testid="slot-choice"]')
    page.tap('[data-testid="link-replace"]')
    page.wait_for_selector('[data-testid="similo"][data-rules="remove"]')
    wait_settled(page)
    assert page.locator('[data-testid="grid-card"]').count() == 12
    in_view(page, '[data-testid="grid"]')
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390


def test_the_givers_table_cards_open_their_detail_by_keyboard(new_page, boot):
    page = new_page(viewport=DESKTOP)
    boot(page, "/#/similo/give?seed=12&fast=1")
    page.wait_for_selector('[data-testid="hand-card"]')
    assert page.locator('[data-testid="grid-card"] ~ [data-testid="card-info"]').count() == 12  # the "i"
    for _ in range(80):  # Tab until a card of the table has the focus
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.dataset.testid") == "grid-card":
            break
    else:
        raise AssertionError("no card of the giver's table is reached with Tab")
    card = page.evaluate("() => document.activeElement.dataset.card")
    page.keyboard.press("Enter")
    page.wait_for_selector(DIALOG)
    assert page.get_attribute(DIALOG, "data-card") == card
    page.keyboard.press("Escape")
    page.wait_for_selector(DIALOG, state="detached")
    page.wait_for_function(f"() => document.activeElement.dataset.card === '{card}'")
    page.keyboard.press("Space")
    page.wait_for_selector(DIALOG)
    assert page.get_attribute(DIALOG, "data-card") == card
    page.keyboard.press("Escape")
    page.wait_for_selector(DIALOG, state="detached")
    assert page.locator('[data-testid="hand-card"][aria-pressed="true"]').count() == 0  # nothing played
