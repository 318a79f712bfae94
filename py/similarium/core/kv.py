"""The key-value protocol persistence runs on, an in-memory store, the key layout,
and the :class:`Problem` reports of what could not be read or written.

The UI adapts ``window.localStorage`` to :class:`KeyValueStore`
(``getItem``/``setItem``/``removeItem``/``key(i)``); tests and browsers
without storage use :class:`MemoryStore`.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from . import validate as v

__all__ = [
    "BACKUP_PREFIX",
    "PREFIX",
    "PROBE_KEY",
    "SETTINGS_KEY",
    "KeyValueStore",
    "MemoryStore",
    "Problem",
    "RecordError",
    "Slots",
    "StorageFull",
    "Written",
    "check_slot",
    "daily_key",
    "describe_key",
    "match_key",
    "probe",
    "record_kind",
    "register_name",
    "replays_key",
    "save_key",
    "utc_now",
]

PREFIX = "similarium/"
BACKUP_PREFIX = "similarium/backup/"
SETTINGS_KEY = "similarium/settings"
PROBE_KEY = "similarium/probe"  # written and removed at start-up to learn whether writes work


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


def replays_key(game: str) -> str:
    """Where the replays of the games of match ``game`` are kept (beside :func:`match_key`)."""
    return f"{PREFIX}replays/{v.ident(game, 'game')}"


def daily_key(game: str) -> str:
    return f"{PREFIX}daily/{v.ident(game, 'game')}"


def describe_key(key: str) -> tuple[str, dict[str, str]]:
    """Message key and params naming what ``key`` holds (``storage.what.*``), with the game's
    own name ("SIMILI", "Similo") and the slot in words: "your SIMILI match (solo)"."""
    parts = key.split("/")
    if key == SETTINGS_KEY:
        return "storage.what.settings", {}
    if len(parts) in (3, 4) and f"{parts[0]}/" == PREFIX and parts[1] in ("save", "match", "replays", "daily"):
        game, _, slot = parts[2].partition("-")
        if len(parts) == 4:
            slot = parts[3]
        return f"storage.what.{parts[1]}", {"game": _slot_name(game, slot)}
    return "storage.what.unknown", {}


GAME_NAMES: dict[str, str] = {}  # game id -> its name, filled by the registry (register_name)


def register_name(game: str, name: str | None) -> None:
    """Name ``game`` in the sentences about its records ("your SIMILI match"), or forget its
    name (``None``). The game registry calls it for each entry: ``core`` never imports a game."""
    if name is None:
        GAME_NAMES.pop(game, None)
    else:
        GAME_NAMES[game] = name


def _slot_name(game: str, slot: str) -> str:
    from .i18n import t

    name = GAME_NAMES.get(game, game[:32])  # a game this version does not know: its id as it is
    if not slot:
        return name
    mode = t(f"storage.mode.{slot}") if slot in SLOT_WORDS else slot[:32]
    return t("storage.slot", game=name, mode=mode)


SLOT_WORDS = ("solo", "table", "daily", "archive", "guess", "give")  # storage.mode.<slot> in the catalogue


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


class RecordError(v.SchemaError):
    """Stored text that cannot be read; ``code`` is its ``storage.problem.*`` key."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__("record", reason)
        self.code = code
        self.reason = reason
        self.args = (reason,)


def expect(**fields: str) -> Callable[[Any], None]:
    """A check that a loaded record matches the key it was found under."""

    def check(value: Any) -> None:
        for name, want in fields.items():
            got = getattr(value, name)
            if got != want:
                raise v.SchemaError(f"data.{name}", f"record is for {got!r} but is stored under {want!r}")

    return check


def record_kind(key: str) -> tuple[str, Callable[[Any], None] | None]:
    """The kind of record ``key`` holds and the check that a record matches that key: the ONE
    place that says which keys hold records (loads, the start-up check, export and import all
    ask here). Raises :class:`RecordError` for a key outside the layout (backups included)."""
    parts = key.split("/") if isinstance(key, str) else []
    try:
        if key == SETTINGS_KEY:
            return "settings", None
        if len(parts) == 4 and f"{parts[0]}/" == PREFIX and parts[1] == "save":
            save_key(parts[2], parts[3])
            return "save", expect(game=parts[2], mode=parts[3])
        if len(parts) == 3 and f"{parts[0]}/" == PREFIX and parts[1] in ("match", "replays", "daily"):
            match_key(parts[2])
            return parts[1], expect(game=parts[2])
    except v.SchemaError:
        pass
    raise RecordError("storage.problem.invalid", f"{str(key)[:80]!r} is not a key Similarium stores records under")


@dataclass(frozen=True)
class Slots:
    """Where one game's page reads and writes, registered by the page layer
    (:meth:`Repository.register_slots <similarium.core.storage.Repository.register_slots>`:
    ``core`` never imports a game): ``opens()`` gives the save slots (modes) its page opens
    and the match ids it records (asked only when such a record is read, so no page module
    is imported at boot); ``daily`` says whether it has a daily challenge."""

    opens: Callable[[], tuple[Collection[str], Collection[str]]]
    daily: bool = False


def check_slot(slots: dict[str, Slots], kind: str, value: Any) -> None:
    """Raise :class:`RecordError` (``storage.problem.no_slot``) when the record ``value`` of
    ``kind`` lives where no registered page goes: a save under a game or slot no page opens,
    a match id no page records, the daily of a game without one. Nothing registered (a bare
    repository, the tests of ``core``): every well-formed record is accepted, as before. A
    match id is its game's id, or the game's id, ``-`` and more (as :func:`describe_key` reads it)."""
    if not slots or kind not in ("save", "match", "replays", "daily"):
        return
    game = str(value.game)
    rule = slots.get(game.partition("-")[0] if kind in ("match", "replays") else game)
    if rule is None:
        ok = False
    elif kind == "daily":
        ok = rule.daily
    else:
        saves, matches = rule.opens()
        ok = value.mode in saves if kind == "save" else game in matches
    if not ok:
        where = f"{game}/{value.mode}" if kind == "save" else game
        raise RecordError("storage.problem.no_slot", f"no page of this version opens the {kind} {where!r}")


def is_record_key(key: str) -> bool:
    try:
        record_kind(key)
    except RecordError:
        return False
    return True


@dataclass(frozen=True)
class Written:
    """The answer of a write: true when the text is stored (and reads back). ``code`` says why
    not: ``"conflict"`` (another tab or window changed that key since this page read it: the
    write was refused, nothing was overwritten), ``"failed"`` (the browser refused the write:
    storage full or disabled; the value is kept in memory and goes into an export),
    ``"refused"`` (unreadable data there could not be set aside)."""

    ok: bool
    code: str = ""

    def __bool__(self) -> bool:
        return self.ok


def probe(store: KeyValueStore) -> str:
    """What a backend allows: ``"ok"``, ``"full"`` (it reads but refuses writes: a full
    storage is a state, everything stored is still shown and exported) or ``"unavailable"``
    (it cannot even be read: the page then runs on memory)."""
    try:
        store.keys()
        store.get(PROBE_KEY)
    except Exception:  # noqa: BLE001 - disabled storage (private mode, policies)
        return "unavailable"
    try:
        store.set(PROBE_KEY, "1")
        store.remove(PROBE_KEY)
    except Exception:  # noqa: BLE001 - quota exceeded: reads still work
        return "full"
    return "ok"
