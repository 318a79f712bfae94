"""The review of a Similo game (issue 27): ``python -m similarium review similo FILE [--seat N]``.

The value is the chance the team wins, from the reviewed seat's observation only.

* **The giver** (seat 0) sees the secret and its hand, never the draw order. A clue's value is
  the AI giver's win chance after it (:func:`.chance.win_chance`, as ``advise similo`` states
  it, with a fixed seed :data:`SEED`); the best clue is the AI's (:func:`.ai.choose_clue`)
  unless the clue played is worth at least as much. Chance events: the deal (before: the AI
  team's rate on these rules, :data:`MODEL`), then each round's draw and removals (after: the
  next clue's value, or the end).
* **A guesser** (seats 1..N; seat 1 in the replay format) sees the grid, the clues and the
  removals. Its belief is the AI guessers' (:func:`.ai.scores`, a softmax at the temperature
  ``tau`` of :data:`MODEL`). Removing ``x`` now, with ``d`` cards due this round, is worth
  ``F[r] * (1 - b(x) - the d - 1 lowest beliefs of the others)``: the secret survives this
  removal and the round's others (the AI removes the least likely cards), then wins with the
  chance ``F[r]`` that a team which survived round ``r`` wins (measured on AI games,
  ``scripts/research/review_calibration.py --fit``). The best removal is the least likely card (the
  AI's). Chance events: each clue (before: ``F[r - 1]``), each removal's outcome (the card was
  the secret or not), and a teammate's removal.

Over a game ``end - start = luck - sum(losses)`` exactly. Par: the AI team (``traits`` in
every seat) on the same deal.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from similarium.core.protocol import GameLog, play
from similarium.core.replay import replay_moves
from similarium.core.review import Chance, Decision, Review, check_seat, interpolate, not_finished
from similarium.games.similo import (
    ai,
    chance,
    decks,
    review_texts,  # noqa: F401  (the reasons' texts)
)
from similarium.games.similo.bots import TraitsBot, played_clues
from similarium.games.similo.cli import RoundError, read_game
from similarium.games.similo.cli import play as play_rounds
from similarium.games.similo.rules import REMOVALS, WON, Clue, Game, Remove

ILLEGAL = (RoundError,)  # a replay-format round the rules refuse: "illegal action"
SEED = 27  # the giver's playouts' fixed seed: one log, one review
VALUE = "P(the team wins), from this seat's observation"
Z95 = 1.96

# Fitted by ``scripts/research/review_calibration.py --fit --games 450 --seed 300000`` on AI games (150
# per rule family, the decks in turn; not the calibration's seeds): ``tau`` the belief's
# temperature (maximum likelihood of the secret), ``F[r]`` the share of games won among those
# alive after round r (F[0]: the AI team's rate before any clue; F[5] = 1).
MODEL: dict[str, dict[str, Any]] = {
    "classic": {"tau": 1.35, "F": (0.9667, 0.9667, 0.9667, 0.9667, 0.9932, 1.0)},
    "remove": {"tau": 1.15, "F": (0.7467, 0.7467, 0.7467, 0.7671, 0.9492, 1.0)},
    "remove-advanced": {"tau": 1.4, "F": (0.9667, 0.9667, 0.9667, 0.9667, 0.9932, 1.0)},
}


# The rate the model's removal values realise, by rule family: knots (value, rate) between (0, 0)
# and (1, 1), the review interpolating. Fitted by ``scripts/research/review_calibration.py --game
# similo --fit-guesser`` on 2,000 AI games (seeds 310000-311999; not the calibration's seeds):
# the model is too sure of a survival in the middle (docs/review.md).
GUESSER_MAP: dict[str, tuple[tuple[float, float], ...]] = {
    "classic": ((0.5334, 0.5758), (0.627, 0.6779), (0.6748, 0.7279), (0.72, 0.7621), (0.7795, 0.8151),
                (0.8252, 0.8709), (0.8771, 0.8981), (0.9328, 0.9268), (0.9746, 0.9748)),
    "remove": ((0.4782, 0.323), (0.5544, 0.5049), (0.6552, 0.561), (0.7388, 0.6893), (0.7629, 0.7485),
               (0.8254, 0.7584), (0.8762, 0.8059), (0.9245, 0.8612), (0.9866, 0.9908)),
    "remove-advanced": ((0.5417, 0.5133), (0.6225, 0.6434), (0.7127, 0.7332), (0.806, 0.7676),
                        (0.8793, 0.9286), (0.9313, 0.9424), (0.9747, 0.9633)),
}


def guesser_map(fam: str, v: float) -> float:
    """The calibrated value of the model's removal value ``v`` (:data:`GUESSER_MAP`)."""
    return interpolate(((0.0, 0.0), *GUESSER_MAP[fam], (1.0, 1.0)), v)


