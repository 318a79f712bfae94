"""The refusals every game shares have one code each (core.refusals; docs/rules.md P4), whatever
the game; a game's codes are for its own rules; one text lookup words any refusal; the command
lines keep the codes and words they printed before the codes were shared."""

from __future__ import annotations

import pytest

from similarium.core.errors import IllegalMove
from similarium.core.i18n import CATALOGUE, set_language
from similarium.core.protocol import play
from similarium.core.refusals import (
    NOT_A_MOVE,
    NOT_A_SEAT,
    NOT_YOUR_TURN,
    OVER,
    SHARED,
    illegal,
    printed,
    refusal_text,
)
from similarium.games import registry

GAMES = [g.id for g in registry.playable()]


def start(game_id: str):
    rules = registry.get(game_id).load_rules()
    table = tuple(f"P{i}" for i in range(max(2, rules.min_players)))
    return rules, rules.new({}, 7, table)


def refused(state, seat, move) -> IllegalMove:
    before = state.log().dumps()
    with pytest.raises(IllegalMove) as err:
        state.apply(seat, move)
    assert state.log().dumps() == before  # nothing changed
    return err.value


@pytest.mark.parametrize("game_id", GAMES)
def test_the_shared_refusals_have_one_code_in_every_game(game_id):
    rules, state = start(game_id)
    seat = state.turn().seats[0]
    move = state.legal_moves(seat)[0]
    assert refused(state, seat, "a word, not a move").code == NOT_A_MOVE
    assert refused(state, len(state.players), move).code == NOT_A_SEAT
    assert refused(state, -1, move).code == NOT_A_SEAT
    waiting = [s for s in range(len(state.players)) if s not in state.turn().seats]
    if waiting:
        err = refused(state, waiting[0], move)
        assert err.code == NOT_YOUR_TURN and state.players[state.turn().seats[0]] in err.reason
    bot = next(iter(rules.bots.values()))
    end = play(state, {s: bot() for s in range(len(state.players))})
    assert refused(end, 0, move).code == OVER


@pytest.mark.parametrize("code", SHARED)
def test_every_shared_code_has_a_text_in_english_and_french(code):
    assert CATALOGUE.raw(code, "en") and CATALOGUE.raw(code, "fr")


@pytest.mark.parametrize("game_id", GAMES)
def test_no_game_keeps_a_code_of_its_own_for_a_shared_refusal(game_id):
    registry.get(game_id).load_rules()  # its texts registered
    entry = registry.get(game_id)
    entry.load_texts()
    if entry.has_page:
        entry.load_page()  # and its page's texts
    for old in ("game_over", "not_your_turn", "not_a_seat", "not_a_move",  # game.chance_mismatch is shared too:
                "roll_mismatch", "draw_mismatch", "drawn_mismatch", "turned_mismatch"):
        # (not through english(): a text with parameters raises KeyError for a missing one)
        assert not any(CATALOGUE.raw(f"{game_id}.{old}", lang) for lang in ("en", "fr")), old


def test_one_text_lookup_words_shared_and_own_codes_in_the_players_language():
    import similarium.ui.similis.session  # noqa: F401 - Similis's page words its cards
    from similarium.games.similis.cards import Card

    turn = illegal(NOT_YOUR_TURN, player="Anna", waiting="Barry", seat=0, to_move=1)
    card = Card.from_json([2, "eye", "red", "sand"])
    own = illegal("similis.not_in_market", card=card)
    assert own.reason == "The card 2-eye-red-sand is not in the market."  # the English reason: ids
    try:
        set_language("fr")
        assert refusal_text(turn) == "Ce n’est pas à Anna de jouer\u00a0: on attend Barry."
        assert "2-eye-red-sand" not in refusal_text(own)  # a card named in the page's words
        assert refusal_text(IllegalMove("nobody.knows", "The English reason.")) == "The English reason."
    finally:
        set_language("en")


def test_a_command_line_prints_a_shared_refusal_under_its_old_name_and_words():
    names = {OVER: ("similo.game_over", "The game is over ({result}): nothing more can be played.")}
    shown = printed(illegal(OVER, result="won"), names)
    assert (shown.code, shown.reason) == ("similo.game_over", "The game is over (won): nothing more can be played.")
    other = illegal(NOT_A_SEAT, seat=4)
    assert printed(other, names) is other
