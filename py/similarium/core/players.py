"""Player names, checked in ONE place when a game is set up (forms and share links alike).

:func:`validate_players` returns the cleaned names or raises :class:`PlayersError`, whose
``code`` is a catalogue key (``players.empty|too_long|duplicate|too_few|too_many``) and whose
:meth:`PlayersError.message` is the sentence to show. The limits match what storage accepts
(``schema.SavedGame``: at most :data:`MAX_NAME` characters, non-empty), and names equal up
to case are refused here because :class:`~similarium.core.match.Match` refuses them too.
"""

from __future__ import annotations

from collections.abc import Iterable

from .errors import RefusedInput

MAX_NAME = 40

__all__ = ["MAX_NAME", "PlayersError", "validate_players"]


class PlayersError(RefusedInput):
    """A line-up of players that cannot start a game; ``code`` names the rule broken."""


def _shown(name: str) -> str:
    return name if len(name) <= MAX_NAME else name[: MAX_NAME - 1] + "…"


def validate_players(names: Iterable[str], min_n: int, max_n: int) -> list[str]:
    """The names with surrounding spaces removed, if ``min_n``..``max_n`` valid, distinct names.

    Raises :class:`PlayersError`: ``players.empty`` (a blank name), ``players.too_long``
    (more than :data:`MAX_NAME` characters), ``players.duplicate`` (equal ignoring case,
    by ``str.casefold``), ``players.too_few`` / ``players.too_many``.
    """
    cleaned = [str(n).strip() for n in names]
    for i, name in enumerate(cleaned):
        if not name:
            raise PlayersError("players.empty", f"player {i + 1} has no name", n=i + 1)
        if len(name) > MAX_NAME:
            raise PlayersError("players.too_long", f"{name[:MAX_NAME]!r}... is longer than {MAX_NAME} characters",
                               name=_shown(name), max=MAX_NAME)
    seen: dict[str, str] = {}
    for name in cleaned:
        other = seen.get(name.casefold())
        if other is not None:
            raise PlayersError("players.duplicate", f"{other!r} and {name!r} are the same name",
                               name=name, other=other)
        seen[name.casefold()] = name
    if len(cleaned) < min_n:
        raise PlayersError("players.too_few", f"at least {min_n} players are needed, got {len(cleaned)}",
                           min=min_n, n=len(cleaned))
    if len(cleaned) > max_n:
        raise PlayersError("players.too_many", f"at most {max_n} players, got {len(cleaned)}",
                           max=max_n, n=len(cleaned))
    return cleaned
