"""Issue 29, item 5: a friend's challenge on a seeded solo SIMILI game: the link deals the same
dice, the end shows both results side by side; a tampered challenge is refused, nothing started."""

from __future__ import annotations

import re
from urllib.parse import parse_qsl

import pytest

from similarium.core.challenge import Claim, challenge_query
from similarium.core.i18n import set_language
from similarium.ui import dailyview

from .test_simili_controller import play_out
from .test_simili_page import controller

SEED = 4242


@pytest.fixture(autouse=True)
def site():
    set_language("en")
    dailyview.SITE["base"] = "http://example.test/"
    yield
    dailyview.SITE["base"] = ""
    set_language("en")


def finished(query: dict[str, str]):
    c = controller()
    c.open("solo", query)
    assert c.session is not None, c.setup_error
    play_out(c)
    return c


def test_a_solo_game_ends_with_a_challenge_link_on_its_seed_and_score():
    c = finished({"seed": str(SEED), "variant": "classic"})
    html = c.render()
    score = c.session.games[0].total
    link = re.search(r'href="([^"]+)" data-testid="challenge-link"', html).group(1).replace("&amp;", "&")
    assert link.startswith("http://example.test/#/simili/solo?")
    query = dict(parse_qsl(link.partition("?")[2]))
    assert (query["seed"], query["variant"], query["vs"]) == (str(SEED), "classic", str(score))
    assert 'data-testid="challenge-versus"' not in html  # nobody to compare with yet


def test_the_friend_plays_the_same_dice_and_sees_both_results():
    mine = finished({"seed": str(SEED), "variant": "classic"})
    score = mine.session.games[0].total
    query = dict(parse_qsl(challenge_query(SEED, {"variant": "classic"}, Claim(score - 7), mode="solo")))
    friend = finished(query)
    assert friend.session.options.seed == SEED and friend.session.games[0].total == score  # same dice, same play
    html = friend.render()
    assert re.search(rf'data-testid="challenge-you"><span>You</span><b>{score} points</b>', html)
    assert re.search(rf'data-testid="challenge-friend"><span>Your friend</span><b>{score - 7} points</b>', html)
    assert "You beat your friend by 7." in html


@pytest.mark.parametrize("change", [{"vs": "150"}, {"seed": "4243"}, {"variant": "modern"}, {"vc": "0" * 10}])
def test_a_tampered_challenge_is_refused_and_starts_nothing(change):
    query = {**dict(parse_qsl(challenge_query(SEED, {"variant": "classic"}, Claim(80), mode="solo"))), **change}
    c = controller()
    c.open("solo", query)
    assert c.session is None and "This challenge link cannot be read" in c.setup_error
    assert "changed after it was made" in c.setup_error
