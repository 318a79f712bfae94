"""The Similo session (no DOM): selections before confirmation, refusals with reasons, the
giver's card and orientation, hints, meanings, the AI seats."""

from __future__ import annotations

import datetime as dt

import pytest

from similarium.ui.similo.session import (
    AI,
    DAILY,
    GIVE,
    GUESS,
    HUMAN,
    Session,
    daily_options,
    default_options,
)


def guess(seed: int = 77, **options) -> Session:
    s = Session.start(GUESS, ["AI", "You"], [AI, HUMAN], seed, {**default_options(), **options})
    assert s.ai_step()  # the AI giver's first clue
    return s


def give(seed: int = 78, **options) -> Session:
    return Session.start(GIVE, ["You", "AI guessers"], [HUMAN, AI], seed, {**default_options(), **options})


def safe(s: Session, n: int) -> list[str]:
    return [c for c in s.game.remaining if c != s.game.secret][:n]


def test_a_selection_is_not_played_until_confirmed_and_can_be_taken_back():
    s = guess()
    card = safe(s, 1)[0]
    assert s.act("pick", card) is False and s.selection == [card]
    assert s.game.removed == ((),)
    s.act("undo")
    assert s.selection == [] and s.feedback is None
    s.act("undo")
    assert s.feedback.code == "similo.undo.nothing"  # never a silent no-op


def test_selecting_more_than_the_round_removes_is_refused_with_the_count():
    s = guess()
    a, b = safe(s, 2)
    s.act("pick", a)
    s.act("pick", b)
    assert s.selection == [a] and s.feedback.code == "similo.pick.full" and "1" in s.feedback.text


def test_confirming_too_few_is_refused_and_changes_nothing():
    s = guess()
    s.act("confirm")
    assert s.feedback.code == "similo.pick.missing" and s.game.removed == ((),)


def test_confirm_removes_the_selection_and_removing_the_secret_loses_at_once():
    s = guess()
    s.act("pick", safe(s, 1)[0])
    assert s.act("confirm") and s.game.round == 2 and s.game.phase == "clue"
    s.ai_step()
    a = safe(s, 1)[0]
    s.act("pick", s.game.secret)
    s.act("pick", a)
    assert s.act("confirm")
    assert s.finished and s.game.status == "lost" and s.lost_round() == 2 and s.score == 1
    assert a in s.game.remaining  # the game ended on the secret: nothing more was removed


def test_keys_a_to_l_pick_by_place_and_removed_cards_are_refused():
    s = guess()
    first = s.game.grid[0]
    if first == s.game.secret:
        s.act("pick", "b")
        first = s.game.grid[1]
    else:
        s.act("pick", "a")
    s.act("confirm")
    s.ai_step()
    s.act("pick", first)
    # the rules refuse it (a card not on the table); the page says it is already out
    assert s.feedback.code == "similo.not_on_table" and "already out" in s.feedback.text and not s.selection


def test_a_won_game_scores_five():
    s = guess()
    while not s.finished:
        if s.ai_turn:
            s.ai_step()
            continue
        for c in safe(s, s.game.due):
            s.act("pick", c)
        s.act("confirm")
    assert s.won and s.score == 5 and s.game.remaining == (s.game.secret,)


def test_the_giver_picks_a_card_and_an_orientation_then_confirms():
    s = give()
    s.act("confirm")
    assert s.feedback.code == "similo.play.need_card"
    s.act("hand", "2")
    card = s.game.hand[1]
    assert s.pick == card
    s.act("confirm")
    assert s.feedback.code == "similo.play.need_orientation"
    s.act("orient", "vertical")
    s.act("undo")
    assert s.orientation is None and s.pick == card  # taken back one step at a time
    s.act("orient", "horizontal")
    assert s.act("confirm")
    assert s.game.clues[0].card == card and s.game.clues[0].orientation == "horizontal"
    assert card not in s.game.hand and len(s.game.hand) == 5  # refilled by one


def test_under_the_remove_rules_a_vertical_clue_is_refused_with_the_rule_and_advanced_allows_it():
    s = give(rules="remove")
    s.act("hand", "1")
    s.act("orient", "vertical")
    assert s.feedback.code == "similo.horizontal_only" and s.orientation is None
    s = give(rules="remove-advanced")
    s.act("hand", "1")
    s.act("orient", "vertical")
    assert s.orientation == "vertical" and s.act("confirm")


