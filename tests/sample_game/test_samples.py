"""Every sample game (``tests/sample_game/<id>/``) is its folder and its registry line: no code of
the project outside them names it, its page is small, and a person plays it on its page from the
setup to its record in the match (issue 28). Everything else a game gets (conformance, storage,
home, How to play, French, hostile links, the page protocol, the command line) it gets from the
registry-driven tests, where it is registered for the whole suite (``tests/conftest.py``)."""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

import pytest

import sample_game
from similarium.core.storage import MemoryStore, Repository
from similarium.games import registry
from similarium.ui.games import register_validators

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = [e.id for e in sample_game.entries()]
CODE = ("py", "tests", "e2e", "smoke", "scripts")


def test_there_are_two_samples_registered_for_the_whole_suite():
    assert len(SAMPLES) >= 2 and all(registry.get(gid) is not None for gid in SAMPLES)
    assert not set(SAMPLES) & registry.SHIPPED and not set(SAMPLES) & {g.id for g in registry.served()}


@pytest.mark.parametrize("gid", SAMPLES)
def test_no_code_outside_its_folder_names_it(gid):
    own = {sample_game.HERE / gid, sample_game.HERE / f"test_{gid}.py", sample_game.HERE / "__init__.py"}
    word = re.compile(rf"\b{re.escape(gid)}\b")
    naming = [str(path.relative_to(ROOT)) for top in CODE for path in (ROOT / top).rglob("*.py")
              if not any(path == o or o in path.parents for o in own) and word.search(path.read_text("utf-8"))]
    assert naming == [], naming


@pytest.mark.parametrize("gid", SAMPLES)
def test_its_page_is_small(gid):
    module = registry.get(gid).page.partition(":")[0].replace(".", "/") + ".py"
    assert len((ROOT / "tests" / module).read_text("utf-8").splitlines()) < 80


@pytest.mark.parametrize("gid", SAMPLES)
def test_a_person_plays_it_from_its_setup_to_its_match(gid):
    repo = Repository(MemoryStore())
    register_validators(repo)
    page = registry.get(gid).load_page()(repo, lambda: dt.date(2026, 11, 28))
    page.open(page.PLAY_MODES[0], {})
    assert 'data-testid="setup"' in page.render() and page.session is None
    assert page.act("start", "", {"seed": "7"}) is not None
    while not page.session.finished:
        html = page.render()
        arg = re.search(r'data-action="move" data-arg="([^"]*)"', html).group(1).replace("&quot;", '"')
        page.act("move", arg)
        assert page.session.feedback is None
        if not page.session.finished:
            assert repo.load_game(gid, page.PLAY_MODES[0]).moves == page.session.moves_json()  # saved
    assert 'data-testid="over"' in page.render()
    match = repo.load_match(page.MATCH_IDS[page.PLAY_MODES[0]])
    assert match is not None and len(match.match.games) == 1
    assert repo.load_game(gid, page.PLAY_MODES[0]) is None  # recorded, then its save cleared
