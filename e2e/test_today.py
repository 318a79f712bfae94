"""Issue 29 in Chromium, with a clock the test sets (Paris): Today shows the four dailies' states,
the win and play streaks named, a countdown that ticks and turns the page at local midnight, a
win streak reset by a loss and by a missed day, the distribution with today highlighted; after a
daily the main action is the next daily; the share text keeps its first line and ends with a link
that, opened in a fresh browser the same day, shows the result and nothing of the deal; a
tampered link is refused with a message."""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path
from urllib.parse import parse_qsl, urlencode

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from similarium.core.daily import DailyResult  # noqa: E402
from similarium.core.kv import MemoryStore  # noqa: E402
from similarium.core.rng import daily_seed, format_seed  # noqa: E402
from similarium.core.storage import Repository  # noqa: E402

DAY = dt.date(2026, 11, 22)
ONE = dt.timedelta(days=1)
EVENING = "2026-11-22T19:00:00Z"  # 20:00 in Paris: 4 hours to midnight
POINTS = [10, 20, 5, 0, 15, 10, 20, 5, 10, 10]


def stored() -> dict[str, str]:
    store = MemoryStore()
    repo = Repository(store)
    repo.record_daily("simili", DAY - ONE, DailyResult(110, True, {"hints": 0, "points": POINTS}))
    repo.record_daily("simili", DAY, DailyResult(105, True, {"hints": 2, "points": POINTS}))
    repo.record_daily("sb", DAY - ONE, DailyResult(44, True, {"turns": [10, 8, 9, 9, 8]}))
    repo.record_daily("sb", DAY, DailyResult(31, False, {"turns": [10, 0, 9, 4, 8]}))  # a loss today
    repo.record_daily("similo", DAY - ONE, DailyResult(5, True))
    return {k: store.get(k) for k in store.keys()}


def open_with(page, boot, path: str, items: dict[str, str]) -> None:
    page.goto("/")
    page.evaluate("items => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }", items)
    boot(page, path)


def text_of(page, name: str) -> str:
    return page.text_content(f'[data-testid="{name}"]')


def test_today_streaks_countdown_and_midnight(new_page, boot):
    page = new_page(timezone_id="Europe/Paris", viewport={"width": 390, "height": 844})
    page.clock.set_fixed_time(EVENING)
    open_with(page, boot, "/#/today", stored())
    page.wait_for_selector('[data-testid="today"]')
    assert [text_of(page, f"today-{g}-state") for g in ("simili", "sb", "similo", "similis")] == [
        "Won · 105", "Lost · 31", "To play", "To play"]
    assert text_of(page, "win-streak-simili") == "Win streak: 2 days"
    assert text_of(page, "win-streak-sb") == "Win streak: 0 days"  # reset by today's loss
    assert text_of(page, "play-streak-sb") == "Play streak: 2 days"  # named, and it goes on
    assert text_of(page, "win-streak-similo") == "Win streak: 1 day"  # today still to play: alive
    assert text_of(page, "countdown") == "04:00:00"
    # the distribution: today's band highlighted (SIMILI 105: 100-119), said in words too
    today_band = page.locator('[data-testid="dist-simili"] g[data-today]')
    assert today_band.count() == 1 and "100–119" in today_band.text_content()
    assert "100–119: 2, including today’s result" in page.text_content('[data-testid="dist-simili"] title')
    # live: the clock moves on, the countdown follows (no reload)
    page.clock.set_fixed_time("2026-11-22T19:00:05Z")
    page.wait_for_function("() => document.querySelector('[data-testid=countdown]').textContent === '03:59:55'")
    # local midnight: the page turns to the 23rd's dailies by itself
    page.clock.set_fixed_time("2026-11-22T23:00:01Z")
    page.wait_for_function("() => document.querySelector('#today-h').textContent.includes('2026-11-23')")
    assert text_of(page, "today-simili-state") == "To play"
    assert text_of(page, "win-streak-simili") == "Win streak: 2 days"  # the morning: not broken yet
    # a missed day (the 23rd) ends the win streak
    page.clock.set_fixed_time("2026-11-24T08:00:00Z")
    page.goto("about:blank")
    boot(page, "/#/today")
    assert text_of(page, "win-streak-simili") == "Win streak: 0 days"
    assert text_of(page, "play-streak-simili") == "Play streak: 0 days"


