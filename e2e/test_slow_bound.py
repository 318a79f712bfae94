"""Issue 26, item 3 in Chromium: a hint asked for in a solo SIMILI game, the page gone to today's
daily before it finished, is dropped: the daily is never charged a hint it did not ask for
(it used to get ``"hints": 1`` and "Hints used: 1 (in your result)" without the question a daily
hint asks). The host tests of every slow action of every game: ``tests/ui/test_slow_bound.py``."""

from __future__ import annotations

import json

from test_simili_hint import to_round_two

DAILY = "similarium/save/simili/daily"


def test_a_solo_hint_finishing_on_the_daily_page_is_dropped(page, boot):
    boot(page, "/#/simili/daily")  # today's daily started, no hint
    page.wait_for_selector('[data-action="choose"]')
    before = json.loads(page.evaluate("(k) => localStorage.getItem(k)", DAILY))["data"]
    page.evaluate("() => { location.hash = '#/simili/solo?seed=77'; }")
    page.wait_for_selector('[data-testid="hint"]')
    to_round_two(page)  # round 1's hint makes no playout (made in advance)
    # Hint (round 2: playouts, seconds of work in steps), then at once the daily
    busy = page.evaluate("() => { document.querySelector('[data-testid=hint]').click();"
                         " const busy = document.documentElement.dataset.slow;"
                         " location.hash = '#/simili/daily'; return busy; }")
    assert busy == "1"  # the hint was under way when the page left
    page.wait_for_function("() => document.documentElement.dataset.slow === '0'", timeout=120_000)
    after = json.loads(page.evaluate("(k) => localStorage.getItem(k)", DAILY))["data"]
    assert after["options"].get("hints", 0) == 0 and after["moves"] == before["moves"]
    assert "Hints used" not in page.inner_text("#app")
    assert page.evaluate("() => location.hash") == "#/simili/daily"
    page.wait_for_selector('[data-action="choose"]')  # the daily, as it was
