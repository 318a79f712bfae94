"""Daily share text."""

from __future__ import annotations

import datetime as dt

import pytest

from similarium.core.share import share_text


def test_win_and_loss() -> None:
    day = dt.date(2026, 11, 22)
    assert share_text("SIMILI", day, 105, True) == "SIMILI 2026-11-22 105 ✓"
    assert share_text("SIMILI", day, 87, False) == "SIMILI 2026-11-22 87 ✗"


def test_single_line_and_spoiler_free() -> None:
    text = share_text("Simple\nDice  Game", dt.date(2026, 1, 2), 60, True)
    assert text == "Simple Dice Game 2026-01-02 60 ✓"
    assert "\n" not in text


@pytest.mark.parametrize(
    ("title", "day", "score"),
    [("", dt.date(2026, 1, 1), 1), ("X", dt.datetime(2026, 1, 1), 1), ("X", dt.date(2026, 1, 1), True), ("X", dt.date(2026, 1, 1), 1.5)],
)
def test_bad_input(title: str, day: dt.date, score: int) -> None:
    with pytest.raises(ValueError):
        share_text(title, day, score, True)


def test_a_grid_of_levels_goes_under_the_line_one_row_a_line():
    from similarium.core.share import SQUARES, squares

    text = share_text("SB", dt.date(2026, 11, 22), 44, True, grid=[[0, 1, 2, 3], [3]])
    line, row1, row2 = text.split("\n")
    assert line == "SB 2026-11-22 44 ✓"
    assert row1 == "".join(SQUARES) and row2 == SQUARES[3]
    assert squares([]) == "" and share_text("SB", dt.date(2026, 11, 22), 1, False, grid=[[]]) == "SB 2026-11-22 1 ✗"
    for bad in ([4], [-1], [True], ["1"], [0] * 13):
        with pytest.raises(ValueError):
            squares(bad)
    with pytest.raises(ValueError):
        share_text("SB", dt.date(2026, 11, 22), 1, False, grid=[[0]] * 7)
