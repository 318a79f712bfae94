"""A match's replays live under a key of their own, so that a tab of an older version never sets
a newer match aside (issue 27, item 2; issue 26, "nothing lost").

The version before the reviews (7e0cc01) read a game of a match with the fields ``scores``,
``won``, ``seed`` and ``id`` only, and set aside (to a backup, out of the player's match) any
record with another field. A match record written now must still be one it reads; the moves
that replay its games for their reviews are kept at ``similarium/replays/<match id>``, a key
that version never reads, changes or removes (``unknown_keys``)."""

from __future__ import annotations

import json

from similarium.core.challenge import pack_moves
from similarium.core.match import MAX_REVIEWS
from similarium.core.storage import MemoryStore, Repository, match_key, replays_key

OLD_GAME_FIELDS = {"scores", "won", "seed", "id"}  # Match.from_dict at 7e0cc01: anything else refused
PACKED = pack_moves([[0, "roll"], [0, ["book", 3]]])
OPTIONS = {"variant": "classic"}


def record(repo: Repository, n: int, players=("Ann",), moves: str | None = PACKED):
    return repo.record_match_game("simili-solo", list(players), [100 + n] * len(players), [True] * len(players),
                                  seed=n, game_id=f"g{n}", moves=moves, options=OPTIONS if moves else None)


def old_reader_accepts(text: str) -> bool:
    """What the older version checks of a stored match before it reads it: the fields only
    (each value is the same as it was then)."""
    data = json.loads(text)["data"]["match"]
    return set(data) <= {"players", "games"} and all(set(g) <= OLD_GAME_FIELDS for g in data["games"])


def old_tab_records(store: MemoryStore, n: int) -> None:
    """An older version's tab adds game ``n`` to the stored match, as it does: the match record
    read, one game (no moves) appended, written back; the replays key untouched."""
    key = match_key("simili-solo")
    rec = json.loads(store.get(key))
    rec["data"]["match"]["games"].append({"scores": [100 + n], "won": [True], "seed": n, "id": f"g{n}"})
    store.set(key, json.dumps(rec))


def stored_inline() -> MemoryStore:
    """A store as the last stop's version left it: game 0's moves inside the match record."""
    store = MemoryStore()
    record(Repository(store), 0)
    rec = json.loads(store.get(match_key("simili-solo")))
    rec["data"]["match"]["games"][0].update(moves=PACKED, options=OPTIONS)
    store.set(match_key("simili-solo"), json.dumps(rec))
    store.remove(replays_key("simili-solo"))
    return store


def test_the_match_record_is_one_an_older_version_reads_and_the_moves_are_beside_it():
    store = MemoryStore()
    repo = Repository(store)
    for n in range(3):
        record(repo, n)
    assert old_reader_accepts(store.get(match_key("simili-solo")))
    kept = json.loads(store.get(replays_key("simili-solo")))["data"]
    assert [g["id"] for g in kept["games"]] == ["g0", "g1", "g2"] and kept["games"][0]["moves"] == PACKED
    again = Repository(store).load_match("simili-solo", replays=True).match  # a reload puts them back
    assert [g.moves for g in again.games] == [PACKED] * 3 and again.games[0].options == (("variant", "classic"),)
    assert Repository(store).unknown_keys() == []  # this version knows the key (listed, exported)


def test_an_older_tab_recording_between_two_games_loses_nothing():
    store = MemoryStore()
    repo = Repository(store)
    record(repo, 0)
    record(repo, 1)
    old_tab_records(store, 2)  # a game with no moves, recorded by the older version
    record(repo, 3)
    m = Repository(store).load_match("simili-solo", replays=True).match
    assert [g.id for g in m.games] == ["g0", "g1", "g2", "g3"]
    assert [g.moves is not None for g in m.games] == [True, True, False, True]
    assert repo.problems() == [] and Repository(store).backups() == []
    assert old_reader_accepts(store.get(match_key("simili-solo")))


def test_a_match_record_holding_its_moves_is_read_with_them_and_written_without():
    """The version of the last stop kept them in the match record: read, and moved on the next write."""
    store = stored_inline()
    again = Repository(store)
    assert again.load_match("simili-solo", replays=True).match.games[0].moves == PACKED
    record(again, 1)
    assert old_reader_accepts(store.get(match_key("simili-solo")))
    kept = json.loads(store.get(replays_key("simili-solo")))["data"]["games"]
    assert [g["id"] for g in kept] == ["g0", "g1"]


