"""The review of a finished game (issue 27): each decision judged by its loss, each chance event
by its luck, in one convention for every game (``/work`` GUIDE, "Advisors and the review").

A *value* is a probability the reviewed seat cares about, in [0, 1]. A decision's ``loss`` is
``value_best - value_played`` (never below 0: the best is at least the move played); a chance
event's luck is ``after - before``. Each game's review module walks its log so that every step of
the value is either a decision of the seat or a chance event, hence over a game
``end - start = luck - sum(losses)`` (:func:`check_identity`).

A game declares its review on its rules (``Rules.review``: the module with
``review(data, seat) -> Review``); ``python -m similarium review GAME FILE [--seat N]`` finds it
there. Labels come from the loss thresholds of :data:`THRESHOLDS`, written once here
(``docs/review.md`` says why these numbers).
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from similarium.core.cli_input import shown
from similarium.core.errors import BadInput

# Loss in win chance from which a decision gets a label (the largest threshold reached wins).
# Lichess judges moves by the loss in winning chances: 0.10 inaccuracy, 0.20 mistake, 0.30
# blunder on a -1..1 scale, i.e. 0.05 / 0.10 / 0.15 of a win probability. Dice games are
# noisier (SIMILI's estimate before round 10 has a sampling error of a few points), so the
# first label starts a little lower than the estimate's noise would flag every move: see
# docs/review.md.
THRESHOLDS: tuple[tuple[float, str], ...] = (
    (0.20, "blunder"),
    (0.08, "mistake"),
    (0.03, "inaccuracy"),
)
GOOD = "good"  # loss below every threshold
BEST = "best"  # no loss at all
EPSILON = 1e-9  # a loss smaller than this is none (rounding of equal values)


def label(loss: float, margin: float = 0.0) -> str:
    """The label of a decision that lost ``loss`` of win chance. An estimated loss (``margin``:
    the half-width of its 95% interval) is labelled by the loss it surely is, ``loss - margin``:
    the noise of an estimate never makes a blunder; an exact loss has no margin."""
    if loss <= EPSILON:
        return BEST
    sure = loss - margin
    for threshold, name in THRESHOLDS:
        if sure >= threshold:
            return name
    return GOOD


@dataclass(frozen=True)
class Decision:
    """One decision of the seat: what was played, the advisor's best, both values, the reason."""

    index: int  # index (0-based) of the move in the log's moves
    round: int  # the round (SIMILI) or turn number (SB)
    played: Any  # the move(s) as the log writes them
    best: Any  # a move in the same form
    value_played: float
    value_best: float
    why: str  # a catalogue code
    why_params: dict = field(default_factory=dict)
    extra: dict = field(default_factory=dict)  # a game's own figures (SB: expected points)
    margin: float = 0.0  # half-width of the loss's 95% interval when the values are estimates

    @property
    def loss(self) -> float:
        return max(0.0, self.value_best - self.value_played)

    def to_json(self) -> dict:
        out = {"index": self.index, "round": self.round, "played": self.played, "best": self.best,
               "value_played": self.value_played, "value_best": self.value_best, "loss": self.loss,
               "label": label(self.loss, self.margin), "why": self.why, "why_params": dict(self.why_params),
               "margin": self.margin}
        out.update(self.extra)
        return out


@dataclass(frozen=True)
class Chance:
    """A chance event (a roll; in a race, the other players' turns): the value just before it
    (its expectation) and just after it."""

    index: int
    before: float
    after: float
    kind: str = "roll"

    @property
    def luck(self) -> float:
        return self.after - self.before

    def to_json(self) -> dict:
        return {"index": self.index, "before": self.before, "after": self.after, "kind": self.kind}


@dataclass(frozen=True)
class Review:
    game: str
    seat: int
    value: str  # what the value measures, in words
    start: float
    end: float
    decisions: tuple[Decision, ...]
    chance: tuple[Chance, ...]
    par: dict

    @property
    def skill(self) -> float:
        return 0.0 - sum(d.loss for d in self.decisions)  # 0.0, never -0.0, when nothing was lost

    @property
    def luck(self) -> float:
        return sum(c.luck for c in self.chance)

    def to_json(self) -> dict:
        return {"game": self.game, "seat": self.seat, "value": self.value, "start": self.start,
                "end": self.end, "skill": self.skill, "luck": self.luck, "par": dict(self.par),
                "decisions": [d.to_json() for d in self.decisions],
                "chance": [c.to_json() for c in self.chance]}


def interpolate(knots: Sequence[tuple[float, float]], x: float) -> float:
    """A calibration map's value at ``x``: linear between the knots ``(x, y)`` (increasing x),
    flat beyond the first and the last (the Similo and Similis values' maps)."""
    if x <= knots[0][0]:
        return knots[0][1]
    for (x0, y0), (x1, y1) in pairwise(knots):
        if x <= x1:
            return y0 + (y1 - y0) * (x - x0) / (x1 - x0)
    return knots[-1][1]


def check_identity(review: Review, tolerance: float = 1e-9) -> float:
    """``end - start - (luck - sum of losses)``: 0 to rounding for a consistent review."""
    gap = review.end - review.start - (review.luck + review.skill)
    if abs(gap) > tolerance:
        raise AssertionError(f"end - start != luck - losses by {gap}")
    return gap


def check_seat(seat: int | None, players: int) -> int:
    """The seat to review (0 when not given); BadInput when the game has no such seat."""
    if seat is None:
        return 0
    if not 0 <= seat < players:
        raise BadInput(f"--seat must be between 0 and {players - 1} (the game has {players} "
                       f"player{'s' if players > 1 else ''}), not {shown(str(seat), 12)}")
    return seat


class NotReviewable(BadInput):
    """A game the review has no model for yet (the command line says so alone, exit 2)."""


def not_finished(moves: int) -> BadInput:
    return BadInput(f"a review needs a finished game: the log stops after {moves} moves, before the end")


def run_steps(work: Generator[tuple[int, int], None, Review]) -> Review:
    """The review a stepped computation (a game's ``review_steps``) returns, all steps at once."""
    while True:
        try:
            next(work)
        except StopIteration as done:
            return done.value


def review_steps(module: Any, data: Any, seat: int | None = None) -> Generator[tuple[int, int], None, Review]:
    """The review of ``module`` (a game's ``Rules.review``) a step at a time, for a page that
    paints its progress between steps: yields ``(done, total)``, returns the :class:`Review`.
    A module with its own ``review_steps(data, seat)`` does its work in those steps; any other
    in one step (``review(data, seat)``)."""
    own = getattr(module, "review_steps", None)
    if own is not None:
        return (yield from own(data, seat))
    yield (0, 1)
    return module.review(data, seat)
