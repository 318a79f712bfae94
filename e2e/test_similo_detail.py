"""A Similo card's detail (issue 20) in Chromium: on a phone (touch, 390x844) the "i" of a card
of the table, a card of the giver's table, a hand card and a played clue open a readable detail
(the card's traits in words, a close button of 44 px or more) over the table, in view; a tap
outside closes it; a tap on the card itself still selects it. On a desktop (1280x800) T on the
focused card, a right click and the clue's picture open it; Escape closes it and gives the focus
back to the card; in learning mode a mouse resting on a card shows its traits beside it. Opening and closing it
never changes the game: the same round, selection, saved game and grid."""

from __future__ import annotations

from similarium.games.similo import decks
from test_similo import ROOT, host_game, safe_picks, wait_remove, wait_settled
from test_similo_layout import in_view

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
DIALOG = '[data-testid="card-detail"]'
SEED = 4711

STATE = """() => ({root: {...document.querySelector('[data-testid=similo]').dataset},
  grid: [...document.querySelectorAll('[data-testid=grid-card]')].map(b => [b.dataset.card, b.dataset.state,
        b.getAttribute('aria-pressed')]),
  hand: [...document.querySelectorAll('[data-testid=hand-card]')].map(b => [b.dataset.card, b.getAttribute('aria-pressed')]),
  saved: Object.keys(localStorage).sort().map(k => [k, localStorage.getItem(k)])})"""


def game_state(page) -> dict:
    return page.evaluate(STATE)


def trait_ids(card: str) -> set[str]:
    return set(decks.cards()[card].traits)


def check_open(page, card: str, words: dict[str, str]) -> None:
    """The detail of ``card`` is open, in view, with every trait of the card in words and a close
    button of 44 px or more."""
    page.wait_for_selector(DIALOG)
    assert page.get_attribute(DIALOG, "data-card") == card
    assert page.get_attribute(DIALOG, "aria-modal") == "true" and page.get_attribute(DIALOG, "role") == "dialog"
    in_view(page, DIALOG)
    text = page.text_content(f"{DIALOG} [data-testid=detail-traits]")
    for trait in trait_ids(card):
        assert words[trait] in text, (trait, text)
    box = page.locator('[data-testid="detail-close"]').bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44
    in_view(page, '[data-testid="detail-close"]')
    size = page.evaluate(f"() => parseFloat(getComputedStyle(document.querySelector('{DIALOG} dd')).fontSize)")
    assert size >= 14, size  # readable on a phone


def words_of(lang: str) -> dict[str, str]:
    from similarium.core.i18n import language, set_language, t
    from similarium.games.similo.vocabulary import TRAITS

    before = language()
    set_language(lang)
    try:
        return {x: t(f"similo.trait.{x}") for x in TRAITS}
    finally:
        set_language(before)


def test_on_a_phone_the_i_opens_a_readable_detail_that_changes_nothing(new_page, boot):
    page = new_page(viewport=PHONE, has_touch=True, is_mobile=True)
    words = words_of("en")
    boot(page, f"/#/similo/guess?seed={SEED}&fast=1")
    wait_remove(page, 1)
    secret = host_game(SEED).secret
    pick = safe_picks(page, secret, 1)[0]
    page.tap(f'[data-testid="grid-card"][data-card="{pick}"]')  # a tap on the card still selects it
    assert page.get_attribute(f'[data-testid="grid-card"][data-card="{pick}"]', "aria-pressed") == "true"
    assert page.locator(DIALOG).count() == 0
    before = game_state(page)
    other = next(c for c, st, _ in before["grid"] if c != pick and st == "in")
    page.tap(f'[data-testid="grid-card"][data-card="{other}"] ~ [data-testid="card-info"]')
    check_open(page, other, words)
    assert "On the table." in page.text_content(f"{DIALOG} [data-testid=detail-where]")
    # the table behind waits: a tap outside the dialog closes it and selects nothing
    page.mouse.click(10, 150)  # the backdrop, above the dialog (a phone's dialog sits at the bottom)
    page.wait_for_selector(DIALOG, state="detached")
    assert game_state(page) == before
    # a played clue's picture opens its detail too
    clue = page.get_attribute('[data-testid="clue"]', "data-card")
    page.tap('[data-testid="clue-info"]')
    check_open(page, clue, words)
    assert "Clue 1." in page.text_content(f"{DIALOG} [data-testid=detail-where]")
    page.tap('[data-testid="detail-close"]')
    page.wait_for_selector(DIALOG, state="detached")
    assert game_state(page) == before
    # the grid's words on a phone are 11 px or more
    sizes = page.evaluate("""() => [...document.querySelectorAll('[data-testid=grid] .told, [data-testid=grid] .name')]
        .map(e => parseFloat(getComputedStyle(e).fontSize))""")
    assert sizes and min(sizes) >= 11, sizes
    page.click('[data-testid="confirm"]')  # the selection made before is still the one confirmed
    wait_remove(page, 2)
    assert dict((c, st) for c, st, _ in game_state(page)["grid"])[pick] == "out"


