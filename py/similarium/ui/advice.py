"""A reason of :mod:`similarium.core.advice` in the page's language: its code looked up in the
catalogue, its parameters written the way the page writes them (a game's ids by the game's own
names, a list of digits joined by "or" / "ou", numbers in the language's format). Escaped by the
caller, as every text."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from similarium.core.advice import Reason
from similarium.core.i18n import format_number, t

NAMED = ("category", "rival", "best", "other", "played")  # parameters that carry a game's id


def param_text(value: Any, name: Callable[[str], str], key: str) -> str:
    if isinstance(value, (list, tuple)):
        words = [param_text(v, name, key) for v in value]
        if len(words) <= 1:
            return "".join(words)
        return f"{', '.join(words[:-1])} {t('advice.or')} {words[-1]}"
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, float):
        return format_number(value, 0 if value == int(value) else 1)
    if key in NAMED and isinstance(value, str):
        return name(value)
    return str(value)


def reason_text(reason: Reason, name: Callable[[str], str] = str) -> str:
    """The reason's sentence (not escaped: the caller escapes it with the rest)."""
    return t(reason.code, **{k: param_text(v, name, k) for k, v in reason.params.items()})
