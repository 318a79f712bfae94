"""Issue 29, item 4: a daily's result link carries its moves (packed, hidden with the day's seed);
opened after its day, the game is replayed on that day's seed and shown read-only with its review,
never saved or recorded; a link whose moves are cut, edited or do not give the result it claims is
refused; before the day is over nothing of the moves is unpacked or shown."""

from __future__ import annotations

import dataclasses
import datetime as dt
import importlib
import json
from urllib.parse import parse_qsl

import pytest
from tests.ui.test_daily_par import play_out

from similarium.core.i18n import set_language
from similarium.core.resultlink import LinkError, _checksum, pack_moves, parse, unpack_moves
from similarium.core.rng import daily_seed
from similarium.core.storage import MemoryStore, Repository
from similarium.ui import dailyview, sharedgame

DAY = dt.date(2026, 11, 22)
NEXT = DAY + dt.timedelta(days=1)
GAMES = ("simili", "sb", "similo", "similis")
CONTROLLERS = {"simili": "SimiliController", "sb": "Controller", "similo": "Controller", "similis": "Controller"}
BASE = "http://example.test/"


@pytest.fixture(autouse=True)
def site():
    set_language("en")
    dailyview.SITE["base"] = BASE
    yield
    dailyview.SITE["base"] = ""
    set_language("en")


def page(game: str, today: dt.date, repo: Repository | None = None):
    mod = importlib.import_module(f"similarium.ui.{game}.controller")
    return getattr(mod, CONTROLLERS[game])(repo or Repository(MemoryStore()), lambda: today, lambda: 1)


_LINKS: dict[str, tuple[str, list]] = {}


def played_link(game: str) -> tuple[str, list]:
    """The share link of ``game``'s daily of DAY played to its end by bots, and its moves."""
    if game not in _LINKS:
        c = page(game, DAY)
        c.open("daily", {})
        play_out(c)  # the bots in every seat, to the end
        s = c.session
        link = c.render().split('data-testid="share-text">')[1].split("</")[0].split("\n")[-1]
        assert link.startswith(f"{BASE}#/r?")
        _LINKS[game] = (link.replace("&amp;", "&"), s.moves_json())
    return _LINKS[game]


def query_of(link: str) -> dict[str, str]:
    return dict(parse_qsl(link.partition("?")[2]))


def forged(query: dict[str, str], **changes: str) -> dict[str, str]:
    """The link with fields changed AND its check recomputed (anyone can: it is not a signature)."""
    out = {**query, **changes}
    out["c"] = _checksum({k: v for k, v in out.items() if k != "c"})
    return out


def opened(game: str, query: dict[str, str], today: dt.date = NEXT, repo: Repository | None = None):
    c = page(game, today, repo)
    r = sharedgame.wanted(query, today)
    assert r is not None
    sharedgame.open_shared(c, r)
    return c


@pytest.mark.parametrize("game", GAMES)
def test_the_moves_round_trip_and_replay_to_the_result_the_next_day(game):
    link, moves = played_link(game)
    q = query_of(link)
    r = parse(q)
    assert unpack_moves(game, DAY, daily_seed(game, DAY), r.moves) == moves
    repo = Repository(MemoryStore())
    c = opened(game, q, repo=repo)
    assert c.view == "game" and c.session.finished and c.session.moves_json() == moves
    html = c.render()
    assert 'data-testid="shared-replay"' in html and 'data-testid="replay-checked"' in html
    assert html.index('data-testid="shared-banner"') < html.index('data-testid="review-open"')  # whose game, first
    assert 'data-testid="review-open"' in html  # the end screen's review, the day being over
    assert 'data-testid="share-text"' not in html  # not the reader's daily panel
    assert c.after_move() is None  # whatever the page does after an action: it stays, nothing stored or recorded
    assert not c.save()
    assert not list(repo.store.keys())
    assert not repo.load_daily(game).has_played(DAY)


@pytest.mark.parametrize("game", ["simili", "sb", "similo"])  # Similis's: the same path, ~12 s of CPU
def test_the_review_of_a_replayed_game_is_the_end_screen_s(game):
    c = opened(game, query_of(played_link(game)[0]))
    work = c.slow("review")
    assert work is not None
    for _ in c.slow_steps("review"):
        pass
    assert c.complete(work) and c.view == "review"
    assert 'data-testid="review"' in c.render()


def test_a_game_in_progress_in_storage_is_left_as_it_is():
    store = MemoryStore()
    mine = page("simili", NEXT, Repository(store))
    mine.open("daily", {})  # the reader's own daily of NEXT, in progress in its slot
    st = mine.session.state
    bot = next(iter(mine.session.RULES.bots.values()))()
    mine.session.state = st.apply(0, bot.choose(st.observation(0), st.legal_moves(0)))
    mine.after_move()
    assert mine.repo.load_game("simili", "daily") is not None
    before = {k: store.get(k) for k in store.keys()}
    c = opened("simili", query_of(played_link("simili")[0]), repo=Repository(store))
    c.render()
    c.after_move()
    assert {k: store.get(k) for k in store.keys()} == before


