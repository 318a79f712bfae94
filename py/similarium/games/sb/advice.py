"""SB's advice, said with a reason (issue 27, item 3): each choice's value (the chance to win
where a model exists, beside its exact expected turn score) and one catalogue sentence.

* 2 players to 60: the race model's win chance (:mod:`.race`). The page cannot afford
  :class:`.race.RaceModel`'s search over 52 policies; :func:`.models.race_values` recomputes the same
  values from the shipped arg-max policies in one linear pass (a 0-point turn couples two
  states: solved in closed form). Inside the turn the value is exact: a turn solver whose
  utility of a turn of ``k`` points is the win chance after it (as the review does).
* the daily (one player, 5 turns): the chance to reach its 40 points, the same way.
* otherwise (1 player to 60, 3-6 players): the exact expected turn score alone.

The recommendation is the first choice shown: the best value, then the most points. The reason
compares it with the runner-up: a Key still out means the turn cannot bust; taking the last
Key removes that net; near the end the win chance and the points disagree; a roll or a stop
weighs the chance of a bust (no pair among the dice left, exact).
"""

from __future__ import annotations

from math import factorial

from similarium.core.advice import Advice, Choice, Reason

from . import daily
from .advisor import Advisor, expected_advisor
from .game import Game
from .models import daily_model, race_values
from .rules import BASE_DICE, KEY_DICE, MAX_TURN_SCORE, TARGET, Dice
from .solver import TurnSolver

POINTS = MAX_TURN_SCORE + 1
TEXTS = "similarium.games.sb.advice_texts"


def win_model(g: Game, daily_game: bool) -> bool:
    return daily_game or (len(g.players) == 2 and g.target == TARGET)


def turn_utility(g: Game, seat: int, daily_game: bool) -> tuple[float, ...]:
    """The seat's chance to win after its turn (starting at ``g``) scores k, k = 0..40."""
    if daily_game:
        r, s, left = daily_model(), g.scores[0], daily.TURNS - len(g.history) - 1
        return tuple(r[left][min(daily.PAR, s + k)] for k in range(POINTS))
    m, me, opp = race_values(), g.scores[seat], g.scores[1 - seat]
    if g.leader is None:
        return tuple(1.0 - m.final[opp][me + k - TARGET] if me + k >= TARGET else 1.0 - m.race[opp][me + k]
                     for k in range(POINTS))
    if g.leader == seat:  # the leader's extra turn, opp - me behind
        d = opp - me
        return tuple(1.0 if k > d else 0.5 if k == d else 0.0 for k in range(POINTS))
    return tuple(0.0 if me + k < opp else 1.0 - m.lead[me + k - opp] for k in range(POINTS))


_SOLVED: dict[tuple[float, ...], Advisor] = {}  # the last few turns' solvers (one a turn)


def _win_advisor(utility: tuple[float, ...]) -> Advisor:
    got = _SOLVED.get(utility)
    if got is None:
        if len(_SOLVED) >= 4:
            _SOLVED.pop(next(iter(_SOLVED)))
        solver = TurnSolver(list(utility))
        solver.solve_all()
        got = _SOLVED[utility] = Advisor(solver, "probability")
    return got


def ready(g: Game, seat: int, daily_game: bool) -> bool:
    """True when advising ``g`` is quick: no win model, or this turn's solver is built."""
    return not win_model(g, daily_game) or turn_utility(g, seat, daily_game) in _SOLVED


def prepare(g: Game, seat: int, daily_game: bool) -> None:
    """Solve this turn for the win chance now (the slow part: every position of the turn), so
    the advice of each roll of the turn is a few look-ups."""
    if win_model(g, daily_game):
        _win_advisor(turn_utility(g, seat, daily_game)).evaluate(Dice())


def turn_start(g: Game, seat: int, daily_game: bool) -> float:
    """The model's win chance for the seat at the start of its turn (before the first roll)."""
    if daily_game:
        return daily_model()[daily.TURNS - len(g.history)][min(daily.PAR, g.scores[0])]
    m, me, opp = race_values(), g.scores[seat], g.scores[1 - seat]
    if g.leader is None:
        return m.race[me][opp]
    if g.leader == seat:
        return m.lead[opp - me]
    return m.final[me][opp - TARGET]


def bust_chance(aside: Dice) -> float:
    """P(the next roll has no pair among the Base dice left), when both Keys are aside."""
    n = BASE_DICE - len(aside.base)
    if len(aside.keys) < KEY_DICE or n == 0:
        return 0.0
    if n > 6:
        return 0.0
    return factorial(6) / factorial(6 - n) / 6 ** n


