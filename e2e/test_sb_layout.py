"""SB's move on one screen (issue 21): at 390x844 (English and French) and 1280x800, at every
decision of a person's turn through a whole seeded game, the dice, the line on the selection, the
refusal line and every control of the move (Roll and Stop, or Set aside, Undo selection, Clear, and Advice) are wholly on
screen with a margin, without scrolling: on a first visit (the first-move panel shown, under the
controls, never pushing them off a phone's screen) and once the panel is dismissed (remembered
after a reload). A refused set-aside is answered in view, right above the button."""

from __future__ import annotations

from collections import Counter

import pytest

SIZES = [(1280, 800, "en-US"), (390, 844, "en-US"), (390, 844, "fr-FR")]  # French buttons are wider
MARGIN = 8  # px between a control and the screen's bottom edge: not a control half under the thumb

BOX = """s => [...document.querySelectorAll(s)].map(e => { const b = e.getBoundingClientRect();
                return {top: b.top, bottom: b.bottom, left: b.left, right: b.right}; })"""
# a person's decision: no bot step pending, and a person to move (or the end)
DECISION = """() => { const r = document.querySelector('[data-testid=sb]');
                      return !!r && r.dataset.turnKind !== 'bot' && !document.querySelector('[data-autostep]'); }"""
ROLLING = ('[data-testid="feedback"]', '[data-testid="roll"]', '[data-testid="stop"]', '[data-testid="advice"]')
PICKING = ('[data-testid="roll-dice"]', '[data-testid="selection"]', '[data-testid="feedback"]',
           '[data-testid="set-aside"]', '[data-testid="undo"]', '[data-testid="clear"]', '[data-testid="advice"]')


def in_view(page, *selectors: str) -> None:
    """Every element each selector matches is wholly on screen, ``MARGIN`` px above its bottom."""
    vw, vh = page.evaluate("() => [innerWidth, innerHeight]")
    for selector in selectors:
        boxes = page.evaluate(BOX, selector)
        assert boxes, f"{selector} is not on the page"
        for b in boxes:
            assert b["top"] >= 0 and b["bottom"] <= vh - MARGIN and b["left"] >= 0 and b["right"] <= vw, \
                (selector, b, vw, vh, page.evaluate("scrollY"))


def dice(page) -> list[tuple[str, int]]:
    return [(k, int(v)) for k, v in page.evaluate(
        "() => [...document.querySelectorAll('[data-testid=die]')].map(b => [b.dataset.kind, b.dataset.face])")]


def refuse_a_single_die(page, faces: list[tuple[str, int]]) -> bool:
    """A single Base die is not a group: the refusal shows in view, right above the button."""
    counts = Counter(v for k, v in faces if k == "base")
    single = next((i + 1 for i, (k, v) in enumerate(faces) if k == "base" and counts[v] == 1), None)
    if single is None:
        return False
    page.click(f'[data-testid="die"][data-pos="{single}"]')
    page.click('[data-testid="set-aside"]', force=True)  # aria-disabled: the click says why
    page.wait_for_selector('[data-testid="feedback"][data-code="sb.group_of_two"]')
    in_view(page, *PICKING)
    fb, button = page.evaluate(BOX, '[data-testid="feedback"]')[0], page.evaluate(BOX, '[data-testid="set-aside"]')[0]
    assert fb["bottom"] <= button["top"] <= fb["bottom"] + 20, (fb, button)  # right above it
    page.click('[data-testid="clear"]')
    page.wait_for_selector('[data-testid="die"][aria-pressed="true"]', state="detached")
    return True


