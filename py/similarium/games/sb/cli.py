"""SB command line: ``python -m similarium replay|advise|simulate sb ...``.

Replay log (JSON; ``-`` reads stdin)::

    {
      "players": ["Anna", "Barry"],        # names, one a seat, in turn order
      "seed": 7,                           # optional: needed only for "roll" without dice
      "target": 60,                        # optional
      "turns": [                           # one list of actions a turn (or "actions": one flat list)
        ["roll 1,1,2,3,3,4,5,5 K2,K6", "set aside K6", "roll 2,2,2,3,3,4,5,6 K5", "set aside 3,3", ...],
        ...
      ]
    }

An action is ``"roll"`` (seeded dice), ``"roll <dice>"``, ``"set aside <dice>"``
(or ``"aside <dice>"``), ``"stop"``, or the objects ``{"roll": dice}`` /
``{"set_aside": dice}``, dice as ``"1,1,3 K2"`` or ``{"base": [1, 1, 3], "keys": [2]}``.
A bust or a set-aside of the 10th die ends the turn by itself. With
``"turns"``, each list must hold exactly one turn (the last may be unfinished).
Prints ``{"players", "scores", "turn_scores", "finished", "winners", "leader", "turns"}``;
an illegal action exits 2 with turn, roll, action and rule on stderr.

Advice: ``{"base": [...], "keys": [...]}`` (dice set aside, between two rolls), optionally
``"roll": dice`` (rank the set-asides of that roll) and ``"target": t`` (also P(turn >= t)).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Callable
from itertools import permutations
from typing import Any

from similarium.core.cli_input import read_json, shown
from similarium.core.errors import BadInput, IllegalMove
from similarium.core.players import PlayersError, validate_players
from similarium.core.refusals import OVER, printed

from .advisor import expected_advisor, expected_turn_score, threshold_advisor, warm_up
from .bots import BOTS, play_game
from .game import Game
from .messages import bad_input, english, event_text
from .rules import Dice, action_from_json

# The shared refusals under the code and words this command line has always printed.
PRINTED = {OVER: ("sb.game_over", "The game is over.")}


def _fail(message: str) -> int:
    print(message, file=sys.stderr)
    return 2


def replay_log(data: Any) -> Game:
    """Rebuild the game of a replay log (raises BadInput / IllegalMove with turn and roll in the text)."""
    if not isinstance(data, dict) or not isinstance(data.get("players"), list):
        raise bad_input("sb.input.not_a_log")
    target = data.get("target", 60)
    if isinstance(target, bool) or not isinstance(target, int) or target < 1:
        raise bad_input("sb.input.target")
    try:
        players = validate_players([p if isinstance(p, str) else "" for p in data["players"]], 1, 6)
    except PlayersError as err:
        raise bad_input("sb.input.players", reason=err.reason) from err
    game = Game.new(players, seed=data.get("seed"), target=target)
    if "turns" in data:
        turns = data["turns"]
    elif "actions" in data:
        turns = [data["actions"]]
    else:
        raise bad_input("sb.input.no_turns")
    if not isinstance(turns, list) or not all(isinstance(a, list) for a in turns):
        raise bad_input("sb.input.turns_shape", data=repr(data.get("turns", data.get("actions"))))
    by_turn = "turns" in data
    for t, actions in enumerate(turns):
        start = len(game.history)
        for i, raw in enumerate(actions):
            turn = game.turn
            rolls = sum(e.kind == "roll" for e in turn.events) + 1 - (turn.roll is not None)
            where = english("sb.replay.where", turn=turn.number, player=game.players[turn.player], roll=rolls,
                            action=i + 1, raw=shown(repr(raw)))
            if by_turn and len(game.history) > start:
                raise bad_input("sb.input.turn_over", where=where)
            try:
                game = game.apply(action_from_json(raw))
            except IllegalMove as refused:
                e = printed(refused, PRINTED)
                reason = english("sb.replay.illegal", where=where, reason=e.reason, code=e.code)
                raise IllegalMove(e.code, reason, **e.params) from e
            except BadInput as e:
                raise BadInput(english("sb.replay.bad_input", where=where, reason=str(e))) from e
        if by_turn and len(game.history) == start and t != len(turns) - 1:
            raise bad_input("sb.input.turn_unfinished", turn=game.turn.number)
    return game


def _run(path: str, what: str, compute: Callable[[Any], dict]) -> int:
    """Print ``compute(data)`` of the file at ``path`` as JSON (indented); exit 2 with one line:
    ``cannot read <what>: ...`` when it is not a readable file, else the rule or reason."""
    try:
        data = read_json(path)
    except BadInput as e:
        return _fail(f"cannot read {what}: {e}")
    try:
        out = compute(data)
    except (BadInput, IllegalMove) as e:
        return _fail(str(e))
    print(json.dumps(out, indent=1))
    return 0


def replay_summary(data: Any) -> dict:
    game = replay_log(data)
    out = game.summary()
    out["turns"] = [{"player": game.players[r.player], "points": r.points, "bust": r.bust,
                     "set_aside": str(r.set_aside), "log": [event_text(e, game.players) for e in r.events]} for r in game.history]
    return out


def replay(path: str) -> int:
    return _run(path, "the log", replay_summary)


def advise_position(data: Any) -> dict:
    if not isinstance(data, dict) or not set(data) <= {"base", "keys", "roll", "target"}:
        raise bad_input("sb.input.position")
    aside = Dice.from_json({"base": data.get("base", []), "keys": data.get("keys", [])})
    v = expected_advisor().evaluate(aside)
    out: dict[str, Any] = {"stop": v.stop, "roll": v.roll, "value": v.value, "best": v.best,
                           "set_aside": str(aside)}
    target = data.get("target")
    advisors = [("expected", expected_advisor())]
    if target is not None:
        if isinstance(target, bool) or not isinstance(target, int) or target < 1:
            raise bad_input("sb.input.target")
        tv = threshold_advisor(target).evaluate(aside)
        out["target"] = {"points": target, "stop": tv.stop, "roll": tv.roll, "value": tv.value, "best": tv.best}
        advisors.append(("p_target", threshold_advisor(target)))
    if "roll" in data:
        roll = Dice.from_json(data["roll"])
        ranked = expected_advisor().options(aside, roll)
        out["options"] = [{"set_aside": str(o.action.dice), "expected": o.value, "then": o.then} for o in ranked]
        if target is not None:
            for o in out["options"]:
                o["p_target"] = threshold_advisor(target).evaluate(aside + Dice.parse(o["set_aside"])).value
        out["bust"] = not ranked
    return out


def advise(path: str) -> int:
    return _run(path, "the position", advise_position)


def _interval(wins: float, games: int) -> list[float]:
    p = wins / games if games else 0.0
    half = 1.96 * math.sqrt(p * (1 - p) / games) if games else 0.0
    return [round(max(0.0, p - half), 4), round(min(1.0, p + half), 4)]


def simulate_games(games: int, seed: int, players: int) -> dict:
    warm_up()
    names = list(BOTS)
    bots = [BOTS[n]() for n in names]
    if players <= len(names):
        lineups = [list(p) for p in permutations(range(len(names)), players)]
    else:
        lineups = [[(r + j) % len(names) for j in range(players)] for r in range(len(names))]
    stats = {n: {"seats": 0, "wins": 0.0, "turns": 0, "points": 0, "busts": 0} for n in names}
    h2h: dict[str, float] = {}
    played: dict[str, int] = {}  # games of each pairing (the lineups need not divide --games)
    for g in range(games):
        lineup = lineups[g % len(lineups)]
        game = play_game([bots[i] for i in lineup], seed + g, [f"{names[i]}#{s}" for s, i in enumerate(lineup)])
        winners = game.winners()
        for seat, i in enumerate(lineup):
            st = stats[names[i]]
            st["seats"] += 1
            if seat in winners:
                st["wins"] += 1 / len(winners)
        for r in game.history:
            st = stats[names[lineup[r.player]]]
            st["turns"] += 1
            st["points"] += r.points
            st["busts"] += r.bust
        if players == 2:
            key = " vs ".join(sorted({names[i] for i in lineup}))
            h2h.setdefault(key, 0.0)
            played[key] = played.get(key, 0) + 1
            a = sorted(names[i] for i in lineup)[0]
            h2h[key] += sum(1 / len(winners) for s in winners if names[lineup[s]] == a)
    bots_out = {}
    for n, st in stats.items():
        if st["seats"]:
            bots_out[n] = {"seats": st["seats"], "win_rate": round(st["wins"] / st["seats"], 4),
                           "win_rate_ci95": _interval(st["wins"], st["seats"]),
                           "mean_turn_score": round(st["points"] / max(1, st["turns"]), 3),
                           "bust_rate": round(st["busts"] / max(1, st["turns"]), 4), "turns": st["turns"]}
    out: dict[str, Any] = {"games": games, "seed": seed, "players": players, "bots": bots_out,
                           "expected_turn_score_optimal": round(expected_turn_score(), 4)}
    if players == 2:
        out["head_to_head"] = {k: {"first_named_win_rate": round(w / played[k], 4), "ci95": _interval(w, played[k])}
                               for k, w in sorted(h2h.items())}
    return out


def simulate(args: argparse.Namespace) -> int:
    if args.games < 1:
        return _fail(f"simulate sb: --games must be at least 1, not {shown(str(args.games), 12)}")
    if not 1 <= args.players <= 8:
        return _fail(f"simulate sb: --players must be between 1 and 8, not {shown(str(args.players), 12)}")
    print(json.dumps(simulate_games(args.games, args.seed, args.players), indent=1))
    return 0
