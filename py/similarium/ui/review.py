"""The review page of a finished game (issue 27, part 2), for every game whose rules declare a
review (``Rules.review``): a view of data, never of a session or a state.

:func:`view_model` turns a review (``core.review.Review.to_json()``) into rows and chart points;
:func:`render_review` draws them with the UI state (:class:`ReviewUI`: the decision shown, the
progress, the position's picture drawn by the game from that seat's observation). Every text
comes from the catalogue (``ui/review_texts.py``); every value reaching the markup is escaped.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from similarium.core.i18n import CATALOGUE, format_number, t
from similarium.core.review import label as label_of
from similarium.ui import review_texts  # noqa: F401  (the page's texts)
from similarium.ui.html import button, esc

LABELS = ("best", "good", "inaccuracy", "mistake", "blunder")
FLAGGED = ("inaccuracy", "mistake", "blunder")  # worth trying again
# the chart's drawing box (SVG user units); the points spread over the width, value 1 at the top
WIDTH, HEIGHT, PAD = 320.0, 120.0, 12.0


@dataclass(frozen=True)
class Row:
    """One decision as the page shows it."""

    number: int  # 1-based, in the order of the game
    index: int  # the move's index in the game's log
    round: int
    played: str
    best: str
    value_played: float
    value_best: float
    loss: float
    label: str
    why: str  # the reason's sentence, in the current language
    same: bool  # the move played was the advisor's best
    margin: float = 0.0  # half-width of the loss's 95% interval (estimated values); 0 when exact


@dataclass(frozen=True)
class Point:
    """A point of the value chart: the value after a decision (or at the start)."""

    number: int  # the decision's number (0: the start)
    x: float
    y: float
    value: float
    label: str


@dataclass(frozen=True)
class Model:
    game: str
    seat: int
    start: float
    end: float
    skill: float
    luck: float
    par: dict
    rows: tuple[Row, ...]
    points: tuple[Point, ...]


@dataclass
class ReviewUI:
    """What the page adds to the data: the decision shown (0: none), the progress of the
    computation, the position's picture and a message."""

    selected: int = 0
    progress: tuple[int, int] | None = None  # (done, total) while computing
    position: str = ""  # trusted markup: the game's own drawing of the seat's observation
    error: str = ""
    show: bool = False  # bring the decision shown into view (once, after it was chosen)
    seats: tuple[str, ...] = field(default_factory=tuple)  # the players' names, in seat order


def percent(p: float) -> str:
    """A share as points of percentage in the page's language: ``36.7`` (English), ``36,7`` (French)."""
    return format_number(100 * p, 1)


def signed(p: float) -> str:
    """Points of percentage with their sign: ``+3.4`` / ``-0.2`` (``+3,4`` in French)."""
    points = round(100 * p, 1) + 0.0  # no "-0.0"
    return ("+" if points >= 0 else "-") + format_number(abs(points), 1)


def readable_figures(params: dict) -> dict:
    """A reason's figures in the page's language: the rules write a percentage as ``"36.7"`` (the
    review's JSON, the command line); the page shows ``36,7`` in French."""
    out = dict(params)
    for key, value in params.items():
        if key.endswith(("percent", "risk")) and isinstance(value, str):
            try:
                out[key] = format_number(float(value), len(value.partition(".")[2]))
            except ValueError:
                pass
    return out


def chart_points(values: list[float]) -> tuple[Point, ...]:
    """The chart's points for the value at the start then after each decision: x spread over the
    width, y = 1 at the top, 0 at the bottom (labels filled in by :func:`view_model`)."""
    n = max(1, len(values) - 1)
    span_x, span_y = WIDTH - 2 * PAD, HEIGHT - 2 * PAD
    return tuple(Point(i, round(PAD + span_x * i / n, 2), round(PAD + span_y * (1 - min(1.0, max(0.0, v))), 2), v, "")
                 for i, v in enumerate(values))


def view_model(review: dict, move_text: Callable[[Any], str] = str,
               why_params: Callable[[dict], dict] = dict) -> Model:
    """The page's model of ``review`` (a ``Review.to_json()``): a row per decision (moves written
    by ``move_text``, the reason in words with ``why_params`` making its parameters readable)
    and the chart's points (the value at the start, then after each decision)."""
    rows = []
    for n, d in enumerate(review["decisions"], start=1):
        label = d["label"] if d["label"] in LABELS else "good"
        rows.append(Row(n, int(d["index"]), int(d["round"]), move_text(d["played"]), move_text(d["best"]),
                        float(d["value_played"]), float(d["value_best"]), float(d["loss"]), label,
                        t(d["why"], **why_params(readable_figures(dict(d.get("why_params") or {})))),
                        d["played"] == d["best"], max(0.0, float(d.get("margin") or 0.0))))
    values = [float(review["start"])] + [r.value_played for r in rows]
    points = tuple(Point(p.number, p.x, p.y, p.value, rows[p.number - 1].label if p.number else "")
                   for p in chart_points(values))
    return Model(review["game"], int(review["seat"]), float(review["start"]), float(review["end"]),
                 float(review["skill"]), float(review["luck"]), dict(review.get("par") or {}), tuple(rows), points)


