"""One check of player names for every setup form and share link (core/players.py)."""

from __future__ import annotations

import pytest

from similarium.core.i18n import CATALOGUE
from similarium.core.players import (
    LINE_BREAKS,
    MAX_NAME,
    PlayersError,
    split_names,
    validate_players,
)
from similarium.core.schema import SavedGame
from similarium.ui.pieces import names_from_text


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


# --- issue 26, item 7: invisible, control and look-alike names; line breaks ------------------

@pytest.mark.parametrize(("names", "code"), [
    (["\u200b", "Bob"], "players.invisible"),  # a zero-width space alone: the player is invisible
    (["\u200d\u200c\u2060", "Bob"], "players.invisible"),  # joiners, word joiner
    (["\u0301\u0308", "Bob"], "players.invisible"),  # combining marks alone
    (["\ufe0f", "Bob"], "players.invisible"),  # a variation selector
    (["\u3164", "Bob"], "players.invisible"),  # HANGUL FILLER (a letter drawn as nothing)
    (["\u2800", "Bob"], "players.invisible"),  # braille blank
    (["\u00a0\u200b\u3000", "Bob"], "players.invisible"),
    (["An\x00na", "Bob"], "players.control"),
    (["Ann\ta", "Bob"], "players.control"),
    (["Ann\u2028Bob", "Cy"], "players.control"),  # a line break inside one name (a link, a one-line field)
    (["Ann\x85Bob", "Cy"], "players.control"),
    (["Ann\ud800", "Cy"], "players.control"),  # a lone surrogate
    (["Anna", "Anna\u200b"], "players.lookalike"),
    (["Anna", "\u0410nna"], "players.lookalike"),  # Cyrillic capital A
    (["anna", "\u0430nn\u0430"], "players.lookalike"),  # Cyrillic small a
    (["Olga", "\u039flga"], "players.lookalike"),  # Greek capital Omicron
    (["Kim", "\u039a\u0456m"], "players.lookalike"),  # Greek Kappa, Cyrillic i
    (["Anna", "\uff21\uff4e\uff4e\uff41"], "players.lookalike"),  # full-width letters
    (["Ann Lee", "Ann  Lee"], "players.lookalike"),
    (["Anna", "An\u00adna"], "players.lookalike"),  # a soft hyphen
    (["émile", "e\u0301mile"], "players.duplicate"),  # NFC and NFD: one name
    (["Émile", "e\u0301mile"], "players.duplicate"),
])
def test_names_that_cannot_be_told_apart_or_seen_are_refused(names, code):
    assert code_of(names, 2, 8) == code


def test_names_are_kept_in_nfc():
    assert validate_players(["e\u0301mile", "Zoe\u0308"], 2, 2) == ["émile", "Zoë"]


@pytest.mark.parametrize("names", [
    ["Anna", "Ana"], ["émile", "emile"], ["Ива", "Iva"],  # an accent or a letter that differs
    ["Ива", "Олег"], ["Αλέξης", "Νίκος"], ["李雷", "韩梅梅"], ["👩‍🚀", "👨‍🚀"],  # scripts, emoji with joiners
    ["Ann\u200dLee", "Bob"], ["ﺳﺎﺭﺍ", "Sara"],
])
def test_ordinary_names_of_every_script_are_accepted(names):
    assert len(validate_players(names, 2, 2)) == 2


def test_every_new_code_is_in_the_catalogue_in_both_languages():
    for code in ("players.control", "players.invisible", "players.lookalike"):
        assert CATALOGUE.has(code)
    with pytest.raises(PlayersError) as err:
        validate_players(["Anna", "\u0410nna"], 2, 6)
    en = err.value.message()
    CATALOGUE.set_language("fr")
    try:
        fr = err.value.message()
    finally:
        CATALOGUE.set_language("en")
    assert en != fr and "Anna" in en and "\u0410nna" in fr


@pytest.mark.parametrize("sep", ["\n", "\r", "\r\n", "\v", "\f", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029"])
def test_every_line_break_separates_two_names_of_a_text_box(sep):
    assert sep in LINE_BREAKS
    assert split_names(f"Ann{sep}Bob{sep}{sep} {sep}") == ["Ann", "Bob"]
    assert names_from_text(f"Ann{sep}Bob") == ["Ann", "Bob"]  # the page's reader is the same


def test_a_line_break_is_never_inside_a_name():
    for sep in LINE_BREAKS:
        with pytest.raises(PlayersError):
            validate_players([f"Ann{sep}Bob", "Cy"], 2, 2)
