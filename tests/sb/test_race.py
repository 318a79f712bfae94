"""The play-to-win model: shipped data matches a recomputation, race-model properties, legal play.

No timings are asserted (the machine is shared); the benchmark figures are in the SB README.
"""

from dataclasses import replace

import pytest

from similarium.games.sb.advisor import expected_turn_score, warm_up
from similarium.games.sb.bots import (
    BaselineBot,
    ExpectationBot,
    MarginBot,
    PlayToWinBot,
    play_game,
    race_policy,
)
from similarium.games.sb.game import Game
from similarium.games.sb.race import (
    CAPS,
    CAPS_PATH,
    POINTS,
    POLICIES,
    RaceModel,
    TurnSolver,
    _caps_table,
    cap_utility,
    load,
    turn_distribution,
)


@pytest.fixture(scope="module")
def data():
    warm_up()
    return load()


@pytest.fixture(scope="module")
def model(data):
    return RaceModel(data["distributions"])


def test_distributions_are_distributions(data):
    dists = data["distributions"]
    assert len(dists) == len(POLICIES) == 41 + len(CAPS) and all(len(d) == POINTS for d in dists)
    for d in dists:
        assert all(p >= 0 for p in d) and sum(d) == pytest.approx(1.0, abs=1e-9)
    mean = sum(k * p for k, p in enumerate(dists[0]))
    assert mean == pytest.approx(expected_turn_score(), abs=1e-9)
    for t in range(1, 41):  # policy t maximises P(turn >= t): no other policy does better
        best = sum(dists[t][t:])
        assert all(sum(d[t:]) <= best + 1e-4 for d in dists), t


@pytest.mark.parametrize("policy", [0, 7, 23, 41 + CAPS.index(9)])
def test_shipped_distributions_match_recomputation(data, policy):
    assert turn_distribution(policy) == pytest.approx(data["distributions"][policy], abs=1e-11)


def test_shipped_cap_table_matches_a_solver():
    assert CAPS_PATH.stat().st_size < 100_000
    keys, tables = _caps_table()
    c = 13
    solver = TurnSolver(cap_utility(c))
    solver.solve_all()
    assert keys == sorted(solver._roll)
    assert all(abs(solver._roll[k] - v / 65535 * c) <= c / 65535 for k, v in zip(keys, tables[c], strict=True))


def test_shipped_policies_match_the_race_model(data, model):
    assert model.lead_policy == data["lead_policy"]
    assert model.final_policy == data["final_policy"]
    assert model.race_policy == data["race_policy"]
    assert model.race[0][0] == pytest.approx(data["race_win_first_mover"], abs=1e-6)


def test_race_model_properties(model):
    for a in range(60):
        for b in range(60):
            w = model.race[a][b]
            assert 0.0 <= w <= 1.0
            if a < 59:
                assert model.race[a + 1][b] >= w - 1e-12  # more points never hurt
            if b < 59:
                assert model.race[a][b + 1] <= w + 1e-12
    assert all(x >= y - 1e-12 for x, y in zip(model.lead, model.lead[1:], strict=False))
    assert model.lead[0] > 0.99  # level: any points win
    for b in range(60):
        row = model.final[b]
        assert all(0.0 <= v <= 1.0 for v in row)
        assert all(x >= y - 1e-12 for x, y in zip(row, row[1:], strict=False))
    assert model.final[0][39] == 0.0  # 0 against a leader at 99: out of reach
    assert 0.5 < model.race[0][0] < 0.7  # moving first is an advantage


def test_policies_in_typical_positions(data):
    # Leader's extra turn 5 behind: play for 6 (outright win) or 5 (tie).
    g = replace(Game.new(2), scores=(62, 67), leader=0, last_turns=(0,), leader_extra=True)
    assert race_policy(g) in (5, 6)
    # Far behind on the final turn: a big-score policy; already ahead: just score something.
    g = replace(Game.new(2), scores=(40, 62), leader=1, last_turns=(0,))
    assert race_policy(g) >= 22
    # 55 points, opponent far away: just reach 60 (P(turn >= 5), or E[min(turn, 5)]).
    assert race_policy(replace(Game.new(2), scores=(55, 0))) in (5, 41 + CAPS.index(5))
    # Early game, level: expected points, or a mildly prudent cap -- no threshold.
    assert race_policy(Game.new(2)) == 0 or race_policy(Game.new(2)) > 40 + CAPS.index(15)
    assert race_policy(replace(Game.new(3), scores=(10, 20, 58))) == data["race_policy"][10][58]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_play_to_win_bot_plays_whole_games_legally(data, players):
    bots = [PlayToWinBot(), ExpectationBot(), BaselineBot(), MarginBot()]
    for seed in range(12):
        lineup = [bots[(seed + i) % len(bots)] if i else bots[0] for i in range(players)]
        g = Game.new(players, seed=1000 + seed)
        while not g.finished:
            action = lineup[g.current_player].choose(g)
            assert g.is_legal(action), (seed, action)
            g = g.apply(action)
        assert g.winners()


def test_play_to_win_is_deterministic(data):
    a = play_game([PlayToWinBot(), ExpectationBot()], 11)
    assert a == play_game([PlayToWinBot(), ExpectationBot()], 11) and a.finished
