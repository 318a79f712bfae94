"""The review of an SB game (issue 27): ``python -m similarium review sb FILE [--seat N]``.

The value is the reviewed seat's chance to win, from its observation (the table is open; the
seed, i.e. the dice to come, is not):

* 2 players, to 60: the race model of :mod:`.race` (``race.json``: the win chance when each
  player's turn follows the best of 52 turn policies, the values read by following the shipped
  arg-max policies, as the hint does: :func:`race_model`). Inside one of the seat's turns the value
  is exact for that turn: a :class:`.solver.TurnSolver` whose utility of a turn of ``k`` points
  is the race model's win chance after it (so the best set-aside for the race, not only for the
  points, and stop or roll on the win chance);
* the daily challenge (one player, 5 turns, won at 40): the chance to reach 40, the same way
  (the model :func:`daily_model` over the 52 policies' turn distributions between turns, a
  turn solver inside a turn).

Beside each decision's win chance, ``points_played`` / ``points_best`` are its expected turn
scores, exact as ``advise sb`` gives them (:func:`.advisor.expected_advisor`).

Decisions: a set-aside when the roll leaves more than one; roll or stop once both Keys are
aside. Chance events: each roll of the seat (before: the value of rolling; after: the best
set-aside's value, or a bust's), and each turn of the other player (``kind: "turn"``: from the
value when the seat's turn ended to the value when its next turn starts, or the end). The value
at the start of a turn is the model's; the exact turn's best value can be a little higher (the
model restricts a turn to 52 policies): that difference is in the luck of the turn's first
roll, so ``end - start = luck - sum(losses)`` holds exactly.

Other SB games (1 player to 60: always won; 3 to 6 players: no model yet; another target) are
refused with a sentence. Par: the seed's dice played by a bot in the seat (the daily:
``expectation`` on the same day's dice; a race: ``play-to-win`` in both seats, the seed's
dice; with physical dice and no seed there is no par).
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import Any

from similarium.core.errors import BadInput, IllegalMove
from similarium.core.protocol import GameLog
from similarium.core.replay import ReplayError
from similarium.core.review import (
    Chance,
    Decision,
    NotReviewable,
    Review,
    check_seat,
    not_finished,
    run_steps,
)

from . import daily, review_texts  # noqa: F401  (the reasons' texts)
from .advisor import Advisor, expected_advisor
from .game import Game
from .messages import bad_input
from .models import daily_model, race_values
from .rules import (
    MAX_TURN_SCORE,
    TARGET,
    Dice,
    Roll,
    SetAside,
    Stop,
    action_from_json,
    action_to_json,
)
from .solver import TurnSolver, compile_turn

RACE = "P(win) of this seat: the race model (2 players), exact within a turn"
DAILY = "P(reaching the daily's 40 points in 5 turns), exact within a turn"
POINTS = MAX_TURN_SCORE + 1


def race_model() -> Any:
    """The race model's values: the shipped arg-max policies followed in one pass
    (:func:`.models.race_values`, the hint's own; equal to :class:`.race.RaceModel`'s search
    over the 52 policies to 1e-12, in a sixth of its time)."""
    return race_values()


@dataclass(frozen=True)
class _Step:
    index: int
    seat: int
    raw: Any  # the move as the log writes it
    action: Any
    before: Game
    after: Game


def _steps_common(data: dict) -> tuple[list[_Step], bool, int | None, tuple[str, ...], bool]:
    from .protocol import RULES

    log = GameLog.from_json(data)
    if log.game != "sb":
        raise bad_input("sb.input.wrong_game", game=log.game)
    state = RULES.new(log.options, log.seed, log.players)
    steps = []
    for i, (seat, raw) in enumerate(log.moves):
        before = state
        try:
            if not 0 <= seat < len(state.players):
                raise bad_input("sb.input.no_seat", seat=seat, n=len(state.players))
            state = state.apply(seat, RULES.move_from_json(raw))
        except (IllegalMove, BadInput) as err:
            raise ReplayError(i + 1, seat, raw, err) from err
        except (ValueError, TypeError, KeyError) as err:
            raise ReplayError(i + 1, seat, raw, bad_input("sb.input.not_a_move", reason=str(err))) from err
        steps.append(_Step(i, seat, raw, state.played[-1][1], before.game, state.game))
    return steps, state.challenge == "daily", log.seed, state.players, state.finished


def _steps_own(data: Any) -> tuple[list[_Step], bool, int | None, tuple[str, ...], bool]:
    from .cli import replay_log

    final = replay_log(data)  # the replay command's own checks and sentences
    if final.target != TARGET:
        raise NotReviewable(f"review is not available for SB games to {final.target} points yet "
                            f"(the race model is for {TARGET})")
    turns = data["turns"] if "turns" in data else [data["actions"]]
    game = Game.new(list(final.players), seed=data.get("seed"), target=final.target)
    steps = []
    for i, raw in enumerate(a for actions in turns for a in actions):
        before = game
        game = game.apply(action_from_json(raw))
        steps.append(_Step(i, before.current_player, raw, action_from_json(raw), before, game))
    return steps, False, data.get("seed"), final.players, final.finished


def _solver_value(solver: TurnSolver, aside: Dice) -> float:
    return Advisor(solver).evaluate(aside).value


def _percent(p: float) -> str:
    return f"{100 * p:.1f}"


class _Model:
    """Win chances for the reviewed seat: at a turn's start (the model), and the utility of a
    turn of ``k`` points for the seat (what its turn solver maximises)."""

    def __init__(self, daily_game: bool, seat: int) -> None:
        self.daily, self.seat = daily_game, seat

    def turn_utility(self, g: Game) -> list[float]:
        """Win chance of the seat after its turn (starting at ``g``) scores k, k = 0..40."""
        if self.daily:
            r, s, left = daily_model(), g.scores[0], daily.TURNS - len(g.history) - 1
            return [r[left][min(daily.PAR, s + k)] for k in range(POINTS)]
        m, me, opp = race_model(), g.scores[self.seat], g.scores[1 - self.seat]
        if g.leader is None:
            return [1.0 - m.final[opp][me + k - TARGET] if me + k >= TARGET else 1.0 - m.race[opp][me + k]
                    for k in range(POINTS)]
        if g.leader == self.seat:  # the leader's extra turn, opp - me behind
            d = opp - me
            return [1.0 if k > d else 0.5 if k == d else 0.0 for k in range(POINTS)]
        return [0.0 if me + k < opp else 1.0 - m.lead[me + k - opp] for k in range(POINTS)]  # final turn

    def turn_start(self, g: Game) -> float:
        """The model's win chance for the seat at the start of the turn of ``g`` (or the end)."""
        if g.finished or (self.daily and daily.finished(g)):
            return self.final(g)
        if self.daily:
            return daily_model()[daily.TURNS - len(g.history)][min(daily.PAR, g.scores[0])]
        m, mover = race_model(), g.current_player
        a, b = g.scores[mover], g.scores[1 - mover]
        if g.leader is None:
            v = m.race[a][b]
        elif g.leader == mover:
            v = m.lead[b - a]
        else:
            v = m.final[a][b - TARGET]
        return v if mover == self.seat else 1.0 - v

    def final(self, g: Game) -> float:
        if self.daily:
            return 1.0 if daily.won(g.scores[0]) else 0.0
        winners = g.winners()
        return 1.0 / len(winners) if self.seat in winners else 0.0


