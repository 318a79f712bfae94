"""Issue 27, item 2: a past game of the match is reviewed from the match history, in every game.

A finished game is recorded in its match with its moves (packed) and its log's options; under a
later finished game, "Review game N" replays game N on its seed and opens its review; closing it
returns to the game shown. Nothing is saved or recorded by reviewing. Records written before the
moves were kept still load unchanged and offer no review; tampered moves are refused with a
message and never change the match."""

from __future__ import annotations

import importlib
import json

import pytest

from similarium.core.challenge import pack_moves, unpack_moves
from similarium.core.i18n import set_language
from similarium.core.match import GameResult, Match
from similarium.core.storage import MemoryStore, Repository, match_key, replays_key

from .test_challenge import site  # noqa: F401 - the same address and language for every test
from .test_daily_par import CONTROLLERS, TODAY, play_out

# game -> (mode, match id, the queries of two seeded games of one match)
GAMES = {
    "simili": ("solo", "simili-solo", ({"seed": "777"}, {"seed": "778"})),
    "sb": ("solo", "sb-solo", ({"seed": "777"}, {"seed": "778"})),
    "similo": ("guess", "similo-guess", ({"seed": "777"}, {"seed": "778"})),
    "similis": ("solo", "similis-solo", ({"seed": "777"}, {"seed": "778"})),
}


def page(game: str, store: MemoryStore):
    mod = importlib.import_module(f"similarium.ui.{game}.controller")
    return getattr(mod, CONTROLLERS[game])(Repository(store), lambda: TODAY, lambda: 1)


def two_games(game: str, store: MemoryStore | None = None):
    """A page whose match holds two finished seeded games, the second one shown; and the first
    game's log."""
    store = store if store is not None else MemoryStore()
    mode, _, queries = GAMES[game]
    c = page(game, store)
    logs = []
    for query in queries:
        c.open(mode, query)
        assert c.session is not None and not c.session.finished, c.setup_error
        play_out(c)
        assert c.session.finished and c.session.recorded
        logs.append(c.session.state.log().to_json())
    return c, store, logs


def stored(store: MemoryStore) -> dict[str, str | None]:
    return {k: store.get(k) for k in store.keys()}


def match_of(c, game: str) -> Match:
    return c.repo.load_match(GAMES[game][1], replays=True).match


def tamper(store: MemoryStore, game: str, number: int, **fields) -> None:
    """Edit game ``number`` of the stored match by hand (``None``: the field removed): its moves
    and options where they are kept (the replays beside the match), its other fields in the match."""
    key = match_key(GAMES[game][1])
    record = json.loads(store.get(key))
    raw = record["data"]["match"]["games"][number - 1]
    replays = json.loads(store.get(replays_key(GAMES[game][1])))
    entry = next(e for e in replays["data"]["games"] if e["id"] == raw["id"])
    for name, value in fields.items():
        where = entry if name in ("moves", "options") else raw
        if value is None:
            where.pop(name, None)
        else:
            where[name] = value
    store.set(key, json.dumps(record))
    store.set(replays_key(GAMES[game][1]), json.dumps(replays))


@pytest.mark.parametrize("game", list(GAMES))
def test_a_past_game_of_the_match_replays_and_opens_its_review_then_back(game):
    c, store, logs = two_games(game)
    m = match_of(c, game)
    assert len(m.games) == 2 and all(g.moves is not None for g in m.games)
    first = m.games[0]
    assert list(unpack_moves(first.moves)) == logs[0]["moves"] and dict(first.options) == logs[0]["options"]
    assert first.seed == logs[0]["seed"]
    html = c.render()
    assert 'data-action="match-review" data-arg="1"' in html and ">Review game 1</button>" in html
    assert ">Review game 2</button>" in html
    shown, before = c.session, stored(store)
    work = c.slow("match-review", "1")
    assert work is not None and c.view == "review"
    rv = c.reviewing
    assert rv.log.to_json()["moves"] == logs[0]["moves"] and rv.log.seed == logs[0]["seed"]
    assert rv.back is shown and rv.session is not shown
    c.act("review-close")
    assert c.session is shown and c.view == "game"  # back to the game that was shown
    assert stored(store) == before  # nothing saved or recorded
    assert match_of(c, game) == m


def test_the_review_of_a_past_game_is_computed_and_nothing_is_stored():
    c, store, logs = two_games("similo")
    shown, before = c.session, stored(store)
    work = c.slow("match-review", "1")
    for _ in c.slow_steps(work.action):
        pass
    assert c.complete(work) and c.reviewing.model is not None and c.view == "review"
    assert c.reviewing.result.to_json()["game"] == "similo"
    assert 'data-testid="review"' in c.render() or "Review of the game" in c.render()
    c.act("review-close")
    assert c.session is shown and c.view == "game"
    assert stored(store) == before


def test_a_match_stored_before_moves_were_kept_loads_unchanged_and_offers_no_review():
    c, store, _ = two_games("sb")
    tamper(store, "sb", 1, moves=None, options=None)  # as written before this change
    old = json.loads(store.get(match_key("sb-solo")))["data"]["match"]
    again = page("sb", store)
    m = again.repo.load_match("sb-solo", replays=True).match
    assert m.games[0].moves is None and m.to_dict() == old  # read and written back as it was
    assert m.games[1].moves is not None
    assert "moves" not in m.games[0].to_dict() and "options" not in m.games[0].to_dict()
    c = again
    c.open("solo", {"seed": "779"})
    play_out(c)
    html = c.render()
    assert ">Review game 1</button>" not in html and ">Review game 2</button>" in html
    assert 'data-testid="match-review-none"' in html
    before = stored(store)
    assert c.slow("match-review", "1") is None and c.view == "game"
    assert stored(store) == before


