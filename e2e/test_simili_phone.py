"""SIMILI's sheet on a phone (issue 30): at 390 x 844 the spaces use the sheet's width (no empty
label column beside them), the running total sits beside the bank in the controls that stay at the
top of the screen (not ~1,000 px below the buttons), and so does the S Bonus track in short, no
horizontal scroll, spaces still 44 px taps; at 1280 x 800 the three categories stay side by side
and the total and the bonus track stay on the sheet."""

from __future__ import annotations

import pytest

from a11y import SETTLED
from similarium.games.simili.game import Book, Choose, Confirm, Roll
from test_simili import click_move, scripted_game

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}

SEED = 4242
ROUTES = {"solo": f"/#/simili/solo?seed={SEED}", "table": f"/#/simili/table?seed={SEED}&players=Ann,Bob"}

# the sheet as a player sees it: each category's box, where its spaces start, the spaces' sizes
SHEET = """() => {
  const box = el => { const r = el.getBoundingClientRect(); return {x: r.x, y: r.y, w: r.width, h: r.height}; };
  return {
    cats: [...document.querySelectorAll('.simili-game .cat')].map(c => ({
      cat: box(c),
      left: Math.min(...[...c.querySelectorAll('[data-testid=space]')].map(s => s.getBoundingClientRect().x)),
    })),
    spaces: [...document.querySelectorAll('.simili-game .cat [data-testid=space]')].map(s => box(s)),
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  };
}"""


def in_view(page, selector: str, height: int) -> bool:
    box = page.locator(selector).bounding_box()
    return box is not None and box["height"] > 0 and 0 <= box["y"] and box["y"] + box["height"] <= height


def start_booking(page) -> None:
    """Circle Sequence (each player of a table in turn), roll, pick the first digit of the bank."""
    for _ in range(4):
        if page.locator('[data-testid="roll"]').count():
            break
        page.click('[data-testid="choose-sequence"]')
    page.click('[data-testid="roll"]')
    page.locator('[data-testid="bank-digit"]').first.click()
    page.wait_for_selector('[data-testid="confirm"]')


@pytest.mark.parametrize("mode", sorted(ROUTES))
def test_phone_sheet_uses_its_width_and_keeps_the_total_by_the_controls(new_page, boot, mode):
    page = new_page(viewport=PHONE, reduced_motion="reduce")
    boot(page, ROUTES[mode])
    start_booking(page)
    assert page.evaluate("window.scrollY") == 0
    # the total and the confirm button are both on the first screen
    assert in_view(page, '[data-testid="bar-total"]', PHONE["height"])
    assert in_view(page, '[data-testid="confirm"]', PHONE["height"])
    sheet = page.evaluate(SHEET)
    assert sheet["scrollWidth"] <= sheet["clientWidth"], sheet
    assert len(sheet["cats"]) == 3
    for c in sheet["cats"]:  # no label column: the spaces start within the category's first quarter
        assert c["left"] - c["cat"]["x"] <= 0.25 * c["cat"]["w"], c
    assert len(sheet["spaces"]) == 60
    for s in sheet["spaces"]:
        assert s["w"] >= 44 and s["h"] >= 44, s
    # scrolled to the last category, the total and the confirm button are still on screen
    page.locator(".simili-game .cat").last.scroll_into_view_if_needed()
    assert page.evaluate("window.scrollY") > 0
    assert in_view(page, '[data-testid="bar-total"]', PHONE["height"])
    assert in_view(page, '[data-testid="confirm"]', PHONE["height"])


def test_phone_total_is_the_sheets_total_in_both_languages(new_page, boot):
    moves, _ = scripted_game(SEED)
    two_rounds = [i for i, m in enumerate(moves) if isinstance(m, Confirm)][1]  # 15 points by then
    page = new_page(viewport=PHONE, reduced_motion="reduce")
    boot(page, ROUTES["solo"])
    for move in moves[:two_rounds + 1]:
        click_move(page, move)
    start_booking(page)
    assert page.text_content('[data-testid="score"]') == "15"
    assert page.text_content('[data-testid="bar-total"]') == "Total: 15"
    page.click('[data-testid="lang-fr"]')
    page.wait_for_function("document.querySelector('[data-testid=bar-total]').textContent.includes('\u00a0')")
    assert page.text_content('[data-testid="bar-total"]') == "Total\u00a0: 15"
    assert in_view(page, '[data-testid="bar-total"]', PHONE["height"])


def test_desktop_sheet_unchanged(new_page, boot):
    page = new_page(viewport=DESKTOP, reduced_motion="reduce")
    boot(page, ROUTES["solo"])
    start_booking(page)
    # the three categories side by side, the total on the scoring track (the bar's copy is for phones)
    tops = page.evaluate("() => [...document.querySelectorAll('.simili-game .cat')].map(c => c.getBoundingClientRect().y)")
    assert len(tops) == 3 and max(tops) - min(tops) < 1, tops
    assert not page.locator('[data-testid="bar-total"]').is_visible()
    assert page.locator('[data-testid="score"]').is_visible()
    assert in_view(page, '[data-testid="score"]', DESKTOP["height"])
    assert page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")


# seed 32: round 1's roll is 1 3 2, a Sequence of three in Sequence's fifth row, which unlocks Bonus I
BONUS_SEED = 32
FIRST_SEQUENCE = [Choose("sequence"), Roll(), Book(3, "sequence", 4, 3), Book(2, "sequence", 4, 2),
                  Book(1, "sequence", 4, 1), Confirm()]
