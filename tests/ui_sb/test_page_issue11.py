"""SB's page for everyone (issue 11): the person at the device is "you", a win is celebrated, the
turn log counts in play order, a live region says what happened, the advice table has headers,
Enter starts, the daily keeps each turn's points (a share grid) and old records still load."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from similarium.core.daily import DailyResult
from similarium.core.i18n import CATALOGUE
from similarium.core.share import SQUARES
from similarium.core.storage import MemoryStore
from similarium.games.sb.rules import Dice, Roll
from similarium.ui.hooks import TABLE
from similarium.ui.sb import howto as howto_sb
from similarium.ui.sb import render
from similarium.ui.sb.controller import VALIDATOR, share_level
from similarium.ui.sb.session import HUMAN, SOLO, Session, dice_words

from .test_controller import DAY, controller, play_out


@contextmanager
def french() -> Iterator[None]:
    CATALOGUE.set_language("fr")
    try:
        yield
    finally:
        CATALOGUE.set_language("en")


def finished_solo(want_human_win: bool, name: str = "You") -> Session:
    """A finished solo game (you against Rookie) that the person won, or lost."""
    for seed in range(1, 200):
        c = controller(seeds=(seed,))
        c.open("solo", {"seed": str(seed), "bot": "rookie", "name": name})
        play_out(c)
        s = c.session
        if (0 in s.game.winners() and len(s.game.winners()) == 1) == want_human_win:
            return s
    raise AssertionError("no such game in 200 seeds")


@pytest.fixture(scope="module")
def won() -> Session:
    return finished_solo(True)


@pytest.fixture(scope="module")
def lost() -> Session:
    return finished_solo(False)


# --- end screens -------------------------------------------------------------------------------

def test_a_solo_win_speaks_to_you_and_is_celebrated(won: Session):
    html = render.render_session(*won.shown())
    score = won.game.scores[0]
    assert f"You win with {score} points!" in html
    assert "You wins" not in html and "You is " not in html
    assert 'class="over-title celebrate"' in html and 'data-won="true"' in html and "You win!" in html
    end = render.render_endgame(*won.shown())
    if won.game.leader == 0:
        assert "You reached 60 first" in end and "you are the original leader" in end
        assert "You are still strictly ahead" in end or "you take one more turn" in end
    else:
        assert "You take exactly one more turn." in end
    assert "You is" not in end and "You reaches" not in end
    with french():
        html = render.render_session(*won.shown())
        assert f"Vous gagnez avec {score} points\u00a0!" in html and "Vous avez gagné\u00a0!" in html


def test_a_solo_loss_names_the_bot_and_is_not_celebrated(lost: Session):
    html = render.render_session(*lost.shown())
    assert "Rookie wins with" in html or "You share the win with Rookie" in html
    assert "celebrate" not in html and 'data-won="false"' in html and ">Game over<" in html


def test_you_are_you_whatever_name_you_typed():
    s = finished_solo(True, name="Anna")
    head = render.result_text(*s.shown())
    assert head.startswith("You win with") and "Anna" not in head


def test_a_table_names_its_players_in_the_third_person():
    c = controller()
    c.open("table", {"seed": "21", "seats": "human,human", "names": "Ann,Bob", "fast": "1"})
    play_out(c)
    s = c.session
    head = render.result_text(*s.shown())
    assert re.match(r"(Ann|Bob) wins with \d+ points!|Ann, Bob share the win", head)
    title, celebrates = render.over_title(*s.shown())
    assert celebrates and title in ("Well played, Ann!", "Well played, Bob!", "A shared win!")
    assert "You " not in render.render_endgame(*s.shown())


def test_the_header_of_a_finished_game_does_not_end_in_a_dot(won: Session):
    header = render.render_header(*won.shown())
    assert '<span data-testid="turn">Game over</span>' in header
    assert not re.search(r"·\s*(<span[^>]*>\s*</span>)?\s*</p>", header)


def test_the_solo_match_verdict_says_you():
    c = controller(seeds=(5, 6, 7, 8))
    for seed in range(1, 200):
        c.open("solo", {"seed": str(seed), "bot": "rookie"})
        play_out(c)
        rec = c.repo.load_match("sb-solo")
        if rec and not rec.match.needs_another_game() and rec.match.winner() == "You":
            break
        c.act("new-match")
    html = c.render()
    assert re.search(r"You win the match with \d+ points?!", html) and "You wins" not in html


# --- the turn log -------------------------------------------------------------------------------

def test_the_turn_log_is_numbered_in_play_order_newest_first(lost: Session):
    log = render.render_log(*lost.shown())
    assert '<ol class="turns" reversed' in log
    values = [int(v) for v in re.findall(r'<li value="(\d+)" data-testid="log-turn" data-n="\1"', log)]
    n = len(lost.game.history)
    assert values == list(range(n, 0, -1))
    for r, v in zip(reversed(lost.game.history), values, strict=True):
        assert r.number == v


# --- what a screen reader hears -------------------------------------------------------------------

def test_the_live_region_says_the_roll_the_set_aside_and_the_bots_moves():
    s = Session.start(SOLO, ["You", "Steady"], [HUMAN, "rookie"], 7)
    s.act("roll")
    html = render.render_session(*s.shown())
    region = re.search(r'<p class="sr-only" data-testid="announce"[^>]*>(.*?)</p>', html).group(1)
    assert region == f"You rolled: {dice_words(s.game.turn.roll)}."
    assert region.startswith("You rolled: Base ") and ", Keys " in region
    s.act("toggle", "9")
    assert s.said == ""  # a selection is told by the die itself (aria-pressed)
    s.act("set-aside")
    assert s.said.startswith("You set aside Key ")
    with french():
        assert dice_words(Dice.parse("1,1,4 K2,K5")) == "dés Base 1 1 4, Clés 2 5"
        assert dice_words(Dice.parse("K3")) == "Clé 3"


def keys_aside(names: list[str]) -> Session:
    """A table of people, the first to move with both Keys aside after one roll."""
    s = Session.start(TABLE, names, [HUMAN] * len(names), 7)
    s.game = s.game.apply(Roll(Dice.parse("1,2,3,3,4,5,6,6 K2,K6")))
    s.act("pick", "K2,K6")
    s.act("set-aside")
    return s


def test_the_live_region_says_a_score_and_whose_turn_it_is():
    s = keys_aside(["Ann", "Bob"])
    assert s.said == "Ann set aside Keys 2 6."
    s.act("stop")
    assert s.said == f"Ann scores {s.game.scores[0]}, {s.game.scores[0]} in all. Bob's turn."
    with french():
        s = keys_aside(["Ann", "Bob"])
        s.act("stop")
        assert s.said.startswith("Ann marque ") and s.said.endswith("Au tour de Bob.")


def test_the_live_region_says_a_bust():
    s = keys_aside(["Ann", "Bob"])
    s.game = s.game.apply(Roll(Dice.parse("3,3,1,2,4,5,6,6")))
    s.act("pick", "3,3")
    s.act("set-aside")
    turns, seen = len(s.game.history), len(s.game.turn.events)
    s.game = s.game.apply(Roll(Dice.parse("1,2,4,5,6,3")))  # no pair with both Keys aside: bust
    assert s.game.history[-1].bust
    assert s._news(turns, seen) == "Ann rolled: Base 1 2 3 4 5 6. Ann went bust: the turn scores 0. Bob's turn."
    solo = Session.start(SOLO, ["You", "Steady"], [HUMAN, "steady"], 7)
    solo.game = s.game  # the same position, seat 0 being the person at the device
    assert solo._news(turns, seen).startswith("You rolled: Base 1 2 3 4 5 6. You went bust")


def test_a_bot_choice_and_the_end_are_said(won: Session):
    region = render.render_announce(*won.shown())
    assert won.said and "You win with" in region  # the last move, then the result
    s = Session.start(SOLO, ["You", "Rookie"], [HUMAN, "rookie"], 7)
    while not s.bot_turn:
        what, pos = ("roll", []) if s.game.phase != "set_aside" else ("set-aside", [])
        if what == "set-aside":
            s.selection = s.positions_of(s.legal_set_asides()[0])
        s.act(what if what != "roll" or not s.game.can_stop else "stop")
    said = []
    while s.bot_turn:
        s.act("bot-step")
        said.append(s.said)
    assert said[0].startswith("Rookie rolled: ")
    assert any(x.startswith("Rookie chooses ") for x in said)
    assert said[-1].endswith("Your turn.") or "went bust" in said[-1] or "scores" in said[-1]


# --- controls and their names --------------------------------------------------------------------

def test_dice_are_named_pressed_and_in_an_arrow_zone():
    s = Session.start(SOLO, ["You", "Steady"], [HUMAN, "steady"], 7)
    s.game = s.game.apply(Roll(Dice.parse("1,1,3,3,3,4,5,6 K2,K6")))
    s.act("toggle", "1")
    html = render.render_table(*s.shown())
    assert 'class="roll" role="group" data-arrows' in html
    assert re.search(r'aria-pressed="true"[^>]*aria-label="Base die 1, die 1"', html)
    assert re.search(r'aria-pressed="false"[^>]*aria-label="Key 6, die 0"', html)
    with french():
        assert re.search(r'aria-label="Clé 6, dé 0"', render.render_table(*s.shown()))


def test_the_advice_tables_have_headers_and_a_caption():
    from similarium.ui.sb.session import warm_up

    warm_up()
    s = Session.start(SOLO, ["You", "Steady"], [HUMAN, "steady"], 7)
    s.advice = True
    html = render.render_advice(*s.shown())
    assert "<caption>Stop now or roll again</caption>" in html and '<th scope="row">' in html
    s.game = s.game.apply(Roll(Dice.parse("1,1,3,3,3,4,5,6 K2,K6")))
    html = render.render_advice(*s.shown())
    assert "<caption>Each choice for this roll, best first</caption>" in html
    # option, win (a race of 2: the race model's chance, issue 27), expected score, then, choice
    assert html.count('<th scope="col">') == 5 and '<th scope="row">1,1</th>' in html
    assert '<th scope="col">win</th>' in html
    assert 'aria-label="Select 1,1"' in html and '<div class="table-scroll">' in html


def test_the_keyboard_legend_is_on_the_game_page_and_the_keys_on_how_to_play():
    s = Session.start(SOLO, ["You", "Steady"], [HUMAN, "steady"], 7)
    assert 'class="keys sb-keys"' in render.render_session(*s.shown())
    page = howto_sb.render()
    assert 'data-testid="howto-keys"' in page and "<kbd>R</kbd>" in page and "<kbd>Esc</kbd>" in page
    with french():
        page = howto_sb.render()
        assert "<kbd>Échap</kbd>" in page and "s’arrêter et marquer" in page


def test_enter_in_the_setup_boxes_starts_and_the_links_go_home():
    c = controller()
    c.open("solo", {})
    html = c.render()
    assert re.search(r'<input data-field="seed"[^>]*data-enter="start"', html)
    assert re.search(r'data-field="name-0"[^>]*data-enter="start"', html)
    assert '<a class="button" href="#/" data-testid="back">All games</a>' in html
    assert 'href="#/sb" data-testid="sb-menu-link">SB menu</a>' in html
    c.open("", {})
    assert '<a href="#/" data-testid="back">All games</a>' in c.render()


# --- the daily: each turn's points, a share grid, old records ------------------------------------

def test_share_levels():
    assert [share_level(p) for p in (0, 1, 7, 8, 15, 16, 40)] == [0, 1, 1, 2, 2, 3, 3]


def test_the_daily_summary_keeps_each_turns_points_and_shares_a_grid():
    store = MemoryStore()
    c = controller(store)
    c.open("daily", {})
    play_out(c)
    turns = [r.points for r in c.session.game.history]
    res = c.repo.load_daily("sb").result_for(DAY)
    assert res.summary == {"turns": turns, "moves": c.session.moves_json()}  # moves: the result link's replay
    grid = "".join(SQUARES[share_level(p)] for p in turns)
    assert c.share.split("\n")[1] == grid
    html = c.render()
    assert 'data-testid="over-title"' in html and 'data-testid="sb-menu-link"' in html
    c2 = controller(store)
    c2.open("daily", {})
    html = c2.render()
    assert c2.view == "daily-done" and html.count('data-testid="daily-turn"') == 5
    assert 'href="#/sb" data-testid="sb-menu-link"' in html and 'href="#/" data-testid="back"' in html
    assert grid in html  # the share text shown again


def test_an_old_daily_record_without_turns_still_loads():
    store = MemoryStore()
    c = controller(store)
    c.repo.record_daily("sb", DAY, DailyResult(score=31, won=False))  # the shape written before the turns
    key = next(k for k in store.keys() if "daily" in k)
    raw = json.loads(store.get(key))
    assert "summary" not in json.dumps(raw)
    c2 = controller(store)
    res = c2.repo.load_daily("sb").result_for(DAY)
    assert res is not None and res.score == 31 and res.summary is None and not c2.repo.problems()
    c2.open("daily", {})
    html = c2.render()
    assert c2.view == "daily-done" and "SB 2026-11-22 31 ✗" in html and 'data-testid="daily-turns"' not in html
    assert not any(sq in html for sq in SQUARES[1:])


@pytest.mark.parametrize("summary", [{"turns": [1, 2, 3, 4, 5, 6]}, {"turns": [41]}, {"turns": [-1]},
                                     {"turns": [True]}, {"hints": 0}, [1, 2], {"turns": "12"}])
def test_a_bad_daily_summary_is_refused(summary):
    with pytest.raises(ValueError):
        VALIDATOR.summary(summary)


def test_a_good_daily_summary_is_accepted():
    VALIDATOR.summary({"turns": []})
    VALIDATOR.summary({"turns": [0, 40, 12, 7, 9]})
