"""Issue 29, item 5, for Similo and Similis: a seeded solo game ends with a link that challenges a
friend on the same deal; the friend's end shows both results (won or lost, rounds survived;
turns to win or cards left) and who did better; an edited link is refused and starts nothing.
Old SIMILI and SB links (one option, check ``c1``) still open."""

from __future__ import annotations

import dataclasses
import hashlib
import importlib
import json
import re
from urllib.parse import parse_qsl

import pytest

from similarium.core.challenge import Claim, challenge_query, parse_challenge
from similarium.core.i18n import set_language
from similarium.core.resultlink import LinkError
from similarium.core.storage import MemoryStore, Repository

from .test_challenge import site  # noqa: F401 - the same address and language for every test
from .test_daily_par import CONTROLLERS, TODAY, play_out

SEED = 777
# game -> (mode, the query of a seeded solo game with every option the challenge carries)
GAMES = {
    "similo": ("guess", {"seed": str(SEED), "rules": "remove", "characters": "myths", "clues": "same"}),
    "similis": ("solo", {"seed": str(SEED), "level": "greedy", "bots": "2", "banned": "on"}),
}


def page(game: str):
    mod = importlib.import_module(f"similarium.ui.{game}.controller")
    return getattr(mod, CONTROLLERS[game])(Repository(MemoryStore()), lambda: TODAY, lambda: 1)


def finished(game: str, mode: str, query: dict[str, str]):
    c = page(game)
    c.open(mode, query)
    assert c.session is not None, c.setup_error
    play_out(c)
    return c


def link_of(html: str) -> str:
    return re.search(r'href="([^"]+)" data-testid="challenge-link"', html).group(1).replace("&amp;", "&")


def options_of(game: str) -> dict[str, str]:
    _, query = GAMES[game]
    return {k: v for k, v in query.items() if k != "seed"}


@pytest.mark.parametrize(("game", "mode"), [("similo", "guess"), ("similo", "give"), ("similis", "solo")])
def test_a_seeded_solo_game_ends_with_a_link_on_the_same_deal_and_options(game, mode):
    c = finished(game, mode, GAMES[game][1])
    html = c.render()
    link = link_of(html)
    assert link.startswith(f"http://example.test/#/{game}/{mode}?")
    query = dict(parse_qsl(link.partition("?")[2]))
    _, _, options, mine = c.challenge_of(c.session)
    assert {k: query[k] for k in options} == options == options_of(game)
    assert query["seed"] == str(SEED) and query["vw"] == str(int(mine.won))
    assert parse_challenge(query, c.CHALLENGE, mode) == mine
    assert "Send this link: your friend plays the same deal" in html
    shown = re.search(r'data-testid="challenge-link"[^>]*>([^<]+)</a>', html).group(1).replace("&amp;", "&")
    assert len(shown) <= 72 < len(link) and link.startswith(shown.rstrip("…"))  # printed short
    assert 'data-testid="challenge-versus"' not in html  # nobody to compare with yet


def test_the_link_deals_the_same_game_to_the_friend():
    c = finished("similis", "solo", GAMES["similis"][1])
    friend = page("similis")
    friend.open("solo", dict(parse_qsl(link_of(c.render()).partition("?")[2])))
    assert friend.session is not None, friend.setup_error
    s, f = c.session, friend.session
    assert (f.seed, f.kinds, f.options) == (s.seed, s.kinds, s.options)
    first = s.state.log().to_json()
    assert f.state.log().to_json()["seed"] == first["seed"] and f.state.observation(0) == \
        type(s).start(s.mode, s.players, s.kinds, s.seed, s.options).state.observation(0)  # the same deal


