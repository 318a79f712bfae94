"""Export all of the player's data to one file and import it back (core/transfer.py)."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from similarium.core import transfer
from similarium.core.daily import DailyResult
from similarium.core.schema import GameValidator, SavedGame, Settings
from similarium.core.storage import MemoryStore, Repository, StorageFull, save_key

NOW = dt.datetime(2026, 11, 22, 10, 0, tzinfo=dt.UTC)
DAY = dt.date(2026, 11, 21)


def strict_moves(moves: list) -> None:
    if any(not isinstance(m, str) for m in moves):
        raise ValueError("moves are text")


def repo(store: MemoryStore | None = None) -> Repository:
    r = Repository(store if store is not None else MemoryStore(), now=lambda: NOW)
    r.register_game("sb", GameValidator(moves=strict_moves))
    return r


def filled() -> Repository:
    r = repo()
    r.save_game(SavedGame(game="sb", mode="solo", seed=7, options={}, moves=["roll"], players=["Ann", "Bot"]))
    r.record_match_game("sb-solo", ["Ann", "Bot"], [61, 40], [True, False], seed=7)
    r.record_daily("simili", DAY, DailyResult(105, True))
    r.save_settings(Settings("fr"))
    r.store.set("similarium/backup/2026-11-20T00:00:00Z/similarium/daily/sb", "{broken")
    r.store.set("other-app/key", "not ours")
    return r


def test_export_holds_every_record_and_backup_and_reimports_identically():
    src = filled()
    text = transfer.export_text(src, NOW)
    doc = json.loads(text)
    assert doc["format"] == transfer.FORMAT and doc["version"] == transfer.VERSION
    assert set(doc["records"]) == {save_key("sb", "solo"), "similarium/match/sb-solo", "similarium/daily/simili",
                                   "similarium/settings"}
    assert list(doc["backups"]) == ["similarium/backup/2026-11-20T00:00:00Z/similarium/daily/sb"]
    dst = repo()
    parsed = transfer.read_document(dst, text)
    plan = transfer.plan(dst, parsed)
    assert plan.replaces == [] and plan.unchanged == [] and len(plan.adds) == 5
    transfer.apply(dst, parsed)
    assert dst.load_game("sb", "solo") == src.load_game("sb", "solo")
    assert dst.load_match("sb-solo") == src.load_match("sb-solo")
    assert dst.load_daily("simili").stats(DAY).current_streak == 1
    assert dst.load_settings().language == "fr"
    assert "other-app/key" not in dst.store.keys() and dst.problems() == []
    again = transfer.plan(dst, transfer.read_document(dst, text))
    assert not again.changes and len(again.unchanged) == 5


def test_plan_lists_what_is_replaced_and_added_and_keeps_the_rest():
    text = transfer.export_text(filled(), NOW)
    dst = repo()
    dst.record_match_game("sb-solo", ["Zoe", "Bot"], [70, 10], [True, False])
    dst.record_daily("sb", DAY, DailyResult(30, False))
    plan = transfer.plan(dst, transfer.read_document(dst, text))
    assert plan.replaces == ["similarium/match/sb-solo"]
    assert "similarium/save/sb/solo" in plan.adds and "similarium/daily/sb" not in plan.adds + plan.replaces
    transfer.apply(dst, transfer.read_document(dst, text))
    assert dst.load_match("sb-solo").match.players == ("Ann", "Bot")
    assert dst.load_daily("sb").has_played(DAY)  # not in the file: kept


def tampered(change) -> str:
    doc = json.loads(transfer.export_text(filled(), NOW))
    change(doc)
    return json.dumps(doc)


def resign(doc: dict) -> None:
    doc["checksum"] = transfer._checksum(doc["records"], doc["backups"])


def bad_move(doc: dict) -> None:
    doc["records"]["similarium/save/sb/solo"]["data"]["moves"] = [3]
    resign(doc)


def wrong_key(doc: dict) -> None:
    doc["records"]["similarium/save/sb/table"] = doc["records"].pop("similarium/save/sb/solo")
    resign(doc)


def long_name(doc: dict) -> None:
    doc["records"]["similarium/match/sb-solo"]["data"]["match"]["players"][0] = "x" * 500
    resign(doc)


@pytest.mark.parametrize(("text", "code"), [
    ("", "data.error.not_json"),
    ("{not json", "data.error.not_json"),
    ("[" * 5000 + "]" * 5000, "data.error.too_deep"),
    ('{"format": "zip"}', "data.error.format"),
    ("[1, 2]", "data.error.format"),
    (tampered(lambda d: d.update(version=99)), "data.error.newer"),
    (tampered(lambda d: d["records"]["similarium/match/sb-solo"]["data"].update(game="x")), "data.error.checksum"),
    (tampered(bad_move), "data.error.record"),
    (tampered(wrong_key), "data.error.record"),
    (tampered(long_name), "data.error.record"),
    (tampered(lambda d: (d["records"].update({"similarium/backup/x": {}}), resign(d))), "data.error.record"),
    (tampered(lambda d: (d["backups"].update({"similarium/save/sb/solo": "x"}), resign(d))), "data.error.format"),
])
def test_a_malformed_or_tampered_file_changes_nothing_and_says_why(text, code):
    dst = repo()
    dst.record_daily("sb", DAY, DailyResult(30, False))
    before = dict(dst.store.items)
    with pytest.raises(transfer.TransferError) as err:
        transfer.read_document(dst, text)
    assert err.value.code == code
    message = err.value.message()
    assert "Nothing was changed" in message and "⟦" not in message and "{" not in message.replace("{not", "")
    assert dst.store.items == before


def test_non_text_input_is_refused_not_crashed():
    with pytest.raises(transfer.TransferError):
        transfer.read_document(repo(), None)
    with pytest.raises(transfer.TransferError) as err:
        transfer.read_document(repo(), "x" * (transfer.MAX_TEXT + 1))
    assert err.value.code == "data.error.too_big"


def test_a_failed_write_puts_everything_back():
    text = transfer.export_text(filled(), NOW)
    store = MemoryStore()
    dst = repo(store)
    dst.record_match_game("sb-solo", ["Zoe", "Bot"], [70, 10], [True, False])
    before = dict(store.items)
    doc = transfer.read_document(dst, text)
    store.quota = sum(len(k) + len(x) for k, x in store.items.items()) + 300  # room for one record
    with pytest.raises(transfer.TransferError) as err:
        transfer.apply(dst, doc)
    assert err.value.code == "data.import.failed"
    store.quota = None
    assert store.items == before


def test_the_store_failing_outright_is_a_message(monkeypatch):
    text = transfer.export_text(filled(), NOW)
    dst = repo()
    doc = transfer.read_document(dst, text)

    def refuse(key, value):
        raise StorageFull("quota")

    monkeypatch.setattr(dst.store, "set", refuse)
    with pytest.raises(transfer.TransferError):
        transfer.apply(dst, doc)
    assert dst.store.items == {}
