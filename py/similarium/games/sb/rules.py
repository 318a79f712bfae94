"""SB, the Simple Dice Game: dice, actions, scoring and the legality of a set-aside.

Values only (frozen dataclasses); the game flow (turns, end of game) is in
:mod:`similarium.games.sb.game`. Dice are written as in the rule text:
``"1,1,2,3 K2,K6"`` -- Base dice as bare values, Keys with a ``K`` in front.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import product
from typing import Any

from .messages import bad_input, illegal, score_words

BASE_DICE = 8
KEY_DICE = 2
TARGET = 60
FULL_SPLIT_POINTS = 20
FULL_SANDWICH_POINTS = 40
MAX_TURN_SCORE = FULL_SANDWICH_POINTS

_TOKEN = re.compile(r"^(K?)([1-6])$", re.IGNORECASE)


def _faces(values: Iterable[Any], code: str) -> tuple[int, ...]:
    out = []
    for v in values:
        if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 6:
            raise bad_input(code, value=repr(v))
        out.append(v)
    return tuple(sorted(out))


def format_dice(base: Iterable[int] = (), keys: Iterable[int] = ()) -> str:
    """``(1,1,3), (2,6)`` -> ``"1,1,3 K2,K6"`` (the rule text's notation)."""
    parts = [",".join(str(v) for v in sorted(base)), ",".join(f"K{v}" for v in sorted(keys))]
    return " ".join(p for p in parts if p) or "-"


@dataclass(frozen=True)
class BaseAndKeys:
    """Base dice and Keys by their faces, what :class:`Dice` and :class:`SetAside` are made of:
    each face a whole number from 1 to 6 (any other is refused in words), each kind sorted."""

    base: tuple[int, ...] = ()
    keys: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "base", _faces(self.base, "sb.input.base_face"))
        object.__setattr__(self, "keys", _faces(self.keys, "sb.input.key_face"))


@dataclass(frozen=True)
class Dice(BaseAndKeys):
    """A multiset of Base dice and Keys (a roll, or the dice set aside). Sorted."""

    @classmethod
    def parse(cls, text: str) -> Dice:
        """Read ``"1,1,2 K2,K6"`` (commas and/or spaces; ``-`` or empty = no dice)."""
        base: list[int] = []
        keys: list[int] = []
        for token in re.split(r"[\s,;]+", text.strip()):
            if token in ("", "-"):
                continue
            m = _TOKEN.match(token)
            if not m:
                raise bad_input("sb.input.die", token=repr(token))
            (keys if m.group(1) else base).append(int(m.group(2)))
        return cls(tuple(base), tuple(keys))

    @classmethod
    def from_json(cls, data: Any) -> Dice:
        """Accept ``"1,1 K2"`` or ``{"base": [1, 1], "keys": [2]}``."""
        if isinstance(data, str):
            return cls.parse(data)
        if isinstance(data, dict) and set(data) <= {"base", "keys"}:
            base, keys = data.get("base", []), data.get("keys", [])
            if isinstance(base, list) and isinstance(keys, list):
                return cls(tuple(base), tuple(keys))
        raise bad_input("sb.input.dice", data=repr(data))

    def to_json(self) -> dict[str, list[int]]:
        return {"base": list(self.base), "keys": list(self.keys)}

    def __str__(self) -> str:
        return format_dice(self.base, self.keys)

    def __add__(self, other: Dice) -> Dice:
        return Dice(self.base + other.base, self.keys + other.keys)

    def __len__(self) -> int:
        return len(self.base) + len(self.keys)

    def contains(self, other: Dice) -> bool:
        """True if ``other`` is a sub-multiset of these dice."""
        return not (Counter(other.base) - Counter(self.base)) and not (Counter(other.keys) - Counter(self.keys))


# --- actions -----------------------------------------------------------------


@dataclass(frozen=True)
class Roll:
    """Roll every die not set aside. ``dice`` given = the dice that fell (replay, physical dice)."""

    dice: Dice | None = None

    def __str__(self) -> str:
        return "roll" if self.dice is None else f"roll {self.dice}"


@dataclass(frozen=True)
class SetAside(BaseAndKeys):
    """Set aside 1 or 2 Keys, or one or more groups of Base dice, from the current roll."""

    @property
    def dice(self) -> Dice:
        return Dice(self.base, self.keys)

    def __str__(self) -> str:
        return f"set aside {format_dice(self.base, self.keys)}"


@dataclass(frozen=True)
class Stop:
    """Stop and score the dice set aside (only once both Keys are set aside)."""

    def __str__(self) -> str:
        return "stop"