@pytest.mark.parametrize(("game", "theirs", "you_did"), [
    ("similo", Claim(5, True), "Your friend did better."),
    ("similo", Claim(0, False), None),
    ("similis", Claim(1, True), "Your friend did better."),
    ("similis", Claim(40, False), "You did better than your friend."),
])
def test_the_friend_sees_both_results_and_who_did_better(game, theirs, you_did):
    mode, query = GAMES[game]
    c = finished(game, mode, {**query, **dict(parse_qsl(challenge_query(SEED, options_of(game), theirs, mode=mode)))})
    _, _, _, mine = c.challenge_of(c.session)
    html = c.render()
    assert f'data-testid="challenge-you"><span>You</span><b>{c.challenge_text(mine)}</b>' in html
    assert f'data-testid="challenge-friend"><span>Your friend</span><b>{c.challenge_text(theirs)}</b>' in html
    assert "Same deal, two results" in html
    ranks = c.challenge_rank(mine), c.challenge_rank(theirs)
    expected = ("A tie." if ranks[0] == ranks[1] else "You did better than your friend." if ranks[0] > ranks[1]
                else "Your friend did better.")
    assert f'data-testid="challenge-verdict">{expected}' in html
    if you_did is not None and ranks[0] != ranks[1]:
        assert expected == you_did


def test_result_words_and_order():
    similo, similis = page("similo"), page("similis")
    assert similo.challenge_text(Claim(5, True)) == "Won"
    assert similo.challenge_text(Claim(2, False)) == "Lost in round 3"
    assert similo.challenge_rank(Claim(5, True)) > similo.challenge_rank(Claim(4, False)) > \
        similo.challenge_rank(Claim(1, False))
    assert similis.challenge_text(Claim(9, True)) == "Won in 9 turns"
    assert similis.challenge_text(Claim(1, False)) == "Lost, 1 card left"
    # a win beats any loss; fewer turns to win, or fewer cards left, is better
    assert similis.challenge_rank(Claim(30, True)) > similis.challenge_rank(Claim(1, False))
    assert similis.challenge_rank(Claim(8, True)) > similis.challenge_rank(Claim(9, True))
    assert similis.challenge_rank(Claim(2, False)) > similis.challenge_rank(Claim(5, False))
    set_language("fr")
    assert similo.challenge_text(Claim(2, False)) == "Perdu à la manche 3"
    assert similis.challenge_text(Claim(9, True)) == "Gagné en 9 tours"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("change", ["vs", "vw", "option", "seed", "vc", "no-vw"])
def test_an_edited_challenge_is_refused_and_starts_nothing(game, change):
    mode, query = GAMES[game]
    link = dict(parse_qsl(challenge_query(SEED, options_of(game), Claim(3, False), mode=mode)))
    key = next(iter(options_of(game)))
    edits = {"vs": {"vs": "2"}, "vw": {"vw": "1"}, "seed": {"seed": str(SEED + 1)}, "vc": {"vc": "0" * 10},
             "option": {key: next(v for v in ("classic", "modern", "simple", "greedy", "strong", "on", "off", "4")
                                  if v != link[key])}}
    bad = {**link, **edits.get(change, {})}
    if change == "no-vw":
        del bad["vw"]
    c = page(game)
    c.open(mode, bad)
    assert c.session is None and "This challenge link cannot be read" in c.setup_error


def test_a_link_moved_to_the_other_mode_is_refused():
    """Similo deals another game from one seed in each mode: a guess link opened as give (its path
    edited) would compare results of two different games."""
    link = dict(parse_qsl(challenge_query(SEED, options_of("similo"), Claim(3, False), mode="guess")))
    c = page("similo")
    c.open("give", link)
    assert c.session is None and "This challenge link cannot be read" in c.setup_error
    c = page("similo")
    c.open("guess", link)
    assert c.session is not None and c.challenge.claim == Claim(3, False)


def test_a_friends_result_is_shown_only_under_a_game_of_its_mode():
    link = dict(parse_qsl(challenge_query(SEED, options_of("similo"), Claim(3, False), mode="guess")))
    c = page("similo")
    c.open("guess", link)
    c.open("give", GAMES["similo"][1])  # the same seed and options, the other mode: another game
    play_out(c)
    assert c.challenge_of(c.session) is not None and 'data-testid="challenge-versus"' not in c.render()


