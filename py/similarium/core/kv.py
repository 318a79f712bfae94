"""The key-value protocol persistence runs on, an in-memory store, the key layout,
and the :class:`Problem` reports of what could not be read or written.

The UI adapts ``window.localStorage`` to :class:`KeyValueStore`
(``getItem``/``setItem``/``removeItem``/``key(i)``); tests and browsers
without storage use :class:`MemoryStore`.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from . import validate as v

__all__ = [
    "BACKUP_PREFIX",
    "PREFIX",
    "SETTINGS_KEY",
    "KeyValueStore",
    "MemoryStore",
    "Problem",
    "StorageFull",
    "daily_key",
    "describe_key",
    "match_key",
    "save_key",
    "utc_now",
]

PREFIX = "similarium/"
BACKUP_PREFIX = "similarium/backup/"
SETTINGS_KEY = "similarium/settings"


@runtime_checkable
class KeyValueStore(Protocol):
    """What the repository needs from a backend (``localStorage`` has exactly this)."""

    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...
    def remove(self, key: str) -> None: ...
    def keys(self) -> list[str]: ...


class StorageFull(OSError):
    """Raised by :class:`MemoryStore` when its quota is exceeded (like QuotaExceededError)."""


class MemoryStore:
    """In-memory :class:`KeyValueStore` for tests and for browsers without storage.

    ``quota`` (total characters of keys and values) makes ``set`` raise :class:`StorageFull`.
    """

    def __init__(self, items: dict[str, str] | None = None, quota: int | None = None) -> None:
        self.items: dict[str, str] = dict(items or {})
        self.quota = quota

    def get(self, key: str) -> str | None:
        return self.items.get(key)

    def set(self, key: str, value: str) -> None:
        if not isinstance(value, str):
            raise TypeError("MemoryStore stores text only")
        if self.quota is not None:
            used = sum(len(k) + len(x) for k, x in self.items.items() if k != key)
            if used + len(key) + len(value) > self.quota:
                raise StorageFull("storage quota exceeded")
        self.items[key] = value

    def remove(self, key: str) -> None:
        self.items.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.items)


def save_key(game: str, mode: str) -> str:
    return f"{PREFIX}save/{v.ident(game, 'game')}/{v.ident(mode, 'mode')}"


def match_key(game: str) -> str:
    return f"{PREFIX}match/{v.ident(game, 'game')}"


def daily_key(game: str) -> str:
    return f"{PREFIX}daily/{v.ident(game, 'game')}"


def describe_key(key: str) -> tuple[str, dict[str, str]]:
    """Message key and params naming what ``key`` holds (``storage.what.*``)."""
    parts = key.split("/")
    if key == SETTINGS_KEY:
        return "storage.what.settings", {}
    if len(parts) >= 3 and parts[1] in ("save", "match", "daily"):
        return f"storage.what.{parts[1]}", {"game": parts[2].upper()}
    return "storage.what.unknown", {}


@dataclass(frozen=True)
class Problem:
    """Something in storage that could not be read or written.

    ``code`` is a message key (``storage.problem.corrupt|invalid|future|unreadable|
    write_failed|backup_failed``); ``reason`` is the technical English detail;
    ``backup_key`` is where the raw text was kept (``None`` if nothing was moved).
    """

    key: str
    code: str
    reason: str
    backup_key: str | None = None
    params: dict[str, Any] = field(default_factory=dict)

    def message(self) -> str:
        """The player-facing sentence in the current language."""
        from .i18n import t

        what_key, what_params = describe_key(self.key)
        return t(self.code, what=t(what_key, **what_params), backup=self.backup_key or "",
                 reason=self.reason, **self.params)


def utc_now() -> _dt.datetime:
    """Reads the clock: now, in UTC (the default clock of a :class:`Repository`)."""
    return _dt.datetime.now(_dt.UTC)
