"""Scoring, dice notation and the set-aside rule (rules text "Scoring" and step 2)."""

import pytest

from similarium.core.errors import BadInput, IllegalMove
from similarium.games.sb.rules import (
    Dice,
    Roll,
    SetAside,
    Stop,
    action_from_json,
    can_set_aside,
    check_set_aside,
    score,
    score_points,
    set_aside_options,
)


@pytest.mark.parametrize(
    ("base", "keys", "points", "kind", "full"),
    [
        ([3], [2, 4], 2, "split", False),  # rule text: keys 2 and 4, a 3 is worth 2
        ([1, 6], [2, 5], 2, "split", False),  # outside the keys: 1 point each
        ([2, 2, 5], [2, 5], 0, "split", False),  # equal to a key: 0
        ([1, 1, 3, 3, 4, 6, 6], [2, 5], 1 + 1 + 2 + 2 + 2 + 1 + 1, "split", False),
        ([3] * 6 + [5, 5], [2, 6], 20, "split", True),  # Full Split
        ([3] * 7, [2, 6], 14, "split", False),  # 7 between is not a Full Split
        ([3] * 7 + [6], [2, 6], 14, "split", False),
        ([1] * 5 + [6, 6], [2, 5], 7, "split", False),  # Barry's first turn
        ([4, 4, 4], [4, 4], 12, "sandwich", False),  # 4 points each (text says 3: typo)
        ([4, 4, 3, 5], [4, 4], 8, "sandwich", False),
        ([3, 3, 4, 4, 5, 5, 5], [1, 1], 0, "sandwich", False),  # Barry's second turn
        ([6] * 8, [6, 6], 40, "sandwich", True),  # Full Sandwich
        ([6] * 7, [6, 6], 28, "sandwich", False),
        ([], [1, 6], 0, "split", False),
    ],
)
def test_scoring(base, keys, points, kind, full):
    s = score(base, keys)
    assert s is not None
    assert (s.points, s.kind, s.full) == (points, kind, full)
    assert str(points) in s.text


def test_no_score_without_both_keys():
    assert score([3, 3], [2]) is None
    assert score_points([3, 3], []) is None


def test_dice_notation_round_trip():
    d = Dice.parse("5,1, 1 K6 k2")
    assert d == Dice((1, 1, 5), (2, 6))
    assert str(d) == "1,1,5 K2,K6"
    assert Dice.from_json({"base": [5, 1, 1], "keys": [6, 2]}) == d
    assert Dice.from_json(str(d)) == d
    assert str(Dice()) == "-"
    for bad in ("7", "K0", "x", ""):
        if bad:
            with pytest.raises(BadInput):
                Dice.parse(bad)
    with pytest.raises(BadInput):
        Dice((0,))
    with pytest.raises(BadInput):
        Dice.from_json([1, 2])


def test_action_text_forms():
    assert action_from_json("roll") == Roll()
    assert action_from_json("stop") == Stop()
    assert action_from_json("roll 1,2 K3") == Roll(Dice((1, 2), (3,)))
    assert action_from_json("set aside 3,3") == SetAside(base=(3, 3))
    assert action_from_json("aside K4") == SetAside(keys=(4,))
    assert action_from_json({"set_aside": {"keys": [4]}}) == SetAside(keys=(4,))
    for a in (Roll(Dice((1, 2), (3,))), SetAside(base=(3, 3)), SetAside(keys=(2, 5)), Stop(), Roll()):
        assert action_from_json(str(a)) == a
    with pytest.raises(BadInput):
        action_from_json({"jump": 1})


def test_options_of_a_roll():
    opts = set_aside_options(Dice.parse("1,1,2,3,3,4,5,5 K2,K6"))
    assert SetAside(keys=(2,)) in opts and SetAside(keys=(6,)) in opts and SetAside(keys=(2, 6)) in opts
    groups = [o for o in opts if o.base]
    assert len(groups) == 7  # 3 pairs: any nonempty combination
    assert not any(o.base and o.keys for o in opts)
    # a subset of a bigger group is allowed: 2, 3 or 4 of four 3s
    opts = set_aside_options(Dice.parse("2,3,3,3,3,4 K4"))
    assert {o.base for o in opts if o.base} == {(3, 3), (3, 3, 3), (3, 3, 3, 3)}
    assert set_aside_options(Dice.parse("K3,K3")) == [SetAside(keys=(3,)), SetAside(keys=(3, 3))]


def test_bust_only_without_key_and_pair():
    assert not can_set_aside(Dice.parse("1,2,3,4,5,6"))
    assert not can_set_aside(Dice.parse("4"))
    assert can_set_aside(Dice.parse("1,2,3 K1"))
    assert can_set_aside(Dice.parse("1,2,2"))


@pytest.mark.parametrize(
    ("roll", "action", "code"),
    [
        ("1,1,2 K2,K6", SetAside(base=(1, 1), keys=(2,)), "sb.keys_or_groups"),
        ("1,1,2 K2,K6", SetAside(base=(3, 3)), "sb.not_in_roll"),
        ("1,1,2,3 K2", SetAside(base=(2,)), "sb.group_of_two"),
        ("1,1,2,2 K2", SetAside(base=(1, 1, 2)), "sb.group_of_two"),
        ("1,1,2 K2", SetAside(keys=(5,)), "sb.not_in_roll"),
        ("1,1,2 K2", SetAside(keys=(2, 2)), "sb.not_in_roll"),
        ("1,1,2 K2", SetAside(base=(1, 1, 1)), "sb.not_in_roll"),
        ("1,1,2 K2", SetAside(), "sb.set_aside_something"),
    ],
)
def test_illegal_set_asides(roll, action, code):
    with pytest.raises(IllegalMove) as err:
        check_set_aside(Dice.parse(roll), action)
    assert err.value.code == code
    assert len(err.value.reason) > 20
