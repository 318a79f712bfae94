"""Mangled logs and positions on the command line: always a clear refusal (exit 2 and exactly
one line on stderr) or an answer (exit 0), never a traceback, for every game's replay and advise:
random mutations, a wrong type in every field of a valid file, and hostile files (100,000-deep
nesting, UTF-16, invalid UTF-8, 5,000-digit and 1e999 numbers, NaN, over 8 MB, a directory)."""

from __future__ import annotations

import contextlib
import io
import json
import random
import sys

import pytest

from similarium.cli import main

VALUES = [None, 0, -1, 3.5, "x", "", [], {}, [1, 2], {"a": 1}, True, "roll", [[]], [["roll"]], 10**30,
          "K7", [1, 2, 3]]
BASES = {
    "simili": {"game": "simili", "variant": "classic", "rounds": [
        {"category": "sequence", "roll": [1, 2, 3],
         "books": [{"digit": 1, "category": "sequence", "row": 0, "space": 0}]}]},
    "sb": {"players": ["A", "B"], "seed": 3, "turns": [["roll", {"set_aside": "K1"}]]},
}


def mutate(x, rng: random.Random):
    """``x`` with one value somewhere inside replaced by an odd one."""
    if isinstance(x, dict | list) and x and rng.random() < 0.7:
        y = dict(x) if isinstance(x, dict) else list(x)
        k = rng.choice(list(y)) if isinstance(y, dict) else rng.randrange(len(y))
        y[k] = mutate(x[k], rng) if rng.random() < 0.6 else rng.choice(VALUES)
        return y
    return rng.choice(VALUES)


def run(args: list[str], stdin: str, monkeypatch) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = main(args)
    return rc, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("game", sorted(BASES))
@pytest.mark.parametrize("command", ["replay", "advise"])
def test_mangled_input_is_refused_with_a_reason(game, command, monkeypatch):
    rng = random.Random(f"{game}/{command}")
    refused = 0
    for _ in range(250):
        rc, out, err = run([command, game, "-"], json.dumps(mutate(BASES[game], rng)), monkeypatch)
        assert rc in (0, 2)
        if rc == 2:
            refused += 1
            assert err.strip() and out == ""
    assert refused > 50  # the mutations do reach the checks
    rc, _, err = run([command, game, "-"], "{not json", monkeypatch)
    assert rc == 2 and err.strip()


# --- every game, every field, hostile files --------------------------------------------------

def _similo_game() -> dict:
    from similarium.games.similo import decks
    from similarium.games.similo.protocol import deck_ids

    deck = decks.load()[deck_ids()[0]]
    grid, hand, draws = list(deck.ids[:12]), list(deck.ids[12:17]), list(deck.ids[17:])
    others = [c for c in grid if c != grid[5]]
    return {"game": "similo", "rules": "classic", "advanced": False, "characters": deck.id, "clues": deck.id,
            "grid": grid, "secret": grid[5], "hand": hand, "draws": draws,
            "rounds": [{"clue": hand[0], "orientation": "vertical", "remove": others[:1]},
                       {"clue": hand[1], "orientation": "horizontal", "remove": []}]}


def _card(card_id: str) -> list:
    n, *rest = card_id.split("-")
    return [int(n), *rest]


def _similis(kind: str) -> dict:
    hand = [_card(c) for c in ("1-ankh-blue-stone", "1-ankh-blue-sand", "2-eye-red-sand", "3-lotus-green-papyrus",
                               "5-scarab-yellow-stone")]
    market = [_card("1-ankh-blue-papyrus"), _card("4-eye-green-sand")]
    if kind == "advise":
        return {"game": "similis", "players": 3, "banned": None, "seat": 1, "hand": hand, "market": market,
                "hand_sizes": [4, 5, 2], "pile_size": 10}
    return {"game": "similis", "players": 3, "banned": {"symbol": "eye", "colour": "red"},
            "hands": [hand, [_card("4-feather-red-papyrus")], [_card("5-feather-red-stone")]],
            "market": market, "pile": [_card("3-scarab-red-stone")],
            "turns": [{"player": 0, "series": hand[:2], "market": None, "gifts": [{"card": hand[2], "to": 1},
                                                                                   {"card": hand[3], "to": 2}]},
                      {"player": 1, "draw": True}]}


