"""Issue 27, item 2 in Chromium: a past game of the match is reviewed from the match history.

Two seeded SB games against a bot make a match; under the second one, "Review game 1" replays
the first on its seed and opens its review; closing it returns to the second game, and the
match (its panel and its stored record, and everything else in localStorage) is unchanged."""

from __future__ import annotations

import json

from test_sb import human_step, state, wait_human_or_over

SEED = 2718

STORED = "() => JSON.stringify(Object.keys(localStorage).sort().map(k => [k, localStorage.getItem(k)]))"


def play_sb(page) -> list[int]:
    while True:
        wait_human_or_over(page)
        st = state(page)
        if st["kind"] == "over":
            return st["scores"]
        human_step(page, st)


def test_a_past_game_of_the_match_is_reviewed_and_the_match_unchanged(page, boot):
    boot(page, f"/#/sb/solo?seed={SEED}&bot=racer&fast=1")
    first = play_sb(page)
    page.click('[data-testid="next-game"]')
    page.wait_for_function("() => { const r = document.querySelector('[data-testid=sb]');"
                           " return r && r.dataset.turnKind !== 'over'; }")
    second = play_sb(page)
    page.wait_for_selector('[data-testid="match-review-2"]')
    games = page.text_content('[data-testid="match-games"]')
    assert f"game 1: You {first[0]}" in games and f"game 2: You {second[0]}" in games
    panel = page.inner_html('[data-testid="match"]')
    before = page.evaluate(STORED)
    records = dict(json.loads(before))
    games_stored = json.loads(records["similarium/match/sb-solo"])["data"]["match"]["games"]
    replays = json.loads(records["similarium/replays/sb-solo"])["data"]["games"]
    assert games_stored[0]["seed"] == SEED and all(set(g) == {"scores", "won", "seed", "id"} for g in games_stored)
    assert [r["id"] for r in replays] == [g["id"] for g in games_stored]  # the moves beside the match

    button = page.locator('[data-testid="match-review-1"]')
    assert button.text_content() == "Review game 1"
    button.focus()
    page.keyboard.press("Enter")  # keyboard reachable: a real button
    page.wait_for_selector('[data-testid="review"][data-ready="1"]', timeout=180_000)
    assert page.locator('[data-testid="match"]').count() == 0  # the review, not the game, is shown
    page.click('[data-testid="review-close"]')
    page.wait_for_selector('[data-testid="match-review-1"]')
    st = state(page)
    assert st["kind"] == "over" and st["scores"] == second  # back to the second game
    assert page.inner_html('[data-testid="match"]') == panel
    assert page.evaluate(STORED) == before  # nothing saved or recorded by the review