def test_on_a_phone_the_giver_taps_the_table_or_a_hand_cards_i(new_page, boot):
    page = new_page(viewport=PHONE, has_touch=True, is_mobile=True, locale="fr-FR", color_scheme="dark")
    words = words_of("fr")
    boot(page, "/#/similo/give?seed=12&fast=1")
    page.wait_for_selector('[data-testid="hand-card"]')
    before = game_state(page)
    secret = page.get_attribute('[data-testid="secret"]', "data-card")
    page.tap(f'[data-testid="grid-card"][data-card="{secret}"]')  # the giver never selects on the table
    check_open(page, secret, words)
    assert "Le personnage secret." in page.text_content(f"{DIALOG} [data-testid=detail-where]")
    page.tap('[data-testid="detail-close"]')
    page.wait_for_selector(DIALOG, state="detached")
    hand = before["hand"][0][0]
    page.tap(f'[data-testid="hand-card"][data-card="{hand}"] ~ [data-testid="card-info"]')
    check_open(page, hand, words)
    assert "Dans votre main." in page.text_content(f"{DIALOG} [data-testid=detail-where]")
    page.keyboard.press("Escape")
    page.wait_for_selector(DIALOG, state="detached")
    assert game_state(page) == before
    page.tap(f'[data-testid="hand-card"][data-card="{hand}"]')  # a tap on the card still picks it
    assert page.get_attribute(f'[data-testid="hand-card"][data-card="{hand}"]', "aria-pressed") == "true"
    assert page.locator(DIALOG).count() == 0


def test_on_a_desktop_t_a_right_click_and_a_clue_open_it_and_escape_gives_the_focus_back(new_page, boot):
    page = new_page(viewport=DESKTOP)
    words = words_of("en")
    boot(page, f"/#/similo/guess?seed={SEED}&fast=1")
    wait_remove(page, 1)
    page.click('[data-testid="learning"]')  # the hover's trait words are a learning aid (issue 30)
    page.wait_for_selector('[data-testid="learning"][aria-pressed="true"]')
    before = game_state(page)
    card = before["grid"][5][0]
    page.focus(f'[data-testid="grid-card"][data-card="{card}"]')
    page.keyboard.press("t")
    check_open(page, card, words)
    assert page.evaluate("() => document.activeElement.dataset.testid") == "detail-close"
    page.keyboard.press("a")  # a game key under the dialog does nothing
    page.keyboard.press("Escape")
    page.wait_for_selector(DIALOG, state="detached")
    assert page.evaluate("() => document.activeElement.dataset.card") == card
    assert game_state(page) == before
    page.click(f'[data-testid="grid-card"][data-card="{before["grid"][2][0]}"]', button="right")
    check_open(page, before["grid"][2][0], words)
    page.click('[data-testid="detail-close"]')
    page.wait_for_selector(DIALOG, state="detached")
    clue = page.get_attribute('[data-testid="clue"]', "data-card")
    page.click('[data-testid="clue-info"]')
    check_open(page, clue, words)
    page.keyboard.press("Escape")
    page.wait_for_selector(DIALOG, state="detached")
    # a mouse resting on a card: its traits in words beside it (seen only; the card's name says them)
    rested = before["grid"][1][0]
    page.hover(f'[data-testid="grid-card"][data-card="{rested}"]')
    peek = page.locator(f'[data-testid="grid-card"][data-card="{rested}"] ~ [data-testid="peek"]')
    peek.wait_for(state="visible")
    assert peek.get_attribute("aria-hidden") == "true"
    assert all(words[x] in peek.text_content() for x in trait_ids(rested))
    page.mouse.move(5, 5)
    peek.wait_for(state="hidden")
    assert game_state(page) == before
    wait_settled(page)
    assert page.get_attribute(ROOT, "data-round") == "1"
