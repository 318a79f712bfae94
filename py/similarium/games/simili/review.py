"""The review of a SIMILI game (issue 27): ``python -m similarium review simili FILE [--seat N]``.

The value is P(final score >= 100) of the reviewed seat's sheet, from its observation (the
sheets are open; the seed, i.e. the rolls to come, is not). A round has two decisions: the
category (before the roll) and the booking (the round's books together), and one chance event,
the roll. Values (:class:`Values`, the one place to swap a better model in):

* round 10: exact. A category's value is ``advise simili``'s ``p_win`` (every roll, its best
  booking); a booking's value is 1 when it reaches 100, else 0, and the best booking is the one
  worth the most points on that roll (``hints.best_steps``).
* round 9: exact for the playouts' policy (:func:`.advisor.roundnine.policy_round_nine`: each
  of the 220 rolls booked as the fast policy books it, then round 10's exact chance).
* rounds 1-8: the advisor's playout estimate by default. The shipped value model
  (:mod:`.advisor.value`, Classic, ``Values(model=True)``: no playout, the same answer on every
  device, 20 times faster) is NOT the default: its measured error (docs/simili-value.md, about
  11 points of root mean square error against a playout truth) is far above the 2-point target
  and larger than the playouts' noise. The playout estimate
  (:class:`.advisor.hints.Estimate`: this round's category, then the fast policy up to round
  10, valued there over its roll (``playouts.playout_chance``); :func:`review_playouts` playouts on
  the same rolls for every category) with a FIXED seed (:data:`SEED`), so the same log gives the
  same review.
  A game's first position (empty sheet and bank, the same in every game of a variant) has the
  same playouts made once on the host, 20,000 a category (:mod:`.advisor.first_round`: the
  review's 30 are their first 30), so its values are within about 0.7 points.
  A position's value is its best category's; a booking's value is that of the next round's
  position; the advisor's booking is the bot's (``Policy.books``), and when the booking played
  is worth at least as much it is the best.

A decision's value is exact or estimated as above; a chance event's ``before`` is the chosen
category's value (the expectation over the roll) and ``after`` the best booking's value of the
roll, so ``end - start = luck - sum(losses)`` holds exactly (each step of the value is one or
the other). Par: the bot (``RULES.bots["policy"]``) on the same rolls.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from similarium.core.errors import BadInput, IllegalMove
from similarium.core.protocol import GameLog
from similarium.core.replay import ReplayError
from similarium.core.review import Chance, Decision, Review, check_seat, not_finished
from similarium.games.simili import review_texts  # noqa: F401  (the reasons' texts)
from similarium.games.simili.advisor import first_round
from similarium.games.simili.advisor.hints import STRONG, Z95, Estimate, playouts_for
from similarium.games.simili.advisor.lastround import best_steps, category_odds, steps_to_books
from similarium.games.simili.advisor.playouts import fast_round_nine
from similarium.games.simili.advisor.position import Position
from similarium.games.simili.advisor.value import category_chances
from similarium.games.simili.combos import CATEGORIES
from similarium.games.simili.game import (
    ROUNDS,
    Book,
    Choose,
    Confirm,
    Game,
    Move,
    Roll,
    move_to_json,
)
from similarium.games.simili.log import ReplayError as RoundsReplayError
from similarium.games.simili.log import parse_log
from similarium.games.simili.sheet import CLASSIC, WIN_SCORE

ILLEGAL = (RoundsReplayError,)  # an illegal action of a rounds log: the command line says "illegal action"
SEED = 27  # the playouts' fixed seed (issue 27): one log, one review
# playout rounds a category and position (the page's hint: 300). The review's playouts value round
# 10 over its roll (playouts.playout_chance), which removes about a fifth of their noise: 180 of them
# are as precise as 300 ended on one roll (docs/review.md), in 60% of the time.
WORK = 180


def review_playouts(round_no: int) -> int:
    """The review's playouts a category at a position of round ``round_no`` (rounds 2-9)."""
    return playouts_for(round_no, WORK)


VALUE = "P(final score >= 100) of this seat's sheet"


def _percent(p: float) -> str:
    return f"{100 * p:.1f}"


