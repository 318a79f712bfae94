"""SIMILI's lines agree with each other and the Hint stays offered (issue 30, item 5): once a
category is circled, the Hint is still a button and answers with the round's choice (the odds of
the three categories, the circled one named); "Highlighted spaces can take it" is said only when
some space is lit, else the line says the digit stays in the bank and what to do instead; the
S Bonus track in short beside the total says what the sheet's track says."""

from __future__ import annotations

import datetime as dt
import html
import re

import pytest

from similarium.core.i18n import set_language
from similarium.core.storage import MemoryStore, Repository
from similarium.games.simili.game import Options
from similarium.ui.simili import render
from similarium.ui.simili.controller import SimiliController
from similarium.ui.simili.hint import compute_hint
from similarium.ui.simili.session import Session

CATS = ("sequence", "matching", "ladder")


@pytest.fixture(params=["en", "fr"])
def lang(request):
    set_language(request.param)
    yield request.param
    set_language("en")


def controller():
    seeds = iter((777, 778))
    return SimiliController(Repository(MemoryStore()), lambda: dt.date(2026, 11, 24), lambda: next(seeds))


def line(page: str) -> str:
    found = re.search(r'data-testid="feedback"[^>]*>([^<]*)<', page)
    return found.group(1) if found else ""


def lit(page: str) -> int:
    return len(re.findall(r'class="space[^"]* target', page))


# --- the Hint after circling ------------------------------------------------------------------

@pytest.mark.parametrize("stage_moves", [[], [("choose", "ladder")], [("choose", "ladder"), ("roll", "")]],
                         ids=["choose", "circled", "rolled"])
def test_the_hint_button_is_offered_before_and_after_circling(lang, stage_moves):
    s = Session.start("solo", Options(seed=12))
    for action, arg in stage_moves:
        assert s.act(action, arg), s.feedback
    controls = render.render_controls(*s.shown())
    assert controls.count('data-testid="hint"') == 1
    assert ">Indice<" in controls if lang == "fr" else ">Hint<" in controls


def test_the_hint_once_circled_shows_the_rounds_choice_with_the_circled_category(lang):
    c = controller()
    c.open("solo", {"seed": "12"})
    s = c.session
    c.begin("hint")
    for _ in c.steps("hint"):
        pass
    c.finish("hint")
    before = {k: s.hint[k] for k in (*CATS, "decision")}
    assert s.act("choose", "ladder") and s.hint is None and s.stage == "roll"
    assert c.begin("hint")
    for _ in c.steps("hint"):  # the page paints the progress between the steps
        pass
    c.finish("hint")
    assert s.hint["phase"] == "choose" and s.hint["circled"] == "ladder"
    assert {k: s.hint[k] for k in (*CATS, "decision")} == before  # the same advice as before circling
    panel = render.render_hint(s.hint)
    assert all(f'data-testid="odds-{k}"' in panel for k in CATS)
    circled = {"en": "You circled Ladder: these are the odds of this round's choice.",
               "fr": "Vous avez entouré Échelle\u00a0: voici les chances du choix de cette manche."}[lang]
    assert circled in html.unescape(panel)
    title = {"en": "<h3>Odds of this round’s choice</h3>", "fr": "<h3>Chances du choix de cette manche</h3>"}[lang]
    assert title in html.unescape(panel) and "from here" not in panel and "partir d" not in panel
    assert s.game.category == "ladder"  # asking changed nothing in the game


def test_no_circled_note_before_circling_nor_after_the_roll():
    s = Session.start("solo", Options(seed=12))
    assert "circled" not in compute_hint(s, playouts=8)
    s.act("choose", "ladder")
    s.act("roll")
    hint = compute_hint(s)
    assert hint["phase"] == "book" and "circled" not in hint
    assert 'data-testid="hint-circled"' not in render.render_hint(hint)


# --- "Highlighted spaces can take it" only when some are ------------------------------------

