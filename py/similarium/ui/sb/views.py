"""SB views around the game: the mode menu, the setup forms, the daily's "already played" page.

The match and daily panels, the seed field and the feedback line are the shared ones
(:mod:`similarium.ui.pieces`).
"""

from __future__ import annotations

import datetime as _dt

from similarium.core.i18n import format_date, t, tn
from similarium.ui.hooks import TABLE
from similarium.ui.html import attrs, button, esc
from similarium.ui.pieces import error_line, seed_field
from similarium.ui.sb.session import BOT_KINDS, DAILY, DAILY_PAR, DAILY_TURNS, KINDS, SOLO


def render_menu(resume: dict[str, bool]) -> str:
    links = []
    for mode, cls in ((SOLO, "button primary"), (DAILY, "button"), (TABLE, "button")):
        label = t(f"sb.mode.{mode}") + (f" · {t('home.resume')}" if resume.get(mode) else "")
        links.append(f'<li><a class="{cls}" href="#/sb/{mode}" data-testid="sb-{mode}">{esc(label)}</a> '
                     f'<small>{esc(t(f"sb.mode.{mode}.help", par=DAILY_PAR))}</small></li>')
    return (f'<section class="setup sb-menu" data-testid="sb-menu"><h2>{esc(t("sb.title"))} · '
            f'{esc(t("sb.subtitle"))}</h2><p>{esc(t("sb.menu.intro", target=60))}</p>'
            f'<p class="rules">{esc(t("sb.menu.rules"))}</p><ul class="modes">{"".join(links)}</ul>'
            f'<p><a href="#/sb/archive" data-testid="sb-archive">{esc(t("daily.archive.link"))}</a> · <a href="#/how/sb" data-testid="howto-link">{esc(t("howto.link"))}</a></p>'
            f'<p><a href="#/" data-testid="back">{esc(t("sb.back"))}</a></p></section>')


def _kind_select(field: str, kind: str, kinds: tuple[str, ...], testid: str) -> str:
    options = "".join(f'<option value="{k}"{" selected" if k == kind else ""}>{esc(t(f"sb.kind.{k}"))}</option>'
                      for k in kinds)
    return f'<select data-field="{field}" data-testid="{testid}">{options}</select>'


def render_setup(mode: str, seats: list[tuple[str, str]], seed: int, error: str, match_html: str) -> str:
    """Solo: your name and the bot you play; table: 2-6 seats, each a name and who plays it."""
    rows = []
    if mode == SOLO:
        name, _ = seats[0]
        _, bot = seats[1]
        rows.append(f'<label>{esc(t("sb.setup.you"))} <input data-field="name-0" data-testid="name-0" '
                    f'value="{esc(name)}" maxlength="40" data-enter="start"></label>')
        rows.append(f'<label>{esc(t("sb.setup.opponent"))} {_kind_select("kind-1", bot, BOT_KINDS, "kind-1")}</label>')
    else:
        for i, (name, kind) in enumerate(seats):
            rows.append(f'<fieldset class="seat"><legend>{esc(t("sb.setup.seat", n=i + 1))}</legend>'
                        f'<label>{esc(t("sb.setup.name"))} <input data-field="name-{i}" data-testid="name-{i}" '
                        f'value="{esc(name)}" maxlength="40" data-enter="start"></label> <label>{esc(t("sb.setup.kind"))} '
                        f'{_kind_select(f"kind-{i}", kind, KINDS, f"kind-{i}")}</label></fieldset>')
        rows.append('<div class="actions">'
                    + button(t("sb.setup.add"), "seat-add", testid="seat-add", disabled=len(seats) >= 6)
                    + button(t("sb.setup.remove"), "seat-remove", testid="seat-remove",
                             disabled=len(seats) <= 2) + "</div>")
    err = error_line(error)
    seed = seed_field(seed)  # Enter in it starts the game
    return (f'<form class="setup" data-testid="setup"><h2>{esc(t("sb.setup.title"))} · '
            f'{esc(t(f"sb.mode.{mode}"))}</h2><p>{esc(t(f"sb.mode.{mode}.help", par=DAILY_PAR))}</p>'
            f'{"".join(rows)}{seed}{err}<div class="actions">'
            f'{button(t("sb.setup.start"), "start", cls="primary", testid="start")}'
            f'<a class="button" href="#/sb" data-testid="sb-menu-link">{esc(t("sb.menu"))}</a>'
            f'<a class="button" href="#/" data-testid="back">{esc(t("sb.back"))}</a></div></form>{match_html}')


def daily_turns_table(turns: list[int]) -> str:
    """The daily's final state: each turn's points (0: a bust), and the total."""
    if not turns:
        return ""
    rows = "".join(f'<tr data-testid="daily-turn"><th scope="row">{n}</th>'
                   f'<td>{esc(str(p)) if p else esc(t("sb.daily.bust"))}</td></tr>'
                   for n, p in enumerate(turns, 1))
    total = sum(turns)
    return (f'<table class="standings daily-turns" data-testid="daily-turns"><caption>{esc(t("sb.daily.turns"))}'
            f'</caption><thead><tr><th scope="col">{esc(t("sb.daily.col.turn"))}</th>'
            f'<th scope="col">{esc(t("sb.daily.col.points"))}</th></tr></thead><tbody>{rows}</tbody>'
            f'<tfoot><tr><td colspan="2">{esc(tn("sb.daily.total", total, total=total, par=DAILY_PAR))}</td></tr>'
            f'</tfoot></table>')


def render_daily_done(day: _dt.date, score: int, won: bool, panel: str, turns: list[int] | None = None) -> str:
    """Today's daily, already played: the result, each turn's points (when the record has them),
    the daily panel, and the way back (the SB menu, all games)."""
    head = (t("sb.daily.done.won", total=score, turns=DAILY_TURNS, par=DAILY_PAR) if won
            else tn("sb.daily.done.lost", score, total=score, turns=DAILY_TURNS, par=DAILY_PAR))
    title = t("sb.over.title.won") if won else t("sb.over.title")
    return (f'<div class="simili-game sb-game" data-testid="daily-done"><header class="game-bar">'
            f'<h2>{esc(t("sb.title"))}</h2><p>{esc(t("daily.date", date=format_date(day)))}</p></header>'
            f'<div class="over{" won" if won else ""}"><h3{attrs(class_="over-title", data_testid="over-title")}>{esc(title)}</h3>'
            f'<p{attrs(class_="result", data_testid="result")}>{esc(head)}</p>{daily_turns_table(turns or [])}</div>'
            f'<p>{esc(t("daily.already_played"))}</p>{panel}'
            f'<div class="actions"><a class="button" href="#/sb" data-testid="sb-menu-link">{esc(t("sb.menu"))}</a>'
            f'<a class="button" href="#/" data-testid="back">{esc(t("sb.back"))}</a></div></div>')
