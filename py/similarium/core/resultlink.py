"""A daily result carried in a link (``#/r?g=…``), with no server: what a share text ends with.

The link holds what the share text already says: the game, the day, the score, won or lost, the
hints used and the share squares (levels 0-3); and, packed and hidden with the day's seed, the
game's moves (``m``, :func:`pack_moves`), which the page unpacks and replays only once the day is
over (:mod:`similarium.ui.sharedgame`). Never a seed, a die or a card, and before the day is over
nothing of the moves is unpacked, so opening it then tells nothing of the deal.

``c`` is a checksum (the first 10 hex digits of SHA-256 over the other fields, in a fixed order).
It catches a link cut short, mistyped or edited by hand without recomputing it: such a link is
refused with a message, never shown as a result. It does NOT prove who made the link: anyone can
compute it (a signature would need a secret, and a static page has none to keep), so a result
seen through a link is what its sender claims, checked for being a possible result of that game.

Every field is validated (:func:`parse`): the game has a daily, the date is a real date, the
score and the outcome agree with the game's rules (SIMILI won at 100+, SB at 40+, Similo 0-5
rounds and won at 5, Similis turns to win or cards left), and the squares fit the game's grid.
"""

from __future__ import annotations

import base64
import binascii
import datetime as _dt
import hashlib
import json
import zlib
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlencode

__all__ = ["LinkError", "SharedResult", "make_query", "pack_moves", "parse", "unpack_moves"]

ROUTE = "#/r"  # short, and a word in no language (the share text is read in French too)
MAX_ROWS, MAX_ROW = 6, 12
MAX_HINTS = 99


class LinkError(ValueError):
    """A result link that cannot be trusted as written; ``code`` names why (a catalogue key's end)."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


@dataclass(frozen=True)
class SharedResult:
    game: str
    day: _dt.date
    score: int
    won: bool
    hints: int = 0
    grid: tuple[tuple[int, ...], ...] = ()
    moves: str = ""  # the game's moves, packed (:func:`pack_moves`): opaque until the day is over


def _rule_ok(r: SharedResult) -> bool:
    """Whether score and outcome make a possible daily result of ``r.game``; and the grid's shape."""
    cells = [len(row) for row in r.grid]
    if r.game == "simili":
        return 0 <= r.score <= 300 and r.won == (r.score >= 100) and cells in ([], [10])
    if r.game == "sb":
        return 0 <= r.score <= 500 and r.won == (r.score >= 40) and r.hints == 0 and (not cells or cells[0] <= 5)
    if r.game == "similo":
        return 0 <= r.score <= 5 and r.won == (r.score == 5) and cells in ([], [5])
    if r.game == "similis":
        return (1 <= r.score <= 200 if r.won else 1 <= r.score <= 60) and r.hints == 0
    return False


def _fields(r: SharedResult) -> dict[str, str]:
    out = {"g": r.game, "d": r.day.isoformat(), "s": str(r.score), "w": "1" if r.won else "0"}
    if r.hints:
        out["h"] = str(r.hints)
    if r.grid:
        out["q"] = ".".join("".join(str(level) for level in row) for row in r.grid)
    if r.moves:
        out["m"] = r.moves
    return out


def _checksum(fields: dict[str, str]) -> str:
    text = "|".join(["r1", *(f"{k}={fields.get(k, '')}" for k in ("g", "d", "s", "w", "h", "q"))])
    if "m" in fields:  # a link without moves keeps the check it always had
        text += f"|m={fields['m']}"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:10]


def make_query(r: SharedResult) -> str:
    """The link's query string (after ``#/r?``); ``ValueError`` for an impossible result."""
    if not _rule_ok(r) or not 0 <= r.hints <= MAX_HINTS:
        raise LinkError("impossible")
    if len(r.grid) > MAX_ROWS or any(not row or len(row) > MAX_ROW or set(row) - {0, 1, 2, 3} for row in r.grid):
        raise LinkError("field")  # what parse would refuse is never made
    if r.moves and not _moves_ok(r.moves):
        raise LinkError("field")
    fields = _fields(r)
    return urlencode({**fields, "c": _checksum(fields)})


def _int(text: str, lo: int, hi: int) -> int:
    if not text.isdigit() or len(text) > 4 or (len(text) > 1 and text[0] == "0"):
        raise LinkError("field")
    value = int(text)
    if not lo <= value <= hi:
        raise LinkError("field")
    return value