def test_links_sent_before_the_mode_was_checked_still_open():
    """A c2 link (every option, vw and vm, no mode) made before c3."""
    options = options_of("similo")
    opts = ";".join(f"{k}={options[k]}" for k in sorted(options))
    old = {"seed": str(SEED), **options, "vs": "2", "vw": "0",
           "vc": hashlib.sha256(f"c2|{SEED}|{opts}|2|0".encode()).hexdigest()[:10]}
    c = page("similo")
    c.open("guess", old)
    assert c.session is not None and c.challenge.claim == Claim(2, False)
    c = page("similo")
    c.open("guess", {**old, "vs": "3"})
    assert c.session is None and "This challenge link cannot be read" in c.setup_error


def test_no_challenge_under_a_daily():
    for game in GAMES:
        c = page(game)
        c.open("daily", {})
        play_out(c)
        assert c.challenge_of(c.session) is None and 'data-testid="challenge-link"' not in c.render()


def test_old_one_option_links_still_open():
    """A SIMILI link made before the other games had challenges: check c1 over seed, variant, score."""
    old = {"seed": "4242", "variant": "modern", "vs": "88",
           "vc": hashlib.sha256(b"c1|4242|modern|88").hexdigest()[:10]}
    assert parse_challenge(old, {"variant": "classic"}, "solo") == Claim(88)
    with pytest.raises(LinkError):
        parse_challenge({**old, "vs": "89"}, {"variant": "classic"}, "solo")
    with pytest.raises(LinkError):  # a game with several options needs the won flag
        parse_challenge(old, {"variant": "classic", "other": "x"}, "solo")


def reopened(game: str, mode: str, store: MemoryStore, edit=None):
    """The same device after a reload: a new page over the same storage, the slot resumed."""
    if edit is not None:
        key = next(k for k in store.keys() if k.startswith(f"similarium/save/{game}/{mode}"))


        data = json.loads(store.get(key))
        edit(data["data"]["options"])
        store.set(key, json.dumps(data))
    mod = importlib.import_module(f"similarium.ui.{game}.controller")
    c = getattr(mod, CONTROLLERS[game])(Repository(store), lambda: TODAY, lambda: 1)
    c.open(mode, {})
    assert c.session is not None and not c.session.finished
    return c


@pytest.mark.parametrize(("game", "mode"), [("similo", "guess"), ("similis", "solo")])
def test_the_comparison_survives_a_reload_in_the_middle_of_the_friends_game(game, mode):
    store = MemoryStore()
    mod = importlib.import_module(f"similarium.ui.{game}.controller")
    c = getattr(mod, CONTROLLERS[game])(Repository(store), lambda: TODAY, lambda: 1)
    theirs = Claim(3, False)
    c.open(mode, {**GAMES[game][1], **dict(parse_qsl(challenge_query(SEED, options_of(game), theirs, mode=mode)))})
    play_out(c, 2)
    c = reopened(game, mode, store)
    play_out(c)
    html = c.render()
    assert f'data-testid="challenge-friend"><span>Your friend</span><b>{c.challenge_text(theirs)}</b>' in html


def test_an_edited_saved_challenge_is_dropped_and_the_game_goes_on():
    game, mode = "similis", "solo"
    store = MemoryStore()
    c = importlib.import_module("similarium.ui.similis.controller").Controller(
        Repository(store), lambda: TODAY, lambda: 1)
    c.open(mode, {**GAMES[game][1], **dict(parse_qsl(challenge_query(SEED, options_of(game), Claim(3, False), mode=mode)))})
    play_out(c, 2)
    c = reopened(game, mode, store, edit=lambda o: o["friend"].update(vs="1"))
    play_out(c)
    html = c.render()
    assert 'data-testid="challenge-versus"' not in html and 'data-testid="challenge-link"' in html