def books_used_up() -> Session:
    """Seed 4242: Ladder then Matching; three digits booked in round 2, two left in the bank."""
    s = Session.start("solo", Options(seed=4242))
    s.act("choose", "ladder")
    s.act("roll")
    d = s.game.bank_digits()[0]
    s.act("select", str(d))
    s.act("book", ":".join(map(str, s.game.targets(d)[0])))
    s.act("confirm")
    s.act("choose", "matching")
    s.act("roll")
    for _ in range(3):
        d = next(d for d in s.game.bank_digits() if s.game.targets(d))
        s.act("select", str(d))
        assert s.act("book", ":".join(map(str, s.game.targets(d)[0]))), s.feedback
    assert s.game.regular_books_left == 0 and s.game.free_books == 0 and s.game.bank_digits()
    return s


def test_a_digit_that_can_go_nowhere_is_never_promised_a_highlighted_space(lang):
    s = books_used_up()
    d = s.game.bank_digits()[0]
    s.act("select", str(d))
    assert s.selected == d
    page = render.render_session(*s.shown())
    assert lit(page) == 0
    said = line(page)
    assert {"en": "Highlighted", "fr": "surbrillance"}[lang] not in said
    assert said == {"en": f"No space can take the {d} now: it stays in the bank. "
                          "No digit of the bank can be booked now: confirm the round.",
                    "fr": f"Aucune case ne peut recevoir le {d} pour l’instant\u00a0: il reste dans la réserve. "
                          "Aucun chiffre de la réserve ne peut être inscrit maintenant\u00a0: validez la manche."}[lang]


def test_highlighted_spaces_promised_only_when_lit_and_another_digit_offered_when_not():
    s = Session.start("solo", Options(seed=4242))
    s.act("choose", "sequence")
    s.act("roll")
    d = s.game.bank_digits()[0]
    s.act("select", str(d))
    page = render.render_session(*s.shown())
    assert lit(page) > 0 and "Highlighted spaces can take it." in line(page)
    # no space lit for this digit while another digit of the bank could be booked
    said = re.sub(r"<[^>]+>", "", render.render_feedback(*s.shown(), set()))
    assert "Highlighted" not in said and said.endswith(f"No space can take the {d} now: it stays in the bank. "
                                                       "Pick another digit.")


# --- the S Bonus track in short, beside the total -----------------------------------------------

def test_the_bonus_track_in_short_says_what_the_sheets_track_says(lang):
    s = Session.start("solo", Options(seed=32))
    for action, arg in [("choose", "sequence"), ("roll", ""), ("select", "3"), ("book", "sequence:4:3"),
                        ("select", "2"), ("book", "sequence:4:2"), ("select", "1"), ("book", "sequence:4:1"),
                        ("confirm", "")]:
        s.act(action, arg)
    assert s.game.sheet.sequences_of_three == 1
    controls, sheet = render.render_controls(*s.shown()), render.render_bonus(s.game)
    bar = re.search(r'<div class="bar-bonus".*?</div>', controls).group(0)
    name = {"en": "S Bonus", "fr": "Bonus S"}[lang]
    assert f'role="group" aria-label="{name}"' in bar
    short = re.findall(r'data-testid="bar-bonus-(\w+)"', bar)
    on = re.findall(r'class="on" data-testid="bar-bonus-(\w+)"', bar)
    assert short == re.findall(r"<li[^>]*data-testid=\"bonus-(\w+)\"", sheet) == ["i", "ii", "iii"]
    assert on == re.findall(r"<li class=\"on\" data-testid=\"bonus-(\w+)\"", sheet) == ["i"]
    words = {"en": ("I (1×3): +1 book, unlocked", "II (5×3): free book, not yet", "III (5×4): +5, not yet"),
             "fr": ("I (1×3)\u00a0: +1 inscription, obtenu", "II (5×3)\u00a0: inscription libre, pas encore",
                    "III (5×4)\u00a0: +5 points, pas encore")}[lang]
    assert all(w in bar for w in words), bar


def test_the_modern_bonus_track_in_short_has_its_four_spaces():
    s = Session.start("solo", Options(seed=32, variant="modern"))
    bar = re.search(r'<div class="bar-bonus".*?</div>', render.render_controls(*s.shown())).group(0)
    assert re.findall(r'data-testid="bar-bonus-(\w+)"', bar) == ["i", "iia", "iib", "iii"]
    assert ">II-A<" in bar and ">II-B<" in bar and 'class="on"' not in bar
