"""The game protocol's conformance suite: it runs over every playable game of the registry.

For each game, random legal games (seeded, 2 and 1 seats) are played to their end, and
at every step:
- ``legal_moves`` is complete and sound: each listed move applies; every other move tried
  (moves legal elsewhere in the game, for another seat, or malformed) raises IllegalMove
  or BadInput and leaves the state equal to a deep copy taken before; ``True`` and ``False``
  are not seats (``game.not_a_seat``), though they equal 1 and 0;
- no observation leaks hidden information: the state resampled in what a seat may not
  see (another seed) gives that seat an equal observation (the value, not only its JSON),
  while the future it hides does change somewhere in the run (the test is not vacuous);
- observations are JSON and never show the seed;
then the log, through JSON text, replays to an equal state, and every bot plays whole
games from observations alone.

Each game is held to what its rules declare (``Rules.facts_for``, a ``GameFacts``): perfect
information (every seat sees the same) or not, chance from the seed or not, one team or not,
its number of players (at the bounds and one beyond), whether a log replays without its seed,
and whether it has a daily. No test here names a game.
"""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from similarium.core.errors import BadInput, IllegalMove
from similarium.core.i18n import CATALOGUE
from similarium.core.protocol import (
    Chance,
    GameLog,
    Information,
    Outcome,
    Rules,
    play,
)
from similarium.core.refusals import NOT_A_SEAT
from similarium.core.replay import ReplayError, replay
from similarium.games import registry

GAMES = [g.id for g in registry.playable()]


def option_sets(game_id: str) -> list[dict]:
    """The defaults, then each non-default choice of each option."""
    rules = registry.get(game_id).load_rules()
    return [{}] + [{o.name: c} for o in rules.options for c in o.choices[1:]]


CASES = [(g, o) for g in GAMES for o in option_sets(g)]
SEATINGS = [("Anna", "Barry"), ("Solo",), ("A", "B", "C")]


def plays(game_id: str, options: dict, players: tuple[str, ...]) -> bool:
    """A table of ``players`` is one the game declares it seats with ``options``."""
    facts = registry.get(game_id).load_rules().facts_for(options)
    return facts.min_players <= len(players) <= facts.max_players


TABLES = [(g, o, p) for g, o in CASES for p in SEATINGS if plays(g, o, p)]
MAX_STEPS = 5000


def rules_of(game_id: str) -> Rules:
    return registry.get(game_id).load_rules()


def names(rules: Rules, wanted: int = 2, prefix: str = "P") -> tuple[str, ...]:
    """``wanted`` players' names, or as few/many as the game seats (Similis: 3 to 6)."""
    n = max(rules.min_players, min(wanted, rules.max_players))
    return tuple(f"{prefix}{i}" for i in range(n))


_POOLS: dict[str, list] = {}


def move_pool(rules: Rules) -> list:
    """Moves a player might try: every move of games played by each bot (not drawn from the
    legal lists under test, so a move missing from them shows up)."""
    if rules.game not in _POOLS:
        pool = []
        for make in rules.bots.values():
            for seed in range(4):
                table = names(rules, 2, "X")
                end = play(rules.new({}, 99 + seed, table), {s: make() for s in range(len(table))})
                pool.extend(rules.move_from_json(m) for _, m in end.log().moves)
        _POOLS[rules.game] = list(dict.fromkeys(pool))
    return _POOLS[rules.game]


