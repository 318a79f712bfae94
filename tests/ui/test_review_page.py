"""The review page (issue 27, part 2): its view model and renderers from data alone, and the
page's flow on a game page (review, a decision's position, practice never saved or recorded,
today's daily not reviewed before the day is over)."""

from __future__ import annotations

import datetime as dt
import json
import re

import pytest

from similarium.core.i18n import set_language
from similarium.core.storage import MemoryStore, Repository, daily_key, match_key, save_key
from similarium.games.sb import review_texts  # noqa: F401  (the reasons of the SB review used below)
from similarium.ui import review as view

TODAY = dt.date(2026, 11, 27)


def decision(n: int, value_played: float, value_best: float, label: str, played="a", best="a", **extra) -> dict:
    return {"index": 3 * n, "round": n, "played": played, "best": best, "value_played": value_played,
            "value_best": value_best, "loss": max(0.0, value_best - value_played), "label": label,
            "why": "review.sb.stop.better", "why_params": {"best_percent": "50.0", "played_percent": "10.0"},
            "margin": 0.0, **extra}


REVIEW = {"game": "sb", "seat": 0, "value": "P(win)", "start": 0.5, "end": 0.0, "skill": -0.45, "luck": -0.05,
          "par": {"bot": "play-to-win", "score": 61, "won": True},
          "decisions": [decision(1, 0.6, 0.6, "best"), decision(2, 0.55, 0.6, "inaccuracy", "x", "y"),
                        decision(3, 0.0, 0.4, "blunder", "stop", "roll")],
          "chance": []}


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def test_rows_carry_the_labels_values_and_reason_in_words():
    m = view.view_model(REVIEW)
    assert [r.label for r in m.rows] == ["best", "inaccuracy", "blunder"]
    assert [r.same for r in m.rows] == [True, False, False]
    assert m.rows[2].loss == pytest.approx(0.4)
    assert m.rows[2].why == "Rolling again kept 50.0% to win; stopping 10.0%."
    set_language("fr")
    assert view.view_model(REVIEW).rows[2].why.startswith("Relancer gardait 50,0\xa0% de chances")


def test_french_figures_use_the_decimal_comma_everywhere_on_the_page():
    set_language("fr")
    m = view.view_model(REVIEW)
    html = view.render_review(m, view.ReviewUI())
    assert "10,0\xa0%" in m.rows[2].why
    for figure in ("-45,0", "-5,0", "50,0", "60,0 / 60,0", "40,0"):  # skill, luck, start, values, loss
        assert figure in html, figure
    text = re.sub(r"<[^>]*>", " ", html)  # what is read: no drawing coordinate
    assert not re.search(r"\d\.\d", text), re.search(r".{20}\d\.\d.{20}", text)
    set_language("en")
    html = view.render_review(view.view_model(REVIEW), view.ReviewUI())
    assert "-45.0" in html and "60.0 / 60.0" in html and "kept 50.0% to win" in html


def test_a_reason_figure_that_is_not_a_number_is_shown_as_it_is():
    assert view.readable_figures({"percent": "n/a", "card": "3.5"}) == {"percent": "n/a", "card": "3.5"}
    set_language("fr")
    assert view.readable_figures({"best_risk": "7.25", "n": 3}) == {"best_risk": "7,25", "n": 3}


def test_chart_points_start_then_one_a_decision_value_one_at_the_top():
    m = view.view_model(REVIEW)
    assert [p.number for p in m.points] == [0, 1, 2, 3]
    assert [p.value for p in m.points] == [0.5, 0.6, 0.55, 0.0]
    xs = [p.x for p in m.points]
    assert xs == sorted(xs) and xs[0] == view.PAD and xs[-1] == view.WIDTH - view.PAD
    top, bottom = view.PAD, view.HEIGHT - view.PAD
    assert m.points[-1].y == bottom  # value 0
    assert view.chart_points([1.0, 0.0])[0].y == top
    assert [p.label for p in m.points[1:]] == ["best", "inaccuracy", "blunder"]


