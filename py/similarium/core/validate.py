"""Small hand-written validators for persisted JSON (no jsonschema).

Each check takes the value and a ``path`` (``"data.players[2]"``) and either
returns the value (narrowed) or raises :class:`SchemaError`, whose text is a
human reason naming the place: ``"data.seed: expected a whole number from 0
to 4294967295, got 'x'"``.
"""

from __future__ import annotations

import datetime as _dt
import json
import math
import re
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from .errors import BadInput

T = TypeVar("T")

MAX_DEPTH = 48  # nesting allowed inside one JSON payload (options, a move, a summary)
MAX_TEXT_DEPTH = 100  # nesting allowed in a whole stored text, checked before parsing
ID_PATTERN = re.compile(r"[a-z][a-z0-9_-]{0,31}")


class SchemaError(BadInput):
    """Persisted data that does not have the expected shape; ``str()`` is the human reason."""

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def obj(value: Any, path: str, required: Iterable[str] = (), optional: Iterable[str] = ()) -> dict[str, Any]:
    """An object with all ``required`` keys, and no keys beyond ``required | optional``."""
    if not isinstance(value, dict):
        raise SchemaError(path, f"expected an object, got {type(value).__name__}")
    req = set(required)
    missing = sorted(req - set(value))
    if missing:
        raise SchemaError(path, f"missing field(s) {', '.join(missing)}")
    extra = sorted(set(value) - req - set(optional))
    if extra:
        raise SchemaError(path, f"unknown field(s) {', '.join(map(str, extra))}")
    return value


def mapping(value: Any, path: str, max_len: int = 100_000) -> dict[str, Any]:
    """An object with any keys (each entry checked by the caller)."""
    if not isinstance(value, dict):
        raise SchemaError(path, f"expected an object, got {type(value).__name__}")
    if len(value) > max_len:
        raise SchemaError(path, f"more than {max_len} entries")
    return value


def integer(value: Any, path: str, lo: int | None = None, hi: int | None = None) -> int:
    if not is_int(value) or (lo is not None and value < lo) or (hi is not None and value > hi):
        span = (
            f" from {lo} to {hi}" if lo is not None and hi is not None
            else f" >= {lo}" if lo is not None
            else f" <= {hi}" if hi is not None else ""
        )
        raise SchemaError(path, f"expected a whole number{span}, got {_show(value)}")
    return value


def boolean(value: Any, path: str) -> bool:
    if not isinstance(value, bool):
        raise SchemaError(path, f"expected true or false, got {_show(value)}")
    return value


def text(value: Any, path: str, max_len: int = 200, *, allow_empty: bool = False) -> str:
    if not isinstance(value, str):
        raise SchemaError(path, f"expected text, got {_show(value)}")
    if not allow_empty and not value.strip():
        raise SchemaError(path, "expected non-empty text")
    if len(value) > max_len:
        raise SchemaError(path, f"text longer than {max_len} characters")
    return value


def ident(value: Any, path: str) -> str:
    """A lowercase identifier (game id, mode slot): ``[a-z][a-z0-9_-]{0,31}``."""
    if not isinstance(value, str) or not ID_PATTERN.fullmatch(value):
        raise SchemaError(path, f"expected an id like 'simili' (a-z, 0-9, _ or -), got {_show(value)}")
    return value


def one_of(value: Any, path: str, choices: Iterable[T]) -> T:
    options = list(choices)
    if value not in options or isinstance(value, bool) != any(isinstance(c, bool) for c in options):
        raise SchemaError(path, f"expected one of {options}, got {_show(value)}")
    return value


def list_of(value: Any, path: str, check: Callable[[Any, str], T], max_len: int = 10_000) -> list[T]:
    if not isinstance(value, list):
        raise SchemaError(path, f"expected a list, got {type(value).__name__}")
    if len(value) > max_len:
        raise SchemaError(path, f"more than {max_len} items")
    return [check(item, f"{path}[{i}]") for i, item in enumerate(value)]


def timestamp(value: Any, path: str) -> str:
    """An ISO 8601 date-time string, e.g. ``2026-11-22T10:15:30+00:00``."""
    if not isinstance(value, str) or len(value) > 40:
        raise SchemaError(path, f"expected an ISO date-time, got {_show(value)}")
    try:
        _dt.datetime.fromisoformat(value)
    except ValueError:
        raise SchemaError(path, f"expected an ISO date-time, got {_show(value)}") from None
    return value


def iso_date(value: Any, path: str) -> _dt.date:
    """A calendar date written exactly ``YYYY-MM-DD``."""
    if isinstance(value, str) and re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
        try:
            return _dt.date.fromisoformat(value)
        except ValueError:
            pass
    raise SchemaError(path, f"expected a date YYYY-MM-DD, got {_show(value)}")


_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


def json_text_depth(raw: str) -> int:
    """Upper bound of the bracket nesting of JSON text, without parsing it.

    Needed before ``json.loads`` because in Pyodide a deeply nested text
    (~10,000 levels) overflows the JavaScript stack and kills the whole
    interpreter instead of raising ``RecursionError``.
    """
    if raw.count("[") + raw.count("{") <= MAX_DEPTH:
        return raw.count("[") + raw.count("{")
    brackets = _NOT_BRACKET.sub("", _JSON_STRING.sub("", raw))
    depth = deepest = 0
    for char in brackets:
        if char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


class TooDeep(ValueError):
    """JSON text nested deeper than :data:`MAX_TEXT_DEPTH` (well-formed or not: it is refused
    before parsing, so it is called "too deep", not "not JSON")."""


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def parse_json_text(raw: str) -> Any:
    """``json.loads`` for text from outside (storage, an imported file): its nesting is checked
    first (:func:`json_text_depth`) and NaN/Infinity are refused; ValueError otherwise."""
    try:
        depth = json_text_depth(raw)
        if depth > MAX_TEXT_DEPTH:
            raise TooDeep(f"nested {depth} levels deep, more than {MAX_TEXT_DEPTH}")
        return json.loads(raw, parse_constant=_reject_constant)
    except RecursionError as exc:
        raise TooDeep(f"nested too deep ({exc})") from None


def json_value(value: Any, path: str, depth: int = 0) -> Any:
    """Any JSON value (None, bool, int, finite float, str, list, dict with str keys), bounded depth."""
    if depth > MAX_DEPTH:
        raise SchemaError(path, f"nested deeper than {MAX_DEPTH} levels")
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise SchemaError(path, "numbers must be finite")
        return value
    if isinstance(value, list):
        for i, item in enumerate(value):
            json_value(item, f"{path}[{i}]", depth + 1)
        return value
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise SchemaError(path, f"object keys must be text, got {_show(key)}")
            json_value(item, f"{path}.{key}", depth + 1)
        return value
    raise SchemaError(path, f"not a JSON value: {type(value).__name__}")


def simple_value(value: Any, path: str) -> Any:
    """A scalar preference value: None, bool, int, finite float or short text."""
    if value is None or isinstance(value, (bool, int)):
        return value
    if isinstance(value, float) and math.isfinite(value):
        return value
    if isinstance(value, str) and len(value) <= 1000:
        return value
    raise SchemaError(path, f"expected a simple value (text, number, true/false, null), got {_show(value)}")


def run_external(check: Callable[[Any], object] | None, value: Any, path: str) -> None:
    """Run a game-supplied validator; any exception it raises becomes a :class:`SchemaError`."""
    if check is None:
        return
    try:
        check(value)
    except SchemaError:
        raise
    except Exception as exc:  # noqa: BLE001 - a game's validator must never crash loading
        raise SchemaError(path, str(exc) or type(exc).__name__) from None