def test_a_choice_the_rules_refuse_is_refused_with_their_reason_and_changes_nothing():
    """The page composes the move a choice leads to and asks the rules (it does not restate them):
    a card not in the hand, an orientation that does not exist, a card not on the table."""
    g = give()
    on_table = g.game.grid[0]
    for arg, code in ((on_table, "similo.not_in_hand"), ("x" * 500, "similo.not_in_hand")):
        g.act("hand", arg)
        assert g.feedback.code == code and g.pick is None
    assert "x" * 41 not in g.feedback.text  # a typed id said cut short
    g.act("hand", "1")
    g.act("orient", "diagonal")
    assert g.feedback.code == "similo.bad_orientation" and g.orientation is None and g.pick == g.game.hand[0]
    s = guess()
    s.act("pick", g.game.hand[0] if g.game.hand[0] not in s.game.grid else "nobody")
    assert s.feedback.code == "similo.not_on_table" and "already out" not in s.feedback.text
    assert s.selection == [] and len(s.state.played) == 1


def test_guessers_cannot_pick_before_the_clue_and_the_giver_cannot_pick_on_the_table():
    s = Session.start(GUESS, ["AI", "You"], [AI, HUMAN], 5, default_options())
    s.act("pick", "a")
    assert s.feedback.code == "similo.clue_first"
    g = give()
    g.act("pick", "a")
    assert g.feedback.code == "similo.pick.not_yours"


def test_the_ai_guessers_remove_one_card_a_step():
    s = give()
    s.act("hand", "1")
    s.act("orient", "vertical")
    s.act("confirm")
    assert s.ai_turn and s.ai_step() and len(s.game.removed[0]) == 1 and not s.ai_turn


def test_a_hint_counts_once_a_round_and_in_the_daily_asks_first():
    s = guess()
    s.act("hint")
    s.act("hint")
    assert s.hints == 1 and s.hint_round == 1
    day = dt.date(2026, 11, 23)
    d = Session.start(DAILY, ["AI", "You"], [AI, HUMAN], 99, daily_options(day), day=day)
    d.ai_step()
    d.act("hint")
    assert d.hints == 0 and d.feedback.code == "similo.hint.counted"
    d.act("hint")
    assert d.hints == 1


def test_meanings_are_told_after_the_round_and_in_the_daily_only_at_the_end():
    s = guess()
    assert not s.learning  # by default (issue 30): told at the end
    s.act("pick", safe(s, 1)[0])
    s.act("confirm")
    s.act("meaning", "1")
    assert s.feedback.code == "similo.meaning.end" and not s.meanings
    s = guess()
    s.reveal = "round"  # the learning setting
    s.act("meaning", "1")
    assert s.feedback.code == "similo.meaning.after" and not s.meanings
    s.act("pick", safe(s, 1)[0])
    s.act("confirm")
    s.act("meaning", "1")
    assert s.meanings == {1}
    day = dt.date(2026, 11, 23)
    d = Session.start(DAILY, ["AI", "You"], [AI, HUMAN], 99, daily_options(day), day=day)
    d.ai_step()
    d.act("pick", safe(d, 1)[0])
    d.act("confirm")
    d.act("meaning", "1")
    assert d.feedback.code == "similo.meaning.daily" and not d.meanings


def test_restore_replays_the_saved_moves_exactly():
    s = guess()
    s.act("pick", safe(s, 1)[0])
    s.act("confirm")
    s.ai_step()
    r = Session.restore(GUESS, s.players, s.kinds, s.seed, s.options, s.moves_json(), hints=2)
    assert r.game == s.game and r.hints == 2


@pytest.mark.parametrize("options", [{"rules": "nope"}, {"characters": "marvel"}, {"clues": 3}])
def test_unknown_options_are_refused_with_a_reason(options):
    with pytest.raises(ValueError, match="not one of the choices"):
        Session.start(GUESS, ["AI", "You"], [AI, HUMAN], 1, {**default_options(), **options})


def test_the_daily_deals_the_decks_in_turn():
    days = [dt.date(2026, 11, 23) + dt.timedelta(days=k) for k in range(4)]
    assert len({daily_options(d)["characters"] for d in days}) == 4
    assert all(daily_options(d)["rules"] == "classic" for d in days)
