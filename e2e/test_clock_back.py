"""Issue 26, item 2 in Chromium, every game: today's daily in progress when the device's date
goes BACK across midnight, by time zone (Paris 00:30 on the 28th, then New York 18:30 on the
27th: the same profile's storage carried into a context of the other zone) and by clock (UTC
00:10 corrected to 23:55 the day before). The game is kept and the player told; the 27th gets
its own daily; back on the 28th the kept game resumes at its move, never dealt again."""

from __future__ import annotations

import datetime as dt
import importlib
import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from similarium.core.i18n import set_language  # noqa: E402
from similarium.core.storage import MemoryStore, Repository, save_key  # noqa: E402
from similarium.games import registry  # noqa: E402
from similarium.ui.games import game_pages  # noqa: E402

GAMES = sorted(g.id for g in registry.served())  # the site's games (not the tests' samples)
DAY = dt.date(2026, 11, 28)
MOVES = 3


def daily_in_progress(gid: str) -> str:
    """The save of ``gid``'s daily of DAY with a few moves, as the page writes it."""
    set_language("en")
    module, _, cls = game_pages()[gid].partition(":")
    store = MemoryStore()
    c = getattr(importlib.import_module(module), cls)(Repository(store), lambda: DAY, lambda: 1)
    c.open("daily", {})
    s = c.session
    for _ in range(MOVES):
        seat = s.state.turn().seats[0]
        s.state = s.state.apply(seat, s.state.legal_moves(seat)[0])
    c.save()
    return store.get(save_key(gid, "daily"))


def saved(page, gid: str) -> dict | None:
    text = page.evaluate("(k) => localStorage.getItem(k)", save_key(gid, "daily"))
    return json.loads(text)["data"] if text else None


def backups(page, gid: str) -> list[str]:
    return page.evaluate("(end) => Object.keys(localStorage).filter(k => k.startsWith('similarium/backup/')"
                         " && k.endsWith(end)).map(k => localStorage.getItem(k))", "/" + save_key(gid, "daily"))


def told(page, words: str) -> None:
    page.wait_for_selector('[data-testid="storage-problems"]')
    assert words in page.inner_text('[data-testid="storage-problems"]')


def open_daily(page, boot, gid: str) -> None:
    """The daily's page loaded afresh (the app opens its route before it says it is ready)."""
    page.goto("about:blank")
    boot(page, f"/#/{gid}/daily")


def start_in_progress(page, boot, gid: str, text: str) -> None:
    boot(page, "/")
    page.evaluate("([k, t]) => localStorage.setItem(k, t)", [save_key(gid, "daily"), text])
    open_daily(page, boot, gid)
    page.wait_for_function("() => !document.querySelector('[data-autostep]')")  # the bots have played
    page.wait_for_timeout(300)
    page.wait_for_function("() => !document.querySelector('[data-autostep]')")
    first = saved(page, gid)
    kept = json.loads(text)["data"]["moves"]
    # resumed at its move (a bot or the AI may have played on since: never fewer)
    assert first["options"]["day"] == DAY.isoformat() and first["moves"][:MOVES] == kept


def check_kept(page, gid: str, text: str) -> None:
    told(page, "Nothing was lost")
    now = saved(page, gid)
    assert now["options"]["day"] == (DAY - dt.timedelta(days=1)).isoformat()  # the 27th's own daily
    assert text in backups(page, gid)  # byte for byte


def check_back(page, gid: str, text: str) -> None:
    told(page, "is back where you left it")
    again = saved(page, gid)
    kept = json.loads(text)["data"]["moves"]
    assert again["options"]["day"] == DAY.isoformat() and again["moves"][:len(kept)] == kept
    assert not backups(page, gid)


@pytest.mark.parametrize("gid", GAMES)
def test_a_time_zone_west_keeps_the_daily_and_its_day_brings_it_back(new_page, boot, gid):
    text = daily_in_progress(gid)
    instant = "2026-11-27T23:30:00Z"  # 00:30 in Paris on the 28th, 18:30 in New York on the 27th
    paris = new_page(timezone_id="Europe/Paris")
    paris.clock.set_fixed_time(instant)
    start_in_progress(paris, boot, gid, text)
    text = paris.evaluate("(k) => localStorage.getItem(k)", save_key(gid, "daily"))
    new_york = new_page(timezone_id="America/New_York", storage_state=paris.context.storage_state())
    new_york.clock.set_fixed_time(instant)
    open_daily(new_york, boot, gid)
    check_kept(new_york, gid, text)
    home = new_page(timezone_id="Europe/Paris", storage_state=new_york.context.storage_state())
    home.clock.set_fixed_time("2026-11-27T23:45:00Z")
    open_daily(home, boot, gid)
    check_back(home, gid, text)


@pytest.mark.parametrize("gid", GAMES)
def test_a_clock_set_back_keeps_the_daily_and_its_day_brings_it_back(new_page, boot, gid):
    page = new_page(timezone_id="UTC")
    page.clock.set_fixed_time("2026-11-28T00:10:00Z")
    start_in_progress(page, boot, gid, daily_in_progress(gid))
    text = page.evaluate("(k) => localStorage.getItem(k)", save_key(gid, "daily"))
    page.clock.set_fixed_time("2026-11-27T23:55:00Z")  # the clock corrected back; the page reloads
    open_daily(page, boot, gid)
    check_kept(page, gid, text)
    page.clock.set_fixed_time("2026-11-28T00:20:00Z")
    open_daily(page, boot, gid)
    check_back(page, gid, text)
