"""No paperwork before play (issue 30): a default name is the same player in every language
("Player 1" is "Joueur 1": Solo in French asks nothing and goes on with the same record); a solo
end screen shows no one-player match table; a match where nobody has won yet ranks nobody "1"
and says why."""

from __future__ import annotations

import re

import pytest
from tests.ui.test_simili_controller import controller, play_out

from similarium.core.i18n import set_language
from similarium.core.match import Match
from similarium.core.storage import MemoryStore
from similarium.ui import pieces
from similarium.ui.lineup import same_lineup
from similarium.ui.similo import messages as _similo_texts  # noqa: F401 - registers its default names


@pytest.fixture
def french_after():
    yield
    set_language("en")


def test_a_default_name_is_the_same_player_in_every_language():
    assert same_lineup(["Player 1"], ["Joueur 1"])
    assert same_lineup(["Player 1", "Player 2"], ["Joueur 1", "Joueur 2"])
    assert same_lineup(["AI clue giver", "You"], ["Narrateur IA", "Vous"])
    assert not same_lineup(["Player 2"], ["Joueur 1"])
    assert not same_lineup(["Ann"], ["Joueur 1"])
    assert not same_lineup(["Player 1"], ["Player 1", "Player 2"])


def test_solo_in_french_after_english_asks_nothing_and_keeps_the_record(french_after):
    store = MemoryStore()
    c = controller(store)
    c.open("solo", {})
    c.act("start", "", {"seed": "777"})
    play_out(c)
    html = c.render()
    # a solo end screen: the player's games in one line, no match table, no rank
    assert 'data-testid="solo-record"' in html and 'data-testid="match-row"' not in html
    assert 'data-testid="match"' not in html
    set_language("fr")
    f = controller(store)
    f.open("solo", {})
    f.act("start", "", {"seed": "778"})
    assert f.view == "game", f.render()[:300]  # no "this would start a new match"
    play_out(f)
    rec = f.repo.load_match("simili-solo")
    assert rec is not None and len(rec.match.games) == 2 and list(rec.match.players) == ["Player 1"]
    assert "Vos parties ici" in f.render()


def test_nobody_is_ranked_first_with_nothing_won():
    m = Match(("Ann", "Ben")).with_game([40, 55], [False, False])
    html = pieces.match_panel(m)
    ranks = re.findall(r'<tr data-testid="match-row"><td>([^<]*)</td>', html)
    assert ranks == ["–", "–"], ranks
    assert "no one has won a game yet" in html and "No one has won a game yet" in html
    assert "Tied on 0" not in html
    won = pieces.match_panel(Match(("Ann", "Ben")).with_game([40, 55], [False, True]))
    assert re.findall(r'<tr data-testid="match-row"><td>([^<]*)</td>', won) == ["1", "2"]