def test_home_links_today_and_names_the_win_streak(new_page, boot):
    page = new_page(timezone_id="Europe/Paris")
    page.clock.set_fixed_time(EVENING)
    open_with(page, boot, "/", stored())
    assert page.get_attribute('[data-testid="today-link"]', "href") == "#/today"
    assert text_of(page, "sb-daily-state") == "Today’s daily: lost (31)"  # no streak shown after a loss
    assert text_of(page, "simili-daily-state") == "Today’s daily: won (105) · win streak: 2 days"


def test_the_share_link_shows_the_result_and_nothing_of_the_deal(new_page, boot, base_url):
    page = new_page(timezone_id="Europe/Paris")
    page.clock.set_fixed_time(EVENING)
    open_with(page, boot, "/#/simili/daily", stored())
    page.wait_for_selector('[data-testid="daily-done"]')
    # after a daily, the main action is the next daily not yet played, then Today
    way = page.locator('[data-testid="way-on"] a')
    assert [way.nth(i).get_attribute("href") for i in range(way.count())] == ["#/similo/daily", "#/today"]
    assert "primary" in way.nth(0).get_attribute("class")
    lines = text_of(page, "share-text").split("\n")
    assert lines[0] == "SIMILI 2026-11-22 105 ✓ · 2 hints"  # the first line as it always was
    assert lines[1] == "🟦🟪🟧⬜🟦🟦🟪🟧🟦🟦"
    link = lines[-1]
    assert link.startswith(f"{base_url}#/r?") and len(lines) == 3
    # a fresh browser, same day: the result and today's challenge, nothing of the deal
    friend = new_page(timezone_id="Europe/Paris")
    friend.clock.set_fixed_time("2026-11-22T20:00:00Z")
    boot(friend, link.removeprefix(base_url.rstrip("/")))
    friend.wait_for_selector('[data-testid="shared-result"]')
    assert text_of(friend, "result-text").split("\n")[:2] == lines[:2]
    assert friend.get_attribute('[data-testid="result-play"]', "href") == "#/simili/daily"
    assert text_of(friend, "result-play") == "Play today’s challenge"
    html = friend.content()
    seed = daily_seed("simili", DAY)
    assert str(seed) not in html and format_seed(seed) not in html
    for deal in ("daily-sheet", "final-table", "sheet", "bank", "dice"):
        assert friend.locator(f'[data-testid="{deal}"]').count() == 0
    assert friend.evaluate("() => Object.keys(localStorage).filter(k => k.includes('/save/')).length") == 0
    # tampered: a better score without the right check
    query = dict(parse_qsl(link.partition("?")[2]))
    query["s"] = "125"
    boot(friend, "/#/r?" + urlencode(query))
    friend.wait_for_selector('[data-testid="result-refused"]')
    assert "changed after it was made" in text_of(friend, "result-refused")
    assert "125" not in text_of(friend, "result-refused")


def test_every_band_label_is_whole_in_french_on_a_desktop_and_a_phone(new_page, boot):
    """The labels are drawn right-aligned before the bars: the longest French one ("perdu, 3–5
    restantes") once lost its first letters off the chart's left edge."""
    store = MemoryStore()
    repo = Repository(store)
    for k, left in enumerate((4, 1, 7)):
        repo.record_daily("similis", DAY - k * ONE, DailyResult(left, False))
    items = {**stored(), **{k: store.get(k) for k in store.keys()}}
    for size in ({"width": 1280, "height": 800}, {"width": 390, "height": 844}):
        page = new_page(timezone_id="Europe/Paris", viewport=size, locale="fr-FR")
        page.clock.set_fixed_time(EVENING)
        open_with(page, boot, "/#/today", items)
        page.wait_for_selector('[data-testid="dist-similis"]')
        boxes = page.evaluate("""() => [...document.querySelectorAll('.dist svg text')].map(t => {
            const b = t.getBBox(), w = t.ownerSVGElement.viewBox.baseVal.width;
            return [t.textContent, b.x, b.x + b.width, w]; })""")
        assert any(text == "perdu, 3–5 restantes" for text, *_ in boxes), boxes
        for text, left, right, width in boxes:
            assert left >= 0 and right <= width, (size, text, left, right, width)
