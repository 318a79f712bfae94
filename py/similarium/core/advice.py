"""What a hint or an advice panel shows, for every game (issue 27, item 3): the recommendation,
the value of each choice shown, and one reason, a catalogue code with parameters.

A game's advisor module builds an :class:`Advice` in plain Python; the page renders it through
the catalogue (the reason's code is looked up in English or French, its parameters filled in,
the whole escaped). :func:`contradictions` is the one rule every panel keeps: the recommended
choice is the first one shown, and no choice shown has a better figure than it, unless a
``note`` says why (the figures are equal within their noise and a stated tie-break orders them).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .i18n import CATALOGUE, register_french

CATALOGUE.register("en", {"advice.or": "or", "advice.and": "and", "advice.reason": "Why: {reason}"})
register_french({"advice.or": "ou", "advice.and": "et", "advice.reason": "Pourquoi : {reason}"})


@dataclass(frozen=True)
class Reason:
    """One plain sentence of the catalogue: ``code`` (a message key) and its parameters."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Choice:
    """One choice as the panel shows it: ``value`` in [0, 1] (a probability) or in points
    (``Advice.unit``), ``shown`` the value at the precision the panel prints it, ``half_width``
    the half-width of its 95% interval (0 when exact), ``extra`` more figures (e.g. points)."""

    id: str
    value: float
    shown: float
    half_width: float = 0.0
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Advice:
    """``choices`` best first, as shown; ``recommended`` is the first one's id."""

    recommended: str
    unit: str  # "p_win" (a probability), "points" (an expected score), "rolls"...
    choices: tuple[Choice, ...]
    reason: Reason
    note: Reason | None = None  # why the order holds where the figures alone do not tell


def contradictions(advice: Advice) -> list[str]:
    """Every way the panel would recommend against its own figures (empty: none)."""
    out = []
    if not advice.choices:
        return ["no choice shown"]
    top = advice.choices[0]
    if top.id != advice.recommended:
        out.append(f"{advice.recommended} is recommended but {top.id} is shown first")
    for c in advice.choices[1:]:
        if c.shown > top.shown and advice.note is None:
            out.append(f"{c.id} shows {c.shown} above the recommended {top.shown}")
        if c.value > top.value + top.half_width + c.half_width:
            out.append(f"{c.id} is better than {top.id} beyond the noise")
    return out


def shown(value: float, digits: int) -> float:
    """``value`` at the precision the panel prints it."""
    return round(value, digits)