def family(game: Game) -> str:
    v = game.variant
    return "remove-advanced" if v.advanced else v.rules


def _percent(p: float) -> str:
    return f"{100 * p:.1f}"


# -- the log, as (index, seat, move, game before, game after) -----------------------------------

@dataclass(frozen=True)
class Step:
    index: int
    seat: int
    move: Clue | Remove
    before: Game
    after: Game


@dataclass(frozen=True)
class Walk:
    first: Game
    steps: tuple[Step, ...]
    players: int
    log: GameLog | None  # the common log (None: the replay format)


def _from_rounds(data: Any) -> Walk:
    variant, deal, rounds = read_game(data)
    play_rounds(variant, deal, rounds)  # RoundError at the first rule broken, as ``replay similo``
    game = first = Game.new(variant, deal)
    steps = []
    for clue, orientation, removes in rounds:
        for seat, move in ((0, Clue(clue, orientation)), *((1, Remove(c)) for c in removes)):
            move = game.completed(move)
            after = game.apply(move)
            steps.append(Step(len(steps), seat, move, game, after))
            game = after
    return Walk(first, tuple(steps), 2, None)


def _from_log(data: Any) -> Walk:
    from similarium.games.similo.protocol import RULES

    log, first, moves = replay_moves(RULES, data)
    steps = [Step(i, seat, done, before.game, after.game) for i, (seat, done, before, after) in enumerate(moves)]
    return Walk(first.game, tuple(steps), len(first.players), log)


def walk(data: Any) -> Walk:
    if isinstance(data, dict) and "log" in data:
        return _from_log(data)
    return _from_rounds(data)


# -- the guessers' values ---------------------------------------------------------------------

def belief(game: Game, tau: float) -> dict[str, float]:
    """P(each card left is the secret) as the AI guessers read the clues, at temperature ``tau``."""
    cards = decks.cards()
    candidates = [cards[c] for c in game.remaining]
    raw = ai.scores(candidates, played_clues(game), game.variant.orientations)
    top = max(raw.values())
    exp = {c: math.exp(tau * (raw[c] - top)) for c in game.remaining}
    total = sum(exp.values())
    return {c: e / total for c, e in exp.items()}


def removal_values(game: Game, raw: bool = False) -> dict[str, float]:
    """Each removal's value (the team's win chance), during a round's removals: the model's
    (``raw``) or calibrated (:func:`guesser_map`)."""
    fam = family(game)
    model = MODEL[fam]
    b = belief(game, model["tau"])
    f = model["F"][len(game.clues)]
    order = sorted(game.remaining, key=lambda c: (b[c], game.remaining.index(c)))
    out = {}
    for x in game.remaining:
        rest = [b[c] for c in order if c != x][:game.due - 1]
        v = max(0.0, f * (1.0 - b[x] - sum(rest)))
        out[x] = v if raw else guesser_map(fam, v)
    return out


