"""Issue 29, item 5 for SB: a friend's challenge on a seeded solo game against a bot: the link
deals the same dice against the same bot, the end shows both results side by side; a tampered
challenge is refused and starts nothing."""

from __future__ import annotations

import re
from urllib.parse import parse_qsl

import pytest
from tests.ui.test_challenge import site  # noqa: F401 - the same site address (autouse)

from similarium.core.challenge import Claim, challenge_query

from .test_controller import controller, play_out

SEED = 4242


def finished(query: dict[str, str]):
    c = controller()
    c.open("solo", query)
    assert c.session is not None, c.setup_error
    play_out(c)
    return c


def link_query(html: str) -> dict[str, str]:
    link = re.search(r'href="([^"]+)" data-testid="challenge-link"', html).group(1).replace("&amp;", "&")
    assert link.startswith("http://example.test/#/sb/solo?")
    return dict(parse_qsl(link.partition("?")[2]))


def test_a_solo_game_ends_with_a_challenge_on_its_dice_bot_and_score():
    c = finished({"seed": str(SEED), "bot": "racer"})
    html = c.render()
    query = link_query(html)
    assert (query["seed"], query["bot"], query["vs"]) == (str(SEED), "racer", str(c.session.game.scores[0]))
    assert 'data-testid="challenge-versus"' not in html  # nobody to compare with yet


def test_the_friend_plays_the_same_dice_and_bot_and_sees_both_results():
    mine = finished({"seed": str(SEED), "bot": "racer"})
    score = mine.session.game.scores[0]
    friend = finished(dict(parse_qsl(challenge_query(SEED, {"bot": "racer"}, Claim(score + 3), mode="solo"))))
    assert friend.session.seed == SEED and friend.session.kinds == mine.session.kinds
    assert friend.session.game.scores == mine.session.game.scores  # same dice, same play, same bot
    html = friend.render()
    assert re.search(rf'data-testid="challenge-you"><span>You</span><b>{score} points</b>', html)
    assert re.search(rf'data-testid="challenge-friend"><span>Your friend</span><b>{score + 3} points</b>', html)
    assert "Your friend is ahead by 3." in html
    assert link_query(html)["vs"] == str(score)  # the friend can send their own back


@pytest.mark.parametrize("change", [{"vs": "99"}, {"seed": "4243"}, {"bot": "steady"}, {"vc": "0" * 10}])
def test_a_tampered_challenge_is_refused_and_starts_nothing(change):
    query = {**dict(parse_qsl(challenge_query(SEED, {"bot": "racer"}, Claim(40), mode="solo"))), **change}
    c = controller()
    c.open("solo", query)
    assert c.session is None and "This challenge link cannot be read" in c.setup_error
    assert "changed after it was made" in c.setup_error


def test_no_challenge_under_a_daily_or_a_table_game():
    c = controller()
    c.open("table", {"seed": str(SEED), "seats": "human,steady"})
    play_out(c)
    assert 'data-testid="challenge-link"' not in c.render()
    c = controller()
    c.open("daily", {})
    play_out(c)
    assert 'data-testid="challenge-link"' not in c.render()