BONUS_ROUTE = f"/#/simili/solo?seed={BONUS_SEED}"


@pytest.mark.parametrize(("lang", "category"), [("en", "matching"), ("fr", "ladder")])
def test_phone_bonus_track_stays_in_view_while_booking_the_bottom_categories(new_page, boot, lang, category):
    page = new_page(viewport=PHONE)
    boot(page, BONUS_ROUTE)
    for move in FIRST_SEQUENCE:
        click_move(page, move)
    page.click(f'[data-testid="choose-{category}"]')
    page.click('[data-testid="roll"]')
    page.locator('[data-testid="bank-digit"]').first.click()
    if lang == "fr":
        page.click('[data-testid="lang-fr"]')
        page.wait_for_selector('[data-testid="bar-total"]:text("Total\u00a0:")')
    name = {"en": "S Bonus", "fr": "Bonus S"}[lang]
    # the player books into a category below the first screen (under Matching, the sheet's own
    # track is out of view)
    page.locator(f".simili-game .cat.{category}").scroll_into_view_if_needed()
    page.wait_for_function(SETTLED, timeout=10_000)
    assert page.evaluate("window.scrollY") > 0
    if category == "matching":
        assert not in_view(page, ".simili-game .sheet .bonus", PHONE["height"])
    track = page.get_by_role("group", name=name, exact=True)
    assert track.count() == 1 and track.is_visible()
    assert in_view(page, '[data-testid="bar-bonus"]', PHONE["height"])
    # it says what the sheet's track says: Bonus I unlocked, II and III not yet (in words, too)
    on = page.evaluate("() => [...document.querySelectorAll('[data-testid^=bar-bonus-]')].map(e => [e.dataset.testid, e.classList.contains('on')])")
    sheet_on = page.evaluate("() => [...document.querySelectorAll('.bonus li')].map(e => [e.dataset.testid, e.classList.contains('on')])")
    assert on == [[f"bar-{k}", v] for k, v in sheet_on] == [["bar-bonus-i", True], ["bar-bonus-ii", False], ["bar-bonus-iii", False]]
    words = {"en": ("I (1×3): +1 book, unlocked", "II (5×3): free book, not yet"),
             "fr": ("I (1×3)\u00a0: +1 inscription, obtenu", "II (5×3)\u00a0: inscription libre, pas encore")}[lang]
    text = track.text_content()
    assert all(w in text for w in words), text
    # readable: not squeezed below 12 px, inside the screen's width and the sticky controls, by the total
    size = page.evaluate("parseFloat(getComputedStyle(document.querySelector('[data-testid=bar-bonus-i]')).fontSize)")
    assert size >= 12, size
    box, total = page.locator('[data-testid="bar-bonus"]').bounding_box(), page.locator('[data-testid="bar-total"]').bounding_box()
    bar = page.locator(".simili-game .controls").bounding_box()
    assert 0 <= box["x"] and box["x"] + box["width"] <= PHONE["width"]
    assert bar["y"] <= box["y"] and box["y"] + box["height"] <= bar["y"] + bar["height"]
    assert abs((box["y"] + box["height"] / 2) - (total["y"] + total["height"] / 2)) < 40, (box, total)


def test_desktop_bonus_track_only_on_the_sheet(new_page, boot):
    page = new_page(viewport=DESKTOP, reduced_motion="reduce")
    boot(page, BONUS_ROUTE)
    start_booking(page)
    assert not page.locator('[data-testid="bar-bonus"]').is_visible()
    assert page.locator(".simili-game .sheet .bonus").is_visible()


# the sticky bar's height, and its texts that do not fit their box (cut or hidden)
BAR = """() => {
  const bar = document.querySelector('.simili-game .controls');
  const cut = [...bar.querySelectorAll('button, .prompt, .bank .label, .bar-total, .bar-bonus')]
    .filter(e => e.getClientRects().length && !e.closest('[inert]')
                 && (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1))
    .map(e => e.textContent);
  return {height: bar.getBoundingClientRect().height, cut};
}"""


def bar_in(page, lang: str) -> dict:
    page.click(f'[data-testid="lang-{lang}"]')
    page.wait_for_selector(f"html[lang={lang}]")
    page.wait_for_function(SETTLED, timeout=10_000)
    return page.evaluate(BAR)


def test_phone_french_bar_no_taller_than_the_english_one(new_page, boot):
    """Issue 30: at 390 x 844 the French sticky bar was taller than the English one (a prompt on one
    more line, the three buttons on two rows: 211 px against 142 while booking); it is now within a
    few px at every step of a round, nothing in it cut."""
    page = new_page(viewport=PHONE)
    boot(page, "/#/simili/solo?seed=12345")
    heights = {}
    for step in ("choose", "roll", "book"):
        if step == "roll":
            page.click('[data-testid="choose-matching"]')  # Identiques: the longest name
            page.wait_for_selector('[data-testid="roll"]')
        elif step == "book":
            page.click('[data-testid="roll"]')
            page.locator('[data-testid="bank-digit"]').first.click()
            page.wait_for_selector('[data-testid="confirm"]')
        en, fr = bar_in(page, "en"), bar_in(page, "fr")
        assert not en["cut"] and not fr["cut"], (step, en, fr)
        heights[step] = (round(en["height"]), round(fr["height"]))
    print(f"sticky bar height at 390 x 844, EN/FR: {heights}")
    for step, (en, fr) in heights.items():
        assert fr <= en + 4, (step, heights)
