"""Persistence over a small key-value protocol (the UI adapts ``window.localStorage``).

Keys (all under ``similarium/``)::

    similarium/save/<game>/<mode>     kind "save"     a game in progress per slot
    similarium/match/<game>           kind "match"    the current match of a game
    similarium/replays/<game>         kind "replays"  what replays that match's last games
                                      (their reviews); apart, so an older version's tab,
                                      which never reads it, still reads the match
    similarium/daily/<game>           kind "daily"    daily results by date
    similarium/settings               kind "settings" language and preferences
                                      (:meth:`Repository.stored_language`)
    similarium/backup/<stamp>/<key>   raw text set aside (never parsed)

Policy for what cannot be read (bad JSON, wrong shape, wrong kind, a record
that does not match its key, a version newer than this program): it is
never dropped and never crashes the caller. The raw text is copied to
``similarium/backup/<UTC ISO stamp>[-n]/<original key>``, the original key
is removed, and a :class:`Problem` is recorded for the UI (:meth:`Repository.problems`).
If even the copy cannot be written, the original is left untouched, a problem
is recorded, and writes to that key are refused.
Backend errors (quota, disabled storage) become problems, not exceptions.
"""

from __future__ import annotations

import datetime as _dt
import json
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from . import validate as v
from .daily import DailyRecord, DailyResult
from .kv import (  # re-exported: callers import everything from here
    BACKUP_PREFIX,
    PREFIX,
    PROBE_KEY,
    SETTINGS_KEY,
    KeyValueStore,
    MemoryStore,
    Problem,
    RecordError,
    Slots,
    StorageFull,
    Written,
    check_slot,
    daily_key,
    expect,
    is_record_key,
    match_key,
    probe,
    record_kind,
    replays_key,
    save_key,
    utc_now,
)
from .match import Match
from .schema import (
    CURRENT_VERSION,
    GameValidator,
    MatchRecord,
    ReplayRecord,
    SavedGame,
    Settings,
    check_envelope,
    make_envelope,
    migrate,
    parse_data,
)

__all__ = ["BACKUP_PREFIX", "SETTINGS_KEY", "KeyValueStore", "MemoryStore", "Problem", "RecordError", "Repository",
           "Slots", "StorageFull", "Written", "daily_key", "match_key", "probe", "record_kind", "replays_key", "save_key",
           "utc_now"]


class _Refused(Exception):
    """Internal: a key holds unreadable data that could not be set aside."""


