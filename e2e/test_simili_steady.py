"""SIMILI's controls keep one height through a whole round (issue 30), so the sheet under them never
moves at the top of the page, where no scrolling can make up for it. Before: circling kept the
height (a hidden copy of the choices under Roll, an empty band), but the roll shrank the controls
(230 -> 142 px at 390 x 844, 176 -> 117 at 1280 x 800) and the next round's choice grew them
again; a long bank, a two-line prompt or the line under the controls ("Where should the 2 go?
...") moved the sheet too. Now each step of a round shows one prompt and one row in the same
boxes (ui/simili/stage.py): the categories; the circled one and Roll; the circled one and the
roll. At every step (each player's choice, the roll, each digit selected and booked, a free book,
confirming, the next round, round 10), with the page at scroll 0, the sheet's top and the
controls' height stay within 1 px, at 390 x 844 and 1280 x 800, in English and French, solo and
at a table of two; on a phone the controls stay no taller than the tallest step before (230 px)."""

from __future__ import annotations

import re

import pytest

from a11y import SETTLED
from similarium.games.simili.game import TYPED, Book, Choose, Confirm, Game, Options, Roll
from test_french_leftovers import to_french
from test_simili import click_move

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
TOLERANCE = 1  # px
PHONE_MAX = 230  # px: the tallest step before (choosing, at 390 x 844); the sheet stays in view

MEASURE = """() => {
  const controls = document.querySelector('.simili-game .controls');
  return {sheet: document.querySelector('[data-testid=sheet]').getBoundingClientRect().top,
          controls: controls.getBoundingClientRect().height, stage: controls.dataset.stage,
          inert: controls.querySelectorAll('[inert], [aria-hidden=true] button').length,
          y: window.scrollY};
}"""


class Steps:
    """The sheet's top and the controls' height at each step, measured at scroll 0."""

    def __init__(self, page):
        self.page, self.seen = page, []

    def __call__(self, name: str) -> None:
        self.page.evaluate("window.scrollTo(0, 0)")  # a click below the first screen scrolled the page
        self.page.wait_for_function(SETTLED, timeout=10_000)
        m = self.page.evaluate(MEASURE)
        assert m["y"] == 0 and m["inert"] == 0, (name, m)  # nothing kept hidden to hold the room
        self.seen.append((name, round(m["sheet"], 1), round(m["controls"], 1)))

    def check(self, viewport: dict) -> None:
        first = self.seen[0]
        moved = [s for s in self.seen if abs(s[1] - first[1]) > TOLERANCE or abs(s[2] - first[2]) > TOLERANCE]
        assert not moved, f"moved from {first}: {moved}"
        if viewport == PHONE:
            assert max(s[2] for s in self.seen) <= PHONE_MAX, self.seen


def open_game(new_page, boot, viewport, lang, route):
    page = new_page(viewport=viewport)
    boot(page, route)
    if lang == "fr":
        to_french(page)
    page.wait_for_selector('[data-testid^="choose-"]')
    return page


def active(page) -> str:
    return page.get_attribute(".simili-game", "data-active")


def confirm(page) -> None:
    """Confirm this seat's round: the next seat's booking, the next round's choice, or the end."""
    before = (active(page), page.get_attribute(".simili-game [data-testid=round]", "textContent"))
    page.click('[data-testid="confirm"]')
    page.wait_for_function("""([a, r]) => { const g = document.querySelector('.simili-game');
        const c = g && g.querySelector('.controls');
        return !c || g.dataset.active !== a || c.dataset.stage !== 'book'; }""", arg=list(before))


@pytest.mark.parametrize("mode", ["solo", "table"])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_sheet_stays_put_through_two_rounds(new_page, boot, viewport, lang, mode):
    page = open_game(new_page, boot, viewport, lang, f"/#/simili/{mode}?seed=4242")
    step = Steps(page)
    play_two_rounds(page, step)
    print(f"{mode} {lang} {viewport['width']}: {step.seen}")
    step.check(viewport)


LONG_NAMES = ["Marie-Éléonore de Saint-Exupéry-Lavallière", "Bo", "Jean-Baptiste Maximilien Dupont"]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_modern_at_a_table_of_three_with_long_names_moves_nothing(new_page, boot, viewport, lang):
    """The Modern rules and three players, one with a 40-character name: the prompts name them
    ("Marie-Éléonore …, circle a category"), in French the longest."""
    names = ",".join(n[:40] for n in LONG_NAMES)
    page = open_game(new_page, boot, viewport, lang, f"/#/simili/table?seed=4242&variant=modern&players={names}")
    step = Steps(page)
    play_two_rounds(page, step)
    print(f"modern table of 3 {lang} {viewport['width']}: {step.seen}")
    step.check(viewport)


