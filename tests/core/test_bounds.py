"""The data bounds at the bound and one past it (issue 28: an audit loosened each 10-100x and no
test saw it, the old tests going far beyond). The numbers are written here, not read from the
modules' constants: a changed constant fails here. And a store that accepts a write but keeps
something else: the write is not counted (issue 19 item 5; only stores that raise were tested)."""

from __future__ import annotations

import datetime as dt

import pytest

from similarium.core.cli_input import parse_json
from similarium.core.errors import BadInput
from similarium.core.match import GameResult, Match
from similarium.core.schema import SavedGame
from similarium.core.storage import MemoryStore, Repository, save_key
from similarium.core.validate import SchemaError, TooDeep, json_value, parse_json_text

NOW = dt.datetime(2026, 11, 22, 10, 15, 30, tzinfo=dt.UTC)


def names(n: int) -> list[str]:
    return [f"P{i}" for i in range(n)]


@pytest.mark.parametrize("build", [
    lambda n: Match(tuple(names(n))),
    lambda n: Match.from_dict({"players": names(n), "games": []}),
])
def test_a_match_holds_64_players_not_65(build):
    assert len(build(64).players) == 64
    with pytest.raises(BadInput):
        build(65)


def test_a_match_holds_5000_games_not_5001():
    game = {"scores": [1], "won": [True]}
    assert len(Match.from_dict({"players": ["A"], "games": [game] * 5000}).games) == 5000
    with pytest.raises(BadInput):
        Match.from_dict({"players": ["A"], "games": [game] * 5001})
    full = Match(("A",), tuple(GameResult((1,), (True,)) for _ in range(5000)))
    with pytest.raises(BadInput):
        full.with_game([1], [True])


def save_data(**changes):
    data = SavedGame("simili", "solo", 1, players=["A"], created="2026-11-01T00:00:00+00:00",
                     updated="2026-11-01T00:00:00+00:00").to_dict()
    return {**data, **changes}


def test_a_save_holds_64_players_and_10000_moves_not_one_more():
    assert len(SavedGame.from_dict(save_data(players=names(64))).players) == 64
    assert len(SavedGame.from_dict(save_data(moves=[0] * 10_000)).moves) == 10_000
    with pytest.raises(SchemaError):
        SavedGame.from_dict(save_data(players=names(65)))
    with pytest.raises(SchemaError):
        SavedGame.from_dict(save_data(moves=[0] * 10_001))


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


def test_stored_text_is_read_100_levels_deep_not_101():
    assert parse_json_text(nested(100)) == parse_json(nested(100))
    with pytest.raises(TooDeep):
        parse_json_text(nested(101))
    with pytest.raises(BadInput):
        parse_json(nested(101))


def test_a_payload_nests_48_levels_not_49():
    value: list = []
    for _ in range(48):
        value = [value]
    assert json_value(value, "x") == value  # 49 lists: depth 0 to 48
    with pytest.raises(SchemaError):
        json_value([value], "x")


def test_a_command_line_number_has_40_digits_not_41():
    assert parse_json("9" * 40) == int("9" * 40)
    assert parse_json("-" + "9" * 40) == -int("9" * 40)
    with pytest.raises(BadInput):
        parse_json("9" * 41)


class Forgetful(MemoryStore):
    """Accepts every write and keeps something else (a browser extension, a broken polyfill)."""

    def set(self, key: str, value: str) -> None:
        super().set(key, value[:-1])


def test_a_write_that_does_not_read_back_is_not_counted_and_is_kept():
    r = Repository(Forgetful(), now=lambda: NOW)
    saved = SavedGame("simili", "solo", 7, players=["A"])
    written = r.save_game(saved)
    assert not written and written.code == "failed"
    assert [p.code for p in r.problems()] == ["storage.problem.write_failed"]
    assert save_key("simili", "solo") in r.pending()  # kept in memory, goes into an export
