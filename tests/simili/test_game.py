"""SIMILI round flow, booking rules and bonuses, sentence by sentence."""

import pytest

from similarium.core.errors import IllegalMove
from similarium.games.simili.game import (
    BOOK,
    CHOOSE,
    OVER,
    ROLL,
    Book,
    Choose,
    Confirm,
    Game,
    Options,
    Roll,
    draw_rolls,
)

from .helpers import play_round, position, rows

SEQ, MAT, LAD = "sequence", "matching", "ladder"


def rolled(game, category, roll):
    return game.apply(Choose(category)).apply(Roll(roll))


def test_round_flow_choose_roll_book_confirm():
    g = position()
    assert g.phase == CHOOSE and g.round == 1
    with pytest.raises(IllegalMove) as e:
        g.apply(Roll((1, 2, 3)))
    assert e.value.code == "simili.choose_first"
    g = g.apply(Choose(SEQ))
    assert g.phase == ROLL
    with pytest.raises(IllegalMove):
        g.apply(Book(1, SEQ, 0, 0))
    g = g.apply(Roll((1, 2, 3)))
    assert g.phase == BOOK and g.bank_digits() == [1, 2, 3]
    g = g.apply(Book(1, SEQ, 0, 0)).apply(Confirm())
    assert g.round == 2 and g.phase == CHOOSE and g.bank_digits() == [2, 3]


def test_category_is_chosen_before_the_roll_and_only_once():
    g = position().apply(Choose(MAT))
    with pytest.raises(IllegalMove) as e:
        g.apply(Choose(SEQ))
    assert e.value.code == "simili.already_chosen"


def test_ten_rounds_then_over():
    g = position()
    for _ in range(10):
        g = play_round(g, SEQ, (0, 0, 0), [])
    assert g.phase == OVER and g.finished and g.won is False and g.total == 0
    with pytest.raises(IllegalMove) as e:
        g.apply(Choose(SEQ))
    assert e.value.code == "game.over"


def test_bank_keeps_unbooked_digits_across_rounds_and_books_from_anywhere():
    g = play_round(position(), MAT, (4, 4, 1), [])
    g = play_round(g, MAT, (4, 2, 9), [(4, MAT, 0, 0), (4, MAT, 0, 1), (4, MAT, 0, 2)])
    assert g.bank_digits() == [1, 2, 9]
    assert g.total == 15


def test_at_most_three_books_a_round():
    # "Permanently book 0, 1, 2, or 3 digits from anywhere in the bank into the chosen category"
    g = rolled(position(bank=[5, 5]), MAT, (5, 5, 5))
    for s in range(3):
        g = g.apply(Book(5, MAT, 0, s))
    with pytest.raises(IllegalMove) as e:
        g.apply(Book(5, MAT, 0, 3))
    assert e.value.code == "simili.limit_reached"
    assert g.total == 15  # untouched by the refused book


def test_books_must_go_into_the_chosen_category_but_any_rows():
    g = rolled(position(), SEQ, (1, 2, 7))
    with pytest.raises(IllegalMove) as e:
        g.apply(Book(1, MAT, 0, 0))
    assert e.value.code == "simili.wrong_category"
    g = g.apply(Book(1, SEQ, 0, 0)).apply(Book(7, SEQ, 3, 1)).apply(Book(2, SEQ, 0, 1))
    assert g.sheet.sequence[0] == (1, 2, None, None) and g.sheet.sequence[3] == (None, 7, None, None)


def test_digit_must_be_in_the_bank():
    g = rolled(position(), SEQ, (1, 2, 3))
    with pytest.raises(IllegalMove) as e:
        g.apply(Book(4, SEQ, 0, 0))
    assert e.value.code == "simili.not_in_bank"
    assert "no 4" in str(e.value)


def test_booked_numbers_cannot_be_moved_or_crossed_out():
    g = rolled(position(sheet={MAT: rows("1___")}), MAT, (1, 1, 1))
    with pytest.raises(IllegalMove) as e:
        g.apply(Book(1, MAT, 0, 0))
    assert e.value.code == "simili.space_taken"