def valid_files() -> dict[tuple[str, str], dict]:
    """A file each command accepts (exit 0): the base of the field-by-field mutations."""
    similo = _similo_game()
    guesser = {**similo, "secret": None, "role": "guesser"}
    return {
        ("replay", "simili"): BASES["simili"],
        ("advise", "simili"): {"variant": "classic", "round": 10, "bank": [7, 8, 0, 7, 2],
                               "sheet": {"sequence": [[1, 2, None, None]] + [[None] * 4] * 4,
                                         "matching": [[0, 0, 0, 0]] + [[None] * 4] * 4,
                                         "ladder": [[None] * 4] * 5},
                               "free_books": 0, "next_free_book_must_be_sequence": False},
        ("replay", "sb"): {**BASES["sb"], "target": 60, "turns": [[
            "roll 1,1,2,3,3,4,5,5 K2,K6", "set aside K2", {"roll": {"base": [1, 1, 2, 3, 3, 4, 5, 5], "keys": [6]}},
            {"set_aside": "K6"}, "stop"]]},
        ("advise", "sb"): {"base": [1, 1], "keys": [2], "roll": "3,3,4,5,6,6 K5", "target": 30},
        ("replay", "similo"): similo,
        ("advise", "similo"): guesser,
        ("replay", "similis"): _similis("replay"),
        ("advise", "similis"): _similis("advise"),
    }


ODD = [None, True, -1, 0, 2.5, 10**39, -(10**39), 1e300, "", "x", "line\nbreak", "\u00e9\U0001f600", [], {},
       [None], [[[]]], {"a": []}]


def paths(x, at=()):
    """Where a value sits in ``x``: every key of every object, the first and last item of every list."""
    yield at
    if isinstance(x, dict):
        for k, v in x.items():
            yield from paths(v, (*at, k))
    elif isinstance(x, list) and x:
        for i in sorted({0, len(x) - 1}):
            yield from paths(x[i], (*at, i))


def put(x, path, value):
    if not path:
        return value
    y = dict(x) if isinstance(x, dict) else list(x)
    y[path[0]] = put(x[path[0]], path[1:], value)
    return y


def drop(x, path):
    """``x`` without the value at ``path``."""
    parent = x
    for k in path[:-1]:
        parent = parent[k]
    parent = dict(parent) if isinstance(parent, dict) else list(parent)
    del parent[path[-1]]
    return put(x, path[:-1], parent)


def check(rc: int, out: str, err: str, case: object = "") -> None:
    """Exit 0 with JSON on stdout, or exit 2 with exactly one line on stderr that is a reason."""
    if rc == 0:
        json.loads(out)
        return
    assert rc == 2, (rc, err, case)
    assert out == "" and err.endswith("\n") and err.count("\n") == 1 and err.strip(), (err, case)
    assert "internal error" not in err and "Traceback" not in err, (err, case)


@pytest.mark.parametrize("command, game", sorted(valid_files()))
def test_every_field_of_every_file_with_a_wrong_type(command, game, monkeypatch):
    base = valid_files()[(command, game)]
    rc, out, err = run([command, game, "-"], json.dumps(base), monkeypatch)
    assert rc == 0, err  # the base is a valid file
    refused = 0
    for where in list(paths(base))[1:]:
        cases = [(value, put(base, where, value)) for value in ODD] + [("(left out)", drop(base, where))]
        for value, case in cases:
            rc, out, err = run([command, game, "-"], json.dumps(case), monkeypatch)
            check(rc, out, err, f"{'.'.join(map(str, where))} = {value!r}")
            refused += rc == 2
    assert refused > 0


