"""The SIMILI review (issue 27 part 5): round 10 exact as ``advise simili``, the booking 1 or 0,
a planted blunder labelled with the better move, luck - losses = end - start, par on the same
rolls. Rounds 1-9 use a cheap value model here (few playouts, or the shipped ``advisor/value.py``
model, opt-in): the identity and the labels do not depend on the model, and round 10 is exact
whatever it is."""

from __future__ import annotations

import contextlib
import io
import json

import pytest

from similarium.cli import main
from similarium.core.protocol import play
from similarium.core.review import check_identity
from similarium.games.simili.advisor import Position, category_chances, last_round
from similarium.games.simili.advisor.lastround import best_steps
from similarium.games.simili.advisor.playouts import FAST
from similarium.games.simili.advisor.policy import valuation
from similarium.games.simili.advisor.roundnine import policy_round_nine
from similarium.games.simili.combos import CATEGORIES
from similarium.games.simili.game import Choose, Confirm, Roll
from similarium.games.simili.protocol import RULES
from similarium.games.simili.review import Values, review
from similarium.games.simili.sheet import WIN_SCORE


def FewPlayouts() -> Values:  # noqa: N802  (a value model, used as a class would be)
    return Values(playouts=lambda round_no: 4)


def _to_round_ten(seed: int):
    st = RULES.new({}, seed, ["A"])
    bot = RULES.bots["policy"]()
    while not (st.table.sheets[0].round == 10 and st.turn().phase == "choose"):
        st = st.apply(0, bot.choose(st.observation(0), st.legal_moves(0)))
    return st, bot


def planted_category(seed: int = 3):
    """Round 10 circles the category with the lowest exact odds (seed 3: 32 points below the
    best), then books as the bot would."""
    st, bot = _to_round_ten(seed)
    odds = last_round(st.table.sheets[0])
    worst = min(CATEGORIES, key=lambda c: odds[c]["p_win"])
    st = play(st.apply(0, Choose(worst)), {0: bot})
    return st, odds, worst


def planted_booking(seed: int = 1):
    """Round 10 as the advisor says, then confirmed with no book although the roll reaches 100
    (seed 1: 85 points, the best booking makes 100)."""
    st, _ = _to_round_ten(seed)
    odds = last_round(st.table.sheets[0])
    st = st.apply(0, Choose(odds["recommended"])).apply(0, Roll())
    rolled = st.table.sheets[0]
    st = st.apply(0, Confirm())
    return st, rolled


def _position_json(g) -> dict:
    return {"variant": g.variant, "round": g.round, "bank": g.bank_digits(), "sheet": g.sheet.to_json(),
            "free_books": g.free_books, "next_free_book_must_be_sequence": g.free_book_must_be_sequence}


def _advise(position: dict, tmp_path) -> dict:
    path = tmp_path / "position.json"
    path.write_text(json.dumps(position))
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["advise", "simili", str(path)]) == 0
    return json.loads(out.getvalue())


@pytest.fixture(scope="module")
def category_game():
    st, odds, worst = planted_category()
    return st, odds, worst, review(st.log().to_json(), 0, Values(model=True))


def test_round_ten_category_values_are_advise_simili_s_to_1e_6(category_game, tmp_path):
    st, odds, worst, rv = category_game
    # the round-10 position, rebuilt from the log up to its choice
    choose = [d for d in rv.decisions if d.round == 10][0]
    partial = RULES.new({}, 3, ["A"])
    for seat, move in st.log().moves[: choose.index]:
        partial = partial.apply(seat, RULES.move_from_json(move))
    advice = _advise(_position_json(partial.table.sheets[0]), tmp_path)
    assert choose.played == {"type": "choose", "category": worst}
    assert abs(choose.value_played - advice[worst]["p_win"]) < 1e-6
    assert choose.best == {"type": "choose", "category": advice["recommended"]}
    assert abs(choose.value_best - advice[advice["recommended"]]["p_win"]) < 1e-6


def test_a_planted_category_blunder_is_labelled_with_the_better_category(category_game):
    _, odds, worst, rv = category_game
    choose = [d for d in rv.decisions if d.round == 10][0]
    assert odds[odds["recommended"]]["p_win"] - odds[worst]["p_win"] >= 0.2
    assert choose.to_json()["label"] == "blunder"
    assert choose.why == "review.simili.category.better"
    assert choose.why_params["best"] == odds["recommended"] != worst


def test_a_booking_that_misses_100_in_reach_is_a_blunder_with_the_books_shown():
    st, rolled = planted_booking()
    rv = review(st.log().to_json(), 0, FewPlayouts())
    booking = rv.decisions[-1].to_json()
    gain, _ = best_steps(Position.from_game(rolled))
    assert Position.from_game(rolled).score + gain >= WIN_SCORE > st.table.sheets[0].total
    assert (booking["value_played"], booking["value_best"], booking["label"]) == (0.0, 1.0, "blunder")
    assert booking["played"] == [] and booking["best"] and all(b["type"] == "book" for b in booking["best"])
    assert booking["why"] == "review.simili.books.last_better"
    assert booking["why_params"] == {"best_score": Position.from_game(rolled).score + gain,
                                     "score": st.table.sheets[0].total}
    assert rv.end == 0.0


def test_round_ten_booking_is_one_when_the_best_booking_reaches_100(category_game):
    st, _, _, rv = category_game
    booking = rv.decisions[-1]
    assert booking.round == 10
    won = st.table.sheets[0].total >= WIN_SCORE
    assert booking.value_played == (1.0 if won else 0.0) == rv.end
    assert booking.value_best in (0.0, 1.0)