def play(page, panel: bool) -> dict[str, int]:
    """The person's turns to the end (stop as soon as allowed; set aside the lowest pair, else a
    Key), the move's controls checked in view at every decision and with the dice picked."""
    seen = {"roll": 0, "set-aside": 0, "stop": 0, "refused": 0}
    for _ in range(400):
        page.wait_for_function(DECISION, timeout=60_000)
        root = page.locator('[data-testid="sb"]')
        if root.get_attribute("data-turn-kind") == "over":
            return seen
        assert page.locator('[data-testid="walkthrough"]').count() == (1 if panel else 0)
        if root.get_attribute("data-phase") != "set_aside":
            in_view(page, *ROLLING)
            stop = page.get_attribute('[data-testid="stop"]', "aria-disabled") != "true"
            what = "stop" if stop else "roll"
            page.click(f'[data-testid="{what}"]')
            seen[what] += 1
            continue
        in_view(page, *PICKING)
        faces = dice(page)
        if not seen["refused"] and refuse_a_single_die(page, faces):
            seen["refused"] += 1
        counts = Counter(v for k, v in faces if k == "base")
        pairs = sorted(v for v, c in counts.items() if c >= 2)
        picks = ([i + 1 for i, (k, v) in enumerate(faces) if k == "base" and v == pairs[0]][:2] if pairs
                 else [next(i + 1 for i, (k, _) in enumerate(faces) if k == "key")])
        for p in picks:
            page.click(f'[data-testid="die"][data-pos="{p}"]')
        page.wait_for_selector('[data-testid="selection"][data-legal="true"]')
        in_view(page, *PICKING)
        page.click('[data-testid="set-aside"]')
        seen["set-aside"] += 1
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("width, height, locale", SIZES, ids=lambda v: str(v))
def test_first_visit_every_decision_shows_the_dice_and_the_controls(new_page, boot, width, height, locale):
    page = new_page(viewport={"width": width, "height": height}, locale=locale)
    boot(page, "/#/sb/solo?seed=3&fast=1")
    page.wait_for_function(DECISION, timeout=60_000)
    panel = page.locator('[data-testid="walkthrough"]')
    assert panel.is_visible() and panel.locator("li").count() == 3  # a first visit: the panel is there
    # under the controls: the move first, the help right after it
    roll, top = page.evaluate(BOX, '[data-testid="advice"]')[0], page.evaluate(BOX, '[data-testid="walkthrough"]')[0]
    assert roll["bottom"] <= top["top"], (roll, top)
    seen = play(page, panel=True)
    assert seen["roll"] and seen["set-aside"] and seen["stop"] and seen["refused"], seen


def test_the_panel_once_dismissed_stays_gone_and_the_controls_stay_in_view(new_page, boot):
    page = new_page(viewport={"width": 390, "height": 844})
    boot(page, "/#/sb/solo?seed=3&fast=1")
    page.wait_for_function(DECISION, timeout=60_000)
    before = page.evaluate(BOX, '[data-testid="roll"]')[0]
    page.locator('[data-testid="walkthrough-dismiss"]').scroll_into_view_if_needed()
    page.click('[data-testid="walkthrough-dismiss"]')
    page.wait_for_selector('[data-testid="walkthrough"]', state="detached")
    page.evaluate("window.scrollTo(0, 0)")
    assert page.evaluate(BOX, '[data-testid="roll"]')[0]["top"] == before["top"]  # the controls did not move
    page.reload()
    page.wait_for_function("document.documentElement.dataset.boot === 'ready'")
    page.wait_for_function(DECISION, timeout=60_000)
    assert page.locator('[data-testid="walkthrough"]').count() == 0  # remembered
    page.click('[data-testid="roll"]')
    page.wait_for_selector('[data-testid="die"]')
    in_view(page, *PICKING)


def test_table_of_two_people_on_a_phone(new_page, boot):
    """The table mode (two people on one device): every decision of both, panel shown."""
    page = new_page(viewport={"width": 390, "height": 844})
    boot(page, "/#/sb/table?seed=3&fast=1&seats=human,human&names=Ann,Bob")
    page.wait_for_function(DECISION, timeout=60_000)
    assert page.is_visible('[data-testid="walkthrough"]')
    seen = play(page, panel=True)
    assert seen["set-aside"] and seen["stop"], seen


DIGIT = """(pos) => { const p = document.querySelector(`[data-testid=die][data-pos="${pos}"] .pos`);
  return [getComputedStyle(p).visibility, getComputedStyle(p, '::after').visibility, p.textContent]; }"""


@pytest.mark.parametrize("touch", [False, True], ids=["desktop", "phone"])
def test_dice_digits_are_for_a_keyboard_the_check_mark_for_everyone(new_page, boot, touch):
    """A phone shows no keyboard digit under the dice (nothing to press) and says "choose", not
    "click"; a chosen die keeps its check mark; a desktop keeps the digits."""
    size = {"width": 390, "height": 844} if touch else {"width": 1280, "height": 800}
    page = new_page(viewport=size, has_touch=touch, is_mobile=touch)
    boot(page, "/#/sb/solo?seed=3&fast=1")
    page.wait_for_function(DECISION, timeout=60_000)
    page.click('[data-testid="roll"]')
    page.wait_for_selector('[data-testid="die"]')
    assert "Choose dice" in page.text_content('[data-testid="sb"]')
    assert "lick" not in page.text_content('[data-testid="sb"]')
    page.click('[data-testid="die"][data-pos="1"]')
    page.wait_for_selector('[data-testid="die"][data-pos="1"][aria-pressed="true"]')
    shown = "hidden" if touch else "visible"
    assert page.evaluate(DIGIT, 2)[0] == shown and page.evaluate(DIGIT, 2)[2] == "2"
    assert page.evaluate(DIGIT, 1)[:2] == [shown, "visible"]  # the chosen die's check mark is seen
