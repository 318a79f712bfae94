"""The combinations of the SIMILI text: valid and invalid Sequence, Matching and Ladder examples."""

import pytest

from similarium.games.simili.combos import (
    LADDER,
    MATCHING,
    SEQUENCE,
    allowed_digits,
    describe_space,
    is_completable,
    row_score,
)


def r(text):
    return tuple(None if c == "_" else int(c) for c in text)


# "A Sequence of 3 numbers scores 10 points, and a Sequence of 4 numbers scores 15 points."
@pytest.mark.parametrize("row,points", [("654_", 10), ("8901", 15), ("_654", 10), ("0987", 15)])
def test_sequence_examples_score(row, points):
    assert is_completable(SEQUENCE, r(row))
    assert row_score(SEQUENCE, r(row)) == points


def test_sequence_must_be_ordered():
    # "3 1 2 4 ... is not a valid Sequence, because the numbers must be booked in order"
    assert not is_completable(SEQUENCE, r("3124"))
    assert not is_completable(SEQUENCE, r("31__"))


def test_sequence_wraps_between_9_and_0_both_ways():
    assert is_completable(SEQUENCE, r("8901"))
    assert is_completable(SEQUENCE, r("1098"))
    assert not is_completable(SEQUENCE, r("8902"))


def test_sequence_of_three_needs_adjacent_spaces():
    assert row_score(SEQUENCE, r("67_9")) == 0
    assert row_score(SEQUENCE, r("_789")) == 10
    assert row_score(SEQUENCE, r("67__")) == 0


@pytest.mark.parametrize("row,points", [("222_", 15), ("7777", 20), ("_2_2", 0), ("2_22", 15)])
def test_matching_examples_score(row, points):
    assert is_completable(MATCHING, r(row))
    assert row_score(MATCHING, r(row)) == points


def test_matching_invalid_example():
    # "2 7 7 7 ... is not valid for Matching numbers"
    assert not is_completable(MATCHING, r("2777"))
    # booking example "7 0 0 0" is invalid
    assert not is_completable(MATCHING, r("7000"))


@pytest.mark.parametrize("row", ["5544", "9900", "8899", "0099", "4455"])
def test_ladder_examples(row):
    assert is_completable(LADDER, r(row))
    assert row_score(LADDER, r(row)) == 20


def test_ladder_invalid_and_partial():
    assert not is_completable(LADDER, r("3388"))  # "not consecutive"
    assert not is_completable(LADDER, r("8989"))  # pairs are X X Y Y
    assert row_score(LADDER, r("889_")) == 0  # only a complete Ladder scores


def test_sequence_5456_is_invalid_booking():
    assert not is_completable(SEQUENCE, r("5456"))
    assert is_completable(SEQUENCE, r("_23_"))  # the text's valid example


def test_the_seven_in_the_middle_forces_6_8_6_8_5_9():
    # "booking the 7 in the middle forces the space on the left to be 6/8, the other
    #  space in the middle to be 6/8, and the space on the far right to be 5/9"
    allowed = allowed_digits(SEQUENCE, r("_7__"))
    assert [describe_space(a) for a in allowed] == ["6/8", "", "6/8", "5/9"]


def test_a_second_number_fixes_the_remaining_spaces():
    # "As soon as a second number is booked in that row the remaining spaces are fixed"
    allowed = allowed_digits(SEQUENCE, r("_78_"))
    assert [sorted(a) for a in allowed] == [[6], [], [], [9]]
    allowed = allowed_digits(SEQUENCE, r("87__"))
    assert [sorted(a) for a in allowed] == [[], [], [6], [5]]


def test_matching_one_number_forces_the_row():
    # "Booking any number into a row for Matching forces the entire row to be that number"
    assert [sorted(a) for a in allowed_digits(MATCHING, r("__4_"))] == [[4], [4], [], [4]]


def test_ladder_eight_allows_899_or_877():
    allowed = allowed_digits(LADDER, r("8___"))
    assert [sorted(a) for a in allowed] == [[], [8], [7, 9], [7, 9]]
    # and once a 9 follows, the row is fixed
    assert [sorted(a) for a in allowed_digits(LADDER, r("8_9_"))] == [[], [8], [], [9]]


def test_empty_row_accepts_every_digit_everywhere():
    for cat in (SEQUENCE, MATCHING, LADDER):
        assert all(a == frozenset(range(10)) for a in allowed_digits(cat, r("____")))
