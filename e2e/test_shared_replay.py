"""Issue 29, item 4, in Chromium: a daily's share link, opened in a fresh browser the day after,
replays the game from the moves the link carries and shows it read-only with its review (opened
for SB; SIMILI's is minutes of CPU in Pyodide, its button is checked), for the four dailies; nothing
is stored; a link edited to claim another result (its check recomputed, as anyone can) is refused
with a message and shows no result.

The dailies are played on the host by the bots (as other e2e tests seed stored games) and stored
as the player's record; the page itself writes the share text and its link."""

from __future__ import annotations

import datetime as dt
import hashlib
import importlib
from urllib.parse import parse_qsl, urlencode

import pytest
from tests.ui.test_daily_par import play_out

from similarium.core.daily import DailyResult
from similarium.core.kv import MemoryStore
from similarium.core.storage import Repository

DAY = dt.date(2026, 11, 22)
EVENING = "2026-11-22T19:00:00Z"  # 20:00 in Paris
NEXT_MORNING = "2026-11-23T08:00:00Z"
REVIEW_TIMEOUT_MS = 240_000
CONTROLLERS = {"simili": "SimiliController", "sb": "Controller", "similo": "Controller", "similis": "Controller"}


def played_record(game: str) -> dict[str, str]:
    """localStorage holding ``game``'s daily of DAY played to its end by the bots, as recorded."""
    mod = importlib.import_module(f"similarium.ui.{game}.controller")
    c = getattr(mod, CONTROLLERS[game])(Repository(MemoryStore()), lambda: DAY, lambda: 1)
    c.open("daily", {})
    play_out(c)  # the bots in every seat, to the end
    s = c.session
    scores, won = c.final_scores(s)
    store = MemoryStore()
    Repository(store).record_daily(game, DAY, DailyResult(scores[0], won[0], c.daily_summary(s)))
    return {k: store.get(k) for k in store.keys()}


def forged(link: str, **changes: str) -> str:
    """The link's query with fields changed and the check recomputed (it is not a signature)."""
    q = {**dict(parse_qsl(link.partition("?")[2])), **changes}
    fields = {k: v for k, v in q.items() if k != "c"}
    text = "|".join(["r1", *(f"{k}={fields.get(k, '')}" for k in ("g", "d", "s", "w", "h", "q"))])
    text += f"|m={fields['m']}"
    q["c"] = hashlib.sha256(text.encode()).hexdigest()[:10]
    return "/#/r?" + urlencode(q)


def other_claim(game: str, score: int, won: bool) -> tuple[int, bool]:
    """A possible result of ``game`` other than ``(score, won)``."""
    if game == "similo":
        return (4, False) if won else (score + 1, score + 1 == 5)
    if game == "similis":
        return score + 1, won
    better = score + 1
    return better, better >= (100 if game == "simili" else 40)


@pytest.mark.parametrize("game", ["simili", "sb", "similo", "similis"])
def test_the_link_replays_the_game_the_next_day_and_a_tampered_one_is_refused(new_page, boot, base_url, game):
    player = new_page(timezone_id="Europe/Paris")
    player.clock.set_fixed_time(EVENING)
    player.goto("/")
    player.evaluate("items => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }",
                    played_record(game))
    boot(player, f"/#/{game}/daily")
    player.wait_for_selector('[data-testid="daily-done"]')
    lines = player.text_content('[data-testid="share-text"]').split("\n")
    link = lines[-1]
    assert link.startswith(f"{base_url}#/r?") and "&m=1" in link

    # a fresh browser, the same evening: the result only, nothing of the moves or the deal
    early = new_page(timezone_id="Europe/Paris")
    early.clock.set_fixed_time("2026-11-22T20:00:00Z")
    boot(early, link.removeprefix(base_url.rstrip("/")))
    early.wait_for_selector('[data-testid="shared-result"]')
    for shown in ("shared-replay", "shared-banner", "sheet", "review-open", "daily-sheet", "summary"):
        assert early.locator(f'[data-testid="{shown}"]').count() == 0
    assert early.get_attribute('[data-testid="result-play"]', "href") == f"#/{game}/daily"

    # another fresh browser, the next morning: the game replayed, read-only, with its review
    friend = new_page(timezone_id="Europe/Paris")
    friend.clock.set_fixed_time(NEXT_MORNING)
    boot(friend, link.removeprefix(base_url.rstrip("/")))
    friend.wait_for_selector('[data-testid="shared-replay"]')
    assert friend.text_content('[data-testid="result-text"]').split("\n")[:2] == lines[:2]
    assert "Replayed from the moves in the link" in friend.text_content('[data-testid="replay-checked"]')
    if game == "simili":
        assert friend.locator('[data-testid="sheet"]').count() == 1  # the day's sheet, as it ended
    elif game == "sb":
        assert dict(parse_qsl(link.partition("?")[2]))["s"] in friend.text_content('[data-testid="result"]')
    assert friend.locator('[data-testid="shared-banner"]').count() == 1
    assert friend.locator('[data-testid="share-text"]').count() == 0  # not the reader's own daily
    if game == "sb":  # SIMILI's review is minutes of CPU in Pyodide on a loaded machine: SB's is quick
        friend.evaluate("() => document.querySelector('[data-testid=review-open]').click()")
        friend.wait_for_selector('[data-testid="review"][data-ready="1"]', timeout=REVIEW_TIMEOUT_MS)
    else:
        assert friend.locator('[data-testid="review-open"]').count() == 1
    stored = friend.evaluate("() => Object.keys(localStorage).filter(k => k.includes('/save/') || k.includes('daily'))")
    assert stored == []  # nothing saved, never recorded as the reader's daily

    # tampered: a better result, its check recomputed: the replay refuses it, no result shown
    q = dict(parse_qsl(link.partition("?")[2]))
    better, won = other_claim(game, int(q["s"]), q["w"] == "1")
    boot(friend, forged(link, s=str(better), w="1" if won else "0"))
    friend.wait_for_selector('[data-testid="result-refused"]')
    refused = friend.text_content('[data-testid="result-refused"]')
    assert "do not give the result the link claims" in refused and f" {better}" not in refused
    assert friend.locator('[data-testid="shared-replay"]').count() == 0
