"""A new game is its folder, one registry line and its tests: Nim lives only here
(``tests/sample_game/nim``), is registered by this test (``nim/entry.py`` is its registry line),
and with no other file touched it is listed by ``python -m similarium games``, gets a home card,
a route, its first-move steps and How to play page, its ``simulate`` flag, the replay of its
common game log, the conformance suite, the storage validator, and a page that plays it."""

from __future__ import annotations

import contextlib
import datetime as dt
import importlib.util
import io
import json
import sys
from pathlib import Path

import pytest

import sample_game
from similarium.core.protocol import play
from similarium.core.schema import SavedGame
from similarium.core.storage import MemoryStore, Repository, save_key
from similarium.games import registry

from .nim.entry import ENTRY

CONFORMANCE = Path(__file__).resolve().parents[1] / "core" / "test_conformance.py"


@pytest.fixture
def nim():
    """Nim's entry, registered for the whole suite (``tests/conftest.py``) and put back as it was
    after a test that takes it out."""
    assert registry.get("nim") is ENTRY
    try:
        yield ENTRY
    finally:
        for entry in sample_game.entries():  # in the suite's order (register puts an entry last)
            registry.register(entry)


def cli(*args: str, stdin: str = "") -> tuple[int, str, str]:
    """``python -m similarium ARGS`` in this process (where Nim is registered)."""
    from similarium.cli import main

    out, err = io.StringIO(), io.StringIO()
    old_stdin, sys.stdin = sys.stdin, io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(list(args))
    finally:
        sys.stdin = old_stdin
    return code, out.getvalue(), err.getvalue()


def test_the_registry_line_is_all_it_takes_to_be_listed(nim):
    code, out, _ = cli("games")
    listed = {g["id"]: g for g in json.loads(out)["games"]}
    assert code == 0 and listed["nim"] == {
        "id": "nim", "name": "Nim", "options": [{"name": "heaps", "choices": ["3-4-5", "1-3-5-7"], "default": "3-4-5"}],
        "playable": True, "modes": ["solo"], "players": {"min": 2, "max": 4}, "bots": ["nim-sum", "random"]}
    registry.unregister("nim")
    assert "nim" not in {g["id"] for g in json.loads(cli("games")[1])["games"]}


def test_a_home_card_a_route_its_steps_and_its_how_to_play_page(nim):
    from similarium.ui.games import game_pages
    from similarium.ui.home import render_home
    from similarium.ui.howto import render_howto
    from similarium.ui.walkthrough import render as walkthrough

    home = render_home()
    assert 'data-game="nim"' in home and 'href="#/nim/solo"' in home and 'href="#/how/nim"' in home
    assert "whoever takes the last one wins" in home
    assert game_pages()["nim"] == "sample_game.nim.page:NimPage"
    assert "Take the last counter to win." in walkthrough("nim")
    assert 'data-testid="howto-goal"' in render_howto("nim")


def test_its_simulate_flag_comes_from_its_registry_entry(nim):
    code, out, _ = cli("simulate", "nim", "--games", "4", "--seed", "1", "--heaps", "1-3-5-7")
    assert code == 0 and json.loads(out)["heaps"] == "1-3-5-7" and json.loads(out)["games"] == 4


def test_its_common_game_log_replays_and_an_illegal_move_is_named(nim):
    rules = nim.load_rules()
    end = play(rules.new({}, 3, ("Anna", "Barry")), {0: rules.bots["nim-sum"](), 1: rules.bots["random"](3)})
    code, out, _ = cli("replay", "nim", "-", stdin=end.log().dumps())
    assert code == 0 and json.loads(out)["finished"] and json.loads(out)["outcome"]["winners"] == [0]
    bad = {**end.log().to_json(), "moves": [[0, [0, 9]]]}
    code, out, err = cli("replay", "nim", "-", stdin=json.dumps(bad))
    assert code == 2 and out == "" and "move 1" in err and "[rule nim.take_count]" in err
    late = {**end.log().to_json(), "moves": [*end.log().to_json()["moves"], [1, [0, 1]]]}
    assert "[rule game.over]" in cli("replay", "nim", "-", stdin=json.dumps(late))[2]


