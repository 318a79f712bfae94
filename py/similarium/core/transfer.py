"""Export all of the player's data to one versioned JSON document, and import it back.

Document (``FORMAT``, version :data:`VERSION`)::

    {"format": "similarium-export", "version": 1, "exported": "<ISO date-time>",
     "records": {"<key>": {"schema": 1, "kind": ..., "data": {...}}, ...},
     "backups": {"similarium/backup/...": "<raw text set aside>", ...},
     "checksum": "sha256:<hex of the canonical JSON of records and backups>"}

``records`` are the readable records (saves, matches, daily results, settings), each
exactly as stored; ``backups`` are texts the repository had set aside (kept raw, never
parsed). Import is all or nothing: :func:`read_document` checks the whole file (size,
JSON, nesting, format, version, checksum, then EVERY record through
:meth:`Repository.decode`, the same checks as a load) and raises :class:`TransferError`
at the first problem, so a malformed or edited file changes nothing (records filed where no
page of this version goes are all named at once, ``data.error.no_slot``). :func:`plan` then
says what the file adds, replaces and leaves unchanged, and remembers the revision (stored
text) it saw at every key of the file; :func:`apply` writes exactly that plan: if any of
those keys changed since (another tab or window), it stops with nothing written
(:class:`ImportChanged`); whatever it replaces is first kept as a backup
(``similarium/backup/<stamp>/<key>``, :attr:`ImportPlan.kept`); and it puts everything back
as it was if any write fails. Data not in the file is kept.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
from dataclasses import dataclass, field, replace
from typing import Any

from . import validate as v
from .errors import RefusedInput
from .kv import BACKUP_PREFIX, PREFIX, describe_key, replays_key
from .schema import ReplayRecord
from .storage import RecordError, Repository

FORMAT = "similarium-export"
VERSION = 1
MAX_TEXT = 8_000_000  # characters: well above what a browser's localStorage can hold
MAX_RECORDS = 2_000

__all__ = ["FORMAT", "VERSION", "Document", "ImportChanged", "ImportPlan", "TransferError", "apply",
           "describe", "export_document", "export_text", "file_name", "plan", "read_document"]


class TransferError(RefusedInput):
    """A file that cannot be imported; ``code`` is its ``data.error.*`` message key."""

    def message(self) -> str:
        from .i18n import t

        params = dict(self.params)
        if "record" in params:
            params["what"] = describe(str(params["record"]))
        if "records" in params:
            params["what"] = describe_all(params.pop("records"))
        return t(self.code, reason=self.reason, **params)


class ImportChanged(TransferError):
    """The store changed at some keys of the file since the plan was shown (``keys``): nothing
    was written; a fresh :func:`plan` says what the import would do now."""

    def __init__(self, keys: list[str]) -> None:
        super().__init__("data.import.changed", "changed since the plan: " + ", ".join(keys)[:200],
                         records=tuple(keys))
        self.keys = list(keys)


@dataclass(frozen=True)
class Document:
    """A checked export: decoded records (key -> (kind, value)) and raw backups (key -> text)."""

    records: dict[str, tuple[str, Any]]
    backups: dict[str, str] = field(default_factory=dict)
    exported: str = ""


@dataclass(frozen=True)
class ImportPlan:
    """What importing a :class:`Document` would do to the store, key by key (sorted)."""

    adds: list[str]
    replaces: list[str]
    unchanged: list[str]
    seen: dict[str, str | None] = field(default_factory=dict)  # key -> its stored text when planned
    kept: dict[str, str] = field(default_factory=dict)  # after apply: replaced key -> its backup key

    @property
    def changes(self) -> bool:
        return bool(self.adds or self.replaces)


def _canonical(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, allow_nan=False, sort_keys=True, separators=(",", ":"))


def _checksum(records: dict[str, Any], backups: dict[str, str]) -> str:
    text = _canonical({"records": records, "backups": backups})
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


def _stored(repo: Repository) -> tuple[dict[str, Any], dict[str, str]]:
    """The readable records (as JSON values) and the backups of the store. Loading every
    record first sets aside what cannot be read (and tells the player), as any load does."""
    repo.check_all()
    records: dict[str, Any] = {}
    backups: dict[str, str] = {}
    for key in sorted(repo._keys()):
        raw = repo._get(key)
        if raw is None or not key.startswith(PREFIX):
            continue
        if key.startswith(BACKUP_PREFIX):
            backups[key] = str(raw)
            continue
        try:
            repo.decode(key, str(raw))
        except RecordError:
            continue  # not a record key of ours, or unreadable and kept where it is
        records[key] = json.loads(raw)
    # What a failed write could not store (storage full) is newer than what is stored: the
    # file holds it, so exporting keeps a game the browser had no room for.
    for key, text in repo.pending().items():
        try:
            repo.decode(key, text)
        except RecordError:
            continue
        records[key] = json.loads(text)
    # Unreadable text left in place for want of room for a copy: the file keeps it as a backup.
    stamp = repo.now().astimezone(_dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    for key, raw in repo.stuck().items():
        backups[f"{BACKUP_PREFIX}{stamp}-kept/{key}"] = raw
    return records, backups


def export_document(repo: Repository, now: _dt.datetime) -> dict[str, Any]:
    """Every record and backup of the store as one document (see the module docstring)."""
    records, backups = _stored(repo)
    return {"format": FORMAT, "version": VERSION,
            "exported": now.astimezone(_dt.UTC).isoformat(timespec="seconds"),
            "records": records, "backups": backups, "checksum": _checksum(records, backups)}


def export_text(repo: Repository, now: _dt.datetime) -> str:
    """:func:`export_document` as indented JSON text (what goes into the file)."""
    return json.dumps(export_document(repo, now), ensure_ascii=False, allow_nan=False, sort_keys=True, indent=1)


def file_name(now: _dt.datetime) -> str:
    """``similarium-2026-11-22.json``: the export's file name (local date of ``now``)."""
    return f"similarium-{now.date().isoformat()}.json"


