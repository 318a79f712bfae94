"""Issue 26 ("Nothing lost, still"), items 4 and 8 on the host.

4. An import never replaces what changed after its plan was shown: the plan remembers the
   stored text of every key of the file; on confirm, any of them that changed (changed,
   added or removed since, by another tab) stops the import with nothing written, saying
   which record, and offering to look again. Whatever an import replaces is first kept as a
   backup, and the data page names it (in Chromium: ``e2e/test_two_tabs_import.py``).
8. A save, match or daily that no page opens (``save/simili/aaa``, ``save/zzz/solo``) is
   refused on import (every such record named) and set aside on load (told, never dropped);
   the home page's Resume never points to it.
"""

from __future__ import annotations

import datetime as dt
import json

import pytest

from similarium.core import transfer
from similarium.core.daily import DailyResult
from similarium.core.i18n import set_language
from similarium.core.schema import SavedGame
from similarium.core.storage import (
    BACKUP_PREFIX,
    MemoryStore,
    Repository,
    StorageFull,
    match_key,
    save_key,
)
from similarium.games import registry
from similarium.ui.data import DataPage
from similarium.ui.games import game_pages, page_slots, register_validators
from similarium.ui.home import resume_routes

NOW = dt.datetime(2026, 11, 24, 10, 0, tzinfo=dt.UTC)
DAY = dt.date(2026, 11, 23)
SLOT = save_key("simili", "solo")


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def repo(store: MemoryStore | None = None) -> Repository:
    return Repository(store if store is not None else MemoryStore(), now=lambda: NOW)


def a_save(moves: int, game: str = "simili", mode: str = "solo", seed: int = 7) -> SavedGame:
    return SavedGame(game=game, mode=mode, seed=seed, options={}, moves=[["m", i] for i in range(moves)],
                     players=["Player 1"])


def a_file(moves: int = 3) -> str:
    """An export from another device: a SIMILI solo game of ``moves`` moves and an SB daily."""
    src = repo()
    src.save_game(a_save(moves, seed=99))
    src.record_daily("sb", DAY, DailyResult(30, True))
    return transfer.export_text(src, NOW)


def document(records: dict) -> str:
    return json.dumps({"format": transfer.FORMAT, "version": 1, "records": records, "backups": {},
                       "checksum": transfer._checksum(records, {})})


# --- item 4: an import never replaces what changed after its plan was shown -------------------

def test_item4_an_import_never_replaces_a_move_made_after_its_plan_was_shown():
    store = MemoryStore()
    tab_a, tab_b = repo(store), repo(store)
    tab_a.save_game(a_save(8))  # tab A plays SIMILI solo: 8 moves
    page = DataPage(tab_b, lambda: NOW)  # tab B: Your data, the plan of a file replacing that slot
    page.load("other-device.json", a_file())
    assert SLOT in page.pending.plan.replaces and "similarium/daily/sb" in page.pending.plan.adds
    tab_a.save_game(a_save(9))  # A plays a 9th move
    before = dict(store.items)
    assert page.act("data-import-confirm") is False  # refused: nothing written at all
    assert store.items == before and len(tab_a.load_game("simili", "solo").moves) == 9
    assert tab_b.backups() == [] and "similarium/daily/sb" not in store.items  # not even the add
    html = page.render()
    assert "another tab or window changed your SIMILI (solo) game in progress" in html
    assert "nothing was imported" in html and 'data-testid="data-import-again"' in html
    # looking again shows a fresh plan; confirming it replaces the 9-move game, kept as a backup
    page.act("data-import-again")
    assert page.pending is not None and SLOT in page.pending.plan.replaces
    assert page.act("data-import-confirm") is True
    assert len(tab_b.load_game("simili", "solo").moves) == 3
    (backup,) = tab_b.backups()
    assert json.loads(store.items[backup])["data"]["moves"] == [["m", i] for i in range(9)]


