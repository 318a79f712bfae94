"""Envelope, record values and migrations, without a store."""

from __future__ import annotations

from typing import Any

import pytest

from similarium.core.match import Match
from similarium.core.schema import (
    CURRENT_VERSION,
    KINDS,
    MIGRATIONS,
    GameValidator,
    MatchRecord,
    SavedGame,
    Settings,
    check_envelope,
    make_envelope,
    migrate,
    parse_data,
    utc_now_iso,
)
from similarium.core.validate import SchemaError, timestamp

TS = "2026-11-22T10:00:00+00:00"


def save_data(**changes: Any) -> dict[str, Any]:
    data = {"game": "simili", "mode": "solo", "seed": 1, "options": {}, "moves": [], "players": ["Ann"],
            "created": TS, "updated": TS}
    data.update(changes)
    return data


def test_envelope_round_trip() -> None:
    env = make_envelope("save", save_data())
    assert env["schema"] == CURRENT_VERSION
    assert check_envelope(env) == (CURRENT_VERSION, "save", save_data())
    assert set(KINDS) == {"save", "match", "replays", "daily", "settings"}


@pytest.mark.parametrize(
    "record",
    [None, [], {"schema": 1, "kind": "save"}, {"schema": 1.0, "kind": "save", "data": {}},
     {"schema": 1, "kind": "nope", "data": {}}, {"schema": True, "kind": "save", "data": {}},
     {"schema": 1, "kind": "save", "data": {}, "extra": 1}],
)
def test_bad_envelopes(record: Any) -> None:
    with pytest.raises(SchemaError):
        check_envelope(record)


def test_future_version_is_reported_not_rejected_by_envelope() -> None:
    assert check_envelope({"schema": 99, "kind": "save", "data": {}})[0] == 99
    with pytest.raises(SchemaError):
        migrate("save", 99, {})


def test_migration_chain_is_complete_and_ordered() -> None:
    for kind, version in MIGRATIONS:
        assert kind in KINDS and 0 <= version < CURRENT_VERSION
    assert migrate("save", 0, {"seed": 1}) == {"seed": 1, "players": ["Player 1"], "options": {}}
    assert migrate("save", 0, "not a dict") == "not a dict"  # validation, not migration, rejects it
    assert migrate("save", CURRENT_VERSION, {"x": 1}) == {"x": 1}


def test_saved_game_from_dict() -> None:
    sg = SavedGame.from_dict(save_data(moves=[{"a": [1, None, True, 1.5]}], players=["Ann", "Bob"]))
    assert sg.players == ["Ann", "Bob"] and sg.moves == [{"a": [1, None, True, 1.5]}]
    assert SavedGame.from_dict(sg.to_dict()) == sg


@pytest.mark.parametrize(
    "changes",
    [{"game": "SIMILI"}, {"mode": ""}, {"seed": -1}, {"seed": 1.0}, {"options": None}, {"moves": {}},
     {"players": ["x" * 41]}, {"players": [""]}, {"created": "2026-13-01"}, {"updated": 5},
     {"moves": [[1]] * 10_001}],
)
def test_saved_game_rejects(changes: dict[str, Any]) -> None:
    with pytest.raises(SchemaError) as info:
        SavedGame.from_dict(save_data(**changes))
    assert str(info.value).startswith("data.")


def test_game_validator_applies_only_to_its_game() -> None:
    def no_moves(moves: list[Any]) -> None:
        if moves:
            raise ValueError("no moves allowed")

    games = {"sb": GameValidator(moves=no_moves)}
    SavedGame.from_dict(save_data(moves=[1]), games)
    with pytest.raises(SchemaError, match="no moves allowed"):
        SavedGame.from_dict(save_data(game="sb", moves=[1]), games)


def test_match_record() -> None:
    rec = MatchRecord("simili", Match(("Ann",)).with_game([100], [True]), TS, TS)
    assert MatchRecord.from_dict(rec.to_dict()) == rec
    with pytest.raises(SchemaError, match="data.match"):
        MatchRecord.from_dict({**rec.to_dict(), "match": {"players": ["A", "a"]}})


def test_settings() -> None:
    assert Settings.from_dict({"language": "fr"}) == Settings("fr")
    with pytest.raises(SchemaError):
        Settings.from_dict({"language": "en", "prefs": {"x": {"nested": 1}}})
    with pytest.raises(SchemaError):
        Settings.from_dict({"language": "en", "prefs": {str(i): i for i in range(201)}})
    with pytest.raises(SchemaError):
        Settings.from_dict({"language": True})


def test_parse_data_unknown_kind() -> None:
    with pytest.raises(SchemaError):
        parse_data("bogus", {})


def test_utc_now_iso_is_a_timestamp() -> None:
    assert timestamp(utc_now_iso(), "t")