def parse(query: dict[str, str]) -> SharedResult:
    """The result a link's query says, or :class:`LinkError` (``missing``, ``field``,
    ``checksum`` or ``impossible``). Unknown fields are refused too (``field``)."""
    if not {"g", "d", "s", "w", "c"} <= set(query):
        raise LinkError("missing")
    if set(query) - {"g", "d", "s", "w", "h", "q", "m", "c"}:
        raise LinkError("field")
    fields = {k: query[k] for k in ("g", "d", "s", "w", "h", "q", "m") if k in query}
    if query["c"] != _checksum(fields):
        raise LinkError("checksum")
    if fields["w"] not in ("0", "1"):
        raise LinkError("field")
    try:
        day = _dt.date.fromisoformat(fields["d"])
    except ValueError:
        raise LinkError("field") from None
    if len(fields["d"]) != 10:
        raise LinkError("field")
    grid: tuple[tuple[int, ...], ...] = ()
    if "q" in fields:
        rows = fields["q"].split(".")
        if len(rows) > MAX_ROWS or any(not row or len(row) > MAX_ROW or set(row) - set("0123") for row in rows):
            raise LinkError("field")
        grid = tuple(tuple(int(ch) for ch in row) for row in rows)
    if "m" in fields and not _moves_ok(fields["m"]):
        raise LinkError("field")
    result = SharedResult(fields["g"], day, _int(fields["s"], 0, 500), fields["w"] == "1",
                          _int(fields.get("h", "0"), 0, MAX_HINTS), grid, fields.get("m", ""))
    if not _rule_ok(result):
        raise LinkError("impossible")
    return result


# --- the moves of the game, for the replay once the day is over ---------------------------------
# ``m`` = ``MOVES_VERSION`` + base64url (no padding) of the game's moves (``[[seat, move], ...]``,
# the daily record's form) as compact JSON, zlib-compressed, then XORed with a key stream drawn
# from the day's seed (SHA-256 in counter mode): before the day is over the page never unpacks it,
# and the packed text shows nothing of the deal to anyone reading the link (this hides, it does
# not protect: the page's code computes any day's seed). ``c`` covers ``m``; a link whose moves
# do not unpack (``moves``) or do not replay to the result it claims is refused by the page.

MOVES_VERSION = "1"
MAX_MOVES_TEXT = 8000  # characters of ``m``: far above any finished daily (see docs/today.md)
_B64 = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


def _moves_ok(text: str) -> bool:
    return 1 < len(text) <= MAX_MOVES_TEXT and text[0] == MOVES_VERSION and set(text[1:]) <= _B64


def _stream(game: str, day: _dt.date, seed: int, n: int) -> bytes:
    out = bytearray()
    block = 0
    while len(out) < n:
        out += hashlib.sha256(f"m{MOVES_VERSION}|{game}|{day.isoformat()}|{seed}|{block}".encode()).digest()
        block += 1
    return bytes(out[:n])


def _xor(data: bytes, key: bytes) -> bytes:
    return bytes(a ^ b for a, b in zip(data, key, strict=True))


def pack_moves(game: str, day: _dt.date, seed: int, moves: list[Any]) -> str:
    """``moves`` (JSON values) as the link's ``m``, hidden with the day's ``seed``."""
    raw = zlib.compress(json.dumps(moves, separators=(",", ":")).encode("utf-8"), 9)
    text = base64.urlsafe_b64encode(_xor(raw, _stream(game, day, seed, len(raw)))).decode("ascii")
    return MOVES_VERSION + text.rstrip("=")


def unpack_moves(game: str, day: _dt.date, seed: int, text: str) -> list[Any]:
    """The moves ``m`` carries, or :class:`LinkError` ``moves`` (another version, cut, edited)."""
    if not _moves_ok(text):
        raise LinkError("moves")
    body = text[1:]
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        moves = json.loads(zlib.decompress(_xor(packed, _stream(game, day, seed, len(packed)))).decode("utf-8"))
    except (ValueError, binascii.Error, zlib.error, UnicodeDecodeError):
        raise LinkError("moves") from None
    if not isinstance(moves, list):
        raise LinkError("moves")
    return moves