class Repository:
    """Typed load/save of every record kind over a :class:`KeyValueStore`."""

    def __init__(
        self,
        store: KeyValueStore,
        *,
        now: Callable[[], _dt.datetime] = utc_now,
        games: dict[str, GameValidator] | None = None,
    ) -> None:
        self.store = store
        self.now = now
        self.games: dict[str, GameValidator] = dict(games or {})
        self.slots: dict[str, Slots] = {}  # game -> where its page goes (none: every slot accepted)
        self._problems: list[Problem] = []
        self._last_written: dict[str, str] = {}  # key -> text this repository stored there last
        # The revision of a record is its stored text. ``_seen`` is the revision this repository
        # last read or wrote at a key (None: it saw the key empty); a write or removal at a key
        # whose stored text is no longer that one is refused (another tab or window changed it).
        self._seen: dict[str, str | None] = {}
        self._pending: dict[str, str] = {}  # key -> text a failed write could not store (kept, exported)
        self._stuck: dict[str, str] = {}  # key -> unreadable text that could not be set aside (no room)

    def register_game(self, game: str, validator: GameValidator) -> None:
        """Use ``validator`` for the payloads of ``game`` (options, moves, daily summaries)."""
        self.games[v.ident(game, "game")] = validator

    def register_slots(self, game: str, slots: Slots) -> None:
        """Accept saves, matches and dailies of ``game`` only where its page goes (``slots``);
        once any game is registered, a record of a game or slot no page opens is unreadable:
        set aside on load, refused on import (:func:`~similarium.core.kv.check_slot`)."""
        self.slots[v.ident(game, "game")] = slots

    # -- problems ---------------------------------------------------------------

    def problems(self) -> list[Problem]:
        """Problems met so far (oldest first), for the UI to tell the player."""
        return list(self._problems)

    def clear_problems(self) -> None:
        self._problems.clear()

    def _problem(self, key: str, code: str, reason: str, backup_key: str | None = None, **params: Any) -> None:
        if any(p.key == key and p.code == code for p in self._problems):
            return  # told once: the same failure again on every move says nothing new
        self._problems.append(Problem(key, code, reason, backup_key, params))

    def tell(self, key: str, code: str, **params: Any) -> None:
        """Something the player must hear about the data at ``key`` (a message key ``code``,
        e.g. "another tab changed this game"): listed with the problems (the latest of a kind)."""
        self._problems = [p for p in self._problems if not (p.key == key and p.code == code)]
        self._problem(key, code, "", None, **params)

    def read_revision(self, key: str) -> str | None:
        """The raw text at ``key``, taken as the revision this page saw (what an import plan
        shows the player it will replace)."""
        raw = self._get(key)
        if is_record_key(key):
            self._seen[key] = raw
        return raw

    def set_aside(self, key: str, code: str, **params: Any) -> str | None:
        """Keep what ``key`` holds as a backup (exported, listed) and free the key; the player
        is told ``code``. The backup key, or None (nothing there, or no room for the copy)."""
        raw = self._get(key)
        if raw is None:
            return None
        try:
            backup = self._set_aside(key, raw, "", "")
        except _Refused:
            return None
        self._problem(key, code, "", backup, **params)
        self._seen[key] = None
        return backup

    def adopt(self, texts: dict[str, str]) -> None:
        """Take ``texts`` (every record key -> its text; a key not there is absent) as the
        revisions this repository saw: the page put them back itself (an action cancelled by
        the guard), no other tab wrote them."""
        for key in set(self._seen) | set(texts):
            self._seen[key] = texts.get(key)
            self._last_written.pop(key, None)

    # -- backups ----------------------------------------------------------------

    def backups(self) -> list[str]:
        """Backup keys present in the store, sorted."""
        return sorted(k for k in self._keys() if k.startswith(BACKUP_PREFIX))

    def read_backup(self, backup_key: str) -> str | None:
        return self._get(backup_key) if backup_key.startswith(BACKUP_PREFIX) else None

    def delete_backup(self, backup_key: str) -> None:
        if backup_key.startswith(BACKUP_PREFIX):
            self._remove(backup_key)

    def quarantine(self, key: str, reason: str) -> str | None:
        """Set aside what is stored at ``key`` because the caller found it unusable
        (e.g. it passed validation but the game cannot replay it).

        Same policy as on load: raw text copied to a backup key, original removed,
        a ``storage.problem.invalid`` problem recorded. Returns the backup key,
        or ``None`` if there was nothing there or the copy failed (original kept).
        """
        raw = self._get(key)
        if raw is None:
            return None
        try:
            return self._set_aside(key, raw, "storage.problem.invalid", reason or "unusable")
        except _Refused:
            return None

    def keep_copy(self, key: str, raw: str) -> str:
        """Copy ``raw`` (what ``key`` holds) to a new backup key and read it back; ``key`` is
        left as it is and nothing is recorded. The backup key; raises ``OSError`` when the copy
        cannot be written."""
        stamp = self.now().astimezone(_dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        existing = set(self._keys())
        backup, n = f"{BACKUP_PREFIX}{stamp}/{key}", 1
        while backup in existing:
            n += 1
            backup = f"{BACKUP_PREFIX}{stamp}-{n}/{key}"
        try:
            self.store.set(backup, raw)
            if self.store.get(backup) != raw:
                raise OSError("the copy did not read back identically")
        except Exception as exc:  # noqa: BLE001 - any backend failure
            raise OSError(str(exc) or type(exc).__name__) from None
        return backup

    def _set_aside(self, key: str, raw: str, code: str, reason: str) -> str:
        try:
            backup = self.keep_copy(key, raw)
        except OSError as exc:
            self._problem(key, "storage.problem.backup_failed", f"{reason}; {exc}")
            self._stuck[key] = raw
            raise _Refused(key) from None
        self._remove(key)
        self._stuck.pop(key, None)
        if code:
            self._problem(key, code, reason, backup)
        return backup

    # -- raw access that never raises --------------------------------------------

    def _keys(self) -> list[str]:
        try:
            return list(self.store.keys())
        except Exception as exc:  # noqa: BLE001
            self._problem(PREFIX, "storage.problem.unreadable", str(exc))
            return []

    def _get(self, key: str) -> str | None:
        try:
            raw = self.store.get(key)
        except Exception as exc:  # noqa: BLE001
            self._problem(key, "storage.problem.unreadable", str(exc))
            return None
        return raw

    def _remove(self, key: str) -> None:
        try:
            self.store.remove(key)
        except Exception as exc:  # noqa: BLE001
            self._problem(key, "storage.problem.write_failed", str(exc))

    # -- generic load / write ----------------------------------------------------

    def _load(self, key: str, kind: str, check: Callable[[Any], None] | None = None) -> Any:
        """The value at ``key``, or ``None`` if absent or set aside. Raises ``_Refused`` only
        when the data is unreadable and could not be set aside."""
        if key in self._pending:
            self.flush()  # room may have been freed since
            if key in self._pending:  # this page's newest value is the one the store refused
                try:
                    return self._decode(self._pending[key], kind, check)
                except RecordError:
                    del self._pending[key]
        raw = self._get(key)
        self._seen[key] = raw if raw is None or isinstance(raw, str) else str(raw)
        if raw is None:
            return None
        if not isinstance(raw, str):
            raw = str(raw)
        try:
            return self._decode(raw, kind, check)
        except RecordError as exc:
            self._set_aside(key, raw, exc.code, exc.reason)
            self._seen[key] = None
        return None

    def load(self, key: str) -> Any:
        """The record at any record ``key`` (its kind and checks from :func:`record_kind`),
        or None (absent, or set aside). Raises :class:`RecordError` for a key outside the layout."""
        kind, check = record_kind(key)
        return self._safe_load(key, kind, check)

    def _decode(self, raw: str, kind: str, check: Callable[[Any], None] | None = None) -> Any:
        """The value of the stored text ``raw`` of ``kind``; raises :class:`RecordError`."""
        try:
            record = v.parse_json_text(raw)
        except ValueError as exc:
            raise RecordError("storage.problem.corrupt", f"not valid JSON ({_short(exc)})") from None
        try:
            version, found_kind, data = check_envelope(record)
            if version > CURRENT_VERSION:
                raise RecordError("storage.problem.future", f"schema version {version} is newer than {CURRENT_VERSION}")
            if found_kind != kind:
                raise v.SchemaError("kind", f"expected {kind!r}, found {found_kind!r}")
            value = parse_data(kind, migrate(kind, version, data), self.games)
            if check is not None:
                check(value)
            check_slot(self.slots, kind, value)
            return value
        except RecordError:
            raise
        except Exception as exc:  # noqa: BLE001 - whatever is wrong, it is a reason, never a crash
            raise RecordError("storage.problem.invalid", _short(exc)) from None

    def decode(self, key: str, raw: str) -> tuple[str, Any]:
        """``(kind, value)`` of the text ``raw`` if it were stored under ``key``: exactly the
        checks of a load (JSON, nesting, envelope, version, kind, game validators, the key
        it belongs to). Raises :class:`RecordError` (its ``code`` says why); never stores."""
        kind, check = record_kind(key)
        if not isinstance(raw, str):
            raise RecordError("storage.problem.invalid", "expected text")
        return kind, self._decode(raw, kind, check)

    def put(self, key: str, kind: str, value: Any) -> Written:
        """Store a decoded ``value`` (a :meth:`decode` result) under ``key`` as is (no new
        time stamps). Unreadable data already there is set aside first. False on failure."""
        _, check = record_kind(key)
        return self._write(key, kind, value.to_dict(), check)

    def _write(self, key: str, kind: str, data: dict[str, Any], check: Callable[[Any], None] | None = None) -> Written:
        # Never write what we could not read back: validate the payload first (raises on a caller bug).
        parse_data(kind, data, self.games)
        text = json.dumps(make_envelope(kind, data), ensure_ascii=False, allow_nan=False,
                          sort_keys=True, separators=(",", ":"))
        current = self._get(key)
        if self._stale(key, current):
            return Written(False, "conflict")
        # What is there now is either our own last write (known good: no need to parse it
        # again on every move) or something else, which is checked and set aside if unreadable.
        if key in self._stuck and current == self._stuck[key]:
            self._pending[key] = text  # unreadable data there, no room to copy it: never overwritten
            return Written(False, "refused")
        if current is not None and current != self._last_written.get(key):
            try:
                self._load(key, kind, check)  # sets aside unreadable data already there
            except _Refused:
                self._pending[key] = text  # the backup_failed problem already says it (once)
                return Written(False, "refused")
        written = self._store(key, text)
        if written:
            self.flush()
        return written

    def _stale(self, key: str, current: str | None) -> bool:
        """True when ``key`` holds another revision than the one this repository last saw."""
        return key in self._seen and current != self._seen[key]

    def _store(self, key: str, text: str) -> Written:
        """Set ``key`` to ``text`` and read it back; on failure the text is kept in memory
        (:meth:`pending`: exported, written by the next :meth:`flush`) and the player told."""
        try:
            self.store.set(key, text)
            if self.store.get(key) != text:
                raise OSError("what was written did not read back")
        except Exception as exc:  # noqa: BLE001 - quota exceeded, storage disabled
            self._last_written.pop(key, None)
            self._pending[key] = text
            self._problem(key, "storage.problem.write_failed", _short(exc))
            return Written(False, "failed")
        self._last_written[key] = text
        self._seen[key] = text
        self._pending.pop(key, None)
        return Written(True)

    def flush(self) -> list[str]:
        """Write the texts earlier writes could not store (room may have been freed since);
        the keys written now."""
        done = []
        for key, text in list(self._pending.items()):
            if key in self._stuck or self._stale(key, self._get(key)):
                continue  # still unreadable data there, or changed elsewhere: stays pending (exported)
            try:
                self.store.set(key, text)
                if self.store.get(key) != text:
                    continue
            except Exception:  # noqa: BLE001 - still full
                return done
            self._last_written[key] = self._seen[key] = text
            del self._pending[key]
            done.append(key)
        if done:
            self._problems = [p for p in self._problems
                              if not (p.code == "storage.problem.write_failed" and p.key in done)]
        return done

    def is_stored(self, key: str) -> bool:
        """True when nothing this page wrote at ``key`` is waiting for room (what a load
        returns there is what the store holds)."""
        return key not in self._pending and key not in self._stuck

    def pending(self) -> dict[str, str]:
        """Texts not stored because a write failed (key -> text), newest per key."""
        return dict(self._pending)

    def stuck(self) -> dict[str, str]:
        """Unreadable texts left in place because no copy could be written (key -> raw text)."""
        return dict(self._stuck)

    def discard_stuck(self) -> list[str]:
        """Remove the unreadable texts left in place (once the player has exported them:
        the export file keeps each one as a backup). The keys removed."""
        done = []
        for key in list(self._stuck):
            try:
                self.store.remove(key)
            except Exception as exc:  # noqa: BLE001
                self._problem(key, "storage.problem.write_failed", _short(exc))
                continue
            del self._stuck[key]
            self._seen[key] = None
            done.append(key)
        self._problems = [p for p in self._problems if p.key not in done]
        return done

    def _remove_record(self, key: str) -> Written:
        """Remove the record at ``key`` unless another tab changed it since it was read here."""
        if self._stale(key, self._get(key)):
            return Written(False, "conflict")
        try:
            self.store.remove(key)
        except Exception as exc:  # noqa: BLE001
            self._problem(key, "storage.problem.write_failed", str(exc))
            return Written(False, "failed")
        self._seen[key] = None
        self._pending.pop(key, None)
        self._last_written.pop(key, None)
        return Written(True)

    def revision(self, key: str) -> str | None:
        """The revision of ``key`` this repository last read or wrote (None: empty or never read)."""
        return self._seen.get(key)

    def changed_elsewhere(self, key: str) -> bool:
        """True when ``key`` now holds another revision than the one this repository saw
        (another tab or window wrote or removed it)."""
        return self._stale(key, self._get(key))

    def _safe_load(self, key: str, kind: str, check: Callable[[Any], None] | None = None) -> Any:
        try:
            return self._load(key, kind, check)
        except _Refused:
            return None

    def _stamp(self) -> str:
        return self.now().astimezone(_dt.UTC).isoformat(timespec="seconds")

    def stamp(self) -> str:
        """Now, as the records' time stamps write it (UTC, to the second)."""
        return self._stamp()

    # -- saves ------------------------------------------------------------------

    def load_game(self, game: str, mode: str) -> SavedGame | None:
        """The game in progress in slot ``mode`` of ``game``, or ``None``."""
        return self._safe_load(save_key(game, mode), "save", expect(game=game, mode=mode))

    def save_game(self, saved: SavedGame) -> Written:
        """Write ``saved`` (stamping ``updated``, and ``created`` if empty). False on failure."""
        stamp = self._stamp()
        saved = replace(saved, created=saved.created or stamp, updated=stamp)
        return self._write(save_key(saved.game, saved.mode), "save", saved.to_dict(),
                           expect(game=saved.game, mode=saved.mode))

    def delete_game(self, game: str, mode: str) -> Written:
        return self._remove_record(save_key(game, mode))

    def save_slots(self, game: str) -> list[str]:
        """Mode slots of ``game`` that have a record key (not validated; load to check). Keys
        under the prefix that are not record keys (``save/simili/solo/extra``) are not slots."""
        prefix = save_key(game, "x")[:-1]
        return sorted(k[len(prefix):] for k in self._keys() if k.startswith(prefix) and is_record_key(k))

    # -- match ------------------------------------------------------------------

    def load_match(self, game: str, replays: bool = False) -> MatchRecord | None:
        """The match of ``game``; with ``replays``, its games' replays (kept apart,
        :class:`ReplayRecord`) put back in them, for a review (only what reviews needs reads
        them: a match panel renders at every click). Replays that cannot be read cost reviews,
        never the match."""
        record = self._safe_load(match_key(game), "match", expect(game=game))
        if record is None or not replays:
            return record
        return replace(record, match=self._with_replays(game, record.match))

    def _with_replays(self, game: str, match: Match) -> Match:
        stored = self._safe_load(replays_key(game), "replays", expect(game=game))
        return match if stored is None else match.with_replays(stored.replays)

    def save_match(self, record: MatchRecord) -> Written:
        """Store the match (the record an older version reads too), then its games' replays
        beside it: its own, and those stored for its games (a match read without them keeps
        them). The match is what counts: when only the replays cannot be stored, the player
        is told (as for any write) and the games keep no review."""
        stamp = self._stamp()
        record = replace(record, created=record.created or stamp, updated=stamp)
        kept = self._with_replays(record.game, record.match).replays()
        written = self._write(match_key(record.game), "match",
                              replace(record, match=record.match.without_replays()).to_dict(),
                              expect(game=record.game))
        if written:
            key = replays_key(record.game)
            if kept:
                self._write(key, "replays", ReplayRecord(record.game, kept).to_dict(), expect(game=record.game))
            elif self._get(key) is not None:
                self._remove_record(key)
        return written

    def delete_match(self, game: str) -> Written:
        gone = self._remove_record(match_key(game))
        if gone and self._get(replays_key(game)) is not None:
            self._remove_record(replays_key(game))
        return gone

    def record_match_game(self, game: str, players: Sequence[str], scores: Sequence[int],
                          won: Sequence[bool], seed: int | None = None, game_id: str | None = None,
                          moves: str | None = None, options: dict[str, str] | None = None) -> Match:
        """Add a finished game to ``game``'s match and store it. A different line-up of
        players starts a new match (the old one is replaced, as "New match" would). A game
        whose ``game_id`` the stored match already holds (recorded in another tab) is not
        added again: the stored match is returned as it is. ``moves`` (packed) and ``options``
        replay the game for its review from the match (:class:`~similarium.core.match.GameResult`)."""
        record = self.load_match(game)
        match = record.match if record and list(record.match.players) == list(players) else Match(tuple(players))
        if game_id is not None and match.has_game(game_id):
            return match
        match = match.with_game(tuple(scores), tuple(won), seed=seed, id=game_id, moves=moves, options=options)
        if not self.save_match(MatchRecord(game=game, match=match)):
            self._pending.pop(match_key(game), None)  # not recorded: the caller keeps the game and retries
        return match

    # -- daily ------------------------------------------------------------------

    def load_daily(self, game: str) -> DailyRecord:
        """Daily results of ``game`` (an empty record if none or unreadable)."""
        record = self._safe_load(daily_key(game), "daily", expect(game=game))
        return record if record is not None else DailyRecord(game)

    def save_daily(self, record: DailyRecord) -> Written:
        return self._write(daily_key(record.game), "daily", record.to_dict(), expect(game=record.game))

    def record_daily(self, game: str, day: _dt.date, result: DailyResult) -> DailyRecord:
        """Add ``day``'s result (the first result of a day stands) and store it."""
        record = self.load_daily(game)
        if not record.has_played(day):
            record = record.with_result(day, result)
            if not self.save_daily(record):
                self._pending.pop(daily_key(game), None)  # not recorded: the caller keeps the game
        return record

    # -- settings ---------------------------------------------------------------

    def load_settings(self) -> Settings:
        settings = self._safe_load(SETTINGS_KEY, "settings")
        return settings if settings is not None else Settings()

    def save_settings(self, settings: Settings) -> Written:
        return self._write(SETTINGS_KEY, "settings", settings.to_dict())

    def stored_language(self) -> str | None:
        """The language the person chose (``"en"``/``"fr"``), or ``None`` if none was chosen
        or what is stored is unreadable (then it is set aside and a problem recorded): the
        caller then follows the browser."""
        settings = self._safe_load(SETTINGS_KEY, "settings")
        return settings.language if settings is not None else None

    def save_language(self, lang: str) -> bool:
        """Remember ``lang`` (other preferences kept). False on failure (a problem is recorded);
        raises ``SchemaError`` for a language Similarium does not have."""
        return self.save_settings(replace(self.load_settings(), language=lang))

    # -- whole store ------------------------------------------------------------

    def check_all(self) -> list[Problem]:
        """Load every record once (e.g. before an export) so problems surface early: each key
        goes through the same checks as any load (:func:`record_kind` says which keys hold
        records). Other keys under the prefix are left alone (:meth:`unknown_keys`)."""
        for key in self._keys():
            if is_record_key(key):
                self.load(key)
        return self.problems()

    def unknown_keys(self) -> list[str]:
        """Keys under the prefix that are neither records nor backups (another version or
        copy of Similarium on the same site wrote them): never read, changed or removed."""
        return sorted(k for k in self._keys() if isinstance(k, str) and k.startswith(PREFIX)
                      and not k.startswith(BACKUP_PREFIX) and k != PROBE_KEY and not is_record_key(k))


def _short(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    return text if len(text) <= 200 else text[:197] + "..."