def guesser_value(game: Game, raw: bool = False) -> float:
    """The value of a position as the guessers see it: the end's, the best removal's, or
    between rounds the chance F of having survived them."""
    if game.over:
        return 1.0 if game.result == WON else 0.0
    if game.phase == "remove":
        return max(removal_values(game, raw).values())
    return MODEL[family(game)]["F"][len(game.clues)]


def _review_guesser(w: Walk, seat: int) -> tuple[float, list[Decision], list[Chance]]:
    start = MODEL[family(w.first)]["F"][0]
    decisions: list[Decision] = []
    events: list[Chance] = []
    for st in w.steps:
        before = guesser_value(st.before)
        after = guesser_value(st.after)
        if isinstance(st.move, Clue) or st.seat != seat:
            events.append(Chance(st.index, before, after, "clue" if isinstance(st.move, Clue) else "teammate"))
            continue
        values = removal_values(st.before)
        b = belief(st.before, MODEL[family(st.before)]["tau"])
        played = st.move.card
        best = played if values[played] >= max(values.values()) - 1e-12 else max(
            st.before.remaining, key=lambda c: (values[c], -st.before.remaining.index(c)))
        same = best == played
        why = "review.similo.remove.best" if same else "review.similo.remove.better"
        params = ({"card": played, "risk": _percent(b[played]), "percent": _percent(values[played])} if same else
                  {"best": best, "best_risk": _percent(b[best]), "best_percent": _percent(values[best]),
                   "played": played, "played_risk": _percent(b[played]), "played_percent": _percent(values[played])})
        decisions.append(Decision(st.index, len(st.before.clues), _form(w, st.move), _form(w, Remove(best)),
                                  values[played], values[best], why, params, {"risk": b[played]}))
        events.append(Chance(st.index, values[played], after, "removal"))
    return start, decisions, events


# -- the giver's values -----------------------------------------------------------------------

# The giver's playouts (readers like the guessers, not the AI guessers themselves) are too sure
# of a loss: logit(value) = a + b * logit(share won), fitted by ``scripts/research/review_calibration.py
# --fit-giver`` (maximum likelihood, 207 AI games of seeds 300000-300206; docs/review.md).
GIVER_MAP = (1.0, 0.74)


def giver_map(p: float) -> float:
    """The calibrated value of a share ``p`` of the giver's playouts won (:data:`GIVER_MAP`)."""
    a, b = GIVER_MAP
    p = min(max(p, 1e-6), 1 - 1e-6)
    return 1.0 / (1.0 + math.exp(-(a + b * math.log(p / (1 - p)))))


def clue_value(game: Game, card: str, orientation: str) -> float:
    """The team's win chance after the giver plays ``card`` ``orientation``: the AI giver's
    playouts (its fixed seed), calibrated (:func:`giver_map`)."""
    return giver_map(clue_chance(game, card, orientation))


def clue_chance(game: Game, card: str, orientation: str) -> float:
    """The AI giver's win chance after playing ``card`` ``orientation`` as ``advise`` states it."""
    cards = decks.cards()
    table, clues = [cards[c] for c in game.remaining], played_clues(game)
    hand = [cards[c] for c in game.hand]
    choice = ai.GiverChoice(cards[card], orientation, (), 0.0)
    return chance.win_chance(cards[game.secret], table, clues, hand, choice, game.variant.orientations, SEED)


def ai_clue(game: Game) -> Clue:
    cards = decks.cards()
    choice = ai.choose_clue(cards[game.secret], [cards[c] for c in game.remaining], played_clues(game),
                            [cards[c] for c in game.hand], REMOVALS[game.round - 1], game.variant.orientations)
    return Clue(choice.card.id, choice.orientation)


def _margin(a: float, b: float, mapped: float) -> float:
    """The 95% half-width of the difference of two shares ``a`` and ``b`` of the giver's
    playouts, through the map (``mapped``: the mapped difference; the map's secant slope)."""
    n = chance.SAMPLES + sum(chance.PRIOR)
    raw = Z95 * math.sqrt(a * (1 - a) / n + b * (1 - b) / n)
    return raw * abs(mapped / (b - a)) if abs(b - a) > 1e-12 else raw