def test_unreadable_replays_cost_the_reviews_never_the_match():
    store = MemoryStore()
    repo = Repository(store)
    record(repo, 0)
    match_text = store.get(match_key("simili-solo"))
    store.set(replays_key("simili-solo"), "{not json")
    again = Repository(store)
    m = again.load_match("simili-solo", replays=True).match
    assert len(m.games) == 1 and m.games[0].moves is None
    assert store.get(match_key("simili-solo")) == match_text
    (problem,) = again.problems()
    assert problem.key == replays_key("simili-solo") and problem.backup_key is not None
    assert "the moves of your" in problem.message()
    assert store.get(problem.backup_key) == "{not json"  # set aside, never dropped


def test_a_tampered_entry_costs_its_game_only():
    store = MemoryStore()
    repo = Repository(store)
    record(repo, 0)
    record(repo, 1)
    rec = json.loads(store.get(replays_key("simili-solo")))
    rec["data"]["games"][0]["moves"] = "$$"
    rec["data"]["games"].append({"id": 7})
    store.set(replays_key("simili-solo"), json.dumps(rec))
    again = Repository(store)
    m = again.load_match("simili-solo", replays=True).match
    assert [g.moves for g in m.games] == [None, PACKED] and again.problems() == []


def test_a_new_match_or_a_deleted_one_drops_the_old_replays():
    store = MemoryStore()
    repo = Repository(store)
    record(repo, 0)
    record(repo, 1, players=("Ann", "Ben"), moves=None)  # another line-up: a new match, no moves
    assert store.get(replays_key("simili-solo")) is None
    record(repo, 2, players=("Ann", "Ben"))
    assert store.get(replays_key("simili-solo")) is not None
    assert repo.delete_match("simili-solo")
    assert store.get(replays_key("simili-solo")) is None and store.get(match_key("simili-solo")) is None


def test_only_the_last_games_keep_their_replays_in_storage():
    store = MemoryStore()
    repo = Repository(store)
    for n in range(MAX_REVIEWS + 2):
        record(repo, n)
    kept = json.loads(store.get(replays_key("simili-solo")))["data"]["games"]
    assert [g["id"] for g in kept] == [f"g{n}" for n in range(2, MAX_REVIEWS + 2)]


def test_replays_that_cannot_be_stored_leave_the_match_recorded():
    store = MemoryStore()
    repo = Repository(store)
    record(repo, 0, moves=None)
    store.quota = sum(len(k) + len(v) for k, v in store.items.items()) + 90  # room for the match only
    m = record(repo, 1)
    stored = Repository(store).load_match("simili-solo", replays=True).match
    assert [g.id for g in stored.games] == ["g0", "g1"] and m.games[1].moves == PACKED
    assert [p.key for p in repo.problems()] == [replays_key("simili-solo")]  # the player is told


def test_an_export_holding_the_moves_in_its_match_imports_them_beside_it():
    """A file exported by the version that kept them in the match record: the import keeps the
    reviews and stores the match as an older version reads it."""
    import datetime as dt

    from similarium.core import transfer

    store = stored_inline()
    text = transfer.export_text(Repository(store), dt.datetime(2026, 11, 28, tzinfo=dt.UTC))
    fresh = MemoryStore()
    target = Repository(fresh)
    done = transfer.apply(target, transfer.read_document(target, text))
    assert sorted(done.adds) == [match_key("simili-solo"), replays_key("simili-solo")]
    assert old_reader_accepts(fresh.get(match_key("simili-solo")))
    assert Repository(fresh).load_match("simili-solo", replays=True).match.games[0].moves == PACKED


def test_the_match_alone_is_read_unless_the_replays_are_asked_for_and_a_save_keeps_them():
    """A match panel renders at every click: it reads the match, not its replays; a match read
    without them and saved again keeps them (save_match puts the stored ones back)."""
    store = MemoryStore()
    repo = Repository(store)
    record(repo, 0)
    store.set(replays_key("simili-solo"), "{not json")
    plain = Repository(store)
    assert plain.load_match("simili-solo").match.games[0].moves is None
    assert store.get(replays_key("simili-solo")) == "{not json" and plain.problems() == []  # not even read
    store.remove(replays_key("simili-solo"))
    record(repo, 1)
    again = Repository(store)
    rec = again.load_match("simili-solo")
    assert again.save_match(rec)
    assert [g.moves for g in Repository(store).load_match("simili-solo", replays=True).match.games] == [None, PACKED]
