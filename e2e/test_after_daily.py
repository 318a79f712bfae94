"""After SIMILI's daily (issue 21): the end offers the past days and a new Solo game through its
setup, and Back returns to the daily's page (the links add to the history, nothing replaces it)."""

from __future__ import annotations

import datetime as dt

from similarium.core.rng import daily_seed
from test_simili import click_move, scripted_game


def test_after_the_daily_a_new_solo_game_goes_through_its_setup_and_back_returns(page, boot):
    moves, _final = scripted_game(daily_seed("simili", dt.date.today()))
    boot(page, "/#/simili/daily")
    for m in moves:
        click_move(page, m)
    page.wait_for_selector('[data-testid="summary"]')
    assert page.locator('[data-testid="next-game"]').count() == 0
    page.click('[data-testid="after-new"]')
    page.wait_for_selector('[data-testid="setup"]')
    assert page.url.split("#", 1)[1].startswith("/simili/solo")
    page.go_back()
    page.wait_for_selector('[data-testid="daily-done"], [data-testid="summary"]')
    assert page.url.split("#", 1)[1].startswith("/simili/daily")
    page.click('[data-testid="archive-link"]')
    page.wait_for_selector('[data-testid="archive"]')
    page.go_back()
    page.wait_for_selector('[data-testid="daily-done"], [data-testid="summary"]')
    assert page.url.split("#", 1)[1].startswith("/simili/daily")
