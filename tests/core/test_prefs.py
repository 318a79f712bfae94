"""The remembered language: the settings record (``similarium/settings``), read and written
through the Repository; what cannot be read is set aside, never a crash."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from similarium.core.schema import CURRENT_VERSION, Settings
from similarium.core.storage import (
    BACKUP_PREFIX,
    SETTINGS_KEY,
    MemoryStore,
    Repository,
    StorageFull,
)
from similarium.core.validate import SchemaError

NOW = dt.datetime(2026, 11, 22, 10, 15, 30, tzinfo=dt.UTC)


def repo(items: dict[str, str] | None = None, store=None) -> Repository:
    return Repository(store or MemoryStore(items), now=lambda: NOW)


def settings_text(data: object, version: int = CURRENT_VERSION) -> str:
    return json.dumps({"schema": version, "kind": "settings", "data": data})


def test_nothing_chosen_yet() -> None:
    r = repo()
    assert r.stored_language() is None
    assert r.problems() == [] and r.store.keys() == []  # type: ignore[attr-defined]


def test_round_trip_and_survives_a_new_repository() -> None:
    store = MemoryStore()
    assert repo(store=store).save_language("fr")
    assert repo(store=store).stored_language() == "fr"
    assert json.loads(store.items[SETTINGS_KEY])["data"]["language"] == "fr"
    assert repo(store=store).save_language("en")
    assert repo(store=store).stored_language() == "en"


def test_other_preferences_are_kept() -> None:
    r = repo()
    r.save_settings(Settings("en", {"sound": False}))
    assert r.save_language("fr")
    assert r.load_settings() == Settings("fr", {"sound": False})


def test_an_unknown_language_is_a_caller_bug_and_nothing_is_written() -> None:
    r = repo()
    with pytest.raises(SchemaError):
        r.save_language("de")
    assert r.store.keys() == []  # type: ignore[attr-defined]


@pytest.mark.parametrize("raw", [
    "{not json",
    "",
    settings_text({"language": "de"}),
    settings_text({"language": 3}),
    settings_text({"lang": "fr"}),
    settings_text({"language": "fr"}, version=CURRENT_VERSION + 1),
    json.dumps({"schema": CURRENT_VERSION, "kind": "daily", "data": {"language": "fr"}}),
    "[" * 5000,
])
def test_corrupt_value_is_set_aside_not_a_crash(raw: str) -> None:
    r = repo({SETTINGS_KEY: raw})
    assert r.stored_language() is None  # the browser's language is followed again
    backups = r.backups()
    assert len(backups) == 1 and backups[0].startswith(BACKUP_PREFIX) and backups[0].endswith(SETTINGS_KEY)
    assert r.read_backup(backups[0]) == raw  # kept as it was
    assert SETTINGS_KEY not in r.store.keys()  # type: ignore[attr-defined]
    [problem] = r.problems()
    assert problem.key == SETTINGS_KEY and problem.backup_key == backups[0]
    assert r.save_language("fr") and r.stored_language() == "fr"  # a new choice is stored


class Broken(MemoryStore):
    def get(self, key: str) -> str | None:
        raise OSError("storage disabled")

    def set(self, key: str, value: str) -> None:
        raise StorageFull("quota")


def test_a_failing_store_is_a_problem_not_an_exception() -> None:
    r = repo(store=Broken())
    assert r.stored_language() is None
    assert not r.save_language("fr")
    assert {p.code for p in r.problems()} >= {"storage.problem.unreadable", "storage.problem.write_failed"}