def random_game(rules: Rules, seed: int, players: tuple[str, ...], check_every: int = 1,
                options: dict | None = None):
    """Play one random legal game, checking the step invariants; return (state, divergences)."""
    rng = random.Random(seed)
    state = rules.new(options or {}, seed, players)
    perfect = rules.facts_for(options).information is Information.PERFECT
    seen_moves: list = list(move_pool(rules))
    divergences = 0
    for step in range(MAX_STEPS):
        turn = state.turn()
        if turn.over:
            return state, divergences
        assert turn.seats == tuple(sorted(set(turn.seats))), "seats to move are listed once, in order"
        for seat in range(len(players)):
            legal = state.legal_moves(seat)
            assert bool(legal) == (seat in turn.seats), f"step {step}: seat {seat} legal={len(legal)} {turn}"
        seat = rng.choice(turn.seats)
        legal = state.legal_moves(seat)
        if step % check_every == 0:
            check_illegal(rules, state, seat, legal, seen_moves, rng)
            divergences += check_no_leak(rules, state, rng)
            if perfect:
                assert len(set(seen_by_all(state))) == 1, f"step {step}: a game of perfect information hides something"
        move = rng.choice(legal)
        json.dumps(rules.move_to_json(move))
        assert rules.move_from_json(json.loads(json.dumps(rules.move_to_json(move)))) == move
        assert isinstance(rules.notation(move), str) and rules.notation(move)
        state = state.apply(seat, move)
    raise AssertionError(f"no end after {MAX_STEPS} moves")


def seen_by_all(state) -> list[str]:
    """Every seat's observation as JSON text, its seat left out."""
    views = [state.observation(seat).to_json() for seat in range(len(state.players))]
    return [json.dumps({k: v for k, v in view.items() if k != "seat"}, sort_keys=True) for view in views]


def logged(state) -> str:
    return json.dumps(state.log().to_json(), sort_keys=True)


def check_illegal(rules: Rules, state, seat: int, legal: list, seen: list, rng: random.Random) -> None:
    """Moves not listed are refused with a typed error and change nothing; listed ones apply."""
    before = copy.deepcopy(state)
    results = set()
    for move in legal if len(legal) <= 40 else rng.sample(legal, 40):
        results.add(logged(state.apply(seat, move)))
    candidates = rng.sample(seen, min(25, len(seen)))
    others = [s for s in range(len(state.players)) if s != seat]
    tries = [(seat, m) for m in candidates] + [(s, m) for s in others for m in legal[:3]]
    tries += [(len(state.players), legal[0]), (-1, legal[0])]
    for who in (True, False):  # equal to seats 1 and 0, but not seats: refused whoever is to move
        with pytest.raises(IllegalMove) as refused:
            state.apply(who, legal[0])
        assert refused.value.code == NOT_A_SEAT, f"{who!r} as a seat: {refused.value.code}"
        assert state == before, "a refused move changed the state"
    for who, move in tries:
        try:
            after = state.apply(who, move)
        except IllegalMove as err:
            assert CATALOGUE.has(err.code), f"rule code {err.code!r} has no text in the catalogue"
            assert str(err) and err.reason
        except BadInput as err:
            assert str(err)
        else:
            # accepted: it must be one of the listed moves for a seat allowed to move
            assert who == seat or who in state.turn().seats, f"seat {who} moved out of turn: {move!r}"
            if who == seat and len(legal) <= 40:
                assert logged(after) in results, f"{move!r} applies but is not among the legal moves"
        assert state == before, "a refused move changed the state"


def check_no_leak(rules: Rules, state, rng: random.Random) -> int:
    """Observations equal under resampling of what the seat may not see; 1 if the hidden part
    changes what happens next (for the first seat to move)."""
    assert rules.resample is not None, "every game says what its hidden information is"
    diverged = 0
    for seat in range(len(state.players)):
        obs = state.observation(seat)
        text = json.dumps(obs.to_json(), sort_keys=True)
        assert "seed" not in json.loads(text)
        other = rules.resample(state, seat, rng.randrange(2**32))
        assert other.observation(seat) == obs, "the observation depends on hidden information"
        assert json.dumps(other.observation(seat).to_json(), sort_keys=True) == text
        if seat == state.turn().seats[0]:
            move = state.legal_moves(seat)[0]
            try:
                a, b = logged(state.apply(seat, move)), logged(other.apply(seat, move))
            except IllegalMove:
                continue
            diverged += a.replace(f'"seed": {state.log().seed}', "") != b.replace(
                f'"seed": {other.log().seed}', "")
    return diverged


@pytest.mark.parametrize("game_id, options, players", TABLES,
                         ids=[f"{g}-{o}-{len(p)}" for g, o, p in TABLES])
