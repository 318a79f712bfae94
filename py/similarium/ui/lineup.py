"""Who sits at the table, whatever the language (issue 30): a name nobody typed ("Player 1",
"You", "AI clue giver") is the page's default, written in the language shown when the game
began. After a switch to French, "Joueur 1" is the same player as "Player 1": the same line-up,
the same match, no question asked.

:func:`canonical` reads a default name in any language of the catalogue as its key (and number);
:func:`same_lineup` compares line-ups that way, seat by seat.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from similarium.core.i18n import CATALOGUE

# The catalogue texts the pages use as names nobody typed ({n}: the seat's number).
DEFAULT_NAMES = ("simili.player.default", "similis.player.default", "similis.you", "sb.you", "sb.player.default",
                 "similo.you", "similo.player.giver", "similo.player.guesser", "similo.ai.giver",
                 "similo.ai.guessers")


def _patterns() -> list[tuple[str, re.Pattern[str]]]:
    out = []
    for key in DEFAULT_NAMES:
        for lang in CATALOGUE.languages():
            raw = CATALOGUE.raw(key, lang)
            if not raw:
                continue
            pattern = re.escape(raw).replace(re.escape("{n}"), r"(\d+)")
            out.append((key, re.compile(f"^{pattern}$")))
    return out


def canonical(name: str) -> str:
    """``name``, or ``"=<key>#<n>"`` when it is a default name in any language."""
    for key, pattern in _patterns():
        m = pattern.match(name)
        if m:
            return f"={key}#{m.group(1) if m.groups() else ''}"
    return name


def same_lineup(a: Sequence[str], b: Sequence[str]) -> bool:
    """The same players in the same seats, a default name equal to itself in every language."""
    return len(a) == len(b) and all(x == y or canonical(x) == canonical(y) for x, y in zip(a, b, strict=True))


def shown(name: str) -> str:
    """``name`` as the page shows it now: a default name in the page's language ("You" is "Vous"
    in French, whatever the language the game began in), any other name as it was typed."""
    from similarium.core.i18n import t

    key = canonical(name)
    if not key.startswith("="):
        return name
    ident, _, n = key[1:].partition("#")
    return t(ident, n=int(n)) if n else t(ident)
