"""Page pieces every game shares, as HTML strings and small readers (no DOM):

- :func:`feedback_line` / :func:`error_line`: the answer to the last action (``role=alert``
  for a refusal, ``role=status`` for information);
- :func:`seed_field`, :func:`read_seed`, :func:`check_seed`, :func:`fresh_seed`: the seed
  field, and the rule that a daily's seed is not accepted elsewhere before its day is over;
- :func:`link_choice`, :func:`link_number`: a share link's other values, read without ever
  raising anything but a ValueError whose text is the refusal to show;
- :func:`players_field`, :func:`names_from_text`, :func:`check_players`: the players form;
- :func:`match_panel`: standings, tie-break explanation, "new match";
- :func:`daily_panel`, :func:`archive_view`, :func:`parse_archive_day`,
  :func:`archive_over`: the daily's share text and statistics, and the ARCHIVE of past days
  (played under the daily rules, never counted nor recorded).

Dates shown to a person go through :func:`similarium.core.i18n.format_date` (``22/11/2026``
in French); routes, ``data-day`` attributes, the date field and share texts keep ``YYYY-MM-DD``.

The privacy screen is in :mod:`similarium.ui.privacy`. Every text comes from the catalogue
and is escaped here; buttons are built with :func:`_button`, which escapes its label.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from similarium.core.daily import DailyRecord, upcoming_daily_day
from similarium.core.errors import IllegalMove
from similarium.core.i18n import CATALOGUE, format_date, language, t, tn
from similarium.core.match import Match
from similarium.core.refusals import refusal_text
from similarium.core.rng import SEED_MAX, format_seed, parse_seed
from similarium.ui import calendar, today_messages  # noqa: F401 - today_messages: the named streaks' texts
from similarium.ui.html import attrs, button, esc

__all__ = ["Feedback", "after_daily", "archive_over", "archive_view", "check_players", "check_seed", "daily_panel",
           "error_line", "feedback_line", "fresh_seed", "games_line", "link_choice", "link_number", "match_panel",
           "names_from_text", "quoted", "refusal", "refused",
           "parse_archive_day", "players_field", "read_seed", "seed_field", "sentences"]


ONE_DAY = _dt.timedelta(days=1)



# --- feedback line ---------------------------------------------------------------------------

@dataclass
class Feedback:
    """The answer to the last action: a refusal's reason, or a piece of information."""

    kind: str  # "error" | "info"
    text: str
    code: str = ""


def refusal(err: IllegalMove) -> Feedback:
    """What a page shows of a refused action: its reason worded by
    :func:`~similarium.core.refusals.refusal_text` (card ids named, in the player's language)."""
    return Feedback("error", refusal_text(err), err.code)


def refused(code: str, /, **params: Any) -> Feedback:
    """A refusal of the page's own (nothing to undo, a choice still missing, a help the daily does
    not give): its code and data, worded as every refusal is (:func:`refusal`; a plural by ``n``)."""
    return refusal(IllegalMove(code, code, **params))


def feedback_line(fb: Feedback | None) -> str:
    """The feedback line: always present (so screen readers hear it change), empty when quiet."""
    if fb is None or not fb.text:
        return '<p class="feedback" data-testid="feedback" role="status"></p>'
    role = "alert" if fb.kind == "error" else "status"
    return (f'<p{attrs(class_=f"feedback {fb.kind}", data_testid="feedback", data_code=fb.code or None, role=role)}>'
            f"{esc(fb.text)}</p>")


def error_line(text: str, code: str = "") -> str:
    """A form's refusal (nothing when there is none)."""
    return feedback_line(Feedback("error", text, code)) if text else ""


# --- seed field --------------------------------------------------------------------------------

def seed_field(seed: int | None, help_key: str = "seed.help", enter: str = "start") -> str:
    """The seed input; ``help_key``: the line under it (a game's own, e.g. "same deal");
    ``enter``: the action Enter in the box does (``data-enter``, handled by the page)."""
    value = format_seed(seed) if seed is not None else ""
    return (f'<label>{esc(t("seed.label"))} <input data-field="seed" data-testid="seed-input" value="{esc(value)}"'
            f'{attrs(data_enter=enter or None)} inputmode="numeric" placeholder="{esc(t("seed.placeholder"))}">'
            f'</label><small>{esc(t(help_key))}</small>')


def back_links(game: str) -> str:
    """The way back from a finished game: the game's menu (``<game>.back``) and the home page
    (``<game>.home``)."""
    return (f'<nav class="back-links" data-testid="back-links"><a class="button" href="#/{esc(game)}" '
            f'data-testid="back-menu">{esc(t(f"{game}.back"))}</a> <a class="button" href="#/" '
            f'data-testid="back-home">{esc(t(f"{game}.home"))}</a></nav>')


