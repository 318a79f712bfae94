"""A finished game keeps its end screen when a second tab starts a game in its slot.

Found by playing (2026-11-29): SIMILI seed 781 finished in one tab, then its link
``#/simili/solo?seed=781`` opened in a second tab. The second tab starts a new game of that seed,
as the link asks. The first tab used to follow it ("This game was played on in another tab or
window: this page now shows that game (0 moves)"), losing its end screen and its review button.
The finished game is recorded: the new one is another game, which the first tab leaves alone.
"""

from __future__ import annotations

from test_recorded_once import simili_near_end, stored

SEED = 781


def test_a_second_tab_on_the_same_seed_leaves_the_finished_game_on_screen(page, boot):
    boot(page, "/")
    page.evaluate("(t) => localStorage.setItem('similarium/save/simili/solo', t)", simili_near_end(SEED, "solo"))
    boot(page, "/#/simili/solo")
    page.click('[data-action="confirm"]')
    page.wait_for_selector('[data-testid="review-open"]')
    assert stored(page, "similarium/save/simili/solo") is None  # recorded, its slot cleared
    assert len(stored(page, "similarium/match/simili-solo")["match"]["games"]) == 1

    second = page.context.new_page()
    errors: list[str] = []
    second.on("console", lambda m: m.type == "error" and errors.append(m.text))
    second.on("pageerror", lambda e: errors.append(str(e)))
    boot(second, f"/#/simili/solo?seed={SEED}")
    second.wait_for_selector('[data-action="choose"]')  # a new game of that seed, round 1
    assert stored(page, "similarium/save/simili/solo")["moves"] == []
    calls = page.evaluate("() => similariumStorage.calls")  # the storage events the first tab's Python heard
    second.locator('[data-action="choose"]').first.click()  # the second tab plays on: its slot written again
    page.wait_for_function("(n) => similariumStorage.calls > n"
                           " && similariumStorage.last.includes('similarium/save/simili/solo')", arg=calls)

    text = page.evaluate("() => document.getElementById('app').innerText")
    assert page.locator('[data-testid="review-open"]').count() == 1, text[:600]
    assert page.locator('[data-testid="next-game"]').count() == 1
    assert "another tab" not in text, text[:600]
    assert len(stored(page, "similarium/match/simili-solo")["match"]["games"]) == 1
    assert len(stored(page, "similarium/save/simili/solo")["moves"]) == 1  # the second tab's game, untouched
    assert not errors, errors
    second.close()
