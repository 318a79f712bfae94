"""Issue 19, items 1-3 in Chromium: two pages of ONE browser context (two tabs of one profile)
on one save slot. Nothing is lost, nothing recorded twice, the daily attempted once. The host
replays of the same items (and of 4-7) are in tests/core/test_nothing_lost_pages.py."""

from __future__ import annotations

import json

from test_sb import human_step, state

SLOT = "similarium/save/simili/solo"


def stored(page, key):
    text = page.evaluate("(k) => localStorage.getItem(k)", key)
    return json.loads(text) if text else None


def second_tab(page, boot, path):
    other = page.context.new_page()  # same profile: same localStorage (the guard watches it too)
    boot(other, path)
    return other


def test_item1_a_stale_tab_does_not_replace_the_other_tabs_game(page, boot):
    boot(page, "/#/simili/solo")  # tab A: the setup
    page.wait_for_selector('[data-testid="start"]')
    b = second_tab(page, boot, "/#/simili/solo?seed=4242")
    b.click('[data-action="choose"][data-arg="ladder"]')
    b.click('[data-action="roll"]')
    b.wait_for_function("(k) => JSON.parse(localStorage.getItem(k)).data.moves.length >= 2", arg=SLOT)
    before = stored(b, SLOT)["data"]
    page.click('[data-testid="start"]')  # A's Start used to replace B's game without a word
    # now it asks first, naming B's game (issue 30's slot choice), and nothing is written yet
    page.wait_for_selector('[data-testid="link-resume"]')
    assert "4242" in page.inner_text("main")
    after = stored(page, SLOT)["data"]
    assert after["seed"] == 4242 and after["moves"] == before["moves"]
    page.click('[data-testid="link-resume"]')  # keeping it shows B's game (rolled: the bank)
    page.wait_for_selector('[data-testid="bank-digit"]')
    assert stored(page, SLOT)["data"]["moves"] == before["moves"]


def test_item1_an_open_tab_follows_the_other_tab_instead_of_cutting_its_game(page, boot):
    boot(page, "/#/simili/solo?seed=4242")  # both tabs on the same game
    page.wait_for_selector('[data-action="choose"][data-arg="ladder"]')
    b = second_tab(page, boot, "/#/simili/solo")
    b.click('[data-action="choose"][data-arg="ladder"]')
    b.click('[data-action="roll"]')
    b.wait_for_function("(k) => JSON.parse(localStorage.getItem(k)).data.moves.length >= 2", arg=SLOT)
    moves = stored(b, SLOT)["data"]["moves"]
    # tab A heard the storage event: it shows B's game (rolled: the bank is on screen) and says so
    page.wait_for_selector('[data-testid="storage-problems"]')
    assert "another tab" in page.inner_text('[data-testid="storage-problems"]')
    page.wait_for_selector('[data-testid="bank-digit"]')
    assert stored(page, SLOT)["data"]["moves"] == moves


def test_item2_a_game_finished_in_two_tabs_is_recorded_once(page, boot):
    """Bots only: the game plays itself in both tabs at once, each tab stepping the same slot."""
    path = "/#/sb/table?seed=4242&seats=steady,racer&fast=1"
    boot(page, path)
    b = second_tab(page, boot, "/#/sb/table?fast=1")
    for tab in (page, b):
        tab.wait_for_function("() => localStorage.getItem('similarium/match/sb') !== null", timeout=120_000)
        tab.wait_for_function("() => !document.querySelector('[data-autostep]')", timeout=120_000)
    match = stored(page, "similarium/match/sb")["data"]["match"]
    assert len(match["games"]) == 1  # not "Match · 2 games"


def test_item3_the_daily_is_attempted_once_across_tabs(page, boot):
    boot(page, "/#/sb/daily")
    b = second_tab(page, boot, "/#/sb/daily")
    page.bring_to_front()
    for _ in range(200):
        if page.evaluate("() => localStorage.getItem('similarium/daily/sb') !== null"):
            break
        st = state(page)
        if st["kind"] is None:
            page.wait_for_timeout(50)
            continue
        human_step(page, st)
    record = stored(page, "similarium/daily/sb")["data"]["results"]
    assert len(record) == 1
    # tab B heard it: it shows "already played", never a second attempt or another score
    b.wait_for_selector('[data-testid="daily-done"]', timeout=15_000)
    assert stored(b, "similarium/daily/sb")["data"]["results"] == record
    assert b.evaluate("() => localStorage.getItem('similarium/save/sb/daily')") is None