@pytest.mark.parametrize("bad", ["1AAAA", "1" + "A" * 200, "2xyz", "moves"])
def test_moves_that_do_not_unpack_are_refused_with_a_message_and_the_match_unchanged(bad):
    c, store, _ = two_games("sb")
    tamper(store, "sb", 1, moves=bad)
    before = stored(store)
    m = match_of(c, "sb")
    assert m.games[0].moves == bad  # kept as it is: judged when reviewed
    assert c.slow("match-review", "1") is None and c.view == "game"
    assert c.act("match-review", "1") is None
    assert c.session.feedback.code == "match.review.bad"
    assert "Game 1 of the match cannot be reviewed" in c.render()
    assert stored(store) == before and match_of(c, "sb") == m


@pytest.mark.parametrize("game", list(GAMES))
def test_moves_that_replay_to_another_result_are_refused(game):
    c, store, logs = two_games(game)
    moves = logs[0]["moves"]
    tamper(store, game, 1, moves=pack_moves(moves[:-1]))  # the game cut short: not finished
    before = stored(store)
    assert c.slow("match-review", "1") is None and c.view == "game"
    assert c.session.feedback.code == "match.review.bad"
    assert stored(store) == before
    tamper(store, game, 1, moves=pack_moves(logs[1]["moves"]))  # another game's moves on this seed
    assert c.slow("match-review", "1") is None and c.session.feedback.code == "match.review.bad"


def test_a_forged_score_with_the_real_moves_is_refused():
    c, store, _ = two_games("sb")
    record = json.loads(store.get(match_key("sb-solo")))
    record["data"]["match"]["games"][0]["scores"][0] += 5
    store.set(match_key("sb-solo"), json.dumps(record))
    assert c.slow("match-review", "1") is None and c.session.feedback.code == "match.review.bad"


def test_a_game_without_its_seed_says_so():
    c, store, _ = two_games("similis")
    tamper(store, "similis", 1, seed=None)
    assert c.slow("match-review", "1") is None and c.session.feedback.code == "match.review.unseeded"
    set_language("fr")
    assert c.slow("match-review", "1") is None
    assert "La partie 1 du match ne peut pas être analysée\xa0:" in c.render()


@pytest.mark.parametrize("field", [{"moves": 12}, {"moves": "1ab$%"}, {"moves": "1" + "A" * 7000},
                                   {"options": {"variant": 3}}, {"options": "classic"}, {"options": None}])
def test_a_tampered_replay_field_is_ignored_on_load_never_the_match(field):
    c, store, _ = two_games("simili")
    tamper(store, "simili", 1, **field)
    again = page("simili", store)
    record = again.repo.load_match("simili-solo", replays=True)
    assert record is not None and again.repo.problems() == []  # the match is read, nothing set aside
    g = record.match.games[0]
    assert (g.moves, g.options) == (None, None) and len(record.match.games) == 2
    assert record.match.games[1].moves is not None


def test_french_button_and_note():
    c, _, _ = two_games("simili")
    set_language("fr")
    html = c.render()
    assert ">Analyser la partie 1</button>" in html and "Analyser une partie de ce match" in html


def test_a_game_result_round_trips_and_old_ones_are_unchanged():
    old = {"players": ["A", "B"], "games": [{"scores": [3, 4], "won": [False, True], "seed": 9, "id": "x1"}]}
    assert Match.from_dict(old).to_dict() == old
    new = Match(("A", "B")).with_game([3, 4], [False, True], 9, "x1", moves=pack_moves([[0, "roll"]]),
                                      options={"variant": "classic"})
    assert new.to_dict() == {"players": ["A", "B"], "games": [{"scores": [3, 4], "won": [False, True], "seed": 9,
                                                               "id": "x1"}]}  # its moves are kept apart
    assert Match.from_dict(json.loads(json.dumps(new.to_dict()))).with_replays(new.replays()) == new
    inline = {"players": ["A", "B"], "games": [{**old["games"][0], "moves": new.games[0].moves,
                                                "options": {"variant": "classic"}}]}
    assert Match.from_dict(inline) == new  # as a match record of the version before held them
    with pytest.raises(ValueError):
        Match(("A",), (GameResult((1,), (True,), moves="1$$", options=()),))


def test_bytes_per_game_are_small():
    """What keeping the moves costs in storage, per game (reported in docs/review.md)."""
    for game in GAMES:
        c, store, _ = two_games(game)
        key = replays_key(GAMES[game][1])
        full = len(store.get(key))
        tamper(store, game, 1, moves=None, options=None)
        tamper(store, game, 2, moves=None, options=None)
        bare = len(store.get(key))
        assert 0 < (full - bare) / 2 < 1500, game


def test_only_the_last_games_of_a_long_match_keep_their_moves():
    from similarium.core.match import MAX_REVIEWS

    packed = pack_moves([[0, "roll"]])
    m = Match(("A",))
    for n in range(MAX_REVIEWS + 3):
        m = m.with_game([n], [True], n, f"g{n}", moves=packed, options={"variant": "classic"})
    kept = [g.moves is not None for g in m.games]
    assert kept == [False] * 3 + [True] * MAX_REVIEWS
    assert [g.scores for g in m.games] == [(n,) for n in range(MAX_REVIEWS + 3)]  # the results all kept
