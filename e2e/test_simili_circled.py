"""SIMILI: the circled category stays where it is (issue 30, item 5). Circling a category marks it
(the thick edge of ``.cat.active``); it does not move it to the top of the sheet, nor on the
screen: at 390 x 844 and at 1280 x 800, each category's box relative to the sheet and the
circled category's place on the screen are the same before and after the circling, once the
motion has settled (were the controls above the sheet to change height, the page would scroll
by as much, ``data-anchor``). The page is scrolled down to the sheet, as while playing; at the
very top of the page nothing can scroll: there the controls keep their height (the circled
category and the Roll take the choices' row, ui/simili/stage.py; e2e/test_simili_steady.py
follows a whole round), so the sheet does not rise either (it rose by 29 px at 1280 x 800 and
75 px at 390 x 844 before)."""

from __future__ import annotations

import pytest

from a11y import SETTLED
from test_french_leftovers import to_french

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
TOLERANCE = 3  # px

# every category's box relative to the sheet, the sheet's top on the screen, the page's scroll
WHERE = """() => {
  const sheet = document.querySelector('[data-testid=sheet]').getBoundingClientRect();
  const cats = {};
  for (const c of document.querySelectorAll('.simili-game .cat')) {
    const r = c.getBoundingClientRect();
    cats[c.classList[1]] = {x: r.x - sheet.x, y: r.y - sheet.y, w: r.width, h: r.height,
                            circled: c.classList.contains('active')};
  }
  const screen = {};
  for (const c of document.querySelectorAll('.simili-game .cat')) screen[c.classList[1]] = c.getBoundingClientRect().top;
  return {cats, screen, scrollX: window.scrollX, scrollY: window.scrollY, sheetTop: sheet.top,
          controls: document.querySelector('.simili-game .controls').getBoundingClientRect().height};
}"""


def where(page) -> dict:
    page.wait_for_function(SETTLED, timeout=10_000)
    return page.evaluate(WHERE)


def same_place(before: dict, after: dict) -> list[str]:
    moved = []
    for cat, b in before["cats"].items():
        a = after["cats"][cat]
        for k in ("x", "y", "w", "h"):
            if abs(a[k] - b[k]) > TOLERANCE:
                moved.append(f"{cat}.{k}: {b[k]:.0f} -> {a[k]:.0f}")
    for cat, top in before["screen"].items():
        if abs(after["screen"][cat] - top) > TOLERANCE:
            moved.append(f"{cat} on the screen: {top:.0f} -> {after['screen'][cat]:.0f}")
    if abs(after["scrollX"] - before["scrollX"]) > TOLERANCE:
        moved.append(f"scrollX: {before['scrollX']} -> {after['scrollX']}")
    return moved


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
@pytest.mark.parametrize("category", ["ladder", "matching"])
def test_circled_category_stays_in_place(new_page, boot, viewport, category):
    page = new_page(viewport=viewport)
    boot(page, "/#/simili/solo?seed=4242")
    page.wait_for_selector(f'[data-testid="choose-{category}"]')
    # the player looks at the category first (on a phone it is below the first screen)
    page.locator(f".simili-game .cat.{category}").scroll_into_view_if_needed()
    # scrolled down to it, as while playing (not to the page's end: there the browser itself
    # pulls the page back when it gets shorter)
    page.evaluate(f"window.scrollBy(0, document.querySelector('.simili-game .cat.{category}')"
                  ".getBoundingClientRect().top - innerHeight * 0.4)")
    assert page.evaluate("window.scrollY") > 20
    before = where(page)
    assert not any(c["circled"] for c in before["cats"].values())
    page.click(f'[data-testid="choose-{category}"]')
    page.wait_for_selector(f".simili-game .cat.{category}.active")
    after = where(page)
    assert after["cats"][category]["circled"]
    moved = same_place(before, after)
    assert not moved, (moved, before, after)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_sheet_stays_put_when_circling_at_the_top_of_the_page(new_page, boot, viewport, lang):
    """Not scrolled (the page as it opens): nothing can scroll to make up for the controls, so
    they must not shrink; the sheet's top stays within 2 px, and so does every category."""
    page = new_page(viewport=viewport)
    boot(page, "/#/simili/solo?seed=4242")
    if lang == "fr":
        to_french(page)
    page.wait_for_selector('[data-testid="choose-ladder"]')
    page.evaluate("window.scrollTo(0, 0)")
    before = where(page)
    assert before["scrollY"] == 0
    page.click('[data-testid="choose-ladder"]')
    page.wait_for_selector('[data-testid="roll"]')
    after = where(page)
    assert after["scrollY"] == 0, after  # the case keep_anchor cannot mend
    assert abs(after["sheetTop"] - before["sheetTop"]) <= 2, (before, after)
    assert abs(after["controls"] - before["controls"]) <= 2, (before, after)
    assert not same_place(before, after), same_place(before, after)
    # the choices' row now holds the circled category and the Roll: nothing hidden to keep room
    assert page.locator('[data-testid^="choose-"]').count() == 0
    assert page.locator('.controls [data-testid="circled"][data-category="ladder"]').is_visible()
    assert page.locator(".controls [inert], .controls [aria-hidden=true] button").count() == 0


def test_hint_still_offered_once_circled(new_page, boot):
    """The Hint stays a button once a category is circled, and answers with the round's choice."""
    page = new_page(viewport=PHONE)
    boot(page, "/#/simili/solo?seed=4242")
    page.click('[data-testid="choose-ladder"]')
    page.wait_for_selector('[data-testid="roll"]')
    hint = page.locator('[data-testid="hint"]')
    assert hint.is_visible() and hint.is_enabled()
    hint.click()
    page.wait_for_selector('[data-testid="hint-circled"]', timeout=60_000)
    assert page.text_content('[data-testid="hint-circled"]').startswith("You circled Ladder:")
    assert page.locator('[data-testid^="odds-"]').count() == 3
    assert page.locator(".simili-game .cat.ladder.active").count() == 1  # asking changed nothing
