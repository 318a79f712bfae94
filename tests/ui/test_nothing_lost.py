"""Issue 7, "nothing the player did is ever lost", on the host: player names checked at setup
(forms and links), finished games recorded before their save is cleared, share links that
replace nothing without asking, and an action guard that cancels a failing action."""

from __future__ import annotations

import datetime as dt

import pytest

from similarium.core.storage import MemoryStore, Repository, save_key
from similarium.ui.data import DataPage
from similarium.ui.sb.controller import Controller as SbController
from similarium.ui.sb.session import Session as SbSession
from similarium.ui.simili.controller import SimiliController
from similarium.ui.simili.session import Session as SimiliSession

DAY = dt.date(2026, 11, 22)
LONG = "x" * 41


def simili(store=None):
    seeds = iter(range(777, 800))
    return SimiliController(Repository(store if store is not None else MemoryStore()), lambda: DAY, lambda: next(seeds))


def sb(store=None):
    seeds = iter(range(777, 800))
    return SbController(Repository(store if store is not None else MemoryStore()), lambda: DAY, lambda: next(seeds))


# --- players: one validation, at setup ----------------------------------------------------

@pytest.mark.parametrize(("text", "words"), [(f"Ann\n{LONG}", "too long"), ("Anna\nanna", "same name"),
                                              ("Ann", "At least 2"), ("\n".join(f"P{i}" for i in range(9)), "At most 8")])
def test_simili_table_form_refuses_bad_names_with_a_reason(text, words):
    c = simili()
    c.open("table", {})
    c.act("start", fields={"variant": "classic", "dice": "seeded", "seed": "5", "players": text})
    assert c.view == "setup" and c.session is None and words in c.setup_error
    assert 'role="alert"' in c.render() and c.repo.store.keys() == []


@pytest.mark.parametrize("players", [f"Ann,{LONG}", "Anna,anna"])
def test_simili_table_link_refuses_bad_names_instead_of_breaking(players):
    c = simili()
    c.open("table", {"seed": "5", "players": players})
    assert c.view == "setup" and c.setup_error and c.repo.store.keys() == [] and c.repo.problems() == []


@pytest.mark.parametrize("query", [{"seed": "5", "name": LONG}, {"seed": "5", "name": "steady"},
                                   {"seed": "5", "seats": "human,human", "names": "Anna,ANNA"}])
def test_sb_links_refuse_bad_names_instead_of_breaking(query):
    c = sb()
    c.open("table" if "seats" in query else "solo", query)
    assert c.view == "setup" and c.setup_error and c.repo.store.keys() == []


def test_sb_form_refuses_a_long_name_instead_of_cutting_it():
    c = sb()
    c.open("table", {})
    c.act("start", "", {"name-0": LONG, "name-1": "Bob", "seed": "3"})
    assert c.view == "setup" and "too long" in c.setup_error


# --- a finished game is recorded BEFORE its save is cleared --------------------------------

def finish_sb(c) -> None:
    """Play an SB solo game to its end (the human rolls and stops at once each turn)."""
    for _ in range(5000):
        if c.session.finished:
            return
        s = c.session
        if s.bot_turn:
            c.act("bot-step")
        elif s.game.phase == "roll":
            c.act("stop" if s.game.can_stop else "roll")
        else:
            opts = s.legal_set_asides()
            s.selection = s.positions_of(opts[0])
            c.act("set-aside")
    raise AssertionError("the game did not end")


def test_when_recording_fails_the_finished_game_stays_saved_and_is_recorded_later(monkeypatch):
    store = MemoryStore()
    c = sb(store)
    c.open("solo", {"seed": "4", "bot": "rookie"})

    def broken(*args, **kwargs):
        raise ValueError("the match refuses this line-up")

    monkeypatch.setattr(c.repo, "record_match_game", broken)
    finish_sb(c)
    assert c.session.finished and not c.session.recorded
    assert store.get(save_key("sb", "solo")) is not None  # the finished game is not lost
    assert c.session.feedback.code == "record.failed"
    monkeypatch.undo()
    again = sb(store)
    again.open("solo", {})
    assert again.session.finished and again.session.recorded
    assert store.get(save_key("sb", "solo")) is None
    assert len(again.repo.load_match("sb-solo").match.games) == 1


def test_a_storage_failure_while_recording_keeps_the_save(monkeypatch):
    store = MemoryStore()
    c = sb(store)
    c.open("solo", {"seed": "4", "bot": "rookie"})
    monkeypatch.setattr(c.repo, "save_match", lambda record: False)  # the write did not happen
    finish_sb(c)
    assert store.get(save_key("sb", "solo")) is not None and not c.session.recorded


# --- share links ask before replacing a game in progress -----------------------------------

def test_simili_link_to_another_seed_asks_and_replaces_nothing_until_confirmed():
    store = MemoryStore()
    c = simili(store)
    c.open("solo", {"seed": "11"})
    c.act("choose", "ladder")
    saved = store.get(save_key("simili", "solo"))
    c2 = simili(store)
    c2.open("solo", {"seed": "22"})
    assert c2.view == "link" and c2.session is None
    html = c2.render()
    assert 'data-testid="link-choice"' in html and "11" in html and "22" in html
    assert store.get(save_key("simili", "solo")) == saved
    assert c2.act("link-resume") == "#/simili/solo"
    assert c2.view == "game" and c2.session.options.seed == 11 and store.get(save_key("simili", "solo")) == saved
    c2.open("solo", {"seed": "22"})
    c2.act("link-replace")
    assert c2.session.options.seed == 22 and c2.repo.load_game("simili", "solo").seed == 22


def test_simili_link_replaces_a_game_without_moves_at_once():
    c = simili()
    c.open("solo", {"seed": "11"})
    c.open("solo", {"seed": "22"})
    assert c.view == "game" and c.session.options.seed == 22


