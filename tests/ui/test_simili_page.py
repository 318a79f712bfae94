"""SIMILI's page for every player (issue 11): the notation explained, the advisor's steps
numbered, a labelled end screen, the finished daily's sheet, the share grid, announcements,
and the small things (Enter starts, typed dice, never "book up to 0 more")."""

from __future__ import annotations

import datetime as dt
import re
from contextlib import contextmanager

import pytest

from similarium.core.daily import DailyResult
from similarium.core.errors import IllegalMove
from similarium.core.i18n import CATALOGUE
from similarium.core.share import SQUARES
from similarium.core.storage import MemoryStore, Repository
from similarium.games.simili.advisor.hints import playable_order
from similarium.games.simili.game import Book, Options, draw_rolls
from similarium.ui.simili import controller as simili_controller
from similarium.ui.simili import howto as howto_simili
from similarium.ui.simili.controller import VALIDATOR, SimiliController, grid_level
from similarium.ui.simili.hint import books_text
from similarium.ui.simili.render import render_hint, render_session
from similarium.ui.simili.session import Session

from .test_simili_controller import play_out

DAY = dt.date(2026, 11, 22)


def controller(store=None, day=DAY, seeds=(777, 778, 779, 780)):
    it = iter(seeds)
    return SimiliController(Repository(store or MemoryStore()), lambda: day, lambda: next(it))


@contextmanager
def french():
    CATALOGUE.set_language("fr")
    try:
        yield
    finally:
        CATALOGUE.set_language("en")


def book_some(s: Session, n: int) -> None:
    """Book ``n`` digits of the bank into empty rows of the round's category."""
    for _ in range(n):
        g = s.game
        d = g.bank_digits()[0]
        cat, r, sp = next(t for t in g.targets(d) if t[0] == g.category)
        assert s.act("select", str(d)) is False
        assert s.act("book", f"{cat}:{r}:{sp}"), s.feedback


