"""The review of a finished game on a game page (issue 27, part 2), for every game whose rules
declare one (``Rules.review``): the skeleton (:class:`similarium.ui.page.GamePage`) calls these.

- ``review`` (a slow action): the review of the finished game shown, computed a step at a time
  (the review module's ``review_steps`` when it has one: the page paints its progress between
  steps), then the view ``review`` (:mod:`similarium.ui.review`);
- ``review-go`` N: decision N, with the table as it was then, drawn by the game
  (``render_position``) from the reviewed seat's observation, the log replayed to that move;
- ``review-try`` N: a practice game from that position (:class:`Practice` on the session), played
  on until the player makes the advisor's move; never saved, never recorded in a match or a daily;
- ``review-close`` / ``practice-back``: back to the finished game / to the review.

Today's daily is never reviewed before the day is over (its deal would be revealed).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from similarium.core.i18n import t
from similarium.core.protocol import GameLog
from similarium.core.replay import replay
from similarium.core.review import review_steps
from similarium.games import registry
from similarium.ui import review as view
from similarium.ui.hooks import DAILY
from similarium.ui.html import button, esc
from similarium.ui.pieces import Feedback, refused

ACTIONS = ("review-go", "review-try", "review-close", "practice-back")
# what a practice game keeps of the reviewed session: the rest is reset to its defaults
KEPT = frozenset(("mode", "players", "kinds", "seed", "options", "state", "day"))


@dataclass
class Practice:
    """A practice game's goal: the decision ``number`` at move ``index`` of the log, where the
    advisor's ``best`` (log form) was better than ``played``; ``state`` is that position."""

    number: int
    index: int
    played: Any
    best: Any
    best_text: str
    state: Any
    found: bool = False
    shown: bool = False  # the banner was brought into view once


@dataclass
class Reviewing:
    """A review under way or shown: the finished ``session``, its log, the seat reviewed."""

    session: Any
    log: GameLog
    seat: int
    module: str
    back: Any = None  # the page's own game, when the game reviewed is another (a friend's: ui.challenge)
    job: Iterator[tuple[int, int]] | None = None
    result: Any = None  # the core Review once computed
    model: view.Model | None = None
    ui: view.ReviewUI = field(default_factory=view.ReviewUI)


def reviewable(page: Any, s: Any) -> str:
    """"ok" when the finished game ``s`` can be reviewed now, "tomorrow" for today's daily, ""
    when its game has no review (or no log)."""
    if s is None or not s.finished or getattr(s, "practice", None) is not None:
        return ""
    if not registry.get(page.GAME).load_rules().review or not hasattr(getattr(s, "state", None), "log"):
        return ""
    if s.mode == DAILY and (s.day is None or s.day >= page.today()):
        return "tomorrow"
    return "ok"


def over_html(page: Any, s: Any) -> str:
    """Under a finished game: the "Review this game" button, or when it opens (today's daily)."""
    practice = getattr(s, "practice", None) if s is not None else None
    if practice is not None:
        return (f'<p class="practice-over" data-testid="practice-over">{esc(t("practice.over"))}</p>'
                f'<p>{button(t("practice.back"), "practice-back", cls="primary", testid="practice-back")}</p>')
    can = reviewable(page, s)
    if can == "ok":
        return f'<p class="review-open">{button(t("review.open"), "review", cls="primary", testid="review-open")}</p>'
    if can == "tomorrow":
        return f'<p class="review-open" data-testid="review-tomorrow">{esc(t("review.tomorrow"))}</p>'
    return ""


def _seat(s: Any) -> int:
    kinds = getattr(s, "kinds", None) or []
    return next((i for i, k in enumerate(kinds) if k == "human"), 0)


def begin(page: Any, other: Any = None) -> bool:
    """Start reviewing the finished game shown (the view ``review`` shows the progress); or,
    ``other``, another finished game of the same deal (a friend's), the page's own kept to go back to."""
    s = page.session
    if page.view != "game" or reviewable(page, s) != "ok":
        return False
    shown = s if other is None else other
    log = shown.state.log()
    rv = Reviewing(shown, log, _seat(shown), registry.get(page.GAME).load_rules().review,
                   back=None if other is None else s)
    rv.ui = view.ReviewUI(progress=(0, 1), seats=tuple(getattr(s, "players", ()) or log.players))
    page.reviewing, page.view = rv, "review"
    return True


def steps(page: Any) -> Iterator[None]:
    """The review's work a step at a time (the page paints the progress between steps)."""
    import importlib

    rv = page.reviewing
    if rv is None or rv.result is not None:
        return
    gen = review_steps(importlib.import_module(rv.module), rv.log.to_json(), rv.seat)
    while True:
        try:
            rv.ui.progress = next(gen)
        except StopIteration as stop:
            rv.result = stop.value
            return
        except ValueError as err:  # BadInput, NotReviewable, a log that does not replay
            rv.ui.error = t("review.unavailable", reason=str(err))
            return
        yield None


