"""SB's advice says why (issue 27, item 3): the win chance of the race model (2 players) or the
chance to reach 40 (the daily), beside the exact expected turn score; the recommendation is the
first row and no row shows a better figure; one reason, in English and French."""

from __future__ import annotations

import datetime as dt
import random
import re

from similarium.core.advice import contradictions
from similarium.core.i18n import CATALOGUE, set_language
from similarium.core.storage import MemoryStore, Repository
from similarium.games.sb.advice import advise, bust_chance, race_values
from similarium.games.sb.advisor import expected_advisor
from similarium.games.sb.game import Game
from similarium.games.sb.rules import Dice, Roll, Stop
from similarium.ui.sb.controller import Controller


def _positions(n: int, seed: int = 5):
    """Seeded 2-player positions, reached by random legal play, at the seat's own decisions."""
    rng = random.Random(seed)
    g = Game.new(["Ann", "Bob"], seed=seed)
    out = []
    while len(out) < n and not g.finished:
        if g.turn.roll is not None:
            options = expected_advisor().options(g.turn.set_aside, g.turn.roll)
            out.append(g)
            g = g.apply(rng.choice(options).action)
        elif g.turn.can_stop:
            out.append(g)
            g = g.apply(Stop() if rng.random() < 0.4 else Roll())
        else:
            g = g.apply(Roll())
    return out


def test_race_values_are_the_race_model_s():
    """The page's one-pass values from the shipped policies equal RaceModel's search (a sample)."""
    from similarium.games.sb.race import RaceModel, load

    fast, full = race_values(), RaceModel(load()["distributions"])
    for a, b in ((0, 0), (10, 45), (58, 3), (59, 59), (30, 31)):
        assert abs(fast.race[a][b] - full.race[a][b]) < 1e-12
    assert max(abs(x - y) for x, y in zip(fast.lead, full.lead, strict=True)) < 1e-12
    assert abs(fast.final[12][7] - full.final[12][7]) < 1e-12


def test_over_seeded_positions_the_advice_never_contradicts_its_own_figures():
    codes = set()
    for g in _positions(40):
        a = advise(g, g.current_player, False)
        assert a.unit == "win"
        assert contradictions(a) == [], a
        top = a.choices[0]
        assert all(top.value >= c.value and (top.value > c.value or top.extra["points"] >= c.extra["points"])
                   for c in a.choices)
        if g.turn.roll is not None:  # every legal set-aside is shown, each with its exact points
            options = expected_advisor().options(g.turn.set_aside, g.turn.roll)
            assert sorted(c.id for c in a.choices) == sorted(str(o.action.dice) for o in options)
            exact = {str(o.action.dice): o.value for o in options}
            assert all(c.extra["points"] == exact[c.id] for c in a.choices)
        codes.add(a.reason.code)
    assert len(codes) >= 3, codes


def test_the_bust_chance_is_the_chance_of_no_pair():
    assert bust_chance(Dice(base=(2, 2), keys=(1,))) == 0.0  # a Key out: no bust
    assert abs(bust_chance(Dice(base=(2, 2), keys=(1, 3))) - 720 / 6**6) < 1e-12  # six dice, all different
    assert abs(bust_chance(Dice(base=(2, 2, 3, 3, 4, 4), keys=(1, 3))) - 30 / 36) < 1e-12


def test_near_the_end_the_win_chance_can_differ_from_the_points_and_the_reason_says_so():
    seen = False
    for seed in range(30):
        g = Game.new(["Ann", "Bob"], seed=seed)
        g = Game(g.players, (52, 58), g.turn, seed=seed, target=g.target)
        g = g.apply(Roll())
        if g.turn.roll is None:
            continue
        a = advise(g, 0, False)
        if a.reason.code == "advice.sb.race":
            seen = True
            p = a.reason.params
            assert p["other_points"] > p["points"] and p["chance"] >= p["other_chance"]
    assert seen


def test_the_panel_shows_win_chance_points_and_a_reason_in_both_languages():
    c = Controller(Repository(MemoryStore()), lambda: dt.date(2026, 11, 24), lambda: 777)
    c.open("table", {"seed": "21", "seats": "human,human", "names": "Ann,Bob", "fast": "1"})
    if c.begin("advice"):
        c.finish("advice")
    else:
        c.act("advice")
    c.act("roll")
    for lang, words in (("en", ("to win", "Why: ")), ("fr", ("de chances de gagner", "Pourquoi\u202f: ", "Pourquoi\u00a0: "))):
        set_language(lang)
        try:
            html = c.render()
        finally:
            set_language("en")
        assert 'data-testid="advice-reason"' in html and any(w in html for w in words[1:]), html
        assert words[0] in html
        assert "\u27e6" not in html  # no missing key
        rows = re.findall(r'data-testid="advice-option" data-aside="([^"]+)" data-value="([^"]+)" data-win="([^"]+)"', html)
        assert rows and [float(w) for _, _, w in rows] == sorted((float(w) for _, _, w in rows), reverse=True)
    assert not CATALOGUE.missing_keys() - {k for k in CATALOGUE.missing_keys() if not k.startswith("advice")}


def test_a_new_turn_is_solved_as_slow_work_never_inside_a_render():
    """The win chances of a turn need that turn solved (~1 s in Pyodide): the page does it as slow
    work with its progress shown (begin/finish), when the advice is asked for or a new turn's
    first roll comes with the advice shown; a render never starts it."""
    from similarium.games.sb import advice

    advice._SOLVED.clear()  # no turn solved yet (the cache is the page's, shared by the tests)
    c = Controller(Repository(MemoryStore()), lambda: dt.date(2026, 11, 24), lambda: 777)
    c.open("table", {"seed": "33", "seats": "human,human", "names": "Ann,Bob", "fast": "1"})
    s = c.session
    assert c.begin("advice") and s.pending == "advice"
    c.finish("advice")
    assert s.advice and advice.ready(s.game, 0, False)
    assert not c.begin("roll")  # this turn is solved: a plain roll
    c.act("roll")
    while s.game.current_player == 0 and not s.finished:  # Ann's turn to its end, the advisor's way
        a = advice.advise(s.game, 0, False)
        if s.game.turn.roll is not None:
            c.act("pick", a.recommended)
            c.act("set-aside")
        else:
            c.act("stop" if a.recommended == "stop" else "roll")
    assert s.game.current_player == 1 and s.game.scores[0] > 0  # (a bust would give Bob Ann's position)
    html = c.render()  # Bob's turn: the panel shows the model's value, nothing solved yet
    assert 'data-testid="advice-reason"' in html and not advice.ready(s.game, 1, False)
    assert c.begin("roll") and s.pending == "advice"
    c.finish("roll")
    assert s.game.turn.roll is not None and advice.ready(s.game, 1, False) and not s.pending