def _aside_decision(step: _Step, solver: TurnSolver, why: Callable[..., tuple[str, dict]]) -> Decision | None:
    g = step.before
    aside, roll = g.turn.set_aside, g.turn.roll
    assert roll is not None
    win, points = Advisor(solver), expected_advisor()
    options = win.options(aside, roll)
    if len(options) < 2:
        return None
    played = step.action
    v_played = _solver_value(solver, aside + played.dice)
    p_played = points.evaluate(aside + played.dice).value
    scored = [(o.value, points.evaluate(aside + o.action.dice).value, o.action) for o in options]
    v_best, p_best, best = max(scored, key=lambda x: (x[0], x[1]))
    if v_played >= v_best:
        v_best, p_best, best = v_played, p_played, played
    code, params = why("aside", best == played, str(played.dice), str(best.dice), v_played, v_best)
    return Decision(step.index, g.turn.number, step.raw, step.raw if best == played else action_to_json(best),
                    v_played, v_best, code, params, {"points_played": p_played, "points_best": p_best})


def _why(kind: str, same: bool, played: str, best: str, v_played: float, v_best: float) -> tuple[str, dict]:
    if same:
        return f"review.sb.{kind}.best", {"percent": _percent(v_played), "dice": played}
    return (f"review.sb.{kind}.better",
            {"best": best, "played": played, "best_percent": _percent(v_best), "played_percent": _percent(v_played)})


def review(data: Any, seat: int | None = None) -> Review:
    """The review of the finished SB game ``data`` (the SB replay log or a common game log)."""
    return run_steps(_review(data, seat))