# --- rendering ------------------------------------------------------------------------------
def render_progress(done: int, total: int) -> str:
    return (f'<div class="review-progress" data-testid="review-progress" role="status">'
            f'<p>{esc(t("review.progress", done=done, total=total))}</p>'
            f'<progress max="{max(1, total)}" value="{done}"></progress></div>')


def render_figures(m: Model) -> str:
    items = [("review.skill", signed(m.skill), "review-skill"), ("review.luck", signed(m.luck), "review-luck"),
             ("review.start", percent(m.start), "review-start"), ("review.end", percent(m.end), "review-end")]
    dl = "".join(f'<div><dt>{esc(t(k))}</dt><dd data-testid="{tid}">{esc(v)}</dd></div>' for k, v, tid in items)
    par = m.par
    if par.get("score") is not None:
        key = "review.par.won" if par.get("won") else "review.par.lost"
        dl += (f'<div><dt>{esc(t("review.par"))}</dt><dd data-testid="review-par">'
               f'{esc(t(key, score=par["score"]))}</dd></div>')
    return f'<dl class="review-figures">{dl}</dl><p class="review-note">{esc(t("review.figures_note"))}</p>'


def render_chart(m: Model, selected: int) -> str:
    """The value over the game: an SVG line, each decision a focusable point (Tab, or the arrow
    keys from one to the next; Enter or a click shows that decision)."""
    pts = m.points
    line = " ".join(f"{p.x},{p.y}" for p in pts)
    dots = []
    for p in pts[1:]:
        name = t("review.point", n=p.number, percent=percent(p.value), label=t(f"review.label.{p.label}"))
        sel = " selected" if p.number == selected else ""
        dots.append(f'<g class="review-point {esc(p.label)}{sel}" role="button" tabindex="0"'
                    f' data-action="review-go" data-arg="{p.number}" data-testid="review-point"'
                    f' aria-label="{esc(name)}"><title>{esc(name)}</title>'
                    f'<circle cx="{p.x}" cy="{p.y}" r="{7 if sel else 5}"/></g>')
    mid = PAD + (HEIGHT - 2 * PAD) / 2
    return (f'<figure class="review-chart" data-testid="review-chart"><figcaption>{esc(t("review.chart"))}'
            f'</figcaption><svg viewBox="0 0 {WIDTH:g} {HEIGHT:g}" role="group" data-arrows="review" aria-label="{esc(t("review.chart"))}">'
            f'<line class="axis" x1="{PAD}" y1="{mid}" x2="{WIDTH - PAD}" y2="{mid}"/>'
            f'<polyline class="value-line" points="{line}"/>{"".join(dots)}</svg></figure>')


def loss_text(r: Row) -> str:
    """The loss in points, with its margin where the values are estimates: ``7.1 ± 9.0``."""
    if r.margin > 0 and r.loss > 0:
        return f"{percent(r.loss)}\u00a0±\u00a0{percent(r.margin)}"  # never broken at the ±
    return percent(r.loss)


def margin_note(r: Row) -> str:
    """Why an estimated loss has a milder label than its size: it is labelled by the loss it
    surely is (:func:`similarium.core.review.label`), said in words; "" when the margin changed nothing."""
    if r.margin <= 0 or label_of(r.loss, r.margin) == label_of(r.loss):
        return ""
    sure = r.loss - r.margin
    key = "review.margin.maybe_none" if sure <= 0 else "review.margin.sure"
    text = t(key, loss=percent(r.loss), margin=percent(r.margin), sure=percent(max(0.0, sure)))
    return f'<p class="review-note" data-testid="review-margin">{esc(text)}</p>'


def _by_game(key: str, game: str) -> str:
    """``key.<game>`` where the game has its own word (SB and Similis count turns, not rounds)."""
    own = f"{key}.{game}"
    return own if CATALOGUE.has(own) else key


