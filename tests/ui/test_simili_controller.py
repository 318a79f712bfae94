"""The SIMILI page logic without a browser: sessions, saves, match totals, daily records."""

import datetime as dt
import json

from similarium.core.rng import daily_seed
from similarium.core.storage import MemoryStore, Repository
from similarium.games.simili.game import Game, Options, draw_rolls
from similarium.ui.simili.controller import SimiliController
from similarium.ui.simili.render import render_session
from similarium.ui.simili.session import Session

DAY = dt.date(2026, 11, 22)


def controller(store=None, day=DAY, seeds=(777, 778, 779, 780)):
    it = iter(seeds)
    return SimiliController(Repository(store or MemoryStore()), lambda: day, lambda: next(it))


def play_out(c: SimiliController, book_all: bool = True) -> None:
    """Play the current session to the end: Matching each round, booking triples when possible."""
    s = c.session
    while not s.finished:
        stage = s.stage
        if stage == "choose":
            c.act("choose", "matching")
        elif stage == "roll":
            c.act("roll")
        else:
            g = s.game
            for d in range(10):
                if g.bank[d] >= 3 and book_all:
                    targets = [t for t in g.targets(d) if t[0] == "matching"]
                    rows = sorted({r for _, r, _ in targets if g.sheet.matching[r] == (None,) * 4})
                    if rows:
                        for sp in range(3):
                            c.act("select", str(d))
                            c.act("book", f"matching:{rows[0]}:{sp}")
                        break
            c.act("confirm")


def test_query_seed_starts_a_solo_game_and_reload_resumes_it():
    store = MemoryStore()
    c = controller(store)
    c.open("solo", {"seed": "12345"})
    assert c.view == "game" and c.session.options.seed == 12345
    c.act("choose", "sequence")
    c.act("roll")
    digit = c.session.game.bank_digits()[0]
    c.act("select", str(digit))
    c.act("book", "sequence:2:1")
    before = c.session.game
    # a reload: new controller over the same storage, same URL
    c2 = controller(store)
    c2.open("solo", {"seed": "12345"})
    assert c2.session.game == before
    assert c2.repo.problems() == []


def test_illegal_click_gives_a_reason_and_changes_nothing():
    c = controller()
    c.open("solo", {"seed": "5"})
    c.act("choose", "ladder")
    c.act("roll")
    g = c.session.game
    c.act("book", "ladder:0:0")  # nothing selected
    assert c.session.feedback.kind == "error" and "Select a digit" in c.session.feedback.text
    c.act("select", str(g.bank_digits()[0]))
    c.act("book", "matching:0:0")
    assert c.session.feedback.code == "simili.wrong_category"
    assert c.session.game == g
    html = c.render()
    assert "wrong" not in html.lower() or "feedback error" in html
    assert 'data-code="simili.wrong_category"' in html


def test_finished_solo_games_build_a_match_with_totals():
    store = MemoryStore()
    c = controller(store)
    c.open("solo", {"seed": "1"})
    play_out(c)
    g1 = c.session.games[0]
    assert c.session.finished
    assert store.get("similarium/save/simili/solo") is None  # cleared once recorded
    rec = c.repo.load_match("simili-solo")
    assert rec is not None and len(rec.match.games) == 1
    assert rec.match.totals() == ((g1.total if g1.won else 0),)
    c.act("next-game")
    assert c.session.options.seed == 777 and not c.session.finished
    play_out(c)
    rec = c.repo.load_match("simili-solo")
    assert len(rec.match.games) == 2
    assert 'data-testid="solo-record"' in c.render()  # solo: the games in one line, no match table


def test_table_players_share_rolls_and_take_turns():
    c = controller()
    c.open("table", {})
    assert c.view == "setup"
    c.act("start", fields={"variant": "modern", "dice": "seeded", "seed": "99", "players": "Ann\nBob\n"})
    s = c.session
    assert s.players == ["Ann", "Bob"] and s.options.variant == "modern"
    c.act("roll")
    assert s.feedback.code == "simili.choose_first" and "Ann" in s.feedback.text
    c.act("choose", "sequence")   # Ann
    assert s.active == 1
    c.act("choose", "ladder")     # Bob
    c.act("roll")
    assert s.games[0].roll == s.games[1].roll == draw_rolls(99)[0]
    assert s.active == 0
    c.act("confirm")
    assert s.active == 1
    c.act("confirm")
    assert s.round == 2 and s.stage == "choose"


def test_table_setup_needs_two_distinct_players():
    c = controller()
    c.open("table", {})
    c.act("start", fields={"players": "Ann"})
    assert c.session is None and "At least 2 players" in c.setup_error
    c.act("start", fields={"players": "Ann\nAnn"})
    assert c.session is None and "different" in c.setup_error


