"""The registry feeds the command line, the page's routes and home, the storage validators
and the stylesheets: one line per game, nothing else to edit."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from sample_game import CLI as SIMILARIUM
from similarium.core.schema import GameValidator, SavedGame
from similarium.core.storage import MemoryStore, Repository, save_key
from similarium.games import registry
from similarium.ui.games import game_pages, register_validators
from similarium.ui.home import render_home

ROOT = Path(__file__).resolve().parents[2]


def run_cli(*args: str) -> subprocess.CompletedProcess:
    """``python -m similarium ARGS`` in a process of its own, every registered game in it."""
    return subprocess.run([*SIMILARIUM, *args], capture_output=True, text=True,
                          cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT / "py")})


def test_games_command_prints_the_registry():
    out = run_cli("games")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    ids = [g["id"] for g in data["games"]]
    assert ids == [g.id for g in registry.GAMES]
    assert ids[:2] == ["simili", "sb"] and "similo" in ids and "similis" in ids
    by_id = {g["id"]: g for g in data["games"]}
    assert by_id["simili"]["name"] == "SIMILI"
    simili_options = {o["name"]: o["choices"] for o in by_id["simili"]["options"]}
    assert simili_options["variant"] == ["classic", "modern"]  # a variant is an option, not a game
    similo_options = {o["name"]: o["choices"] for o in by_id["similo"]["options"]}
    assert similo_options["rules"] == ["classic", "remove", "remove-advanced"]  # variants are options
    assert by_id["similo"]["playable"] and by_id["similo"]["modes"] == ["guess", "give", "table", "daily"]
    assert by_id["sb"]["playable"] and by_id["similis"]["playable"]
    assert by_id["similis"]["modes"] == ["solo", "table", "daily"]
    assert by_id["similis"]["players"] == {"min": 3, "max": 6}  # its rules
    assert "similo-remove" not in ids
    assert "play-to-win" in by_id["sb"]["bots"]


def test_the_command_line_offers_every_playable_game():
    out = run_cli("replay", "--help")
    for g in registry.playable():
        assert g.id in out.stdout
    assert run_cli("replay", "similis", "-").returncode == 2  # built: an empty file is refused with a reason


def test_every_page_in_the_registry_loads_and_has_a_storage_validator():
    pages = game_pages()
    assert list(pages) == [g.id for g in registry.GAMES if g.page]
    for gid in pages:
        entry = registry.get(gid)
        cls = entry.load_page()
        assert callable(cls)
        module = sys.modules[cls.__module__]
        assert isinstance(module.VALIDATOR, GameValidator)
        assert entry.load_rules().game == gid


def test_every_page_is_built_as_the_app_builds_it_and_its_base_needs_no_seed_source():
    """``app.py`` builds a page with the store and the clock only: a page whose ``__init__`` needs
    more passes host tests built with three arguments and raises in the browser (issue 28)."""
    import datetime as dt

    from similarium.ui.page import GamePage

    for gid in game_pages():
        page = registry.get(gid).load_page()(Repository(MemoryStore()), lambda: dt.date(2026, 11, 28))
        assert 0 <= page.seed_source() < 2**32, gid

    class Minimal(GamePage):
        GAME = "simili"

    assert callable(Minimal(Repository(MemoryStore()), lambda: dt.date(2026, 11, 28)).seed_source)


def test_saved_games_are_validated_before_any_page_is_opened():
    store = MemoryStore()
    repo = Repository(store)
    register_validators(repo)
    repo.save_game(SavedGame(game="sb", mode="solo", seed=1, options={"kinds": ["human", "steady"]},
                             moves=["roll"], players=["A", "B"]))
    assert repo.load_game("sb", "solo") is not None
    # tampered: a seat that is neither a person nor a bot
    raw = json.loads(store.get(save_key("sb", "solo")))
    raw["data"]["options"]["kinds"] = ["human", "cheater"]
    store.set(save_key("sb", "solo"), json.dumps(raw))
    fresh = Repository(store)
    register_validators(fresh)
    assert fresh.load_game("sb", "solo") is None
    assert [p.code for p in fresh.problems()] == ["storage.problem.invalid"]
    assert store.get(save_key("sb", "solo")) is None  # set aside, not dropped
    assert any(k.startswith("similarium/backup/") for k in store.keys())


def test_home_lists_the_registry_and_links_each_mode():
    html = render_home()
    for g in registry.GAMES:
        assert f'data-game="{g.id}"' in html
        assert g.name in html
        if g.page and not g.menu:
            for mode in g.modes:
                assert f'href="#/{g.id}/{mode}"' in html
    assert 'href="#/sb"' in html
    assert "similo-remove" not in html  # Similo's "remove" rules are an option of Similo


@pytest.mark.parametrize("game", [g for g in registry.GAMES if g.stylesheet], ids=lambda g: g.id)
def test_index_html_loads_each_registered_stylesheet(game):
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    # linked, or inlined for the first paint (a game whose home card shows a preview in the shell)
    assert (f'<link rel="stylesheet" href="./{game.stylesheet}">' in page
            or f'<style data-from="{game.stylesheet}">' in page)
    assert (ROOT / game.stylesheet).is_file()
