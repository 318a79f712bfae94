"""Bot pace (issue 21): a remembered setting changes the pause before each bot step (quick by
default), and a bot's turn can be skipped to its end with one key, every step still played
and logged. The pause the app chose is read from the step's ``data-paced``, not timed."""

from __future__ import annotations

ALL_BOTS = "/#/sb/table?seed=11&seats=steady,racer"


def paced(page) -> int:
    page.wait_for_selector("[data-autostep][data-paced]", state="attached")
    return int(page.get_attribute("[data-autostep][data-paced]", "data-paced"))


def relaxed(page) -> None:
    """A step paced at the relaxed setting is pending (the step painted before the click, quick,
    may still be the one there for a moment: CI read its 350 ms once)."""
    page.wait_for_function("() => { const e = document.querySelector('[data-autostep][data-paced]');"
                           " return e !== null && +e.dataset.paced >= 1000; }", timeout=30000)


def test_the_pace_setting_changes_each_bot_step_and_is_remembered(page, boot):
    boot(page, ALL_BOTS)
    assert page.get_attribute('[data-testid="pace-quick"]', "aria-pressed") == "true"  # the default
    assert 0 < paced(page) <= 600
    page.click('[data-testid="pace-relaxed"]')
    relaxed(page)
    page.reload()
    page.wait_for_function("document.documentElement.dataset.boot === 'ready'")
    assert page.get_attribute('[data-testid="pace-relaxed"]', "aria-pressed") == "true"
    assert paced(page) >= 1000
    page.click('[data-testid="pace-instant"]')
    assert page.locator('[data-testid="skip-bots"]').count() == 0  # nothing to skip at once
    page.wait_for_selector('[data-testid="over-title"]', timeout=60000)


def test_skipping_plays_the_bots_steps_at_once_and_logs_each(page, boot):
    boot(page, ALL_BOTS)
    page.click('[data-testid="pace-relaxed"]')
    relaxed(page)
    assert page.locator('[data-testid="skip-bots"]').is_visible()
    page.keyboard.press("n")
    # relaxed (1 s a step), the two bots' game would take minutes; skipped, it is played out at
    # once, through the slow first step too (the advisor's tables being built)
    page.wait_for_selector('[data-testid="over-title"]', timeout=60000)
    assert page.locator("[data-autostep]").count() == 0
    assert page.locator('[data-testid="skip-bots"]').count() == 0
    assert page.locator('[data-testid="log-turn"]').count() >= 4  # every turn is in the log
    assert page.get_attribute('[data-testid="pace-relaxed"]', "aria-pressed") == "true"  # skipping is not a setting
