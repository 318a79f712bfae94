"""SIMILI's hint says why and never recommends against its own figures (issue 27, item 3)."""

from __future__ import annotations

import random
import re

from similarium.core.advice import contradictions
from similarium.core.i18n import CATALOGUE, set_language
from similarium.games.simili.advisor import hint
from similarium.games.simili.advisor.hints import Estimate
from similarium.games.simili.advisor.position import Position
from similarium.games.simili.advisor.why import CategoryValue, choose_advice, what_is_open
from similarium.games.simili.game import CHOOSE
from similarium.ui.simili.hint import hint_advice
from similarium.ui.simili.hintview import render_hint

from .support import position, random_small_position


def _bank(game):
    return [d for d, k in enumerate(game.bank) for _ in range(k)]


def _positions(n: int, round_no: int | None = None):
    rng = random.Random(2027)
    out = []
    while len(out) < n:
        game = random_small_position(rng, "modern" if len(out) % 2 else "classic", empty=0.6)
        if game.finished or game.phase != CHOOSE:
            continue
        if round_no is not None:
            game = position(game.sheet.to_json(), _bank(game), variant=game.variant, round_no=round_no)
        out.append(game)
    return out


def _shown_percent(html: str, c: str) -> float:
    row = re.search(rf'data-testid="odds-{c}"[^>]*>.*?<td>([\d.]+)%', html)
    assert row, html
    return float(row.group(1))


def test_over_seeded_positions_the_recommended_category_is_first_and_never_below_another():
    set_language("en")
    seen = {"close": 0, "clear": 0}
    for i, game in enumerate(_positions(10) + _positions(6, round_no=10)):
        est = None
        if game.round < 10:
            est = Estimate(Position.from_game(game), 16, seed=i)
            while not est.finished:
                est.step(8)
        out = dict(hint(game, estimate_=est))
        advice = out["advice"] = hint_advice(game, out, est)
        assert contradictions(advice) == []
        html = render_hint(out)
        shown = {c.id: _shown_percent(html, c.id) for c in advice.choices}
        first = advice.choices[0].id
        assert html.index(f"odds-{first}") < min(html.index(f"odds-{c}") for c in shown if c != first)
        assert all(shown[first] >= v for v in shown.values()), (shown, first)
        assert f'Recommended: {CATALOGUE.t("simili.category." + first)}' in html
        assert 'data-testid="hint-reason"' in html
        seen["close" if advice.note else "clear"] += 1
        assert ('data-testid="hint-close"' in html) == bool(advice.note)
    assert seen["clear"] >= 3


def test_round_ten_reason_counts_the_rolls_that_reach_100_exactly():
    game = _positions(1, round_no=10)[0]
    pos = Position.from_game(game)
    out = hint(game)
    advice = hint_advice(game, out)
    reach = {c: what_is_open(pos, c).reach for c in ("sequence", "matching", "ladder")}
    for c, r in reach.items():  # the exact odds and the reason's count are the same thing
        assert abs(out[c]["p_win"] - r / 1000) < 1e-9
    assert advice.reason.code == "advice.simili.reach"
    assert advice.reason.params["rolls"] == round(reach[advice.recommended] / 10)


def test_a_noisy_lead_is_shown_as_equal_within_the_noise_never_as_another_recommendation():
    """The player's complaint: "Sequence 53.3% ± 11.0, Matching 57.3% ± 10.9 ... The bot would
    choose Sequence". Now Matching is first and recommended, and the note says they are equal
    within the noise."""
    pos = Position.from_game(_positions(1)[0])
    values = {"sequence": CategoryValue(0.533, 0.2, 98.0, False, 0.11),
              "matching": CategoryValue(0.573, 0.2, 99.0, False, 0.109),
              "ladder": CategoryValue(0.30, 0.1, 90.0, False, 0.1)}
    advice = choose_advice(pos, values)
    assert advice.recommended == "matching" and advice.choices[0].id == "matching"
    assert advice.note is not None and advice.note.params["rival"] == "sequence"
    assert contradictions(advice) == []
    clear = choose_advice(pos, values, {"sequence": 0.01, "ladder": 0.01})
    assert clear.note is None and clear.recommended == "matching"