def _review_giver(w: Walk) -> tuple[float, list[Decision], list[Chance]]:
    start = MODEL[family(w.first)]["F"][0]
    decisions: list[Decision] = []
    events: list[Chance] = []
    value, index = start, -1  # the value after the last decision or event, and where
    for st in w.steps:
        if not isinstance(st.move, Clue):
            continue
        g = st.before
        mine = ai_clue(g)
        raw_played = clue_chance(g, st.move.card, st.move.orientation)
        raw_ai = raw_played if (mine.card, mine.orientation) == (st.move.card, st.move.orientation) else \
            clue_chance(g, mine.card, mine.orientation)
        v_played, v_ai = giver_map(raw_played), giver_map(raw_ai)
        same = v_played >= v_ai
        best, v_best = (st.move, v_played) if same else (Clue(mine.card, mine.orientation, st.move.drawn), v_ai)
        events.append(Chance(index + 1 if index >= 0 else 0, value, v_best, "round" if index >= 0 else "deal"))
        why = "review.similo.clue.best" if same else "review.similo.clue.better"
        params = ({"clue": st.move.card, "orientation": st.move.orientation, "percent": _percent(v_played)} if same
                  else {"best": best.card, "best_orientation": best.orientation, "best_percent": _percent(v_best),
                        "played": st.move.card, "played_orientation": st.move.orientation,
                        "played_percent": _percent(v_played)})
        decisions.append(Decision(st.index, g.round, _form(w, st.move), _form(w, best),
                                  v_played, v_best, why, params, {},
                                  0.0 if same else _margin(raw_played, raw_ai, v_best - v_played)))
        value, index = v_played, st.index
    end = 1.0 if w.steps[-1].after.result == WON else 0.0
    events.append(Chance(w.steps[-1].index, value, end, "round"))
    return start, decisions, events


def _form(w: Walk, move: Clue | Remove) -> Any:
    """A move as the log writes it: the common log's move JSON, or the replay format's round
    entries (``{"clue", "orientation"}`` or the card removed)."""
    from similarium.games.similo.protocol import move_to_json

    if w.log is not None:
        return move_to_json(move)
    if isinstance(move, Clue):
        return {"clue": move.card, "orientation": move.orientation}
    return move.card


def par(w: Walk) -> dict:
    """The AI team (``traits`` in every seat) on the same deal: won or lost, and in which round."""
    from similarium.games.similo.protocol import SimiloState

    state = SimiloState(w.first, 0, tuple(f"AI {i}" for i in range(w.players)), ())
    end = play(state, {i: TraitsBot() for i in range(w.players)})
    return {"bot": "traits", "won": end.game.result == WON, "rounds": len(end.game.clues)}


def daily_par(data: Any, seat: int | None = None) -> dict:
    """:func:`review`'s par alone (the AI team on the same deal), without the beliefs: cheap
    enough for the daily's result panel (issue 29)."""
    w = walk(data)
    check_seat(seat, w.players)
    if not w.steps or not w.steps[-1].after.over:
        raise not_finished(len(w.steps))
    return par(w)


def review(data: Any, seat: int | None = None) -> Review:
    """The review of the finished Similo game ``data`` (the replay format or a common log)."""
    w = walk(data)
    seat = check_seat(seat, w.players)
    if not w.steps or not w.steps[-1].after.over:
        raise not_finished(len(w.steps))
    if seat == 0:
        start, decisions, events = _review_giver(w)
    else:
        start, decisions, events = _review_guesser(w, seat)
    end = 1.0 if w.steps[-1].after.result == WON else 0.0
    return Review("similo", seat, VALUE, start, end, tuple(decisions), tuple(events), par(w))
