"""SB bots. Each has ``name`` and ``choose(game) -> Action`` (a legal action for the player to move).

* :class:`ExpectationBot` -- plays every turn to maximise the expected turn score (exact).
* :class:`PlayToWinBot` -- at the start of each turn picks, from the scores and the
  end-of-game state, the turn policy (max expected score, or max P(turn >= t),
  t = 1..40) that maximises its probability of winning under the race model of
  :mod:`.race` (shipped table ``race.json``), and follows it for the whole turn.
  With 3+ players it plays the model against the strongest opponent.
* :class:`MarginBot` -- the former play-to-win rule (kept for comparison): on an
  end-game turn it maximises P(turn score >= points needed to be strictly ahead);
  in the race, 15+ points behind an opponent within 15 of the target, plays for
  the deficit; otherwise as the expectation bot.
* :class:`BaselineBot` -- takes the biggest group (or the lowest Key) and stops
  as soon as allowed with ``stop_at`` points or more.
"""

from __future__ import annotations

from collections import Counter

from .advisor import Advisor, expected_advisor, threshold_advisor
from .game import Game
from .race import choose_set_aside, choose_stop, load
from .race import warm_up as load_race_tables
from .rules import MAX_TURN_SCORE, TARGET, Action, Roll, SetAside, Stop, set_aside_options


class ExpectationBot:
    name = "expectation"

    def __init__(self, advisor: Advisor | None = None) -> None:
        self.advisor = advisor or expected_advisor()

    def choose(self, game: Game) -> Action:
        turn = game.turn
        if turn.roll is not None:
            return self.advisor.best_set_aside(turn.set_aside, turn.roll)
        if turn.can_stop:
            v = self.advisor.evaluate(turn.set_aside)
            return Stop() if v.best == "stop" else Roll()
        return Roll()


def needed_points(game: Game, race_margin: int = 15) -> int | None:
    """Points this turn that the play-to-win bot plays for, or None (play for expected points)."""
    p = game.current_player
    mine = game.scores[p]
    others = [s for i, s in enumerate(game.scores) if i != p]
    if not others:
        return None
    best_other = max(others)
    if game.is_last_turn:
        need = best_other - mine + 1
        if need <= 0:
            return None
        if need > MAX_TURN_SCORE:
            need -= 1  # a shared win is still possible
        return need if need <= MAX_TURN_SCORE else None
    deficit = best_other - mine
    if best_other >= game.target - race_margin and deficit >= race_margin:
        return min(deficit, MAX_TURN_SCORE)
    return None


class MarginBot:
    name = "margin"

    def __init__(self, race_margin: int = 15) -> None:
        self.race_margin = race_margin
        self.expected = expected_advisor()

    def choose(self, game: Game) -> Action:
        turn = game.turn
        if turn.roll is None and not turn.can_stop:
            return Roll()  # forced: a Key is still to be set aside
        need = needed_points(game, self.race_margin)
        if need is None:
            return ExpectationBot(self.expected).choose(game)
        target = threshold_advisor(need)
        if turn.roll is not None:
            options = target.options(turn.set_aside, turn.roll)
            best = max(options, key=lambda o: (round(o.value, 4),
                                               self.expected.evaluate(turn.set_aside + o.action.dice).value))
            return best.action
        if turn.can_stop:
            t, e = target.evaluate(turn.set_aside), self.expected.evaluate(turn.set_aside)
            if t.roll is None:
                return Stop()
            assert t.stop is not None
            if round(t.stop, 4) != round(t.roll, 4):
                return Stop() if t.stop > t.roll else Roll()
            return Stop() if e.best == "stop" else Roll()
        return Roll()


def race_policy(game: Game) -> int:
    """The turn policy of the race model for the player to move: 0 = max expected score,
    t = max P(turn score >= t). Several opponents: the model against the strongest one."""
    p = game.current_player
    mine = game.scores[p]
    others = [s for i, s in enumerate(game.scores) if i != p]
    if not others or game.target != TARGET:
        return 0
    best = max(others)
    data = load()
    if game.leader is None:
        if mine < TARGET and best < TARGET:
            return data["race_policy"][mine][best]
    elif game.leader == p:  # the leader's extra turn
        d = best - mine
        if 0 <= d < len(data["lead_policy"]):
            return data["lead_policy"][d]
    elif mine < TARGET and TARGET <= best < TARGET + len(data["final_policy"][0]):
        return data["final_policy"][mine][best - TARGET]
    return 0


class PlayToWinBot:
    name = "play-to-win"

    def __init__(self) -> None:
        expected_advisor()
        load_race_tables()

    def choose(self, game: Game) -> Action:
        turn = game.turn
        if turn.roll is None and not turn.can_stop:
            return Roll()  # forced: a Key is still to be set aside
        policy = race_policy(game)
        if turn.roll is not None:
            return choose_set_aside(policy, turn.set_aside, turn.roll, set_aside_options(turn.roll))
        return Stop() if choose_stop(policy, turn.set_aside) else Roll()


class BaselineBot:
    name = "baseline"

    def __init__(self, stop_at: int = 6) -> None:
        self.stop_at = stop_at

    def choose(self, game: Game) -> Action:
        turn = game.turn
        if turn.roll is not None:
            counts = Counter(turn.roll.base)
            groups = [(c, -abs(2 * v - 7), v) for v, c in counts.items() if c >= 2]
            if groups:
                c, _, v = max(groups)
                return SetAside(base=(v,) * c)
            return SetAside(keys=(turn.roll.keys[0],))
        if turn.can_stop:
            live = turn.live_score
            assert live is not None
            if live.points >= self.stop_at or turn.base_left < 2:
                return Stop()
        return Roll()


BOTS = {"expectation": ExpectationBot, "play-to-win": PlayToWinBot, "baseline": BaselineBot}


def play_game(bots: list, seed: int, names: list[str] | None = None) -> Game:
    """Play one seeded game to the end, ``bots[i]`` in seat i."""
    game = Game.new(names or [b.name for b in bots], seed=seed)
    while not game.finished:
        game = game.apply(bots[game.current_player].choose(game))
    return game