@pytest.mark.parametrize("game", GAMES)
def test_a_link_whose_moves_do_not_give_its_result_is_refused(game):
    link, moves = played_link(game)
    q = query_of(link)
    r = parse(q)
    seed = daily_seed(game, DAY)
    score = r.score + 1 if game != "similo" else (4 if r.score == 5 else r.score + 1)
    won = {"simili": score >= 100, "sb": score >= 40, "similo": score == 5, "similis": r.won}[game]
    other_grid = ".".join("".join(str((int(ch) + 1) % 4) if i == 0 else ch for i, ch in enumerate(row))
                          for row in q["q"].split(".")) if "q" in q else None
    cases = {
        "mismatch": forged({k: v for k, v in q.items() if k != "q"}, s=str(score), w="1" if won else "0"),
        "unfinished": forged(q, m=pack_moves(game, DAY, seed, moves[:len(moves) // 2])),
        "moves": forged(q, m=q["m"][:len(q["m"]) // 2]),  # cut, its check recomputed
        "replay": forged(q, m=pack_moves(game, DAY, seed, [[9, "x"], *moves])),
    }
    if other_grid is not None:  # the squares claimed are not the game's
        cases["mismatch-grid"] = forged(q, q=other_grid)
    for code, bad in cases.items():
        with pytest.raises(LinkError) as err:
            sharedgame.replay_shared(page(game, NEXT), parse(bad))
        assert err.value.code == code.removesuffix("-grid"), (game, code)
    # the moves of another day (packed with that day's seed): not a game of this day
    other = forged(q, m=pack_moves(game, DAY, daily_seed(game, NEXT), moves))
    with pytest.raises(LinkError):
        sharedgame.replay_shared(page(game, NEXT), parse(other))
    # edited without recomputing the check: refused before anything is unpacked
    with pytest.raises(LinkError) as err:
        parse({**q, "m": q["m"][:-4]})
    assert err.value.code == "checksum"


def test_a_refused_replay_shows_the_message_and_no_result():
    q = query_of(played_link("simili")[0])
    html = dailyview.render_result(forged(q, s="140"), NEXT, lambda g, d, r: "line", lambda g: False, "mismatch")
    assert 'data-testid="result-refused"' in html and "do not give the result the link claims" in html
    assert "140" not in html and 'data-testid="shared-result"' not in html
    set_language("fr")
    html = dailyview.render_result(q, NEXT, lambda g, d, r: "line", lambda g: False, "replay")
    assert "ne forment pas une partie de ce jour" in html


@pytest.mark.parametrize("game", GAMES)
def test_before_the_day_is_over_nothing_of_the_moves_is_shown(game):
    link, moves = played_link(game)
    q = query_of(link)
    for today in (DAY, DAY - dt.timedelta(days=1)):
        assert sharedgame.wanted(q, today) is None  # never unpacked, never replayed
        html = dailyview.render_result(q, today, lambda g, d, r: "first line", lambda g: False)
        assert 'data-testid="shared-result"' in html and "shared-replay" not in html
        assert q["m"] not in html
        for _, move in moves:
            text = json.dumps(move, separators=(",", ":"))
            assert text not in html and (len(text) < 4 or text not in html)
    # the packed moves are unpacked only with that day's seed, and show nothing in clear text
    with pytest.raises(LinkError):
        unpack_moves(game, DAY, daily_seed(game, DAY) ^ 1, q["m"])
    assert not any(json.dumps(m)[:6] in q["m"] for _, m in moves if len(json.dumps(m)) >= 6)


def test_links_without_moves_keep_their_old_check_and_view():
    r = parse(query_of(played_link("simili")[0]))
    plain = dataclasses.replace(r, moves="")
    q = dict(parse_qsl(dailyview.make_query(plain)))
    assert "m" not in q and parse(q) == plain
    assert sharedgame.wanted(q, NEXT) is None  # after the day: the archive, as before
    html = dailyview.render_result(q, NEXT, lambda g, d, r: "first line", lambda g: False)
    assert 'data-testid="result-archive"' in html
    # the old check (fields g d s w h q only) is unchanged for such a link
    import hashlib

    text = "|".join(["r1", *(f"{k}={q.get(k, '')}" for k in ("g", "d", "s", "w", "h", "q"))])
    assert q["c"] == hashlib.sha256(text.encode()).hexdigest()[:10]


def test_sb_s_daily_record_keeps_the_moves_and_old_records_still_load():
    from similarium.ui.sb.controller import _check_summary

    link, moves = played_link("sb")
    assert moves and parse(query_of(link)).moves.startswith("1")
    _check_summary({"turns": [10, 0, 9]})  # a record from before: no moves
    _check_summary({"turns": [10, 0, 9], "moves": moves})
    with pytest.raises(ValueError):
        _check_summary({"turns": [10], "moves": "x"})
