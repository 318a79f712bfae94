"""The persisted-state schema: record envelope, record values, migrations.

Every stored value is one JSON text::

    {"schema": <int version>, "kind": "save" | "match" | "replays" | "daily" | "settings", "data": {...}}

``CURRENT_VERSION`` is written; older versions are upgraded on load by the
chain in :data:`MIGRATIONS` (version N -> N+1, per kind; a missing step is
the identity); newer versions are never read (the repository keeps them aside).

Version history
  0 -> 1: a ``save`` had no ``players`` field (solo only): it becomes
          ``["Player 1"]``; a missing ``options`` becomes ``{}``.
          Other kinds are unchanged.

Game payloads (a save's options and moves, a daily result's summary) are
checked by a :class:`GameValidator` the game supplies.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from . import validate as v
from .daily import DailyRecord
from .match import GAME_ID, MAX_REVIEWS, Match, replay_fields
from .rng import SEED_MAX

__all__ = [
    "CURRENT_VERSION",
    "KINDS",
    "GameValidator",
    "MatchRecord",
    "ReplayRecord",
    "SavedGame",
    "Settings",
    "check_envelope",
    "make_envelope",
    "migrate",
    "parse_data",
    "utc_now_iso",
]

CURRENT_VERSION = 1
KINDS = ("save", "match", "replays", "daily", "settings")
LANGUAGES = ("en", "fr")
MAX_MOVES = 10_000
MAX_PLAYERS = 64


def utc_now_iso() -> str:
    """Reads the clock: the current UTC time as ISO 8601 (seconds)."""
    return _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")


@dataclass(frozen=True)
class GameValidator:
    """Checks a game registers for its payloads; each raises ``ValueError`` with a reason.

    ``options(dict)``, ``moves(list)`` (the whole list), ``summary(value)``
    (a daily result's summary). ``None`` accepts any JSON value.
    """

    options: Callable[[dict[str, Any]], object] | None = None
    moves: Callable[[list[Any]], object] | None = None
    summary: Callable[[Any], object] | None = None


@dataclass(frozen=True)
class SavedGame:
    """A game in progress: enough to replay it exactly (options, seed, moves)."""

    game: str
    mode: str
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    moves: list[Any] = field(default_factory=list)
    players: list[str] = field(default_factory=lambda: ["Player 1"])
    created: str = ""
    updated: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "mode": self.mode,
            "seed": self.seed,
            "options": self.options,
            "moves": list(self.moves),
            "players": list(self.players),
            "created": self.created,
            "updated": self.updated,
        }

    @classmethod
    def from_dict(cls, data: Any, games: dict[str, GameValidator] | None = None, path: str = "data") -> SavedGame:
        fields = ("game", "mode", "seed", "options", "moves", "players", "created", "updated")
        d = v.obj(data, path, required=fields)
        game = v.ident(d["game"], f"{path}.game")
        options = v.mapping(v.json_value(d["options"], f"{path}.options"), f"{path}.options")
        moves = v.list_of(d["moves"], f"{path}.moves", v.json_value, MAX_MOVES)
        players = v.list_of(d["players"], f"{path}.players", lambda x, p: v.text(x, p, 40), MAX_PLAYERS)
        if not players:
            raise v.SchemaError(f"{path}.players", "expected at least one player")
        validator = (games or {}).get(game)
        if validator is not None:
            v.run_external(validator.options, options, f"{path}.options")
            v.run_external(validator.moves, moves, f"{path}.moves")
        return cls(
            game=game,
            mode=v.ident(d["mode"], f"{path}.mode"),
            seed=v.integer(d["seed"], f"{path}.seed", 0, SEED_MAX),
            options=options,
            moves=moves,
            players=players,
            created=v.timestamp(d["created"], f"{path}.created"),
            updated=v.timestamp(d["updated"], f"{path}.updated"),
        )


@dataclass(frozen=True)
class MatchRecord:
    """The current match of one game."""

    game: str
    match: Match
    created: str = ""
    updated: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game, "match": self.match.to_dict(), "created": self.created, "updated": self.updated}

    @classmethod
    def from_dict(cls, data: Any, path: str = "data") -> MatchRecord:
        d = v.obj(data, path, required=("game", "match", "created", "updated"))
        try:
            match = Match.from_dict(d["match"])
        except ValueError as exc:
            raise v.SchemaError(f"{path}.match", str(exc)) from None
        return cls(
            game=v.ident(d["game"], f"{path}.game"),
            match=match,
            created=v.timestamp(d["created"], f"{path}.created"),
            updated=v.timestamp(d["updated"], f"{path}.updated"),
        )


@dataclass(frozen=True)
class ReplayRecord:
    """What replays the games of one match for their reviews (:meth:`Match.replays`): each
    game's id, its packed moves and its log's options, the last :data:`MAX_REVIEWS` games at
    most. Kept under a key of its own beside the match (``similarium/replays/<match id>``): a
    tab of a version before them never reads it, and reads the match record as it always did.
    An entry that is not one game's id, packed moves and options is dropped on load (that game
    has no review); only a record that is not this shape at all is set aside."""

    game: str
    replays: dict[str, tuple[str, tuple[tuple[str, str], ...]]] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game, "games": [{"id": gid, "moves": moves, "options": dict(options)}
                                             for gid, (moves, options) in self.replays.items()]}

    @classmethod
    def from_dict(cls, data: Any, path: str = "data") -> ReplayRecord:
        d = v.obj(data, path, required=("game", "games"))
        game = v.ident(d["game"], f"{path}.game")
        replays: dict[str, tuple[str, tuple[tuple[str, str], ...]]] = {}
        for raw in v.list_of(d["games"], f"{path}.games", lambda x, _: x, MAX_REVIEWS):
            gid = raw.get("id") if isinstance(raw, dict) else None
            if not (isinstance(gid, str) and GAME_ID.fullmatch(gid)) or gid in replays:
                continue  # not an entry of one game: that game has no review, the others keep theirs
            moves, options = replay_fields(raw.get("moves"), raw.get("options"))
            if moves is not None and options is not None:
                replays[gid] = (moves, options)
        return cls(game, replays)


@dataclass(frozen=True)
class Settings:
    """Player settings: ``language`` ("en"/"fr") and free ``prefs`` of simple values."""

    language: str = "en"
    prefs: dict[str, Any] = field(default_factory=dict)

    def with_pref(self, name: str, value: Any) -> Settings:
        return Settings(self.language, {**self.prefs, name: value})

    def to_dict(self) -> dict[str, Any]:
        return {"language": self.language, "prefs": dict(self.prefs)}

    @classmethod
    def from_dict(cls, data: Any, path: str = "data") -> Settings:
        d = v.obj(data, path, required=("language",), optional=("prefs",))
        prefs = v.mapping(d.get("prefs", {}), f"{path}.prefs", 200)
        for name, value in prefs.items():
            v.text(name, f"{path}.prefs", 64)
            v.simple_value(value, f"{path}.prefs.{name}")
        return cls(language=v.one_of(d["language"], f"{path}.language", LANGUAGES), prefs=dict(prefs))


def parse_data(kind: str, data: Any, games: dict[str, GameValidator] | None = None) -> Any:
    """Validate a current-version ``data`` payload of ``kind`` into its value; raises SchemaError."""
    if kind == "save":
        return SavedGame.from_dict(data, games)
    if kind == "match":
        return MatchRecord.from_dict(data)
    if kind == "replays":
        return ReplayRecord.from_dict(data)
    if kind == "daily":
        record = DailyRecord.from_dict(data)
        validator = (games or {}).get(record.game)
        if validator is not None and validator.summary is not None:
            for day, result in record.results.items():
                if result.summary is not None:
                    v.run_external(validator.summary, result.summary, f"data.results.{day}.summary")
        return record
    if kind == "settings":
        return Settings.from_dict(data)
    raise v.SchemaError("kind", f"unknown kind {kind!r}")


# -- envelope & migrations ---------------------------------------------------------


def make_envelope(kind: str, data: dict[str, Any]) -> dict[str, Any]:
    return {"schema": CURRENT_VERSION, "kind": kind, "data": data}


def check_envelope(record: Any) -> tuple[int, str, Any]:
    """``(version, kind, data)`` of a parsed record; raises SchemaError if malformed.

    The version may be greater than :data:`CURRENT_VERSION`; the caller decides.
    """
    d = v.obj(record, "record", required=("schema", "kind", "data"))
    version = v.integer(d["schema"], "schema", 0)
    kind = v.one_of(d["kind"], "kind", KINDS)
    return version, kind, d["data"]


def _save_0_to_1(data: Any) -> Any:
    if isinstance(data, dict):
        data = dict(data)
        data.setdefault("players", ["Player 1"])
        data.setdefault("options", {})
    return data


# (kind, from_version) -> function turning that version's data into the next's.
MIGRATIONS: dict[tuple[str, int], Callable[[Any], Any]] = {
    ("save", 0): _save_0_to_1,
}


def migrate(kind: str, version: int, data: Any) -> Any:
    """Upgrade ``data`` of ``kind`` from ``version`` to :data:`CURRENT_VERSION`."""
    if version > CURRENT_VERSION:
        raise v.SchemaError("schema", f"version {version} is newer than this program ({CURRENT_VERSION})")
    for step in range(version, CURRENT_VERSION):
        fn = MIGRATIONS.get((kind, step))
        if fn is not None:
            data = fn(data)
    return data
