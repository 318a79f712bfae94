"""Issue 7 in the browser: export all data to a file and import it on another device (after
the list of what it adds and replaces), and an action that fails unexpectedly is cancelled
with a message, the game and the saved data as they were."""

from __future__ import annotations

import json

import pytest

SAVE = "similarium/save/simili/solo"
# The running Python is reachable as window.similariumRuntime (static/js/interpreter.mjs),
# to inject a fault into it.


def saved(page, key=SAVE):
    return page.evaluate("(k) => localStorage.getItem(k)", key)


def test_export_then_import_on_another_device(page, new_page, boot, tmp_path):
    boot(page, "/#/simili/solo?seed=11")
    page.click('[data-action="choose"][data-arg="ladder"]')
    page.wait_for_function("() => localStorage.getItem('similarium/save/simili/solo')?.includes('ladder')")
    page.goto("/#/")
    page.click('[data-testid="data-link"]')
    page.wait_for_selector('[data-testid="data-view"]')
    with page.expect_download() as info:
        page.click('[data-testid="data-export"]')
    path = tmp_path / "export.json"
    info.value.save_as(path)
    assert info.value.suggested_filename.startswith("similarium-")
    doc = json.loads(path.read_text())
    assert SAVE in doc["records"]

    other = new_page()
    boot(other, "/#/simili/solo?seed=33")
    other.click('[data-action="choose"][data-arg="matching"]')
    other.wait_for_function("() => localStorage.getItem('similarium/save/simili/solo')?.includes('matching')")
    before = saved(other)
    other.goto("/#/data")
    other.wait_for_selector('[data-testid="data-view"]')
    # a tampered file: refused with a message, nothing changed
    doc["records"][SAVE]["data"]["seed"] = 12
    other.set_input_files('[data-testid="data-import-file"]', files=[
        {"name": "edited.json", "mimeType": "application/json", "buffer": json.dumps(doc).encode()}])
    other.wait_for_selector('[data-testid="data-message"]')
    assert "Nothing was changed" in other.inner_text('[data-testid="data-message"]')
    assert saved(other) == before
    # the real file: the list first, then the import
    other.set_input_files('[data-testid="data-import-file"]', str(path))
    other.wait_for_selector('[data-testid="data-plan"]')
    assert SAVE in other.inner_text('[data-testid="data-plan-replaces"]')
    assert saved(other) == before
    for width in (390, 1280):
        other.set_viewport_size({"width": width, "height": 900})
        other.screenshot(path=f"/tmp/data-plan-{width}.png", full_page=True)
    other.click('[data-testid="data-import-confirm"]')
    other.wait_for_selector('text=Imported:')
    other.goto("/#/simili/solo")
    other.wait_for_selector('[data-testid="bank-digit"], [data-action="roll"]')
    assert '"seed":11' in saved(other)


@pytest.mark.expect_console_errors(r"RuntimeError: boom")
def test_an_action_that_fails_is_cancelled_with_a_message(page, boot):
    boot(page, "/#/simili/solo?seed=5")
    page.click('[data-action="choose"][data-arg="ladder"]')
    page.wait_for_function("() => localStorage.getItem('similarium/save/simili/solo')?.includes('ladder')")
    before = saved(page)
    page.evaluate("""() => window.similariumRuntime.runPython(`
from similarium.ui.simili.session import Session
real = Session._act
def half_then_boom(self, action, arg):
    real(self, "roll", "")
    raise RuntimeError("boom")
Session._act = half_then_boom
`)""")
    page.click('[data-action="roll"]')
    page.wait_for_selector('[data-testid="action-error"]')
    assert "cancelled" in page.inner_text('[data-testid="action-error"]')
    assert saved(page) == before
    page.set_viewport_size({"width": 390, "height": 900})
    page.screenshot(path="/tmp/action-error-390.png")
    page.evaluate("() => window.similariumRuntime.runPython('Session._act = real')")
    page.click('[data-action="roll"]')  # the game plays on from where it was
    page.wait_for_selector('[data-testid="bank-digit"]')
    assert page.locator('[data-testid="action-error"]').count() == 0
