"""A result link opened after its day (issue 29, item 4): the daily replayed from the moves the
link carries (``m``, :func:`similarium.core.resultlink.pack_moves`), on the day's seed, shown
read-only on the game's own page with its review (the end screen's "Review this game").

The replay is the proof: the moves are unpacked with the day's seed, replayed by the game's rules
(through the page's ``restore_daily``, the same replay as a daily shown again), and the result
they give (score, won, and the share squares when the link has them) must be the one the link
claims; anything else is refused with a message (:class:`LinkError`: ``moves``, ``replay``,
``unfinished``, ``mismatch``) and nothing is shown as real.

The game shown is the reader's page's memory only: marked recorded (never added to the reader's
daily record or a match), never saved to a slot (a game in progress there is left as it is),
and forgotten as soon as the page opens another route. Before the day is over, nothing here runs:
the moves are never unpacked (:func:`wanted`).
"""

from __future__ import annotations

import datetime as _dt
from typing import Any

from similarium.core.daily import DailyResult
from similarium.core.i18n import format_date, t
from similarium.core.resultlink import LinkError, SharedResult, unpack_moves
from similarium.core.resultlink import parse as parse_link
from similarium.core.rng import daily_seed
from similarium.core.share import squares
from similarium.games import registry
from similarium.ui.hooks import DAILY
from similarium.ui.html import esc

__all__ = ["banner", "open_shared", "panel", "replay_shared", "shown", "wanted"]


def wanted(query: dict[str, str], today: _dt.date) -> SharedResult | None:
    """The link's result when it is one to replay now: it carries moves and its day is over
    (else None: the result view, :func:`similarium.ui.dailyview.render_result`, says the rest)."""
    try:
        r = parse_link(query)
    except LinkError:
        return None
    return r if r.moves and r.day < today else None


def replay_shared(page: Any, r: SharedResult) -> Any:
    """The finished daily the moves of ``r`` give on the page ``page`` of its game, checked
    against what ``r`` claims; :class:`LinkError` otherwise."""
    moves = unpack_moves(r.game, r.day, daily_seed(r.game, r.day), r.moves)
    try:
        session = page.restore_daily(r.day, {"hints": r.hints} if r.hints else {}, moves)
    except (ValueError, KeyError, TypeError, IndexError):  # IllegalMove, BadInput, a mangled move
        raise LinkError("replay") from None
    if not session.finished:
        raise LinkError("unfinished")
    scores, won = page.final_scores(session)
    if (scores[0], won[0]) != (r.score, r.won):
        raise LinkError("mismatch")
    if r.grid and [list(row) for row in r.grid] != page.share_grid(page.daily_summary(session)):
        raise LinkError("mismatch")
    session.recorded = True  # never recorded as the reader's daily
    return session


def open_shared(page: Any, r: SharedResult) -> None:
    """Show the game of ``r`` on its page, finished and read-only (LinkError: nothing changes)."""
    session = replay_shared(page, r)
    page.on_open()
    page.setup_error, page.share, page.reviewing, page.link = "", "", None, None
    page.mode, page.session, page.view = DAILY, session, "game"
    page.shared = (r, session)


def shown(page: Any, s: Any) -> bool:
    """Whether ``s`` is a link's replayed game (its end screen says so, not the reader's daily)."""
    shared = getattr(page, "shared", None)
    return shared is not None and s is shared[1]


def banner(page: Any, s: Any) -> str:
    """Above a link's replayed game: whose game it is (its end screen says "you" of the sender)."""
    if not shown(page, s):
        return ""
    r = page.shared[0]
    return (f'<aside class="shared-banner note" data-testid="shared-banner"><p>'
            f'{esc(t("result.banner", game=registry.get(r.game).name, date=format_date(r.day)))}</p></aside>')


def panel(page: Any) -> str:
    """Under the replayed game: whose result it is (the share text), that it was replayed, and the
    way to today's challenge or that day in the archive."""
    r, session = page.shared
    line = page.daily_share(r.day, DailyResult(r.score, r.won, {"hints": r.hints} if r.hints else None))
    grid = "\n".join(squares(row) for row in page.share_grid(page.daily_summary(session)))
    text = line.split("\n")[0] + ("\n" + grid if grid else "")
    return (f'<section class="shared-result shared-replay" data-testid="shared-replay"><h2>'
            f'{esc(t("result.title"))} · {esc(registry.get(r.game).name)}</h2><p>{esc(format_date(r.day))}</p>'
            f'<pre data-testid="result-text">{esc(text)}</pre>'
            f'<p class="note" data-testid="replay-checked">{esc(t("result.replayed"))}</p>'
            f'<p><a class="button" href="#/{esc(r.game)}/daily" data-testid="result-play">'
            f'{esc(t("result.play_today"))}</a> <a class="button" href="#/{esc(r.game)}/archive?day='
            f'{r.day.isoformat()}" data-testid="result-archive">{esc(t("result.archive"))}</a></p></section>')
