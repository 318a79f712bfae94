"""Repository over a key-value store: round trips, migrations, corrupt data kept aside."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from similarium.core.daily import DailyRecord, DailyResult
from similarium.core.i18n import CATALOGUE
from similarium.core.match import Match
from similarium.core.schema import (
    CURRENT_VERSION,
    GameValidator,
    MatchRecord,
    SavedGame,
    Settings,
    migrate,
)
from similarium.core.storage import (
    BACKUP_PREFIX,
    SETTINGS_KEY,
    KeyValueStore,
    MemoryStore,
    Repository,
    daily_key,
    match_key,
    save_key,
)
from similarium.core.validate import SchemaError
from similarium.games import registry  # noqa: F401 - names the games in storage's sentences (kv.register_name)

NOW = dt.datetime(2026, 11, 22, 10, 15, 30, tzinfo=dt.UTC)
SAVE_KEY = "similarium/save/simili/solo"


def repo(items: dict[str, str] | None = None, **kw: Any) -> Repository:
    return Repository(MemoryStore(items, **kw.pop("store_kw", {})), now=lambda: NOW, **kw)


def a_save(**changes: Any) -> SavedGame:
    base = dict(game="simili", mode="solo", seed=1234, options={"variant": "classic"},
                moves=[{"category": "sequence"}, [1, 2, 3], None, 2.5, "x"], players=["Ann"])
    base.update(changes)
    return SavedGame(**base)  # type: ignore[arg-type]


def envelope(kind: str, data: Any, version: int = CURRENT_VERSION) -> str:
    return json.dumps({"schema": version, "kind": kind, "data": data})


def valid_save_data(**changes: Any) -> dict[str, Any]:
    data = a_save(created="2026-11-01T00:00:00+00:00", updated="2026-11-01T00:00:00+00:00").to_dict()
    data.update(changes)
    return data


# -- protocol & keys ------------------------------------------------------------------


def test_memory_store_is_a_key_value_store() -> None:
    s = MemoryStore()
    assert isinstance(s, KeyValueStore)
    s.set("a", "1")
    assert s.get("a") == "1" and s.keys() == ["a"]
    s.remove("a")
    s.remove("a")
    assert s.get("a") is None
    with pytest.raises(TypeError):
        s.set("a", 1)  # type: ignore[arg-type]


def test_keys() -> None:
    assert save_key("simili", "solo") == SAVE_KEY
    assert match_key("simili") == "similarium/match/simili"
    assert daily_key("sb") == "similarium/daily/sb"
    assert SETTINGS_KEY == "similarium/settings"
    with pytest.raises(SchemaError):
        save_key("../x", "solo")


# -- round trips ----------------------------------------------------------------------


def test_save_round_trip_and_timestamps() -> None:
    r = repo()
    assert r.load_game("simili", "solo") is None
    assert r.save_game(a_save())
    loaded = r.load_game("simili", "solo")
    assert loaded == a_save(created=NOW.isoformat(), updated=NOW.isoformat())
    stored = json.loads(r.store.get(SAVE_KEY))  # type: ignore[arg-type]
    assert stored["schema"] == CURRENT_VERSION and stored["kind"] == "save"
    assert r.save_slots("simili") == ["solo"]
    r.delete_game("simili", "solo")
    assert r.load_game("simili", "solo") is None
    assert r.problems() == []


def test_created_kept_on_update() -> None:
    r = repo()
    r.save_game(a_save(created="2026-01-01T00:00:00+00:00"))
    assert r.load_game("simili", "solo").created == "2026-01-01T00:00:00+00:00"  # type: ignore[union-attr]


def test_match_round_trip() -> None:
    r = repo()
    m = Match(("Ann", "Bob")).with_game([105, 90], [True, False], seed=9)
    assert r.save_match(MatchRecord("simili", m))
    loaded = r.load_match("simili")
    assert loaded is not None and loaded.match == m and loaded.updated == NOW.isoformat()
    r.delete_match("simili")
    assert r.load_match("simili") is None


def test_daily_round_trip_and_record_daily() -> None:
    r = repo()
    assert r.load_daily("simili") == DailyRecord("simili")
    d = dt.date(2026, 11, 22)
    r.record_daily("simili", d, DailyResult(105, True, {"moves": [1]}))
    again = r.record_daily("simili", d, DailyResult(1, False))  # first result stands
    assert again.result_for(d) == DailyResult(105, True, {"moves": [1]})
    loaded = r.load_daily("simili")
    assert loaded.result_for(d) == DailyResult(105, True, {"moves": [1]})
    assert loaded.stats(d).current_streak == 1


def test_settings_round_trip() -> None:
    r = repo()
    assert r.load_settings() == Settings()
    s = Settings("fr", {"sound": False, "speed": 1.5, "name": "Ann", "n": 3, "none": None})
    assert r.save_settings(s)
    assert r.load_settings() == s
    assert s.with_pref("sound", True).prefs["sound"] is True


def test_saving_invalid_value_is_a_caller_bug() -> None:
    r = repo()
    with pytest.raises(SchemaError):
        r.save_game(a_save(seed=-1))
    with pytest.raises(SchemaError):
        r.save_settings(Settings("de"))
    with pytest.raises(SchemaError):
        r.save_game(a_save(moves=[float("inf")]))
    assert r.store.keys() == []  # type: ignore[attr-defined]


# -- migration ------------------------------------------------------------------------


def test_migration_from_version_0_save() -> None:
    v0 = valid_save_data()
    del v0["players"], v0["options"]
    r = repo({SAVE_KEY: envelope("save", v0, version=0)})
    loaded = r.load_game("simili", "solo")
    assert loaded is not None
    assert loaded.players == ["Player 1"] and loaded.options == {}
    assert r.problems() == []
    # A later write upgrades the stored record to the current version.
    r.save_game(loaded)
    assert json.loads(r.store.get(SAVE_KEY))["schema"] == CURRENT_VERSION  # type: ignore[arg-type]


def test_migration_keeps_existing_players() -> None:
    data = migrate("save", 0, {"players": ["A", "B"]})
    assert data["players"] == ["A", "B"]
    assert migrate("settings", 0, {"language": "en"}) == {"language": "en"}
    with pytest.raises(SchemaError):
        migrate("save", CURRENT_VERSION + 1, {})


def test_version_0_of_other_kinds_loads() -> None:
    r = repo({SETTINGS_KEY: envelope("settings", {"language": "fr"}, version=0)})
    assert r.load_settings() == Settings("fr")


# -- corrupt and tampered data ----------------------------------------------------------


BAD_SAVES = {
    "corrupt json": "{not json",
    "truncated": '{"schema": 1, "kind": "save", "data": {"game": "sim',
    "nan": '{"schema": 1, "kind": "save", "data": NaN}',
    "deep": "[" * 100_000 + "]" * 100_000,
    "not an object": "[1, 2, 3]",
    "missing envelope": json.dumps(valid_save_data()),
    "schema not int": json.dumps({"schema": "1", "kind": "save", "data": valid_save_data()}),
    "negative schema": json.dumps({"schema": -1, "kind": "save", "data": valid_save_data()}),
    "wrong kind": envelope("settings", {"language": "en"}),
    "unknown kind": envelope("bogus", {}),
    "missing field": envelope("save", {k: v for k, v in valid_save_data().items() if k != "seed"}),
    "seed wrong type": envelope("save", valid_save_data(seed="1234")),
    "seed out of range": envelope("save", valid_save_data(seed=2**32)),
    "seed bool": envelope("save", valid_save_data(seed=True)),
    "players empty": envelope("save", valid_save_data(players=[])),
    "players not text": envelope("save", valid_save_data(players=[1])),
    "options list": envelope("save", valid_save_data(options=[])),
    "bad timestamp": envelope("save", valid_save_data(created="yesterday")),
    "extra field": envelope("save", valid_save_data(cheat=True)),
    "other game under key": envelope("save", valid_save_data(game="sb")),
    "other mode under key": envelope("save", valid_save_data(mode="daily")),
    "huge int": '{"schema": 1, "kind": "save", "data": {"seed": ' + "9" * 5000 + "}}",
}


@pytest.mark.parametrize("name", sorted(BAD_SAVES))
def test_bad_save_is_kept_aside_and_reported(name: str) -> None:
    raw = BAD_SAVES[name]
    r = repo({SAVE_KEY: raw})
    assert r.load_game("simili", "solo") is None
    assert r.store.get(SAVE_KEY) is None
    [problem] = r.problems()
    assert problem.key == SAVE_KEY
    assert problem.code in ("storage.problem.corrupt", "storage.problem.invalid")
    assert problem.backup_key == f"{BACKUP_PREFIX}2026-11-22T10:15:30Z/{SAVE_KEY}"
    assert r.store.get(problem.backup_key) == raw
    assert r.read_backup(problem.backup_key) == raw
    assert r.backups() == [problem.backup_key]
    assert problem.reason
    # The player-facing message names the game and says, in plain words, that an export keeps
    # the copy; the storage key itself is technical (the page folds it with the reason).
    CATALOGUE.reset_tracking()
    msg = problem.message()
    assert "SIMILI" in msg and "export" in msg and "similarium/" not in msg
    CATALOGUE.set_language("fr")
    try:
        assert "exportez" in problem.message() and "similarium/" not in problem.message()
    finally:
        CATALOGUE.set_language("en")
    assert not CATALOGUE.missing_keys() and not CATALOGUE.format_errors()
    # A second load is clean: nothing there, no new problem.
    r.clear_problems()
    assert r.load_game("simili", "solo") is None and r.problems() == []
    # And saving works again, without touching the backup.
    assert r.save_game(a_save())
    assert r.load_game("simili", "solo") is not None
    assert r.store.get(problem.backup_key) == raw


def test_future_version_kept_aside() -> None:
    raw = envelope("save", {"anything": "new"}, version=CURRENT_VERSION + 1)
    r = repo({SAVE_KEY: raw})
    assert r.load_game("simili", "solo") is None
    [p] = r.problems()
    assert p.code == "storage.problem.future"
    assert r.store.get(p.backup_key) == raw  # type: ignore[arg-type]
    assert "newer version" in p.message()


def test_save_over_unread_corrupt_data_sets_it_aside_first() -> None:
    r = repo({SAVE_KEY: "garbage"})
    assert r.save_game(a_save())  # never loaded before: still not silently overwritten
    [p] = r.problems()
    assert r.store.get(p.backup_key) == "garbage"  # type: ignore[arg-type]
    assert r.load_game("simili", "solo") is not None


def test_backup_keys_do_not_collide() -> None:
    r = repo({SAVE_KEY: "one"})
    r.load_game("simili", "solo")
    r.store.set(SAVE_KEY, "two")
    r.load_game("simili", "solo")
    backups = r.backups()
    assert len(backups) == 2
    assert sorted(r.read_backup(b) for b in backups) == ["one", "two"]  # type: ignore[type-var]
    assert f"{BACKUP_PREFIX}2026-11-22T10:15:30Z-2/{SAVE_KEY}" in backups
    r.delete_backup(backups[0])
    assert len(r.backups()) == 1
    assert r.read_backup("similarium/settings") is None


@pytest.mark.parametrize(
    ("key", "raw", "load"),
    [
        ("similarium/match/simili", envelope("match", {"game": "simili", "match": {"players": []},
                                                     "created": NOW.isoformat(), "updated": NOW.isoformat()}),
         lambda r: r.load_match("simili")),
        ("similarium/daily/simili", envelope("daily", {"game": "simili", "results": {"2026-02-30": {}}}),
         lambda r: r.load_daily("simili")),
        ("similarium/daily/simili", envelope("daily", {"game": "sb", "results": {}}),
         lambda r: r.load_daily("simili")),
        (SETTINGS_KEY, envelope("settings", {"language": "xx"}), lambda r: r.load_settings()),
        (SETTINGS_KEY, envelope("settings", {"language": "en", "prefs": {"x": [1]}}), lambda r: r.load_settings()),
        (SETTINGS_KEY, "", lambda r: r.load_settings()),
    ],
)
def test_bad_records_of_every_kind(key: str, raw: str, load: Any) -> None:
    r = repo({key: raw})
    value = load(r)
    assert value is None or value == DailyRecord("simili") or value == Settings()
    [p] = r.problems()
    assert p.key == key and r.store.get(p.backup_key) == raw  # type: ignore[arg-type]
    assert r.store.get(key) is None


# -- game validators ----------------------------------------------------------------------


def _options(options: dict[str, Any]) -> None:
    if options.get("variant") not in ("classic", "modern"):
        raise ValueError("variant must be classic or modern")


def _boom(_: Any) -> None:
    raise RuntimeError("validator bug")


def test_game_validator_rejects_bad_payload() -> None:
    r = repo(games={"simili": GameValidator(options=_options)})
    assert r.save_game(a_save())
    r.store.set(SAVE_KEY, envelope("save", valid_save_data(options={"variant": "turbo"})))
    assert r.load_game("simili", "solo") is None
    [p] = r.problems()
    assert "variant must be classic or modern" in p.reason
    with pytest.raises(SchemaError):
        r.save_game(a_save(options={"variant": "turbo"}))


def test_game_validator_crash_never_crashes_loading() -> None:
    r = repo({SAVE_KEY: envelope("save", valid_save_data())})
    r.register_game("simili", GameValidator(moves=_boom))
    assert r.load_game("simili", "solo") is None
    assert "validator bug" in r.problems()[0].reason


def test_daily_summary_validator() -> None:
    r = repo()
    r.register_game("simili", GameValidator(summary=lambda s: isinstance(s, dict) or _boom(s)))
    raw = envelope("daily", {"game": "simili", "results": {"2026-11-22": {"score": 1, "won": False, "summary": 3}}})
    r.store.set(daily_key("simili"), raw)
    assert r.load_daily("simili") == DailyRecord("simili")
    assert r.problems()[0].code == "storage.problem.invalid"


# -- failing backends -------------------------------------------------------------------------


class BrokenStore(MemoryStore):
    def __init__(self, items: dict[str, str] | None = None, fail: set[str] = frozenset()) -> None:  # type: ignore[assignment]
        super().__init__(items)
        self.fail = fail

    def get(self, key: str) -> str | None:
        if "get" in self.fail:
            raise OSError("SecurityError: access denied")
        return super().get(key)

    def set(self, key: str, value: str) -> None:
        if "set" in self.fail or ("set-backup" in self.fail and key.startswith(BACKUP_PREFIX)):
            raise OSError("QuotaExceededError")
        super().set(key, value)

    def keys(self) -> list[str]:
        if "keys" in self.fail:
            raise OSError("no keys")
        return super().keys()


def test_write_failure_is_a_problem_not_a_crash() -> None:
    r = Repository(MemoryStore(quota=50), now=lambda: NOW)
    assert not r.save_game(a_save())
    [p] = r.problems()
    assert p.code == "storage.problem.write_failed" and "quota" in p.reason
    assert "SIMILI" in p.message()


def test_read_failure_is_a_problem_not_a_crash() -> None:
    r = Repository(BrokenStore(fail={"get", "keys"}), now=lambda: NOW)
    assert r.load_game("simili", "solo") is None
    assert r.load_settings() == Settings()
    assert r.backups() == [] and r.save_slots("simili") == []
    assert {p.code for p in r.problems()} == {"storage.problem.unreadable"}


def test_backup_failure_leaves_original_and_refuses_overwrite() -> None:
    store = BrokenStore({SAVE_KEY: "garbage"}, fail={"set-backup"})
    r = Repository(store, now=lambda: NOW)
    assert r.load_game("simili", "solo") is None
    assert store.get(SAVE_KEY) == "garbage"
    assert r.problems()[0].code == "storage.problem.backup_failed"
    written = r.save_game(a_save())
    assert not written and written.code == "refused"
    assert store.get(SAVE_KEY) == "garbage"
    # told once (issue 19: a 5 MB unreadable save was reported twice), saying what to do
    assert [p.code for p in r.problems()] == ["storage.problem.backup_failed"]
    for p in r.problems():
        assert "⟦" not in p.message() and "export" in p.message().lower()


def test_check_all_surfaces_every_problem() -> None:
    r = repo({
        SAVE_KEY: "x",
        "similarium/save/sb/duo": "y",
        "similarium/match/simili": "z",
        "similarium/daily/sb": envelope("daily", {"game": "sb", "results": {}}),
        SETTINGS_KEY: "w",
        "similarium/ui/other": "not ours",
        "similarium/save/Bad Id/x": "not ours either",
        "unrelated": "{",
    })
    problems = r.check_all()
    assert {p.key for p in problems} == {SAVE_KEY, "similarium/save/sb/duo", "similarium/match/simili", SETTINGS_KEY}
    assert r.store.get("similarium/ui/other") == "not ours"
    assert r.store.get("unrelated") == "{"
    assert len(r.backups()) == 4


# -- never raises ---------------------------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=8),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=20,
)


def _loaders(r: Repository) -> list[Any]:
    return [
        lambda: r.load_game("simili", "solo"),
        lambda: r.load_match("simili"),
        lambda: r.load_daily("simili"),
        r.load_settings,
    ]


KEYS = [SAVE_KEY, "similarium/match/simili", "similarium/daily/simili", SETTINGS_KEY]


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=60), st.integers(0, 3))
def test_arbitrary_text_never_raises(raw: str, which: int) -> None:
    r = repo({KEYS[which]: raw})
    _loaders(r)[which]()
    if r.problems():
        assert r.store.get(r.problems()[0].backup_key) == raw  # type: ignore[arg-type]
        assert r.store.get(KEYS[which]) is None
    else:
        assert r.store.get(KEYS[which]) == raw


@settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow])
@given(json_values, st.integers(-1, 3), st.sampled_from(["save", "match", "daily", "settings", "x"]), st.integers(0, 3))
def test_arbitrary_json_records_never_raise(data: Any, version: int, kind: str, which: int) -> None:
    raw = json.dumps({"schema": version, "kind": kind, "data": data})
    r = repo({KEYS[which]: raw})
    _loaders(r)[which]()
    for p in r.problems():
        assert r.store.get(p.backup_key) == raw  # type: ignore[arg-type]
        assert p.message()


@settings(max_examples=100)
@given(
    st.integers(0, 2**32 - 1),
    st.lists(json_values, max_size=5),
    st.lists(st.text(min_size=1, max_size=10).filter(str.strip), min_size=1, max_size=4),
)
def test_save_round_trip_property(seed: int, moves: list[Any], players: list[str]) -> None:
    r = repo()
    saved = a_save(seed=seed, moves=moves, players=players)
    assert r.save_game(saved)
    assert r.load_game("simili", "solo") == SavedGame(
        **{**saved.__dict__, "created": NOW.isoformat(), "updated": NOW.isoformat()}
    )
    assert r.problems() == []


# -- nesting guard (Pyodide dies on ~10,000 levels instead of raising RecursionError) --------------

from similarium.core.validate import MAX_DEPTH, MAX_TEXT_DEPTH, json_text_depth  # noqa: E402


def _depth(value: Any) -> int:
    if isinstance(value, list):
        return 1 + max((_depth(x) for x in value), default=0)
    if isinstance(value, dict):
        return 1 + max((_depth(x) for x in value.values()), default=0)
    return 0


@given(json_values)
def test_json_text_depth_is_an_upper_bound(value: Any) -> None:
    assert json_text_depth(json.dumps(value)) >= _depth(value)


def test_json_text_depth_ignores_brackets_in_strings() -> None:
    text = json.dumps(["[" * 200, {"k{": "]]]\\\"[[["}])
    assert json_text_depth(text) == 2


def test_deeply_nested_text_is_kept_aside_without_parsing() -> None:
    raw = "[" * (MAX_TEXT_DEPTH + 1) + "]" * (MAX_TEXT_DEPTH + 1)
    r = repo({SETTINGS_KEY: raw})
    assert r.load_settings() == Settings()
    [p] = r.problems()
    assert p.code == "storage.problem.corrupt" and "nested" in p.reason
    assert r.store.get(p.backup_key) == raw  # type: ignore[arg-type]


def test_deepest_allowed_payloads_round_trip() -> None:
    deep: Any = 1
    for _ in range(MAX_DEPTH):
        deep = [deep]
    r = repo()
    d = dt.date(2026, 11, 22)
    r.record_daily("simili", d, DailyResult(1, True, deep))
    assert r.save_game(a_save(moves=[deep], options={"o": deep[0]}))
    assert r.load_daily("simili").result_for(d) == DailyResult(1, True, deep)
    assert r.load_game("simili", "solo") is not None
    assert r.problems() == []
    with pytest.raises(SchemaError):
        r.save_game(a_save(moves=[[deep]]))


# -- quarantine by the caller (valid record the game cannot replay) ----------------------------------


def test_quarantine_sets_aside_and_reports() -> None:
    r = repo()
    r.save_game(a_save())
    raw = r.store.get(SAVE_KEY)
    backup = r.quarantine(SAVE_KEY, "move 3 is illegal")
    assert backup is not None and r.store.get(backup) == raw
    assert r.store.get(SAVE_KEY) is None
    [p] = r.problems()
    assert p.code == "storage.problem.invalid" and p.reason == "move 3 is illegal" and p.backup_key == backup
    assert r.quarantine(SAVE_KEY, "again") is None  # nothing left there
    assert len(r.problems()) == 1


def test_quarantine_when_backup_fails_keeps_original() -> None:
    store = BrokenStore({SAVE_KEY: "x"}, fail={"set-backup"})
    r = Repository(store, now=lambda: NOW)
    assert r.quarantine(SAVE_KEY, "bad") is None
    assert store.get(SAVE_KEY) == "x"
    assert r.problems()[0].code == "storage.problem.backup_failed"


def test_record_match_game_adds_up_and_restarts_on_new_players():
    from similarium.core.storage import MemoryStore, Repository

    repo = Repository(MemoryStore())
    repo.record_match_game("simili", ["A", "B"], [105, 90], [True, False], seed=1)
    m = repo.record_match_game("simili", ["A", "B"], [95, 110], [False, True], seed=2)
    assert m.totals() == (105, 110) and len(repo.load_match("simili").match.games) == 2
    m = repo.record_match_game("simili", ["A", "C"], [100, 100], [True, True])
    assert len(m.games) == 1 and m.players == ("A", "C")