def test_random_games_end_replay_refuse_and_hide(game_id, options, players):
    rules = rules_of(game_id)
    facts = rules.facts_for(options)
    total_divergences = 0
    scores_differ = False
    for seed in range(3):
        state, divergences = random_game(rules, 1000 + seed, players, check_every=3, options=options)
        total_divergences += divergences
        outcome = state.outcome()
        assert isinstance(outcome, Outcome)
        assert len(outcome.scores) == len(players)
        assert all(0 <= w < len(players) for w in outcome.winners)
        if facts.team:  # one team: all seats win or lose together, with one score
            assert outcome.winners in ((), tuple(range(len(players)))), outcome
            assert len(set(outcome.scores)) == 1, outcome
        scores_differ |= len(set(outcome.scores)) > 1
        if facts.information is Information.IMPERFECT and len(players) > 1:
            assert len(set(seen_by_all(rules.new(options, seed, players)))) > 1, "nothing is hidden from any seat"
        # the log, as JSON text, rebuilds the same game (and the same observations)
        log = GameLog.from_json(json.loads(state.log().dumps()))
        again = replay(rules, log)
        assert again.outcome() == outcome
        for seat in range(len(players)):
            assert again.observation(seat) == state.observation(seat)
        assert logged(again) == logged(state)
        # ... and without its seed exactly when the game says so
        unseeded = GameLog(log.game, log.options, None, log.players, log.moves)
        if facts.replays_without_seed:
            again = replay(rules, unseeded)
            assert again.outcome() == outcome
            assert [again.observation(s) for s in range(len(players))] == [
                state.observation(s) for s in range(len(players))]
        else:
            with pytest.raises(BadInput):
                replay(rules, unseeded)
    if facts.chance is Chance.SEEDED:  # the hidden seed decides the future
        assert total_divergences > 0, "resampling the hidden seed never changed the future"
    else:  # no chance, or the players name it: another seed changes nothing
        assert total_divergences == 0, "the seed changed the future of a game that takes no chance from it"
    if len(players) > 1 and not facts.team:
        assert scores_differ, "every seat scored the same in every game: one team?"


class Spy:
    """Passes the bot exactly what play() gives it: an observation and the legal moves."""

    def __init__(self, bot, calls: list[str]) -> None:
        self.bot, self.calls, self.name = bot, calls, bot.name

    def choose(self, observation, legal):
        assert not hasattr(observation, "turn"), "a bot got a state, not an observation"
        self.calls.append(type(observation).__name__)
        return self.bot.choose(observation, legal)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_bot_plays_whole_games_from_observations(game_id):
    rules = rules_of(game_id)
    assert rules.bots, "a game comes with at least one bot"
    for name, make in rules.bots.items():
        seats = len(names(rules))
        state = rules.new({}, 7, tuple(f"{name}-{i}" for i in range(seats)))
        bot = make()
        assert bot.name == name
        calls: list[str] = []
        end = play(state, {s: Spy(bot, calls) for s in range(seats)})
        assert end.outcome() is not None
        assert calls and len(set(calls)) == 1


@pytest.mark.parametrize("game_id", GAMES)
def test_replay_reports_the_first_illegal_move(game_id):
    rules = rules_of(game_id)
    table = names(rules, 2)
    state = rules.new({}, 3, table)
    seat = state.turn().seats[0]
    first = rules.move_to_json(state.legal_moves(seat)[0])
    wrong_seat = [s for s in range(len(table)) if s not in state.turn().seats]
    moves = ((seat, first), (seat, first)) if not wrong_seat else ((wrong_seat[0], first),)
    log = GameLog(game_id, {}, 3, table, moves)
    with pytest.raises(ReplayError) as info:
        replay(rules, log)
    assert info.value.index in (1, 2)
    assert isinstance(info.value.error, IllegalMove | BadInput)


