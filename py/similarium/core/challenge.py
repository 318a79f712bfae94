"""A friend's challenge on a seeded solo game, carried in a link (issue 29, item 5), with no server.

``#/<game>/<mode>?seed=…&<options>&vs=<score>[&vw=<1|0>]&vc=<check>``: the seed and the game's
options deal the same game again (a solo seed is no secret); ``vs`` is the challenger's result
(SIMILI and SB: final points; Similo: rounds survived; Similis: turns to win, or cards left after a
loss), ``vw`` whether they won (Similo, Similis: a result is read with it), ``vm`` their game's
moves (packed: the friend's page replays them to review that game, and refuses them when they do
not replay to the claimed result), ``vc`` a check over all of it and the mode in the path. Like a result link's (:mod:`similarium.core.resultlink`) the check catches a link cut short
or edited by hand without recomputing it; it is not a signature.

Three versions of the check: ``c3``, made now, over the mode (``guess``/``give`` deal different
games from one seed: a link edited from one to the other is refused), any options in name order,
``vw`` and ``vm``; and two older ones that links already sent still open with: ``c2`` (the same
without the mode) and ``c1`` (one option, no ``vw``: the SIMILI and SB links made before the other
games had challenges).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import zlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlencode

from similarium.core.resultlink import LinkError

__all__ = ["Claim", "MAX_SCORE", "challenge_query", "pack_moves", "parse_challenge", "unpack_moves"]

MAX_SCORE = 300  # SIMILI's best is under 300; the other games' results are far smaller
MAX_MOVES_TEXT = 6000  # a packed game's moves in a link (a long Similis game packs to about 1,500)


@dataclass(frozen=True)
class Claim:
    """A challenger's result: ``score`` in the game's own measure, ``won`` when the game says;
    ``moves``: their game's moves (the game log's), when the link carries them (``vm``)."""

    score: int
    won: bool | None = None
    moves: tuple[Any, ...] | None = field(default=None, compare=False)


def _check(seed: str, options: Mapping[str, str], score: str, won: str | None, moves: str | None = None,
           mode: str | None = None) -> str:
    if mode is not None:
        opts = ";".join(f"{k}={options[k]}" for k in sorted(options))
        text = f"c3|{mode}|{seed}|{opts}|{score}|{won}|{moves}"
    elif won is None and moves is None and len(options) == 1:
        text = f"c1|{seed}|{next(iter(options.values()))}|{score}"
    else:
        opts = ";".join(f"{k}={options[k]}" for k in sorted(options))
        text = f"c2|{seed}|{opts}|{score}|{won}" + (f"|{moves}" if moves is not None else "")
    return hashlib.sha256(text.encode()).hexdigest()[:10]


def pack_moves(moves: list[Any]) -> str:
    """A game's moves in a link: compact JSON, zlib, base64url, version prefix ``1``."""
    raw = zlib.compress(json.dumps(moves, separators=(",", ":")).encode(), 9)
    return "1" + base64.urlsafe_b64encode(raw).decode().rstrip("=")


def unpack_moves(text: str) -> tuple[Any, ...]:
    """:func:`pack_moves` undone (:class:`LinkError` for anything else)."""
    if not text.startswith("1") or len(text) > MAX_MOVES_TEXT:
        raise LinkError("moves")
    try:
        body = text[1:]
        moves = json.loads(zlib.decompress(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))).decode())
    except (ValueError, binascii.Error, zlib.error, UnicodeDecodeError):
        raise LinkError("moves") from None
    if not isinstance(moves, list):
        raise LinkError("moves")
    return tuple(moves)


def challenge_query(seed: int, options: Mapping[str, str], claim: Claim, *, mode: str) -> str:
    """The query of a challenge on ``seed`` with ``options`` in ``mode`` (the link's path) that
    the challenger got ``claim`` on (with their moves when ``claim`` has them: the friend can
    review that game too)."""
    if not options or not 0 <= claim.score <= MAX_SCORE:
        raise LinkError("impossible")
    won = None if claim.won is None else str(int(claim.won))
    moves = None if claim.moves is None else pack_moves(list(claim.moves))
    fields = {"seed": str(seed), **{k: str(v) for k, v in options.items()}, "vs": str(claim.score)}
    if won is not None:
        fields["vw"] = won
    if moves is not None:
        fields["vm"] = moves
    return urlencode({**fields, "vc": _check(str(seed), options, str(claim.score), won, moves, mode)})


def _score(text: str) -> int:
    if not text.isdigit() or len(text) > 3 or (len(text) > 1 and text[0] == "0") or int(text) > MAX_SCORE:
        raise LinkError("field")
    return int(text)


def parse_challenge(query: Mapping[str, str], defaults: Mapping[str, str], mode: str) -> Claim | None:
    """The challenger's result a link's query carries (None: not a challenge), or
    :class:`LinkError`. ``defaults``: the game's option names and the value a link without one
    means (the check covers the value the game will use); ``mode``: the link's path's."""
    if not any(k in query for k in ("vs", "vw", "vc")):
        return None
    if "vs" not in query or "vc" not in query or "seed" not in query:
        raise LinkError("missing")
    won, moves = query.get("vw"), query.get("vm")
    options = {k: query.get(k, v) for k, v in defaults.items()}
    now = _check(query["seed"], options, query["vs"], won, moves, mode)
    if query["vc"] != now:
        if won is None and len(defaults) != 1:
            raise LinkError("missing")
        if query["vc"] != _check(query["seed"], options, query["vs"], won, moves):  # c1, c2: sent before c3
            raise LinkError("checksum")
    if won not in (None, "0", "1"):
        raise LinkError("field")
    return Claim(_score(query["vs"]), None if won is None else won == "1",
                 None if moves is None else unpack_moves(moves))