def test_sb_link_to_another_game_asks_first():
    store = MemoryStore()
    c = sb(store)
    c.open("solo", {"seed": "7", "fast": "1"})
    c.act("roll")
    saved = store.get(save_key("sb", "solo"))
    c.open("solo", {"seed": "8"})
    assert c.view == "link" and store.get(save_key("sb", "solo")) == saved
    assert 'data-testid="link-replace"' in c.render()
    c.act("link-resume")
    assert c.session.seed == 7 and c.view == "game"
    c.open("solo", {"seed": "8"})
    c.act("link-replace")
    assert c.session.seed == 8 and c.repo.load_game("sb", "solo").seed == 8


# --- the action guard --------------------------------------------------------------------

def test_an_unexpected_exception_cancels_the_action_in_memory_and_in_storage(monkeypatch):
    store = MemoryStore()
    c = simili(store)
    c.open("solo", {"seed": "5"})
    c.act("choose", "ladder")
    c.act("roll")
    before_game, before_store = c.session.game, dict(store.items)
    real = SimiliSession._act

    def half_then_boom(self, action, arg):
        real(self, "select", str(self.game.bank_digits()[0]))
        real(self, "book", "ladder:0:0")  # the game in memory is changed...
        c.repo.store.set(save_key("simili", "solo"), "{half-written")  # ...and the save...
        raise RuntimeError("boom")  # ...then it fails

    monkeypatch.setattr(SimiliSession, "_act", half_then_boom)
    assert c.act("confirm") is None
    assert "cancelled" in c.failure and c.failure_reason == "RuntimeError: boom" and "RuntimeError" in c.failure_detail
    assert c.session.game == before_game and store.items == before_store
    monkeypatch.undo()
    c.act("confirm")  # plays on
    assert not c.failure and c.session.round == 2


def test_the_guard_covers_sb_and_setup_actions(monkeypatch):
    c = sb()
    c.open("solo", {"seed": "7", "fast": "1"})
    moves = c.session.moves_json()

    def boom(self, action, arg=""):
        self.moves.append(self.moves[-1] if self.moves else None)
        raise KeyError("bad")

    monkeypatch.setattr(SbSession, "_act", boom)
    c.act("roll")
    assert c.failure and c.session.moves_json() == moves and c.view == "game"
    monkeypatch.undo()
    monkeypatch.setattr(SbSession, "start", classmethod(lambda *a, **k: (_ for _ in ()).throw(OSError("x"))))
    c.act("setup")
    c.act("start", "", {"seed": "9"})
    assert c.failure and c.view == "setup"


# --- the "Your data" view ----------------------------------------------------------------

def test_data_page_exports_then_imports_after_showing_the_list():
    src = simili()
    src.open("solo", {"seed": "11"})
    src.act("choose", "ladder")
    page = DataPage(src.repo, lambda: dt.datetime(2026, 11, 22, tzinfo=dt.UTC))
    name, text = page.export()
    assert name == "similarium-2026-11-22.json" and "similarium/save/simili/solo" in text
    dst_store = MemoryStore()
    dst = simili(dst_store)
    dst.open("solo", {"seed": "33"})
    dst.act("choose", "matching")
    target = DataPage(dst.repo, page.now)
    target.load("backup.json", text)
    html = target.render()
    assert 'data-testid="data-plan-replaces"' in html and "similarium/save/simili/solo" in html
    assert dst.repo.load_game("simili", "solo").seed == 33  # nothing written before the confirmation
    target.act("data-import-cancel")
    assert dst.repo.load_game("simili", "solo").seed == 33 and "cancelled" in target.render()
    target.load("backup.json", text)
    assert target.act("data-import-confirm")
    assert dst.repo.load_game("simili", "solo").seed == 11
    target.load("broken.json", text.replace('"ladder"', '"nonsense"'))
    assert "Nothing was changed" in target.render() and target.pending is None


def test_a_refused_link_is_said_over_a_game_in_progress_and_its_game_is_kept_to_correct():
    store = MemoryStore()
    c = simili(store)
    c.open("table", {"seed": "78", "players": "Anna,Chloe"})
    assert c.view == "game" and c.session.players == ["Anna", "Chloe"]
    c.act("choose", "sequence")  # a game with a move: never replaced without asking
    before = store.get(save_key("simili", "table"))
    # same seed, other (invalid) players: refused with the reason, the game in progress kept
    c.open("table", {"seed": "78", "players": "Anna,anna"})
    assert c.view == "game" and c.session.players == ["Anna", "Chloe"]
    assert c.session.feedback.kind == "error" and "anna" in c.session.feedback.text
    assert store.get(save_key("simili", "table")) == before
    # same seed, other valid players: not the same game, so the player is asked
    c.open("table", {"seed": "78", "players": "Anna,Barry"})
    assert c.view == "link" and store.get(save_key("simili", "table")) == before
    # no game in progress: the form shows the link's seed and names to correct
    fresh = simili()
    fresh.open("table", {"seed": "78", "players": "Anna,anna"})
    html = fresh.render()
    assert fresh.view == "setup" and 'value="78"' in html and "Anna\nanna" in html and "anna" in fresh.setup_error


def test_a_refused_sb_link_is_said_over_a_game_in_progress():
    c = sb()
    c.open("table", {"seed": "7", "seats": "human,steady", "names": "Anna,Bot", "fast": "1"})
    assert c.view == "game"
    c.open("table", {"seed": "7", "seats": "human,steady", "names": "Anna,anna", "fast": "1"})
    assert c.view == "game" and c.session.players == ["Anna", "Bot"]
    assert c.session.feedback is not None and c.session.feedback.kind == "error"