def test_daily_seed_and_one_official_attempt():
    store = MemoryStore()
    c = controller(store)
    c.open("daily", {})
    assert c.session.options.seed == daily_seed("simili", DAY)
    c.act("choose", "matching")
    c.act("roll")
    assert c.session.game.roll == draw_rolls(daily_seed("simili", DAY))[0]
    play_out(c)
    res = c.repo.load_daily("simili").result_for(DAY)
    assert res is not None and res.score == c.session.games[0].total
    assert c.share.startswith("SIMILI 2026-11-22 ")
    first, grid = c.share.split("\n")
    assert first.endswith("✓") or first.endswith("✗")
    assert len(grid) == 10  # one square a round
    # coming back the same day shows the result, not a new game
    c2 = controller(store)
    c2.open("daily", {})
    assert c2.view == "daily-done" and c2.share == "" and "SIMILI 2026-11-22" in c2.render()
    # the next day is a new game with other dice
    c3 = controller(store, day=DAY + dt.timedelta(days=1))
    c3.open("daily", {})
    assert c3.view == "game" and c3.session.options.seed != daily_seed("simili", DAY)


def test_corrupt_save_is_backed_up_and_reported():
    store = MemoryStore()
    store.set("similarium/save/simili/solo", "{not json")
    c = controller(store)
    c.open("solo", {})
    assert c.view == "setup"
    problems = c.repo.problems()
    assert len(problems) == 1 and problems[0].backup_key
    assert store.get(problems[0].backup_key) == "{not json"


def test_save_whose_moves_do_not_replay_is_backed_up():
    store = MemoryStore()
    c = controller(store)
    c.open("solo", {"seed": "3"})
    c.act("choose", "sequence")
    raw = json.loads(store.get("similarium/save/simili/solo"))
    raw["data"]["moves"].append([0, {"type": "book", "digit": 1, "category": "sequence", "row": 0, "space": 0}])
    store.set("similarium/save/simili/solo", json.dumps(raw))
    c2 = controller(store)
    c2.open("solo", {})
    assert c2.view == "setup"
    problems = c2.repo.problems()
    assert problems and "replay" in problems[0].reason
    assert store.get(problems[0].backup_key) == json.dumps(raw)


def test_render_shows_allowed_digits_and_targets():
    s = Session.start("solo", Options(seed=12345))
    s.act("choose", "ladder")
    s.act("roll")
    d = s.game.bank_digits()[0]
    s.act("select", str(d))
    html = render_session(*s.shown())
    assert html.count("space target") == 20  # every Ladder space can take a first digit
    s.act("book", "ladder:0:0")
    html = render_session(*s.shown())
    assert f"{(d + 1) % 10}/{(d - 1) % 10}" in html or f"{min((d + 1) % 10, (d - 1) % 10)}/{max((d + 1) % 10, (d - 1) % 10)}" in html


def test_typed_dice_game():
    c = controller()
    c.open("solo", {})
    c.act("start", fields={"variant": "classic", "dice": "typed", "seed": ""})
    c.act("choose", "matching")
    c.act("roll", fields={"typed-roll": "3 3 x"})
    assert c.session.feedback.code == "simili.bad_roll"
    c.act("roll", fields={"typed-roll": "3 3 3"})
    assert c.session.game.roll == (3, 3, 3)


def test_session_restore_round_trip_for_every_stage():
    s = Session.start("table", Options(seed=8), ["A", "B", "C"])
    for action, arg in [("choose", "sequence"), ("choose", "matching"), ("choose", "ladder"), ("roll", "")]:
        s.act(action, arg)
        again = Session.restore("table", s.options, s.players, s.moves_json())
        assert again.games == s.games and again.active == s.active
    assert isinstance(Game, type)


def test_saves_are_the_game_log_and_older_saves_still_resume():
    from similarium.core.protocol import GameLog
    from similarium.core.replay import replay
    from similarium.games.simili.game import move_to_json
    from similarium.games.simili.protocol import RULES

    s = Session.start("table", Options(seed=8), ["A", "B"])
    for action, arg in [("choose", "sequence"), ("choose", "ladder"), ("roll", ""), ("select", ""),
                        ("confirm", ""), ("confirm", ""), ("choose", "matching")]:
        if action == "select":
            s.act("select", str(s.game.bank_digits()[0]))
            s.act("book", ":".join(map(str, s.game.targets(int(s.selected))[0])))
            continue
        s.act(action, arg)
    saved = s.moves_json()
    assert all(isinstance(seat, int) and isinstance(m, dict) for seat, m in saved)
    # the same moves are a game log that the protocol replays to the same sheets
    log = GameLog("simili", {"variant": "classic", "dice": "seeded"}, 8, ("A", "B"), tuple(map(tuple, saved)))
    assert replay(RULES, log).table.sheets == s.state.table.sheets
    # a save written before the game log (one list of moves per player) resumes the same game
    older = [[move_to_json(m) for m in g.moves] for g in s.games]
    again = Session.restore("table", s.options, s.players, older)
    assert again.state.table.sheets == s.state.table.sheets and again.active == s.active