def after_daily(game: str, mode: str, *, resume: bool = False, archive: bool = True) -> str:
    """What to play after a daily: the past days (``archive``) and a game of ``mode`` through its
    setup ("resume" when one is saved there). Links, so the daily's page stays in the history."""
    label = t("daily.after.resume" if resume else "daily.after.new", mode=t(f"{game}.mode.{mode}"))
    past = (f'<a class="button" href="#/{esc(game)}/archive" data-testid="after-archive">'
            f'{esc(t("daily.after.archive"))}</a> ') if archive else ""  # the main action is Today's (issue 29)
    return (f'<nav class="after-daily actions" data-testid="after-daily">{past}<a class="button'
            f'{"" if archive else " primary"}" href="#/{esc(game)}/{esc(mode)}" data-testid="after-new">'
            f'{esc(label)}</a></nav>')


def announce(text: str, *, visible: bool = False) -> str:
    """What the last action did, in words (``data-testid="announce"``). The page copies it into
    its one persistent live region (``#live``, outside the re-rendered view) so a screen reader
    hears each change once; this copy is hidden from screen readers, and shown only if
    ``visible`` (a game that prints the line for everyone)."""
    cls = "announce" if visible else "sr-only"
    hidden = "" if visible else ' aria-hidden="true"'
    return f'<p class="{cls}" data-testid="announce"{hidden}>{esc(text)}</p>'


def check_seed(game: str, seed: int, today: _dt.date) -> int:
    """``seed``, unless it is the seed of ``game``'s daily of today or a later day: a daily is
    one honest attempt and must not be practised in advance (ValueError, catalogue text)."""
    day = upcoming_daily_day(game, seed, today)
    if day is not None:
        raise ValueError(t("daily.seed_locked", seed=seed, date=format_date(day)))
    return seed


def read_seed(text: str, game: str, today: _dt.date) -> int:
    """A typed or linked seed, checked by :func:`check_seed`; raises ValueError with the reason
    (``seed.invalid``, catalogue text quoting at most :data:`QUOTED` characters of ``text``)."""
    try:
        seed = parse_seed(text)
    except ValueError:
        raise ValueError(t("seed.invalid", text=quoted(str(text).strip()), max=SEED_MAX)) from None
    return check_seed(game, seed, today)


# --- a link's other values --------------------------------------------------------------------

QUOTED = 24  # a refusal quotes at most this many characters of what a link or a field held


def quoted(text: str, limit: int = QUOTED) -> str:
    """``text`` as a refusal quotes it: at most ``limit`` characters, "…" when cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def link_choice(query: dict[str, str], name: str, choices: tuple[str, ...], default: str) -> str:
    """The link's ``name`` (``default`` when absent), one of ``choices``; else ValueError with
    the catalogue text ``link.bad_choice`` (the value quoted short, the choices listed)."""
    value = query.get(name, default)
    if value not in choices:
        raise ValueError(t("link.bad_choice", option=name, value=quoted(value), choices=", ".join(choices)))
    return value


def link_number(query: dict[str, str], name: str, lo: int, hi: int, default: int) -> int:
    """The link's ``name`` (``default`` when absent): a whole number of ASCII digits from ``lo``
    to ``hi``; else ValueError (``link.bad_number``). Never ``int()`` of a long or odd text
    (5,000 digits, '²', '٣'): Python's digit limit is never reached."""
    if name not in query:
        return default
    text = query[name].strip()
    if not (text.isascii() and text.isdigit() and len(text) <= len(str(hi)) and lo <= int(text) <= hi):
        raise ValueError(t("link.bad_number", option=name, value=quoted(query[name]), min=lo, max=hi))
    return int(text)


def fresh_seed(source: Callable[[], int], game: str, today: _dt.date) -> int:
    """A seed from ``source`` that is no upcoming daily's (drawn again in that rare case)."""
    while True:
        seed = source()
        if upcoming_daily_day(game, seed, today) is None:
            return seed


# --- players form ------------------------------------------------------------------------------

def players_field(names: list[str], rows: int = 4) -> str:
    """The players' text box, one name a line, and the line saying that every line break starts
    a new name (:func:`names_from_text`)."""
    text = "\n".join(names)
    return (f'<label>{esc(t("players.label"))}<textarea data-field="players" rows="{rows}" '
            f'data-testid="players">{esc(text)}</textarea></label>{lines_hint()}')