def test_the_chart_has_a_focusable_point_a_decision_and_the_table_says_the_same():
    html = view.render_review(view.view_model(REVIEW), view.ReviewUI(selected=3))
    points = re.findall(r'<g class="review-point ([a-z]+)[^"]*" role="button" tabindex="0" data-action="review-go" '
                        r'data-arg="(\d)"', html)
    assert points == [("best", "1"), ("inaccuracy", "2"), ("blunder", "3")]
    assert html.count('data-testid="review-row"') == 3
    assert 'data-testid="review-detail" data-n="3" data-label="blunder"' in html
    assert 'data-action="review-try" data-arg="3"' in html  # a blunder can be tried again
    assert 'data-testid="review-par">61 points, won<' in html
    best_only = view.render_review(view.view_model(REVIEW), view.ReviewUI(selected=1))
    assert "review-try" not in best_only  # nothing to practise on the best move


def test_every_text_reaching_the_markup_is_escaped():
    hostile = dict(REVIEW, decisions=[decision(1, 0.0, 0.5, "blunder", "<script>x</script>", '"><img src=x>')])
    html = view.render_review(view.view_model(hostile), view.ReviewUI(selected=1, seats=("<b>Ann</b>", "Bob")))
    assert "<script>" not in html and "<img" not in html and "<b>Ann" not in html
    assert "&lt;script&gt;x&lt;/script&gt;" in html and "&lt;b&gt;Ann&lt;/b&gt;" in html


def test_an_unknown_label_is_shown_as_good_never_raw():
    odd = dict(REVIEW, decisions=[decision(1, 0.5, 0.5, "<evil>")])
    assert view.view_model(odd).rows[0].label == "good"


def test_progress_while_computing():
    html = view.render_review(None, view.ReviewUI(progress=(3, 10)))
    assert 'data-testid="review-progress"' in html and "3 of 10" in html and 'value="3"' in html


@pytest.mark.parametrize(("moves", "index", "expected"), [
    (["x", "roll 3,4 K1"], 1, True),  # a move written with its dice: the advisor's word, then the dice
    (["x", "stop"], 1, False),
    (["x"], 1, None),  # not made yet
    (["x", "rolling"], 1, False),
])
def test_practice_verdict_of_one_move(moves, index, expected):
    assert view.practice_verdict("stop", "roll", moves, index) is expected


def test_practice_verdict_of_a_booking_waits_for_its_end_and_ignores_the_order():
    b1, b2 = {"type": "book", "digit": 5}, {"type": "book", "digit": 6}
    ok = {"type": "confirm"}
    assert view.practice_verdict([], [b1, b2], [b2], 0) is None
    assert view.practice_verdict([], [b1, b2], [b2, b1, ok], 0) is True
    assert view.practice_verdict([], [b1, b2], [b1, ok], 0) is False
    assert view.practice_verdict([], [b1, b2], [ok], 0) is False


# --- the flow on a game page (SB: its review takes seconds, SIMILI's longer: e2e/test_review.py) ---
def sb_page(seed: int = 53):
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "e2e"))
    from similarium.ui.sb.controller import Controller
    from test_review import sb_before_blunder  # noqa: PLC0415 - the e2e test's own seeded position

    store = MemoryStore()
    store.set(save_key("sb", "solo"), sb_before_blunder())
    c = Controller(Repository(store), lambda: TODAY, lambda: seed)
    c.open("solo", {})
    return c, store


def snapshot(store: MemoryStore) -> dict:
    return {k: store.get(k) for k in sorted(store.keys())}


def test_review_practice_never_saves_nor_records():
    c, store = sb_page()
    c.act("stop")  # the planted blunder ends the game
    assert c.session.finished and 'data-testid="review-open"' in c.render()
    before = snapshot(store)
    assert save_key("sb", "solo") not in before and match_key(c.MATCH_IDS["solo"]) in before
    work = c.slow("review")
    assert work is not None and c.view == "review"
    for _ in c.slow_steps("review"):
        assert 'data-testid="review-progress"' in c.render()
    assert c.complete(work)
    m = c.reviewing.model
    n = next(r.number for r in reversed(m.rows) if r.label == "blunder")
    assert (m.rows[n - 1].played, m.rows[n - 1].best) == ("stop", "roll")
    c.act("review-go", str(n))
    assert 'data-testid="sb-position"' in c.render()
    c.act("review-try", str(n))
    s = c.session
    assert c.view == "game" and s.practice is not None and not s.finished
    assert 'data-testid="practice"' in c.render()
    c.act("stop")
    assert s.feedback.code == "practice.again" and not s.finished  # the position set again
    c.act("roll")
    assert s.feedback.code == "practice.found"
    bot = s.RULES.bots["expectation"]()
    for _ in range(500):  # played on to its end, each move through the page's after_move
        if s.finished:
            break
        seat = s.state.turn().seats[0]
        s.state = s.state.apply(seat, bot.choose(s.state.observation(seat), s.state.legal_moves(seat)))
        c.after_move()
    assert s.finished
    assert not c.save()  # whatever path asks for it: a practice game is neither saved
    c._record_end()  # nor recorded
    assert snapshot(store) == before  # the slot, the match, the daily: untouched
    assert 'data-testid="practice-over"' in c.render()
    c.act("practice-back")
    assert c.view == "review"


