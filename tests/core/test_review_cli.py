"""``python -m similarium review GAME FILE [--seat N]`` (issue 27 part 5): one JSON object of the
issue's shape; bad input as for ``replay`` (exit 2, exactly one line on stderr, never a
traceback); a game whose rules declare no review says so; labels from thresholds written once."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from similarium.cli import main
from similarium.core import review as core_review
from similarium.core.protocol import play
from similarium.games import registry

ROOT = Path(__file__).resolve().parents[2]
TOP = {"game", "seat", "value", "start", "end", "skill", "luck", "par", "decisions", "chance"}
DECISION = {"index", "round", "played", "best", "value_played", "value_best", "loss", "label", "why"}


def _log(game: str, tmp_path, seed: int, **kw) -> Path:
    rules = registry.get(game).load_rules()
    players = kw.get("players", ["A"])
    st = play(rules.new(kw.get("options", {}), seed, players),
              {i: rules.bots[b]() for i, b in enumerate(kw["bots"])})
    path = tmp_path / f"{game}-{seed}.json"
    path.write_text(st.log().dumps())
    return path


def _run(args: list[str], capfd) -> tuple[int, str, str]:
    rc = main(args)
    out, err = capfd.readouterr()
    return rc, out, err


def test_sb_review_prints_one_object_of_the_issue_s_shape(tmp_path, capfd):
    path = _log("sb", tmp_path, 5, players=["A", "B"], bots=["expectation", "play-to-win"])
    rc, out, err = _run(["review", "sb", str(path), "--seat", "1"], capfd)
    assert (rc, err) == (0, "")
    data = json.loads(out)
    assert set(data) == TOP and data["game"] == "sb" and data["seat"] == 1
    assert all(DECISION <= set(d) and {"points_played", "points_best"} <= set(d) for d in data["decisions"])
    assert all(set(c) >= {"index", "before", "after"} for c in data["chance"])
    assert data["skill"] == pytest.approx(-sum(d["loss"] for d in data["decisions"]))
    assert data["end"] - data["start"] == pytest.approx(data["luck"] + data["skill"], abs=1e-9)
    assert out.count("\n") == 1


def test_simili_review_through_the_command_line(tmp_path):
    """The real value model (playouts, fixed seed) through ``python -m similarium``: the same
    answer twice, the issue's shape, two decisions a round."""
    path = _log("simili", tmp_path, 8, bots=["policy"])
    cmd = [sys.executable, "-m", "similarium", "review", "simili", str(path)]
    env = {"PYTHONPATH": str(ROOT / "py"), "PATH": "/usr/bin:/bin"}
    first = subprocess.run(cmd, capture_output=True, text=True, env=env, check=False)
    assert (first.returncode, first.stderr) == (0, "")
    data = json.loads(first.stdout)
    assert set(data) == TOP and len(data["decisions"]) == 20 and len(data["chance"]) == 10
    assert all(DECISION <= set(d) for d in data["decisions"])
    assert data["end"] - data["start"] == pytest.approx(data["luck"] + data["skill"], abs=1e-9)
    again = subprocess.run(cmd, capture_output=True, text=True, env=env, check=False)
    assert again.stdout == first.stdout


def _one_line(rc: int, out: str, err: str) -> None:
    assert rc == 2 and out == ""
    assert err.count("\n") == 1 and err.strip() and "Traceback" not in err


def test_bad_input_exits_2_with_one_line(tmp_path, capfd):
    sb = _log("sb", tmp_path, 5, players=["A", "B"], bots=["expectation", "expectation"])
    unfinished = json.loads(sb.read_text())
    unfinished["moves"] = unfinished["moves"][:7]
    illegal = json.loads(sb.read_text())
    illegal["moves"][1][1] = "set aside 6,6,6,6,6,6"
    files = {
        "not json": ("{", "cannot read the log"),
        "a list": ("[]", "cannot read the log"),
        "unfinished": (json.dumps(unfinished), "finished game"),
        "illegal": (json.dumps(illegal), "illegal action: move 2"),
        "simili rounds, illegal": (json.dumps({"rounds": [{"category": "sequence", "roll": [1, 2, 3], "books": [
            {"digit": 9, "category": "sequence", "row": 0, "space": 0}]}]}), "illegal action: round 1"),
    }
    for name, (text, words) in files.items():
        path = tmp_path / f"{name}.json"
        path.write_text(text)
        game = "simili" if name.startswith("simili") else "sb"
        rc, out, err = _run(["review", game, str(path)], capfd)
        _one_line(rc, out, err)
        assert words in err, (name, err)
    for argv, words in ((["review", "sb", str(sb), "--seat", "2"], "--seat must be between 0 and 1"),
                        (["review", "sb", str(sb), "--seat", "9" * 5000], "--seat must be"),
                        (["review", "simili", str(sb)], "not 'simili'"),
                        (["review", "sb", str(tmp_path / "missing.json")], "cannot read the log")):
        rc, out, err = _run(argv, capfd)
        _one_line(rc, out, err)
        assert words in err and len(err) < 250


def test_games_without_a_model_are_refused_in_one_sentence(tmp_path, capfd):
    three = _log("sb", tmp_path, 5, players=["A", "B", "C"], bots=["expectation"] * 3)
    rc, out, err = _run(["review", "sb", str(three)], capfd)
    _one_line(rc, out, err)
    assert err == "review is not available for SB games of 3 players yet (the race model is for 2; " \
                  "the daily is reviewed too)\n"
    for game in ("similo", "similis"):
        rc, out, err = _run(["review", game, str(three)], capfd)
        _one_line(rc, out, err)
        assert err == f"review is not available for {game} yet\n"


def test_the_review_is_declared_on_the_rules():
    assert registry.get("simili").load_rules().review == "similarium.games.simili.review"
    assert registry.get("sb").load_rules().review == "similarium.games.sb.review"


@pytest.mark.parametrize("loss, name", [(0.0, "best"), (1e-12, "best"), (0.01, "good"), (0.03, "inaccuracy"),
                                        (0.0799, "inaccuracy"), (0.08, "mistake"), (0.2, "blunder"),
                                        (1.0, "blunder")])
def test_labels_come_from_the_thresholds(loss, name):
    assert core_review.label(loss) == name


@pytest.mark.parametrize("loss, margin, name", [(0.25, 0.0, "blunder"), (0.25, 0.06, "mistake"), (0.25, 0.2, "inaccuracy"),
                                                (0.25, 0.23, "good"), (0.0, 0.5, "best")])
def test_an_estimated_loss_is_labelled_by_the_loss_it_surely_is(loss, margin, name):
    assert core_review.label(loss, margin) == name