def render_table(m: Model, selected: int) -> str:
    """Each decision; also the chart's table alternative (its value column)."""
    head = "".join(f"<th scope=\"col\">{esc(t(k))}</th>" for k in (
        "review.col.n", "review.col.played", "review.col.best", "review.col.values", "review.col.loss",
        "review.col.label", "review.col.why"))
    col = {k: esc(t(f"review.col.{k}")) for k in ("played", "best", "values", "loss", "label", "why")}
    body = []
    round_key = _by_game("review.round", m.game)
    for r in m.rows:
        sel = ' class="selected" aria-current="true"' if r.number == selected else ""
        go = button(str(r.number), "review-go", r.number, testid="review-row-go",
                    title=t("review.go", n=r.number))
        body.append(f'<tr data-testid="review-row" data-label="{esc(r.label)}" data-n="{r.number}"{sel}>'
                    f'<th scope="row">{go}<span class="review-round" data-testid="review-round">'
                    f'{esc(t(round_key, round=r.round))}</span></th>'
                    f'<td data-col="{col["played"]}" data-testid="review-played">'
                    f'{esc(r.played)}</td><td data-col="{col["best"]}" data-testid="review-best">{esc(r.best)}</td>'
                    f'<td data-col="{col["values"]}">{esc(percent(r.value_played))} / {esc(percent(r.value_best))}</td>'
                    f'<td data-col="{col["loss"]}">{esc(loss_text(r))}</td>'
                    f'<td data-col="{col["label"]}"><span class="review-label {esc(r.label)}" data-testid="review-label">'
                    f'{esc(t("review.label." + r.label))}</span></td><td data-col="{col["why"]}">{esc(r.why)}</td></tr>')
    return (f'<div class="review-table-wrap"><table class="review-table" data-testid="review-table">'
            f'<caption>{esc(t("review.table"))}</caption><thead><tr>{head}</tr></thead>'
            f'<tbody>{"".join(body)}</tbody></table></div>')


def render_selected(m: Model, ui: ReviewUI) -> str:
    if not 1 <= ui.selected <= len(m.rows):
        return ""
    r = m.rows[ui.selected - 1]
    try_again = ("" if r.label not in FLAGGED else
                 button(t("review.try"), "review-try", r.number, cls="primary", testid="review-try"))
    prev = button(t("review.prev"), "review-go", r.number - 1, testid="review-prev", disabled=r.number <= 1)
    nxt = button(t("review.next"), "review-go", r.number + 1, testid="review-next", disabled=r.number >= len(m.rows))
    show = " data-show" if ui.show else ""
    return (f'<section class="review-detail" data-testid="review-detail" data-n="{r.number}"{show} '
            f'data-label="{esc(r.label)}" aria-labelledby="review-detail-h">'
            f'<h3 id="review-detail-h" tabindex="-1">{esc(t(_by_game("review.decision", m.game), n=r.number, round=r.round))}</h3>'
            f'<p><span class="review-label {esc(r.label)}">{esc(t("review.label." + r.label))}</span> '
            f'{esc(t("review.played_best", played=r.played, best=r.best))}</p><p>{esc(r.why)}</p>'
            f'{margin_note(r)}'
            f'<div class="review-position" data-testid="review-position">{ui.position}</div>'
            f'<p class="review-nav">{prev}{nxt}{try_again}</p></section>')


def render_review(m: Model | None, ui: ReviewUI) -> str:
    """The review view: progress while computing, then figures, chart, the decision shown, table."""
    seat = ui.seats[m.seat] if m is not None and m.seat < len(ui.seats) else ""
    head = (f'<h2 data-testid="review-title">{esc(t("review.title"))}</h2>'
            + (f'<p>{esc(t("review.seat", name=seat))}</p>' if seat and len(ui.seats) > 1 else ""))
    back = f'<p>{button(t("review.back"), "review-close", testid="review-close")}</p>'
    if ui.error:
        return f'<section class="review" data-testid="review">{head}<p class="feedback error" role="alert">' \
               f'{esc(ui.error)}</p>{back}</section>'
    if m is None:
        done, total = ui.progress or (0, 1)
        return f'<section class="review" data-testid="review">{head}{render_progress(done, total)}</section>'
    return (f'<section class="review" data-testid="review" data-ready="1">{head}{render_figures(m)}'
            f'{render_chart(m, ui.selected)}{render_selected(m, ui)}{render_table(m, ui.selected)}{back}</section>')


# --- "try again from here" ------------------------------------------------------------------
def _kind(move: Any) -> Any:
    return move.get("type") if isinstance(move, dict) else None


def _same_move(move: Any, best: Any) -> bool:
    """The move made is the advisor's: equal, or (a move written with its dice, e.g. SB's
    ``"roll 3,4 K1"``) the advisor's word followed by what the dice showed."""
    if move == best:
        return True
    return isinstance(move, str) and isinstance(best, str) and " " not in best and move.startswith(best + " ")


def practice_verdict(played: Any, best: Any, moves: list[Any], index: int) -> bool | None:
    """Whether the moves made from ``index`` (the decision's place in the log) are the advisor's
    ``best``: None while the decision is not made yet. A decision of several moves of one kind
    (SIMILI's booking: books, then the confirm) is made when a move of another kind follows."""
    if len(moves) <= index:
        return None
    if not isinstance(best, list):
        return _same_move(moves[index], best)
    items = [*best, *(played if isinstance(played, list) else [])]
    kinds = {_kind(b) for b in items} or {"book"}
    made = []
    for m in moves[index:]:
        if _kind(m) not in kinds:
            break
        made.append(m)
    else:
        return None  # the booking is still under way
    key = lambda m: repr(sorted(m.items())) if isinstance(m, dict) else repr(m)  # noqa: E731
    return sorted(map(key, made)) == sorted(map(key, best))