class Values:
    """P(final >= 100) of a position before its category is chosen, per category. Round 10
    exact, round 9 exact for the fast policy (:func:`fast_round_nine`); before, in Classic
    with ``model=True`` the value model
    (:func:`.advisor.value.category_chances`), else the advisor's playouts (``playouts(round)``
    of them, :func:`review_playouts` by default, each valuing round 10 over its roll:
    ``playouts.playout_chance``) with a fixed seed, whose chances are kept to measure a
    difference's noise (:meth:`margin`); a game's first position has them made once, 20,000 a
    category (:mod:`.advisor.first_round`). Cached by position."""

    def __init__(self, seed: int = SEED, playouts: Callable[[int], int] = review_playouts,
                 model: bool = False) -> None:
        self.seed, self.playouts, self.model = seed, playouts, model
        self._cache: dict[Position, dict[str, float]] = {}
        self._wins: dict[Position, dict[str, list[float]]] = {}

    def categories(self, pos: Position) -> dict[str, float]:
        got = self._cache.get(pos)
        if got is None:
            got = self._cache[pos] = self._compute(pos)
        return got

    def _compute(self, pos: Position) -> dict[str, float]:
        if pos.round >= ROUNDS:
            return {c: category_odds(pos, c)["p_win"] for c in CATEGORIES}
        if pos.round == ROUNDS - 1:  # round 9: exact over its 220 rolls, no playout
            return fast_round_nine(pos)
        if self.model and pos.variant == CLASSIC:
            return category_chances(pos)
        first = first_round.chances(pos)  # a game's first position: the same playouts, 20,000 of them
        if first is not None:
            return first
        est = Estimate(pos, self.playouts(pos.round), self.seed, chance=True)
        while not est.finished:
            est.step(8)
        wins = self._wins[pos] = {c: list(chances) for c, chances in est.chances.items()}
        return {c: min(1.0, sum(w) / len(w)) for c, w in wins.items()}  # a chance (playouts._last_round_chance)

    def position(self, pos: Position) -> float:
        return max(self.categories(pos).values())

    def best(self, pos: Position) -> str:
        cats = self.categories(pos)
        return max(CATEGORIES, key=lambda c: cats[c])

    def margin(self, a: tuple[Position, str], b: tuple[Position, str]) -> float:
        """Half-width of the 95% interval of value(a) - value(b), each a (position, category)
        of one round: 0 when both are exact or the model's (deterministic); else paired by playout (the same seed, so the same
        rolls in both; a first position's from the shipped playouts' paired deviation)."""
        if a[0] == b[0]:
            first = first_round.margin(a[0], a[1], b[1], Z95)
            if first is not None:
                return first
        wa, wb = self._wins.get(a[0]), self._wins.get(b[0])
        if wa is None or wb is None:
            return 0.0
        d = [x - y for x, y in zip(wa[a[1]], wb[b[1]], strict=True)]
        n = len(d)
        if n < 2:
            return 1.0
        mean = sum(d) / n
        sd = math.sqrt(sum((x - mean) ** 2 for x in d) / (n - 1))
        return Z95 * sd / math.sqrt(n)


VALUES = Values  # the value model (playouts; advisor/value.py with model=True, not precise enough yet)


@dataclass
class _Round:
    number: int
    choose_index: int = -1
    before: Game | None = None  # the sheet before choosing
    roll_index: int = -1
    rolled: Game | None = None  # the sheet after the roll
    books: list[tuple[int, Book]] = field(default_factory=list)
    confirm_index: int = -1
    after: Game | None = None  # the sheet after confirming


@dataclass(frozen=True)
class _Walk:
    variant: str
    players: tuple[str, ...]
    rounds: dict[int, _Round]
    finished: bool
    moves: int
    rounds_format: bool  # the log is the SIMILI rounds format (not the common game log)


def _steps(data: Any) -> tuple[dict, tuple[str, ...], list[tuple[int, Any, Any]], bool, Any]:
    """(options, players, [(seat, move, raw)], rounds format?, the rounds-format steps)."""
    if isinstance(data, dict) and "log" in data:
        log = GameLog.from_json(data)
        if log.game != "simili":
            raise BadInput(f"this is a {log.game!r} log, not 'simili'")
        return dict(log.options), log.players, [(s, None, m) for s, m in log.moves], False, log.seed
    options, steps = parse_log(data)
    return ({"variant": options.variant, "dice": options.dice}, ("Player 1",),
            [(0, st.move, move_to_json(st.move)) for st in steps], True, steps)