@pytest.mark.parametrize(("game", "mode"), [("similo", "guess"), ("similis", "solo")])
def test_a_challenge_link_never_replaces_a_game_in_progress_without_asking(game, mode):
    store = MemoryStore()
    mod = importlib.import_module(f"similarium.ui.{game}.controller")
    c = getattr(mod, CONTROLLERS[game])(Repository(store), lambda: TODAY, lambda: 1)
    c.open(mode, {**GAMES[game][1], "seed": "31"})
    play_out(c, 2)
    before = {k: store.get(k) for k in store.keys()}
    link = {**GAMES[game][1], **dict(parse_qsl(challenge_query(SEED, options_of(game), Claim(3, False), mode=mode)))}
    c2 = getattr(mod, CONTROLLERS[game])(Repository(store), lambda: TODAY, lambda: 1)
    c2.open(mode, link)
    assert c2.view == "link" and c2.session is None  # asked: resume the game in progress, or play the link's
    assert {k: store.get(k) for k in store.keys()} == before
    c2.act("link-replace")
    assert c2.session is not None and c2.session.seed == SEED
    play_out(c2)
    assert 'data-testid="challenge-versus"' in c2.render()  # the friend's result came with the link


def sb_solo(store: MemoryStore | None = None):
    from similarium.ui.sb.controller import Controller

    return Controller(Repository(store or MemoryStore()), lambda: TODAY, lambda: 1)


def play_with(c, bot_name: str) -> None:
    """The page's game played to its end by one bot in every seat."""
    s = c.session
    bot = s.RULES.bots[bot_name]()
    while not s.finished:
        seat = s.state.turn().seats[0]
        s.state = s.state.apply(seat, bot.choose(s.state.observation(seat), s.state.legal_moves(seat)))
    c.after_move()


def test_the_friend_reviews_the_challengers_game_beside_their_own():
    me = sb_solo()
    me.open("solo", {"seed": str(SEED), "bot": "racer"})
    play_with(me, "expectation")
    link = dict(parse_qsl(link_of(me.render()).partition("?")[2]))
    mine = tuple(me.session.state.log().to_json()["moves"])
    assert "vm" in link and parse_challenge(link, me.CHALLENGE, "solo").moves == mine  # the link carries the game

    store = MemoryStore()
    friend = sb_solo(store)
    friend.open("solo", link)
    bots = [b for b in friend.session.RULES.bots if b != "expectation"]
    play_with(friend, bots[0])
    own = friend.session
    assert tuple(own.state.log().to_json()["moves"]) != mine  # another game on the same dice
    assert 'data-testid="challenge-review"' in friend.render()
    before = {k: store.get(k) for k in store.keys()}
    work = friend.slow("challenge-review")
    assert work is not None and friend.view == "review"
    for _ in friend.slow_steps(work.action):
        pass
    assert friend.complete(work)
    rv = friend.reviewing
    assert tuple(rv.session.state.log().to_json()["moves"]) == mine and rv.model is not None
    friend.act("review-close")
    assert friend.session is own and friend.view == "game"  # back to the friend's own game
    assert {k: store.get(k) for k in store.keys()} == before  # nothing saved or recorded


def test_moves_that_do_not_reach_the_claimed_result_are_not_reviewed():
    me = sb_solo()
    me.open("solo", {"seed": str(SEED), "bot": "racer"})
    play_with(me, "expectation")
    _, _, options, claim = me.challenge_of(me.session)
    moves = tuple(me.session.state.log().to_json()["moves"])
    forged = dataclasses.replace(claim, score=claim.score + 5, moves=moves)  # a better score claimed
    friend = sb_solo()
    friend.open("solo", {"bot": "racer", **dict(parse_qsl(challenge_query(SEED, options, forged, mode="solo")))})
    play_with(friend, "expectation")
    assert 'data-testid="challenge-review"' in friend.render()
    assert friend.slow("challenge-review") is None and friend.view == "game"
    assert friend.act("challenge-review") is None
    assert friend.session.feedback.code == "challenge.review.bad"
    assert "do not replay to the result it claims" in friend.render()
