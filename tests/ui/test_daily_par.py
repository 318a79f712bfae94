"""The par of a finished daily on its result panel (issue 29, item 3): the review's par for the
same game, shown only once the daily is over; a slow action where it is not cheap."""

from __future__ import annotations

import datetime as dt
import importlib

import pytest

from similarium.core.i18n import set_language
from similarium.core.storage import MemoryStore, Repository
from similarium.games import registry
from similarium.ui import dailypar

TODAY = dt.date(2026, 11, 27)
CONTROLLERS = {"simili": "SimiliController", "sb": "Controller", "similo": "Controller", "similis": "Controller"}


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def daily_page(game: str, repo: Repository | None = None):
    mod = importlib.import_module(f"similarium.ui.{game}.controller")
    c = getattr(mod, CONTROLLERS[game])(repo or Repository(MemoryStore()), lambda: TODAY, lambda: 1)
    c.open("daily", {})
    return c


def play_out(c, moves: int | None = None) -> None:
    """The page's daily played by bots in every seat (``moves``: stop after that many)."""
    s, bots, n = c.session, {}, 0
    while not s.finished and (moves is None or n < moves):
        st = s.state
        seat = st.turn().seats[0]
        bot = bots.setdefault(seat, next(iter(s.RULES.bots.values()))())
        s.state = st.apply(seat, bot.choose(st.observation(seat), st.legal_moves(seat)))
        n += 1
    c.after_move()


def review_par(game: str, c) -> dict:
    """The par as the review module gives it for this game's log (SB: the whole review's)."""
    module = importlib.import_module(registry.get(game).load_rules().review)
    data = c.session.state.log().to_json()
    if game == "sb":
        return module.review(data, 0).par
    if game == "simili":
        w, _ = module.walk(data, 0)
        return module.par(w.variant, [tuple(w.rounds[n].rolled.roll) for n in range(1, module.ROUNDS + 1)])
    if game == "similo":
        return module.par(module.walk(data))
    return module.par(module._from_log(data)[0])


def test_sb_par_is_shown_at_once_and_is_the_reviews():
    c = daily_page("sb")
    play_out(c, 3)
    assert not c.session.finished and 'data-testid="par"' not in c.render()
    play_out(c)
    html = c.render()
    par = review_par("sb", c)
    assert f'data-testid="par-text">Par: the bot scored {par["score"]} on today’s dice' in html
    assert c.slow(dailypar.ACTION) is None  # already there: nothing to compute


@pytest.mark.parametrize("game", ["simili", "similo", "similis"])
def test_par_is_a_slow_action_after_the_daily_and_is_the_reviews(game):
    c = daily_page(game)
    assert c.slow(dailypar.ACTION) is None  # not finished: no par
    play_out(c, 2)
    assert c.slow(dailypar.ACTION) is None and 'data-testid="par"' not in c.render()
    play_out(c)
    html = c.render()
    assert 'data-testid="par-show"' in html and 'data-testid="par-text"' not in html
    work = c.slow(dailypar.ACTION)
    assert work is not None and 'data-testid="par-pending"' in c.render()
    for _ in c.slow_steps(dailypar.ACTION):
        pass
    assert c.complete(work)
    seat = dailypar.seat_of(c.session)
    expected = dailypar.text(game, review_par(game, c), seat)
    assert f'data-testid="par-text">{expected}</p>' in c.render().replace("&#x27;", "'")
    assert c.pars[(game, TODAY.isoformat())] == review_par(game, c)


@pytest.mark.parametrize("game", ["simili", "sb", "similo", "similis"])
def test_par_on_already_played_is_the_reviews(game):
    """Back on the daily after it was played (a reload, another day's visit the same day): the
    "already played" view rebuilds the game from its record and offers the same par."""
    c = daily_page(game)
    play_out(c)
    expected = dailypar.text(game, review_par(game, c), dailypar.seat_of(c.session))
    again = daily_page(game, c.repo)
    assert again.view == "daily-done" and again.session is None
    html = again.render()
    if game == "sb":  # cheap: drawn with the panel
        assert f'data-testid="par-text">{expected}</p>' in html.replace("&#x27;", "'")
        return
    assert 'data-testid="daily-done"' in html and 'data-testid="par-show"' in html
    work = again.slow(dailypar.ACTION)
    assert work is not None and 'data-testid="par-pending"' in again.render()
    for _ in again.slow_steps(dailypar.ACTION):
        pass
    assert again.complete(work)
    assert f'data-testid="par-text">{expected}</p>' in again.render().replace("&#x27;", "'")


def test_par_texts_say_the_number_and_nothing_else():
    assert dailypar.text("simili", {"bot": "policy", "score": 90, "won": False}, 0) == \
        "Par: the bot scored 90 on today’s dice (lost)."
    assert dailypar.text("similo", {"won": True, "rounds": 4}, 1) == "Par: the AI team won today’s deal in round 4."
    assert dailypar.text("similis", {"winners": [2], "hand_sizes": [3, 1, 0, 2]}, 0) == \
        "Par: the strong bot in your seat finished today’s deal with 3 cards left."
    assert dailypar.text("similis", {"winners": [0], "hand_sizes": [0, 1, 2, 2]}, 0) == \
        "Par: the strong bot in your seat won today’s deal."
    assert dailypar.text("similis", {"winners": [2], "hand_sizes": [1, 1, 0, 2]}, 0).endswith("with 1 card left.")
    set_language("fr")
    assert dailypar.text("sb", {"score": 49, "won": True}, 0).startswith("Par\xa0: le robot a marqué 49")
