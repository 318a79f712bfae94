"""Issue 26, items 4 and 8 in Chromium. Item 4: two pages of ONE browser context. Tab A plays SIMILI solo,
tab B (Your data) shows the plan of an import replacing that slot, A moves again, B confirms:
A's game stays with all its moves, B is told which record changed and nothing is written;
looking again and confirming replaces it, the old game kept as a backup and named. The host
half (and item 8) is tests/core/test_nothing_lost_still.py. Item 8: home never resumes a slot no page opens."""

from __future__ import annotations

import json

from similarium.core import transfer
from similarium.core.schema import SavedGame
from similarium.core.storage import MemoryStore, Repository
from similarium.ui.games import register_validators
from test_simili import click_move, scripted_game

SLOT = "similarium/save/simili/solo"
MOVES = "(k) => (JSON.parse(localStorage.getItem(k) || 'null')?.data.moves || []).length"


def other_device_file() -> bytes:
    """An export of another browser: a SIMILI solo game just started (seed 11)."""
    repo = Repository(MemoryStore())
    register_validators(repo)
    assert repo.save_game(SavedGame(game="simili", mode="solo", seed=11, moves=[], players=["Player 1"],
                                    options={"variant": "classic", "dice": "seeded", "seed": 11}))
    return transfer.export_text(repo, repo.now()).encode()


def test_item4_an_import_never_replaces_a_move_made_after_its_plan_was_shown(page, boot):
    moves, _ = scripted_game(4242)
    boot(page, "/#/simili/solo?seed=4242")  # tab A
    for move in moves[:8]:
        click_move(page, move)
    page.wait_for_function(f"(k) => ({MOVES})(k) === 8", arg=SLOT)
    b = page.context.new_page()  # tab B: same profile, same localStorage
    boot(b, "/#/data")
    b.set_input_files('[data-testid="data-import-file"]', files=[
        {"name": "other.json", "mimeType": "application/json", "buffer": other_device_file()}])
    b.wait_for_selector('[data-testid="data-plan-replaces"]')
    assert SLOT in b.inner_text('[data-testid="data-plan-replaces"]')
    page.bring_to_front()
    click_move(page, moves[8])  # A's 9th move, after B's plan was shown
    page.wait_for_function(f"(k) => ({MOVES})(k) === 9", arg=SLOT)
    nine = b.evaluate("(k) => localStorage.getItem(k)", SLOT)
    keys = b.evaluate("() => Object.keys(localStorage).sort()")
    b.bring_to_front()
    b.click('[data-testid="data-import-confirm"]')
    b.wait_for_selector('[data-testid="data-import-again"]')
    told = b.inner_text('[data-testid="data-message"]')
    assert "another tab or window changed your SIMILI (solo) game in progress" in told
    assert "nothing was imported" in told
    assert b.evaluate("(k) => localStorage.getItem(k)", SLOT) == nine  # all 9 moves, nothing written
    assert b.evaluate("() => Object.keys(localStorage).sort()") == keys  # no backup, nothing added
    # looking again shows the plan as it is now; confirming keeps the 9-move game as a backup
    b.click('[data-testid="data-import-again"]')
    b.wait_for_selector('[data-testid="data-plan-replaces"]')
    b.click('[data-testid="data-import-confirm"]')
    b.wait_for_selector('[data-testid="data-kept"]')
    (backup,) = b.evaluate("() => Object.keys(localStorage).filter(k => k.startsWith('similarium/backup/'))")
    assert b.evaluate("(k) => localStorage.getItem(k)", backup) == nine
    kept = b.inner_text('[data-testid="data-kept"]')
    assert "Replaced: your SIMILI (solo) game in progress" in kept and backup in kept
    assert json.loads(b.evaluate("(k) => localStorage.getItem(k)", SLOT))["data"]["seed"] == 11


def test_item8_a_save_no_page_opens_is_set_aside_and_home_never_resumes_it(page, boot):
    """Issue 26, item 8: a SIMILI save filed under a slot no page opens (``aaa``) beside the
    real solo game: home's Resume goes to the solo game, the other is set aside and told."""
    repo = Repository(MemoryStore())
    register_validators(repo)
    for mode in ("solo", "table"):  # a real save, then the same filed as "aaa" (sorted first)
        assert repo.save_game(SavedGame(game="simili", mode=mode, seed=11, moves=[], players=["Player 1"],
                                        options={"variant": "classic", "dice": "seeded", "seed": 11}))
    solo, phantom = repo.store.get(SLOT), repo.store.get("similarium/save/simili/table").replace('"table"', '"aaa"')
    page.goto("/")
    page.evaluate("([s, p]) => { localStorage.setItem('similarium/save/simili/solo', s);"
                  " localStorage.setItem('similarium/save/simili/aaa', p); }", [solo, phantom])
    boot(page, "/#/")
    assert page.get_attribute('[data-testid="simili-resume"]', "href") == "#/simili/solo"
    assert "no page could open it" in page.inner_text('[data-testid="storage-problems"]')
    keys = page.evaluate("() => Object.keys(localStorage)")
    assert "similarium/save/simili/aaa" not in keys
    (backup,) = [k for k in keys if k.startswith("similarium/backup/")]
    assert page.evaluate("(k) => localStorage.getItem(k)", backup) == phantom  # kept, never dropped