@pytest.mark.parametrize("bad", [
    [], "x", {"log": 2}, {"log": 1, "game": 3}, {"log": 1, "game": "sb", "players": "Anna"},
    {"log": 1, "game": "sb", "players": ["A"], "moves": [[True, "roll"]]},
    {"log": 1, "game": "sb", "players": ["A"], "moves": [["0", "roll"]]},
    {"log": 1, "game": "sb", "players": ["A"], "extra": 1},
])
def test_malformed_logs_are_refused_with_a_reason(bad):
    with pytest.raises(BadInput):
        GameLog.from_json(bad)


@pytest.mark.parametrize("game_id, options", CASES, ids=[f"{g}-{o}" for g, o in CASES])
def test_tables_are_seated_as_declared_at_the_bounds_and_one_beyond(game_id, options):
    rules = rules_of(game_id)
    facts = rules.facts_for(options)
    assert 1 <= facts.min_players <= facts.max_players
    for n in (facts.min_players, facts.max_players):
        state = rules.new(options, 1, tuple(f"P{i}" for i in range(n)))
        assert len(state.players) == n
    for n in (facts.min_players - 1, facts.max_players + 1):
        with pytest.raises(BadInput):
            rules.new(options, 1, tuple(f"P{i}" for i in range(n)))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_has_a_daily_page_exactly_when_it_declares_one(game_id):
    entry = registry.get(game_id)
    assert entry.load_rules().facts.daily == ("daily" in entry.modes)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("players", [(), ("",), ("A" * 41,), ("Anna", "anna"), tuple(f"P{i}" for i in range(9))])
def test_players_are_checked_when_a_game_is_set_up(game_id, players):
    with pytest.raises(BadInput):
        rules_of(game_id).new({}, 1, players)


@pytest.mark.parametrize("game_id", GAMES)
def test_unknown_options_are_refused(game_id):
    rules = rules_of(game_id)
    with pytest.raises(BadInput):
        rules.new({"no-such-option": 1}, 1, ("A",))
    for option in rules.options:
        with pytest.raises(BadInput):
            rules.new({option.name: "no-such-value"}, 1, ("A",))


@pytest.mark.parametrize("game_id, options", CASES, ids=[f"{g}-{o}" for g, o in CASES])
@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), seats=st.integers(1, 4))
def test_property_random_games_end_and_replay_exactly(game_id, options, seed, seats):
    """Many more random games, lighter checks: each ends, its outcome is well formed, and its
    JSON log rebuilds it (every seat's observation equal)."""
    rules = rules_of(game_id)
    players = tuple(f"P{i}" for i in range(seats))
    try:
        state = rules.new(options, seed, players)
    except BadInput:
        assume(False)
    rng = random.Random(seed)
    for _ in range(MAX_STEPS):
        turn = state.turn()
        if turn.over:
            break
        seat = rng.choice(turn.seats)
        state = state.apply(seat, rng.choice(state.legal_moves(seat)))
    outcome = state.outcome()
    assert outcome is not None and len(outcome.scores) == seats
    assert all(state.legal_moves(s) == [] for s in range(seats))
    again = replay(rules, GameLog.from_json(json.loads(state.log().dumps())))
    assert [again.observation(s) for s in range(seats)] == [state.observation(s) for s in range(seats)]
    assert again.outcome() == outcome


@pytest.mark.parametrize("game_id", GAMES)
def test_every_move_goes_through_the_core_step(game_id, monkeypatch):
    """A game's ``apply`` is the core's: the shared checks run before its rules, and the core
    logs the move (a game that skips :func:`~similarium.core.refusals.check_move` fails here)."""
    from similarium.core import refusals

    rules = rules_of(game_id)
    state = rules.new({}, 7, names(rules))
    seat = state.turn().seats[0]
    move = state.legal_moves(seat)[0]
    checked = []
    real = refusals.check_move

    def spy(st, who, mv, *args, **kwargs):
        checked.append((st, who, mv))
        return real(st, who, mv, *args, **kwargs)

    monkeypatch.setattr(refusals, "check_move", spy)
    after = state.apply(seat, move)
    assert checked == [(state, seat, move)], f"{game_id}'s apply skipped the shared checks"
    assert len(after.log().moves) == len(state.log().moves) + 1 and after.log().moves[-1][0] == seat