HUGE = "[" * 100_000 + "]" * 100_000


def hostile_files(tmp_path, command: str, game: str) -> dict[str, bytes | None]:
    text = json.dumps(valid_files()[(command, game)])
    return {
        "deep": HUGE.encode(),
        "deep objects": ('{"a":' * 50_000 + "1" + "}" * 50_000).encode(),
        "deep in a field": text.replace("[", "[" * 20_000 + "[", 1).encode(),
        "utf-16": text.encode("utf-16"),
        "utf-16-be": text.encode("utf-16-be"),
        "latin-1": '{"game": "été"}'.encode("latin-1"),
        "utf-8 with a BOM": b"\xef\xbb\xbf" + text.encode(),
        "binary": bytes(range(256)) * 4,
        "empty": b"",
        "5,000 digits": ('{"target": ' + "9" * 5000 + ', "seed": 1}').encode(),
        "5,000 digits in a field": text.replace("{", '{"seed": ' + "7" * 5000 + ", ", 1).encode(),
        "1e999": text.replace("{", '{"x": 1e999, ', 1).encode(),
        "NaN": text.replace("{", '{"x": NaN, ', 1).encode(),
        "over 8 MB": b'["' + b"a" * 8_100_000 + b'"]',
        "a list": b"[]",
        "a number": b"3",
        "a string": b'"replay"',
        "missing": None,
    }


@pytest.mark.parametrize("command, game", sorted(valid_files()))
def test_hostile_files_exit_2_with_one_line(command, game, tmp_path, capfd):
    for name, data in hostile_files(tmp_path, command, game).items():
        path = tmp_path / f"{name}.json"
        if data is not None:
            path.write_bytes(data)
        rc = main([command, game, str(path)])
        out, err = capfd.readouterr()
        if name == "utf-8 with a BOM":
            assert rc == 0, err  # a BOM is not an error
            continue
        assert rc == 2, (name, err)
        check(rc, out, err)
    rc = main([command, game, str(tmp_path)])  # a directory
    check(rc, *capfd.readouterr())
    assert rc == 2


@pytest.mark.parametrize("name, words", [("deep", "nested"), ("utf-16", "UTF-8"), ("5,000 digits", "digits"),
                                         ("binary", "UTF-8"), ("over 8 MB", "larger")])
def test_hostile_files_are_named_for_what_they_are(name, words, tmp_path, capfd):
    for command, game in sorted(valid_files()):
        path = tmp_path / "f.json"
        path.write_bytes(hostile_files(tmp_path, command, game)[name])
        assert main([command, game, str(path)]) == 2
        assert words in capfd.readouterr().err


def test_simili_advise_of_a_sheet_that_is_a_list_is_refused(monkeypatch):
    rc, out, err = run(["advise", "simili", "-"], json.dumps({"sheet": []}), monkeypatch)
    check(rc, out, err)
    assert rc == 2 and "sheet" in err


def test_usage_errors_are_one_line_too(capfd):
    for argv in (["replay", "nogame", "x"], ["advise"], ["simulate", "sb", "--games", "many"], []):
        with pytest.raises(SystemExit) as stop:
            main(argv)
        assert stop.value.code == 2
        check(2, *capfd.readouterr())


@pytest.mark.parametrize("log, reason", [
    ({"players": ["A"], "turns": 3}, "list of lists"),
    ({"players": ["A"], "actions": "roll"}, "list of lists"),
    ({"players": ["Anna", "anna"], "turns": []}, "same name"),
    ({"players": ["A" * 41], "turns": []}, "40"),
    ({"players": ["A"], "target": "60", "turns": []}, "target"),
])
def test_sb_replay_refuses_a_malformed_log(log, reason, monkeypatch):
    rc, out, err = run(["replay", "sb", "-"], json.dumps(log), monkeypatch)
    assert rc == 2 and out == "" and reason in err