def test_table_undo_takes_back_the_previous_seats_choice():
    s = Session.start("table", Options(seed=8), ["A", "B", "C"])
    s.act("choose", "sequence")
    s.act("choose", "matching")
    assert s.active == 2
    s.act("undo")
    assert s.active == 1 and s.games[1].category is None and s.games[0].category == "sequence"
    s.act("choose", "ladder")
    s.act("choose", "ladder")
    s.act("undo")
    assert s.games[2].category is None


def test_hint_before_the_roll_gives_odds_for_each_category():
    from similarium.ui.simili.controller import compute_hint
    from similarium.ui.simili.render import render_hint

    s = Session.start("solo", Options(seed=21))
    h = compute_hint(s, playouts=6)
    assert h["phase"] == "choose" and h["recommended"] in ("sequence", "matching", "ladder")
    for c in ("sequence", "matching", "ladder"):
        assert 0.0 <= h[c]["p_win"] <= 1.0 and h[c]["p_win_ci95"][0] <= h[c]["p_win"] <= h[c]["p_win_ci95"][1]
    html = render_hint(h)
    assert 'data-testid="odds-ladder"' in html and "%" in html


def test_hint_after_the_roll_marks_bookings_on_the_sheet():
    from similarium.ui.simili.controller import compute_hint

    s = Session.start("solo", Options(seed=21))
    s.act("choose", "matching")
    s.act("roll")
    s.hint = compute_hint(s, playouts=6)
    assert s.hint["phase"] == "book"
    html = render_session(*s.shown())
    assert 'data-testid="hint-books"' in html
    assert html.count(" suggested") == len([b for b in s.hint["books"]])
    # the suggested bookings are legal, in order
    g = s.game
    from similarium.games.simili.game import Book

    for b in s.hint["books"]:
        g = g.apply(Book(*b))


def test_new_game_mid_game_opens_the_filled_setup_and_asks_before_abandoning():
    """Issue 30: "New game" opens the setup with the game's variant and seed; the game in progress
    stays saved, and starting another asks first."""
    store = MemoryStore()
    c = controller(store)
    c.open("solo", {"seed": "12", "variant": "modern"})
    c.act("choose", "sequence")
    c.act("roll")
    assert c.act("setup") == "#/simili/solo?setup=1"
    html = c.render()
    assert c.view == "setup" and 'value="12"' in html and 'value="modern" data-field="variant" checked' in html
    assert store.get("similarium/save/simili/solo") is not None
    c.act("start", "", {"seed": "13", "variant": "classic"})
    assert c.view == "link" and 'data-choice="progress"' in c.render()
    c.act("link-resume")
    assert c.view == "game" and c.session.options.seed == 12
    c.act("setup")
    c.act("start", "", {"seed": "13", "variant": "classic"})
    c.act("link-replace")
    assert c.view == "game" and c.session.options.seed == 13


def test_header_links_to_the_same_seed():
    s = Session.start("solo", Options(variant="modern", seed=4242))
    assert 'href="#/simili/solo?seed=4242&amp;variant=modern"' in render_session(*s.shown())


def test_free_book_toggle_books_outside_the_round_category():
    from dataclasses import replace

    from similarium.games.simili.sheet import Sheet

    s = Session.start("solo", Options(variant="modern", dice="typed"))
    sheet = Sheet.from_json({"sequence": [[1, 2, 3, None], [2, 3, 4, None], [3, 4, 5, None],
                                          [4, 5, 6, None], [5, 6, 7, None]]})
    table = replace(s.state.table, sheets=(replace(s.games[0], sheet=sheet, round=6, bonus_i=True),))
    s.state = replace(s.state, table=table)
    s.act("choose", "matching")
    s.act("roll", "8 8 0")
    assert s.game.free_books == 1
    s.act("select", "0")
    s.act("book", "ladder:0:0")  # not the round's category, no free book asked for
    assert s.feedback.code == "simili.wrong_category"
    s.act("free")
    assert s.free_mode and "free book" in render_session(*s.shown()).lower()
    s.act("book", "ladder:0:0")
    assert s.game.sheet.ladder[0][0] == 0 and s.game.free_books == 0 and not s.free_mode
    s.act("free")
    assert s.feedback.code == "simili.no_free_book"
