"""Issue 29's views, as HTML strings (no DOM here): the Today view (``#/today``), a game's
distribution chart (SVG drawn here, every text escaped, with a text alternative), the way on
after a daily, and the result a link carries (``#/r?…``, :mod:`similarium.core.resultlink`).

Everything shown is computed from the stored results (:mod:`similarium.core.dailystats`)."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable, Mapping

from similarium.core.daily import DailyResult
from similarium.core.dailystats import Band, GameStats, game_stats
from similarium.core.i18n import CATALOGUE, format_date, t, tn
from similarium.core.resultlink import (
    ROUTE,
    LinkError,
    SharedResult,
    make_query,
    pack_moves,
)
from similarium.core.resultlink import parse as parse_link
from similarium.core.rng import daily_seed
from similarium.core.share import squares
from similarium.games import registry
from similarium.ui import today_messages  # noqa: F401 - registers the texts
from similarium.ui.html import esc

DAILY = "daily"
SITE = {"base": ""}  # the page's own address before its "#" (set by the app at boot); "": no link


def daily_games() -> list[registry.GameEntry]:
    return [g for g in registry.with_page() if DAILY in g.modes]


# --- the distribution chart -------------------------------------------------------------------

def band_label(band: Band) -> str:
    params = {"lo": band.lo, "hi": band.hi, "hi_plus": (band.hi or 0) + 1}
    if band.key == "stats.band.rounds":
        return tn(band.key, band.lo or 0, **params)
    return t(band.key, **params)


ROW, LABEL_W, BAR_W, AFTER = 24, 118, 100, 122  # AFTER: room after the longest bar for "2 · aujourd’hui"
CHAR_W = 7.4  # the labels' widest average character (12 px, bold for today's band, DejaVu Sans)


def distribution(gs: GameStats, title: str) -> str:
    """A bar a band (count of results in it), the marked band (today's result) highlighted and
    labelled; the SVG's text alternative lists every band and its count."""
    if not gs.bands or not sum(gs.counts):
        return f'<p class="note" data-testid="dist-{esc(gs.game)}-none">{esc(t("stats.chart.none"))}</p>'
    top = max(gs.counts)
    labels = [band_label(band) for band in gs.bands]
    label_w = max(LABEL_W, 8 + round(CHAR_W * max(map(len, labels))))  # "perdu, 3–5 restantes" fits
    alt_parts, rows = [], []
    for i, (label, n) in enumerate(zip(labels, gs.counts, strict=True)):
        marked = i == gs.marked
        alt_parts.append(t("stats.chart.today" if marked else "stats.chart.bar", label=label, n=n))
        y = i * ROW
        w = max(2, round(BAR_W * n / top)) if n else 0
        cls = "bar today" if marked else "bar"
        mark = f' · {t("stats.chart.mark")}' if marked else ""
        today_attr = ' data-today="1"' if marked else ""
        rows.append(f'<g data-band="{i}"{today_attr}>'
                    f'<text class="label" x="{label_w - 6}" y="{y + 16}" text-anchor="end">{esc(label)}</text>'
                    f'<rect class="{cls}" x="{label_w}" y="{y + 4}" width="{w}" height="{ROW - 8}" rx="2"></rect>'
                    f'<text class="count" x="{label_w + w + 5}" y="{y + 16}">{n}{esc(mark)}</text></g>')
    alt = t("stats.chart.alt", game=title, bands="; ".join(alt_parts))
    height = ROW * len(gs.bands)
    gid = esc(gs.game)
    return (f'<figure class="dist" data-testid="dist-{gid}"><figcaption>{esc(t("stats.chart.title", game=title))}'
            f' <small>({esc(t(f"stats.bands.{gs.game}"))})</small></figcaption>'
            f'<svg viewBox="0 0 {label_w + BAR_W + AFTER} {height}" width="100%" role="img" aria-labelledby="dist-{gid}-alt" '
            f'xmlns="http://www.w3.org/2000/svg"><title id="dist-{gid}-alt">{esc(alt)}</title>{"".join(rows)}</svg>'
            f'</figure>')


def stats_line(gs: GameStats) -> str:
    """Win streak and play streak, each named, then played, win % and the best win streak."""
    s = gs.stats
    return (f'<p class="streaks"><b data-testid="win-streak-{esc(gs.game)}">'
            f'{esc(tn("today.win_streak", s.current_win_streak))}</b> · '
            f'<span data-testid="play-streak-{esc(gs.game)}">{esc(tn("today.play_streak", s.current_streak))}</span></p>'
            f'<p class="note" data-testid="stats-{esc(gs.game)}">'
            f'{esc(t("today.stats", played=s.played, rate=s.win_rate, best=s.max_win_streak))}</p>')


# --- Today ----------------------------------------------------------------------------------

def _in_progress(repo: object, gid: str, today: _dt.date) -> bool:
    try:
        saved = repo.load_game(gid, DAILY)  # type: ignore[attr-defined]
    except Exception:  # noqa: BLE001 - an unreadable save is the game page's to tell
        return False
    return saved is not None and saved.options.get("day") == today.isoformat()


def next_daily(repo: object, today: _dt.date, after: str = "") -> str | None:
    """The first daily of today not played yet (the games after ``after`` first), or None."""
    games = [g.id for g in daily_games()]
    if after in games:
        k = games.index(after)
        games = games[k + 1:] + games[:k]
    for gid in games:
        try:
            if not repo.load_daily(gid).has_played(today):  # type: ignore[attr-defined]
                return gid
        except Exception:  # noqa: BLE001 - unreadable: its page says why
            continue
    return None


def way_on(repo: object, game: str, today: _dt.date) -> str:
    """After a daily: the next daily not played yet (primary), and Back to today."""
    nxt = next_daily(repo, today, after=game)
    out = ""
    if nxt is not None:
        out = (f'<a class="button primary" href="#/{esc(nxt)}/daily" data-testid="next-daily">'
               f'{esc(t("today.next", game=registry.get(nxt).name))}</a> ')
    cls = "button" if nxt is not None else "button primary"
    return (f'<nav class="way-on actions" data-testid="way-on">{out}<a class="{cls}" href="#/today" '
            f'data-testid="back-today">{esc(t("today.back"))}</a></nav>')


def _card(repo: object, entry: registry.GameEntry, today: _dt.date) -> str:
    gid = entry.id
    try:
        record = repo.load_daily(gid)  # type: ignore[attr-defined]
    except Exception:  # noqa: BLE001 - unreadable: its page says why
        return ""
    res = record.result_for(today)
    if res is not None:
        state, cls = t("today.state.won" if res.won else "today.state.lost", score=res.score), "won" if res.won else "lost"
        action = "today.see"
    elif _in_progress(repo, gid, today):
        state, cls, action = t("today.state.in_progress"), "in-progress", "today.resume"
    else:
        state, cls, action = t("today.state.to_play"), "to-play", "today.play"
    gs = game_stats(record, today)
    primary = " primary" if res is None else ""
    return (f'<li class="today-card {cls}" data-testid="today-{esc(gid)}"><h3>{esc(entry.name)}</h3>'
            f'<p class="state" data-testid="today-{esc(gid)}-state">{esc(state)}</p>{stats_line(gs)}'
            f'<p><a class="button{primary}" href="#/{esc(gid)}/daily" data-testid="today-{esc(gid)}-go">'
            f'{esc(t(action))}</a></p>{distribution(gs, entry.name)}</li>')


def countdown(seconds: int) -> str:
    """``hh:mm:ss`` to the next local midnight."""
    seconds = max(0, int(seconds))
    return f"{seconds // 3600:02d}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"


def render_today(repo: object, today: _dt.date, seconds_left: int) -> str:
    cards = "".join(_card(repo, g, today) for g in daily_games())
    done = next_daily(repo, today) is None
    done_html = f'<p class="all-done" data-testid="today-all-done">{esc(t("today.all_done"))}</p>' if done else ""
    return (f'<section class="today" data-testid="today" aria-labelledby="today-h"><h2 id="today-h">'
            f'{esc(t("today.heading", date=format_date(today)))}</h2><p>{esc(t("today.intro"))}</p>'
            f'<p class="countdown">{esc(t("today.countdown"))} <time data-testid="countdown" data-countdown '
            f'aria-label="{esc(t("today.countdown.label"))}">{countdown(seconds_left)}</time></p>{done_html}'
            f'<ul class="today-cards">{cards}</ul>'
            f'<p><a href="#/" data-testid="back">{esc(t("today.home"))}</a></p></section>')


# --- a result in a link ------------------------------------------------------------------------

def result_link(base: str, game: str, day: _dt.date, result: DailyResult, grid: list[list[int]],
                moves: list | None = None) -> str:
    """The share text's last line: ``<base>#/r?…`` ("" without a base or for a result no
    link can carry); with the game's ``moves`` (packed, hidden with the day's seed) when known,
    for the replay once the day is over (:mod:`similarium.ui.sharedgame`)."""
    if not base:
        return ""
    hints = result.summary.get("hints", 0) if isinstance(result.summary, Mapping) else 0
    try:
        packed = pack_moves(game, day, daily_seed(game, day), moves) if moves else ""
        query = make_query(SharedResult(game, day, result.score, result.won, int(hints or 0),
                                        tuple(tuple(row) for row in grid), packed))
    except (LinkError, TypeError, ValueError):
        return ""
    return f"{base}{ROUTE}?{query}"


def render_result(query: dict[str, str], today: _dt.date, first_line: Callable[[str, _dt.date, DailyResult], str],
                  played_today: Callable[[str], bool], refused: str = "") -> str:
    """What a result link says, or why it is refused (``refused``: the code of a link whose moves
    did not replay to its result, :mod:`similarium.ui.sharedgame`). Nothing of the deal: the first
    line of the share text, its squares, and the way to today's challenge (or, for a past day, the
    archive); the moves a link may carry are never unpacked here."""
    try:
        r = parse_link(query)
        if refused:
            raise LinkError(refused)
    except LinkError as err:
        return (f'<section class="shared-result" data-testid="result-refused" role="alert"><h2>'
                f'{esc(t("result.title"))}</h2><p class="feedback error">{esc(t("result.bad"))}</p>'
                f'<p>{esc(t(f"result.bad.{err.code}"))}</p><p><a class="button primary" href="#/today" '
                f'data-testid="back-today">{esc(t("today.link"))}</a></p></section>')
    line = first_line(r.game, r.day, DailyResult(r.score, r.won, {"hints": r.hints} if r.hints else None))
    grid = "\n".join(squares(row) for row in r.grid)
    text = line + ("\n" + grid if grid else "")
    legend = (f'<p class="note share-legend">{esc(t(f"{r.game}.share.legend"))}</p>'
              if grid and CATALOGUE.has(f"{r.game}.share.legend") else "")
    if r.day == today:
        key = "result.see_yours" if played_today(r.game) else "result.play_today"
        after = (f'<p><a class="button primary" href="#/{esc(r.game)}/daily" data-testid="result-play">'
                 f'{esc(t(key))}</a></p>')
    elif r.day < today:
        after = (f'<p>{esc(t("result.over"))}</p><p><a class="button primary" href="#/{esc(r.game)}/archive?day='
                 f'{r.day.isoformat()}" data-testid="result-archive">{esc(t("result.archive"))}</a> '
                 f'<a class="button" href="#/{esc(r.game)}/daily" data-testid="result-play">'
                 f'{esc(t("result.play_today"))}</a></p>')
    else:
        after = (f'<p>{esc(t("result.ahead"))}</p><p><a class="button primary" href="#/{esc(r.game)}/daily" '
                 f'data-testid="result-play">{esc(t("result.play_today"))}</a></p>')
    return (f'<section class="shared-result" data-testid="shared-result"><h2>{esc(t("result.title"))} · '
            f'{esc(registry.get(r.game).name)}</h2><p>{esc(format_date(r.day))}</p>'
            f'<pre data-testid="result-text">{esc(text)}</pre>{legend}<p class="note">{esc(t("result.claim"))}</p>'
            f'{after}</section>')
