"""Nothing replaced without asking, one writer per save slot (issue 19), minus the DOM.

- :func:`ask_first`: starting a game that would lose a finished game not yet recorded (the
  storage was full), or whose players differ from the stored match's (the match would be
  replaced when it ends), first shows a choice (the page's ``link`` view and its two actions).
- :func:`reload`: a save refused because another tab or window changed the slot since this
  page read it: the page shows what is stored now and says so (nothing was overwritten).
- :func:`external_change`: the same on a ``storage`` event, before any write.
- :func:`keep_past_daily`: midnight passed during a daily: that unfinished game moves to the
  archive slot (or, if the archive holds a game in progress, to a backup), never overwritten;
  a daily of a day AFTER today (the clock or time zone went back) is kept as a backup and
  :func:`bring_back_daily` resumes it when its day comes again.

Every function takes the page (a :class:`similarium.ui.page.GamePage`).
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, replace
from typing import Any

from similarium.core.i18n import format_date, t, tn
from similarium.core.storage import save_key
from similarium.ui import safety
from similarium.ui.html import button, esc
from similarium.ui.lineup import same_lineup

DAILY, ARCHIVE = "daily", "archive"


@dataclass
class SlotChoice:
    """What the page's ``link`` view asks: ``kind`` is "unrecorded" or "lineup"; ``match``
    the stored match a different line-up would replace."""

    kind: str
    match: Any = None


def ask_first(page: Any, session: Any) -> bool:
    """True when starting ``session`` must wait for the player's choice (the view is set)."""
    current = page.session
    if (current is not None and current is not session and getattr(current, "finished", False)
            and not getattr(current, "recorded", True)):
        _ask(page, current, session, SlotChoice("unrecorded"))
        return True
    match_id = page.MATCH_IDS.get(getattr(session, "mode", ""))
    if match_id:
        record = page.repo.load_match(match_id)
        if record is not None and record.match.games and not same_lineup(record.match.players, session.players):
            _ask(page, session, session, SlotChoice("lineup", record.match))
            return True
    return False


def ask_in_progress(page: Any, session: Any) -> bool:
    """Starting ``session`` from the setup while the slot holds a game in progress with moves:
    True (the view asks whether to resume it or abandon it; nothing is lost until then)."""
    saved = page.restore_slot(getattr(session, "mode", ""))
    if saved is None or getattr(saved, "finished", False) or not any(saved.moves_json()):
        return False
    _ask(page, saved, session, SlotChoice("progress"))
    return True


def _ask(page: Any, kept: Any, wanted: Any, choice: SlotChoice) -> None:
    page.link = safety.LinkChoice(kept, wanted, lambda: page._start(wanted, confirmed=True))
    page.slot_choice = choice
    page.session, page.view = None, "link"


def choice_action(page: Any, link: safety.LinkChoice, action: str) -> bool:
    """Do ``link-resume`` (keep) / ``link-replace`` for a :class:`SlotChoice`; False when the
    ``link`` view is an ordinary share-link choice."""
    choice, page.slot_choice = getattr(page, "slot_choice", None), None
    if choice is None:
        return False
    if action == "link-replace":
        link.start()
    elif choice.kind in ("unrecorded", "progress"):
        page.session, page.view = link.saved, "game"  # the kept game, on screen again
    else:
        page.session, page.view = None, "setup"
    return True


def render_choice(page: Any) -> str:
    """The ``link`` view of a :class:`SlotChoice` ("" for an ordinary share-link choice)."""
    choice = getattr(page, "slot_choice", None)
    if choice is None or page.link is None:
        return ""
    if choice.kind == "unrecorded":
        title, lines, keep, go = "unrecorded.title", [t("unrecorded.explain")], "unrecorded.keep", "unrecorded.replace"
    elif choice.kind == "progress":
        lines = [t("progress.current", game=page.describe(page.link.saved)), t("progress.explain")]
        title, keep, go = "progress.title", "link.resume", "progress.replace"
    else:
        match = choice.match
        lines = [t("lineup.current", players=", ".join(match.players), games=tn("lineup.games", len(match.games))),
                 t("lineup.wanted", players=", ".join(page.link.wanted.players)), t("lineup.explain")]
        title, keep, go = "lineup.title", "lineup.keep", "lineup.replace"
    body = "".join(f"<p>{esc(line)}</p>" for line in lines)
    return (f'<section class="link-choice setup" data-testid="slot-choice" data-choice="{choice.kind}" '
            f'role="alertdialog" aria-labelledby="slot-h"><h2 id="slot-h">{esc(page.TITLE)} · {esc(t(title))}</h2>'
            f'{body}<div class="actions">{button(t(keep), "link-resume", cls="primary", testid="link-resume")}'
            f'{button(t(go), "link-replace", testid="link-replace")}</div></section>')