def test_luck_minus_losses_is_the_change_in_value(category_game):
    _, _, _, rv = category_game
    check_identity(rv)
    assert len(rv.decisions) == 20 and len(rv.chance) == 10
    assert rv.to_json()["skill"] == pytest.approx(-sum(d.loss for d in rv.decisions))
    for c in rv.chance:
        assert 0.0 <= c.before <= 1.0 and 0.0 <= c.after <= 1.0


def test_the_rounds_log_and_the_game_log_give_the_same_review():
    from similarium.games.simili.log import game_to_log

    st, _ = planted_booking()
    common = review(st.log().to_json(), 0, FewPlayouts()).to_json()
    rounds = review(game_to_log(st.table.sheets[0]), 0, FewPlayouts()).to_json()
    for a, b in zip(common["decisions"], rounds["decisions"], strict=True):
        assert (a["value_played"], a["value_best"], a["label"], a["round"]) == \
            (b["value_played"], b["value_best"], b["label"], b["round"])
    assert rounds["decisions"][0]["played"] in CATEGORIES  # the rounds format's own form
    assert (common["start"], common["end"], common["par"]) == (rounds["start"], rounds["end"], rounds["par"])


def test_par_is_the_bot_on_the_same_dice():
    st = play(RULES.new({}, 1, ["A"]), {0: RULES.bots["greedy"]()})
    rv = review(st.log().to_json(), 0, FewPlayouts())
    bot = play(RULES.new({}, 1, ["Bot"]), {0: RULES.bots["policy"]()})
    assert rv.par == {"bot": "policy", "score": bot.outcome().scores[0],
                      "won": bot.outcome().scores[0] >= WIN_SCORE}


def test_each_seat_of_a_table_is_reviewed_from_its_own_sheet():
    st = play(RULES.new({}, 4, ["A", "B"]), {0: RULES.bots["policy"](), 1: RULES.bots["greedy"]()})
    for seat in (0, 1):
        rv = review(st.log().to_json(), seat, FewPlayouts())
        check_identity(rv)
        assert rv.end == (1.0 if st.outcome().scores[seat] >= WIN_SCORE else 0.0)
    assert [d.played for d in review(st.log().to_json(), 1, FewPlayouts()).decisions][::2] == [
        m for s, m in st.log().moves if s == 1 and m["type"] == "choose"]


def test_rounds_one_to_eight_are_the_value_model_s_deterministic_figures(category_game):
    """With the model (``Values(model=True)``), Classic rounds 1-8: each category decision's values are ``category_chances`` of the
    position before the choice (the shipped model), the booking's the next position's best;
    round 9's are exact for the fast policy (``policy_round_nine``), as without the model;
    no margin (no playout noise), and a second review gives the same figures."""
    st, _, _, rv = category_game
    values = Values(model=True)
    partial = RULES.new({}, 3, ["A"])
    moves = st.log().moves
    chosen = {d.index: d for d in rv.decisions if d.round < 10 and d.why.startswith("review.simili.category")}
    assert len(chosen) == 9
    for i, (seat, move) in enumerate(moves):
        if i in chosen:
            d = chosen[i]
            pos = Position.from_game(partial.table.sheets[0])
            got = (policy_round_nine(pos, valuation(1, FAST.weights), FAST.books) if d.round == 9
                   else category_chances(pos))
            assert d.value_played == got[move["category"]] == values.categories(pos)[move["category"]]
            assert d.value_best == max(got.values())
        partial = partial.apply(seat, RULES.move_from_json(move))
    # deterministic: no margin, but the first decision's (its values are the 20,000 playouts a
    # category shipped for a game's first position, with their paired interval)
    assert rv.decisions[0].round == 1 and 0 < rv.decisions[0].margin < 0.02
    assert all(d.margin == 0 for d in rv.decisions[1:])
    assert review(st.log().to_json(), 0, Values(model=True)).to_json() == rv.to_json()


def test_estimated_losses_are_labelled_by_their_95_percent_lower_end(category_game):
    """With playouts (the default), rounds 1-9 are estimates: each decision
    carries the half-width of its loss's paired 95% interval and is labelled by loss - margin;
    round 10 is exact (margin 0)."""
    from similarium.core.review import label

    st = category_game[0]
    rv = review(st.log().to_json(), 0, FewPlayouts())
    margins = [d.margin for d in rv.decisions if d.round < 10 and d.loss > 0]
    assert margins and all(m > 0 for m in margins)
    assert all(d.margin == 0 for d in rv.decisions if d.round == 10 or d.loss == 0)
    for d in rv.decisions:
        assert d.to_json()["label"] == label(d.loss, d.margin)


def test_a_decision_that_cannot_change_the_outcome_says_so():
    """Seed 7, the greedy bot: from round 6, 100 is out of reach whatever is played. Those
    decisions say so (``*.lost``, no percentages compared) in English and French; the others
    still compare their figures."""
    from similarium.core.i18n import CATALOGUE

    st = play(RULES.new({}, 7, ["A"]), {0: RULES.bots["greedy"]()})
    rv = review(st.log().to_json(), 0, FewPlayouts())
    settled = [d for d in rv.decisions if d.why.endswith((".lost", ".sure"))]
    assert len(settled) >= 4
    for d in rv.decisions:
        if d.why.endswith(".lost"):
            assert (d.value_played, d.value_best, d.why_params) == (0.0, 0.0, {})
        elif d.why.endswith(".sure"):
            assert (d.value_played, d.value_best, d.why_params) == (1.0, 1.0, {})
        elif d.why.startswith("review.simili.books") and d.round < 10:
            assert {d.value_played, d.value_best} not in ({0.0}, {1.0})
    for code in {d.why for d in settled}:
        assert "out of reach" in CATALOGUE.raw(code, "en") and "hors d’atteinte" in CATALOGUE.raw(code, "fr")
