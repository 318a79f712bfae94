"""Similis's review (issue 27): each decision judged by the seat's chance to finish first
(determinized rollouts of the strong bot), a planted blunder found with the better move, the
identity end - start = luck + skill, a seat's review from what it saw only, bad input refused
in one line."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from similarium.cli import main
from similarium.core.i18n import CATALOGUE
from similarium.core.protocol import play
from similarium.core.review import check_identity
from similarium.games.similis import review as R
from similarium.games.similis.protocol import RULES
from similarium.games.similis.rules import Lay
from similarium.games.similis.strong import StrongBot

PLAYERS = ("A", "B", "C")


def _strong_log(seed: int) -> tuple[dict, object]:
    state = play(RULES.new({"banned": "off"}, seed, PLAYERS), {i: StrongBot() for i in range(3)})
    return json.loads(state.log().dumps()), state


def _planted(seed: int) -> dict | None:
    """The strong bot in every seat, except that seat 0, the first time it could lay its whole
    hand (and had another series), lays the series that keeps the most cards instead."""
    state = RULES.new({"banned": "off"}, seed, PLAYERS)
    bot, planted = StrongBot(), False
    while not state.turn().over:
        seat = state.turn().seats[0]
        legal = state.legal_moves(seat)
        move = bot.choose(state.observation(seat), legal)
        hand = state.game.hands[seat]
        lays = [m for m in legal if isinstance(m, Lay)]
        if seat == 0 and not planted and any(len(m.series) == len(hand) for m in lays):
            keep = [m for m in lays if len(m.series) < len(hand)]
            if keep:
                move = min(keep, key=lambda m: len(m.series))
                planted = True
        state = state.apply(seat, move)
    return json.loads(state.log().dumps()) if planted else None


def test_a_planted_blunder_is_labelled_with_the_better_series():
    for seed in range(1, 60):
        log = _planted(seed)
        if log is not None:
            break
    assert log is not None, "no deal where seat 0 could go out"
    review = R.review(log, 0)
    check_identity(review)
    data = review.to_json()
    bad = [d for d in data["decisions"] if d["label"] in ("mistake", "blunder")]
    assert bad, data["decisions"]
    d = bad[0]
    assert d["value_best"] == 1.0  # going out: won on every deal
    assert len(d["best"]["series"]) + (d["best"]["market"] is not None) > len(d["played"]["series"])
    assert d["why"] == "review.similis.lay.better_lay"
    assert "{" not in CATALOGUE.raw(d["why"], "fr").format(**d["why_params"])


def test_the_identity_holds_and_the_same_log_gives_the_same_review():
    log, state = _strong_log(5)
    first = R.review(log, 1, rollouts=3)
    check_identity(first)
    assert first.end == (1.0 if 1 in state.game.winners() else 0.0)
    assert first.start == pytest.approx(1 / 3)
    assert all(c.kind in ("deal", "table") for c in first.chance)
    assert first.par["bot"] == "strong" and first.par["winners"] == list(state.game.winners())
    again = R.review(log, 1, rollouts=3)
    assert again.to_json() == first.to_json()


def test_determinizing_reads_only_what_the_seat_saw():
    """Two games that differ only in what seat 0 cannot see (cards swapped between the other
    hands and the pile) give the same deals, seed by seed."""
    game = RULES.new({"banned": "off"}, 9, PLAYERS).game
    b, c = list(game.hands[1]), list(game.hands[2])
    b[0], c[0] = c[0], b[0]
    pile = list(game.pile)
    b[1], pile[0] = pile[0], b[1]
    other = replace(game, hands=(game.hands[0], tuple(b), tuple(c)), pile=tuple(pile))
    assert other != game
    for seed in range(3):
        assert R.determinize(other, 0, seed) == R.determinize(game, 0, seed)
    swapped = R.determinize(game, 1, 0)  # seat 1 does see its own hand
    assert swapped.hands[1] == game.hands[1] and R.determinize(other, 1, 0).hands[1] == tuple(b)


def _turns_file(state) -> dict:
    g0 = RULES.new({"banned": "off"}, state.seed, PLAYERS).game
    turns: list[dict] = []
    from similarium.games.similis.rules import Draw, Gift

    for seat, move in state.played:
        if isinstance(move, Draw):
            turns.append({"player": seat, "draw": True})
        elif isinstance(move, Lay):
            turns.append({"player": seat, "series": [c.to_json() for c in move.series],
                          "market": None if move.market is None else move.market.to_json(), "gifts": []})
        elif isinstance(move, Gift):
            turns[-1]["gifts"].append({"card": move.card.to_json(), "to": move.to})
    return {"game": "similis", "players": 3, "banned": None, "hands": [[c.to_json() for c in h] for h in g0.hands],
            "market": [c.to_json() for c in g0.market], "pile": [c.to_json() for c in g0.pile], "turns": turns}


def test_bad_input_exits_2_with_one_line(tmp_path, capfd):
    log, state = _strong_log(5)
    turns = _turns_file(state)
    cases = {
        "not json": ("{", "cannot read the log"),
        "unfinished": (json.dumps(dict(log, moves=log["moves"][:4])), "finished game"),
        "illegal": (json.dumps(dict(log, moves=log["moves"][1:])), "illegal action: move 1"),
        "turns, illegal": (json.dumps(dict(turns, turns=turns["turns"][1:])), "illegal action: turn 1"),
        "turns, unfinished": (json.dumps(dict(turns, turns=turns["turns"][:3])), "finished game"),
        "similo log": (json.dumps(dict(log, game="similo")), "not 'similis'"),
    }
    for name, (text, words) in cases.items():
        path = tmp_path / f"{name}.json"
        path.write_text(text)
        rc = main(["review", "similis", str(path)])
        out, err = capfd.readouterr()
        assert rc == 2 and out == "" and err.count("\n") == 1 and words in err, (name, err)
    good = tmp_path / "good.json"
    good.write_text(json.dumps(log))
    rc = main(["review", "similis", str(good), "--seat", "3"])
    out, err = capfd.readouterr()
    assert rc == 2 and "--seat must be between 0 and 2" in err and err.count("\n") == 1


def test_the_turns_format_is_reviewed_as_the_common_log():
    log, state = _strong_log(5)
    turns = _turns_file(state)
    a = R.review(log, 2, rollouts=2).to_json()
    b = R.review(turns, 2, rollouts=2).to_json()
    assert [d["round"] for d in a["decisions"]] == [d["round"] for d in b["decisions"]]
    assert [d["played"].get("series", d["played"].get("gift")) for d in a["decisions"]] == [
        d["played"].get("series", d["played"].get("card")) for d in b["decisions"]]
    assert a["end"] == b["end"] and a["par"] == b["par"]


def test_the_reasons_read_in_english_and_french():
    from similarium.core.i18n import placeholders
    from similarium.games.similis import review_texts

    assert set(review_texts.EN) == set(review_texts.FR)
    for code, text in review_texts.EN.items():
        assert placeholders(text) == placeholders(review_texts.FR[code]) and text != review_texts.FR[code]
    params = {"percent": "1", "cards": 3, "to": 1, "best_percent": "2", "played_percent": "3", "best_cards": 4,
              "played_cards": 2, "best_to": 2, "played_to": 1}
    for code in review_texts.EN:
        for lang in ("en", "fr"):
            assert "{" not in CATALOGUE.raw(code, lang).format(**params)


def test_the_page_s_review_comes_a_decision_at_a_time_and_equals_the_review(monkeypatch):
    """The page paints between steps (ui/reviewing.py): one step per decision of the seat (its
    rollouts, the slow part) and one for the par; the result is review()'s."""
    from similarium.core import review as core_review

    monkeypatch.setattr(R, "ROLLOUTS", 2)
    log, _ = _strong_log(5)
    work = core_review.review_steps(R, log, 1)
    steps = []
    while True:
        try:
            steps.append(next(work))
        except StopIteration as done:
            result = done.value
            break
    whole = R.review(log, 1, rollouts=2)
    assert len(whole.decisions) >= 3 and len(steps) == len(whole.decisions) + 1
    assert [d for d, _ in steps] == sorted(d for d, _ in steps) and all(d < t for d, t in steps)
    assert result == whole


@pytest.mark.parametrize("players", sorted(R.SHARE_MAP))
def test_the_share_map_rises_from_its_first_knot_to_its_last(players):
    knots = R.SHARE_MAP[players]
    assert knots[0][0] == 0.0 and knots[-1][0] == 1.0
    assert [R.stated(s, players) for s, _ in knots] == pytest.approx([r for _, r in knots])
    grid = [R.stated(k / 64, players) for k in range(65)]
    assert all(b > a for a, b in zip(grid, grid[1:], strict=False))  # every share its own value
    assert R.stated(0.5, players) < 0.5  # 8 rollouts are too sure: half won realises less


def test_a_value_is_its_share_mapped_unless_the_move_ends_the_game():
    game = RULES.new({"banned": "off"}, 5, PLAYERS).game
    values = R.Values(game, game.to_move, rollouts=4)
    for move in game.legal_moves()[:3]:
        assert not values.exact(move)
        assert values.value(move) == pytest.approx(R.stated(values.share(move), 3))
