"""The par of a finished daily (issue 29, item 3): the bot's result on the same dice or deal,
from the game's review module (``daily_par``: the review's par alone, without its values), shown
on the daily's result panel once the daily is finished, never before (the par is a number, not
the deal).

SB's par is cheap (a bot's game on the seed's dice, ~0.01 s of host CPU): computed as the panel
is drawn. The others take ~0.1 to 0.4 s of host CPU (Pyodide is 3 to 10 times slower): the
panel offers a button, and the par is a slow action (``par``: painted "computing", then worked).
The result is kept on the page for that game and day only (no new stored truth)."""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from typing import Any

from similarium.core.i18n import t, tn
from similarium.games import registry
from similarium.ui import today_messages  # noqa: F401 - registers the texts
from similarium.ui.hooks import DAILY
from similarium.ui.html import button, esc

ACTION = "par"
CHEAP = frozenset({"sb"})  # computed as the panel is drawn; the others on the player's demand
PENDING = "pending"


def seat_of(s: Any) -> int:
    kinds = getattr(s, "kinds", None) or []
    return next((i for i, k in enumerate(kinds) if k == "human"), 0)


def _key(page: Any, s: Any) -> tuple[str, str] | None:
    if s is None or not s.finished or s.mode != DAILY or s.day is None or getattr(s, "practice", None):
        return None
    if not hasattr(getattr(s, "state", None), "log") or not registry.get(page.GAME).load_rules().review:
        return None
    return (page.GAME, s.day.isoformat())


def compute(game: str, s: Any) -> dict:
    """The par of the finished game ``s`` of ``game`` (the review module's ``daily_par``)."""
    module = importlib.import_module(registry.get(game).load_rules().review)
    return module.daily_par(s.state.log().to_json(), seat_of(s))


def begin(page: Any) -> bool:
    """Start the par of the finished daily shown (None when there is none to compute)."""
    key = _key(page, page.shown_daily())
    if key is None or key in page.pars and page.pars[key] != PENDING:
        return False
    page.pars[key] = PENDING
    return True


def steps(page: Any) -> Iterator[None]:
    yield None  # painted "computing" first; the work is in :func:`finish`


def finish(page: Any) -> None:
    s = page.shown_daily()
    key = _key(page, s)
    if key is not None and page.pars.get(key, PENDING) == PENDING:
        try:
            page.pars[key] = compute(page.GAME, s)
        except ValueError as err:  # BadInput, a log that does not replay: said, never a wrong par
            page.pars[key] = {"error": str(err)}


def drop(page: Any, s: Any) -> None:
    key = _key(page, s)
    if key is not None and page.pars.get(key) == PENDING:
        del page.pars[key]


def text(game: str, par: dict, seat: int) -> str:
    """The par in words (nothing of the deal: a score, a round, cards left)."""
    if "error" in par or par.get("available") is False:
        return t("par.none")
    if game == "similo":
        return t("par.similo.won" if par["won"] else "par.similo.lost", n=par["rounds"])
    if game == "similis":
        if seat in par["winners"]:
            return t("par.similis.won")
        return tn("par.similis.left", par["hand_sizes"][seat])
    return t("par.score.won" if par["won"] else "par.score.lost", score=par["score"])


def panel(page: Any, day: Any) -> str:
    """The par's section under the finished daily of ``day`` shown (just played, or "already
    played" rebuilt from its record); "" for anything else."""
    s = page.shown_daily()
    key = _key(page, s)
    if key is None or s.day != day:
        return ""
    if key not in page.pars and page.GAME in CHEAP:
        finish_now(page, key)
    par = page.pars.get(key)
    head = f'<h3>{esc(t("par.title"))}</h3>'
    if par is None:
        body = (f'<p class="note">{esc(t("par.help"))}</p>'
                f'<p>{button(t("par.show"), ACTION, testid="par-show")}</p>')
    elif par == PENDING:
        body = f'<p role="status" data-testid="par-pending">{esc(t("par.pending"))}</p>'
    else:  # the text starts with "Par:": no heading over it
        head, body = "", f'<p data-testid="par-text">{esc(text(page.GAME, par, seat_of(s)))}</p>'
    return f'<section class="par" data-testid="par">{head}{body}</section>'


def finish_now(page: Any, key: tuple[str, str]) -> None:
    page.pars[key] = PENDING
    finish(page)
