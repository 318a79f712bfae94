"""A reason of :mod:`similarium.core.advice` in the page's language: its code looked up in the
catalogue, its parameters written the way the page writes them (a game's ids by the game's own
names, a list joined by "or" / "ou" (by "and" / "et" when its name ends in ``_all``), numbers in the language's format). Escaped by the
caller, as every text."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from similarium.core.advice import Reason
from similarium.core.i18n import CATALOGUE, format_number, t, tn

NAMED = ("category", "rival", "best", "other", "played", "top", "cards_all")  # parameters that carry a game's id


def param_text(value: Any, name: Callable[[str], str], key: str) -> str:
    if isinstance(value, (list, tuple)):
        words = [param_text(v, name, key) for v in value]
        if len(words) <= 1:
            return "".join(words)
        joiner = t("advice.and") if key.endswith("_all") else t("advice.or")
        return f"{', '.join(words[:-1])} {joiner} {words[-1]}"
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, float):
        return format_number(value, 0 if value == int(value) else 1)
    if (key in NAMED or key.endswith("_all")) and isinstance(value, str):
        return name(value)
    return str(value)


def reason_text(reason: Reason, name: Callable[[str], str] = str) -> str:
    """The reason's sentence (not escaped: the caller escapes it with the rest)."""
    params = {k: param_text(v, name, k) for k, v in reason.params.items()}
    n = reason.params.get("n")
    if isinstance(n, int) and CATALOGUE.has(f"{reason.code}.one"):  # a plural: key.one / key.other by n
        return tn(reason.code, n, **params)
    return t(reason.code, **params)