def _review(data: Any, seat: int | None) -> Generator[tuple[int, int], None, Review]:
    """:func:`review`, yielding ``(done, total)`` before each of the seat's turns is solved (a
    turn's solver is the slow part) and before the par is played."""
    if isinstance(data, dict) and "log" in data:
        steps, daily_game, seed, players, finished = _steps_common(data)
    else:
        steps, daily_game, seed, players, finished = _steps_own(data)
    seat = check_seat(seat, len(players))
    if not daily_game and len(players) != 2:
        raise NotReviewable(f"review is not available for SB games of {len(players)} player"
                            f"{'s' if len(players) > 1 else ''} yet (the race model is for 2; the daily "
                            "is reviewed too)")
    if not finished:
        raise not_finished(len(steps))
    model = _Model(daily_game, seat)
    first = Game.new(list(players), target=daily.TARGET if daily_game else TARGET)
    start = value = model.turn_start(first)
    decisions: list[Decision] = []
    chance: list[Chance] = []
    solver: TurnSolver | None = None
    other_turn: int | None = None  # index of the first move of the other player's turn under way
    total = len(steps) + 1
    for done, step in enumerate(steps):
        g = step.before
        mine = step.seat == seat
        if not mine:
            if other_turn is None:
                other_turn, value_before_other = step.index, value
            if step.after.finished or step.after.current_player == seat:
                value = model.turn_start(step.after)
                chance.append(Chance(other_turn, value_before_other, value, "turn"))
                other_turn = None
            continue
        if solver is None:  # the seat's turn starts
            yield done, total
            solver = TurnSolver(model.turn_utility(g))
            solver.solve_all()
        aside = g.turn.set_aside
        act = step.action
        if isinstance(act, (Roll, Stop)) and g.turn.can_stop:
            points = expected_advisor().evaluate(aside)
            sv = Advisor(solver).evaluate(aside)
            assert sv.stop is not None and sv.roll is not None
            stopped = isinstance(act, Stop)
            v_played, p_played = (sv.stop, points.stop) if stopped else (sv.roll, points.roll)
            v_other, p_other = (sv.roll, points.roll) if stopped else (sv.stop, points.stop)
            kind = "stop" if stopped else "roll"
            if v_played >= v_other:
                best_raw, v_best, p_best = step.raw, v_played, p_played
                code, params = f"review.sb.{kind}.best", {"percent": _percent(v_played)}
            else:
                best_raw, v_best, p_best = ("roll" if stopped else "stop"), v_other, p_other
                code, params = f"review.sb.{kind}.better", {"best_percent": _percent(v_best),
                                                            "played_percent": _percent(v_played)}
            decisions.append(Decision(step.index, g.turn.number, step.raw, best_raw, v_played, v_best, code,
                                      params, {"points_played": p_played, "points_best": p_best}))
            value = v_played
        if isinstance(act, Roll):
            if not g.turn.can_stop:
                value_roll = Advisor(solver).evaluate(aside).roll
                assert value_roll is not None
                if not g.turn.events:  # the turn's first roll: from the model's value of the turn
                    value_roll = value
                value = value_roll
            after = step.after
            if after.history != g.history:  # a bust (or the game ended): the turn is over
                value_after = solver.utility[0]
            else:
                assert after.turn.roll is not None
                value_after = max(o.value for o in Advisor(solver).options(aside, after.turn.roll))
            chance.append(Chance(step.index, value, value_after))
            value = value_after
        elif isinstance(act, SetAside):
            decision = _aside_decision(step, solver, _why)
            if decision is not None:
                decisions.append(decision)
            value = _solver_value(solver, aside + act.dice)
        if step.after.history != g.history:  # the seat's turn is over: value = its utility of the turn
            solver = None
    end = value  # the last turn's utility is the outcome (tests/sb/test_review.py checks it)
    yield len(steps), total
    return Review("sb", seat, DAILY if daily_game else RACE, start, end, tuple(decisions), tuple(chance),
                  par(daily_game, seed, players, seat))


def par(daily_game: bool, seed: int | None, players: tuple[str, ...], seat: int) -> dict:
    """A bot in the seat on the same seed's dice (see the module doc)."""
    if seed is None:
        return {"available": False, "reason": "the log has no seed: its dice cannot be dealt to a bot"}
    from similarium.core.protocol import play

    from .protocol import RULES

    kind = "expectation" if daily_game else "play-to-win"
    state = RULES.new({"challenge": "daily" if daily_game else "none"}, seed, players)
    state = play(state, {s: RULES.bots[kind]() for s in range(len(players))})
    outcome = state.outcome()
    assert outcome is not None
    return {"bot": kind, "score": outcome.scores[seat], "won": seat in outcome.winners,
            "others": "the same bot" if len(players) > 1 else None}


def daily_par(data: Any, seat: int | None = None) -> dict:
    """:func:`review`'s par alone (a bot on the same seed's dice), without the turn solvers:
    cheap enough for the daily's result panel (issue 29)."""
    if isinstance(data, dict) and "log" in data:
        steps, daily_game, seed, players, finished = _steps_common(data)
    else:
        steps, daily_game, seed, players, finished = _steps_own(data)
    seat = check_seat(seat, len(players))
    if not finished:
        raise not_finished(len(steps))
    return par(daily_game, seed, players, seat)


def review_steps(data: Any, seat: int | None = None) -> Generator[tuple[int, int], None, Review]:
    """:func:`review` a step at a time for a page showing its progress: the models' tables first
    (read once: the race model's values and the compiled turn, under a second on the host), then
    one step per turn of the seat (its turn solver), then the par: the page paints between steps,
    never frozen for the whole review."""
    yield 0, 1
    daily_model()
    race_model()
    compile_turn()
    work = _review(data, seat)
    while True:
        try:
            done, total = next(work)
        except StopIteration as finished:
            return finished.value
        yield done + 1, total + 1