def play_two_rounds(page, step) -> None:
    """Every player circles Ladder, books the bank's first digits where they can go, and confirms,
    for two rounds; ``step`` measures after each action."""
    for rnd in (1, 2):  # round 2 opens with digits left in the bank (seed 4242: 2 and 6)
        step(f"round {rnd}: choose")
        while page.locator('[data-testid="choose-ladder"]').count():  # each player of the table circles
            seat = active(page)
            page.click('[data-testid="choose-ladder"]')
            page.wait_for_function("a => document.querySelector('.simili-game').dataset.active !== a "
                                   "|| document.querySelector('[data-testid=roll]')", arg=seat)
            step(f"round {rnd}: player {seat} circled")
        page.click('[data-testid="roll"]')
        page.wait_for_selector('[data-testid="confirm"]')
        step(f"round {rnd}: rolled")
        for _ in range(4):
            seat = active(page)
            page.locator('[data-testid="bank-digit"]').first.click()
            step(f"round {rnd}: player {seat} selected a digit")
            if page.locator(".space.target").count():
                page.locator(".space.target").first.click()
                page.wait_for_selector(".space.fresh")
                step(f"round {rnd}: player {seat} booked")
            confirm(page)
            if not page.locator('[data-testid="confirm"]').count():
                break
            step(f"round {rnd}: player {active(page)} to book")
    step("round 3: choose")


def typed_game() -> list[tuple[str, object]]:
    """A typed-dice game to round 10: five Sequences of three (rounds 1-5) earn the free book, used
    in round 6 (Ladder, outside Matching, the round's category); then Matching and Ladder."""
    moves: list[tuple[str, object]] = []
    for r in range(5):
        moves += [("choose", Choose("sequence")), ("roll", Roll((r + 1, r + 2, r + 3)))]
        moves += [("book", Book(r + 1 + s, "sequence", r, s)) for s in range(3)] + [("confirm", Confirm())]
    moves += [("choose", Choose("matching")), ("roll", Roll((5, 5, 0))), ("book", Book(5, "matching", 0, 0)),
              ("book", Book(5, "matching", 0, 1)), ("free", Book(0, "ladder", 0, 0, free=True)), ("confirm", Confirm())]
    for r, cat in zip(range(7, 11), ["ladder", "matching", "ladder", "matching"], strict=True):
        moves += [("choose", Choose(cat)), ("roll", Roll((r - 5, r - 5, 9))), ("book", Book(r - 5, cat, r - 6, 0)),
                  ("confirm", Confirm())]
    return moves


def test_the_typed_game_plays_on_the_host():
    g = Game.new(Options(dice=TYPED))
    for kind, move in typed_game():
        if kind == "free":
            assert g.free_books == 1 and g.round == 6
        g = g.apply(move)
    assert g.finished and not g.free_books


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_typed_dice_a_free_book_and_round_10_move_nothing(new_page, boot, viewport, lang):
    page = open_game(new_page, boot, viewport, lang, "/#/simili/solo?dice=typed")
    step = Steps(page)
    game = Game.new(Options(dice=TYPED))  # the same game on the host: when the free book is offered
    for kind, move in typed_game():
        rnd = int(re.search(r"\d+", page.text_content(".simili-game [data-testid=round]")).group())
        if kind == "roll":
            page.fill('[data-testid="typed-roll"]', " ".join(map(str, move.digits)))
            step(f"round {rnd}: typed")
            page.click('[data-testid="roll"]')
            page.wait_for_selector('[data-testid="confirm"]')
        elif kind == "confirm":
            if rnd == 10:
                break  # the end screen replaces the controls
            click_move(page, move)
            page.wait_for_selector('[data-testid^="choose-"]')
        elif kind == "free":
            page.click('[data-testid="free"]')
            page.wait_for_selector('[data-testid="free"][aria-pressed="true"]')
            step(f"round {rnd}: free book on")
            click_move(page, move)
        else:
            click_move(page, move)
        game = game.apply(move)
        # the free book is offered from the fifth Sequence of three (round 5) until used (round 6)
        offered = game.phase == "book" and game.free_books > 0
        assert page.locator('[data-testid="free"]').count() == offered, (rnd, kind)
        step(f"round {rnd}: {kind}")
    assert rnd == 10
    step.check(viewport)
