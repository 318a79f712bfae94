"""Property tests over random play: dice accounted for, replay exact, games end, reasons catalogued."""

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from similarium.core.errors import IllegalMove
from similarium.games.sb.game import Game
from similarium.games.sb.messages import EN, RULE_CODES, text_key
from similarium.games.sb.rules import (
    BASE_DICE,
    KEY_DICE,
    Dice,
    Roll,
    SetAside,
    Stop,
    action_from_json,
)


def check_invariants(g: Game) -> None:
    t = g.turn
    assert len(t.set_aside.base) + t.base_left == BASE_DICE
    assert len(t.set_aside.keys) + t.keys_left == KEY_DICE
    if t.roll is not None:  # the roll holds exactly the dice not set aside: 10 accounted for
        assert len(t.roll.base) == t.base_left and len(t.roll.keys) == t.keys_left
        assert len(t.roll) + len(t.set_aside) == 10
    assert all(s >= 0 for s in g.scores)
    assert sum(g.scores) == sum(r.points for r in g.history)
    assert all(0 <= r.points <= 40 for r in g.history)
    assert g.can_stop == (t.roll is None and t.keys_left == 0 and not g.finished)


def random_game(seed: int, picks, players: int, limit: int = 20000):
    g = Game.new(players, seed=seed)
    actions = []
    for i in range(limit):
        if g.finished:
            break
        legal = g.legal_actions()
        action = legal[picks(i) % len(legal)]
        # keep random games short enough: stop when it is allowed, most of the time
        if Stop() in legal and picks(i + 1) % 3:
            action = Stop()
        g = g.apply(action)
        actions.append(action)
        check_invariants(g)
    return g, actions


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), salt=st.integers(0, 10**6), players=st.integers(1, 4))
def test_random_games_end_and_replay_exactly(seed, salt, players):
    picks = lambda i: (i * 7919 + salt) * 2654435761 % 1000003  # noqa: E731
    g, actions = random_game(seed, picks, players)
    assert g.finished
    assert max(g.scores) >= g.target
    assert g.leader is not None and g.scores[g.leader] >= g.target
    # replay of (seed, actions) rebuilds the same state, value for value
    assert Game.new(players, seed=seed).apply_all(actions) == g
    # replay with the dice written out (no seed) gives the same scores and logs
    explicit = []
    for r in g.history:
        for e in r.events:
            if e.kind == "roll":
                explicit.append(Roll(e.dice))
            elif e.kind == "set_aside":
                explicit.append(action_from_json("set aside " + str(e.dice)))
            elif e.kind == "stop":
                explicit.append(Stop())
    g2 = Game.new(players).apply_all(explicit)
    assert g2.scores == g.scores and g2.finished
    assert [r.events for r in g2.history] == [r.events for r in g.history]


@settings(max_examples=1500, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), choices=st.lists(st.integers(0, 1000), min_size=1, max_size=40))
def test_random_turns(seed, choices):
    g = Game.new(["A", "B"], seed=seed)
    for c in choices:
        before = repr(g)
        legal = g.legal_actions()
        nxt = g.apply(legal[c % len(legal)])
        assert repr(g) == before  # apply never changes the state it is called on
        g = nxt
        check_invariants(g)
        if g.history:
            break


def _any_action(data, g: Game):
    """A legal action, or one of the moves a player might try anyway (many of them illegal)."""
    roll = g.turn.roll or Dice()
    kind = data.draw(st.sampled_from(("legal", "stop", "roll", "roll_dice", "aside")))
    if kind == "legal" and g.legal_actions():
        return data.draw(st.sampled_from(g.legal_actions()))
    if kind == "stop":
        return Stop()
    if kind == "roll":
        return Roll()
    face = st.integers(1, 6)
    if kind == "roll_dice":
        return Roll(Dice(tuple(data.draw(st.lists(face, max_size=9))), tuple(data.draw(st.lists(face, max_size=3)))))
    base = data.draw(st.lists(st.sampled_from(roll.base) if roll.base else face, max_size=6))
    keys = data.draw(st.lists(st.sampled_from(roll.keys) if roll.keys else face, max_size=2))
    return SetAside(tuple(base), tuple(keys))


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), data=st.data())
def test_every_illegal_move_carries_a_catalogued_code_and_its_text(seed, data):
    g = Game.new(["A", "B"], seed=seed, target=20)
    for _ in range(60):
        if g.finished:
            break
        action = _any_action(data, g)
        legal = action in g.legal_actions() or (  # or dice that fell, written out (physical dice)
            isinstance(action, Roll) and action.dice is not None and Roll() in g.legal_actions()
            and (len(action.dice.base), len(action.dice.keys)) == (g.turn.base_left, g.turn.keys_left))
        try:
            after = g.apply(action)
        except IllegalMove as err:
            assert not legal, f"{action} is listed legal but refused"
            assert err.code in RULE_CODES
            assert str(err) == EN[text_key(err.code, err.params)].format(**err.params)
        else:
            assert legal, f"{action} is accepted but not legal"
            g = after
        check_invariants(g)
    with pytest.raises(IllegalMove) as over:
        replace(g, finished=True).apply(Roll())
    assert over.value.code == "game.over" and str(over.value) == "The game is over."
