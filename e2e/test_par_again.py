"""Issue 29, item 3 in Chromium: back on a daily already played (another visit the same day, a
fresh page), the "already played" view rebuilds the game from its record and still offers the
par; asked for, it is the same par the host's review module gives for that game."""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.ui.test_daily_par import daily_page, play_out, review_par  # noqa: E402

from similarium.core.kv import MemoryStore  # noqa: E402
from similarium.core.storage import Repository  # noqa: E402
from similarium.ui import dailypar  # noqa: E402

DAY = dt.date(2026, 11, 27)
NOON = "2026-11-27T11:00:00Z"  # noon in Paris


def test_the_par_of_a_daily_already_played(new_page, boot):
    store = MemoryStore()
    c = daily_page("simili", Repository(store))
    assert c.today() == DAY
    play_out(c)  # the day's daily played to its end on the host, recorded with its moves
    expected = dailypar.text("simili", review_par("simili", c), dailypar.seat_of(c.session))
    items = {k: store.get(k) for k in store.keys()}

    page = new_page(timezone_id="Europe/Paris", viewport={"width": 390, "height": 844})
    page.clock.set_fixed_time(NOON)
    page.goto("/")
    page.evaluate("items => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }", items)
    boot(page, "/#/simili/daily")
    page.wait_for_selector('[data-testid="daily-done"]')
    page.click('[data-testid="par-show"]')
    page.wait_for_selector('[data-testid="par-text"]')
    assert page.text_content('[data-testid="par-text"]') == expected
    assert page.locator('[data-testid="daily-sheet"]').count() == 1  # the game shown again, read-only
