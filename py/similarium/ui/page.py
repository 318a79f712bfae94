"""What every game page shares, minus the DOM: feedback, modes, and the life of a game in
storage (saved after every move; once finished, added to the match or the daily record).

A game's controller subclasses :class:`GamePage` and says, through a few small hooks,
what its session saves and how a finished game scores.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from similarium.core.daily import DailyResult
from similarium.core.i18n import t
from similarium.core.schema import SavedGame
from similarium.core.share import share_text
from similarium.core.storage import Repository, Written, daily_key, match_key, save_key
from similarium.ui import safety, slots

ARCHIVE_ACTIONS = ("archive-list", "archive-open")
SOLO, DAILY, TABLE = "solo", "daily", "table"
MODES = (SOLO, DAILY, TABLE)
ARCHIVE = "archive"  # a past day's daily, played under the daily rules; never recorded (see ui/pieces.py)


@dataclass
class Feedback:
    """The answer to the last action: a refusal's reason, or a piece of information."""

    kind: str  # "error" | "info"
    text: str
    code: str = ""


class GamePage:
    """Saving and recording shared by the game controllers.

    Subclasses set ``GAME`` (storage id), ``TITLE`` (share text), ``MATCH_IDS``
    (mode -> match id) and implement the hooks below; their sessions have ``mode``,
    ``day``, ``players``, ``finished``, ``recorded`` and ``moves_json()``.
    """

    GAME = ""
    TITLE = ""
    MATCH_IDS: dict[str, str] = {}

    def __init__(self, repo: Repository, today: Callable[[], _dt.date], seed_source: Callable[[], int]):
        self.repo = repo
        self.today = today
        self.seed_source = seed_source
        self.session: Any = None
        self.view = ""
        self.share = ""
        self.link: safety.LinkChoice | None = None  # a share link's game waiting for the player's choice
        self.failure = ""  # the catalogue text of an action cancelled by :func:`safety.guarded`
        self.failure_detail = ""  # its traceback, for the browser console
        self.failure_reason = ""  # its exception in one line, folded under the text

    # --- hooks ---------------------------------------------------------------------------
    def saved_options(self, session: Any) -> dict:
        """The options to store with the moves (``day`` is added here)."""
        raise NotImplementedError

    def saved_seed(self, session: Any) -> int:
        raise NotImplementedError

    def final_scores(self, session: Any) -> tuple[list[int], list[bool]]:
        """Each player's score and whether they won the finished game."""
        raise NotImplementedError

    def daily_summary(self, session: Any) -> Any:
        """What a daily result keeps besides score and outcome (e.g. the help used), or None."""
        return None

    def share_note(self, summary: Any) -> str:
        """The end of a daily's share text for that summary (e.g. "2 hints"), or ""."""
        return ""

    def share_grid(self, summary: Any) -> list[list[int]]:
        """Rows of levels 0-3 drawn as squares under the share line (e.g. one a round), or []."""
        return []

    def restore_daily(self, day: _dt.date, summary: dict, moves: list) -> Any:
        """The daily of ``day`` replayed from the ``moves`` its result's summary keeps (raises
        ValueError, KeyError or TypeError when they do not replay)."""
        raise NotImplementedError

    def finished_daily(self, day: _dt.date, summary: Any) -> Any | None:
        """The finished daily of ``day``, rebuilt from the moves its result's summary keeps, to
        be shown again read-only (None: a record without them, or moves that do not replay)."""
        moves = summary.get("moves") if isinstance(summary, dict) else None
        if not moves:
            return None
        try:
            session = self.restore_daily(day, summary, moves)
        except (ValueError, KeyError, TypeError):
            return None
        session.recorded = True
        return session if session.finished else None

    def daily_share(self, day: _dt.date, result: DailyResult) -> str:
        return share_text(self.TITLE, day, result.score, result.won, self.share_note(result.summary),
                          self.share_grid(result.summary))

    def match_seed(self, session: Any) -> int | None:
        """The seed recorded with a finished game in the match (None: no seed, e.g. typed dice)."""
        return self.saved_seed(session)

    def session_from_saved(self, saved: SavedGame) -> Any:
        """Rebuild a session from a save (raises ValueError, KeyError or TypeError if it does not replay)."""
        raise NotImplementedError

    def handle(self, action: str, arg: str = "", fields: dict[str, str] | None = None) -> str | None:
        """Do a click or key's action; return a route to navigate to, if any."""
        raise NotImplementedError

    # --- guarded entry points: an unexpected exception cancels the action, nothing is lost ----
    def act(self, action: str, arg: str = "", fields: dict[str, str] | None = None) -> str | None:
        """:meth:`handle`, guarded (:func:`similarium.ui.safety.guarded`)."""
        return safety.guarded(self, self.handle, action, arg, fields)

    def guarded(self, fn: Callable[..., Any], *args: Any) -> Any:
        """``fn(*args)`` guarded like :meth:`act` (e.g. a slow action's ``finish``)."""
        return safety.guarded(self, fn, *args)

    # --- shared life of a game ----------------------------------------------------------------
    def _start(self, session: Any, confirmed: bool = False) -> None:
        if not confirmed and slots.ask_first(self, session):
            return  # an unrecorded finished game or another line-up's match: the player chooses
        self.session, self.view = session, "game"
        self.save()

    def save(self) -> Written:
        """Store the session in its slot. A slot another tab changed since this page read it is
        not overwritten: the page shows what is stored and says so (:func:`slots.reload`)."""
        s = self.session
        if s is None:
            return Written(False)
        written = self.repo.save_game(self.snapshot())
        if written.code == "conflict":
            slots.reload(self, s.mode)
        return written

    def snapshot(self) -> SavedGame | None:
        """The session as the save it would write (None: no session)."""
        s = self.session
        if s is None:
            return None
        options = self.saved_options(s)
        if s.day:
            options["day"] = s.day.isoformat()
        return SavedGame(game=self.GAME, mode=s.mode, seed=self.saved_seed(s), options=options,
                         moves=s.moves_json(), players=list(s.players))

    def restore_slot(self, mode: str) -> Any:
        """The session saved in slot ``mode``, or None (none there, or set aside: it does not replay)."""
        saved = self.repo.load_game(self.GAME, mode)
        if saved is None:
            return None
        try:
            return self.session_from_saved(saved)
        except (ValueError, KeyError, TypeError) as err:
            self.repo.quarantine(save_key(self.GAME, mode), f"the moves do not replay: {err}")
            return None

    def _record_end(self) -> None:
        """A finished game goes into the match (or the daily record); ONLY once it reads back
        from there is its save slot cleared. If recording fails, the finished game stays saved,
        the player is told, and opening it again (:meth:`resume_finished`) retries."""
        s = self.session
        if s is None or not s.finished or s.recorded:
            return
        if self.save().code == "conflict":
            return  # finished, recorded or replaced in another tab: never recorded twice
        try:
            recorded, reason = self._record(s), "storage"
        except Exception as err:  # noqa: BLE001 - e.g. a line-up the match refuses: keep the game
            recorded, reason = False, str(err) or type(err).__name__
        if not recorded:
            # "stays saved" only when the save reads back; else say what was lost and what to do
            key = "record.failed" if self.save() else "record.failed_unsaved"
            s.feedback = Feedback("error", t(key, reason=reason), key)
            return
        s.recorded = True
        self.repo.delete_game(self.GAME, s.mode)

    def archive_session(self, day: _dt.date) -> Any:
        """A new session playing the daily of the past ``day`` (hook)."""
        raise NotImplementedError

    def open_daily(self, build: Callable[[_dt.date], Any]) -> None:
        """``#/<game>/daily``: today's daily in progress, else "already played" (view
        ``daily-done``) once recorded, else a new one from ``build(today)``."""
        day = self.today()
        if not slots.open_daily(self):
            return  # a past day's daily that could not be moved aside: shown, never overwritten
        saved = self.restore_slot(DAILY)
        if saved and saved.day == day and not saved.finished:
            self.session, self.view = saved, "game"
            return
        if self.repo.load_daily(self.GAME).has_played(day):
            self.session, self.view = None, "daily-done"
            return
        self._start(build(day))

    def describe(self, session: Any) -> str:
        """A game in a few words, for the link choice: seed, players, moves played."""
        moves = len(session.moves_json())
        return t("link.progress" if moves else "link.game", seed=self.saved_seed(session),
                 players=", ".join(session.players), moves=moves)

    def open_archive(self, query: dict[str, str]) -> None:
        """``#/<game>/archive``: the past days; ``?day=YYYY-MM-DD``: play (or resume) that day's daily."""
        from similarium.ui import pieces

        saved = self.restore_slot(ARCHIVE)
        self.session, self.view = None, "archive"
        if "day" not in query:
            return
        try:
            day = pieces.parse_archive_day(query["day"], self.today())
        except ValueError as err:
            self.setup_error = str(err)
            return
        if saved and saved.day == day:
            self.session, self.view = saved, "game"
            self.resume_finished()
            return
        self._start(self.archive_session(day))

    def archive_action(self, action: str, fields: dict[str, str], params: str = "") -> str | None:
        """``archive-list`` / ``archive-open`` (the day typed in ``archive-day``): the route to go
        to, with ``params`` (``"fast=1"``) kept; None and ``setup_error`` set for a refused day."""
        from similarium.ui import pieces

        base = f"#/{self.GAME}/archive"
        if action == "archive-list":
            self.session, self.view, self.setup_error = None, "archive", ""
            return base + (f"?{params}" if params else "")
        try:
            day = pieces.parse_archive_day(fields.get("archive-day", ""), self.today())
        except ValueError as err:
            self.setup_error = str(err)
            return None
        return f"{base}?day={day.isoformat()}" + (f"&{params}" if params else "")

    def resume_finished(self) -> None:
        """A restored game that is already over was not recorded yet: record it now."""
        if self.session is not None and self.session.finished:
            self._record_end()

    def _record(self, s: Any) -> bool:
        """Add the finished game ``s`` to its record; True when it reads back from storage."""
        if s.mode == ARCHIVE:
            return True  # a past day's daily counts for nothing: no statistics, no streak, no match
        scores, won = self.final_scores(s)
        if s.mode == DAILY and s.day is not None:
            result = DailyResult(score=scores[0], won=won[0], summary=self.daily_summary(s))
            self.repo.record_daily(self.GAME, s.day, result)
            self.share = self.daily_share(s.day, result)
            return self.repo.load_daily(self.GAME).has_played(s.day) and self.repo.is_stored(daily_key(self.GAME))
        match_id = self.MATCH_IDS[s.mode]
        match = self.repo.record_match_game(match_id, s.players, scores, won, seed=self.match_seed(s))
        stored = self.repo.load_match(match_id)
        return stored is not None and stored.match == match and self.repo.is_stored(match_key(match_id))

    # --- a share link asking for another game than the one in progress ---------------------------
    def ask_link(self, saved: Any, wanted: Any, start: Callable[[], None]) -> None:
        """A link asks for the game ``wanted`` while ``saved`` is in its slot. A saved game with
        no move yet is replaced (``start()``); otherwise nothing changes until the player
        chooses (view ``"link"``, actions ``link-resume`` / ``link-replace``)."""
        if not any(saved.moves_json()):
            start()
            return
        self.session, self.view, self.link = None, "link", safety.LinkChoice(saved, wanted, start)

    def link_action(self, action: str) -> bool:
        """Do ``link-resume`` / ``link-replace``; False when ``action`` is neither."""
        if action not in ("link-resume", "link-replace"):
            return False
        choice, self.link = self.link, None
        if choice is None or self.view != "link":
            return True
        if slots.choice_action(self, choice, action):
            return True
        if action == "link-resume":
            self.session, self.view = choice.saved, "game"
            self.resume_finished()
        else:
            choice.start()  # the slot's save is replaced only now
        return True

    def render_link(self, current: str, wanted: str) -> str:
        """The link choice's view: ``current`` and ``wanted`` describe the two games."""
        return slots.render_choice(self) or safety.render_link_choice(self.TITLE, current, wanted)

    def external_change(self, key: str) -> bool:
        """Another tab wrote ``key`` (a ``storage`` event): if it is this page's slot, show what
        is stored now and say so. True when the view changed."""
        return slots.external_change(self, key)
