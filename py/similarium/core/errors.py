"""The one typed error family for illegal actions.

Every illegal move raises an :class:`IllegalMove` (a ``ValueError``) carrying a
machine-readable ``code`` (a key of the message catalogue), the parameters that
fill its text, and the human reason in English as ``str(error)``. The state the
move was tried on is never changed.

The codes: four shared by every game, made once in :mod:`similarium.core.refusals`
(``game.not_a_move``, ``game.not_a_seat``, ``game.over``, ``game.not_your_turn``; texts in
``core/messages.py``), ``game.chance_mismatch`` (an outcome of chance named other than the seed
gives it: dice, a card drawn or turned up; every seeded game), and each game's own rules as ``<game>.<rule>`` (texts in ``games/<game>/messages.py``). Build one
with :func:`similarium.core.refusals.illegal`; word one for a player with
:func:`similarium.core.refusals.refusal_text`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class Coded(ValueError):
    """A refusal with a catalogue ``code``, its English ``reason`` (``str(error)``) and the
    ``params`` that fill its text (data: seats, cards, ids)."""

    def __init__(self, code: str, reason: str, /, **params: Any) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason
        self.params = params


class IllegalMove(Coded):
    """An action the rules do not allow. ``code`` names the rule broken."""

    def __repr__(self) -> str:
        return f"IllegalMove({self.code!r}, {self.reason!r})"


def allows(check: Callable[[Any], object], move: Any) -> bool:
    """Whether ``check(move)`` goes through without an :class:`IllegalMove` (a rule's ``is_legal``)."""
    try:
        check(move)
    except IllegalMove:
        return False
    return True


class BadInput(ValueError):
    """Input that is not even a well-formed action or file (wrong type, unknown field)."""


class RefusedInput(Coded, BadInput):
    """Bad input refused with a catalogue ``code`` (its text, filled from ``params``, is what
    the player reads: :meth:`message`); ``str(error)`` is the English reason."""

    def message(self) -> str:
        """The player-facing sentence in the current language."""
        from similarium.core.i18n import t

        return t(self.code, **self.params)
