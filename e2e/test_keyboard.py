"""The keyboard end to end: the focus stays where the player is after each action, and the
arrow keys move it inside a grid of controls (the bank, the sheet)."""

from __future__ import annotations

ACTIVE = """() => { const a = document.activeElement;
  return a ? {testid: a.dataset.testid || '', action: a.dataset.action || '', arg: a.dataset.arg || '',
              digit: a.dataset.digit || '', inSheet: !!a.closest('.sheet'), tag: a.tagName} : null; }"""


def active(page) -> dict:
    return page.evaluate(ACTIVE)


def test_focus_stays_and_arrows_move_in_the_bank_and_the_sheet(page, boot):
    boot(page, "/#/simili/solo?seed=31")
    page.keyboard.press("m")
    page.keyboard.press("r")
    digits = page.locator('[data-testid="bank-digit"]:not([disabled])')
    digits.first.wait_for()
    assert digits.count() >= 2
    digits.first.focus()
    first = active(page)["digit"]
    page.keyboard.press("ArrowRight")  # the next digit of the bank
    second = active(page)
    assert second["testid"] == "bank-digit" and second["tag"] == "BUTTON"
    page.keyboard.press("ArrowLeft")
    assert active(page)["digit"] == first
    page.keyboard.press("Enter")  # select it: the page renders again, the focus stays on it
    assert page.get_attribute('[data-testid="bank-digit"] >> nth=0', "aria-pressed") == "true"
    now = active(page)
    assert now["action"] == "select" and now["digit"] == first

    space = page.locator('[data-testid="space"][data-cat="matching"]:not([disabled])').first
    space.focus()
    start = active(page)
    page.keyboard.press("ArrowDown")
    moved = active(page)
    assert moved["inSheet"] and moved["arg"] != start["arg"]  # moved within the sheet
    page.keyboard.press("ArrowUp")
    assert active(page)["arg"] == start["arg"]
    page.keyboard.press("Enter")  # book the digit there: the focus stays in the sheet, not at the top
    page.wait_for_function("() => [...document.querySelectorAll('[data-testid=\"space\"]')]"
                           ".some(b => b.textContent.trim() !== '')")
    after = active(page)
    assert after is not None and after["tag"] != "BODY" and (after["inSheet"] or after["testid"] == "bank-digit")


def test_arrows_move_in_similos_grid(page, boot):
    """Every game marks its grids of controls (data-arrows); the app knows no game's classes."""
    at = """() => { const a = document.activeElement, r = a.getBoundingClientRect();
      return {x: r.left + r.width / 2, inGrid: !!a.closest('[data-testid="grid"]'), html: a.outerHTML.slice(0, 80)}; }"""
    boot(page, "/#/similo/guess?seed=5")
    cards = page.locator('[data-testid="grid"] button[data-action="pick"]')
    cards.first.wait_for()
    cards.first.focus()
    start = page.evaluate(at)
    page.keyboard.press("ArrowRight")
    right = page.evaluate(at)
    assert right["inGrid"] and right["x"] > start["x"], (start, right)
    page.keyboard.press("ArrowLeft")
    left = page.evaluate(at)
    assert left["inGrid"] and left["x"] < right["x"], (right, left)
