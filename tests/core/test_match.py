"""Match totals, standings and the tie-break (SIMILI text)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from similarium.core.errors import BadInput
from similarium.core.i18n import CATALOGUE
from similarium.core.match import GameResult, Match


def test_winners_add_score_losers_add_nothing() -> None:
    m = Match(("Ann", "Bob")).with_game([105, 120], [True, True]).with_game([110, 90], [True, False])
    assert m.totals() == (215, 120)
    assert m.winner() == "Ann"
    assert not m.needs_another_game()
    top = m.standings()[0]
    assert (top.player, top.rank, top.total, top.wins, top.tied_on_total) == ("Ann", 1, 215, 2, False)
    assert top.explain() is None


def test_with_game_returns_new_value() -> None:
    m0 = Match(["Ann", "Bob"])
    m1 = m0.with_game([100, 0], [True, False])
    assert m0.games == () and len(m1.games) == 1
    assert isinstance(m1.players, tuple)


def test_tie_broken_by_final_game_raw_score_even_if_lost() -> None:
    # Totals tie at 100: Ann won game 1 (100), Bob won game 2 (100).
    # Final game: Ann won with 100... make the final game a loss for both.
    m = (
        Match(("Ann", "Bob"))
        .with_game([100, 99], [True, False])
        .with_game([99, 100], [False, True])
        .with_game([95, 80], [False, False])  # both lost: adds nothing, but raw scores break the tie
    )
    assert m.totals() == (100, 100)
    s = m.standings()
    assert [x.player for x in s] == ["Ann", "Bob"]
    assert [x.rank for x in s] == [1, 2]
    assert all(x.tied_on_total and not x.still_tied for x in s)
    assert s[0].decided_by_game == 3
    assert m.winner() == "Ann" and m.leaders() == ("Ann",)
    assert "game 3" in (s[0].explain() or "")


def test_tie_goes_back_to_penultimate_game() -> None:
    m = (
        Match(("Ann", "Bob", "Cy"))
        .with_game([100, 100, 50], [True, True, False])
        .with_game([90, 95, 120], [False, False, True])
        .with_game([101, 101, 10], [True, True, False])
    )
    assert m.totals() == (201, 201, 120)
    s = m.standings()
    assert [x.player for x in s] == ["Bob", "Ann", "Cy"]
    assert s[0].decided_by_game == 2 and s[1].decided_by_game == 2
    assert s[2].tied_on_total is False and s[2].rank == 3


def test_tied_in_every_game_needs_another_game() -> None:
    m = Match(("Ann", "Bob", "Cy")).with_game([100, 100, 40], [True, True, False])
    assert m.needs_another_game()
    assert m.leaders() == ("Ann", "Bob")
    assert m.winner() is None
    s = m.standings()
    assert [x.rank for x in s] == [1, 1, 3]
    assert s[0].still_tied and s[0].decided_by_game is None
    assert "every game" in (s[0].explain() or "")
    m2 = m.with_game([100, 101, 0], [True, True, False])
    assert not m2.needs_another_game() and m2.winner() == "Bob"


def test_all_lost_totals_zero_tiebreak_by_scores() -> None:
    m = Match(("Ann", "Bob")).with_game([80, 95], [False, False])
    assert m.totals() == (0, 0)
    assert m.winner() == "Bob"


def test_no_games_means_everyone_leads() -> None:
    m = Match(("Ann", "Bob"))
    assert m.leaders() == ("Ann", "Bob") and m.needs_another_game() and m.winner() is None
    solo = Match(("Ann",))
    assert not solo.needs_another_game() and solo.winner() is None
    assert solo.with_game([50], [False]).winner() == "Ann"


def test_partial_tie_in_group_of_three() -> None:
    # Three tied on total; two of them tied in every game, the third separated.
    m = Match(("A", "B", "C")).with_game([100, 100, 100], [True, True, True]).with_game([5, 5, 9], [False, False, False])
    s = m.standings()
    assert [(x.player, x.rank) for x in s] == [("C", 1), ("A", 2), ("B", 2)]
    assert s[0].decided_by_game == 2 and not s[0].still_tied
    assert s[1].still_tied and s[2].still_tied
    assert not m.needs_another_game()


@pytest.mark.parametrize(
    "players",
    [(), ("",), ("  ",), ("Ann", "ann"), ("Ann", 3), ("x" * 41,)],
)
def test_bad_players(players: tuple) -> None:
    with pytest.raises(BadInput):
        Match(players)


@pytest.mark.parametrize(
    ("scores", "won"),
    [([1], [True, True]), ([1, 2], [True]), ([1.5, 2], [True, True]), ([True, 2], [True, True]), ([1, 2], [1, 0])],
)
def test_bad_games(scores: list, won: list) -> None:
    with pytest.raises(BadInput):
        Match(("Ann", "Bob")).with_game(scores, won)


def test_bad_seed() -> None:
    with pytest.raises(BadInput):
        Match(("Ann",)).with_game([1], [True], seed=-1)


def test_json_round_trip() -> None:
    m = Match(("Ann", "Bob")).with_game([105, 98], [True, False], seed=42).with_game([0, 100], [False, True])
    data = json.loads(json.dumps(m.to_dict()))
    assert Match.from_dict(data) == m
    assert data["games"][0]["seed"] == 42 and "seed" not in data["games"][1]


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"players": "Ann"},
        {"players": ["Ann"], "games": {}},
        {"players": ["Ann"], "games": [[1]]},
        {"players": ["Ann"], "games": [{"scores": 1, "won": [True]}]},
        {"players": ["Ann"], "games": [{"scores": [1], "won": [True], "x": 1}]},
        {"players": ["Ann"], "extra": 1},
        {"players": ["Ann"], "games": [{"scores": [1, 2], "won": [True]}]},
    ],
)
def test_from_dict_rejects(data: object) -> None:
    with pytest.raises(BadInput):
        Match.from_dict(data)


names = st.lists(st.sampled_from(["Ann", "Bob", "Cy", "Di", "Ed"]), min_size=1, max_size=5, unique=True)


@st.composite
def matches(draw: st.DrawFn) -> Match:
    players = draw(names)
    m = Match(tuple(players))
    for _ in range(draw(st.integers(0, 5))):
        n = len(players)
        scores = draw(st.lists(st.integers(95, 105), min_size=n, max_size=n))
        won = [s >= 100 for s in scores]
        m = m.with_game(scores, won)
    return m


@given(matches())
def test_standings_properties(m: Match) -> None:
    s = m.standings()
    assert sorted(x.player for x in s) == sorted(m.players)
    totals = [x.total for x in s]
    assert totals == sorted(totals, reverse=True)
    assert s[0].rank == 1
    for a, b in zip(s, s[1:], strict=False):
        assert a.rank <= b.rank
        if a.rank == b.rank:  # shared rank only for identical total and game scores
            assert a.total == b.total
            assert all(g.scores[a.index] == g.scores[b.index] for g in m.games)
            assert a.still_tied and b.still_tied
    assert set(m.leaders()) == {x.player for x in s if x.rank == 1}
    assert m.needs_another_game() == (len(m.leaders()) > 1)
    assert Match.from_dict(json.loads(json.dumps(m.to_dict()))) == m
    CATALOGUE.reset_tracking()
    for x in s:
        x.explain()
    assert not CATALOGUE.missing_keys() and not CATALOGUE.format_errors()


def test_game_result_added() -> None:
    assert GameResult((10, 20), (True, False)).added() == (10, 0)
