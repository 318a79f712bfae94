"""A deterministic human policy for SB page tests (host and e2e share it)."""

from __future__ import annotations

from collections import Counter


def human_choice(dice: list[tuple[str, int]], can_stop: bool, phase: str) -> tuple[str, list[int]]:
    """("roll"|"stop"|"set-aside", positions 1-based).

    Set aside the first pair of the lowest Base value that has one; else the first Key.
    Stop as soon as stopping is allowed.
    """
    if phase != "set_aside":
        return ("stop", []) if can_stop else ("roll", [])
    counts = Counter(v for k, v in dice if k == "base")
    pairs = sorted(v for v, c in counts.items() if c >= 2)
    if pairs:
        pos = [i + 1 for i, (k, v) in enumerate(dice) if k == "base" and v == pairs[0]][:2]
    else:
        pos = [next(i + 1 for i, (k, _) in enumerate(dice) if k == "key")]
    return "set-aside", pos