Action = Roll | SetAside | Stop


def action_from_json(data: Any) -> Action:
    """``"roll"``, ``"stop"``, ``{"roll": dice}``, ``{"set_aside": dice}`` (dice as in :meth:`Dice.from_json`),
    or the text forms ``"roll 1,1,2 K2,K6"`` and ``"set aside K6"`` / ``"aside 3,3"``."""
    if isinstance(data, str):
        words = data.strip().lower()
        for prefix, kind in (("roll ", "roll"), ("set aside ", "set_aside"), ("aside ", "set_aside")):
            if words.startswith(prefix) and words[len(prefix):].strip():
                data = {kind: data.strip()[len(prefix):]}
                break
    if data == "roll" or data == {"roll": None}:
        return Roll()
    if data == "stop" or data == {"stop": None}:
        return Stop()
    if isinstance(data, dict) and len(data) == 1:
        (kind, value), = data.items()
        if kind == "roll":
            return Roll(Dice.from_json(value))
        if kind == "set_aside":
            d = Dice.from_json(value)
            return SetAside(d.base, d.keys)
    raise bad_input("sb.input.action", data=repr(data))


def action_to_json(action: Action) -> str:
    """The text form read back by :func:`action_from_json`: ``"roll 1,2 K3"``, ``"set aside K3"``, ``"stop"``."""
    return str(action)


# --- scoring -----------------------------------------------------------------


@dataclass(frozen=True)
class Score:
    """The score of set-aside dice with both Keys aside, with its explanation."""

    points: int
    kind: str  # "split" or "sandwich"
    full: bool  # Full Split / Full Sandwich
    between: int = 0  # split: Base dice strictly between the Keys (2 points each)
    outside: int = 0  # split: Base dice outside the Keys (1 point each)
    matching: int = 0  # sandwich: Base dice equal to the Keys (4 points each); split: equal to a Key (0)

    @property
    def text(self) -> str:
        """The explanation in English (the command line's words; the page uses the catalogue)."""
        return score_words(self)


def score(base: Iterable[int], keys: Iterable[int]) -> Score | None:
    """Score of set-aside Base dice under set-aside Keys; None unless both Keys are aside."""
    base, keys = tuple(base), tuple(sorted(keys))
    if len(keys) != KEY_DICE:
        return None
    low, high = keys
    if low == high:
        matching = sum(1 for v in base if v == low)
        full = matching == BASE_DICE
        return Score(FULL_SANDWICH_POINTS if full else 4 * matching, "sandwich", full, matching=matching)
    between = sum(1 for v in base if low < v < high)
    outside = sum(1 for v in base if v < low or v > high)
    equal = len(base) - between - outside
    full = between == BASE_DICE
    points = FULL_SPLIT_POINTS if full else 2 * between + outside
    return Score(points, "split", full, between=between, outside=outside, matching=equal)


def score_points(base: Iterable[int], keys: Iterable[int]) -> int | None:
    s = score(base, keys)
    return None if s is None else s.points


# --- the set-aside rule ---------------------------------------------------------


def set_aside_options(roll: Dice) -> list[SetAside]:
    """Every legal set-aside from ``roll``: one Key, both Keys, or any nonempty set of groups."""
    options: list[SetAside] = [SetAside(keys=(k,)) for k in sorted(set(roll.keys))]
    if len(roll.keys) == 2:
        options.append(SetAside(keys=roll.keys))
    counts = Counter(roll.base)
    values = sorted(v for v, c in counts.items() if c >= 2)
    choices = [[0, *range(2, counts[v] + 1)] for v in values]
    for sizes in product(*choices):
        if any(sizes):
            options.append(SetAside(base=tuple(v for v, n in zip(values, sizes, strict=True) for _ in range(n))))
    return options


def can_set_aside(roll: Dice) -> bool:
    """False = bust: no Key in the roll and no two Base dice alike."""
    return bool(roll.keys) or len(set(roll.base)) < len(roll.base)


def check_set_aside(roll: Dice, action: SetAside) -> None:
    """Raise :class:`IllegalMove` unless ``action`` is a legal set-aside from ``roll``."""
    if not action.base and not action.keys:
        raise illegal("sb.set_aside_something")
    if action.base and action.keys:
        raise illegal("sb.keys_or_groups", keys=list(action.keys), base=list(action.base))
    if not roll.contains(action.dice):
        raise illegal("sb.not_in_roll", roll=str(roll), dice=str(action.dice))
    singles = sorted(v for v, c in Counter(action.base).items() if c < 2)
    if singles:
        raise illegal("sb.group_of_two", value=singles[0])
