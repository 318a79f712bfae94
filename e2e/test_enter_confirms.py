"""Enter on a piece of the table confirms once the move is complete (issue 30, item 6): SIMILI's
round from a focused space once nothing more can be booked, SB's set-aside from a focused die
once the selection can be set aside; before that the focused piece acts as before."""

from __future__ import annotations


def test_simili_enter_on_a_space_confirms_a_complete_round(page, boot):
    boot(page, "/#/simili/solo?seed=32")  # rolls 1 3 2
    page.click('[data-testid="choose-sequence"]')
    page.click('[data-testid="roll"]')
    for d in (1, 2, 3):
        page.locator(f'[data-testid="bank-digit"][data-digit="{d}"]').focus()
        page.keyboard.press("Enter")  # not complete yet: the focused digit is selected
        page.wait_for_selector(f'[data-testid="bank-digit"][data-digit="{d}"][aria-pressed="true"]')
        page.click(f'[data-testid="space"][data-cat="sequence"][data-row="0"][data-space="{d - 1}"]')
        page.wait_for_selector(f'[data-testid="space"][data-cat="sequence"][data-row="0"][data-space="{d - 1}"].filled')
    assert page.locator('[data-testid="confirm"]').count() == 1
    page.locator('[data-testid="space"][data-cat="ladder"][data-row="4"][data-space="3"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_selector('[data-testid="choose-sequence"]')  # round 2 begins: the round was confirmed
    assert page.locator('[data-testid="space"].filled').count() == 3
    assert page.locator('[data-testid="action-error"]').count() == 0


def test_sb_enter_on_a_die_sets_aside_a_selection_that_can_be(page, boot):
    boot(page, "/#/sb/solo?seed=31&fast=1")
    page.click('[data-testid="roll"]')
    page.wait_for_selector('[data-testid="die"]')
    key = page.locator('[data-testid="die"][data-kind="key"]').first
    key.focus()
    page.keyboard.press("Enter")  # nothing selected yet: Enter on the die selects it
    page.wait_for_selector('[data-testid="die"][data-kind="key"][aria-pressed="true"]')
    assert page.locator('[data-testid="aside-die"]').count() == 0
    page.locator('[data-testid="die"][data-kind="base"]').first.focus()
    page.keyboard.press("Enter")  # a Key alone can be set aside: Enter confirms it
    page.wait_for_selector('[data-testid="aside-die"]')
    assert page.locator('[data-testid="aside-die"][data-kind="key"]').count() == 1
    assert page.locator('[data-testid="aside-die"][data-kind="base"]').count() == 0