def test_the_conformance_suite_runs_over_it(nim):
    spec = importlib.util.spec_from_file_location("nim_conformance", CONFORMANCE)
    suite = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(suite)  # its game list, read from the registry, now holds Nim
    assert "nim" in suite.GAMES
    for game_id, options, players in suite.TABLES:
        if game_id == "nim":
            suite.test_random_games_end_replay_refuse_and_hide(game_id, options, players)
    suite.test_every_bot_plays_whole_games_from_observations("nim")
    suite.test_replay_reports_the_first_illegal_move("nim")
    suite.test_unknown_options_are_refused("nim")
    for players in [(), ("",), ("Anna", "anna"), tuple(f"P{i}" for i in range(9))]:
        suite.test_players_are_checked_when_a_game_is_set_up("nim", players)


def test_the_storage_validator_checks_its_saves(nim):
    from similarium.ui.games import register_validators

    repo = Repository(MemoryStore())
    register_validators(repo)
    good = SavedGame(game="nim", mode="solo", seed=1, options={"heaps": "3-4-5"}, moves=[[0, [0, 1]]],
                     players=["A", "B"])  # the moves as the common log writes them: [seat, move]
    assert repo.save_game(good) and repo.load_game("nim", "solo").moves == [[0, [0, 1]]]
    for bad in ([[0, 1]], [[True, [0, 1]]], [[0, [0, 1], 2]]):  # a move alone, a boolean seat, a third item
        with pytest.raises(ValueError):
            repo.save_game(SavedGame(game="nim", mode="solo", seed=1, options={"heaps": "3-4-5"}, moves=bad,
                                     players=["A", "B"]))
        assert repo.load_game("nim", "solo").moves == [[0, [0, 1]]]  # the good save kept
    key = save_key("nim", "solo")
    repo.store.set(key, repo.store.get(key).replace('"3-4-5"', '"9-9-9"'))
    assert repo.load_game("nim", "solo") is None  # refused, kept aside, and said
    assert any("heaps" in p.reason for p in repo.problems())


def test_a_page_plays_it_saves_every_move_and_records_the_game(nim):
    from similarium.ui.games import register_validators

    repo = Repository(MemoryStore())
    register_validators(repo)
    page = nim.load_page()(repo, lambda: dt.date(2026, 11, 24), lambda: 5)
    page.open("solo", {})
    assert 'data-testid="setup"' in page.render() and page.session is None  # its setup first
    assert page.act("start", "", {"seed": "5", "heaps": "1-3-5-7"}) == "#/nim/solo"
    assert page.session.state.heaps == (1, 3, 5, 7) and page.session.seed == 5
    assert 'data-testid="heap"' in page.render()
    page.act("move", "[0,9]")
    assert page.session.feedback.code == "nim.take_count" and page.session.state.played == ()
    while not page.session.finished:
        state = page.session.state
        heap = next(i for i, n in enumerate(state.heaps) if n)
        page.act("move", f"[{heap},1]")
        if not page.session.finished:
            assert repo.load_game("nim", "solo").moves == page.session.moves_json()  # saved
    assert 'data-testid="over"' in page.render()
    match = repo.load_match("nim-solo")
    assert match is not None and len(match.match.games) == 1
    assert repo.load_game("nim", "solo") is None  # recorded, then its save cleared


def test_a_link_starts_its_game_through_the_skeleton(nim):
    """``#/nim/solo?seed=5&heaps=1-3-5-7``: that game, saved at once; a reload resumes it."""
    store = MemoryStore()
    page = nim.load_page()(Repository(store), lambda: dt.date(2026, 11, 24))
    page.open("solo", {"seed": "5", "heaps": "1-3-5-7"})
    assert page.view == "game" and page.session.state.heaps == (1, 3, 5, 7) and page.session.seed == 5
    page.act("move", "[3,2]")
    again = nim.load_page()(Repository(store), lambda: dt.date(2026, 11, 24))
    again.open("solo", {})
    assert again.session.moves_json() == page.session.moves_json() != []