def text(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", html)


# --- 1. the notation explained ------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_sheet_explains_its_notation_in_words(lang):
    CATALOGUE.set_language(lang)
    try:
        s = Session.start("solo", Options(seed=5))
        html = render_session(*s.shown())
        legend = re.search(r'<details class="legend" data-testid="sheet-legend"><summary>(.*?)</summary>(.*?)</details>',
                           html)
        assert legend and legend.group(1) == ("What does this mean?" if lang == "en" else "Que signifient ces signes\u00a0?")
        for notation in ("XYZ/WXYZ · 10/15", "XXX/YYYY · 15/20", "XXYY · 20", "2×3 · 0×4", "★", "6/8"):
            assert notation in legend.group(2), notation
        # the header's notation is hidden from screen readers and said in words beside it
        assert '<small class="notation" aria-hidden="true">XYZ/WXYZ · 10/15</small><span class="sr-only">' in html
        assert 'data-testid="bonus-count">0 ' in html
    finally:
        CATALOGUE.set_language("en")


def test_the_odds_table_explains_its_columns():
    hint = {"phase": "choose", "exact": True, "recommended": "sequence",
            "sequence": {"p_win": .5, "p_105": .3, "expected": 99.0}}
    html = render_hint(hint)
    assert 'data-testid="hint-legend"' in html and "win: the chance to end with 100 or more if you choose" in html
    assert "played the bot" in html and 'data-testid="hint-recommended"' in html  # exact: it decides
    with french():
        assert "victoire\u00a0: la chance de finir à 100 ou plus si vous choisissez" in render_hint(hint)


# --- 2. the advisor's booking, numbered in an order that plays -----------------------------------

def test_the_advised_steps_are_numbered_and_say_when_a_free_book_is_used():
    books = [(7, "sequence", 1, 2, False), (4, "matching", 0, 0, True)]
    assert books_text(books) == "1. 7 → S2 space 3, 2. 4 → M1 space 1 ★ with a free book"
    with french():
        assert books_text(books) == ("1.\u00a07 → S2 case 3, 2.\u00a04 → I1 case 1 ★ avec une inscription libre")


class _Game:
    """A game whose free book is earned only by the first, regular booking."""

    def __init__(self, earned=False):
        self.earned = earned

    def apply(self, book):
        if book.free and not self.earned:
            raise IllegalMove("simili.no_free_book", "no free book yet")
        return _Game(True)


def test_the_steps_are_put_in_an_order_the_game_accepts():
    free_first = [Book(4, "matching", 0, 0, True), Book(7, "sequence", 1, 2, False)]
    assert playable_order(_Game(), free_first) == free_first[::-1]
    assert playable_order(_Game(True), free_first) == free_first  # the advisor's order when it plays


def test_the_sheet_numbers_the_advised_spaces():
    s = Session.start("solo", Options(seed=5))
    s.act("choose", "matching")
    s.act("roll")
    d = s.game.bank_digits()[0]
    s.hint = {"phase": "book", "books": [(d, "matching", 0, 0, False), (d, "matching", 0, 1, True)],
              "books_text": books_text([(d, "matching", 0, 0, False), (d, "matching", 0, 1, True)])}
    html = render_session(*s.shown())
    assert f'<small class="step" aria-hidden="true">1</small><small class="ghost" aria-hidden="true">{d}</small>' in html
    assert f'<small class="step" aria-hidden="true">2</small><small class="ghost" aria-hidden="true">{d}★</small>' in html
    assert f"suggested step 2: {d}, with a free book" in html
    assert "Book them in this order" in html


# --- 3. the end screen --------------------------------------------------------------------------

def test_a_solo_end_screen_is_a_labelled_result_and_the_verdict_says_you():
    c = controller()
    c.open("solo", {"seed": "12345"})
    play_out(c)
    html = c.render()
    g = c.session.games[0]
    assert '<dl class="result" data-testid="result"><dt>Score</dt>' in html
    assert f'data-testid="result-score">{g.total} points</dd>' in html
    outcome = "won (100 or more)" if g.won else "lost (100 were needed)"
    assert f'<dt>Result</dt><dd data-testid="result-outcome">{outcome}</dd>' in html
    title = "You won!" if g.won else "Game over: not this time"
    assert f'data-testid="result-title">{title}</h2>' in html
    assert "<ul>" not in html.split('data-testid="summary"')[1].split("</dl>")[0]
    header = re.search(r'<header class="game-bar">(.*?)</header>', html).group(1)
    assert not text(header).strip().endswith("·") and "Game over" in header
    if g.won:
        assert "You win the match" in html


def test_a_win_is_celebrated_and_a_table_result_is_a_table():
    s = Session.start("table", Options(seed=3), ["Ann", "Bob"])
    html = render_session(*s.shown())
    assert 'class="over' not in html
    # a finished table: fake the outcome through the renderer's inputs
    from similarium.ui.simili import render

    class G:
        def __init__(self, total, won):
            self.total, self.won = total, won

    class Sheet:
        def __init__(self, player, total, won):
            self.player, self.game = player, G(total, won)

    class View:
        sheets = [Sheet("Ann", 104, True), Sheet("Bob", 80, False)]

    out = render.render_result(View(), s.ui())
    assert "Well done, Ann!" in out and '<th scope="col">Player</th>' in out
    assert '<tr class="won"><th scope="row">Ann</th><td>104 points</td><td>won (100 or more)</td></tr>' in out
    with french():
        out = render.render_result(View(), s.ui())
        assert "Bravo, Ann\u00a0!" in out and "80\u00a0points" in out and "perdu (il en fallait 100)" in out


# --- 3. the finished daily revisited, 4. its share grid ------------------------------------------

def test_a_finished_daily_revisited_shows_its_sheet_read_only_and_the_ways_back():
    store = MemoryStore()
    c = controller(store)
    c.open("daily", {})
    play_out(c)
    final = c.session.games[0]
    again = controller(store)
    again.open("daily", {})
    assert again.view == "daily-done"
    html = again.render()
    assert 'data-testid="daily-sheet"' in html and 'data-action="book"' not in html
    assert f'data-testid="score">{final.total}</output>' in html
    assert html.count('data-testid="space"') == 60 and html.count(" disabled") >= 60
    assert 'href="#/simili/solo" data-testid="daily-solo"' in html and 'href="#/" data-testid="daily-home"' in html
    assert 'data-testid="result-title"' in html


def test_an_old_daily_record_without_grid_or_moves_still_loads():
    store = MemoryStore()
    repo = Repository(store)
    repo.register_game("simili", VALIDATOR)
    repo.record_daily("simili", DAY, DailyResult(score=104, won=True, summary={"hints": 2}))
    repo.record_daily("simili", DAY - dt.timedelta(days=1), DailyResult(score=90, won=False))
    c = controller(store)
    assert c.repo.problems() == []
    c.open("daily", {})
    assert c.view == "daily-done"
    html = c.render()
    assert "SIMILI 2026-11-22 104 ✓ · 2 hints</pre>" in html  # no grid: nothing to draw it from
    assert 'data-testid="daily-no-sheet"' in html and 'href="#/" data-testid="daily-home"' in html


@pytest.mark.parametrize("summary", [{"hints": 1}, {"hints": 0, "points": [0, 15], "moves": []},
                                     {"points": [20] * 10}])
def test_daily_summaries_old_and_new_are_accepted(summary):
    VALIDATOR.summary(summary)


@pytest.mark.parametrize("summary", [{}, {"hints": -1}, {"hint": 1}, {"points": [1] * 11}, {"points": [-1]},
                                     {"points": "15"}, {"moves": [[9, {"type": "confirm"}]]}, [1]])
def test_bad_daily_summaries_are_refused(summary):
    with pytest.raises((ValueError, KeyError, TypeError)):
        VALIDATOR.summary(summary)


def test_the_share_grid_is_a_square_a_round_by_its_points():
    assert [grid_level(p) for p in (0, 1, 9, 10, 19, 20, 35)] == [0, 1, 1, 2, 2, 3, 3]
    c = controller()
    c.open("daily", {})
    play_out(c)
    points = c.repo.load_daily("simili").result_for(DAY).summary["points"]
    assert sum(points) <= c.session.games[0].total and len(points) == 10
    grid = c.share.split("\n")[1]
    assert grid == "".join(SQUARES[grid_level(p)] for p in points)
    assert c.share_grid({"hints": 3}) == [] and c.share_grid(None) == []


def test_the_daily_grid_thresholds_are_documented():
    from pathlib import Path

    rules = (Path(__file__).resolve().parents[2] / "docs" / "rules.md").read_text(encoding="utf-8")
    assert "SIMILI share grid" in rules and "20 or more" in rules
    assert simili_controller.GRID_LEVELS == ((20, 3), (10, 2), (1, 1), (0, 0))


# --- 5. small things ----------------------------------------------------------------------------

def test_enter_in_the_seed_box_starts_the_game():
    c = controller()
    c.open("solo", {})
    assert re.search(r'<input data-field="seed"[^>]*data-enter="start"', c.render())


def test_typed_dice_say_so_on_the_button():
    s = Session.start("solo", Options(dice="typed"))
    s.act("choose", "matching")
    assert 'data-testid="roll">Use these digits</button>' in render_session(*s.shown())
    with french():
        assert 'data-testid="roll">Utiliser ces chiffres</button>' in render_session(*s.shown())


def test_never_book_up_to_zero_more():
    s = Session.start("solo", Options(seed=5))
    s.act("choose", "matching")
    s.act("roll")
    book_some(s, 3)
    html = render_session(*s.shown())
    assert "up to 0" not in html and "No more bookings this round: confirm it." in html
    t = Session.start("table", Options(seed=5), ["Ann", "Bob"])
    t.act("choose", "matching")
    t.act("choose", "matching")
    t.act("roll")
    book_some(t, 3)
    assert "Ann: No more bookings this round" in re.sub(r"<[^>]*>", "", render_session(*t.shown()))  # the name in its span


def test_after_booking_one_of_two_equal_digits_the_other_is_not_selected():
    seed = next(s for s in range(1, 500) if len(set(draw_rolls(s)[0])) < 3)
    s = Session.start("solo", Options(seed=seed))
    s.act("choose", "matching")
    s.act("roll")
    roll = draw_rolls(seed)[0]
    twice = next(d for d in roll if roll.count(d) >= 2)
    s.act("select", str(twice))
    assert s.act("book", "matching:0:0")
    assert s.selected is None and 'aria-pressed="true"' not in render_session(*s.shown()).split('data-testid="bank"')[1]


def test_all_games_goes_home():
    c = controller()
    c.open("solo", {"seed": "12345"})
    play_out(c)
    assert 'data-action="home"' in c.render()


# --- 7. announcements ------------------------------------------------------------------------------

def test_state_changes_are_announced_in_a_live_region():
    s = Session.start("solo", Options(seed=5))
    region = re.compile(r'<p class="sr-only" data-testid="announce"[^>]*>(.*?)</p>')
    assert region.search(render_session(*s.shown())).group(1) == ""
    s.act("choose", "ladder")
    assert region.search(render_session(*s.shown())).group(1) == "Ladder circled."
    s.act("roll")
    roll = " ".join(map(str, draw_rolls(5)[0]))
    assert region.search(render_session(*s.shown())).group(1) == f"Rolled {roll}."
    s.act("select", str(s.game.bank_digits()[0]))
    assert region.search(render_session(*s.shown())).group(1) == ""  # a selection is not news
    s.act("select", str(s.game.bank_digits()[0]))
    book_some(s, 1)
    assert re.fullmatch(r"\d booked in Ladder row \d\.", region.search(render_session(*s.shown())).group(1))
    s.act("confirm")
    assert re.fullmatch(r"Round 1 confirmed: \+0 points, 0 in all\.", region.search(render_session(*s.shown())).group(1))
    with french():
        s.act("choose", "matching")
        s.act("roll")
        assert region.search(render_session(*s.shown())).group(1).startswith("Tirage\u00a0: ")


def test_table_announcements_name_the_player_and_the_final_score_is_said():
    t = Session.start("table", Options(seed=5), ["Ann", "Bob"])
    t.act("choose", "matching")
    assert t.said == "Ann: Matching circled."
    c = controller()
    c.open("solo", {"seed": "12345"})
    play_out(c)
    total = c.session.games[0].total
    assert c.session.said.endswith(f"Final score {total}: {'won' if c.session.games[0].won else 'lost'}.")


# --- 8. keys on How to play -----------------------------------------------------------------------

@pytest.mark.parametrize("lang,words", [("en", ("Keys", "S, M, L: circle", "Esc: unselect")),
                                        ("fr", ("Touches", "S, I, E\u00a0: entourer", "Échap\u00a0:"))])
def test_how_to_play_lists_the_keys(lang, words):
    CATALOGUE.set_language(lang)
    try:
        html = howto_simili.render()
        assert 'data-testid="howto-keys"' in html
        for w in words:
            assert w in html, w
    finally:
        CATALOGUE.set_language("en")


def test_every_players_sheet_can_be_opened_at_the_end_of_a_table_game():
    """SIMILI's sheets are open to everyone: at the end of a table game the sheet shown says whose
    it is, and each other player's sheet opens from its name and score, as it was filled in
    (issue 30: another player's four Ladders were invisible). Not during the game, not in solo."""
    from similarium.ui.html import esc
    from similarium.ui.simili.render import render_sheet

    c = controller()
    c.open("table", {"seed": "9", "players": "Ann,Bob,<b>Cy</b>"})
    c.act("choose", "ladder")  # three different sheets: Ann circles Ladder, Bob Sequence, Cy Matching
    c.act("choose", "sequence")
    assert 'data-testid="sheet-of"' not in c.render() and 'data-testid="sheet-owner"' not in c.render()
    assert "<small>…</small>" in c.render()  # Cy has not circled yet
    play_out(c)
    assert "<small>…</small>" not in c.render()  # nobody is waiting once the game is over
    view = c.session.view()
    html = c.render()
    assert html.count('data-testid="sheet"') == 1
    owner = re.search(r'data-testid="sheet-owner">(.*?)</h3>', html).group(1)
    assert owner == f"{view.sheets[view.seat].player}’s sheet: {view.sheets[view.seat].game.total} points"
    others = re.findall(r'<details class="sheet-of" data-testid="sheet-of" data-seat="(\d)"><summary>(.*?)</summary>'
                        r'(.*?)</details>(?=<details class="sheet-of"|<details class="log"|<section|<p|$)', html, re.S)
    assert sorted(int(i) for i, _, _ in others) == sorted(set(range(3)) - {view.seat})
    for i, summary, body in others:
        sheet = view.sheets[int(i)]
        assert summary == esc(f"{sheet.player}’s sheet: {sheet.game.total} points")
        assert body == render_sheet(sheet.game, readonly=True, legend=False).replace(' data-testid="sheet"', "", 1)
        assert 'data-action="book"' not in body and "What does this mean" not in body
    assert "&lt;b&gt;Cy&lt;/b&gt;’s sheet" in html and "<b>Cy</b>" not in html
    assert len({body for _, _, body in others}) == 2  # two different sheets, each its own
    solo = controller()
    solo.open("solo", {"seed": "9"})
    play_out(solo)
    assert 'data-testid="sheet-of"' not in solo.render() and 'data-testid="sheet-owner"' not in solo.render()


def test_during_a_table_game_another_players_sheet_is_shown_on_asking():
    """Under the sheet in play, a button per other player; pressed, that player's sheet as it is
    (read only), one at a time; pressed again, hidden. The game and its save are untouched."""
    from similarium.ui.html import esc
    from similarium.ui.simili.render import render_sheet

    c = controller()
    c.open("table", {"seed": "9", "players": "Ann,Bob,<b>Cy</b>"})
    c.act("choose", "ladder")
    html = c.render()
    peeks = re.findall(r'<button type="button"[^>]*data-action="peek" data-arg="(\d)"[^>]*>(.*?)</button>', html)
    view = c.session.view()
    assert peeks == [(str(i), esc(view.sheets[i].player)) for i in range(3) if i != view.seat], peeks
    assert 'data-testid="peek-sheet"' not in html
    moves = list(c.session.played)
    c.act("peek", "0")
    assert c.session.feedback is None and c.session.peek == 0
    html = c.render()
    body = re.search(r'(<div class="sheet" data-testid="peek-sheet" data-arrows>.*?)</div><details class="log"', html, re.S).group(1)
    assert body == render_sheet(c.session.view().sheets[0].game, readonly=True, legend=False).replace(
        ' data-testid="sheet"', ' data-testid="peek-sheet"', 1)
    assert "Ann’s sheet: 0 points" in html and 'aria-pressed="true"' in html and 'data-action="book"' not in body
    c.act("peek", "2")
    assert html.count('data-testid="peek-sheet"') == 1 and "&lt;b&gt;Cy&lt;/b&gt;’s sheet" in c.render()
    c.act("peek", "2")
    assert 'data-testid="peek-sheet"' not in c.render()
    assert list(c.session.played) == moves  # nothing played
    c.act("peek", "7")
    assert c.session.feedback is not None and c.session.peek is None
    solo = controller()
    solo.open("solo", {"seed": "9"})
    assert 'data-testid="sheets-of"' not in solo.render()
