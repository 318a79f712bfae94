"""The page's SIMILI hint does a fixed amount of work, written here as numbers (issue 28: the work
multiplied by 4 went unseen, the old test reading the module's own constant). Measured: about
1.2 s in Pyodide for a hint, ~300 playout rounds per category."""

from __future__ import annotations

import datetime as dt

from similarium.core.storage import MemoryStore, Repository
from similarium.games.simili.advisor.hints import playouts_for
from similarium.games.simili.game import CATEGORIES
from similarium.ui.simili.controller import SimiliController

PLAYOUTS = [30, 33, 37, 42, 50, 60, 75, 100, 150, 200]  # per category, rounds 1 to 10


def test_the_hint_of_each_round_makes_these_playouts():
    assert [playouts_for(r) for r in range(1, 11)] == PLAYOUTS
    assert all(n * (10 - r + 1) <= 300 for r, n in enumerate(PLAYOUTS[:-1], 1))  # the work, bounded


def test_the_pages_first_hint_reads_the_shipped_playouts_and_round_two_s_makes_33():
    """Round 1 is the same position in every game: its hint reads the 20,000 playouts a category
    made in advance (advisor/first_round.json); round 2's makes its fixed work, 33 a category."""
    seeds = iter((777, 778))
    c = SimiliController(Repository(MemoryStore()), lambda: dt.date(2026, 11, 24), lambda: next(seeds))
    c.open("solo", {"seed": "12"})
    assert c.begin("hint")
    for _ in c.steps("hint"):
        pass
    c.finish("hint")
    assert c.session.hint["shipped"] and [c.session.hint[k]["playouts"] for k in CATEGORIES] == [20000] * 3
    s = c.session
    bot, st = s.RULES.bots["policy"](), s.state
    while st.table.round == 1:
        st = st.apply(0, bot.choose(st.observation(0), st.legal_moves(0)))
    s.state = st
    assert c.begin("hint")
    for _ in c.steps("hint"):
        pass
    c.finish("hint")
    assert "shipped" not in c.session.hint
    assert [c.session.hint[k]["playouts"] for k in CATEGORIES] == [33, 33, 33]