@pytest.mark.parametrize("since", ["changed", "removed", "added", "unchanged_changed"])
def test_item4_any_key_of_the_file_changed_since_the_plan_stops_the_import(since):
    store = MemoryStore()
    here, other = repo(store), repo(store)
    text = a_file()
    if since != "added":
        other.save_game(a_save(3, seed=99) if since == "unchanged_changed" else a_save(8))
    doc = transfer.read_document(here, text)
    todo = transfer.plan(here, doc)
    if since == "changed":
        other.save_game(a_save(9))
    elif since == "removed":  # A's game ended: its slot cleared
        assert other.delete_game("simili", "solo")
    elif since == "added":
        other.record_daily("sb", DAY, DailyResult(12, False))
    else:  # the plan said "identical", then A moved: the import must not pass over it silently
        assert todo.unchanged == [SLOT]
        other.save_game(a_save(4, seed=99))
    before = dict(store.items)
    with pytest.raises(transfer.ImportChanged) as err:
        transfer.apply(here, doc, todo)
    assert store.items == before
    key = "similarium/daily/sb" if since == "added" else SLOT
    assert err.value.keys == [key]
    assert ("your SB daily results" if since == "added" else "your SIMILI (solo) game") in err.value.message()


def test_item4_what_an_import_replaces_is_kept_as_a_backup_and_named_on_the_data_page():
    r = repo()
    r.save_game(a_save(8))
    old = r.store.get(SLOT)
    page = DataPage(r, lambda: NOW)
    page.load("x.json", a_file())
    assert page.act("data-import-confirm")
    (backup,) = r.backups()
    assert backup == f"{BACKUP_PREFIX}2026-11-24T10:00:00Z/{SLOT}" and r.store.get(backup) == old
    assert r.problems() == []  # not an unreadable record: told on the data page, once
    html = page.render()
    assert 'data-testid="data-kept"' in html
    assert (f"Replaced: your SIMILI (solo) game in progress. A copy of the old version is kept as a backup: "
            f"{backup}.") in html
    set_language("fr")
    assert "Une copie de l’ancienne version est gardée en sauvegarde" in page.render()
    # the backup goes into the next export, and imports back like any backup
    assert json.loads(transfer.export_text(r, NOW))["backups"][backup] == old


def test_item4_unreadable_text_an_import_replaces_is_kept_once_and_named():
    r = repo(MemoryStore({SLOT: "{broken"}))
    page = DataPage(r, lambda: NOW)
    page.load("x.json", a_file())
    assert SLOT in page.pending.plan.replaces and page.act("data-import-confirm")
    (backup,) = r.backups()  # one copy (the load's own set-aside), not two
    assert r.store.get(backup) == "{broken" and backup in page.render()


def test_item4_no_room_for_the_backup_copy_imports_nothing_and_leaves_nothing_pending():
    r = repo(MemoryStore(quota=10_000))  # room for this long game, not for a second copy of it
    r.save_game(SavedGame(game="simili", mode="solo", seed=1, options={}, moves=[["m", "x" * 40]] * 150,
                          players=["Player 1"]))
    before = dict(r.store.items)
    with pytest.raises(transfer.TransferError) as err:  # the file's short game would fit: not without a copy
        transfer.apply(r, transfer.read_document(r, a_file()))
    assert err.value.code == "data.import.failed"
    assert r.store.items == before and r.pending() == {} and r.backups() == []
    assert r.save_game(a_save(9))  # the page writes its slot again (no conflict with itself)


def test_item4_a_failed_write_is_not_kept_pending_to_be_written_later():
    store = MemoryStore()
    r = repo(store)
    r.save_game(a_save(2))
    doc = transfer.read_document(r, a_file(moves=5))
    todo = transfer.plan(r, doc)

    def full(key: str, value: str) -> None:
        if key == SLOT:
            raise StorageFull("storage quota exceeded")
        MemoryStore.set(store, key, value)

    store.set = full  # type: ignore[method-assign]
    with pytest.raises(transfer.TransferError):
        transfer.apply(r, doc, todo)
    del store.set
    assert r.pending() == {} and r.backups() == [] and len(r.load_game("simili", "solo").moves) == 2
    r.flush()
    assert len(r.load_game("simili", "solo").moves) == 2  # the refused import never lands later


# --- item 8: phantom saves ---------------------------------------------------------------------

def registered(store: MemoryStore | None = None) -> Repository:
    r = repo(store)
    register_validators(r)
    return r


PHANTOMS = {"similarium/save/simili/aaa": "save", "similarium/save/zzz/solo": "save",
            "similarium/match/simili-aaa": "match", "similarium/match/zzz": "match",
            "similarium/daily/zzz": "daily"}