def reload(page: Any, mode: str) -> None:
    """Another tab changed slot ``mode``: show what is stored now (the route's view) and say so."""
    if getattr(page, "_reloading", False):
        return
    page._reloading = True
    try:
        page.session, page.link, page.slot_choice = None, None, None
        page.open(getattr(page, "mode", "") or mode, {})
        s = page.session
        key = save_key(page.GAME, mode)
        if s is not None and page.view == "game" and s.mode == mode:
            page.repo.tell(key, "tabs.reloaded", moves=len(s.moves_json()))
        else:
            page.repo.tell(key, "tabs.gone")
    finally:
        page._reloading = False


def external_change(page: Any, key: str) -> bool:
    """A ``storage`` event for ``key``: True when it was this page's slot and the page reloaded.
    A game finished and recorded here no longer owns its slot: a game another tab starts there
    (the same seed's link, "play again") is another game, and this page keeps its end screen."""
    s = page.session
    if s is None or page.view != "game" or key != save_key(page.GAME, s.mode):
        return False
    if getattr(s, "finished", False) and getattr(s, "recorded", False):
        return False
    if not page.repo.changed_elsewhere(key):
        return False
    reload(page, s.mode)
    return True


def keep_past_daily(page: Any) -> bool:
    """The daily slot holds a game of a past day (midnight passed during it): record it if it
    is finished, else move it to the archive slot (if that holds no game in progress; else to
    a backup), and tell the player. Today's daily never overwrites it: False when it could not
    be moved (no room), then the page shows that past game (:func:`open_daily`)."""
    repo, today = page.repo, page.today()
    saved = repo.load_game(page.GAME, DAILY)
    day = _day(saved)
    if saved is None or day is None or day == today:
        return True
    session = page.restore_slot(DAILY)
    if session is None:
        return True  # it did not replay: set aside by restore_slot, and told
    if session.finished:
        kept, page.session = page.session, session
        page._record_end()
        page.session = kept
        if session.recorded:
            return True
    if day > today:
        return _keep_future_daily(page, session, day)
    archive = page.restore_slot(ARCHIVE)
    date = format_date(day)
    if archive is None or archive.finished or not any(archive.moves_json()):
        if repo.save_game(replace(saved, mode=ARCHIVE)) and repo.delete_game(page.GAME, DAILY):
            repo.tell(save_key(page.GAME, ARCHIVE), "daily.kept", date=date)
            return True
    return repo.set_aside(save_key(page.GAME, DAILY), "daily.kept_aside", date=date) is not None


def _keep_future_daily(page: Any, session: Any, day: _dt.date) -> bool:
    """The daily slot holds an unfinished daily of a day AFTER today: the clock or the time zone
    went back (a trip west, a clock corrected). Kept as a backup until its day comes back
    (:func:`bring_back_daily` then resumes it: that day's daily is never dealt twice), and the
    player is told. One with no move yet is the day's deal as anyone gets it: it gives way.
    False when no copy could be kept (no room): the page then shows that game, never overwritten."""
    if not any(session.moves_json()):
        return page.repo.delete_game(page.GAME, DAILY).ok
    key = save_key(page.GAME, DAILY)
    return page.repo.set_aside(key, "daily.kept_future", date=format_date(day), today=format_date(page.today())) is not None


def bring_back_daily(page: Any) -> None:
    """Today's daily kept aside while the clock was behind (:func:`_keep_future_daily`) goes
    back to the daily slot, so that it resumes where it was (the slot holds no move of today)."""
    repo, today, key = page.repo, page.today(), save_key(page.GAME, DAILY)
    current = repo.load_game(page.GAME, DAILY)
    if current is not None and (_day(current) != today or any(current.moves)):
        return
    for backup in reversed(repo.backups()):
        if not backup.endswith("/" + key):
            continue
        try:
            _, saved = repo.decode(key, repo.read_backup(backup) or "")
        except ValueError:
            continue
        if _day(saved) != today or not any(saved.moves):
            continue
        if current is not None and not repo.delete_game(page.GAME, DAILY).ok:
            return
        if repo.save_game(saved):
            repo.delete_backup(backup)
            repo.tell(key, "daily.brought_back", date=format_date(today), moves=len(saved.moves))
        return


def open_daily(page: Any) -> bool:
    """The first step of opening the daily route: True when the daily slot is free for today's
    daily (or holds it); else the past daily that could not be moved is shown (False)."""
    if keep_past_daily(page):
        bring_back_daily(page)
        return True
    page.session, page.view = page.restore_slot(DAILY), "game"
    if page.session is None:
        page.view = "daily-done"
    return False


def _day(saved: Any) -> _dt.date | None:
    try:
        return _dt.date.fromisoformat(str(saved.options.get("day"))) if saved and saved.options.get("day") else None
    except ValueError:
        return None
