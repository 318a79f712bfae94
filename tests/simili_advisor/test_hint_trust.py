"""Hints a player can trust (issue 21): a fixed amount of work (the same answer on every
device), never a recommendation from an interval wider than the lead it decides, and the
page's step-by-step computation gives exactly the one-shot answer."""

from __future__ import annotations

import random

from similarium.games.simili.advisor import hint
from similarium.games.simili.advisor.hints import Estimate, decide, playouts_for
from similarium.games.simili.advisor.position import Position
from similarium.games.simili.combos import CATEGORIES
from similarium.games.simili.game import ROUNDS, Game, Options

from .support import random_small_position


def test_the_amount_of_work_is_fixed_by_the_round_not_by_the_clock(monkeypatch):
    import similarium.games.simili.advisor.hints as hints

    game = Game.new(Options(variant="classic", seed=4))
    first = hint(game, playouts=10)
    ticks = iter(range(0, 10**6, 1000))  # a clock that races: any time budget would cut the work short
    monkeypatch.setattr(hints.time, "perf_counter", lambda: float(next(ticks)))
    assert hint(game, playouts=10) == first
    assert all(first[c]["playouts"] == 10 for c in CATEGORIES)
    counts = [playouts_for(r) for r in range(1, ROUNDS)]
    assert counts == sorted(counts) and counts[0] >= hints.MIN_PLAYOUTS
    assert all(n * (ROUNDS - r + 1) <= max(hints.WORK, hints.MIN_PLAYOUTS * (ROUNDS - r + 1))
               for r, n in enumerate(counts, 1))


def test_steps_give_the_one_shot_answer():
    pos = Position.from_game(Game.new(Options(variant="modern", seed=9)))
    whole = Estimate(pos, 9)
    whole.step(9)
    cut = Estimate(pos, 9)
    shares = []
    while not cut.finished:
        shares.append(cut.step(2))
    assert shares == sorted(shares) and shares[-1] == 1.0 and len(shares) == 5
    assert cut.finals == whole.finals and cut.odds() == whole.odds()


def _finals(rng: random.Random, n: int) -> dict[str, list[int]]:
    base = {c: rng.choice((0.2, 0.5, 0.8)) for c in CATEGORIES}
    return {c: [100 if rng.random() < base[c] else 90 for _ in range(n)] for c in CATEGORIES}


def test_no_recommendation_from_an_interval_wider_than_the_lead_it_decides():
    rng = random.Random(5)
    seen = {True: 0, False: 0}
    for _ in range(300):
        finals = _finals(rng, rng.choice((3, 10, 40, 200)))
        d = decide(finals)
        seen[d["confident"]] += 1
        if d["confident"]:
            assert d["gap"] > d["half_width"] > 0 or (d["gap"] > 0 and d["half_width"] == 0)
            for c in CATEGORIES:  # the lead holds against every other category, not only the closest
                if c != d["leader"]:
                    wins = [sum(x >= 100 for x in finals[k]) for k in (d["leader"], c)]
                    assert wins[0] > wins[1]
    assert seen[True] and seen[False]


def test_identical_categories_are_too_close_to_call():
    finals = {c: [100, 90, 100, 90, 95, 104] * 5 for c in CATEGORIES}
    assert not decide(finals)["confident"]


def test_the_page_never_shows_a_recommendation_the_decision_does_not_back():
    from similarium.core.i18n import set_language
    from similarium.ui.simili.render import render_hint

    set_language("en")
    rng = random.Random(11)
    shown = {"hint-recommended": 0, "hint-close": 0}
    for i in range(12):
        game = random_small_position(rng, "modern" if i % 2 else "classic", empty=0.6)
        if game.finished or game.phase != "choose":
            continue
        h = hint(game, playouts=12)
        html = render_hint(h)
        d = h["decision"]
        if d["confident"]:
            assert 'data-testid="hint-recommended"' in html and 'data-testid="hint-close"' not in html
            shown["hint-recommended"] += 1
        else:
            assert 'data-testid="hint-recommended"' not in html and 'data-testid="hint-close"' in html
            shown["hint-close"] += 1
    assert sum(shown.values()) >= 4


def test_round_ten_is_exact_and_decided():
    from .test_last_round import FIRST

    h = hint(FIRST)
    assert h["exact"] and h["decision"]["confident"] and h["decision"]["leader"] == h["recommended"]
