"""One check of player names for every setup form and share link (core/players.py)."""

from __future__ import annotations

import pytest

from similarium.core.i18n import CATALOGUE
from similarium.core.players import MAX_NAME, PlayersError, validate_players
from similarium.core.schema import SavedGame


def code_of(names, lo=1, hi=8) -> str:
    with pytest.raises(PlayersError) as err:
        validate_players(names, lo, hi)
    return err.value.code


def test_valid_names_are_stripped_and_kept_in_order():
    assert validate_players(["  Ann ", "Bob", "Émile"], 2, 6) == ["Ann", "Bob", "Émile"]
    assert validate_players(["x" * MAX_NAME], 1, 1) == ["x" * MAX_NAME]


@pytest.mark.parametrize(("names", "code"), [
    (["Ann", "  "], "players.empty"),
    (["Ann", "x" * (MAX_NAME + 1)], "players.too_long"),
    (["Anna", "anna"], "players.duplicate"),
    (["Straße", "STRASSE"], "players.duplicate"),  # casefold, not lower()
    ([" Bob", "bob "], "players.duplicate"),
    (["Ann"], "players.too_few"),
    ([f"P{i}" for i in range(9)], "players.too_many"),
])
def test_each_rule_has_its_code(names, code):
    assert code_of(names, 2, 8) == code


def test_the_message_comes_from_the_catalogue_in_both_languages():
    with pytest.raises(PlayersError) as err:
        validate_players(["Anna", "anna"], 2, 6)
    assert CATALOGUE.has(err.value.code)
    assert "Anna" in err.value.message() and "anna" in err.value.message()
    CATALOGUE.set_language("fr")
    try:
        assert "même nom" in err.value.message()
    finally:
        CATALOGUE.set_language("en")
    for code in ("players.empty", "players.too_long", "players.duplicate", "players.too_few", "players.too_many"):
        assert CATALOGUE.has(code)


def test_what_it_accepts_storage_accepts():
    names = validate_players(["a" * MAX_NAME, "B"], 2, 2)
    SavedGame.from_dict(SavedGame(game="simili", mode="table", seed=1, players=names,
                                  created="2026-11-22T00:00:00+00:00", updated="2026-11-22T00:00:00+00:00").to_dict())
