"""Similo's and Similis's review (issue 27): the position drawn from the reviewed seat's
observation alone, and moves and reasons in words (English and French)."""

from __future__ import annotations

import datetime as dt
import re

import pytest

from similarium.core.i18n import set_language
from similarium.core.storage import MemoryStore, Repository
from similarium.games import registry
from similarium.games.similis import review_texts as similis_texts  # noqa: F401
from similarium.games.similo import review_texts as similo_texts  # noqa: F401
from similarium.ui import review as view
from similarium.ui.similis import review_view as sv
from similarium.ui.similo import review_view as ov
from similarium.ui.similo.session import card_name

TODAY = dt.date(2026, 11, 27)


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def played(game: str, seed: int, bot: str, moves: int, players=("A", "B", "C")):
    rules = registry.get(game).load_rules()
    st = rules.new(None, seed, players)
    bots = {i: rules.bots[bot]() for i in range(len(players))}
    for _ in range(moves):
        seat = st.turn().seats[0]
        st = st.apply(seat, bots[seat].choose(st.observation(seat), st.legal_moves(seat)))
    return rules, st


def cards_of(html: str, testid: str) -> list[str]:
    return re.findall(rf'data-testid="{testid}" data-card="([^"]+)"', html)


def test_similo_position_is_the_seats_table_the_secret_only_for_the_giver():
    _, st = played("similo", 5, "traits", 5)  # two rounds: one card, then two removed
    guesser, giver = st.observation(1), st.observation(0)
    html = ov.position_html(guesser)
    assert cards_of(html, "position-card") == list(guesser.grid)
    out = re.findall(r'data-card="([^"]+)" data-state="out"', html)
    assert sorted(out) == sorted(c for r in guesser.removed for c in r) and len(out) == 3
    assert cards_of(html, "position-clue") == [c.card for c in guesser.clues]
    assert "secret" not in html and "position-hand-card" not in html  # a guesser sees neither
    mine = ov.position_html(giver)
    assert f'class="card in secret" data-testid="position-card" data-card="{giver.secret}"' in mine
    assert cards_of(mine, "position-hand-card") == list(giver.hand)
    assert "data-action" not in html + mine and "<button" not in html + mine  # static


def test_similo_moves_and_reasons_read_as_a_player_says_them():
    clue = {"clue": "fables-cinder-girl", "orientation": "horizontal", "drawn": None}
    assert ov.move_text(clue) == "The Girl of the Cinders, horizontal"
    assert ov.move_text({"remove": "fables-booted-cat"}) == "remove The Cat in Boots"
    assert ov.move_text("fables-booted-cat") == "remove The Cat in Boots"  # the rounds format
    params = ov.why_params({"best": "fables-booted-cat", "best_orientation": "vertical", "best_percent": "50.0",
                            "played": "fables-cinder-girl", "played_orientation": "horizontal"})
    assert params["best"] == "The Cat in Boots" and params["played_orientation"] == "horizontal"
    assert params["best_percent"] == "50.0"
    set_language("fr")
    assert ov.move_text({"remove": "fables-booted-cat"}) == f"retirer {card_name('fables-booted-cat')}"
    assert ov.move_text(clue).endswith(", à l’horizontale")


def test_similis_position_shows_the_seats_hand_never_another_seats():
    _, st = played("similis", 5, "greedy", 4)
    obs = st.observation(1)
    html = sv.position_html(obs)
    assert sorted(cards_of(html, "position-hand")) == sorted(c.id for c in obs.hand)
    assert cards_of(html, "position-market") == [c.id for c in obs.market]
    assert re.findall(r'data-testid="position-seat" data-cards="(\d+)"', html) == [str(n) for n in obs.hand_sizes]
    seen = {c.id for c in obs.hand} | {c.id for c in obs.market}
    hidden = {c.id for q, hand in enumerate(st.game.hands) if q != 1 for c in hand} - seen
    assert hidden and not any(c in html for c in hidden)  # the other hands' cards: nowhere
    assert "data-action" not in html and "<button" not in html