def walk(data: Any, seat: int | None) -> tuple[_Walk, int]:
    """Replay the log and gather the reviewed seat's rounds (BadInput / ReplayError as ``replay``)."""
    from similarium.games.simili.protocol import RULES

    options, players, moves, rounds_format, extra = _steps(data)
    state = RULES.new(options, None if rounds_format else extra, players)
    seat = check_seat(seat, len(state.players))
    rounds: dict[int, _Round] = {}
    for i, (s, move, raw) in enumerate(moves):
        before = state
        try:
            if rounds_format:
                state = state.apply(s, move)
            else:
                if not 0 <= s < len(state.players):
                    raise BadInput(f"no seat {s} in a game of {len(state.players)}")
                move = RULES.move_from_json(raw)
                state = state.apply(s, move)
        except (IllegalMove, BadInput) as err:
            if rounds_format and isinstance(err, IllegalMove):
                raise RoundsReplayError(extra[i], err) from err
            raise ReplayError(i + 1, s, raw, err) from err
        except (ValueError, TypeError, KeyError) as err:
            raise ReplayError(i + 1, s, raw, BadInput(f"not a simili move: {err}")) from err
        g0, g1 = before.table.sheets[seat], state.table.sheets[seat]
        if g0 is g1 or g0 == g1:
            continue
        rnd = rounds.setdefault(g0.round, _Round(g0.round))
        move = state.played[-1][1]  # a roll as it came up
        if isinstance(move, Choose):
            rnd.choose_index, rnd.before = i, g0
        elif isinstance(move, Roll):
            rnd.roll_index, rnd.rolled = i, g1
        elif isinstance(move, Book):
            rnd.books.append((i, move))
        elif isinstance(move, Confirm):
            rnd.confirm_index, rnd.after = i, g1
    return _Walk(state.table.options.variant, state.players, rounds, state.outcome() is not None, len(moves),
                 rounds_format), seat


def _form(rounds_format: bool, move: Move) -> Any:
    """A move as the log writes it: the rounds format's category name and book objects, or the
    common log's move JSON."""
    if not rounds_format:
        return move_to_json(move)
    if isinstance(move, Choose):
        return move.category
    assert isinstance(move, Book)
    return {"digit": move.digit, "category": move.category, "row": move.row, "space": move.space,
            "free": move.free}


def _settled(values: Iterable[float]) -> str:
    """"lost" when no choice kept any chance of 100 (every value 0), "sure" when every choice
    reaches it (every value 1), "" otherwise: the reason then says so instead of comparing
    equal percentages."""
    seen = set(values)
    return "lost" if seen == {0.0} else "sure" if seen == {1.0} else ""


def _same(a: list[Book], b: list[Book]) -> bool:
    key = lambda m: (m.category, m.row, m.space, m.digit, m.free)  # noqa: E731
    return sorted(map(key, a)) == sorted(map(key, b))


def par(variant: str, rolls: list[tuple[int, ...]]) -> dict:
    """The bot's score on the same rolls (the policy bot of ``RULES.bots``)."""
    from similarium.games.simili.protocol import RULES

    state = RULES.new({"variant": variant, "dice": "typed"}, None, ("Bot",))
    bot = RULES.bots["policy"]()
    k = 0
    while not state.turn().over:
        if state.turn().phase == "roll":
            move: Move = Roll(rolls[k])
            k += 1
        else:
            move = bot.choose(state.observation(0), state.legal_moves(0))
        state = state.apply(0, move)
    outcome = state.outcome()
    assert outcome is not None
    score = outcome.scores[0]
    return {"bot": bot.name, "score": score, "won": score >= WIN_SCORE}


def daily_par(data: Any, seat: int | None = None) -> dict:
    """:func:`review`'s par alone (the bot on the finished game's rolls), without the review's
    values: cheap enough for the daily's result panel (issue 29)."""
    w, seat = walk(data, seat)
    if not w.finished:
        raise not_finished(w.moves)
    rolls = []
    for n in range(1, ROUNDS + 1):
        rolled = w.rounds[n].rolled
        assert rolled is not None and rolled.roll is not None
        rolls.append(tuple(rolled.roll))
    return par(w.variant, rolls)


