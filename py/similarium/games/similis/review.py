"""The review of a Similis game (issue 27): ``python -m similarium review similis FILE [--seat N]``.

The value is the chance that the reviewed seat finishes first (a shared stall counts 1/k), from
its observation only. A position's value comes from :data:`ROLLOUTS` determinized rollouts:
what the seat cannot see (the other hands, the pile's order) dealt again from what it saw
(:func:`determinize`: the unseen cards sorted, then shuffled by a fixed seed, so the same
observation gives the same deals whatever the hidden cards were), then the strong bot
(:mod:`.strong`) in every seat to the end. The share won is mapped to the rate such shares
realise (:data:`SHARE_MAP`, by number of players: a few rollouts are noisy; the calibration,
``docs/review.md``). Each move
compared at a decision is played on the same deals (common random numbers), so the difference
between two moves is surer than either value; its 95% half-width is the decision's margin.

Decisions: each move of the seat when it had more than one legal move (a series to lay, a card
to give and to whom); the best is the strong bot's move unless the one played is worth at least
as much. Chance events: the deal (before: 1/players) and, between two decisions of the seat,
the other players' turns, the draws and the market's refills (kind ``table``). Par: the strong
bot in every seat on the same deal.
"""

from __future__ import annotations

import math
from collections.abc import Generator
from dataclasses import dataclass, replace
from typing import Any

from similarium.core.replay import replay_moves
from similarium.core.review import (
    Chance,
    Decision,
    Review,
    check_seat,
    interpolate,
    not_finished,
    run_steps,
)
from similarium.games.similis import review_texts  # noqa: F401  (the reasons' texts)
from similarium.games.similis.cli import TurnError, read_game
from similarium.games.similis.cli import play as play_turns
from similarium.games.similis.protocol import observe, redeal
from similarium.games.similis.rules import Draw, Game, Gift, Lay, Move
from similarium.games.similis.sim import play_game
from similarium.games.similis.strong import StrongBot

ILLEGAL = (TurnError,)  # a replay-format turn the rules refuse: "illegal action"
SEED = 27  # the determinizations' fixed seed: one log, one review
ROLLOUTS = 8  # determinized rollouts a value (the machine's budget: docs/review.md)
# The rate a share of the rollouts won realises, by number of players: knots (share, rate), the
# review interpolating between them. Fitted on 6,988 strong-bot games (seeds 400000-401999 at 3
# players; 470000+, 480000+, 490000+, 500000+ at 3 to 6 players, 500 each; 630000+, 640000+,
# 650000+, 660000+ at 3 to 6) by ``scripts/research/review_calibration.py --game similis
# --fit-share``; validated on 2,000 others (``docs/review.md``).
SHARE_MAP: dict[int, tuple[tuple[float, float], ...]] = {
    3: ((0.0, 0.126), (0.125, 0.23), (0.25, 0.267), (0.428, 0.316), (0.625, 0.419), (0.75, 0.468),
        (0.875, 0.609), (1.0, 0.911)),
    4: ((0.0, 0.144), (0.125, 0.172), (0.303, 0.199), (0.542, 0.281), (0.75, 0.365), (0.875, 0.542),
        (1.0, 0.917)),
    5: ((0.0, 0.09), (0.224, 0.163), (0.534, 0.178), (0.79, 0.352), (1.0, 0.876)),
    6: ((0.0, 0.069), (0.18, 0.165), (0.375, 0.177), (0.5, 0.278), (0.701, 0.375), (1.0, 0.867)),
}
VALUE = "P(this seat finishes first), from its observation"
Z95 = 1.96


def _key(card: Any) -> tuple:
    return tuple(str(v) for v in card.values)


def determinize(game: Game, seat: int, seed: int) -> Game:
    """``game`` with what ``seat`` cannot see dealt again (:func:`protocol.redeal`); only what
    the seat saw decides the result (the unseen cards are sorted before the shuffle)."""
    return redeal(game, seat, seed, key=_key)


def stated(share: float, players: int) -> float:
    """The chance to finish first the review states for a share of the rollouts won
    (:data:`SHARE_MAP`, interpolated)."""
    return interpolate(SHARE_MAP[players], share)