def lines_hint() -> str:
    """Under a text box of names: every line break, pasted ones too, starts a new name."""
    return f'<small data-testid="players-lines">{esc(t("players.lines"))}</small>'


def names_from_text(text: str) -> list[str]:
    """The names of a players field: one a line, blank lines skipped; EVERY line break ends a
    line, U+2028 and U+0085 too (:data:`similarium.core.players.LINE_BREAKS`)."""
    from similarium.core.players import split_names

    return split_names(text)


def check_players(names: list[str], min_n: int, max_n: int) -> tuple[list[str], str]:
    """``(cleaned names, "")`` or ``(names, reason)``: the ONE call site of the shared
    player-name validation (:func:`similarium.core.players.validate_players`)."""
    from similarium.core.players import PlayersError, validate_players

    try:
        return validate_players(names, min_n, max_n), ""
    except PlayersError as err:
        return list(names), (err.message() if CATALOGUE.has(err.code) else err.reason)


# --- match panel -------------------------------------------------------------------------------

def match_box(title: str, body: str, verdict: str, new_label: str, after: str = "") -> str:
    """A match's panel: its ``title``, a ``body`` of HTML (the standings), the ``verdict`` in
    words, ``after`` it more HTML, and the "new match" button (action ``new-match``); for games
    whose match is not :func:`match_panel`'s (Similis plays to 50, Similo is cooperative)."""
    return (f'<section class="match" data-testid="match"><h3>{esc(title)}</h3>{body}'
            f'<p data-testid="match-verdict">{esc(verdict)}</p>{after}'
            f'{button(new_label, "new-match", testid="new-match")}</section>')


def match_panel(match: Match | None, *, note: str = "", none_won: str = "", you: str = "") -> str:
    """Standings (rank, total, games won, how a tie was broken), the games' scores, the
    verdict, and the "new match" button (action ``new-match``). Nothing before a first game.
    ``you``: the name of the one person at the device (solo), addressed as "you" in the verdict."""
    if match is None or not match.games:
        return ""
    if len(match.players) == 1:
        return solo_record(match)
    nothing = max(match.totals()) == 0  # nobody has won anything: no rank 1 (issue 30)
    rows = []
    for st in match.standings():
        why = t("match.nothing_won") if nothing else (st.explain() or "")
        rows.append(f'<tr data-testid="match-row"><td>{"–" if nothing else st.rank}</td><th>{esc(st.player)}</th>'
                    f'<td data-testid="match-total">{st.total}</td><td>{st.wins}</td>'
                    f'<td class="why">{esc(why)}</td></tr>')
    totals = match.totals()
    if max(totals) == 0:
        msg = none_won or t("match.none_won")
    elif match.needs_another_game():
        msg = t("match.play_another")
    else:
        winner = match.winner()
        key = "match.winner.you" if you and winner == you else "match.winner"
        msg = tn(key, max(totals), player=winner) if winner else ""
    n = len(match.games)
    note_html = f'<p class="note">{esc(note)}</p>' if note else ""
    return (f'<section class="match" data-testid="match"><h3>{esc(t("match.title"))} · '
            f'{esc(tn("match.games", n))}</h3>{note_html}'
            f'<table><tr><th scope="col">{esc(t("match.rank"))}</th><th scope="col">{esc(t("match.player"))}</th>'
            f'<th scope="col">{esc(t("match.total"))}</th><th scope="col">{esc(t("match.wins"))}</th>'
            f'<th scope="col"><span class="sr-only">{esc(t("match.why"))}</span></th></tr>{"".join(rows)}</table>'
            f'<p data-testid="match-games">{esc(games_line(match))}</p><p data-testid="match-verdict">{esc(msg)}</p>'
            f'{button(t("match.new"), "new-match", testid="new-match")}</section>')


def solo_record(match: Match) -> str:
    """One person's games (issue 30): no match table, no rank; how many, how many won, the best."""
    n, won = len(match.games), sum(1 for g in match.games if g.won and g.won[0])
    best = max(g.scores[0] for g in match.games)
    return (f'<section class="match solo" data-testid="solo-record"><p data-testid="match-verdict">'
            f'{esc(tn("match.solo", n, won=won, best=best))}</p></section>')


def games_line(match: Match) -> str:
    """Each game's scores, labelled: "Scores, game by game: game 1: Ann 60, Bob 54 · game 2: …"
    (one player: "game 1: 75 points")."""
    def scores(g) -> str:
        if len(match.players) == 1:
            return tn("match.points", g.scores[0])
        return ", ".join(t("match.player_score", player=p, score=sc) for p, sc in zip(match.players, g.scores, strict=True))
    games = " · ".join(t("match.game_scores", n=i, scores=scores(g)) for i, g in enumerate(match.games, 1))
    return t("match.scores", games=games)