def finish(page: Any) -> None:
    rv = page.reviewing
    if rv is None:
        return
    if rv.result is None and not rv.ui.error:
        for _ in steps(page):  # not worked in steps (e.g. the host tests): all at once
            pass
    if rv.result is not None and rv.model is None:
        rv.model = view.view_model(rv.result.to_json(), page.review_move_text, page.review_why_params)
    rv.ui.progress = None


def position_html(page: Any, rv: Reviewing, index: int) -> str:
    """The table at move ``index`` of the log, drawn by the game from the seat's observation."""
    rules = registry.get(page.GAME).load_rules()
    state = replay(rules, dataclasses.replace(rv.log, moves=rv.log.moves[:index]))
    return page.render_position(state.observation(rv.seat))


def render(page: Any) -> str:
    rv = page.reviewing
    if rv is None:
        return ""
    html = view.render_review(rv.model, rv.ui)
    rv.ui.show = False  # brought into view once, not at every render
    return html


def practice_session(s: Any, state: Any) -> Any:
    """A copy of the session ``s`` at ``state``: the same seats and options, the device's
    selections, hints and feedback reset."""
    out = dataclasses.replace(s, state=state)
    for f in dataclasses.fields(out):
        if f.name in KEPT:
            continue
        if f.default is not dataclasses.MISSING:
            setattr(out, f.name, f.default)
        elif f.default_factory is not dataclasses.MISSING:
            setattr(out, f.name, f.default_factory())
    return out


def other_game(page: Any, s: Any, moves: Any, **log: Any) -> Any:
    """Another game on the session ``s``'s deal (a friend's, a past one of the match): the log of
    ``s`` with ``moves`` (and any other ``log`` fields: options, seed) replayed by the page's
    game, as a copy of ``s`` (:func:`practice_session`); ValueError and friends when it cannot be."""
    state = replay(registry.get(page.GAME).load_rules(), dataclasses.replace(s.state.log(), moves=moves, **log))
    return practice_session(s, state)


def act(page: Any, action: str, arg: str) -> str | None:
    rv = page.reviewing
    home = None if rv is None else rv.session if rv.back is None else rv.back  # never a friend's game
    if action == "practice-back":
        if rv is not None and rv.model is not None:
            page.session, page.view = home, "review"
        return None
    if rv is None or page.view != "review":
        return None
    if action == "review-close":
        page.session, page.view = home, "game"
        return None
    m = rv.model
    try:
        n = int(arg)
    except ValueError:
        return None
    if m is None or not 1 <= n <= len(m.rows):
        return None
    row = m.rows[n - 1]
    if action == "review-go":
        rv.ui.selected, rv.ui.show = n, True
        rv.ui.position = position_html(page, rv, row.index)
        return None
    if action == "review-try" and row.label in view.FLAGGED:
        d = rv.result.decisions[n - 1]
        rules = registry.get(page.GAME).load_rules()
        state = replay(rules, dataclasses.replace(rv.log, moves=rv.log.moves[:row.index]))
        goal = Practice(n, row.index, d.played, d.best, row.best, state)
        p = practice_session(rv.session, state)
        p.practice = goal
        page.session, page.view = p, "game"
    return None


def banner(page: Any, s: Any) -> str:
    """Above a practice game: what to find, and the way back to the review."""
    goal = getattr(s, "practice", None)
    if goal is None:
        return ""
    show = "" if goal.shown else " data-show"
    goal.shown = True
    return (f'<aside class="practice" data-testid="practice"{show}><p>{esc(t("practice.title", n=goal.number, best=goal.best_text))}'
            f'</p><p>{button(t("practice.back"), "practice-back", testid="practice-back")}</p></aside>')


def after_move(page: Any, s: Any) -> None:
    """A move of a practice game: once the decision is made, say whether it is the advisor's;
    if not, set the position again."""
    goal = s.practice
    if goal.found:
        return
    moves = [m[1] for m in s.moves_json()]  # [seat, move] pairs: the log's moves
    verdict = view.practice_verdict(goal.played, goal.best, moves, goal.index)
    if verdict is None:
        return
    if verdict:
        goal.found = True
        s.feedback = Feedback("info", t("practice.found"), "practice.found")
        return
    fresh = practice_session(s, goal.state)
    for f in dataclasses.fields(s):
        setattr(s, f.name, getattr(fresh, f.name))
    s.feedback = refused("practice.again")