def test_cannot_book_so_that_the_row_becomes_impossible():
    g = rolled(position(sheet={SEQ: rows("_7__")}), SEQ, (5, 9, 6))
    with pytest.raises(IllegalMove) as e:
        g.apply(Book(5, SEQ, 0, 0))
    assert e.value.code == "simili.breaks_row"
    assert "6/8" in e.value.reason
    g = g.apply(Book(6, SEQ, 0, 0))  # 6 7 _ _ now fixes 8 and 9
    with pytest.raises(IllegalMove) as e:
        g.apply(Book(5, SEQ, 0, 2))
    assert "only take 8" in e.value.reason


def test_the_text_invalid_bookings_are_refused():
    # Sequence 5 4 5 6, Matching 7 0 0 0
    g = rolled(position(sheet={SEQ: rows("54__")}), SEQ, (5, 6, 1))
    assert not g.is_legal(Book(5, SEQ, 0, 2))
    assert g.is_legal(Book(6, SEQ, 1, 3))
    g = rolled(position(sheet={MAT: rows("_000")}), MAT, (7, 1, 1))
    assert not g.is_legal(Book(7, MAT, 0, 0))


def test_sheet_refuses_rows_that_cannot_complete():
    with pytest.raises(ValueError):
        position(sheet={SEQ: rows("5456")})


def test_8899_cannot_be_booked_in_one_round():
    # "why is the second example of booking 8899 invalid? ... only up to 3 numbers in a single round"
    g = rolled(position(bank=[8, 9]), LAD, (8, 9, 0))
    g = g.apply(Book(8, LAD, 0, 0)).apply(Book(8, LAD, 0, 1)).apply(Book(9, LAD, 0, 2))
    with pytest.raises(IllegalMove) as e:
        g.apply(Book(9, LAD, 0, 3))
    assert e.value.code == "simili.limit_reached"


def five_sequences_of_three():
    return {SEQ: rows("123_", "234_", "345_", "456_", "567_")}


def test_8899_in_one_round_unless_a_free_book():
    # "Unless..." Bonus II's free book adds a fourth digit into any category.
    g = rolled(position(sheet=five_sequences_of_three(), bank=[8, 9], round_no=6), LAD, (8, 9, 0))
    assert g.free_books == 1
    g = g.apply(Book(8, LAD, 0, 0)).apply(Book(8, LAD, 0, 1)).apply(Book(9, LAD, 0, 2))
    g = g.apply(Book(9, LAD, 0, 3, free=True))
    assert g.sheet.ladder[0] == (8, 8, 9, 9) and g.free_books == 0
    assert g.score.by_category[LAD] == 20


def test_bonus_i_four_books_for_sequence_from_the_next_round():
    # Bonus I: "From now on, if ever the player chooses Sequence ... up to 4 numbers".
    g = rolled(position(bank=[1, 2, 3]), SEQ, (4, 5, 6))
    g = g.apply(Book(1, SEQ, 0, 0)).apply(Book(2, SEQ, 0, 1)).apply(Book(3, SEQ, 0, 2))
    assert g.sheet.sequences_of_three == 1
    assert not g.is_legal(Book(4, SEQ, 0, 3))  # earned this round: not yet
    g = g.apply(Confirm())
    assert g.bonus_i
    g = rolled(g, SEQ, (7, 0, 0))
    assert g.book_limit == 4
    for d, s in ((4, 0), (5, 1), (6, 2), (7, 3)):
        g = g.apply(Book(d, SEQ, 1, s))
    assert g.sheet.sequence[1] == (4, 5, 6, 7)


def test_bonus_i_does_not_apply_to_matching_or_ladder():
    g = rolled(position(sheet={SEQ: rows("123_")}, bank=[5, 5]), MAT, (5, 5, 0))
    assert g.bonus_i and g.book_limit == 3


def test_bonus_ii_free_book_usable_the_round_it_is_earned():
    g = rolled(position(sheet={SEQ: rows("123_", "234_", "345_", "456_", "56__")}, bank=[7, 0, 0],
                        round_no=5), SEQ, (0, 1, 2))
    assert g.free_books == 0
    g = g.apply(Book(7, SEQ, 4, 2))  # fifth Sequence of 3
    assert g.free_books == 1
    g = g.apply(Book(0, MAT, 0, 0, free=True))
    assert g.free_books == 0 and g.sheet.matching[0][0] == 0


