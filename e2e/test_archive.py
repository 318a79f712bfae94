"""The daily archive end to end: a past day's SIMILI daily is played by clicking, with that
day's dice, and the statistics, streaks and match stay exactly as they were."""

from __future__ import annotations

import datetime as dt
import json

from similarium.core.rng import daily_seed
from test_simili import click_move, scripted_game

DAILY_KEY = "similarium/daily/simili"


def browser_today(page) -> dt.date:
    iso = page.evaluate("() => { const d = new Date(); return [d.getFullYear(), d.getMonth() + 1, d.getDate()]; }")
    return dt.date(*iso)


def test_a_past_days_daily_is_played_from_the_archive_and_counts_for_nothing(page, boot):
    boot(page, "/#/")
    today = browser_today(page)
    yesterday, earlier = today - dt.timedelta(days=1), today - dt.timedelta(days=2)
    record = {"schema": 1, "kind": "daily",
              "data": {"game": "simili", "results": {earlier.isoformat(): {"score": 104, "won": True}}}}
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [DAILY_KEY, json.dumps(record)])
    page.goto("about:blank")
    boot(page, f"/#/simili/archive?month={earlier:%Y-%m}")  # the calendar of that day's month
    archive = page.locator('[data-testid="archive"]')
    assert "never count for your statistics or streaks" in archive.inner_text()
    cell = page.locator(f'[data-testid="archive-day"][data-day="{earlier.isoformat()}"]')
    assert "your result: 104 ✓" in cell.get_attribute("aria-label") and "104 ✓" in cell.inner_text()
    stored_before = page.evaluate(f"() => localStorage.getItem('{DAILY_KEY}')")
    # the month before: a whole past month, walked with the arrow keys (a week is a row)
    page.click('[data-testid="archive-prev"]')
    before = (earlier.replace(day=1) - dt.timedelta(days=1)).replace(day=10)
    page.wait_for_selector(f'[data-testid="archive-calendar"][data-month="{before:%Y-%m}"]')
    page.focus(f'[data-testid="archive-day"][data-day="{before.isoformat()}"]')
    page.keyboard.press("ArrowRight")
    assert page.evaluate("() => document.activeElement.dataset.day") == (before + dt.timedelta(days=1)).isoformat()
    page.keyboard.press("ArrowDown")
    assert page.evaluate("() => document.activeElement.dataset.day") == (before + dt.timedelta(days=8)).isoformat()
    page.click('[data-testid="archive-next"]')
    page.wait_for_selector(f'[data-testid="archive-calendar"][data-month="{earlier:%Y-%m}"]')
    if yesterday.month != earlier.month:  # the 2nd of a month: yesterday is on the next page
        page.click('[data-testid="archive-next"]')
        page.wait_for_selector(f'[data-testid="archive-calendar"][data-month="{yesterday:%Y-%m}"]')

    page.click(f'[data-testid="archive-day"][data-day="{yesterday.isoformat()}"]')
    page.wait_for_selector('[data-testid="simili"][data-mode="archive"]')
    assert yesterday.isoformat() in page.text_content(".game-bar")
    moves, final = scripted_game(daily_seed("simili", yesterday))  # that day's dice, Classic rules
    for move in moves:
        click_move(page, move)
    page.wait_for_selector('[data-testid="archive-over"]')
    assert int(page.text_content('[data-testid="score"]')) == final.total
    assert "Not counted" in page.text_content('[data-testid="archive-over"]')
    assert page.locator('[data-testid="share-text"]').count() == 0

    stored = page.evaluate("""() => Object.fromEntries(Object.keys(localStorage)
        .filter(k => k.startsWith('similarium/')).map(k => [k, localStorage.getItem(k)]))""")
    assert stored[DAILY_KEY] == stored_before  # statistics and streaks unchanged
    assert not [k for k in stored if k.startswith("similarium/match/") or k.startswith("similarium/save/")]

    page.click('[data-testid="archive-back"]')
    page.wait_for_selector('[data-testid="archive"]')
    assert "not played" in page.get_attribute(f'[data-testid="archive-day"][data-day="{yesterday.isoformat()}"]', "aria-label")