def read_document(repo: Repository, text: Any) -> Document:
    """Parse and check an export file's text; raises :class:`TransferError`, never anything else."""
    try:
        return _read(repo, text)
    except TransferError:
        raise
    except Exception as exc:  # noqa: BLE001 - bad input must give a message, never a crash
        raise TransferError("data.error.format", str(exc) or type(exc).__name__) from None


def _read(repo: Repository, text: Any) -> Document:
    if not isinstance(text, str):
        raise TransferError("data.error.format", "the file is not text")
    if len(text) > MAX_TEXT:
        raise TransferError("data.error.too_big", f"{len(text)} characters", size=len(text), max=MAX_TEXT)
    try:
        doc = v.parse_json_text(text)
    except v.TooDeep as exc:
        raise TransferError("data.error.too_deep", str(exc)[:120], max=v.MAX_TEXT_DEPTH) from None
    except ValueError as exc:
        raise TransferError("data.error.not_json", str(exc)[:120]) from None
    try:
        d = v.obj(doc, "file", required=("format", "version", "records", "checksum"), optional=("exported", "backups"))
        if d["format"] != FORMAT:
            raise v.SchemaError("file.format", f"expected {FORMAT!r}")
        version = v.integer(d["version"], "file.version", 1)
        if version > VERSION:
            raise TransferError("data.error.newer", f"format {version}", version=version)
        records = v.mapping(d["records"], "file.records", MAX_RECORDS)
        backups = v.mapping(d.get("backups", {}), "file.backups", MAX_RECORDS)
        exported = v.timestamp(d["exported"], "file.exported") if "exported" in d else ""
        checksum = v.text(d["checksum"], "file.checksum", 100)
    except v.SchemaError as exc:
        raise TransferError("data.error.format", str(exc)) from None
    if checksum != _checksum(records, backups):
        raise TransferError("data.error.checksum", "checksum mismatch")
    decoded: dict[str, tuple[str, Any]] = {}
    nowhere: list[str] = []  # records no page of this version opens: all named at once
    for key, record in records.items():
        try:
            decoded[key] = repo.decode(key, _canonical(record))
        except RecordError as exc:
            if exc.code == "storage.problem.no_slot":
                nowhere.append(key)
                continue
            code = "data.error.record_newer" if exc.code == "storage.problem.future" else "data.error.record"
            raise TransferError(code, f"{key}: {exc}", record=key) from None
        except ValueError as exc:
            raise TransferError("data.error.record", f"{key}: {exc}", record=key) from None
    if nowhere:
        nowhere.sort()
        raise TransferError("data.error.no_slot", "no page of this version opens " + ", ".join(nowhere)[:200],
                            records=tuple(nowhere))
    raw_backups: dict[str, str] = {}
    for key, raw in backups.items():
        if not key.startswith(BACKUP_PREFIX) or len(key) > 300 or not isinstance(raw, str):
            raise TransferError("data.error.format", f"{key[:80]!r} is not a copy set aside by Similarium")
        raw_backups[key] = raw
    return Document(_replays_apart(decoded), raw_backups, exported)


def _replays_apart(decoded: dict[str, tuple[str, Any]]) -> dict[str, tuple[str, Any]]:
    """The records as this version stores them: a match exported with its games' moves inside
    (a file of the version that kept them there) becomes the match and, beside it, its replays
    record (unless the file has one), so an import keeps the reviews and the match stays one an
    older version reads."""
    out = dict(decoded)
    for key, (kind, value) in decoded.items():
        kept = value.match.replays() if kind == "match" else {}
        if kept:
            out[key] = (kind, replace(value, match=value.match.without_replays()))
            out.setdefault(replays_key(value.game), ("replays", ReplayRecord(value.game, kept)))
    return out


