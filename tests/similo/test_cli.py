"""``python -m similarium replay similo FILE``: the three results and every exit-2 case."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from .helpers import DECK, DRAWS, GRID, HAND, OTHER, OTHERS, SECRET

ROOT = Path(__file__).resolve().parents[2]
PLAN = (OTHERS[:1], OTHERS[1:3], OTHERS[3:6], OTHERS[6:10], OTHERS[10:])


def game_file(rounds=None, **changes) -> dict:
    if rounds is None:
        rounds = [{"clue": HAND[0], "orientation": "vertical", "remove": list(PLAN[0])}]
    base = {"game": "similo", "rules": "classic", "advanced": False, "characters": DECK.id, "clues": DECK.id,
            "grid": list(GRID), "secret": SECRET, "hand": list(HAND), "draws": list(DRAWS), "rounds": rounds}
    return {**base, **changes}


def winning_rounds(orientation: str = "vertical") -> list[dict]:
    # the hand is HAND, then DRAWS one by one: HAND[0..4] are always in hand at rounds 1..5
    return [{"clue": HAND[i], "orientation": orientation, "remove": list(r)} for i, r in enumerate(PLAN)]


def run(data, tmp_path: Path) -> subprocess.CompletedProcess:
    path = tmp_path / "game.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "similarium", "replay", "similo", str(path)],
                          capture_output=True, text=True, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT / "py")})


def test_won(tmp_path):
    out = run(game_file(winning_rounds()), tmp_path)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == {"result": "won", "remaining": [SECRET]}


def test_lost_when_the_secret_is_removed(tmp_path):
    rounds = winning_rounds()[:2]
    rounds[1]["remove"] = [SECRET]
    out = run(game_file(rounds), tmp_path)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == {"result": "lost",
                                      "remaining": [c for c in GRID if c not in (OTHERS[0], SECRET)]}


def test_playing_with_the_last_round_short(tmp_path):
    rounds = winning_rounds()[:3]
    rounds[2]["remove"] = rounds[2]["remove"][:1]
    out = run(game_file(rounds), tmp_path)
    assert out.returncode == 0, out.stderr
    gone = {*OTHERS[:4]}
    assert json.loads(out.stdout) == {"result": "playing", "remaining": [c for c in GRID if c not in gone]}


def test_remove_rules_two_decks_and_the_advanced_variant(tmp_path):
    hand, draws = list(OTHER.ids[:5]), list(OTHER.ids[5:])
    rounds = [{"clue": hand[i], "orientation": "horizontal", "remove": list(r)} for i, r in enumerate(PLAN)]
    data = game_file(rounds, rules="remove", clues=OTHER.id, hand=hand, draws=draws)
    out = run(data, tmp_path)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["result"] == "won"
    rounds[0]["orientation"] = "vertical"
    assert run(game_file(rounds, rules="remove", advanced=True, clues=OTHER.id, hand=hand, draws=draws),
               tmp_path).returncode == 0


def refused(data, tmp_path, *words: str) -> str:
    out = run(data, tmp_path)
    assert out.returncode == 2, out.stdout
    assert out.stdout == "" and "Traceback" not in out.stderr
    for w in words:
        assert w in out.stderr, out.stderr
    return out.stderr


def test_an_unknown_card(tmp_path):
    refused(game_file(grid=[*GRID[:11], "nobody"]), tmp_path, "the deal", "similo.unknown_card")
    rounds = winning_rounds()[:2]
    rounds[1]["remove"] = ["nobody", OTHERS[1]]
    refused(game_file(rounds), tmp_path, "round 2", "similo.unknown_card")
    rounds = winning_rounds()[:1]
    rounds[0]["clue"] = "nobody"
    refused(game_file(rounds), tmp_path, "round 1", "similo.unknown_card")


@pytest.mark.parametrize("grid", [list(GRID[:11]), [*GRID, DRAWS[-1]], [*GRID[:11], OTHER.ids[0]]])
def test_a_grid_that_is_not_12_different_cards_of_the_character_deck(grid, tmp_path):
    refused(game_file(grid=grid, draws=list(DRAWS[:-1])), tmp_path, "the deal", "similo.bad_grid")


def test_a_grid_with_a_card_twice(tmp_path):
    refused(game_file(grid=[*GRID[:11], GRID[0]]), tmp_path, "the deal", "similo.card_twice")


def test_a_hand_or_draw_not_from_the_clue_deck(tmp_path):
    refused(game_file(clues=OTHER.id, draws=list(OTHER.ids[5:]), hand=list(HAND)), tmp_path,
            "the deal", "similo.not_clue_deck")
    refused(game_file(clues=OTHER.id, hand=list(OTHER.ids[:5]), draws=[*OTHER.ids[5:10], DRAWS[0]]), tmp_path,
            "the deal", "similo.not_clue_deck")


@pytest.mark.parametrize("changes", [{"hand": [*HAND[:4], GRID[0]]}, {"draws": [*DRAWS, HAND[0]]},
                                     {"draws": [DRAWS[0], DRAWS[0]]}, {"draws": [*DRAWS, GRID[3]]},
                                     {"hand": [*HAND[:4], HAND[0]]}])
def test_a_card_twice_anywhere(changes, tmp_path):
    refused(game_file(**changes), tmp_path, "the deal", "similo.card_twice")


def test_a_secret_off_the_grid(tmp_path):
    refused(game_file(secret=DRAWS[0]), tmp_path, "the deal", "similo.secret_off_grid")


def test_a_clue_not_in_the_givers_hand_at_that_moment(tmp_path):
    rounds = winning_rounds()[:2]
    rounds[1]["clue"] = HAND[0]  # played in round 1 already
    refused(game_file(rounds), tmp_path, "round 2", "similo.not_in_hand")
    rounds[1]["clue"] = DRAWS[1]  # not drawn yet: only DRAWS[0] came up after round 1
    refused(game_file(rounds), tmp_path, "round 2", "similo.not_in_hand")


def test_a_vertical_clue_under_the_remove_rules_without_the_advanced_variant(tmp_path):
    refused(game_file(winning_rounds(), rules="remove"), tmp_path, "round 1", "similo.horizontal_only")


@pytest.mark.parametrize("count", [0, 1, 3])
def test_a_wrong_number_of_removals_in_a_finished_round(count, tmp_path):
    rounds = winning_rounds()[:3]
    rounds[1]["remove"] = list(OTHERS[1:1 + count])
    rounds[2]["remove"] = list(OTHERS[4:7])
    refused(game_file(rounds), tmp_path, "round 2", "similo.round_count")


def test_too_many_removals_in_the_last_round(tmp_path):
    rounds = winning_rounds()[:1]
    rounds[0]["remove"] = list(OTHERS[:2])
    refused(game_file(rounds), tmp_path, "round 1", "similo.round_count")


def test_a_card_removed_that_is_not_on_the_table(tmp_path):
    rounds = winning_rounds()[:2]
    rounds[1]["remove"] = [OTHERS[0], OTHERS[1]]  # removed in round 1
    refused(game_file(rounds), tmp_path, "round 2", "similo.not_on_table")
    rounds[1]["remove"] = [HAND[3], OTHERS[1]]  # a clue card, never on the grid
    refused(game_file(rounds), tmp_path, "round 2", "similo.not_on_table")


def test_anything_after_the_game_ended(tmp_path):
    rounds = winning_rounds()[:3]
    rounds[1]["remove"] = [SECRET, OTHERS[1]]
    refused(game_file(rounds), tmp_path, "round 2", "similo.game_over")
    rounds[1]["remove"] = [SECRET]
    refused(game_file(rounds), tmp_path, "round 3", "similo.game_over")
    won = winning_rounds()
    won[4]["remove"] = [*won[4]["remove"], SECRET]
    refused(game_file(won), tmp_path, "round 5", "similo.game_over")


def test_a_sixth_round(tmp_path):
    rounds = [*winning_rounds(), {"clue": DRAWS[0], "orientation": "vertical", "remove": []}]
    refused(game_file(rounds), tmp_path, "round 6", "similo.sixth_round")



# -- more refusals, each naming where (the deal or the round) and the rule ---------------------

@pytest.mark.parametrize("hand, draws", [(HAND[:4], DRAWS), ((*HAND, DRAWS[0]), DRAWS[1:])])
def test_a_starting_hand_that_is_not_5_cards(hand, draws, tmp_path):
    refused(game_file(hand=list(hand), draws=list(draws)), tmp_path, "the deal", "similo.bad_hand")


@pytest.mark.parametrize("field", ["characters", "clues"])
def test_an_unknown_deck(field, tmp_path):
    refused(game_file(**{field: "nowhere"}), tmp_path, "the deal", "similo.unknown_deck")


def test_a_clue_neither_vertical_nor_horizontal(tmp_path):
    rounds = winning_rounds()[:2]
    rounds[1]["orientation"] = "diagonal"
    refused(game_file(rounds), tmp_path, "round 2", "similo.bad_orientation")


def test_two_deck_play_a_clue_from_the_character_deck(tmp_path):
    hand, draws = list(OTHER.ids[:5]), list(OTHER.ids[5:])
    rounds = [{"clue": HAND[0], "orientation": "vertical", "remove": list(PLAN[0])}]  # deck A, not in hand
    refused(game_file(rounds, clues=OTHER.id, hand=hand, draws=draws), tmp_path, "round 1", "similo.not_in_hand")


@pytest.mark.parametrize("advanced", [False, True])
def test_a_vertical_clue_in_a_later_round_under_the_remove_rules(advanced, tmp_path):
    rounds = winning_rounds("horizontal")
    rounds[2]["orientation"] = "vertical"
    if advanced:
        out = run(game_file(rounds, rules="remove", advanced=True), tmp_path)
        assert out.returncode == 0 and json.loads(out.stdout)["result"] == "won", out.stderr
    else:
        refused(game_file(rounds, rules="remove"), tmp_path, "round 3", "similo.horizontal_only")


@pytest.mark.parametrize("round_no", [1, 3, 4])
def test_a_short_round_followed_by_another(round_no, tmp_path):
    rounds = winning_rounds()
    rounds[round_no - 1]["remove"] = rounds[round_no - 1]["remove"][:-1]
    refused(game_file(rounds), tmp_path, f"round {round_no}", "similo.round_count")


def test_a_sixth_round_after_a_lost_fifth(tmp_path):
    rounds = [*winning_rounds(), {"clue": DRAWS[0], "orientation": "vertical", "remove": []}]
    rounds[4]["remove"] = [SECRET]
    refused(game_file(rounds), tmp_path, "round 6", "similo.sixth_round")

@pytest.mark.parametrize("text", [
    "", "{", "[]", "null", '{"game": "similo"}', json.dumps(game_file(game="sb")),
    json.dumps(game_file(rules="modern")), json.dumps(game_file(advanced="yes")),
    json.dumps(game_file(grid="all")), json.dumps(game_file(grid=[1, 2])), json.dumps(game_file(secret=3)),
    json.dumps(game_file(rounds={})), json.dumps(game_file(rounds=[3])),
    json.dumps(game_file(rounds=[{"clue": HAND[0]}])),
    json.dumps(game_file(rounds=[{"clue": HAND[0], "orientation": "vertical", "remove": "x"}])),
    json.dumps(game_file(rounds=[{"clue": HAND[0], "orientation": "vertical", "extra": 1}])),
    json.dumps({**game_file(), "extra": 1}), json.dumps(game_file(characters=None)),
    json.dumps(game_file(characters="nowhere")), "[" * 100000,
])
def test_malformed_json_exits_2_with_the_reason(text, tmp_path):
    refused(text, tmp_path)


def test_a_missing_file(tmp_path):
    out = subprocess.run([sys.executable, "-m", "similarium", "replay", "similo", str(tmp_path / "none.json")],
                         capture_output=True, text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT / "py")})
    assert out.returncode == 2 and "Traceback" not in out.stderr


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "similarium", *args], capture_output=True, text=True, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT / "py")})


def test_advise_gives_the_giver_a_clue_from_the_hand_with_its_meaning_and_win_chance(tmp_path):
    path = tmp_path / "g.json"
    path.write_text(json.dumps(game_file(winning_rounds()[:1]) | {"role": "giver"}), encoding="utf-8")
    out = cli("advise", "similo", str(path))
    assert out.returncode == 0, out.stderr
    advice = json.loads(out.stdout)
    assert set(advice) == {"clue", "orientation", "meaning", "win_chance"}
    assert advice["clue"] in (*HAND[1:], DRAWS[0]) and advice["orientation"] in ("vertical", "horizontal")
    assert advice["meaning"].startswith(advice["orientation"]) and 0 <= advice["win_chance"] <= 1
    # mid-round (removals due) is not the giver's moment
    rounds = winning_rounds()[:2]
    rounds[1]["remove"] = []
    path.write_text(json.dumps(game_file(rounds) | {"role": "giver"}), encoding="utf-8")
    assert cli("advise", "similo", str(path)).returncode == 2


def test_advise_gives_the_guessers_removals_without_the_secret(tmp_path):
    rounds = winning_rounds()[:2]
    rounds[1]["remove"] = []
    path = tmp_path / "g.json"
    path.write_text(json.dumps(game_file(rounds) | {"role": "guesser", "secret": None}), encoding="utf-8")
    out = cli("advise", "similo", str(path))
    assert out.returncode == 0, out.stderr
    advice = json.loads(out.stdout)
    assert set(advice) == {"remove", "belief"} and len(advice["remove"]) == 2
    assert set(advice["remove"]) <= set(advice["belief"]) and sum(advice["belief"].values()) > 0.99
    removed = {c for r in rounds for c in r["remove"]}
    assert len(advice["belief"]) == 12 - len(removed) and not removed & set(advice["belief"])
    # the guessers' advice does not depend on the secret: it is not given
    path.write_text(json.dumps(game_file(rounds) | {"role": "guesser"}), encoding="utf-8")
    assert cli("advise", "similo", str(path)).returncode == 2
    path.write_text(json.dumps(game_file(rounds)), encoding="utf-8")  # no role
    assert cli("advise", "similo", str(path)).returncode == 2


def test_simulate_reports_the_win_rate_its_interval_and_the_baselines():
    out = cli("simulate", "similo", "--games", "12", "--seed", "5", "--rules", "remove", "--advanced",
              "--characters", "myths", "--clues", "history")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert (data["rules"], data["advanced"], data["characters"], data["clues"]) == ("remove", True, "myths", "history")
    lo, hi = data["ci95"]
    assert 0 <= lo <= data["win_rate"] <= hi <= 1 and data["games"] == 12
    assert data["baseline"]["random_guessers"] == round(1 / 12, 4) and 0 <= data["baseline"]["random_bots"] <= 1
    again = cli("simulate", "similo", "--games", "12", "--seed", "5", "--rules", "remove", "--advanced",
                "--characters", "myths", "--clues", "history")
    assert json.loads(again.stdout) == data  # seeded
    assert cli("simulate", "similo", "--rules", "modern").returncode == 2
    assert cli("simulate", "similo", "--characters", "nope").returncode == 2