def review(data: Any, seat: int | None = None, values: Values | None = None) -> Review:
    """The review of the finished SIMILI game ``data`` (a rounds log or a common game log)."""
    w, seat = walk(data, seat)
    if not w.finished:
        raise not_finished(w.moves)
    values = values or VALUES()
    decisions: list[Decision] = []
    chance: list[Chance] = []
    start = end = 0.0
    rolls = []
    for n in range(1, ROUNDS + 1):
        r = w.rounds[n]
        assert r.before is not None and r.rolled is not None and r.after is not None
        pos = Position.from_game(r.before)
        cats = values.categories(pos)
        if n == 1:
            start = max(cats.values())
        played_c = r.rolled.category
        assert played_c is not None
        top = max(cats.values())
        best_c = played_c if cats[played_c] >= top else max(CATEGORIES, key=lambda c: cats[c])
        if n == ROUNDS and best_c != played_c:
            odds = {c: category_odds(pos, c) for c in CATEGORIES}  # advise's own order of figures
            best_c = max(CATEGORIES, key=lambda c: (odds[c]["p_win"], odds[c]["p_105"], odds[c]["expected"]))
        same = best_c == played_c
        settled = _settled(cats.values())
        decisions.append(Decision(
            r.choose_index, n, _form(w.rounds_format, Choose(played_c)), _form(w.rounds_format, Choose(best_c)),
            cats[played_c], cats[best_c],
            f"review.simili.category.{settled}" if settled else
            "review.simili.category.best" if same else "review.simili.category.better",
            {} if settled else
            {"category": played_c, "percent": _percent(cats[played_c])} if same else
            {"best": best_c, "best_percent": _percent(cats[best_c]), "played": played_c,
             "played_percent": _percent(cats[played_c])},
            {"exact": n == ROUNDS}, 0.0 if same else values.margin((pos, best_c), (pos, played_c))))
        rolled = Position.from_game(r.rolled)
        assert r.rolled.roll is not None
        rolls.append(tuple(r.rolled.roll))
        played_books = [b for _, b in r.books]
        if n == ROUNDS:
            gain, steps = best_steps(rolled)
            advisor_books = steps_to_books(steps)
            v_played = 1.0 if r.after.total >= WIN_SCORE else 0.0
            v_advisor = 1.0 if rolled.score + gain >= WIN_SCORE else 0.0
            why_params = {"best_score": rolled.score + gain, "score": r.after.total}
        else:
            advisor_books = STRONG.books(rolled)
            next_played = Position.from_game(r.after)
            next_advisor = next_played if _same(advisor_books, played_books) else rolled.after_books(advisor_books)
            v_played, v_advisor = values.position(next_played), values.position(next_advisor)
            why_params = {}
        if v_played >= v_advisor:
            best_books, v_best = played_books, v_played
        else:
            best_books, v_best = advisor_books, v_advisor
        same = best_books is played_books
        if n == ROUNDS:
            why = "review.simili.books.last_best" if same else "review.simili.books.last_better"
        elif settled := _settled((v_played, v_best)):
            why, why_params = f"review.simili.books.{settled}", {}
        else:
            why = "review.simili.books.best" if same else "review.simili.books.better"
            why_params = ({"percent": _percent(v_played)} if same else
                          {"best_percent": _percent(v_best), "played_percent": _percent(v_played)})
        index = r.books[0][0] if r.books else r.confirm_index
        margin = 0.0
        if not same and n < ROUNDS:
            margin = values.margin((next_advisor, values.best(next_advisor)), (next_played, values.best(next_played)))
        decisions.append(Decision(
            index, n, [_form(w.rounds_format, b) for b in played_books],
            [_form(w.rounds_format, b) for b in best_books], v_played, v_best, why, why_params,
            {"exact": n == ROUNDS}, margin))
        chance.append(Chance(r.roll_index, cats[played_c], v_best))
        end = v_played
    return Review("simili", seat, VALUE, start, end, tuple(decisions), tuple(chance), par(w.variant, rolls))


def review_steps(data: Any, seat: int | None = None) -> Iterator[tuple[int, int]]:
    """:func:`review` a round at a time for a page showing its progress: yields (done, total)
    after filling the values of each round's positions (its own, and the advisor's booking's),
    then returns the review, computed from those values."""
    w, seat = walk(data, seat)
    values = VALUES()
    numbers = [n for n in range(1, ROUNDS) if n in w.rounds] if w.finished else []
    total = len(numbers) + 1
    yield 0, total
    for k, n in enumerate(numbers, start=1):
        r = w.rounds[n]
        if r.before is not None and r.rolled is not None:
            values.categories(Position.from_game(r.before))
            rolled = Position.from_game(r.rolled)
            values.categories(rolled.after_books(STRONG.books(rolled)))
        yield k, total
    return review(data, seat, values)