def test_todays_daily_is_not_reviewed_before_the_day_is_over():
    from similarium.ui.sb.controller import Controller

    store = MemoryStore()
    c = Controller(Repository(store), lambda: TODAY, lambda: 1)
    c.open("daily", {})
    s = c.session
    bot = s.RULES.bots["expectation"]()
    while not s.finished:
        st = s.state
        s.state = st.apply(0, bot.choose(st.observation(0), st.legal_moves(0)))
    c.after_move()
    assert json.loads(store.get(daily_key("sb")))  # recorded
    html = c.render()
    assert 'data-testid="review-open"' not in html and 'data-testid="review-tomorrow"' in html
    assert c.slow("review") is None and c.view == "game"


def test_each_row_names_its_round_or_turn_in_the_game_s_own_word():
    """SIMILI and Similo count rounds; SB and Similis count turns (the log's ``round`` field is
    SB's turn number and Similis's table turn): the table's rows and the detail's heading say so."""
    sb = view.render_review(view.view_model(REVIEW), view.ReviewUI(selected=3))
    assert re.findall(r'data-testid="review-round">([^<]*)<', sb) == ["turn 1", "turn 2", "turn 3"]
    assert ">Decision 3, turn 3</h3>" in sb
    simili = view.render_review(view.view_model({**REVIEW, "game": "simili"}), view.ReviewUI(selected=2))
    assert re.findall(r'data-testid="review-round">([^<]*)<', simili) == ["round 1", "round 2", "round 3"]
    assert ">Decision 2, round 2</h3>" in simili
    set_language("fr")
    similis = view.render_review(view.view_model({**REVIEW, "game": "similis"}), view.ReviewUI(selected=1))
    assert re.findall(r'data-testid="review-round">([^<]*)<', similis)[0] == "tour 1"
    assert ">Décision 1, tour 1</h3>" in similis


def test_an_estimated_loss_shows_its_margin_and_why_its_label_is_milder():
    """Estimated values (``margin`` > 0): the loss is shown ``loss ± margin``; where the margin
    made the label milder than the loss alone (10 points ± 8: an inaccuracy, not a mistake;
    5 ± 6: good, maybe no loss), the decision says why, in English and French."""
    review = {**REVIEW, "decisions": [decision(1, 0.5, 0.6, "inaccuracy", "x", "y", margin=0.08),
                                      decision(2, 0.55, 0.6, "good", "x", "y", margin=0.06),
                                      decision(3, 0.0, 0.4, "blunder", "stop", "roll", margin=0.01)]}
    m = view.view_model(review)
    html = view.render_review(m, view.ReviewUI(selected=1))
    pm = "\u00a0±\u00a0"  # never broken at the ± (a phone's narrow column)
    assert f">10.0{pm}8.0</td>" in html and f">5.0{pm}6.0</td>" in html and f">40.0{pm}1.0</td>" in html
    assert f"this loss is 10.0{pm}8.0 points, so it is labelled by the 2.0 points it surely is" in html
    assert "may be no loss at all" in view.render_review(m, view.ReviewUI(selected=2))
    assert 'data-testid="review-margin"' not in view.render_review(m, view.ReviewUI(selected=3))  # a blunder still
    exact = view.render_review(view.view_model(REVIEW), view.ReviewUI(selected=2))
    assert 'data-testid="review-margin"' not in exact and "±" not in exact
    set_language("fr")
    assert "reste dans leur marge (±\u00a06,0)" in view.render_review(view.view_model(review), view.ReviewUI(selected=2))
