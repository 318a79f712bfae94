"""SB's advice panel: each choice with its win chance (2 players: the race model; the daily: the
chance to reach 40) beside its exact expected turn score, the recommendation (always the first
row) with its value, and one reason from the catalogue (:mod:`similarium.games.sb.advice`)."""

from __future__ import annotations

import importlib

from similarium.core.advice import Advice
from similarium.core.i18n import format_number, format_percent, t
from similarium.games.sb.protocol import SBObservation
from similarium.ui.advice import reason_text
from similarium.ui.html import attrs, esc
from similarium.ui.sb.session import Session, Ui, advisor_ready


def _advice(view: SBObservation) -> tuple[Advice, str]:
    from similarium.games.sb import advice

    importlib.import_module(advice.TEXTS)
    daily_game = view.challenge == "daily"
    g = view.game
    a = advice.advise(g, g.current_player, daily_game)
    kind = "points" if a.unit == "points" else ("target" if daily_game else "win")
    return a, kind


def needs_work(s: Session) -> bool:
    """True when the advice of the seat to move needs its turn solved first (slow: the page
    shows progress, :func:`prepare`), i.e. a win model applies and this turn is not solved yet."""
    from similarium.games.sb import advice

    if s.finished or s.bot_turn:
        return False
    g = s.view().game
    return not advice.ready(g, g.current_player, s.state.challenge == "daily")


def prepare(s: Session) -> None:
    from similarium.games.sb import advice

    g = s.view().game
    if not s.finished and not s.bot_turn:
        advice.prepare(g, g.current_player, s.state.challenge == "daily")


def _choice_word(cid: str) -> str:
    return t(f"sb.advice.{cid}") if cid in ("roll", "stop") else cid


def render_advice(view: SBObservation, ui: Ui) -> str:
    if ui.pending:
        text = t("sb.advice.computing") if ui.pending == "advice" else t("sb.bot.thinking")
        return (f'<div class="hint" data-testid="advice-panel" aria-busy="true"><progress></progress> '
                f'{esc(text)}</div>')
    if not ui.advice or view.over or not advisor_ready():
        return ""
    if ui.bot_turn(view):
        return f'<div class="hint" data-testid="advice-panel"><p>{esc(t("sb.advice.bot_turn"))}</p></div>'
    turn = view.game.turn
    try:
        advice, kind = _advice(view)
    except Exception as err:  # noqa: BLE001 - a failing advisor must not break the game
        return f'<div class="hint" data-testid="advice-panel"><p>{esc(str(err) or type(err).__name__)}</p></div>'
    win = kind != "points"
    head = f'<h3>{esc(t("sb.advice.title." + kind if win else "sb.advice.title"))}</h3>'
    note = f'<p class="note">{esc(t("sb.advice.model." + kind if win else "sb.advice.note"))}</p>'
    top = advice.choices[0]
    rec = t(f"sb.advice.recommended.{kind}", choice=_choice_word(top.id), chance=format_percent(top.value, 1),
            points=format_number(top.extra["points"], 2))
    why = (f'<p data-testid="advice-best">{esc(rec)}</p><p class="why" data-testid="advice-reason" '
           f'data-code="{esc(advice.reason.code)}">{esc(t("advice.reason", reason=reason_text(advice.reason)))}</p>')
    win_head = f'<th scope="col">{esc(t("sb.advice." + kind))}</th>' if win else ""

    def win_cell(value: float) -> str:
        return f'<td>{esc(format_percent(value, 1))}</td>' if win else ""

    if turn.roll is not None:
        chosen = str(ui.selected.dice) if ui.selection else None
        rows = []
        for i, c in enumerate(advice.choices):
            pick = (f'<button{attrs(type="button", data_action="pick", data_arg=c.id, data_testid="advice-pick", aria_label=t("sb.advice.pick.label", dice=c.id))}>'
                    f'{esc(t("sb.advice.pick"))}</button>')
            mark = c.id == chosen
            rows.append(f'<tr{attrs(class_="chosen" if mark else ("best" if i == 0 else None), aria_current="true" if mark else None, data_testid="advice-option", data_aside=c.id, data_value=repr(c.extra["points"]), data_win=repr(c.value) if win else None, data_rank=i + 1)}>'
                        f'<th scope="row">{esc(c.id)}</th>{win_cell(c.value)}<td>{esc(format_number(c.extra["points"], 3))}</td>'
                        f'<td>{esc(t("sb.advice.then." + c.extra["then"]))}</td><td>{pick}</td></tr>')
        table = (f'<div class="table-scroll"><table class="advice"><caption>{esc(t("sb.advice.caption"))}</caption>'
                 f'<thead><tr><th scope="col">{esc(t("sb.advice.option"))}</th>{win_head}'
                 f'<th scope="col">{esc(t("sb.advice.value"))}</th><th scope="col">{esc(t("sb.advice.then"))}</th>'
                 f'<th scope="col">{esc(t("sb.advice.choice"))}</th></tr></thead><tbody>{"".join(rows)}</tbody>'
                 f'</table></div>')
        return f'<div class="hint" data-testid="advice-panel">{head}{why}{table}{note}</div>'
    cells = {c.id: c for c in advice.choices}
    rows = []
    for what, missing in (("stop", "sb.advice.not_allowed"), ("roll", "sb.advice.nothing_left")):
        c = cells.get(what)
        points = c.extra["points"] if c else None
        shown = format_number(points, 3) if points is not None else t(missing)
        rows.append((0 if c is top else 1, f'<tr{attrs(data_testid=f"advice-{what}", data_value="" if points is None else repr(points), data_win=repr(c.value) if c and win else None, class_="best" if c is top else None)}>'
                     f'<th scope="row">{esc(t(f"sb.advice.{what}"))}</th>{win_cell(c.value) if c else ("<td></td>" if win else "")}<td>{esc(shown)}</td></tr>'))
    body = "".join(r for _, r in sorted(rows, key=lambda r: r[0]))
    return (f'<div class="hint" data-testid="advice-panel">{head}{why}<div class="table-scroll"><table class="advice">'
            f'<caption>{esc(t("sb.advice.caption.roll"))}</caption><thead><tr>'
            f'<th scope="col">{esc(t("sb.advice.choice"))}</th>{win_head}<th scope="col">{esc(t("sb.advice.value"))}</th>'
            f'</tr></thead><tbody>{body}</tbody></table></div>{note}</div>')