def test_bonus_ii_free_book_can_be_saved():
    g = position(sheet=five_sequences_of_three(), round_no=6)
    for _ in range(3):
        g = play_round(g, MAT, (0, 0, 0), [])
    assert g.free_books == 1
    g = rolled(g, LAD, (1, 1, 1))
    g = g.apply(Book(0, MAT, 0, 0, free=True))
    assert g.free_books == 0


def test_no_free_book_without_bonus_ii():
    g = rolled(position(), SEQ, (1, 2, 3))
    with pytest.raises(IllegalMove) as e:
        g.apply(Book(1, MAT, 0, 0, free=True))
    assert e.value.code == "simili.no_free_book"


def test_classic_has_one_free_book_only():
    full = {SEQ: rows("1234", "2345", "3456", "4567", "567_")}
    g = position(sheet=full, round_no=9)
    assert g.free_books == 1


def test_modern_bonus_ii_b_after_four_sequences_of_four():
    full = {SEQ: rows("1234", "2345", "3456", "4567", "567_")}
    g = position(sheet=full, round_no=9, variant="modern")
    assert g.free_books == 2


def test_modern_second_free_book_must_go_into_sequence_if_first_did_not():
    full = {SEQ: rows("1234", "2345", "3456", "4567", "567_")}
    g = rolled(position(sheet=full, bank=[0, 8], variant="modern", round_no=9), MAT, (7, 7, 0))
    assert g.free_books == 2
    g = g.apply(Book(0, LAD, 0, 0, free=True))
    assert g.free_book_must_be_sequence
    with pytest.raises(IllegalMove) as e:
        g.apply(Book(0, MAT, 0, 0, free=True))
    assert e.value.code == "simili.free_must_be_sequence"
    g = g.apply(Book(8, SEQ, 4, 3, free=True))
    assert g.free_books == 0


def test_modern_second_free_book_is_free_if_first_went_into_sequence():
    full = {SEQ: rows("1234", "2345", "3456", "4567", "567_")}
    g = rolled(position(sheet=full, bank=[8, 0], variant="modern", round_no=9), MAT, (1, 1, 0))
    g = g.apply(Book(8, SEQ, 4, 3, free=True))
    assert not g.free_book_must_be_sequence
    g = g.apply(Book(0, LAD, 0, 0, free=True))
    assert g.free_books == 0


def test_bonus_iii_classic_only_sequence():
    full_seq = {SEQ: rows("1234", "2345", "3456", "4567", "5678"),
                MAT: rows("1111", "2222", "3333", "4444", "5555")}
    g = position(sheet=full_seq)
    assert g.score.bonus_iii[SEQ] == 5
    assert g.score.by_category[SEQ] == 80  # "for a total of 80 points from Sequences"
    assert g.score.by_category[MAT] == 100
    assert g.total == 180
    g = position(sheet=full_seq, variant="modern")
    assert g.score.by_category[MAT] == 105 and g.total == 185


def test_bonus_iii_modern_ladder():
    lad = {LAD: rows("1122", "2233", "3344", "4455", "5566")}
    assert position(sheet=lad).total == 100
    assert position(sheet=lad, variant="modern").total == 105


def test_win_at_100_after_round_10():
    g = position(sheet={MAT: rows("1111", "2222", "3333", "4444", "555_")}, bank=[5], round_no=10)
    g = play_round(g, MAT, (0, 0, 0), [(5, MAT, 4, 3)])
    assert g.finished and g.total == 100 and g.won is True


def test_95_after_round_10_loses():
    g = position(sheet={MAT: rows("1111", "2222", "3333", "4444", "555_")}, round_no=10)
    g = play_round(g, MAT, (0, 0, 0), [])
    assert g.finished and g.total == 95 and g.won is False


def test_first_strategy_example_score_and_ladder_futility():
    # Going into round 10 with 90 points; two Ladders in the bank cannot be booked.
    sheet = {MAT: rows("0000", "111_", "222_"), LAD: rows("3344", "5566")}
    g = position(sheet=sheet, bank=[7, 8, 0, 7, 2, 9, 0, 8, 9], round_no=10)
    assert g.total == 90
    g = rolled(g, LAD, (5, 5, 5))
    # best Ladder booking: three of 7788 / 9900 never completes a fourth space
    g = g.apply(Book(7, LAD, 2, 0)).apply(Book(7, LAD, 2, 1)).apply(Book(8, LAD, 2, 2))
    assert not g.is_legal(Book(8, LAD, 2, 3))
    assert g.apply(Confirm()).total == 90  # "you are stuck at 90 points"