def _slope(a: float, b: float, players: int) -> float:
    """How much :func:`stated` moves per unit of share between ``a`` and ``b`` (at ``a`` when
    equal): what carries the shares' difference, and its interval, into the stated values."""
    if abs(a - b) > 1e-12:
        return (stated(a, players) - stated(b, players)) / (a - b)
    h = 1e-6
    return (stated(min(a + h, 1.0), players) - stated(max(a - h, 0.0), players)) / (min(a + h, 1.0) - max(a - h, 0.0))


def _share(end: Game, seat: int) -> float:
    won = end.winners()
    return 1.0 / len(won) if seat in won else 0.0


def _bare(move: Move) -> Move:
    """The move without what chance brought (the card a refill turned up, the card drawn)."""
    return Draw() if isinstance(move, Draw) else replace(move, turned=None)


class Values:
    """The values of moves at one position of ``seat``, on the same :data:`ROLLOUTS` deals."""

    def __init__(self, game: Game, seat: int, rollouts: int = ROLLOUTS) -> None:
        self.game, self.seat, self.rollouts = game, seat, rollouts
        base = SEED * 1_000_003 + 7919 * len(game.history) + 31 * seat
        self.deals = [determinize(game, seat, base + k) for k in range(rollouts)]
        self._results: dict[Move, list[float]] = {}
        self._over: dict[Move, bool] = {}  # the move ends the game on every deal: its value is exact

    def results(self, move: Move) -> list[float]:
        move = _bare(move)
        got = self._results.get(move)
        if got is None:
            bots = [StrongBot()] * self.game.players
            got, over = [], True
            for d in self.deals:
                after = d.apply(self.seat, move)
                over = over and after.over
                got.append(_share(after if after.over else play_game(after, bots)[0], self.seat))
            self._results[move], self._over[move] = got, over
        return got

    def share(self, move: Move) -> float:
        r = self.results(move)
        return sum(r) / len(r)

    def exact(self, move: Move) -> bool:
        """The move ends the game on every deal: its value is its share, not a mapped estimate."""
        self.results(move)
        return self._over[_bare(move)]

    def value(self, move: Move) -> float:
        share = self.share(move)
        return share if self.exact(move) else stated(share, self.game.players)

    def margin(self, a: Move, b: Move) -> float:
        """The 95% half-width of ``value(a) - value(b)``: the paired shares' interval, carried by
        the map's slope between them (an exact value's share counts as it is)."""
        d = [x - y for x, y in zip(self.results(a), self.results(b), strict=True)]
        n = len(d)
        mean = sum(d) / n
        sd = math.sqrt(sum((x - mean) ** 2 for x in d) / (n - 1)) if n > 1 else 1.0
        slopes = [1.0 if self.exact(m) else _slope(self.share(a), self.share(b), self.game.players) for m in (a, b)]
        return Z95 * sd / math.sqrt(n) * max(slopes)


def bot_move(game: Game, seat: int) -> Move:
    return StrongBot().choose(observe(game, seat), game.legal_moves())


def position_value(game: Game, seat: int, rollouts: int = ROLLOUTS) -> float:
    """The seat's chance to finish first at a position where it is to move (the strong bot's
    move's value), or the result once over."""
    if game.over:
        return _share(game, seat)
    return Values(game, seat, rollouts).value(bot_move(game, seat))


# -- the log ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class Step:
    index: int
    seat: int
    move: Move
    before: Game
    after: Game


def _from_turns(data: Any) -> tuple[Game, list[Step], bool]:
    game, turns = read_game(data)
    play_turns(game, turns)  # TurnError at the first rule broken, as ``replay similis``
    first, steps = game, []
    for player, action, gifts in turns:
        for move in (action, *gifts):
            after, done = game.play(player, move)
            steps.append(Step(len(steps), player, done, game, after))
            game = after
    return first, steps, False


def _from_log(data: Any) -> tuple[Game, list[Step], bool]:
    from similarium.games.similis.protocol import RULES

    log, first, moves = replay_moves(RULES, data)
    steps = [Step(i, seat, done, before.game, after.game) for i, (seat, done, before, after) in enumerate(moves)]
    return first.game, steps, True