SIMILI = {"variant": "classic", "dice": "seeded", "seed": 7}  # what SIMILI's validator accepts


def simili_save(mode: str = "solo", game: str = "simili") -> SavedGame:
    return SavedGame(game=game, mode=mode, seed=7, options=dict(SIMILI), moves=[], players=["Player 1"])


def phantom(key: str, kind: str) -> dict:
    """A well-formed record for ``key`` (a SIMILI save in any other respect, for a save)."""
    parts = key.split("/")
    if kind == "save":
        data = {**simili_save(game=parts[2], mode=parts[3]).to_dict(), "created": "2026-11-24T10:00:00+00:00",
                "updated": "2026-11-24T10:00:00+00:00"}
    elif kind == "match":
        data = {"game": parts[2], "created": "2026-11-24T10:00:00+00:00", "updated": "2026-11-24T10:00:00+00:00",
                "match": {"players": ["A", "B"], "games": [{"scores": [1, 0], "won": [True, False]}]}}
    else:
        data = {"game": parts[2], "results": {DAY.isoformat(): {"score": 5, "won": True}}}
    return {"schema": 1, "kind": kind, "data": data}


def every_slot_a_page_opens(entries=None) -> dict[str, dict]:
    """A record at every place a page goes: each play mode, the daily and the archive (of a game
    whose registry line has a daily), each match id, each daily."""
    records: dict[str, dict] = {}
    for entry in registry.with_page() if entries is None else entries:
        saves, matches = page_slots(entry).opens()
        page = entry.load_page()
        daily = ("daily", "archive") if "daily" in entry.modes else ()
        assert set(saves) == {*page.PLAY_MODES, *daily} == {*entry.modes, *daily}
        assert set(matches) == set(page.MATCH_IDS.values())  # the page's own, each named after its game
        assert all(m == entry.id or m.startswith(f"{entry.id}-") for m in matches)
        records.update({save_key(entry.id, mode): phantom(save_key(entry.id, mode), "save") for mode in saves})
        records.update({match_key(mid): phantom(match_key(mid), "match") for mid in matches})
        if daily:
            records[f"similarium/daily/{entry.id}"] = phantom(f"similarium/daily/{entry.id}", "daily")
    return records


def test_item8_records_no_page_opens_are_refused_on_import_each_named():
    # every place a page goes is accepted (the pages' slots, without their payload validators)
    r = repo()
    for entry in registry.with_page():
        r.register_slots(entry.id, page_slots(entry))
    real = every_slot_a_page_opens()
    assert len(every_slot_a_page_opens(registry.served())) == 30  # the four games' own
    transfer.apply(r, transfer.read_document(r, document(real)))
    assert r.check_all() == [] and set(real) <= set(r.store.items)
    # and nowhere else: each record no page opens is named, nothing is written
    r = registered()
    records = {k: phantom(k, kind) for k, kind in PHANTOMS.items()}
    with pytest.raises(transfer.TransferError) as err:
        transfer.read_document(r, document(records))
    assert err.value.code == "data.error.no_slot"
    text = err.value.message()
    for words in ("your SIMILI (aaa) game in progress", "your zzz (solo) game in progress",
                  "your SIMILI (aaa) match", "your zzz match", "your zzz daily results"):
        assert words in text
    assert "Nothing was changed" in text and r.store.items == {}
    set_language("fr")
    assert "aucune page ne pourrait les ouvrir" in err.value.message()


def test_item8_a_record_no_page_opens_on_load_is_set_aside_told_and_never_resumed():
    store = MemoryStore({k: json.dumps(phantom(k, kind)) for k, kind in PHANTOMS.items()})
    r = registered(store)
    r.save_game(simili_save())  # the real game in progress
    assert resume_routes(r, tuple(game_pages())) == {"simili": "#/simili/solo"}  # never #/simili/aaa
    r.check_all()
    assert not any(k in store.items for k in PHANTOMS)
    kept = {p.key: p for p in r.problems()}
    assert set(kept) == set(PHANTOMS)
    for key, problem in kept.items():
        assert problem.code == "storage.problem.no_slot"
        assert store.items[problem.backup_key] == json.dumps(phantom(key, PHANTOMS[key]))  # never dropped
    assert "does not have, so no page could open it" in kept["similarium/save/simili/aaa"].message()
    assert r.load_game("simili", "solo") is not None
