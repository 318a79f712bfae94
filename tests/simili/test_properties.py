"""Property tests: thousands of random legal SIMILI games."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from similarium.games.simili.combos import CATEGORIES, is_completable, row_score
from similarium.games.simili.game import (
    Book,
    Choose,
    Confirm,
    Game,
    Options,
    Roll,
    move_from_json,
    move_to_json,
)
from similarium.games.simili.log import game_to_log, replay_log


def random_game(seed: int, variant: str, stop_after: int | None = None) -> Game:
    """Play a whole seeded game choosing uniformly among legal actions (books or confirm)."""
    rng = random.Random(seed)
    g = Game.new(Options(variant=variant, seed=seed))
    steps = 0
    while not g.finished:
        if stop_after is not None and steps >= stop_after:
            break
        if g.phase == "choose":
            g = g.apply(Choose(rng.choice(CATEGORIES)))
        elif g.phase == "roll":
            g = g.apply(Roll())
        else:
            books = g.legal_books()
            if books and rng.random() < 0.8:
                g = g.apply(rng.choice(books))
            else:
                g = g.apply(Confirm())
        steps += 1
    return g


def check_invariants(g: Game) -> None:
    for c in CATEGORIES:
        for row in g.sheet.rows(c):
            assert is_completable(c, row)
    # every rolled digit is either in the bank or booked
    rolled = sum(len(r.roll) for r in g.history) + (3 if g.phase == "book" else 0)
    booked = sum(1 for c in CATEGORIES for row in g.sheet.rows(c) for d in row if d is not None)
    assert sum(g.bank) + booked == rolled
    assert min(g.bank) >= 0
    # at most the limit of regular books per round; free books never more than earned
    for r in g.history:
        assert sum(not b.free for b in r.books) <= 4
        assert all(b.category == r.category for b in r.books if not b.free)
    assert 0 <= g.free_books <= (2 if g.variant == "modern" else 1)
    # score is the sum of its parts
    parts = sum(row_score(c, row) for c in CATEGORIES for row in g.sheet.rows(c))
    assert g.total == parts + sum(g.score.bonus_iii.values())


@settings(max_examples=1000, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from(["classic", "modern"]))
def test_random_legal_games_never_reach_an_illegal_state(seed, variant):
    g = random_game(seed, variant)
    check_invariants(g)
    assert g.finished and len(g.history) == 10
    assert g.won == (g.total >= 100)


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from(["classic", "modern"]),
       cut=st.integers(0, 80))
def test_replay_of_seed_and_moves_is_exact(seed, variant, cut):
    g = random_game(seed, variant, stop_after=cut)
    again = Game.replay(g.options, [move_from_json(move_to_json(m)) for m in g.moves])
    assert again == g
    check_invariants(g)


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from(["classic", "modern"]))
def test_game_log_round_trip(seed, variant):
    g = random_game(seed, variant)
    back = replay_log(game_to_log(g))
    assert back.sheet == g.sheet and back.total == g.total and back.finished


def to_book_phase(g: Game, rng: random.Random) -> Game:
    """``g`` played on (a category chosen at random, the dice rolled) until digits can be booked."""
    while g.phase != "book":
        g = g.apply(Choose(rng.choice(CATEGORIES)) if g.phase == "choose" else Roll())
    return g


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), cut=st.integers(0, 60))
def test_every_illegal_book_is_refused_and_every_legal_one_keeps_the_sheet_sound(seed, cut):
    """Every example books (the game is played on to its book phase, never skipped): a book the
    rules call illegal must raise and leave the game as it was; one they call legal is played
    and the sheet it gives is checked by the invariants, which do not ask the rules."""
    rng = random.Random(seed)
    g = random_game(seed, "modern", stop_after=cut)
    if g.finished:  # the game's last round, before its last Confirm
        g = Game.replay(g.options, list(g.moves[:-1]))
    g = to_book_phase(g, rng)
    refused = accepted = 0
    for _ in range(20):
        move = Book(rng.randrange(10), rng.choice(CATEGORIES), rng.randrange(5), rng.randrange(4),
                    rng.random() < 0.3)
        legal = g.is_legal(move)
        assert legal == (move in g.legal_books())
        if legal:
            after = g.apply(move)
            check_invariants(after)
            assert after.sheet.rows(move.category)[move.row][move.space] == move.digit
            accepted += 1
            continue
        snapshot = (g.sheet, g.bank, g.moves, g.free_used)
        with pytest.raises(ValueError) as err:
            g.apply(move)
        assert str(err.value)
        assert (g.sheet, g.bank, g.moves, g.free_used) == snapshot
        refused += 1
    for move in g.legal_books()[:5]:  # the legal ones the random draw seldom finds
        check_invariants(g.apply(move))
    assert refused + accepted == 20