def sentences(lines: list[str]) -> str:
    """Lines said one after another (the live region, an end line): each ends as a sentence, so
    two never run together ("…the clue Anubis. Lost: …")."""
    out = [x.strip() for x in lines if x and x.strip()]
    return " ".join(x if x[-1] in ".!?…" else x + "." for x in out)


# --- daily panel and archive ------------------------------------------------------------------

def daily_panel(game: str, record: DailyRecord, today: _dt.date, share: str, *, note: str = "") -> str:
    """Share text and button, statistics and streaks, and the way to the archive."""
    stats = record.stats(today)
    cells = [("played", "daily.stats.played", stats.played), ("win_rate", "daily.stats.win_rate", stats.win_rate),
             ("current_win_streak", "daily.stats.current_win_streak", stats.current_win_streak),
             ("max_win_streak", "daily.stats.max_win_streak", stats.max_win_streak),
             ("current_streak", "daily.stats.play_streak", stats.current_streak)]  # each streak named (issue 29)
    table = "".join(f'<div><b data-testid="stat-{k}">{n}</b><span>{esc(t(key))}</span></div>' for k, key, n in cells)
    note_html = f'<p class="note">{esc(note)}</p>' if note else ""
    legend = ""
    if "\n" in share and CATALOGUE.has(f"{game}.share.legend"):  # a grid of squares: say what they mean
        legend = f'<p class="note share-legend" data-testid="share-legend">{esc(t(f"{game}.share.legend"))}</p>'
    status = '<p class="share-status" role="status" aria-live="polite" data-testid="share-status"></p>'
    return (f'<section class="daily" data-testid="daily">{note_html}<pre data-testid="share-text">{esc(share)}</pre>'
            f'{legend}{button(t("daily.share"), "share", share, testid="share")}{status}<div class="stats">{table}</div>'
            f'<p><a href="#/{esc(game)}/archive" data-testid="archive-link">{esc(t("daily.archive.link"))}</a>'
            f"</p></section>")


def parse_archive_day(text: str, today: _dt.date) -> _dt.date:
    """A past day (``YYYY-MM-DD``) whose daily may be played in the archive; ValueError otherwise."""
    try:
        day = _dt.date.fromisoformat(text.strip())
    except ValueError:
        raise ValueError(t("daily.archive.bad_date", text=text.strip()[:20])) from None
    if day >= today:
        raise ValueError(t("daily.archive.not_past", date=format_date(day)))
    return day


def archive_view(game: str, title: str, record: DailyRecord, today: _dt.date, *, error: str = "",
                 resume: _dt.date | None = None, month: str = "") -> str:
    """A month of past days as a calendar (:mod:`similarium.ui.calendar`), each with its official
    result if there is one, and a date field for any day; the page says that archive games are
    not counted nor recorded."""
    first, month_error = calendar.parse_month(month, today)
    resume_line = ""
    if resume is not None:
        item = _archive_item(game, resume, f'{t("home.resume")} · {format_date(resume)}', "archive-resume")
        resume_line = f'<ul class="days">{item}</ul>'
    yesterday = (today - ONE_DAY).isoformat()
    pick = (f'<label>{esc(t("daily.archive.day"))} <input type="date" data-field="archive-day" '
            f'data-testid="archive-date" max="{yesterday}" value="{yesterday}" data-enter="archive-open"></label> '
            f'{button(t("daily.archive.play"), "archive-open", cls="primary", testid="archive-open")}')
    return (f'<section class="setup archive" data-testid="archive"><h2>{esc(title)} · '
            f'{esc(t("daily.archive.title"))}</h2><p class="note" data-testid="archive-rule">'
            f'{esc(t("daily.archive.rule"))}</p>{resume_line}{error_line(month_error)}'
            f'{calendar.month_view(game, record, today, first)}'
            f'<div class="pick">{pick}</div>{error_line(error)}'
            f'<p><a class="button" href="#/{esc(game)}/daily" data-testid="archive-today">'
            f'{esc(t("daily.archive.today"))}</a></p></section>')


def _archive_item(game: str, day: _dt.date, text: str, testid: str) -> str:
    href = f"#/{game}/archive?day={day.isoformat()}"
    return (f'<li><a href="{esc(href)}" data-testid="{testid}" data-day="{day.isoformat()}">'
            f"{esc(text)}</a></li>")


