"""Reading the command line's input files (``replay``/``advise`` of every game), bounded.

A file (or standard input, ``-``) is read as bytes and refused with one clear sentence
(:class:`~similarium.core.errors.BadInput`) when it is larger than :data:`MAX_BYTES`, not UTF-8
text, nested deeper than :data:`~similarium.core.validate.MAX_TEXT_DEPTH`, holds a whole number
of more than :data:`MAX_DIGITS` digits or a number JSON cannot hold (NaN, Infinity, 1e999), or
is not JSON. Every game's reader goes through :func:`read_json`, so none of these ever reaches
the rules as a ``RecursionError``, a ``UnicodeDecodeError`` or Python's 4,300-digit limit.
"""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Callable
from typing import Any

from similarium.core.errors import BadInput
from similarium.core.validate import MAX_TEXT_DEPTH, json_text_depth

MAX_BYTES = 8_000_000  # the longest real log is a few kB
MAX_DIGITS = 40  # seeds, scores, targets: a 128-bit seed has 39 digits


MAX_LINE = 200  # a refusal on stderr is at most this long (whatever it quotes)
SHOWN = 40  # an echoed value is cut to this many characters


def one_line(text: str) -> str:
    """``text`` on one line (a message written to stderr is exactly one line)."""
    return " ".join(text.split()) or "error"


def shown(value: object, limit: int = SHOWN) -> str:
    """``value`` as a message quotes it (``repr`` of a non-string), cut to ``limit`` characters
    with "…": a refusal never repeats unbounded input."""
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def short_line(text: str, limit: int = MAX_LINE) -> str:
    """:func:`one_line` of ``text``, at most ``limit`` characters: a longer line keeps its
    beginning and its end (where the rule broken is said) around "…"."""
    line = one_line(text)
    if len(line) <= limit:
        return line
    tail = limit // 3
    return line[: limit - tail - 1] + "…" + line[-tail:]


def _decode(raw: bytes) -> str:
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        hint = " (it looks like UTF-16: save it as UTF-8)" if raw[:2] in (b"\xff\xfe", b"\xfe\xff") else ""
        raise BadInput(f"the file is not UTF-8 text: byte 0x{raw[err.start]:02x} at position {err.start}"
                       f"{hint}") from None


def read_text(path: str) -> str:
    """The text of the file at ``path`` (``-``: standard input), at most :data:`MAX_BYTES` of UTF-8."""
    try:
        if path == "-":
            buffer = getattr(sys.stdin, "buffer", None)
            raw: bytes | str = buffer.read(MAX_BYTES + 1) if buffer is not None else sys.stdin.read(MAX_BYTES + 1)
        else:
            with open(path, "rb") as file:
                raw = file.read(MAX_BYTES + 1)
    except OSError as err:
        raise BadInput(f"cannot open {path!r}: {err.strerror or err}") from None
    if len(raw) > MAX_BYTES:
        raise BadInput(f"the file is larger than {MAX_BYTES // 1_000_000} MB")
    return raw if isinstance(raw, str) else _decode(raw)


def _whole(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise ValueError(f"a whole number of {len(digits.lstrip('-'))} digits (at most {MAX_DIGITS})")
    return int(digits)


def _real(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"the number {text[:20]}{'...' if len(text) > 20 else ''} is too large")
    return value


def _constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def parse_json(text: str) -> Any:
    """JSON text from outside, bounded in depth and in the size of its numbers; BadInput otherwise."""
    depth = json_text_depth(text)  # before any recursion
    if depth > MAX_TEXT_DEPTH:
        raise BadInput(f"nested {depth} levels deep, more than {MAX_TEXT_DEPTH}")
    try:
        return json.loads(text, parse_int=_whole, parse_float=_real, parse_constant=_constant)
    except json.JSONDecodeError as err:
        raise BadInput(f"not JSON: {err}") from None
    except (ValueError, RecursionError) as err:
        raise BadInput(str(err)) from None


def read_json(path: str) -> Any:
    """:func:`read_text` then :func:`parse_json`."""
    return parse_json(read_text(path))


def answer(path: str, compute: Callable[[Any], Any], *, what: str, illegal: tuple[type[BaseException], ...] = (),
           indent: int | None = None) -> int:
    """Read the file at ``path`` (``-``: standard input) and print ``compute(data)`` as JSON
    (exit 0). A refusal is one line on stderr and exit 2: ``illegal action: ...`` for one of the
    ``illegal`` errors (a move the rules refuse), else ``cannot read <what>: ...``."""
    try:
        out = compute(read_json(path))
    except illegal as err:
        print(f"illegal action: {err}", file=sys.stderr)
        return 2
    except (BadInput, ValueError, OSError, RecursionError) as err:
        print(f"cannot read {what}: {err}", file=sys.stderr)
        return 2
    print(json.dumps(out, indent=indent))
    return 0


def check_fields(data: Any, fields: tuple[str, ...], game: tuple[str, str], what: str,
                 optional: tuple[str, ...] = ()) -> dict:
    """A command-line file's top level: ``what`` ("a Similo game") is a JSON object with every
    one of ``fields`` (but ``optional``), no other key, and ``"game"`` the id of ``game`` (its
    id and name); else ``BadInput`` with the reason."""
    if not isinstance(data, dict):
        raise BadInput(f"{what} is a JSON object")
    missing = [f for f in fields if f not in data and f not in optional]
    if missing:
        raise BadInput(f"missing field(s): {', '.join(missing)}")
    extra = sorted(set(data) - set(fields))
    if extra:
        raise BadInput(f"unknown field(s): {', '.join(extra)}")
    if data["game"] != game[0]:
        raise BadInput(f"this is not a {game[1]} game: game is {data['game']!r}")
    return data
