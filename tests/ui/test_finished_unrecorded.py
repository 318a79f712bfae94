"""A finished game whose recording failed is never lost nor dealt again (issue 18), in every
game: the finished daily (or solo/table game) stays in its slot; reopening the page shows that
same game again and records it, exactly once; only then is its slot cleared."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any

import pytest
from tests.ui.test_nothing_lost import finish_sb
from tests.ui.test_simili_controller import play_out
from tests.ui_similis.test_page import human_turn
from tests.ui_similo.test_controller import play_round

from similarium.core.storage import (
    MemoryStore,
    Repository,
    StorageFull,
    daily_key,
    match_key,
    save_key,
)
from similarium.ui.sb.controller import Controller as SbController
from similarium.ui.simili.controller import SimiliController
from similarium.ui.similis.controller import Controller as SimilisController
from similarium.ui.similo.controller import Controller as SimiloController

DAY = dt.date(2026, 11, 23)


class FullStore(MemoryStore):
    """Storage that is full for the keys in ``refused`` (a write there raises, as a browser's
    quota does), and fine for every other."""

    def __init__(self) -> None:
        super().__init__()
        self.refused: set[str] = set()

    def set(self, key: str, value: str) -> None:
        if key in self.refused:
            raise StorageFull("storage quota exceeded")
        super().set(key, value)


def _finish_similis(c: Any) -> None:
    for _ in range(600):
        if c.session.finished:
            return
        c.act("bot-step") if c.session.bot_turn else human_turn(c)
    raise AssertionError("the game did not end")


def _finish_similo(c: Any) -> None:
    while not c.session.finished:
        play_round(c)


def _finish_similo_lost(c: Any) -> None:
    play_round(c, secret=True)


@dataclass
class Game:
    gid: str
    page: type
    finish: Any  # plays the open session to its end by the page's actions
    match_mode: str
    match_query: dict[str, str]
    match_id: str
    fast: bool = False

    def make(self, store: MemoryStore) -> Any:
        seeds = iter(range(777, 900))
        return self.page(Repository(store), lambda: DAY, lambda: next(seeds))

    def open(self, c: Any, mode: str, query: dict[str, str] | None = None) -> None:
        c.open(mode, {**(query or {}), **({"fast": "1"} if self.fast else {})})


GAMES = [
    Game("simili", SimiliController, play_out, "solo", {"seed": "5"}, "simili-solo"),
    Game("sb", SbController, finish_sb, "solo", {"seed": "4", "bot": "rookie"}, "sb-solo", fast=True),
    Game("similo", SimiloController, _finish_similo, "guess", {"seed": "77"}, "similo-guess"),
    Game("similis", SimilisController, _finish_similis, "solo",
         {"seed": "8", "bots": "2", "level": "random"}, "similis-solo", fast=True),
]
IDS = [g.gid for g in GAMES]


@pytest.mark.parametrize("game", GAMES, ids=IDS)
@pytest.mark.parametrize("failure", ["storage-full", "exception"])
def test_a_finished_daily_not_recorded_is_offered_again_then_recorded_once(game, failure, monkeypatch):
    store = FullStore()
    c = game.make(store)
    game.open(c, "daily")
    if failure == "storage-full":
        store.refused.add(daily_key(game.gid))
    else:
        def broken(*args, **kwargs):
            raise RuntimeError("boom")

        monkeypatch.setattr(Repository, "record_daily", broken)
    game.finish(c)
    s = c.session
    assert s.finished and not s.recorded and s.feedback.code == "record.failed"
    moves = s.moves_json()
    assert store.get(save_key(game.gid, "daily")) is not None  # the finished daily is kept

    # reopened while recording still fails: the same finished daily, not a new deal
    again = game.make(store)
    game.open(again, "daily")
    assert again.view == "game" and again.session.finished and again.session.moves_json() == moves
    assert not again.session.recorded and again.session.feedback.code == "record.failed"
    assert not again.repo.load_daily(game.gid).has_played(DAY)

    # storage works again: reopening records it, once, and clears the slot
    store.refused.clear()
    monkeypatch.undo()
    third = game.make(store)
    game.open(third, "daily")
    assert third.view == "game" and third.session.finished and third.session.moves_json() == moves
    assert third.session.recorded and (third.session.feedback is None or third.session.feedback.code != "record.failed")
    record = third.repo.load_daily(game.gid)
    assert list(record.results) == [DAY]
    assert store.get(save_key(game.gid, "daily")) is None
    assert 'data-testid="share-text"' in third.render()

    # and then the day is played: "already played", nothing recorded twice
    fourth = game.make(store)
    game.open(fourth, "daily")
    assert fourth.view == "daily-done" and fourth.session is None
    assert fourth.repo.load_daily(game.gid).results == record.results


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_a_finished_daily_of_an_earlier_day_is_recorded_for_its_day_before_todays(game):
    store = FullStore()
    c = game.make(store)
    game.open(c, "daily")
    store.refused.add(daily_key(game.gid))
    game.finish(c)
    assert not c.session.recorded
    store.refused.clear()
    tomorrow = DAY + dt.timedelta(days=1)
    later = game.page(Repository(store), lambda: tomorrow, lambda: 4242)
    game.open(later, "daily")
    assert list(later.repo.load_daily(game.gid).results) == [DAY]
    assert later.view == "game" and later.session.day == tomorrow and not later.session.finished


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_a_finished_match_game_not_recorded_is_offered_again_then_recorded_once(game):
    store = FullStore()
    c = game.make(store)
    game.open(c, game.match_mode, game.match_query)
    store.refused.add(match_key(game.match_id))
    (_finish_similo_lost if game.gid == "similo" else game.finish)(c)
    s = c.session
    assert s.finished and not s.recorded and s.feedback.code == "record.failed"
    moves = s.moves_json()

    again = game.make(store)
    game.open(again, game.match_mode)
    assert again.view == "game" and again.session.finished and again.session.moves_json() == moves
    assert not again.session.recorded and again.repo.load_match(game.match_id) is None

    store.refused.clear()
    third = game.make(store)
    game.open(third, game.match_mode)
    assert third.view == "game" and third.session.moves_json() == moves and third.session.recorded
    assert len(third.repo.load_match(game.match_id).match.games) == 1
    assert store.get(save_key(game.gid, game.match_mode)) is None

    fourth = game.make(store)
    game.open(fourth, game.match_mode)
    assert fourth.view == "setup" and len(fourth.repo.load_match(game.match_id).match.games) == 1