def archive_over(game: str, day: _dt.date, score: int) -> str:
    """Under a finished archive game: its score, that it counts for nothing, and the way back
    to the list (action ``archive-list``: the URL is already ``#/<game>/archive``, so a link
    to it would not navigate)."""
    return (f'<section class="daily archive" data-testid="archive-over"><p class="note">'
            f'{esc(tn("daily.archive.over", score, date=format_date(day)))}</p>'
            f'<p>{button(t("daily.archive.back"), "archive-list", testid="archive-back")}</p></section>')


# --- a game's menu and setup form -------------------------------------------------------------

def mode_menu(game: str, modes: tuple[str, ...], resume: dict[str, bool]) -> str:
    """``#/<game>``: the game's modes (each with its help, "resume" when a game is saved in
    it), its rules in one line, the archive, How to play and the way home (``<game>.*`` texts)."""
    links = []
    for i, mode in enumerate(modes):
        label = t(f"{game}.mode.{mode}") + (f" · {t('home.resume')}" if resume.get(mode) else "")
        links.append(f'<li><a class="button{" primary" if i == 0 else ""}" href="#/{game}/{mode}" '
                     f'data-testid="{game}-{mode}">{esc(label)}</a> <small>{esc(t(f"{game}.mode.{mode}.help"))}'
                     f'</small></li>')
    return (f'<section class="setup {game}-menu" data-testid="{game}-menu"><h2>{esc(t(f"{game}.title"))} · '
            f'{esc(t(f"{game}.subtitle"))}</h2><p>{esc(t(f"{game}.menu.intro"))}</p>'
            f'<p class="rules">{esc(t(f"{game}.menu.rules"))}</p><ul class="modes">{"".join(links)}</ul>'
            f'<p><a href="#/{game}/archive" data-testid="{game}-archive">{esc(t("daily.archive.link"))}</a></p>'
            f'<p><a href="#/how/{game}" data-testid="howto-link">{esc(t("howto.link"))}</a></p>'
            f'<p><a href="#/" data-testid="back">{esc(t(f"{game}.home"))}</a></p></section>')


def select(field: str, value: str, choices: tuple[str, ...], label: Callable[[str], str], testid: str) -> str:
    """A setup field's drop-down: ``choices`` labelled by ``label(choice)``, ``value`` selected."""
    opts = "".join(f'<option value="{esc(c)}"{" selected" if c == value else ""}>{esc(label(c))}</option>'
                   for c in choices)
    return f'<select data-field="{esc(field)}" data-testid="{esc(testid)}">{opts}</select>'


def setup_form(game: str, mode: str, rows: list[str], seed_html: str, error: str, match_html: str) -> str:
    """A mode's setup: its title, help and rules line, the game's ``rows`` of fields, the seed
    field, the refusal, "start" and the way back to the menu; the match panel under it."""
    return (f'<form class="setup" data-testid="setup"><h2>{esc(t(f"{game}.setup.title"))} · '
            f'{esc(t(f"{game}.mode.{mode}"))}</h2><p>{esc(t(f"{game}.mode.{mode}.help"))}</p>'
            f'<p class="rules">{esc(t(f"{game}.menu.rules"))}</p>{"".join(rows)}{seed_html}{error_line(error)}'
            f'<div class="actions">{button(t(f"{game}.setup.start"), "start", cls="primary", testid="start")}'
            f'<a class="button" href="#/{game}">{esc(t(f"{game}.back"))}</a></div></form>{match_html}')


def daily_done(game: str, title: str, day: _dt.date, result: str, final_html: str, panel: str) -> str:
    """Today's daily, already played: the ``result`` in words, the final table (read-only, when
    the record kept the moves), the daily ``panel`` and the ways back."""
    final = f'<div class="final" data-testid="final-table">{final_html}</div>' if final_html else ""
    return (f'<div class="simili-game {game}-game {game}-done" data-testid="daily-done"><header class="game-bar">'
            f'<h2>{esc(title)}</h2><p>{esc(t("daily.date", date=format_date(day)))}</p></header>'
            f'<p{attrs(data_testid="result")}>{esc(result)}</p><p>{esc(t("daily.already_played"))}</p>{final}'
            f'{panel}{back_links(game)}</div>')


def save_pref(repo, name: str, value: object) -> None:
    """Remember a preference in the settings record; the language the page shows now is kept
    (a first save must not pin English on a person whose browser chose French)."""
    from dataclasses import replace

    settings = repo.load_settings()
    if repo.stored_language() is None:
        settings = replace(settings, language=language())
    repo.save_settings(settings.with_pref(name, value))
