"""Player names, checked in ONE place when a game is set up (forms and share links alike).

:func:`validate_players` returns the cleaned names or raises :class:`PlayersError`, whose
``code`` is a catalogue key (``players.empty|control|invisible|too_long|duplicate|lookalike|
too_few|too_many``) and whose :meth:`PlayersError.message` is the sentence to show. The limits
match what storage accepts (``schema.SavedGame``: at most :data:`MAX_NAME` characters,
non-empty), and names equal up to case are refused here because
:class:`~similarium.core.match.Match` refuses them too.

What a name is:

- it is kept in Unicode normal form NFC (an "é" typed as e + accent and one typed as é are the
  same name), without surrounding white space;
- it holds no control character (``Cc``: NUL, tab, …; ``Cs``: a lone surrogate) and no line or
  paragraph separator (``players.control``);
- it has at least one visible character: a name made only of spaces, format characters (zero
  width space, joiners, direction marks), combining marks, variation selectors or other
  default-ignorable characters is refused (``players.invisible``);
- two names must not look the same: they are compared on a :func:`skeleton` (NFKC, without
  format and default-ignorable characters, Cyrillic and Greek letters that look like Latin
  ones read as those, case folded, white space runs as one space) (``players.lookalike``).

A text box of names (:func:`split_names`) has one name a line, and EVERY line break ends a
line: ``\\n``, ``\\r``, ``\\r\\n``, ``\\v``, ``\\f``, ``\\x1c``-``\\x1e``, ``\\x85``, ``\\u2028``
and ``\\u2029`` (those of ``str.splitlines``, :data:`LINE_BREAKS`), so no line break ever sits
inside a name.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from .errors import RefusedInput

MAX_NAME = 40

# Every character that ends a line of a names box (str.splitlines' line boundaries).
LINE_BREAKS = ("\r\n", "\n", "\r", "\v", "\f", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029")

__all__ = ["LINE_BREAKS", "MAX_NAME", "PlayersError", "skeleton", "split_names", "validate_players"]

# Default_Ignorable_Code_Point (Unicode DerivedCoreProperties), as ranges: drawn as nothing.
_IGNORABLE = ((0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160), (0x17B4, 0x17B5),
              (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E), (0x2060, 0x206F), (0x3164, 0x3164),
              (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF), (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3),
              (0x1D173, 0x1D17A), (0xE0000, 0xE0FFF))
_BLANK = {"\u2800"}  # BRAILLE PATTERN BLANK: a symbol drawn as nothing
_CONTROL = {"Cc", "Cs", "Zl", "Zp"}
_UNSEEN = {"Zs", "Cf", "Mn", "Me", "Mc"}

# Cyrillic and Greek letters drawn like Latin ones (after Unicode's confusables.txt), both cases.
_LOOKALIKES = str.maketrans({
    # Cyrillic
    "А": "A", "В": "B", "Е": "E", "Ѕ": "S", "І": "I", "Ї": "Ï", "Ј": "J", "К": "K", "М": "M", "Н": "H",
    "О": "O", "Р": "P", "С": "C", "Т": "T", "Х": "X", "У": "Y", "Ү": "Y", "Ԛ": "Q", "Ԝ": "W", "Ӏ": "I",
    "а": "a", "е": "e", "ѕ": "s", "і": "i", "ї": "ï", "ј": "j", "о": "o", "р": "p", "с": "c", "х": "x",
    "у": "y", "ү": "y", "ԁ": "d", "ԛ": "q", "ԝ": "w", "һ": "h", "ӏ": "l", "ѵ": "v", "Ѵ": "V", "ё": "ë",
    "Ё": "Ë",
    # Greek
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O",
    "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X", "Ϲ": "C", "Ϳ": "J",
    "ο": "o", "ν": "v", "ι": "i", "α": "a", "κ": "k", "ρ": "p", "υ": "u", "χ": "x", "γ": "y", "ϲ": "c",
    "ϳ": "j",
    # Latin letters drawn like others
    "ı": "i", "ɑ": "a", "ɡ": "g", "ʏ": "y",
})


class PlayersError(RefusedInput):
    """A line-up of players that cannot start a game; ``code`` names the rule broken."""


def _shown(name: str) -> str:
    return name if len(name) <= MAX_NAME else name[: MAX_NAME - 1] + "…"


def _ignorable(ch: str) -> bool:
    cp = ord(ch)
    return unicodedata.category(ch) == "Cf" or any(lo <= cp <= hi for lo, hi in _IGNORABLE)


def _unseen(ch: str) -> bool:
    """Drawn as nothing by itself: a space, a format character, a mark with no letter, …"""
    return unicodedata.category(ch) in _UNSEEN or _ignorable(ch) or ch in _BLANK or ch.isspace()


def split_names(text: str) -> list[str]:
    """The names of a text box, one a line: every one of :data:`LINE_BREAKS` ends a line (the
    same as ``str.splitlines``); blank lines are skipped."""
    return [line.strip() for line in str(text).splitlines() if line.strip()]


def skeleton(name: str) -> str:
    """What a name looks like, for comparing two names: NFKC (full-width letters, ligatures),
    without format and default-ignorable characters, look-alike Cyrillic and Greek letters read
    as Latin ones, case folded, white space runs as one space."""
    s = unicodedata.normalize("NFKC", name)
    s = "".join(ch for ch in s if not _ignorable(ch)).translate(_LOOKALIKES)
    s = unicodedata.normalize("NFKC", s.casefold()).translate(_LOOKALIKES)
    return " ".join(s.split())


def _check_one(i: int, name: str) -> None:
    if not name:
        raise PlayersError("players.empty", f"player {i + 1} has no name", n=i + 1)
    bad = next((ch for ch in name if unicodedata.category(ch) in _CONTROL), None)
    if bad is not None:
        char = f"U+{ord(bad):04X}"
        raise PlayersError("players.control", f"player {i + 1}'s name holds the control character {char}",
                           n=i + 1, char=char)
    if all(_unseen(ch) for ch in name):
        raise PlayersError("players.invisible", f"player {i + 1}'s name has no visible character", n=i + 1)
    if len(name) > MAX_NAME:
        raise PlayersError("players.too_long", f"{name[:MAX_NAME]!r}... is longer than {MAX_NAME} characters",
                           name=_shown(name), max=MAX_NAME)


def validate_players(names: Iterable[str], min_n: int, max_n: int) -> list[str]:
    """The names in NFC with surrounding spaces removed, if ``min_n``..``max_n`` valid,
    distinct names.

    Raises :class:`PlayersError`: ``players.empty`` (a blank name), ``players.control`` (a
    control character or a line break inside), ``players.invisible`` (nothing visible),
    ``players.too_long`` (more than :data:`MAX_NAME` characters), ``players.duplicate`` (equal
    ignoring case, by ``str.casefold``), ``players.lookalike`` (equal :func:`skeleton`),
    ``players.too_few`` / ``players.too_many``.
    """
    cleaned = [unicodedata.normalize("NFC", str(n)).strip() for n in names]
    for i, name in enumerate(cleaned):
        _check_one(i, name)
    seen: dict[str, str] = {}
    looks: dict[str, str] = {}
    for name in cleaned:
        other = seen.get(name.casefold())
        if other is not None:
            raise PlayersError("players.duplicate", f"{other!r} and {name!r} are the same name",
                               name=name, other=other)
        seen[name.casefold()] = name
        other = looks.get(skeleton(name))
        if other is not None:
            raise PlayersError("players.lookalike", f"{other!r} and {name!r} look the same",
                               name=name, other=other)
        looks[skeleton(name)] = name
    if len(cleaned) < min_n:
        raise PlayersError("players.too_few", f"at least {min_n} players are needed, got {len(cleaned)}",
                           min=min_n, n=len(cleaned))
    if len(cleaned) > max_n:
        raise PlayersError("players.too_many", f"at most {max_n} players, got {len(cleaned)}",
                           max=max_n, n=len(cleaned))
    return cleaned
