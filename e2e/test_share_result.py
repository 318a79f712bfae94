"""Sharing a daily result (issue 21): the share sheet where the device has one, else a copy to
the clipboard, and either way a visible, announced confirmation; the grid's squares explained."""

from __future__ import annotations

import datetime as dt

from similarium.core.daily import DailyResult
from similarium.core.kv import MemoryStore
from similarium.core.storage import Repository

POINTS = [10, 20, 5, 0, 15, 10, 20, 5, 10, 10]


def stored_simili_daily(day: dt.date) -> dict[str, str]:
    store = MemoryStore()
    Repository(store).record_daily("simili", day, DailyResult(105, True, {"hints": 0, "points": POINTS}))
    return {k: store.get(k) for k in store.keys()}


def open_finished_daily(page, boot) -> str:
    page.goto("/")
    items = stored_simili_daily(dt.date.fromisoformat(page.evaluate(
        "() => { const d = new Date(); return new Date(d - d.getTimezoneOffset() * 60000).toISOString().slice(0, 10); }")))
    page.evaluate("items => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }", items)
    boot(page, "/#/simili/daily")
    page.wait_for_selector('[data-testid="daily-done"]')
    return page.text_content('[data-testid="share-text"]')


def test_share_copies_and_says_so_where_there_is_no_share_sheet(page, boot):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    share = open_finished_daily(page, boot)
    assert share.split("\n")[1] == "🟦🟪🟧⬜🟦🟦🟪🟧🟦🟦"
    legend = page.text_content('[data-testid="share-legend"]')
    assert "⬜ none" in legend and "🟪 20 or more" in legend
    status = page.locator('[data-testid="share-status"]')
    assert status.get_attribute("aria-live") == "polite" and status.text_content() == ""
    assert page.evaluate("() => typeof navigator.share") == "undefined"
    page.click('[data-testid="share"]')
    page.wait_for_function("() => document.querySelector('[data-testid=share-status]').textContent !== ''")
    assert status.text_content() == "Copied to the clipboard."
    assert page.evaluate("() => navigator.clipboard.readText()") == share


def test_share_opens_the_share_sheet_where_the_device_has_one(page, boot):
    page.add_init_script("""
        window.__shared = [];
        navigator.share = data => { window.__shared.push(data.text); return Promise.resolve(); };
        navigator.canShare = data => typeof data.text === 'string';
    """)
    share = open_finished_daily(page, boot)
    page.click('[data-testid="share"]')
    page.wait_for_function("() => window.__shared.length === 1")
    assert page.evaluate("() => window.__shared[0]") == share
    page.wait_for_function("() => document.querySelector('[data-testid=share-status]').textContent !== ''")
    assert page.text_content('[data-testid="share-status"]') == "Shared."


def test_a_cancelled_share_sheet_says_nothing_and_copies_nothing(page, boot):
    page.add_init_script("""
        window.__copied = 0;
        navigator.share = () => Promise.reject(new DOMException('cancelled', 'AbortError'));
        navigator.clipboard.writeText = () => { window.__copied += 1; return Promise.resolve(); };
    """)
    open_finished_daily(page, boot)
    page.click('[data-testid="share"]')
    page.wait_for_timeout(500)
    assert page.text_content('[data-testid="share-status"]') == ""
    assert page.evaluate("() => window.__copied") == 0