def advise(g: Game, seat: int, daily_game: bool) -> Advice:
    """The advice for the seat to move in ``g`` (its own turn): set-asides of the roll, or roll /
    stop between rolls."""
    turn = g.turn
    points = expected_advisor()
    model = win_model(g, daily_game)
    fresh = turn.roll is None and not (turn.set_aside.base or turn.set_aside.keys) and not ready(g, seat, daily_game)
    win = _win_advisor(turn_utility(g, seat, daily_game)) if model and not fresh else None
    unit = "win" if model else "points"
    if turn.roll is not None:
        rows = []
        for o in points.options(turn.set_aside, turn.roll):
            after = turn.set_aside + o.action.dice
            p = o.value
            v = win.evaluate(after).value if win is not None else p
            rows.append((v, p, o))
        rows.sort(key=lambda r: (-r[0], -r[1]))
        choices = tuple(Choice(str(o.action.dice), v, round(v, 3 if unit == "win" else 2), 0.0,
                               {"points": p, "then": o.then, "keys": len(turn.set_aside.keys) + len(o.action.keys)})
                        for v, p, o in rows)
        return Advice(choices[0].id, unit, choices, _aside_reason(choices, unit))
    aside = turn.set_aside
    pv = points.evaluate(aside)
    if fresh and model:
        # the turn's start: rolling is the only choice; its value is the model's (the turn is
        # solved when the roll comes, see :func:`prepare`)
        start = turn_start(g, seat, daily_game)
        choices = (Choice("roll", start, round(start, 3), 0.0, {"points": pv.roll}),)
        return Advice("roll", unit, choices, Reason("advice.sb.key_out", {}))
    wv = win.evaluate(aside) if win is not None else pv
    now = round(pv.stop) if pv.stop is not None else 0  # the turn's points, banked by a stop
    out = []
    if wv.roll is not None:
        out.append(Choice("roll", wv.roll, round(wv.roll, 3 if unit == "win" else 2), 0.0, {"points": pv.roll}))
    if wv.stop is not None:
        out.append(Choice("stop", wv.stop, round(wv.stop, 3 if unit == "win" else 2), 0.0, {"points": pv.stop}))
    out.sort(key=lambda c: (-c.value, -c.extra["points"]))
    choices = tuple(out)
    return Advice(choices[0].id, unit, choices, _roll_reason(choices, unit, aside, now))


def _value_params(c: Choice, unit: str, prefix: str = "") -> dict:
    key = "chance" if unit == "win" else "expected"
    return {f"{prefix}{key}": round(100 * c.value, 1) if unit == "win" else round(c.value, 1)}


def _aside_reason(choices: tuple[Choice, ...], unit: str) -> Reason:
    best = choices[0]
    if len(choices) == 1:
        return Reason("advice.sb.only", {"best": best.id})
    second = choices[1]
    by_points = max(choices, key=lambda c: c.extra["points"])
    if unit == "win" and by_points.id != best.id and by_points.extra["points"] > best.extra["points"] + 1e-9:
        return Reason("advice.sb.race", {"best": best.id, "chance": round(100 * best.value, 1),
                                         "points": round(best.extra["points"], 1), "other": by_points.id,
                                         "other_chance": round(100 * by_points.value, 1),
                                         "other_points": round(by_points.extra["points"], 1)})
    takes_last = [c for c in choices[1:] if c.extra["keys"] == KEY_DICE]
    if best.extra["keys"] < KEY_DICE and takes_last:
        other = takes_last[0]
        return Reason(f"advice.sb.net.{unit}", {"best": best.id, "other": other.id, **_value_params(best, unit),
                                                **_value_params(other, unit, "other_")})
    return Reason(f"advice.sb.most.{unit}", {"best": best.id, "other": second.id, **_value_params(best, unit),
                                             **_value_params(second, unit, "other_")})


def _roll_reason(choices: tuple[Choice, ...], unit: str, aside: Dice, now: int) -> Reason:
    best = choices[0]
    if len(aside.keys) < KEY_DICE:
        return Reason("advice.sb.key_out", {})
    if len(choices) == 1:
        return Reason("advice.sb.stop_only", {"points": now})
    other = choices[1]
    bust = round(100 * bust_chance(aside))
    return Reason(f"advice.sb.{best.id}.{unit}", {"points": now, "bust": bust, **_value_params(best, unit),
                                                 **_value_params(other, unit, "other_")})