def _form(common: bool, move: Move) -> Any:
    """A move as the log writes it: the common log's move JSON; the turns format's series
    (``{"series", "market"}``) or gift (``{"card", "to"}``)."""
    from similarium.games.similis.protocol import move_to_json

    if common:
        return move_to_json(move)
    if isinstance(move, Lay):
        return {"series": [c.to_json() for c in move.series],
                "market": None if move.market is None else move.market.to_json()}
    if isinstance(move, Gift):
        return {"card": move.card.to_json(), "to": move.to}
    return {"draw": True}


def _words(move: Move) -> dict:
    if isinstance(move, Lay):
        return {"kind": "lay", "cards": len(move.series) + (move.market is not None)}
    assert isinstance(move, Gift)
    return {"kind": "gift", "to": move.to}


def par(first: Game) -> dict:
    """The strong bot in every seat on the same deal."""
    end, _ = play_game(first, [StrongBot()] * first.players)
    return {"bot": "strong", "winners": list(end.winners()), "hand_sizes": list(end.hand_sizes)}


def daily_par(data: Any, seat: int | None = None) -> dict:
    """:func:`review`'s par alone (the strong bots on the same deal), without the rollouts:
    the daily's result panel (issue 29)."""
    first, steps, _ = _from_log(data) if isinstance(data, dict) and "log" in data else _from_turns(data)
    check_seat(seat, first.players)
    if not steps or not steps[-1].after.over:
        raise not_finished(len(steps))
    return par(first)


def _percent(p: float) -> str:
    return f"{100 * p:.1f}"


def review(data: Any, seat: int | None = None, rollouts: int = ROLLOUTS) -> Review:
    """The review of the finished Similis game ``data`` (the turns format or a common log)."""
    return run_steps(_review(data, seat, rollouts))


def review_steps(data: Any, seat: int | None = None) -> Generator[tuple[int, int], None, Review]:
    """:func:`review` a step at a time for a page showing its progress: a step per decision of the
    seat (its rollouts, the slow part), then the par; the page paints between steps."""
    return (yield from _review(data, seat, ROLLOUTS))


def _review(data: Any, seat: int | None, rollouts: int) -> Generator[tuple[int, int], None, Review]:
    if isinstance(data, dict) and "log" in data:
        first, steps, common = _from_log(data)
    else:
        first, steps, common = _from_turns(data)
    seat = check_seat(seat, first.players)
    if not steps or not steps[-1].after.over:
        raise not_finished(len(steps))
    start = 1.0 / first.players
    decisions: list[Decision] = []
    events: list[Chance] = []
    value, index = start, 0  # the value after the last decision (or the deal), and where the next event starts
    kind = "deal"
    total = len(steps) + 1
    for done, st in enumerate(steps):
        if st.seat != seat or len(legal := st.before.legal_moves()) < 2:
            continue
        yield done, total
        values = Values(st.before, seat, rollouts)
        mine = bot_move(st.before, seat)
        v_played, v_bot = values.value(st.move), values.value(mine)
        same = v_played >= v_bot or _bare(st.move) == _bare(mine)
        best, v_best = (st.move, v_played) if same else (mine, v_bot)
        events.append(Chance(index, value, v_best, kind))
        w_played, w_best = _words(st.move), _words(best)
        if same:
            why, params = f"review.similis.{w_played['kind']}.best", {"percent": _percent(v_played), **w_played}
        else:
            why = f"review.similis.{w_played['kind']}.better_{w_best['kind']}"
            params = {"best_percent": _percent(v_best), "played_percent": _percent(v_played),
                      **{f"best_{k}": v for k, v in w_best.items()}, **{f"played_{k}": v for k, v in w_played.items()}}
        decisions.append(Decision(st.index, st.before.turns + 1, _form(common, st.move), _form(common, best),
                                  v_played, v_best, why, params, {"legal": len(legal)},
                                  0.0 if same else values.margin(best, st.move)))
        value, index, kind = v_played, st.index + 1, "table"
    end = _share(steps[-1].after, seat)
    events.append(Chance(min(index, steps[-1].index), value, end, kind))
    yield len(steps), total
    return Review("similis", seat, VALUE, start, end, tuple(decisions), tuple(events), par(first))
