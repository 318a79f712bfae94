"""Every refusal a page shows is worded by ``refusal_text`` (one lookup: the player's language,
card ids named), and a page does not restate a rule: an action out of turn, after the end or a
series that is not one gets the rules' own refusal, the code the rules raise for that move."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from similarium.core.errors import IllegalMove
from similarium.core.refusals import NOT_YOUR_TURN, OVER, refusal_text
from similarium.games.similis.rules import Draw, Lay
from similarium.games.similo.rules import Remove
from similarium.ui.similis import session as similis
from similarium.ui.similo import session as similo

UI = Path(similis.__file__).resolve().parents[1]

# An error feedback is built in one place (``pieces.refusal``), plus the line that repeats a
# refused link's text over a game in progress (already worded when the link was refused).
BUILDERS = {("pieces.py", "refusal"), ("pieces.py", "error_line"), ("opening.py", "open")}


def error_feedbacks() -> list[tuple[str, str, int]]:
    found = []
    for path in sorted(UI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for fn in ast.walk(tree):
            if not isinstance(fn, ast.FunctionDef):
                continue
            for node in ast.walk(fn):
                if (isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) == "Feedback"
                        and node.args and isinstance(node.args[0], ast.Constant) and node.args[0].value == "error"):
                    found.append((str(path.relative_to(UI)), fn.name, node.lineno))
    return found


def test_no_page_words_an_error_itself():
    """A page says a refusal through ``pieces.refusal``/``refused`` (``refusal_text``), never with
    a ``t()`` of its own nor an exception's English text."""
    stray = [f for f in error_feedbacks() if (Path(f[0]).name, f[1]) not in BUILDERS]
    assert not stray, stray
    assert {(Path(f[0]).name, f[1]) for f in error_feedbacks()} <= BUILDERS


def similis_bots_turn() -> similis.Session:
    s = similis.Session.start("solo", ["Ann", "Pia", "Bo"], ["human", "greedy", "greedy"], 5, {})
    assert s.to_move == 0
    move = next(m for m in s.state.legal_moves(0) if isinstance(m, Lay | Draw))
    s.state = s.state.apply(0, move)
    while s.to_move == 0:  # gifts after a series
        s.state = s.state.apply(0, s.state.legal_moves(0)[0])
    assert s.to_move != 0
    return s


def test_similis_out_of_turn_is_the_rules_refusal_naming_whose_turn():
    s = similis_bots_turn()
    with pytest.raises(IllegalMove) as rules:
        s.state.apply(0, s.state.legal_moves(s.to_move)[0])
    assert rules.value.code == NOT_YOUR_TURN
    assert s.act("pick", "1") is False
    assert s.feedback.code == NOT_YOUR_TURN
    assert s.players[s.to_move] in s.feedback.text and s.feedback.text == refusal_text(rules.value)


def test_similis_after_the_end_is_the_rules_refusal():
    s = similis.Session.start("solo", ["Ann", "Pia", "Bo"], ["human", "random", "random"], 7, {})
    while not s.finished:
        seat = s.to_move
        s.state = s.state.apply(seat, s.state.legal_moves(seat)[0])
    assert s.act("draw") is False and s.feedback.code == OVER


def test_similis_a_series_refused_by_the_rules_in_the_selection_words():
    """One card, two that share too little: the rules refuse the lay (their codes), and the
    refusal reads as the selection line reads (what the cards share), nothing laid."""
    s = similis.Session.start("solo", ["Ann", "Pia", "Bo"], ["human", "greedy", "greedy"], 5, {})
    hand = s.hand(0)
    s.act("pick", hand[0].id)
    why = s.selection_status()[1]
    before = s.state
    assert s.act("lay") is False and s.state is before
    assert s.feedback.code == "similis.series_size" and s.feedback.text == why
    s.act("clear")
    a, b = next((x, y) for i, x in enumerate(hand) for y in hand[i + 1:]
                if len(similis.check_series([x, y], s.game.banned).common) < 3)
    s.act("pick", a.id)
    s.act("pick", b.id)
    why = s.selection_status()[1]
    assert s.act("lay") is False and s.feedback.code == "similis.not_a_series" and s.feedback.text == why


def test_similis_a_card_named_by_its_id_is_said_by_its_name():
    s = similis.Session.start("solo", ["Ann", "Pia", "Bo"], ["human", "greedy", "greedy"], 5, {})
    other = s.hand(1)[0]
    assert other not in s.hand(0)
    s.act("pick", other.id)
    assert s.feedback.code == "similis.not_in_hand"
    assert similis.card_text(other) in s.feedback.text and other.id not in s.feedback.text


def test_similo_a_removal_before_the_clue_is_the_rules_refusal():
    s = similo.Session.start(similo.GUESS, ["AI", "You"], [similo.AI, similo.HUMAN], 77, similo.default_options())
    card = s.game.remaining[0]
    with pytest.raises(IllegalMove) as rules:
        s.game.apply(Remove(card))
    s.act("pick", card)
    assert s.feedback.code == rules.value.code == "similo.clue_first"
    assert s.feedback.text == refusal_text(rules.value)
    for action in ("confirm", "hint"):
        s.act(action)
        assert s.feedback.code == "similo.clue_first", action


def test_similo_a_clue_while_the_guessers_remove_is_the_rules_refusal():
    s = similo.Session.start(similo.GIVE, ["You", "AI"], [similo.HUMAN, similo.AI], 78, similo.default_options())
    s.act("hand", "1")
    s.act("orient", "vertical" if "vertical" in s.variant.orientations else "horizontal")
    assert s.act("confirm") and s.to_act == 1
    for action, arg in (("hand", "1"), ("pick", s.game.remaining[0]), ("confirm", "")):
        s.act(action, arg)
        assert s.feedback.code == "similo.remove_first", action
        assert str(s.game.due) in s.feedback.text


def test_similo_after_the_end_says_how_it_ended():
    s = similo.Session.start(similo.GUESS, ["AI", "You"], [similo.AI, similo.HUMAN], 77, similo.default_options())
    while not s.finished:
        if s.to_act == 1:
            s.state = s.state.apply(1, Remove(s.game.secret))  # the secret removed: lost
        else:
            assert s.ai_step()
    s.act("pick", s.game.remaining[0])
    assert s.feedback.code == OVER
    assert similo.t("similo.result.lost") in s.feedback.text


def test_a_page_refusal_takes_any_parameter_and_its_plural():
    """``refused`` words a code with any data (``reason`` and ``code`` among them) and a plural by ``n``."""
    from similarium.ui.pieces import refused

    fb = refused("record.failed", reason="quota")
    assert (fb.kind, fb.code) == ("error", "record.failed") and "record.failed" not in fb.text
    one, two = refused("similo.pick.full", n=1, due=1), refused("similo.pick.full", n=2, due=2)
    assert one.code == two.code == "similo.pick.full" and one.text != two.text and "2" in two.text
