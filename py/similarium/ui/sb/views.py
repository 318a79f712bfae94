"""SB views around the game: the mode menu, the setup forms, the match table, the daily panel."""

from __future__ import annotations

import datetime as _dt

from similarium.core.daily import DailyRecord
from similarium.core.i18n import t
from similarium.core.match import Match
from similarium.core.rng import format_seed
from similarium.ui.html import attrs, button, esc
from similarium.ui.sb.session import BOT_KINDS, DAILY, DAILY_PAR, DAILY_TURNS, KINDS, SOLO, TABLE


def render_menu(resume: dict[str, bool]) -> str:
    links = []
    for mode, cls in ((SOLO, "button primary"), (DAILY, "button"), (TABLE, "button")):
        label = t(f"sb.mode.{mode}") + (f" · {t('home.resume')}" if resume.get(mode) else "")
        links.append(f'<li><a class="{cls}" href="#/sb/{mode}" data-testid="sb-{mode}">{esc(label)}</a> '
                     f'<small>{esc(t(f"sb.mode.{mode}.help", par=DAILY_PAR))}</small></li>')
    return (f'<section class="setup sb-menu" data-testid="sb-menu"><h2>{esc(t("sb.title"))} · '
            f'{esc(t("sb.subtitle"))}</h2><p>{esc(t("sb.menu.intro", target=60))}</p>'
            f'<p class="rules">{esc(t("sb.menu.rules"))}</p><ul class="modes">{"".join(links)}</ul>'
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
                    f'value="{esc(name)}" maxlength="40"></label>')
        rows.append(f'<label>{esc(t("sb.setup.opponent"))} {_kind_select("kind-1", bot, BOT_KINDS, "kind-1")}</label>')
    else:
        for i, (name, kind) in enumerate(seats):
            rows.append(f'<fieldset class="seat"><legend>{esc(t("sb.setup.seat", n=i + 1))}</legend>'
                        f'<label>{esc(t("sb.setup.name"))} <input data-field="name-{i}" data-testid="name-{i}" '
                        f'value="{esc(name)}" maxlength="40"></label> <label>{esc(t("sb.setup.kind"))} '
                        f'{_kind_select(f"kind-{i}", kind, KINDS, f"kind-{i}")}</label></fieldset>')
        rows.append('<div class="actions">'
                    + button(esc(t("sb.setup.add")), "seat-add", testid="seat-add", disabled=len(seats) >= 6)
                    + button(esc(t("sb.setup.remove")), "seat-remove", testid="seat-remove",
                             disabled=len(seats) <= 2) + "</div>")
    err = (f'<p class="feedback error" role="alert" data-testid="feedback">{esc(error)}</p>' if error else "")
    return (f'<form class="setup" data-testid="setup" onsubmit="return false"><h2>{esc(t("sb.setup.title"))} · '
            f'{esc(t(f"sb.mode.{mode}"))}</h2><p>{esc(t(f"sb.mode.{mode}.help", par=DAILY_PAR))}</p>'
            f'{"".join(rows)}<label>{esc(t("seed.label"))} <input data-field="seed" data-testid="seed-input" '
            f'value="{esc(format_seed(seed))}" inputmode="numeric" placeholder="{esc(t("seed.placeholder"))}">'
            f'</label><small>{esc(t("seed.help"))}</small>{err}<div class="actions">'
            f'{button(esc(t("sb.setup.start")), "start", cls="primary", testid="start")}'
            f'<a class="button" href="#/sb">{esc(t("sb.back"))}</a></div></form>{match_html}')


def render_match(match: Match | None) -> str:
    if match is None or not match.games:
        return ""
    rows = []
    for st in match.standings():
        rows.append(f'<tr data-testid="match-row"><td>{st.rank}</td><th>{esc(st.player)}</th>'
                    f'<td data-testid="match-total">{st.total}</td><td>{st.wins}</td>'
                    f'<td class="why">{esc(st.explain() or "")}</td></tr>')
    if match.needs_another_game():
        msg = t("match.play_another")
    else:
        winner = match.winner()
        msg = t("match.winner", player=winner, total=max(match.totals())) if winner else ""
    games = " · ".join(" / ".join(str(sc) for sc in g.scores) for g in match.games)
    n = len(match.games)
    return (f'<section class="match" data-testid="match"><h3>{esc(t("match.title"))} · '
            f'{esc(t("match.games.one" if n == 1 else "match.games.other", n=n))}</h3>'
            f'<p class="note">{esc(t("sb.match.rule"))}</p>'
            f'<table><tr><th>{esc(t("match.rank"))}</th><th></th><th>{esc(t("match.total"))}</th>'
            f'<th>{esc(t("match.won"))}</th><th></th></tr>{"".join(rows)}</table>'
            f'<p data-testid="match-games">{esc(games)}</p><p>{esc(msg)}</p>'
            f'{button(esc(t("match.new")), "new-match", testid="new-match")}</section>')


def render_daily_panel(record: DailyRecord, day: _dt.date, today: _dt.date, share: str) -> str:
    stats = record.stats(today)
    cells = [("daily.stats.played", stats.played), ("daily.stats.wins", stats.wins),
             ("daily.stats.current_streak", stats.current_streak), ("daily.stats.max_streak", stats.max_streak)]
    table = "".join(f'<div><b data-testid="stat-{k.split(".")[-1]}">{n}</b><span>{esc(t(k))}</span></div>'
                    for k, n in cells)
    return (f'<section class="daily" data-testid="daily"><p class="note">{esc(t("sb.daily.fair"))}</p>'
            f'<pre data-testid="share-text">{esc(share)}</pre>'
            f'{button(esc(t("daily.share")), "share", share, testid="share")}<div class="stats">{table}</div></section>')


def render_daily_done(day: _dt.date, score: int, won: bool, panel: str) -> str:
    head = t("sb.daily.done.won" if won else "sb.daily.done.lost", total=score, turns=DAILY_TURNS, par=DAILY_PAR)
    return (f'<div class="simili-game sb-game" data-testid="daily-done"><header class="game-bar">'
            f'<h2>{esc(t("sb.title"))}</h2><p>{esc(t("daily.date", date=day.isoformat()))}</p></header>'
            f'<p{attrs(data_testid="result")}>{esc(head)}</p><p>{esc(t("daily.already_played"))}</p>{panel}'
            f'<p><a href="#/sb">{esc(t("sb.back"))}</a></p></div>')
