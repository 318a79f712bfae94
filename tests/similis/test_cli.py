"""``python -m similarium replay|advise|simulate similis``: the fixed formats and every refusal
(exit 2, the turn and the rule code on stderr)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from similarium.games.similis.protocol import RULES

ROOT = Path(__file__).resolve().parents[2]


def cli(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "similarium", *args], input=stdin, capture_output=True, text=True,
                          cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT / "py")})


def card(card_id: str) -> list:
    n, s, c, b = card_id.split("-")
    return [int(n), s, c, b]


def cards(ids: str) -> list:
    return [card(i) for i in ids.split()]


HAND0 = "1-ankh-blue-stone 1-ankh-blue-sand 2-eye-red-sand 3-lotus-green-papyrus 1-ankh-green-stone"
NO_SERIES = "4-feather-red-papyrus 2-scarab-green-sand 3-eye-yellow-stone"


def deal(turns: list, banned=None, **changes) -> dict:
    base = {"game": "similis", "players": 3, "banned": banned,
            "hands": [cards(HAND0), cards(NO_SERIES), cards("5-feather-red-stone")],
            "market": cards("1-ankh-blue-papyrus 4-eye-green-sand 5-lotus-yellow-papyrus"),
            "pile": cards("3-scarab-red-stone 2-ankh-yellow-sand"), "turns": turns}
    return {**base, **changes}


def replay(data) -> subprocess.CompletedProcess:
    return cli("replay", "similis", "-", stdin=data if isinstance(data, str) else json.dumps(data))


PAIR = {"player": 0, "series": cards("1-ankh-blue-stone 1-ankh-blue-sand"), "market": None,
        "gifts": [{"card": card("2-eye-red-sand"), "to": 1}, {"card": card("3-lotus-green-papyrus"), "to": 2}]}


def test_replay_prints_the_fixed_summary():
    out = replay(deal([PAIR]))
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == {"finished": False, "winner": None, "hand_sizes": [1, 4, 2], "scores": None}


def test_replay_of_a_finished_game_gives_the_scores():
    turns = [PAIR, {"player": 1, "draw": True}, {"player": 2, "draw": True},
             {"player": 0, "series": [card("1-ankh-green-stone")], "market": card("1-ankh-blue-papyrus"), "gifts": []}]
    turns[-1]["market"] = card("1-ankh-green-papyrus")
    out = replay(deal(turns, market=cards("1-ankh-green-papyrus 4-eye-green-sand 5-lotus-yellow-papyrus")))
    assert out.returncode == 0, out.stderr
    # seat 0's last card with a market card: a series of 2 (3 in common), an empty hand, no refill
    data = json.loads(out.stdout)
    assert data == {"finished": True, "winner": 0, "hand_sizes": [0, 5, 3], "scores": [0, 5, 3]}


def test_the_deal_is_taken_as_given_any_values_and_hand_sizes():
    data = deal([{"player": 0, "series": [["x", "a", "b", "c"], ["x", "a", "b", "d"]], "gifts": []}],
                hands=[[["x", "a", "b", "c"], ["x", "a", "b", "d"]], [[9, "z", "z", "z"]], [[8, "y", "y", "y"]]],
                market=[], pile=[])
    out = replay(data)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["winner"] == 0


def refused(data, rule: str, turn: int = 1) -> None:
    out = replay(data)
    assert out.returncode == 2 and out.stdout == "", out.stdout
    assert f"turn {turn}" in out.stderr and f"[rule {rule}]" in out.stderr, out.stderr


def test_out_of_turn_is_refused():
    refused(deal([{**PAIR, "player": 1}]), "similis.not_your_turn")


def test_a_player_who_is_not_at_the_table_is_refused():
    refused(deal([{**PAIR, "player": 5}]), "similis.not_a_seat")


def test_not_a_series_is_refused():
    refused(deal([{**PAIR, "series": cards("1-ankh-blue-stone 2-eye-red-sand"), "gifts": []}]), "similis.not_a_series")


def test_a_wrong_series_size_is_refused():
    refused(deal([{**PAIR, "series": cards("1-ankh-blue-stone"), "gifts": []}]), "similis.series_size")


def test_a_card_not_in_the_hand_is_refused():
    refused(deal([{**PAIR, "series": cards("1-ankh-blue-stone 1-ankh-blue-papyrus")}]), "similis.not_in_hand")


def test_a_card_not_in_the_market_is_refused():
    refused(deal([{**PAIR, "series": cards("1-ankh-blue-stone"), "market": card("1-ankh-blue-sand"), "gifts": []}]),
            "similis.not_in_market")


def test_a_banned_card_in_a_series_is_refused():
    refused(deal([PAIR], banned={"symbol": "ankh", "colour": "blue"}), "similis.banned_in_series")


@pytest.mark.parametrize("gifts", [[], [{"card": card("2-eye-red-sand"), "to": 1}],
                                   PAIR["gifts"] + [{"card": card("1-ankh-green-stone"), "to": 1}]])
def test_the_wrong_number_of_gifts_is_refused(gifts):
    refused(deal([{**PAIR, "gifts": gifts}]), "similis.gift_count")


def test_a_gift_to_oneself_is_refused():
    refused(deal([{**PAIR, "gifts": [PAIR["gifts"][0], {"card": card("3-lotus-green-papyrus"), "to": 0}]}]),
            "similis.gift_to_self")


def test_a_gift_not_in_the_hand_is_refused():
    refused(deal([{**PAIR, "gifts": [PAIR["gifts"][0], {"card": card("5-lotus-yellow-papyrus"), "to": 2}]}]),
            "similis.not_in_hand")


def test_a_draw_while_a_series_is_possible_is_refused():
    refused(deal([{"player": 0, "draw": True}]), "similis.draw_while_series")


def test_a_draw_while_the_market_makes_a_series_is_refused():
    refused(deal([PAIR, {"player": 1, "draw": True}], market=cards("2-eye-red-stone 4-eye-green-sand")),
            "similis.draw_while_series", turn=2)


def test_anything_after_the_end_is_refused():
    win = {"player": 0, "series": cards("1-ankh-blue-stone 1-ankh-blue-sand"), "gifts": []}
    refused(deal([win, {"player": 1, "draw": True}], hands=[cards("1-ankh-blue-stone 1-ankh-blue-sand"),
                                                            cards(NO_SERIES), cards(NO_SERIES)]),
            "similis.game_over", turn=2)


@pytest.mark.parametrize("text, reason", [
    ("{", "cannot read"), ("[]", "JSON object"), (json.dumps(deal([], game="similo")), "not a Similis"),
    (json.dumps(deal([], players=2, hands=[[], []])), "3 to 6"), (json.dumps(deal([], hands=[[]])), "hands"),
    (json.dumps(deal([{"player": 0, "draw": True, "series": []}])), "turn 1"),
    (json.dumps(deal([], market=[[1, "a"]])), "a card is"), (json.dumps({**deal([]), "extra": 1}), "unknown"),
])
def test_malformed_input_exits_2_with_the_reason(text, reason):
    out = replay(text)
    assert out.returncode == 2 and out.stdout == "" and reason in out.stderr, out.stderr


VIEW = {"game": "similis", "players": 3, "banned": None, "seat": 1, "hand": cards(HAND0),
        "market": cards("1-ankh-blue-papyrus 4-eye-green-sand"), "hand_sizes": [4, 5, 2], "pile_size": 10}


def test_advise_prints_a_turn_in_the_replay_format():
    out = cli("advise", "similis", "-", stdin=json.dumps(VIEW))
    assert out.returncode == 0, out.stderr
    turn = json.loads(out.stdout)
    assert set(turn) == {"series", "market", "gifts"}
    # played on a deal with that view, the replay accepts it
    hands = [cards("1-scarab-red-papyrus 2-feather-green-sand 3-lotus-yellow-stone"), cards(HAND0),
             cards("5-feather-yellow-papyrus 4-lotus-red-sand")]
    out = replay(deal([{"player": 0, "draw": True}, {"player": 1, **turn}], hands=hands, market=VIEW["market"]))
    assert out.returncode == 0, out.stderr


def test_advise_draws_when_no_series_is_possible():
    view = {**VIEW, "hand": cards(NO_SERIES), "market": cards("5-feather-blue-sand")}
    out = cli("advise", "similis", "-", stdin=json.dumps(view))
    assert out.returncode == 0 and json.loads(out.stdout) == {"draw": True}


@pytest.mark.parametrize("change", [{"seat": 3}, {"hand": []}, {"hand_sizes": [1, 2]}, {"players": 7}])
def test_advise_refuses_a_view_that_cannot_be(change):
    out = cli("advise", "similis", "-", stdin=json.dumps({**VIEW, **change}))
    assert out.returncode == 2 and out.stderr


def test_simulate_prints_win_rates_with_intervals_game_length_and_forced_draws():
    out = cli("simulate", "similis", "--games", "12", "--seed", "3", "--players", "4", "--banned")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["players"] == 4 and data["banned"] is True and data["games"] == 12
    assert set(data["bots"]) == set(RULES.bots)  # every level, the strong one included
    for stats in data["bots"].values():
        lo, hi = stats["ci95"]
        assert 0 <= lo <= stats["win_rate"] <= hi <= 1
    assert data["turns"]["mean"] > 0 and 0 <= data["forced_draw_share"] < 1
    assert {"stall_rate", "pile_emptied_rate", "pass_share"} <= set(data)


def test_simulate_refuses_a_table_of_two():
    assert cli("simulate", "similis", "--games", "5", "--players", "2").returncode == 2