def test_similis_moves_and_reasons_in_words():
    lay = {"series": [[1, "ankh", "blue", "stone"], [1, "eye", "blue", "stone"]], "market": [1, "lotus", "blue", "stone"],
           "turned": None}
    assert sv.move_text(lay) == "lay 1 ankh, blue, stone; 1 eye, blue, stone with 1 lotus, blue, stone from the market"
    assert sv.move_text({"gift": [3, "eye", "red", "sand"], "to": 1, "turned": None}) == "give 3 eye, red, sand to seat 2"
    assert sv.move_text({"card": [3, "eye", "red", "sand"], "to": 0}) == "give 3 eye, red, sand to seat 1"  # turns format
    assert sv.why_params({"best_to": 0, "played_to": 2, "best_percent": "40.0"}) == \
        {"best_to": 1, "played_to": 3, "best_percent": "40.0"}
    set_language("fr")
    assert sv.move_text({"draw": True}) == "piocher"
    assert sv.move_text({"gift": [3, "eye", "red", "sand"], "to": 1}).startswith("donner ")


@pytest.mark.parametrize("game", ["similo", "similis"])
def test_the_pages_review_uses_these_hooks(game):
    import importlib  # noqa: PLC0415

    Controller = importlib.import_module(f"similarium.ui.{game}.controller").Controller  # noqa: N806
    c = Controller(Repository(MemoryStore()), lambda: TODAY, lambda: 1)
    _, st = played(game, 5, "traits" if game == "similo" else "greedy", 3)
    assert f'data-testid="{game}-position"' in c.render_position(st.observation(1))
    move = {"remove": "fables-booted-cat"} if game == "similo" else {"draw": True}
    assert c.review_move_text(move) in ("remove The Cat in Boots", "draw")
    m = view.view_model({"game": game, "seat": 1, "value": "P", "start": 0.5, "end": 0.0, "skill": 0, "luck": 0,
                         "par": {}, "chance": [], "decisions": [
                             {"index": 1, "round": 1, "played": move, "best": move, "value_played": 0.5,
                              "value_best": 0.5, "loss": 0.0, "label": "best", "why": "review.nothing",
                              "why_params": {}, "margin": 0.0}]},
                        c.review_move_text, c.review_why_params)
    assert m.rows[0].played in ("remove The Cat in Boots", "draw")


def test_a_page_without_a_review_module_draws_nothing_and_a_broken_one_is_said(monkeypatch):
    """The review is drawn by ``ui/<game>/review_view.py`` when the game has one: none (a game
    without it, e.g. the sample Nim) draws nothing and falls back on the rules' notation; a
    module that is there but fails to import is a defect, raised, never silently blank."""
    import importlib

    from similarium.ui.hooks import PageHooks

    class NoReview(PageHooks):
        GAME = "noreview"

    page = NoReview()
    assert page.render_position(object()) == "" and page.review_why_params({"a": 1}) == {"a": 1}
    real = importlib.import_module

    def broken(name, *args):
        if name == "similarium.ui.simili.review_view":
            raise ModuleNotFoundError("No module named 'missing_dependency'", name="missing_dependency")
        return real(name, *args)

    monkeypatch.setattr(importlib, "import_module", broken)

    class Simili(PageHooks):
        GAME = "simili"

    with pytest.raises(ModuleNotFoundError):
        Simili().render_position(object())


def test_sb_decisions_read_in_the_page_s_language():
    """SB's review rows say the move in words of the page's language (French once showed the
    log's English, "set aside 4,4,4" and "roll", in a French review)."""
    from similarium.ui.sb import review_view as bv

    assert bv.move_text("set aside 4,4,4") == "set aside 4,4,4"
    assert [bv.move_text(m) for m in ("stop", "roll", "roll 1,2 K3")] == ["stop", "roll", "roll"]
    assert bv.move_text({"set_aside": "K6"}) == "set aside K6"
    set_language("fr")
    assert bv.move_text("set aside 4,4,4") == "mettre de côté 4,4,4"
    assert bv.move_text(["stop", "roll"]) == "s’arrêter, relancer"
    assert bv.move_text("not a move") == "not a move"  # shown as it is, never an error
