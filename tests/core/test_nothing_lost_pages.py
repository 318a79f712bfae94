"""Issue 19, the page-level data items replayed on the host with the real page controllers:
two tabs are two repositories over one store (items 1-3), a clock set by the test (item 4),
a store whose writes fail (item 5) and a line-up change (item 7)."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from similarium.core import transfer
from similarium.core.i18n import set_language
from similarium.core.storage import MemoryStore, Repository, daily_key, match_key, save_key
from similarium.ui.data import DataPage
from similarium.ui.sb.controller import Controller as SbController
from similarium.ui.simili.controller import SimiliController

DAY = dt.date(2026, 11, 24)
NOW = dt.datetime(2026, 11, 24, 10, 0, tzinfo=dt.UTC)


@pytest.fixture(autouse=True)
def _english():
    set_language("en")


class Clock:
    def __init__(self, day: dt.date) -> None:
        self.day = day

    def __call__(self) -> dt.date:
        return self.day


def sb(store, today=lambda: DAY):
    seeds = iter(range(777, 900))
    return SbController(Repository(store, now=lambda: NOW), today, lambda: next(seeds))


def simili(store, today=lambda: DAY):
    seeds = iter(range(777, 900))
    return SimiliController(Repository(store, now=lambda: NOW), today, lambda: next(seeds))


def step_sb(c) -> None:
    """One action of an SB game (the human rolls, then stops at once; bots step)."""
    s = c.session
    if s.bot_turn:
        c.act("bot-step")
    elif s.game.phase == "roll":
        c.act("stop" if s.game.can_stop else "roll")
    else:
        s.selection = s.positions_of(s.legal_set_asides()[0])
        c.act("set-aside")


def finish_sb(c) -> int:
    """Play to the end; the number of actions it took."""
    for n in range(5000):
        if c.session.finished:
            return n
        step_sb(c)
    raise AssertionError("the game did not end")


def codes(c) -> list[str]:
    return [p.code for p in c.repo.problems()]


def moves(store, game="sb", mode="solo") -> int:
    raw = store.get(save_key(game, mode))
    return len(json.loads(raw)["data"]["moves"]) if raw else 0


# --- items 1-3: two tabs, one slot --------------------------------------------------------

def test_item1_a_stale_tab_never_overwrites_the_other_tabs_game():
    store = MemoryStore()
    a, b = sb(store), sb(store)
    a.open("solo", {})  # tab A shows the setup
    b.open("solo", {"seed": "4242"})
    for _ in range(12):
        step_sb(b)
    played = moves(store)
    assert played >= 6
    a.act("start", "", {"seed": "9"})  # A's Start would have replaced B's game
    assert moves(store) == played and json.loads(store.get(save_key("sb", "solo")))["data"]["seed"] == 4242
    # A is asked first (issue 30: a game in progress is never abandoned without asking), naming B's game
    assert a.view == "link" and 'data-testid="slot-choice"' in a.render() and "4242" in a.render()
    a.act("link-resume", "", {})
    assert a.view == "game" and len(a.session.moves_json()) == played  # A now shows B's game
    assert moves(store) == played


def test_item1_one_move_in_an_out_of_date_tab_does_not_cut_the_stored_game():
    store = MemoryStore()
    a = sb(store)
    a.open("solo", {"seed": "4242"})
    for _ in range(3):
        step_sb(a)
    b = sb(store)
    b.open("solo", {})
    for _ in range(14):
        step_sb(b)
    longest = moves(store)
    step_sb(a)  # A is 14 actions behind
    assert moves(store) == longest
    assert a.session.moves_json() == b.session.moves_json() and "tabs.reloaded" in codes(a)


def test_item2_a_finished_game_is_recorded_once_when_two_tabs_play_its_last_move():
    scratch = sb(MemoryStore())
    scratch.open("solo", {"seed": "4242"})
    n = finish_sb(scratch)
    store = MemoryStore()
    a = sb(store)
    a.open("solo", {"seed": "4242"})
    for _ in range(n - 1):
        step_sb(a)
    b = sb(store)
    b.open("solo", {})  # B opens the same slot, one move from the end
    step_sb(a)
    assert a.session.finished and a.session.recorded
    step_sb(b)
    record = Repository(store).load_match("sb-solo")
    assert len(record.match.games) == 1  # not "Match · 2 games"
    assert "tabs.gone" in codes(b) and b.view != "game"


def test_item3_the_daily_is_attempted_once_across_tabs():
    store = MemoryStore()
    a, b = sb(store), sb(store)
    a.open("daily", {})
    b.open("daily", {})
    finish_sb(a)
    score = Repository(store).load_daily("sb").results[DAY].score
    step_sb(b)  # B plays on
    assert b.view == "daily-done" and not b.share and "tabs.gone" in codes(b)
    assert Repository(store).load_daily("sb").results[DAY].score == score
    assert store.get(save_key("sb", "daily")) is None


def test_a_storage_event_of_another_tab_reloads_the_slot_before_any_write():
    store = MemoryStore()
    a, b = sb(store), sb(store)
    a.open("solo", {"seed": "4242"})
    b.open("solo", {})
    for _ in range(5):
        step_sb(b)
    assert not a.external_change(save_key("sb", "table"))  # not its slot
    assert a.external_change(save_key("sb", "solo"))
    assert a.session.moves_json() == b.session.moves_json()
    assert not a.external_change(save_key("sb", "solo"))  # nothing new since


def test_a_finished_game_keeps_its_end_screen_when_another_tab_starts_the_same_seed():
    store = MemoryStore()
    a, b = sb(store), sb(store)
    a.open("solo", {"seed": "4242"})
    finish_sb(a)
    assert a.session.finished and a.session.recorded and store.get(save_key("sb", "solo")) is None
    ended = a.session
    b.open("solo", {"seed": "4242"})  # the same link in a second tab: a new game of that seed
    assert b.view == "game" and not b.session.finished and moves(store) == 0
    assert store.get(save_key("sb", "solo")) is not None
    assert not a.external_change(save_key("sb", "solo"))  # not the game shown here any more
    assert a.session is ended and a.view == "game" and 'data-action="review"' in a.render()
    assert "tabs.reloaded" not in codes(a) and "tabs.gone" not in codes(a)
    step_sb(b)
    a.open("solo", {"seed": "5"})  # a's next game waits for a choice: b's game is never lost
    assert a.view == "link" and moves(store) == 1
    assert len(Repository(store).load_match("sb-solo").match.games) == 1


# --- item 4: midnight ---------------------------------------------------------------------

def test_item4_an_unfinished_daily_at_midnight_is_kept_in_the_archive_and_told():
    store = MemoryStore()
    clock = Clock(DAY)
    c = simili(store, clock)
    c.open("daily", {})
    c.act("choose", "ladder")
    c.act("roll")
    played = c.session.moves_json()
    assert played
    clock.day = DAY + dt.timedelta(days=1)  # 00:03, the page reloaded
    c2 = simili(store, clock)
    c2.open("daily", {})
    assert c2.session.day == clock.day and c2.session.moves_json() != played
    kept = c2.repo.load_game("simili", "archive")
    assert kept is not None and kept.moves == played and kept.options["day"] == DAY.isoformat()
    assert "daily.kept" in codes(c2) and "archive" in c2.repo.problems()[-1].message()
    c2.open("archive", {"day": DAY.isoformat()})
    assert c2.view == "game" and c2.session.moves_json() == played  # resumes at its move, not round 1


def test_item4_with_the_archive_busy_the_past_daily_goes_to_a_backup_not_lost():
    store = MemoryStore()
    clock = Clock(DAY)
    c = sb(store, clock)
    c.open("archive", {"day": (DAY - dt.timedelta(days=3)).isoformat()})
    step_sb(c)
    c.open("daily", {})
    step_sb(c)
    daily_text = store.get(save_key("sb", "daily"))
    clock.day = DAY + dt.timedelta(days=1)
    c2 = sb(store, clock)
    c2.open("daily", {})
    assert c2.session.day == clock.day
    assert daily_text in [store.get(k) for k in c2.repo.backups()]
    assert "daily.kept_aside" in codes(c2)


# --- item 5: storage full at the end of a game -----------------------------------------------

class Filling(MemoryStore):
    """A store that refuses every write once ``full`` (as a browser past its quota)."""

    full = False

    def set(self, key, value):
        if self.full:
            raise OSError("QuotaExceededError")
        super().set(key, value)


def test_item5_a_full_storage_at_the_end_says_so_asks_before_replacing_and_loses_nothing():
    store = Filling()
    c = sb(store)
    c.open("solo", {"seed": "4242"})
    step_sb(c)
    store.full = True
    finish_sb(c)
    assert c.session.finished and not c.session.recorded
    assert c.session.feedback.code == "record.failed_unsaved"  # never "stays saved" here
    assert "stays saved" not in c.render()
    stored_before = dict(store.items)
    c.act("next-game")  # "Play another game" asks first
    assert c.view == "link" and 'data-choice="unrecorded"' in c.render() and store.items == stored_before
    c.act("link-resume")
    assert c.view == "game" and c.session.finished
    exported = json.loads(DataPage(c.repo, lambda: NOW).export()[1])
    assert len(exported["records"][save_key("sb", "solo")]["data"]["moves"]) == len(c.session.moves_json())
    store.full = False  # space freed; the player opens the game again
    c.open("solo", {})
    assert c.session.recorded and len(c.repo.load_match("sb-solo").match.games) == 1
    assert store.get(save_key("sb", "solo")) is None


def test_item5_a_save_that_fails_during_play_is_told_with_what_to_do():
    store = Filling()
    c = sb(store)
    c.open("solo", {"seed": "4242"})
    store.full = True
    step_sb(c)
    step_sb(c)
    assert codes(c) == ["storage.problem.write_failed"]
    msg = c.repo.problems()[0].message()
    assert "full" in msg and "export" in msg and "SB (solo)" in msg


# --- item 7: another line-up asks before replacing the match --------------------------------

def test_item7_another_line_up_asks_before_replacing_the_match():
    store = MemoryStore()
    c = sb(store)
    c.open("table", {"seed": "11", "seats": "steady,racer"})
    finish_sb(c)
    c.act("next-game")
    finish_sb(c)
    assert len(c.repo.load_match("sb").match.games) == 2
    c.open("table", {"seed": "12", "seats": "steady,rookie"})
    assert c.view == "link" and 'data-choice="lineup"' in c.render() and "2 games" in c.render()
    c.act("link-resume")  # keep the match
    assert c.view == "setup" and len(c.repo.load_match("sb").match.games) == 2
    c.open("table", {"seed": "12", "seats": "steady,rookie"})
    c.act("link-replace")
    assert c.view == "game"
    finish_sb(c)
    match = c.repo.load_match("sb").match
    assert len(match.games) == 1 and "Rookie" in " ".join(match.players)


def test_transfer_keeps_what_is_in_the_match_key_untouched_by_a_refused_start():
    store = MemoryStore()
    c = sb(store)
    c.open("table", {"seed": "11", "seats": "steady,racer"})
    finish_sb(c)
    before = store.get(match_key("sb"))
    c.open("table", {"seed": "12", "seats": "rookie,racer"})
    assert store.get(match_key("sb")) == before and store.get(daily_key("sb")) is None
    assert transfer.export_document(c.repo, NOW)["records"][match_key("sb")]


# --- issue 26, item 1: a finished game recorded once, whatever the interleaving of two tabs --------

def test_issue26_item1_a_tab_reading_between_the_save_and_the_record_does_not_record_it_again():
    """Tab A saves its finished game, then records it, then clears the slot: three writes. Tab B
    hears the first one and resumes the finished game before A's record: each records it, and
    only the game's id in the match tells that it is the same game."""
    scratch = sb(MemoryStore())
    scratch.open("solo", {"seed": "4242"})
    n = finish_sb(scratch)
    store = MemoryStore()
    a = sb(store)
    a.open("solo", {"seed": "4242"})
    for _ in range(n - 1):
        step_sb(a)
    b = sb(store)
    b.open("solo", {})
    loads = a.repo.load_match

    def b_reads_first(game):  # A is between its save of the finished game and its record
        if not b_reads_first.done:
            b_reads_first.done = True
            assert b.external_change(save_key("sb", "solo"))  # B resumes the finished game: records it
        return loads(game)

    b_reads_first.done = False
    a.repo.load_match = b_reads_first
    step_sb(a)
    assert b_reads_first.done and a.session.finished and a.session.recorded
    games = Repository(store).load_match("sb-solo").match.games
    assert len(games) == 1 and games[0].id  # not "Match · 2 games"
    assert store.get(save_key("sb", "solo")) is None
    assert "tabs.recorded" in codes(a)  # the tab that lost the race says so


def test_issue26_item1_the_same_seed_played_again_is_another_game():
    store = MemoryStore()
    ticks = iter(range(100_000))
    c = SbController(Repository(store, now=lambda: NOW + dt.timedelta(seconds=next(ticks))), lambda: DAY, lambda: 5)
    for _ in range(2):
        c.open("solo", {"seed": "4242"})
        finish_sb(c)
    games = Repository(store).load_match("sb-solo").match.games
    assert len(games) == 2 and games[0].seed == games[1].seed == 4242 and games[0].id != games[1].id
