"""A SIMILI game's first position is valued by playouts made once on the host (issue 27):
``advisor/first_round.json``, the review's own playouts (same policy, same seed) 20,000 times
a category instead of 30. The file must be what the code makes: its first playouts are made
again here; the review reads its figures for the first decision, with their paired margin."""

from __future__ import annotations

import json
import math

import pytest

from similarium.core.protocol import play
from similarium.games.simili.advisor import first_round
from similarium.games.simili.advisor.hints import Z95, Estimate
from similarium.games.simili.advisor.position import Position
from similarium.games.simili.combos import CATEGORIES
from similarium.games.simili.game import Choose
from similarium.games.simili.protocol import RULES
from similarium.games.simili.review import SEED, Values, review
from similarium.games.simili.sheet import VARIANTS, WIN_SCORE

DATA = json.loads(first_round.PATH.read_text(encoding="utf-8"))["variants"]


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_shipped_playouts_begin_with_the_ones_the_review_would_make(variant):
    """The file's first playouts are the review's (the same estimate, its seed): a change of the
    playout policy, of the seed or of the first position fails here until the file is rebuilt
    (scripts/research/simili_first_round.py)."""
    got = DATA[variant]
    assert got["seed"] == SEED and got["playouts"] >= 20000
    est = Estimate(first_round.start(variant), first_round.PREFIX, SEED)
    while not est.finished:
        est.step(8)
    assert est.finals == got["prefix"]
    # the wins counted are a share of the playouts, and the prefix's own wins are among them
    for c in CATEGORIES:
        assert sum(f >= WIN_SCORE for f in got["prefix"][c]) <= got["wins"][c] <= got["playouts"]


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_game_starts_from_the_position_valued(variant):
    for seed in (1, 2, 99):
        st = RULES.new({"variant": variant}, seed, ["A"])
        pos = Position.from_game(st.table.sheets[0])
        assert first_round.chances(pos) == {c: DATA[variant]["wins"][c] / DATA[variant]["playouts"]
                                            for c in CATEGORIES}
        assert first_round.chances(Position.from_game(st.apply(0, Choose("ladder")).table.sheets[0])) is None


def test_the_review_s_first_decision_reads_the_shipped_values_with_their_paired_margin():
    st = RULES.new({}, 5, ["A"])
    st = play(st.apply(0, Choose("ladder")), {0: RULES.bots["policy"]()})
    rv = review(st.log().to_json(), 0, Values(playouts=lambda round_no: 4))
    first = rv.decisions[0]
    table = DATA["classic"]
    chances = {c: table["wins"][c] / table["playouts"] for c in CATEGORIES}
    assert first.played == {"type": "choose", "category": "ladder"}
    assert first.value_played == chances["ladder"] and first.value_best == max(chances.values())
    assert rv.start == max(chances.values())
    best = max(CATEGORIES, key=lambda c: chances[c])
    pair = f"{best}|ladder" if f"{best}|ladder" in table["paired_sd"] else f"ladder|{best}"
    assert first.margin == pytest.approx(Z95 * table["paired_sd"][pair] / math.sqrt(table["playouts"]))
    assert 0 < first.margin < 0.02  # 20,000 paired playouts: under 2 points


def test_the_hint_s_figures_from_a_summary_are_those_of_its_playouts(monkeypatch):
    """``hints.shipped`` gives from the file's summary what ``estimate`` and ``decide`` give from
    the playouts themselves: with the summary of 60 playouts in place of the file, the same odds
    and the same decision, figure for figure."""
    from similarium.games.simili.advisor import hints

    pos = first_round.start("classic")
    est = Estimate(pos, 60, SEED)
    while not est.finished:
        est.step(8)
    monkeypatch.setattr(first_round, "_table", lambda: {"classic": first_round.summarize(est.finals, SEED)})
    odds, decision = hints.shipped(pos)
    assert odds == est.odds()
    assert decision == hints.decide(est.finals)
    assert hints.shipped(Position.from_game(RULES.new({}, 1, ["A"]).apply(0, Choose("ladder")).table.sheets[0])) is None