def _current(repo: Repository, key: str, raw: str | None) -> Any:
    """What ``key`` holds (its stored text ``raw``), comparable with a decoded import (None: nothing)."""
    if raw is None:
        return None
    if key.startswith(BACKUP_PREFIX):
        return raw
    try:
        return repo.decode(key, str(raw))[1]
    except RecordError:
        return raw  # unreadable: importing over it replaces it (it is set aside first)


def _readable(repo: Repository, key: str, raw: str) -> bool:
    """Whether ``raw`` reads as the record at ``key`` (a backup key's text always counts)."""
    if key.startswith(BACKUP_PREFIX):
        return True
    try:
        repo.decode(key, raw)
    except RecordError:
        return False
    return True


def plan(repo: Repository, doc: Document) -> ImportPlan:
    """Which keys the import would add, replace (with different content) or leave unchanged,
    and the revision (stored text) seen at each: what :func:`apply` checks before writing."""
    adds, replaces, unchanged = [], [], []
    seen: dict[str, str | None] = {}
    wanted: dict[str, Any] = {k: value for k, (_kind, value) in doc.records.items()}
    wanted.update(doc.backups)
    for key in sorted(wanted):
        raw = seen[key] = repo.read_revision(key)
        now = _current(repo, key, raw)
        (adds if now is None else unchanged if now == wanted[key] else replaces).append(key)
    return ImportPlan(adds, replaces, unchanged, seen)


def apply(repo: Repository, doc: Document, todo: ImportPlan | None = None) -> ImportPlan:
    """Write what ``todo`` (the plan shown to the player; default: a plan made now) says the
    document adds and replaces; all or nothing. The plan returned names in ``kept`` the
    backup of everything replaced.

    Raises :class:`ImportChanged`, with nothing written, when any key of the file holds
    another text than the one the plan saw (changed, added or removed since by another tab
    or window), and :class:`TransferError` (``data.import.failed``) after putting back every
    key it touched when a write fails (storage full, no room for a backup copy).
    """
    todo = plan(repo, doc) if todo is None else todo
    changed = [key for key, raw in todo.seen.items() if repo._get(key) != raw]
    if changed:
        raise ImportChanged(sorted(changed))
    keys = todo.adds + todo.replaces
    before = {key: repo._get(key) for key in keys}
    backups_before = set(repo.backups())
    kept: dict[str, str] = {}
    try:
        for key in keys:
            raw = before[key]
            if raw is not None and _readable(repo, key, raw):  # what the import replaces is kept first
                kept[key] = repo.keep_copy(key, raw)  # (read back; raises when there is no room)
            if key in doc.backups:
                repo.store.set(key, doc.backups[key])
                continue
            repo.read_revision(key)  # the text the plan showed (checked above): the page saw it
            if not repo.put(key, *doc.records[key]):  # overwrites in place (unreadable: set aside first)
                raise OSError(f"{key} could not be written")
            if raw is not None and key not in kept:  # was unreadable: the load's own backup, told
                kept[key] = next((p.backup_key for p in repo.problems() if p.key == key and p.backup_key), "")
    except Exception as exc:  # noqa: BLE001 - any failure: put everything back
        for key, raw in before.items():
            try:
                if raw is None:
                    repo.store.remove(key)
                else:
                    repo.store.set(key, raw)
            except Exception:  # noqa: BLE001 - best effort; the repository reports store failures
                pass
            repo._pending.pop(key, None)  # the import's text, refused: never written later
            repo.read_revision(key)  # what the page put back itself
        for key in set(repo.backups()) - backups_before - set(doc.backups):
            repo.delete_backup(key)  # copies made while writing: the originals are back
        raise TransferError("data.import.failed", str(exc)[:200]) from None
    return replace(todo, kept=kept)


def describe_all(keys: Any) -> str:
    """:func:`describe` of each key, as one list ("your SIMILI (solo) game in progress and …")."""
    from .i18n import t

    names = [describe(str(k)) for k in keys] or [""]
    return names[0] if len(names) == 1 else t("privacy.and", names=", ".join(names[:-1]), last=names[-1])


def describe(key: str) -> str:
    """What ``key`` holds, in the player's words (``storage.what.*`` or ``data.what.backup``)."""
    from .i18n import t

    if key.startswith(BACKUP_PREFIX):
        return t("data.what.backup")
    what_key, params = describe_key(key)
    return t(what_key, **params)