def test_first_strategy_example_sequence_reaches_exactly_100():
    sheet = {MAT: rows("0000", "111_", "222_"), LAD: rows("3344", "5566")}
    g = rolled(position(sheet=sheet, bank=[7, 8, 0, 7, 2, 9, 0, 8, 9], round_no=10), SEQ, (4, 4, 4))
    g = g.apply(Book(7, SEQ, 0, 0)).apply(Book(8, SEQ, 0, 1)).apply(Book(9, SEQ, 0, 2)).apply(Confirm())
    assert g.total == 100 and g.won


def test_first_strategy_example_matching_with_a_one_reaches_100():
    # "even rolling a 1 works, since you can book the 1 and 2 as extensions to win with 100"
    sheet = {MAT: rows("0000", "111_", "222_"), LAD: rows("3344", "5566")}
    g = rolled(position(sheet=sheet, bank=[7, 8, 0, 7, 2, 9, 0, 8, 9], round_no=10), MAT, (1, 5, 6))
    g = g.apply(Book(1, MAT, 1, 3)).apply(Book(2, MAT, 2, 3)).apply(Confirm())
    assert g.total == 100


def test_seeded_rolls_are_drawn_from_the_seed_and_checked():
    g = Game.new(Options(seed=42)).apply(Choose(SEQ)).apply(Roll())
    assert g.roll == draw_rolls(42)[0]
    other = tuple((d + 1) % 10 for d in draw_rolls(42)[0])
    with pytest.raises(IllegalMove) as e:
        Game.new(Options(seed=42)).apply(Choose(SEQ)).apply(Roll(other))
    assert e.value.code == "game.chance_mismatch"
    assert e.value.params["expected"] == " ".join(map(str, draw_rolls(42)[0]))


def test_typed_rolls_are_validated():
    g = position().apply(Choose(SEQ))
    for bad in [(1, 2), (1, 2, 10), (-1, 2, 3)]:
        with pytest.raises(IllegalMove) as e:
            g.apply(Roll(bad))
        assert e.value.code == "simili.bad_roll"


def test_undo_takes_back_bookings_of_this_round_only():
    g = rolled(position(), SEQ, (1, 2, 3))
    g1 = g.apply(Book(1, SEQ, 0, 0))
    g2 = g1.apply(Book(2, SEQ, 0, 1))
    assert g2.undo() == g1 and g1.undo() == g
    with pytest.raises(IllegalMove) as e:
        g.undo()  # the roll cannot be taken back
    assert e.value.code == "simili.nothing_to_undo"
    done = g2.apply(Confirm())
    assert not done.can_undo()


def test_undo_the_category_before_the_roll():
    g = position()
    assert g.apply(Choose(LAD)).undo() == g


def test_illegal_moves_leave_the_game_untouched():
    g = rolled(position(), SEQ, (1, 2, 3))
    before = (g.sheet, g.bank, g.moves)
    for bad in [Book(4, SEQ, 0, 0), Book(1, MAT, 0, 0), Book(1, SEQ, 7, 0), Book(1, "pizza", 0, 0)]:
        with pytest.raises(IllegalMove):
            g.apply(bad)
    assert (g.sheet, g.bank, g.moves) == before


def test_targets_highlight_where_a_digit_may_go():
    g = rolled(position(sheet={SEQ: rows("_7__")}), SEQ, (6, 0, 0))
    targets = g.targets(6)
    assert (SEQ, 0, 0) in targets and (SEQ, 0, 2) in targets and (SEQ, 0, 3) not in targets
    assert all(c == SEQ for c, _, _ in targets)
    assert len([t for t in targets if t[1] == 1]) == 4


def test_modern_ii_b_alone_gives_one_free_book():
    # four Sequences of 4 without a fifth Sequence of 3: II-B only
    g = position(sheet={SEQ: rows("1234", "2345", "3456", "4567", "56__")}, variant="modern")
    assert g.free_books == 1
    assert position(sheet={SEQ: rows("1234", "2345", "3456", "4567", "56__")}).free_books == 0
