"""Issue 29, item 5: the challenger gets the friend's link back. On the deal they already
finished (kept with its moves in their match), the link shows their own game's end with both
results side by side and both reviews, without playing it again; nothing is saved or recorded;
"Play this deal again" deals it, asking first over a game in progress."""

from __future__ import annotations

from urllib.parse import parse_qsl

import pytest

from similarium.core.storage import MemoryStore, Repository

from .test_challenge import site  # noqa: F401 - the same address and language for every test
from .test_challenge_deal import GAMES, link_of, page, play_with
from .test_daily_par import play_out

SEED = 777


def items(store: MemoryStore) -> dict[str, str | None]:
    return {k: store.get(k) for k in store.keys()}
SOLO = {
    "simili": ("solo", {"seed": str(SEED), "variant": "classic"}),
    "sb": ("solo", {"seed": str(SEED), "bot": "racer"}),
    **GAMES,
}


def on(game: str, store: MemoryStore):
    c = page(game)
    c.repo = Repository(store)
    return c


def finished(c) -> None:
    """Played to its end by the rules' last bot (the friend plays otherwise than the first)."""
    bots = list(c.session.RULES.bots)
    play_with(c, bots[-1]) if len(bots) > 1 else play_out(c)


def sent_back(game: str):
    """The challenger's store after their game, their page, and the friend's link back."""
    mode, query = SOLO[game]
    mine = MemoryStore()
    me = on(game, mine)
    me.open(mode, query)
    play_out(me)
    assert me.session.finished and me.session.recorded
    link = dict(parse_qsl(link_of(me.render()).partition("?")[2]))
    friend = on(game, MemoryStore())
    friend.open(mode, link)
    finished(friend)
    back = dict(parse_qsl(link_of(friend.render()).partition("?")[2]))
    return mine, me, friend, back


def answered(game: str):
    """``sent_back``, then the challenger's page opening the friend's link: store, me, friend, page."""
    store, me, friend, back = sent_back(game)
    before = items(store)
    c = on(game, store)
    c.open(SOLO[game][0], back)
    return store, before, me, friend, c


@pytest.mark.parametrize("game", SOLO)
def test_the_friends_link_back_shows_your_own_game_beside_theirs_without_playing(game):
    store, before, me, friend, c = answered(game)
    html = c.render()
    assert c.view == "game" and c.session.finished
    assert 'data-testid="challenge-answered"' in html and 'data-testid="challenge-versus"' in html
    mine, theirs = me.challenge_of(me.session)[3], friend.challenge_of(friend.session)[3]
    assert c.challenge_of(c.session)[3] == mine and c.challenge.claim == theirs
    assert c.challenge_text(mine) in html and c.challenge_text(theirs) in html
    c.save()
    assert items(store) == before  # not saved, not recorded again


@pytest.mark.parametrize("game", ["simili", "similis"])
def test_both_reviews_from_there_and_back(game):
    store, before, _, _, c = answered(game)
    mine = c.session
    for action in ("challenge-review", "review"):
        assert c.slow(action) is not None, action
        assert c.view == "review" and (c.reviewing.session is not mine) == (action == "challenge-review")
        c.handle("review-close")
        assert c.session is mine and c.view == "game" and 'data-testid="challenge-answered"' in c.render()
    assert items(store) == before


@pytest.mark.parametrize("game", ["sb", "similo"])
def test_play_this_deal_again_deals_it_and_the_comparison_follows(game):
    mode, _ = SOLO[game]
    store, me, friend, back = sent_back(game)
    c = on(game, store)
    c.open(mode, back)
    route = c.handle("challenge-play")
    assert route is not None and c.session is not None and not c.session.finished
    c.open(mode, {})  # the route: the new game, resumed from its slot
    assert not c.session.finished and c.challenge is not None
    play_out(c)
    assert 'data-testid="challenge-versus"' in c.render() and 'data-testid="challenge-answered"' not in c.render()


def test_a_game_in_progress_is_kept_and_play_again_asks_first():
    game = "similis"
    mode, query = SOLO[game]
    store, me, friend, back = sent_back(game)
    c = on(game, store)
    c.open(mode, {**query, "seed": "31"})
    play_out(c, moves=3)
    c.save()
    slot = {k: v for k, v in items(store).items() if "/save/" in k}
    c = on(game, store)
    c.open(mode, back)
    assert c.session.finished and 'data-testid="challenge-answered"' in c.render()
    assert c.handle("challenge-play") is None and c.view == "link"  # the page's usual question
    assert {k: v for k, v in items(store).items() if "/save/" in k} == slot
    c = on(game, store)
    c.open(mode, back)
    c.handle("next-game")  # the end screen's next game, from your game shown by the link
    assert c.view == "link" and {k: v for k, v in items(store).items() if "/save/" in k} == slot


def test_no_kept_game_on_that_deal_deals_it_as_before():
    game = "similo"
    mode, _ = SOLO[game]
    _, _, _, back = sent_back(game)
    c = on(game, MemoryStore())  # another device: no match
    c.open(mode, back)
    assert not c.session.finished and 'data-testid="challenge-answered"' not in c.render()


def test_a_link_on_the_same_seed_with_other_options_is_another_deal():
    from similarium.core.challenge import Claim, challenge_query

    store, me, _, _ = sent_back("simili")
    other = dict(parse_qsl(challenge_query(SEED, {"variant": "modern"}, Claim(90), mode="solo")))
    c = on("simili", store)
    c.open("solo", {**other, "variant": "modern"})
    assert c.session is not None and not c.session.finished
    assert 'data-testid="challenge-answered"' not in c.render()
